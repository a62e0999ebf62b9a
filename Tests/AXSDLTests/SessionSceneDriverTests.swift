import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import AXTrace
import XCTest

/// The window's VoiceOver driver: the mouse, keys and setting toggles reach the engine's Session,
/// its speech becomes captions and its focus the cursor and the inspector's highlight.
final class SessionSceneDriverTests: XCTestCase {
    func testWithVoiceOverOffTheMouseTapsTheScene() {
        let scene = GridSceneForTests.make()
        let driver = SessionSceneDriver(session: Session(scene: scene, settings: Settings()))
        let cell = scene.frame(of: 4).center
        driver.advance(to: 100)
        driver.pointer([PointerSample(.down, id: 0, cell, time: driver.now, kind: .mouse)])
        driver.advance(to: 160)
        driver.pointer([PointerSample(.up, id: 0, cell, time: driver.now, kind: .mouse)])
        driver.advance(to: 1_000)
        XCTAssertEqual(scene.stateSnapshot().first?.value, "cell-5")
        XCTAssertNil(driver.focusedElementID, "no cursor while VoiceOver is off")
    }

    func testVoiceOverKeysMoveTheCursorAndSpeechBecomesCaptions() {
        var settings = Settings()
        settings.voiceOver = true
        let scene = GridSceneForTests.make()
        let driver = SessionSceneDriver(session: Session(scene: scene, settings: settings))
        let first = driver.focusedElementID
        XCTAssertEqual(first, driver.navigation.entries[0].id)
        driver.advance(to: 100)
        driver.perform(.next)
        XCTAssertEqual(driver.focusedElementID, driver.navigation.entries[1].id)
        XCTAssertEqual(driver.captions.map(\.style), [.speaking], "the description is captioned as it starts")
        XCTAssertTrue(driver.captions[0].text.hasPrefix("[default, speaking] "), driver.captions[0].text)
        driver.advance(to: 120)
        driver.perform(.next)
        driver.advance(to: 10_000)
        XCTAssertEqual(driver.focusedElementID, driver.navigation.entries[2].id)
        XCTAssertEqual(driver.captions.count, 2, "\(driver.captions)")
        XCTAssertEqual(driver.captions[0].style, .interrupted, "the second swipe cut the first description short")
        XCTAssertTrue(driver.captions[0].text.hasPrefix("[default, interrupted "), driver.captions[0].text)
        XCTAssertEqual(driver.captions[1].style, .heard)
    }

    func testSettingTogglesBecomeSettingInputs() {
        var inputs: [SessionInput] = []
        let session = Session(scene: GridSceneForTests.make(), settings: Settings())
        let driver = SessionSceneDriver(session: session)
        driver.driver.onRecord = { if case .input(let input) = $0.record { inputs.append(input) } }
        var bold = driver.settings
        bold.boldText = true
        bold.voiceOver = true
        driver.setSettings(bold)
        XCTAssertEqual(inputs, [.setting(name: "voiceOver", value: "true"), .setting(name: "boldText", value: "true")])
        XCTAssertTrue(driver.settings.boldText && driver.settings.voiceOver)
        XCTAssertNotNil(driver.focusedElementID, "turning VoiceOver on puts the cursor on an element")
        driver.pointer([PointerSample(.down, id: 0, Point(5, 5), time: driver.now, kind: .mouse)])
        guard case .pointer(let sample)? = inputs.last else { return XCTFail("the mouse became a pointer input") }
        XCTAssertEqual(sample.id, 0)
        XCTAssertEqual(sample.kind, .mouse)
        XCTAssertEqual(sample.phase, .down)
    }

    /// Outputs of every input, for tests that check what the engine recognized.
    private func recordingDriver(_ session: Session) -> (SessionSceneDriver, () -> [OutputEvent]) {
        var events: [OutputEvent] = []
        let driver = SessionSceneDriver(session: session)
        driver.driver.onRecord = { if case .output(_, let event) = $0.record { events.append(event) } }
        return (driver, { events })
    }

