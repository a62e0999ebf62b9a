import AXCore
import Foundation

/// The springboard: pages of app icons with names, page dots, a dock and, in edit mode, a Done
/// button. It owns the arrangement and every finger on it: a long press enters edit mode, where
/// icons wiggle (not under Reduce Motion) and can be dragged: dropped beside another icon to
/// reorder, on its centre to make a folder, into the dock, or at the screen edge (or on the page
/// dots) to move to the neighbouring page. A horizontal swipe turns the page; a tap opens an app
/// (recorded) or a folder.
///
/// Exemplary (“What's New in Accessibility”, WWDC 2017): every icon offers the drag source "Drag Mail" and the drop points "Drop
/// left of Mail", "Create folder with Mail" and "Drop right of Mail"; a three-finger swipe turns the
/// page and posts "Page n of m". With `offersAccessibleDragAndDrop` off (the broken twin): no
/// descriptors, so only a finger can rearrange, and page dots that are not adjustable, so only a
/// finger or VoiceOver's three-finger swipe turns the page, never a keyboard. Both paths end in
/// `performDrop`, so the same drag gives the same arrangement either way.
final class HomeScreenBoard: TakesTouchesInItsFrame {
    static let screenElementID = "home-screen"
    static let pageElementID = "home-page"
    static let dockElementID = "home-dock"
    static let doneElementID = "home-done"
    /// How long a finger must rest on an icon before it lifts (and edit mode starts).
    static let longPressDelay = 500
    /// Movement that turns a press into a swipe or a drag.
    static let slop = 10.0
    /// Horizontal travel that turns the page.
    static let swipeDistance = 50.0
    /// How long an icon a finger carries must rest over another icon's centre before a folder
    /// forms there (docs/components.md, decisions): a quick swipe or flick passing over it lifts
    /// short of that and the icon takes that place instead, as on iOS.
    static let folderDelay = 500

    /// A finger that went down on the board and has not lifted.
    private struct Press {
        var touchID: Int
        var start: Point
        var itemID: String?
        var moved: Bool
        /// Identifies this press to its long-press timer, which may fire after another press began.
        var token: Int
    }

    /// An icon being dragged by a finger, with the finger's place in layout coordinates, and where
    /// it would drop and since when (a folder forms only after `folderDelay` over its target).
    private struct FingerDrag {
        var touchID: Int
        var item: DragItem
        var location: Point
        var hover: HomeDropTarget?
        var hoverSince: Int
    }

    let offersAccessibleDragAndDrop: Bool
    private let size: Size
    private(set) var model = HomeScreenModel.initial {
        didSet {
            // The arrangement left is kept with its description: a probe's drop is followed by
            // putting the arrangement before it back, which then is not described again.
            let left = describedOrder.map { (model: oldValue, description: $0) }
            describedOrder = nil
            if let kept = describedBefore, kept.model == model { describedOrder = kept.description }
            describedBefore = left
        }
    }
    /// `model.orderDescription`, kept until the model changes: the scene's state snapshot shows it,
    /// and the snapshot is read on every read of the layout.
    private var describedOrder: String?
    /// The arrangement the model had before its last change, with its description.
    private var describedBefore: (model: HomeScreenModel, description: String)?
    /// Every page's and the dock's icons in order (`HomeScreenModel.orderDescription`).
    var orderDescription: String {
        if let describedOrder { return describedOrder }
        let description = model.orderDescription
        describedOrder = description
        return description
    }
    /// The visible page, 0-based.
    private(set) var page = 0
    private(set) var isEditing = false
    /// The app last opened by a tap.
    var lastOpened: String?
    /// The folder shown open over the home screen.
    private(set) var openFolderID: String?
    private var press: Press?
    /// The icon under a finger: drawn floating there, with a halo on the folder it would make.
    /// The scene's snapshot does not show it, so every change asks for a new layout.
    private var fingerDrag: FingerDrag? {
        didSet { if fingerDrag != nil || oldValue != nil { needsLayout() } }
    }
    private var pressCount = 0
    /// Asks the scene to lay the board out again (`ComponentScene.setNeedsLayout`), for what its
    /// snapshot does not show: the icon a finger drags.
    var needsLayout: () -> Void = {}

    init(size: Size, offersAccessibleDragAndDrop: Bool) {
        self.size = size
        self.offersAccessibleDragAndDrop = offersAccessibleDragAndDrop
    }

