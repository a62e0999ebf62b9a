import AXCore
@testable import AXScenes
import XCTest

/// The photo-filter app (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023): the fixed scene uses the talk's new API, the broken twin shows
/// the problems the talk starts from.
final class PhotoFilterTests: XCTestCase {
    typealias ID = PhotoFilterScene.ElementID

    private func tree(_ scene: PhotoFilterScene, _ settings: Settings = Settings()) -> [AccessibilityElement] {
        scene.accessibilityElements(settings: settings)
    }

    private func element(_ id: String, _ scene: PhotoFilterScene) -> AccessibilityElement { SeedTree.find(id, in: tree(scene)) }

    // MARK: Fixed

    /// The screen is a composition: a right-to-left layout mirrors the toolbar, the Filter switch
    /// and the swatches once, for every control, while the keys keep low notes on the left.
    func testRightToLeftMirrorsTheEditorButNotTheKeys() throws {
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        let scene = PhotoFilterScene()
        let width = scene.device.size.width
        XCTAssertGreaterThan(try XCTUnwrap(scene.node(ID.photos, rtl)).frame.minX, width / 2, "Photos on the right")
        XCTAssertLessThan(try XCTUnwrap(scene.node(ID.camera, rtl)).frame.maxX, width / 2, "Camera on the left")
        XCTAssertEqual(scene.node(ID.swatch(TintColor.all[0]), rtl)?.frame.maxX,
                       scene.node(ID.swatch(TintColor.all[0]))?.frame.minX.distance(to: width))
        XCTAssertEqual(scene.node(ID.key(60), rtl)?.frame, scene.node(ID.key(60))?.frame, "C4 stays at the left")
        let context = SeedAppTestContext()
        context.settings = rtl
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: scene.node(ID.filter, rtl)!.frame.center), context: context))
        XCTAssertTrue(scene.isFiltered)
    }

    func testFilterIsASwitchButtonWithOneOrZero() {
        let scene = PhotoFilterScene()
        let filter = element(ID.filter, scene)
        XCTAssertEqual(filter.label?.string, "Filter")
        XCTAssertEqual(filter.traits, [.button, .toggleButton])
        XCTAssertEqual(filter.value?.string, "0")
        XCTAssertTrue(filter.onActivate!(SeedAppTestContext()))
        XCTAssertEqual(element(ID.filter, scene).value?.string, "1")
        XCTAssertTrue(scene.isFiltered)
    }

    func testPhotoValueIsABlockThatFollowsTheFilter() {
        let scene = PhotoFilterScene()
        // One element read before and after the change: the block is evaluated on every read.
        let photo = element(ID.photo, scene)
        XCTAssertTrue(photo.$value.isComputed)
        XCTAssertEqual(photo.traits, .image)
        XCTAssertEqual(photo.value?.string, "Not filtered")
        _ = element(ID.filter, scene).onActivate!(SeedAppTestContext())
        XCTAssertEqual(photo.value?.string, "Filtered")
        _ = scene.gesture(SceneGesture(kind: .tap, location: scene.photoLayout(Settings()).filterFrame.center), context: SeedAppTestContext())
        XCTAssertEqual(photo.value?.string, "Not filtered")
    }

    func testPhotosButtonAnnouncesLoadingAfterTheSheetTitle() {
        let scene = PhotoFilterScene()
        let context = SeedAppTestContext()
        XCTAssertEqual(element(ID.photos, scene).traits, .button)
        XCTAssertTrue(element(ID.photos, scene).onActivate!(context))
        XCTAssertEqual(context.posted.map(\.notification), [.screenChanged(elementID: ID.photosTitle)])
        context.advance(to: 2000)
        XCTAssertEqual(context.announcements.map(\.text), ["Loading photos view"])
        XCTAssertEqual(context.announcements.first?.time, PhotoFilterScene.photosAnnouncementDelay)
        let sheet = element(ID.sheet, scene)
        XCTAssertTrue(sheet.viewIsModal)
        XCTAssertEqual(element(ID.photosTitle, scene).label?.string, "Photos")
        context.clearPosted()
        XCTAssertTrue(sheet.onEscape!(context))
        XCTAssertNil(scene.presentedSheet)
        XCTAssertEqual(context.posted.map(\.notification), [.screenChanged(elementID: ID.photos)])
    }

    func testCameraPostsThreeAnnouncementsWithTheirPriorities() {
        let scene = PhotoFilterScene()
        let context = SeedAppTestContext()
        XCTAssertTrue(element(ID.camera, scene).onActivate!(context))
        XCTAssertEqual(context.posted.map(\.notification), [.screenChanged(elementID: ID.done)])
        XCTAssertTrue(context.announcements.isEmpty)
        context.advance(to: 2000)
        let heard = context.announcements
        XCTAssertEqual(heard.map(\.text), ["Opening camera", "Camera loading", "Camera active"])
        XCTAssertEqual(heard.map(\.priority), [.default, .low, .high])
        let broken = PhotoFilterScene(broken: true), brokenContext = SeedAppTestContext()
        XCTAssertTrue(element(ID.camera, broken).onActivate!(brokenContext))
        brokenContext.advance(to: 2000)
        XCTAssertEqual(brokenContext.announcements.map(\.time), [300, 550, 1000])
        XCTAssertEqual(heard.map(\.time), [300, 550, 1150])
        // "Camera active" comes once "Opening camera" (14 characters, 840 ms at 60 ms a character)
        // has been said; before the fix it came 700 ms in and cut it.
        XCTAssertGreaterThanOrEqual(heard[2].time - heard[0].time, "Opening camera".count * 60)
        XCTAssertEqual(element(ID.done, scene).label?.string, "Done")
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "sheet" }?.value, "camera")
    }

    func testCameraAnnouncementsStopIfTheSheetClosesFirst() {
        let scene = PhotoFilterScene()
        let context = SeedAppTestContext()
        _ = element(ID.camera, scene).onActivate!(context)
        context.advance(to: 400)
        XCTAssertTrue(element(ID.done, scene).onActivate!(context))
        context.advance(to: 2000)
        XCTAssertEqual(context.announcements.map(\.text), ["Opening camera"])
    }

    func testZoomActionsStepFromOneToFourAndAnnounce() {
        let scene = PhotoFilterScene()
        let context = SeedAppTestContext()
        let zoom = element(ID.zoom, scene)
        XCTAssertEqual(zoom.label?.string, "Zooming image view")
        XCTAssertEqual(zoom.traits, [.image, .supportsZoom])
        let point = zoom.frame.center
        XCTAssertTrue(zoom.onZoomIn!(point, context))
        XCTAssertTrue(zoom.onZoomIn!(point, context))
        XCTAssertTrue(zoom.onZoomIn!(point, context))
        XCTAssertFalse(zoom.onZoomIn!(point, context))
        XCTAssertTrue(zoom.onZoomOut!(point, context))
        // The talk's demo: "2x zoom. 3x zoom. 4x zoom. 3x zoom."
        XCTAssertEqual(context.announcements.map(\.text), ["2x zoom", "3x zoom", "4x zoom", "3x zoom"])
        XCTAssertEqual(scene.zoom, 3)
        for _ in 0..<2 { _ = zoom.onZoomOut!(point, context) }
        XCTAssertFalse(zoom.onZoomOut!(point, context))
        XCTAssertEqual(scene.zoom, 1)
    }

    func testPinchZoomsForSightedUsersAndIsDeclared() {
        let scene = PhotoFilterScene()
        let frame = scene.photoLayout(Settings()).zoomFrame
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .pinch, location: frame.center, fingers: 2, amount: 1.6), context: SeedAppTestContext()))
        XCTAssertEqual(scene.zoom, 2)
        XCTAssertEqual(scene.declaredGestures.map(\.kind), [.pinch])
        XCTAssertEqual(scene.declaredGestures.first?.equivalentElementID, ID.zoom)
    }

    func testZoomAnimatesUnlessReduceMotion() {
        for reduceMotion in [false, true] {
            let scene = PhotoFilterScene()
            var settings = Settings()
            settings.reduceMotion = reduceMotion
            let context = SeedAppTestContext(settings: settings)
            scene.settingsDidChange(context: context)
            context.advance(to: 1000)
            _ = element(ID.zoom, scene).onZoomIn!(.zero, context)
            var list = DisplayList()
            scene.draw(into: &list, settings: settings, time: 1100)
            XCTAssertEqual(list.animationKinds.contains(.scale), !reduceMotion)
        }
    }

    func testKeysAreSilentDirectTouchElementsThatPlayOnTouch() {
        let scene = PhotoFilterScene()
        let keys = PhotoFilterLayout.keyNotes.map { element(ID.key($0), scene) }
        XCTAssertEqual(keys.map { $0.label?.string ?? "" }, ["C4", "D4", "E4", "F4", "G4", "A4", "B4", "C5"])
        for key in keys {
            XCTAssertTrue(key.traits.contains(.allowsDirectInteraction))
            XCTAssertEqual(key.directTouch, .silentOnTouch)
            XCTAssertGreaterThanOrEqual(key.frame.width, 44)
        }
        let context = SeedAppTestContext()
        scene.touch(SceneTouch(id: 1, phase: .began, location: keys[2].frame.center, time: 0), context: context)
        scene.touch(SceneTouch(id: 1, phase: .moved, location: keys[3].frame.center, time: 40), context: context)
        scene.touch(SceneTouch(id: 1, phase: .ended, location: keys[3].frame.center, time: 80), context: context)
        XCTAssertEqual(context.sounds, [.tone(note: 64, duration: PhotoFilterScene.toneDuration),
                                        .tone(note: 65, duration: PhotoFilterScene.toneDuration)])
    }

    func testSwatchesHaveCircularContentShapes() {
        let scene = PhotoFilterScene()
        let layout = scene.photoLayout(Settings())
        for (index, color) in TintColor.all.enumerated() {
            let swatch = element(ID.swatch(color), scene)
            XCTAssertEqual(swatch.label?.string, color.name)
            let circle = layout.swatchCircles[index]
            XCTAssertNotNil(swatch.path)
            XCTAssertTrue(swatch.accessibilityContains(circle.center))
            // The corner of the square frame is outside the circle: the cursor hugs the swatch.
            XCTAssertTrue(swatch.frame.contains(Point(swatch.frame.minX + 2, swatch.frame.minY + 2)))
            XCTAssertFalse(swatch.accessibilityContains(Point(swatch.frame.minX + 2, swatch.frame.minY + 2)))
            XCTAssertTrue(swatch.frame.contains(swatch.path!.bounds))
        }
        XCTAssertEqual(element(ID.swatch(TintColor.all[0]), scene).label?.string, "Red")
        _ = element(ID.swatch(TintColor.all[0]), scene).onActivate!(SeedAppTestContext())
        XCTAssertEqual(scene.tintName, "Red")
        XCTAssertTrue(element(ID.swatch(TintColor.all[0]), scene).traits.contains(.selected))
    }

    func testEveryDrawnWordIsInsideAnElementAndTextScales() {
        for broken in [false, true] {
            for size in [ContentSizeCategory.large, .accessibilityXXXLarge] {
                var settings = Settings()
                settings.contentSize = size
                let scene = PhotoFilterScene(broken: broken)
                var list = DisplayList()
                scene.draw(into: &list, settings: settings, time: 0)
                let elements = SeedTree.all(tree(scene, settings))
                XCTAssertTrue(elements.allSatisfy { scene.device.bounds.contains($0.frame) })
                for (run, transform) in list.textRuns {
                    let center = transform.apply(run.box.center)
                    XCTAssertTrue(elements.contains { $0.isAccessibilityElement && $0.frame.contains(center) }, "\(run.string) not exposed")
                }
            }
        }
        func photosSize(_ size: ContentSizeCategory) -> Double {
            var settings = Settings()
            settings.contentSize = size
            var list = DisplayList()
            PhotoFilterScene().draw(into: &list, settings: settings, time: 0)
            return list.textRuns.first { $0.run.string == "Photos" }!.run.size
        }
        XCTAssertLessThan(photosSize(.large), photosSize(.accessibilityXXXLarge))
    }

    func testReduceTransparencyMakesTheBarOpaque() {
        let scene = PhotoFilterScene()
        func barOpaque(_ reduce: Bool) -> Bool {
            var settings = Settings()
            settings.reduceTransparency = reduce
            var list = DisplayList()
            scene.draw(into: &list, settings: settings, time: 0)
            let bar = list.items.last {
                if case .fill(.rect(let r), _) = $0.command { return r.minY == 0 && r.minX == 0 && r.width == scene.device.size.width && r.height < 200 }
                return false
            }!
            if case .fill(_, let color) = bar.command { return color.isOpaque }
            return false
        }
        XCTAssertFalse(barOpaque(false))
        XCTAssertTrue(barOpaque(true))
    }

    // MARK: Broken

    func testBrokenFilterIsAPlainButton() {
        let filter = element(ID.filter, PhotoFilterScene(broken: true))
        XCTAssertEqual(filter.traits, .button)
        XCTAssertNil(filter.value)
    }

    func testBrokenPhotoValueGoesStale() {
        let scene = PhotoFilterScene(broken: true)
        XCTAssertFalse(element(ID.photo, scene).$value.isComputed)
        _ = element(ID.filter, scene).onActivate!(SeedAppTestContext())
        XCTAssertTrue(scene.isFiltered)
        XCTAssertEqual(element(ID.photo, scene).value?.string, "Not filtered")
    }

    func testBrokenCameraAnnouncementsAllHaveDefaultPriority() {
        let scene = PhotoFilterScene(broken: true)
        let context = SeedAppTestContext()
        _ = element(ID.camera, scene).onActivate!(context)
        context.advance(to: 2000)
        XCTAssertEqual(context.announcements.map(\.text), ["Opening camera", "Camera loading", "Camera active"])
        XCTAssertEqual(context.announcements.map(\.priority), [.default, .default, .default])
        // Each arrives before the previous finishes, so each cuts the one before ("Open--camera--camera active").
        let times = context.announcements.map(\.time)
        XCTAssertLessThan(times[1] - times[0], "Opening camera".count * 60)
        XCTAssertLessThan(times[2] - times[1], "Camera loading".count * 60)
    }

    func testBrokenImageHasNoZoom() {
        let scene = PhotoFilterScene(broken: true)
        let zoom = element(ID.zoom, scene)
        XCTAssertEqual(zoom.traits, .image)
        XCTAssertNil(zoom.onZoomIn)
        XCTAssertNil(zoom.onZoomOut)
        XCTAssertNil(scene.declaredGestures.first?.equivalentElementID)
    }

    func testBrokenKeysAreButtonsVoiceOverSpeaksOver() {
        let scene = PhotoFilterScene(broken: true)
        for note in PhotoFilterLayout.keyNotes {
            let key = element(ID.key(note), scene)
            XCTAssertEqual(key.traits, .button)
            XCTAssertNil(key.directTouch)
        }
        let context = SeedAppTestContext()
        XCTAssertTrue(element(ID.key(60), scene).onActivate!(context))
        XCTAssertEqual(context.sounds, [.tone(note: 60, duration: PhotoFilterScene.toneDuration)])
    }

    func testBrokenSwatchesHaveSquareFrames() {
        let scene = PhotoFilterScene(broken: true)
        for color in TintColor.all {
            let swatch = element(ID.swatch(color), scene)
            XCTAssertNil(swatch.path)
            XCTAssertTrue(swatch.accessibilityContains(Point(swatch.frame.minX + 2, swatch.frame.minY + 2)))
        }
    }

    func testStableIDsAndSnapshot() {
        let scene = PhotoFilterScene()
        var settings = Settings()
        settings.contentSize = .accessibilityXXXLarge
        settings.boldText = true
        let ids = SeedTree.all(tree(scene)).map(\.id)
        XCTAssertEqual(ids, SeedTree.all(tree(scene, settings)).map(\.id))
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertEqual(scene.stateSnapshot().map(\.key), ["filter", "tint", "zoom", "sheet", "lastNote"])
        XCTAssertEqual(scene.stateSnapshot().map(\.value), ["off", "none", "1x", "none", "none"])
    }
}
