import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// `axsandbox export`: every catalog scene written as AccessibilitySnapshot JSON imports back as the
/// same elements saying the same things, and written as a scene file loads back as the same tree.
final class ExportRoundTripTests: XCTestCase {
    private var settings: Settings {
        var s = Settings()
        s.voiceOver = true
        return s
    }

    private func snapshotJSON(_ scene: Scene) -> String { AccessibilitySnapshotWriter.write(scene, settings: settings) }

    /// The focusable elements in navigation order, by id.
    private func focusable(_ scene: Scene) -> [(AccessibilityElement, ElementContext)] {
        NavigationOrder(scene: scene, settings: settings).entries.map { ($0.element, $0.context) }
    }

    /// Exports `scene` as AccessibilitySnapshot JSON, imports it back and checks that the elements
    /// come back the same and say the same things, and that the import exports to the same bytes.
    private func checkSnapshotRoundTrip(_ scene: Scene, name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = snapshotJSON(scene)
        let imported = try ScreenImport.load(path: "\(name).json", text: text)
        let before = ImportReaderTests.spoken(scene), after = ImportReaderTests.spoken(imported)
        XCTAssertEqual(after.map(\.id), before.map(\.id), name, file: file, line: line)
        XCTAssertEqual(after.map(\.speech.description), before.map(\.speech.description), name, file: file, line: line)
        XCTAssertEqual(after.map(\.speech.hint), before.map(\.speech.hint), name, file: file, line: line)
        let beforeOrder = NavigationOrder(scene: scene, settings: settings)
        let afterOrder = NavigationOrder(scene: imported, settings: settings)
        for (index, ((a, _), (b, _))) in zip(focusable(scene), focusable(imported)).enumerated() {
            let where_ = "\(name) \(a.id)"
            XCTAssertEqual(b.label?.string, a.label?.string, where_, file: file, line: line)
            XCTAssertEqual(b.value?.string, a.value?.string, where_, file: file, line: line)
            XCTAssertEqual(b.traits, a.traits, where_, file: file, line: line)
            XCTAssertEqual(b.path, a.path, where_, file: file, line: line)
            if a.path == nil { XCTAssertEqual(b.frame, a.frame, where_, file: file, line: line) }
            XCTAssertEqual(b.resolvedActivationPoint, a.resolvedActivationPoint, where_, file: file, line: line)
            XCTAssertEqual(b.customActions.map(\.name.string), AccessibilitySnapshotWriter.actionNames(a), where_, file: file, line: line)
            XCTAssertEqual(b.language, a.language, where_, file: file, line: line)
            XCTAssertEqual(b.customContent, a.customContent, where_, file: file, line: line)
            XCTAssertEqual(b.userInputLabels, a.userInputLabels, where_, file: file, line: line)
            // The rotors offered on the element (its own and its containers') move between the same
            // elements, those VoiceOver reaches.
            let reachable = Set(beforeOrder.entries.map(\.id))
            XCTAssertEqual(afterOrder.chain(from: index).flatMap(\.customRotors).map { "\($0.name): \($0.elementIDs())" },
                           beforeOrder.chain(from: index).flatMap(\.customRotors)
                               .map { "\($0.name): \($0.elementIDs().filter(reachable.contains))" }, where_, file: file, line: line)
        }
        // Exporting the import again writes the same file.
        XCTAssertEqual(snapshotJSON(imported), text, name, file: file, line: line)
    }

    func testEveryCatalogSceneRoundTripsThroughAccessibilitySnapshotJSON() throws {
        for descriptor in Catalog.all { try checkSnapshotRoundTrip(descriptor.make(), name: descriptor.id) }
    }

    /// Custom content (both importances), a custom rotor and Voice Control's names survive export and
    /// import (no catalog scene has them).
    func testCustomContentRotorsAndUserInputLabelsRoundTrip() throws {
        let kennel = try ImportReaderTests.load("kennel.json")
        XCTAssertEqual(kennel.hierarchy.roots[0].customRotors.first?.elementIDs(), ["bailey", "winston"])
        try checkSnapshotRoundTrip(kennel, name: "kennel")
    }

