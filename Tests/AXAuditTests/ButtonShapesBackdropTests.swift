import XCTest
import AXCore
@testable import AXScenes
@testable import AXAudit

/// `vision.button-shapes-ignored` reads the whole frame under a text-only button: a shape the
/// surrounding drawing already gives it (a segmented control's track its container draws, a pill a
/// toolbar draws behind it) is the shape Button Shapes would add, and the button is not reported;
/// a bare text button, one on a bar across the screen or one on a card that holds more, still is.
final class ButtonShapesBackdropTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ButtonShapes")

    private func found(_ text: String) throws -> [String] {
        let scene = try SceneFile.parse(text, file: "planted.json")
        let rules = RuleCatalog.all.filter { $0.info.id == "vision.button-shapes-ignored" }
        return Validator(rules: rules, bounds: .initialState).validate(scene.descriptor, declarative: true).findings
            .map { $0.subject.elementID ?? "" }.sorted()
    }

    private func fixture(_ name: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// Segments that are text alone on the track their container draws are shaped by the track;
    /// without the track (the container draws nothing), each is bare text and is found.
    func testSegmentsOnTheirContainersTrackAreNotFound() throws {
        let file = try fixture("segmented-track.json")
        XCTAssertEqual(try found(file), [])
        // The planted defect: the track and the selection's thumbs taken away.
        let bare = try Self.withoutContainerDrawing(file)
        XCTAssertNotEqual(bare, file)
        XCTAssertEqual(try found(bare), ["month", "week", "year"])
        // The catalog's own example, whose selected segment draws its thumb itself.
        let example = try String(contentsOf: Self.fixtures.appendingPathComponent("../../../../examples/segmented-control.json").standardizedFileURL,
                                 encoding: .utf8)
        XCTAssertEqual(try found(example), [])
    }

    /// A pill the toolbar draws behind Done shapes it; Edit, on the bar alone (a fill across the
    /// screen's width), is found. A pill of the bar's own colour shows nothing, and Done is found too.
    func testAPillBehindAToolbarButtonShapesIt() throws {
        let file = try fixture("toolbar-pill.json")
        XCTAssertEqual(try found(file), ["edit"])
        XCTAssertTrue(file.contains("\"#D6EAFF\""))
        XCTAssertEqual(try found(file.replacingOccurrences(of: "\"#D6EAFF\"", with: "\"#F2F2F7\"")), ["done", "edit"],
                       "a pill of the bar's colour is no shape")
    }

    /// A text button on a card that holds more than it (a title above it) has no shape of its own:
    /// found; the same card hugging the button alone is its shape.
    func testACardThatHoldsMoreIsNoButtonShape() throws {
        func screen(card: String) -> String {
            """
            {"format":"axsandbox-scene","version":1,"id":"planted","device":{"idiom":"phone","width":390,"height":844},
             "background":"#FFFFFF","drawing":[{"rect":\(card),"fill":"#E5E5EA","cornerRadius":12}],"elements":[
              {"id":"title","label":"Backup","traits":["header"],"frame":[32,116,326,30],"drawing":[
                {"text":"Backup","box":[32,116,326,30],"style":"headline","color":"#000000"}]},
              {"id":"more","label":"More","traits":["button"],"frame":[32,200,90,44],"activate":{"announce":"More"},"drawing":[
                {"text":"More","box":[36,211,82,22],"style":"body","color":"#0040DD"}]}]}
            """
        }
        XCTAssertEqual(try found(screen(card: "[16,100,358,160]")), ["more"])
        XCTAssertEqual(try found(screen(card: "[32,204,90,36]")), [])
    }

    /// The fixture without its container's drawing: the segmented control's track and thumbs.
    private static func withoutContainerDrawing(_ file: String) throws -> String {
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
        var elements = try XCTUnwrap(json["elements"] as? [[String: Any]])
        elements[0].removeValue(forKey: "drawing")
        json["elements"] = elements
        return String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
    }
}
