import AXCore
import Foundation

/// Reads scene files, format 1 (docs/scene-format.md): the declarative form of a scene.
///
/// Extensions beyond the minimum format, all optional:
/// - drawing items: `"opacity": 0…1`, `"animation": "scale|spin|planeShift|multiSpeed|peripheral|fade"`;
///   a `path` item may set `"fillRule": "nonZero|evenOdd"`;
/// - text items: `"box": [x, y, w, h]` (what the text must fit in; default: from `at` to the right edge,
///   as high as its own line), `"style": "body"` (a Dynamic Type text style: the size then follows the content size
///   setting, `size` becomes optional), `"alignment": "leading|center|trailing"`;
/// - elements: `"language"`; `"container": "tabBar"` (a tab bar, as AccessibilitySnapshot names it);
/// - top level: `"suppressions": [{"rule": "…", "element": "…", "reason": "…"}]`.
/// Nothing partial is returned: the first error stops the load.
public enum SceneFile {
    public static let format = "axsandbox-scene"
    public static let version = 1

    /// Loads the file at `path`.
    public static func load(path: String) throws -> FileScene {
        try parse(try text(atPath: path), file: path)
    }

    /// A scene file's (or an exported hierarchy's) text: at most 64 MiB of UTF-8, with or without a
    /// byte-order mark.
    public static func text(atPath path: String) throws -> String {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > InputLimits.sceneFileBytes {
            throw SceneFileError(file: path, location: "", message: "the file has \(size) bytes; scene files may have at most \(InputLimits.sceneFileBytes) (64 MiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneFileError(file: path, location: "", message: "cannot read the file")
        }
        return try text(of: data, file: path)
    }

    /// Parses a scene file's bytes: UTF-8, with or without a byte-order mark.
    public static func parse(_ data: Data, file: String) throws -> FileScene {
        try parse(try text(of: data, file: file), file: file)
    }

    private static func text(of data: Data, file: String) throws -> String {
        do { return try UTF8Text.decode(data) } catch let e as UTF8Text.InvalidByte {
            throw SceneFileError(file: file, location: "byte \(e.offset)", message: e.description)
        }
    }

    /// Parses scene-file text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws -> FileScene {
        let root: JSONValue
        do { root = try JSONValue.parse(text) } catch let e as JSONValue.SyntaxError {
            throw SceneFileError(file: file, location: "line \(e.line), column \(e.column)", message: e.message)
        }
        let top = try JSONCursor(value: root, path: "", file: file).object()
        // Counted before anything is built, so a file of millions of elements is refused at once.
        let declared = elementCount(root["elements"])
        if declared > InputLimits.sceneElements, let elementsCursor = top.optional("elements") {
            throw elementsCursor.error("\(declared) elements, children included; a scene file may declare at most \(InputLimits.sceneElements)")
        }
        try top.finish(allowed: ["format", "version", "id", "title", "device", "background", "drawing", "elements",
                                 "gestures", "suppressions"])
        let formatCursor = try top.required("format")
        guard try formatCursor.string() == format else {
            throw formatCursor.error("expected \"\(format)\"")
        }
        let versionCursor = try top.required("version")
        let version = try versionCursor.int()
        guard version <= Self.version else {
            throw versionCursor.error("this program reads scene files up to version \(Self.version), found \(version)")
        }
        guard version >= 1 else { throw versionCursor.error("expected version 1") }
        let idCursor = try top.required("id")
        let id = try idCursor.string()
        guard !id.isEmpty else { throw idCursor.error("expected a non-empty id") }
        let device = try readDevice(try top.required("device"))
        let background = try top.optional("background")?.color() ?? .white
        let drawing = try (top.optional("drawing")?.array() ?? []).map(readDrawingItem)
        var seen = Set<String>()
        let elements = try (top.optional("elements")?.array() ?? []).map { try readElement($0, seen: &seen) }
        let gestures = try (top.optional("gestures")?.array() ?? []).map(readGesture)
        let suppressions = try (top.optional("suppressions")?.array() ?? []).map(readSuppression)
        return FileScene(id: id, title: try top.optional("title")?.string() ?? id, device: device, background: background,
                         drawing: drawing, elements: elements, declaredGestures: gestures,
                         suppressions: suppressions, sourcePath: file, elementLines: elementLines(root, in: text))
    }

    /// How many objects an `elements` array holds, children included.
    private static func elementCount(_ value: JSONValue?) -> Int {
        guard case .array(let items)? = value else { return 0 }
        return items.reduce(items.count) { $0 + elementCount($1["children"]) }
    }

    /// The line of each element's `id` in the text, for reports that point into the file.
    private static func elementLines(_ root: JSONValue, in text: String) -> [String: Int] {
        let positions = JSONLineLocator.lines(in: text)
        var lines: [String: Int] = [:]
        func visit(_ value: JSONValue?, path: String) {
            guard case .array(let items)? = value else { return }
            for (i, item) in items.enumerated() {
                let itemPath = "\(path)[\(i)]"
                if case .string(let id)? = item["id"] { lines[id] = positions[itemPath + ".id"] ?? positions[itemPath] }
                visit(item["children"], path: itemPath + ".children")
            }
        }
        visit(root["elements"], path: "elements")
        return lines
    }

