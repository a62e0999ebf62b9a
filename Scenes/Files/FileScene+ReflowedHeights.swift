import AXCore
import Foundation

/// Laid-out nodes' heights after their text reflowed, shared by every copy of one parsed scene file
/// (the parsed scene and every copy its descriptor makes), by the named values they were reflowed
/// under. Every layout asks each row of a column for its size several times (the column's size,
/// then its children, then its container's), each drop lays a reorderable list out again, and
/// exploration and validation make a fresh copy for every action and settings variant: reflowing
/// every row's text in each copy was a sixth of exploring a 50-row list (docs/validation.md, "What
/// exploration costs"). Exact: the height is a function of the node's drawing (fixed for its id,
/// which a file gives one node), its declared height, the settings, and the named values (its
/// conditions, slides and interpolated text), all part of the key; an order, a scroll offset or an
/// open screen does not enter it, so a reorder keeps every row's height. Locked: the window's
/// findings are validated on copies in the background while the window lays its own copy out.
final class ReflowedHeights: @unchecked Sendable {
    /// The heights reflowed under one set of named values.
    final class Table {
        fileprivate let state: [String: FileValue]
        fileprivate var heights: [Key: Double] = [:]
        fileprivate init(state: [String: FileValue]) { self.state = state }
    }

    fileprivate struct Key: Hashable {
        var nodeID: String
        var declaredHeight: Double
        var settings: Settings
    }

    /// The most sets of named values kept: each is one table of the file's rows under a few
    /// settings; past it the oldest is let go (its heights are then reflowed again, to the same
    /// values), so memory stays bounded however many states an exploration reaches.
    static let tablesKept = 64

    private let lock = NSLock()
    private var tables: [[String: FileValue]: Table] = [:]
    private var order: [[String: FileValue]] = []

    /// An empty store, for a newly parsed file.
    init() {}

    /// The table for `state`, made empty if there is none.
    func table(for state: [String: FileValue]) -> Table {
        lock.lock(); defer { lock.unlock() }
        if let known = tables[state] { return known }
        let table = Table(state: state)
        if order.count >= Self.tablesKept { tables[order.removeFirst()] = nil }
        order.append(state)
        tables[state] = table
        return table
    }

    fileprivate func height(_ key: Key, in table: Table) -> Double? {
        lock.lock(); defer { lock.unlock() }
        return table.heights[key]
    }

    fileprivate func keep(_ height: Double, for key: Key, in table: Table) {
        lock.lock(); defer { lock.unlock() }
        table.heights[key] = height
    }
}

extension FileScene {
    /// `node`'s height under `settings` once its wrapped text reflowed (`FileDrawing.reflow`), from
    /// the file's shared table for the named values the scene holds now.
    func reflowedHeight(of node: FileNode, declaredHeight: Double, settings: Settings) -> Double {
        if reflowedTable?.state != state { reflowedTable = reflowedHeights.table(for: state) }
        let table = reflowedTable!
        let key = ReflowedHeights.Key(nodeID: node.id, declaredHeight: declaredHeight, settings: settings)
        if let known = reflowedHeights.height(key, in: table) { return known }
        let height = drawing(settings).reflow(node.drawing, origin: .zero, declaredHeight: declaredHeight).height ?? declaredHeight
        reflowedHeights.keep(height, for: key, in: table)
        return height
    }
}
