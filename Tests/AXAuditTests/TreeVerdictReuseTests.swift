import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// A rule that read nothing but the tree under one settings variant is left out under a later
/// variant whose tree reads alike (`Validator.reusesTreeVerdicts`, `JudgedTree`): it would find what
/// it found, all of it set aside as seen. Leaving it out must never change a report.
final class TreeVerdictReuseTests: XCTestCase {
    /// Every catalog scene, example scene file, generated list and example import, explored: the
    /// five reports the same byte for byte with the rules left out and with every rule run under
    /// every variant.
    func testLeavingOutTreeVerdictsChangesNoReport() throws {
        try EveryReportFormat.assertSameEitherWayOverEveryScene {
            $0.reusesTreeVerdicts = $1
        }
    }

    // MARK: Which rules are left out

    /// Counts the checks a rule made, and what it read.
    final class Checks: @unchecked Sendable {
        var settingsSeen: [String] = []
        var count = 0
    }

    /// Reads the nodes only, and what the tree is judged with (its layout direction, the scene's
    /// behaviour): one finding per unlabelled focusable element.
    struct TreeOnlyRule: Rule {
        let checks: Checks
        let info = RuleInfo(id: "test.tree-only", area: .labels, severity: .warning, title: "t", explanation: "e", fix: "f")
        func check(_ subject: AuditSubject, report: inout FindingSink) {
            checks.count += 1
            guard subject.behaviour == .modelled, subject.layoutDirection == .leftToRight else { return }
            for node in subject.focusable where node.element.label == nil { report.add(node, "No label", detail: "") }
        }
    }

    /// Reads the settings: one finding per variant, naming it.
    struct SettingsRule: Rule {
        let checks: Checks
        let info = RuleInfo(id: "test.settings", area: .labels, severity: .warning, title: "t", explanation: "e", fix: "f")
        func check(_ subject: AuditSubject, report: inout FindingSink) {
            checks.count += 1
            checks.settingsSeen.append(subject.settings.changesFromDefaults)
            report.add(nil, "Judged under [\(subject.settings.changesFromDefaults)]", detail: "")
        }
    }

    /// Reads the tree, and the drawing only where the tree has an element called "Draw".
    struct SometimesDrawingRule: Rule {
        let checks: Checks
        let info = RuleInfo(id: "test.sometimes-drawing", area: .contrast, kind: .frame, severity: .warning, title: "t", explanation: "e",
                            fix: "f")
        func check(_ subject: AuditSubject, report: inout FindingSink) {
            checks.count += 1
            guard subject.nodes.contains(where: { $0.element.label?.string == "Draw" }) else { return }
            report.add(nil, "Drawn in \(subject.displayList.items.count) items", detail: "")
        }
    }

    /// Reads the tree and the frame at the state's time: one finding per colour filled, the background's first.
    struct FrameRule: Rule {
        let checks: Checks
        let info = RuleInfo(id: "test.frame", area: .contrast, kind: .frame, severity: .warning, title: "t", explanation: "e", fix: "f")
        func check(_ subject: AuditSubject, report: inout FindingSink) {
            checks.count += 1
            var colours = [subject.displayList.background]
            for item in subject.displayList.items {
                if case .fill(_, let colour) = item.command, !colours.contains(colour) { colours.append(colour) }
            }
            // Spelled without digits, which findings' identity leaves out.
            for colour in colours {
                let spelled = String(String(describing: colour).map { $0.wholeNumberValue.map { Character(UnicodeScalar(UInt8(97 + $0))) } ?? $0 })
                report.add(nil, "Fills \(spelled)", detail: "")
            }
        }
    }

    /// Reads the tree and the frame's text without its colours (`drawnText`): one finding per word drawn.
    struct TextRule: Rule {
        let checks: Checks
        let info = RuleInfo(id: "test.text", area: .labels, kind: .frame, severity: .warning, title: "t", explanation: "e", fix: "f")
        func check(_ subject: AuditSubject, report: inout FindingSink) {
            checks.count += 1
            for drawn in subject.drawnText.runs { report.add(nil, "Draws \(drawn.run.string)", detail: "") }
        }
    }

    /// Reads one thing beyond the tree (`reading`) and reports what it read, once per check.
    struct ReadingRule: Rule {
        let checks: Checks
        let info: RuleInfo
        let reading: (AuditSubject) -> String

