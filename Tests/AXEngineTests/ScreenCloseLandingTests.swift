import AXCore
@testable import AXEngine
import XCTest

/// Where VoiceOver's cursor lands when a presented screen goes away and the one that opened it shows
/// again (docs/voiceover.md, "When a screen closes"): where the screen change names, else the first
/// element, never the opener by itself; a removal with a layout change, or none, moves a vanished
/// focus as any removal does. The opener here is not the first element, so a return to it would fail.
final class ScreenCloseLandingTests: XCTestCase {
    /// How the scene tells VoiceOver that the overlay went away.
    private enum Dismissal { case screenChanged(String?), layoutChanged, nothing }

    /// A title, a line and the opener; the opener presents a modal overlay (a sheet, an alert) whose
    /// OK button takes it away and says so as `dismissal` says.
    private func scene(_ dismissal: Dismissal) -> VOTestScene {
        VOTestScene { scene, _ in
            var open = button("open", "Options", y: 200)
            open.onActivate = { context in
                scene.state["overlay"] = "1"
                context.post(.screenChanged(elementID: nil))
                return true
            }
            var elements = [button("title", "Settings", traits: .header), button("line", "Three devices", y: 100, traits: .staticText), open]
            if scene.state["overlay"] == "1" {
                var ok = button("ok", "OK", y: 500)
                ok.onActivate = { context in
                    scene.state["overlay"] = nil
                    switch dismissal {
                    case .screenChanged(let id): context.post(.screenChanged(elementID: id))
                    case .layoutChanged: context.post(.layoutChanged(.none))
                    case .nothing: break
                    }
                    return true
                }
                var overlay = AccessibilityElement.container(id: "overlay", frame: Rect(0, 400, 390, 444), children: [
                    button("message", "Delete all devices?", y: 420, traits: .staticText), ok,
                ])
                overlay.viewIsModal = true
                elements.append(overlay)
            }
            return elements
        }
    }

    /// Opens the overlay from its opener, then takes it away with OK; where VoiceOver is then.
    private func landing(_ dismissal: Dismissal, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let session = DrivenSession(scene: scene(dismissal))
        session.send(.next, at: 0)
        session.send(.next, at: 10_000)
        XCTAssertEqual(session.focusedElementID, "open", "the opener is focused before it opens", file: file, line: line)
        session.send(.activate, at: 20_000)
        XCTAssertEqual(session.focusedElementID, "message", "the overlay's first element", file: file, line: line)
        session.send(.next, at: 30_000)
        session.send(.activate, at: 40_000)
        XCTAssertNil(session.navigation.node(withID: "ok"), "the overlay is gone", file: file, line: line)
        return session.focusedElementID
    }

    /// A sheet's dismissal or an alert's button that posts a screen change naming nothing, as
    /// UIKit's presentations do: the first element (Apple's demos of a pop and of a modal dismissal).
    func testAScreenChangeNamingNothingLandsOnTheFirstElementNotTheOpener() {
        XCTAssertEqual(landing(.screenChanged(nil)), "title")
    }

    /// An app that wants the return names the opener, as Exceptional Dogs' gallery and Photo Filter's
    /// sheets do: the element the screen change names wins.
    func testAScreenChangeNamingTheOpenerLandsOnIt() {
        XCTAssertEqual(landing(.screenChanged("open")), "open")
    }

    /// A named element that is not on the screen shown again: the first element, not the opener.
    func testAScreenChangeNamingAnElementNotThereFallsBackToTheFirstElement() {
        XCTAssertEqual(landing(.screenChanged("gone")), "title")
    }

    /// A custom overlay removed with a layout change: its focus vanished with it, and nothing of the
    /// overlay is left, so the focus goes to the first element; no restore of the opener.
    func testAnOverlayRemovedWithALayoutChangeGetsNoRestore() {
        XCTAssertEqual(landing(.layoutChanged), "title")
    }

    /// The same removal with no notification at all.
    func testAnOverlayRemovedSilentlyGetsNoRestore() {
        XCTAssertEqual(landing(.nothing), "title")
    }
}
