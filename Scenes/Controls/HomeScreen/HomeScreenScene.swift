import AXCore
import Foundation

/// A phone home screen: pages of drawn app icons with names, page dots and a dock. A long press
/// enters edit mode, where icons wiggle (not under Reduce Motion) and can be dragged: dropped beside
/// another icon to reorder, on its centre to make a folder, into the dock, or at the screen edge
/// (or on the page dots) to move to the neighbouring page. A horizontal swipe turns the page; a tap
/// opens an app (recorded) or a folder (HomeScreenScene+OpenFolder).
///
/// Exemplary (“What's New in Accessibility”, WWDC 2017): every icon offers the drag source "Drag Mail" and the drop points "Drop left
/// of Mail", "Create folder with Mail" and "Drop right of Mail"; folders are containers of their
/// apps; a three-finger swipe turns the page and posts "Page n of m". Broken (`home-screen-broken`):
/// no descriptors and no accessibility scroll, so only a finger can rearrange or turn pages.
/// Both paths end in `performDrop`, so the same drag gives the same arrangement either way.
public final class HomeScreenScene: Scene {
    public let isBroken: Bool
    public var id: String { isBroken ? "home-screen-broken" : "home-screen" }
    public var title: String { isBroken ? "Home screen (broken)" : "Home screen" }
    public let device = Device.phone

    public static let screenElementID = "home-screen"
    public static let pageElementID = "home-page"
    public static let pageControlElementID = "home-page-control"
    public static let dockElementID = "home-dock"
    public static let doneElementID = "home-done"
    /// How long a finger must rest on an icon before it lifts (and edit mode starts).
    public static let longPressDelay = 500
    /// Movement that turns a press into a swipe or a drag.
    static let slop = 10.0
    /// Horizontal travel that turns the page.
    static let swipeDistance = 50.0

    /// A finger that went down on the screen and has not lifted.
    private struct Press {
        var touchID: Int
        var start: Point
        var itemID: String?
        var moved: Bool
        /// Identifies this press to its long-press timer, which may fire after another press began.
        var token: Int
    }

    /// An icon being dragged by a finger.
    private struct FingerDrag {
        var touchID: Int
        var item: DragItem
        var location: Point
    }

    private(set) var model = HomeScreenModel.initial
    /// The visible page, 0-based.
    private(set) var page = 0
    private(set) var isEditing = false
    /// The app last opened by a tap.
    var lastOpened: String?
    /// The folder shown open over the home screen (HomeScreenScene+OpenFolder).
    var openFolderID: String?
    private var press: Press?
    private var fingerDrag: FingerDrag?
    private var pressCount = 0
    private var settings = Settings.default

