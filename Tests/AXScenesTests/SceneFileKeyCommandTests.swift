import Foundation
import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// A scene file's `keyCommands` (docs/scene-format.md): app shortcuts read with their chords and
/// actions, performed through the Session as the app's code, written back by the exporter, and every
/// malformed one refused with its JSON path.
final class SceneFileKeyCommandTests: XCTestCase {
    private let header = #""format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"},"state":{"archived":false}"#

    private func load(_ elements: String) throws -> FileScene {
        try SceneFile.parse("{\(header),\"elements\":[\(elements)]}", file: "keys.json")
    }

    private let mail = #"{"id":"mail","label":"Mail","traits":["button"],"frame":[16,100,358,50],"customActions":[{"name":"Archive","set":{"archived":true}}]"#

    private func expectError(_ keyCommands: String, location: String, message: String, line: UInt = #line) {
        XCTAssertThrowsError(try load(mail + #","keyCommands":"# + keyCommands + "}"), line: line) { error in
            guard let e = error as? SceneFileError else { return XCTFail("unexpected \(error)", line: line) }
            XCTAssertEqual(e.location, location, line: line)
            XCTAssertEqual(e.message, message, line: line)
        }
    }

    func testAShortcutPerformsItsElementsCustomActionThroughTheSession() throws {
        let scene = try load(mail + #","keyCommands":[{"title":"Archive","keys":"command-shift-a","performs":"customAction","action":"Archive"}]}"#)
        let element = try XCTUnwrap(scene.accessibilityElements(settings: Settings()).first)
        XCTAssertEqual(element.keyCommands, [KeyCommand("Archive", chord: KeyChord(.character("A"), [.shift, .command]), performs: .customAction("Archive"))])
        let driver = SessionDriver(session: Session(scene: scene, settings: Settings()))
        let records = driver.apply(.keyboard(.shortcut(KeyChord(.character("A"), [.command, .shift]))), at: 0)
        XCTAssertTrue(records.contains {
            if case .output(_, .action("mail", "Archive", true)) = $0.record { return true }
            return false
        }, "\(records)")
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "archived" }?.value, "1")
    }

    /// A shortcut on a chord the system keeps (Command-Tab, the app switcher) loads, but iOS never
    /// delivers the chord to the app: pressing it performs nothing, and Tab-H does not list it.
    func testAShortcutOnAChordTheSystemKeepsLoadsAndNeverFires() throws {
        let scene = try load(mail + #","keyCommands":[{"title":"Archive","keys":"Command-Tab","performs":"customAction","action":"Archive"},{"title":"Archive too","keys":"Command-A","performs":"customAction","action":"Archive"}]}"#)
        let chord = try KeyChord(parsing: "Command-Tab")
        XCTAssertEqual(chord.takenBySystem, "the app switcher")
        XCTAssertFalse(chord.reachesApp)
        let driver = SessionDriver(session: Session(scene: scene, settings: Settings()))
        XCTAssertEqual(NavigationOrder(scene: scene, settings: Settings()).keyCommands(focusedOn: nil).map(\.command.chord.written), ["Command-A"])
        let records = driver.apply(.keyboard(.shortcut(chord)), at: 0)
        XCTAssertFalse(records.contains {
            if case .output(_, .action) = $0.record { return true }
            return false
        }, "\(records)")
        XCTAssertNotEqual(scene.stateSnapshot().first { $0.key == "archived" }?.value, "1")
    }

    func testTheExporterWritesShortcutsBack() throws {
        let scene = try load(mail + #","keyCommands":[{"title":"Archive","keys":"Command-A","performs":"customAction","action":"Archive"},{"title":"Open","keys":"Command-O","performs":"activate"}]}"#)
        let written = SceneFileWriter.write(scene, settings: Settings())
        let compact = written.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined().replacingOccurrences(of: "\": ", with: "\":")
        XCTAssertTrue(compact.contains(#""keyCommands":[{"title":"Archive","keys":"Command-A","performs":"customAction","action":"Archive"},{"title":"Open","keys":"Command-O","performs":"activate"}]"#), written)
        let reloaded = try SceneFile.parse(written, file: "again.json")
        XCTAssertEqual(reloaded.accessibilityElements(settings: Settings()).first?.keyCommands,
                       scene.accessibilityElements(settings: Settings()).first?.keyCommands)
    }

    func testMalformedShortcutsNameTheirPathAndWhatWasExpected() {
        expectError(#"[{"title":"Archive","keys":"A","performs":"activate"}]"#, location: "elements[0].keyCommands[0].keys",
                    message: "a shortcut needs Command, Control or Option: a key alone or with Shift is Full Keyboard Access's or typing's")
        expectError(#"[{"title":"Archive","keys":"Meta-A","performs":"activate"}]"#, location: "elements[0].keyCommands[0].keys",
                    message: "\"Meta\" is not a modifier (Control, Option, Shift, Command)")
        expectError(#"[{"title":"","keys":"Command-A","performs":"activate"}]"#, location: "elements[0].keyCommands[0].title",
                    message: "expected a non-empty title")
        expectError(#"[{"title":"Archive","keys":"Command-A","performs":"customAction","action":"Delete"}]"#,
                    location: "elements[0].keyCommands[0].action", message: "this element has no custom action \"Delete\" (it has \"Archive\")")
        expectError(#"[{"title":"Archive","keys":"Command-A","performs":"customAction"}]"#, location: "elements[0].keyCommands[0]",
                    message: "a shortcut performing customAction names the action in \"action\"")
        expectError(#"[{"title":"Archive","keys":"Command-A","performs":"activate","action":"Archive"}]"#,
                    location: "elements[0].keyCommands[0].action", message: "\"action\" goes with \"performs\": \"customAction\"")
    }
}
