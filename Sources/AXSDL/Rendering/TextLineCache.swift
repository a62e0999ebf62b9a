import AXCore
import CSDL2
import CSDL2TTF

/// One rendered line of text: SDL2_ttf's anti-aliased glyphs in the text's colour, their coverage
/// in the alpha channel. Upright text is blended from these pixels straight into the canvas (see
/// `BlendPlan`); rotated text goes through SDL, which needs a texture, made on first such use.
struct TextLineImage {
    /// 32-bit ARGB pixels, `stride` words a row.
    let pixels: UnsafePointer<UInt32>
    let stride: Int
    let width: Int
    let height: Int
    /// Which rendering of a line this is, unique within its cache for the cache's life: a kept frame
    /// (`BlendPlan`) tells an unchanged line by it, as an evicted line's pixels may be reused.
    let serial: Int
}

/// Rendered text lines kept by (string, pixel size, weight, colour), so a label seen every frame is
/// rasterised once. When the cache has grown past its capacity the least recently used quarter goes
/// at the start of the next frame (never during one: the frame's pending blends point at the lines'
/// pixels), which bounds memory when a scene animates numbers.
final class TextLineCache {
    struct Entry {
        var surface: UnsafeMutablePointer<SDL_Surface>
        var texture: OpaquePointer?
        var lastUsed: Int
        var serial: Int

        var image: TextLineImage {
            TextLineImage(pixels: UnsafePointer(surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)),
                          stride: Int(surface.pointee.pitch) / 4, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                          serial: serial)
        }
    }

    private struct Key: Hashable {
        var string: String
        var pixelSize: Int
        var bold: Bool
        var rgb: UInt32
    }

    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    /// The serial the next rendered line gets.
    private var nextSerial = 0
    /// How many times lines were dropped: a kept recording of a draw holds lines it found here, and
    /// is valid only while none was dropped since.
    private(set) var evictions = 0
    let capacity: Int

    init(renderer: OpaquePointer, fonts: FontLibrary, capacity: Int = 2048) {
        self.renderer = renderer; self.fonts = fonts; self.capacity = capacity
    }

    var count: Int { entries.count }

    /// Marks the start of a frame: entries used from now on count as fresh, and a cache grown past
    /// its capacity drops its least recently used quarter.
    func beginFrame() {
        clock += 1
        if entries.count > capacity { evictOldest() }
    }

    /// One line of text in an opaque colour (opacity is applied per draw), rendered on first use.
    func line(_ string: String, pixelSize: Int, bold: Bool, color: SDL_Color) -> TextLineImage? {
        guard !string.isEmpty else { return nil }
        let key = Self.key(string, pixelSize: pixelSize, bold: bold, color: color)
        if var entry = entries[key] {
            entry.lastUsed = clock
            entries[key] = entry
            return entry.image
        }
        guard let rendered = Self.render(fonts.segments(pixelSize: pixelSize, bold: bold, for: string), color: color.withAlpha(255)) else {
            return nil
        }
        // SDL2_ttf renders blended text as ARGB8888; converting is a no-op safeguard should that change.
        let surface: UnsafeMutablePointer<SDL_Surface>
        if rendered.pointee.format.pointee.format == AX_SDL_PIXELFORMAT_ARGB8888 {
            surface = rendered
        } else {
            defer { SDL_FreeSurface(rendered) }
            guard let converted = SDL_ConvertSurfaceFormat(rendered, AX_SDL_PIXELFORMAT_ARGB8888, 0) else { return nil }
            surface = converted
        }
        nextSerial += 1
        let entry = Entry(surface: surface, texture: nil, lastUsed: clock, serial: nextSerial)
        entries[key] = entry
        return entry.image
    }

    /// The line's pieces rendered side by side on one surface, their baselines aligned: one piece is
    /// SDL2_ttf's surface as it renders it; several (two fonts on one line) are copied onto a
    /// transparent surface as tall as the tallest reaches above and below the baseline.
    private static func render(_ segments: [(text: String, font: OpaquePointer)], color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        if segments.count == 1 { return TTF_RenderUTF8_Blended(segments[0].font, segments[0].text, color) }
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, ascent: Int)] = []
        defer { for piece in pieces { SDL_FreeSurface(piece.surface) } }
        for segment in segments {
            guard let surface = TTF_RenderUTF8_Blended(segment.font, segment.text, color) else { return nil }
            pieces.append((surface, Int(TTF_FontAscent(segment.font))))
        }
        let ascent = pieces.map(\.ascent).max() ?? 0
        let width = pieces.reduce(0) { $0 + Int($1.surface.pointee.w) }
        let height = pieces.map { ascent - $0.ascent + Int($0.surface.pointee.h) }.max() ?? 0
        guard width > 0, height > 0,
              let line = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, AX_SDL_PIXELFORMAT_ARGB8888) else { return nil }
        _ = SDL_FillRect(line, nil, 0)
        var x: Int32 = 0
        for piece in pieces {
            // Copied as they are: the pieces do not overlap, so their coverage is the line's.
            SDL_SetSurfaceBlendMode(piece.surface, SDL_BLENDMODE_NONE)
            var target = SDL_Rect(x: x, y: Int32(ascent - piece.ascent), w: piece.surface.pointee.w, h: piece.surface.pointee.h)
            _ = SDL_UpperBlit(piece.surface, nil, line, &target)
            x += piece.surface.pointee.w
        }
        return line
    }

    /// A texture of a line `line(...)` returned this frame, for drawing it rotated through SDL.
    func texture(_ string: String, pixelSize: Int, bold: Bool, color: SDL_Color) -> OpaquePointer? {
        let key = Self.key(string, pixelSize: pixelSize, bold: bold, color: color)
        guard var entry = entries[key] else { return nil }
        if let texture = entry.texture { return texture }
        guard let texture = SDL_CreateTextureFromSurface(renderer, entry.surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        entry.texture = texture
        entries[key] = entry
        return texture
    }

    private static func key(_ string: String, pixelSize: Int, bold: Bool, color: SDL_Color) -> Key {
        Key(string: string, pixelSize: pixelSize, bold: bold, rgb: UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b))
    }

    /// Drops the least recently used quarter of the entries.
    private func evictOldest() {
        evictions += 1
        let sorted = entries.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (key, entry) in sorted.prefix(max(1, entries.count / 4)) {
            Self.release(entry)
            entries.removeValue(forKey: key)
        }
    }

    private static func release(_ entry: Entry) {
        if let texture = entry.texture { SDL_DestroyTexture(texture) }
        SDL_FreeSurface(entry.surface)
    }

    /// Frees every line; must run before the renderer is destroyed.
    func removeAll() {
        for entry in entries.values { Self.release(entry) }
        entries.removeAll()
    }

    deinit { removeAll() }
}
