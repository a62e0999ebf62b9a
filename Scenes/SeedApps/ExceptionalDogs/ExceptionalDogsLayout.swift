import AXCore

/// Where everything of the Exceptional Dogs screen goes for one dog and one set of settings: title,
/// carousel, favorite and gallery buttons, the stats grid, the shelter card, and the gallery overlay.
/// One screen without scrolling, like the sample app, so text stops growing at the first
/// accessibility size (UIKit's `maximumContentSizeCategory`); below that every style follows the
/// content size.
struct ExceptionalDogsLayout {
    /// One title/value pair of the stats grid.
    struct StatCell {
        let title: String
        let value: String
        let titleFrame: Rect
        let valueFrame: Rect
        var frame: Rect { titleFrame.union(valueFrame) }
        /// "name", "breed", … for element ids.
        var key: String { title.lowercased() }
    }

    static let margin = 20.0
    static let top = 54.0
    static let buttonSize = 44.0
    static let columnGap = 16.0
    static let largestContentSize = ContentSizeCategory.accessibilityMedium
    static let title = "Exceptional Dogs"
    /// Weights the wrapped texts are drawn in (before Bold Text), so layout measures what is drawn.
    static let valueWeight = FontWeight.medium
    static let shelterWeight = FontWeight.semibold
    /// Distance between baselines, as a multiple of the point size.
    static let lineSpacing = EstimatedTextMetrics().lineHeight(size: 1)

    let settings: Settings
    let size: Size
    let titleFrame: Rect
    let carouselFrame: Rect
    let favoriteFrame: Rect
    let galleryButtonFrame: Rect
    let statsFrame: Rect
    let stats: [StatCell]
    let shelterFrame: Rect
    let shelterNameFrame: Rect
    let mapButtonFrame: Rect
    let callButtonFrame: Rect

    init(dog: Dog, settings: Settings, size: Size) {
        self.settings = settings
        self.size = size
        let m = Self.margin, width = size.width - 2 * Self.margin
        func point(_ style: TextStyle) -> Double { style.pointSize(for: min(settings.contentSize, Self.largestContentSize)) }
        let metrics = EstimatedTextMetrics()
        let lineHeight = metrics.lineHeight(size: 1)
        // Heights of wrapped text, measured with the weight it is drawn in (Bold Text widens it).
        func height(_ text: String, _ style: TextStyle, _ weight: FontWeight, width: Double) -> Double {
            Double(metrics.lineCount(of: text, size: point(style), weight: settings.weight(weight), width: width))
                * metrics.lineHeight(size: point(style)) + 1
        }

        // The title wraps rather than clipping at the largest sizes.
        titleFrame = Rect(x: m, y: Self.top, width: width, height: height(Self.title, .title1, .bold, width: width))

        // Stats: two columns, each cell a small title above its value; rows as tall as their taller cell.
        let columnWidth = (width - Self.columnGap) / 2
        var rowHeights: [Double] = []
        let pairs = dog.stats
        for row in stride(from: 0, to: pairs.count, by: 2) {
            let cells = pairs[row..<min(row + 2, pairs.count)]
            let height = cells.map { pair in
                point(.caption1) * lineHeight + 2
                    + height(pair.value, .body, ExceptionalDogsLayout.valueWeight, width: columnWidth)
            }.max() ?? 0
            rowHeights.append(height)
        }
        let statsHeight = rowHeights.reduce(0, +) + Double(max(0, rowHeights.count - 1)) * 10

        // The shelter card: a house glyph, the name, then the map and call buttons.
        let shelterTextWidth = width - 12 - 30 - 8 - 2 * Self.buttonSize - 8 - 10 - 8
        let nameHeight = height(Dog.shelterName, .headline, ExceptionalDogsLayout.shelterWeight, width: shelterTextWidth)
        let shelterHeight = max(64, nameHeight + 20)

        // The carousel takes what is left, within reason.
        let fixed = Self.top + titleFrame.height + 10 + 8 + Self.buttonSize + 14 + statsHeight + 16 + shelterHeight + 34
        let carouselHeight = min(360, max(170, size.height - fixed))
        carouselFrame = Rect(x: 0, y: titleFrame.maxY + 10, width: size.width, height: carouselHeight)

        let buttonsTop = carouselFrame.maxY + 8
        favoriteFrame = Rect(x: m, y: buttonsTop, width: Self.buttonSize, height: Self.buttonSize)
        galleryButtonFrame = Rect(x: size.width - m - Self.buttonSize, y: buttonsTop, width: Self.buttonSize, height: Self.buttonSize)

        let statsTop = buttonsTop + Self.buttonSize + 14
        var cells: [StatCell] = []
        var y = statsTop
        for (index, pair) in pairs.enumerated() {
            let row = index / 2, column = index % 2
            if column == 0, row > 0 { y += rowHeights[row - 1] + 10 }
            // Right-to-left layouts start the row at the right.
            let leading = settings.isRightToLeft ? 1 - column : column
            let x = m + Double(leading) * (columnWidth + Self.columnGap)
            let titleHeight = point(.caption1) * lineHeight
            let valueHeight = height(pair.value, .body, ExceptionalDogsLayout.valueWeight, width: columnWidth)
            cells.append(StatCell(title: pair.title, value: pair.value,
                                  titleFrame: Rect(x: x, y: y, width: columnWidth, height: titleHeight),
                                  valueFrame: Rect(x: x, y: y + titleHeight + 2, width: columnWidth, height: valueHeight)))
        }
        stats = cells
        statsFrame = Rect(x: m, y: statsTop, width: width, height: statsHeight)

        shelterFrame = Rect(x: m, y: statsFrame.maxY + 16, width: width, height: shelterHeight)
        let buttonY = shelterFrame.midY - Self.buttonSize / 2
        let call = Rect(x: shelterFrame.maxX - 10 - Self.buttonSize, y: buttonY, width: Self.buttonSize, height: Self.buttonSize)
        let map = call.offsetBy(dx: -(Self.buttonSize + 8), dy: 0)
        let name = Rect(x: shelterFrame.minX + 12 + 30 + 8, y: shelterFrame.midY - nameHeight / 2,
                        width: shelterTextWidth, height: nameHeight)
        if settings.isRightToLeft {
            // Mirror the row: buttons on the left, the name on the right.
            func mirrored(_ r: Rect) -> Rect { Rect(x: size.width - r.maxX, y: r.minY, width: r.width, height: r.height) }
            callButtonFrame = mirrored(call); mapButtonFrame = mirrored(map); shelterNameFrame = mirrored(name)
        } else {
            callButtonFrame = call; mapButtonFrame = map; shelterNameFrame = name
        }
    }

