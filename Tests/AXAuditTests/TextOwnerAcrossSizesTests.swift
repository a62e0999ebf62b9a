import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// A finding on drawn text has one identity across the content sizes: at AX5 it names the element
/// that holds the run at the default size (`AuditSubject.textOwner`), as `text.overdrawn`,
/// `text.clipped` and the contrast rules do, so the default matrix reports one text once.
final class TextOwnerAcrossSizesTests: XCTestCase {
    /// The example segmented control with "Goal reached!" drawn by the screen at a fixed place that
    /// no element exposes (an outside tester's plant). At the default size it lies outside every
    /// frame; at AX5 the grown title pushes the summary row under it. It was reported twice: "not
    /// exposed" on the scene, and "never spoken [contentSize=AX5]" on the summary, which draws and
    /// speaks "Steps this week" and has nothing to do with it.
    func testTextNoElementHoldsAtTheDefaultSizeIsOneFindingOnTheScene() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/segmented-control.json").standardizedFileURL
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        XCTAssertNil(object["drawing"], "the example draws nothing of its own: the plant adds the only screen drawing")
        object["drawing"] = [["text": "Goal reached!", "at": [16, 300], "size": 17, "color": "#000000"]]
        let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let scene = try SceneFile.parse(text, file: "d18-text.json")
        func undescribed(_ base: Settings) -> [Finding] {
            Validator(rules: [UndescribedTextRule()], baseSettings: base).validate(scene.descriptor, declarative: true).findings
        }
        let found = undescribed(Settings())
        XCTAssertEqual(found.map { "\($0.subject.elementID ?? "-") \($0.message)" }, ["- Drawn text \"Goal reached!\" is not exposed to VoiceOver"])
        XCTAssertEqual(found.first?.settings, "")
        // At AX5 alone the finding is the same one (its identity: the scene, the same words), and
        // its detail says where the text lies there.
        var largest = Settings()
        largest.contentSize = .largest
        let atAX5 = undescribed(largest).filter { $0.settings.hasPrefix("contentSize=AX5") }
        XCTAssertEqual(atAX5.map(\.identity), found.map(\.identity))
        XCTAssertEqual(atAX5.first?.detail,
                       "it is drawn inside \"Steps this week\", which speaks other text drawn there and no word of this; at the default size it lies outside every accessibility element's frame")
    }

    /// A narrow column (a title that grows at AX5, a status element below it) and the status's
    /// words drawn by the screen at a fixed place beside it, in its row, outside its frame: spoken
    /// by the element in their row at the default size, so clean there. At AX5 the grown title
    /// pushes the status down out of the row: nobody in their row speaks the words, and that is
    /// still reported, at AX5 alone, on the scene (no element held them at the default size).
    func testTextSpokenAtTheDefaultSizeOnlyIsStillReportedAtAX5() throws {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"goal","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[
          {"id":"page","frame":[16,56,170,0],"layout":{"axis":"column","spacing":16},"children":[
            {"id":"title","label":"Places","traits":["header"],"size":[170,41],
             "drawing":[{"text":"Places","box":[0,0,170,41],"style":"largeTitle","weight":"bold"}]},
            {"id":"status","label":"Goal reached!","traits":["staticText"],"size":[170,44]}]}],
         "drawing":[{"text":"Goal reached!","box":[200,124,174,22],"style":"body"}]}
        """
        let scene = try SceneFile.parse(text, file: "goal.json")
        let found = Validator(rules: [UndescribedTextRule()]).validate(scene.descriptor, declarative: true).findings
        XCTAssertEqual(found.map { "\($0.subject.elementID ?? "-") \($0.message) [\($0.settings)]" },
                       ["- Drawn text \"Goal reached!\" is not exposed to VoiceOver [contentSize=AX5]"])
        XCTAssertEqual(found.first?.detail, "text at [200, 124, 174, 22] lies outside every accessibility element's frame")
    }

    /// Words an element holds and speaks at the default size are heard on it at AX5 too, wherever
    /// the grown layout moved it: the title pushing it out from under a caption the screen draws at
    /// a fixed place leaves the caption the element's, not a finding on the title it now lies in.
    func testTextItsOwnerSpeaksAtTheDefaultSizeIsHeardAtAX5() throws {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"goal","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[
          {"id":"page","frame":[0,56,390,0],"layout":{"axis":"column","spacing":16},"children":[
            {"id":"title","label":"Featured places","traits":["header"],"size":[390,41],
             "drawing":[{"text":"Featured places","box":[16,0,358,41],"style":"largeTitle","weight":"bold"}]},
            {"id":"status","label":"Goal reached!","traits":["staticText"],"size":[390,44]}]}],
         "drawing":[{"text":"Goal reached!","box":[16,124,358,22],"style":"body"}]}
        """
        let scene = try SceneFile.parse(text, file: "goal.json")
        XCTAssertEqual(Validator(rules: [UndescribedTextRule()]).validate(scene.descriptor, declarative: true).findings.map(\.message), [])
    }

    /// `transparency.translucent-behind-text` under AX5 names the text as the text rules do: the
    /// caption the screen draws over a button at a fixed place, on a translucent fill, is the
    /// button's (whose frame holds it at the default size), not the photo's a grown title pushes
    /// under it.
    func testTranslucentFillBehindTextAtAX5NamesTheDefaultSizesOwner() throws {
        let scene = try SceneFile.parse(OverdrawnTextTests.captionAtAFixedPlace(fill: "#00308F80"), file: "fixed.json")
        func translucent(_ size: ContentSizeCategory) -> [String] {
            var base = Settings()
            base.contentSize = size
            base.reduceTransparency = true
            return Validator(rules: [ReduceTransparencyRule()], baseSettings: base).validate(scene.descriptor, declarative: true).findings
                .filter { $0.message.contains("\"Favorite\"") }.map { $0.subject.elementID ?? "-" }
        }
        XCTAssertEqual(translucent(.default), ["all"])
        XCTAssertEqual(translucent(.largest), ["all"])
    }
}
