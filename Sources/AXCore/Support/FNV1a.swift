/// FNV-1a, 64-bit: a small, fast, platform-independent hash for digests that traces assert
/// (scene digests, state digests). Not for security.
package struct FNV1a {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// Resumes a hash whose state `hex` wrote (16 hex digits); nil for anything else. FNV-1a's state
    /// is its value, so a hash of a prefix can be continued over what follows it.
    package init?(hex: String) {
        guard hex.utf8.count == 16, hex.allSatisfy(\.isHexDigit), let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    package mutating func feed(_ text: String) { feed(bytes: text.utf8) }

    package mutating func feed(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// The 16 hex digits of `text`'s hash.
    package static func hex(of text: String) -> String {
        var h = FNV1a()
        h.feed(text)
        return h.hex
    }

    /// 16 lowercase hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
