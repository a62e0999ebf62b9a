import AXCore
@testable import AXEngine
import AXScenes
import XCTest

/// Section 5: explicit order, geometric sort with the row rule, RTL, groups, hidden, modal, hit-testing.
final class NavigationOrderTests: XCTestCase {
    private func ids(_ roots: [AccessibilityElement], _ direction: LayoutDirection = .leftToRight,
                     threshold: Double = 8) -> [String] {
        NavigationOrder(roots: roots, layoutDirection: direction, rowThreshold: threshold).entries.map(\.id)
    }

    private func box(_ id: String, _ x: Double, _ y: Double, _ w: Double = 40, _ h: Double = 40) -> AccessibilityElement {
        button(id, id, x: x, y: y, width: w, height: h)
    }

    func testExplicitContainerKeepsItsOrder() {
        let container = AccessibilityElement.container(id: "c", frame: Rect(0, 0, 300, 300),
                                                       children: [box("c3", 0, 200), box("c1", 200, 0), box("c2", 0, 0)])
        XCTAssertEqual(ids([container]), ["c3", "c1", "c2"])
    }

    func testGeometricTopToBottomLeftToRight() {
        XCTAssertEqual(ids([box("d", 100, 100), box("b", 100, 0), box("c", 0, 100), box("a", 0, 0)]), ["a", "b", "c", "d"])
    }

    func testSortsByFrameNeverByPath() {
        var shaped = box("shaped", 0, 0)
        shaped.path = .rect(Rect(0, 300, 10, 10))
        XCTAssertEqual(ids([box("other", 100, 100), shaped]), ["shaped", "other"])
    }

    func testRowRuleEightPointsOnPhone() {
        // Tops 7.9 apart: one row, ordered by left edge.
        XCTAssertEqual(ids([box("left", 0, 7.9), box("right", 100, 0)]), ["left", "right"])
        // Exactly 8 apart: two rows.
        XCTAssertEqual(ids([box("left", 0, 8), box("right", 100, 0)]), ["right", "left"])
    }

    func testRowRuleThirteenPointsOnPad() {
        XCTAssertEqual(NavigationOrder.rowThreshold(for: .pad), 13)
        XCTAssertEqual(NavigationOrder.rowThreshold(for: .phone), 8)
        XCTAssertEqual(ids([box("left", 0, 12.9), box("right", 100, 0)], threshold: 13), ["left", "right"])
        XCTAssertEqual(ids([box("left", 0, 13), box("right", 100, 0)], threshold: 13), ["right", "left"])
        // Through a scene and settings: the idiom picks the threshold.
        let scene = VOTestScene(elements: [box("left", 0, 10), box("right", 100, 0)])
        var settings = Settings()
        XCTAssertEqual(NavigationOrder(scene: scene, settings: settings).entries.map(\.id), ["right", "left"])
        settings.idiom = .pad
        XCTAssertEqual(NavigationOrder(scene: scene, settings: settings).entries.map(\.id), ["left", "right"])
        // A scene laid out for the pad idiom is read with 13 points without the setting.
        scene.device = .pad
        XCTAssertEqual(NavigationOrder(scene: scene, settings: Settings()).entries.map(\.id), ["left", "right"])
        XCTAssertEqual(Session(scene: scene).navigation.entries.map(\.id), ["left", "right"])
    }

    func testRowRuleChainsThroughThePreviousElement() {
        // a(0) b(6) c(12): c is 12 below a but 6 below b, so all three chain into one row.
        XCTAssertEqual(ids([box("c", 0, 12), box("b", 100, 6), box("a", 200, 0)]), ["c", "b", "a"])
        // d at 20 is 8 below c: a new row.
        XCTAssertEqual(ids([box("d", 0, 20), box("c", 50, 12), box("b", 100, 6), box("a", 200, 0)]), ["c", "b", "a", "d"])
    }