        /// Reads the gestures the scene declares, which come from its layout, not its elements.
        static func gestures(_ checks: Checks) -> ReadingRule {
            ReadingRule(checks: checks, info: RuleInfo(id: "test.gestures", area: .actions, severity: .warning, title: "t", explanation: "e",
                                                       fix: "f")) { "Declares " + ($0.declaredGestures.map(\.kind.rawValue).first ?? "nothing") }
        }

        /// Reads the frames drawn later, which Reduce Motion may change while the first stays.
        static func laterFrames(_ checks: Checks) -> ReadingRule {
            ReadingRule(checks: checks, info: RuleInfo(id: "test.later-frames", area: .motion, kind: .frame, severity: .warning, title: "t",
                                                       explanation: "e", fix: "f")) { "Drawn at \($0.laterFrames.count) later times" }
        }

        func check(_ subject: AuditSubject, report: inout FindingSink) {
            checks.count += 1
            report.add(nil, reading(subject), detail: "")
        }
    }

    /// A screen with an unlabelled button, whose title says "Draw" under Increase Contrast when
    /// `changesUnderContrast`, and is otherwise the same under every display setting; its colours
    /// change under Increase Contrast, and the button's under Reduce Motion when `recolouredUnderReduceMotion`;
    /// it declares a swipe under Increase Contrast when `swipesUnderContrast`.
    final class Screen: ComponentScene {
        let changesUnderContrast: Bool
        let recolouredUnderReduceMotion: Bool
        let swipesUnderContrast: Bool
        let relabelledUnderReduceMotion: Bool
        init(changesUnderContrast: Bool, recolouredUnderReduceMotion: Bool = false, swipesUnderContrast: Bool = false,
             relabelledUnderReduceMotion: Bool = false) {
            self.changesUnderContrast = changesUnderContrast
            self.recolouredUnderReduceMotion = recolouredUnderReduceMotion
            self.swipesUnderContrast = swipesUnderContrast
            self.relabelledUnderReduceMotion = relabelledUnderReduceMotion
            super.init(id: "screen", title: "Screen")
        }
        override var layoutFollowsState: Bool { true }
        override func body(settings: Settings) -> any Component {
            let title = changesUnderContrast && settings.increaseContrast ? "Draw" : "Title"
            return Background(settings.increaseContrast ? .black : .white, Padding(16, Column([
                Spacer(44),
                Label(id: "title", title, style: .title1, weight: .bold, color: settings.increaseContrast ? .white : .black, traits: .header),
                Drawing(height: 44, element: AccessibilityElement(id: "button", traits: .button, frame: .zero)) {
                    [recolouredUnderReduceMotion, relabelledUnderReduceMotion] frame, list, settings, _ in
                    list.fill(.rect(frame), recolouredUnderReduceMotion && settings.reduceMotion ? Color(r8: 96, g8: 96, b8: 96) : Color(r8: 128, g8: 128, b8: 128))
                    // Drawn text the tree does not carry: under Reduce Motion it says otherwise, the tree alike.
                    let word = relabelledUnderReduceMotion && settings.reduceMotion ? "Stop" : "Go"
                    list.text(TextRun(word, box: frame.insetBy(dx: 8, dy: 8), size: 17, color: settings.increaseContrast ? .white : .black))
                },
                Swipes(declared: swipesUnderContrast && settings.increaseContrast),
            ])))
        }
    }

