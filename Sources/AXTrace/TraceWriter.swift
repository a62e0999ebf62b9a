import AXCore
import AXEngine

/// Serialises traces byte-stably: a fixed field order per record type, no spaces, integer times,
/// coordinates with at most two decimals, optional fields left out when absent.
public enum TraceWriter {
    /// The header's JSON line, without the newline.
    public static func line(_ header: TraceHeader) -> String {
        var w = JSONLineWriter()
        w.string("type", "header")
        w.string("format", TraceHeader.format)
        w.int("version", TraceHeader.version)
        w.string("scene", header.scene)
        if let file = header.sceneFile {
            var f = JSONLineWriter()
            f.string("path", file.path)
            if let digest = file.digest { f.string("digest", digest) }
            w.raw("sceneFile", f.line)
        }
        if let digest = header.sceneDigest { w.string("sceneDigest", digest) }
        var device = JSONLineWriter()
        device.string("idiom", header.device.idiom.rawValue)
        device.number("width", header.device.size.width)
        device.number("height", header.device.size.height)
        w.raw("device", device.line)
        w.raw("settings", settings(header.settings))
        if let engine = header.engine {
            var e = JSONLineWriter()
            for (name, value) in engine.pairs { e.int(name, value) }
            w.raw("engine", e.line)
        }
        w.string("seed", header.seed)
        if let tool = header.tool { w.string("tool", tool) }
        if header.launch { w.bool("launch", true) }
        if let start = header.switchControl { w.raw("switchControl", switchControl(start)) }
        if let start = header.zoom { w.raw("zoom", zoom(start)) }
        if let filter = header.vision { w.string("vision", filter.name) }
        return w.line
    }

    /// The header's `zoom`: `on`, `zoomedIn`, then every setting by `ZoomSettings.named`, numbers
    /// as numbers, flags as booleans, the mode as a string.
    static func zoom(_ start: ZoomStart) -> String {
        var s = JSONLineWriter()
        s.bool("on", start.isOn)
        if start.isZoomedIn { s.bool("zoomedIn", true) }
        for (name, value) in start.settings.named {
            // A level is written exactly, not to two decimals: a script's 2.345 is the level it ran
            // with, and `--update` rounding it to 2.35 would write a header its outputs do not match.
            if value == "true" || value == "false" { s.bool(name, value == "true") } else if let n = Double(value) { s.raw(name, Format.exact(n)) } else { s.string(name, value) }
        }
        return s.line
    }

    /// The header's `switchControl`: `on`, then each setting `SwitchControlSettings.recordedKeys`
    /// lists, numbers as numbers, flags as booleans, the rest (a style, an Auto Tap that is `off`) as strings.
    static func switchControl(_ start: SwitchControlStart) -> String {
        var s = JSONLineWriter()
        s.bool("on", start.isOn)
        for key in start.settings.recordedKeys {
            let value = start.settings.value(of: key)
            switch value {
            case .flag(let flag): s.bool(key.rawValue, flag)
            case .number(let number): s.int(key.rawValue, number)
            case .off, .choice: s.string(key.rawValue, value.text)
            }
        }
        return s.line
    }

    /// Settings as a JSON object: booleans as booleans, the rest as strings, in `Settings.names` order;
    /// a setting added after the format's first settings only when changed (`Settings.recordedPairs`).
    static func settings(_ settings: Settings) -> String {
        var s = JSONLineWriter()
        for (name, value) in settings.recordedPairs {
            if value == "true" || value == "false" { s.bool(name, value == "true") } else { s.string(name, value) }
        }
        return s.line
    }

    /// One record's JSON line, without the newline.
    public static func line(_ r: TimedRecord) -> String {
        var w = JSONLineWriter()
        func head(_ type: String) { writeHead(&w, type, r) }
        switch r.record {
        case .input(let input):
            let record = SessionInputCodec.record(of: input)
            head(record.type)
            for (name, value) in record.fields { w.value(name, value) }
        case .end:
            head("end")
        case .snapshot(let cause, let digest, let pairs):
            head("state")
            w.int("cause", cause)
            w.string("digest", digest)
            var s = JSONLineWriter()
            for (k, v) in pairs { s.string(k, v) }
            w.raw("snapshot", s.line)
        case .output(let cause, let event):
            output(event, cause: cause, record: r, &w)
        }
        return w.line
    }

    /// Every record after the header starts with type, seq and t.
    private static func writeHead(_ w: inout JSONLineWriter, _ type: String, _ r: TimedRecord) {
        w.string("type", type)
        w.int("seq", r.seq)
        w.int("t", r.time)
    }

