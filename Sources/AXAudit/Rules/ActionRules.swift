import AXCore
import AXEngine

/// WCAG 2.5.7: every touch-only gesture needs an accessible equivalent.
struct TouchOnlyGestureRule: Rule {
    let info = RuleInfo(
        id: .actionsTouchOnlyGesture, area: .actions, severity: .error,
        title: "Touch-only gesture with no accessible equivalent",
        explanation: "The scene responds to a swipe, long press, drag, pinch, rotate, double or triple tap that VoiceOver and Switch Control users cannot perform; nothing in that area offers the same through a custom action, adjustable value, activation, zoom or drag-and-drop descriptor. What counts follows the gesture: for a swipe, a custom action, adjustable value or scroll; for a pan, those or a drag source whose drag can land; for a tap or long press, a custom action or activation; for a pinch or rotation, a custom action, zoom or adjustable value; for a double or triple tap, a custom action (an activation as said below). A VoiceOver user's double tap activates the element rather than passing a double tap through, and a triple tap is VoiceOver's long press: an element's activation stands for a declared double or triple tap only where the gesture names that element as its equivalent, as for the keyboard's Space (keyboard.no-key-path) and Switch Control's Tap. It reads what the tree offers there, not what it does: any custom action of an element under the gesture counts, unless the gesture names its equivalent; whether an action reaches the gesture's effect is judged by gesture.touch-only-state, which performs both and counts an action only where it reaches the very state the gesture does (an explored validation; at --depth 0 nothing is performed). A named equivalent counts only where it offers something to do (a custom action, adjustable value, activation, scroll, zoom, direct touch or drag descriptor): naming a photo that does nothing is no path. A drag source counts only where its drag can land, some other element on the screen offering a drop point in that state: a drag with nowhere to drop offers nothing. A named equivalent need not be on the gesture's screen: one a VoiceOver user reaches through the tree (an Options button that opens a sheet with the same action) is an accessible path, as WCAG 2.5.7 and Apple's guidance accept an alternative elsewhere in the interface. An explored validation counts it where the exploration acts on it in a state reached from the one judged, by the actions offered to the user judged: under each variant of the matrix, that variant's settings (an Archive button shown only at the default size is no path for the AX5 variant's user), and in a state reached after a change of settings, the settings it was reached with (a button shown only at the default size is no path from a sheet opened at AX5); validated in its initial state alone (--depth 0), the equivalent must be in that state's tree. A gesture declared path-dependent (freehand drawing, a signature) is not judged, by this rule or any other: WCAG 2.5.7 exempts dragging that is essential.",
        fix: "Offer the gesture's effect as a custom action (\"Say hello\"), an adjustable element, a zoom action or drag and drop descriptors, and name it in the declared gesture's equivalent.",
        reference: "WCAG 2.5.7, WCAG 2.1.1")

    /// Whether `element` offers what `gesture` does. A drag source counts for a pan only where its
    /// drag can land (`AuditSubject.dragLands`): one with no drop point on the screen offers nothing.
    static func offersEquivalent(_ element: AccessibilityElement, for gesture: DeclaredGesture, in subject: AuditSubject) -> Bool {
        if !element.customActions.isEmpty { return true }
        switch gesture.kind {
        case .swipe: return element.traits.contains(.adjustable) || element.onScroll != nil
        case .pan: return element.traits.contains(.adjustable) || element.onScroll != nil
            || (!element.dragSources.isEmpty && subject.dragLands(from: element.id))
        // VoiceOver's double tap activates the element and its triple tap is a long press: neither
        // passes a double or triple tap through, so an activation stands for one only where the
        // gesture names the element as its equivalent (the app says its activation does it), as
        // for the keyboard's Space and Switch Control's Tap (`KeyboardMissingActionRule.activationCovers`).
        case .doubleTap, .tripleTap: return KeyboardMissingActionRule.activationCovers(gesture, on: element)
        case .longPress, .tap: return element.onActivate != nil
        case .pinch, .rotate: return element.onZoomIn != nil || element.traits.contains(.adjustable)
        }
    }

