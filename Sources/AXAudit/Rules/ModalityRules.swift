import AXCore
import AXEngine

/// A container covering most of the screen, not modal, above siblings painted beneath it: what the
/// static and the probed overlay rules both look for.
struct UncoveredOverlay {
    /// An overlay covers at least this fraction of the screen.
    static let coverage = 0.6

    var overlay: AuditNode
    /// Its earlier siblings (painted beneath it) that lie under it.
    var beneath: [AuditNode]
    /// The fraction of the screen it covers.
    var covered: Double

    static func find(in nodes: [AuditNode], screen: Rect) -> [UncoveredOverlay] {
        let visible = nodes.filter { !$0.isHidden }
        return visible.compactMap { node in
            guard node.element.isContainer && !node.element.viewIsModal else { return nil }
            let f = node.element.frame
            let covered = fraction(of: screen, coveredBy: f)
            guard covered >= coverage else { return nil }
            let beneath = visible.filter {
                $0.ancestorIDs == node.ancestorIDs && $0.siblingIndex < node.siblingIndex && $0.element.frame.intersects(f)
            }
            return beneath.isEmpty ? nil : UncoveredOverlay(overlay: node, beneath: beneath, covered: covered)
        }
    }

    /// The fraction of `screen` that `frame` covers.
    static func fraction(of screen: Rect, coveredBy frame: Rect) -> Double {
        frame.intersection(screen).map { $0.area / screen.area } ?? 0
    }

    var percent: Int { Int((covered * 100).rounded()) }
}

/// “Deliver an Exceptional Accessibility Experience” (WWDC 2018): an overlay covering the screen must be modal, or VoiceOver walks behind it.
struct NonModalOverlayRule: ExportBlindRule {
    let reviewReason = "reads stacking from the order of siblings, and an export lists them in the app's view order, not by what covers what"

    static let fix = "Set viewIsModal on the overlay (accessibilityViewIsModal) and post screen changed when it opens."

    let info = RuleInfo(
        id: .modalNotModalOverlay, area: .modality, severity: .error,
        title: "Overlay covering the screen is not modal",
        explanation: "A container that covers most of the screen on top of other elements, without viewIsModal, lets VoiceOver focus the content hidden behind it (the WWDC 2018 talk's gallery).",
        fix: fix,
        reference: "seed 000")

    /// An imported screen is judged from its screenshot's pixels, when it has them: the import
    /// measured which containers they show over a dimmed backdrop (docs/import.md).
    func judges(_ subject: AuditSubject) -> Bool { subject.scene.screenshot?.pixels != nil }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        if subject.behaviour == .unknown, let screenshot = subject.scene.screenshot {
            checkDimmed(screenshot.dimmedBackdrops, in: subject, report: &report)
            return
        }
        for found in UncoveredOverlay.find(in: subject.nodes, screen: subject.screen) {
            report.add(found.overlay, "Overlay \"\(found.overlay.element.id)\" covers the screen but is not modal",
                       detail: "covers \(found.percent)% of the screen above \(Plural.count(found.beneath.count, "sibling")): "
                        + found.beneath.prefix(5).map(\.element.id).joined(separator: ", "))
        }
    }
}

extension NonModalOverlayRule {
    /// On an imported screen: a container its screenshot shows presented over a dimmed backdrop is
    /// an overlay; if it is not modal and VoiceOver still reaches elements outside it, under the
    /// dimming, focus escapes behind it. An export that shows a modal presentation lists only what
    /// the modal holds (XCTest leaves out what an accessibilityViewIsModal view hides), so elements
    /// behind a dimmed overlay in the file are ones VoiceOver reaches.
    func checkDimmed(_ backdrops: [DimmedBackdrop], in subject: AuditSubject, report: inout FindingSink) {
        for backdrop in backdrops {
            guard let overlay = subject.nodes.first(where: { $0.element.id == backdrop.overlayID }),
                  !overlay.isHidden, !overlay.element.viewIsModal else { continue }
            let behind = subject.nodes.filter {
                $0.isFocusable && $0.element.id != overlay.element.id && !$0.ancestorIDs.contains(overlay.element.id)
                    && !backdrop.overlayFrame.contains($0.element.frame)
            }
            guard !behind.isEmpty else { continue }
            let percent = Int((backdrop.outsideShare * 100).rounded())
            let brightest = Int(backdrop.outsideBrightest), inside = Int(backdrop.insideMean.rounded())
            let reached = behind.prefix(5).map(\.element.id).joined(separator: ", ")
            let measured = "the screenshot dims the \(percent)% of the screen around it (brightest \(brightest) of 255 there, "
                + "\(inside) on average inside)"
            report.add(overlay, "Overlay \"\(overlay.element.id)\" is shown over a dimmed backdrop but is not modal",
                       detail: measured + "; VoiceOver still reaches \(Plural.count(behind.count, "element")) behind it: " + reached)
        }
    }
}

