import AXCore

/// One entry of Switch Control's scanner menu.
public enum ScannerMenuEntry: Hashable, Sendable {
    /// Taps the item (its activation, as a double tap under VoiceOver).
    case tap
    /// The item's custom action at this index, shown on the top level by its name.
    case customAction(index: Int, name: String)
    /// An adjustable item's increment and decrement.
    case increment, decrement
    /// Opens the Scroll page.
    case scrollPage
    /// Scrolls the item's scroll area (or the one under a point) one page, named by the side it
    /// shows: Scroll Down shows what lies below, Scroll Right what lies to the right, as Voice
    /// Control's "Scroll down" does (`ScrollDirection.showing(_:)` gives the element action's direction).
    case scroll(ScrollDirection)
    /// Opens the Gestures page.
    case gesturesPage
    /// Starts a drag from the item's drag source at this index of the Actions rotor's items.
    case drag(item: RotorItem)
    /// Drops the dragged item on this drop point of the item.
    case drop(item: RotorItem)
    /// Pinches out (zoom in) or in (zoom out) at the item's activation point.
    case zoomIn, zoomOut
    /// Gestures > Long Press: a long press at the item's activation point (VoiceOver's triple tap).
    case longPress
    /// Gestures > Double Tap: a finger's double tap at the item's activation point.
    case doubleTap
    /// Gestures > Flicks, one entry a direction: a finger's swipe that way from the item's
    /// activation point (iOS's Flicks), offered where the app declares a swipe there.
    case flick(SwipeDirection)
    /// Gestures > Rotate: two fingers turned about the item's activation point.
    case rotate
    /// Gestures > Free-hand: a finger's stroke from the item's activation point across it.
    case freehand
    /// Gestures > Hold and Drag: a finger put down where the menu was opened (the item's activation
    /// point, or the point point scanning chose), then moved to a second point point scanning
    /// chooses, and lifted there; offered where the app declares a pan whose meaning is where it
    /// starts and ends (a slider's track, rating stars, a glide over keys, a board's icons).
    case holdAndDrag
    /// Gestures > Pinch Out and Pinch In where the app declares a pinch on an item that exposes no
    /// zoom: two fingers spread or closed about its activation point (an item that zooms offers
    /// `zoomIn` and `zoomOut` under the same titles).
    case pinchOut, pinchIn
    /// Escape (VoiceOver's two-finger scrub): cancels a drag, dismisses, goes back.
    case escape
    /// The device entries: shown, but they act outside the app.
    case home, device
    /// Opens the Settings page (Switch Control's own settings, in the menu: Apple's guide, "Choose
    /// Settings from the control menu to … switch between item scan mode and point scan mode").
    case settings
    /// Settings > Point Mode (while item scanning) or Item Mode (while point scanning): scanning
    /// switches to that mode ("Use item scanning to choose Point Mode from the control menu").
    case pointMode, itemMode
    /// Back from a page to the top level.
    case back

    /// What the menu shows (and Switch Control's speech says) for the entry.
    public var title: String {
        switch self {
        case .tap: return "Tap"
        case .customAction(_, let name): return name
        case .increment: return "Increment"
        case .decrement: return "Decrement"
        case .scrollPage: return "Scroll"
        case .scroll(let direction):
            switch direction {
            case .up: return "Scroll Up"
            case .down: return "Scroll Down"
            case .left: return "Scroll Left"
            case .right: return "Scroll Right"
            case .next: return "Scroll to Next"
            case .previous: return "Scroll to Previous"
            }
        case .gesturesPage: return "Gestures"
        case .drag(let item), .drop(let item): return item.name
        case .zoomIn: return "Pinch Out"
        case .zoomOut: return "Pinch In"
        case .longPress: return "Long Press"
        case .doubleTap: return "Double Tap"
        case .flick(let direction):
            switch direction {
            case .up: return "Flick Up"
            case .down: return "Flick Down"
            case .left: return "Flick Left"
            case .right: return "Flick Right"
            }
        case .rotate: return "Rotate"
        case .freehand: return "Free-hand"
        case .holdAndDrag: return "Hold and Drag"
        case .pinchOut: return "Pinch Out"
        case .pinchIn: return "Pinch In"
        case .escape: return "Escape"
        case .home: return "Home"
        case .device: return "Device"
        case .settings: return "Settings"
        case .pointMode: return "Point Mode"
        case .itemMode: return "Item Mode"
        case .back: return "Back"
        }
    }

