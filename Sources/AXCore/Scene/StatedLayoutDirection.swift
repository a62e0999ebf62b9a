import Foundation

extension SceneDescriptor {
    /// The layout direction the scenes it makes state (`Scene.layoutDirection`), asked of one copy
    /// the first time it is wanted and kept: every copy of a scene states the same. Validation asks
    /// it for each state it judges, and a copy made each time would cost a scene's composition.
    public var layoutDirection: LayoutDirection? { statedDirection.value(asking: make) }

    /// `settings` as the scenes it makes are laid out under them (`Settings.laidOut(for:)`): with
    /// their stated direction, where they state one.
    public func laidOut(_ settings: Settings) -> Settings { settings.laidOut(stating: layoutDirection) }
}

/// A scene descriptor's stated layout direction, asked once (`SceneDescriptor.layoutDirection`);
/// locked, as a descriptor is used from whichever thread needs a scene.
final class StatedLayoutDirection: @unchecked Sendable {
    private var asked: LayoutDirection?? = .none
    private let lock = NSLock()

    /// The direction a copy `make` makes states, asked on the first call.
    func value(asking make: () -> any Scene) -> LayoutDirection? {
        lock.lock()
        defer { lock.unlock() }
        if case .some(let known) = asked { return known }
        let stated = make().layoutDirection
        asked = .some(stated)
        return stated
    }
}
