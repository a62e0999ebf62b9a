import AXCore
import Foundation

/// The results of validating some scenes: findings (suppressed ones included and marked) and the
/// counts reports print.
public struct ValidationReport {
    public struct SceneResult {
        public var descriptor: SceneDescriptor
        public var findings: [Finding]
        public var elementCount: Int
        /// Rules that ran on this scene (under at least one variant).
        public var rulesRun: [String]
    }

    public var scenes: [SceneResult]
    public var matrix: SettingsMatrix

    public var findings: [Finding] { scenes.flatMap(\.findings) }
    public var active: [Finding] { findings.filter { $0.suppression == nil } }
    public var suppressedCount: Int { findings.count - active.count }
    public var elementCount: Int { scenes.map(\.elementCount).reduce(0, +) }
    public var rulesRunCount: Int { Set(scenes.flatMap(\.rulesRun)).count }

    public func count(_ severity: Severity) -> Int { active.filter { $0.severity == severity }.count }

    /// Whether any unsuppressed finding is at or above `failOn`.
    public func fails(at failOn: Severity) -> Bool { active.contains { $0.severity >= failOn } }
}

/// Runs rules over scenes across a settings matrix (probe rules under the base settings only). Deterministic: scenes, variants and rules are
/// visited in a fixed order, and a finding seen under several variants is reported once, under the
/// first variant that showed it.
public struct Validator {
    public var rules: [Rule]
    public var matrix: SettingsMatrix
    public var baseSettings: Settings
    public var metrics: TextMetrics

    public init(rules: [Rule] = RuleCatalog.all, matrix: SettingsMatrix = .default, baseSettings: Settings = Settings(),
                metrics: TextMetrics = EstimatedTextMetrics()) {
        self.rules = rules; self.matrix = matrix; self.baseSettings = baseSettings; self.metrics = metrics
    }

    public func validate(_ descriptors: [SceneDescriptor], declarative: (SceneDescriptor) -> Bool = { _ in false }) -> ValidationReport {
        ValidationReport(scenes: descriptors.map { validate($0, declarative: declarative($0)) }, matrix: matrix)
    }

    public func validate(_ descriptor: SceneDescriptor, declarative: Bool = false) -> ValidationReport.SceneResult {
        var findings: [Finding] = []
        var seen = Set<String>()
        var rulesRun = Set<String>()
        var elementCount = 0
        var suppressions: [Suppression] = []
        for (i, settings) in matrix.variants(base: baseSettings).enumerated() {
            let subject = AuditSubject(descriptor: descriptor, settings: settings, metrics: metrics, isDeclarative: declarative)
            if i == 0 {
                elementCount = subject.focusable.count
                suppressions = subject.scene.suppressions
            }
            // Probes act on the model, which settings do not change: they run under the first variant only.
            for rule in rules where rule.applies(to: settings) && (rule.info.kind != .probe || i == 0) {
                rulesRun.insert(rule.info.id)
                var sink = FindingSink(info: rule.info, subject: subject)
                rule.check(subject, report: &sink)
                for var finding in sink.findings {
                    // The same finding under another variant differs only in its measured numbers.
                    let shape = String(finding.message.unicodeScalars.filter { !CharacterSet.decimalDigits.contains($0) })
                    let key = "\(finding.ruleID)|\(finding.subject.elementID ?? "")|\(shape)"
                    guard seen.insert(key).inserted else { continue }
                    if let s = suppressions.first(where: { $0.ruleID == finding.ruleID && ($0.elementID == nil || $0.elementID == finding.subject.elementID) }) {
                        finding.suppression = s.reason
                    }
                    findings.append(finding)
                }
            }
        }
        return ValidationReport.SceneResult(descriptor: descriptor, findings: findings, elementCount: elementCount,
                                            rulesRun: rules.map(\.info.id).filter(rulesRun.contains))
    }
}
