import AXCore

/// What is wrong with one record, naming the field and what was expected but not where the record
/// is: its reader knows that (a trace's `file:line`, a shard report's file and JSON path) and says it.
package struct RecordFieldError: Error, Equatable {
    /// The field at fault and what it should have held.
    package var reason: String

    /// A record refused for `reason`.
    package init(_ reason: String) { self.reason = reason }
}

/// Typed access to one JSON record's fields, as trace lines and the inputs a shard report keeps are
/// read: every wrong or missing field is refused by name with what it must be and what it holds
/// instead (missing, or found as which kind of value).
package struct RecordFields {
    /// The record, a JSON object.
    package let value: JSONValue

    /// The fields of `value`.
    package init(_ value: JSONValue) { self.value = value }

    /// The field `key`, nil when it is absent.
    package subscript(key: String) -> JSONValue? { value[key] }

    /// A refusal of this record for `reason`.
    package func fail(_ reason: String) -> RecordFieldError { RecordFieldError(reason) }

    /// `type` after its article, as a message names a record: "an end", "an action", "a pointer".
    package static func withArticle(_ type: String) -> String {
        ("aeiou".contains(type.first ?? "x") ? "an " : "a ") + type
    }

    /// `; it is missing` or `, found a number`: what the field `key` held that it should not, for
    /// the end of a message that says what it must be.
    package func found(_ key: String) -> String {
        value[key].map { ", found \($0.kindDescription)" } ?? "; it is missing"
    }

    /// The string `key`.
    package func string(_ key: String) throws(RecordFieldError) -> String {
        guard case .string(let s)? = value[key] else { throw fail("\"\(key)\" must be a string" + found(key)) }
        return s
    }
    /// The string `key`, nil when it is absent or null.
    package func optionalString(_ key: String) throws(RecordFieldError) -> String? {
        guard let v = value[key], v != .null else { return nil }
        guard case .string(let s) = v else { throw fail("\"\(key)\" must be a string" + found(key)) }
        return s
    }
    /// `v`, the field `key`, as a list of strings (`what` they are, for the message); an item at
    /// fault is named by its index, `key[1]`.
    package func strings(_ key: String, _ v: JSONValue, _ what: String) throws(RecordFieldError) -> [String] {
        guard case .array(let items) = v else { throw fail("\"\(key)\" must be a list of strings (\(what)), found \(v.kindDescription)") }
        var strings: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let s) = item else { throw fail("\(key)[\(index)] must be a string, found \(item.kindDescription)") }
            strings.append(s)
        }
        return strings
    }
    /// The coordinate `key`: a number within `InputLimits.coordinateRange`.
    package func coordinate(_ key: String) throws(RecordFieldError) -> Double {
        guard case .number(let n)? = value[key], InputLimits.isCoordinate(n) else {
            throw fail("\"\(key)\" must be a number from \(InputLimits.coordinateRange)")
        }
        return n
    }
    /// The integer `key` (below 10^15 in magnitude, as a double holds it exactly).
    package func int(_ key: String) throws(RecordFieldError) -> Int {
        guard let field = value[key] else { throw fail("\"\(key)\" must be an integer; it is missing") }
        guard case .number(let n) = field else { throw fail("\"\(key)\" must be an integer, found \(field.kindDescription)") }
        // A fraction is told apart from a size: "below 10^15" said nothing of what was wrong with 1.5.
        guard n == n.rounded() else { throw fail("\"\(key)\" must be a whole number, found \(InputLimits.shown(n))") }
        guard abs(n) < 1e15 else {
            throw fail("\"\(key)\" must be an integer below 10^15 in magnitude, found \(InputLimits.shown(n))")
        }
        return Int(n)
    }
    /// The boolean `key`, nil when it is absent or null.
    package func optionalBool(_ key: String) throws(RecordFieldError) -> Bool? {
        guard let v = value[key], v != .null else { return nil }
        guard case .bool(let b) = v else { throw fail("\"\(key)\" must be true or false" + found(key)) }
        return b
    }
    /// The integer `key`, nil when it is absent or null.
    package func optionalInt(_ key: String) throws(RecordFieldError) -> Int? {
        guard let v = value[key], v != .null else { return nil }
        return try int(key)
    }
    /// The string `key`, one of `allowed` (which a refusal lists, whether the field is missing,
    /// not a string or another string).
    package func choice(_ key: String, _ allowed: [String]) throws(RecordFieldError) -> String {
        let expected = "\"\(key)\" must be one of " + allowed.joined(separator: ", ")
        guard case .string(let s)? = value[key] else { throw fail(expected + found(key)) }
        guard allowed.contains(s) else { throw fail(expected + ", found \(JSONValue.quoted(s))") }
        return s
    }
    /// The string `key`, one of `allowed`; nil when it is absent.
    package func optionalChoice(_ key: String, _ allowed: [String]) throws(RecordFieldError) -> String? {
        guard value[key] != nil else { return nil }
        return try choice(key, allowed)
    }
    /// One of an enum's raw values, as that enum.
    package func choice<Value: RawRepresentable & CaseIterable>(_ key: String, _ type: Value.Type) throws(RecordFieldError) -> Value where Value.RawValue == String {
        Value(rawValue: try choice(key, Value.allCases.map(\.rawValue)))!
    }
    /// One of an enum's raw values, as that enum; nil when it is absent or null.
    package func optionalChoice<Value: RawRepresentable & CaseIterable>(_ key: String, _ type: Value.Type) throws(RecordFieldError) -> Value? where Value.RawValue == String {
        guard let v = value[key], v != .null else { return nil }
        return try choice(key, type)
    }
    /// Refuses fields not in `allowed` (a misspelt field must not be silently ignored), naming the
    /// record by its type with its article and listing the fields it takes.
    package func only(_ allowed: [String]) throws(RecordFieldError) {
        guard case .object(let fields) = value else { return }
        if let unknown = fields.first(where: { !allowed.contains($0.key) }) {
            throw fail("unknown field \"\(unknown.key)\" in \(Self.withArticle(try string("type"))) record (expected "
                       + allowed.dropLast().joined(separator: ", ") + (allowed.count > 1 ? " and " : "") + allowed.last! + ")")
        }
    }
}
