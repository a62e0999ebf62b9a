import XCTest
import AXCore
@testable import AXScenes
@testable import AXAudit

/// `vision.state-by-colour` judges every action the technologies share (an adjustable's increment
/// and decrement, a custom action), not only activation; it names the elements beyond its bound as
/// not assessed; and `vision.button-shapes-ignored` reports a text-only button that ignores Button Shapes.
final class StateByColourActionsTests: XCTestCase {
    private func validated(_ text: String, rules: [String], bounds: ExplorationBounds = .initialState) throws -> ValidationReport.SceneResult {
        let scene = try SceneFile.parse(text, file: "planted.json")
        return Validator(rules: RuleCatalog.all.filter { rules.contains($0.info.id) }, bounds: bounds).validate(scene.descriptor, declarative: true)
    }

    private static func screen(state: String, _ elements: String) -> String {
        """
        {"format":"axsandbox-scene","version":1,"id":"planted","device":{"idiom":"phone","width":390,"height":844},
         "background":"#FFFFFF","state":{\(state)},"elements":[\(elements)]}
        """
    }

    /// A battery level whose increment turns its bar from red to green and nothing else: the
    /// adjustable twin of a toggle that does the same. Both are found; with a mark on the full bar,
    /// neither.
    func testAnAdjustableWhoseValueIsToldByColourIsFound() throws {
        func dial(mark: Bool) -> String {
            let check = mark ? ##",{"text":"✓","box":[330,110,40,40],"style":"body","color":"#000000","when":{"state":"battery","equals":1}}"## : ""
            return Self.screen(state: #""battery":{"value":0,"range":[0,1],"spoken":["Low","Full"]}"#, """
            {"id":"battery","label":"Battery saver level","adjusts":"battery","frame":[16,100,358,60],"drawing":[
              {"text":"Battery","at":[24,118],"style":"body","color":"#000000"},
              {"rect":[150,110,200,40],"fill":"#FF3B30","cornerRadius":8,"when":{"state":"battery","equals":0}},
              {"rect":[150,110,200,40],"fill":"#34C759","cornerRadius":8,"when":{"state":"battery","equals":1}}\(check)]}
            """)
        }
        let found = try validated(dial(mark: false), rules: ["vision.state-by-colour"]).findings
        XCTAssertEqual(found.map(\.subject.elementID), ["battery"])
        XCTAssertEqual(found.first?.message, "Its states differ only in colour, indistinguishable under deuteranopia")
        XCTAssertTrue(found.first?.detail.hasPrefix("on incrementing: deuteranopia ΔE") == true, found.first?.detail ?? "")
        XCTAssertEqual(try validated(dial(mark: true), rules: ["vision.state-by-colour"]).findings, [], "a mark tells the value without colour")
    }

    /// A song row whose "Favourite" custom action turns a dot from red to green: found at the
    /// initial state (the probe acts) and when exploration took the action (the rule reads what it
    /// observed, drawn as the probe draws it).
    func testACustomActionWhoseStateIsToldByColourIsFound() throws {
        let row = Self.screen(state: #""fav":false"#, """
        {"id":"song","label":"Yesterday","traits":["button"],"frame":[16,100,358,60],"activate":{"announce":"Playing"},
         "customActions":[{"name":"Favourite","set":{"fav":true},"announce":"Favourited"}],
         "drawing":[{"text":"Yesterday","at":[24,118],"style":"body","color":"#000000"},
           {"ellipse":[330,118,24,24],"fill":"#FF3B30","when":{"state":"fav","equals":false}},
           {"ellipse":[330,118,24,24],"fill":"#34C759","when":{"state":"fav","equals":true}}]}
        """)
        for bounds in [ExplorationBounds.initialState, ExplorationBounds(depth: 2, states: 10)] {
            let found = try validated(row, rules: ["vision.state-by-colour"], bounds: bounds).findings
            XCTAssertEqual(found.map(\.subject.elementID), ["song"], "depth \(bounds.depth)")
            XCTAssertTrue(found.first?.detail.hasPrefix("on its custom action \"Favourite\": deuteranopia ΔE") == true, found.first?.detail ?? "")
        }
    }

    /// 45 toggles, the last telling its state by red and green alone. The probe acts on the first
    /// 40; the other five are listed as not assessed, by id, in the JSON and text reports, instead
    /// of a silent pass. With 40, nothing is left out.
    func testTogglesBeyondTheBoundAreListedAsNotAssessed() throws {
        func toggles(_ count: Int) -> String {
            let elements = (0..<count).map { i -> String in
                let y = 10 + 18 * i
                let (off, on) = i == count - 1 ? ("#FF3B30", "#34C759") : ("#FFFFFF", "#000000")
                return """
                {"id":"t\(i)","label":"Option \(i)","value":"0","traits":["button","toggleButton"],"frame":[16,\(y),358,18],"drawing":[
                  {"rect":[300,\(y + 2),14,14],"fill":"\(off)","stroke":"#000000","when":{"state":"t\(i)","equals":false}},
                  {"rect":[300,\(y + 2),14,14],"fill":"\(on)","stroke":"#000000","when":{"state":"t\(i)","equals":true}}]}
                """
            }
            return Self.screen(state: "", elements.joined(separator: ","))
        }
        let many = try validated(toggles(45), rules: ["vision.state-by-colour"])
        XCTAssertEqual(many.findings, [])
        let left = many.unassessed.filter { $0.ruleID == "vision.state-by-colour" }
        XCTAssertEqual(left.map(\.status), [.needsReview])
        XCTAssertEqual(left.first?.reason, "probed the first 40 of the 45 elements a user acts on in a state; not probed: t40, t41, t42, t43, t44")
        let report = ValidationReport(scenes: [many], matrix: .default)
        XCTAssertTrue(TextReport.render(report).contains("not probed: t40, t41, t42, t43, t44"), TextReport.render(report))
        // Within the bound, the red and green toggle is probed and found.
        let forty = try validated(toggles(40), rules: ["vision.state-by-colour"])
        XCTAssertEqual(forty.findings.map(\.subject.elementID), ["t39"])
        XCTAssertEqual(forty.unassessed, [])
    }

    /// Button Shapes: a button drawn as blue text alone, unchanged with the setting on, is found;
    /// one that draws an underline under the setting is not, nor a link (text by design), nor an
    /// icon button (not text alone), nor a button on a filled backdrop.
    func testATextOnlyButtonThatIgnoresButtonShapesIsFound() throws {
        func button(_ id: String, traits: String = #""button""#, x: Int, extra: String = "") -> String {
            """
            {"id":"\(id)","label":"\(id.capitalized)","traits":[\(traits)],"frame":[\(x),50,80,44],"activate":{"announce":"Done"},"drawing":[
              {"text":"\(id.capitalized)","box":[\(x + 10),60,60,24],"style":"body","color":"#0040DD"}\(extra)]}
            """
        }
        let underline = ##",{"rect":[0,84,0,2],"fill":"#0040DD","when":{"setting":"buttonShapes","equals":true}}"##
        let screen = Self.screen(state: "", [
            button("edit", x: 10),
            button("save", x: 100, extra: underline.replacingOccurrences(of: "[0,84,0,2]", with: "[110,84,60,2]")),
            button("help", traits: #""link""#, x: 190),
            """
            {"id":"share","label":"Share","traits":["button"],"frame":[280,50,44,44],"activate":{"announce":"Shared"},"drawing":[
              {"ellipse":[290,60,24,24],"fill":"#0040DD"}]}
            """,
            button("more", x: 10, extra: ##",{"rect":[10,100,80,44],"fill":"#E5E5EA"}"##).replacingOccurrences(of: "[10,50,80,44]", with: "[10,100,80,44]")
                .replacingOccurrences(of: "[20,60,60,24]", with: "[20,110,60,24]"),
        ].joined(separator: ","))
        let found = try validated(screen, rules: ["vision.button-shapes-ignored"]).findings
        XCTAssertEqual(found.map(\.subject.elementID), ["edit"])
        XCTAssertEqual(found.first?.message, "Button \"Edit\" is text alone and stays so under Button Shapes")
        XCTAssertEqual(found.first?.severity, .warning)
        // Validated with the setting on, there is nothing to compare: the rule does not run.
        var shaped = Settings()
        shaped.buttonShapes = true
        XCTAssertFalse(ButtonShapesRule().applies(to: shaped))
    }
}
