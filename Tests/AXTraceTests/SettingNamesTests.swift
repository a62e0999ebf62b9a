import XCTest
import AXCore
import AXEngine
@testable import AXTrace

/// Each setting's name is spelt once (`Settings.Key`, `SwitchControlSettings.Key`), and every
/// reader and writer derives from it: a value set by name reads back by name and by key, and a trace
/// header holding every setting changed writes, reads and writes again the same bytes.
final class SettingNamesTests: XCTestCase {
    /// A value other than the default for each setting (exhaustive: a new setting must add one).
    private func changed(_ key: Settings.Key) -> String {
        switch key {
        case .voiceOver, .reduceMotion, .reduceTransparency, .boldText, .increaseContrast, .differentiateWithoutColor, .buttonShapes,
             .onOffLabels: return "true"
        case .contentSize: return "AX3"
        case .layoutDirection: return "rtl"
        case .idiom: return "pad"
        case .speakHints: return "false"
        case .variant: return "requiresActivation"
        }
    }

    private func changed(_ key: SwitchControlSettings.Key) -> String {
        switch key {
        case .style: return "singleSwitchStep"
        case .autoScanningTime: return "1500"
        case .pauseOnFirstItem: return "400"
        case .loops: return "2"
        case .autoTap: return "750"
        case .groupsItems: return "false"
        case .includesStaticText, .speaksItems, .soundEffects: return "true"
        case .longPress: return "1200"
        case .longPressAction: return "tap"
        case .holdDuration: return "300"
        case .ignoreRepeat: return "400"
        case .selectLongPressAction: return "none"
        case .nextLongPressAction: return "previous"
        case .previousLongPressAction: return "scannerMenu"
        }
    }

    func testEverySettingRoundTripsByItsName() throws {
        // The order trace headers have always written them in.
        XCTAssertEqual(Settings.names, ["voiceOver", "reduceMotion", "reduceTransparency", "boldText", "increaseContrast",
                                        "contentSize", "layoutDirection", "idiom", "speakHints", "variant",
                                        "differentiateWithoutColor", "buttonShapes", "onOffLabels"])
        for key in Settings.Key.allCases {
            var settings = Settings()
            try settings.set(key.rawValue, to: changed(key))
            XCTAssertNotEqual(settings, Settings(), key.rawValue)
            XCTAssertEqual(settings.value(named: key.rawValue), changed(key), key.rawValue)
            XCTAssertEqual(settings.value(of: key), changed(key), key.rawValue)
            XCTAssertEqual(settings.changesFromDefaults, "\(key.rawValue)=\(changed(key))")
            var again = Settings()
            try again.set(key, to: settings.value(of: key))
            XCTAssertEqual(again, settings, key.rawValue)
        }
        // Several changes are named in key order, joined by commas; the defaults name none.
        XCTAssertEqual(Settings().changesFromDefaults, "")
        var several = Settings()
        several.variant = "requiresActivation"
        several.contentSize = .accessibilityXXXLarge
        several.reduceMotion = true
        XCTAssertEqual(several.changesFromDefaults, "reduceMotion=true,contentSize=AX5,variant=requiresActivation")
        XCTAssertNil(Settings().value(named: "voiceover"), "names are case-sensitive")
        XCTAssertTrue(Settings.namesWithValues.hasPrefix("voiceOver, reduceMotion"))
        XCTAssertTrue(Settings.namesWithValues.contains("layoutDirection (ltr|rtl)"))
    }

