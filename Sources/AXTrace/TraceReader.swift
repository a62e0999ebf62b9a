import AXCore
import AXEngine
import Foundation

/// A trace that cannot be loaded: `file:line: reason` (exit status 2 in the CLI).
public struct TraceError: Error, Equatable, CustomStringConvertible {
    /// The trace file, as given.
    public var file: String
    /// The 1-based line the problem is on (0 when the file as a whole is refused).
    public var line: Int
    /// What is wrong there, naming the field and what was expected.
    public var reason: String
    /// `file:line: reason`, as the CLI prints it; `file: reason` for the file as a whole.
    public var description: String { line == 0 ? "\(file): \(reason)" : "\(file):\(line): \(reason)" }
}

/// Reads traces and checks every loading rule of format 1 (docs/trace-format.md): a header
/// first; no newer version; `seq` strictly increasing; `t` never decreasing; pointers that move or
/// lift only while down and go down only while up; no pointer down at `end`; known record types and
/// commands; `end` last. A file that simply stops (a killed recording: no `end`, perhaps a partial
/// last line) is read up to its last complete record and marked truncated, so the caller can say so.
public enum TraceReader {
    /// The input records' types (`end` among them), in the order the format describes them.
    static let inputTypes = ["pointer", "command", "setting", "typed", "switch", "speak", "keyboard", "zoom", "voice", "end"]

    /// The output records' types, in the order the format describes them.
    static let outputTypes = ["gesture", "focus", "speech", "sound", "action", "notification", "drag", "state", "highlight", "menu", "reading", "keyboardFocus", "keyboardList", "lens", "voiceOverlay", "voiceChoose", "voiceMissed"]

    /// `type` after its article: "an end", "an action", "a pointer".
    static func withArticle(_ type: String) -> String {
        ("aeiou".contains(type.first ?? "x") ? "an " : "a ") + type
    }

    /// Reads and checks the trace at `path`; throws `TraceError` naming the file and line (a file
    /// over the size limit is refused before it is read).
    public static func load(path: String) throws -> Trace {
        if let problem = RegularFile.problem(atPath: path) { throw TraceError(file: path, line: 0, reason: "the file " + problem) }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > InputLimits.traceFileBytes {
            throw TraceError(file: path, line: 0, reason: "the file has \(size) bytes; traces may have at most \(InputLimits.traceFileBytes) (256 MiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TraceError(file: path, line: 0, reason: RegularFile.readFailure(atPath: path))
        }
        return try parse(data, file: path)
    }

    /// Checks trace text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws -> Trace {
        try parse(Data(text.utf8), file: file)
    }

