import AXCore
import AXEngine

/// "Switch Control also relies on accessibility" (the talks): an element a user acts on must be
/// one Switch Control scans, or a switch user can never reach it.
struct SwitchUnreachableRule: Rule {
    let info = RuleInfo(
        id: .switchUnreachable, area: .switchControl, severity: .error,
        title: "Interactive element Switch Control never reaches",
        explanation: "Switch Control scans only the elements that respond to user interaction (accessibilityRespondsToUserInteraction, else inferred from traits, actions and behaviour). An element VoiceOver users act on that declares it does not respond is never highlighted, so a switch user cannot act on it.",
        fix: "Leave respondsToUserInteraction unset (UIKit infers it) or set it to true on every element a user acts on.",
        reference: "WCAG 2.1.1")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let tree = subject.scanTree
        let order = subject.navigationOrder
        for id in tree.unscanned {
            guard let index = order.index(of: id) else { continue }
            let element = order.entries[index].element
            guard element.respondsToUserInteraction == false, element.isActedOn, let node = subject.node(id: id) else { continue }
            report.add(node, "Switch Control never reaches \(Self.name(element)): it says it does not respond to user interaction",
                       detail: "respondsToUserInteraction false; traits \(element.traits)" + Self.offers(element))
        }
    }

    static func name(_ element: AccessibilityElement) -> String {
        element.label.map { "\"\($0.string)\"" } ?? element.id
    }

    /// What the element offers a user to act with, each as ", custom actions" and the like: a drag
    /// source was reported as a custom action.
    static func offers(_ element: AccessibilityElement) -> String {
        [(!element.customActions.isEmpty, "custom actions"), (!element.dragSources.isEmpty, "drag sources"),
         (!element.dropPoints.isEmpty, "drop points"), (element.onActivate != nil, "an activation")]
            .filter(\.0).map { ", " + $0.1 }.joined()
    }
}

/// An action VoiceOver users reach that the scanner menu does not offer: a control VoiceOver users
/// operate by direct touch (the touches pass through to it, so a swipe, drag, pinch or long press
/// works) whose gesture has no entry in Switch Control's menu. What the menu offers is the engine's
/// (`ScannerMenu`, `ScannerMenuEntry.makes`): the rule builds the menu and reads it.
struct SwitchMenuMissingActionRule: Rule {
    let info = RuleInfo(
        id: .switchMenuMissingAction, area: .switchControl, severity: .error,
        title: "Action offered to VoiceOver missing from Switch Control's menu",
        explanation: "With direct interaction VoiceOver passes a user's touches straight to the control, so its gestures work under VoiceOver. Switch Control's scanner menu offers what the element exposes (Tap, custom actions, increment and decrement, scroll, drag and drop descriptors, zoom) and, on its Gestures page, a finger's long press, double tap, flick (for a swipe), rotation, pinch, free-hand stroke (for path-dependent input, a drawing) or hold and drag (for a pan whose meaning is where it starts and ends, a slider's track or rating stars: the finger goes down at the activation point and lifts at a point chosen by point scanning) where the app declares that gesture at the element's activation point, where the entry acts. A triple tap, or a gesture declared only on part of the control away from its activation point, is not in it. A pan a switch user can make by Hold and Drag is not reported here; actions.touch-only-gesture still asks a single-pointer alternative to the dragging, as WCAG 2.5.7 does. Tap is a tap: it does not stand for a double or triple tap or a long press, unless the gesture names the control as its equivalent and the control has an activation.",
        fix: "Expose the gesture's effect as a custom action, an adjustable value, a zoom action or drag and drop descriptors on the control itself.",
        reference: "WCAG 2.5.7, WCAG 2.1.1")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let gestures = subject.declaredGestures.filter { $0.kind != .tap }
        guard !gestures.isEmpty else { return }
        let order = subject.navigationOrder
        for entry in order.entries where entry.element.traits.contains(.allowsDirectInteraction) {
            let element = entry.element
            for gesture in gestures where gesture.frame.intersects(entry.frame) && (gesture.equivalentElementID ?? element.id) == element.id {
                guard let node = subject.node(id: element.id), let index = order.index(of: element.id) else { continue }
                // The menu a switch user gets, built from every declared gesture (a path-dependent
                // pan's Free-hand too), so its detail lists what the menu really offers.
                let menu = ScannerMenu(entry: index, in: order, dragging: false, gestures: subject.switchMenuGestures)
                if Self.menu(menu, does: gesture, on: element, in: subject) { continue }
                report.add(node, "VoiceOver users \(gesture.kind.rawValue) on \(SwitchUnreachableRule.name(element)) by direct touch to \"\(gesture.meaning)\"; Switch Control's menu has nothing that does it",
                           detail: "menu: " + menu.actingEntries.filter { !$0.isOutsideApp }.map(\.title).joined(separator: ", "),
                           measure: gesture.kind.rawValue + " " + gesture.meaning)
            }
        }
    }

    /// Whether `menu`, the scanner menu of `element`, has an entry doing what `gesture` does there:
    /// one that makes that kind of gesture (`ScannerMenuEntry.makes`: the Gestures page's own entry,
    /// the element's zoom, adjustable value or drag), any custom action (as `actions.touch-only-gesture`
    /// counts them; `gesture.touch-only-state` judges what they do), a scroll only where the element
    /// itself scrolls (Scroll on an item in a list scrolls the list, not the item's swipe), a zoom
    /// only where the element implements one (the trait alone zooms nothing), a drag only where it
    /// can land. Tap counts for a gesture that names the element as its equivalent
    /// when the element has an activation: the app says that activation does it.
    static func menu(_ menu: ScannerMenu, does gesture: DeclaredGesture, on element: AccessibilityElement, in subject: AuditSubject) -> Bool {
        menu.actingEntries.contains { entry in
            switch entry {
            case .tap: return entry.makes(gesture.kind) || (gesture.equivalentElementID == element.id && element.onActivate != nil)
            case .customAction: return true
            case .scroll: return element.onScroll != nil && entry.makes(gesture.kind)
            case .zoomIn, .zoomOut: return element.onZoomIn != nil && entry.makes(gesture.kind)
            case .drag: return entry.makes(gesture.kind) && subject.dragLands(from: element.id)
            default: return entry.makes(gesture.kind)
            }
        }
    }
}

