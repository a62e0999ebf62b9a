import XCTest
import AXCore
@testable import AXScenes

/// The dimmed-backdrop measurement on generated screenshots: a light screen with text rows, a
/// bright popup over it, and UIKit's dimming (black at 20 % or 40 % alpha) around the popup or not.
final class BackdropDimmingTests: XCTestCase {
    static let screen = Size(width: 200, height: 400)
    static let popup = Rect(x: 30, y: 140, width: 140, height: 120)

    /// A 200×400 pt screen at `scale` pixels a point: white, with a black text line every 40 pt and
    /// a grey (#F2F2F2) bar at the top; the popup white with black text; everything outside the
    /// popup darkened by black at `dimming` alpha. `inside` is the popup's background.
    static func picture(dimming: Double, scale: Int = 1, inside: UInt8 = 255) -> RasterImage {
        let width = 200 * scale, height = 400 * scale
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // Every pixel of a point the same colour: the @3x picture is the @1x one enlarged.
                let px = Double(x / scale), py = Double(y / scale)
                let inPopup = popup.contains(Point(x: px, y: py))
                var v: Double = inPopup ? Double(inside) : (py < 44 ? 242 : 255)
                let isText = Int(py) % 40 >= 20 && Int(py) % 40 < 26 && px > 16 && px < 120
                if isText { v = 0 }
                if !inPopup { v *= 1 - dimming }
                let i = (y * width + x) * 4
                rgba[i] = UInt8(v.rounded()); rgba[i + 1] = UInt8(v.rounded()); rgba[i + 2] = UInt8(v.rounded())
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)!
    }

    private func measure(_ pixels: RasterImage, frame: Rect = popup, scale: Double = 1) -> DimmedBackdrop? {
        BackdropDimming.measure(frame, overlayID: "popup", screen: Self.screen, grid: LumaGrid(pixels: pixels, scale: scale))
    }

    func testUIKitsDimmingIsABackdropAtEitherStrength() throws {
        for dimming in [0.2, 0.4] {
            let backdrop = try XCTUnwrap(measure(Self.picture(dimming: dimming)), "black at \(dimming) alpha")
            XCTAssertEqual(backdrop.outsideBrightest, (255 * (1 - dimming)).rounded(), accuracy: 1)
            XCTAssertEqual(backdrop.outsideShare, 1 - Self.popup.area / (200 * 400), accuracy: 1e-9)
        }
    }

    func testAnUndimmedScreenIsNoBackdrop() {
        XCTAssertNil(measure(Self.picture(dimming: 0)), "white around the popup: nothing is dimmed")
    }

    /// Dimming weaker than UIKit's leaves white brighter than 80 %: not taken for a backdrop.
    func testDimmingWeakerThanUIKitsIsNoBackdrop() {
        XCTAssertNil(measure(Self.picture(dimming: 0.1)))
    }

    /// A dark popup over a dimmed screen is not brighter than its backdrop: no evidence it is the
    /// presented view (a dark-mode alert is a known blind spot, docs/import.md).
    func testAPopupNoBrighterThanTheBackdropIsNotTheOverlay() {
        XCTAssertNil(measure(Self.picture(dimming: 0.4, inside: 120)))
    }

    /// The measurement is about the popup's frame: a container elsewhere (inside the dimmed part)
    /// shows no backdrop, nor does one covering nearly the whole screen (nothing left outside).
    func testOnlyTheFrameTheDimmingSurroundsIsTheOverlay() {
        let dimmed = Self.picture(dimming: 0.4)
        XCTAssertNil(measure(dimmed, frame: Rect(x: 0, y: 300, width: 200, height: 100)))
        XCTAssertNil(measure(dimmed, frame: Rect(x: 0, y: 0, width: 200, height: 380)))
        XCTAssertNil(measure(dimmed, frame: Rect(x: 40, y: 150, width: 30, height: 30)), "smaller than a control")
    }

    /// The point grid reads one pixel a point: the same screen at @3x measures the same.
    func testTheScaleDoesNotChangeTheMeasurement() throws {
        let one = try XCTUnwrap(measure(Self.picture(dimming: 0.4)))
        let three = try XCTUnwrap(measure(Self.picture(dimming: 0.4, scale: 3), scale: 3))
        XCTAssertEqual(one, three)
    }

    /// `find` walks the imported tree: the popup container is found, the full-screen container and
    /// a container already modal (an alert) are not measured as overlays.
    func testFindReportsTheContainersOverTheBackdrop() {
        let button = AccessibilityElement(id: "ok", label: "OK", traits: .button, frame: Rect(x: 40, y: 210, width: 120, height: 44))
        let popup = AccessibilityElement.container(id: "popup", frame: Self.popup, explicitOrder: false, children: [button])
        let content = AccessibilityElement.container(id: "content", frame: Rect(x: 0, y: 0, width: 200, height: 400),
                                                     explicitOrder: false, children: [popup])
        let pixels = Self.picture(dimming: 0.4)
        XCTAssertEqual(BackdropDimming.find(in: [content], screen: Self.screen, pixels: pixels, scale: 1).map(\.overlayID), ["popup"])
        // A screen of many small containers (cells) besides the popup: the largest are measured
        // first and the measurements are bounded, so the popup is still found.
        let cells = (0..<300).map { i in
            AccessibilityElement.container(id: "cell-\(i)", frame: Rect(x: 0, y: Double(i) * 50, width: 200, height: 44),
                                           explicitOrder: false, children: [AccessibilityElement(id: "t-\(i)", label: "Row", frame:
                                               Rect(x: 0, y: Double(i) * 50, width: 100, height: 44))])
        }
        XCTAssertEqual(BackdropDimming.find(in: cells + [content], screen: Self.screen, pixels: pixels, scale: 1).map(\.overlayID), ["popup"])
        var alert = popup
        alert.viewIsModal = true
        XCTAssertEqual(BackdropDimming.find(in: [alert], screen: Self.screen, pixels: pixels, scale: 1).map(\.overlayID), [])
    }
}
