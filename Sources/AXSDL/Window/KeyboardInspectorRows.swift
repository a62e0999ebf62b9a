import AXCore
import AXEngine

extension SceneWindow {
    /// The inspector's Full Keyboard Access rows while it is on: where the focus is (its item, its
    /// place in the group, the group's place in Tab order) and the list shown, its chosen entry in
    /// brackets (docs/keyboard.md).
    static func keyboardRows(isOn: Bool, focusID: String?, map: KeyboardFocusMap, list: KeyboardList?) -> [(key: String, value: String)] {
        guard isOn else { return [] }
        guard let focusID, let place = map.position(of: focusID) else { return [("keyboard", "no focus")] }
        let group = map.groups[place.group]
        var rows: [(key: String, value: String)] = [
            ("keyboard", focusID + (group.containerID.map { " in \($0)" } ?? "")
                + ", item \(place.item + 1) of \(group.items.count), group \(place.group + 1) of \(map.groups.count)"),
        ]
        if let list {
            let entries = list.titles.enumerated().map { $0.offset == list.selected ? "[\($0.element)]" : $0.element }
            rows.append((list.kind == .actions ? "actions" : "help", entries.isEmpty ? "none" : entries.joined(separator: ", ")))
        }
        return rows
    }
}
