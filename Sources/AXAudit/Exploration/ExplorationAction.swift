import AXCore
import AXEngine

/// One action a VoiceOver user takes on a screen, as the explorer tries it: the element it is taken
/// on, what it is, and the words a report prints for it ("double tap Settings"). Where the scene
/// shows the element only with VoiceOver off, a Voice Control user's: "say "Tap 3" (Share)".
public struct ExplorationAction: Hashable, Sendable {
    /// What the user does.
    public enum Kind: Hashable, Sendable {
        /// Double tap.
        case activate
        /// Swipe up, the rotor on Adjust Value.
        case increment
        /// Swipe down, the rotor on Adjust Value.
        case decrement
        /// Swipe up, the rotor on Zoom: the zoom a pinch gives a sighted user.
        case zoomIn
        /// Swipe down, the rotor on Zoom.
        case zoomOut
        /// The Actions rotor's custom action at `index`, named `name`.
        case customAction(index: Int, name: String)
        /// A three-finger swipe; the direction the content moves.
        case scroll(ScrollDirection)
        /// The two-finger scrub, with the focus on the element.
        case escape
        /// The two-finger double tap, with the focus on the element.
        case magicTap
        /// VoiceOver's long press (a triple tap), with the focus on the element: offered where the
        /// scene declares a long press at the element's activation point (`Scene.longPressAreas`),
        /// as Switch Control's Gestures page and Full Keyboard Access's actions list offer one.
        case longPress
        /// On the element, the drag source `source`; on `targetID`, the drop point `drop`; each chosen
        /// in the Actions rotor and double tapped.
        case drop(source: LocationDescriptor, targetID: String, targetLabel: String, drop: LocationDescriptor)
        /// Double tap to edit, then `text` typed, then escape to end editing.
        case type(String)
        /// The app's keyboard shortcut `chord` (titled `title`), pressed on a hardware keyboard: one
        /// that performs what no gesture here does (a zoom on a photo VoiceOver's rotor does not
        /// offer), so the state it leads to is judged too.
        case shortcut(KeyChord, title: String)

        /// A kind's name without its payload: the one spelling reports and shard files use for it
        /// (`ValidationShard.ActionRecord` writes and reads it by its raw value).
        public enum Name: String, CaseIterable, Sendable {
            case activate, increment, decrement, zoomIn, zoomOut, customAction, scroll, escape, magicTap, drop, type, shortcut, longPress
        }

        /// This kind's name.
        public var name: Name {
            switch self {
            case .activate: return .activate
            case .increment: return .increment
            case .decrement: return .decrement
            case .zoomIn: return .zoomIn
            case .zoomOut: return .zoomOut
            case .customAction: return .customAction
            case .scroll: return .scroll
            case .escape: return .escape
            case .magicTap: return .magicTap
            case .longPress: return .longPress
            case .drop: return .drop
            case .type: return .type
            case .shortcut: return .shortcut
            }
        }
    }

    /// One setting changed before an action a state offers only under other settings of the
    /// matrix: the user turns on Larger Text, then double taps the button it shows.
    public struct SettingChange: Hashable, Sendable {
        /// The setting.
        public var key: Settings.Key
        /// Its value, as `Settings.value(of:)` writes it and a trace's `setting` record holds it.
        public var value: String

        /// `key` set to `value`.
        public init(_ key: Settings.Key, _ value: String) { self.key = key; self.value = value }

        /// The settings `to` differs from `from` in, in `Settings.Key` order.
        static func changes(from: Settings, to: Settings) -> [SettingChange] {
            to.keys(differingFrom: from).map { SettingChange($0, to.value(of: $0)) }
        }

        /// "contentSize=AX5", as findings name a settings variant.
        public var written: String { "\(key.rawValue)=\(value)" }
    }

