import AXCore

/// Exceptional Dogs, the adoption app audited in WWDC 2018 session 230 (“Deliver an Exceptional Accessibility Experience”, WWDC 2018 and Apple's Exceptional Dogs sample): a
/// carousel of dogs, favorite and gallery buttons, a stats view, the shelter with map and call
/// buttons, and a gallery overlay.
///
/// Fixed (`exceptional-dogs`), as rebuilt in the talk: an adjustable "Dog picker" replaces the
/// carousel (swipe up or down changes dog and posts layout changed); favorite and gallery follow it
/// for every dog; each stat is one "Breed, mixed" element; the shelter is one element with the
/// custom actions "Open address in Maps" and "Call"; the gallery is modal, opened with screen
/// changed and closed by its button or escape; Reduce Motion turns the carousel's slide into a fade.
///
/// Broken (`exceptional-dogs-broken`), as audited: every card is an element, so swiping walks the
/// whole carousel before the buttons; stat titles and values are separate elements laid out so the
/// reading order is titles first; the map and call buttons stand alone, without the shelter's
/// context; the gallery is not modal; the carousel slides and zooms even under Reduce Motion.
public final class ExceptionalDogsScene: ComponentScene, ModelRestoring {
    /// Whether this is the audited version (`exceptional-dogs-broken`) rather than the one rebuilt in the talk.
    public let isBroken: Bool
    /// Spoken when VoiceOver turns on, before the first element.
    public override var appName: String? { "Exceptional Dogs" }

    static let sourcePath = "Scenes/SeedApps/ExceptionalDogs/ExceptionalDogsScene.swift"
    /// How long the carousel takes to move one card, and the gallery to appear.
    static let scrollDuration = 350
    static let galleryDuration = 250

    /// Element ids, stable across dogs and settings.
    enum ElementID {
        static let carouselContainer = "dogs-carousel-container"
        /// The broken twin's carousel: the collection view holding the cards.
        static let carousel = "dogs-carousel"
        static let picker = "dogs-picker"
        static let favorite = "dogs-favorite"
        static let showGallery = "dogs-show-gallery"
        static let stats = "dogs-stats"
        static let shelter = "dogs-shelter"
        static let shelterName = "dogs-shelter-name"
        static let map = "dogs-shelter-map"
        static let call = "dogs-shelter-call"
        static let gallery = "dogs-gallery"
        static let galleryClose = "dogs-gallery-close"
        static func card(_ dog: Dog) -> String { "dogs-card-\(dog.key)" }
        static func stat(_ key: String) -> String { "dogs-stat-\(key)" }
        static func statTitle(_ key: String) -> String { "dogs-stat-\(key)-title" }
        static func statValue(_ key: String) -> String { "dogs-stat-\(key)-value" }
        static func statTitles(_ block: Int) -> String { "dogs-stats-titles-\(block + 1)" }
        static func statValues(_ block: Int) -> String { "dogs-stats-values-\(block + 1)" }
        static func picture(_ number: Int) -> String { "dogs-gallery-picture-\(number)" }
    }

    /// The custom action names the fixed shelter element offers, in the order the demo heard them.
    static let mapActionName = "Open address in Maps"
    static let callActionName = "Call"

    /// What the shelter buttons last did (the sandbox has no Maps or Phone app to switch to).
    enum ShelterAction: String { case none, maps, call }

    /// The dog the carousel shows.
    private(set) var index = 0
    private(set) var favorites: Set<String> = []
    private(set) var galleryOpen = false
    private(set) var lastShelterAction = ShelterAction.none
    /// The carousel's last move: the card it left and when (the gallery button fades from then too).
    var scrollStart: (from: Int, at: Int)?
    /// When the gallery opened, for its entrance animation.
    var galleryOpenedAt: Int?

    /// A fresh app on the first dog, with no favorites; `broken` makes the audited version.
    public init(broken: Bool = false) {
        isBroken = broken
        super.init(id: broken ? "exceptional-dogs-broken" : "exceptional-dogs",
                   title: broken ? "Exceptional Dogs (broken)" : "Exceptional Dogs")
    }

