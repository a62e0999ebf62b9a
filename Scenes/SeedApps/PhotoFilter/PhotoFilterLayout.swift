import AXCore

/// Where the photo-filter screen's parts go for one set of settings: the navigation bar (Photos,
/// Camera) over a large title, the photo, the Filter switch, the colour swatches, the zooming
/// image and the small piano keys, in layout coordinates (the composition mirrors them for
/// right-to-left layouts). One screen without scrolling, so text stops growing at the first accessibility
/// size (UIKit's `maximumContentSizeCategory`) and the photo gives up height to larger text.
struct PhotoFilterLayout {
    static let margin = 20.0
    static let top = 50.0
    static let minimumTarget = 44.0
    static let swatchDiameter = 44.0
    static let swatchGap = 12.0
    /// The swatch's own frame reaches this far beyond its circle (its padded tap area).
    static let swatchPadding = 6.0
    static let largestContentSize = ContentSizeCategory.accessibilityMedium
    static let title = "Photo Filter"
    /// Distance between baselines, as a multiple of the point size.
    static let lineSpacing = EstimatedTextMetrics().lineHeight(size: 1)

    let settings: Settings
    let size: Size
    let navFrame: Rect
    let photosButtonFrame: Rect
    let titleFrame: Rect
    let cameraButtonFrame: Rect
    let photoFrame: Rect
    let filterFrame: Rect
    /// The circles the swatches are drawn as, in `TintColor.all` order.
    let swatchCircles: [Rect]
    let zoomFrame: Rect
    /// The small piano keys (white keys only, C4 to C5, each keeping a 44-point target).
    let keyboardFrame: Rect

    init(settings: Settings, size: Size) {
        self.settings = settings
        self.size = size
        let m = Self.margin, width = size.width - 2 * Self.margin
        let body = PhotoFilterLayout.pointSize(.body, settings)
        let lineHeight = Self.lineSpacing
        func textWidth(_ text: String, _ weight: FontWeight) -> Double {
            EstimatedTextMetrics().width(of: text, size: body, weight: settings.weight(weight))
        }

        let navHeight = max(Self.minimumTarget, body * lineHeight + 10)
        navFrame = Rect(x: 0, y: Self.top, width: size.width, height: navHeight)
        let photosWidth = textWidth("Photos", .regular) + 20
        photosButtonFrame = Rect(x: m - 8, y: Self.top, width: max(Self.minimumTarget, photosWidth), height: navHeight)
        cameraButtonFrame = Rect(x: size.width - m - Self.minimumTarget + 4, y: Self.top + (navHeight - Self.minimumTarget) / 2,
                                 width: Self.minimumTarget, height: Self.minimumTarget)
        // A large title under the bar's buttons (as iOS draws large titles), wrapping rather than clipping.
        let title = PhotoFilterLayout.pointSize(.title2, settings)
        let titleLines = EstimatedTextMetrics().lineCount(of: Self.title, size: title, weight: settings.weight(.bold), width: width)
        titleFrame = Rect(x: m, y: navFrame.maxY + 6, width: width, height: Double(titleLines) * title * lineHeight + 1)

        // Bottom up: the keys, the zooming image, then the photo takes what is left.
        let keyboardHeight = 150.0
        // The keyboard spans nearly the whole width so each of its eight keys stays 44 points wide.
        keyboardFrame = Rect(x: 8, y: size.height - 34 - keyboardHeight, width: size.width - 16, height: keyboardHeight)
        let zoomHeight = 150.0
        zoomFrame = Rect(x: m, y: keyboardFrame.minY - 16 - zoomHeight, width: width, height: zoomHeight)
        let swatchTop = zoomFrame.minY - 16 - Self.swatchDiameter - Self.swatchPadding
        let filterHeight = max(Self.minimumTarget, body * lineHeight + 12)
        let filterTop = swatchTop - Self.swatchPadding - 12 - filterHeight
        let photoTop = titleFrame.maxY + 8
        photoFrame = Rect(x: m, y: photoTop, width: width, height: max(100, filterTop - 12 - photoTop))
        let filterWidth = min(size.width - 2 * m, textWidth("Filter", .medium) + 24 + 52 + 16)
        filterFrame = Rect(x: m, y: filterTop, width: filterWidth, height: filterHeight)

        let count = Double(TintColor.all.count)
        let rowWidth = count * Self.swatchDiameter + (count - 1) * Self.swatchGap
        swatchCircles = TintColor.all.indices.map { i in
            Rect(x: (size.width - rowWidth) / 2 + Double(i) * (Self.swatchDiameter + Self.swatchGap),
                 y: swatchTop + Self.swatchPadding, width: Self.swatchDiameter, height: Self.swatchDiameter)
        }
    }

    /// The C major scale from middle C (MIDI 60) to the C above.
    static let keyNotes = [60, 62, 64, 65, 67, 69, 71, 72]

    static func pointSize(_ style: TextStyle, _ settings: Settings) -> Double {
        style.pointSize(for: min(settings.contentSize, largestContentSize))
    }

    func pointSize(_ style: TextStyle) -> Double { Self.pointSize(style, settings) }

    /// The swatch's frame: its circle plus padding, square (what a plain view's frame is).
    func swatchFrame(_ index: Int) -> Rect {
        swatchCircles[index].insetBy(dx: -Self.swatchPadding, dy: -Self.swatchPadding)
    }

    // MARK: Sheets

    /// The sheets' Done button: top trailing for Photos, top leading for the camera (as iOS places them).
    func doneFrame(leading: Bool) -> Rect {
        let width = max(Self.minimumTarget,
                        EstimatedTextMetrics().width(of: "Done", size: pointSize(.body), weight: settings.weight(.semibold)) + 20)
        return Rect(x: leading ? Self.margin - 8 : size.width - Self.margin + 8 - width, y: Self.top,
                    width: width, height: max(Self.minimumTarget, pointSize(.body) * Self.lineSpacing + 10))
    }

    /// The Photos sheet's title, under its Done button.
    var photosTitleFrame: Rect {
        let done = doneFrame(leading: false)
        let height = pointSize(.title2) * Self.lineSpacing
        return Rect(x: Self.margin, y: done.maxY + 8,
                    width: size.width - 2 * Self.margin, height: height)
    }

    /// Thumbnail grid of the Photos sheet, three across.
    var photoTiles: [Rect] {
        let top = photosTitleFrame.maxY + 16, gap = 4.0
        let side = (size.width - 2 * Self.margin - 2 * gap) / 3
        return (0..<12).map { i in
            Rect(x: Self.margin + Double(i % 3) * (side + gap), y: top + Double(i / 3) * (side + gap), width: side, height: side)
        }
    }

    /// The camera's viewfinder.
    var viewfinderFrame: Rect {
        let top = doneFrame(leading: true).maxY + 16
        return Rect(x: 0, y: top, width: size.width, height: min(size.width * 4 / 3, size.height - top - 120))
    }
}
