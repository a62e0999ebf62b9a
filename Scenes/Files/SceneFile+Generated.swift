/// Generated scene files, for measuring validation at scale (`axsandbox bench --section scale`) and
/// for tests that count the work a probe does.
extension SceneFile {
    /// What each generated button does when activated.
    package enum GeneratedAction {
        /// Announces "Item N done": the scene's state does not change.
        case announce
        /// Flips its own true/false state, shown as its value.
        case toggle
    }

    /// The text of a scene file of `count` 36-pt buttons in rows of `columns` (39 pt apart), each
    /// doing `action` when activated, on a device as wide and tall as the grid needs (at least a
    /// phone's 390 × 844 pt; the format allows 10,000 pt each way, so 10,000 buttons need 26 columns
    /// or more).
    package static func buttonGrid(count: Int, columns: Int = 10, action: GeneratedAction = .announce) -> String {
        let rows = (count + columns - 1) / columns
        var elements: [String] = []
        var state: [String] = []
        elements.reserveCapacity(count)
        for i in 0..<count {
            let frame = "[\((i % columns) * 39), \((i / columns) * 39), 36, 36]"
            let behaviour: String
            switch action {
            case .announce:
                behaviour = "\"activate\": {\"announce\": \"Item \(i) done\"}"
            case .toggle:
                state.append("\"on\(i)\": false")
                behaviour = "\"toggles\": \"on\(i)\""
            }
            elements.append("{\"id\": \"b\(i)\", \"label\": \"Item \(i)\", \"traits\": [\"button\"], \"frame\": \(frame), \(behaviour)}")
        }
        return """
        {"format": "\(format)", "version": \(version), "id": "buttons-\(count)", "title": "\(count) buttons",
         "device": {"idiom": "phone", "width": \(max(390, columns * 39)), "height": \(max(844, rows * 39))}, "background": "#FFFFFF",
         "state": {\(state.joined(separator: ", "))},
         "elements": [
        \(elements.joined(separator: ",\n"))
        ]}
        """
    }

    /// A scene file of `count` screens chained by buttons (the bench's exploration row): the first
    /// screen's "Next" opens screen 1, each screen's "Next" the one after it and its "Back" closes it,
    /// so exploration goes one screen deeper per action.
    package static func screenChain(count: Int) -> String {
        func next(_ i: Int) -> String {
            "{\"id\": \"next\(i)\", \"label\": \"Next\", \"traits\": [\"button\"], \"frame\": [16, 200, 358, 50], \"activate\": {\"open\": \"s\(i + 1)\"}}"
        }
        var screens: [String] = []
        for i in 1..<count {
            var elements = ["{\"id\": \"back\(i)\", \"label\": \"Back\", \"traits\": [\"backButton\"], \"frame\": [0, 44, 80, 44], \"activate\": {\"close\": true}}",
                            "{\"id\": \"title\(i)\", \"label\": \"Screen \(i)\", \"traits\": [\"header\"], \"frame\": [16, 100, 358, 50]}"]
            if i + 1 < count { elements.append(next(i)) }
            screens.append("{\"id\": \"s\(i)\", \"title\": \"Screen \(i)\", \"elements\": [\(elements.joined(separator: ", "))]}")
        }
        return """
        {"format": "\(format)", "version": \(version), "id": "screens-\(count)", "title": "\(count) screens",
         "device": {"idiom": "phone", "width": 390, "height": 844}, "background": "#FFFFFF",
         "elements": [{"id": "title0", "label": "Screen 0", "traits": ["header"], "frame": [16, 100, 358, 50]}, \(next(0))],
         "screens": [
        \(screens.joined(separator: ",\n"))
        ]}
        """
    }

    /// A scene file of a reorderable list of `count` rows (the bench's exploration row): VoiceOver
    /// drags any row onto any other, so the first state alone offers about `count` × `count` drops.
    package static func reorderableList(count: Int) -> String {
        let rows = (0..<count).map { i in
            "{\"id\": \"row\(i)\", \"label\": \"Row \(i)\", \"size\": [358, 52], \"drawing\": [{\"rect\": [0, 0, 358, 52], \"fill\": \"#FFFFFF\"}, "
                + "{\"text\": \"Row \(i)\", \"box\": [16, 15, 240, 22], \"style\": \"body\", \"color\": \"#000000\"}]}"
        }
        return """
        {"format": "\(format)", "version": \(version), "id": "list-\(count)", "title": "A list of \(count)",
         "device": {"idiom": "phone", "width": 390, "height": \(max(844, 100 + count * 60))}, "background": "#F2F2F7",
         "elements": [{"id": "rows", "container": "list", "reorderable": true, "frame": [16, 56, 358, 0], "layout": {"axis": "column", "spacing": 8},
                       "children": [
        \(rows.joined(separator: ",\n"))
        ]}]}
        """
    }
}
