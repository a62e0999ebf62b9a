import AXCore

/// What a gesture an assistive technology makes for the user came to (docs/engine.md): the one
/// judgement behind the `result` of every `action` record of a finger's gesture made with no finger
/// on the glass — VoiceOver's double tap and triple tap, Voice Control's "Swipe left on Mail" and
/// its grid's touches, Switch Control's Gestures page and point scanning's entries.
extension Session {
    /// Runs `body`, scene code that sends a made gesture's touches and gesture, and says whether
    /// anything happened: the scene said it used the gesture (`body`'s result), or its state changed
    /// under it (the scene's state snapshot, the model part of the trace's state digest, differs).
    /// A scene that acts on the raw touches and not on the recognized gesture (a home screen in edit
    /// mode moving the icon under a swipe) did something all the same, and the record says so: it
    /// said "not done" while the screen changed.
    func madeGesture(_ body: () -> Bool) -> Bool {
        let before = snapshotHash ?? StateDigest.hash(snapshot: scene.stateSnapshot())
        let used = runSceneCode(body)
        let after = StateDigest.hash(snapshot: scene.stateSnapshot())
        // Nothing ran since the snapshot was read: the digest the input settles with reuses it.
        snapshotHash = after
        return used || after != before
    }

    /// The points a made stroke passes through: five, evenly spaced from `start` to `end`, all at
    /// the same virtual moment, so a trace replays it exactly (Hold and Drag, Free-hand).
    static func strokePath(from start: Point, to end: Point) -> [Point] {
        (0...4).map { step -> Point in
            let t = Double(step) / 4
            return Point(start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t)
        }
    }

    /// A finger's pan through `path` with no finger on the glass: its touches, then the pan gesture
    /// begun at the first point and ended at the last, through the path a finger's gesture takes
    /// (`deliverSceneGesture`: its `gesture` record, Zoom, the scene's handler). Whether the scene
    /// used the pan (its handler said so). Callers wrap it in `madeGesture`.
    func deliverPan(through path: [Point]) -> Bool {
        guard let start = path.first, let end = path.last else { return false }
        deliverTouches(at: path)
        _ = deliverSceneGesture(RecognizedGesture(.pan, phase: .began, location: start, time: now))
        return deliverSceneGesture(RecognizedGesture(.pan, phase: .ended, location: end, time: now)) ?? false
    }

    /// How far a made swipe travels, and which way: twice the distance a swipe must, so the scene's
    /// own recognizer would see one too (the element action `swipe` and a swipe at a point).
    func swipeOffset(_ direction: SwipeDirection) -> Point {
        let distance = constants.gestures.swipeMinDistance * 2
        switch direction {
        case .up: return Point(0, -distance)
        case .down: return Point(0, distance)
        case .left: return Point(-distance, 0)
        case .right: return Point(distance, 0)
        }
    }
}
