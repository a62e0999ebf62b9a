import AXAudit
import AXCore
import AXSDL
import AXScenes

/// The findings overlay's input: the validator's active findings for a scene (default matrix, so
/// what `axsandbox validate` reports is what is marked), in the SDL layer's form.
enum OverlayFindings {
    static func compute(_ descriptor: SceneDescriptor, settings: Settings) -> [OverlayFinding] {
        Validator(baseSettings: settings).validate(descriptor).findings.compactMap { finding in
            guard finding.suppression == nil else { return nil }
            let severity = OverlayFinding.Severity(rawValue: finding.severity.rawValue) ?? .warning
            return OverlayFinding(elementID: finding.subject.elementID, ruleID: finding.ruleID, severity: severity)
        }
    }
}
