import AXCore
import Foundation

/// Reads scene files, format 1: the declarative form of a scene, with the behaviour the file
/// declares. Every field, with examples, is in docs/scene-format.md. Nothing partial is returned:
/// the first error stops the load and names the file, the JSON path and what was expected.
public enum SceneFile {
    /// The value of a scene file's `format` field, which tells it from other JSON.
    public static let format = "axsandbox-scene"
    /// The format version this reader reads and the writer writes.
    public static let version = 1

    /// Loads the file at `path`.
    public static func load(path: String) throws -> FileScene {
        try parse(try text(atPath: path), file: path)
    }

    /// A scene file's (or an exported hierarchy's) text: at most 64 MiB of UTF-8, with or without a
    /// byte-order mark.
    public static func text(atPath path: String) throws -> String {
        if let problem = RegularFile.problem(atPath: path) { throw SceneFileError(file: path, location: "", message: "the file " + problem) }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > InputLimits.sceneFileBytes {
            throw SceneFileError(file: path, location: "", message: "the file has \(size) bytes; scene files may have at most \(InputLimits.sceneFileBytes) (64 MiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneFileError(file: path, location: "", message: RegularFile.readFailure(atPath: path))
        }
        return try text(of: data, file: path)
    }

    /// Parses a scene file's bytes: UTF-8, with or without a byte-order mark.
    public static func parse(_ data: Data, file: String) throws -> FileScene {
        try parse(try text(of: data, file: file), file: file)
    }

    private static func text(of data: Data, file: String) throws -> String {
        do { return try UTF8Text.decode(data) } catch let e as UTF8Text.InvalidByte {
            throw SceneFileError(file: file, location: e.location, message: e.description)
        }
    }

    /// FNV-1a of a scene file's text: what a trace that names the file records.
    public static func contentDigest(of text: String) -> String { FNV1a.hex(of: text) }

    /// Parses scene-file text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws -> FileScene {
        let root: JSONValue
        do { root = try JSONValue.parse(text) } catch let e as JSONValue.SyntaxError {
            throw SceneFileError(file: file, syntax: e)
        }
        // Counted before anything is built, so a file of millions of elements is refused at once.
        let declared = elementCount(root["elements"]) + elementCount(root["screens"], field: "elements")
        if declared > InputLimits.sceneElements {
            let cursor = JSONCursor(value: root, path: "", file: file)
            let message = "\(declared) elements, children included; a scene file may declare at most \(InputLimits.sceneElements)"
            throw ((try? cursor.object().optional("elements")) ?? nil)?.error(message) ?? cursor.error(message)
        }
        var reader = SceneFileReader()
        var model = try reader.read(JSONCursor(value: root, path: "", file: file), digest: contentDigest(of: text))
        model.elementLines = elementLines(root, in: text)
        return FileScene(model: model)
    }

    /// How many objects an `elements` array holds, children included (or, with `field`, the arrays
    /// of that name in each object of the array: screens' elements).
    private static func elementCount(_ value: JSONValue?, field: String? = nil) -> Int {
        guard case .array(let items)? = value else { return 0 }
        if let field { return items.reduce(0) { $0 + elementCount($1[field]) } }
        return items.reduce(items.count) { $0 + elementCount($1["children"]) }
    }

    /// The line of each element's `id` in the text (screens' elements included), for reports that
    /// point into the file.
    private static func elementLines(_ root: JSONValue, in text: String) -> [String: Int] {
        let positions = JSONLineLocator.lines(in: text, keys: ["elements", "children", "screens", "id"])
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
        if case .array(let screens)? = root["screens"] {
            for i in screens.indices { visit(screens[i]["elements"], path: "screens[\(i)].elements") }
        }
        return lines
    }

    static let topFields = ["format", "version", "id", "title", "device", "background", "state", "drawing", "elements",
                            "screens", "gestures", "suppressions"]

    static let elementFields = ["id", "label", "value", "hint", "traits", "frame", "size", "path", "activationPoint",
                                "customActions", "dragSources", "dropPoints", "directTouch", "zoom", "modal",
                                "hidden", "container", "series", "children", "language", "drawing", "layout",
                                "reorderable", "scrolls", "scrollAxis", "toggles", "adjusts", "activate", "when", "slide",
                                "customContent", "userInputLabels", "ignoresInvertColors", "navigationStyle", "respondsToUserInteraction",
                                "keyCommands", "dataTableCell", "magicTap", "readingOrder", "rowsJoinByCentre", "sortsByOwnFrame",
                                "system", "standardControl", "cutByCapture", "exposureUnknown",
                                "showsLargeContentViewer", "largeContentTitle", "largeContentImage"]

    static let effectFields = ["set", "announce", "priority", "zoomFocus", "open", "close", "layoutChanged"]
}

