import AXCore
@testable import AXEngine
import XCTest

/// Switch Control's scan model: which elements are scanned, groups, menus, and the scanner's state
/// machine on the virtual clock (docs/switch-control.md).
final class SwitchScanTests: XCTestCase {
    private func text(_ id: String, x: Double = 0, y: Double = 0) -> AccessibilityElement {
        AccessibilityElement(id: id, label: SpeechText(id), traits: .staticText, frame: Rect(x, y, 100, 44))
    }

    /// A header, then a toolbar group of two buttons, then a list group of two rows (one a group of one), then a lone button.
    private func screen() -> [AccessibilityElement] {
        let toolbar = AccessibilityElement.container(id: "toolbar", frame: Rect(0, 50, 300, 44),
                                                     children: [button("back", "Back", x: 0, y: 50), button("share", "Share", x: 200, y: 50)])
        let single = AccessibilityElement.container(id: "single", frame: Rect(0, 100, 300, 44),
                                                    children: [button("only", "Only", x: 0, y: 100), text("caption", x: 150, y: 100)])
        let list = AccessibilityElement.container(id: "list", frame: Rect(0, 150, 300, 100), type: .list,
                                                  children: [button("row1", "Row 1", x: 0, y: 150), button("row2", "Row 2", x: 0, y: 200)])
        return [text("title"), toolbar, single, list, button("done", "Done", x: 0, y: 300)]
    }

    private func order(_ roots: [AccessibilityElement]) -> NavigationOrder { NavigationOrder(roots: roots) }

    private func ids(_ tree: ScanTree, _ nodes: [Int]) -> [String] { nodes.map { tree.nodes[$0].id } }

    // MARK: The tree

    func testGroupsFromContainersInVoiceOverOrderAndGroupsOfOneFlattened() {
        let tree = ScanTree(order: order(screen()), settings: .default)
        XCTAssertEqual(ids(tree, tree.topLevel), ["toolbar", "only", "list", "done"])
        XCTAssertEqual(ids(tree, tree.members(of: tree.topLevel[0])), ["back", "share"])
        XCTAssertEqual(ids(tree, tree.members(of: tree.topLevel[2])), ["row1", "row2"])
        XCTAssertEqual(ids(tree, tree.items), ["back", "share", "only", "row1", "row2", "done"])
        XCTAssertEqual(tree.flattenedGroups, ["single"])
        XCTAssertEqual(tree.unscanned, ["title", "caption"])
        XCTAssertEqual(tree.nodes[tree.topLevel[0]].frame, Rect(0, 50, 300, 44), "a group is drawn round its members")
    }

    /// A screen whose root orders its children is one group: scanning starts inside it (a group
    /// alone on the top level would be highlighted over the whole screen and never move), nested
    /// sole groups too; Full Keyboard Access's focus map keeps it, its arrows moving within it.
    func testASoleTopLevelGroupIsEnteredForScanningAndKeptForTheKeyboard() {
        let inner = AccessibilityElement.container(id: "inner", frame: Rect(0, 0, 390, 844), type: .list, children: screen())
        let root = AccessibilityElement.container(id: "root", frame: Rect(0, 0, 390, 844), type: .list, children: [inner])
        let tree = ScanTree(order: order([root]), settings: .default)
        XCTAssertEqual(ids(tree, tree.topLevel), ["toolbar", "only", "list", "done"])
        XCTAssertTrue(tree.topLevel.allSatisfy { tree.nodes[$0].parent == nil })
        let kept = ScanTree(order: order([root]), settings: .default, keepsSoleTopLevelGroup: { _ in true })
        XCTAssertEqual(ids(kept, kept.topLevel), ["inner"], "root holds one group, inner, and is flattened as a group of one")
        XCTAssertEqual(KeyboardFocusMap(order: order([root])).groups.map(\.containerID), ["toolbar", "inner", "list"])
    }

    /// A top level holding one group of a single item (a sheet with one button) is entered as any
    /// sole top-level group is: the item is scanned on the top level, and the root is no group of
    /// one to report, as the user never selects it and the app cannot ungroup a screen's root.
    func testASoleTopLevelGroupOfOneItemIsEnteredNotReported() {
        let sheet = AccessibilityElement.container(id: "sheet", frame: Rect(0, 0, 390, 844), type: .list,
                                                   children: [text("note", x: 0, y: 100), button("close", "Close", x: 0, y: 200)])
        let tree = ScanTree(order: order([sheet]), settings: .default)
        XCTAssertEqual(ids(tree, tree.topLevel), ["close"])
        XCTAssertEqual(tree.flattenedGroups, [])
    }

    /// A form in a scroll area that neither orders nor groups its children (HelloGoodbye's profile,
    /// whose area answers no scroll while all of it fits): Switch Control scans its fields as items
    /// of the screen, and Full Keyboard Access, reading the whole-content order (which keeps the
    /// area's content together only to read it in place), has the same groups: none.
    func testAScrollAreaIsAFocusGroupExactlyWhereItIsAScanGroup() {
        func screen(grouped: Bool) -> VOTestScene {
            VOTestScene { _, _ in
                let fields = [button("age", "Age", x: 0, y: 100), button("hobbies", "Hobbies", x: 0, y: 160), button("pitch", "Pitch", x: 0, y: 220)]
                var form = AccessibilityElement.container(id: "form", frame: Rect(0, 100, 390, 300), type: grouped ? .list : .none,
                                                          explicitOrder: false, children: fields)
                form.scrollContent = ScrollContent(elements: fields) { _, _ in false }
                return [button("back", "Back", x: 0, y: 40), form, button("preview", "Preview", x: 0, y: 700)]
            }
        }
        for grouped in [false, true] {
            let session = Session(scene: screen(grouped: grouped), settings: Settings())
            let scan = ScanTree(order: session.navigation, settings: .default)
            let focus = KeyboardFocusMap(order: session.fullOrder())
            let scanGroups = scan.items.map { scan.nodes[$0].parent.map { scan.nodes[$0].id } }
            XCTAssertEqual(focus.groups.flatMap { group in group.items.map { _ in group.containerID } }, scanGroups, "grouped \(grouped)")
            XCTAssertEqual(scanGroups, grouped ? [nil, "form", "form", "form", nil] : [nil, nil, nil, nil, nil])
        }
    }

    func testStaticTextIncludedBySetting() {
        var settings = SwitchControlSettings()
        settings.includesStaticText = true
        let tree = ScanTree(order: order(screen()), settings: settings)
        XCTAssertEqual(ids(tree, tree.items), ["title", "back", "share", "only", "caption", "row1", "row2", "done"])
        XCTAssertEqual(ids(tree, tree.topLevel), ["title", "toolbar", "single", "list", "done"], "with the caption, single is a group of two")
        XCTAssertTrue(tree.unscanned.isEmpty)
    }

