import Testing
import XCTest

/// Where a test API call was written, as both XCTest and Swift Testing want it.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID; self.filePath = filePath; self.line = line; self.column = column
    }

    /// Reports `message` as a failure of the running test: a Swift Testing issue inside a `@Test`,
    /// an XCTest failure otherwise.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
