import AXCore
@testable import AXEngine

/// Builds pointer streams for gesture tests: every sample spelled out, times in virtual milliseconds.
struct PointerScript {
    private(set) var samples: [PointerSample] = []

    mutating func down(_ id: Int, _ x: Double, _ y: Double, at t: Int) {
        samples.append(PointerSample(.down, id: id, Point(x, y), time: t))
    }
    mutating func move(_ id: Int, _ x: Double, _ y: Double, at t: Int) {
        samples.append(PointerSample(.move, id: id, Point(x, y), time: t))
    }
    mutating func up(_ id: Int, _ x: Double, _ y: Double, at t: Int) {
        samples.append(PointerSample(.up, id: id, Point(x, y), time: t))
    }
    mutating func cancel(_ id: Int, _ x: Double, _ y: Double, at t: Int) {
        samples.append(PointerSample(.cancel, id: id, Point(x, y), time: t))
    }

    /// Fingers `0..<fingers`, spaced 30 pt apart horizontally, tapping together.
    mutating func tap(_ x: Double, _ y: Double, at t: Int, duration: Int = 50, fingers: Int = 1) {
        for f in 0..<fingers { down(f, x + Double(f) * 30, y, at: t) }
        for f in 0..<fingers { up(f, x + Double(f) * 30, y, at: t + duration) }
    }

    /// Fingers moving together by (dx, dy) in `steps` equal moves over `duration`, then lifting.
    mutating func swipe(from x: Double, _ y: Double, by dx: Double, _ dy: Double, at t: Int, duration: Int,
                        steps: Int = 4, fingers: Int = 1) {
        for f in 0..<fingers { down(f, x + Double(f) * 30, y, at: t) }
        for s in 1...steps {
            let time = t + duration * s / steps
            let k = Double(s) / Double(steps)
            for f in 0..<fingers { move(f, x + Double(f) * 30 + dx * k, y + dy * k, at: time) }
        }
        for f in 0..<fingers { up(f, x + Double(f) * 30 + dx, y + dy, at: t + duration) }
    }
}

let testScreen = Size(390, 844)

/// Runs a stream through a fresh recognizer, then lets the clock run to `until` (default: far enough
/// for every pending decision).
func recognize(_ script: PointerScript, until: Int? = nil,
               thresholds: GestureThresholds = GestureThresholds()) -> [RecognizedGesture] {
    var recognizer = GestureRecognizer(thresholds: thresholds, screenSize: testScreen)
    var output: [RecognizedGesture] = []
    for sample in script.samples { recognizer.handle(sample, into: &output) }
    recognizer.advance(to: until ?? (script.samples.last?.time ?? 0) + 10_000, into: &output)
    return output
}

/// "kind/phase/fingers/direction" per gesture, for compact assertions.
func summary(_ gestures: [RecognizedGesture]) -> [String] {
    gestures.map { g in
        var text = "\(g.kind.rawValue)"
        if g.phase != .recognized { text += ".\(g.phase.rawValue)" }
        if g.fingers != 1 { text += "×\(g.fingers)" }
        if let d = g.direction { text += " \(d.rawValue)" }
        return text
    }
}
