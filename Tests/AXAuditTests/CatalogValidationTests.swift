import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Every exemplary scene passes validation; every broken twin fails with the findings its talk (or
/// the issue) describes. The rule ids are exact, so a rule that stops firing, or starts firing on a
/// fixed scene, fails here.
final class CatalogValidationTests: XCTestCase {
    static let expected: [String: Set<String>] = [
        "star-rating": [],
        "star-rating-broken": ["actions.touch-only-gesture", "label.undescribed-text"],
        "piano": [],
        "piano-broken": ["actions.touch-only-gesture", "direct.sounding-control", "target.size"],
        "home-screen": [],
        "home-screen-broken": ["actions.touch-only-gesture", "keyboard.no-key-path", "keyboard.unreachable", "label.duplicate", "switch.unreachable",
                               "voice.label-in-name", "voice.shared-name", "voice.too-many-names", "voice.unreachable-action"],
        "exceptional-dogs": [],
        "exceptional-dogs-broken": ["actions.touch-only-gesture", "geometry.offscreen", "label.no-context", "modal.presented-not-modal",
                                    "order.carousel-walk", "order.split-pair"],
        "photo-filter": [],
        "photo-filter-broken": ["actions.touch-only-gesture", "direct.sounding-control", "geometry.shape-mismatch",
                                 "invert.image-inverted", "notify.announcement-interrupted", "traits.silent-state-change"],
        "hello-goodbye": [],
        "hello-goodbye-broken": ["label.undescribed-text", "transparency.translucent-behind-text"],
        "pre-poster": [],
        "pre-poster-broken": ["actions.touch-only-gesture", "label.duplicate", "label.missing", "label.undescribed-text",
                              "voice.no-name"],
    ]

    /// The rules whose errors make the default `validate` (fail on error) exit 1 for each broken twin:
    /// the reason its talk shows (docs/voiceover.md, "Rule severities").
    static let failing: [String: Set<String>] = [
        "star-rating-broken": ["actions.touch-only-gesture", "label.undescribed-text"],
        "piano-broken": ["actions.touch-only-gesture", "target.size"],
        "home-screen-broken": ["actions.touch-only-gesture", "keyboard.no-key-path", "keyboard.unreachable", "switch.unreachable",
                               "voice.label-in-name", "voice.unreachable-action"],
        "exceptional-dogs-broken": ["actions.touch-only-gesture", "geometry.offscreen", "modal.presented-not-modal"],
        "photo-filter-broken": ["actions.touch-only-gesture"],
        "hello-goodbye-broken": ["label.undescribed-text"],
        "pre-poster-broken": ["actions.touch-only-gesture", "label.missing", "label.undescribed-text", "voice.no-name"],
    ]

    func testEveryBrokenTwinFailsTheDefaultValidationForItsTalksReason() {
        let broken = Catalog.all.filter { $0.id.hasSuffix("-broken") }
        XCTAssertEqual(Set(broken.map(\.id)), Set(Self.failing.keys), "every broken twin has its failing rules pinned")
        let report = Validator().validate(broken)
        for scene in report.scenes {
            let errors = scene.findings.filter { $0.suppression == nil && $0.severity == .error }
            XCTAssertEqual(Set(errors.map(\.ruleID)), Self.failing[scene.descriptor.id], scene.descriptor.id)
        }
        XCTAssertTrue(report.scenes.allSatisfy { !$0.findings.filter { $0.severity == .error && $0.suppression == nil }.isEmpty })
    }

    func testEveryCatalogSceneHasExactlyItsExpectedFindings() {
        XCTAssertEqual(Set(Catalog.all.map(\.id)), Set(Self.expected.keys), "every catalog scene has an expectation")
        let report = Validator().validate(Catalog.all)
        for scene in report.scenes {
            let found = Set(scene.findings.filter { $0.suppression == nil }.map(\.ruleID))
            XCTAssertEqual(found, Self.expected[scene.descriptor.id], scene.descriptor.id)
        }
        XCTAssertFalse(report.fails(at: .error) && report.scenes.filter { !$0.descriptor.id.hasSuffix("-broken") }
            .contains { $0.findings.contains { $0.suppression == nil } }, "exemplary scenes are clean")
    }
}
