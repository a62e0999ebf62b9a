import AXCore

/// A rule that could not judge a scene, and why: reported beside the findings, never as a pass or a
/// failure. Imported screens have no behaviour and no drawing model (docs/import.md).
public struct UnassessedRule: Hashable, Sendable {
    /// Why the rule could not judge (raw values as the JSON report writes them).
    public enum Status: String, Hashable, Sendable {
        /// The rule asks something the scene cannot answer (a probe on a real app's tree).
        case notApplicable
        /// A person must look: the rule needs what the import does not carry.
        case needsReview
    }

    /// The rule's id.
    public var ruleID: String
    /// Not applicable, or needs a person's review.
    public var status: Status
    /// Why, in one sentence a report prints.
    public var reason: String

    /// A rule that could not judge a scene, and why.
    public init(ruleID: String, status: Status, reason: String) {
        self.ruleID = ruleID; self.status = status; self.reason = reason
    }

    /// "not applicable" / "needs review", as reports print it.
    public var statusText: String { status == .notApplicable ? "not applicable" : "needs review" }

    /// Whether `rule` can judge `subject`: always, except on an imported screen, where probes are not
    /// applicable (the app cannot be asked) and rules that read the drawing model need review, unless
    /// they read the screenshot's pixels instead and the screen has them.
    static func assess(_ rule: Rule, on subject: AuditSubject) -> UnassessedRule? {
        guard subject.scene.behaviour == .unknown else { return nil }
        switch rule.info.kind {
        case .tree:
            guard rule is StackingRule else { return nil }
            return UnassessedRule(ruleID: rule.info.id, status: .needsReview,
                                  reason: "reads stacking from the order of siblings, and an export lists them in the app's view order, not by what covers what")
        case .probe:
            return UnassessedRule(ruleID: rule.info.id, status: .notApplicable,
                                  reason: "an imported screen has no behaviour: the real app can't be asked")
        case .frame:
            if rule is ScreenshotRule {
                if subject.scene.screenshot?.pixels != nil { return nil }
                return UnassessedRule(ruleID: rule.info.id, status: .needsReview,
                                      reason: "reads the screenshot's pixels, and this imported screen has no screenshot")
            }
            return UnassessedRule(ruleID: rule.info.id, status: .needsReview,
                                  reason: "needs the drawing model (text runs, shapes, animations); an imported screen has only a picture")
        }
    }
}

/// A tree rule that takes later siblings to be painted above earlier ones. True of a scene's own
/// tree, not of an export: XCUITest lists a navigation bar before the full-screen content that
/// follows it, which is no overlay. On an imported screen such a rule needs review; the modality an
/// export does show (an alert, sheet or dialog, a modal boundary) is kept by the readers.
protocol StackingRule: Rule {}

/// A frame rule that can also judge an imported screen from its screenshot's pixels.
protocol ScreenshotRule: Rule {
    func check(_ subject: AuditSubject, screenshot: Screenshot, pixels: RasterImage, report: inout FindingSink)
}
