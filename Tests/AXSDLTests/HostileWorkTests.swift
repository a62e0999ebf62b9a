import Foundation
import XCTest

/// Small inputs that asked for unbounded work through the command line (docs/robustness.md,
/// "Hostile sizes"): each is refused by its limit with exit status 2.
final class HostileWorkTests: XCTestCase {
    /// A three-line trace naming grid-1000000 took 1.4 GB to replay and 2.2 GB and over a minute to
    /// view; a generated grid is now held to a scene file's element limit.
    func testATraceNamingAGridOverTheElementLimitIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-grid-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trace = #"""
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-1000000","settings":{"voiceOver":true},"device":{"idiom":"phone","width":390,"height":844}}
        {"type":"command","seq":1,"t":1000,"name":"vo.first"}
        {"type":"end","seq":2,"t":2000}

        """#
        try trace.write(toFile: path, atomically: true, encoding: .utf8)
        let html = path + ".html"
        defer { try? FileManager.default.removeItem(atPath: html) }
        for arguments in [["replay", path], ["view", path, "-o", html], ["inspect", "grid-1000000"], ["validate", "grid-100001"]] {
            let result = try BuiltExecutable.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.contains("a generated grid has 1 to 100000 cells"), "\(arguments): \(result.output)")
        }
        // The refusal comes from resolving the scene argument, before any grid is built: the message
        // and the missing page show it. (Peak memory is not asserted here: RUSAGE_CHILDREN reports the
        // largest of every child this test process has waited for, so it depended on earlier tests.)
        XCTAssertFalse(FileManager.default.fileExists(atPath: html))
    }
}
