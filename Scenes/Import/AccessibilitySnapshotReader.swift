import AXCore

/// Reads AccessibilitySnapshot's model JSON (cashapp/AccessibilitySnapshot 0.12+): the Codable
/// `[AccessibilityHierarchy]`, each node `{"element": {"_0": marker, "traversalIndex": n}}` or
/// `{"container": {"_0": {"type": …, "frame": [[x, y], [w, h]]}, "children": [...]}}`.
///
/// Siblings are read in VoiceOver's order (their traversal indexes; a container sorts by its first),
/// so the scene's explicit order is the one AccessibilitySnapshot measured. Custom content and user
/// input labels are kept on the element; a custom rotor's result markers are matched to the
/// imported elements once the whole file is read (`RotorMarker`). Unknown fields are ignored: newer
/// versions of the library add some. docs/import.md maps every field.
enum AccessibilitySnapshotReader {
    /// A custom rotor's result: the description AccessibilitySnapshot predicted for the element it
    /// lands on, and that element's shape (its frame, or its path's bounds) when given.
    struct RotorMarker {
        var description: String
        var frame: Rect?
    }

    /// A custom rotor read from an element, its results not yet matched to elements.
    struct PendingRotor {
        var elementID: String
        var name: String
        var markers: [RotorMarker]
    }

    /// `lines` gives the line each JSON value starts on, by path (`JSONLineLocator`), so each
    /// element knows its line.
    static func read(_ root: JSONValue, file: String, lines: [String: Int] = [:]) throws -> ImportedHierarchy {
        var ids = ImportIDs(positions: lines)
        var predictions: [String: PredictedSpeech] = [:]
        var rotors: [PendingRotor] = []
        let nodes = try JSONCursor(value: root, path: "", file: file).array()
        let roots = try readSiblings(nodes, ids: &ids, predictions: &predictions, rotors: &rotors)
        let resolved = resolve(rotors, in: roots.map(\.element), predictions: predictions)
        return ImportedHierarchy(roots: roots.map { attach(resolved, to: $0.element) }, predictions: predictions,
                                 lines: ids.lines)
    }

    /// Counts the nodes (containers and elements, nested ones included) before any is read, refusing
    /// the file at the first past the limit (`ElementBudget`).
    static func count(_ root: JSONValue, file: String) throws {
        var budget = ElementBudget(file: file)
        func walk(_ items: [JSONValue], path: String) throws {
            for (i, item) in items.enumerated() {
                try budget.take(at: "\(path)[\(i)]")
                if case .array(let children)? = item["container"]?["children"] { try walk(children, path: "\(path)[\(i)].container.children") }
            }
        }
        if case .array(let items) = root { try walk(items, path: "") }
    }

    /// Each rotor's results as element ids. A marker lands on the element, in reading order, whose
    /// predicted description and frame both match it; failing that, the first whose frame matches,
    /// then the first whose description matches. A marker matching nothing is left out. Lookups
    /// are by table, so a file of many elements and many results reads in linear time.
    static func resolve(_ rotors: [PendingRotor], in roots: [AccessibilityElement],
                        predictions: [String: PredictedSpeech]) -> [String: [CustomRotor]] {
        guard !rotors.isEmpty else { return [:] }
        struct Key: Hashable { var frame: Rect; var description: String }
        var byBoth: [Key: String] = [:], byFrame: [Rect: String] = [:], byDescription: [String: String] = [:]
        for root in roots {
            root.forEachNode { node in
                guard node.isAccessibilityElement else { return }
                if byFrame[node.frame] == nil { byFrame[node.frame] = node.id }
                guard let description = predictions[node.id]?.description else { return }
                if byDescription[description] == nil { byDescription[description] = node.id }
                let key = Key(frame: node.frame, description: description)
                if byBoth[key] == nil { byBoth[key] = node.id }
            }
        }
        var out: [String: [CustomRotor]] = [:]
        for rotor in rotors {
            let ids: [String] = rotor.markers.compactMap { marker in
                guard let frame = marker.frame else { return byDescription[marker.description] }
                return byBoth[Key(frame: frame, description: marker.description)] ?? byFrame[frame] ?? byDescription[marker.description]
            }
            out[rotor.elementID, default: []].append(CustomRotor(rotor.name) { ids })
        }
        return out
    }

