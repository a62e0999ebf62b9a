import AXCore

/// A drawn keyboard, C4 to F5, that plays a tone for every key a finger touches; several fingers
/// play chords and a finger sliding across the keys glides from note to note (the piano of “Build accessible apps with SwiftUI and UIKit”, WWDC 2023).
///
/// Exposed as one direct-touch element "Piano keyboard" (silent on touch, or requiring activation
/// in the `requiresActivation` variant), or, with `exposesKeysAsButtons` (the broken twin), as a
/// button per key shaped like its visible part. Never mirrored for right-to-left layouts: a
/// keyboard's pitch always rises to the right.
public final class PianoKeyboardControl: Component {
    /// The id of the keyboard's single direct-touch element.
    public static let elementID = "piano-keyboard"
    /// The variant that asks for activation before touches pass through.
    public static let requiresActivationVariant = "requiresActivation"
    /// How long a touched key's tone sounds, in milliseconds.
    public static let toneDuration = 900
    /// How long an activated key (a key exposed as a button) stays lit.
    static let strikeHighlight = 300

    /// The talk's broken keyboard: every key its own button, so VoiceOver speaks the key's name and
    /// plays its activation sound each time a key is touched.
    public var exposesKeysAsButtons: Bool

    /// The note under each finger that is down, by touch id (nil while the finger is off the keys).
    private var fingers: [Int: Int?] = [:]
    /// A key activated through VoiceOver: lit briefly, not held.
    private var struck: (note: Int, at: Int)?
    /// The MIDI note last struck (by a finger or an activation), nil before any.
    public private(set) var lastNote: Int?

    /// A keyboard exposed as one direct-touch element, or as a button per key with `exposesKeysAsButtons`.
    public init(exposesKeysAsButtons: Bool = false) { self.exposesKeysAsButtons = exposesKeysAsButtons }

    /// The keyboard's model: the note under each finger and the last note struck (`ModelRestoring`).
    struct Saved {
        var fingers: [Int: Int?]
        var lastNote: Int?
    }

    /// The model as it is now.
    func save() -> Saved { Saved(fingers: fingers, lastNote: lastNote) }

    /// Puts a saved model back, with no key lit by an activation.
    func restore(_ saved: Saved) {
        fingers = saved.fingers
        lastNote = saved.lastNote
        struck = nil
    }

    /// The notes currently held down, low to high, each once.
    public var notesDown: [Int] { Array(Set(fingers.values.compactMap { $0 })).sorted() }

    /// The notes held down, as VoiceOver says them ("C4, F sharp 4").
    var spokenNotes: String { notesDown.map { PianoKey(note: $0, frame: .zero).spokenName }.joined(separator: ", ") }

    /// The notes held down, as printed on keys ("C4 · F♯4").
    var printedNotes: String { notesDown.map { PianoKey(note: $0, frame: .zero).name }.joined(separator: " · ") }

    /// Never: a keyboard's pitch rises to the right in every language.
    public var mirrorsInRightToLeft: Bool { false }

    private func isLit(_ note: Int, time: Int) -> Bool {
        if notesDown.contains(note) { return true }
        if let struck, struck.note == note, time - struck.at < Self.strikeHighlight { return true }
        return false
    }

    private func strike(_ note: Int, _ context: SceneContext) {
        lastNote = note
        context.play(.tone(note: note, duration: Self.toneDuration))
    }

    // MARK: Drawing