    private static func output(_ event: OutputEvent, cause: Int, record r: TimedRecord, _ w: inout JSONLineWriter) {
        func head(_ type: String) { writeHead(&w, type, r) }
        switch event {
        case .gesture(let kind, let fingers, let direction):
            head("gesture"); w.int("cause", cause)
            w.string("name", kind.rawValue); w.int("fingers", fingers)
            if let direction { w.string("direction", direction.rawValue) }
        case .focus(let id, let description):
            head("focus"); w.int("cause", cause)
            w.string("element", id); w.string("description", description)
        case .speech(let s):
            head("speech"); w.int("cause", cause)
            w.string("text", s.text); w.string("priority", s.priority.rawValue); w.string("kind", s.kind.rawValue)
            w.string("outcome", s.outcome.rawValue)
            if let heard = s.heard { w.string("heard", heard) }
            w.int("start", s.start); w.int("end", s.end)
        case .sound(let sound):
            head("sound"); w.int("cause", cause)
            w.string("name", sound.name)
            if case .tone(let note) = sound { w.int("note", note) }
        case .action(let id, let name, let result):
            head("action"); w.int("cause", cause)
            if let id { w.string("element", id) }
            w.string("name", name); w.bool("result", result)
        case .notification(let name, let argument):
            head("notification"); w.int("cause", cause)
            w.string("name", name.rawValue)
            if let argument { w.string("argument", argument) }
        case .drag(let state, let item, let target, let operation):
            head("drag"); w.int("cause", cause)
            w.string("state", state.rawValue); w.string("item", item)
            if let target { w.string("target", target) }
            if let operation { w.string("operation", operation.rawValue) }
        case .state(let digest):
            head("state"); w.int("cause", cause)
            w.string("digest", digest)
        case .switchHighlight(let kind, let id, let entry, let frame):
            head("highlight"); w.int("cause", cause)
            w.string("kind", kind.rawValue)
            if let id { w.string("element", id) }
            if let entry { w.string("entry", entry) }
            if let frame {
                w.raw("frame", "[" + [frame.minX, frame.minY, frame.width, frame.height].map(Format.number).joined(separator: ",") + "]")
            }
        case .switchMenu(let id, let page, let entries):
            head("menu"); w.int("cause", cause)
            // No page: the menu closed, said by `closed` alone (docs/trace-format.md).
            guard let page else { w.raw("closed", "true"); break }
            if let id { w.string("element", id) }
            w.string("page", page.rawValue)
            if !entries.isEmpty { w.raw("entries", JSONLineWriter.array(entries.map(JSONLineWriter.quoted))) }
        case .speakScreenHighlight(let id):
            head("reading"); w.int("cause", cause)
            if let id { w.string("element", id) }
        case .keyboardFocus(let id, let group):
            head("keyboardFocus"); w.int("cause", cause)
            if let id { w.string("element", id) }
            if let group { w.string("group", group) }
        case .keyboardList(let kind, let id, let entries, let selected):
            head("keyboardList"); w.int("cause", cause)
            if let kind { w.string("list", kind.rawValue) }
            if let id { w.string("element", id) }
            if kind != nil { w.raw("entries", JSONLineWriter.array(entries.map(JSONLineWriter.quoted))) }
            if let selected { w.int("selected", selected) }
        case .zoom(let lens):
            head("lens"); w.int("cause", cause)
            if let lens {
                w.string("mode", lens.mode.rawValue)
                w.number("level", lens.level)
                w.raw("region", rect(lens.region))
                w.raw("window", rect(lens.window))
            }
        case .voiceControl(.overlay(let overlay, let continuously)):
            head("voiceOverlay"); w.int("cause", cause)
            w.string("overlay", overlay?.kind.rawValue ?? "none")
            if continuously { w.bool("continuous", true) }
            if case .grid(let grid)? = overlay {
                w.raw("area", "[" + [grid.area.minX, grid.area.minY, grid.area.width, grid.area.height].map(Format.number).joined(separator: ",") + "]")
                // The shape only when the user asked for one: every trace written before keeps its lines.
                if !grid.hasDefaultShape {
                    w.int("columns", grid.columns)
                    w.int("rows", grid.rows)
                }
            }
        case .voiceControl(.choose(let ids)):
            head("voiceChoose"); w.int("cause", cause)
            w.raw("elements", JSONLineWriter.array(ids.map(JSONLineWriter.quoted)))
        case .voiceControl(.missed(let phrase, let reason)):
            head("voiceMissed"); w.int("cause", cause)
            w.string("phrase", phrase); w.string("reason", reason.rawValue)
        case .voiceControl(.touch(let gesture, let point, let direction)):
            head("voiceTouch"); w.int("cause", cause)
            w.string("gesture", gesture.rawValue); w.number("x", point.x); w.number("y", point.y)
            if let direction { w.string("direction", direction.rawValue) }
        case .largeContentViewer(let item):
            head("largeContent"); w.int("cause", cause)
            if let item {
                w.string("element", item.elementID)
                if let title = item.title { w.string("title", title) }
                if let image = item.image { w.string("image", image) }
            }
        }
    }

    /// `[x, y, width, height]`.
    static func rect(_ r: Rect) -> String {
        "[" + [r.minX, r.minY, r.width, r.height].map(Format.number).joined(separator: ",") + "]"
    }

    /// A whole trace as text, one line per record, each ending in a newline.
    public static func text(_ trace: Trace) -> String {
        var out = line(trace.header) + "\n"
        for r in trace.records { out += line(r) + "\n" }
        return out
    }
}
