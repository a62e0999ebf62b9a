import AXCore
import AXEngine

/// One line of what a Switch Control user saw or heard, in order: where the highlight went, the
/// menu opening and closing, what the engine did to the app, and every utterance and sound
/// (`Heard`). A string literal is an utterance heard to its end.
public enum Seen: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The highlight moved onto an item, a group, the dashed back-out moment, an auto tap, the menu's
    /// item itself, or nowhere (`.none`); the element or group id.
    case highlight(SwitchHighlight.Kind, String?)
    /// A menu entry is highlighted, by its title.
    case entry(String)
    /// The scanner menu opened (or turned a page) with these entries.
    case menu([String])
    /// The menu closed without acting.
    case menuClosed
    /// Point scanning's band or line moved (its frame).
    case sweep(SwitchHighlight.Kind, Rect)
    /// The engine acted on an element (`activate`, `tap`, `increment`, a custom action's name,
    /// `drag`, `drop`, `switch.home` …) and whether the app took it.
    case action(String, String?, Bool)
    /// Something heard: speech or a sound.
    case heard(Heard)

    /// An utterance heard to its end.
    public init(stringLiteral value: String) { self = .heard(.speech(value)) }

    /// What the user saw or heard of an output, if anything (a state digest, a gesture, a
    /// notification are not seen).
    public init?(_ event: OutputEvent) {
        switch event {
        case .switchHighlight(let kind, let id, let entry, let frame):
            if kind == .menuEntry, let entry { self = .entry(entry) }
            else if let frame { self = .sweep(kind, frame) }
            else { self = .highlight(kind, id) }
        case .switchMenu(_, let page, let entries):
            // Closed, it has no page (a point's menu, opened over no element, has no element either).
            self = page == nil ? .menuClosed : .menu(entries)
        case .action(let id, let name, let result):
            self = .action(name, id, result)
        default:
            guard let heard = Heard(event) else { return nil }
            self = .heard(heard)
        }
    }

    /// The line as a failure report shows it, and as Swift source to paste over the expectation.
    public var description: String {
        switch self {
        case .highlight(let kind, let id): return ".highlight(.\(kind.rawValue), \(id.map { "\"\($0)\"" } ?? "nil"))"
        case .entry(let title): return ".entry(\"\(title)\")"
        case .menu(let entries): return ".menu([" + entries.map { "\"\($0)\"" }.joined(separator: ", ") + "])"
        case .menuClosed: return ".menuClosed"
        case .sweep(let kind, let frame):
            return ".sweep(.\(kind.rawValue), Rect(\(frame.minX), \(frame.minY), \(frame.width), \(frame.height)))"
        case .action(let name, let id, let result): return ".action(\"\(name)\", \(id.map { "\"\($0)\"" } ?? "nil"), \(result))"
        case .heard(let heard): return heard.swiftSource
        }
    }
}

/// Drives a scene through the simulated Switch Control and asserts, step by step and exhaustively,
/// what a switch user sees and hears: every highlight, menu, action, utterance and sound in order.
///
/// ```swift
/// let user = SwitchTester(StarRatingScene())
/// user.press(.select, [.menu(["Tap", "Increment", "Decrement", "Gestures", "Escape", "Home", "Device", "Settings"]), .entry("Tap")])
/// user.wait(1000, [.entry("Increment")])
/// user.press(.select, [.menuClosed, .action("increment", "star-rating", true), .highlight(.item, "star-rating")])
/// ```
///
/// A press happens `after` virtual milliseconds (0: at once); what it shows is what happened from the
/// previous step up to and including the press. `wait` lets time pass (auto scanning moves the
/// highlight). Everything goes through the engine's `SessionDriver` and `Session`, as the window and
/// a trace replay do: the tester never decides what Switch Control would do. VoiceOver is off,
/// whatever the settings given say (`voiceOver` is set false), so what is seen is the switch's alone.
public final class SwitchTester {
    /// The driver every step goes through.
    public let driver: SessionDriver
    /// Every line seen so far, in order.
    public private(set) var log: [Seen] = []
    /// What Switch Control showed as it turned on, before the first step (its first highlight).
    public private(set) var start: [Seen] = []
    private var stepCount = 0

