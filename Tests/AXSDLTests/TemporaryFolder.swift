import Foundation
import XCTest

extension XCTestCase {
    /// A new, empty folder `NAME-PID-TEST` in the temporary directory for one test's files. It is
    /// removed when the test passes and kept, to look at, when it fails: test runs left hundreds of
    /// folders behind in the machine's temporary directory. The test's failures are counted, not
    /// `hasSucceeded` asked: the run is not over while its teardown blocks run, so that said no.
    func temporaryFolder(_ name: String) throws -> URL {
        let test = String(self.name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())-\(test)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { [weak self] in
            if (self?.testRun?.totalFailureCount ?? 0) == 0 { try? FileManager.default.removeItem(at: folder) }
        }
        return folder
    }
}