    /// The element the focus goes to first.
    public var elementID: String
    /// What VoiceOver calls it (its label, else its id), for the printed step.
    public var elementName: String
    /// What the user does there.
    public var kind: Kind
    /// The settings changed first, where the state offers the action only under another variant of
    /// the matrix than the one it was reached under (docs/validation.md, "Actions other settings
    /// offer"); empty for every other action. The Session stays under them after the action.
    public var settingChanges: [SettingChange] = []
    /// The number Voice Control gives the element, where the action is taken by saying it ("Tap
    /// 3", "Increment 3") rather than by VoiceOver's gestures: an action listed with VoiceOver off
    /// (docs/validation.md, "Actions with VoiceOver off"). Nil for every other action.
    public var voiceControlNumber: Int? = nil

    /// `kind` on `elementID`, printed with `elementName`.
    public init(elementID: String, elementName: String, kind: Kind) {
        self.elementID = elementID; self.elementName = elementName; self.kind = kind
    }

    /// What tells the actions of two listings of one state apart: the element and what is done
    /// there, not the name printed for it nor the settings it is taken under.
    struct Key: Hashable {
        let elementID: String
        let kind: Kind
    }

    /// This action's `Key`.
    var key: Key { Key(elementID: elementID, kind: kind) }

    /// Whether it changes settings before it is taken.
    public var changesSettings: Bool { !settingChanges.isEmpty }

    /// The step as a report prints it: "double tap Settings", "swipe up on Volume", and for an action
    /// only other settings offer, "set contentSize=AX5, then double tap More", or with VoiceOver
    /// turned off first, "turn VoiceOver off, then say "Tap 3" (Share)".
    public var step: String {
        guard changesSettings else { return actionStep }
        var first: [String] = []
        if let voiceOver = settingChanges.first(where: { $0.key == .voiceOver }) {
            first.append("turn VoiceOver " + (voiceOver.value == "true" ? "on" : "off"))
        }
        let others = settingChanges.filter { $0.key != .voiceOver }
        if !others.isEmpty { first.append("set " + others.map(\.written).joined(separator: ", ")) }
        return first.joined(separator: ", ") + ", then " + actionStep
    }

    /// What Voice Control is told, for an action taken by saying it: "Tap 3"; nil for every other.
    public var phrase: String? {
        guard let number = voiceControlNumber else { return nil }
        switch kind {
        case .activate: return "Tap \(number)"
        case .increment: return "Increment \(number)"
        case .decrement: return "Decrement \(number)"
        case .longPress: return "Long press \(number)"
        default: return nil
        }
    }

    /// The step of the action itself.
    private var actionStep: String {
        if let phrase { return "say \"\(phrase)\" (\(elementName))" }
        switch kind {
        case .activate: return "double tap \(elementName)"
        case .increment: return "swipe up on \(elementName)"
        case .decrement: return "swipe down on \(elementName)"
        case .zoomIn: return "zoom in on \(elementName)"
        case .zoomOut: return "zoom out on \(elementName)"
        case .customAction(_, let name): return "action \(name) on \(elementName)"
        case .scroll(let direction): return "three-finger scroll \(direction.rawValue) from \(elementName)"
        case .escape: return "escape from \(elementName)"
        case .magicTap: return "magic tap on \(elementName)"
        case .longPress: return "triple tap \(elementName) (a long press)"
        case .drop(let source, _, let target, let drop): return "\(source.name) from \(elementName) › \(drop.name) on \(target)"
        case .type(let text): return "type \"\(text)\" into \(elementName)"
        case .shortcut(let chord, let title): return "press \(chord.written) (\(title))"
        }
    }

    /// The text the explorer types into an editable field.
    static let sampleText = "Text"

    /// The most drops a container may offer and have them all taken (a reorderable list of 70 rows
    /// offers 9,660: every row onto every drop point of another). Beyond, its drops are sampled as
    /// the probes sample them (`DropProbeRule.sampled`, `sourcesTried`): the drop points of its
    /// first two, last two and first drag source's neighbouring elements, each with at most eight
    /// sources, those beside it first. Every drop of a list of 1,000 rows was two million actions
    /// in each state explored (docs/validation.md, "Exploration").
    static let dropsTakenInFull = 10_000

    /// The most custom actions of one element taken, as the probes perform them
    /// (`CustomActionProbeRule.probedCustomActions`): reaching the k-th swipes k times through the
    /// Actions rotor, so an element with 200 took 20,000 swipes in every state explored.
    static let customActionsTaken = CustomActionProbeRule.probedCustomActions

