import AXCore

/// The "Filter" switch button: the word and an on/off track, the knob at the trailing end when on.
/// Fixed: a toggle whose value ("1"/"0") is read on every access; broken: a plain button.
enum FilterSwitch {
    static func button(isOn: @escaping () -> Bool, isToggle: Bool, toggle: @escaping () -> Void) -> Button {
        let look = Drawing { frame, list, settings, _ in
            let palette = ControlPalette(settings: settings)
            palette.drawCard(frame, radius: frame.height / 2, into: &list)
            let trackWidth = 52.0, trackHeight = 30.0
            let track = Rect(x: frame.maxX - 12 - trackWidth, y: frame.midY - trackHeight / 2, width: trackWidth, height: trackHeight)
            let textBox = Rect(x: frame.minX + 16, y: frame.minY, width: track.minX - frame.minX - 24, height: frame.height)
            list.text(TextRun("Filter", box: textBox, size: PhotoFilterLayout.pointSize(.body, settings), weight: settings.weight(.medium),
                              color: palette.primaryText, alignment: .leading, style: .body))
            // The on/off indicator: a green track with the knob at the end when on, grey when off.
            let on = Color.hex(settings.increaseContrast ? 0x1B6B30 : 0x248A3D)
            let filtered = isOn()
            list.fill(.roundedRect(track, radius: trackHeight / 2), filtered ? on : Color.hex(0xC7C7CC))
            list.stroke(.roundedRect(track, radius: trackHeight / 2), palette.outline, width: palette.borderWidth)
            let knob = Rect(x: filtered ? track.maxX - trackHeight + 2 : track.minX + 2, y: track.minY + 2,
                            width: trackHeight - 4, height: trackHeight - 4)
            list.fill(.ellipse(knob.offsetBy(dx: 0, dy: 1)), Color.black.withAlpha(0.15))
            list.fill(.ellipse(knob), .white)
        }
        return Button(id: PhotoFilterScene.ElementID.filter, label: "Filter",
                      value: isToggle ? .computed { isOn() ? "1" : "0" } : .stored(nil),
                      traits: isToggle ? [.button, .toggleButton] : .button, content: look) { _ in toggle(); return true }
    }
}

/// A round colour swatch in a padded square frame (what a plain view's frame is). Fixed, its
/// content shape is the circle (a finger anywhere else in the square chooses it too when it is
/// not); chosen, it is ringed and checked, so the choice is not colour alone.
enum TintSwatch {
    static func button(_ color: TintColor, isChosen: Bool, hasCircularShape: Bool, choose: @escaping () -> Void) -> Button {
        func circle(_ frame: Rect) -> Rect { frame.insetBy(dx: PhotoFilterLayout.swatchPadding, dy: PhotoFilterLayout.swatchPadding) }
        let look = Drawing { frame, list, settings, _ in
            let circle = circle(frame)
            list.fill(.ellipse(circle), color.color)
            guard isChosen else { return }
            list.stroke(.ellipse(circle.insetBy(dx: -4, dy: -4)), ControlPalette(settings: settings).primaryText,
                        width: settings.boldText ? 3 : 2)
            var check = Path()
            check.move(to: Point(circle.midX - 8, circle.midY))
            check.line(to: Point(circle.midX - 2, circle.midY + 6))
            check.line(to: Point(circle.midX + 9, circle.midY - 7))
            list.stroke(.path(check, FillRule: .nonZero), .white, width: settings.boldText ? 4 : 3)
        }
        return Button(id: PhotoFilterScene.ElementID.swatch(color), label: SpeechText(color.name),
                      traits: isChosen ? [.button, .selected] : .button,
                      shape: hasCircularShape ? { Path.ellipse(in: circle($0)) } : nil, content: look) { _ in choose(); return true }
    }
}

