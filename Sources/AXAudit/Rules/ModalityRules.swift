import AXCore

/// Seed 000: an overlay covering the screen must be modal, or VoiceOver walks behind it.
struct NonModalOverlayRule: Rule {
    /// An overlay covers at least this fraction of the screen.
    static let coverage = 0.6

    let info = RuleInfo(
        id: "modal.not-modal-overlay", area: .modality, severity: .error,
        title: "Overlay covering the screen is not modal",
        explanation: "A container that covers most of the screen on top of other elements, without viewIsModal, lets VoiceOver focus the content hidden behind it (seed 000's gallery).",
        fix: "Set viewIsModal on the overlay (accessibilityViewIsModal) and post screen changed when it opens.",
        reference: "seed 000")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let screenArea = subject.screen.area
        let visible = subject.nodes.filter { !$0.isHidden }
        for node in visible where node.element.isContainer && !node.element.viewIsModal {
            let f = node.element.frame
            guard f.intersection(subject.screen).map({ $0.area / screenArea }) ?? 0 >= Self.coverage else { continue }
            // Siblings that come before it in the tree (painted beneath it) and lie under it.
            let beneath = visible.filter {
                $0.ancestorIDs == node.ancestorIDs && $0.siblingIndex < node.siblingIndex && $0.element.frame.intersects(f)
            }
            guard !beneath.isEmpty else { continue }
            report.add(node, "Overlay \"\(node.element.id)\" covers the screen but is not modal",
                       detail: "covers \(Int((f.area / screenArea * 100).rounded()))% of the screen above \(beneath.count) sibling(s): "
                        + beneath.prefix(5).map(\.element.id).joined(separator: ", "))
        }
    }
}

/// WCAG 2.1.2: a modal needs a way out.
struct ModalExitRule: Rule {
    static let exitWords = ["close", "done", "back", "cancel", "dismiss", "exit"]

    let info = RuleInfo(
        id: "modal.no-exit", area: .modality, severity: .error,
        title: "Modal with no way out",
        explanation: "Inside a modal view VoiceOver cannot leave; without an escape handler (two-finger scrub) or a close element the user is trapped.",
        fix: "Implement escape on the modal view and offer a close button.",
        reference: "WCAG 2.1.2")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for modal in subject.nodes where modal.element.viewIsModal && !modal.isHidden {
            if modal.element.onEscape != nil { continue }
            let inside = subject.nodes.filter { $0.ancestorIDs.contains(modal.element.id) || $0.element.id == modal.element.id }
            let hasExit = inside.contains { node in
                node.element.onEscape != nil || node.element.traits.contains(.backButton)
                    || Self.exitWords.contains { (node.element.label?.string.lowercased() ?? "").contains($0) }
            }
            if !hasExit {
                report.add(modal, "Modal \"\(modal.element.id)\" has no escape and no close element",
                           detail: "\(inside.count) node(s) inside; none handles escape, is a back button or is labelled close/done/back/cancel/dismiss")
            }
        }
    }
}
