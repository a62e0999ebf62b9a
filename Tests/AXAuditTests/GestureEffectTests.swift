import XCTest
import AXCore
import AXEngine
@testable import AXAudit

/// A declared gesture is covered by an action that does what it does, not by any action the
/// element offers: a row's swipe to delete beside a custom action "Archive" that does something
/// else leaves deleting to a finger. `actions.touch-only-gesture` reads the tree (an action is
/// there); `gesture.touch-only-state` performs the swipe and every action and compares the states
/// they lead to by the exploration's digests (docs/validation.md, "What a gesture's equivalent must do").
final class GestureEffectTests: XCTestCase {
    /// A mail row with one custom action, and a swipe to delete declared over it that only a
    /// finger's swipe to the left performs.
    final class SwipeRow: Scene {
        /// What the row's custom action does: "Delete" what the swipe does, "Archive" something else.
        let actionName: String
        var deleted = false
        var archived = false

        init(actionName: String) { self.actionName = actionName }

        var id: String { "swipe-row" }
        var title: String { "Swipe row" }
        var device: Device { .phone }

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {}

        func stateSnapshot() -> [(key: String, value: String)] { [("deleted", String(deleted)), ("archived", String(archived))] }

        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            guard !deleted else {
                return [AccessibilityElement(id: "empty", label: "No mail", traits: .staticText, frame: Rect(x: 16, y: 100, width: 358, height: 50))]
            }
            var row = AccessibilityElement(id: "row", label: archived ? "Mail, archived" : "Mail", traits: .staticText,
                                           frame: Rect(x: 16, y: 100, width: 358, height: 50))
            let deletes = actionName == "Delete"
            row.customActions = [CustomAction(SpeechText(actionName)) { [unowned self] context in
                if deletes { deleted = true } else { archived = true }
                context.post(.announcement(deletes ? "Deleted" : "Archived"))
                return true
            }]
            return [row]
        }

        var declaredGestures: [DeclaredGesture] {
            deleted ? [] : [DeclaredGesture(kind: .swipe, frame: Rect(x: 16, y: 100, width: 358, height: 50), meaning: "delete")]
        }

        func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
            guard gesture.kind == .swipe, gesture.direction == .left, !deleted else { return false }
            deleted = true
            return true
        }
    }

    private func findings(_ actionName: String) -> [Finding] {
        let descriptor = SceneDescriptor(id: "swipe-row", tab: "Tests", title: "Swipe row", sourcePath: #filePath) { SwipeRow(actionName: actionName) }
        let rules = RuleCatalog.all.filter { ["actions.touch-only-gesture", "gesture.touch-only-state"].contains($0.info.id) }
        return Validator(rules: rules, bounds: .default).validate(descriptor).findings
    }

    /// "Archive" is an action on the row, so the tree offers something there; the state the swipe
    /// leads to (the row deleted) is one no action reaches: reported once, as the state's, and the
    /// finding says the action in the swipe's area leads elsewhere.
    func testASwipeToDeleteBesideAnArchiveActionIsReported() throws {
        let found = findings("Archive")
        XCTAssertEqual(found.map { "\($0.ruleID): \($0.message)" },
                       ["gesture.touch-only-state: The swipe that does \"delete\" reaches a state no VoiceOver action reaches"])
        let detail = try XCTUnwrap(found.first?.detail)
        XCTAssertTrue(detail.contains("(deleted=false → deleted=true)"), detail)
        XCTAssertTrue(detail.hasSuffix("is not among the 2 explored states; the custom actions in its area (\"Archive\") lead elsewhere"), detail)
    }

    /// "Delete" reaches the very state the swipe does: clean.
    func testASwipeToDeleteBesideADeleteActionIsClean() {
        XCTAssertEqual(findings("Delete").map(\.message), [])
    }

    /// Validated in its initial state alone (--depth 0) nothing is performed, and the report does
    /// not pass the comparison: the rule that makes it is not among the rules run.
    func testAtDepthZeroTheComparisonIsNotAmongTheRulesRun() {
        let descriptor = SceneDescriptor(id: "swipe-row", tab: "Tests", title: "Swipe row", sourcePath: #filePath) { SwipeRow(actionName: "Archive") }
        let result = Validator(rules: RuleCatalog.all.filter { ["actions.touch-only-gesture", "gesture.touch-only-state"].contains($0.info.id) })
            .validate(descriptor)
        XCTAssertEqual(result.rulesRun, ["actions.touch-only-gesture"])
    }
}