    /// A tester for `scene` with Switch Control on from time 0 with `switchControl`'s settings.
    public init(_ scene: Scene, settings: Settings = Settings(), switchControl: SwitchControlSettings = .default) {
        var settings = settings
        settings.voiceOver = false
        let session = Session(scene: scene, settings: settings)
        session.startSwitchControl(switchControl, on: true)
        driver = SessionDriver(session: session)
        start = see(driver.advance(to: 0))
    }

    /// The session driven (its highlight, menu and scan tree are Switch Control's).
    public var session: Session { driver.session }
    /// Where the highlight is now.
    public var highlight: SwitchHighlight { session.switchHighlight }

    /// One command of any assistive technology `after` virtual milliseconds (0: at once), as
    /// `SceneTester.send` takes it: `press` and `mode` are this with their Switch Control command. A
    /// VoiceOver command reaches VoiceOver, which is off unless the settings turn it on. The step is
    /// named by the command's trace name in a failure.
    public func send(_ command: AssistiveCommand, after: Int = 0, _ expected: [Seen] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) {
        step(command, after: after, named: command.name, expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Presses `role`'s switch `after` virtual milliseconds: `send(.switchControl(.press(role)))`.
    /// A press is held for no time: with Hold Duration on it does not count (use `hold`).
    public func press(_ role: SwitchRole, after: Int = 0, _ expected: [Seen] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) {
        step(.switchControl(.press(role)), after: after, named: "press(.\(role.rawValue), after: \(after))", expected,
             CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Holds `role`'s switch down `after` virtual milliseconds for `milliseconds`, then releases it:
    /// with Long Press on, a hold that long performs the long-press action as the switch comes up;
    /// with Hold Duration on, a hold shorter than it does nothing, and one that long acts as it is reached.
    /// `expected` is what is seen from the switch going down to its coming up.
    public func hold(_ role: SwitchRole, for milliseconds: Int, after: Int = 0, _ expected: [Seen] = [], fileID: StaticString = #fileID,
                     filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let down = session.now + after
        var records = driver.apply(AssistiveCommand.switchControl(.down(role)).input, at: down)
        records += driver.apply(AssistiveCommand.switchControl(.up(role)).input, at: down + milliseconds)
        let seen = see(records)
        check("hold(.\(role.rawValue), for: \(milliseconds), after: \(after))", expected, seen, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Switches between item and point scanning: `send(.switchControl(.mode(mode)))`.
    public func mode(_ mode: SwitchScanner.Mode, _ expected: [Seen] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) {
        step(.switchControl(.mode(mode)), after: 0, named: "mode(.\(mode.rawValue))", expected,
             CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Lets `milliseconds` of virtual time pass: auto scanning moves, auto tap taps, speech goes on.
    public func wait(_ milliseconds: Int, _ expected: [Seen] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) {
        let seen = see(driver.advance(to: session.now + milliseconds))
        check("wait(\(milliseconds))", expected, seen, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The one way a step's command reaches the session: its input, through the driver.
    private func step(_ command: AssistiveCommand, after: Int, named name: String, _ expected: [Seen], _ site: CallSite) {
        check(name, expected, see(driver.apply(command.input, at: session.now + after)), site)
    }

    private func see(_ records: [TimedRecord]) -> [Seen] {
        let seen = SessionDriver.outputs(records).compactMap { Seen($0.event) }
        log += seen
        return seen
    }

    private func check(_ name: String, _ expected: [Seen], _ seen: [Seen], _ site: CallSite) {
        stepCount += 1
        site.check(step: stepCount, name, who: "switch user", expected: expected, seen: seen)
    }
}
