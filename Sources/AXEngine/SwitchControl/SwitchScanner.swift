import AXCore

/// A switch a Switch Control user presses: Select Item, Move to Next Item, Move to Previous Item.
public enum SwitchRole: String, Hashable, Sendable, CaseIterable {
    case select, next, previous
}

/// Where Switch Control's highlight is, as the window draws it and a test asserts it.
public struct SwitchHighlight: Hashable, Sendable {
    /// What is highlighted.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Nothing: scanning stopped after its loops, or there is nothing to scan.
        case none
        /// An item, solid: select opens its menu (or taps it, with auto tap).
        case item
        /// A group, solid: select enters it.
        case group
        /// The group being scanned, dashed: select backs out of it.
        case backOut
        /// An item selected with auto tap on, waiting for the auto tap or a second press.
        case autoTap
        /// An entry of the scanner menu, drawn beside `frame` (the item).
        case menuEntry
        /// The item itself while its menu is open: select closes the menu.
        case menuItem
        /// Point scanning's broad band (`axis` says which way it moves).
        case band
        /// Point scanning's fine line.
        case line
    }
    /// What is highlighted.
    public var kind: Kind
    /// The element, group or menu item's id; nil for none and point scanning.
    public var id: String?
    /// Where it is drawn: the item, group, band or line (a menu entry's item).
    public var frame: Rect
    /// The menu entry highlighted, for `menuEntry`.
    public var entry: ScannerMenuEntry?
    /// While Hold and Drag's second sweep chooses where the finger lifts, the point it went down
    /// at: the window rings it under the band and line, so the user sees where the drag starts.
    public var dragStart: Point?

    /// A highlight of `kind` on `id` (nil for none and point scanning), drawn at `frame`, on the menu entry `entry`.
    public init(kind: Kind, id: String?, frame: Rect, entry: ScannerMenuEntry?) {
        self.kind = kind; self.id = id; self.frame = frame; self.entry = entry
    }

    /// Nothing highlighted.
    public static let none = SwitchHighlight(kind: .none, id: nil, frame: .zero, entry: nil)

    /// The output (and trace record) reporting it: the frame only where no element names the place
    /// (point scanning's band and line, and the point it chose over no element).
    public var event: OutputEvent {
        .switchHighlight(kind: kind, elementID: id, entry: entry?.title, frame: kind == .band || kind == .line || (id == nil && kind != .none) ? frame : nil)
    }
}

/// What the scanner reports as switch presses and time act on it.
public enum SwitchScanEvent: Hashable, Sendable {
    /// The highlight moved (or changed kind).
    case highlight(SwitchHighlight)
    /// The scanner menu opened, or turned to a page, for an item.
    case menu(ScannerMenu, page: ScannerMenu.Page)
    /// The menu closed: an entry chosen (before what it does), the item itself chosen, scanning
    /// stopped or restarted, the screen scanned anew, or Switch Control off (`closeMenu()`). Every
    /// way out of an open menu reports it once (`closingMenu(into:)`), so a trace's `menu` records
    /// say when the menu is open.
    case menuClosed
    /// The user chose `entry` for the item `itemID`: the caller acts through the element actions.
    /// `point` is where point scanning chose the item (a tap lands there), nil for item scanning;
    /// `itemID` is nil for a point over no scanned element, where the entry acts at the point.
    case perform(ScannerMenuEntry, itemID: String?, point: Point?)
    /// Hold and Drag chosen, then its end point: a finger goes down at `from` (on the item `itemID`,
    /// nil for a point over none), moves to `to` and lifts; the caller performs it as a finger's.
    case holdAndDrag(from: Point, to: Point, itemID: String?)
    /// Scanning stopped after its loops with no press.
    case stopped
    /// Sound Effects (`soundEffects`): `scanMove` as the highlight moves, `scanSelect` as the user selects.
    case sound(Earcon)
}