/// One pass over a scene file. State references (toggles, adjusts, when, slide, set) and element
/// references (a drag source's or drop point's view, a gesture's equivalent, a suppression's element) are checked once
/// everything is read, so a file may use a name before the element that declares it; screen
/// references (open) are checked as they are read, the screens' ids being read first. Each check
/// keeps the JSON path it came from.
struct SceneFileReader {
    var state: [FileStateDeclaration] = []
    var seen = Set<String>()
    var screenIDs: [String] = []
    private var references: [(cursor: JSONCursor, name: String, use: StateUse)] = []
    /// Fields naming an element by its id, checked once every element (screens' included) is read.
    private var elementReferences: [JSONCursor] = []
    /// The setting values the file's conditions name, each once, in the order first named
    /// (`SceneDescriptor.namedSettings`).
    private var namedSettings: [SceneDescriptor.NamedSetting] = []

    mutating func read(_ c: JSONCursor, digest: String) throws -> SceneFileModel {
        let top = try c.object()
        try top.finish(allowed: SceneFile.topFields)
        let formatCursor = try top.required("format")
        guard try formatCursor.string() == SceneFile.format else {
            throw formatCursor.error("expected \"\(SceneFile.format)\"")
        }
        let versionCursor = try top.required("version")
        let version = try versionCursor.int()
        guard version <= SceneFile.version else {
            throw versionCursor.error("this program reads scene files up to version \(SceneFile.version), found \(version)")
        }
        guard version >= 1 else { throw versionCursor.error("expected version 1") }
        let idCursor = try top.required("id")
        let id = try idCursor.string()
        guard !id.isEmpty else { throw idCursor.error("expected a non-empty id") }
        let device = try readDevice(try top.required("device"))
        let background = try top.optional("background")?.color() ?? .white
        if let s = top.optional("state") {
            let o = try s.object()
            for (name, value) in o.entries { state.append(try readState(name, value)) }
        }
        let screenCursors = try top.optional("screens")?.array() ?? []
        for s in screenCursors {
            let idc = try s.object().required("id")
            let sid = try idc.string()
            guard !sid.isEmpty, !screenIDs.contains(sid) else { throw idc.error(sid.isEmpty ? "expected a non-empty id" : "duplicate screen id \"\(sid)\"") }
            screenIDs.append(sid)
        }
        let drawing = try (top.optional("drawing")?.array() ?? []).map { try readDrawingItem($0) }
        let elements = try (top.optional("elements")?.array() ?? []).map { try readNode($0, laidOut: false) }
        let screens = try screenCursors.map { try readScreen($0, device: device) }
        let gestures = try (top.optional("gestures")?.array() ?? []).map { try readGesture($0) }
        let suppressions = try (top.optional("suppressions")?.array() ?? []).map { try readSuppression($0) }
        for r in references { try check(r.cursor, r.name, r.use) }
        for r in elementReferences { try checkElement(r) }
        return SceneFileModel(id: id, title: try top.optional("title")?.string() ?? id, device: device, background: background,
                              drawing: drawing, elements: elements, screens: screens, state: state, gestures: gestures,
                              suppressions: suppressions, sourcePath: c.file, contentDigest: digest, namedSettings: namedSettings)
    }

