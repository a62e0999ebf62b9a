import AXCore
import AXEngine

/// Adjustable elements need a value and must change it when swiped up or down.
struct AdjustableProbeRule: Rule {
    let info = RuleInfo(
        id: "traits.adjustable", area: .traits, kind: .probe, severity: .error,
        title: "Adjustable with no value, or increment and decrement that change nothing",
        explanation: "VoiceOver speaks only the new value after a swipe up or down; with no value, or a value that never changes, the user hears nothing useful. Probed on a fresh copy of the scene.",
        fix: "Give the element a value and implement increment and decrement that change it.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let probe = subject.probe
        for node in subject.focusable where node.element.traits.contains(.adjustable) {
            if (node.element.value?.string ?? "").isEmpty {
                report.add(node, "Adjustable \"\(node.element.label?.string ?? node.element.id)\" has no value", detail: "value is empty")
            }
            guard !subject.isDeclarative else { continue }
            let id = node.element.id
            let up = probe.run(on: id) { e, _, ctx in e.onIncrement?(ctx) ?? false }
            let down = probe.run(on: id) { e, _, ctx in e.onDecrement?(ctx) ?? false }
            let upChanged = up?.valueChanged ?? false
            let downChanged = down?.valueChanged ?? false
            if !upChanged && !downChanged {
                report.add(node, "Increment and decrement do not change \"\(node.element.label?.string ?? id)\"",
                           detail: "increment returned \(up?.result ?? false), decrement returned \(down?.result ?? false); value stayed \"\(node.element.value?.string ?? "")\"")
            }
        }
    }
}

/// Toggles speak On/Off from values "1"/"0" ("2" mixed) and must flip when activated.
struct ToggleProbeRule: Rule {
    let info = RuleInfo(
        id: "traits.toggle", area: .traits, kind: .probe, severity: .error,
        title: "Toggle whose value is not 0/1/2, or that does not flip when activated",
        explanation: "VoiceOver says On, Off or Mixed for the values 1, 0 and 2; other values are read as they are, and a toggle that does not flip on double tap is broken for VoiceOver users (the WWDC 2017 talk's silent switches).",
        fix: "Set the value to \"1\" or \"0\" from the state and flip it in the activate handler.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let probe = subject.probe
        for node in subject.focusable where node.element.traits.contains(.toggleButton) {
            let value = node.element.value?.string ?? ""
            if !["0", "1", "2"].contains(value) {
                report.add(node, "Toggle value \"\(value)\" is not 0, 1 or 2", detail: "value \"\(value)\"; VoiceOver speaks On/Off/Mixed only for 1/0/2")
            }
            guard !subject.isDeclarative else { continue }
            let id = node.element.id
            if let outcome = probe.run(on: id, Probe.activate), !outcome.valueChanged {
                report.add(node, "Activating toggle \"\(node.element.label?.string ?? id)\" does not flip it",
                           detail: "value stayed \"\(outcome.valueBefore ?? "")\" after activation")
            }
        }
    }
}

/// Every custom action must work: return success and change something.
struct CustomActionProbeRule: Rule {
    let info = RuleInfo(
        id: "actions.custom-action-fails", area: .actions, kind: .probe, severity: .error,
        title: "Custom action that fails or changes nothing",
        explanation: "Each custom action is performed on a fresh copy of the scene: it must report success and change the model, post a notification or play a sound.",
        fix: "Make the action do what its name says and return true, or remove it.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        let probe = subject.probe
        for node in subject.focusable {
            for (i, action) in node.element.customActions.enumerated() {
                guard let outcome = probe.run(on: node.element.id, { e, _, ctx in
                    i < e.customActions.count ? e.customActions[i].handler(ctx) : false
                }) else { continue }
                if !outcome.result {
                    report.add(node, "Custom action \"\(action.name.string)\" reports failure", detail: "handler returned false")
                } else if !outcome.changedSomething {
                    report.add(node, "Custom action \"\(action.name.string)\" changes nothing",
                               detail: "returned true, but the model, the tree, notifications and sounds are unchanged")
                }
            }
        }
    }
}

/// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023): zooming should announce the new scale.
struct ZoomAnnouncementProbeRule: Rule {
    let info = RuleInfo(
        id: "zoom.silent", area: .zoom, kind: .probe, severity: .warning,
        title: "Zoom that announces nothing",
        explanation: "After a zoom action VoiceOver says nothing by itself; the scene should announce the result (\"2x zoom\").",
        fix: "Post an announcement with the new zoom level from the zoom handlers.",
        reference: "seed 004")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        let probe = subject.probe
        for node in subject.focusable where node.element.onZoomIn != nil {
            let outcome = probe.run(on: node.element.id) { e, _, ctx in e.onZoomIn?(e.resolvedActivationPoint, ctx) ?? false }
            if let outcome, outcome.result, outcome.announcements.isEmpty {
                report.add(node, "Zooming \"\(node.element.label?.string ?? node.element.id)\" announces nothing", detail: "zoom in returned true with no announcement")
            }
        }
    }
}

