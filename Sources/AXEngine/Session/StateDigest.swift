/// A stable digest of the scene's model state and the VoiceOver focus: FNV-1a 64-bit over
/// `key=value\n` lines of the scene's snapshot, then `focus=<id>\n` (`none` when nothing is focused),
/// as 16 lowercase hex digits. Byte-stable across platforms, so traces can assert it.
///
/// The Session emits `.state(digest:)` after an input (or a timer) whenever the digest differs from
/// the last one it emitted; it starts from the digest of the initial state, which is not emitted.
package enum StateDigest {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3
    static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    package static func digest(snapshot: [(key: String, value: String)], focusID: String?) -> String {
        hex(finish(hash(snapshot: snapshot), focusID: focusID))
    }

    /// The FNV-1a state after the snapshot lines (cached by the Session while the scene is unchanged).
    static func hash(snapshot: [(key: String, value: String)]) -> UInt64 {
        var hash = offsetBasis
        for pair in snapshot { feed(pair.key, &hash); feed("=", &hash); feed(pair.value, &hash); feed("\n", &hash) }
        return hash
    }

    /// Adds the focus line: the digest's value, which `hex` formats (the Session compares values and
    /// formats only a digest that changed, since this runs after every input).
    static func finish(_ snapshotHash: UInt64, focusID: String?) -> UInt64 {
        var hash = snapshotHash
        feed("focus=", &hash); feed(focusID ?? "none", &hash); feed("\n", &hash)
        return hash
    }

    /// Sixteen lowercase hex digits, written directly.
    static func hex(_ hash: UInt64) -> String {
        let digits = hexDigits
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<16 { bytes[15 - i] = digits[Int((hash >> (UInt64(i) * 4)) & 0xf)] }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func feed(_ text: String, _ hash: inout UInt64) {
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
    }
}
