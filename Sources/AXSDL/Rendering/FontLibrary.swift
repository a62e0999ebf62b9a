import AXCore
import CSDL2
import CSDL2TTF
import Foundation

/// The bundled DejaVu Sans faces opened at the pixel sizes the frame needs, and a free font that
/// covers Chinese, Japanese and Korean for text the bundled faces cannot draw.
///
/// Weights from semibold up use the bold face (the font ships two weights; iOS's Bold Text moves
/// regular text to semibold, so Bold Text visibly changes the rendering). DejaVu has no CJK glyphs:
/// a line holding a character it lacks is drawn with the fallback (WenQuanYi Zen Hei, which
/// scripts/install-deps.sh installs, or Noto Sans CJK), each character the fallback lacks in the
/// bundled face (`segments(pixelSize:bold:for:)`). A
/// character neither has is listed by `missingCharacters(in:)`, so a snapshot says so instead of
/// drawing empty boxes silently (docs/import.md, "Text the fonts cannot draw").
final class FontLibrary {
    private struct Key: Hashable { var pixelSize: Int; var bold: Bool; var fallback: Bool }
    private let regularPath: String
    private let boldPath: String
    /// The CJK font found on this machine, if any.
    let fallbackPath: String?
    private var fonts: [Key: OpaquePointer] = [:]
    /// Whether the bundled regular face and the fallback draw a character, by scalar, asked once each.
    private var coverage: [UInt32: (bundled: Bool, fallback: Bool)] = [:]

    /// Where Debian's CJK font packages put their faces, in the order tried.
    static let fallbackCandidates = [
        "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    ]

    init(assets: AssetLocator, fallbackCandidates: [String] = FontLibrary.fallbackCandidates) {
        regularPath = assets.regularFont.path
        boldPath = assets.boldFont.path
        fallbackPath = fallbackCandidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The font that draws `text` at `pixelSize`: the bundled face, or the fallback when the
    /// bundled face lacks a character of the text and the fallback has them all (it has one weight).
    func font(pixelSize: Int, bold: Bool, for text: String) -> OpaquePointer? {
        let needsFallback = text.unicodeScalars.contains { Self.isDrawn($0) && !covers($0).bundled }
        guard needsFallback, fallbackPath != nil,
              text.unicodeScalars.allSatisfy({ !Self.isDrawn($0) || covers($0).bundled || covers($0).fallback }) else {
            return font(pixelSize: pixelSize, bold: bold)
        }
        return open(Key(pixelSize: max(1, min(512, pixelSize)), bold: false, fallback: true))
    }

    /// The pieces of one line and the font that draws each: the whole line in `font(pixelSize:bold:for:)`'s
    /// font when that font has every character of it; else, when neither font alone has them all
    /// but together they do (Chinese beside a "•" the CJK font lacks), each run of characters in
    /// the bundled face where it has them and in the fallback where it does not, so no character
    /// is drawn as an empty box that a font here could draw.
    func segments(pixelSize: Int, bold: Bool, for text: String) -> [(text: String, font: OpaquePointer)] {
        guard let whole = font(pixelSize: pixelSize, bold: bold, for: text) else { return [] }
        let usesFallback = text.unicodeScalars.contains { Self.isDrawn($0) && !covers($0).bundled }
        guard usesFallback, fallbackPath != nil,
              text.unicodeScalars.contains(where: { Self.isDrawn($0) && !covers($0).fallback && covers($0).bundled }),
              let bundled = font(pixelSize: pixelSize, bold: bold) else { return [(text, whole)] }
        // A character either face lacks goes with the face of the run it is in (the fallback's
        // lines chose the fallback for it before); spaces and marks join the run they are in.
        var pieces: [(text: String, fallback: Bool)] = []
        for scalar in text.unicodeScalars {
            let c = covers(scalar)
            let fallback = Self.isDrawn(scalar) && c.fallback && !c.bundled ? true
                : Self.isDrawn(scalar) && c.bundled ? false
                : pieces.last?.fallback ?? false
            if pieces.last?.fallback == fallback { pieces[pieces.count - 1].text.unicodeScalars.append(scalar) }
            else { pieces.append((String(scalar), fallback)) }
        }
        return pieces.map { ($0.text, $0.fallback ? whole : bundled) }
    }

    /// The characters of `texts` that neither the bundled face nor the fallback can draw, each
    /// once, in order of first appearance (spaces and control characters aside).
    func missingCharacters(in texts: [String]) -> [Unicode.Scalar] {
        var seen = Set<UInt32>(), missing: [Unicode.Scalar] = []
        for text in texts {
            for scalar in text.unicodeScalars where Self.isDrawn(scalar) && seen.insert(scalar.value).inserted {
                let c = covers(scalar)
                if !c.bundled && !c.fallback { missing.append(scalar) }
            }
        }
        return missing
    }

    /// Characters that draw nothing of their own, so need no glyph.
    private static func isDrawn(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
            && scalar.properties.generalCategory != .format
    }

    private func covers(_ scalar: Unicode.Scalar) -> (bundled: Bool, fallback: Bool) {
        if let known = coverage[scalar.value] { return known }
        func has(_ font: OpaquePointer?) -> Bool { font.map { TTF_GlyphIsProvided32($0, scalar.value) != 0 } ?? false }
        let found = (bundled: has(font(pixelSize: 16, bold: false)),
                     fallback: fallbackPath == nil ? false : has(open(Key(pixelSize: 16, bold: false, fallback: true))))
        coverage[scalar.value] = found
        return found
    }

    static func isBold(_ weight: FontWeight) -> Bool { weight >= .semibold }

    /// The font at `pixelSize` (clamped to 1…512), opened on first use; nil if the file cannot be read.
    func font(pixelSize: Int, bold: Bool) -> OpaquePointer? {
        open(Key(pixelSize: max(1, min(512, pixelSize)), bold: bold, fallback: false))
    }

    private func open(_ key: Key) -> OpaquePointer? {
        if let font = fonts[key] { return font }
        let path = key.fallback ? fallbackPath : (key.bold ? boldPath : regularPath)
        guard let path, let font = TTF_OpenFont(path, Int32(key.pixelSize)) else { return nil }
        fonts[key] = font
        return font
    }

    /// Closes every font; must run before `TTF_Quit`.
    func close() {
        for font in fonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
        coverage.removeAll()
    }

    deinit { close() }
}
