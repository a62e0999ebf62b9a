import AXCore

/// What the session keeps of Voice Control: whether it is on, the overlay shown, and a command
/// waiting for the user to choose among the elements a phrase matched.
struct VoiceControlRun {
    var isOn = false
    var overlay: VoiceControlOverlay?
    var continuously = false
    var choice: VoiceControlChoice?
}

/// A command waiting for a number: the elements its name matched, numbered from 1 in order.
struct VoiceControlChoice {
    var command: VoiceControlCommand
    var candidates: [String]
}

/// Voice Control in the engine (docs/voice-control.md): a phrase is parsed into a
/// `VoiceControlCommand`, its names and numbers are resolved against the screen's
/// `VoiceControlItems`, and it acts through the element actions every technology shares
/// (`Session.perform(_:on:)`); what it shows is a `voiceControl` output.
extension Session {
    /// Whether Voice Control is on.
    public var isVoiceControlOn: Bool { voiceControl.isOn }

    /// The overlay Voice Control shows now (nil: none).
    public var voiceControlOverlay: VoiceControlOverlay? { voiceControl.overlay }

    /// The elements a disambiguation shows numbers over now, in order (empty: none).
    public var voiceControlChoices: [String] { voiceControl.choice?.candidates ?? [] }

    /// What Voice Control names and numbers on the screen as it is now: built from the navigation
    /// order once, and kept until scene code runs (`runSceneCode` marks the order stale, which drops
    /// them), so every frame and phrase on an unchanged screen reads the same items.
    public var voiceControlItems: VoiceControlItems {
        refreshIfStale()
        if let cached = voiceControlItemsCache { return cached }
        let items = VoiceControlItems(order: order, screen: scene.device.bounds)
        voiceControlItemsCache = items
        return items
    }

    /// Turns Voice Control on or off, or hears a phrase.
    func perform(_ input: VoiceControlInput) {
        switch input {
        case .on:
            voiceControl.isOn = true
        case .off:
            guard voiceControl.isOn else { return }
            closeChoice()
            if voiceControl.overlay != nil { show(nil, continuously: false) }
            voiceControl.isOn = false
        case .say(let phrase):
            guard voiceControl.isOn else { return missed(phrase, .notAvailable) }
            guard let command = VoiceControlCommand(phrase: phrase) ?? itemNamed(phrase) else { return missed(phrase, .notUnderstood) }
            hear(command, said: phrase)
        }
    }

    /// An item's name said alone taps it, as "Tap NAME" does (Voice Control's command "<item name>",
    /// beside "Tap <item name>"): a phrase that is no command but names an element on the screen.
    /// A phrase that is neither stays not understood, as iOS cannot tell an unknown command from an
    /// unknown name.
    private func itemNamed(_ phrase: String) -> VoiceControlCommand? {
        voiceControlItems.matching(phrase).isEmpty ? nil : .tap(.name(phrase))
    }

    /// A choice open: a number picks an element and runs the waiting command on it; anything else
    /// closes the choice and is heard as usual. A bare number otherwise picks a grid cell (the grid
    /// is refined to it) or taps the element numbered so.
    private func hear(_ command: VoiceControlCommand, said phrase: String) {
        if let choice = voiceControl.choice {
            closeChoice()
            if case .choose(let number) = command {
                guard choice.candidates.indices.contains(number - 1) else { return missed(phrase, .noMatch) }
                return run(choice.command.choosing(choice.candidates[number - 1]), said: phrase)
            }
            // The numbers on the screen are the choice's: "Tap 2" is the second element shown, as
            // "2" is, not the element numbered 2 on the whole screen (whose number is not shown).
            if command.saysNumber {
                guard let chosen = command.numbered(among: choice.candidates) else { return missed(phrase, .noMatch) }
                return run(chosen, said: phrase)
            }
        }
        guard case .choose(let number) = command else { return run(command, said: phrase) }
        if case .grid(let grid)? = voiceControl.overlay {
            guard let refined = grid.refined(to: number) else { return missed(phrase, .noMatch) }
            return show(.grid(refined), continuously: voiceControl.continuously)
        }
        run(.tap(.number(number)), said: phrase)
    }

