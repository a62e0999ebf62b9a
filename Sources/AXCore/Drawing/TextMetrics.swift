/// Measures text so layout and validation can tell whether it fits its box. The SDL layer measures
/// with the real font; `EstimatedTextMetrics` is the renderer-independent fallback that scenes lay
/// out with (deliberately generous, so the real font fits in the room it reserves).
public protocol TextMetrics {
    /// Width of `string` on one line.
    func width(of string: String, size: Double, weight: FontWeight) -> Double
    /// Distance between baselines.
    func lineHeight(size: Double) -> Double
    /// Width of one word of ASCII text (no space, no byte from 0x80 on) held in `bytes`: what
    /// `width(of:size:weight:)` says of that word as a String. Wrapping measures every word of every
    /// text it lays out, and making each word a String was half of wrapping; the bundled metrics
    /// read the bytes. The default makes the String.
    func width(ofASCIIWord bytes: UnsafeBufferPointer<UInt8>, size: Double, weight: FontWeight) -> Double
}

extension TextMetrics {
    /// The word made a String and measured as one.
    public func width(ofASCIIWord bytes: UnsafeBufferPointer<UInt8>, size: Double, weight: FontWeight) -> Double {
        width(of: String(decoding: bytes, as: UTF8.self), size: size, weight: weight)
    }

    /// `string`, or as much of its start as fits `width` with "…" after it (trailing spaces dropped
    /// before the "…"), measured on one line: the tool's own labels (overlay tags, Voice Control's
    /// names) that would run past the screen's edge. `padding` is what the label adds around its text.
    public func fitting(_ string: String, size: Double, weight: FontWeight, within width: Double, padding: Double = 0) -> String {
        guard self.width(of: string, size: size, weight: weight) + padding > width else { return string }
        var kept = Substring(string)
        while !kept.isEmpty, self.width(of: kept + "…", size: size, weight: weight) + padding > width { kept = kept.dropLast() }
        while kept.last == " " { kept = kept.dropLast() }
        return kept + "…"
    }

    /// Lines needed to wrap `string` at word boundaries within `width` (a word longer than a line
    /// breaks across lines).
    public func lineCount(of string: String, size: Double, weight: FontWeight, width: Double) -> Int {
        wrap(string, size: size, weight: weight, width: width).lines
    }

    /// The width of the last line `string` wraps into within `width`, as `lineCount` wraps it, with
    /// the spaces typed after its last word: where an insertion point after the text stands.
    public func lastLineWidth(of string: String, size: Double, weight: FontWeight, width: Double) -> Double {
        let trailingSpaces = string.reversed().prefix { $0 == " " }.count
        return wrap(string, size: size, weight: weight, width: width).lastWidth
            + Double(trailingSpaces) * self.width(of: " ", size: size, weight: weight)
    }

    /// Wraps at word boundaries: the lines and the last one's width.
    private func wrap(_ string: String, size: Double, weight: FontWeight, width: Double) -> (lines: Int, lastWidth: Double) {
        wrap(string, size: size, weight: weight, width: width, splittingBytes: true)
    }

    /// Wraps at word boundaries, the words found in `string`'s bytes when it is ASCII
    /// (`splittingBytes`), else among its characters. The same words either way: in ASCII text every
    /// character is one byte but a CR LF pair, which holds no space, so a space character is exactly
    /// a space byte. Splitting a String into characters was three quarters of wrapping (a third of
    /// validating HelloGoodbye, whose layouts wrap their texts again for every state); off, the
    /// straightforward way `WordWrapTests` compares with.
    func wrap(_ string: String, size: Double, weight: FontWeight, width: Double, splittingBytes: Bool) -> (lines: Int, lastWidth: Double) {
        guard width > 0 else { return (Int.max, 0) }
        let start = WordWrap(space: self.width(of: " ", size: size, weight: weight), width: width)
        let inBytes = splittingBytes ? string.utf8.withContiguousStorageIfAvailable { bytes -> WordWrap? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var wrap = start
            var first = 0
            for i in 0...bytes.count where i == bytes.count || bytes[i] == 0x20 {
                if i > first {
                    wrap.add(self.width(ofASCIIWord: UnsafeBufferPointer(rebasing: bytes[first..<i]), size: size, weight: weight))
                }
                first = i + 1
            }
            return wrap
        } ?? nil : nil
        if let inBytes { return (inBytes.lines, inBytes.current) }
        var wrap = start
        for word in string.split(separator: " ", omittingEmptySubsequences: true) {
            wrap.add(self.width(of: String(word), size: size, weight: weight))
        }
        return (wrap.lines, wrap.current)
    }

