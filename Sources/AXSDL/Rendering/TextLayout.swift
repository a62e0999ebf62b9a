import CSDL2TTF

/// Breaks a text run into lines that fit a width, measuring with the font that will draw them.
///
/// Layouts are cached by (string, font, width) because scenes redraw the same labels every frame
/// and measuring is the expensive part of text.
final class TextLayout {
    private struct Key: Hashable {
        var string: String
        var font: OpaquePointer
        var width: Int
        var wraps: Bool
        var truncates: Bool
    }
    private var cache: [Key: [String]] = [:]
    private let capacity: Int

    init(capacity: Int = 4096) { self.capacity = capacity }

    /// Width of `text` in pixels.
    static func width(of text: String, font: OpaquePointer) -> Int {
        var w: Int32 = 0, h: Int32 = 0
        _ = TTF_SizeUTF8(font, text, &w, &h)
        return Int(w)
    }

    /// The lines of `string`: its own line breaks always, and greedy word wrapping at `width`
    /// pixels when `wraps`; a word wider than a line breaks between characters, as UIKit's word
    /// wrapping does and as the layout's measure (`TextMetrics.lineCount`) counts it.
    /// With `truncates` (and no wrapping), a line wider than `width` is cut short with "…".
    func lines(_ string: String, font: OpaquePointer, width: Int, wraps: Bool, truncates: Bool = false) -> [String] {
        let truncates = truncates && !wraps
        let key = Key(string: string, font: font, width: wraps || truncates ? width : 0, wraps: wraps, truncates: truncates)
        if let lines = cache[key] { return lines }
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard wraps else {
                lines.append(truncates ? Self.truncated(String(paragraph), font: font, width: width) : String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if Self.width(of: candidate, font: font) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = String(word)
                guard line.count > 1, Self.width(of: line, font: font) > width else { continue }
                // A word wider than a line, broken between characters: each line's start is found
                // among the characters left without measuring all of them again (a 100,000-character
                // word re-measured its whole rest for every line: quadratic).
                var rest = Array(word)[...]
                while rest.count > 1 {
                    let count = Self.longestStartCount(of: rest, font: font, width: width)
                    if count == rest.count { break }
                    lines.append(String(rest.prefix(count)))
                    rest = rest.dropFirst(count)
                }
                line = String(rest)
            }
            lines.append(line)
        }
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = lines
        return lines
    }

    /// How many characters of `characters` start a line: the longest start that fits in `width`
    /// pixels (at least one character; all of them when they fit). Found by doubling, then halving,
    /// so a line of k characters measures starts of at most 2k, whatever follows it.
    static func longestStartCount(of characters: ArraySlice<Character>, font: OpaquePointer, width: Int) -> Int {
        func fits(_ count: Int) -> Bool { Self.width(of: String(characters.prefix(count)), font: font) <= width }
        var low = 1, high = 2
        while high <= characters.count, fits(high) { low = high; high *= 2 }
        high = min(high, characters.count + 1)
        while high - low > 1 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    static let ellipsis = "…"

    /// `line` if it fits in `width` pixels, else its longest start that fits with "…" after it (found
    /// by halving: measuring is the expensive part), trailing spaces dropped before the "…".
    static func truncated(_ line: String, font: OpaquePointer, width: Int) -> String {
        guard Self.width(of: line, font: font) > width else { return line }
        let characters = Array(line)
        func candidate(_ count: Int) -> String {
            var start = String(characters[0..<count])
            while start.last == " " { start.removeLast() }
            return start + ellipsis
        }
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Self.width(of: candidate(middle), font: font) <= width { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }

    /// Forgets every layout (fonts are about to close: their pointers may be reused).
    func removeAll() { cache.removeAll() }
}
