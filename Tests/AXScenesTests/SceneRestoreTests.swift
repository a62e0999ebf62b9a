import AXCore
import AXEngine
@testable import AXScenes
import XCTest

/// Seed apps that put their model back (`ModelRestoring`, docs/validation.md "Probes"): after a real
/// action, restoring the state before it shows that state again and hands back the very tree read
/// in it, and what the snapshot does not show (a finger down, when a sheet opened) is put back too.
final class SceneRestoreTests: XCTestCase {
    /// Restores `scene` to `state` and checks it is back: the same snapshot and the very array of
    /// elements first read in that state (its layout was kept, not made again).
    private func assertRestored(_ scene: Scene, to state: [(key: String, value: String)], tree: [AccessibilityElement],
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotEqual(scene.stateSnapshot().map(\.value), state.map(\.value), "the action changed the state", file: file, line: line)
        XCTAssertTrue(scene.restoreState(state), file: file, line: line)
        XCTAssertEqual(scene.stateSnapshot().map(\.value), state.map(\.value), file: file, line: line)
        let again = scene.accessibilityElements(settings: .default)
        XCTAssertTrue(again.withUnsafeBufferPointer { a in tree.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } },
                      "the layout made for the state is found again", file: file, line: line)
    }

    func testPhotoFilterIsBackInItsFirstStateWithItsFirstTree() {
        for broken in [false, true] {
            let scene = PhotoFilterScene(broken: broken)
            let context = SeedAppTestContext()
            let initial = scene.stateSnapshot()
            let first = scene.accessibilityElements(settings: .default)
            XCTAssertTrue(SeedTree.find(PhotoFilterScene.ElementID.camera, in: first).onActivate!(context))
            context.advance(to: 2000)
            XCTAssertEqual(scene.presentedSheet, "camera")
            assertRestored(scene, to: initial, tree: first)
            XCTAssertNil(scene.presentedSheet)
            XCTAssertNil(scene.sheetOpenedAt, "the camera's opening time went with it")
            XCTAssertFalse(scene.restoreState([("filter", "sideways")]), "a state it was never in cannot be restored")
        }
    }

    /// The layout of a state is kept while the scene is elsewhere: a sheet shown again reuses it, and
    /// still fades in from when it opened this time (the time is read as the sheet is drawn).
    func testPhotoFilterSheetOpenedAgainFadesInFromWhenItOpenedAgain() {
        let scene = PhotoFilterScene()
        let context = SeedAppTestContext()
        XCTAssertTrue(scene.node(PhotoFilterScene.ElementID.photos)!.onActivate!(context))
        context.advance(to: 1000)
        XCTAssertTrue(scene.node(PhotoFilterScene.ElementID.sheet)!.onEscape!(context))
        context.advance(to: 5000)
        XCTAssertTrue(scene.node(PhotoFilterScene.ElementID.photos)!.onActivate!(context))
        XCTAssertTrue(scene.frame(time: 5100).animationKinds.contains(.fade), "half-way through its fade")
        XCTAssertFalse(scene.frame(time: 5000 + PhotoFilterScene.sheetFade + PhotoFilterScene.photosLoadDuration + 300)
                        .animationKinds.contains(.fade))
    }

    /// Restored, the age slider is back where it was and the finger that was dragging it no longer does.
    func testHelloGoodbyeIsBackInItsStateWithItsTreeAndNoFingerOnTheSlider() throws {
        let scene = HelloGoodbyeScene()
        let context = TestSceneContext()
        XCTAssertTrue(try XCTUnwrap(scene.node("profile-button")).onActivate!(context))
        let profile = scene.stateSnapshot()
        let tree = scene.accessibilityElements(settings: .default)
        let slider = try XCTUnwrap(scene.node("age-slider")).frame
        scene.touch(SceneTouch(id: 1, phase: .began, location: Point(slider.minX + 20, slider.midY), time: 0), context: context)
        scene.touch(SceneTouch(id: 1, phase: .moved, location: Point(slider.maxX - 20, slider.midY), time: 40), context: context)
        XCTAssertGreaterThan(scene.age, HelloGoodbyePerson.me.age)
        assertRestored(scene, to: profile, tree: tree)
        XCTAssertEqual(scene.age, HelloGoodbyePerson.me.age)
        scene.touch(SceneTouch(id: 1, phase: .moved, location: Point(slider.minX + 20, slider.midY), time: 80), context: context)
        XCTAssertEqual(scene.age, HelloGoodbyePerson.me.age, "no finger drags the restored slider")

        // Back on the start screen, from the Profile screen the action left.
        XCTAssertTrue(try XCTUnwrap(scene.node("back")).onActivate!(context))
        XCTAssertEqual(scene.screen, .start)
        assertRestored(scene, to: profile, tree: tree)
        XCTAssertEqual(scene.screen, .profile)
    }

    /// Restoring holds the scene unowned, and its model holds no reference: the scene is freed.
    func testExceptionalDogsIsBackInItsFirstStateWithItsFirstTreeAndIsFreed() throws {
        for broken in [false, true] {
            weak var released: ExceptionalDogsScene?
            do {
                let scene = ExceptionalDogsScene(broken: broken)
                released = scene
                let context = SeedAppTestContext()
                let initial = scene.stateSnapshot()
                let first = scene.accessibilityElements(settings: .default)
                let gallery = try XCTUnwrap(SeedTree.all(first).first { $0.id == ExceptionalDogsScene.ElementID.showGallery })
                XCTAssertTrue(gallery.onActivate!(context))
                XCTAssertTrue(scene.galleryOpen)
                assertRestored(scene, to: initial, tree: first)
                XCTAssertFalse(scene.galleryOpen)
                XCTAssertNil(scene.galleryOpenedAt)
            }
            XCTAssertNil(released, "a restored Exceptional Dogs is freed once nobody holds it")
        }
    }
}
