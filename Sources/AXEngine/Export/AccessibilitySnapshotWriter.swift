import AXCore

/// Writes what VoiceOver makes of a scene as AccessibilitySnapshot's model JSON (the
/// `[AccessibilityHierarchy]` its Codable model reads): the elements VoiceOver reaches, in navigation
/// order, with what the Session says for each as the model's `description` and `hint`, inside the
/// containers that model knows (list, landmark, semantic group, data table, tab bar); plain
/// containers are left out and their children take their place. Drag sources and drop points become
/// custom actions of the same names; custom content, user input labels and custom rotors are written
/// as the model has them (a container's custom rotors on each element inside it, since the model
/// has rotors on elements only, each result as the description and shape of the element it lands
/// on); what the model has no field for (direct touch, zoom, modality) is not written;
/// docs/import.md lists it.
public enum AccessibilitySnapshotWriter {
    /// What VoiceOver says for an element, and where it comes in navigation order.
    struct Speech {
        var traversalIndex: Int
        var description: String
        var hint: String?
    }

    /// The JSON text for `scene` under `settings` (VoiceOver on).
    public static func write(_ scene: Scene, settings: Settings) -> String {
        var voiceOver = settings
        voiceOver.voiceOver = true
        let order = NavigationOrder(scene: scene, settings: voiceOver)
        var speech: [String: Speech] = [:]
        for spoken in order.spokenElements where speech[spoken.id] == nil {
            speech[spoken.id] = Speech(traversalIndex: spoken.index, description: spoken.speech.description, hint: spoken.speech.hint)
        }
        // Elements without speech are not exposed to VoiceOver and are left out.
        let written = Written(speech: speech, elements: Dictionary(order.entries.map { ($0.id, $0.element) }) { first, _ in first })
        return JSONValue.array(nodes(scene.accessibilityElements(settings: voiceOver), written, inherited: []).map(\.value)).text() + "\n"
    }

    /// What the nodes are written with: the speech of every exposed element, and the elements by id
    /// (for custom rotors' results).
    private struct Written {
        var speech: [String: Speech]
        var elements: [String: AccessibilityElement]
    }

    /// Nodes in navigation order: an element by its index, a container by its first element's.
    /// `inherited` are the custom rotors of the containers above.
    private static func nodes(_ siblings: [AccessibilityElement], _ written: Written,
                              inherited: [CustomRotor]) -> [(index: Int, value: JSONValue)] {
        var out: [(index: Int, value: JSONValue)] = []
        for node in siblings where !node.elementsHidden {
            if node.isAccessibilityElement {
                guard let spoken = written.speech[node.id] else { continue }
                out.append((spoken.traversalIndex, .object([("element", .object([
                    ("_0", marker(node, spoken, rotors: node.customRotors + inherited, written)),
                    ("traversalIndex", .number(Double(spoken.traversalIndex))),
                ]))])))
                continue
            }
            let children = nodes(node.children, written, inherited: node.customRotors + inherited)
            guard let first = children.first else { continue }
            if let type = containerType(node) {
                out.append((first.index, .object([("container", .object([
                    ("_0", .object([("type", type), ("frame", rect(node.frame))])),
                    ("children", .array(children.map(\.value))),
                ]))])))
            } else {
                out += children
            }
        }
        return out.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
    }

    private static func containerType(_ node: AccessibilityElement) -> JSONValue? {
        if node.traits.contains(.tabBar) { return .object([("tabBar", .object([]))]) }
        switch node.container {
        case .none: return nil
        case .list, .landmark, .tabBar: return .object([(node.container.rawValue, .object([]))])
        case .semanticGroup:
            var fields: [(key: String, value: JSONValue)] = []
            if let label = node.label?.string { fields.append(("label", .string(label))) }
            if let value = node.value?.string { fields.append(("value", .string(value))) }
            fields.append(("identifier", .string(node.id)))
            return .object([("semanticGroup", .object(fields))])
        case .dataTable:
            // As many rows and columns as its cells reach; a table whose cells say neither, one
            // column and a row per child.
            var rows = 0, columns = 0
            func reach(_ elements: [AccessibilityElement]) {
                for e in elements {
                    if let cell = e.dataTableCell {
                        if let row = cell.row { rows = max(rows, row + cell.rowSpan) }
                        if let column = cell.column { columns = max(columns, column + cell.columnSpan) }
                    }
                    if e.container != .dataTable { reach(e.children) }
                }
            }
            reach(node.children)
            if rows == 0 && columns == 0 { rows = node.children.count; columns = 1 }
            return .object([("dataTable", .object([("rowCount", .number(Double(rows))), ("columnCount", .number(Double(columns)))]))])
        }
    }

