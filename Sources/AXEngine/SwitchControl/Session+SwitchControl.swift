import AXCore

/// What the session keeps of Switch Control: its settings (kept while it is off, so turning it on
/// again scans the same way) and, while it is on, the scanner.
struct SwitchControlRun {
    var settings = SwitchControlSettings.default
    var scanner: SwitchScanner?
    /// The input (cause) and moment the screen was last scanned anew from the top (`rescan`).
    var rescanned: (cause: Int, time: Int)?
}

/// Switch Control in the engine (docs/switch-control.md): switch presses and time move the
/// scanner; the highlight and the menu are outputs; a chosen menu entry acts through the element
/// actions every assistive technology shares, and then the changed screen is scanned from the top.
extension Session {
    /// The Switch Control settings the session scans with (recorded in a trace header).
    public var switchControlSettings: SwitchControlSettings { switchControl.settings }

    /// Whether Switch Control is on.
    public var isSwitchControlOn: Bool { switchControl.scanner != nil }

    /// Where Switch Control's highlight is (`.none` while it is off).
    public var switchHighlight: SwitchHighlight { switchControl.scanner?.highlight ?? .none }

    /// The scanner menu open now, with its page.
    public var switchMenu: (menu: ScannerMenu, page: ScannerMenu.Page)? { switchControl.scanner?.openMenu }

    /// The scan tree Switch Control scans now (nil while it is off).
    public var switchScanTree: ScanTree? { switchControl.scanner?.tree }

    /// Before the first input: the settings Switch Control scans with, and whether it is on from the
    /// start (its first highlight then has cause 0, as a launch's speech does). A trace header
    /// records both; a `switch` record's `on` turns it on later with these settings.
    public func startSwitchControl(_ settings: SwitchControlSettings, on: Bool) {
        switchControl.settings = settings
        if on { startScanning() }
    }

    /// Performs a Switch Control command: a press, on or off, the scanning mode.
    func perform(_ command: SwitchControlCommand) {
        switch command {
        case .on:
            startScanning()
        case .off:
            guard var scanner = switchControl.scanner else { return }
            // The menu open closes with it (its `menu` close record), then the highlight goes.
            let closing = scanner.closeMenu()
            switchControl.scanner = nil
            timers.cancel(where: \.isScanStep)
            handleScan(closing)
            emit(SwitchHighlight.none.event)
        case .mode(let mode):
            guard var scanner = switchControl.scanner else { return }
            let events = scanner.setMode(mode, at: now)
            switchControl.scanner = scanner
            handleScan(events)
        case .press(let role), .down(let role), .up(let role):
            guard var scanner = switchControl.scanner else { return }
            scanner.isDragging = drag.isActive
            let events: [SwitchScanEvent]
            switch command {
            case .down: events = scanner.switchDown(role, at: now)
            case .up: events = scanner.switchUp(role, at: now)
            default: events = scanner.press(role, at: now)
            }
            switchControl.scanner = scanner
            handleScan(events)
        }
    }

    /// Switch Control on (again), scanning the screen as it is from its first item.
    private func startScanning() {
        var scanner = SwitchScanner(order: navigation, settings: switchControl.settings, screen: scene.device.size, at: now)
        scanner.declaredGestures = switchGestures
        scanner.dragsFrom = switchDragsFrom
        switchControl.scanner = scanner
        handleScan([.highlight(scanner.highlight)])
    }

    /// What this session's scene responds to and where, read when a scanner menu opens.
    var switchGestures: () -> [DeclaredGesture] {
        { [unowned self] in self.sceneDeclaredGestures }
    }

    /// Whether this session's scene lifts something for a finger held at a point, read when a scanner
    /// menu opens (Gestures > Hold and Drag).
    var switchDragsFrom: (Point) -> Bool {
        { [unowned self] point in self.scene.dragItem(at: point, context: self) != nil }
    }

    /// The scanner menu item scanning opens on the element at `index` of `order`, no drag under way:
    /// the Gestures page from what this session's scene declares and lifts (Hold and Drag), read as
    /// the scanner reads them when a menu opens, so a listing shows what a switch user gets.
    public func scannerMenu(entry index: Int, in order: NavigationOrder) -> ScannerMenu {
        ScannerMenu(entry: index, in: order, dragging: false, gestures: switchGestures(),
                    draggable: switchDragsFrom(order.entries[index].element.resolvedActivationPoint))
    }

