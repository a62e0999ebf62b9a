import Foundation

/// Strict UTF-8 for the readers: a file that is not UTF-8 is refused with the offset of its first
/// bad byte rather than decoded with replacement characters (which would then differ from what was
/// written, silently). A leading byte-order mark is allowed and dropped, in scene files and traces alike.
public enum UTF8Text {
    /// The first byte that does not start or continue a well-formed UTF-8 sequence.
    public struct InvalidByte: Error, Equatable, CustomStringConvertible {
        /// Zero-based offset of the byte in the bytes given.
        public var offset: Int
        /// The 1-based line the byte is on (a line ends at a line feed).
        public var line: Int = 1
        /// The 1-based column of the byte on its line, in characters (the well-formed text before
        /// it; a leading byte-order mark is not one), as the JSON reader counts columns.
        public var column: Int = 1
        /// Whether the text begins with a UTF-16 byte-order mark: a file a Windows editor saved as
        /// "Unicode", which is said as such rather than by its first byte.
        public var isUTF16 = false

        /// The byte at `offset`, on line 1 at column 1 unless told.
        public init(offset: Int, line: Int = 1, column: Int = 1, isUTF16: Bool = false) {
            self.offset = offset; self.line = line; self.column = column; self.isUTF16 = isUTF16
        }

        /// `line L, column C`, where an editor shows the byte.
        public var location: String { "line \(line), column \(column)" }
        /// The offset of the bad byte, for error messages that name the file around it.
        public var description: String {
            isUTF16 ? "UTF-16 text (the file begins with a UTF-16 byte-order mark), not UTF-8: save it as UTF-8"
                : "not UTF-8 text (invalid byte at offset \(offset))"
        }
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The length of a leading byte-order mark (3), or 0.
    public static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// Whether `bytes` begin with a UTF-16 byte-order mark (FF FE or FE FF), as a file a Windows editor
    /// saved as "Unicode" does: a reader then says the file is UTF-16 rather than naming its first byte.
    public static func startsWithUTF16ByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
    }

    /// Decodes a whole file, refusing malformed UTF-8.
    public static func decode(_ data: Data) throws -> String {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            if startsWithUTF16ByteOrderMark(bytes) { throw InvalidByte(offset: 0, isUTF16: true) }
            let skip = byteOrderMarkLength(bytes)
            let body = UnsafeBufferPointer(rebasing: bytes[skip...])
            if let bad = firstInvalidByte(body) {
                let (line, column) = position(of: bad, in: body)
                throw InvalidByte(offset: skip + bad, line: line, column: column)
            }
            return String(decoding: body, as: UTF8.self)
        }
    }

    /// The 1-based line and column (in characters) of `offset` in `bytes`, whose bytes before it are
    /// well-formed UTF-8: a line feed starts a line, and each byte that does not continue a sequence
    /// is one character.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for k in 0..<min(offset, bytes.count) {
            if bytes[k] == 0x0A { line += 1; column = 1 } else if bytes[k] & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    /// The offset of the first byte of `bytes` that makes them malformed UTF-8 (overlong forms,
    /// surrogates and code points past U+10FFFF included), or nil when they are well formed.
    public static func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF  // the range of the second byte
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            guard i + 1 < n, bytes[i + 1] >= low, bytes[i + 1] <= high else { return i }
            for k in 2..<length {
                guard i + k < n, bytes[i + k] & 0xC0 == 0x80 else { return i }
            }
            i += length
        }
        return nil
    }
}
