import AXCore
@testable import AXEngine
import XCTest

/// Every rule and example row of docs/voiceover.md.
final class DescriptionBuilderTests: XCTestCase {
    private func check(_ label: String?, _ value: String? = nil, hint: String? = nil, _ traits: AccessibilityTraits = [],
                       context: ElementContext = .none, actions: Bool = false, editing: Bool = false,
                       content: [CustomContent] = [],
                       _ description: String, _ expectedHint: String?, file: StaticString = #filePath, line: UInt = #line) {
        let result = DescriptionBuilder.describe(label: label, value: value, hint: hint, traits: traits, context: context,
                                                 hasActions: actions, isEditing: editing, customContent: content)
        XCTAssertEqual(result.description, description, "description", file: file, line: line)
        XCTAssertEqual(result.hint, expectedHint, "hint", file: file, line: line)
        XCTAssertEqual(result.actionsAvailable, actions, file: file, line: line)
    }

    // MARK: Example rows

    func testExampleFavoriteOffButton() { check("Favorite", "off", [.button], "Favorite: off. Button.", nil) }
    func testExampleDogPickerAdjustable() {
        check("Dog picker", "Pinky", [.adjustable], "Dog picker: Pinky. Adjustable.",
              "Swipe up or down with one finger to adjust the value.")
    }
    func testExampleFilterToggleOn() {
        check("Filter", "1", [.button, .toggleButton], "Filter. Switch Button. On.", "Double tap to toggle setting.")
    }
    func testExamplePhotoImage() { check("Photo", nil, [.image], "Photo. Image.", nil) }
    func testExampleSaveDimmedButton() { check("Save", nil, [.button, .notEnabled], "Save. Dimmed. Button.", nil) }

    // MARK: Rules

    func testRule1LabelAloneAndBackButtonKeepsBack() {
        check("Name", nil, [], "Name", nil)
        check("Back", nil, [.button, .backButton], "Back. Back Button.", nil)
        check("Settings", nil, [.backButton], "Settings. Back Button.", nil)
    }

    func testRule2ValueWithAndWithoutLabelAndNotOnToggles() {
        check("Breed", "mixed", [], "Breed: mixed", nil)
        check(nil, "37", [], "37", nil)
        check("Wi-Fi", "0", [.toggleButton], "Wi-Fi. Off.", "Double tap to toggle setting.")
    }

    func testRule3SelectedWrapsTextOrStandsAlone() {
        check("Home", nil, [.selected, .button], "Selected: Home. Button.", nil)
        check(nil, nil, [.selected], "Selected.", nil)
        check("Size", "Large", [.selected], "Selected: Size: Large", nil)
    }

    func testRule4TraitWordsInFixedOrder() {
        check("X", nil, [.searchField, .image, .adjustable, .link, .header, .notEnabled, .button],
              "X. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field.", nil)
        check("Profile", nil, [.header], "Profile. Heading.", nil)
        check("Notes", nil, [.textField], "Notes. Text Field.", "Double tap to edit.")
        check("Notes", nil, [.textField], editing: true, "Notes. Text Field. Is editing.",
              "Use the rotor to access Misspelled Words")
    }

    /// AccessibilitySnapshot's wording: a secure text field names itself so, a text area's hint adds
    /// the Misspelled Words rotor option, and either one being edited hints at that option alone.
    func testSecureTextFieldAndTextArea() {
        check("Password", nil, [.textField, .secureTextField], "Password. Secure Text Field.", "Double tap to edit.")
        check("Password", nil, [.textField, .secureTextField], editing: true, "Password. Secure Text Field. Is editing.",
              "Use the rotor to access Misspelled Words")
        check("Notes", nil, [.textField, .textArea], "Notes. Text Field.",
              "Double tap to edit., Use the rotor to access Misspelled Words")
        check("Notes", nil, [.textField, .textArea], editing: true, "Notes. Text Field. Is editing.",
              "Use the rotor to access Misspelled Words")
        // Without the text field trait neither says anything.
        check("Code", nil, [.secureTextField, .textArea], "Code", nil)
    }

    /// High-importance custom content is read after the description and its context, `label, value.`
    /// each; default content is not read with the element (it waits in the More Content rotor).
    func testHighImportanceCustomContentFollowsTheDescription() {
        let content = [CustomContent(label: "Popularity", value: "number one", importance: .high),
                       CustomContent(label: "Age", value: "three years"),
                       CustomContent(label: "", value: "Beagle", importance: .high)]
        check("Bailey", nil, [.button], context: .listStart, content: content,
              "Bailey. Button. List Start. Popularity, number one. Beagle.", nil)
        check(nil, nil, [], content: content, "Popularity, number one. Beagle.", nil)
        check("Bailey", nil, [], content: [CustomContent(label: "Age", value: "three years")], "Bailey", nil)
    }

