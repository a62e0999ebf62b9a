import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// A scene that reads `voiceOver` shows one screen to VoiceOver users and another to everyone else,
/// and validation judges both (docs/validation.md, "VoiceOver on and off"): the variants were laid
/// out with VoiceOver as the base settings had it (off), while the explorer and the probes forced it
/// on, so an unlabelled button a scene file shows only `"when": {"setting": "voiceOver", "equals":
/// true}` was never judged, and `validate` was green.
final class VoiceOverSidesTests: XCTestCase {
    /// The unsuppressed errors as "rule element [variant]".
    private static func errors(_ result: ValidationReport.SceneResult) -> [String] {
        result.findings.filter { $0.suppression == nil && $0.severity == .error }
            .map { "\($0.ruleID) \($0.subject.elementID ?? "-") [\($0.settings)]" }
    }

    /// The planted case: an unlabelled 20×20 button shown only while VoiceOver runs is reported,
    /// at `--depth 0` and explored, under the variant named as before (VoiceOver on is left out).
    func testAButtonAFileShowsOnlyWithVoiceOverOnIsJudged() throws {
        let descriptor = try ExplorationTests.fixture("voiceover-on-only.json")
        for validator in [Validator(), Validator(bounds: .default)] {
            let result = validator.validate(descriptor)
            XCTAssertTrue(result.readsVoiceOver)
            XCTAssertTrue(Self.errors(result).contains("label.missing mystery []"), "\(Self.errors(result))")
            XCTAssertFalse(result.findings.contains { $0.settings.contains("voiceOver") }, "seen first with VoiceOver on")
        }
    }

    /// Its twin shown only with VoiceOver off is still judged, on the off side, which says so.
    func testAButtonAFileShowsOnlyWithVoiceOverOffIsJudgedOnTheOffSide() throws {
        let descriptor = try ExplorationTests.fixture("voiceover-off-only.json")
        for validator in [Validator(), Validator(bounds: .default)] {
            let result = validator.validate(descriptor)
            XCTAssertTrue(Self.errors(result).contains("label.missing mystery [voiceOver=false]"), "\(Self.errors(result))")
        }
    }

    /// The file reads `voiceOver` from the start, though no condition naming it was read yet.
    func testAFileWhoseWhenNamesVoiceOverReadsIt() throws {
        XCTAssertTrue(try ExplorationTests.fixture("voiceover-on-only.json").make().readsVoiceOver)
        XCTAssertFalse(try ExplorationTests.fixture("named-setting-dwc.json").make().readsVoiceOver)
    }

    /// `--setting voiceOver=true` or `false` does not narrow it: both sides are judged either way.
    func testTheBaseSettingDoesNotChooseASide() throws {
        let on = try ExplorationTests.fixture("voiceover-on-only.json")
        let off = try ExplorationTests.fixture("voiceover-off-only.json")
        for value in [true, false] {
            var base = Settings()
            base.voiceOver = value
            let validator = Validator(baseSettings: base)
            XCTAssertTrue(Self.errors(validator.validate(on)).contains("label.missing mystery []"), "voiceOver=\(value)")
            XCTAssertTrue(Self.errors(validator.validate(off)).contains("label.missing mystery [voiceOver=false]"), "voiceOver=\(value)")
        }
    }

    /// The variants judged: the matrix's with VoiceOver on, then the base with it off, for a scene
    /// that reads it; the matrix's as given for one that does not.
    func testJudgedVariants() throws {
        let descriptor = try ExplorationTests.fixture("voiceover-on-only.json")
        let judged = SettingsMatrix.default.judgedVariants(of: descriptor, base: Settings(), readsVoiceOver: true)
        XCTAssertEqual(judged.map { SettingsMatrix.label(of: $0, readsVoiceOver: true) },
                       ["", "contentSize=AX5", "reduceMotion=true", "reduceTransparency=true", "increaseContrast=true", "voiceOver=false"])
        XCTAssertEqual(judged.map(\.voiceOver), [true, true, true, true, true, false])
        XCTAssertEqual(SettingsMatrix.default.judgedVariants(of: descriptor, base: Settings(), readsVoiceOver: false),
                       SettingsMatrix.default.variants(of: descriptor, base: Settings()))
    }

