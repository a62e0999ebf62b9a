import AXCore
import XCTest

/// The component model: frames come from one layout, the composition mirrors right-to-left layouts,
/// hit-tests and reflows text, and a `ComponentScene` routes input to the component under it.
final class ComponentTests: XCTestCase {
    /// A control that records what reaches it and exposes one element over its frame, with a path,
    /// an activation point and a drop point at its leading edge.
    final class Probe: Component {
        let id: String
        let height: Double
        var mirrors = true
        var tracks = true
        /// A component inside this one, inset by 10 points.
        var content: (any Component)?
        private(set) var touches: [SceneTouch] = []
        private(set) var gestures: [SceneGesture] = []

        init(_ id: String, height: Double = 44) { self.id = id; self.height = height }

        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: 100, height: height) }
        var mirrorsInRightToLeft: Bool { mirrors }
        var tracksTouches: Bool { tracks }

        func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
            content.map { [PlacedComponent($0, in: frame.insetBy(dx: 10, dy: 10))] } ?? []
        }

        func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
            list.fill(.rect(Rect(x: frame.minX, y: frame.minY, width: 10, height: frame.height)), .black)
            list.text(TextRun(id, box: frame, size: 17))
        }

        func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
            var element = AccessibilityElement(id: id, label: SpeechText(id), traits: .button, frame: frame)
            element.path = .rect(Rect(x: frame.minX, y: frame.minY, width: 10, height: frame.height))
            element.activationPoint = Point(frame.minX + 5, frame.midY)
            element.dropPoints = [LocationDescriptor(name: "start", point: Point(frame.minX, frame.midY))]
            return [element]
        }

        func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { frame.contains(point) }
        func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) { touches.append(touch) }
        func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
            gestures.append(gesture)
            return gesture.kind == .tap
        }
    }

    final class Context: SceneContext {
        var settings: Settings
        var now = 0
        private(set) var posted: [AccessibilityNotification] = []
        init(_ settings: Settings = .default) { self.settings = settings }
        func post(_ notification: AccessibilityNotification) { posted.append(notification) }
        func play(_ sound: SoundCue) {}
        func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {}
    }

    final class Screen: ComponentScene {
        let root: any Component
        init(_ root: any Component) {
            self.root = root
            super.init(id: "test", title: "Test")
        }
        override func body(settings: Settings) -> any Component { root }
    }

    private let rtl: Settings = { var s = Settings(); s.layoutDirection = .rightToLeft; return s }()
    private let screen = Device.phone.bounds

    private func elements(_ scene: Scene, _ settings: Settings = .default) -> [String: AccessibilityElement] {
        var all: [String: AccessibilityElement] = [:]
        for root in scene.accessibilityElements(settings: settings) { root.forEachNode { all[$0.id] = $0 } }
        return all
    }

    func testElementFramesAndDrawingComeFromTheLayout() throws {
        let a = Probe("a"), b = Probe("b", height: 60)
        let scene = Screen(Padding(top: 50, leading: 20, bottom: 0, trailing: 20, Column(spacing: 8, [a, b])))
        let found = elements(scene)
        XCTAssertEqual(found["a"]?.frame, Rect(x: 20, y: 50, width: 350, height: 44))
        XCTAssertEqual(found["b"]?.frame, Rect(x: 20, y: 102, width: 350, height: 60))
        var list = DisplayList()
        scene.draw(into: &list, settings: .default, time: 0)
        XCTAssertEqual(list.textRuns.map(\.run.box), [found["a"]!.frame, found["b"]!.frame], "drawn where the elements are")
        let layout = scene.layout(.default)
        XCTAssertEqual(layout.nodes.compactMap { $0.component as? Probe }.count, 2)
    }

    func testRightToLeftIsMirroredOnceByTheComposition() throws {
        let probe = Probe("p")
        let scene = Screen(Padding(top: 100, leading: 20, bottom: 0, trailing: 200, Column([probe])))
        let ltr = try XCTUnwrap(elements(scene)["p"])
        let mirrored = try XCTUnwrap(elements(scene, rtl)["p"])
        XCTAssertEqual(ltr.frame, Rect(x: 20, y: 100, width: 170, height: 44))
        XCTAssertEqual(mirrored.frame, Rect(x: 200, y: 100, width: 170, height: 44), "the leading inset is on the right")
        XCTAssertEqual(mirrored.path?.bounds, Rect(x: 360, y: 100, width: 10, height: 44), "the content path follows")
        XCTAssertEqual(mirrored.activationPoint, Point(365, 122))
        XCTAssertEqual(mirrored.dropPoints.first?.point, Point(370, 122), "the leading edge is the right edge")
        var list = DisplayList()
        scene.draw(into: &list, settings: rtl, time: 0)
        XCTAssertEqual(list.items.first?.command, .fill(.rect(Rect(x: 360, y: 100, width: 10, height: 44)), .black))
        let text = try XCTUnwrap(list.textRuns.first?.run)
        XCTAssertEqual(text.box, mirrored.frame)
        XCTAssertEqual(text.alignment, .leading, "natural alignment: drawn from the right in a right-to-left layout")
        // A touch on the mirrored bar reaches the control at the bar's place in its own layout.
        let context = Context(rtl)
        scene.touch(SceneTouch(id: 1, phase: .began, location: Point(365, 110), time: 0), context: context)
        XCTAssertEqual(probe.touches.map(\.location), [Point(25, 110)])
    }

    func testAControlThatKeepsLeftToRightMovesWithTheLayoutButIsNotMirrored() throws {
        let first = Probe("first"), second = Probe("second"), island = Probe("island")
        island.mirrors = false
        let scene = Screen(Padding(top: 100, leading: 0, bottom: 0, trailing: 0, Column([Row([
            Sized(width: 100, height: 44, first), Sized(width: 100, height: 44, second),
            Sized(width: 150, height: 44, Row([Sized(width: 50, height: 44, island), Spacer()])),
        ])])))
        let ltr = elements(scene), mirrored = elements(scene, rtl)
        XCTAssertEqual(ltr["first"]?.frame.minX, 0)
        XCTAssertEqual(mirrored["first"]?.frame.minX, 290, "the row runs from the right")
        XCTAssertEqual(ltr["island"]?.frame, Rect(x: 200, y: 100, width: 50, height: 44))
        XCTAssertEqual(mirrored["island"]?.frame, Rect(x: 140, y: 100, width: 50, height: 44), "mirrored with its row")
        XCTAssertEqual(mirrored["island"]?.path?.bounds.minX, 140, "its own content is not mirrored")
        let context = Context(rtl)
        scene.touch(SceneTouch(id: 1, phase: .began, location: Point(145, 120), time: 0), context: context)
        XCTAssertEqual(island.touches.map(\.location), [Point(205, 120)], "delivered where it is in the left-to-right layout")
    }

    func testHitTestingFindsTheFrontMostComponentThenItsAncestors() {
        let back = Probe("back", height: 300), front = Probe("front"), beside = Probe("beside", height: 400)
        front.tracks = false
        back.content = front
        let scene = Screen(Padding(top: 100, leading: 0, bottom: 0, trailing: 0, Column([Layers([beside, Column([back])])])))
        let context = Context()
        // The front component takes the tap; the one it sits in is not asked, the one behind never is.
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: Point(50, 120)), context: context))
        XCTAssertEqual(front.gestures.map(\.kind), [.tap])
        XCTAssertEqual(back.gestures.count, 0)
        // What the front one does not use goes to the one it sits in, as UIKit's responder chain.
        XCTAssertFalse(scene.gesture(SceneGesture(kind: .longPress, location: Point(50, 120)), context: context))
        XCTAssertEqual(back.gestures.map(\.kind), [.longPress])
        XCTAssertEqual(beside.gestures.count, 0, "hidden behind")
        // A finger on a component that does not track touches goes to the nearest one around it that
        // does, and stays there until it lifts, wherever it moves.
        scene.touch(SceneTouch(id: 7, phase: .began, location: Point(50, 120), time: 0), context: context)
        scene.touch(SceneTouch(id: 7, phase: .moved, location: Point(50, 600), time: 16), context: context)
        scene.touch(SceneTouch(id: 7, phase: .ended, location: Point(50, 700), time: 32), context: context)
        XCTAssertEqual(back.touches.map(\.phase), [.began, .moved, .ended])
        XCTAssertEqual(front.touches.count, 0)
        // Below `back`, only `beside` is there.
        scene.touch(SceneTouch(id: 8, phase: .began, location: Point(50, 450), time: 40), context: context)
        XCTAssertEqual(beside.touches.map(\.location), [Point(50, 450)])
        scene.touch(SceneTouch(id: 9, phase: .began, location: Point(50, 800), time: 50), context: context)
        XCTAssertEqual(back.touches.count + beside.touches.count, 4, "nothing there")
    }

    func testModalOverlayExposesOnlyTheSheetAndBlocksTheScreenBehind() throws {
        let behind = Probe("behind", height: 700), inSheet = Probe("in-sheet")
        var dismissed = 0
        let panel = Drawing(absorbsTouches: true) { frame, list, _, _ in list.fill(.rect(frame), .white) }
        let scene = Screen(ModalOverlay(behind, id: "sheet", sheet: Layers([panel, Padding(20, Column([inSheet]))]),
                                        sheetFrame: { frame, _ in Rect(x: 0, y: frame.maxY - 200, width: frame.width, height: 200) },
                                        onDismiss: { _ in dismissed += 1; return true }))
        let roots = scene.accessibilityElements(settings: .default)
        let sheet = try XCTUnwrap(roots.first { $0.id == "sheet" })
        XCTAssertTrue(sheet.viewIsModal)
        XCTAssertEqual(sheet.children.map(\.id), ["in-sheet"])
        XCTAssertEqual(sheet.onEscape?(Context()), true)
        let context = Context()
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: Point(100, 100)), context: context), "a tap outside dismisses")
        XCTAssertEqual(dismissed, 2)
        XCTAssertFalse(scene.gesture(SceneGesture(kind: .tap, location: Point(380, 830)), context: context),
                       "a tap on the sheet's panel does nothing, and does not reach the screen behind")
        XCTAssertEqual(behind.gestures.count, 0)
        XCTAssertEqual(dismissed, 2)
    }

    func testRowsReflowIntoColumnsAtAccessibilitySizesAndTextGrows() throws {
        let label = Label(id: "name", "A name long enough to wrap at large sizes", style: .body, color: .black)
        let scene = Screen(Row(spacing: 10, reflowsAtAccessibilitySizes: true, [Sized(width: 100, height: 44, Probe("icon")), label]))
        let regular = elements(scene)
        XCTAssertEqual(regular["icon"]?.frame.minX, 0)
        XCTAssertEqual(regular["name"]?.frame.minX, 110, "side by side at the default size")
        XCTAssertEqual(regular["name"]?.frame.width, 280)
        var big = Settings()
        big.contentSize = .accessibilityXXXLarge
        let stacked = elements(scene, big)
        XCTAssertEqual(stacked["name"]?.frame.minX, 0, "the text goes under the icon")
        XCTAssertEqual(stacked["name"]?.frame.minY, 54)
        XCTAssertGreaterThan(stacked["name"]!.frame.height, regular["name"]!.frame.height * 2)
    }

    /// A `Sized` width holds where the container gives more: a column (and a row reflowed into one at
    /// the accessibility sizes) gives every child its full width, and a 44-point avatar stayed 44
    /// points wide, at the leading edge, instead of being drawn across the screen (docs/components.md).
    func testASizedWidthHoldsInAColumnAndInAReflowedRow() throws {
        let label = Label(id: "name", "Lexi Torres", style: .headline, color: .black)
        let scene = Screen(Row(spacing: 12, reflowsAtAccessibilitySizes: true, [Sized(width: 44, height: 44, Probe("avatar")), label]))
        var big = Settings()
        big.contentSize = .accessibilityXXXLarge
        XCTAssertEqual(elements(scene)["avatar"]?.frame.size, Size(width: 44, height: 44))
        XCTAssertEqual(elements(scene, big)["avatar"]?.frame, Rect(x: 0, y: 0, width: 44, height: 44), "reflowed: still 44 wide")
        XCTAssertEqual(elements(scene, big)["name"]?.frame.minY, 56)
        var rtl = big
        rtl.layoutDirection = .rightToLeft
        XCTAssertEqual(elements(scene, rtl)["avatar"]?.frame, Rect(x: 346, y: 0, width: 44, height: 44), "at the leading edge, mirrored")
        let layered = Screen(Layers([Sized(width: 60, height: 30, Probe("small"))]))
        XCTAssertEqual(elements(layered)["small"]?.frame, Rect(x: 0, y: 0, width: 60, height: 30))
    }

    /// A title, a spacer and a button in a row, as a navigation bar is built: a one-line label is as
    /// wide as its text (`UILabel.sizeThatFits`), so the spacer gets the rest and the button its 80
    /// points at the trailing edge. The label took the whole width once, and the button was laid out
    /// 0 points wide past the row's end, where nothing could tap it.
    func testAOneLineLabelInARowLeavesTheRestToTheSpacerAndTheButton() throws {
        let scene = Screen(Row(spacing: 8, [
            Label(id: "title", "Home", style: .largeTitle, weight: .bold, color: .black, traits: .header),
            Spacer(),
            Sized(width: 80, height: 44, Probe("edit")),
        ]))
        let laidOut = elements(scene)
        XCTAssertEqual(laidOut["edit"]?.frame.minX, 310, "at the trailing edge")
        XCTAssertEqual(laidOut["edit"]?.frame.size, Size(width: 80, height: 44))
        let title = try XCTUnwrap(laidOut["title"]?.frame)
        XCTAssertEqual(title.minX, 0)
        XCTAssertLessThan(title.width, 120, "as wide as \"Home\" at the large title's size")
        XCTAssertEqual(title.width, BundledFontMetrics().width(of: "Home", size: Settings().pointSize(.largeTitle), weight: .bold).rounded(.up))
        // The width it answers holds its text on the one line its height counts, as text.clipped and
        // the renderer wrap it: word by word, each word measured on its own.
        var ax5 = Settings()
        ax5.contentSize = .accessibilityXXXLarge
        for text in ["Opened Mail", "Edit", "Nothing opened yet", "A B C D E F"] {
            let label = Label(id: nil, text, style: .body, color: .black)
            let fitted = label.sizeThatFits(Size(width: 358, height: .infinity), settings: ax5)
            let size = ax5.pointSize(.body)
            let lines = BundledFontMetrics().lineCount(of: text, size: size, weight: .regular, width: fitted.width)
            XCTAssertEqual(Double(lines) * BundledFontMetrics().lineHeight(size: size) + 1, fitted.height, "\(text) at AX5")
        }
        XCTAssertEqual(elements(scene, rtl)["edit"]?.frame.minX, 0, "mirrored to the leading side")
    }

    /// A leaf that counts how often it is measured.
    final class Measured: Component {
        private(set) var measurements = 0
        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
            measurements += 1
            return Size(width: 40, height: 20)
        }
    }

    /// Rows nested 16 deep measure their innermost child once per measurement of the outer row,
    /// and a whole layout a number of times linear in the depth (each level places its children
    /// once): measuring each child twice, for its width and then its height, cost 2^16 (65,536).
    func testNestedRowsMeasureEachChildOnce() {
        let leaf = Measured()
        var row: any Component = leaf
        for _ in 0..<16 { row = Row(spacing: 4, [row, Sized(width: 5, height: 20, Spacer())]) }
        XCTAssertEqual(row.sizeThatFits(Size(width: 390, height: .infinity), settings: .default), Size(width: 40 + 16 * 9, height: 20))
        XCTAssertEqual(leaf.measurements, 1)
        let layout = ComponentLayout(row, in: Rect(0, 0, 390, 844), settings: .default)
        XCTAssertEqual(leaf.measurements, 1 + 16, "one measurement by each enclosing row as it places its children")
        var node = layout.root
        while let first = node.children.first { node = first }
        XCTAssertEqual(node.frame.size, Size(width: 40, height: 20))
    }

    /// Asked for some elements, the walk draws each as the walk for every element does, in its
    /// clips, and no other: a rule that reads a few elements' drawings gets the same ones cheaper.
    func testElementDrawingsOfSomeElementsAreThoseOfTheWholeWalk() {
        let rows = (0..<6).map { Probe("row-\($0)", height: 50) as any Component }
        let layout = ComponentLayout(Padding(top: 100, leading: 0, bottom: 44, trailing: 0, ScrollArea(id: "list", state: ScrollState(), Column(rows))),
                                     in: Rect(0, 0, 390, 844), settings: .default)
        let all = layout.elementDrawings(time: 0)
        XCTAssertEqual(all.count, 6, "the six rows (the scroll area presents them, exposing none of its own)")
        let some = layout.elementDrawings(time: 0, of: ["row-1", "row-4", "absent"])
        XCTAssertEqual(Set(some.keys), ["row-1", "row-4"])
        XCTAssertEqual(some["row-1"], all["row-1"])
        XCTAssertEqual(some["row-4"], all["row-4"])
        XCTAssertTrue(some["row-4"]?.items.contains { if case .pushClip = $0.command { return true } else { return false } } ?? false,
                      "drawn inside the scroll area's clip, as the whole walk draws it")
        XCTAssertTrue(layout.elementDrawings(time: 0, of: []).isEmpty)
    }

    func testScrollAreaShowsWhatIsInItsViewportAndScrollsAPageAtATime() throws {
        let state = ScrollState()
        let rows = (0..<30).map { Probe("row-\($0)", height: 50) as any Component }
        let scene = Screen(Padding(top: 100, leading: 0, bottom: 44, trailing: 0, ScrollArea(id: "list", state: state, Column(rows))))
        let list = try XCTUnwrap(scene.accessibilityElements(settings: .default).first)
        XCTAssertEqual(list.children.first?.id, "row-0")
        XCTAssertEqual(list.children.last?.id, "row-13", "700 points show 14 rows")
        let context = Context()
        XCTAssertEqual(list.onScroll?(.up, context), true)
        XCTAssertEqual(context.posted, [.pageScrolled("Page 2 of 3")])
        XCTAssertEqual(state.offset, 700)
        let scrolled = try XCTUnwrap(scene.accessibilityElements(settings: .default).first)
        XCTAssertEqual(scrolled.children.first?.id, "row-14")
        XCTAssertEqual(scrolled.children.first?.frame.minY, 100)
        XCTAssertEqual(list.onScroll?(.left, context), false)
    }

    /// What a scroll area has scrolled wholly out of its viewport is not drawn, as UIKit draws no
    /// off-screen cell, left to right and right to left; a list that `drawsClippedContent` (the
    /// scene digest's) has all of it, in the same order.
    func testContentScrolledAwayIsNotDrawnUnlessAsked() throws {
        let rows = (0..<40).map { Label(id: "row-\($0)", "Row \($0)", style: .body, color: .black) as any Component }
        let scene = Screen(Padding(top: 100, leading: 0, bottom: 44, trailing: 0,
                                   ScrollArea(id: "list", state: ScrollState(offset: 500), Column(spacing: 30, rows))))
        for settings in [Settings.default, rtl] {
            func drawn(everything: Bool) -> [String] {
                var list = DisplayList()
                list.drawsClippedContent = everything
                scene.draw(into: &list, settings: settings, time: 0)
                return list.items.compactMap { if case .text(let run) = $0.command { return run.string }; return nil }
            }
            let all = drawn(everything: true)
            let shown = drawn(everything: false)
            XCTAssertEqual(all, rows.indices.map { "Row \($0)" })
            let visible = try XCTUnwrap(scene.accessibilityElements(settings: settings).first).children.compactMap(\.label?.string)
            XCTAssertFalse(visible.isEmpty)
            XCTAssertTrue(Set(visible).isSubset(of: Set(shown)), "everything that shows is drawn: \(visible) \(shown)")
            XCTAssertFalse(shown.contains("Row 0"), "scrolled away above")
            XCTAssertFalse(shown.contains("Row 39"), "not yet scrolled to")
            XCTAssertEqual(all.filter(shown.contains), shown, "in the same order")
        }
    }

    /// Pages are a viewport's height apart; an offset reached by multiplying a fractional height is
    /// a hair short of the page's start in floating point, and is still that page, so scrolling goes
    /// on to the end instead of sticking.
    func testScrollPagingCountsPagesWhoseOffsetsAreNotExact() {
        let paging = ScrollPaging(viewportHeight: 485.2, contentHeight: 485.2 * 20.5)
        XCTAssertEqual(paging.pageCount, 21)
        var offset = 0.0, heard: [String] = []
        while let next = paging.scrolled(from: offset, forward: true) {
            offset = next
            heard.append(paging.announcement(at: offset))
        }
        XCTAssertEqual(heard, (2...21).map { "Page \($0) of 21" })
        XCTAssertEqual(offset, paging.maxOffset)
        XCTAssertEqual(paging.page(at: 485.2 * 5 - 1e-9), 6)
        XCTAssertEqual(paging.page(at: 485.2 * 5 - 1), 5)
    }

    /// A gesture declared by a component scrolled out of its scroll area cannot be made there, so it
    /// is not reported; one that shows, even in part, is.
    func testDeclaredGesturesOutsideAClipAreLeftOut() {
        struct Pressable: Component {
            let name: String
            func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: proposal.width, height: 300) }
            func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
                [DeclaredGesture(kind: .longPress, frame: frame, meaning: name)]
            }
        }
        let rows = (0..<10).map { Pressable(name: "row \($0)") as any Component }
        let scene = Screen(Padding(top: 100, leading: 0, bottom: 44, trailing: 0, ScrollArea(id: "list", state: ScrollState(), Column(rows))))
        XCTAssertEqual(scene.declaredGestures.map(\.meaning), ["row 0", "row 1", "row 2"], "700 points show two rows and a third in part")
    }

    /// The whole content stays reachable: every row where it lies now, and a reveal that scrolls a
    /// row scrolled away into view, announcing the page (VoiceOver's first, last, rotor, read all).
    func testScrollAreaGivesItsWholeContentAndRevealsARowScrolledAway() throws {
        let state = ScrollState()
        let rows = (0..<30).map { Probe("row-\($0)", height: 50) as any Component }
        let scene = Screen(Padding(top: 100, leading: 0, bottom: 44, trailing: 0, ScrollArea(id: "list", state: state, Column(rows))))
        let list = try XCTUnwrap(scene.accessibilityElements(settings: .default).first)
        let content = try XCTUnwrap(list.scrollContent)
        XCTAssertEqual(content.elements.count, 30)
        let row20 = try XCTUnwrap(content.elements.first { $0.id == "row-20" })
        XCTAssertEqual(row20.frame.minY, 1100, "where it lies now, below the viewport")
        let context = Context()
        XCTAssertFalse(content.reveal(content.elements[3].frame, context), "a row that shows needs no scroll")
        XCTAssertTrue(content.reveal(row20.frame, context))
        XCTAssertEqual(state.offset, 700, "the page holding it")
        XCTAssertEqual(context.posted, [.pageScrolled("Page 2 of 3")])
        // A row that would run past its page's end is brought to the viewport's top instead.
        let paging = ScrollPaging(viewportHeight: 700, contentHeight: 1500)
        XCTAssertEqual(paging.offset(revealing: 680, to: 730, from: 0), 680)
        XCTAssertEqual(paging.offset(revealing: 1450, to: 1500, from: 0), 800, "clamped to the end")
        XCTAssertNil(paging.offset(revealing: 100, to: 150, from: 0))
    }
}

