/// How urgently an utterance must be heard (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023): high interrupts and cannot be interrupted;
/// default interrupts and can be interrupted; low waits for silence and is dropped if anything starts.
public enum SpeechPriority: String, Hashable, Sendable, Codable, CaseIterable {
    case low, `default`, high
}

/// Text with the speech attributes UIKit's attributed strings carry (language, pitch, spell out,
/// punctuation, IPA, announcement priority, queued). Plain and interpolated string literals work
/// where one is expected (`.announcement("\(name) moved")`), as they do for UIKit's `String` properties.
public struct SpeechText: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text to speak.
    public var string: String
    /// BCP-47 tag, e.g. "fr-FR".
    public var language: String?
    /// 0…2, 1 is normal.
    public var pitch: Double?
    /// Read the text letter by letter (a code, a licence plate) rather than as words.
    public var spellOut: Bool
    /// Speak punctuation marks by name (source code, an email address).
    public var punctuation: Bool
    /// International Phonetic Alphabet pronunciation replacing the text's own.
    public var ipa: String?
    /// Announcement priority; nil means default.
    public var priority: SpeechPriority?
    /// The older queueing attribute: wait for current speech instead of interrupting it.
    public var queued: Bool

    /// Text with any of the speech attributes; those left out take VoiceOver's defaults.
    public init(_ string: String, language: String? = nil, pitch: Double? = nil, spellOut: Bool = false,
                punctuation: Bool = false, ipa: String? = nil, priority: SpeechPriority? = nil, queued: Bool = false) {
        self.string = string; self.language = language; self.pitch = pitch; self.spellOut = spellOut
        self.punctuation = punctuation; self.ipa = ipa; self.priority = priority; self.queued = queued
    }

    /// Plain text from a literal, so `label: "Play"` works where `SpeechText` is expected.
    public init(stringLiteral value: String) { self.init(value) }

    /// Plain text from an interpolated literal, so `.announcement("\(name) moved")` works as the
    /// plain literal does; attributes are set with `init(_:language:…)`.
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// Whether there is no text, which VoiceOver treats as no label at all.
    public var isEmpty: Bool { string.isEmpty }
    /// The plain text, without its attributes.
    public var description: String { string }

    /// The same attributes on other text (descriptions built from a label keep its language and pitch).
    public func with(string: String) -> SpeechText {
        var copy = self
        copy.string = string
        return copy
    }

    /// The priority announcement priority resolves to.
    public var effectivePriority: SpeechPriority { priority ?? .default }
}