    func testRightToLeftOrdersRowsByRightEdge() {
        let roots = [box("a", 0, 0, 100), box("b", 120, 0, 40), box("c", 0, 60)]
        XCTAssertEqual(ids(roots, .rightToLeft), ["b", "a", "c"])
        // Right edges: wide(0…200) ends after narrow(150…190): wide comes first in RTL.
        XCTAssertEqual(ids([box("narrow", 150, 0, 40), box("wide", 0, 0, 200)], .rightToLeft), ["wide", "narrow"])
    }

    func testGroupStaysTogetherAndSortsByFirstChild() {
        var group = AccessibilityElement.container(id: "g", frame: Rect(0, 100, 300, 100), explicitOrder: false,
                                                   children: [box("g2", 100, 100), box("g1", 0, 100)])
        group.groupsChildren = true
        // "x" sits between g1 and g2 geometrically but the group stays together.
        let roots = [box("x", 50, 101), group, box("top", 0, 0)]
        XCTAssertEqual(ids(roots), ["top", "g1", "g2", "x"])
        // A plain container's children join the parent's sort instead.
        let plain = AccessibilityElement.container(id: "p", frame: Rect(0, 100, 300, 100), explicitOrder: false,
                                                   children: [box("p2", 100, 100), box("p1", 0, 100)])
        XCTAssertEqual(ids([box("x", 50, 101), plain, box("top", 0, 0)]), ["top", "p1", "x", "p2"])
    }

    func testHiddenSubtreesAreSkipped() {
        var hidden = AccessibilityElement.container(id: "h", frame: Rect(0, 0, 100, 100), children: [box("inside", 0, 0)])
        hidden.elementsHidden = true
        var hiddenLeaf = box("leaf", 0, 50)
        hiddenLeaf.elementsHidden = true
        XCTAssertEqual(ids([hidden, hiddenLeaf, box("shown", 0, 100)]), ["shown"])
    }

    func testModalConfinesToTheLastModalSibling() {
        var modal1 = AccessibilityElement.container(id: "m1", frame: Rect(0, 0, 300, 300), children: [box("one", 0, 0)])
        modal1.viewIsModal = true
        var modal2 = AccessibilityElement.container(id: "m2", frame: Rect(0, 0, 300, 300), children: [box("two", 0, 0), box("close", 0, 100)])
        modal2.viewIsModal = true
        XCTAssertEqual(ids([box("behind", 0, 0), modal1, modal2, box("also-behind", 0, 400)]), ["two", "close"])
    }

    func testElementHidesItsChildren() {
        var parent = box("parent", 0, 0, 200, 200)
        parent.children = [box("child", 0, 0)]
        XCTAssertEqual(ids([parent]), ["parent"])
    }

    func testContextsForListLandmarkTabSeries() {
        let list = AccessibilityElement.container(id: "list", frame: Rect(0, 0, 100, 300), type: .list,
                                                  children: [box("l1", 0, 0), box("l2", 0, 50), box("l3", 0, 100)])
        let landmark = AccessibilityElement.container(id: "mark", frame: Rect(0, 400, 100, 100), type: .landmark,
                                                      children: [box("k1", 0, 400), box("k2", 0, 450)])
        var tabs = AccessibilityElement.container(id: "tabs", frame: Rect(0, 600, 300, 50),
                                                  children: [box("t1", 0, 600), box("t2", 100, 600)])
        tabs.traits = .tabBar
        var series = AccessibilityElement.container(id: "seg", frame: Rect(0, 700, 300, 50),
                                                    children: [box("s1", 0, 700), box("s2", 100, 700), box("s3", 200, 700)])
        series.isSeries = true
        let order = NavigationOrder(roots: [list, landmark, tabs, series])
        XCTAssertEqual(order.entries.map(\.context), [
            .listStart, .none, .listEnd, .landmarkStart, .landmarkEnd,
            .tab(index: 1, count: 2), .tab(index: 2, count: 2),
            .series(index: 1, count: 3), .series(index: 2, count: 3), .series(index: 3, count: 3),
        ])
        XCTAssertEqual(order.entries[0].containerIDs, ["list"])
        XCTAssertEqual(DescriptionBuilder.describe(order.entries[5].element, context: order.entries[5].context).description,
                       "t1. Tab. 1 of 2.")
    }

