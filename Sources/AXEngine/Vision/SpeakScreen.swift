import AXCore

/// What Speak Screen keeps between inputs: its setting, what it is reading, where, how fast, and the
/// recognizer of the fingers it took at the top edge.
struct SpeakScreenRun {
    /// Where the reading is.
    enum Phase: Hashable { case idle, reading, paused, finished }

    /// Settings › Accessibility › Spoken Content › Speak Screen (off, as on iOS, until `speak.on`).
    var isEnabled = false
    var phase = Phase.idle
    /// The elements being read, in VoiceOver's order, each with its text (those with nothing to say
    /// are left out).
    var items: [(id: String, text: String)] = []
    /// The element being read (or paused in).
    var index = 0
    var speed = SpeakScreenSpeed.normal
    /// The input that started the reading or moved it last (the end of a reading is its output).
    var cause = 0
    /// The swipe's recognizer, made with the session's thresholds when a first finger is taken.
    var gestures: GestureRecognizer?
}

/// What the window shows of Speak Screen: the controller while it is open, and the element being read.
public struct SpeakScreenController: Hashable, Sendable {
    /// Whether reading is paused (the controller shows play instead of pause).
    public var isPaused: Bool
    /// Whether the last element has been read (the controller stays until closed).
    public var isFinished: Bool
    /// The speed the controller shows.
    public var speed: SpeakScreenSpeed
    /// The element being read, highlighted.
    public var elementID: String?
    /// The highlighted element's frame, in scene points.
    public var frame: Rect?

    /// A controller as the window draws it (tests build expected ones this way).
    public init(isPaused: Bool, isFinished: Bool, speed: SpeakScreenSpeed, elementID: String?, frame: Rect?) {
        self.isPaused = isPaused; self.isFinished = isFinished; self.speed = speed; self.elementID = elementID; self.frame = frame
    }
}

/// Speak Screen as an `AssistiveTechnology` (docs/vision.md#speak-screen): with VoiceOver off and the
/// setting on, a two-finger swipe down from the top edge reads the whole screen aloud in VoiceOver's
/// order, each element's label and value (no traits, no hints), through the engine's one speech
/// channel, with the speech controller's pause, skip and speeds; the element being read is
/// highlighted. It takes only fingers that land in the top edge band, so the app keeps every other
/// touch.
public struct SpeakScreen: AssistiveTechnology {
    /// Its setting, the start and the controller's buttons.
    public typealias Command = SpeakScreenCommand

    /// After VoiceOver and Switch Control.
    public static let kind = AssistiveTechnologyKind.speakScreen

    /// How far from the top of the screen, in points, a finger counts as starting at the top edge:
    /// the height of a classic status bar (decision, docs/vision.md).
    public static let topEdge = 20.0

    /// Speak Screen, stateless: what it knows lives in the session it acts on.
    public init() {}

    /// On while its setting is on and VoiceOver is off (VoiceOver has its own read all).
    public func isOn(in session: Session) -> Bool { session.speakScreen.isEnabled && !session.settings.voiceOver }

    /// Turns the setting on or off, starts reading, or presses a controller button.
    public func perform(_ command: SpeakScreenCommand, in session: Session) { session.perform(command) }

    /// A finger landing in the top edge band: the swipe may start there.
    public func claims(_ sample: PointerSample, in session: Session) -> Bool { sample.location.y <= Self.topEdge }

    /// Its recognizer turns the fingers into gestures; a two-finger swipe down starts reading.
    public func handleClaimed(_ sample: PointerSample, in session: Session) { session.recognizeSpeakScreenGesture(sample) }

    /// Speak Screen's highlight is drawn by the window from `Session.speakScreenController`, not as a cursor.
    public func focusIndicator(in session: Session) -> FocusIndicator? { nil }

    /// It reads the elements it listed when it started: a changed tree does not move it.
    public func treeDidChange(in session: Session) {}

