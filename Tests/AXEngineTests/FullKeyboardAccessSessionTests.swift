import AXCore
@testable import AXEngine
import XCTest

/// Full Keyboard Access plugged into the session (docs/keyboard.md): focus groups and the order,
/// Tab and the arrows, Space, the actions and help lists, Escape, drag and drop by keyboard, and
/// following the tree as scene code changes it.
final class FullKeyboardAccessSessionTests: XCTestCase {
    /// A toolbar group (Cut, Copy), a label focus never reaches, an adjustable rating with a custom
    /// action, and a Done button; `extra` removes Copy.
    private func scene() -> VOTestScene {
        VOTestScene { scene, _ in
            var cut = button("cut", "Cut", x: 0, y: 100)
            cut.onActivate = { _ in scene.state["cut"] = "yes"; return true }
            var toolbar = AccessibilityElement.container(id: "toolbar", frame: Rect(0, 100, 300, 44), label: "Tools",
                                                         children: scene.state["noCopy"] == "yes" ? [cut] : [cut, button("copy", "Copy", x: 150, y: 100)])
            toolbar.onEscape = { _ in scene.state["escaped"] = "yes"; return true }
            let title = AccessibilityElement(id: "title", label: "Title", traits: .staticText, frame: Rect(0, 0, 300, 44))
            var rating = AccessibilityElement(id: "rating", label: "Rating", traits: .adjustable, frame: Rect(0, 200, 300, 44))
            rating.onIncrement = { _ in scene.state["rating", default: "0"] = String(Int(scene.state["rating"] ?? "0")! + 1); return true }
            rating.onDecrement = { _ in false }
            rating.customActions = [CustomAction("Clear") { _ in scene.state["rating"] = "0"; return true }]
            var done = button("done", "Done", y: 300)
            done.onActivate = { _ in scene.state["done"] = "yes"; return true }
            return [title, toolbar, rating, done]
        }
    }

    private func start(_ scene: VOTestScene) -> DrivenSession {
        let driven = DrivenSession(Session(scene: scene, settings: Settings()))
        driven.apply(.keyboard(.on), at: 0)
        return driven
    }

    /// The focus and list outputs, one line each: `focus ID GROUP`, `list KIND ID [entries] SELECTED`, `closed`.
    private func seen(_ outputs: [Output]) -> [String] {
        outputs.compactMap {
            switch $0.event {
            case .keyboardFocus(let id, let group): return "focus \(id ?? "-") \(group ?? "-")"
            case .keyboardList(let kind?, let id, let entries, let selected):
                return "list \(kind.rawValue) \(id ?? "-") \(entries) \(selected ?? -1)"
            case .keyboardList(nil, _, _, _): return "closed"
            case .action(let id, let name, let result): return "action \(id ?? "-") \(name) \(result)"
            default: return nil
            }
        }
    }

    private func press(_ driven: DrivenSession, _ command: KeyboardCommand) -> [String] {
        driven.apply(.keyboard(command), at: driven.session.now + 10)
        return seen(driven.drainOutputs())
    }

    func testGroupsHoldWhatRespondsToUserInteractionInVoiceOversOrder() {
        let session = Session(scene: scene(), settings: Settings())
        let map = KeyboardFocusMap(order: session.navigation)
        XCTAssertEqual(map.groups.map(\.containerID), ["toolbar", nil, nil])
        XCTAssertEqual(map.groups.map(\.items), [["cut", "copy"], ["rating"], ["done"]])
        XCTAssertEqual(map.focusOrder, ["cut", "copy", "rating", "done"])
        XCTAssertEqual(map.unfocusable, ["title"], "static text takes no focus")
    }

