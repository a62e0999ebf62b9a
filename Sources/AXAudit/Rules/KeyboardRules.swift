import AXCore
import AXEngine

/// "Let people use Full Keyboard Access to … navigate to all onscreen components" (Apple's Human
/// Interface Guidelines): an element a user acts on that keyboard focus never lands on.
struct KeyboardUnreachableRule: Rule {
    let info = RuleInfo(
        id: .keyboardUnreachable, area: .keyboard, severity: .error,
        title: "Interactive element keyboard focus never reaches",
        explanation: "Full Keyboard Access moves focus only to elements that respond to user interaction (accessibilityRespondsToUserInteraction, else inferred from traits, actions and behaviour), as UIKit does. An element a user acts on that is left out is skipped by Tab and the arrow keys, so a keyboard user can neither activate it nor open its actions. Where the app's keyboard shortcuts perform every action the element offers (and it offers no drag), a keyboard user still has them: a warning.",
        fix: "Leave respondsToUserInteraction unset (UIKit infers it) or set it to true on every element a user acts on.",
        reference: "WCAG 2.1.1")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for id in subject.keyboardFocusMap.unfocusable {
            guard let node = subject.node(id: id), node.isFocusable, node.element.isActedOn else { continue }
            let shortcuts = Self.shortcutsForEveryAction(of: node.element)
            report.add(node, "Keyboard focus never reaches \(SwitchUnreachableRule.name(node.element)): Tab and the arrow keys skip it",
                       detail: "respondsToUserInteraction \(node.element.respondsToUserInteraction.map(String.init) ?? "unset"); traits \(node.element.traits)"
                           + (shortcuts.map { "; every action it offers has an app shortcut (\($0)), so a keyboard user still performs it" } ?? ""),
                       severity: shortcuts == nil ? nil : .warning)
        }
    }

    /// The app's shortcuts that perform every action `element` offers, written as the finding says
    /// them ("Command-S: activate"); nil when some action has none that reaches the app (a chord the
    /// system keeps is none) or the element offers a drag, which no shortcut makes. WCAG 2.1.1 asks
    /// that the functionality be operable by keyboard, which such shortcuts are; focus never
    /// reaching the element is then a warning, not the error of an action no key reaches.
    static func shortcutsForEveryAction(of element: AccessibilityElement) -> String? {
        guard element.dragSources.isEmpty, element.dropPoints.isEmpty else { return nil }
        let working = element.keyCommands.filter { $0.chord.takenBySystem == nil }
        var needed: [KeyCommandAction] = element.customActions.map { .customAction($0.name.string) }
        if element.isActivated { needed.append(.activate) }
        if element.onIncrement != nil || element.traits.contains(.adjustable) { needed.append(.increment) }
        if element.onDecrement != nil || element.traits.contains(.adjustable) { needed.append(.decrement) }
        var said: [String] = []
        for action in needed {
            guard let shortcut = working.first(where: { $0.action == action }) else { return nil }
            if case .customAction = action { said.append("\(shortcut.chord.written): \(shortcut.title)") } else { said.append("\(shortcut.chord.written): \(action.name)") }
        }
        return said.isEmpty ? nil : said.joined(separator: ", ")
    }
}

/// An action a touch user (and a VoiceOver user) has that a keyboard user lacks: a gesture whose
/// only accessible path is one Full Keyboard Access does not have (VoiceOver's direct touch, a
/// three-finger scroll), or whose element focus never reaches.
struct KeyboardMissingActionRule: Rule {
    let info = RuleInfo(
        id: .keyboardNoKeyPath, area: .keyboard, severity: .error,
        title: "Action (a drag included) with no keyboard path",
        explanation: "A keyboard user acts through the focused element (Space activates it, Tab-Z lists its custom actions, increment and decrement, drag sources and drop points, a long press where the app declares one at the element's activation point, and zoom) or through the app's keyboard shortcuts. A gesture whose effect VoiceOver users reach only by direct touch or by scrolling, or through an element focus never reaches, cannot be done from the keyboard (Apple asks that Full Keyboard Access can \"perform gesture-based interactions like drag and drop\"). Space is a tap: a double tap, a triple tap or a long press the app declares means something else than the element's activation, unless the gesture names the element itself as its equivalent. A shortcut on a chord the system keeps (Command-Tab, Command-Space, Command-H; any chord on Tab, which Full Keyboard Access takes) never reaches the app and is no path. A shortcut counts by what it does: a scroll one only in a direction the area the gesture's equivalent scrolls takes (a scroll up does nothing to a gallery that scrolls sideways). A gesture on elements behind a modal view is nobody's while the view is up, even where an element of the view lies over part of its area, and is judged where it is not. A gesture whose named equivalent is not in the state's tree at all (a deleted row's swipe still declared) is not judged there: whether it has any path is actions.touch-only-gesture's finding, which names the missing equivalent. A scroll area's own swipe is judged without a declared gesture too: an area holding elements out of view that VoiceOver's swipes scroll in, nothing in which takes keyboard focus and that no shortcut scrolls along its axis (a carousel of photos), keeps them from a keyboard user; a warning, as no source says whether Full Keyboard Access focuses such an area (UIKit scrolls a focused scroll view by the arrow and page keys). An imported screen's areas are not judged so.",
        fix: "Expose the gesture's effect on a focusable element: a custom action, an adjustable value, an activation, a zoom action, or drag source and drop point descriptors for a drag; or offer a keyboard shortcut (UIKeyCommand, keyCommands) that performs the element's accessible action.",
        reference: "WCAG 2.1.1, WCAG 2.5.7")