    /// A strip that declares a swipe, or nothing.
    struct Swipes: Component {
        let declared: Bool
        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: proposal.width, height: 20) }
        func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
            declared ? [DeclaredGesture(kind: .swipe, frame: frame, meaning: "dismiss")] : []
        }
    }

    private func validate(_ rules: [Rule], changesUnderContrast: Bool, recolouredUnderReduceMotion: Bool = false,
                          swipesUnderContrast: Bool = false, relabelledUnderReduceMotion: Bool = false, reusing: Bool = true) -> ValidationReport {
        let descriptor = SceneDescriptor(id: "screen", tab: "Tests", title: "Screen", sourcePath: "") {
            Screen(changesUnderContrast: changesUnderContrast, recolouredUnderReduceMotion: recolouredUnderReduceMotion,
                   swipesUnderContrast: swipesUnderContrast, relabelledUnderReduceMotion: relabelledUnderReduceMotion)
        }
        var validator = Validator(rules: rules)
        validator.reusesTreeVerdicts = reusing
        return validator.validate([descriptor])
    }

    /// The default matrix lays the screen out to one tree under the defaults, Reduce Motion, Reduce
    /// Transparency and Increase Contrast, and another at the largest content size: a rule reading
    /// the tree alone is checked under the first two only, and finds what it finds run everywhere.
    func testARuleReadingTheTreeAloneIsCheckedOncePerTree() {
        let reused = Checks(), everywhere = Checks()
        let found = validate([TreeOnlyRule(checks: reused)], changesUnderContrast: false)
        let all = validate([TreeOnlyRule(checks: everywhere)], changesUnderContrast: false, reusing: false)
        XCTAssertEqual(everywhere.count, 5)
        XCTAssertEqual(reused.count, 2, "the defaults and the largest content size")
        XCTAssertEqual(found.findings.map(\.message), ["No label"])
        XCTAssertEqual(JSONReport.render(found, toolVersion: "t"), JSONReport.render(all, toolVersion: "t"))
    }

    /// A tree that reads differently under Increase Contrast (its title's label) is judged there too.
    func testATreeThatChangesIsJudgedAgain() {
        let checks = Checks()
        _ = validate([TreeOnlyRule(checks: checks)], changesUnderContrast: true)
        XCTAssertEqual(checks.count, 3, "the defaults, the largest content size and Increase Contrast")
    }

    /// A rule that reads the settings runs under every variant and reports what each gave it.
    func testARuleReadingTheSettingsRunsUnderEveryVariant() {
        let checks = Checks()
        let report = validate([SettingsRule(checks: checks)], changesUnderContrast: false)
        XCTAssertEqual(checks.count, 5)
        XCTAssertEqual(report.findings.count, 5, report.findings.map(\.message).joined(separator: "\n"))
    }

    /// What a rule reads is told by each run: it reads the drawing only where the tree has "Draw",
    /// so it is left out where the tree is the same without it, and runs (and reads the drawing)
    /// under Increase Contrast, where the tree changed and says "Draw".
    func testWhatARuleReadsIsToldByEachRun() {
        let checks = Checks(), everywhere = Checks()
        let found = validate([SometimesDrawingRule(checks: checks)], changesUnderContrast: true)
        let all = validate([SometimesDrawingRule(checks: everywhere)], changesUnderContrast: true, reusing: false)
        XCTAssertEqual(checks.count, 3)
        XCTAssertEqual(found.findings.map(\.settings), ["increaseContrast=true"])
        XCTAssertEqual(JSONReport.render(found, toolVersion: "t"), JSONReport.render(all, toolVersion: "t"))
    }

    /// A rule that read the tree and the frame is left out under a later variant with the same tree
    /// and the same frame: Reduce Motion and Reduce Transparency draw this screen as the defaults do,
    /// Increase Contrast in other colours, and the largest content size lays it out anew.
    func testARuleReadingTheFrameIsLeftOutWhereTheFrameIsDrawnAlike() {
        let checks = Checks(), everywhere = Checks()
        let found = validate([FrameRule(checks: checks)], changesUnderContrast: false)
        let all = validate([FrameRule(checks: everywhere)], changesUnderContrast: false, reusing: false)
        XCTAssertEqual(everywhere.count, 5)
        XCTAssertEqual(checks.count, 3, "the defaults, the largest content size and Increase Contrast")
        XCTAssertEqual(Set(found.findings.map(\.settings)), ["", "increaseContrast=true"])
        XCTAssertEqual(JSONReport.render(found, toolVersion: "t"), JSONReport.render(all, toolVersion: "t"))
    }

    /// A frame drawn otherwise under Reduce Motion, with the same tree, is judged there too, and
    /// what it shows is reported under it.
    func testAFrameDrawnOtherwiseIsJudgedAgain() {
        let checks = Checks(), everywhere = Checks()
        let found = validate([FrameRule(checks: checks)], changesUnderContrast: false, recolouredUnderReduceMotion: true)
        let all = validate([FrameRule(checks: everywhere)], changesUnderContrast: false, recolouredUnderReduceMotion: true, reusing: false)
        XCTAssertEqual(checks.count, 4, "the defaults, the largest content size, Reduce Motion and Increase Contrast")
        XCTAssertTrue(found.findings.contains { $0.settings == "reduceMotion=true" })
        XCTAssertEqual(JSONReport.render(found, toolVersion: "t"), JSONReport.render(all, toolVersion: "t"))
    }

    /// A rule that read the tree and the frame's text alone is left out under a later variant with
    /// the same tree and the same words in the same places, whatever their colours: Increase Contrast
    /// draws this screen's text white on black, and the rule is not run there (the frame rule is).
    func testARuleReadingTheFramesTextIsLeftOutWhereOnlyColoursChange() {
        let checks = Checks(), everywhere = Checks(), frame = Checks()
        let found = validate([TextRule(checks: checks)], changesUnderContrast: false)
        let all = validate([TextRule(checks: everywhere)], changesUnderContrast: false, reusing: false)
        _ = validate([FrameRule(checks: frame)], changesUnderContrast: false)
        XCTAssertEqual(everywhere.count, 5)
        XCTAssertEqual(checks.count, 2, "the defaults and the largest content size")
        XCTAssertEqual(frame.count, 3, "Increase Contrast draws other colours: the frame rule runs there")
        XCTAssertEqual(Set(found.findings.map(\.message)), ["Draws Title", "Draws Go"])
        XCTAssertEqual(JSONReport.render(found, toolVersion: "t"), JSONReport.render(all, toolVersion: "t"))
    }

    /// Text drawn otherwise under Reduce Motion, the tree alike (the button's drawn word is not its
    /// label), is judged there too, and what it shows is reported under it.
    func testTextDrawnOtherwiseIsJudgedAgain() {
        let checks = Checks(), everywhere = Checks()
        let found = validate([TextRule(checks: checks)], changesUnderContrast: false, relabelledUnderReduceMotion: true)
        let all = validate([TextRule(checks: everywhere)], changesUnderContrast: false, relabelledUnderReduceMotion: true, reusing: false)
        XCTAssertEqual(checks.count, 3, "the defaults, the largest content size and Reduce Motion")
        XCTAssertEqual(found.findings.first { $0.message == "Draws Stop" }?.settings, "reduceMotion=true")
        XCTAssertEqual(JSONReport.render(found, toolVersion: "t"), JSONReport.render(all, toolVersion: "t"))
    }

    /// The frames drawn later are not the frame at the state's time: a rule that reads them runs
    /// under every variant.
    func testARuleReadingLaterFramesRunsUnderEveryVariant() {
        let checks = Checks()
        _ = validate([ReadingRule.laterFrames(checks)], changesUnderContrast: false)
        XCTAssertEqual(checks.count, 5)
    }

    /// The gestures a scene declares come from its layout, which the elements do not show: they
    /// are compared with the tree. A rule that reads them is left out where both are alike, and
    /// runs again where only the gestures changed (a swipe declared under Increase Contrast).
    func testARuleReadingDeclaredGesturesIsLeftOutWhereTheyAndTheTreeAreAlike() {
        let alike = Checks(), swiping = Checks(), everywhere = Checks()
        _ = validate([ReadingRule.gestures(alike)], changesUnderContrast: false)
        XCTAssertEqual(alike.count, 2, "the defaults and the largest content size")
        let found = validate([ReadingRule.gestures(swiping)], changesUnderContrast: false, swipesUnderContrast: true)
        let all = validate([ReadingRule.gestures(everywhere)], changesUnderContrast: false, swipesUnderContrast: true, reusing: false)
        XCTAssertEqual(swiping.count, 3, "the defaults, the largest content size and Increase Contrast")
        XCTAssertEqual(found.findings.map(\.message), ["Declares nothing", "Declares swipe"])
        XCTAssertEqual(JSONReport.render(found, toolVersion: "t"), JSONReport.render(all, toolVersion: "t"))
    }

    // MARK: Across states

    /// Reads the tree only: one finding per button, naming the hint VoiceOver reads for it.
    struct HintRule: Rule {
        let checks: Checks
        let info = RuleInfo(id: "test.hint", area: .labels, severity: .warning, title: "t", explanation: "e", fix: "f")
        func check(_ subject: AuditSubject, report: inout FindingSink) {
            checks.count += 1
            for node in subject.focusable where node.element.traits.contains(.button) {
                report.add(node, "Hints \(node.element.hint?.string ?? "nothing")", detail: "", measure: node.element.hint?.string)
            }
        }
    }

    /// "Tap" counts taps no element shows, so every count lays out the same tree; "Switch" flips a
    /// mode its hint reads through a closure (computed on every read), so the two modes lay out
    /// trees that differ only in what that closure returns, and look alike to the hash that finds
    /// a tree among those kept (`JudgedTree.fingerprint` leaves hints out). Its model is put back
    /// into copies (`ModelRestoring`), so the states' variants take turns on shared copies.
    final class Counter: ComponentScene, ModelRestoring {
        var count = 0, mode = 0
        init() { super.init(id: "counter", title: "Counter") }
        override var layoutFollowsState: Bool { true }
        func saveModel() -> [Int] { [count, mode] }
        func restoreModel(_ model: [Int]) { count = model[0]; mode = model[1] }
        override func body(settings: Settings) -> any Component {
            var tap = AccessibilityElement(id: "tap", label: "Tap", traits: .button, frame: .zero)
            tap.onActivate = { [unowned self] _ in count += 1; return true }
            var flip = AccessibilityElement(id: "switch", label: "Switch", traits: .button, frame: .zero)
            flip.$hint = .computed { [unowned self] in SpeechText("mode \(mode)") }
            flip.onActivate = { [unowned self] _ in mode = 1 - mode; return true }
            let square = { (frame: Rect, list: inout DisplayList, _: Settings, _: Int) in list.fill(.rect(frame), .black) }
            return Background(.white, Padding(16, Column([Spacer(44), Drawing(height: 44, element: tap, paint: square),
                                                          Drawing(height: 44, element: flip, paint: square)])))
        }
        override func stateSnapshot() -> [(key: String, value: String)] { [("count", String(count)), ("mode", String(mode))] }
    }

    private func explore(_ rules: [Rule], reusing: Bool) -> ValidationReport {
        let descriptor = SceneDescriptor(id: "counter", tab: "Tests", title: "Counter", sourcePath: "") { Counter() }
        var validator = Validator(rules: rules, bounds: ExplorationBounds(depth: 4, states: 40))
        validator.reusesTreeVerdicts = reusing
        return validator.validate([descriptor])
    }

    /// The states that lay out alike are judged once their tree was met twice (`StateVerdicts`):
    /// the later ones take the findings found then, named in every state, and the report is the
    /// one every rule run in every state gives. The switch's hint is computed, and the copy a kept
    /// tree was read from goes on to states in the other mode: kept frozen, the tree read in mode 0
    /// is never taken for one in mode 1.
    func testARuleReadingTheTreeAloneIsCheckedOncePerTreeAcrossStates() throws {
        let reused = Checks(), everywhere = Checks()
        let found = explore([HintRule(checks: reused)], reusing: true)
        let all = explore([HintRule(checks: everywhere)], reusing: false)
        let states = try XCTUnwrap(found.scenes.first?.exploration).states.count
        XCTAssertGreaterThan(states, 8)
        XCTAssertEqual(everywhere.count, 5 * states, "every variant of every state")
        XCTAssertEqual(reused.count, 3, "mode 0's tree (every variant lays it out alike) in the first two states it is met in, "
                       + "whose hash mode 1's shares: then met in the first state of mode 1 only")
        XCTAssertEqual(Set(found.findings.map(\.message)), ["Hints nothing", "Hints mode 0", "Hints mode 1"])
        let mode1 = try XCTUnwrap(found.findings.first { $0.message == "Hints mode 1" })
        let statesInMode1 = try XCTUnwrap(found.scenes.first?.exploration).states.filter { state in
            state.snapshot.contains { $0.key == "mode" && $0.value == "1" }
        }
        XCTAssertEqual(mode1.states, statesInMode1.map(\.index))
        XCTAssertEqual(JSONReport.render(found, toolVersion: "t"), JSONReport.render(all, toolVersion: "t"))
    }

    /// A tree is kept when a second state meets it, not when a later variant of the state that
    /// first met it does: a list whose every state lays out its own order kept a frozen copy of
    /// every tree, and the bench's 50-row list took 112 MiB instead of 77.
    func testATreeIsKeptWhenASecondStateMeetsIt() {
        let scene = Counter()
        let tree = JudgedTree(roots: [AccessibilityElement(id: "e", label: "E", frame: Rect(0, 0, 10, 10))], gestures: [], scene: scene,
                              behaviour: .modelled, rowThreshold: 8, layoutDirection: .leftToRight, screen: Rect(0, 0, 390, 844),
                              isDeclarative: false, decorationsOverElements: false)
        let verdicts = StateVerdicts()
        let print = tree.fingerprint
        let finding = Finding(ruleID: "test.frame", severity: .warning, sceneID: "counter", subject: FindingSubject(), message: "m",
                              detail: "", fix: "")
        func keep(newInState: Bool) -> StateVerdicts.Entry? {
            verdicts.keep(tree, fingerprint: print, in: nil, newInState: newInState, treeRules: [0: [finding]], frame: nil, frameRules: [:])
        }
        XCTAssertNil(keep(newInState: true), "the first state that meets it")
        XCTAssertNil(keep(newInState: false), "a later variant of that state")
        XCTAssertNil(verdicts.entry(for: tree, fingerprint: print.hash))
        XCTAssertNotNil(keep(newInState: true), "a second state")
        XCTAssertEqual(verdicts.entry(for: tree, fingerprint: print.hash)?.verdicts.tree[0]?.map(\.message), ["m"])
    }

    /// A frozen tree evaluates every computed attribute once: after the model changes, the tree as
    /// read still reads the new value and the frozen one the old. One case per `@Evaluated`
    /// attribute (held to the element's own by `Mirror`), so an attribute added to the element and
    /// left out of `JudgedTree.frozen` fails here.
    func testAFrozenTreeKeepsEveryComputedAttributeAsItRead() {
        final class Model { var n = 0 }
        let model = Model()
        let cases: [(String, (inout AccessibilityElement) -> Void)] = [
            ("_isAccessibilityElement", { $0.$isAccessibilityElement = .computed { model.n == 0 } }),
            ("_label", { $0.$label = .computed { SpeechText("\(model.n)") } }),
            ("_value", { $0.$value = .computed { SpeechText("\(model.n)") } }),
            ("_hint", { $0.$hint = .computed { SpeechText("\(model.n)") } }),
            ("_traits", { $0.$traits = .computed { model.n == 0 ? .button : .link } }),
            ("_frame", { $0.$frame = .computed { Rect(0, 0, Double(model.n), 1) } }),
            ("_path", { $0.$path = .computed { Path.rect(Rect(0, 0, Double(model.n), 1)) } }),
            ("_activationPoint", { $0.$activationPoint = .computed { Point(Double(model.n), 0) } }),
            ("_language", { $0.$language = .computed { model.n == 0 ? "en" : "fr" } }),
            ("_customActions", { $0.$customActions = .computed { [CustomAction(SpeechText("\(model.n)")) { _ in true }] } }),
            ("_customContent", { $0.$customContent = .computed { [CustomContent(label: "\(model.n)", value: "")] } }),
            ("_userInputLabels", { $0.$userInputLabels = .computed { ["\(model.n)"] } }),
            ("_dragSources", { $0.$dragSources = .computed { [LocationDescriptor(name: "\(model.n)", point: .zero)] } }),
            ("_dropPoints", { $0.$dropPoints = .computed { [LocationDescriptor(name: "\(model.n)", point: .zero)] } }),
            ("_directTouch", { $0.$directTouch = .computed { model.n == 0 ? nil : .silentOnTouch } }),
            ("_viewIsModal", { $0.$viewIsModal = .computed { model.n != 0 } }),
            ("_elementsHidden", { $0.$elementsHidden = .computed { model.n != 0 } }),
            ("_container", { $0.$container = .computed { model.n == 0 ? .none : .list } }),
            ("customRotors", { $0.customRotors = [CustomRotor("R") { ["\(model.n)"] }] }),
        ]
        let evaluated = Mirror(reflecting: AccessibilityElement.Attributes(id: "e")).children
            .filter { String(describing: type(of: $0.value)).hasPrefix("Evaluated<") }.compactMap(\.label)
        XCTAssertEqual(cases.map(\.0).dropLast(), evaluated[...])
        for (name, compute) in cases {
            model.n = 0
            var element = AccessibilityElement(id: "e", frame: Rect(0, 0, 10, 10))
            compute(&element)
            let child = AccessibilityElement.container(id: "c", frame: .zero, children: [element])
            let tree = JudgedTree(roots: [child], gestures: [], scene: Counter(), behaviour: .modelled, rowThreshold: 8,
                                  layoutDirection: .leftToRight, screen: Rect(0, 0, 390, 844), isDeclarative: false, decorationsOverElements: false)
            let frozen = tree.frozen()
            XCTAssertTrue(frozen.readsLike(tree), name)
            model.n = 1
            XCTAssertFalse(frozen.readsLike(tree), "\(name): the frozen tree read the model again")
        }
    }

    // MARK: Reading alike

    /// Every stored attribute of an element is compared: an attribute added to
    /// `AccessibilityElement.Attributes` fails here until `readsLike` compares it.
    func testEveryPropertyOfAnElementIsCompared() {
        let names = Mirror(reflecting: AccessibilityElement.Attributes(id: "e")).children.compactMap(\.label)
        XCTAssertEqual(names, AccessibilityElement.propertiesReadAlike)
    }

    /// Elements that differ in any one thing a reader sees do not read alike.
    func testElementsDifferingInAnythingARuleSeesDoNotReadAlike() {
        let base = AccessibilityElement(id: "e", label: "Play", value: "On", traits: .button, frame: Rect(0, 0, 44, 44))
        XCTAssertTrue(base.readsLike(base))
        // Built apart, so no attributes are shared: every optional compared by its value.
        let twin = AccessibilityElement(id: "e", label: "Play", value: "On", traits: .button, frame: Rect(0, 0, 44, 44))
        XCTAssertFalse(twin.sharesAttributes(with: base))
        XCTAssertTrue(base.readsLike(twin) && twin.readsLike(base), "equal attributes stored apart")
        let changes: [(String, (inout AccessibilityElement) -> Void)] = [
            ("label", { $0.label = "Pause" }),
            ("no label", { $0.label = nil }),
            ("the label's language", { $0.label = SpeechText("Play", language: "fr-FR") }),
            ("a path", { $0.path = .rect(Rect(0, 0, 44, 44)) }),
            ("language", { $0.language = "fr-FR" }),
            ("direct touch", { $0.directTouch = [] }),
            ("a computed label reading the same", { $0.$label = .computed { "Play" } }),
            ("value", { $0.value = "Off" }),
            ("hint", { $0.hint = "Plays" }),
            ("traits", { $0.traits = [.button, .selected] }),
            ("frame", { $0.frame = Rect(0, 0, 44, 45) }),
            ("activation point", { $0.activationPoint = Point(1, 1) }),
            ("an action's name", { $0.customActions = [CustomAction("Delete") { _ in true }] }),
            ("input labels", { $0.userInputLabels = ["Play"] }),
            ("a rotor's elements", { $0.customRotors = [CustomRotor("Links") { ["a"] }] }),
            ("drop points", { $0.dropPoints = [LocationDescriptor(name: "Drop", point: Point(1, 1))] }),
            ("modal", { $0.viewIsModal = true }),
            ("hidden", { $0.elementsHidden = true }),
            ("container", { $0.container = .list }),
            ("a hook", { $0.onMagicTap = { _ in true } }),
            ("another hook", { $0.onEndEditing = { _ in true } }),
            ("a child", { $0.children = [AccessibilityElement(id: "c", label: "Child", frame: .zero)] }),
            ("scroll content", { $0.scrollContent = ScrollContent(elements: []) { _, _ in false } }),
            ("respondsToUserInteraction", { $0.respondsToUserInteraction = false }),
            ("navigation style", { $0.navigationStyle = .separate }),
            ("series", { $0.isSeries = true }),
            ("ignores invert", { $0.ignoresInvertColors = true }),
            ("provided by the system", { $0.systemElement = .scrollIndicator }),
        ]
        for (what, change) in changes {
            var other = base
            change(&other)
            XCTAssertFalse(base.readsLike(other), what)
            XCTAssertFalse(other.readsLike(base), "\(what), compared the other way")
        }
        let rotor = { (ids: [String]) -> AccessibilityElement in
            var e = base
            e.customRotors = [CustomRotor("Links") { ids }]
            return e
        }
        XCTAssertTrue(rotor(["a"]).readsLike(rotor(["a"])), "rotors listing the same elements")
        XCTAssertFalse(rotor(["a"]).readsLike(rotor(["b"])))
        var withChild = base
        withChild.children = [AccessibilityElement(id: "c", label: "Child", frame: .zero)]
        var otherChild = withChild
        otherChild.children[0].label = "Other"
        XCTAssertTrue(withChild.readsLike(withChild))
        XCTAssertFalse(withChild.readsLike(otherChild), "a child's label")
    }
}
