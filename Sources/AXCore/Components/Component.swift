/// A piece of a screen that lays itself out in the rectangle it is given, draws, exposes its
/// accessibility elements and handles touches, gestures and drags: what a `UIView` subclass is to
/// UIKit. Components compose into screens (`Column`, `Row`, `Layers`, `ScrollArea`, `ModalOverlay`,
/// `Absolute`); a `ComponentScene` turns one into a `Scene`.
///
/// Every method works in *layout coordinates*: scene points as they are in a left-to-right layout.
/// The composition mirrors the result once for right-to-left layouts (drawing, element frames,
/// content paths, activation points, drag and drop points, declared gestures) and hands touches
/// back in layout coordinates, so a component never looks at the layout direction. Everything a
/// component derives from its frame (drawing, elements, hit-testing) comes from the same `frame`
/// argument, so the three cannot drift apart.
///
/// Value types suit components without state (text, stacks); a control that owns mutable state
/// (a rating, a finger being tracked) is a class, kept by its scene across layouts.
public protocol Component {
    /// The size this component needs when offered `proposal` (a width, and a height that may be
    /// `.infinity` in a scrolling column), for `settings` (content size, Bold Text, idiom).
    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size

    /// The components inside this one and where they go within `frame`, back to front.
    func children(in frame: Rect, settings: Settings) -> [PlacedComponent]

    /// Draws this component itself, under its children.
    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int)

    /// This component's own accessibility elements (a control's adjustable element, a label's text).
    /// Elements of its children follow them in order.
    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement]

    /// The elements of the children as this component presents them: as they are (the default),
    /// gathered in a container node (a list, a modal sheet with its escape, a scroll view that
    /// answers three-finger scrolls) or trimmed to what shows through a viewport.
    func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                               settings: Settings) -> [AccessibilityElement]

    /// The settings this component's children lay out, draw and behave under: the same as its own,
    /// or changed for the subtree (a `ContentSizeLimit` caps the text size).
    func settings(forChildren settings: Settings) -> Settings

    /// The rectangle the children's drawing is clipped to (a scroll view's viewport), nil for none.
    func childClip(in frame: Rect, settings: Settings) -> Rect?

    /// Whether right-to-left layouts mirror this component's content (UIKit's
    /// `semanticContentAttribute`): a piano keyboard keeps its low notes on the left.
    var mirrorsInRightToLeft: Bool { get }

    /// Whether touches at `point` belong to this component (UIKit's `point(inside:with:)` on an
    /// interactive view). Components that do not handle touches answer false.
    func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool

    /// Where `hitTest` may answer true for as long as this layout is used, in layout coordinates:
    /// `.nowhere`, `.within(rect)`, or `.anywhere` (the default) when the component cannot say. Never
    /// narrower than `hitTest`: hit-testing skips the components (and subtrees) whose regions miss
    /// the point without asking them, so a tap costs the same whatever lies behind what takes it.
    func hitRegion(in frame: Rect, settings: Settings) -> HitRegion

    /// Whether this component follows raw touches (a slider's thumb, a scroll view): a finger that
    /// begins on it is delivered here. A finger that begins on a component that does not track
    /// touches goes to the nearest ancestor that does (a tap-only control inside a scroll view).
    var tracksTouches: Bool { get }

    /// A raw touch that began on this component (hit-tested once by the composition); every later
    /// phase of the same finger comes here too, as UIKit keeps a touch with its view.
    func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext)

    /// A recognized gesture at a point on this component; true if it was used. Components under
    /// the point are asked front to back until one uses it.
    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool

    /// The touch-only gestures this component responds to, for validation (WCAG 2.5.7).
    func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture]

    /// UIDragInteraction: the item a drag starting at `point` would carry, or nil.
    func dragItem(at point: Point, in frame: Rect, context: SceneContext) -> DragItem?

    /// UIDropInteraction: what dropping `item` at `point` would do, or nil when this component is
    /// no drop target there (the composition then asks the one behind it).
    func dropProposal(for item: DragItem, at point: Point, in frame: Rect, context: SceneContext) -> DropProposal?

    /// Performs a drop this component proposed; true if the model changed.
    func performDrop(of item: DragItem, at point: Point, in frame: Rect, context: SceneContext) -> Bool

    /// A drag ended without a drop; every component hears it, so the source can put its item back.
    func dragCancelled(_ item: DragItem, context: SceneContext)

    /// Everything this component's subtree lays out and exposes from, besides its frame and the
    /// settings, when it can say (`Keyed` says so for the subtree it wraps): a `ComponentScene` then
    /// reuses the subtree laid out for an equal key, frame and settings. Nil, the default: laid out
    /// again with every layout.
    var layoutKey: AnyHashable? { get }
}

