import XCTest
import AXCore
import AXScenes
import AXEngine
@testable import AXAudit

/// One scene file per static rule, each planting exactly that rule's defect into an otherwise clean
/// screen; the clean screen itself must produce nothing.
final class PlantedDefectTests: XCTestCase {
    /// A clean phone screen: a heading and a 44-pt button, both exposed, good contrast.
    static let cleanDrawing = """
    {"text":"Settings","box":[16,40,358,72],"style":"title1","weight":"bold","color":"#000000"},
    {"rect":[16,120,358,70],"fill":"#0A60D0","cornerRadius":10},
    {"text":"Save","box":[16,123,358,64],"style":"body","weight":"semibold","color":"#FFFFFF","alignment":"center"}
    """
    static let cleanElements = """
    {"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},
    {"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70]}
    """

    static func file(drawing: String = cleanDrawing, elements: String = cleanElements, extra: String = "") -> String {
        """
        {"format":"axsandbox-scene","version":1,"id":"planted","device":{"idiom":"phone","width":390,"height":844},
         "background":"#FFFFFF","drawing":[\(drawing)],"elements":[\(elements)]\(extra)}
        """
    }

    func findings(_ text: String, matrix: SettingsMatrix = .default) throws -> [Finding] {
        try Self.validated(text, matrix: matrix)
    }

    /// The findings of the scene file `text`, validated as a declarative scene under `matrix`.
    static func validated(_ text: String, matrix: SettingsMatrix = .default) throws -> [Finding] {
        let scene = try SceneFile.parse(text, file: "planted.json")
        return Validator(matrix: matrix).validate(scene.descriptor, declarative: true).findings
    }

    func assertOnly(_ rule: String, in text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let ids = Set(try findings(text).map(\.ruleID))
        XCTAssertEqual(ids, [rule], file: file, line: line)
    }

    /// A gesture whose named equivalent is a photo that does nothing (no action, no scroll, no
    /// focus for the keyboard) has no accessible equivalent; naming a photo with a custom action does.
    func testANamedEquivalentThatOffersNothingIsNoPath() throws {
        let gesture = ##","gestures":[{"kind":"swipe","frame":[16,600,358,100],"meaning":"swipe to next photo","equivalent":"photo"}]"##
        let inert = Self.cleanElements + ##",{"id":"photo","label":"Photo","traits":["image"],"frame":[16,600,358,100]}"##
        let found = try findings(Self.file(elements: inert, extra: gesture)).filter { $0.ruleID.hasPrefix("actions.") || $0.ruleID.hasPrefix("keyboard.") }
        XCTAssertEqual(found.map { "\($0.ruleID): \($0.message)" },
                       ["actions.touch-only-gesture: The swipe that does \"swipe to next photo\" names equivalent \"photo\", which offers no action"])
        let acting = Self.cleanElements + ##",{"id":"photo","label":"Photo","traits":["image"],"frame":[16,600,358,100],"customActions":[{"name":"Next photo","announce":"Next"}]}"##
        XCTAssertEqual(try findings(Self.file(elements: acting, extra: gesture)).filter { $0.ruleID.hasPrefix("actions.") || $0.ruleID.hasPrefix("keyboard.") }
            .map(\.ruleID), [])
    }

