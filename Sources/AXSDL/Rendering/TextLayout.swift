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
    /// pixels when `wraps` (a word longer than the width stays whole and is clipped by the box).
    func lines(_ string: String, font: OpaquePointer, width: Int, wraps: Bool) -> [String] {
        let key = Key(string: string, font: font, width: wraps ? width : 0, wraps: wraps)
        if let lines = cache[key] { return lines }
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard wraps else { lines.append(String(paragraph)); continue }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || Self.width(of: candidate, font: font) <= width {
                    line = candidate
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = lines
        return lines
    }

    /// Forgets every layout (fonts are about to close: their pointers may be reused).
    func removeAll() { cache.removeAll() }
}
