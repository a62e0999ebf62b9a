import AXCore
import AXEngine
import AXScenes
@testable import AXTrace
import Foundation
import XCTest

/// The trace viewer's tree rows say which rows are scrolled out of an imported list (the engine's
/// `NavigationOrder.isScrolledOutOfView`, asked in Swift), so the page draws nothing where their
/// captured frames lie, as the window does (docs/reports.md); a scene with no scroll content
/// embeds its rows as before. A tree listed in another order than VoiceOver's comes with that
/// order, which the page numbers by, as the window's legend does.
final class TraceViewerScrolledOutTests: XCTestCase {
    private struct Unexpected: Error { var what: String }

    /// A real app's news list (Appium page source): its last row lies at y 935, past the bottom of
    /// the 874-point screen, which VoiceOver, starting on the first element, reaches in six swipes.
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../AXAuditTests/Fixtures/RealDumps/appium-signews-expo-scrollview.xml").standardizedFileURL.path

    private func record(_ scene: Scene, swipes: Int) -> Trace {
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: scene, settings: settings))
        let header = driver.header(tool: "test")
        var records: [TimedRecord] = []
        for k in 0..<swipes { records += driver.apply(.command(.next), at: k * 1000) }
        records += driver.end(at: swipes * 1000 + 3000)
        for i in records.indices { records[i].line = i + 2 }
        return Trace(header: header, records: records, truncatedAfterLine: nil)
    }

    /// The page's data, read back from the page as the browser reads it.
    private func data(_ scene: Scene, swipes: Int) throws -> [String: JSONValue] {
        let trace = record(scene, swipes: swipes)
        let replayer = Replayer(trace: trace, scene: scene, allowSceneDrift: false, tool: "test")
        let built = try TraceViewerPage.build(trace: trace, replayer: replayer, source: "t.trace") { _, _ in
            EmbeddedImage(png: [0], width: 10, height: 10)
        }
        let start = try XCTUnwrap(built.html.range(of: #"<script type="application/json" id="data">"#))
        let end = try XCTUnwrap(built.html.range(of: "</script>", range: start.upperBound..<built.html.endIndex))
        guard case .object(let fields) = try JSONValue.parse(String(built.html[start.upperBound..<end.lowerBound])) else {
            throw Unexpected(what: "the page's data is not an object")
        }
        return Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// The rows of the tree shown at the last step, and who is focused there.
    private func lastTree(_ data: [String: JSONValue]) throws -> (rows: [[JSONValue]], focus: String?) {
        guard case .array(let states)? = data["states"], case .array(let last)? = states.last, last.count == 3,
              case .number(let frame) = last[2], case .array(let trees)? = data["trees"], case .array(let rows) = trees[Int(frame)] else {
            throw Unexpected(what: "the last state or its tree is not where the page reads it")
        }
        let focus: String? = if case .string(let id) = last[1] { id } else { nil }
        return (rows.map { if case .array(let fields) = $0 { fields } else { [] } }, focus)
    }

    private func id(_ row: [JSONValue]) -> String { if case .string(let id) = row[1] { id } else { "" } }

    /// On the imported list, the row past the screen's bottom edge (where VoiceOver's cursor ends)
    /// carries `true` as its ninth field; every other row has its eight, and the rows so marked are
    /// exactly those the engine says are scrolled out.
    func testARowScrolledOutOfAnImportedListIsMarkedInTheEmbeddedTree() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        let scene = try ScreenImport.load(path: Self.fixture, text: text)
        let (rows, focus) = try lastTree(try data(scene, swipes: 6))
        XCTAssertEqual(focus, "button-18", "VoiceOver's cursor ends on the row past the screen's edge")
        let marked = rows.filter { $0.count == 9 }
        XCTAssertEqual(marked.map(id), ["button-18"])
        XCTAssertEqual(marked.first?[8], .bool(true))
        XCTAssertEqual(marked.first?[5], .number(935), "its captured frame, kept: the page skips it, it does not move it")
        XCTAssertTrue(rows.allSatisfy { $0.count == 8 || $0.count == 9 }, "\(rows)")
        let order = NavigationOrder(scene: scene, settings: { var s = Settings(); s.voiceOver = true; return s }())
        XCTAssertEqual(Set(marked.map(id)), Set(order.entries.indices.filter(order.isScrolledOutOfView).map { order.entries[$0].id }),
                       "the engine's one definition, not the page's")
    }

    /// A scene with no scroll content, whose tree lists its elements in VoiceOver's order, embeds its
    /// rows as before: eight fields each, none marked, and no `orders`.
    func testASceneWithNoScrollContentEmbedsTheSameRows() throws {
        let page = try data(GridScene(count: 4), swipes: 3)
        let (rows, _) = try lastTree(page)
        XCTAssertFalse(rows.isEmpty)
        XCTAssertTrue(rows.allSatisfy { $0.count == 8 }, "\(rows)")
        XCTAssertNil(page["orders"])
    }

    /// A calendar's day view (Appium page source) is read by position: the date strip under the
    /// header before the hours, which the tree lists after them. The page lists its focusable rows
    /// in VoiceOver's order (`orders`), so it numbers and joins them as the window does; it numbered
    /// them in the tree's order, the hours before the dates.
    func testATreeReadInAnotherOrderListsItsRowsInVoiceOversOrder() throws {
        let path = URL(fileURLWithPath: Self.fixture).deletingLastPathComponent().appendingPathComponent("appium-shirates-DateAndTime_ja.xml").path
        let scene = try ScreenImport.load(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        let page = try data(scene, swipes: 1)
        let (rows, _) = try lastTree(page)
        guard case .array(let orders)? = page["orders"], case .array(let listed)? = orders.last else { return XCTFail("no orders") }
        let indices = listed.map { if case .number(let k) = $0 { Int(k) } else { -1 } }
        let order = NavigationOrder(scene: scene, settings: { var s = Settings(); s.voiceOver = true; return s }())
        XCTAssertEqual(indices.map { id(rows[$0]) }, order.entries.map(\.id))
        XCTAssertNotEqual(indices, indices.sorted(), "the tree lists them in another order")
        XCTAssertEqual(rows.filter { $0.count == 9 }.count, 12, "the twelve hours scrolled up out of the day view")
    }
}