    func testOnFocusesTheFirstGroupTabMovesBetweenGroupsAndGoesRound() {
        let driven = start(scene())
        XCTAssertEqual(seen(driven.drainOutputs()), ["focus cut toolbar"])
        XCTAssertEqual(driven.session.focusIndicators.map(\.elementID), ["cut"])
        XCTAssertEqual(driven.session.focusIndicators.first?.technology, .fullKeyboardAccess)
        XCTAssertEqual(press(driven, .nextGroup), ["focus rating -"])
        XCTAssertEqual(press(driven, .nextGroup), ["focus done -"])
        XCTAssertEqual(press(driven, .nextGroup), ["focus cut toolbar"], "Tab past the last group goes round")
        XCTAssertEqual(press(driven, .previousGroup), ["focus done -"])
        XCTAssertEqual(press(driven, .off), ["focus - -"])
        XCTAssertEqual(driven.session.focusIndicators, [])
        XCTAssertEqual(press(driven, .nextGroup), [], "off: keys do nothing")
    }

    func testArrowsMoveWithinTheGroupAndStopAtItsEnds() {
        let driven = start(scene())
        _ = driven.drainOutputs()
        XCTAssertEqual(press(driven, .arrow(.right)), ["focus copy toolbar"])
        XCTAssertEqual(press(driven, .arrow(.right)), [], "the group's last item: the arrows stay")
        XCTAssertEqual(press(driven, .arrow(.down)), [], "nothing of the group lies below: the rating is another group")
        XCTAssertEqual(press(driven, .arrow(.up)), [])
        XCTAssertEqual(press(driven, .arrow(.left)), ["focus cut toolbar"])
        XCTAssertEqual(press(driven, .arrow(.left)), [])
    }

    /// A grid of two rows of three, one group, in reading order: the arrows move on the screen.
    private func grid() -> VOTestScene {
        VOTestScene { _, _ in
            let cells = (0..<6).map { n in button("cell\(n)", "Cell \(n)", x: Double(n % 3) * 100, y: 100 + Double(n / 3) * 100) }
            return [AccessibilityElement.container(id: "grid", frame: Rect(0, 100, 300, 200), type: .list, label: "Grid", children: cells)]
        }
    }

    func testTheArrowsMoveInTheirDirectionOnTheScreen() {
        let driven = start(grid())
        XCTAssertEqual(seen(driven.drainOutputs()), ["focus cell0 grid"])
        XCTAssertEqual(press(driven, .arrow(.down)), ["focus cell3 grid"], "Down goes to the item below, not the next in order")
        XCTAssertEqual(press(driven, .arrow(.down)), [], "nothing below: the focus stays")
        XCTAssertEqual(press(driven, .arrow(.right)), ["focus cell4 grid"])
        XCTAssertEqual(press(driven, .arrow(.up)), ["focus cell1 grid"])
        XCTAssertEqual(press(driven, .arrow(.up)), [])
        XCTAssertEqual(press(driven, .arrow(.left)), ["focus cell0 grid"])
    }

    func testAnItemBelowOverlappingBeatsANearerOneBeside() {
        // A wide button above; below it a small one at the far right is nearer vertically than
        // the one under the wide button's left end, which overlaps it horizontally.
        let tested = VOTestScene { _, _ in
            let items = [button("wide", "Wide", x: 0, y: 0, width: 200), button("aside", "Aside", x: 250, y: 60), button("under", "Under", x: 0, y: 200)]
            return [AccessibilityElement.container(id: "box", frame: Rect(0, 0, 300, 300), type: .list, label: "Box", children: items)]
        }
        let driven = start(tested)
        XCTAssertEqual(seen(driven.drainOutputs()), ["focus wide box"])
        XCTAssertEqual(press(driven, .arrow(.down)), ["focus under box"])
    }

