import XCTest
import Foundation
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// XCUITest's debugDescription prints a long value cut, ending in "...", where VoiceOver reads the
/// whole text (docs/import.md, "Values the capture cut"). Real examples the dumps below are shaped
/// after:
///
/// - the babylon log-in dump (Fixtures/RealDumps/xcuitest-babylon-login-indented.txt):
///   `TextField, 0x600000d9ddc0, {{32.0, 224.0}, {271.0, 21.0}}, identifier: 'email', value: ukautomationuser@e...`
///   beside `identifier: 'password', value: Pa55word`, printed whole;
/// - Appium's maintainers, checking vanilla XCTest on a text view of more than 512 bytes: its
///   debugDescription "printed partial text like `123456...`".
///
/// The value is kept as printed and marked cut; `inspect`'s note and an `info` finding say so; the
/// rules that judge a text's words leave a cut one alone.
final class CapturedCutTests: XCTestCase {
    /// The babylon log-in form as XCUITest printed it, the e-mail cut.
    static let login = """
        Element subtree:
         →Application, 0x600000d9c000, pid: 4242, label: 'Babylon'
            Window (Main), 0x600000d9c0e0, {{0.0, 0.0}, {375.0, 812.0}}
              Table, 0x600000d9d6c0, {{0.0, 88.0}, {375.0, 724.0}}
                Cell, 0x600000d9dce0, {{0.0, 187.7}, {375.0, 71.0}}
                  TextField, 0x600000d9ddc0, {{32.0, 224.0}, {271.0, 21.0}}, identifier: 'email', value: ukautomationuser@e...
                Cell, 0x600000d9dea0, {{0.0, 258.7}, {375.0, 71.0}}
                  TextField, 0x600000d9df80, {{32.0, 295.0}, {271.0, 21.0}}, identifier: 'password', value: Pa55word
                Cell, 0x600000d9e000, {{0.0, 329.7}, {375.0, 71.0}}
                  TextField, 0x600000d9e010, {{32.0, 366.0}, {271.0, 21.0}}, identifier: 'ellipsis', value: '...'
        """

    /// Two rows of an order list whose texts XCUITest printed cut alike (static texts giving their
    /// text only as `value`, as a Wikipedia search result does in the real dumps); each row shows a
    /// disclosure chevron, so it is a button. The whole texts differ after the cut.
    static let orders = """
        Element subtree:
         →Application, 0x600002b0c000, pid: 4242, label: 'Shop'
            Window (Main), 0x600002b0c0e0, {{0.0, 0.0}, {390.0, 844.0}}
              Table, 0x600002b0c1c0, {{0.0, 100.0}, {390.0, 744.0}}
                Cell, 0x600002b0c2a0, {{0.0, 100.0}, {390.0, 60.0}}
                  StaticText, 0x600002b0c380, {{16.0, 110.0}, {320.0, 40.0}}, value: Your order from Coffee Co. has shipped and will arrive by Thurs...
                  Button, 0x600002b0c460, {{360.0, 122.0}, {12.0, 16.0}}, identifier: 'chevron'
                Cell, 0x600002b0c540, {{0.0, 160.0}, {390.0, 60.0}}
                  StaticText, 0x600002b0c620, {{16.0, 170.0}, {320.0, 40.0}}, value: Your order from Coffee Co. has shipped and will arrive by Thurs...
                  Button, 0x600002b0c700, {{360.0, 182.0}, {12.0, 16.0}}, identifier: 'chevron'
                Cell, 0x600002b0c7e0, {{0.0, 220.0}, {390.0, 60.0}}
                  StaticText, 0x600002b0c8c0, {{16.0, 230.0}, {320.0, 40.0}}, value: To reorder, press and hold the item, then tap the button...
                  Button, 0x600002b0c9a0, {{360.0, 242.0}, {12.0, 16.0}}, identifier: 'chevron'
        """

    static func load(_ text: String) throws -> ImportedScene {
        try ScreenImport.load(path: "dump.txt", text: text)
    }

