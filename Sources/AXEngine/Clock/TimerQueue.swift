/// The virtual clock and its timers: the only notion of time below the SDL layer.
///
/// Timers fire in order of deadline, then of creation, which makes every run with the same inputs
/// produce the same outputs. Time is in integer milliseconds and never goes backwards.
package struct TimerQueue<Payload> {
    package struct Timer {
        package var deadline: Int
        /// Creation order; breaks ties between equal deadlines.
        package var sequence: Int
        package var payload: Payload
    }

    package private(set) var now: Int = 0
    private var heap: [Timer] = []
    private var nextSequence = 0

    package init() {}

    package var isEmpty: Bool { heap.isEmpty }
    package var count: Int { heap.count }
    /// The earliest pending deadline.
    package var nextDeadline: Int? { heap.first?.deadline }

    /// Schedules `payload` at now + `delay` (negative delays are treated as zero); returns its sequence number.
    @discardableResult
    package mutating func schedule(after delay: Int, _ payload: Payload) -> Int {
        let timer = Timer(deadline: now + max(0, delay), sequence: nextSequence, payload: payload)
        nextSequence += 1
        heap.append(timer)
        siftUp(heap.count - 1)
        return timer.sequence
    }

    /// Removes every timer whose payload matches.
    package mutating func cancel(where predicate: (Payload) -> Bool) {
        let kept = heap.filter { !predicate($0.payload) }
        guard kept.count != heap.count else { return }
        heap = []
        for timer in kept.sorted(by: Self.earlier) { heap.append(timer) }
    }

    /// Pops the next timer due at or before `time`, advancing `now` to its deadline; nil when none is due.
    /// Call repeatedly (timers may schedule more timers), then `advance(to:)`.
    package mutating func popDue(by time: Int) -> Timer? {
        guard let first = heap.first, first.deadline <= time else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        now = max(now, first.deadline)
        return first
    }

    /// Moves the clock forward to `time` (never backwards).
    package mutating func advance(to time: Int) {
        now = max(now, time)
    }

    private static func earlier(_ a: Timer, _ b: Timer) -> Bool {
        a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
    }

    private mutating func siftUp(_ start: Int) {
        var i = start
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.earlier(heap[i], heap[parent]) else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        while true {
            let l = 2 * i + 1, r = l + 1
            var smallest = i
            if l < heap.count, Self.earlier(heap[l], heap[smallest]) { smallest = l }
            if r < heap.count, Self.earlier(heap[r], heap[smallest]) { smallest = r }
            if smallest == i { return }
            heap.swapAt(i, smallest)
            i = smallest
        }
    }
}
