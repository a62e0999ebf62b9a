import AXCore
import Foundation

/// Laid-out nodes' heights after their text reflowed, shared by every copy of one parsed scene file
/// (the parsed scene and every copy its descriptor makes), by the named values and settings they
/// were reflowed under. Every layout asks each row of a column for its size several times (the
/// column's size, then its children, then its container's), each drop lays a reorderable list out
/// again, and exploration and validation make a fresh copy for every action and settings variant:
/// reflowing every row's text in each copy was a sixth of exploring a 50-row list
/// (docs/validation.md, "What exploration costs"). Exact: the height is a function of the node's
/// drawing (the node is the parsed file's, which every copy shares and nothing changes), its
/// declared height, the settings, and the named values (its conditions, slides and interpolated
/// text), all part of the key; an order, a scroll offset or an open screen does not enter it, so a
/// reorder keeps every row's height. Locked: the window's findings are validated on copies in the
/// background while the window lays its own copy out.
final class ReflowedHeights: @unchecked Sendable {
    /// The heights reflowed under one set of named values and one of settings, by node: found by
    /// the node's identity, as hashing the settings on every row's lookup cost more than the
    /// table saved.
    final class Table {
        fileprivate let state: [String: FileValue]
        fileprivate let settings: Settings
        fileprivate var heights: [Key: Double] = [:]
        fileprivate init(state: [String: FileValue], settings: Settings) { self.state = state; self.settings = settings }
    }

    fileprivate struct Key: Hashable {
        /// The parsed file's node, which lives as long as any copy of the file.
        var node: ObjectIdentifier
        var declaredHeight: Double
    }

    private struct TableKey: Hashable {
        var state: [String: FileValue]
        var settings: Settings
    }

    /// The most tables kept: each holds the file's rows under one set of named values and settings;
    /// past it the oldest is let go (its heights are then reflowed again, to the same values), so
    /// memory stays bounded however many states an exploration reaches.
    static let tablesKept = 256

    private let lock = NSLock()
    private var tables: [TableKey: Table] = [:]
    private var order: [TableKey] = []

    /// An empty store, for a newly parsed file.
    init() {}

    /// The table for `state` and `settings`, made empty if there is none.
    fileprivate func table(for state: [String: FileValue], settings: Settings) -> Table {
        let key = TableKey(state: state, settings: settings)
        lock.lock(); defer { lock.unlock() }
        if let known = tables[key] { return known }
        let table = Table(state: state, settings: settings)
        if order.count >= Self.tablesKept { tables[order.removeFirst()] = nil }
        order.append(key)
        tables[key] = table
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
    /// the file's shared table for the named values the scene holds now and `settings`.
    func reflowedHeight(of node: FileNode, declaredHeight: Double, settings: Settings) -> Double {
        if let first = reflowedTables.first, first.state != state { reflowedTables.removeAll(keepingCapacity: true) }
        let table: ReflowedHeights.Table
        if let known = reflowedTables.first(where: { $0.settings == settings }) {
            table = known
        } else {
            table = reflowedHeights.table(for: state, settings: settings)
            reflowedTables.append(table)
        }
        let key = ReflowedHeights.Key(node: ObjectIdentifier(node), declaredHeight: declaredHeight)
        if let known = reflowedHeights.height(key, in: table) { return known }
        let height = drawing(settings).reflow(node.drawing, origin: .zero, declaredHeight: declaredHeight).height ?? declaredHeight
        reflowedHeights.keep(height, for: key, in: table)
        return height
    }
}