    /// The case, the felt strip and the keys, held ones lit.
    public func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        let board = PianoKeyboard(body: frame)
        // The case: dark lacquer with a lighter rim, then the red felt strip.
        ControlPalette.dropShadow(of: board.body, radius: 14, by: 3, palette.tint(.black, alpha: 0.18, over: palette.background), into: &list)
        list.fill(.roundedRect(board.body, radius: 14), Color.hex(0x2B211C))
        list.fill(.roundedRect(board.body.insetBy(dx: 2, dy: 2), radius: 12), Color.hex(0x3D2F27))
        for key in board.whiteKeys { drawWhiteKey(key, lit: isLit(key.note, time: time), settings: settings, palette: palette, into: &list) }
        for key in board.blackKeys { drawBlackKey(key, lit: isLit(key.note, time: time), settings: settings, palette: palette, into: &list) }
        let felt = Rect(x: board.body.minX + PianoKeyboard.sidePadding, y: board.body.minY + PianoKeyboard.feltHeight - 5,
                        width: board.body.width - 2 * PianoKeyboard.sidePadding, height: 5)
        list.fill(.rect(felt), Color.hex(0x9E1B22))
        list.fill(.rect(Rect(x: felt.minX, y: felt.maxY - 1.5, width: felt.width, height: 1.5)), Color.hex(0x6E1016))
    }

    private func drawWhiteKey(_ key: PianoKey, lit: Bool, settings: Settings, palette: ControlPalette, into list: inout DisplayList) {
        let f = key.frame.insetBy(dx: 1, dy: 0)
        // The lip at the bottom is the key's front edge; a pressed key shows less of it.
        let lip = lit ? 4.0 : 10.0
        list.fill(.roundedRect(f, radius: 5), lit ? Color.hex(0x9DB6D8) : Color.hex(0xD9D9DE))
        list.fill(.roundedRect(Rect(x: f.minX, y: f.minY, width: f.width, height: f.height - lip), radius: 5),
                  lit ? Color.hex(0xCFE0FA) : .white)
        // A faint darker band near the top fakes the gradient under the felt.
        list.fill(.rect(Rect(x: f.minX, y: f.minY, width: f.width, height: 18)),
                  palette.tint(.black, alpha: lit ? 0.08 : 0.04, over: lit ? Color.hex(0xCFE0FA) : .white))
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
        list.fill(.roundedRect(f, radius: 3), lit ? Color.hex(0x2A3A5C) : Color.hex(0x111113))
        let bevel = lit ? 4.0 : 9.0
        list.fill(.roundedRect(Rect(x: f.minX + 2.5, y: f.minY, width: f.width - 5, height: f.height - bevel), radius: 2),
                  lit ? Color.hex(0x3F5683) : Color.hex(0x2C2C2E))
        list.fill(.rect(Rect(x: f.minX + 4, y: f.minY + 2, width: 2, height: f.height - bevel - 8)),
                  palette.tint(.white, alpha: lit ? 0.2 : 0.12, over: lit ? Color.hex(0x3F5683) : Color.hex(0x2C2C2E)))
        if settings.increaseContrast {
            list.stroke(.roundedRect(f, radius: 3), Color.hex(0x8E8E93), width: 1)
        }
    }

    // MARK: Accessibility

    /// The direct-touch options for the current variant.
    static func directTouchOptions(_ settings: Settings) -> DirectTouchOptions {
        settings.variant == requiresActivationVariant ? .requiresActivation : .silentOnTouch
    }

    /// One direct-touch element for the whole keyboard, or a button per key shaped like its visible part.
    public func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        let board = PianoKeyboard(body: frame)
        guard !exposesKeysAsButtons else {
            return board.keys.map { key in
                var element = AccessibilityElement(id: key.elementID, label: SpeechText(key.spokenName), traits: .button, frame: key.frame)
                element.path = board.visibleShape(of: key)
                element.onActivate = { [unowned self] context in
                    self.struck = (key.note, context.now)
                    self.strike(key.note, context)
                    return true
                }
                return element
            }
        }
        var piano = AccessibilityElement(id: Self.elementID, label: "Piano keyboard", traits: .allowsDirectInteraction, frame: frame)
        piano.directTouch = Self.directTouchOptions(settings)
        if settings.variant == Self.requiresActivationVariant {
            piano.hint = "Double tap to start playing, then touch the keys."
        }
        return [piano]
    }

    // MARK: Touch

    /// Only a finger that goes down on a key plays.
    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { PianoKeyboard(body: frame).key(at: point) != nil }

    /// Always: every finger on the keys is followed so it can play and glide.
    public var tracksTouches: Bool { true }

    /// Plays the key under a finger as it goes down or slides onto another key; lifting silences it.
    public func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) {
        let board = PianoKeyboard(body: frame)
        switch touch.phase {
        case .began:
            guard let note = board.key(at: touch.location)?.note else { return }
            fingers[touch.id] = .some(note)
            strike(note, context)
        case .moved:
            // A finger sliding off the keys goes silent until it comes back.
            guard let previous = fingers[touch.id] else { return }
            let note = board.key(at: touch.location)?.note
            fingers[touch.id] = .some(note)
            if let note, note != previous { strike(note, context) }
        case .ended, .cancelled:
            fingers.removeValue(forKey: touch.id)
        }
    }

    /// Sliding across the keys, whose accessible equivalent is the direct-touch element (none when keys are buttons).
    public func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        [DeclaredGesture(kind: .pan, frame: frame, meaning: "slide across the keys to glide between notes; several fingers play chords",
                         equivalentElementID: exposesKeysAsButtons ? nil : Self.elementID)]
    }
}
