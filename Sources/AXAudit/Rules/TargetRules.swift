import AXCore

/// Hit targets: 44×44 pt is Apple's guideline, 24×24 pt WCAG 2.5.8's minimum.
struct TargetSizeRule: Rule {
    static let recommended = 44.0
    static let minimum = 24.0

    let info = RuleInfo(
        id: "target.size", area: .targets, severity: .warning,
        title: "Hit target too small",
        explanation: "Small targets are hard to hit for people with motor impairments. Apple recommends 44×44 pt; WCAG 2.5.8 requires at least 24×24 pt (an error below that). Judged on what a finger activates (interactive traits or an activation); text whose only actions are custom actions, chosen in the Actions rotor, is no target, an element cut by its scroll area's top edge is measured by its width (it is whole once scrolled in), and a link in text (a web page's link, its text the element) below 24 pt is a warning, since WCAG 2.5.8 exempts a target in a sentence and a capture does not show the sentence.",
        fix: "Enlarge the element's frame (the touch area, not necessarily the drawing) to at least 44×44 pt.",
        reference: "Apple HIG, WCAG 2.5.8")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        // The texts depend only on the size, and big scenes repeat a few sizes: each is written once.
        var texts: [Size: (message: String, detail: String, severity: Severity?)] = [:]
        for node in subject.interactive {
            let f = node.element.frame
            // A direct-touch region is a surface (a piano), not a target.
            if node.element.traits.contains(.allowsDirectInteraction) { continue }
            // Custom actions and drag items are chosen in the Actions rotor wherever the focus is, not
            // hit by a finger: text offering them (HelloGoodbye's card, "Say hello") is no target.
            if node.element.traits.isDisjoint(with: .interactive) && node.element.onActivate == nil { continue }
            guard f.width < Self.recommended || f.height < Self.recommended else { continue }
            // A frame a scroll area trims at its top edge (ScrollPaging.showing) is as tall as
            // scrolling left in view: the target is whole once scrolled in, so only its width counts.
            if f.width >= Self.recommended && Self.trimmedByScrolling(node, in: subject) { continue }
            let t = texts[f.size] ?? Self.texts(for: f)
            texts[f.size] = t
            // A link in text is sized by its line (WebKit's link text, "bacteria, link", in an article):
            // WCAG 2.5.8 exempts a target in a sentence, which the tree cannot show, so below the
            // minimum it is Apple's recommendation that it misses, a warning, never an error.
            if t.severity == .error, Self.isLinkInText(node.element) {
                report.add(node, t.message, detail: t.detail + "; a link in text, which WCAG 2.5.8 exempts in a sentence", severity: nil)
                continue
            }
            report.add(node, t.message, detail: t.detail, severity: t.severity)
        }
    }

    /// Whether the element is a link in text: a link that is static text and no button.
    static func isLinkInText(_ element: AccessibilityElement) -> Bool {
        element.traits.isSuperset(of: [.link, .staticText]) && !element.traits.contains(.button)
    }

    /// Whether `node`'s frame starts at the top edge of a scroll area it lies in: cut there by scrolling.
    static func trimmedByScrolling(_ node: AuditNode, in subject: AuditSubject) -> Bool {
        node.ancestorIDs.contains { id in
            guard let area = subject.node(id: id)?.element, area.onScroll != nil else { return false }
            return abs(area.frame.minY - node.element.frame.minY) < 0.001
        }
    }

    private static func texts(for f: Rect) -> (message: String, detail: String, severity: Severity?) {
        let measured = "\(Format.number(f.width))×\(Format.number(f.height))"  // absolute, for a flipped frame
        if f.width < minimum || f.height < minimum {
            return ("Target is \(f.size) pt, below the 24×24 pt minimum", "measured \(measured) pt; WCAG 2.5.8 minimum 24×24 pt", .error)
        }
        return ("Target is \(f.size) pt, below the recommended 44×44 pt", "measured \(measured) pt; Apple recommends 44×44 pt", nil)
    }
}

/// Two targets in the same place: one of them can never be reached by touch.
struct OverlappingTargetsRule: Rule {
    let info = RuleInfo(
        id: "target.overlap", area: .targets, severity: .warning,
        title: "Interactive elements with identical frames, or a parent and child both interactive",
        explanation: "When two interactive elements share a frame, explore-by-touch finds only the first; nested interactive elements give two stops for one control. Frames are compared among the elements exposed together: a screen's under an open sheet or alert is hidden by its modal view.",
        fix: "Merge them into one element (custom actions for the secondary behaviour), or give each its own frame.",
        reference: "ATF, axe nested-interactive")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        var byFrame: [Rect: AuditNode] = [:]
        byFrame.reserveCapacity(subject.interactive.count)
        // A screen's button under an open sheet is not touched beside the sheet's (the dimming takes the touch).
        for node in subject.exposedInteractive {
            if let first = byFrame[node.element.frame] {
                report.add(node, "Same frame as \"\(first.element.id)\"", detail: "both at \(node.element.frame)")
            } else {
                byFrame[node.element.frame] = node
            }
        }
        var interactiveIDs: Set<String>?  // built on the first interactive container: most scenes have none
        for node in subject.nodes where node.element.isContainer && node.element.isAccessibilityElement && !node.isHidden {
            let parentInteractive = !node.element.traits.isDisjoint(with: .interactive) || node.element.onActivate != nil
            guard parentInteractive else { continue }
            if interactiveIDs == nil { interactiveIDs = Set(subject.interactive.map(\.element.id)) }
            for child in subject.nodes where child.ancestorIDs.last == node.element.id && interactiveIDs!.contains(child.element.id) {
                report.add(child, "Interactive element inside interactive \"\(node.element.id)\"", detail: "parent and child are both interactive")
            }
        }
    }
}
