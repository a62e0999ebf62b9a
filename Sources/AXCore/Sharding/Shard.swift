/// One job of a CI matrix's N jobs: `--shard 2/4` is the second of four, 1-based as Playwright's
/// `--shard=x/y` and Jest's `--shard` are. Each unit of work (a scene, a trace file) runs in exactly
/// one shard of the N (`ShardPlan`); the merge checks the shards' reports make the whole set.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which shard, 1 … `count`.
    public private(set) var index: Int
    /// How many shards the set is split into.
    public private(set) var count: Int

    /// The whole set in one shard: what a run without `--shard` is.
    public static let whole = Shard(checkedIndex: 1, count: 1)

    /// The shard `index` of `count`; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index; self.count = count
    }

    private init(checkedIndex index: Int, count: Int) { self.index = index; self.count = count }

    /// Parses "I/N" as the command line writes it; the error says what was expected.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ShardError("\"\(text)\" is not a shard: expected I/N, such as 2/4 (the second of four)")
        }
        guard count >= 1, count <= Self.maximumCount else {
            throw ShardError("\"\(text)\": the number of shards must be 1 to \(Self.maximumCount)")
        }
        guard (1...count).contains(index) else {
            throw ShardError("\"\(text)\": the shard must be 1 to \(count) (shards are numbered from 1, as CI matrices count them)")
        }
        self.init(checkedIndex: index, count: count)
    }

    /// More shards than any CI matrix runs (GitHub Actions allows 256 jobs per matrix): a larger
    /// number is a typo, refused before it sizes anything.
    public static let maximumCount = 10_000

    /// "2/4", as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }
}

/// A shard that cannot be parsed, or shard reports that do not make one whole set; the message
/// says what was expected or what is missing.
public struct ShardError: Error, CustomStringConvertible, Equatable {
    /// One sentence for the user.
    public var message: String
    /// An error with this message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
