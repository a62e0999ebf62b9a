import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// `value.secure-text-exposed`: a secure text field whose value is its text, drawn as bullets while
/// VoiceOver and Speak Screen read the password aloud. UIKit's secure field exposes bullets; a
/// real app's capture shows them (WebDriverAgent's `value="•••"`), and an empty field's placeholder
/// a capture reports as its value is not taken for typed text.
final class SecureValueRuleTests: XCTestCase {
    static let rule = "value.secure-text-exposed"

    /// The clean planted screen with a user name field and a password field whose value is `value`,
    /// drawn as seven bullets.
    static func passwordScreen(value: String, traits: String = ##"["textField","secureTextField"]"##) -> String {
        PlantedDefectTests.file(
            drawing: PlantedDefectTests.cleanDrawing + ##",{"rect":[16,220,358,80],"stroke":"#6C6C70","cornerRadius":8},{"text":"•••••••","box":[28,220,330,80],"style":"body","color":"#000000"}"##,
            elements: PlantedDefectTests.cleanElements + ##",{"id":"pass","label":"Password","value":"\##(value)","traits":\##(traits),"frame":[16,220,358,80]}"##)
    }

    /// The stranger's pw.json: the field says it is secure, draws bullets and hands its text to
    /// assistive technologies. Reported as an error that does not repeat the password.
    func testAPlaintextValueOnASecureFieldIsReported() throws {
        let found = try PlantedDefectTests.validated(Self.passwordScreen(value: "hunter2")).filter { $0.ruleID == Self.rule }
        XCTAssertEqual(found.map { "\($0.subject.elementID ?? "-") \($0.severity): \($0.message)" },
                       [#"pass error: Secure text field "Password" exposes its text as its value"#])
        XCTAssertEqual(found.first?.detail, "value of 7 character(s), not masked: VoiceOver and Speak Screen read it aloud")
        XCTAssertFalse(found.contains { $0.detail.contains("hunter2") || $0.message.contains("hunter2") })
    }

    /// Masked as UIKit masks it (bullets), as other toolkits do (dots, asterisks), or empty: clean,
    /// the whole screen too. A plain text field's text is no secret.
    func testAMaskedOrEmptyValueAndAPlainFieldPass() throws {
        for value in ["•••••••", "●●●", "***", ""] {
            XCTAssertEqual(try PlantedDefectTests.validated(Self.passwordScreen(value: value)).map { "\($0.ruleID): \($0.message)" }, [], value)
        }
        XCTAssertEqual(try PlantedDefectTests.validated(Self.passwordScreen(value: "hunter2", traits: ##"["textField"]"##))
            .filter { $0.ruleID == Self.rule }, [])
    }

    /// A capture of a real app: WebDriverAgent's bullets pass; an unmasked value is a warning (a
    /// capture may report an empty field's placeholder as its value), and one equal to the label
    /// (AXe's newer runtimes copy the placeholder there) is not judged.
    func testAnImportedSecureFieldIsJudgedWithoutTakingAPlaceholderForAPassword() throws {
        func found(_ field: String) throws -> [String] {
            let scene = try ScreenImport.load(path: "login.xml", text: """
            <AppiumAUT><XCUIElementTypeApplication name="Login" x="0" y="0" width="390" height="844">
            \(field)
            </XCUIElementTypeApplication></AppiumAUT>
            """)
            return Validator().validate(scene.descriptor).findings.filter { $0.ruleID == Self.rule }.map { "\($0.severity): \($0.message)" }
        }
        let frame = #"enabled="true" visible="true" x="16" y="200" width="358" height="44""#
        XCTAssertEqual(try found(#"<XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="•••" name="Password" label="Password" \#(frame)/>"#), [])
        XCTAssertEqual(try found(#"<XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" name="Password" label="Password" \#(frame)/>"#), [])
        XCTAssertEqual(try found(#"<XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="Password" label="Password" \#(frame)/>"#), [])
        XCTAssertEqual(try found(#"<XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="Password" placeholderValue="Password" label="Passcode" \#(frame)/>"#), [])
        XCTAssertEqual(try found(#"<XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="hunter2" label="Password" \#(frame)/>"#),
                       [#"warning: Secure text field "Password" exposes its text as its value"#])
    }
}
