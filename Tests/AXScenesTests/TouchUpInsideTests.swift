import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// A control fires on every touch that lifts inside it, as UIKit's touch-up inside: a double tap or
/// long press the scene declares nothing for reaches a button, segment or switch as the taps its
/// touches are, whichever way it is made (a finger, Voice Control's phrases and grid); and a row
/// dragged by voice onto another row of its list lands where UIKit's reordering puts it
/// (docs/engine.md, docs/voice-control.md).
final class TouchUpInsideTests: XCTestCase {
    private static func example(_ name: String) throws -> FileScene {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/\(name).json")
        return try SceneFile.load(path: url.path)
    }

    private let header = #""format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"}"#

    /// A driver over `scene` with Voice Control on at time 0 (VoiceOver off).
    private func voiceControl(_ scene: Scene) -> SessionDriver {
        let driver = SessionDriver(session: Session(scene: scene, settings: Settings()))
        _ = driver.apply(.voiceControl(.on), at: 0)
        return driver
    }

    /// The outputs of saying `phrase` at `time`.
    private func say(_ driver: SessionDriver, _ phrase: String, at time: Int) -> [OutputEvent] {
        events(driver.apply(.voiceControl(.say(phrase)), at: time))
    }

    private func events(_ records: [TimedRecord]) -> [OutputEvent] {
        records.compactMap { if case .output(_, let event) = $0.record { return event } else { return nil } }
    }

    private func actions(_ events: [OutputEvent]) -> [String] {
        events.compactMap { if case .action(let id, let name, let result) = $0 { return "\(name) \(id ?? "-") \(result)" } else { return nil } }
    }

    private func announcements(_ events: [OutputEvent]) -> Int {
        events.filter { if case .notification(.announcement, _) = $0 { return true } else { return false } }.count
    }

    private func state(_ scene: Scene, _ key: String) -> String? { scene.stateSnapshot().first { $0.key == key }?.value }

    // MARK: Voice Control

    func testDoubleTapAndLongPressByVoiceFireAPlainButton() throws {
        let driver = voiceControl(try Self.example("carousel"))
        let doubled = say(driver, "Double tap See all places", at: 1000)
        XCTAssertEqual(actions(doubled), ["doubleTap all true"])
        XCTAssertEqual(announcements(doubled), 2, "each touch lifts inside the button: it fires twice")
        let pressed = say(driver, "Long press See all places", at: 4000)
        XCTAssertEqual(actions(pressed), ["longPress all true"])
        XCTAssertEqual(announcements(pressed), 1, "it fires once, when the press lifts")
    }

    func testADoubleTappedSegmentIsSelectedAndADoubleTappedSwitchTogglesTwice() throws {
        let segments = try Self.example("segmented-control")
        let driver = voiceControl(segments)
        XCTAssertEqual(state(segments, "range"), "week")
        XCTAssertEqual(actions(say(driver, "Double tap Month", at: 1000)), ["doubleTap month true"])
        XCTAssertEqual(state(segments, "range"), "month", "the first touch-up selects the segment")
        XCTAssertEqual(actions(say(driver, "Long press Year", at: 4000)), ["longPress year true"])
        XCTAssertEqual(state(segments, "range"), "year")

        let sheet = try Self.example("settings-sheet")
        let switches = voiceControl(sheet)
        let before = state(sheet, "wifi")
        XCTAssertEqual(actions(say(switches, "Double tap Wi-Fi", at: 1000)), ["doubleTap wifi true"])
        XCTAssertEqual(state(sheet, "wifi"), before, "a switch toggles on each tap: twice is where it was")
        XCTAssertEqual(actions(say(switches, "Long press Wi-Fi", at: 4000)), ["longPress wifi true"])
        XCTAssertNotEqual(state(sheet, "wifi"), before, "a long press toggles it once, on release")
        // The grid's gestures are a finger's touches at a cell's centre (cell 2 lies on Wi-Fi).
        let beforeGrid = state(sheet, "wifi")
        _ = say(switches, "Show grid", at: 7000)
        _ = say(switches, "Long press 2", at: 8000)
        XCTAssertNotEqual(state(sheet, "wifi"), beforeGrid, "the grid's long press toggles it as it lifts")
    }

