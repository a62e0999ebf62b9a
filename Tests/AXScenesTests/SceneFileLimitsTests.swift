import XCTest
import AXCore
@testable import AXScenes

/// Numbers that do not fit are refused where the scene file is read, with the JSON path and the
/// range (docs/robustness.md), and hostile sizes get an answer without being built.
final class SceneFileLimitsTests: XCTestCase {
    private let header = #""format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"}"#

    private func error(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> SceneFileError? {
        do {
            _ = try SceneFile.parse("{\(header),\(body)}", file: "hostile.json")
            XCTFail("\(body) loaded", file: file, line: line)
            return nil
        } catch {
            guard let e = error as? SceneFileError else { XCTFail("\(error)", file: file, line: line); return nil }
            XCTAssertEqual(e.file, "hostile.json", file: file, line: line)
            return e
        }
    }

    func testCoordinatesAndSizesOutsideTheLimitsNameTheirPath() {
        let element = #"{"id":"a","frame":[0,0,10,10]"#
        let cases: [(String, String, String)] = [
            (##""elements":[{"id":"a","frame":[1e308,0,10,10]}]"##, "elements[0].frame[0]", "expected a coordinate from -1000000 to 1000000, found 1e+308"),
            (##""elements":[{"id":"a","frame":[0,0,10,2000000]}]"##, "elements[0].frame[3]", "expected a coordinate from -1000000 to 1000000, found 2000000"),
            (##""elements":[\##(element),"activationPoint":[0,-1e9]}]"##, "elements[0].activationPoint[1]", "expected a coordinate from -1000000 to 1000000, found -1000000000"),
            (##""elements":[\##(element),"dropPoints":[{"name":"d","point":[1e300,0]}]}]"##, "elements[0].dropPoints[0].point[0]", "expected a coordinate from -1000000 to 1000000, found 1e+300"),
            (##""elements":[\##(element),"dragSources":[{"name":"d","point":[0,1e20]}]}]"##, "elements[0].dragSources[0].point[1]", "expected a coordinate from -1000000 to 1000000, found 1e+20"),
            (##""drawing":[{"text":"x","at":[1e30,0],"size":17}]"##, "drawing[0].at[0]", "expected a coordinate from -1000000 to 1000000, found 1e+30"),
            (##""drawing":[{"text":"x","at":[0,0],"size":1e300}]"##, "drawing[0].size", "expected a size above 0 and at most 1000 points, found 1e+300"),
            (##""drawing":[{"line":[0,0,1e7,0]}]"##, "drawing[0].line[2]", "expected a coordinate from -1000000 to 1000000, found 10000000"),
            (##""drawing":[{"rect":[0,0,10,10],"stroke":"#000000","lineWidth":-1}]"##, "drawing[0].lineWidth", "expected a length of 0 or more, found -1"),
            (##""drawing":[{"rect":[0,0,10,10],"fill":"#000000","cornerRadius":1e9}]"##, "drawing[0].cornerRadius", "expected a coordinate from -1000000 to 1000000, found 1000000000"),
            (##""drawing":[{"path":"M 0 0 A 1 1e99 0 0 1 9 0","fill":"#000000"}]"##, "drawing[0].path", "invalid SVG path at character 10: expected a number from -1000000 to 1000000"),
            (##""drawing":[{"rect":[0,0,10,10],"fill":"#FFF"}]"##, "drawing[0].fill", "expected a colour as #RRGGBB or #RRGGBBAA, found \"#FFF\""),
        ]
        for (body, location, message) in cases {
            let e = error(body)
            XCTAssertEqual(e?.location, location, body)
            XCTAssertEqual(e?.message, message, body)
        }
    }

    func testDeviceSidesMustBePositiveAndAtMostTenThousandPoints() {
        for (width, shown) in [("1e15", "1e+15"), ("0", "0"), ("-390", "-390"), ("10001", "10001")] {
            let text = #"{"format":"axsandbox-scene","version":1,"id":"s","device":{"width":\#(width)}}"#
            XCTAssertThrowsError(try SceneFile.parse(text, file: "d.json")) { error in
                XCTAssertEqual("\(error)", "d.json: device.width: expected a width above 0 and at most 10000 points, found \(shown)")
            }
        }
        let largest = #"{"format":"axsandbox-scene","version":1,"id":"s","device":{"width":10000,"height":10000}}"#
        XCTAssertEqual(try SceneFile.parse(largest, file: "d.json").device.size, Size(10_000, 10_000))
    }

    func testNonFiniteNumbersStopAtTheJSONReader() {
        XCTAssertThrowsError(try SceneFile.parse("{\(header),\"elements\":[{\"id\":\"a\",\"frame\":[1e999,0,1,1]}]}", file: "n.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("n.json: line 1, column "), "\(error)")
            XCTAssertTrue("\(error)".hasSuffix("number 1e999 is too large (beyond ±1.8e308 it has no value)"), "\(error)")
        }
    }

    func testEncodingErrorsGiveTheLineColumnAndByteOffsetAndAByteOrderMarkIsAccepted() throws {
        let text = "{\(header)}"
        XCTAssertEqual(try SceneFile.parse(Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)), file: "bom.json").id, "s")
        var bytes = Array(text.utf8)
        bytes.insert(0xFE, at: 20)
        XCTAssertThrowsError(try SceneFile.parse(Data(bytes), file: "bad.json")) { error in
            XCTAssertEqual("\(error)", "bad.json: line 1, column 21: not UTF-8 text (invalid byte at offset 20)")
        }
        // A file of many lines names the line the byte is on, as every other error in it does.
        let lines = Array("{\n\(header.replacingOccurrences(of: ",", with: ",\n"))\n}".utf8)
        let title = try XCTUnwrap(lines.indices.first { lines[$0...].starts(with: Array("\"id\"".utf8)) })
        var damaged = lines
        damaged.insert(0xFF, at: title + 1)
        XCTAssertThrowsError(try SceneFile.parse(Data(damaged), file: "lines.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("lines.json: line 4, column 2: not UTF-8 text (invalid byte at offset "), "\(error)")
        }
        // Saved as "Unicode" by a Windows editor: named as UTF-16, in either byte order, not by its first byte.
        for mark: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
            let utf16 = mark + text.utf16.flatMap { mark[0] == 0xFF ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            XCTAssertThrowsError(try SceneFile.parse(Data(utf16), file: "wide.json")) { error in
                XCTAssertEqual("\(error)", "wide.json: line 1, column 1: UTF-16 text (the file begins with a UTF-16 byte-order mark), not UTF-8: save it as UTF-8")
            }
        }
    }

    /// A million elements are counted, not built: the file is refused at its `elements` array.
    func testAMillionElementsAreRefusedBeforeBeingBuilt() {
        let many = "[" + Array(repeating: "{}", count: 1_000_000).joined(separator: ",") + "]"
        let e = error("\"elements\":\(many)")
        XCTAssertEqual(e?.location, "elements")
        XCTAssertEqual(e?.message, "1000000 elements, children included; a scene file may declare at most 100000")
    }

    /// A file past 64 MiB (here a sparse one of 200 MB) is refused by its size, before it is read.
    func testAFileTooLargeIsRefusedBeforeItIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-huge-\(getpid()).json").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 200_000_000)
        try handle.close()
        XCTAssertThrowsError(try SceneFile.load(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path): the file has 200000000 bytes; scene files may have at most 67108864 (64 MiB)")
        }
    }
}