    func testGroupItemsOffPutsEveryItemOnTheTopLevel() {
        var settings = SwitchControlSettings()
        settings.groupsItems = false
        let tree = ScanTree(order: order(screen()), settings: settings)
        XCTAssertEqual(ids(tree, tree.topLevel), ["back", "share", "only", "row1", "row2", "done"])
        XCTAssertTrue(tree.flattenedGroups.isEmpty)
    }

    func testRespondsToUserInteractionDeclaredOrInferred() {
        var plain = AccessibilityElement(id: "plain", label: "Plain", frame: Rect(0, 0, 10, 10))
        XCTAssertFalse(ScanTree.respondsToUserInteraction(plain))
        plain.respondsToUserInteraction = true
        XCTAssertTrue(ScanTree.respondsToUserInteraction(plain), "declared wins")
        var button = button("b", "B")
        XCTAssertTrue(ScanTree.respondsToUserInteraction(button), "interactive trait")
        button.respondsToUserInteraction = false
        XCTAssertFalse(ScanTree.respondsToUserInteraction(button), "declared false wins over the trait")
        var acting = AccessibilityElement(id: "a", frame: Rect(0, 0, 10, 10))
        acting.customActions = [CustomAction("Delete") { _ in true }]
        XCTAssertTrue(ScanTree.respondsToUserInteraction(acting), "custom actions")
        var hooked = AccessibilityElement(id: "h", frame: Rect(0, 0, 10, 10))
        hooked.onActivate = { _ in true }
        XCTAssertTrue(ScanTree.respondsToUserInteraction(hooked), "an activation behaviour")
        var dragged = AccessibilityElement(id: "d", frame: Rect(0, 0, 10, 10))
        dragged.dragSources = [LocationDescriptor(name: "Drag", point: Point(5, 5))]
        XCTAssertTrue(ScanTree.respondsToUserInteraction(dragged), "a drag source")
        XCTAssertTrue(ScanTree.respondsToUserInteraction(AccessibilityElement(id: "z", traits: .supportsZoom, frame: .zero)))
    }

    func testCombinedContainerGathersItsChildrenSeparateNeverGroups() {
        // Two columns: VoiceOver reads row by row (a1 b1 a2 b2); column a combined is scanned together.
        var columnA = AccessibilityElement.container(id: "colA", frame: Rect(0, 0, 100, 100), explicitOrder: false,
                                                     children: [button("a1", "A1", x: 0, y: 0), button("a2", "A2", x: 0, y: 50)])
        let columnB = AccessibilityElement.container(id: "colB", frame: Rect(150, 0, 100, 100), explicitOrder: false,
                                                     children: [button("b1", "B1", x: 150, y: 0), button("b2", "B2", x: 150, y: 50)])
        XCTAssertEqual(order([columnA, columnB]).entries.map(\.id), ["a1", "b1", "a2", "b2"])
        XCTAssertEqual(ids(ScanTree(order: order([columnA, columnB]), settings: .default), ScanTree(order: order([columnA, columnB]), settings: .default).topLevel),
                       ["a1", "b1", "a2", "b2"], "plain containers are not groups")
        columnA.navigationStyle = .combined
        let tree = ScanTree(order: order([columnA, columnB]), settings: .default)
        XCTAssertEqual(ids(tree, tree.topLevel), ["colA", "b1", "b2"])
        XCTAssertEqual(ids(tree, tree.items), ["a1", "a2", "b1", "b2"], "the scan order differs from VoiceOver's")
        var list = AccessibilityElement.container(id: "list", frame: Rect(0, 0, 100, 100), type: .list,
                                                  children: [button("r1", "R1", x: 0, y: 0), button("r2", "R2", x: 0, y: 50)])
        list.navigationStyle = .separate
        let flat = ScanTree(order: order([list]), settings: .default)
        XCTAssertEqual(ids(flat, flat.topLevel), ["r1", "r2"])
    }

    func testReachCountsPressesAndSeconds() {
        let tree = ScanTree(order: order(screen()), settings: .default)
        var settings = SwitchControlSettings()
        // done: fourth on the top level.
        XCTAssertEqual(tree.reach(of: tree.item(withID: "done")!, settings: settings),
                       ScanReach(autoPresses: 1, autoTime: 3000, manualPresses: 4))
        // row2: the list is third, then row2 second in it; entering the list moves the highlight
        // onto its first member, a scan step the user watches.
        XCTAssertEqual(tree.reach(of: tree.item(withID: "row2")!, settings: settings),
                       ScanReach(autoPresses: 2, autoTime: 2000 + 1000 + 1000, manualPresses: 5))
        XCTAssertEqual(tree.reach(of: tree.item(withID: "back")!, settings: settings),
                       ScanReach(autoPresses: 2, autoTime: 1000, manualPresses: 2), "first in the first group: its one step in")
        settings.pauseOnFirstItem = 500
        XCTAssertEqual(tree.reach(of: tree.item(withID: "row2")!, settings: settings).autoTime, 2000 + 500 + 1000 + 1000 + 500)
        XCTAssertEqual(tree.reach(of: tree.item(withID: "row2")!, settings: settings).autoSeconds, "5.0 s")
        // With Hold Duration, the list is entered only once its press has been held that long.
        settings.holdDuration = 400
        XCTAssertEqual(tree.reach(of: tree.item(withID: "row2")!, settings: settings).autoTime, 5000 + 400)
        XCTAssertEqual(tree.reach(of: tree.item(withID: "done")!, settings: settings).autoTime, 3000 + 500, "no group entered")
    }

    // MARK: The menu

    func testMenuFromWhatTheElementOffers() {
        var rating = AccessibilityElement(id: "rating", label: "Rating", traits: .adjustable, frame: Rect(0, 0, 200, 44))
        rating.customActions = [CustomAction("Clear") { _ in true }]
        var area = AccessibilityElement.container(id: "area", frame: Rect(0, 0, 300, 300), children: [rating])
        area.onScroll = { _, _ in true }
        let plain = ScannerMenu(entry: 0, in: order([button("b", "B")]), dragging: false)
        XCTAssertEqual(plain.top, [.tap, .escape, .home, .device, .settings])
        XCTAssertEqual(plain.actingEntries.filter { !$0.isOutsideApp }, [.tap, .escape])
        let menu = ScannerMenu(entry: 0, in: order([area]), dragging: false)
        XCTAssertEqual(menu.top.map(\.title), ["Tap", "Clear", "Increment", "Decrement", "Scroll", "Escape", "Home", "Device", "Settings"])
        XCTAssertEqual(menu.scroll.map(\.title), ["Scroll Up", "Scroll Down", "Scroll Left", "Scroll Right", "Back"])
        XCTAssertTrue(menu.gestures.isEmpty)
        XCTAssertEqual(menu.top.filter(\.isOutsideApp), [.home, .device], "Settings is Switch Control's own page")
        XCTAssertEqual(menu.settings, [.pointMode, .back])
        XCTAssertEqual(ScannerMenu(entry: 0, in: order([area]), dragging: false, pointScanning: true).settings, [.itemMode, .back])
    }

