import AXCore

/// One raw pointer sample: what a finger (or the mouse standing in for one) did, and when.
public struct PointerSample: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable, CaseIterable { case down, move, up, cancel }
    public enum Kind: String, Hashable, Sendable, CaseIterable { case touch, mouse }

    public var phase: Phase
    /// Pointer id, local to a trace or session: 0, 1, 2 …
    public var id: Int
    public var location: Point
    /// Virtual milliseconds.
    public var time: Int
    public var kind: Kind

    public init(_ phase: Phase, id: Int, _ location: Point, time: Int, kind: Kind = .touch) {
        self.phase = phase; self.id = id; self.location = location; self.time = time; self.kind = kind
    }

    /// The phase a scene's touch has for this sample.
    public var sceneTouchPhase: SceneTouch.Phase {
        switch phase {
        case .down: return .began
        case .move: return .moved
        case .up: return .ended
        case .cancel: return .cancelled
        }
    }
}
