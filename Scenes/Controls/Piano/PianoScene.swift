import AXCore

/// A drawn keyboard, C4 to F5, that plays a tone for every key a finger touches; several fingers
/// play chords and a finger sliding across the keys glides from note to note (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023's piano).
///
/// Exemplary: the keyboard is one direct-touch element "Piano keyboard" with the silent-on-touch
/// option, so VoiceOver passes touches straight through and does not talk over the tones.
/// Variant `requiresActivation` (`--setting variant=requiresActivation`) uses the requires-activation
/// option instead: the user double taps the keyboard before touches pass through.
/// Broken (`piano-broken`): every key is its own button, so VoiceOver speaks the key's name and plays
/// its activation sound each time a key is touched, as the talk describes before its fix.
public final class PianoScene: Scene {
    public let isBroken: Bool
    public var id: String { isBroken ? "piano-broken" : "piano" }
    public var title: String { isBroken ? "Piano (broken)" : "Piano" }
    public let device = Device.phone

    public static let keyboardElementID = "piano-keyboard"
    public static let nowPlayingElementID = "piano-now-playing"
    /// The variant that asks for activation before touches pass through.
    public static let requiresActivationVariant = "requiresActivation"
    /// How long a touched key's tone sounds, in milliseconds.
    public static let toneDuration = 900
    /// How long an activated key (broken twin) stays lit.
    static let strikeHighlight = 300

    /// The note under each finger that is down, by touch id (nil while the finger is off the keys).
    private var fingers: [Int: Int?] = [:]
    /// A key activated through VoiceOver (broken twin): lit briefly, not held.
    private var struck: (note: Int, at: Int)?
    private(set) var lastNote: Int?
    private var settings = Settings.default

