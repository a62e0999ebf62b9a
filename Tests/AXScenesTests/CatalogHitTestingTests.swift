import AXCore
import AXScenes
import XCTest

/// Every catalog scene hit-tests as asking every component does, though its stacks, wrappers,
/// labels and pictures that take no touches say so and are passed over (`TakesNoTouches`); a tap on
/// the home screen asks the board that takes it, not each icon.
final class CatalogHitTestingTests: XCTestCase {
    private func layout(of scene: ComponentScene, _ settings: Settings) -> ComponentLayout {
        scene.settingsDidChange(context: TestSceneContext(settings: settings))
        return scene.layout(settings)
    }

    private func name(_ hit: ComponentLayout.Hit) -> String { "\(type(of: hit.node.component)) \(hit.node.frame) \(hit.point)" }

    func testEverySceneFindsTheChainAskingEveryComponentFinds() {
        var largest = Settings(), rtl = Settings()
        largest.contentSize = .largest
        rtl.layoutDirection = .rightToLeft
        var scenes = 0
        for descriptor in Catalog.registry.scenes {
            guard let scene = descriptor.make() as? ComponentScene else { continue }
            scenes += 1
            for settings in [Settings(), largest, rtl] {
                let layout = layout(of: scene, settings)
                let bounds = scene.device.bounds
                var differences: [String] = []
                for x in stride(from: bounds.minX + 1, through: bounds.maxX, by: 11) {
                    for y in stride(from: bounds.minY + 1, through: bounds.maxY, by: 13) {
                        let point = Point(x, y)
                        if layout.hits(at: point).map(name) != layout.hitsAskingEveryComponent(at: point).map(name) {
                            differences.append("\(point)")
                        }
                    }
                }
                XCTAssertEqual(differences, [], "\(descriptor.id), \(settings.changesFromDefaults)")
            }
        }
        XCTAssertGreaterThan(scenes, 10)
    }

    func testATapOnAHomeScreenIconAsksTheBoardNotEveryIcon() throws {
        let scene = try XCTUnwrap(Catalog.registry.scenes.first { $0.id == "home-screen" }?.make() as? ComponentScene)
        let settings = Settings()
        let layout = layout(of: scene, settings)
        func leaves(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
            elements.flatMap { $0.isContainer ? leaves($0.children) : [$0] }
        }
        let icons = leaves(scene.accessibilityElements(settings: settings)).filter { $0.id.hasPrefix("app-") && $0.traits.contains(.button) }
        XCTAssertGreaterThan(icons.count, 15)
        for icon in icons {
            var asked = 0
            let chain = layout.hits(at: icon.frame.center, asked: &asked)
            XCTAssertFalse(chain.isEmpty, icon.id)
            XCTAssertLessThanOrEqual(asked, 2, "\(icon.id): the board, not the \(icons.count) icons")
        }
    }
}
