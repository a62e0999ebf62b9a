import Foundation

/// Text in a text style: drawn wrapping within its frame at the current content size and weight,
/// and, when it has an id, exposed as one element whose frame is the text's (a `UILabel`).
public struct Label: TakesNoTouches {
    /// The element's id; nil draws the text without exposing it (its words belong to another element).
    public var id: String?
    /// The words drawn and spoken.
    public var text: String
    /// The text style its size follows (Dynamic Type).
    public var style: TextStyle
    /// The weight before Bold Text.
    public var weight: FontWeight
    /// The text colour.
    public var color: Color
    /// Leading, centre or trailing (leading and trailing follow the layout direction).
    public var alignment: TextAlignment
    /// Static text by default; a header for a heading.
    public var traits: AccessibilityTraits

    /// Text `text` in `style`, exposed under `id` (nil: drawn only).
    public init(id: String?, _ text: String, style: TextStyle, weight: FontWeight? = nil, color: Color,
                alignment: TextAlignment = .leading, traits: AccessibilityTraits = .staticText) {
        self.id = id; self.text = text; self.style = style; self.weight = weight ?? style.defaultWeight
        self.color = color; self.alignment = alignment; self.traits = traits
    }

    /// The bundled font's room, so the label is as tall as the lines the renderer draws.
    private static let metrics = BundledFontMetrics()
    /// What this label measured, kept with it (and so with the layout that made it).
    private let measured = MeasuredSizes()

    /// Height of the wrapped text, with a point to spare: as many lines as the text needs at the
    /// offered width (the label grows, as a `UILabel` with `numberOfLines = 0` does). Text that fits
    /// on one line is as wide as it is drawn, as `UILabel.sizeThatFits(_:)` answers, so a row leaves
    /// the rest to its spacers and the controls after it; text that wraps takes the offered width.
    /// (A column still gives it the full width.)
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let size = settings.pointSize(style), weight = settings.weight(weight)
        return measured.size(width: proposal.width, pointSize: size, weight: weight) {
            // Measured as wrapping measures a line (word by word), so the width it answers holds the
            // text on the one line it is counted as.
            let natural = Self.metrics.lastLineWidth(of: text, size: size, weight: weight, width: .infinity).rounded(.up)
            guard proposal.width.isFinite, natural > proposal.width || text.contains(where: \.isNewline) else {
                return Size(width: natural, height: Self.metrics.lineHeight(size: size) + 1)
            }
            let lines = Self.metrics.lineCount(of: text, size: size, weight: weight, width: proposal.width)
            return Size(width: proposal.width, height: Double(lines) * Self.metrics.lineHeight(size: size) + 1)
        }
    }

    /// The text, wrapping within the frame.
    public func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        list.text(TextRun(text, box: frame, size: settings.pointSize(style), weight: settings.weight(weight), color: color,
                          alignment: alignment, wraps: true, style: style))
    }

    /// One element over the text, labelled with it, unless the id is nil.
    public func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        guard let id else { return [] }
        return [AccessibilityElement(id: id, label: SpeechText(text), traits: traits, frame: frame)]
    }
}

/// Custom drawing of a fixed height (an illustration, a card's background), optionally exposed as
/// one element: the element is given as a template and gets its frame from the layout.
public struct Drawing: Component {
    /// The height it asks of a column.
    public var height: Double
    /// The element exposed over the drawing (its frame is replaced by the layout's), or nil.
    public var element: AccessibilityElement?
    /// False for a picture of the world (a photo), which a right-to-left layout moves but does not
    /// flip, as a `UIImageView` keeps its image.
    public var mirrorsInRightToLeft: Bool
    /// True for a surface that takes touches and does nothing with them (a sheet's panel, as a plain
    /// `UIView` does), so they do not reach what lies behind it.
    public var absorbsTouches: Bool
    /// Draws into the frame, for the settings at a virtual time.
    public var paint: (Rect, inout DisplayList, Settings, Int) -> Void

    /// A drawing `height` points tall, optionally exposed as `element`.
    public init(height: Double = 0, element: AccessibilityElement? = nil, mirrorsInRightToLeft: Bool = true,
                absorbsTouches: Bool = false,
                paint: @escaping (_ frame: Rect, _ list: inout DisplayList, _ settings: Settings, _ time: Int) -> Void) {
        self.height = height; self.element = element; self.mirrorsInRightToLeft = mirrorsInRightToLeft
        self.absorbsTouches = absorbsTouches; self.paint = paint
    }

    /// Only a surface that absorbs touches takes them.
    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { absorbsTouches && frame.contains(point) }

    /// The frame when it absorbs touches, else nowhere.
    public func hitRegion(in frame: Rect, settings: Settings) -> HitRegion { absorbsTouches ? .within(frame) : .nowhere }

    /// The offered width, `height` tall.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: proposal.width, height: height) }

