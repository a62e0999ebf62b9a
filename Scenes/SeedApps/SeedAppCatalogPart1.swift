import AXCore

/// The first half of the "Seed apps" tab: Exceptional Dogs (“Deliver an Exceptional Accessibility Experience”, WWDC 2018, and its sample) and the photo-filter
/// app (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023), each after and before its audit. `Catalog` lists these.
enum SeedAppCatalogPart1 {
    static var all: [SceneDescriptor] {
        ExceptionalDogsScene.descriptors() + PhotoFilterScene.descriptors()
    }
}
