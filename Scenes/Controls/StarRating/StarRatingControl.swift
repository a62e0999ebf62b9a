import AXCore
import Foundation

/// Five drawn stars set by tapping (or dragging across them), one adjustable element "Star rating"
/// whose value reads "No rating", "1 star", "n stars" (the Pre-Poster rating view of “What's New in Accessibility”, WWDC 2017, as the
/// talk fixed it). The one star rating of the catalog: the `star-rating` scene shows it large on a
/// card, Pre-Poster small in every post.
///
/// It lays its stars out from the leading edge of its frame; a right-to-left layout mirrors it
/// through the composition, so the first star is the rightmost there without the control knowing.
public final class StarRatingControl: Component {
    /// How the stars look and what touches do.
    public enum Style {
        /// Large stars on a card, with the value written under them; a finger dragging across the
        /// stars sets the rating, and the newest star pops (or, under Reduce Motion, fades a halo).
        case card
        /// A row of small stars inside a cell; only a tap on a star sets the rating.
        case inline
    }

    /// The adjustable element's id.
    public let id: String
    /// Card or inline: how the stars look and which touches set them.
    public let style: Style
    private(set) var rating: StarRating
    /// False for a broken twin: the stars are drawn and take touches, but expose no element, as the
    /// talk's audit found (VoiceOver can neither read the rating nor change it).
    public var isAccessible: Bool
    /// Actions offered on the element besides adjusting it (a cell's "Delete"; a container that offers
    /// one action on all its elements, as a Pre-Poster post does, sets them itself).
    public var customActions: [CustomAction] = []

    /// The finger setting the rating; other fingers are ignored until it lifts.
    private var trackingTouch: Int?
    /// When the rating last changed, for the short pop of the newest star.
    private var changedAt: Int?

    static let popDuration = 240

    /// A rating control whose element is `id`, starting at `stars` (0…5); `isAccessible: false` makes a broken twin with no element.
    public init(id: String, style: Style, stars: Int = 0, isAccessible: Bool = true) {
        self.id = id
        self.style = style
        self.rating = StarRating(stars: stars)
        self.isAccessible = isAccessible
    }

    /// The current rating, 0…5.
    public var stars: Int { rating.stars }

    /// Puts the rating back to `stars`, with no pop and no finger setting it (a scene putting its
    /// model back, `ModelRestoring`).
    public func restore(stars: Int) {
        rating = StarRating(stars: stars)
        trackingTouch = nil
        changedAt = nil
    }

    // MARK: Layout

    private var cellWidth: Double { style == .card ? 60 : 32 }
    private var rowHeight: Double { style == .card ? 56 : 44 }

    /// One line of the value text ("5 stars" is the longest).
    private func valueLineHeight(_ settings: Settings) -> Double {
        TextMeasure.height(of: "5 stars", size: settings.pointSize(.headline), weight: settings.weight(.semibold), width: .infinity)
    }

