import AXCore
import AXEngine
@testable import AXScenes
import XCTest

/// HelloGoodbye (“Accessibility on iOS”, WWDC 2014), before and after the talk's audit: the trees VoiceOver reads, the hooks
/// it calls, and the visual accommodations.
final class HelloGoodbyeSceneTests: XCTestCase {
    private func open(_ screen: HelloGoodbyeScene.Screen, broken: Bool) -> (HelloGoodbyeScene, TestSceneContext) {
        let scene = HelloGoodbyeScene(broken: broken)
        let context = TestSceneContext()
        if screen != .start {
            let button = scene.node(screen == .profile ? "profile-button" : "matches-button")!
            XCTAssertTrue(button.onActivate!(context))
        }
        XCTAssertEqual(scene.screen, screen)
        context.clearRecords()
        return (scene, context)
    }

    /// The screens are compositions, so a right-to-left layout mirrors them: Back on the right,
    /// the slider filling from the right, and a touch on the mirrored field still edits it.
    func testRightToLeftMirrorsTheProfileScreen() throws {
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        let (scene, context) = open(.profile, broken: false)
        context.settings = rtl
        let width = scene.device.size.width
        let back = try XCTUnwrap(scene.node("back", rtl)).frame, ltrBack = try XCTUnwrap(scene.node("back")).frame
        XCTAssertEqual(back.maxX, width - ltrBack.minX, accuracy: 1e-9)
        let thumb = try XCTUnwrap(scene.node("age-slider", rtl)?.activationPoint)
        let ltrThumb = try XCTUnwrap(scene.node("age-slider")?.activationPoint)
        XCTAssertEqual(thumb.x, width - ltrThumb.x, accuracy: 1e-9)
        let field = try XCTUnwrap(scene.node("hobbies-field", rtl)).resolvedActivationPoint
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: field), context: context))
        XCTAssertEqual(scene.editing, .hobbies)
    }

    /// The fixed slider has no label (VoiceOver says the age right after the "Your age" text) but
    /// has input labels, so Voice Control names it by the caption drawn before it; the broken
    /// twin's slider has neither.
    func testTheFixedAgeSliderHasInputLabelsForVoiceControl() throws {
        let (fixed, _) = open(.profile, broken: false)
        let slider = try XCTUnwrap(fixed.node("age-slider"))
        XCTAssertNil(slider.label)
        XCTAssertEqual(slider.userInputLabels, ["Your age", "Age"])
        let (broken, _) = open(.profile, broken: true)
        XCTAssertEqual(try XCTUnwrap(broken.node("age-slider")).userInputLabels, [])
    }

    // MARK: Start screen

    func testStartScreenHidesTheLogoOnlyWhenBroken() {
        let broken = HelloGoodbyeScene(broken: true)
        XCTAssertEqual(SeedAppOrder.labels(broken), ["HelloGoodbye", "Profile", "Matches"])
        XCTAssertNil(broken.node("logo"))

        let fixed = HelloGoodbyeScene()
        XCTAssertEqual(SeedAppOrder.labels(fixed), ["HelloGoodbye", "HelloGoodbye. Meet your match.", "Profile", "Matches"])
        XCTAssertEqual(fixed.node("title")?.traits, .header)
        XCTAssertEqual(fixed.node("logo")?.traits, .image)
        XCTAssertEqual(fixed.node("profile-button")?.traits, .button)
    }

    func testButtonsNavigateWithScreenChangedAndBackReturns() {
        let (scene, context) = open(.start, broken: false)
        XCTAssertTrue(scene.node("profile-button")!.onActivate!(context))
        XCTAssertEqual(scene.screen, .profile)
        XCTAssertEqual(context.notifications, [.screenChanged(elementID: nil)])
        let back = scene.node("back")!
        XCTAssertEqual(back.label, "Back")
        XCTAssertTrue(back.traits.contains(.backButton))
        XCTAssertEqual(SeedAppOrder.ids(scene).prefix(2), ["back", "title"])
        XCTAssertTrue(back.onActivate!(context))
        XCTAssertEqual(scene.screen, .start)
        XCTAssertEqual(SeedAppOrder.labels(scene).first, "HelloGoodbye")
    }

    func testTapsNavigateForSightedUsers() {
        let (scene, context) = open(.start, broken: true)
        let frame = scene.node("matches-button")!.frame
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: frame.center), context: context))
        XCTAssertEqual(scene.screen, .matches)
    }

    // MARK: Profile screen

    func testBrokenSliderSpeaksPercentAndStepsTenYears() {
        let (scene, context) = open(.profile, broken: true)
        XCTAssertEqual(Array(SeedAppOrder.labelsOrValues(scene).prefix(5)), ["Back", "Profile", "Your age", "19 percent", "37"])
        let slider = scene.node("age-slider")!
        XCTAssertNil(slider.label)
        XCTAssertEqual(slider.traits, .adjustable)
        XCTAssertTrue(slider.onIncrement!(context))
        XCTAssertEqual(slider.value, "28 percent")
        XCTAssertEqual(scene.age, 47)
        XCTAssertEqual(scene.node("age-label")?.label, "47")
        XCTAssertTrue(slider.onDecrement!(context))
        XCTAssertEqual(scene.age, 37)
    }

    func testFixedSliderSpeaksTheAgeInOneYearSteps() {
        let (scene, context) = open(.profile, broken: false)
        let slider = scene.node("age-slider")!
        XCTAssertEqual(slider.value, "37")
        XCTAssertTrue(slider.onIncrement!(context))
        XCTAssertEqual(slider.value, "38")
        XCTAssertTrue(slider.onDecrement!(context))
        XCTAssertTrue(slider.onDecrement!(context))
        XCTAssertEqual(scene.node("age-slider")?.value, "36")
        // The redundant age label is hidden; swiping goes from the slider to Hobbies.
        XCTAssertNil(scene.node("age-label"))
        let order = SeedAppOrder.ids(scene)
        XCTAssertEqual(order[order.firstIndex(of: "age-slider")! + 1], "hobbies-field")
        // The activation point is on the thumb, inside the frame.
        let refreshed = scene.node("age-slider")!
        XCTAssertTrue(refreshed.frame.contains(refreshed.resolvedActivationPoint))
        XCTAssertEqual(scene.suppressions.map(\.elementID), ["age-slider"])
    }

    func testSliderClampsAtTheEndsOfItsRange() {
        var slider = AgeSlider(age: 119)
        XCTAssertTrue(slider.step(by: 10))
        XCTAssertEqual(slider.age, 120)
        XCTAssertFalse(slider.step(by: 1))
        XCTAssertEqual(slider.percentText, "100 percent")
        XCTAssertTrue(slider.set(fraction: 0))
        XCTAssertEqual(slider.age, 18)
    }

    func testHobbiesFieldEditsAndDoneEndsEditing() {
        let (scene, context) = open(.profile, broken: true)
        let field = scene.node("hobbies-field")!
        XCTAssertEqual(field.label, "Hobbies")
        XCTAssertEqual(field.value, "Music, swing dance, wine")
        XCTAssertEqual(field.traits, .textField)
        XCTAssertTrue(field.onActivate!(context))
        XCTAssertEqual(scene.editing, .hobbies)
        let done = scene.node("done")!
        XCTAssertEqual(done.traits, .button)
        XCTAssertTrue(done.onActivate!(context))
        XCTAssertNil(scene.editing)
        XCTAssertNil(scene.node("done"))
    }

    func testBrokenPreviewTabIsALabelThatIgnoresActivation() {
        let (scene, context) = open(.profile, broken: true)
        let tab = scene.node("preview-tab")!
        XCTAssertEqual(tab.label, "Preview")
        XCTAssertEqual(tab.traits, .staticText)
        XCTAssertNil(tab.onActivate)
        // VoiceOver's fallback taps the tab: nothing happens, it only answers a slide up.
        XCTAssertFalse(scene.gesture(SceneGesture(kind: .tap, location: tab.resolvedActivationPoint), context: context))
        XCTAssertFalse(scene.previewShown)
        XCTAssertEqual(scene.declaredGestures.first { $0.meaning.contains("preview") }?.equivalentElementID, nil)
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .swipe, location: tab.frame.center, direction: .up), context: context))
        XCTAssertTrue(scene.previewShown)
        // No photo element and no layout-changed notification.
        XCTAssertNil(scene.node("preview-photo"))
        context.advance(by: 1000)
        XCTAssertEqual(context.notifications, [])
    }

    func testFixedPreviewButtonTogglesTheCardAndPostsLayoutChanged() {
        let (scene, context) = open(.profile, broken: false)
        let tab = scene.node("preview-tab")!
        XCTAssertEqual(tab.traits, .button)
        XCTAssertTrue(tab.onActivate!(context))
        XCTAssertTrue(scene.previewShown)
        XCTAssertEqual(context.notifications, [], "posted when the card has finished moving")
        context.advance(by: HelloGoodbyeScene.previewDuration)
        XCTAssertEqual(context.notifications, [.layoutChanged(.none)])

        let order = SeedAppOrder.ids(scene)
        let tabIndex = order.firstIndex(of: "preview-tab")!
        XCTAssertEqual(order[tabIndex + 1], "preview-photo")
        XCTAssertEqual(scene.node("preview-photo")?.label, "Profile photo")
        XCTAssertEqual(scene.node("preview-photo")?.traits, .image)
        XCTAssertEqual(scene.node("preview-age")?.label, "37")

        context.clearRecords()
        XCTAssertTrue(scene.node("preview-tab")!.onActivate!(context))
        XCTAssertFalse(scene.previewShown)
        context.advance(by: HelloGoodbyeScene.previewDuration)
        XCTAssertEqual(context.notifications, [.layoutChanged(.none)])
        XCTAssertEqual(SeedAppOrder.ids(scene).last, "preview-tab", "nothing after the tab once the card is gone")
    }

    func testProfileFormScrollsByPageOnlyWhenTallerThanTheScreen() {
        let (scene, context) = open(.profile, broken: false)
        XCTAssertNil(scene.node("profile-form")?.onScroll, "everything fits at the default size")

        var large = Settings.default
        large.contentSize = .accessibilityXXXLarge
        context.settings = large
        scene.settingsDidChange(context: context)
        let form = scene.node("profile-form", large)!
        // The field the viewport's bottom edge cuts is exposed trimmed to it; where it lies whole
        // is in the form's content.
        let pitchBefore = form.scrollContent!.wholeFrame(of: "pitch-field")!
        XCTAssertGreaterThan(pitchBefore.maxY, form.frame.maxY, "runs below the fold at AX5")
        XCTAssertLessThanOrEqual(scene.node("pitch-field", large)!.frame.maxY, form.frame.maxY, "trimmed to the viewport")
        XCTAssertFalse(form.onScroll!(.down, context))
        XCTAssertTrue(form.onScroll!(.up, context))
        XCTAssertEqual(context.pageScrolledTexts.first?.hasPrefix("Page 2 of "), true)
        XCTAssertGreaterThan(scene.contentOffset, 0)
        XCTAssertLessThan(scene.node("pitch-field", large)!.frame.minY, pitchBefore.minY)
        let viewportTop = scene.node("profile-form", large)!.frame.minY
        XCTAssertTrue(scene.allNodes(large).filter { $0.isAccessibilityElement && $0.id != "title" && $0.id != "back" }
            .allSatisfy { $0.frame.minY >= viewportTop }, "nothing reaches under the bar")
        XCTAssertTrue(scene.node("back", large)!.onActivate!(context))
        XCTAssertEqual(scene.contentOffset, 0)
    }

    // MARK: Matches screen

    func testBrokenMatchesReadArrowsSkipThePhotoAndSplitAgeFromItsValue() {
        let (scene, _) = open(.matches, broken: true)
        XCTAssertEqual(SeedAppOrder.labels(scene), [
            "Back", "Matches", "Swipe ↑ to say hello, swipe ↓ to say goodbye…",
            "Age", "Hobbies", "32", "Cooking, bubble tea with friends, travel",
            "Elevator pitch", HelloGoodbyePerson.matches[0].elevatorPitch,
        ])
        XCTAssertNil(scene.node("card-photo"))
        XCTAssertTrue(scene.allNodes().allSatisfy { $0.customActions.isEmpty })
        XCTAssertTrue(scene.declaredGestures.allSatisfy { $0.equivalentElementID == nil })
    }

    func testFixedMatchesReadInOrderWithHelloAndGoodbyeEverywhere() {
        let (scene, context) = open(.matches, broken: false)
        XCTAssertEqual(SeedAppOrder.labels(scene), [
            "Back", "Matches", "Swipe up to say hello. Swipe down to say goodbye.",
            "Profile photo", "Age", "32", "Hobbies", "Cooking, bubble tea with friends, travel",
            "Elevator pitch", HelloGoodbyePerson.matches[0].elevatorPitch,
        ])
        let cardNodes = scene.allNodes().filter { $0.id.hasPrefix("card-") }
        XCTAssertEqual(cardNodes.count, 7)
        for node in cardNodes {
            XCTAssertEqual(node.customActions.map(\.name.string), ["Say hello", "Say goodbye"], node.id)
        }
        XCTAssertTrue(scene.declaredGestures.allSatisfy { $0.equivalentElementID == "card-photo" })

        XCTAssertTrue(scene.node("card-photo")!.customActions[0].handler(context))
        XCTAssertEqual(scene.decisions, [.hello])
        XCTAssertEqual(scene.node("card-age")?.label, "29", "the next match is on screen")
        context.advance(by: HelloGoodbyeScene.cardOutDuration + HelloGoodbyeScene.cardInDuration)
        XCTAssertEqual(context.notifications, [.layoutChanged(.none)])

        XCTAssertTrue(scene.node("card-pitch")!.customActions[1].handler(context))
        XCTAssertEqual(scene.decisions, [.hello, .goodbye])
        XCTAssertEqual(scene.state("decisions"), "hello,goodbye")
    }

    func testSwipesSayHelloAndGoodbyeForSightedUsers() {
        let (scene, context) = open(.matches, broken: true)
        let card = scene.node("card")!.frame
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .swipe, location: card.center, direction: .up), context: context))
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .swipe, location: card.center, direction: .down), context: context))
        XCTAssertEqual(scene.decisions, [.hello, .goodbye])
        XCTAssertEqual(scene.matchIndex, 2)
    }

    func testMatchesScrollAtLargeTextAndANewCardStartsAtTheTop() {
        let (scene, context) = open(.matches, broken: false)
        XCTAssertNil(scene.node("matches-content")?.onScroll, "the card fits at the default size")
        var large = Settings.default
        large.contentSize = .accessibilityXXXLarge
        context.settings = large
        scene.settingsDidChange(context: context)
        let content = scene.node("matches-content", large)!
        XCTAssertTrue(content.onScroll!(.up, context))
        XCTAssertEqual(context.pageScrolledTexts.first?.hasPrefix("Page 2 of "), true)
        XCTAssertGreaterThan(scene.contentOffset, 0)
        let top = content.frame.minY
        XCTAssertTrue(scene.allNodes(large).filter { $0.id.hasPrefix("card-") }.allSatisfy { $0.frame.minY >= top })
        XCTAssertNil(scene.node("card-photo", large), "scrolled away")
        let visible = scene.allNodes(large).first { $0.id.hasPrefix("card-") && $0.isAccessibilityElement }!
        XCTAssertTrue(visible.customActions[0].handler(context))
        XCTAssertEqual(scene.contentOffset, 0, "the next match starts at the top")
    }

    // MARK: Visual accommodations

    private func weight(of string: String, _ scene: HelloGoodbyeScene, _ settings: Settings) -> FontWeight? {
        scene.frame(settings).textRuns.first { $0.run.string == string }?.run.weight
    }

    func testBoldTextSwapsToAHeavierFaceOnlyWhenFixed() {
        var bold = Settings.default
        bold.boldText = true
        let (fixed, _) = open(.profile, broken: false)
        XCTAssertEqual(weight(of: "Your age", fixed, .default), .light)
        XCTAssertEqual(weight(of: "Your age", fixed, bold), .medium)
        XCTAssertGreaterThan(weight(of: "Preview", fixed, bold)!, weight(of: "Preview", fixed, .default)!)
        let (broken, _) = open(.profile, broken: true)
        XCTAssertEqual(weight(of: "Your age", broken, bold), .light)
        XCTAssertEqual(weight(of: "Preview", broken, bold), weight(of: "Preview", broken, .default))
        // The system navigation bar gets Bold Text for free in both.
        XCTAssertEqual(weight(of: "Profile", broken, bold), .bold)
    }

    private func overlayAlphas(_ scene: HelloGoodbyeScene, _ settings: Settings) -> [Double] {
        scene.frame(settings).items.compactMap { item in
            if case .fill(.roundedRect, let color) = item.command, color.red == 1, color.green == 1, color.blue == 1 { return color.alpha }
            return nil
        }
    }

    func testReduceTransparencyMakesOverlaysOpaqueOnlyWhenFixed() {
        var settings = Settings.default
        settings.reduceTransparency = true
        XCTAssertTrue(overlayAlphas(HelloGoodbyeScene(), .default).contains(0.8))
        XCTAssertEqual(Set(overlayAlphas(HelloGoodbyeScene(), settings)), [1])
        XCTAssertTrue(overlayAlphas(HelloGoodbyeScene(broken: true), settings).contains(0.8))
    }

    /// Longer hobbies push the pitch field down until it reaches a few points under the risen
    /// card's tab, its text still in plain sight: VoiceOver still reads it (exploring the fixed app
    /// found the text drawn and unexposed).
    func testAFieldTheRisenCardOnlyTouchesStaysReadable() {
        let (scene, context) = open(.profile, broken: false)
        let hobbies = scene.node("hobbies-field")!
        XCTAssertTrue(hobbies.onActivate!(context))
        XCTAssertTrue(scene.node("hobbies-field")!.onTextInput!("Text", context))
        XCTAssertTrue(scene.node("done")!.onActivate!(context))
        XCTAssertTrue(scene.node("preview-tab")!.onActivate!(context))
        context.advance(by: HelloGoodbyeScene.previewDuration)
        let tab = scene.node("preview-tab")!.frame
        let pitch = scene.node("pitch-field")
        XCTAssertNotNil(pitch, "the pitch field, above the card, is read")
        XCTAssertGreaterThan(pitch?.frame.maxY ?? 0, tab.minY, "it reaches under the tab")
    }

    /// At accessibility sizes the card is taller than the screen: risen, it stops under the bar and
    /// its tab and scrolls there, as a tall sheet does, instead of rising off the top (exploring
    /// the fixed app found its elements off screen, over a form it hid without being modal). The
    /// form it covers is neither drawn nor reached; at the default size the card rises as before.
    func testAtAccessibilitySizesTheRisenCardScrollsBelowTheBar() {
        var large = Settings.default
        large.contentSize = .accessibilityXXXLarge
        let (scene, context) = open(.profile, broken: false)
        XCTAssertTrue(scene.node("preview-tab", large)!.onActivate!(context))
        context.advance(by: HelloGoodbyeScene.previewDuration)
        let tab = scene.node("preview-tab", large)!.frame
        let area = scene.node("preview-scroll", large)!
        XCTAssertEqual(area.frame.minY, tab.maxY, "the card scrolls just under its tab")
        XCTAssertGreaterThanOrEqual(tab.minY, HelloGoodbyeLayout(style: HelloGoodbyeStyle(settings: large, accommodates: true),
                                                                 size: scene.device.size).contentTop)
        XCTAssertGreaterThanOrEqual(scene.node("preview-photo", large)!.frame.minY, area.frame.minY)
        XCTAssertNil(scene.node("age-slider", large), "the covered form is not reached")
        XCTAssertNil(scene.state("previewScroll"))
        XCTAssertTrue(area.onScroll!(.up, context), "a three-finger swipe up shows the next page of the card")
        XCTAssertNotNil(scene.state("previewScroll"))
        XCTAssertNil(scene.node("preview-scroll"), "at the default size the card fits and rises as before")
        XCTAssertNotNil(scene.node("preview-photo"))
    }

    /// The bar is the system's: under Increase Contrast its buttons take the darker system blue,
    /// which clears 7:1 on the bar (the usual blue is 5.6:1), in both versions.
    func testIncreaseContrastDarkensTheBarButtons() {
        var settings = Settings.default
        settings.increaseContrast = true
        for broken in [false, true] {
            let (scene, _) = open(.profile, broken: broken)
            let back = scene.frame(settings).textRuns.first { $0.run.string == "Back" }!.run.color
            XCTAssertGreaterThanOrEqual(back.contrastRatio(with: .white), 7)
            XCTAssertEqual(scene.frame(.default).textRuns.first { $0.run.string == "Back" }!.run.color, .hex("#0A60D0"))
        }
    }

    /// The fixed Preview tab is a button: at least 44 pt tall, Apple's smallest comfortable target.
    func testThePreviewTabIsAComfortableTarget() {
        let (scene, _) = open(.profile, broken: false)
        XCTAssertGreaterThanOrEqual(scene.node("preview-tab")!.frame.height, 44)
    }

    func testIncreaseContrastDarkensTheCardDetailsOnlyWhenFixed() {
        var settings = Settings.default
        settings.increaseContrast = true
        func hobbiesColor(_ scene: HelloGoodbyeScene, _ settings: Settings) -> Color {
            scene.frame(settings).textRuns.first { $0.run.string == "Cooking, bubble tea with friends, travel" }!.run.color
        }
        let (fixed, _) = open(.matches, broken: false)
        XCTAssertEqual(hobbiesColor(fixed, settings), .black)
        XCTAssertGreaterThanOrEqual(hobbiesColor(fixed, .default).contrastRatio(with: .white), 4.5)
        let (broken, _) = open(.matches, broken: true)
        XCTAssertEqual(hobbiesColor(broken, settings), .hex("#808080"))
    }

    func testReduceMotionFadesTheNextCardInsteadOfZoomingOnlyWhenFixed() {
        var reduce = Settings.default
        reduce.reduceMotion = true
        for broken in [false, true] {
            let (scene, context) = open(.matches, broken: broken)
            context.settings = reduce
            XCTAssertTrue(scene.gesture(SceneGesture(kind: .swipe, location: scene.node("card")!.frame.center, direction: .up), context: context))
            let arriving = context.now + HelloGoodbyeScene.cardOutDuration + 100
            let kinds = scene.frame(reduce, time: arriving).animationKinds
            XCTAssertEqual(kinds, broken ? [.scale] : [.fade])
            let leaving = scene.frame(reduce, time: context.now + 50).animationKinds
            XCTAssertEqual(leaving, broken ? [.planeShift] : [.fade])
            XCTAssertTrue(scene.frame(reduce, time: context.now + 2000).animationKinds.isEmpty)
        }
    }

    func testTextScalesWithContentSize() {
        var large = Settings.default
        large.contentSize = .accessibilityXXXLarge
        let scene = HelloGoodbyeScene()
        let normal = scene.frame(.default).textRuns.first { $0.run.string == "Profile" }!.run.size
        let bigger = scene.frame(large).textRuns.first { $0.run.string == "Profile" }!.run.size
        XCTAssertGreaterThan(bigger, normal)
        XCTAssertTrue(scene.frame(large).textRuns.allSatisfy { $0.run.style != nil })
    }

    /// The scene keeps a layout per settings: read under one settings, another, and the first again,
    /// on each screen, it reads as fresh scenes read under each.
    func testAKeptLayoutReadsAsAFreshOne() {
        var large = Settings.default
        large.contentSize = .accessibilityXXXLarge
        var bold = Settings.default
        bold.boldText = true
        func flat(_ elements: [AccessibilityElement]) -> [String] {
            elements.flatMap { ["\($0.id) \($0.label?.string ?? "") \($0.frame)"] + flat($0.children) }
        }
        for screen in [HelloGoodbyeScene.Screen.start, .profile, .matches] {
            for broken in [false, true] {
                let (kept, _) = open(screen, broken: broken)
                for settings in [Settings.default, large, bold, .default, large] {
                    let (fresh, _) = open(screen, broken: broken)
                    XCTAssertEqual(flat(kept.accessibilityElements(settings: settings)), flat(fresh.accessibilityElements(settings: settings)),
                                   "\(screen) \(settings.changesFromDefaults)")
                }
            }
        }
    }

    /// The layout keeps the preview cards it was asked for and the card it measured: asked again,
    /// in any order, for other people and positions, it hands the cards a fresh layout lays out.
    func testTheLayoutsKeptCardsAreTheOnesAFreshLayoutMakes() {
        var large = Settings.default
        large.contentSize = .accessibilityXXXLarge
        for settings in [Settings.default, large] {
            let style = HelloGoodbyeStyle(settings: settings, accommodates: true)
            let kept = HelloGoodbyeLayout(style: style, size: Device.phone.size)
            let asks = [(HelloGoodbyePerson.me, 0.0), (.me, 1), (.me, 0.25), (.me, 0.5), (.me, 0.75), (.me, 1), (.me, 0),
                        (HelloGoodbyePerson.matches[0], 1), (.me, 1), (HelloGoodbyePerson.matches[1], 0.5), (.me, 0.5)]
            for (person, shown) in asks {
                let fresh = HelloGoodbyeLayout(style: style, size: Device.phone.size)
                let card = kept.previewCard(person, shown: shown), expected = fresh.previewCard(person, shown: shown)
                XCTAssertEqual(card.person, person)
                XCTAssertEqual([card.frame, card.photo, card.ageValue, card.hobbiesValue, card.pitchValue],
                               [expected.frame, expected.photo, expected.ageValue, expected.hobbiesValue, expected.pitchValue],
                               "\(person.age) at \(shown)")
                XCTAssertEqual(kept.previewScrolls(person), fresh.previewScrolls(person))
            }
            XCTAssertNotEqual(kept.previewCard(.me, shown: 0).frame, kept.previewCard(.me, shown: 1).frame)
        }
    }
}

/// The seed-app tests read the tree in the engine's navigation order (docs/voiceover.md).
enum SeedAppOrder {
    static func elements(_ scene: Scene, _ settings: Settings = .default) -> [AccessibilityElement] {
        NavigationOrder(scene: scene, settings: settings).entries.map(\.element)
    }

    static func ids(_ scene: Scene, _ settings: Settings = .default) -> [String] { elements(scene, settings).map(\.id) }

    static func labels(_ scene: Scene, _ settings: Settings = .default) -> [String] {
        elements(scene, settings).map { $0.label?.string ?? "" }
    }

    static func labelsOrValues(_ scene: Scene, _ settings: Settings = .default) -> [String] {
        elements(scene, settings).map { $0.label?.string ?? $0.value?.string ?? "" }
    }
}
