import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// A small scene whose controls behave well or badly on request, to prove each probe rule fires on
/// the defect and only on it.
private final class ProbeScene: Scene {
    struct Defects: OptionSet {
        let rawValue: Int
        static let inertAdjustable = Defects(rawValue: 1 << 0)
        static let stuckToggle = Defects(rawValue: 1 << 1)
        static let failingAction = Defects(rawValue: 1 << 2)
        static let idleAction = Defects(rawValue: 1 << 3)
        static let silentZoom = Defects(rawValue: 1 << 4)
        static let silentLayout = Defects(rawValue: 1 << 5)
        static let silentScroll = Defects(rawValue: 1 << 6)
        static let refusedDrop = Defects(rawValue: 1 << 7)
        /// performDrop would accept, but the hover's drop proposal forbids: VoiceOver never drops.
        static let forbiddingProposal = Defects(rawValue: 1 << 8)
        /// The rating's increment and decrement work, but it lacks the adjustable trait.
        static let notAdjustable = Defects(rawValue: 1 << 9)
        /// The rating steps its model but speaks no value.
        static let unvalued = Defects(rawValue: 1 << 10)
    }

    let id = "probe"
    let title = "Probe scene"
    let device = Device.phone
    let defects: Defects
    var rating = 2
    var on = false
    var zoom = 1
    var expanded = false
    var page = 1
    var order = ["a", "b"]

    init(_ defects: Defects) { self.defects = defects }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}

    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        var rating = AccessibilityElement(id: "rating", label: "Rating", value: defects.contains(.unvalued) ? nil : SpeechText("\(self.rating) stars"),
                                          traits: defects.contains(.notAdjustable) ? .staticText : .adjustable, frame: Rect(20, 100, 350, 50))
        rating.onIncrement = { [unowned self] _ in
            if defects.contains(.inertAdjustable) { return true }
            self.rating = min(5, self.rating + 1); return true
        }
        rating.onDecrement = { [unowned self] _ in
            if defects.contains(.inertAdjustable) { return true }
            self.rating = max(0, self.rating - 1); return true
        }
        var toggle = AccessibilityElement(id: "wifi", label: "Wi-Fi", value: on ? "1" : "0", traits: [.button, .toggleButton],
                                          frame: Rect(20, 160, 350, 50))
        toggle.onActivate = { [unowned self] _ in
            if !defects.contains(.stuckToggle) { self.on.toggle() }
            return true
        }
        var more = AccessibilityElement(id: "more", label: "More", traits: .button, frame: Rect(20, 220, 350, 50))
        more.customActions = [CustomAction("Delete") { [unowned self] ctx in
            if defects.contains(.failingAction) { return false }
            if defects.contains(.idleAction) { return true }
            self.rating = 0
            ctx.post(.announcement("Deleted"))
            return true
        }]
        more.onActivate = { [unowned self] ctx in
            self.expanded.toggle()
            if !defects.contains(.silentLayout) { ctx.post(.layoutChanged(.none)) }
            return true
        }
        var image = AccessibilityElement(id: "map", label: "Map", traits: [.image, .supportsZoom], frame: Rect(20, 280, 350, 200))
        image.onZoomIn = { [unowned self] _, ctx in
            self.zoom += 1
            if !defects.contains(.silentZoom) { ctx.post(.announcement(SpeechText("\(self.zoom)x zoom"))) }
            return true
        }
        image.onZoomOut = { [unowned self] _, _ in self.zoom = max(1, self.zoom - 1); return true }
        image.onScroll = { [unowned self] direction, ctx in
            guard direction == .left || direction == .right else { return false }
            self.page = direction == .left ? 2 : 1
            if !defects.contains(.silentScroll) { ctx.post(.pageScrolled("Page \(self.page) of 2")) }
            return true
        }
        var items: [AccessibilityElement] = order.enumerated().map { i, name in
            var e = AccessibilityElement(id: "item-\(name)", label: SpeechText("Item \(name)"), traits: .button, frame: Rect(20 + Double(i) * 180, 500, 170, 60))
            e.onActivate = { _ in true }
            e.dragSources = [LocationDescriptor(name: "Drag item \(name)", point: e.frame.center)]
            e.dropPoints = [LocationDescriptor(name: "Drop after item \(name)", point: Point(e.frame.maxX - 5, e.frame.midY))]
            return e
        }
        if expanded {
            items.append(AccessibilityElement(id: "extra", label: "Extra", traits: .staticText, frame: Rect(20, 600, 350, 50)))
        }
        return [rating, toggle, more, image] + items
    }

    func stateSnapshot() -> [(key: String, value: String)] {
        [("rating", "\(rating)"), ("on", "\(on)"), ("zoom", "\(zoom)"), ("expanded", "\(expanded)"), ("page", "\(page)"), ("order", order.joined(separator: ","))]
    }

    func dragItem(at point: Point, context: SceneContext) -> DragItem? {
        point.y > 490 && point.y < 570 ? DragItem(id: point.x < 190 ? "a" : "b", name: "item") : nil
    }

    /// VoiceOver's drag asks before it drops: a drop the scene proposes to refuse never reaches `performDrop`.
    func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal {
        guard !defects.contains(.forbiddingProposal), point.y > 490, point.y < 570 else { return .forbidden }
        return DropProposal(.move, targetID: point.x < 190 ? "a" : "b")
    }

    func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool {
        guard !defects.contains(.refusedDrop) else { return false }
        order.removeAll { $0 == item.id }
        order.insert(item.id, at: point.x < 190 ? min(1, order.count) : order.count)
        // The rows moved: a drop is judged as every other action that moves elements.
        if !defects.contains(.silentLayout) { context.post(.layoutChanged(.none)) }
        return true
    }
}

