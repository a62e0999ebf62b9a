import AXCore
import AXScenes
import AXTrace
import Foundation
import XCTest

/// The fuzz targets start from the classes of input that found defects (docs/robustness.md,
/// "Fuzzing"): each target's seeds in `fuzz/Seeds/TARGET` hold every class, its source names the
/// folder, and the suite reads every seed the way the target does, so a seed that crashes or hangs
/// a reader fails here before any fuzzing.
final class FuzzSeedTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The campaign's classes: a seed's file name starts with its class.
    static let classes = ["dtd", "entity", "pi", "long-line", "deep-nesting", "cycle"]

    private static func targets() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("fuzz/Sources").path)
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    private static func seeds(of target: String) throws -> [URL] {
        let folder = repository.appendingPathComponent("fuzz/Seeds/\(target)")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0) }
    }

    /// The manifest spells its targets out (SwiftPM caches a manifest by its text, so a listing of
    /// the folder made while evaluating it goes stale): every folder is in the list and nothing else.
    func testTheFuzzManifestListsEveryTargetFolder() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("fuzz/Package.swift"), encoding: .utf8)
        guard let start = manifest.range(of: "let targetNames = ["),
              let end = manifest.range(of: "]", range: start.upperBound..<manifest.endIndex) else {
            return XCTFail("fuzz/Package.swift has no `let targetNames = [...]`")
        }
        let listed = manifest[start.upperBound..<end.lowerBound].split(separator: "\n")
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \",")) }.filter { !$0.isEmpty }
        XCTAssertEqual(listed, try Self.targets(), "fuzz/Package.swift's targetNames and the folders under fuzz/Sources differ")
        XCTAssertFalse(manifest.contains("contentsOfDirectory"), "the manifest must not list targets while it is evaluated")
    }

    func testEveryTargetIsSeededWithEveryClass() throws {
        let targets = try Self.targets()
        XCTAssertEqual(targets.count, 10, "a new target needs its seeds in fuzz/Seeds (docs/robustness.md)")
        for target in targets {
            let source = try String(contentsOf: Self.repository.appendingPathComponent("fuzz/Sources/\(target)/\(target).swift"), encoding: .utf8)
            XCTAssertTrue(source.contains("// fuzz-seeds: fuzz/Seeds/\(target)/*"), "\(target) does not name its seeds folder")
            let names = try Self.seeds(of: target).map(\.lastPathComponent)
            for seedClass in Self.classes {
                XCTAssertTrue(names.contains { $0.hasPrefix(seedClass + "-") || $0.hasPrefix(seedClass + ".") },
                              "\(target) has no \(seedClass) seed in fuzz/Seeds/\(target)")
            }
        }
    }

    /// Each seed through its target's reader: read or refused, never a crash; the constructs the
    /// readers refuse by rule are refused.
    func testEveryReaderAnswersEverySeed() throws {
        var read = 0
        for target in try Self.targets() {
            for url in try Self.seeds(of: target) {
                let data = try Data(contentsOf: url)
                let name = "\(target)/\(url.lastPathComponent)"
                let refusal: String?
                do {
                    try Self.read(data, as: target)
                    refusal = nil
                } catch {
                    refusal = "\(error)"
                }
                read += 1
                if target == "FuzzAppiumPageSource", !url.lastPathComponent.hasPrefix("long-line"), !url.lastPathComponent.hasPrefix("deep-nesting") {
                    XCTAssertNotNil(refusal, "\(name): a DTD, an entity or a processing instruction must be refused")
                }
                if ["FuzzJSON", "FuzzAccessibilitySnapshot", "FuzzTrace", "FuzzFindingPolicy"].contains(target), url.lastPathComponent.hasPrefix("deep-nesting") {
                    XCTAssertTrue(refusal?.contains("nesting deeper than 256 levels") == true, "\(name): \(refusal ?? "read")")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(read, 60)
    }

    /// What the target reads first, as its source does.
    private static func read(_ data: Data, as target: String) throws {
        switch target {
        case "FuzzJSON":
            _ = try data.withUnsafeBytes { try JSONValue.parse(bytes: $0.bindMemory(to: UInt8.self)) }
        case "FuzzSVGPath":
            _ = try Path(svg: String(decoding: data, as: UTF8.self)).polygons()
        case "FuzzSceneFile":
            _ = try SceneFile.parse(data, file: "seed.json").elements.count
        case "FuzzTrace":
            _ = try TraceReader.parse(data, file: "seed.trace")
        case "FuzzFindingPolicy":
            let text = String(decoding: data, as: UTF8.self)
            if (try? BaselineFile.parse(text, file: "seed.json")) == nil { _ = try SuppressionsFile.parse(text, file: "seed.json") }
        case "FuzzShardReport":
            _ = try ReplayShardReport(parsing: data, source: "seed.json")
        default:
            let formats: [String: ImportFormat] = ["FuzzAccessibilitySnapshot": .accessibilitySnapshot, "FuzzIdb": .idb,
                                                   "FuzzXCUIDebugDescription": .xcuiDebugDescription,
                                                   "FuzzAppiumPageSource": .appiumPageSource]
            guard let format = formats[target] else { return XCTFail("no reader for the fuzz target \(target)") }
            _ = try ScreenImport.hierarchy(of: try UTF8Text.decode(data), format: format, file: "seed")
        }
    }
}