    /// The actions a state offers that are not listed to be taken, by why.
    struct LeftOut {
        /// Drops of containers too long to take whole (sampled).
        var drops = 0
        /// Custom actions past an element's `customActionsTaken`th.
        var customActions = 0
        /// What a listing with VoiceOver off offers that Voice Control does not take (a custom
        /// action, a drop, a scroll), by element and kind: not taken where no listing with
        /// VoiceOver on offers it too (`voiceOverOff` counts those).
        var unspoken: Set<Key> = []
        /// Actions offered only with VoiceOver off that Voice Control does not take.
        var voiceOverOff = 0

        var total: Int { drops + customActions + voiceOverOff }
    }

    /// Every action a VoiceOver user can take on the screen `order` shows, in a fixed order: element
    /// by element in navigation order, its activation, adjustments, zoom, custom actions (the first
    /// `customActionsTaken`), typing, a long press where one of `longPressAreas` holds its activation
    /// point, its scrolls, escape and magic tap where its chain handles them (once per handler), then
    /// every drag source onto every drop point of another element (sampled in a container that offers
    /// more than `dropsTakenInFull`). With `limit`, the first `limit` of them (or a few more, an
    /// element's own): whether a state offers any is asked of every state found.
    static func available(in order: NavigationOrder, atMost limit: Int = .max, longPressAreas: [Rect] = []) -> [ExplorationAction] {
        var leftOut = LeftOut()
        return available(in: order, atMost: limit, longPressAreas: longPressAreas, leftOut: &leftOut)
    }

    /// `available(in:atMost:)`, adding to `leftOut` the drops a sampled container offers and the
    /// custom actions past an element's `customActionsTaken`th that are not listed.
    static func available(in order: NavigationOrder, atMost limit: Int, longPressAreas: [Rect] = [], leftOut: inout LeftOut) -> [ExplorationAction] {
        var actions: [ExplorationAction] = []
        var escapeHandlers = Set<String>(), magicTapHandlers = Set<String>(), scrollers = Set<String>()
        var sources: [DropEnd] = []
        var targets: [DropEnd] = []
        for index in order.entries.indices {
            let entry = order.entries[index]
            let element = entry.element
            let name = element.label?.string.nonEmpty ?? element.id
            func add(_ kind: Kind) { actions.append(ExplorationAction(elementID: entry.id, elementName: name, kind: kind)) }
            let editable = element.traits.contains(.textField) && element.onTextInput != nil
            if element.onActivate != nil || (!element.traits.isDisjoint(with: .interactive) && !editable) { add(.activate) }
            if element.traits.contains(.adjustable) {
                if element.onIncrement != nil { add(.increment) }
                if element.onDecrement != nil { add(.decrement) }
            }
            // The Zoom rotor, offered on an element with the supports-zoom trait (docs/voiceover.md).
            if element.traits.contains(.supportsZoom) {
                if element.onZoomIn != nil { add(.zoomIn) }
                if element.onZoomOut != nil { add(.zoomOut) }
            }
            for (i, action) in element.customActions.prefix(Self.customActionsTaken).enumerated() { add(.customAction(index: i, name: action.name.string)) }
            leftOut.customActions += max(0, element.customActions.count - Self.customActionsTaken)
            if editable { add(.type(sampleText)) }
            if longPressAreas.contains(where: { $0.contains(element.resolvedActivationPoint) }) { add(.longPress) }
            // The first element whose chain holds a handler stands for every element under it: the
            // same handler runs from each of them.
            func handler(_ has: (AccessibilityElement) -> Bool) -> String? {
                order.firstInChain(from: index, where: has).map { order.nodes[$0].element.id }
            }
            if let scroller = handler({ $0.onScroll != nil }), scrollers.insert(scroller).inserted {
                for direction in [ScrollDirection.up, .down, .left, .right] { add(.scroll(direction)) }
            }
            // Escape from the first element also tries the back button VoiceOver falls back on.
            let escaper = handler { $0.onEscape != nil } ?? (index == 0 ? "" : nil)
            if let escaper, escapeHandlers.insert(escaper).inserted { add(.escape) }
            if let tapper = handler({ $0.onMagicTap != nil }), magicTapHandlers.insert(tapper).inserted { add(.magicTap) }
            let container = order.nodes[entry.node].parent.map { order.nodes[$0].element.id }
            sources += element.dragSources.map { DropEnd(id: entry.id, name: name, descriptor: $0, container: container) }
            targets += element.dropPoints.map { DropEnd(id: entry.id, name: name, descriptor: $0, container: container) }
            if actions.count >= limit { return actions }
        }
        // The app's keyboard shortcuts on the screen, each once, where it performs what no action
        // listed on its element does: a double tap's twin adds nothing but its chord.
        for shortcut in order.keyCommands(focusedOn: nil) {
            guard let element = order.node(withID: shortcut.elementID) else { continue }
            if let twin = Self.kind(of: shortcut, on: element), actions.contains(where: { $0.elementID == element.id && $0.kind == twin }) { continue }
            actions.append(ExplorationAction(elementID: element.id, elementName: element.label?.string.nonEmpty ?? element.id,
                                             kind: .shortcut(shortcut.command.chord, title: shortcut.command.title)))
            if actions.count >= limit { return actions }
        }
        let tried = triedSources(sources, targets, dropsLeftOut: &leftOut.drops)
        let taken = targets.filter { !tried.sampled.contains($0.container) || tried.sources[$0.id] != nil }
        for (i, source) in sources.enumerated() {
            for target in taken where target.id != source.id {
                if let some = tried.sources[target.id], !some.contains(i) { continue }
                actions.append(ExplorationAction(elementID: source.id, elementName: source.name,
                                                 kind: .drop(source: source.descriptor, targetID: target.id, targetLabel: target.name, drop: target.descriptor)))
                if actions.count >= limit { return actions }
            }
        }
        return actions
    }

