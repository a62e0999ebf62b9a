import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Planted defects for the Switch Control rules: each plants exactly its rule's defect into the
/// clean screen of `PlantedDefectTests` (which itself has no findings, so it has none of these).
final class SwitchControlRuleTests: XCTestCase {
    private func findings(_ text: String) throws -> [Finding] {
        let scene = try SceneFile.parse(text, file: "planted.json")
        return Validator().validate(scene.descriptor, declarative: true).findings
    }

    private func assertOnly(_ rule: String, in text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(Set(try findings(text).map(\.ruleID)), [rule], file: file, line: line)
    }

    private func switchFindings(_ text: String) throws -> [String] {
        try findings(text).filter { $0.ruleID.hasPrefix("switch.") }.map { "\($0.ruleID) \($0.subject.elementID ?? "-"): \($0.message)" }
    }

    func testInteractiveElementThatSaysItDoesNotRespondIsNeverReached() throws {
        let mute = ##",{"id":"mute","label":"Mute","traits":["button"],"frame":[16,200,358,50],"respondsToUserInteraction":false}"##
        // Full Keyboard Access takes focus by the same UIKit rule (keyboard.unreachable), and Voice
        // Control gives it no name or number either (voice.unreachable-action).
        XCTAssertEqual(Set(try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + mute)).map(\.ruleID)),
                       ["switch.unreachable", "keyboard.unreachable", "voice.unreachable-action"])
        XCTAssertEqual(try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + mute)),
                       ["switch.unreachable mute: Switch Control never reaches \"Mute\": it says it does not respond to user interaction"])
        // Saying so of static text is no defect.
        let note = ##",{"id":"note","label":"Saved","traits":["staticText"],"frame":[16,200,358,50],"respondsToUserInteraction":false}"##
        XCTAssertEqual(try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + note)), [])
        // Nor of a dimmed button with nothing behind it: a double tap does nothing, so no user of
        // any technology is kept from an action. With an action of its own it is one all the same.
        let unreachable = ["switch.unreachable", "keyboard.unreachable", "voice.unreachable-action"]
        let dimmed = ##",{"id":"submit","label":"Submit","traits":["button","notEnabled"],"frame":[16,200,358,50],"respondsToUserInteraction":false}"##
        XCTAssertEqual(try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + dimmed)).map(\.ruleID)
            .filter(unreachable.contains), [])
        let dimmedWithAction = ##",{"id":"submit","label":"Submit","traits":["button","notEnabled"],"frame":[16,200,358,50],"respondsToUserInteraction":false,"customActions":[{"name":"Why disabled","announce":"Fill in your name first"}]}"##
        XCTAssertEqual(Set(try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + dimmedWithAction)).map(\.ruleID))
            .intersection(unreachable), Set(unreachable))
    }

    /// The detail names what the element offers: a photo with only a drag source was said to have
    /// "custom actions".
    func testTheDetailNamesWhatTheUnreachableElementOffers() throws {
        let photo = ##",{"id":"photo","label":"Sunset","traits":["image"],"frame":[16,200,150,150],"respondsToUserInteraction":false,"dragSources":[{"name":"Drag Sunset","point":[91,275]}]}"##
        let found = try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + photo)).filter { $0.rule == .switchUnreachable }
        XCTAssertEqual(found.map(\.detail), ["respondsToUserInteraction false; traits image, drag sources"])
    }

    func testGestureOnlyDirectTouchControlMissesFromTheMenu() throws {
        let canvas = ##",{"id":"canvas","label":"Canvas","traits":["allowsDirectInteraction"],"frame":[16,200,358,300]}"##
        // Declared on the canvas's corner: the Gestures page's flicks, made at its activation point, miss it.
        let swipe = ##","gestures":[{"kind":"swipe","frame":[16,200,40,40],"meaning":"undo stroke","equivalent":"canvas"}]"##
        let found = try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + canvas, extra: swipe))
        XCTAssertEqual(found, ["switch.menu-missing-action canvas: VoiceOver users swipe on \"Canvas\" by direct touch to \"undo stroke\"; Switch Control's menu has nothing that does it"])
        // With the same effect as a custom action, the menu offers it.
        let fixed = ##",{"id":"canvas","label":"Canvas","traits":["allowsDirectInteraction"],"frame":[16,200,358,300],"customActions":[{"name":"Undo stroke","announce":"Stroke undone"}]}"##
        XCTAssertEqual(try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + fixed, extra: swipe)), [])
    }

    /// The rule judges by what the menu offers for the gesture's kind where it acts. A double tap,
    /// rotation, pinch or long press declared over the control's activation point is on iOS's Gestures page (a
    /// false red before); a double tap or long press declared on a corner the entry at the activation
    /// point misses is not covered by the control's unrelated activation (a false green before).
    func testTheMenuCoversAGestureByItsKindWhereItActs() throws {
        let pad = ##",{"id":"pad","label":"Pad","traits":["allowsDirectInteraction"],"frame":[16,200,358,300],"activate":{"announce":"Selected"}}"##
        func found(_ kind: String, _ frame: String) throws -> [String] {
            try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + pad,
                                                       extra: ##","gestures":[{"kind":""## + kind + ##"","frame":"## + frame + ##","meaning":"it"}]"##))
        }
        let whole = "[16,200,358,300]", corner = "[16,200,20,20]"
        for kind in ["doubleTap", "rotate", "longPress", "pinch"] {
            XCTAssertEqual(try found(kind, whole), [], "\(kind) over the activation point: its Gestures entry does it")
        }
        for kind in ["doubleTap", "longPress"] {
            XCTAssertEqual(try found(kind, corner),
                           ["switch.menu-missing-action pad: VoiceOver users \(kind) on \"Pad\" by direct touch to \"it\"; Switch Control's menu has nothing that does it"],
                           "\(kind) on the corner: Tap is no \(kind), and the entry at the activation point misses it")
        }
        XCTAssertEqual(try found("swipe", whole), [], "a swipe over the activation point: Gestures > Flicks makes it")
        XCTAssertEqual(try found("swipe", corner).count, 1, "a swipe on the corner: the flicks at the activation point miss it")
        XCTAssertEqual(try found("tripleTap", whole).count, 1, "iOS's Gestures page has no triple tap")
        XCTAssertEqual(try found("pan", whole), [], "a pan that is no drawing: Gestures > Hold and Drag makes it")
        XCTAssertEqual(try found("pan", corner).count, 1, "a pan on the corner: Hold and Drag from the activation point misses it")
        // A zoom trait with no zoom behind it zooms nothing: its Pinch entries do not cover a pinch.
        let traitOnly = ##",{"id":"pad","label":"Pad","traits":["allowsDirectInteraction","supportsZoom"],"frame":[16,200,358,300]}"##
        XCTAssertEqual(try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + traitOnly,
                                                                 extra: ##","gestures":[{"kind":"pinch","frame":[16,200,358,300],"meaning":"it"}]"##)).count, 1)
    }

    /// The finding's "menu:" detail lists what the control's scanner menu offers, read from the same
    /// menu the rule judges by: a path-dependent pan's Free-hand and a swipe's flicks are in it.
    func testTheMenuDetailListsTheGesturesPageEntries() throws {
        let pad = ##",{"id":"pad","label":"Pad","traits":["allowsDirectInteraction"],"frame":[16,200,358,300]}"##
        let gestures = ##","gestures":[{"kind":"pan","frame":[16,200,358,300],"meaning":"draw","pathDependent":true},{"kind":"swipe","frame":[16,200,358,300],"meaning":"clear"},{"kind":"tripleTap","frame":[16,200,358,300],"meaning":"reset"}]"##
        let found = try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + pad, extra: gestures))
            .filter { $0.rule == .switchMenuMissingAction }
        XCTAssertEqual(found.map(\.message), ["VoiceOver users tripleTap on \"Pad\" by direct touch to \"reset\"; Switch Control's menu has nothing that does it"])
        XCTAssertEqual(found.map(\.detail), ["menu: Tap, Escape, Flick Up, Flick Down, Flick Left, Flick Right, Free-hand"])
    }

    /// A slider drawn as a custom control (a pan across it that is not path-dependent, no
    /// adjustable value): a switch user makes the drag by Gestures > Hold and Drag, so Switch
    /// Control's rule no longer calls it impossible and lists the entry in its menu; WCAG 2.5.7 still
    /// asks a single-pointer alternative to the dragging, through `actions.touch-only-gesture`.
    func testAPanAHoldAndDragMakesIsInReachButStillWantsASinglePointerAlternative() throws {
        let track = ##",{"id":"track","label":"Volume","traits":["allowsDirectInteraction"],"frame":[16,200,358,44]}"##
        let gestures = ##","gestures":[{"kind":"pan","frame":[16,200,358,44],"meaning":"set the volume"},{"kind":"tripleTap","frame":[16,200,358,44],"meaning":"reset"}]"##
        let all = try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + track, extra: gestures))
        let switchFound = all.filter { $0.rule == .switchMenuMissingAction }
        XCTAssertEqual(switchFound.map(\.message), ["VoiceOver users tripleTap on \"Volume\" by direct touch to \"reset\"; Switch Control's menu has nothing that does it"],
                       "the pan is in reach by Hold and Drag; the triple tap is not")
        XCTAssertEqual(switchFound.map(\.detail), ["menu: Tap, Escape, Hold and Drag"], "the detail reads the same menu entries")
        XCTAssertTrue(all.contains { $0.ruleID == "actions.touch-only-gesture" && $0.message.contains("set the volume") },
                      "WCAG 2.5.7 still asks an alternative to the drag")
    }

    func testItemFarDownAFlatScreenIsSlowToReach() throws {
        // 22 buttons after Save: the last is the 23rd item, 22 s of auto scanning at 1.0 s an item.
        let buttons = (0..<22).map { ##",{"id":"b\##($0)","label":"Option \##($0)","traits":["button"],"frame":[16,\##(200 + $0 * 28),358,26]}"## }.joined()
        let found = try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + buttons))
            .filter { $0.ruleID == "switch.slow-to-reach" }
        XCTAssertEqual(found.map { $0.subject.elementID }, ["b20", "b21"])
        XCTAssertEqual(found.first?.message, "Auto scanning takes 21.0 s and 1 press to reach \"Option 20\"")
        XCTAssertEqual(found.first?.detail, "21000 ms of auto scanning (limit 20000 ms), 1 select press; 22 presses with manual scanning")
        // A higher limit lets them be.
        let descriptor = try SceneFile.parse(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + buttons), file: "planted.json").descriptor
        XCTAssertEqual(Validator(rules: [RuleCatalog.switchSlowToReach(limit: 30_000)]).validate(descriptor, declarative: true).findings.count, 0)
    }

    /// An item behind 120 nested groups, each first in its group: auto scanning passes no member
    /// on the way, so the time it took counting only members passed was one second (Save's), and the
    /// rule let it be, though a switch user pays 121 presses and a scan step each to get there.
    /// Every move of the highlight is now a scan step, a group entered included.
    func testItemBehindManyNestedGroupsIsSlowToReach() throws {
        var group = ##"{"id":"target","label":"Deep","traits":["button"],"frame":[16,195,358,4]}"##
        for level in stride(from: 119, through: 0, by: -1) {
            let other = ##"{"id":"x\##(level)","label":"Other \##(level)","traits":["button"],"frame":[16,\##(200 + level * 5),358,4]}"##
            group = ##"{"id":"g\##(level)","navigationStyle":"combined","frame":[16,195,358,600],"children":["## + group + "," + other + "]}"
        }
        let found = try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + "," + group))
            .filter { $0.ruleID == "switch.slow-to-reach" && $0.subject.elementID == "target" }
        XCTAssertEqual(found.map(\.message), ["Auto scanning takes 121.0 s and 121 presses to reach \"Deep\""])
        XCTAssertEqual(found.map(\.detail), ["121000 ms of auto scanning, 120 groups entered at a scan step each (limit 20000 ms), 121 select presses; 122 presses with manual scanning"])
        // The same item with no groups around it: second on the screen, no finding.
        let flat = try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + #",{"id":"target","label":"Deep","traits":["button"],"frame":[16,195,358,4]}"#))
        XCTAssertFalse(flat.contains { $0.ruleID == "switch.slow-to-reach" })
    }

    /// A sheet (a modal view) holding one button beside its text: its root is all Switch Control
    /// scans, entered as any screen's root is, so the user never selects it. The finding named the
    /// sheet, the whole screen shown, and asked for a navigation style that neither a modal view's
    /// root nor a scene file's screen can take: nothing can be done there, and nothing is reported.
    /// A group of one inside the sheet still is.
    func testASheetHoldingOneItemIsNoGroupOfOne() throws {
        let close = ##"{"id":"close","label":"Close","traits":["button"],"frame":[300,40,60,50]}"##
        let sheet = ##",{"id":"sheet","frame":[0,0,390,844],"modal":true,"children":[{"id":"msg","label":"Saved","traits":["staticText"],"frame":[20,400,350,50]},"## + close + "]}"
        XCTAssertEqual(try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + sheet)), [])
        let row = ##"{"id":"row","frame":[16,200,358,50],"children":[{"id":"caption","label":"Volume","traits":["staticText"],"frame":[16,200,200,50]},{"id":"more","label":"More","traits":["button"],"frame":[230,200,144,50]}]}"##
        let sheetWithRow = ##",{"id":"sheet","frame":[0,0,390,844],"modal":true,"children":["## + row + "," + close + "]}"
        XCTAssertEqual(try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + sheetWithRow)),
                       ["switch.group-of-one row: The group row holds a single scanned item"])
    }

    func testGroupOfOneIsReported() throws {
        let group = ##",{"id":"row","frame":[16,200,358,50],"children":[{"id":"caption","label":"Volume","traits":["staticText"],"frame":[16,200,200,50]},{"id":"more","label":"More","traits":["button"],"frame":[230,200,144,50]}]}"##
        XCTAssertEqual(try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + group)),
                       ["switch.group-of-one row: The group row holds a single scanned item"])
    }

    /// A button off a 390-pt-wide screen, and one wholly under an opaque banner drawn after it, are
    /// scanned all the same: a scan step a pass, highlighted where nothing shows. Full Keyboard
    /// Access's ring was reported on both (`keyboard.focus-hidden`); the scan was a false green.
    func testAnItemScannedOffTheScreenOrUnderAnOpaqueBannerIsHidden() throws {
        let far = ##",{"id":"far","label":"Far","traits":["button"],"frame":[500,300,60,44]}"##
        let file = PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + far)
        XCTAssertEqual(try switchFindings(file), ["switch.scans-hidden far: Switch Control scans \"Far\" off the screen: its highlight would not be seen"])
        // The keyboard's twin finds the same element: one verdict for both.
        XCTAssertEqual(Set(try findings(file).map(\.ruleID)), ["geometry.offscreen", "keyboard.focus-hidden", "switch.scans-hidden"])
        let detail = try findings(file).first { $0.ruleID == "switch.scans-hidden" }?.detail
        XCTAssertEqual(detail?.hasPrefix("frame "), true)
        XCTAssertEqual(detail?.hasSuffix("item 2 of 2"), true, detail ?? "-")

        let covered = ##",{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]},{"id":"banner","label":"Sale ends today","traits":["staticText"],"frame":[16,200,358,100],"drawing":[{"rect":[16,200,358,100],"fill":"#FFCC00"}]}"##
        XCTAssertEqual(try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + covered)),
                       ["switch.scans-hidden more: Switch Control scans \"More\" under \"Sale ends today\": its highlight would not be seen"])
        // A banner that exposes nothing (hidden from assistive technologies) hides it as well.
        let band = ##",{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]},{"id":"band","hidden":true,"frame":[0,200,390,100],"drawing":[{"rect":[0,200,390,100],"fill":"#223344"}]}"##
        XCTAssertEqual(try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + band)),
                       ["switch.scans-hidden more: Switch Control scans \"More\" under a drawing that is no element: its highlight would not be seen"])
    }

    /// A scene file's drawing is placed by hand: an element of 100×40 drawing an opaque 300×200
    /// panel over the button hides its highlight, and so does a component exposing no element
    /// that draws it; the same element drawing a hairline across the button hides nothing.
    func testAnItemUnderADrawingLargerThanItsElementsFrameIsHidden() throws {
        func panel(_ drawing: String, hidden: Bool = false) -> String {
            let cover = hidden ? ##"{"id":"band","hidden":true"## : ##"{"id":"promo","label":"Promo","traits":["staticText"]"##
            return PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements
                + ##",{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]},"##
                + cover + ##","frame":[40,400,100,40],"drawing":["## + drawing + "]}")
        }
        let opaque = ##"{"rect":[20,210,300,200],"fill":"#FFCC00"}"##
        XCTAssertEqual(try switchFindings(panel(opaque)),
                       ["switch.scans-hidden more: Switch Control scans \"More\" under \"Promo\": its highlight would not be seen"])
        XCTAssertEqual(try switchFindings(panel(opaque, hidden: true)),
                       ["switch.scans-hidden more: Switch Control scans \"More\" under a drawing that is no element: its highlight would not be seen"])
        let hairline = ##"{"rect":[20,239,300,1],"fill":"#C6C6C8"},{"rect":[40,400,100,40],"fill":"#FFCC00"}"##
        XCTAssertEqual(try switchFindings(panel(hairline)), [])
        XCTAssertEqual(try switchFindings(panel(hairline, hidden: true)), [])
    }

    /// What shows is not reported: the button on the screen, the banner drawn before it (under it),
    /// and a banner drawn after it that covers only part of it.
    func testAVisibleItemIsNotHidden() throws {
        let onScreen = ##",{"id":"near","label":"Near","traits":["button"],"frame":[300,300,60,44]}"##
        let under = ##",{"id":"banner","label":"Sale ends today","traits":["staticText"],"frame":[16,200,358,100],"drawing":[{"rect":[16,200,358,100],"fill":"#FFCC00"}]},{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]}"##
        let partly = ##",{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]},{"id":"strip","label":"Sale ends today","traits":["staticText"],"frame":[16,200,358,100],"drawing":[{"rect":[16,200,358,30],"fill":"#FFCC00"}]}"##
        for elements in [onScreen, under, partly] {
            XCTAssertEqual(try switchFindings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + elements)), [], elements)
        }
    }

    /// An imported list's rows below the fold are scanned once the list is scrolled to them, as on
    /// a device: they are not off the screen, for the scan as for the focus ring (real dumps were
    /// reported so by `geometry.offscreen`, a false red).
    func testRowsAnImportedListHoldsScrolledOutAreNotHidden() throws {
        for scene in [try ScreenImport.load(path: "settings.xml", text: ImportedScrollViewTests.appium),
                      try ScreenImport.load(path: "shop.txt", text: ImportedScrollViewTests.shop(in: "ScrollView"))] {
            let found = Validator().validate(scene.descriptor).findings
            for rule in ["switch.scans-hidden", "keyboard.focus-hidden"] {
                XCTAssertEqual(found.filter { $0.ruleID == rule }.map(\.message), [], "\(scene.id) \(rule)")
            }
            // Nor is a row reached by scrolling an error of Switch Control's: not unreachable, not hidden.
            XCTAssertEqual(found.filter { $0.ruleID.hasPrefix("switch.") && $0.severity == .error }.map(\.message), [], scene.id)
        }
        // A button of an imported screen off the screen in no scroll area is still reported.
        let stray = """
        Application, 0x1, pid: 1, label: 'Shop'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x4, {{20.0, 100.0}, {350.0, 50.0}}, label: 'Coffee'
              Button, 0x5, {{500.0, 300.0}, {60.0, 44.0}}, label: 'Tea'
        """
        let found = Validator().validate(try ScreenImport.load(path: "stray.txt", text: stray).descriptor).findings
        XCTAssertEqual(found.filter { $0.ruleID == "switch.scans-hidden" }.map(\.message),
                       ["Switch Control scans \"Tea\" off the screen: its highlight would not be seen"])
    }

    /// The catalog's twin shows it as it shows `keyboard.focus-hidden` (`VoiceKeyboardTwinTests`):
    /// once Exceptional Dogs' gallery is open, the card's address and call buttons are scanned under
    /// its photos; the fixed scene hides what the gallery covers, and passes.
    func testTheHiddenScanItemFailsExceptionalDogsBrokenAndPassesTheFixedScene() throws {
        let validator = Validator(rules: RuleCatalog.all.filter { $0.info.id == "switch.scans-hidden" }, bounds: .default)
        for (id, fails) in [("exceptional-dogs-broken", true), ("exceptional-dogs", false)] {
            let descriptor = try XCTUnwrap(Catalog.descriptor(for: id), id)
            let found = validator.validate(descriptor).findings.filter { $0.suppression == nil }
            XCTAssertEqual(!found.isEmpty, fails, "\(id): \(found.map(\.message))")
        }
    }

    /// Two columns read row by row by VoiceOver; the first, combined, is scanned as one group.
    final class ColumnsScene: Scene {
        let id = "columns"
        let title = "Columns"
        let device = Device.phone
        let combined: Bool
        init(combined: Bool) { self.combined = combined }
        func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            func key(_ id: String, _ x: Double, _ y: Double) -> AccessibilityElement {
                AccessibilityElement(id: id, label: SpeechText(id), traits: .button, frame: Rect(x, y, 150, 60))
            }
            var left = AccessibilityElement.container(id: "left", frame: Rect(16, 100, 150, 140), explicitOrder: false,
                                                      children: [key("a1", 16, 100), key("a2", 16, 180)])
            if combined { left.navigationStyle = .combined }
            let right = AccessibilityElement.container(id: "right", frame: Rect(200, 100, 150, 140), explicitOrder: false,
                                                       children: [key("b1", 200, 100), key("b2", 200, 180)])
            return [left, right]
        }
        func touch(_ touch: SceneTouch, context: SceneContext) {}
        func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool { false }
        func settingsDidChange(context: SceneContext) {}
        func stateSnapshot() -> [(key: String, value: String)] { [] }
        func dragItem(at point: Point, context: SceneContext) -> DragItem? { nil }
        func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal { .forbidden }
        func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool { false }
        func dragCancelled(_ item: DragItem, context: SceneContext) {}
    }

    func testCombinedGroupThatPartsFromVoiceOversOrder() {
        func findings(_ combined: Bool) -> [String] {
            let descriptor = SceneDescriptor(id: "columns", tab: "Tests", title: "Columns", sourcePath: #filePath) { ColumnsScene(combined: combined) }
            return Validator(rules: [SwitchOrderRule()]).validate(descriptor).findings.map { "\($0.subject.elementID ?? "-"): \($0.message) (\($0.detail))" }
        }
        XCTAssertEqual(findings(false), [])
        XCTAssertEqual(findings(true), ["a2: Switch Control scans a2 where VoiceOver reads b1 (scan order from position 2: a2, b1, b2)"])
    }
}