/// "The Switch Control cursor will move from element to element in the same order … so that a
/// Switch Control user can activate their switch at the right time": an item auto scanning takes
/// too long to reach, every move of the highlight a scan step (`ScanReach.autoTime`).
struct SwitchSlowToReachRule: Rule {
    /// The longest auto scanning may take to reach an item, in virtual milliseconds.
    var limit: Int

    /// The default limit: 20 seconds of auto scanning at the default 1.0 s an item.
    static let defaultLimit = 20_000

    init(limit: Int = SwitchSlowToReachRule.defaultLimit) { self.limit = limit }

    var info: RuleInfo {
        RuleInfo(
            id: .switchSlowToReach, area: .switchControl, severity: .warning,
            title: "Item that takes too long to reach with auto scanning",
            explanation: "Auto scanning moves the highlight one item or group a second (the default scan time); an item far down a flat screen costs a switch user that many seconds, every time, and each group entered on the way costs a press and a step more (the highlight moves onto the group's first member, which the user has to see before pressing again), so an item behind many nested groups is slow to reach too. The limit is 20 s unless validate's --switch-reach-limit says otherwise; the finding gives the presses and seconds.",
            fix: "Group related controls in containers (accessibilityElements, a list, or accessibilityNavigationStyle combined) so Switch Control can skip past them a group at a time, and put the frequent ones first.")
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let tree = subject.scanTree
        let order = subject.navigationOrder
        for item in tree.items {
            let settings = SwitchControlSettings.default
            let reach = tree.reach(of: item, settings: settings)
            let time = reach.autoTime
            guard time > limit, let entry = tree.entry(of: item),
                  let node = subject.node(id: order.entries[entry].id) else { continue }
            let entered = reach.groupsEntered == 0 ? "" : ", \(Plural.count(reach.groupsEntered, "group", "groups")) entered at a scan step each"
            report.add(node, "Auto scanning takes \(ScanReach.seconds(time)) and \(Plural.count(reach.autoPresses, "press", "presses")) to reach \(SwitchUnreachableRule.name(order.entries[entry].element))",
                       detail: "\(time) ms of auto scanning\(entered) (limit \(limit) ms), \(Plural.count(reach.autoPresses, "select press", "select presses")); \(Plural.count(reach.manualPresses, "press", "presses")) with manual scanning")
        }
    }
}

/// A group holding a single item costs a switch user a press for nothing on iOS; the simulator scans
/// it as its item and reports it.
struct SwitchGroupOfOneRule: Rule {
    let info = RuleInfo(
        id: .switchGroupOfOne, area: .switchControl, severity: .info,
        title: "Group of one item",
        explanation: "A container that keeps its children together is a Switch Control group; when only one of them responds to user interaction, selecting the group only to select its one item costs a press. The simulator scans it as its item (docs/switch-control.md). The root of a screen or sheet that holds everything scanned is not reported: Switch Control enters it, and no press is lost. Nor is an imported screen's table or collection view showing one row: UIKit, not the app, makes it the group, and how many rows it shows is the data's.",
        fix: "Give the container more than one scanned member, or stop it grouping (accessibilityNavigationStyle separate, or no accessibilityElements order of its own).")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for id in subject.scanTree.flattenedGroups {
            // An imported screen's list (a table or collection view the import keeps together,
            // `sortsByOwnFrame`) is grouped because UIKit makes it the container of its rows, not
            // by the app's choice, and how many rows it shows is the data's: a list of one book is
            // no defect the app could fix (docs/switch-control.md, "Decisions").
            if subject.behaviour == .unknown, subject.node(id: id)?.element.sortsByOwnFrame == true { continue }
            report.add(subject.node(id: id), "The group \(id) holds a single scanned item",
                       detail: "scanned as its one item")
        }
    }
}