/// Switch Control's scanning as a state machine on the virtual clock (docs/switch-control.md):
/// inputs are switch presses at times (`press(_:at:)`) and the passing of time (`advance(to:)`),
/// outputs the highlight, the menu, and the entries chosen. Pure: it acts on nothing; its caller
/// performs what it chooses and hands it the new tree (`reload`).
///
/// Item scanning walks the scan tree's current level: each member, then (inside a group) the
/// group dashed, for backing out, then round again. Auto scanning moves every
/// `autoScanningTime` (plus `pauseOnFirstItem` on a level's first member and a menu page's first
/// entry) and stops after `loops`
/// rounds with no press; manual scanning moves on the next and previous switches; single-switch
/// step scanning moves on any press and selects when the switch rests for `autoScanningTime`.
/// Selecting a group enters it, an item opens its menu (with auto tap, taps it unless a second
/// press comes first); the menu is scanned the same way, the item itself last (select closes the
/// menu). Point scanning moves a broad horizontal band down the screen, then a fine line within
/// it, then the same across, and gives the element at the point its menu.
public struct SwitchScanner {
    /// Item scanning or point scanning.
    public enum Mode: String, Hashable, Sendable, CaseIterable { case item, point }

    private enum State: Hashable {
        /// Scanning a level: the group (nil: the top level) and the position (its member count: the back-out moment).
        case level(group: Int?, position: Int)
        case stopped
        /// An item selected with auto tap on, waiting for the auto tap or a second press (nil: the
        /// point point scanning chose over no scanned element, `chosenPoint`).
        case autoTap(item: Int?)
        /// The menu of an item, or of the point chosen over none (nil): its page and the
        /// highlighted entry (the entry count: the item or point itself).
        case menu(item: Int?, menu: ScannerMenu, page: ScannerMenu.Page, position: Int)
        /// Point scanning: which sweep (0 band down, 1 line down, 2 band across, 3 line across), the
        /// position within it, and the coordinate chosen by the first two.
        case point(sweep: Int, position: Int, y: Double)
    }

    /// The broad band divides the screen into this many; the fine line stops this many times within a band.
    public static let bandCount = 8
    /// See `bandCount`.
    public static let lineStops = 10

    /// The scan tree scanned now.
    public private(set) var tree: ScanTree
    /// The navigation order the tree was built from (menus and point hits read it).
    public private(set) var order: NavigationOrder
    /// The settings it scans with.
    public let settings: SwitchControlSettings
    /// The screen, for point scanning.
    public let screen: Size
    /// Item or point scanning.
    public private(set) var mode: Mode = .item
    /// Whether a drag is under way (the menus offer drop points then).
    public var isDragging = false
    /// What the app responds to and where (its declared gestures): a menu opened where it acts offers
    /// the Gestures page's entry for it (Long Press, Double Tap, the Flicks, Rotate, Free-hand). Read only when a
    /// menu opens; none by default.
    public var declaredGestures: () -> [DeclaredGesture] = { [] }
    /// Whether the scene lifts something for a finger held at a point (its `dragItem(at:)`): a menu
    /// opened there offers Hold and Drag. Read only when a menu opens; nothing by default.
    public var dragsFrom: (Point) -> Bool = { _ in false }
    /// When the switch held down went down (Hold Duration or Long Press on), nil while none is.
    public var heldSince: Int? { held?.since }
    /// The switch held down while Hold Duration or Long Press needs its hold: which, since when,
    /// and whether it was held for the Hold Duration (it then counts).
    private var held: (role: SwitchRole, since: Int, accepted: Bool)?
    /// When each switch last went down for a press that counted: Ignore Repeat measures from there.
    private var lastCounted: [SwitchRole: Int] = [:]
    /// The virtual time of the last press or step.
    public private(set) var now: Int
    /// When time moves the highlight (or taps, or selects) next; nil when only a press will.
    public private(set) var deadline: Int?
    private var state: State
    /// Rounds of the current level (or menu, or sweep) completed with no press.
    private var rounds = 0

    /// A scanner over `order` at time `time`, its highlight on the first member of the top level.
    public init(order: NavigationOrder, settings: SwitchControlSettings, screen: Size, at time: Int = 0) {
        self.order = order
        self.tree = ScanTree(order: order, settings: settings)
        self.settings = settings
        self.screen = screen
        self.now = time
        self.state = tree.isEmpty ? .stopped : .level(group: nil, position: 0)
        schedule()
    }

    // MARK: Reading

