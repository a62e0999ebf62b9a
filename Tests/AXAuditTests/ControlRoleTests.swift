import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// `traits.control-without-role`: an element whose own activation does something, exposed as static
/// text, a heading or with no trait, is a control VoiceOver never calls one ("See all places.",
/// "Month. Heading. 2 of 3."). Judged by the probe's measure of "did something", as
/// `actions.activation-does-nothing` judges its converse.
final class ControlRoleTests: XCTestCase {
    static let rule: Set<String> = ["traits.control-without-role"]

    /// The rule's findings on the scene file whose elements are `elements`, "element: message" sorted.
    static func findings(_ elements: String, state: String = "{}", rules: Set<String> = rule) throws -> [String] {
        let text = ##"{"format":"axsandbox-scene","version":1,"id":"role","device":{"idiom":"phone","width":390,"height":844},"state":\##(state),"elements":[\##(elements)]}"##
        let descriptor = try SceneFile.parse(text, file: "role.json").descriptor
        let report = Validator(rules: RuleCatalog.all.filter { rules.contains($0.info.id) }, matrix: .default, bounds: .default).validate(descriptor)
        return Array(Set(report.findings.map { "\($0.subject.elementID ?? ""): \($0.message)" })).sorted()
    }

    /// The stranger's copies of the carousel's "See all places" (announces) as static text, a
    /// heading and with no traits; the same element as a button passes.
    func testAnActingElementExposedAsTextOrHeadingIsReported() throws {
        func all(_ traits: String) -> String {
            ##"{"id":"all","label":"See all places","traits":\##(traits),"frame":[16,400,358,44],"activate":{"announce":"4 places"}}"##
        }
        for traits in [#"["staticText"]"#, #"["header"]"#, "[]"] {
            XCTAssertEqual(try Self.findings(all(traits)), [#"all: "See all places" acts when activated but is not exposed as a control"#], traits)
        }
        XCTAssertEqual(try Self.findings(all(#"["button"]"#)), [])
        XCTAssertEqual(try Self.findings(all(#"["header","button"]"#)), [], "a heading that acts and says Button")
    }

    /// The stranger's d03: a segment of a segmented control exposed as a heading ("Month. Heading.
    /// 2 of 3."); its activation selects it. The segments exposed as buttons pass.
    func testASegmentExposedAsAHeadingIsReported() throws {
        let segments = ##"""
        {"id":"range","series":true,"frame":[16,100,358,44],"children":[
          {"id":"week","label":"Week","traits":["button","selected"],"frame":[16,100,119,44]},
          {"id":"month","label":"Month","traits":["header"],"frame":[135,100,120,44]},
          {"id":"year","label":"Year","traits":["button"],"frame":[255,100,119,44]}]}
        """##
        XCTAssertEqual(try Self.findings(segments), [#"month: "Month" acts when activated but is not exposed as a control"#])
    }

    /// Not controls, or controls by another role: a heading and a text with no activation, a tab
    /// bar's tab (read "Tab."), an image that opens (read "Image.", as Photos' thumbnails), a dimmed
    /// element, a toggle, and a text whose activation answers but changes nothing.
    func testWhatIsNoControlOrSaysItsRoleIsNotReported() throws {
        let elements = ##"""
        {"id":"title","label":"Places","traits":["header"],"frame":[16,40,358,44]},
        {"id":"note","label":"Four places","traits":["staticText"],"frame":[16,90,358,44]},
        {"id":"tabs","traits":["tabBar"],"frame":[0,780,390,64],"children":[
          {"id":"home","label":"Home","traits":["selected"],"frame":[0,780,195,64]},
          {"id":"search","label":"Search","frame":[195,780,195,64]}]},
        {"id":"photo","label":"Lighthouse","traits":["image"],"frame":[16,140,358,100],"activate":{"announce":"Opened"}},
        {"id":"dim","label":"Later","traits":["staticText","notEnabled"],"frame":[16,250,358,44],"activate":{"announce":"Later"}},
        {"id":"wifi","label":"Wi-Fi","traits":["button","toggleButton"],"value":"1","frame":[16,300,358,44]},
        {"id":"inert","label":"Nothing","traits":["staticText"],"frame":[16,350,358,44],"activate":{}}
        """##
        XCTAssertEqual(try Self.findings(elements), [])
    }

    /// A row of a list (a table view's cell: no trait of its own, opening what it shows, as Mail's
    /// messages are read without "Button") is read as a row of the list and is not reported; the
    /// same row outside any list is.
    func testARowOfAListIsNotReported() throws {
        func rows(_ container: String) -> String {
            ##"{"id":"inbox","container":"\##(container)","frame":[0,100,390,88],"children":["##
                + ##"{"id":"m1","label":"Anna, Lunch tomorrow?","frame":[0,100,390,44],"activate":{"announce":"Opened"}},"##
                + ##"{"id":"m2","label":"Ben, Invoice","frame":[0,144,390,44],"activate":{"announce":"Opened"}}]}"##
        }
        XCTAssertEqual(try Self.findings(rows("list")), [])
        XCTAssertEqual(try Self.findings(rows("dataTable")), [])
        XCTAssertEqual(try Self.findings(rows("semanticGroup")).count, 2, "a group is no list: its rows say no role")
    }
}