    /// Whether the focused element offers `gesture`'s effect to a keyboard user (Space or its actions
    /// list): every accessible equivalent VoiceOver has (`TouchOnlyGestureRule.offersEquivalent`) but
    /// scrolling, which Full Keyboard Access has no key for, and but an activation where Space does
    /// not stand for the gesture (`activationCovers`).
    static func offersKeyPath(_ element: AccessibilityElement, for gesture: DeclaredGesture, in subject: AuditSubject) -> Bool {
        var keyed = element
        keyed.onScroll = nil
        if !activationCovers(gesture, on: element) { keyed.onActivate = nil }
        return TouchOnlyGestureRule.offersEquivalent(keyed, for: gesture, in: subject)
    }

    /// Whether `element`'s activation (Space, a shortcut activating it) does what `gesture` does:
    /// Space is a tap, and a double tap, a triple tap or a long press the app declares means something
    /// else, unless the gesture names the element itself as its equivalent (the app says its
    /// activation does it), as Switch Control's Tap is judged (docs/switch-control.md). A direct-touch
    /// photo opened by Space and liked by a double tap gave the like a key path it does not have.
    static func activationCovers(_ gesture: DeclaredGesture, on element: AccessibilityElement) -> Bool {
        switch gesture.kind {
        case .doubleTap, .tripleTap, .longPress: return gesture.equivalentElementID == element.id && element.onActivate != nil
        default: return element.onActivate != nil
        }
    }

    /// Whether an app's shortcut performing `action` on `element` does `gesture`'s effect: the
    /// element implements the action, and it is one of the accessible equivalents
    /// `TouchOnlyGestureRule.offersEquivalent` counts for that kind of gesture.
    static func shortcut(_ action: KeyCommandAction, covers gesture: DeclaredGesture, on element: AccessibilityElement) -> Bool {
        guard action.isImplemented(by: element) else { return false }
        switch (action, gesture.kind) {
        case (.customAction, _): return true
        case (.scroll(let direction), .swipe), (.scroll(let direction), .pan): return takesScroll(element, direction)
        case (.increment, .swipe), (.increment, .pan), (.increment, .pinch), (.increment, .rotate),
             (.decrement, .swipe), (.decrement, .pan), (.decrement, .pinch), (.decrement, .rotate): return true
        case (.activate, .longPress), (.activate, .doubleTap), (.activate, .tripleTap), (.activate, .tap): return activationCovers(gesture, on: element)
        case (.zoomIn, .pinch), (.zoomIn, .rotate), (.zoomOut, .pinch), (.zoomOut, .rotate): return true
        default: return false
        }
    }

    /// What a scroll with the focus on `node` scrolls: it, else the nearest ancestor that scrolls,
    /// as the Session tries an element's scroll, then its ancestors'; nil when none does. Given a
    /// `direction` (a shortcut's), only one that takes it (`takesScroll`): a horizontal gallery
    /// refuses a scroll up, which goes on to its ancestors, as the Session's does.
    static func scroller(of node: AuditNode, scrolling direction: ScrollDirection? = nil) -> AuditNode? {
        var current: AuditNode? = node
        while let candidate = current {
            if let direction {
                if takesScroll(candidate.element, direction) { return candidate }
            } else if candidate.element.onScroll != nil {
                return candidate
            }
            current = candidate.parent
        }
        return nil
    }

