import AXCore
@testable import AXSDL
import CSDL2TTF
import Foundation
import XCTest

/// Chinese, Japanese and Korean text is drawn with the CJK fallback font rather than as empty
/// boxes, and a character no font has is named in the snapshot's legend (docs/import.md, "Text the
/// fonts cannot draw"). In the `SDLTests` class, whose tests run one at a time, as SDL asks.
extension SDLTests {
    private var locatedAssets: AssetLocator {
        get throws { try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()) }
    }

    /// Renders one line of text, 40 points high, and returns its pixels.
    private func renderLine(_ string: String) throws -> PixelBuffer {
        var list = DisplayList(background: .white)
        list.text(TextRun(string, box: Rect(0, 0, 80, 40), size: 28, color: .black))
        let assets = try locatedAssets
        return try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: 80, height: 40)
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
            defer { renderer.close() }
            renderer.draw(list, scale: 1)
            return try canvas.pixels()
        }
    }

    /// Two different ideographs drawn as the bundled font's missing-glyph box would look the same;
    /// drawn with the fallback they differ.
    func testCJKTextIsDrawnWithTheFallbackFont() throws {
        try XCTSkipUnless(FontLibrary.fallbackCandidates.contains { FileManager.default.fileExists(atPath: $0) },
                          "no CJK font installed (scripts/install-deps.sh installs fonts-wqy-zenhei)")
        let login = try renderLine("登"), record = try renderLine("录")
        XCTAssertGreaterThan(login.count(inX: 0..<80, y: 0..<40) { $0.r < 128 }, 20, "the ideograph is inked")
        var differing = 0
        for y in 0..<40 { for x in 0..<80 where login[x, y].r != record[x, y].r { differing += 1 } }
        XCTAssertGreaterThan(differing, 20, "two ideographs, not two identical boxes")
    }

    /// A line the CJK font draws that holds a character only the bundled face has (a password
    /// field's "•" beside its Chinese label) draws that character with the bundled face, not as the
    /// CJK font's empty box.
    func testACharacterTheFallbackLacksIsDrawnInTheBundledFace() throws {
        try XCTSkipUnless(FontLibrary.fallbackCandidates.contains { FileManager.default.fileExists(atPath: $0) },
                          "no CJK font installed (scripts/install-deps.sh installs fonts-wqy-zenhei)")
        let assets = try locatedAssets
        try SDLRuntime.with(.headless) {
            let fonts = FontLibrary(assets: assets)
            defer { fonts.close() }
            let bulletInFallback = fonts.segments(pixelSize: 28, bold: false, for: "登").first.map { TTF_GlyphIsProvided32($0.font, 0x2022) != 0 }
            try XCTSkipIf(bulletInFallback ?? true, "this CJK font draws • itself")
            XCTAssertEqual(fonts.segments(pixelSize: 28, bold: false, for: "登 ••").map(\.text), ["登 ", "••"])
            XCTAssertEqual(fonts.segments(pixelSize: 28, bold: false, for: "登录").map(\.text), ["登录"], "one font has it all")
            XCTAssertEqual(fonts.segments(pixelSize: 28, bold: false, for: "OK •").map(\.text), ["OK •"])
        }
        // Drawn in the CJK font, the bullet was its missing-glyph box, a tall rectangle: the ink right
        // of the ideograph is now the bundled face's bullet, a dot of the same size as one drawn alone.
        func inkBox(_ pixels: PixelBuffer, fromX: Int) -> (width: Int, height: Int) {
            var xs: [Int] = [], ys: [Int] = []
            for y in 0..<40 { for x in fromX..<80 where pixels[x, y].r < 128 { xs.append(x); ys.append(y) } }
            return ((xs.max() ?? 0) - (xs.min() ?? 0) + 1, (ys.max() ?? 0) - (ys.min() ?? 0) + 1)
        }
        let ideograph = try renderLine("登")
        var right = 0
        for y in 0..<40 { for x in 0..<80 where ideograph[x, y].r < 128 { right = max(right, x) } }
        let alone = inkBox(try renderLine("•"), fromX: 0), beside = inkBox(try renderLine("登•"), fromX: right + 1)
        XCTAssertEqual(beside.width, alone.width, accuracy: 1, "the bullet is drawn, not a box")
        XCTAssertEqual(beside.height, alone.height, accuracy: 1, "the bullet is drawn, not a box")
    }

    func testCharactersNoFontDrawsAreNamedInTheLegend() throws {
        let assets = try locatedAssets
        var list = DisplayList(background: .white)
        list.text(TextRun("登录 OK \u{0378}", box: Rect(0, 0, 200, 40), size: 17))
        try SDLRuntime.with(.headless) {
            XCTAssertEqual(SceneSnapshot.missingCharacters(in: list, assets: assets, fallbackCandidates: []).map(\.value),
                           [0x767B, 0x5F55, 0x0378], "without a CJK font the ideographs are missing too; spaces never are")
            if FontLibrary.fallbackCandidates.contains(where: { FileManager.default.fileExists(atPath: $0) }) {
                XCTAssertEqual(SceneSnapshot.missingCharacters(in: list, assets: assets).map(\.value), [0x0378],
                               "an unassigned code point is missing from every font")
            }
        }
        var composition = SceneSnapshot.Composition(scene: list, overlay: DisplayList(background: .clear), legend: nil,
                                                    size: Size(390, 844), sceneSize: Size(390, 844))
        composition.addMissingGlyphs([Unicode.Scalar(0x0378)!])
        XCTAssertEqual(composition.size.width, 390 + MissingGlyphsKey.width)
        let legendText = composition.legend?.items.compactMap { item -> String? in
            if case .text(let run) = item.command { return run.string } else { return nil }
        } ?? []
        XCTAssertEqual(legendText.first, "Missing glyphs")
        XCTAssertTrue(legendText.contains("U+0378"), "\(legendText)")
    }
}
