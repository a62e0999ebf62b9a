import AXCore

/// The line each value of a JSON text starts on, by the paths `JSONCursor` names them with
/// (`elements[2].children[0].id`): `JSONValue` keeps no positions, and reports that point into a
/// scene file (SARIF regions) want the element's line. Runs on text `JSONValue.parse` accepted.
enum JSONLineLocator {
    static func lines(in text: String) -> [String: Int] {
        var scanner = Scanner(bytes: Array(text.utf8))
        scanner.value(path: "")
        return scanner.lines
    }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var lines: [String: Int] = [:]

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) {
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
        }

        mutating func value(path: String) {
            skipSpace()
            guard i < bytes.count else { return }
            lines[path] = line
            switch bytes[i] {
            case UInt8(ascii: "{"):
                i += 1
                while true {
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { break }
                    let key = string()
                    skipSpace()
                    if i < bytes.count, bytes[i] == UInt8(ascii: ":") { i += 1 }
                    value(path: JSONCursor.field(path, key))
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
                    value(path: "\(path)[\(index)]")
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
