import AXCore
import AXEngine
@testable import AXScenes
import XCTest

/// Exceptional Dogs (“Deliver an Exceptional Accessibility Experience”, WWDC 2018, and its sample): the fixed scene exposes what the talk's final demo heard, the
/// broken twin has the defects its audit found.
final class ExceptionalDogsTests: XCTestCase {
    typealias ID = ExceptionalDogsScene.ElementID

    private func tree(_ scene: ExceptionalDogsScene, _ settings: Settings = Settings()) -> [AccessibilityElement] {
        scene.accessibilityElements(settings: settings)
    }

    private func labels(_ elements: [AccessibilityElement]) -> [String] { elements.map { $0.label?.string ?? "" } }

    /// The elements in the order VoiceOver's swipes visit them.
    private func navigation(_ scene: ExceptionalDogsScene, _ settings: Settings = Settings()) -> [AccessibilityElement] {
        NavigationOrder(scene: scene, settings: settings).entries.map(\.element)
    }

    // MARK: Catalog

    func testCatalogPartOneListsBothAppsFixedAndBroken() {
        let entries = SeedAppCatalogPart1.all
        XCTAssertEqual(entries.map(\.id), ["exceptional-dogs", "exceptional-dogs-broken", "photo-filter", "photo-filter-broken"])
        for entry in entries {
            XCTAssertEqual(entry.tab, "Seed apps")
            XCTAssertEqual(entry.make().id, entry.id)
            XCTAssertTrue(entry.sourcePath.hasPrefix("Scenes/SeedApps/"))
        }
    }

    // MARK: Fixed

    func testFixedReadsAsTheFinalDemo() {
        let scene = ExceptionalDogsScene()
        let order = SeedTree.explicitOrder(tree(scene))
        // "Dog picker. Pinky. Adjustable." (after the app's name) then "Favorite, off, button, show
        // gallery, button", then "Name, Pinky", "Breed, mixed", "Age, 7.0 years", then the shelter.
        XCTAssertEqual(Array(labels(order).prefix(6)),
                       ["Dog picker", "Favorite", "Show gallery", "Name, Pinky", "Breed, mixed", "Age, 7.0 years"])
        XCTAssertEqual(labels(order).last, "Skyler's animal shelter")
        // VoiceOver's navigation order is exactly that.
        XCTAssertEqual(navigation(scene).map(\.id), order.map(\.id))

        let picker = SeedTree.find(ID.picker, in: tree(scene))
        XCTAssertEqual(picker.value?.string, "Pinky")
        XCTAssertEqual(picker.traits, .adjustable)
        XCTAssertTrue(picker.$value.isComputed)
        let favorite = SeedTree.find(ID.favorite, in: tree(scene))
        XCTAssertEqual(favorite.value?.string, "off")
        XCTAssertEqual(favorite.traits, .button)
        XCTAssertEqual(SeedTree.find(ID.showGallery, in: tree(scene)).traits, .button)
        // Every stat is one element: seven of them, not fourteen labels.
        let stats = SeedTree.find(ID.stats, in: tree(scene))
        XCTAssertEqual(labels(stats.children),
                       ["Name, Pinky", "Breed, mixed", "Age, 7.0 years", "Gender, female", "Weight, 38 lbs", "Fostered, yes", "Attitude, playful"])
        XCTAssertTrue(stats.childrenInExplicitOrder)
    }

    func testStatElementFramesCoverTitleAndValue() {
        let scene = ExceptionalDogsScene()
        let layout = scene.dogsLayout(Settings())
        for cell in layout.stats {
            let element = SeedTree.find(ID.stat(cell.key), in: tree(scene))
            XCTAssertTrue(element.frame.contains(cell.titleFrame) && element.frame.contains(cell.valueFrame), cell.title)
        }
    }