    func testGesturesPageHasDragSourcesAndPinchesDropPointsOnTopWhileDragging() {
        var icon = button("mail", "Mail")
        icon.dragSources = [LocationDescriptor(name: "Drag Mail", point: Point(50, 22))]
        icon.dropPoints = [LocationDescriptor(name: "Drop on Mail", point: Point(50, 22))]
        icon.traits.insert(.supportsZoom)
        let idle = ScannerMenu(entry: 0, in: order([icon]), dragging: false)
        XCTAssertEqual(idle.top.map(\.title), ["Tap", "Gestures", "Escape", "Home", "Device", "Settings"])
        XCTAssertEqual(idle.gestures.map(\.title), ["Drag Mail", "Pinch Out", "Pinch In", "Back"])
        let dragging = ScannerMenu(entry: 0, in: order([icon]), dragging: true)
        XCTAssertEqual(dragging.top.map(\.title), ["Tap", "Drop on Mail", "Gestures", "Escape", "Home", "Device", "Settings"])
    }

    // MARK: Auto scanning

    private func scanner(_ settings: SwitchControlSettings = .default, roots: [AccessibilityElement]? = nil) -> SwitchScanner {
        SwitchScanner(order: order(roots ?? screen()), settings: settings, screen: Size(400, 800))
    }

    private func highlights(_ events: [SwitchScanEvent]) -> [String] {
        events.compactMap {
            guard case .highlight(let h) = $0 else { return nil }
            return h.kind == .menuEntry ? "menu:\(h.entry!.title)" : "\(h.kind.rawValue):\(h.id ?? "-")"
        }
    }

    func testAutoScanningMovesEverySecondThroughTheTopLevel() {
        var s = scanner()
        XCTAssertEqual(s.highlight.kind, .group)
        XCTAssertEqual(s.highlight.id, "toolbar")
        XCTAssertEqual(s.deadline, 1000)
        XCTAssertEqual(highlights(s.advance(to: 999)), [])
        XCTAssertEqual(highlights(s.advance(to: 1000)), ["item:only"])
        XCTAssertEqual(highlights(s.advance(to: 3000)), ["group:list", "item:done"])
        XCTAssertEqual(highlights(s.advance(to: 4000)), ["group:toolbar"], "round again: the top level has no back-out moment")
    }

    func testPauseOnFirstItemHoldsTheFirstMemberLonger() {
        var settings = SwitchControlSettings()
        settings.pauseOnFirstItem = 400
        var s = scanner(settings)
        XCTAssertEqual(s.deadline, 1400)
        XCTAssertEqual(highlights(s.advance(to: 1400)), ["item:only"])
        XCTAssertEqual(s.deadline, 2400)
    }

    /// Pause on First Item holds a menu page's first entry too: the menu opens at a press, and its
    /// first entry is where the highlight lands after it, as a level's first member is. The menu's
    /// first entry had only the scan time, so the pause a user set was lost where a press begins it.
    func testPauseOnFirstItemHoldsTheMenusFirstEntryLonger() {
        var settings = SwitchControlSettings()
        settings.pauseOnFirstItem = 400
        var s = scanner(settings)
        _ = s.advance(to: 1400)
        XCTAssertEqual(highlights(s.press(.select, at: 1500)), ["menu:Tap"])
        XCTAssertEqual(s.deadline, 2900, "the scan time and the pause")
        XCTAssertEqual(highlights(s.advance(to: 2900)), ["menu:Escape"])
        XCTAssertEqual(s.deadline, 3900, "no pause past the first entry")
    }

    func testEnteringAGroupThenTheDashedBackOutMoment() {
        var s = scanner()
        XCTAssertEqual(highlights(s.press(.select, at: 300)), ["item:back"], "select enters the toolbar")
        XCTAssertEqual(s.deadline, 1300, "the scan time starts again at the press")
        XCTAssertEqual(highlights(s.advance(to: 2300)), ["item:share", "backOut:toolbar"])
        XCTAssertEqual(s.highlight.frame, Rect(0, 50, 300, 44))
        XCTAssertEqual(highlights(s.press(.select, at: 2500)), ["group:toolbar"], "backing out highlights the group on the level above")
        XCTAssertEqual(highlights(s.advance(to: 3500)), ["item:only"])
    }

    func testGroupRoundsIncludeTheBackOutMomentThenLoop() {
        var s = scanner()
        _ = s.press(.select, at: 0)
        XCTAssertEqual(highlights(s.advance(to: 3000)), ["item:share", "backOut:toolbar", "item:back"])
    }

    func testScanningStopsAfterItsLoopsAndAPressRestartsIt() {
        var settings = SwitchControlSettings()
        settings.loops = 2
        var s = scanner(settings)
        // Four members a round: the eighth step ends the second round.
        let events = s.advance(to: 20_000)
        XCTAssertEqual(highlights(events).count, 8)
        XCTAssertEqual(events.suffix(2), [.highlight(.none), .stopped])
        XCTAssertNil(s.deadline)
        XCTAssertEqual(s.highlight, .none)
        XCTAssertEqual(highlights(s.press(.select, at: 21_000)), ["group:toolbar"], "a press wakes scanning, selecting nothing")
        XCTAssertEqual(s.deadline, 22_000)
    }

    func testSelectingAnItemOpensItsMenuScannedThenTheItemItselfClosesIt() {
        var s = scanner()
        _ = s.advance(to: 3000)
        XCTAssertEqual(s.highlight.id, "done")
        let opened = s.press(.select, at: 3100)
        XCTAssertEqual(opened.first, .menu(ScannerMenu(entry: order(screen()).index(of: "done")!, in: order(screen()), dragging: false), page: .top))
        XCTAssertEqual(highlights(opened), ["menu:Tap"])
        XCTAssertEqual(highlights(s.advance(to: 8100)), ["menu:Escape", "menu:Home", "menu:Device", "menu:Settings", "menuItem:done"])
        XCTAssertEqual(s.press(.select, at: 8200), [.menuClosed, .highlight(s.highlight)])
        XCTAssertEqual(s.highlight.id, "done", "closing the menu resumes where the item is")
        XCTAssertNil(s.openMenu)
    }

