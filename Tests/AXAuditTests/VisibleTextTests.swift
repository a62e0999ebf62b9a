@testable import AXAudit
import AXCore
import AXScenes
import XCTest

/// The text rules judge the part of a text that shows: on screen and inside the clips it is drawn
/// in, as the renderer cuts it. Exploring Pre-Poster scrolled posts under the feed's top edge,
/// where the text is cut away, and the rules reported it unexposed and unreadable.
final class VisibleTextTests: XCTestCase {
    /// A title, then a feed clipped to about y 100…300 with a white line of text drawn at `textY` on a
    /// pale grey circle that the clip also cuts (an avatar's initials); nothing exposes the line.
    final class ClippedFeed: ComponentScene {
        let textY: Double
        init(textY: Double) {
            self.textY = textY
            super.init(id: "feed", title: "Feed")
        }
        override func body(settings: Settings) -> any Component {
            let y = textY
            let feed = Drawing(height: 200) { frame, list, _, _ in
                list.clipped(to: frame) { list in
                    list.fill(.ellipse(Rect(x: 16, y: y - 10, width: 50, height: 50)), .hex("#0A60D0"))
                    list.text(TextRun("TM", box: Rect(x: 20, y: y, width: 40, height: 30), size: 17, color: .white))
                }
            }
            return Background(.hex("#F2F2F7"), Padding(16, Column([
                Label(id: "title", "Feed", style: .title1, weight: .bold, color: .black, traits: .header), Spacer(40), feed])))
        }
    }

    private func findings(textY: Double, rules ids: Set<String> = ["label.undescribed-text", "contrast.text"]) -> [String] {
        let descriptor = SceneDescriptor(id: "feed", tab: "Tests", title: "Feed", sourcePath: #filePath) { ClippedFeed(textY: textY) }
        let rules = RuleCatalog.all.filter { ids.contains($0.info.id) }
        return Validator(rules: rules).validate(descriptor).findings.map(\.ruleID)
    }

    /// "TM" keeps 17 pt at AX5: found where it shows, not where the clip cuts it away. A row
    /// scrolled out of a list's view was reported on the screen, below the list, and again on its
    /// row once scrolled in.
    func testTextThatDoesNotScaleIsJudgedWhereItShows() {
        XCTAssertEqual(findings(textY: 400, rules: ["text.not-scaling"]), [], "below the feed's clip: nothing shows")
        XCTAssertEqual(findings(textY: 180, rules: ["text.not-scaling"]), ["text.not-scaling"])
    }

    func testTextCutAwayByItsClipIsNotJudged() {
        XCTAssertEqual(findings(textY: 400), [], "below the feed's clip: nothing shows")
        XCTAssertEqual(findings(textY: 180), ["label.undescribed-text"], "inside the clip it shows, unexposed (and readable on its circle)")
    }

    /// A lock screen's opaque panel over a "Lock" button drawn in grey: the button's text is judged
    /// where it shows, once (its own finding), and not again under the panel, where it was reported
    /// on the screen beside the button's finding (2.32:1, and clipped at AX5, of text no one sees).
    func testTextUnderAnOpaquePanelIsNotJudged() throws {
        let file = ##"{"format":"axsandbox-scene","version":1,"id":"covered","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF","state":{"locked":false},"elements":[{"id":"lock","label":"Lock","traits":["button"],"frame":[16,120,358,60],"drawing":[{"rect":[16,120,358,60],"fill":"#FFFFFF","stroke":"#0A60D0"},{"text":"Lock","box":[16,138,358,24],"style":"body","color":"#AAAAAA","alignment":"center"}],"activate":{"set":{"locked":true},"layoutChanged":"panel"}},{"id":"panelc","modal":true,"frame":[0,0,390,844],"when":{"state":"locked","equals":true},"drawing":[{"rect":[0,0,390,844],"fill":"#FFFFFF"}],"children":[{"id":"panel","label":"Locked","traits":["header"],"frame":[16,300,358,60],"drawing":[{"text":"Locked","box":[16,310,358,40],"style":"title1","color":"#000000"}]},{"id":"unlock","label":"Unlock","traits":["button"],"frame":[16,400,358,60],"activate":{"set":{"locked":false},"layoutChanged":true},"drawing":[{"rect":[16,400,358,60],"fill":"#0A60D0","cornerRadius":10},{"text":"Unlock","box":[16,418,358,24],"style":"body","color":"#FFFFFF","alignment":"center"}]}]}]}"##
        let descriptor = try SceneFile.parse(file, file: "covered.json").descriptor
        let rules = RuleCatalog.all.filter { ["contrast.text", "text.clipped", "label.undescribed-text"].contains($0.info.id) }
        let findings = Validator(rules: rules, bounds: .default).validate(descriptor).findings
        let onLockText = findings.filter { $0.message.contains("\"Lock\"") }
        XCTAssertEqual(Set(onLockText.map(\.ruleID)), ["contrast.text", "text.clipped"])
        XCTAssertEqual(Set(onLockText.map { $0.subject.elementID }), ["lock"], "no second finding on the screen under the panel")
        XCTAssertEqual(Set(onLockText.map(\.states)), [[0]], "judged where it shows: the state before the panel")
    }

    /// A finding on drawn text no element holds is about the scene, at the part of the text that
    /// shows (reports and the findings overlay outline it there); a declared gesture with no
    /// accessible way, at the gesture's area.
    func testAFindingWithNoElementSaysWhereItLies() throws {
        let descriptor = SceneDescriptor(id: "feed", tab: "Tests", title: "Feed", sourcePath: #filePath) { ClippedFeed(textY: 180) }
        let text = try XCTUnwrap(Validator().validate(descriptor).findings.first { $0.ruleID == "label.undescribed-text" })
        XCTAssertNil(text.subject.elementID)
        let place = try XCTUnwrap(text.subject.frame, "the text's place")
        XCTAssertTrue(Rect(x: 20, y: 180, width: 40, height: 30).contains(place.center), "\(place) is where TM is drawn")
        XCTAssertLessThanOrEqual(place.maxY, 300.5, "only the part inside the feed's clip")

        let broken = try XCTUnwrap(Catalog.registry.descriptor(for: "star-rating-broken"))
        let gesture = try XCTUnwrap(Validator().validate(broken).findings.first { $0.ruleID == "actions.touch-only-gesture" })
        XCTAssertNil(gesture.subject.elementID)
        let area = try XCTUnwrap(gesture.subject.frame, "the gesture's area")
        XCTAssertTrue(gesture.detail.hasPrefix("gesture area \(area);"), gesture.detail)
    }

    func testTheClipOfEachItemIsTheIntersectionAroundIt() {
        var list = DisplayList()
        list.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .black)
        list.clipped(to: Rect(x: 0, y: 0, width: 100, height: 100)) { list in
            list.withTransform(.translation(x: 50, y: 0)) { list in
                list.clipped(to: Rect(x: 0, y: 0, width: 100, height: 50)) { $0.text(TextRun("A", box: Rect(x: 0, y: 0, width: 10, height: 10), size: 10, color: .black)) }
            }
            list.clipped(to: Rect(x: 200, y: 0, width: 10, height: 10)) { $0.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .black) }
        }
        let clips = list.clips
        let text = list.items.firstIndex { if case .text = $0.command { return true } else { return false } }!
        XCTAssertNil(clips[0])
        XCTAssertEqual(clips[text], Rect(x: 50, y: 0, width: 50, height: 50))
        let cutAway = list.items.lastIndex { if case .fill = $0.command { return true } else { return false } }!
        XCTAssertEqual(clips[cutAway], .zero, "clips that do not overlap leave nothing")
    }
}