    private static func readDevice(_ c: JSONCursor) throws -> Device {
        let o = try c.object()
        try o.finish(allowed: ["idiom", "width", "height"])
        let idiom = Idiom(rawValue: try o.optional("idiom")?.choice(Idiom.allCases.map(\.rawValue)) ?? "phone")!
        var size = idiom.defaultSize
        func side(_ c: JSONCursor, _ name: String) throws -> Double {
            let n = try c.number()
            guard n > 0, n <= InputLimits.deviceSide else {
                throw c.error("expected a \(name) above 0 and at most \(Format.number(InputLimits.deviceSide)) points, found \(InputLimits.shown(n))")
            }
            return n
        }
        if let w = o.optional("width") { size.width = try side(w, "width") }
        if let h = o.optional("height") { size.height = try side(h, "height") }
        return Device(idiom: idiom, size: size)
    }

    /// One drawing item, which is exactly one of rect, ellipse, path, line or text.
    private static func readDrawingItem(_ c: JSONCursor) throws -> FileScene.DrawingItem {
        let o = try c.object()
        let shapeKeys = ["rect", "ellipse", "path", "line", "text"].filter { o.optional($0) != nil }
        guard shapeKeys.count == 1 else {
            throw c.error(shapeKeys.isEmpty ? "expected one of rect, ellipse, path, line or text"
                                            : "expected only one of " + shapeKeys.joined(separator: ", "))
        }
        let common = ["opacity", "animation"]
        let opacity = try o.optional("opacity")?.number() ?? 1
        if let oc = o.optional("opacity"), !(0...1).contains(opacity) { throw oc.error("expected an opacity from 0 to 1") }
        let animation = try o.optional("animation").map { AnimationKind(rawValue: try $0.choice(AnimationKind.allCases.map(\.rawValue)))! }
        var commands: [DrawCommand] = []
        switch shapeKeys[0] {
        case "text":
            try o.finish(allowed: ["text", "at", "box", "size", "style", "weight", "color", "alignment"] + common)
            let string = try o.required("text").string()
            let style = try o.optional("style").map { TextStyle(rawValue: try $0.choice(TextStyle.allCases.map(\.rawValue)))! }
            let sizeCursor = style == nil ? try o.required("size") : o.optional("size")
            let size = try sizeCursor?.number() ?? style!.pointSize(for: .default)
            if let sc = sizeCursor, size <= 0 || size > InputLimits.textSize {
                throw sc.error("expected a size above 0 and at most \(Format.number(InputLimits.textSize)) points, found \(InputLimits.shown(size))")
            }
            let weight = FontWeight(rawValue: try o.optional("weight")?.choice(FontWeight.allCases.map(\.rawValue)) ?? "regular")!
            let alignment = TextAlignment(rawValue: try o.optional("alignment")?.choice(["leading", "center", "trailing"]) ?? "leading")!
            let color = try o.optional("color")?.color() ?? .black
            let box: Rect
            if let b = o.optional("box") {
                box = try b.rect()
            } else {
                let at = try o.required("at").point()
                // No box: the text may take the rest of the line and its own height (resolved when drawn).
                box = Rect(x: at.x, y: at.y, width: .infinity, height: .infinity)
            }
            let run = TextRun(string, box: box, size: size, weight: weight, color: color, alignment: alignment, style: style)
            return FileScene.DrawingItem(text: run, opacity: opacity, animation: animation)
        case "line":
            try o.finish(allowed: ["line", "stroke", "lineWidth"] + common)
            let n = try o.required("line").numbers(4, "[x1, y1, x2, y2]")
            let stroke = try o.optional("stroke")?.color() ?? .black
            commands.append(.stroke(.line(from: Point(n[0], n[1]), to: Point(n[2], n[3])), stroke,
                                    width: try o.optional("lineWidth")?.length() ?? 1))
        default:
            let key = shapeKeys[0]
            var allowed = [key, "fill", "stroke", "lineWidth"] + common
            let shape: Shape
            switch key {
            case "rect":
                allowed.append("cornerRadius")
                let r = try o.required("rect").rect()
                let radius = try o.optional("cornerRadius")?.length() ?? 0
                shape = radius > 0 ? .roundedRect(r, radius: radius) : .rect(r)
            case "ellipse":
                shape = .ellipse(try o.required("ellipse").rect())
            default:
                allowed.append("fillRule")
                let rule = Path.FillRule(rawValue: try o.optional("fillRule")?.choice(["nonZero", "evenOdd"]) ?? "nonZero")!
                shape = .path(try o.required("path").svgPath(), FillRule: rule)
            }
            try o.finish(allowed: allowed)
            let fill = try o.optional("fill")?.color()
            let stroke = try o.optional("stroke")?.color()
            guard fill != nil || stroke != nil else { throw c.error("expected a fill or a stroke colour") }
            if let fill { commands.append(.fill(shape, fill)) }
            if let stroke { commands.append(.stroke(shape, stroke, width: try o.optional("lineWidth")?.length() ?? 1)) }
        }
        return FileScene.DrawingItem(commands: commands, opacity: opacity, animation: animation)
    }

