import AXCore

/// The piano of “Build accessible apps with SwiftUI and UIKit” (WWDC 2023) on a screen: a header, the now-playing pill and the `PianoKeyboardControl`.
///
/// Exemplary: the keyboard is one direct-touch element "Piano keyboard" with the silent-on-touch
/// option, so VoiceOver passes touches straight through and does not talk over the tones.
/// Variant `requiresActivation` (`--setting variant=requiresActivation`) uses the requires-activation
/// option instead: the user double taps the keyboard before touches pass through.
/// Broken (`piano-broken`): the same keyboard with `exposesKeysAsButtons` set, so VoiceOver speaks
/// the key's name and plays its activation sound each time a key is touched, as the talk describes
/// before its fix.
public final class PianoScene: ComponentScene, ModelRestoring {
    /// Whether this is the broken twin (`piano-broken`), whose keys are buttons.
    public let isBroken: Bool
    /// The id of the keyboard's element.
    public static let keyboardElementID = PianoKeyboardControl.elementID
    /// The id of the now-playing pill, which shows and speaks the held notes.
    public static let nowPlayingElementID = NowPlayingPill.elementID
    /// The variant that asks for activation before touches pass through.
    public static let requiresActivationVariant = PianoKeyboardControl.requiresActivationVariant
    /// How long a touched key's tone sounds, in milliseconds.
    public static let toneDuration = PianoKeyboardControl.toneDuration
    /// Text above the keyboard stops growing at AX2 (as `UIFontMetrics`' maximum point size would),
    /// so the keys keep enough height to play on at the largest sizes.
    static let largestTextSize = ContentSizeCategory.accessibilityLarge

    /// The keyboard, kept across layouts: it owns the fingers on it and the last note.
    public let keyboard: PianoKeyboardControl

    /// A fresh piano screen; `broken` makes the twin whose keys are buttons.
    public init(broken: Bool = false) {
        isBroken = broken
        keyboard = PianoKeyboardControl(exposesKeysAsButtons: broken)
        super.init(id: broken ? "piano-broken" : "piano", title: broken ? "Piano (broken)" : "Piano")
    }

    /// The catalog entries for `piano` and `piano-broken`.
    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "piano", tab: "Controls", title: "Piano",
                         sourcePath: "Scenes/Controls/Piano/PianoScene.swift", make: { PianoScene() }),
         SceneDescriptor(id: "piano-broken", tab: "Controls", title: "Piano (broken)",
                         sourcePath: "Scenes/Controls/Piano/PianoScene.swift", make: { PianoScene(broken: true) })]
    }

    /// The notes currently held down, low to high, each once.
    public var notesDown: [Int] { keyboard.notesDown }

    /// The text on top, then the keyboard filling the screen below it down to a 40-point margin; it
    /// never gets shorter than 220 points, moving up over the margin if the text leaves less room.
    public override func body(settings: Settings) -> any Component {
        let width = device.size.width
        let text = ContentSizeLimit(Self.largestTextSize, Column([
            SceneHeader(idPrefix: id, title: "Photo soundtrack", caption: "Play a tune for your photo. Use several fingers for chords."),
            Padding(leading: SceneHeader.margin, trailing: SceneHeader.margin, NowPlayingPill(keyboard: keyboard)),
        ]))
        let textHeight = text.sizeThatFits(Size(width: width, height: .infinity), settings: settings).height
        let top = textHeight + 20, height = max(220, device.size.height - 40 - top)
        let board = Rect(x: 8, y: min(top, device.size.height - 8 - height), width: width - 16, height: height)
        return Background(ControlPalette(settings: settings).background, Absolute([
            PlacedComponent(text, in: Rect(x: 0, y: 0, width: width, height: textHeight)),
            PlacedComponent(keyboard, in: board),
        ]))
    }

    /// The body reads nothing the snapshot does not show but the key an activation lit, which only
    /// the keyboard's drawing at a given time reads.
    public override var layoutFollowsState: Bool { true }

    /// Full Keyboard Access's gap in Apple's demo, known and kept: the keyboard is one direct-touch
    /// element, and the glide and the chords VoiceOver users play by direct touch have no keyboard
    /// path (docs/keyboard.md): Space plays the key at the activation point. A switch user plays a
    /// key by point scanning's Tap and glides by Gestures > Hold and Drag (docs/switch-control.md),
    /// so Switch Control has no gap left to suppress.
    public override var suppressions: [Suppression] {
        [Suppression(ruleID: "keyboard.no-key-path", elementID: PianoKeyboardControl.elementID,
                     reason: "Apple's demo: one direct-touch keyboard; a keyboard user's Space plays one key, not glides or chords")]
    }

    /// The keys held down and the last note struck, as a value (`ModelRestoring`).
    public struct Model {
        fileprivate var keyboard: PianoKeyboardControl.Saved
    }

    /// The model as it is now.
    public func saveModel() -> Model { Model(keyboard: keyboard.save()) }

    /// Puts a saved model back, with no key lit by an activation.
    public func restoreModel(_ model: Model) { keyboard.restore(model.keyboard) }

    /// The keys held down and the last note struck, by name.
    public override func stateSnapshot() -> [(key: String, value: String)] {
        let down = notesDown.map { PianoKey(note: $0, frame: .zero).name }
        return [("keysDown", down.isEmpty ? "none" : down.joined(separator: " ")),
                ("lastNote", keyboard.lastNote.map { PianoKey(note: $0, frame: .zero).name } ?? "none")]
    }
}