    /// The tree with each element's resolved custom rotors set.
    private static func attach(_ rotors: [String: [CustomRotor]], to node: AccessibilityElement) -> AccessibilityElement {
        guard !rotors.isEmpty else { return node }
        var node = node
        if let own = rotors[node.id] { node.customRotors = own }
        node.children = node.children.map { attach(rotors, to: $0) }
        return node
    }

    /// Siblings in VoiceOver's order: by traversal index, a container by its first element's.
    private static func readSiblings(_ cursors: [JSONCursor], ids: inout ImportIDs,
                                     predictions: inout [String: PredictedSpeech],
                                     rotors: inout [PendingRotor]) throws -> [(sortIndex: Int, element: AccessibilityElement)] {
        var read: [(sortIndex: Int, element: AccessibilityElement)] = []
        for cursor in cursors { read.append(try readNode(cursor, ids: &ids, predictions: &predictions, rotors: &rotors)) }
        // A stable sort: equal indexes keep the file's order.
        return read.enumerated().sorted { ($0.element.sortIndex, $0.offset) < ($1.element.sortIndex, $1.offset) }.map(\.element)
    }

    private static func readNode(_ c: JSONCursor, ids: inout ImportIDs, predictions: inout [String: PredictedSpeech],
                                 rotors: inout [PendingRotor]) throws -> (sortIndex: Int, element: AccessibilityElement) {
        let o = try c.object()
        guard o.fields.count == 1, let key = o.fields.first?.key, key == "element" || key == "container" else {
            throw c.error("expected an object with one field, \"element\" or \"container\"")
        }
        let body = try o.required(key).object()
        if key == "element" {
            let index = try body.required("traversalIndex").int()
            let (element, prediction, elementRotors) = try readMarker(try body.required("_0"), ids: &ids)
            predictions[element.id] = prediction
            rotors += elementRotors
            return (index, element)
        }
        let container = try body.required("_0").object()
        let (type, label, identifier) = try readContainerType(try container.required("type"))
        let frame = try rect(try container.required("frame"))
        let id = ids.next(preferred: identifier, kind: "container", line: ids.line(at: c.path))
        let children = try readSiblings(try body.required("children").array(), ids: &ids, predictions: &predictions,
                                        rotors: &rotors)
        var node = AccessibilityElement.container(id: id, frame: frame, type: type, label: label.map { SpeechText($0) },
                                                  children: children.map(\.element))
        // Newer models mark an accessibilityViewIsModal container as a modal boundary.
        node.viewIsModal = try container.optional("isModalBoundary")?.bool() ?? false
        return (children.first?.sortIndex ?? Int.max, node)
    }

    /// `{"list": {}}`, `{"semanticGroup": {"label": …, "value": …, "identifier": …}}`,
    /// `{"dataTable": {"rowCount": n, "columnCount": m}}`, `{"landmark": {}}`, `{"tabBar": {}}`.
    private static func readContainerType(_ c: JSONCursor) throws -> (ContainerType, String?, String?) {
        let o = try c.object()
        let known = ["semanticGroup", "list", "landmark", "dataTable", "tabBar"]
        guard o.fields.count == 1, let key = o.fields.first?.key, known.contains(key) else {
            throw c.error("expected an object with one field, one of " + known.joined(separator: ", "))
        }
        let payload = try o.required(key).object()
        switch key {
        case "semanticGroup":
            return (.semanticGroup, try payload.optional("label")?.string(), try payload.optional("identifier")?.string())
        case "dataTable":
            _ = try payload.required("rowCount").int()
            _ = try payload.required("columnCount").int()
            return (.dataTable, nil, nil)
        default:
            return (ContainerType(rawValue: key)!, nil, nil)
        }
    }

