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
public final class ExceptionalDogsScene: Scene {
    public let isBroken: Bool
    public var id: String { isBroken ? "exceptional-dogs-broken" : "exceptional-dogs" }
    public var title: String { isBroken ? "Exceptional Dogs (broken)" : "Exceptional Dogs" }
    public let appName: String? = "Exceptional Dogs"
    public let device = Device.phone

    static let sourcePath = "Scenes/SeedApps/ExceptionalDogs/ExceptionalDogsScene.swift"
    /// How long the carousel takes to move one card, and the gallery to appear.
    static let scrollDuration = 350
    static let galleryDuration = 250

    /// Element ids, stable across dogs and settings.
    enum ElementID {
        static let title = "dogs-title"
        static let carouselContainer = "dogs-carousel-container"
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
    var settings = Settings.default

    public init(broken: Bool = false) { isBroken = broken }

    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "exceptional-dogs", tab: "Seed apps", title: "Exceptional Dogs",
                         sourcePath: sourcePath, make: { ExceptionalDogsScene() }),
         SceneDescriptor(id: "exceptional-dogs-broken", tab: "Seed apps", title: "Exceptional Dogs (broken)",
                         sourcePath: sourcePath, make: { ExceptionalDogsScene(broken: true) })]
    }

    var dog: Dog { Dog.all[index] }
    public var dogName: String { dog.name }
    public var isFavorite: Bool { favorites.contains(dog.key) }

    func layout(_ settings: Settings) -> ExceptionalDogsLayout {
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

    // MARK: Touch (VoiceOver off, or passed through)

    public func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        let layout = self.layout(context.settings)
        if galleryOpen {
            // The overlay covers the screen: only its close button reacts.
            guard gesture.kind == .tap, layout.galleryCloseFrame.insetBy(dx: -6, dy: -6).contains(gesture.location) else { return gesture.kind == .tap }
            return closeGallery()
        }
        switch gesture.kind {
        case .swipe where layout.carouselFrame.contains(gesture.location):
            // Swiping left brings the next card in (mirrored for right-to-left layouts).
            let forward = (gesture.direction == .left) != context.settings.isRightToLeft
            guard gesture.direction == .left || gesture.direction == .right else { return false }
            return scroll(by: forward ? 1 : -1, context)
        case .tap:
            let p = gesture.location
            if layout.favoriteFrame.contains(p) { toggleFavorite(); return true }
            if dog.hasGallery, layout.galleryButtonFrame.contains(p) { return openGallery(context) }
            if layout.mapButtonFrame.contains(p) { contactShelter(.maps, context); return true }
            if layout.callButtonFrame.contains(p) { contactShelter(.call, context); return true }
            return false
        default:
            return false
        }
    }

    public var declaredGestures: [DeclaredGesture] {
        [DeclaredGesture(kind: .swipe, frame: layout(settings).carouselFrame,
                         meaning: "swipe left or right across the carousel to browse the dogs",
                         equivalentElementID: isBroken ? nil : ElementID.picker)]
    }

    public func settingsDidChange(context: SceneContext) { settings = context.settings }

    public func stateSnapshot() -> [(key: String, value: String)] {
        [("dog", dog.name),
         ("favorites", favorites.isEmpty ? "none" : Dog.all.filter { favorites.contains($0.key) }.map(\.name).joined(separator: " ")),
         ("gallery", galleryOpen ? "open" : "closed"),
         ("shelterAction", lastShelterAction.rawValue)]
    }
}