    /// Where the highlight is now.
    public var highlight: SwitchHighlight {
        switch state {
        case .stopped: return .none
        case .level(let group, let position):
            let members = tree.members(of: group)
            if position == members.count, let group {
                return SwitchHighlight(kind: .backOut, id: tree.nodes[group].id, frame: tree.nodes[group].frame, entry: nil)
            }
            let node = tree.nodes[members[position]]
            return SwitchHighlight(kind: node.isItem ? .item : .group, id: node.id, frame: node.frame, entry: nil)
        case .autoTap(let item):
            let (id, frame) = place(of: item)
            return SwitchHighlight(kind: .autoTap, id: id, frame: frame, entry: nil)
        case .menu(let item, let menu, let page, let position):
            let entries = menu.entries(on: page)
            let (id, frame) = place(of: item)
            if position == entries.count { return SwitchHighlight(kind: .menuItem, id: id, frame: frame, entry: nil) }
            return SwitchHighlight(kind: .menuEntry, id: id, frame: frame, entry: entries[position])
        case .point(let sweep, let position, let y):
            if let dragStart, position == Self.stops(ofSweep: sweep) {
                // Hold and Drag's back-out moment: selecting it abandons the drag.
                return SwitchHighlight(kind: .backOut, id: dragItem.map { tree.nodes[$0].id }, frame: Rect(dragStart.x, dragStart.y, 0, 0), entry: nil)
            }
            var line = SwitchHighlight(kind: sweep % 2 == 0 ? .band : .line, id: nil, frame: pointFrame(sweep: sweep, position: position, y: y), entry: nil)
            line.dragStart = dragStart
            return line
        }
    }

    /// The id and frame of an item, or, for none, the point chosen over no element: a point's frame
    /// has no size (the highlight rings it, the menu opens beside it).
    private func place(of item: Int?) -> (id: String?, frame: Rect) {
        if let item { return (tree.nodes[item].id, tree.nodes[item].frame) }
        let point = chosenPoint ?? .zero
        return (nil, Rect(point.x, point.y, 0, 0))
    }

    /// The menu open now, with its page; nil when none is.
    public var openMenu: (menu: ScannerMenu, page: ScannerMenu.Page)? {
        if case .menu(_, let menu, let page, _) = state { return (menu, page) }
        return nil
    }

    /// The item or group node highlighted at the current level, nil otherwise.
    public var highlightedNode: Int? {
        guard case .level(let group, let position) = state else { return nil }
        let members = tree.members(of: group)
        return position < members.count ? members[position] : nil
    }

    // MARK: Inputs

    /// Moves the clock to `time`, stepping the highlight (and auto tap, step scanning's dwell) as due.
    public mutating func advance(to time: Int) -> [SwitchScanEvent] {
        var events: [SwitchScanEvent] = []
        while let due = deadline, due <= time {
            now = due
            timerFired(into: &events)
        }
        now = max(now, time)
        return events
    }

    /// A press of `role` at `time` (the clock advances there first): a switch down and up at once.
    /// With Hold Duration on it was held for no time, and does not count; within Ignore Repeat of
    /// the switch's last press that counted, neither does it.
    public mutating func press(_ role: SwitchRole, at time: Int) -> [SwitchScanEvent] {
        var events = advance(to: time)
        guard settings.holdDuration == nil, !isIgnoredRepeat(role) else { return events }
        lastCounted[role] = now
        acts(role, into: &events)
        return events
    }

    /// Whether `role` going down now is a repeat Ignore Repeat drops: within its time of the
    /// switch's last press that counted.
    private func isIgnoredRepeat(_ role: SwitchRole) -> Bool {
        guard let repeatTime = settings.ignoreRepeat, let last = lastCounted[role] else { return false }
        return now - last < repeatTime
    }

    /// What a press of `role` that counts does.
    private mutating func acts(_ role: SwitchRole, into events: inout [SwitchScanEvent]) {
        rounds = 0
        justPressed = true
        if settings.style == .singleSwitchStep {
            // The one switch moves; resting selects (`timerFired`).
            return step(by: 1, into: &events)
        }
        switch role {
        case .select: select(into: &events)
        case .next: step(by: 1, into: &events)
        case .previous: step(by: -1, into: &events)
        }
    }

