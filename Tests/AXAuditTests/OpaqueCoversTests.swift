import XCTest
import AXCore
@testable import AXAudit

/// One question, asked by the text rules and `contrast.non-text`: is this drawing hidden under an
/// opaque fill drawn after it (`OpaqueCovers`, docs/validation.md, "Text and controls under an opaque
/// fill")? Fills of every size count, and a rounded rectangle covers only what lies inside its rounding.
final class OpaqueCoversTests: XCTestCase {
    private static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// A sheet's button: an opaque rounded rectangle 200 by 40 with 20-point corners, drawn after
    /// the texts under it (item 0 and 1) and before one over it (item 3); a translucent one after.
    private static func covers() -> (OpaqueCovers, DisplayList) {
        var list = DisplayList()
        list.text(TextRun("G", box: Rect(x: 110, y: 100, width: 20, height: 20), size: 17))
        list.text(TextRun("M", box: Rect(x: 81, y: 91, width: 8, height: 8), size: 6))
        list.fill(.roundedRect(Rect(x: 80, y: 90, width: 200, height: 40), radius: 20), .white)
        list.text(TextRun("Delete", box: Rect(x: 150, y: 100, width: 60, height: 20), size: 17))
        list.fill(.rect(Rect(x: 0, y: 300, width: 390, height: 100)), Color.black.withAlpha(0.5))
        return (OpaqueCovers(list, clips: list.clips, screen: screen), list)
    }

    func testAButtonHidesTheTextDrawnBeforeItUnderIt() {
        let (covers, _) = Self.covers()
        XCTAssertTrue(covers.hide(Rect(x: 110, y: 100, width: 20, height: 20), drawnAt: 0), "a small fill counts as a panel does")
        XCTAssertFalse(covers.hide(Rect(x: 150, y: 100, width: 60, height: 20), drawnAt: 3), "its own title, drawn after it, shows")
    }

    /// The corner a rounded button leaves uncovered shows what is drawn there: the word in it is
    /// not hidden, though it lies inside the button's bounds.
    func testARoundedCornerDoesNotCoverWhatLiesOutsideItsRounding() {
        let (covers, _) = Self.covers()
        XCTAssertFalse(covers.hide(Rect(x: 81, y: 91, width: 8, height: 8), drawnAt: 1))
        XCTAssertFalse(covers.hide(Point(82, 92), drawnAt: 1), "the corner's point shows")
        XCTAssertTrue(covers.hide(Point(100, 95), drawnAt: 1), "inside the rounding")
        XCTAssertTrue(covers.hide(Rect(x: 92, y: 102, width: 6, height: 6), drawnAt: 1), "well inside the corner's quarter circle")
    }

    func testATranslucentFillHidesNothing() {
        let (covers, _) = Self.covers()
        XCTAssertFalse(covers.hide(Rect(x: 10, y: 320, width: 40, height: 20), drawnAt: 0))
    }

    /// Text partly under a button shows in part: it is not hidden, and only its points under the
    /// button are (what the contrast rules leave out of its measure).
    func testTextPartlyUnderAButtonIsNotHidden() {
        let (covers, _) = Self.covers()
        let partly = Rect(x: 265, y: 100, width: 40, height: 20)
        XCTAssertFalse(covers.hide(partly, drawnAt: 0))
        XCTAssertTrue(covers.meets(partly, drawnAfter: 0))
        XCTAssertTrue(covers.hide(Point(268, 110), drawnAt: 0))
        XCTAssertFalse(covers.hide(Point(290, 110), drawnAt: 0))
        XCTAssertFalse(covers.leaveUnreadable(partly, drawnAt: 0), "less than half under the button, its rounding measured")
    }

    /// A feed's initials under a sheet's button, their lowest points peeking out below it: three
    /// quarters under one fill cannot be read (`text.overdrawn`'s share), and are not judged.
    func testTextMostlyUnderAButtonCannotBeRead() {
        let (covers, _) = Self.covers()
        let initials = Rect(x: 110, y: 115, width: 30, height: 20)
        XCTAssertFalse(covers.hide(initials, drawnAt: 0))
        XCTAssertTrue(covers.leaveUnreadable(initials, drawnAt: 0))
        XCTAssertFalse(covers.leaveUnreadable(initials, drawnAt: 3), "drawn after the button, it shows")
    }

    /// A fill within a control's own area is the control's (its background drawn after its
    /// shadow): with `ownArea`, it hides nothing of the control; a larger one (a sheet's button) does.
    func testAControlsOwnBackgroundDoesNotHideIt() {
        let (covers, _) = Self.covers()
        let control = Rect(x: 120, y: 95, width: 40, height: 30)
        XCTAssertTrue(covers.hide(control, drawnAt: 0, ownArea: control.insetBy(dx: -2, dy: -2)), "the button is larger than the control")
        let button = Rect(x: 80, y: 90, width: 200, height: 40)
        XCTAssertFalse(covers.hide(Rect(x: 100, y: 100, width: 100, height: 20), drawnAt: 0, ownArea: button.insetBy(dx: -2, dy: -2)))
    }
}
