import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// Scene files behave through the same Session as Swift scenes: UIKit's defaults (toggles flip,
/// selection moves), the declared vocabulary (adjustable state, effects, screens, pages, reordering)
/// and text that reflows with Dynamic Type.
final class SceneFileBehaviourTests: XCTestCase {
    private let header = #""format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"}"#

    private func load(_ body: String) throws -> FileScene { try SceneFile.parse("{\(header),\(body)}", file: "test.json") }

    private static func example(_ name: String) throws -> FileScene {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/\(name).json")
        return try SceneFile.load(path: url.path)
    }

    private func expectError(_ body: String, location: String, message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try load(body), file: file, line: line) { error in
            guard let e = error as? SceneFileError else { return XCTFail("unexpected \(error)", file: file, line: line) }
            XCTAssertEqual(e.location, location, file: file, line: line)
            XCTAssertEqual(e.message, message, file: file, line: line)
        }
    }

    private func walk(_ scene: Scene, to id: String) -> VoiceOverWalk {
        let walk = VoiceOverWalk(scene)
        walk.send(.first)
        while walk.session.focusedElementID != id, !walk.session.navigation.isEmpty {
            let before = walk.session.focusedElementID
            walk.send(.next)
            if walk.session.focusedElementID == before { XCTFail("\(id) not reachable"); break }
        }
        return walk
    }

    private func element(_ walk: VoiceOverWalk, _ id: String) -> AccessibilityElement? {
        walk.session.navigation.node(withID: id)
    }

    func testAToggleButtonFlipsItsValueOnADoubleTapAndTheDrawingFollows() throws {
        let scene = try Self.example("settings-sheet")
        let walk = walk(scene, to: "wifi")
        XCTAssertEqual(element(walk, "wifi")?.value, "1")
        var before = DisplayList()
        scene.draw(into: &before, settings: .default, time: 0)
        let outputs = walk.send(.activate)
        XCTAssertTrue(outputs.contains { $0.event == .action(elementID: "wifi", name: "activate", result: true) })
        XCTAssertEqual(element(walk, "wifi")?.value, "0")
        XCTAssertEqual(walk.session.description(at: walk.session.navigation.index(of: "wifi")!).description, "Wi-Fi. Switch Button. Off.")
        var after = DisplayList()
        scene.draw(into: &after, settings: .default, time: 0)
        XCTAssertNotEqual(before, after, "the switch's track and knob follow the value")
        walk.send(.activate)
        XCTAssertEqual(element(walk, "wifi")?.value, "1")
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "wifi" }?.value, "1")
    }

    func testActivatingASegmentMovesTheSelection() throws {
        let scene = try Self.example("segmented-control")
        let walk = walk(scene, to: "month")
        XCTAssertTrue(element(walk, "week")!.traits.contains(.selected))
        walk.send(.activate)
        XCTAssertFalse(element(walk, "week")!.traits.contains(.selected))
        XCTAssertTrue(element(walk, "month")!.traits.contains(.selected))
        XCTAssertEqual(element(walk, "summary")?.label, "Steps this month")
        walk.send(.previous)
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.next)), ["Selected: Month. Button. 2 of 3."])
    }

    func testWithoutVoiceOverATapDoesWhatADoubleTapDoes() throws {
        let scene = try Self.example("settings-sheet")
        let walk = VoiceOverWalk(scene, voiceOver: false)
        let row = try XCTUnwrap(scene.elements.first?.children.first { $0.id == "bluetooth" }).frame
        walk.pointer([(.down, 0, row.center), (.up, 0, row.center)])
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "bluetooth" }?.value, "1")
    }

    func testARightToLeftLayoutMirrorsTheFileAsItDoesASwiftControl() throws {
        let scene = try Self.example("segmented-control")
        var settings = Settings()
        settings.layoutDirection = .rightToLeft
        let segments = scene.accessibilityElements(settings: settings)[0].children[1].children
        XCTAssertEqual(segments.map(\.id), ["week", "month", "year"])
        XCTAssertGreaterThan(segments[0].frame.minX, segments[2].frame.minX, "the first segment is on the right")
    }

    /// scene-format.md, "Too wide": a row keeps its width and its spacing, and its last children get
    /// what is left, down to none; a grid the same across; a column grows down past its frame's height.
    func testARowTooNarrowSqueezesItsLastChildrenAndAColumnGrows() throws {
        let buttons = (1...4).map { #"{"id":"r\#($0)","label":"R\#($0)","traits":["button"],"size":[90,44]}"# }.joined(separator: ",")
        let scene = try load(##""elements":[{"id":"row","frame":[16,100,200,44],"layout":{"axis":"row","spacing":8},"children":[\##(buttons)]},"##
            + ##"{"id":"col","frame":[16,200,200,60],"layout":{"axis":"column","spacing":8},"children":[{"id":"c1","label":"C1","traits":["button"]},{"id":"c2","label":"C2","traits":["button"]}]},"##
            + ##"{"id":"grid","frame":[16,400,100,100],"layout":{"axis":"grid","columns":2},"children":[{"id":"g1","label":"G1","traits":["button"],"size":[80,44]},{"id":"g2","label":"G2","traits":["button"],"size":[80,44]}]}]"##)
        let elements = scene.accessibilityElements(settings: .default)
        func frame(_ id: String) -> Rect? {
            for top in elements { if let found = top.children.first(where: { $0.id == id }) { return found.frame } }
            return nil
        }
        // The three spacings are kept (24 points), the buttons share the 176 left, in order.
        XCTAssertEqual(frame("r1"), Rect(16, 100, 90, 44))
        XCTAssertEqual(frame("r2"), Rect(114, 100, 86, 44), "the second gets the 86 points left")
        XCTAssertEqual(frame("r3")?.width, 0, "the third gets none")
        XCTAssertEqual(frame("r4")?.width, 0, "the fourth gets none")
        XCTAssertEqual(frame("g2")?.width, 20, "a grid's second column gets what is left of its width")
        XCTAssertEqual(frame("c2"), Rect(16, 252, 200, 44), "the column grows past the 60 points its frame gives")
    }

    func testATabBarIsASelectionGroupToo() throws {
        let scene = try load(##""elements":[{"id":"tabs","traits":["tabBar"],"frame":[0,700,390,80],"children":[{"id":"a","label":"Home","traits":["button","selected"],"frame":[0,700,195,80]},{"id":"b","label":"Search","traits":["button"],"frame":[195,700,195,80]}]}]"##)
        let walk = walk(scene, to: "b")
        walk.send(.activate)
        XCTAssertEqual(walk.session.description(at: walk.session.navigation.index(of: "b")!).description, "Selected: Search. Tab. 2 of 2.")
    }

    func testAnAdjustableStateStepsThroughItsRangeAndSpeaksItsFormat() throws {
        let scene = try load(##""state":{"volume":{"value":50,"range":[0,100],"step":10,"format":"{value}%"}},"drawing":[{"ellipse":[20,100,20,20],"fill":"#000000","slide":{"state":"volume","by":[300,0]}}],"elements":[{"id":"v","label":"Volume","adjusts":"volume","frame":[20,90,320,40]}]"##)
        let walk = walk(scene, to: "v")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.up)), ["60%"])
        for _ in 0..<6 { walk.send(.up) }
        XCTAssertEqual(element(walk, "v")?.value, "100%")
        let atEnd = walk.send(.up)
        XCTAssertTrue(atEnd.contains { $0.event == .action(elementID: "v", name: "increment", result: false) })
        var list = DisplayList()
        scene.draw(into: &list, settings: .default, time: 0)
        XCTAssertEqual(list.items.first?.command, .fill(.ellipse(Rect(320, 100, 20, 20)), .black), "the knob sits at the value's place")
    }

    func testAListWithSpokenValues() throws {
        let scene = try load(##""state":{"speed":{"value":"slow","values":["slow","fast"],"spoken":["Slow speed","Fast speed"]}},"elements":[{"id":"s","label":"Speed","adjusts":"speed","frame":[0,0,100,44]}]"##)
        let walk = walk(scene, to: "s")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.up)), ["Fast speed"])
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.down)), ["Slow speed"])
    }

    func testCustomActionsSetStateAndAnnounceWithTheirPriority() throws {
        let scene = try load(##""state":{"rating":{"value":3,"range":[0,5]}},"drawing":[{"rect":[0,0,10,10],"fill":"#000000","when":{"state":"rating","atLeast":1}}],"elements":[{"id":"r","label":"Rating","value":"{rating} stars","frame":[0,0,100,44],"customActions":[{"name":"Clear","set":{"rating":0},"announce":"Rating cleared","priority":"high"}]}]"##)
        let walk = walk(scene, to: "r")
        walk.send(.down)
        let outputs = walk.send(.activate)
        XCTAssertTrue(outputs.contains { $0.event == .notification(name: .announcement, argument: "Rating cleared") })
        XCTAssertTrue(outputs.contains { if case .speech(let s) = $0.event { return s.text == "Rating cleared" && s.priority == .high }; return false })
        XCTAssertEqual(element(walk, "r")?.value, "0 stars")
        var list = DisplayList()
        scene.draw(into: &list, settings: .default, time: 0)
        XCTAssertTrue(list.isEmpty, "the star drawn while the rating is at least 1 is gone")
    }

    /// An effect's `layoutChanged` posts the notification UIKit's `post(notification: .layoutChanged,
    /// argument:)` does: naming an element, VoiceOver moves there and reads it; `true`, it stays.
    /// Either answers `notify.layout-change`, which an `announce` alone does not.
    func testLayoutChangedMovesVoiceOverToTheElementItNames() throws {
        func scene(_ effect: String) throws -> FileScene {
            try load(##""state":{"shown":false},"elements":[{"id":"show","label":"Show details","traits":["button"],"frame":[16,100,358,44],"activate":{"set":{"shown":true},"##
                     + effect + ##"}},{"id":"details","label":"Details are here","frame":[16,160,358,44],"when":{"state":"shown","equals":true}}]"##)
        }
        let named = walk(try scene(##""layoutChanged":"details""##), to: "show")
        let moved = named.send(.activate)
        XCTAssertTrue(moved.contains { $0.event == .notification(name: .layoutChanged, argument: "element:details") }, "\(moved)")
        XCTAssertEqual(named.session.focusedElementID, "details")
        XCTAssertEqual(VoiceOverWalk.spoken(moved).last, "Details are here")
        let stays = walk(try scene(##""layoutChanged":true,"announce":"Details shown""##), to: "show")
        let told = stays.send(.activate)
        XCTAssertTrue(told.contains { $0.event == .notification(name: .layoutChanged, argument: nil) }, "\(told)")
        XCTAssertEqual(stays.session.focusedElementID, "show")
        XCTAssertEqual(VoiceOverWalk.spoken(told).last, "Details shown", "the announcement is heard after the layout change")
        XCTAssertNoThrow(try scene(##""layoutChanged":false"##))
        expectError(##""elements":[{"id":"a","frame":[0,0,1,1],"activate":{"layoutChanged":"nowhere"}}]"##, location: "elements[0].activate.layoutChanged",
                    message: "unknown element \"nowhere\"; expected the id of an element declared in this file")
        expectError(##""elements":[{"id":"a","frame":[0,0,1,1],"activate":{"layoutChanged":1}}]"##, location: "elements[0].activate.layoutChanged",
                    message: "expected true, or the id of the element VoiceOver moves to, found a number")
    }

    /// A `magicTap` effect runs on VoiceOver's magic tap while the focus is on its element or inside
    /// it, tried up the chain as UIKit's `accessibilityPerformMagicTap` is: a container around the
    /// screen is the app's play and pause.
    func testMagicTapRunsTheEffectUpTheChain() throws {
        let scene = try load(##""state":{"playing":false},"elements":[{"id":"player","frame":[0,0,390,300],"##
            + ##""magicTap":{"set":{"playing":true},"announce":"Playing"},"children":[{"id":"title","label":"Song","traits":["staticText"],"frame":[16,100,358,44]}]}]"##)
        let walk = walk(scene, to: "title")
        let outputs = walk.send(.magicTap)
        XCTAssertTrue(outputs.contains { $0.event == .notification(name: .announcement, argument: "Playing") }, "\(outputs)")
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "playing" }?.value, "1")
        expectError(##""elements":[{"id":"a","frame":[0,0,1,1],"magicTap":{"toggle":true}}]"##, location: "elements[0].magicTap.toggle",
                    message: "unknown field; expected one of set, announce, priority, zoomFocus, open, close, layoutChanged")
    }

    func testOpenPushesAScreenAndEscapeGoesBack() throws {
        let scene = try load(##""screens":[{"id":"detail","title":"Details","elements":[{"id":"back","label":"Back","traits":["backButton"],"frame":[0,40,80,44],"activate":{"close":true}}]}],"elements":[{"id":"more","label":"More","traits":["button"],"frame":[0,100,100,44],"activate":{"open":"detail"}}]"##)
        let walk = walk(scene, to: "more")
        let opened = walk.send(.activate)
        XCTAssertTrue(opened.contains { $0.event == .notification(name: .screenChanged, argument: nil) })
        XCTAssertEqual(VoiceOverWalk.spoken(opened).suffix(2), ["Details", "Back. Back Button."], "the title, then the element")
        XCTAssertEqual(walk.session.focusedElementID, "back")
        XCTAssertNil(element(walk, "more"), "a pushed screen replaces the one below")
        walk.send(.escape)
        XCTAssertEqual(walk.session.focusedElementID, "more")
        walk.send(.activate)
        walk.send(.activate)  // the Back button's close
        XCTAssertEqual(walk.session.focusedElementID, "more")
    }

    func testASheetIsModalAndDrawnOverTheScreenBelow() throws {
        let scene = try load(##""drawing":[{"rect":[0,0,390,100],"fill":"#FF0000"}],"screens":[{"id":"s","sheet":true,"frame":[0,400,390,444],"elements":[{"id":"ok","label":"OK","traits":["button"],"frame":[20,20,350,44],"activate":{"close":true}}]}],"elements":[{"id":"share","label":"Share","traits":["button"],"frame":[0,100,100,44],"activate":{"open":"s"}}]"##)
        let walk = walk(scene, to: "share")
        walk.send(.activate)
        XCTAssertEqual(walk.session.navigation.entries.map(\.id), ["ok"])
        XCTAssertEqual(element(walk, "ok")?.frame, Rect(20, 420, 350, 44), "a sheet's elements are in its own coordinates")
        var list = DisplayList()
        scene.draw(into: &list, settings: .default, time: 0)
        XCTAssertEqual(list.items.first?.command, .fill(.rect(Rect(0, 0, 390, 100)), try Color(hex: "#FF0000")), "the screen below stays drawn")
        walk.send(.escape)
        XCTAssertEqual(walk.session.focusedElementID, "share")
    }

    /// A file's screens and sheets close with a screen change naming nothing, as UIKit's pop and
    /// sheet dismissal post: VoiceOver lands on the first element of the screen shown again, not on
    /// the button that opened the closed one (docs/voiceover.md, "When a screen closes"). The
    /// opener is the third element, so a return to it would fail; Full Keyboard Access does return
    /// to it (KeyboardScreenMemoryTests).
    func testClosingAScreenOrASheetLandsVoiceOverOnTheFirstElementNotTheOpener() throws {
        for sheet in [false, true] {
            let scene = try load(##""screens":[{"id":"more","sheet":\##(sheet),"elements":[{"id":"done","label":"Done","traits":["button"],"frame":[16,40,100,44],"activate":{"close":true}}]}],"elements":[{"id":"title","label":"Devices","traits":["header"],"frame":[16,40,358,41]},{"id":"line","label":"Three devices","traits":["staticText"],"frame":[16,100,358,30]},{"id":"opener","label":"More","traits":["button"],"frame":[16,200,100,44],"activate":{"open":"more"}}]"##)
            for close in [VoiceOverCommand.activate, .escape] {
                let walk = walk(scene, to: "opener")
                walk.send(.activate)
                XCTAssertEqual(walk.session.focusedElementID, "done", "sheet: \(sheet)")
                let closed = walk.send(close)
                XCTAssertTrue(closed.contains { $0.event == .notification(name: .screenChanged, argument: nil) }, "sheet: \(sheet), \(close)")
                XCTAssertEqual(walk.session.focusedElementID, "title", "sheet: \(sheet), closed by \(close)")
            }
        }
    }

    func testAScrollAreaTurnsPagesAndSaysWhichPage() throws {
        let scene = try load(##""elements":[{"id":"feed","frame":[0,100,390,200],"scrolls":true,"layout":{"axis":"column"},"children":[{"id":"p1","label":"One","size":[390,200]},{"id":"p2","label":"Two","size":[390,200]},{"id":"p3","label":"Three","size":[390,200]}]}]"##)
        let walk = walk(scene, to: "p1")
        XCTAssertEqual(walk.session.navigation.entries.map(\.id), ["p1"], "only what shows through the viewport")
        let outputs = walk.send(.scroll(.up))
        XCTAssertTrue(VoiceOverWalk.spoken(outputs).contains("Page 2 of 3"))
        XCTAssertEqual(walk.session.navigation.entries.map(\.id), ["p2"])
        XCTAssertEqual(element(walk, "p2")?.frame, Rect(0, 100, 390, 200))
        walk.send(.scroll(.up))
        let atEnd = walk.send(.scroll(.up))
        XCTAssertTrue(VoiceOverWalk.sounds(atEnd).contains("boundary"))
    }

    /// A sheet or pushed screen presented again is a new presentation (UIKit's view controller made
    /// anew): when it closes its scroll areas go back to the top, so the state holds no offset of a
    /// screen not shown and reopening does not land mid-list; the root screen's scroll area, and a
    /// pushed screen's under a sheet over it, keep theirs.
    func testAClosedScreenForgetsItsScrollOffsetAndWhatStaysKeepsIt() throws {
        let rows = { (prefix: String) in (1...3).map { ##"{"id":"\##(prefix)\##($0)","label":"\##(prefix) \##($0)","size":[390,200]}"## }.joined(separator: ",") }
        let scene = try load(##""elements":[{"id":"open","label":"Library","traits":["button"],"frame":[0,40,390,44],"activate":{"open":"lib"}},"##
            + ##"{"id":"home","frame":[0,100,390,200],"scrolls":true,"layout":{"axis":"column"},"children":["## + rows("h") + ##"]}],"##
            + ##""screens":[{"id":"lib","elements":[{"id":"back","label":"Back","traits":["backButton"],"frame":[0,40,80,44],"activate":{"close":true}},"##
            + ##"{"id":"more","label":"More","traits":["button"],"frame":[100,40,80,44],"activate":{"open":"sheet"}},"##
            + ##"{"id":"songs","frame":[0,100,390,200],"scrolls":true,"layout":{"axis":"column"},"children":["## + rows("s") + ##"]}]},"##
            + ##"{"id":"sheet","sheet":true,"frame":[0,400,390,444],"elements":[{"id":"done","label":"Done","traits":["button"],"frame":[0,0,390,44],"activate":{"close":true}},"##
            + ##"{"id":"picks","frame":[0,100,390,200],"scrolls":true,"layout":{"axis":"column"},"children":["## + rows("p") + ##"]}]}]"##)
        let initial = scene.stateSnapshot()
        let offset = { (id: String) in scene.stateSnapshot().first { $0.key == "scroll." + id }?.value }
        let walk = walk(scene, to: "h1")
        walk.send(.scroll(.up))
        XCTAssertEqual(offset("home"), "200")
        walk.send(.first)
        walk.send(.activate)  // Library: the pushed screen
        walk.send(.next); walk.send(.next)
        XCTAssertEqual(walk.session.focusedElementID, "s1")
        walk.send(.scroll(.up)); walk.send(.scroll(.up))
        XCTAssertEqual(offset("songs"), "400")
        // A sheet over the pushed screen, scrolled and closed: the screen under it keeps its list.
        walk.send(.first); walk.send(.next)
        XCTAssertEqual(walk.session.focusedElementID, "more")
        walk.send(.activate)
        walk.send(.next)
        XCTAssertEqual(walk.session.focusedElementID, "p1")
        walk.send(.scroll(.up))
        XCTAssertEqual(offset("picks"), "200")
        walk.send(.escape)
        XCTAssertEqual(offset("picks"), "0", "the closed sheet's list is back at the top")
        XCTAssertEqual(offset("songs"), "400", "the screen under the sheet stayed open and keeps its place")
        walk.send(.escape)
        XCTAssertEqual(offset("songs"), "0", "the closed screen's list is back at the top")
        XCTAssertEqual(offset("home"), "200", "the root screen keeps its place")
        XCTAssertEqual(scene.stateSnapshot().filter { $0.key != "scroll.home" }.map(\.value), initial.filter { $0.key != "scroll.home" }.map(\.value),
                       "nothing of the closed screens stays in the state")
        walk.send(.first)
        walk.send(.activate)
        XCTAssertEqual(walk.session.navigation.entries.map(\.id), ["back", "more", "s1"], "reopened, the list shows its first row")
    }

    /// `"scrollAxis": "horizontal"` makes a carousel: three fingers left turn its page, and a
    /// scroll area without the field is vertical as before.
    func testAHorizontalScrollAreaTurnsPagesSideways() throws {
        let scene = try load(##""elements":[{"id":"strip","frame":[0,100,200,100],"scrolls":true,"scrollAxis":"horizontal","layout":{"axis":"row"},"children":[{"id":"a","label":"A","size":[200,100]},{"id":"b","label":"B","size":[200,100]}]}]"##)
        let walk = walk(scene, to: "a")
        XCTAssertEqual(walk.session.navigation.entries.map(\.id), ["a"])
        XCTAssertTrue(VoiceOverWalk.sounds(walk.send(.scroll(.up))).contains("boundary"), "not its axis")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.scroll(.left))), ["Page 2 of 2"])
        XCTAssertEqual(walk.session.navigation.entries.map(\.id), ["b"])
        XCTAssertEqual(element(walk, "b")?.frame, Rect(0, 100, 200, 100))
    }

    func testAScrollAxisNeedsAScrollAreaOfARowOfSizedChildren() {
        expectError(##""elements":[{"id":"c","frame":[0,0,100,100],"scrollAxis":"horizontal","layout":{"axis":"row"},"children":[{"id":"a","size":[50,50]}]}]"##,
                    location: "elements[0].scrollAxis", message: "a scroll axis goes with \"scrolls\": true")
        expectError(##""elements":[{"id":"c","frame":[0,0,100,100],"scrolls":true,"scrollAxis":"horizontal","layout":{"axis":"column"},"children":[{"id":"a","size":[50,50]}]}]"##,
                    location: "elements[0].scrollAxis", message: "a horizontal scroll area lays its children out in a row")
        expectError(##""elements":[{"id":"c","frame":[0,0,100,100],"scrolls":true,"scrollAxis":"horizontal","layout":{"axis":"row"},"children":[{"id":"a"}]}]"##,
                    location: "elements[0].scrollAxis", message: "each child of a horizontal scroll area needs a size: the content is as wide as they are")
        XCTAssertThrowsError(try load(##""elements":[{"id":"c","frame":[0,0,100,100],"scrolls":true,"scrollAxis":"sideways","layout":{"axis":"row"},"children":[{"id":"a","size":[50,50]}]}]"##))
    }

    /// A three-finger scroll that takes the focus away lands on the first post the new page shows
    /// whole: one the viewport's top edge cuts lies on screen, but half of it is hidden.
    func testAPageScrollLandsOnThePostTheViewportShowsWholeNotOneItsEdgeCuts() throws {
        let posts = (1...7).map { #"{"id":"p\#($0)","label":"Post \#($0)","size":[390,250]}"# }.joined(separator: ",")
        let scene = try load(#""elements":[{"id":"feed","frame":[0,100,390,600],"scrolls":true,"layout":{"axis":"column","spacing":8},"children":["# + posts + "]}]")
        let walk = walk(scene, to: "p1")
        let outputs = walk.send(.scroll(.up))
        XCTAssertEqual(VoiceOverWalk.spoken(outputs), ["Page 2 of 3"])
        XCTAssertEqual(try XCTUnwrap(element(walk, "p3")).frame, Rect(0, 100, 390, 166), "Post 3 is cut by the viewport's top edge")
        XCTAssertEqual(walk.session.focusedElementID, "p4")
    }

    /// `toggles` makes a switch, as UIKit's: both traits, so VoiceOver says "Switch Button" (with the
    /// toggle trait alone it would not, and validation would report `traits.conflict`).
    func testTogglesMakesASwitchButton() throws {
        let scene = try load(##""state":{"wifi":true},"elements":[{"id":"w","label":"Wireless","toggles":"wifi","frame":[0,100,390,44]}]"##)
        let walk = walk(scene, to: "w")
        XCTAssertEqual(element(walk, "w")?.traits, [.button, .toggleButton])
        XCTAssertEqual(walk.session.description(at: walk.session.navigation.index(of: "w")!).description, "Wireless. Switch Button. On.")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.activate)), ["Off"])
    }

    func testReorderingByVoiceOversDragAndDropDescriptors() throws {
        let scene = try Self.example("reorderable-list")
        let walk = walk(scene, to: "home")
        XCTAssertEqual(element(walk, "home")?.dragSources.map(\.name), ["Drag Home"])
        XCTAssertEqual(element(walk, "work")?.dropPoints.map(\.name), ["Drop above Work", "Drop below Work"])
        walk.send(.down)  // Drag Home
        walk.send(.activate)
        XCTAssertTrue(walk.session.isDragging)
        walk.send(.next)  // work
        walk.send(.down)  // Drag Work
        walk.send(.down)  // Drop above Work
        walk.send(.down)  // Drop below Work
        let dropped = walk.send(.activate)
        XCTAssertTrue(dropped.contains { $0.event == .action(elementID: "work", name: "drop", result: true) })
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "order.places" }?.value, "work,home,gym,school")
        let places = try XCTUnwrap(element(walk, "places"))
        XCTAssertEqual(places.children.map(\.id), ["work", "home", "gym", "school"])
        XCTAssertLessThan(places.children[0].frame.minY, places.children[1].frame.minY, "frames follow the new order")
    }

    func testAReorderableGridNamesItsDropPointsBeforeAndAfter() throws {
        let scene = try load(##""elements":[{"id":"apps","reorderable":true,"frame":[0,100,390,0],"layout":{"axis":"grid","columns":2,"spacing":10},"children":[{"id":"a","label":"Mail","size":[100,100]},{"id":"b","label":"Maps","size":[100,100]},{"id":"c","label":"Notes","size":[100,100]}]}]"##)
        let walk = walk(scene, to: "a")
        let maps = try XCTUnwrap(element(walk, "b"))
        XCTAssertEqual(maps.frame, Rect(110, 100, 100, 100), "the second of a row of two")
        XCTAssertEqual(element(walk, "c")?.frame.minY, 210, "the third starts the next row")
        XCTAssertEqual(maps.dropPoints.map(\.name), ["Drop before Maps", "Drop after Maps"])
        walk.send(.down)  // Drag Mail
        walk.send(.activate)
        walk.send(.next)  // Maps
        walk.send(.down)  // Drag Maps
        walk.send(.down)  // Drop before Maps
        walk.send(.down)  // Drop after Maps
        walk.send(.activate)
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "order.apps" }?.value, "b,a,c")
    }

    func testAFingersLongPressAndMoveReordersToo() throws {
        let scene = try Self.example("reorderable-list")
        let places = try XCTUnwrap(scene.elements.first?.children.first { $0.id == "places" }).children
        let home = places[0].frame.center, belowGym = Point(places[2].frame.midX, places[2].frame.maxY - 4)
        let walk = VoiceOverWalk(scene, voiceOver: false)
        walk.pointer([(.down, 0, home), (.move, 0, home), (.move, 0, belowGym), (.up, 0, belowGym)], spacing: 600)
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "order.places" }?.value, "work,gym,home,school")
    }

    func testWrappedTextGrowsItsItemAndMovesTheItemsBelow() throws {
        let scene = try Self.example("settings-sheet")
        let rows = { (size: ContentSizeCategory) -> [AccessibilityElement] in
            var settings = Settings()
            settings.contentSize = size
            return scene.accessibilityElements(settings: settings)[0].children
        }
        let normal = rows(.default), large = rows(.accessibilityXXXLarge)
        XCTAssertEqual(normal[1].frame.height, 44)
        XCTAssertGreaterThan(large[1].frame.height, 44, "the Wi-Fi row grows with its text")
        XCTAssertEqual(large[2].frame.minY - large[1].frame.maxY, 16, "the next row moves down, the spacing kept")
        var settings = Settings()
        settings.contentSize = .accessibilityXXXLarge
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: 0)
        let metrics = EstimatedTextMetrics()
        XCTAssertFalse(list.textRuns.contains { metrics.isClipped($0.run) }, "no text is clipped at AX5")
    }

    /// `"wrap": false` keeps one line: in a layout its box grows to that line's height at the
    /// content size, as a one-line label in a stack view does, and never to more lines; its width
    /// stays, so a line wider than the box is clipped. At AX5 "Hi" in a 22-point box was reported
    /// clipped for want of height alone.
    func testOptingOutOfWrappingKeepsOneLineThatGrowsInHeight() throws {
        let scene = try load(##""elements":[{"id":"c","frame":[0,0,390,0],"layout":{"axis":"column"},"children":[{"id":"a","label":"A","size":[100,24],"drawing":[{"text":"A long line of text","box":[0,2,100,20],"style":"body","wrap":false}]}]}]"##)
        var list = DisplayList()
        scene.draw(into: &list, settings: .default, time: 0)
        let line = BundledFontMetrics().lineHeight(size: Settings().pointSize(.body))
        XCTAssertEqual(list.textRuns.first?.run.wraps, false)
        XCTAssertEqual(list.textRuns.first?.run.box, Rect(0, 2, 100, line), "one line's height at the default size")
        XCTAssertEqual(scene.elements[0].children[0].frame.height, 24 + line - 20, accuracy: 1e-9)
        var largest = Settings()
        largest.contentSize = .accessibilityXXXLarge
        let ax5Line = BundledFontMetrics().lineHeight(size: largest.pointSize(.body))
        list = DisplayList()
        scene.draw(into: &list, settings: largest, time: 0)
        XCTAssertEqual(list.textRuns.first?.run.box, Rect(0, 2, 100, ax5Line), "one line at AX5, as wide as declared")
        XCTAssertEqual(scene.accessibilityElements(settings: largest)[0].children[0].frame.height, 24 + ax5Line - 20, accuracy: 1e-9)
        XCTAssertTrue(BundledFontMetrics().isClipped(list.textRuns[0].run), "the long line is wider than its box")
        let short = try load(##""elements":[{"id":"c","frame":[0,0,390,0],"layout":{"axis":"column"},"children":[{"id":"a","label":"Hi","size":[358,44],"drawing":[{"text":"Hi","box":[0,11,358,22],"style":"body","wrap":false}]}]}]"##)
        list = DisplayList()
        short.draw(into: &list, settings: largest, time: 0)
        XCTAssertFalse(BundledFontMetrics().isClipped(list.textRuns[0].run), "one short line fits once its box grew")
    }

    func testEachCopyStartsFromTheFile() throws {
        let scene = try Self.example("settings-sheet")
        let walk = walk(scene, to: "wifi")
        walk.send(.activate)
        let fresh = scene.descriptor.make()
        XCTAssertEqual(fresh.stateSnapshot().first { $0.key == "wifi" }?.value, "1")
    }

    func testBehaviourErrorsNameTheirJSONPath() {
        expectError(##""elements":[{"id":"a","frame":[0,0,1,1],"adjusts":"nope"}]"##, location: "elements[0].adjusts",
                    message: "unknown state \"nope\"; declare it in the top-level state")
        expectError(##""state":{"on":true},"elements":[{"id":"a","frame":[0,0,1,1],"adjusts":"on"}]"##, location: "elements[0].adjusts",
                    message: "state \"on\" needs a range or values to be adjusted")
        expectError(##""state":{"n":{"value":1,"range":[0,5]}},"elements":[{"id":"a","frame":[0,0,1,1],"toggles":"n"}]"##, location: "elements[0].toggles",
                    message: "state \"n\" must be true or false to be toggled")
        expectError(##""state":{"on":true},"drawing":[{"rect":[0,0,1,1],"fill":"#000000","when":{"state":"on","atLeast":1}}]"##,
                    location: "drawing[0].when", message: "atLeast needs a number state; state \"on\" is not a number (use equals)")
        expectError(##""state":{"n":3},"drawing":[{"rect":[0,0,1,1],"fill":"#000000","slide":{"state":"n","by":[10,0]}}]"##,
                    location: "drawing[0].slide", message: "state \"n\" needs a range or values (or true/false) to slide by")
        expectError(##""drawing":[{"text":"x","at":[0,0],"box":[0,0,10,10],"size":10}]"##, location: "drawing[0].at",
                    message: "expected one of at or box, not both")
        // Both placements and no size: the placement is what is wrong first (the size was asked for instead).
        expectError(##""drawing":[{"text":"x","at":[0,0],"box":[0,0,10,10]}]"##, location: "drawing[0].at",
                    message: "expected one of at or box, not both")
        // Neither a size nor a style: both are named, the style first, as the page advises it (it follows Dynamic Type).
        expectError(##""drawing":[{"text":"hi","box":[0,0,100,30]}]"##, location: "drawing[0]",
                    message: "a text needs a style (a Dynamic Type text style: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2), or a size in points")
        // A suppression of a misspelt rule suppressed nothing, silently: refused as the file loads, for every command.
        expectError(##""suppressions":[{"rule":"target.sise","reason":"x"}]"##, location: "suppressions[0].rule",
                    message: "unknown rule \"target.sise\" (`validate --list-rules` lists them)")
        expectError(##""state":{"n":{"value":7,"range":[0,5]}}"##, location: "state.n.value", message: "expected a number from 0 to 5")
        expectError(##""state":{"n":{"value":0,"range":[0,5],"step":1e-9}}"##, location: "state.n.step",
                    message: "expected at most 10000 positions from the minimum to the maximum, found 5000000001")
        expectError(##""state":{"n":{"value":"a","values":["a","b"],"spoken":["A"]}}"##, location: "state.n.spoken",
                    message: "expected 2 spoken values, one per position, found 1")
        expectError(##""state":{"n":{"value":1,"range":[0,5]}},"elements":[{"id":"a","frame":[0,0,1,1],"customActions":[{"name":"X","set":{"n":9}}]}]"##,
                    location: "elements[0].customActions[0].set.n", message: "expected a number from 0 to 5")
        // A value of another kind says what the state takes and what was found.
        expectError(##""state":{"r":{"value":1,"range":[0,5]}},"elements":[{"id":"a","frame":[0,0,1,1],"activate":{"set":{"r":"high"}}}]"##,
                    location: "elements[0].activate.set.r", message: "expected a number from 0 to 5 (state \"r\" is a number), found a string")
        expectError(##""state":{"on":true},"elements":[{"id":"a","frame":[0,0,1,1],"activate":{"set":{"on":1}}}]"##,
                    location: "elements[0].activate.set.on", message: "expected true or false (state \"on\" is a flag), found a number")
        expectError(##""elements":[{"id":"a","frame":[0,0,1,1],"activate":{"open":"x"}}]"##, location: "elements[0].activate.open",
                    message: "unknown screen \"x\"; declare it in screens")
        expectError(##""elements":[{"id":"c","frame":[0,0,1,1],"layout":{"axis":"column"},"children":[{"id":"a","frame":[0,0,1,1]}]}]"##,
                    location: "elements[0].children[0].frame", message: "its container's layout places it: give it a size [width, height], not a frame")
        expectError(##""elements":[{"id":"c","frame":[0,0,1,1],"reorderable":true,"children":[{"id":"a","frame":[0,0,1,1]}]}]"##,
                    location: "elements[0].reorderable", message: "a reorderable container needs a layout and at least two children")
        expectError(##""state":{"wifi":true},"elements":[{"id":"wifi","value":"1","traits":["toggleButton"],"frame":[0,0,1,1]}]"##,
                    location: "elements[0].id", message: "state \"wifi\" is declared twice (this element declares it implicitly by its id)")
        expectError(##""drawing":[{"text":"x","at":[0,0],"size":12,"wrap":true}]"##, location: "drawing[0].wrap",
                    message: "wrap goes with a box (text placed with at is one line)")
    }

    /// A null state value is named as null, not reported as a missing field: a state always has a
    /// value, and the message says which kinds it takes.
    func testANullStateValueSaysWhatAStateTakes() {
        let message = "null is not a state value; expected a number, a string, or true or false"
        expectError(##""state":{"v":null}"##, location: "state.v", message: message)
        expectError(##""state":{"v":{"value":null,"range":[0,5]}}"##, location: "state.v.value", message: message)
        expectError(##""state":{"v":1},"elements":[{"id":"a","frame":[0,0,1,1],"activate":{"set":{"v":null}}}]"##,
                    location: "elements[0].activate.set.v", message: message)
        // Left out, the long form's value is still a missing field.
        expectError(##""state":{"v":{"range":[0,5]}}"##, location: "state.v.value", message: "required field is missing")
    }

    /// A drag source's or drop point's view names an element of the file, declared before or after it
    /// or on a screen; one naming no element is an error, where the descriptor was silently never offered.
    func testADescriptorsViewNamesAnElementOfTheFile() throws {
        expectError(##""elements":[{"id":"a","frame":[0,0,100,100],"dropPoints":[{"name":"Drop on A","point":[50,50],"view":"ghost"}]}]"##,
                    location: "elements[0].dropPoints[0].view", message: "unknown element \"ghost\"; expected the id of an element declared in this file")
        expectError(##""elements":[{"id":"a","frame":[0,0,100,100],"dragSources":[{"name":"Drag A","point":[50,50],"view":"ghost"}]}]"##,
                    location: "elements[0].dragSources[0].view", message: "unknown element \"ghost\"; expected the id of an element declared in this file")
        let scene = try load(##""elements":[{"id":"a","frame":[0,0,100,100],"dropPoints":[{"name":"Drop on B","point":[150,50],"view":"b"},{"name":"Drop on C","point":[50,250],"view":"c"}]},{"id":"b","frame":[100,0,100,100]}],"screens":[{"id":"s","elements":[{"id":"c","frame":[0,200,100,100]}]}]"##)
        XCTAssertEqual(scene.elements[0].dropPoints.map(\.viewID), ["b", "c"])
    }

    /// A gesture's equivalent names an element of the file, as every other reference does; one naming
    /// none is an error, where validation reported the gesture as having no accessible equivalent.
    func testAGesturesEquivalentNamesAnElementOfTheFile() throws {
        expectError(##""elements":[{"id":"a","frame":[0,0,100,100]}],"gestures":[{"kind":"swipe","frame":[0,0,100,100],"equivalent":"ghost"}]"##,
                    location: "gestures[0].equivalent", message: "unknown element \"ghost\"; expected the id of an element declared in this file")
        let scene = try load(##""elements":[{"id":"a","frame":[0,0,100,100]}],"gestures":[{"kind":"swipe","frame":[0,0,100,100],"equivalent":"a"}]"##)
        XCTAssertEqual(scene.declaredGestures.first?.equivalentElementID, "a")
    }

    /// A gesture takes an element's `when`, read by the same reader: declared only while it holds
    /// (a deleted row's swipe is gone with the row), under the state and the settings alike; a file
    /// without one declares its gestures always, and a bad `when` names its JSON path.
    func testAGesturesWhenDeclaresItOnlyWhileItHolds() throws {
        // Under the settings last applied: the default, as no settings were applied yet.
        let body = ##""state":{"milk":true},"elements":[{"id":"row","label":"Milk","frame":[0,100,390,50],"when":{"state":"milk","equals":true},"customActions":[{"name":"Delete","set":{"milk":false}}]}],"gestures":[{"kind":"swipe","frame":[0,100,390,50],"meaning":"delete Milk","equivalent":"row","when":{"state":"milk","equals":true}},{"kind":"longPress","frame":[0,0,390,50],"meaning":"rename","when":{"setting":"boldText","equals":true}},{"kind":"pinch","frame":[0,0,390,844],"meaning":"zoom"}]"##
        let scene = try load(body)
        XCTAssertEqual(scene.declaredGestures.map(\.meaning), ["delete Milk", "zoom"], "no Bold Text: no rename")
        let deleted = try load(body.replacingOccurrences(of: ##""state":{"milk":true}"##, with: ##""state":{"milk":false}"##))
        XCTAssertEqual(deleted.declaredGestures.map(\.meaning), ["zoom"], "the row's swipe goes with the row")
        expectError(##""state":{"milk":true},"gestures":[{"kind":"swipe","frame":[0,0,1,1],"when":{"state":"mlik","equals":true}}]"##,
                    location: "gestures[0].when", message: "unknown state \"mlik\"; declared: milk")
        expectError(##""gestures":[{"kind":"swipe","frame":[0,0,1,1],"when":{"setting":"bold","equals":true}}]"##,
                    location: "gestures[0].when.setting", message: "unknown setting \"bold\"; expected one of " + Settings.names.joined(separator: ", "))
        expectError(##""gestures":[{"kind":"swipe","frame":[0,0,1,1],"when":[]}]"##, location: "gestures[0].when", message: "expected at least one condition")
    }

    /// A suppression's element names an element of the file, a screen's included; one naming none is
    /// an error, where the suppression silently suppressed nothing and the finding failed the run.
    func testASuppressionsElementNamesAnElementOfTheFile() throws {
        expectError(##""elements":[{"id":"a","frame":[0,0,100,100]}],"suppressions":[{"rule":"target.size","element":"ghost","reason":"r"}]"##,
                    location: "suppressions[0].element", message: "unknown element \"ghost\"; expected the id of an element declared in this file")
        let scene = try load(##""elements":[{"id":"a","frame":[0,0,100,100]}],"screens":[{"id":"s","elements":[{"id":"c","frame":[0,0,10,10]}]}],"suppressions":[{"rule":"target.size","element":"c","reason":"r"},{"rule":"target.size","reason":"every element"}]"##)
        XCTAssertEqual(scene.suppressions.map(\.elementID), ["c", nil])
    }
}
