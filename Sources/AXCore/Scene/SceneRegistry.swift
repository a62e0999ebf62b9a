/// The scenes a command line knows by id: what `axsandbox list` prints and what `run`, `inspect`,
/// `validate --all`, `snapshot`, `replay` and `bench` resolve a scene id against.
///
/// The built-in catalog is one registry (`Catalog.registry` in AXScenes); a package that brings its
/// own controls makes its own, with or without the catalog's scenes:
///
/// ```swift
/// let scenes = VolumeKnobScreen.registry          // only yours (examples/VolumeKnob)
/// let both = Catalog.registry + scenes            // the catalog's, then yours
/// ```
///
/// Ids are unique: adding a descriptor whose id is already present replaces that entry in place,
/// so a package can stand its own version in for a catalog scene. A registry is `Sendable`, as its
/// descriptors are (their makers run on whichever thread needs a scene).
public struct SceneRegistry: Sendable {
    /// The scenes, in the order `list` prints them.
    public private(set) var scenes: [SceneDescriptor] = []

    /// A registry of `scenes`, in order (a later one replaces an earlier one with the same id).
    public init(_ scenes: [SceneDescriptor] = []) {
        for scene in scenes { add(scene) }
    }

    /// Adds `descriptor` at the end, or in place of the scene with the same id.
    public mutating func add(_ descriptor: SceneDescriptor) {
        if let index = scenes.firstIndex(where: { $0.id == descriptor.id }) {
            scenes[index] = descriptor
        } else {
            scenes.append(descriptor)
        }
    }

    /// The scene with this id, if registered.
    public func descriptor(for id: String) -> SceneDescriptor? {
        scenes.first { $0.id == id }
    }

    /// Every id, in order.
    public var ids: [String] { scenes.map(\.id) }

    /// `left`'s scenes, then `right`'s (a scene of `right` replaces one of `left` with the same id).
    public static func + (left: SceneRegistry, right: SceneRegistry) -> SceneRegistry {
        var merged = left
        for scene in right.scenes { merged.add(scene) }
        return merged
    }
}
