import AXCore
import AXEngine
import AXScenes
import AXTrace
import Foundation
import XCTest

/// The trace viewer in headless Chromium: the Large Content Viewer's panel at the records it was
/// open, under its toggle, and Full Keyboard Access's ring where a timer moved it between inputs.
extension HTMLPageBrowserTests {
    /// `inputs` replayed through the engine on the scene file `sceneText` (written beside the trace,
    /// its id `name`, on a 390 × 844 phone with `settings`), written as a recording the command line
    /// can view, and its viewer page opened (`viewerPage(of:)`).
    private func recordedViewerPage(_ name: String, sceneText: String, settings: String, _ inputs: [String]) throws -> HeadlessBrowser {
        let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":""# + name + #"","settings":"# + settings
            + #","device":{"idiom":"phone","width":390,"height":844}}"#
        try TraceSnapshotFixture.record([header] + inputs, onSceneFile: sceneText, named: name, in: folder)
        return try viewerPage(of: folder.appendingPathComponent("\(name).trace"))
    }

    /// A finger held on Home at AX3, slid to Search and lifted: the viewer's panel, drawn by the
    /// window's HUD, lies over the frame from the record that opened it, names what it shows, follows
    /// the slide, can be hidden, and is gone once the finger lifts; the page drew nothing of it.
    func testTheTraceViewerShowsTheLargeContentViewer() throws {
        let tabs = """
        {"format":"axsandbox-scene","version":1,"id":"lcv-page","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[{"id":"tabs","traits":["tabBar"],"frame":[0,795,390,49],"layout":{"axis":"row"},"children":[
            {"id":"home","label":"Home","traits":["button","selected"],"size":[195,49],"showsLargeContentViewer":true,"largeContentTitle":"Home","largeContentImage":"house"},
            {"id":"search","label":"Search","traits":["button"],"size":[195,49],"showsLargeContentViewer":true,"largeContentTitle":"Search"}]}]}
        """
        let browser = try recordedViewerPage("lcv-page", sceneText: tabs, settings: #"{"voiceOver":false,"contentSize":"AX3"}"#,
                                             [#"{"type":"pointer","seq":1,"t":100,"phase":"down","id":1,"x":90,"y":820}"#,
                                              #"{"type":"pointer","seq":2,"t":900,"phase":"move","id":1,"x":290,"y":821}"#,
                                              #"{"type":"pointer","seq":3,"t":1000,"phase":"up","id":1,"x":290,"y":821}"#,
                                              #"{"type":"end","seq":4,"t":2000}"#])
        defer { browser.close() }
        let shown = "(() => { const k = document.getElementById('large'); return !k.hidden && k.src.startsWith('data:image/png') && k.naturalWidth === W && k.offsetWidth === W; })()"
        let line = "document.getElementById('largeContent').innerHTML"
        XCTAssertEqual(try browser.evaluate(line), .string("Large Content Viewer: closed"))
        XCTAssertEqual(try browser.evaluate(shown), .bool(false))
        let closed = try save(browser, "lcv-closed.png")
        try browser.evaluate("show([...Array(N).keys()].find(k => rec(k).type === 'largeContent'))")
        XCTAssertEqual(try browser.evaluate(shown), .bool(true), "the panel is drawn from the record that opened it")
        XCTAssertEqual(try browser.evaluate(line), .string("Large Content Viewer: “Home”, image house on <code>home</code>"))
        let home = try save(browser, "lcv-home.png")
        XCTAssertNotEqual(home, closed)
        try browser.evaluate("show([...Array(N).keys()].filter(k => rec(k).type === 'largeContent')[1])")
        XCTAssertEqual(try browser.evaluate(line), .string("Large Content Viewer: “Search” on <code>search</code>"))
        XCTAssertEqual(try browser.evaluate(shown), .bool(true))
        try browser.evaluate("document.querySelector('[data-overlay=large]').click()")
        XCTAssertEqual(try browser.evaluate(shown), .bool(false), "the toggle hides it")
        try browser.evaluate("document.querySelector('[data-overlay=large]').click()")
        try browser.evaluate("show(N - 1)")
        XCTAssertEqual(try browser.evaluate(line), .string("Large Content Viewer: closed"), "the lift closed it")
        XCTAssertEqual(try browser.evaluate(shown), .bool(false))
        XCTAssertEqual(browser.problems, [])
    }

    /// Full Keyboard Access on Alpha; a finger held on the screen hides Alpha when its long press is
    /// recognized, on the clock: the line under the frame names Beta from that `keyboardFocus`
    /// record on, not only from the lift.
    func testTheTraceViewersKeyboardRingFollowsATimersFocusMove() throws {
        let scene = """
        {"format":"axsandbox-scene","version":1,"id":"timed-page","device":{"idiom":"phone","width":390,"height":844},"state":{"shown":true},
         "elements":[
          {"id":"a","label":"Alpha","traits":["button"],"frame":[16,100,120,44],"when":{"state":"shown","equals":true}},
          {"id":"b","label":"Beta","traits":["button"],"frame":[16,400,120,44]}],
         "gestures":[{"kind":"longPress","frame":[0,500,390,200],"meaning":"hide Alpha","set":{"shown":false}}]}
        """
        let browser = try recordedViewerPage("timed-page", sceneText: scene, settings: #"{"voiceOver":false}"#,
                                             [#"{"type":"keyboard","seq":1,"t":0,"name":"on"}"#,
                                              #"{"type":"pointer","seq":2,"t":1000,"phase":"down","id":1,"x":200,"y":600}"#,
                                              #"{"type":"pointer","seq":3,"t":3000,"phase":"up","id":1,"x":200,"y":600}"#,
                                              #"{"type":"end","seq":4,"t":4000}"#])
        defer { browser.close() }
        let line = "document.getElementById('keyboard').innerHTML"
        try browser.evaluate("show([...Array(N).keys()].find(k => rec(k).type === 'pointer'))")
        XCTAssertEqual(try browser.evaluate(line), .string("Full Keyboard Access: focus on <code>a</code>"))
        let onAlpha = try save(browser, "ring-alpha.png")
        try browser.evaluate("show([...Array(N).keys()].filter(k => rec(k).type === 'keyboardFocus')[1])")
        XCTAssertEqual(try browser.evaluate(line), .string("Full Keyboard Access: focus on <code>b</code>"), "from the timer's record on")
        XCTAssertNotEqual(try save(browser, "ring-beta.png"), onAlpha, "the ring moved")
        XCTAssertEqual(browser.problems, [])
    }
}
