import AXAudit
import AXCore
import AXEngine
import AXSDL
import AXScenes

/// The findings overlay's input: the validator's active findings for one state of a scene (default
/// matrix, the state judged as `axsandbox validate` judges it: what a finding one tree cannot settle
/// needs is explored from there), in the SDL layer's form.
package enum OverlayFindings {
    /// The findings of the scene's initial state (`snapshot --overlays findings`).
    package static func compute(_ descriptor: SceneDescriptor, settings: Settings) -> [OverlayFinding] {
        overlay(validator(settings).validate(descriptor, reachedAt: 0).findings, drawnUnder: settings)
    }

    /// The validator of one state, exploring within `validate`'s default bounds.
    private static func validator(_ settings: Settings) -> Validator {
        Validator(baseSettings: settings, bounds: .default)
    }

    /// The findings of the state the window's scene is in: each copy the validator makes is a fresh
    /// one driven there by the window's inputs, replayed as a trace of the run would be (Switch
    /// Control started as the window's was, so its presses act as they did).
    package static func compute(_ descriptor: SceneDescriptor, settings: Settings, state: SceneState) -> [OverlayFinding] {
        guard !state.inputs.isEmpty else { return compute(descriptor, settings: settings) }
        var reached = descriptor
        reached.make = {
            Explorer.replay(state.inputs, until: state.time, on: descriptor.make(), settings: state.startSettings,
                            announcesLaunch: state.launch, switchControl: state.switchControl).session.scene
        }
        return overlay(validator(settings).validate(reached, reachedAt: state.time, actedAt: state.inputs.last?.time).findings, drawnUnder: settings)
    }

    /// `findings` marked on a picture drawn under `settings`: an element's on its frame there, and
    /// one with no element (drawn text no element exposes, a gesture's area) on the place it was
    /// measured at, when the variant it was found under lays the screen out as the picture does.
    /// Found under another text size, text weight, layout direction or idiom, that place is elsewhere in
    /// the picture (text that does not scale, outlined where it lies at AX5, over empty space at
    /// the default size): it is listed with the screen's findings instead.
    package static func overlay(_ findings: [Finding], drawnUnder settings: Settings) -> [OverlayFinding] {
        let drawn = layoutValues(settings.changesFromDefaults)
        return findings.compactMap { finding in
            // The screen's under an open sheet: `validate` lists it under the states where that
            // screen is uncovered, not this one, where no VoiceOver user reaches it.
            guard finding.suppression == nil, !finding.seenBehindModal else { return nil }
            let severity = OverlayFinding.Severity(rawValue: finding.severity.rawValue) ?? .warning
            let placed = finding.subject.elementID == nil && layoutValues(finding.settings) == drawn
            return OverlayFinding(elementID: finding.subject.elementID, ruleID: finding.ruleID, severity: severity,
                                  frame: placed ? finding.subject.frame : nil)
        }
    }

    /// The settings that move what is drawn, as a settings label (`Settings.changesFromDefaults`,
    /// a finding's `settings`) gives them: the others (contrast, transparency, motion) recolour
    /// or animate it in place.
    private static func layoutValues(_ label: String) -> [Substring: Substring] {
        var values: [Substring: Substring] = [:]
        for change in label.split(separator: ",") {
            let pair = change.split(separator: "=", maxSplits: 1)
            if pair.count == 2, movesWhatIsDrawn.contains(String(pair[0])) { values[pair[0]] = pair[1] }
        }
        return values
    }

    private static let movesWhatIsDrawn = Set([Settings.Key.contentSize, .boldText, .layoutDirection, .idiom].map(\.rawValue))
}
