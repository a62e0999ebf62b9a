@testable import AXAudit
import AXCore
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