    /// Point size of a text style, capped as the screen requires.
    func pointSize(_ style: TextStyle) -> Double {
        style.pointSize(for: min(settings.contentSize, Self.largestContentSize))
    }

    /// The house glyph's box inside the shelter card.
    var shelterIconFrame: Rect {
        let x = settings.isRightToLeft ? shelterFrame.maxX - 12 - 30 : shelterFrame.minX + 12
        return Rect(x: x, y: shelterFrame.midY - 15, width: 30, height: 30)
    }

    // MARK: Carousel

    /// Card size: a little narrower than tall, shrinking with the carousel.
    var cardSize: Size {
        let height = carouselFrame.height - 16
        return Size(width: min(260, height * 0.9), height: height)
    }

    /// Distance between neighbouring card centres.
    var cardPitch: Double { cardSize.width + 18 }

    /// The resting frame of card `index` when the carousel shows `position` (possibly fractional).
    func cardFrame(_ index: Int, position: Double) -> Rect {
        let offset = (Double(index) - position) * cardPitch * (settings.isRightToLeft ? -1 : 1)
        let center = carouselFrame.midX + offset
        return Rect(x: center - cardSize.width / 2, y: carouselFrame.minY + 8, width: cardSize.width, height: cardSize.height)
    }

    // MARK: Gallery overlay

    var galleryCloseFrame: Rect {
        let x = settings.isRightToLeft ? Self.margin : size.width - Self.margin - Self.buttonSize
        return Rect(x: x, y: Self.top, width: Self.buttonSize, height: Self.buttonSize)
    }

    /// The pictures, stacked under the close button.
    func galleryPictureFrames(count: Int) -> [Rect] {
        guard count > 0 else { return [] }
        let top = galleryCloseFrame.maxY + 12, bottom = size.height - 40, gap = 12.0
        let height = min(240, (bottom - top - gap * Double(count - 1)) / Double(count))
        let width = min(size.width - 2 * Self.margin, height * 1.5)
        return (0..<count).map { i in
            Rect(x: (size.width - width) / 2, y: top + Double(i) * (height + gap), width: width, height: height)
        }
    }
}
