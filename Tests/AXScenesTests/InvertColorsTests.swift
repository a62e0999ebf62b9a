import AXCore
@testable import AXScenes
import XCTest

/// `ignoresInvertColors` (UIKit's accessibilityIgnoresInvertColors) from Swift, scene files and
/// imports, and what Smart Invert spares in the seed apps: fixed, their photos' drawing; broken, nothing.
final class InvertColorsTests: XCTestCase {
    private let header = #""format":"axsandbox-scene","version":1,"id":"s","title":"s","device":{"width":100,"height":100}"#

    /// The bounds, in scene points, of each item `scene` draws that Smart Invert spares.
    static func sparedItems(_ scene: Scene, settings: Settings = Settings()) -> [Rect] {
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: 0)
        return list.items.filter(\.ignoresInvertColors).compactMap { item in
            switch item.command {
            case .fill(let shape, _), .stroke(let shape, _, _): return item.transform.apply(shape.bounds)
            case .text(let run): return item.transform.apply(run.box)
            case .image(_, let rect, _): return item.transform.apply(rect)
            case .pushClip, .popClip: return nil
            }
        }
    }

    /// Whether every spared item of `scene` lies in one of `frames` and each frame holds one.
    private func assertSpared(_ scene: Scene, within frames: [Rect], settings: Settings = Settings(), _ what: String = "",
                              file: StaticString = #filePath, line: UInt = #line) {
        // What shows on the screen (a carousel's cards past its edge are clipped away).
        let items = Self.sparedItems(scene, settings: settings).compactMap { $0.intersection(scene.device.bounds) }
        for item in items where !frames.contains(where: { $0.insetBy(dx: -1, dy: -1).contains(item) }) {
            XCTFail("\(what): spared item \(item) outside \(frames)", file: file, line: line)
        }
        for frame in frames where !items.contains(where: { frame.insetBy(dx: -1, dy: -1).contains($0) }) {
            XCTFail("\(what): nothing spared in \(frame)", file: file, line: line)
        }
    }

    func testSceneFilesReadAndWriteTheField() throws {
        let text = "{\(header),\"elements\":[{\"id\":\"photo\",\"label\":\"Beach\",\"traits\":[\"image\"],\"frame\":[10,20,30,40],\"ignoresInvertColors\":true,"
            + "\"drawing\":[{\"rect\":[10,20,30,40],\"fill\":\"#FF8800\"}]},"
            + "{\"id\":\"caption\",\"label\":\"Caption\",\"frame\":[10,70,30,10],\"drawing\":[{\"rect\":[10,70,30,10],\"fill\":\"#000000\"}]}]}"
        let scene = try SceneFile.parse(text, file: "test.json")
        let elements = scene.accessibilityElements(settings: Settings())
        XCTAssertEqual(elements.map(\.ignoresInvertColors), [true, false])
        XCTAssertEqual(Self.sparedItems(scene), [Rect(x: 10, y: 20, width: 30, height: 40)], "the photo's drawing alone")
        // Written back only where set, so files without it stay as they were: on the photo's element
        // and on its drawing (written apart from the elements).
        let written = SceneFileWriter.write(scene, settings: Settings())
        XCTAssertEqual(written.components(separatedBy: "ignoresInvertColors").count - 1, 2)
        XCTAssertEqual(Self.sparedItems(try SceneFile.parse(written, file: "again.json")), [Rect(x: 10, y: 20, width: 30, height: 40)])
        XCTAssertThrowsError(try SceneFile.parse("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"ignoresInvertColors\":\"yes\"}]}", file: "bad.json")) {
            XCTAssertTrue("\($0)".contains("elements[0].ignoresInvertColors"), "\($0)")
            XCTAssertTrue("\($0)".contains("expected true or false, found a string"), "\($0)")
        }
    }

    /// A container that ignores invert colours spares its whole frame, children included, as the
    /// property covers a view's subviews.
    func testAContainerSparesItsSubtree() throws {
        var parent = AccessibilityElement(id: "card", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        parent.isAccessibilityElement = false
        parent.ignoresInvertColors = true
        parent.children = [AccessibilityElement(id: "inner", label: "Dog", traits: .image, frame: Rect(x: 5, y: 5, width: 10, height: 10))]
        let scene = StaticElementsScene(elements: [parent, AccessibilityElement(id: "other", label: "Other", frame: Rect(x: 60, y: 0, width: 10, height: 10))])
        XCTAssertEqual(AccessibilityElement.invertExemptFrames(in: scene.accessibilityElements(settings: Settings())), [Rect(x: 0, y: 0, width: 50, height: 50)])
        XCTAssertTrue(AccessibilityElement.anyIgnoresInvertColors(in: scene.accessibilityElements(settings: Settings())))
    }

    /// `IgnoringInvertColors` is UIKit's property on a view: it spares what it wraps draws, a
    /// decorative photo that is no accessibility element included, mirrored with a right-to-left
    /// layout.
    func testTheWrapperSparesItsWholeFrameElementOrNot() {
        let scene = WrappedPicturesScene()
        let frames = [Rect(x: 20, y: 100, width: 350, height: 120), Rect(x: 20, y: 240, width: 350, height: 120)]
        XCTAssertEqual(Self.sparedItems(scene), frames)
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        XCTAssertEqual(Self.sparedItems(scene, settings: rtl), frames)
        let narrow = WrappedPicturesScene(width: 100)
        XCTAssertEqual(Self.sparedItems(narrow, settings: rtl).map(\.minX), [270, 270])
        // Only the labelled photo is an element, marked by the wrapper.
        XCTAssertEqual(scene.accessibilityElements(settings: Settings()).filter(\.ignoresInvertColors).map(\.id), ["photo"])
    }

    func testAccessibilitySnapshotImportsCarryTheViewsProperty() throws {
        let marker = #"{"description":"Beach. Image.","label":"Beach","traits":["image"],"identifier":"beach","shape":{"type":"frame","frame":[[0,0],[100,80]]},"activationPoint":[50,40],"usesDefaultActivationPoint":true,"accessibilityIgnoresInvertColors":true}"#
        let scene = try ScreenImport.load(path: "screen.json", text: "[{\"element\":{\"_0\":\(marker),\"traversalIndex\":0}}]")
        XCTAssertEqual(AccessibilityElement.invertExemptFrames(in: scene.accessibilityElements(settings: Settings())), [Rect(x: 0, y: 0, width: 100, height: 80)])
        assertSpared(scene, within: [Rect(x: 0, y: 0, width: 100, height: 80)], "its box")
    }

    func testPhotoFilterSparesItsPhotosOnlyWhenFixed() {
        let fixed = PhotoFilterScene(), broken = PhotoFilterScene(broken: true)
        let ids = Set(SeedTree.all(fixed.accessibilityElements(settings: Settings())).filter(\.ignoresInvertColors).map(\.id))
        XCTAssertEqual(ids, [PhotoFilterScene.ElementID.photo, PhotoFilterScene.ElementID.zoom])
        let frames = SeedTree.all(fixed.accessibilityElements(settings: Settings())).filter(\.ignoresInvertColors).map(\.frame)
        assertSpared(fixed, within: frames, "fixed")
        XCTAssertEqual(Self.sparedItems(broken), [])
    }

    func testExceptionalDogsGalleryPhotosAreSparedOnlyWhenFixed() throws {
        for broken in [false, true] {
            let scene = ExceptionalDogsScene(broken: broken)
            // The dog picker on the main screen, its photos drawn in it, too.
            let picker = SeedTree.all(scene.accessibilityElements(settings: Settings())).first { $0.id == ExceptionalDogsScene.ElementID.picker }
            if broken { XCTAssertEqual(Self.sparedItems(scene), [], "broken") } else { assertSpared(scene, within: [try XCTUnwrap(picker).frame], "fixed") }
            XCTAssertTrue(scene.openGallery(SeedAppTestContext()))
            let pictures = SeedTree.all(scene.accessibilityElements(settings: Settings())).filter { $0.traits.contains(.image) }
            XCTAssertFalse(pictures.isEmpty)
            XCTAssertEqual(Set(pictures.map(\.ignoresInvertColors)), [!broken], broken ? "broken" : "fixed")
        }
    }

    /// The dogs' portraits stand for photos: drawn as pictures in the carousel's cards and the
    /// gallery, so Smart Invert's negative of them is reported whichever element draws them. Fixed,
    /// every one is spared; broken, every one shows as a negative. The card's backdrop, name plate
    /// and heart are no picture.
    func testExceptionalDogsPortraitsArePictures() throws {
        for broken in [false, true] {
            let scene = ExceptionalDogsScene(broken: broken)
            var list = DisplayList()
            scene.draw(into: &list, settings: Settings(), time: 0)
            let pictures = list.items.filter(\.isPicture)
            XCTAssertFalse(pictures.isEmpty)
            XCTAssertLessThan(pictures.count, list.items.count, "the cards draw more than their portraits")
            XCTAssertEqual(Set(pictures.map(\.ignoresInvertColors)), [!broken], broken ? "broken" : "fixed")
            XCTAssertEqual(list.invertedPictureBounds.isEmpty, !broken)
            XCTAssertFalse(list.items.contains { item in
                if case .text = item.command { return item.isPicture }
                return false
            }, "the names are not part of the photos")
        }
    }

    /// A scene file marks a photo's stand-in with `"picture": true` on its drawing items, read and
    /// written back where set; inside `drawingPicture`, appended lists are pictures too.
    func testSceneFilesReadAndWriteThePictureMark() throws {
        let text = "{\(header),\"elements\":[{\"id\":\"card\",\"label\":\"Beach\",\"frame\":[10,20,80,60],"
            + "\"drawing\":[{\"rect\":[10,20,80,60],\"fill\":\"#EEEEEE\"},{\"rect\":[12,22,76,40],\"fill\":\"#FF8800\",\"picture\":true}]}]}"
        let scene = try SceneFile.parse(text, file: "test.json")
        func pictures(_ scene: Scene) -> [Bool] {
            var list = DisplayList()
            scene.draw(into: &list, settings: Settings(), time: 0)
            return list.items.filter { if case .fill = $0.command { return true } else { return false } }.map(\.isPicture)
        }
        XCTAssertEqual(pictures(scene), [false, true])
        let written = SceneFileWriter.write(scene, settings: Settings())
        XCTAssertEqual(written.components(separatedBy: "\"picture\"").count - 1, 1)
        XCTAssertEqual(pictures(try SceneFile.parse(written, file: "again.json")), [false, true])
        XCTAssertThrowsError(try SceneFile.parse(text.replacingOccurrences(of: "\"picture\":true", with: "\"picture\":1"), file: "bad.json"))
        var inner = DisplayList()
        inner.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), .black)
        var outer = DisplayList()
        outer.drawingPicture { $0.append(contentsOf: inner) }
        outer.append(contentsOf: inner)
        XCTAssertEqual(outer.items.map(\.isPicture), [true, false])
    }

    /// "What's New in Accessibility" (WWDC 2017) turns Smart Invert on over the home screen: "the
    /// wallpaper wasn't inverted nor were all of the app icons". The labels, page dots, dock and an
    /// open folder keep their colours with them (docs/vision.md): white names over a kept dark
    /// wallpaper, turned black, would vanish. Both twins are the system's screen, so both are spared.
    func testTheHomeScreenKeepsItsWallpaperAndIconsUnderSmartInvert() throws {
        for broken in [false, true] {
            let scene = HomeScreenScene(broken: broken)
            func assertAllSpared(_ what: String) {
                var list = DisplayList()
                scene.draw(into: &list, settings: Settings(), time: 0)
                let drawn = list.items.filter { if case .fill = $0.command { return true }; if case .text = $0.command { return true }; return false }
                XCTAssertGreaterThan(drawn.count, 100, what)
                XCTAssertEqual(drawn.filter { !$0.ignoresInvertColors }.count, 0, "\(what): items Smart Invert would reverse")
            }
            assertAllSpared(broken ? "broken" : "fixed")
            let context = TestSceneContext()
            XCTAssertTrue(scene.board.turnPage(by: 1, context))
            XCTAssertTrue(scene.board.open(folder: "folder-compass", context))
            XCTAssertEqual(scene.state("openFolder"), "folder-compass")
            assertAllSpared((broken ? "broken" : "fixed") + ", a folder open")
        }
    }
}

