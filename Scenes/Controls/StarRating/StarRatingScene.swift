import AXCore
import Foundation

/// Five drawn stars set by tapping or dragging across them (“What's New in Accessibility”, WWDC 2017's Pre-Poster rating view).
///
/// Exemplary: one adjustable element "Star rating" whose value reads "No rating", "1 star",
/// "n stars" and which VoiceOver users adjust by swiping up and down, so the touch-only drag has an
/// accessible equivalent. Broken (`star-rating-broken`): the stars are drawn but expose no element,
/// as the talk's audit found: VoiceOver cannot see the rating, let alone change it.
public final class StarRatingScene: Scene {
    public let isBroken: Bool
    public var id: String { isBroken ? "star-rating-broken" : "star-rating" }
    public var title: String { isBroken ? "Star rating (broken)" : "Star rating" }
    public let device = Device.phone

    public static let elementID = "star-rating"

    private(set) var rating = StarRating()
    /// The finger setting the rating; other fingers are ignored until it lifts.
    private var trackingTouch: Int?
    /// When the rating last changed, for the short "pop" of the newest star.
    private var changedAt: Int?
    private var settings = Settings.default

    static let starCount = StarRating.maximum
    static let cellWidth = 60.0
    static let popDuration = 240

    public init(broken: Bool = false) { isBroken = broken }

    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "star-rating", tab: "Controls", title: "Star rating",
                         sourcePath: "Scenes/Controls/StarRating/StarRatingScene.swift", make: { StarRatingScene() }),
         SceneDescriptor(id: "star-rating-broken", tab: "Controls", title: "Star rating (broken)",
                         sourcePath: "Scenes/Controls/StarRating/StarRatingScene.swift", make: { StarRatingScene(broken: true) })]
    }

    /// The current rating, 0…5.
    public var stars: Int { rating.stars }

    // MARK: Layout

    private func header(_ settings: Settings) -> SceneHeader {
        SceneHeader(idPrefix: id, title: "Rate this recipe",
                    caption: "Tap or drag across the stars to rate your lemon tart.",
                    width: device.size.width, settings: settings)
    }

    /// The photo of the dish; left out at accessibility text sizes, where the text needs the room.
    func illustration(_ settings: Settings) -> LemonTartIllustration? {
        guard !settings.contentSize.isAccessibilityCategory else { return nil }
        return LemonTartIllustration(frame: Rect(x: SceneHeader.margin, y: header(settings).bottom,
                                                 width: device.size.width - 2 * SceneHeader.margin, height: 190))
    }

    /// The card holding the stars and the value line: the adjustable element's frame.
    func cardFrame(_ settings: Settings) -> Rect {
        let valueHeight = valueLineHeight(settings)
        let top = illustration(settings).map { $0.frame.maxY + 20 } ?? header(settings).bottom
        return Rect(x: SceneHeader.margin, y: top,
                    width: device.size.width - 2 * SceneHeader.margin, height: 24 + 56 + 12 + valueHeight + 20)
    }

    /// One line of the value text ("3 stars" is the longest, and fits the card at every size).
    private func valueLineHeight(_ settings: Settings) -> Double {
        TextMeasure.height(of: "5 stars", size: settings.pointSize(.headline), weight: settings.weight(.semibold), width: .infinity)
    }

    func starRow(_ settings: Settings) -> Rect {
        let card = cardFrame(settings)
        let width = Self.cellWidth * Double(Self.starCount)
        return Rect(x: card.midX - width / 2, y: card.minY + 24, width: width, height: 56)
    }

    /// Centre of the star worth `index + 1`, mirrored for right-to-left layouts.
    func starCenter(_ index: Int, _ settings: Settings) -> Point {
        let row = starRow(settings)
        let slot = settings.isRightToLeft ? Self.starCount - 1 - index : index
        return Point(row.minX + (Double(slot) + 0.5) * Self.cellWidth, row.midY)
    }

    /// The rating a finger at `x` asks for: the star under it and every star before it; 0 before the first.
    func rating(atX x: Double, _ settings: Settings) -> Int {
        let row = starRow(settings)
        let along = settings.isRightToLeft ? row.maxX - x : x - row.minX
        guard along > 0 else { return 0 }
        return min(Self.starCount, Int((along / Self.cellWidth).rounded(.up)))
    }

    // MARK: Drawing

    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        list.background = palette.background
        let head = header(settings)
        head.draw(into: &list, palette: palette)
        illustration(settings)?.draw(into: &list, palette: palette)
        let card = cardFrame(settings)
        palette.drawCard(card, radius: 16, into: &list)
        for index in 0..<Self.starCount {
            drawStar(index, into: &list, settings: settings, palette: palette, time: time)
        }
        let valueBox = Rect(x: card.minX + 12, y: starRow(settings).maxY + 12, width: card.width - 24,
                            height: valueLineHeight(settings))
        list.text(TextRun(rating.spokenValue, box: valueBox, size: settings.pointSize(.headline),
                          weight: settings.weight(.semibold), color: palette.primaryText, alignment: .center,
                          style: .headline))
    }

    private func drawStar(_ index: Int, into list: inout DisplayList, settings: Settings, palette: ControlPalette, time: Int) {
        let center = starCenter(index, settings)
        let filled = index < rating.stars
        let outer = 24.0, inner = 10.8
        let star = Path.star(center: center, outerRadius: outer, innerRadius: inner)
        let popping = filled && index == rating.stars - 1 && changedAt.map { time - $0 < Self.popDuration } == true
        let progress = popping ? Double(time - changedAt!) / Double(Self.popDuration) : 1

        func body(_ list: inout DisplayList) {
            // Soft drop shadow, then the body, then a lighter upper layer: a gradient faked with fills.
            list.fill(.path(star.applying(.translation(x: 0, y: 1.5)), FillRule: .nonZero), palette.tint(.black, alpha: 0.12, over: palette.card))
            if filled {
                list.fill(.path(star, FillRule: .nonZero), Color.hex("#F5A300"))
                let highlight = Path.star(center: Point(center.x, center.y - 2.5), outerRadius: outer * 0.72, innerRadius: inner * 0.72)
                list.fill(.path(highlight, FillRule: .nonZero), Color.hex("#FFC933"))
                list.stroke(.path(star, FillRule: .nonZero), settings.increaseContrast ? Color.hex("#7A4A00") : Color.hex("#A86A00"),
                            width: palette.borderWidth + 0.5)
            } else {
                list.fill(.path(star, FillRule: .nonZero), Color.hex("#F2F2F7"))
                list.stroke(.path(star, FillRule: .nonZero), palette.outline, width: palette.borderWidth + 0.5)
            }
        }

        guard popping else { body(&list); return }
        if settings.reduceMotion {
            // Reduce Motion: the newest star does not grow; a halo fades out instead.
            list.animating(.fade) { list in
                list.withOpacity(1 - progress) { list in
                    list.fill(.ellipse(Rect(x: center.x - 29, y: center.y - 29, width: 58, height: 58)), Color.hex("#FFC933").withAlpha(0.35))
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

    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        var elements = header(settings).elements
        if let photo = illustration(settings) {
            elements.append(AccessibilityElement(id: "\(id)-photo", label: SpeechText(LemonTartIllustration.label),
                                                 traits: .image, frame: photo.frame))
        }
        guard !isBroken else { return elements }
        var stars = AccessibilityElement(id: Self.elementID, label: "Star rating", traits: .adjustable,
                                         frame: cardFrame(settings))
        // Read on every access, so VoiceOver speaks the new value right after an adjustment.
        stars.$value = .computed { [unowned self] in SpeechText(self.rating.spokenValue) }
        stars.onIncrement = { [unowned self] context in self.adjust(context) { $0.increment() } }
        stars.onDecrement = { [unowned self] context in self.adjust(context) { $0.decrement() } }
        elements.append(stars)
        return elements
    }

    private func adjust(_ context: SceneContext, _ change: (inout StarRating) -> Bool) -> Bool {
        guard change(&rating) else { return false }
        changedAt = context.now
        return true
    }

    // MARK: Touch

    /// Where a touch may start setting the rating: the star row with some slop above and below.
    private func touchArea(_ settings: Settings) -> Rect { starRow(settings).insetBy(dx: -12, dy: -16) }

    public func touch(_ touch: SceneTouch, context: SceneContext) {
        let settings = context.settings
        switch touch.phase {
        case .began:
            guard trackingTouch == nil, touchArea(settings).contains(touch.location) else { return }
            trackingTouch = touch.id
            setRating(rating(atX: touch.location.x, settings), context)
        case .moved:
            guard trackingTouch == touch.id else { return }
            setRating(rating(atX: touch.location.x, settings), context)
        case .ended:
            guard trackingTouch == touch.id else { return }
            setRating(rating(atX: touch.location.x, settings), context)
            trackingTouch = nil
        case .cancelled:
            if trackingTouch == touch.id { trackingTouch = nil }
        }
    }

    /// A tap recognized without raw touches sets the same rating the touch path would.
    public func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        guard gesture.kind == .tap, gesture.fingers == 1, touchArea(context.settings).contains(gesture.location) else { return false }
        setRating(rating(atX: gesture.location.x, context.settings), context)
        return true
    }

    private func setRating(_ value: Int, _ context: SceneContext) {
        if rating.set(value) { changedAt = context.now }
    }

    public var declaredGestures: [DeclaredGesture] {
        [DeclaredGesture(kind: .pan, frame: touchArea(settings), meaning: "drag across the stars to set the rating",
                         equivalentElementID: isBroken ? nil : Self.elementID)]
    }

    public func settingsDidChange(context: SceneContext) { settings = context.settings }

    public func stateSnapshot() -> [(key: String, value: String)] {
        [("rating", String(rating.stars))]
    }
}