    /// Runs `paint`.
    public func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        paint(frame, &list, settings, time)
    }

    /// The element template with the layout's frame.
    public func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        guard var element else { return [] }
        element.frame = frame
        return [element]
    }
}

/// A button: its content drawn in its frame, one element with the button trait whose activation
/// runs the same action a tap does (so the two can never disagree). A content shape (a round
/// swatch's circle) is both where a finger hits it and the element's path.
public struct Button: ContentWrapper {
    /// The element's id.
    public var id: String
    /// What VoiceOver says it is.
    public var label: SpeechText?
    /// Stored, or computed on every read (a toggle's "1"/"0" after it is activated).
    public var value: Attribute<SpeechText?>
    /// `.button`, with more where the button is a toggle, selected, a back button…
    public var traits: AccessibilityTraits
    /// The content shape for a frame, or nil for the frame itself.
    public var shape: ((Rect) -> Path)?
    /// What the button looks like.
    public var content: any Component
    /// What a tap and VoiceOver's activation do.
    public var action: AccessibilityHook
    /// The names Voice Control accepts for it, preferred first (`accessibilityUserInputLabels`);
    /// empty: its label.
    public var userInputLabels: [String] = []

    /// A button `id` labelled `label`, drawn as `content`, running `action`.
    public init(id: String, label: SpeechText?, value: Attribute<SpeechText?> = .stored(nil), traits: AccessibilityTraits = .button,
                shape: ((Rect) -> Path)? = nil, content: any Component, action: @escaping AccessibilityHook) {
        self.id = id; self.label = label; self.value = value; self.traits = traits; self.shape = shape
        self.content = content; self.action = action
    }

    /// One element over the frame that activates with the action.
    public func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: id, label: label, traits: traits, frame: frame)
        element.$value = value
        element.path = shape?(frame)
        element.onActivate = action
        element.userInputLabels = userInputLabels
        return [element]
    }

    /// The content's own elements are the button's words, not elements of their own.
    public func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                                      settings: Settings) -> [AccessibilityElement] { [] }

    /// Inside the content shape, or the frame.
    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool {
        shape.map { $0(frame).contains(point) } ?? frame.contains(point)
    }

    /// The content shape's bounds, or the frame.
    public func hitRegion(in frame: Rect, settings: Settings) -> HitRegion { .within(shape.map { $0(frame).bounds } ?? frame) }

    /// A tap runs the action.
    public func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        gesture.kind == .tap && action(context)
    }
}

/// An accessibility container around a component: its elements become one node's children, read
/// in order (`accessibilityElements` of a `UIView` container), with the container's type, label,
/// modality, escape and scroll behaviour.
public struct AccessibilityGroup: ContentWrapper, TakesNoTouches {
    /// The container node; its frame comes from the layout and its children from the content.
    public var node: AccessibilityElement
    /// The component whose elements the group gathers.
    public var content: any Component

    /// A group named `id` whose children are read in the given order, or by position.
    public init(id: String, type: ContainerType = .none, label: SpeechText? = nil, explicitOrder: Bool = true,
                _ content: any Component) {
        node = .container(id: id, frame: .zero, type: type, label: label, explicitOrder: explicitOrder, children: [])
        self.content = content
    }

    /// A group from a prepared container node (modal, escape, scroll hooks set by the caller).
    public init(node: AccessibilityElement, _ content: any Component) {
        self.node = node
        self.content = content
    }


    /// The node, with the layout's frame and the content's elements as its children.
    public func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                                      settings: Settings) -> [AccessibilityElement] {
        var container = node
        container.frame = frame
        container.children = children
        return [container]
    }
}

/// The screen's background colour (the display list's background), with content in front of it.
public struct Background: ContentWrapper, TakesNoTouches {
    /// The background colour.
    public var color: Color
    /// What stands in front of it.
    public var content: any Component

    /// `content` over a `color` background.
    public init(_ color: Color, _ content: any Component) {
        self.color = color
        self.content = content
    }


    /// Sets the display list's background.
    public func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) { list.background = color }
}

/// The sizes one text measured, by offered width, point size and weight: a column measures its
/// items when it sizes itself and again when it places them (a row twice more), and text is the
/// expensive part, so each is measured once. Kept by the label value (so by the layout that made
/// it); locked, because a label is a value its author may share between threads (a `static let`
/// read by tests running in parallel).
final class MeasuredSizes: @unchecked Sendable {
    private var entries: [(width: Double, pointSize: Double, weight: FontWeight, size: Size)] = []
    private let lock = NSLock()
    /// A label is offered few widths; past this many the oldest go.
    private static let capacity = 8

    /// The size measured for these inputs, measured now if it was not yet.
    func size(width: Double, pointSize: Double, weight: FontWeight, measure: () -> Size) -> Size {
        lock.lock()
        defer { lock.unlock() }
        if let hit = entries.first(where: { $0.width == width && $0.pointSize == pointSize && $0.weight == weight }) {
            return hit.size
        }
        let size = measure()
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append((width, pointSize, weight, size))
        return size
    }
}