    /// Runs a command whose choice (if any) is made.
    private func run(_ command: VoiceControlCommand, said phrase: String) {
        switch command {
        case .show(let kind, let continuously):
            let overlay: VoiceControlOverlay
            switch kind {
            case .names: overlay = .names
            case .numbers: overlay = .numbers
            case .grid: overlay = .grid(VoiceControlGrid(area: scene.device.bounds))
            }
            show(overlay, continuously: continuously)
        case .showGrid(let columns, let rows, let continuously):
            guard VoiceControlGrid.sizes.contains(columns), VoiceControlGrid.sizes.contains(rows) else { return missed(phrase, .outOfRange) }
            show(.grid(VoiceControlGrid(area: scene.device.bounds, columns: columns, rows: rows)), continuously: continuously)
        case .hide(let kind):
            guard voiceControl.overlay?.kind == kind else { return missed(phrase, .notAvailable) }
            show(nil, continuously: false)
        case .choose(let number):
            run(.tap(.number(number)), said: phrase)
        case .tap(let target):
            if touchesGrid(target, .tap, said: phrase) { return }
            guard let id = element(for: target, of: command, said: phrase) else { return }
            perform(.activate, on: id)
            acted()
        case .doubleTap(let target):
            if touchesGrid(target, .doubleTap, said: phrase) { return }
            guard let id = element(for: target, of: command, said: phrase) else { return }
            perform(.doubleTap, on: id)
            acted()
        case .longPress(let target):
            if touchesGrid(target, .longPress, said: phrase) { return }
            guard let id = element(for: target, of: command, said: phrase) else { return }
            perform(.longPress, on: id)
            acted()
        case .swipe(let direction, let target):
            if touchesGrid(target, .swipe, direction: direction, said: phrase) { return }
            guard let id = element(for: target, of: command, said: phrase) else { return }
            perform(.swipe(direction), on: id)
            acted()
        case .increment(let target), .decrement(let target):
            guard let id = element(for: target, of: command, said: phrase) else { return }
            let up: Bool
            if case .increment = command { up = true } else { up = false }
            let outcome = perform(up ? .increment : .decrement, on: id).outcome
            // An imported screen's adjustable element offers adjusting, which the real app would do
            // and cannot be asked to: not performed (its action record says so), as its taps, never
            // the miss of a control that offers no adjusting.
            let unasked = scene.behaviour == .unknown && navigation.node(withID: id)?.traits.contains(.adjustable) == true
            guard outcome != .notSupported || unasked else { return missed(phrase, .notAvailable) }
            acted()
        case .drag(let source, let destination):
            guard let from = element(for: source, of: command, said: phrase),
                  let to = element(for: destination, of: .drag(.element(from), to: destination), said: phrase) else { return }
            drag(from: from, to: to, said: phrase)
        case .scroll(let direction):
            // "Scroll down" shows what lies below: the content moves up, as under VoiceOver's
            // three-finger swipe up (the one mapping Switch Control's Scroll page uses too).
            let content = ScrollDirection.showing(ScrollDirection(rawValue: direction.rawValue) ?? .down)
            // The area under the screen's centre, where a finger would be put, as point scanning's
            // Scroll finds it; where nothing there scrolls that way, the screen's other scroll areas
            // (docs/voice-control.md, decisions). Nothing on the screen scrolls, or all that does
            // declined (nothing moves that way, the content is at its end): a miss, as iOS offers the
            // Scroll commands only where something scrolls, and as an adjustment nothing offers is.
            let bounds = scene.device.bounds
            guard scroll(content, at: Point(bounds.midX, bounds.midY), orElsewhereOnScreen: true)?.outcome == .performed else {
                return missed(phrase, .notAvailable)
            }
            acted()
        case .goBack:
            let outcome = perform(.escape, on: element(for: nil, of: command, said: phrase, missing: false)).outcome
            // Nothing to go back from (no drag, no handler, no back button): a miss, as a Scroll with
            // nothing to scroll and an Increment with nothing to adjust are. An imported screen's back
            // is the real app's to perform, which cannot be asked: never the user's miss.
            guard outcome == .performed || scene.behaviour == .unknown else { return missed(phrase, .notAvailable) }
            acted()
        }
    }

    /// A gesture said with a number while the grid is shown is made at that cell's centre: a touch
    /// there, delivered to the scene as a finger's (`touchScreen`), whatever element is or is not
    /// under it (the grid reaches what the app does not expose). True when the grid took the
    /// command (touched, or missed for a number it does not show); false when it is not the grid's.
    private func touchesGrid(_ target: VoiceControlTarget?, _ gesture: RecognizedGesture.Kind, direction: SwipeDirection? = nil, said phrase: String) -> Bool {
        guard case .number(let number)? = target, case .grid(let grid)? = voiceControl.overlay else { return false }
        guard let cell = grid.cell(number) else { missed(phrase, .noMatch); return true }
        let point = Point(cell.midX, cell.midY)
        emit(.voiceControl(.touch(gesture: gesture, at: point, direction: direction)))
        touchScreen(gesture, at: point, direction: direction)
        acted()
        return true
    }

