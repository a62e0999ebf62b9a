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

    func texture(named name: String) -> OpaquePointer? {
        if let cached = textures[name] { return cached }
        var texture: OpaquePointer? = nil
        if let url = assets.image(named: name) {
            texture = IMG_LoadTexture(renderer, url.path)
            if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
        }
        textures[name] = texture
        return texture
    }

    func removeAll() {
        for case let texture? in textures.values { SDL_DestroyTexture(texture) }
        textures.removeAll()
    }

    deinit { removeAll() }
}
