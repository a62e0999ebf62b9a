import AXCore
import AXEngine

/// Where a replay first differed from the recording.
public struct ReplayDifference: Equatable {
    /// The file line of the expected record (0 when the recording ran out of records).
    public var line: Int
    /// The recorded line (nil when the replay produced more records than the recording holds).
    public var expected: String?
    /// The replayed line (nil when the replay produced fewer).
    public var actual: String?
    /// Field-by-field differences, `name: expected → actual`.
    public var fields: [String]
    /// The last few input lines before the difference, for context.
    public var inputsBefore: [String]

    /// The report `replay` prints and the test API fails with: `file:line`, both records, the
    /// fields that differ and the inputs before them, one item a line.
    public func report(file: String) -> String {
        var out = "\(file):\(line): replay differs from the recording\n"
        out += "  expected: \(expected ?? "(no more records)")\n"
        out += "  actual:   \(actual ?? "(no more records)")\n"
        if !fields.isEmpty { out += "  fields:\n" + fields.map { "    \($0)\n" }.joined() }
        if !inputsBefore.isEmpty { out += "  inputs before:\n" + inputsBefore.map { "    \($0)\n" }.joined() }
        return out
    }
}

/// Why a trace cannot be replayed at all (exit status 2): the scene is not the one it was recorded
/// on. Each command that replays says what it offers instead (`replay` drift and `--update`,
/// `snapshot --after` drift alone), so the reason is kept apart from the advice.
public struct ReplayRefusal: Error, CustomStringConvertible, Equatable {
    /// What differs from the recording.
    public enum Reason: Equatable, Sendable {
        /// The trace was recorded on `recorded` and is asked to run on `given` (`replay --scene`).
        case otherScene(recorded: String, given: String)
        /// The scene file at `path` was edited: its content digest was `recorded` and is `now`.
        case sceneFileChanged(path: String, recorded: String, now: String)
        /// The scene `id` starts otherwise: its digest was `recorded` and is `now`.
        case sceneChanged(id: String, recorded: String, now: String)
    }

    /// What differs.
    public var reason: Reason
    /// For `sceneChanged`: the scene's file reads as it did when the trace was recorded (its content
    /// digest is the one the header keeps), so what changed lies outside it: the screenshot drawn
    /// under an imported screen (missing from beside it, or another one), or an image the file draws.
    public var fileIsAsRecorded = false

    /// What differs, in a clause for the command line, with no advice.
    public var finding: String {
        switch reason {
        case .otherScene(let recorded, let given): "the trace is for scene \"\(recorded)\", not \"\(given)\""
        case .sceneFileChanged(let path, let recorded, let now):
            "scene file \"\(path)\" changed since the trace was recorded (content digest \(recorded), now \(now))"
        case .sceneChanged(let id, let recorded, let now):
            "scene \"\(id)\" changed since the trace was recorded (digest \(recorded), now \(now))"
                + (fileIsAsRecorded ? ", though its file reads as recorded: what changed lies outside it, the screenshot drawn under an "
                    + "imported screen (missing from beside the capture, or another; --import-screenshot and --import-scale give the one "
                    + "recorded) or an image the file draws" : "")
        }
    }

    /// The finding with what `replay` offers for it.
    public var description: String {
        switch reason {
        case .otherScene(_, let given):
            finding + "; replay with --allow-scene-drift to run it on \"\(given)\" anyway, and --update to record it there"
        case .sceneFileChanged, .sceneChanged:
            finding + "; replay with --allow-scene-drift to run it anyway, and --update to accept the new behaviour"
        }
    }
}

/// Replays a trace's inputs on a fresh scene with the header's settings and engine constants, and
/// compares what it produces with the recorded records, exhaustively and in order.
public struct Replayer {
    /// What a replay produced and how it compares.
    public struct Result {
        /// Everything the replay produced (inputs renumbered, outputs, snapshot, end).
        public var records: [TimedRecord]
        /// The trace's header with this run's digest, engine constants and tool filled in (`--update` writes it).
        public var header: TraceHeader
        /// The first difference from the recording; nil when everything matched.
        public var difference: ReplayDifference?
        /// The trace held only inputs: nothing to compare, just report.
        public var wasScript: Bool
        /// The commands sent while their technology was off, which did nothing (`vo.next` in a
        /// script whose header leaves VoiceOver off), in file order.
        public var ignoredCommands: [IgnoredCommand] = []