    /// An element with only a hint and high-importance content (its hint is spoken as the
    /// description, the content after it), and a container's custom rotor, which the model keeps on
    /// each element inside the container.
    func testHintOnlyContentAndAContainersRotorRoundTrip() throws {
        var map = AccessibilityElement(id: "map", hint: "Shows the kennel on a map.", traits: .image, frame: Rect(0, 0, 200, 100))
        map.customContent = [CustomContent(label: "Distance", value: "2 miles", importance: .high),
                             CustomContent(label: "Open", value: "until 6 pm")]
        let first = AccessibilityElement(id: "first", label: "First", traits: .staticText, frame: Rect(0, 120, 200, 40))
        let second = AccessibilityElement(id: "second", label: "Second", traits: .staticText, frame: Rect(0, 170, 200, 40))
        var list = AccessibilityElement.container(id: "list", frame: Rect(0, 110, 200, 110), type: .list, children: [first, second])
        list.customRotors = [CustomRotor("Entries") { ["second", "first", "map"] }]
        let scene = ImportedScene(hierarchy: ImportedHierarchy(roots: [map, list]), format: .accessibilitySnapshot)
        XCTAssertEqual(ImportReaderTests.spoken(scene)[0].speech.description, "Shows the kennel on a map. Image. Distance, 2 miles.")
        try checkSnapshotRoundTrip(scene, name: "hint-only")
        let imported = try ScreenImport.load(path: "hint-only.json", text: snapshotJSON(scene))
        XCTAssertEqual(imported.hierarchy.roots[0].hint, "Shows the kennel on a map.")
    }

    func testEveryCatalogSceneRoundTripsThroughASceneFile() throws {
        for descriptor in Catalog.all {
            let scene = descriptor.make()
            let text = SceneFileWriter.write(scene, settings: settings)
            let loaded = try SceneFile.parse(text, file: "\(descriptor.id).json")
            XCTAssertEqual(ImportReaderTests.spoken(loaded).map(\.speech), ImportReaderTests.spoken(scene).map(\.speech), descriptor.id)
            for ((a, ca), (b, cb)) in zip(focusable(scene), focusable(loaded)) {
                XCTAssertEqual(b.id, a.id)
                XCTAssertEqual(cb, ca, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.frame, a.frame, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.path, a.path, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.activationPoint, a.activationPoint, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.dragSources, a.dragSources, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.dropPoints, a.dropPoints, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.directTouch, a.directTouch, "\(descriptor.id) \(a.id)")
            }
            XCTAssertEqual(SceneFileWriter.write(loaded, settings: settings), text, "\(descriptor.id): the file's export is itself")
            // A suppression of an element the tree lacks (the broken piano has no keyboard element,
            // its keys are buttons) is left out: the file would name an element it does not declare.
            if descriptor.id == "piano" { XCTAssertEqual(loaded.suppressions.map(\.elementID), ["piano-keyboard"]) }
            if descriptor.id == "piano-broken" { XCTAssertEqual(loaded.suppressions.count, 0) }
        }
    }

