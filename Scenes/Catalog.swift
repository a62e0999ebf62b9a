import AXCore

/// Every scene `axsandbox` knows by id, in the order `axsandbox list` prints them.
/// Each catalog scene comes as an exemplary version and a `-broken` twin.
public enum Catalog {
    /// Every built-in scene's entry, in the order `axsandbox list` prints them (generated grids are made on demand, not listed).
    public static var all: [SceneDescriptor] {
        StarRatingScene.descriptors() + PianoScene.descriptors() + HomeScreenScene.descriptors()
            + SeedAppCatalogPart1.all + SeedAppCatalogPart2.all
    }

    /// The built-in catalog as a registry: what the `axsandbox` executable serves, and what a
    /// package adds its own scenes to (`Catalog.registry + SceneRegistry([...])`) to keep them.
    public static var registry: SceneRegistry { SceneRegistry(all) }

    /// The descriptor for an id, including generated grids (`grid-1000`).
    public static func descriptor(for id: String) -> SceneDescriptor? {
        if let entry = all.first(where: { $0.id == id }) { return entry }
        return GridScene.descriptor(for: id)
    }
}
