import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import Foundation
import XCTest

/// Vision filters on rendered scenes (docs/vision.md): Smart Invert spares what ignores invert colours
/// and Classic Invert does not; overlays are drawn over the filtered scene, unfiltered.
extension SDLTests {
    private func snapshot(_ scene: Scene, vision: VisionFilter?, overlays: Set<OverlayKind> = []) throws -> PixelBuffer {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        return try SDLRuntime.with(.headless) {
            try SceneSnapshot(scale: 1, overlays: overlays, vision: vision).render(scene, settings: Settings(), assets: assets)
        }
    }

    private static func inverted(_ p: PixelBuffer.RGBA) -> PixelBuffer.RGBA { PixelBuffer.RGBA(255 - p.r, 255 - p.g, 255 - p.b, p.a) }

    func testSmartInvertSparesPhotoFiltersPhotoAndTheBrokenTwinInvertsIt() throws {
        let fixed = PhotoFilterScene()
        let photo = try XCTUnwrap(AccessibilityElement.invertExemptFrames(in: fixed.accessibilityElements(settings: Settings())).first)
        let inPhoto = (Int(photo.midX), Int(photo.midY)), outside = (Int(photo.midX), Int(photo.maxY) + 4)
        let plain = try snapshot(fixed, vision: nil)
        let smart = try snapshot(fixed, vision: .smartInvert)
        let classic = try snapshot(fixed, vision: .classicInvert)
        XCTAssertEqual(smart[inPhoto.0, inPhoto.1], plain[inPhoto.0, inPhoto.1], "Smart Invert leaves the photo as drawn")
        XCTAssertEqual(smart[outside.0, outside.1], Self.inverted(plain[outside.0, outside.1]), "and inverts the interface")
        XCTAssertEqual(classic[inPhoto.0, inPhoto.1], Self.inverted(plain[inPhoto.0, inPhoto.1]), "Classic Invert inverts the photo too")
        // Every pixel outside the spared elements' frames is inverted.
        let spared = AccessibilityElement.invertExemptFrames(in: fixed.accessibilityElements(settings: Settings()))
        var invertedOutside = 0, outsideCount = 0
        for y in stride(from: 0, to: plain.height, by: 7) {
            for x in stride(from: 0, to: plain.width, by: 7) where !spared.contains(where: { $0.insetBy(dx: -2, dy: -2).contains(Point(Double(x) + 0.5, Double(y) + 0.5)) }) {
                outsideCount += 1
                if smart[x, y] == Self.inverted(plain[x, y]) { invertedOutside += 1 }
            }
        }
        XCTAssertEqual(invertedOutside, outsideCount)

        let broken = PhotoFilterScene(broken: true)
        let brokenPlain = try snapshot(broken, vision: nil), brokenSmart = try snapshot(broken, vision: .smartInvert)
        XCTAssertEqual(brokenSmart[inPhoto.0, inPhoto.1], Self.inverted(brokenPlain[inPhoto.0, inPhoto.1]), "broken, the photo inverts")
    }

