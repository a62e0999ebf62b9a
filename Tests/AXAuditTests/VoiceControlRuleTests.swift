import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Planted defects for the Voice Control rules: each plants its rule's defect into the clean screen
/// of `PlantedDefectTests` (which itself has no findings), and the fixed twin has none of it.
final class VoiceControlRuleTests: XCTestCase {
    private func voiceFindings(_ text: String) throws -> [String] {
        let scene = try SceneFile.parse(text, file: "planted.json")
        return Validator().validate(scene.descriptor, declarative: true).findings
            .filter { $0.ruleID.hasPrefix("voice.") }.map { "\($0.ruleID) \($0.subject.elementID ?? "-"): \($0.message)" }
    }

    private func planted(_ elements: String, drawing: String = "") throws -> [String] {
        // A number `n` for the planted elements' activate and adjust hooks to set.
        try voiceFindings(PlantedDefectTests.file(drawing: PlantedDefectTests.cleanDrawing + drawing, elements: PlantedDefectTests.cleanElements + elements,
                                                  extra: elements.contains("\"n\"") ? ##","state":{"n":{"value":0,"range":[0,100]}}"## : ""))
    }

    func testTheCleanScreenHasNoVoiceControlFindings() throws {
        XCTAssertEqual(try planted(""), [])
    }

    func testAnActionableElementWithNoNameToSay() throws {
        let star = ##",{"id":"star","label":"★","traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(star), ["voice.no-name star: Voice Control has no name to say for star: only \"★\""])
        let named = ##",{"id":"star","label":"★","userInputLabels":["Favorite"],"traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(named), [])
        // Only blank input labels: said so, not "no input labels".
        let blank = ##",{"id":"star","label":"★","userInputLabels":["  "],"traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(blank), ["voice.no-name star: Voice Control has no name to say for star: only \"★\""],
                       "the label stands in for blank input labels")
        let nothing = ##",{"id":"star","userInputLabels":["  "],"traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(nothing), ["voice.no-name star: Voice Control has no name to say for star: no label, and only blank input labels"])
        // An input label of invisible characters is as blank: the label is the name, or nothing is.
        let invisible = ##",{"id":"star","label":"Reply","userInputLabels":["\u200b"],"traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(invisible), [])
        let none = ##",{"id":"star","label":"\u200b","traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(none), ["voice.no-name star: Voice Control has no name to say for star: no label and no input labels"])
        // A symbol said as a word is a name ("Tap plus"), as the engine hears it; "15%" is no number.
        let plus = ##",{"id":"add","label":"+","traits":["button"],"frame":[16,200,170,50]},{"id":"tip","label":"15%","traits":["button"],"frame":[204,200,170,50]}"##
        XCTAssertEqual(try planted(plus), [])
        // Static text needs no name to say: it is not acted on.
        let note = ##",{"id":"note","label":"❤️","traits":["staticText"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(note), [])
    }

    /// Show Names shows the first name: an icon-only Send button whose input labels are "➤",
    /// "Send" shows "➤", which matches no phrase, though "Send" would. Twins: "Send" first, or the
    /// symbol left out, is clean; a button with no name to say at all is voice.no-name's alone.
    func testTheNameShowNamesShowsMustBeSayable() throws {
        func send(_ labels: String) -> String {
            ##",{"id":"send","label":"Send","userInputLabels":["## + labels + ##"],"traits":["button"],"frame":[16,200,358,50]}"##
        }
        XCTAssertEqual(try planted(send(##""➤","Send""##)),
                       ["voice.shown-name-unsayable send: Show Names shows \"➤\" for send, a name that cannot be said"])
        XCTAssertEqual(try planted(send(##""Send","➤""##)), [])
        XCTAssertEqual(try planted(send(##""Send""##)), [])
        XCTAssertEqual(try planted(send(##""➤","★""##)), ["voice.no-name send: Voice Control has no name to say for send: only \"➤\", \"★\""])
    }

    /// The rules judge what Voice Control shows, its items on the screen: a button parked off the
    /// screen has no name or number to share or to lack, and is `geometry.offscreen`'s error.
    func testAnElementOffTheScreenIsLeftToGeometryOffscreen() throws {
        let elements = ##",{"id":"skip","label":"Share","traits":["button"],"frame":[-300,10,200,44]},{"id":"share","label":"Share","traits":["button"],"frame":[16,200,170,50]},{"id":"star","label":"★","traits":["button"],"frame":[-300,100,44,44]}"##
        XCTAssertEqual(try planted(elements), [])
        let scene = try SceneFile.parse(PlantedDefectTests.file(drawing: PlantedDefectTests.cleanDrawing, elements: PlantedDefectTests.cleanElements + elements), file: "planted.json")
        let offscreen = Validator().validate(scene.descriptor, declarative: true).findings.filter { $0.ruleID == "geometry.offscreen" }
        XCTAssertEqual(offscreen.compactMap(\.subject.elementID).sorted(), ["skip", "star"])
    }

    /// Vote buttons labelled with their count ("3"): said, "Tap 3" is the element numbered 3, so
    /// neither has a name to say, and the two are no choice (nothing ever asks between them).
    func testANameOfDigitsAloneIsNoNameToSay() throws {
        let votes = ##",{"id":"down","label":"3","traits":["button"],"frame":[16,200,170,50]},{"id":"up","label":"3","traits":["button"],"frame":[204,200,170,50]}"##
        XCTAssertEqual(try planted(votes), [
            "voice.no-name down: Voice Control has no name to say for down: only \"3\" (heard as a number: \"Tap 3\" taps the element numbered 3)",
            "voice.no-name up: Voice Control has no name to say for up: only \"3\" (heard as a number: \"Tap 3\" taps the element numbered 3)",
        ])
        // A number in words is heard as the number too: "Tap Three" taps the element numbered 3.
        let word = ##",{"id":"three","label":"Three","traits":["button"],"frame":[16,200,170,50]}"##
        XCTAssertEqual(try planted(word), [
            "voice.no-name three: Voice Control has no name to say for three: only \"Three\" (heard as a number: \"Tap Three\" taps the element numbered 3)",
        ])
        let named = ##",{"id":"down","label":"3","userInputLabels":["Down vote"],"traits":["button"],"frame":[16,200,170,50]},{"id":"up","label":"3","userInputLabels":["Up vote"],"traits":["button"],"frame":[204,200,170,50]}"##
        XCTAssertEqual(try planted(named), [])
        // A text actionable only for the custom actions it carries is read, not tapped by name.
        let age = ##",{"id":"age","label":"32","traits":["staticText"],"customActions":[{"name":"Say hello"}],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(age), [])
    }

    func testANameThatDoesNotContainTheVisibleText() throws {
        let drawn = ##",{"text":"Favorite","box":[16,200,358,50],"style":"body","color":"#000000"}"##
        let heart = ##",{"id":"favorite","label":"Heart","traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(heart, drawing: drawn),
                       ["voice.label-in-name favorite: \"Favorite\" is drawn on favorite but its name is \"Heart\": \"Tap Favorite\" matches nothing"])
        let fixed = ##",{"id":"favorite","label":"Favorite","traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(fixed, drawing: drawn), [])
        let inputLabel = ##",{"id":"favorite","label":"Heart","userInputLabels":["Favorite"],"traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(inputLabel, drawing: drawn), [])
    }

    /// A text field's placeholder is an example of what to type, not its name: "name@example.com"
    /// drawn in the field named "Email" is no label-in-name defect ("Tap Email" reaches it), as the
    /// text typed into it is none. The rule read the placeholder as the field's visible label.
    func testATextFieldsPlaceholderIsNotItsVisibleLabel() throws {
        let placeholder = ##",{"text":"name@example.com","box":[24,200,342,50],"style":"body","color":"#8E8E93"}"##
        let field = ##",{"id":"email","label":"Email","value":"","traits":["textField"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(field, drawing: placeholder), [])
        let search = ##",{"id":"find","label":"Search","traits":["searchField"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(search, drawing: ##",{"text":"Restaurants, places","box":[24,200,342,50],"style":"body","color":"#8E8E93"}"##), [])
        // The same run on a button is its visible label, and the mismatch is still found.
        let button = ##",{"id":"email","label":"Email","traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(button, drawing: placeholder).count, 1)
    }

    /// The rule asks the engine's matcher whether saying the drawn text reaches the element, and
    /// the engine matches whole names: "Send" drawn on "Send message", "Go" on "Google", "Add" on
    /// "Address book" are reached by no phrase of what is drawn ("Tap Send" is a miss). The rule
    /// compared letters (the drawn text contained in a name) and passed all three.
    func testSayingTheDrawnTextMustReachTheElementAsTheEngineMatches() throws {
        func button(_ label: String, drawn: String, inputLabels: String = "") throws -> [String] {
            try planted(##",{"id":"b","label":"\##(label)",\##(inputLabels)"traits":["button"],"frame":[16,200,358,50]}"##,
                        drawing: ##",{"text":"\##(drawn)","box":[16,200,358,50],"style":"body","color":"#000000"}"##)
        }
        XCTAssertEqual(try button("Send message", drawn: "Send"), ["voice.label-in-name b: \"Send\" is drawn on b but its name is \"Send message\": \"Tap Send\" matches nothing"])
        XCTAssertEqual(try button("Google", drawn: "Go"), ["voice.label-in-name b: \"Go\" is drawn on b but its name is \"Google\": \"Tap Go\" matches nothing"])
        XCTAssertEqual(try button("Address book", drawn: "Add"), ["voice.label-in-name b: \"Add\" is drawn on b but its name is \"Address book\": \"Tap Add\" matches nothing"])
        XCTAssertEqual(try button("Send message", drawn: "Send", inputLabels: ##""userInputLabels":["Send message","Send"],"##), [])
        // Drawn over two runs, said in a row: one name.
        XCTAssertEqual(try planted(##",{"id":"b","label":"Terms of use","traits":["button"],"frame":[16,200,358,50]}"##,
                                   drawing: ##",{"text":"Terms","at":[24,204],"size":17},{"text":"of use","at":[24,224],"size":17}"##), [])
        // Saying the drawn text reaching another element is said so.
        let other = ##",{"id":"b","label":"Heart","traits":["button"],"frame":[16,200,170,50]},{"id":"fav","label":"Favorite","traits":["button"],"frame":[204,200,170,50]}"##
        XCTAssertEqual(try planted(other, drawing: ##",{"text":"Favorite","at":[24,210],"size":17},{"text":"Favorite","at":[212,210],"size":17}"##),
                       ["voice.label-in-name b: \"Favorite\" is drawn on b but its name is \"Heart\": \"Tap Favorite\" reaches fav instead"])
    }

    /// Every element Voice Control names is judged, not only buttons, links and keys: an element
    /// that only activates, drawn "Favorite" and named "Heart", misses "Tap Favorite", and a slider
    /// drawn "Volume" and named "Loudness" misses "Increment Volume". Both passed unjudged. A picture's
    /// drawing (a zoom level) and a direct-touch area's (key names) are content, not a name, and an
    /// adjustable that draws a value of words draws its neighbouring options with it; one whose
    /// value is a number draws numbers around it, so the words beside it are its name (a slider
    /// drawing "Volume" beside its value passed).
    func testEveryElementVoiceControlNamesIsJudged() throws {
        let card = ##",{"id":"card","label":"Heart","frame":[16,200,358,50],"activate":{"set":{"n":1}}}"##
        XCTAssertEqual(try planted(card, drawing: ##",{"text":"Favorite","at":[24,210],"size":17}"##),
                       ["voice.label-in-name card: \"Favorite\" is drawn on card but its name is \"Heart\": \"Tap Favorite\" matches nothing"])
        let slider = ##",{"id":"sl","label":"Loudness","adjusts":"n","frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(slider, drawing: ##",{"text":"Volume","at":[24,210],"size":17}"##),
                       ["voice.label-in-name sl: \"Volume\" is drawn on sl but its name is \"Loudness\": \"Increment Volume\" matches nothing"])
        // The name drawn with the value: said without it.
        var brightness = AccessibilityElement(id: "sl", label: "Brightness", value: "30%", traits: .adjustable, frame: Rect(16, 200, 358, 50))
        XCTAssertEqual(VoiceLabelInNameRule.labels(drawn: ["Brightness 30%"], on: brightness).map(\.said), ["brightness"])
        brightness.label = "Loudness"
        XCTAssertEqual(VoiceLabelInNameRule.labels(drawn: ["Volume", "30%", "0", "100"], on: brightness).map(\.said), ["volume"],
                       "a slider's other values are numbers: the words beside its value are its name")
        XCTAssertEqual(try planted(##",{"id":"sl","label":"Loudness","value":"30%","traits":["adjustable"],"frame":[16,200,358,50]}"##,
                                   drawing: ##",{"text":"Volume","at":[24,210],"size":17},{"text":"30%","at":[300,210],"size":17}"##),
                       ["voice.label-in-name sl: \"Volume\" is drawn on sl but its name is \"Loudness\": \"Increment Volume\" matches nothing"])
        // A picker drawing its value ("Bro", part of "Bro, favorite") and the dogs either side.
        let picker = AccessibilityElement(id: "dogs", label: "Dog picker", value: "Bro, favorite", traits: .adjustable, frame: Rect(16, 200, 358, 50))
        XCTAssertEqual(VoiceLabelInNameRule.labels(drawn: ["Layla", "Bro", "Pudding"], on: picker).map(\.said), [])
        // A button's value drawn is not its label; the rest is.
        let sort = AccessibilityElement(id: "sort", label: "Sort", value: "Newest first", traits: .button, frame: Rect(16, 200, 358, 50))
        XCTAssertEqual(VoiceLabelInNameRule.labels(drawn: ["Sort", "Newest first ▾", "Three"], on: sort).map(\.said), ["sort"])
        let picture = ##",{"id":"photo","label":"Zooming image view","traits":["image","supportsZoom"],"frame":[16,200,358,50],"zoom":true}"##
        XCTAssertEqual(try planted(picture, drawing: ##",{"text":"1x","at":[24,210],"size":17}"##), [])
        let keys = ##",{"id":"keys","label":"Piano","traits":["allowsDirectInteraction"],"frame":[16,200,358,50],"activate":{"set":{"n":1}}}"##
        XCTAssertEqual(try planted(keys, drawing: ##",{"text":"C","at":[24,210],"size":17},{"text":"D","at":[60,210],"size":17}"##), [])
    }

    /// An image the user taps (it has an activation of its own) is a control, whatever its traits:
    /// the caption drawn on it is what a Voice Control user reads and says ("Tap Paris" on a photo
    /// tile captioned "Paris" and named "Photo 3"). Judged by its traits alone, an image without a
    /// button trait was taken for a picture and its caption for content, and passed. A picture that
    /// only zooms still draws content, not a name.
    func testATappableImagesCaptionIsItsVisibleLabel() throws {
        let tile = ##",{"id":"tile","label":"Photo 3","traits":["image"],"frame":[16,200,358,50],"activate":{"set":{"n":1}}}"##
        XCTAssertEqual(try planted(tile, drawing: ##",{"text":"Paris","at":[24,210],"size":17}"##),
                       ["voice.label-in-name tile: \"Paris\" is drawn on tile but its name is \"Photo 3\": \"Tap Paris\" matches nothing"])
        let named = ##",{"id":"tile","label":"Paris","traits":["image"],"frame":[16,200,358,50],"activate":{"set":{"n":1}}}"##
        XCTAssertEqual(try planted(named, drawing: ##",{"text":"Paris","at":[24,210],"size":17}"##), [])
    }

    /// A row whose only drawn words are its value's first phrase shows that phrase as its title: a
    /// folder row named "Folder" with the value "Inbox, 3 unread", drawn "Inbox" and "3 unread",
    /// passed (the runs were its value), though "Tap Inbox" matches nothing. A value's later phrase
    /// drawn alone (a date's second line), a value of one phrase (a menu's choice, its chevron drawn
    /// apart or with it), an adjustable's value and a number are no title. A warning: WCAG 2.5.3 counts a value shown only as a
    /// reader takes it for the row's name.
    func testAValueDrawnAsARowsTitleIsItsVisibleLabel() throws {
        let row = ##",{"id":"row","label":"Folder","value":"Inbox, 3 unread","traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(row, drawing: ##",{"text":"Inbox","at":[24,210],"size":17},{"text":"3 unread","at":[280,210],"size":15}"##),
                       ["voice.label-in-name row: \"Inbox\" is drawn on row but its name is \"Folder\": \"Tap Inbox\" matches nothing"])
        let text = PlantedDefectTests.file(drawing: PlantedDefectTests.cleanDrawing + ##",{"text":"Inbox","at":[24,210],"size":17}"##,
                                           elements: PlantedDefectTests.cleanElements + row)
        let finding = try XCTUnwrap(Validator().validate(try SceneFile.parse(text, file: "planted.json").descriptor, declarative: true).findings
            .first { $0.rule == .voiceLabelInName })
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.detail.hasSuffix("Voice Control names an element by its label, never its value"), finding.detail)
        let menu = AccessibilityElement(id: "m", label: "Sort order", value: "Newest first", traits: .button, frame: Rect(16, 200, 358, 50))
        XCTAssertNil(VoiceLabelInNameRule.valueTitle(drawn: ["Newest first ▾"], on: menu), "a menu's choice")
        let named = ##",{"id":"row","label":"Inbox","value":"3 unread","traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(named, drawing: ##",{"text":"Inbox","at":[24,210],"size":17},{"text":"3 unread","at":[280,210],"size":15}"##), [])
        // A value of one phrase drawn whole is what the control is set to: a menu's choice, its
        // chevron drawn apart as an image or a path, or a status.
        let ringtone = AccessibilityElement(id: "r", label: "Ringtone", value: "Radar", traits: .button, frame: Rect(16, 200, 358, 50))
        XCTAssertNil(VoiceLabelInNameRule.valueTitle(drawn: ["Radar", "⌄"], on: ringtone), "a menu's choice")
        let date = AccessibilityElement(id: "d", label: "Date", value: "Monday, 5 May 2026", traits: .button, frame: Rect(16, 200, 358, 50))
        XCTAssertNil(VoiceLabelInNameRule.valueTitle(drawn: ["5 May 2026"], on: date), "a later phrase alone is no title")
        let picker = AccessibilityElement(id: "p", label: "Dog picker", value: "Bro, favorite", traits: .adjustable, frame: Rect(16, 200, 358, 50))
        XCTAssertNil(VoiceLabelInNameRule.valueTitle(drawn: ["Bro"], on: picker), "an adjustable's value is what it is set to")
        let count = AccessibilityElement(id: "c", label: "Unread", value: "3", traits: .button, frame: Rect(16, 200, 358, 50))
        XCTAssertNil(VoiceLabelInNameRule.valueTitle(drawn: ["3"], on: count), "a number is no name")
    }

    /// WCAG 2.5.3 asks only that the name contain the visible text: "Send message" drawn "Send"
    /// meets it, and is a warning that says so (Voice Control still misses "Tap Send"); a name that
    /// differs ("Heart" drawn "Favorite") fails it, an error. Both were errors citing 2.5.3.
    func testANameContainingTheDrawnWordsIsAWarning() throws {
        func finding(_ label: String, drawn: String) throws -> Finding? {
            let text = PlantedDefectTests.file(drawing: PlantedDefectTests.cleanDrawing + ##",{"text":"\##(drawn)","box":[16,200,358,50],"style":"body","color":"#000000"}"##,
                                               elements: PlantedDefectTests.cleanElements + ##",{"id":"b","label":"\##(label)","traits":["button"],"frame":[16,200,358,50]}"##)
            return Validator().validate(try SceneFile.parse(text, file: "planted.json").descriptor, declarative: true).findings
                .first { $0.rule == .voiceLabelInName }
        }
        let send = try XCTUnwrap(try finding("Send message", drawn: "Send"))
        XCTAssertEqual(send.severity, .warning)
        XCTAssertTrue(send.detail.hasSuffix("; the name contains the visible words, which meets WCAG 2.5.3, but Voice Control matches whole names"), send.detail)
        let heart = try XCTUnwrap(try finding("Heart", drawn: "Favorite"))
        XCTAssertEqual(heart.severity, .error)
        XCTAssertFalse(heart.detail.contains("WCAG"))
        XCTAssertEqual(try finding("Address book", drawn: "Add")?.severity, .error, "a word's start is not the word")
    }

    /// A label drawn over two lines is the same label as on one: "Log" / "in" on a button named
    /// "Sign in" fails WCAG 2.5.3 as "Log in" does ("in" alone is no label the name holds), and its
    /// finding quotes the label whole. A title over a detail line in a smaller size are two labels.
    func testALabelWrappedOverTwoLinesIsJudgedAsOnOne() throws {
        func finding(_ label: String, drawing: String) throws -> Finding? {
            let text = PlantedDefectTests.file(drawing: PlantedDefectTests.cleanDrawing + drawing,
                                               elements: PlantedDefectTests.cleanElements + ##",{"id":"b","label":"\##(label)","traits":["button"],"frame":[16,200,358,60]}"##)
            return Validator().validate(try SceneFile.parse(text, file: "planted.json").descriptor, declarative: true).findings
                .first { $0.rule == .voiceLabelInName }
        }
        let oneLine = try XCTUnwrap(try finding("Sign in", drawing: ##",{"text":"Log in","box":[16,204,170,22],"style":"body"}"##))
        let twoLines = try XCTUnwrap(try finding("Sign in", drawing: ##",{"text":"Log","box":[16,204,170,22],"style":"body"},{"text":"in","box":[16,230,170,22],"style":"body"}"##))
        XCTAssertEqual(oneLine.severity, .error)
        XCTAssertEqual(twoLines.severity, .error, twoLines.detail)
        XCTAssertEqual(twoLines.message, oneLine.message)
        XCTAssertFalse(twoLines.detail.contains("WCAG"), twoLines.detail)
        // At every text size the variants try (AX5 draws the body text larger in the same boxes).
        let text = PlantedDefectTests.file(drawing: PlantedDefectTests.cleanDrawing + ##",{"text":"Log","box":[16,204,170,22],"style":"body"},{"text":"in","box":[16,230,170,22],"style":"body"}"##,
                                           elements: PlantedDefectTests.cleanElements + ##",{"id":"b","label":"Sign in","traits":["button"],"frame":[16,200,358,60]}"##)
        let all = Validator().validate(try SceneFile.parse(text, file: "planted.json").descriptor, declarative: true).findings.filter { $0.rule == .voiceLabelInName }
        XCTAssertEqual(Set(all.map(\.severity)), [.error], all.map(\.message).joined(separator: "; "))
        // A title and a smaller detail line: the title is a label of its own, which the name holds.
        let titled = try XCTUnwrap(try finding("Send message", drawing: ##",{"text":"Send","box":[16,204,170,22],"style":"headline"},{"text":"Two waiting","box":[16,230,170,18],"style":"footnote"}"##))
        XCTAssertEqual(titled.severity, .warning, titled.detail)
    }

    /// WCAG 2.5.3's own failure: the visible label beside a control, not in its name. A switch
    /// named "Flight" beside the text "Airplane Mode" passed (only words drawn on an element were
    /// read), while "Tap Airplane Mode" matched nothing. The text beside is paired only when no other
    /// control lies between them.
    func testTheLabelBesideASwitchOrFieldIsInItsName() throws {
        let text = ##",{"id":"t","label":"Airplane Mode","traits":["staticText"],"frame":[16,200,200,44]}"##
        func control(_ label: String, _ traits: String = #""button","toggleButton""#) -> String {
            ##",{"id":"sw","label":"\##(label)","value":"0","traits":[\##(traits)],"frame":[300,200,60,44]}"##
        }
        XCTAssertEqual(try planted(text + control("Flight")),
                       ["voice.label-in-name sw: \"Airplane Mode\" labels sw beside it but its name is \"Flight\": \"Tap Airplane Mode\" matches nothing"])
        XCTAssertEqual(try planted(text + control("Airplane Mode")), [])
        XCTAssertEqual(try planted(text + control("Airplane Mode switch")).count, 1, "contained whole: a warning, still found")
        let field = ##",{"id":"t","label":"Email","traits":["staticText"],"frame":[16,200,80,44]},{"id":"f","label":"Address","traits":["textField"],"frame":[110,200,250,44]}"##
        XCTAssertEqual(try planted(field), ["voice.label-in-name f: \"Email\" labels f beside it but its name is \"Address\": \"Tap Email\" matches nothing"])
        let between = ##",{"id":"info","label":"More info","traits":["button"],"frame":[230,200,60,44]}"##
        XCTAssertEqual(try planted(text + between + control("Flight")), [], "a control between: the text is not the switch's")
        XCTAssertEqual(try planted(text + control("Flight", #""button""#)), [], "a button is labelled by what is drawn on it")
    }

    /// Text placed at a point (`"at"`) has a box that runs to the screen's edge: its words are found
    /// where they lie, inside their button. Looked up at the box's middle, a left button's words
    /// were missed, and charged to the button on its right.
    func testWordsPlacedAtAPointAreJudgedOnTheButtonTheyLieIn() throws {
        let buttons = ##",{"id":"heart","label":"Heart","traits":["button"],"frame":[16,200,170,44]},{"id":"deny","label":"Don't allow","traits":["button"],"frame":[200,200,170,44]}"##
        let drawn = ##",{"text":"Favorite","at":[24,210],"size":17},{"text":"Don’t Allow","at":[208,210],"size":17}"##
        XCTAssertEqual(try planted(buttons, drawing: drawn),
                       ["voice.label-in-name heart: \"Favorite\" is drawn on heart but its name is \"Heart\": \"Tap Favorite\" matches nothing"])
    }

    /// No one says punctuation: a button drawn "Next page…" answers to its name "Next page", and one
    /// drawn "Don’t save" (a typographic apostrophe) to "Don't save". Both were errors. Other words
    /// drawn than named are still found, with the words as drawn in the message.
    func testPunctuationDrawnOnAControlIsNotPartOfItsName() throws {
        func button(_ label: String, drawn: String) throws -> [String] {
            try planted(##",{"id":"b","label":"\##(label)","traits":["button"],"frame":[16,200,358,50]}"##,
                        drawing: ##",{"text":"\##(drawn)","box":[16,200,358,50],"style":"body","color":"#000000"}"##)
        }
        XCTAssertEqual(try button("Next page", drawn: "Next page…"), [])
        XCTAssertEqual(try button("Don't save", drawn: "Don’t save"), [])
        XCTAssertEqual(try button("Sign in", drawn: "SIGN-IN"), [])
        // A menu button drawing its value with a chevron shows its value, not its label.
        XCTAssertEqual(try planted(##",{"id":"sort","label":"Sort order","value":"Newest first","traits":["button"],"frame":[16,200,358,50]}"##,
                                   drawing: ##",{"text":"Newest first ▾","box":[16,200,358,50],"style":"body","color":"#000000"}"##), [])
        XCTAssertEqual(try button("Delete", drawn: "Don’t save"),
                       ["voice.label-in-name b: \"Don’t save\" is drawn on b but its name is \"Delete\": \"Tap Don’t save\" matches nothing"])
    }

    func testTwoElementsSharingTheirOnlyName() throws {
        let two = ##",{"id":"share-photo","label":"Share","traits":["button"],"frame":[16,200,170,50]},{"id":"share-album","label":"Share","traits":["button"],"frame":[204,200,170,50]}"##
        XCTAssertEqual(try planted(two), [
            "voice.shared-name share-photo: \"Share\" is the only name of share-photo and of 1 other element: Voice Control asks which every time",
            "voice.shared-name share-album: \"Share\" is the only name of share-album and of 1 other element: Voice Control asks which every time",
        ])
        let distinct = ##",{"id":"share-photo","label":"Share","userInputLabels":["Share photo","Share"],"traits":["button"],"frame":[16,200,170,50]},{"id":"share-album","label":"Share","userInputLabels":["Share album","Share"],"traits":["button"],"frame":[204,200,170,50]}"##
        XCTAssertEqual(try planted(distinct), [])
    }

    /// An element whose only name another answers to is never reached in one phrase, whatever other
    /// names the other has: Messages beside Mail with the input label "Messages". The rule asked
    /// that both be named only so, and missed it. A control repeated per row (each named only so,
    /// each in its own container) is still left alone.
    func testAnOnlyNameAnotherElementAnswersToAmongItsNames() throws {
        let mail = ##",{"id":"mail","label":"Mail","userInputLabels":["Mail","Email","Messages"],"traits":["button"],"frame":[16,200,170,50]}"##
        let messages = ##",{"id":"messages","label":"Messages","traits":["button"],"frame":[204,200,170,50]}"##
        XCTAssertEqual(try planted(mail + messages), [
            "voice.shared-name messages: \"Messages\" is the only name of messages, and mail answers to it too: Voice Control asks which every time",
        ])
        // In another container, as the dock is: the same.
        let dock = ##",{"id":"dock","label":"Dock","container":"semanticGroup","frame":[16,260,358,60],"children":[{"id":"messages","label":"Messages","traits":["button"],"frame":[16,260,170,50]}]}"##
        XCTAssertEqual(try planted(mail + dock).count, 1)
        // Spelled otherwise, heard the same ("messages."): still its only name.
        let spelled = ##",{"id":"messages","label":"Messages","userInputLabels":["Messages","messages."],"traits":["button"],"frame":[204,200,170,50]}"##
        XCTAssertEqual(try planted(mail + spelled).count, 1)
        let fixed = ##",{"id":"mail","label":"Mail","userInputLabels":["Mail","Email"],"traits":["button"],"frame":[16,200,170,50]}"##
        XCTAssertEqual(try planted(fixed + messages), [])
    }

    /// Voice Control matches a name across the whole screen, whatever the containers: "Tap Delete"
    /// with a Delete button in each of two cells shows numbers to choose, every time. The rule left
    /// a control repeated per row (each named only so, each in its own container) alone, so two
    /// cells' "Delete" passed. It is found now, as a note: the numbered choice is the pattern iOS
    /// offers for it, and an input label naming the row ("Delete Milk") reaches it in one phrase.
    func testAControlRepeatedPerRowIsANoteNotAPass() throws {
        let cells = ["Milk", "Eggs"].enumerated().map { n, item in ##",{"id":"cell-\##(n)","label":"\##(item)","container":"semanticGroup","frame":[16,\##(210 + 70 * n),358,60],"children":[{"id":"delete-\##(n)","label":"Delete","traits":["button"],"frame":[16,\##(210 + 70 * n),170,50]}]}"## }.joined()
        let scene = try SceneFile.parse(PlantedDefectTests.file(drawing: PlantedDefectTests.cleanDrawing, elements: PlantedDefectTests.cleanElements + cells), file: "planted.json")
        let found = Validator().validate(scene.descriptor, declarative: true).findings.filter { $0.ruleID == "voice.shared-name" }
        XCTAssertEqual(found.map { "\($0.severity.rawValue) \($0.subject.elementID ?? "-"): \($0.message)" }, [
            "info delete-0: \"Delete\" is the only name of delete-0 and of 1 other element, one in each row or card: Voice Control asks which every time",
            "info delete-1: \"Delete\" is the only name of delete-1 and of 1 other element, one in each row or card: Voice Control asks which every time",
        ])
        // Named after its row, it is reached in one phrase ("Tap Delete Milk"), and still by "Tap Delete" among the others.
        let named = ["Milk", "Eggs"].enumerated().map { n, item in ##",{"id":"cell-\##(n)","label":"\##(item)","container":"semanticGroup","frame":[16,\##(210 + 70 * n),358,60],"children":[{"id":"delete-\##(n)","label":"Delete","userInputLabels":["Delete \##(item)","Delete"],"traits":["button"],"frame":[16,\##(210 + 70 * n),170,50]}]}"## }.joined()
        XCTAssertEqual(try planted(named), [])
    }

    /// Apple's Voice Control Synonyms challenge: every image of an image browser may be called
    /// "Screenshot", left to the numbered choice. Images of one collection named alike, of one
    /// traits, siblings in one container, are a note; two buttons of one toolbar named alike stay
    /// a warning, as do images in two containers or of other traits.
    func testImagesOfOneCollectionNamedAlikeAreANote() throws {
        func shared(_ children: String) throws -> [String] {
            let grid = ##",{"id":"grid","container":"list","frame":[0,200,390,140],"children":[\##(children)]}"##
            let scene = try SceneFile.parse(PlantedDefectTests.file(drawing: PlantedDefectTests.cleanDrawing, elements: PlantedDefectTests.cleanElements + grid), file: "planted.json")
            return Validator().validate(scene.descriptor, declarative: true).findings.filter { $0.ruleID == "voice.shared-name" }
                .map { "\($0.severity.rawValue) \($0.subject.elementID ?? "-"): \($0.message)" }
        }
        let images = (0..<3).map { n in ##"{"id":"s\##(n)","label":"Screenshot","traits":["image","button"],"frame":[\##(130 * n),200,128,128]}"## }.joined(separator: ",")
        XCTAssertEqual(try shared(images), (0..<3).map { "info s\($0): \"Screenshot\" is the only name of s\($0) and of 2 other images of one collection: Voice Control asks which every time" })
        let buttons = (0..<2).map { n in ##"{"id":"b\##(n)","label":"Share","traits":["button"],"frame":[\##(130 * n),200,128,44]}"## }.joined(separator: ",")
        XCTAssertEqual(try shared(buttons).map { $0.prefix(8) }, ["warning ", "warning "], "buttons of one container are no collection of images")
        let mixed = ##"{"id":"s0","label":"Screenshot","traits":["image","button"],"frame":[0,200,128,128]},{"id":"s1","label":"Screenshot","traits":["button"],"frame":[130,200,128,128]}"##
        XCTAssertEqual(try shared(mixed).map { $0.prefix(8) }, ["warning ", "warning "], "other traits: not one collection's images")
    }

    func testMoreThanFourInputLabels() throws {
        let many = ##",{"id":"wifi","label":"Wi-Fi","userInputLabels":["Wi-Fi","Wireless","WLAN","Network","Internet"],"traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(many), ["voice.too-many-names wifi: wifi has 5 input labels"])
        let four = ##",{"id":"wifi","label":"Wi-Fi","userInputLabels":["Wi-Fi","Wireless","WLAN","Network"],"traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(four), [])
        // A blank one is no name Voice Control takes: four names, not five.
        let blank = ##",{"id":"wifi","label":"Wi-Fi","userInputLabels":["Wi-Fi","Wireless","  ","WLAN","Network"],"traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(blank), [])
        let invisible = ##",{"id":"wifi","label":"Wi-Fi","userInputLabels":["Wi-Fi","Wireless","\u200b","WLAN","Network"],"traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(invisible), [], "an invisible input label is blank too")
        // Counted as heard: "Maps", "maps", "Maps." and "MAPS" are one name, "Map" another. The rule
        // counted five.
        let spellings = ##",{"id":"maps","label":"Maps","userInputLabels":["Maps","maps","Maps.","MAPS","Map"],"traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(spellings), [])
        let five = ##",{"id":"maps","label":"Maps","userInputLabels":["Maps","maps","Map","Atlas","Directions","Navigation"],"traits":["button"],"frame":[16,200,358,50]}"##
        let found = try Validator().validate(SceneFile.parse(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + five), file: "planted.json").descriptor, declarative: true)
            .findings.filter { $0.ruleID == "voice.too-many-names" }
        XCTAssertEqual(found.map(\.message), ["maps has 5 input labels"])
        XCTAssertEqual(found.map(\.detail), ["5 input labels (limit 4) (6 written): Maps, Map, Atlas, Directions, Navigation"])
    }

    /// The grid touches any point, so the finding says what is true: no name or number reaches the
    /// element, only the grid's touches. It said no phrase reached it.
    func testAnActionNoNameOrNumberReaches() throws {
        let mute = ##",{"id":"mute","label":"Mute","traits":["button"],"frame":[16,200,358,50],"respondsToUserInteraction":false}"##
        XCTAssertEqual(try planted(mute), ["voice.unreachable-action mute: No name or number reaches mute, only the grid's touches: VoiceOver users can activate, but it says it does not respond to user interaction"])
        let fixed = ##",{"id":"mute","label":"Mute","traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try planted(fixed), [])
    }
}