    /// What `offersEquivalent` counts for a gesture of `kind`, as a finding's detail says it: an
    /// activation stands for a tap or a long press, not for a swipe (the detail once listed every
    /// kind's, and said a button under a swipe offered no activation).
    static func equivalents(of kind: SceneGesture.Kind) -> String {
        switch kind {
        case .swipe: return "a custom action, adjustable value or scroll"
        case .pan: return "a custom action, adjustable value, scroll or drag source whose drag can land"
        case .doubleTap, .tripleTap: return "a custom action, or an activation the gesture names as its equivalent"
        case .longPress, .tap: return "a custom action or activation"
        case .pinch, .rotate: return "a custom action, zoom or adjustable value"
        }
    }

    /// Whether a gesture's named equivalent offers something to do: a custom action or drag and
    /// drop descriptor, an activation, an adjustable value, a zoom, direct touch, or for a swipe
    /// or pan a scroll (its own, or the nearest scrolling container's, which VoiceOver's
    /// three-finger scroll on it reaches, `KeyboardMissingActionRule.scroller`). Naming an
    /// element that does none of these (a photo with no action, or only a drag that can land
    /// nowhere, `AuditSubject.dragLands`) gives the gesture no path.
    static func offersAnything(_ node: AuditNode, for gesture: DeclaredGesture, in subject: AuditSubject) -> Bool {
        let element = node.element
        let acts = element.isActivated || element.onIncrement != nil || element.onDecrement != nil || !element.customActions.isEmpty
            || !element.dropPoints.isEmpty || (!element.dragSources.isEmpty && subject.dragLands(from: element.id))
        if acts || element.traits.contains(.adjustable) || element.traits.contains(.allowsDirectInteraction)
            || element.onZoomIn != nil || element.onZoomOut != nil { return true }
        return (gesture.kind == .swipe || gesture.kind == .pan) && KeyboardMissingActionRule.scroller(of: node) != nil
    }

    /// The elements in `gesture`'s area, among `focusable`: whose actions the tree offers for it
    /// (and `gesture.touch-only-state` names where they lead elsewhere than the gesture).
    static func candidates(for gesture: DeclaredGesture, among focusable: [AuditNode]) -> [AuditNode] {
        focusable.filter { $0.element.frame.intersects(gesture.frame) }
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for gesture in subject.declaredGestures {
            let candidates = Self.candidates(for: gesture, among: subject.focusable)
            // Every element in the gesture's area behind a modal view (an open sheet over it): the
            // finding is the one of the states without the view, where its states are listed.
            let behindModal = !candidates.isEmpty && candidates.allSatisfy(\.isBehindModal)
            if let id = gesture.equivalentElementID {
                if let node = subject.node(id: id), node.isFocusable {
                    if Self.offersAnything(node, for: gesture, in: subject) { continue }
                    // Named, reached, and inert: a photo with no action is no path to the swipe's
                    // effect, however it is named. One it gains a step away counts, as below.
                    report.add(nil, "The \(gesture.kind.rawValue) that does \"\(gesture.meaning)\" names equivalent \"\(id)\", which offers no action",
                               detail: "declared equivalent \"\(id)\" has no custom action, adjustable value, activation, scroll, zoom or drag descriptor", at: gesture.frame,
                               answeredBy: .actingOn(elementID: id), behindModal: behindModal)
                    continue
                }
                // Scrolled out of view in a scroll area: VoiceOver's swipes reach it and scroll it in.
                if subject.nodes.contains(where: { $0.element.scrollContent?.wholeFrame(of: id) != nil }) { continue }
                // Not in this state's tree, it may be a step away (an "Options" button opening a
                // sheet that holds it): an accessible path all the same. An explored validation
                // judges that on its graph; one state alone cannot.
                report.add(nil, "The \(gesture.kind.rawValue) that does \"\(gesture.meaning)\" names equivalent \"\(id)\", which is not a reachable element",
                           detail: "declared equivalent \"\(id)\" is missing, hidden or not an element", at: gesture.frame,
                           answeredBy: .actingOn(elementID: id), behindModal: behindModal)
                continue
            }
            if candidates.contains(where: { Self.offersEquivalent($0.element, for: gesture, in: subject) }) { continue }
            report.add(nil, "The \(gesture.kind.rawValue) that does \"\(gesture.meaning)\" has no accessible equivalent",
                       detail: "gesture area \(gesture.frame); \(candidates.count) element(s) there, none offering " + Self.equivalents(of: gesture.kind),
                       at: gesture.frame, answeredBy: nil, behindModal: behindModal)
        }
    }
}