    /// The mouse held with Ctrl is two fingers: a quick stroke up is VoiceOver's two-finger swipe up,
    /// which reads all from the top; with Ctrl+Shift a click low on the screen is a four-finger tap
    /// near the bottom, which moves to the last element.
    func testAModifiedMouseStrokeIsAMultiFingerVoiceOverGesture() throws {
        var settings = Settings()
        settings.voiceOver = true
        let session = Session(scene: GridSceneForTests.make(), settings: settings)
        let (driver, events) = recordingDriver(session)
        driver.perform(.last)
        driver.advance(to: 2_000)
        var mouse = MouseFingers()
        let start = Point(195, 600)
        driver.pointer(mouse.samples(.down, at: start, time: driver.now, layout: KeyBindings.mouseBinding(for: .ctrl).layout(center: .zero)))
        for step in 1...5 {
            driver.advance(to: 2_000 + step * 16)
            driver.pointer(mouse.samples(.move, at: Point(start.x, start.y - Double(step) * 30), time: driver.now))
        }
        driver.pointer(mouse.samples(.up, at: Point(start.x, start.y - 150), time: driver.now))
        XCTAssertTrue(events().contains(.gesture(kind: .swipe, fingers: 2, direction: .up)), "\(events())")
        XCTAssertEqual(driver.focusedElementID, driver.navigation.entries[0].id, "read all started at the top")
        let firstLabel = try XCTUnwrap(driver.navigation.entries.first?.element.label?.string)
        XCTAssertTrue(driver.captions.last?.text.contains(firstLabel) ?? false, "reading \(firstLabel): \(driver.captions)")

        driver.advance(to: 4_000)
        let bottom = Point(195, 800)
        let four = KeyBindings.mouseBinding(for: [.ctrl, .shift]).layout(center: .zero)
        driver.pointer(mouse.samples(.down, at: bottom, time: driver.now, layout: four))
        driver.advance(to: 4_060)
        driver.pointer(mouse.samples(.up, at: bottom, time: driver.now))
        driver.advance(to: 5_000)
        XCTAssertTrue(events().contains(.gesture(kind: .tap, fingers: 4, direction: .bottom)), "\(events())")
        XCTAssertEqual(driver.focusedElementID, driver.navigation.entries.last?.id)

        // Alt: the pointer and its mirror image through the scene's centre; a quarter turn is a rotate.
        let center = session.scene.device.bounds.center
        let pinch = KeyBindings.mouseBinding(for: .alt).layout(center: center)
        driver.advance(to: 6_000)
        driver.pointer(mouse.samples(.down, at: center + Point(80, 0), time: driver.now, layout: pinch))
        for step in 1...6 {
            driver.advance(to: 6_000 + step * 40)
            let angle = Double(step) / 6 * Double.pi / 2
            driver.pointer(mouse.samples(.move, at: center + Point(80 * cos(angle), 80 * sin(angle)), time: driver.now))
        }
        driver.pointer(mouse.samples(.up, at: center + Point(0, 80), time: driver.now))
        XCTAssertTrue(events().contains(.gesture(kind: .rotate, fingers: 2, direction: .clockwise)), "\(events())")
    }

    /// `run --speak`: each utterance VoiceOver starts goes to espeak-ng (here a fake on disk that writes
    /// its arguments down) at the rate of the simulated speech, and a new one stops the one talking.
    func testSpokenUtterancesGoToEspeakAndANewOneStopsTheOld() throws {
        let directory = try temporaryFolder("axsandbox-espeak")
        let log = directory.appendingPathComponent("spoken.txt")
        let fake = directory.appendingPathComponent("espeak-ng")
        try "#!/bin/sh\nprintf '%s|' \"$@\" >> '\(log.path)'\necho >> '\(log.path)'\nexec sleep 30\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let found = try XCTUnwrap(EspeakVoice.find(environment: ["PATH": "/nonexistent:\(directory.path)"]))
        XCTAssertNil(EspeakVoice.find(environment: ["PATH": "/nonexistent"]))
        XCTAssertEqual(EspeakVoice.wordsPerMinute(for: SpeechTiming()), 166, "60 ms a character")

        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionSceneDriver(session: Session(scene: GridSceneForTests.make(), settings: settings))
        let voice = EspeakVoice(executable: found, wordsPerMinute: 166)
        defer { voice.stop() }
        driver.onUtterance = { voice.speak($0.text) }
        func spoken(_ count: Int) -> [String] {
            for _ in 0..<500 {
                let lines = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
                if lines.count >= count { return lines }
                usleep(10_000)
            }
            return []
        }
        driver.advance(to: 100)
        driver.perform(.next)
        let first = try XCTUnwrap(voice.current)
        XCTAssertEqual(spoken(1), ["-s|166|\(try XCTUnwrap(driver.session.speaking?.text))|"])
        driver.advance(to: 120)
        driver.perform(.next)
        XCTAssertEqual(spoken(2).last, "-s|166|\(try XCTUnwrap(driver.session.speaking?.text))|")
        first.waitUntilExit()
        XCTAssertEqual(first.terminationReason, .uncaughtSignal, "the interrupted utterance's process was stopped")
        driver.advance(to: 130)
        XCTAssertEqual(spoken(2).count, 2, "the same utterance still under way is not spoken twice")
    }