    public init(broken: Bool = false) { isBroken = broken }

    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "piano", tab: "Controls", title: "Piano",
                         sourcePath: "Scenes/Controls/Piano/PianoScene.swift", make: { PianoScene() }),
         SceneDescriptor(id: "piano-broken", tab: "Controls", title: "Piano (broken)",
                         sourcePath: "Scenes/Controls/Piano/PianoScene.swift", make: { PianoScene(broken: true) })]
    }

    /// The notes currently held down, low to high, each once.
    public var notesDown: [Int] { Array(Set(fingers.values.compactMap { $0 })).sorted() }

    // MARK: Layout

    /// Text above the keyboard stops growing at AX2 (as `UIFontMetrics`' maximum point size would),
    /// so the keys keep enough height to play on at the largest sizes.
    static let largestTextSize = ContentSizeCategory.accessibilityLarge

    private func textSettings(_ settings: Settings) -> Settings {
        var capped = settings
        capped.contentSize = min(settings.contentSize, Self.largestTextSize)
        return capped
    }

    private func header(_ settings: Settings) -> SceneHeader {
        SceneHeader(idPrefix: id, title: "Photo soundtrack",
                    caption: "Play a tune for your photo. Use several fingers for chords.",
                    width: device.size.width, settings: textSettings(settings))
    }

    /// The pill above the keyboard naming the notes being played, tall enough for its longest text.
    func nowPlayingFrame(_ settings: Settings) -> Rect {
        let width = device.size.width - 2 * SceneHeader.margin
        let text = textSettings(settings)
        let longest = ["Touch the keys to play", "C4 · E4 · G4 · B4"].map {
            TextMeasure.height(of: $0, size: text.pointSize(.body), weight: text.weight(.medium), width: Self.nowPlayingTextWidth(width))
        }.max()!
        return Rect(x: SceneHeader.margin, y: header(settings).bottom, width: width, height: max(44, longest + 16))
    }

    /// Room for text in a pill of `width`: the note glyph on the leading side, a margin on the other.
    private static func nowPlayingTextWidth(_ width: Double) -> Double { width - 60 }

    func keyboard(_ settings: Settings) -> PianoKeyboard {
        let top = nowPlayingFrame(settings).maxY + 20
        let bottom = device.size.height - 40
        // Keys never get shorter than 200 points, even with the largest text above them.
        let height = max(220, bottom - top)
        return PianoKeyboard(body: Rect(x: 8, y: min(top, device.size.height - 8 - height), width: device.size.width - 16, height: height))
    }

    private func isLit(_ note: Int, time: Int) -> Bool {
        if notesDown.contains(note) { return true }
        if let struck, struck.note == note, time - struck.at < Self.strikeHighlight { return true }
        return false
    }

    private var nowPlayingText: String {
        let notes = notesDown
        guard !notes.isEmpty else { return "Touch the keys to play" }
        return notes.map { PianoKey(note: $0, frame: .zero).name }.joined(separator: " · ")
    }

    // MARK: Drawing

    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        list.background = palette.background
        header(settings).draw(into: &list, palette: palette)
        drawNowPlaying(into: &list, settings: settings, palette: palette)
        let board = keyboard(settings)
        // The case: dark lacquer with a lighter rim, then the red felt strip.
        ControlPalette.dropShadow(of: board.body, radius: 14, by: 3, palette.tint(.black, alpha: 0.18, over: palette.background), into: &list)
        list.fill(.roundedRect(board.body, radius: 14), Color.hex("#2B211C"))
        list.fill(.roundedRect(board.body.insetBy(dx: 2, dy: 2), radius: 12), Color.hex("#3D2F27"))
        for key in board.whiteKeys { drawWhiteKey(key, lit: isLit(key.note, time: time), settings: settings, palette: palette, into: &list) }
        for key in board.blackKeys { drawBlackKey(key, lit: isLit(key.note, time: time), settings: settings, palette: palette, into: &list) }
        let felt = Rect(x: board.body.minX + PianoKeyboard.sidePadding, y: board.body.minY + PianoKeyboard.feltHeight - 5,
                        width: board.body.width - 2 * PianoKeyboard.sidePadding, height: 5)
        list.fill(.rect(felt), Color.hex("#9E1B22"))
        list.fill(.rect(Rect(x: felt.minX, y: felt.maxY - 1.5, width: felt.width, height: 1.5)), Color.hex("#6E1016"))
    }

    private func drawNowPlaying(into list: inout DisplayList, settings: Settings, palette: ControlPalette) {
        let frame = nowPlayingFrame(settings)
        // A tinted translucent pill; Reduce Transparency makes it opaque behind its text.
        let tint = settings.reduceTransparency ? Color.hex("#DCE8FA") : palette.accent.withAlpha(0.12)
        list.fill(.roundedRect(frame, radius: frame.height / 2), tint)
        if let border = palette.cardBorder { list.stroke(.roundedRect(frame, radius: frame.height / 2), border, width: palette.borderWidth) }
        // A small eighth note before the text, on the leading side.
        let glyphX = settings.isRightToLeft ? frame.maxX - 30 : frame.minX + 18
        drawNoteGlyph(at: Point(glyphX, frame.midY), color: palette.accent, into: &list)
        let textWidth = Self.nowPlayingTextWidth(frame.width)
        let textBox = Rect(x: settings.isRightToLeft ? frame.maxX - 40 - textWidth : frame.minX + 40, y: frame.minY + 8,
                           width: textWidth, height: frame.height - 16)
        list.text(TextRun(nowPlayingText, box: textBox, size: textSettings(settings).pointSize(.body), weight: settings.weight(.medium),
                          color: palette.primaryText, alignment: settings.isRightToLeft ? .trailing : .leading, wraps: true, style: .body))
    }

    private func drawNoteGlyph(at p: Point, color: Color, into list: inout DisplayList) {
        list.fill(.ellipse(Rect(x: p.x - 6, y: p.y + 2, width: 8, height: 6)), color)
        list.fill(.rect(Rect(x: p.x + 0.5, y: p.y - 9, width: 1.6, height: 13)), color)
        var flag = Path()
        flag.move(to: Point(p.x + 2, p.y - 9))
        flag.cubic(to: Point(p.x + 6, p.y - 1), control1: Point(p.x + 5, p.y - 7), control2: Point(p.x + 8, p.y - 5))
        flag.line(to: Point(p.x + 2, p.y - 5))
        flag.close()
        list.fill(.path(flag, FillRule: .nonZero), color)
    }

    private func drawWhiteKey(_ key: PianoKey, lit: Bool, settings: Settings, palette: ControlPalette, into list: inout DisplayList) {
        let f = key.frame.insetBy(dx: 1, dy: 0)
        // The lip at the bottom is the key's front edge; a pressed key shows less of it.
        let lip = lit ? 4.0 : 10.0
        list.fill(.roundedRect(f, radius: 5), lit ? Color.hex("#9DB6D8") : Color.hex("#D9D9DE"))
        list.fill(.roundedRect(Rect(x: f.minX, y: f.minY, width: f.width, height: f.height - lip), radius: 5),
                  lit ? Color.hex("#CFE0FA") : .white)
        // A faint darker band near the top fakes the gradient under the felt.
        list.fill(.rect(Rect(x: f.minX, y: f.minY, width: f.width, height: 18)),
                  palette.tint(.black, alpha: lit ? 0.08 : 0.04, over: lit ? Color.hex("#CFE0FA") : .white))
        list.stroke(.roundedRect(f, radius: 5), palette.outline, width: settings.increaseContrast ? 1.5 : 0.75)
        if key.note % 12 == 0 {
            // Key names grow with the content size as far as the key's width allows.
            let weight = settings.weight(.medium)
            let size = TextMeasure.fitting(key.name, size: settings.pointSize(.caption1), weight: weight, width: f.width - 4)
            let height = TextMeasure.height(of: key.name, size: size, weight: weight, width: .infinity)
            let box = Rect(x: f.minX + 2, y: f.maxY - lip - 8 - height, width: f.width - 4, height: height)
            list.text(TextRun(key.name, box: box, size: size, weight: weight, color: palette.secondaryText,
                              alignment: .center, style: .caption1))
        }
    }

    private func drawBlackKey(_ key: PianoKey, lit: Bool, settings: Settings, palette: ControlPalette, into list: inout DisplayList) {
        let f = key.frame
        list.fill(.roundedRect(f.offsetBy(dx: 1.5, dy: 2), radius: 3), palette.tint(.black, alpha: 0.25, over: .white))
        list.fill(.roundedRect(f, radius: 3), lit ? Color.hex("#2A3A5C") : Color.hex("#111113"))
        let bevel = lit ? 4.0 : 9.0
        list.fill(.roundedRect(Rect(x: f.minX + 2.5, y: f.minY, width: f.width - 5, height: f.height - bevel), radius: 2),
                  lit ? Color.hex("#3F5683") : Color.hex("#2C2C2E"))
        list.fill(.rect(Rect(x: f.minX + 4, y: f.minY + 2, width: 2, height: f.height - bevel - 8)), palette.tint(.white, alpha: lit ? 0.2 : 0.12, over: lit ? Color.hex("#3F5683") : Color.hex("#2C2C2E")))
        if settings.increaseContrast {
            list.stroke(.roundedRect(f, radius: 3), Color.hex("#8E8E93"), width: 1)
        }
    }

    // MARK: Accessibility

    /// The direct-touch options for the current variant.
    static func directTouchOptions(_ settings: Settings) -> DirectTouchOptions {
        settings.variant == requiresActivationVariant ? .requiresActivation : .silentOnTouch
    }

    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        var elements = header(settings).elements
        var nowPlaying = AccessibilityElement(id: Self.nowPlayingElementID, label: "Now playing",
                                              traits: [.staticText, .updatesFrequently], frame: nowPlayingFrame(settings))
        nowPlaying.$value = .computed { [unowned self] in SpeechText(self.notesDown.isEmpty ? "Nothing" : self.spokenNotes) }
        elements.append(nowPlaying)
        let board = keyboard(settings)
        if isBroken {
            // One button per key, white and black alike, each shaped like its visible part.
            for key in board.keys {
                var element = AccessibilityElement(id: key.elementID, label: SpeechText(key.spokenName), traits: .button, frame: key.frame)
                element.path = board.visibleShape(of: key)
                element.onActivate = { [unowned self] context in
                    self.struck = (key.note, context.now)
                    self.strike(key.note, context)
                    return true
                }
                elements.append(element)
            }
        } else {
            var piano = AccessibilityElement(id: Self.keyboardElementID, label: "Piano keyboard",
                                             traits: .allowsDirectInteraction, frame: board.body)
            piano.directTouch = Self.directTouchOptions(settings)
            if settings.variant == Self.requiresActivationVariant {
                piano.hint = "Double tap to start playing, then touch the keys."
            }
            elements.append(piano)
        }
        return elements
    }

    private var spokenNotes: String {
        notesDown.map { PianoKey(note: $0, frame: .zero).spokenName }.joined(separator: ", ")
    }

    // MARK: Touch

    public func touch(_ touch: SceneTouch, context: SceneContext) {
        let board = keyboard(context.settings)
        switch touch.phase {
        case .began:
            guard let note = board.key(at: touch.location)?.note else { return }
            fingers[touch.id] = .some(note)
            strike(note, context)
        case .moved:
            // Only fingers that went down on a key play; one sliding off the keys goes silent until it comes back.
            guard let previous = fingers[touch.id] else { return }
            let note = board.key(at: touch.location)?.note
            fingers[touch.id] = .some(note)
            if let note, note != previous { strike(note, context) }
        case .ended, .cancelled:
            fingers.removeValue(forKey: touch.id)
        }
    }

    private func strike(_ note: Int, _ context: SceneContext) {
        lastNote = note
        context.play(.tone(note: note, duration: Self.toneDuration))
    }

    public var declaredGestures: [DeclaredGesture] {
        [DeclaredGesture(kind: .pan, frame: keyboard(settings).body,
                         meaning: "slide across the keys to glide between notes; several fingers play chords",
                         equivalentElementID: isBroken ? nil : Self.keyboardElementID)]
    }

    public func settingsDidChange(context: SceneContext) { settings = context.settings }

    public func stateSnapshot() -> [(key: String, value: String)] {
        let down = notesDown.map { PianoKey(note: $0, frame: .zero).name }
        return [("keysDown", down.isEmpty ? "none" : down.joined(separator: " ")),
                ("lastNote", lastNote.map { PianoKey(note: $0, frame: .zero).name } ?? "none")]
    }
}
