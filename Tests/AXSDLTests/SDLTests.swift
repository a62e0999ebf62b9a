import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import Foundation
import XCTest
import CSDL2

/// Every SDL test lives in this one class: XCTest runs a class's tests serially, and SDL must not be
/// initialised from parallel threads. Each test runs inside `SDLRuntime.with(.headless)`.
final class SDLTests: XCTestCase {
    static let white = PixelBuffer.RGBA(255, 255, 255)

    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
    }

    private var assets: AssetLocator {
        get throws {
            try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        }
    }

    /// Renders `list` at `scale` onto a canvas of `size` points and returns the pixels.
    private func render(_ list: DisplayList, size: Size, scale: Double = 1, antialias: Bool = true) throws -> PixelBuffer {
        let assets = try self.assets
        return try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: Int(size.width * scale), height: Int(size.height * scale))
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
            defer { renderer.close() }
            renderer.antialias = antialias
            renderer.draw(list, scale: scale)
            return try canvas.pixels()
        }
    }

    /// This test's folder for the files it writes (one per test: XCTest makes an instance for each).
    private lazy var artifacts: URL = (try? temporaryFolder("axsdl-tests")) ?? FileManager.default.temporaryDirectory

    private func artifact(_ name: String) -> String { artifacts.appendingPathComponent(name).path }

    // MARK: Smoke

    func testSmokeRendersTextAndShapesWritesPNGAndReadsItBack() throws {
        var list = DisplayList(background: .white)
        list.fill(.rect(Rect(10, 10, 60, 40)), Color.hex("#FF0000"))
        list.fill(.ellipse(Rect(90, 10, 60, 40)), Color.hex("#0000FF"))
        list.text(TextRun("Hello, VoiceOver", box: Rect(10, 70, 180, 30), size: 16, color: .black))
        let assets = try self.assets
        let path = artifact("smoke.png")
        let readBack: PixelBuffer = try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: 200, height: 110)
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
            defer { renderer.close() }
            renderer.draw(list, scale: 1)
            XCTAssertGreaterThan(renderer.statistics.textDraws, 0)
            try canvas.savePNG(to: path)
            return try PixelBuffer(contentsOfPNG: path)
        }
        XCTAssertEqual(readBack.width, 200)
        XCTAssertEqual(readBack.height, 110)
        XCTAssertEqual(readBack[40, 30], PixelBuffer.RGBA(255, 0, 0))
        XCTAssertEqual(readBack[120, 30], PixelBuffer.RGBA(0, 0, 255))
        XCTAssertEqual(readBack[5, 5], Self.white)
        let inked = readBack.count(inX: 10..<190, y: 70..<100) { $0.r < 128 && $0.g < 128 && $0.b < 128 }
        XCTAssertGreaterThan(inked, 50, "text pixels should be dark inside the text box")
        let outside = readBack.count(inX: 0..<200, y: 100..<110) { $0 != Self.white }
        XCTAssertEqual(outside, 0, "nothing drawn below the text box")
    }

    // MARK: Renderer

    func testEvenOddLeavesTheHoleAndNonZeroFillsIt() throws {
        var ring = Path.rect(Rect(10, 10, 80, 80))
        ring.append(.rect(Rect(30, 30, 40, 40)))  // same direction: a hole only under even-odd
        var list = DisplayList(background: .white)
        list.fill(.path(ring, FillRule: .evenOdd), .black)
        list.withTransform(.translation(x: 100, y: 0)) { $0.fill(.path(ring, FillRule: .nonZero), .black) }
        let pixels = try render(list, size: Size(200, 100))
        XCTAssertEqual(pixels[50, 50], Self.white, "even-odd: the inner square is a hole")
        XCTAssertEqual(pixels[20, 50], PixelBuffer.RGBA(0, 0, 0), "even-odd: the ring is filled")
        XCTAssertEqual(pixels[150, 50], PixelBuffer.RGBA(0, 0, 0), "non-zero: the inner square is filled")
        XCTAssertEqual(pixels[5, 50], Self.white)
    }

    func testSelfIntersectingStarFollowsTheFillRule() throws {
        // A pentagram drawn as one outline: its centre pentagon has winding 2.
        let c = Point(50, 50)
        var points: [Point] = []
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            points.append(Point(c.x + 45 * cos(angle), c.y + 45 * sin(angle)))
        }
        let star = Path.polygon(points)
        var list = DisplayList(background: .white)
        list.fill(.path(star, FillRule: .evenOdd), .black)
        list.withTransform(.translation(x: 100, y: 0)) { $0.fill(.path(star, FillRule: .nonZero), .black) }
        let pixels = try render(list, size: Size(200, 100))
        XCTAssertEqual(pixels[50, 52], Self.white, "even-odd: centre pentagon empty")
        XCTAssertEqual(pixels[150, 52], PixelBuffer.RGBA(0, 0, 0), "non-zero: centre pentagon filled")
        XCTAssertEqual(pixels[50, 12], PixelBuffer.RGBA(0, 0, 0), "top point filled under both rules")
    }

    func testAntialiasedEdgesArePartiallyBlended() throws {
        var list = DisplayList(background: .white)
        list.fill(.ellipse(Rect(10, 10, 80, 80)), .black)
        let smooth = try render(list, size: Size(100, 100))
        let hard = try render(list, size: Size(100, 100), antialias: false)
        func partial(_ p: PixelBuffer.RGBA) -> Bool { p.r > 20 && p.r < 235 }
        let smoothPartial = smooth.count(inX: 0..<100, y: 0..<100, where: partial)
        XCTAssertGreaterThan(smoothPartial, 100, "an anti-aliased circle has grey pixels along its outline")
        XCTAssertEqual(hard.count(inX: 0..<100, y: 0..<100, where: partial), 0, "without anti-aliasing only black and white")
        XCTAssertEqual(smooth[50, 50], PixelBuffer.RGBA(0, 0, 0))
        XCTAssertEqual(smooth[2, 2], Self.white)
        // A vertical edge halfway through a pixel column colours that column about half.
        var half = DisplayList(background: .white)
        half.fill(.path(.rect(Rect(10.5, 10, 20, 20)), FillRule: .nonZero), .black)
        let column = try render(half, size: Size(40, 40))[10, 20]
        XCTAssertTrue((90...165).contains(Int(column.r)), "half-covered column should be mid grey, got \(column)")
    }

    func testStrokesAreSolidAcrossTheirWidthWithoutGaps() throws {
        var list = DisplayList(background: .white)
        list.stroke(.rect(Rect(10, 10, 60, 40)), .black, width: 4)
        list.stroke(.roundedRect(Rect(90, 10, 40, 40), radius: 20), .black, width: 4)
        let pixels = try render(list, size: Size(150, 70))
        for y in 9...10 { XCTAssertEqual(pixels[40, y], PixelBuffer.RGBA(0, 0, 0), "top stroke row \(y)") }
        for x in 9...10 { XCTAssertEqual(pixels[x, 30], PixelBuffer.RGBA(0, 0, 0), "left stroke column \(x)") }
        XCTAssertEqual(pixels[40, 30], Self.white, "inside the stroked rectangle stays empty")
        XCTAssertEqual(pixels[40, 5], Self.white, "nothing far outside the stroke")
        XCTAssertEqual(pixels[110, 10], PixelBuffer.RGBA(0, 0, 0), "circle stroke at its top")
        XCTAssertEqual(pixels[110, 30], Self.white, "circle stroke is hollow")
        // No stray rows: everything right of the circle is background.
        XCTAssertEqual(pixels.count(inX: 134..<150, y: 0..<70) { $0 != Self.white }, 0)
    }

    func testClipRestrictsDrawingAndPopRestoresIt() throws {
        var list = DisplayList(background: .white)
        list.clipped(to: Rect(0, 0, 50, 100)) { $0.fill(.rect(Rect(0, 0, 100, 50)), .black) }
        list.fill(.rect(Rect(0, 60, 100, 20)), .black)
        let pixels = try render(list, size: Size(100, 100), scale: 2)
        XCTAssertEqual(pixels[50, 50], PixelBuffer.RGBA(0, 0, 0), "inside the clip")
        XCTAssertEqual(pixels[150, 50], Self.white, "clipped away")
        XCTAssertEqual(pixels[150, 140], PixelBuffer.RGBA(0, 0, 0), "after popClip drawing is unclipped")
    }

    func testHugeShapesOffScreenCostOnlyTheirVisibleRows() throws {
        var list = DisplayList(background: .white)
        list.fill(.ellipse(Rect(-500_000, -500_000, 1_000_050, 1_000_050)), .black)
        let assets = try self.assets
        try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: 100, height: 100)
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
            defer { renderer.close() }
            renderer.draw(list, scale: 1)
            XCTAssertLessThan(renderer.statistics.spans, 1_000, "rows outside the canvas are not rasterised")
            XCTAssertEqual(try canvas.pixels()[10, 10], PixelBuffer.RGBA(0, 0, 0))
        }
    }

    func testOpacityAndTranslucentColoursBlendOverTheBackground() throws {
        var list = DisplayList(background: .white)
        list.withOpacity(0.5) { $0.fill(.rect(Rect(0, 0, 50, 50)), .black) }
        list.fill(.ellipse(Rect(50, 0, 50, 50)), Color.black.withAlpha(0.5))
        let pixels = try render(list, size: Size(100, 50))
        XCTAssertTrue((120...135).contains(Int(pixels[25, 25].r)), "half-opaque black over white is mid grey, got \(pixels[25, 25])")
        let centre = pixels[75, 25]
        XCTAssertTrue((120...135).contains(Int(centre.r)), "translucent fills are even inside, got \(centre)")
        // The anti-aliasing band never doubles up with the interior: nothing darker than the fill.
        XCTAssertEqual(pixels.count(inX: 50..<100, y: 0..<50) { $0.r < 120 }, 0)
    }

    /// Every width the blender treats differently (an edge column of one to three pixels, four-wide
    /// runs with a tail, the last pixels of a row) gives exactly source-over rounded, and nothing
    /// beside the span changes.
    func testBlendingIsExactSourceOverForEveryWidthAndLeavesNeighboursAlone() throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, 23, 3, 32, UInt32(SDL_PIXELFORMAT_RGB888.rawValue)) else {
            return XCTFail("no surface")
        }
        defer { SDL_FreeSurface(surface) }
        let target = PixelTarget(surface: surface)
        func backdrop(_ x: Int, _ y: Int) -> UInt32 { 0xFF00_0000 | UInt32((x * 37 + y * 11) % 256) << 16 | UInt32((x * 59 + 7) % 256) << 8 | UInt32((y * 91 + x * 3) % 256) }
        let color = SDL_Color(r: 200, g: 31, b: 97, a: 0)
        for alpha: UInt8 in [0, 1, 56, 128, 254, 255] {
            for x0 in [0, 5, 19, 22] {
                for width in 1...9 where x0 + width <= 23 {
                    for y in 0..<3 { for x in 0..<23 { target.pixels[y * target.stride + x] = backdrop(x, y) } }
                    target.blend(PixelTarget.Ink(x0: x0, x1: x0 + width, color: color.withAlpha(alpha)), rows: 1..<3)
                    for y in 0..<3 {
                        for x in 0..<23 {
                            let d = backdrop(x, y), got = target.pixels[y * target.stride + x]
                            guard y >= 1, (x0..<(x0 + width)).contains(x) else {
                                XCTAssertEqual(got, d, "outside the span at (\(x), \(y)), width \(width) from \(x0), alpha \(alpha)")
                                continue
                            }
                            func channel(_ shift: UInt32, _ source: UInt8) -> UInt32 {
                                let a = Double(alpha), value = Double((d >> shift) & 0xFF) * (255 - a) + Double(source) * a
                                return UInt32((value / 255).rounded()) << shift
                            }
                            let expected = 0xFF00_0000 | channel(16, color.r) | channel(8, color.g) | channel(0, color.b)
                            XCTAssertEqual(got, expected, "at (\(x), \(y)), width \(width) from \(x0), alpha \(alpha)")
                        }
                    }
                }
            }
        }
    }

    func testTextIsClippedToItsBoxAndAligned() throws {
        var list = DisplayList(background: .white)
        list.text(TextRun("A very long label that overflows", box: Rect(10, 10, 60, 20), size: 14, color: .black))
        list.text(TextRun("R", box: Rect(10, 40, 100, 20), size: 14, color: .black, alignment: .trailing))
        let pixels = try render(list, size: Size(200, 70))
        XCTAssertGreaterThan(pixels.count(inX: 10..<70, y: 10..<30) { $0.r < 128 }, 20)
        XCTAssertEqual(pixels.count(inX: 71..<200, y: 0..<35) { $0 != Self.white }, 0, "overflow is clipped at the box")
        XCTAssertGreaterThan(pixels.count(inX: 90..<110, y: 40..<60) { $0.r < 128 }, 5, "trailing text sits at the right")
        XCTAssertEqual(pixels.count(inX: 10..<80, y: 40..<60) { $0.r < 128 }, 0)
    }

    /// Panel and legend text too long for its box ends in "…" after the last character that fits;
    /// text that fits, wrapped text and scene text (no truncation asked) are left alone.
    func testTruncatingTextEndsInAnEllipsisThatFits() throws {
        let assets = try self.assets
        try SDLRuntime.with(.headless) {
            let fonts = FontLibrary(assets: assets)
            defer { fonts.close() }
            let font = try XCTUnwrap(fonts.font(pixelSize: 12, bold: false))
            let layout = TextLayout()
            let long = "Swipe up or down to select a custom action, then double tap to activate"
            let cut = layout.lines(long, font: font, width: 150, wraps: false, truncates: true)
            XCTAssertEqual(cut.count, 1)
            XCTAssertTrue(cut[0].hasSuffix("…"), cut[0])
            XCTAssertTrue(long.hasPrefix(String(cut[0].dropLast()).trimmingCharacters(in: .whitespaces)), cut[0])
            XCTAssertLessThanOrEqual(TextLayout.width(of: cut[0], font: font), 150)
            let oneMore = String(long.prefix(cut[0].count))
            XCTAssertGreaterThan(TextLayout.width(of: oneMore + "…", font: font), 150, "the longest start that fits")
            XCTAssertEqual(layout.lines("Short", font: font, width: 150, wraps: false, truncates: true), ["Short"])
            XCTAssertEqual(layout.lines(long, font: font, width: 150, wraps: false), [long], "cut by the box, not shortened")
            XCTAssertGreaterThan(layout.lines(long, font: font, width: 150, wraps: true, truncates: true).count, 1, "wrapped text wraps")
        }
    }

    /// The tool's own panels and the snapshot legend ask for truncation; a scene's drawing and what is
    /// drawn over it do not (their text is cut as on a device).
    func testPanelsAndLegendsTruncateTextAndScenesDoNot() {
        let scene = Catalog.descriptor(for: "home-screen")!.make()
        let composition = SceneSnapshot(scale: 1, overlays: Set(OverlayKind.allCases)).compose(scene, settings: Settings())
        XCTAssertEqual(composition.legend?.truncatesText, true)
        XCTAssertFalse(composition.scene.truncatesText)
        XCTAssertFalse(composition.overlay.truncatesText)
        XCTAssertTrue(StatusBar(sceneID: "home-screen", settings: Settings()).draw(size: Size(300, 24)).truncatesText)
        XCTAssertTrue(CaptionPanel(lines: [], voiceOver: true).draw(size: Size(300, 100)).truncatesText)
        XCTAssertTrue(HelpOverlay().draw(size: Size(800, 600)).truncatesText)
    }

    func testBoldWeightsUseTheBoldFace() throws {
        var regular = DisplayList(background: .white)
        regular.text(TextRun("Bold text", box: Rect(0, 0, 120, 30), size: 20, weight: .regular, color: .black))
        var bold = DisplayList(background: .white)
        bold.text(TextRun("Bold text", box: Rect(0, 0, 120, 30), size: 20, weight: .semibold, color: .black))
        let inkRegular = try render(regular, size: Size(120, 30)).count(inX: 0..<120, y: 0..<30) { $0.r < 128 }
        let inkBold = try render(bold, size: Size(120, 30)).count(inX: 0..<120, y: 0..<30) { $0.r < 128 }
        XCTAssertGreaterThan(Double(inkBold), Double(inkRegular) * 1.2)
    }

    func testWrappedTextUsesSeveralLines() throws {
        var list = DisplayList(background: .white)
        list.text(TextRun("one two three four five six", box: Rect(0, 0, 60, 80), size: 12, color: .black, wraps: true))
        let pixels = try render(list, size: Size(60, 80))
        var inkedRows = 0
        for y in 0..<80 where pixels.count(inX: 0..<60, y: y..<(y + 1), where: { $0.r < 128 }) > 0 { inkedRows += 1 }
        XCTAssertGreaterThan(inkedRows, 25, "several lines of text stacked in the box")
    }

    func testImagesComeFromAssetsWithOptionalTintAndMissingOnesAreMarked() throws {
        // A private assets folder with one 4×4 white PNG.
        let root = try temporaryFolder("axsdl-assets")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("icons"), withIntermediateDirectories: true)
        let iconPath = root.appendingPathComponent("icons/dot.png").path
        let pixels: PixelBuffer = try SDLRuntime.with(.headless) {
            try PixelBuffer(width: 4, height: 4, fill: PixelBuffer.RGBA(255, 255, 255)).writePNG(to: iconPath)
            let canvas = try OffscreenCanvas(width: 120, height: 40)
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: AssetLocator(root: root))
            defer { renderer.close() }
            var list = DisplayList(background: .black)
            list.image("icons/dot", in: Rect(0, 0, 40, 40))
            list.image("icons/dot", in: Rect(40, 0, 40, 40), tint: Color.hex("#00FF00"))
            list.image("icons/missing", in: Rect(80, 0, 40, 40))
            renderer.draw(list, scale: 1)
            return try canvas.pixels()
        }
        XCTAssertEqual(pixels[20, 20], PixelBuffer.RGBA(255, 255, 255), "the image is scaled into its rect")
        XCTAssertEqual(pixels[60, 20], PixelBuffer.RGBA(0, 255, 0), "tint replaces a white image's colour")
        XCTAssertGreaterThan(pixels.count(inX: 80..<120, y: 0..<40) { $0.r > 200 && $0.b > 200 && $0.g < 60 }, 40,
                             "a missing image shows a magenta marker")
    }

    func testShapeCacheGivesIdenticalFramesAndIsUsedOnRedraw() throws {
        var list = DisplayList(background: .white)
        list.fill(.path(.star(center: Point(50, 50), outerRadius: 40, innerRadius: 16), FillRule: .evenOdd), Color.hex("#FFB400"))
        list.stroke(.roundedRect(Rect(5, 5, 90, 90), radius: 12), .black, width: 2)
        let assets = try self.assets
        try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: 100, height: 100)
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
            defer { renderer.close() }
            renderer.draw(list, scale: 1)
            let first = try canvas.pixels()
            XCTAssertEqual(renderer.statistics.cachedShapes, 0)
            renderer.draw(list, scale: 1)
            XCTAssertEqual(renderer.statistics.cachedShapes, 2)
            XCTAssertEqual(try canvas.pixels(), first)
        }
    }

    /// Keys whose digests collide are told apart by comparing them.
    func testShapeCacheTellsApartKeysWithTheSameDigest() {
        struct Colliding: SpanCacheKey { var value: Int; var digest: UInt64 { 7 } }
        var cache = SpanCache<Colliding>()
        let one = [PixelSpan(x0: 0, y0: 0, x1: 1, y1: 1, color: SDL_Color(r: 1, g: 0, b: 0, a: 255))]
        let two = [PixelSpan(x0: 0, y0: 0, x1: 2, y1: 2, color: SDL_Color(r: 2, g: 0, b: 0, a: 255))]
        cache.insert(one, for: Colliding(value: 1), digest: 7)
        cache.insert(two, for: Colliding(value: 2), digest: 7)
        XCTAssertEqual(cache.lookUp(Colliding(value: 1)).spans?.first?.x1, 1)
        XCTAssertEqual(cache.lookUp(Colliding(value: 2)).spans?.first?.x1, 2)
        XCTAssertNil(cache.lookUp(Colliding(value: 3)).spans)
        // Asked in the order they were added (a redraw), and out of it.
        XCTAssertEqual(cache.lookUp(Colliding(value: 1)).spans?.first?.x1, 1)
        XCTAssertEqual(cache.lookUp(Colliding(value: 2)).spans?.first?.x1, 2)
        XCTAssertEqual(cache.lookUp(Colliding(value: 2)).spans?.first?.x1, 2)
        XCTAssertEqual(cache.lookUp(Colliding(value: 1)).spans?.first?.x1, 1)
        cache.removeAll()
        XCTAssertEqual(cache.count, 0)
        XCTAssertNil(cache.lookUp(Colliding(value: 1)).spans)
    }

    /// The frames and order overlays of a 10,000-cell grid draw a tint per cell and a few straight
    /// lines: tens of thousands of spans, where outlines and a line through every jittered centre made
    /// a million. Drawn again, every shape comes from the cache and the pixels are the same.
    func testDenseOverlaysDrawFewSpansAndRedrawFromTheCache() throws {
        let scene = GridScene(count: 10_000)
        let order = NavigationOrder(scene: scene, settings: Settings())
        let overlay = AccessibilityOverlay(kinds: [.frames, .order], order: order, bounds: Rect(origin: .zero, size: scene.device.size))
            .displayList()
        let assets = try self.assets
        try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: Int(scene.device.size.width * 2), height: Int(scene.device.size.height * 2))
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
            defer { renderer.close() }
            renderer.draw(overlay, scale: 2)
            XCTAssertLessThan(renderer.statistics.spans, 60_000)
            let first = try canvas.pixels()
            renderer.draw(overlay, scale: 2)
            XCTAssertEqual(renderer.statistics.cachedShapes, overlay.count)
            XCTAssertEqual(try canvas.pixels(), first)
        }
    }

    /// A shape's spans are kept in the shape cache, so what the rasterizer's buffer hands out is sized
    /// to them, not to the buffer's (large, reused) storage.
    func testSpansTakenFromTheBufferAreSizedToThemAndTheBufferIsReused() {
        var buffer = CoverageBuffer()
        for x in 0..<3 { buffer.span(x, 0, x + 1, 1, SDL_Color(r: 1, g: 2, b: 3, a: 255)) }
        let taken = buffer.take()
        XCTAssertEqual(taken.count, 3)
        XCTAssertLessThan(taken.capacity, 64)
        XCTAssertTrue(buffer.isEmpty)
        XCTAssertGreaterThanOrEqual(buffer.spans.capacity, 4096, "the buffer keeps its storage")
    }

    /// The bands of a draw are shared between threads; every split gives the same picture, byte for
    /// byte (the home screen with every overlay: thousands of shapes, text, clips, translucency).
    func testEveryNumberOfBlendingThreadsGivesTheSamePixels() throws {
        let scene = Catalog.descriptor(for: "home-screen")!.make()
        let order = NavigationOrder(scene: scene, settings: Settings())
        let overlay = AccessibilityOverlay(kinds: Set(OverlayKind.allCases), order: order,
                                           state: AccessibilityOverlay.State(focusedID: order.entries.first?.id),
                                           bounds: Rect(origin: .zero, size: scene.device.size)).displayList()
        var list = DisplayList()
        scene.draw(into: &list, settings: Settings(), time: 0)
        let assets = try self.assets
        func pixels(lanes: Int) throws -> PixelBuffer {
            try SDLRuntime.with(.headless) {
                let canvas = try OffscreenCanvas(width: Int(scene.device.size.width * 2), height: Int(scene.device.size.height * 2))
                defer { canvas.close() }
                let renderer = DisplayListRenderer(canvas: canvas, assets: assets, lanes: lanes)
                defer { renderer.close() }
                renderer.draw(list, scale: 2)
                XCTAssertGreaterThan(renderer.statistics.textDraws, 10)
                renderer.draw(overlay, scale: 2, fillBackground: false)
                return try canvas.pixels()
            }
        }
        let one = try pixels(lanes: 1)
        for lanes in [2, 3, 8] {
            XCTAssertTrue(try pixels(lanes: lanes) == one, "\(lanes) threads")
        }
    }

    /// A whole snapshot (scene, every overlay, the legend), as `axsandbox snapshot` writes it, has
    /// the same PNG bytes on one thread and on several, and from one run to the next.
    func testASnapshotHasTheSameBytesOnOneAndOnSeveralThreads() throws {
        let assets = try self.assets
        func png(lanes: Int) throws -> [UInt8] {
            try SDLRuntime.with(.headless) {
                let scene = Catalog.descriptor(for: "photo-filter")!.make()
                return try SceneSnapshot(scale: 2, overlays: Set(OverlayKind.allCases), lanes: lanes)
                    .render(scene, settings: Settings(), assets: assets).pngBytes()
            }
        }
        let one = try png(lanes: 1)
        XCTAssertEqual(try png(lanes: 1), one, "the same bytes on a second run")
        for lanes in [2, 4, 8] { XCTAssertEqual(try png(lanes: lanes), one, "\(lanes) threads") }
    }

    /// Shapes and text are blended when the draw ends, images by SDL as they come: what is drawn
    /// before an image stays under it and what comes after stays over it.
    func testShapesAndTextKeepTheirOrderAroundImages() throws {
        let root = try temporaryFolder("axsdl-order")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("icons"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("fonts"),
                                                   withDestinationURL: try assets.regularFont.deletingLastPathComponent())
        let pixels: PixelBuffer = try SDLRuntime.with(.headless) {
            try PixelBuffer(width: 4, height: 4, fill: PixelBuffer.RGBA(0, 255, 0)).writePNG(to: root.appendingPathComponent("icons/green.png").path)
            let canvas = try OffscreenCanvas(width: 120, height: 40)
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: AssetLocator(root: root))
            defer { renderer.close() }
            var list = DisplayList(background: .white)
            list.fill(.rect(Rect(0, 0, 60, 40)), Color.hex("#FF0000"))
            list.text(TextRun("MW", box: Rect(0, 0, 30, 40), size: 16, weight: .bold, color: .black))
            list.image("icons/green", in: Rect(40, 0, 50, 40))
            list.fill(.rect(Rect(80, 0, 40, 40)), Color.hex("#0000FF"))
            renderer.draw(list, scale: 1)
            XCTAssertEqual(renderer.statistics.flushes, 2, "once before the image, once at the end")
            return try canvas.pixels()
        }
        XCTAssertEqual(pixels[32, 20], PixelBuffer.RGBA(255, 0, 0), "the first shape")
        XCTAssertEqual(pixels[45, 20], PixelBuffer.RGBA(0, 255, 0), "the image covers the shape drawn before it")
        XCTAssertEqual(pixels[85, 20], PixelBuffer.RGBA(0, 0, 255), "the shape drawn after the image covers it")
        XCTAssertGreaterThan(pixels.count(inX: 0..<30, y: 0..<40) { $0.r < 60 && $0.g < 60 }, 30, "text over the first shape")
    }

    /// Rotated text is drawn by SDL from a texture of the same line: it shows, turned, over the shape
    /// drawn before it and under the one drawn after it.
    func testRotatedTextDrawsAndKeepsItsPlaceInTheOrder() throws {
        var list = DisplayList(background: .white)
        list.fill(.rect(Rect(40, 70, 40, 50)), Color.hex("#CCCCCC"))
        list.withTransform(.about(Point(60, 60), .rotation(.pi / 2))) {
            $0.text(TextRun("MMMMMM", box: Rect(10, 50, 100, 20), size: 16, weight: .bold, color: .black))
        }
        list.fill(.rect(Rect(50, 0, 20, 30)), Color.hex("#0000FF"))
        let pixels = try render(list, size: Size(120, 120))
        XCTAssertGreaterThan(pixels.count(inX: 50..<70, y: 30..<110) { $0.r < 80 && $0.b < 80 }, 150, "a vertical line of text")
        XCTAssertEqual(pixels.count(inX: 0..<40, y: 0..<120) { $0.r < 80 } + pixels.count(inX: 80..<120, y: 0..<120) { $0.r < 80 }, 0,
                       "nothing dark outside the turned box")
        XCTAssertGreaterThan(pixels.count(inX: 50..<70, y: 70..<110) { $0.r < 80 }, 50, "the text covers the shape drawn before it")
        XCTAssertEqual(pixels.count(inX: 50..<70, y: 0..<30) { $0 != PixelBuffer.RGBA(0, 0, 255) }, 0, "the later shape covers the text")
    }

    /// A frame can use more text lines than the cache holds: all of them draw, and the least recently
    /// used go when the next frame starts.
    func testTextBeyondTheCacheCapacityDrawsAndIsEvictedBetweenFrames() throws {
        var list = DisplayList(background: .white)
        for i in 0..<8 { list.text(TextRun("W\(i)", box: Rect(Double(i) * 30, 0, 30, 20), size: 14, color: .black)) }
        let assets = try self.assets
        try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: 240, height: 20)
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: assets, textCacheCapacity: 4)
            defer { renderer.close() }
            renderer.draw(list, scale: 1)
            let pixels = try canvas.pixels()
            for i in 0..<8 {
                XCTAssertGreaterThan(pixels.count(inX: (i * 30)..<(i * 30 + 30), y: 0..<20) { $0.r < 100 }, 10, "label \(i)")
            }
            XCTAssertEqual(renderer.cachedTextCount, 8)
            renderer.draw(DisplayList(background: .white), scale: 1)
            XCTAssertEqual(renderer.cachedTextCount, 6, "a quarter evicted when the next frame starts")
        }
    }

    // MARK: Audio

    func testAudioDeviceOpensWithTheDummyDriverAndPullsSamples() throws {
        try SDLRuntime.with(.headless) {
            let audio = try AudioEngine.open()
            defer { audio.close() }
            XCTAssertEqual(audio.driver, "dummy")
            audio.play(.earcon(.activate))
            audio.play(.tone(note: 60, duration: 300))
            XCTAssertGreaterThanOrEqual(audio.activeVoiceCount, 1)
            let deadline = SDL_GetTicks64() + 2000
            while audio.framesRendered < 4800, SDL_GetTicks64() < deadline { SDL_Delay(10) }
            XCTAssertGreaterThanOrEqual(audio.framesRendered, 4800, "the device pulls samples through the callback")
        }
    }

    /// The dragged item is drawn under the finger: a copy of what the scene drew in its frame,
    /// slightly larger, keeping the point the finger held under the finger.
    func testTheLiftedCopyOfADraggedItemFollowsTheFinger() throws {
        let scene = try XCTUnwrap(Catalog.descriptor(for: "home-screen")).make()
        let order = NavigationOrder(scene: scene, settings: Settings())
        let mail = try XCTUnwrap(order.node(withID: "app-mail")).frame
        var sceneList = DisplayList()
        scene.draw(into: &sceneList, settings: Settings(), time: 0)
        let origin = mail.center, finger = Point(200, 560)  // wallpaper only, below the icon grid
        let drag = DragSession(item: DragItem(id: "app-mail", name: "Mail"), sourceID: nil, origin: origin,
                               previewLocation: finger, proposal: DropProposal(.move))
        let lift = try XCTUnwrap(DragLiftPreview(drag: drag, order: order, sceneBeforeLift: sceneList))
        var lifted = sceneList
        lift.draw(at: finger, into: &lifted)
        let size = scene.device.size
        let before = try render(sceneList, size: size), after = try render(lifted, size: size)
        try SDLRuntime.with(.headless) { try after.writePNG(to: artifact("lifted-mail.png")) }
        // The icon's pixels, from where the finger held it, now also under the finger (scaled 1.08 around it).
        let probe = Point(mail.minX + mail.width * 0.5, mail.minY + mail.height * 0.3)
        let moved = Point(finger.x + (probe.x - origin.x) * 1.08, finger.y + (probe.y - origin.y) * 1.08)
        XCTAssertLessThanOrEqual(after[Int(moved.x), Int(moved.y)].maxChannelDifference(to: before[Int(probe.x), Int(probe.y)]), 24)
        XCTAssertGreaterThan(after[Int(moved.x), Int(moved.y)].maxChannelDifference(to: before[Int(moved.x), Int(moved.y)]), 40,
                             "the wallpaper under the finger is covered")
        XCTAssertEqual(after[Int(probe.x), Int(probe.y)], before[Int(probe.x), Int(probe.y)], "the original stays where it was")
    }

    // MARK: Reference snapshots

    /// Compares with `References/<name>.png` (channel tolerance 8, at most 0.5 % of pixels off).
    /// A missing reference, or AXSANDBOX_RECORD_SNAPSHOTS=1, records it and fails so it gets looked at.
    private func assertMatchesReference(_ pixels: PixelBuffer, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
        let path = references.appendingPathComponent(name + ".png").path
        let record = ProcessInfo.processInfo.environment["AXSANDBOX_RECORD_SNAPSHOTS"] == "1"
        if record || !FileManager.default.fileExists(atPath: path) {
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
            try SDLRuntime.with(.headless) { try pixels.writePNG(to: path) }
            XCTFail("recorded reference \(path); look at it, then run again", file: file, line: line)
            return
        }
        let expected = try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: path) }
        let comparison = ImageComparison(pixels, expected, channelTolerance: 8)
        if !comparison.matches(maxDifferingFraction: 0.005) {
            let actualPath = artifact(name + "-actual.png")
            try SDLRuntime.with(.headless) { try pixels.writePNG(to: actualPath) }
            XCTFail("\(name): \(comparison); actual image at \(actualPath)", file: file, line: line)
        }
    }

    private func snapshot(_ scene: Scene, overlays: Set<OverlayKind>, scale: Double = 1, settings: Settings = Settings(),
                          state: AccessibilityOverlay.State = .init()) throws -> PixelBuffer {
        let assets = try self.assets
        return try SDLRuntime.with(.headless) {
            try SceneSnapshot(scale: scale, overlays: overlays).render(scene, settings: settings, assets: assets, state: state)
        }
    }

    /// Every overlay on a scene made to show them all, and on two catalog scenes (many drag and drop
    /// descriptors; direct touch, zoom and content shapes), with the legend's key.
    func testEveryOverlayReference() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/overlay-tour.json")
        let tour = try SceneFile.load(path: url.path)
        let state = AccessibilityOverlay.State(focusedID: "share", findings: [
            OverlayFinding(elementID: "cancel", ruleID: "contrast.text", severity: .error),
        ])
        let all = Set(OverlayKind.allCases)
        try assertMatchesReference(try snapshot(tour, overlays: all, state: state), named: "overlay-tour-all")
        try assertMatchesReference(try snapshot(Catalog.descriptor(for: "home-screen")!.make(), overlays: all), named: "home-screen-all")
        try assertMatchesReference(try snapshot(Catalog.descriptor(for: "photo-filter")!.make(), overlays: all), named: "photo-filter-all")
    }

    func testShapesReference() throws {
        var list = DisplayList(background: Color.hex("#F2F2F7"))
        list.fill(.roundedRect(Rect(10, 10, 100, 60), radius: 14), Color.hex("#0A60D0"))
        list.text(TextRun("Button", box: Rect(10, 10, 100, 60), size: 17, weight: .semibold, color: .white, alignment: .center))
        list.fill(.path(.star(center: Point(170, 40), outerRadius: 32, innerRadius: 13), FillRule: .nonZero), Color.hex("#FFB400"))
        list.stroke(.ellipse(Rect(220, 12, 56, 56)), Color.hex("#34C759"), width: 4)
        list.withTransform(.about(Point(330, 40), .rotation(.pi / 8))) { $0.fill(.rect(Rect(305, 15, 50, 50)), Color.hex("#FF3B30").withAlpha(0.7)) }
        list.stroke(.line(from: Point(10, 90), to: Point(370, 110)), .black, width: 1.5)
        list.text(TextRun("Wrapped text stays inside its box and is centred", box: Rect(10, 120, 170, 50), size: 13,
                          color: Color.hex("#1C1C1E"), alignment: .center, wraps: true))
        let pixels = try render(list, size: Size(380, 180), scale: 2)
        try assertMatchesReference(pixels, named: "shapes@2x")
    }

    func testGridSceneReferenceWithAndWithoutFrames() throws {
        try assertMatchesReference(try snapshot(GridSceneForTests.make(), overlays: []), named: "grid-9")
        try assertMatchesReference(try snapshot(GridSceneForTests.make(), overlays: [.frames]), named: "grid-9-frames")
    }

    func testGridSceneWithBoldLargeTextReference() throws {
        var settings = Settings()
        settings.boldText = true
        settings.contentSize = .accessibilityMedium
        try assertMatchesReference(try snapshot(GridSceneForTests.make(count: 4), overlays: [], settings: settings), named: "grid-4-bold-AX1")
    }

    func testSnapshotWithFramesPutsTheLegendBesideTheScene() throws {
        let scene = GridSceneForTests.make()
        let plain = try snapshot(scene, overlays: [])
        let framed = try snapshot(scene, overlays: [.frames])
        XCTAssertEqual(plain.width, 390)
        XCTAssertGreaterThan(framed.width, plain.width + 200, "a legend column beside the scene")
        XCTAssertEqual(framed.height, plain.height)
        // The first cell's badge is drawn in the first element's colour.
        let first = ElementFrameOverlay.color(for: 0)
        let badge = framed[Int(scene.frame(of: 0).minX) + 4, Int(scene.frame(of: 0).minY) + 9]
        XCTAssertLessThan(badge.maxChannelDifference(to: PixelBuffer.RGBA(UInt8(first.r8), UInt8(first.g8), UInt8(first.b8))), 40,
                          "badge colour \(badge) vs \(first)")
    }

    // MARK: Window input

    /// Finger events pushed into SDL's queue reach the scene as touches at the right scene point
    /// (normalized × window size → window points → scene points), and the mouse SDL would make from
    /// the same touch is dropped: a real window, its event loop and the Session, no display needed.
    /// A window whose scene, overlays and panels do not change draws its first frame and then shows
    /// it again: an idle window costs no rendering.
    func testAnUnchangedFrameIsNotDrawnAgain() throws {
        let driver = SessionSceneDriver(session: Session(scene: GridSceneForTests.make()))
        let summary = try SDLRuntime.with(.window) {
            try SceneWindow(driver: driver, assets: try self.assets, options: .init(scale: 1, exitAfterFrames: 5, sound: false)).run()
        }
        XCTAssertGreaterThan(summary.frames, 2)
        XCTAssertEqual(summary.drawnFrames, 1, "only the first frame is drawn")
    }

    /// Turning an overlay on or off redraws only what lies over the scene (the scene is copied back
    /// from the frame before), and the window looks exactly as if the overlays had been so from the start.
    func testOverlaysTurnedOnAndOffMidRunMatchFramesDrawnWhole() throws {
        func run(overlays: Set<OverlayKind>, presses: Int) throws -> (SceneWindow.Summary, PixelBuffer) {
            let screenshot = artifact("overlay-toggled-\(presses).png")
            let driver = SessionSceneDriver(session: Session(scene: GridSceneForTests.make()))
            // "1" pressed before frame 3 and, for two presses, again before frame 6: after frames were drawn.
            var options = SceneWindow.Options(scale: 1, exitAfterFrames: 9, screenshotPath: screenshot, overlays: overlays, sound: false)
            options.beforeFrame = { frame in
                guard [3, 6].prefix(presses).contains(frame) else { return }
                var event = SDL_Event()
                event.type = SDL_KEYDOWN.rawValue
                event.key.keysym.sym = Int32(Character("1").asciiValue!)
                SDL_PushEvent(&event)
            }
            let summary = try SDLRuntime.with(.window) {
                try SceneWindow(driver: driver, assets: try self.assets, options: options).run()
            }
            return (summary, try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: screenshot) })
        }
        let (framedFromStart, framed) = try run(overlays: [.frames, .cursor], presses: 0)
        let (plainFromStart, plain) = try run(overlays: [.cursor], presses: 0)
        let (turnedOn, on) = try run(overlays: [.cursor], presses: 1)
        let (turnedOff, off) = try run(overlays: [.cursor], presses: 2)
        XCTAssertEqual(turnedOn.overlays, framedFromStart.overlays)
        XCTAssertEqual(turnedOff.overlays, plainFromStart.overlays)
        XCTAssertEqual(turnedOn.drawnFrames, 2, "the first frame, then the one with the overlay")
        XCTAssertEqual(turnedOn.sceneDraws, 1, "the scene was drawn once and copied back under the overlay")
        XCTAssertEqual(turnedOff.drawnFrames, 3)
        XCTAssertEqual(turnedOff.sceneDraws, 1)
        XCTAssertEqual(ImageComparison(on, framed, channelTolerance: 0).differingPixels, 0)
        XCTAssertEqual(ImageComparison(off, plain, channelTolerance: 0).differingPixels, 0, "no trace of the overlay is left")
        XCTAssertGreaterThan(ImageComparison(on, off, channelTolerance: 0).differingPixels, 1000)
    }

    func testPushedFingerEventsTapTheSceneAndTheMouseMadeFromThemIsDropped() throws {
        let scene = GridSceneForTests.make()
        let session = Session(scene: scene, settings: Settings())
        var inputs: [SessionInput] = []
        let driver = SessionSceneDriver(session: session)
        driver.driver.onRecord = { if case .input(let input) = $0.record { inputs.append(input) } }
        let layout = WindowLayout(windowSize: WindowLayout.preferredWindowSize(sceneSize: scene.device.size, scale: 1),
                                  sceneSize: scene.device.size)
        func normalized(_ scenePoint: Point) -> (Float, Float) {
            (Float((layout.sceneRect.minX + scenePoint.x * layout.sceneScale) / layout.windowSize.width),
             Float((layout.sceneRect.minY + scenePoint.y * layout.sceneScale) / layout.windowSize.height))
        }
        let target = normalized(scene.frame(of: 4).center)
        let summary = try SDLRuntime.with(.window) { () -> SceneWindow.Summary in
            func push(_ type: SDL_EventType, finger: Int64 = 31, at point: (Float, Float)) {
                var event = SDL_Event()
                event.type = type.rawValue
                event.tfinger.touchId = 5
                event.tfinger.fingerId = finger
                event.tfinger.x = point.0; event.tfinger.y = point.1
                XCTAssertEqual(SDL_PushEvent(&event), 1)
            }
            push(SDL_FINGERDOWN, at: target)
            push(SDL_FINGERUP, at: target)
            // After the finger is up, so only its `which` tells this mouse apart from a real one.
            var mouse = SDL_Event()
            mouse.type = SDL_MOUSEBUTTONDOWN.rawValue
            mouse.button.button = UInt8(SDL_BUTTON_LEFT)
            mouse.button.which = AX_SDL_TOUCH_MOUSEID
            mouse.button.x = Int32(layout.sceneRect.minX + scene.frame(of: 0).midX)
            mouse.button.y = Int32(layout.sceneRect.minY + scene.frame(of: 0).midY)
            XCTAssertEqual(SDL_PushEvent(&mouse), 1)
            mouse.type = SDL_MOUSEBUTTONUP.rawValue
            XCTAssertEqual(SDL_PushEvent(&mouse), 1)
            return try SceneWindow(driver: driver, assets: try self.assets,
                                   options: .init(scale: 1, exitAfter: 1.0, sound: false)).run()
        }
        let samples = inputs.compactMap { input -> PointerSample? in
            if case .pointer(let sample) = input { return sample }
            return nil
        }
        XCTAssertEqual(samples.map(\.phase), [.down, .up], "only the finger, not the mouse made from it: \(samples)")
        XCTAssertEqual(samples.map(\.kind), [.touch, .touch])
        XCTAssertEqual(samples.map(\.id), [0, 0])
        XCTAssertEqual(samples.first?.location.x ?? 0, scene.frame(of: 4).midX, accuracy: 1)
        XCTAssertEqual(samples.first?.location.y ?? 0, scene.frame(of: 4).midY, accuracy: 1)
        XCTAssertEqual(summary.state.first?.value, "cell-5", "the touch tapped cell 5")
    }
}

private extension SpanCache.Lookup {
    /// The spans found, or nil.
    var spans: [PixelSpan]? {
        if case .found(let spans) = self { return spans }
        return nil
    }
}