/// "Zooming image view": a flower pinched to zoom, easing between steps unless Reduce Motion asks
/// for an immediate change, with the scale on a badge in the trailing bottom corner. Fixed, it
/// supports zoom, and each zoom action says the new scale.
struct ZoomingImage: TakesTouchesInItsFrame {
    let scale: Int
    /// The displayed zoom at a time for the settings, and whether it is still easing.
    let displayed: (Int, Settings) -> (scale: Double, animating: Bool)
    let supportsZoom: Bool
    /// Fixed: the picture is spared by Smart Invert; broken, it inverts.
    let ignoresInvertColors: Bool
    let setZoom: (Int, SceneContext) -> Bool
    let zoomStep: (Int, SceneContext) -> Bool

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let zoom = displayed(time, settings)
        list.clipped(to: frame) { list in
            list.animating(zoom.animating ? .scale : nil) { list in
                list.withTransform(.about(frame.center, .scale(zoom.scale))) { list in
                    PhotoArtwork.flower(in: frame, into: &list)
                }
            }
        }
        list.stroke(.rect(frame), Color.black.withAlpha(settings.increaseContrast ? 0.6 : 0.15), width: 1)
        let size = PhotoFilterLayout.pointSize(.caption1, settings)
        let badgeWidth = EstimatedTextMetrics().width(of: "4x", size: size, weight: settings.weight(.semibold)) + 16
        let badgeHeight = size * PhotoFilterLayout.lineSpacing + 6
        let badge = Rect(x: frame.maxX - 8 - badgeWidth, y: frame.maxY - 8 - badgeHeight, width: badgeWidth, height: badgeHeight)
        list.fill(.roundedRect(badge, radius: badgeHeight / 2), settings.reduceTransparency ? Color.hex(0x1C1C1E) : Color.black.withAlpha(0.7))
        list.text(TextRun("\(scale)x", box: badge, size: size, weight: settings.weight(.semibold), color: .white,
                          alignment: .center, style: .caption1))
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var image = AccessibilityElement(id: PhotoFilterScene.ElementID.zoom, label: "Zooming image view", traits: .image, frame: frame)
        image.ignoresInvertColors = ignoresInvertColors
        guard supportsZoom else { return [image] }
        image.traits.insert(.supportsZoom)
        let zoomStep = self.zoomStep
        image.onZoomIn = { _, context in zoomStep(1, context) }
        image.onZoomOut = { _, context in zoomStep(-1, context) }
        return [image]
    }

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        guard gesture.kind == .pinch, let amount = gesture.amount else { return false }
        return setZoom(scale + (amount > 1 ? 1 : -1), context)
    }

    func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        [DeclaredGesture(kind: .pinch, frame: frame, meaning: "pinch to zoom the image in and out",
                         equivalentElementID: supportsZoom ? PhotoFilterScene.ElementID.zoom : nil)]
    }
}

/// The small piano keys, C4 to C5, that play a tone for the photo; a finger sliding to another key
/// plays it. Fixed, each key is a direct-touch element with the silent-on-touch option; broken, a
/// plain button that VoiceOver speaks over its tone. Never mirrored: pitch rises to the right.
final class PhotoKeys: Component {
    static let toneDuration = 600
    let directTouch: Bool
    /// The notes under fingers that are down, by touch id.
    private var fingers: [Int: Int] = [:]
    /// The last key played and when, so the key lights up briefly.
    private var struck: (note: Int, at: Int)?
    private(set) var lastNote: Int?

    init(directTouch: Bool) { self.directTouch = directTouch }

    /// What the keys have played: the last note and when it was struck.
    struct Played {
        fileprivate var lastNote: Int?
        fileprivate var struck: (note: Int, at: Int)?
    }

    /// What the keys have played so far.
    var played: Played { Played(lastNote: lastNote, struck: struck) }

    /// Puts back what the keys had played, with no finger on them (a scene putting its model back).
    func restore(_ played: Played) {
        lastNote = played.lastNote
        struck = played.struck
        fingers = [:]
    }

