@testable import AXAudit
import AXCore
import AXScenes
import XCTest

/// `text.not-bold` (docs/rules.md): text that keeps its weight under Bold Text, the talk's
/// HelloGoodbye in its light custom face. Judged on the plain variant against the state drawn under
/// Bold Text, so the default matrix, which has no Bold Text variant, judges it.
final class BoldTextRuleTests: XCTestCase {
    /// A title and a caption: the title follows Bold Text (`settings.weight`) or keeps `titleWeight`;
    /// the caption is drawn bold, which Bold Text leaves bold.
    final class Screen: Scene {
        let id = "bold"
        let title = "Bold"
        let device = Device.phone
        let follows: Bool
        let titleWeight: FontWeight
        init(follows: Bool, titleWeight: FontWeight = .regular) { self.follows = follows; self.titleWeight = titleWeight }

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {
            list.fill(.rect(Rect(x: 0, y: 0, width: 390, height: 844)), .white)
            list.text(TextRun("Welcome", box: Rect(x: 16, y: 40, width: 358, height: 30), size: 17,
                              weight: follows ? settings.weight(titleWeight) : titleWeight, color: .black))
            list.text(TextRun("Terms", box: Rect(x: 16, y: 100, width: 358, height: 30), size: 17, weight: .bold, color: .black))
        }

        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            [AccessibilityElement(id: "welcome", label: "Welcome", traits: .header, frame: Rect(x: 16, y: 40, width: 358, height: 30)),
             AccessibilityElement(id: "terms", label: "Terms", traits: .staticText, frame: Rect(x: 16, y: 100, width: 358, height: 30))]
        }
    }

    private func notBold(_ make: @escaping () -> Scene, matrix: SettingsMatrix = .default) -> [String] {
        let descriptor = SceneDescriptor(id: "bold", tab: "Tests", title: "Bold", sourcePath: #filePath) { make() }
        let rules = RuleCatalog.all.filter { $0.info.id == "text.not-bold" }
        return Validator(rules: rules, matrix: matrix, bounds: ExplorationBounds(depth: 0, states: 1)).validate(descriptor).findings
            .map { "\($0.subject.elementID ?? "-"): \($0.message)" }
    }

    func testTextThatKeepsItsWeightUnderBoldTextIsFound() {
        XCTAssertEqual(notBold { Screen(follows: false) }, ["welcome: Text \"Welcome\" stays regular under Bold Text"])
        XCTAssertEqual(notBold { Screen(follows: true) }, [])
        XCTAssertEqual(notBold({ Screen(follows: false) }, matrix: .full), ["welcome: Text \"Welcome\" stays regular under Bold Text"],
                       "the full matrix finds it once")
    }

    /// Bold and heavy text have no heavier face: Bold Text leaves them, and so may the app.
    func testBoldTextWhichBoldTextKeepsPasses() {
        XCTAssertEqual(notBold { Screen(follows: false, titleWeight: .bold) }, [])
        XCTAssertEqual(notBold { Screen(follows: false, titleWeight: .semibold) }, ["welcome: Text \"Welcome\" stays semibold under Bold Text"])
    }

    /// The talk's app: its custom face stays light and regular in the broken twin, on its buttons
    /// and its logo; the fixed app swaps to a heavier face. The navigation bar's title is the
    /// system's and gets heavier in both, though the logo draws the same words unchanged.
    func testHelloGoodbyesCustomFaceIsFoundAndItsFixPasses() throws {
        func found(_ id: String) throws -> [String] {
            let descriptor = try XCTUnwrap(Catalog.all.first { $0.id == id })
            let rules = RuleCatalog.all.filter { $0.info.id == "text.not-bold" }
            return Validator(rules: rules, bounds: ExplorationBounds(depth: 0, states: 1)).validate(descriptor).findings
                .map { "\($0.subject.elementID ?? "-"): \($0.message)" }
        }
        XCTAssertEqual(try found("hello-goodbye-broken").sorted(), [
            "-: Text \"HelloGoodbye\" stays regular under Bold Text",
            "-: Text \"Meet your match.\" stays regular under Bold Text",
            "matches-button: Text \"Matches\" stays regular under Bold Text",
            "profile-button: Text \"Profile\" stays regular under Bold Text",
        ])
        XCTAssertEqual(try found("hello-goodbye"), [])
    }
}