    func testRule4ButtonLeftOutForKeyToggleTabBack() {
        check("C", nil, [.button, .keyboardKey], "C", nil)
        check("Mute", nil, [.button, .toggleButton], "Mute. Switch Button.", "Double tap to toggle setting.")
        check("Home", nil, [.button], context: .tab(index: 1, count: 4), "Home. Tab. 1 of 4.", nil)
        check("Back", nil, [.button, .backButton], "Back. Back Button.", nil)
    }

    func testRule4SwitchButtonNeedsButtonTraitButStateWordsForAnyToggle() {
        check("Filter", "1", [.toggleButton], "Filter. On.", "Double tap to toggle setting.")
        check("Filter", "2", [.button, .toggleButton], "Filter. Switch Button. Mixed.", "Double tap to toggle setting.")
        check("Filter", "half", [.button, .toggleButton], "Filter. Switch Button. half", "Double tap to toggle setting.")
        // Any other value is appended as it is, with no period of its own.
        check("Fake Label", "3", [.toggleButton], "Fake Label. 3", "Double tap to toggle setting.")
    }

    func testRule4SilentTraits() {
        let silent: AccessibilityTraits = [.playsSound, .keyboardKey, .staticText, .summaryElement, .updatesFrequently,
                                           .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .tabBar, .supportsZoom]
        check("Piano", nil, silent, "Piano", nil)
    }

    func testRule5HintBecomesDescriptionWhenNothingSaid() {
        check(nil, nil, hint: "Opens the menu.", [], "Opens the menu.", nil)
        check(nil, nil, hint: "Opens the menu", [.button], "Opens the menu. Button.", nil)
        check("Menu", nil, hint: "Opens the menu.", [.button], "Menu. Button.", "Opens the menu.")
    }

    func testRule6PeriodOnlyAddedWhenMissing() {
        check("Done.", nil, [.button], "Done. Button.", nil)
        check("Done", nil, [], "Done", nil)
        check(nil, nil, [.image], "Image.", nil)
    }

    func testRule7Contexts() {
        check("Monday", nil, [.button], context: .series(index: 2, count: 5), "Monday. Button. 2 of 5.", nil)
        // A series position joins the label with a space, adding no period of its own.
        check("Photo", nil, [], context: .series(index: 2, count: 5), "Photo 2 of 5.", nil)
        check("Search", nil, [.button], context: .tab(index: 1, count: 6), "Search. Tab. 1 of 6.", nil)
        check("Milk", nil, [], context: .listStart, "Milk. List Start.", nil)
        check("Eggs", nil, [], context: .listEnd, "Eggs. List End.", nil)
        check("Stats", nil, [], context: .landmarkStart, "Stats. Landmark.", nil)
        check("Age", nil, [], context: .landmarkEnd, "Age. End.", nil)
        check(nil, nil, [], context: .listStart, "List Start.", nil)
    }

    func testRule8ToggleHintNotWhenDimmedAndComposedAfterOwnHint() {
        check("Filter", "1", [.button, .toggleButton, .notEnabled], "Filter. Dimmed. Switch Button. On.", nil)
        check("Filter", "1", hint: "Applies the filter.", [.button, .toggleButton], "Filter. Switch Button. On.",
              "Applies the filter. Double tap to toggle setting.")
    }

    func testRule8AdjustableHintRules() {
        check("Age", "7", hint: "Years", [.adjustable], "Age: 7. Adjustable.",
              "Years. Swipe up or down with one finger to adjust the value.")
        check("Age", "7", [.adjustable, .notEnabled], "Age: 7. Dimmed. Adjustable.", nil)
        check("Level", "1", [.adjustable, .toggleButton], "Level. On. Adjustable.", "Double tap to toggle setting.")
        // Hint only: the hint became the description, and no automatic adjustable hint.
        check(nil, nil, hint: "Volume", [.adjustable], "Volume. Adjustable.", nil)
    }

    func testRule8TextFieldHintReplacesOwnAndPrecedesAdjustable() {
        check("Name", nil, hint: "Your full name.", [.textField], "Name. Text Field.", "Double tap to edit.")
        check("Amount", "3", [.textField, .adjustable], "Amount: 3. Text Field. Adjustable.",
              "Double tap to edit. Swipe up or down with one finger to adjust the value.")
    }