/// The scenes a descriptor's maker made: the maker is `@Sendable` (scenes are made on any thread),
/// so what it records is kept under a lock.
private final class MadeScenes: @unchecked Sendable {
    private let lock = NSLock()
    private var scenes: [ProbeScene] = []
    func add(_ scene: ProbeScene) -> ProbeScene { lock.lock(); defer { lock.unlock() }; scenes.append(scene); return scene }
    var all: [ProbeScene] { lock.lock(); defer { lock.unlock() }; return scenes }
}

final class ProbeRuleTests: XCTestCase {
    private func ruleIDs(_ defects: ProbeScene.Defects) -> Set<String> {
        let descriptor = SceneDescriptor(id: "probe", tab: "Test", title: "Probe", sourcePath: "test") { ProbeScene(defects) }
        let probeRules = RuleCatalog.all.filter {
            ["traits.adjustable", "traits.toggle", "actions.custom-action-fails", "zoom.silent", "notify.layout-change", "dragdrop.drop-fails"].contains($0.info.id)
        }
        return Set(Validator(rules: probeRules).validate(descriptor).findings.map(\.ruleID))
    }

    func testAWellBehavedSceneHasNoProbeFindings() { XCTAssertEqual(ruleIDs([]), []) }
    func testInertAdjustable() { XCTAssertEqual(ruleIDs(.inertAdjustable), ["traits.adjustable"]) }
    /// Hooks VoiceOver never calls: UIKit adjusts only an element with the adjustable trait.
    func testIncrementWithoutTheAdjustableTrait() throws {
        let descriptor = SceneDescriptor(id: "probe", tab: "Test", title: "Probe", sourcePath: "test") { ProbeScene(.notAdjustable) }
        let found = Validator(rules: RuleCatalog.all.filter { $0.info.id == "traits.adjustable" }).validate(descriptor).findings
        XCTAssertEqual(found.map(\.message), ["\"Rating\" implements increment or decrement but is not adjustable"])
    }

    /// No value, and the steps change the model: one finding, the missing value; "increment and
    /// decrement do not change" it was wrong, and sent the author to a working increment.
    func testAnUnvaluedAdjustableThatStepsIsFoundForItsValueAlone() throws {
        let descriptor = SceneDescriptor(id: "probe", tab: "Test", title: "Probe", sourcePath: "test") { ProbeScene(.unvalued) }
        let found = Validator(rules: RuleCatalog.all.filter { $0.info.id == "traits.adjustable" }).validate(descriptor).findings
        XCTAssertEqual(found.map(\.message), ["Adjustable \"Rating\" has no value"])
        let inert = SceneDescriptor(id: "probe", tab: "Test", title: "Probe", sourcePath: "test") { ProbeScene([.unvalued, .inertAdjustable]) }
        XCTAssertEqual(Validator(rules: RuleCatalog.all.filter { $0.info.id == "traits.adjustable" }).validate(inert).findings.count, 2,
                       "steps that change nothing are still found")
    }

