/// What a shard report says about itself: enough to check that reports make one whole set.
public struct ShardHeader: Sendable {
    /// The file it was read from, for messages.
    public var source: String
    /// Which shard of how many.
    public var shard: Shard
    /// The whole set's fingerprint (`ShardPlan.fingerprint`).
    public var fingerprint: String
    /// How many units the whole set has.
    public var unitCount: Int
    /// The positions, in the whole set, of the units this shard ran.
    public var positions: [Int]
    /// The version of the tool that wrote it ("" when unknown): named when runs' fingerprints differ.
    public var tool: String
    /// The run's options as the report records them, each option's JSON text by its name: when
    /// fingerprints differ, the options that differ are named rather than left for the user to find.
    public var options: [String: String]

    /// A header as a shard report's reader fills it.
    public init(source: String, shard: Shard, fingerprint: String, unitCount: Int, positions: [Int],
                tool: String = "", options: [String: String] = [:]) {
        self.source = source; self.shard = shard; self.fingerprint = fingerprint; self.unitCount = unitCount; self.positions = positions
        self.tool = tool; self.options = options
    }
}

/// The one check before shard reports are merged: they come from one run (one fingerprint, one
/// number of shards), each shard is there exactly once, and together they hold every unit once.
/// Anything else is refused with what is missing or extra, never merged silently.
public enum ShardSet {
    /// Throws the first way `headers` fail to make one whole set.
    public static func check(_ headers: [ShardHeader]) throws(ShardError) {
        guard let first = headers.first else { throw ShardError("no shard reports to merge") }
        for h in headers.dropFirst() {
            if h.fingerprint != first.fingerprint || h.unitCount != first.unitCount {
                throw ShardError("\(h.source) is from another run than \(first.source): fingerprint \(h.fingerprint) of "
                    + "\(h.unitCount) units, not \(first.fingerprint) of \(first.unitCount) (\(difference(h, first)))")
            }
            if h.shard.count != first.shard.count {
                throw ShardError("\(h.source) is shard \(h.shard) but \(first.source) is shard \(first.shard): one run splits into one number of shards")
            }
        }
        var byIndex: [Int: String] = [:]
        for h in headers {
            if let other = byIndex[h.shard.index] {
                throw ShardError("\(other) and \(h.source) are both shard \(h.shard): each shard is merged once")
            }
            byIndex[h.shard.index] = h.source
        }
        let missing = (1...first.shard.count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            throw ShardError("missing \(missing.count == 1 ? "shard" : "shards") "
                + missing.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")
                + " of the run \(first.fingerprint); have "
                + headers.sorted { $0.shard.index < $1.shard.index }.map { "\($0.shard) (\($0.source))" }.joined(separator: ", "))
        }
        guard first.unitCount >= 0 else { throw ShardError("\(first.source): the run has \(first.unitCount) units; expected 0 or more") }
        // By the positions held, never by the count a file claims: a forged count sizes nothing.
        var owner: [Int: String] = [:]
        for h in headers {
            for p in h.positions {
                guard p >= 0, p < first.unitCount else {
                    throw ShardError("\(h.source): unit position \(p) is outside the run's \(Plural.count(first.unitCount, "unit"))")
                }
                if let other = owner[p] {
                    // One report listing a unit twice was edited or written wrong; no plan does that.
                    if other == h.source { throw ShardError("\(h.source) holds unit \(p + 1) of \(first.unitCount) twice: a shard report lists each of its units once") }
                    throw ShardError("\(other) and \(h.source) both hold unit \(p + 1) of \(first.unitCount): \(differentPlans)")
                }
                owner[p] = h.source
            }
        }
        if owner.count < first.unitCount {
            var absent: [Int] = []
            var p = 0
            while absent.count < 11 && p < first.unitCount {
                if owner[p] == nil { absent.append(p) }
                p += 1
            }
            throw ShardError("the shard reports hold \(owner.count) of the run's \(first.unitCount) units; missing units "
                + absent.prefix(10).map { String($0 + 1) }.joined(separator: ", ") + (absent.count > 10 ? ", …" : "")
                + (first.shard.count > 1 ? ": " + differentPlans + ", or a report lost units since its shard wrote it" : ""))
        }
    }

    /// Every shard of one run present, yet units held twice or by none: the jobs computed different
    /// plans, which only the timings they were given can do.
    static let differentPlans = "the shards split the set by different plans; give every shard the same --shard-timings files (or none)"

    /// How option `name` differs: a list (the rules run) by what only one side holds, since the whole
    /// list would bury the one rule skipped; anything else by both values.
    static func option(_ name: String, _ h: ShardHeader, _ first: ShardHeader) -> String {
        func strings(_ text: String?) -> [String]? {
            guard let text, case .array(let values)? = try? JSONValue.parse(text) else { return nil }
            let strings = values.compactMap { if case .string(let s) = $0 { s } else { nil } }
            return strings.count == values.count ? strings : nil
        }
        guard let mine = strings(h.options[name]), let theirs = strings(first.options[name]) else {
            return "\(name) \(h.options[name] ?? "unset"), not \(first.options[name] ?? "unset")"
        }
        func listed(_ values: [String]) -> String { values.prefix(5).joined(separator: ", ") + (values.count > 5 ? ", … (\(values.count))" : "") }
        let onlyMine = mine.filter { !theirs.contains($0) }, onlyTheirs = theirs.filter { !mine.contains($0) }
        var parts: [String] = []
        if !onlyMine.isEmpty { parts.append("\(listed(onlyMine)) only in \(h.source)") }
        if !onlyTheirs.isEmpty { parts.append("\(listed(onlyTheirs)) only in \(first.source)") }
        return "\(name): " + (parts.isEmpty ? "the same in another order" : parts.joined(separator: ", "))
    }

    /// What tells `h`'s run from `first`'s, as far as the reports record it: the tool's version, then
    /// the options the reports list, then the set's size; else what the fingerprint holds that they do not.
    static func difference(_ h: ShardHeader, _ first: ShardHeader) -> String {
        if h.tool != first.tool { return "written by axsandbox \(h.tool), not \(first.tool): merge the shards of one build" }
        let names = Set(h.options.keys).union(first.options.keys).sorted().filter { h.options[$0] != first.options[$0] }
        if !names.isEmpty { return "other options: " + names.map { option($0, h, first) }.joined(separator: "; ") }
        if h.unitCount != first.unitCount { return "another set of scenes or traces" }
        return "other scenes or traces, the same in another order, or an option the reports do not list: --depth, --states, "
            + "--switch-reach-limit, import options, the --baseline or --suppressions files for validate; --scene, drift, path trust or import options for replay; "
            + "for validate also a scene file spelt otherwise (./a.json, a.json) or edited between the shards (another commit), for replay a trace edited between them"
    }
}