    private func readDevice(_ c: JSONCursor) throws -> Device {
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

    // MARK: State

    /// `"name": value` or `"name": { "value", "range", "step", "values", "spoken", "format" }`.
    private func readState(_ name: String, _ c: JSONCursor) throws -> FileStateDeclaration {
        guard !name.isEmpty else { throw c.error("expected a non-empty state name") }
        guard case .object = c.value else { return FileStateDeclaration(name: name, initial: try c.stateValue(), domain: .free) }
        let o = try c.object()
        try o.finish(allowed: ["value", "range", "step", "values", "spoken", "format"])
        let valueCursor = try o.present("value") ?? o.required("value")
        let initial = try valueCursor.stateValue()
        var domain = FileStateDeclaration.Domain.free
        var positions: Int?
        if let r = o.optional("range") {
            guard o.optional("values") == nil else { throw r.error("expected either range or values, not both") }
            let n = try r.numbers(2, "[minimum, maximum]")
            guard n[0] < n[1] else { throw r.error("expected a minimum below the maximum") }
            let stepCursor = o.optional("step")
            let step = try stepCursor?.number() ?? 1
            if let stepCursor, step <= 0 { throw stepCursor.error("expected a positive step") }
            guard case .number(let v) = initial, v >= n[0], v <= n[1] else {
                throw valueCursor.error("expected a number from \(Format.number(n[0])) to \(Format.number(n[1]))")
            }
            let steps = ((n[1] - n[0]) / step).rounded(.down)
            guard steps < Double(SceneFileReader.maximumPositions) else {
                throw (stepCursor ?? r).error("expected at most \(SceneFileReader.maximumPositions) positions from the minimum to the maximum, found \(Format.number(steps + 1))")
            }
            domain = .range(min: n[0], max: n[1], step: step)
            positions = Int(steps) + 1
        } else if let v = o.optional("values") {
            if let s = o.optional("step") { throw s.error("a step goes with a range") }
            let items = try v.array().map { try $0.string() }
            guard !items.isEmpty else { throw v.error("expected at least one value") }
            guard case .text(let s) = initial, items.contains(s) else {
                throw valueCursor.error("expected one of " + items.joined(separator: ", "))
            }
            domain = .list(items)
            positions = items.count
        } else if let s = o.optional("step") {
            throw s.error("a step goes with a range")
        }
        let spokenCursor = o.optional("spoken")
        let spoken = try spokenCursor?.array().map { try $0.string() }
        if let spokenCursor, let spoken {
            guard let positions else { throw spokenCursor.error("spoken values go with a range or values") }
            guard spoken.count == positions else {
                throw spokenCursor.error("expected \(positions) spoken values, one per position, found \(spoken.count)")
            }
        }
        let format = try o.optional("format")?.string()
        return FileStateDeclaration(name: name, initial: initial, domain: domain, spoken: spoken, format: format)
    }

    /// Declares a state implicitly (a toggle's flag, a selection group's selected id).
    private mutating func declareImplicit(_ declaration: FileStateDeclaration, at c: JSONCursor) throws {
        guard !state.contains(where: { $0.name == declaration.name }) else {
            throw c.error("state \"\(declaration.name)\" is declared twice (this element declares it implicitly by its id)")
        }
        state.append(declaration)
    }

    /// Notes a reference to the state `name`, checked once everything is read.
    private mutating func require(_ c: JSONCursor, _ name: String, _ use: StateUse) {
        references.append((c, name, use))
    }

    /// Notes a field naming an element (its string value), checked once every element is read.
    private mutating func requireElement(_ c: JSONCursor) throws -> String {
        let id = try c.string()
        elementReferences.append(c)
        return id
    }

    /// Checks that the element a field names is declared somewhere in the file: a reference to none
    /// would be silently ignored (a drag source or drop point whose view is missing is never offered)
    /// or misreported (a gesture whose equivalent is missing is judged to have none).
    private func checkElement(_ c: JSONCursor) throws {
        guard case .string(let id) = c.value, !seen.contains(id) else { return }
        throw c.error("unknown element \"\(id)\"; expected the id of an element declared in this file")
    }

    /// Checks that `name` is declared and suits `use`.
    private func check(_ c: JSONCursor, _ name: String, _ use: StateUse) throws {
        guard let d = state.first(where: { $0.name == name }) else {
            let known = state.map(\.name)
            throw c.error("unknown state \"\(name)\"" + (known.isEmpty ? "; declare it in the top-level state" : "; declared: " + known.joined(separator: ", ")))
        }
        switch use {
        case .any: break
        case .number:
            // atLeast compares numbers: on a flag or a word it would never hold, and the item never show.
            guard case .number = d.initial else { throw c.error("atLeast needs a number state; state \"\(name)\" is not a number (use equals)") }
        case .slidable:
            // A slide moves by the value's place in its range or list (a flag: 0 or 1); a free number
            // or word has no place, so the item would never move.
            if case .free = d.domain, d.initial != .flag(true), d.initial != .flag(false) {
                throw c.error("state \"\(name)\" needs a range or values (or true/false) to slide by")
            }
        case .flag:
            guard case .flag = d.initial else { throw c.error("state \"\(name)\" must be true or false to be toggled") }
        case .adjustable:
            if case .free = d.domain { throw c.error("state \"\(name)\" needs a range or values to be adjusted") }
        case .value(let v, let valueCursor):
            switch (d.initial, v) {
            case (.number, .number), (.text, .text), (.flag, .flag): break
            default: throw valueCursor.error("expected \(d.expectedValue) (state \"\(name)\" is \(d.kindDescription)), found \(valueCursor.value.kindDescription)")
            }
            if case .range(let lo, let hi, _) = d.domain, case .number(let n) = v, n < lo || n > hi {
                throw valueCursor.error("expected a number from \(Format.number(lo)) to \(Format.number(hi))")
            }
            if case .list(let items) = d.domain, case .text(let s) = v, !items.contains(s) {
                throw valueCursor.error("expected one of " + items.joined(separator: ", "))
            }
        }
    }

    /// What a reference needs of the state it names: anything, a flag, a range or values, or a value of its kind.
    enum StateUse { case any, number, slidable, flag, adjustable, value(FileValue, JSONCursor) }

    /// The most positions an adjustable range may have (a step far smaller than its range is a typo).
    static let maximumPositions = 10_000

    /// A `when`: one condition, or an array of them that must all hold (the state on and a setting
    /// on: a mark drawn in one state only under Differentiate Without Colour).
    private mutating func readCondition(_ c: JSONCursor) throws -> FileCondition {
        switch c.value {
        case .array: break
        case .object: return try readOneCondition(c)
        default: throw c.error("expected a condition (an object) or an array of conditions, found \(c.value.kindDescription)")
        }
        let conditions = try c.array().map { try readOneCondition($0) }
        guard !conditions.isEmpty else { throw c.error("expected at least one condition") }
        return conditions.count == 1 ? conditions[0] : .all(conditions)
    }

    private mutating func readOneCondition(_ c: JSONCursor) throws -> FileCondition {
        let o = try c.object()
        try o.finish(allowed: ["state", "setting", "equals", "atLeast"])
        let equals = o.optional("equals"), atLeast = o.optional("atLeast")
        guard (equals == nil) != (atLeast == nil) else { throw c.error("expected one of equals or atLeast") }
        switch (o.optional("state"), o.optional("setting")) {
        case (let stateCursor?, nil):
            let name = try stateCursor.string()
            if let e = equals {
                let v = try e.stateValue()
                require(c, name, .value(v, e))
                return .state(name, .equals(v))
            }
            require(c, name, .number)
            return .state(name, .atLeast(try atLeast!.number()))
        case (nil, let settingCursor?):
            return try readSettingCondition(settingCursor, equals: equals, atLeast: atLeast)
        default:
            throw c.error("expected one of state or setting")
        }
    }

    /// A condition on a setting: `equals` one of the values `--setting` takes (true or false for a
    /// flag), or for `contentSize`, `atLeast` a category.
    private mutating func readSettingCondition(_ settingCursor: JSONCursor, equals: JSONCursor?, atLeast: JSONCursor?) throws -> FileCondition {
        let name = try settingCursor.string()
        guard let key = Settings.Key(rawValue: name) else {
            throw settingCursor.error("unknown setting \"\(name)\"; expected one of " + Settings.names.joined(separator: ", "))
        }
        if let a = atLeast {
            guard key == .contentSize else { throw a.error("atLeast applies to the setting \(Settings.Key.contentSize.rawValue) only") }
            let text = try a.string()
            guard let category = ContentSizeCategory(rawValue: text) else {
                throw a.error("expected one of " + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ", found \"\(text)\"")
            }
            let named = SceneDescriptor.NamedSetting(key: .contentSize, value: category.rawValue, atLeast: true)
            if !namedSettings.contains(named) { namedSettings.append(named) }
            return .contentSizeAtLeast(category)
        }
        let e = equals!
        let text: String
        switch try e.stateValue() {
        case .flag(let b): text = String(b)
        case .text(let t): text = t
        // A number is read as `--setting` reads its digits (`1` and `0` for on and off).
        case .number(let n): text = Format.number(n)
        }
        // Read as `--setting` reads it, and kept as `Settings.value(of:)` writes it ("RTL" and "rtl" alike).
        var parsed = Settings()
        do { try parsed.set(key, to: text) } catch let error as Settings.SettingError { throw e.error(error.description) }
        let named = SceneDescriptor.NamedSetting(key: key, value: parsed.value(of: key))
        if !namedSettings.contains(named) { namedSettings.append(named) }
        return .settingEquals(key, value: named.value)
    }

    private mutating func readSlide(_ c: JSONCursor) throws -> FileSlide {
        let o = try c.object()
        try o.finish(allowed: ["state", "by"])
        let name = try o.required("state").string()
        require(c, name, .slidable)
        return FileSlide(state: name, by: try o.required("by").point())
    }

    private mutating func readEffect(_ o: JSONObject) throws -> FileEffect {
        var effect = FileEffect()
        if let s = o.optional("set") {
            let so = try s.object()
            for (name, vc) in so.entries {
                let v = try vc.stateValue()
                require(vc, name, .value(v, vc))
                effect.set.append((name, v))
            }
        }
        if let l = o.optional("layoutChanged") {
            switch l.value {
            case .bool(true): effect.layoutChanged = LayoutChangeArgument.none
            case .bool(false): break
            case .string: effect.layoutChanged = .element(try requireElement(l))
            default: throw l.error("expected true, or the id of the element VoiceOver moves to, found \(l.value.kindDescription)")
            }
        }
        let priority = try o.optional("priority").map { SpeechPriority(rawValue: try $0.choice(SpeechPriority.allCases.map(\.rawValue)))! }
        if let a = o.optional("announce") {
            effect.announcement = SpeechText(try a.string(), priority: priority)
        } else if let p = o.optional("priority") {
            throw p.error("a priority goes with announce")
        }
        effect.zoomFocus = try o.optional("zoomFocus").map { ZoomFocus(.insertionPoint, frame: try $0.rect()) }
        if let oc = o.optional("open") {
            let id = try oc.string()
            guard screenIDs.contains(id) else {
                throw oc.error("unknown screen \"\(id)\"" + (screenIDs.isEmpty ? "; declare it in screens" : "; screens: " + screenIDs.joined(separator: ", ")))
            }
            effect.open = id
        }
        effect.close = try o.optional("close")?.bool() ?? false
        return effect
    }

    // MARK: Screens

    private mutating func readScreen(_ c: JSONCursor, device: Device) throws -> FileScreen {
        let o = try c.object()
        try o.finish(allowed: ["id", "title", "sheet", "frame", "background", "drawing", "elements"])
        let id = try o.required("id").string()
        let isSheet = try o.optional("sheet")?.bool() ?? false
        let frameCursor = o.optional("frame")
        if let frameCursor, !isSheet { throw frameCursor.error("only a sheet has a frame (a pushed screen fills the device)") }
        let frame = try frameCursor?.rect() ?? (isSheet ? Rect(0, device.size.height / 2, device.size.width, device.size.height / 2) : device.bounds)
        let drawing = try (o.optional("drawing")?.array() ?? []).map { try readDrawingItem($0) }
        let elements = try (o.optional("elements")?.array() ?? []).map { try readNode($0, laidOut: false) }
        return FileScreen(id: id, title: try o.optional("title")?.string(), isSheet: isSheet, frame: frame,
                          background: try o.optional("background")?.color() ?? .white, drawing: drawing, elements: elements)
    }

    // MARK: Drawing

    /// One drawing item, which is exactly one of rect, ellipse, path, line or text.
    private mutating func readDrawingItem(_ c: JSONCursor) throws -> FileDrawingItem {
        let o = try c.object()
        let shapeKeys = ["rect", "ellipse", "path", "line", "text"].filter { o.optional($0) != nil }
        guard shapeKeys.count == 1 else {
            throw c.error(shapeKeys.isEmpty ? "expected one of rect, ellipse, path, line or text"
                                            : "expected only one of " + shapeKeys.joined(separator: ", "))
        }
        let common = ["opacity", "animation", "when", "slide", "ignoresInvertColors", "picture"]
        let opacity = try o.optional("opacity")?.number() ?? 1
        if let oc = o.optional("opacity"), !(0...1).contains(opacity) { throw oc.error("expected an opacity from 0 to 1") }
        let animation = try o.optional("animation").map { AnimationKind(rawValue: try $0.choice(AnimationKind.allCases.map(\.rawValue)))! }
        let when = try o.optional("when").map { try readCondition($0) }
        let slide = try o.optional("slide").map { try readSlide($0) }
        var commands: [DrawCommand] = []
        switch shapeKeys[0] {
        case "text":
            try o.finish(allowed: ["text", "at", "box", "size", "style", "weight", "color", "alignment", "wrap"] + common)
            let string = try o.required("text").string()
            let style = try o.optional("style").map { TextStyle(rawValue: try $0.choice(TextStyle.allCases.map(\.rawValue)))! }
            // One placement: an `at` beside a box would be ignored, and a file never ignores a field.
            if o.optional("box") != nil, let a = o.optional("at") { throw a.error("expected one of at or box, not both") }
            // Either names the size: a Dynamic Type style, which follows the content size (the one
            // text.not-scaling asks for), or points.
            guard style != nil || o.optional("size") != nil else {
                throw c.error("a text needs a style (a Dynamic Type text style: " + TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
                              + "), or a size in points")
            }
            let sizeCursor = o.optional("size")
            let size = try sizeCursor?.number() ?? style!.pointSize(for: .default)
            if let sc = sizeCursor, size <= 0 || size > InputLimits.textSize {
                throw sc.error("expected a size above 0 and at most \(Format.number(InputLimits.textSize)) points, found \(InputLimits.shown(size))")
            }
            let weight = FontWeight(rawValue: try o.optional("weight")?.choice(FontWeight.allCases.map(\.rawValue)) ?? "regular")!
            let alignment = TextAlignment(rawValue: try o.optional("alignment")?.choice(["leading", "center", "trailing"]) ?? "leading")!
            let color = try o.optional("color")?.color() ?? .black
            let box: Rect
            let wraps: Bool
            if let b = o.optional("box") {
                box = try b.rect()
                // Text in a box wraps to more lines as it grows, unless the author opts out.
                wraps = try o.optional("wrap")?.bool() ?? true
            } else {
                if let w = o.optional("wrap") { throw w.error("wrap goes with a box (text placed with at is one line)") }
                let at = try o.required("at").point()
                // No box: the text may take the rest of the line and its own height (resolved when drawn).
                box = Rect(x: at.x, y: at.y, width: .infinity, height: .infinity)
                wraps = false
            }
            let run = TextRun(string, box: box, size: size, weight: weight, color: color, alignment: alignment, wraps: wraps, style: style)
            commands = [.text(run)]
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
        return FileDrawingItem(commands: commands, opacity: opacity, animation: animation, when: when, slide: slide,
                               ignoresInvertColors: try o.optional("ignoresInvertColors")?.bool() ?? false,
                               isPicture: try o.optional("picture")?.bool() ?? false)
    }

    // MARK: Elements

    /// One node. `laidOut`: its parent's layout places it, so it has a `size` rather than a `frame`.
    private mutating func readNode(_ c: JSONCursor, laidOut: Bool) throws -> FileNode {
        let o = try c.object()
        try o.finish(allowed: SceneFile.elementFields)
        let idCursor = try o.required("id")
        let id = try idCursor.string()
        guard !id.isEmpty else { throw idCursor.error("expected a non-empty id") }
        guard seen.insert(id).inserted else { throw idCursor.error("duplicate element id \"\(id)\"") }
        let frame: Rect?
        var size: Size?
        if laidOut {
            if let f = o.optional("frame") { throw f.error("its container's layout places it: give it a size [width, height], not a frame") }
            if let s = o.optional("size") {
                let n = try s.numbers(2, "[width, height]")
                guard n[0] >= 0, n[1] >= 0 else { throw s.error("expected a non-negative width and height") }
                size = Size(n[0], n[1])
            }
            frame = nil
        } else {
            if let s = o.optional("size") { throw s.error("size is for children of a container with a layout; give a frame") }
            frame = try o.required("frame").rect()
        }
        var e = AccessibilityElement(id: id, frame: frame ?? .zero)
        let node = FileNode(id: id, element: e, frame: frame, size: size)
        node.label = try o.optional("label")?.string()
        node.value = try o.optional("value")?.string()
        node.hint = try o.optional("hint")?.string()
        e.language = try o.optional("language")?.string()
        e.customContent = try (o.optional("customContent")?.array() ?? []).map { item in
            let content = try item.object()
            try content.finish(allowed: ["label", "value", "importance"])
            let importance = try content.optional("importance")?.choice(CustomContent.Importance.allCases.map(\.rawValue))
            return CustomContent(label: try content.required("label").string(), value: try content.optional("value")?.string() ?? "",
                                 importance: importance.flatMap(CustomContent.Importance.init(rawValue:)) ?? .default)
        }
        e.userInputLabels = try (o.optional("userInputLabels")?.array() ?? []).map { try $0.string() }
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
        node.actions = try (o.optional("customActions")?.array() ?? []).map { a in
            let ao = try a.object()
            try ao.finish(allowed: ["name"] + SceneFile.effectFields)
            return FileAction(name: try ao.required("name").string(), effect: try readEffect(ao))
        }
        e.dragSources = try (o.optional("dragSources")?.array() ?? []).map { try readDescriptor($0) }
        e.dropPoints = try (o.optional("dropPoints")?.array() ?? []).map { d in
            let descriptor = try readDescriptor(d, effects: true)
            let dobj = try d.object()
            if SceneFile.effectFields.contains(where: { dobj.optional($0) != nil }) {
                node.dropEffects[descriptor.name] = try readEffect(dobj)
            }
            return descriptor
        }
        if let d = o.optional("directTouch") {
            let dobj = try d.object()
            try dobj.finish(allowed: ["silentOnTouch", "requiresActivation"])
            var options = DirectTouchOptions()
            if try dobj.optional("silentOnTouch")?.bool() ?? false { options.insert(.silentOnTouch) }
            if try dobj.optional("requiresActivation")?.bool() ?? false { options.insert(.requiresActivation) }
            e.directTouch = options
        }
        if let z = o.optional("zoom") {
            if case .string(let name) = z.value {
                // Zoom steps a state and announces its new value (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023: "2x zoom").
                require(z, name, .adjustable)
                node.zooms = name
            } else if try z.bool() {
                // A declared zoom with no state: zooming succeeds silently.
                e.onZoomIn = { _, _ in true }
                e.onZoomOut = { _, _ in true }
            }
        }
        e.viewIsModal = try o.optional("modal")?.bool() ?? false
        e.elementsHidden = try o.optional("hidden")?.bool() ?? false
        if let k = o.optional("container") {
            e.container = ContainerType(rawValue: try k.choice(["list", "landmark", "semanticGroup", "dataTable", "tabBar"]))!
        }
        e.isSeries = try o.optional("series")?.bool() ?? false
        e.ignoresInvertColors = try o.optional("ignoresInvertColors")?.bool() ?? false
        // Switch Control's grouping and scanning (docs/switch-control.md).
        if let n = o.optional("navigationStyle") {
            e.navigationStyle = NavigationStyle(rawValue: try n.choice(NavigationStyle.allCases.map(\.rawValue)))!
        }
        if let r = o.optional("respondsToUserInteraction") { e.respondsToUserInteraction = try r.bool() }
        // The Large Content Viewer (UIKit's UILargeContentViewerItem): a title or an image without
        // the viewer shows nothing, and is refused as a slip.
        e.showsLargeContentViewer = try o.optional("showsLargeContentViewer")?.bool() ?? false
        for field in ["largeContentTitle", "largeContentImage"] {
            guard let v = o.optional(field) else { continue }
            guard e.showsLargeContentViewer else { throw v.error("\"\(field)\" is what the Large Content Viewer shows: it goes with \"showsLargeContentViewer\": true") }
            if field == "largeContentTitle" { e.largeContentTitle = try v.string() } else { e.largeContentImage = try v.string() }
        }
        if let c = o.optional("dataTableCell") { e.dataTableCell = try readDataTableCell(c) }
        if let l = o.optional("layout") { node.layout = try readLayout(l) }
        node.drawing = try (o.optional("drawing")?.array() ?? []).map { try readDrawingItem($0) }
        node.children = try (o.optional("children")?.array() ?? []).map { try readNode($0, laidOut: node.layout != nil) }
        if let r = o.optional("reorderable"), try r.bool() {
            guard node.layout != nil, node.children.count > 1 else { throw r.error("a reorderable container needs a layout and at least two children") }
            node.reorderable = true
        }
        if let s = o.optional("scrolls"), try s.bool() {
            guard node.layout != nil else { throw s.error("a scroll area scrolls laid-out children: give it a layout") }
            node.scrolls = true
        }
        if let a = o.optional("scrollAxis") {
            node.scrollAxis = ScrollAxis(rawValue: try a.choice(ScrollAxis.allCases.map(\.rawValue)))!
            guard node.scrolls else { throw a.error("a scroll axis goes with \"scrolls\": true") }
            if node.scrollAxis == .horizontal {
                // A carousel's content is as wide as its children: a row of sized ones.
                guard node.layout?.axis == .row else { throw a.error("a horizontal scroll area lays its children out in a row") }
                guard node.children.allSatisfy({ $0.size != nil }) else {
                    throw a.error("each child of a horizontal scroll area needs a size: the content is as wide as they are")
                }
            }
        }
        if !node.children.isEmpty {
            e.children = []
            e.childrenInExplicitOrder = true
            e.isAccessibilityElement = false
        }
        // How the container's children are read, as the engine's own attributes say it: an imported
        // screen's containers are read by position (docs/import.md, "Reading order"), and its export
        // as a scene file must read as it does.
        for key in ["readingOrder", "rowsJoinByCentre", "sortsByOwnFrame"] {
            if let c = o.optional(key), node.children.isEmpty { throw c.error("\(key) is for a container: give it children") }
        }
        if let r = o.optional("readingOrder") { e.childrenInExplicitOrder = try r.choice(["children", "position"]) == "children" }
        e.rowsJoinByCentre = try o.optional("rowsJoinByCentre")?.bool() ?? false
        e.sortsByOwnFrame = try o.optional("sortsByOwnFrame")?.bool() ?? false
        // What the system provides, as an imported screen marked it (docs/import.md, "Elements the
        // system provides"): its export keeps the mark, so the scroll bar is read after the rows
        // and a finding on it is set aside, as on the screen imported.
        if let c = o.optional("system") { e.systemElement = SystemElement(rawValue: try c.choice(SystemElement.allCases.map(\.rawValue))) }
        if let c = o.optional("standardControl") {
            e.standardControl = StandardControl(rawValue: try c.choice(StandardControl.allCases.map(\.rawValue)))
        }
        // What the capture could not tell, as an imported screen marked it: its export keeps the
        // marks, so a value the capture cut short and an image it may not have exposed are judged
        // as on the screen imported (an info, a warning), not as a file's own (nothing, an error).
        for item in try o.optional("cutByCapture")?.array() ?? [] {
            let name = try item.choice(CapturedCut.named.map(\.name))
            e.cutByCapture.formUnion(CapturedCut.named.first { $0.name == name }!.text)
        }
        e.exposureUnknown = try o.optional("exposureUnknown")?.bool() ?? false
        if let t = o.optional("toggles") {
            let name = try t.string()
            require(t, name, .flag)
            node.toggles = name
            node.togglesMakeASwitch = true
        } else if e.traits.contains(.toggleButton), let v = node.value, v == "1" || v == "0", o.optional("activate") == nil {
            // UIKit's switch: a toggle button with value 1 or 0 flips on activation.
            try declareImplicit(FileStateDeclaration(name: id, initial: .flag(v == "1"), domain: .free), at: idCursor)
            node.toggles = id
        }
        if let a = o.optional("adjusts") {
            let name = try a.string()
            require(a, name, .adjustable)
            node.adjusts = name
        }
        if e.traits.contains(.tabBar) || e.isSeries,
           let selected = node.children.first(where: { $0.element.traits.contains(.selected) }) {
            // A tab bar or segmented control: activating a child selects it.
            try declareImplicit(FileStateDeclaration(name: id, initial: .text(selected.id), domain: .list(node.children.map(\.id))), at: idCursor)
            node.selection = id
        }
        if let a = o.optional("activate") {
            let ao = try a.object()
            try ao.finish(allowed: SceneFile.effectFields)
            node.activate = try readEffect(ao)
        }
        if let m = o.optional("magicTap") {
            let mo = try m.object()
            try mo.finish(allowed: SceneFile.effectFields)
            node.magicTap = try readEffect(mo)
        }
        node.when = try o.optional("when").map { try readCondition($0) }
        node.slide = try o.optional("slide").map { try readSlide($0) }
        e.keyCommands = try (o.optional("keyCommands")?.array() ?? []).map { try readKeyCommand($0, actions: node.actions.map(\.name)) }
        node.element = e
        return node
    }

    /// An app keyboard shortcut: `{"title": "Show Details", "keys": "Command-I", "performs": "scrollUp"}`;
    /// `"performs": "customAction"` names one of the element's `actions` in `"action"`.
    private func readKeyCommand(_ c: JSONCursor, actions: [String]) throws -> KeyCommand {
        let o = try c.object()
        try o.finish(allowed: ["title", "keys", "performs", "action"])
        let titleCursor = try o.required("title")
        let title = try titleCursor.string()
        guard !title.isEmpty else { throw titleCursor.error("expected a non-empty title") }
        let keysCursor = try o.required("keys")
        let keys = try keysCursor.string()
        let chord: KeyChord
        do { chord = try KeyChord(parsing: keys) } catch { throw keysCursor.error(error.description) }
        let performs = try o.required("performs").choice(KeyCommandAction.names)
        let actionCursor = o.optional("action")
        let actionName = try actionCursor?.string()
        if performs == "customAction" {
            guard let actionName, let actionCursor else { throw c.error("a shortcut performing customAction names the action in \"action\"") }
            guard actions.contains(actionName) else {
                throw actionCursor.error("this element has no custom action \"\(actionName)\"" + (actions.isEmpty ? "" : " (it has " + actions.map { "\"\($0)\"" }.joined(separator: ", ") + ")"))
            }
        } else if let actionCursor {
            throw actionCursor.error("\"action\" goes with \"performs\": \"customAction\"")
        }
        return KeyCommand(title, chord: chord, performs: KeyCommandAction(name: performs, customActionName: actionName)!)
    }

    /// `{"row": 0, "column": 2, "rowSpan": 1, "columnSpan": 2, "rowHeader": false, "columnHeader": true}`:
    /// where the element sits in its data table, from 0 (a row or column left out is undefined).
    private func readDataTableCell(_ c: JSONCursor) throws -> DataTableCell {
        let o = try c.object()
        try o.finish(allowed: ["row", "column", "rowSpan", "columnSpan", "rowHeader", "columnHeader"])
        func index(_ key: String) throws -> Int? {
            guard let cursor = o.optional(key) else { return nil }
            let n = try cursor.int()
            guard (0...100_000).contains(n) else { throw cursor.error("expected a \(key) from 0 to 100000 (rows and columns count from 0)") }
            return n
        }
        func span(_ key: String) throws -> Int {
            guard let cursor = o.optional(key) else { return 1 }
            let n = try cursor.int()
            guard (1...100_000).contains(n) else { throw cursor.error("expected a \(key) from 1 to 100000") }
            return n
        }
        return DataTableCell(row: try index("row"), column: try index("column"), rowSpan: try span("rowSpan"),
                             columnSpan: try span("columnSpan"), isRowHeader: try o.optional("rowHeader")?.bool() ?? false,
                             isColumnHeader: try o.optional("columnHeader")?.bool() ?? false)
    }

    private func readLayout(_ c: JSONCursor) throws -> FileLayout {
        let o = try c.object()
        try o.finish(allowed: ["axis", "spacing", "columns"])
        let axis = FileLayout.Axis(rawValue: try o.required("axis").choice(["column", "row", "grid"]))!
        let spacing = try o.optional("spacing")?.length() ?? 0
        let columnsCursor = o.optional("columns")
        let columns = try columnsCursor?.int() ?? 1
        if let columnsCursor {
            guard axis == .grid else { throw columnsCursor.error("columns go with the grid axis") }
            guard columns >= 1 else { throw columnsCursor.error("expected 1 or more columns") }
        }
        return FileLayout(axis: axis, spacing: spacing, columns: columns)
    }

    /// A drag source or drop point; a drop point may carry an effect (`effects`).
    private mutating func readDescriptor(_ c: JSONCursor, effects: Bool = false) throws -> LocationDescriptor {
        let o = try c.object()
        try o.finish(allowed: ["name", "point", "view"] + (effects ? SceneFile.effectFields : []))
        let nameCursor = try o.required("name")
        let name = try nameCursor.string()
        guard !name.isEmpty else { throw nameCursor.error("expected a non-empty name") }
        let point = try o.required("point").point()
        return LocationDescriptor(name: name, point: point, viewID: try o.optional("view").map { try requireElement($0) })
    }

    /// A gesture; with effect fields (`set`, `open`, … as an activation's) a finger making it does
    /// them, and `direction` keeps a swipe to one way.
    private mutating func readGesture(_ c: JSONCursor) throws -> FileGesture {
        let o = try c.object()
        try o.finish(allowed: ["kind", "frame", "meaning", "equivalent", "pathDependent", "when", "direction"] + SceneFile.effectFields)
        let kind = SceneGesture.Kind(rawValue: try o.required("kind").choice(SceneGesture.Kind.allCases.map(\.rawValue)))!
        var gesture = DeclaredGesture(kind: kind, frame: try o.required("frame").rect(), meaning: try o.optional("meaning")?.string() ?? "",
                                      equivalentElementID: try o.optional("equivalent").map { try requireElement($0) },
                                      isPathDependent: try o.optional("pathDependent")?.bool() ?? false)
        if let d = o.optional("direction") {
            guard kind == .swipe else { throw d.error("only a swipe has a direction; a \(kind.rawValue) has none") }
            gesture.direction = SwipeDirection(rawValue: try d.choice(SwipeDirection.allCases.map(\.rawValue)))!
        }
        let effect = SceneFile.effectFields.contains { o.optional($0) != nil } ? try readEffect(o) : nil
        return FileGesture(gesture: gesture, when: try o.optional("when").map { try readCondition($0) }, effect: effect)
    }

    /// A suppression; its `element`, like every other id the file uses, must name an element of the
    /// file (a screen's included): a misspelt one suppressed nothing, silently.
    /// The rules a file's suppression may name.
    private static let builtInRules = Set(RuleID.builtIn)

    private mutating func readSuppression(_ c: JSONCursor) throws -> Suppression {
        let o = try c.object()
        try o.finish(allowed: ["rule", "element", "reason"])
        let reasonCursor = try o.required("reason")
        let reason = try reasonCursor.string()
        guard !reason.isEmpty else { throw reasonCursor.error("a suppression needs a reason") }
        // A misspelt rule would suppress nothing, silently: refused as the file loads, for every
        // command, as an unknown element or state is. A file names built-in rules only; a rule of a
        // package's own is suppressed in its Swift scene.
        let ruleCursor = try o.required("rule")
        let rule = try ruleCursor.string()
        guard Self.builtInRules.contains(RuleID(rule)) else { throw ruleCursor.error("unknown rule \"\(rule)\" (`validate --list-rules` lists them)") }
        return Suppression(ruleID: rule, elementID: try o.optional("element").map { try requireElement($0) }, reason: reason)
    }
}
