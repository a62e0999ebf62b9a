import AXCore

/// A laid-out node's height after its text reflowed, kept while the named values stay as they were.
/// Every layout asks each row of a column for its size several times (the column's size, then its
/// children, then its container's), and each drop lays a reorderable list out again: reflowing every
/// row's text each time was half the cost of exploring a list's drops (docs/validation.md, "What
/// exploration costs"). Exact: the height is a function of the node's drawing (fixed for its id,
/// which a file gives one node), its declared height, the settings, and the named values (its
/// conditions, slides and interpolated text); an order, a scroll offset or an open screen does not
/// enter it, so a reorder keeps every row's height.
struct ReflowedHeights {
    /// The named values the heights were reflowed under; any change empties the table.
    fileprivate var state: [String: FileValue] = [:]
    fileprivate var heights: [Key: Double] = [:]

    /// An empty table.
    init() {}

    fileprivate init(state: [String: FileValue]) { self.state = state }

    fileprivate struct Key: Hashable {
        var nodeID: String
        var declaredHeight: Double
        var settings: Settings
    }
}

extension FileScene {
    /// `node`'s height under `settings` once its wrapped text reflowed (`FileDrawing.reflow`), from
    /// the table while the named values are those it was filled under.
    func reflowedHeight(of node: FileNode, declaredHeight: Double, settings: Settings) -> Double {
        if reflowedHeights.state != state { reflowedHeights = ReflowedHeights(state: state) }
        let key = ReflowedHeights.Key(nodeID: node.id, declaredHeight: declaredHeight, settings: settings)
        if let known = reflowedHeights.heights[key] { return known }
        let height = drawing(settings).reflow(node.drawing, origin: .zero, declaredHeight: declaredHeight).height ?? declaredHeight
        reflowedHeights.heights[key] = height
        return height
    }
}