    /// A canvas's path-dependent pan keeps its mark through an export: lost, the file would ask the
    /// drawing an equivalent it is exempt from.
    func testAPathDependentGestureRoundTripsThroughASceneFile() throws {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"canvas","device":{"idiom":"phone"},"elements":[{"id":"canvas","label":"Canvas","traits":["allowsDirectInteraction"],"frame":[0,100,390,400]}],
         "gestures":[{"kind":"pan","frame":[0,100,390,400],"meaning":"draw","pathDependent":true},{"kind":"swipe","frame":[0,100,390,400],"meaning":"clear"}]}
        """
        let loaded = try SceneFile.parse(text, file: "canvas.json")
        let again = try SceneFile.parse(SceneFileWriter.write(loaded, settings: settings), file: "canvas-export.json")
        XCTAssertEqual(again.declaredGestures.map(\.isPathDependent), [true, false])
    }

    /// An export is the scene as it is now: a gesture's `when` is written as the elements' are, by
    /// what holds now. The row's swipe is written (without `when`, as the row is) while the row is
    /// there, and left out once it is deleted; either file reads back.
    func testAConditionalGestureExportsAsItIsNow() throws {
        func text(milk: Bool) -> String {
            """
            {"format":"axsandbox-scene","version":1,"id":"list","device":{"idiom":"phone"},"state":{"milk":\(milk)},
             "elements":[{"id":"row","label":"Milk","frame":[0,100,390,50],"when":{"state":"milk","equals":true},"customActions":[{"name":"Delete","set":{"milk":false}}]},{"id":"add","label":"Add","traits":["button"],"frame":[0,200,390,50]}],
             "gestures":[{"kind":"swipe","frame":[0,100,390,50],"meaning":"delete Milk","equivalent":"row","when":{"state":"milk","equals":true}}]}
            """
        }
        for milk in [true, false] {
            let loaded = try SceneFile.parse(text(milk: milk), file: "list.json")
            let exported = SceneFileWriter.write(loaded, settings: settings)
            XCTAssertFalse(exported.contains("\"when\""), exported)
            let again = try SceneFile.parse(exported, file: "list-export.json")
            XCTAssertEqual(again.declaredGestures.map(\.meaning), milk ? ["delete Milk"] : [])
            XCTAssertEqual(again.declaredGestures.map(\.equivalentElementID), milk ? ["row"] : [])
        }
    }

    func testAnImportedScreenExportsAsASceneFileWithItsTree() throws {
        let imported = try ImportReaderTests.load("checkout.json")
        let loaded = try SceneFile.parse(SceneFileWriter.write(imported, settings: settings), file: "checkout-scene.json")
        XCTAssertEqual(ImportReaderTests.spoken(loaded).map(\.speech), ImportReaderTests.spoken(imported).map(\.speech))
    }

    /// Exports `scene` as a scene file and checks that the file reads as the scene does: the same
    /// elements in the same navigation order, each saying the same, and that it exports to itself.
    private func checkSceneFileReadsTheSame(_ scene: Scene, name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = SceneFileWriter.write(scene, settings: settings)
        let loaded = try SceneFile.parse(text, file: "\(name)-scene.json")
        let before = ImportReaderTests.spoken(scene), after = ImportReaderTests.spoken(loaded)
        XCTAssertEqual(after.map(\.id), before.map(\.id), "\(name): the navigation order", file: file, line: line)
        XCTAssertEqual(after.map(\.speech), before.map(\.speech), "\(name): what each element says", file: file, line: line)
        // What the capture said of each element beyond its reading, which the rules weigh: a system
        // element, a standard control's size, a value cut short, an exposure unknown. Lost, the
        // file's validation judged the app for them (an error where the screen had an info).
        func marks(_ scene: Scene) -> [String] {
            focusable(scene).map { e, _ in
                "\(e.id) \(e.systemElement?.rawValue ?? "-") \(e.standardControl?.rawValue ?? "-") \(e.cutByCapture.names) \(e.exposureUnknown)"
            }
        }
        XCTAssertEqual(marks(loaded), marks(scene), "\(name): what the capture marked", file: file, line: line)
        XCTAssertEqual(SceneFileWriter.write(loaded, settings: settings), text, "\(name): the file's export is itself", file: file, line: line)
    }

    /// Every imported screen at hand (the examples and the real dumps) reads the same once exported
    /// as a scene file. Only checkout.json was checked before, whose view order is its position
    /// order: an import read by position wrote its children in the capture's view order, which a
    /// scene file read as its reading order.
    func testEveryImportedScreenReadsTheSameAsASceneFile() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var checked = 0
        for folder in ["../../examples/imports", "../AXAuditTests/Fixtures/RealDumps"] {
            let url = here.appendingPathComponent(folder).standardizedFileURL
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            where [".json", ".xml", ".txt"].contains(where: name.hasSuffix) {
                let path = url.appendingPathComponent(name).path
                // A capture the import refuses (an empty one) is no screen to export.
                guard let scene = try? ScreenImport.load(path: path, text: try String(contentsOfFile: path, encoding: .utf8)) else { continue }
                try checkSceneFileReadsTheSame(scene, name: name)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 45, "the examples and the real dumps")
    }

    /// A value XCUITest printed cut short ("ukautomationuser@e...") and a listed image whose exposure
    /// the capture does not say keep their marks in the scene file: its validation reports the cut
    /// value as the screen's does (`value.cut-by-capture`, info) and the image as needing review,
    /// not as a missing label.
    func testASceneFileKeepsWhatTheCaptureCouldNotTell() throws {
        let dump = """
            Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                TextField, 0x3, {{16.0, 100.0}, {358.0, 44.0}}, label: 'Email', value: ukautomationuser@e...
                Image, 0x4, {{16.0, 160.0}, {44.0, 44.0}}
                Button, 0x5, {{16.0, 220.0}, {358.0, 44.0}}, label: 'Log in'
            """
        let imported = try ScreenImport.load(path: "login.txt", text: dump)
        let text = SceneFileWriter.write(imported, settings: settings)
        XCTAssertTrue(text.contains(#""cutByCapture": ["#), text)
        XCTAssertTrue(text.contains(#""exposureUnknown": true"#), text)
        let loaded = try SceneFile.parse(text, file: "login-scene.json")
        let field = try XCTUnwrap(focusable(loaded).first { $0.0.label?.string == "Email" }?.0)
        XCTAssertEqual(field.cutByCapture, .value)
        XCTAssertTrue(try XCTUnwrap(focusable(loaded).first { $0.0.traits.contains(.image) }?.0).exposureUnknown)
    }

    /// An Appium page source lists a heading before the Edit button drawn above it, and a
    /// segmented control: the import reads by position (Edit first) and the segments as a series.
    /// The scene file keeps both: read by position (`readingOrder`), the segments a `series`.
    func testASceneFileKeepsAnImportsPositionOrderAndItsSeries() throws {
        let source = #"""
            <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Music" label="Music" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Library" label="Library" traits="Header" enabled="true" visible="true" accessible="true" x="16" y="100" width="200" height="41" index="0"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Edit" label="Edit" enabled="true" visible="true" accessible="true" x="320" y="60" width="57" height="44" index="1"/>
                <XCUIElementTypeSegmentedControl type="XCUIElementTypeSegmentedControl" enabled="true" visible="true" accessible="false" x="16" y="160" width="358" height="32" index="2">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Day" label="Day" traits="Button, Selected" enabled="true" visible="true" accessible="true" x="16" y="160" width="119" height="32" index="0"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Week" label="Week" enabled="true" visible="true" accessible="true" x="135" y="160" width="119" height="32" index="1"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Month" label="Month" enabled="true" visible="true" accessible="true" x="254" y="160" width="120" height="32" index="2"/>
                </XCUIElementTypeSegmentedControl>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication></AppiumAUT>
            """#
        let imported = try ScreenImport.load(path: "music.xml", text: source)
        let said = ImportReaderTests.spoken(imported).map(\.speech.description)
        XCTAssertEqual(said.first, "Edit. Button.", "read by position: Edit is drawn above the heading")
        XCTAssertEqual(said.filter { $0.hasSuffix("of 3.") }, ["Selected: Day. Button. 1 of 3.", "Week. Button. 2 of 3.", "Month. Button. 3 of 3."])
        let text = SceneFileWriter.write(imported, settings: settings)
        XCTAssertTrue(text.contains(#""readingOrder": "position""#), text)
        XCTAssertTrue(text.contains(#""series": true"#), text)
        try checkSceneFileReadsTheSame(imported, name: "music")
    }

    /// The calendar example's data table: its cells keep their place through a scene file (read the
    /// same, headers and rows included), and AccessibilitySnapshot JSON gets the table's row and
    /// column counts from its cells, with our reading as the prediction.
    func testADataTableRoundTripsThroughASceneFileAndCountsItsRowsAndColumnsInSnapshotJSON() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/calendar.json")
        let calendar = try SceneFile.parse(try String(contentsOf: url, encoding: .utf8), file: "calendar.json")
        let spoken = ImportReaderTests.spoken(calendar).map(\.speech.description)
        XCTAssertEqual(Array(spoken[1...3]), ["Sunday. Row 1. Column 1.", "Monday. Column 2.", "Tuesday. Column 3."])
        XCTAssertEqual(spoken[8], "November 1. Row 2. Column 1.", "the Sunday header just above the first cell of its row is not read")
        XCTAssertEqual(spoken[11], "Wednesday. November 4. Column 4. 2 events")
        XCTAssertEqual(spoken[15], "Sunday. November 8. Row 3. Column 1.")
        let text = SceneFileWriter.write(calendar, settings: settings)
        let sunday = try XCTUnwrap(loadedCell(text, "weekday-sunday"))
        XCTAssertEqual(sunday, DataTableCell(row: 0, column: 0, isColumnHeader: true))
        let loaded = try SceneFile.parse(text, file: "calendar-export.json")
        XCTAssertEqual(ImportReaderTests.spoken(loaded).map(\.speech), ImportReaderTests.spoken(calendar).map(\.speech))
        XCTAssertEqual(SceneFileWriter.write(loaded, settings: settings), text)
        let json = snapshotJSON(calendar)
        let compact = json.filter { !$0.isWhitespace }
        XCTAssertTrue(compact.contains(#""dataTable":{"rowCount":6,"columnCount":7}"#), "6 rows (the weekdays, then five weeks) of 7 days")
        XCTAssertTrue(json.contains("Wednesday. November 4. Column 4. 2 events"))
    }

    /// The cell of element `id` in the scene file `text`, as it loads.
    private func loadedCell(_ text: String, _ id: String) throws -> DataTableCell? {
        func find(_ elements: [AccessibilityElement]) -> AccessibilityElement? {
            for e in elements { if e.id == id { return e }; if let found = find(e.children) { return found } }
            return nil
        }
        return find(try SceneFile.parse(text, file: "t.json").accessibilityElements(settings: settings))?.dataTableCell
    }

    /// A scene file keeps custom content and Voice Control's names (not custom rotors, which scene
    /// files cannot declare).
    func testCustomContentAndUserInputLabelsRoundTripThroughASceneFile() throws {
        let kennel = try ImportReaderTests.load("kennel.json")
        let text = SceneFileWriter.write(kennel, settings: settings)
        let loaded = try SceneFile.parse(text, file: "kennel-scene.json")
        XCTAssertEqual(ImportReaderTests.spoken(loaded).map(\.speech), ImportReaderTests.spoken(kennel).map(\.speech))
        for ((a, _), (b, _)) in zip(focusable(kennel), focusable(loaded)) {
            XCTAssertEqual(b.customContent, a.customContent, a.id)
            XCTAssertEqual(b.userInputLabels, a.userInputLabels, a.id)
        }
        XCTAssertEqual(focusable(loaded)[1].0.customContent.first?.importance, .high)
        XCTAssertEqual(SceneFileWriter.write(loaded, settings: settings), text)
    }

    /// What the scans read survives both exports: a list set apart (`separate`) and a button set
    /// not to respond. The scene file dropped both (its list became a group, its button an item),
    /// and AccessibilitySnapshot JSON wrote the button as responding, for its trait.
    func testNavigationStyleAndRespondingRoundTrip() throws {
        let file = ##"""
            {"format":"axsandbox-scene","version":1,"id":"n","device":{"idiom":"phone"},"elements":[
             {"id":"inbox","container":"list","navigationStyle":"separate","frame":[16,100,358,120],"children":[
              {"id":"a","label":"Ana","traits":["button"],"frame":[16,100,358,60]},
              {"id":"b","label":"Bo","traits":["button"],"frame":[16,160,358,60]}]},
             {"id":"save","label":"Save","traits":["button"],"frame":[16,300,358,50],"respondsToUserInteraction":false}]}
            """##
        let scene = try SceneFile.parse(file, file: "n.json")
        let loaded = try SceneFile.parse(SceneFileWriter.write(scene, settings: settings), file: "n-export.json")
        func attributes(_ scene: Scene) -> [String] {
            var found: [String] = []
            func walk(_ elements: [AccessibilityElement]) {
                for e in elements {
                    found.append("\(e.id) \(e.navigationStyle.rawValue) \(e.respondsToUserInteraction.map(String.init) ?? "unset")")
                    walk(e.children)
                }
            }
            walk(scene.accessibilityElements(settings: settings))
            return found
        }
        XCTAssertEqual(attributes(loaded), attributes(scene))
        XCTAssertEqual(attributes(scene), ["inbox separate unset", "a automatic unset", "b automatic unset", "save automatic false"])
        let imported = try ScreenImport.load(path: "n.json", text: snapshotJSON(scene))
        XCTAssertEqual(focusable(imported).first { $0.0.id == "save" }?.0.respondsToUserInteraction, false)
        XCTAssertEqual(focusable(imported).first { $0.0.id == "a" }?.0.respondsToUserInteraction, true, "inferred, written, kept")
    }
}
