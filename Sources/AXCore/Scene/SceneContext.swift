/// Sounds a scene or the engine can play: VoiceOver's earcons and the scene's own tones.
public enum SoundCue: Hashable, Sendable {
    case earcon(Earcon)
    /// A musical note (MIDI number, 60 = middle C) held for `duration` milliseconds.
    case tone(note: Int, duration: Int)

    /// The sound's name as traces and the spoken-phrase log write it: the earcon's name, or `tone`.
    public var name: String {
        switch self {
        case .earcon(let e): return e.rawValue
        case .tone: return "tone"
        }
    }
}

/// VoiceOver's and the drag engine's short sounds. `noElement` is the quiet beep a finger on empty
/// space makes ("that sound we just heard means that VoiceOver doesn't think there's anything
/// under my finger", Accessibility on iOS). `scanMove` and `scanSelect` are Switch Control's Sound
/// Effects: the highlight moved, the user selected.
public enum Earcon: String, Hashable, Sendable, CaseIterable {
    case boundary, screenChanged, activate, dragStart, drop, dragCancel, click, pageTurn, noElement
    case scanMove, scanSelect
}

/// What a scene can reach while it runs: the settings, the virtual time, notifications to
/// assistive technologies, sounds and timers. Handed to every hook and event, never stored
/// globally, so each Session (and each validation probe) has its own.
public protocol SceneContext: AnyObject {
    /// The settings in effect now; read them in hooks rather than keeping a copy, since the user can change them at any time.
    var settings: Settings { get }
    /// Milliseconds on the virtual clock.
    var now: Int { get }
    /// Tells VoiceOver something changed (UIAccessibility.post): an announcement, a layout or screen change.
    func post(_ notification: AccessibilityNotification)
    /// Plays a sound: an earcon or the scene's own tone (a piano key), heard in the window and logged in traces.
    func play(_ sound: SoundCue)
    /// Runs `action` once the virtual clock reaches now + `delay` milliseconds.
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void)
}