    func testCaptionsMarkPriorityInterruptionsAndDrops() {
        let heard = SessionSceneDriver.caption(for: SpeechRecord(text: "Play", priority: .high, kind: .element, outcome: .finished,
                                                                 heard: "Play", start: 0, end: 240))
        XCTAssertEqual(heard, Caption("[high] Play"))
        let cut = SessionSceneDriver.caption(for: SpeechRecord(text: "Photo of a tart", priority: .default, kind: .element,
                                                               outcome: .interrupted, heard: "Photo", start: 0, end: 300))
        XCTAssertEqual(cut, Caption("[default, interrupted after \"Photo\"] Photo of a tart", style: .interrupted))
        let dropped = SessionSceneDriver.caption(for: SpeechRecord(text: "Saved", priority: .low, kind: .announcement,
                                                                   outcome: .dropped, heard: nil, start: 10, end: 10))
        XCTAssertEqual(dropped, Caption("[low, dropped] Saved", style: .dropped))
        let panel = CaptionPanel(lines: [heard, cut, dropped], voiceOver: true).draw(size: Size(600, 110))
        let runs = panel.textRuns.map(\.run)
        XCTAssertEqual(runs.first { $0.string == dropped.text }?.color, CaptionPanel.dropped)
        XCTAssertEqual(runs.first { $0.string == cut.text }?.color, CaptionPanel.interrupted)
    }

    /// The newest caption wraps onto the rows it needs, the older ones keep what is left above it:
    /// a long utterance was cut to one row ("Photo of a lemon tart wi…"), with no way to read it.
    func testTheNewestCaptionWrapsAndOlderOnesFillTheRowsLeft() {
        let long = Caption("Photo of a lemon tart with a glossy glaze, sliced on a white plate beside a fork. Image.")
        let old = [Caption("One. Button."), Caption("Two. Button."), Caption("Three. Button.")]
        let shown = CaptionPanel.visible(old + [long], width: 300)
        XCTAssertEqual(shown.last?.caption, long)
        XCTAssertGreaterThan(shown.last!.rows, 1, "the newest wraps")
        XCTAssertEqual(shown.map(\.rows).reduce(0, +), CaptionPanel.rows)
        XCTAssertEqual(shown.map(\.caption), Array((old + [long]).suffix(shown.count)), "in order, the oldest left out first")
        let run = CaptionPanel(lines: old + [long], voiceOver: true).draw(size: Size(328, 110)).textRuns.map(\.run).first { $0.string == long.text }
        XCTAssertEqual(run?.wraps, true)
        XCTAssertEqual(CaptionPanel.visible(old, width: 300).map(\.rows), [1, 1, 1], "short ones take a row each")
    }

    func testTheCursorOutlinesTheFocusedElementAndTheInspectorHighlightsIt() {
        var cursor = DisplayList(background: .clear)
        VoiceOverCursor(frame: Rect(10, 10, 100, 40), path: nil).draw(into: &cursor, scale: 2)
        let strokes = cursor.items.compactMap { item -> Double? in
            if case .stroke(_, _, let width) = item.command { return width }
            return nil
        }
        XCTAssertEqual(strokes, [3, 1], "a thick outline (6 and 2 window points at scale 2)")

        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionSceneDriver(session: Session(scene: GridSceneForTests.make(), settings: settings))
        driver.perform(.next)
        let frames = ElementFrameOverlay(order: driver.navigation)
        let panel = InspectorPanel(title: "Grid", sceneID: "grid-9", frames: frames, state: [], focusedID: driver.focusedElementID)
        let bold = panel.draw(size: Size(300, 700)).textRuns.map(\.run).filter { $0.weight == .bold && $0.size == 11 }
        XCTAssertEqual(bold.map(\.string), [frames.spoken(at: 1).description])
    }

