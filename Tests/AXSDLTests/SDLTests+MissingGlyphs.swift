import AXCore
@testable import AXSDL
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
