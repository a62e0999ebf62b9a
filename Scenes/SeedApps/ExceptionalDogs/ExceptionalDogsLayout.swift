import AXCore

/// Where everything of the Exceptional Dogs screen goes for one dog and one set of settings:
/// carousel, favorite and gallery buttons, the stats grid, the shelter card, and the gallery overlay,
/// in layout coordinates (leading edge on the left; the composition mirrors them for right-to-left
/// layouts).
/// One screen without scrolling, like the sample app, so text stops growing at the first
/// accessibility size (UIKit's `maximumContentSizeCategory`); below that every style follows the
/// content size.
struct ExceptionalDogsLayout {
    /// One title/value pair of the stats grid.
    struct StatCell {
        let title: String
        let value: String
        /// Rows come in blocks of two (Name and Breed, Age and Gender, …).
        let block: Int
        let titleFrame: Rect
        let valueFrame: Rect
        var frame: Rect { titleFrame.union(valueFrame) }
        /// "name", "breed", … for element ids.
        var key: String { title.lowercased() }
    }

    static let margin = 20.0
    static let top = 54.0
    static let buttonSize = 44.0
    /// Between the title column and the values.
    static let columnGap = 12.0
    /// Between the rows of a block, and between blocks.
    static let rowGap = 4.0
    static let blockGap = 12.0
    static let largestContentSize = ContentSizeCategory.accessibilityMedium
    /// Weights the wrapped texts are drawn in (before Bold Text), so layout measures what is drawn.
    static let valueWeight = FontWeight.medium
    static let titleWeight = FontWeight.regular
    static let shelterWeight = FontWeight.semibold
    /// Distance between baselines, as a multiple of the point size.
    static let lineSpacing = EstimatedTextMetrics().lineHeight(size: 1)

    let settings: Settings
    let size: Size
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
        func point(_ style: TextStyle) -> Double { Self.pointSize(style, settings) }
        let metrics = EstimatedTextMetrics()
        // Heights of wrapped text, measured with the weight it is drawn in (Bold Text widens it).
        func height(_ text: String, _ style: TextStyle, _ weight: FontWeight, width: Double) -> Double {
            Double(metrics.lineCount(of: text, size: point(style), weight: settings.weight(weight), width: width))
                * metrics.lineHeight(size: point(style)) + 1
        }

        // Stats: seven rows, each a title with its value beside it, grouped in blocks of two rows
        // (the sample app's pairs of stack views: titles in one, values in the other).
        let titleColumn = Dog.all.flatMap(\.stats).map { pair in
            metrics.width(of: pair.title, size: point(.subheadline), weight: settings.weight(Self.titleWeight))
        }.max()! + 4
        let valueWidth = width - titleColumn - Self.columnGap
        let titleHeight = metrics.lineHeight(size: point(.subheadline)) + 1
        var rows: [(index: Int, pair: (title: String, value: String), y: Double, valueHeight: Double)] = []
        var rowTop = 0.0
        for (index, pair) in dog.stats.enumerated() {
            if index > 0 { rowTop += index % 2 == 0 ? Self.blockGap : Self.rowGap }
            let valueHeight = height(pair.value, .body, Self.valueWeight, width: valueWidth)
            rows.append((index, pair, rowTop, valueHeight))
            rowTop += max(titleHeight, valueHeight)
        }
        let statsHeight = rowTop

        // The shelter card: a house glyph, the name, then the map and call buttons.
        let shelterTextWidth = width - 12 - 30 - 8 - 2 * Self.buttonSize - 8 - 10 - 8
        let nameHeight = height(Dog.shelterName, .headline, ExceptionalDogsLayout.shelterWeight, width: shelterTextWidth)
        let shelterHeight = max(64, nameHeight + 20)

        // The carousel takes what is left, within reason.
        let fixed = Self.top + 8 + Self.buttonSize + 14 + statsHeight + 16 + shelterHeight + 34
        let carouselHeight = min(360, max(170, size.height - fixed))
        carouselFrame = Rect(x: 0, y: Self.top, width: size.width, height: carouselHeight)

        let buttonsTop = carouselFrame.maxY + 8
        // Favorite at the leading corner, the gallery at the trailing one.
        favoriteFrame = Rect(x: m, y: buttonsTop, width: Self.buttonSize, height: Self.buttonSize)
        galleryButtonFrame = Rect(x: size.width - m - Self.buttonSize, y: buttonsTop, width: Self.buttonSize, height: Self.buttonSize)

        let statsTop = buttonsTop + Self.buttonSize + 14
        // Titles on the leading side, values after them.
        let titleX = m
        let valueX = m + titleColumn + Self.columnGap
        stats = rows.map { row in
            StatCell(title: row.pair.title, value: row.pair.value, block: row.index / 2,
                     titleFrame: Rect(x: titleX, y: statsTop + row.y, width: titleColumn, height: titleHeight),
                     valueFrame: Rect(x: valueX, y: statsTop + row.y, width: valueWidth, height: row.valueHeight))
        }
        statsFrame = Rect(x: m, y: statsTop, width: width, height: statsHeight)

        shelterFrame = Rect(x: m, y: statsFrame.maxY + 16, width: width, height: shelterHeight)
        let buttonY = shelterFrame.midY - Self.buttonSize / 2
        let call = Rect(x: shelterFrame.maxX - 10 - Self.buttonSize, y: buttonY, width: Self.buttonSize, height: Self.buttonSize)
        let map = call.offsetBy(dx: -(Self.buttonSize + 8), dy: 0)
        let name = Rect(x: shelterFrame.minX + 12 + 30 + 8, y: shelterFrame.midY - nameHeight / 2,
                        width: shelterTextWidth, height: nameHeight)
        callButtonFrame = call; mapButtonFrame = map; shelterNameFrame = name
    }

    /// Point size of a text style, capped as the screen requires.
    static func pointSize(_ style: TextStyle, _ settings: Settings) -> Double {
        style.pointSize(for: min(settings.contentSize, largestContentSize))
    }

    func pointSize(_ style: TextStyle) -> Double { Self.pointSize(style, settings) }

    /// The house glyph's box inside the shelter card.
    var shelterIconFrame: Rect {
        Rect(x: shelterFrame.minX + 12, y: shelterFrame.midY - 15, width: 30, height: 30)
    }

    // MARK: Carousel

    /// Card size: a little narrower than tall, shrinking with the carousel.
    var cardSize: Size {
        let height = carouselFrame.height - 16
        return Size(width: min(260, height * 0.9), height: height)
    }

    /// Distance between neighbouring card centres.
    var cardPitch: Double { cardSize.width + 18 }

    /// The resting frame of card `index` when the carousel shows `position` (possibly fractional):
    /// the next dogs wait on the trailing side.
    func cardFrame(_ index: Int, position: Double) -> Rect {
        let center = carouselFrame.midX + (Double(index) - position) * cardPitch
        return Rect(x: center - cardSize.width / 2, y: carouselFrame.minY + 8, width: cardSize.width, height: cardSize.height)
    }

    // MARK: Gallery overlay

    var galleryCloseFrame: Rect {
        Rect(x: size.width - Self.margin - Self.buttonSize, y: Self.top, width: Self.buttonSize, height: Self.buttonSize)
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