    func testInspectorRowsKeepTheFocusedElementInViewAndMatchTheHighlight() {
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionSceneDriver(session: Session(scene: GridScene(count: 40), settings: settings))
        driver.perform(.last)
        let frames = ElementFrameOverlay(order: driver.navigation)
        let panel = InspectorPanel(title: "Grid", sceneID: "grid-40", frames: frames, state: [("selected", "none")],
                                   focusedID: driver.focusedElementID)
        let size = Size(300, 400)
        let rows = panel.elementRows(size: size)
        XCTAssertGreaterThan(rows.count, 3)
        XCTAssertLessThan(rows.count, 40, "a short panel shows a window of the list")
        XCTAssertEqual(rows.last?.index, frames.entries.count - 1, "the focused (last) element is in view")
        let highlight = panel.draw(size: size).items.compactMap { item -> Rect? in
            if case .stroke(.roundedRect(let rect, _), _, _) = item.command { return rect }
            return nil
        }
        XCTAssertEqual(highlight, [rows.last!.rect], "the highlight is drawn on the row a click would hit")

        let entry = driver.navigation.entries.last!
        let detail = InspectorPanel.detail(of: entry, description: driver.focusedDescription!)
        XCTAssertEqual(detail.first?.value, entry.id)
        XCTAssertEqual(detail.first { $0.key == "says" }?.value, frames.spoken(at: frames.entries.count - 1).description)
        XCTAssertEqual(detail.first { $0.key == "traits" }?.value, entry.element.traits.names.joined(separator: ", "))
        var detailed = panel
        detailed.technologyRows = [InspectorPanel.TechnologyRows(.voiceOver, rows: detail)]
        XCTAssertLessThan(detailed.elementRows(size: size).count, rows.count, "the detail takes room from the list")
        let texts = detailed.draw(size: size).textRuns.map(\.run.string)
        XCTAssertTrue(texts.contains("VOICEOVER FOCUS") && texts.contains(entry.id), "\(texts)")
    }

