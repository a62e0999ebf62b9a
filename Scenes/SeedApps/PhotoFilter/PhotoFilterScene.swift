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
///
/// Smart Invert (docs/vision.md): fixed, the photo and the zooming image ignore invert colours, so they
/// keep their colours; broken, they invert with the interface.
public final class PhotoFilterScene: ComponentScene, ModelRestoring {
    /// Whether this is the version before the talk (`photo-filter-broken`) rather than the one with its new API.
    public let isBroken: Bool

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
    static let toneDuration = PhotoKeys.toneDuration
    static let zoomRange = 1...4
    static let zoomAnimation = 200
    static let sheetFade = 200

    /// A sheet over the editor: the photo library or the camera.
    enum Sheet: String { case photos, camera }

    private(set) var filterOn = false
    private(set) var tint: TintColor?
    private(set) var zoomScale = 1
    private(set) var sheet: Sheet?
    /// The small piano keys, kept across layouts: they own the fingers on them and the last note.
    let keys: PhotoKeys
    var sheetOpenedAt: Int?
    var zoomChange: (from: Int, at: Int)?
    /// Broken: the photo's value as stored when the view loaded; nothing updates it afterwards.
    let valueStoredAtLoad: String

    /// A fresh editor, unfiltered and unzoomed; `broken` makes the version before the talk.
    public init(broken: Bool = false) {
        isBroken = broken
        keys = PhotoKeys(directTouch: !broken)
        valueStoredAtLoad = Self.photoValue(filtered: false)
        super.init(id: broken ? "photo-filter-broken" : "photo-filter", title: broken ? "Photo Filter (broken)" : "Photo Filter")
    }