    /// A dimmed field cannot be edited: no "Double tap to edit.", and its own hint stays, as
    /// AccessibilitySnapshot predicts (and as the dimmed toggle and adjustable above).
    func testRule8NoTextFieldHintWhenDimmed() {
        check("Name", nil, hint: "Your full name.", [.textField, .notEnabled], "Name. Dimmed. Text Field.", "Your full name.")
        check("Name", nil, [.textField, .notEnabled], "Name. Dimmed. Text Field.", nil)
    }

    func testRule9ActionsAvailableAndActionsHint() {
        check("Skyler's animal shelter", nil, [], actions: true, "Skyler's animal shelter",
              "Swipe up or down to select a custom action, then double tap to activate.")
        check("Profile photo", nil, hint: "Your photo.", [.image], actions: true, "Profile photo. Image.",
              "Your photo. Swipe up or down to select a custom action, then double tap to activate.")
        XCTAssertEqual(ElementDescription.actionsAvailableText, "Actions available")
    }

    /// Drop points are actions only while a drag is under way, when the Actions rotor offers them:
    /// an element with nothing else (the home screen's page dots) says no "Actions available" and
    /// no actions hint before; a drag source is an action at any time.
    func testDropPointsAloneAreActionsOnlyWhileDragging() {
        var target = AccessibilityElement(id: "page", label: "Page", traits: .adjustable, frame: Rect(0, 0, 100, 20))
        target.dropPoints = [LocationDescriptor(name: "Move to next page", point: Point(80, 10))]
        let idle = DescriptionBuilder.describe(target)
        XCTAssertFalse(idle.actionsAvailable)
        XCTAssertFalse(idle.hint?.contains("custom action") ?? false, idle.hint ?? "")
        let dragging = DescriptionBuilder.describe(target, dragging: true)
        XCTAssertTrue(dragging.actionsAvailable)
        XCTAssertTrue(dragging.hint?.hasSuffix("Swipe up or down to select a custom action, then double tap to activate.") ?? false)
        var source = AccessibilityElement(id: "mail", label: "Mail", traits: .button, frame: Rect(0, 0, 60, 60))
        source.dragSources = [LocationDescriptor(name: "Drag Mail", point: Point(30, 30))]
        XCTAssertTrue(DescriptionBuilder.describe(source).actionsAvailable)
    }

    func testElementAttributesAreReadThroughBlocks() {
        var count = 0
        var element = AccessibilityElement(id: "a", label: "Stars", traits: .adjustable, frame: Rect(0, 0, 10, 10))
        element.$value = .computed { count += 1; return SpeechText("\(count) stars") }
        element.customActions = [CustomAction("Clear") { _ in true }]
        XCTAssertEqual(DescriptionBuilder.describe(element).description, "Stars: 1 stars. Adjustable.")
        XCTAssertEqual(DescriptionBuilder.describe(element).description, "Stars: 2 stars. Adjustable.")
        XCTAssertTrue(DescriptionBuilder.describe(element).actionsAvailable)
    }

    func testContextArgumentsRoundTrip() {
        for context: ElementContext in [.none, .series(index: 2, count: 5), .tab(index: 1, count: 6), .listStart, .listEnd,
                                        .landmarkStart, .landmarkEnd] {
            XCTAssertEqual(ElementContext(argument: context.argument), context)
        }
        XCTAssertNil(ElementContext(argument: "series:6/5"))
        XCTAssertNil(ElementContext(argument: "page:1/2"))
    }
}

/// Symbols are read as words at VoiceOver's default punctuation level.
final class SymbolPronunciationTests: XCTestCase {
    func testArrowsAndEllipsisAreReadAsTheirNames() {
        // Accessibility on iOS: "Swipe up arrow to say hello, swipe down arrow to say goodbye. Ellipses."
        XCTAssertEqual(SymbolPronunciation.spoken("Swipe ↑ to say hello, swipe ↓ to say goodbye…"),
                       "Swipe up arrow to say hello, swipe down arrow to say goodbye ellipsis")
        XCTAssertEqual(SymbolPronunciation.spoken("↑, then →"), "up arrow, then right arrow")
        XCTAssertEqual(SymbolPronunciation.spoken("4★"), "4 black star")
    }

    func testTextWithoutNamedSymbolsIsUntouched() {
        XCTAssertEqual(SymbolPronunciation.spoken("Hobbies: Music, swing dance, wine."), "Hobbies: Music, swing dance, wine.")
        XCTAssertEqual(SymbolPronunciation.spoken("Café  au lait"), "Café  au lait")
    }
}
