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
        guard let saving = scene as? ModelSaving, saving.restore(model) else { return nil }
        let restored = scene.stateSnapshot()
        guard restored.count == snapshot.count, zip(restored, snapshot).allSatisfy({ $0.key == $1.key && $0.value == $1.value }) else { return nil }
        return scene
    }

    /// A driver of a Session on such a copy, as the driver that reached the state was left.
    func driver(of descriptor: SceneDescriptor) -> SessionDriver? {
        guard let scene = scene(of: descriptor), let restored = Session(scene: scene, restoring: session) else { return nil }
        return SessionDriver(session: restored, continuingAfter: seq, lastInputSeq: lastInputSeq)
    }
}
