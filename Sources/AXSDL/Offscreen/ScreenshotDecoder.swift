import AXCore
import Foundation

/// Decodes an imported screen's screenshot with SDL2_image and hands its pixels over as a plain
/// value, so the audit layer reads a real screen's colours without touching SDL.
package enum ScreenshotDecoder {
    /// The PNG's pixels; throws libpng's reason (else SDL2_image's) when its data cannot be decoded.
    /// libpng's own lines on standard error are caught (`StandardErrorCapture`): its error becomes the
    /// reason, and its warnings about a picture that did decode are dropped (they name no file).
    package static func decode(path: String) throws -> RasterImage? {
        let (decoded, captured) = StandardErrorCapture.capturing { Result { try PixelBuffer(contentsOfPNG: path) } }
        var libpngErrors: [String] = []
        var others: [Substring] = []
        for line in captured.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix(Self.errorPrefix) {
                libpngErrors.append(String(line.dropFirst(Self.errorPrefix.count)))
            } else if !line.hasPrefix(Self.warningPrefix) {
                others.append(line)
            }
        }
        // fputs, not FileHandle's write, which traps when standard error cannot be written (2>/dev/full).
        if !others.isEmpty { fputs(others.joined(separator: "\n") + "\n", stderr) }
        switch decoded {
        case .success(let buffer):
            return RasterImage(width: buffer.width, height: buffer.height, rgba: buffer.bytes)
        case .failure(let error as SDLError):
            throw Failure(description: libpngErrors.isEmpty ? error.message : libpngErrors.joined(separator: "; "))
        case .failure(let error):
            throw Failure(description: "\(error)")
        }
    }

    /// How libpng's default handlers begin their lines.
    static let errorPrefix = "libpng error: "
    static let warningPrefix = "libpng warning: "

    /// libpng's or SDL2_image's reason, without the call and path the caller's message already names.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }
}