    func testEverySwitchControlSettingRoundTripsByItsName() throws {
        // The first eight always, in the order trace headers have always written them; the settings
        // added later only when set.
        XCTAssertEqual(SwitchControlSettings.default.named.map(\.name),
                       ["style", "autoScanningTime", "pauseOnFirstItem", "loops", "autoTap", "groupsItems", "includesStaticText", "speaksItems"])
        var held = SwitchControlSettings()
        held.longPress = 1000
        XCTAssertEqual(held.named.last?.name, "longPress")
        for key in SwitchControlSettings.Key.allCases {
            var settings = SwitchControlSettings()
            try settings.set(key.rawValue, to: changed(key))
            XCTAssertNotEqual(settings, .default, key.rawValue)
            XCTAssertEqual(settings.value(of: key).text, changed(key), key.rawValue)
            XCTAssertEqual(settings.named.first { $0.name == key.rawValue }?.value, changed(key), key.rawValue)
            var again = SwitchControlSettings()
            try again.set(key, to: settings.value(of: key).text)
            XCTAssertEqual(again, settings, key.rawValue)
        }
        XCTAssertEqual(SwitchControlSettings.default.value(of: .autoTap), .off)
        XCTAssertEqual(SwitchControlSettings.namesWithValues,
                       "style (auto|manual|singleSwitchStep), autoScanningTime (ms), pauseOnFirstItem (ms), loops, autoTap (off|on|ms), groupsItems, includesStaticText, speaksItems, longPress (off|on|ms), longPressAction (scannerMenu|tap|select|next|previous), soundEffects, holdDuration (off|on|ms), ignoreRepeat (off|on|ms), selectLongPressAction (shared|none|scannerMenu|tap|select|next|previous), nextLongPressAction (shared|none|scannerMenu|tap|select|next|previous), previousLongPressAction (shared|none|scannerMenu|tap|select|next|previous)")
    }

    /// Zoom's settings too: each by its `ZoomSettings.Key`, in the order a header writes them.
    func testEveryZoomSettingRoundTripsByItsName() throws {
        XCTAssertEqual(ZoomSettings.default.named.map(\.name), ["mode", "level", "maximumLevel", "followsFocus"])
        let changed: [ZoomSettings.Key: String] = [.mode: "window", .level: "3.5", .maximumLevel: "8", .followsFocus: "false"]
        for key in ZoomSettings.Key.allCases {
            var settings = ZoomSettings()
            try settings.set(key.rawValue, to: changed[key]!)
            XCTAssertNotEqual(settings, .default, key.rawValue)
            XCTAssertEqual(settings.value(of: key), changed[key], key.rawValue)
            var again = ZoomSettings()
            try again.set(key, to: settings.value(of: key))
            XCTAssertEqual(again, settings, key.rawValue)
        }
        var unknown = ZoomSettings()
        XCTAssertThrowsError(try unknown.set("zoomLevel", to: "2"))
    }

    /// A header with every setting changed reads back equal and writes the same bytes.
    func testAHeaderWithEverySettingChangedWritesAndReadsTheSameBytes() throws {
        var settings = Settings()
        for key in Settings.Key.allCases { try settings.set(key, to: changed(key)) }
        var switchControl = SwitchControlSettings()
        for key in SwitchControlSettings.Key.allCases { try switchControl.set(key, to: changed(key)) }
        let header = TraceHeader(scene: "star-rating", sceneDigest: nil, device: .pad, settings: settings, engine: nil, seed: "0", tool: nil,
                                 switchControl: SwitchControlStart(settings: switchControl, isOn: true))
        let line = TraceWriter.line(header)
        XCTAssertTrue(line.contains(#""settings":{"voiceOver":true,"reduceMotion":true,"reduceTransparency":true,"boldText":true,"increaseContrast":true,"contentSize":"AX3","layoutDirection":"rtl","idiom":"pad","speakHints":false,"variant":"requiresActivation","differentiateWithoutColor":true,"buttonShapes":true,"onOffLabels":true}"#), line)
        XCTAssertTrue(line.contains(#""switchControl":{"on":true,"style":"singleSwitchStep","autoScanningTime":1500,"pauseOnFirstItem":400,"loops":2,"autoTap":750,"groupsItems":false,"includesStaticText":true,"speaksItems":true,"longPress":1200,"longPressAction":"tap","soundEffects":true,"holdDuration":300,"ignoreRepeat":400,"selectLongPressAction":"none","nextLongPressAction":"previous","previousLongPressAction":"scannerMenu"}"#), line)
        let read = try TraceReader.parse(line + "\n" + #"{"type":"end","seq":1,"t":0}"# + "\n", file: "t.trace")
        XCTAssertEqual(read.header.settings, settings)
        XCTAssertEqual(read.header.switchControl?.settings, switchControl)
        XCTAssertEqual(TraceWriter.line(read.header), line)
    }
}