    /// The size `run` needs: one line, or wrapped within its box's width.
    public func size(of run: TextRun) -> Size {
        if run.wraps {
            let lines = lineCount(of: run.string, size: run.size, weight: run.weight, width: run.box.width)
            return Size(run.box.width, Double(lines) * lineHeight(size: run.size))
        }
        return Size(width(of: run.string, size: run.size, weight: run.weight), lineHeight(size: run.size))
    }

    /// Where a text run's glyphs lie inside its box under `direction`, as the renderer draws them: by
    /// its alignment (leading is the right edge in a right-to-left layout) and measured size (a
    /// wrapping run on one line as wide as its text), centred vertically in the box. What contrast, label and transparency rules sample, and what overlay
    /// badges keep clear of.
    public func extent(of run: TextRun, direction: LayoutDirection) -> Rect {
        let size = size(of: run)
        // A wrapping run that takes one line is as wide as its text, not its box.
        let oneLine = run.wraps && size.height <= lineHeight(size: run.size) * 1.5
        let lineWidth = oneLine ? width(of: run.string, size: run.size, weight: run.weight) : size.width
        let width = min(lineWidth, run.box.width), height = min(size.height, run.box.height)
        let x: Double
        switch run.alignment.physical(in: direction) {
        case .leading: x = run.box.minX
        case .center: x = run.box.midX - width / 2
        case .trailing: x = run.box.maxX - width
        }
        return Rect(x: x, y: run.box.minY + (run.box.height - height) / 2, width: max(1, width), height: max(1, height))
    }

    /// The extent in a left-to-right layout; the direction of the settings the text is drawn under
    /// decides where leading text lies, so pass it.
    @available(*, deprecated, message: "pass the layout direction the text is drawn under: extent(of:direction:)")
    public func extent(of run: TextRun) -> Rect { extent(of: run, direction: .leftToRight) }

    /// Whether `run` overflows its box (the text would be clipped or truncated).
    public func isClipped(_ run: TextRun) -> Bool {
        let needed = size(of: run)
        return needed.width > run.box.width + 0.5 || needed.height > run.box.height + 0.5
    }
}

/// Average-advance estimate: 0.55 em per character (0.6 for bold), lines 1.2 em apart.
public struct EstimatedTextMetrics: TextMetrics {
    /// The estimate, which needs no font.
    public init() {}

    /// The estimated width of `string` on one line.
    public func width(of string: String, size: Double, weight: FontWeight) -> Double {
        Self.width(characters: Self.characterCount(of: string), size: size, weight: weight)
    }

    /// The word's bytes counted as its characters, as `characterCount(of:)` counts them: a word
    /// holding a carriage return is counted as a String, where a CR LF pair is one character.
    public func width(ofASCIIWord bytes: UnsafeBufferPointer<UInt8>, size: Double, weight: FontWeight) -> Double {
        guard !bytes.contains(0x0D) else { return width(of: String(decoding: bytes, as: UTF8.self), size: size, weight: weight) }
        return Self.width(characters: bytes.count, size: size, weight: weight)
    }

    /// The estimate itself: 0.55 em a character, 0.6 when bold.
    private static func width(characters: Int, size: Double, weight: FontWeight) -> Double {
        Double(characters) * size * (weight.isBold ? 0.6 : 0.55)
    }

