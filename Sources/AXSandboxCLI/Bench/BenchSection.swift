import Foundation

/// A goal a bench figure is judged against (the issues' performance targets).
struct BenchGoal {
    enum Direction { case below, atLeast }
    var direction: Direction
    var limit: Double

    static func below(_ limit: Double) -> BenchGoal { BenchGoal(direction: .below, limit: limit) }
    static func atLeast(_ limit: Double) -> BenchGoal { BenchGoal(direction: .atLeast, limit: limit) }

    func passes(_ value: Double) -> Bool {
        direction == .below ? value < limit : value >= limit
    }

    func text(unit: String) -> String {
        (direction == .below ? "< " : "≥ ") + BenchRow.format(limit) + " " + unit
    }
}

/// One measured figure.
struct BenchRow {
    var section: String
    var name: String
    var value: Double
    var unit: String
    /// The goal, when the issue sets one for this figure.
    var goal: BenchGoal?
    /// What was measured (iterations, checksum), so readers know the work was done.
    var detail: String

    var passes: Bool? { goal.map { $0.passes(value) } }

    static func format(_ value: Double) -> String {
        if value >= 100 { return String(format: "%.0f", value) }
        if value >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }
}

/// A part of `axsandbox bench`: engine, gestures, and later rendering,
/// validation and replay. Each measures deterministic, generated work.
protocol BenchSection {
    var name: String { get }
    func rows(quick: Bool) -> [BenchRow]
}

/// Measures wall time for the CLI's benchmarks (above the deterministic layers, so a real clock is fine).
enum BenchClock {
    /// Seconds taken by `body`.
    /// The fastest of `rounds` runs of `body`: on a shared machine the other runs measure the
    /// neighbours, not the code.
    static func best(rounds: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, rounds) { best = min(best, seconds(body)) }
        return best
    }

    /// The least processor time of `rounds` runs of `body`, for single-threaded work whose ratio to
    /// other work is the figure: wall time on a loaded machine measured the neighbours (a linear reader
    /// once showed 3.8× for 4× the input while eight builds ran).
    static func bestProcessorTime(rounds: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, rounds) {
            let start = processorSeconds()
            body()
            best = min(best, processorSeconds() - start)
        }
        return best
    }

    /// Seconds since `start` on the continuous clock.
    static func elapsed(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock().now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Processor time this process has used so far, every thread's (user and system), in seconds. On a
    /// shared machine wall time grows with the others' load; processor time does not.
    static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock().now
        body()
        return elapsed(since: start)
    }
}

/// The gesture section as a bench section: its rows are throughputs, higher is better.
struct GestureBenchSection: BenchSection {
    let name = "gestures"
    func rows(quick: Bool) -> [BenchRow] {
        GestureBench().run(quick: quick).map {
            BenchRow(section: name, name: $0.name, value: $0.value, unit: $0.unit, goal: $0.goal.map(BenchGoal.atLeast), detail: $0.detail)
        }
    }
}
