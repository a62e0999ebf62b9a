import AXCore
import CSDL2
import CSDL2TTF

/// The bundled DejaVu Sans faces opened at the pixel sizes the frame needs.
///
/// Weights from semibold up use the bold face (the font ships two weights; iOS's Bold Text moves
/// regular text to semibold, so Bold Text visibly changes the rendering).
final class FontLibrary {
    private struct Key: Hashable { var pixelSize: Int; var bold: Bool }
    private let regularPath: String
    private let boldPath: String
    private var fonts: [Key: OpaquePointer] = [:]

    init(assets: AssetLocator) {
        regularPath = assets.regularFont.path
        boldPath = assets.boldFont.path
    }

    static func isBold(_ weight: FontWeight) -> Bool { weight >= .semibold }

    /// The font at `pixelSize` (clamped to 1…512), opened on first use; nil if the file cannot be read.
    func font(pixelSize: Int, bold: Bool) -> OpaquePointer? {
        let key = Key(pixelSize: max(1, min(512, pixelSize)), bold: bold)
        if let font = fonts[key] { return font }
        guard let font = TTF_OpenFont(bold ? boldPath : regularPath, Int32(key.pixelSize)) else { return nil }
        fonts[key] = font
        return font
    }

    /// Closes every font; must run before `TTF_Quit`.
    func close() {
        for font in fonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
    }

    deinit { close() }
}
