import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import CSDL2
import Foundation
import XCTest

/// Voice Control in the window and on the command line: the command line's keys, the names,
/// numbers, grid and choice overlays, the caption of what was said, `run --say` and
/// `inspect --assistive voice-control` as a user calls them (docs/voice-control.md).
final class VoiceControlWindowTests: XCTestCase {
    private func texts(_ list: DisplayList) -> [String] { list.textRuns.map(\.run.string) }

    private func shown(_ phrases: [String], scene: Scene = HomeScreenScene()) -> (VoiceControlShown, Session) {
        let driver = SessionSceneDriver(driver: SessionDriver(session: Session(scene: scene, settings: Settings())))
        driver.perform(.voiceControl(.on))
        for phrase in phrases { driver.perform(.voiceControl(.say(phrase))) }
        return (driver.voiceControlShown!, driver.driver.session)
    }

    private func drawn(_ shown: VoiceControlShown, typing: String? = nil) -> [String] {
        var list = DisplayList(background: .clear)
        VoiceControlOverlayView(shown: shown, bounds: Rect(0, 0, 390, 844), typing: typing).draw(into: &list, scale: 1)
        return texts(list)
    }

    /// The status file's `voice` line: what a script waits on after saying a phrase (how many were
    /// said, why the last did nothing, the overlay shown and a choice waiting).
    func testTheStatusLineSaysWhatAScriptWaitsOn() {
        XCTAssertEqual(WindowStatus.voiceLine(shown([]).0), "voice none said 0")
        XCTAssertEqual(WindowStatus.voiceLine(shown(["Show names"]).0), "voice names said 1")
        XCTAssertEqual(WindowStatus.voiceLine(shown(["Show names", "Tap Nothing Here"]).0), "voice names said 2 missed noMatch")
        XCTAssertEqual(WindowStatus.voiceLine(shown(["Tap Nothing Here", "Show numbers"]).0), "voice numbers said 2", "the miss was the last but one")
        XCTAssertEqual(WindowStatus.voiceLine(shown(["Fly to the moon"]).0), "voice none said 1 missed notUnderstood")
    }

    func testTheCommandLineTypesDeletesAndSays() {
        func key(_ c: Character) -> Int32 { Int32(c.asciiValue!) }
        XCTAssertEqual(InputMapper.command(forKey: key("e")), .openVoiceControlLine)
        XCTAssertEqual(InputMapper.command(forKey: 8), .voiceControlDeleteBackward, "Backspace")
        XCTAssertEqual(KeyBindings.binding(for: .openVoiceControlLine)?.keys, "E")
        var line = VoiceControlCommandLine()
        line.type("ignored")
        XCTAssertEqual(line.text, "", "closed: typing goes nowhere")
        line.open()
        line.type("Tap  Mailx")
        line.deleteBackward()
        XCTAssertEqual(line.text, "Tap  Mail")
        XCTAssertEqual(line.submit(), "Tap Mail")
        XCTAssertFalse(line.isOpen)
        line.open()
        line.type("   ")
        XCTAssertNil(line.submit(), "nothing said")
    }