    /// A Swift scene that shows an unlabelled button only while VoiceOver runs.
    final class VoiceOverExtras: ComponentScene {
        init() { super.init(id: "voiceover-extras", title: "VoiceOver extras") }

        override func body(settings: Settings) -> any Component {
            var items = [PlacedComponent(Button(id: "play", label: SpeechText("Play"),
                                                content: Label(id: nil, "Play", style: .body, color: .black)) { _ in true },
                                         in: Rect(x: 16, y: 100, width: 160, height: 44))]
            if settings.voiceOver {
                items.append(PlacedComponent(Button(id: "mystery", label: nil, content: VoiceOverOffExplorationTests.TinyText(text: "Tip")) { _ in true },
                                             in: Rect(x: 16, y: 160, width: 20, height: 20)))
            }
            return Background(.white, Absolute(items))
        }
    }

    /// A Swift scene reading `settings.voiceOver` is judged with VoiceOver on too, at `--depth 0` and explored.
    func testAButtonASwiftSceneShowsOnlyWithVoiceOverOnIsJudged() throws {
        let descriptor = SceneDescriptor(id: "voiceover-extras", tab: "Tests", title: "VoiceOver extras", sourcePath: #filePath) { VoiceOverExtras() }
        for validator in [Validator(), Validator(bounds: .default)] {
            let result = validator.validate(descriptor, declarative: false)
            XCTAssertTrue(result.readsVoiceOver)
            XCTAssertTrue(Self.errors(result).contains("label.missing mystery []"), "\(Self.errors(result))")
        }
    }

    /// A scene that does not read `voiceOver` is judged as before: under the matrix as given, its
    /// labels without VoiceOver, and no off side added.
    func testASceneNotReadingVoiceOverIsJudgedAsBefore() throws {
        let descriptor = try ExplorationTests.fixture("named-setting-dwc.json")
        let result = Validator(bounds: .default).validate(descriptor)
        XCTAssertFalse(result.readsVoiceOver)
        XCTAssertFalse(try XCTUnwrap(result.exploration).readsVoiceOver)
        XCTAssertFalse(result.findings.contains { $0.settings.contains("voiceOver") })
    }

    /// The HTML report pictures the variants judged: the off side, drawn with VoiceOver off, where
    /// it showed findings; the first variant drawn with VoiceOver on.
    func testTheHTMLReportPicturesTheOffSide() throws {
        let descriptor = try ExplorationTests.fixture("voiceover-off-only.json")
        let report = ValidationReport(scenes: [Validator().validate(descriptor)], matrix: .default)
        var drawn: [Bool] = []
        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, settings in
            drawn.append(settings.voiceOver)
            return nil
        }
        XCTAssertTrue(html.contains("<h3>voiceOver=false</h3>"), html)
        XCTAssertTrue(html.contains("<h3>contentSize=AX5</h3>"), "the title's suppressed finding, VoiceOver on, named as before")
        XCTAssertEqual(drawn, [true, true, false], "the first variant and AX5, VoiceOver on, then the off side")
    }

    /// A shard report keeps that the scene read `voiceOver`, so the merge's HTML report pictures
    /// the off side; absent where it did not.
    func testAShardReportKeepsThatTheSceneReadVoiceOver() throws {
        let descriptor = try ExplorationTests.fixture("voiceover-off-only.json")
        let result = Validator().validate(descriptor)
        let unit = ValidationShard.Unit(argument: "voiceover-off-only.json", result: result)
        let json = String(decoding: try JSONEncoder().encode(unit), as: UTF8.self)
        XCTAssertTrue(json.contains("\"readsVoiceOver\":true"), json)
        let read = try JSONDecoder().decode(ValidationShard.Unit.self, from: Data(json.utf8)).result(make: descriptor.make, at: "shard.json")
        XCTAssertTrue(read.readsVoiceOver)
        let plain = ValidationShard.Unit(argument: "x", result: Validator().validate(try ExplorationTests.fixture("named-setting-dwc.json")))
        XCTAssertFalse(String(decoding: try JSONEncoder().encode(plain), as: UTF8.self).contains("readsVoiceOver"))
    }
}