    /// A photo that ignores invert colours (y 400 to 700) and a button opening a sheet over it (y 520
    /// down): Smart Invert spares the photo's drawing and nothing drawn over it, so the sheet inverts
    /// wholly (it was drawn white from 520 to 700 and inverted below) and the dimming layer over the
    /// photo inverts too, as on iOS.
    func testASheetOverASparedPhotoIsInvertedWholly() throws {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"sheet","title":"Sheet over photo","device":{"idiom":"phone","width":390,"height":844},
         "background":"#FFFFFF","elements":[
          {"id":"more","label":"Share","traits":["button"],"frame":[16,60,358,44],"activate":{"open":"share"},
           "drawing":[{"rect":[16,60,358,44],"fill":"#007AFF","cornerRadius":10},{"text":"Share","box":[24,70,340,24],"style":"body","color":"#FFFFFF"}]},
          {"id":"photo","label":"Beach photo","traits":["image"],"ignoresInvertColors":true,"frame":[0,400,390,300],
           "drawing":[{"rect":[0,400,390,300],"fill":"#F4A259"},{"ellipse":[150,430,90,90],"fill":"#FFE066"}]}],
         "screens":[{"id":"share","sheet":true,"frame":[0,520,390,324],"background":"#FFFFFF",
          "elements":[{"id":"done","label":"Done","traits":["button"],"frame":[16,16,358,50],"activate":{"close":true},
            "drawing":[{"text":"Done sharing","box":[16,26,358,30],"style":"body","color":"#000000"}]}]}]}
        """
        let scene = try SceneFile.parse(text, file: "sheet.json")
        let closedPlain = try snapshot(scene, vision: nil), closedSmart = try snapshot(scene, vision: .smartInvert)
        XCTAssertEqual(closedSmart[300, 600], closedPlain[300, 600], "the photo alone keeps its colours")
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: scene, settings: settings))
        _ = driver.apply(.command(.first), at: 1000)
        _ = driver.apply(.command(.activate), at: 2000)
        let plain = try snapshot(scene, vision: nil), smart = try snapshot(scene, vision: .smartInvert)
        XCTAssertEqual(plain[300, 650], PixelBuffer.RGBA(255, 255, 255, 255), "the sheet is open over the photo")
        for y in stride(from: 530, to: 844, by: 10) {
            XCTAssertEqual(smart[300, y], Self.inverted(plain[300, y]), "the sheet at y \(y) is inverted")
        }
        // The dimming layer over the photo above the sheet: reversed over the photo, which lightens it.
        let dimmed = plain[300, 450], seen = smart[300, 450]
        XCTAssertNotEqual(seen, dimmed, "the dimming layer over the photo is inverted")
        XCTAssertGreaterThan(Int(seen.r) + Int(seen.g) + Int(seen.b), Int(closedPlain[300, 450].r) + Int(closedPlain[300, 450].g) + Int(closedPlain[300, 450].b))
    }

    /// A white caption drawn by its own element over a navy photo that ignores invert colours: Smart
    /// Invert reverses the caption (black on the navy photo), as iOS does, where it was left white.
    func testACaptionOverASparedPhotoIsInverted() throws {
        let scene = try SceneFile.parse(Self.captionOverPhoto, file: "cv.json")
        let plain = try snapshot(scene, vision: nil), smart = try snapshot(scene, vision: .smartInvert)
        var glyphs = 0
        for y in 242..<266 {
            for x in 24..<364 where plain[x, y] == PixelBuffer.RGBA(255, 255, 255, 255) {
                glyphs += 1
                XCTAssertEqual(smart[x, y], PixelBuffer.RGBA(0, 0, 0, 255), "caption pixel (\(x), \(y))")
                if smart[x, y] != PixelBuffer.RGBA(0, 0, 0, 255) { return }
            }
        }
        XCTAssertGreaterThan(glyphs, 50)
        XCTAssertEqual(smart[200, 200], plain[200, 200], "the photo keeps its navy")
    }

    /// An imported screen is one screenshot: Smart Invert spares the part of it inside the frame of
    /// an element that ignores invert colours (drawn from the picture's pixels reversed, which the
    /// invert over the scene gives back) and inverts the rest.
    func testAnImportedScreenshotIsSparedInsideItsSparedElementOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-invert-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var picture = PixelBuffer(width: 390, height: 844, fill: PixelBuffer.RGBA(250, 250, 250))
        for y in 100..<300 { for x in 0..<390 { picture.set(x, y, PixelBuffer.RGBA(200, 120, 40)) } }
        let path = directory.appendingPathComponent("screen.png").path
        try SDLRuntime.with(.headless) { try picture.writePNG(to: path) }
        var photo = AccessibilityElement(id: "photo", label: "Photo", traits: .image, frame: Rect(0, 100, 390, 200))
        photo.ignoresInvertColors = true
        let scene = ImportedScene(id: "shot", title: "shot", device: Device(idiom: .phone), format: .accessibilitySnapshot,
                                  hierarchy: ImportedHierarchy(roots: [photo]), screenshot: Screenshot(path: path, scale: 1), sourcePath: "shot.json")
        let plain = try snapshot(scene, vision: nil), smart = try snapshot(scene, vision: .smartInvert)
        XCTAssertEqual(plain[200, 200], PixelBuffer.RGBA(200, 120, 40))
        XCTAssertEqual(smart[200, 200], plain[200, 200], "the photo's part of the screenshot keeps its colours")
        XCTAssertEqual(smart[200, 500], Self.inverted(plain[200, 500]), "the rest of the screenshot is inverted")
        XCTAssertEqual(smart[200, 50], Self.inverted(plain[200, 50]))
    }

    /// A navy photo that ignores invert colours and a white caption element drawn over it.
    static let captionOverPhoto = """
    {"format":"axsandbox-scene","version":1,"id":"cv","title":"Caption","device":{"idiom":"phone","width":390,"height":844},
     "background":"#FFFFFF","elements":[
      {"id":"banner","label":"Sunset photo","traits":["image"],"ignoresInvertColors":true,"frame":[16,160,358,120],
       "drawing":[{"rect":[16,160,358,120],"fill":"#1A237E"}]},
      {"id":"caption","label":"Caption over photo","traits":["staticText"],"frame":[24,240,340,30],
       "drawing":[{"text":"Caption over photo","box":[24,242,340,24],"style":"body","color":"#FFFFFF"}]}]}
    """

    func testOverlaysAreDrawnOverTheFilterUnfiltered() throws {
        let scene = PhotoFilterScene()
        let plain = try snapshot(scene, vision: nil)
        let overlaid = try snapshot(scene, vision: nil, overlays: [.frames])
        let filtered = try snapshot(scene, vision: .classicInvert, overlays: [.frames])
        XCTAssertEqual(overlaid.width, filtered.width)
        let sceneWidth = Int(scene.device.size.width)
        var overlayPixels = 0, opaqueKept = 0, asIfFilteredLast = 0
        for y in 0..<plain.height {
            for x in 0..<sceneWidth where overlaid[x, y] != plain[x, y] {
                overlayPixels += 1
                if filtered[x, y] == overlaid[x, y] { opaqueKept += 1 }
                if filtered[x, y] == Self.inverted(overlaid[x, y]) { asIfFilteredLast += 1 }
            }
            // The legend beside the scene is never filtered.
            for x in stride(from: sceneWidth, to: overlaid.width, by: 5) where filtered[x, y] != overlaid[x, y] {
                XCTFail("legend pixel (\(x), \(y)) was filtered"); return
            }
        }
        // Had the filter run after the overlays, every overlay pixel would be the inverse of the
        // unfiltered one; drawn after the filter, the opaque outlines and badges keep their colours and
        // the translucent tints blend over the inverted scene instead.
        XCTAssertGreaterThan(overlayPixels, 1000)
        XCTAssertGreaterThan(opaqueKept, 1000)
        XCTAssertLessThan(Double(asIfFilteredLast) / Double(overlayPixels), 0.1, "\(asIfFilteredLast) of \(overlayPixels)")
    }

    /// `validate --vision` takes all or a list of names: an empty name, `all` inside a list or an
    /// unknown name is refused with what it takes (all among it), where an empty name was dropped.
    func testValidateVisionListsSayWhatTheyTake() throws {
        let report = try temporaryFolder("axsandbox-vision-list").appendingPathComponent("report.html").path
        for (list, says) in [(",", "\",\" has an empty name: expected all, or a comma-separated list of protanopia"),
                             ("protanopia,,grayscale", "has an empty name"),
                             ("all,protanopia", "all stands alone, not in a list"),
                             ("ALL,PROTANOPIA", "all stands alone, not in a list"),  // names in any case, all among them
                             ("sepia", "\"sepia\" is not a vision filter: expected all, or a comma-separated list of protanopia"),
                             ("grayscale,protanopia:2", "expected an amount from 0 to 1")] {
            let run = try BuiltExecutable.run(["validate", "photo-filter", "--depth", "0", "--format", "html", "-o", report, "--vision", list])
            XCTAssertEqual(run.status, 2, "\(list): \(run.output)")
            XCTAssertTrue(run.output.contains("--vision: \""), "\(list): \(run.output)")
            XCTAssertTrue(run.output.contains(says), "\(list): \(run.output)")
        }
    }

    func testSnapshotVisionOnTheCommandLine() throws {
        let folder = try temporaryFolder("axsandbox-vision")
        let path = folder.appendingPathComponent("snapshot.png").path
        let good = try BuiltExecutable.run(["snapshot", "photo-filter", "-o", path, "--scale", "1", "--vision", "deuteranopia:0.5"])
        XCTAssertEqual(good.status, 0, good.output)
        XCTAssertTrue(good.output.contains("seen through deuteranopia:0.5"), good.output)
        let bad = try BuiltExecutable.run(["snapshot", "photo-filter", "-o", path, "--vision", "sepia"])
        XCTAssertEqual(bad.status, 2, bad.output)
        XCTAssertTrue(bad.output.contains("--vision: \"sepia\" is not a vision filter: expected one of protanopia"), bad.output)
        let report = folder.appendingPathComponent("report.html").path
        let html = try BuiltExecutable.run(["validate", "photo-filter", "--depth", "0", "--rule", "target.size", "--format", "html", "-o", report,
                                            "--vision", "protanopia,smart-invert"])
        XCTAssertTrue([0, 1].contains(html.status), html.output)
        let page = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "<figcaption><code>").count - 1, 2)
        let textWithVision = try BuiltExecutable.run(["validate", "photo-filter", "--depth", "0", "--vision", "all"])
        XCTAssertEqual(textWithVision.status, 2, textWithVision.output)
        XCTAssertTrue(textWithVision.output.contains("--vision draws screens: it needs --format html"), textWithVision.output)
        let amount = try BuiltExecutable.run(["snapshot", "photo-filter", "-o", path, "--vision", "protanopia:2"])
        XCTAssertEqual(amount.status, 2, amount.output)
        XCTAssertTrue(amount.output.contains("expected an amount from 0 to 1"), amount.output)
    }
}
