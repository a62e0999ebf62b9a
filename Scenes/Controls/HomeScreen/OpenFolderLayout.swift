import AXCore

/// Where an open folder's parts are: its name above a panel of its apps, three to a row, centred on
/// the screen over the dimmed home screen.
struct OpenFolderLayout {
    static let columns = 3
    static let panelWidth = 310.0
    static let cellHeight = 101.0

    let settings: Settings
    let screen: Size
    let appCount: Int

    private var nameSize: Double { settings.pointSize(.title1) }
    private var nameWeight: FontWeight { settings.weight(.bold) }

    func titleFrame(_ name: String) -> Rect {
        let height = TextMeasure.height(of: name, size: nameSize, weight: nameWeight, width: Self.panelWidth)
        let rows = Double((appCount + Self.columns - 1) / Self.columns)
        // Title and panel together sit a little above the centre, but never above the status bar.
        let total = height + 20 + rows * Self.cellHeight + 24
        let top = max(56, (screen.height - total) / 2 - 40)
        return Rect(x: (screen.width - Self.panelWidth) / 2, y: top, width: Self.panelWidth, height: height)
    }

    func panelFrame(_ name: String) -> Rect {
        let title = titleFrame(name)
        let rows = Double((appCount + Self.columns - 1) / Self.columns)
        return Rect(x: title.minX, y: title.maxY + 20, width: Self.panelWidth, height: rows * Self.cellHeight + 24)
    }

    /// The cell of app `index`, from the leading edge.
    func cell(_ index: Int, name: String) -> Rect {
        let panel = panelFrame(name)
        let column = index % Self.columns
        let width = (panel.width - 16) / Double(Self.columns)
        return Rect(x: panel.minX + 8 + Double(column) * width, y: panel.minY + 12 + Double(index / Self.columns) * Self.cellHeight,
                    width: width, height: Self.cellHeight)
    }
}