    func testDogPickerIncrementScrollsAndPostsLayoutChanged() {
        let scene = ExceptionalDogsScene()
        let context = SeedAppTestContext()
        XCTAssertTrue(SeedTree.find(ID.picker, in: tree(scene)).onIncrement!(context))
        XCTAssertEqual(scene.dogName, "Layla")
        XCTAssertEqual(SeedTree.find(ID.picker, in: tree(scene)).value?.string, "Layla")
        XCTAssertEqual(context.posted.map(\.notification), [.layoutChanged(.none)])
        // Layla has no extra pictures: no gallery button, and the stats follow her.
        XCTAssertFalse(SeedTree.contains(ID.showGallery, in: tree(scene)))
        XCTAssertEqual(SeedTree.find(ID.stat("breed"), in: tree(scene)).label?.string, "Breed, Labrador")
        XCTAssertEqual(labels(SeedTree.find(ID.carouselContainer, in: tree(scene)).children), ["Dog picker", "Favorite"])

        XCTAssertTrue(SeedTree.find(ID.picker, in: tree(scene)).onDecrement!(context))
        XCTAssertEqual(scene.dogName, "Pinky")
        XCTAssertTrue(SeedTree.contains(ID.showGallery, in: tree(scene)))
    }

    func testDogPickerStopsAtBothEnds() {
        let scene = ExceptionalDogsScene()
        let context = SeedAppTestContext()
        XCTAssertFalse(SeedTree.find(ID.picker, in: tree(scene)).onDecrement!(context))
        XCTAssertTrue(context.posted.isEmpty)
        var names: [String] = []
        while SeedTree.find(ID.picker, in: tree(scene)).onIncrement!(context) { names.append(scene.dogName) }
        XCTAssertEqual(names, ["Layla", "Bro", "Pudding"])
        XCTAssertEqual(context.posted.count, 3)
    }

