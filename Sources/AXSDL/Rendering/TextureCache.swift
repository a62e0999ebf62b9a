import AXCore
import CSDL2
import CSDL2TTF

/// Rendered text lines kept as textures, keyed by (string, pixel size, weight, colour), so a label
/// seen every frame is rasterised once. Least recently used entries are evicted when the cache
/// grows past its capacity, which bounds memory when a scene animates numbers.
final class TextTextureCache {
    struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUsed: Int
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
    let capacity: Int

    init(renderer: OpaquePointer, fonts: FontLibrary, capacity: Int = 2048) {
        self.renderer = renderer; self.fonts = fonts; self.capacity = capacity
    }

    var count: Int { entries.count }

    /// Marks the start of a frame: entries used from now on count as fresh.
    func beginFrame() { clock += 1 }

    /// The texture of one line of text in an opaque colour (opacity is applied per draw through the
    /// texture's alpha modulation), rendered on first use.
    func line(_ string: String, pixelSize: Int, bold: Bool, color: SDL_Color) -> Entry? {
        guard !string.isEmpty else { return nil }
        let key = Key(string: string, pixelSize: pixelSize, bold: bold,
                      rgb: UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b))
        if var entry = entries[key] {
            entry.lastUsed = clock
            entries[key] = entry
            return entry
        }
        guard let font = fonts.font(pixelSize: pixelSize, bold: bold),
              let surface = TTF_RenderUTF8_Blended(font, string, color.withAlpha(255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: clock)
        if entries.count >= capacity { evictOldest() }
        entries[key] = entry
        return entry
    }

    /// Drops the least recently used quarter of the entries.
    private func evictOldest() {
        let sorted = entries.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (key, entry) in sorted.prefix(max(1, entries.count / 4)) {
            SDL_DestroyTexture(entry.texture)
            entries.removeValue(forKey: key)
        }
    }

    /// Destroys every texture; must run before the renderer is destroyed.
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }

    deinit { removeAll() }
}
