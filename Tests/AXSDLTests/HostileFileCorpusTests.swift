import Foundation
import XCTest

/// Replays the regression corpus of hostile files (`Tests/HostileFiles`): every input a campaign or
/// a fuzzer found crashing, hanging, leaking or answering wrongly, run through the command line as a
/// user runs it. Each `NAME.case` holds comment lines (`#`, why the case exists), the arguments, and
/// the whole output expected; every case must exit 2 ("could not run") with exactly that output: a
/// located, plain message, never a crash, a hang or a silent success.
final class HostileFileCorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../HostileFiles").standardizedFileURL

    /// One case of the corpus: its arguments and the output expected.
    struct Case {
        var name: String
        var arguments: [String]
        var expected: String

        init(file: URL) throws {
            name = file.deletingPathExtension().lastPathComponent
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let body = lines.drop { $0.hasPrefix("#") }
            arguments = body.first.map { $0.split(separator: " ").map(String.init) } ?? []
            expected = body.dropFirst().joined(separator: "\n").trimmingCharacters(in: .newlines)
        }
    }

    static func cases() throws -> [Case] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".case") }.sorted()
            .map { try Case(file: corpus.appendingPathComponent($0)) }
    }

    func testEveryCaseExitsTwoWithItsLocatedMessage() throws {
        let cases = try Self.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 26, "the corpus is read")
        for c in cases {
            XCTAssertFalse(c.arguments.isEmpty, "\(c.name): no arguments")
            let (status, output) = try BuiltExecutable.run(c.arguments, in: Self.corpus)
            // Messages that name a file by its absolute path name it inside the corpus.
            let shown = output.replacingOccurrences(of: Self.corpus.path + "/", with: "").trimmingCharacters(in: .newlines)
            XCTAssertEqual(status, 2, "\(c.name): \(shown)")
            XCTAssertEqual(shown, c.expected, c.name)
        }
        for leftover in ["unwritten.png", "unwritten.html"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: Self.corpus.appendingPathComponent(leftover).path), "nothing is written")
        }
    }

    /// A FIFO where the screenshot or the scene is expected: it blocked forever on open. `stat` says
    /// what it is before anything opens it. (A FIFO cannot be committed, so it is made here.)
    func testAFIFOIsRefusedWithoutOpeningIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent("screenshot-option-page.xml"),
                                         to: folder.appendingPathComponent("page.xml"))
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("page@3x.png").path, 0o600), 0)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("scene.json").path, 0o600), 0)
        let beside = try BuiltExecutable.run(["inspect", "page.xml"], in: folder)
        XCTAssertEqual(beside.status, 2)
        XCTAssertEqual(beside.output, "axsandbox: page@3x.png: the screenshot is a FIFO (named pipe), not a regular file; only regular files are read\n")
        let scene = try BuiltExecutable.run(["validate", "scene.json"], in: folder)
        XCTAssertEqual(scene.status, 2)
        XCTAssertEqual(scene.output, "axsandbox: scene.json: the file is a FIFO (named pipe), not a regular file; only regular files are read\n")
    }
}
