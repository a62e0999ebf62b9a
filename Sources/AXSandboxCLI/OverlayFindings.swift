import AXAudit
import AXCore
import AXEngine
import AXSDL
import AXScenes

/// The findings overlay's input: the validator's active findings for a scene (default matrix, so
/// what `axsandbox validate --depth 0` reports for that state is what is marked), in the SDL layer's form.
enum OverlayFindings {
    /// The findings of the scene's initial state (`snapshot --overlays findings`).
    static func compute(_ descriptor: SceneDescriptor, settings: Settings) -> [OverlayFinding] {
        overlay(Validator(baseSettings: settings).validate(descriptor).findings)
    }

    /// The findings of the state the window's scene is in: each copy the validator makes is a fresh
    /// one driven there by the window's inputs, replayed as a trace of the run would be (Switch
    /// Control started as the window's was, so its presses act as they did).
    static func compute(_ descriptor: SceneDescriptor, settings: Settings, state: SceneState) -> [OverlayFinding] {
        guard !state.inputs.isEmpty else { return compute(descriptor, settings: settings) }
        var reached = descriptor
        reached.make = {
            Explorer.replay(state.inputs, until: state.time, on: descriptor.make(), settings: state.startSettings,
                            announcesLaunch: state.launch, switchControl: state.switchControl).session.scene
        }
        return overlay(Validator(baseSettings: settings).validate(reached, reachedAt: state.time).findings)
    }

    private static func overlay(_ findings: [Finding]) -> [OverlayFinding] {
        findings.compactMap { finding in
            guard finding.suppression == nil else { return nil }
            let severity = OverlayFinding.Severity(rawValue: finding.severity.rawValue) ?? .warning
            return OverlayFinding(elementID: finding.subject.elementID, ruleID: finding.ruleID, severity: severity,
                                  frame: finding.subject.elementID == nil ? finding.subject.frame : nil)
        }
    }
}
