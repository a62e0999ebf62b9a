/// What is wrong with one sample of a pointer stream.
enum PointerStreamProblem: Hashable, Sendable {
    /// The sample's time is earlier than the previous sample's.
    case timeWentBackwards(previous: Int)
    /// Pointer ids are 0, 1, 2 …
    case negativeID
    /// A pointer went down while it was already down.
    case downWhileDown
    /// A pointer moved, lifted or was cancelled while it was not down.
    case notDown(PointerSample.Phase)
    /// The stream ended with this pointer still down.
    case stillDownAtEnd
}

/// A pointer stream error naming which sample, which pointer and what was wrong, so the trace reader
/// can turn it into `file:line: reason` and the window can log a device glitch precisely.
struct PointerStreamError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Zero-based position of the offending sample in the stream (for `stillDownAtEnd`, the count of samples).
    var index: Int
    var pointerID: Int
    var time: Int
    var problem: PointerStreamProblem

    init(index: Int, pointerID: Int, time: Int, problem: PointerStreamProblem) {
        self.index = index; self.pointerID = pointerID; self.time = time; self.problem = problem
    }

    /// The reason alone, without the sample position (callers that know a line number prefix their own).
    var reason: String {
        switch problem {
        case .timeWentBackwards(let previous):
            return "pointer \(pointerID) at t=\(time) is earlier than the previous sample at t=\(previous)"
        case .negativeID:
            return "pointer id \(pointerID) is negative (ids are 0, 1, 2 …)"
        case .downWhileDown:
            return "pointer \(pointerID) goes down at t=\(time) while already down"
        case .notDown(let phase):
            let verb: String
            switch phase {
            case .move: verb = "moves"
            case .up: verb = "lifts"
            case .cancel: verb = "is cancelled"
            case .down: verb = "goes down"
            }
            return "pointer \(pointerID) \(verb) at t=\(time) while not down"
        case .stillDownAtEnd:
            return "pointer \(pointerID) is still down at the end (t=\(time))"
        }
    }

    var description: String { "sample \(index + 1): \(reason)" }
}

/// Checks a pointer stream as it arrives: each pointer id goes down, moves, then lifts or is cancelled;
/// time never decreases. Used by the trace reader (loading checks of docs/trace-format.md) and
/// by the window before samples reach the Session, so the recognizer only ever sees sane streams.
///
/// An invalid sample is reported and not applied: the validator's state stays as it was.
struct PointerStreamValidator: Sendable {
    /// Pointer ids currently down, in the order they went down.
    private(set) var down: [Int] = []
    /// Time of the last accepted sample.
    private(set) var lastTime: Int?
    /// How many samples have been checked (accepted or not): the index the next sample gets.
    private(set) var checkedCount = 0

    init() {}

    /// Checks and applies one sample; returns the error if it is invalid.
    @discardableResult
    mutating func check(_ sample: PointerSample) -> PointerStreamError? {
        let index = checkedCount
        checkedCount += 1
        func error(_ problem: PointerStreamProblem) -> PointerStreamError {
            PointerStreamError(index: index, pointerID: sample.id, time: sample.time, problem: problem)
        }
        if sample.id < 0 { return error(.negativeID) }
        if let lastTime, sample.time < lastTime { return error(.timeWentBackwards(previous: lastTime)) }
        let position = down.firstIndex(of: sample.id)
        switch sample.phase {
        case .down:
            if position != nil { return error(.downWhileDown) }
            down.append(sample.id)
        case .move:
            if position == nil { return error(.notDown(.move)) }
        case .up, .cancel:
            guard let position else { return error(.notDown(sample.phase)) }
            down.remove(at: position)
        }
        lastTime = sample.time
        return nil
    }

    /// The stream ends at `time`: one error per pointer still down, in the order they went down.
    func finish(at time: Int) -> [PointerStreamError] {
        down.map { PointerStreamError(index: checkedCount, pointerID: $0, time: time, problem: .stillDownAtEnd) }
    }

    /// Every error in a whole stream, including pointers left down after its last sample.
    static func validate(_ samples: [PointerSample]) -> [PointerStreamError] {
        var validator = PointerStreamValidator()
        var errors = samples.compactMap { validator.check($0) }
        errors += validator.finish(at: validator.lastTime ?? 0)
        return errors
    }
}