        /// One line per technology whose commands were ignored, for a script's replay to print:
        /// `FILE:LINE: 3 VoiceOver commands did nothing, this one (vo.next) the first: VoiceOver was
        /// off; …` and how a script turns it on.
        public func ignoredCommandWarnings(file: String) -> [String] {
            AssistiveTechnologyKind.allCases.compactMap { kind in
                let ignored = ignoredCommands.filter { $0.command.technology == kind }
                guard let first = ignored.first else { return nil }
                let count = ignored.count == 1 ? "a \(kind.name) command" : "\(ignored.count) \(kind.name) commands"
                let which = ignored.count == 1 ? "(\(first.command.name))" : "(\(first.command.name) the first)"
                // Speak Screen with its setting on is off only because VoiceOver is on: say that.
                if first.whileVoiceOverOn {
                    return "\(file):\(first.line): \(count) did nothing \(which): VoiceOver was on, and \(kind.name) does nothing while it is; send a voiceOver.off command first"
                }
                if first.afterTurningOff {
                    return "\(file):\(first.line): \(count) did nothing \(which): \(kind.name) was off, turned off by a record before it; \(Self.turningOnAgain(kind))"
                }
                return "\(file):\(first.line): \(count) did nothing \(which): \(kind.name) was off; \(Self.turningOn(kind))"
            }
        }

        /// How a trace turns `kind` on, for the warning.
        private static func turningOn(_ kind: AssistiveTechnologyKind) -> String {
            switch kind {
            case .voiceOver: return "set \"voiceOver\":true in the header's settings, or send a voiceOver.on command first"
            case .switchControl: return "give the header \"switchControl\":{\"on\":true}, or send a switch record named on first"
            case .fullKeyboardAccess: return "send a keyboard record named on first"
            case .speakScreen: return "send a speak record named speak.on first, with VoiceOver off"
            case .zoom: return "give the header \"zoom\":{\"on\":true}, or send a zoom record named on first"
            case .voiceControl: return "send a voice record named on first"
            }
        }

        /// How a trace turns `kind` on again once a record turned it off: a record, as the header
        /// already had its chance.
        private static func turningOnAgain(_ kind: AssistiveTechnologyKind) -> String {
            switch kind {
            case .voiceOver: return "send a voiceOver.on command before it"
            case .switchControl: return "send a switch record named on before it"
            case .fullKeyboardAccess: return "send a keyboard record named on before it"
            case .speakScreen: return "send a speak record named speak.on before it, with VoiceOver off"
            case .zoom: return "send a zoom record named on before it"
            case .voiceControl: return "send a voice record named on before it"
            }
        }
    }

    /// A command a replay sent while its technology was off: it did nothing.
    public struct IgnoredCommand: Equatable, Sendable {
        /// The file line of its record.
        public var line: Int
        /// The command.
        public var command: AssistiveCommand
        /// Its technology's setting was on but VoiceOver kept it off (Speak Screen's commands while
        /// VoiceOver is on): the warning names VoiceOver, not a setting the script did turn on.
        public var whileVoiceOverOn = false
        /// The technology had been on earlier in the replay and a record before this one turned it
        /// off: the warning says so, rather than ask for a header that may already turn it on.
        public var afterTurningOff = false
    }

    /// The trace replayed.
    public var trace: Trace
    /// A fresh copy of its scene.
    public var scene: Scene
    /// The scene file `scene` was loaded from (path as the trace should name it, digest of its content
    /// now), nil for a catalog scene.
    public var sceneFile: SceneFileReference?
    /// Replay even though the scene's digest changed since the recording.
    public var allowSceneDrift: Bool
    /// What the updated header names as its tool.
    public var tool: String
    /// What the header calls the scene: its id, or, in a trace recorded over a file before headers
    /// named files in `sceneFile`, the path it was loaded from.
    public var sceneName: String