    /// Moves the highlight by `step` (the next or previous switch), or wakes scanning that stopped.
    private mutating func step(by step: Int, into events: inout [SwitchScanEvent]) {
        if case .stopped = state { restart(into: &events) } else { move(by: step, into: &events) }
    }

    /// A switch goes down at `time` and stays down. With Hold Duration and Long Press off it acts
    /// now, as a press. Otherwise scanning holds still until it comes up (`switchUp`): with Hold
    /// Duration on the press counts once the switch has been held that long, and acts then unless
    /// Long Press, which needs the whole hold, is on too. A switch going down within Ignore Repeat
    /// of its last press that counted is ignored, its coming up too.
    public mutating func switchDown(_ role: SwitchRole, at time: Int) -> [SwitchScanEvent] {
        guard settings.holdDuration != nil || settings.longPress != nil else { return press(role, at: time) }
        let events = advance(to: time)
        guard held == nil, !isIgnoredRepeat(role) else { return events }
        held = (role, now, settings.holdDuration == nil)
        if held?.accepted == true { lastCounted[role] = now }
        deadline = settings.holdDuration.map { now + $0 }
        return events
    }

    /// The switch held down comes up at `time`. Held shorter than the Hold Duration, nothing
    /// happens. With Long Press on, held for its time or longer it performs its long-press action
    /// (`SwitchControlSettings.longPressAction(of:)`), shorter (or with none) it is a press. Scanning resumes where it held, with a full scan
    /// time on the highlight. Nothing when no switch is held (with both off the press acted when it
    /// went down).
    public mutating func switchUp(_ role: SwitchRole, at time: Int) -> [SwitchScanEvent] {
        guard let down = held, down.role == role else { return [] }
        // A Hold Duration reached before the switch came up counts first.
        var events = advance(to: time)
        let hold = held ?? down
        held = nil
        now = max(now, time)
        schedule()
        guard hold.accepted, let longPress = settings.longPress else { return events }
        // Held short of the Long Press time, or a switch with no long-press action: its press.
        guard time - hold.since >= longPress, let action = settings.longPressAction(of: role) else {
            acts(role, into: &events)
            return events
        }
        rounds = 0
        justPressed = true
        longPressed(action, into: &events)
        return events
    }

    /// Switches between item and point scanning at `time` (a switch assigned to it; the menu's
    /// Settings page offers it too); scanning restarts.
    public mutating func setMode(_ mode: Mode, at time: Int) -> [SwitchScanEvent] {
        var events = advance(to: time)
        self.mode = mode
        restart(into: &events)
        return events
    }

    /// Scans `order` from `time` on (the screen changed after an action), from the top level's
    /// first member; landing on a new screen makes no scan sound.
    public mutating func reload(_ order: NavigationOrder, at time: Int) -> [SwitchScanEvent] {
        var events = advance(to: time)
        self.order = order
        tree = ScanTree(order: order, settings: settings)
        landsQuietly = true
        restart(into: &events)
        return events
    }

    /// Follows a tree read again after the app ran: the same structure keeps the scan where it is
    /// (frames and the menus' source move on); another one is scanned from the top. Returns what
    /// changed.
    public mutating func follow(_ order: NavigationOrder, at time: Int) -> [SwitchScanEvent] {
        let fresh = ScanTree(order: order, settings: settings)
        guard fresh.hasSameStructure(as: tree) else { return reload(order, at: time) }
        self.order = order
        tree = fresh
        return []
    }

    /// Switch Control turns off: the menu open closes (`.menuClosed`, else nothing), and scanning
    /// stops; the scanner is not used again.
    public mutating func closeMenu() -> [SwitchScanEvent] {
        var events: [SwitchScanEvent] = []
        closingMenu(into: &events)
        return events
    }

    /// The one place a menu's closing is reported: with a menu open, `.menuClosed`, and the scan
    /// leaves it (`stopped` until the caller says where it goes next); with none, nothing.
    private mutating func closingMenu(into events: inout [SwitchScanEvent]) {
        guard case .menu = state else { return }
        events.append(.menuClosed)
        state = .stopped
    }

    // MARK: Steps