    /// The stranger's d25: a double tap over a switch row that means something else than the row's
    /// activation ("pair headphones" over Bluetooth's toggle). A VoiceOver user's double tap toggles
    /// the row, a keyboard user's Space too: no path for either, one finding, the touch-only one
    /// (keyboard.no-key-path leaves a gesture nobody has a path to to it). Naming the row as the
    /// equivalent (its activation does it) or a custom action gives the path; a triple tap is judged alike.
    func testADoubleTapMeaningSomethingElseThanTheActivationHasNoPath() throws {
        let row = ##",{"id":"bt","label":"Bluetooth","traits":["button","toggleButton"],"value":"1","frame":[16,300,358,44]}"##
        func gestureFindings(_ elements: String, kind: String = "doubleTap", equivalent: String = "") throws -> [String] {
            let gesture = ##","gestures":[{"kind":"\##(kind)","frame":[16,300,358,44],"meaning":"pair headphones"\##(equivalent)}]"##
            return try findings(Self.file(elements: Self.cleanElements + elements, extra: gesture))
                .filter { ["actions.touch-only-gesture", "keyboard.no-key-path", "switch.menu-missing-action"].contains($0.ruleID) }
                .map { "\($0.ruleID): \($0.message)" }
        }
        XCTAssertEqual(try gestureFindings(row), [#"actions.touch-only-gesture: The doubleTap that does "pair headphones" has no accessible equivalent"#])
        XCTAssertEqual(try gestureFindings(row, kind: "tripleTap"), [#"actions.touch-only-gesture: The tripleTap that does "pair headphones" has no accessible equivalent"#])
        XCTAssertEqual(try gestureFindings(row, equivalent: ##","equivalent":"bt""##), [])
        let withAction = ##",{"id":"bt","label":"Bluetooth","traits":["button","toggleButton"],"value":"1","frame":[16,300,358,44],"customActions":[{"name":"Pair headphones","announce":"Paired"}]}"##
        XCTAssertEqual(try gestureFindings(withAction), [])
        // A long press is VoiceOver's triple tap on the element: its activation still counts, as before.
        XCTAssertEqual(try gestureFindings(row, kind: "longPress"), [])
    }

    /// A drawing canvas: a pan whose path is its meaning. Declared path-dependent, no rule asks a
    /// keyboard, switch or single-pointer equivalent of it (WCAG 2.1.1's and 2.5.7's exceptions);
    /// declared as a plain pan, the keyboard and switch rules still ask one.
    func testAPathDependentGestureIsAskedNoEquivalent() throws {
        let canvas = Self.cleanElements + ##",{"id":"canvas","label":"Canvas","traits":["allowsDirectInteraction"],"frame":[16,220,358,400]}"##
        func gestureRules(pathDependent: Bool) throws -> [String] {
            let gesture = ##","gestures":[{"kind":"pan","frame":[16,220,358,400],"meaning":"draw a stroke""## + (pathDependent ? ##","pathDependent":true"## : "") + "}]"
            return try findings(Self.file(elements: canvas, extra: gesture)).map(\.ruleID)
                .filter { ["actions.touch-only-gesture", "keyboard.no-key-path", "switch.menu-missing-action", "gesture.touch-only-state"].contains($0) }
        }
        XCTAssertEqual(try gestureRules(pathDependent: true), [])
        XCTAssertFalse(try gestureRules(pathDependent: false).isEmpty)
        let parsed = try SceneFile.parse(Self.file(elements: canvas, extra: ##","gestures":[{"kind":"pan","frame":[16,220,358,400],"meaning":"draw","pathDependent":true}]"##),
                                         file: "planted.json")
        XCTAssertEqual(parsed.declaredGestures.map(\.isPathDependent), [true])
    }

    func testTheCleanScreenHasNoFindings() throws {
        XCTAssertEqual(try findings(Self.file(), matrix: .full).map { "\($0.ruleID): \($0.message)" }, [])
    }

    /// `label.missing` on an element VoiceOver stops on and says nothing of (no label, value or
    /// spoken trait): a silent stop. One with a value, or a role VoiceOver says, is not silent.
    func testASilentStopIsAMissingLabel() throws {
        let silent = ##",{"id":"blank","frame":[16,300,358,44]}"##
        let found = try findings(Self.file(elements: Self.cleanElements + silent)).filter { $0.ruleID == "label.missing" }
        XCTAssertEqual(found.map(\.message), ["Element VoiceOver stops on says nothing"])
        XCTAssertEqual(found.map(\.subject.elementID), ["blank"])
        for speaks in [##",{"id":"blank","value":"3 of 5","frame":[16,300,358,44]}"##,
                       ##",{"id":"blank","traits":["header"],"frame":[16,300,358,44]}"##,
                       ##",{"id":"blank","label":"Notes","traits":["staticText"],"frame":[16,300,358,44]}"##] {
            XCTAssertEqual(try findings(Self.file(elements: Self.cleanElements + speaks)).filter { $0.ruleID == "label.missing" }.map(\.message),
                           [], speaks)
        }
        // Empty static text (a capture's empty error line) is not judged: whether VoiceOver stops there is not documented.
        XCTAssertEqual(try findings(Self.file(elements: Self.cleanElements + ##",{"id":"blank","traits":["staticText"],"frame":[16,300,358,44]}"##))
            .filter { $0.ruleID == "label.missing" }, [])
        // Hidden, it is no stop.
        XCTAssertEqual(try findings(Self.file(elements: Self.cleanElements + ##",{"id":"blank","hidden":true,"frame":[16,300,358,44]}"##))
            .filter { $0.ruleID == "label.missing" }, [])
    }

    /// `order.table-cell`: a table's element with no place, a place outside any table, two cells at
    /// one place; a table whose cells each say theirs has none.
    func testDataTableCells() throws {
        func table(_ cells: String) -> String {
            Self.file(drawing: Self.cleanDrawing + ##",{"text":"A","box":[16,200,179,44],"style":"body","color":"#000000"},{"text":"B","box":[195,200,179,44],"style":"body","color":"#000000"}"##,
                      elements: Self.cleanElements + ##",{"id":"t","label":"Scores","container":"dataTable","frame":[16,200,358,88],"children":[\##(cells)]}"##)
        }
        let a = ##"{"id":"a","label":"A","traits":["staticText"],"frame":[16,200,179,44],"dataTableCell":{"row":0,"column":0}}"##
        let b = ##"{"id":"b","label":"B","traits":["staticText"],"frame":[195,200,179,44],"dataTableCell":{"row":0,"column":1}}"##
        // Only this rule's findings: the cells' text is not what is judged here.
        func findings(_ text: String) throws -> [Finding] { try self.findings(text).filter { $0.ruleID == "order.table-cell" } }
        XCTAssertEqual(try findings(table(a + "," + b)).map(\.message), [], "every cell says its place")
        let placeless = try findings(table(a + "," + b.replacingOccurrences(of: ##","dataTableCell":{"row":0,"column":1}"##, with: "")))
        XCTAssertEqual(placeless.map(\.message), [#""B" is in the data table "Scores" but says no row or column"#])
        let twice = try findings(table(a + "," + b.replacingOccurrences(of: ##""column":1"##, with: ##""column":0"##)))
        XCTAssertEqual(twice.map(\.message), [#""B" begins at the same row and column as "A""#])
        XCTAssertEqual(twice.first?.detail, #"both begin at row 1, column 1 of "Scores""#)
        let outside = try findings(Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},"## +
                                              ##"{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"dataTableCell":{"row":0,"column":0}}"##))
        XCTAssertEqual(outside.map(\.message), [#""Save" says a row and column but no data table holds it"#])
        XCTAssertEqual(Set(try self.findings(Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},"## +
                                                        ##"{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"dataTableCell":{"row":0,"column":0}}"##)).map(\.ruleID)),
                       ["order.table-cell"], "the clean screen with a stray place has that finding alone")
    }

    /// `order.table-cell`: a cell drawn in another column or row than it says is announced with the
    /// place and header it says, not the one it is seen under. The stranger's calendar, day 1 listed
    /// after day 7 in the grid that places its children in turn, drew days 1 to 7 each a column off
    /// while they still said theirs; the example itself, a right-to-left twin and a table of stacked
    /// cards (no grid to judge by) pass.
    func testDataTableCellDrawnOutOfItsPlace() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/calendar.json").standardizedFileURL
        let example = try String(contentsOf: url, encoding: .utf8)
        func misplaced(_ text: String) throws -> [String] {
            try Self.validated(text).filter { $0.ruleID == "order.table-cell" }.map { "\($0.subject.elementID ?? ""): \($0.message)" }
        }
        XCTAssertEqual(try misplaced(example), [], "the example draws each day where it says")
        // Day 1's child moved after day 7's, as the stranger's plant did.
        let lines = example.components(separatedBy: "\n")
        let day1 = try XCTUnwrap(lines.firstIndex { $0.contains(#""id": "day-1""#) })
        let day7 = try XCTUnwrap(lines.firstIndex { $0.contains(#""id": "day-7""#) })
        let day1End = try XCTUnwrap(lines[day1...].firstIndex { $0.contains(#""id": "day-2""#) })
        let day7End = try XCTUnwrap(lines[day7...].firstIndex { $0.contains(#""id": "day-8""#) })
        var moved = lines
        let cell = Array(lines[day1..<day1End])
        moved.insert(contentsOf: cell, at: day7End)
        moved.removeSubrange(day1..<day1End)
        let found = try misplaced(moved.joined(separator: "\n"))
        XCTAssertTrue(found.contains(#"day-1: "November 1" says column 1 but is drawn in column 7 of "November 2026""#), "\(found)")
        XCTAssertEqual(found.count, 7, "days 2 to 7 are each drawn a column before theirs: \(found)")
        XCTAssertTrue(found.contains(#"day-2: "November 2" says column 2 but is drawn in column 1 of "November 2026""#), "\(found)")

        // A grid with frames of its own: 3 columns, a header row and 3 rows.
        func grid(_ x: (Int, Int) -> Int, _ y: (Int, Int) -> Int = { r, _ in 200 + 44 * r }, width: Int = 118) -> String {
            let cells = (0..<4).flatMap { r in (0..<3).map { c in
                ##"{"id":"r\##(r)c\##(c)","label":"R\##(r) C\##(c)","traits":["staticText"],"frame":[\##(x(r, c)),\##(y(r, c)),\##(width),44],"dataTableCell":{"row":\##(r),"column":\##(c)\##(r == 0 ? ##","columnHeader":true"## : "")}}"##
            } }
            return Self.file(elements: Self.cleanElements + ##",{"id":"t","label":"Scores","container":"dataTable","frame":[16,200,358,600],"children":[\##(cells.joined(separator: ","))]}"##)
        }
        XCTAssertEqual(try misplaced(grid { _, c in 16 + 120 * c }), [], "left to right")
        XCTAssertEqual(try misplaced(grid { _, c in 256 - 120 * c }), [], "right to left: no direction is assumed")
        XCTAssertEqual(try misplaced(grid({ _, _ in 16 }, { r, c in 200 + 140 * r + 44 * c }, width: 358)), [],
                       "each row a card of stacked cells: no column drawn apart from another")
        // Row 1's first and last cells drawn in each other's place.
        let swapped = try misplaced(grid { r, c in r == 1 && c != 1 ? 256 - 120 * c : 16 + 120 * c })
        XCTAssertEqual(swapped, [#"r1c0: "R1 C0" says column 1 but is drawn in column 3 of "Scores""#,
                                 #"r1c2: "R1 C2" says column 3 but is drawn in column 1 of "Scores""#])
        // Two cells of column 0 drawn in each other's row.
        let rows = try misplaced(grid({ _, c in 16 + 120 * c }, { r, c in c == 0 && r == 1 ? 288 : c == 0 && r == 2 ? 244 : 200 + 44 * r }))
        XCTAssertEqual(rows, [#"r1c0: "R1 C0" says row 2 but is drawn in row 3 of "Scores""#,
                              #"r2c0: "R2 C0" says row 3 but is drawn in row 2 of "Scores""#])
    }

    func testMissingLabel() throws {
        // A button with no label has no name for Voice Control either.
        XCTAssertEqual(Set(try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","traits":["button"],"frame":[16,200,100,50]}"##)).map(\.ruleID)),
                       ["label.missing", "voice.no-name"])
    }

    /// A label VoiceOver has nothing to say for is no label: a line break, a zero-width space, or
    /// spaces and a tab. A label "\n" was passed over (only spaces and tabs were blank), and the
    /// detail shows the characters escaped so the author finds them. A direct-touch region's label
    /// is judged the same way.
    func testLabelOfOnlyWhiteSpaceOrInvisibleCharactersIsMissing() throws {
        for label in [#"\n"#, #"\u200B"#, #" \t "#, #"\r\n"#] {
            let found = try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"\##(label)","traits":["button"],"frame":[16,200,100,50]}"##))
            XCTAssertEqual(Set(found.map(\.ruleID)), ["label.missing", "voice.no-name"], label)
            XCTAssertTrue(found.first { $0.ruleID == "label.missing" }?.detail.contains("only white space or invisible characters") ?? false, label)
        }
        let region = ##",{"id":"piano","label":"\n","traits":["allowsDirectInteraction"],"frame":[16,300,358,200]}"##
        XCTAssertEqual(try findings(Self.file(elements: Self.cleanElements + region)).filter { $0.ruleID == "direct.region" }.map(\.message),
                       ["Direct-touch region has no label"])
        // Words, an emoji and a non-Latin label are labels.
        for label in ["Play", "⭐️", "保存"] {
            let found = try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"\##(label)","traits":["button"],"frame":[16,200,100,50]}"##))
            XCTAssertFalse(found.contains { $0.ruleID == "label.missing" }, label)
        }
    }

    func testRedundantTraitWord() throws {
        try assertOnly("label.redundant-trait", in: Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save button","userInputLabels":["Save"],"traits":["button"],"frame":[16,120,358,70]}"##))
    }

    /// A trait word ending a label repeats the element's role only when the element has that trait
    /// (or no role, the word standing in for one): a button's "Add image", "Copy link", "Delete
    /// selected" and "Change app icon" name what it acts on, and were warnings; a search field's
    /// "Search field" was missed.
    func testATraitWordNamingWhatAButtonActsOnIsNotRedundant() throws {
        func redundant(_ label: String, _ traits: String) throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"\##(label)","traits":[\##(traits)],"frame":[16,200,358,50]}"##))
                .filter { $0.ruleID == "label.redundant-trait" }.map { $0.subject.elementID ?? "" }
        }
        for label in ["Add image", "Copy link", "Delete selected", "Add heading"] {
            XCTAssertEqual(try redundant(label, ##""button""##), [], label)
        }
        XCTAssertEqual(try redundant("Play button", ##""button""##), ["x"])
        XCTAssertEqual(try redundant("Profile picture", ##""image""##), ["x"])
        XCTAssertEqual(try redundant("Play button", ##""staticText""##), [], "text that does nothing: the words describe something else")
        XCTAssertEqual(try redundant("To continue, press the Home button", ##""staticText""##), [])
        XCTAssertEqual(try redundant("Turn on the Wi-Fi switch", ##""staticText""##), [])
        let acting = Self.cleanElements + ##",{"id":"x","label":"Play button","traits":["staticText"],"frame":[16,200,358,50],"activate":{"announce":"Playing"}}"##
        XCTAssertEqual(try findings(Self.file(elements: acting)).filter { $0.ruleID == "label.redundant-trait" }.map { $0.subject.elementID ?? "" },
                       ["x"], "text that acts: a role word standing in for the trait")
        XCTAssertEqual(try redundant("Play button", ""), ["x"], "no role at all")
        // "Icon" is an image's word (a button's "Change app icon" names what it changes); "field"
        // a text or search field's, which VoiceOver says after the label ("Search field. Search Field.").
        XCTAssertEqual(try redundant("Change app icon", ##""button""##), [])
        XCTAssertEqual(try redundant("Logo icon", ##""image""##), ["x"])
        XCTAssertEqual(try redundant("Search field", ##""searchField""##), ["x"])
        XCTAssertEqual(try redundant("Email text field", ##""textField""##), ["x"])
        XCTAssertEqual(try redundant("Sort field", ##""button""##), [])
        // "Tab" is heard twice only on a tab bar's tab; a browser's "New tab" button names a tab.
        XCTAssertEqual(try redundant("New tab", ##""button""##), [])
        let tabBar = Self.cleanElements + ##",{"id":"bar","traits":["tabBar"],"frame":[0,780,390,64],"layout":{"axis":"row"},"children":[{"id":"home","label":"Home tab","traits":["button","selected"],"size":[195,64]},{"id":"search","label":"Search","traits":["button"],"size":[195,64]}]}"##
        XCTAssertEqual(try findings(Self.file(elements: tabBar)).filter { $0.ruleID == "label.redundant-trait" }.map { $0.subject.elementID ?? "" }, ["home"])
    }

    /// A trait word that is a part of the label on its own, between commas, is heard twice wherever
    /// it lies: React Native apps write VoiceOver's words into the label, "Trips, tab, 1 of 4", heard
    /// on a tab bar's tab as "Trips, tab, 1 of 4. Tab. 1 of 2.". The same word inside a part names
    /// something ("Tab key", "Button size"), and a part VoiceOver does not say from the traits (a
    /// plain button's "tab") is not repeated but fakes a role the element lacks.
    func testATraitWordAsAPartOfItsOwnIsRedundant() throws {
        func redundant(_ label: String, _ traits: String) throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"\##(label)","traits":[\##(traits)],"frame":[16,200,358,50]}"##))
                .filter { $0.ruleID == "label.redundant-trait" }.map { $0.subject.elementID ?? "" }
        }
        XCTAssertEqual(try redundant("Play, button, double tap to start", ##""button""##), ["x"])
        XCTAssertEqual(try redundant("Tab key", ""), [])
        XCTAssertEqual(try redundant("Button size, large", ""), [])
        // On a plain button the word is not heard twice (VoiceOver says Button, not Tab) but fakes the
        // role the element lacks: reported, asking for the trait instead.
        XCTAssertEqual(try redundant("Trips, tab, 1 of 4", ##""button""##), ["x"])
        XCTAssertEqual(try redundant("Sizes, small, medium", ##""button""##), [])
        let tabBar = Self.cleanElements + ##",{"id":"bar","traits":["tabBar"],"frame":[0,780,390,64],"layout":{"axis":"row"},"children":[{"id":"trips","label":"Trips, tab, 1 of 2","traits":["button","selected"],"size":[195,64]},{"id":"source","label":"The Source, tab, 2 of 2","traits":["button"],"size":[195,64]}]}"##
        XCTAssertEqual(try findings(Self.file(elements: tabBar)).filter { $0.ruleID == "label.redundant-trait" }.map { $0.subject.elementID ?? "" },
                       ["trips", "source"])
    }

    func testDuplicateLabels() throws {
        // Two buttons sharing their only name are a choice every time for Voice Control too.
        XCTAssertEqual(Set(try findings(Self.file(elements: Self.cleanElements + ##",{"id":"save2","label":"Save","traits":["button"],"frame":[16,200,358,50]}"##)).map(\.ruleID)),
                       ["label.duplicate", "voice.shared-name"])
    }

    /// Controls of different roles are heard apart: a search field and a tab bar's tab both labelled
    /// "Search" read "Search. Search Field." and "Search. Tab. 2 of 2.", a link and a button "Help. Link."
    /// and "Help. Button.". Two tabs or two buttons of one label are still duplicates.
    func testDuplicateLabelsOfDifferentRolesAreHeardApart() throws {
        let elements = Self.cleanElements + ##",{"id":"field","label":"Search","traits":["searchField"],"frame":[16,200,358,44]},{"id":"help","label":"Help","traits":["link"],"frame":[16,260,358,44]},{"id":"help2","label":"Help","traits":["button"],"frame":[16,320,358,44]},{"id":"bar","traits":["tabBar"],"frame":[0,780,390,64],"layout":{"axis":"row"},"children":[{"id":"home","label":"Home","traits":["button","selected"],"size":[130,64]},{"id":"search","label":"Search","traits":["button"],"size":[130,64]},{"id":"search2","label":"Search","traits":["button"],"size":[130,64]}]}"##
        XCTAssertEqual(try findings(Self.file(elements: elements)).filter { $0.ruleID == "label.duplicate" }.map { $0.subject.elementID ?? "" },
                       ["search", "search2"])
    }

    /// Labels that differ only in what is not heard, a trailing space or a doubled one, sound the
    /// same: "Save" and "Save " were not compared as one label.
    func testDuplicateLabelsThatDifferOnlyInWhiteSpace() throws {
        let found = try findings(Self.file(elements: Self.cleanElements + ##",{"id":"save2","label":"save ","traits":["button"],"frame":[16,200,358,50]},{"id":"draft","label":"Save  draft","traits":["button"],"frame":[16,260,358,50]},{"id":"draft2","label":"Save draft","traits":["button"],"frame":[16,320,358,50]}"##))
        XCTAssertEqual(found.filter { $0.ruleID == "label.duplicate" }.map { $0.subject.elementID ?? "" }, ["save", "save2", "draft", "draft2"])
    }

    /// A label shared by many buttons is reported on each, naming at most 20 of the others and how
    /// many more: a list of the whole group on each member made the report grow with the square of
    /// the group (4,000 buttons labelled alike: a 311 MB text report).
    func testDuplicateLabelsOfAGroupOfThirtyNameTwentyAndCountTheRest() throws {
        let saves = (1...29).map { ##",{"id":"save\##($0)","label":"Save","traits":["button"],"frame":[16,\##(200 + $0 * 20),358,16]}"## }.joined()
        let found = try findings(Self.file(elements: Self.cleanElements + saves))
        let duplicate = found.filter { $0.ruleID == "label.duplicate" }, shared = found.filter { $0.ruleID == "voice.shared-name" }
        XCTAssertEqual(duplicate.count, 30)
        XCTAssertEqual(Set(duplicate.map(\.detail)), ["same label on: save, " + (1...19).map { "save\($0)" }.joined(separator: ", ") + " and 10 more"])
        XCTAssertEqual(shared.count, 30)
        XCTAssertEqual(Set(shared.map { $0.detail.hasSuffix(" and 10 more") }), [true])
        XCTAssertEqual(Set(shared.map { $0.detail.components(separatedBy: ", ").count }), [20])
    }

    /// “Deliver an Exceptional Accessibility Experience” (WWDC 2018)'s shelter: buttons beside a name, read after it, whose labels do not name it.
    func testContextlessLabels() throws {
        let shelter = ##",{"id":"shelter","label":"Skyler's animal shelter","traits":["staticText"],"frame":[16,220,200,44]}"##
        func buttons(_ call: String, _ map: String) -> String {
            ##",{"id":"call","label":"\##(call)","traits":["button"],"frame":[224,220,60,44]},{"id":"map","label":"\##(map)","traits":["button"],"frame":[292,220,60,44]}"##
        }
        let found = try findings(Self.file(elements: Self.cleanElements + shelter + buttons("Call", "Directions")))
        XCTAssertEqual(found.map { "\($0.ruleID) \($0.subject.elementID ?? "")" }, ["label.no-context call", "label.no-context map"])
        XCTAssertEqual(try findings(Self.file(elements: Self.cleanElements + shelter + buttons("Call Skyler's shelter", "Directions to the shelter"))).map(\.ruleID), [])
        // A heading names the screen, not the button beside it ("Settings" … "Edit").
        let heading = ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,280,72]},{"id":"edit","label":"Edit","traits":["button"],"frame":[300,54,74,44]},{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70]}"##
        XCTAssertEqual(try findings(Self.file(elements: heading)).map(\.ruleID), [])
        // A calendar's week strip (Apple's Calendar, exported by Appium): today's day exposed as
        // text among day buttons of its size is the next item, not what the next day acts on.
        let week = ##",{"id":"fri","label":"Today, Friday 15 December","traits":["staticText"],"frame":[16,220,54,40]},"## +
            ##"{"id":"sat","label":"Saturday 16 December","traits":["button"],"frame":[70,220,54,40]}"##
        XCTAssertEqual(try findings(Self.file(elements: Self.cleanElements + week)).map(\.ruleID).filter { $0 == "label.no-context" }, [])
    }

    func testAssetNameLabel() throws {
        try assertOnly("label.asset-name", in: Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"icon_save.png","userInputLabels":["Save"],"traits":["button"],"frame":[16,120,358,70]}"##))
    }

    /// An identifier in camelCase is an asset name; a brand spelt with one lower-case letter before
    /// its capital, or ending in an acronym, is how people write it and VoiceOver says it as a word:
    /// "iPhone" and "eBay" were errors.
    func testAssetNameLeavesBrandSpellingsAlone() throws {
        func label(_ text: String) -> String {
            Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"\##(text)","traits":["button"],"frame":[16,120,358,70]}"##)
        }
        // The button draws "Save", so only this rule's findings are compared.
        func assetNames(_ text: String) throws -> [String] {
            try findings(label(text)).filter { $0.ruleID == "label.asset-name" }.map(\.message)
        }
        for brand in ["iPhone", "eBay", "iCloud", "macOS", "iPadOS", "watchOS"] {
            XCTAssertEqual(try assetNames(brand), [], brand)
        }
        for identifier in ["btnFavorite", "favoriteButton", "imgStar", "toughButtonLabel"] {
            XCTAssertEqual(try assetNames(identifier), ["Label \"\(identifier)\" looks like a file or asset name"], identifier)
        }
    }

    /// An image's name UIKit spelt as words ("btn close normal" from `btn_close_normal`) is an asset
    /// name: found on a button, as the underscored name is. Lower-case real words (the label iOS
    /// gives the `sun.max.fill` symbol, a zoom level, a sentence with "nor") and a label with a
    /// capital are not.
    func testAssetNameCatchesImageNamesSpeltAsWords() throws {
        func label(_ text: String) -> String {
            Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"\##(text)","traits":["button"],"frame":[16,120,358,70]}"##)
        }
        func assetNames(_ text: String) throws -> [String] {
            try findings(label(text)).filter { $0.ruleID == "label.asset-name" }.map(\.message)
        }
        for name in ["btn close normal", "loading sign nonsel", "ic back", "btn-close-normal", "img banner sel", "star icon@2x bg"] {
            XCTAssertEqual(try assetNames(name), ["Label \"\(name)\" looks like a file or asset name"], name)
        }
        for words in ["brightness higher", "common reload", "2x zoom", "nor a long press", "Btn close", "sign in", "close", "add-on"] {
            XCTAssertEqual(try assetNames(words), [], words)
        }
    }

    /// A web address the screen shows is read as written: its underscores and camelCase parameters
    /// name no asset. One naming an image file is still one.
    func testAssetNameLeavesWebAddressesAlone() {
        for address in ["http://weixintx.haoduoke.cn/mobile/new_shop?appId=wx63d48daf039fe35c", "https://example.com/my_page",
                        "www.example.com/user_profile"] {
            XCTAssertFalse(AssetNameLabelRule.looksLikeAssetName(address), address)
        }
        for asset in ["https://cdn.example.com/icon_star.png", "icon_star", "http_link"] {
            XCTAssertTrue(AssetNameLabelRule.looksLikeAssetName(asset), asset)
        }
    }

    func testUndescribedText() throws {
        try assertOnly("label.undescribed-text", in: Self.file(drawing: Self.cleanDrawing + ##",{"text":"Saved today","box":[16,300,358,64],"style":"footnote","color":"#000000"}"##))
    }

    /// A switch's I or O under On/Off Labels shows the state VoiceOver speaks as its value ("On"):
    /// not text left unspoken. Any other word drawn on the switch and never spoken still is.
    func testASwitchsOnOffLabelIsItsSpokenState() throws {
        func toggle(_ mark: String) -> String {
            ##",{"id":"alarm","label":"Alarm","value":"1","traits":["button","toggleButton"],"frame":[16,200,358,44],"drawing":["## +
                ##"{"text":"Alarm","box":[24,210,200,24],"style":"body","color":"#000000"},"## +
                ##"{"text":"\##(mark)","box":[330,210,20,24],"style":"body","color":"#000000"}]}"##
        }
        func undescribed(_ mark: String) throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + toggle(mark))).map(\.ruleID).filter { $0 == "label.undescribed-text" }
        }
        XCTAssertEqual(try undescribed("I"), [])
        XCTAssertEqual(try undescribed("O"), [])
        XCTAssertEqual(try undescribed("Beta"), ["label.undescribed-text"])
        // The state word a Settings row draws is the word VoiceOver says for the value "1".
        XCTAssertEqual(try undescribed("On"), [])
        XCTAssertEqual(try undescribed("Off"), ["label.undescribed-text"], "drawn Off while the switch says On")
    }

    /// A segment drawing "Selected" under its title draws the word VoiceOver says of it ("Selected:
    /// Week. Button."): heard, not text left unspoken.
    func testATraitWordVoiceOverSaysIsHeard() throws {
        func segment(_ selected: Bool) -> String {
            ##",{"id":"week","label":"Week","traits":["button"\##(selected ? #","selected""# : "")],"frame":[16,200,120,44],"drawing":["## +
                ##"{"text":"Week","box":[24,202,100,20],"style":"body","color":"#000000"},"## +
                ##"{"text":"Selected","box":[24,222,100,18],"style":"caption1","color":"#000000"}]}"##
        }
        func undescribed(_ selected: Bool) throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + segment(selected))).map(\.ruleID).filter { $0 == "label.undescribed-text" }
        }
        XCTAssertEqual(try undescribed(true), [])
        XCTAssertEqual(try undescribed(false), ["label.undescribed-text"], "drawn Selected on a segment that is not")
    }

    /// Exceptional Dogs at AX5, after two swipes up: the next card's name peeks in at the right
    /// edge. What shows lies inside the dog picker, which says that name when swiped to; the middle
    /// of the whole name lies off screen, where the rule looked before. Wholly on screen outside
    /// every element, the same text is still caught.
    func testUndescribedTextIsJudgedWhereItShows() throws {
        let picker = ##",{"id":"picker","label":"Dog picker","value":"Bro","traits":["adjustable"],"frame":[0,240,390,60]}"##
        func peeking(x: Int) -> String {
            Self.cleanDrawing + ##",{"text":"Pudding","box":[\##(x),250,104,30],"style":"title1","color":"#000000"}"##
        }
        XCTAssertEqual(try findings(Self.file(drawing: peeking(x: 383), elements: Self.cleanElements + picker)).map(\.ruleID)
            .filter { $0 == "label.undescribed-text" }, [])
        XCTAssertEqual(try findings(Self.file(drawing: peeking(x: 200), elements: Self.cleanElements)).map(\.ruleID)
            .filter { $0 == "label.undescribed-text" }, ["label.undescribed-text"])
    }

    /// The fixed HelloGoodbye hides the age drawn beside its slider, as the talk does: the slider
    /// says it ("37"). A drawn value an element in its row speaks is heard; one no element says is not.
    func testUndescribedTextSpokenByAnElementInItsRowIsHeard() throws {
        let age = Self.cleanDrawing + ##",{"text":"37","box":[320,210,40,24],"style":"title3","color":"#000000"}"##
        func slider(_ value: String) -> String {
            Self.cleanElements + ##",{"id":"age","value":"\##(value)","traits":["adjustable"],"frame":[16,200,290,44]}"##
        }
        func undescribed(_ value: String) throws -> [String] {
            try findings(Self.file(drawing: age, elements: slider(value))).filter { $0.ruleID == "label.undescribed-text" }.map(\.message)
        }
        XCTAssertEqual(try undescribed("37"), [])
        XCTAssertEqual(try undescribed("38"), ["Drawn text \"37\" is not exposed to VoiceOver"])
    }

    /// A Download button that speaks "Download" and draws "12 MB" under it: the size is never
    /// heard. Said in any words that keep one of it ("12 megabytes"), an avatar's initials of the
    /// name spoken, or a picker's neighbouring values, the text is heard; a button that speaks none
    /// of its drawing is voice.label-in-name's, not this rule's.
    func testTextDrawnInsideAnElementThatSpeaksItsOtherTextIsUnheard() throws {
        func button(label: String, drawn: [String], traits: String = "button", value: String = "") throws -> [String] {
            let texts = drawn.enumerated().map { i, text in
                ##"{"text":"\##(text)","box":[40,\##(220 + 30 * i),300,26],"style":"body","color":"#000000"}"##
            }.joined(separator: ",")
            let element = ##",{"id":"dl","label":"\##(label)","value":"\##(value)","traits":["\##(traits)"],"frame":[16,210,358,90]}"##
            return try findings(Self.file(drawing: Self.cleanDrawing + "," + texts, elements: Self.cleanElements + element))
                .filter { $0.ruleID == "label.undescribed-text" }.map { "\($0.subject.elementID ?? "-"): \($0.message)" }
        }
        XCTAssertEqual(try button(label: "Download", drawn: ["Download", "12 MB"]), ["dl: Drawn text \"12 MB\" is never spoken"])
        XCTAssertEqual(try button(label: "Download, 12 megabytes", drawn: ["Download", "12 MB"]), [])
        XCTAssertEqual(try button(label: "Download", drawn: ["Download", "12 MB"], value: "12 MB"), [], "the value speaks it")
        XCTAssertEqual(try button(label: "Tom McNeil", drawn: ["TM", "Tom McNeil"]), [], "an avatar's initials")
        XCTAssertEqual(try button(label: "Tom McNeil", drawn: ["TX", "Tom McNeil"]), ["dl: Drawn text \"TX\" is never spoken"])
        XCTAssertEqual(try button(label: "Dog", drawn: ["Pinky", "Pudding"], traits: "adjustable", value: "Pinky"), [], "a picker's next value")
        XCTAssertEqual(try button(label: "Remove", drawn: ["Delete", "12 MB"]), [], "named otherwise: voice.label-in-name's")
    }

    /// The talk's instructions, read "Swipe up arrow to say hello … Ellipses."; a temperature's
    /// degree sign is content and passes.
    func testDecorativeSymbolsReadByTheirNames() throws {
        func symbols(_ label: String) throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"\##(label)","traits":["staticText"],"frame":[16,200,358,50]}"##))
                .filter { $0.ruleID == "label.symbol-names" }.map(\.message)
        }
        XCTAssertEqual(try symbols("Swipe ↑ to say hello, swipe ↓ to say goodbye…"),
                       ["VoiceOver reads \"↑\" as \"up arrow\", \"↓\" as \"down arrow\", \"…\" as \"ellipsis\" in \"Swipe ↑ to say hello, swipe ↓ to say goodbye…\""])
        XCTAssertEqual(try symbols("Swipe up to say hello, swipe down to say goodbye"), [])
        XCTAssertEqual(try symbols("Outside, 21°"), [])
        // Apple's own Settings: a link titled "About Dictation and Privacy…", a secure field's bullets.
        func control(_ traits: String, label: String, value: String = "") throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"\##(label)","value":"\##(value)","traits":["\##(traits)"],"frame":[16,200,358,50]}"##))
                .filter { $0.ruleID == "label.symbol-names" }.map(\.message)
        }
        XCTAssertEqual(try control("link", label: "About Dictation and Privacy…"), [])
        XCTAssertEqual(try control("staticText", label: "About Dictation and Privacy…").count, 1, "text trailing off is read so")
        XCTAssertEqual(try control("button", label: "Next → Step 2").count, 1)
        XCTAssertEqual(try control("secureTextField", label: "Password", value: "•••"), [])
    }

    /// A calculator's keys: "×" among keys labelled "÷" or "=" is the multiplication key, heard
    /// "times" as it means; a "×" button on a screen with no operator key is a close button's cross,
    /// and an operator drawn as text makes no keypad.
    func testMultiplicationKeyOfAKeypadIsNoDecoration() throws {
        func symbols(_ extra: String) throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + ##",{"id":"times","label":"×","traits":["button"],"frame":[16,200,80,80]}"## + extra))
                .filter { $0.ruleID == "label.symbol-names" }.map(\.message)
        }
        XCTAssertEqual(try symbols(""), [#"VoiceOver reads "×" as "times" in "×""#], "a lone cross")
        XCTAssertEqual(try symbols(##",{"id":"divide","label":"÷","traits":["button"],"frame":[100,200,80,80]}"##), [])
        XCTAssertEqual(try symbols(##",{"id":"equals","label":"=","traits":["button"],"frame":[100,200,80,80]}"##), [])
        XCTAssertEqual(try symbols(##",{"id":"divide","label":"÷","traits":["staticText"],"frame":[100,200,80,80]}"##).count, 1,
                       "an operator as text is no key")
    }

    /// The stranger's icon buttons: "⋯", "✕", "❤" and "Close ×" are read by their Unicode names
    /// ("midline horizontal ellipsis", "multiplication x", "heavy black heart", "times") as "★" and
    /// "♥" were; a sign beside a number ("2 × 3", "1.5×", a rating "4.5 ★"), a letter x, an emoji
    /// ("❤️", "⭐") and a note's sharp ("C♯") pass.
    func testIconGlyphsReadByTheirUnicodeNames() throws {
        func symbols(_ label: String, traits: String = "button") throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"\##(label)","traits":["\##(traits)"],"frame":[16,200,358,50]}"##))
                .filter { $0.ruleID == "label.symbol-names" }.map(\.message)
        }
        XCTAssertEqual(try symbols("⋯"), [#"VoiceOver reads "⋯" as "midline horizontal ellipsis" in "⋯""#])
        XCTAssertEqual(try symbols("Share ⋯"), [#"VoiceOver reads "⋯" as "midline horizontal ellipsis" in "Share ⋯""#])
        XCTAssertEqual(try symbols("✕"), [#"VoiceOver reads "✕" as "multiplication x" in "✕""#])
        XCTAssertEqual(try symbols("❤"), [#"VoiceOver reads "❤" as "heavy black heart" in "❤""#])
        XCTAssertEqual(try symbols("Close ×"), [#"VoiceOver reads "×" as "times" in "Close ×""#])
        XCTAssertEqual(try symbols("☰"), [#"VoiceOver reads "☰" as "trigram for heaven" in "☰""#])
        XCTAssertEqual(try symbols("▶ Play"), [#"VoiceOver reads "▶" as "black right-pointing triangle" in "▶ Play""#])
        for label in ["2 × 3", "1920×1080", "1.5×", "Rated 4.5 ★", "Box x", "Favourite ❤️", "⭐️", "⭐", "C♯ minor", "Close"] {
            XCTAssertEqual(try symbols(label, traits: "staticText"), [], label)
        }
        XCTAssertEqual(try symbols("Rate ★★★").count, 1, "stars beside words are decoration")
        // The engine speaks them so: one table of names for speech and rule.
        XCTAssertEqual(SymbolPronunciation.spoken("Share ⋯"), "Share midline horizontal ellipsis")
        XCTAssertEqual(SymbolPronunciation.spoken("Favourite ❤️"), "Favourite ❤️")
    }

    /// The stranger's "Button. Button." and "Link. Link.": a label that is only the trait word of a
    /// trait the element has; the word on an element without the trait ("Button" on text that does
    /// nothing, "Tab" outside a tab bar) passes.
    func testALabelThatIsOnlyTheTraitWord() throws {
        func redundant(_ label: String, _ traits: String) throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"\##(label)","traits":[\##(traits)],"frame":[16,200,358,50]}"##))
                .filter { $0.ruleID == "label.redundant-trait" }.map(\.message)
        }
        XCTAssertEqual(try redundant("Button", ##""button""##), [#"Label "Button" is only the trait word "button""#])
        XCTAssertEqual(try redundant("Link", ##""link""##), [#"Label "Link" is only the trait word "link""#])
        XCTAssertEqual(try redundant("image", ##""image""##), [#"Label "image" is only the trait word "image""#])
        XCTAssertEqual(try redundant("Button", ##""staticText""##), [], "text that does nothing")
        XCTAssertEqual(try redundant("Tab", ##""button""##), [], "no tab of a tab bar")
        XCTAssertEqual(try redundant("Link", ##""button""##), [], "a button named Link")
        XCTAssertEqual(try redundant("Buttons", ##""button""##), [])
        XCTAssertEqual(try redundant("Close", ##""button""##), [])
    }

    func testRawPercentValue() throws {
        try assertOnly("value.raw-percent", in: Self.file(elements: Self.cleanElements + ##",{"id":"age","label":"Age","value":"19%","traits":["adjustable"],"frame":[16,200,358,50]}"##))
    }

    /// The example imports' checkout: a tip is set in percent, so "Tip, 15%" speaks its unit.
    func testAPercentageByNatureIsNoRawPercent() throws {
        let tip = ##",{"id":"tip","label":"Tip","value":"15%","traits":["adjustable"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try findings(Self.file(elements: Self.cleanElements + tip)).filter { $0.ruleID == "value.raw-percent" }.map(\.message), [])
        // Humidity and a chance of rain are percentages too; "Rated age" is an age (the word "rate"
        // only starts "rated"), as "Age" is.
        func rawPercent(_ label: String) throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"\##(label)","value":"40%","traits":["adjustable"],"frame":[16,200,358,50]}"##))
                .filter { $0.ruleID == "value.raw-percent" }.map { $0.subject.elementID ?? "" }
        }
        for label in ["Humidity", "Chance of rain", "Tips", "Interest rate"] { XCTAssertEqual(try rawPercent(label), [], label) }
        XCTAssertEqual(try rawPercent("Rated age"), ["x"])
    }

    func testConflictingTraits() throws {
        try assertOnly("traits.conflict", in: Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save","traits":["button","link"],"frame":[16,120,358,70]}"##))
        // A file's toggle given only toggleButton keeps the traits it was given: it still flips, and
        // VoiceOver does not call it a switch button (the button trait was added, hiding the defect).
        let bare = try SceneFile.parse(Self.file(elements: Self.cleanElements + ##",{"id":"bt","label":"Bluetooth","value":"0","traits":["toggleButton"],"frame":[16,200,358,50]}"##), file: "planted.json")
        XCTAssertEqual(bare.accessibilityElements(settings: Settings()).first { $0.id == "bt" }?.traits, [.toggleButton])
        XCTAssertEqual(Set(try findings(Self.file(elements: Self.cleanElements + ##",{"id":"bt","label":"Bluetooth","value":"0","traits":["toggleButton"],"frame":[16,200,358,50]}"##)).map(\.ruleID)),
                       ["traits.conflict"])
    }

    func testAdjustableWithoutValue() throws {
        try assertOnly("traits.adjustable", in: Self.file(elements: Self.cleanElements + ##",{"id":"age","label":"Age","traits":["adjustable"],"frame":[16,200,358,50]}"##))
    }

    /// A value of only white space is spoken as none: an adjustable whose value is " " has no value
    /// either (only an empty one was found).
    func testAdjustableWithAValueOfOnlyWhiteSpaceHasNoValue() throws {
        let found = try findings(Self.file(elements: Self.cleanElements + ##",{"id":"age","label":"Age","value":" ","traits":["adjustable"],"frame":[16,200,358,50]}"##))
        XCTAssertEqual(found.filter { $0.ruleID == "traits.adjustable" }.map(\.message), ["Adjustable \"Age\" has no value"])
    }

    func testToggleValue() throws {
        try assertOnly("traits.toggle", in: Self.file(elements: Self.cleanElements + ##",{"id":"wifi","label":"Wi-Fi","value":"yes","traits":["button","toggleButton"],"frame":[16,200,358,50]}"##))
    }

    func testTargetSize() throws {
        // x's 24 pt circle, centred at (26, 210), reaches y's edge at x = 36: WCAG 2.5.8's minimum is missed.
        let found = try findings(Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"Close","traits":["button"],"frame":[16,200,20,20]},{"id":"y","label":"Share","traits":["button"],"frame":[36,200,30,30]}"##))
        XCTAssertEqual(Set(found.map(\.ruleID)), ["target.size"])
        XCTAssertEqual(found.first { $0.subject.elementID == "x" }?.severity, .error)
        XCTAssertEqual(found.first { $0.subject.elementID == "y" }?.severity, .warning)
    }

    /// WCAG 2.5.8's spacing exception: an undersized target whose 24 pt circle, centred on it, meets
    /// no other target and no other undersized target's circle passes the minimum; it still misses
    /// Apple's 44 pt, a warning. Circles that only touch do not meet.
    func testAnUndersizedTargetSpacedAsWCAGAllowsIsAWarning() throws {
        func severities(_ elements: String) throws -> [String: Severity] {
            var result: [String: Severity] = [:]
            for f in try findings(Self.file(elements: Self.cleanElements + elements)) where f.ruleID == "target.size" {
                result[f.subject.elementID ?? ""] = f.severity
            }
            return result
        }
        func button(_ id: String, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String {
            ##",{"id":"\##(id)","label":"\##(id)","traits":["button"],"frame":[\##(x),\##(y),\##(w),\##(h)]}"##
        }
        // Alone: spaced, and the finding says so.
        let alone = try findings(Self.file(elements: Self.cleanElements + button("a", 16, 300, 20, 20)))
        XCTAssertEqual(alone.first { $0.ruleID == "target.size" }?.severity, .warning)
        XCTAssertTrue(alone.first { $0.ruleID == "target.size" }?.detail.contains("spaced as WCAG 2.5.8 allows") == true)
        // Its headline says what it misses, not "below the 24×24 pt minimum", which it meets; its
        // identity is the one the earlier headline gave, so baselines keyed by it still match.
        let spaced = try XCTUnwrap(alone.first { $0.ruleID == "target.size" })
        XCTAssertEqual(spaced.message, "Target is 20×20 pt, below the recommended 44×44 pt; spaced as WCAG 2.5.8 allows below 24×24 pt")
        XCTAssertEqual(spaced.identity.measure, String(decoding: Validator.shape(of: "Target is 20×20 pt, below the 24×24 pt minimum"), as: UTF8.self))
        // Two 10×10 whose centres are 20 apart: their circles overlap, and each circle reaches the other.
        XCTAssertEqual(try severities(button("a", 16, 300, 10, 10) + button("b", 36, 300, 10, 10)), ["a": .error, "b": .error])
        // Centres exactly 24 apart, 19 pt from each other's frame: the circles touch and do not meet.
        XCTAssertEqual(try severities(button("a", 16, 300, 10, 10) + button("b", 40, 300, 10, 10)), ["a": .warning, "b": .warning])
        // Beside a large target: meeting it 11 pt from the centre fails, 12 pt (touching) passes.
        XCTAssertEqual(try severities(button("a", 16, 300, 20, 20) + button("big", 37, 288, 44, 44)), ["a": .error])
        XCTAssertEqual(try severities(button("a", 16, 300, 20, 20) + button("big", 38, 288, 44, 44)), ["a": .warning])
        // Two undersized targets in one row, 30 pt apart centre to centre, far from anything else.
        XCTAssertEqual(try severities(button("a", 16, 300, 20, 20) + button("b", 46, 300, 20, 20)), ["a": .warning, "b": .warning])
    }

    /// HelloGoodbye's match card: each line of text offers "Say hello" and "Say goodbye", chosen in
    /// the Actions rotor wherever the focus is. Text with custom actions is not a target a finger
    /// must hit; a button of the same size still is.
    func testTextWithCustomActionsIsNoTarget() throws {
        let line = ##",{"id":"age","label":"Age","traits":["staticText"],"frame":[16,200,84,21],"customActions":[{"name":"Say hello","announce":"Hello"}]}"##
        XCTAssertEqual(try findings(Self.file(elements: Self.cleanElements + line)).map(\.ruleID).filter { $0 == "target.size" }, [])
        let button = ##",{"id":"age","label":"Age","traits":["button"],"frame":[16,200,84,21],"customActions":[{"name":"Say hello","announce":"Hello"}]}"##
        XCTAssertEqual(try findings(Self.file(elements: Self.cleanElements + button)).map(\.ruleID).filter { $0 == "target.size" }, ["target.size"])
    }

    func testOverlappingTargets() throws {
        try assertOnly("target.overlap", in: Self.file(elements: Self.cleanElements + ##",{"id":"save2","label":"Save copy","traits":["button"],"frame":[16,120,358,70]}"##))
    }

    /// Two buttons sharing most of the smaller frame, neither holding the other: the one drawn first
    /// is mostly under the other, where a finger aiming at it lands (it passed: only identical frames
    /// counted). Shifted to share less than half, or one inside the other, is not this finding.
    func testMostlyOverlappingTargets() throws {
        func overlaps(_ share: String) throws -> [String] {
            try findings(Self.file(elements: Self.cleanElements + share)).filter { $0.ruleID == "target.overlap" }.map { "\($0.subject.elementID ?? "-"): \($0.message)" }
        }
        let like = ##",{"id":"like","label":"Like","traits":["button"],"frame":[16,300,100,44]}"##
        XCTAssertEqual(try overlaps(like + ##",{"id":"share","label":"Share","traits":["button"],"frame":[26,304,100,44]}"##),
                       ["like: Mostly under \"share\""])
        let detail = try findings(Self.file(elements: Self.cleanElements + like + ##",{"id":"share","label":"Share","traits":["button"],"frame":[26,304,100,44]}"##))
            .first { $0.ruleID == "target.overlap" }?.detail
        XCTAssertEqual(detail, "81% of its frame [16, 300, 100, 44] lies under \"share\" [26, 304, 100, 44], in front of it: a finger at its activation point lands there")
        XCTAssertEqual(try overlaps(like + ##",{"id":"share","label":"Share","traits":["button"],"frame":[70,300,100,44]}"##), [], "46 of 100 points: less than half")
        XCTAssertEqual(try overlaps(like + ##",{"id":"dot","label":"Dot","traits":["button"],"frame":[20,302,30,30]}"##), [], "one inside the other")
        // A piano's white key under half of each of two black keys: a fifth of it covered, the rest
        // and the black keys on top within a finger's reach.
        let keys = ##",{"id":"c","label":"C","traits":["button"],"frame":[16,300,33,200]},{"id":"cs","label":"C sharp","traits":["button"],"frame":[39,300,20,120]}"##
        XCTAssertEqual(try overlaps(keys), [])
    }

    func testOffscreenFrame() throws {
        try assertOnly("geometry.offscreen", in: Self.file(elements: Self.cleanElements + ##",{"id":"far","label":"Far away","traits":["staticText"],"frame":[500,900,100,50]}"##))
    }

    func testActivationPointOutside() throws {
        try assertOnly("geometry.activation-point", in: Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"activationPoint":[10,10]}"##))
        // The frame's right and bottom edges are outside, as a tap's hit test has them; the left and
        // top edges inside.
        func outside(_ point: String) throws -> Bool {
            try findings(Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"activationPoint":\##(point)}"##))
                .contains { $0.ruleID == "geometry.activation-point" }
        }
        XCTAssertTrue(try outside("[374,190]"))
        XCTAssertFalse(try outside("[16,120]"))
        XCTAssertFalse(try outside("[373.5,189.5]"))
    }

    func testContentShapeOutsideFrame() throws {
        try assertOnly("geometry.content-shape", in: Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"path":"M0 0 L50 0 L50 50 Z"}"##))
    }

    /// A row placed by a layout draws from its own top-left; drawing written in scene coordinates (as
    /// for an element placed by `frame`) lands far from the row. The same drawing in the row's own
    /// coordinates, and an element placed by `frame` drawing in scene coordinates, are clean.
    func testDrawingOutsideItsElementsFrame() throws {
        func row(_ drawing: String) -> String {
            Self.cleanElements + ##",{"id":"list","frame":[16,220,358,0],"layout":{"axis":"column"},"children":[{"id":"row","label":"Row","traits":["staticText"],"size":[358,44],"drawing":[\##(drawing)]}]}"##
        }
        let planted = try findings(Self.file(elements: row(##"{"rect":[16,220,358,44],"fill":"#F2F2F7"}"##)))
        XCTAssertEqual(Set(planted.map(\.ruleID)), ["geometry.drawing-outside-frame"])
        XCTAssertEqual(planted.first?.subject.elementID, "row")
        XCTAssertTrue(planted.first?.fix.contains("\"layout\"") ?? false, "the fix is in the file's terms: \(planted.first?.fix ?? "")")
        XCTAssertEqual(try findings(Self.file(elements: row(##"{"rect":[0,0,358,44],"fill":"#F2F2F7"}"##))).map(\.ruleID), [])
        let placed = Self.cleanElements + ##",{"id":"row","label":"Row","traits":["staticText"],"frame":[16,220,358,44],"drawing":[{"rect":[16,220,358,44],"fill":"#F2F2F7"}]}"##
        XCTAssertEqual(try findings(Self.file(elements: placed)).map(\.ruleID), [])
    }

    /// As `axsandbox validate` loads a scene file: its descriptor as the file gives it, which is not
    /// declarative (a file's actions behave). A button drawn in a layout child's own coordinates but
    /// placed by `frame` went unreported, since the rule ran on declarative scenes alone and
    /// validation met none.
    func testDrawingOutsideItsFrameIsFoundAsValidateLoadsTheFile() throws {
        let button = Self.cleanElements + ##",{"id":"compose","label":"Compose","traits":["button"],"frame":[16,220,358,50],"activate":{"announce":"Composing"},"drawing":[{"rect":[0,0,358,50],"fill":"#F2F2F7"}]}"##
        let descriptor = try SceneFile.parse(Self.file(elements: button), file: "planted.json").descriptor
        XCTAssertFalse(descriptor.isDeclarative)
        let rule = RuleCatalog.all.filter { $0.info.id == "geometry.drawing-outside-frame" }
        let found = Validator(rules: rule).validate(descriptor).findings
        XCTAssertEqual(found.map(\.subject.elementID), ["compose"])
        XCTAssertEqual(found.first?.detail, "drawing covers [0, 0, 358, 50]; frame [16, 220, 358, 50]")
    }

    /// The same row validated as `validate FILE` validates it: a scene file behaves, so its
    /// descriptor is not declarative, and the rule, which asked for a declarative scene, never ran
    /// outside these tests. Its frame-placed twin, drawing in the row's own coordinates where the
    /// scene's are meant, is found too.
    func testDrawingOutsideItsElementsFrameIsFoundAsTheCommandLineValidatesAFile() throws {
        func validated(_ elements: String) throws -> [String] {
            let scene = try SceneFile.parse(Self.file(elements: elements), file: "planted.json")
            XCTAssertFalse(scene.descriptor.isDeclarative)
            return Validator().validate(scene.descriptor).findings
                .filter { $0.ruleID == "geometry.drawing-outside-frame" }.map { $0.subject.elementID ?? "" }
        }
        let laidOut = Self.cleanElements + ##",{"id":"list","frame":[16,220,358,0],"layout":{"axis":"column"},"children":[{"id":"row","label":"Row","traits":["staticText"],"size":[358,44],"drawing":[{"rect":[16,220,358,44],"fill":"#F2F2F7"}]}]}"##
        XCTAssertEqual(try validated(laidOut), ["row"])
        let placed = Self.cleanElements + ##",{"id":"row","label":"Row","traits":["staticText"],"frame":[16,400,358,44],"drawing":[{"rect":[0,0,358,44],"fill":"#F2F2F7"}]}"##
        XCTAssertEqual(try validated(placed), ["row"])
        let fixed = Self.cleanElements + ##",{"id":"row","label":"Row","traits":["staticText"],"frame":[16,400,358,44],"drawing":[{"rect":[16,400,358,44],"fill":"#F2F2F7"}]}"##
        XCTAssertEqual(try validated(fixed), [])
    }

    /// A footnote in a grey of the given colour, exposed as static text.
    static func note(_ color: String) -> (drawing: String, elements: String) {
        (cleanDrawing + ##",{"text":"Note","box":[16,200,358,64],"style":"footnote","color":"\##(color)"}"##,
         cleanElements + ##",{"id":"note","label":"Note","traits":["staticText"],"frame":[16,200,358,64]}"##)
    }

    func testTextContrast() throws {
        // #777777 on white is 4.48:1, just under 4.5.
        let note = Self.note("#777777")
        try assertOnly("contrast.text", in: Self.file(drawing: note.drawing, elements: note.elements))
    }

    func testEnhancedContrastOnlyUnderIncreaseContrast() throws {
        // #767676 on white is 4.54:1: passes AA, fails the enhanced 7:1.
        let note = Self.note("#767676")
        let found = try findings(Self.file(drawing: note.drawing, elements: note.elements))
        XCTAssertEqual(found.map(\.ruleID), ["contrast.text-enhanced"])
        XCTAssertEqual(found.first?.settings, "increaseContrast=true")
    }

    /// The enhanced-contrast fix written in the file: the note drawn darker only under Increase
    /// Contrast (`when` on the setting), as the rule's fix for scene files says.
    func testEnhancedContrastFixedUnderIncreaseContrastOnly() throws {
        let note = Self.note("#767676")
        let found = try findings(Self.file(drawing: note.drawing, elements: note.elements))
        XCTAssertTrue(found.first?.fix.contains(##""when": {"setting": "increaseContrast", "equals": true}"##) ?? false, found.first?.fix ?? "")
        let fixed = note.drawing.replacingOccurrences(of: ##""color":"#767676"}"##, with:
            ##""color":"#767676","when":{"setting":"increaseContrast","equals":false}},{"text":"Note","box":[16,200,358,64],"style":"footnote","color":"#3A3A3C","when":{"setting":"increaseContrast","equals":true}}"##)
        XCTAssertNotEqual(fixed, note.drawing)
        XCTAssertEqual(try findings(Self.file(drawing: fixed, elements: note.elements), matrix: .full).map { "\($0.ruleID) \($0.settings)" }, [])
    }

    func testTranslucentBackgroundIsCompositedBeforeMeasuring() throws {
        // White text on a half-transparent blue over white is much lighter than on solid blue.
        let drawing = Self.cleanDrawing.replacingOccurrences(of: ##""fill":"#0A60D0""##, with: ##""fill":"#0A60D040""##)
        let found = try findings(Self.file(drawing: drawing))
        XCTAssertTrue(found.contains { $0.ruleID == "contrast.text" && $0.message.contains("Save") })
        XCTAssertTrue(found.contains { $0.ruleID == "transparency.translucent-behind-text" })
    }

    /// The talk's translucent panels: HelloGoodbye's instructions and its Preview tab float over the
    /// sunset, each wholly on one of its bands. An exemption for a tint wholly on one opaque fill
    /// (a card) passed both, which the talk shows turning opaque under Reduce Transparency.
    func testHelloGoodbyesPanelsOverItsBackdropAreTranslucent() throws {
        let descriptor = try XCTUnwrap(Catalog.all.first { $0.id == "hello-goodbye-broken" })
        let rules = RuleCatalog.all.filter { $0.info.rule == .transparencyTranslucentBehindText }
        let found = Validator(rules: rules, bounds: ExplorationBounds(depth: 1, states: 50)).validate(descriptor).findings
        XCTAssertTrue(found.contains { $0.subject.elementID == "instructions" }, found.map(\.message).description)
        XCTAssertTrue(found.contains { $0.subject.elementID == "preview-tab" }, found.map(\.message).description)
    }

    /// A translucent tint laid exactly on an opaque card (a selection tint, the card's own shape in
    /// the same place) composites to one opaque colour: nothing shows through it, and Reduce
    /// Transparency, making it opaque, would change nothing a reader sees. It was reported. A tint
    /// of another shape over the card (a panel floating over one band of a backdrop, as
    /// HelloGoodbye's do) still is, as is a tint laid on a card that is itself translucent.
    func testATintLaidExactlyOnAnOpaqueCardIsNoTranslucentFill() throws {
        func transparency(_ drawing: String) throws -> [String] {
            try findings(Self.file(drawing: drawing)).filter { $0.ruleID == "transparency.translucent-behind-text" }.map(\.message)
        }
        let card = ##"{"rect":[16,120,358,70],"fill":"#0A60D0","cornerRadius":10},"##
        let tint = ##"{"rect":[16,120,358,70],"fill":"#000000","opacity":0.2,"cornerRadius":10},"##
        let save = ##"{"text":"Save","box":[16,123,358,64],"style":"body","weight":"semibold","color":"#FFFFFF","alignment":"center"}"##
        let title = ##"{"text":"Settings","box":[16,40,358,72],"style":"title1","weight":"bold","color":"#000000"},"##
        XCTAssertEqual(try transparency(title + card + tint + save), [])
        let inset = ##"{"rect":[24,124,342,62],"fill":"#000000","opacity":0.2,"cornerRadius":8},"##
        XCTAssertEqual(try transparency(title + card + inset + save), ["Text \"Save\" lies on a translucent fill"])
        let seeThrough = card.replacingOccurrences(of: "#0A60D0", with: "#0A60D080")
        XCTAssertEqual(try transparency(title + seeThrough + tint + save), ["Text \"Save\" lies on a translucent fill"])
    }

    /// Leading text in a wide box lies at the box's right end under right-to-left, and the contrast rule
    /// samples it there: a dark band behind the text's end of the box (mirrored with the text) is
    /// what it is read against, not the white at the other end.
    func testContrastIsMeasuredWhereRightToLeftTextIsDrawn() throws {
        let drawing = Self.cleanDrawing + ##",{"rect":[16,200,120,64],"fill":"#000000"},{"text":"Note","box":[16,200,358,64],"style":"footnote","color":"#555555"}"##
        let text = Self.file(drawing: drawing, elements: Self.cleanElements + ##",{"id":"note","label":"Note","traits":["staticText"],"frame":[16,200,358,64]}"##)
        var rtl = Settings(); rtl.layoutDirection = .rightToLeft
        let scene = try SceneFile.parse(text, file: "planted.json")
        for base in [Settings(), rtl] {
            let found = Validator(matrix: .default, baseSettings: base).validate(scene.descriptor, declarative: true).findings
            let contrast = found.filter { $0.ruleID == "contrast.text" && $0.settings == base.changesFromDefaults }
            XCTAssertEqual(contrast.count, 1, "\(base.changesFromDefaults): \(found.map { "\($0.ruleID) \($0.message)" })")
            XCTAssertTrue(contrast.first?.detail.contains("on #000000") ?? false, "\(contrast.map(\.detail))")
        }
    }

    /// A run drawn across two backgrounds is measured against the worse, whichever side of the run
    /// it lies on: #767676 passes on white (4.54:1) and fails on #E5E5E5.
    func testTextAcrossTwoBackgroundsIsMeasuredAgainstTheWorse() throws {
        let note = ##",{"id":"note","label":"Note about the sale","traits":["staticText"],"frame":[16,200,358,64]}"##
        for band in ["[70,200,304,64]", "[16,200,60,64]"] {
            let drawing = Self.cleanDrawing + ##",{"rect":"## + band + ##","fill":"#E5E5E5"},"##
                + ##"{"text":"Note about the sale","box":[16,200,358,64],"style":"body","color":"#767676"}"##
            let scene = try SceneFile.parse(Self.file(drawing: drawing, elements: Self.cleanElements + note), file: "planted.json")
            let contrast = Validator(matrix: .default).validate(scene.descriptor, declarative: true).findings
                .filter { $0.ruleID == "contrast.text" && $0.settings.isEmpty }
            XCTAssertEqual(contrast.count, 1, band)
            XCTAssertTrue(contrast.first?.detail.contains("on #E5E5E5") ?? false, "\(band): \(contrast.map(\.detail))")
        }
    }

    func testNonTextContrast() throws {
        let drawing = Self.cleanDrawing + ##",{"ellipse":[20,200,44,44],"fill":"#EEEEEE"}"##
        try assertOnly("contrast.non-text", in: Self.file(drawing: drawing, elements: Self.cleanElements + ##",{"id":"dot","label":"Status","traits":["button"],"frame":[20,200,44,44]}"##))
    }

    func testClippedText() throws {
        let drawing = Self.cleanDrawing + ##",{"text":"A long explanation that cannot grow","box":[16,300,358,22],"style":"body","color":"#000000"}"##
        let found = try findings(Self.file(drawing: drawing, elements: Self.cleanElements + ##",{"id":"note","label":"A long explanation that cannot grow","traits":["staticText"],"frame":[16,300,358,22]}"##))
        XCTAssertEqual(Set(found.map(\.ruleID)), ["text.clipped"])
        XCTAssertEqual(found.first?.settings, "contentSize=AX5")
    }

    func testFixedSizeText() throws {
        let drawing = Self.cleanDrawing + ##",{"text":"v2","box":[16,300,100,40],"size":12,"color":"#000000"}"##
        try assertOnly("text.not-scaling", in: Self.file(drawing: drawing, elements: Self.cleanElements + ##",{"id":"ver","label":"Version 2","traits":["staticText"],"frame":[16,300,100,40]}"##))
    }

    /// Text placed at a point (`"at"`) has a box that runs to the screen's edge: its findings name
    /// the element its words lie in, found at the words, not at the box's middle (which lay in no
    /// element, or in the next one along).
    func testTextPlacedAtAPointIsTheElementsItsWordsLieIn() throws {
        let drawing = Self.cleanDrawing + ##",{"text":"v2","at":[24,300],"size":12,"color":"#000000"}"##
        let found = try findings(Self.file(drawing: drawing, elements: Self.cleanElements
            + ##",{"id":"ver","label":"Version 2","traits":["staticText"],"frame":[16,296,100,24]},{"id":"next","label":"Next","traits":["button"],"frame":[200,290,174,44]}"##))
        XCTAssertEqual(found.map { "\($0.ruleID) \($0.subject.elementID ?? "-")" }, ["text.not-scaling ver"])
    }

    /// Text an open modal view draws is its own, not an element's lying behind it under the words.
    func testTextOnAModalViewIsNotAnElementsBehindIt() throws {
        let elements = Self.cleanElements + ##",{"id":"photo","label":"Photo","traits":["image"],"frame":[0,250,390,200]},"##
            + ##"{"id":"sheet","modal":true,"frame":[0,280,390,140],"drawing":[{"rect":[0,280,390,140],"fill":"#FFFFFF"},{"text":"Locked","at":[150,330],"size":30,"color":"#000000"}],"##
            + ##""children":[{"id":"unlock","label":"Unlock","traits":["button"],"frame":[16,370,100,44]}]}"##
        let found = try findings(Self.file(elements: elements)).filter { $0.ruleID == "text.not-scaling" }
        XCTAssertEqual(found.map { $0.subject.elementID ?? "-" }, ["-"])
        XCTAssertFalse(found.first?.seenBehindModal ?? true)
    }

    func testReduceMotion() throws {
        let drawing = Self.cleanDrawing + ##",{"ellipse":[200,600,150,150],"fill":"#000000","animation":"spin"}"##
        let found = try findings(Self.file(drawing: drawing))
        XCTAssertEqual(found.map(\.ruleID), ["motion.reduce-motion"])
        let fade = Self.cleanDrawing + ##",{"ellipse":[200,600,150,150],"fill":"#000000","animation":"fade"}"##
        XCTAssertEqual(try findings(Self.file(drawing: fade)).map(\.ruleID), [])
    }

    /// A small spinner, an activity indicator's size (20 points, or spokes within 44), keeps spinning
    /// under Reduce Motion, as iOS's own does: no finding. Spokes spread over more than 44 points, or
    /// a small scale animation, still are.
    func testASmallSpinnerIsAnActivityIndicatorReduceMotionKeeps() throws {
        let small = Self.cleanDrawing + ##",{"ellipse":[300,700,20,20],"fill":"#000000","animation":"spin"}"##
        XCTAssertEqual(try findings(Self.file(drawing: small)).map(\.ruleID), [])
        func spokes(_ size: Double) -> String {
            Self.cleanDrawing + ##",{"rect":[300,700,4,\##(size / 3)],"fill":"#8E8E93","animation":"spin"},"##
                + ##"{"rect":[300,\##(700 + size * 2 / 3),4,\##(size / 3)],"fill":"#8E8E93","animation":"spin"},"##
                + ##"{"rect":[\##(302 + size - size / 3),\##(700 + size / 2),\##(size / 3),4],"fill":"#8E8E93","animation":"spin"}"##
        }
        XCTAssertEqual(try findings(Self.file(drawing: spokes(37))).map(\.ruleID), [])
        XCTAssertEqual(try findings(Self.file(drawing: spokes(60))).map(\.ruleID), ["motion.reduce-motion"])
        let scale = Self.cleanDrawing + ##",{"ellipse":[300,700,20,20],"fill":"#000000","animation":"scale"}"##
        XCTAssertEqual(try findings(Self.file(drawing: scale)).map(\.ruleID), ["motion.reduce-motion"])
    }

    func testTouchOnlyGesture() throws {
        try assertOnly("actions.touch-only-gesture", in: Self.file(extra: ##","gestures":[{"kind":"swipe","frame":[16,120,358,70],"meaning":"delete"}]"##))
        // Naming the equivalent element clears it.
        XCTAssertEqual(try findings(Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"customActions":[{"name":"Delete"}]}"##,
                                             extra: ##","gestures":[{"kind":"swipe","frame":[16,120,358,70],"meaning":"delete"}]"##)).map(\.ruleID), [])
    }

    func testActionNames() throws {
        try assertOnly("actions.name", in: Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"customActions":[{"name":"Share"},{"name":"Share"}]}"##))
        // Names differing only in case or punctuation are heard alike; other names are not.
        func actions(_ names: String) throws -> [String] {
            try findings(Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"customActions":[\##(names)]}"##))
                .filter { $0.ruleID == "actions.name" }.map(\.detail)
        }
        XCTAssertEqual(try actions(##"{"name":"Favorite"},{"name":"favorite."}"##), ["\"Favorite\" and \"favorite.\" are heard alike"])
        XCTAssertEqual(try actions(##"{"name":"Favorite"},{"name":"Unfavorite"}"##), [])
    }

    func testDragDropDescriptors() throws {
        try assertOnly("dragdrop.descriptors", in: Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"dragSources":[{"name":"Drag Save","point":[10,10]}]}"##))
        // A point on the view's far corner is outside it, as the drop's hit test has it: no drop
        // there reaches the view, and the descriptor rule says so (it was taken as inside).
        try assertOnly("dragdrop.descriptors", in: Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"dragSources":[{"name":"Drag Save","point":[374,190]}]}"##))
        // A view named that is on no element of the state (an element of a sheet not shown) is said
        // so: it was measured against the element's own frame and named as the view.
        let elsewhere = try findings(Self.file(elements: ##"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"dragSources":[{"name":"Drag Save","point":[100,600],"view":"gone"}]}"##,
                                              extra: ##","screens":[{"id":"sheet","sheet":true,"frame":[0,520,390,324],"elements":[{"id":"gone","label":"Thing","traits":["button"],"frame":[16,60,358,80],"activate":{"close":true}}]}]"##))
            .filter { $0.rule == .dragdropDescriptors }
        XCTAssertEqual(elsewhere.map(\.message), ["The drag source \"Drag Save\" names a view that is not on the screen"])
        XCTAssertEqual(elsewhere.map(\.detail), ["view \"gone\" is in no element of this state; point (100, 600)"])
    }

    func testDirectTouchRegion() throws {
        try assertOnly("direct.region", in: Self.file(elements: Self.cleanElements + ##",{"id":"pad","label":"Drawing pad","traits":["staticText"],"frame":[16,300,358,300],"directTouch":{"silentOnTouch":true}}"##))
    }

    func testZoomWithoutActions() throws {
        try assertOnly("zoom.missing-actions", in: Self.file(elements: Self.cleanElements + ##",{"id":"img","label":"Map","traits":["image","supportsZoom"],"frame":[16,300,358,300],"ignoresInvertColors":true}"##))
    }

    /// “Deliver an Exceptional Accessibility Experience” (WWDC 2018)'s carousel: cards side by side, one off the screen's edge, each read before the button after them.
    func testCarouselWalk() throws {
        func cards(width: Int) -> String {
            (0..<3).map { i in ##",{"id":"card\##(i)","label":"Dog \##(i)","traits":["staticText"],"frame":[\##(16 + i * (width + 10)),220,\##(width),160]}"## }.joined()
        }
        let favorite = ##",{"id":"favorite","label":"Favorite","traits":["button"],"frame":[16,400,358,50]}"##
        let found = try findings(Self.file(elements: Self.cleanElements + cards(width: 160) + favorite))
        XCTAssertEqual(found.map { "\($0.ruleID) \($0.subject.elementID ?? "")" }, ["order.carousel-walk card0"])
        XCTAssertTrue(found.first?.detail.contains("3 swipes") ?? false, found.first?.detail ?? "")
        // The same row fitting on screen is a plain row, read in three swipes that show what they read.
        XCTAssertEqual(try findings(Self.file(elements: Self.cleanElements + cards(width: 110) + favorite)).map(\.ruleID), [])
    }

    func testNonModalOverlay() throws {
        let elements = Self.cleanElements + ##",{"id":"sheet","frame":[0,0,390,844],"children":[{"id":"close","label":"Close","traits":["button"],"frame":[300,40,60,50]}]}"##
        // The sheet holds Close alone: for Switch Control it is also a group of one (info).
        XCTAssertEqual(Set(try findings(Self.file(elements: elements)).map(\.ruleID)), ["modal.not-modal-overlay", "switch.group-of-one"])
    }

    func testModalWithoutExit() throws {
        let elements = Self.cleanElements + ##",{"id":"sheet","frame":[0,0,390,844],"modal":true,"children":[{"id":"msg","label":"Uploading","traits":["staticText"],"frame":[20,400,350,50]}]}"##
        try assertOnly("modal.no-exit", in: Self.file(elements: elements))
    }

    func testSuppressionsAreReportedNotDropped() throws {
        let text = Self.file(elements: Self.cleanElements + ##",{"id":"x","label":"Close","traits":["button"],"frame":[16,200,30,30]}"##,
                             extra: ##","suppressions":[{"rule":"target.size","element":"x","reason":"matches the system close button"}]"##)
        let scene = try SceneFile.parse(text, file: "planted.json")
        let report = Validator().validate([scene.descriptor], declarative: { _ in true })
        XCTAssertEqual(report.findings.map(\.suppression), ["matches the system close button"])
        XCTAssertFalse(report.fails(at: .warning))
        XCTAssertEqual(report.suppressedCount, 1)
    }
}
