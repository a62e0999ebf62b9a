import AXCore

/// The overlay Voice Control shows: names, numbers, or the grid over an area.
public enum VoiceControlOverlay: Hashable, Sendable {
    /// Show Names.
    case names
    /// Show Numbers.
    case numbers
    /// Show Grid, over this grid (the screen, or a chosen cell once refined).
    case grid(VoiceControlGrid)

    /// Which overlay it is.
    public var kind: VoiceControlOverlayKind {
        switch self {
        case .names: return .names
        case .numbers: return .numbers
        case .grid: return .grid
        }
    }
}

/// Why Voice Control did nothing with a phrase.
public enum VoiceControlMiss: String, Hashable, Sendable, CaseIterable {
    /// `notUnderstood`: the phrase is no command.
    case notUnderstood
    /// `noMatch`: no element (or grid cell, or disambiguation entry) answers to the name or number said.
    case noMatch
    /// `notAvailable`: the element answers but does not offer what was asked (no drag source, no drop
    /// point, nothing to adjust), or Voice Control is off.
    case notAvailable
    /// `outOfRange`: a well-formed command whose count lies outside what it takes ("Show grid with
    /// 21 columns": a grid has 1 to 20 columns and rows), told apart from a phrase that is no command.
    case outOfRange
}

/// What Voice Control shows, and where the grid touched (trace records `voiceOverlay`,
/// `voiceChoose`, `voiceMissed`, `voiceTouch`, docs/trace-format.md). What happens to the app is the
/// element actions' own `action` records, or a grid touch's `gesture` record.
public enum VoiceControlOutput: Hashable, Sendable {
    /// The overlay shown from now on (nil: none), and whether it stays after an action.
    case overlay(VoiceControlOverlay?, continuously: Bool)
    /// A phrase matched several elements: numbers over just these, in order, waiting for one; empty
    /// when the choice closes.
    case choose([String])
    /// A phrase Voice Control did nothing with, and why (iOS shows it greyed out).
    case missed(phrase: String, VoiceControlMiss)
    /// A gesture said with a grid cell's number ("Tap 1", "Double tap 4", "Swipe left on 2"): a
    /// touch at the cell's centre, whatever element is or is not there, as the grid exists to reach
    /// what the app does not expose. `gesture` is `tap`, `doubleTap`, `longPress` or `swipe`
    /// (`direction` for a swipe). The touches and the gesture then reach the scene as a finger's do,
    /// with their own `gesture` record.
    case touch(gesture: RecognizedGesture.Kind, at: Point, direction: SwipeDirection?)
}