    /// The fields in the order AccessibilitySnapshot's encoder writes them; absent optionals are left out.
    private static func marker(_ e: AccessibilityElement, _ spoken: Speech, rotors: [CustomRotor], _ written: Written) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("description", .string(spoken.description))]
        if let label = e.label?.string { fields.append(("label", .string(label))) }
        if let value = e.value?.string { fields.append(("value", .string(value))) }
        fields.append(("traits", .array(e.traits.accessibilitySnapshotNames.map { .string($0) })))
        fields.append(("identifier", .string(e.id)))
        if let hint = spoken.hint { fields.append(("hint", .string(hint))) }
        if !e.userInputLabels.isEmpty { fields.append(("userInputLabels", .array(e.userInputLabels.map { .string($0) }))) }
        fields.append(("shape", shape(e)))
        fields.append(("activationPoint", point(e.resolvedActivationPoint)))
        fields.append(("usesDefaultActivationPoint", .bool(e.activationPoint == nil)))
        fields.append(("customActions", .array(actionNames(e).map { .string($0) })))
        fields.append(("customContent", .array(e.customContent.map { content in
            .object([("label", .string(content.label)), ("value", .string(content.value)),
                     ("isImportant", .bool(content.importance == .high))])
        })))
        fields.append(("customRotors", .array(rotors.map { customRotor($0, written) })))
        if let language = e.language { fields.append(("accessibilityLanguage", .string(language))) }
        // As Switch Control decides it: the element's own setting, else what UIKit infers (an element
        // set not to respond was written as responding, for its button trait).
        fields.append(("respondsToUserInteraction", .bool(ScanTree.respondsToUserInteraction(e))))
        return .object(fields)
    }

    /// What VoiceOver's Actions rotor offers with no drag under way, as a snapshot is taken: custom
    /// actions, then drag sources, which the model has no field for (their points are lost;
    /// docs/import.md). Drop points are offered only during a drag, and are not written.
    package static func actionNames(_ e: AccessibilityElement) -> [String] {
        e.customActions.map(\.name.string) + e.dragSources.map(\.name)
    }

    /// A custom rotor as the model has it: its name, a result marker for each element it lands on
    /// that VoiceOver reaches (the element's description and shape), and no limit.
    private static func customRotor(_ rotor: CustomRotor, _ written: Written) -> JSONValue {
        let markers: [JSONValue] = rotor.elementIDs().compactMap { id in
            guard let target = written.elements[id], let spoken = written.speech[id] else { return nil }
            return .object([("elementDescription", .string(spoken.description)), ("shape", shape(target))])
        }
        return .object([("name", .string(rotor.name)), ("resultMarkers", .array(markers)),
                        ("limit", .object([("none", .object([]))]))])
    }

    private static func shape(_ e: AccessibilityElement) -> JSONValue {
        guard let path = e.path else { return .object([("type", .string("frame")), ("frame", rect(e.frame))]) }
        let elements: [JSONValue] = path.elements.map { element in
            switch element {
            case .move(let p): return .object([("move", .object([("to", point(p))]))])
            case .line(let p): return .object([("line", .object([("to", point(p))]))])
            case .quad(let c, let p): return .object([("quadCurve", .object([("to", point(p)), ("control", point(c))]))])
            case .cubic(let c1, let c2, let p):
                return .object([("curve", .object([("to", point(p)), ("control1", point(c1)), ("control2", point(c2))]))])
            case .close: return .object([("closeSubpath", .object([]))])
            }
        }
        return .object([("type", .string("path")), ("pathElements", .array(elements))])
    }

    private static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }

    private static func rect(_ r: Rect) -> JSONValue {
        .array([.array([.number(r.minX), .number(r.minY)]), .array([.number(r.width), .number(r.height)])])
    }
}
