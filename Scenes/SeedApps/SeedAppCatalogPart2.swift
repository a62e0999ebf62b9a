import AXCore

/// The second half of the seed apps (issue 7): HelloGoodbye (seed 001) and Pre-Poster (seed 002),
/// each fixed and broken, for the catalog's "Seed apps" tab.
public enum SeedAppCatalogPart2 {
    public static var all: [SceneDescriptor] {
        HelloGoodbyeScene.descriptors() + PrePosterScene.descriptors()
    }
}
