import AXCore
import AXScenes
import ArgumentParser
import Foundation
import Synchronization

/// `--shard I/N`, `--shard-timings FILE`, `--write-shard-timings FILE` and `--shard-report FILE`, the
/// same on `validate` and `replay` (docs/ci.md): which part of the whole set this job runs, how the
/// set is split, and what the job writes for `merge` and for the next run's split.
struct ShardOptions: CheckedArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Run only this shard of the whole set: I of N, 1-based (--shard 2/4), as a CI matrix job; "
        + "`merge` joins the shards' --shard-report files.", valueName: "I/N"))
    var shard: String?

    @Option(name: .customLong("shard-timings"), help: ArgumentHelp("Split the set by the durations in this file (written by "
        + "--write-shard-timings; repeatable, one per shard) instead of by count.", valueName: "file"))
    var timings: [String] = []

    @Option(name: .customLong("write-shard-timings"), help: ArgumentHelp("Write how long each unit this run ran took, for "
        + "--shard-timings (the only wall-clock values the tool writes; never in a report).", valueName: "file"))
    var writeTimings: String?

    @Option(name: .customLong("shard-report"), help: ArgumentHelp("Write this run's shard report (JSON) for `merge`, also without --shard.",
                                                         valueName: "file"))
    var report: String?

    /// A malformed `--shard` is a bad command line, refused with the command's usage before it runs.
    func checkValues() throws {
        do { _ = try parsedShard() } catch { throw ValidationError(error.message) }
    }

    /// The shard this run is, the whole set when `--shard` is not given.
    func parsedShard() throws(CommandLineError) -> Shard {
        guard let shard else { return .whole }
        do { return try Shard(parsing: shard) } catch { throw .couldNotRun("--shard \(error.message)") }
    }

    /// The positions, in the whole set keyed `keys`, of the units this shard runs.
    func positions(keys: [String]) throws(CommandLineError) -> [Int] {
        let shard = try parsedShard()
        if self.shard == nil && !timings.isEmpty {
            // Read all the same (a bad file is still refused), but said: the timings split nothing here.
            StandardStreams.warn("--shard-timings splits the set among shards, and without --shard I/N this run is the whole set")
        }
        var recorded = ShardTimings()
        for path in timings {
            let text: String
            do { text = try SceneFile.text(atPath: path) } catch { throw .couldNotRun("\(error)") }
            do { recorded = recorded.merging(try ShardTimings(parsing: text, source: path)) } catch { throw .couldNotRun(error.message) }
        }
        return ShardPlan(keys: keys, count: shard.count, timings: timings.isEmpty ? nil : recorded).units(of: shard)
    }

    /// Refuses, before anything runs, a `--shard-report` or `--write-shard-timings` naming the file
    /// another output of the command (`others`: option and path) or each other names.
    func requireDistinctOutputs(_ others: [(option: String, path: String?)]) throws {
        try OutputFile.requireDistinct(others + [("--shard-report", report), ("--write-shard-timings", writeTimings)])
    }

    /// Writes `--write-shard-timings` when asked: `seconds` per key of the units run.
    func writeTimings(_ seconds: [String: Double]) throws {
        guard let writeTimings else { return }
        try OutputFile(path: writeTimings).write(ShardTimings(seconds: seconds).text)
    }

    /// What a run's scene arguments are, for its fingerprint: each as the command spelt it (a report
    /// names a scene as its shard's command did, so `./examples/a.json` beside `examples/a.json` would
    /// merge into a report no run writes) and the digest of each file's text (every shard reads every
    /// file, its own or not: a shard run after an edit is another run). A scene built into the
    /// program (a catalog id) has no file, and its part is its name alone.
    static func sceneFingerprintParts(_ arguments: [String]) -> [String] { fileFingerprintParts(arguments, kind: "scene") }

    /// What a replay's traces are, for its fingerprint: each trace's key and the digest of its
    /// text, as a scene file's (`sceneFingerprintParts`): a shard re-run after a trace was edited
    /// (another commit, a report left from an older run) is another run, never merged with the
    /// others into a tally no single checkout gives.
    static func traceFingerprintParts(_ paths: [String], keys: [String]) -> [String] {
        zip(keys, fileFingerprintParts(paths, kind: "trace")).map { key, part in
            "trace=" + key + (part.firstIndex(of: "@").map { String(part[$0...]) } ?? "")
        }
    }

    /// `kind=argument@digest` for each argument naming a file (its text's FNV-1a digest), `kind=argument` for any other.
    private static func fileFingerprintParts(_ arguments: [String], kind: String) -> [String] {
        arguments.map { argument in
            let text = FileManager.default.fileExists(atPath: argument) ? try? SceneFile.text(atPath: argument) : nil
            return kind + "=" + argument + (text.map { "@" + FNV1a.hex(of: $0) } ?? "")
        }
    }

    /// The key a unit named by `argument` is hashed and timed by: a scene id as given, a file's path
    /// relative to the working directory when it lies below it (the same in every CI checkout),
    /// else its absolute path. Repeats of one key are told apart by "#2", "#3"…
    static func keys(for arguments: [String]) -> [String] {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        var seen: [String: Int] = [:]
        return arguments.map { argument in
            var key = argument
            if FileManager.default.fileExists(atPath: argument) {
                let path = URL(fileURLWithPath: argument).standardizedFileURL.path
                key = path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
            }
            seen[key, default: 0] += 1
            return seen[key]! == 1 ? key : "\(key)#\(seen[key]!)"
        }
    }
}

/// Measures how long each unit of a run takes, for `--write-shard-timings`: wall-clock time, which
/// nothing below the command line reads and no report holds.
struct UnitTimer {
    private(set) var seconds: [String: Double] = [:]
    private let clock = ContinuousClock()

    /// Runs `body`, adding its duration under `key`.
    mutating func time<T>(_ key: String, _ body: () throws -> T) rethrows -> T {
        let start = clock.now
        defer { add(clock.now - start, to: key) }
        return try body()
    }

    /// Adds `duration` under `key`.
    mutating func add(_ duration: Duration, to key: String) {
        seconds[key, default: 0] += Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// A `UnitTimer` for units run on several threads at once (`validate --jobs`): each unit is timed
/// on the thread that runs it, so its duration includes waiting for a processor the others hold.
final class SharedUnitTimer: Sendable {
    private let timer = Mutex(UnitTimer())

    /// Runs `body`, adding its duration under `key`.
    func time<T>(_ key: String, _ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer {
            let duration = clock.now - start
            timer.withLock { $0.add(duration, to: key) }
        }
        return try body()
    }

    /// Seconds per key so far.
    var seconds: [String: Double] { timer.withLock { $0.seconds } }
}
