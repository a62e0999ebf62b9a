import AXCore
@testable import AXEngine
import XCTest

/// The lens's geometry (docs/vision.md#zoom): Follow Focus keeps a cursor's whole drawing in the
/// region, and the window's panel shows the whole region, scaled to fit.
final class ZoomLensTests: XCTestCase {
    private let phone = Size(width: 390, height: 844)

    /// Full Screen Zoom at 2× with its region at `x, y` (195 × 422 points).
    private func lens(_ x: Double, _ y: Double) -> ZoomLens {
        ZoomLens(mode: .fullScreen, level: 2, center: Point(x + 97.5, y + 211), screen: phone)
    }

    private func followed(_ lens: ZoomLens, _ frame: Rect) -> Rect {
        ZoomLens(mode: lens.mode, level: lens.level, center: lens.centerShowing(frame), screen: phone).region
    }

    func testFollowFocusKeepsTheCursorsOutsetBetweenTheFocusAndTheRegionsEdge() {
        let start = lens(100, 100)
        XCTAssertEqual(start.region, Rect(100, 100, 195, 422))
        let outset = FocusIndicator.outset
        XCTAssertEqual(outset, 8.5, "Switch Control's highlight with its white edge reaches farthest")
        // A switch past the right edge: the region moves until the switch's cursor fits, not only the switch.
        let right = followed(start, Rect(300, 200, 62, 30))
        XCTAssertEqual(right.maxX, 362 + outset, accuracy: 1e-9)
        XCTAssertEqual(right.minY, 100, "the other axis stays")
        // Flush against the left and top edges, inside the region: moved by the margin.
        let corner = followed(start, Rect(100, 100, 40, 40))
        XCTAssertEqual(corner.minX, 100 - outset, accuracy: 1e-9)
        XCTAssertEqual(corner.minY, 100 - outset, accuracy: 1e-9)
        // Inside with its margin: the region stays.
        XCTAssertEqual(followed(start, Rect(100 + outset, 300, 40, 40)), start.region)
        // Too wide for the region with both margins: centred; wider than the region: centred too.
        XCTAssertEqual(followed(start, Rect(150, 200, 190, 30)).midX, 245, accuracy: 1e-9)
        XCTAssertEqual(followed(start, Rect(20, 200, 300, 30)).midX, 170, accuracy: 1e-9)
        // At the screen's edge the region stops there (it never leaves the screen).
        XCTAssertEqual(followed(start, Rect(340, 800, 50, 44)), Rect(195, 422, 195, 422))
    }

    func testTheViewFittingAPanelShowsTheWholeRegionScaledDown() {
        let zoomed = lens(167, 100)
        // The window's inspector at its preferred width, 340 points, is narrower than 195 points at 2×.
        let panel = Rect(392, 0, 340, 920)
        let view = zoomed.view(fitting: panel)
        XCTAssertEqual(view.minX, 392, accuracy: 1e-9)
        XCTAssertEqual(view.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(view.width, 340, accuracy: 1e-9)
        XCTAssertEqual(view.height, 422 * 340 / 195, accuracy: 1e-9)
        let (origin, scale) = zoomed.placement(in: view)
        XCTAssertEqual(origin.x + zoomed.region.minX * scale, view.minX, accuracy: 1e-9)
        XCTAssertEqual(origin.x + zoomed.region.maxX * scale, panel.maxX, accuracy: 1e-9, "the region's right edge shows")
        XCTAssertLessThanOrEqual(origin.y + zoomed.region.maxY * scale, panel.maxY, "the region's bottom edge shows")
        // A wide, short panel: fitted to its height, centred across, the aspect kept.
        let wide = zoomed.view(fitting: Rect(0, 10, 1000, 211))
        XCTAssertEqual(wide, Rect(451.25, 10, 97.5, 211))
    }
}
