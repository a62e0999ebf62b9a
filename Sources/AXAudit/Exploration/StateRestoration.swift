import AXCore
import AXEngine

/// What brings a fresh copy of a scene, and a driver of a Session on it, into an explored state
/// without replaying the path there: the scene's saved model (`ModelSaving`), the Session's
/// restore point, and the numbering of the driver that reached the state, so the inputs an action
/// sends from it are numbered as a replay of the path numbers them (docs/validation.md, "What
/// exploration costs"). Values only: a state keeps no scene or Session alive.
struct StateRestoration {
    let model: SavedModel
    /// The state's snapshot: a copy whose model, put back, does not read as it is not used.
    let snapshot: [(key: String, value: String)]
    let session: SessionRestorePoint
    let seq: Int
    let lastInputSeq: Int

    /// Where `driver` is now, its scene's state snapshot `snapshot` when the caller has read it
    /// (read here when nil); nil when its scene cannot save its model or its Session has
    /// something in flight (`Session.restorePoint`): that state is reached by replay.
    init?(_ driver: SessionDriver, snapshot known: [(key: String, value: String)]? = nil) {
        guard let saving = driver.session.scene as? ModelSaving, let point = driver.session.restorePoint else { return nil }
        model = saving.savedModel()
        snapshot = known ?? driver.session.scene.stateSnapshot()
        session = point
        seq = driver.seq
        lastInputSeq = driver.lastInputSeq
    }

    /// A fresh copy of `descriptor`'s scene with the state's model put back; nil when the copy does
    /// not take it, or does not then read as the state did (a model that leaves something out: the
    /// state is then replayed, never explored from a wrong copy).
    func scene(of descriptor: SceneDescriptor) -> Scene? {
        let scene = descriptor.make()
        return put(into: scene) ? scene : nil
    }

    /// Puts the state's model into `scene`, a copy of the same scene (fresh, or one that served
    /// other states: `SceneCopies`); false when it does not take it or does not then read as the
    /// state did.
    func put(into scene: Scene) -> Bool {
        guard let saving = scene as? ModelSaving, saving.restore(model) else { return false }
        return ProbeSnapshot.same(scene.stateSnapshot(), snapshot)
    }

    /// A driver of a Session on such a copy, as the driver that reached the state was left.
    func driver(of descriptor: SceneDescriptor) -> SessionDriver? {
        guard let scene = scene(of: descriptor) else { return nil }
        return driver(on: scene, reusing: nil)
    }

    /// `used`, a copy an action was just taken on from this state and settled (nothing in flight),
    /// put back in the state in place, with a driver of a Session as the driver that reached the
    /// state was left, starting from `order`, the order a Session read of the state on this copy
    /// (`Session(scene:restoring:reusing:)`); nil when the copy cannot go back or does not then read
    /// as the state did: the action is then taken on a fresh copy.
    ///
    /// The state's own model is put in (`put(into:)`), and a scene whose layout follows its state
    /// finds the state's layouts and very tree again by its snapshot. Not `Scene.restoreState`: that
    /// puts back the model the copy saved when it first laid the snapshot out, and a copy that
    /// serves state after state may have laid it out before, in another state's timeline, with
    /// what the snapshot does not show (when Exceptional Dogs' carousel last moved) from then:
    /// a state found from it was drawn mid-fade at its own time, a contrast error replay never had.
    func driver(putting used: SessionDriver, back order: NavigationOrder) -> SessionDriver? {
        let scene = used.session.scene
        guard used.session.restorePoint != nil, put(into: scene) else { return nil }
        return driver(on: scene, reusing: order)
    }

    /// A driver of a Session on `scene`, a copy the state's model was just put into (`put(into:)`),
    /// as the driver that reached the state was left.
    func driver(on scene: Scene) -> SessionDriver? { driver(on: scene, reusing: nil) }

    private func driver(on scene: Scene, reusing order: NavigationOrder?) -> SessionDriver? {
        guard let restored = Session(scene: scene, restoring: session, reusing: order) else { return nil }
        return SessionDriver(session: restored, continuingAfter: seq, lastInputSeq: lastInputSeq)
    }
}
