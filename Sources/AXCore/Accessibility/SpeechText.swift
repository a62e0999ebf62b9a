/// How urgently an utterance must be heard (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023): high interrupts and cannot be interrupted;
/// default interrupts and can be interrupted; low waits for silence and is dropped if anything starts.
public enum SpeechPriority: String, Hashable, Sendable, Codable, CaseIterable {
    case low, `default`, high
}

/// Text with the speech attributes UIKit's attributed strings carry (language, pitch, spell out,
/// punctuation, IPA, announcement priority, queued). Plain string literals work where one is expected.
public struct SpeechText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var string: String
    /// BCP-47 tag, e.g. "fr-FR".
    public var language: String?
    /// 0…2, 1 is normal.
    public var pitch: Double?
    public var spellOut: Bool
    public var punctuation: Bool
    /// International Phonetic Alphabet pronunciation replacing the text's own.
    public var ipa: String?
    /// Announcement priority; nil means default.
    public var priority: SpeechPriority?
    /// The older queueing attribute: wait for current speech instead of interrupting it.
    public var queued: Bool

    public init(_ string: String, language: String? = nil, pitch: Double? = nil, spellOut: Bool = false,
                punctuation: Bool = false, ipa: String? = nil, priority: SpeechPriority? = nil, queued: Bool = false) {
        self.string = string; self.language = language; self.pitch = pitch; self.spellOut = spellOut
        self.punctuation = punctuation; self.ipa = ipa; self.priority = priority; self.queued = queued
    }

    public init(stringLiteral value: String) { self.init(value) }

    public var isEmpty: Bool { string.isEmpty }
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
