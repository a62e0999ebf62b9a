import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// Scrolling into view for moves that go by the whole screen (docs/voiceover.md): four-finger taps
/// to the first and last element, a rotor's next and previous match, and read all reach what a
/// scroll area holds out of sight, scroll it in, and say the page where a swipe would.
final class ScrollIntoViewTests: XCTestCase {
    private let header = #""format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"}"#

    /// A scene file: a title, then a scroll area showing one of three 200-point items at a time.
    private func fileScene() throws -> FileScene {
        try SceneFile.parse("{\(header)," + ##""elements":[{"id":"title","label":"Inbox","traits":["header"],"frame":[0,50,390,40]},{"id":"feed","frame":[0,100,390,200],"scrolls":true,"layout":{"axis":"column"},"children":[{"id":"p1","label":"One","traits":["button"],"size":[390,200]},{"id":"p2","label":"Two","traits":["header"],"size":[390,200]},{"id":"p3","label":"Three","traits":["button"],"size":[390,200]}]}]}"##,
                            file: "test.json")
    }

    private func offset(_ scene: FileScene) -> Double { scene.scrollState("feed").offset }

    func testLastAndFirstReachAScrollAreasHiddenEnds() throws {
        let scene = try fileScene()
        let vo = SceneTester(scene, includesHints: false)
        XCTAssertEqual(vo.session.navigation.entries.map(\.id), ["title", "p1"], "only what shows is in the order")
        // Four-finger tap at the bottom: the last item, scrolled in, after its page.
        vo.last(["Page 3 of 3", "Three. Button."])
        XCTAssertEqual(vo.focusedElementID, "p3")
        XCTAssertEqual(offset(scene), 400)
        XCTAssertTrue(vo.outputs.contains { $0.event == .action(elementID: "feed", name: "scrollIntoView", result: true) })
        // At the top: the title shows already, so nothing scrolls.
        vo.first(["Inbox. Heading."])
        XCTAssertEqual(offset(scene), 400)
    }

