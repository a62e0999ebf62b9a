/// The window's Voice Control command line (docs/voice-control.md): the sandbox does not listen to a
/// microphone, so E opens a line where a phrase is typed; Return says it, Escape closes it, Backspace
/// deletes. While it is open every printable key types.
struct VoiceControlCommandLine {
    /// Whether the line is open (keys type into it).
    private(set) var isOpen = false
    /// What has been typed so far.
    private(set) var text = ""

    /// Opens an empty line.
    mutating func open() { isOpen = true; text = "" }

    /// Closes the line without saying anything.
    mutating func cancel() { isOpen = false; text = "" }

    /// Adds typed text.
    mutating func type(_ typed: String) { if isOpen { text += typed } }

    /// Deletes the last character typed.
    mutating func deleteBackward() { if isOpen, !text.isEmpty { text.removeLast() } }

    /// Closes the line and returns the phrase to say, nil when nothing but spaces was typed.
    mutating func submit() -> String? {
        defer { cancel() }
        let phrase = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard isOpen, !phrase.isEmpty else { return nil }
        return phrase
    }
}
