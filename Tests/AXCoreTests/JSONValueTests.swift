import XCTest
@testable import AXCore

final class JSONValueTests: XCTestCase {
    func testParsesEveryKindKeepingBooleansAndKeyOrder() throws {
        let v = try JSONValue.parse(#"{"b":true,"a":[1,-2.5,1e3,null,"x\u00e9\n"],"c":{}}"#)
        guard case .object(let fields) = v else { return XCTFail() }
        XCTAssertEqual(fields.map(\.key), ["b", "a", "c"])
        XCTAssertEqual(v["b"], .bool(true))
        XCTAssertEqual(v["a"], .array([.number(1), .number(-2.5), .number(1000), .null, .string("xé\n")]))
        XCTAssertEqual(v["c"], .object([]))
        XCTAssertNil(v["missing"])
    }

    func testQuotingEscapesOnlyWhatRFC8259Requires() {
        XCTAssertEqual(JSONValue.quoted("Cell 12 × 3 é"), "\"Cell 12 × 3 é\"")
        XCTAssertEqual(JSONValue.quoted(""), "\"\"")
        XCTAssertEqual(JSONValue.quoted("say \"hi\"\\ now\n\t\r\u{01}\u{1F}"), #""say \"hi\"\\ now\n\t\r\u0001\u001f""#)
        XCTAssertEqual(try JSONValue.parse(JSONValue.quoted("a\"b\\c\u{7F}d")), .string("a\"b\\c\u{7F}d"))
    }

    func testSurrogatePairs() throws {
        XCTAssertEqual(try JSONValue.parse(#""\ud83d\ude00""#), .string("😀"))
    }

    func testErrorsCarryLineAndColumn() {
        XCTAssertThrowsError(try JSONValue.parse("{\n \"a\": tru }")) { error in
            XCTAssertEqual(error as? JSONValue.SyntaxError, JSONValue.SyntaxError(line: 2, column: 7, message: "invalid literal, expected true"))
        }
        XCTAssertThrowsError(try JSONValue.parse(#"{"a":1,"a":2}"#)) { error in
            XCTAssertEqual((error as? JSONValue.SyntaxError)?.message, "duplicate field \"a\"")
        }
        XCTAssertThrowsError(try JSONValue.parse("[1,2"))
        XCTAssertThrowsError(try JSONValue.parse("1 2")) { error in
            XCTAssertEqual((error as? JSONValue.SyntaxError)?.message, "unexpected text after the JSON value")
        }
        XCTAssertThrowsError(try JSONValue.parse("01")) 
        XCTAssertThrowsError(try JSONValue.parse("\"a\u{01}\""))
    }
}