    private static func readMarker(_ c: JSONCursor, ids: inout ImportIDs) throws
        -> (AccessibilityElement, PredictedSpeech, [PendingRotor]) {
        let o = try c.object()
        let description = try o.required("description").string()
        let predictedHint = try o.optional("hint")?.string()
        let snapshotTraits = try o.required("traits").array().map { try $0.string() }
        let (traits, flags) = mapTraits(snapshotTraits)
        let shapeCursor = try o.required("shape")
        let (frame, path) = try readShape(shapeCursor)
        var e = AccessibilityElement(id: ids.next(preferred: try o.optional("identifier")?.string(), kind: "element",
                                                  line: ids.line(at: c.path)), frame: frame)
        e.path = path
        e.traits = traits
        e.label = try o.optional("label")?.string().nonEmptySpeech
        e.value = try o.optional("value")?.string().nonEmptySpeech
        e.language = try o.optional("accessibilityLanguage")?.string()
        let activation = try point(try o.required("activationPoint"))
        let usesDefault = try o.optional("usesDefaultActivationPoint")?.bool() ?? false
        if !usesDefault { e.activationPoint = activation }
        e.customActions = try (o.optional("customActions")?.array() ?? []).map { action in
            ImportedScene.unanswerableAction(try action.string())
        }
        e.customContent = try (o.optional("customContent")?.array() ?? []).map(readCustomContent)
        e.userInputLabels = try (o.optional("userInputLabels")?.array() ?? []).map { try $0.string() }
        let rotors = try (o.optional("customRotors")?.array() ?? []).map { try readRotor($0, elementID: e.id) }
        // What the app says of the view, which decides what Switch Control, Voice Control and Full
        // Keyboard Access reach, as on iOS; absent, it is inferred from the traits and actions.
        e.respondsToUserInteraction = try o.optional("respondsToUserInteraction")?.bool()
        // Not in AccessibilitySnapshot's own output; read when an exporter adds the view's property.
        e.ignoresInvertColors = try o.optional("accessibilityIgnoresInvertColors")?.bool() ?? false
        // iOS's scroll indicator, should a snapshot list it: the system's, not the app's (`SystemElement`).
        e.systemElement = SystemElement.recognised(label: e.label?.string, value: e.value?.string, traits: e.traits)
        e.hint = SnapshotHint.developerHint(predictedHint: predictedHint, description: description, element: e,
                                            flags: flags)?.nonEmptySpeech
        return (e, PredictedSpeech(description: description, hint: predictedHint), rotors)
    }

    /// `{"label": …, "value": …, "isImportant": bool}` (AXCustomContent; important is `.high`).
    private static func readCustomContent(_ c: JSONCursor) throws -> CustomContent {
        let o = try c.object()
        let important = try o.optional("isImportant")?.bool() ?? false
        return CustomContent(label: try o.required("label").string(), value: try o.required("value").string(),
                             importance: important ? .high : .default)
    }

    /// `{"name": …, "resultMarkers": [{"elementDescription": …, "rangeDescription": …, "shape": …}],
    /// "limit": {"none": {}} | {"underMaxCount": {"_0": n}} | {"greaterThanMaxCount": {}}}`. The
    /// limit (how many results the library collected) is checked, not kept.
    private static func readRotor(_ c: JSONCursor, elementID: String) throws -> PendingRotor {
        let o = try c.object()
        let markers: [RotorMarker] = try (o.optional("resultMarkers")?.array() ?? []).map { item in
            let marker = try item.object()
            _ = try marker.optional("rangeDescription")?.string()
            return RotorMarker(description: try marker.required("elementDescription").string(),
                               frame: try marker.optional("shape").map { try readShape($0).0 })
        }
        if let limit = o.optional("limit") {
            let payload = try limit.object()
            let kinds = ["none", "underMaxCount", "greaterThanMaxCount"]
            guard payload.fields.count == 1, let key = payload.fields.first?.key, kinds.contains(key) else {
                throw limit.error("expected an object with one field, one of " + kinds.joined(separator: ", "))
            }
            if key == "underMaxCount" { _ = try payload.required(key).object().required("_0").int() }
        }
        return PendingRotor(elementID: elementID, name: try o.required("name").string(), markers: markers)
    }