    /// The offered width; the height of the stars' row, plus the value text under a card's stars.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        switch style {
        case .card: return Size(width: proposal.width, height: 24 + rowHeight + 12 + valueLineHeight(settings) + 20)
        case .inline: return Size(width: cellWidth * Double(StarRating.maximum), height: rowHeight)
        }
    }

    /// The row of stars inside `frame`: centred near the top of the card, or the whole inline frame.
    func starRow(in frame: Rect) -> Rect {
        let width = cellWidth * Double(StarRating.maximum)
        switch style {
        case .card: return Rect(x: frame.midX - width / 2, y: frame.minY + 24, width: width, height: rowHeight)
        case .inline: return Rect(x: frame.minX, y: frame.minY, width: width, height: rowHeight)
        }
    }

    /// Centre of the star worth `index + 1`, counted from the leading edge.
    func starCenter(_ index: Int, in frame: Rect) -> Point {
        let row = starRow(in: frame)
        return Point(row.minX + (Double(index) + 0.5) * cellWidth, row.midY)
    }

    /// The rating a finger at `x` asks for: the star under it and every star before it; 0 before the first.
    func rating(atX x: Double, in frame: Rect) -> Int {
        let along = x - starRow(in: frame).minX
        guard along > 0 else { return 0 }
        return min(StarRating.maximum, Int((along / cellWidth).rounded(.up)))
    }

    /// Where a touch may set the rating: the card's star row with some slop, or the inline stars.
    private func touchArea(in frame: Rect) -> Rect {
        style == .card ? starRow(in: frame).insetBy(dx: -12, dy: -16) : starRow(in: frame)
    }

    // MARK: Drawing

    /// The five stars, filled up to the rating, and a card's value text.
    public func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        switch style {
        case .card:
            palette.drawCard(frame, radius: 16, into: &list)
            for index in 0..<StarRating.maximum { drawCardStar(index, in: frame, into: &list, settings: settings, palette: palette, time: time) }
            let valueBox = Rect(x: frame.minX + 12, y: starRow(in: frame).maxY + 12, width: frame.width - 24, height: valueLineHeight(settings))
            list.text(TextRun(rating.spokenValue, box: valueBox, size: settings.pointSize(.headline), weight: settings.weight(.semibold),
                              color: palette.primaryText, alignment: .center, style: .headline))
        case .inline:
            // An empty star is an outline, a filled one solid, as iOS rating controls draw them: the
            // rating shows in shape as well as colour (WCAG 1.4.1), not grey star to gold alone.
            for index in 0..<StarRating.maximum {
                let shape = Path.star(center: starCenter(index, in: frame), outerRadius: 13, innerRadius: 5.8)
                if index < rating.stars {
                    list.fill(.path(shape, FillRule: .nonZero), .hex(0xF5A300))
                    list.stroke(.path(shape, FillRule: .nonZero), .hex(0xA86A00), width: 1.5)
                } else {
                    list.stroke(.path(shape, FillRule: .nonZero), palette.outline, width: 1.5)
                }
            }
        }
    }

    private func drawCardStar(_ index: Int, in frame: Rect, into list: inout DisplayList, settings: Settings,
                              palette: ControlPalette, time: Int) {
        let center = starCenter(index, in: frame)
        let filled = index < rating.stars
        let outer = 24.0, inner = 10.8
        let star = Path.star(center: center, outerRadius: outer, innerRadius: inner)
        let popping = filled && index == rating.stars - 1 && changedAt.map { time - $0 < Self.popDuration } == true
        let progress = popping ? Double(time - changedAt!) / Double(Self.popDuration) : 1

        func body(_ list: inout DisplayList) {
            // Soft drop shadow, then the body, then a lighter upper layer: a gradient faked with fills.
            list.fill(.path(star.applying(.translation(x: 0, y: 1.5)), FillRule: .nonZero), palette.tint(.black, alpha: 0.12, over: palette.card))
            if filled {
                list.fill(.path(star, FillRule: .nonZero), Color.hex(0xF5A300))
                let highlight = Path.star(center: Point(center.x, center.y - 2.5), outerRadius: outer * 0.72, innerRadius: inner * 0.72)
                list.fill(.path(highlight, FillRule: .nonZero), Color.hex(0xFFC933))
                list.stroke(.path(star, FillRule: .nonZero), settings.increaseContrast ? Color.hex(0x7A4A00) : Color.hex(0xA86A00),
                            width: palette.borderWidth + 0.5)
            } else {
                list.fill(.path(star, FillRule: .nonZero), Color.hex(0xF2F2F7))
                list.stroke(.path(star, FillRule: .nonZero), palette.outline, width: palette.borderWidth + 0.5)
            }
        }

        guard popping else { body(&list); return }
        if settings.reduceMotion {
            // Reduce Motion: the newest star does not grow; a halo fades out instead.
            list.animating(.fade) { list in
                list.withOpacity(1 - progress) { list in
                    list.fill(.ellipse(Rect(x: center.x - 29, y: center.y - 29, width: 58, height: 58)), Color.hex(0xFFC933).withAlpha(0.35))
                }
            }
            body(&list)
        } else {
            let scale = 1 + 0.22 * sin(Double.pi * progress)
            list.animating(.scale) { list in
                list.withTransform(.about(center, .scale(scale))) { list in body(&list) }
            }
        }
    }

    // MARK: Accessibility

    /// The adjustable element: the card, or the inline stars. Its value is read on every access,
    /// so VoiceOver speaks the new value right after an adjustment.
    public func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        guard isAccessible else { return [] }
        var element = AccessibilityElement(id: id, label: "Star rating", traits: .adjustable, frame: frame)
        element.$value = .computed { [unowned self] in SpeechText(self.rating.spokenValue) }
        element.onIncrement = { [unowned self] context in self.adjust(context) { $0.increment() } }
        element.onDecrement = { [unowned self] context in self.adjust(context) { $0.decrement() } }
        element.customActions = customActions
        return [element]
    }

    private func adjust(_ context: SceneContext, _ change: (inout StarRating) -> Bool) -> Bool {
        guard change(&rating) else { return false }
        changedAt = context.now
        return true
    }

    /// Sets the rating (clamped to 0…5), as a finger would; true if it changed.
    @discardableResult
    public func set(_ stars: Int, _ context: SceneContext) -> Bool { adjust(context) { $0.set(stars) } }

    // MARK: Touch

    /// Touches on the stars' row belong to the control.
    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { touchArea(in: frame).contains(point) }

    /// The card's stars follow a finger dragging across them; inline stars leave drags to the list.
    public var tracksTouches: Bool { style == .card }

    /// The first finger down sets the rating from where it is and, on a card, keeps setting it as it moves.
    public func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) {
        switch touch.phase {
        case .began:
            guard trackingTouch == nil else { return }
            trackingTouch = touch.id
            set(rating(atX: touch.location.x, in: frame), context)
        case .moved, .ended:
            guard trackingTouch == touch.id else { return }
            set(rating(atX: touch.location.x, in: frame), context)
            if touch.phase == .ended { trackingTouch = nil }
        case .cancelled:
            if trackingTouch == touch.id { trackingTouch = nil }
        }
    }

    /// A tap sets the rating the touch path would. The card always uses it (its touches may already
    /// have set the rating); inline stars use it when the rating changed.
    public func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        guard gesture.kind == .tap, gesture.fingers == 1 else { return false }
        let changed = set(rating(atX: gesture.location.x, in: frame), context)
        return style == .card || changed
    }

    /// Dragging across a card's stars or tapping an inline star, whose accessible equivalent is the
    /// adjustable element (none for the broken twin).
    public func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        let equivalent = isAccessible ? id : nil
        switch style {
        case .card:
            return [DeclaredGesture(kind: .pan, frame: touchArea(in: frame), meaning: "drag across the stars to set the rating",
                                    equivalentElementID: equivalent)]
        case .inline:
            return [DeclaredGesture(kind: .tap, frame: touchArea(in: frame), meaning: "tap a star to rate the post",
                                    equivalentElementID: equivalent)]
        }
    }
}
