import AXCore
import AXScenes
import XCTest

final class HomeScreenSceneTests: XCTestCase {
    private let screen = Device.phone.bounds

    func testTreeOffersDragSourcesAndThreeDropPointsPerIcon() throws {
        let scene = HomeScreenScene()
        let screenNodes = scene.accessibilityElements(settings: .default)
        XCTAssertEqual(screenNodes.map(\.id), ["home-screen"])
        XCTAssertNotNil(screenNodes[0].onScroll)
        let roots = screenNodes[0].children
        XCTAssertEqual(roots.map(\.id), ["home-page", "home-page-control", "home-dock"])
        XCTAssertEqual(roots[0].label?.string, "Page 1 of 3")
        XCTAssertEqual(roots[0].children.map(\.id).prefix(4), ["app-mail", "app-calendar", "app-photos", "app-camera"])
        XCTAssertEqual(roots[2].children.map(\.id), ["app-phone", "app-safari", "app-messages"])
        let mail = try XCTUnwrap(scene.node("app-mail"))
        XCTAssertEqual(mail.label?.string, "Mail")
        XCTAssertEqual(mail.traits, .button)
        XCTAssertEqual(mail.dragSources.map(\.name), ["Drag Mail"])
        XCTAssertEqual(mail.dropPoints.map(\.name), ["Drop left of Mail", "Create folder with Mail", "Drop right of Mail"])
        XCTAssertLessThan(mail.dropPoints[0].point.x, mail.dropPoints[1].point.x)
        XCTAssertLessThan(mail.dropPoints[1].point.x, mail.dropPoints[2].point.x)
        for node in scene.allNodes() {
            XCTAssertTrue(screen.contains(node.frame), "\(node.id) leaves the screen")
            for descriptor in node.dragSources + node.dropPoints {
                XCTAssertTrue(node.frame.contains(descriptor.point), "\(descriptor.name) lies outside \(node.id)")
            }
            if node.traits.contains(.button) {
                XCTAssertGreaterThanOrEqual(node.frame.width, 44)
                XCTAssertGreaterThanOrEqual(node.frame.height, 44)
            }
        }
        let ids = scene.allNodes().map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "ids are unique")
    }

    func testReorderByTouchGivesTheSameGridAsTheDescriptors() throws {
        let touched = HomeScreenScene(), described = HomeScreenScene()
        let source = try XCTUnwrap(touched.node("app-mail")?.dragSources.first)
        let drop = try XCTUnwrap(touched.node("app-camera")?.dropPoints.first { $0.name == "Drop right of Camera" })

        let context = TestSceneContext()
        let finger = Finger(scene: touched, context: context, id: 1)
        finger.down(source.point)
        context.advance(by: HomeScreenScene.longPressDelay)
        XCTAssertTrue(touched.editing, "holding still enters edit mode")
        XCTAssertTrue(context.notifications.contains(.layoutChanged(.none)))
        XCTAssertEqual(touched.node("home-done")?.traits, .button)
        finger.slide(from: source.point, to: drop.point, steps: 12)
        XCTAssertEqual(touched.dropProposal(for: DragItem(id: "app-mail", name: "Mail"), at: drop.point, context: context).description,
                       "Drop right of Camera")
        finger.up(drop.point)

        let voiceOver = TestSceneContext()
        let item = try XCTUnwrap(described.dragItem(at: source.point, context: voiceOver))
        XCTAssertEqual(item, DragItem(id: "app-mail", name: "Mail"))
        XCTAssertTrue(described.performDrop(of: item, at: drop.point, context: voiceOver))

        XCTAssertEqual(touched.visiblePageOrder.prefix(5), ["app-calendar", "app-photos", "app-camera", "app-mail", "app-clock"])
        XCTAssertEqual(touched.arrangement, described.arrangement)
        XCTAssertEqual(touched.state("order"), described.state("order"))
        XCTAssertEqual(voiceOver.notifications.last, .layoutChanged(.element("app-mail")))
    }

    /// The arrangement's description (the state snapshot's `order`) is kept across a drop put back,
    /// a drop made again and a fresh copy the model is put into: each reads as a scene that made the
    /// same drop describes it from scratch.
    func testTheArrangementReadsAsDescribedFromScratchAfterDropsPutBackAndInAFreshCopy() throws {
        let scene = HomeScreenScene(), described = HomeScreenScene()
        let source = try XCTUnwrap(scene.node("app-mail")?.dragSources.first)
        let drop = try XCTUnwrap(scene.node("app-camera")?.dropPoints.first { $0.name == "Drop right of Camera" })
        let context = TestSceneContext()
        func dropMail(on target: HomeScreenScene) throws {
            let item = try XCTUnwrap(target.dragItem(at: source.point, context: context))
            XCTAssertTrue(target.performDrop(of: item, at: drop.point, context: context))
        }
        let before = scene.arrangement
        let start = scene.saveModel()
        try dropMail(on: scene)
        try dropMail(on: described)
        XCTAssertNotEqual(scene.arrangement, before)
        XCTAssertEqual(scene.arrangement, described.arrangement)
        let dropped = scene.saveModel()
        scene.restoreModel(start)
        XCTAssertEqual(scene.arrangement, before)
        XCTAssertEqual(scene.state("order"), HomeScreenScene().state("order"))
        try dropMail(on: scene)
        XCTAssertEqual(scene.arrangement, described.arrangement)
        let copy = HomeScreenScene()
        copy.restoreModel(dropped)
        XCTAssertEqual(copy.arrangement, described.arrangement)
        XCTAssertEqual(copy.state("order"), described.state("order"))
    }

    func testDropOnACentreMakesAFolderContainerAndMoreAppsJoinIt() throws {
        let touched = HomeScreenScene(), described = HomeScreenScene()
        drag("app-notes", to: "Create folder with Mail", in: described)
        touchDrag("app-notes", to: "Create folder with Mail", in: touched)
        XCTAssertEqual(touched.arrangement, described.arrangement)
        XCTAssertEqual(described.visiblePageOrder.first, "folder-mail")

        let group = try XCTUnwrap(described.node("folder-mail-contents"))
        XCTAssertEqual(group.container, .semanticGroup)
        XCTAssertEqual(group.children.map(\.id), ["folder-mail", "app-mail", "app-notes"])
        let folder = try XCTUnwrap(described.node("folder-mail"))
        XCTAssertEqual(folder.label?.string, "Productivity folder")
        XCTAssertEqual(folder.value?.string, "2 apps")
        XCTAssertEqual(folder.dropPoints.map(\.name)[1], "Add to Productivity folder")
        for app in group.children.dropFirst() { XCTAssertTrue(folder.frame.contains(app.frame)) }

        drag("app-photos", to: "Add to Productivity folder", in: described)
        touchDrag("app-photos", to: "Add to Productivity folder", in: touched)
        XCTAssertEqual(described.node("folder-mail")?.value?.string, "3 apps")
        XCTAssertTrue(described.arrangement.hasPrefix("page1=folder-mail[app-mail,app-notes,app-photos],app-calendar,app-camera"))
        XCTAssertEqual(touched.arrangement, described.arrangement)
        // Folders do not go into folders.
        let item = DragItem(id: "folder-mail", name: "Productivity folder")
        let centre = described.node("app-clock")!.dropPoints[1].point
        XCTAssertEqual(described.dropProposal(for: item, at: centre, context: TestSceneContext()).operation, .forbidden)
        XCTAssertFalse(described.performDrop(of: item, at: centre, context: TestSceneContext()))
    }

    func testDockTakesAFourthAppAndThenRefuses() {
        let touched = HomeScreenScene(), described = HomeScreenScene()
        drag("app-music", to: "Drop right of Messages", in: described)
        touchDrag("app-music", to: "Drop right of Messages", in: touched)
        XCTAssertEqual(described.node("home-dock")!.children.map(\.id),
                       ["app-phone", "app-safari", "app-messages", "app-music"])
        XCTAssertEqual(touched.arrangement, described.arrangement)
        let context = TestSceneContext()
        let point = described.node("app-phone")!.dropPoints[0].point
        let weather = DragItem(id: "app-weather", name: "Weather")
        XCTAssertEqual(described.dropProposal(for: weather, at: point, context: context), .forbidden)
        XCTAssertFalse(described.performDrop(of: weather, at: point, context: context))
        // Reordering inside a full dock still works.
        XCTAssertTrue(described.performDrop(of: DragItem(id: "app-music", name: "Music"), at: point, context: context))
        XCTAssertTrue(described.arrangement.hasSuffix("dock=app-music,app-phone,app-safari,app-messages"))
    }

    func testDroppingAtTheScreenEdgeMovesToTheNextPage() throws {
        let touched = HomeScreenScene(), described = HomeScreenScene()
        let context = TestSceneContext()
        let source = touched.node("app-mail")!.dragSources[0].point
        let finger = Finger(scene: touched, context: context, id: 1)
        finger.down(source)
        context.advance(by: HomeScreenScene.longPressDelay)
        let edge = Point(screen.maxX - 4, 300)
        XCTAssertEqual(touched.dropProposal(for: DragItem(id: "app-mail", name: "Mail"), at: edge, context: context).description, "Move to page 2")
        finger.slide(from: source, to: edge)
        finger.up(edge)
        XCTAssertEqual(touched.currentPage, 1)
        XCTAssertEqual(touched.visiblePageOrder.last, "app-mail")
        XCTAssertEqual(context.notifications.last, .layoutChanged(.element("app-mail")))

        // The page dots' "Move to next page" drop point is the VoiceOver way to the same place.
        drag("app-mail", to: "Move to next page", in: described)
        XCTAssertEqual(touched.arrangement, described.arrangement)
        XCTAssertEqual(described.state("page"), "2")
    }

    func testEmptiedPageDisappears() {
        let scene = HomeScreenScene()
        let context = TestSceneContext()
        for _ in 0..<2 { XCTAssertEqual(scene.node("home-page-control")?.onIncrement?(context), true) }
        XCTAssertEqual(scene.visiblePageOrder, ["app-contacts"])
        let source = scene.node("app-contacts")!.dragSources[0].point
        let item = scene.dragItem(at: source, context: context)!
        XCTAssertTrue(scene.performDrop(of: item, at: scene.node("home-page-control")!.dropPoints[1].point, context: context))
        XCTAssertEqual(scene.pageCount, 2)
        XCTAssertEqual(scene.currentPage, 1)
        XCTAssertEqual(scene.visiblePageOrder.last, "app-contacts")
    }

    func testThreeFingerScrollPostsPagesAndRepeatsAtTheBorder() throws {
        let scene = HomeScreenScene()
        let context = TestSceneContext()
        let scroll = try XCTUnwrap(scene.node("home-screen")?.onScroll)
        XCTAssertTrue(scroll(.left, context))
        XCTAssertTrue(scroll(.left, context))
        XCTAssertTrue(scroll(.left, context), "past the last page: handled, the border reported by repeating the page")
        XCTAssertEqual(scene.currentPage, 2)
        XCTAssertFalse(scroll(.up, context))
        XCTAssertEqual(context.pageScrolledTexts, ["Page 2 of 3", "Page 3 of 3", "Page 3 of 3"])
        XCTAssertEqual(scene.node("home-page")?.label?.string, "Page 3 of 3")
        XCTAssertEqual(scene.node("home-page-control")?.value?.string, "3 of 3")
        XCTAssertTrue(scroll(.right, context))
        XCTAssertEqual(context.pageScrolledTexts.last, "Page 2 of 3")

        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        let mirrored = HomeScreenScene()
        let rtlContext = TestSceneContext(settings: rtl)
        XCTAssertTrue(mirrored.node("home-screen", rtl)!.onScroll!(.left, rtlContext))
        XCTAssertEqual(mirrored.currentPage, 0)
        XCTAssertTrue(mirrored.node("home-screen", rtl)!.onScroll!(.right, rtlContext))
        XCTAssertEqual(rtlContext.pageScrolledTexts, ["Page 1 of 3", "Page 2 of 3"])
    }

    func testPageControlIsAdjustable() throws {
        let scene = HomeScreenScene()
        let context = TestSceneContext()
        let control = try XCTUnwrap(scene.node("home-page-control"))
        XCTAssertEqual(control.traits, .adjustable)
        XCTAssertEqual(control.value?.string, "1 of 3")
        XCTAssertEqual(control.onDecrement?(context), false)
        XCTAssertEqual(control.onIncrement?(context), true)
        XCTAssertEqual(control.value?.string, "2 of 3")
        XCTAssertEqual(context.notifications, [.layoutChanged(.none)], "every icon changed: the layout change is posted")
        XCTAssertEqual(scene.declaredGestures.first { $0.kind == .swipe }?.equivalentElementID, "home-page-control")
    }

    func testSwipeTapAndEditModeByTouch() {
        let scene = HomeScreenScene()
        let context = TestSceneContext()
        let finger = Finger(scene: scene, context: context, id: 1)
        // A swipe that starts on an icon turns the page instead of lifting it.
        let start = scene.node("app-clock")!.frame.center
        finger.down(start)
        finger.slide(from: start, to: Point(start.x - 150, start.y + 10), steps: 5, stepTime: 20)
        finger.up(Point(start.x - 150, start.y + 10))
        context.advance(by: 1000)
        XCTAssertEqual(scene.currentPage, 1)
        XCTAssertFalse(scene.editing)
        finger.down(Point(100, 400))
        finger.slide(from: Point(100, 400), to: Point(300, 400))
        finger.up(Point(300, 400))
        XCTAssertEqual(scene.currentPage, 0)
        // A tap opens the app.
        let photos = scene.node("app-photos")!.frame.center
        finger.down(photos)
        context.advance(by: 80)
        finger.up(photos)
        XCTAssertEqual(scene.state("lastOpened"), "app-photos")
        // A long press gesture (VoiceOver's triple tap) enters edit mode; Done leaves it.
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .longPress, location: photos), context: context))
        XCTAssertTrue(scene.editing)
        let done = scene.node("home-done")!.frame.center
        finger.down(done)
        finger.up(done)
        XCTAssertFalse(scene.editing)
        XCTAssertNil(scene.node("home-done"))
    }

    func testTappingAFolderOpensItAsAModalThatATapOutsideCloses() throws {
        let scene = HomeScreenScene()
        let context = TestSceneContext()
        XCTAssertEqual(scene.node("home-page-control")?.onIncrement?(context), true)
        let tile = try XCTUnwrap(scene.node("folder-compass"))
        XCTAssertEqual(tile.label?.string, "Utilities folder")
        let finger = Finger(scene: scene, context: context, id: 1)
        finger.down(tile.frame.center)
        context.advance(by: 60)
        finger.up(tile.frame.center)
        XCTAssertEqual(scene.state("openFolder"), "folder-compass")
        XCTAssertEqual(context.notifications.last, .layoutChanged(.element("app-compass")))
        let roots = scene.accessibilityElements(settings: .default)
        XCTAssertEqual(roots.map(\.id), ["home-screen", "home-open-folder"])
        XCTAssertTrue(roots[1].viewIsModal)
        XCTAssertEqual(roots[1].children.map(\.id), ["home-open-folder-title", "app-compass", "app-translate", "app-voiceMemos"])
        XCTAssertNotNil(roots[1].onEscape)
        for child in roots[1].children { XCTAssertTrue(Device.phone.bounds.contains(child.frame)) }
        XCTAssertTrue(scene.frame().textRuns.contains { $0.run.string == "Utilities" })
        // An app in the panel opens; nothing can be dragged meanwhile; a tap outside closes. Over the
        // open folder taps are the recognized gesture that follows the finger, as the session sends it.
        let translate = roots[1].children[2].frame.center
        finger.down(translate)
        finger.up(translate)
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: translate), context: context))
        XCTAssertEqual(scene.state("lastOpened"), "app-translate")
        XCTAssertNil(scene.dragItem(at: translate, context: context))
        let firstApp = roots[1].children[1].frame
        XCTAssertFalse(scene.gesture(SceneGesture(kind: .tap, location: Point(firstApp.midX, firstApp.minY - 6)), context: context))
        XCTAssertEqual(scene.state("openFolder"), "folder-compass", "a tap on the panel above the apps keeps it open")
        finger.down(Point(195, 800))
        finger.up(Point(195, 800))
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: Point(195, 800)), context: context))
        XCTAssertEqual(scene.state("openFolder"), "none")
        XCTAssertEqual(context.notifications.last, .layoutChanged(.element("folder-compass")))
        XCTAssertEqual(scene.accessibilityElements(settings: .default).count, 1)
    }

    /// The page's and the dock's icons are `Keyed` by what they show: opening an app (the last app
    /// opened, which no icon reads) lays neither out again, and every step of a finger's drag, a
    /// drop, edit mode, a page turned and a folder opened reads and draws as laid out afresh.
    func testKeyedAreasReadAsLaidOutAfresh() throws {
        let reused = HomeScreenScene(), fresh = HomeScreenScene()
        fresh.reusesKeyedLayouts = false
        let keyed = reused.layout(.default).nodes.compactMap { $0.component.layoutKey }
        XCTAssertEqual(keyed.count, 2, "the page and the dock")
        func shown(_ scene: HomeScreenScene) -> [String] {
            scene.allNodes().map { node in
                "\(node.id) \(node.label?.string ?? "-") \(node.value?.string ?? "-") \(node.frame) \(node.traits.rawValue) "
                    + (node.dragSources + node.dropPoints).map { "\($0.name)@\($0.point)" }.joined(separator: ",")
            }
        }
        func assertAlike(_ step: String, line: UInt = #line) {
            XCTAssertEqual(shown(reused), shown(fresh), step, line: line)
            XCTAssertTrue(reused.frame(time: 140) == fresh.frame(time: 140), "\(step): drawn differently", line: line)
        }
        let contexts = (TestSceneContext(), TestSceneContext())
        func both(_ step: String, line: UInt = #line, _ act: (HomeScreenScene, TestSceneContext) -> Void) {
            act(reused, contexts.0)
            act(fresh, contexts.1)
            assertAlike(step, line: line)
        }
        assertAlike("first screen")

        let pageBefore = try XCTUnwrap(reused.accessibilityElements(settings: .default).first?.children.first?.children)
        both("an app opened") { scene, context in
            let mail = scene.node("app-mail")!.frame.center
            XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: mail), context: context))
        }
        XCTAssertEqual(reused.state("lastOpened"), "app-mail")
        let pageAfter = try XCTUnwrap(reused.accessibilityElements(settings: .default).first?.children.first?.children)
        XCTAssertEqual(pageAfter.withUnsafeBufferPointer(\.baseAddress), pageBefore.withUnsafeBufferPointer(\.baseAddress),
                       "opening an app laid the page's icons out again")

        // A finger lifts Mail, hovers over Camera (a folder's halo), then drops it after Camera.
        let mail = try XCTUnwrap(reused.node("app-mail")?.frame.center)
        let camera = try XCTUnwrap(reused.node("app-camera")?.frame.center)
        let fingers = (Finger(scene: reused, context: contexts.0, id: 1), Finger(scene: fresh, context: contexts.1, id: 1))
        both("lifted") { scene, context in
            (scene === reused ? fingers.0 : fingers.1).down(mail)
            context.advance(by: HomeScreenScene.longPressDelay)
        }
        XCTAssertTrue(reused.editing)
        both("over Camera") { scene, _ in (scene === reused ? fingers.0 : fingers.1).slide(from: mail, to: camera, steps: 8) }
        let right = Point(camera.x + 36, camera.y)
        both("beside Camera") { scene, _ in (scene === reused ? fingers.0 : fingers.1).slide(from: camera, to: right, steps: 4) }
        both("dropped") { scene, _ in (scene === reused ? fingers.0 : fingers.1).up(right) }
        XCTAssertNotEqual(reused.visiblePageOrder.first, "app-mail")
        both("the page turned") { scene, context in _ = scene.node("home-page-control")?.onIncrement?(context) }
        both("a folder opened") { scene, context in _ = scene.node("folder-compass")?.onActivate?(context) }
        XCTAssertEqual(reused.state("openFolder"), "folder-compass")
    }

    func testIconsWiggleInEditModeUnlessReduceMotion() {
        let scene = HomeScreenScene()
        XCTAssertEqual(scene.frame(time: 100).animationKinds, [])
        _ = scene.gesture(SceneGesture(kind: .longPress, location: Point(100, 100)), context: TestSceneContext())
        XCTAssertEqual(scene.frame(time: 100).animationKinds, [.spin])
        XCTAssertNotEqual(scene.frame(time: 100), scene.frame(time: 170), "the wiggle moves with time")
        var reduced = Settings()
        reduced.reduceMotion = true
        XCTAssertEqual(scene.frame(reduced, time: 100).animationKinds, [])
        XCTAssertEqual(scene.frame(reduced, time: 100), scene.frame(reduced, time: 170))
    }

    func testSettingsAdaptLabelsAndTranslucency() {
        let scene = HomeScreenScene()
        var settings = Settings()
        settings.boldText = true
        settings.contentSize = .accessibilityXXXLarge
        settings.reduceTransparency = true
        let runs = scene.frame(settings).textRuns.map(\.run)
        let normal = scene.frame().textRuns.map(\.run)
        XCTAssertTrue(zip(normal, runs).allSatisfy { $0.1.size > $0.0.size && $0.1.weight > $0.0.weight })
        // Nothing translucent lies behind text (icons may blend their own glyph layers).
        let edited = HomeScreenScene()
        _ = edited.gesture(SceneGesture(kind: .longPress, location: Point(100, 100)), context: TestSceneContext())
        for candidate in [scene, edited] {
            let list = candidate.frame(settings)
            let boxes = list.textRuns.map(\.run.box)
            let behindText = list.items.filter {
                guard case .fill(let shape, let color) = $0.command, !color.isOpaque else { return false }
                return boxes.contains { $0.intersects(shape.bounds) }
            }
            XCTAssertTrue(behindText.isEmpty, "\(behindText.count) translucent fills behind text under Reduce Transparency")
            XCTAssertFalse(candidate.frame().items.filter {
                guard case .fill(let shape, let color) = $0.command, !color.isOpaque else { return false }
                return candidate.frame().textRuns.map(\.run.box).contains { $0.intersects(shape.bounds) }
            }.isEmpty, "without the setting the dock, blobs and Done button are translucent")
        }
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        XCTAssertGreaterThan(scene.node("app-mail", rtl)!.frame.minX, scene.node("app-calendar", rtl)!.frame.minX,
                             "the first app sits at the right in a right-to-left layout")
    }

    /// Right-to-left: the composition mirrors the board, the icons stay unflipped with their drop
    /// points on the sides they are named after, and a finger drag to "Drop left of Mail" puts the
    /// app to Mail's left on screen, which is after it in reading order.
    func testRightToLeftDragAndDropLandsWhereTheDescriptorSays() throws {
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        let scene = HomeScreenScene()
        let context = TestSceneContext(settings: rtl)
        let mail = try XCTUnwrap(scene.node("app-mail", rtl))
        let left = try XCTUnwrap(mail.dropPoints.first { $0.name == "Drop left of Mail" })
        XCTAssertLessThan(left.point.x, mail.frame.midX)
        let notes = try XCTUnwrap(scene.node("app-notes", rtl)?.dragSources.first)
        let finger = Finger(scene: scene, context: context, id: 7)
        finger.down(notes.point)
        context.advance(by: HomeScreenScene.longPressDelay + 50)
        XCTAssertEqual(scene.dropProposal(for: DragItem(id: "app-notes", name: "Notes"), at: left.point, context: context).description,
                       "Drop left of Mail")
        finger.slide(from: notes.point, to: left.point, steps: 10)
        finger.up(left.point)
        XCTAssertEqual(Array(scene.visiblePageOrder.prefix(2)), ["app-mail", "app-notes"])
        XCTAssertLessThan(scene.node("app-notes", rtl)!.frame.maxX, scene.node("app-mail", rtl)!.frame.minX + 1)
        // Edit mode's Done sits at the top leading corner: the left.
        XCTAssertLessThan(try XCTUnwrap(scene.node("home-done", rtl)).frame.minX, 100)
    }

    func testBrokenTwinHasNoDescriptorsNoPageKeyButTouchStillRearranges() {
        let scene = HomeScreenScene(broken: true)
        XCTAssertEqual(scene.id, "home-screen-broken")
        XCTAssertFalse(scene.allNodes().contains { !$0.dragSources.isEmpty || !$0.dropPoints.isEmpty })
        XCTAssertNotNil(scene.node("home-screen")?.onScroll, "VoiceOver's three-finger swipe turns the page")
        XCTAssertEqual(scene.node("home-page-control")?.traits, .staticText, "but no adjustable page dots: no key does")
        XCTAssertNil(scene.node("home-page-control")?.onIncrement)
        XCTAssertEqual(scene.declaredGestures.map(\.equivalentElementID), [nil, nil, "home-screen"])
        XCTAssertEqual(scene.node("app-notes")?.label?.string, "Reminders", "a label copied from the next icon")
        XCTAssertEqual(scene.node("app-mail")?.userInputLabels.count, 6)
        XCTAssertEqual(scene.node("app-weather")?.respondsToUserInteraction, false)
        touchDrag("app-notes", to: "Create folder with Mail", in: scene, descriptorsFrom: HomeScreenScene())
        XCTAssertEqual(scene.visiblePageOrder.first, "folder-mail")
    }


    /// In edit mode an icon follows a finger at once, but a folder forms only once the carried icon
    /// has rested over another icon's centre for `folderDelay`: lifted sooner (a quick swipe or
    /// flick across it), the icon takes the place beside it instead.
    func testAFolderFormsOnlyAfterTheIconRestsOverAnother() throws {
        for (hold, folds) in [(0, false), (HomeScreenScene.folderDelay - 1, false), (HomeScreenScene.folderDelay, true)] {
            let scene = HomeScreenScene()
            let context = TestSceneContext()
            let photos = try XCTUnwrap(scene.node("app-photos")?.frame.center)
            XCTAssertTrue(scene.gesture(SceneGesture(kind: .longPress, location: photos), context: context))
            let notes = try XCTUnwrap(scene.node("app-notes")?.frame.center)
            let mail = try XCTUnwrap(scene.node("app-mail")?.frame.center)
            let finger = Finger(scene: scene, context: context, id: 3)
            finger.down(notes)
            finger.slide(from: notes, to: mail, steps: 4, stepTime: 0)
            context.advance(by: hold)
            finger.up(mail)
            if folds {
                XCTAssertEqual(scene.visiblePageOrder.first, "folder-mail", "held \(hold) ms")
            } else {
                XCTAssertEqual(Array(scene.visiblePageOrder.prefix(2)), ["app-mail", "app-notes"], "held \(hold) ms: beside Mail, no folder")
            }
        }
    }

    // MARK: Helpers

    /// The VoiceOver path: pick up at the item's drag source, drop at the named drop point.
    private func drag(_ id: String, to dropName: String, in scene: HomeScreenScene, file: StaticString = #filePath, line: UInt = #line) {
        let context = TestSceneContext()
        guard let source = scene.node(id)?.dragSources.first,
              let drop = scene.allNodes().flatMap(\.dropPoints).first(where: { $0.name == dropName }),
              let item = scene.dragItem(at: source.point, context: context) else {
            return XCTFail("no descriptors for \(id) → \(dropName)", file: file, line: line)
        }
        XCTAssertEqual(item.id, id, file: file, line: line)
        XCTAssertTrue(scene.performDrop(of: item, at: drop.point, context: context), file: file, line: line)
    }

    /// The sighted path: long press on the icon, slide to the point the named drop point marks, rest
    /// there (a folder forms only after `folderDelay` over the icon), lift.
    private func touchDrag(_ id: String, to dropName: String, in scene: HomeScreenScene, descriptorsFrom reference: HomeScreenScene? = nil,
                           file: StaticString = #filePath, line: UInt = #line) {
        let lookup = reference ?? scene
        guard let source = lookup.node(id)?.dragSources.first,
              let drop = lookup.allNodes().flatMap(\.dropPoints).first(where: { $0.name == dropName }) else {
            return XCTFail("no points for \(id) → \(dropName)", file: file, line: line)
        }
        let context = TestSceneContext()
        let finger = Finger(scene: scene, context: context, id: 7)
        finger.down(source.point)
        context.advance(by: HomeScreenScene.longPressDelay + 50)
        finger.slide(from: source.point, to: drop.point, steps: 10)
        context.advance(by: HomeScreenScene.folderDelay)
        finger.up(drop.point)
        XCTAssertTrue(context.notifications.contains { if case .layoutChanged(.element) = $0 { return true } else { return false } },
                      "the drop landed", file: file, line: line)
    }
}