    /// SDL sends the text a key types after its key-down: the E that opens the line is not typed
    /// into it (a phrase typed after E used to start with "e": "eShow numbers", not understood).
    func testTheKeyThatOpensTheLineIsNotTypedIntoIt() {
        var mapper = InputMapper()
        func key(_ c: Character) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = Int32(c.asciiValue!)
            return event
        }
        func text(_ typed: String) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_TEXTINPUT.rawValue
            withUnsafeMutableBytes(of: &event.text.text) { raw in
                for (i, byte) in typed.utf8.enumerated() { raw[i] = byte }
            }
            return event
        }
        XCTAssertEqual(mapper.input(for: key("e")), .command(.openVoiceControlLine))
        XCTAssertNil(mapper.input(for: text("e"), editingText: true), "E's own text, arriving once the line is open")
        XCTAssertNil(mapper.input(for: key("e"), editingText: true))
        XCTAssertEqual(mapper.input(for: text("e"), editingText: true), .text("e"), "an E typed in the open line types")
        XCTAssertNil(mapper.input(for: key("s"), editingText: true))
        XCTAssertEqual(mapper.input(for: text("S"), editingText: true), .text("S"))
    }

    func testNumbersNamesAndTheGridAreDrawnWithWhatWasSaid() {
        let (numbers, _) = shown(["Show numbers"])
        XCTAssertEqual(Array(drawn(numbers).dropFirst().prefix(3)), ["1", "2", "3"])
        XCTAssertEqual(drawn(numbers).count, 19 + 1, "a number on each of the 19 actionable elements, and the caption")
        XCTAssertEqual(drawn(numbers).first, "“Show numbers”", "the caption is drawn first, under the numbers")
        let (names, _) = shown(["Show names"])
        XCTAssertEqual(Array(drawn(names).dropFirst().prefix(3)), ["Mail", "Calendar", "Photos"])
        let (grid, _) = shown(["Show grid"])
        XCTAssertEqual(Array(drawn(grid).dropFirst().prefix(9)), (1...9).map(String.init))
        XCTAssertEqual(drawn(grid, typing: "Tap 5").first, "Say: Tap 5▏", "the phrase being typed replaces the caption")
        // A phrase that did nothing is greyed out, as iOS shows it; one that worked is white.
        func captionColour(_ phrases: [String]) -> Color? {
            var list = DisplayList(background: .clear)
            VoiceControlOverlayView(shown: shown(phrases).0, bounds: Rect(0, 0, 390, 844), typing: nil).draw(into: &list, scale: 1)
            return list.textRuns.first?.run.color
        }
        XCTAssertEqual(captionColour(["go home"]), VoiceControlOverlayView.missedText)
        XCTAssertEqual(captionColour(["Show numbers"]), .white)
    }

    /// The window reads the names the session keeps (built once per tree): each frame draws exactly
    /// what names built afresh from the navigation order draw, and a label changed by an action is
    /// on the next frame.
    func testTheKeptNamesDrawWhatFreshNamesDrawAndFollowALabelChange() {
        let scene = LikeScene()
        let driver = SessionSceneDriver(driver: SessionDriver(session: Session(scene: scene, settings: Settings())))
        driver.perform(.voiceControl(.on))
        driver.perform(.voiceControl(.say("Show names continuously")))
        func frame(_ shown: VoiceControlShown) -> DisplayList {
            var list = DisplayList(background: .clear)
            VoiceControlOverlayView(shown: shown, bounds: scene.device.bounds, typing: nil).draw(into: &list, scale: 1)
            return list
        }
        for phrase in ["Tap Like", "Tap Unlike"] {
            let kept = driver.voiceControlShown!
            var fresh = kept
            fresh.items = VoiceControlItems(order: NavigationOrder(scene: scene, settings: driver.settings), screen: scene.device.bounds)
            XCTAssertEqual(frame(kept), frame(fresh), "kept names draw as fresh ones")
            XCTAssertEqual(texts(frame(kept)).dropFirst().first, phrase.dropFirst(4).description, "the name drawn is the label now (after the caption)")
            driver.perform(.voiceControl(.say(phrase)))
        }
        XCTAssertEqual(texts(frame(driver.voiceControlShown!)).dropFirst().first, "Like", "liked twice: back to Like")
    }

    /// A refined grid's narrow cells (4 columns inside a cell of a 4-column grid on a phone):
    /// each number at full size was wider than its cell and its neighbours' ran over it ("1(",
    /// "1:"). Each label now lies inside its cell, so none covers another; a cell too small for
    /// one gets a plain box.
    func testGridNumbersStayInsideTheirCells() {
        let screen = Rect(0, 0, 390, 844)
        let refined = VoiceControlGrid(area: screen, columns: 4, rows: 3).refined(to: 6)!
        for grid in [refined, refined.refined(to: 6)!] {
            let labels = VoiceControlOverlayView.gridLabels(grid, size: VoiceControlOverlayView.textSize * 1.3)
            XCTAssertEqual(labels.count, 12)
            for label in labels {
                let cell = grid.cell(label.number)!
                XCTAssertTrue(cell.insetBy(dx: -0.001, dy: -0.001).contains(label.box), "\(label) inside \(cell)")
                for other in labels where other.number > label.number {
                    XCTAssertFalse(label.box.intersects(other.box), "\(label.number) and \(other.number) overlap")
                }
            }
        }
        XCTAssertTrue(VoiceControlOverlayView.gridLabels(refined, size: 15.6).allSatisfy { $0.text != nil }, "24-point cells still show their numbers")
        let tiny = VoiceControlGrid(area: Rect(0, 0, 20, 20), columns: 4, rows: 4)
        XCTAssertTrue(VoiceControlOverlayView.gridLabels(tiny, size: 15.6).allSatisfy { $0.text == nil }, "5-point cells get plain boxes")
    }

    /// On a screen of elements too small for a label (grid-10000's 8-point cells) the names overlay
    /// marks where each name would be (a bar across the element's bottom third) as one shape, and
    /// draws nothing for an element off the screen.
    func testDenseNamesAreOneTintAndOffScreenOnesAreNotDrawn() {
        let grid = GridSceneForTests.make(count: 10_000)
        let items = VoiceControlItems(order: NavigationOrder(scene: grid, settings: Settings()), screen: grid.device.bounds)
        func fills(_ bounds: Rect) -> [Shape] {
            var list = DisplayList(background: .clear)
            VoiceControlOverlayView(shown: VoiceControlShown(overlay: .names, items: items, choices: [], said: nil), bounds: bounds, typing: nil)
                .draw(into: &list, scale: 1)
            return list.items.compactMap { if case .fill(let shape, _) = $0.command { return shape } else { return nil } }
        }
        let whole = fills(grid.device.bounds)
        XCTAssertEqual(whole.count, 1, "one shape for 10,000 cells")
        guard case .path(let marks, _)? = whole.first else { return XCTFail("a path: \(whole)") }
        XCTAssertEqual(marks.elements.filter { if case .close = $0 { return true } else { return false } }.count, 10_000)
        let first = items.items[0].frame
        XCTAssertEqual(Array(marks.elements.prefix(3)), [.move(Point(first.minX, first.maxY - first.height / 3)), .line(Point(first.maxX, first.maxY - first.height / 3)),
                                                         .line(Point(first.maxX, first.maxY))], "the bottom third of the first cell")
        let corner = Rect(0, 0, 80, 80)
        guard case .path(let cornerTint, _)? = fills(corner).first else { return XCTFail("a path") }
        let cells = items.items.filter { $0.frame.intersects(corner) }.count
        XCTAssertEqual(cornerTint.elements.filter { if case .close = $0 { return true } else { return false } }.count, cells)
        XCTAssertLessThan(cells, 200, "only the cells in the corner")
    }

    /// Names side by side on Pre-Poster's toolbar hid each other, and a post's long text ran past
    /// the screen's edges: each pill now keeps clear of those before it and inside the screen, and
    /// a name wider than the screen ends in "…".
    func testNamesNeitherCoverEachOtherNorLeaveTheScreen() {
        let (names, _) = shown(["Show names"], scene: PrePosterScene())
        var list = DisplayList(background: .clear)
        let screen = Rect(0, 0, 390, 844)
        VoiceControlOverlayView(shown: names, bounds: screen, typing: nil).draw(into: &list, scale: 1)
        let pills = list.textRuns.dropFirst().map(\.run)  // the caption of what was said is first
        XCTAssertGreaterThan(pills.count, 10)
        for (i, a) in pills.enumerated() {
            XCTAssertTrue(screen.contains(a.box), "\(a.string) inside the screen")
            for b in pills[(i + 1)...] where a.box.intersects(b.box) {
                XCTFail("\(a.string) and \(b.string) overlap")
            }
        }
        XCTAssertTrue(pills.contains { $0.string.hasPrefix("Trying the new ramen") && $0.string.hasSuffix("…") }, pills.map(\.string).description)
        XCTAssertEqual(VoiceControlOverlayView.fitting("Mail", size: 12, within: 390), "Mail")
    }

    /// grid-100's 37-point cells at window scale 1: "Cell 11" at full size is wider than its cell,
    /// and keeping clear of its neighbours' pills moved names a row down, onto the wrong cells and
    /// below the grid. Each name now lies on its own cell (shrunk, then cut with "…", where it does
    /// not fit) and on no other, at scale 1 and 2; numbers likewise, never cut.
    func testNamesAndNumbersStayOnTheirOwnElementsOnADenseScreen() {
        let grid = GridSceneForTests.make(count: 100)
        let items = VoiceControlItems(order: NavigationOrder(scene: grid, settings: Settings()), screen: grid.device.bounds)
        let frames = items.items.map(\.frame)
        let lastRow = frames.map(\.maxY).max()!
        for overlay in [VoiceControlOverlay.names, .numbers] {
            for scale in [1.0, 2.0] {
                var list = DisplayList(background: .clear)
                VoiceControlOverlayView(shown: VoiceControlShown(overlay: overlay, items: items, choices: [], said: nil), bounds: grid.device.bounds, typing: nil)
                    .draw(into: &list, scale: scale)
                let runs = list.textRuns.map(\.run)
                XCTAssertEqual(runs.count, 100, "\(overlay) at \(scale): a label on every cell: \(runs.map(\.string))")
                for (item, run) in zip(items.items, runs) {
                    XCTAssertTrue(item.frame.intersects(run.box), "\(run.string) at \(scale) is on \(item.id): \(run.box) in \(item.frame)")
                    XCTAssertFalse(frames.contains { $0 != item.frame && $0.intersects(run.box) }, "\(run.string) at \(scale) covers another cell")
                    XCTAssertLessThanOrEqual(run.box.maxY, lastRow, "nothing below the last row")
                    if overlay == .numbers { XCTAssertEqual(run.string, String(item.number), "a number is never cut") }
                    else { XCTAssertTrue(run.string == item.shownName || run.string.hasSuffix("…"), run.string) }
                }
                if overlay == .names, scale == 2 { XCTAssertTrue(runs.allSatisfy { !$0.string.hasSuffix("…") }, "at scale 2 every name fits whole") }
            }
        }
    }

    /// A name too long for its element with no room for one character and "…" is the box without
    /// text; a name fitting the free space beside its element is drawn whole there.
    func testALabelThatCannotFitBecomesTheBoxWithoutText() {
        let element = Rect(100, 100, 12, 30)
        func placed(free: Bool) -> (text: String, box: Rect, size: Double)? {
            VoiceControlOverlayView.placedLabel("Notifications", size: 12, on: element, within: Rect(0, 0, 390, 844), smallest: 7, shortens: true,
                                                isFree: { _ in free }, centre: { Point(element.midX, element.maxY - $0) })
        }
        XCTAssertEqual(placed(free: true)?.text, "Notifications", "whole where nothing else is under it")
        XCTAssertNil(placed(free: false), "12 points hold no character and its …")
        let wide = Rect(100, 100, 60, 30)
        let cut = VoiceControlOverlayView.placedLabel("Notifications", size: 12, on: wide, within: Rect(0, 0, 390, 844), smallest: 7, shortens: true,
                                                      isFree: { _ in false }, centre: { Point(wide.midX, wide.maxY - $0) })
        XCTAssertEqual(cut?.size, 7, "shrunk to the smallest size given first")
        XCTAssertTrue(cut.map { $0.text.hasSuffix("…") && wide.contains($0.box) } ?? false, "\(String(describing: cut))")
    }

    /// The caption of the last phrase lies across the top of the screen, where the numbers of the
    /// top row are: it is drawn first, so every number and name is drawn over it, readable.
    func testTheCaptionIsDrawnUnderTheLabels() {
        let grid = GridSceneForTests.make(count: 100)
        let driver = SessionSceneDriver(driver: SessionDriver(session: Session(scene: grid, settings: Settings())))
        driver.perform(.voiceControl(.on))
        driver.perform(.voiceControl(.say("Show numbers continuously")))
        var list = DisplayList(background: .clear)
        VoiceControlOverlayView(shown: driver.voiceControlShown!, bounds: grid.device.bounds, typing: nil).draw(into: &list, scale: 1)
        let runs = list.textRuns.map(\.run)
        XCTAssertEqual(runs.first?.string, "“Show numbers continuously”")
        let caption = runs[0].box
        XCTAssertTrue(runs.dropFirst().contains { $0.box.intersects(caption) }, "the caption lies over some numbers (the test's premise)")
        // Every fill of the caption comes before every label's: nothing drawn after it hides a label.
        let fills = list.items.enumerated().filter { if case .fill = $0.element.command { return true } else { return false } }.map(\.offset)
        XCTAssertEqual(fills.first, 0, "the caption's pill is the first thing drawn")
    }

    func testAChoiceNumbersJustItsElements() {
        let share = ShareScene()
        let (choice, session) = shown(["Tap Share"], scene: share)
        XCTAssertEqual(session.voiceControlChoices, ["share-1", "share-2"])
        XCTAssertEqual(drawn(choice), ["“Tap Share”", "1", "2"])
        // Numbers or the grid shown continuously step aside while a choice is open: its numbers are
        // the only ones the phrase "Tap 1" can mean. Names, which carry no number, stay.
        let (numbers, withNumbers) = shown(["Show numbers continuously", "Tap Share"], scene: share)
        XCTAssertEqual(withNumbers.voiceControlChoices, ["share-1", "share-2"])
        XCTAssertEqual(drawn(numbers), ["“Tap Share”", "1", "2"])
        let (grid, withGrid) = shown(["Show grid", "Tap Share"], scene: share)
        XCTAssertEqual(withGrid.voiceControlChoices, ["share-1", "share-2"])
        XCTAssertEqual(drawn(grid), ["“Tap Share”", "1", "2"])
        let (names, _) = shown(["Show names continuously", "Tap Share"], scene: share)
        XCTAssertTrue(drawn(names).contains("Share"), "\(drawn(names))")
        XCTAssertEqual(drawn(names).first, "“Tap Share”")
        XCTAssertEqual(drawn(names).suffix(2), ["1", "2"])
    }

    /// Needs a display (xvfb-run): the window runs until its second frame.
    func testRunSaysThePhrasesGivenAndRecordsThemAsInputs() throws {
        guard !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty else { throw XCTSkip("needs a display (xvfb-run)") }
        var environment = BuiltExecutable.headlessEnvironment
        environment["DISPLAY"] = ProcessInfo.processInfo.environment["DISPLAY"]
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-voice-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let run = try BuiltExecutable.run(["run", "star-rating", "--no-sound", "--say", "Increment Star rating", "--exit-after-frames", "2",
                                           "--record", trace], environment: environment)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("state rating=1"), run.output)
        let recorded = try String(contentsOfFile: trace, encoding: .utf8)
        XCTAssertTrue(recorded.contains(#"{"type":"voice","seq":1,"t":0,"name":"on"}"#), recorded)
        XCTAssertTrue(recorded.contains(#""type":"voice","seq":2,"t":0,"phrase":"Increment Star rating"}"#), recorded)
        let replay = try BuiltExecutable.run(["replay", trace])
        XCTAssertEqual(replay.status, 0, replay.output)
    }

    func testInspectListsNamesNumbersAndAmbiguities() throws {
        let inspect = try BuiltExecutable.run(["inspect", "home-screen", "--assistive", "voice-control"], environment: BuiltExecutable.headlessEnvironment)
        XCTAssertEqual(inspect.status, 0, inspect.output)
        let lines = inspect.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(3)), ["home-screen: 19 actionable elements, numbered in VoiceOver's order", "1. app-mail: \"Mail\"", "2. app-calendar: \"Calendar\""])
        let json = try BuiltExecutable.run(["inspect", "star-rating", "--assistive", "voice-control", "--format", "json"], environment: BuiltExecutable.headlessEnvironment)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let items = try XCTUnwrap(object["items"] as? [[String: Any]])
        XCTAssertEqual(items.map { $0["id"] as? String }, ["star-rating"])
        XCTAssertEqual(items.first?["names"] as? [String], ["Star rating"])
        XCTAssertEqual((object["ambiguities"] as? [[String: Any]])?.count, 0)
    }
}

/// A "Like" button, drawn and labelled "Unlike" once tapped and "Like" again after.
private final class LikeScene: Scene {
    let id = "voice-like-test"
    let title = "Voice Control label change"
    let device = Device.phone
    var liked = false
    var name: String { liked ? "Unlike" : "Like" }
    func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        list.text(TextRun(name, box: Rect(20, 100, 100, 44), size: 17, color: .black))
    }
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        var like = AccessibilityElement(id: "like", label: SpeechText(name), traits: .button, frame: Rect(20, 100, 100, 44))
        like.onActivate = { [unowned self] _ in self.liked.toggle(); return true }
        return [like]
    }
}

/// Two buttons both named "Share" and one named "Done".
private final class ShareScene: Scene {
    let id = "voice-test"
    let title = "Voice Control test scene"
    let device = Device.phone
    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        [AccessibilityElement(id: "share-1", label: "Share", traits: .button, frame: Rect(0, 100, 100, 44)),
         AccessibilityElement(id: "share-2", label: "Share", traits: .button, frame: Rect(200, 100, 100, 44)),
         AccessibilityElement(id: "done", label: "Done", traits: .button, frame: Rect(0, 300, 100, 44))]
    }
}
