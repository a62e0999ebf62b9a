import AXCore

/// The second half of the seed apps: HelloGoodbye (“Accessibility on iOS”, WWDC 2014) and Pre-Poster (“What's New in Accessibility”, WWDC 2017),
/// each fixed and broken, for the catalog's "Seed apps" tab.
enum SeedAppCatalogPart2 {
    static var all: [SceneDescriptor] {
        HelloGoodbyeScene.descriptors() + PrePosterScene.descriptors()
    }
}
