import XCTest
@testable import AXCore

/// The folder an output path lies in, as the commands that make folders (`validate --paths`,
/// `replay --frames`) work it out: Foundation's own answer stopped the program for a one-character
/// path or one ending in "/" on Linux.
final class OutputFolderTests: XCTestCase {
    func testTheParentFolderOfEveryKindOfPath() {
        let cases: [(path: String, parent: String)] = [
            ("p", ""), ("p/", ""), ("pp", ""), (".", ""), ("frames/", ""), ("frames//", ""),
            ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"), ("./out", "."), ("out/frames/run", "out/frames"),
            ("/x", "/"), ("/x/", "/"), ("/", "/"), ("//x", "/"), ("/tmp/a/b", "/tmp/a"),
        ]
        for (path, parent) in cases {
            XCTAssertEqual(OutputFile.parentFolder(of: path), parent, path)
        }
    }

    /// Folders are made with their missing parents, whatever the path's shape.
    func testFoldersAreMadeForShortAndSlashEndedPaths() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-folders-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(root.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        for path in ["p", "q/", "r/s/", "t//u", "p"] { try OutputFile.createFolder(path) }
        var isFolder: ObjCBool = false
        for folder in ["p", "q", "r/s", "t/u"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isFolder) && isFolder.boolValue, folder)
        }
    }
}
