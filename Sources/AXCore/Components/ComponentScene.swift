/// A screen built from components, as a `Scene`: the adapter between a composition and the engine,
/// trace, audit and window, which see an ordinary scene.
///
/// Subclasses build their screen in `body(settings:)` from the controls they keep (a control with
/// state lives as long as the scene) and the model they own; the adapter lays it out on every read,
/// so a changed model shows at once, and routes each input once: a touch to the component it began
/// on, a gesture or a drop to the components under it, front to back.
open class ComponentScene: Scene {
    public let id: String
    public let title: String
    public let device: Device

    /// The settings last applied (`declaredGestures` is not handed any).
    public private(set) var currentSettings = Settings.default
    /// The component each finger began on, kept until it lifts, as UIKit keeps a touch with its view.
    private var touchOwners: [Int: ComponentLayout.Node] = [:]
    /// The component that proposed the current drop, to perform it.
    private var dropTarget: ComponentLayout.Node?

    public init(id: String, title: String, device: Device = .phone) {
        self.id = id
        self.title = title
        self.device = device
    }

    /// The screen for `settings`; called on every read. The default is an empty screen.
    open func body(settings: Settings) -> any Component { Spacer() }

    /// The screen laid out for `settings` on the device's bounds.
    public func layout(_ settings: Settings) -> ComponentLayout {
        ComponentLayout(body(settings: settings), in: device.bounds, settings: settings)
    }

    // MARK: Scene

    open func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        layout(settings).draw(into: &list, time: time)
    }

    open func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        layout(settings).accessibilityElements()
    }

    open func touch(_ touch: SceneTouch, context: SceneContext) {
        if touch.phase == .began, touchOwners[touch.id] == nil,
           let hit = layout(context.settings).hits(at: touch.location).first(where: { $0.node.component.tracksTouches }) {
            touchOwners[touch.id] = hit.node
        }
        guard let owner = touchOwners[touch.id] else { return }
        var local = touch
        local.location = owner.toScene.inverted.apply(touch.location)
        owner.component.touch(local, in: owner.frame, context: context)
        if touch.phase == .ended || touch.phase == .cancelled { touchOwners[touch.id] = nil }
    }

    open func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        for hit in layout(context.settings).hits(at: gesture.location) {
            var local = gesture
            local.location = hit.point
            if hit.node.component.gesture(local, in: hit.node.frame, context: context) { return true }
        }
        return false
    }

    open var declaredGestures: [DeclaredGesture] { layout(currentSettings).declaredGestures }

    open var suppressions: [Suppression] { [] }

    /// The app's name VoiceOver speaks at launch; declared here so subclasses can override it
    /// (a protocol extension's default would otherwise be the only witness).
    open var appName: String? { nil }

    /// The title of the screen shown now, spoken after a screen change; overridable like `appName`.
    open var screenTitle: String? { nil }

    /// Records the settings; subclasses that override it call `super`.
    open func settingsDidChange(context: SceneContext) { currentSettings = context.settings }

    open func stateSnapshot() -> [(key: String, value: String)] { [] }

    // MARK: Drag and drop

    open func dragItem(at point: Point, context: SceneContext) -> DragItem? {
        for hit in layout(context.settings).hits(at: point) {
            if let item = hit.node.component.dragItem(at: hit.point, in: hit.node.frame, context: context) { return item }
        }
        return nil
    }

    open func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal {
        for hit in layout(context.settings).hits(at: point) {
            if let proposal = hit.node.component.dropProposal(for: item, at: hit.point, in: hit.node.frame, context: context) {
                dropTarget = hit.node
                return proposal
            }
        }
        dropTarget = nil
        return .forbidden
    }

    open func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool {
        _ = dropProposal(for: item, at: point, context: context)
        guard let target = dropTarget else { return false }
        dropTarget = nil
        return target.component.performDrop(of: item, at: target.toScene.inverted.apply(point), in: target.frame, context: context)
    }

    open func dragCancelled(_ item: DragItem, context: SceneContext) {
        dropTarget = nil
        for node in layout(context.settings).nodes { node.component.dragCancelled(item, context: context) }
    }
}