    /// A replay of `trace` on `scene` (loaded from `sceneFile` when it ran on one).
    public init(trace: Trace, scene: Scene, sceneFile: SceneFileReference? = nil, allowSceneDrift: Bool, tool: String,
                sceneName: String? = nil) {
        self.trace = trace; self.scene = scene; self.sceneFile = sceneFile; self.allowSceneDrift = allowSceneDrift; self.tool = tool
        self.sceneName = sceneName ?? scene.id
    }

    /// A step of a replay as `--frames` and the trace viewer draw it: the session as an input left
    /// it (before the first input: as it starts), and the time its screen is drawn at.
    public struct Shown {
        /// The session, right after `input`.
        public var session: Session
        /// The input applied (its record as the replay produced it); nil before the first.
        public var input: TimedRecord?
        /// When the step ends: the next input's time, or the trace's end (the last record's time
        /// in a recording cut short). A frame drawn at the input's own instant would show a
        /// transition the input began (a sheet fading in, a gallery zooming open) at its first
        /// frame, the old screen, beside a tree and a cursor on the new one; drawn here it shows
        /// what the screen showed when the user acted next or the recording stopped, as the window
        /// did then, and the last step draws what `snapshot --after` draws (docs/trace-format.md).
        public var until: Int
    }

    /// Runs the replay. `onStart` sees the session before the first input, `onInput` after each
    /// input.
    public func run(onStart: (Session) throws -> Void = { _ in }, onInput: (Session, TimedRecord) throws -> Void = { _, _ in }) throws -> Result {
        try run(showing: { shown in
            if let input = shown.input { try onInput(shown.session, input) } else { try onStart(shown.session) }
        })
    }

    /// Runs the replay; `showing` sees each step (`Shown`): before the first input, then after each
    /// input (for `--frames` and the trace viewer). `onRecord` sees the session as each record is
    /// produced, with the record's index among them (for what moves between inputs, as Speak
    /// Screen's reading does on its own): an input's before the input acts, an output's once what
    /// made it has.
    public func run(showing: (Shown) throws -> Void, onRecord: ((Session, _ index: Int) -> Void)? = nil) throws -> Result {
        try run(showing: showing, onEachRecord: onRecord.map { onRecord in { session, index, _ in onRecord(session, index) } })
    }