    private func importedKennel() throws -> ImportedScene {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/imports/kennel.json")
            .standardizedFileURL.path
        return try ScreenImport.load(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
    }

    /// On an imported screen an action the real app would have answered shows as a notice among the
    /// captions; on a modelled scene a failed action adds nothing.
    func testAnImportedScreensUnansweredActionsAreNoticed() throws {
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionSceneDriver(session: Session(scene: try importedKennel(), settings: settings))
        driver.perform(.last)
        XCTAssertEqual(driver.focusedElementID, "adopt")
        driver.advance(to: 5_000)
        driver.perform(.activate)
        driver.advance(to: 10_000)
        let notices = driver.captions.filter { $0.style == .notice }.map(\.text)
        XCTAssertEqual(notices, ["[not performed] tap on adopt: the real app can't be asked"])

        let grid = SessionSceneDriver(session: Session(scene: GridSceneForTests.make(), settings: settings))
        grid.advance(to: 100)
        grid.perform(.escape)
        grid.advance(to: 5_000)
        XCTAssertFalse(grid.captions.contains { $0.style == .notice }, "\(grid.captions)")
    }

    /// The inspector of an imported screen says where it comes from and that its behaviour is
    /// unknown, above the lists, which move down to make room; the focus detail lists the custom
    /// content and Voice Control's names.
    func testTheInspectorOfAnImportedScreenShowsTheImportBanner() throws {
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionSceneDriver(session: Session(scene: try importedKennel(), settings: settings))
        let frames = ElementFrameOverlay(order: driver.navigation)
        let plain = InspectorPanel(title: "kennel", sceneID: "kennel", frames: frames, state: [])
        var imported = plain
        imported.importedFrom = "kennel.json"
        let texts = imported.draw(size: Size(300, 700)).textRuns.map(\.run.string)
        XCTAssertTrue(texts.contains("Imported from kennel.json"), "\(texts)")
        XCTAssertTrue(texts.contains("Actions can't be asked of the real app"), "\(texts)")
        XCTAssertFalse(plain.draw(size: Size(300, 700)).textRuns.contains { $0.run.string.hasPrefix("Imported from") })
        XCTAssertEqual(imported.elementRows(size: Size(300, 700)).first!.rect.minY,
                       plain.elementRows(size: Size(300, 700)).first!.rect.minY + InspectorPanel.noticeHeight)
        let bailey = driver.navigation.entries[1]
        let detail = InspectorPanel.detail(of: bailey, description: DescriptionBuilder.describe(bailey.element, context: bailey.context))
        XCTAssertEqual(detail.first { $0.key == "content" }?.value, "Popularity, number one; Age, three years; Weight, 25 pounds")
        let adopt = driver.navigation.entries[3]
        XCTAssertEqual(InspectorPanel.detail(of: adopt, description: DescriptionBuilder.describe(adopt.element))
            .first { $0.key == "voice" }?.value, "Adopt, Adopt a dog")
    }

    /// The findings overlay validates the state the user drove the scene into: the driver says which
    /// state that is (its digest changes with the model, not with the focus) and the inputs that
    /// reached it, which bring a fresh copy to the same state.
    func testTheCurrentStateFollowsTheModelAndItsInputsReachIt() {
        var settings = Settings()
        settings.voiceOver = true
        let scene = GridSceneForTests.make()
        let driver = SessionSceneDriver(session: Session(scene: scene, settings: settings))
        let start = driver.currentState
        XCTAssertEqual(start.inputs.count, 0)
        driver.perform(.next)
        XCTAssertEqual(driver.currentState.digest, start.digest, "a focus move is not a new state")
        driver.perform(.activate)
        driver.advance(to: driver.now + 1_000)
        let selected = driver.currentState
        XCTAssertNotEqual(selected.digest, start.digest)
        XCTAssertEqual(selected.inputs.count, 2)
        let copy = GridSceneForTests.make()
        let replayed = SessionDriver(session: Session(scene: copy, settings: selected.startSettings))
        for record in selected.inputs {
            if case .input(let input) = record.record { _ = replayed.apply(input, at: record.time) }
        }
        XCTAssertEqual(copy.stateSnapshot().map(\.value), scene.stateSnapshot().map(\.value))
    }

    /// A window at a fractional scale (0.9823: one the display fitted) puts the mouse a hair above
    /// the star-rating title: window pixel y 75 is 59.9952 scene points down, the title starts at 60.
    /// The trace writes the point as 60; what the run touched must be what its replay touches, so the
    /// recording replays exactly instead of differing at the tap (the run said "no element", the
    /// replay focused the title).
    func testARecordingAtAFractionalScaleReplaysExactly() throws {
        var settings = Settings()
        settings.voiceOver = true
        let scene = StarRatingScene()
        let size = WindowLayout.preferredWindowSize(sceneSize: scene.device.size, scale: 0.9823)
        let layout = WindowLayout(windowSize: size, sceneSize: scene.device.size)
        let finger = try XCTUnwrap(layout.scenePoint(for: Point(150, 75)))
        XCTAssertTrue(finger.y < 60 && finger.y > 59.995, "just above the title, which a trace writes as 60: \(finger)")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-fractional-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = Session(scene: scene, settings: settings)
        let recorder = try TraceRecorder(session: session, path: path, tool: "test")
        let driver = SessionSceneDriver(driver: recorder.driver)
        driver.perform(.last)
        XCTAssertEqual(driver.focusedElementID, "star-rating")
        driver.advance(to: 600)
        driver.pointer([PointerSample(.down, id: 0, finger, time: driver.now, kind: .mouse)])
        driver.advance(to: 650)
        driver.pointer([PointerSample(.up, id: 0, finger, time: driver.now, kind: .mouse)])
        driver.advance(to: 2_000)
        recorder.finish(at: driver.now)
        let trace = try TraceReader.load(path: path)
        let result = try Replayer(trace: trace, scene: StarRatingScene(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, result.difference?.report(file: path) ?? "")
        XCTAssertEqual(driver.focusedElementID, "star-rating-title", "the finger touched what the trace says it did")
    }

    /// The findings overlay asks for the current state every frame: an idle window reads the
    /// scene's state snapshot no more, and a change to the model is seen at once.
    func testTheCurrentStateIsDigestedAgainOnlyAfterTheSceneMayHaveChanged() {
        var settings = Settings()
        settings.voiceOver = true
        let scene = SnapshotCountingScene()
        let driver = SessionSceneDriver(session: Session(scene: scene, settings: settings))
        let start = driver.currentState
        let read = scene.snapshotReads
        for time in stride(from: 16, through: 1_600, by: 16) {  // a hundred idle frames
            driver.advance(to: time)
            XCTAssertEqual(driver.currentState.digest, start.digest)
        }
        XCTAssertEqual(scene.snapshotReads, read, "an idle frame reads no snapshot")
        driver.perform(.activate)
        let selected = driver.currentState
        XCTAssertNotEqual(selected.digest, start.digest, "the double tap selected a cell: a new state, seen at once")
        XCTAssertEqual(selected.digest, StateDigest.digest(snapshot: scene.grid.stateSnapshot(), focusID: nil))
    }
}

/// A grid that counts how often its state snapshot is read.
private final class SnapshotCountingScene: Scene {
    let grid = GridSceneForTests.make()
    private(set) var snapshotReads = 0
    var id: String { grid.id }
    var title: String { grid.title }
    var device: Device { grid.device }
    func draw(into list: inout DisplayList, settings: Settings, time: Int) { grid.draw(into: &list, settings: settings, time: time) }
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] { grid.accessibilityElements(settings: settings) }
    func stateSnapshot() -> [(key: String, value: String)] {
        snapshotReads += 1
        return grid.stateSnapshot()
    }
}
