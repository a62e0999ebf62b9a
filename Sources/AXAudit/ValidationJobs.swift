import Foundation

/// How many threads one validation runs on at once (`axsandbox validate --jobs`): the scenes of a
/// `validate --all` and the states of each exploration are judged on up to this many, the calling
/// thread included. Whatever the number, the report is the same, byte for byte: every result is
/// kept by its position and merged in the order the sequential run merges it
/// (docs/validation.md, "On every core").
public struct ValidationJobs: Hashable, Sendable, CustomStringConvertible {
    /// Threads at most; 1 is the sequential path, on the calling thread alone.
    public let count: Int

    /// The most threads a validation takes: past the processors more threads only share them.
    public static let maximum = 256

    /// `count` threads; nil unless 1 ≤ `count` ≤ `maximum`.
    public init?(_ count: Int) {
        guard (1...Self.maximum).contains(count) else { return nil }
        self.count = count
    }

    private init(checked count: Int) { self.count = count }

    /// One thread, the caller's: the order of work is exactly the sequential one (the library's default,
    /// so a program that validates in the background, as the window's findings overlay does, keeps its
    /// other cores).
    public static let sequential = ValidationJobs(checked: 1)

    /// One thread per processor the system makes available (`axsandbox validate`'s default).
    public static var processors: ValidationJobs {
        ValidationJobs(checked: min(max(1, ProcessInfo.processInfo.activeProcessorCount), maximum))
    }

    /// The count, as `--jobs` takes it.
    public var description: String { "\(count)" }
}

/// The threads of one validation: `map` runs the items of a batch on up to `jobs.count` threads
/// and gives their results in the items' order. The caller of `map` works on its own batch, and
/// while its last items run elsewhere it helps with batches opened after its own (the states of
/// another scene), never with an older batch (another whole scene): it carries on as soon as its
/// batch ends, instead of behind a long item it took meanwhile. At most `jobs.count`
/// threads run items: helpers are started lazily, up to `jobs.count - 1`, and a nested `map` is
/// called by a thread already counted. Made per validation (`ValidationWorkers.run`) and stopped at
/// its end: no state outlives it or is shared between validations.
final class ValidationWorkers: @unchecked Sendable {
    // @unchecked: the mutable state (`helpers`, `batches`, `stopping`, each batch's counters and
    // result slots) is read and written only while `condition` is locked; the items themselves run
    // unlocked, each on values of its own.
    private let condition = NSCondition()
    /// Threads at most, the caller's included.
    let jobs: ValidationJobs
    private var limit: Int { jobs.count }
    private var helpers = 0
    /// Batches with items nobody took yet, in the order opened.
    private var batches: [Batch] = []
    /// How many batches were opened: the next one's `serial`.
    private var opened = 0
    private var stopping = false

    /// One `map` call's items: the next one nobody took yet, and how many have finished.
    private final class Batch {
        /// Its place in the order batches were opened.
        let serial: Int
        let count: Int
        /// Runs item `i` (unlocked) and returns what stores its result (called locked).
        let run: (Int) -> () -> Void
        var next = 0
        var finished = 0

        init(serial: Int, count: Int, run: @escaping (Int) -> () -> Void) { self.serial = serial; self.count = count; self.run = run }
    }

    private init(jobs: ValidationJobs) { self.jobs = jobs }

    /// Runs `body` with the threads of one validation, then stops them. With one job nothing is
    /// started: every `map` runs its items in order on the calling thread.
    static func run<Result>(_ jobs: ValidationJobs, _ body: (ValidationWorkers) -> Result) -> Result {
        let workers = ValidationWorkers(jobs: jobs)
        defer { workers.stop() }
        return body(workers)
    }

    /// `transform` of each of `0..<count`, in that order, computed on up to `jobs.count` threads.
    /// `transform` must only read what it shares with the other items (each makes its own copies);
    /// the results are handed back once every item has finished. Not `@Sendable`: what the items
    /// share is the `Validator`, whose rules and text metrics are public protocols a package's own
    /// types adopt (`Rule`, `TextMetrics`) and are not required to be `Sendable`; their contract
    /// (docs/validation.md, "On every core") is that checking and measuring only read them.
    func map<T>(_ count: Int, _ transform: @escaping (Int) -> T) -> [T] {
        guard limit > 1, count > 1 else { return (0..<count).map(transform) }
        var slots = [T?](repeating: nil, count: count)
        condition.lock()
        let batch = Batch(serial: opened, count: count) { i in
            let value = transform(i)
            return { slots[i] = value }
        }
        opened += 1
        batches.append(batch)
        startHelpers(upTo: count - 1)
        condition.broadcast()
        while batch.finished < batch.count {
            if let (claimed, i) = claim(preferring: batch) {
                runLocked(claimed, i)
            } else {
                condition.wait()
            }
        }
        condition.unlock()
        return slots.map { $0! }  // every slot was filled before `finished` reached `count`
    }

    /// Item `i` of `batch`, run unlocked; called and returning with `condition` locked.
    private func runLocked(_ batch: Batch, _ i: Int) {
        condition.unlock()
        let store = batch.run(i)
        condition.lock()
        store()
        batch.finished += 1
        if batch.finished == batch.count { condition.broadcast() }
    }

    /// An item nobody took yet: of `own` first, else of the newest batch opened after it (or of the
    /// newest of all, for a helper, which waits on nothing). Locked.
    private func claim(preferring own: Batch?) -> (Batch, Int)? {
        guard let own else { return batches.last.map(take) }
        if own.next < own.count { return take(own) }
        guard let newest = batches.last, newest.serial > own.serial else { return nil }
        return take(newest)
    }

    /// Takes `batch`'s next item, and unlists the batch once all are taken. Locked.
    private func take(_ batch: Batch) -> (Batch, Int) {
        let i = batch.next
        batch.next += 1
        if batch.next == batch.count { batches.removeAll { $0 === batch } }
        return (batch, i)
    }

    /// Starts helpers, up to `limit - 1` in all and no more than `wanted` now. Locked.
    private func startHelpers(upTo wanted: Int) {
        let starting = min(wanted, limit - 1 - helpers)
        guard starting > 0 else { return }
        for _ in 0..<starting {
            helpers += 1
            let thread = Thread { [self] in helperLoop() }
            // As deep as the main thread's: a scene's layout and the rules recurse through its tree.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// A helper: takes items of any open batch, newest first, until the validation stops.
    private func helperLoop() {
        condition.lock()
        while true {
            if let (batch, i) = claim(preferring: nil) {
                runLocked(batch, i)
            } else if stopping {
                break
            } else {
                condition.wait()
            }
        }
        helpers -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Lets the helpers go and waits for them to end, so none outlives the validation.
    private func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while helpers > 0 { condition.wait() }
        condition.unlock()
    }
}

/// The order in which one scene's explored states are judged (`Validator.judgingOrder`). Whatever
/// it is, the report is the same: each state is judged on copies put in its own state and settings
/// (`SceneCopies`), and the findings are merged in the order the states were found. Only a test
/// reverses it, to hand each state copies with another history than the sequential run's.
enum JudgingOrder: Sendable {
    /// The order exploration found the states in, a batch at a time on the validation's threads.
    case found
    /// The last state first and the initial state last, on the calling thread.
    case reversed
}
