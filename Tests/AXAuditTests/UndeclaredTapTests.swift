import XCTest
import AXCore
import AXEngine
@testable import AXAudit

/// A scene written in Swift may answer a finger's tap on drawing that is no element (a tap
/// recognizer on a non-accessible "Show more" text) without declaring it: `gesture.touch-only-state`
/// taps the centre of each drawn item no element and no declared gesture covers, as a finger would,
/// and judges where the tap leads as it judges a declared tap (docs/validation.md, "Undeclared taps").
final class UndeclaredTapTests: XCTestCase {
    /// A text that expands on a finger's tap; `asButton` makes the text a button element that does
    /// the same when activated.
    final class ShowMore: Scene {
        let asButton: Bool
        var expanded = false
        init(asButton: Bool) { self.asButton = asButton }

        var id: String { "show-more" }
        var title: String { "Show more" }
        var device: Device { .phone }
        static let link = Rect(x: 120, y: 330, width: 100, height: 20)

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {
            list.text(TextRun(expanded ? "Show less" : "Show more", box: Self.link, size: 17, style: .body))
        }

        func stateSnapshot() -> [(key: String, value: String)] { [("expanded", String(expanded))] }

        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            var body = AccessibilityElement(id: "body", label: expanded ? "The whole story" : "The story", traits: .staticText,
                                            frame: Rect(x: 16, y: 100, width: 358, height: 200))
            guard asButton else { return [body] }
            var link = AccessibilityElement(id: "more", label: expanded ? "Show less" : "Show more", traits: .button, frame: Self.link)
            link.onActivate = { [unowned self] _ in expanded.toggle(); return true }
            return [body, link]
        }

        func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
            guard gesture.kind == .tap, Self.link.contains(gesture.location) else { return false }
            expanded.toggle()
            return true
        }
    }

    /// A sheet over a dimmed backdrop: a tap on the backdrop closes it, as escape does; once
    /// closed an "Open" button opens it again.
    final class BackdropSheet: Scene {
        /// Whether escape closes the sheet too; without, only the backdrop's tap does.
        let escapes: Bool
        var open = true
        init(escapes: Bool = true) { self.escapes = escapes }
        var id: String { "backdrop-sheet" }
        var title: String { "Backdrop sheet" }
        var device: Device { .phone }
        static let sheet = Rect(x: 0, y: 600, width: 390, height: 244)

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {
            guard open else { return }
            list.fill(.rect(Rect(x: 0, y: 0, width: 390, height: 600)), Color(red: 0, green: 0, blue: 0, alpha: 0.4))
        }

        func stateSnapshot() -> [(key: String, value: String)] { [("open", String(open))] }

        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            guard open else {
                var opens = AccessibilityElement(id: "open", label: "Open", traits: .button, frame: Rect(x: 16, y: 100, width: 100, height: 44))
                opens.onActivate = { [unowned self] _ in open = true; return true }
                return [opens]
            }
            var sheet = AccessibilityElement(id: "sheet", label: "Sheet", traits: .staticText, frame: Self.sheet)
            if escapes { sheet.onEscape = { [unowned self] _ in open = false; return true } }
            return [sheet]
        }

        func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
            guard open, gesture.kind == .tap, !Self.sheet.contains(gesture.location) else { return false }
            open = false
            return true
        }
    }

    private func findings(_ make: @escaping @Sendable () -> Scene) -> [Finding] {
        let descriptor = SceneDescriptor(id: "undeclared-tap", tab: "Tests", title: "Undeclared tap", sourcePath: #filePath, make: make)
        let rules = RuleCatalog.all.filter { $0.info.id == "gesture.touch-only-state" }
        return Validator(rules: rules, bounds: .default).validate(descriptor).findings
    }

    /// The drawn "Show more" no element covers expands the story only under a finger: reported,
    /// naming the point and the text.
    func testATappableDrawnTextThatIsNoElementIsReported() throws {
        let found = findings { ShowMore(asButton: false) }
        XCTAssertEqual(found.map { "\($0.ruleID): \($0.message)" },
                       ["gesture.touch-only-state: A tap at (170, 340) on the drawn text \"Show more\" leads to a state no VoiceOver action reaches"])
        let detail = try XCTUnwrap(found.first?.detail)
        XCTAssertTrue(detail.contains("(expanded=false → expanded=true)"), detail)
    }

    /// The same text as a button element: nothing is tapped there (it lies in an element's frame)
    /// and the button reaches the state: clean.
    func testTheSameTextAsAButtonIsClean() {
        XCTAssertEqual(findings { ShowMore(asButton: true) }.map(\.message), [])
    }

    /// The backdrop's tap closes the sheet, as escape does: the state it leads to is one an action
    /// reaches, so no finding.
    func testABackdropTapThatEscapeMatchesIsClean() {
        XCTAssertEqual(findings { BackdropSheet() }.map(\.message), [])
        // The backdrop is tapped: where escape does not close the sheet, only the tap does.
        XCTAssertEqual(findings { BackdropSheet(escapes: false) }.map(\.message).count, 1)
    }
}