    /// The Gestures page's entries that make the finger's gesture the app declares
    /// (docs/switch-control.md): Long Press, Double Tap, the Flick the way a swipe is declared (all
    /// four for a swipe declared any way), Rotate, Pinch Out and Pinch In, and Free-hand for a path-dependent pan (a
    /// drawing, a signature: the path is the input); none for a gesture the page offers no entry of
    /// its own for (a tap is the top level's Tap; a triple tap has none); a pan whose meaning is
    /// where it starts and ends gets Hold and Drag, its end point chosen by point scanning.
    public static func gestures(for declared: DeclaredGesture) -> [ScannerMenuEntry] {
        switch declared.kind {
        case .longPress: return [.longPress]
        case .doubleTap: return [.doubleTap]
        case .rotate: return [.rotate]
        case .pinch: return [.pinchOut, .pinchIn]
        case .swipe: return declared.direction.map { [.flick($0)] } ?? SwipeDirection.allCases.map(ScannerMenuEntry.flick)
        case .pan: return declared.isPathDependent ? [.freehand] : [.holdAndDrag]
        case .tap, .tripleTap: return []
        }
    }

    /// Whether choosing the entry does what a finger's gesture of `kind` does, by what the entry is:
    /// the Gestures page's own entry for it (a Flick for a swipe); a scroll for a swipe or a pan; an adjustable value's
    /// Increment or Decrement for a swipe, pan, pinch or rotation; a zoom for a pinch or rotation; a
    /// drag for a pan. Tap does only a tap: it does not stand for a double or triple tap or a long
    /// press. A custom action may do anything; whether it counts is the caller's to decide.
    public func makes(_ kind: SceneGesture.Kind) -> Bool {
        switch (self, kind) {
        case (.tap, .tap), (.longPress, .longPress), (.doubleTap, .doubleTap), (.rotate, .rotate), (.freehand, .pan), (.holdAndDrag, .pan),
             (.pinchOut, .pinch), (.pinchIn, .pinch), (.flick, .swipe): return true
        case (.scroll, .swipe), (.scroll, .pan): return true
        case (.increment, .swipe), (.increment, .pan), (.increment, .pinch), (.increment, .rotate),
             (.decrement, .swipe), (.decrement, .pan), (.decrement, .pinch), (.decrement, .rotate): return true
        case (.zoomIn, .pinch), (.zoomIn, .rotate), (.zoomOut, .pinch), (.zoomOut, .rotate): return true
        case (.drag, .pan): return true
        default: return false
        }
    }

    /// Whether the entry acts outside the app (the simulator shows it and reports it, nothing more).
    public var isOutsideApp: Bool {
        switch self {
        case .home, .device: return true
        default: return false
        }
    }

    /// Whether selecting the entry opens another page of the menu rather than acting.
    public var opensPage: ScannerMenu.Page? {
        switch self {
        case .scrollPage: return .scroll
        case .gesturesPage: return .gestures
        case .settings: return .settings
        case .back: return .top
        default: return nil
        }
    }
}

/// The scanner menu of one item, from what the element offers (docs/switch-control.md): the top
/// level has Tap, the custom actions by name, Increment and Decrement for an adjustable element,
/// the drop points while a drag is under way, Scroll when the item or an ancestor scrolls, Gestures
/// when it has drag sources, zooms or its activation point lies where the app responds to a long
/// press, double tap, swipe, rotation, pinch or path-dependent pan, Escape, then Home, Device and Settings; the Scroll page has
/// the four directions, the Gestures page the drag sources, Long Press, Double Tap, the four Flicks,
/// Rotate, Free-hand, Hold and Drag and the two pinches, the Settings page the other scanning mode.
public struct ScannerMenu: Hashable, Sendable {
    /// A page of the menu.
    public enum Page: String, Hashable, Sendable, CaseIterable { case top, scroll, gestures, settings }