    func testStuckToggle() { XCTAssertEqual(ruleIDs(.stuckToggle), ["traits.toggle"]) }
    func testFailingCustomAction() { XCTAssertEqual(ruleIDs(.failingAction), ["actions.custom-action-fails"]) }
    func testCustomActionThatChangesNothing() { XCTAssertEqual(ruleIDs(.idleAction), ["actions.custom-action-fails"]) }
    func testSilentZoom() { XCTAssertEqual(ruleIDs(.silentZoom), ["zoom.silent"]) }
    func testSilentLayoutChange() { XCTAssertEqual(ruleIDs(.silentLayout), ["notify.layout-change"]) }
    func testScrollWithoutPageScrolled() { XCTAssertEqual(ruleIDs(.silentScroll), ["notify.layout-change"]) }
    func testRefusedDrops() { XCTAssertEqual(ruleIDs(.refusedDrop), ["dragdrop.drop-fails"]) }
    func testDropsTheSceneProposesToForbid() { XCTAssertEqual(ruleIDs(.forbiddingProposal), ["dragdrop.drop-fails"]) }

    func testRulesThatActOnFreshCopiesAreProbes() {
        let probes = ["traits.adjustable", "traits.toggle", "traits.silent-state-change", "actions.custom-action-fails", "actions.activation-does-nothing", "traits.control-without-role", "zoom.silent",
                      "notify.layout-change", "notify.announcement-interrupted", "dragdrop.drop-fails", "direct.sounding-control",
                      "modal.presented-not-modal", "vision.state-by-colour"]
        XCTAssertEqual(Set(RuleCatalog.infos.filter { $0.kind == .probe }.map(\.id)), Set(probes))
    }

    /// Probes act on the model, which settings do not change: a bigger matrix validates more variants
    /// but makes no more probe copies.
    func testProbeCopiesDoNotGrowWithTheSettingsMatrix() {
        func copies(_ matrix: SettingsMatrix) -> Int {
            let made = MadeScenes()
            let descriptor = SceneDescriptor(id: "probe", tab: "Test", title: "Probe", sourcePath: "test") { made.add(ProbeScene([])) }
            _ = Validator(rules: [ToggleProbeRule(), LayoutNotificationProbeRule()], matrix: matrix).validate(descriptor)
            return made.all.count - matrix.variants(base: Settings()).count
        }
        XCTAssertGreaterThan(copies(.default), 0)
        XCTAssertEqual(copies(.full), copies(.default))
    }

    func testProbesRunOnFreshCopiesSoTheValidatedSceneIsUntouched() {
        let made = MadeScenes()
        let descriptor = SceneDescriptor(id: "probe", tab: "Test", title: "Probe", sourcePath: "test") {
            made.add(ProbeScene([]))
        }
        _ = Validator(rules: [ToggleProbeRule()], matrix: .default).validate(descriptor)
        XCTAssertEqual(made.all.first?.on, false, "the scene rules read is never acted on")
        XCTAssertTrue(made.all.dropFirst().contains { $0.on }, "a probe copy was toggled")
    }
}

/// The “Build accessible apps with SwiftUI and UIKit” (WWDC 2023) rules on a tiny scene: a silent toggle, default announcements that cut each other,
/// a key that sounds, and a circle in a larger square frame.
private final class FeedbackScene: Scene {
    let id = "feedback"
    let title = "Feedback"
    let device = Device.phone
    let fixed: Bool
    var filtered = false
    init(fixed: Bool) { self.fixed = fixed }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        list.fill(.ellipse(Rect(26, 306, 44, 44)), .hex("#D00000"))
    }

    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        var filter = AccessibilityElement(id: "filter", label: "Filter", traits: fixed ? [.button, .toggleButton] : .button, frame: Rect(20, 100, 200, 50))
        if fixed { filter.value = filtered ? "1" : "0" }
        filter.onActivate = { [unowned self] _ in self.filtered.toggle(); return true }
        var camera = AccessibilityElement(id: "camera", label: "Camera", traits: .button, frame: Rect(20, 160, 200, 50))
        camera.onActivate = { [fixed] ctx in
            ctx.schedule(after: 0) { $0.post(.announcement("Opening camera")) }
            ctx.schedule(after: 250) { $0.post(.announcement(SpeechText("Camera loading", priority: fixed ? .low : nil))) }
            ctx.schedule(after: 700) { $0.post(.announcement(SpeechText("Camera active", priority: fixed ? .high : nil))) }
            return true
        }
        var key = AccessibilityElement(id: "key", label: "C4", traits: fixed ? .allowsDirectInteraction : .button, frame: Rect(20, 220, 60, 60))
        if fixed { key.directTouch = .silentOnTouch }
        key.onActivate = { ctx in ctx.play(.tone(note: 60, duration: 300)); return true }
        var red = AccessibilityElement(id: "red", label: "Red", traits: .button, frame: Rect(20, 300, 56, 56))
        if fixed { red.path = .ellipse(in: Rect(26, 306, 44, 44)) }
        red.onActivate = { ctx in ctx.post(.announcement("Red")); return true }
        return [filter, camera, key, red]
    }

    func stateSnapshot() -> [(key: String, value: String)] { [("filtered", "\(filtered)")] }
}