    /// Every way out of an open menu reports its close, once: an entry chosen (before the entry's
    /// perform), another scanning mode, the screen scanned anew, Switch Control off (`closeMenu`).
    /// Choosing an entry and turning Switch Control off reported none, so a trace kept the menu open.
    func testEveryWayOutOfAnOpenMenuReportsItsCloseOnce() {
        func opened() -> SwitchScanner {
            var s = scanner()
            _ = s.advance(to: 3000)
            _ = s.press(.select, at: 3000)
            XCTAssertNotNil(s.openMenu)
            return s
        }
        var chosen = opened()
        XCTAssertEqual(chosen.press(.select, at: 3500).filter { $0 == .menuClosed }.count, 1)
        var off = opened()
        XCTAssertEqual(off.closeMenu(), [.menuClosed])
        XCTAssertNil(off.openMenu)
        XCTAssertEqual(off.closeMenu(), [], "closed, it closes no more")
        var mode = opened()
        XCTAssertEqual(mode.setMode(.point, at: 3100).filter { $0 == .menuClosed }.count, 1)
        var reloaded = opened()
        let order = reloaded.order
        XCTAssertEqual(reloaded.reload(order, at: 3100).filter { $0 == .menuClosed }.count, 1)
        var none = scanner()
        XCTAssertEqual(none.closeMenu(), [], "no menu open, nothing closes")
    }

    func testChoosingAnEntryReportsItAndRestartsFromTheTop() {
        var s = scanner()
        _ = s.advance(to: 3000)
        _ = s.press(.select, at: 3000)
        let events = s.press(.select, at: 3500)
        XCTAssertEqual(Array(events.prefix(2)), [.menuClosed, .perform(.tap, itemID: "done", point: nil)])
        XCTAssertEqual(highlights(events), ["group:toolbar"])
    }

    func testMenuPagesOpenAndGoBack() {
        var area = AccessibilityElement.container(id: "area", frame: Rect(0, 0, 300, 300), children: [button("b", "B")])
        area.onScroll = { _, _ in true }
        var settings = SwitchControlSettings()
        settings.style = .manual
        var s = scanner(settings, roots: [area])
        _ = s.press(.select, at: 0)
        _ = s.press(.next, at: 10)
        XCTAssertEqual(s.highlight.entry, .scrollPage)
        let page = s.press(.select, at: 20)
        XCTAssertEqual(page.first, .menu(s.openMenu!.menu, page: .scroll))
        XCTAssertEqual(highlights(page), ["menu:Scroll Up"])
        _ = s.press(.next, at: 30)
        let chosen335 = s.press(.select, at: 40)
        XCTAssertEqual(Array(chosen335.prefix(2)), [.menuClosed, .perform(.scroll(.down), itemID: "b", point: nil)])
        _ = s.press(.select, at: 50)
        _ = s.press(.next, at: 60)
        _ = s.press(.select, at: 70)
        XCTAssertEqual(s.openMenu?.page, .scroll)
        _ = s.press(.previous, at: 80)
        XCTAssertEqual(s.highlight.kind, .menuItem, "before the first entry: the item itself")
        _ = s.press(.previous, at: 90)
        XCTAssertEqual(s.highlight.entry, .back)
        _ = s.press(.select, at: 100)
        XCTAssertEqual(s.openMenu?.page, .top)
    }

    func testMenuLoopsRunOutAndScanningStops() {
        var settings = SwitchControlSettings()
        settings.loops = 1
        var s = scanner(settings, roots: [button("b", "B")])
        _ = s.press(.select, at: 0)
        let events = s.advance(to: 60_000)
        XCTAssertEqual(events.suffix(3), [.menuClosed, .highlight(.none), .stopped])
    }

    // MARK: Auto tap

    func testAutoTapTapsAfterItsIntervalUnlessASecondPressOpensTheMenu() {
        var settings = SwitchControlSettings()
        settings.autoTap = SwitchControlSettings.defaultAutoTap
        var s = scanner(settings)
        _ = s.advance(to: 3000)
        XCTAssertEqual(highlights(s.press(.select, at: 3000)), ["autoTap:done"])
        XCTAssertEqual(s.deadline, 3750)
        XCTAssertEqual(s.advance(to: 3749), [])
        XCTAssertEqual(s.advance(to: 3750).first, .perform(.tap, itemID: "done", point: nil))
        _ = s.advance(to: 6750)
        XCTAssertEqual(s.highlight.id, "done")
        _ = s.press(.select, at: 6750)
        let menu = s.press(.select, at: 7000)
        XCTAssertEqual(highlights(menu), ["menu:Tap"], "a second press within 0.75 s opens the menu")
    }

    // MARK: Manual and step scanning

