/// Reads a `Decodable` value from a parsed `JSONValue`, naming the JSON path of the value at fault
/// ("$.units[3].position: expected an integer, found 1.5"). Foundation's decoder on Linux says only
/// "The given data was not valid JSON", with no path, of a number that does not fit an integer
/// field, and it lets fields nobody reads pass unseen: a misspelt optional field of a hand-edited
/// report was silently dropped. With `refusesUnknownFields` every field of every object a type read
/// must be one it asked for.
public struct JSONValueDecoder {
    /// Why a value could not be read, and where.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The JSON path of the value at fault: "$", "$.units[3].value".
        public var path: String
        /// What was expected there: "expected an integer, found 1.5", "missing", "unknown field".
        public var message: String
        /// "PATH: MESSAGE".
        public var description: String { "\(path): \(message)" }
    }

    /// Whether a field no type asked for fails the read (files the same build writes and reads).
    public var refusesUnknownFields: Bool

    /// A decoder; `refusesUnknownFields` as the property says.
    public init(refusesUnknownFields: Bool = false) { self.refusesUnknownFields = refusesUnknownFields }

    /// `T` read from `value`.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(Failure) -> T {
        let reads = FieldReads()
        let decoded: T
        do {
            decoded = try T(from: ValueReader(value: value, codingPath: [], reads: reads))
        } catch let error as DecodingError {
            throw Self.failure(error)
        } catch {
            throw Failure(path: "$", message: "\(error)")
        }
        if refusesUnknownFields, let unread = reads.firstUnread(in: value, path: "$") {
            throw Failure(path: unread, message: "unknown field")
        }
        return decoded
    }

    /// "$.units[3].value" for a coding path.
    static func path(_ keys: [CodingKey]) -> String {
        "$" + keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    /// A DecodingError (from the readers below, or thrown by a type's own `init(from:)`) as a located failure.
    static func failure(_ error: DecodingError) -> Failure {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return Failure(path: path(context.codingPath), message: context.debugDescription)
        case .keyNotFound(let key, let context):
            return Failure(path: path(context.codingPath + [key]), message: "missing")
        @unknown default:
            return Failure(path: "$", message: "\(error)")
        }
    }
}

/// The fields each object was asked for, by the object's JSON path: what `refusesUnknownFields`
/// checks once the whole value is read.
private final class FieldReads {
    private var asked: [String: Set<String>] = [:]
    private var wholeObjects: Set<String> = []

    func ask(_ key: String, at path: String) { asked[path, default: []].insert(key) }
    /// An object was read through a keyed container: any field of it nobody asks for is unknown.
    func open(at path: String) { if asked[path] == nil { asked[path] = [] } }
    /// Every field was read (a dictionary or a `JSONValue` takes all its keys).
    func readAll(at path: String) { wholeObjects.insert(path) }

    /// The first field, in document order, of an object read through a keyed container that nobody
    /// asked for. Objects never read as such (inside a field a type skipped as a whole) are not walked.
    func firstUnread(in value: JSONValue, path: String) -> String? {
        switch value {
        case .object(let fields):
            let known = asked[path]
            if !wholeObjects.contains(path), let known {
                if let unread = fields.first(where: { !known.contains($0.key) }) { return path + "." + unread.key }
            }
            guard known != nil || wholeObjects.contains(path) else { return nil }
            for field in fields {
                if let unread = firstUnread(in: field.value, path: path + "." + field.key) { return unread }
            }
            return nil
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let unread = firstUnread(in: item, path: path + "[\(index)]") { return unread }
            }
            return nil
        default:
            return nil
        }
    }
}