    /// As `run(showing:onRecord:)`, `onEachRecord` also seeing the record produced: the trace
    /// viewer tells an input's records from what a timer produced between inputs by it.
    func run(showing: (Shown) throws -> Void, onEachRecord onRecord: ((Session, _ index: Int, TimedRecord) -> Void)?) throws -> Result {
        let header = trace.header
        // The digest describes the scene as it starts, so it is taken before any input.
        let current = SceneDigest.digest(of: scene, settings: header.settings)
        // Another scene (`replay --scene`) is drift of the largest kind: run only when asked to, to see
        // where the scene given departs from the one recorded (a broken twin against its fixed scene).
        guard sceneName == header.scene || allowSceneDrift else {
            throw ReplayRefusal(reason: .otherScene(recorded: header.scene, given: sceneName))
        }
        if let recorded = header.sceneFile?.digest, let current = sceneFile?.digest, recorded != current, !allowSceneDrift {
            throw ReplayRefusal(reason: .sceneFileChanged(path: header.sceneFile!.path, recorded: recorded, now: current))
        }
        if let recorded = header.sceneDigest {
            // A trace recorded before images were digested by their content names them by path.
            if current != recorded && !allowSceneDrift && SceneDigest.digest(of: scene, settings: header.settings, imagesBy: .name) != recorded {
                var refusal = ReplayRefusal(reason: .sceneChanged(id: scene.id, recorded: recorded, now: current))
                if let file = header.sceneFile?.digest, file == sceneFile?.digest { refusal.fileIsAsRecorded = true }
                throw refusal
            }
        }
        let session = Session(scene: scene, settings: header.settings, constants: header.engine ?? .default,
                              announcesLaunch: header.launch)
        if let start = header.switchControl { session.startSwitchControl(start.settings, on: start.isOn) }
        if let start = header.zoom { session.startZoom(start.settings, on: start.isOn, zoomedIn: start.isZoomedIn) }
        session.startVision(header.vision)
        let driver = SessionDriver(session: session)
        if let onRecord {
            var index = 0
            driver.onRecord = { record in
                onRecord(session, index, record)
                index += 1
            }
        }
        let inputs = trace.inputs
        // When the step after `inputs[k]` ends (k = -1: the one before the first input).
        func until(after k: Int) -> Int {
            let next = k + 1 < inputs.count ? inputs[k + 1].time : trace.records.last?.time ?? 0
            return max(next, session.now)
        }
        try showing(Shown(session: session, input: nil, until: until(after: -1)))
        var produced: [TimedRecord] = []
        produced.reserveCapacity(trace.records.count)
        var ignored: [IgnoredCommand] = []
        // The technologies on at some point so far: a command ignored after one was on was ignored
        // because a record turned it off.
        var beenOn = Set(AssistiveTechnologyKind.allCases.filter { session.isOn($0) })
        for (k, input) in inputs.enumerated() {
            switch input.record {
            case .input(let i):
                if let command = AssistiveCommand(i), command.needsItsTechnologyOn, !session.isOn(command.technology) {
                    let byVoiceOver = command.technology == .speakScreen && session.isSpeakScreenEnabled && session.settings.voiceOver
                    ignored.append(IgnoredCommand(line: input.line, command: command, whileVoiceOverOn: byVoiceOver,
                                                  afterTurningOff: beenOn.contains(command.technology)))
                }
                // Appended in place; the applied input is the one record after the timers' outputs that is an input.
                let start = produced.count
                driver.apply(i, at: input.time, into: &produced)
                if let applied = produced[start...].first(where: { $0.record.isInput }) {
                    try showing(Shown(session: session, input: applied, until: until(after: k)))
                }
                beenOn.formUnion(AssistiveTechnologyKind.allCases.filter { session.isOn($0) })
            case .end:
                produced += driver.end(at: input.time)
            default:
                break
            }
        }
        if trace.truncatedAfterLine != nil {
            // A killed recording: its last records may be what timers produced after the last input
            // (speech finishing, a read-all's next utterance), so the clock runs to the last recorded
            // time, and the run is ended there as a finished recording would be.
            produced += driver.end(at: max(trace.records.last?.time ?? 0, session.now))
        }
        var filled = header
        filled.sceneDigest = current
        filled.sceneFile = sceneFile
        // A scene loaded from a file is named as a recording names it now: by its id, the file by
        // `sceneFile`. A header that named the file by its path as `scene` would otherwise keep that
        // path beside `sceneFile`, and the next replay, which loads the file by `sceneFile`, would
        // find the scene's id, not that path.
        // A trace replayed on another scene and updated names that scene.
        if sceneFile != nil || sceneName != header.scene { filled.scene = scene.id }
        filled.engine = header.engine ?? .default
        filled.tool = tool
        let wasScript = !trace.hasOutputs
        let difference = wasScript ? nil : Self.firstDifference(expected: trace.records, actual: produced,
                                                                 prefixOnly: trace.truncatedAfterLine != nil)
        return Result(records: produced, header: filled, difference: difference, wasScript: wasScript, ignoredCommands: ignored)
    }

    /// Compares record by record; the first mismatch (or missing/extra record) is reported. With
    /// `prefixOnly` (a truncated recording) only the records the recording holds are compared: what
    /// the replay produced after them was never written down, so it cannot differ.
    static func firstDifference(expected: [TimedRecord], actual produced: [TimedRecord], prefixOnly: Bool = false) -> ReplayDifference? {
        let actual = prefixOnly ? produced : sparingTheEndsCut(produced, expected: expected)
        for i in 0..<(prefixOnly ? expected.count : max(expected.count, actual.count)) {
            let e = i < expected.count ? expected[i] : nil
            let a = i < actual.count ? actual[i] : nil
            // Structural equality first: records are only serialised to explain a difference.
            if let e, let a, e.seq == a.seq, e.time == a.time, e.record == a.record { continue }
            let eLine = e.map { TraceWriter.line(TimedRecord(seq: $0.seq, time: $0.time, record: $0.record)) }
            let aLine = a.map(TraceWriter.line)
            if eLine == aLine { continue }
            return ReplayDifference(line: e?.line ?? 0, expected: eLine, actual: aLine,
                                    fields: fieldDiff(eLine, aLine),
                                    inputsBefore: inputsBefore(expected[..<min(i, expected.count)], cause: (e ?? a)?.record.cause)
                                        .map { "line \($0.line): " + TraceWriter.line($0) })
        }
        return nil
    }