    func testManualScanningMovesOnlyOnPressesBothWays() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        var s = scanner(settings)
        XCTAssertNil(s.deadline)
        XCTAssertEqual(s.advance(to: 100_000), [])
        XCTAssertEqual(highlights(s.press(.next, at: 100_000)), ["item:only"])
        XCTAssertEqual(highlights(s.press(.previous, at: 100_001)), ["group:toolbar"])
        XCTAssertEqual(highlights(s.press(.previous, at: 100_002)), ["item:done"], "previous wraps")
        XCTAssertEqual(s.press(.select, at: 100_003).first.map { if case .menu = $0 { return true } else { return false } }, true)
        XCTAssertNil(s.deadline)
    }

    func testSingleSwitchStepScanningMovesOnPressAndSelectsWhenResting() {
        var settings = SwitchControlSettings()
        settings.style = .singleSwitchStep
        var s = scanner(settings)
        XCTAssertNil(s.deadline, "a fresh screen selects nothing by itself")
        XCTAssertEqual(highlights(s.press(.select, at: 0)), ["item:only"], "any press moves")
        XCTAssertEqual(highlights(s.press(.select, at: 500)), ["group:list"])
        XCTAssertEqual(s.deadline, 1500)
        XCTAssertEqual(highlights(s.advance(to: 1500)), ["item:row1"], "resting selects: the list is entered")
        XCTAssertEqual(highlights(s.advance(to: 2500)), ["menu:Tap"], "resting again selects row1")
        let chosen400 = s.advance(to: 3500)
        XCTAssertEqual(Array(chosen400.prefix(2)), [.menuClosed, .perform(.tap, itemID: "row1", point: nil)])
        XCTAssertNil(s.deadline, "after acting, scanning waits for a press again")
    }

    // MARK: Point scanning

    func testPointScanningBandLineThenAcrossHitsTheElement() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        // done is at y 300…344 on an 800-point screen: band 3 (300…400), line stops every 10 points.
        var s = scanner(settings)
        _ = s.setMode(.point, at: 0)
        XCTAssertEqual(s.highlight.kind, .band)
        XCTAssertEqual(s.highlight.frame, Rect(0, 0, 400, 100))
        for t in 1...3 { _ = s.press(.next, at: t) }
        XCTAssertEqual(s.highlight.frame, Rect(0, 300, 400, 100))
        _ = s.press(.select, at: 4)
        XCTAssertEqual(s.highlight.kind, .line)
        XCTAssertEqual(s.highlight.frame, Rect(0, 305, 400, 0))
        _ = s.press(.next, at: 5)
        _ = s.press(.select, at: 6)
        XCTAssertEqual(s.highlight.frame, Rect(0, 0, 50, 800), "then the band across")
        _ = s.press(.select, at: 7)
        XCTAssertEqual(s.highlight.frame, Rect(2.5, 0, 0, 800))
        let chosen = s.press(.select, at: 8)
        XCTAssertEqual(highlights(chosen), ["menu:Tap"])
        XCTAssertEqual(s.openMenu?.menu.itemID, "done")
        let chosen427 = s.press(.select, at: 9)
        XCTAssertEqual(Array(chosen427.prefix(2)), [.menuClosed, .perform(.tap, itemID: "done", point: Point(2.5, 315))], "a tap lands on the chosen point")
        XCTAssertNil(s.chosenPoint)
    }

    /// A point over a picture no item scanning reaches, in a scroll area (a carousel of photos):
    /// the point's menu offers Scroll, whose entries scroll that area through the element action
    /// (`NavigationOrder.scrollTarget(at:)`), so the pages beyond the first are in a switch user's reach.
    func testAPointInAScrollAreaOffersScroll() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        let photo = AccessibilityElement(id: "photo", label: "Photo", traits: .image, frame: Rect(0, 0, 400, 200))
        var carousel = AccessibilityElement.container(id: "carousel", frame: Rect(0, 0, 400, 200), children: [photo])
        carousel.onScroll = { _, _ in true }
        let order = order([carousel, button("done", "Done", x: 0, y: 300)])
        XCTAssertEqual(order.scrollTarget(at: Point(2.5, 5)), "photo", "the picture, its chain tried from it")
        XCTAssertNil(order.scrollTarget(at: Point(2.5, 305)))
        var s = SwitchScanner(order: order, settings: settings, screen: Size(400, 800))
        _ = s.setMode(.point, at: 0)
        for t in 0..<4 { _ = s.press(.select, at: t) }
        XCTAssertEqual(s.openMenu?.menu.itemID, nil, "the picture is not scanned")
        XCTAssertEqual(s.openMenu?.menu.top.map(\.title), ["Tap", "Scroll", "Escape", "Home", "Device", "Settings"])
        _ = s.press(.next, at: 10)
        _ = s.press(.select, at: 11)
        XCTAssertEqual(s.openMenu?.menu.scroll.map(\.title), ["Scroll Up", "Scroll Down", "Scroll Left", "Scroll Right", "Back"])
        for t in 12..<15 { _ = s.press(.next, at: t) }
        let chosen452 = s.press(.select, at: 15)
        XCTAssertEqual(Array(chosen452.prefix(2)), [.menuClosed, .perform(.scroll(.right), itemID: nil, point: Point(2.5, 5))])
    }

    /// A point over no scanned element gets the point's own menu (Apple: point scanning picks "a
    /// screen location"): Tap acts there, with no element; closing the menu sweeps again. It was a
    /// miss, the band starting over, so a drawn control with no element was out of a switch's reach.
    func testPointScanningOnNothingOpensThePointsMenu() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        var s = scanner(settings)
        _ = s.setMode(.point, at: 0)
        for t in 0..<3 { _ = s.press(.select, at: t) }
        // Band 0, line 5 (y 5), band across 0, line 0 (x 2.5): the title, which is static text, not scanned.
        let events = s.press(.select, at: 10)
        XCTAssertEqual(highlights(events), ["menu:Tap"])
        XCTAssertEqual(s.openMenu?.menu.itemID, nil)
        XCTAssertEqual(s.openMenu?.menu.top.map(\.title), ["Tap", "Escape", "Home", "Device", "Settings"])
        XCTAssertEqual(s.openMenu?.menu.settings.map(\.title), ["Item Mode", "Back"])
        XCTAssertEqual(s.highlight.frame, Rect(2.5, 5, 0, 0), "the point ringed")
        let chosen471 = s.press(.select, at: 11)
        XCTAssertEqual(Array(chosen471.prefix(2)), [.menuClosed, .perform(.tap, itemID: nil, point: Point(2.5, 5))], "a tap lands on the point")
        XCTAssertEqual(s.highlight.kind, .band, "point scanning starts again")
        // Closed without acting (next past the entries to the point, select), it sweeps again too.
        for t in 20..<24 { _ = s.press(.select, at: t) }
        for t in 30..<35 { _ = s.press(.next, at: t) }
        XCTAssertEqual(s.highlight.kind, .menuItem)
        XCTAssertEqual(s.press(.select, at: 40).first, .menuClosed)
        XCTAssertEqual(s.highlight.kind, .band)
    }

    func testReloadScansTheNewScreenFromTheTop() {
        var s = scanner()
        _ = s.advance(to: 2000)
        let events = s.reload(order([button("x", "X"), button("y", "Y", y: 100)]), at: 2000)
        XCTAssertEqual(highlights(events), ["item:x"])
        XCTAssertEqual(s.deadline, 3000)
    }

    func testALevelOfOneKeepsItsHighlightQuietlyAndStillCountsLoops() {
        var settings = SwitchControlSettings()
        settings.loops = 2
        var s = scanner(settings, roots: [button("b", "B")])
        XCTAssertEqual(s.advance(to: 1000), [], "nothing new to show")
        XCTAssertEqual(s.highlight.id, "b")
        XCTAssertEqual(s.advance(to: 2000), [.highlight(.none), .stopped])
    }

    func testNothingToScanStaysStopped() {
        let s = scanner(roots: [text("t")])
        XCTAssertEqual(s.highlight, .none)
        XCTAssertNil(s.deadline)
    }

    func testSettingsByNameWithClearErrors() throws {
        var settings = SwitchControlSettings()
        try settings.set("autoScanningTime", to: "1500")
        try settings.set("autoTap", to: "on")
        try settings.set("style", to: "manual")
        XCTAssertEqual(settings.autoScanningTime, 1500)
        XCTAssertEqual(settings.autoTap, 750)
        XCTAssertEqual(settings.style, .manual)
        XCTAssertThrowsError(try settings.set("loops", to: "0")) {
            XCTAssertEqual("\($0)", "switch-control setting loops=0: expected a number of loops from 1 to 100")
        }
        XCTAssertThrowsError(try settings.set("speed", to: "1")) {
            XCTAssertTrue("\($0)".hasPrefix("switch-control setting speed=1: expected one of style, autoScanningTime"))
        }
    }
}

// MARK: Long press, sound effects, Gestures > Long Press