    /// The board's model, without the fingers on it, as a value (the scene's `ModelRestoring`).
    struct Saved {
        var model: HomeScreenModel
        var page: Int
        var isEditing: Bool
        var lastOpened: String?
        var openFolderID: String?
        var pressCount: Int
        /// The arrangement's description, when the board had it: a fresh copy the model is put
        /// into takes it instead of describing the arrangement again.
        var describedOrder: String?
    }

    /// The model as it is now.
    func save() -> Saved {
        Saved(model: model, page: page, isEditing: isEditing, lastOpened: lastOpened, openFolderID: openFolderID, pressCount: pressCount,
              describedOrder: describedOrder)
    }

    /// Puts a saved model back, with no finger pressing or dragging an icon.
    func restore(_ saved: Saved) {
        // An unchanged arrangement keeps its description, which the snapshot reads.
        if model != saved.model { model = saved.model }
        if describedOrder == nil { describedOrder = saved.describedOrder }
        page = saved.page
        isEditing = saved.isEditing
        lastOpened = saved.lastOpened
        openFolderID = saved.openFolderID
        pressCount = saved.pressCount
        press = nil
        fingerDrag = nil
    }

    func layout(_ settings: Settings) -> HomeScreenLayout { HomeScreenLayout(settings: settings, size: size) }

    /// "Page 2 of 3", as page dots and accessibility scrolls say it.
    var pageText: String { "Page \(page + 1) of \(model.pages.count)" }

    var openFolder: HomeFolder? {
        guard let id = openFolderID, case .folder(let folder)? = model.item(id: id) else { return nil }
        return folder
    }

    // MARK: Composition