    /// The actions a user under `settings` takes on the screen `order` shows: with VoiceOver on,
    /// VoiceOver's (`available(in:atMost:leftOut:)`); with it off, those Voice Control takes on
    /// every element that responds to user interaction and shows on a screen of `screen` by its
    /// number (docs/voice-control.md: a number reaches each such element, whatever its names; one
    /// off the screen has none, `VoiceControlItems`), "Tap 3", "Increment 3", "Decrement
    /// 3", "Long press 3", and the app's keyboard shortcuts, which need no VoiceOver. What only VoiceOver's gestures
    /// do (custom actions, zoom, typing, scrolls, escape, magic tap, drops) is left to the listing
    /// with VoiceOver on. With `limit`, at most that many.
    static func available(in order: NavigationOrder, under settings: Settings, screen: Rect, longPressAreas: [Rect] = [], atMost limit: Int = .max,
                          leftOut: inout LeftOut) -> [ExplorationAction] {
        guard !settings.voiceOver else { return available(in: order, atMost: limit, longPressAreas: longPressAreas, leftOut: &leftOut) }
        // What VoiceOver's listing leaves out is its own; with VoiceOver off nothing of it is taken.
        var unused = LeftOut()
        var items: VoiceControlItems?
        var spoken: [ExplorationAction] = []
        for var action in available(in: order, atMost: .max, longPressAreas: longPressAreas, leftOut: &unused) where spoken.count < limit {
            switch action.kind {
            case .activate, .increment, .decrement, .longPress:
                let numbered = items ?? VoiceControlItems(order: order, screen: screen)
                items = numbered
                guard let number = numbered.item(withID: action.elementID)?.number else {
                    leftOut.unspoken.insert(action.key)
                    continue
                }
                action.voiceControlNumber = number
            case .shortcut: break
            default:
                leftOut.unspoken.insert(action.key)
                continue
            }
            spoken.append(action)
        }
        return spoken
    }

    /// The gesture a shortcut stands for on its element, as the explorer lists gestures; nil for one
    /// it does not list (a custom action the element has no longer).
    private static func kind(of shortcut: ScreenKeyCommand, on element: AccessibilityElement) -> Kind? {
        switch shortcut.elementAction(on: element) {
        case .activate?: return .activate
        case .increment?: return .increment
        case .decrement?: return .decrement
        case .zoom(let zoomsIn)?: return zoomsIn ? .zoomIn : .zoomOut
        case .customAction(let index)?: return .customAction(index: index, name: element.customActions[index].name.string)
        case .scroll(let direction)?: return .scroll(direction)
        case .escape?: return .escape
        case .magicTap?: return .magicTap
        default: return nil
        }
    }

