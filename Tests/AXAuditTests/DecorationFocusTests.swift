@testable import AXAudit
import AXCore
import XCTest

/// `keyboard.focus-hidden` asked only elements' drawings what covers a focus ring: a banner drawn
/// over a button by a component that exposes no element hid the ring and passed.
final class DecorationFocusTests: XCTestCase {
    /// A 200×50 button at (40, 100), then a drawing exposing no element over `cover` in `colour`.
    final class Covered: ComponentScene {
        let cover: Rect
        let colour: Color
        init(cover: Rect, colour: Color) {
            self.cover = cover
            self.colour = colour
            super.init(id: "covered", title: "Covered")
        }
        override func body(settings: Settings) -> any Component {
            let button = Button(id: "pay", label: "Pay", content: Drawing(height: 50) { frame, list, _, _ in
                list.fill(.roundedRect(frame, radius: 8), .hex("#0A60D0"))
            }) { _ in true }
            let banner = Drawing(height: cover.height) { [colour] frame, list, _, _ in list.fill(.rect(frame), colour) }
            return Background(.white, Absolute([PlacedComponent(button, in: Rect(x: 40, y: 100, width: 200, height: 50)),
                                                PlacedComponent(banner, in: cover)]))
        }
    }

    private func hidden(cover: Rect, colour: Color = .hex("#FFCC00")) -> [String] {
        let descriptor = SceneDescriptor(id: "covered", tab: "Tests", title: "Covered", sourcePath: #filePath) {
            Covered(cover: cover, colour: colour)
        }
        let validator = Validator(rules: RuleCatalog.all.filter { $0.info.id == "keyboard.focus-hidden" })
        return validator.validate(descriptor).findings.map(\.message)
    }

    func testABannerThatIsNoElementOverTheButtonHidesItsRing() {
        XCTAssertEqual(hidden(cover: Rect(x: 0, y: 90, width: 390, height: 80)),
                       ["The focus ring on \"Pay\" would be hidden under a drawing that is no element"])
    }

    /// Twins: a banner that leaves part of the button showing, a translucent one, and the
    /// background every screen draws first hide nothing.
    func testABannerThatLeavesTheRingToBeSeenHidesNothing() {
        XCTAssertEqual(hidden(cover: Rect(x: 0, y: 90, width: 200, height: 80)), [], "the button's right end shows")
        XCTAssertEqual(hidden(cover: Rect(x: 0, y: 90, width: 390, height: 80), colour: Color(red: 1, green: 0.8, blue: 0, alpha: 0.5)), [])
        XCTAssertEqual(hidden(cover: Rect(x: 0, y: 600, width: 390, height: 80)), [], "the white background is drawn before the button")
    }
}