/// Custom actions need distinct, non-empty names: the rotor reads them out.
struct ActionNameRule: Rule {
    let info = RuleInfo(
        id: .actionsName, area: .actions, severity: .warning,
        title: "Empty or duplicate custom action names",
        explanation: "VoiceOver reads each custom action's name in the Actions rotor; empty names are silent and duplicates cannot be told apart, nor can names differing only in case or punctuation (\"Favorite\", \"favorite.\").",
        fix: "Name every action with a distinct verb phrase (\"Open address in Maps\", \"Call\").")

    /// A name as it is heard: case, white space and punctuation are not ("Favorite" and "favorite."
    /// read alike), compared as `label.duplicate` compares labels.
    static func heard(_ name: String) -> String {
        let key = VoiceControlItems.key(name)
        return key.isEmpty ? name.lowercased() : key
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable {
            // Each name as it is heard, with the first spelling of it.
            var named: [String: String] = [:]
            for action in node.element.customActions {
                let name = action.name.string.trimmingWhitespace
                if name.isEmpty {
                    report.add(node, "A custom action has no name", detail: "action names: " + node.element.customActions.map { "\"\($0.name.string)\"" }.joined(separator: ", "))
                } else if let first = named[Self.heard(name)] {
                    let detail = first == name ? "duplicate action name \"\(name)\"" : "\"\(first)\" and \"\(name)\" are heard alike"
                    report.add(node, "Custom action \"\(name)\" appears twice", detail: detail)
                } else {
                    named[Self.heard(name)] = name
                }
            }
        }
    }
}

/// “What's New in Accessibility” (WWDC 2017): drag and drop descriptors must point into their own views, with distinct names,
/// a drop point is only useful if something can be dragged to it, and only one assistive technologies are offered is
/// theirs: a drop point on a hidden element takes a finger's drop alone.
struct DragDropDescriptorRule: Rule {
    /// What a drop point with no drag source anywhere tells the user to do: the generic fix speaks of points and names.
    static let noSourceFix = "Give the element that is dragged a drag source descriptor, or remove the drop point."

    let info = RuleInfo(
        id: .dragdropDescriptors, area: .dragDrop, severity: .error,
        title: "Drag source or drop point outside its view, duplicated, or unreachable",
        explanation: "VoiceOver ignores a descriptor whose point lies outside its view; two descriptors with one name cannot be told apart (a warning). A drop point on an element hidden from assistive technologies (or whose view is hidden) is offered to none of them, while a finger still drops there: what that drop does is touch-only, so the state it leads to is not explored (as a touch-only gesture's is not) and this error is what keeps the run from passing over it. A drop point with no drag source can never be used (a warning): VoiceOver, Switch Control and Full Keyboard Access offer drop points only while a drag is under way, so an explored validation judges it across the exploration, reporting a drop point onto which no explored state offered a drag (a trash left after its last item was dropped in is not reported); validated in its initial state alone (--depth 0), that state's tree decides.",
        fix: "Place each descriptor's point inside its view, give each a distinct name, keep drop points on elements assistive technologies are offered, and offer a drag source for every drop.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let anySource = subject.focusable.contains { !$0.element.dragSources.isEmpty }
        for node in subject.focusable {
            var names = Set<String>()
            for (kind, descriptors) in [("drag source", node.element.dragSources), ("drop point", node.element.dropPoints)] {
                for d in descriptors {
                    // A view named that is not on the screen (an element of a sheet not shown):
                    // VoiceOver has no view to point into. It was measured against the element's
                    // own frame and reported under that element's name.
                    if let viewID = d.viewID, subject.node(id: viewID) == nil {
                        report.add(node, "The \(kind) \"\(d.name)\" names a view that is not on the screen",
                                   detail: "view \"\(viewID)\" is in no element of this state; point \(d.point)")
                    } else {
                        let view = d.viewID.flatMap { subject.node(id: $0) } ?? node
                        let f = view.element.frame
                        // Half-open, as the drop's hit test is (`CGRect.contains`): a point on the view's
                        // right or bottom edge lies in what is beyond it, and no drop there reaches the view.
                        if !f.contains(d.point) {
                            report.add(node, "The \(kind) \"\(d.name)\" points outside its view",
                                       detail: "point \(d.point), view \"\(view.element.id)\" frame \(f)")
                        }
                        if view.isHidden {
                            report.add(node, "The \(kind) \"\(d.name)\" belongs to a hidden view", detail: "view \"\(view.element.id)\" is hidden")
                        }
                    }
                    if !names.insert(d.name).inserted {
                        report.add(node, "Two descriptors are named \"\(d.name)\"", detail: "duplicate descriptor name \"\(d.name)\"", severity: .warning)
                    }
                }
            }
            if !anySource, let first = node.element.dropPoints.first {
                // Offered only while a drag is under way: a trash with nothing left to drag is right,
                // so an explored validation keeps this only where no explored state dropped onto it.
                report.add(node, "Drop point \"\(first.name)\" cannot be reached: no element offers a drag source",
                           detail: "\(node.element.dropPoints.count) drop point(s), 0 drag sources in the scene", severity: .warning,
                           fix: Self.noSourceFix, answeredBy: .droppedOn(elementID: node.element.id, dropPoint: first.name))
            }
        }
        // A hidden element's own drop points: the focusable elements' were judged above. A finger
        // drags onto it (the drop's hit test reads frames, not the tree); no assistive technology
        // is offered the point.
        for node in subject.nodes where node.isHidden {
            for d in node.element.dropPoints {
                let view = d.viewID.flatMap { subject.node(id: $0) } ?? node
                guard view.isHidden else { continue }
                report.add(node, "Drop point \"\(d.name)\" lies on \"\(view.element.label?.string ?? view.element.id)\", which is hidden from assistive technologies: only a finger can drop there",
                           detail: "view \"\(view.element.id)\" is hidden; VoiceOver, Switch Control and Full Keyboard Access offer no drop point on it",
                           measure: "hidden drop \(d.name)",
                           fix: "Expose the drop target to assistive technologies (do not hide it), or offer what the drop does as a custom action on the dragged element.")
            }
        }
    }
}

/// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023): direct-touch options need the trait, a label, and a region of their own.
struct DirectTouchRule: Rule {
    let info = RuleInfo(
        id: .directRegion, area: .directTouch, severity: .error,
        title: "Direct-touch options without the trait, an unlabelled region, or a region overlapping other elements",
        explanation: "Direct-touch options take effect only with the allows-direct-interaction trait (UIKit requires it); VoiceOver speaks the region's label before passing touches through; elements under a region can never be touched.",
        fix: "Add the allowsDirectInteraction trait, label the region (\"Piano keyboard\"), and keep other elements out of it.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable {
            // Read in place until the element is a region: a local copy of every element cost more than the rule.
            let isRegion = node.element.traits.contains(.allowsDirectInteraction)
            if node.element.directTouch != nil && !isRegion {
                report.add(node, "Direct-touch options set without the allowsDirectInteraction trait",
                           detail: "directTouch options set; traits: \(node.element.traits.names.joined(separator: ", "))")
            }
            guard isRegion else { continue }
            let e = node.element
            if (e.label?.string ?? "").isUnspoken {
                report.add(node, "Direct-touch region has no label", detail: "VoiceOver has nothing to say when the region is touched")
            }
            for other in subject.focusable where other.element.id != e.id && other.element.frame.intersects(e.frame) {
                guard !other.ancestorIDs.contains(e.id) else { continue }
                report.add(node, "Direct-touch region overlaps \"\(other.element.id)\"",
                           detail: "region \(e.frame) overlaps \(other.element.frame)", severity: .warning)
            }
        }
    }
}

/// The supports-zoom trait promises zoom actions.
struct ZoomActionsRule: Rule {
    let info = RuleInfo(
        id: .zoomMissingActions, area: .zoom, severity: .error,
        title: "Supports-zoom trait without zoom actions",
        explanation: "VoiceOver offers the Zoom rotor on elements with the supportsZoom trait; without zoom-in and zoom-out handlers the rotor does nothing (the WWDC 2023 talk).",
        fix: "Implement zoom in and zoom out at a point, returning success and announcing the new scale (\"2x zoom\").",
        reference: "seed 004")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable where node.element.traits.contains(.supportsZoom) {
            if node.element.onZoomIn == nil || node.element.onZoomOut == nil {
                report.add(node, "Element supports zoom but has no zoom actions",
                           detail: "zoom in: \(node.element.onZoomIn == nil ? "missing" : "present"), zoom out: \(node.element.onZoomOut == nil ? "missing" : "present")")
            }
        }
    }
}
