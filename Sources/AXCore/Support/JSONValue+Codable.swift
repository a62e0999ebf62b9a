/// A JSON value inside a document Foundation's coders read and write (a validate shard report keeps
/// each input that reaches a pictured state as its trace record, `SessionInputCodec`'s fields).
/// Foundation's decoder does not keep an object's key order, so a decoded object's fields are in
/// key order; its reader looks fields up by name.
extension JSONValue: Codable {
    /// An object's field name as a coding key.
    private struct FieldKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads any JSON value: an array, an object, null, a boolean, a number or a string.
    public init(from decoder: Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !list.isAtEnd { items.append(try list.decode(JSONValue.self)) }
            self = .array(items)
        } else if let object = try? decoder.container(keyedBy: FieldKey.self) {
            self = .object(try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                (key.stringValue, try object.decode(JSONValue.self, forKey: key))
            })
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    /// Writes the value; an object's fields in their order (an encoder that sorts keys sorts them).
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let items):
            var list = encoder.unkeyedContainer()
            for item in items { try list.encode(item) }
        case .object(let fields):
            var object = encoder.container(keyedBy: FieldKey.self)
            for (key, value) in fields { try object.encode(value, forKey: FieldKey(stringValue: key)) }
        }
    }
}