    /// `string.count`, read from its length in bytes when it is ASCII without a carriage return:
    /// there every byte is a character of its own (a CR LF pair is the one ASCII pair that joins),
    /// and counting characters walks the text through grapheme breaking, which was most of
    /// measuring a word while wrapping.
    static func characterCount(of string: String) -> Int {
        let fromBytes = string.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) ? nil : bytes.count
        }
        return (fromBytes ?? nil) ?? string.count
    }

    /// The estimated distance between baselines: 1.2 em.
    public func lineHeight(size: Double) -> Double { size * 1.2 }
}

/// Where the renderer's drawn text ends: the bundled font's advances (DejaVu Sans, DejaVu Sans Bold)
/// with none of `BundledFontMetrics`'s room to spare, so an insertion point drawn after typed text
/// stands at its end rather than a few points past it.
public struct BundledFontAdvances: TextMetrics {
    /// The bundled font's advances.
    public init() {}

    /// The sum of `string`'s characters' advances at `size`.
    public func width(of string: String, size: Double, weight: FontWeight) -> Double {
        string.unicodeScalars.reduce(0) { $0 + BundledFontMetrics.advance(of: $1, bold: weight.isBold) } * size
    }

    /// The advances of the word's bytes, each an ASCII character's scalar, summed in the same order.
    public func width(ofASCIIWord bytes: UnsafeBufferPointer<UInt8>, size: Double, weight: FontWeight) -> Double {
        BundledFontMetrics.advances(ofASCII: bytes, bold: weight.isBold) * size
    }

    /// 1.2 em, as estimated.
    public func lineHeight(size: Double) -> Double { EstimatedTextMetrics().lineHeight(size: size) }
}

/// The room text takes in the bundled font the renderer draws with (DejaVu Sans and DejaVu Sans
/// Bold): the font's advances with room to spare for whole-pixel hinting (2% plus 0.3 pt), and never
/// less than `EstimatedTextMetrics`, whose average advance bold text and capitals exceed (a bold
/// large title needs up to a quarter more). Labels count their lines with it, so a label grows to
/// hold what the renderer draws, and `text.clipped` measures with it, so it reports what the
/// renderer cuts off. Characters outside ASCII count 0.7 em (0.77 bold), and 1 em from the CJK
/// blocks on. Lines are 1.2 em apart, as estimated (the font's are 1.17).
public struct BundledFontMetrics: TextMetrics {
    /// The bundled font's measure.
    public init() {}

    /// The advances of `string`'s characters at `size`, with room to spare (never less than the estimate).
    public func width(of string: String, size: Double, weight: FontWeight) -> Double {
        let bold = weight.isBold
        var advances = 0.0
        for scalar in string.unicodeScalars { advances += Self.advance(of: scalar, bold: bold) }
        return max(EstimatedTextMetrics().width(of: string, size: size, weight: weight), Self.spared(advances, size: size))
    }

    /// The word's advances read from its bytes (each an ASCII character's scalar, summed in the
    /// same order), with the same room to spare and the same floor.
    public func width(ofASCIIWord bytes: UnsafeBufferPointer<UInt8>, size: Double, weight: FontWeight) -> Double {
        max(EstimatedTextMetrics().width(ofASCIIWord: bytes, size: size, weight: weight),
            Self.spared(Self.advances(ofASCII: bytes, bold: weight.isBold), size: size))
    }

    /// Advances in em at `size` with room for hinting: whole-pixel hinting adds up to about half a
    /// pixel a glyph, a few percent at small sizes, about 1% from 34 px on (measured against the
    /// renderer from 11 to 120 px).
    private static func spared(_ advances: Double, size: Double) -> Double {
        let spare = 1.02 + 0.3 / max(size, 1)
        return advances * spare * size
    }

    /// The sum of ASCII bytes' advances in em, first to last.
    static func advances(ofASCII bytes: UnsafeBufferPointer<UInt8>, bold: Bool) -> Double {
        var advances = 0.0
        for byte in bytes { advances += advance(of: Unicode.Scalar(byte), bold: bold) }
        return advances
    }

    /// 1.2 em, as estimated.
    public func lineHeight(size: Double) -> Double { EstimatedTextMetrics().lineHeight(size: size) }

