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
/// `{ "kind", "format", "tool", "shard": "I/N", "fingerprint", "optionsHash", "unitCount", "run": {…},
///    "units": [ { "position", "key", "value": {…}, "valueDigest" } ] }`.
public struct ShardReport<Content: ShardReportContent>: Codable, Sendable {
    var kind: String
    var format: Int
    var tool: String
    var shard: String
    var fingerprint: String
    /// `ShardPlan.optionsHash` of the run: the fingerprint less the keys, which `ordered` hashes from
    /// the units held. Absent from reports written before it was kept, whose keys go unchecked.
    var optionsHash: String?
    var unitCount: Int
    /// The run's options.
    public var run: Content.Run
    /// This shard's units.
    public var units: [ShardUnit<Content.Unit>]

    /// The report of shard `shard` of the run `fingerprint` (of `unitCount` units), written by
    /// `toolVersion`; `optionsHash` (`ShardPlan.optionsHash` of the run's parts) lets `merge` check
    /// the units' keys and positions against the fingerprint.
    public init(shard: Shard, fingerprint: String, optionsHash: String? = nil, unitCount: Int, toolVersion: String, run: Content.Run,
                units: [ShardUnit<Content.Unit>]) {
        kind = Content.kindName; format = 1; tool = toolVersion; self.shard = shard.description
        self.fingerprint = fingerprint; self.optionsHash = optionsHash; self.unitCount = unitCount; self.run = run; self.units = units
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
    /// $.units[3]"), once `ShardSet.check` has found they make one whole run. With `toolVersion`
    /// (the running build's, as `merge` gives it), a report another version wrote is refused: the
    /// reports are read as strictly as this build writes them, and rendered as its own. A report
    /// edited since its shard wrote it is refused: its units listed out of the set's order, keys
    /// that, in the order of their positions, do not hash to the fingerprint (`optionsHash`), or a
    /// unit's results that do not hash to its digest.
    public static func ordered(_ shards: [(source: String, report: Self)], toolVersion: String? = nil) throws(ShardError)
        -> [(at: String, unit: ShardUnit<Content.Unit>)] {
        if let toolVersion, let other = shards.first(where: { $0.report.tool != toolVersion }) {
            throw ShardError("\(other.source): $.tool: written by axsandbox \(JSONValue.quoted(other.report.tool)), expected this axsandbox's "
                + "version \(JSONValue.quoted(toolVersion)): merge takes the reports of its own build; merge with the axsandbox that ran the shards")
        }
        var headers: [ShardHeader] = []
        for shard in shards { headers.append(try shard.report.header(source: shard.source)) }
        try ShardSet.check(headers)
        for shard in shards {
            // A shard writes every unit's digest, or (before they were kept) none.
            if let kept = shard.report.units.firstIndex(where: { $0.valueDigest != nil }),
               let missing = shard.report.units.firstIndex(where: { $0.valueDigest == nil }) {
                throw ShardError("\(shard.source): $.units[\(missing)].valueDigest: missing, though $.units[\(kept)] has one: "
                    + "a shard writes every unit's digest, so this report was edited since its shard wrote it")
            }
            // Each shard writes its units in the set's order (`ShardPlan.units(of:)`).
            for i in shard.report.units.indices.dropFirst() where shard.report.units[i].position <= shard.report.units[i - 1].position {
                throw ShardError("\(shard.source): $.units[\(i)].position: expected more than \(shard.report.units[i - 1].position) "
                    + "($.units[\(i - 1)].position): a shard lists its units in the set's order, so this report was edited since its shard wrote it")
            }
        }
        let units: [(at: String, unit: ShardUnit<Content.Unit>)] = shards
            .flatMap { shard in shard.report.units.enumerated().map { ("\(shard.source): $.units[\($0)]", $1) } }
            .sorted { $0.1.position < $1.1.position }
        // Each unit's results hash to the digest its shard wrote beside them.
        for (at, unit) in units {
            guard let digest = unit.valueDigest else { continue }
            guard let found = ShardUnit.digest(of: unit.value), found == digest else {
                throw ShardError("\(at).value: its results do not hash to its digest \(digest) (\(at).valueDigest): "
                    + "a finding, a count or an outcome was edited since its shard wrote it; merge the reports as the shards wrote them")
            }
        }
        let keys = units.map(\.unit.key)
        for shard in shards {
            guard let optionsHash = shard.report.optionsHash else { continue }
            guard let fingerprint = ShardPlan.fingerprint(keys: keys, continuing: optionsHash) else {
                throw ShardError("\(shard.source): $.optionsHash: expected 16 hex digits, found \(JSONValue.quoted(optionsHash))")
            }
            guard fingerprint == shard.report.fingerprint else {
                throw ShardError("\(shard.source): $.units[].key, $.units[].position: the units' keys in the order of their positions, in "
                    + shards.map(\.source).joined(separator: ", ") + ", hash to \(fingerprint), expected the run's fingerprint "
                    + "\(shard.report.fingerprint) ($.fingerprint): a unit's key or position was edited since its shard wrote it; "
                    + "merge the reports as the shards wrote them")
            }
        }
        return units
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
    /// The FNV-1a hash of `value` as JSON with sorted keys, as its shard wrote it: `merge` refuses a
    /// unit whose results no longer hash to it (a finding deleted or its severity changed by hand
    /// would otherwise merge as the run's). Absent from reports written before it was kept.
    public var valueDigest: String?

    /// The unit at `position`, keyed `key`, with its result and the digest of it.
    public init(position: Int, key: String, value: Value) {
        self.position = position; self.key = key; self.value = value
        valueDigest = Self.digest(of: value)
    }

    /// The digest of `value`: its JSON with sorted keys, hashed. Nil only where the encoder fails
    /// (a non-finite number, which no measured value holds).
    static func digest(of value: Value) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return nil }
        var h = FNV1a()
        h.feed(bytes: data)
        return h.hex
    }
}
