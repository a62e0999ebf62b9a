import AXCore

/// A recipe's star rating (the Pre-Poster rating view of “What's New in Accessibility”, WWDC 2017, on a screen of its own): a header, a
/// photo of the dish and the shared `StarRatingControl` on a card, set by tapping or dragging
/// across the stars.
///
/// Exemplary: one adjustable element "Star rating" whose value reads "No rating", "1 star",
/// "n stars" and which VoiceOver users adjust by swiping up and down, so the touch-only drag has an
/// accessible equivalent. Broken (`star-rating-broken`): the same control with `isAccessible` off,
/// as the talk's audit found: the stars are drawn but VoiceOver cannot see the rating, let alone
/// change it.
public final class StarRatingScene: ComponentScene, ModelRestoring {
    /// Whether this is the broken twin (`star-rating-broken`), whose stars expose no element.
    public let isBroken: Bool
    /// The id of the adjustable rating element.
    public static let elementID = "star-rating"
    /// The rating control, kept across layouts: it owns the rating and the finger setting it.
    public let control: StarRatingControl

    /// A fresh recipe screen with no rating; `broken` makes the twin whose stars VoiceOver cannot see.
    public init(broken: Bool = false) {
        isBroken = broken
        control = StarRatingControl(id: Self.elementID, style: .card, isAccessible: !broken)
        super.init(id: broken ? "star-rating-broken" : "star-rating", title: broken ? "Star rating (broken)" : "Star rating")
    }

    /// The catalog entries for `star-rating` and `star-rating-broken`.
    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "star-rating", tab: "Controls", title: "Star rating",
                         sourcePath: "Scenes/Controls/StarRating/StarRatingScene.swift", make: { StarRatingScene() }),
         SceneDescriptor(id: "star-rating-broken", tab: "Controls", title: "Star rating (broken)",
                         sourcePath: "Scenes/Controls/StarRating/StarRatingScene.swift", make: { StarRatingScene(broken: true) })]
    }

    /// The current rating, 0…5.
    public var stars: Int { control.stars }

    /// Header, photo (left out at accessibility text sizes, where the text needs the room) and the
    /// rating card.
    public override func body(settings: Settings) -> any Component {
        let palette = ControlPalette(settings: settings)
        var content: [any Component] = []
        if !settings.contentSize.isAccessibilityCategory {
            var photo = AccessibilityElement(id: "\(id)-photo", label: SpeechText(LemonTartIllustration.label), traits: .image, frame: .zero)
            // A photo keeps its colours under Smart Invert (docs/vision.md).
            photo.ignoresInvertColors = true
            content.append(Drawing(height: 190, element: photo, mirrorsInRightToLeft: false) { frame, list, _, _ in
                LemonTartIllustration(frame: frame).draw(into: &list, palette: palette)
            })
        }
        content.append(control)
        return Background(palette.background, Column([
            SceneHeader(idPrefix: id, title: "Rate this recipe", caption: "Tap or drag across the stars to rate your lemon tart."),
            Padding(leading: SceneHeader.margin, trailing: SceneHeader.margin, Column(spacing: 20, content)),
        ]))
    }

    /// The body reads nothing the snapshot does not show: the rating (the newest star's pop is
    /// drawn at a given time by the same control).
    public override var layoutFollowsState: Bool { true }

    /// The rating, as a value (`ModelRestoring`).
    public struct Model {
        fileprivate var stars: Int
    }

    /// The model as it is now.
    public func saveModel() -> Model { Model(stars: control.stars) }

    /// Puts a saved rating back, with no pop and no finger setting it.
    public func restoreModel(_ model: Model) { control.restore(stars: model.stars) }

    /// The rating, 0…5.
    public override func stateSnapshot() -> [(key: String, value: String)] {
        [("rating", String(control.stars))]
    }
}
