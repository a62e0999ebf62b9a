import AXCore
import AXEngine
import XCTest

/// Drives a scene through the simulated VoiceOver one command at a time, leaving enough virtual
/// time after each for its speech (and hint) to finish, and returns what each step produced.
final class VoiceOverWalk {
    /// Numbers the inputs and drives the session, as the window and traces do.
    let driver: SessionDriver
    var session: Session { driver.session }
    private var time = 0
    /// Virtual milliseconds between commands: long enough for a description and its hint.
    static let step = 8000

    /// With `voiceOver` off the same driver makes a sighted walk: pointer samples reach the scene
    /// through the session's gesture recognizer.
    init(_ scene: Scene, settings: Settings = .default, voiceOver: Bool = true) {
        var settings = settings
        settings.voiceOver = voiceOver
        driver = SessionDriver(session: Session(scene: scene, settings: settings))
    }

    /// A walk on `scene` that swiped from the first element to `id`, failing the test (at the
    /// caller's line) when the swipes stop short of it.
    convenience init(_ scene: Scene, settings: Settings = .default, swipingTo id: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(scene, settings: settings)
        send(.first)
        while session.focusedElementID != id {
            let before = session.focusedElementID
            send(.next)
            if session.focusedElementID == before { XCTFail("\(id) not reachable", file: file, line: line); break }
        }
    }

    @discardableResult
    func send(_ command: VoiceOverCommand) -> [Output] { apply(.command(command)) }

    @discardableResult
    func apply(_ input: SessionInput) -> [Output] {
        time += Self.step
        var records = driver.apply(input, at: time)
        driver.advance(to: time + Self.step - 1, into: &records)
        return SessionDriver.outputs(records)
    }

    /// Finger samples (direct touch, pass-through) at the current step, `spacing` ms apart.
    @discardableResult
    func pointer(_ samples: [(PointerSample.Phase, Int, Point)], spacing: Int = 20) -> [Output] {
        time += Self.step
        var records: [TimedRecord] = []
        for (offset, sample) in samples.enumerated() {
            let at = time + offset * spacing
            driver.apply(.pointer(PointerSample(sample.0, id: sample.1, sample.2, time: at)), at: at, into: &records)
        }
        driver.advance(to: time + Self.step - 1, into: &records)
        return SessionDriver.outputs(records)
    }

    /// Speech heard in outputs (hints left out unless asked), in order.
    static func spoken(_ outputs: [Output], hints: Bool = false) -> [String] {
        outputs.compactMap {
            guard case .speech(let record) = $0.event, hints || record.kind != .hint else { return nil }
            return record.text
        }
    }

    static func sounds(_ outputs: [Output]) -> [String] {
        outputs.compactMap {
            switch $0.event {
            case .sound(.earcon(let earcon)): return earcon.rawValue
            case .sound(.tone(let note)): return "tone \(note)"
            default: return nil
            }
        }
    }

    /// Moves focus to the first element, then swipes until `id` is focused; fails after `limit` swipes.
    func focus(_ id: String, limit: Int = 40, file: StaticString = #filePath, line: UInt = #line) {
        if session.focusedElementID != id { send(.first) }
        for _ in 0..<limit where session.focusedElementID != id { send(.next) }
        XCTAssertEqual(session.focusedElementID, id, "could not reach \(id) by swiping", file: file, line: line)
    }
}