    /// A scroll area's own swipe: a finger drags it and VoiceOver's swipes scroll the elements it
    /// holds out of view in, but Full Keyboard Access scrolls an area only by moving its focus to an
    /// item inside (`Session.reveal`) or by an app's shortcut: an area whose content nothing takes
    /// keyboard focus in (a carousel of photos) and that no shortcut scrolls along its axis keeps
    /// what lies out of view from a keyboard user. iOS's Full Keyboard Access offers no key that
    /// scrolls an area (its gesture commands act on the focused item, and have no key: Decisions in
    /// docs/keyboard.md). An imported screen is not judged so: a capture does not say what its cells
    /// respond to. Reported on the area, naming what it keeps out of view, as a warning: UIKit
    /// scrolls a scroll view from the keyboard once it has focus (`allowsKeyboardScrolling`, iOS
    /// 17), and no source says whether Full Keyboard Access gives focus to one holding nothing that
    /// responds to user interaction; the sandbox's does not.
    private func checkScrollAreas(_ subject: AuditSubject, report: inout FindingSink) {
        guard subject.behaviour != .unknown else { return }
        let areas = subject.nodes.filter { $0.element.scrollContent != nil && $0.element.onScroll != nil && !$0.isHidden && !$0.isBehindModal }
        guard !areas.isEmpty else { return }
        let map = subject.keyboardFocusMap
        let shortcuts = subject.navigationOrder.keyCommands(focusedOn: nil)
        // An area a declared swipe's named equivalent scrolls is judged with that gesture, below.
        let judgedWithGestures = Set(subject.declaredGestures.compactMap { gesture -> String? in
            guard gesture.kind == .swipe || gesture.kind == .pan, let id = gesture.equivalentElementID,
                  let node = subject.node(id: id) else { return nil }
            return Self.scroller(of: node)?.element.id
        })
        for area in areas where !judgedWithGestures.contains(area.element.id) {
            guard let content = area.element.scrollContent else { continue }
            var elements: [AccessibilityElement] = []
            func collect(_ list: [AccessibilityElement]) {
                for element in list where !element.elementsHidden {
                    elements.append(element)
                    collect(element.children)
                }
            }
            collect(content.elements)
            // What VoiceOver reaches out of view: its swipes scroll each in.
            let outOfView = elements.filter {
                $0.isAccessibilityElement && !$0.isContainer && ScrollContent.isScrolledOut($0.frame, of: area.element.frame)
            }
            guard !outOfView.isEmpty else { continue }
            // Focus moving to an item inside scrolls the area to it, shown or not (the focus reads
            // the area's whole content: `Session.fullOrder`): one that responds to user interaction,
            // as the focus map takes its items, is a path.
            if elements.contains(where: { $0.isAccessibilityElement && !$0.isContainer && ScanTree.respondsToUserInteraction($0) })
                || subject.focusable.contains(where: { $0.ancestorIDs.contains(area.element.id) && map.position(of: $0.element.id) != nil }) { continue }
            // An app's shortcut scrolling this area along its axis, from wherever it is declared.
            if shortcuts.contains(where: { shortcut in
                guard case .scroll(let direction) = shortcut.command.action, let from = subject.node(id: shortcut.elementID) else { return false }
                return Self.scroller(of: from, scrolling: direction)?.element.id == area.element.id
            }) { continue }
            let names = outOfView.map { element in element.label.map { "\"\($0.string)\"" } ?? element.id }
            report.add(area, "The scroll area \(area.element.id) keeps what it holds out of view from the keyboard",
                       detail: "\(outOfView.count) element(s) out of view (\(names.joined(separator: ", "))) that VoiceOver's swipes scroll in"
                           + " and a finger drags in; nothing in the area takes keyboard focus, and no keyboard shortcut scrolls it",
                       severity: .warning, measure: "scroll area",
                       fix: "Offer keyboard shortcuts that scroll the area along its axis (UIKeyCommand, keyCommands performing scrollNext and scrollPrevious), or let the items it holds take focus where a user acts on them (a photo that opens is a button).")
        }
    }

