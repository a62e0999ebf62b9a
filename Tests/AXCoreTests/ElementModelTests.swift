import XCTest
@testable import AXCore

private final class RecordingContext: SceneContext {
    var settings = Settings()
    var now = 0
    var posted: [AccessibilityNotification] = []
    func post(_ notification: AccessibilityNotification) { posted.append(notification) }
    func play(_ sound: SoundCue) {}
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {}
}

final class ElementModelTests: XCTestCase {
    func testTraitNamesRoundTripAndUnknownNamesAreRejected() throws {
        XCTAssertEqual(AccessibilityTraits.named.count, 23)
        let traits = try AccessibilityTraits(names: ["button", "toggleButton", "notEnabled"])
        XCTAssertEqual(traits, [.button, .toggleButton, .notEnabled])
        XCTAssertEqual(traits.names, ["button", "notEnabled", "toggleButton"])
        XCTAssertThrowsError(try AccessibilityTraits(name: "toggle")) { error in
            XCTAssertTrue("\(error)".hasPrefix("unknown trait \"toggle\"; expected one of button, link"))
        }
        for (name, trait) in AccessibilityTraits.named {
            XCTAssertEqual(try AccessibilityTraits(name: name), trait)
        }
    }

    /// Announcements and labels are written with string interpolation, as UIKit's strings are: the
    /// interpolated text is what is posted, with VoiceOver's default attributes.
    func testSpeechTextIsWrittenWithStringInterpolation() {
        let context = RecordingContext()
        let name = "Mail", position = 3
        context.post(.announcement("\(name) moved to position \(position)"))
        guard case .announcement(let text)? = context.posted.first else { return XCTFail("an announcement was posted") }
        XCTAssertEqual(text, SpeechText("Mail moved to position 3"))
        let label: SpeechText = "\(name)"
        XCTAssertEqual(label.string, "Mail")
        XCTAssertNil(label.priority)
    }

    func testActivationPointDefaultsToTheCentreOfTheFrame() {
        var e = AccessibilityElement(id: "slider", label: "Brightness", frame: Rect(0, 100, 200, 44))
        XCTAssertEqual(e.resolvedActivationPoint, Point(100, 122))
        e.activationPoint = Point(150, 122)
        XCTAssertEqual(e.resolvedActivationPoint, Point(150, 122))
    }

    /// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023): a block-based value is evaluated on every read and wins over a stored value.
    func testBlockBasedAttributesAreEvaluatedOnEveryRead() {
        final class Model { var filtered = false }
        let model = Model()
        var image = AccessibilityElement(id: "photo", label: "Photo", value: "stale", traits: .image, frame: Rect(0, 0, 10, 10))
        image.$value = .computed { SpeechText(model.filtered ? "Filtered" : "Not filtered") }
        XCTAssertEqual(image.value, "Not filtered")
        model.filtered = true
        XCTAssertEqual(image.value, "Filtered")
        XCTAssertTrue(image.$value.isComputed)
        image.value = "Plain"
        XCTAssertFalse(image.$value.isComputed)
        XCTAssertEqual(image.value, "Plain")
    }

    func testEveryDataAttributeAcceptsABlock() {
        var e = AccessibilityElement(id: "e", frame: .zero)
        var reads = 0
        e.$label = .computed { reads += 1; return "L" }
        e.$traits = .computed { .button }
        e.$frame = .computed { Rect(1, 2, 3, 4) }
        e.$hint = .computed { "H" }
        e.$isAccessibilityElement = .computed { false }
        e.$customActions = .computed { [CustomAction("Delete") { _ in true }] }
        e.$dropPoints = .computed { [LocationDescriptor(name: "Drop", point: Point(1, 2))] }
        e.$directTouch = .computed { .silentOnTouch }
        e.$viewIsModal = .computed { true }
        e.$elementsHidden = .computed { true }
        e.$container = .computed { .list }
        e.$path = .computed { Path.ellipse(in: Rect(0, 0, 4, 4)) }
        e.$activationPoint = .computed { Point(9, 9) }
        e.$language = .computed { "fr-FR" }
        e.$dragSources = .computed { [] }
        e.$value = .computed { "V" }
        _ = e.label; _ = e.label
        XCTAssertEqual(reads, 2)
        XCTAssertEqual(e.traits, .button)
        XCTAssertEqual(e.frame, Rect(1, 2, 3, 4))
        XCTAssertFalse(e.isAccessibilityElement)
        XCTAssertTrue(e.hasActions)
        XCTAssertEqual(e.directTouch, .silentOnTouch)
        XCTAssertTrue(e.viewIsModal && e.elementsHidden)
        XCTAssertEqual(e.container, .list)
        XCTAssertEqual(e.resolvedActivationPoint, Point(9, 9))
        XCTAssertEqual(e.language, "fr-FR")
    }

    func testContentShapeReplacesTheFrameForAccessibilityHitTesting() {
        var button = AccessibilityElement(id: "red", label: "Red", traits: .button, frame: Rect(0, 0, 44, 44))
        XCTAssertTrue(button.accessibilityContains(Point(1, 1)))
        button.path = .ellipse(in: Rect(0, 0, 44, 44))
        XCTAssertFalse(button.accessibilityContains(Point(1, 1)), "the corner is outside the circle")
        XCTAssertTrue(button.accessibilityContains(Point(22, 22)))
        XCTAssertEqual(button.accessibilityShape.bounds.width, 44, accuracy: 1e-9)
    }

    func testHooksReceiveTheContextAndReportSuccess() {
        let context = RecordingContext()
        var count = 0
        var stepper = AccessibilityElement(id: "s", label: "Rating", traits: .adjustable, frame: Rect(0, 0, 100, 44))
        stepper.onIncrement = { ctx in
            count += 1
            ctx.post(.layoutChanged(.none))
            return count <= 5
        }
        XCTAssertEqual(stepper.onIncrement?(context), true)
        XCTAssertEqual(context.posted, [.layoutChanged(.none)])
        XCTAssertNil(stepper.onDecrement)
    }

    func testSpeechTextAttributes() {
        let text = SpeechText("Camera active", language: "en-US", priority: .high)
        XCTAssertEqual(text.effectivePriority, .high)
        XCTAssertEqual(SpeechText("x").effectivePriority, .default)
        XCTAssertEqual(text.with(string: "Other").priority, .high)
        let literal: SpeechText = "Hello"
        XCTAssertEqual(literal.string, "Hello")
        XCTAssertFalse(literal.queued)
    }

    func testContainersAreNotElementsAndWalkDepthFirst() {
        let a = AccessibilityElement(id: "a", frame: Rect(0, 0, 1, 1))
        let b = AccessibilityElement(id: "b", frame: Rect(0, 0, 1, 1))
        let list = AccessibilityElement.container(id: "list", frame: Rect(0, 0, 2, 2), type: .list, children: [a, b])
        XCTAssertFalse(list.isAccessibilityElement)
        XCTAssertTrue(list.isContainer)
        XCTAssertTrue(list.childrenInExplicitOrder)
        var ids: [String] = []
        list.forEachNode { ids.append($0.id) }
        XCTAssertEqual(ids, ["list", "a", "b"])
    }
}
