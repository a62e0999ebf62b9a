/// Decoded pixels, row by row from the top, four bytes a pixel (red, green, blue, alpha). A value, so
/// layers that must not touch SDL (the audit) can read a picture the SDL layer decoded.
public struct RasterImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels, row by row from the top, four bytes each (red, green, blue, alpha).
    public let rgba: [UInt8]

    /// nil when `rgba` does not hold `width × height` pixels.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width; self.height = height; self.rgba = rgba
    }

    /// The pixel at a column and row, which must lie inside the image.
    public func color(x: Int, y: Int) -> Color {
        let i = (y * width + x) * 4
        return Color(r8: Int(rgba[i]), g8: Int(rgba[i + 1]), b8: Int(rgba[i + 2]), a8: Int(rgba[i + 3]))
    }
}

/// A picture of a real screen under an imported hierarchy: the file it came from (the renderer draws
/// it from there), how many pixels make a point, and its pixels once decoded (colour rules read them).
public struct Screenshot: Sendable {
    /// The image file, as given beside the imported hierarchy; the window draws it from there.
    public var path: String
    /// Pixels per point (2 or 3 on today's phones).
    public var scale: Double
    /// The decoded pixels, nil until the SDL layer has read the file; colour rules skip the screenshot without them.
    public var pixels: RasterImage?
    /// The containers the pixels show presented over a dimmed backdrop, as the import measured
    /// them: the evidence of a modal presentation the modal rule reads (docs/import.md).
    public var dimmedBackdrops: [DimmedBackdrop] = []

    /// A screenshot read from `path` at `scale` pixels per point.
    public init(path: String, scale: Double, pixels: RasterImage? = nil) {
        self.path = path; self.scale = scale; self.pixels = pixels
    }

    /// The screen's size in points, when the pixels are known.
    public var pointSize: Size? {
        pixels.map { Size(width: Double($0.width) / scale, height: Double($0.height) / scale) }
    }

    /// The pixels under a rectangle given in points, clamped to the picture (empty when it misses).
    package func pixelColors(in rect: Rect) -> [Color] {
        guard let pixels else { return [] }
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(pixels.width, Int((rect.maxX * scale).rounded(.up))), y1 = min(pixels.height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return [] }
        var colors: [Color] = []
        colors.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 { for x in x0..<x1 { colors.append(pixels.color(x: x, y: y)) } }
        return colors
    }
}

/// A container of an imported screen that the screenshot shows presented over a dimmed backdrop:
/// around its frame the screen is uniformly darkened while inside it is bright, as UIKit draws an
/// alert, a sheet or a popup over a dimming view. The import measures it from the pixels
/// (docs/import.md, "Dimmed backdrops"); an export carries no z-order, and this is what shows one.
public struct DimmedBackdrop: Hashable, Sendable {
    /// The container presented over the backdrop.
    public var overlayID: String
    /// Its frame, in points.
    public var overlayFrame: Rect
    /// The share of the screen outside the frame (0…1).
    public var outsideShare: Double
    /// The average luma outside the frame (0–255, Rec. 709 on the encoded sRGB values).
    public var outsideMean: Double
    /// The brightest luma outside the frame (its 99th percentile): at most 80 % of white under a dimming view.
    public var outsideBrightest: Double
    /// The spread of the luma outside the frame (its standard deviation).
    public var outsideSpread: Double
    /// The average luma inside the frame.
    public var insideMean: Double

    /// A backdrop measured around `overlayID`.
    public init(overlayID: String, overlayFrame: Rect, outsideShare: Double, outsideMean: Double,
                outsideBrightest: Double, outsideSpread: Double, insideMean: Double) {
        self.overlayID = overlayID; self.overlayFrame = overlayFrame; self.outsideShare = outsideShare
        self.outsideMean = outsideMean; self.outsideBrightest = outsideBrightest; self.outsideSpread = outsideSpread
        self.insideMean = insideMean
    }
}