    /// The page's icons, the page dots, the dock and its icons, Done in edit mode, and the icon a
    /// finger is dragging, back to front.
    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let layout = self.layout(settings)
        let draggedID = fingerDrag?.item.id
        let hoverTarget = fingerDrag.flatMap { layout.dropTarget(at: $0.location, model: model, page: page) }
        // An area's icons depend on its items, edit mode and the finger's drag alone (besides their
        // frame and the settings), so each area is `Keyed` by them: opening an app, or a drop that
        // leaves an area as it was, lays none of its icons out again.
        func key(_ area: HomeArea) -> AreaKey {
            AreaKey(area: area, items: model.items(in: area), label: area == .dock ? "Dock" : pageText, isEditing: isEditing,
                    draggedID: draggedID, hoverTarget: hoverTarget)
        }
        func icons(_ area: HomeArea, relativeTo origin: Rect) -> Absolute {
            let items = model.items(in: area)
            return Absolute(items.indices.compactMap { index in
                let item = items[index]
                guard item.id != draggedID else { return nil }
                let cell = layout.cell(in: area, index: index, count: items.count)
                let icon = HomeIcon(item: item, area: area, index: index, layout: layout, isWiggling: isEditing,
                                    isHoverTarget: hoverTarget == .folder(item.id), offersDescriptors: offersAccessibleDragAndDrop,
                                    isBrokenTwin: !offersAccessibleDragAndDrop,
                                    open: { [unowned self] context in self.open(folder: item.id, context) })
                return PlacedComponent(icon, in: cell.offsetBy(dx: -origin.minX, dy: -origin.minY))
            })
        }
        let dockFrame = layout.dockFrame
        let dockBackground = Drawing { frame, list, settings, _ in
            list.fill(.roundedRect(frame, radius: 32), settings.reduceTransparency ? Color.hex(0x3A3F5C) : Color.white.withAlpha(0.2))
            if settings.increaseContrast { list.stroke(.roundedRect(frame, radius: 32), Color.white.withAlpha(0.8), width: 1.5) }
        }
        var placed = [
            PlacedComponent(Keyed(key(.page(page)), AccessibilityGroup(id: Self.pageElementID, type: .semanticGroup, label: SpeechText(pageText),
                                                                       icons(.page(page), relativeTo: layout.gridFrame))),
                            in: layout.gridFrame),
            PlacedComponent(PageDots(board: self), in: layout.pageControlFrame),
            PlacedComponent(Keyed(key(.dock), AccessibilityGroup(id: Self.dockElementID, type: .semanticGroup, label: "Dock",
                                                                 Layers([dockBackground, icons(.dock, relativeTo: dockFrame)]))),
                            in: dockFrame),
        ]
        if isEditing {
            let done = Button(id: Self.doneElementID, label: "Done", content: Drawing { frame, list, settings, _ in
                list.fill(.roundedRect(frame, radius: frame.height / 2),
                          settings.reduceTransparency ? Color.hex(0x4A4F70) : Color.white.withAlpha(0.25))
                list.text(TextRun("Done", box: frame, size: layout.labelSize(.body), weight: settings.weight(.semibold), color: .white,
                                  alignment: .center, style: .body))
            }, action: { [unowned self] context in self.setEditing(false, context) })
            placed.append(PlacedComponent(done, in: layout.doneFrame))
        }
        if let fingerDrag, let item = model.item(id: fingerDrag.item.id) {
            // The lifted icon floats under the finger, slightly larger, over a soft shadow.
            let side = HomeScreenLayout.iconSize * 1.15
            let icon = Rect(x: fingerDrag.location.x - side / 2, y: fingerDrag.location.y - side / 2, width: side, height: side)
            placed.append(PlacedComponent(Drawing(mirrorsInRightToLeft: false) { frame, list, settings, _ in
                list.fill(.roundedRect(frame.offsetBy(dx: 0, dy: 6), radius: side * 0.225),
                          settings.reduceTransparency ? Color.hex(0x101426) : Color.black.withAlpha(0.3))
                HomeIcon.drawItem(item, icon: frame, settings: settings, into: &list)
            }, in: icon))
        }
        return placed
    }

    /// What a page's or the dock's icons show and expose, besides their frame and the settings: the
    /// area's items in order, its group's label ("Page 2 of 3"), edit mode (the wiggle), and the icon
    /// a finger drags (left out) and the folder it hovers over (a halo). The board's other state
    /// (the last app opened, an open folder, which lies over the board) is not read by the icons.
    private struct AreaKey: Hashable {
        let area: HomeArea
        let items: [HomeItem]
        let label: String
        let isEditing: Bool
        let draggedID: String?
        let hoverTarget: HomeDropTarget?

        /// The items' ids stand for them in the hash (equal keys still compare every item): an app's
        /// name, glyph and category hashed too made a lookup cost a third of what it saves.
        func hash(into hasher: inout Hasher) {
            hasher.combine(area)
            for item in items { hasher.combine(item.id) }
            hasher.combine(label)
            hasher.combine(isEditing)
            hasher.combine(draggedID)
            hasher.combine(hoverTarget)
        }
    }

    /// The whole screen is one container, Done first (it is at the top), so three-finger swipes
    /// turn the page wherever focus is (on an icon, the page dots or the dock), as on iOS.
    func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                                      settings: Settings) -> [AccessibilityElement] {
        let done = children.filter { $0.id == Self.doneElementID }
        var screen = AccessibilityElement.container(id: Self.screenElementID, frame: frame,
                                                    children: done + children.filter { $0.id != Self.doneElementID })
        // The broken twin keeps VoiceOver's three-finger swipe but not the adjustable page dots, so a
        // keyboard user (Full Keyboard Access has no scroll key) cannot turn the page.
        screen.onScroll = { [unowned self] direction, context in self.scroll(direction, context) }
        return [screen]
    }

    // MARK: Behaviour

    /// Three-finger swipes: left shows the next page (right in a right-to-left layout, as swipe
    /// directions are the fingers' own); up and down are not handled.
    private func scroll(_ direction: ScrollDirection, _ context: SceneContext) -> Bool {
        let rtl = context.settings.isRightToLeft
        let step: Int
        switch direction {
        case .left: step = rtl ? -1 : 1
        case .right: step = rtl ? 1 : -1
        case .next: step = 1
        case .previous: step = -1
        case .up, .down: return false
        }
        // At either end the page does not change and the same text is posted again: VoiceOver hears
        // the repetition as the border and plays its boundary sound. The scroll still counts as
        // handled, as a paged scroll view's does, so no ancestor gets it and nothing bonks twice.
        turnPage(by: step, context, notify: false)
        context.post(.pageScrolled(pageText))
        return true
    }

    /// Shows the neighbouring page; false at either end. Every icon on screen changes, so assistive
    /// technologies are told (an accessibility scroll tells them with pageScrolled instead).
    @discardableResult
    func turnPage(by step: Int, _ context: SceneContext, notify: Bool = true) -> Bool {
        let target = page + step
        guard model.pages.indices.contains(target) else { return false }
        page = target
        if notify { context.post(.layoutChanged(.none)) }
        return true
    }

    @discardableResult
    private func setEditing(_ editing: Bool, _ context: SceneContext) -> Bool {
        guard editing != isEditing else { return false }
        isEditing = editing
        // The Done button appears or goes away.
        context.post(.layoutChanged(.none))
        return true
    }

    /// Opens the folder with `id`; VoiceOver moves into it.
    @discardableResult
    func open(folder id: String, _ context: SceneContext) -> Bool {
        guard case .folder(let folder)? = model.item(id: id) else { return false }
        openFolderID = id
        context.post(.layoutChanged(.element(folder.apps.first?.id ?? OpenFolderSheet.elementID)))
        return true
    }

    /// Closes the open folder; VoiceOver returns to its tile.
    @discardableResult
    func closeFolder(_ context: SceneContext) -> Bool {
        guard let id = openFolderID else { return false }
        openFolderID = nil
        context.post(.layoutChanged(.element(id)))
        return true
    }

    // MARK: Drag and drop (points in layout coordinates)

    func dragItem(at point: Point, in frame: Rect, context: SceneContext) -> DragItem? {
        guard openFolderID == nil, let (area, index) = layout(context.settings).hit(point, model: model, page: page) else { return nil }
        let item = model.items(in: area)[index]
        return DragItem(id: item.id, name: item.spokenName)
    }

    func dropProposal(for item: DragItem, at point: Point, in frame: Rect, context: SceneContext) -> DropProposal? {
        guard let target = layout(context.settings).dropTarget(at: point, model: model, page: page),
              model.canMove(item.id, to: target) else { return .forbidden }
        return DropProposal(.move, targetID: targetID(of: target), description: describe(target, context.settings))
    }

    func performDrop(of item: DragItem, at point: Point, in frame: Rect, context: SceneContext) -> Bool {
        performDrop(of: item, to: layout(context.settings).dropTarget(at: point, model: model, page: page), context: context)
    }

    /// Moves `item` to `target`: the one drop every path ends in (descriptors, the engine's drag, a
    /// finger on the board).
    private func performDrop(of item: DragItem, to target: HomeDropTarget?, context: SceneContext) -> Bool {
        guard let target, let result = model.move(item.id, to: target) else { return false }
        if case .page(let landed) = result.area { page = landed }
        page = min(page, model.pages.count - 1)
        // Focus follows the dropped item (or the folder it went into).
        context.post(.layoutChanged(.element(model.items(in: result.area)[result.index].id)))
        return true
    }

    func dragCancelled(_ item: DragItem, context: SceneContext) {
        if fingerDrag?.item == item { fingerDrag = nil }
    }

    private func targetID(of target: HomeDropTarget) -> String? {
        switch target {
        case .before(let id), .after(let id), .folder(let id): return id
        case .end(.dock): return Self.dockElementID
        case .end(.page): return Self.pageElementID
        }
    }

    /// Hover feedback in the descriptors' words, which name sides as the user sees them.
    private func describe(_ target: HomeDropTarget, _ settings: Settings) -> String {
        let rtl = settings.isRightToLeft
        func name(_ id: String) -> String { model.item(id: id)?.spokenName ?? id }
        switch target {
        case .before(let id): return (rtl ? "Drop right of " : "Drop left of ") + name(id)
        case .after(let id): return (rtl ? "Drop left of " : "Drop right of ") + name(id)
        case .folder(let id):
            if case .folder? = model.item(id: id) { return "Add to " + name(id) }
            return "Create folder with " + name(id)
        case .end(.dock): return "Add to dock"
        case .end(.page(let n)): return n == page ? "Move to end of page" : "Move to page \(n + 1)"
        }
    }

    // MARK: Touch (points in layout coordinates)

    var tracksTouches: Bool { true }

    func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) {
        switch touch.phase {
        case .began: touchBegan(touch, frame, context)
        case .moved: touchMoved(touch, frame, context)
        case .ended: touchEnded(touch, frame, context)
        case .cancelled:
            if let drag = fingerDrag, drag.touchID == touch.id { dragCancelled(drag.item, context: context) }
            if press?.touchID == touch.id { press = nil }
        }
    }

    private func touchBegan(_ touch: SceneTouch, _ frame: Rect, _ context: SceneContext) {
        // One finger at a time rearranges or swipes; others are ignored until it lifts.
        guard press == nil, fingerDrag == nil else { return }
        pressCount += 1
        let token = pressCount
        let item = dragItem(at: touch.location, in: frame, context: context)
        press = Press(touchID: touch.id, start: touch.location, itemID: item?.id, moved: false, token: token)
        guard item != nil else { return }
        context.schedule(after: Self.longPressDelay) { [weak self] context in
            guard let self, let press = self.press, press.token == token, !press.moved else { return }
            // Held still: edit mode starts and the icon lifts under the finger.
            self.setEditing(true, context)
            self.lift(press, at: press.start, time: context.now, frame, context)
        }
    }

    private func touchMoved(_ touch: SceneTouch, _ frame: Rect, _ context: SceneContext) {
        if var drag = fingerDrag, drag.touchID == touch.id {
            drag.location = touch.location
            let target = layout(context.settings).dropTarget(at: touch.location, model: model, page: page)
            if target != drag.hover { drag.hover = target; drag.hoverSince = touch.time }
            fingerDrag = drag
            return
        }
        guard var current = press, current.touchID == touch.id else { return }
        if !current.moved, current.start.distance(to: touch.location) > Self.slop {
            current.moved = true
            press = current
            // In edit mode an icon follows the finger at once.
            if isEditing, current.itemID != nil {
                lift(current, at: touch.location, time: touch.time, frame, context)
            }
        }
    }

    private func touchEnded(_ touch: SceneTouch, _ frame: Rect, _ context: SceneContext) {
        if let drag = fingerDrag, drag.touchID == touch.id {
            fingerDrag = nil
            press = nil
            let layout = self.layout(context.settings)
            var target = layout.dropTarget(at: touch.location, model: model, page: page)
            if case .folder(let id)? = target, drag.hover != target || touch.time - drag.hoverSince < Self.folderDelay {
                // Lifted before a folder formed: the icon takes the place it passed over.
                target = layout.sideTarget(at: touch.location, of: id, model: model, page: page)
            }
            if !performDrop(of: drag.item, to: target, context: context) { dragCancelled(drag.item, context: context) }
            return
        }
        guard let current = press, current.touchID == touch.id else { return }
        press = nil
        let dx = touch.location.x - current.start.x, dy = touch.location.y - current.start.y
        if current.moved {
            // Swiping towards the leading edge shows the next page (left, or right in a right-to-left layout).
            guard abs(dx) > Self.swipeDistance, abs(dx) > abs(dy) else { return }
            turnPage(by: dx < 0 ? 1 : -1, context)
        } else {
            tap(at: touch.location, context)
        }
    }

    private func lift(_ press: Press, at location: Point, time: Int, _ frame: Rect, _ context: SceneContext) {
        guard fingerDrag == nil, let item = dragItem(at: press.start, in: frame, context: context) else { return }
        let target = layout(context.settings).dropTarget(at: location, model: model, page: page)
        fingerDrag = FingerDrag(touchID: press.touchID, item: item, location: location, hover: target, hoverSince: time)
    }

    /// A tap opens an app or a folder; in edit mode, Done or a tap outside the icons ends editing.
    private func tap(at point: Point, _ context: SceneContext) {
        let layout = self.layout(context.settings)
        let hit = layout.hit(point, model: model, page: page)
        if isEditing {
            if layout.doneFrame.contains(point) || hit == nil { setEditing(false, context) }
            return
        }
        guard let (area, index) = hit else { return }
        switch model.items(in: area)[index] {
        case .app(let app): lastOpened = app.id
        case .folder(let folder): open(folder: folder.id, context)
        }
    }

    /// Recognized gestures: a long press (VoiceOver's triple tap sends one) enters edit mode; a tap
    /// does what a tapping finger does. Both are idempotent with the raw-touch path.
    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        let layout = self.layout(context.settings)
        switch gesture.kind {
        case .longPress:
            guard layout.gridFrame.union(layout.dockFrame).contains(gesture.location) else { return false }
            setEditing(true, context)
            return true
        case .tap where gesture.fingers == 1 && press == nil:
            tap(at: gesture.location, context)
            return true
        default:
            return false
        }
    }

    func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        let layout = self.layout(settings)
        let firstItem = offersAccessibleDragAndDrop ? model.items(in: .page(page)).first?.id : nil
        return [
            DeclaredGesture(kind: .longPress, frame: layout.gridFrame, meaning: "long press an icon to rearrange apps",
                            equivalentElementID: firstItem),
            DeclaredGesture(kind: .pan, frame: layout.gridFrame, meaning: "drag an icon to reorder, make a folder or move it to the dock",
                            equivalentElementID: firstItem),
            DeclaredGesture(kind: .swipe, frame: layout.gridFrame, meaning: "swipe sideways to turn the page",
                            equivalentElementID: offersAccessibleDragAndDrop ? PageDots.elementID : Self.screenElementID),
        ]
    }
}
