import AXCore

/// The first half of the "Seed apps" tab: Exceptional Dogs (seeds 000, 003) and the photo-filter
/// app (seed 004), each after and before its audit. `Catalog` lists these.
public enum SeedAppCatalogPart1 {
    public static var all: [SceneDescriptor] {
        ExceptionalDogsScene.descriptors() + PhotoFilterScene.descriptors()
    }
}
