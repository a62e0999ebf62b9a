import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// A `Keyed` subtree laid out once and reused by later layouts (`ComponentScene`'s layout memo)
/// must never change a verdict: every catalog scene that keys subtrees validates to the same five
/// reports, byte for byte, with its scenes reusing them and with every layout asking every component.
final class KeyedLayoutReuseTests: XCTestCase {
    /// `descriptor`, whose copies lay every component out again at each layout.
    private func withoutReuse(_ descriptor: SceneDescriptor) -> SceneDescriptor {
        var fresh = descriptor
        let make = descriptor.make
        fresh.make = {
            let scene = make()
            (scene as? ComponentScene)?.reusesKeyedLayouts = false
            return scene
        }
        return fresh
    }

    /// Whether `descriptor`'s first screen keys a subtree.
    private func keysSubtrees(_ descriptor: SceneDescriptor) -> Bool {
        guard let scene = descriptor.make() as? ComponentScene else { return false }
        return scene.layout(.default).nodes.contains { $0.component.layoutKey != nil }
    }

    func testReusingKeyedSubtreesChangesNoReport() throws {
        let keying = Catalog.all.filter(keysSubtrees)
        XCTAssertEqual(keying.map(\.id), ["home-screen", "home-screen-broken", "pre-poster", "pre-poster-broken"])
        for descriptor in keying {
            let reused = EveryReportFormat.reports([descriptor])
            let laidOut = EveryReportFormat.reports([withoutReuse(descriptor)])
            EveryReportFormat.assertSame(reused, laidOut, descriptor.id)
        }
    }

    /// Pre-Poster's feed keys each of its ten cards (a key that left out what a card shows would
    /// fail the comparison above).
    func testPrePosterKeysItsCards() throws {
        for id in ["pre-poster", "pre-poster-broken"] {
            let scene = try XCTUnwrap(Catalog.all.first { $0.id == id }?.make() as? ComponentScene)
            let keyed = scene.layout(.default).nodes.filter { $0.component.layoutKey != nil }
            XCTAssertEqual(keyed.count, 10, "\(id)'s feed no longer keys its cards")
        }
    }
}
