import AXCore
@testable import AXEngine
import XCTest

/// A scene built from a closure, logging every hook, touch and gesture the engine sends it.
final class VOTestScene: Scene {
    let id = "vo-test"
    let title = "VoiceOver test scene"
    var device = Device.phone
    /// Builds the tree; gets the scene so hooks can log and change `state`.
    var build: (VOTestScene, Settings) -> [AccessibilityElement]
    var log: [String] = []
    var state: [String: String] = [:]
    var acceptsTaps = true
    var dragItems: [String: DragItem] = [:]
    var dropAccepted = true

    init(_ build: @escaping (VOTestScene, Settings) -> [AccessibilityElement]) { self.build = build }

    convenience init(elements: [AccessibilityElement]) { self.init { _, _ in elements } }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] { build(self, settings) }
    func touch(_ touch: SceneTouch, context: SceneContext) {
        log.append("touch \(touch.id) \(touch.phase.rawValue) \(touch.location)")
    }
    func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        log.append("gesture \(gesture.kind.rawValue) \(gesture.location)")
        return acceptsTaps
    }
    func settingsDidChange(context: SceneContext) { log.append("settings") }
    func stateSnapshot() -> [(key: String, value: String)] { state.keys.sorted().map { ($0, state[$0]!) } }
    func dragItem(at point: Point, context: SceneContext) -> DragItem? {
        log.append("dragItem \(point)")
        return dragItems.first(where: { $0.key == "\(point)" })?.value
    }
    func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal {
        dropAccepted ? DropProposal(.move) : .forbidden
    }
    func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool {
        log.append("drop \(item.id) \(point)")
        return dropAccepted
    }
    func dragCancelled(_ item: DragItem, context: SceneContext) { log.append("cancelled \(item.id)") }
}

/// Elements for tests: a button row.
func button(_ id: String, _ label: String, x: Double = 0, y: Double = 0, width: Double = 100, height: Double = 44,
            traits: AccessibilityTraits = .button) -> AccessibilityElement {
    AccessibilityElement(id: id, label: SpeechText(label), traits: traits, frame: Rect(x, y, width, height))
}

/// A session driven the one way the package drives sessions, through `SessionDriver` (which numbers
/// inputs and outputs), for tests that look at the session between inputs. Outputs collect until
/// `drainOutputs()` takes them; their `cause` is renumbered to the input's place among those sent
/// (1 for the first input, 2 for the second…), so expectations read in inputs, not trace lines.
/// The session's own properties read through (`driven.focusedElementID`).
@dynamicMemberLookup
final class DrivenSession {
    let driver: SessionDriver
    var session: Session { driver.session }
    private var records: [TimedRecord] = []
    /// The driver's seq of each input sent → its place among the inputs (0 → 0: before any input).
    private var inputNumber: [Int: Int] = [0: 0]

    init(_ session: Session) { driver = SessionDriver(session: session) }

    convenience init(scene: Scene, settings: Settings = { var s = Settings(); s.voiceOver = true; return s }(),
                     constants: EngineConstants = .default) {
        self.init(Session(scene: scene, settings: settings, constants: constants))
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<Session, Value>) -> Value { session[keyPath: keyPath] }

    /// Applies `input` at `time` (after the timers and speech due before it).
    func apply(_ input: SessionInput, at time: Int) {
        driver.apply(input, at: time, into: &records)
        inputNumber[driver.lastInputSeq] = inputNumber.count
    }

    func send(_ command: VoiceOverCommand, at time: Int) { apply(.command(command), at: time) }

    /// Runs the clock to `time`.
    func advance(to time: Int) { driver.advance(to: time, into: &records) }

    /// The outputs collected so far, forgotten once returned.
    func drainOutputs() -> [Output] {
        defer { records.removeAll() }
        return SessionDriver.outputs(records).map { Output(cause: inputNumber[$0.cause] ?? $0.cause, time: $0.time, event: $0.event) }
    }
}

/// Drives a Session step by step and asserts the exact outputs of each step, exhaustively, in the
/// spirit of swift-composable-architecture's TestStore: an output not listed fails the test.
/// `.state(digest:)` outputs are left out unless `includeStateDigests` is set (one test checks them).
/// An output's `cause` is the number of the input among those sent (see `DrivenSession`).
final class SessionTestStore {
    let driven: DrivenSession
    var session: Session { driven.session }
    let scene: VOTestScene
    var includeStateDigests = false

    init(scene: VOTestScene, settings: Settings = { var s = Settings(); s.voiceOver = true; return s }(),
         constants: EngineConstants = .default) {
        self.scene = scene
        driven = DrivenSession(scene: scene, settings: settings, constants: constants)
    }

    /// Applies an input at `time` and asserts the outputs it produced (with those of timers and speech
    /// due before it).
    func send(_ input: SessionInput, at time: Int, _ expected: [Output], file: StaticString = #filePath, line: UInt = #line) {
        driven.apply(input, at: time)
        check(expected, file: file, line: line)
    }

    func send(_ command: VoiceOverCommand, at time: Int, _ expected: [Output], file: StaticString = #filePath, line: UInt = #line) {
        send(.command(command), at: time, expected, file: file, line: line)
    }

    /// Moves the clock and asserts the outputs due by then.
    func advance(to time: Int, _ expected: [Output], file: StaticString = #filePath, line: UInt = #line) {
        driven.advance(to: time)
        check(expected, file: file, line: line)
    }

    /// Setup steps whose outputs another test covers: apply and discard what they produce.
    func prepare(_ command: VoiceOverCommand, at time: Int) {
        driven.send(command, at: time)
        driven.advance(to: time + 100_000)
        _ = driven.drainOutputs()
    }

    /// Asserts nothing more is pending or produced.
    func finish(file: StaticString = #filePath, line: UInt = #line) {
        driven.advance(to: session.now + 1_000_000)
        check([], file: file, line: line)
    }

    private func check(_ expected: [Output], file: StaticString, line: UInt) {
        let actual = driven.drainOutputs().filter { output in
            if !includeStateDigests, case .state = output.event { return false }
            return true
        }
        guard actual != expected else { return }
        let render: ([Output]) -> String = { $0.map { "  t=\($0.time) cause=\($0.cause) \($0.event)" }.joined(separator: "\n") }
        XCTFail("outputs differ\nexpected:\n\(render(expected))\nactual:\n\(render(actual))", file: file, line: line)
    }
}

/// Shorthands for expected outputs.
func out(_ cause: Int, _ time: Int, _ event: OutputEvent) -> Output { Output(cause: cause, time: time, event: event) }

func focusOut(_ cause: Int, _ time: Int, _ id: String, _ description: String) -> Output {
    out(cause, time, .focus(elementID: id, description: description))
}

func soundOut(_ cause: Int, _ time: Int, _ earcon: Earcon) -> Output { out(cause, time, .sound(.earcon(earcon))) }

/// A speech record; its duration follows the default timing unless `end` is given (interruptions).
func speechOut(_ cause: Int, _ text: String, start: Int, kind: SpeechKind = .element, priority: SpeechPriority = .default,
               outcome: SpeechOutcome = .finished, heard: String? = nil, end: Int? = nil) -> Output {
    let finish = end ?? (outcome == .dropped ? start : start + SpeechTiming().duration(of: text))
    let heardText = outcome == .finished ? text : (outcome == .dropped ? nil : heard)
    return out(cause, finish, .speech(SpeechRecord(text: text, priority: priority, kind: kind, outcome: outcome,
                                                    heard: heardText, start: start, end: finish)))
}

func dur(_ text: String) -> Int { SpeechTiming().duration(of: text) }
