import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// Scene files load completely or not at all, and every error names the file, the JSON path and
/// what was expected.
final class SceneFileTests: XCTestCase {
    private func load(_ text: String) throws -> FileScene { try SceneFile.parse(text, file: "test.json") }

    private func expectError(_ text: String, location: String, message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try load(text), file: file, line: line) { error in
            guard let e = error as? SceneFileError else { return XCTFail("unexpected \(error)", file: file, line: line) }
            XCTAssertEqual(e.file, "test.json", file: file, line: line)
            XCTAssertEqual(e.location, location, file: file, line: line)
            XCTAssertEqual(e.message, message, file: file, line: line)
        }
    }

    private let header = #""format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"}"#

    func testTheReferenceExampleLoads() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/settings-sheet.json")
        let scene = try SceneFile.load(path: url.path)
        XCTAssertEqual(scene.id, "settings-sheet")
        XCTAssertEqual(scene.device.size, Size(390, 844))
        let rows = try XCTUnwrap(scene.elements.first).children
        XCTAssertEqual(rows.map(\.id), ["title", "wifi", "bluetooth", "footer"])
        let wifi = rows[1]
        XCTAssertEqual(wifi.traits, [.button, .toggleButton])
        XCTAssertEqual(wifi.value, "1")
        XCTAssertEqual(wifi.customActions.map(\.name.string), ["Forget network"])
        XCTAssertEqual(scene.declaredGestures.first?.equivalentElementID, "wifi")
        var list = DisplayList()
        scene.draw(into: &list, settings: Settings(), time: 0)
        XCTAssertEqual(list.background, .white)
        XCTAssertEqual(list.textRuns.map(\.run.string), ["Settings", "Wi-Fi", "Bluetooth", "Forget a network from the Actions rotor on Wi-Fi."])
    }

    /// A container may say its children are read by position (an imported screen's, exported):
    /// "Edit" drawn above "Library" reads first although the file lists it second; without it, the
    /// file's order. The reading attributes are a container's, and an element alone refuses them.
    func testAContainersReadingOrder() throws {
        func order(_ attributes: String) throws -> [String] {
            let scene = try load("""
                {\(header),"elements":[{"id":"screen","frame":[0,0,390,844]\(attributes),"children":[
                 {"id":"library","label":"Library","traits":["header"],"frame":[16,100,200,41]},
                 {"id":"edit","label":"Edit","traits":["button"],"frame":[320,60,57,44]}]}]}
                """)
            var settings = Settings()
            settings.voiceOver = true
            return NavigationOrder(roots: scene.accessibilityElements(settings: settings)).entries.map(\.id)
        }
        XCTAssertEqual(try order(""), ["library", "edit"])
        XCTAssertEqual(try order(#","readingOrder":"children""#), ["library", "edit"])
        XCTAssertEqual(try order(#","readingOrder":"position""#), ["edit", "library"])
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"readingOrder\":\"position\"}]}",
                    location: "elements[0].readingOrder", message: "readingOrder is for a container: give it children")
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"sortsByOwnFrame\":true}]}",
                    location: "elements[0].sortsByOwnFrame", message: "sortsByOwnFrame is for a container: give it children")
    }

    func testEveryElementKnowsTheLineOfItsID() throws {
        let scene = try load("{\(header),\n\"elements\":[\n{\"id\":\"a\",\"frame\":[0,0,10,10],\n \"children\":[{\"frame\":[0,0,5,5],\n\"id\":\"b\"}]},\n{\"id\":\"c\",\"frame\":[0,0,1,1]}]}")
        XCTAssertEqual(scene.elementLines, ["a": 3, "b": 5, "c": 6])
        XCTAssertEqual(scene.descriptor.sourceLines, scene.elementLines)
    }

    /// Scene files ask for their elements' lines only: other values are scanned past (their lines still
    /// counted) without being named.
    func testLineLocatorNamesOnlyTheKeysAskedFor() {
        let text = "{\"elements\":[\n{\"id\":\"a\",\"drawing\":[{\"id\":1,\n\"x\":\"\\\"\"}],\n\"children\":[\n{\"id\":\"b\"}]}]}"
        let all = JSONLineLocator.lines(in: text)
        let some = JSONLineLocator.lines(in: text, keys: ["elements", "children", "id"])
        XCTAssertEqual(Set(some.keys), ["", "elements", "elements[0]", "elements[0].id", "elements[0].children",
                                        "elements[0].children[0]", "elements[0].children[0].id"])
        for (path, line) in some { XCTAssertEqual(all[path], line, path) }
        XCTAssertEqual(some["elements[0].children[0].id"], 5)
    }

    func testMinimalFileTakesDefaults() throws {
        let scene = try load("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,10,10]}]}")
        XCTAssertEqual(scene.title, "s")
        let a = scene.elements[0]
        XCTAssertNil(a.label)
        XCTAssertEqual(a.traits, [])
        XCTAssertTrue(a.isAccessibilityElement)
        XCTAssertNil(a.directTouch)
    }

    func testEveryElementFieldIsRead() throws {
        let scene = try load("""
        {\(header),"elements":[{"id":"c","frame":[0,0,100,100],"container":"list","children":[
          {"id":"k","label":"C","value":"v","hint":"h","traits":["keyboardKey","allowsDirectInteraction"],
           "frame":[0,0,50,50],"path":"M0 0 L50 0 L25 50 Z","activationPoint":[25,10],
           "dragSources":[{"name":"Drag C","point":[25,25]}],"dropPoints":[{"name":"Drop on C","point":[25,40],"view":"c"}],
           "directTouch":{"silentOnTouch":true,"requiresActivation":false},"zoom":true,"modal":true,"hidden":false,
           "language":"fr-FR"}]}]}
        """)
        let c = scene.elements[0]
        XCTAssertFalse(c.isAccessibilityElement)
        XCTAssertEqual(c.container, .list)
        XCTAssertTrue(c.childrenInExplicitOrder)
        let k = c.children[0]
        XCTAssertEqual(k.path?.elements.count, 4)
        XCTAssertEqual(k.resolvedActivationPoint, Point(25, 10))
        XCTAssertEqual(k.dropPoints.first?.viewID, "c")
        XCTAssertEqual(k.directTouch, .silentOnTouch)
        XCTAssertNotNil(k.onZoomIn)
        XCTAssertTrue(k.viewIsModal)
        XCTAssertEqual(k.language, "fr-FR")
    }

    func testSyntaxErrorsGiveLineAndColumn() {
        expectError("{\n  \"format\": \"axsandbox-scene\",\n  \"version\": 1,,\n}", location: "line 3, column 16",
                    message: "expected a field name in double quotes")
    }

    /// A file cut short (an interrupted download, half a merge conflict) ends where the parser
    /// expected more: its line and column are the file's end, so the message says it was cut short
    /// rather than pointing at a field name that is not there.
    func testAFileCutShortSaysSo() {
        expectError("{\n  \"format\": \"axsandbox-scene\",\n  \"elements\": [{\"id\": \"a\",\n      ", location: "line 4, column 7",
                    message: "expected a field name in double quotes; the file ends there, before its JSON does: it was cut short")
        expectError("{\"format\": \"axsandbox-scene\", \"version\": 1", location: "line 1, column 43",
                    message: "unexpected end of input inside an object; the file ends there, before its JSON does: it was cut short")
    }

    func testMissingRequiredFields() {
        expectError(#"{"format":"axsandbox-scene","version":1,"device":{}}"#, location: "id", message: "required field is missing")
        expectError("{\(header),\"elements\":[{\"id\":\"a\"}]}", location: "elements[0].frame", message: "required field is missing")
    }

    func testWrongFormatAndNewerVersion() {
        expectError(#"{"format":"other","version":1,"id":"s","device":{}}"#, location: "format", message: "expected \"axsandbox-scene\"")
        expectError(#"{"format":"axsandbox-scene","version":2,"id":"s","device":{}}"#, location: "version",
                    message: "this program reads scene files up to version 1, found 2")
    }

    func testUnknownFieldsAreErrorsNotIgnored() {
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"lable\":\"x\"}]}", location: "elements[0].lable",
                    message: "unknown field; expected one of " + SceneFile.elementFields.joined(separator: ", "))
    }

    func testCustomContentAndUserInputLabels() throws {
        let scene = try load("{\(header),\"elements\":[{\"id\":\"a\",\"label\":\"Bailey\",\"frame\":[0,0,100,40],"
            + #""customContent":[{"label":"Popularity","value":"number one","importance":"high"},{"label":"Age"}],"userInputLabels":["Bailey","Dog"]}]}"#)
        let element = try XCTUnwrap(scene.accessibilityElements(settings: Settings()).first { $0.id == "a" })
        XCTAssertEqual(element.customContent, [CustomContent(label: "Popularity", value: "number one", importance: .high),
                                               CustomContent(label: "Age", value: "")])
        XCTAssertEqual(element.userInputLabels, ["Bailey", "Dog"])
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"customContent\":[{\"label\":\"x\",\"importance\":\"low\"}]}]}",
                    location: "elements[0].customContent[0].importance", message: "expected one of default, high, found \"low\"")
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"customContent\":[{\"label\":\"x\",\"isImportant\":true}]}]}",
                    location: "elements[0].customContent[0].isImportant", message: "unknown field; expected one of label, value, importance")
    }

    /// A data table's cells: place, spans and headers, each checked (docs/scene-format.md).
    func testDataTableCells() throws {
        let scene = try load("{\(header),\"elements\":[{\"id\":\"t\",\"frame\":[0,0,200,80],\"container\":\"dataTable\",\"children\":["
            + #"{"id":"h","label":"Day","frame":[0,0,100,40],"dataTableCell":{"row":0,"column":0,"columnHeader":true}},"#
            + #"{"id":"c","label":"Monday","value":"3","frame":[0,40,200,40],"dataTableCell":{"row":1,"column":0,"columnSpan":2}}]}]}"#)
        let table = try XCTUnwrap(scene.accessibilityElements(settings: Settings()).first { $0.id == "t" })
        XCTAssertEqual(table.children[0].dataTableCell, DataTableCell(row: 0, column: 0, isColumnHeader: true))
        XCTAssertEqual(table.children[1].dataTableCell, DataTableCell(row: 1, column: 0, columnSpan: 2))
        XCTAssertEqual(ImportReaderTests.spoken(scene).map(\.speech.description), ["Day. Row 1. Column 1.", "Monday. Spans 2 columns. Row 2. Column 1. 3"])
        let cell = { (fields: String) in "{\(self.header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"dataTableCell\":{\(fields)}}]}" }
        expectError(cell(#""row":-1"#), location: "elements[0].dataTableCell.row", message: "expected a row from 0 to 100000 (rows and columns count from 0)")
        expectError(cell(#""column":0,"columnSpan":0"#), location: "elements[0].dataTableCell.columnSpan", message: "expected a columnSpan from 1 to 100000")
        expectError(cell(#""row":0,"header":true"#), location: "elements[0].dataTableCell.header",
                    message: "unknown field; expected one of row, column, rowSpan, columnSpan, rowHeader, columnHeader")
    }

    /// Switch Control's grouping and scanning fields (docs/switch-control.md).
    func testNavigationStyleAndRespondsToUserInteraction() throws {
        let scene = try load("{\(header),\"elements\":[{\"id\":\"row\",\"frame\":[0,0,100,40],\"navigationStyle\":\"combined\","
            + #""children":[{"id":"a","label":"A","traits":["button"],"frame":[0,0,50,40],"respondsToUserInteraction":false}]}]}"#)
        let row = try XCTUnwrap(scene.accessibilityElements(settings: Settings()).first { $0.id == "row" })
        XCTAssertEqual(row.navigationStyle, .combined)
        XCTAssertEqual(row.children.first?.respondsToUserInteraction, false)
        XCTAssertNil(row.respondsToUserInteraction, "left out: inferred")
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"navigationStyle\":\"joined\"}]}",
                    location: "elements[0].navigationStyle", message: "expected one of automatic, separate, combined, found \"joined\"")
    }

    /// What an imported screen's export marks (docs/scene-format.md): a text the capture cut short,
    /// an exposure the capture does not tell.
    func testCaptureMarksAreReadAndCheckedByName() throws {
        let scene = try load("{\(header),\"elements\":[{\"id\":\"a\",\"label\":\"Email\",\"value\":\"ann@e...\",\"frame\":[0,0,100,40],"
            + #""cutByCapture":["value","label"],"exposureUnknown":true}]}"#)
        let element = try XCTUnwrap(scene.accessibilityElements(settings: Settings()).first)
        XCTAssertEqual(element.cutByCapture, [.label, .value])
        XCTAssertEqual(element.cutByCapture.names, ["label", "value"])
        XCTAssertTrue(element.exposureUnknown)
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"cutByCapture\":[\"hint\"]}]}",
                    location: "elements[0].cutByCapture[0]", message: "expected one of label, value, found \"hint\"")
    }

    func testBadValuesNameTheirJSONPath() {
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1]}]}", location: "elements[0].frame",
                    message: "expected [x, y, width, height], an array of 4 numbers, found 3 items")
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"traits\":[\"button\",\"toggle\"]}]}",
                    location: "elements[0].traits[1]",
                    message: "unknown trait \"toggle\"; expected one of " + AccessibilityTraits.named.map(\.name).joined(separator: ", "))
        expectError("{\(header),\"drawing\":[{\"rect\":[0,0,1,1],\"fill\":\"red\"}]}", location: "drawing[0].fill",
                    message: "expected a colour as #RRGGBB or #RRGGBBAA, found \"red\"")
        expectError("{\(header),\"drawing\":[{\"path\":\"M 0 0 L x\",\"fill\":\"#000000\"}]}", location: "drawing[0].path",
                    message: "invalid SVG path at character 8: expected a number, found 'x'")
        // An empty path has no shape: as an element's content shape it left nothing to touch.
        for (body, location) in [("\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"path\":\"\"}]", "elements[0].path"),
                                 ("\"drawing\":[{\"path\":\" \",\"fill\":\"#000000\"}]", "drawing[0].path")] {
            expectError("{\(header),\(body)}", location: location,
                        message: "expected SVG path data (\"M 0 0 L 10 10 Z\"), found an empty path; leave the field out, or null, for none")
        }
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"modal\":\"yes\"}]}", location: "elements[0].modal",
                    message: "expected true or false, found a string")
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1]},{\"id\":\"a\",\"frame\":[0,0,1,1]}]}",
                    location: "elements[1].id", message: "duplicate element id \"a\"")
        expectError("{\(header),\"drawing\":[{\"rect\":[0,0,1,1]}]}", location: "drawing[0]", message: "expected a fill or a stroke colour")
        expectError("{\(header),\"drawing\":[{\"rect\":[0,0,1,1],\"ellipse\":[0,0,1,1],\"fill\":\"#000\"}]}", location: "drawing[0]",
                    message: "expected only one of rect, ellipse")
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"container\":\"table\"}]}", location: "elements[0].container",
                    message: "expected one of list, landmark, semanticGroup, dataTable, tabBar, found \"table\"")
        // An effect's zoom focus is a frame like any other (docs/scene-format.md#effects).
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"activate\":{\"zoomFocus\":[10,20,2]}}]}",
                    location: "elements[0].activate.zoomFocus", message: "expected [x, y, width, height], an array of 4 numbers, found 3 items")
        expectError("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[0,0,1,1],\"activate\":{\"zoomFocus\":[10,20,-2,18]}}]}",
                    location: "elements[0].activate.zoomFocus", message: "expected a non-negative width and height")
    }

    func testTextWithAStyleFollowsContentSizeAndBoldText() throws {
        let scene = try load("{\(header),\"drawing\":[{\"text\":\"Hi\",\"box\":[0,0,100,30],\"style\":\"body\"}]}")
        var settings = Settings()
        settings.contentSize = .accessibilityXXXLarge
        settings.boldText = true
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: 0)
        let run = try XCTUnwrap(list.textRuns.first?.run)
        XCTAssertEqual(run.size, 53)
        XCTAssertEqual(run.weight, .semibold)
    }

    /// `when` on a setting: a drawing item or an element exists only under the settings it names, so a
    /// file can draw text darker under Increase Contrast (the contrast rule's fix) or drop an icon at
    /// the accessibility text sizes.
    func testWhenOnASettingDrawsAndExposesPerSetting() throws {
        let scene = try load("""
            {\(header),"drawing":[
              {"text":"Note","box":[0,0,100,30],"size":17,"color":"#767676","when":{"setting":"increaseContrast","equals":false}},
              {"text":"Note","box":[0,0,100,30],"size":17,"color":"#3A3A3C","when":{"setting":"increaseContrast","equals":true}},
              {"rect":[0,40,10,10],"fill":"#000000","when":{"setting":"layoutDirection","equals":"RTL"}}],
             "elements":[{"id":"icon","label":"Icon","frame":[0,60,44,44],"when":{"setting":"contentSize","atLeast":"AX1"}}]}
            """)
        func drawn(_ settings: Settings) -> [String] {
            var list = DisplayList()
            scene.draw(into: &list, settings: settings, time: 0)
            return list.items.map {
                switch $0.command {
                case .text(let run): return run.color.hexString
                case .fill: return "rect"
                default: return "?"
                }
            }
        }
        var contrast = Settings(); contrast.increaseContrast = true
        var rtl = Settings(); rtl.layoutDirection = .rightToLeft
        var large = Settings(); large.contentSize = .accessibilityMedium
        XCTAssertEqual(drawn(Settings()), ["#767676"])
        XCTAssertEqual(drawn(contrast), ["#3A3A3C"])
        XCTAssertEqual(drawn(rtl), ["#767676", "rect"], "a setting's value is read as --setting reads it (RTL, rtl)")
        XCTAssertEqual(scene.accessibilityElements(settings: Settings()).map(\.id), [])
        XCTAssertEqual(scene.accessibilityElements(settings: large).map(\.id), ["icon"])
    }

    /// A `when` written as an array holds only while every condition does: a mark drawn in the on
    /// state only under Differentiate Without Colour.
    func testWhenAsAnArrayNeedsEveryCondition() throws {
        let scene = try load("""
            {\(header),"state":{"on":{"value":false}},"drawing":[
              {"rect":[0,0,10,10],"fill":"#000000","when":[{"state":"on","equals":false},{"setting":"differentiateWithoutColor","equals":true}]}]}
            """)
        func drawn(_ settings: Settings) -> Int {
            var list = DisplayList()
            scene.draw(into: &list, settings: settings, time: 0)
            return list.items.count
        }
        var differentiate = Settings(); differentiate.differentiateWithoutColor = true
        XCTAssertEqual(drawn(Settings()), 0)
        XCTAssertEqual(drawn(differentiate), 1)
        // A number is read as `--setting` reads it: 1 is on.
        let numbered = try load("""
            {\(header),"drawing":[{"rect":[0,0,10,10],"fill":"#000000","when":{"setting":"differentiateWithoutColor","equals":1}}]}
            """)
        var list = DisplayList()
        numbered.draw(into: &list, settings: differentiate, time: 0)
        XCTAssertEqual(list.items.count, 1)
        func item(_ when: String) -> String { "{\(header),\"drawing\":[{\"rect\":[0,0,1,1],\"fill\":\"#000000\",\"when\":\(when)}]}" }
        expectError(item("[]"), location: "drawing[0].when", message: "expected at least one condition")
        expectError(item(#""differentiateWithoutColor""#), location: "drawing[0].when",
                    message: "expected a condition (an object) or an array of conditions, found a string")
        expectError(item(#"[{"setting":"boldText","equals":true},{"setting":"bold","equals":true}]"#), location: "drawing[0].when[1].setting",
                    message: "unknown setting \"bold\"; expected one of " + Settings.names.joined(separator: ", "))
    }

    func testBadSettingConditionsNameTheirJSONPath() {
        func item(_ when: String) -> String { "{\(header),\"drawing\":[{\"rect\":[0,0,1,1],\"fill\":\"#000000\",\"when\":\(when)}]}" }
        expectError(item(#"{"setting":"contrast","equals":true}"#), location: "drawing[0].when.setting",
                    message: "unknown setting \"contrast\"; expected one of " + Settings.names.joined(separator: ", "))
        expectError(item(#"{"setting":"layoutDirection","equals":"up"}"#), location: "drawing[0].when.equals",
                    message: "setting layoutDirection takes ltr or rtl, found \"up\"")
        expectError(item(#"{"setting":"boldText","equals":2}"#), location: "drawing[0].when.equals",
                    message: "setting boldText takes true or false, found \"2\"")
        expectError(item(#"{"setting":"boldText","atLeast":"AX1"}"#), location: "drawing[0].when.atLeast",
                    message: "atLeast applies to the setting contentSize only")
        expectError(item(#"{"setting":"contentSize","atLeast":"huge"}"#), location: "drawing[0].when.atLeast",
                    message: "expected one of " + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ", found \"huge\"")
        expectError(item(#"{"setting":"boldText","state":"x","equals":true}"#), location: "drawing[0].when",
                    message: "expected one of state or setting")
        expectError(item(#"{"setting":"boldText"}"#), location: "drawing[0].when", message: "expected one of equals or atLeast")
    }

    func testUnreadableFileNamesIt() {
        XCTAssertThrowsError(try SceneFile.load(path: "/nonexistent/scene.json")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/scene.json: cannot read the file: no such file or directory")
        }
    }
}