    func testChainWalksAncestorsNearestFirst() {
        let inner = AccessibilityElement.container(id: "inner", frame: Rect(0, 0, 100, 100), children: [box("leaf", 0, 0)])
        let outer = AccessibilityElement.container(id: "outer", frame: Rect(0, 0, 200, 200), children: [inner])
        let order = NavigationOrder(roots: [outer])
        XCTAssertEqual(order.chain(from: 0).map(\.id), ["leaf", "inner", "outer"])
    }

    func testTheFirstInAChainIsTheNearestThatPasses() {
        var inner = AccessibilityElement.container(id: "inner", frame: Rect(0, 0, 100, 100), children: [box("leaf", 0, 0)])
        inner.viewIsModal = true
        var outer = AccessibilityElement.container(id: "outer", frame: Rect(0, 0, 200, 200), children: [inner])
        outer.isSeries = true
        let order = NavigationOrder(roots: [outer, box("beside", 300, 0)])
        // The nearest that passes, not the outermost; the element itself first.
        XCTAssertEqual(order.firstInChain(from: 0) { $0.viewIsModal || $0.isSeries }.map { order.nodes[$0].element.id }, "inner")
        XCTAssertEqual(order.firstInChain(from: 0) { $0.id.hasPrefix("l") || $0.viewIsModal }.map { order.nodes[$0].element.id }, "leaf")
        XCTAssertTrue(order.chainContains(from: 0) { $0.id == "outer" })
        // An element outside both has none in its chain.
        XCTAssertEqual(order.entries[1].id, "beside")
        XCTAssertNil(order.firstInChain(from: 1) { $0.viewIsModal })
        XCTAssertFalse(order.chainContains(from: 1) { $0.viewIsModal })
    }

    /// An id is found at its first entry, by comparing ids in a small order and through the table
    /// in a large one, and both ways agree with a scan of the entries.
    func testAnIdIsFoundAtItsFirstEntryInSmallAndLargeOrders() {
        for count in [3, NavigationOrder.Parts.scannedUpTo, NavigationOrder.Parts.scannedUpTo + 1, 200] {
            // Rows of ten boxes; every fifth box repeats the id of the one before it.
            let roots = (0..<count).map { i in box("b\(i % 5 == 4 ? i - 1 : i)", Double(i % 10) * 50, Double(i / 10) * 50) }
            let order = NavigationOrder(roots: roots)
            XCTAssertEqual(order.count, count)
            XCTAssertEqual(order.storage.parts.indexByID.isEmpty, count <= NavigationOrder.Parts.scannedUpTo, "\(count)")
            for i in 0..<count {
                let id = order.entries[i].id
                XCTAssertEqual(order.index(of: id), order.entries.firstIndex { $0.id == id }, "\(count): \(id)")
                XCTAssertEqual(order.node(withID: id)?.id, id)
            }
            XCTAssertEqual(order.index(of: "b3"), count > 3 ? 3 : nil, "\(count)")
            XCTAssertNil(order.index(of: "b4"), "\(count)")
            XCTAssertNil(order.index(of: "nowhere"), "\(count)")
        }
    }

    // MARK: Hit-testing

    /// A touch finds the front-most element whose path (else frame) holds it: the star laid over
    /// the box, later in the tree; outside the star's path but inside its frame, the box under it.
    func testHitTestUsesPathThenFrameTheFrontMostWins() {
        var star = box("star", 0, 0, 100, 100)
        star.path = .star(center: Point(50, 50), outerRadius: 50, innerRadius: 20)
        let under = box("under", 0, 0, 200, 200)
        let order = NavigationOrder(roots: [under, star])
        XCTAssertEqual(order.entries.map(\.id), ["under", "star"])
        XCTAssertEqual(order.hitTest(Point(50, 50)).map { order.entries[$0].id }, "star")
        // Inside the star's frame but outside its path: the box under it.
        XCTAssertEqual(order.hitTest(Point(2, 2)).map { order.entries[$0].id }, "under")
        XCTAssertEqual(order.hitTest(Point(150, 150)).map { order.entries[$0].id }, "under")
        // The box laid over the star instead: the box, wherever it holds the point.
        let over = NavigationOrder(roots: [star, under])
        XCTAssertEqual(over.hitTest(Point(50, 50)).map { over.entries[$0].id }, "under")
        XCTAssertNil(order.hitTest(Point(500, 500)))
    }

