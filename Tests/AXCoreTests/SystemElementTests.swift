import XCTest
@testable import AXCore

/// What is recognised as an element the system provides (`SystemElement`): iOS's scroll indicator
/// exactly as captures show it, and nothing an app could mean as its own control.
final class SystemElementTests: XCTestCase {
    /// The labels and values the real dumps hold (iOS 26.4 Settings and a SwiftUI app) and the
    /// horizontal bar WebDriverAgent users query by name: adjustable, nothing else.
    func testTheScrollIndicatorAsCapturesShowIt() {
        for (label, value) in [("Vertical scroll bar, 2 pages", "0%"), ("Vertical scroll bar, 1 page", "0%"),
                               ("Horizontal scroll bar, 1 page", "100%"), ("Vertical scroll bar, 12 pages", "45%")] {
            XCTAssertEqual(SystemElement.recognised(label: label, value: value, traits: .adjustable), .scrollIndicator, label)
            XCTAssertEqual(SystemElement.named(label: label, value: value), .scrollIndicator, label)
        }
        XCTAssertEqual(SystemElement.scrollIndicator.traits, .adjustable)
    }

    /// iOS in simplified Chinese, as a WeChat page source shows both bars of a scroll view:
    /// "垂直滚动条, 1页" and "水平滚动条, 1页", the count followed by 页 with no space.
    func testTheScrollIndicatorInSimplifiedChinese() {
        for (label, value) in [("垂直滚动条, 1页", "0%"), ("水平滚动条, 1页", "0%"), ("垂直滚动条, 12页", "45%")] {
            XCTAssertEqual(SystemElement.recognised(label: label, value: value, traits: .adjustable), .scrollIndicator, label)
            XCTAssertEqual(SystemElement.named(label: label, value: value), .scrollIndicator, label)
        }
        for (label, what) in [("垂直滚动条, 1 页", "a space before the unit"), ("垂直滚动条, 1pages", "the English unit"),
                              ("垂直滚动条", "no page count"), ("垂直滚动条，1页", "a full-width comma"),
                              ("Vertical scroll bar, 1页", "the units of two languages mixed")] {
            XCTAssertNil(SystemElement.named(label: label, value: "0%"), what)
        }
    }

    /// iOS in Japanese, as Calendar's page source on a Japanese iPhone shows both bars: "垂直スクロールバー,
    /// 3ページ" and "水平スクロールバー, 1ページ", the count followed by ページ with no space.
    func testTheScrollIndicatorInJapanese() {
        for (label, value) in [("垂直スクロールバー, 3ページ", "100%"), ("水平スクロールバー, 1ページ", "0%")] {
            XCTAssertEqual(SystemElement.recognised(label: label, value: value, traits: .adjustable), .scrollIndicator, label)
            XCTAssertEqual(SystemElement.named(label: label, value: value), .scrollIndicator, label)
        }
        for label in ["垂直スクロールバー, 3 ページ", "垂直スクロールバー, 3页", "垂直スクロールバー"] {
            XCTAssertNil(SystemElement.named(label: label, value: "0%"), label)
        }
    }

    /// An app's slider with a percentage, a button or a text labelled like the indicator, and labels
    /// iOS does not write are the app's: judged as ever.
    func testLookAlikesAreTheApps() {
        let cases: [(String?, String?, AccessibilityTraits, String)] = [
            ("Volume", "50%", .adjustable, "an app's slider"),
            ("Vertical scroll bar, 2 pages", "0%", [.button, .adjustable], "a button"),
            ("Vertical scroll bar, 2 pages", "0%", [], "not adjustable"),
            ("Vertical scroll bar, 2 pages", "0%", [.adjustable, .notEnabled], "dimmed"),
            ("Vertical scroll bar, 2 pages", nil, .adjustable, "no value"),
            ("Vertical scroll bar, 2 pages", "Page 1 of 2", .adjustable, "a value that is no percentage"),
            ("Vertical scroll bar, 2 pages", "0.5%", .adjustable, "a fraction of a percent"),
            ("Vertical scroll bar, 2 pages", "1000%", .adjustable, "four digits"),
            ("Vertical scroll bar", "0%", .adjustable, "no page count"),
            ("Vertical scroll bar, two pages", "0%", .adjustable, "the count in words"),
            ("Vertical scroll bar, 2 pages left", "0%", .adjustable, "more after the count"),
            ("vertical scroll bar, 2 pages", "0%", .adjustable, "another case"),
            ("Diagonal scroll bar, 2 pages", "0%", .adjustable, "another direction"),
            ("Barre de défilement verticale, 2 pages", "0 %", .adjustable, "a language no capture confirms"),
            (nil, "0%", .adjustable, "no label"),
        ]
        for (label, value, traits, what) in cases {
            XCTAssertNil(SystemElement.recognised(label: label, value: value, traits: traits), what)
        }
    }

    /// The element carries what the reader found, and copies that differ in it do not read alike (a
    /// tree's verdicts are reused only for a tree reading alike).
    func testTheElementCarriesIt() {
        var element = AccessibilityElement(id: "bar", label: "Vertical scroll bar, 2 pages", value: "0%", traits: .adjustable,
                                           frame: Rect(369, 116, 30, 672))
        XCTAssertNil(element.systemElement, "an element a scene makes is the app's")
        let apps = element
        element.systemElement = .scrollIndicator
        XCTAssertEqual(element.systemElement, .scrollIndicator)
        XCTAssertNil(apps.systemElement, "copies share attributes until one changes")
        XCTAssertFalse(element.readsLike(apps))
    }
}
