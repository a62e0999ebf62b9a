import AXCore
import AXEngine
import AXTrace

/// `inspect --assistive switch-control`: a scene's scan tree as Switch Control scans it, groups
/// and items in scan order, each item's scanner menu, and the presses and seconds of auto scanning
/// (and the presses of manual scanning) it takes to reach it (docs/switch-control.md).
struct SwitchControlInspection {
    let sceneID: String
    let order: NavigationOrder
    let tree: ScanTree
    let settings: SwitchControlSettings
    /// The session over the scene: each item's menu is the one its scanner opens
    /// (`Session.scannerMenu(entry:in:)`), its Gestures page from what the scene declares and lifts.
    let session: Session

    init(sceneID: String, order: NavigationOrder, settings: SwitchControlSettings, session: Session) {
        self.sceneID = sceneID
        self.session = session
        self.order = order
        self.settings = settings
        tree = ScanTree(order: order, settings: settings)
    }

    /// The nodes in scan order (depth first), with their depth.
    private var walk: [(node: Int, depth: Int)] {
        var result: [(node: Int, depth: Int)] = []
        result.reserveCapacity(tree.nodes.count)
        func visit(_ node: Int, _ depth: Int) {
            result.append((node, depth))
            for child in tree.nodes[node].children { visit(child, depth + 1) }
        }
        for node in tree.topLevel { visit(node, 0) }
        return result
    }

    private func menu(of node: Int) -> ScannerMenu? {
        tree.entry(of: node).map { session.scannerMenu(entry: $0, in: order) }
    }

    private static func titles(_ entries: [ScannerMenuEntry]) -> String {
        entries.filter { $0 != .back }.map { $0.title + ($0.isOutsideApp ? " (outside the app)" : "") }.joined(separator: ", ")
    }

    var text: String {
        let groups = tree.nodes.filter { !$0.isItem }.count
        var lines = ["\(sceneID): \(Plural.count(tree.items.count, "item")) in \(Plural.count(groups, "group")), in Switch Control's scan order "
                     + "(\(settings.style.rawValue) scanning, \(settings.autoScanningTime) ms an item, \(settings.loops) loops"
                     + (settings.holdDuration.map { ", each press held \($0) ms" } ?? "")
                     + (settings.ignoreRepeat.map { ", a switch's repeats within \($0) ms ignored" } ?? "") + ")"]
        var itemNumber = 0
        for (node, depth) in walk {
            let indent = String(repeating: "   ", count: depth)
            let scanNode = tree.nodes[node]
            guard let entry = tree.entry(of: node) else {
                lines.append("\(indent)group \(scanNode.id) (\(Plural.count(scanNode.children.count, "member")))")
                continue
            }
            itemNumber += 1
            let reach = tree.reach(of: node, settings: settings)
            let said = DescriptionBuilder.describe(order.entries[entry].element, context: order.entries[entry].context).description
            lines.append("\(indent)\(itemNumber). \(scanNode.id): \(said)")
            lines.append("\(indent)   reach:    auto \(Plural.count(reach.autoPresses, "press", "presses")) after \(reach.autoSeconds); manual \(Plural.count(reach.manualPresses, "press", "presses"))")
            if let menu = menu(of: node) {
                lines.append("\(indent)   menu:     " + Self.titles(menu.top))
                if !menu.scroll.isEmpty { lines.append("\(indent)   scroll:   " + Self.titles(menu.scroll)) }
                if !menu.gestures.isEmpty { lines.append("\(indent)   gestures: " + Self.titles(menu.gestures)) }
            }
        }
        if !tree.flattenedGroups.isEmpty { lines.append("groups of one, scanned as their item: " + tree.flattenedGroups.joined(separator: ", ")) }
        if !tree.unscanned.isEmpty { lines.append("not scanned (no user interaction): " + tree.unscanned.joined(separator: ", ")) }
        // A scene's text is printed escaped: a label's newline cannot print a line of its own.
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }

    var json: String {
        var w = JSONLineWriter()
        w.string("scene", sceneID)
        var s = JSONLineWriter()
        for key in SwitchControlSettings.Key.allCases {
            switch settings.value(of: key) {
            case .flag(let flag): s.bool(key.rawValue, flag)
            case .number(let number): s.int(key.rawValue, number)
            case .off: s.raw(key.rawValue, "null")
            case .choice(let choice): s.string(key.rawValue, choice)
            }
        }
        w.raw("settings", s.line)
        var nodes: [String] = []
        for (node, depth) in walk {
            let scanNode = tree.nodes[node]
            var n = JSONLineWriter()
            n.string("kind", scanNode.isItem ? "item" : "group")
            n.string("id", scanNode.id)
            n.int("depth", depth)
            n.string("group", scanNode.parent.map { tree.nodes[$0].id })
            if let entry = tree.entry(of: node) {
                let element = order.entries[entry].element
                n.string("description", DescriptionBuilder.describe(element, context: order.entries[entry].context).description)
                let reach = tree.reach(of: node, settings: settings)
                n.int("autoPresses", reach.autoPresses)
                n.int("autoMilliseconds", reach.autoTime)
                n.int("manualPresses", reach.manualPresses)
                if let menu = menu(of: node) {
                    func entries(_ list: [ScannerMenuEntry]) -> String {
                        JSONLineWriter.array(list.filter { $0 != .back }.map { entry in
                            var e = JSONLineWriter()
                            e.string("title", entry.title); e.bool("outsideApp", entry.isOutsideApp)
                            return e.line
                        })
                    }
                    var m = JSONLineWriter()
                    m.raw("top", entries(menu.top)); m.raw("scroll", entries(menu.scroll)); m.raw("gestures", entries(menu.gestures))
                    // Added beside the pages before it: the Settings page, as item scanning shows it.
                    m.raw("settings", entries(menu.settings))
                    n.raw("menu", m.line)
                }
            } else {
                n.raw("members", JSONLineWriter.array(scanNode.children.map { JSONLineWriter.quoted(tree.nodes[$0].id) }))
            }
            nodes.append(n.line)
        }
        w.raw("nodes", JSONLineWriter.array(nodes))
        w.raw("flattenedGroups", JSONLineWriter.array(tree.flattenedGroups.map(JSONLineWriter.quoted)))
        w.raw("unscanned", JSONLineWriter.array(tree.unscanned.map(JSONLineWriter.quoted)))
        return w.line
    }
}