/// “Deliver an Exceptional Accessibility Experience” (WWDC 2018)'s gallery exists only once Show gallery is activated, so the static rule never sees it:
/// each control is activated from the scene's initial state, and an overlay that appears must keep focus in it.
struct PresentedOverlayProbeRule: Rule {
    let info = RuleInfo(
        id: .modalPresentedNotModal, area: .modality, kind: .probe, severity: .error,
        title: "Action presents an overlay that is not modal",
        explanation: "Each control is activated on a copy of the scene in its initial state. A container that appears and covers at least 60% of the screen without viewIsModal, while elements behind it stay in VoiceOver's navigation order, lets focus escape behind it (the WWDC 2018 talk: \"Picture three of Bro. Pinky. Layla.\").",
        fix: NonModalOverlayRule.fix,
        reference: "seed 000")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        for node in subject.interactive {
            guard let outcome = subject.activationOutcome(of: node.element.id), outcome.result else { continue }
            for found in outcome.presentedOverlays {
                report.add(node, "Activating \"\(node.element.label?.string ?? node.element.id)\" presents overlay \"\(found.overlayID)\", which is not modal",
                           detail: "it covers \(found.percent)% of the screen (threshold \(Int(UncoveredOverlay.coverage * 100))%); "
                            + "\(found.behindCount) element(s) behind it stay in the navigation order: "
                            + found.behind.joined(separator: ", "), measure: "overlay \(found.overlayID)")
            }
        }
    }
}

/// An overlay an action presented, covering the screen without being modal, with elements behind it
/// VoiceOver can still swipe to: what a probe keeps of the tree it read after the action.
struct PresentedOverlay {
    var overlayID: String
    var percent: Int
    var behindCount: Int
    /// The first few of them.
    var behind: [String]

    /// Whether `roots` hold a visible container, not modal and not `present` before, that covers an
    /// overlay's share of the screen: what every overlay `find` reports is. Most actions present
    /// none, and this walk reads the elements in place, where `find` gives each a node of its own
    /// (a twentieth of validating Pre-Poster, whose every probed action changes its layout).
    static func mayHoldOne(_ roots: [AccessibilityElement], present: Set<String>, screen: Rect) -> Bool {
        for i in roots.indices where !roots[i].elementsHidden {
            if roots[i].isContainer && !roots[i].viewIsModal && !present.contains(roots[i].id),
               UncoveredOverlay.fraction(of: screen, coveredBy: roots[i].frame) >= UncoveredOverlay.coverage {
                return true
            }
            if mayHoldOne(roots[i].children, present: present, screen: screen) { return true }
        }
        return false
    }

    /// In the tree `after` an action: overlays not `present` before, that let focus escape behind them.
    static func find(after roots: [AccessibilityElement], present: Set<String>, screen: Rect, settings: Settings) -> [PresentedOverlay] {
        guard mayHoldOne(roots, present: present, screen: screen) else { return [] }
        let after = AuditNode.collect(roots)
        let presented = UncoveredOverlay.find(in: after, screen: screen).filter { !present.contains($0.overlay.element.id) }
        guard !presented.isEmpty else { return [] }
        let order = NavigationOrder(roots: roots, layoutDirection: settings.layoutDirection,
                                    rowThreshold: NavigationOrder.rowThreshold(for: settings.idiom))
        return presented.compactMap { found in
            let overlayID = found.overlay.element.id
            // Focus escapes if VoiceOver can swipe to an element outside the overlay that it hides.
            let behind = after.filter {
                $0.isFocusable && !$0.ancestorIDs.contains(overlayID) && $0.element.frame.intersects(found.overlay.element.frame)
                    && order.index(of: $0.element.id) != nil
            }
            guard !behind.isEmpty else { return nil }
            return PresentedOverlay(overlayID: overlayID, percent: found.percent, behindCount: behind.count,
                                    behind: behind.prefix(5).map(\.element.id))
        }
    }
}

/// WCAG 2.1.2: a modal needs a way out.
struct ModalExitRule: ExportBlindRule {
    let reviewReason = "reads the modal's escape handler, and an imported screen has no behaviour: whether it dismisses on escape can't be asked"

    static let exitWords = ["close", "done", "back", "cancel", "dismiss", "exit"]

    let info = RuleInfo(
        id: .modalNoExit, area: .modality, severity: .error,
        title: "Modal with no way out",
        explanation: "Inside a modal view VoiceOver cannot leave; without an escape handler (two-finger scrub) or a close element the user is trapped. A close element is a back button or one labelled close, done, back, cancel or dismiss; an explored validation also accepts any action that leads to a state without the view up (an \"Unlock\" button that dismisses a lock screen), offered under the settings of the variant judged: an Unlock shown only at the default size frees no one at AX5.",
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
            // A button named otherwise ("Unlock") may still dismiss it: an explored validation
            // drops the finding where an action leads to a state without the view up.
            if !hasExit {
                report.add(modal, "Modal \"\(modal.element.id)\" has no escape and no close element",
                           detail: "\(inside.count) node(s) inside; none handles escape, is a back button or is labelled close/done/back/cancel/dismiss",
                           answeredBy: .leaving(modalView: modal.element.id))
            }
        }
    }
}
