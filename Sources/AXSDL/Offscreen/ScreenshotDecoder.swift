import AXCore

/// Decodes an imported screen's screenshot with SDL2_image and hands its pixels over as a plain
/// value, so the audit layer reads a real screen's colours without touching SDL.
package enum ScreenshotDecoder {
    /// The PNG's pixels, nil when SDL2_image cannot read it.
    package static func decode(path: String) -> RasterImage? {
        guard let buffer = try? PixelBuffer(contentsOfPNG: path) else { return nil }
        return RasterImage(width: buffer.width, height: buffer.height, rgba: buffer.bytes)
    }
}
