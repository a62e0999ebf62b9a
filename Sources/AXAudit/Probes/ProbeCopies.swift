import AXCore
import Foundation

/// The probe copies of one scene's validation, handed from state to state: a state's probe takes
/// one that served earlier states and puts the state's model into it, instead of making a fresh
/// copy, and the copy keeps the layouts of the last `statesKept` states it was in. A probed action
/// that lands in a state the copy laid out before (another state's probe reached it, or it was
/// probed itself) then finds its layout and tree instead of laying them out again
/// (docs/validation.md, "A probe copy for every state").
///
/// Only copies that can go back exactly are handed on: a `ComponentScene` whose layout follows its
/// state and that saves its whole model (`ModelRestoring`), the promise `restoreState` already
/// rests on. A copy that does not then read as the state did is not used (the probe makes a fresh
/// one, as before).
///
/// `@unchecked Sendable`: the states of a validation are judged on several threads; `lock` guards
/// `idle`, and a copy taken out is used by the one thread that took it until it is given back.
final class ProbeCopies: @unchecked Sendable {
    /// How many states a shared copy keeps the layouts of: a state's probe reaches a few dozen.
    static let statesKept = 64

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

    /// Makes `scene` keep the layouts of as many states as a shared copy does, if it can be shared.
    func keep(_ scene: Scene) {
        guard let component = Self.shareable(scene) else { return }
        component.statesKept = Self.statesKept
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

/// What a state's probe needs to take a shared copy: the copies, and what puts the state's model
/// into one (nil for a state reached by replay, or the initial state: the probe makes a fresh copy).
struct SharedProbeCopy {
    let copies: ProbeCopies
    let restoration: StateRestoration?
}
