import AXCore
import Foundation

/// How one trace's replay ended, as `replay`'s reports and shard reports record it.
public struct ReplayOutcome: Codable, Sendable, Equatable {
    /// Matched, differed, or could not run (unreadable, drifted scene, truncated).
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// Every output matched (or the file is an input-only script).
        case match
        /// The replay differed from the recording (exit status 1).
        case differs
        /// The trace could not be replayed (exit status 2).
        case couldNotRun
    }

    /// The trace's path as the report names it: relative to the working directory when it lies below it.
    public var file: String
    /// The scene its header names; nil when the header could not be read.
    public var scene: String?
    /// How it ended.
    public var status: Status
    /// How many records the replay produced (0 when it could not run).
    public var records: Int
    /// The first difference's report (`ReplayDifference.report`), or why it could not run; nil on a match.
    public var message: String?

    /// An outcome as `replay` records it.
    public init(file: String, scene: String?, status: Status, records: Int, message: String?) {
        self.file = file; self.scene = scene; self.status = status; self.records = records; self.message = message
    }

    /// Refuses an outcome no replay records (a report edited by hand): a negative count of records,
    /// a match with a message, or a difference without one. `at` names where it was read.
    func check(at: String) throws(ShardError) {
        if records < 0 { throw ShardError("\(at).records: expected a count (0 or more), found \(records)") }
        switch (status, message) {
        case (.match, .some): throw ShardError("\(at): a match carries no message, found one (status \"match\" with a difference's or failure's message)")
        case (.differs, nil): throw ShardError("\(at).message: a difference says what differs, found none")
        default: break
        }
    }

    /// The message's first line: a JUnit failure's `message` attribute.
    var headline: String { message.map { String($0.prefix { $0 != "\n" }) } ?? "" }
}

/// The reports of a `replay` of many traces (`--format json|junit|text -o FILE`), and what `merge`
/// writes from replay shard reports: the same function of the same outcomes, so byte-identical.
public enum ReplayReport {
    /// The report formats.
    public enum Format: String, CaseIterable, Sendable {
        /// One line per trace and a summary line.
        case text
        /// `{ tool, version, summary: {traces, matched, differed, couldNotRun}, traces: [{file, scene, status, records, message}] }`.
        case json
        /// One `<testsuites>`, one test case per trace, the first difference as the failure's message.
        case junit
    }

    /// The report of `outcomes` (in the run's order) in `format`.
    public static func render(_ outcomes: [ReplayOutcome], format: Format, toolVersion: String) -> String {
        switch format {
        case .text: return text(outcomes)
        case .json: return json(outcomes, toolVersion: toolVersion)
        case .junit: return junit(outcomes)
        }
    }

    /// The exit status the outcomes call for: 2 if one could not run, else 1 if one differs, else 0.
    public static func exitStatus(_ outcomes: [ReplayOutcome]) -> Int32 {
        outcomes.contains { $0.status == .couldNotRun } ? 2 : outcomes.contains { $0.status == .differs } ? 1 : 0
    }

    /// "3 traces: 2 match, 1 differs, 0 could not run".
    public static func summary(_ outcomes: [ReplayOutcome]) -> String {
        "\(Plural.count(outcomes.count, "trace")): \(count(outcomes, .match)) match, \(count(outcomes, .differs)) \(count(outcomes, .differs) == 1 ? "differs" : "differ"), "
            + "\(count(outcomes, .couldNotRun)) could not run"
    }

    /// "3 traces: 2 updated, 1 could not run": `replay --update` rewrote the traces it ran, so none
    /// is said to match what it was.
    public static func updateSummary(_ outcomes: [ReplayOutcome]) -> String {
        "\(Plural.count(outcomes.count, "trace")): \(count(outcomes, .match)) updated, \(count(outcomes, .couldNotRun)) could not run"
    }