    private mutating func restart(into events: inout [SwitchScanEvent]) {
        closingMenu(into: &events)
        rounds = 0
        justPressed = false
        chosenPoint = nil
        dragStart = nil
        dragItem = nil
        switch mode {
        case .item: state = tree.isEmpty ? .stopped : .level(group: nil, position: 0)
        case .point: state = .point(sweep: 0, position: 0, y: 0)
        }
        landed(into: &events)
    }

    /// The highlight landed somewhere new: report it (with Sound Effects, a tick unless a
    /// selection or a new screen put it there) and set when time moves it on.
    private mutating func landed(into events: inout [SwitchScanEvent]) {
        let current = highlight
        events.append(.highlight(current))
        if settings.soundEffects, !landsQuietly, current.kind != .none { events.append(.sound(.scanMove)) }
        landsQuietly = false
        schedule()
    }

    /// The next landing follows a selection or a new screen, whose own sound (or none) says it.
    private var landsQuietly = false

    /// A selection: with Sound Effects, its click, and the landing it causes stays quiet.
    private mutating func selected(into events: inout [SwitchScanEvent]) {
        guard settings.soundEffects else { return }
        events.append(.sound(.scanSelect))
        landsQuietly = true
    }

    /// The long-press action on what is highlighted: Scanner Menu opens an item's menu (even while
    /// Auto Tap waits), Tap taps it; on anything else both select. The others do what their switch does.
    private mutating func longPressed(_ action: SwitchLongPressAction, into events: inout [SwitchScanEvent]) {
        var item: Int?
        if let node = highlightedNode, tree.nodes[node].isItem { item = node }
        if case .autoTap(let waiting) = state { item = waiting }
        switch action {
        case .scannerMenu:
            guard let item else { return select(into: &events) }
            selected(into: &events)
            openMenu(item: item, into: &events)
        case .tap:
            guard let item else { return select(into: &events) }
            selected(into: &events)
            perform(.tap, item: item, into: &events)
        case .select: select(into: &events)
        case .next: step(by: 1, into: &events)
        case .previous: step(by: -1, into: &events)
        }
    }

    private mutating func schedule() {
        // A switch held down holds scanning still until it comes up; one held for the Hold Duration
        // is waited for until then.
        if let held { deadline = held.accepted ? nil : held.since + (settings.holdDuration ?? 0); return }
        switch state {
        case .stopped: deadline = nil
        case .autoTap: deadline = now + (settings.autoTap ?? SwitchControlSettings.defaultAutoTap)
        default:
            switch settings.style {
            case .manual: deadline = nil
            case .singleSwitchStep: deadline = justPressed ? now + settings.autoScanningTime : nil
            case .auto: deadline = now + dwell
            }
        }
    }

    /// Step scanning selects by resting only once a press has come since scanning (re)started, so a
    /// fresh screen does not select its first item by itself.
    private var justPressed = false

    /// How long auto scanning stays where the highlight is.
    private var dwell: Int {
        switch state {
        // Pause on First Item holds the first member of a level and the first entry of a menu page:
        // each is where the highlight lands after a press (docs/switch-control.md).
        case .level(_, let position), .menu(_, _, _, let position):
            return settings.autoScanningTime + (position == 0 ? settings.pauseOnFirstItem : 0)
        case .point(let sweep, _, _): return sweep % 2 == 0 ? settings.autoScanningTime : max(1, settings.autoScanningTime / 4)
        default: return settings.autoScanningTime
        }
    }

    private mutating func timerFired(into events: inout [SwitchScanEvent]) {
        if let hold = held, !hold.accepted {
            // Held for the Hold Duration: the press counts, and acts now unless Long Press waits
            // for the switch to come up. Scanning stays still while it is held.
            held?.accepted = true
            lastCounted[hold.role] = hold.since
            if settings.longPress == nil { acts(hold.role, into: &events) }
            return schedule()
        }
        if case .autoTap(let item) = state {
            selected(into: &events)
            return perform(.tap, item: item, into: &events)
        }
        if settings.style == .singleSwitchStep { return select(into: &events) }
        move(by: 1, into: &events)
    }