    /// A sheet whose root only orders its controls (no list in it) is no focus group of its own:
    /// each control is one, so Tab moves among them; a screen that is one list keeps it.
    func testTabMovesAmongASheetsControlsWhenTheSheetIsOneGroup() {
        let tested = VOTestScene { _, _ in
            var sheet = AccessibilityElement.container(id: "sheet", frame: Rect(0, 0, 390, 400), label: "Sheet",
                                                       children: [button("cancel", "Cancel"), button("name", "Name", y: 100), button("save", "Save", y: 200)])
            sheet.viewIsModal = true
            return [button("behind", "Behind", y: 600), sheet]
        }
        let driven = start(tested)
        XCTAssertEqual(driven.session.keyboardFocusMap.groups.map(\.items), [["cancel"], ["name"], ["save"]])
        XCTAssertEqual(seen(driven.drainOutputs()), ["focus cancel -"])
        XCTAssertEqual(press(driven, .nextGroup), ["focus name -"])
        XCTAssertEqual(press(driven, .nextGroup), ["focus save -"])
        XCTAssertEqual(KeyboardFocusMap(order: Session(scene: grid(), settings: Settings()).navigation).groups.map(\.containerID), ["grid"],
                       "a list alone on the screen stays a focus group")
    }

    func testControlTabMovesItemByItemAcrossGroups() {
        let driven = start(scene())
        _ = driven.drainOutputs()
        XCTAssertEqual(press(driven, .nextItem), ["focus copy toolbar"])
        XCTAssertEqual(press(driven, .nextItem), ["focus rating -"], "past the group's last item into the next group")
        XCTAssertEqual(press(driven, .nextItem), ["focus done -"])
        XCTAssertEqual(press(driven, .nextItem), ["focus cut toolbar"], "past the last item round to the first, as Tab")
        XCTAssertEqual(press(driven, .previousItem), ["focus done -"])
        XCTAssertEqual(press(driven, .previousItem), ["focus rating -"])
        XCTAssertEqual(press(driven, .previousItem), ["focus copy toolbar"], "back into a group at its last item")
    }

    /// Groups that nest (a list inside a toolbar): the inner group is a Tab stop of its own (UIKit:
    /// a view belongs to its nearest focus group, its subviews inheriting it), after the outer group,
    /// whose own items stay together round it; Tab never stops on the outer group twice. Control-Tab
    /// goes item by item in the map's order (the outer group's items, then the inner's), and the
    /// arrows never leave the group the focus is in (docs/keyboard.md, Decisions).
    func testNestedGroupsAreTabStopsOfTheirOwn() {
        let scene = VOTestScene { _, _ in
            let inner = AccessibilityElement.container(id: "inner", frame: Rect(0, 144, 300, 88), type: .list,
                                                       children: [button("b", "B", y: 144), button("c", "C", y: 188)])
            let outer = AccessibilityElement.container(id: "outer", frame: Rect(0, 100, 300, 176), label: "Outer",
                                                       children: [button("a", "A", y: 100), inner, button("d", "D", y: 232)])
            return [outer, button("e", "E", y: 400)]
        }
        let map = KeyboardFocusMap(order: Session(scene: scene, settings: Settings()).navigation)
        XCTAssertEqual(map.groups.map(\.containerID), ["outer", "inner", nil])
        XCTAssertEqual(map.groups.map(\.items), [["a", "d"], ["b", "c"], ["e"]])
        let driven = start(scene)
        XCTAssertEqual(seen(driven.drainOutputs()), ["focus a outer"])
        XCTAssertEqual(press(driven, .nextGroup), ["focus b inner"], "Tab enters the inner group, a stop of its own")
        XCTAssertEqual(press(driven, .nextGroup), ["focus e -"], "and leaves it for the next group, not back to the outer one")
        XCTAssertEqual(press(driven, .previousGroup), ["focus b inner"])
        XCTAssertEqual(press(driven, .previousGroup), ["focus a outer"])
        XCTAssertEqual(press(driven, .arrow(.down)), ["focus d outer"], "the arrows pass over the inner group")
        XCTAssertEqual(press(driven, .nextItem), ["focus b inner"], "Control-Tab: past the outer group's last item, the inner's first")
        XCTAssertEqual(press(driven, .nextItem), ["focus c inner"])
        XCTAssertEqual(press(driven, .nextItem), ["focus e -"])
        XCTAssertEqual(press(driven, .previousItem), ["focus c inner"])
    }

