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

        /// "not applicable" / "needs review", as reports print it.
        public var text: String { self == .notApplicable ? "not applicable" : "needs review" }
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
    public var statusText: String { status.text }

    /// `rules` grouped by why they could not judge (status and reason), in the order first met, each
    /// group with its rules' ids: how the text and HTML reports list them.
    public static func grouped(_ rules: [UnassessedRule]) -> [(status: Status, reason: String, ruleIDs: [String])] {
        var groups: [(status: Status, reason: String, ruleIDs: [String])] = []
        for rule in rules {
            if let i = groups.firstIndex(where: { $0.status == rule.status && $0.reason == rule.reason }) {
                groups[i].ruleIDs.append(rule.ruleID)
            } else {
                groups.append((rule.status, rule.reason, [rule.ruleID]))
            }
        }
        return groups
    }

    /// Whether `rule` can judge `subject`: always, except on an imported screen, where probes are not
    /// applicable (the app cannot be asked) and rules that read the drawing model need review, unless
    /// they read the screenshot's pixels instead and the screen has them.
    static func assess(_ rule: Rule, on subject: AuditSubject) -> UnassessedRule? {
        guard subject.behaviour == .unknown else { return nil }
        switch rule.info.kind {
        case .tree:
            guard let blind = rule as? ExportBlindRule, !blind.judges(subject) else { return nil }
            return UnassessedRule(ruleID: rule.info.id, status: .needsReview, reason: blind.reviewReason)
        case .probe, .exploration:
            return UnassessedRule(ruleID: rule.info.id, status: .notApplicable,
                                  reason: "an imported screen has no behaviour: the real app can't be asked")
        case .frame:
            if rule is ScreenshotRule {
                guard let screenshot = subject.scene.screenshot, screenshot.pixels != nil else {
                    return UnassessedRule(ruleID: rule.info.id, status: .needsReview,
                                          reason: "reads the screenshot's pixels, and this imported screen has no screenshot")
                }
                // A screenshot that shows nothing where the elements are measures nothing: its
                // one-colour frames would pass every text as if it had been seen.
                if let (blank, shown) = ScreenshotContrast.mismatch(subject, screenshot) {
                    return UnassessedRule(ruleID: rule.info.id, status: .needsReview,
                                          reason: "reads the screenshot's pixels, and the screenshot does not seem to match the capture: "
                                              + "\(blank) of the \(shown) elements on it show one colour, no text or icon")
                }
                return nil
            }
            return UnassessedRule(ruleID: rule.info.id, status: .needsReview,
                                  reason: "needs the drawing model (text runs, shapes, animations); an imported screen has only a picture")
        }
    }
}

/// A tree rule that reads something a scene's own tree carries and an export does not, so on an
/// imported screen it needs review instead of judging: the stacking of siblings (XCUITest lists a
/// navigation bar before the full-screen content that follows it, which is no overlay), or a
/// behaviour such as a modal's escape. The modality an export does show (an alert, sheet or
/// dialog, a modal boundary) is kept by the readers.
protocol ExportBlindRule: Rule {
    /// Why the rule cannot judge an export, as reports print it.
    var reviewReason: String { get }
    /// Whether this imported screen carries what the rule needs after all (a screenshot whose
    /// pixels show what covers what); then the rule judges it.
    func judges(_ subject: AuditSubject) -> Bool
}

extension ExportBlindRule {
    /// By default an export never carries it.
    func judges(_ subject: AuditSubject) -> Bool { false }
}

/// A frame rule that can also judge an imported screen from its screenshot's pixels.
protocol ScreenshotRule: Rule {
    /// The elements it measures on the screenshot.
    func judged(_ subject: AuditSubject) -> [AuditNode]
    func check(_ subject: AuditSubject, screenshot: Screenshot, pixels: RasterImage, report: inout FindingSink)
}

extension UnassessedRule {
    /// The elements a colour rule that judged `subject`'s screenshot could not judge (their frames
    /// show one colour, no text or icon), as a verdict beside its findings: nil when it judged
    /// every one. The rule still ran; reports list this with the rules that could not judge.
    static func unmeasured(by rule: ScreenshotRule, on subject: AuditSubject, screenshot: Screenshot) -> UnassessedRule? {
        let nodes = ScreenshotContrast.unmeasured(rule.judged(subject), in: screenshot)
        guard !nodes.isEmpty else { return nil }
        let names = nodes.map { node in node.element.id + (node.element.label.map { " \"\($0.string)\"" } ?? "") }
        return UnassessedRule(ruleID: rule.info.id, status: .needsReview,
                              reason: "reads the screenshot's pixels, and the screenshot shows one colour, no text or icon, in the frame of "
                                  + "\(names.joined(separator: ", ")): invisible, or not what the capture shows; the rule judged the others")
    }
}
