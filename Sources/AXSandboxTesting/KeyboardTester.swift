import AXCore
import AXEngine

/// One line of what a Full Keyboard Access user saw or heard, in order: where the focus ring went,
/// the actions or help list shown and closed, what the engine did to the app, and every utterance
/// and sound (`Heard`).
public enum KeyboardSeen: Hashable, Sendable, CustomStringConvertible {
    /// The focus ring moved onto this element (nil: nowhere).
    case focus(String?)
    /// A list is shown (actions or help) with its entries, the chosen one at `selected`.
    case list(KeyboardList.Kind, [String], selected: Int)
    /// The list closed.
    case listClosed
    /// The engine acted on an element (`activate`, `increment`, a custom action's name, `drag`,
    /// `drop`, `escape` …) and whether the app took it.
    case action(String, String?, Bool)
    /// Something heard: speech or a sound.
    case heard(Heard)

    /// What the user saw or heard of an output, if anything (a state digest, a gesture, a
    /// notification are not seen).
    public init?(_ event: OutputEvent) {
        switch event {
        case .keyboardFocus(let id, _): self = .focus(id)
        case .keyboardList(let kind?, _, let entries, let selected): self = .list(kind, entries, selected: selected ?? 0)
        case .keyboardList(nil, _, _, _): self = .listClosed
        case .action(let id, let name, let result): self = .action(name, id, result)
        default:
            guard let heard = Heard(event) else { return nil }
            self = .heard(heard)
        }
    }

    /// The line as a failure report shows it, and as Swift source to paste over the expectation.
    public var description: String {
        func quoted(_ s: String?) -> String { s.map { "\"\($0)\"" } ?? "nil" }
        switch self {
        case .focus(let id): return ".focus(\(quoted(id)))"
        case .list(let kind, let entries, let selected):
            return ".list(.\(kind.rawValue), [" + entries.map { quoted($0) }.joined(separator: ", ") + "], selected: \(selected))"
        case .listClosed: return ".listClosed"
        case .action(let name, let id, let result): return ".action(\"\(name)\", \(quoted(id)), \(result))"
        case .heard(let heard): return heard.swiftSource
        }
    }
}

/// Drives a scene through the simulated Full Keyboard Access and asserts, key by key and
/// exhaustively, what a keyboard user sees and hears: every focus move, list, action, utterance and
/// sound in order (docs/keyboard.md).
///
/// ```swift
/// let user = KeyboardTester(StarRatingScene())
/// user.press(.showActions, [.list(.actions, ["Increment", "Decrement"], selected: 0)])
/// user.press(.activate, [.listClosed, .action("increment", "star-rating", true)])
/// ```
///
/// Everything goes through the engine's `SessionDriver` and `Session`, as the window and a trace
/// replay do: the tester never decides what Full Keyboard Access would do. VoiceOver is off, whatever
/// the settings given say (`voiceOver` is set false), so what is seen is the keyboard's alone.
public final class KeyboardTester {
    /// The driver every key goes through.
    public let driver: SessionDriver
    /// Every line seen so far, in order.
    public private(set) var log: [KeyboardSeen] = []
    /// What Full Keyboard Access showed as it turned on, before the first key (the first focus).
    public private(set) var start: [KeyboardSeen] = []
    private var stepCount = 0

    /// A tester for `scene` with Full Keyboard Access on from time 0.
    public init(_ scene: Scene, settings: Settings = Settings()) {
        var settings = settings
        settings.voiceOver = false
        driver = SessionDriver(session: Session(scene: scene, settings: settings))
        start = see(driver.apply(.keyboard(.on), at: 0))
    }

    /// The session driven.
    public var session: Session { driver.session }
    /// The element the focus ring is on now.
    public var focus: String? { session.keyboardFocusID }

    /// One command of any assistive technology `after` virtual milliseconds (0: at once), as
    /// `SceneTester.send` and `SwitchTester.send` take it: `press` is this with a Full Keyboard Access
    /// key (`press(.nextGroup)` is `send(.keyboard(.nextGroup))`). Another technology's command
    /// reaches that technology, which does nothing unless it is on (VoiceOver starts off here). The step
    /// is named by the command's trace name in a failure (`keyboard.tab`).
    public func send(_ command: AssistiveCommand, after: Int = 0, _ expected: [KeyboardSeen] = [], fileID: StaticString = #fileID,
                     filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        step(command, after: after, named: command.name, expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Presses `command`'s keys `after` virtual milliseconds: `send(.keyboard(command))`, its step
    /// named by the keys (`press(Tab)`).
    public func press(_ command: KeyboardCommand, after: Int = 0, _ expected: [KeyboardSeen] = [], fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        step(.keyboard(command), after: after, named: "press(\(command.keys ?? command.name))", expected,
             CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Types `text` on the keyboard `after` virtual milliseconds: it goes into the text field Space
    /// made the keyboard's (`.action("type", id, true)`), and nowhere while none is being edited.
    /// The step is named `type("…")`.
    public func type(_ text: String, after: Int = 0, _ expected: [KeyboardSeen] = [], fileID: StaticString = #fileID,
                     filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        apply(.typed(text), after: after, named: "type(\"\(text)\")", expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The one way a step's command reaches the session: its input, through the driver.
    private func step(_ command: AssistiveCommand, after: Int, named name: String, _ expected: [KeyboardSeen], _ site: CallSite) {
        apply(command.input, after: after, named: name, expected, site)
    }

    private func apply(_ input: SessionInput, after: Int, named name: String, _ expected: [KeyboardSeen], _ site: CallSite) {
        check(name, expected, see(driver.apply(input, at: session.now + after)), site)
    }

    private func see(_ records: [TimedRecord]) -> [KeyboardSeen] {
        let seen = SessionDriver.outputs(records).compactMap { KeyboardSeen($0.event) }
        log += seen
        return seen
    }

    private func check(_ name: String, _ expected: [KeyboardSeen], _ seen: [KeyboardSeen], _ site: CallSite) {
        stepCount += 1
        site.check(step: stepCount, name, who: "keyboard user", expected: expected, seen: seen)
    }
}