    /// `{"type": "frame", "frame": [[x, y], [w, h]]}` or `{"type": "path", "pathElements": [...]}`.
    private static func readShape(_ c: JSONCursor) throws -> (Rect, Path?) {
        let o = try c.object()
        let typeCursor = try o.required("type")
        switch try typeCursor.choice(["frame", "path"]) {
        case "frame":
            return (try rect(try o.required("frame")), nil)
        default:
            var path = Path()
            let elements = try o.required("pathElements")
            // The SVG reader's limit: a path of a million segments costs seconds and gigabytes to draw and hit-test.
            if case .array(let raw) = elements.value, raw.count > InputLimits.pathSegments {
                throw elements.error("\(raw.count) path elements; a path may have at most \(InputLimits.pathSegments): simplify the shape")
            }
            for item in try elements.array() {
                let element = try item.object()
                let kinds = ["move", "line", "quadCurve", "curve", "closeSubpath"]
                guard element.fields.count == 1, let key = element.fields.first?.key, kinds.contains(key) else {
                    throw item.error("expected an object with one field, one of " + kinds.joined(separator: ", "))
                }
                let payload = try element.required(key).object()
                switch key {
                case "move": path.move(to: try point(try payload.required("to")))
                case "line": path.line(to: try point(try payload.required("to")))
                case "quadCurve": path.quad(to: try point(try payload.required("to")), control: try point(try payload.required("control")))
                case "curve":
                    path.cubic(to: try point(try payload.required("to")), control1: try point(try payload.required("control1")),
                               control2: try point(try payload.required("control2")))
                default: path.close()
                }
            }
            guard !path.isEmpty else { throw o.cursor.error("expected a path with at least one element") }
            return (path.bounds, path)
        }
    }

    /// CoreGraphics' wire form: a point `[x, y]`.
    static func point(_ c: JSONCursor) throws -> Point {
        let n = try c.numbers(2, "a point [x, y]")
        return Point(n[0], n[1])
    }

    /// CoreGraphics' wire form: a rectangle `[[x, y], [width, height]]`.
    static func rect(_ c: JSONCursor) throws -> Rect {
        let parts = try c.array()
        guard parts.count == 2 else { throw c.error("expected a rectangle [[x, y], [width, height]], found \(parts.count) items") }
        let origin = try point(parts[0])
        let size = try parts[1].numbers(2, "a size [width, height]")
        guard size[0] >= 0, size[1] >= 0 else { throw parts[1].error("expected a non-negative width and height") }
        return Rect(origin.x, origin.y, size[0], size[1])
    }

    /// AccessibilitySnapshot's trait names (UIKit's public ones and the private ones its parser reads)
    /// as ours; docs/import.md lists the mapping. Names it does not know (`unknown(n)`) are ignored.
    static func mapTraits(_ names: [String]) -> (AccessibilityTraits, SnapshotHint.Flags) {
        var traits = AccessibilityTraits()
        var flags = SnapshotHint.Flags()
        for name in names {
            switch name {
            case "textEntry": traits.insert(.textField)
            case "textArea": traits.formUnion([.textField, .textArea])
            case "secureTextField": traits.formUnion([.textField, .secureTextField])
            case "isEditing": flags.editing = true
            case "switchButton": traits.insert(.toggleButton)
            case "tabBarItem": flags.tabBarItem = true
            default:
                if let trait = try? AccessibilityTraits(name: name) { traits.insert(trait) }
            }
        }
        return (traits, flags)
    }
}

extension String {
    /// The string as speech text, nil when empty (exports write empty strings for absent labels).
    var nonEmptySpeech: SpeechText? { isEmpty ? nil : SpeechText(self) }
}