/// Actions that move elements around must tell VoiceOver (layout or screen changed), and
/// accessibility scrolls must say where they landed (page scrolled).
struct LayoutNotificationProbeRule: Rule {
    let info = RuleInfo(
        id: "notify.layout-change", area: .notifications, kind: .probe, severity: .warning,
        title: "Action changes the layout without a layout or screen changed notification",
        explanation: "When elements appear, vanish or move and VoiceOver is not told, its cursor points at stale content. Each activation, increment, decrement, custom action and scroll is probed on a fresh copy.",
        fix: "Post layoutChanged (or screenChanged for a new screen) after the change; post pageScrolled after an accessibility scroll.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        let probe = subject.probe
        for node in subject.focusable {
            let e = node.element
            var actions: [(String, (AccessibilityElement, Scene, ProbeContext) -> Bool)] = []
            if e.onActivate != nil { actions.append(("activate", Probe.activate)) }
            if e.onIncrement != nil { actions.append(("increment", { el, _, c in el.onIncrement?(c) ?? false })) }
            if e.onDecrement != nil { actions.append(("decrement", { el, _, c in el.onDecrement?(c) ?? false })) }
            for (i, a) in e.customActions.enumerated() {
                actions.append(("custom action \"\(a.name.string)\"", { el, _, c in i < el.customActions.count ? el.customActions[i].handler(c) : false }))
            }
            for (name, action) in actions {
                let probed = name == "activate" ? subject.activationOutcome(of: e.id) : probe.run(on: e.id, action)
                guard let outcome = probed, outcome.result, outcome.silentLayoutChange else { continue }
                report.add(node, "The \(name) of \"\(e.label?.string ?? e.id)\" changes the layout silently",
                           detail: "elements appeared, vanished or moved; no layoutChanged or screenChanged was posted")
            }
            if e.onScroll != nil {
                for direction in [ScrollDirection.left, .right, .up, .down] {
                    guard let outcome = probe.run(on: e.id, { el, _, c in el.onScroll?(direction, c) ?? false }), outcome.result else { continue }
                    if outcome.pageScrolls.isEmpty {
                        report.add(node, "Scrolling \(direction.rawValue) on \"\(e.label?.string ?? e.id)\" does not say where it landed",
                                   detail: "scroll returned true with no pageScrolled notification")
                    }
                }
            }
        }
    }
}

/// Drag and drop through descriptors must work: a drop at each drop point with some drag source.
struct DropProbeRule: Rule {
    let info = RuleInfo(
        id: "dragdrop.drop-fails", area: .dragDrop, kind: .probe, severity: .warning,
        title: "Drop point where no drag can be dropped",
        explanation: "Each drop point is tried with each drag source on a fresh copy of the scene, through VoiceOver's own descriptor drag (pick-up, the drop proposal while hovering, the drop), as the Actions rotor does: at least one drop must succeed.",
        fix: "Make the scene accept drops at its drop points, or remove the descriptor.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        let sources = subject.focusable.flatMap { node in node.element.dragSources.map { (node, $0) } }
        guard !sources.isEmpty else { return }
        for node in subject.focusable {
            for drop in node.element.dropPoints {
                var succeeded = false
                for (sourceNode, source) in sources where sourceNode.element.id != node.element.id {
                    let scene = subject.descriptor.make()
                    let context = ProbeContext(settings: subject.settings)
                    scene.settingsDidChange(context: context)
                    // VoiceOver's own descriptor drag: the pick-up, the hover's drop proposal, then the drop.
                    var drag = DescriptorDrag()
                    _ = drag.begin(source, sourceID: sourceNode.element.id, scene: scene, context: context)
                    guard drag.isActive else { continue }
                    let events = drag.drop(drop, targetID: node.element.id, scene: scene, context: context)
                    if events.contains(where: { if case .drag(state: .dropped, _, _, _) = $0 { return true }; return false }) {
                        succeeded = true
                        break
                    }
                }
                if !succeeded {
                    report.add(node, "Nothing can be dropped at \"\(drop.name)\"",
                               detail: "tried \(Plural.count(sources.count, "drag source")); every drop at \(drop.point) failed")
                }
            }
        }
    }
}
