/// A modal sheet over a screen: the screen behind is dimmed and takes no touches, VoiceOver sees
/// only the sheet (`accessibilityViewIsModal`, on a container that covers the dimmed screen too, as
/// UIKit's presentation covers the whole screen), and escape (the two-finger scrub) or a tap that
/// reaches the dimmed screen dismisses it. Taps on the sheet go to its components; a panel that
/// should not dismiss when tapped absorbs them (`Drawing(absorbsTouches:)`).
public struct ModalOverlay: Component {
    /// The screen behind the sheet.
    public var content: any Component
    /// The sheet's container node id.
    public var id: String
    /// What the sheet's container is to VoiceOver, and its label.
    public var type: ContainerType
    /// The container's label ("Utilities folder").
    public var label: SpeechText?
    /// False for a sheet that forgets to be modal (a broken twin): VoiceOver walks on into the
    /// screen behind it and escape does nothing; touches are still the sheet's. Such a sheet is a
    /// plain view over the screen: it is read where its frame begins, its elements by position.
    public var isModal: Bool
    /// The sheet itself.
    public var sheet: any Component
    /// Where the sheet goes inside the overlay's frame.
    public var sheetFrame: (Rect, Settings) -> Rect
    /// The colour laid over the screen behind the sheet; nil for a sheet that covers it all.
    public var dimming: Color?
    /// Escape, or a tap on the dimmed screen.
    public var onDismiss: AccessibilityHook

    /// `sheet` over `content`, placed by `sheetFrame`, dismissed by `onDismiss`.
    public init(_ content: any Component, id: String, type: ContainerType = .none, label: SpeechText? = nil, isModal: Bool = true,
                sheet: any Component,
                dimming: Color? = Color.black.withAlpha(0.4), sheetFrame: @escaping (Rect, Settings) -> Rect,
                onDismiss: @escaping AccessibilityHook) {
        self.content = content; self.id = id; self.type = type; self.label = label; self.isModal = isModal
        self.sheet = sheet; self.dimming = dimming
        self.sheetFrame = sheetFrame; self.onDismiss = onDismiss
    }

    /// The screen, the dimming over it, and the sheet in its modal container.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let sheetFrame = sheetFrame(frame, settings)
        // A modal sheet over a dimmed screen is presented as UIKit presents one: its modal view covers
        // the whole screen (the dimming included), so what it hides lies under it, not beside it.
        let coversScreen = isModal && dimming != nil
        var node = AccessibilityElement.container(id: id, frame: sheetFrame, type: type, label: label, children: [])
        if isModal {
            node.viewIsModal = true
            node.onEscape = onDismiss
        } else {
            node.sortsByOwnFrame = true
            node.childrenInExplicitOrder = false
        }
        return [PlacedComponent(content, in: frame),
                PlacedComponent(Dimming(color: dimming, onDismiss: onDismiss), in: frame),
                coversScreen
                    ? PlacedComponent(AccessibilityGroup(node: node, Absolute([PlacedComponent(sheet, in: sheetFrame.offsetBy(dx: -frame.minX, dy: -frame.minY))])),
                                      in: frame)
                    : PlacedComponent(AccessibilityGroup(node: node, sheet), in: sheetFrame)]
    }

    /// The dimmed screen behind the sheet: it swallows touches, and a tap on it dismisses the sheet.
    private struct Dimming: TakesTouchesInItsFrame {
        let color: Color?
        let onDismiss: AccessibilityHook

        func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
            if let color { list.fill(.rect(frame), color) }
        }

        /// Fingers on the dimmed screen go nowhere (the screen behind does not scroll).
        var tracksTouches: Bool { true }

        func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
            gesture.kind == .tap && onDismiss(context)
        }
    }
}