extension SwitchScanTests {
    private func longPressing(_ action: SwitchLongPressAction = .scannerMenu, autoTap: Bool = false) -> SwitchControlSettings {
        var settings = SwitchControlSettings()
        settings.longPress = SwitchControlSettings.defaultLongPress
        settings.longPressAction = action
        if autoTap { settings.autoTap = SwitchControlSettings.defaultAutoTap }
        return settings
    }

    private func sounds(_ events: [SwitchScanEvent]) -> [Earcon] {
        events.compactMap { if case .sound(let earcon) = $0 { return earcon } else { return nil } }
    }

    func testWithoutLongPressASwitchActsAsItGoesDownAndItsReleaseDoesNothing() {
        var s = scanner()
        _ = s.advance(to: 3000)
        XCTAssertEqual(highlights(s.switchDown(.select, at: 3000)), ["menu:Tap"])
        XCTAssertEqual(s.switchUp(.select, at: 5000), [])
        XCTAssertNil(s.heldSince)
    }

    func testAHeldSwitchHoldsScanningStillThenAShortHoldIsAPressOnRelease() {
        var s = scanner(longPressing(autoTap: true))
        _ = s.advance(to: 3000)
        XCTAssertEqual(s.switchDown(.select, at: 3000), [], "with Long Press on, nothing acts until the switch comes up")
        XCTAssertNil(s.deadline)
        XCTAssertEqual(s.advance(to: 3999), [], "scanning holds still while the switch is down")
        XCTAssertEqual(s.highlight.id, "done")
        XCTAssertEqual(highlights(s.switchUp(.select, at: 3999)), ["autoTap:done"], "999 ms is short of the 1000 ms long press: a press")
        XCTAssertEqual(s.deadline, 3999 + SwitchControlSettings.defaultAutoTap)
    }

    func testALongPressOpensTheScannerMenuEvenWithAutoTapOn() {
        var s = scanner(longPressing(autoTap: true))
        _ = s.advance(to: 3000)
        _ = s.switchDown(.select, at: 3000)
        let released = s.switchUp(.select, at: 4000)
        XCTAssertEqual(released.first, .menu(ScannerMenu(entry: order(screen()).index(of: "done")!, in: order(screen()), dragging: false), page: .top))
        XCTAssertEqual(highlights(released), ["menu:Tap"])
    }

    func testTheLongPressActionTapsAtOnceOrActsAsItsSwitchElsewhere() {
        var tap = scanner(longPressing(.tap))
        _ = tap.advance(to: 3000)
        _ = tap.switchDown(.next, at: 3000)
        XCTAssertEqual(tap.switchUp(.next, at: 4500).first, .perform(.tap, itemID: "done", point: nil), "any switch held long taps the item")
        var group = scanner(longPressing(.scannerMenu))
        _ = group.switchDown(.select, at: 0)
        XCTAssertEqual(highlights(group.switchUp(.select, at: 1500)), ["item:back"], "on a group, Scanner Menu selects: it enters")
        var previous = scanner(longPressing(.previous))
        _ = previous.switchDown(.select, at: 0)
        XCTAssertEqual(highlights(previous.switchUp(.select, at: 1000)), ["item:done"], "Move to Previous Item from the first member wraps")
    }

    func testEachSwitchCanHaveItsOwnLongPressActionOrNone() {
        var settings = longPressing(.scannerMenu)
        settings.nextLongPress = .action(.previous)
        settings.selectLongPress = .none
        XCTAssertEqual(settings.longPressAction(of: .select), nil)
        XCTAssertEqual(settings.longPressAction(of: .next), .previous)
        XCTAssertEqual(settings.longPressAction(of: .previous), .scannerMenu, "a switch not given its own shares longPressAction")
        var next = scanner(settings)
        _ = next.switchDown(.next, at: 0)
        XCTAssertEqual(highlights(next.switchUp(.next, at: 1000)), ["item:done"], "the next switch held long moves back: its own action")
        var shortNext = scanner(settings)
        _ = shortNext.switchDown(.next, at: 0)
        XCTAssertEqual(highlights(shortNext.switchUp(.next, at: 999)), ["item:only"], "held short of the Long Press time it is its press: forward")
        var select = scanner(settings)
        _ = select.advance(to: 3000)
        _ = select.switchDown(.select, at: 3000)
        let released = select.switchUp(.select, at: 6000)
        var pressed = scanner(settings)
        _ = pressed.advance(to: 3000)
        _ = pressed.switchDown(.select, at: 3000)
        XCTAssertEqual(released, pressed.switchUp(.select, at: 3100), "no long-press action: held 3 s, the select switch does what its press does")
        var previous = scanner(settings)
        _ = previous.advance(to: 3000)
        _ = previous.switchDown(.previous, at: 3000)
        XCTAssertEqual(highlights(previous.switchUp(.previous, at: 4000)), ["menu:Tap"], "the shared Scanner Menu")
    }

    func testSoundEffectsTickAsTheHighlightMovesAndClickOnSelectingOnlyWhenOn() {
        var quiet = scanner()
        XCTAssertEqual(sounds(quiet.advance(to: 3000)), [], "off by default, as on iOS")
        var settings = SwitchControlSettings()
        settings.soundEffects = true
        var s = scanner(settings)
        XCTAssertEqual(s.advance(to: 1000), [.highlight(s.highlight), .sound(.scanMove)])
        _ = s.advance(to: 3000)
        let selected = s.press(.select, at: 3000)
        XCTAssertEqual(selected.first, .sound(.scanSelect))
        XCTAssertEqual(sounds(selected), [.scanSelect], "the menu opening after a selection does not tick as well")
        XCTAssertEqual(sounds(s.advance(to: 4000)), [.scanMove])
        XCTAssertEqual(sounds(s.reload(order(screen()), at: 4100)), [], "a new screen lands quietly")
    }

    /// Long Press presses at the activation point: it is offered where the app declares a long
    /// press there, not where a declared area only touches the item (its corner), which the press misses.
    func testGesturesPageOffersLongPressWhereTheAppDeclaresOne() {
        let screen = order(self.screen())
        let done = screen.index(of: "done")!
        let pressed = screen.entries[done].element.resolvedActivationPoint
        let declared = ScannerMenu(entry: done, in: screen, dragging: false, longPressAreas: [Rect(pressed.x - 5, pressed.y - 5, 10, 10)])
        XCTAssertTrue(declared.top.contains(.gesturesPage))
        XCTAssertEqual(declared.gestures, [.longPress, .back])
        XCTAssertEqual(ScannerMenuEntry.longPress.title, "Long Press")
        let frame = screen.entries[done].frame
        let corner = ScannerMenu(entry: done, in: screen, dragging: false, longPressAreas: [Rect(frame.minX, frame.minY, 5, 5)])
        XCTAssertFalse(corner.top.contains(.gesturesPage), "a long press declared on the item's corner: the press at its activation point misses it")
        let elsewhere = ScannerMenu(entry: done, in: screen, dragging: false, longPressAreas: [Rect(0, 700, 5, 5)])
        XCTAssertFalse(elsewhere.top.contains(.gesturesPage), "no long press declared over the item: no Gestures page for it")
    }