    /// Whether `element`'s scroll moves its content for a scroll in `direction`: a scroll area
    /// turns a page only along its axis (`ScrollAxis.forward`, which its hook asks), so a shortcut
    /// scrolling up does nothing to a gallery that scrolls sideways. A scroll hook of the scene's
    /// own, with no axis it says, is taken at its word.
    static func takesScroll(_ element: AccessibilityElement, _ direction: ScrollDirection) -> Bool {
        guard element.onScroll != nil else { return false }
        guard let content = element.scrollContent else { return true }
        return content.axis.forward(direction) != nil
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        checkScrollAreas(subject, report: &report)
        let gestures = subject.declaredGestures.filter { $0.kind != .tap }
        guard !gestures.isEmpty else { return }
        let map = subject.keyboardFocusMap
        // What VoiceOver reaches on this screen: its elements and the containers they sit in (a
        // scroll view's three-finger scroll acts through a focused element inside it).
        let order = subject.navigationOrder
        let shortcuts = order.keyCommands(focusedOn: nil)
        var reached = Set<String>()
        for entry in order.entries {
            var node: Int? = entry.node
            while let index = node, reached.insert(order.nodes[index].element.id).inserted { node = order.nodes[index].parent }
        }
        for gesture in gestures {
            // A named equivalent this state holds nowhere, not even scrolled out of view, leaves the
            // gesture unjudged here: the elements that happen to lie in its area are not what the
            // author named, and actions.touch-only-gesture reports the missing equivalent.
            if let id = gesture.equivalentElementID, subject.node(id: id) == nil,
               !subject.nodes.contains(where: { $0.element.scrollContent?.wholeFrame(of: id) != nil }) { continue }
            let candidates = gesture.equivalentElementID.flatMap { subject.node(id: $0) }.map { [$0] }
                ?? subject.focusable.filter { $0.element.frame.intersects(gesture.frame) }
            // An unnamed gesture of the screen under an open modal view (an element in its area behind
            // the view, the area not inside it) is nobody's while the view is up: the button of an alert
            // lying over part of a post is not where the post's long press is. Judged where the view is not.
            if gesture.equivalentElementID == nil, candidates.contains(where: \.isBehindModal),
               subject.placeIsUnderModal(gesture.frame) { continue }
            // A gesture nobody has an accessible path to is actions.touch-only-gesture's finding. A
            // path on an element VoiceOver does not reach on this screen (behind a modal view: a
            // gallery, an alert) is nobody's: the keyboard lacking it too is no defect.
            // A three-finger scroll with the focus on the named equivalent scrolls it or the
            // nearest container that scrolls (a photo in a scroll view scrolls the view): the
            // author names where the swipe's effect is offered. An unnamed gesture's candidates
            // offer a scroll only of their own: a home screen page scrolling is no icon's drag.
            let scrolls = (gesture.kind == .swipe || gesture.kind == .pan) && gesture.equivalentElementID != nil
            let voiceOverPath = candidates.contains {
                reached.contains($0.element.id)
                    && (TouchOnlyGestureRule.offersEquivalent($0.element, for: gesture, in: subject) || $0.element.traits.contains(.allowsDirectInteraction)
                        || (scrolls && Self.scroller(of: $0) != nil))
            }
            guard voiceOverPath else { continue }
            let keyboard = candidates.filter { map.position(of: $0.element.id) != nil }
            if keyboard.contains(where: { Self.offersKeyPath($0.element, for: gesture, in: subject) }) { continue }
            // The actions list's Long Press performs a declared long press on the focused item
            // (`KeyboardList.actions`), as Switch Control's Gestures > Long Press does: where the list
            // offers it, a long press declared at the item's activation point, not on a corner of it.
            if gesture.kind == .longPress, keyboard.contains(where: { candidate in
                order.index(of: candidate.element.id).map {
                    KeyboardList.actions(of: $0, in: order, dragging: false, longPressAreas: [gesture.frame]).actions.contains(.longPress)
                } ?? false
            }) { continue }
            // The app's shortcuts on this screen work wherever the focus is: one performing a
            // candidate's accessible action is a key path.
            if candidates.contains(where: { candidate in
                shortcuts.contains { $0.elementID == candidate.element.id && Self.shortcut($0.command.action, covers: gesture, on: candidate.element) }
            }) { continue }
            // A shortcut's scroll is tried on its element, then its ancestors, as VoiceOver's is: one
            // that scrolls the container the named equivalent's scroll reaches, in a direction along
            // its axis, performs the swipe's effect (a scroll up does nothing to a sideways gallery).
            if scrolls, candidates.contains(where: { candidate in
                guard let target = Self.scroller(of: candidate) else { return false }
                return shortcuts.contains { shortcut in
                    guard case .scroll(let direction) = shortcut.command.action, let from = subject.node(id: shortcut.elementID) else { return false }
                    return Self.scroller(of: from, scrolling: direction)?.element.id == target.element.id
                }
            }) { continue }
            // Keyboard focus moving through the area's own items scrolls it to each, as VoiceOver's
            // moves do (`Session.reveal`): a carousel whose cards take focus is scrolled by arrowing
            // through them. Only an area that gives the content it does not show (`scrollContent`)
            // is scrolled so: the home screen's pages give none, and turn only by a scroll. An area
            // holding nothing focus lands on (a photo and its details' text) has no such path.
            if scrolls, candidates.contains(where: { candidate in
                guard let area = Self.scroller(of: candidate), area.element.scrollContent != nil else { return false }
                return subject.focusable.contains { $0.ancestorIDs.contains(area.element.id) && map.position(of: $0.element.id) != nil }
            }) { continue }
            // A shortcut on a chord the system keeps (Command-Tab) never reaches the app, so it is
            // no path (`KeyChord.takenBySystem`); the finding says so, since the scene declares it.
            let kept = candidates.flatMap { candidate in
                candidate.element.keyCommands.compactMap { command in
                    command.chord.takenBySystem.map { "\(command.chord.written) on \(candidate.element.id) is taken by the system (\($0))" }
                }
            }
            let node = candidates.first
            // A named equivalent is the one element judged, wherever it lies: "there" counted the
            // gesture's area, which may hold no element at all.
            let judged = gesture.equivalentElementID.map { id in
                "its equivalent \(id), \(keyboard.isEmpty ? "which keyboard focus does not reach" : "which keyboard focus reaches"), does not offer it"
            } ?? "\(candidates.count) element(s) there, \(keyboard.count) that keyboard focus reaches; none offers it"
            report.add(node, "The \(gesture.kind.rawValue) that does \"\(gesture.meaning)\" has no keyboard path",
                       detail: judged + " by Space or its actions list (Tab-Z), and no keyboard shortcut performs it"
                           + kept.map { "; " + $0 + ", never delivered to the app" }.joined(),
                       measure: gesture.kind.rawValue + " " + gesture.meaning)
        }
    }
}