    /// It says nothing of what the app posts.
    public func react(to notification: AccessibilityNotification, in session: Session) {}

    /// Its setting, speed, and a reading paused or finished, with the elements it reads.
    public func savedState(in session: Session) -> AssistiveTechnologyState {
        let state = session.speakScreen
        return AssistiveTechnologyState(Self.kind) { $0.speakScreen = state; return true }
    }
}

extension Session {
    /// The speech controller and highlight while Speak Screen is open; nil when it is closed.
    public var speakScreenController: SpeakScreenController? {
        let run = speakScreen
        guard run.phase != .idle else { return nil }
        let id = run.phase == .finished || run.items.isEmpty ? nil : run.items[run.index].id
        return SpeakScreenController(isPaused: run.phase == .paused, isFinished: run.phase == .finished, speed: run.speed,
                                     elementID: id, frame: id.flatMap { navigation.node(withID: $0)?.frame })
    }

    /// Whether Speak Screen's setting is on.
    public var isSpeakScreenEnabled: Bool { speakScreen.isEnabled }

    func perform(_ command: SpeakScreenCommand) {
        switch command {
        case .on: speakScreen.isEnabled = true
        case .off:
            stopSpeakingScreen()
            speakScreen.isEnabled = false
        case .start: startSpeakingScreen()
        case .pause:
            guard speakScreen.phase == .reading else { return }
            speakScreen.index = speakScreenPosition
            speakScreen.phase = .paused
            handle(speech.stopAll(at: now))
        case .resume:
            guard speakScreen.phase == .paused else { return }
            readScreen(from: speakScreen.index)
        case .forward, .back:
            guard speakScreen.phase != .idle, !speakScreen.items.isEmpty else { return }
            let last = speakScreen.items.count - 1
            let from = speakScreen.phase == .finished ? last + 1 : speakScreen.index
            let to = from + (command == .forward ? 1 : -1)
            // Skipping forward past the last element ends the reading, as reading it out does
            // (docs/vision.md, decisions); back at the first reads it again.
            guard to <= last else {
                guard speakScreen.phase != .finished else { return }
                speakScreen.cause = cause
                // A reading cut here finishes as its speech ends (`speakScreenCheckFinished`); a paused one now.
                if speakScreen.phase == .reading { handle(speech.stopAll(at: now)) }
                if speakScreen.phase != .finished { finishSpeakingScreen() }
                return
            }
            readScreen(from: max(0, to))
        case .slower, .faster:
            let speed = speakScreen.speed.stepped(faster: command == .faster)
            guard speed != speakScreen.speed else { return }
            speakScreen.speed = speed
            // The element being read starts again at the new speed (in the pause after one, the next starts).
            if speakScreen.phase == .reading { readScreen(from: speakScreenPosition) }
        case .stop: stopSpeakingScreen()
        }
    }

    /// Where a reading is: the element being said, or, in read all's pause after one finished, the
    /// next one, which the reading was about to say. A speed changed or a pause made in that pause
    /// read the finished element again.
    private var speakScreenPosition: Int {
        guard !speech.isSpeaking, speakScreen.index + 1 < speakScreen.items.count else { return speakScreen.index }
        return speakScreen.index + 1
    }

    /// Lists the screen's elements with what Speak Screen says of each, and reads from the first.
    /// A scroll area's whole content is listed, not only what shows: as the reading reaches an
    /// element scrolled away, the area scrolls it into view (`revealForReading`, as VoiceOver's read
    /// all does), so the reading goes on past the screen as iOS's does.
    private func startSpeakingScreen() {
        guard speakScreen.isEnabled, !settings.voiceOver else { return }
        let current = fullOrder()
        speakScreen.items = current.entries.compactMap { entry in
            let text = Self.speakScreenText(entry.element)
            // A label of only white space or invisible characters says nothing: passed over, as an empty one is.
            return text.isUnspoken ? nil : (entry.id, text)
        }
        guard !speakScreen.items.isEmpty else {
            speakScreen.phase = .finished
            return
        }
        readScreen(from: 0)
    }