    var mirrorsInRightToLeft: Bool { false }

    private func keyFrames(_ frame: Rect) -> [Rect] {
        let width = (frame.width - 16) / Double(PhotoFilterLayout.keyNotes.count)
        return PhotoFilterLayout.keyNotes.indices.map { i in
            Rect(x: frame.minX + 8 + Double(i) * width, y: frame.minY + 16, width: width, height: frame.height - 24)
        }
    }

    private func note(at point: Point, in frame: Rect) -> Int? {
        keyFrames(frame).firstIndex { $0.contains(point) }.map { PhotoFilterLayout.keyNotes[$0] }
    }

    private func play(_ note: Int, _ context: SceneContext) {
        lastNote = note
        struck = (note, context.now)
        context.play(.tone(note: note, duration: Self.toneDuration))
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        list.fill(.roundedRect(frame, radius: 12), Color.hex(0x2B211C))
        list.fill(.rect(Rect(x: frame.minX + 8, y: frame.minY + 9, width: frame.width - 16, height: 4)), Color.hex(0x9E1B22))
        let held = Set(fingers.values)
        for (note, keyFrame) in zip(PhotoFilterLayout.keyNotes, keyFrames(frame)) {
            let lit = held.contains(note) || (struck.map { $0.note == note && time - $0.at < Self.toneDuration / 2 } ?? false)
            let key = keyFrame.insetBy(dx: 1, dy: 0)
            let lip = lit ? 4.0 : 9.0
            list.fill(.roundedRect(key, radius: 5), lit ? Color.hex(0x9DB6D8) : Color.hex(0xD9D9DE))
            list.fill(.roundedRect(Rect(x: key.minX, y: key.minY, width: key.width, height: key.height - lip), radius: 5),
                      lit ? Color.hex(0xCFE0FA) : .white)
            list.stroke(.roundedRect(key, radius: 5), palette.outline, width: settings.increaseContrast ? 1.5 : 0.75)
            let size = PhotoFilterLayout.pointSize(.caption1, settings)
            let box = Rect(x: key.minX, y: key.maxY - lip - 6 - size * PhotoFilterLayout.lineSpacing, width: key.width,
                           height: size * PhotoFilterLayout.lineSpacing)
            list.text(TextRun(PianoKey(note: note, frame: keyFrame).name, box: box, size: size, weight: settings.weight(.medium),
                              color: palette.secondaryText, alignment: .center, style: .caption1))
        }
    }

    /// The keys' elements and the frame they were made for: the same on every layout of the
    /// scene (nothing they say depends on its state), so made once per frame.
    private var madeElements: (frame: Rect, elements: [AccessibilityElement])?

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        if let made = madeElements, made.frame == frame { return made.elements }
        let elements = zip(PhotoFilterLayout.keyNotes, keyFrames(frame)).map { note, keyFrame in
            let key = PianoKey(note: note, frame: keyFrame)
            var element = AccessibilityElement(id: PhotoFilterScene.ElementID.key(note), label: SpeechText(key.spokenName),
                                               traits: .button, frame: keyFrame)
            if directTouch {
                element.traits.insert(.allowsDirectInteraction)
                element.directTouch = .silentOnTouch
            }
            element.onActivate = { [unowned self] context in self.play(note, context); return true }
            return element
        }
        madeElements = (frame, elements)
        return elements
    }

    func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { note(at: point, in: frame) != nil }

    var tracksTouches: Bool { true }

    func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) {
        switch touch.phase {
        case .began:
            guard let note = note(at: touch.location, in: frame) else { return }
            fingers[touch.id] = note
            play(note, context)
        case .moved:
            // A finger sliding to another key plays it.
            guard let previous = fingers[touch.id], let note = note(at: touch.location, in: frame), note != previous else { return }
            fingers[touch.id] = note
            play(note, context)
        case .ended, .cancelled:
            fingers.removeValue(forKey: touch.id)
        }
    }
}
