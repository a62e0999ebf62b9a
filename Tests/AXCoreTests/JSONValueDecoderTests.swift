import AXCore
import XCTest

/// `JSONValueDecoder` reads what Foundation's decoder reads, and says where a value is at fault:
/// a number that does not fit an integer field, a null, a missing field, and (when asked) a field
/// no type read. Shard reports are read with it (`ShardReport(parsing:)`).
final class JSONValueDecoderTests: XCTestCase {
    struct Point: Codable, Equatable { var x: Double; var y: Double }
    struct Item: Codable, Equatable {
        var name: String
        var count: Int
        var size: UInt8?
        var note: String?
        var points: [Point]
        var lines: [String: Int]
        var raw: [JSONValue]?
        var flags: [Bool?]
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String, strict: Bool = false) throws(JSONValueDecoder.Failure) -> T {
        let value = try! JSONValue.parse(text)
        return try JSONValueDecoder(refusesUnknownFields: strict).decode(type, from: value)
    }

    private func failure<T: Decodable>(_ type: T.Type, _ text: String, strict: Bool = false) -> String {
        do { _ = try decode(type, text, strict: strict); return "read" } catch { return error.description }
    }

    private let good = """
        {"name": "a", "count": 3, "size": 200, "note": null, "points": [{"x": 1.5, "y": -2}],
         "lines": {"b.swift": 4, "a.swift": 1}, "raw": [null, {"z": [1, "t"]}, true], "flags": [true, null]}
        """

    func testReadsWhatFoundationReads() throws {
        let item = try decode(Item.self, good)
        XCTAssertEqual(item, try JSONDecoder().decode(Item.self, from: Data(good.utf8)))
        XCTAssertEqual(item.raw, [.null, .object([("z", .array([.number(1), .string("t")]))]), .bool(true)])
        XCTAssertEqual(item.flags, [true, nil])
        XCTAssertNil(item.note)
    }

    func testNumbersThatDoNotFitAnIntegerFieldAreNamedWhereTheyLie() {
        XCTAssertEqual(failure(Item.self, good.replacingOccurrences(of: "\"count\": 3", with: "\"count\": 1.5")),
                       "$.count: expected an integer, found 1.5")
        XCTAssertEqual(failure(Item.self, good.replacingOccurrences(of: "\"count\": 3", with: "\"count\": 1e30")),
                       "$.count: expected an integer, found 1e+30")
        XCTAssertEqual(failure(Item.self, good.replacingOccurrences(of: "\"size\": 200", with: "\"size\": 300")),
                       "$.size: expected an integer, 0 or more, found 300")
        XCTAssertEqual(failure(Item.self, good.replacingOccurrences(of: "\"b.swift\": 4", with: "\"b.swift\": -0.25")),
                       "$.lines.b.swift: expected an integer, found -0.25")
        XCTAssertEqual(failure([Int].self, "[1, 2, 3.5]"), "$[2]: expected an integer, found 3.5")
    }

    func testOtherKindsNullsAndMissingFieldsAreNamed() {
        XCTAssertEqual(failure(Item.self, good.replacingOccurrences(of: "\"y\": -2", with: "\"y\": \"2\"")),
                       "$.points[0].y: expected a number, found a string")
        XCTAssertEqual(failure(Item.self, good.replacingOccurrences(of: "\"name\": \"a\"", with: "\"name\": null")),
                       "$.name: expected a string, found null")
        XCTAssertEqual(failure(Item.self, good.replacingOccurrences(of: "\"name\": \"a\", ", with: "")), "$.name: missing")
        XCTAssertEqual(failure(Item.self, good.replacingOccurrences(of: "[{\"x\": 1.5, \"y\": -2}]", with: "{}")),
                       "$.points: expected an array, found an object")
        XCTAssertEqual(failure(Item.self, "[]"), "$: expected an object, found an array")
    }

    enum Status: String, Codable, CaseIterable { case match, differs }

    /// A string that is none of an enumeration's names is refused with the names it may be.
    func testAnEnumerationsUnknownNameListsItsNames() {
        XCTAssertEqual(failure([Status].self, #"["match", "Match"]"#), #"$[1]: expected one of "match", "differs", found "Match""#)
        XCTAssertEqual(failure([Status].self, #"["match", 3]"#), "$[1]: expected a string, found 3")
    }

    /// A type of no fields that reads its object (a replay shard report's `run`): every field in it is unknown.
    struct NoFields: Decodable {
        private enum CodingKeys: CodingKey {}
        init(from decoder: Decoder) throws { _ = try decoder.container(keyedBy: CodingKeys.self) }
    }

    func testAnObjectReadForNoFieldsRefusesEveryField() {
        XCTAssertEqual(failure(NoFields.self, "{}", strict: true), "read")
        XCTAssertEqual(failure(NoFields.self, #"{"requireComplet": true}"#, strict: true), "$.requireComplet: unknown field")
        XCTAssertEqual(failure(NoFields.self, #"{"requireComplet": true}"#), "read")
    }

    func testUnknownFieldsAreRefusedOnlyWhenAsked() {
        let misspelt = good.replacingOccurrences(of: "\"note\": null", with: "\"notes\": \"x\"")
        XCTAssertEqual(failure(Item.self, misspelt), "read")
        XCTAssertEqual(failure(Item.self, misspelt, strict: true), "$.notes: unknown field")
        let nested = good.replacingOccurrences(of: "\"y\": -2", with: "\"y\": -2, \"z\": 0")
        XCTAssertEqual(failure(Item.self, nested, strict: true), "$.points[0].z: unknown field")
        // A dictionary's and a JSONValue's fields are all read: none is unknown.
        XCTAssertEqual(failure(Item.self, good, strict: true), "read")
    }
}