    /// What Speak Screen says of an element: its label and value as VoiceOver joins them
    /// (`DescriptionBuilder`), with no trait, context, custom content or hint. A switch's value is
    /// its state, which the screen shows, so it is said in VoiceOver's word for it ("Wi-Fi: On"),
    /// not as the raw "1" (docs/vision.md, decisions).
    static func speakScreenText(_ element: AccessibilityElement) -> String {
        let value = element.value?.string
        let said = element.traits.contains(.toggleButton) ? value.map(DescriptionBuilder.toggleState) : value
        return DescriptionBuilder.describe(label: element.label?.string, value: said, hint: nil, traits: []).description
    }

    /// Reads the listed elements from `index` to the end, one after another with read all's pause,
    /// at the controller's speed; whatever was being said is interrupted.
    private func readScreen(from index: Int) {
        speakScreen.phase = .reading
        speakScreen.index = index
        speakScreen.cause = cause
        let rate = speakScreen.speed.percent
        let items = speakScreen.items
        let followUps = (index + 1..<items.count).map {
            FollowUp(Utterance(items[$0].text, kind: .element, cause: cause, rate: rate, speakScreenIndex: $0), pause: constants.speech.readAllPause)
        }
        say(Utterance(items[index].text, kind: .element, cause: cause, rate: rate, speakScreenIndex: index), followUps: followUps)
    }

    private func stopSpeakingScreen() {
        guard speakScreen.phase != .idle else { return }
        let wasReading = speakScreen.phase == .reading
        speakScreen.phase = .idle
        speakScreen.items = []
        speakScreen.index = 0
        if wasReading { handle(speech.stopAll(at: now)) }
        emit(.speakScreenHighlight(elementID: nil))
    }

    /// An utterance of the reading started: its element is scrolled into view when its area shows
    /// it not at all, and the highlight moves to it.
    func speakScreenStarted(_ utterance: Utterance, at time: Int) {
        guard let index = utterance.speakScreenIndex, speakScreen.phase == .reading, index < speakScreen.items.count else { return }
        speakScreen.index = index
        _ = revealForReading(speakScreen.items[index].id, cause: utterance.cause)
        outputs.append(Output(cause: utterance.cause, time: time, event: .speakScreenHighlight(elementID: speakScreen.items[index].id)))
    }

    /// After speech events were handled: a reading with nothing left to say has finished (its last
    /// element was read, or other speech cut it short); the highlight goes, the controller stays.
    func speakScreenCheckFinished() {
        guard speakScreen.phase == .reading, !speech.isSpeaking, speech.nextDeadline == nil else { return }
        finishSpeakingScreen()
    }

    /// The reading has ended: the highlight goes, the controller stays (showing "Finished").
    private func finishSpeakingScreen() {
        speakScreen.phase = .finished
        outputs.append(Output(cause: speakScreen.cause, time: now, event: .speakScreenHighlight(elementID: nil)))
    }

    /// A sample of a finger Speak Screen took at the top edge.
    func recognizeSpeakScreenGesture(_ sample: PointerSample) {
        if speakScreen.gestures == nil {
            speakScreen.gestures = GestureRecognizer(thresholds: constants.gestures, screenSize: scene.device.size)
        }
        var gestures: [RecognizedGesture] = []
        // Decisions left pending by earlier fingers (a tap in the band) are settled first.
        speakScreen.gestures!.advance(to: sample.time, into: &gestures)
        speakScreen.gestures!.handle(sample, into: &gestures)
        for gesture in gestures {
            if let event = gesture.outputEvent { emit(event) }
            if gesture.kind == .swipe, gesture.fingers == 2, gesture.direction == .down, gesture.phase == .recognized {
                perform(.start)
            }
        }
    }
}
