import Foundation

/// Looking for a piece of ASCII in a file's text, byte by byte. Foundation's `contains` on a Swift
/// string goes through NSString, and on a 64 MiB file it took two of the four seconds a reader
/// needed to refuse it; the readers only ever look for ASCII markers (`"format"`,
/// `Element subtree:`, `XCUIElementType`), which UTF-8 bytes find exactly.
package enum UTF8Search {
    /// Whether `needle` occurs in `text`.
    package static func contains<S: StringProtocol>(_ needle: String, in text: S) -> Bool {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= pattern.count, let base = bytes.baseAddress else { return false }
            let last = bytes.count - pattern.count
            var start = 0
            // memchr finds each candidate first byte at memory speed; memcmp checks the rest there.
            while start <= last, let hit = memchr(base + start, Int32(pattern[0]), last - start + 1) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + at, pattern, pattern.count) == 0 { return true }
                start = at + 1
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(search)
    }
}
