import AXCore
import AXEngine
import AXScenes
import XCTest

/// A component scene keeps its laid-out body and elements, whose hooks and controls often point
/// back at the scene: a strong reference among them would keep every scene alive for ever (a probe
/// copy, a replay, a window's scene). Each catalog scene must go once nobody holds it.
final class SceneLifetimeTests: XCTestCase {
    /// Put back in its first state too, where it can: a scene that restores its model keeps what
    /// restores it with its layouts, which must not hold the scene either.
    func testEveryCatalogSceneIsFreedAfterItWasLaidOutDrawnWalkedAndRestored() {
        for descriptor in Catalog.registry.scenes {
            weak var released: AnyObject?
            do {
                let scene = descriptor.make()
                released = scene as AnyObject
                let initial = scene.stateSnapshot()
                var list = DisplayList(background: .white)
                scene.draw(into: &list, settings: .default, time: 0)
                let walk = VoiceOverWalk(scene)
                for _ in 0..<6 { walk.send(.next) }
                walk.send(.activate)
                walk.send(.next)
                _ = scene.restoreState(initial)
            }
            XCTAssertNil(released, "\(descriptor.id) is still alive after its last reference went: a reference cycle through its body or elements")
        }
    }
}