/// What a component that does not say otherwise does: fills what it is offered, has no children,
/// draws and exposes nothing, mirrors with the layout, and takes no input.
extension Component {
    /// Whatever it is offered.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { proposal }
    /// None.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] { [] }
    /// Nothing.
    public func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {}
    /// None.
    public func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] { [] }
    /// The children's elements as they are.
    public func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                                      settings: Settings) -> [AccessibilityElement] { children }
    /// The component's own settings.
    public func settings(forChildren settings: Settings) -> Settings { settings }
    /// No clip.
    public func childClip(in frame: Rect, settings: Settings) -> Rect? { nil }
    /// Mirrors.
    public var mirrorsInRightToLeft: Bool { true }
    /// Takes no touches.
    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { false }
    /// Cannot say (a component that overrides `hitTest` and not this is asked at every point).
    public func hitRegion(in frame: Rect, settings: Settings) -> HitRegion { .anywhere }
    /// Follows no fingers.
    public var tracksTouches: Bool { false }
    /// Ignores the touch.
    public func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) {}
    /// Uses no gesture.
    public func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool { false }
    /// None.
    public func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] { [] }
    /// Nothing to drag.
    public func dragItem(at point: Point, in frame: Rect, context: SceneContext) -> DragItem? { nil }
    /// Not a drop target.
    public func dropProposal(for item: DragItem, at point: Point, in frame: Rect, context: SceneContext) -> DropProposal? { nil }
    /// Nothing dropped.
    public func performDrop(of item: DragItem, at point: Point, in frame: Rect, context: SceneContext) -> Bool { false }
    /// Nothing to put back.
    public func dragCancelled(_ item: DragItem, context: SceneContext) {}
    /// None: laid out again with every layout.
    public var layoutKey: AnyHashable? { nil }
}

/// A child component and the frame its container gave it, in layout coordinates.
public struct PlacedComponent {
    /// The child.
    public var component: any Component
    /// Where its container placed it.
    public var frame: Rect

    /// `component` placed at `frame`.
    public init(_ component: any Component, in frame: Rect) {
        self.component = component
        self.frame = frame
    }
}

/// A component that takes no touches itself (a stack, a label, a group, a drawn picture); what it
/// holds may. Its `hitTest` is false and its `hitRegion` `.nowhere`, so hit-testing passes over it,
/// and over a subtree of it where none of its children may take the point: `Component`'s own
/// default region, `.anywhere`, made every tap walk every such subtree, since a component that
/// overrides `hitTest` alone must be asked everywhere. Conform only where `hitTest` is not overridden.
public protocol TakesNoTouches: Component {}

extension TakesNoTouches {
    /// Takes no touches.
    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { false }
    /// Nowhere, as `hitTest` answers.
    public func hitRegion(in frame: Rect, settings: Settings) -> HitRegion { .nowhere }
}

/// A component that takes every touch in its frame (a card, a sheet, a scroll view's viewport): its
/// `hitTest` is the frame and its `hitRegion` `.within` it, so hit-testing passes over it, and over
/// its subtree, wherever the point lies outside it and its children's regions.
public protocol TakesTouchesInItsFrame: Component {}

extension TakesTouchesInItsFrame {
    /// Inside the frame.
    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { frame.contains(point) }
    /// The frame, as `hitTest` answers.
    public func hitRegion(in frame: Rect, settings: Settings) -> HitRegion { .within(frame) }
}

/// A component around one other (a background, a group, a limit on text size): it fits its
/// content and gives it its whole frame, unless it says otherwise.
public protocol ContentWrapper: Component {
    /// The component inside.
    var content: any Component { get }
}

extension ContentWrapper {
    /// The content's size, under the settings the wrapper gives it.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        content.sizeThatFits(proposal, settings: self.settings(forChildren: settings))
    }

    /// The content, filling the wrapper's frame.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] { [PlacedComponent(content, in: frame)] }
}