    /// "Drag A to B": the first drag source of A, dropped on B's drop point nearest its activation
    /// point (where a finger would let go). B's drop points are read once the drag is under way, as
    /// a scene may offer them only then; with none the drag is cancelled. A drop B refuses ends the
    /// drag too: the phrase is one gesture, picked up and let go, and a Voice Control user has no
    /// drop point to choose next (VoiceOver's drag stays under way for that).
    private func drag(from source: String, to destination: String, said phrase: String) {
        guard let descriptor = navigation.node(withID: source)?.dragSources.first else { return missed(phrase, .notAvailable) }
        guard perform(.beginDrag(descriptor), on: source).performed else { return acted() }
        guard let target = navigation.node(withID: destination) else { return }
        guard let drop = Self.dropPoint(of: target.dropPoints, nearest: target.resolvedActivationPoint,
                                        rightToLeft: settings.layoutDirection == .rightToLeft,
                                        movingForward: Self.movesForward(source, onto: destination, in: navigation)) else {
            perform(.cancelDrag, on: source)
            return missed(phrase, .notAvailable)
        }
        perform(.drop(drop), on: destination)
        if drag.isActive { perform(.cancelDrag, on: source) }
        acted()
    }

    /// The drop point of `points` a finger letting go at `point` (the target's activation point)
    /// lands on: the nearest. Of several as near (a row's "above" and "below" drops at its top and
    /// bottom edges, a cell's "before" and "after" at its sides), the one UIKit's reordering puts the
    /// item at: a row moved to another row's place takes that row's index path, and the rows between
    /// slide into the gap, so one moved forward (down a list, on along a row) lands after the row
    /// named and one moved back lands before it (`movingForward`, `movesForward(_:onto:in:)`). With no
    /// move within one list (`movingForward` false) an item let go on a row is inserted at its index
    /// path, above it: the first in reading order, the higher, then the leading one (left, right in a
    /// right-to-left layout). The order a scene declares them in decides nothing, so the phrase
    /// always lands the same.
    static func dropPoint(of points: [LocationDescriptor], nearest point: Point, rightToLeft: Bool,
                          movingForward: Bool = false) -> LocationDescriptor? {
        func distance(_ d: LocationDescriptor) -> Double { (d.point.x - point.x) * (d.point.x - point.x) + (d.point.y - point.y) * (d.point.y - point.y) }
        return points.min { a, b in
            let da = distance(a), db = distance(b)
            if da != db { return da < db }
            let aReadsFirst: Bool
            if a.point.y != b.point.y { aReadsFirst = a.point.y < b.point.y }
            else if a.point.x != b.point.x { aReadsFirst = rightToLeft ? a.point.x > b.point.x : a.point.x < b.point.x }
            else { return false }
            return movingForward ? !aReadsFirst : aReadsFirst
        }
    }

    /// Whether dragging `source` onto `destination` moves an item forward within one list: both are
    /// items of the same container (one parent in the exposed tree) that offer drop points of their
    /// own (rows of a list that takes drops, not a button dragged onto it from elsewhere), and the
    /// source comes first in VoiceOver's order. False for a move back, a drag onto itself and a drag
    /// from outside the list.
    static func movesForward(_ source: String, onto destination: String, in order: NavigationOrder) -> Bool {
        guard source != destination, let from = order.index(of: source), let to = order.index(of: destination) else { return false }
        let fromChain = order.chain(from: from), toChain = order.chain(from: to)
        guard !fromChain[0].dropPoints.isEmpty, fromChain.dropFirst().first?.id == toChain.dropFirst().first?.id else { return false }
        return from < to
    }

    /// The element a target names: nil after reporting that nothing answers, or after opening a
    /// choice among several (the command then waits). A number is an element's, or a grid cell's
    /// while the grid is shown. No target means the element at the centre of the screen, else the
    /// first in VoiceOver's order (`missing` false: nil is no miss, as "Go back" still reaches a
    /// back button).
    private func element(for target: VoiceControlTarget?, of command: VoiceControlCommand, said phrase: String, missing: Bool = true) -> String? {
        let items = voiceControlItems
        switch target {
        case nil:
            let bounds = scene.device.bounds
            if let index = navigation.hitTest(Point(bounds.midX, bounds.midY)) ?? (navigation.isEmpty ? nil : 0) { return navigation.entries[index].id }
            if missing { missed(phrase, .noMatch) }
            return nil
        case .element(let id)?:
            if navigation.index(of: id) != nil { return id }
        case .number(let number)?:
            // While the grid is shown a number is a cell: the element under its centre.
            if case .grid(let grid)? = voiceControl.overlay {
                if let cell = grid.cell(number), let index = navigation.hitTest(Point(cell.midX, cell.midY)) { return navigation.entries[index].id }
            } else if let item = items.item(numbered: number) {
                return item.id
            }
        case .name(let name)?:
            let matches = items.matching(name)
            if matches.count == 1 { return matches[0].id }
            if matches.count > 1 {
                voiceControl.choice = VoiceControlChoice(command: command, candidates: matches.map(\.id))
                emit(.voiceControl(.choose(matches.map(\.id))))
                return nil
            }
        }
        missed(phrase, .noMatch)
        return nil
    }

