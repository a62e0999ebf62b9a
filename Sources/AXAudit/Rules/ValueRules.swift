import AXCore
import AXEngine

/// A toggle whose drawing shows one state while VoiceOver speaks the other: a switch drawn on whose
/// value says off. A sighted user and a VoiceOver user then disagree about the setting, and a
/// VoiceOver user who turns it "on" turns it off.
struct DrawnStateRule: Rule {
    let info = RuleInfo(
        id: .valueDrawnState, area: .labels, kind: .frame, severity: .error,
        title: "Switch drawn in a state VoiceOver does not speak",
        explanation: "A toggle (the toggle trait) whose value VoiceOver reads as On or Off (\"1\" or \"0\") draws a switch "
            + "showing the opposite state: the knob at the trailing end of a tinted track (on, as UISwitch draws itself with its "
            + "on tint) or at the leading end of an untinted one (off); a right-to-left layout swaps the ends. Only an "
            + "unambiguous drawing is read: one capsule of switch proportions inside the element's frame, an opaque circular knob "
            + "drawn over it clearly at one end and seen apart from the track, the knob's end and the track's tint telling the "
            + "same state (docs/validation.md). A drawing that reads otherwise is not judged. A button drawn as such a switch "
            + "that says no state at all (no toggle trait, no value, not selected, no \"on\" or \"off\" in its label or hint), "
            + "the switch not inside a smaller element of its own, is heard as a plain button: the state is shown only by drawing.",
        fix: "Draw the switch from the same state the value is read from (the knob at the trailing end and the track in the on "
            + "tint when the value is 1, at the leading end and untinted when it is 0), or give the value the state drawn.",
        reference: "WCAG 4.1.2")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        // The toggles whose value is a state VoiceOver speaks as On or Off, in front of any modal view.
        let toggles = subject.focusable.compactMap { node -> (AuditNode, Bool)? in
            guard node.element.traits.contains(.toggleButton), !node.isBehindModal else { return nil }
            switch ToggleState(value: node.element.value?.string) {
            case .on?: return (node, true)
            case .off?: return (node, false)
            default: return nil
            }
        }
        // Buttons that say no state at all: no toggle trait, no value, not selected, no "on" or "off"
        // in their words. Drawn as a switch, they are a toggle VoiceOver hears as a plain button.
        let plain = subject.focusable.filter { node in
            let element = node.element
            guard element.traits.contains(.button), element.traits.isDisjoint(with: [.toggleButton, .selected, .adjustable]),
                  !node.isBehindModal, (element.value?.string ?? "").trimmingWhitespace.isEmpty else { return false }
            let words = [element.label?.string, element.hint?.string].compactMap { $0 }.joined(separator: " ").lowercased()
                .split(whereSeparator: { !$0.isLetter })
            return !words.contains("on") && !words.contains("off")
        }
        guard !toggles.isEmpty || !plain.isEmpty else { return }
        let parts = DrawnSwitch.Parts(subject.displayList, clips: subject.frameClips)
        for node in plain {
            guard let drawn = DrawnSwitch.read(in: node.element.frame, parts: parts, sampler: subject.frameSampler,
                                               direction: subject.layoutDirection) else { continue }
            // A switch inside the frame of another element (a row's own toggle) is that element's.
            let centre = drawn.track.center
            guard !subject.focusable.contains(where: { $0.element.id != node.element.id && $0.element.frame.contains(centre)
                && $0.element.frame.width * $0.element.frame.height <= node.element.frame.width * node.element.frame.height }) else { continue }
            let name = node.element.label?.string ?? node.element.id
            report.add(node, "\"\(name)\" is drawn as a switch turned \(drawn.isOn ? "on" : "off"), but VoiceOver hears a plain button with no state",
                       detail: "the switch at \(drawn.track) has its knob at the \(drawn.isOn ? "trailing" : "leading") end and its track "
                           + "\(drawn.isOn ? "tinted" : "untinted") (\(drawn.trackColor.hexString)); the element has the button trait, "
                           + "neither the toggle trait nor a value, and no \"on\" or \"off\" in its words",
                       severity: .warning, measure: "plain button",
                       fix: "Give it the toggle trait (UISwitch's, accessibilityTraits .toggleButton; in a scene file \"toggleButton\") "
                           + "and a value of 1 when on, 0 when off, so VoiceOver says \"Switch button, On\".")
        }
        for (node, valueIsOn) in toggles {
            guard let drawn = DrawnSwitch.read(in: node.element.frame, parts: parts, sampler: subject.frameSampler,
                                               direction: subject.layoutDirection),
                  drawn.isOn != valueIsOn else { continue }
            let value = node.element.value?.string ?? ""
            let spoken = (valueIsOn ? ToggleState.on : .off).word
            let name = node.element.label?.string ?? node.element.id
            report.add(node, "Toggle \"\(name)\" is drawn \(drawn.isOn ? "on" : "off"), but VoiceOver says \(spoken)",
                       detail: "its value \"\(value)\" is read \"\(spoken)\"; the switch at \(drawn.track) has its knob at the "
                           + "\(drawn.isOn ? "trailing" : "leading") end and its track \(drawn.isOn ? "tinted" : "untinted") "
                           + "(\(drawn.trackColor.hexString))")
        }
    }
}

/// A text the capture cut: XCUITest's debugDescription prints a long value cut short, ending in
/// "...", and VoiceOver reads the whole text. What the element says cannot be judged from the
/// capture, so validation says so, as a note, rather than judge a part of it or say nothing.
///
/// Decision: an `info` finding on each such element, not a note on other findings: the rules that
/// judge a text's words leave a cut text alone (docs/import.md, "Values the capture cut"), so there
/// is no finding to annotate, and the user must still learn that the text was not seen whole. A
/// value the app itself ends with three full stops cannot be told from a cut one, so the finding
/// says what was printed, not that the text is longer.
struct CutByCaptureRule: Rule {
    let info = RuleInfo(
        id: .valueCutByCapture, area: .labels, severity: .info,
        title: "Text the capture cut short",
        explanation: "XCUITest's debugDescription prints a long value cut, ending in \"...\" (\"ukautomationuser@e...\"); VoiceOver reads the whole text, which the capture does not hold. The element is read with the text as printed, and the rules that judge a label's or value's words (label.redundant-trait's last word, label.duplicate, voice.shared-name) leave a cut text alone rather than judge a part of it. A text the app itself ends with three full stops cannot be told from a cut one.",
        fix: "Read the element's whole text in the app, or capture the screen in a format that keeps it (idb's describe-all, AccessibilitySnapshot's JSON), and validate that.",
        reference: "docs/import.md")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable {
            guard let note = CapturedCut.note(on: node.element) else { continue }
            report.add(node, "The capture cut what \(node.element.label?.string ?? node.element.id) says", detail: note,
                       measure: node.element.cutByCapture.contains(.value) ? "value" : "label")
        }
    }
}
