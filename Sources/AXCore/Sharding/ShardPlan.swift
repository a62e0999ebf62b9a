/// Which shard runs which unit of a set (scenes for `validate`, trace files for `replay`), the same
/// on every machine: each CI job computes the plan of the whole set and runs its own part.
///
/// Without timings the units are ordered by a stable hash of their key (a scene's id or a file's
/// path relative to the working directory, as Jest orders test files by path hash) and cut into N
/// runs of consecutive units whose sizes differ by at most one, so no shard is empty while another
/// holds two more. With timings recorded by an earlier run (`ShardTimings`), units are bin-packed by
/// duration, longest first, each into the shard with the least time so far (LPT); a unit the timings
/// do not know counts as the median of those they do.
public struct ShardPlan: Sendable {
    /// The shard (1-based) of each unit, in the set's order.
    public private(set) var shardOfUnit: [Int]
    /// The number of shards.
    public let count: Int

    /// The plan for `keys` (the whole set, in run order; duplicates allowed and told apart by
    /// position) over `count` shards, by hash or, when given, by `timings`.
    public init(keys: [String], count: Int, timings: ShardTimings? = nil) {
        self.count = count
        let rank = Self.hashOrder(keys)
        var shardOfUnit = [Int](repeating: 1, count: keys.count)
        if let timings, !timings.seconds.isEmpty {
            let known = keys.compactMap { timings.seconds[$0] }.sorted()
            let fallback = known.isEmpty ? 1 : known[known.count / 2]
            let order = keys.indices.sorted { a, b in
                let da = timings.seconds[keys[a]] ?? fallback, db = timings.seconds[keys[b]] ?? fallback
                return da != db ? da > db : rank[a] < rank[b]
            }
            var load = [Double](repeating: 0, count: count)
            var units = [Int](repeating: 0, count: count)
            for unit in order {
                // The least loaded shard; an empty one first, so every shard gets a unit while there are enough.
                var best = 0
                for s in 1..<count {
                    let emptier = units[s] == 0 && units[best] > 0
                    let lighter = (units[s] == 0) == (units[best] == 0) && load[s] < load[best]
                    if emptier || lighter { best = s }
                }
                load[best] += timings.seconds[keys[unit]] ?? fallback
                units[best] += 1
                shardOfUnit[unit] = best + 1
            }
        } else {
            for (unit, r) in rank.enumerated() { shardOfUnit[unit] = r * count / max(keys.count, 1) + 1 }
        }
        self.shardOfUnit = shardOfUnit
    }

    /// The positions (in the set's order) of the units `shard` runs.
    public func units(of shard: Shard) -> [Int] {
        shardOfUnit.indices.filter { shardOfUnit[$0] == shard.index }
    }

    /// Each unit's rank when the units are sorted by the hash of their key, then by key, then by position.
    private static func hashOrder(_ keys: [String]) -> [Int] {
        let hashes = keys.map { key -> UInt64 in var h = FNV1a(); h.feed(key); return h.value }
        let sorted = keys.indices.sorted { a, b in
            hashes[a] != hashes[b] ? hashes[a] < hashes[b] : keys[a] != keys[b] ? keys[a] < keys[b] : a < b
        }
        var rank = [Int](repeating: 0, count: keys.count)
        for (r, unit) in sorted.enumerated() { rank[unit] = r }
        return rank
    }

    /// The fingerprint of a whole set as every shard computes it: the 16 hex digits of the FNV-1a
    /// hash of `parts` (the tool's version and the options that change results) and the units'
    /// keys in order. Shard reports with different fingerprints come from different runs.
    public static func fingerprint(keys: [String], parts: [String]) -> String {
        var h = optionsState(parts)
        feed(keys, into: &h)
        return h.hex
    }

    /// The hash of `parts` alone, where `fingerprint` goes on to the keys: a shard report keeps it
    /// (`optionsHash`) so `merge` can hash the keys its units hold, in the order of their positions,
    /// and find an edited key or position (`fingerprint(keys:continuing:)`), which the options it
    /// cannot see do not hide.
    public static func optionsHash(parts: [String]) -> String { optionsState(parts).hex }

    /// The fingerprint of a set keyed `keys` whose options hash to `optionsHash`; nil when
    /// `optionsHash` is not 16 hex digits.
    public static func fingerprint(keys: [String], continuing optionsHash: String) -> String? {
        guard var h = FNV1a(hex: optionsHash) else { return nil }
        feed(keys, into: &h)
        return h.hex
    }

    private static func optionsState(_ parts: [String]) -> FNV1a {
        var h = FNV1a()
        for part in parts { h.feed(part); h.feed("\u{1F}") }
        h.feed("\u{1E}")
        return h
    }

    private static func feed(_ keys: [String], into h: inout FNV1a) {
        for key in keys { h.feed(key); h.feed("\u{1F}") }
    }
}
