import AXCore
import AXEngine

/// One finger sample for `SceneTester.fingers`: what the finger did, which finger (0, 1, 2 …) and where.
public typealias FingerSample = (phase: PointerSample.Phase, finger: Int, point: Point)

/// Drives a scene through the simulated VoiceOver (or plain touch, with VoiceOver off) one step at
/// a time and asserts what each step made heard: every utterance and sound, exhaustively and in
/// order. Works from XCTest and from Swift Testing.
///
/// ```swift
/// let tester = SceneTester(VolumeKnobScreen())
/// tester.next(["Volume: 50 percent. Adjustable.", .hint("Swipe up or down with one finger to adjust the value.")])
/// tester.increment(["60 percent"])
/// tester.next([.sound(.boundary)])
/// ```
///
/// Each step happens `pause` virtual milliseconds after the previous one and is given as long to
/// finish, so its speech and hint are heard to the end unless a later step of the same call cuts
/// them. A step that makes nothing heard expects `[]`, the default. A failure shows the expected
/// and heard lines side by side and the heard lines as Swift source to paste over the expectation.
///
/// Everything goes through the engine's `SessionDriver` and `Session`, as the window and a trace
/// replay do: the tester never decides what VoiceOver would say.
public final class SceneTester {
    /// The driver every step goes through; its session is the simulated VoiceOver.
    public let driver: SessionDriver
    /// Virtual milliseconds between steps, and how long each step runs before its lines are compared.
    public let pause: Int
    /// Whether hints are part of what each step must expect.
    public let includesHints: Bool
    /// Every line heard so far, in order: the spoken-phrase log.
    public private(set) var log: [Heard] = []
    /// Every output so far, heard or not (focus moves, actions, notifications, speech kinds), for
    /// assertions beyond what a user hears.
    public private(set) var outputs: [Output] = []
    /// The virtual time of the last step's first input.
    private var time = 0
    private var stepCount = 0

    /// What VoiceOver said as the app launched, before the first step: the app's name, then the
    /// first element ("Exceptional Dogs", "Pinky"); empty with VoiceOver off.
    public private(set) var launch: [Heard] = []

    /// A tester for `scene` with `settings`, VoiceOver on unless `voiceOver` is false (then steps
    /// are plain touches that reach the scene through the session's gesture recognizer). The scene
    /// launches as an app does under VoiceOver: what is said then is `launch`, heard during the
    /// pause before the first step and not part of any step.
    public init(_ scene: Scene, settings: Settings = .default, voiceOver: Bool = true, pause: Int = 8000, includesHints: Bool = true) {
        var settings = settings
        settings.voiceOver = voiceOver
        driver = SessionDriver(session: Session(scene: scene, settings: settings, announcesLaunch: true))
        self.pause = pause
        self.includesHints = includesHints
        var heard: [Heard] = []
        collect(driver.advance(to: pause - 1), into: &heard)
        launch = heard
    }

    /// The session driven (focus, navigation order, rotor, drag state).
    public var session: Session { driver.session }
    /// The scene under test.
    public var scene: Scene { session.scene }
    /// The element VoiceOver's cursor is on.
    public var focusedElementID: String? { session.focusedElementID }
    /// The cursor of each assistive technology that is on, in the order input reaches them.
    public var focusIndicators: [FocusIndicator] { session.focusIndicators }
    /// What the Large Content Viewer shows while a finger holds it open over an item (at an
    /// accessibility text size with VoiceOver off), nil otherwise: a finger put down with
    /// `fingers([(.down, 0, point)])` is held through the step's pause, past the long-press time,
    /// so the next step can slide it or lift it (docs/engine.md, "The Large Content Viewer").
    public var largeContentViewer: LargeContentViewerItem? { session.largeContentViewer }

    // MARK: Any assistive technology

