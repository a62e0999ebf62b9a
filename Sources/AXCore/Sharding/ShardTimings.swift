/// Durations an earlier run measured per unit (`--write-shard-timings FILE`), read back by
/// `--shard-timings FILE` to balance shards by time rather than by count. The only wall-clock values
/// the tool writes: they live in this file alone, never in a report that is compared byte for byte.
///
/// The file: `{ "format": 1, "seconds": { "KEY": 1.234, … } }`, keys sorted.
public struct ShardTimings: Sendable, Equatable {
    /// Seconds per unit key (a scene's id or a trace's relative path).
    public var seconds: [String: Double]

    /// Timings from a dictionary of seconds.
    public init(seconds: [String: Double] = [:]) { self.seconds = seconds }

    /// Reads a timings file's text; `source` names it in errors, with the JSON path at fault.
    public init(parsing text: String, source: String) throws(ShardError) {
        let document: JSONValue
        do { document = try JSONValue.parse(text) } catch {
            throw ShardError("\(source): not JSON: \(error)")
        }
        guard case .object = document else { throw ShardError("\(source): expected an object with \"format\" and \"seconds\", found \(document.kindDescription)") }
        // The two files a shard writes sit side by side; given the other one, say so.
        if case .string(let kind)? = document["kind"], kind.hasPrefix("axsandbox-"), kind.hasSuffix("-shard") {
            throw ShardError("\(source): a shard report (--shard-report), not a timings file; --shard-timings takes the files --write-shard-timings writes")
        }
        guard document["format"] == .number(1) else {
            throw ShardError("\(source): $.format: expected 1, the only timings format")
        }
        guard case .object(let fields)? = document["seconds"] else {
            throw ShardError("\(source): $.seconds: expected an object of seconds per unit")
        }
        var seconds: [String: Double] = [:]
        for (key, value) in fields {
            guard case .number(let s) = value, s.isFinite, s >= 0 else {
                let found = if case .number(let n) = value { InputLimits.shown(n) } else { value.kindDescription }
                throw ShardError("\(source): $.seconds[\(JSONValue.quoted(key))]: expected a number of seconds, 0 or more, found \(found)")
            }
            seconds[key] = s
        }
        self.seconds = seconds
    }

    /// These timings with `other`'s added (one file per shard, read together).
    public func merging(_ other: ShardTimings) -> ShardTimings {
        ShardTimings(seconds: seconds.merging(other.seconds) { _, new in new })
    }

    /// The file's text, keys sorted, milliseconds kept.
    public var text: String {
        var out = "{\n  \"format\": 1,\n  \"seconds\": {"
        for (i, key) in seconds.keys.sorted().enumerated() {
            out += (i == 0 ? "\n" : ",\n") + "    \(JSONValue.quoted(key)): \(Self.milliseconds(seconds[key] ?? 0))"
        }
        return out + (seconds.isEmpty ? "}\n}\n" : "\n  }\n}\n")
    }

    /// "1.234": seconds with three decimals, trailing zeros kept so the file diffs well.
    private static func milliseconds(_ s: Double) -> String {
        let ms = Int(saturating: (s * 1000).rounded())
        let fraction = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