    /// A drag source or a drop point, with its element and the container the element lies in.
    private struct DropEnd {
        var id: String
        var name: String
        var descriptor: LocationDescriptor
        var container: String?
    }

    /// The containers whose drops are sampled, and in them, by element id, the sources (by
    /// position in `sources`) each kept element's drop points are tried with; the drops left out
    /// are added to `dropsLeftOut`.
    private static func triedSources(_ sources: [DropEnd], _ targets: [DropEnd],
                                     dropsLeftOut: inout Int) -> (sampled: Set<String?>, sources: [String: Set<Int>]) {
        guard let first = sources.first else { return ([], [:]) }
        var elements: [String?: [String]] = [:], points: [String: Int] = [:], sourcesOf: [String: Int] = [:]
        for target in targets {
            if points[target.id] == nil { elements[target.container, default: []].append(target.id) }
            points[target.id, default: 0] += 1
        }
        for source in sources { sourcesOf[source.id, default: 0] += 1 }
        var sampled = Set<String?>(), tried: [String: Set<Int>] = [:]
        for (container, ids) in elements {
            let offered = ids.reduce(0) { $0 + points[$1]! * (sources.count - sourcesOf[$1, default: 0]) }
            guard offered > dropsTakenInFull else { continue }
            sampled.insert(container)
            var listed = 0
            for k in DropProbeRule.sampled(ids.count, firstSource: ids.firstIndex(of: first.id)) {
                let id = ids[k]
                let besides = sources.indices.lazy.filter { sources[$0].container == container && sources[$0].id != id }
                let elsewhere = sources.indices.lazy.filter { sources[$0].container != container && sources[$0].id != id }
                tried[id] = Set(DropProbeRule.sourcesTried(besides: besides, elsewhere: elsewhere))
                listed += points[id]! * tried[id]!.count
            }
            dropsLeftOut += offered - listed
        }
        return (sampled, tried)
    }

    /// Takes the action through `driver` as a user does: focus the element (a touch on it, or swipes
    /// from the first element when a touch does not land there), then the gestures of the action,
    /// then 3 s of virtual time and what was said heard to its end. False when the action cannot be
    /// taken (the element cannot be focused, the rotor does not offer the item). With an `observer`,
    /// what a probe of the same action reports is kept for the probe rules (`ObservedActions`).
    /// An action that cannot be taken is settled too: what its attempt sent (a touch, the rotor, a
    /// drag cancelled) is heard out, so the copy can be put back in the state for the next action
    /// instead of a fresh one being made (a list whose drops all fail offered thousands).
    func perform(in driver: SessionDriver, observer: ActionObserver? = nil) -> Bool {
        changeSettings(in: driver)
        guard attempt(in: driver, observer: observer) else {
            Self.settle(driver)
            return false
        }
        return true
    }

    /// Sends a `setting` input for each of `settingChanges` the Session is not under yet, as the
    /// window's keys do, so the inputs a path records replay to the same settings.
    func changeSettings(in driver: SessionDriver) {
        for change in settingChanges where driver.session.settings.value(of: change.key) != change.value {
            _ = driver.apply(.setting(name: change.key.rawValue, value: change.value), at: driver.session.now)
        }
    }