    /// A declared gesture is the scene's own recognizer: it takes the touches, not the control.
    /// A link follows each tap of a double tap but not a long press, which opens its preview.
    func testADeclaredGestureAndALinksLongPressTakeNoTouchUp() throws {
        let body = ##""state":{"n":0},"elements":[{"id":"b","label":"Buy","traits":["button"],"frame":[0,100,200,44],"activate":{"set":{"n":1}}},{"id":"l","label":"Terms","traits":["link"],"frame":[0,200,200,44],"activate":{"set":{"n":2}}}],"gestures":[{"kind":"doubleTap","frame":[0,100,200,44],"meaning":"buy now"}]"##
        let scene = try SceneFile.parse("{\(header),\(body)}", file: "test.json")
        let driver = voiceControl(scene)
        XCTAssertEqual(actions(say(driver, "Double tap Buy", at: 1000)), ["doubleTap b false"])
        XCTAssertEqual(state(scene, "n"), "0")
        XCTAssertEqual(actions(say(driver, "Long press Buy", at: 2000)), ["longPress b true"], "no long press declared there")
        XCTAssertEqual(state(scene, "n"), "1")
        XCTAssertEqual(actions(say(driver, "Long press Terms", at: 3000)), ["longPress l false"])
        XCTAssertEqual(state(scene, "n"), "1")
        XCTAssertEqual(actions(say(driver, "Double tap Terms", at: 4000)), ["doubleTap l true"])
        XCTAssertEqual(state(scene, "n"), "2")
    }

    // MARK: A finger

    func testAFingersDoubleTapAndLongPressFireAPlainButton() throws {
        let driver = SessionDriver(session: Session(scene: try Self.example("carousel"), settings: Settings()))
        let button = Point(195, 351)
        func pointer(_ phase: PointerSample.Phase, _ time: Int) -> [OutputEvent] {
            events(driver.apply(.pointer(PointerSample(phase, id: 0, button, time: time)), at: time))
        }
        var seen = pointer(.down, 1000) + pointer(.up, 1080)
        seen += events(driver.advance(to: 2000))
        XCTAssertEqual(announcements(seen), 1, "a tap fires it once")

        seen = pointer(.down, 5000) + pointer(.up, 5080) + pointer(.down, 5200) + pointer(.up, 5280)
        seen += events(driver.advance(to: 6000))
        XCTAssertTrue(seen.contains(.gesture(kind: .doubleTap, fingers: 1, direction: nil)))
        XCTAssertEqual(announcements(seen), 2, "two touches lift inside it: it fires twice")

        seen = pointer(.down, 9000) + events(driver.advance(to: 10100))
        XCTAssertTrue(seen.contains(.gesture(kind: .longPress, fingers: 1, direction: nil)))
        XCTAssertEqual(announcements(seen), 0, "held, it has not fired")
        XCTAssertEqual(announcements(pointer(.up, 10200)), 1, "it fires as the finger lifts inside it")

        // Held, then slid off the button before lifting: a touch-up outside fires nothing.
        seen = pointer(.down, 12000) + events(driver.advance(to: 13000))
        seen += events(driver.apply(.pointer(PointerSample(.move, id: 0, Point(195, 120), time: 13100)), at: 13100))
        seen += events(driver.apply(.pointer(PointerSample(.up, id: 0, Point(195, 120), time: 13200)), at: 13200))
        XCTAssertEqual(announcements(seen), 0)
    }

    // MARK: "Drag A to B" within a list

    private func order(_ scene: Scene) -> String? { state(scene, "order.places") }

    func testARowDraggedByVoiceLandsWhereUIKitsReorderingPutsIt() throws {
        var scene = try Self.example("reorderable-list")
        var driver = voiceControl(scene)
        _ = say(driver, "Drag Home to Gym", at: 1000)
        XCTAssertEqual(order(scene), "work,gym,home,school", "moved down onto Gym: Gym's place, below it")
        _ = say(driver, "Drag Home to School", at: 4000)
        XCTAssertEqual(order(scene), "work,gym,school,home", "naming the last row puts the row last")
        _ = say(driver, "Drag School to Work", at: 7000)
        XCTAssertEqual(order(scene), "school,work,gym,home", "moved up onto Work: Work's place, above it")

        scene = try Self.example("reorderable-list")
        driver = voiceControl(scene)
        let dropped = say(driver, "Drag Home to School", at: 1000)
        XCTAssertTrue(dropped.contains(.drag(state: .dropped, item: "home", target: "Drop below School", operation: .move)))
        _ = say(driver, "Drag Home to School", at: 4000)
        XCTAssertEqual(order(scene), "work,gym,home,school", "moving up again: above School")
        _ = say(driver, "Drag Work to Work", at: 7000)
        XCTAssertEqual(order(scene), "work,gym,home,school", "onto itself: it stays")
    }
}