    func testTabReturnsToTheItemLastFocusedInAGroup() {
        let driven = start(scene())
        _ = driven.drainOutputs()
        _ = press(driven, .arrow(.right))
        XCTAssertEqual(press(driven, .nextGroup), ["focus rating -"])
        XCTAssertEqual(press(driven, .previousGroup), ["focus copy toolbar"], "Copy was focused last in the toolbar")
        XCTAssertEqual(press(driven, .previousGroup), ["focus done -"])
        XCTAssertEqual(press(driven, .nextGroup), ["focus copy toolbar"], "and Tab round returns there too")
    }

    func testAScreenChangeForgetsTheGroupsLastItems() {
        let tested = VOTestScene { scene, _ in
            var copy = button("copy", "Copy", x: 150, y: 100)
            copy.onActivate = { context in context.post(.screenChanged(elementID: "done")); return true }
            return [AccessibilityElement.container(id: "toolbar", frame: Rect(0, 100, 300, 44), label: "Tools", children: [button("cut", "Cut", x: 0, y: 100), copy]),
                    button("done", "Done", y: 300)]
        }
        let driven = start(tested)
        _ = press(driven, .arrow(.right))
        XCTAssertEqual(press(driven, .activate), ["action copy activate true", "focus done -"])
        XCTAssertEqual(press(driven, .nextGroup), ["focus cut toolbar"], "the new screen's toolbar was not visited: its first item")
    }

    func testSpaceActivatesThroughTheElementActions() {
        let tested = scene()
        let driven = start(tested)
        _ = driven.drainOutputs()
        XCTAssertEqual(press(driven, .activate), ["action cut activate true"])
        XCTAssertEqual(tested.state["cut"], "yes")
    }

    func testTabZListsTheActionsAndSpacePerformsTheChosenOne() {
        let tested = scene()
        let driven = start(tested)
        _ = press(driven, .nextGroup)
        XCTAssertEqual(press(driven, .showActions), ["list actions rating [\"Clear\", \"Increment\", \"Decrement\"] 0"])
        XCTAssertEqual(press(driven, .arrow(.down)), ["list actions rating [\"Clear\", \"Increment\", \"Decrement\"] 1"])
        XCTAssertEqual(press(driven, .arrow(.up)), ["list actions rating [\"Clear\", \"Increment\", \"Decrement\"] 0"])
        XCTAssertEqual(press(driven, .arrow(.up)), [], "the list's first entry")
        _ = press(driven, .arrow(.down))
        XCTAssertEqual(press(driven, .activate), ["closed", "action rating increment true"])
        XCTAssertEqual(tested.state["rating"], "1")
        XCTAssertNil(driven.session.keyboardList)
        XCTAssertEqual(driven.session.keyboardFocusID, "rating", "the focus stays on its item after the action")
    }

    func testTabHShowsTheCommandsAndEscapeClosesAListBeforeGoingBack() {
        let tested = scene()
        let driven = start(tested)
        _ = driven.drainOutputs()
        let help = press(driven, .showHelp)
        XCTAssertEqual(help.count, 1)
        XCTAssertTrue(help[0].hasPrefix("list help - [\"Tab: Move to next group\", \"Shift-Tab: Move to previous group\""), help[0])
        XCTAssertEqual(press(driven, .escape), ["closed"])
        XCTAssertNil(tested.state["escaped"])
        XCTAssertEqual(press(driven, .escape), ["action toolbar escape true"], "escape goes along the chain to the toolbar")
        XCTAssertEqual(tested.state["escaped"], "yes")
    }

    func testAVanishedItemHandsTheFocusToTheItemAtItsPlace() {
        let tested = scene()
        let driven = start(tested)
        _ = press(driven, .arrow(.right))
        tested.state["noCopy"] = "yes"
        // Tapping Copy runs scene code: the tree is read again, Copy is gone and its group of one is
        // no group any more; the focus goes to the item now at its place.
        XCTAssertEqual(press(driven, .activate), ["action copy tap true", "focus cut -"])
        XCTAssertEqual(driven.session.keyboardFocusMap.groups.map(\.items), [["cut"], ["rating"], ["done"]])
    }