extension ComponentTests {
    func testContentSizeLimitCapsTheTextOfItsSubtreeOnly() throws {
        let capped = Label(id: "capped", "Photo soundtrack", style: .body, color: .black)
        let free = Label(id: "free", "Photo soundtrack", style: .body, color: .black)
        let scene = Screen(Column([ContentSizeLimit(.large, Column([capped])), free]))
        var big = Settings()
        big.contentSize = .accessibilityXXXLarge
        var list = DisplayList()
        scene.draw(into: &list, settings: big, time: 0)
        let sizes = list.textRuns.map(\.run.size)
        XCTAssertEqual(sizes.first, TextStyle.body.pointSize(for: .large))
        XCTAssertEqual(sizes.last, TextStyle.body.pointSize(for: .accessibilityXXXLarge))
        XCTAssertLessThan(try XCTUnwrap(elements(scene, big)["capped"]).frame.height, try XCTUnwrap(elements(scene, big)["free"]).frame.height)
    }

    func testAButtonsContentShapeIsWhereItIsHitAndItsPath() throws {
        var taps = 0
        let round = Button(id: "round", label: "Round", shape: { Path.ellipse(in: $0) }, content: Spacer()) { _ in taps += 1; return true }
        let scene = Screen(Padding(top: 100, leading: 100, bottom: 0, trailing: 0, Column([Sized(width: 60, height: 60, round)])))
        let element = try XCTUnwrap(elements(scene)["round"])
        XCTAssertEqual(element.path?.bounds, element.frame)
        XCTAssertFalse(scene.gesture(SceneGesture(kind: .tap, location: Point(102, 102)), context: Context()), "the corner is outside the circle")
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: element.frame.center), context: Context()))
        XCTAssertEqual(element.onActivate?(Context()), true)
        XCTAssertEqual(taps, 2, "a tap and VoiceOver's activation run the same action")
    }

    func testASheetThatForgetsToBeModalLeavesTheScreenBehindToVoiceOver() throws {
        let scene = Screen(ModalOverlay(Probe("behind", height: 700), id: "sheet", isModal: false, sheet: Probe("in-sheet"),
                                        sheetFrame: { frame, _ in frame }, onDismiss: { _ in true }))
        let sheet = try XCTUnwrap(scene.accessibilityElements(settings: .default).first { $0.id == "sheet" })
        XCTAssertFalse(sheet.viewIsModal)
        XCTAssertNil(sheet.onEscape)
        XCTAssertNotNil(elements(scene)["behind"])
    }

    /// A rotated item keeps turning about its (moved) centre, and rotated text stays readable.
    func testMirroringConjugatesTransformsSoShapesTurnTheOtherWay() throws {
        var source = DisplayList()
        let box = Rect(x: 10, y: 10, width: 40, height: 20)
        source.withTransform(.about(box.center, .rotation(0.3))) { list in
            list.fill(.rect(box), .black)
            list.text(TextRun("A", box: box, size: 12))
        }
        var mirrored = DisplayList()
        mirrored.append(contentsOf: source, mapped: .mirrored(about: 100))
        let moved = Rect(x: 150, y: 10, width: 40, height: 20)
        XCTAssertEqual(mirrored.items[0].command, .fill(.rect(moved), .black))
        let t = mirrored.items[0].transform
        XCTAssertEqual(t.apply(moved.center).x, moved.center.x, accuracy: 1e-9, "turns about its own centre")
        XCTAssertLessThan(t.b, 0, "the opposite way")
        XCTAssertGreaterThan(t.determinant, 0, "not flipped: text stays readable")
        XCTAssertEqual(mirrored.textRuns.first?.run.box, moved)
    }
}