    /// iOS's Gestures page lets a switch user double tap, rotate and draw free-hand at the item
    /// (Apple's guide: "selecting, tapping, dragging, typing, and even free-hand drawing"): offered
    /// where the app declares that gesture at the item's activation point, where the entry acts, in
    /// the page's order, once however many areas declare it; the point menu offers them the same way.
    func testGesturesPageOffersDoubleTapRotateAndFreehandWhereTheAppDeclaresThem() {
        let screen = order(self.screen())
        let done = screen.index(of: "done")!
        let pressed = screen.entries[done].element.resolvedActivationPoint
        let around = Rect(pressed.x - 5, pressed.y - 5, 10, 10)
        let declared = [SceneGesture.Kind.pan, .pinch, .rotate, .doubleTap, .doubleTap, .longPress, .tripleTap, .swipe]
            .map { DeclaredGesture(kind: $0, frame: around, meaning: "it", isPathDependent: $0 == .pan) }
        let menu = ScannerMenu(entry: done, in: screen, dragging: false, gestures: declared)
        XCTAssertEqual(menu.gestures.map(\.title), ["Long Press", "Double Tap", "Flick Up", "Flick Down", "Flick Left", "Flick Right",
                                                  "Rotate", "Free-hand", "Pinch Out", "Pinch In", "Back"],
                       "a triple tap has no entry of its own; a swipe is a flick each way")
        let slide = ScannerMenu(entry: done, in: screen, dragging: false, gestures: [DeclaredGesture(kind: .pan, frame: around, meaning: "set")])
        XCTAssertEqual(slide.gestures, [.holdAndDrag, .back],
                       "a pan whose meaning is where it ends (a slider's drag) is no free-hand drawing: Hold and Drag makes it")
        XCTAssertTrue(ScannerMenuEntry.holdAndDrag.makes(.pan))
        XCTAssertEqual(ScannerMenu(entry: done, in: screen, dragging: false, draggable: true).gestures, [.holdAndDrag, .back],
                       "where the scene lifts something under a finger, Hold and Drag drags it")
        XCTAssertTrue(menu.top.contains(.gesturesPage))
        let frame = screen.entries[done].frame
        let corner = ScannerMenu(entry: done, in: screen, dragging: false,
                                 gestures: [DeclaredGesture(kind: .doubleTap, frame: Rect(frame.minX, frame.minY, 5, 5), meaning: "it")])
        XCTAssertEqual(corner.gestures, [], "declared on the corner only: the double tap at the activation point misses it")
        XCTAssertEqual(ScannerMenu(point: pressed, gestures: declared).gestures,
                       [.longPress, .doubleTap, .flick(.up), .flick(.down), .flick(.left), .flick(.right), .rotate, .freehand, .back],
                       "no pinch at a point")
        var zooming = self.screen()
        zooming[zooming.count - 1].traits.insert(.supportsZoom)
        let zoomOrder = order(zooming)
        let zoomMenu = ScannerMenu(entry: zoomOrder.index(of: "done")!, in: zoomOrder, dragging: false,
                                   gestures: [DeclaredGesture(kind: .pinch, frame: around, meaning: "zoom")])
        XCTAssertEqual(zoomMenu.gestures, [.zoomIn, .zoomOut, .back], "an item that zooms pinches through its zoom, once")
        XCTAssertTrue(ScannerMenuEntry.doubleTap.makes(.doubleTap))
        XCTAssertFalse(ScannerMenuEntry.tap.makes(.doubleTap), "Tap is no double tap")
        XCTAssertFalse(ScannerMenuEntry.tap.makes(.longPress), "nor a long press")
    }

    /// A swipe the app recognises one way only (a `UISwipeGestureRecognizer`'s `direction`) gets
    /// that Flick alone: the other three would be entries nothing answers, each a scan step more
    /// on every visit to the page. Two swipes declared two ways get both; one declared any way, all four.
    func testAFlickIsOfferedOnlyTheWayTheSwipeIsDeclared() {
        let screen = order(self.screen())
        let done = screen.index(of: "done")!
        let pressed = screen.entries[done].element.resolvedActivationPoint
        let around = Rect(pressed.x - 5, pressed.y - 5, 10, 10)
        let left = DeclaredGesture(swipe: .left, frame: around, meaning: "next page")
        XCTAssertEqual(ScannerMenu(entry: done, in: screen, dragging: false, gestures: [left]).gestures, [.flick(.left), .back])
        let right = DeclaredGesture(swipe: .right, frame: around, meaning: "previous page")
        XCTAssertEqual(ScannerMenu(entry: done, in: screen, dragging: false, gestures: [right, left]).gestures,
                       [.flick(.left), .flick(.right), .back], "in the page's order")
        XCTAssertEqual(ScannerMenu(point: pressed, gestures: [left]).gestures, [.flick(.left), .back], "the point menu alike")
        let any = DeclaredGesture(kind: .swipe, frame: around, meaning: "browse")
        XCTAssertEqual(ScannerMenu(entry: done, in: screen, dragging: false, gestures: [any]).gestures,
                       [.flick(.up), .flick(.down), .flick(.left), .flick(.right), .back])
    }

    func testLongPressSettingsByNameAndOnlyInTheHeaderWhenUsed() throws {
        var settings = SwitchControlSettings()
        XCTAssertFalse(settings.named.map(\.name).contains("longPress"), "a default keeps the header older traces have")
        try settings.set("longPress", to: "on")
        XCTAssertEqual(settings.longPress, 1000)
        try settings.set("longPress", to: "1500")
        try settings.set("longPressAction", to: "tap")
        try settings.set("soundEffects", to: "true")
        XCTAssertEqual(settings.named.suffix(3).map(\.name), ["longPress", "longPressAction", "soundEffects"])
        XCTAssertEqual(settings.named.suffix(3).map(\.value), ["1500", "tap", "true"])
        XCTAssertThrowsError(try settings.set("longPressAction", to: "home")) {
            XCTAssertEqual("\($0)", "switch-control setting longPressAction=home: expected scannerMenu, tap, select, next, previous")
        }
        try settings.set("nextLongPressAction", to: "none")
        XCTAssertEqual(settings.nextLongPress, SwitchOwnLongPress.none)
        XCTAssertEqual(settings.named.last.map { "\($0.name)=\($0.value)" }, "nextLongPressAction=none", "listed only when given")
        try settings.set("nextLongPressAction", to: "shared")
        XCTAssertFalse(settings.named.map(\.name).contains("nextLongPressAction"), "shared is the default")
        XCTAssertThrowsError(try settings.set("selectLongPressAction", to: "home")) {
            XCTAssertEqual("\($0)", "switch-control setting selectLongPressAction=home: expected shared, none, scannerMenu, tap, select, next, previous")
        }
        XCTAssertThrowsError(try settings.set("longPress", to: "50")) {
            XCTAssertEqual("\($0)", "switch-control setting longPress=50: expected off, on, or milliseconds from 100 to 60000")
        }
    }
}

