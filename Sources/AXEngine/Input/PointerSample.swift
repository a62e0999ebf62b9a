import AXCore

/// One raw pointer sample: what a finger (or the mouse standing in for one) did, and when.
public struct PointerSample: Hashable, Sendable {
    /// A finger going down, moving, lifting, or taken away by the system (raw values as traces write them).
    public enum Phase: String, Hashable, Sendable, CaseIterable { case down, move, up, cancel }
    /// A real touch, or the mouse standing in for a finger in the window.
    public enum Kind: String, Hashable, Sendable, CaseIterable { case touch, mouse }

    /// What the pointer did.
    public var phase: Phase
    /// Pointer id, local to a trace or session: 0, 1, 2 …
    public var id: Int
    /// Where, in screen points.
    public var location: Point
    /// Virtual milliseconds.
    public var time: Int
    /// Touch or mouse (traces keep it; recognition treats both alike).
    public var kind: Kind

    /// A sample of pointer `id` at `location` at virtual time `time`.
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
