import AXCore
import Foundation
import XCTest

/// The HTML report and the trace viewer opened in headless Chromium, as a reader opens them: they
/// render without console errors or network requests, a finding's highlight appears on click (and
/// the reverse), filters hide findings, and stepping a trace changes the frame. Skipped without
/// chromium (scripts/install-deps.sh installs it) or the built executable. A failing test leaves its
/// pages and screenshots in the temporary directory's axsandbox-pages-PID-TEST folder to look at.
final class HTMLPageBrowserTests: XCTestCase {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")
    var folder = FileManager.default.temporaryDirectory

    override func setUpWithError() throws {
        guard HeadlessBrowser.executable != nil else { throw XCTSkip("chromium is needed (scripts/install-deps.sh installs it)") }
        folder = try temporaryFolder("axsandbox-pages")
    }

    /// Opens `page` and checks it loaded cleanly: no problems, nothing fetched but itself.
    func open(_ page: URL, width: Int = 1400, height: Int = 1000) throws -> HeadlessBrowser {
        let browser = try HeadlessBrowser(width: width, height: height)
        try browser.open(page)
        XCTAssertEqual(browser.problems, [], "the page logged errors")
        XCTAssertEqual(browser.requests.filter { $0 != page.absoluteString }, [], "a self-contained page fetches nothing")
        return browser
    }

    func save(_ browser: HeadlessBrowser, _ name: String) throws -> Data {
        let png = try browser.screenshot()
        try png.write(to: folder.appendingPathComponent(name))
        return png
    }

    /// The trace viewer's page of `trace` (`view TRACE -o PAGE` with `options`, the page in the
    /// folder, named `page` or after the trace), asserted written and opened as `open` opens it.
    func viewerPage(of trace: URL, named page: String? = nil, _ options: [String] = [],
                    file: StaticString = #filePath, line: UInt = #line) throws -> HeadlessBrowser {
        let page = folder.appendingPathComponent(page ?? trace.deletingPathExtension().lastPathComponent + ".html")
        let run = try BuiltExecutable.run(["view", trace.path, "-o", page.path] + options)
        XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
        return try open(page)
    }

    /// The checks above mean something only if the browser reports what they look for.
    func testTheBrowserReportsConsoleErrorsExceptionsAndRequests() throws {
        let page = folder.appendingPathComponent("broken.html")
        try "<!DOCTYPE html><img src=\"http://127.0.0.1:9/x.png\"><script>console.error('seen'); undefinedFunction();</script>"
            .write(to: page, atomically: true, encoding: .utf8)
        let browser = try HeadlessBrowser(width: 400, height: 300)
        defer { browser.close() }
        try browser.open(page)
        XCTAssertTrue(browser.problems.contains { $0.hasPrefix("console:") && $0.contains("seen") }, "\(browser.problems)")
        XCTAssertTrue(browser.problems.contains { $0.hasPrefix("exception:") && $0.contains("undefinedFunction") }, "\(browser.problems)")
        XCTAssertTrue(browser.requests.contains("http://127.0.0.1:9/x.png"), "\(browser.requests)")
    }