    /// The catalog entries for `photo-filter` and `photo-filter-broken`.
    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "photo-filter", tab: "Seed apps", title: "Photo Filter",
                         sourcePath: sourcePath, make: { PhotoFilterScene() }),
         SceneDescriptor(id: "photo-filter-broken", tab: "Seed apps", title: "Photo Filter (broken)",
                         sourcePath: sourcePath, make: { PhotoFilterScene(broken: true) })]
    }

    static func photoValue(filtered: Bool) -> String { filtered ? "Filtered" : "Not filtered" }

    /// Whether the Filter switch is on.
    public var isFiltered: Bool { filterOn }
    /// The swatch chosen, by name; the zoom factor; the sheet shown: what tests check after an action.
    var tintName: String? { tint?.name }
    var zoom: Int { zoomScale }
    var presentedSheet: String? { sheet?.rawValue }

    func photoLayout(_ settings: Settings) -> PhotoFilterLayout { PhotoFilterLayout(settings: settings, size: device.size) }

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

    /// The displayed zoom, easing between steps unless Reduce Motion asks for an immediate change.
    private func displayedZoom(_ time: Int, _ settings: Settings) -> (scale: Double, animating: Bool) {
        guard let change = zoomChange, !settings.reduceMotion else { return (Double(zoomScale), false) }
        let t = Double(time - change.at) / Double(Self.zoomAnimation)
        guard t >= 0, t < 1 else { return (Double(zoomScale), false) }
        return (Double(change.from) + Double(zoomScale - change.from) * t, true)
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

    /// Done or escape: the sheet goes and VoiceOver returns to the button that opened it.
    private func dismissFromAccessibility(_ context: SceneContext) -> Bool {
        let opener = sheet == .camera ? ElementID.camera : ElementID.photos
        guard dismissSheet() else { return false }
        context.post(.screenChanged(elementID: opener))
        return true
    }

    /// Whether the camera has finished starting (its last announcement is due).
    func cameraIsActive(at time: Int) -> Bool {
        guard sheet == .camera, let opened = sheetOpenedAt else { return false }
        return time - opened >= Self.cameraAnnouncements.last!.delay
    }

    // MARK: The screen

    /// The photo, the Filter switch, the swatches, the zooming image and the keys under the
    /// navigation bar; a sheet, when one is up, over everything.
    public override func body(settings: Settings) -> any Component {
        let layout = photoLayout(settings)
        let palette = ControlPalette(settings: settings)
        var placed = [PlacedComponent(photo(), in: layout.photoFrame),
                      PlacedComponent(FilterSwitch.button(isOn: { [unowned self] in self.filterOn }, isToggle: !isBroken,
                                                          toggle: { [unowned self] in self.toggleFilter() }), in: layout.filterFrame)]
        for (index, color) in TintColor.all.enumerated() {
            placed.append(PlacedComponent(TintSwatch.button(color, isChosen: tint == color, hasCircularShape: !isBroken,
                                                            choose: { [unowned self] in self.choose(color) }), in: layout.swatchFrame(index)))
        }
        placed.append(PlacedComponent(ZoomingImage(scale: zoomScale, displayed: { [unowned self] in self.displayedZoom($0, $1) },
                                                   supportsZoom: !isBroken, ignoresInvertColors: !isBroken, setZoom: { [unowned self] in self.setZoom($0, $1) },
                                                   zoomStep: { [unowned self] in self.zoomStep($0, $1) }), in: layout.zoomFrame))
        placed.append(PlacedComponent(keys, in: layout.keyboardFrame))
        placed += navigationBar(layout, palette)
        let editor = Background(palette.background, Absolute(placed))
        guard let sheet else { return editor }
        // When it opened is read as the sheet is drawn: the snapshot does not show it, and a sheet
        // opened again finds the layout kept for the state it shows.
        let sheetView = PhotoFilterSheet(sheet: sheet, layout: layout, openedAt: { [unowned self] in self.sheetOpenedAt },
                                         cameraIsActive: { [unowned self] in self.cameraIsActive(at: $0) },
                                         done: { [unowned self] in self.dismissFromAccessibility($0) })
        // Modal in both versions (the talk audits the announcements here, not the sheet).
        return ModalOverlay(editor, id: ElementID.sheet, sheet: sheetView, dimming: nil, sheetFrame: { frame, _ in frame },
                            onDismiss: { [unowned self] in self.dismissFromAccessibility($0) })
    }

    /// The photo. Fixed: a value block, evaluated on every read, so it follows the filter.
    /// Broken: the value stored when the view loaded, which goes stale.
    private func photo() -> Drawing {
        var element = AccessibilityElement(id: ElementID.photo, label: "Photo", traits: .image, frame: .zero)
        // Fixed, the photo keeps its colours under Smart Invert; broken, it inverts like the interface.
        element.ignoresInvertColors = !isBroken
        if isBroken {
            element.value = SpeechText(valueStoredAtLoad)
        } else {
            element.$value = .computed { [unowned self] in SpeechText(Self.photoValue(filtered: self.filterOn)) }
        }
        let filtered = filterOn, tint = self.tint
        return Drawing(element: element, mirrorsInRightToLeft: false) { frame, list, settings, _ in
            list.clipped(to: frame) { list in
                PhotoArtwork.landscape(in: frame, grade: filtered ? PhotoArtwork.vintage : { $0 }, into: &list)
                if let tint { list.fill(.rect(frame), tint.color.withAlpha(0.22)) }
            }
            list.stroke(.roundedRect(frame, radius: 2), Color.black.withAlpha(settings.increaseContrast ? 0.6 : 0.15), width: 1)
        }
    }

    /// A translucent bar as iOS draws it (opaque with Reduce Transparency), with the Photos and
    /// Camera buttons and the large title under them.
    private func navigationBar(_ layout: PhotoFilterLayout, _ palette: ControlPalette) -> [PlacedComponent] {
        let settings = layout.settings
        let bar = Rect(x: 0, y: 0, width: layout.size.width, height: layout.navFrame.maxY)
        let background = Drawing { frame, list, _, _ in
            list.fill(.rect(frame), settings.reduceTransparency ? palette.card : palette.card.withAlpha(0.92))
            list.fill(.rect(Rect(x: 0, y: frame.maxY - (settings.boldText ? 1 : 0.5), width: frame.width, height: settings.boldText ? 1 : 0.5)),
                      palette.outline)
        }
        let photos = Button(id: ElementID.photos, label: "Photos", content: Drawing { frame, list, _, _ in
            palette.drawButtonShape(in: frame, textHeight: SeedAppText.lineHeight(size: layout.pointSize(.body)), tint: palette.accent,
                                    over: palette.card, into: &list)
            list.text(TextRun("Photos", box: frame, size: layout.pointSize(.body), weight: settings.weight(.regular),
                              color: palette.accent, alignment: .center, style: .body))
        }, action: { [unowned self] in self.showPhotos($0) })
        let title = Drawing(element: AccessibilityElement(id: ElementID.title, label: SpeechText(PhotoFilterLayout.title),
                                                          traits: .header, frame: .zero)) { frame, list, _, _ in
            list.text(TextRun(PhotoFilterLayout.title, box: frame, size: layout.pointSize(.title2), weight: settings.weight(.bold),
                              color: palette.primaryText, alignment: .leading, wraps: true, style: .title2))
        }
        let camera = Button(id: ElementID.camera, label: "Camera", content: Drawing(mirrorsInRightToLeft: false) { frame, list, _, _ in
            PhotoArtwork.cameraGlyph(in: frame, color: palette.accent, background: palette.card, into: &list)
        }, action: { [unowned self] in self.showCamera($0) })
        return [PlacedComponent(background, in: bar), PlacedComponent(photos, in: layout.photosButtonFrame),
                PlacedComponent(title, in: layout.titleFrame), PlacedComponent(camera, in: layout.cameraButtonFrame)]
    }

    /// The body reads nothing the snapshot does not show but when the sheet opened, when the zoom
    /// last changed and which keys are lit, all read while drawing, from the scene and its keys.
    public override var layoutFollowsState: Bool { true }

    /// Everything the editor's behaviour depends on, as a value (`ModelRestoring`).
    public struct Model {
        fileprivate var filterOn: Bool
        fileprivate var tint: TintColor?
        fileprivate var zoomScale: Int
        fileprivate var sheet: Sheet?
        fileprivate var sheetOpenedAt: Int?
        fileprivate var zoomChange: (from: Int, at: Int)?
        fileprivate var keys: PhotoKeys.Played
    }

    /// The model as it is now.
    public func saveModel() -> Model {
        Model(filterOn: filterOn, tint: tint, zoomScale: zoomScale, sheet: sheet, sheetOpenedAt: sheetOpenedAt,
              zoomChange: zoomChange, keys: keys.played)
    }

    /// Puts a saved model back, with no finger on the keys.
    public func restoreModel(_ model: Model) {
        filterOn = model.filterOn
        tint = model.tint
        zoomScale = model.zoomScale
        sheet = model.sheet
        sheetOpenedAt = model.sheetOpenedAt
        zoomChange = model.zoomChange
        keys.restore(model.keys)
    }

    /// The filter, tint, zoom, sheet shown and last note played.
    public override func stateSnapshot() -> [(key: String, value: String)] {
        [("filter", filterOn ? "on" : "off"),
         ("tint", tint?.name ?? "none"),
         ("zoom", "\(zoomScale)x"),
         ("sheet", sheet?.rawValue ?? "none"),
         ("lastNote", keys.lastNote.map { PianoKey(note: $0, frame: .zero).name } ?? "none")]
    }
}

