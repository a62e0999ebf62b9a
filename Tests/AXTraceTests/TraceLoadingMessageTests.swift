import XCTest
@testable import AXTrace

/// Every refusal names the file, the line, the field (its JSON path inside the header's objects) and
/// what was expected, and says what was there instead: missing, or found as which kind of value.
/// The article before a record type is the one it takes ("an end record", "an action record").
final class TraceLoadingMessageTests: XCTestCase {
    private static let header = TraceFormatTests.header
    private func expect(_ record: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
        TraceLines.expectError([Self.header, record], line: 2, reason, file: file, at: line)
    }
    private func expectHeader(_ header: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
        TraceLines.expectError([header, #"{"type":"end","seq":1,"t":0}"#], line: 1, reason, file: file, at: line)
    }

    func testUnknownFieldsSayTheRecordWithItsArticleAndTheFieldsItTakes() {
        expect(#"{"type":"end","seq":1,"t":0,"reason":"displayClosed"}"#,
               #"unknown field "reason" in an end record (expected type, seq and t)"#)
        expect(#"{"type":"action","seq":1,"t":0,"cause":0,"name":"activate","result":true,"elemnt":"a"}"#,
               #"unknown field "elemnt" in an action record (expected type, seq, t, cause, element, name and result)"#)
        // Output records that were read without the check before: a misspelt field is refused there too.
        expect(#"{"type":"focus","seq":1,"t":0,"cause":0,"element":"cell-1","description":"Cell 1","descripton":"x"}"#,
               #"unknown field "descripton" in a focus record (expected type, seq, t, cause, element and description)"#)
        expect(#"{"type":"speech","seq":1,"t":0,"cause":0,"text":"Hi","priority":"default","kind":"element","outcome":"dropped","start":0,"end":0,"volume":1}"#,
               #"unknown field "volume" in a speech record (expected type, seq, t, cause, text, priority, kind, outcome, heard, start and end)"#)
        expect(#"{"type":"state","seq":1,"t":0,"cause":0,"digest":"0","snapshots":{}}"#,
               #"unknown field "snapshots" in a state record (expected type, seq, t, cause, digest and snapshot)"#)
    }

    func testAStringFieldSaysWhetherItIsMissingOrWhatItHolds() {
        expect(#"{"type":"focus","seq":1,"t":0,"cause":0,"description":"Cell 1"}"#, #""element" must be a string; it is missing"#)
        expect(#"{"type":"focus","seq":1,"t":0,"cause":0,"element":["cell-1"],"description":"Cell 1"}"#,
               #""element" must be a string, found an array"#)
        expect(#"{"type":"setting","seq":1,"t":0,"name":"boldText","value":true}"#, #""value" must be a string, found a boolean"#)
        expect(#"{"type":"setting","seq":1,"t":0,"name":"boldTxt","value":"true"}"#,
               #""name": unknown setting "boldTxt"; expected one of "#
                   + "voiceOver, reduceMotion, reduceTransparency, boldText, increaseContrast, contentSize, layoutDirection, idiom, speakHints, variant, "
                       + "differentiateWithoutColor, buttonShapes, onOffLabels")
        // A field with a fixed set of values lists them, missing or mistyped.
        expect(#"{"type":"pointer","seq":1,"t":0,"id":0,"x":1,"y":1}"#, #""phase" must be one of down, move, up, cancel; it is missing"#)
        expect(#"{"type":"pointer","seq":1,"t":0,"phase":1,"id":0,"x":1,"y":1}"#, #""phase" must be one of down, move, up, cancel, found a number"#)
        expect(#"{"type":"action","seq":1,"t":0,"cause":0,"name":"activate"}"#, #""result" must be true or false; it is missing"#)
        expect(#"{"type":"action","seq":1,"t":0,"cause":0,"name":"activate","result":"yes"}"#, #""result" must be true or false, found a string"#)
    }

    func testTypeSeqAndTimeSayWhatWasExpected() {
        expect(#"{"type":7,"seq":1,"t":0}"#, #""type" must be a string, the record's type (header first, then pointer, command, … or end), found a number"#)
        TraceLines.expectError([Self.header, #"{"type":"end","seq":1,"t":0}"#, #"{"type":"action","seq":2,"t":0}"#], line: 3,
                               #"an action record after "end" (end must be the last line)"#)
        TraceLines.expectError([Self.header, Self.header], line: 2, #"a second header ("type" "header" belongs to the first line only)"#)
        expect(#"{"type":"voice","seq":1,"t":0}"#, #"a voice record needs "name" ("on" or "off") or "phrase" (a string); it has neither"#)
        // Nothing said is no phrase: the window's command line says nothing for it.
        expect(#"{"type":"voice","seq":1,"t":0,"phrase":""}"#, #"a voice record's "phrase" must hold words; it is empty (nothing said is no phrase)"#)
        expect(#"{"type":"voice","seq":1,"t":0,"phrase":"  "}"#, #"a voice record's "phrase" must hold words; it is empty (nothing said is no phrase)"#)
    }

    func testNestedValuesNameTheirPath() {
        expect(#"{"type":"state","seq":1,"t":0,"cause":0,"digest":"0","snapshot":["rating","0"]}"#,
               #""snapshot" must be an object of strings (the state's keys and values), found an array"#)
        expect(#"{"type":"state","seq":1,"t":0,"cause":0,"digest":"0","snapshot":{"rating":0}}"#, #"snapshot.rating must be a string, found a number"#)
        expect(#"{"type":"menu","seq":1,"t":0,"cause":0,"element":"cell-1","page":"top","entries":"Tap"}"#,
               #""entries" must be a list of strings (the entries' titles), found a string"#)
        expect(#"{"type":"voiceChoose","seq":1,"t":0,"cause":0,"elements":["a",2]}"#, #"elements[1] must be a string, found a number"#)
        expect(#"{"type":"voiceChoose","seq":1,"t":0,"cause":0}"#, #""elements" must be a list of element ids (strings); it is missing"#)
        expect(#"{"type":"lens","seq":1,"t":0,"cause":0,"mode":"fullScreen","region":[0,0,1,1],"window":[0,0,1,1]}"#,
               #""level" must be a number from 1.2 to 15.0; it is missing"#)
    }

    /// A refused number is shown as the file wrote it, never rounded into one that would pass: "must
    /// be an integer, found 900" of 900.0000000001, and "found inf" of 1e308, contradicted the file.
    func testRefusedNumbersAreShownAsWritten() {
        expect(#"{"type":"end","seq":1,"t":900.0000000001}"#, #""t" must be a whole number, found 900.0000000001"#)
        expect(#"{"type":"command","seq":1,"t":0,"name":"vo.touch","args":{"x":1e308,"y":1}}"#,
               "vo.touch needs args.x, a number from -1000000 to 1000000, found 1e+308")
        expect(#"{"type":"command","seq":1,"t":0,"name":"vo.touch","args":{"x":1000000.5,"y":1}}"#,
               "vo.touch needs args.x, a number from -1000000 to 1000000, found 1000000.5")
        let start = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-4","#
        expectHeader(start + #""switchControl":{"on":true,"holdDuration":600.5}}"#,
                     "switchControl.holdDuration must be a boolean, an integer below 10^15 or a string, found 600.5")
    }

    func testHeaderFieldsNameTheirPath() {
        let start = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-4","#
        expectHeader(start + #""device":{"idiom":2}}"#, "device.idiom must be phone or pad, found a number")
        expectHeader(start + #""device":{"width":"390"}}"#, "device.width must be a number above 0 and at most 10000 points, found a string")
        expectHeader(start + #""device":{"depth":3}}"#, "device.depth: unexpected field (expected idiom, width and height)")
        expectHeader(start + #""device":[390,844]}"#, "device must be an object, found an array")
        expectHeader(start + #""settings":"voiceOver"}"#, "settings must be an object, found a string")
        expectHeader(start + #""engine":{"tapMaxMs":"300"}}"#, "engine.tapMaxMs must be an integer, found a string")
        expectHeader(start + #""sceneFile":"s.json"}"#,
                     #"sceneFile must be an object with a non-empty "path" (a string) and a "digest", found a string"#)
        expectHeader(start + #""sceneFile":{"digest":"0"}}"#, "sceneFile.path must be a non-empty string, the scene file's path; it is missing")
        expectHeader(start + #""sceneFile":{"path":"s.json","digest":7}}"#, "sceneFile.digest must be a string, found a number")
        expectHeader(#"{"type":"header","format":"axsandbox-scene","version":1,"scene":"grid-4"}"#,
                     #"the first line must be a header of format "axsandbox-trace": "format" must be "axsandbox-trace", found "axsandbox-scene""#)
    }
}
