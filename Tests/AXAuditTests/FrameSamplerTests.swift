import XCTest
import AXCore
@testable import AXAudit

/// The frame sampler composites only what shows at a point: from the topmost opaque fill covering
/// it up (`FrameSampler.color(at:beforeIndex:)`). The colour must be, bit for bit, the one
/// compositing every fill painted before the item from the background up gives.
final class FrameSamplerTests: XCTestCase {
    /// Rectangles and ellipses, opaque and translucent, some under an item opacity or inside a clip,
    /// on a translucent or opaque background.
    private func frame(_ random: inout SplitMix) -> DisplayList {
        var list = DisplayList(background: random.pick([Color.hex("#F2F2F7"), Color.hex("#1B2A4A").withAlpha(0.6)]))
        for _ in 0..<60 {
            let rect = Rect(random.unit() * 360, random.unit() * 360, 8 + random.unit() * 200, 8 + random.unit() * 200)
            let shape: Shape = random.pick([true, false]) ? .rect(rect) : .ellipse(rect)
            let color = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.pick([1, 1, 1, 0.5, 0.25, 0.999]))
            switch random.next() % 6 {
            case 0: list.withOpacity(random.pick([0.5, 1])) { $0.fill(shape, color) }
            case 1: list.clipped(to: Rect(random.unit() * 200, random.unit() * 200, 200, 200)) { $0.fill(shape, color) }
            default: list.fill(shape, color)
            }
        }
        return list
    }

    /// What shows at `point` from the fills painted before `beforeIndex`, composited from the
    /// background up, every fill tested.
    private func composited(_ list: DisplayList, at point: Point, beforeIndex: Int) -> Color {
        var result = list.background.isOpaque ? list.background : list.background.composited(over: .white)
        let clips = list.clips
        for (i, item) in list.items.enumerated() where i < beforeIndex {
            guard case .fill(let shape, let color) = item.command else { continue }
            let bounds = shape.bounds
            guard point.x >= bounds.minX, point.x <= bounds.maxX, point.y >= bounds.minY, point.y <= bounds.maxY else { continue }
            if let clip = clips[i], !clip.contains(point) { continue }
            let covered: Bool
            switch shape {
            case .rect(let r): covered = r.standardized.contains(point)
            case .ellipse(let r):
                let dx = (point.x - r.midX) / (r.width / 2), dy = (point.y - r.midY) / (r.height / 2)
                covered = dx * dx + dy * dy <= 1
            default: covered = false
            }
            let shown = color.withAlpha(color.alpha * item.opacity)
            if covered, shown.alpha > 0 { result = shown.composited(over: result) }
        }
        return result
    }

    func testOnlyWhatShowsIsCompositedAndTheColourIsTheSame() {
        var random = SplitMix(seed: 7)
        let screen = Rect(0, 0, 400, 400)
        var compared = 0
        for _ in 0..<20 {
            let list = frame(&random)
            let sampler = FrameSampler(list, screen: screen)
            for _ in 0..<400 {
                let point = Point(random.unit() * 420 - 10, random.unit() * 420 - 10)
                let before = random.pick([Int.max, Int(random.next() % UInt64(list.items.count + 1))])
                XCTAssertEqual(sampler.color(at: point, beforeIndex: before), composited(list, at: point, beforeIndex: before),
                               "at \(point) before item \(before)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, 8_000)
    }

    /// A sampler indexes its cells only past its first `CellIndex.scansBeforeIndexing` look-ups,
    /// picking each cell's fills from all of them before that. Every answer, before and after the
    /// index is made (the same sampler asked 60 times), is the one a sampler indexed at once gives,
    /// on points anywhere, on the grid's cell edges and on the fills' own edges, where a cell
    /// picked otherwise than the index holds it would answer otherwise.
    func testASamplerIndexedOnLookUpAnswersAsOneIndexedAtOnce() {
        var random = SplitMix(seed: 11)
        let screen = Rect(0, 0, 400, 400)
        var compared = 0
        for _ in 0..<20 {
            var list = frame(&random)
            // Fills on the 32-point grid's lines, reaching exactly to a cell's edge.
            list.fill(.rect(Rect(32, 64, 64, 32)), .hex("#FF3B30"))
            list.fill(.rect(Rect(96, 96, 32, 32)), Color.hex("#34C759").withAlpha(0.5))
            let lazy = FrameSampler(list, screen: screen), atOnce = FrameSampler(list, screen: screen, indexesAtOnce: true)
            for k in 0..<60 {
                let point: Point
                switch k % 3 {
                case 0: point = Point(random.unit() * 420 - 10, random.unit() * 420 - 10)
                case 1: point = Point(Double(random.next() % 14) * 32, Double(random.next() % 14) * 32)
                default:
                    let item = list.items[Int(random.next() % UInt64(list.items.count))]
                    guard case .fill(let shape, _) = item.command else { point = .zero; break }
                    let bounds = item.transform.apply(shape.bounds)
                    point = Point(random.pick([bounds.minX, bounds.maxX, bounds.midX]), random.pick([bounds.minY, bounds.maxY, bounds.midY]))
                }
                let before = random.pick([Int.max, Int(random.next() % UInt64(list.items.count + 1))])
                // Each asks the cell's fills once: lazily, the first eight look-ups pick them.
                switch k % 4 {
                case 0, 1:
                    XCTAssertEqual(lazy.color(at: point, beforeIndex: before), atOnce.color(at: point, beforeIndex: before),
                                   "look-up \(k) at \(point) before item \(before)")
                case 2:
                    XCTAssertEqual(lazy.opaquelyCovers(point), atOnce.opaquelyCovers(point), "look-up \(k) at \(point)")
                default:
                    XCTAssertEqual(lazy.translucentFill(at: point, beforeIndex: before), atOnce.translucentFill(at: point, beforeIndex: before),
                                   "look-up \(k) at \(point) before item \(before)")
                }
                compared += 1
            }
        }
        XCTAssertEqual(compared, 1_200)
    }
}
