import XCTest
@testable import AXCore

final class SettingsTests: XCTestCase {
    func testDynamicTypeTableMatchesTheHIGAtKnownPoints() {
        XCTAssertEqual(TextStyle.body.pointSize(for: .large), 17)
        XCTAssertEqual(TextStyle.largeTitle.pointSize(for: .large), 34)
        XCTAssertEqual(TextStyle.caption2.pointSize(for: .xSmall), 11)
        XCTAssertEqual(TextStyle.body.pointSize(for: .accessibilityXXXLarge), 53)
        XCTAssertEqual(TextStyle.footnote.pointSize(for: .xxxLarge), 19)
        XCTAssertEqual(TextStyle.headline.pointSize(for: .accessibilityMedium), 28)
    }

    func testEveryStyleGrowsMonotonicallyWithTheCategory() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
            XCTAssertLessThan(sizes.first!, sizes.last!, "\(style)")
        }
    }

    func testCategoriesOrderAndStep() {
        XCTAssertLessThan(ContentSizeCategory.large, .accessibilityMedium)
        XCTAssertEqual(ContentSizeCategory.large.larger, .xLarge)
        XCTAssertEqual(ContentSizeCategory.accessibilityXXXLarge.larger, .accessibilityXXXLarge)
        XCTAssertEqual(ContentSizeCategory.xSmall.smaller, .xSmall)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.xxxLarge.isAccessibilityCategory)
        XCTAssertEqual(ContentSizeCategory(rawValue: "AX5"), .largest)
        XCTAssertEqual(DynamicType.scaled(10, for: .accessibilityXXXLarge), 10 * 53 / 17, accuracy: 1e-12)
    }

    /// The places spelt out for speed are the places in `allCases`, and the accessibility sizes are
    /// the five from AX1 on.
    func testSpeltOutPlacesAreThePlacesInAllCases() {
        for (i, category) in ContentSizeCategory.allCases.enumerated() {
            XCTAssertEqual(category.index, i, category.rawValue)
            XCTAssertEqual(category.isAccessibilityCategory, category >= .accessibilityMedium, category.rawValue)
        }
        for (i, style) in TextStyle.allCases.enumerated() { XCTAssertEqual(style.column, i, style.rawValue) }
        XCTAssertEqual(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.rawValue), ["AX1", "AX2", "AX3", "AX4", "AX5"])
    }

    func testBoldTextMakesWeightsHeavier() {
        var settings = Settings()
        XCTAssertEqual(settings.weight(.regular), .regular)
        settings.boldText = true
        XCTAssertEqual(settings.weight(.regular), .semibold)
        XCTAssertEqual(settings.weight(.semibold), .bold)
        XCTAssertTrue(FontWeight.semibold.isBold)
        XCTAssertFalse(FontWeight.medium.isBold)
    }

    /// Weights order from light to heavy, as declared, and only semibold and heavier count as bold.
    func testWeightsOrderFromLightToHeavy() {
        let weights = FontWeight.allCases
        for (i, a) in weights.enumerated() {
            for (j, b) in weights.enumerated() { XCTAssertEqual(a < b, i < j, "\(a) < \(b)") }
        }
        XCTAssertEqual(weights.shuffled().sorted(), [.light, .regular, .medium, .semibold, .bold, .heavy])
        XCTAssertEqual(weights.filter(\.isBold), [.semibold, .bold, .heavy])
    }

    /// Weights, styles and alignments hash by their case, each case apart from the others.
    func testTextAttributesHashTheirCases() {
        XCTAssertEqual(Set(FontWeight.allCases.map(\.hashValue)).count, FontWeight.allCases.count)
        XCTAssertEqual(Set(TextStyle.allCases.map(\.hashValue)).count, TextStyle.allCases.count)
        XCTAssertEqual(Set([TextAlignment.leading, .center, .trailing].map(\.hashValue)).count, 3)
        XCTAssertEqual(Set(FontWeight.allCases + FontWeight.allCases).count, FontWeight.allCases.count)
    }

    func testSettingsParseFromNameValueAndRoundTrip() throws {
        var s = Settings()
        try s.apply(assignment: "contentSize=AX3")
        try s.apply(assignment: "reduceMotion=on")
        try s.apply(assignment: "layoutDirection=rtl")
        XCTAssertEqual(s.contentSize, .accessibilityXLarge)
        XCTAssertTrue(s.reduceMotion)
        XCTAssertTrue(s.isRightToLeft)
        var copy = Settings()
        for (name, value) in s.pairs { try copy.set(name, to: value) }
        XCTAssertEqual(copy, s)
    }

    func testSettingErrorsNameTheSettingAndTheValuesItTakes() {
        var s = Settings()
        XCTAssertThrowsError(try s.apply(assignment: "boldText=maybe")) { error in
            XCTAssertEqual("\(error)", "setting boldText takes true or false, found \"maybe\"")
        }
        XCTAssertThrowsError(try s.apply(assignment: "colour=red")) { error in
            XCTAssertTrue("\(error)".hasPrefix("unknown setting \"colour\""))
        }
        XCTAssertThrowsError(try s.apply(assignment: "contentSize")) { error in
            XCTAssertEqual("\(error)", "expected name=value, found \"contentSize\"")
        }
    }

    /// `==` and `hash` compare every stored setting, and not the record of reads a scene's settings
    /// carry (`reads`). The stored properties are listed here: one added later fails this
    /// until `==` and `hash` compare it.
    func testEverySettingIsComparedAndTheRecordOfReadsIsNot() throws {
        XCTAssertEqual(Mirror(reflecting: Settings()).children.compactMap(\.label),
                       ["isVoiceOverOn", "reads", "isReduceMotionOn", "isReduceTransparencyOn", "isBoldTextOn", "isIncreaseContrastOn",
                        "isDifferentiateWithoutColorOn", "isButtonShapesOn", "isOnOffLabelsOn", "contentSize", "layoutDirection", "idiom", "speakHints", "variant"])
        for key in Settings.Key.allCases {
            var changed = Settings()
            let value = changed.value(of: key)
            try changed.set(key, to: value == "true" ? "false" : value == "false" ? "true"
                            : key == .contentSize ? "AX5" : key == .layoutDirection ? "rtl" : key == .idiom ? "pad" : "other")
            XCTAssertNotEqual(changed, Settings(), key.rawValue)
            XCTAssertEqual(Set([changed, Settings()]).count, 2, key.rawValue)
        }
        // A scene's settings note reads into a record of its own, and are still the settings it was told.
        let scene = ComponentScene(id: "s", title: "S")
        let context = ComponentLayoutCacheTests.Clock()
        context.settings.voiceOver = true
        context.settings.contentSize = .accessibilityXXXLarge
        scene.settingsDidChange(context: context)
        XCTAssertEqual(scene.currentSettings, context.settings)
        XCTAssertEqual(scene.currentSettings.hashValue, context.settings.hashValue)
        XCTAssertEqual(Set([scene.currentSettings, context.settings]).count, 1)
    }

    func testDeviceDefaults() {
        XCTAssertEqual(Device.phone.size, Size(390, 844))
        XCTAssertEqual(Device.phone.bounds, Rect(0, 0, 390, 844))
        XCTAssertEqual(Device.pad.idiom, .pad)
    }
}
