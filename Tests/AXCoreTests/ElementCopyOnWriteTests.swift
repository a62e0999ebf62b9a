import XCTest
@testable import AXCore

/// An element is a value: copies share their stored attributes only until one of them changes
/// (`AccessibilityElement.Attributes`), and every way of changing one, a computed attribute through
/// `$label` included, changes that copy alone.
final class ElementCopyOnWriteTests: XCTestCase {
    private func element() -> AccessibilityElement {
        var element = AccessibilityElement(id: "play", label: "Play", value: "Off", traits: .button, frame: Rect(0, 0, 44, 44))
        element.children = [AccessibilityElement(id: "child", label: "Inner", frame: Rect(0, 0, 10, 10))]
        return element
    }

    func testACopyThatChangesLeavesTheOriginalAsItWas() {
        let original = element()
        var copy = original
        XCTAssertTrue(copy.sharesAttributes(with: original))
        copy.label = "Pause"
        copy.traits.insert(.selected)
        copy.frame.origin.x = 5
        XCTAssertFalse(copy.sharesAttributes(with: original))
        XCTAssertEqual(original.label?.string, "Play")
        XCTAssertEqual(original.traits, .button)
        XCTAssertEqual(original.frame.minX, 0)
        XCTAssertEqual(copy.label?.string, "Pause")
        XCTAssertEqual(copy.traits, [.button, .selected])
        XCTAssertEqual(copy.frame.minX, 5)
    }

    func testAComputedAttributeSetOnACopyIsThatCopysAlone() {
        let original = element()
        var copy = original
        var count = 0
        copy.$value = .computed { count += 1; return "\(count)" }
        XCTAssertEqual(copy.value?.string, "1")
        XCTAssertEqual(copy.value?.string, "2", "a computed attribute is evaluated on every read")
        XCTAssertEqual(original.value?.string, "Off")
        if case .computed = original.$value { XCTFail("the original's value stays stored") }
        XCTAssertTrue(copy.$value.isComputed)
    }

    func testAChildChangedInPlaceChangesOnlyThatCopysTree() {
        let original = element()
        var copy = original
        copy.children[0].label = "Changed"
        copy.children.append(AccessibilityElement(id: "second", frame: .zero))
        XCTAssertEqual(original.children.map(\.id), ["child"])
        XCTAssertEqual(original.children[0].label?.string, "Inner")
        XCTAssertEqual(copy.children.map(\.id), ["child", "second"])
        XCTAssertEqual(copy.children[0].label?.string, "Changed")
    }

    func testHooksAreCopiedWithTheElementAndReplacedOnTheCopyAlone() {
        var activated: [String] = []
        var original = element()
        original.onActivate = { _ in activated.append("original"); return true }
        var copy = original
        copy.onActivate = { _ in activated.append("copy"); return true }
        let context = SilentContext()
        _ = original.onActivate?(context)
        _ = copy.onActivate?(context)
        XCTAssertEqual(activated, ["original", "copy"])
    }

    /// The same element changed through a key path, as generic code does, and through `$` on a copy
    /// kept in an array.
    func testKeyPathsAndArraysChangeTheirOwnCopy() {
        let original = element()
        var list = [original, original]
        list[1][keyPath: \.isSeries] = true
        list[1].$hint = .computed { "Plays" }
        XCTAssertFalse(list[0].isSeries)
        XCTAssertTrue(list[1].isSeries)
        XCTAssertNil(list[0].hint)
        XCTAssertEqual(list[1].hint?.string, "Plays")
        XCTAssertTrue(list[0].sharesAttributes(with: original))
    }
}

private final class SilentContext: SceneContext {
    var settings = Settings()
    var now = 0
    func post(_ notification: AccessibilityNotification) {}
    func play(_ sound: SoundCue) {}
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {}
}