/// The talk's predictability: Switch Control should move in VoiceOver's order.
struct SwitchOrderRule: Rule {
    let info = RuleInfo(
        id: .switchOrder, area: .switchControl, severity: .warning,
        title: "Switch Control's scan order differs from VoiceOver's",
        explanation: "\"The Switch Control cursor will move from element to element in the same order, and it's important for that order to be predictable.\" A container scanned as one group (accessibilityNavigationStyle combined) gathers its children, while VoiceOver reads them among their neighbours by position: the two orders part.",
        fix: "Make the grouping container hold its children together for VoiceOver as well (an explicit accessibilityElements order, or its frame around them), or drop the combined navigation style.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let tree = subject.scanTree
        let order = subject.navigationOrder
        let scanned = tree.items.compactMap { tree.entry(of: $0) }
        let voiceOver = scanned.sorted()
        guard let first = scanned.indices.first(where: { scanned[$0] != voiceOver[$0] }) else { return }
        let id = order.entries[scanned[first]].id
        let expected = order.entries[voiceOver[first]].id
        let ids = scanned.map { order.entries[$0].id }
        report.add(subject.node(id: id), "Switch Control scans \(id) where VoiceOver reads \(expected)",
                   detail: "scan order from position \(first + 1): " + ids[first...].prefix(6).joined(separator: ", "))
    }
}

/// "Switch Control scans what shows" must hold of the screen itself: an item scanned off the
/// screen, or wholly under something drawn after it, takes a scan step on every pass with its
/// highlight drawn where nothing of it is seen. Hidden means what it means for Full Keyboard
/// Access's focus ring (`HiddenFromSight`, which `keyboard.focus-hidden` asks too).
struct SwitchHiddenItemRule: Rule {
    let info = RuleInfo(
        id: .switchScansHidden, area: .switchControl, severity: .error,
        title: "Item Switch Control scans that would be hidden",
        explanation: "Switch Control moves its highlight from item to item, and a switch user watches it to know what a press of Select acts on. An item whose frame lies off the screen, or wholly inside an element drawn after it (an overlay, a banner, a card laid over it) that draws opaquely over the whole frame, or under an opaque drawing of a component that exposes no element (a decorative banner, a backdrop) whose frame holds it, is scanned all the same: it costs a scan step on every pass, a second of auto scanning, and its highlight is drawn where nothing of it shows, so the user cannot tell what selecting it does. Hidden is decided as for keyboard.focus-hidden's focus ring: what the later element draws decides, not its frame (in a scene file, a drawing spreading past its element's frame over the item hides it). On an imported screen only an item off the screen is reported: an export does not say in which order elements are drawn. A row an imported screen's list holds scrolled out of view is not off the screen: Switch Control scans it once the list is scrolled to show it.",
        fix: "Hide elements that are off screen or covered (accessibilityElementsHidden, or leave them out of the tree while covered), or bring them on screen before they are scanned.",
        reference: "WCAG 2.4.7, WCAG 2.4.11")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let tree = subject.scanTree
        guard !tree.items.isEmpty else { return }
        let order = subject.navigationOrder
        // The same verdict as the keyboard's focus ring (`HiddenFromSight`): one definition.
        let sight = subject.hiddenFromSight
        var judged = Set<String>()
        for (position, item) in tree.items.enumerated() {
            guard let entry = tree.entry(of: item) else { continue }
            let id = order.entries[entry].id
            guard judged.insert(id).inserted, let node = subject.node(id: id), let verdict = sight.verdict(of: node) else { continue }
            let frame = node.element.frame
            let name = SwitchUnreachableRule.name(node.element)
            let step = "; scanned as item \(position + 1) of \(tree.items.count)"
            switch verdict {
            case .offScreen:
                report.add(node, "Switch Control scans \(name) off the screen: its highlight would not be seen",
                           detail: "frame \(frame), screen \(subject.screen)" + step)
            case .under(let covering):
                // Quoting the cover's label, which changes with the state: one finding whatever it is.
                report.add(node, quoting: [node.element.label?.string, covering.label?.string].compactMap { $0 },
                           "Switch Control scans \(name) under \(SwitchUnreachableRule.name(covering)): its highlight would not be seen",
                           detail: "frame \(frame) lies inside \(covering.id)'s frame \(covering.frame), drawn after it" + step)
            case .underDecoration:
                report.add(node, "Switch Control scans \(name) under a drawing that is no element: its highlight would not be seen",
                           detail: "frame \(frame) is drawn over, opaquely, by a component exposing no element, drawn after it" + step)
            }
        }
    }
}

extension RuleCatalog {
    /// `switch.slow-to-reach` with its limit of auto scanning in virtual milliseconds (validate's
    /// `--switch-reach-limit`), to put in place of the catalog's.
    public static func switchSlowToReach(limit: Int) -> Rule { SwitchSlowToReachRule(limit: limit) }
}
