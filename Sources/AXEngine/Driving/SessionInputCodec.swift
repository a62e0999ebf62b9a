import AXCore

/// The one encoding of a session input: a trace's input record (docs/trace-format.md, "Input
/// records"), less the `seq` and `t` around it. The trace writer and reader use it for every input
/// line, and a validate shard report for the inputs that reach a pictured state, so an input is
/// spelt, checked and rounded the same way wherever it is stored.
package enum SessionInputCodec {
    /// An input record: its `type`, then its own fields in the order a trace writes them.
    package typealias Record = (type: String, fields: [(key: String, value: JSONValue)])

    /// The input records' types, in the order the format describes them.
    package static let recordTypes = ["pointer", "command", "setting", "typed", "switch", "speak", "keyboard", "zoom", "voice", "vision"]

    /// `input` as its record holds it: as written (`SessionInput.asWritten`), so its coordinates
    /// are the hundredths the session was given, and a reader gets back the input that was applied.
    package static func record(of input: SessionInput) -> Record {
        switch input.asWritten {
        case .pointer(let p):
            return ("pointer", [("phase", .string(p.phase.rawValue)), ("id", .number(Double(p.id))),
                                ("x", .number(p.location.x)), ("y", .number(p.location.y)), ("kind", .string(p.kind.rawValue))])
        case .command(let c):
            let args = arguments(of: c)
            return ("command", [("name", .string(c.name))] + (args.isEmpty ? [] : [("args", .object(args))]))
        case .setting(let name, let value):
            return ("setting", [("name", .string(name)), ("value", .string(value))])
        case .typed(let text):
            return ("typed", [("text", .string(text))])
        case .switchControl(let command):
            return ("switch", [("name", .string(command.name))] + (command.phase.map { [("phase", .string($0))] } ?? []))
        case .speakScreen(let command):
            return ("speak", [("name", .string(command.name))])
        case .keyboard(let command):
            var fields: [(key: String, value: JSONValue)] = [("name", .string(command.name))]
            if case .shortcut(let chord) = command { fields.append(("keys", .string(chord.written))) }
            return ("keyboard", fields)
        case .zoom(let command):
            return ("zoom", [("name", .string(command.name))])
        case .voiceControl(let input):
            if case .say(let phrase) = input { return ("voice", [("phrase", .string(phrase))]) }
            return ("voice", [("name", .string(input.name))])
        case .vision(let filter):
            return ("vision", filter.map { [("filter", .string($0.name))] } ?? [])
        }
    }

    /// A command's `args`: the fields `VoiceOverCommand.Name.argumentNames` lists, none for most
    /// (and none for a pass-through without a path).
    private static func arguments(of c: VoiceOverCommand) -> [(key: String, value: JSONValue)] {
        switch c {
        case .touch(let p): return [("x", .number(p.x)), ("y", .number(p.y))]
        case .passThrough(let path):
            return path.isEmpty ? [] : [("path", .array(path.map { .array([.number($0.x), .number($0.y)]) }))]
        case .scroll(let direction): return [("direction", .string(direction.rawValue))]
        case .readAll(let fromTop): return [("from", .string(fromTop ? "top" : "focus"))]
        default: return []
        }
    }

    /// The input a record of `type` holds, with `time` its `t` (a pointer sample carries it); nil
    /// when `type` is no input's. `envelope` names the fields around the input's own that the record
    /// may also have (`type`, `seq`, `t` in a trace): any other field is refused.
    package static func input(type: String, _ f: RecordFields, time: Int, envelope: [String]) throws(RecordFieldError) -> SessionInput? {
        switch type {
        case "pointer":
            let phase = try f.choice("phase", PointerSample.Phase.self)
            let id = try f.int("id")
            guard id >= 0 else { throw f.fail("\"id\" must be 0 or more, found \(id)") }
            let kind = try f.optionalChoice("kind", PointerSample.Kind.allCases.map(\.rawValue)).flatMap { PointerSample.Kind(rawValue: $0) } ?? .touch
            let sample = PointerSample(phase, id: id, Point(try f.coordinate("x"), try f.coordinate("y")), time: time, kind: kind)
            try f.only(envelope + ["phase", "id", "x", "y", "kind"])
            return .pointer(sample)
        case "command":
            let command = try self.command(f)
            try f.only(envelope + ["name", "args"])
            return .command(command)
        case "setting":
            let name = try f.string("name"), text = try f.string("value")
            var probe = Settings()
            // An unknown name is the name's fault; a value the setting does not take is the value's.
            do { try probe.set(name, to: text) } catch {
                throw f.fail((Settings.names.contains(name) ? "\"value\": " : "\"name\": ") + "\(error)")
            }
            try f.only(envelope + ["name", "value"])
            return .setting(name: name, value: text)
        case "typed":
            // Added to version 1: older files simply have none.
            let text = try f.string("text")
            guard !text.isEmpty else { throw f.fail("\"text\" must not be empty (a typed record holds what was typed)") }
            try f.only(envelope + ["text"])
            return .typed(text)
        case "switch":
            // Added to version 1 with Switch Control: older files simply have none. `phase`
            // (a held switch going down or up) was added later: a record without it is a press.
            let name = try f.choice("name", SwitchControlCommand.names)
            let phase = try f.optionalChoice("phase", SwitchControlCommand.phases)
            try f.only(envelope + ["name", "phase"])
            guard let command = SwitchControlCommand(name: name, phase: phase) else {
                throw f.fail("switch \(name) has a phase, but only a switch (\(SwitchRole.allCases.map(\.rawValue).joined(separator: ", "))) goes down and up")
            }
            return .switchControl(command)
        case "speak":
            // Added to version 1 with Speak Screen: older files simply have none.
            let name = try f.choice("name", SpeakScreenCommand.names)
            try f.only(envelope + ["name"])
            return .speakScreen(SpeakScreenCommand(name: name)!)
        case "keyboard":
            // Added to version 1 with Full Keyboard Access: older files simply have none.
            let name = try f.choice("name", KeyboardCommand.names)
            guard name == "shortcut" else {
                try f.only(envelope + ["name"])
                return .keyboard(KeyboardCommand(name: name)!)
            }
            // An app's shortcut (added later in version 1): its chord in `keys`, as Apple writes it.
            try f.only(envelope + ["name", "keys"])
            let keys = try f.string("keys")
            do { return .keyboard(.shortcut(try KeyChord(parsing: keys))) } catch {
                throw f.fail("keyboard shortcut keys \"\(keys)\": \(error)")
            }
        case "zoom":
            // Added to version 1 with Zoom: older files simply have none.
            let name = try f.choice("name", ZoomCommand.names)
            try f.only(envelope + ["name"])
            return .zoom(ZoomCommand(name: name)!)
        case "voice":
            // Added to version 1 with Voice Control: older files simply have none.
            try f.only(envelope + ["name", "phrase"])
            switch (try f.optionalChoice("name", ["on", "off"]), try f.optionalString("phrase")) {
            case ("on"?, nil): return .voiceControl(.on)
            case ("off"?, nil): return .voiceControl(.off)
            case (nil, let phrase?):
                // Nothing to say is no phrase: the window's command line says nothing for it either.
                guard phrase.contains(where: { !$0.isWhitespace }) else {
                    throw f.fail("a voice record's \"phrase\" must hold words; it is empty (nothing said is no phrase)")
                }
                return .voiceControl(.say(phrase))
            case (nil, nil): throw f.fail("a voice record needs \"name\" (\"on\" or \"off\") or \"phrase\" (a string); it has neither")
            default: throw f.fail("a voice record needs either \"name\" (\"on\" or \"off\") or \"phrase\", not both")
            }
        case "vision":
            // Added to version 1: older files simply have none. No `filter`: the filter is off.
            try f.only(envelope + ["filter"])
            guard let name = try f.optionalString("filter") else { return .vision(nil) }
            do { return .vision(try VisionFilter(parsing: name)) } catch {
                throw f.fail("\"filter\": \(error)")
            }
        default:
            return nil
        }
    }

    /// A `command` record's VoiceOver command: its `name`, and its `args` where it takes them.
    private static func command(_ f: RecordFields) throws(RecordFieldError) -> VoiceOverCommand {
        let name = try f.string("name")
        guard let kind = VoiceOverCommand.Name(rawValue: name) else {
            throw f.fail("unknown command \"\(name)\"; expected one of " + VoiceOverCommand.names.joined(separator: ", "))
        }
        let args = f["args"]
        // Every field of args is one the command takes: a misspelt one is never silently ignored.
        if let args {
            let allowed = kind.argumentNames
            guard case .object(let fields) = args else {
                throw f.fail("\(name) args must be an object, found \(args.kindDescription)")
            }
            if let unknown = fields.first(where: { !allowed.contains($0.key) }) {
                throw f.fail(allowed.isEmpty ? "\(name) takes no args, found args.\(unknown.key)"
                             : "\(name) args.\(unknown.key): unexpected field (expected \(allowed.joined(separator: " and ")))")
            }
        }
        func arg(_ key: String) -> JSONValue? { args?[key] }
        /// What args' `key` held instead, for the end of a message that says what it must be.
        func found(_ key: String) -> String {
            switch arg(key) {
            case nil: return "; it is missing"
            case .string(let s)?: return ", found " + JSONValue.quoted(s)
            case .number(let n)?: return ", found " + InputLimits.shown(n)
            case let other?: return ", found " + other.kindDescription
            }
        }
        func number(_ key: String) throws(RecordFieldError) -> Double {
            guard case .number(let n)? = arg(key), InputLimits.isCoordinate(n) else {
                throw f.fail("\(name) needs args.\(key), a number from \(InputLimits.coordinateRange)" + found(key))
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
                        throw f.fail("vo.passThrough args.path must be a list of [dx, dy] pairs, each from \(InputLimits.coordinateRange); "
                                     + "args.path[\(path.count)] is not")
                    }
                    path.append(Point(x, y))
                }
            }
            return .passThrough(path: path)
        case .scroll:
            guard case .string(let d)? = arg("direction"), let direction = ScrollDirection(rawValue: d) else {
                throw f.fail("vo.scroll needs args.direction: " + ScrollDirection.allCases.map(\.rawValue).joined(separator: ", ") + found("direction"))
            }
            return .scroll(direction)
        case .readAll:
            switch arg("from") {
            case nil, .string("top")?: return .readAll(fromTop: true)
            case .string("focus")?: return .readAll(fromTop: false)
            default: throw f.fail("vo.readAll args.from must be \"top\" or \"focus\"" + found("from"))
            }
        default:
            // Every name without arguments returned its command above.
            throw f.fail("\(name) takes no args")
        }
    }
}