    static func elements(_ scene: ImportedScene) -> [AccessibilityElement] {
        var settings = Settings()
        settings.voiceOver = true
        return NavigationOrder(scene: scene, settings: settings).entries.map(\.element)
    }

    /// The reader marks the value printed cut, once; a value printed whole, and one of dots alone,
    /// are not marked. The speech is VoiceOver's of the text held.
    func testTheReaderMarksAValuePrintedCut() throws {
        let scene = try Self.load(Self.login)
        let byID = Dictionary(uniqueKeysWithValues: Self.elements(scene).map { ($0.id, $0) })
        XCTAssertEqual(byID["email"]?.cutByCapture, [.value])
        XCTAssertEqual(byID["email"]?.value?.string, "ukautomationuser@e...", "kept as printed")
        XCTAssertEqual(byID["password"]?.cutByCapture, [])
        XCTAssertEqual(byID["ellipsis"]?.cutByCapture, [], "three dots alone are no text cut short")
        XCTAssertEqual(CapturedCut.note(on: byID["email"]!),
                       "its value \"ukautomationuser@e...\" was printed cut: XCUITest ends a long value it prints with \"...\"; "
                       + "VoiceOver reads the whole text, which the capture does not hold")
        XCTAssertNil(CapturedCut.note(on: byID["password"]!))
    }

    /// A cell with no label reads its texts: a text printed cut makes its label cut.
    func testACellReadingACutTextHasItsLabelCut() throws {
        let elements = Self.elements(try Self.load(Self.orders))
        XCTAssertEqual(elements.map(\.cutByCapture), [.label, .label, .label])
        XCTAssertEqual(elements.first?.label?.string, "Your order from Coffee Co. has shipped and will arrive by Thurs...")
    }

    /// Validation says the text was not seen whole, as an `info` finding, on each element cut and
    /// on no other; the verdict does not change.
    func testValidationNotesEachCutText() throws {
        let result = Validator().validate(try Self.load(Self.login).descriptor)
        let cut = result.findings.filter { $0.ruleID == RuleID.valueCutByCapture.rawValue }
        XCTAssertEqual(cut.map(\.subject.elementID), ["email"])
        XCTAssertEqual(cut.map(\.severity), [.info])
        XCTAssertEqual(cut.first?.detail.hasPrefix("its value \"ukautomationuser@e...\" was printed cut"), true)
    }

    /// Two rows whose texts were cut alike are not taken for one label (`label.duplicate`) nor for
    /// one Voice Control name (`voice.shared-name`): the whole texts may differ after the cut. A cut
    /// label's last word is where it was cut, and `label.redundant-trait` does not judge it ("the
    /// button..." on a row that is a button).
    func testRulesDoNotJudgeTheWordsOfACutText() throws {
        let result = Validator().validate(try Self.load(Self.orders).descriptor)
        let rules = Set(result.findings.map(\.ruleID))
        XCTAssertFalse(rules.contains(RuleID.labelDuplicate.rawValue), "\(rules.sorted())")
        XCTAssertFalse(rules.contains(RuleID.voiceSharedName.rawValue), "\(rules.sorted())")
        XCTAssertFalse(rules.contains(RuleID.labelRedundantTrait.rawValue), "\(rules.sorted())")
        XCTAssertEqual(result.findings.filter { $0.ruleID == RuleID.valueCutByCapture.rawValue }.count, 3)
    }

    /// The same rows printed whole are judged as ever: the rules leave only a cut text alone.
    func testTheSameTextsPrintedWholeAreJudged() throws {
        let whole = Self.orders.replacingOccurrences(of: "by Thurs...", with: "by Thursday")
            .replacingOccurrences(of: "tap the button...", with: "tap the button")
        let result = Validator().validate(try Self.load(whole).descriptor)
        let rules = Set(result.findings.map(\.ruleID))
        XCTAssertTrue(rules.isSuperset(of: [RuleID.labelDuplicate.rawValue, RuleID.voiceSharedName.rawValue,
                                            RuleID.labelRedundantTrait.rawValue]), "\(rules.sorted())")
        XCTAssertFalse(rules.contains(RuleID.valueCutByCapture.rawValue))
    }
}