    func testTheReportHighlightsAClickedFindingsElementAndTheReverse() throws {
        let page = folder.appendingPathComponent("report.html")
        let run = try BuiltExecutable.run(["validate", "photo-filter-broken", "star-rating-broken", "--format", "html", "-o", page.path, "--depth", "0"])
        XCTAssertEqual(run.status, 1, run.output)  // the broken scenes have errors
        let browser = try open(page)
        defer { browser.close() }
        XCTAssertGreaterThan(try count(browser, ".mark"), 0)
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('.shot img').length > 0 && [...document.querySelectorAll('.shot img')].every(i => i.complete && i.naturalWidth > 0)"),
                       .bool(true), "every screen is drawn")
        // The first finding about an element: scroll it into view and click it with the mouse.
        let before = try save(browser, "report.png")
        let center = try browser.evaluate("""
            (() => { const c = [...document.querySelectorAll('.finding')].find(c => document.querySelector(`.mark[data-f~="${c.dataset.f}"]`));
              c.scrollIntoView({block: 'center'}); const r = c.getBoundingClientRect(); window.picked = c.dataset.f;
              return [r.left + 30, r.top + r.height / 2]; })()
            """)
        guard case .array(let xy) = center, case .number(let x) = xy[0], case .number(let y) = xy[1] else { return XCTFail("\(center)") }
        try browser.click(x: x, y: y)
        XCTAssertEqual(try browser.evaluate("document.querySelector(`.mark[data-f~=\"${window.picked}\"]`).classList.contains('active')"), .bool(true))
        XCTAssertEqual(try browser.evaluate("getComputedStyle(document.querySelector('.mark.active .outline')).strokeWidth"), .string("4px"),
                       "the highlighted outline is drawn thicker")
        XCTAssertEqual(try browser.evaluate("document.getElementById(window.picked).classList.contains('active')"), .bool(true))
        XCTAssertNotEqual(try save(browser, "report-clicked.png"), before)
        // The reverse: clicking an element's outline marks its findings.
        try browser.evaluate("document.querySelectorAll('.mark')[1].dispatchEvent(new MouseEvent('click', {bubbles: true}))")
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('.mark')[1].dataset.f.split(' ').every(id => document.getElementById(id).classList.contains('active'))"),
                       .bool(true))
        // Filters: hiding warnings hides every warning card.
        let warnings = try count(browser, ".finding[data-sev=warning]")
        XCTAssertGreaterThan(warnings, 0)
        try browser.evaluate("(() => { const b = document.querySelector('input[value=warning]'); b.click(); })()")
        XCTAssertEqual(try browser.evaluate("[...document.querySelectorAll('.finding[data-sev=warning]')].every(c => c.offsetParent === null)"), .bool(true))
        XCTAssertEqual(browser.problems, [])
    }

    func testSteppingTheTraceViewerChangesTheFrame() throws {
        let browser = try viewerPage(of: Self.golden.appendingPathComponent("photo-filter-demo.trace"), named: "trace.html")
        defer { browser.close() }
        let first = try browser.evaluate("document.getElementById('frame').src")
        let shotBefore = try save(browser, "trace.png")
        XCTAssertEqual(try browser.evaluate("document.getElementById('where').textContent.startsWith('record 1 of')"), .bool(true))
        // Step with the keyboard until the picture changes (the filter switch turns on).
        var steps = 0
        while try browser.evaluate("document.getElementById('frame').src") == first, steps < 200 {
            try browser.press("ArrowRight", code: 39)
            steps += 1
        }
        XCTAssertLessThan(steps, 200, "stepping never changed the frame")
        XCTAssertEqual(try browser.evaluate("document.getElementById('where').textContent.startsWith('record \(steps + 1) of')"), .bool(true))
        XCTAssertGreaterThan(try count(browser, "#captions li.finished"), 0, "captions heard so far are listed")
        XCTAssertEqual(try count(browser, "#tree li.focused"), 1, "the focused element is marked in the tree")
        XCTAssertNotEqual(try save(browser, "trace-stepped.png"), shotBefore)
        try browser.press("End", code: 35)
        XCTAssertEqual(try browser.evaluate("document.querySelector('#timeline li.current') === document.querySelector('#timeline li:last-child')"), .bool(true))
        XCTAssertEqual(browser.problems, [])
    }

    /// Frames drawn with `view --overlays` carry the snapshot's legend beside the scene: the page shows
    /// them at their own size (a 390-point scene with its legend was squeezed into 390 points, circles
    /// drawn as ellipses), and the page's cursor still lands on the scene.
    func testFramesWithOverlaysKeepTheirSizeAndAspectRatio() throws {
        let browser = try viewerPage(of: Self.golden.appendingPathComponent("reorderable-list-drag.trace"), named: "trace-overlays.html",
                                     ["--overlays", "frames,drag,drop"])
        defer { browser.close() }
        _ = try save(browser, "trace-overlays.png")
        let sizes = try browser.evaluate("""
            (() => { const i = document.getElementById('frame'), r = i.getBoundingClientRect(), o = document.getElementById('over').getBoundingClientRect();
              return [i.naturalWidth, i.naturalHeight, r.width, r.height, o.left - r.left, o.top - r.top, o.width, o.height]; })()
            """)
        guard case .array(let values) = sizes, values.count == 8 else { return XCTFail("\(sizes)") }
        let n = values.map { if case .number(let x) = $0 { return x } else { return -1 } }
        XCTAssertGreaterThan(n[0], 390, "the frame holds the scene and its legend")
        XCTAssertEqual(n[2], n[0], accuracy: 0.5, "shown at its own width")
        XCTAssertEqual(n[3], n[1], accuracy: 0.5, "and height: its aspect ratio kept")
        XCTAssertEqual([n[4], n[5], n[6], n[7]], [0, 0, 390, 844], "the page's overlays cover the scene only")
        XCTAssertEqual(try browser.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), .bool(true),
                       "the columns beside the wider frame wrap instead of running off the page")
        XCTAssertEqual(browser.problems, [])
    }

    func testAFailedReplaysPageShowsTheFirstDifferenceSideBySide() throws {
        // A recording whose first utterance was heard differently than today's engine says it.
        let original = try String(contentsOf: Self.golden.appendingPathComponent("photo-filter-demo.trace"), encoding: .utf8)
        let changed = original.replacingOccurrences(of: "\"text\":\"Filter. Switch Button. Off.\"", with: "\"text\":\"Filter. Button. Off.\"")
        XCTAssertNotEqual(changed, original)
        let trace = folder.appendingPathComponent("changed.trace")
        try changed.write(to: trace, atomically: true, encoding: .utf8)
        let page = folder.appendingPathComponent("replay.html")
        let run = try BuiltExecutable.run(["replay", trace.path, "--html", page.path])
        XCTAssertEqual(run.status, 1, run.output)
        let browser = try open(page)
        defer { browser.close() }
        XCTAssertEqual(try browser.evaluate("document.getElementById('difference').hidden"), .bool(false))
        let text = try browser.evaluate("document.getElementById('difference').textContent")
        guard case .string(let shown) = text else { return XCTFail("\(text)") }
        XCTAssertTrue(shown.contains("Filter. Button. Off."), shown)
        XCTAssertTrue(shown.contains("Filter. Switch Button. Off."), shown)
        XCTAssertEqual(try count(browser, "#timeline li.diverged.current"), 1, "the page opens on the difference")
        _ = try save(browser, "replay.png")
    }

    /// Issue 25: a label holding `<!--<script>` left the trace viewer empty, since the embedded JSON
    /// escaped `</` only and the HTML parser then never ended the data's script element. Data holding
    /// every script-data hazard is read back whole, and the page's own script still runs.
    func testEmbeddedDataHoldingScriptMarkupLeavesThePageWhole() throws {
        let hazards = ["<!--<script>", "</script><p>injected</p>", "<!-- <script> --> </script>", "<SCRIPT>", "-->"]
        let data = JSONValue.array(hazards.map(JSONValue.string))
        let script = "document.getElementById('out').textContent = JSON.parse(document.getElementById('data').textContent).join('|');\n"
        let html = HTMLPage.document(title: "hazards", style: "", body: "<p id=\"out\"></p>", data: data, script: script)
        let page = folder.appendingPathComponent("script-hazards.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let browser = try open(page, width: 400, height: 300)
        defer { browser.close() }
        XCTAssertEqual(try browser.evaluate("document.getElementById('out').textContent"), .string(hazards.joined(separator: "|")))
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('p').length"), .number(1), "nothing injected")
    }

    /// A Switch Control trace's page draws the highlight over the frame, says where it is and what
    /// the menu offers (the highlighted entry in brackets), and its timeline rows say what each
    /// `switch`, `highlight` and `menu` record holds (they were blank).
    func testTheTraceViewerShowsSwitchControlsHighlightAndMenu() throws {
        let browser = try viewerPage(of: Self.golden.appendingPathComponent("switch-star-rating.trace"), named: "switch-trace.html")
        defer { browser.close() }
        XCTAssertEqual(try count(browser, "#over .switch-highlight"), 1, "the first record's highlight is drawn on the star rating")
        XCTAssertEqual(try browser.evaluate("document.getElementById('switch').textContent"), .string("Switch Control: item on star-rating"))
        XCTAssertEqual(try browser.evaluate("[...document.querySelectorAll('#timeline li')].slice(0, 4).map(li => li.textContent.replace(/^[0-9.]+ s/, ''))"),
                       .array([.string("highlightitem star-rating"), .string("switchselect"),
                               .string("menutop menu of star-rating: Tap · Increment · Decrement · Gestures · Escape · Home · Device · Settings"),
                               .string("highlightmenuEntry star-rating “Tap”")]))
        let before = try save(browser, "switch-trace.png")
        for _ in 0..<3 { try browser.press("ArrowRight", code: 39) }
        let menu = try browser.evaluate("document.getElementById('switch').innerHTML")
        XCTAssertEqual(menu, .string("Switch Control: menuEntry on <code>star-rating</code><br>Menu (top): <b>[Tap]</b> · Increment · Decrement · Gestures · Escape · Home · Device · Settings"),
                       "the menu with its highlighted entry")
        XCTAssertNotEqual(try save(browser, "switch-trace-menu.png"), before)
        try browser.evaluate("document.querySelector('[data-overlay=switch]').click()")
        XCTAssertEqual(try count(browser, "#over .switch-highlight"), 0, "the highlight can be hidden")
        XCTAssertEqual(browser.problems, [])
    }

    /// Choosing a menu entry closes the menu (a `menu` record `"closed": true`): the page says the
    /// menu only while it is open, not to the end of the trace beside "no highlight". A trace written
    /// before close records were written for a chosen entry closes it once the highlight leaves it.
    func testTheTraceViewerClosesSwitchControlsMenuWhenAnEntryIsChosen() throws {
        let golden = try String(contentsOf: Self.golden.appendingPathComponent("switch-star-rating.trace"), encoding: .utf8)
        let older = folder.appendingPathComponent("older.trace")
        try golden.split(separator: "\n").filter { !$0.contains(#""closed":true"#) }.map { $0 + "\n" }.joined()
            .write(to: older, atomically: true, encoding: .utf8)
        for (trace, name) in [(Self.golden.appendingPathComponent("switch-star-rating.trace"), "closed"), (older, "older")] {
            let browser = try viewerPage(of: trace, named: "\(name).html")
            defer { browser.close() }
            // Record by record: where the menu is said open, and where the highlight is on an entry.
            let said = try browser.evaluate("[...Array(N).keys()].map(k => { show(k); return document.getElementById('switch').textContent.includes('Menu (') ? 'm' : '-'; }).join('')")
            // Open from a `menu` record with a page; closed by a close record, or, in the older
            // trace, which has none for a chosen entry, by the highlight landing off the menu.
            let byHighlight = name == "older" ? "true" : "false"
            let entries = try browser.evaluate("(() => { let open = false; return [...Array(N).keys()].map(k => { const r = rec(k); " +
                "if (r.type === 'menu') open = !!r.page; else if (\(byHighlight) && r.type === 'highlight' && r.kind !== 'menuEntry' && r.kind !== 'menuItem') open = false; " +
                "return open ? 'm' : '-'; }).join(''); })()")
            guard case .string(let shown) = said else { return XCTFail("\(said)") }
            XCTAssertEqual(said, entries, "\(name): the menu is said open exactly while it is")
            XCTAssertTrue(shown.hasSuffix("-"), "\(name): closed at the end: \(shown)")
            XCTAssertEqual(shown.components(separatedBy: "-").filter { !$0.isEmpty }.count, 2, "\(name): two menus, each closed: \(shown)")
            XCTAssertEqual(browser.problems, [])
        }
    }

    /// Speak Screen's highlight and controller are drawn over the frame, as `snapshot --after` draws
    /// them, in a layer with a toggle, and a line names what is read, the controller's state and
    /// speed; the page drew neither.
    func testTheTraceViewerShowsSpeakScreen() throws {
        let shown = { (layer: String) in "(() => { const k = document.getElementById('\(layer)'); return k.src.startsWith('data:image/png') && k.naturalWidth === W && k.offsetWidth === W; })()" }
        let browser = try viewerPage(of: Self.golden.appendingPathComponent("speak-screen-hello-goodbye.trace"), named: "speak.html")
        XCTAssertEqual(try browser.evaluate("document.getElementById('speak').textContent"), .string("Speak Screen: closed"))
        XCTAssertEqual(try browser.evaluate(shown("speaking")), .bool(false))
        // The record where it starts reading the logo: the layer, and the line naming it.
        try browser.evaluate("show([...Array(N).keys()].find(k => rec(k).type === 'reading' && rec(k).element === 'logo'))")
        XCTAssertEqual(try browser.evaluate(shown("speaking")), .bool(true), "the highlight and controller are drawn")
        XCTAssertEqual(try browser.evaluate("document.getElementById('speak').innerHTML"), .string("Speak Screen: <code>logo</code>, Reading at 1×"))
        let reading = try save(browser, "speak.png")
        try browser.evaluate("document.querySelector('[data-overlay=speak]').click()")
        XCTAssertEqual(try browser.evaluate(shown("speaking")), .bool(false), "the toggle hides them")
        XCTAssertNotEqual(try save(browser, "speak-hidden.png"), reading)
        try browser.evaluate("document.querySelector('[data-overlay=speak]').click()")
        try browser.evaluate("show([...Array(N).keys()].find(k => rec(k).type === 'speak' && rec(k).name === 'speak.pause') + 1)")
        XCTAssertEqual(try browser.evaluate("document.getElementById('speak').innerHTML"), .string("Speak Screen: <code>logo</code>, Paused at 1×"))
        XCTAssertEqual(browser.problems, [])
        browser.close()
    }

    /// Zoom's view (Full Screen Zoom's magnified region) over the frame in a layer with a toggle,
    /// and a line naming the mode, level and region; the page drew no zoom at all.
    func testTheTraceViewerShowsZoomsView() throws {
        let shown = { (layer: String) in "(() => { const k = document.getElementById('\(layer)'); return k.src.startsWith('data:image/png') && k.naturalWidth === W && k.offsetWidth === W; })()" }
        let browser = try viewerPage(of: Self.golden.appendingPathComponent("zoom-exceptional-dogs-gallery.trace"), named: "zoom.html")
        defer { browser.close() }
        XCTAssertEqual(try browser.evaluate("document.getElementById('zoom').textContent"), .string("Zoom: zoomed out"))
        XCTAssertEqual(try browser.evaluate(shown("zoomed")), .bool(false))
        try browser.evaluate("show([...Array(N).keys()].find(k => rec(k).type === 'lens') + 1)")
        XCTAssertEqual(try browser.evaluate(shown("zoomed")), .bool(true), "the magnified view is drawn")
        XCTAssertEqual(try browser.evaluate("document.getElementById('zoom').textContent"), .string("Zoom: Full Screen Zoom 2× on [0, 0, 195, 422]"))
        let zoomed = try save(browser, "zoom.png")
        try browser.evaluate("document.querySelector('[data-overlay=zoom]').click()")
        XCTAssertEqual(try browser.evaluate(shown("zoomed")), .bool(false), "the toggle hides it")
        XCTAssertNotEqual(try save(browser, "zoom-hidden.png"), zoomed)
        XCTAssertEqual(browser.problems, [])
    }

    /// A Full Keyboard Access trace shows the focus ring and the Tab-Z list at each step, as
    /// `snapshot --after` draws them (a layer over the frame), with a toggle that hides them; the
    /// page only described the keyboard records in its timeline, and said "No VoiceOver cursor".
    func testTheTraceViewerShowsFullKeyboardAccesssRingAndList() throws {
        let browser = try viewerPage(of: Self.golden.appendingPathComponent("keyboard-star-rating.trace"), named: "keyboard-trace.html")
        defer { browser.close() }
        // Shown: laid out at the scene's size over the frame, with a picture (display: none lays out nothing).
        let layerShown = "(() => { const k = document.getElementById('keys'); return k.src.startsWith('data:image/png') && k.naturalWidth === W && k.offsetWidth === W; })()"
        XCTAssertEqual(try browser.evaluate(layerShown), .bool(true), "the ring's layer is over the first step's frame")
        XCTAssertEqual(try browser.evaluate("document.getElementById('keyboard').innerHTML"),
                       .string("Full Keyboard Access: focus on <code>star-rating</code>"))
        let ringOnly = try save(browser, "keyboard-ring.png")
        for _ in 0..<3 { try browser.press("ArrowRight", code: 39) }  // Tab-Z: the actions list
        XCTAssertEqual(try browser.evaluate("document.getElementById('keyboard').innerHTML"),
                       .string("Full Keyboard Access: focus on <code>star-rating</code><br>Actions: <b>[Increment]</b> · Decrement"))
        XCTAssertEqual(try browser.evaluate(layerShown), .bool(true))
        let withList = try save(browser, "keyboard-list.png")
        XCTAssertNotEqual(withList, ringOnly, "the list is drawn")
        try browser.evaluate("document.querySelector('[data-overlay=keyboard]').click()")
        XCTAssertEqual(try browser.evaluate(layerShown), .bool(false), "the ring and list can be hidden")
        XCTAssertEqual(try browser.evaluate("document.getElementById('keys').offsetWidth"), .number(0))
        XCTAssertNotEqual(try save(browser, "keyboard-hidden.png"), withList)
        XCTAssertEqual(browser.problems, [])
    }

    /// Every record of every technology's trace says something in the timeline: the page's summary
    /// has a case for each record type the reader knows (the keyboard, Voice Control, Zoom and Speak
    /// Screen records were blank rows).
    func testTheTraceViewerSummarisesEveryRecordOfEveryTechnology() throws {
        for name in ["keyboard-star-rating", "voice-home-screen-drag", "zoom-exceptional-dogs-gallery", "speak-screen-hello-goodbye"] {
            let browser = try viewerPage(of: Self.golden.appendingPathComponent("\(name).trace"))
            defer { browser.close() }
            XCTAssertEqual(try browser.evaluate("[...Array(N).keys()].filter(k => summary(rec(k)) === '').map(k => rec(k).type)"), .array([]),
                           "\(name): records the timeline shows blank")
            XCTAssertEqual(browser.problems, [])
        }
    }

    /// A trace over an imported news list (Appium page source) whose last row lies at y 935, past
    /// the bottom of the 874-point screen: VoiceOver, starting on the first element, reaches it in
    /// six swipes. The page draws its frames, order line and cursor as the window does: nothing where
    /// that row's captured frame lies, its number kept out of the picture, the line ending at the last
    /// row showing; the tree list tags it and the focus line says the cursor is on a row scrolled out
    /// of view. One swipe before, the cursor is drawn round the row showing.
    func testTheTraceViewerDrawsNothingForARowScrolledOutOfAnImportedList() throws {
        let browser = try viewerPage(ofDump: "appium-signews-expo-scrollview", as: "news-list", swipes: 6)
        defer { browser.close() }
        try browser.evaluate("document.querySelectorAll('[data-overlay=frames],[data-overlay=order]').forEach(b => b.click())")
        try browser.press("End", code: 35)
        _ = try save(browser, "news-list.png")
        XCTAssertEqual(try browser.evaluate("document.getElementById('focus').textContent.includes('button-18') && document.getElementById('focus').textContent.includes('scrolled out of view, not on the screen')"),
                       .bool(true), "the focus line says where the cursor is")
        XCTAssertEqual(try browser.evaluate("[...document.querySelectorAll('#over text')].map(t => t.textContent).join(' ')"), .string("1 2 3 4 5 6"),
                       "the six rows showing are numbered; the seventh, past the screen's edge, is not drawn")
        XCTAssertEqual(try count(browser, "#over rect"), 6, "six frames, and no cursor round the row scrolled out")
        XCTAssertEqual(try browser.evaluate("[...document.querySelectorAll('#over rect')].every(r => +r.getAttribute('y') + +r.getAttribute('height') <= 874)"),
                       .bool(true), "nothing drawn past the screen's bottom edge")
        XCTAssertEqual(try browser.evaluate("document.querySelector('#over polyline').getAttribute('points').split(' ').pop()"), .string("201,603"),
                       "the order line ends at the last row showing")
        XCTAssertEqual(try browser.evaluate("[...document.querySelectorAll('#tree li.scrolled-out')].map(li => li.dataset.id + ': ' + li.querySelector('.out').textContent)"),
                       .array([.string("button-18: scrolled out")]), "the tree list tags it")
        XCTAssertEqual(try count(browser, "#tree li.focused.scrolled-out"), 1)
        // Back to the swipe before: the cursor is drawn round the row showing.
        try browser.evaluate("show(nextInput(cur, -1) - 1)")
        XCTAssertEqual(try browser.evaluate("document.getElementById('focus').textContent.includes('button-17') && !document.getElementById('focus').textContent.includes('scrolled out')"),
                       .bool(true))
        XCTAssertEqual(try count(browser, "#over rect"), 8, "six frames and the cursor's two outlines")
        XCTAssertEqual(browser.problems, [])
    }

    /// A real Settings screen (Appium page source, Japanese Date & Time) nests its rows some twenty
    /// levels deep: at 16 px a level its rows started past the tree panel's edge. The indents now
    /// shrink to fit, deeper rows still further in.
    func testTheTraceViewersTreeKeepsADeepImportsRowsInsideThePanel() throws {
        let browser = try viewerPage(ofDump: "appium-shirates-DateAndTime_ja", as: "date-and-time", swipes: 1)
        defer { browser.close() }
        try browser.press("End", code: 35)
        _ = try save(browser, "date-and-time.png")
        let indents = try browser.evaluate("[...document.querySelectorAll('#tree li')].map(li => parseFloat(li.style.paddingLeft))")
        guard case .array(let values) = indents else { return XCTFail("no tree rows: \(indents)") }
        let numbers = values.compactMap { if case .number(let n) = $0 { return n } else { return nil } }
        XCTAssertGreaterThan(numbers.count, 10)
        XCTAssertLessThanOrEqual(numbers.max() ?? 0, 170, "the deepest row's indents take at most 160 px")
        XCTAssertGreaterThan(Set(numbers).count, 10, "each level still indented further: more than ten levels shown")
        XCTAssertEqual(browser.problems, [])
    }

    /// A calendar's day view (Appium page source), read by position: VoiceOver reads the header and
    /// the date strip (1–12), then the hours scrolled up out of the view (13–24, not drawn), the hours
    /// showing and the tab bar (25–39). The page numbers the frames and runs its line in that order,
    /// as the window does; it numbered them in the tree's order, the hours before the dates.
    func testTheTraceViewerNumbersFramesInVoiceOversOrder() throws {
        let browser = try viewerPage(ofDump: "appium-shirates-DateAndTime_ja", as: "day-view", swipes: 1)
        defer { browser.close() }
        try browser.evaluate("document.querySelectorAll('[data-overlay=frames],[data-overlay=order]').forEach(b => b.click())")
        _ = try save(browser, "day-view.png")
        let numbers = (Array(1...12) + Array(25...39)).map(String.init).joined(separator: " ")
        XCTAssertEqual(try browser.evaluate("[...document.querySelectorAll('#over text')].map(t => t.textContent).join(' ')"), .string(numbers))
        XCTAssertEqual(try browser.evaluate("document.querySelector('#over polyline').getAttribute('points').split(' ').slice(3, 6).join(' ')"),
                       .string("361,69 38,128 90.5,128"), "from the header's last button to the date strip, not down into the hours")
        XCTAssertEqual(browser.problems, [])
    }

    /// The trace viewer's page, opened, of a trace over the real dump `dump` (copied into the folder
    /// as `name`.xml, the trace's scene file) in which VoiceOver swipes right `swipes` times, a second apart.
    private func viewerPage(ofDump dump: String, as name: String, swipes: Int) throws -> HeadlessBrowser {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../AXAuditTests/Fixtures/RealDumps/\(dump).xml").standardizedFileURL
        let copy = folder.appendingPathComponent("\(name).xml")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: fixture, to: copy)
        var lines = [#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"\#(dump)","sceneFile":{"path":"\#(name).xml"},"settings":{"voiceOver":true}}"#]
        for k in 1...swipes { lines.append(#"{"type":"command","seq":\#(k),"t":\#(k * 1000),"name":"vo.next"}"#) }
        lines.append(#"{"type":"end","seq":\#(swipes + 1),"t":\#((swipes + 2) * 1000)}"#)
        let trace = folder.appendingPathComponent("\(name).trace")
        try (lines.joined(separator: "\n") + "\n").write(to: trace, atomically: true, encoding: .utf8)
        return try viewerPage(of: trace)
    }

    private func count(_ browser: HeadlessBrowser, _ selector: String) throws -> Int {
        guard case .number(let n) = try browser.evaluate("document.querySelectorAll('\(selector)').length") else { return -1 }
        return Int(n)
    }
}
