import CSDL2
import CSDL2Image

/// Images from assets/ loaded once per renderer as textures.
final class ImageLibrary {
    private let renderer: OpaquePointer
    private let assets: AssetLocator
    /// nil records a name that failed to load, so a missing file is not retried every frame.
    private var textures: [String: OpaquePointer?] = [:]

    init(renderer: OpaquePointer, assets: AssetLocator) {
        self.renderer = renderer; self.assets = assets
    }

    /// The same with each pixel's colour reversed (its alpha kept), by name.
    private var invertedTextures: [String: OpaquePointer?] = [:]

    /// The image `name` as a texture; `inverted`, with each pixel's colour channels reversed
    /// (255 − v) and its alpha kept: a spared image drawn under Smart Invert, which the invert over
    /// the whole scene then gives back as drawn (`DisplayListRenderer.draw(_:…:invertsSpared:)`).
    func texture(named name: String, inverted: Bool = false) -> OpaquePointer? {
        if inverted { return invertedTexture(named: name) }
        if let cached = textures[name] { return cached }
        var texture: OpaquePointer? = nil
        if let url = assets.image(named: name) {
            texture = IMG_LoadTexture(renderer, url.path)
            if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
        }
        textures[name] = texture
        return texture
    }

    private func invertedTexture(named name: String) -> OpaquePointer? {
        if let cached = invertedTextures[name] { return cached }
        var texture: OpaquePointer? = nil
        if let url = assets.image(named: name), let loaded = IMG_Load(url.path) {
            if let surface = SDL_ConvertSurfaceFormat(loaded, AX_SDL_PIXELFORMAT_RGBA32, 0) {
                if SDL_LockSurface(surface) == 0, let pixels = surface.pointee.pixels {
                    let pitch = Int(surface.pointee.pitch), width = Int(surface.pointee.w)
                    for y in 0..<Int(surface.pointee.h) {
                        let row = pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt8.self)
                        for x in 0..<width {
                            let pixel = row + x * 4
                            pixel[0] = 255 &- pixel[0]
                            pixel[1] = 255 &- pixel[1]
                            pixel[2] = 255 &- pixel[2]
                        }
                    }
                    SDL_UnlockSurface(surface)
                    texture = SDL_CreateTextureFromSurface(renderer, surface)
                }
                SDL_FreeSurface(surface)
            }
            SDL_FreeSurface(loaded)
            if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
        }
        invertedTextures[name] = texture
        return texture
    }

    func removeAll() {
        for case let texture? in textures.values { SDL_DestroyTexture(texture) }
        for case let texture? in invertedTextures.values { SDL_DestroyTexture(texture) }
        textures.removeAll()
        invertedTextures.removeAll()
    }

    deinit { removeAll() }
}