    /// The item's element id; nil for the menu of a point over no element (point scanning).
    public var itemID: String?
    /// The top level's entries, in order.
    public var top: [ScannerMenuEntry]
    /// The Scroll page (empty when the item cannot scroll).
    public var scroll: [ScannerMenuEntry]
    /// The Gestures page (empty when the item offers no gesture).
    public var gestures: [ScannerMenuEntry]
    /// The Settings page: the other scanning mode, then Back.
    public var settings: [ScannerMenuEntry]

    /// The entries of `page`.
    public func entries(on page: Page) -> [ScannerMenuEntry] {
        switch page {
        case .top: return top
        case .scroll: return scroll
        case .gestures: return gestures
        case .settings: return settings
        }
    }

    /// Every entry that acts on the item, pages opened: what the item offers a switch user (the
    /// Settings page's entries change Switch Control, not the item).
    public var actingEntries: [ScannerMenuEntry] {
        (top + scroll + gestures).filter { $0.opensPage == nil }
    }

    /// The menu of the element at `index` of `order`, a drag under way or not; `longPressAreas` are
    /// where the app responds to a long press: an element over one gets Gestures > Long Press.
    /// `pointScanning` is the scanning mode now: Settings offers the other.
    public init(entry index: Int, in order: NavigationOrder, dragging: Bool, longPressAreas: [Rect], pointScanning: Bool = false) {
        self.init(entry: index, in: order, dragging: dragging, gestures: Self.longPresses(longPressAreas), pointScanning: pointScanning)
    }

    /// The menu of the element at `index` of `order`, a drag under way or not; `gestures` are what
    /// the app responds to and where (its declared gestures): the Gestures page offers each gesture it
    /// has an entry for (`ScannerMenuEntry.gestures(for:)`) whose area holds the element's activation
    /// point, where the entry acts. `pointScanning` is the scanning mode now: Settings offers the other.
    /// `draggable`: the scene lifts something from where Hold and Drag's finger would go down (its
    /// `dragItem(at:)`), which offers Hold and Drag as a declared pan there does.
    public init(entry index: Int, in order: NavigationOrder, dragging: Bool, gestures declared: [DeclaredGesture] = [], pointScanning: Bool = false,
                draggable: Bool = false) {
        let element = order.entries[index].element
        itemID = element.id
        let actions = RotorItem.actions(for: element, dragging: dragging) { order.node(withID: $0)?.frame }
        var top: [ScannerMenuEntry] = [.tap]
        var gestures: [ScannerMenuEntry] = []
        for item in actions {
            switch item.kind {
            case .custom(let actionIndex): top.append(.customAction(index: actionIndex, name: item.name))
            case .dragSource: gestures.append(.drag(item: item))
            case .dropPoint: top.append(.drop(item: item))
            }
        }
        if element.traits.contains(.adjustable) { top += [.increment, .decrement] }
        let scrolls = order.chainContains(from: index) { $0.onScroll != nil }
        scroll = scrolls ? Self.scrollPage : []
        if scrolls { top.append(.scrollPage) }
        // Each gesture entry acts at the activation point (`ElementAction.longPress`, `.doubleTap`,
        // `.swipe`, `.rotate`, `.freehand`): offered where that point lies in an area the app responds to the
        // gesture in, not where the area only touches the frame (a press in the middle of a large
        // button misses a long press declared on its corner).
        let zooms = element.traits.contains(.supportsZoom) || element.onZoomIn != nil
        // An item that zooms pinches through its zoom (Pinch Out, Pinch In below), not twice.
        gestures += Self.gestureEntries(at: element.resolvedActivationPoint, declared, draggable: draggable).filter { !zooms || ($0 != .pinchOut && $0 != .pinchIn) }
        if zooms { gestures += [.zoomIn, .zoomOut] }
        if !gestures.isEmpty {
            top.append(.gesturesPage)
            gestures.append(.back)
        }
        top += [.escape, .home, .device, .settings]
        self.top = top
        self.gestures = gestures
        settings = [pointScanning ? .itemMode : .pointMode, .back]
    }

