import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// The vision filter in traces (docs/trace-format.md): the header's `vision` and `vision` inputs
/// read and write back byte for byte, a trace without them reads as no filter, bad ones are refused
/// with their line and the names expected, a recording replays exactly with each step shown through
/// the filter of its time, and the trace viewer names the filter.
final class VisionTraceTests: XCTestCase {
    private let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","settings":{"voiceOver":false},"seed":"0","vision":"tritanopia"}"#

    func testTheHeaderAndTheRecordsReadAndWriteBack() throws {
        let lines = [
            #"{"type":"vision","seq":1,"t":500,"filter":"protanopia:0.6"}"#,
            #"{"type":"vision","seq":2,"t":900}"#,
            #"{"type":"vision","seq":3,"t":1200,"filter":"color-tint:200:0.5"}"#,
        ]
        let trace = try TraceLines.load([header] + lines + [#"{"type":"end","seq":4,"t":2000}"#])
        XCTAssertEqual(trace.header.vision, .tritanopia(severity: 1))
        XCTAssertEqual(trace.inputs.map(\.record), [.input(.vision(.protanopia(severity: 0.6))), .input(.vision(nil)),
                                                    .input(.vision(.colorTint(hue: 200, intensity: 0.5))), .end])
        XCTAssertTrue(TraceWriter.line(trace.header).hasSuffix(#""seed":"0","vision":"tritanopia"}"#), TraceWriter.line(trace.header))
        XCTAssertEqual(trace.records.dropLast().map(TraceWriter.line), lines)
    }

    func testATraceWithoutItReadsAsNoFilter() throws {
        let trace = try TraceLines.load([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating"}"#, #"{"type":"end","seq":1,"t":0}"#])
        XCTAssertNil(trace.header.vision)
        XCTAssertFalse(TraceWriter.line(trace.header).contains("vision"))
        let result = try Replayer(trace: trace, scene: StarRatingScene(), allowSceneDrift: false, tool: "test").run(showing: { shown in
            XCTAssertNil(shown.session.visionFilter)
        })
        XCTAssertNil(result.header.vision)
    }

    func testBadFiltersAreRefusedNamingTheLineAndTheNamesExpected() {
        let end = #"{"type":"end","seq":9,"t":9000}"#
        let names = VisionFilter.names.joined(separator: ", ")
        TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","vision":"protanpia"}"#, end], line: 1,
                               "vision: \"protanpia\" is not a vision filter: expected one of \(names)")
        TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","vision":true}"#, end], line: 1,
                               "vision must be a string, a vision filter's name (\(names)), found a boolean")
        TraceLines.expectError([header, #"{"type":"vision","seq":1,"t":0,"filter":"sepia"}"#, end], line: 2,
                               "\"filter\": \"sepia\" is not a vision filter: expected one of \(names)")
        TraceLines.expectError([header, #"{"type":"vision","seq":1,"t":0,"filter":"protanopia:2"}"#, end], line: 2,
                               "\"filter\": \"protanopia:2\": expected an amount from 0 to 1 (or a percentage), found 2")
        TraceLines.expectError([header, #"{"type":"vision","seq":1,"t":0,"name":"grayscale"}"#, end], line: 2,
                               "unknown field \"name\" in a vision record (expected type, seq, t and filter)")
    }

    /// A run started through a filter that changes it twice (as `run --vision` and the G key do):
    /// the header and the records say so, the replay matches, and each step is shown through the
    /// filter in effect then.
    func testARecordingReplaysExactlyShowingEachStepThroughItsFilter() throws {
        let session = Session(scene: StarRatingScene(), settings: Settings())
        session.startVision(.tritanopia(severity: 1))
        let driver = SessionDriver(session: session)
        let header = driver.header(tool: "test")
        XCTAssertEqual(header.vision, .tritanopia(severity: 1))
        var records = driver.advance(to: 0)
        records += driver.apply(.pointer(PointerSample(.down, id: 0, Point(200, 400), time: 100)), at: 100)
        records += driver.apply(.pointer(PointerSample(.up, id: 0, Point(200, 400), time: 150)), at: 150)
        records += driver.apply(.vision(VisionFilter.cycled(after: session.visionFilter)), at: 1000)
        records += driver.apply(.vision(nil), at: 2000)
        records += driver.end(at: 3000)
        let text = ([TraceWriter.line(header)] + records.map(TraceWriter.line)).map { $0 + "\n" }.joined()
        XCTAssertTrue(text.contains(#""vision":"tritanopia"}"#), text)
        XCTAssertTrue(text.contains(#"{"type":"vision","seq":5,"t":1000,"filter":"achromatopsia"}"#), text)
        XCTAssertTrue(text.contains(#"{"type":"vision","seq":6,"t":2000}"#), text)
        XCTAssertEqual(text.components(separatedBy: "\"type\":\"state\"").count - 1, 2, "a filter changes no state: only the tap's and the final snapshot")
        let trace = try TraceReader.parse(text, file: "recorded.trace")
        XCTAssertEqual(TraceWriter.text(trace), text, "read and written back byte for byte")
        var shown: [VisionFilter?] = []
        let result = try Replayer(trace: trace, scene: StarRatingScene(), allowSceneDrift: false, tool: "test")
            .run(showing: { shown.append($0.session.visionFilter) })
        XCTAssertNil(result.difference, result.difference.map { "\($0.line): \($0.expected ?? "-") → \($0.actual ?? "-")" } ?? "")
        XCTAssertEqual(result.header.vision, .tritanopia(severity: 1), "--update keeps the header's filter")
        XCTAssertEqual(shown, [.tritanopia(severity: 1), .tritanopia(severity: 1), .tritanopia(severity: 1), .achromatopsia, nil])
    }

    /// The viewer draws each step's frame through its filter (another picture than the same state
    /// unfiltered) and names the filter under the frame; a page of a trace with none embeds nothing new.
    func testTheViewerNamesTheFilterOfEachStep() throws {
        let lines = [
            #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","vision":"grayscale"}"#,
            #"{"type":"vision","seq":1,"t":500,"filter":"smart-invert"}"#,
            #"{"type":"vision","seq":2,"t":900}"#,
            #"{"type":"end","seq":3,"t":2000}"#,
        ]
        let trace = try TraceLines.load(lines)
        var drawn: [VisionFilter?] = []
        let built = try TraceViewerPage.build(trace: trace, replayer: Replayer(trace: trace, scene: StarRatingScene(), allowSceneDrift: false, tool: "test"),
                                              source: "t.trace") { session, _ in
            drawn.append(session.visionFilter)
            return EmbeddedImage(png: [], width: 390, height: 844)
        }
        XCTAssertEqual(drawn, [.grayscale, .smartInvert, nil], "one frame per filter: the state is the same, the picture is not")
        XCTAssertTrue(built.html.contains(#""vision":["grayscale","smart-invert",null]"#), built.html.suffix(3000).description)
        XCTAssertTrue(built.html.contains("'Vision filter: '"), "the page names the filter under the frame")
        XCTAssertTrue(built.html.contains(#"<p class="sub" id="vision" hidden></p>"#))

        let plain = try TraceLines.load([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating"}"#, #"{"type":"end","seq":1,"t":0}"#])
        let page = try TraceViewerPage.build(trace: plain, replayer: Replayer(trace: plain, scene: StarRatingScene(), allowSceneDrift: false, tool: "test"),
                                             source: "t.trace") { _, _ in EmbeddedImage(png: [], width: 390, height: 844) }
        XCTAssertFalse(page.html.contains(#""vision":["#), "no filter at any step: no vision field")
    }
}
