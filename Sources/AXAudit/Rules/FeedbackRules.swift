import AXCore
import AXEngine

/// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023)'s Filter button: activating it changes the model, yet nothing VoiceOver reads changes.
struct SilentStateChangeProbeRule: Rule {
    let info = RuleInfo(
        id: .traitsSilentStateChange, area: .traits, kind: .probe, severity: .warning,
        title: "Activation changes the model but nothing VoiceOver reads",
        explanation: "After a double tap the scene's state changed, but nothing was announced (an announcement that speaks nothing, as \"\" or white space alone, is none) and no element's label, value or traits changed, or only another element's: VoiceOver then says the element double-tapped again, never the other, so a count under a Save button going from \"0 saved\" to \"1 saved\" is not heard. A VoiceOver user cannot tell what happened. An on/off control needs the toggle trait and a value (the WWDC 2023 talk's \"Filter\" switch button).",
        fix: "Expose the new state: a toggle trait with value 1/0, the selected trait, an updated value, or an announcement.",
        reference: "seed 004, WCAG 4.1.2")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        for node in subject.interactive where node.element.onActivate != nil {
            guard let outcome = subject.activationOutcome(of: node.element.id), outcome.result, outcome.silentModelChange else { continue }
            if outcome.playedTone { continue }  // a key that sounds its note has told the user
            let changed: String
            if let other = outcome.changedOnlyElsewhere {
                let label = subject.node(id: other)?.element.label?.string
                let name = label.map { "\"\($0)\" (\(other))" } ?? other
                changed = "only another element changed, " + name + ", which VoiceOver does not read after the double tap, and "
            } else {
                changed = "no label, value or trait changed and "
            }
            report.add(node, "Activating \"\(node.element.label?.string ?? node.element.id)\" changes the model silently",
                       detail: "state changed (" + outcome.stateChanges.joined(separator: ", ") + "); " + changed + outcome.unheardPosts)
        }
    }
}

/// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023): announcements posted one after another at default priority cut each other off
/// ("Open--camera--camera active"). A screen change cuts one off the same way: VoiceOver reads the
/// new screen's focus at once ("Note saved", then a sheet closes: only "Notes. Heading." is heard).
struct InterruptedAnnouncementProbeRule: Rule {
    let info = RuleInfo(
        id: .notifyAnnouncementInterrupted, area: .notifications, kind: .probe, severity: .warning,
        title: "Announcement cut off by what VoiceOver says next",
        explanation: "An action posts an announcement at default priority and, before it has been spoken, something else VoiceOver says interrupts it: a later default-priority announcement (the WWDC 2023 talk: \"Open--camera--camera active\"), or the element VoiceOver reads when the action changes the screen (a Save button that announces \"Note saved\" and closes its sheet is heard as the screen's first element alone). Double taps and custom actions are both tried. Heard as a VoiceOver user hears it: the probe's Session speaks on its speech channel.",
        fix: "Give announcements priorities: high for what must be heard (VoiceOver then reads the new screen after it), low for what may be skipped; or post fewer.",
        reference: "seed 004")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        for node in subject.interactive where node.element.onActivate != nil {
            guard let outcome = subject.activationOutcome(of: node.element.id), let (cut, by) = Self.cutAnnouncement(in: outcome) else { continue }
            report.add(node, Self.message(cut, by), detail: Self.detail(cut, by, after: "the double tap"))
        }
        // A custom action announces as often ("Deleted", then the row's screen closes): the same
        // outcomes `actions.custom-action-fails` performed, kept by the probe.
        for node in subject.focusable {
            for (i, action) in node.element.customActions.prefix(CustomActionProbeRule.probedCustomActions).enumerated() {
                guard let outcome = subject.probe.run(on: node.element.id, .customAction(index: i)),
                      let (cut, by) = Self.cutAnnouncement(in: outcome) else { continue }
                report.add(node, "Custom action \"\(action.name.string)\": " + Self.message(cut, by),
                           detail: Self.detail(cut, by, after: "the custom action"), measure: "action \(action.name.string)")
            }
        }
    }

    /// The first default-priority announcement an action's outcome posted that something else
    /// VoiceOver said cut off (the utterance that started as it stopped), with what cut it.
    static func cutAnnouncement(in outcome: Probe.Outcome) -> (cut: SpeechRecord, by: SpeechRecord)? {
        let spoken = outcome.heard.compactMap { event -> SpeechRecord? in
            if case .speech(let record) = event { return record }
            return nil
        }
        for (i, cut) in spoken.enumerated() where cut.kind == .announcement && cut.outcome == .interrupted && cut.priority == .default {
            if let by = spoken[(i + 1)...].first(where: { $0.start == cut.end }), by.priority == .default { return (cut, by) }
        }
        return nil
    }

    static func message(_ cut: SpeechRecord, _ by: SpeechRecord) -> String {
        by.kind == .announcement ? "\"\(cut.text)\" is cut off by \"\(by.text)\"" : "\"\(cut.text)\" is cut off by VoiceOver reading \"\(by.text)\""
    }

    static func detail(_ cut: SpeechRecord, _ by: SpeechRecord, after action: String) -> String {
        let heard = "heard \"\(cut.heard ?? "")\" of it before"
        return by.kind == .announcement
            ? "\(heard) \"\(by.text)\" began, \(by.start) ms after \(action); both default priority"
            : "\(heard) VoiceOver read \"\(by.text)\", \(by.start) ms after \(action) (the screen changed); the announcement has default priority"
    }
}

/// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023)'s piano keys: a control that plays a note when touched, but is not a direct-touch
/// region, so VoiceOver speaks its name and clicks over every note.
struct SoundingControlRule: Rule {
    let info = RuleInfo(
        id: .directSoundingControl, area: .directTouch, kind: .probe, severity: .warning,
        title: "Control that plays a note is not a direct-touch region",
        explanation: "Activating it plays a tone; without the allows-direct-interaction trait VoiceOver speaks and plays its activation sound before every note, so it cannot be played in time (the WWDC 2023 talk's piano keys).",
        fix: "Make the instrument one element with allowsDirectInteraction and the silentOnTouch option.",
        reference: "seed 004")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        for node in subject.interactive where !node.element.traits.contains(.allowsDirectInteraction) {
            guard let outcome = subject.activationOutcome(of: node.element.id), outcome.playedTone else { continue }
            report.add(node, "\"\(node.element.label?.string ?? node.element.id)\" plays a note but VoiceOver talks over it",
                       detail: "activation played a tone; the element lacks allowsDirectInteraction")
        }
    }
}

/// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023)'s colour buttons: drawn as circles, highlighted and hit-tested as squares.
struct ShapeMismatchRule: Rule {
    let info = RuleInfo(
        id: .geometryShapeMismatch, area: .geometry, kind: .frame, severity: .warning,
        title: "Round control with a square accessibility shape",
        explanation: "The control is drawn as a circle inside a larger square frame, and has no content shape: VoiceOver's cursor is a square that overlaps its neighbours and touch finds it at the corners (the WWDC 2023 talk's colour buttons).",
        fix: "Give the element a circular content shape (path = ellipse).",
        reference: "seed 004")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let candidates = subject.interactive.filter { $0.element.path == nil }
        guard !candidates.isEmpty else { return }
        let frames = candidates.map(\.element.frame)
        let index = HitTestIndex(bounds: frames)
        var reported = Set<Int>()
        subject.displayList.readEachItem { _, item in
            guard case .fill(.ellipse(let r), _) = item.command else { return }
            let bounds = item.transform.apply(r)
            for c in index.candidates(at: bounds.center) {
                let i = Int(c), f = frames[i]
                guard f.contains(bounds.center), !reported.contains(i) else { continue }
                // The circle is the control (it fills half the frame or more) yet the square frame reaches
                // clearly beyond it (its box covers at most 80% of the frame), so the square cursor shows.
                guard bounds.area >= f.area * 0.5, bounds.area <= f.area * 0.8, abs(bounds.width - bounds.height) < 0.1 * bounds.width else { continue }
                reported.insert(i)
                report.add(candidates[i], "\"\(candidates[i].element.label?.string ?? candidates[i].element.id)\" is drawn round but its accessibility shape is square",
                           detail: "ellipse \(bounds) fills \(Int((bounds.area / f.area * 100).rounded()))% of frame \(f); no content shape")
            }
        }
    }
}