    /// The menu of a point point scanning chose over no element, the app responding to a long press
    /// in `longPressAreas`.
    public init(point: Point, longPressAreas: [Rect]) {
        self.init(point: point, gestures: Self.longPresses(longPressAreas))
    }

    /// The menu of a point point scanning chose over no element: what a finger can do there (Tap,
    /// and on the Gestures page each gesture the app responds to there, `gestures`), Escape, the
    /// device entries and Settings, whose page offers Item Mode. Apple's guide: point scanning picks
    /// "a screen location", then the menu chooses how to act there.
    /// `draggable`: the scene lifts something from the point, which offers Hold and Drag.
    public init(point: Point, gestures declared: [DeclaredGesture] = [], draggable: Bool = false) {
        self.init(point: point, gestures: declared, draggable: draggable, scrolls: false)
    }

    /// The menu of a point point scanning chose over no scanned element: what a finger can do there
    /// (Tap, Scroll where something there scrolls, and on the Gestures page each gesture the app
    /// responds to there, `gestures`), Escape, the device entries and Settings, whose page offers
    /// Item Mode. Apple's guide: point scanning picks "a screen location", then the menu chooses how
    /// to act there. `draggable`: the scene lifts something from the point, which offers Hold and
    /// Drag. `scrolls`: the point lies in a scroll area (`NavigationOrder.scrollTarget(at:)`), which offers the
    /// Scroll page, so a carousel of pictures no item scanning reaches still turns its pages.
    public init(point: Point, gestures declared: [DeclaredGesture] = [], draggable: Bool = false, scrolls: Bool) {
        itemID = nil
        // No pinch at a point (docs/switch-control.md, decisions).
        let entries = Self.gestureEntries(at: point, declared, draggable: draggable).filter { $0 != .pinchOut && $0 != .pinchIn }
        gestures = entries.isEmpty ? [] : entries + [.back]
        scroll = scrolls ? Self.scrollPage : []
        top = [.tap] + (scrolls ? [.scrollPage] : []) + (gestures.isEmpty ? [] : [.gesturesPage]) + [.escape, .home, .device, .settings]
        settings = [.itemMode, .back]
    }

    /// The Scroll page: the four sides, then Back.
    static let scrollPage: [ScannerMenuEntry] = [.scroll(.up), .scroll(.down), .scroll(.left), .scroll(.right), .back]

    /// What the Scroll page of a point's menu scrolls: `NavigationOrder.scrollTarget(at:)`, the one
    /// answer every technology scrolling at a place shares; kept for callers of the old name.
    @available(*, deprecated, message: "Use NavigationOrder.scrollTarget(at:)")
    public static func scrollTarget(at point: Point, in order: NavigationOrder) -> String? {
        order.scrollTarget(at: point)
    }

    /// The Gestures page's entries for the gestures the app responds to at `point`, in the page's
    /// order (Long Press, Double Tap, Flick Up, Down, Left and Right, Rotate, Free-hand, Hold and
    /// Drag, Pinch Out, Pinch In): one each, however many areas declare it.
    /// With `draggable` (the scene lifts something from the point) Hold and Drag is offered too.
    public static func gestureEntries(at point: Point, _ declared: [DeclaredGesture], draggable: Bool = false) -> [ScannerMenuEntry] {
        var offered = Set(declared.filter { $0.frame.contains(point) }.flatMap(ScannerMenuEntry.gestures(for:)))
        if draggable { offered.insert(.holdAndDrag) }
        let order = [ScannerMenuEntry.longPress, .doubleTap] + SwipeDirection.allCases.map(ScannerMenuEntry.flick) + [.rotate, .freehand, .holdAndDrag, .pinchOut, .pinchIn]
        return order.filter(offered.contains)
    }

    /// Areas where the app responds to a long press, as declared gestures.
    static func longPresses(_ areas: [Rect]) -> [DeclaredGesture] {
        areas.map { DeclaredGesture(kind: .longPress, frame: $0, meaning: "") }
    }
}
