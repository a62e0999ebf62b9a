import Foundation

/// What one kind of shard report carries inside the envelope every shard report shares: the
/// options of the run (the same in every shard) and one unit's result.
public protocol ShardReportContent {
    /// The run's options that shape its reports.
    associatedtype Run: Codable & Sendable
    /// One unit's result, complete enough to render every report from.
    associatedtype Unit: Codable & Sendable
    /// The `kind` the reports carry: tells a validate shard report from a replay one.
    static var kindName: String { get }
}

/// What one `--shard I/N` job writes with `--shard-report FILE` for `merge` (docs/ci.md): its shard,
/// the whole set's fingerprint and size, the run's options, and each of its units' results with the
/// unit's place in the whole set. JSON, keys sorted, format 1:
/// `{ "kind", "format", "tool", "shard": "I/N", "fingerprint", "unitCount", "run": {…},
///    "units": [ { "position", "key", "value": {…} } ] }`.
public struct ShardReport<Content: ShardReportContent>: Codable, Sendable {
    var kind: String
    var format: Int
    var tool: String
    var shard: String
    var fingerprint: String
    var unitCount: Int
    /// The run's options.
    public var run: Content.Run
    /// This shard's units.
    public var units: [ShardUnit<Content.Unit>]

    /// The report of shard `shard` of the run `fingerprint` (of `unitCount` units), written by `toolVersion`.
    public init(shard: Shard, fingerprint: String, unitCount: Int, toolVersion: String, run: Content.Run, units: [ShardUnit<Content.Unit>]) {
        kind = Content.kindName; format = 1; tool = toolVersion; self.shard = shard.description
        self.fingerprint = fingerprint; self.unitCount = unitCount; self.run = run; self.units = units
    }

    /// The version of the tool that wrote it.
    public var toolVersion: String { tool }

    /// The JSON text, keys sorted: the same results give the same bytes.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // The encoder fails only on non-finite numbers, which no measured value holds.
        guard let data = try? encoder.encode(self) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a shard report of this kind; `source` names the file in errors, with the line and column
    /// of a syntax error or the JSON path at fault. The build that merges wrote it (`ShardSet.check`
    /// holds the tool's version), so a field it does not know is an edit, refused as one.
    public init(parsing data: Data, source: String) throws(ShardError) {
        let document: JSONValue
        do {
            document = try data.withUnsafeBytes { try JSONValue.parse(bytes: $0.bindMemory(to: UInt8.self)) }
        } catch {
            throw ShardError("\(source): not JSON: \(error)")
        }
        do {
            self = try JSONValueDecoder(refusesUnknownFields: true).decode(Self.self, from: document)
        } catch {
            throw ShardError("\(source): \(error)")
        }
        guard kind == Content.kindName, format == 1 else {
            throw ShardError("\(source): $.kind/$.format: expected \"\(Content.kindName)\" format 1, found \"\(kind)\" format \(format)")
        }
    }

    /// The header `ShardSet.check` reads.
    public func header(source: String) throws(ShardError) -> ShardHeader {
        let parsed: Shard
        do { parsed = try Shard(parsing: shard) } catch { throw ShardError("\(source): $.shard: \(error.message)") }
        return ShardHeader(source: source, shard: parsed, fingerprint: fingerprint, unitCount: unitCount, positions: units.map(\.position),
                           tool: tool, options: Self.options(run))
    }

    /// Each of the run's options as JSON text, by name, for naming the options two runs differ in.
    static func options(_ run: Content.Run) -> [String: String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(run),
              let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [:] }
        var options: [String: String] = [:]
        for (name, value) in fields {
            guard let text = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]) else { continue }
            options[name] = String(decoding: text, as: UTF8.self)
        }
        return options
    }

    /// Every unit of `shards` in the whole set's order, each with where it was read ("FILE:
    /// $.units[3]"), once `ShardSet.check` has found they make one whole run.
    public static func ordered(_ shards: [(source: String, report: Self)]) throws(ShardError) -> [(at: String, unit: ShardUnit<Content.Unit>)] {
        var headers: [ShardHeader] = []
        for shard in shards { headers.append(try shard.report.header(source: shard.source)) }
        try ShardSet.check(headers)
        return shards.flatMap { shard in shard.report.units.enumerated().map { ("\(shard.source): $.units[\($0)]", $1) } }
            .sorted { $0.1.position < $1.1.position }
    }
}

/// Which kind of shard report some bytes are, before they are read as one.
public enum ShardReportKind {
    private struct Kind: Decodable { var kind: String }

    /// The `kind` field of a shard report's bytes, nil when they are not one.
    public static func of(_ data: Data) -> String? { try? JSONDecoder().decode(Kind.self, from: data).kind }
}

/// One unit of a shard report: its place in the whole set, its key, and its result.
public struct ShardUnit<Value: Codable & Sendable>: Codable, Sendable {
    /// Its place in the whole set's order (0-based): the merged report's order.
    public var position: Int
    /// The key the plan hashed: a scene's id, or a file's path relative to the working directory.
    public var key: String
    /// Its result.
    public var value: Value

    /// The unit at `position`, keyed `key`, with its result.
    public init(position: Int, key: String, value: Value) { self.position = position; self.key = key; self.value = value }
}