final class FeedbackRuleTests: XCTestCase {
    private func ids(fixed: Bool) -> [String: Set<String>] {
        let descriptor = SceneDescriptor(id: "feedback", tab: "Test", title: "Feedback", sourcePath: "test") { FeedbackScene(fixed: fixed) }
        let rules: [Rule] = [SilentStateChangeProbeRule(), InterruptedAnnouncementProbeRule(), SoundingControlRule(), ShapeMismatchRule()]
        var byElement: [String: Set<String>] = [:]
        for f in Validator(rules: rules).validate(descriptor).findings { byElement[f.subject.elementID ?? "", default: []].insert(f.ruleID) }
        return byElement
    }

    func testTheBrokenControlsAreEachCaughtByTheirRule() {
        XCTAssertEqual(ids(fixed: false), [
            "filter": ["traits.silent-state-change"],
            "camera": ["notify.announcement-interrupted"],
            "key": ["direct.sounding-control"],
            "red": ["geometry.shape-mismatch"],
        ])
    }

    func testTheFixesOfSeed004ClearThem() {
        XCTAssertEqual(ids(fixed: true), [:])
    }

    /// A Save button that announces "Note saved" and closes its sheet, and a custom action that
    /// announces "Note discarded" and closes it: VoiceOver reads the screen under it at once, and
    /// the announcement is never heard. At high priority it is heard first.
    func testAnAnnouncementCutOffByTheScreenItsActionOpensIsFound() throws {
        func findings(priority: String) throws -> [Finding] {
            let text = """
                {"format": "axsandbox-scene", "version": 1, "id": "notes", "device": {"idiom": "phone"}, "state": {"saved": false},
                 "elements": [{"id": "h", "label": "Notes", "traits": ["header"], "frame": [16, 60, 358, 44]},
                              {"id": "edit", "label": "Edit note", "traits": ["button"], "frame": [16, 120, 358, 44], "activate": {"open": "sheet"}},
                              {"id": "st", "label": "{saved}", "traits": ["staticText"], "frame": [16, 180, 358, 44]}],
                 "screens": [{"id": "sheet", "sheet": true, "elements": [
                     {"id": "save", "label": "Save", "traits": ["button"], "frame": [16, 20, 358, 50],
                      "activate": {"set": {"saved": true}, "announce": "Note saved", "priority": "\(priority)", "close": true}},
                     {"id": "cancel", "label": "Cancel", "traits": ["button"], "frame": [16, 80, 358, 50], "activate": {"close": true},
                      "customActions": [{"name": "Discard", "announce": "Note discarded", "priority": "\(priority)", "close": true}]}]}]}
                """
            let scene = try SceneFile.parse(text, file: "notes.json")
            return Validator(rules: [InterruptedAnnouncementProbeRule()], bounds: .default).validate([scene.descriptor]).findings
        }
        let cut = try findings(priority: "default")
        XCTAssertEqual(cut.map(\.subject.elementID), ["save", "cancel"], "\(cut)")
        XCTAssertEqual(cut.last?.message, "Custom action \"Discard\": \"Note discarded\" is cut off by VoiceOver reading \"Notes. Heading.\"")
        XCTAssertEqual(cut.first?.message, "\"Note saved\" is cut off by VoiceOver reading \"Notes. Heading.\"")
        XCTAssertEqual(try findings(priority: "high").count, 0)
    }
}

