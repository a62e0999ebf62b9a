@testable import AXAudit
import AXCore
import AXScenes
import XCTest

/// A text drawn from the state ("Rating {rating}") and found wanting in one box is one finding across
/// the explored states, whatever words each state gives it: an outside tester found one clipped box
/// reported once per wording ("Rating 1 star", "Rating 2 stars", "Rating No stars"). Two texts
/// of one element stay two findings.
final class TextWordingsAcrossStatesTests: XCTestCase {
    /// A rating the user adjusts from 1 star (0 to 3), drawing `texts` inside its frame, each a box
    /// too small for its words at AX5 (one line, 150 pt wide), in `color`.
    private func rating(_ texts: [(text: String, y: Int)], color: String = "#000000") throws -> SceneDescriptor {
        let drawing = texts.map { ##"{ "text": "\##($0.text)", "box": [24, \##($0.y), 150, 18], "style": "body", "wrap": false, "color": "\##(color)" }"## }
        let file = ##"""
        { "format": "axsandbox-scene", "version": 1, "id": "rating", "device": { "idiom": "phone" },
          "state": { "rating": { "value": 1, "range": [0, 3], "spoken": ["No stars", "1 star", "2 stars", "3 stars"] } },
          "elements": [ { "id": "rating", "label": "Rating", "adjusts": "rating", "frame": [16, 100, 200, 60],
            "drawing": [ \##(drawing.joined(separator: ", ")) ] } ] }
        """##
        return try SceneFile.parse(file, file: "rating.json").descriptor
    }

    private func validate(_ descriptor: SceneDescriptor, rule: RuleID, declarative: Bool = true) throws -> (findings: [Finding], states: [Int]) {
        let rules = RuleCatalog.all.filter { $0.info.rule == rule }
        let result = Validator(rules: rules, bounds: .default).validate(descriptor, declarative: declarative)
        let exploration = try XCTUnwrap(result.exploration)
        // 1 star (initial), 2 stars, No stars, 3 stars: three wordings ("2 stars" and "3 stars" differ by a digit).
        XCTAssertEqual(exploration.states.count, 4)
        return (result.findings, exploration.states.map(\.index))
    }

    /// Planted: the clipped rating, drawn in three wordings across four states, is one finding
    /// listing every state, named by the first state's words, its detail counting the wordings.
    func testOneClippedBoxIsOneFindingWhateverItsWords() throws {
        let (findings, states) = try validate(rating([("Rating {rating}", 112)]), rule: .textClipped)
        XCTAssertEqual(findings.map(\.message), ["Text \"Rating 1 star\" does not fit its box at AX5"])
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.subject.elementID, "rating")
        XCTAssertEqual(finding.states, states)
        XCTAssertEqual(finding.path, [])
        XCTAssertTrue(finding.detail.hasSuffix(
            "; drawn in 3 wordings across its states, the message quoting the first found (\"Rating 1 star\"), then \"Rating 2 stars\", \"Rating No stars\""),
                      finding.detail)
        // Its identity is the first wording's, as it was before the wordings were merged: a baseline entry still matches.
        XCTAssertEqual(finding.identity.measure, Finding.measure(ofMessage: "Text \"Rating 1 star\" does not fit its box at AX5"))
    }

    /// Twin: a title and a subtitle of one element, both clipped and both drawn from the state, are
    /// two texts: two findings, each listing every state.
    func testTwoClippedTextsOfOneElementStayTwoFindings() throws {
        let (findings, states) = try validate(rating([("Rating {rating}", 104), ("Tap to change {rating}", 128)]), rule: .textClipped)
        XCTAssertEqual(findings.map(\.message), ["Text \"Rating 1 star\" does not fit its box at AX5",
                                                 "Text \"Tap to change 1 star\" does not fit its box at AX5"])
        XCTAssertEqual(findings.map(\.states), [states, states])
        XCTAssertEqual(findings.map { $0.detail.contains("3 wordings") }, [true, true])
    }

    /// The same rating written in Swift: the text of its value, drawn in a box too small at AX5.
    final class SwiftRating: Scene {
        let id = "swift-rating"
        let title = "Rating"
        let device = Device.phone
        var rating = 1
        var words: String { rating == 0 ? "No stars" : rating == 1 ? "1 star" : "\(rating) stars" }

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {
            list.fill(.rect(Rect(x: 0, y: 0, width: 390, height: 844)), .white)
            list.text(TextRun("Rating \(words)", box: Rect(x: 24, y: 112, width: 150, height: 18), size: settings.pointSize(.body), style: .body))
        }

        func stateSnapshot() -> [(key: String, value: String)] { [("rating", String(rating))] }

        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            var element = AccessibilityElement(id: "rating", label: "Rating", value: SpeechText(words), traits: .adjustable,
                                               frame: Rect(x: 16, y: 100, width: 200, height: 44))
            element.onIncrement = { [unowned self] _ in
                guard rating < 3 else { return false }
                rating += 1
                return true
            }
            element.onDecrement = { [unowned self] _ in
                guard rating > 0 else { return false }
                rating -= 1
                return true
            }
            return [element]
        }
    }

    /// Planted, in Swift: one finding, as for the scene file.
    func testASwiftScenesTextOfItsValueIsOneFinding() throws {
        let descriptor = SceneDescriptor(id: "swift-rating", tab: "Tests", title: "Rating", sourcePath: #filePath) { SwiftRating() }
        let (findings, states) = try validate(descriptor, rule: .textClipped, declarative: false)
        XCTAssertEqual(findings.map(\.message), ["Text \"Rating 1 star\" does not fit its box at AX5"])
        XCTAssertEqual(findings.first?.states, states)
        XCTAssertEqual(findings.first?.detail.contains("3 wordings"), true)
    }

    /// The other rules on drawn text split alike and are merged alike: grey state text is one
    /// contrast finding, whatever its words.
    func testOneGreyTextIsOneContrastFindingWhateverItsWords() throws {
        let (findings, states) = try validate(rating([("Rating {rating}", 112)], color: "#AAAAAA"), rule: .contrastText)
        XCTAssertEqual(findings.map(\.message), ["Text \"Rating 1 star\" has contrast 2.32:1"])
        XCTAssertEqual(findings.first?.states, states)
        XCTAssertEqual(findings.first?.detail.contains("3 wordings"), true)
    }
}