/// The sheet over the editor, fading in: the photo library (Done at the top trailing corner, a
/// "Photos" heading, thumbnails that load after a moment) or the camera (Done at the top leading
/// corner, a viewfinder that shows the scene once the camera is active). It covers the screen and
/// takes every touch; Done is a `Button` whose look the sheet draws, so it fades with the sheet.
/// The library and the camera are the system's, and their photos keep their colours under Smart
/// Invert as the system's picker and camera keep them: the thumbnails and the live view ignore
/// invert colours, whatever the app sets on its own views.
struct PhotoFilterSheet: TakesTouchesInItsFrame {
    // Its whole frame takes touches: the sheet covers the editor, and touches on it go nowhere else.
    let sheet: PhotoFilterScene.Sheet
    let layout: PhotoFilterLayout
    /// When the sheet opened (nil: shown at once), read as it is drawn.
    let openedAt: () -> Int?
    let cameraIsActive: (Int) -> Bool
    let done: AccessibilityHook

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let fade = openedAt().map { min(1, max(0, Double(time - $0) / Double(PhotoFilterScene.sheetFade))) } ?? 1
        list.animating(fade < 1 ? .fade : nil) { list in
            list.withOpacity(fade) { list in
                switch sheet {
                case .photos: drawPhotos(frame, settings: settings, time: time, into: &list)
                case .camera: drawCamera(frame, settings: settings, time: time, into: &list)
                }
            }
        }
    }

    private func drawPhotos(_ frame: Rect, settings: Settings, time: Int, into list: inout DisplayList) {
        let palette = ControlPalette(settings: settings)
        list.fill(.rect(frame), palette.background)
        list.text(TextRun("Done", box: layout.doneFrame(leading: false), size: layout.pointSize(.body), weight: settings.weight(.semibold),
                          color: palette.accent, alignment: .center, style: .body))
        list.text(TextRun("Photos", box: layout.photosTitleFrame, size: layout.pointSize(.title2), weight: settings.weight(.bold),
                          color: palette.primaryText, alignment: .leading, style: .title2))
        // Grey placeholders until the library has "loaded", then the thumbnails fade in.
        let loaded = openedAt().map { Double(time - $0 - PhotoFilterScene.photosLoadDuration) / Double(PhotoFilterScene.sheetFade) } ?? 1
        for (i, tile) in layout.photoTiles.enumerated() where tile.maxY < layout.size.height - 20 {
            list.fill(.rect(tile), Color.hex(0xD1D1D6))
            guard loaded > 0 else { continue }
            list.animating(loaded < 1 ? .fade : nil) { list in
                list.withOpacity(min(1, loaded)) { list in
                    list.clipped(to: tile) { list in
                        list.ignoringInvertColors { list in
                            PhotoArtwork.landscape(in: tile, hueShift: i, grade: i % 3 == 1 ? PhotoArtwork.vintage : { $0 }, into: &list)
                        }
                    }
                }
            }
        }
    }

    private func drawCamera(_ frame: Rect, settings: Settings, time: Int, into list: inout DisplayList) {
        list.fill(.rect(frame), .black)
        list.text(TextRun("Done", box: layout.doneFrame(leading: true), size: layout.pointSize(.body), weight: settings.weight(.semibold),
                          color: .white, alignment: .center, style: .body))
        let finder = layout.viewfinderFrame
        if cameraIsActive(time) {
            list.clipped(to: finder) { list in list.ignoringInvertColors { PhotoArtwork.landscape(in: finder, hueShift: 3, into: &$0) } }
            // The rule-of-thirds grid.
            for k in 1...2 {
                let x = finder.minX + finder.width * Double(k) / 3, y = finder.minY + finder.height * Double(k) / 3
                list.fill(.rect(Rect(x: x, y: finder.minY, width: 1, height: finder.height)), Color.white.withAlpha(0.4))
                list.fill(.rect(Rect(x: finder.minX, y: y, width: finder.width, height: 1)), Color.white.withAlpha(0.4))
            }
        } else {
            list.fill(.rect(finder), Color.hex(0x1C1C1E))
            PhotoArtwork.cameraGlyph(in: Rect(x: finder.midX - 22, y: finder.midY - 22, width: 44, height: 44),
                                     color: Color.hex(0x8E8E93), background: Color.hex(0x1C1C1E), into: &list)
        }
    }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        var placed = [PlacedComponent(Button(id: PhotoFilterScene.ElementID.done, label: "Done", content: Spacer(), action: done),
                                      in: layout.doneFrame(leading: sheet == .camera))]
        if sheet == .photos {
            placed.append(PlacedComponent(Drawing(element: AccessibilityElement(id: PhotoFilterScene.ElementID.photosTitle, label: "Photos",
                                                                                traits: .header, frame: .zero)) { _, _, _, _ in },
                                          in: layout.photosTitleFrame))
        }
        return placed
    }

    var tracksTouches: Bool { true }
}
