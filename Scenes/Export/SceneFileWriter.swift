import AXCore

/// Writes any scene as a scene file (format 1): its tree under the given settings, every attribute
/// evaluated now, and its drawing at time 0 as drawing items. A catalog scene's behaviour is not
/// written (declared custom actions and zoom succeed without changing anything, as in every scene
/// file); pictures (`image` items, an imported screenshot) and clips have no scene-file form and are
/// left out, and so are suppressions of an element the written tree does not hold.
public enum SceneFileWriter {
    /// The scene file for `scene` as it is under `settings` now, as JSON text that `SceneFile.parse` reads back.
    public static func write(_ scene: Scene, settings: Settings) -> String {
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: 0)
        let elements = scene.accessibilityElements(settings: settings)
        var fields: [(key: String, value: JSONValue)] = [
            ("format", .string(SceneFile.format)), ("version", .number(Double(SceneFile.version))),
            ("id", .string(scene.id)), ("title", .string(scene.title)),
            ("device", .object([("idiom", .string(scene.device.idiom.rawValue)), ("width", .number(scene.device.size.width)),
                                ("height", .number(scene.device.size.height))])),
            ("background", .string(list.background.hexString)),
            ("drawing", .array(list.items.flatMap(drawingItems))),
            ("elements", .array(elements.map(element))),
        ]
        if !scene.declaredGestures.isEmpty {
            fields.append(("gestures", .array(scene.declaredGestures.map { g in
                var o: [(key: String, value: JSONValue)] = [("kind", .string(g.kind.rawValue)), ("frame", rect(g.frame)),
                                                            ("meaning", .string(g.meaning))]
                if let eq = g.equivalentElementID { o.append(("equivalent", .string(eq))) }
                if g.isPathDependent { o.append(("pathDependent", .bool(true))) }
                if let direction = g.direction { o.append(("direction", .string(direction.rawValue))) }
                return .object(o)
            })))
        }
        // A suppression of an element this tree does not hold (one a later state shows, or a broken
        // twin lacks) suppresses nothing here, and a scene file refuses an element it does not declare.
        var ids = Set<String>()
        func collect(_ e: AccessibilityElement) {
            ids.insert(e.id)
            if !e.isAccessibilityElement { e.children.forEach(collect) }  // as `element(_:)` writes them
        }
        elements.forEach(collect)
        let suppressions = scene.suppressions.filter { $0.elementID.map(ids.contains) ?? true }
        if !suppressions.isEmpty {
            fields.append(("suppressions", .array(suppressions.map { s in
                var o: [(key: String, value: JSONValue)] = [("rule", .string(s.ruleID))]
                if let e = s.elementID { o.append(("element", .string(e))) }
                o.append(("reason", .string(s.reason)))
                return .object(o)
            })))
        }
        return JSONValue.object(fields).text() + "\n"
    }

    static func element(_ e: AccessibilityElement) -> JSONValue {
        var o: [(key: String, value: JSONValue)] = [("id", .string(e.id))]
        if let label = e.label?.string { o.append(("label", .string(label))) }
        if let value = e.value?.string { o.append(("value", .string(value))) }
        if let hint = e.hint?.string { o.append(("hint", .string(hint))) }
        if !e.traits.isEmpty { o.append(("traits", .array(e.traits.names.map { .string($0) }))) }
        o.append(("frame", rect(e.frame)))
        if let path = e.path, !path.isEmpty { o.append(("path", .string(path.svgString))) }
        if let p = e.activationPoint { o.append(("activationPoint", point(p))) }
        if let language = e.language { o.append(("language", .string(language))) }
        if !e.customContent.isEmpty {
            o.append(("customContent", .array(e.customContent.map { content in
                .object([("label", .string(content.label)), ("value", .string(content.value)),
                         ("importance", .string(content.importance.rawValue))])
            })))
        }
        if !e.userInputLabels.isEmpty { o.append(("userInputLabels", .array(e.userInputLabels.map { .string($0) }))) }
        if !e.customActions.isEmpty { o.append(("customActions", .array(e.customActions.map { .object([("name", .string($0.name.string))]) }))) }
        if !e.keyCommands.isEmpty {
            o.append(("keyCommands", .array(e.keyCommands.map { command in
                var k: [(key: String, value: JSONValue)] = [("title", .string(command.title)), ("keys", .string(command.chord.written)),
                                                             ("performs", .string(command.action.name))]
                if case .customAction(let name) = command.action { k.append(("action", .string(name))) }
                return .object(k)
            })))
        }
        if !e.dragSources.isEmpty { o.append(("dragSources", .array(e.dragSources.map(descriptor)))) }
        if !e.dropPoints.isEmpty { o.append(("dropPoints", .array(e.dropPoints.map(descriptor)))) }
        if let options = e.directTouch {
            o.append(("directTouch", .object([("silentOnTouch", .bool(options.contains(.silentOnTouch))),
                                              ("requiresActivation", .bool(options.contains(.requiresActivation)))])))
        }
        if e.onZoomIn != nil || e.onZoomOut != nil { o.append(("zoom", .bool(true))) }
        if e.viewIsModal { o.append(("modal", .bool(true))) }
        if e.elementsHidden { o.append(("hidden", .bool(true))) }
        if e.ignoresInvertColors { o.append(("ignoresInvertColors", .bool(true))) }
        if e.container != .none { o.append(("container", .string(e.container.rawValue))) }
        // A segmented control's segments end with "2 of 3".
        if e.isSeries { o.append(("series", .bool(true))) }
        // What Switch Control, Voice Control and Full Keyboard Access scan: left out, the file scanned a
        // container set apart as a group and an element set not to respond as an item.
        if e.navigationStyle != .automatic { o.append(("navigationStyle", .string(e.navigationStyle.rawValue))) }
        if let responds = e.respondsToUserInteraction { o.append(("respondsToUserInteraction", .bool(responds))) }
        if e.showsLargeContentViewer {
            o.append(("showsLargeContentViewer", .bool(true)))
            if let title = e.largeContentTitle { o.append(("largeContentTitle", .string(title))) }
            if let image = e.largeContentImage { o.append(("largeContentImage", .string(image))) }
        }
        if let cell = e.dataTableCell {
            var c: [(key: String, value: JSONValue)] = []
            if let row = cell.row { c.append(("row", .number(Double(row)))) }
            if let column = cell.column { c.append(("column", .number(Double(column)))) }
            if cell.rowSpan > 1 { c.append(("rowSpan", .number(Double(cell.rowSpan)))) }
            if cell.columnSpan > 1 { c.append(("columnSpan", .number(Double(cell.columnSpan)))) }
            if cell.isRowHeader { c.append(("rowHeader", .bool(true))) }
            if cell.isColumnHeader { c.append(("columnHeader", .bool(true))) }
            o.append(("dataTableCell", .object(c)))
        }
        if let system = e.systemElement { o.append(("system", .string(system.rawValue))) }
        if let control = e.standardControl { o.append(("standardControl", .string(control.rawValue))) }
        if !e.cutByCapture.isEmpty { o.append(("cutByCapture", .array(e.cutByCapture.names.map { .string($0) }))) }
        if e.exposureUnknown { o.append(("exposureUnknown", .bool(true))) }
        if !e.isAccessibilityElement && !e.children.isEmpty {
            // How the children are read: left out, a file's container reads them in the file's order
            // and keeps them together, and an imported screen (read by position) said its elements in
            // another order once exported.
            if !e.childrenInExplicitOrder { o.append(("readingOrder", .string("position"))) }
            if e.rowsJoinByCentre { o.append(("rowsJoinByCentre", .bool(true))) }
            if e.sortsByOwnFrame { o.append(("sortsByOwnFrame", .bool(true))) }
            o.append(("children", .array(e.children.map(element))))
        }
        return .object(o)
    }

    private static func descriptor(_ d: LocationDescriptor) -> JSONValue {
        var o: [(key: String, value: JSONValue)] = [("name", .string(d.name)), ("point", point(d.point))]
        if let view = d.viewID { o.append(("view", .string(view))) }
        return .object(o)
    }

    /// A display item as scene-file drawing items: shapes as paths in screen coordinates (their
    /// transform applied), text at its transformed box.
    private static func drawingItems(_ item: DisplayItem) -> [JSONValue] {
        var o: [(key: String, value: JSONValue)]
        switch item.command {
        case .fill(let shape, _) where shape.path.isEmpty:
            return []
        case .stroke(let shape, _, _) where shape.path.isEmpty:
            return []
        case .fill(let shape, let color):
            o = shapeFields(shape, item.transform) + [("fill", .string(color.hexString))]
        case .stroke(let shape, let color, let width):
            if case .line(let a, let b) = shape {
                let p = item.transform.apply(a), q = item.transform.apply(b)
                o = [("line", .array([.number(p.x), .number(p.y), .number(q.x), .number(q.y)]))]
            } else {
                o = shapeFields(shape, item.transform)
            }
            o += [("stroke", .string(color.hexString)), ("lineWidth", .number(width))]
        case .text(let run):
            o = [("text", .string(run.string)), ("box", rect(item.transform.apply(run.box))), ("size", .number(run.size)),
                 ("weight", .string(run.weight.rawValue)), ("color", .string(run.color.hexString)),
                 ("alignment", .string(run.alignment.rawValue))]
            if let style = run.style { o.append(("style", .string(style.rawValue))) }
        case .image, .pushClip, .popClip:
            return []
        }
        if item.opacity != 1 { o.append(("opacity", .number(max(0, min(1, item.opacity))))) }
        if let animation = item.animation { o.append(("animation", .string(animation.rawValue))) }
        if item.ignoresInvertColors { o.append(("ignoresInvertColors", .bool(true))) }
        if item.isPicture { o.append(("picture", .bool(true))) }
        return [.object(o)]
    }

    private static func shapeFields(_ shape: Shape, _ t: AffineTransform) -> [(key: String, value: JSONValue)] {
        var o: [(key: String, value: JSONValue)] = [("path", .string(shape.path.applying(t).svgString))]
        if shape.fillRule == .evenOdd { o.append(("fillRule", .string("evenOdd"))) }
        return o
    }

    private static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
    private static func rect(_ r: Rect) -> JSONValue { .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }
}