    /// A list of five 100-point rows in a scroll area showing two: the rows, laid out by the file.
    private func listScene(listIsTheArea: Bool) throws -> FileScene {
        let rows = (1...5).map { #"{"id":"r\#($0)","label":"Song \#($0)","traits":["button"],"size":[390,100]}"# }.joined(separator: ",")
        let elements = listIsTheArea
            ? #"[{"id":"songs","container":"list","frame":[0,100,390,200],"scrolls":true,"layout":{"axis":"column"},"children":[\#(rows)]},{"id":"play","label":"Play all","traits":["button"],"frame":[0,320,390,44]}]"#
            : #"[{"id":"feed","frame":[0,100,390,200],"scrolls":true,"layout":{"axis":"column"},"children":[{"id":"songs","container":"list","layout":{"axis":"column"},"children":[\#(rows)]}]},{"id":"play","label":"Play all","traits":["button"],"frame":[0,320,390,44]}]"#
        return try SceneFile.parse("{\(header),\"elements\":\(elements)}", file: "test.json")
    }

    func testListEndIsSaidOnTheListsLastRowNotOnTheLastOneShowing() throws {
        // UIKit's table exposes all its rows: "List Start" and "List End" are its first and last
        // rows', wherever it is scrolled, also where the list lies inside the scroll area.
        for listIsTheArea in [true, false] {
            let scene = try listScene(listIsTheArea: listIsTheArea)
            let vo = SceneTester(scene, includesHints: false)
            XCTAssertEqual(vo.session.navigation.entries.map(\.id), ["r1", "r2", "play"], "only what shows is in the order")
            XCTAssertEqual(vo.session.navigation.entries.map(\.context), [.listStart, .none, .none], "\(listIsTheArea)")
            vo.first(["Song 1. Button. List Start."])
            vo.next(["Song 2. Button."])
            vo.next(["Page 2 of 3", "Song 3. Button."])
            vo.next(["Song 4. Button."])
            vo.next(["Page 3 of 3", "Song 5. Button. List End."])
            XCTAssertEqual(vo.session.navigation.entries.map(\.context), [.none, .listEnd, .none], "\(listIsTheArea)")
            vo.next(["Play all. Button."])
        }
    }

    func testTheRotorsNextMatchScrollsItIn() throws {
        let scene = try fileScene()
        let vo = SceneTester(scene, includesHints: false)
        vo.first(["Inbox. Heading."])
        vo.rotorNext(["Headings"])
        // The next heading is the second item, below the viewport.
        vo.decrement(["Page 2 of 3", "Two. Heading."])
        XCTAssertEqual(offset(scene), 200)
        XCTAssertEqual(vo.focusedElementID, "p2")
        vo.increment(["Inbox. Heading."])
        vo.decrement(["Two. Heading."])  // showing already: no scroll, no page
        vo.decrement([.sound(.boundary)])
    }

    func testReadAllReadsOnThroughTheWholeContentTurningPagesSilently() throws {
        let scene = try fileScene()
        let vo = SceneTester(scene, includesHints: false)
        vo.readAll(["Inbox. Heading.", "One. Button.", "Two. Heading.", "Three. Button."])
        XCTAssertEqual(vo.focusedElementID, "p3")
        XCTAssertEqual(offset(scene), 400)
    }

    func testASwipeOntoAnItemOutOfSightScrollsItInAfterItsPage() throws {
        // "Page two of four. Star rating…" (What's New in Accessibility): the swipe scrolls the next
        // item in, says the page it landed on, then the item; going back pages back the same way.
        let scene = try fileScene()
        let vo = SceneTester(scene, includesHints: false)
        vo.first(["Inbox. Heading."])
        vo.next(["One. Button."])
        vo.next(["Page 2 of 3", "Two. Heading."])
        XCTAssertEqual(offset(scene), 200)
        XCTAssertTrue(vo.outputs.contains { $0.event == .action(elementID: "feed", name: "scrollIntoView", result: true) })
        vo.next(["Page 3 of 3", "Three. Button."])
        vo.next([.sound(.boundary)])
        vo.previous(["Page 2 of 3", "Two. Heading."])
        XCTAssertEqual(offset(scene), 200)
    }

    func testASwipeReadsAnItemTheAreaShowsInPartWhereItIs() throws {
        // 150-point items in a 200-point viewport: the second peeks in below the first.
        let scene = try SceneFile.parse("{\(header)," + ##""elements":[{"id":"feed","frame":[0,100,390,200],"scrolls":true,"layout":{"axis":"column"},"children":[{"id":"p1","label":"One","size":[390,150]},{"id":"p2","label":"Two","size":[390,150]},{"id":"p3","label":"Three","size":[390,150]}]}]"##
                                        + "}", file: "test.json")
        let vo = SceneTester(scene, includesHints: false)
        vo.first(["One"])
        vo.next(["Two"])
        XCTAssertEqual(scene.scrollState("feed").offset, 0, "read where it is: the viewport stays on its page")
        // The third does not show at all: scrolled in, its top at the viewport's, the end of the content.
        vo.next(["Page 3 of 3", "Three"])
        XCTAssertEqual(scene.scrollState("feed").offset, 250)
    }

    private func pages(_ outputs: [Output]) -> [String] { VoiceOverWalk.spoken(outputs).filter { $0.hasPrefix("Page ") } }

    func testPrePostersFeedScrollsToItsLastPostAndBackToItsFirst() throws {
        let walk = VoiceOverWalk(PrePosterScene())
        let visible = walk.session.navigation.entries.map(\.id)
        // Four-finger tap at the bottom: the feed's last element, scrolled in after its page.
        let toLast = walk.send(.last)
        let last = try XCTUnwrap(walk.session.focusedElementID)
        XCTAssertFalse(visible.contains(last), "the feed's last element was scrolled away")
        XCTAssertEqual(pages(toLast), ["Page 4 of 4"])
        XCTAssertEqual(VoiceOverWalk.spoken(toLast), ["Page 4 of 4", "Star rating: No rating. Adjustable.", "Actions available"],
                       "the page, then the element")
        XCTAssertTrue(walk.session.navigation.entries.contains { $0.id == last })
        // The header is not in the feed: the first element shows without scrolling back.
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.first)), ["Tom McNeil: 2 open posts. Button."])
    }

    func testPrePostersRotorFindsTheNextButtonOutOfSight() throws {
        let walk = VoiceOverWalk(PrePosterScene())
        let visible = Set(walk.session.navigation.entries.map(\.id))
        // The Buttons rotor, from the header down through the feed, until it leaves what showed.
        for _ in 0..<12 where walk.session.rotor.option != .buttons { walk.send(.rotorNext) }
        XCTAssertEqual(walk.session.rotor.option, .buttons)
        var heard: [Output] = []
        for _ in 0..<60 where visible.contains(walk.session.focusedElementID ?? "") {
            heard = walk.send(.down)
        }
        let reached = try XCTUnwrap(walk.session.focusedElementID)
        XCTAssertFalse(visible.contains(reached), "the rotor went on past what showed")
        XCTAssertTrue(walk.session.navigation.node(withID: reached)?.traits.contains(.button) ?? false)
        XCTAssertEqual(pages(heard), ["Page 2 of 4"], "\(VoiceOverWalk.spoken(heard))")
        XCTAssertEqual(walk.session.rotor.option, .buttons)
    }

    func testPrePostersReadAllGoesThroughEveryPost() throws {
        let walk = VoiceOverWalk(PrePosterScene())
        var outputs = walk.send(.readAll(fromTop: true))
        outputs += SessionDriver.outputs(walk.driver.advance(to: walk.session.now + 900_000))
        let elements = outputs.compactMap { output -> String? in
            guard case .speech(let record) = output.event, record.kind == .element else { return nil }
            return record.text
        }
        XCTAssertGreaterThan(elements.count, walk.session.navigation.count, "read on past what showed")
        XCTAssertEqual(pages(outputs), [], "pages turn without their announcement")
        XCTAssertTrue(outputs.contains { if case .action(_, "scrollIntoView", true) = $0.event { return true } else { return false } })
        let last = try XCTUnwrap(walk.session.focusedElementID)
        XCTAssertEqual(walk.session.navigation.entries.last { $0.element.isAccessibilityElement }?.id, last,
                       "the focus followed the reading to the feed's last element")
    }
}
