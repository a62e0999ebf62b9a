import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Planted defects for the Full Keyboard Access rules: each plants its rule's defect into the clean
/// screen of `PlantedDefectTests` (which has no findings), and its fix leaves the rule silent.
final class KeyboardRuleTests: XCTestCase {
    private func keyboardFindings(_ text: String) throws -> [String] {
        let scene = try SceneFile.parse(text, file: "planted.json")
        return Validator().validate(scene.descriptor, declarative: true).findings
            .filter { $0.ruleID.hasPrefix("keyboard.") }.map { "\($0.ruleID) \($0.subject.elementID ?? "-"): \($0.message)" }
    }

    private func file(_ elements: String, extra: String = "") -> String {
        PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + elements, extra: extra)
    }

    func testInteractiveElementThatSaysItDoesNotRespondIsNeverFocused() throws {
        let mute = ##",{"id":"mute","label":"Mute","traits":["button"],"frame":[16,200,358,50],"respondsToUserInteraction":false}"##
        XCTAssertEqual(try keyboardFindings(file(mute)),
                       ["keyboard.unreachable mute: Keyboard focus never reaches \"Mute\": Tab and the arrow keys skip it"])
        let fixed = ##",{"id":"mute","label":"Mute","traits":["button"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try keyboardFindings(file(fixed)), [])
        // Static text taking no focus is no defect.
        let note = ##",{"id":"note","label":"Saved","traits":["staticText"],"frame":[16,200,358,50]}"##
        XCTAssertEqual(try keyboardFindings(file(note)), [])
    }

    /// An element focus never reaches whose every action an app shortcut performs: WCAG 2.1.1 is
    /// met by the shortcut, so it is a warning that names them (it was an error, while
    /// `keyboard.no-key-path` counted the same shortcut as a key path). A shortcut on a chord the
    /// system keeps, or an action with none, leaves it an error.
    func testAnUnfocusableElementWhoseActionsHaveShortcutsIsAWarning() throws {
        func unreachable(_ keyCommands: String, actions: String = "") throws -> Finding? {
            let save = ##",{"id":"store","label":"Store","traits":["button"],"frame":[16,200,358,50],"respondsToUserInteraction":false,"activate":{"set":{"n":1}}"##
                + actions + ##","keyCommands":[\##(keyCommands)]}"##
            let scene = try SceneFile.parse(file(save, extra: ##","state":{"n":{"value":0,"range":[0,1]}}"##), file: "planted.json")
            return Validator().validate(scene.descriptor, declarative: true).findings.first { $0.rule == .keyboardUnreachable }
        }
        let covered = try XCTUnwrap(try unreachable(##"{"title":"Save","keys":"Command-S","performs":"activate"}"##))
        XCTAssertEqual(covered.severity, .warning)
        XCTAssertTrue(covered.detail.hasSuffix("; every action it offers has an app shortcut (Command-S: activate), so a keyboard user still performs it"), covered.detail)
        XCTAssertEqual(try unreachable(##"{"title":"Save","keys":"Command-Tab","performs":"activate"}"##)?.severity, .error, "a chord the system keeps")
        XCTAssertEqual(try unreachable(##"{"title":"Save","keys":"Command-S","performs":"activate"}"##, actions: ##","customActions":[{"name":"Save as","announce":"Saved"}]"##)?.severity,
                       .error, "a custom action with no shortcut")
    }

    func testDirectTouchGestureAndDragWithNoKeyboardPath() throws {
        let canvas = ##",{"id":"canvas","label":"Canvas","traits":["allowsDirectInteraction"],"frame":[16,200,358,300]}"##
        let gestures = ##","gestures":[{"kind":"swipe","frame":[16,200,358,300],"meaning":"undo stroke","equivalent":"canvas"},{"kind":"pan","frame":[16,200,358,300],"meaning":"move the sticker","equivalent":"canvas"}]"##
        XCTAssertEqual(try keyboardFindings(file(canvas, extra: gestures)),
                       ["keyboard.no-key-path canvas: The swipe that does \"undo stroke\" has no keyboard path",
                        "keyboard.no-key-path canvas: The pan that does \"move the sticker\" has no keyboard path"])
        // The drag as drag and drop descriptors and the swipe as a custom action: both in Tab-Z's list.
        let fixed = ##",{"id":"canvas","label":"Canvas","traits":["allowsDirectInteraction"],"frame":[16,200,358,300],"customActions":[{"name":"Undo stroke","announce":"Stroke undone"}],"dragSources":[{"name":"Drag sticker","point":[195,350]}]}"##
        XCTAssertEqual(try keyboardFindings(file(fixed, extra: gestures)), [])
    }

    /// A long press the app declares over a focusable control is in its actions list (Tab-Z, Long
    /// Press, as Switch Control's Gestures page has it): a key path. The same long press on a canvas
    /// focus never reaches has none.
    func testADeclaredLongPressOnAFocusableElementIsInItsActionsList() throws {
        let gestures = ##","gestures":[{"kind":"longPress","frame":[16,200,358,300],"meaning":"edit the layer","equivalent":"canvas"}]"##
        let canvas = ##",{"id":"canvas","label":"Canvas","traits":["allowsDirectInteraction"],"frame":[16,200,358,300]}"##
        XCTAssertEqual(try keyboardFindings(file(canvas, extra: gestures)), [])
        let unfocused = ##",{"id":"canvas","label":"Canvas","traits":["allowsDirectInteraction"],"frame":[16,200,358,300],"respondsToUserInteraction":false}"##
        XCTAssertEqual(try keyboardFindings(file(unfocused, extra: gestures)),
                       ["keyboard.unreachable canvas: Keyboard focus never reaches \"Canvas\": Tab and the arrow keys skip it",
                        "keyboard.no-key-path canvas: The longPress that does \"edit the layer\" has no keyboard path"])
    }

    /// The actions list offers Long Press where the long press is declared at the item's activation
    /// point, as Switch Control's Gestures page does: one declared on a corner of a large pad is in
    /// no list, so it has no key path (counting any overlap gave it one).
    func testALongPressOnACornerOfAFocusedItemIsNotInItsActionsList() throws {
        let pad = ##",{"id":"pad","label":"Drum pad","traits":["allowsDirectInteraction"],"frame":[16,200,358,300]}"##
        let corner = ##","gestures":[{"kind":"longPress","frame":[16,200,40,40],"meaning":"menu"}]"##
        XCTAssertEqual(try keyboardFindings(file(pad, extra: corner)),
                       ["keyboard.no-key-path pad: The longPress that does \"menu\" has no keyboard path"])
        let centre = ##","gestures":[{"kind":"longPress","frame":[16,200,358,300],"meaning":"menu"}]"##
        XCTAssertEqual(try keyboardFindings(file(pad, extra: centre)), [], "at the activation point: the list's Long Press")
    }

    /// A long press on the screen under an open alert is nobody's while the alert is up, even where
    /// the alert's button lies over part of its area (its activation point outside the area): Pre-Poster's
    /// post under its Delete confirmation at AX5. Without the alert, the button is an ordinary item
    /// whose activation point misses the area, and the long press is judged.
    func testALongPressUnderAnOpenAlertIsNotJudgedThroughTheAlertsButton() throws {
        let post = ##",{"id":"post","label":"Post","traits":["allowsDirectInteraction"],"frame":[16,200,358,240]}"##
        let press = ##","gestures":[{"kind":"longPress","frame":[16,200,358,240],"meaning":"delete the post"}]"##
        let alert = ##",{"id":"alert","frame":[40,380,310,120],"modal":true,"children":[{"id":"ok","label":"OK","traits":["button"],"frame":[60,420,270,44],"activate":{"announce":"ok"}}]}"##
        XCTAssertEqual(try keyboardFindings(file(post + alert, extra: press)), [])
        let button = ##",{"id":"ok","label":"OK","traits":["button"],"frame":[60,420,270,44],"activate":{"announce":"ok"}}"##
        XCTAssertEqual(try keyboardFindings(file(button, extra: press)),
                       ["keyboard.no-key-path ok: The longPress that does \"delete the post\" has no keyboard path"])
        XCTAssertEqual(try keyboardFindings(file(post, extra: press)), [], "the post's activation point: the list's Long Press")
    }

    /// Space is a tap: a photo opened by Space and liked by a double tap has no key path to the like,
    /// unless the gesture names the photo (the app says its activation likes it).
    func testSpaceCoversOnlyWhatATapDoes() throws {
        let photo = ##",{"id":"photo","label":"Photo","traits":["allowsDirectInteraction","image"],"frame":[16,200,358,300],"activate":{"announce":"opened"}}"##
        let like = ##","gestures":[{"kind":"doubleTap","frame":[16,200,358,300],"meaning":"like photo"}]"##
        XCTAssertEqual(try keyboardFindings(file(photo, extra: like)),
                       ["keyboard.no-key-path photo: The doubleTap that does \"like photo\" has no keyboard path"])
        let named = ##","gestures":[{"kind":"doubleTap","frame":[16,200,358,300],"meaning":"like photo","equivalent":"photo"}]"##
        XCTAssertEqual(try keyboardFindings(file(photo, extra: named)), [], "the app says Space's activation does it")
    }

    /// The app's keyboard shortcut (UIKeyCommand) is a key path when it performs the gesture's
    /// accessible equivalent on its element, wherever the focus is: the photo that takes no focus
    /// shows its details by Command-I. A shortcut performing something else is none.
    func testAShortcutPerformingTheGesturesEquivalentIsAKeyPath() throws {
        func photo(_ keyCommands: String) -> String {
            ##",{"id":"photo","label":"Ridge","traits":["image"],"frame":[16,200,358,300],"respondsToUserInteraction":false,"customActions":[{"name":"Show details","announce":"Details"}]"## + keyCommands + "}"
        }
        let gestures = ##","gestures":[{"kind":"swipe","frame":[16,200,358,300],"meaning":"show details","equivalent":"photo"}]"##
        let unreachable = "keyboard.unreachable photo: Keyboard focus never reaches \"Ridge\": Tab and the arrow keys skip it"
        XCTAssertEqual(try keyboardFindings(file(photo(""), extra: gestures)),
                       [unreachable, "keyboard.no-key-path photo: The swipe that does \"show details\" has no keyboard path"])
        // The detail judges the named equivalent, wherever it lies, not the elements in the area.
        let scene = try SceneFile.parse(file(photo(""), extra: gestures), file: "planted.json")
        let detail = Validator().validate(scene.descriptor, declarative: true).findings.first { $0.ruleID == "keyboard.no-key-path" }?.detail
        XCTAssertEqual(detail, "its equivalent photo, which keyboard focus does not reach, does not offer it by Space or its actions list (Tab-Z), "
                           + "and no keyboard shortcut performs it")
        let activates = ##","keyCommands":[{"title":"Open","keys":"Command-O","performs":"activate"}]"##
        XCTAssertEqual(try keyboardFindings(file(photo(activates), extra: gestures)),
                       [unreachable, "keyboard.no-key-path photo: The swipe that does \"show details\" has no keyboard path"],
                       "the photo has no activation, and an activation is no swipe's equivalent")
        let shows = ##","keyCommands":[{"title":"Show Details","keys":"Command-I","performs":"customAction","action":"Show details"}]"##
        XCTAssertEqual(try keyboardFindings(file(photo(shows), extra: gestures)), [unreachable])
    }

    /// Pre-Poster's delete sheet over its feed: a post's long press (its equivalent a custom action
    /// VoiceOver users reach) lies behind the sheet's modal view, which neither VoiceOver nor the
    /// keyboard focus passes, and a finger there meets the sheet. It was reported as having no
    /// keyboard path in every state with the sheet up; it is judged where the sheet is not.
    func testAGestureBehindAModalViewIsJudgedWhereTheViewIsNot() throws {
        let post = ##",{"id":"post","label":"Post","traits":["staticText"],"frame":[16,200,358,100],"customActions":[{"name":"Delete","announce":"Deleted"}],"respondsToUserInteraction":false}"##
        let sheet = ##",{"id":"sheet","frame":[0,0,390,844],"modal":true,"children":[{"id":"ok","label":"OK","traits":["button"],"frame":[40,400,310,50]}]}"##
        let gestures = ##","gestures":[{"kind":"longPress","frame":[16,200,358,100],"meaning":"long press a post to delete it","equivalent":"post"}]"##
        XCTAssertEqual(try keyboardFindings(file(post, extra: gestures)),
                       ["keyboard.unreachable post: Keyboard focus never reaches \"Post\": Tab and the arrow keys skip it",
                        "keyboard.no-key-path post: The longPress that does \"long press a post to delete it\" has no keyboard path"],
                       "the planted defect: a post keyboard focus never reaches")
        XCTAssertEqual(try keyboardFindings(file(post + sheet, extra: gestures)), [], "behind the sheet: nobody's while it is up")
    }

    /// Under a modal view (a gallery, an alert) the gesture's element is out of VoiceOver's reach as
    /// well as the keyboard's: no keyboard path is missing (Exceptional Dogs' carousel under its
    /// gallery, Photo Filter's image under the photo picker were reported).
    func testAGestureUnderAModalViewNeedsNoKeyboardPath() throws {
        let canvas = ##",{"id":"canvas","label":"Canvas","traits":["allowsDirectInteraction"],"frame":[16,200,358,300]}"##
        let sheet = ##",{"id":"sheet","label":"Gallery","traits":[],"frame":[0,0,390,844],"modal":true,"children":[{"id":"close","label":"Close","traits":["button"],"frame":[16,60,100,44]}]}"##
        let gestures = ##","gestures":[{"kind":"swipe","frame":[16,200,358,300],"meaning":"undo stroke","equivalent":"canvas"}]"##
        XCTAssertEqual(try keyboardFindings(file(canvas, extra: gestures)),
                       ["keyboard.no-key-path canvas: The swipe that does \"undo stroke\" has no keyboard path"])
        XCTAssertEqual(try keyboardFindings(file(canvas + sheet, extra: gestures)), [])
    }

    func testFocusRingOffScreenOrUnderAnElementDrawnAfter() throws {
        let far = ##",{"id":"far","label":"Far","traits":["button"],"frame":[500,900,100,50]}"##
        XCTAssertEqual(try keyboardFindings(file(far)), ["keyboard.focus-hidden far: The focus ring on \"Far\" would be off the screen"])
        let covered = ##",{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]},{"id":"banner","label":"Sale ends today","traits":["staticText"],"frame":[16,200,358,100],"drawing":[{"rect":[16,200,358,100],"fill":"#FFCC00"}]}"##
        XCTAssertEqual(try keyboardFindings(file(covered)),
                       ["keyboard.focus-hidden more: The focus ring on \"More\" would be hidden under \"Sale ends today\""])
        // Drawn before the button, the banner is under it: the ring shows.
        let under = ##",{"id":"banner","label":"Sale ends today","traits":["staticText"],"frame":[16,200,358,100]},{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]}"##
        XCTAssertEqual(try keyboardFindings(file(under)), [])
        // A hidden element exposes nothing: what it draws over the button is decoration, and hides
        // the ring as a container with no element of its own does.
        let hiddenBand = ##",{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]},{"id":"band","hidden":true,"frame":[0,200,390,100],"drawing":[{"rect":[0,200,390,100],"fill":"#223344"}]}"##
        XCTAssertEqual(try keyboardFindings(file(hiddenBand)),
                       ["keyboard.focus-hidden more: The focus ring on \"More\" would be hidden under a drawing that is no element"])
    }

    /// A swipe whose equivalent is a photo in a scroll view: VoiceOver's three-finger scroll on the
    /// photo scrolls the view, which Full Keyboard Access has no key for, so the swipe has no key
    /// path; a shortcut on the photo that scrolls (tried on it, then its ancestors) is one.
    func testAScrollThatGoesUpToTheContainerIsJudgedThere() throws {
        func viewer(shortcut: String) -> String {
            ##",{"id":"viewer","frame":[0,300,390,300],"scrolls":true,"layout":{"axis":"column"},"children":["##
                + ##"{"id":"photo","label":"Sunset over the bay","traits":["image"],"size":[390,300]"## + shortcut + "},"
                + ##"{"id":"details","label":"Taken in Lisbon","traits":["staticText"],"size":[390,300]}]}"##
        }
        let swipe = ##","gestures":[{"kind":"swipe","frame":[0,300,390,300],"meaning":"show the details","equivalent":"photo"}]"##
        XCTAssertEqual(try keyboardFindings(file(viewer(shortcut: ""), extra: swipe)),
                       ["keyboard.no-key-path photo: The swipe that does \"show the details\" has no keyboard path"])
        let scrollKey = ##","keyCommands":[{"title":"Show Details","keys":"Command-I","performs":"scrollUp"}]"##
        XCTAssertEqual(try keyboardFindings(file(viewer(shortcut: scrollKey), extra: swipe)), [])
        XCTAssertEqual(try keyboardFindings(file(viewer(shortcut: scrollKey), extra: swipe.replacingOccurrences(of: "\"photo\"", with: "\"viewer\""))), [],
                       "the same shortcut covers the swipe whose equivalent is the view itself")
        // A carousel whose cards take focus: arrowing through them scrolls it, a key path.
        let carousel = ##",{"id":"photos","frame":[0,300,390,200],"scrolls":true,"scrollAxis":"horizontal","layout":{"axis":"row","spacing":10},"children":["##
            + ##"{"id":"one","label":"Lighthouse","traits":["button"],"size":[300,200],"activate":{"announce":"Opened"}},"##
            + ##"{"id":"two","label":"Harbour","traits":["button"],"size":[300,200],"activate":{"announce":"Opened"}}]}"##
        let next = ##","gestures":[{"kind":"swipe","frame":[0,300,390,200],"meaning":"next photo","equivalent":"photos"}]"##
        XCTAssertEqual(try keyboardFindings(file(carousel, extra: next)), [])
    }

    /// A shortcut scrolling across a gallery's axis does nothing: the gallery refuses a scroll up,
    /// as the Session's scroll finds, so it is no key path for the swipe to the next photo; one
    /// along the axis is.
    func testAShortcutScrollingAcrossTheGallerysAxisIsNoKeyPath() throws {
        func gallery(_ keys: String) -> String {
            ##",{"id":"gallery","frame":[0,300,390,300],"scrolls":true,"scrollAxis":"horizontal","layout":{"axis":"row","spacing":0},"children":["##
                + ##"{"id":"p1","label":"Photo one","traits":["image"],"size":[390,300],"drawing":[{"rect":[0,0,390,300],"fill":"#AA3333"}]"## + keys + "},"
                + ##"{"id":"p2","label":"Photo two","traits":["image"],"size":[390,300]}]}"##
        }
        let swipe = ##","gestures":[{"kind":"swipe","frame":[0,300,390,300],"meaning":"swipe to the next photo","equivalent":"p1"}]"##
        let none = ["keyboard.no-key-path p1: The swipe that does \"swipe to the next photo\" has no keyboard path"]
        XCTAssertEqual(try keyboardFindings(file(gallery(""), extra: swipe)), none)
        let up = ##","keyCommands":[{"title":"Next photo","keys":"Command-Right Arrow","performs":"scrollUp"}]"##
        XCTAssertEqual(try keyboardFindings(file(gallery(up), extra: swipe)), none, "a scroll up does not move a sideways gallery")
        XCTAssertEqual(try keyboardFindings(file(gallery(up), extra: swipe.replacingOccurrences(of: "\"p1\"", with: "\"gallery\""))),
                       [none[0].replacingOccurrences(of: "no-key-path p1", with: "no-key-path gallery")],
                       "nor when the gallery itself is the equivalent")
        let left = ##","keyCommands":[{"title":"Next photo","keys":"Command-Right Arrow","performs":"scrollLeft"}]"##
        XCTAssertEqual(try keyboardFindings(file(gallery(left), extra: swipe)), [])
        let next = ##","keyCommands":[{"title":"Next photo","keys":"Command-Right Arrow","performs":"scrollNext"}]"##
        XCTAssertEqual(try keyboardFindings(file(gallery(next), extra: swipe)), [])
    }

    /// A carousel of photos, none of which takes keyboard focus: VoiceOver's swipes scroll the
    /// photos out of view in, and a finger drags them in, but Full Keyboard Access scrolls an area
    /// only by focusing an item in it or by an app's shortcut. Without either, what lies out of view
    /// is the keyboard user's to miss; a shortcut that scrolls the carousel along its axis, or
    /// photos that take focus, are a path.
    func testACarouselNothingInWhichTakesFocusNeedsAShortcut() throws {
        func carousel(_ keys: String, photoTraits: String = "\"image\"") -> String {
            ##",{"id":"gallery","frame":[0,300,390,200],"scrolls":true,"scrollAxis":"horizontal","layout":{"axis":"row","spacing":10}"## + keys
                + ##","children":[{"id":"p1","label":"Photo one","traits":["## + photoTraits + ##"],"size":[300,200]},"##
                + ##"{"id":"p2","label":"Photo two","traits":["## + photoTraits + ##"],"size":[300,200]},"##
                + ##"{"id":"p3","label":"Photo three","traits":["## + photoTraits + ##"],"size":[300,200]}]}"##
        }
        XCTAssertEqual(try keyboardFindings(file(carousel(""))),
                       ["keyboard.no-key-path gallery: The scroll area gallery keeps what it holds out of view from the keyboard"])
        let up = ##","keyCommands":[{"title":"Next photo","keys":"Command-Right Arrow","performs":"scrollUp"}]"##
        XCTAssertEqual(try keyboardFindings(file(carousel(up))).count, 1, "a scroll up does not move a sideways carousel")
        let next = ##","keyCommands":[{"title":"Next photo","keys":"Command-Right Arrow","performs":"scrollNext"}]"##
        XCTAssertEqual(try keyboardFindings(file(carousel(next))), [])
        XCTAssertEqual(try keyboardFindings(file(carousel("", photoTraits: "\"image\",\"button\""))), [], "photos that take focus scroll in as it reaches them")
    }

    /// A shortcut on a chord the system keeps never reaches the app (Command-Tab switches apps,
    /// Command-Space opens Search, Command-H goes home; Full Keyboard Access takes Tab with
    /// anything): it is no key path, and the finding says whose the chord is. The file still loads.
    func testAShortcutOnAChordTheSystemKeepsIsNoKeyPath() throws {
        func gallery(_ keys: String) -> String {
            ##",{"id":"gallery","frame":[0,300,390,300],"scrolls":true,"scrollAxis":"horizontal","layout":{"axis":"row","spacing":0},"children":["##
                + ##"{"id":"p1","label":"Photo one","traits":["image"],"size":[390,300],"keyCommands":[{"title":"Next photo","keys":""## + keys + ##"","performs":"scrollLeft"}]},"##
                + ##"{"id":"p2","label":"Photo two","traits":["image"],"size":[390,300]}]}"##
        }
        let swipe = ##","gestures":[{"kind":"swipe","frame":[0,300,390,300],"meaning":"swipe to the next photo","equivalent":"p1"}]"##
        let none = ["keyboard.no-key-path p1: The swipe that does \"swipe to the next photo\" has no keyboard path"]
        for (keys, whose) in [("Command-Tab", "the app switcher"), ("Command-Shift-Tab", "the app switcher"), ("Command-Space", "Search"),
                              ("Command-H", "the Home Screen"), ("Command-Option-D", "the Dock"), ("Control-Tab", "Full Keyboard Access's focus movement")] {
            XCTAssertEqual(try keyboardFindings(file(gallery(keys), extra: swipe)), none, keys)
            let scene = try SceneFile.parse(file(gallery(keys), extra: swipe), file: "planted.json")
            let detail = Validator().validate(scene.descriptor, declarative: true).findings.first { $0.ruleID == "keyboard.no-key-path" }?.detail ?? ""
            XCTAssertTrue(detail.contains("\(KeyChord(written: keys)!.written) on p1 is taken by the system (\(whose))"), detail)
        }
        XCTAssertEqual(try keyboardFindings(file(gallery("Command-Option-Right Arrow"), extra: swipe)), [])
    }

    /// A hidden element drawn after a button, its frame the button's own, painting it over opaquely:
    /// the ring is hidden, as under a larger cover (the far edges are half-open, the next pixel's).
    func testACoverOfTheFramesOwnSizeHidesTheRing() throws {
        func cover(_ frame: String) -> String {
            ##",{"id":"buy","label":"Buy","traits":["button"],"frame":[100,300,100,44],"drawing":[{"rect":[100,300,100,44],"fill":"#0066CC"}]},"##
                + ##"{"id":"cover","hidden":true,"frame":"## + frame + ##","drawing":[{"rect":"## + frame + ##","fill":"#FF0000"}]}"##
        }
        let hidden = ["keyboard.focus-hidden buy: The focus ring on \"Buy\" would be hidden under a drawing that is no element"]
        XCTAssertEqual(try keyboardFindings(file(cover("[100,300,100,44]"))), hidden)
        XCTAssertEqual(try keyboardFindings(file(cover("[90,290,120,64]"))), hidden)
        // A cover a point short of the right edge leaves a sliver of the ring to be seen.
        XCTAssertEqual(try keyboardFindings(file(cover("[100,300,99,44]"))), [])
    }

    /// A scene file's drawing is placed by hand: an element of 100×40 drawing an opaque 300×200
    /// panel hides the button under the panel though its frame holds nothing of the button's; what
    /// it draws decides, not its frame. Twins: the same element drawing only a hairline across the
    /// button, or a translucent panel, hides nothing.
    func testACoverDrawingPastItsFrameHidesTheRing() throws {
        func panel(_ drawing: String) -> String {
            ##",{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]},"##
                + ##"{"id":"promo","label":"Promo","traits":["staticText"],"frame":[40,400,100,40],"drawing":["## + drawing + "]}"
        }
        XCTAssertEqual(try keyboardFindings(file(panel(##"{"rect":[20,210,300,200],"fill":"#FFCC00"}"##))),
                       ["keyboard.focus-hidden more: The focus ring on \"More\" would be hidden under \"Promo\""])
        XCTAssertEqual(try keyboardFindings(file(panel(##"{"rect":[20,210,300,200],"fill":"#FFCC00","opacity":0.5},{"rect":[20,239,300,1],"fill":"#C6C6C8"}"##))), [])
        XCTAssertEqual(try keyboardFindings(file(panel(##"{"rect":[20,239,300,1],"fill":"#C6C6C8"},{"rect":[40,400,100,40],"fill":"#FFCC00"}"##))), [])
        // A component exposing no element (hidden from assistive technologies) that draws the
        // panel from a small frame hides it as well.
        let hiddenPanel = ##",{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]},"##
            + ##"{"id":"band","hidden":true,"frame":[40,400,100,40],"drawing":[{"rect":[20,210,300,200],"fill":"#223344"}]}"##
        XCTAssertEqual(try keyboardFindings(file(hiddenPanel)),
                       ["keyboard.focus-hidden more: The focus ring on \"More\" would be hidden under a drawing that is no element"])
        let hiddenHairline = ##",{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]},"##
            + ##"{"id":"band","hidden":true,"frame":[40,400,100,40],"drawing":[{"rect":[20,239,300,1],"fill":"#223344"},{"rect":[40,400,100,40],"fill":"#223344"}]}"##
        XCTAssertEqual(try keyboardFindings(file(hiddenHairline)), [])
    }

    /// Elements sharing one frame are looked past as a group: the cover found is the one a walk of
    /// every element drawn after finds first (the smallest later element whose frame is not the
    /// same, holds the frame whole and is accepted), on seeded random screens of frames drawn from a
    /// small pool, so many are alike and many hold others.
    func testCoversAreTheOnesAWalkOfEveryElementFinds() {
        var seed: UInt64 = 0x2545F4914F6CDD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pool = [Rect(0, 0, 390, 844), Rect(16, 200, 358, 100), Rect(40, 220, 100, 40), Rect(40, 220, 100, 40),
                    Rect(0, 0, 200, 400), Rect(50, 230, 20, 20), Rect(300, 700, 50, 50), Rect(16, 200, 358, 300)]
        var checked = 0, covered = 0
        for _ in 0..<300 {
            let frames = (0..<(1 + next(40))).map { _ in pool[next(pool.count)] }
            let rejected = Set((0..<frames.count).filter { _ in next(4) == 0 })
            let drawn = HiddenFromSight.FramesDrawn(frames)
            for element in frames.indices {
                let walked = frames.indices.first { other in
                    other > element && frames[other] != frames[element] && frames[other].contains(frames[element]) && !rejected.contains(other)
                }
                XCTAssertEqual(drawn.firstCovering(element) { !rejected.contains($0) }, walked, "element \(element) of \(frames)")
                checked += 1
                if walked != nil { covered += 1 }
            }
        }
        XCTAssertGreaterThan(covered, checked / 4, "the screens hold covered elements")
        XCTAssertLessThan(covered, checked, "and uncovered ones")
    }

    /// A thousand buttons sharing the screen's frame are two targets in one place each, not hidden
    /// under one another; the button under a banner is still found hidden, behind them all.
    func testManyElementsOfOneFrameHideNothingFromEachOther() throws {
        let same = (0..<1000).map { ##",{"id":"e\##($0)","label":"Item \##($0)","traits":["button"],"frame":[0,0,390,844]}"## }.joined()
        let covered = ##",{"id":"more","label":"More","traits":["button"],"frame":[40,220,100,40]}"## + same
            + ##",{"id":"banner","label":"Sale ends today","traits":["staticText"],"frame":[16,200,358,100],"drawing":[{"rect":[16,200,358,100],"fill":"#FFCC00"}]}"##
        let found = try keyboardFindings(file(covered)).filter { $0.hasPrefix("keyboard.focus-hidden") }
        // The full-screen buttons draw nothing: "More" is hidden under the banner, the first drawn over it.
        XCTAssertTrue(found.contains("keyboard.focus-hidden more: The focus ring on \"More\" would be hidden under \"Sale ends today\""), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("keyboard.focus-hidden e") }, "no full-screen button is hidden: \(found.prefix(3))")
    }

    /// A swipe-to-delete list: each row's swipe names the row as its equivalent. Without `when` the
    /// swipes stay declared after their rows are deleted; the keyboard rule then judged the rows that
    /// moved into the area (the last row, which takes no focus and has no swipe of its own) and said
    /// the deleted row was one "keyboard focus does not reach". It
    /// judges no gesture whose named equivalent the state does not hold (actions.touch-only-gesture
    /// names the missing equivalent), and with the rows' `when` on the swipes the list is clean.
    func testADeletedRowsSwipeIsNotJudgedAndItsWhenDeclaresItOnlyWithTheRow() throws {
        func list(when: Bool) -> String {
            func row(_ name: String) -> String {
                ##"{"id":"row-\##(name)","label":"\##(name)","traits":["staticText"],"size":[390,50],"when":{"state":"\##(name)","equals":true},"##
                    + ##""customActions":[{"name":"Delete","set":{"\##(name)":false},"layoutChanged":true}],"drawing":[{"text":"\##(name)","box":[16,14,300,22],"style":"body"}]}"##
            }
            func swipe(_ name: String, y: Int) -> String {
                ##"{"kind":"swipe","frame":[0,\##(y),390,50],"meaning":"delete \##(name)","equivalent":"row-\##(name)""##
                    + (when ? ##","when":{"state":"\##(name)","equals":true}}"## : "}")
            }
            return ##"{"format":"axsandbox-scene","version":1,"id":"groceries","device":{"idiom":"phone","width":390,"height":844},"##
                + ##""state":{"milk":true,"eggs":true,"bread":true},"elements":[{"id":"rows","container":"list","frame":[0,100,390,0],"layout":{"axis":"column"},"children":["##
                + row("milk") + "," + row("eggs") + "," + row("bread").replacingOccurrences(of: ##""size""##, with: ##""respondsToUserInteraction":false,"size""##)
                + "]}],\"gestures\":[" + swipe("milk", y: 100) + "," + swipe("eggs", y: 150) + "]}"
        }
        func findings(_ text: String) throws -> [Finding] {
            let scene = try SceneFile.parse(text, file: "list.json")
            return Validator(bounds: .default).validate(scene.descriptor).findings
                .filter { $0.rule == .keyboardNoKeyPath || $0.rule == .actionsTouchOnlyGesture }
        }
        let undeclared = try findings(list(when: false))
        XCTAssertEqual(undeclared.filter { $0.rule == .keyboardNoKeyPath }.map(\.detail), [], "a deleted row is not judged as one focus does not reach")
        XCTAssertEqual(Set(undeclared.map(\.message)), ["The swipe that does \"delete milk\" names equivalent \"row-milk\", which is not a reachable element",
                                                       "The swipe that does \"delete eggs\" names equivalent \"row-eggs\", which is not a reachable element"])
        XCTAssertEqual(try findings(list(when: true)), [], "each swipe declared only with its row")
    }
}