    /// One character's advance in em.
    static func advance(of scalar: Unicode.Scalar, bold: Bool) -> Double {
        let value = scalar.value
        if value >= 32, value <= 126 { return (bold ? boldAdvances : regularAdvances)[Int(value) - 32] }
        if value < 32 { return 0 }
        return value >= 0x2E80 ? 1 : (bold ? 0.77 : 0.7)
    }

    /// DejaVu Sans advances in em, for U+0020 (space) to U+007E (tilde).
    static let regularAdvances: [Double] = [
        0.318, 0.400, 0.461, 0.838, 0.637, 0.951, 0.779, 0.275, 0.391, 0.391, 0.500, 0.838, 0.318, 0.361, 0.318, 0.338,
        0.637, 0.637, 0.637, 0.637, 0.637, 0.637, 0.637, 0.637, 0.637, 0.637, 0.338, 0.338, 0.838, 0.838, 0.838, 0.531,
        1.000, 0.684, 0.686, 0.699, 0.770, 0.633, 0.576, 0.775, 0.752, 0.295, 0.348, 0.678, 0.557, 0.863, 0.748, 0.787,
        0.604, 0.787, 0.695, 0.635, 0.619, 0.732, 0.684, 0.988, 0.686, 0.615, 0.686, 0.391, 0.338, 0.391, 0.838, 0.520,
        0.500, 0.613, 0.635, 0.551, 0.635, 0.615, 0.371, 0.635, 0.635, 0.277, 0.297, 0.580, 0.277, 0.975, 0.635, 0.611,
        0.635, 0.635, 0.412, 0.521, 0.393, 0.635, 0.592, 0.818, 0.592, 0.592, 0.525, 0.637, 0.338, 0.637, 0.838,
    ]

    /// DejaVu Sans Bold advances in em, for U+0020 to U+007E.
    static let boldAdvances: [Double] = [
        0.348, 0.457, 0.521, 0.838, 0.695, 1.002, 0.873, 0.307, 0.457, 0.457, 0.523, 0.838, 0.381, 0.416, 0.381, 0.365,
        0.695, 0.695, 0.695, 0.695, 0.695, 0.695, 0.695, 0.695, 0.695, 0.695, 0.400, 0.400, 0.838, 0.838, 0.838, 0.580,
        1.000, 0.773, 0.762, 0.734, 0.830, 0.684, 0.684, 0.820, 0.838, 0.373, 0.430, 0.807, 0.637, 0.996, 0.838, 0.850,
        0.732, 0.850, 0.770, 0.721, 0.682, 0.812, 0.773, 1.104, 0.771, 0.744, 0.725, 0.457, 0.365, 0.457, 0.838, 0.500,
        0.500, 0.676, 0.717, 0.594, 0.717, 0.678, 0.445, 0.717, 0.713, 0.344, 0.377, 0.686, 0.344, 1.043, 0.713, 0.688,
        0.717, 0.717, 0.494, 0.596, 0.479, 0.713, 0.652, 0.924, 0.645, 0.652, 0.582, 0.713, 0.365, 0.713, 0.838,
    ]
}

/// Lines filled word by word at one width: a value the wrapping loop owns, so adding a word reads
/// and writes no captured variable (the runtime's exclusivity checks on the captured count and
/// width were a sixth of wrapping).
struct WordWrap {
    let space: Double
    let width: Double
    private(set) var lines = 1
    /// The width of the line being filled.
    private(set) var current = 0.0

    init(space: Double, width: Double) {
        self.space = space
        self.width = width
    }

    /// A word `wordWidth` wide goes on the line, or starts the next; a word wider than a line
    /// breaks across lines.
    mutating func add(_ wordWidth: Double) {
        var w = wordWidth
        if current == 0 {
            current = w
        } else if current + space + w <= width {
            current += space + w
        } else {
            lines += 1
            current = w
        }
        while current > width, w > width {
            lines += 1
            current -= width
            w -= width
        }
    }
}