    /// How many places the highlight cycles through where it is now.
    private var cycleLength: Int {
        switch state {
        case .level(let group, _): return tree.members(of: group).count + (group == nil ? 0 : 1)
        case .menu(_, let menu, let page, _): return menu.entries(on: page).count + 1
        case .point(let sweep, _, _): return Self.stops(ofSweep: sweep) + (dragStart == nil ? 0 : 1)
        case .stopped, .autoTap: return 0
        }
    }

    private mutating func move(by step: Int, into events: inout [SwitchScanEvent]) {
        let count = cycleLength
        guard count > 0 else { return }
        func wrapped(_ position: Int) -> Int {
            let next = position + step
            if next >= count || next < 0 {
                if settings.style == .auto {
                    rounds += 1
                }
            }
            return (next % count + count) % count
        }
        switch state {
        case .level(let group, let position): state = .level(group: group, position: wrapped(position))
        case .menu(let item, let menu, let page, let position): state = .menu(item: item, menu: menu, page: page, position: wrapped(position))
        case .point(let sweep, let position, let y): state = .point(sweep: sweep, position: wrapped(position), y: y)
        case .stopped, .autoTap: return
        }
        if settings.style == .auto, rounds >= settings.loops {
            closingMenu(into: &events)
            state = .stopped
            dragStart = nil
            dragItem = nil
            rounds = 0
            events.append(.highlight(.none))
            events.append(.stopped)
            deadline = nil
            return
        }
        // A level of one member: the highlight stays where it is, saying nothing new.
        if count == 1 { return schedule() }
        landed(into: &events)
    }

    private mutating func select(into events: inout [SwitchScanEvent]) {
        rounds = 0
        // A press that wakes scanning selects nothing, so it makes no click.
        if case .stopped = state {} else { selected(into: &events) }
        switch state {
        case .stopped:
            restart(into: &events)
        case .level(let group, let position):
            let members = tree.members(of: group)
            if position == members.count, let group {
                // Back out: the parent level, the group highlighted again.
                state = .level(group: tree.nodes[group].parent, position: tree.nodes[group].position)
                return landed(into: &events)
            }
            let node = members[position]
            if !tree.nodes[node].isItem {
                state = .level(group: node, position: 0)
                return landed(into: &events)
            }
            choose(item: node, into: &events)
        case .autoTap(let item):
            openMenu(item: item, into: &events)
        case .menu(let item, let menu, let page, let position):
            let entries = menu.entries(on: page)
            if position == entries.count {
                // The item itself: the menu closes and scanning resumes where the item is; point
                // scanning (a point chosen) sweeps the screen again.
                closingMenu(into: &events)
                chosenPoint = nil
                guard let item, mode == .item else { return restart(into: &events) }
                state = .level(group: tree.nodes[item].parent, position: tree.nodes[item].position)
                return landed(into: &events)
            }
            let entry = entries[position]
            if let next = entry.opensPage {
                state = .menu(item: item, menu: menu, page: next, position: 0)
                events.append(.menu(menu, page: next))
                return landed(into: &events)
            }
            if entry == .holdAndDrag {
                // Hold and Drag: the finger goes down where the menu was opened; the menu closes
                // and point scanning sweeps again for where it lifts (`dragStart` is rung meanwhile).
                closingMenu(into: &events)
                let start = chosenPoint ?? item.flatMap { tree.entry(of: $0) }.map { order.entries[$0].element.resolvedActivationPoint }
                chosenPoint = nil
                guard let start else { return restart(into: &events) }
                dragStart = start
                dragItem = item
                state = .point(sweep: 0, position: 0, y: 0)
                return landed(into: &events)
            }
            if entry == .pointMode || entry == .itemMode {
                // Settings > Point Mode or Item Mode: Switch Control's own, nothing for the app; the
                // menu closes and scanning restarts in the mode chosen.
                closingMenu(into: &events)
                chosenPoint = nil
                mode = entry == .pointMode ? .point : .item
                return restart(into: &events)
            }
            perform(entry, item: item, into: &events)
        case .point(let sweep, let position, let y):
            if dragStart != nil, position == Self.stops(ofSweep: sweep) {
                // Hold and Drag's back-out moment: no drag; scanning restarts as it was.
                return restart(into: &events)
            }
            let frame = pointFrame(sweep: sweep, position: position, y: y)
            switch sweep {
            case 0, 2:
                lastBandStart = sweep == 0 ? frame.minY : frame.minX
                state = .point(sweep: sweep + 1, position: 0, y: y)
                landed(into: &events)
            case 1:
                state = .point(sweep: 2, position: 0, y: frame.midY)
                landed(into: &events)
            default:
                // The scanned element under the point gets its menu; a point over none gets the
                // menu of the point itself, as iOS lets a switch user act at any screen location.
                let point = Point(frame.midX, y)
                if let start = dragStart {
                    // Hold and Drag's end point: the finger lifts here.
                    events.append(.holdAndDrag(from: start, to: point, itemID: dragItem.map { tree.nodes[$0].id }))
                    return restart(into: &events)
                }
                chosenPoint = point
                choose(item: order.hitTest(point).flatMap { tree.item(withID: order.entries[$0].id) }, into: &events)
            }
        }
    }

