import Foundation
import XCTest

/// `validate --jobs N` (docs/validation.md, "On every core"), through the built executable: the
/// reports are the same, byte for byte, on one thread and on four; a count that is not one from 1
/// to 256 is a bad command line (exit 2, naming the flag).
final class ValidateJobsTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    private var folder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-jobs-\(getpid())")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func testAJobCountThatIsNotOneTo256Exits2NamingTheFlag() throws {
        let cases: [(jobs: String, says: String)] = [
            ("0", "--jobs must be a whole number from 1 to 256 (threads to validate on), not 0"),
            ("257", "--jobs must be a whole number from 1 to 256"),
            ("-1", "--jobs must be a whole number from 1 to 256"),
            ("many", "The value 'many' is invalid for '--jobs <n>'"),
            ("", "Missing value for '--jobs <n>'"),
            ("2.5", "The value '2.5' is invalid for '--jobs <n>'"),
        ]
        for (jobs, says) in cases {
            // `--jobs=N`, so that "-1" is the flag's value, not an option.
            let result = try BuiltExecutable.run(["validate", "star-rating", "--depth", "0", "--jobs=\(jobs)"])
            XCTAssertEqual(result.status, 2, "--jobs \(jobs): \(result.output)")
            XCTAssertTrue(result.output.hasPrefix("axsandbox: "), result.output)
            XCTAssertTrue(result.output.contains(says), "--jobs \(jobs): \(result.output)")
        }
    }

    /// Catalog scenes and every example scene file, explored: each format written on one thread and
    /// on four is the same file; the shard timings name every scene either way.
    func testReportsAreTheSameOnOneThreadAndOnFour() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { "examples/" + $0 }
        let scenes = ["piano-broken", "star-rating", "exceptional-dogs-broken"] + files
        for format in ["json", "text", "sarif", "junit", "html"] {
            var written: [Data] = []
            for jobs in ["1", "4"] {
                let report = folder.appendingPathComponent("\(format)-\(jobs)").path
                let timings = folder.appendingPathComponent("timings-\(format)-\(jobs).json").path
                let run = try BuiltExecutable.run(["validate"] + scenes + ["--depth", "2", "--states", "12", "--format", format, "-o", report,
                                                   "--jobs", jobs, "--write-shard-timings", timings], in: root)
                XCTAssertEqual(run.status, 1, "the broken twins have findings: \(run.output)")
                written.append(try Data(contentsOf: URL(fileURLWithPath: report)))
                let timed = try String(contentsOfFile: timings, encoding: .utf8)
                for scene in scenes { XCTAssertTrue(timed.contains("\"\(scene)\""), "\(scene) timed on \(jobs) threads: \(timed)") }
            }
            XCTAssertFalse(written[0].isEmpty)
            XCTAssertEqual(written[0], written[1], "the \(format) report differs on four threads")
        }
    }
}