    /// The inputs a difference is shown after: the last three that could have caused it (a
    /// `vision` record changes only the drawing, so it is passed over), and the input the differing
    /// record names as its cause first when it is older than those.
    static func inputsBefore(_ records: ArraySlice<TimedRecord>, cause: Int?) -> [TimedRecord] {
        let inputs = records.filter {
            if case .input(let input) = $0.record { return !input.changesOnlyTheDrawing }
            return $0.record.isInput
        }
        var shown = Array(inputs.suffix(3))
        if let cause, !shown.contains(where: { $0.seq == cause }), let first = inputs.last(where: { $0.seq == cause }) {
            shown.insert(first, at: 0)
        }
        return shown
    }

    /// `actual` without the utterance its end cut (`SessionDriver.end`: speech `interrupted` or
    /// `dropped` at the final snapshot's time, right before it) where `expected` ends with none and
    /// holds everything else: a trace recorded before a run's end cut the speech under way still
    /// matches, as trace format version 1 promises, and `--update` writes the records it lacks. The
    /// records after them are numbered as the recording numbered them. Anything else is compared as
    /// produced.
    static func sparingTheEndsCut(_ actual: [TimedRecord], expected: [TimedRecord]) -> [TimedRecord] {
        /// How many records before the final snapshot are the end's cut speech.
        func endCut(_ records: [TimedRecord]) -> Int {
            guard records.count >= 2, case .snapshot = records[records.count - 2].record, case .end = records[records.count - 1].record else { return 0 }
            let time = records[records.count - 2].time
            return records.dropLast(2).reversed().prefix { r in
                guard r.time == time, case .output(_, .speech(let s)) = r.record else { return false }
                return s.outcome != .finished
            }.count
        }
        let cut = endCut(actual)
        guard cut > 0, endCut(expected) == 0, expected.count == actual.count - cut else { return actual }
        let kept = actual.count - 2 - cut
        return Array(actual[..<kept]) + actual.suffix(2).map { TimedRecord(seq: $0.seq - cut, time: $0.time, record: $0.record) }
    }

    /// `field: expected → actual` for each top-level field that differs.
    static func fieldDiff(_ expected: String?, _ actual: String?) -> [String] {
        func fields(_ line: String?) -> [(key: String, value: String)] {
            guard let line, case .object(let f)? = try? JSONValue.parse(line) else { return [] }
            return f.map { ($0.key, $0.value.compactText) }
        }
        let e = fields(expected), a = fields(actual)
        var keys: [String] = []
        for k in e.map(\.key) + a.map(\.key) where !keys.contains(k) { keys.append(k) }
        return keys.compactMap { k in
            let ev = e.first(where: { $0.key == k })?.value, av = a.first(where: { $0.key == k })?.value
            return ev == av ? nil : "\(k): \(ev ?? "(absent)") → \(av ?? "(absent)")"
        }
    }

    /// What was heard, one utterance per line; an interrupted one ends with ` [cut]`, dropped ones
    /// were never heard and are left out.
    public static func transcript(_ records: [TimedRecord]) -> [String] {
        records.compactMap { r in
            guard case .output(_, .speech(let s)) = r.record else { return nil }
            switch s.outcome {
            case .finished: return s.text
            case .interrupted: return (s.heard ?? "").isEmpty ? nil : (s.heard ?? "") + " [cut]"
            case .dropped: return nil
            }
        }
    }
}
