import AXCore
import AXScenes
@testable import AXSDL
import Foundation
import XCTest

/// Scratch (not committed): renders the seed app scenes for a visual check.
final class DogsScratchRenderTests: XCTestCase {
    final class Ctx: SceneContext {
        var settings = Settings()
        var now = 0
        func post(_ notification: AccessibilityNotification) {}
        func play(_ sound: SoundCue) {}
        func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {}
    }

    func testRenderSeedScenes() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        try? FileManager.default.createDirectory(atPath: "/tmp/dogs", withIntermediateDirectories: true)
        func shot(_ scene: Scene, _ name: String, settings: Settings = Settings(), time: Int = 5000, frames: Bool = false) throws {
            let snap = SceneSnapshot(scale: 1, overlays: frames ? [.frames] : [], time: time)
            try SDLRuntime.with(.headless) {
                let px = try snap.render(scene, settings: settings, assets: assets)
                try px.writePNG(to: "/tmp/dogs/\(name).png")
            }
        }
        for d in SeedAppCatalogPart1.all {
            let scene = d.make()
            try shot(scene, d.id)
            try shot(scene, d.id + "-frames", frames: true)
            var big = Settings(); big.contentSize = .accessibilityXXXLarge; big.boldText = true; big.increaseContrast = true
            try shot(scene, d.id + "-ax5", settings: big)
        }
        // States: dogs scrolled mid-animation, gallery open; photo filter sheets.
        let dogs = SeedAppCatalogPart1.all.first { $0.id == "exceptional-dogs" }!.make()
        let ctx = Ctx()
        let els = dogs.accessibilityElements(settings: Settings())
        func find(_ id: String, _ es: [AccessibilityElement]) -> AccessibilityElement? {
            for e in es { if e.id == id { return e }; if let f = find(id, e.children) { return f } }
            return nil
        }
        ctx.now = 1000
        _ = find("dogs-picker", els)!.onIncrement!(ctx)
        try shot(dogs, "dogs-mid-scroll", time: 1150)
        try shot(dogs, "dogs-layla", time: 3000)
        _ = find("dogs-picker", dogs.accessibilityElements(settings: Settings()))!.onIncrement!(ctx)
        _ = find("dogs-favorite", dogs.accessibilityElements(settings: Settings()))!.onActivate!(ctx)
        _ = find("dogs-show-gallery", dogs.accessibilityElements(settings: Settings()))!.onActivate!(ctx)
        try shot(dogs, "dogs-gallery", time: 5000, frames: true)
        let photo = SeedAppCatalogPart1.all.first { $0.id == "photo-filter" }!.make()
        let pe = photo.accessibilityElements(settings: Settings())
        _ = find("photo-filter-button", pe)!.onActivate!(ctx)
        _ = find("photo-swatch-blue", pe)!.onActivate!(ctx)
        _ = find("photo-zooming-image", pe)!.onZoomIn!(.zero, ctx)
        try shot(photo, "photo-filtered", time: 5000)
        _ = find("photo-camera-button", pe)!.onActivate!(ctx)
        try shot(photo, "photo-camera", time: 5000)
    }
}