    func testFavoriteTogglesItsValueAndThePickers() {
        let scene = ExceptionalDogsScene()
        let context = SeedAppTestContext()
        XCTAssertTrue(SeedTree.find(ID.favorite, in: tree(scene)).onActivate!(context))
        XCTAssertEqual(SeedTree.find(ID.favorite, in: tree(scene)).value?.string, "on")
        XCTAssertEqual(SeedTree.find(ID.picker, in: tree(scene)).value?.string, "Pinky, favorite")
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "favorites" }?.value, "Pinky")
        _ = SeedTree.find(ID.favorite, in: tree(scene)).onActivate!(context)
        XCTAssertEqual(SeedTree.find(ID.favorite, in: tree(scene)).value?.string, "off")
    }

    func testShelterIsOneElementWithMapAndCallActions() {
        let scene = ExceptionalDogsScene()
        let context = SeedAppTestContext()
        let shelter = SeedTree.find(ID.shelter, in: tree(scene))
        XCTAssertEqual(shelter.label?.string, "Skyler's animal shelter")
        // In the order the talk's code declares them: Call, then Open address in Maps.
        XCTAssertEqual(shelter.customActions.map(\.name.string), ["Call", "Open address in Maps"])
        XCTAssertFalse(SeedTree.contains(ID.map, in: tree(scene)))
        XCTAssertFalse(SeedTree.contains(ID.call, in: tree(scene)))
        // The buttons it replaces lie inside it, so touching them finds the shelter.
        let layout = scene.dogsLayout(Settings())
        XCTAssertTrue(shelter.frame.contains(layout.mapButtonFrame) && shelter.frame.contains(layout.callButtonFrame))
        XCTAssertTrue(shelter.customActions[0].handler(context))
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "shelterAction" }?.value, "call")
        XCTAssertEqual(context.announcements.map(\.text), ["Calling Skyler's animal shelter"])
        XCTAssertTrue(shelter.customActions[1].handler(context))
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "shelterAction" }?.value, "maps")
    }

    func testGalleryIsModalOpensWithScreenChangedAndClosesByButtonOrEscape() {
        let scene = ExceptionalDogsScene()
        let context = SeedAppTestContext()
        XCTAssertTrue(SeedTree.find(ID.showGallery, in: tree(scene)).onActivate!(context))
        XCTAssertEqual(context.posted.map(\.notification), [.screenChanged(elementID: nil)])
        let gallery = SeedTree.find(ID.gallery, in: tree(scene))
        XCTAssertTrue(gallery.viewIsModal)
        XCTAssertTrue(gallery.childrenInExplicitOrder)
        // "Picture one of Pinky. Image." … "close, button": pictures first, the close button last.
        XCTAssertEqual(labels(gallery.children), ["Picture one of Pinky", "Picture two of Pinky", "Picture three of Pinky", "Close"])
        XCTAssertEqual(gallery.children.map(\.traits), [.image, .image, .image, .button])
        // The modal is the last top-level node, so it is the one VoiceOver keeps.
        XCTAssertEqual(tree(scene).last?.id, ID.gallery)

        context.clearPosted()
        XCTAssertTrue(gallery.onEscape!(context))
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "gallery" }?.value, "closed")
        XCTAssertEqual(context.posted.map(\.notification), [.screenChanged(elementID: ID.showGallery)])
        XCTAssertFalse(SeedTree.contains(ID.gallery, in: tree(scene)))

        _ = SeedTree.find(ID.showGallery, in: tree(scene)).onActivate!(context)
        XCTAssertTrue(SeedTree.find(ID.galleryClose, in: tree(scene)).onActivate!(context))
        XCTAssertFalse(SeedTree.contains(ID.gallery, in: tree(scene)))
    }

    func testSwipeAcrossTheCarouselBrowsesAndIsDeclaredWithThePicker() {
        let scene = ExceptionalDogsScene()
        let context = SeedAppTestContext()
        let carousel = scene.dogsLayout(Settings()).carouselFrame
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .swipe, location: carousel.center, direction: .left), context: context))
        XCTAssertEqual(scene.dogName, "Layla")
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .swipe, location: carousel.center, direction: .right), context: context))
        XCTAssertEqual(scene.dogName, "Pinky")
        XCTAssertEqual(scene.declaredGestures.map(\.kind), [.swipe])
        XCTAssertEqual(scene.declaredGestures.first?.equivalentElementID, ID.picker)
        XCTAssertNil(ExceptionalDogsScene(broken: true).declaredGestures.first?.equivalentElementID)
    }

    // MARK: Motion, transparency, text

    /// Draws the carousel 100 ms into a move from Pinky to Layla.
    private func midScrollKinds(broken: Bool, reduceMotion: Bool) -> Set<AnimationKind> {
        let scene = ExceptionalDogsScene(broken: broken)
        let context = SeedAppTestContext()
        context.advance(to: 1000)
        _ = scene.gesture(SceneGesture(kind: .swipe, location: scene.dogsLayout(Settings()).carouselFrame.center, direction: .left),
                          context: context)
        var settings = Settings()
        settings.reduceMotion = reduceMotion
        scene.settingsDidChange(context: SeedAppTestContext(settings: settings))
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: 1100)
        return list.animationKinds
    }

    func testCarouselSlidesAndZoomsButFadesUnderReduceMotion() {
        XCTAssertTrue(midScrollKinds(broken: false, reduceMotion: false).isSuperset(of: [.scale, .planeShift]))
        XCTAssertEqual(midScrollKinds(broken: false, reduceMotion: true), [.fade])
        // Broken: the slide and zoom play regardless.
        XCTAssertTrue(midScrollKinds(broken: true, reduceMotion: true).isSuperset(of: [.scale, .planeShift]))
    }

    func testAtRestNothingIsAnimated() {
        var list = DisplayList()
        ExceptionalDogsScene().draw(into: &list, settings: Settings(), time: 0)
        XCTAssertTrue(list.animationKinds.isEmpty)
    }

    func testEveryDrawnWordIsInsideAnElement() {
        for broken in [false, true] {
            for size in [ContentSizeCategory.large, .accessibilityXXXLarge] {
                var settings = Settings()
                settings.contentSize = size
                let scene = ExceptionalDogsScene(broken: broken)
                var list = DisplayList()
                scene.draw(into: &list, settings: settings, time: 0)
                let frames = SeedTree.all(tree(scene, settings)).filter(\.isAccessibilityElement).map(\.frame)
                // Text scrolled off the screen (the next card's name plate) is not seen, so not checked.
                for (run, transform) in list.textRuns where scene.device.bounds.contains(transform.apply(run.box.center)) {
                    let center = transform.apply(run.box.center)
                    XCTAssertTrue(frames.contains { $0.contains(center) }, "\(run.string) not exposed (broken \(broken), \(size))")
                }
            }
        }
    }

    func testTextGrowsWithContentSizeAndStaysOnScreen() {
        let scene = ExceptionalDogsScene()
        func valueSize(_ category: ContentSizeCategory) -> Double {
            var settings = Settings()
            settings.contentSize = category
            var list = DisplayList()
            scene.draw(into: &list, settings: settings, time: 0)
            XCTAssertTrue(SeedTree.all(tree(scene, settings)).allSatisfy { scene.device.bounds.contains($0.frame) }, "\(category)")
            return list.textRuns.first { $0.run.string == "mixed" }!.run.size
        }
        XCTAssertLessThan(valueSize(.small), valueSize(.large))
        XCTAssertLessThan(valueSize(.large), valueSize(.accessibilityXXXLarge))
    }

    func testBoldTextAndReduceTransparencyChangeTheDrawing() {
        let scene = ExceptionalDogsScene()
        _ = SeedTree.find(ID.showGallery, in: tree(scene)).onActivate!(SeedAppTestContext())
        var settings = Settings()
        settings.boldText = true
        settings.reduceTransparency = true
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: 5000)
        XCTAssertEqual(list.textRuns.first { $0.run.string == "mixed" }?.run.weight, .bold)
        // The gallery's backdrop, covering the screen, is opaque.
        let backdrop = list.items.first {
            if case .fill(.rect(let r), let color) = $0.command { return r == scene.device.bounds && color.isOpaque && color != .white }
            return false
        }
        XCTAssertNotNil(backdrop)
    }

    func testCardsAreDrawnWithCurvedPaths() {
        var list = DisplayList()
        ExceptionalDogsScene().draw(into: &list, settings: Settings(), time: 0)
        let curves = list.items.filter {
            if case .fill(.path(let path, _), _) = $0.command {
                return path.elements.contains { if case .cubic = $0 { return true }; return false }
            }
            return false
        }
        XCTAssertGreaterThan(curves.count, 10)
    }

    // MARK: Broken

    func testBrokenSwipingWalksTheCarouselBeforeTheButtons() {
        let scene = ExceptionalDogsScene(broken: true)
        let order = labels(navigation(scene))
        // "Pinky", then "Layla, Bro, Pudding. Favorite off button".
        XCTAssertEqual(Array(order.prefix(6)), ["Pinky", "Layla", "Bro", "Pudding", "Favorite", "Show gallery"])
        XCTAssertFalse(SeedTree.all(tree(scene)).contains { $0.traits.contains(.adjustable) })
    }

    func testBrokenStatsReadTitlesBeforeValues() {
        let scene = ExceptionalDogsScene(broken: true)
        let order = labels(navigation(scene))
        let start = order.firstIndex(of: "Name")!
        // "Name, breed, Pinky, mixed": fourteen labels, each block's titles before its values.
        XCTAssertEqual(Array(order[start..<start + 4]), ["Name", "Breed", "Pinky", "mixed"])
        XCTAssertEqual(SeedTree.all(tree(scene)).filter { $0.id.hasPrefix("dogs-stat-") }.count, 14)
        // Yet each title sits on the same row as its value, right beside it.
        let name = SeedTree.find(ID.statTitle("name"), in: tree(scene)), pinky = SeedTree.find(ID.statValue("name"), in: tree(scene))
        XCTAssertEqual(name.frame.minY, pinky.frame.minY)
        XCTAssertLessThan(pinky.frame.minX - name.frame.maxX, 20)
    }

    func testBrokenShelterButtonsStandAloneWithoutContext() {
        let scene = ExceptionalDogsScene(broken: true)
        let order = labels(navigation(scene))
        XCTAssertEqual(Array(order.suffix(3)), ["Skyler's animal shelter", "Open address in Maps", "Call"])
        XCTAssertTrue(SeedTree.all(tree(scene)).allSatisfy { $0.customActions.isEmpty })
        XCTAssertEqual(SeedTree.find(ID.call, in: tree(scene)).traits, .button)
    }

    func testBrokenGalleryIsNotModalAndLeavesTheScreenBehindReachable() {
        let scene = ExceptionalDogsScene(broken: true)
        let context = SeedAppTestContext()
        XCTAssertTrue(SeedTree.find(ID.showGallery, in: tree(scene)).onActivate!(context))
        XCTAssertEqual(context.posted.map(\.notification), [.layoutChanged(.element(ID.picture(1)))])
        let gallery = SeedTree.find(ID.gallery, in: tree(scene))
        XCTAssertFalse(gallery.viewIsModal)
        XCTAssertNil(gallery.onEscape)
        XCTAssertFalse(SeedTree.all(tree(scene)).contains { $0.viewIsModal })
        // Behind it, the cards are still there to swipe to.
        XCTAssertTrue(SeedTree.contains(ID.card(Dog.all[1]), in: tree(scene)))
        XCTAssertEqual(labels(gallery.children).prefix(3), ["Picture one of Pinky", "Picture two of Pinky", "Picture three of Pinky"])
    }

    func testRightToLeftMirrorsTheScreenAndItsReadingOrder() throws {
        var settings = Settings()
        settings.layoutDirection = .rightToLeft
        let scene = ExceptionalDogsScene()
        // The composition mirrors the screen: favorite at the leading (right) corner, the stats'
        // titles on the right of their values.
        let favorite = try XCTUnwrap(scene.node(ID.favorite, settings)).frame
        XCTAssertGreaterThan(favorite.minX, try XCTUnwrap(scene.node(ID.showGallery, settings)).frame.minX)
        let runs = scene.frame(settings).textRuns.map(\.run)
        let title = try XCTUnwrap(runs.first { $0.string == "Name" }), value = try XCTUnwrap(runs.first { $0.string == "Pinky" && $0.wraps })
        XCTAssertGreaterThan(title.box.minX, value.box.minX)
        XCTAssertEqual(Array(labels(navigation(scene, settings)).prefix(4)),
                       ["Dog picker", "Favorite", "Show gallery", "Name, Pinky"])
        // The next dog comes in from the left.
        let broken = ExceptionalDogsScene(broken: true)
        XCTAssertLessThan(try XCTUnwrap(broken.node(ID.card(Dog.all[1]), settings)).frame.minX,
                          try XCTUnwrap(broken.node(ID.card(Dog.all[0]), settings)).frame.minX)
    }

    func testStableIDsAcrossDogsAndSettings() {
        let scene = ExceptionalDogsScene()
        var large = Settings()
        large.contentSize = .accessibilityXXXLarge
        large.layoutDirection = .rightToLeft
        XCTAssertEqual(SeedTree.all(tree(scene)).map(\.id), SeedTree.all(tree(scene, large)).map(\.id))
        let ids = SeedTree.all(tree(scene)).map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        _ = scene.gesture(SceneGesture(kind: .swipe, location: scene.dogsLayout(Settings()).carouselFrame.center, direction: .left),
                          context: SeedAppTestContext())
        XCTAssertEqual(SeedTree.all(tree(scene)).map(\.id), ids.filter { $0 != ID.showGallery })
    }
}