    /// One command of any assistive technology, as its user gives it: VoiceOver's verbs below are
    /// this with their command (`next()` is `send(.voiceOver(.next))`), and a Switch Control user's
    /// presses are `send(.switchControl(.on))`, `send(.switchControl(.press(.select)))` (what a
    /// switch user sees step by step is `SwitchTester`'s, which takes the same commands). The step is
    /// named by the command's trace name in a failure.
    public func send(_ command: AssistiveCommand, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        check(command.name, expected, step(command.input), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Speak Screen

    /// One Speak Screen command (docs/vision.md#speak-screen): its setting, the start (what the
    /// two-finger swipe down from the top edge does), the speech controller's buttons; with
    /// VoiceOver off (`SceneTester(scene, voiceOver: false)`). What it reads is heard as utterances.
    public func speakScreen(_ command: SpeakScreenCommand, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        check(command.name, expected, step(.speakScreen(command)), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Speak Screen's controller and the element it highlights, nil while it is closed.
    public var speakScreenController: SpeakScreenController? { session.speakScreenController }

    // MARK: VoiceOver

    /// One-finger swipe right: the next element.
    public func next(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.next, "next", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// One-finger swipe left: the previous element.
    public func previous(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.previous, "previous", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Four-finger tap near the top: the first element.
    public func first(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.first, "first", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Four-finger tap near the bottom: the last element.
    public func last(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.last, "last", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Double tap: activates the focused element (or the selected custom action, drag or drop).
    public func activate(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.activate, "activate", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Swipe up: increments an adjustable element, or the previous item of the rotor's setting.
    public func increment(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.up, "increment", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Swipe down: decrements an adjustable element, or the next item of the rotor's setting.
    public func decrement(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.down, "decrement", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Two-finger rotation clockwise: the next rotor setting.
    public func rotorNext(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.rotorNext, "rotorNext", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Two-finger rotation counter-clockwise: the previous rotor setting.
    public func rotorPrevious(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.rotorPrevious, "rotorPrevious", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Two-finger scrub: escape (close, go back, dismiss).
    public func escape(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.escape, "escape", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Two-finger double tap: the magic tap.
    public func magicTap(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.magicTap, "magicTap", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Triple tap: a long press on the focused element.
    public func longPress(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { command(.longPress, "longPress", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) }
    /// Three-finger swipe: scrolls a page.
    public func scroll(_ direction: ScrollDirection, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        command(.scroll(direction), "scroll(.\(direction.rawValue))", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    /// Two-finger swipe up (from the top) or down (from the focused element): read all.
    public func readAll(fromTop: Bool = true, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        command(.readAll(fromTop: fromTop), "readAll", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    /// Turns VoiceOver on (the accessibility shortcut): it announces itself and reads where it lands.
    public func voiceOverOn(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        command(.voiceOverOn, "voiceOverOn", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    /// Turns VoiceOver off.
    public func voiceOverOff(_ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        command(.voiceOverOff, "voiceOverOff", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    /// Explore by touch: one finger touches `point` and VoiceOver reads what is under it.
    public func touch(_ point: Point, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        command(.touch(point), "touch(\(point))", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    /// Explore by touch at an element's activation point.
    public func touch(_ elementID: String, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let point = activationPoint(of: elementID, site) else { return }
        command(.touch(point), "touch(\"\(elementID)\")", expected, site)
    }
    /// Double tap and hold at the focused element, then `path` as finger motion delivered as a real drag.
    public func passThrough(_ path: [Point] = [], _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        command(.passThrough(path: path), "passThrough", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Swipes from the first element until `elementID` is focused (what is heard on the way is not
    /// checked); fails when it cannot be reached in `limit` swipes.
    public func moveFocus(to elementID: String, limit: Int = 60, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        if focusedElementID != elementID { _ = step(AssistiveCommand.voiceOver(.first).input) }
        for _ in 0..<limit where focusedElementID != elementID { _ = step(AssistiveCommand.voiceOver(.next).input) }
        if focusedElementID != elementID {
            CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail("moveFocus(to: \"\(elementID)\"): not reached in \(limit) swipes (navigation order: "
                      + session.navigation.entries.prefix(20).map(\.id).joined(separator: ", ") + ")")
        }
    }

    // MARK: Touch

    /// One finger taps `point` (with VoiceOver on, VoiceOver's explore by touch sees it first).
    public func tap(_ point: Point, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        fingers([(.down, 0, point), (.up, 0, point)], named: "tap(\(point))", expected, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// One finger presses `from`, holds still for `hold` milliseconds (a long press lifts an item
    /// for drag and drop), moves to `to` in `steps` moves and lifts there.
    public func drag(from: Point, to: Point, hold: Int = 600, steps: Int = 20, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let spacing = 16
        var samples: [FingerSample] = [(.down, 0, from)]
        samples += Array(repeating: (.move, 0, from), count: max(0, hold / spacing))
        for i in 1...max(1, steps) {
            let t = Double(i) / Double(max(1, steps))
            samples.append((.move, 0, Point(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)))
        }
        samples.append((.up, 0, to))
        fingers(samples, spacing: spacing, named: "drag(from: \(from), to: \(to))", expected, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Raw finger samples, `spacing` milliseconds apart: chords, slides, multi-finger gestures.
    /// Each sample is one pointer input, as the window and a trace give it.
    public func fingers(_ samples: [FingerSample], spacing: Int = 20, named name: String = "fingers",
                        _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        time = nextStepTime()
        let start = time
        let inputs = samples.enumerated().map { offset, sample in
            (SessionInput.pointer(PointerSample(sample.0, id: sample.1, sample.2, time: start + offset * spacing)), start + offset * spacing)
        }
        check(name, expected, run(inputs), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Keyboard

    /// Types `text` on the keyboard into the field being edited, one key press per step, as the
    /// window's typing does (VoiceOver echoes each character, and a word when it ends).
    public func type(_ text: String, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        check("type(\"\(text)\")", expected, step(.typed(text)), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Settings and time

    /// Changes one setting (`boldText`, `contentSize`, `voiceOver` …) as the window's keys do.
    public func set(_ name: String, to value: String, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        time = nextStepTime()
        check("set \(name)=\(value)", expected, run([(.setting(name: name, value: value), time)]),
              CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Changes one setting by its key (`.boldText`, `.contentSize` …): `set(key.rawValue, to:)`.
    public func set(_ key: Settings.Key, to value: String, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        set(key.rawValue, to: value, expected, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Shows the screen through the vision filter `filter` from now on (nil: none), as the window's
    /// G key does: a `vision` input, so a recording of the test records it and its readers draw
    /// through it (docs/vision.md). The filter is presentation: the step itself makes nothing heard.
    public func vision(_ filter: VisionFilter?, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        check("vision(\(filter?.name ?? "none"))", expected, step(.vision(filter)), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The vision filter the screen is shown through now, nil for none.
    public var visionFilter: VisionFilter? { session.visionFilter }

    /// Lets `milliseconds` of virtual time pass (timers fire, speech goes on).
    public func wait(_ milliseconds: Int, _ expected: [Heard] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        stepCount += 1
        var heard: [Heard] = []
        collect(driver.advance(to: session.now + milliseconds), into: &heard)
        log += heard
        check("wait(\(milliseconds))", expected, heard, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Steps

    /// A VoiceOver verb: `send(.voiceOver(command))`, its step named as the verb.
    private func command(_ command: VoiceOverCommand, _ name: String, _ expected: [Heard], _ site: CallSite) {
        check(name, expected, step(AssistiveCommand.voiceOver(command).input), site)
    }

    /// Applies one input a pause after the last and runs the clock until just before the next.
    private func step(_ input: SessionInput) -> [Heard] {
        time = nextStepTime()
        return run([(input, time)])
    }

    /// A pause after the last step, and after anything a step or a wait left running.
    private func nextStepTime() -> Int { max(time + pause, session.now + 1) }

    private func run(_ inputs: [(SessionInput, Int)]) -> [Heard] {
        stepCount += 1
        var heard: [Heard] = []
        for (input, at) in inputs { collect(driver.apply(input, at: at), into: &heard) }
        collect(driver.advance(to: max(time + pause - 1, session.now)), into: &heard)
        log += heard
        return heard
    }

    private func collect(_ records: [TimedRecord], into heard: inout [Heard]) {
        let produced = SessionDriver.outputs(records)
        outputs += produced
        for output in produced {
            if case .speech(let record) = output.event, record.kind == .hint, !includesHints { continue }
            if let line = Heard(output.event) { heard.append(line) }
        }
    }

    private func check(_ name: String, _ expected: [Heard], _ heard: [Heard], _ site: CallSite) {
        let comparison = HeardComparison(step: "step \(stepCount), \(name)", expected: expected, heard: heard)
        if !comparison.matches { site.fail(comparison.message) }
    }

    private func activationPoint(of elementID: String, _ site: CallSite) -> Point? {
        guard let element = session.navigation.node(withID: elementID) else {
            site.fail("touch(\"\(elementID)\"): no element with that id in the navigation order (elements: "
                      + session.navigation.entries.prefix(20).map(\.id).joined(separator: ", ") + ")")
            return nil
        }
        return element.resolvedActivationPoint
    }
}