    func testDragAndDropByKeyboardGoThroughTheDescriptors() {
        let tested = VOTestScene { _, _ in
            var source = button("source", "Photo", y: 0)
            source.dragSources = [LocationDescriptor(name: "Drag Photo", point: Point(50, 22))]
            var target = button("target", "Album", y: 200)
            target.dropPoints = [LocationDescriptor(name: "Drop into Album", point: Point(50, 222))]
            return [source, target]
        }
        tested.dragItems["\(Point(50, 22))"] = DragItem(id: "photo", name: "Photo")
        let driven = start(tested)
        _ = driven.drainOutputs()
        XCTAssertEqual(press(driven, .showActions), ["list actions source [\"Drag Photo\"] 0"])
        XCTAssertEqual(press(driven, .activate), ["closed", "action source drag true"])
        XCTAssertTrue(driven.session.isDragging)
        XCTAssertEqual(press(driven, .nextGroup), ["focus target -"])
        XCTAssertEqual(press(driven, .showActions), ["list actions target [\"Drop into Album\"] 0"])
        XCTAssertEqual(press(driven, .activate), ["closed", "action target drop true"])
        XCTAssertEqual(tested.log.filter { $0.hasPrefix("drop") }, ["drop photo \(Point(50, 222))"])
        XCTAssertFalse(driven.session.isDragging)
    }

    func testEscapeCancelsADragUnderWay() {
        let tested = VOTestScene { _, _ in
            var source = button("source", "Photo", y: 0)
            source.dragSources = [LocationDescriptor(name: "Drag Photo", point: Point(50, 22))]
            return [source]
        }
        tested.dragItems["\(Point(50, 22))"] = DragItem(id: "photo", name: "Photo")
        let driven = start(tested)
        _ = press(driven, .showActions)
        _ = press(driven, .activate)
        XCTAssertTrue(driven.session.isDragging)
        _ = press(driven, .escape)
        XCTAssertFalse(driven.session.isDragging)
        XCTAssertEqual(tested.log.filter { $0.hasPrefix("cancelled") }, ["cancelled photo"])
    }

    func testAScreenChangeFocusesTheNewScreensFirstItem() {
        let tested = VOTestScene { scene, _ in
            if scene.state["page"] == "2" { return [button("back", "Back"), button("other", "Other", y: 100)] }
            var next = button("next", "Next", y: 300)
            next.onActivate = { context in scene.state["page"] = "2"; context.post(.screenChanged(elementID: nil)); return true }
            return [button("first", "First"), next]
        }
        let driven = start(tested)
        _ = press(driven, .nextGroup)
        XCTAssertEqual(press(driven, .activate), ["action next activate true", "focus back -"])
    }

    func testASheetClosingReturnsTheFocusToTheElementTheSceneNames() {
        // The sheet's Done posts a screen change naming the button that opened it, as a fixed
        // scene does for VoiceOver: the keyboard's focus goes there too, not to the first item.
        let tested = VOTestScene { scene, _ in
            if scene.state["sheet"] == "open" {
                var done = button("done", "Done")
                done.onActivate = { context in scene.state["sheet"] = nil; context.post(.screenChanged(elementID: "open")); return true }
                return [done]
            }
            var open = button("open", "Open", y: 300)
            open.onActivate = { context in scene.state["sheet"] = "open"; context.post(.screenChanged(elementID: nil)); return true }
            return [button("first", "First"), open]
        }
        let driven = start(tested)
        _ = press(driven, .nextGroup)
        XCTAssertEqual(press(driven, .activate), ["action open activate true", "focus done -"])
        XCTAssertEqual(press(driven, .activate), ["action done activate true", "focus open -"])
    }

    func testKeyboardCommandsRoundTripTheirNames() {
        for command in KeyboardCommand.all { XCTAssertEqual(KeyboardCommand(name: command.name), command) }
        XCTAssertNil(KeyboardCommand(name: "tabQ"))
        XCTAssertEqual(AssistiveCommand.keyboard(.nextGroup).input, .keyboard(.nextGroup))
        XCTAssertEqual(AssistiveCommand.keyboard(.nextGroup).technology, .fullKeyboardAccess)
    }
}

