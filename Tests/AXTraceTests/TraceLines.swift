import XCTest
@testable import AXTrace

/// A trace written as lines in a test: read as the file `t.trace`, or refused with its line and
/// reason. Every record type's trace tests read and refuse their lines this one way.
enum TraceLines {
    static func load(_ lines: [String]) throws -> Trace {
        try TraceReader.parse(lines.map { $0 + "\n" }.joined(), file: "t.trace")
    }

    static func expectError(_ lines: [String], line: Int, _ reason: String, file: StaticString = #filePath, at: UInt = #line) {
        XCTAssertThrowsError(try load(lines), file: file, line: at) { error in
            XCTAssertEqual("\(error)", "t.trace:\(line): \(reason)", file: file, line: at)
        }
    }
}
