import AXCore
@testable import AXEngine
import XCTest

/// App keyboard shortcuts (`UIKeyCommand`, docs/keyboard.md "App keyboard shortcuts"): a chord
/// performs its element's action through the element actions every technology shares, wherever the
/// focus is, the focused item's chain first; behind a modal view it is out of reach; the help list
/// names them.
final class KeyboardShortcutSessionTests: XCTestCase {
    private let showDetails = KeyChord(.character("i"), .command)

    /// A photo whose details come up by an accessibility scroll (and Command-I), a Done button with
    /// its own Command-I, and, when `sheet` is set, a modal sheet over both.
    private func scene() -> VOTestScene {
        VOTestScene { scene, _ in
            var photo = AccessibilityElement(id: "photo", label: "Ridge", traits: .image, frame: Rect(0, 100, 300, 300))
            photo.onScroll = { direction, _ in scene.state["details"] = direction == .up ? "shown" : "hidden"; return true }
            photo.keyCommands = [KeyCommand("Show Details", chord: KeyChord(.character("I"), .command), performs: .scroll(.up)),
                                 KeyCommand("Hide Details", chord: KeyChord(.character("I"), [.shift, .command]), performs: .scroll(.down)),
                                 KeyCommand("Plain", chord: KeyChord(.character("P"), .shift), performs: .scroll(.up))]
            var done = button("done", "Done", y: 500)
            done.onActivate = { _ in scene.state["done"] = "yes"; return true }
            done.customActions = [CustomAction("Archive") { _ in scene.state["archived"] = "yes"; return true }]
            done.keyCommands = [KeyCommand("Finish", chord: KeyChord(.character("I"), .command), performs: .activate),
                                KeyCommand("Archive", chord: KeyChord(.character("A"), [.command, .option]), performs: .customAction("Archive"))]
            guard scene.state["sheet"] == "up" else { return [photo, done] }
            var sheet = AccessibilityElement.container(id: "sheet", frame: Rect(0, 400, 390, 400), children: [button("close", "Close", y: 700)])
            sheet.viewIsModal = true
            return [photo, done, sheet]
        }
    }

    private func actions(_ driven: DrivenSession, _ command: KeyboardCommand) -> [String] {
        driven.apply(.keyboard(command), at: driven.session.now + 10)
        return driven.drainOutputs().compactMap {
            switch $0.event {
            case .action(let id, let name, let result): return "\(id ?? "-") \(name) \(result)"
            case .keyboardList(let kind?, _, let entries, _): return "\(kind.rawValue) " + entries.suffix(3).joined(separator: " | ")
            default: return nil
            }
        }
    }

    func testAShortcutPerformsItsElementsActionWithFullKeyboardAccessOff() {
        let tested = scene()
        let driven = DrivenSession(Session(scene: tested, settings: Settings()))
        XCTAssertEqual(actions(driven, .shortcut(KeyChord(.character("I"), [.shift, .command]))), ["photo scroll.down true"],
                       "an app's shortcut works from any hardware keyboard, Full Keyboard Access off")
        XCTAssertEqual(tested.state["details"], "hidden")
        XCTAssertEqual(actions(driven, .shortcut(KeyChord(.character("A"), [.option, .command]))), ["done Archive true"])
        XCTAssertEqual(tested.state["archived"], "yes")
        XCTAssertEqual(actions(driven, .shortcut(KeyChord(.character("Z"), .command))), [], "a chord the screen offers nothing for does nothing")
        XCTAssertEqual(actions(driven, .shortcut(KeyChord(.character("P"), .shift))), [],
                       "a key with Shift alone is typing's, never an app's shortcut")
    }

    func testTheFocusedItemsChainAnswersAChordFirstThenTheScreenInTreeOrder() {
        let tested = scene()
        let driven = DrivenSession(Session(scene: tested, settings: Settings()))
        driven.apply(.keyboard(.on), at: 0)
        _ = driven.drainOutputs()
        XCTAssertEqual(driven.session.keyboardFocusID, "done")
        XCTAssertEqual(actions(driven, .shortcut(showDetails)), ["done activate true"], "the focused Done's own Command-I")
        XCTAssertEqual(tested.state["details"], nil)
        let unfocused = DrivenSession(Session(scene: scene(), settings: Settings()))
        XCTAssertEqual(actions(unfocused, .shortcut(showDetails)), ["photo scroll.up true"], "nothing focused: the first in tree order")
    }

    func testAShortcutBehindAModalViewIsOutOfReach() {
        let tested = scene()
        tested.state["sheet"] = "up"
        let driven = DrivenSession(Session(scene: tested, settings: Settings()))
        XCTAssertEqual(actions(driven, .shortcut(showDetails)), [])
        XCTAssertEqual(driven.session.navigation.keyCommands(focusedOn: nil), [])
        XCTAssertEqual(tested.state["details"], nil)
    }

    func testTheHelpListEndsWithTheScreensShortcuts() {
        let driven = DrivenSession(Session(scene: scene(), settings: Settings()))
        driven.apply(.keyboard(.on), at: 0)
        _ = driven.drainOutputs()
        XCTAssertEqual(actions(driven, .showHelp), ["help Command-I: Finish | Option-Command-A: Archive | Shift-Command-I: Hide Details"],
                       "Done is focused: its Command-I wins over the photo's, whose other shortcut follows")
    }

    func testShortcutsRoundTripThroughTheirCommand() {
        let command = KeyboardCommand.shortcut(KeyChord(.upArrow, [.control, .option]))
        XCTAssertEqual(command.name, "shortcut")
        XCTAssertEqual(command.keys, "Control-Option-Up Arrow")
        XCTAssertNil(command.help, "the help list shows the app's title, not a command's")
        XCTAssertNil(KeyboardCommand(name: "shortcut"), "a shortcut needs its chord")
        XCTAssertEqual(AssistiveCommand(AssistiveCommand.keyboard(command).input), .keyboard(command))
    }
}
