import AXCore

/// The photo editing app of WWDC 2023 "Build accessible apps with SwiftUI and UIKit" (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023):
/// a photo with a "Filter" switch and colour swatches, "Photos" and "Camera" toolbar buttons that
/// announce what they do, a zooming image, and small piano keys that play a tone for the photo.
///
/// Fixed (`photo-filter`), with the talk's new API: the Filter button carries the toggle trait
/// (value "1"/"0"); the camera's three announcements have default, low and high priority, so
/// "Camera loading" is never heard and "Camera active" cuts in; the zooming image has the
/// supports-zoom trait and zoom actions announcing "2x zoom"…; each key is a direct-touch element
/// with the silent-on-touch option; swatches have circular content shapes; the photo's value is a
/// block evaluated on every read, so it always says whether the photo is filtered.
///
/// Broken (`photo-filter-broken`), before the talk: the Filter is a plain button; all three camera
/// announcements have default priority (heard as "Open--camera--camera active"); no zoom action;
/// keys are plain buttons, so VoiceOver speaks over their tones; swatches have square frames; the
/// photo's value was stored once at load and goes stale when the filter changes.
public final class PhotoFilterScene: Scene {
    public let isBroken: Bool
    public var id: String { isBroken ? "photo-filter-broken" : "photo-filter" }
    public var title: String { isBroken ? "Photo Filter (broken)" : "Photo Filter" }
    public let device = Device.phone

    static let sourcePath = "Scenes/SeedApps/PhotoFilter/PhotoFilterScene.swift"

    /// Element ids, stable across settings and state.
    enum ElementID {
        static let photos = "photo-photos-button"
        static let title = "photo-title"
        static let camera = "photo-camera-button"
        static let photo = "photo-image"
        static let filter = "photo-filter-button"
        static let zoom = "photo-zooming-image"
        static let sheet = "photo-sheet"
        static let done = "photo-sheet-done"
        static let photosTitle = "photo-sheet-title"
        static func swatch(_ tint: TintColor) -> String { "photo-swatch-\(tint.key)" }
        static func key(_ note: Int) -> String { PianoKey(note: note, frame: .zero).elementID }
    }

    /// The camera's three announcements, as the talk posts them: the text, the priority the fix gives
    /// it, and how long after the button it is posted, before and after the fix. Fixed, the camera is
    /// active once "Opening camera" has been said ("Done. Opening camera--camera active."); broken,
    /// each cuts the one before ("Done. Open--camera--camera active.").
    static let cameraAnnouncements: [(text: String, priority: SpeechPriority, brokenDelay: Int, delay: Int)] = [
        ("Opening camera", .default, 300, 300),
        ("Camera loading", .low, 550, 550),
        ("Camera active", .high, 1000, 1150),
    ]
    /// When, after the Photos button, its announcement is posted: once the sheet's title has been heard.
    static let photosAnnouncementDelay = 450
    static let photosAnnouncement = "Loading photos view"
    /// How long the Photos sheet's thumbnails take to "load", and a tone lasts.
    static let photosLoadDuration = 900
    static let toneDuration = 600
    static let zoomRange = 1...4
    static let zoomAnimation = 200
    static let sheetFade = 200

    /// A sheet over the editor: the photo library or the camera.
    enum Sheet: String { case photos, camera }

    private(set) var filterOn = false
    private(set) var tint: TintColor?
    private(set) var zoomScale = 1
    private(set) var sheet: Sheet?
    private(set) var lastNote: Int?
    /// The notes under fingers that are down, by touch id.
    private(set) var fingers: [Int: Int] = [:]
    var sheetOpenedAt: Int?
    var zoomChange: (from: Int, at: Int)?
    /// The last key played and when, so the key lights up briefly.
    var struck: (note: Int, at: Int)?
    /// Broken: the photo's value as stored when the view loaded; nothing updates it afterwards.
    let valueStoredAtLoad: String
    var settings = Settings.default