    func testHitTestPathOutsideFrameCounts() {
        var shaped = box("shaped", 0, 0, 10, 10)
        shaped.path = .rect(Rect(100, 100, 50, 50))
        let order = NavigationOrder(roots: [shaped])
        XCTAssertEqual(order.hitTest(Point(120, 120)), 0)
        XCTAssertNil(order.hitTest(Point(5, 5)))
    }

    func testHitTestOnGeneratedGridMatchesTheScene() {
        let grid = GridScene(count: 1000)
        let order = NavigationOrder(scene: grid, settings: Settings())
        XCTAssertEqual(order.count, 1000)
        for i in stride(from: 0, to: 1000, by: 37) {
            let center = grid.frame(of: i).center
            let hit = order.hitTest(center).map { order.entries[$0].id }
            XCTAssertEqual(hit, "cell-\(i + 1)")
        }
    }

    /// A scene that hands back the very tree it was read from keeps its order (the same boxes, no
    /// new read of the elements), while its evaluated traits are still read fresh; a new array, or
    /// a frame evaluated on read, is read again.
    func testTheSameTreeKeepsItsOrderAndAnythingElseIsReadAgain() {
        let grid = GridScene(count: 100)
        let settings = Settings()
        let first = NavigationOrder(scene: grid, settings: settings)
        let again = NavigationOrder(scene: grid, settings: settings, reusing: first)
        // A kept order is the very value: its entries share their storage (both orders are alive, so a
        // new order's entries cannot lie at the same address).
        func sharesEntries(_ a: NavigationOrder, _ b: NavigationOrder) -> Bool {
            a.entries.withUnsafeBufferPointer { x in b.entries.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
        }
        XCTAssertTrue(sharesEntries(again, first), "the same tree is not read again")
        XCTAssertFalse(again.entries[3].element.traits.contains(.selected))
        XCTAssertTrue(grid.gesture(SceneGesture(kind: .tap, location: grid.frame(of: 3).center), context: DragRecordingContext()))
        XCTAssertTrue(NavigationOrder(scene: grid, settings: settings, reusing: first).entries[3].element.traits.contains(.selected),
                      "evaluated traits are read through the kept order")
        var rtl = settings
        rtl.layoutDirection = .rightToLeft
        XCTAssertFalse(sharesEntries(NavigationOrder(scene: grid, settings: rtl, reusing: first), first),
                       "other settings read the tree again")

        var top = 0.0
        let moving = VOTestScene { _, _ in
            var a = AccessibilityElement(id: "a", label: "A", traits: .button, frame: Rect(0, 0, 50, 44))
            a.$frame = .computed { Rect(0, top, 50, 44) }
            return [a, AccessibilityElement(id: "b", label: "B", traits: .button, frame: Rect(0, 100, 50, 44))]
        }
        let tree = moving.accessibilityElements(settings: settings)
        let kept = KeptTree(roots: tree)
        let before = NavigationOrder(scene: kept, settings: settings)
        top = 200
        let after = NavigationOrder(scene: kept, settings: settings, reusing: before)
        XCTAssertEqual(after.entries.map(\.id), ["b", "a"], "an evaluated frame makes the same tree read again")
        let rebuilt = NavigationOrder(scene: moving, settings: settings, reusing: NavigationOrder(scene: moving, settings: settings))
        XCTAssertEqual(rebuilt.entries.map(\.id), ["b", "a"])
    }
}

/// A scene that always hands back one stored tree.
private final class KeptTree: Scene {
    let id = "kept"
    let title = "Kept tree"
    let device = Device.phone
    let roots: [AccessibilityElement]
    init(roots: [AccessibilityElement]) { self.roots = roots }
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] { roots }
    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
}