    private static func count(_ outcomes: [ReplayOutcome], _ status: ReplayOutcome.Status) -> Int {
        outcomes.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    private static func text(_ outcomes: [ReplayOutcome]) -> String {
        var out = ""
        for o in outcomes {
            switch o.status {
            case .match: out += "\(o.file): \(Plural.count(o.records, "record")) match (scene \(o.scene ?? "?"))\n"
            case .differs, .couldNotRun:
                out += "\(o.file): \(o.status == .differs ? "differs" : "could not run")\n"
                // Indented under its file; a blank line (the message's last newline) gets no spaces.
                if let message = o.message {
                    let lines = (message.hasSuffix("\n") ? message.dropLast() : Substring(message)).split(separator: "\n", omittingEmptySubsequences: false)
                    out += lines.map { $0.isEmpty ? "" : "  \($0)" }.joined(separator: "\n") + "\n"
                }
            }
        }
        return out + summary(outcomes) + "\n"
    }

    private static func json(_ outcomes: [ReplayOutcome], toolVersion: String) -> String {
        func string(_ s: String?) -> String { s.map(JSONValue.quoted) ?? "null" }
        var out = "{\n  \"tool\": \"axsandbox\",\n  \"version\": \(JSONValue.quoted(toolVersion)),\n"
        out += "  \"summary\": {\n    \"traces\": \(outcomes.count),\n    \"matched\": \(count(outcomes, .match)),\n"
        out += "    \"differed\": \(count(outcomes, .differs)),\n    \"couldNotRun\": \(count(outcomes, .couldNotRun))\n  },\n"
        out += "  \"traces\": [" + (outcomes.isEmpty ? "]\n}\n" : "")
        for (i, o) in outcomes.enumerated() {
            out += (i == 0 ? "\n" : ",\n") + "    {\n      \"file\": \(string(o.file)),\n      \"scene\": \(string(o.scene)),\n"
            out += "      \"status\": \"\(o.status.rawValue)\",\n      \"records\": \(o.records),\n      \"message\": \(string(o.message))\n    }"
        }
        return outcomes.isEmpty ? out : out + "\n  ]\n}\n"
    }

    private static func junit(_ outcomes: [ReplayOutcome]) -> String {
        let failures = count(outcomes, .differs), errors = count(outcomes, .couldNotRun)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"axsandbox replay\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out += "  <testsuite name=\"replay\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
        for o in outcomes {
            out += "    <testcase classname=\"replay\" name=\"\(HTMLPage.escape(o.file))\""
            switch o.status {
            case .match: out += "/>\n"
            case .differs, .couldNotRun:
                let element = o.status == .differs ? "failure" : "error"
                out += ">\n      <\(element) message=\"\(HTMLPage.escape(o.headline))\" type=\"\(o.status.rawValue)\">"
                out += HTMLPage.escape(o.message ?? "") + "</\(element)>\n    </testcase>\n"
            }
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}

/// The replay shard report (`replay --shard-report FILE`): each trace's outcome (docs/ci.md).
public typealias ReplayShardReport = ShardReport<ReplayShard>

/// The content of a replay shard report: no run options beyond the fingerprint's, and an outcome per trace.
public enum ReplayShard: ShardReportContent {
    /// The `kind` every replay shard report carries.
    public static let kindName = "axsandbox-replay-shard"
    /// Nothing: the options that change outcomes are in the fingerprint, and the reports need none.
    public struct Run: Codable, Sendable {
        /// No options.
        public init() {}

        private enum CodingKeys: CodingKey {}

        /// Read as an object, so a field in it (a hand edit, an option misspelt) is refused as an
        /// unknown field, as a validate report's `run` refuses one; the synthesized reader of a type
        /// with no fields never looks at the object.
        public init(from decoder: Decoder) throws { _ = try decoder.container(keyedBy: CodingKeys.self) }
    }
    /// A trace's outcome.
    public typealias Unit = ReplayOutcome
}

extension ShardReport where Content == ReplayShard {
    /// Every shard's outcomes in the whole set's order, after `ShardSet.check`; and the tool version.
    /// With `toolVersion` (the running build's), reports of another version are refused (`ordered`).
    public static func merge(_ shards: [(source: String, report: ReplayShardReport)], toolVersion: String? = nil) throws(ShardError)
        -> (outcomes: [ReplayOutcome], toolVersion: String) {
        let units = try ordered(shards, toolVersion: toolVersion)
        for (at, unit) in units {
            // A trace is reported by its key, its path from the working directory (`replay` writes both alike).
            guard unit.value.file == unit.key else {
                throw ShardError("\(at).value.file: expected the unit's key \(JSONValue.quoted(unit.key)) ($.units[].key: a trace is reported "
                    + "by its path from the working directory), found \(JSONValue.quoted(unit.value.file))")
            }
            try unit.value.check(at: "\(at).value")
        }
        return (units.map(\.unit.value), shards[0].report.toolVersion)
    }
}
