/// Text in a text style: drawn wrapping within its frame at the current content size and weight,
/// and, when it has an id, exposed as one element whose frame is the text's (a `UILabel`).
public struct Label: Component {
    /// The element's id; nil draws the text without exposing it (its words belong to another element).
    public var id: String?
    public var text: String
    public var style: TextStyle
    public var weight: FontWeight
    public var color: Color
    public var alignment: TextAlignment
    public var traits: AccessibilityTraits

    public init(id: String?, _ text: String, style: TextStyle, weight: FontWeight? = nil, color: Color,
                alignment: TextAlignment = .leading, traits: AccessibilityTraits = .staticText) {
        self.id = id; self.text = text; self.style = style; self.weight = weight ?? style.defaultWeight
        self.color = color; self.alignment = alignment; self.traits = traits
    }

    private static let metrics = EstimatedTextMetrics()

    /// Height of the wrapped text, with a point to spare.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let size = settings.pointSize(style), weight = settings.weight(weight)
        let lines = proposal.width.isFinite ? Self.metrics.lineCount(of: text, size: size, weight: weight, width: proposal.width) : 1
        let width = proposal.width.isFinite ? proposal.width : Self.metrics.width(of: text, size: size, weight: weight)
        return Size(width: width, height: Double(lines) * Self.metrics.lineHeight(size: size) + 1)
    }

    public func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        list.text(TextRun(text, box: frame, size: settings.pointSize(style), weight: settings.weight(weight), color: color,
                          alignment: alignment, wraps: true, style: style))
    }

    public func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        guard let id else { return [] }
        return [AccessibilityElement(id: id, label: SpeechText(text), traits: traits, frame: frame)]
    }
}

/// Custom drawing of a fixed height (an illustration, a card's background), optionally exposed as
/// one element: the element is given as a template and gets its frame from the layout.
public struct Drawing: Component {
    public var height: Double
    public var element: AccessibilityElement?
    /// False for a picture of the world (a photo), which a right-to-left layout moves but does not
    /// flip, as a `UIImageView` keeps its image.
    public var mirrorsInRightToLeft: Bool
    /// True for a surface that takes touches and does nothing with them (a sheet's panel, as a plain
    /// `UIView` does), so they do not reach what lies behind it.
    public var absorbsTouches: Bool
    public var paint: (Rect, inout DisplayList, Settings, Int) -> Void

    public init(height: Double = 0, element: AccessibilityElement? = nil, mirrorsInRightToLeft: Bool = true,
                absorbsTouches: Bool = false,
                paint: @escaping (_ frame: Rect, _ list: inout DisplayList, _ settings: Settings, _ time: Int) -> Void) {
        self.height = height; self.element = element; self.mirrorsInRightToLeft = mirrorsInRightToLeft
        self.absorbsTouches = absorbsTouches; self.paint = paint
    }

    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { absorbsTouches && frame.contains(point) }

    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: proposal.width, height: height) }

    public func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        paint(frame, &list, settings, time)
    }

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
    public var id: String
    public var label: SpeechText?
    /// Stored, or computed on every read (a toggle's "1"/"0" after it is activated).
    public var value: Attribute<SpeechText?>
    public var traits: AccessibilityTraits
    public var shape: ((Rect) -> Path)?
    public var content: any Component
    public var action: AccessibilityHook

    public init(id: String, label: SpeechText?, value: Attribute<SpeechText?> = .stored(nil), traits: AccessibilityTraits = .button,
                shape: ((Rect) -> Path)? = nil, content: any Component, action: @escaping AccessibilityHook) {
        self.id = id; self.label = label; self.value = value; self.traits = traits; self.shape = shape
        self.content = content; self.action = action
    }

    public func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: id, label: label, traits: traits, frame: frame)
        element.$value = value
        element.path = shape?(frame)
        element.onActivate = action
        return [element]
    }

    /// The content's own elements are the button's words, not elements of their own.
    public func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                                      settings: Settings) -> [AccessibilityElement] { [] }

    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool {
        shape.map { $0(frame).contains(point) } ?? frame.contains(point)
    }

    public func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        gesture.kind == .tap && action(context)
    }
}

/// An accessibility container around a component: its elements become one node's children, read
/// in order (`accessibilityElements` of a `UIView` container), with the container's type, label,
/// modality, escape and scroll behaviour.
public struct AccessibilityGroup: ContentWrapper {
    /// The container node; its frame comes from the layout and its children from the content.
    public var node: AccessibilityElement
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


    public func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                                      settings: Settings) -> [AccessibilityElement] {
        var container = node
        container.frame = frame
        container.children = children
        return [container]
    }
}

/// The screen's background colour (the display list's background), with content in front of it.
public struct Background: ContentWrapper {
    public var color: Color
    public var content: any Component

    public init(_ color: Color, _ content: any Component) {
        self.color = color
        self.content = content
    }


    public func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) { list.background = color }
}
