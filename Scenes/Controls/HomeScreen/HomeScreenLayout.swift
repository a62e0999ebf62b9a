import AXCore

/// Where everything on the home screen is, for one arrangement and settings, and which drop a
/// point means, in layout coordinates (leading edge on the left): the composition mirrors it for
/// right-to-left layouts. The geometry is that of a 390×844 phone.
struct HomeScreenLayout {
    static let gridTop = 62.0
    static let sideMargin = 22.0
    static let iconSize = 60.0
    static let rowHeight = 101.0
    /// Dropping within this distance of the left or right screen edge moves the item to the
    /// neighbouring page, as holding an icon at the edge does on iOS.
    static let edgeWidth = 14.0
    /// Share of an icon's cell on either side that means "drop beside" rather than "make a folder".
    static let sideZone = 0.3

    let settings: Settings
    let size: Size

    init(settings: Settings, size: Size) {
        self.settings = settings
        self.size = size
    }

    var columnWidth: Double { (size.width - 2 * Self.sideMargin) / Double(HomeScreenModel.columns) }
    var gridFrame: Rect {
        Rect(x: 0, y: Self.gridTop, width: size.width, height: Self.rowHeight * Double(HomeScreenModel.rows))
    }
    var pageControlFrame: Rect { Rect(x: size.width / 2 - 80, y: gridFrame.maxY + 4, width: 160, height: 44) }
    var dockFrame: Rect { Rect(x: 12, y: pageControlFrame.maxY + 12, width: size.width - 24, height: 96) }
    /// The edit mode's Done button, top trailing.
    var doneFrame: Rect {
        let width = max(78, TextMeasure.width(of: "Done", size: labelSize(.body), weight: settings.weight(.semibold)) + 32)
        return Rect(x: size.width - 16 - width, y: 10, width: width, height: 44)
    }

    /// Icon labels grow with the content size up to what two lines under an icon can hold.
    func labelSize(_ style: TextStyle) -> Double {
        min(settings.pointSize(style), style == .caption1 ? 14 : 22)
    }

    /// The frame of the page slot `index` (icon and its name), from the leading edge.
    func pageCell(_ index: Int) -> Rect {
        let row = index / HomeScreenModel.columns
        let column = index % HomeScreenModel.columns
        return Rect(x: Self.sideMargin + Double(column) * columnWidth, y: Self.gridTop + Double(row) * Self.rowHeight,
                    width: columnWidth, height: Self.rowHeight)
    }

    /// The frame of dock slot `index` when the dock holds `count` items, centred.
    func dockCell(_ index: Int, count: Int) -> Rect {
        let dock = dockFrame
        let start = dock.midX - Double(count) * columnWidth / 2
        return Rect(x: start + Double(index) * columnWidth, y: dock.minY + 8, width: columnWidth, height: dock.height - 16)
    }

    func cell(in area: HomeArea, index: Int, count: Int) -> Rect {
        switch area {
        case .page: return pageCell(index)
        case .dock: return dockCell(index, count: count)
        }
    }

    /// The icon square in a cell: centred at the top of a page cell, in the middle of a dock cell.
    func icon(in cell: Rect, area: HomeArea) -> Rect {
        let y: Double
        switch area {
        case .page: y = cell.minY
        case .dock: y = cell.midY - Self.iconSize / 2
        }
        return Rect(x: cell.midX - Self.iconSize / 2, y: y, width: Self.iconSize, height: Self.iconSize)
    }

    func labelBox(in cell: Rect) -> Rect {
        let size = labelSize(.caption1)
        return Rect(x: cell.minX + 2, y: cell.minY + Self.iconSize + 5, width: cell.width - 4, height: 2 * TextMeasure.lineHeight(size: size) + 1)
    }

    /// The item under a point on the visible page or in the dock.
    func hit(_ point: Point, model: HomeScreenModel, page: Int) -> (area: HomeArea, index: Int)? {
        for area in [HomeArea.page(page), .dock] {
            let items = model.items(in: area)
            for index in items.indices where cell(in: area, index: index, count: items.count).contains(point) {
                return (area, index)
            }
        }
        return nil
    }

    /// Beside the icon `id` at `point` rather than into it: before it on its leading half, after it
    /// on its trailing half (a drop on an icon's centre lifted before a folder formed).
    func sideTarget(at point: Point, of id: String, model: HomeScreenModel, page: Int) -> HomeDropTarget {
        guard let (area, index) = hit(point, model: model, page: page) else { return .before(id) }
        let cell = self.cell(in: area, index: index, count: model.items(in: area).count)
        return point.x < cell.midX ? .before(id) : .after(id)
    }

    /// What dropping at `point` means while the visible page is `page`; nil where nothing can land.
    func dropTarget(at point: Point, model: HomeScreenModel, page: Int) -> HomeDropTarget? {
        let next = HomeDropTarget.end(.page(page + 1))
        let previous: HomeDropTarget? = page > 0 ? .end(.page(page - 1)) : nil
        if pageControlFrame.contains(point) {
            // The trailing half of the page dots means the next page.
            return point.x >= pageControlFrame.midX ? next : previous
        }
        if let (area, index) = hit(point, model: model, page: page) {
            let items = model.items(in: area)
            let cell = self.cell(in: area, index: index, count: items.count)
            let along = (point.x - cell.minX) / cell.width
            let target = items[index].id
            if along < Self.sideZone { return .before(target) }
            if along > 1 - Self.sideZone { return .after(target) }
            return .folder(target)
        }
        if dockFrame.contains(point) { return .end(.dock) }
        if gridFrame.contains(point) {
            if point.x < Self.edgeWidth { return previous }
            if point.x >= size.width - Self.edgeWidth { return next }
            return .end(.page(page))
        }
        return nil
    }
}