    /// Shows `overlay` (nil: hides it) and reports it.
    private func show(_ overlay: VoiceControlOverlay?, continuously: Bool) {
        voiceControl.overlay = overlay
        voiceControl.continuously = overlay != nil && continuously
        emit(.voiceControl(.overlay(overlay, continuously: voiceControl.continuously)))
    }

    /// After an action: an overlay shown once (not continuously) goes away, as on iOS.
    private func acted() {
        if voiceControl.overlay != nil, !voiceControl.continuously { show(nil, continuously: false) }
    }

    private func missed(_ phrase: String, _ reason: VoiceControlMiss) {
        emit(.voiceControl(.missed(phrase: phrase, reason)))
    }

    private func closeChoice() {
        guard voiceControl.choice != nil else { return }
        voiceControl.choice = nil
        emit(.voiceControl(.choose([])))
    }

    /// After scene code ran: a choice is closed when one of its elements left the tree, or on a new screen.
    func closeStaleChoice(screenChanged: Bool = false) {
        guard let choice = voiceControl.choice else { return }
        if screenChanged || choice.candidates.contains(where: { navigation.index(of: $0) == nil }) { closeChoice() }
    }
}

extension VoiceControlCommand {
    /// Its targets, in the order said (none for a command that names no element).
    private var targets: [VoiceControlTarget?] {
        switch self {
        case .tap(let target), .increment(let target), .decrement(let target): return [target]
        case .doubleTap(let target), .longPress(let target), .swipe(_, let target): return [target]
        case .drag(let source, let destination): return [source, destination]
        case .show, .showGrid, .hide, .scroll, .goBack, .choose: return []
        }
    }

    /// Whether it names an element by a number ("Tap 2", "Drag 1 to Weather").
    var saysNumber: Bool {
        targets.contains { if case .number? = $0 { return true } else { return false } }
    }

    /// The command with each number it says read as an entry of a choice (`candidates`, numbered
    /// from 1) rather than as an element's number on the screen; nil when a number is not one of them.
    func numbered(among candidates: [String]) -> VoiceControlCommand? {
        mappingTargets { target in
            guard case .number(let number) = target else { return target }
            return candidates.indices.contains(number - 1) ? .element(candidates[number - 1]) : nil
        }
    }

    /// The command with each target it names replaced by `transform`'s; nil when `transform` gives
    /// nil for one. A target left unsaid stays unsaid.
    private func mappingTargets(_ transform: (VoiceControlTarget) -> VoiceControlTarget?) -> VoiceControlCommand? {
        // An optional target: unsaid stays unsaid (.some(nil)); a refused one is nil.
        func optional(_ target: VoiceControlTarget?) -> VoiceControlTarget?? {
            guard let target else { return .some(nil) }
            return transform(target).map { .some($0) }
        }
        switch self {
        case .tap(let target): return transform(target).map { .tap($0) }
        case .increment(let target): return transform(target).map { .increment($0) }
        case .decrement(let target): return transform(target).map { .decrement($0) }
        case .doubleTap(let target): return optional(target).map { .doubleTap($0) }
        case .longPress(let target): return optional(target).map { .longPress($0) }
        case .swipe(let direction, let target): return optional(target).map { .swipe(direction, on: $0) }
        case .drag(let source, let destination):
            guard let from = transform(source), let to = transform(destination) else { return nil }
            return .drag(from, to: to)
        case .show, .showGrid, .hide, .scroll, .goBack, .choose: return self
        }
    }

    /// The command with its first target not yet chosen (a name or number) replaced by the element
    /// `id` a disambiguation chose.
    func choosing(_ id: String) -> VoiceControlCommand {
        func open(_ target: VoiceControlTarget?) -> Bool {
            if case .element? = target { return false }
            return target != nil
        }
        switch self {
        case .tap: return .tap(.element(id))
        case .doubleTap: return .doubleTap(.element(id))
        case .longPress: return .longPress(.element(id))
        case .swipe(let direction, _): return .swipe(direction, on: .element(id))
        case .increment: return .increment(.element(id))
        case .decrement: return .decrement(.element(id))
        case .drag(let source, let destination):
            return open(source) ? .drag(.element(id), to: destination) : .drag(source, to: .element(id))
        case .show, .showGrid, .hide, .scroll, .goBack, .choose: return self
        }
    }
}