    /// `perform`, settled where it was taken.
    private func attempt(in driver: SessionDriver, observer: ActionObserver?) -> Bool {
        let session = driver.session
        // Said to Voice Control, turned on first where it is not: the number must still be the
        // element's, as the listing read it.
        if let phrase {
            if !session.isVoiceControlOn { _ = driver.apply(.voiceControl(.on), at: session.now) }
            guard session.voiceControlItems.item(withID: elementID)?.number == voiceControlNumber else { return false }
            let acted = SessionDriver.outputs(driver.apply(.voiceControl(.say(phrase)), at: session.now)).contains {
                if case .action = $0.event { return true }
                return false
            }
            Self.settle(driver)
            return acted
        }
        // A shortcut is the app's, wherever the focus is: pressed, it performs its element's action.
        if case .shortcut(let chord, _) = kind {
            let acted = SessionDriver.outputs(driver.apply(.keyboard(.shortcut(chord)), at: session.now)).contains {
                if case .action = $0.event { return true }
                return false
            }
            Self.settle(driver)
            return acted
        }
        let before = observer?.treeBefore(driver)
        guard Self.focus(elementID, in: driver) else { return false }
        observer?.noteTheModelReached(driver)
        let send = ProbeGesture.sender(driver)
        func gesture(_ gesture: ProbeGesture, focusing: ((String) -> Bool)? = nil) -> Bool {
            let performed = observer.map { $0.perform(gesture, on: elementID, in: driver, before: before ?? [], focusing: focusing) }
                ?? gesture.perform(on: elementID, in: driver, recorder: ProbeRecorder(), focusing: focusing)
            return !performed.outputs.isEmpty || performed.result
        }
        switch kind {
        case .activate: return gesture(.activate)
        case .increment: return gesture(.increment)
        case .decrement: return gesture(.decrement)
        // Zooming in is the probe's gesture, observed for `zoom.silent`; zooming out only the explorer takes.
        case .zoomIn: return gesture(.zoomIn)
        case .zoomOut:
            guard ProbeGesture.turnRotor(session, to: .zoom, send: send) else { return false }
            send(.down)
        case .customAction(let index, _): return gesture(.customAction(index: index))
        case .scroll(let direction): return gesture(.scroll(direction))
        case .escape: send(.escape)
        case .magicTap: send(.magicTap)
        case .longPress: send(.longPress)
        case .type(let text):
            send(.activate)
            guard session.isEditing else { return false }
            _ = driver.apply(.typed(text), at: session.now)
            send(.escape)
        case .shortcut:
            return false  // pressed above
        case .drop(let source, let targetID, _, let drop):
            // The probe's gesture, the target focused as a user focuses it (a touch, or swipes), so
            // the path replays; what the drop did is observed as any action's is.
            let taken = gesture(.drop(source: source, targetID: targetID, drop: drop), focusing: { Self.focus($0, in: driver) })
            // A drop refused there (or a target the drag could not be brought to) leaves the drag
            // under way, as VoiceOver does; a user cancels it to go on. Left under way, the copy
            // could not be put back in the state (a Session with a drag in flight has no restore
            // point), and every later action of the state, a long list's thousands of drops,
            // started from a fresh copy.
            guard session.isDragging else { return taken }
            send(.escape)
            guard taken else { return false }
        }
        Self.settle(driver)
        return true
    }

    /// 3 s of virtual time after the gesture, then what VoiceOver was saying heard to its end, as
    /// probes wait (docs/validation.md, "Probes").
    static func settle(_ driver: SessionDriver) {
        var records: [TimedRecord] = []
        driver.advance(to: driver.session.now + 3000, into: &records)
        driver.advanceUntilSilent(into: &records)
    }

    /// Brings VoiceOver's focus to `id` with a user's inputs: a touch on the element where a touch
    /// lands there, else the first element and swipes right; false when it cannot be reached.
    static func focus(_ id: String, in driver: SessionDriver) -> Bool {
        let session = driver.session
        if session.focusedElementID == id { return true }
        let order = session.navigation
        guard let index = order.index(of: id) else { return false }
        let entry = order.entries[index]
        let point = entry.hitBounds.intersection(entry.frame).map(\.center) ?? entry.frame.center
        _ = driver.apply(.command(.touch(point)), at: session.now)
        if session.focusedElementID == id { return true }
        _ = driver.apply(.command(.first), at: session.now)
        var swipes = 0
        while session.focusedElementID != id && swipes <= session.navigation.count {
            _ = driver.apply(.command(.next), at: session.now)
            swipes += 1
        }
        return session.focusedElementID == id
    }
}

extension String {
    /// nil for the empty string, so a fallback can follow with `??`.
    var nonEmpty: String? { isEmpty ? nil : self }
}
