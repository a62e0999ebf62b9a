import AXCore

/// A legend column saying which characters of the picture no font could draw, so a snapshot shows
/// "Missing glyphs" with the characters' code points instead of empty boxes nobody explains (a
/// Japanese screen on a machine without a CJK font). docs/import.md, "Text the fonts cannot draw".
struct MissingGlyphsKey {
    let characters: [Unicode.Scalar]

    static let width = 190.0
    static let padding = OverlayLegendKey.padding
    /// At most this many characters are listed; the rest are counted.
    static let listed = 12

    /// The strings of `list`'s text runs, the text a font must draw.
    static func texts(of list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let run) = $0.command { return run.string } else { return nil } }
    }

    /// One line per character: its code point, then how many more were left out.
    var lines: [String] {
        var lines = characters.prefix(Self.listed).map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
        if characters.count > Self.listed { lines.append("… and \(characters.count - Self.listed) more") }
        return lines
    }

    /// The column in its own coordinates, `height` points tall.
    func draw(height: Double) -> DisplayList {
        var list = OverlayLegendKey.column(titled: "Missing glyphs", width: Self.width, height: height)
        list.text(TextRun("No font here draws these; install fonts-wqy-zenhei", box: Rect(Self.padding, Self.padding + 22, Self.width - 2 * Self.padding, 30),
                          size: 10, color: ElementFrameOverlay.legendSecondaryText, wraps: true))
        for (index, line) in lines.enumerated() {
            list.text(TextRun(line, box: Rect(Self.padding, Self.padding + 58 + Double(index) * 18, Self.width - 2 * Self.padding, 18),
                              size: 11, color: ElementFrameOverlay.legendText))
        }
        return list
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