    static let elementFields = ["id", "label", "value", "hint", "traits", "frame", "path", "activationPoint",
                                "customActions", "dragSources", "dropPoints", "directTouch", "zoom", "modal",
                                "hidden", "container", "children", "language"]

    private static func readElement(_ c: JSONCursor, seen: inout Set<String>) throws -> AccessibilityElement {
        let o = try c.object()
        try o.finish(allowed: elementFields)
        let idCursor = try o.required("id")
        let id = try idCursor.string()
        guard !id.isEmpty else { throw idCursor.error("expected a non-empty id") }
        guard seen.insert(id).inserted else { throw idCursor.error("duplicate element id \"\(id)\"") }
        var e = AccessibilityElement(id: id, frame: try o.required("frame").rect())
        e.label = try o.optional("label").map { SpeechText(try $0.string()) }
        e.value = try o.optional("value").map { SpeechText(try $0.string()) }
        e.hint = try o.optional("hint").map { SpeechText(try $0.string()) }
        e.language = try o.optional("language")?.string()
        if let t = o.optional("traits") {
            for item in try t.array() {
                let name = try item.string()
                do { e.traits.insert(try AccessibilityTraits(name: name)) } catch let err as AccessibilityTraits.UnknownTraitError {
                    throw item.error(err.description)
                }
            }
        }
        e.path = try o.optional("path")?.svgPath()
        e.activationPoint = try o.optional("activationPoint")?.point()
        e.customActions = try (o.optional("customActions")?.array() ?? []).map { a in
            let ao = try a.object()
            try ao.finish(allowed: ["name"])
            // Declared actions have no behaviour to run: they report success, and validation
            // treats file scenes as declarative (dynamic probes are not run on them).
            return CustomAction(SpeechText(try ao.required("name").string())) { _ in true }
        }
        e.dragSources = try (o.optional("dragSources")?.array() ?? []).map(readDescriptor)
        e.dropPoints = try (o.optional("dropPoints")?.array() ?? []).map(readDescriptor)
        if let d = o.optional("directTouch") {
            let dobj = try d.object()
            try dobj.finish(allowed: ["silentOnTouch", "requiresActivation"])
            var options = DirectTouchOptions()
            if try dobj.optional("silentOnTouch")?.bool() ?? false { options.insert(.silentOnTouch) }
            if try dobj.optional("requiresActivation")?.bool() ?? false { options.insert(.requiresActivation) }
            e.directTouch = options
        }
        if try o.optional("zoom")?.bool() ?? false {
            // A declared zoom: the scene has no zoom state of its own, so zooming succeeds silently.
            e.onZoomIn = { _, _ in true }
            e.onZoomOut = { _, _ in true }
        }
        e.viewIsModal = try o.optional("modal")?.bool() ?? false
        e.elementsHidden = try o.optional("hidden")?.bool() ?? false
        if let k = o.optional("container") {
            e.container = ContainerType(rawValue: try k.choice(["list", "landmark", "semanticGroup", "dataTable", "tabBar"]))!
        }
        let children = try (o.optional("children")?.array() ?? []).map { try readElement($0, seen: &seen) }
        if !children.isEmpty {
            e.children = children
            e.childrenInExplicitOrder = true
            e.isAccessibilityElement = false
        }
        return e
    }

    private static func readDescriptor(_ c: JSONCursor) throws -> LocationDescriptor {
        let o = try c.object()
        try o.finish(allowed: ["name", "point", "view"])
        let nameCursor = try o.required("name")
        let name = try nameCursor.string()
        guard !name.isEmpty else { throw nameCursor.error("expected a non-empty name") }
        return LocationDescriptor(name: name, point: try o.required("point").point(), viewID: try o.optional("view")?.string())
    }

    private static func readGesture(_ c: JSONCursor) throws -> DeclaredGesture {
        let o = try c.object()
        try o.finish(allowed: ["kind", "frame", "meaning", "equivalent"])
        let kind = SceneGesture.Kind(rawValue: try o.required("kind").choice(SceneGesture.Kind.allCases.map(\.rawValue)))!
        return DeclaredGesture(kind: kind, frame: try o.required("frame").rect(), meaning: try o.optional("meaning")?.string() ?? "",
                               equivalentElementID: try o.optional("equivalent")?.string())
    }

    private static func readSuppression(_ c: JSONCursor) throws -> Suppression {
        let o = try c.object()
        try o.finish(allowed: ["rule", "element", "reason"])
        let reasonCursor = try o.required("reason")
        let reason = try reasonCursor.string()
        guard !reason.isEmpty else { throw reasonCursor.error("a suppression needs a reason") }
        return Suppression(ruleID: try o.required("rule").string(), elementID: try o.optional("element")?.string(), reason: reason)
    }
}
