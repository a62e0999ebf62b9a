import AXCore

/// The line each value of a JSON text starts on, by the paths `JSONCursor` names them with
/// (`elements[2].children[0].id`): `JSONValue` keeps no positions, and reports that point into a
/// scene file (SARIF regions) want the element's line. Runs on text `JSONValue.parse` accepted.
enum JSONLineLocator {
    /// With `keys`, only values reached through those keys (and array items) are named and recorded;
    /// the rest is scanned past without building a path for each value (a scene file wants its
    /// elements' lines alone, and naming every value of a 100,000-element file was most of its reading).
    static func lines(in text: String, keys: Set<String>? = nil) -> [String: Int] {
        var scanner = Scanner(bytes: Array(text.utf8), keys: keys)
        scanner.value(path: "")
        return scanner.lines
    }

    private struct Scanner {
        let bytes: [UInt8]
        let keys: Set<String>?
        var i = 0
        var line = 1
        var lines: [String: Int] = [:]

        init(bytes: [UInt8], keys: Set<String>?) { self.bytes = bytes; self.keys = keys }

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) {
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
        }

        /// Scans one value; a nil `path` is a value not recorded, nor anything inside it.
        mutating func value(path: String?) {
            skipSpace()
            guard i < bytes.count else { return }
            if let path { lines[path] = line }
            switch bytes[i] {
            case UInt8(ascii: "{"):
                i += 1
                while true {
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { break }
                    let key = string()
                    skipSpace()
                    if i < bytes.count, bytes[i] == UInt8(ascii: ":") { i += 1 }
                    value(path: path.flatMap { keys?.contains(key) == false ? nil : JSONCursor.field($0, key) })
                    skipSpace()
                    if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1 } else { break }
                }
                if i < bytes.count { i += 1 }  // "}"
            case UInt8(ascii: "["):
                i += 1
                var index = 0
                while true {
                    skipSpace()
                    guard i < bytes.count, bytes[i] != UInt8(ascii: "]") else { break }
                    value(path: path.map { "\($0)[\(index)]" })
                    index += 1
                    skipSpace()
                    if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1 } else { break }
                }
                if i < bytes.count { i += 1 }  // "]"
            case UInt8(ascii: "\""):
                _ = string()
            default:
                while i < bytes.count, ![0x2C, 0x7D, 0x5D, 0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
            }
        }

        /// A string's raw contents (keys have no escapes in scene files; an escaped key is kept escaped).
        mutating func string() -> String {
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            let s = String(decoding: bytes[start..<min(i, bytes.count)], as: UTF8.self)
            i += 1
            return s
        }
    }
}