/// A focus ring nobody sees: the focused element drawn off the screen, or wholly under an element
/// drawn after it, or under a component exposing no element drawn after it (UIKit draws later
/// views over earlier ones).
struct KeyboardHiddenFocusRule: Rule {
    let info = RuleInfo(
        id: .keyboardFocusHidden, area: .keyboard, severity: .error,
        title: "Keyboard focus ring that would be hidden",
        explanation: "Full Keyboard Access draws its focus ring around the focused element; a keyboard user follows the ring to know where they are. An element focus reaches whose frame lies off the screen, or wholly inside an element drawn after it (an overlay, a banner, a card laid over it) that draws opaquely over the whole frame, or under an opaque drawing of a component that exposes no element (a decorative banner, a backdrop) whose frame holds it, takes the focus with no ring to be seen. What the later element draws decides, not its frame: a full-width header declared after a trailing button, drawing its title and a hairline, hides nothing, while an opaque bar over the button hides it; in a scene file, whose drawing is placed by hand, an element or decoration whose opaque drawing spreads past its own frame over the element hides it too. On an imported screen only a ring off the screen is reported: an export lists elements in the app's view order or the runtime's, not in the order they are drawn, so what lies over what cannot be read from it. A row an imported screen's list holds scrolled out of view is not off the screen: focus scrolls it in.",
        fix: "Hide elements that are off screen or covered (accessibilityElementsHidden, or leave them out of the tree while covered), or bring them on screen when they take focus.",
        reference: "WCAG 2.4.7, WCAG 2.4.11")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let map = subject.keyboardFocusMap
        guard !map.isEmpty else { return }
        // What a sighted user does not see is decided once, for the scan's highlight too
        // (`HiddenFromSight`, which `switch.scans-hidden` asks).
        let sight = subject.hiddenFromSight
        for id in map.focusOrder {
            guard let node = subject.node(id: id), let verdict = sight.verdict(of: node) else { continue }
            let frame = node.element.frame
            switch verdict {
            case .offScreen:
                report.add(node, "The focus ring on \(SwitchUnreachableRule.name(node.element)) would be off the screen",
                           detail: "frame \(frame), screen \(subject.screen)")
            case .under(let covering):
                // Quoting the cover's label, which changes with the state (a gallery's next dog):
                // one finding of the element whatever it is.
                report.add(node, quoting: [node.element.label?.string, covering.label?.string].compactMap { $0 },
                           "The focus ring on \(SwitchUnreachableRule.name(node.element)) would be hidden under \(SwitchUnreachableRule.name(covering))",
                           detail: "frame \(frame) lies inside \(covering.id)'s frame \(covering.frame), drawn after it")
            case .underDecoration:
                // No element's drawing, but a component's that exposes none: a banner or a backdrop
                // laid over the control hides its ring all the same.
                report.add(node, "The focus ring on \(SwitchUnreachableRule.name(node.element)) would be hidden under a drawing that is no element",
                           detail: "frame \(frame) is drawn over, opaquely, by a component exposing no element, drawn after it")
            }
        }
    }
}
