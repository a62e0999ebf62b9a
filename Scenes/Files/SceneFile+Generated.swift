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
}
