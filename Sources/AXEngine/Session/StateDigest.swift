/// A stable digest of the scene's model state and the VoiceOver focus: FNV-1a 64-bit over
/// `key=value\n` lines of the scene's snapshot, then `focus=<id>\n` (`none` when nothing is focused),
/// as 16 lowercase hex digits. Byte-stable across platforms, so traces can assert it.
public enum StateDigest {
    public static func digest(snapshot: [(key: String, value: String)], focusID: String?) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func feed(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        for pair in snapshot { feed(pair.key); feed("="); feed(pair.value); feed("\n") }
        feed("focus="); feed(focusID ?? "none"); feed("\n")
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