// MARK: Hold Duration, Ignore Repeat

extension SwitchScanTests {
    private func settings(hold: Int? = nil, ignoreRepeat: Int? = nil, longPress: Int? = nil, style: SwitchControlSettings.ScanningStyle = .auto) -> SwitchControlSettings {
        var settings = SwitchControlSettings()
        settings.holdDuration = hold
        settings.ignoreRepeat = ignoreRepeat
        settings.longPress = longPress
        settings.style = style
        return settings
    }

    /// "Set whether and how long you need to hold a switch down before it's accepted as a switch
    /// action": released sooner it does nothing; held that long it acts then, still down.
    func testWithHoldDurationAShortPressDoesNothingAndAHeldOneActsOnceHeldLongEnough() {
        var s = scanner(settings(hold: 500))
        _ = s.advance(to: 3000)
        XCTAssertEqual(s.highlight.id, "done")
        XCTAssertEqual(s.switchDown(.select, at: 3000), [])
        XCTAssertEqual(s.deadline, 3500, "the hold is waited for")
        XCTAssertEqual(s.switchUp(.select, at: 3400), [], "400 ms is short of the 500 ms Hold Duration: nothing")
        XCTAssertNil(s.heldSince)
        XCTAssertEqual(s.highlight.id, "done", "scanning held still while the switch was down")
        XCTAssertEqual(s.deadline, 3400 + 1000, "and resumes with a full scan time")
        XCTAssertEqual(s.switchDown(.select, at: 4000), [])
        XCTAssertEqual(highlights(s.advance(to: 4500)), ["menu:Tap"], "held 500 ms, the press counts and acts, the switch still down")
        XCTAssertNil(s.deadline, "scanning holds still until the switch comes up")
        XCTAssertEqual(s.switchUp(.select, at: 4800), [], "its coming up does nothing more")
        XCTAssertEqual(s.deadline, 4800 + 1000)
    }

    /// A `press` is a switch down and up at once: held for no time, it does not count.
    func testAPressOfNoLengthDoesNotCountUnderHoldDuration() {
        var s = scanner(settings(hold: 500))
        _ = s.advance(to: 3000)
        XCTAssertEqual(s.press(.select, at: 3000), [])
        XCTAssertEqual(s.highlight.id, "done")
    }

    /// With Long Press on too, the switch acts as it comes up, which alone says which it was.
    func testHoldDurationWithLongPressActsOnReleaseOnlyPastTheHold() {
        var s = scanner(settings(hold: 500, longPress: 1000))
        _ = s.advance(to: 3000)
        _ = s.switchDown(.select, at: 3000)
        XCTAssertEqual(s.advance(to: 3600), [], "held past the Hold Duration, it waits to know the hold")
        XCTAssertEqual(highlights(s.switchUp(.select, at: 3700)), ["menu:Tap"], "700 ms: a press")
        var short = scanner(settings(hold: 500, longPress: 1000))
        _ = short.advance(to: 3000)
        _ = short.switchDown(.select, at: 3000)
        XCTAssertEqual(short.switchUp(.select, at: 3300), [], "300 ms: not accepted")
        var long = scanner(settings(hold: 500, longPress: 1000, style: .auto))
        _ = long.advance(to: 3000)
        _ = long.switchDown(.next, at: 3000)
        XCTAssertEqual(highlights(long.switchUp(.next, at: 4200)), ["menu:Tap"], "1200 ms: the long press opens the menu")
    }

    /// "Ignore accidental repeated switch triggers": a second press of the same switch within the
    /// time does nothing, another switch's does, and the time runs from the press that counted.
    func testIgnoreRepeatDropsTheSameSwitchWithinItsTime() {
        var s = scanner(settings(ignoreRepeat: 500, style: .manual))
        let first = s.highlight.id
        XCTAssertEqual(s.press(.next, at: 1000).count, 1, "counts")
        let second = s.highlight.id
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(s.press(.next, at: 1300), [], "300 ms after: ignored")
        XCTAssertEqual(s.press(.next, at: 1400), [], "and again: the time runs from the press that counted")
        XCTAssertEqual(s.highlight.id, second)
        XCTAssertEqual(s.press(.previous, at: 1450).count, 1, "another switch counts")
        XCTAssertEqual(s.highlight.id, first)
        XCTAssertEqual(s.press(.next, at: 1500).count, 1, "500 ms after the last that counted: counts")
        XCTAssertEqual(s.highlight.id, second)
        // A held switch going down within the time is ignored, its coming up too.
        var held = scanner(settings(ignoreRepeat: 500, longPress: 1000, style: .manual))
        _ = held.switchDown(.next, at: 1000)
        XCTAssertEqual(held.switchUp(.next, at: 1100).count, 1)
        XCTAssertEqual(held.switchDown(.next, at: 1200), [])
        XCTAssertNil(held.heldSince)
        XCTAssertEqual(held.switchUp(.next, at: 1300), [])
        XCTAssertEqual(held.highlight.id, second)
    }

    func testHoldDurationAndIgnoreRepeatByNameOnlyInTheHeaderWhenUsed() throws {
        var settings = SwitchControlSettings()
        XCTAssertFalse(settings.named.map(\.name).contains("holdDuration"), "a default keeps the header older traces have")
        try settings.set("holdDuration", to: "on")
        try settings.set("ignoreRepeat", to: "on")
        XCTAssertEqual(settings.holdDuration, SwitchControlSettings.defaultHoldDuration)
        XCTAssertEqual(settings.ignoreRepeat, SwitchControlSettings.defaultIgnoreRepeat)
        try settings.set("holdDuration", to: "200")
        XCTAssertEqual(settings.named.suffix(2).map(\.name), ["holdDuration", "ignoreRepeat"])
        XCTAssertEqual(settings.named.suffix(2).map(\.value), ["200", "500"])
        try settings.set("ignoreRepeat", to: "off")
        XCTAssertNil(settings.ignoreRepeat)
        XCTAssertThrowsError(try settings.set("holdDuration", to: "20")) {
            XCTAssertEqual("\($0)", "switch-control setting holdDuration=20: expected off, on, or milliseconds from 50 to 60000")
        }
    }
}
