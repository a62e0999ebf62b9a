import XCTest
import Foundation
import AXCore
import AXEngine
@testable import AXScenes

/// The readers against samples in the shape each tool emits (examples/imports/), and against
/// hostile files: every failure names the file and a line or JSON path, and nothing crashes.
final class ImportReaderTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/imports").standardizedFileURL

    static func load(_ name: String) throws -> ImportedScene {
        let path = examples.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try ScreenImport.load(path: path, text: text)
    }

    /// What VoiceOver says for each element, in navigation order.
    static func spoken(_ scene: Scene) -> [SpokenElement] {
        var settings = Settings()
        settings.voiceOver = true
        return NavigationOrder(scene: scene, settings: settings).spokenElements
    }

    private func parse(_ text: String, file: String = "screen.json") throws -> ImportedScene {
        try ScreenImport.load(path: file, text: text)
    }

    private func expectError(_ text: String, file: String = "screen.json", location: String, message: String,
                             sourceFile: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(text, file: file), file: sourceFile, line: line) { error in
            guard let e = error as? SceneFileError else { return XCTFail("unexpected \(error)", file: sourceFile, line: line) }
            XCTAssertEqual(e.file, file, file: sourceFile, line: line)
            XCTAssertEqual(e.location, location, file: sourceFile, line: line)
            XCTAssertEqual(e.message, message, file: sourceFile, line: line)
        }
    }

    /// Every format gives each element the line it was read from, so SARIF points there: the
    /// element's own line in the dump, its tag in Appium's XML, its object in the JSON formats.
    func testEveryFormatKnowsEachElementsLine() throws {
        for (file, id, lineMarker) in [("checkout-xcuitest.txt", "tip", "identifier: 'tip'"), ("checkout-appium.xml", "tip", "name=\"tip\""),
                                       ("checkout-idb.json", "tip", "\"AXUniqueId\":\"tip\""), ("checkout.json", "pay", "\"_0\"")] {
            let scene = try Self.load(file)
            let lines = try String(contentsOfFile: Self.examples.appendingPathComponent(file).path, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            let line = try XCTUnwrap(scene.descriptor.sourceLines[id], "\(file): no line for \(id)")
            XCTAssertTrue(lines[line - 1].contains(lineMarker), "\(file):\(line) is \(lines[line - 1])")
            XCTAssertEqual(Set(scene.descriptor.sourceLines.keys).isSuperset(of: Self.spoken(scene).map(\.id)), true,
                           "\(file): every element VoiceOver reaches has a line")
        }
        // AccessibilitySnapshot's marker for "pay" is the one whose description speaks its label.
        let json = try String(contentsOfFile: Self.examples.appendingPathComponent("checkout.json").path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let pay = try XCTUnwrap(try Self.load("checkout.json").descriptor.sourceLines["pay"])
        XCTAssertTrue(json[pay...].prefix(3).contains { $0.contains("Pay $9.75") }, "\(json[(pay - 1)...].prefix(3))")
    }

    // MARK: AccessibilitySnapshot

    func testAccessibilitySnapshotSampleIsReadInTraversalOrderWithItsContainers() throws {
        let scene = try Self.load("checkout.json")
        XCTAssertEqual(scene.format, .accessibilitySnapshot)
        XCTAssertEqual(scene.behaviour, .unknown)
        XCTAssertEqual(Self.spoken(scene).map(\.id), ["title", "logo", "item-latte", "item-pastry", "item-water", "rewards", "tip",
                                                      "promo", "pay", "save", "map", "tab-menu", "tab-orders", "tab-account"])
        let roots = scene.hierarchy.roots
        XCTAssertEqual(roots.map(\.container), [.none, .none, .list, .none, .none, .none, .none, .none, .none, .tabBar])
        XCTAssertEqual(roots[2].frame, Rect(0, 120, 390, 132))
        let logo = roots[1]
        XCTAssertEqual(logo.path?.elements.count, 5, "the path shape is kept")
        XCTAssertNil(logo.activationPoint, "usesDefaultActivationPoint leaves the centre")
        let rewards = roots[3]
        XCTAssertEqual(rewards.activationPoint, Point(349, 292))
        XCTAssertEqual(rewards.traits, [.button, .toggleButton])
        XCTAssertNil(rewards.hint, "the automatic toggle hint is not taken for the developer's")
        XCTAssertEqual(roots[2].children[1].language, "fr-FR")
        let pay = roots[6]
        XCTAssertEqual(pay.customActions.map(\.name.string), ["Pay with Apple Pay", "Split the bill"])
        XCTAssertEqual(pay.hint, "Charges your saved card.")
        XCTAssertEqual(roots[8].hint, "Opens the map.", "a hint spoken as the description is recovered")
        XCTAssertEqual(scene.device.size, Size(390, 844), "the screenshot's 1170×2532 pixels at @3x")
        XCTAssertEqual(scene.screenshot?.scale, 3)
    }

    /// AccessibilitySnapshot's `description` is its prediction of VoiceOver; ours agrees wherever our
    /// rules agree. The one difference in the sample is rule 9's hint, which AccessibilitySnapshot
    /// does not predict (docs/import.md, "Differences").
    func testOurSpeechAgreesWithAccessibilitySnapshotsPredictions() throws {
        let scene = try Self.load("checkout.json")
        var hintDifferences: [String] = []
        for element in Self.spoken(scene) {
            let predicted = try XCTUnwrap(scene.predictions[element.id])
            XCTAssertEqual(element.speech.description, predicted.description, element.id)
            if element.speech.hint != predicted.hint {
                hintDifferences.append(element.id)
                XCTAssertEqual(element.speech.hint, (predicted.hint.map { $0 + " " } ?? "") + DescriptionBuilder.actionsHint)
            }
        }
        XCTAssertEqual(hintDifferences, ["pay"])
    }

    func testContainerTypesAndPathElementsOfTheModel() throws {
        let json = #"""
        [{"container":{"_0":{"type":{"semanticGroup":{"label":"Totals","identifier":"totals"}},"frame":[[0,0],[100,50]]},"children":[
          {"element":{"_0":{"description":"B","label":"B","traits":[],"shape":{"type":"frame","frame":[[0,25],[100,25]]},"activationPoint":[50,37.5],"usesDefaultActivationPoint":true,"customActions":[],"customContent":[],"customRotors":[],"respondsToUserInteraction":false},"traversalIndex":1}},
          {"element":{"_0":{"description":"A","label":"A","traits":["unknown(4096)"],"shape":{"type":"path","pathElements":[{"move":{"to":[0,0]}},{"curve":{"to":[10,10],"control1":[5,0],"control2":[10,5]}},{"closeSubpath":{}}]},"activationPoint":[5,5],"usesDefaultActivationPoint":false,"customActions":[],"customContent":[],"customRotors":[],"respondsToUserInteraction":false},"traversalIndex":0}}]}},
         {"container":{"_0":{"type":{"dataTable":{"rowCount":1,"columnCount":1}},"frame":[[0,60],[100,20]]},"children":[]}}]
        """#
        let roots = try parse(json).hierarchy.roots
        XCTAssertEqual(roots.map(\.container), [.semanticGroup, .dataTable])
        XCTAssertEqual(roots[0].id, "totals")
        XCTAssertEqual(roots[0].label, "Totals")
        XCTAssertEqual(roots[0].children.map(\.label), ["A", "B"], "siblings follow their traversal indexes")
        XCTAssertEqual(roots[0].children[0].path?.bounds, Rect(0, 0, 10, 10))
        XCTAssertEqual(roots[0].children[0].traits, [], "unknown(n) traits are ignored")
    }

    /// Custom content, custom rotors and user input labels are kept: the content with its importance,
    /// each rotor's results matched to the imported elements, Voice Control's names as given.
    func testCustomContentRotorsAndUserInputLabelsAreKept() throws {
        let scene = try Self.load("kennel.json")
        let roots = scene.hierarchy.roots
        let bailey = roots[1].children[0]
        XCTAssertEqual(bailey.customContent, [CustomContent(label: "Popularity", value: "number one", importance: .high),
                                              CustomContent(label: "Age", value: "three years"),
                                              CustomContent(label: "Weight", value: "25 pounds")])
        XCTAssertEqual(roots[0].customRotors.map(\.name), ["Dogs"])
        XCTAssertEqual(roots[0].customRotors.first?.elementIDs(), ["bailey", "winston"])
        XCTAssertEqual(roots[2].userInputLabels, ["Adopt", "Adopt a dog"])
        // High-importance content is read with the element; AccessibilitySnapshot does not predict it.
        let spoken = Self.spoken(scene)
        XCTAssertEqual(spoken[1].speech.description, "Bailey, beagle. List Start. Popularity, number one.")
        XCTAssertEqual(scene.predictions["bailey"]?.description, "Bailey, beagle. List Start.")
    }

    /// The imported rotor is offered on the title and moves between the dogs; on a dog, More Content
    /// reads its content.
    func testImportedRotorsAndContentReachTheRotor() throws {
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: try Self.load("kennel.json"), settings: settings))
        let session = driver.session
        XCTAssertEqual(session.focusedElementID, "title")
        XCTAssertEqual(session.rotorOptions.first, .custom("Dogs"))
        _ = driver.apply(.command(.rotorNext), at: 0)
        _ = driver.apply(.command(.down), at: 2_000)
        XCTAssertEqual(session.focusedElementID, "bailey")
        // The rotor goes on from an element that does not carry it, through its own list.
        _ = driver.apply(.command(.down), at: 3_000)
        XCTAssertEqual(session.focusedElementID, "winston")
        _ = driver.apply(.command(.down), at: 4_000)
        XCTAssertEqual(session.focusedElementID, "winston", "past the last result: the boundary")
        _ = driver.apply(.command(.up), at: 5_000)
        XCTAssertEqual(session.focusedElementID, "bailey")
        XCTAssertEqual(session.rotorOptions.first, .moreContent)
        XCTAssertFalse(session.rotorOptions.contains(.custom("Dogs")), "the title's rotor is offered on the title only")
        var records = driver.apply(.command(.rotorNext), at: 6_000)
        XCTAssertEqual(session.rotor.option, .moreContent)
        driver.apply(.command(.down), at: 8_000, into: &records)
        driver.apply(.command(.down), at: 10_000, into: &records)
        driver.advance(to: 14_000, into: &records)
        let said = SessionDriver.outputs(records).compactMap { output -> String? in
            if case .speech(let record) = output.event, record.kind == .rotor { return record.text } else { return nil }
        }
        XCTAssertEqual(said, ["More Content", "Popularity, number one", "Age, three years"])
    }

    /// A result marker lands on the element whose predicted description and frame match; with a frame
    /// matching nothing it falls back on the description, with a description matching nothing on the
    /// frame; a marker matching neither is left out.
    func testRotorResultMarkersAreMatchedByDescriptionAndFrame() throws {
        func element(_ label: String, _ y: Int, _ index: Int, rotors: String = "[]") -> String {
            #"{"element":{"_0":{"description":"\#(label)","label":"\#(label)","traits":[],"identifier":"\#(label.lowercased())","shape":{"type":"frame","frame":[[0,\#(y)],[100,20]]},"activationPoint":[50,\#(y + 10)],"usesDefaultActivationPoint":true,"customActions":[],"customContent":[],"customRotors":\#(rotors),"respondsToUserInteraction":false},"traversalIndex":\#(index)}}"#
        }
        func marker(_ description: String, _ y: Int?) -> String {
            #"{"elementDescription":"\#(description)""# + (y.map { #","shape":{"type":"frame","frame":[[0,\#($0)],[100,20]]}"# } ?? "") + "}"
        }
        let markers = [marker("B", 20), marker("A", 99), marker("Gone", 20), marker("C", nil), marker("Nowhere", 500)]
        let rotors = #"[{"name":"Letters","resultMarkers":["# + markers.joined(separator: ",") + #"],"limit":{"greaterThanMaxCount":{}}}]"#
        let json = "[" + [element("A", 0, 0, rotors: rotors), element("B", 20, 1), element("C", 40, 2)].joined(separator: ",") + "]"
        let root = try parse(json).hierarchy.roots[0]
        XCTAssertEqual(root.customRotors.first?.elementIDs(), ["b", "a", "b", "c"])
    }

    func testMalformedCustomContentAndRotorsNameTheirPath() {
        func json(_ fields: String) -> String {
            #"[{"element":{"_0":{"description":"A","label":"A","traits":[],"shape":{"type":"frame","frame":[[0,0],[10,10]]},"activationPoint":[5,5],\#(fields)},"traversalIndex":0}}]"#
        }
        expectError(json(#""customContent":[{"label":"Age"}]"#), location: "[0].element._0.customContent[0].value",
                    message: "required field is missing")
        expectError(json(#""customContent":[{"label":"Age","value":"3","isImportant":"yes"}]"#),
                    location: "[0].element._0.customContent[0].isImportant", message: "expected true or false, found a string")
        expectError(json(#""customRotors":[{"name":"R","resultMarkers":[{"shape":{"type":"frame","frame":[[0,0],[1,1]]}}]}]"#),
                    location: "[0].element._0.customRotors[0].resultMarkers[0].elementDescription", message: "required field is missing")
        expectError(json(#""customRotors":[{"name":"R","resultMarkers":[],"limit":{"some":{}}}]"#),
                    location: "[0].element._0.customRotors[0].limit",
                    message: "expected an object with one field, one of none, underMaxCount, greaterThanMaxCount")
        expectError(json(#""userInputLabels":[3]"#), location: "[0].element._0.userInputLabels[0]",
                    message: "expected a string, found a number")
    }

    /// AccessibilitySnapshot's private text traits become ours: a secure text field says so, a text
    /// area's hint adds the Misspelled Words rotor option, as AccessibilitySnapshot predicts.
    func testSecureTextFieldsAndTextAreasAgreeWithThePrediction() throws {
        let json = #"""
        [{"element":{"_0":{"description":"Password. Secure Text Field.","label":"Password","traits":["textEntry","secureTextField"],"hint":"Double tap to edit.","shape":{"type":"frame","frame":[[0,0],[100,40]]},"activationPoint":[50,20],"usesDefaultActivationPoint":true,"customActions":[],"customContent":[],"customRotors":[],"respondsToUserInteraction":true},"traversalIndex":0}},
         {"element":{"_0":{"description":"Notes. Text Field.","label":"Notes","traits":["textEntry","textArea"],"hint":"Double tap to edit., Use the rotor to access Misspelled Words","shape":{"type":"frame","frame":[[0,50],[100,40]]},"activationPoint":[50,70],"usesDefaultActivationPoint":true,"customActions":[],"customContent":[],"customRotors":[],"respondsToUserInteraction":true},"traversalIndex":1}}]
        """#
        let scene = try parse(json)
        XCTAssertEqual(scene.hierarchy.roots.map(\.traits), [[.textField, .secureTextField], [.textField, .textArea]])
        for element in Self.spoken(scene) {
            XCTAssertEqual(element.speech.description, scene.predictions[element.id]?.description, element.id)
            XCTAssertEqual(element.speech.hint, scene.predictions[element.id]?.hint, element.id)
        }
    }

    // MARK: idb

    func testIdbFlatOutputLeavesTheApplicationOutAndReadsHelpAndActions() throws {
        let scene = try Self.load("checkout-idb.json")
        XCTAssertEqual(scene.format, .idb)
        let spoken = Self.spoken(scene)
        XCTAssertEqual(spoken.map(\.id), ["title", "item-latte", "rewards", "tip", "pay", "save"])
        XCTAssertEqual(spoken.map(\.speech.description), ["Checkout. Heading.", "Oat milk latte: $4.50. Button.",
                                                          "Use rewards. Switch Button. On.", "Tip: 15%. Adjustable.",
                                                          "Pay $9.75. Button.", "Save for later. Dimmed. Button."])
        XCTAssertEqual(spoken[4].speech.hint, "Charges your saved card. " + DescriptionBuilder.actionsHint)
        XCTAssertEqual(scene.device.size, Size(390, 844), "the application's frame is the screen")
    }

    /// Older idb spells the hint `AXHint`, as it spells the label `AXLabel` (a dump published in an
    /// idb issue): the hint was dropped.
    func testOlderIdbsAXHintIsTheHint() throws {
        let json = #"[{"AXHint":"theHint","AXPid":0,"traits":["Scrollable","Button"],"AXFrame":"{{278.67, 170.33}, {127.33, 30}}","type":"Button","AXLabel":"toughButtonLabel","AXUniqueId":57429264}]"#
        XCTAssertEqual(Self.spoken(try parse(json)).map(\.speech.hint), ["theHint"])
    }

    func testIdbNestedOutputKeepsTheTabBar() throws {
        let scene = try Self.load("checkout-idb-nested.json")
        XCTAssertEqual(Self.spoken(scene).map(\.speech.description),
                       ["Checkout. Heading.", "Oat milk latte: $4.50. Button.", "Selected: Menu. Tab. 1 of 2.", "Orders. Tab. 2 of 2."])
    }

    func testNewerIdbWrapsElementsAndSpellsKeysPlainly() throws {
        let json = #"{"elements":[{"label":"Done","identifier":"done","value":null,"type":"Button","frame":{"x":10,"y":20,"width":60,"height":44},"enabled":null,"custom_actions":[],"traits":null}]}"#
        let scene = try parse(json)
        XCTAssertEqual(scene.format, .idb)
        XCTAssertEqual(Self.spoken(scene).map(\.speech.description), ["Done. Button."])
    }

    /// idb's flat output gives no node children: a group whose frame holds other listed nodes is a
    /// container of them, as in the nested output, never a stop of its own (Messages' screen-sized
    /// "Messages" group was the first stop). A labelled group holding nothing listed is a stop.
    func testAFlatIdbGroupHoldingOthersIsAContainer() throws {
        let flat = """
        [{"type":"Application","AXLabel":"Messages","frame":{"x":0,"y":0,"width":440,"height":956}},
         {"type":"Button","AXLabel":"Back","frame":{"x":20,"y":62,"width":44,"height":44}},
         {"type":"Group","AXLabel":"Messages","frame":{"x":0,"y":0,"width":440,"height":956}},
         {"type":"Group","AXLabel":"Delivered","frame":{"x":300,"y":500,"width":100,"height":20}},
         {"type":"TextField","AXLabel":"Message","frame":{"x":91,"y":888,"width":277,"height":40}}]
        """
        let nested = """
        [{"type":"Application","AXLabel":"Messages","frame":{"x":0,"y":0,"width":440,"height":956},"children":[
          {"type":"Group","AXLabel":"Messages","frame":{"x":0,"y":0,"width":440,"height":956},"children":[
            {"type":"Button","AXLabel":"Back","frame":{"x":20,"y":62,"width":44,"height":44}},
            {"type":"Group","AXLabel":"Delivered","frame":{"x":300,"y":500,"width":100,"height":20}},
            {"type":"TextField","AXLabel":"Message","frame":{"x":91,"y":888,"width":277,"height":40}}]}]}]
        """
        let expected = ["Back. Button.", "Delivered", "Message. Text Field."]
        XCTAssertEqual(Self.spoken(try parse(flat)).map(\.speech.description), expected)
        XCTAssertEqual(Self.spoken(try parse(nested)).map(\.speech.description), expected)
    }

    /// idb reports a switch as a CheckBox (role AXCheckBox) whose subrole is AXSwitch, its state the
    /// value "1" or "0": read as the switch, "Switch Button. On.", not "…: 1. Button.". A CheckBox
    /// without that subrole stays a button.
    func testIdbSwitchIsACheckBoxWithTheSwitchSubrole() throws {
        let json = """
        [{"type":"Application","AXLabel":"Settings","frame":{"x":0,"y":0,"width":402,"height":874},"role":"AXApplication","subrole":null},
         {"type":"CheckBox","AXLabel":"AutoFill Passwords and Passkeys","AXValue":"1","role":"AXCheckBox","subrole":"AXSwitch",
          "role_description":"switch","frame":{"x":16,"y":151,"width":370,"height":52}},
         {"type":"CheckBox","AXLabel":"Bold Text","AXValue":"0","role":"AXCheckBox","subrole":"AXSwitch",
          "frame":{"x":16,"y":220,"width":370,"height":52}},
         {"type":"CheckBox","AXLabel":"Remember me","role":"AXCheckBox","subrole":null,"frame":{"x":16,"y":300,"width":370,"height":52}}]
        """
        XCTAssertEqual(Self.spoken(try parse(json)).map(\.speech.description),
                       ["AutoFill Passwords and Passkeys. Switch Button. On.", "Bold Text. Switch Button. Off.", "Remember me. Button."])
    }

    // MARK: XCUIElement debugDescription

    /// AXe writes the runtime's value as it is: a number stays a number, a boolean a boolean. Each
    /// is read as text VoiceOver would say ("0.5"; a static text's 12 after its label, as idb's value
    /// is the runtime's accessibilityValue), a switch's true as On; a tab button (subrole
    /// `AXTabButton`, or role description "tab") reads its 1 as Selected and says neither 1 nor 0,
    /// and inside a tab bar it is a tab. A value of another kind is refused with its path.
    func testIdbNumericAndBooleanValuesAndTabButtons() throws {
        func frame(_ x: Int, _ y: Int) -> String { #""frame":{"x":\#(x),"y":\#(y),"width":100,"height":44}"# }
        let json = """
        [{"type":"Application","AXLabel":"App",\(frame(0, 0).replacingOccurrences(of: "100", with: "400").replacingOccurrences(of: "44", with: "800")),"children":[
        {"type":"Slider","AXLabel":"Volume","AXValue":0.5,\(frame(0, 100))},
        {"type":"CheckBox","subrole":"AXSwitch","AXLabel":"Wi-Fi","AXValue":true,\(frame(0, 200))},
        {"type":"StaticText","AXLabel":"Count","AXValue":12,\(frame(0, 300))},
        {"type":"RadioButton","subrole":"AXTabButton","AXLabel":"MINI","AXValue":1,\(frame(0, 400))},
        {"type":"RadioButton","role_description":"tab","AXLabel":"MAX","AXValue":0,\(frame(200, 400))},
        {"type":"TabBar",\(frame(0, 600).replacingOccurrences(of: "100", with: "400")),"children":[
        {"type":"RadioButton","subrole":"AXTabButton","AXLabel":"Home","AXValue":1,\(frame(0, 600))},
        {"type":"RadioButton","subrole":"AXTabButton","AXLabel":"Me","AXValue":false,\(frame(200, 600))}]}]}]
        """
        XCTAssertEqual(Self.spoken(try parse(json)).map(\.speech.description),
                       ["Volume: 0.5. Adjustable.", "Wi-Fi. Switch Button. On.", "Count: 12",
                        "Selected: MINI. Button.", "MAX. Button.",
                        "Selected: Home. Tab. 1 of 2.", "Me. Tab. 2 of 2."])
        expectError(#"[{"AXLabel":"A","AXValue":[1],"frame":{"x":0,"y":0,"width":5,"height":5}}]"#, location: "[0].AXValue",
                    message: "expected a string, a number or a boolean, found an array")
    }

    /// AXe's nested output lists iOS's tab bar as a `Group` labelled "Tab Bar" around its tabs (each a
    /// `RadioButton` whose subrole is `AXTabButton`): a group holding only tabs is a tab bar, and its
    /// tabs say "Tab. n of m.". A group holding a tab beside anything else is not.
    func testAXesNestedTabBarGroupIsATabBar() throws {
        let json = """
        [{"AXLabel": "Photos", "type": "Application", "role": "AXApplication", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "enabled": true, "children": [
          {"AXLabel": "Library", "type": "StaticText", "role": "AXStaticText", "role_description": "text", "frame": {"x": 20, "y": 60, "width": 120, "height": 41}, "enabled": true, "children": []},
          {"AXLabel": "Tab Bar", "type": "Group", "role": "AXGroup", "role_description": "group", "frame": {"x": 0, "y": 800, "width": 402, "height": 74}, "enabled": true, "children": [
            {"AXLabel": "Library", "AXUniqueId": "LibraryTab", "AXValue": 1, "type": "RadioButton", "role": "AXRadioButton", "role_description": "tab", "subrole": "AXTabButton", "frame": {"x": 50, "y": 810, "width": 100, "height": 48}, "enabled": true, "children": []},
            {"AXLabel": "Collections", "AXUniqueId": "CollectionsTab", "AXValue": 0, "type": "RadioButton", "role": "AXRadioButton", "role_description": "tab", "subrole": "AXTabButton", "frame": {"x": 151, "y": 810, "width": 100, "height": 48}, "enabled": true, "children": []},
            {"AXLabel": "Search", "AXUniqueId": "SearchTab", "AXValue": 0, "type": "RadioButton", "role": "AXRadioButton", "role_description": "tab", "subrole": "AXTabButton", "frame": {"x": 300, "y": 810, "width": 60, "height": 48}, "enabled": true, "children": []}
          ]},
          {"type": "Group", "frame": {"x": 0, "y": 300, "width": 402, "height": 60}, "children": [
            {"AXLabel": "Day", "AXValue": 1, "type": "RadioButton", "subrole": "AXTabButton", "frame": {"x": 0, "y": 300, "width": 100, "height": 60}},
            {"AXLabel": "Share", "type": "Button", "frame": {"x": 300, "y": 300, "width": 100, "height": 60}}
          ]}
        ]}]
        """
        XCTAssertEqual(Self.spoken(try parse(json, file: "photos.json")).map(\.speech.description),
                       ["Library", "Selected: Day. Button.", "Share. Button.",
                        "Selected: Library. Tab. 1 of 3.", "Collections. Tab. 2 of 3.", "Search. Tab. 3 of 3."])
    }

    /// UIStepper exposes its Decrement and Increment buttons, and VoiceOver focuses each: XCUITest's
    /// `Stepper` is a container of them, never one silent element swallowing them.
    func testAStepperIsAContainerOfItsButtons() throws {
        let dump = """
        Element subtree:
         →Application, 0x600000001000, pid: 111, label: 'Probe'
            Window (Main), 0x600000001100, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000001200, {{0.0, 0.0}, {390.0, 844.0}}
                Stepper, 0x600000001500, {{20.0, 160.0}, {94.0, 32.0}}
                  Button, 0x600000001600, {{20.0, 160.0}, {47.0, 32.0}}, label: 'Decrement'
                  Button, 0x600000001700, {{67.0, 160.0}, {47.0, 32.0}}, label: 'Increment'
        """
        XCTAssertEqual(Self.spoken(try parse(dump, file: "probe.txt")).map(\.speech.description), ["Decrement. Button.", "Increment. Button."])
    }

    func testXCUITestDumpFoldsCellsAndReadsFlags() throws {
        let scene = try Self.load("checkout-xcuitest.txt")
        XCTAssertEqual(scene.format, .xcuiDebugDescription)
        let spoken = Dictionary(uniqueKeysWithValues: Self.spoken(scene).map { ($0.id, $0.speech.description) })
        XCTAssertEqual(spoken["item-latte"], "Oat milk latte, $4.50", "a cell without a label reads its children's")
        XCTAssertEqual(spoken["rewards"], "Use rewards. Switch Button. On.")
        XCTAssertEqual(spoken["promo"], "Promo code. Text Field.")
        XCTAssertEqual(spoken["save"], "Save for later. Dimmed. Button.")
        XCTAssertEqual(spoken["logo"], "Store logo. Image.")
        XCTAssertEqual(spoken["tab-menu"], "Selected: Menu. Tab. 1 of 3.")
        XCTAssertEqual(Self.spoken(scene).count, 12, "the application, window, table and tab bar are containers")
    }

    func testXCUITestValuesMayHoldCommasAndQuotes() throws {
        let dump = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n    Button, 0x2, {{0.0, 0.0}, {50.0, 50.0}}, label: 'Rock, paper 'n' scissors', value: 2, Selected\n"
        let spoken = Self.spoken(try parse(dump, file: "dump.txt"))
        XCTAssertEqual(spoken.map(\.speech.description), ["Selected: Rock, paper 'n' scissors: 2. Button."])
    }

    /// Lines without addresses, the attributes before the frame and an attribute not read after it
    /// (`hitPoint`), as notes written against iOS 26 simulators show them, are read; the first line
    /// an application's with no address and no frame. A frame of four numbers in one pair of braces,
    /// which no published dump shows, is refused with what is expected, never read on a guess.
    func testXCUITestLinesWithoutAddressesAndUnknownFramesAreToldApart() throws {
        let dump = "Application, pid: 31468, label: 'Encounter'\n"
            + "  Window (Main), {{0.0, 0.0}, {402.0, 874.0}}\n"
            + "    NavigationBar, identifier: 'Dragon Lair...', {{0.0, 62.0}, {402.0, 54.0}}\n"
            + "      Button, identifier: 'BackButton', label: 'Encounters', {{16.0, 62.0}, {44.0, 44.0}}\n"
            + "      Button, {{346.0, 66.0}, {36.0, 36.0}}, identifier: 'ellipsis.circle', label: 'More', hitPoint: {364.0, 84.0}\n"
        XCTAssertEqual(Self.spoken(try parse(dump, file: "dump.txt")).map(\.speech.description), ["Encounters. Back Button.", "More. Button."])
        expectError("Application, pid: 31468, label: 'Encounter'\n  Window (Main), {0.0, 0.0, 402.0, 874.0}\n", file: "dump.txt",
                    location: "line 2", message: "unexpected \"{0.0, 0.0, 402.0, 874.0}\"; expected an address (0x…), a frame {{x, y}, {w, h}}, "
                        + "an attribute such as label: '…', or a flag such as Selected")
    }

    /// A secure text field and a text view take the traits UIKit gives them, so VoiceOver's words
    /// and hints are those of the real controls.
    func testXCUITestSecureFieldsAndTextViewsSpeakAsTheirControls() throws {
        let dump = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
            + "    SecureTextField, 0x2, {{0.0, 0.0}, {200.0, 40.0}}, label: 'Password'\n"
            + "    TextView, 0x3, {{0.0, 50.0}, {200.0, 100.0}}, label: 'Notes'\n"
        let spoken = Self.spoken(try parse(dump, file: "dump.txt"))
        XCTAssertEqual(spoken.map(\.speech.description), ["Password. Secure Text Field.", "Notes. Text Field."])
        XCTAssertEqual(spoken.map(\.speech.hint), ["Double tap to edit.", "Double tap to edit., Use the rotor to access Misspelled Words"])
    }

    // MARK: Appium

    func testAppiumPageSourceUsesAccessibleAndVisible() throws {
        let scene = try Self.load("checkout-appium.xml")
        XCTAssertEqual(scene.format, .appiumPageSource)
        let spoken = Self.spoken(scene)
        // The off-screen row lies in its table, scrolled out: VoiceOver reaches it by swiping.
        XCTAssertEqual(spoken.map(\.id), ["title", "item-latte", "item-hidden", "rewards", "tip", "search", "save", "terms"])
        XCTAssertEqual(spoken.map(\.speech.description), ["Checkout", "Oat milk latte, $4.50", "Off-screen row", "Use rewards. Switch Button. On.",
                                                          "Tip: 15%. Adjustable.", "Search menu. Search Field.",
                                                          "Save for later. Dimmed. Button.", "Terms & conditions. Link."])
    }

    /// What a real app's page source holds that nobody wrote by hand (iOS 26, WebDriverAgent): a
    /// text field with `traits=""` (no information, as idb's empty list: the type says what it is);
    /// a segmented control, whose segments VoiceOver reads with their place ("2 of 2"); the
    /// navigation bar's back button, which UIKit names "BackButton" ("Back Button."); and a node
    /// with no place on the screen, written at NSIntegerMax, which is nowhere, not a file to refuse.
    func testAppiumRealAppNodesAreReadAsVoiceOverReadsThem() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="Podcasts" x="0" y="0" width="402" height="874">
        <XCUIElementTypeNavigationBar name="Discover" x="0" y="62" width="402" height="54">
        <XCUIElementTypeButton name="BackButton" label="Discover" traits="Button" x="8" y="66" width="90" height="44"/>
        </XCUIElementTypeNavigationBar>
        <XCUIElementTypeSegmentedControl x="16" y="131" width="200" height="33">
        <XCUIElementTypeButton name="Now Playing" label="Now Playing" x="16" y="131" width="100" height="33"/>
        <XCUIElementTypeButton name="Bookmarks" label="Bookmarks" selected="true" value="1" x="116" y="131" width="100" height="33"/>
        </XCUIElementTypeSegmentedControl>
        <XCUIElementTypeTextField value="Search episodes" label="" placeholderValue="Search episodes" traits="" x="52" y="548" width="263" height="44"/>
        <XCUIElementTypeOther visible="false" accessible="false" x="9.223372036854776e+18" y="9.223372036854776e+18" width="0" height="0"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "podcasts.xml")).map(\.speech.description),
                       ["Discover. Back Button.", "Now Playing. Button. 1 of 2.", "Selected: Bookmarks. Button. 2 of 2.",
                        "Search episodes. Text Field."])
        // Anywhere else out of range, a number is still refused.
        expectError(xml.replacingOccurrences(of: #"x="52""#, with: #"x="2000000""#), file: "podcasts.xml", location: "line 9",
                    message: "expected a number from \(InputLimits.coordinateRange) in x=\"2000000\"")
    }

    /// WebDriverAgent marks some containers invisible (an iOS 26 Settings list) while their rows
    /// are visible and accessible: visibility is judged per node, never by pruning the subtree. The
    /// row below the list's frame is scrolled out of it, not hidden: VoiceOver reaches it by swiping.
    func testAppiumInvisibleContainerKeepsItsVisibleRows() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="Settings" x="0" y="0" width="402" height="874">
        <XCUIElementTypeCollectionView visible="false" accessible="false" x="0" y="0" width="402" height="874">
        <XCUIElementTypeCell name="General" label="General" visible="true" accessible="true" x="0" y="200" width="402" height="52"/>
        <XCUIElementTypeCell name="Camera" label="Camera" visible="true" accessible="true" x="0" y="252" width="402" height="52"/>
        <XCUIElementTypeCell name="Fonts" label="Fonts" visible="false" accessible="true" x="0" y="900" width="402" height="52"/>
        </XCUIElementTypeCollectionView></XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "settings.xml")).map(\.speech.description), ["General", "Camera", "Fonts"],
                       "the rows showing are read, and the one scrolled out after them")
    }

    /// A row partly inside a view that scrolls is partly scrolled out, whatever WebDriverAgent says of
    /// it: iOS 26 Settings' Screen Time row, its top under the toolbar laid over the list, is marked
    /// invisible, and VoiceOver reaches it by swiping, scrolling it into view. What it holds inside the
    /// view keeps its own `visible`, and a row wholly inside marked invisible is still left out.
    func testAppiumRowPartlyScrolledOutIsRead() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="Settings" x="0" y="0" width="402" height="874">
        <XCUIElementTypeCollectionView visible="false" x="0" y="0" width="402" height="874">
        <XCUIElementTypeCell visible="true" x="16" y="744" width="370" height="53">
        <XCUIElementTypeButton name="standBy" label="StandBy" visible="true" x="16" y="744" width="370" height="53"/></XCUIElementTypeCell>
        <XCUIElementTypeCell visible="false" x="16" y="400" width="370" height="53">
        <XCUIElementTypeButton name="hidden" label="Hidden" visible="false" x="16" y="400" width="370" height="53"/></XCUIElementTypeCell>
        <XCUIElementTypeCell visible="false" x="16" y="831" width="370" height="53">
        <XCUIElementTypeButton name="screenTime" label="Screen Time" visible="false" x="16" y="831" width="370" height="53">
        <XCUIElementTypeStaticText label="Screen Time" visible="false" x="29" y="843" width="139" height="29"/>
        </XCUIElementTypeButton></XCUIElementTypeCell>
        </XCUIElementTypeCollectionView></XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "settings.xml")).map(\.speech.description), ["StandBy. Button.", "Screen Time. Button."])
    }

    /// XCUITest lists some elements twice, at one frame (iOS 26's search field holds its Dictate
    /// button twice, a list its scroll bar and the bar's knob twice): VoiceOver focuses the app's one
    /// element once. Two alike at two frames stay two.
    func testAnElementListedTwiceAtOneFrameIsReadOnce() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="Settings" x="0" y="0" width="402" height="874">
        <XCUIElementTypeSearchField value="Search" label="Search" placeholderValue="Search" x="32" y="803" width="337" height="38" traits="SearchField">
        <XCUIElementTypeButton name="Dictate" label="Dictate" x="335" y="811" width="18" height="22" traits="Button"/>
        <XCUIElementTypeImage name="magnifyingglass" label="Search" x="45" y="812" width="22" height="19" traits="Image"/>
        <XCUIElementTypeButton name="Dictate" label="Dictate" x="335" y="811" width="18" height="22" traits="Button"/>
        </XCUIElementTypeSearchField>
        <XCUIElementTypeOther value="0%" label="Vertical scroll bar, 2 pages" x="369" y="116" width="30" height="672" traits="Adjustable">
        <XCUIElementTypeOther x="396" y="119" width="3" height="430"/></XCUIElementTypeOther>
        <XCUIElementTypeOther value="0%" label="Vertical scroll bar, 2 pages" x="369" y="116" width="30" height="672" traits="Adjustable">
        <XCUIElementTypeOther x="396" y="119" width="3" height="430"/></XCUIElementTypeOther>
        <XCUIElementTypeButton label="Log in" x="16" y="300" width="343" height="48"/>
        <XCUIElementTypeButton label="Log in" x="16" y="360" width="343" height="48"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "settings.xml")).map(\.speech.description),
                       ["Log in. Button.", "Log in. Button.", "Search. Search Field.", "Dictate. Button.",
                        "Vertical scroll bar, 2 pages: 0%. Adjustable."])
    }

    /// iOS's scroll indicator is the system's, not the app's (`SystemElement`), in every format the
    /// readers take: marked so, and read as before ("Vertical scroll bar, 2 pages: 0%. Adjustable.",
    /// in VoiceOver's order). Look-alikes stay the app's: an `Other` a page source says is not
    /// adjustable, a button, an app's slider with a percentage.
    func testTheSystemScrollIndicatorIsMarkedInEveryFormat() throws {
        /// The imported elements by label, with what the reader made of them.
        func read(_ text: String, file: String) throws -> [String: AccessibilityElement] {
            var byLabel: [String: AccessibilityElement] = [:]
            for root in try parse(text, file: file).hierarchy.roots {
                root.forEachNode { if !$0.isContainer, let label = $0.label?.string { byLabel[label] = $0 } }
            }
            return byLabel
        }
        let bar = "Vertical scroll bar, 2 pages"
        // WebDriverAgent with `traits` (the iOS 26.4 dumps): an adjustable `Other` over its knob.
        let appium = try read("""
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="402" height="874">
        <XCUIElementTypeOther value="0%" label="\(bar)" x="369" y="116" width="30" height="672" traits="Adjustable">
        <XCUIElementTypeOther x="396" y="119" width="3" height="430" traits=""/></XCUIElementTypeOther>
        <XCUIElementTypeOther value="0%" label="Horizontal scroll bar, 1 page" x="0" y="790" width="402" height="30" traits="Adjustable"/>
        <XCUIElementTypeOther value="0%" label="Vertical scroll bar, 3 pages" x="16" y="100" width="100" height="44" traits=""/>
        <XCUIElementTypeButton value="0%" label="Vertical scroll bar, 4 pages" x="16" y="200" width="100" height="44" traits="Button, Adjustable"/>
        <XCUIElementTypeSlider value="50%" label="Volume" x="16" y="300" width="300" height="44" traits="Adjustable"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """, file: "screen.xml")
        XCTAssertEqual(appium[bar]?.systemElement, .scrollIndicator)
        XCTAssertEqual(appium["Horizontal scroll bar, 1 page"]?.systemElement, .scrollIndicator)
        XCTAssertNil(appium["Vertical scroll bar, 3 pages"]?.systemElement, "the page source says it is not adjustable")
        XCTAssertNil(appium["Vertical scroll bar, 4 pages"]?.systemElement, "a button")
        XCTAssertNil(appium["Volume"]?.systemElement, "an app's slider")
        XCTAssertEqual(Self.spoken(try parse("""
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="402" height="874">
        <XCUIElementTypeOther value="0%" label="\(bar)" x="369" y="116" width="30" height="672" traits="Adjustable"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """, file: "screen.xml")).map(\.speech.description), ["\(bar): 0%. Adjustable."])

        // Formats that name no traits (an older driver's page source, XCUITest's dump): the `Other`
        // with the indicator's label and value is it, adjustable as VoiceOver says it is.
        let older = try read("""
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="402" height="874">
        <XCUIElementTypeOther value="0%" label="\(bar)" x="369" y="116" width="30" height="672"/>
        <XCUIElementTypeButton value="0%" label="Vertical scroll bar, 4 pages" x="16" y="200" width="100" height="44"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """, file: "screen.xml")
        XCTAssertEqual(older[bar]?.systemElement, .scrollIndicator)
        XCTAssertEqual(older[bar]?.traits, .adjustable)
        XCTAssertNil(older["Vertical scroll bar, 4 pages"]?.systemElement, "a button")
        let dump = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
            + "    Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}\n"
            + "      Other, 0x3, {{369.0, 116.0}, {30.0, 672.0}}, label: '\(bar)', value: 0%\n"
            + "        Other, 0x4, {{396.0, 119.0}, {3.0, 430.0}}\n"
            + "      Button, 0x5, {{16.0, 200.0}, {100.0, 44.0}}, label: 'Vertical scroll bar, 4 pages', value: 0%\n"
        let xcuitest = try read(dump, file: "dump.txt")
        XCTAssertEqual(xcuitest[bar]?.systemElement, .scrollIndicator)
        XCTAssertNil(xcuitest["Vertical scroll bar, 4 pages"]?.systemElement, "a button")
        // Read after what its container holds (the button), as UIKit adds it after the content it scrolls.
        XCTAssertEqual(Self.spoken(try parse(dump, file: "dump.txt")).map(\.speech.description).last, "\(bar): 0%. Adjustable.")

        // idb names an adjustable element's type `Slider` (the Home Screen's Spotlight pill in the
        // real dumps); with AXe's empty `traits` the type gives them.
        let idb = try read("""
        [{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":402,"height":874}},
         {"type":"Slider","AXLabel":"\(bar)","AXValue":"0%","traits":[],"frame":{"x":369,"y":116,"width":30,"height":672}},
         {"type":"Button","AXLabel":"Vertical scroll bar, 4 pages","AXValue":"0%","frame":{"x":16,"y":200,"width":100,"height":44}}]
        """, file: "screen.json")
        XCTAssertEqual(idb[bar]?.systemElement, .scrollIndicator)
        XCTAssertNil(idb["Vertical scroll bar, 4 pages"]?.systemElement, "a button")

        // AccessibilitySnapshot names the traits itself.
        let snapshot = try read(#"""
        [{"element":{"_0":{"description":"\#(bar): 0%. Adjustable.","label":"\#(bar)","value":"0%","traits":["adjustable"],"shape":{"type":"frame","frame":[[369,116],[30,672]]},"activationPoint":[384,452],"usesDefaultActivationPoint":true,"customActions":[],"customContent":[],"customRotors":[],"respondsToUserInteraction":true},"traversalIndex":0}},
         {"element":{"_0":{"description":"Age: 19%. Adjustable.","label":"Age","value":"19%","traits":["adjustable"],"shape":{"type":"frame","frame":[[16,300],[300,44]]},"activationPoint":[166,322],"usesDefaultActivationPoint":true,"customActions":[],"customContent":[],"customRotors":[],"respondsToUserInteraction":true},"traversalIndex":1}}]
        """#, file: "screen.json")
        XCTAssertEqual(snapshot[bar]?.systemElement, .scrollIndicator)
        XCTAssertNil(snapshot["Age"]?.systemElement)
    }

    /// XCUITest reports an empty field's placeholder as its value (`placeholderValue` says so): the
    /// field holds no text. VoiceOver says the field's label, or its placeholder when it has none,
    /// never the placeholder again as typed text. Text typed in the field is read as its value.
    func testAPlaceholderReportedAsTheValueIsNoText() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="402" height="874">
        <XCUIElementTypeSearchField value="Search" label="Search" placeholderValue="Search" x="16" y="100" width="370" height="44"/>
        <XCUIElementTypeTextField value="Email" label="" placeholderValue="Email" x="16" y="200" width="370" height="44"/>
        <XCUIElementTypeTextField value="ada@example.com" label="Email" placeholderValue="Email" x="16" y="300" width="370" height="44"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "form.xml")).map(\.speech.description),
                       ["Search. Search Field.", "Email. Text Field.", "Email: ada@example.com. Text Field."])
        let dump = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'App'
            Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
              SearchField, 0x3, {{16.0, 100.0}, {370.0, 44.0}}, label: 'Search', placeholderValue: 'Search', value: Search
        """
        XCTAssertEqual(Self.spoken(try parse(dump, file: "dump.txt")).map(\.speech.description), ["Search. Search Field."])
    }

    /// A page source without `placeholderValue` (older WebDriverAgent, a trimmed fixture: iOS 26
    /// Mail's glass toolbar) still echoes an empty field's placeholder as its value: a field whose
    /// value is its own label read "Search Mail: Search Mail. Search Field.". It says its label once;
    /// a field whose value differs keeps it, and so does a static text or button.
    func testAFieldWhoseValueIsItsOwnLabelIsEmptyWithoutAPlaceholderAttribute() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="402" height="874">
        <XCUIElementTypeSearchField value="Search Mail" label="Search Mail" x="16" y="100" width="370" height="44"/>
        <XCUIElementTypeTextField value="Email" label="Email" x="16" y="200" width="370" height="44"/>
        <XCUIElementTypeTextField value="ada@example.com" label="Email" x="16" y="300" width="370" height="44"/>
        <XCUIElementTypeButton value="Mute" label="Mute" x="16" y="400" width="370" height="44"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "form.xml")).map(\.speech.description),
                       ["Search Mail. Search Field.", "Email. Text Field.", "Email: ada@example.com. Text Field.", "Mute: Mute. Button."])
    }

    /// The debugDescription prints an empty field's placeholder alone (`placeholderValue: 'Search'`,
    /// no value), where the page source gives it as the value too: both are an empty field that
    /// VoiceOver names by its placeholder. The dump read "Text Field." and validate found it unnamed.
    func testAnEmptyFieldsPlaceholderReadsAlikeInBothFormats() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="390" height="844">
        <XCUIElementTypeTextField value="Search" placeholderValue="Search" x="20" y="500" width="350" height="36"/>
        <XCUIElementTypeTextField placeholderValue="Email" x="20" y="600" width="350" height="36"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        let dump = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'App'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              TextField, 0x3, {{20.0, 500.0}, {350.0, 36.0}}, placeholderValue: 'Search'
              TextField, 0x4, {{20.0, 600.0}, {350.0, 36.0}}, placeholderValue: 'Email', value: Email
        """
        let expected = ["Search. Text Field.", "Email. Text Field."]
        XCTAssertEqual(Self.spoken(try parse(xml, file: "form.xml")).map(\.speech.description), expected)
        XCTAssertEqual(Self.spoken(try parse(dump, file: "dump.txt")).map(\.speech.description), expected)
    }

    /// XCUITest prints `Keyboard Focused` on the element holding the keyboard's input, right after
    /// the frame or after other attributes: a flag like `Focused`, accepted and not read. Right after
    /// the frame it was refused as an unexpected word; after a quoted value it ran into the value
    /// (the placeholder read "Search', Keyboard Focused").
    func testKeyboardFocusedIsAFlagWhereverXCUITestPrintsIt() throws {
        let dump = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'App'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}, Keyboard Focused
              TextField, 0x3, {{20.0, 100.0}, {350.0, 36.0}}, Keyboard Focused, label: 'Name'
              TextField, 0x4, {{20.0, 200.0}, {350.0, 36.0}}, placeholderValue: 'Search', Keyboard Focused
              TextField, 0x5, {{20.0, 300.0}, {350.0, 36.0}}, placeholderValue: 'City', Keyboard Focused, Disabled
        """
        XCTAssertEqual(Self.spoken(try parse(dump, file: "dump.txt")).map(\.speech.description),
                       ["Name. Text Field.", "Search. Text Field.", "City. Dimmed. Text Field."])
    }

    /// XCUITest reports a selected button's state as its value, "1" (iOS 26's selected tab, a
    /// checkmark button): VoiceOver says "Selected", not "1". A switch's "1" is its state, read "On".
    func testASelectedButtonsValueOfOneIsItsSelection() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="Tabs" x="0" y="0" width="402" height="874">
        <XCUIElementTypeTabBar name="Tab Bar" label="Tab Bar" x="0" y="791" width="402" height="83">
        <XCUIElementTypeButton name="sun.max" label="Today" x="68" y="795" width="94" height="54" traits="Button"/>
        <XCUIElementTypeButton value="1" name="calendar" label="Week" x="154" y="795" width="94" height="54" traits="Selected, Button"/>
        </XCUIElementTypeTabBar>
        <XCUIElementTypeButton value="3" label="Inbox" x="16" y="100" width="370" height="44" traits="Selected, Button"/>
        <XCUIElementTypeSwitch value="1" label="Wi-Fi" x="16" y="200" width="370" height="44" traits="Selected, ToggleButton, Button"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "tabs.xml")).map(\.speech.description),
                       ["Selected: Inbox: 3. Button.", "Selected: Wi-Fi. Switch Button. On.",
                        "Today. Tab. 1 of 2.", "Selected: Week. Tab. 2 of 2."])
    }

    /// A switch row whose cell has no label, holding a text and a switch labelled alike (WeChat's
    /// location setting), says the name once; a switch named otherwise than its text is still read
    /// with both, as the cell joins its parts.
    func testASwitchRowNamedLikeItsTextSaysTheNameOnce() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="375" height="667">
        <XCUIElementTypeCell value="0" x="0" y="115" width="375" height="44">
        <XCUIElementTypeStaticText value="Use my location" name="Use my location" label="Use my location" x="15" y="126" width="139" height="22"/>
        <XCUIElementTypeSwitch value="0" name="Use my location" label="Use my location" x="309" y="122" width="51" height="31"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeCell x="0" y="200" width="375" height="44">
        <XCUIElementTypeStaticText label="Location" x="15" y="211" width="139" height="22"/>
        <XCUIElementTypeSwitch value="1" label="Share location" x="309" y="207" width="51" height="31"/>
        </XCUIElementTypeCell>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "rows.xml")).map(\.speech.description),
                       ["Use my location. Switch Button. Off.", "Location, Share location. Switch Button. On."])
    }

    /// Old WebDriverAgent marks a node invisible when a touch at its centre finds another element:
    /// a text under a row's untitled button is kept (VoiceOver reads it). Not kept: a text under a
    /// sibling with text of its own (it may hide it), an image with nothing to say, a text whose
    /// centre lies outside its parent (clipped) or off the screen.
    func testATextUnderASiblingWithNoTextIsRead() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="768" height="1024">
        <XCUIElementTypeOther x="0" y="432" width="768" height="80">
        <XCUIElementTypeButton x="0" y="432" width="768" height="79"/>
        <XCUIElementTypeStaticText value="Spanning Tree (STP)" label="Spanning Tree (STP)" visible="false" x="25" y="461" width="682" height="22"/>
        <XCUIElementTypeImage name="arrow" visible="false" x="727" y="463" width="10" height="16"/>
        </XCUIElementTypeOther>
        <XCUIElementTypeOther x="0" y="600" width="768" height="80">
        <XCUIElementTypeButton label="Menu" x="0" y="600" width="768" height="79"/>
        <XCUIElementTypeStaticText label="Under the menu" visible="false" x="25" y="629" width="682" height="22"/>
        </XCUIElementTypeOther>
        <XCUIElementTypeOther x="0" y="700" width="768" height="80">
        <XCUIElementTypeButton x="0" y="700" width="768" height="200"/>
        <XCUIElementTypeStaticText label="Clipped" visible="false" x="25" y="800" width="682" height="22"/>
        </XCUIElementTypeOther>
        <XCUIElementTypeOther x="0" y="1000" width="768" height="300">
        <XCUIElementTypeButton x="0" y="1000" width="768" height="300"/>
        <XCUIElementTypeStaticText label="Below the screen" visible="false" x="25" y="1100" width="682" height="22"/>
        </XCUIElementTypeOther>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "row.xml")).map(\.speech.description),
                       ["Button.", "Spanning Tree (STP)", "Menu. Button.", "Button.", "Button."])
    }

    /// A page source from before WebDriverAgent wrote `traits` says nothing of selection: a tab's
    /// value "1" is then its selection ("Selected: Search. Tab. 2 of 2."), "0" its absence. Two
    /// tabs saying "1" cannot be told from a badge, and are read as they say; a button outside a
    /// tab bar, or a tab whose page source writes `traits`, keeps its value.
    func testAnOldTabBarsValueOfOneIsItsSelection() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="414" height="736">
        <XCUIElementTypeButton value="1" label="Inbox" x="16" y="100" width="370" height="44"/>
        <XCUIElementTypeTabBar x="0" y="500" width="414" height="49">
        <XCUIElementTypeButton value="0" label="Today" x="2" y="501" width="200" height="48"/>
        <XCUIElementTypeButton value="1" label="Search" x="210" y="501" width="200" height="48"/>
        </XCUIElementTypeTabBar>
        <XCUIElementTypeTabBar x="0" y="600" width="414" height="49">
        <XCUIElementTypeButton value="1" label="Chats" x="2" y="601" width="200" height="48"/>
        <XCUIElementTypeButton value="1" label="Me" x="210" y="601" width="200" height="48"/>
        </XCUIElementTypeTabBar>
        <XCUIElementTypeTabBar x="0" y="687" width="414" height="49">
        <XCUIElementTypeButton value="1" label="Home" x="2" y="688" width="200" height="48" traits="Button"/>
        </XCUIElementTypeTabBar>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "tabs.xml")).map(\.speech.description),
                       ["Inbox: 1. Button.", "Today. Tab. 1 of 2.", "Selected: Search. Tab. 2 of 2.",
                        "Chats: 1. Tab. 1 of 2.", "Me: 1. Tab. 2 of 2.", "Home: 1. Tab. 1 of 1."])
    }

    /// A segmented control's selected segment in a page source from before drivers wrote `traits`
    /// shows its selection only as WebDriverAgent's echo, `value="1"` (a button's value with none of
    /// its own is its `isSelected`): read "Selected: Day", as with `traits="Button, Selected"`, where
    /// it read "Day: 1". A segment that says the value with `traits` is believed as it is.
    func testAnOldSegmentedControlsValueOfOneIsItsSelection() throws {
        func segments(_ day: String) -> String {
            """
            <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="390" height="844">
            <XCUIElementTypeSegmentedControl x="16" y="100" width="358" height="32">
            <XCUIElementTypeButton \(day) label="Day" x="16" y="100" width="119" height="32"/>
            <XCUIElementTypeButton label="Week" x="135" y="100" width="119" height="32"/>
            <XCUIElementTypeButton label="Month" x="254" y="100" width="120" height="32"/>
            </XCUIElementTypeSegmentedControl>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        }
        let expected = ["Selected: Day. Button. 1 of 3.", "Week. Button. 2 of 3.", "Month. Button. 3 of 3."]
        XCTAssertEqual(Self.spoken(try parse(segments(#"value="1""#), file: "old.xml")).map(\.speech.description), expected)
        XCTAssertEqual(Self.spoken(try parse(segments(#"traits="Button, Selected""#), file: "new.xml")).map(\.speech.description), expected)
    }

    /// An alert WebDriverAgent lists in a window of its own, beside the app's window, is modal as
    /// one inside the app's window is: VoiceOver starts in it and stays in it. A modal view hides
    /// its siblings, and in its own window it had none, so the app's window stayed in the order
    /// (VoiceOver started on the note behind the alert and swiped out of it).
    func testAnAlertInAWindowOfItsOwnIsModal() throws {
        let app = """
            <XCUIElementTypeOther x="0" y="0" width="390" height="844">
            <XCUIElementTypeButton label="New Note" x="330" y="780" width="44" height="44"/>
            <XCUIElementTypeTextView value="Buy milk" label="" x="16" y="120" width="358" height="300"/>
            </XCUIElementTypeOther>
            """
        let alert = """
            <XCUIElementTypeAlert label="Delete Note?" x="60" y="330" width="270" height="180">
            <XCUIElementTypeStaticText label="Delete Note?" x="76" y="350" width="238" height="22"/>
            <XCUIElementTypeButton label="Cancel" x="60" y="466" width="135" height="44"/>
            <XCUIElementTypeButton label="Delete" x="195" y="466" width="135" height="44"/>
            </XCUIElementTypeAlert>
            """
        func source(_ windows: String) -> String {
            "<AppiumAUT><XCUIElementTypeApplication name=\"Notes\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\(windows)</XCUIElementTypeApplication></AppiumAUT>"
        }
        let window = #"<XCUIElementTypeWindow x="0" y="0" width="390" height="844">"#
        let own = source(window + app + "</XCUIElementTypeWindow>" + window + alert + "</XCUIElementTypeWindow>")
        let shared = source(window + app + alert + "</XCUIElementTypeWindow>")
        let expected = ["Delete Note?", "Cancel. Button.", "Delete. Button."]
        XCTAssertEqual(Self.spoken(try parse(own, file: "own.xml")).map(\.speech.description), expected)
        XCTAssertEqual(Self.spoken(try parse(shared, file: "shared.xml")).map(\.speech.description), expected)
        // A second window holding no modal (a banner's window) hides nothing.
        let banner = source(window + app + "</XCUIElementTypeWindow>" + window
                            + #"<XCUIElementTypeButton label="Banner" x="0" y="50" width="390" height="60"/></XCUIElementTypeWindow>"#)
        XCTAssertEqual(Self.spoken(try parse(banner, file: "banner.xml")).count, 3)
    }

    /// iOS's scroll indicator, as tall as its list with its top at the first row's, is read after
    /// the list's rows (UIKit adds it after them), not between the first row and the second, as
    /// sorting it by its frame did (a Mail inbox's XCUITest dump).
    func testTheScrollIndicatorIsReadAfterTheRows() throws {
        let dump = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Mail'
            Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
              SearchField, 0x3, {{16.0, 155.0}, {361.0, 36.0}}, label: 'Search'
              Table, 0x4, {{0.0, 199.0}, {393.0, 560.0}}
                Cell, 0x5, {{0.0, 199.0}, {393.0, 90.0}}, identifier: 'msg-1'
                  StaticText, 0x6, {{36.0, 209.0}, {250.0, 20.0}}, label: 'Apple'
                Cell, 0x7, {{0.0, 289.0}, {393.0, 90.0}}, identifier: 'msg-2'
                  StaticText, 0x8, {{36.0, 299.0}, {250.0, 20.0}}, label: 'Mum'
                Other, 0x9, {{363.0, 199.0}, {30.0, 560.0}}, label: 'Vertical scroll bar, 3 pages', value: 0%
              Button, 0xa, {{16.0, 762.0}, {44.0, 44.0}}, label: 'Filter'
        """
        XCTAssertEqual(Self.spoken(try parse(dump, file: "mail.txt")).map(\.speech.description),
                       ["Search. Search Field.", "Apple", "Mum", "Vertical scroll bar, 3 pages: 0%. Adjustable.", "Filter. Button."])
    }

    /// A table's row read as one element responds to user interaction whatever its traits (a
    /// UITableViewCell is selectable): Switch Control scans a Mail inbox's messages, which were
    /// "not scanned (no user interaction)". A disabled row is left to its traits.
    func testAListsRowsRespondToUserInteraction() throws {
        let dump = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Mail'
            Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
              Table, 0x4, {{0.0, 199.0}, {393.0, 560.0}}
                Cell, 0x5, {{0.0, 199.0}, {393.0, 90.0}}, identifier: 'msg-1'
                  StaticText, 0x6, {{36.0, 209.0}, {250.0, 20.0}}, label: 'Apple'
                Cell, 0x7, {{0.0, 289.0}, {393.0, 90.0}}, identifier: 'msg-2', Selected
                  StaticText, 0x8, {{36.0, 299.0}, {250.0, 20.0}}, label: 'Mum'
                Cell, 0x9, {{0.0, 379.0}, {393.0, 90.0}}, identifier: 'old', Disabled
                  StaticText, 0xa, {{36.0, 389.0}, {250.0, 20.0}}, label: 'Archived'
              StaticText, 0xb, {{16.0, 770.0}, {153.0, 16.0}}, label: 'Updated Just Now'
        """
        var settings = Settings()
        settings.voiceOver = true
        let order = NavigationOrder(scene: try parse(dump, file: "mail.txt"), settings: settings)
        let tree = ScanTree(order: order, settings: SwitchControlSettings())
        XCTAssertEqual(tree.unscanned, ["old", "staticText-7"])
        // A capture that names the cell's traits is believed: a SwiftUI form's header cell.
        let form = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="390" height="844">
        <XCUIElementTypeTable x="0" y="100" width="390" height="600">
        <XCUIElementTypeCell name="header" label="Reminders" x="0" y="100" width="390" height="40" traits="Header"/>
        <XCUIElementTypeCell name="row" label="Version" x="0" y="140" width="390" height="44"/>
        </XCUIElementTypeTable></XCUIElementTypeApplication></AppiumAUT>
        """
        let formOrder = NavigationOrder(scene: try parse(form, file: "form.xml"), settings: settings)
        XCTAssertEqual(ScanTree(order: formOrder, settings: SwitchControlSettings()).unscanned, ["header"])
    }

    /// A cell with a label of its own holding a control (the App Store's result cell around its Get
    /// button) reads its label as a stop of its own, then the control; the label was lost. A cell
    /// the page source says is no element (`accessible="false"`) has no such stop, and a labelled
    /// cell holding only texts is one element, as before.
    func testALabelledCellHoldingAControlReadsItsLabelFirst() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="414" height="736">
        <XCUIElementTypeCell label="Maps, Directions, 4.5 stars" x="20" y="86" width="374" height="200">
        <XCUIElementTypeButton label="Get" x="320" y="86" width="74" height="68"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeCell label="Notes" accessible="false" x="20" y="300" width="374" height="100">
        <XCUIElementTypeButton label="Open" accessible="true" x="320" y="300" width="74" height="68"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeCell label="Weather" x="20" y="420" width="374" height="100">
        <XCUIElementTypeStaticText label="Sunny" x="30" y="430" width="200" height="30"/>
        </XCUIElementTypeCell>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "cells.xml")).map(\.speech.description),
                       ["Maps, Directions, 4.5 stars", "Get. Button.", "Open. Button.", "Weather"])
    }

    /// A cell's accessory is known by what it is, not its name: a small button that is not enabled
    /// at the cell's trailing edge, taller than wide the disclosure arrow ("Button"), wider than tall
    /// the checkmark ("Selected" where the format says nothing of selection), whatever its name. An
    /// enabled button of the same name (the detail button) stays a stop, as does a disabled button
    /// too large to be an accessory or away from the trailing edge. A cell the page source says is
    /// not selected keeps its state.
    func testACellsAccessoryIsKnownByWhatItIs() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="414" height="736">
        <XCUIElementTypeCell x="0" y="100" width="414" height="45">
        <XCUIElementTypeStaticText label="Wi-Fi" x="64" y="112" width="87" height="21"/>
        <XCUIElementTypeButton label="Plus d’infos" enabled="false" x="386" y="116" width="8" height="13"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeCell x="0" y="150" width="414" height="45">
        <XCUIElementTypeStaticText label="Manual" x="20" y="150" width="350" height="45"/>
        <XCUIElementTypeButton label="Plus d’infos" enabled="false" x="380" y="167" width="14" height="11"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeCell x="0" y="200" width="414" height="45">
        <XCUIElementTypeStaticText label="Home" x="40" y="212" width="278" height="21"/>
        <XCUIElementTypeButton label="Plus d’infos" x="372" y="211" width="22" height="22"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeCell x="0" y="250" width="414" height="45">
        <XCUIElementTypeStaticText label="Auto" x="40" y="262" width="200" height="21"/>
        <XCUIElementTypeButton label="Clear" enabled="false" x="20" y="266" width="14" height="11"/>
        <XCUIElementTypeButton label="Retry" enabled="false" x="350" y="250" width="44" height="44"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeCell selected="false" x="0" y="300" width="414" height="45">
        <XCUIElementTypeStaticText label="Off" x="20" y="300" width="350" height="45"/>
        <XCUIElementTypeButton label="checkmark" enabled="false" x="380" y="317" width="14" height="11"/>
        </XCUIElementTypeCell>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "rows.xml")).map(\.speech.description),
                       ["Wi-Fi. Button.", "Selected: Manual", "Home", "Plus d’infos. Button.",
                        "Clear. Dimmed. Button.", "Auto", "Retry. Dimmed. Button.", "Off"])
    }

    /// A labelled cell's texts and images are what its label says: not stops of their own, while its
    /// controls are (Settings' Wi-Fi network: its name, then its detail button, once each).
    func testALabelledCellsTextsAreNotStopsOfTheirOwn() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="414" height="736">
        <XCUIElementTypeCell label="Home, Secure network, 3 of 3 bars" x="0" y="144" width="414" height="43">
        <XCUIElementTypeStaticText label="Home" x="40" y="155" width="278" height="21"/>
        <XCUIElementTypeImage label="Lock" x="326" y="159" width="8" height="12"/>
        <XCUIElementTypeOther x="0" y="144" width="300" height="43">
        <XCUIElementTypeButton label="Share" x="300" y="150" width="30" height="30"/>
        </XCUIElementTypeOther>
        <XCUIElementTypeButton label="More Info" x="372" y="154" width="22" height="22"/>
        </XCUIElementTypeCell>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "cell.xml")).map(\.speech.description),
                       ["Home, Secure network, 3 of 3 bars", "Share. Button.", "More Info. Button."])
    }

    /// In a capture that names no traits, a navigation bar's title (a text, or an `Other` holding
    /// nothing, labelled as the bar is named) is a heading; a text named otherwise and a button named
    /// like the bar are not. A capture that names traits anywhere is read as it says.
    func testANavigationBarTitleIsAHeadingWhereTheCaptureNamesNoTraits() throws {
        func page(_ traits: String) -> String {
            """
            <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="414" height="736">
            <XCUIElementTypeNavigationBar name="Wi-Fi" x="0" y="20" width="414" height="96">
            <XCUIElementTypeButton name="Wi-Fi" label="Wi-Fi" x="0" y="20" width="66" height="44"/>
            <XCUIElementTypeOther name="Wi-Fi" label="Wi-Fi" x="163" y="31" width="88" height="21"/>
            <XCUIElementTypeStaticText label="Wi-Fi" x="15" y="70" width="135" height="42"/>
            <XCUIElementTypeStaticText label="Edit" x="300" y="70" width="60" height="42"/>
            </XCUIElementTypeNavigationBar>
            <XCUIElementTypeStaticText label="Wi-Fi" \(traits) x="15" y="200" width="135" height="42"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        }
        XCTAssertEqual(Self.spoken(try parse(page(""), file: "bar.xml")).map(\.speech.description),
                       ["Wi-Fi. Button.", "Wi-Fi. Heading.", "Wi-Fi. Heading.", "Edit", "Wi-Fi"])
        XCTAssertEqual(Self.spoken(try parse(page(#"traits="StaticText""#), file: "bar.xml")).map(\.speech.description),
                       ["Wi-Fi. Button.", "Wi-Fi", "Wi-Fi", "Edit", "Wi-Fi"])
    }

    /// A static text whose text is only its value (no label) says the value, as VoiceOver does; one
    /// with a label says it once. A cell with no label folds such a text by its value.
    func testAStaticTextWithNoLabelSaysItsValue() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="402" height="874">
        <XCUIElementTypeStaticText value="Delilah S. Dawson" x="16" y="100" width="370" height="40"/>
        <XCUIElementTypeStaticText value="Mary Mallon" label="Mary Mallon" x="16" y="200" width="370" height="40"/>
        <XCUIElementTypeCell x="0" y="300" width="402" height="60">
        <XCUIElementTypeStaticText value="Ava Lovelace" x="16" y="310" width="370" height="40"/>
        </XCUIElementTypeCell>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "texts.xml")).map(\.speech.description),
                       ["Delilah S. Dawson", "Mary Mallon", "Ava Lovelace"])
    }

    /// WebKit gives the text inside a link that is no element the link's trait: "bacteria. Link.".
    /// Outside a web view, and under a link that is an element, nothing is passed on.
    func testTheTextOfAWebLinkIsALink() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="402" height="874">
        <XCUIElementTypeWebView accessible="false" x="0" y="0" width="402" height="400">
        <XCUIElementTypeLink label="bacteria" accessible="false" x="16" y="100" width="61" height="30">
        <XCUIElementTypeStaticText value="bacteria" label="bacteria" accessible="true" x="16" y="100" width="61" height="30"/>
        </XCUIElementTypeLink>
        <XCUIElementTypeStaticText value="cook" label="cook" accessible="true" x="16" y="200" width="61" height="30"/>
        </XCUIElementTypeWebView>
        <XCUIElementTypeLink label="About" accessible="false" x="16" y="500" width="61" height="30">
        <XCUIElementTypeStaticText value="About" label="About" accessible="true" x="16" y="500" width="61" height="30"/>
        </XCUIElementTypeLink>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(Self.spoken(try parse(xml, file: "web.xml")).map(\.speech.description),
                       ["bacteria. Link.", "cook", "About"])
    }

    /// iOS's keyboard is the system's (`SystemElement.keyboard`): its keys, and the row beneath them
    /// under the keyboard's own parent. Where the keyboard shares its parent with something above it
    /// (an input accessory view), only the keyboard is the system's.
    func testTheKeyboardIsTheSystems() throws {
        func read(_ accessory: String) throws -> [String: AccessibilityElement] {
            let xml = """
            <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="402" height="874">
            <XCUIElementTypeWindow x="0" y="0" width="402" height="874">
            <XCUIElementTypeTextField label="Email" x="16" y="100" width="370" height="44"/>
            </XCUIElementTypeWindow>
            <XCUIElementTypeWindow x="0" y="540" width="402" height="334">
            <XCUIElementTypeOther x="0" y="540" width="402" height="334">\(accessory)
            <XCUIElementTypeKeyboard x="0" y="583" width="402" height="233">
            <XCUIElementTypeKey label="q" x="4" y="590" width="40" height="54"/>
            </XCUIElementTypeKeyboard>
            <XCUIElementTypeButton label="Emoji" x="8" y="805" width="69" height="42"/>
            </XCUIElementTypeOther></XCUIElementTypeWindow>
            </XCUIElementTypeApplication></AppiumAUT>
            """
            var byLabel: [String: AccessibilityElement] = [:]
            for root in try parse(xml, file: "keyboard.xml").hierarchy.roots {
                root.forEachNode { if !$0.isContainer, let label = $0.label?.string { byLabel[label] = $0 } }
            }
            return byLabel
        }
        let alone = try read("")
        XCTAssertNotNil(alone["Email"])
        XCTAssertNil(alone["Email"]?.systemElement)
        XCTAssertEqual(alone["q"]?.systemElement, .keyboard)
        XCTAssertEqual(alone["Emoji"]?.systemElement, .keyboard)
        let withAccessory = try read(#"<XCUIElementTypeButton label="Done" x="330" y="545" width="60" height="36"/>"#)
        XCTAssertEqual(withAccessory["q"]?.systemElement, .keyboard)
        XCTAssertNotNil(withAccessory["Done"])
        XCTAssertNil(withAccessory["Done"]?.systemElement, "an input accessory view is the app's")
        XCTAssertNil(withAccessory["Emoji"]?.systemElement, "beside an app's view, only the keyboard is known to be the system's")
    }

    /// A date picker holds its own controls (the compact style's time button): VoiceOver focuses the
    /// button, never the picker as an unlabelled element of its own.
    func testADatePickerIsAContainerOfItsButtons() throws {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="Daybreak" x="0" y="0" width="402" height="874">
        <XCUIElementTypeStaticText value="Reminder time" label="Reminder time" enabled="false" x="32" y="283" width="111" height="21" traits="NotEnabled, StaticText"/>
        <XCUIElementTypeDatePicker enabled="false" x="283" y="275" width="87" height="37" traits="NotEnabled">
        <XCUIElementTypeButton value="7:30 AM" name="Time Picker" label="Time Picker" enabled="false" x="283" y="275" width="87" height="37" traits="NotEnabled, Button"/>
        </XCUIElementTypeDatePicker></XCUIElementTypeApplication></AppiumAUT>
        """
        // The picker's top lies 8 points above the text's, both centred on one line: one row.
        XCTAssertEqual(Self.spoken(try parse(xml, file: "form.xml")).map(\.speech.description),
                       ["Reminder time. Dimmed.", "Time Picker: 7:30 AM. Dimmed. Button."])
    }

    /// A page source above 10 MB (some 60,000 nodes of a real screen; here fewer, longer ones) is
    /// read: given the whole document at once, libxml2 refused it as malformed XML.
    func testAppiumPageSourceAboveTenMegabytesIsRead() throws {
        let text = String(repeating: "x", count: 2_000)
        let rows = (0..<5_500).map { i in
            "<XCUIElementTypeStaticText label=\"\(i) \(text)\" x=\"0\" y=\"\(40 * i)\" width=\"390\" height=\"40\"/>"
        }
        let xml = "<AppiumAUT><XCUIElementTypeApplication x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
            + rows.joined(separator: "\n") + "\n</XCUIElementTypeApplication></AppiumAUT>\n"
        XCTAssertGreaterThan(xml.utf8.count, 10_000_000)
        XCTAssertEqual(try parse(xml, file: "huge.xml").hierarchy.focusableCount, 5_500)
    }

    /// An alert is the one modality an export shows: VoiceOver stays inside it, as UIKit's alert view is modal.
    func testAnAlertIsModal() throws {
        let dump = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
            + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
            + "      Button, 0x3, {{0.0, 50.0}, {80.0, 44.0}}, label: 'Back'\n"
            + "      Alert, 0x4, {{50.0, 300.0}, {290.0, 200.0}}, label: 'Allow “Maps” to use your location?'\n"
            + "        Button, 0x5, {{50.0, 440.0}, {145.0, 60.0}}, label: 'Don’t Allow'\n"
            + "        Button, 0x6, {{195.0, 440.0}, {145.0, 60.0}}, label: 'Allow'\n"
        XCTAssertEqual(Self.spoken(try parse(dump, file: "dump.txt")).map(\.speech.description), ["Don’t Allow. Button.", "Allow. Button."])
    }

    /// Old WebDriverAgent writes a frame that is nowhere (CGRectNull) with its origin at `inf`, as a
    /// SpringBoard location alert's empty layers: read as the NSIntegerMax origin newer ones write,
    /// a node that is nowhere, never an element, not a file to refuse.
    func testAnInfiniteOriginIsNowhere() throws {
        func page(_ x: String, _ y: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication name=" " label=" " enabled="true" visible="true" x="0" y="0" width="375" height="667">
            <XCUIElementTypeAlert name="Allow “Yamsafer” to access your location?" enabled="true" visible="true" x="52" y="220" width="271" height="189">
            <XCUIElementTypeStaticText value="To show nearby hotels" name="To show nearby hotels" label="To show nearby hotels" enabled="true" visible="true" x="68" y="282" width="239" height="19"/>
            <XCUIElementTypeAny enabled="true" visible="false" x="\(x)" y="\(y)" width="0" height="0">
            <XCUIElementTypeAny enabled="true" visible="false" x="\(x)" y="\(y)" width="0" height="0"/>
            </XCUIElementTypeAny>
            <XCUIElementTypeButton name="Always Allow" label="Always Allow" enabled="true" visible="true" x="52" y="364" width="271" height="45"/>
            </XCUIElementTypeAlert>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        }
        let expected = ["To show nearby hotels", "Always Allow. Button."]
        for (x, y) in [("inf", "inf"), ("-inf", "-inf"), ("9.223372036854776e+18", "9.223372036854776e+18")] {
            XCTAssertEqual(Self.spoken(try parse(page(x, y), file: "alert.xml")).map(\.speech.description), expected, x)
        }
    }

    /// React Native labels a view that is no accessibility element with its subviews' labels joined
    /// by " " (newer versions ", "), and XCUITest shows it on the container; VoiceOver focuses what
    /// the container holds, never the container. Read as one element, the screen was one stop.
    /// An `Other` with a label of its own over children is still one element.
    func testAnOtherLabelledWithItsChildrensJoinedLabelsIsAContainer() throws {
        let dump = """
        Element subtree:
         →Application, 0x7fd86b820000, pid: 4242, label: 'Trips'
            Window (Main), 0x7fd86b820100, {{0.0, 0.0}, {428.0, 926.0}}
              Other, 0x7fd86b820820, {{0.0, 47.0}, {428.0, 845.0}}, label: 'TRIPS menu_button upcoming Trips, tab, 1 of 4'
                Other, 0x7fd86b820930, {{0.0, 47.0}, {428.0, 785.0}}
                  Other, 0x7fd86b820b50, {{0.0, 47.0}, {428.0, 785.0}}, label: 'TRIPS menu_button upcoming'
                    Other, 0x7fd86b821a30, {{0.0, 47.0}, {428.0, 44.0}}, label: 'TRIPS menu_button'
                      Other, 0x7fd86b821b40, {{187.0, 55.3}, {54.0, 27.3}}, label: 'TRIPS'
                      Other, 0x7fd86b821c50, {{257.0, 47.0}, {171.0, 44.0}}, label: 'menu_button'
                        Other, 0x7fd86b821d60, {{381.0, 47.0}, {47.0, 44.0}}, identifier: 'menu_button', label: 'menu_button'
                    Other, 0x7fd86b821e70, {{0.0, 91.0}, {428.0, 741.0}}
                      Other, 0x7fd86ba09250, {{0.0, 91.0}, {428.0, 741.0}}, label: 'upcoming'
                        Other, 0x7fd86ba07870, {{0.0, 91.0}, {428.0, 741.0}}, label: 'upcoming'
                TabBar, 0x7fd86b822000, {{0.0, 832.0}, {428.0, 60.0}}
                  Button, 0x7fd86b822100, {{0.0, 832.0}, {107.0, 49.0}}, label: 'Trips, tab, 1 of 4', Selected
              Other, 0x7fd86b830000, {{0.0, 892.0}, {428.0, 30.0}}, label: 'Terms, Privacy'
                StaticText, 0x7fd86b830100, {{0.0, 892.0}, {200.0, 30.0}}, label: 'Terms'
                StaticText, 0x7fd86b830200, {{200.0, 892.0}, {228.0, 30.0}}, label: 'Privacy'
              Other, 0x7fd86b840000, {{0.0, 922.0}, {428.0, 4.0}}, label: 'Legal notice'
                StaticText, 0x7fd86b840100, {{0.0, 922.0}, {428.0, 4.0}}, label: 'Terms'
        """
        let spoken = Self.spoken(try parse(dump, file: "rn.txt")).map(\.speech.description)
        XCTAssertEqual(Set(spoken), ["TRIPS", "menu_button", "upcoming", "Selected: Trips, tab, 1 of 4. Tab. 1 of 1.",
                                     "Terms", "Privacy", "Legal notice"])
        XCTAssertEqual(spoken.count, 7)
        // The same screen as a page source with no `accessible`: the containers' labels join their children's.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Trips" label="Trips" enabled="true" visible="true" x="0" y="0" width="428" height="926">
         <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="428" height="926">
          <XCUIElementTypeOther type="XCUIElementTypeOther" name="TRIPS, menu_button, upcoming" label="TRIPS, menu_button, upcoming" enabled="true" visible="true" x="0" y="47" width="428" height="785">
           <XCUIElementTypeOther type="XCUIElementTypeOther" name="TRIPS, menu_button" label="TRIPS, menu_button" enabled="true" visible="true" x="0" y="47" width="428" height="44">
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="TRIPS" label="TRIPS" enabled="true" visible="true" x="187" y="55" width="54" height="27"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="menu_button" label="menu_button" enabled="true" visible="true" x="381" y="47" width="47" height="44"/>
           </XCUIElementTypeOther>
           <XCUIElementTypeOther type="XCUIElementTypeOther" name="upcoming" label="upcoming" enabled="true" visible="true" x="0" y="91" width="428" height="741"/>
          </XCUIElementTypeOther>
         </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        </AppiumAUT>
        """
        XCTAssertEqual(Set(Self.spoken(try parse(xml, file: "rn.xml")).map(\.speech.description)), ["TRIPS", "menu_button", "upcoming"])
        // The oldest React Native put a space before every part, the first too.
        let old = xml.replacingOccurrences(of: #""TRIPS, menu_button, upcoming""#, with: #"" TRIPS menu_button upcoming""#)
            .replacingOccurrences(of: #""TRIPS, menu_button""#, with: #"" TRIPS menu_button""#)
        XCTAssertEqual(Set(Self.spoken(try parse(old, file: "rn.xml")).map(\.speech.description)), ["TRIPS", "menu_button", "upcoming"])
    }

    /// A navigation bar's title, shorter than the 44-point buttons it is centred between, has its top
    /// 11 points below theirs: read by tops alone it came after the trailing button. Elements centred
    /// on each other read as one row, leading to trailing (back, title, Edit), as VoiceOver reads the
    /// bar. A tall element beside a column of rows is not centred on them, and does not join them.
    func testElementsCentredOnOneLineReadAsOneRow() throws {
        let dump = """
        Element subtree:
         →Application, 0x600000001000, pid: 111, label: 'Mail'
            Window (Main), 0x600000001100, {{0.0, 0.0}, {393.0, 852.0}}
              NavigationBar, 0x600000001200, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Inbox'
                Button, 0x600000001300, {{0.0, 59.0}, {110.0, 44.0}}, identifier: 'BackButton', label: 'Mailboxes'
                StaticText, 0x600000001400, {{170.3, 70.3}, {52.3, 21.7}}, label: 'Inbox'
                Button, 0x600000001500, {{340.0, 59.0}, {45.0, 44.0}}, label: 'Edit'
              Image, 0x600000001600, {{0.0, 200.0}, {100.0, 300.0}}, label: 'Portrait'
              StaticText, 0x600000001700, {{120.0, 210.0}, {200.0, 20.0}}, label: 'Name'
              StaticText, 0x600000001800, {{120.0, 340.0}, {200.0, 20.0}}, label: 'Age'
              StaticText, 0x600000001900, {{120.0, 470.0}, {200.0, 20.0}}, label: 'City'
        """
        XCTAssertEqual(Self.spoken(try parse(dump, file: "mail.txt")).map(\.speech.description),
                       ["Mailboxes. Back Button.", "Inbox. Heading.", "Edit. Button.",
                        "Portrait. Image.", "Name", "Age", "City"])
        // Right to left, the row reads from its trailing edge.
        var settings = Settings()
        settings.voiceOver = true
        settings.layoutDirection = .rightToLeft
        XCTAssertEqual(NavigationOrder(scene: try parse(dump, file: "mail.txt"), settings: settings).spokenElements.prefix(3).map(\.speech.description),
                       ["Edit. Button.", "Inbox. Heading.", "Mailboxes. Back Button."])
    }

    /// The dump lists a 2×2 grid column by column (its view order); VoiceOver reads UIKit's
    /// container by position, row by row.
    func testDumpOrderIsNotReadingOrder() throws {
        let dump = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
            + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
            + "      Other, 0x3, {{0.0, 100.0}, {390.0, 200.0}}\n"
            + "        Button, 0x4, {{0.0, 100.0}, {195.0, 100.0}}, label: 'One'\n"
            + "        Button, 0x5, {{0.0, 200.0}, {195.0, 100.0}}, label: 'Three'\n"
            + "        Button, 0x6, {{195.0, 100.0}, {195.0, 100.0}}, label: 'Two'\n"
            + "        Button, 0x7, {{195.0, 200.0}, {195.0, 100.0}}, label: 'Four'\n"
        XCTAssertEqual(Self.spoken(try parse(dump, file: "dump.txt")).map(\.speech.description),
                       ["One. Button.", "Two. Button.", "Three. Button.", "Four. Button."])
    }

    /// What is still refused says what was expected.
    func testAnUnreadableDumpLineSaysWhatWasExpected() {
        expectError("Element subtree:\n →Application, 0x1, pid: 1\n    Button, 0x2, {{0, 0}, {1, 1}}, Bogus\n", file: "dump.txt",
                    location: "line 3", message: "unexpected \"Bogus\"; expected an address (0x…), a frame {{x, y}, {w, h}}, "
                        + "an attribute such as label: '…', or a flag such as Selected")
        // A line without the comma after its type is not an element line at all (the readers' line-shape check).
        expectError("Element subtree:\n →Application, 0x1, pid: 1\n    Button 0x2 {{0, 0}, {1, 1}}\n", file: "dump.txt",
                    location: "line 3", message: "expected an element line \"Type, 0x…, {{x, y}, {w, h}}, …\" starting with a type "
                        + "such as Button or StaticText, found \"Button 0x2 {{0, 0}, {1, 1}}\"")
    }

    /// A dump cut short, its last line ending inside a quoted value or before the element's frame,
    /// is refused at that line with what was expected: it read "Save che" as the label, and dropped
    /// the frameless element. The same line followed by another (or by `Path to element:`) is a
    /// line of the dump, read as before.
    func testADumpCutShortIsRefusedAtItsLastLine() throws {
        let head = "Element subtree:\n →Application, 0x1, pid: 1, label: 'App'\n    Other, 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
        let button = "      Button, 0x3, {{18.0, 710.0}, {357.0, 49.0}}, label: 'Save che"
        expectError(head + button, file: "dump.txt", location: "line 4",
                    message: "the file ends inside the quoted value label: 'Save che; expected its closing quote and the rest of the line: "
                        + "the file was cut short")
        expectError(head + button + "\n\n", file: "dump.txt", location: "line 4",
                    message: "the file ends inside the quoted value label: 'Save che; expected its closing quote and the rest of the line: "
                        + "the file was cut short")
        expectError(head + "      StaticText, 0x10", file: "dump.txt", location: "line 4",
                    message: "the file ends inside the element line \"StaticText, 0x10\"; expected a frame {{x, y}, {w, h}} "
                        + "and the rest of the line: the file was cut short")
        // Complete: the quote closed, or the section ended by the next one.
        XCTAssertEqual(Self.spoken(try parse(head + button + "ck-in'\n", file: "dump.txt")).map(\.speech.description), ["Save check-in. Button."])
        XCTAssertEqual(Self.spoken(try parse(head + button + "ck-in'\n      StaticText, 0x10\nPath to element:\n →Application, 0x1, pid: 1, label: 'App'\n",
                                             file: "dump.txt")).map(\.speech.description), ["Save check-in. Button."])
    }

    /// Publishers shorten dumps with lines of dots; the line is refused as before, and the message
    /// says to remove such lines.
    func testElidedLinesAreRefusedWithAHint() {
        let dump = "Element subtree:\n →Application, 0x1, pid: 1, label: 'App'\n...\n    Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, label: 'A'\n"
        expectError(dump, file: "dump.txt", location: "line 3",
                    message: "expected an element line \"Type, 0x…, {{x, y}, {w, h}}, …\" starting with a type such as Button or StaticText, "
                        + "found \"...\"; a line of dots marks lines left out of the dump: remove the elided lines (\"...\") to read the rest, "
                        + "or paste the dump whole")
        expectError(dump.replacingOccurrences(of: "\n...\n", with: "\n      …\n"), file: "dump.txt", location: "line 3",
                    message: "expected an element line \"Type, 0x…, {{x, y}, {w, h}}, …\" starting with a type such as Button or StaticText, "
                        + "found \"…\"; a line of dots marks lines left out of the dump: remove the elided lines (\"...\") to read the rest, "
                        + "or paste the dump whole")
    }

    // MARK: Errors and hostile input

    func testAnUnknownFormatNamesTheRecognisedOnes() {
        expectError("hello", file: "notes.txt", location: "",
                    message: "not a recognised format; expected " + ImportFormat.recognisedDescription)
        expectError(#"{"something":1}"#, location: "", message: "not a recognised format; expected " + ImportFormat.recognisedDescription)
    }

    /// An empty file, or one of blanks and a byte-order mark, says it is empty: "not a recognised
    /// format" sent the user looking for a format problem in a capture that never got written.
    func testAnEmptyFileSaysItIsEmpty() {
        for text in ["", "\n  \n", "\u{FEFF}", "\u{FEFF}\r\n\t"] {
            expectError(text, file: "capture.xml", location: "", message: "the file is empty; expected " + ImportFormat.recognisedDescription)
        }
    }

    /// A scene file that left out "format" says so, as a scene file's missing field: one with
    /// elements was read as idb's wrapper and refused for its first element's frame ("expected an
    /// object, found an array"), one without was "not a recognised format".
    func testASceneFileWithoutItsFormatSaysTheFieldIsMissing() {
        let message = "required field is missing; a scene file starts with \"format\": \"axsandbox-scene\""
        expectError(#"{"version":1,"id":"s","device":{"idiom":"phone"},"elements":[{"id":"a","frame":[0,0,44,44]}]}"#,
                    location: "format", message: message)
        expectError(#"{"version":1,"id":"s","device":{}}"#, location: "format", message: message)
        XCTAssertEqual(ImportFormat.recognise(json: try! JSONValue.parse(#"{"elements":[]}"#)), .idb, "idb's wrapper is still idb's")
    }

    /// A file that is only `[]` (an empty AccessibilitySnapshot screen) is an empty capture whose
    /// message says what was expected, a scene file's object included; `{}` is no recognised format.
    func testAnEmptyArrayOrObjectSaysWhatWasExpected() {
        let emptyArray = "an empty capture: an empty JSON array, read as AccessibilitySnapshot JSON with no element; expected at least "
            + "one element, or for a scene file an object with \"format\": \"axsandbox-scene\", \"version\", \"id\" and \"device\""
        expectError("[]", location: "", message: emptyArray)
        expectError(" [ ]\n", location: "", message: emptyArray)
        expectError("{}", location: "", message: "not a recognised format; expected " + ImportFormat.recognisedDescription)
    }

    /// XCUITest's debugDescription of an app it could not snapshot is only its query chain: an
    /// empty capture, said so, where "not a recognised format" sent the user to another exporter.
    func testAQueryChainWithNoElementSubtreeIsAnEmptyCapture() {
        let message = "an empty capture: an XCUIElement debugDescription with a \"Query chain:\" and no \"Element subtree:\", which XCUITest "
            + "prints when it could not snapshot the element (the app not running in the foreground, or not answering accessibility); "
            + "capture app.debugDescription again once the app shows the screen"
        expectError("Query chain:\n →Find: Target Application 'com.example.GotTime'\n", file: "dump.txt", location: "", message: message)
    }

    func testTruncatedFilesNameTheLineOrPath() {
        expectError("[{\"element\":{\"_0\":", location: "line 1, column 19", message: "unexpected end of input, expected a value; the file ends there, before its JSON does: it was cut short")
        expectError("<AppiumAUT>\n<XCUIElementTypeButton x=\"1\">\n", file: "page.xml", location: "line 2",
                    message: "the XML ends before its elements are closed (expected </XCUIElementTypeButton>)")
        // Cut inside a start tag: said so, and the element open around it named, not the half-written tag.
        expectError("<AppiumAUT><XCUIElementTypeButton x=\"1\"", file: "page.xml", location: "line 1",
                    message: "the XML ends inside a start tag (<XCUIElementTypeButton x=\"1\"); expected > to close it, then </AppiumAUT>")
        let open = "<AppiumAUT>\n<XCUIElementTypeApplication x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
            + "<XCUIElementTypeOther label=\"a > b\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
        expectError(open + "<XCUIElem", file: "page.xml", location: "line 4",
                    message: "the XML ends inside a start tag (<XCUIElem); expected > to close it, then </XCUIElementTypeOther>")
        expectError(open + "<XCUIElementTypeButton label=\"1 > 0", file: "page.xml", location: "line 4",
                    message: "the XML ends inside a start tag (<XCUIElementTypeButton label=\"1 > 0); expected > to close it, "
                        + "then </XCUIElementTypeOther>")
        expectError(open + "</XCUIElementTypeOth", file: "page.xml", location: "line 4",
                    message: "the XML ends inside an end tag (</XCUIElementTypeOth); expected </XCUIElementTypeOther>")
        // A mismatched closing tag (read as a stream, libxml2 reports it where it is).
        expectError("<AppiumAUT><XCUIElementTypeButton></AppiumAUT>", file: "page.xml", location: "line 1, column 47",
                    message: "a closing tag does not match the element open there; expected each element closed by its own tag")
    }

    func testWrongTypesNameTheJSONPath() {
        let marker = #"{"description":"A","traits":"button","shape":{"type":"frame","frame":[[0,0],[1,1]]},"activationPoint":[0,0]}"#
        expectError(#"[{"element":{"_0":\#(marker),"traversalIndex":0}}]"#, location: "[0].element._0.traits",
                    message: "expected an array, found a string")
        expectError(#"[{"element":{"_0":{},"traversalIndex":"0"}}]"#, location: "[0].element.traversalIndex",
                    message: "expected a number, found a string")
        expectError(#"[{"container":{"_0":{"type":{"list":{}},"frame":[[0,0],[1,1]]},"children":[]}},{"widget":{}}]"#, location: "[1]",
                    message: "expected an object with one field, \"element\" or \"container\"")
        expectError(#"[{"AXLabel":"A","frame":{"x":0,"y":0,"width":-5,"height":1}}]"#, location: "[0].frame",
                    message: "expected a non-negative width and height")
    }

    /// What a malformed dump is told names what is wrong with it: a negative size (the range it
    /// named held -50), a frame the file ends inside (cut short), a line indented with tabs.
    func testAMalformedFrameOrIndentSaysWhatIsWrong() {
        expectError("Element subtree:\n  Button, 0x1, {{10.0, 10.0}, {-50.0, 44.0}}, label: 'neg'", file: "dump.txt", location: "line 2",
                    message: "expected a frame {{x, y}, {w, h}} whose width and height are not negative, found \"{{10.0, 10.0}, {-50.0, 44.0}}\"")
        expectError("Element subtree:\n  Button, 0x1, {{10.0, 10.0}, {44.0, 4", file: "dump.txt", location: "line 2",
                    message: "expected a frame {{x, y}, {w, h}} closed by }}, found the line ending inside it, \"{{10.0, 10.0}, {44.0, 4\": "
                        + "was the file cut short?")
        expectError("Element subtree:\n  Button, 0x1, {{0, 0}, {44, 44}, label: 'A'", file: "dump.txt", location: "line 2",
                    message: "expected a frame {{x, y}, {w, h}} closed by }}")
        expectError("Element subtree:\n\tButton, 0x1, {{0, 0}, {44, 44}}", file: "dump.txt", location: "line 2",
                    message: "expected an element line \"Type, 0x…, {{x, y}, {w, h}}, …\" starting with a type such as Button or StaticText, "
                        + "found \"\tButton, 0x1, {{0, 0}, {44, 44}}\"" + XCUIDebugDescriptionReader.tabIndentHint)
    }

    func testNonFiniteNumbersAndDeepNestingAreRefused() {
        expectError(#"[{"AXLabel":"A","frame":{"x":1e999,"y":0,"width":5,"height":1}}]"#, location: "line 1, column 30",
                    message: "number 1e999 is too large (beyond ±1.8e308 it has no value)")
        expectError(String(repeating: "[", count: 300), location: "line 1, column 257", message: "nesting deeper than 256 levels")
        let deep = "Element subtree:\n" + (0..<300).map { String(repeating: " ", count: 2 * $0) + "Other, 0x1, {{0, 0}, {1, 1}}" }.joined(separator: "\n")
        expectError(deep, file: "dump.txt", location: "line 259", message: "nesting deeper than 256 levels")
        expectError("Element subtree:\n  Button, 0x1, {{nan, 0}, {1, 1}}", file: "dump.txt", location: "line 2",
                    message: "expected a frame {{x, y}, {w, h}} of four numbers from -1000000 to 1000000, found \"{{nan, 0}, {1, 1}}\"")
        let xml = "<AppiumAUT><XCUIElementTypeButton x=\"nan\" y=\"0\" width=\"1\" height=\"1\"/></AppiumAUT>"
        expectError(xml, file: "page.xml", location: "line 1", message: "expected a number from -1000000 to 1000000 in x=\"nan\"")
        let wide = "<AppiumAUT><XCUIElementTypeButton x=\"0\" y=\"0\" width=\"inf\" height=\"1\"/></AppiumAUT>"
        expectError(wide, file: "page.xml", location: "line 1", message: "expected a number from -1000000 to 1000000 in width=\"inf\"")
        expectError(#"[{"AXLabel":"A","frame":{"x":0,"y":0,"width":20000,"height":1}}]"#, location: "",
                    message: "the screen would be 20000×1 points; each side must be above 0 and at most 10000")
    }

    /// libxml2 recovers from many errors and reported only its last code, at the end of the file; the
    /// first error, where it is, in words, counting lines from the file's first (blank ones too).
    func testXMLErrorsAreTheFirstOneAtItsLineAndColumnInWords() {
        expectError("\n\n<AppiumAUT>\n<XCUIElementTypeButton label=\"A\" x=0 y=\"0\" width=\"44\" height=\"44\"/>\n</AppiumAUT>\n", file: "page.xml",
                    location: "line 4, column 36", message: "an attribute value without quotes: write name=\"value\"")
        expectError("\n\n<AppiumAUT>\n<XCUIElementTypeButton x=\"1\">\n", file: "page.xml", location: "line 4",
                    message: "the XML ends before its elements are closed (expected </XCUIElementTypeButton>)")
        expectError("<AppiumAUT><XCUIElementTypeButton label=\"a\" label=\"b\"/></AppiumAUT>", file: "page.xml", location: "line 1, column 54",
                    message: "an attribute given twice in one tag: keep one")
        XCTAssertEqual(XMLErrorWords.message(code: 12345), "malformed XML (libxml2 error 12345)")
    }

    /// Found by FuzzAppiumPageSource: Foundation's XMLParser on Linux crashed on `<?name?>`.
    func testProcessingInstructionsAreRefusedBeforeTheXMLParserSeesThem() {
        let message = "unexpected processing instruction (<?…?>); Appium's page source has none after the XML declaration: remove it"
        expectError("<?XCUIElementTypeButton?>\n<AppiumAUT></AppiumAUT>", file: "page.xml", location: "line 1, column 1", message: message)
        expectError("<?xml version=\"1.0\"?>\n<AppiumAUT>\n<?x?><XCUIElementTypeOther/></AppiumAUT>", file: "page.xml",
                    location: "line 3, column 1", message: message)
        // Found by FuzzAppiumPageSource after the first fix: a name starting with xml is not the declaration.
        XCTAssertThrowsError(try AppiumPageSourceReader.read("<?xmlvmr?><wi", file: "page.xml")) { error in
            XCTAssertEqual("\(error)", "page.xml: line 1, column 1: " + message)
        }
    }

    /// Issue 25: imports built everything before counting (an idb file of 1.3 million elements reached
    /// 2.4 GB; 5 million frameless dump lines were accepted, zero-size elements dropped before
    /// counting). Each format now counts nodes as it meets them and stops at the first past the limit.
    func testEveryFormatRefusesTheElementPastTheLimitAsItReadsIt() {
        let n = InputLimits.sceneElements + 1
        let message = "more than 100000 elements (children included); an imported screen may have at most 100000: export a smaller part of the screen"
        expectError("[" + Array(repeating: #"{"type":"Other"}"#, count: n).joined(separator: ",") + "]", location: "[100000]", message: message)
        expectError(#"{"elements":[{"children":["# + Array(repeating: "{}", count: n).joined(separator: ",") + "]}]}",
                    location: "elements[0].children[99999]", message: message)
        expectError("[" + Array(repeating: #"{"element":{}}"#, count: n).joined(separator: ",") + "]", location: "[100000]", message: message)
        // Frameless lines (no size, so never elements) count: reading them is the work the limit bounds.
        expectError("Element subtree:\n" + Array(repeating: "  Other, 0x1", count: n).joined(separator: "\n"), file: "dump.txt",
                    location: "line 100002", message: message)
        expectError("<AppiumAUT>\n" + Array(repeating: "<XCUIElementTypeOther visible=\"false\"/>", count: n).joined(separator: "\n")
                    + "\n</AppiumAUT>", file: "page.xml", location: "line 100002", message: message)
    }

    /// AccessibilitySnapshot paths had no segment limit (10⁶ segments: 1.3 GB, 17 s); the SVG reader's applies.
    func testAccessibilitySnapshotPathsHaveTheSVGSegmentLimit() {
        let move = #"{"move":{"to":[0,0]}}"#
        let path = Array(repeating: move, count: InputLimits.pathSegments + 1).joined(separator: ",")
        let marker = #"{"description":"A","traits":[],"shape":{"type":"path","pathElements":[\#(path)]},"activationPoint":[0,0]}"#
        expectError(#"[{"element":{"_0":\#(marker),"traversalIndex":0}}]"#, location: "[0].element._0.shape.pathElements",
                    message: "100001 path elements; a path may have at most 100000: simplify the shape")
    }

    /// The dump reader bounds a line (docs/robustness.md) and reads long lines of many attributes,
    /// quoted pieces or addresses in one pass: a 60 KB line of each is read (the bench's
    /// `import.debugDescription-long-line` row shows it linear).
    func testDumpLinesAreBoundedAndLongOnesRead() throws {
        let long = "Element subtree:\n  Button, 0x1, {{0, 0}, {44, 44}}, label: '" + String(repeating: "x", count: 70_000) + "'"
        expectError(long, file: "dump.txt", location: "line 2", message: "the line has 70044 bytes; a dump's lines may have at most 65536")
        let quoted = "Element subtree:\n  Button, 0x1, {{0, 0}, {44, 44}}, label: '" + String(repeating: "a', ", count: 15_000) + "'"
        let scene = try parse(quoted, file: "dump.txt")
        XCTAssertEqual(Self.spoken(scene).first?.speech.description.hasPrefix("a', a', "), true)
        let addresses = "Element subtree:\n  Button, 0x1, {{0, 0}, {44, 44}}, label: 'A'" + String(repeating: ", 0x1", count: 12_000)
        XCTAssertEqual(Self.spoken(try parse(addresses, file: "dump.txt")).count, 1)
    }

    /// A decimal number is what exporters write; Swift's Double() also reads hexadecimal, inf and nan.
    func testOnlyDecimalNumbersAreRead() {
        XCTAssertEqual(DecimalNumber.parse("-12.5e1"), -125)
        XCTAssertEqual(DecimalNumber.parse(".5"), 0.5)
        for text in ["0x10", "inf", "nan", "1e", "--1", "", "1.2.3", " 1", "1_000"] {
            XCTAssertNil(DecimalNumber.parse(text), text)
        }
        expectError(#"[{"AXLabel":"A","AXFrame":"{{0x10, 0}, {44, 44}}"}]"#, location: "[0].AXFrame",
                    message: "expected a frame \"{{x, y}, {width, height}}\"")
    }

    /// A frame is the shape `{{x, y}, {w, h}}` exactly: one missing a brace, or with braces out of
    /// place, was read from its four numbers; it is refused with its path and what was expected.
    func testAMalformedAXFrameIsRefused() throws {
        for frame in ["{{0, 0}, {44, 44}", "{0, 0}, {44, 44}}", "{{0, 0, 44, 44}}", "{{0, 0}} {{44, 44}}", "{{0 0}, {44, 44}}"] {
            expectError(#"[{"AXLabel":"A","AXFrame":"\#(frame)"}]"#, location: "[0].AXFrame",
                        message: "expected a frame \"{{x, y}, {width, height}}\"")
        }
        let scene = try parse(#"[{"AXLabel":"A","type":"Button","AXFrame":"{{1,2},{ 44 , 45 }}"}]"#)
        XCTAssertEqual(scene.hierarchy.roots.first?.frame, Rect(1, 2, 44, 45))
    }

    func testGarbageNeverCrashes() {
        // Prefixes of every sample, cut anywhere: each loads or is refused, never crashes.
        for name in ["checkout.json", "checkout-idb.json", "checkout-xcuitest.txt", "checkout-appium.xml"] {
            let text = (try? String(contentsOfFile: Self.examples.appendingPathComponent(name).path, encoding: .utf8)) ?? ""
            let scalars = Array(text.unicodeScalars)
            for cut in stride(from: 0, to: scalars.count, by: max(1, scalars.count / 97)) {
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: scalars[..<cut])
                _ = try? parse(String(prefix), file: name)
            }
        }
    }

    /// A cell the page source marks `accessible="true"` keeps the control it marks `accessible="true"`
    /// too (Settings › Wi-Fi: the network's row and its "More Info" detail button): the row, then the
    /// button, as UIKit exposes a cell's detail button beside it. Folded into the row, the button was
    /// unreachable. A row whose cell has no label of its own does not say the button's name; a control
    /// the page source does not mark stays folded into the row.
    func testAnAccessibleCellKeepsTheControlsMarkedAccessible() throws {
        func page(_ cellLabel: String) -> String {
            """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="100" width="390" height="600">
            <XCUIElementTypeCell type="XCUIElementTypeCell" \(cellLabel)enabled="true" visible="true" accessible="true" x="0" y="100" width="390" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="HomeNet" name="HomeNet" label="HomeNet" enabled="true" visible="true" accessible="false" x="56" y="111" width="200" height="22"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Forget" label="Forget" enabled="true" visible="true" accessible="true" x="300" y="102" width="80" height="40"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Join" label="Join" enabled="true" visible="true" accessible="false" x="200" y="102" width="80" height="40"/>
            </XCUIElementTypeCell>
            </XCUIElementTypeTable></XCUIElementTypeApplication></AppiumAUT>
            """
        }
        XCTAssertEqual(Self.spoken(try parse(page(#"name="HomeNet" label="HomeNet, Secure network" "#), file: "wifi.xml")).map(\.speech.description),
                       ["HomeNet, Secure network", "Forget. Button."])
        XCTAssertEqual(Self.spoken(try parse(page(""), file: "wifi.xml")).map(\.speech.description),
                       ["HomeNet, Join", "Forget. Button."])
    }

    /// No format records the layout direction; a navigation bar's back button at the bar's right
    /// edge is where UIKit puts it only right to left, and the scene says so (the command line then
    /// says the capture is read left to right unless told). A left-to-right bar never says so.
    func testABackButtonAtTheRightEdgeSaysTheCaptureLooksRightToLeft() throws {
        func page(backX: Int, editX: Int) -> String {
            """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Store" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Settings" enabled="true" visible="true" accessible="false" x="0" y="47" width="390" height="44">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="BackButton" label="Back" enabled="true" visible="true" accessible="true" x="\(backX)" y="47" width="100" height="44"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Settings" name="Settings" label="Settings" enabled="true" visible="true" accessible="true" x="150" y="58" width="90" height="22"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Edit" label="Edit" enabled="true" visible="true" accessible="true" x="\(editX)" y="47" width="60" height="44"/>
            </XCUIElementTypeNavigationBar></XCUIElementTypeApplication></AppiumAUT>
            """
        }
        let rtl = try parse(page(backX: 290, editX: 10), file: "rtl.xml")
        XCTAssertTrue(rtl.hierarchy.looksRightToLeft)
        XCTAssertNotNil(rtl.layoutDirectionNote(settings: Settings()))
        var told = Settings()
        told.layoutDirection = .rightToLeft
        XCTAssertNil(rtl.layoutDirectionNote(settings: told))
        let ltr = try parse(page(backX: 0, editX: 320), file: "ltr.xml")
        XCTAssertFalse(ltr.hierarchy.looksRightToLeft)
        XCTAssertNil(ltr.layoutDirectionNote(settings: Settings()))
    }

}