/// A scene of fixed elements, for what depends on the tree alone.
private final class StaticElementsScene: Scene {
    let elements: [AccessibilityElement]
    init(elements: [AccessibilityElement]) { self.elements = elements }
    var id: String { "static" }
    var title: String { "Static" }
    var device: Device { .phone }
    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] { elements }
}

/// Two pictures wrapped in `IgnoringInvertColors`: a labelled photo (an element) and a decorative one
/// (none), `width` points wide from the leading margin.
private final class WrappedPicturesScene: ComponentScene {
    let width: Double
    init(width: Double = 350) { self.width = width; super.init(id: "wrapped", title: "Wrapped") }

    override func body(settings: Settings) -> any Component {
        let photo = AccessibilityElement(id: "photo", label: "Sunset", traits: .image, frame: .zero)
        let fill: (Rect, inout DisplayList, Settings, Int) -> Void = { frame, list, _, _ in list.fill(.rect(frame), .hex("#FF8800")) }
        return Padding(top: 100, leading: 20, bottom: 0, trailing: 20, Column(spacing: 20, [
            Sized(width: width, height: nil, IgnoringInvertColors(Drawing(height: 120, element: photo, paint: fill))),
            Sized(width: width, height: nil, IgnoringInvertColors(Drawing(height: 120, paint: fill))),
        ]))
    }
}
