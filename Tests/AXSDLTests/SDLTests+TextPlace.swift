import AXAudit
import AXCore
@testable import AXSDL
import Foundation
import XCTest

/// Where validation says drawn text lies (the contrast rules sample there, and a finding on text
/// no element holds is outlined there) is where the renderer puts its glyphs: the validator's
/// default metrics are the bundled font's advances. In the `SDLTests` class, whose tests run one at
/// a time, as SDL asks.
extension SDLTests {
    /// The first and last inked columns of `run` drawn alone on white at `scale`, in points.
    private func inkedColumns(of run: TextRun, scale: Double) throws -> ClosedRange<Double> {
        var list = DisplayList(background: .white)
        list.text(run)
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let width = Int(run.box.maxX * scale) + 10, height = Int(run.box.maxY * scale) + 10
        let pixels = try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: width, height: height)
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
            defer { renderer.close() }
            renderer.draw(list, scale: scale)
            return try canvas.pixels()
        }
        let inked = (0..<width).filter { pixels.count(inX: $0..<($0 + 1), y: 0..<height) { $0.r < 200 } > 0 }
        let first = try XCTUnwrap(inked.first, "\"\(run.string)\" is drawn"), last = try XCTUnwrap(inked.last)
        return Double(first) / scale...Double(last + 1) / scale
    }

    func testTextLiesWhereTheRendererDrawsIt() throws {
        let metrics = Validator().metrics
        let runs = [
            TextRun("HelloGoodbye", box: Rect(x: 20, y: 10, width: 350, height: 44), size: 34, color: .black, alignment: .center),
            TextRun("Rate this recipe", box: Rect(x: 20, y: 10, width: 350, height: 40), size: 28, weight: .bold, color: .black),
            TextRun("No rating", box: Rect(x: 20, y: 10, width: 350, height: 22), size: 17, color: .black, alignment: .trailing),
            TextRun("WWW MMM", box: Rect(x: 20, y: 10, width: 350, height: 30), size: 22, weight: .semibold, color: .black),
        ]
        for run in runs {
            let ink = try inkedColumns(of: run, scale: 2)
            let extent = metrics.extent(of: run, direction: .leftToRight)
            // Side bearings (up to a tenth of an em in DejaVu Sans) put the ink a little inside the
            // advances, and hinting moves glyphs by a pixel. The average-advance estimate was 19 points
            // past the bold title's end and 53 short of the capitals' end.
            let slack = max(1.5, 0.12 * run.size)
            XCTAssertEqual(extent.minX, ink.lowerBound, accuracy: slack, "\"\(run.string)\" starts at \(ink.lowerBound), measured \(extent)")
            XCTAssertEqual(extent.maxX, ink.upperBound, accuracy: slack, "\"\(run.string)\" ends at \(ink.upperBound), measured \(extent)")
        }
    }
}