/// “Deliver an Exceptional Accessibility Experience” (WWDC 2018)'s gallery on a tiny scene: a button that opens a full-screen overlay of pictures, modal
/// or not, or a scene where that overlay is open from the start.
private final class OverlayScene: Scene {
    let id = "overlay"
    let title = "Overlay"
    let device = Device.phone
    let modal: Bool
    var open: Bool
    init(modal: Bool, open: Bool = false) { self.modal = modal; self.open = open }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}

    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        let title = AccessibilityElement(id: "title", label: "Dogs", traits: .header, frame: Rect(20, 50, 350, 40))
        var show = AccessibilityElement(id: "show", label: "Show gallery", traits: .button, frame: Rect(20, 400, 350, 50))
        show.onActivate = { [unowned self] ctx in
            guard !self.open else { return false }
            self.open = true
            ctx.post(.screenChanged(elementID: nil))
            return true
        }
        guard open else { return [title, show] }
        var close = AccessibilityElement(id: "close", label: "Close", traits: .button, frame: Rect(300, 50, 60, 50))
        close.onActivate = { [unowned self] ctx in self.open = false; ctx.post(.screenChanged(elementID: "show")); return true }
        let picture = AccessibilityElement(id: "picture", label: "Picture one", traits: .image, frame: Rect(20, 200, 350, 300))
        var gallery = AccessibilityElement.container(id: "gallery", frame: device.bounds, children: [picture, close])
        gallery.viewIsModal = modal
        return [title, show, gallery]
    }

    func stateSnapshot() -> [(key: String, value: String)] { [("open", "\(open)")] }
}

final class PresentedOverlayRuleTests: XCTestCase {
    private func findings(modal: Bool, open: Bool = false) -> [String] {
        let descriptor = SceneDescriptor(id: "overlay", tab: "Test", title: "Overlay", sourcePath: "test") { OverlayScene(modal: modal, open: open) }
        let rules: [Rule] = [NonModalOverlayRule(), PresentedOverlayProbeRule()]
        return Validator(rules: rules).validate(descriptor).findings.map { "\($0.ruleID) \($0.subject.elementID ?? "")" }
    }

    func testAnActionThatPresentsANonModalOverlayIsReportedOnThatControl() {
        XCTAssertEqual(findings(modal: false), ["modal.presented-not-modal show"])
    }

    func testAModalOverlayKeepsFocusInside() {
        XCTAssertEqual(findings(modal: true), [])
    }

    /// An overlay already in the tree is the static rule's; the probe reports only what an action presents.
    func testAnOverlayOpenFromTheStartIsReportedOnceByTheStaticRule() {
        XCTAssertEqual(findings(modal: false, open: true), ["modal.not-modal-overlay gallery"])
    }

    /// The walk that spares most actions the search (`mayHoldOne`) finds every overlay the search
    /// finds, nested in a screen's container too, and passes over what the search would drop: an
    /// overlay present before, a hidden one, a modal one, one too small.
    func testTheQuickWalkFindsWhatTheSearchFinds() {
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        func tree(overlay: Rect = Rect(x: 0, y: 100, width: 390, height: 700), modal: Bool = false,
                  hidden: Bool = false) -> [AccessibilityElement] {
            let content = AccessibilityElement(id: "content", label: "Content", traits: .staticText, frame: Rect(x: 0, y: 200, width: 390, height: 100))
            var sheet = AccessibilityElement.container(id: "sheet", frame: overlay, children: [
                AccessibilityElement(id: "close", label: "Close", traits: .button, frame: Rect(x: 10, y: 110, width: 60, height: 44))])
            sheet.viewIsModal = modal
            var root = AccessibilityElement.container(id: "screen", frame: screen, children: [content, sheet])
            root.elementsHidden = hidden
            return [root]
        }
        let present: Set<String> = ["screen", "content"]
        func check(_ roots: [AccessibilityElement], present: Set<String>, found: Bool, _ what: String) {
            let overlays = PresentedOverlay.find(after: roots, present: present, screen: screen, settings: Settings())
            XCTAssertEqual(overlays.map(\.overlayID), found ? ["sheet"] : [], what)
            XCTAssertEqual(PresentedOverlay.mayHoldOne(roots, present: present, screen: screen), found, what)
        }
        check(tree(), present: present, found: true, "a sheet presented inside the screen's container")
        check(tree(), present: present.union(["sheet"]), found: false, "the sheet was there before")
        check(tree(hidden: true), present: present, found: false, "hidden with its container")
        check(tree(modal: true), present: present, found: false, "modal")
        check(tree(overlay: Rect(x: 0, y: 100, width: 390, height: 300)), present: present, found: false, "a third of the screen")
    }
}
