import XCTest
import AXCore
import AXScenes
import AXEngine
@testable import AXAudit

/// Probing every element of a scene file must not rebuild its tree, nor its navigation order, per
/// probe (that made validation quadratic in the number of elements): the copy is made once, an
/// action that changes nothing hands back the very tree first read (so the probing Session reuses
/// its order), and a copy restored after a change finds its first tree again.
final class FileProbeWorkTests: XCTestCase {
    /// Every scene a descriptor made, to count copies and read their trees.
    private final class Made {
        var scenes: [FileScene] = []
    }

    private func descriptor(_ action: SceneFile.GeneratedAction, made: Made) throws -> SceneDescriptor {
        let text = SceneFile.buttonGrid(count: 200, action: action)
        _ = try SceneFile.parse(text, file: "buttons.json")
        return SceneDescriptor(id: "buttons-200", tab: "Files", title: "200 buttons", sourcePath: "buttons.json") {
            let scene = try! SceneFile.parse(text, file: "buttons.json")
            made.scenes.append(scene)
            return scene
        }
    }

    private static func storage(_ tree: [AccessibilityElement]) -> UnsafeRawPointer? {
        tree.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    private func probeEveryButton(_ action: SceneFile.GeneratedAction, file: StaticString = #filePath, line: UInt = #line) throws {
        let made = Made()
        let probe = Probe(descriptor: try descriptor(action, made: made), settings: .default, presentIDs: [])
        XCTAssertEqual(made.scenes.count, 1, file: file, line: line)
        let scene = made.scenes[0]
        let first = Self.storage(scene.accessibilityElements(settings: probe.settings))
        var trees: Set<UnsafeRawPointer?> = [first]
        for i in 0..<200 {
            let outcome = try XCTUnwrap(probe.run(on: "b\(i)", .activate), file: file, line: line)
            XCTAssertTrue(outcome.result, file: file, line: line)
            switch action {
            case .announce:
                XCTAssertEqual(outcome.announcements, ["Item \(i) done"], file: file, line: line)
                XCTAssertFalse(outcome.stateChanged, file: file, line: line)
            case .toggle:
                XCTAssertTrue(outcome.valueChanged, file: file, line: line)
            }
            // The tree the probing Session last read: after an announcement, the one first read.
            trees.insert(Self.storage(probe.lastTree))
        }
        // One copy for all 200 probes: restored in place, never made afresh.
        XCTAssertEqual(made.scenes.count, 1, "fresh copies", file: file, line: line)
        switch action {
        case .announce:
            // Not one tree built after the first: every Session reused the first order.
            XCTAssertEqual(trees, [first], "trees built while probing", file: file, line: line)
        case .toggle:
            // A toggle's action changes the tree; restored, the copy finds its first tree again.
            _ = probe.run(on: "b0", .activate)
            XCTAssertTrue(scene.restoreState(probe.initialState), file: file, line: line)
            XCTAssertEqual(Self.storage(scene.accessibilityElements(settings: probe.settings)), first, "initial tree kept", file: file, line: line)
        }
    }

    func testAnnouncingButtonsAreProbedOnOneTree() throws {
        try probeEveryButton(.announce)
    }

    func testTogglesAreProbedOnOneCopyRestoredInPlace() throws {
        try probeEveryButton(.toggle)
    }

    /// A copy goes back in place to any state it was laid out in and keeps, not only the file's
    /// first: the probes of an explored state, and exploration's actions in it, put their copy back
    /// instead of making one per action (a list's states past the first made a fresh copy, its whole
    /// tree read, for every probed drop).
    func testACopyGoesBackToALaterStateItWasLaidOutIn() throws {
        let file = try SceneFile.parse(SceneFile.reorderableList(count: 3), file: "list-3.json")
        let explored = Explorer(descriptor: file.descriptor, settings: Settings(), bounds: .default).explore()
        XCTAssertGreaterThan(explored.states.count, 2)
        let one = try XCTUnwrap(explored.states[1].restoration), two = try XCTUnwrap(explored.states[2].restoration)
        let scene = file.descriptor.make()
        XCTAssertTrue(one.put(into: scene))
        let tree = Self.storage(scene.accessibilityElements(settings: .default))
        XCTAssertTrue(two.put(into: scene))
        _ = scene.accessibilityElements(settings: .default)
        XCTAssertTrue(scene.restoreState(explored.states[1].snapshot), "back to the state before")
        XCTAssertTrue(ProbeSnapshot.same(scene.stateSnapshot(), explored.states[1].snapshot))
        XCTAssertEqual(Self.storage(scene.accessibilityElements(settings: .default)), tree, "with the tree it had")
        XCTAssertFalse(scene.restoreState(explored.states[2].snapshot.map { ($0.key, $0.value + "x") }), "never laid out")
    }
}
