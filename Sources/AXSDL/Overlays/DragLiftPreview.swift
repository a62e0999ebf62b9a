import AXCore
import AXEngine

/// The dragged item drawn under the finger, as iOS lifts a dragged view: a copy of what the scene
/// drew inside the dragged element's frame just before the drag began, a little larger, over a soft
/// shadow, keeping where the finger held it. Scenes then need not draw their own drag previews, and
/// a VoiceOver drag (whose preview sits on the drop point it was moved to) shows one too.
package struct DragLiftPreview {
    /// The dragged item, so a new drag takes a new copy.
    let itemID: String
    /// The scene as drawn before the lift.
    let source: DisplayList
    /// The dragged element's frame in that drawing.
    let frame: Rect
    /// Where the drag began (the finger's press or the drag source's point).
    let origin: Point

    static let liftScale = 1.08
    static let shadow = Color.black.withAlpha(0.28)

    /// The preview for `drag`, from the scene drawn before it began: the element the drag source
    /// belongs to, else the element under the point the drag began at; nil when there is none.
    package init?(drag: DragSession, order: NavigationOrder, sceneBeforeLift: DisplayList) {
        let frame = drag.sourceID.flatMap { id in order.index(of: id).map { order.entries[$0].frame } }
            ?? order.hitTest(drag.origin).map { order.entries[$0].frame }
        guard let frame, frame.width > 0, frame.height > 0 else { return nil }
        itemID = drag.item.id; source = sceneBeforeLift; self.frame = frame; origin = drag.origin
    }

    /// Draws the lifted copy with the finger at `location` (scene points).
    package func draw(at location: Point, into list: inout DisplayList) {
        let s = Self.liftScale
        // Moved with the finger and scaled around it, so the point held stays under the finger.
        let transform = AffineTransform.translation(x: -origin.x, y: -origin.y)
            .concatenating(.scale(s))
            .concatenating(.translation(x: location.x, y: location.y))
        let lifted = transform.apply(frame)
        let radius = min(12, min(lifted.width, lifted.height) / 4)
        list.fill(.roundedRect(lifted.offsetBy(dx: 0, dy: 8).insetBy(dx: 2, dy: 2), radius: radius), Self.shadow)
        list.withTransform(transform) { copy in
            copy.clipped(to: frame) { clip in
                clip.fill(.rect(frame), source.background)
                clip.append(contentsOf: source)
            }
        }
        list.stroke(.roundedRect(lifted, radius: radius), Color.white.withAlpha(0.7), width: 1)
    }
}
