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

    /// A step tester's check (`SwitchTester`, `KeyboardTester`, `VoiceControlTester`): when what `who` saw differs from what
    /// was expected, a failure listing both side by side, line by line, and what was seen as Swift
    /// source to paste over the expectation.
    func check<Line: Equatable & CustomStringConvertible>(step: Int, _ name: String, who: String, expected: [Line], seen: [Line]) {
        guard expected != seen else { return }
        var lines = ["step \(step), \(name): what the \(who) saw and heard differs"]
        for i in 0..<max(expected.count, seen.count) {
            let e = i < expected.count ? expected[i].description : "–"
            let s = i < seen.count ? seen[i].description : "–"
            lines.append((e == s ? "  " : "✗ ") + "expected \(e)  saw \(s)")
        }
        lines.append("saw, as Swift: [" + seen.map(\.description).joined(separator: ", ") + "]")
        fail(lines.joined(separator: "\n"))
    }
}