    public init(broken: Bool = false) { isBroken = broken }

    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "home-screen", tab: "Controls", title: "Home screen",
                         sourcePath: "Scenes/Controls/HomeScreen/HomeScreenScene.swift", make: { HomeScreenScene() }),
         SceneDescriptor(id: "home-screen-broken", tab: "Controls", title: "Home screen (broken)",
                         sourcePath: "Scenes/Controls/HomeScreen/HomeScreenScene.swift", make: { HomeScreenScene(broken: true) })]
    }

    private func layout(_ settings: Settings) -> HomeScreenLayout { HomeScreenLayout(settings: settings, size: device.size) }

    /// "Page 2 of 3", as page dots and accessibility scrolls say it.
    var pageText: String { "Page \(page + 1) of \(model.pages.count)" }

    /// The ids on the visible page, in order (tests and the inspector compare arrangements with it).
    public var visiblePageOrder: [String] { model.items(in: .page(page)).map(\.id) }
    public var arrangement: String { model.orderDescription }
    public var currentPage: Int { page }
    public var pageCount: Int { model.pages.count }
    public var editing: Bool { isEditing }

    // MARK: Drawing

    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        let layout = self.layout(settings)
        drawWallpaper(into: &list, settings: settings)
        let draggedID = fingerDrag?.item.id
        let hoverTarget = fingerDrag.flatMap { layout.dropTarget(at: $0.location, model: model, page: page) }
        for area in [HomeArea.page(page), .dock] {
            if area == .dock { drawDock(into: &list, layout: layout, settings: settings) }
            let items = model.items(in: area)
            for (index, item) in items.enumerated() where item.id != draggedID {
                let cell = layout.cell(in: area, index: index, count: items.count)
                let icon = layout.icon(in: cell, area: area)
                if hoverTarget == .folder(item.id) {
                    // Hovering over an icon's centre: the folder about to be made shows as a halo.
                    list.fill(.roundedRect(icon.insetBy(dx: -7, dy: -7), radius: 18),
                              settings.reduceTransparency ? Color.hex("#6B6F8C") : Color.white.withAlpha(0.35))
                }
                drawWiggling(index: index, around: icon.center, settings: settings, time: time, into: &list) { list in
                    drawItem(item, icon: icon, settings: settings, into: &list)
                    if area != .dock { drawLabel(item.name, in: layout.labelBox(in: cell), layout: layout, settings: settings, into: &list) }
                }
            }
            if area == .page(page) { drawPageDots(into: &list, layout: layout, settings: settings) }
        }
        if isEditing { drawDoneButton(into: &list, layout: layout, settings: settings) }
        drawOpenFolder(into: &list, settings: settings, home: layout)
        if let fingerDrag, let item = model.item(id: fingerDrag.item.id) {
            // The lifted icon floats under the finger, slightly larger, over a soft shadow.
            let size = HomeScreenLayout.iconSize * 1.15
            let icon = Rect(x: fingerDrag.location.x - size / 2, y: fingerDrag.location.y - size / 2, width: size, height: size)
            list.fill(.roundedRect(icon.offsetBy(dx: 0, dy: 6), radius: size * 0.225),
                      settings.reduceTransparency ? Color.hex("#101426") : Color.black.withAlpha(0.3))
            drawItem(item, icon: icon, settings: settings, into: &list)
        }
    }

    private func drawWallpaper(into list: inout DisplayList, settings: Settings) {
        let top = Color.hex(settings.increaseContrast ? "#0E1830" : "#1B2A4A")
        let bottom = Color.hex(settings.increaseContrast ? "#221640" : "#3A2A6A")
        list.background = top
        let bands = 16
        let height = device.size.height / Double(bands)
        for band in 0..<bands {
            let color = top.mixed(with: bottom, amount: Double(band) / Double(bands - 1))
            list.fill(.rect(Rect(x: 0, y: Double(band) * height, width: device.size.width, height: height + 1)), color)
        }
        guard !settings.reduceTransparency else { return }
        // Soft light blobs: six concentric translucent discs fake a blur. Each ring between two discs is
        // filled once with what the discs stack up to there (1 − (1 − 0.045)^n for n discs), the same
        // picture as stacking them at a sixth of the blending. Reduce Transparency leaves the plain gradient.
        let rings = 6, layerAlpha = 0.045
        for (center, radius, hex) in [(Point(70, 260), 190.0, "#7A6AE0"), (Point(330, 560), 170.0, "#3FA7D6")] {
            func disc(_ ring: Int) -> Path {
                let r = radius * (1 - Double(ring) * 0.14)
                return .ellipse(in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
            }
            for ring in 0..<rings {
                var band = disc(ring)
                if ring + 1 < rings { band.append(disc(ring + 1)) }
                let alpha = 1 - pow(1 - layerAlpha, Double(ring + 1))
                list.fill(.path(band, FillRule: .evenOdd), Color.hex(hex).withAlpha(alpha))
            }
        }
    }

    /// Edit mode's wiggle: a small time-based rotation, tagged as a spin, and none under Reduce Motion.
    private func drawWiggling(index: Int, around center: Point, settings: Settings, time: Int, into list: inout DisplayList,
                              _ body: (inout DisplayList) -> Void) {
        guard isEditing, !settings.reduceMotion else { body(&list); return }
        let phase = 2 * Double.pi * Double(time) / 280 + Double(index) * 1.7
        let angle = 0.035 * sin(phase)
        list.animating(.spin) { list in
            list.withTransform(.about(center, .rotation(angle))) { list in body(&list) }
        }
    }

    private func drawItem(_ item: HomeItem, icon: Rect, settings: Settings, into list: inout DisplayList) {
        switch item {
        case .app(let app):
            app.glyph.draw(in: icon, into: &list)
        case .folder(let folder):
            list.fill(.roundedRect(icon, radius: icon.width * 0.225),
                      settings.reduceTransparency ? Color.hex("#6B6F8C") : Color.white.withAlpha(0.3))
            if settings.increaseContrast { list.stroke(.roundedRect(icon, radius: icon.width * 0.225), .white, width: 1.5) }
            for (slot, app) in folder.apps.prefix(9).enumerated() {
                app.glyph.draw(in: Self.miniIcon(slot, in: icon), into: &list)
            }
        }
    }

    /// Slot `slot` of a folder tile's 3×3 preview.
    static func miniIcon(_ slot: Int, in icon: Rect) -> Rect {
        let mini = icon.width * 0.24, gap = (icon.width - 3 * mini) / 4
        return Rect(x: icon.minX + gap + Double(slot % 3) * (mini + gap), y: icon.minY + gap + Double(slot / 3) * (mini + gap),
                    width: mini, height: mini)
    }

    private func drawLabel(_ name: String, in box: Rect, layout: HomeScreenLayout, settings: Settings, into list: inout DisplayList) {
        list.text(TextRun(name, box: box, size: layout.labelSize(.caption1), weight: settings.weight(.regular), color: .white,
                          alignment: .center, wraps: true, style: .caption1))
    }

    private func drawPageDots(into list: inout DisplayList, layout: HomeScreenLayout, settings: Settings) {
        let frame = layout.pageControlFrame
        let count = model.pages.count
        let spacing = 16.0
        let pill = Rect(x: frame.midX - Double(count) * spacing / 2 - 8, y: frame.midY - 12, width: Double(count) * spacing + 16, height: 24)
        list.fill(.roundedRect(pill, radius: 12), settings.reduceTransparency ? Color.hex("#2A2850") : Color.black.withAlpha(0.2))
        for index in 0..<count {
            let slot = settings.isRightToLeft ? count - 1 - index : index
            let center = Point(pill.minX + 8 + (Double(slot) + 0.5) * spacing, frame.midY)
            let dot = Rect(x: center.x - 4, y: center.y - 4, width: 8, height: 8)
            let inactive = settings.increaseContrast ? Color.hex("#B0B0C8") : Color.hex("#8A8AA8")
            list.fill(.ellipse(dot), index == page ? .white : inactive)
        }
    }

    private func drawDock(into list: inout DisplayList, layout: HomeScreenLayout, settings: Settings) {
        let frame = layout.dockFrame
        list.fill(.roundedRect(frame, radius: 32), settings.reduceTransparency ? Color.hex("#3A3F5C") : Color.white.withAlpha(0.2))
        if settings.increaseContrast { list.stroke(.roundedRect(frame, radius: 32), Color.white.withAlpha(0.8), width: 1.5) }
    }

    private func drawDoneButton(into list: inout DisplayList, layout: HomeScreenLayout, settings: Settings) {
        let frame = layout.doneFrame
        list.fill(.roundedRect(frame, radius: frame.height / 2), settings.reduceTransparency ? Color.hex("#4A4F70") : Color.white.withAlpha(0.25))
        list.text(TextRun("Done", box: frame, size: layout.labelSize(.body), weight: settings.weight(.semibold), color: .white,
                          alignment: .center, style: .body))
    }

    // MARK: Accessibility

    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        let layout = self.layout(settings)
        var nodes: [AccessibilityElement] = []
        if isEditing {
            var done = AccessibilityElement(id: Self.doneElementID, label: "Done", traits: .button, frame: layout.doneFrame)
            done.onActivate = { [unowned self] context in self.setEditing(false, context) }
            nodes.append(done)
        }
        let pageItems = model.items(in: .page(page))
        nodes.append(.container(id: Self.pageElementID, frame: layout.gridFrame, type: .semanticGroup, label: SpeechText(pageText),
                                children: pageItems.indices.map { itemNode(in: .page(page), index: $0, layout: layout) }))
        nodes.append(pageControl(layout))
        let dockItems = model.items(in: .dock)
        nodes.append(.container(id: Self.dockElementID, frame: layout.dockFrame, type: .semanticGroup, label: "Dock",
                                children: dockItems.indices.map { itemNode(in: .dock, index: $0, layout: layout) }))
        // The whole screen takes three-finger swipes, so they turn the page wherever focus is
        // (on an icon, the page dots or the dock), as on iOS.
        var screen = AccessibilityElement.container(id: Self.screenElementID, frame: device.bounds, children: nodes)
        if !isBroken {
            screen.onScroll = { [unowned self] direction, context in self.scroll(direction, context) }
        }
        // An open folder is a modal sibling: VoiceOver sees only it until it closes.
        return [screen] + [openFolderNode(settings)].compactMap { $0 }
    }

    private func itemNode(in area: HomeArea, index: Int, layout: HomeScreenLayout) -> AccessibilityElement {
        let items = model.items(in: area)
        let item = items[index]
        let cell = layout.cell(in: area, index: index, count: items.count)
        let icon = layout.icon(in: cell, area: area)
        var element = AccessibilityElement(id: item.id, label: SpeechText(item.spokenName), traits: .button, frame: cell)
        if case .folder(let folder) = item {
            element.value = SpeechText(folder.apps.count == 1 ? "1 app" : "\(folder.apps.count) apps")
            element.onActivate = { [unowned self] context in self.open(folder: folder.id, context) }
        }
        if !isBroken {
            let name = item.spokenName
            element.dragSources = [LocationDescriptor(name: "Drag \(name)", point: icon.center)]
            var centre = "Create folder with \(name)"
            if case .folder = item { centre = "Add to \(name)" }
            element.dropPoints = [LocationDescriptor(name: "Drop left of \(name)", point: Point(icon.minX + 4, icon.midY)),
                                  LocationDescriptor(name: centre, point: icon.center),
                                  LocationDescriptor(name: "Drop right of \(name)", point: Point(icon.maxX - 4, icon.midY))]
        }
        guard case .folder(let folder) = item else { return element }
        // A folder is a group: its tile, then the apps it holds, each at its preview square.
        let apps = folder.apps.enumerated().map { slot, app in
            AccessibilityElement(id: app.id, label: SpeechText(app.name), traits: .staticText,
                                 frame: slot < 9 ? Self.miniIcon(slot, in: icon) : icon)
        }
        return .container(id: folder.id + "-contents", frame: cell, type: .semanticGroup, label: SpeechText(item.spokenName),
                          children: [element] + apps)
    }

    private func pageControl(_ layout: HomeScreenLayout) -> AccessibilityElement {
        let frame = layout.pageControlFrame
        var control = AccessibilityElement(id: Self.pageControlElementID, label: "Page",
                                           traits: isBroken ? .staticText : .adjustable, frame: frame)
        control.$value = .computed { [unowned self] in SpeechText("\(self.page + 1) of \(self.model.pages.count)") }
        guard !isBroken else { return control }
        control.onIncrement = { [unowned self] context in self.turnPage(by: 1, context) }
        control.onDecrement = { [unowned self] context in self.turnPage(by: -1, context) }
        let rtl = layout.settings.isRightToLeft
        let trailing = Point(rtl ? frame.minX + 20 : frame.maxX - 20, frame.midY)
        let leading = Point(rtl ? frame.maxX - 20 : frame.minX + 20, frame.midY)
        control.dropPoints = [LocationDescriptor(name: "Move to next page", point: trailing)]
        if page > 0 { control.dropPoints.append(LocationDescriptor(name: "Move to previous page", point: leading)) }
        return control
    }

    /// Three-finger swipes: left shows the next page (right in a right-to-left layout); up and down
    /// are not handled.
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
    private func turnPage(by step: Int, _ context: SceneContext, notify: Bool = true) -> Bool {
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

    // MARK: Drag and drop

    public func dragItem(at point: Point, context: SceneContext) -> DragItem? {
        guard openFolderID == nil, let (area, index) = layout(context.settings).hit(point, model: model, page: page) else { return nil }
        let item = model.items(in: area)[index]
        return DragItem(id: item.id, name: item.spokenName)
    }

    public func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal {
        guard let target = layout(context.settings).dropTarget(at: point, model: model, page: page),
              model.canMove(item.id, to: target) else { return .forbidden }
        return DropProposal(.move, targetID: targetID(of: target), description: describe(target, context.settings))
    }

    public func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool {
        guard let target = layout(context.settings).dropTarget(at: point, model: model, page: page),
              let result = model.move(item.id, to: target) else { return false }
        if case .page(let landed) = result.area { page = landed }
        page = min(page, model.pages.count - 1)
        // Focus follows the dropped item (or the folder it went into).
        context.post(.layoutChanged(.element(model.items(in: result.area)[result.index].id)))
        return true
    }

    public func dragCancelled(_ item: DragItem, context: SceneContext) {
        if fingerDrag?.item == item { fingerDrag = nil }
    }

    private func targetID(of target: HomeDropTarget) -> String? {
        switch target {
        case .before(let id), .after(let id), .folder(let id): return id
        case .end(.dock): return Self.dockElementID
        case .end(.page): return Self.pageElementID
        }
    }

    /// Hover feedback in the descriptors' words.
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

    // MARK: Touch

    public func touch(_ touch: SceneTouch, context: SceneContext) {
        switch touch.phase {
        case .began: touchBegan(touch, context)
        case .moved: touchMoved(touch, context)
        case .ended: touchEnded(touch, context)
        case .cancelled:
            if let drag = fingerDrag, drag.touchID == touch.id { dragCancelled(drag.item, context: context) }
            if press?.touchID == touch.id { press = nil }
        }
    }

    private func touchBegan(_ touch: SceneTouch, _ context: SceneContext) {
        // One finger at a time rearranges or swipes; others are ignored until it lifts.
        guard press == nil, fingerDrag == nil else { return }
        pressCount += 1
        let token = pressCount
        // Over an open folder a finger only taps.
        let item = openFolderID == nil ? dragItem(at: touch.location, context: context) : nil
        press = Press(touchID: touch.id, start: touch.location, itemID: item?.id, moved: false, token: token)
        guard item != nil else { return }
        context.schedule(after: Self.longPressDelay) { [weak self] context in
            guard let self, let press = self.press, press.token == token, !press.moved else { return }
            // Held still: edit mode starts and the icon lifts under the finger.
            self.setEditing(true, context)
            self.lift(press, at: press.start, context)
        }
    }

    private func touchMoved(_ touch: SceneTouch, _ context: SceneContext) {
        if var drag = fingerDrag, drag.touchID == touch.id {
            drag.location = touch.location
            fingerDrag = drag
            return
        }
        guard var current = press, current.touchID == touch.id else { return }
        if !current.moved, current.start.distance(to: touch.location) > Self.slop {
            current.moved = true
            press = current
            // In edit mode an icon follows the finger at once.
            if isEditing, current.itemID != nil {
                lift(current, at: touch.location, context)
            }
        }
    }

    private func touchEnded(_ touch: SceneTouch, _ context: SceneContext) {
        if let drag = fingerDrag, drag.touchID == touch.id {
            fingerDrag = nil
            press = nil
            if !performDrop(of: drag.item, at: touch.location, context: context) { dragCancelled(drag.item, context: context) }
            return
        }
        guard let current = press, current.touchID == touch.id else { return }
        press = nil
        let dx = touch.location.x - current.start.x, dy = touch.location.y - current.start.y
        if current.moved {
            guard openFolderID == nil, abs(dx) > Self.swipeDistance, abs(dx) > abs(dy) else { return }
            // Swiping left shows the next page; mirrored for right-to-left layouts.
            let forward = context.settings.isRightToLeft ? dx > 0 : dx < 0
            turnPage(by: forward ? 1 : -1, context)
        } else {
            tap(at: touch.location, context)
        }
    }

    private func lift(_ press: Press, at location: Point, _ context: SceneContext) {
        guard fingerDrag == nil, let item = dragItem(at: press.start, context: context) else { return }
        fingerDrag = FingerDrag(touchID: press.touchID, item: item, location: location)
    }

    /// A tap opens an app or a folder; in edit mode, Done or a tap outside the icons ends editing.
    private func tap(at point: Point, _ context: SceneContext) {
        if openFolderID != nil { return tapInOpenFolder(at: point, context) }
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
    public func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        switch gesture.kind {
        case .longPress:
            guard openFolderID == nil, layout(context.settings).gridFrame.union(layout(context.settings).dockFrame).contains(gesture.location) else { return false }
            setEditing(true, context)
            return true
        case .tap where gesture.fingers == 1 && press == nil:
            tap(at: gesture.location, context)
            return true
        default:
            return false
        }
    }

    public var declaredGestures: [DeclaredGesture] {
        let layout = self.layout(settings)
        let firstItem = model.items(in: .page(page)).first?.id
        return [
            DeclaredGesture(kind: .longPress, frame: layout.gridFrame, meaning: "long press an icon to rearrange apps",
                            equivalentElementID: isBroken ? nil : firstItem),
            DeclaredGesture(kind: .pan, frame: layout.gridFrame, meaning: "drag an icon to reorder, make a folder or move it to the dock",
                            equivalentElementID: isBroken ? nil : firstItem),
            DeclaredGesture(kind: .swipe, frame: layout.gridFrame, meaning: "swipe sideways to turn the page",
                            equivalentElementID: isBroken ? nil : Self.pageControlElementID),
        ]
    }

    public func settingsDidChange(context: SceneContext) { settings = context.settings }

    public func stateSnapshot() -> [(key: String, value: String)] {
        [("page", String(page + 1)), ("pages", String(model.pages.count)), ("editing", String(isEditing)),
         ("order", model.orderDescription), ("lastOpened", lastOpened ?? "none"), ("openFolder", openFolderID ?? "none")]
    }
}