    public init(broken: Bool = false) {
        isBroken = broken
        valueStoredAtLoad = Self.photoValue(filtered: false)
    }

    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "photo-filter", tab: "Seed apps", title: "Photo Filter",
                         sourcePath: sourcePath, make: { PhotoFilterScene() }),
         SceneDescriptor(id: "photo-filter-broken", tab: "Seed apps", title: "Photo Filter (broken)",
                         sourcePath: sourcePath, make: { PhotoFilterScene(broken: true) })]
    }

    static func photoValue(filtered: Bool) -> String { filtered ? "Filtered" : "Not filtered" }

    public var isFiltered: Bool { filterOn }
    public var tintName: String? { tint?.name }
    public var zoom: Int { zoomScale }
    public var presentedSheet: String? { sheet?.rawValue }

    func layout(_ settings: Settings) -> PhotoFilterLayout { PhotoFilterLayout(settings: settings, size: device.size) }

    // MARK: Model changes (shared by touch and VoiceOver)

    func toggleFilter() { filterOn.toggle() }

    /// Selects a swatch; selecting the current one again removes the tint.
    func choose(_ color: TintColor) { tint = tint == color ? nil : color }

    func setZoom(_ scale: Int, _ context: SceneContext) -> Bool {
        guard Self.zoomRange.contains(scale), scale != zoomScale else { return false }
        zoomChange = (zoomScale, context.now)
        zoomScale = scale
        return true
    }

    /// Zoom by one step and say the new scale, as the talk's zoom actions do.
    func zoomStep(_ step: Int, _ context: SceneContext) -> Bool {
        guard setZoom(zoomScale + step, context) else { return false }
        context.post(.announcement(SpeechText("\(zoomScale)x zoom")))
        return true
    }

    /// The Photos toolbar button: the library sheet, then "Loading photos view".
    func showPhotos(_ context: SceneContext) -> Bool {
        guard sheet == nil else { return false }
        present(.photos, context)
        context.post(.screenChanged(elementID: ElementID.photosTitle))
        context.schedule(after: Self.photosAnnouncementDelay) { [weak self] context in
            guard self?.sheet == .photos else { return }
            context.post(.announcement(SpeechText(Self.photosAnnouncement)))
        }
        return true
    }

    /// The Camera toolbar button: the camera sheet, then the three announcements spaced on the
    /// virtual clock. The offsets assume the engine's speech rate of 60 ms a character: "Done." of
    /// the focused button is heard, then each announcement arrives while the previous one speaks.
    func showCamera(_ context: SceneContext) -> Bool {
        guard sheet == nil else { return false }
        present(.camera, context)
        context.post(.screenChanged(elementID: ElementID.done))
        for announcement in Self.cameraAnnouncements {
            // Broken: every announcement has the default priority, so each cuts off the one before.
            let text = SpeechText(announcement.text, priority: isBroken ? nil : announcement.priority)
            context.schedule(after: isBroken ? announcement.brokenDelay : announcement.delay) { [weak self] context in
                guard self?.sheet == .camera else { return }
                context.post(.announcement(text))
            }
        }
        return true
    }

    private func present(_ newSheet: Sheet, _ context: SceneContext) {
        sheet = newSheet
        sheetOpenedAt = context.now
    }

    func dismissSheet() -> Bool {
        guard sheet != nil else { return false }
        sheet = nil
        sheetOpenedAt = nil
        return true
    }

    /// Whether the camera has finished starting (its last announcement is due).
    func cameraIsActive(at time: Int) -> Bool {
        guard sheet == .camera, let opened = sheetOpenedAt else { return false }
        return time - opened >= Self.cameraAnnouncements.last!.delay
    }

    func play(_ note: Int, _ context: SceneContext) {
        lastNote = note
        struck = (note, context.now)
        context.play(.tone(note: note, duration: Self.toneDuration))
    }

    // MARK: Touch (VoiceOver off, passed through, or inside a direct-touch key)

    public func touch(_ touch: SceneTouch, context: SceneContext) {
        guard sheet == nil else { return }
        let layout = self.layout(context.settings)
        switch touch.phase {
        case .began:
            guard let key = layout.keyIndex(at: touch.location) else { return }
            fingers[touch.id] = PhotoFilterLayout.keyNotes[key]
            play(PhotoFilterLayout.keyNotes[key], context)
        case .moved:
            // A finger sliding to another key plays it.
            guard let previous = fingers[touch.id], let key = layout.keyIndex(at: touch.location) else { return }
            let note = PhotoFilterLayout.keyNotes[key]
            if note != previous {
                fingers[touch.id] = note
                play(note, context)
            }
        case .ended, .cancelled:
            fingers.removeValue(forKey: touch.id)
        }
    }

    public func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        let layout = self.layout(context.settings)
        let p = gesture.location
        if let sheet {
            guard gesture.kind == .tap, layout.doneFrame(leading: sheet == .camera).contains(p) else { return false }
            return dismissSheet()
        }
        switch gesture.kind {
        case .pinch where layout.zoomFrame.contains(p):
            guard let amount = gesture.amount else { return false }
            return setZoom(zoomScale + (amount > 1 ? 1 : -1), context)
        case .tap:
            if layout.photosButtonFrame.contains(p) { return showPhotos(context) }
            if layout.cameraButtonFrame.contains(p) { return showCamera(context) }
            if layout.filterFrame.contains(p) { toggleFilter(); return true }
            if let index = layout.swatchCircles.firstIndex(where: { Path.ellipse(in: $0).contains(p) }) {
                choose(TintColor.all[index])
                return true
            }
            return false
        default:
            return false
        }
    }

    public var declaredGestures: [DeclaredGesture] {
        [DeclaredGesture(kind: .pinch, frame: layout(settings).zoomFrame, meaning: "pinch to zoom the image in and out",
                         equivalentElementID: isBroken ? nil : ElementID.zoom)]
    }

    public func settingsDidChange(context: SceneContext) { settings = context.settings }

    public func stateSnapshot() -> [(key: String, value: String)] {
        [("filter", filterOn ? "on" : "off"),
         ("tint", tint?.name ?? "none"),
         ("zoom", "\(zoomScale)x"),
         ("sheet", sheet?.rawValue ?? "none"),
         ("lastNote", lastNote.map { PianoKey(note: $0, frame: .zero).name } ?? "none")]
    }
}
