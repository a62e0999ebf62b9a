@testable import AXAudit
import AXCore
import AXScenes
import XCTest

/// A scroll area trims the frame of an element cut by its top edge to the part in view, so it cannot
/// reach under the bar above (`ScrollPaging.showing`). Exploring Pre-Poster scrolled its feed and
/// `target.size` measured a vote button 0.04 pt tall: the button is whole once scrolled in, so
/// only its width counts there; a button small in its own right is still too small.
final class ScrolledTargetTests: XCTestCase {
    /// A 300-pt feed of 60-pt rows scrolled by `offset`; its buttons are `width` wide.
    final class Feed: ComponentScene {
        let offset: Double
        let width: Double
        init(offset: Double, width: Double) {
            self.offset = offset
            self.width = width
            super.init(id: "feed", title: "Feed")
        }
        override func body(settings: Settings) -> any Component {
            let rows = (0..<10).map { i in
                Button(id: "vote-\(i)", label: "Up vote \(i)", content: Drawing(height: 50) { frame, list, _, _ in
                    list.fill(.roundedRect(Rect(x: frame.minX, y: frame.minY, width: self.width, height: frame.height), radius: 8), .hex("#0A60D0"))
                }) { _ in true } as any Component
            }
            let feed = ScrollArea(id: "feed-scroll", state: ScrollState(offset: offset), Column(spacing: 10, rows))
            return Background(.white, Absolute([PlacedComponent(feed, in: Rect(x: 16, y: 100, width: width, height: 300))]))
        }
    }

