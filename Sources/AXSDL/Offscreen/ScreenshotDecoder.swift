import AXCore

/// Decodes an imported screen's screenshot with SDL2_image and hands its pixels over as a plain
/// value, so the audit layer reads a real screen's colours without touching SDL.
package enum ScreenshotDecoder {
    /// The PNG's pixels; throws SDL2_image's reason when its data cannot be decoded.
    package static func decode(path: String) throws -> RasterImage? {
        do {
            let buffer = try PixelBuffer(contentsOfPNG: path)
            return RasterImage(width: buffer.width, height: buffer.height, rgba: buffer.bytes)
        } catch let error as SDLError {
            throw Failure(description: error.message)
        }
    }

    /// SDL2_image's reason, without the call and path the caller's message already names.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }
}
