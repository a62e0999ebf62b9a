import AXCore
import Foundation

/// Copies of one scene handed from state to state within its validation: a state takes a copy an
/// earlier state used and puts the state's model into it, instead of making a fresh copy, and the
/// copy finds what it laid out in those states. Two kinds share this way, each in its own pool:
///
/// - the probes' copies (VoiceOver on), which keep the layouts of the last `statesKept` states: a
///   probed action that lands in a state the copy laid out before (another state's probe reached
///   it, or it was probed itself) finds its layout and tree instead of laying them out again
///   (docs/validation-performance.md, "A probe copy for every state");
/// - the settings variants' copies, which keep only the state they are in and a few states' worth
///   of keyed subtrees (`Keyed`): the next state's layout takes the cards, rows and pages that did
///   not change from them (docs/validation-performance.md, "The variants' copies handed on").
///
/// Only copies that can go back exactly are handed on: a `ComponentScene` whose layout follows its
/// state and that saves its whole model (`ModelRestoring`), the promise `restoreState` already
/// rests on. A copy that does not then read as the state did is not used (a fresh one is made, as
/// before).
///
/// `@unchecked Sendable`: the states of a validation are judged on several threads; `lock` guards
/// `idle`, and a copy taken out is used by the one thread that took it until it is given back.
final class SceneCopies: @unchecked Sendable {
    /// How many states a probe's copy keeps the layouts of: a state's probe reaches a few dozen.
    static let probeStatesKept = 64
    /// How many keyed subtrees a round of a variant's copy's memo holds: a few states' worth (a
    /// Pre-Poster state keys about twenty). The default 512 kept a home screen page for every state
    /// a copy served, which no later state asks for (the catalog's peak memory went from 143 to 243 MB).
    static let variantKeyedLayoutsKept = 64

    /// The probes' pool.
    static func forProbes() -> SceneCopies { SceneCopies(statesKept: probeStatesKept, keyedLayoutsKept: nil) }
    /// Exploration's pool: its copies run with VoiceOver on, as the probes' do, and keep as many
    /// states' layouts (`Explorer.explore(on:)`).
    static func forExploration() -> SceneCopies { SceneCopies(statesKept: probeStatesKept, keyedLayoutsKept: nil) }
    /// The settings variants' pool.
    static func forVariants() -> SceneCopies { SceneCopies(statesKept: 1, keyedLayoutsKept: variantKeyedLayoutsKept) }

    /// How many states besides the current one a copy keeps the layouts of (`ComponentScene.statesKept`).
    let statesKept: Int
    /// How many keyed subtrees a round of a copy's memo holds (`ComponentScene.keyedLayoutsKept`);
    /// nil: as many as a fresh copy's.
    let keyedLayoutsKept: Int?

    private init(statesKept: Int, keyedLayoutsKept: Int?) {
        self.statesKept = statesKept
        self.keyedLayoutsKept = keyedLayoutsKept
    }

    private let lock = NSLock()
    /// Copies not in use, with the settings they were told.
    private var idle: [(scene: Scene, settings: Settings)] = []

    /// A copy told `settings` that served an earlier state, if one is idle.
    func take(settings: Settings) -> Scene? {
        lock.withLock {
            guard let i = idle.lastIndex(where: { $0.settings == settings }) else { return nil }
            return idle.remove(at: i).scene
        }
    }

    /// Makes `scene` keep as much as this pool's copies do, if it can be shared.
    func keep(_ scene: Scene) {
        guard let component = Self.shareable(scene) else { return }
        component.statesKept = statesKept
        if let keyedLayoutsKept { component.keyedLayoutsKept = keyedLayoutsKept }
    }

    /// Hands `scene`, told `settings`, on to a later state, if it can be shared.
    func give(_ scene: Scene, settings: Settings) {
        guard Self.shareable(scene) != nil else { return }
        lock.withLock { idle.append((scene, settings)) }
    }

    private static func shareable(_ scene: Scene) -> ComponentScene? {
        guard let component = scene as? ComponentScene, component.layoutFollowsState, scene is ModelSaving else { return nil }
        return component
    }
}

/// What a state needs to take a shared copy: the pool, and what puts the state's model into one
/// (nil for a state reached by replay, or the initial state: a fresh copy is made).
struct SharedSceneCopy {
    let copies: SceneCopies
    let restoration: StateRestoration?

    /// A copy from the pool told `settings`, with the state's model put in; nil when there is no
    /// restoration, none is idle, or the copy does not take the model (it is then let go).
    func take(settings: Settings) -> Scene? {
        guard let restoration, let scene = copies.take(settings: settings), restoration.put(into: scene) else { return nil }
        return scene
    }
}