/// Typing into a text field through Full Keyboard Access: Space makes the focused field the
/// keyboard's, typed text goes into it (its `onTextInput`, reported as `type`, in silence), the
/// arrows stay inside it, and Escape or Tab ends the editing (`endEditing`).
final class FullKeyboardAccessTypingTests: XCTestCase {
    private func scene() -> VOTestScene {
        VOTestScene { scene, _ in
            var name = AccessibilityElement(id: "name", label: "Name", traits: .textField, frame: Rect(0, 0, 300, 44))
            name.value = SpeechText(scene.state["name"] ?? "")
            name.onTextInput = { text, _ in scene.state["name", default: ""] += text; return true }
            name.onEndEditing = { _ in scene.state["ended", default: ""] += "name "; return true }
            var save = button("save", "Save", y: 100)
            save.onActivate = { _ in scene.state["saved"] = scene.state["name"] ?? ""; return true }
            return [name, save]
        }
    }

    private func actions(_ driven: DrivenSession) -> [String] {
        driven.drainOutputs().compactMap { output -> String? in
            switch output.event {
            case .action(let id, let name, let result): return "\(id ?? "-") \(name) \(result)"
            case .keyboardFocus(let id, _): return "focus \(id ?? "-")"
            case .speech(let record): return "said \(record.text)"
            default: return nil
            }
        }
    }

    func testSpaceMakesTheFieldTheKeyboardsAndTypingGoesIntoIt() {
        let scene = scene()
        let driven = DrivenSession(Session(scene: scene, settings: Settings()))
        driven.apply(.keyboard(.on), at: 0)
        XCTAssertEqual(actions(driven), ["focus name"])
        driven.apply(.typed("x"), at: 100)
        XCTAssertEqual(actions(driven), [], "typing before Space goes nowhere")
        XCTAssertFalse(driven.session.isEditing)
        driven.apply(.keyboard(.activate), at: 200)
        XCTAssertEqual(actions(driven), ["name tap true"], "no activate of its own: a tap at its activation point")
        XCTAssertEqual(driven.session.keyboardEditingID, "name")
        XCTAssertTrue(driven.session.isEditing, "the window sends typed text")
        driven.apply(.typed("Ada"), at: 300)
        XCTAssertEqual(actions(driven), ["name type true"], "typed in silence: no VoiceOver")
        XCTAssertEqual(scene.state["name"], "Ada")
        // Space in the field being edited types a space, as the window's Space does there: a
        // script's `keyboard space` record tapped the field again.
        driven.apply(.keyboard(.activate), at: 350)
        XCTAssertEqual(actions(driven), ["name type true"])
        XCTAssertEqual(scene.state["name"], "Ada ")
        driven.apply(.typed("L"), at: 360)
        _ = actions(driven)
        XCTAssertEqual(scene.state["name"], "Ada L")
        driven.apply(.keyboard(.arrow(.down)), at: 400)
        XCTAssertEqual(actions(driven), [], "the arrows stay in the field being edited")
        driven.apply(.keyboard(.escape), at: 500)
        XCTAssertEqual(actions(driven), ["name endEditing true"])
        XCTAssertNil(driven.session.keyboardEditingID)
        driven.apply(.typed("!"), at: 600)
        XCTAssertEqual(scene.state["name"], "Ada L", "no field takes typing once the editing ended")
        // Space again, then Tab: the editing ends as the focus leaves, and Space on Save saves.
        driven.apply(.keyboard(.activate), at: 700)
        _ = actions(driven)
        driven.apply(.keyboard(.nextGroup), at: 800)
        XCTAssertEqual(actions(driven), ["name endEditing true", "focus save"])
        driven.apply(.keyboard(.activate), at: 900)
        XCTAssertEqual(scene.state["saved"], "Ada L")
        XCTAssertEqual(scene.state["ended"], "name name ")
    }
}
