import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// A vertical scroll area trims an element cut by its bottom edge to the viewport, as it does one cut
/// by its top edge and as a carousel does at both its edges (`ScrollPaging.showing`): a feed's
/// viewport [0, 500, 390, 300] over three 250-pt posts shows the second from 750 to 800, and its
/// frame no longer runs 200 pt past the viewport and off the 844-pt screen, where VoiceOver's cursor,
/// Switch Control's highlight and the focus ring were drawn round nothing that shows and it took the
/// touches of what lies below (docs/voiceover.md, decisions: what a scroll area exposes).
final class VerticalTrimTests: XCTestCase {
    /// The feed as a scene file, a footer button declared before it lying just under its viewport.
    private static func fileFeed(offset: Double = 0) throws -> FileScene {
        let posts = ["First", "Second", "Third"].enumerated().map { i, name in
            #"{"id":"post\#(i + 1)","label":"\#(name) post","traits":["button"],"size":[390,250]}"#
        }
        let scene = try SceneFile.parse(#"{"format":"axsandbox-scene","version":1,"id":"feed","device":{"idiom":"phone"},"elements":["#
            + #"{"id":"footer","label":"Compose","traits":["button"],"frame":[0,800,390,44]},"#
            + #"{"id":"feed","frame":[0,500,390,300],"scrolls":true,"layout":{"axis":"column","spacing":0},"children":["#
            + posts.joined(separator: ",") + "]}]}", file: "feed.json")
        scene.scrollState("feed").offset = offset
        return scene
    }

    /// The same feed built from components: a `ScrollArea` over a `Column` of posts.
    final class ComponentFeed: ComponentScene {
        let state: ScrollState
        init(offset: Double) {
            state = ScrollState(offset: offset)
            super.init(id: "feed", title: "Feed")
        }
        override func body(settings: Settings) -> any Component {
            let posts = ["First", "Second", "Third"].enumerated().map { i, name in
                Button(id: "post\(i + 1)", label: "\(name) post", content: Drawing(height: 250) { frame, list, _, _ in
                    list.fill(.rect(frame), .hex("#556677"))
                }) { _ in true } as any Component
            }
            let feed = ScrollArea(id: "feed", state: state, Column(spacing: 0, posts))
            return Background(.white, Absolute([PlacedComponent(feed, in: Rect(x: 0, y: 500, width: 390, height: 300))]))
        }
    }

    private static func frames(_ scene: Scene) -> [String: Rect] {
        let walk = VoiceOverWalk(scene)
        return Dictionary(uniqueKeysWithValues: walk.session.navigation.entries.map { ($0.id, $0.frame) })
    }

    /// A post cut by the bottom edge is in the order trimmed to what shows; the whole post is in the
    /// area's content, where VoiceOver would scroll it to.
    func testAPostCutByTheBottomEdgeIsTrimmedToTheViewport() throws {
        let scene = try Self.fileFeed()
        let walk = VoiceOverWalk(scene)
        let shown = Dictionary(uniqueKeysWithValues: walk.session.navigation.entries.map { ($0.id, $0.frame) })
        XCTAssertEqual(shown["post1"], Rect(0, 500, 390, 250))
        XCTAssertEqual(shown["post2"], Rect(0, 750, 390, 50), "the 50 pt of it above the viewport's bottom edge")
        XCTAssertNil(shown["post3"])
        let feed = try XCTUnwrap(walk.session.navigation.node(withID: "feed"))
        XCTAssertEqual(feed.scrollContent?.wholeFrame(of: "post2"), Rect(0, 750, 390, 250))
    }

    /// Both edges, as a carousel: scrolled 100 pt, the first post is cut by the top edge and the
    /// second by the bottom one.
    func testBothEdgesTrimAtOnce() throws {
        let shown = Self.frames(try Self.fileFeed(offset: 100))
        XCTAssertEqual(shown["post1"], Rect(0, 500, 390, 150))
        XCTAssertEqual(shown["post2"], Rect(0, 650, 390, 150))
    }

    /// A scene file's scroll area and a Swift `ScrollArea` expose their children in one place: the
    /// same frames at every offset.
    func testASceneFileAndAComponentScrollAreaAgree() throws {
        for offset in [0.0, 100, 200, 450] {
            let file = Self.frames(try Self.fileFeed(offset: offset)).filter { $0.key.hasPrefix("post") }
            let component = Self.frames(ComponentFeed(offset: offset)).filter { $0.key.hasPrefix("post") }
            XCTAssertEqual(file, component, "offset \(offset)")
        }
    }

    /// The footer under the feed takes a touch there: the post peeking in above it no longer runs on
    /// over it, though it was laid out later (front-most).
    func testATouchBelowTheViewportFindsWhatIsThereNotThePostRunningOnPastIt() throws {
        let walk = VoiceOverWalk(try Self.fileFeed())
        walk.send(.touch(Point(195, 820)))
        XCTAssertEqual(walk.session.focusedElementID, "footer")
        walk.send(.touch(Point(195, 780)))
        XCTAssertEqual(walk.session.focusedElementID, "post2", "the part that shows is still the post's")
    }

    /// VoiceOver's swipe onto the post reads it where it is (it shows in part, so no page is turned),
    /// its cursor round the part that shows.
    func testSwipingOntoThePeekingPostReadsItWhereItIsInsideTheViewport() throws {
        let scene = try Self.fileFeed()
        let walk = VoiceOverWalk(scene, swipingTo: "post2")
        XCTAssertEqual(scene.scrollState("feed").offset, 0)
        let index = try XCTUnwrap(walk.session.navigation.entries.firstIndex { $0.id == "post2" })
        XCTAssertEqual(walk.session.navigation.entries[index].frame, Rect(0, 750, 390, 50))
    }
}
