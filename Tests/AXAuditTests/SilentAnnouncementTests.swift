import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// What a scene posts is not what the user hears: an announcement VoiceOver speaks nothing of
/// (empty, white space, a zero-width space, punctuation alone, cut off before its first word) or a
/// layout change onto an element with nothing to say tells a VoiceOver user nothing. The three
/// rules that ask whether an action was heard (`traits.silent-state-change`,
/// `actions.custom-action-fails`, `notify.silent-action`) read one answer (`NotificationHearing`);
/// each planted defect below passed all three before it, and each fixed twin stays green.
final class SilentAnnouncementTests: XCTestCase {
    static let silentRules: Set<String> = ["traits.silent-state-change", "actions.custom-action-fails", "notify.silent-action"]

    /// The findings of the three rules on `descriptor`, "element: rule" sorted, each once.
    static func findings(_ descriptor: SceneDescriptor) -> [String] {
        let rules = RuleCatalog.all.filter { silentRules.contains($0.info.id) }
        let report = Validator(rules: rules, matrix: .default, bounds: .default).validate(descriptor)
        return Array(Set(report.findings.map { "\($0.subject.elementID ?? ""): \($0.ruleID)" })).sorted()
    }

    /// A Mute button whose double tap sets the model and announces `announce`; a message whose
    /// Archive action sets the model and announces it, and whose Refresh action only announces it.
    /// `labelsRead`: the Mute label and the message's value read the state, so the change is heard
    /// from them whatever is announced.
    static func sceneFile(announce: String, labelsRead: Bool = false) throws -> SceneDescriptor {
        let muteLabel = labelsRead ? "Mute {muted}" : "Mute"
        let messageValue = labelsRead ? #","value":"{archived}""# : ""
        let text = ##"""
        {"format":"axsandbox-scene","version":1,"id":"silent","device":{"idiom":"phone","width":390,"height":844},
         "state":{"muted":false,"archived":false},
         "elements":[
          {"id":"mute","label":"\##(muteLabel)","traits":["button"],"frame":[16,100,358,50],
           "activate":{"set":{"muted":true},"announce":"\##(announce)"}},
          {"id":"message","label":"Message"\##(messageValue),"traits":["button"],"frame":[16,200,358,50],
           "customActions":[{"name":"Archive","set":{"archived":true},"announce":"\##(announce)"},
                            {"name":"Refresh","announce":"\##(announce)"}]}]}
        """##
        return try SceneFile.parse(text, file: "silent.json").descriptor
    }

    /// An announcement of nothing VoiceOver speaks: each was heard as telling the user, so all three
    /// rules passed the controls.
    func testAnAnnouncementThatSpeaksNothingTellsTheUserNothing() throws {
        for announce in ["", " ", #"\n"#, #"\u200B"#, "...", " - "] {
            XCTAssertEqual(Self.findings(try Self.sceneFile(announce: announce)),
                           ["message: actions.custom-action-fails", "message: notify.silent-action", "mute: traits.silent-state-change"],
                           "announce \"\(announce)\"")
        }
    }

    /// The fixed twins: an announcement with a word, or a named symbol VoiceOver reads ("…" is
    /// "ellipsis"), is heard; a silent announcement beside a label or value that reads the new state
    /// is not needed, the element says it.
    func testAnAnnouncementWithAWordOrAChangedLabelIsHeard() throws {
        for announce in ["Muted", "…", " ok "] {
            XCTAssertEqual(Self.findings(try Self.sceneFile(announce: announce)), [], "announce \"\(announce)\"")
        }
        XCTAssertEqual(Self.findings(try Self.sceneFile(announce: "", labelsRead: true)),
                       ["message: actions.custom-action-fails"], "Refresh changes nothing, whatever the labels read")
    }

    /// A Save button whose double tap counts a saving on a text below it ("0 saved" → "1 saved"):
    /// `announce` is what it announces, `value` the button's own value.
    static func countScene(announce: String? = nil, value: String? = nil) throws -> SceneDescriptor {
        let effect = announce.map { #","announce":"\#($0)""# } ?? ""
        let buttonValue = value.map { #","value":"\#($0)""# } ?? ""
        let text = ##"""
        {"format":"axsandbox-scene","version":1,"id":"count","device":{"idiom":"phone","width":390,"height":844},
         "state":{"saved":{"value":0,"range":[0,9]}},
         "elements":[
          {"id":"save","label":"Save place"\##(buttonValue),"traits":["button"],"frame":[16,100,358,50],
           "activate":{"set":{"saved":1}\##(effect)}},
          {"id":"count","label":"{saved} saved","traits":["staticText"],"frame":[16,200,358,30]}]}
        """##
        return try SceneFile.parse(text, file: "count.json").descriptor
    }

    /// After a double tap VoiceOver says the element double-tapped again, never another: a count
    /// that changes on a text below the button is not heard (the button was passed because some
    /// element's label changed). Its fixed twins announce the saving, or let the button read it.
    func testAChangeOnlyOnAnotherElementIsNotHeard() throws {
        XCTAssertEqual(Self.findings(try Self.countScene()), ["save: traits.silent-state-change"])
        let report = Validator(rules: RuleCatalog.all.filter { $0.info.id == "traits.silent-state-change" }, matrix: .default,
                               bounds: .default).validate(try Self.countScene())
        XCTAssertTrue(report.findings.first?.detail.contains(#"only another element changed, "0 saved" (count)"#) == true,
                      report.findings.first?.detail ?? "no finding")
        XCTAssertEqual(Self.findings(try Self.countScene(announce: "Saved")), [])
        XCTAssertEqual(Self.findings(try Self.countScene(value: "{saved} saved")), [])
    }

    func testWhatAListenerHearsOfASpeechRecord() {
        func record(_ text: String, _ outcome: SpeechOutcome, heard: String?) -> SpeechRecord {
            SpeechRecord(text: text, priority: .default, kind: .announcement, outcome: outcome, heard: heard, start: 0, end: 10)
        }
        XCTAssertTrue(record("Saved", .finished, heard: "Saved").saidSomething)
        XCTAssertTrue(record("Saved", .interrupted, heard: "Sa").saidSomething)
        XCTAssertFalse(record("Saved", .interrupted, heard: "").saidSomething, "cut off at once")
        XCTAssertFalse(record("Saved", .dropped, heard: nil).saidSomething)
        XCTAssertFalse(record("\u{200B}\u{FEFF}", .finished, heard: "\u{200B}\u{FEFF}").saidSomething)
        XCTAssertFalse(record("?!", .finished, heard: "?!").saidSomething)
        XCTAssertTrue(record("ellipsis", .finished, heard: "ellipsis").saidSomething)
    }

    /// Speech counts once something was posted and only as an answer to it; a double tap's feedback
    /// (its label again) is VoiceOver's own. The screen-change sound and a layout change with no
    /// argument tell the user; Zoom's focus change does not.
    func testWhatCountsAsHearingANotification() {
        func speech(_ text: String, _ kind: SpeechKind, at start: Int) -> OutputEvent {
            .speech(SpeechRecord(text: text, priority: .default, kind: kind, outcome: .finished, heard: text, start: start, end: start + 300))
        }
        func heard(_ events: [(OutputEvent, Int)]) -> Bool {
            NotificationHearing.heard(in: events.map { Output(cause: 1, time: $0.1, event: $0.0) })
        }
        let announcement = OutputEvent.notification(name: .announcement, argument: "")
        XCTAssertFalse(heard([(speech("Mute", .feedback, at: 10), 310), (announcement, 10), (speech("", .announcement, at: 10), 160)]))
        XCTAssertTrue(heard([(announcement, 10), (speech("Muted", .announcement, at: 10), 310)]))
        XCTAssertFalse(heard([(speech("Muted", .announcement, at: 5), 10), (announcement, 10)]), "speech from before the post")
        XCTAssertTrue(heard([(.notification(name: .screenChanged, argument: nil), 10), (.sound(.earcon(.screenChanged)), 10)]))
        XCTAssertTrue(heard([(.notification(name: .layoutChanged, argument: nil), 10)]))
        XCTAssertFalse(heard([(.notification(name: .layoutChanged, argument: "element:blank"), 10), (speech("", .element, at: 10), 160)]))
        XCTAssertFalse(heard([(.notification(name: .zoomFocusChanged, argument: "insertionPoint:0,0,1,1"), 10), (speech("Name", .element, at: 10), 310)]))
    }
}

/// A Swift scene for what a scene file cannot post: a layout change onto an element, and two
/// announcements at once.
private final class PostingScene: Scene {
    enum Defect { case none, focusOnBlank, announcementCutAtOnce }
    let id = "posting"
    let title = "Posting"
    let device = Device.phone
    let defect: Defect
    var saved = false
    var sent = false
    var archived = false
    var editing = false
    init(_ defect: Defect) { self.defect = defect }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}

    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        let status = AccessibilityElement(id: "status", label: "Status", traits: .staticText, frame: Rect(20, 60, 350, 30))
        // Drawn, exposed, and with nothing VoiceOver says: no label, value or trait.
        let blank = AccessibilityElement(id: "blank", frame: Rect(20, 400, 350, 30))
        var save = AccessibilityElement(id: "save", label: "Save", traits: .button, frame: Rect(20, 100, 350, 50))
        save.onActivate = { [unowned self] ctx in
            self.saved = true
            ctx.post(.layoutChanged(.element(defect == .focusOnBlank ? "blank" : "status")))
            return true
        }
        var send = AccessibilityElement(id: "send", label: "Send", traits: .button, frame: Rect(20, 160, 350, 50))
        send.onActivate = { [unowned self] ctx in
            self.sent = true
            ctx.post(.announcement("Sent"))
            // A second default announcement at once cuts the first before its first word.
            if defect == .announcementCutAtOnce { ctx.post(.announcement(" ")) }
            return true
        }
        var message = AccessibilityElement(id: "message", label: "Message", traits: .button, frame: Rect(20, 220, 350, 50))
        message.customActions = [CustomAction("Archive") { [unowned self] ctx in
            self.archived.toggle()
            ctx.post(.layoutChanged(.element(defect == .focusOnBlank ? "blank" : "status")))
            return true
        }]
        // A layout change with no argument is how the talks' fixed apps tell VoiceOver of a change:
        // told, in every variant, though nothing is spoken for it.
        var edit = AccessibilityElement(id: "edit", label: "Edit", traits: .button, frame: Rect(20, 280, 350, 50))
        edit.onActivate = { [unowned self] ctx in
            self.editing.toggle()
            ctx.post(.layoutChanged(.none))
            return true
        }
        return [status, save, send, message, edit, blank]
    }

    func stateSnapshot() -> [(key: String, value: String)] {
        [("saved", "\(saved)"), ("sent", "\(sent)"), ("archived", "\(archived)"), ("editing", "\(editing)")]
    }
}

final class SilentPostTests: XCTestCase {
    private func findings(_ defect: PostingScene.Defect) -> [String] {
        SilentAnnouncementTests.findings(SceneDescriptor(id: "posting", tab: "Test", title: "Posting", sourcePath: "test") { PostingScene(defect) })
    }

    /// Focus moved onto an element that speaks nothing: the user hears nothing of the change.
    func testALayoutChangeOntoAnElementThatSpeaksNothingIsSilent() {
        XCTAssertEqual(findings(.focusOnBlank), ["message: notify.silent-action", "save: traits.silent-state-change"])
    }

    /// "Sent" cut off at once by an announcement of a space: nothing of either was heard.
    func testAnAnnouncementCutOffBeforeItsFirstWordIsSilent() {
        XCTAssertEqual(findings(.announcementCutAtOnce), ["send: traits.silent-state-change"])
    }

    /// The fixed twin: focus lands on a labelled element ("Status"), "Sent" is heard whole.
    func testFocusOnALabelledElementAndAWholeAnnouncementAreHeard() {
        XCTAssertEqual(findings(.none), [])
    }
}

/// A map that zooms and pages, saying so with `said`: "" (or white space) says nothing.
private final class ZoomingMapScene: Scene {
    let id = "map"
    let title = "Map"
    let device = Device.phone
    let said: (zoom: String, page: String)
    var zoom = 1
    var page = 1
    init(zoom: String, page: String) { said = (zoom, page) }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}

    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        var map = AccessibilityElement(id: "map", label: "Map", traits: [.image, .supportsZoom], frame: Rect(20, 100, 350, 300))
        map.onZoomIn = { [unowned self] _, ctx in
            self.zoom += 1
            ctx.post(.announcement(SpeechText(said.zoom.replacingOccurrences(of: "N", with: "\(self.zoom)"))))
            return true
        }
        map.onZoomOut = { [unowned self] _, _ in self.zoom = max(1, self.zoom - 1); return true }
        map.onScroll = { [unowned self] direction, ctx in
            guard direction == .left || direction == .right else { return false }
            self.page = direction == .left ? 2 : 1
            ctx.post(.pageScrolled(said.page.replacingOccurrences(of: "N", with: "\(self.page)")))
            return true
        }
        return [map]
    }

    func stateSnapshot() -> [(key: String, value: String)] { [("zoom", "\(zoom)"), ("page", "\(page)")] }
}

final class SilentZoomAndPageTests: XCTestCase {
    private func findings(zoom: String, page: String) -> [String] {
        let descriptor = SceneDescriptor(id: "map", tab: "Test", title: "Map", sourcePath: "test") { ZoomingMapScene(zoom: zoom, page: page) }
        let rules = RuleCatalog.all.filter { ["zoom.silent", "notify.layout-change"].contains($0.info.id) }
        return Array(Set(Validator(rules: rules).validate(descriptor).findings.map(\.ruleID))).sorted()
    }

    /// A zoom that announces "" and a scroll whose page description is " " passed as announced.
    func testAnEmptyZoomAnnouncementOrPageDescriptionSaysNothing() {
        XCTAssertEqual(findings(zoom: "", page: "Page N of 2"), ["zoom.silent"])
        XCTAssertEqual(findings(zoom: "Nx zoom", page: " "), ["notify.layout-change"])
    }

    func testSpokenOnesPass() {
        XCTAssertEqual(findings(zoom: "Nx zoom", page: "Page N of 2"), [])
    }
}

/// Controls whose label or value "changes" only in white space or a zero-width space: VoiceOver
/// reads them as before. `fixed`: the value says the new state in words.
private final class InvisibleChangeScene: Scene {
    let id = "invisible"
    let title = "Invisible change"
    let device = Device.phone
    let fixed: Bool
    var synced = false
    var level = 0
    var pinned = false
    init(fixed: Bool) { self.fixed = fixed }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}

    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        var sync = AccessibilityElement(id: "sync", label: "Sync", traits: .button, frame: Rect(20, 100, 350, 50))
        sync.value = SpeechText(synced ? (fixed ? "Synced" : "Idle\u{200B}") : "Idle")
        sync.onActivate = { [unowned self] _ in self.synced.toggle(); return true }
        var level = AccessibilityElement(id: "level", label: "Level", traits: .adjustable, frame: Rect(20, 160, 350, 50))
        level.value = SpeechText(fixed ? "Level \(self.level + 1)" : "Medium" + String(repeating: " ", count: self.level))
        level.onIncrement = { [unowned self] _ in self.level = min(2, self.level + 1); return true }
        level.onDecrement = { [unowned self] _ in self.level = max(0, self.level - 1); return true }
        var note = AccessibilityElement(id: "note", label: "Note", traits: .button, frame: Rect(20, 220, 350, 50))
        note.value = SpeechText(fixed ? (pinned ? "Pinned" : "Not pinned") : (pinned ? "Draft\n" : "Draft"))
        note.customActions = [CustomAction("Pin") { [unowned self] _ in self.pinned.toggle(); return true }]
        return [sync, level, note]
    }

    func stateSnapshot() -> [(key: String, value: String)] { [("synced", "\(synced)"), ("level", "\(level)"), ("pinned", "\(pinned)")] }
}

final class InvisibleChangeTests: XCTestCase {
    private func findings(fixed: Bool) -> [String] {
        let descriptor = SceneDescriptor(id: "invisible", tab: "Test", title: "Invisible", sourcePath: "test") { InvisibleChangeScene(fixed: fixed) }
        let rules = RuleCatalog.all.filter { SilentAnnouncementTests.silentRules.union(["traits.adjustable"]).contains($0.info.id) }
        let report = Validator(rules: rules, matrix: .default, bounds: .default).validate(descriptor)
        return Array(Set(report.findings.map { "\($0.subject.elementID ?? ""): \($0.ruleID)" })).sorted()
    }

    /// A value that gains a zero-width space, a trailing space or a line break reads as before: the
    /// double tap, the adjustment and the custom action each passed as heard.
    func testAValueChangedOnlyInWhiteSpaceIsNoChange() {
        XCTAssertEqual(findings(fixed: false), ["level: notify.silent-action", "level: traits.adjustable", "note: notify.silent-action",
                                                "sync: traits.silent-state-change"])
    }

    func testAValueThatSaysTheNewStateIsHeard() {
        XCTAssertEqual(findings(fixed: true), [])
    }

    func testWhatReadsAlike() {
        XCTAssertTrue("5".readsAlike("5\u{200B}"))
        XCTAssertTrue("Draft".readsAlike(" Draft\n"))
        XCTAssertTrue("a  b".readsAlike("a\tb"))
        XCTAssertFalse("ab".readsAlike("a b"), "a space inside a word splits it")
        XCTAssertFalse("5".readsAlike("6"))
        XCTAssertTrue("Note. Draft\n. Button.".readsAlike("Note. Draft. Button."))
        XCTAssertTrue((" " as String?).readsAlike("\u{200B}"))
        XCTAssertFalse((nil as String?).readsAlike(""), "an absent text is not an empty one")
        XCTAssertTrue((nil as String?).readsAlike(nil))
    }
}

/// A scene file's effect that shows an element tells VoiceOver with `layoutChanged`; an `announce`
/// alone is spoken but tells VoiceOver nothing of the layout (docs/scene-format.md#effects), so
/// `notify.layout-change` stands, and its fix for a file names the field that answers it.
final class SceneFileLayoutChangeTests: XCTestCase {
    private func findings(_ effect: String) throws -> [Finding] {
        let file = ##"{"format":"axsandbox-scene","version":1,"id":"details","device":{"idiom":"phone"},"state":{"shown":false},"elements":["##
            + ##"{"id":"show","label":"Show details","traits":["button"],"frame":[16,100,358,44],"activate":{"set":{"shown":true},"## + effect + "}},"
            + ##"{"id":"details","label":"Details are here","frame":[16,160,358,44],"when":{"state":"shown","equals":true}}]}"##
        let scene = try SceneFile.parse(file, file: "details.json")
        let rules = RuleCatalog.all.filter { $0.info.id == "notify.layout-change" }
        return Validator(rules: rules).validate(scene.descriptor, declarative: false).findings
    }

    func testAnAnnouncementAloneIsASilentLayoutChangeAndLayoutChangedAnswersIt() throws {
        let announced = try findings(##""announce":"Details shown""##)
        XCTAssertEqual(announced.map(\.ruleID), ["notify.layout-change"])
        XCTAssertTrue(announced.first?.fix.contains(#""layoutChanged": true"#) == true, announced.first?.fix ?? "")
        XCTAssertEqual(try findings(##""layoutChanged":true,"announce":"Details shown""##).map(\.ruleID), [])
        XCTAssertEqual(try findings(##""layoutChanged":"details""##).map(\.ruleID), [])
    }
}
