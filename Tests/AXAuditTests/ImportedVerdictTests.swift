import XCTest
import Foundation
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// Verdicts on imported screens that only the capture's format decides: what it says (or does not
/// say) of whether the app exposes a view, Apple's controls that speak their value, a role faked in
/// a label, the scroll indicator in Japanese, and formats that are refused by name.
final class ImportedVerdictTests: XCTestCase {
    private func findings(_ path: String, _ text: String) throws -> [Finding] {
        Validator().validate(try ScreenImport.load(path: path, text: text).descriptor).findings
    }

    private func spoken(_ path: String, _ text: String) throws -> [String] {
        var settings = Settings()
        settings.voiceOver = true
        return NavigationOrder(scene: try ScreenImport.load(path: path, text: text), settings: settings).spokenElements.map(\.speech.description)
    }

    private static let dumpWithImage = """
    Element subtree:
     →Application, 0x600000001000, pid: 111, label: 'Probe'
        Window (Main), 0x600000001100, {{0.0, 0.0}, {390.0, 844.0}}
          Other, 0x600000001200, {{0.0, 0.0}, {390.0, 844.0}}
            Image, 0x600000002400, {{100.0, 660.0}, {60.0, 60.0}}
            Button, 0x600000002500, {{20.0, 740.0}, {350.0, 50.0}}
    """

