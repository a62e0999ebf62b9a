import AXCore
import AXEngine
import Foundation

/// The trace viewer (`axsandbox view`, `replay --html`): one self-contained page with a timeline of
/// every record, a scrubber, and at each step the frame, VoiceOver's cursor, the captions heard so
/// far and the accessibility tree with the focused element; for a replay that differs, the first
/// difference with the expected and actual records side by side. Documented in docs/reports.md.
///
/// The state at each step comes from replaying the trace through the engine (`Replayer`, one
/// Session), never from re-reading the records. Frames are drawn only where the scene's state
/// changes (its state snapshot, the settings, a drag), so long traces of swipes share a few pictures;
/// the cursor, element frames, touches and reading order are drawn by the page over them, and Full
/// Keyboard Access's ring and list, drawn by the caller's renderer alone, are laid over them too.
///
/// A trace may not make the page unbounded: it embeds at most `maximumFrames` distinct frames and
/// `maximumFramePixels` pixels of them (a grid's every selection is another picture), and each tree
/// lists at most `maximumTreeRows` elements. Steps past the frame limit show a placeholder that says
/// so and no tree, and the page's summary says what was left out (docs/reports.md).
package enum TraceViewerPage {
    /// The most distinct frames one page embeds.
    package static let maximumFrames = 100
    /// The most pixels the embedded frames have together (a hundred phone screens at scale 1, or one
    /// device of the largest size).
    package static let maximumFramePixels = 100_000_000
    /// The most elements one step's tree lists (grid-10000 whole).
    package static let maximumTreeRows = 10_000

    /// A built page and the replay it came from (the replay command reports that too).
    package struct Built {
        package var html: String
        package var result: Replayer.Result
        /// How many distinct frames were drawn.
        package var frameCount: Int
    }

    /// Replays `trace` with `replayer` and builds the page. `source` names the trace (its file);
    /// `frame` draws the session's scene as it is at the time given (`Replayer.Shown.until`: when the
    /// step ends, so a transition the input began shows finished), by the caller's renderer (this layer has no SDL);
    /// `keyboard` draws Full Keyboard Access's ring and list alone on a transparent background the
    /// scene's size (nil: nothing to draw), which the page lays over the frame under a toggle;
    /// `layers` draws Speak Screen's and Zoom's layers, likewise.
    package static func build(trace: Trace, replayer: Replayer, source: String, layers: Layers = Layers(),
                             frame: (Session, _ time: Int) throws -> EmbeddedImage,
                             keyboard: (Session) throws -> EmbeddedImage? = { _ in nil }) throws -> Built {
        var capture = StateCapture()
        var layerError: Error?
        // Between an input's own record and its step (`showing`): the records the input made, which
        // its step shows. Any other record was made by a timer between inputs.
        var inInput = false
        // The record handler is kept by the replay's driver only while the replay runs.
        let result = try withoutActuallyEscaping(frame) { frame in try withoutActuallyEscaping(keyboard) { keyboard in
        try replayer.run(showing: { shown in
            inInput = false
            if let layerError { throw layerError }
            try capture.add(shown.session, frame: { try frame($0, shown.until) }, keyboard: keyboard)
            try capture.addZoom(shown, layers)
        }, onEachRecord: { session, index, record in
            // Speak Screen reads on by itself between inputs: its layer follows each record. The Large
            // Content Viewer's follows the engine's `largeContent` outputs (it opens when a held
            // finger's long press is recognized on the clock).
            guard layerError == nil else { return }
            do {
                try capture.addSpeakScreen(session, at: index, layers)
                if case .output(_, .largeContentViewer(let item)) = record.record { try capture.addLargeContent(session, item, at: index, layers) }
                if record.record.isInput {
                    inInput = true
                } else if !inInput, case .output = record.record {
                    // A timer's record: what it moved (Full Keyboard Access's focus, Voice Control's
                    // numbers, Zoom following a cursor) is shown from it on, not at the next input.
                    try capture.addTimed(session, at: index, frame: { try frame($0, $0.now) }, keyboard: keyboard, layers)
                }
            } catch { layerError = error }
        })
        } }
        if let layerError { throw layerError }
        let records = trace.records
        var kinds = ""
        kinds.reserveCapacity(records.count)
        for r in records {
            switch r.record {
            case .input: kinds += "i"
            case .output: kinds += "o"
            case .snapshot: kinds += "s"
            case .end: kinds += "e"
            }
        }
        var fields: [(key: String, value: JSONValue)] = [
            ("source", .string(source)),
            ("scene", .string(trace.header.scene)),
            ("device", .array([.number(trace.header.device.size.width), .number(trace.header.device.size.height)])),
            ("settings", .string(trace.header.settings.changesFromDefaults)),
            ("records", .array(records.map { JSONValue.string(TraceWriter.line($0)) })),
            ("lines", .array(records.map { JSONValue.number(Double($0.line)) })),
            ("kinds", .string(kinds)),
            ("states", .array(capture.states)),
            ("frames", .array(capture.frames.map { .string($0.dataURI) })),
            // Each frame's own size in points: with overlays it is wider than the device (their
            // legend is beside the scene), and is shown at that size, never squeezed to the device's.
            ("frameSizes", .array(capture.frames.map { .array([.number($0.pointSize.width), .number($0.pointSize.height)]) })),
            ("trees", .array(capture.trees)),
        ]
        // Only when some tree lists its elements in another order than VoiceOver reads them (an
        // imported screen read by position): a page of any other trace embeds what it did before.
        if capture.orders.contains(where: { $0 != .null }) { fields.append(("orders", .array(capture.orders))) }
        // Only for a trace that turns Full Keyboard Access on: a page of any other embeds what it did before.
        if !capture.keyboard.isEmpty { fields.append(("keyboard", .array(capture.keyboard))) }
        // Only for a trace that opens Speak Screen or zooms in, likewise.
        if !capture.speak.isEmpty {
            fields.append(("speak", .array(capture.speak)))
            fields.append(("speakAt", .array(capture.speakAt.map { .array([.number(Double($0.record)), $0.entry.map { .number(Double($0)) } ?? .null]) })))
        }
        if !capture.zoom.isEmpty { fields.append(("zoom", .array(capture.zoom))) }
        // Only for a trace that opens the Large Content Viewer, or whose timers move what Full
        // Keyboard Access, Voice Control or Zoom show, likewise.
        if !capture.large.isEmpty {
            fields.append(("large", .array(capture.large)))
            fields.append(("largeAt", .array(capture.largeAt.map { .array([.number(Double($0.record)), $0.entry.map { .number(Double($0)) } ?? .null]) })))
        }
        if !capture.timed.isEmpty { fields.append(("timed", .array(capture.timed.map { .array([.number(Double($0.record)), $0.state]) }))) }
        // Only for a trace that shows the screen through a vision filter at some step, likewise.
        if capture.visions.contains(where: { $0 != .null }) { fields.append(("vision", .array(capture.visions))) }
        if let note = capture.limitNote { fields.append(("limits", .string(note))) }
        // A recording that was killed ends without its end record: the page says where it stops.
        if let line = trace.truncatedAfterLine {
            fields.append(("truncated", .string("the recording stops after line \(line), before its end record (a run that was stopped)")))
        }
        if let d = result.difference {
            let index = records.firstIndex { $0.line == d.line && d.line > 0 } ?? records.count
            let window = result.records.indices.clamped(to: max(0, index - 3)..<min(result.records.count, index + 8))
            let expected: JSONValue = d.expected.map(JSONValue.string) ?? .null
            let actual: JSONValue = d.actual.map(JSONValue.string) ?? .null
            let around: [JSONValue] = result.records[window].map { JSONValue.string(TraceWriter.line($0)) }
            let difference: [(key: String, value: JSONValue)] = [
                ("index", .number(Double(index))), ("line", .number(Double(d.line))), ("expected", expected), ("actual", actual),
                ("fields", .array(d.fields.map(JSONValue.string))), ("actualFrom", .number(Double(window.lowerBound))),
                ("actualRecords", .array(around)),
            ]
            fields.append(("difference", .object(difference)))
        }
        let title = "Trace \(source.split(separator: "/").last.map(String.init) ?? source) · \(trace.header.scene)"
        let html = HTMLPage.document(title: title, style: style, body: body(title: title), data: .object(fields), script: script)
        return Built(html: html, result: result, frameCount: capture.frames.count)
    }

    /// What the page lays over a frame besides Full Keyboard Access's layer, each drawn by the
    /// caller's renderer as `snapshot --after` draws it, each under a toggle of its own.
    package struct Layers {
        /// Speak Screen's highlight and controller (`Session.speakScreenController`, open) alone
        /// on a transparent background the scene's size.
        package var speakScreen: (Session) throws -> EmbeddedImage? = { _ in nil }
        /// What a Zoom user sees (`Session.zoomLens`, zoomed in): the scene with the lens, the
        /// other technologies' cursors and Speak Screen, the scene's size, drawn at the time given
        /// (`Replayer.Shown.until`) as the frame is: what `snapshot --after` draws there.
        package var zoom: (Session, _ time: Int) throws -> EmbeddedImage? = { _, _ in nil }
        /// The Large Content Viewer's panel showing the item given (`Session.largeContentViewer`)
        /// alone on a transparent background the scene's size, drawn by the window's `LargeContentViewerHUD`.
        package var largeContentViewer: (Session, LargeContentViewerItem) throws -> EmbeddedImage? = { _, _ in nil }
        package init() {}
    }

    /// The engine state after each input (and before the first), with frames and trees shared
    /// between steps whose scene state is the same.
    private struct StateCapture {
        var frames: [EmbeddedImage] = []
        var trees: [JSONValue] = []
        /// For each tree, its rows' indices in VoiceOver's order when that is not the tree's own; null when it is.
        var orders: [JSONValue] = []
        var states: [JSONValue] = []
        /// The vision filter each state's frame is drawn through (its name, null for none), in
        /// step with `states`: the page names it under the frame.
        var visions: [JSONValue] = []
        /// Full Keyboard Access as shown at the steps it is on, each distinct one once: its ring and
        /// list as a transparent layer (`src`, absent when they draw nothing), the element focused,
        /// the list's title, entries and chosen entry, as the engine's `FocusIndicator` has them.
        var keyboard: [JSONValue] = []
        /// Speak Screen as shown while it is open, each distinct one once: its layer (`src`),
        /// the element read (`element`) and the controller's caption (`caption`, "Reading at 1×").
        var speak: [JSONValue] = []
        /// Zoom as shown at the steps it is zoomed in, each distinct one once: the zoomed picture
        /// (`src`), its `mode`, `level` and `region`.
        var zoom: [JSONValue] = []
        /// Where Speak Screen changes: from the record at `record` on (the replay's order), the entry
        /// `entry` of `speak` (nil: closed, or past the page's limit).
        var speakAt: [(record: Int, entry: Int?)] = []
        /// The Large Content Viewer as shown while it is open, each distinct item once: its layer
        /// (`src`), the element, title and image (`element`, `title`, `image`).
        var large: [JSONValue] = []
        /// Where the Large Content Viewer changes: from the record at `record` on, the entry `entry`
        /// of `large` (nil: closed, or past the page's limit).
        var largeAt: [(record: Int, entry: Int?)] = []
        private var lastLarge: LargeContentViewerItem?
        private var largeByItem: [LargeContentViewerItem: Int] = [:]
        /// The steps a timer made between inputs, while Full Keyboard Access, Voice Control or Zoom
        /// showed something: from the record at `record` on, until the next input, the page shows
        /// `state` (a state as `states` holds them) in place of the last input's.
        var timed: [(record: Int, state: JSONValue)] = []
        /// The state in effect: the last input's, or the last timer's after it.
        private var inEffect: JSONValue = .null
        private var lastSpeak: SpeakScreenController?
        private var speakByKey: [String: Int] = [:]
        private var zoomByKey: [String: Int] = [:]
        /// The key of the last step's scene state (`add`), which the zoomed picture depends on too.
        private var lastSceneKey = ""
        private var byKey: [String: Int] = [:]
        private var keyboardByKey: [String: Int] = [:]
        /// Keyboard layers drawn so far, at most `maximumFrames`; past it a step's entry says so.
        private var keyboardLayers = 0
        private var keyboardPlaceholder: Int?
        private var unlayeredSteps = 0
        /// Speak Screen's and Zoom's changes past the page's limit, shown without their layer.
        private var otherUnlayered = 0
        /// Pixels of the frames embedded so far.
        private var pixels = 0
        /// Steps shown without their frame, past the limits, and trees cut short.
        private var unframedSteps = 0
        private var cutTrees = 0
        /// The placeholder's index in `frames`, once a step needed it.
        private var placeholder: Int?

        /// What the page left out, said in its summary; nil when it holds everything.
        var limitNote: String? {
            var parts: [String] = []
            if unframedSteps > 0 {
                parts.append("\(Plural.count(unframedSteps, "step")) past the page's limit of \(TraceViewerPage.maximumFrames) frames "
                             + "(\(TraceViewerPage.maximumFramePixels / 1_000_000) million pixels) shown without a frame or tree")
            }
            if unlayeredSteps > 0 {
                parts.append("\(Plural.count(unlayeredSteps, "step")) past the page's limit of \(TraceViewerPage.maximumFrames) keyboard focus layers shown without the ring")
            }
            if otherUnlayered > 0 {
                parts.append("\(Plural.count(otherUnlayered, "Speak Screen or Zoom change")) past the page's limit of \(TraceViewerPage.maximumFrames) layers shown without its layer")
            }
            if cutTrees > 0 {
                parts.append("\(Plural.count(cutTrees, "tree")) cut at \(TraceViewerPage.maximumTreeRows) elements")
            }
            return parts.isEmpty ? nil : parts.joined(separator: "; ")
        }

        mutating func add(_ session: Session, frame: (Session) throws -> EmbeddedImage,
                          keyboard drawKeyboard: (Session) throws -> EmbeddedImage?) throws {
            let key = Self.sceneKey(session)
            lastSceneKey = key
            let index = try frameIndex(session, key: key, frame: frame)
            var state: [JSONValue] = [.number(Double(session.now)), session.focusedElementID.map(JSONValue.string) ?? .null, .number(Double(index))]
            // Full Keyboard Access's entry, a fourth field at the steps it is on.
            if session.isOn(.fullKeyboardAccess) {
                state.append(.number(Double(try keyboardEntry(session, sceneKey: key, draw: drawKeyboard))))
            }
            states.append(.array(state))
            visions.append(session.visionFilter.map { .string($0.name) } ?? .null)
            inEffect = .array(state)
        }

        /// What a timer made of the state at the record at `index`, between inputs: a new entry in
        /// `timed` when what Full Keyboard Access, Voice Control (its numbers or grid, drawn in the
        /// frame) or Zoom show differs from the state in effect. Nothing is asked while none of them
        /// is on, so a trace of VoiceOver alone is shown by its inputs as before.
        mutating func addTimed(_ session: Session, at index: Int, frame: (Session) throws -> EmbeddedImage,
                               keyboard drawKeyboard: (Session) throws -> EmbeddedImage?, _ layers: Layers) throws {
            guard case .array(let current) = inEffect else { return }
            let keyboardOn = session.isOn(.fullKeyboardAccess), voiceOn = session.isVoiceControlOn, lens = session.zoomLens
            let showedMore = current.count > 3 && current.dropFirst(3).contains { $0 != .null }
            guard keyboardOn || voiceOn || lens != nil || showedMore else { return }
            let key = Self.sceneKey(session)
            // The frame is drawn again only for Voice Control, whose numbers and grid are in it;
            // otherwise the step's frame stays, as a timer's change of the scene did before.
            var frameIndex = current[2]
            if voiceOn, key != lastSceneKey { frameIndex = .number(Double(try self.frameIndex(session, key: key, frame: frame))) }
            var state: [JSONValue] = [.number(Double(session.now)), session.focusedElementID.map(JSONValue.string) ?? .null, frameIndex]
            if keyboardOn { state.append(.number(Double(try keyboardEntry(session, sceneKey: key, draw: drawKeyboard)))) }
            if let lens, let zoomIndex = try zoomEntry(session, lens: lens, sceneKey: key, time: session.now, layers) {
                while state.count < 4 { state.append(.null) }
                state.append(.number(Double(zoomIndex)))
            }
            // A change is what is shown, not the time it is shown at.
            guard Array(state.dropFirst()) != Array(current.dropFirst()) else { return }
            inEffect = .array(state)
            timed.append((index, .array(state)))
        }

        /// What the picture depends on: the scene's state, the settings, Voice Control's overlay,
        /// and a drag under way with where VoiceOver is in it (the drop overlay names the focused
        /// element's drop points and highlights the one the rotor has selected).
        static func sceneKey(_ session: Session) -> String {
            var key = session.scene.stateSnapshot().map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
            key += "\n" + session.settings.changesFromDefaults
            if let drag = session.dragSession {
                key += "\n\(drag)\n\(session.focusedElementID ?? "")"
                if let drop = session.selectedDropPoint { key += "\n\(drop)" }
            }
            // Voice Control's overlay (names, numbers, a grid and its area) and a choice's numbers are
            // drawn in the frame: a grid refined is another picture.
            if session.isVoiceControlOn, session.voiceControlOverlay != nil || !session.voiceControlChoices.isEmpty {
                key += "\nvoice \(String(describing: session.voiceControlOverlay)) \(session.voiceControlChoices)"
            }
            // A vision filter is drawn into the frame (`Session.visionFilter`, the header's or a `vision` record's).
            if let filter = session.visionFilter { key += "\nvision \(filter.name)" }
            return key
        }

        /// The index in `frames` of the picture `key` names, drawn (with its tree) the first time.
        private mutating func frameIndex(_ session: Session, key: String, frame: (Session) throws -> EmbeddedImage) throws -> Int {
            let index: Int
            if let known = byKey[key] {
                index = known
            } else if frames.count - (placeholder == nil ? 0 : 1) >= TraceViewerPage.maximumFrames || pixels >= TraceViewerPage.maximumFramePixels {
                index = placeholder ?? frames.count
                if placeholder == nil {
                    placeholder = index
                    frames.append(Self.placeholderFrame(session.scene.device.size))
                    trees.append(.array([]))
                    orders.append(.null)
                }
                unframedSteps += 1
            } else {
                index = frames.count
                byKey[key] = index
                let image = try frame(session)
                pixels += image.width * image.height
                frames.append(image)
                let (tree, order, cut) = Self.tree(session)
                trees.append(tree)
                orders.append(order)
                if cut { cutTrees += 1 }
            }
            return index
        }

        /// The Large Content Viewer as the `largeContent` output at `index` (in the replay's order)
        /// shows it (`item`, nil: hidden): a new entry in `largeAt` when it differs from the last,
        /// its layer drawn once for each item.
        mutating func addLargeContent(_ session: Session, _ item: LargeContentViewerItem?, at index: Int, _ layers: Layers) throws {
            guard item != lastLarge else { return }
            lastLarge = item
            guard let item else { return largeAt.append((index, nil)) }
            if let known = largeByItem[item] { return largeAt.append((index, known)) }
            guard large.count < TraceViewerPage.maximumFrames, pixels < TraceViewerPage.maximumFramePixels else {
                otherUnlayered += 1
                return largeAt.append((index, nil))
            }
            var fields: [(key: String, value: JSONValue)] = [("element", .string(item.elementID)),
                                                             ("title", item.title.map(JSONValue.string) ?? .null),
                                                             ("image", item.image.map(JSONValue.string) ?? .null)]
            if let layer = try layers.largeContentViewer(session, item) {
                pixels += layer.width * layer.height
                fields.insert(("src", .string(layer.dataURI)), at: 0)
            }
            largeByItem[item] = large.count
            largeAt.append((index, large.count))
            large.append(.object(fields))
        }

        /// Speak Screen as the record at `index` (in the replay's order) leaves it: a new entry in
        /// `speakAt` when it differs from the last, its layer drawn once for each distinct
        /// controller (the element read, paused or not, the speed).
        mutating func addSpeakScreen(_ session: Session, at index: Int, _ layers: Layers) throws {
            let controller = session.speakScreenController
            guard controller != lastSpeak else { return }
            lastSpeak = controller
            guard let controller else { return speakAt.append((index, nil)) }
            let key = String(describing: controller)
            if let known = speakByKey[key] { return speakAt.append((index, known)) }
            guard speak.count < TraceViewerPage.maximumFrames, pixels < TraceViewerPage.maximumFramePixels else {
                otherUnlayered += 1
                return speakAt.append((index, nil))
            }
            let state = controller.isFinished ? "Finished" : controller.isPaused ? "Paused" : "Reading"
            var fields: [(key: String, value: JSONValue)] = [("element", controller.elementID.map(JSONValue.string) ?? .null),
                                                             ("caption", .string(state + " at " + controller.speed.label))]
            if let layer = try layers.speakScreen(session) {
                pixels += layer.width * layer.height
                fields.insert(("src", .string(layer.dataURI)), at: 0)
            }
            speakByKey[key] = speak.count
            speakAt.append((index, speak.count))
            speak.append(.object(fields))
        }

        /// Zoom's entry at the step just added, the state's fifth field (the fourth, Full Keyboard
        /// Access's, null when it is off); nothing while zoomed out. Between inputs, Follow Focus
        /// moves it after a timer moved a cursor (`addTimed`).
        mutating func addZoom(_ shown: Replayer.Shown, _ layers: Layers) throws {
            let session = shown.session
            guard let lens = session.zoomLens, let index = try zoomEntry(session, lens: lens, sceneKey: lastSceneKey, time: shown.until, layers) else { return }
            guard case .array(var state)? = states.last else { return }
            while state.count < 4 { state.append(.null) }
            state.append(.number(Double(index)))
            states[states.count - 1] = .array(state)
            inEffect = .array(state)
        }

        /// The index in `zoom` of what a Zoom user sees now (`lens`), drawn at `time` the first time;
        /// nil past the page's limit.
        private mutating func zoomEntry(_ session: Session, lens: ZoomLens, sceneKey: String, time: Int, _ layers: Layers) throws -> Int? {
            // The zoomed picture shows the other technologies' cursors and Speak Screen too.
            let key = "\(sceneKey)\n\(lens)\n\(String(describing: session.speakScreenController))\n\(session.focusIndicators.filter { $0.technology != .voiceOver })"
            var index: Int
            if let known = zoomByKey[key] {
                index = known
            } else {
                guard zoom.count < TraceViewerPage.maximumFrames, pixels < TraceViewerPage.maximumFramePixels else { otherUnlayered += 1; return nil }
                var fields: [(key: String, value: JSONValue)] = [
                    ("mode", .string(lens.mode.rawValue)), ("level", .number(lens.level)),
                    ("region", .array([lens.region.minX, lens.region.minY, lens.region.width, lens.region.height].map(JSONValue.number))),
                ]
                if let layer = try layers.zoom(session, time) {
                    pixels += layer.width * layer.height
                    fields.insert(("src", .string(layer.dataURI)), at: 0)
                }
                index = zoom.count
                zoomByKey[key] = index
                zoom.append(.object(fields))
            }
            return index
        }

        /// The index in `keyboard` of what Full Keyboard Access shows now: its cursor as the engine
        /// describes it (`Session.focusIndicators`), drawn once for each scene state it is drawn over.
        private mutating func keyboardEntry(_ session: Session, sceneKey: String,
                                            draw: (Session) throws -> EmbeddedImage?) throws -> Int {
            let cursor = session.focusIndicators.first { $0.technology == .fullKeyboardAccess }
            let key = "\(sceneKey)\n\(String(describing: cursor))"
            if let known = keyboardByKey[key] { return known }
            guard keyboardLayers < TraceViewerPage.maximumFrames, pixels < TraceViewerPage.maximumFramePixels else {
                unlayeredSteps += 1
                if let keyboardPlaceholder { return keyboardPlaceholder }
                keyboardPlaceholder = keyboard.count
                keyboard.append(.object([("notEmbedded", .bool(true))]))
                return keyboard.count - 1
            }
            var fields: [(key: String, value: JSONValue)] = []
            if let layer = try draw(session) {
                keyboardLayers += 1
                pixels += layer.width * layer.height
                fields.append(("src", .string(layer.dataURI)))
            }
            fields.append(("element", cursor?.elementID.map(JSONValue.string) ?? .null))
            if let menu = cursor?.menu, case .panel(let title) = menu.placement {
                fields.append(("list", .string(title)))
                fields.append(("entries", .array(menu.entries.map { .string($0.title) })))
                fields.append(("chosen", .number(Double(menu.entries.firstIndex(where: \.isHighlighted) ?? -1))))
            }
            keyboardByKey[key] = keyboard.count
            keyboard.append(.object(fields))
            return keyboard.count - 1
        }

        /// A frame that says it is not embedded, the device's size so the page's overlays still fit.
        static func placeholderFrame(_ size: Size) -> EmbeddedImage {
            let w = max(1, Int(size.width)), h = max(1, Int(size.height))
            let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='\(w)' height='\(h)'><rect width='100%' height='100%' fill='#f2f2f7'/>"
                + "<text x='50%' y='50%' text-anchor='middle' font-family='sans-serif' font-size='16' fill='#6e6e73'>"
                + "Not embedded: the page holds at most \(TraceViewerPage.maximumFrames) frames</text></svg>"
            var image = EmbeddedImage(png: [], width: w, height: h)
            image.dataURI = "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
            return image
        }

        /// The exposed tree, depth first: `[depth, id, label, what VoiceOver says (focusable only), x, y, w, h]`,
        /// at most `maximumTreeRows` rows; true when it was cut there. A focusable row scrolled out of
        /// view (`NavigationOrder.isScrolledOutOfView`, the engine's one definition: a row an imported
        /// list holds outside its frame, whose captured frame lies over a header or past the screen's
        /// edge) has a ninth field, `true`, which the page reads to draw nothing for it over the frame;
        /// the other rows are as before, so a scene with no scroll content embeds the same tree.
        /// With it, the indices of its focusable rows in VoiceOver's order (what the page numbers and
        /// joins by its line), null when that is the tree's own order, as in most scenes.
        static func tree(_ session: Session) -> (tree: JSONValue, order: JSONValue, cut: Bool) {
            let order = session.navigation
            var entryOfNode: [Int: Int] = [:]
            for (i, entry) in order.entries.enumerated() { entryOfNode[entry.node] = i }
            // Asked only of an order that holds scroll content (most scenes hold none).
            let scrolledOut = order.holdsScrollContent ? order.entries.indices.map { order.isScrolledOutOfView($0) } : []
            var depths: [Int] = []
            depths.reserveCapacity(order.nodes.count)
            var rows: [JSONValue] = []
            var rowOfNode: [Int: Int] = [:]
            // The listed focusable rows in VoiceOver's order; null when the tree lists them so.
            func reading() -> JSONValue {
                let listed = order.entries.compactMap { rowOfNode[$0.node] }
                return zip(listed, listed.dropFirst()).allSatisfy { $0 < $1 } ? .null : .array(listed.map { .number(Double($0)) })
            }
            for (n, node) in order.nodes.enumerated() {
                guard rows.count < TraceViewerPage.maximumTreeRows else { return (.array(rows), reading(), true) }
                let depth = node.parent.map { depths[$0] + 1 } ?? 0
                depths.append(depth)
                let element = node.element
                let says = entryOfNode[n].map { JSONValue.string(session.description(at: $0).description) } ?? .null
                let f = entryOfNode[n].map { order.entries[$0].frame } ?? element.frame
                var row: [JSONValue] = [.number(Double(depth)), .string(element.id), element.label.map { .string($0.string) } ?? .null, says,
                                        .number(f.minX), .number(f.minY), .number(f.width), .number(f.height)]
                if let entry = entryOfNode[n], !scrolledOut.isEmpty, scrolledOut[entry] { row.append(.bool(true)) }
                if entryOfNode[n] != nil { rowOfNode[n] = rows.count }
                rows.append(.array(row))
            }
            return (.array(rows), reading(), false)
        }
    }

    private static func body(title: String) -> String {
        """
        <header class="top"><h1>\(HTMLPage.escape(title))</h1><span class="sub" id="summary"></span><span id="verdict"></span></header>
        <div class="bar card">
          <button id="prev" title="Previous record (←)" aria-label="Previous record">◀</button>
          <input type="range" id="scrub" min="0" value="0" aria-label="Record">
          <button id="next" title="Next record (→)" aria-label="Next record">▶</button>
          <span id="where" class="mono"></span>
          <span class="overlays">Show
            <label><input type="checkbox" data-overlay="frames"> element frames</label>
            <label><input type="checkbox" data-overlay="order"> reading order</label>
            <label><input type="checkbox" data-overlay="cursor" checked> VoiceOver cursor</label>
            <label><input type="checkbox" data-overlay="touches" checked> touches</label>
            <label><input type="checkbox" data-overlay="switch" checked> Switch Control highlight</label>
            <label><input type="checkbox" data-overlay="keyboard" checked> keyboard focus</label>
            <label hidden><input type="checkbox" data-overlay="speak" checked> Speak Screen</label>
            <label hidden><input type="checkbox" data-overlay="zoom" checked> Zoom</label>
            <label hidden><input type="checkbox" data-overlay="large" checked> Large Content Viewer</label>
          </span>
          <span class="keys">← → record · Shift+← → input · Home End</span>
        </div>
        <section id="difference" class="card" hidden></section>
        <main class="grid">
          <div class="col frame"><div class="shot" id="shot"><img id="frame" alt="The scene at this step"><svg id="over"></svg><img id="keys" alt="" hidden><img id="speaking" alt="" hidden><img id="zoomed" alt="" hidden><img id="large" alt="" hidden></div>
            <p class="sub" id="focus"></p><p class="sub" id="switch" hidden></p><p class="sub" id="keyboard" hidden></p><p class="sub" id="speak" hidden></p><p class="sub" id="zoom" hidden></p><p class="sub" id="largeContent" hidden></p><p class="sub" id="vision" hidden></p></div>
          <div class="col">
            <h2>Heard so far</h2><ol id="captions" class="panel card"></ol>
            <h2>Accessibility tree</h2><ol id="tree" class="panel card"></ol>
          </div>
          <div class="col"><h2>Timeline</h2><div id="timeline" class="panel card mono"><div id="spacer"><ol id="rows"></ol></div></div></div>
        </main>
        """
    }

    static let style = """
    .bar { position: sticky; top: 44px; z-index: 9; margin: 12px 20px; padding: 8px 12px; display: flex; flex-wrap: wrap;
      align-items: center; gap: 8px 14px; box-shadow: 0 2px 8px rgba(0,0,0,.06); }
    .bar button { font-size: 15px; width: 34px; height: 28px; border-radius: 8px; border: 1px solid var(--line); background: #fff; cursor: pointer; }
    .bar input[type=range] { flex: 1; min-width: 200px; accent-color: var(--accent); }
    .bar .overlays { display: inline-flex; gap: 10px; flex-wrap: wrap; } .bar .keys { color: var(--muted); font-size: 12px; }
    #difference { margin: 0 20px 12px; padding: 10px 14px; border-left: 5px solid var(--error); }
    #difference h2 { margin: 0 0 6px; font-size: 15px; color: var(--error); }
    #difference .sides { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
    #difference pre { margin: 2px 0 0; white-space: pre-wrap; word-break: break-all; background: #f5f5f7; padding: 6px 8px; border-radius: 6px; font-size: 12px; }
    #difference ul { margin: 6px 0 0; padding-left: 18px; font-size: 12.5px; }
    .grid { display: flex; flex-wrap: wrap; gap: 18px; padding: 0 20px 30px; align-items: flex-start; }
    .grid > .col { flex: 1 1 260px; min-width: 0; } .grid > .col:last-child { flex: 1.2 1 300px; }
    .grid > .col.frame { flex: 0 0 auto; }
    .col h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 4px 0 6px; }
    .col.frame { position: sticky; top: 110px; }
    .shot { position: relative; width: fit-content; border-radius: 14px; overflow: hidden; box-shadow: 0 1px 5px rgba(0,0,0,.3); background: #fff; }
    .shot img { display: block; } .shot svg, .shot #keys, .shot #zoomed, .shot #speaking, .shot #large { position: absolute; left: 0; top: 0; }
    .shot #keys[hidden], .shot #zoomed[hidden], .shot #speaking[hidden], .shot #large[hidden] { display: none; }
    #focus { margin: 8px 0 0; max-width: 420px; } #switch, #keyboard, #speak, #zoom, #largeContent, #vision { margin: 4px 0 0; max-width: 420px; }
    .panel { list-style: none; margin: 0 0 16px; padding: 4px 0; overflow: auto; }
    #captions { max-height: 240px; } #tree { max-height: 420px; }
    .panel li { padding: 3px 10px; border-bottom: 1px solid #f0f0f2; }
    #captions li.interrupted .rest { text-decoration: line-through; color: var(--muted); }
    #captions li.dropped { color: var(--muted); }
    #captions li .pill { margin-right: 6px; font-size: 11px; } #captions li .outcome { color: var(--muted); font-size: 12px; margin-left: 6px; }
    #captions li.latest { background: #e8f2ff; }
    #tree li { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; font-size: 13px; }
    #tree li .id { color: var(--muted); font-size: 12px; margin-left: 6px; } #tree li.container { color: var(--muted); }
    #tree li.focused { background: #1d1d1f; color: #fff; border-radius: 6px; } #tree li.focused .id { color: #c7c7cc; }
    .out { margin: 0 6px; padding: 0 5px; border: 1px dashed var(--muted); border-radius: 4px; font-size: 11px; color: var(--muted); }
    #focus .out { display: inline-block; } #tree li.scrolled-out { font-style: italic; } #tree li.focused .out { color: #c7c7cc; border-color: #c7c7cc; }
    #timeline { height: calc(100vh - 170px); min-height: 300px; position: relative; padding: 0; }
    #spacer { position: relative; } #rows { list-style: none; margin: 0; padding: 0; position: absolute; left: 0; right: 0; top: 0; }
    #timeline li { height: 20px; line-height: 20px; cursor: pointer; font-size: 12px; white-space: nowrap; overflow: hidden;
      text-overflow: ellipsis; padding: 0 8px; border-bottom: none; }
    #timeline li .t { color: var(--muted); display: inline-block; min-width: 76px; }
    #timeline li .k { display: inline-block; min-width: 96px; font-weight: 600; }
    #timeline li.input .k { color: var(--accent); } #timeline li.output .k { color: #3a3a3c; }
    #timeline li.future { color: #aeaeb2; } #timeline li.future .k { color: #aeaeb2; }
    #timeline li.current { background: #0a84ff; color: #fff; border-radius: 4px; } #timeline li.current .k, #timeline li.current .t { color: #fff; }
    #timeline li.diverged { outline: 2px solid var(--error); outline-offset: -2px; background: #ffecec; color: var(--ink); }
    #timeline li.diverged.current, #timeline li.diverged.current .k, #timeline li.diverged.current .t { background: var(--error); color: #fff; }
    #difference summary { cursor: pointer; color: var(--muted); font-size: 13px; }
    #tree { position: relative; }
    #verdict .pill { font-size: 13px; }

    """

    static let script = """
    'use strict';
    const D = JSON.parse(document.getElementById('data').textContent);
    const N = D.records.length, $ = id => document.getElementById(id);
    const parsed = new Array(N);
    const rec = i => parsed[i] || (parsed[i] = JSON.parse(D.records[i]));
    // The engine state after the inputs up to each record (0: before the first input).
    const stepOf = new Int32Array(N); let inputs = 0;
    for (let i = 0; i < N; i++) { if (D.kinds[i] === 'i') inputs++; stepOf[i] = Math.min(inputs, D.states.length - 1); }
    const [W, H] = D.device, NS = 'http://www.w3.org/2000/svg';
    const img = $('frame'), over = $('over'), keys = $('keys'), speaking = $('speaking'), zoomed = $('zoomed'), large = $('large');
    keys.width = W; keys.height = H; speaking.width = W; speaking.height = H; zoomed.width = W; zoomed.height = H; large.width = W; large.height = H;
    // Speak Screen's, Zoom's and the Large Content Viewer's toggles, shown for a trace that uses them.
    if (D.speak) document.querySelector('[data-overlay="speak"]').parentElement.hidden = false;
    if (D.zoom) document.querySelector('[data-overlay="zoom"]').parentElement.hidden = false;
    if (D.large) document.querySelector('[data-overlay="large"]').parentElement.hidden = false;
    // The last input record at or before each record.
    const inputBefore = new Int32Array(N); for (let i = 0, k = -1; i < N; i++) { if (D.kinds[i] === 'i') k = i; inputBefore[i] = k; }
    // The entry of a [[record, …], …] list (in record order) in effect at record i: the last at or before it, or null.
    const entryAt = (list, i) => { let lo = 0, hi = list.length; while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid][0] <= i) lo = mid + 1; else hi = mid; } return lo ? list[lo - 1] : null; };
    // The state at record i: the last input's, or what a timer made of it since (Full Keyboard
    // Access's focus, Voice Control's numbers, Zoom following a cursor move between inputs).
    function stateAt(i) { const t = D.timed && entryAt(D.timed, i); return t && t[0] > inputBefore[i] ? t[1] : D.states[stepOf[i]]; }
    // The page's drawings cover the scene, which is the frame's top-left W × H points; the frame
    // itself is shown at its own size (a legend beside the scene makes it wider).
    over.setAttribute('viewBox', `0 0 ${W} ${H}`); over.setAttribute('width', W); over.setAttribute('height', H);
    const esc = s => String(s).replace(/[&<>"]/g, c => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'}[c]));
    const num = n => Math.round(n * 10) / 10;
    const seconds = t => (t / 1000).toFixed(2) + ' s';
    function summary(r) {
      const a = r.args ? ' ' + Object.entries(r.args).map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : v}`).join(' ') : '';
      switch (r.type) {
        case 'pointer': return `${r.phase} #${r.id} (${num(r.x)}, ${num(r.y)})${r.kind && r.kind !== 'touch' ? ' ' + r.kind : ''}`;
        case 'command': return r.name + a;
        case 'setting': return `${r.name} = ${r.value}`;
        case 'focus': return `→ ${r.element}: “${r.description}”`;
        case 'speech': return `“${r.outcome === 'interrupted' ? (r.heard || '') + '…' : r.text}” ${r.priority} ${r.kind}${r.outcome === 'finished' ? '' : ' ' + r.outcome}`;
        case 'sound': return r.name + (r.note != null ? ' note ' + r.note : '');
        case 'action': return `${r.name}${r.element ? ' on ' + r.element : ''} → ${r.result ? 'ok' : 'failed'}`;
        case 'notification': return r.name + (r.argument != null ? ` “${r.argument}”` : '');
        case 'drag': return `${r.state} ${r.item}${r.target ? ' → ' + r.target : ''}${r.operation ? ' (' + r.operation + ')' : ''}`;
        case 'state': case 'snapshot': return 'digest ' + r.digest;
        case 'switch': return r.name + (r.phase ? ' ' + r.phase : '');
        case 'highlight': return r.kind + (r.element ? ' ' + r.element : '') + (r.entry ? ` “${r.entry}”` : '') + (r.frame ? ' [' + r.frame.map(num).join(', ') + ']' : '');
        case 'menu': return r.page ? `${r.page} menu ${r.element ? 'of ' + r.element : 'at the point'}: ${(r.entries || []).join(' · ')}` : 'menu closed';
        case 'gesture': return `${r.name} ${r.fingers} finger${r.fingers === 1 ? '' : 's'}${r.direction ? ' ' + r.direction : ''}`;
        case 'typed': return `“${r.text}”`;
        case 'speak': case 'keyboard': case 'zoom': return r.name;
        case 'voice': return r.phrase != null ? `said “${r.phrase}”` : r.name;
        case 'vision': return r.filter ? 'seen through ' + r.filter : 'no filter';
        case 'reading': return r.element ? 'reading ' + r.element : 'reading ended';
        case 'keyboardFocus': return r.element ? `→ ${r.element}${r.group ? ' in ' + r.group : ''}` : 'no keyboard focus';
        case 'keyboardList': return r.list ? `${r.list} of ${r.element || 'the screen'}: ${r.entries.map((e, k) => k === r.selected ? '[' + e + ']' : e).join(' · ')}` : 'list closed';
        case 'lens': return r.mode ? `${r.mode} ${num(r.level)}× [${r.region.map(num).join(', ')}]` : 'zoomed out';
        case 'voiceOverlay': return r.overlay + (r.continuous ? ' continuously' : '') + (r.area ? ' [' + r.area.map(num).join(', ') + ']' : '');
        case 'voiceChoose': return 'choose: ' + r.elements.map((e, k) => `${k + 1} ${e}`).join(' · ');
        case 'voiceMissed': return `“${r.phrase}” ${r.reason}`;
        case 'voiceTouch': return `${r.gesture}${r.direction ? ' ' + r.direction : ''} at (${num(r.x)}, ${num(r.y)})`;
        case 'largeContent': return r.element ? `large content: ${r.element}${r.title != null ? ' “' + r.title + '”' : ''}${r.image != null ? ' image ' + r.image : ''}` : 'large content viewer hidden';
        case 'end': return 'end of trace';
        default: return '';
      }
    }
    // The timeline: every record, but only the rows in view are built (a long trace has tens of thousands).
    const ROW = 20, timeline = $('timeline'), rowList = $('rows');
    $('spacer').style.height = (N * ROW) + 'px';
    function renderRows() {
      const first = Math.max(0, Math.floor(timeline.scrollTop / ROW) - 8);
      const last = Math.min(N, Math.ceil((timeline.scrollTop + timeline.clientHeight) / ROW) + 8);
      const html = [];
      for (let k = first; k < last; k++) {
        const r = rec(k), cls = [D.kinds[k] === 'i' || D.kinds[k] === 'e' ? 'input' : 'output'];
        if (k > cur) cls.push('future'); if (k === cur) cls.push('current'); if (diff && k === diff.index) cls.push('diverged');
        html.push(`<li class="${cls.join(' ')}" data-i="${k}" title="${esc(D.records[k])}"><span class="t">${seconds(r.t)}</span>` +
          `<span class="k">${r.type}</span>${esc(summary(r))}</li>`);
      }
      rowList.style.top = (first * ROW) + 'px';
      rowList.innerHTML = html.join('');
    }
    timeline.addEventListener('scroll', renderRows);
    timeline.addEventListener('click', e => { const li = e.target.closest('li'); if (li) show(+li.dataset.i); });
    // Where the utterances are, for the captions heard up to a record.
    const speeches = [];
    for (let i = 0; i < N; i++) if (D.kinds[i] === 'o' && D.records[i].startsWith('{"type":"speech"')) speeches.push(i);
    const CAPTIONS = 60;
    // Switch Control's highlight and menu records, for the latest of each up to a record.
    const highlights = [], menus = [];
    for (let i = 0; i < N; i++) if (D.kinds[i] === 'o') {
      if (D.records[i].startsWith('{"type":"highlight"')) highlights.push(i); else if (D.records[i].startsWith('{"type":"menu"')) menus.push(i);
    }
    const latestAt = (list, i) => { let lo = 0, hi = list.length; while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid] <= i) lo = mid + 1; else hi = mid; } return lo ? list[lo - 1] : -1; };
    const latest = (list, i) => { const k = latestAt(list, i); return k < 0 ? null : rec(k); };
    const diff = D.difference;
    if (diff) {
      const sec = $('difference'); sec.hidden = false;
      const pre = s => `<pre>${esc(s == null ? '(no more records)' : s)}</pre>`;
      sec.innerHTML = `<h2>The replay differs from the recording at line ${diff.line || 'end'} (record ${diff.index + 1})</h2>` +
        `<div class="sides"><div><b>Expected</b> (recorded)${pre(diff.expected)}</div><div><b>Actual</b> (this replay)${pre(diff.actual)}</div></div>` +
        (diff.fields.length ? '<ul>' + diff.fields.map(f => `<li class="mono">${esc(f)}</li>`).join('') + '</ul>' : '') +
        `<p><button id="jump">Go to the difference</button></p>` +
        '<details><summary>What this replay produced around it</summary><pre>' +
        diff.actualRecords.map((l, k) => (diff.actualFrom + k === diff.index ? '▶ ' : '  ') + esc(l)).join('\\n') + '</pre></details>';
      $('jump').addEventListener('click', () => show(Math.min(diff.index, N - 1)));
      $('verdict').innerHTML = '<span class="pill error">replay differs</span>';
    } else {
      $('verdict').innerHTML = D.lines.length ? '<span class="pill" style="background:var(--ok)">replay matches</span>' : '';
    }
    $('summary').textContent = `${N} records, ${D.kinds.split('i').length - 1} inputs, ${D.frames.length} distinct frames` + (D.settings ? ` · ${D.settings}` : '') + (D.limits ? ` · ${D.limits}` : '') + (D.truncated ? ` · ${D.truncated}` : '');
    const overlays = new Set([...document.querySelectorAll('[data-overlay]')].filter(b => b.checked).map(b => b.dataset.overlay));
    document.querySelectorAll('[data-overlay]').forEach(b => b.addEventListener('change', () => {
      b.checked ? overlays.add(b.dataset.overlay) : overlays.delete(b.dataset.overlay); show(cur);
    }));
    const svg = (tag, attrs, text) => { const e = document.createElementNS(NS, tag); for (const k in attrs) e.setAttribute(k, attrs[k]); if (text != null) e.textContent = text; return e; };
    let cur = -1, shownFrame = -1, shownTree = -1;
    const scrub = $('scrub'); scrub.max = Math.max(0, N - 1);
    function show(i) {
      i = Math.max(0, Math.min(N - 1, i));
      cur = i; scrub.value = i;
      const state = stateAt(i), [t, focus, fi, ki, zi] = state;
      if (fi !== shownFrame) { img.src = D.frames[fi]; [img.width, img.height] = D.frameSizes[fi]; shownFrame = fi; }
      const tree = D.trees[fi];
      // The current row in view, then the rows in view drawn.
      if (i * ROW < timeline.scrollTop) timeline.scrollTop = i * ROW;
      else if ((i + 1) * ROW > timeline.scrollTop + timeline.clientHeight) timeline.scrollTop = (i + 1) * ROW - timeline.clientHeight;
      renderRows();
      const r = rec(i);
      $('where').textContent = `record ${i + 1} of ${N} · seq ${r.seq} · ${seconds(r.t)}`;
      // Overlays drawn by the page over the frame. A row scrolled out of view (its ninth field, set by
      // the engine) keeps its number, its place in VoiceOver's order, but nothing is drawn where its
      // captured frame lies (over a header, past the screen's edge), as in the window.
      over.replaceChildren();
      // Numbered and joined in VoiceOver's order: the tree's own, unless the page lists another for it.
      const reading = D.orders && D.orders[fi], nodes = reading ? reading.map(k => tree[k]) : tree.filter(n => n[3] !== null);
      const shown = nodes.filter(n => !n[8]);
      if (overlays.has('frames')) nodes.forEach((n, k) => {
        if (n[8]) return;
        over.appendChild(svg('rect', {x: n[4], y: n[5], width: n[6], height: n[7], fill: 'rgba(10,132,255,.08)', stroke: '#0a84ff', 'stroke-width': 1}));
        over.appendChild(svg('text', {x: n[4] + 3, y: n[5] + 11, 'font-size': 10, fill: '#0a60c0', 'font-weight': 700}, k + 1));
      });
      if (overlays.has('order') && shown.length > 1) {
        over.appendChild(svg('polyline', {points: shown.map(n => `${n[4] + n[6] / 2},${n[5] + n[7] / 2}`).join(' '), fill: 'none',
          stroke: '#0040dd', 'stroke-width': 2, 'stroke-opacity': .7, 'stroke-linejoin': 'round'}));
      }
      const focused = tree.find(n => n[1] === focus && n[3] !== null);
      if (overlays.has('cursor') && focused && !focused[8]) {
        const [x, y, w, h] = focused.slice(4);
        over.appendChild(svg('rect', {x: x - 3, y: y - 3, width: w + 6, height: h + 6, rx: 6, fill: 'none', stroke: '#fff', 'stroke-width': 6}));
        over.appendChild(svg('rect', {x: x - 3, y: y - 3, width: w + 6, height: h + 6, rx: 6, fill: 'none', stroke: '#000', 'stroke-width': 3}));
      }
      if (overlays.has('touches')) {
        // The pointers down at this record, and this record's own touch point.
        const down = new Map();
        for (let k = i; k >= 0 && k > i - 400; k--) {
          const p = rec(k);
          if (p.type === 'pointer' && !down.has(p.id)) down.set(p.id, p);
          if (p.type === 'command' && k === i && p.args && p.args.x != null) down.set('c', {phase: 'down', x: p.args.x, y: p.args.y});
        }
        for (const p of down.values()) if (p.phase !== 'up' && p.phase !== 'cancel') {
          over.appendChild(svg('circle', {cx: p.x, cy: p.y, r: 16, fill: 'rgba(255,149,0,.35)', stroke: '#ff9500', 'stroke-width': 2}));
        }
      }
      // Switch Control: the highlight as the window draws it (solid on an item, tinted round a group,
      // dashed to back out, point scanning's band and line), and the menu with its highlighted entry.
      const hl = latest(highlights, i), menu = latest(menus, i);
      // Open from a `menu` record with its page until one says `closed` (a close has no page); a
      // trace written before every close was recorded (an entry chosen, Switch Control off) closes
      // it when the highlight leaves the menu, as it only ever is on an entry or the item then.
      const menuOpen = !!(menu && menu.page) && (latestAt(highlights, i) < latestAt(menus, i) || hl.kind === 'menuEntry' || hl.kind === 'menuItem');
      if (overlays.has('switch') && hl && hl.kind !== 'none') {
        const node = hl.element ? tree.find(n => n[1] === hl.element) : null;
        const box = hl.frame || (node ? node.slice(4) : null);
        if (box && !(node && node[8])) {
          const [x, y, w, h] = box;
          if (hl.kind === 'line') over.appendChild(svg('line', {x1: x, y1: y, x2: x + w, y2: y + h, stroke: '#0a84ff', 'stroke-width': 3, 'class': 'switch-highlight'}));
          else if (hl.kind === 'band') over.appendChild(svg('rect', {x, y, width: w, height: h, fill: 'rgba(10,132,255,.18)', stroke: '#0a84ff', 'stroke-width': 2, 'class': 'switch-highlight'}));
          else {
            const attrs = {x: x - 4, y: y - 4, width: w + 8, height: h + 8, rx: 8, fill: hl.kind === 'group' ? 'rgba(10,132,255,.12)' : 'none',
              stroke: '#0a84ff', 'stroke-width': 4, 'class': 'switch-highlight'};
            if (hl.kind === 'backOut') attrs['stroke-dasharray'] = '10 6';
            over.appendChild(svg('rect', attrs));
          }
        }
      }
      const sw = $('switch');
      sw.hidden = !highlights.length;
      if (highlights.length) {
        const entry = hl && hl.kind === 'menuEntry' ? hl.entry : null;
        sw.innerHTML = 'Switch Control: ' + (hl && hl.kind !== 'none' ? esc(hl.kind) + (hl.element ? ` on <code>${esc(hl.element)}</code>` : '') : 'no highlight') +
          (menuOpen ? `<br>Menu (${esc(menu.page)}): ` + (menu.entries || []).map(e => e === entry ? `<b>[${esc(e)}]</b>` : esc(e)).join(' · ') : '');
      }
      // Full Keyboard Access: its ring and list as the engine's renderer draws them, in a layer over
      // the frame (and over the page's drawings, as the window draws it over every overlay).
      const kb = ki == null || !D.keyboard ? null : D.keyboard[ki];
      if (kb && kb.src && keys.dataset.k !== String(ki)) { keys.src = kb.src; keys.dataset.k = String(ki); }
      keys.hidden = !(overlays.has('keyboard') && kb && kb.src);
      const kp = $('keyboard');
      kp.hidden = !D.keyboard;
      if (D.keyboard) kp.innerHTML = 'Full Keyboard Access: ' + (!kb ? 'off' : kb.notEmbedded ? 'not embedded (past the page’s limit)' :
        (kb.element ? `focus on <code>${esc(kb.element)}</code>` : 'no focus') +
        (kb.list ? `<br>${esc(kb.list)}: ` + (kb.entries.length ? kb.entries.map((e, k) => k === kb.chosen ? `<b>[${esc(e)}]</b>` : esc(e)).join(' · ') : 'No actions') : ''));
      // Speak Screen: its highlight and controller as the window draws them, in a layer over the
      // frame; the line names what is read and the controller's state and speed.
      let si = null;
      if (D.speakAt) { let lo = 0, hi = D.speakAt.length; while (lo < hi) { const mid = (lo + hi) >> 1; if (D.speakAt[mid][0] <= i) lo = mid + 1; else hi = mid; } if (lo) si = D.speakAt[lo - 1][1]; }
      const sp = si == null || !D.speak ? null : D.speak[si];
      if (sp && sp.src && speaking.dataset.k !== String(si)) { speaking.src = sp.src; speaking.dataset.k = String(si); }
      speaking.hidden = !(overlays.has('speak') && sp && sp.src);
      const spl = $('speak');
      spl.hidden = !D.speak;
      if (D.speak) spl.innerHTML = 'Speak Screen: ' + (!sp ? 'closed' : (sp.element ? `<code>${esc(sp.element)}</code>, ` : '') + esc(sp.caption));
      // Zoom: what its user sees (Full Screen Zoom's magnified region over the scene, Window Zoom's
      // lens over it, with the other technologies' cursors and Speak Screen), as `snapshot --after`
      // draws it, over the page's drawings and the other layers, which are not magnified.
      const zm = zi == null || !D.zoom ? null : D.zoom[zi];
      if (zm && zm.src && zoomed.dataset.k !== String(zi)) { zoomed.src = zm.src; zoomed.dataset.k = String(zi); }
      zoomed.hidden = !(overlays.has('zoom') && zm && zm.src);
      const zl = $('zoom');
      zl.hidden = !D.zoom;
      if (D.zoom) zl.innerHTML = 'Zoom: ' + (!zm ? 'zoomed out' : `${zm.mode === 'window' ? 'Window' : 'Full Screen'} Zoom ${num(zm.level)}× on [${zm.region.map(num).join(', ')}]`);
      // The Large Content Viewer: its panel as the window's HUD draws it, over every other layer
      // (the window draws it over the scene and every overlay); the line names what it shows.
      const la = D.largeAt ? entryAt(D.largeAt, i) : null, li = la ? la[1] : null, lc = li == null ? null : D.large[li];
      if (lc && lc.src && large.dataset.k !== String(li)) { large.src = lc.src; large.dataset.k = String(li); }
      large.hidden = !(overlays.has('large') && lc && lc.src);
      const ll = $('largeContent');
      ll.hidden = !D.large;
      if (D.large) ll.innerHTML = 'Large Content Viewer: ' + (!lc ? 'closed' : (lc.title != null ? `“${esc(lc.title)}”` : 'no title') +
        (lc.image != null ? `, image ${esc(lc.image)}` : '') + ` on <code>${esc(lc.element)}</code>`);
      // The vision filter the frame is drawn through, as the window showed it (docs/vision.md).
      const vl = $('vision'), vf = D.vision ? D.vision[stepOf[i]] : null;
      vl.hidden = !D.vision;
      if (D.vision) vl.innerHTML = 'Vision filter: ' + (vf ? `<code>${esc(vf)}</code>` : 'none');
      $('focus').innerHTML = focused ? `VoiceOver cursor on <code>${esc(focus)}</code>: “${esc(focused[3])}”` +
        (focused[8] ? '<span class="out">scrolled out of view, not on the screen</span>' : '') :
        (focus ? `VoiceOver cursor on <code>${esc(focus)}</code>` : 'No VoiceOver cursor');
      // Captions: the utterances reported up to here, the latest last (the last few dozen of a long run).
      const caps = $('captions'); caps.replaceChildren();
      let last = null, heardCount = 0, lo = 0, hi = speeches.length;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (speeches[mid] <= i) lo = mid + 1; else hi = mid; }
      heardCount = lo;
      if (heardCount > CAPTIONS) { const li = document.createElement('li'); li.className = 'dropped'; li.textContent = `… ${heardCount - CAPTIONS} earlier`; caps.appendChild(li); }
      for (const k of speeches.slice(Math.max(0, heardCount - CAPTIONS), heardCount)) {
        const s = rec(k), li = document.createElement('li'); li.className = s.outcome;
        const heard = s.heard || '', rest = s.outcome === 'interrupted' ? s.text.slice(heard.length) : '';
        li.innerHTML = `<span class="pill ${s.priority === 'high' ? 'high' : 'normal'}">${esc(s.priority)}</span>` +
          (s.outcome === 'dropped' ? esc(s.text) : esc(s.outcome === 'interrupted' ? heard : s.text) + `<span class="rest">${esc(rest)}</span>`) +
          (s.outcome === 'finished' ? '' : `<span class="outcome">${s.outcome === 'interrupted' ? 'cut off' : 'dropped, never heard'}</span>`);
        caps.appendChild(li); last = li;
      }
      if (last) { last.classList.add('latest'); caps.scrollTop = caps.scrollHeight; }
      if (!last) caps.innerHTML = '<li class="dropped">Nothing yet.</li>';
      // The tree, redrawn when the state changes; the focused row marked.
      const tl = $('tree');
      if (fi !== shownTree) {
        // 16 px a level, less in a tree so deep (a real app's import nests twenty views) that its
        // rows would start past the panel's edge: the indents of the deepest row take at most 160 px.
        const deepest = tree.reduce((d, n) => Math.max(d, n[0]), 0), step = Math.min(16, 160 / Math.max(1, deepest));
        tl.replaceChildren(...tree.map(n => { const li = document.createElement('li');
          li.style.paddingLeft = (10 + n[0] * step) + 'px'; li.dataset.id = n[1];
          if (n[3] === null) li.className = 'container';
          if (n[8]) li.className = 'scrolled-out';
          // Its tag first, where a long label cut short at the panel's edge does not hide it.
          li.innerHTML = (n[8] ? '<span class="out">scrolled out</span>' : '') + esc(n[3] !== null ? n[3] : (n[2] || 'container')) +
            `<span class="id">${esc(n[1])}</span>`; return li; }));
        shownTree = fi;
      }
      for (const li of tl.children) li.classList.toggle('focused', li.dataset.id === focus);
      // Scrolled within the panel only (scrollIntoView would scroll the page too).
      const f = tl.querySelector('.focused');
      if (f && (f.offsetTop < tl.scrollTop || f.offsetTop + f.offsetHeight > tl.scrollTop + tl.clientHeight)) tl.scrollTop = f.offsetTop - tl.clientHeight / 2;
    }
    function nextInput(from, dir) { for (let k = from + dir; k >= 0 && k < N; k += dir) if (D.kinds[k] === 'i') return k; return from; }
    $('prev').addEventListener('click', () => show(cur - 1));
    $('next').addEventListener('click', () => show(cur + 1));
    scrub.addEventListener('input', () => show(+scrub.value));
    document.addEventListener('keydown', e => {
      if (e.target.tagName === 'SELECT' || e.target.tagName === 'INPUT' && e.target.type !== 'range' && e.target.type !== 'checkbox') return;
      const k = e.key;
      if (k === 'ArrowRight' || k === 'ArrowDown') show(e.shiftKey ? nextInput(cur, 1) : cur + 1);
      else if (k === 'ArrowLeft' || k === 'ArrowUp') show(e.shiftKey ? nextInput(cur, -1) : cur - 1);
      else if (k === 'Home') show(0);
      else if (k === 'End') show(N - 1);
      else return;
      e.preventDefault();
    });
    show(diff ? Math.min(diff.index, N - 1) : 0);

    """
}
