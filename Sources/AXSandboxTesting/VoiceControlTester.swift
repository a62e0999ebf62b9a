import AXCore
import AXEngine

/// One line of what a Voice Control user saw or heard after a phrase, in order: the overlay shown,
/// a numbered choice, a phrase Voice Control did nothing with, what the engine did to the app, and
/// every utterance and sound (`Heard`).
public enum VoiceSeen: Hashable, Sendable, CustomStringConvertible {
    /// The overlay shown from now on (nil: none), and whether it stays after an action.
    case overlay(VoiceControlOverlay?, continuously: Bool)
    /// Numbers over just these elements, waiting for one; empty when the choice closed.
    case choose([String])
    /// A phrase Voice Control did nothing with, and why.
    case missed(String, VoiceControlMiss)
    /// The engine acted on an element (`activate`, `tap`, `increment`, `drag`, `drop` …) and whether the app took it.
    case action(String, String?, Bool)
    /// A drag changed state: the state, the item, the target.
    case drag(DragState, String, String?)
    /// Something heard: speech or a sound.
    case heard(Heard)
    /// A gesture made at a grid cell's centre (`tap`, `doubleTap`, `longPress`, `swipe`), whatever is
    /// under it: what the grid reaches is a point, not an element.
    case touch(RecognizedGesture.Kind, Point, SwipeDirection?)

    /// What the user saw or heard of an output, if anything (a state digest, a gesture, a
    /// notification are not seen).
    public init?(_ event: OutputEvent) {
        switch event {
        case .voiceControl(.overlay(let overlay, let continuously)): self = .overlay(overlay, continuously: continuously)
        case .voiceControl(.choose(let ids)): self = .choose(ids)
        case .voiceControl(.missed(let phrase, let reason)): self = .missed(phrase, reason)
        case .voiceControl(.touch(let gesture, let point, let direction)): self = .touch(gesture, point, direction)
        case .action(let id, let name, let result): self = .action(name, id, result)
        case .drag(let state, let item, let target, _): self = .drag(state, item, target)
        default:
            guard let heard = Heard(event) else { return nil }
            self = .heard(heard)
        }
    }

    /// The line as a failure report shows it, and as Swift source to paste over the expectation.
    public var description: String {
        func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "nil" }
        switch self {
        case .overlay(let overlay, let continuously):
            let shown: String
            switch overlay {
            case nil: shown = "nil"
            case .names?: shown = ".names"
            case .numbers?: shown = ".numbers"
            case .grid(let grid)?:
                let shape = grid.hasDefaultShape ? "" : ", columns: \(grid.columns), rows: \(grid.rows)"
                shown = ".grid(VoiceControlGrid(area: Rect(\(grid.area.minX), \(grid.area.minY), \(grid.area.width), \(grid.area.height))\(shape)))"
            }
            return ".overlay(\(shown), continuously: \(continuously))"
        case .choose(let ids): return ".choose([" + ids.map { quoted($0) }.joined(separator: ", ") + "])"
        case .missed(let phrase, let reason): return ".missed(\(quoted(phrase)), .\(reason.rawValue))"
        case .action(let name, let id, let result): return ".action(\(quoted(name)), \(quoted(id)), \(result))"
        case .drag(let state, let item, let target): return ".drag(.\(state.rawValue), \(quoted(item)), \(quoted(target)))"
        case .heard(let heard): return heard.swiftSource
        case .touch(let gesture, let point, let direction):
            return ".touch(.\(gesture.rawValue), Point(\(point.x), \(point.y)), \(direction.map { "." + $0.rawValue } ?? "nil"))"
        }
    }
}

/// Drives a scene through the simulated Voice Control and asserts, phrase by phrase and
/// exhaustively, what a Voice Control user sees and what happens: every overlay, choice, miss,
/// action, drag, utterance and sound in order.
///
/// ```swift
/// let user = VoiceControlTester(StarRatingScene())
/// XCTAssertEqual(user.items.items.map(\.shownName), ["Star rating"])
/// user.say("Increment Star rating", [.action("increment", "star-rating", true)])
/// ```
///
/// Everything goes through the engine's `SessionDriver` and `Session`, as the window and a trace
/// replay do: the tester never decides what Voice Control would do. VoiceOver is off unless the
/// settings turn it on.
public final class VoiceControlTester {
    /// The driver every step goes through.
    public let driver: SessionDriver
    /// Every line seen so far, in order.
    public private(set) var log: [VoiceSeen] = []
    private var stepCount = 0

    /// A tester for `scene` with Voice Control turned on at time 0.
    public init(_ scene: Scene, settings: Settings = Settings()) {
        driver = SessionDriver(session: Session(scene: scene, settings: settings))
        _ = driver.apply(.voiceControl(.on), at: 0)
    }

    /// The session driven.
    public var session: Session { driver.session }
    /// What Voice Control names and numbers on the screen now.
    public var items: VoiceControlItems { session.voiceControlItems }
    /// The overlay shown now.
    public var overlay: VoiceControlOverlay? { session.voiceControlOverlay }
    /// The elements a choice shows numbers over now (empty: none).
    public var choices: [String] { session.voiceControlChoices }

    /// One command of any assistive technology `after` virtual milliseconds (0: at once), as
    /// `SceneTester.send` and `SwitchTester.send` take it, and checks what followed, up to and
    /// including it: `say` is this with a phrase (`say("Tap Mail")` is
    /// `send(.voiceControl(.say("Tap Mail")))`), and `.voiceControl(.off)` and `.on` turn Voice
    /// Control off and on. Another technology's command reaches that technology, which does nothing
    /// unless it is on. The step is named by the command's trace name in a failure (`voice.say`).
    public func send(_ command: AssistiveCommand, after: Int = 0, _ expected: [VoiceSeen] = [], fileID: StaticString = #fileID,
                     filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        step(command, after: after, named: command.name, expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Says `phrase` `after` virtual milliseconds (0: at once) and checks what followed, up to and
    /// including the phrase: `send(.voiceControl(.say(phrase)))`, its step named by the phrase.
    public func say(_ phrase: String, after: Int = 0, _ expected: [VoiceSeen] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) {
        step(.voiceControl(.say(phrase)), after: after, named: "say(\"\(phrase)\")", expected,
             CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The one way a step's command reaches the session: its input, through the driver.
    private func step(_ command: AssistiveCommand, after: Int, named name: String, _ expected: [VoiceSeen], _ site: CallSite) {
        check(name, expected, see(driver.apply(command.input, at: session.now + after)), site)
    }

    private func see(_ records: [TimedRecord]) -> [VoiceSeen] {
        let seen = SessionDriver.outputs(records).compactMap { VoiceSeen($0.event) }
        log += seen
        return seen
    }

    private func check(_ name: String, _ expected: [VoiceSeen], _ seen: [VoiceSeen], _ site: CallSite) {
        stepCount += 1
        site.check(step: stepCount, name, who: "Voice Control user", expected: expected, seen: seen)
    }
}
