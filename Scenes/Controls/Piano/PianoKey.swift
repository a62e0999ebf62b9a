import AXCore

/// One key of the drawn keyboard: its MIDI note, colour and where it is drawn.
struct PianoKey: Hashable {
    static let pitchNames = ["C", "C♯", "D", "D♯", "E", "F", "F♯", "G", "G♯", "A", "A♯", "B"]
    /// `pitchNames` as they appear in element ids, without the sharp sign: "Cs" for "C♯".
    static let pitchIDs = ["C", "Cs", "D", "Ds", "E", "F", "Fs", "G", "Gs", "A", "As", "B"]
    static let spokenPitchNames = ["C", "C sharp", "D", "D sharp", "E", "F", "F sharp", "G", "G sharp", "A", "A sharp", "B"]

    /// MIDI note number (60 is middle C, C4).
    let note: Int
    let frame: Rect

    var isBlack: Bool { Self.isBlack(note) }
    var octave: Int { note / 12 - 1 }
    /// Scientific pitch notation as printed on keys: "C4", "F♯4".
    var name: String { Self.pitchNames[note % 12] + String(octave) }
    /// The name a screen reader should say: "F sharp 4" rather than a symbol it may skip.
    var spokenName: String {
        let pitch = Self.spokenPitchNames[note % 12]
        return isBlack ? "\(pitch) \(octave)" : "\(pitch)\(octave)"
    }
    /// A stable element id: "piano-key-C4", "piano-key-Fs4".
    var elementID: String { "piano-key-" + Self.pitchIDs[note % 12] + String(octave) }

    static func isBlack(_ note: Int) -> Bool { [1, 3, 6, 8, 10].contains(note % 12) }
}