    /// An item selected: auto tap waits for a second press, else the menu opens.
    private mutating func choose(item: Int?, into events: inout [SwitchScanEvent]) {
        if settings.autoTap != nil {
            state = .autoTap(item: item)
            return landed(into: &events)
        }
        openMenu(item: item, into: &events)
    }

    private mutating func openMenu(item: Int?, into events: inout [SwitchScanEvent]) {
        let menu: ScannerMenu
        if let item {
            guard let entry = tree.entry(of: item) else { return }
            let start = chosenPoint ?? order.entries[entry].element.resolvedActivationPoint
            menu = ScannerMenu(entry: entry, in: order, dragging: isDragging, gestures: declaredGestures(), pointScanning: mode == .point,
                               draggable: dragsFrom(start))
        } else {
            guard let point = chosenPoint else { return }
            menu = ScannerMenu(point: point, gestures: declaredGestures(), draggable: dragsFrom(point),
                               scrolls: order.scrollTarget(at: point) != nil)
        }
        state = .menu(item: item, menu: menu, page: .top, position: 0)
        events.append(.menu(menu, page: .top))
        landed(into: &events)
    }

    /// An entry chosen: reported for the caller to act; scanning starts again from the top (iOS's
    /// Focused Item After Tap default, First Item) until the caller reloads the changed screen.
    private mutating func perform(_ entry: ScannerMenuEntry, item: Int?, into events: inout [SwitchScanEvent]) {
        // Chosen from the menu: it closes before the entry acts, as the menu goes when an entry is chosen.
        closingMenu(into: &events)
        events.append(.perform(entry, itemID: item.map { tree.nodes[$0].id }, point: chosenPoint))
        chosenPoint = nil
        restart(into: &events)
    }

    /// The band or line of point scanning: horizontal ones (sweeps 0 and 1) span the width and move
    /// down; vertical ones (2 and 3) span the height and move across.
    private func pointFrame(sweep: Int, position: Int, y: Double) -> Rect {
        let vertical = sweep >= 2
        let extent = vertical ? screen.width : screen.height
        let band = extent / Double(Self.bandCount)
        let offset: Double
        let thickness: Double
        if sweep % 2 == 0 {
            offset = band * Double(position)
            thickness = band
        } else {
            let chosen = lastBandStart
            offset = chosen + band * (Double(position) + 0.5) / Double(Self.lineStops)
            thickness = 0
        }
        return vertical ? Rect(offset, 0, thickness, screen.height) : Rect(0, offset, screen.width, thickness)
    }

    /// Where the band chosen by the last select begins (the fine line moves within it).
    private var lastBandStart: Double = 0
    /// The point point scanning chose, while its item's menu (or auto tap) is pending.
    public private(set) var chosenPoint: Point?
    /// Where Hold and Drag's finger goes down, while point scanning sweeps for where it lifts
    /// (docs/switch-control.md); nil otherwise.
    public private(set) var dragStart: Point?
    /// The item Hold and Drag was chosen on (nil: a point over none), while `dragStart` is set.
    private var dragItem: Int?

    /// How many places a sweep of point scanning stops at: bands, or line stops.
    private static func stops(ofSweep sweep: Int) -> Int { sweep % 2 == 0 ? bandCount : lineStops }
}
