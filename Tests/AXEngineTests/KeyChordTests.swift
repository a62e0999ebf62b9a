import AXCore
import XCTest

/// How chords are written and read (docs/keyboard.md "App keyboard shortcuts", the trace's
/// `keys`, a scene file's `keyCommands`): Apple's written form, modifiers in Control, Option, Shift,
/// Command order, letters upper case; every malformed form refused with the reason.
final class KeyChordTests: XCTestCase {
    func testChordsAreWrittenAsAppleWritesThem() {
        XCTAssertEqual(KeyChord(.character("i"), .command).written, "Command-I")
        XCTAssertEqual(KeyChord(.upArrow, [.command, .shift, .option, .control]).written, "Control-Option-Shift-Command-Up Arrow")
        XCTAssertEqual(KeyChord(.delete, .command).written, "Command-Delete")
        XCTAssertEqual(KeyChord(.character("7"), .option).written, "Option-7")
    }

    func testWrittenFormsReadBackInAnyCaseAndModifierOrder() {
        XCTAssertEqual(KeyChord(written: "command-i"), KeyChord(.character("I"), .command))
        XCTAssertEqual(KeyChord(written: "Shift-Command-I"), KeyChord(written: "command-SHIFT-i"))
        XCTAssertEqual(KeyChord(written: "Control-Option-left arrow"), KeyChord(.leftArrow, [.control, .option]))
        XCTAssertEqual(KeyChord(written: "Command-/"), KeyChord(.character("/"), .command))
        for chord in [KeyChord(.returnKey, .control), KeyChord(.space, .option), KeyChord(.character("["), [.shift, .command])] {
            XCTAssertEqual(KeyChord(written: chord.written), chord, chord.written)
        }
    }

    func testMalformedFormsAreRefusedWithTheReason() {
        let cases: [(String, String)] = [
            ("I", "a shortcut needs Command, Control or Option"),
            ("Shift-I", "a shortcut needs Command, Control or Option"),
            ("Hyper-I", "\"Hyper\" is not a modifier"),
            ("Command-Command-I", "\"Command\" is written twice"),
            ("Command-", "expected modifiers and a key"),
            ("Command-Enter", "expected modifiers and a key"),
            ("Command-é", "expected modifiers and a key"),
            ("", "expected modifiers and a key"),
        ]
        for (written, reason) in cases {
            XCTAssertNil(KeyChord(written: written), written)
            XCTAssertTrue(KeyChord.writtenFormError(written)?.contains(reason) == true, "\(written): \(KeyChord.writtenFormError(written) ?? "nil")")
        }
    }

    func testActionsRoundTripTheirSceneFileNames() {
        let actions: [KeyCommandAction] = [.activate, .increment, .decrement, .escape, .magicTap, .zoomIn, .zoomOut, .customAction("Delete")]
            + ScrollDirection.allCases.map { .scroll($0) }
        for action in actions {
            let custom: String? = if case .customAction(let name) = action { name } else { nil }
            XCTAssertEqual(KeyCommandAction(name: action.name, customActionName: custom), action, action.name)
            XCTAssertTrue(KeyCommandAction.names.contains(action.name), action.name)
        }
        XCTAssertEqual(KeyCommandAction.scroll(.up).name, "scrollUp")
        XCTAssertNil(KeyCommandAction(name: "customAction"), "a custom action needs its name")
        XCTAssertNil(KeyCommandAction(name: "fly"))
    }
}
