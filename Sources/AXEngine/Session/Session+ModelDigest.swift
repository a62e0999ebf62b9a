import AXCore

/// The digest of the scene's model alone, for whatever identifies a state by its model (the
/// window's findings overlay, which asks every frame).
extension Session {
    /// `StateDigest` of the scene's state snapshot with no focus: the identity exploration gives a
    /// state (a focus move is not a new state). The snapshot is digested again only after something
    /// may have changed the scene: the one place that marks the order stale (an input, a timer, a
    /// focus hook) also drops the cached snapshot hash the trace's state digest uses, so asking on
    /// every frame of an idle window reads no snapshot at all.
    public var modelDigest: String {
        _ = computeDigest()  // digests the snapshot when the scene may have changed, and keeps the hash
        let hash = snapshotHash ?? StateDigest.hash(snapshot: scene.stateSnapshot())
        return StateDigest.hex(StateDigest.finish(hash, focusID: nil))
    }
}