    private func targets(offset: Double, width: Double) -> [String] {
        let descriptor = SceneDescriptor(id: "feed", tab: "Tests", title: "Feed", sourcePath: #filePath) { Feed(offset: offset, width: width) }
        return Validator(rules: [TargetSizeRule()]).validate(descriptor).findings.compactMap(\.subject.elementID)
    }

    func testAButtonCutByTheScrollAreasTopEdgeIsMeasuredByItsWidth() {
        XCTAssertEqual(targets(offset: 0, width: 200), [])
        XCTAssertEqual(targets(offset: 49.5, width: 200), [], "the first button shows 0.5 pt of its 50")
        XCTAssertEqual(targets(offset: 49.5, width: 30), (0...5).map { "vote-\($0)" }, "30 pt wide is small, scrolled or not")
    }

    /// At the bottom edge too: scrolled 20 pt, the last button showing is cut to 20 pt of its 50 by
    /// the viewport's bottom edge, and is whole once scrolled in.
    func testAButtonCutByTheScrollAreasBottomEdgeIsMeasuredByItsWidth() {
        XCTAssertEqual(targets(offset: 20, width: 200), [], "the sixth button shows 20 pt of its 50")
        XCTAssertEqual(targets(offset: 20, width: 30), (0...5).map { "vote-\($0)" }, "30 pt wide is small, scrolled or not")
    }

    /// A short button that ends at the bottom edge (or starts at the top one) whole was not cut by
    /// scrolling: it is measured as it is.
    final class ShortRows: ComponentScene {
        init() { super.init(id: "short", title: "Short") }
        override func body(settings: Settings) -> any Component {
            let rows = (0..<5).map { i in
                Button(id: "row-\(i)", label: "Row \(i)", content: Drawing(height: 20) { frame, list, _, _ in
                    list.fill(.rect(frame), .hex("#0A60D0"))
                }) { _ in true } as any Component
            }
            let feed = ScrollArea(id: "rows", state: ScrollState(), Column(spacing: 0, rows))
            return Background(.white, Absolute([PlacedComponent(feed, in: Rect(x: 16, y: 100, width: 200, height: 100))]))
        }
    }

    func testAShortButtonWholeOnAnEdgeIsStillMeasured() {
        let descriptor = SceneDescriptor(id: "short", tab: "Tests", title: "Short", sourcePath: #filePath) { ShortRows() }
        let flagged = Validator(rules: [TargetSizeRule()]).validate(descriptor).findings.compactMap(\.subject.elementID)
        XCTAssertEqual(Set(flagged), Set((0..<5).map { "row-\($0)" }), "20 pt tall rows, the first on the top edge and the last on the bottom one")
    }

    /// A 300-pt-wide carousel of 100-pt cards, `height` tall, scrolled sideways by `offset`.
    final class Carousel: ComponentScene {
        let offset: Double
        let height: Double
        init(offset: Double, height: Double) {
            self.offset = offset
            self.height = height
            super.init(id: "carousel", title: "Carousel")
        }
        override func body(settings: Settings) -> any Component {
            let cards = (0..<10).map { i in
                Sized(width: 100, Button(id: "card-\(i)", label: "Card \(i)", content: Drawing(height: self.height) { frame, list, _, _ in
                    list.fill(.roundedRect(frame, radius: 8), .hex("#0A60D0"))
                }) { _ in true }) as any Component
            }
            let carousel = ScrollArea(id: "cards", state: ScrollState(offset: offset), axis: .horizontal, Row(spacing: 10, cards))
            return Background(.white, Absolute([PlacedComponent(carousel, in: Rect(x: 16, y: 100, width: 300, height: height))]))
        }
    }

    private func carouselTargets(offset: Double, height: Double) -> [String] {
        let descriptor = SceneDescriptor(id: "carousel", tab: "Tests", title: "Carousel", sourcePath: #filePath) {
            Carousel(offset: offset, height: height)
        }
        return Validator(rules: [TargetSizeRule()]).validate(descriptor).findings.compactMap(\.subject.elementID)
    }

    /// Across a carousel the cut is at the leading or trailing edge: only the height counts.
    func testACardCutByACarouselsEdgeIsMeasuredByItsHeight() {
        XCTAssertEqual(carouselTargets(offset: 0, height: 80), [], "the third card is cut to 80 pt by the trailing edge")
        XCTAssertEqual(carouselTargets(offset: 99.5, height: 80), [], "the first card shows 0.5 pt of its 100")
        XCTAssertEqual(carouselTargets(offset: 0, height: 30), (0...2).map { "card-\($0)" }, "30 pt tall is small, scrolled or not")
    }
}

/// A finger cannot touch a frame's part past the screen's edge: a 60-pt button pushed 40 pt off the
/// trailing edge is a 20-pt target. In a scroll area it is scrolled in whole, and an imported
/// screen's capture may leave its scroll areas out, so both are measured whole.
final class OffScreenTargetTests: XCTestCase {
    /// One 60×60 button whose leading edge lies `inset` points before the screen's trailing edge.
    final class Edge: ComponentScene {
        let inset: Double
        let scrolls: Bool
        init(inset: Double, scrolls: Bool = false) {
            self.inset = inset
            self.scrolls = scrolls
            super.init(id: "edge", title: "Edge")
        }
        override func body(settings: Settings) -> any Component {
            let width = device.bounds.width
            let button = Button(id: "next", label: "Next", content: Drawing(height: 60) { frame, list, _, _ in
                list.fill(.roundedRect(frame, radius: 8), .hex("#0A60D0"))
            }) { _ in true }
            guard scrolls else {
                return Background(.white, Absolute([PlacedComponent(button, in: Rect(x: width - inset, y: 200, width: 60, height: 60))]))
            }
            let area = ScrollArea(id: "strip", state: ScrollState(offset: 0), axis: .horizontal,
                                  Row(spacing: 0, [Sized(width: width - inset, Spacer(60)) as any Component, Sized(width: 60, button)]))
            return Background(.white, Absolute([PlacedComponent(area, in: Rect(x: 0, y: 200, width: width, height: 60))]))
        }
    }

    private func findings(_ scene: @escaping @Sendable () -> Scene) -> [Finding] {
        Validator(rules: [TargetSizeRule()]).validate(SceneDescriptor(id: "edge", tab: "Tests", title: "Edge", sourcePath: #filePath, make: scene)).findings
    }

    func testAButtonPartlyPastTheScreensEdgeIsMeasuredByWhatShows() throws {
        XCTAssertEqual(findings { Edge(inset: 60) }.count, 0, "wholly on the screen, 60 pt is enough")
        let cut = try XCTUnwrap(findings { Edge(inset: 20) }.first)
        XCTAssertEqual(cut.subject.elementID, "next")
        XCTAssertEqual(cut.message, "Target is 20×60 pt, below the recommended 44×44 pt; spaced as WCAG 2.5.8 allows below 24×24 pt")
        XCTAssertTrue(cut.detail.contains("the rest of its 60×60 pt frame lies off the screen"), cut.detail)
        XCTAssertEqual(findings { Edge(inset: 40) }.first?.message, "Target is 40×60 pt, below the recommended 44×44 pt")
    }

    func testInAScrollAreaTheButtonIsScrolledInWhole() {
        XCTAssertEqual(findings { Edge(inset: 20, scrolls: true) }.count, 0)
    }

    func testAnImportedScreensFrameIsTakenWhole() {
        let hierarchy = ImportedHierarchy(roots: [
            AccessibilityElement(id: "next", label: "Next", traits: .button, frame: Rect(80, 20, 60, 60)),
        ])
        let scene = ImportedScene(id: "screen", title: "screen", device: Device(idiom: .phone, size: Size(100, 100)),
                                  format: .idb, hierarchy: hierarchy, screenshot: nil, sourcePath: "screen.json")
        XCTAssertEqual(Validator(rules: [TargetSizeRule()]).validate(scene.descriptor).findings.count, 0)
    }
}