    /// Where this session's scene responds to a long press, read when Full Keyboard Access's actions list opens.
    var longPressAreas: () -> [Rect] {
        { [unowned self] in self.sceneLongPressAreas }
    }

    /// Reports what the scanner did, acts on a chosen entry, and schedules the next step.
    private func handleScan(_ events: [SwitchScanEvent]) {
        for event in events {
            switch event {
            case .highlight(let highlight):
                emit(highlight.event)
                speakScanned(highlight)
            case .menu(let menu, let page):
                emit(.switchMenu(itemID: menu.itemID, page: page, entries: menu.entries(on: page).map(\.title)))
            case .menuClosed:
                emit(.switchMenu(itemID: nil, page: nil, entries: []))
            case .perform(let entry, let itemID, let point):
                act(entry, on: itemID, at: point)
                // The screen may have changed: scan it anew from the top (what the scanner
                // reported after the entry was the old screen's first item).
                return rescan()
            case .holdAndDrag(let start, let end, let itemID):
                holdAndDrag(from: start, to: end, on: itemID)
                return rescan()
            case .stopped:
                break
            case .sound(let earcon):
                emit(.sound(.earcon(earcon)))
            }
        }
        scheduleScanStep()
    }

    /// Scans the screen as it is now from the top (after an action, a new screen).
    func rescan() {
        guard var scanner = switchControl.scanner else { return }
        // Scanned anew for this very input already (an entry's action, then the screen change the
        // action posted): the screen is only followed, so the highlight is not reported twice
        // (the trace had the same highlight record twice, speech the item twice).
        if let last = switchControl.rescanned, last.cause == cause, last.time == now { return rescanIfChanged() }
        switchControl.rescanned = (cause, now)
        scanner.isDragging = drag.isActive
        let events = scanner.reload(navigation, at: now)
        switchControl.scanner = scanner
        handleScan(events)
    }

    /// After scene code ran: a screen whose groups and items changed is scanned anew from the top;
    /// one that scans the same keeps the highlight where it is (`SwitchScanner.follow`).
    func rescanIfChanged() {
        guard var scanner = switchControl.scanner else { return }
        let events = scanner.follow(navigation, at: now)
        switchControl.scanner = scanner
        if !events.isEmpty { handleScan(events) }
    }

    /// An app's announcement (UIKit's announcement notification, "an assistive app outputs the
    /// announcement string") with Speech on: spoken on the one speech channel, as VoiceOver speaks
    /// it, its priority and queueing kept. With VoiceOver on too, VoiceOver has spoken it, and once
    /// is enough; with Speech off Switch Control speaks nothing, announcements included.
    func switchControlAnnounces(_ text: SpeechText) {
        guard switchControl.settings.speaksItems, !settings.voiceOver else { return }
        say(Utterance(text.string, priority: text.effectivePriority, kind: .announcement, cause: cause, queued: text.queued))
    }

    /// Speech (`speaksItems`): each item and menu entry as the highlight reaches it, on the one
    /// speech channel; a group by its container's label, else by its first and last items
    /// (`ScanTree.spokenName(ofGroup:in:)`).
    private func speakScanned(_ highlight: SwitchHighlight) {
        guard switchControl.settings.speaksItems, let id = highlight.id else { return }
        let text: String
        switch highlight.kind {
        case .item, .autoTap, .menuItem:
            guard let index = navigation.index(of: id) else { return }
            text = DescriptionBuilder.describe(order.entries[index].element, context: order.entries[index].context).description
        case .group, .backOut:
            guard let scanner = switchControl.scanner,
                  let node = scanner.tree.nodes.firstIndex(where: { $0.id == id && !$0.isItem }) else { return }
            text = scanner.tree.spokenName(ofGroup: node, in: scanner.order)
        case .menuEntry:
            guard let entry = highlight.entry else { return }
            text = entry.title
        case .none, .band, .line:
            return
        }
        say(Utterance(text, kind: .element, cause: cause))
    }

    /// Schedules the scanner's next step on the session's clock, in place of the one pending.
    private func scheduleScanStep() {
        timers.cancel(where: \.isScanStep)
        guard let deadline = switchControl.scanner?.deadline else { return }
        _ = timers.schedule(after: max(0, deadline - now), ScheduledAction(cause: cause, action: { [unowned self] _ in
            guard var scanner = self.switchControl.scanner else { return }
            scanner.isDragging = self.drag.isActive
            let events = scanner.advance(to: self.now)
            self.switchControl.scanner = scanner
            self.handleScan(events)
        }, isScanStep: true))
    }
}
