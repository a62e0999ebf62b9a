import AXCore
import AXEngine
import AXScenes
import AXSandboxTesting
import XCTest

/// `AssistiveCommand`, the one entry every technology's commands take into a session: each command
/// maps to the input a trace records and back, and the test API's `send` and each technology's
/// verbs are the same step.
final class AssistiveCommandTests: XCTestCase {
    /// Commands of `technology`, every kind it has (a technology added to the engine must add its own
    /// here: the switch is exhaustive).
    private func commands(of technology: AssistiveTechnologyKind) -> [AssistiveCommand] {
        switch technology {
        case .voiceOver:
            return [.next, .activate, .touch(Point(10, 20)), .scroll(.down), .readAll(fromTop: false), .voiceOverOn].map { .voiceOver($0) }
        case .switchControl:
            return SwitchControlCommand.names.compactMap(SwitchControlCommand.init(name:)).map { .switchControl($0) }
        case .speakScreen:
            return SpeakScreenCommand.allCases.map { .speakScreen($0) }
        case .fullKeyboardAccess:
            return (KeyboardCommand.names.compactMap(KeyboardCommand.init(name:)) + [.shortcut(KeyChord(.character("I"), .command))]).map { .keyboard($0) }
        case .zoom:
            return ZoomCommand.names.compactMap(ZoomCommand.init(name:)).map { .zoom($0) }
        case .voiceControl:
            return [.on, .off, .say("Tap Mail")].map { .voiceControl($0) }
        }
    }

    func testEveryTechnologysCommandRoundTripsThroughTheInputATraceRecords() {
        for technology in AssistiveTechnologyKind.allCases {
            let commands = commands(of: technology)
            XCTAssertFalse(commands.isEmpty, "\(technology)")
            for command in commands {
                XCTAssertEqual(command.technology, technology, command.name)
                XCTAssertEqual(AssistiveCommand(command.input), command, command.name)
            }
        }
        XCTAssertEqual(commands(of: .switchControl).count, SwitchControlCommand.names.count, "every switch record name is a command")
        XCTAssertEqual(AssistiveCommand.voiceOver(.next).name, "vo.next")
        XCTAssertEqual(commands(of: .switchControl).map(\.name), SwitchControlCommand.names.map { "switch." + $0 })
        XCTAssertEqual(AssistiveCommand.speakScreen(.pause).name, "speak.pause")
        XCTAssertEqual(commands(of: .fullKeyboardAccess).map(\.name), KeyboardCommand.names.map { "keyboard." + $0 })
        let engineInputs: [SessionInput] = [.pointer(PointerSample(.down, id: 0, Point(1, 1), time: 0)), .setting(name: "boldText", value: "true"),
                                            .typed("a")]
        XCTAssertEqual(engineInputs.compactMap(AssistiveCommand.init), [], "no technology owns a finger, a setting or typed text")
    }

    /// A switch user's presses sent as commands and pressed with the verbs produce the same records,
    /// output for output: `press` and `mode` are `send` with their command.
    func testSendAndTheSwitchVerbsAreOneStep() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        let verbs = SwitchTester(HomeScreenScene(), switchControl: settings)
        let commands = SwitchTester(HomeScreenScene(), switchControl: settings)
        var verbRecords: [TimedRecord] = [], commandRecords: [TimedRecord] = []
        verbs.driver.onRecord = { verbRecords.append($0) }
        commands.driver.onRecord = { commandRecords.append($0) }

        verbs.press(.select, [.highlight(.item, "app-mail")])
        commands.send(.switchControl(.press(.select)), [.highlight(.item, "app-mail")])
        verbs.press(.next, after: 300, [.highlight(.item, "app-calendar")])
        commands.send(.switchControl(.press(.next)), after: 300, [.highlight(.item, "app-calendar")])
        verbs.mode(.point, [.sweep(.band, Rect(0, 0, 390, 105.5))])
        commands.send(.switchControl(.mode(.point)), [.sweep(.band, Rect(0, 0, 390, 105.5))])
        verbs.press(.select, after: 50, [.sweep(.line, Rect(0, 5.275, 390, 0))])
        commands.send(.switchControl(.press(.select)), after: 50, [.sweep(.line, Rect(0, 5.275, 390, 0))])

        XCTAssertGreaterThan(verbRecords.count, 4)
        XCTAssertEqual(verbRecords, commandRecords)
        XCTAssertEqual(verbs.log, commands.log)
        XCTAssertEqual(verbs.highlight, commands.highlight)
    }

    /// `SceneTester.send` takes a switch user's commands: what it produces is exactly what the same
    /// inputs applied to a session driver at the step times produce.
    func testTheSceneTesterSendsSwitchControlsCommandsThroughTheDriver() {
        let tester = SceneTester(StarRatingScene(), voiceOver: false, pause: 500)
        tester.send(.switchControl(.on))
        XCTAssertEqual(tester.focusIndicators.map(\.technology), [.switchControl])
        tester.send(.switchControl(.press(.select)))
        XCTAssertNotNil(tester.session.switchMenu, "the select switch opened the scanner menu")

        let driver = SessionDriver(session: Session(scene: StarRatingScene(), settings: Settings(), announcesLaunch: true))
        var records = driver.advance(to: 499)
        records += driver.apply(.switchControl(.on), at: 500)
        records += driver.advance(to: 999)
        records += driver.apply(.switchControl(.press(.select)), at: 1000)
        records += driver.advance(to: 1499)
        XCTAssertEqual(tester.outputs, SessionDriver.outputs(records))
    }
}
