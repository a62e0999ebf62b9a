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
    static let inputTypes = SessionInputCodec.recordTypes + ["end"]

    /// The output records' types, in the order the format describes them.
    static let outputTypes = ["gesture", "focus", "speech", "sound", "action", "notification", "drag", "state", "highlight", "menu", "reading", "keyboardFocus", "keyboardList", "lens", "voiceOverlay", "voiceChoose", "voiceMissed", "voiceTouch", "largeContent"]

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
        if case .string(let kind)? = value["kind"], kind.hasPrefix("axsandbox-"), kind.hasSuffix("-shard") {
            return "a shard report (\(kind)), not a trace; merge shard reports with axsandbox merge"
        }
        // On one line, the first line's own error says what it lacks.
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: true).count
        return lines > 1 ? "one JSON document over \(lines) lines, not a trace (JSON Lines: one JSON object per line, the header first)" : nil
    }

    private static func parseLines(_ data: Data, file: String) throws -> Trace {
        var reader = Reader(file: file)
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            if UTF8Text.startsWithUTF16ByteOrderMark(bytes) {
                throw TraceError(file: file, line: 1, reason: UTF8Text.InvalidByte(offset: 0, isUTF16: true).description)
            }
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
                if !complete && reader.header == nil {
                    // A header cut off as it was written (a recording killed as it began) reads as bad JSON:
                    // say that the file stops there too, which is the likelier cause.
                    do { _ = try JSONValue.parse(bytes: slice) } catch let e as JSONValue.SyntaxError {
                        throw TraceError(file: file, line: lineNumber, reason: Reader.invalid(e) + "; the file ends there, inside its "
                                         + "first line: a recording cut off before its header was written whole holds nothing to replay")
                    }
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
        var held: [SwitchRole: Int] = [:]  // switch → line it went down on
        var ended = false
        var truncatedAfter: Int?
        var lastLine = 0

        init(file: String) { self.file = file }

        func fail(_ line: Int, _ reason: String) -> TraceError { TraceError(file: file, line: line, reason: reason) }

        /// A line that is not JSON, where and why.
        static func invalid(_ error: JSONValue.SyntaxError) -> String { "invalid JSON at column \(error.column): \(error.message)" }

        /// Reads one line; a field at fault is refused with the line it is on.
        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws {
            do { try readRecord(bytes, line: line) } catch let error as RecordFieldError { throw fail(line, error.reason) }
        }

        private mutating func readRecord(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws {
            lastLine = line
            // A line of spaces, tabs or a carriage return alone (a blank line in a CRLF file) is as blank as an empty one.
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { throw fail(line, "blank line (every line must hold one JSON object)") }
            let value: JSONValue
            do { value = try JSONValue.parse(bytes: bytes) } catch let e as JSONValue.SyntaxError { throw fail(line, Self.invalid(e)) }
            guard case .object = value else { throw fail(line, "expected a JSON object, found \(value.kindDescription)") }
            guard case .string(let type)? = value["type"] else {
                throw fail(line, "\"type\" must be a string, the record's type (header first, then pointer, command, … or end)"
                           + RecordFields(value).found("type"))
            }
            if ended { throw fail(line, "\(RecordFields.withArticle(type)) record after \"end\" (end must be the last line)") }
            guard let header else {
                guard type == "header" else { throw fail(line, "the first line must be a header of format \"\(TraceHeader.format)\", found type \"\(type)\"") }
                self.header = try readHeader(value, line: line)
                return
            }
            _ = header
            if type == "header" { throw fail(line, "a second header (\"type\" \"header\" belongs to the first line only)") }
            let f = RecordFields(value)
            let seq = try f.int("seq")
            let time = try f.int("t")
            guard seq > lastSeq else { throw fail(line, "\"seq\" must be above the previous record's \(lastSeq), found \(seq)") }
            guard time >= lastTime else { throw fail(line, "\"t\" must be \(lastTime) or later (the previous record's), found \(time)") }
            lastSeq = seq; lastTime = time
            let record: TraceRecord
            switch type {
            case "end":
                if let (id, at) = down.min(by: { $0.key < $1.key }) {
                    throw fail(line, "pointer \(id) is still down at end (it went down on line \(at))")
                }
                try f.only(["type", "seq", "t"])
                ended = true
                record = .end
            default:
                if let input = try SessionInputCodec.input(type: type, f, time: time, envelope: ["type", "seq", "t"]) {
                    if case .pointer(let sample) = input { try track(sample, line: line) }
                    if case .switchControl(let command) = input { try track(command, line: line) }
                    record = .input(input)
                } else {
                    record = try output(type, f)
                }
            }
            records.append(TimedRecord(seq: seq, time: time, record: record, line: line))
        }

        /// Keeps which pointers are down: a pointer goes down only while up, and moves, lifts or is
        /// cancelled only while down.
        mutating func track(_ sample: PointerSample, line: Int) throws {
            let id = sample.id
            switch sample.phase {
            case .down:
                if let at = down[id] { throw fail(line, "pointer \(id) goes down while already down (since line \(at))") }
                down[id] = line
            case .move, .up, .cancel:
                guard down[id] != nil else {
                    throw fail(line, "pointer \(id) \(sample.phase == .move ? "moves" : sample.phase == .up ? "lifts" : "is cancelled") while not down")
                }
                if sample.phase != .move { down[id] = nil }
            }
        }

        /// Keeps which switches are held: a switch goes down only while up, comes up only while
        /// down, and is not pressed while held (one switch cannot be both). A recording never
        /// writes such a sequence; a hand-written one that does replayed without a word.
        mutating func track(_ command: SwitchControlCommand, line: Int) throws {
            switch command {
            case .down(let role):
                if let at = held[role] { throw fail(line, "switch \(role.rawValue) goes down while already down (since line \(at))") }
                held[role] = line
            case .up(let role):
                guard held[role] != nil else { throw fail(line, "switch \(role.rawValue) comes up while not down") }
                held[role] = nil
            case .press(let role):
                if let at = held[role] { throw fail(line, "switch \(role.rawValue) is pressed while held down (since line \(at)); a held switch comes up first") }
            case .on, .off, .mode:
                break
            }
        }

        func readHeader(_ v: JSONValue, line: Int) throws -> TraceHeader {
            let f = RecordFields(v)
            let format = try f.string("format")
            guard format == TraceHeader.format else {
                throw fail(line, "the first line must be a header of format \"\(TraceHeader.format)\": \"format\" must be \"\(TraceHeader.format)\", found \(JSONValue.quoted(format))")
            }
            let version = try f.int("version")
            if version > TraceHeader.version {
                throw fail(line, "trace format version \(version) is newer than this program reads (version \(TraceHeader.version)); update axsandbox")
            }
            guard version >= 1 else {
                throw fail(line, "unknown trace format version \(version); expected "
                           + (TraceHeader.version == 1 ? "1" : "1 to \(TraceHeader.version)") + ", the versions this program reads")
            }
            try f.only(["type", "format", "version", "scene", "sceneFile", "sceneDigest", "device", "settings", "engine", "seed", "tool", "launch", "switchControl", "zoom", "vision"])
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
                    case .number(let n): throw fail(line, "switchControl.\(k) must be a boolean, an integer below 10^15 or a string, found \(InputLimits.shown(n))")
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
                // iOS's Maximum Zoom Level bounds the level: a header above it was zoomed to the
                // maximum and written back unchanged by --update, two levels for one run.
                let settings = start.settings
                guard settings.level <= settings.maximumLevel else {
                    throw fail(line, "zoom.level \(settings.value(of: .level)) is above zoom.maximumLevel \(settings.value(of: .maximumLevel)): "
                        + "Zoom never magnifies past its maximum level; lower the level or raise the maximum")
                }
                zoom = start
            } else if let z = v["zoom"] { throw fail(line, "zoom must be an object, found \(z.kindDescription)") }
            var vision: VisionFilter?
            if let value = v["vision"] {
                // Added to version 1: a header without it was shown through no filter.
                guard case .string(let name) = value else {
                    throw fail(line, "vision must be a string, a vision filter's name (" + VisionFilter.names.joined(separator: ", ") + "), found \(value.kindDescription)")
                }
                do { vision = try VisionFilter(parsing: name) } catch { throw fail(line, "vision: \(error)") }
            }
            return TraceHeader(scene: scene, sceneFile: sceneFile, sceneDigest: try f.optionalString("sceneDigest"), device: device, settings: settings,
                               engine: engine, seed: try f.optionalString("seed") ?? "0", tool: try f.optionalString("tool"),
                               launch: try f.optionalBool("launch") ?? false, switchControl: switchControl, zoom: zoom, vision: vision)
        }

        func output(_ type: String, _ f: RecordFields) throws -> TraceRecord {
            // The type first: a misspelt type is that, not a record missing its cause.
            guard TraceReader.outputTypes.contains(type) else { throw unknownType(type) }
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
                        throw f.fail("\"snapshot\" must be an object of strings (the state's keys and values), found \(snapshot.kindDescription)")
                    }
                    var out: [(key: String, value: String)] = []
                    for (k, v) in pairs {
                        guard case .string(let s) = v else { throw f.fail("snapshot.\(k) must be a string, found \(v.kindDescription)") }
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
                        throw f.fail("highlight frame must be [x, y, width, height], each from \(InputLimits.coordinateRange)")
                    }
                    frame = Rect(x, y, w, h)
                }
                try f.only(["type", "seq", "t", "cause", "kind", "element", "entry", "frame"])
                event = .switchHighlight(kind: try f.choice("kind", SwitchHighlight.Kind.self), elementID: try f.optionalString("element"),
                                         entry: try f.optionalString("entry"), frame: frame)
            case "menu":
                var entries: [String] = []
                if let v = f.value["entries"] { entries = try f.strings("entries", v, "the entries' titles") }
                try f.only(["type", "seq", "t", "cause", "element", "page", "entries", "closed"])
                let page = try f.optionalChoice("page", ScannerMenu.Page.self)
                // `"closed": true` says the menu closed; written before that field, a close was a
                // record with no page, read the same way. An open names its page (a point's menu
                // has no element, so the element cannot tell them apart).
                if try f.optionalBool("closed") == true {
                    guard page == nil, entries.isEmpty, f.value["element"] == nil else {
                        throw f.fail("a menu record with \"closed\": true has no element, page or entries")
                    }
                }
                event = .switchMenu(itemID: page == nil ? nil : try f.optionalString("element"), page: page, entries: page == nil ? [] : entries)
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
                        throw f.fail("\"selected\" must be the index of one of the keyboardList's entries (0 when there are none)"
                                   + (selected.map { ", found \($0)" } ?? "; it is missing"))
                    }
                } else if selected != nil || !entries.isEmpty || f.value["element"] != nil {
                    throw f.fail("a keyboardList with no list (a closed list) has no element, entries or selected")
                }
                event = .keyboardList(kind: kind, itemID: try f.optionalString("element"), entries: entries, selected: selected)
            case "lens":
                try f.only(["type", "seq", "t", "cause", "mode", "level", "region", "window"])
                if f.value["mode"] == nil {
                    event = .zoom(nil)
                } else {
                    guard case .number(let level)? = f.value["level"], ZoomSettings.levels.contains(level) else {
                        let found = f.value["level"].map { if case .number(let n) = $0 { return ", found \(InputLimits.shown(n))" } else { return ", found \($0.kindDescription)" } }
                        throw f.fail("\"level\" must be a number from \(ZoomSettings.levels.lowerBound) to \(ZoomSettings.levels.upperBound)"
                                   + (found ?? "; it is missing"))
                    }
                    event = .zoom(ZoomLens(recordedMode: try f.choice("mode", ZoomSettings.Mode.self), level: level,
                                           region: try rect(f, "region"), window: try rect(f, "window")))
                }
            case "largeContent":
                try f.only(["type", "seq", "t", "cause", "element", "title", "image"])
                if let id = try f.optionalString("element") {
                    event = .largeContentViewer(LargeContentViewerItem(elementID: id, title: try f.optionalString("title"), image: try f.optionalString("image")))
                } else if f.value["title"] != nil || f.value["image"] != nil {
                    throw f.fail("a largeContent record with no element (the viewer closed, or over no item) has no title or image")
                } else {
                    event = .largeContentViewer(nil)
                }
            case "voiceOverlay":
                try f.only(["type", "seq", "t", "cause", "overlay", "continuous", "area", "columns", "rows"])
                let continuously = try f.optionalBool("continuous") ?? false
                let overlay: VoiceControlOverlay?
                switch try f.choice("overlay", ["none"] + VoiceControlOverlayKind.allCases.map(\.rawValue)) {
                case "names": overlay = .names
                case "numbers": overlay = .numbers
                case "grid":
                    guard case .array(let items)? = f.value["area"], items.count == 4,
                          case .number(let x) = items[0], case .number(let y) = items[1], case .number(let w) = items[2], case .number(let h) = items[3],
                          [x, y, w, h].allSatisfy(InputLimits.isCoordinate) else {
                        throw f.fail("voiceOverlay grid needs \"area\": [x, y, width, height], each from \(InputLimits.coordinateRange)")
                    }
                    var shape: [Int] = []
                    for side in ["columns", "rows"] {
                        guard let value = f.value[side] else { shape.append(side == "columns" ? VoiceControlGrid.defaultColumns : VoiceControlGrid.defaultRows); continue }
                        guard case .number(let n) = value, n == n.rounded(), VoiceControlGrid.sizes.contains(Int(n)) else {
                            throw f.fail("voiceOverlay grid's \"\(side)\" must be a whole number from \(VoiceControlGrid.sizes.lowerBound) to \(VoiceControlGrid.sizes.upperBound)")
                        }
                        shape.append(Int(n))
                    }
                    overlay = .grid(VoiceControlGrid(area: Rect(x, y, w, h), columns: shape[0], rows: shape[1]))
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
            case "voiceTouch":
                try f.only(["type", "seq", "t", "cause", "gesture", "x", "y", "direction"])
                let gesture = try f.choice("gesture", [RecognizedGesture.Kind.tap, .doubleTap, .longPress, .swipe].map(\.rawValue))
                event = .voiceControl(.touch(gesture: RecognizedGesture.Kind(rawValue: gesture)!, at: Point(try f.coordinate("x"), try f.coordinate("y")),
                                             direction: try f.optionalChoice("direction", SwipeDirection.self)))
            default:
                throw unknownType(type)
            }
            return .output(cause: cause, event: event)
        }

        /// A record's `[x, y, width, height]` field.
        func rect(_ f: RecordFields, _ name: String) throws -> Rect {
            guard case .array(let items)? = f.value[name], items.count == 4,
                  case .number(let x) = items[0], case .number(let y) = items[1], case .number(let w) = items[2], case .number(let h) = items[3],
                  [x, y, w, h].allSatisfy(InputLimits.isCoordinate) else {
                throw f.fail("\(name) must be [x, y, width, height], each from \(InputLimits.coordinateRange)")
            }
            return Rect(x, y, w, h)
        }

        func unknownType(_ type: String) -> RecordFieldError {
            RecordFieldError("unknown record type \"\(type)\"; expected header, " + (TraceReader.inputTypes + TraceReader.outputTypes.dropLast()).joined(separator: ", ")
                 + " or " + TraceReader.outputTypes.last!)
        }

        func finish() throws -> Trace {
            guard let header else { throw fail(1, "empty file: the first line must be a header of format \"\(TraceHeader.format)\"") }
            var truncated = truncatedAfter
            if !ended { truncated = truncated ?? lastLine }
            return Trace(header: header, records: records, truncatedAfterLine: truncated)
        }
    }
}

extension RecordFields {
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
}