    private static func pageSource(accessible: String?) -> String {
        let attribute = accessible.map { " accessible=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Probe" label="Probe" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="true"\(attribute) x="100" y="660" width="60" height="60"/>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """
    }

    /// An unlabelled image in a capture that does not say whether the app exposes it (XCUITest's
    /// dump; a page source without `accessible`) needs review, a warning, not an error: a
    /// UIImageView is no accessibility element by default. Its identity is the error's. The
    /// unlabelled button beside it, which UIKit exposes, stays an error.
    func testAnImageTheCaptureDoesNotSayIsExposedNeedsReview() throws {
        for (path, text) in [("probe.txt", Self.dumpWithImage), ("probe.xml", Self.pageSource(accessible: nil))] {
            let image = try findings(path, text).filter { $0.ruleID == "label.missing" && $0.subject.elementID?.hasPrefix("image") == true }
            XCTAssertEqual(image.map(\.severity), [.warning], path)
            XCTAssertTrue(image.first?.message.contains("needs review") == true, path)
            XCTAssertEqual(image.first?.identity.measure, "Image has no label", path)
        }
        let button = try findings("probe.txt", Self.dumpWithImage).filter { $0.ruleID == "label.missing" && $0.subject.elementID?.hasPrefix("button") == true }
        XCTAssertEqual(button.map(\.severity), [.error])
    }

    /// A page source saying the image is an accessibility element, and a scene's image, keep the error.
    func testAnImageKnownToBeExposedKeepsTheError() throws {
        let image = try findings("probe.xml", Self.pageSource(accessible: "true")).filter { $0.ruleID == "label.missing" }
        XCTAssertEqual(image.map(\.severity), [.error])
        XCTAssertEqual(image.first?.message, "Image has no label")
        let hierarchy = ImportedHierarchy(roots: [AccessibilityElement(id: "photo", traits: .image, frame: Rect(0, 0, 60, 60))])
        let scene = ImportedScene(id: "s", title: "s", device: Device(idiom: .phone, size: Size(100, 100)), format: .idb,
                                  hierarchy: hierarchy, screenshot: nil, sourcePath: "s.json")
        XCTAssertEqual(Validator().validate(scene.descriptor).findings.filter { $0.ruleID == "label.missing" }.map(\.severity), [.error])
    }

    /// A picker wheel and a page control say their value as VoiceOver does, and are not reported as
    /// unlabelled; a wheel with no value has nothing to say and is.
    func testPickerWheelsAndPageIndicatorsSayTheirValue() throws {
        let dump = """
        Element subtree:
         →Application, 0x600000001000, pid: 111, label: 'Probe'
            Window (Main), 0x600000001100, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000001200, {{0.0, 0.0}, {390.0, 844.0}}
                PageIndicator, 0x600000001b00, {{150.0, 260.0}, {90.0, 44.0}}, value: page 1 of 3
                Picker, 0x600000001300, {{0.0, 600.0}, {390.0, 216.0}}
                  PickerWheel, 0x600000001400, {{20.0, 600.0}, {170.0, 216.0}}, value: 'March'
                  PickerWheel, 0x600000001500, {{200.0, 600.0}, {170.0, 216.0}}
        """
        XCTAssertEqual(try spoken("probe.txt", dump), ["page 1 of 3. Adjustable.", "March. Adjustable.", "Adjustable."])
        // And the hint VoiceOver gives every adjustable element after a pause.
        var settings = Settings()
        settings.voiceOver = true
        let hints = NavigationOrder(scene: try ScreenImport.load(path: "probe.txt", text: dump), settings: settings).spokenElements.map(\.speech.hint)
        XCTAssertEqual(hints, Array(repeating: "Swipe up or down with one finger to adjust the value.", count: 3))
        let missing = try findings("probe.txt", dump).filter { $0.ruleID == "label.missing" }.compactMap(\.subject.elementID)
        XCTAssertEqual(missing, ["pickerWheel-7"])
    }

    /// "Trips, tab, 1 of 4" on a plain button fakes a tab: reported, saying the trait belongs on the element.
    func testARoleFakedInALabelIsReported() throws {
        let dump = """
        Element subtree:
         →Application, 0x7fd86b820000, pid: 4242, label: 'Trips'
            Window (Main), 0x7fd86b820100, {{0.0, 0.0}, {428.0, 926.0}}
              Other, 0x7fd86b820200, {{0.0, 832.0}, {428.0, 94.0}}
                Button, 0x7fd86b822100, {{0.0, 832.0}, {107.0, 49.0}}, label: 'Trips, tab, 1 of 4', Selected
                Button, 0x7fd86b822200, {{107.0, 832.0}, {107.0, 49.0}}, label: 'The Source'
        """
        let faked = try findings("tabs.txt", dump).filter { $0.ruleID == "label.redundant-trait" }
        XCTAssertEqual(faked.map(\.subject.label), ["Trips, tab, 1 of 4"])
        XCTAssertEqual(faked.first?.severity, .warning)
        XCTAssertTrue(faked.first?.fix.contains("Give the element the trait") == true)
        // In a tab bar the element is a tab: the word is heard twice, as before.
        let inTabBar = dump.replacingOccurrences(of: "Other, 0x7fd86b820200", with: "TabBar, 0x7fd86b820200")
        let repeated = try findings("tabs.txt", inTabBar).filter { $0.ruleID == "label.redundant-trait" }
        XCTAssertEqual(repeated.map(\.message), ["Label \"Trips, tab, 1 of 4\" holds the trait word \"tab\" as a part of its own"])
    }

    /// Calendar on a Japanese iPhone: its scroll bars, where the capture exposes them, are iOS's
    /// scroll indicator, as the English ones are.
    func testTheScrollIndicatorInJapaneseIsTheSystems() throws {
        let page = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="カレンダー" label="カレンダー" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="今日" label="今日" enabled="true" visible="true" x="16" y="790" width="60" height="44"/>
              <XCUIElementTypeOther type="XCUIElementTypeOther" value="100%" name="垂直スクロールバー, 3ページ" label="垂直スクロールバー, 3ページ" enabled="true" visible="true" x="357" y="179" width="30" height="582"/>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """
        let result = Validator().validate(try ScreenImport.load(path: "cal.xml", text: page).descriptor)
        XCTAssertEqual(result.unjudged.map(\.kind), [.scrollIndicator])
        XCTAssertTrue(try spoken("cal.xml", page).contains("垂直スクロールバー, 3ページ: 100%. Adjustable."))
    }

    /// Xcode 7 to 9's debugDescription is refused by name, saying what is read.
    func testTheDumpOfOldXcodeIsRefusedByName() throws {
        let dump = """
        Element subtree:
         →Application 0x608000167f80: {{0.0, 0.0}, {320.0, 568.0}}, label: 'PHFComposeBarView'
            Window 0x608000168040: Main Window, {{0.0, 0.0}, {320.0, 568.0}}
        """
        XCTAssertThrowsError(try ScreenImport.load(path: "old.txt", text: dump)) { error in
            XCTAssertTrue("\(error)".contains("the debugDescription of Xcode 7 to 9"), "\(error)")
            XCTAssertTrue("\(error)".contains("Xcode 10 and later"), "\(error)")
        }
    }
    /// One unlabelled text field with a placeholder gets one verdict from every format: idb's AXe
    /// reports it with no label and the placeholder as its value, XCUITest's dump with
    /// `placeholderValue` alone, Appium's page source with `label=""` and the placeholder as both
    /// `value` and `placeholderValue`. Each says "Email. Text Field." and is `label.missing`; the
    /// XCUITest and Appium readers made the placeholder the label, and the field passed there.
    func testAFieldNamedOnlyByItsPlaceholderIsUnlabelledInEveryFormat() throws {
        let idb = """
        [{"type": "Application", "AXLabel": "Shop", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
          {"type": "TextField", "role": "AXTextField", "AXLabel": null, "AXValue": "Email", "enabled": true,
           "frame": {"x": 16, "y": 180, "width": 358, "height": 44}, "children": []}]}]
        """
        let dump = """
        Element subtree:
         →Application, 0x1, pid: 77, label: 'Shop'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              TextField, 0x4, {{16.0, 180.0}, {358.0, 44.0}}, placeholderValue: 'Email'
        """
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="Shop" label="Shop" x="0" y="0" width="390" height="844">
        <XCUIElementTypeTextField value="Email" name="Email" label="" placeholderValue="Email" accessible="true" x="16" y="180" width="358" height="44"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        for (path, text) in [("field.json", idb), ("field.txt", dump), ("field.xml", xml)] {
            XCTAssertEqual(try spoken(path, text), ["Email. Text Field."], path)
            XCTAssertEqual(try findings(path, text).filter { $0.ruleID == "label.missing" }.map(\.severity), [.error], path)
        }
    }

    /// UIKit's standard controls at the sizes UIKit gives them (a switch's 51×31, a stepper's 47×32
    /// halves, a segment 32 points tall, a page control 26 points tall) are `target.size`
    /// information, not warnings: the app cannot change the size or left it at UIKit's default,
    /// which WCAG 2.5.8 exempts. The app's own 32-point button and segments the app made 20 points
    /// tall (spaced as WCAG 2.5.8 allows, so warnings) are judged as before, and so is a SwiftUI
    /// toggle's `Switch` as large as its row (276×39), whose size is the app's layout; iOS 26's
    /// 63×29 switch is UIKit's.
    func testUIKitsControlsAtTheirOwnSizesAreInformation() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="390" height="844">
        <XCUIElementTypeSwitch value="0" label="Automatic" x="323" y="60" width="51" height="31"/>
        <XCUIElementTypeSegmentedControl x="16" y="100" width="358" height="32">
        <XCUIElementTypeButton label="Day" x="16" y="100" width="179" height="32"/>
        <XCUIElementTypeButton label="Week" x="195" y="100" width="179" height="32"/>
        </XCUIElementTypeSegmentedControl>
        <XCUIElementTypeSegmentedControl x="16" y="200" width="358" height="20">
        <XCUIElementTypeButton label="Small" x="16" y="200" width="179" height="20"/>
        <XCUIElementTypeButton label="Tiny" x="195" y="200" width="179" height="20"/>
        </XCUIElementTypeSegmentedControl>
        <XCUIElementTypePageIndicator value="page 2 of 3" x="140" y="300" width="110" height="26"/>
        <XCUIElementTypeStepper x="16" y="400" width="94" height="32">
        <XCUIElementTypeButton label="Decrement" x="16" y="400" width="47" height="32"/>
        <XCUIElementTypeButton label="Increment" x="63" y="400" width="47" height="32"/>
        </XCUIElementTypeStepper>
        <XCUIElementTypeButton label="Share" x="300" y="500" width="32" height="32"/>
        <XCUIElementTypeSwitch value="1" label="Glass" x="307" y="600" width="63" height="29"/>
        <XCUIElementTypeSwitch value="0" label="Drink water" x="16" y="700" width="276" height="39"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        let sizes = try findings("controls.xml", xml).filter { $0.ruleID == "target.size" }
        let severity = Dictionary(uniqueKeysWithValues: sizes.map { ($0.subject.label ?? "", $0.severity) })
        XCTAssertEqual(severity, ["Automatic": .info, "Day": .info, "Week": .info, "page 2 of 3": .info,
                                  "Decrement": .info, "Increment": .info, "Small": .warning, "Tiny": .warning, "Share": .warning,
                                  "Glass": .info, "Drink water": .warning])
        let info = try XCTUnwrap(sizes.first { $0.subject.label == "Automatic" })
        XCTAssertTrue(info.message.contains("UIKit's switch"), info.message)
        XCTAssertFalse(info.fix.contains("Enlarge"), info.fix)
        XCTAssertEqual(info.identity.measure, sizes.first { $0.subject.label == "Share" }?.identity.measure)
    }
}