/// An array index as a coding key.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// One value and where it lies: the `Decoder` every container hands on.
private struct ValueReader: Decoder {
    let value: JSONValue
    let codingPath: [CodingKey]
    let reads: FieldReads
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let fields) = value else { throw mismatch("an object") }
        // Read as an object even when no field is asked (a type with none): its fields are checked.
        reads.open(at: JSONValueDecoder.path(codingPath))
        return KeyedDecodingContainer(ObjectReader<Key>(fields: fields, codingPath: codingPath, reads: reads))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return ArrayReader(items: items, codingPath: codingPath, reads: reads)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    func mismatch(_ expected: String) -> DecodingError {
        let found: String
        switch value {
        case .number(let number): found = InputLimits.shown(number)
        case .bool(let flag): found = "\(flag)"
        default: found = value.kindDescription
        }
        return .typeMismatch(Any.self, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(found)"))
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .number(let number) = value, number == number.rounded(), let exact = T(exactly: number) else {
            throw mismatch(T.isSigned ? "an integer" : "an integer, 0 or more")
        }
        return exact
    }
}

extension ValueReader: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value == .null }
    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("a boolean") }
        return flag
    }
    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }
    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let number) = value else { throw mismatch("a number") }
        return number
    }
    func decode(_ type: Float.Type) throws -> Float {
        guard case .number(let number) = value else { throw mismatch("a number") }
        return Float(number)
    }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    /// A null is read by the type: an optional or a `JSONValue` takes it, any other says what it
    /// expected. A string that is none of an enumeration's names is refused with the names: the
    /// standard library's "Cannot initialize Status from invalid String value" lists none.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        do {
            return try T(from: self)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.count == codingPath.count {
            guard case .string(let found) = value, let cases = T.self as? any (CaseIterable & RawRepresentable).Type else { throw DecodingError.dataCorrupted(context) }
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "expected one of \(Self.names(of: cases)), found \(JSONValue.quoted(found))"))
        }
    }

    /// An enumeration's raw values, quoted, as a message lists them.
    private static func names<C: CaseIterable & RawRepresentable>(of type: C.Type) -> String {
        C.allCases.map { JSONValue.quoted("\($0.rawValue)") }.joined(separator: ", ")
    }
}

/// An object's fields, asked for by key; each key asked is noted for `refusesUnknownFields`.
private struct ObjectReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: [(key: String, value: JSONValue)]
    let codingPath: [CodingKey]
    let reads: FieldReads

    private var path: String { JSONValueDecoder.path(codingPath) }

    var allKeys: [Key] {
        reads.readAll(at: path)
        return fields.compactMap { Key(stringValue: $0.key) }
    }

    func contains(_ key: Key) -> Bool {
        reads.ask(key.stringValue, at: path)
        return fields.contains { $0.key == key.stringValue }
    }

    private func reader(for key: Key) throws -> ValueReader {
        reads.ask(key.stringValue, at: path)
        guard let field = fields.first(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
        }
        return ValueReader(value: field.value, codingPath: codingPath + [key], reads: reads)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try reader(for: key).decodeNil() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try reader(for: key).decode(type) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        reads.ask(key.stringValue, at: path)
        guard let field = fields.first(where: { $0.key == key.stringValue }), field.value != .null else { return nil }
        return try ValueReader(value: field.value, codingPath: codingPath + [key], reads: reads).decode(type)
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try reader(for: key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try reader(for: key).unkeyedContainer() }
    func superDecoder() throws -> Decoder {
        reads.readAll(at: path)
        return ValueReader(value: .object(fields), codingPath: codingPath, reads: reads)
    }
    func superDecoder(forKey key: Key) throws -> Decoder { try reader(for: key) }
}

/// An array's items, read in order.
private struct ArrayReader: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [CodingKey]
    let reads: FieldReads
    var currentIndex = 0

    init(items: [JSONValue], codingPath: [CodingKey], reads: FieldReads) {
        self.items = items; self.codingPath = codingPath; self.reads = reads
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> ValueReader {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath + [IndexKey(currentIndex)],
                                                               debugDescription: "expected \(currentIndex + 1) items or more, found \(items.count)"))
        }
        defer { currentIndex += 1 }
        return ValueReader(value: items[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)], reads: reads)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> Decoder { try next() }
}