    /// Checks trace bytes (UTF-8); `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws -> Trace {
        do { return try parseLines(data, file: file) } catch let error as TraceError where error.line == 1 {
            // A file that is not a trace at all fails on its first line; say what it is instead.
            guard let kind = otherKind(of: data) else { throw error }
            throw TraceError(file: file, line: 0, reason: kind)
        }
    }

    /// What a file that is one whole JSON document is, when it is not a trace (JSON Lines, the
    /// header first): a scene file, or some other document.
    private static func otherKind(of data: Data) -> String? {
        guard let value = try? data.withUnsafeBytes({ try JSONValue.parse(bytes: $0.bindMemory(to: UInt8.self)) }),
              case .object = value else { return nil }
        if case .string("axsandbox-trace")? = value["format"] { return nil }
        if case .string("axsandbox-scene")? = value["format"] {
            return "a scene file, not a trace; replay a trace on it with --scene, or record one with run --record"
        }
        // On one line, the first line's own error says what it lacks.
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: true).count
        return lines > 1 ? "one JSON document over \(lines) lines, not a trace (JSON Lines: one JSON object per line, the header first)" : nil
    }

    private static func parseLines(_ data: Data, file: String) throws -> Trace {
        var reader = Reader(file: file)
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            // A byte-order mark is allowed before the header, as in scene files.
            var start = UTF8Text.byteOrderMarkLength(bytes)
            var lineNumber = 0
            while start < bytes.count {
                lineNumber += 1
                // memchr: a hostile file's one long line is scanned at memory speed, also in debug builds.
                let base = UnsafeRawPointer(bytes.baseAddress!)
                let end = memchr(base + start, 0x0A, bytes.count - start).map { UnsafeRawPointer($0) - base } ?? bytes.count
                let complete = end < bytes.count
                if end - start > InputLimits.traceLineBytes {
                    throw TraceError(file: file, line: lineNumber,
                                     reason: "the line has \(end - start) bytes; trace lines may have at most \(InputLimits.traceLineBytes) (16 MiB)")
                }
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if !complete && reader.header != nil && !reader.ended {
                    // A partial last line from a killed recording: keep what came before it.
                    if (try? JSONValue.parse(bytes: slice)) == nil { reader.truncatedAfter = lineNumber - 1; break }
                }
                try reader.read(slice, line: lineNumber)
                start = end + 1
            }
        }
        return try reader.finish()
    }

    private struct Reader {
        let file: String
        var header: TraceHeader?
        var records: [TimedRecord] = []
        var lastSeq = 0
        var lastTime = 0
        var down: [Int: Int] = [:]  // pointer id → line it went down on
        var ended = false
        var truncatedAfter: Int?
        var lastLine = 0

        init(file: String) { self.file = file }

        func fail(_ line: Int, _ reason: String) -> TraceError { TraceError(file: file, line: line, reason: reason) }

        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws {
            lastLine = line
            if bytes.isEmpty { throw fail(line, "blank line (every line must hold one JSON object)") }
            let value: JSONValue
            do { value = try JSONValue.parse(bytes: bytes) } catch let e as JSONValue.SyntaxError {
                throw fail(line, "invalid JSON at column \(e.column): \(e.message)")
            }
            guard case .object = value else { throw fail(line, "expected a JSON object, found \(value.kindDescription)") }
            guard case .string(let type)? = value["type"] else {
                throw fail(line, "\"type\" must be a string, the record's type (header first, then pointer, command, … or end)"
                           + (value["type"].map { ", found \($0.kindDescription)" } ?? "; it is missing"))
            }
            if ended { throw fail(line, "\(TraceReader.withArticle(type)) record after \"end\" (end must be the last line)") }
            guard let header else {
                guard type == "header" else { throw fail(line, "the first line must be a header of format \"\(TraceHeader.format)\", found type \"\(type)\"") }
                self.header = try readHeader(value, line: line)
                return
            }
            _ = header
            if type == "header" { throw fail(line, "a second header (\"type\" \"header\" belongs to the first line only)") }
            let f = Fields(value: value, line: line, file: file)
            let seq = try f.int("seq")
            let time = try f.int("t")
            guard seq > lastSeq else { throw fail(line, "\"seq\" must be above the previous record's \(lastSeq), found \(seq)") }
            guard time >= lastTime else { throw fail(line, "\"t\" must be \(lastTime) or later (the previous record's), found \(time)") }
            lastSeq = seq; lastTime = time
            let record: TraceRecord
            switch type {
            case "pointer":
                let phase = try f.choice("phase", PointerSample.Phase.allCases.map(\.rawValue))
                let id = try f.int("id")
                guard id >= 0 else { throw fail(line, "\"id\" must be 0 or more, found \(id)") }
                let kind = try f.optionalChoice("kind", PointerSample.Kind.allCases.map(\.rawValue)) ?? "touch"
                let sample = PointerSample(PointerSample.Phase(rawValue: phase)!, id: id, Point(try f.coordinate("x"), try f.coordinate("y")),
                                           time: time, kind: PointerSample.Kind(rawValue: kind)!)
                switch sample.phase {
                case .down:
                    if let at = down[id] { throw fail(line, "pointer \(id) goes down while already down (since line \(at))") }
                    down[id] = line
                case .move, .up, .cancel:
                    guard down[id] != nil else { throw fail(line, "pointer \(id) \(phase == "move" ? "moves" : phase == "up" ? "lifts" : "is cancelled") while not down") }
                    if sample.phase != .move { down[id] = nil }
                }
                try f.only(["type", "seq", "t", "phase", "id", "x", "y", "kind"])
                record = .input(.pointer(sample))
            case "command":
                record = .input(.command(try command(f)))
                try f.only(["type", "seq", "t", "name", "args"])
            case "setting":
                let name = try f.string("name"), text = try f.string("value")
                var probe = Settings()
                do { try probe.set(name, to: text) } catch {
                    throw fail(line, (Settings.names.contains(name) ? "\"value\": " : "\"name\": ") + "\(error)")
                }
                try f.only(["type", "seq", "t", "name", "value"])
                record = .input(.setting(name: name, value: text))
            case "typed":
                // Added to version 1: older files simply have none.
                let text = try f.string("text")
                guard !text.isEmpty else { throw fail(line, "\"text\" must not be empty (a typed record holds what was typed)") }
                try f.only(["type", "seq", "t", "text"])
                record = .input(.typed(text))
            case "switch":
                // Added to version 1 with Switch Control: older files simply have none. `phase`
                // (a held switch going down or up) was added later: a record without it is a press.
                let name = try f.choice("name", SwitchControlCommand.names)
                let phase = try f.optionalChoice("phase", SwitchControlCommand.phases)
                try f.only(["type", "seq", "t", "name", "phase"])
                guard let command = SwitchControlCommand(name: name, phase: phase) else {
                    throw fail(line, "switch \(name) has a phase, but only a switch (\(SwitchRole.allCases.map(\.rawValue).joined(separator: ", "))) goes down and up")
                }
                record = .input(.switchControl(command))
            case "speak":
                // Added to version 1 with Speak Screen: older files simply have none.
                let name = try f.choice("name", SpeakScreenCommand.names)
                try f.only(["type", "seq", "t", "name"])
                record = .input(.speakScreen(SpeakScreenCommand(name: name)!))
            case "keyboard":
                // Added to version 1 with Full Keyboard Access: older files simply have none.
                let name = try f.choice("name", KeyboardCommand.names)
                if name == "shortcut" {
                    // An app's shortcut (added later in version 1): its chord in `keys`, as Apple writes it.
                    try f.only(["type", "seq", "t", "name", "keys"])
                    let keys = try f.string("keys")
                    do {
                        record = .input(.keyboard(.shortcut(try KeyChord(parsing: keys))))
                    } catch {
                        throw fail(line, "keyboard shortcut keys \"\(keys)\": \(error)")
                    }
                } else {
                    try f.only(["type", "seq", "t", "name"])
                    record = .input(.keyboard(KeyboardCommand(name: name)!))
                }
            case "zoom":
                // Added to version 1 with Zoom: older files simply have none.
                let name = try f.choice("name", ZoomCommand.names)
                try f.only(["type", "seq", "t", "name"])
                record = .input(.zoom(ZoomCommand(name: name)!))
            case "voice":
                // Added to version 1 with Voice Control: older files simply have none.
                try f.only(["type", "seq", "t", "name", "phrase"])
                switch (try f.optionalChoice("name", ["on", "off"]), try f.optionalString("phrase")) {
                case ("on"?, nil): record = .input(.voiceControl(.on))
                case ("off"?, nil): record = .input(.voiceControl(.off))
                case (nil, let phrase?): record = .input(.voiceControl(.say(phrase)))
                case (nil, nil): throw fail(line, "a voice record needs \"name\" (\"on\" or \"off\") or \"phrase\" (a string); it has neither")
                default: throw fail(line, "a voice record needs either \"name\" (\"on\" or \"off\") or \"phrase\", not both")
                }
            case "end":
                if let (id, at) = down.min(by: { $0.key < $1.key }) {
                    throw fail(line, "pointer \(id) is still down at end (it went down on line \(at))")
                }
                try f.only(["type", "seq", "t"])
                ended = true
                record = .end
            default:
                record = try output(type, f)
            }
            records.append(TimedRecord(seq: seq, time: time, record: record, line: line))
        }

        func readHeader(_ v: JSONValue, line: Int) throws -> TraceHeader {
            let f = Fields(value: v, line: line, file: file)
            let format = try f.string("format")
            guard format == TraceHeader.format else {
                throw fail(line, "the first line must be a header of format \"\(TraceHeader.format)\": \"format\" must be \"\(TraceHeader.format)\", found \(JSONValue.quoted(format))")
            }
            let version = try f.int("version")
            if version > TraceHeader.version {
                throw fail(line, "trace format version \(version) is newer than this program reads (version \(TraceHeader.version)); update axsandbox")
            }
            guard version >= 1 else { throw fail(line, "unknown trace format version \(version)") }
            try f.only(["type", "format", "version", "scene", "sceneFile", "sceneDigest", "device", "settings", "engine", "seed", "tool", "launch", "switchControl", "zoom"])
            let scene = try f.string("scene")
            var sceneFile: SceneFileReference?
            if let v = v["sceneFile"], v != .null {
                guard case .object(let fields) = v else {
                    throw fail(line, "sceneFile must be an object with a non-empty \"path\" (a string) and a \"digest\", found \(v.kindDescription)")
                }
                guard case .string(let path)? = v["path"], !path.isEmpty else {
                    throw fail(line, "sceneFile.path must be a non-empty string, the scene file's path; "
                               + (v["path"].map { $0 == .string("") ? "it is empty" : "found \($0.kindDescription)" } ?? "it is missing"))
                }
                var digest: String?
                if let d = v["digest"] {
                    guard case .string(let text) = d else { throw fail(line, "sceneFile.digest must be a string, found \(d.kindDescription)") }
                    digest = text
                }
                if let unknown = fields.first(where: { !["path", "digest"].contains($0.key) }) {
                    throw fail(line, "sceneFile.\(unknown.key): unexpected field (expected path and digest)")
                }
                sceneFile = SceneFileReference(path: path, digest: digest)
            }
            var device = Device.phone
            if case .object(let d)? = v["device"] {
                for (k, value) in d {
                    switch (k, value) {
                    case ("idiom", .string(let s)):
                        guard let idiom = Idiom(rawValue: s) else { throw fail(line, "device.idiom must be phone or pad, found \"\(s)\"") }
                        device.idiom = idiom
                    case ("width", .number(let n)) where n > 0 && n <= InputLimits.deviceSide: device.size.width = n
                    case ("height", .number(let n)) where n > 0 && n <= InputLimits.deviceSide: device.size.height = n
                    case ("width", .number(let n)), ("height", .number(let n)):
                        throw fail(line, "device.\(k) must be above 0 and at most \(Format.number(InputLimits.deviceSide)) points, found \(InputLimits.shown(n))")
                    case ("idiom", _): throw fail(line, "device.idiom must be phone or pad, found \(value.kindDescription)")
                    case ("width", _), ("height", _):
                        throw fail(line, "device.\(k) must be a number above 0 and at most \(Format.number(InputLimits.deviceSide)) points, found \(value.kindDescription)")
                    default: throw fail(line, "device.\(k): unexpected field (expected idiom, width and height)")
                    }
                }
            } else if let d = v["device"] { throw fail(line, "device must be an object, found \(d.kindDescription)") }
            var settings = Settings()
            if case .object(let s)? = v["settings"] {
                for (k, value) in s {
                    let text: String
                    switch value {
                    case .bool(let b): text = String(b)
                    case .string(let str): text = str
                    default: throw fail(line, "settings.\(k) must be a boolean or a string, found \(value.kindDescription)")
                    }
                    do { try settings.set(k, to: text) } catch { throw fail(line, "settings.\(k): \(error)") }
                }
            } else if let s = v["settings"] { throw fail(line, "settings must be an object, found \(s.kindDescription)") }
            var engine: EngineConstants?
            if case .object(let e)? = v["engine"] {
                var constants = EngineConstants()
                for (k, value) in e {
                    guard case .number(let n) = value else { throw fail(line, "engine.\(k) must be an integer, found \(value.kindDescription)") }
                    guard n == n.rounded(), abs(n) < 1e15 else {
                        let range = EngineConstants.ranges[k].map { " from \($0.lowerBound) to \($0.upperBound)" } ?? ""
                        throw fail(line, "engine.\(k) must be an integer\(range), found \(InputLimits.shown(n))")
                    }
                    do { try constants.set(k, Int(n)) } catch { throw fail(line, "engine.\(k): \(error)") }
                }
                engine = constants
            } else if let e = v["engine"] { throw fail(line, "engine must be an object, found \(e.kindDescription)") }
            var switchControl: SwitchControlStart?
            if case .object(let s)? = v["switchControl"] {
                var start = SwitchControlStart(settings: SwitchControlSettings(), isOn: false)
                for (k, value) in s {
                    let text: String
                    switch value {
                    case .bool(let b): text = String(b)
                    case .string(let str): text = str
                    case .number(let n) where n == n.rounded() && abs(n) < 1e15: text = String(Int(n))
                    default: throw fail(line, "switchControl.\(k) must be a boolean, an integer or a string, found \(value.kindDescription)")
                    }
                    if k == "on" {
                        guard case .bool(let on) = value else { throw fail(line, "switchControl.on must be true or false, found \(value.kindDescription)") }
                        start.isOn = on
                        continue
                    }
                    do { try start.settings.set(k, to: text) } catch { throw fail(line, "switchControl.\(k): \(error)") }
                }
                switchControl = start
            } else if let s = v["switchControl"] { throw fail(line, "switchControl must be an object, found \(s.kindDescription)") }
            var zoom: ZoomStart?
            if case .object(let z)? = v["zoom"] {
                var start = ZoomStart(settings: ZoomSettings(), isOn: false)
                for (k, value) in z {
                    if k == "on" || k == "zoomedIn" {
                        guard case .bool(let flag) = value else { throw fail(line, "zoom.\(k) must be true or false, found \(value.kindDescription)") }
                        if k == "on" { start.isOn = flag } else { start.isZoomedIn = flag }
                        continue
                    }
                    let text: String
                    switch value {
                    case .bool(let b): text = String(b)
                    case .string(let str): text = str
                    case .number(let n) where n.isFinite: text = String(n)
                    default: throw fail(line, "zoom.\(k) must be a boolean, a number or a string, found \(value.kindDescription)")
                    }
                    do { try start.settings.set(k, to: text) } catch { throw fail(line, "zoom.\(k): \(error)") }
                }
                zoom = start
            } else if let z = v["zoom"] { throw fail(line, "zoom must be an object, found \(z.kindDescription)") }
            return TraceHeader(scene: scene, sceneFile: sceneFile, sceneDigest: try f.optionalString("sceneDigest"), device: device, settings: settings,
                               engine: engine, seed: try f.optionalString("seed") ?? "0", tool: try f.optionalString("tool"),
                               launch: try f.optionalBool("launch") ?? false, switchControl: switchControl, zoom: zoom)
        }

        func command(_ f: Fields) throws -> VoiceOverCommand {
            let name = try f.string("name")
            guard let kind = VoiceOverCommand.Name(rawValue: name) else {
                throw fail(f.line, "unknown command \"\(name)\"; expected one of " + VoiceOverCommand.names.joined(separator: ", "))
            }
            let args = f.value["args"]
            // Every field of args is one the command takes: a misspelt one is never silently ignored.
            if let args {
                let allowed = kind.argumentNames
                guard case .object(let fields) = args else {
                    throw fail(f.line, "\(name) args must be an object, found \(args.kindDescription)")
                }
                if let unknown = fields.first(where: { !allowed.contains($0.key) }) {
                    throw fail(f.line, allowed.isEmpty ? "\(name) takes no args, found args.\(unknown.key)"
                               : "\(name) args.\(unknown.key): unexpected field (expected \(allowed.joined(separator: " and ")))")
                }
            }
            func arg(_ key: String) -> JSONValue? { args?[key] }
            func number(_ key: String) throws -> Double {
                guard case .number(let n)? = arg(key), InputLimits.isCoordinate(n) else {
                    throw fail(f.line, "\(name) needs args.\(key), a number from \(InputLimits.coordinateRange)")
                }
                return n
            }
            if let command = kind.command { return command }
            switch kind {
            case .touch: return .touch(Point(try number("x"), try number("y")))
            case .passThrough:
                var path: [Point] = []
                if case .array(let items)? = arg("path") {
                    for item in items {
                        guard case .array(let pair) = item, pair.count == 2, case .number(let x) = pair[0], case .number(let y) = pair[1],
                              InputLimits.isCoordinate(x), InputLimits.isCoordinate(y) else {
                            throw fail(f.line, "vo.passThrough args.path must be a list of [dx, dy] pairs, each from \(InputLimits.coordinateRange)")
                        }
                        path.append(Point(x, y))
                    }
                }
                return .passThrough(path: path)
            case .scroll:
                guard case .string(let d)? = arg("direction"), let direction = ScrollDirection(rawValue: d) else {
                    throw fail(f.line, "vo.scroll needs args.direction: " + ScrollDirection.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return .scroll(direction)
            case .readAll:
                switch arg("from") {
                case nil, .string("top")?: return .readAll(fromTop: true)
                case .string("focus")?: return .readAll(fromTop: false)
                default: throw fail(f.line, "vo.readAll args.from must be \"top\" or \"focus\"")
                }
            default:
                // Every name without arguments returned its command above.
                throw fail(f.line, "\(name) takes no args")
            }
        }

        func output(_ type: String, _ f: Fields) throws -> TraceRecord {
            // The type first: a misspelt type is that, not a record missing its cause.
            guard TraceReader.outputTypes.contains(type) else { throw unknownType(type, line: f.line) }
            let cause = try f.int("cause")
            let event: OutputEvent
            switch type {
            case "gesture":
                try f.only(["type", "seq", "t", "cause", "name", "fingers", "direction"])
                event = .gesture(kind: try f.choice("name", RecognizedGesture.Kind.self), fingers: try f.int("fingers"),
                                 direction: try f.optionalChoice("direction", RecognizedGesture.Direction.self))
            case "focus":
                try f.only(["type", "seq", "t", "cause", "element", "description"])
                event = .focus(elementID: try f.string("element"), description: try f.string("description"))
            case "speech":
                try f.only(["type", "seq", "t", "cause", "text", "priority", "kind", "outcome", "heard", "start", "end"])
                let record = SpeechRecord(
                    text: try f.string("text"),
                    priority: SpeechPriority(rawValue: try f.choice("priority", SpeechPriority.allCases.map(\.rawValue)))!,
                    kind: SpeechKind(rawValue: try f.choice("kind", SpeechKind.allCases.map(\.rawValue)))!,
                    outcome: SpeechOutcome(rawValue: try f.choice("outcome", SpeechOutcome.allCases.map(\.rawValue)))!,
                    heard: try f.optionalString("heard"), start: try f.int("start"), end: try f.int("end"))
                event = .speech(record)
            case "sound":
                try f.only(["type", "seq", "t", "cause", "name", "note"])
                event = .sound(try f.sound())
            case "action":
                try f.only(["type", "seq", "t", "cause", "element", "name", "result"])
                guard let result = try f.optionalBool("result") else { throw f.fail("\"result\" must be true or false; it is missing") }
                event = .action(elementID: try f.optionalString("element"), name: try f.string("name"), result: result)
            case "notification":
                try f.only(["type", "seq", "t", "cause", "name", "argument"])
                event = .notification(name: try f.choice("name", NotificationName.self), argument: try f.optionalString("argument"))
            case "drag":
                try f.only(["type", "seq", "t", "cause", "state", "item", "target", "operation"])
                event = .drag(state: DragState(rawValue: try f.choice("state", DragState.allCases.map(\.rawValue)))!,
                              item: try f.string("item"), target: try f.optionalString("target"),
                              operation: try f.optionalChoice("operation", DropOperation.self))
            case "state":
                try f.only(["type", "seq", "t", "cause", "digest", "snapshot"])
                let digest = try f.string("digest")
                if let snapshot = f.value["snapshot"] {
                    guard case .object(let pairs) = snapshot else {
                        throw fail(f.line, "\"snapshot\" must be an object of strings (the state's keys and values), found \(snapshot.kindDescription)")
                    }
                    var out: [(key: String, value: String)] = []
                    for (k, v) in pairs {
                        guard case .string(let s) = v else { throw fail(f.line, "snapshot.\(k) must be a string, found \(v.kindDescription)") }
                        out.append((k, s))
                    }
                    return .snapshot(cause: cause, digest: digest, pairs: out)
                }
                event = .state(digest: digest)
            case "highlight":
                var frame: Rect?
                if let v = f.value["frame"] {
                    guard case .array(let items) = v, items.count == 4,
                          case .number(let x) = items[0], case .number(let y) = items[1], case .number(let w) = items[2], case .number(let h) = items[3],
                          [x, y, w, h].allSatisfy(InputLimits.isCoordinate) else {
                        throw fail(f.line, "highlight frame must be [x, y, width, height], each from \(InputLimits.coordinateRange)")
                    }
                    frame = Rect(x, y, w, h)
                }
                try f.only(["type", "seq", "t", "cause", "kind", "element", "entry", "frame"])
                event = .switchHighlight(kind: try f.choice("kind", SwitchHighlight.Kind.self), elementID: try f.optionalString("element"),
                                         entry: try f.optionalString("entry"), frame: frame)
            case "menu":
                var entries: [String] = []
                if let v = f.value["entries"] { entries = try f.strings("entries", v, "the entries' titles") }
                try f.only(["type", "seq", "t", "cause", "element", "page", "entries"])
                event = .switchMenu(itemID: try f.optionalString("element"), page: try f.optionalChoice("page", ScannerMenu.Page.self), entries: entries)
            case "reading":
                try f.only(["type", "seq", "t", "cause", "element"])
                event = .speakScreenHighlight(elementID: try f.optionalString("element"))
            case "keyboardFocus":
                try f.only(["type", "seq", "t", "cause", "element", "group"])
                event = .keyboardFocus(elementID: try f.optionalString("element"), group: try f.optionalString("group"))
            case "keyboardList":
                try f.only(["type", "seq", "t", "cause", "list", "element", "entries", "selected"])
                let kind = try f.optionalChoice("list", KeyboardList.Kind.self)
                var entries: [String] = []
                if let v = f.value["entries"] { entries = try f.strings("entries", v, "the entries' titles") }
                let selected = try f.optionalInt("selected")
                if kind != nil {
                    guard let selected, entries.isEmpty ? selected == 0 : entries.indices.contains(selected) else {
                        throw fail(f.line, "\"selected\" must be the index of one of the keyboardList's entries (0 when there are none)"
                                   + (selected.map { ", found \($0)" } ?? "; it is missing"))
                    }
                } else if selected != nil || !entries.isEmpty || f.value["element"] != nil {
                    throw fail(f.line, "a keyboardList with no list (a closed list) has no element, entries or selected")
                }
                event = .keyboardList(kind: kind, itemID: try f.optionalString("element"), entries: entries, selected: selected)
            case "lens":
                try f.only(["type", "seq", "t", "cause", "mode", "level", "region", "window"])
                if f.value["mode"] == nil {
                    event = .zoom(nil)
                } else {
                    guard case .number(let level)? = f.value["level"], ZoomSettings.levels.contains(level) else {
                        let found = f.value["level"].map { if case .number(let n) = $0 { return ", found \(InputLimits.shown(n))" } else { return ", found \($0.kindDescription)" } }
                        throw fail(f.line, "\"level\" must be a number from \(ZoomSettings.levels.lowerBound) to \(ZoomSettings.levels.upperBound)"
                                   + (found ?? "; it is missing"))
                    }
                    event = .zoom(ZoomLens(recordedMode: try f.choice("mode", ZoomSettings.Mode.self), level: level,
                                           region: try rect(f, "region"), window: try rect(f, "window")))
                }
            case "voiceOverlay":
                try f.only(["type", "seq", "t", "cause", "overlay", "continuous", "area"])
                let continuously = try f.optionalBool("continuous") ?? false
                let overlay: VoiceControlOverlay?
                switch try f.choice("overlay", ["none"] + VoiceControlOverlayKind.allCases.map(\.rawValue)) {
                case "names": overlay = .names
                case "numbers": overlay = .numbers
                case "grid":
                    guard case .array(let items)? = f.value["area"], items.count == 4,
                          case .number(let x) = items[0], case .number(let y) = items[1], case .number(let w) = items[2], case .number(let h) = items[3],
                          [x, y, w, h].allSatisfy(InputLimits.isCoordinate) else {
                        throw fail(f.line, "voiceOverlay grid needs \"area\": [x, y, width, height], each from \(InputLimits.coordinateRange)")
                    }
                    overlay = .grid(VoiceControlGrid(area: Rect(x, y, w, h)))
                default: overlay = nil
                }
                event = .voiceControl(.overlay(overlay, continuously: continuously))
            case "voiceChoose":
                try f.only(["type", "seq", "t", "cause", "elements"])
                guard let elements = f.value["elements"] else { throw f.fail("\"elements\" must be a list of element ids (strings); it is missing") }
                event = .voiceControl(.choose(try f.strings("elements", elements, "element ids")))
            case "voiceMissed":
                try f.only(["type", "seq", "t", "cause", "phrase", "reason"])
                event = .voiceControl(.missed(phrase: try f.string("phrase"), try f.choice("reason", VoiceControlMiss.self)))
            default:
                throw unknownType(type, line: f.line)
            }
            return .output(cause: cause, event: event)
        }

        /// A record's `[x, y, width, height]` field.
        func rect(_ f: Fields, _ name: String) throws -> Rect {
            guard case .array(let items)? = f.value[name], items.count == 4,
                  case .number(let x) = items[0], case .number(let y) = items[1], case .number(let w) = items[2], case .number(let h) = items[3],
                  [x, y, w, h].allSatisfy(InputLimits.isCoordinate) else {
                throw fail(f.line, "\(name) must be [x, y, width, height], each from \(InputLimits.coordinateRange)")
            }
            return Rect(x, y, w, h)
        }

        func unknownType(_ type: String, line: Int) -> TraceError {
            fail(line, "unknown record type \"\(type)\"; expected header, " + (TraceReader.inputTypes + TraceReader.outputTypes.dropLast()).joined(separator: ", ")
                 + " or " + TraceReader.outputTypes.last!)
        }

        func finish() throws -> Trace {
            guard let header else { throw fail(1, "empty file: the first line must be a header of format \"\(TraceHeader.format)\"") }
            var truncated = truncatedAfter
            if !ended { truncated = truncated ?? lastLine }
            return Trace(header: header, records: records, truncatedAfterLine: truncated)
        }
    }

    /// Typed access to one record's fields, with errors naming the line.
    struct Fields {
        let value: JSONValue
        let line: Int
        let file: String

        func fail(_ reason: String) -> TraceError { TraceError(file: file, line: line, reason: reason) }

        /// `; it is missing` or `, found a number`: what a field held that it should not.
        func found(_ key: String) -> String {
            value[key].map { ", found \($0.kindDescription)" } ?? "; it is missing"
        }
        func string(_ key: String) throws -> String {
            guard case .string(let s)? = value[key] else { throw fail("\"\(key)\" must be a string" + found(key)) }
            return s
        }
        func optionalString(_ key: String) throws -> String? {
            guard let v = value[key], v != .null else { return nil }
            guard case .string(let s) = v else { throw fail("\"\(key)\" must be a string" + found(key)) }
            return s
        }
        /// `v`, the field `key`, as a list of strings (`what` they are, for the message).
        func strings(_ key: String, _ v: JSONValue, _ what: String) throws -> [String] {
            guard case .array(let items) = v else { throw fail("\"\(key)\" must be a list of strings (\(what)), found \(v.kindDescription)") }
            return try items.enumerated().map { index, item in
                guard case .string(let s) = item else { throw fail("\(key)[\(index)] must be a string, found \(item.kindDescription)") }
                return s
            }
        }
        func coordinate(_ key: String) throws -> Double {
            guard case .number(let n)? = value[key], InputLimits.isCoordinate(n) else {
                throw fail("\"\(key)\" must be a number from \(InputLimits.coordinateRange)")
            }
            return n
        }
        func int(_ key: String) throws -> Int {
            guard let field = value[key] else { throw fail("\"\(key)\" must be an integer; it is missing") }
            guard case .number(let n) = field else { throw fail("\"\(key)\" must be an integer, found \(field.kindDescription)") }
            guard n == n.rounded(), abs(n) < 1e15 else {
                throw fail("\"\(key)\" must be an integer below 10^15 in magnitude, found \(InputLimits.shown(n))")
            }
            return Int(n)
        }
        func optionalBool(_ key: String) throws -> Bool? {
            guard let v = value[key], v != .null else { return nil }
            guard case .bool(let b) = v else { throw fail("\"\(key)\" must be true or false" + found(key)) }
            return b
        }
        func optionalInt(_ key: String) throws -> Int? {
            guard let v = value[key], v != .null else { return nil }
            return try int(key)
        }
        func choice(_ key: String, _ allowed: [String]) throws -> String {
            let expected = "\"\(key)\" must be one of " + allowed.joined(separator: ", ")
            guard case .string(let s)? = value[key] else { throw fail(expected + found(key)) }
            guard allowed.contains(s) else { throw fail(expected + ", found \(JSONValue.quoted(s))") }
            return s
        }
        func optionalChoice(_ key: String, _ allowed: [String]) throws -> String? {
            guard value[key] != nil else { return nil }
            return try choice(key, allowed)
        }
        /// One of an enum's raw values, as that enum.
        func choice<Value: RawRepresentable & CaseIterable>(_ key: String, _ type: Value.Type) throws -> Value where Value.RawValue == String {
            Value(rawValue: try choice(key, Value.allCases.map(\.rawValue)))!
        }
        func optionalChoice<Value: RawRepresentable & CaseIterable>(_ key: String, _ type: Value.Type) throws -> Value? where Value.RawValue == String {
            guard let v = value[key], v != .null else { return nil }
            return try choice(key, type)
        }
        /// A `sound` record's name (an earcon, or `tone` with its `note`).
        func sound() throws -> PlayedSound {
            let names = Earcon.allCases.map(\.rawValue) + ["tone"]
            let name = try choice("name", names)
            if name == "tone" {
                guard let note = try optionalInt("note") else { throw fail("a tone needs \"note\", its MIDI number") }
                return .tone(note: note)
            }
            guard value["note"] == nil else { throw fail("\"note\" belongs to tones only, not to the earcon \"\(name)\"") }
            return .earcon(Earcon(rawValue: name)!)
        }
        /// Rejects fields not in `allowed` (a misspelt field must not be silently ignored).
        func only(_ allowed: [String]) throws {
            guard case .object(let fields) = value else { return }
            if let unknown = fields.first(where: { !allowed.contains($0.key) }) {
                throw fail("unknown field \"\(unknown.key)\" in \(TraceReader.withArticle(try string("type"))) record (expected "
                           + allowed.dropLast().joined(separator: ", ") + (allowed.count > 1 ? " and " : "") + allowed.last! + ")")
            }
        }
    }
}