    /// The catalog entries for `exceptional-dogs` and `exceptional-dogs-broken`.
    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "exceptional-dogs", tab: "Seed apps", title: "Exceptional Dogs",
                         sourcePath: sourcePath, make: { ExceptionalDogsScene() }),
         SceneDescriptor(id: "exceptional-dogs-broken", tab: "Seed apps", title: "Exceptional Dogs (broken)",
                         sourcePath: sourcePath, make: { ExceptionalDogsScene(broken: true) })]
    }

    var dog: Dog { Dog.all[index] }
    /// The name of the dog the carousel shows.
    public var dogName: String { dog.name }
    /// Whether the dog shown is a favorite.
    public var isFavorite: Bool { favorites.contains(dog.key) }

    func dogsLayout(_ settings: Settings) -> ExceptionalDogsLayout {
        ExceptionalDogsLayout(dog: dog, settings: settings, size: device.size)
    }

    // MARK: Model changes (shared by touch, VoiceOver hooks and custom actions)

    /// Moves the carousel one dog forward or back; false at either end.
    @discardableResult
    func scroll(by step: Int, _ context: SceneContext) -> Bool {
        let target = index + step
        guard Dog.all.indices.contains(target) else { return false }
        scrollStart = (index, context.now)
        index = target
        return true
    }

    func toggleFavorite() {
        if favorites.contains(dog.key) { favorites.remove(dog.key) } else { favorites.insert(dog.key) }
    }

    func openGallery(_ context: SceneContext) -> Bool {
        guard dog.hasGallery, !galleryOpen else { return false }
        galleryOpen = true
        galleryOpenedAt = context.now
        return true
    }

    func closeGallery() -> Bool {
        guard galleryOpen else { return false }
        galleryOpen = false
        galleryOpenedAt = nil
        return true
    }

    func contactShelter(_ action: ShelterAction, _ context: SceneContext) {
        lastShelterAction = action
        // The sandbox has no Maps or Phone app: say what would happen instead of switching apps.
        let text = action == .maps ? "Opening \(Dog.shelterName) in Maps" : "Calling \(Dog.shelterName)"
        context.post(.announcement(SpeechText(text)))
    }

    /// Increment/decrement: scroll, then tell VoiceOver the stats below changed.
    func adjust(by step: Int, _ context: SceneContext) -> Bool {
        guard scroll(by: step, context) else { return false }
        context.post(.layoutChanged(.none))
        return true
    }

    /// VoiceOver's activation of Show gallery. Fixed: screen changed. Broken: focus lands on the
    /// first picture, but nothing tells VoiceOver the screen changed.
    func showGalleryFromAccessibility(_ context: SceneContext) -> Bool {
        guard openGallery(context) else { return false }
        context.post(isBroken ? .layoutChanged(.element(ElementID.picture(1))) : .screenChanged(elementID: nil))
        return true
    }

    /// Close or escape. Fixed: back to the button that opened the gallery. Broken: focus is left to
    /// fend for itself.
    func closeGalleryFromAccessibility(_ context: SceneContext) -> Bool {
        guard closeGallery() else { return false }
        context.post(isBroken ? .layoutChanged(.none) : .screenChanged(elementID: ElementID.showGallery))
        return true
    }

    /// 0…1 through the carousel's current move, nil when it is at rest.
    func scrollProgress(_ time: Int) -> (from: Int, progress: Double)? {
        guard let start = scrollStart else { return nil }
        let t = Double(time - start.at) / Double(Self.scrollDuration)
        guard t >= 0, t < 1 else { return nil }
        return (start.from, t)
    }

    /// The gallery button fades out for a dog without pictures and back in for one with them.
    func galleryButtonOpacity(_ time: Int) -> (opacity: Double, fading: Bool) {
        let target = dog.hasGallery ? 1.0 : 0.0
        guard let start = scrollStart else { return (target, false) }
        let t = Double(time - start.at) / Double(Self.galleryDuration)
        guard t >= 0, t < 1 else { return (target, false) }
        let previous = Dog.all[start.from].hasGallery ? 1.0 : 0.0
        return (previous + (target - previous) * t, previous != target)
    }

    // MARK: The screen

    /// The carousel with its favorite and gallery buttons (one container in the fixed app, so both
    /// buttons follow the picker), the stats and the shelter; the gallery over them. No title: the
    /// talk's app begins with its carousel ("At the top, I have a carousel"), so VoiceOver lands on
    /// the first dog ("VoiceOver on. Exceptional Dogs. Pinky.", the app's name then the element).
    public override func body(settings: Settings) -> any Component {
        let layout = dogsLayout(settings)
        let palette = ControlPalette(settings: settings)
        let favorite = Button(id: ElementID.favorite, label: "Favorite", value: .computed { [unowned self] in self.isFavorite ? "on" : "off" },
                              content: Drawing { [unowned self] frame, list, settings, _ in
            // A heart in a round button, filled when on.
            list.fill(.ellipse(frame), palette.card)
            list.stroke(.ellipse(frame), palette.outline, width: palette.borderWidth)
            let heart = DogCard.heartPath(in: frame.insetBy(dx: 11, dy: 12))
            if self.isFavorite {
                list.fill(.path(heart, FillRule: .nonZero), Color.hex(0xD62D50))
            } else {
                list.stroke(.path(heart, FillRule: .nonZero), Color.hex(0xB0243F), width: settings.boldText ? 2.6 : 1.8)
            }
        }, action: { [unowned self] _ in self.toggleFavorite(); return true })
        let carouselArea = layout.carouselFrame.union(layout.favoriteFrame).union(layout.galleryButtonFrame)
        func inArea(_ component: any Component, _ frame: Rect) -> PlacedComponent {
            PlacedComponent(component, in: frame.offsetBy(dx: -carouselArea.minX, dy: -carouselArea.minY))
        }
        let carouselParts = Absolute([inArea(DogCarousel(scene: self, layout: layout), layout.carouselFrame),
                                      inArea(favorite, layout.favoriteFrame), inArea(GalleryButton(scene: self), layout.galleryButtonFrame)])
        // Broken: no container, so the cards come before the buttons and each dog's buttons drift away.
        let carousel: any Component = isBroken ? carouselParts : AccessibilityGroup(id: ElementID.carouselContainer, carouselParts)
        let screen = Background(palette.background, Absolute([
            PlacedComponent(carousel, in: carouselArea),
            PlacedComponent(DogStats(layout: layout, pairsTitlesWithValues: !isBroken), in: layout.statsFrame),
            PlacedComponent(ShelterCard(layout: layout, offersActionsOnCard: !isBroken,
                                        contact: { [unowned self] in self.contactShelter($0, $1) }), in: layout.shelterFrame),
        ]))
        guard galleryOpen else { return screen }
        // Fixed, the gallery is modal and closes on escape; broken, it is a plain view over the
        // screen: read first, where it begins (Close, then the pictures), and then VoiceOver walks on
        // into the screen behind it from the carousel's first dog ("Picture three of Bro. Pinky. Layla.").
        return ModalOverlay(screen, id: ElementID.gallery, isModal: !isBroken, sheet: DogGallery(scene: self, layout: layout),
                            dimming: nil, sheetFrame: { frame, _ in frame },
                            onDismiss: { [unowned self] in self.closeGalleryFromAccessibility($0) })
    }

    /// The body reads nothing the snapshot does not show but when the carousel last moved and when
    /// the gallery opened, both read from the scene while drawing.
    public override var layoutFollowsState: Bool { true }

    /// Everything the app's behaviour depends on, as a value (`ModelRestoring`). It holds no
    /// reference to the scene or its controls, so a saved model keeps nothing alive.
    public struct Model {
        fileprivate var index: Int
        fileprivate var favorites: Set<String>
        fileprivate var galleryOpen: Bool
        fileprivate var lastShelterAction: ShelterAction
        fileprivate var scrollStart: (from: Int, at: Int)?
        fileprivate var galleryOpenedAt: Int?
    }

    /// The model as it is now.
    public func saveModel() -> Model {
        Model(index: index, favorites: favorites, galleryOpen: galleryOpen, lastShelterAction: lastShelterAction,
              scrollStart: scrollStart, galleryOpenedAt: galleryOpenedAt)
    }

    /// Puts a saved model back.
    public func restoreModel(_ model: Model) {
        index = model.index
        favorites = model.favorites
        galleryOpen = model.galleryOpen
        lastShelterAction = model.lastShelterAction
        scrollStart = model.scrollStart
        galleryOpenedAt = model.galleryOpenedAt
    }

    /// The dog shown, the favorites, whether the gallery is open and what the shelter buttons last did.
    public override func stateSnapshot() -> [(key: String, value: String)] {
        [("dog", dog.name),
         ("favorites", favorites.isEmpty ? "none" : Dog.all.filter { favorites.contains($0.key) }.map(\.name).joined(separator: " ")),
         ("gallery", galleryOpen ? "open" : "closed"),
         ("shelterAction", lastShelterAction.rawValue)]
    }
}
