import Foundation
import XCTest

/// The CI files of `examples/ci` (docs/ci.md) are read as CI reads them and their commands run here,
/// with N shards: the GitHub Actions workflow's matrix, cache, install, shard, upload, merge and
/// code-scanning steps are where the docs say, and its shard and merge scripts, run as written with
/// the matrix's values, leave the unsharded run's SARIF and JUnit behind. The same for GitLab CI.
final class CIWorkflowTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-ci-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func load(_ name: String) throws -> YAMLNode {
        try YAMLNode.parse(String(contentsOf: root.appendingPathComponent("examples/ci/\(name)"), encoding: .utf8))
    }

    /// docs/ci.md shows both files whole: what a user copies from the page is what runs here.
    func testTheDocsShowTheFilesAsTheyAre() throws {
        let docs = try String(contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        for name in ["github-actions.yml", "gitlab-ci.yml"] {
            let file = try String(contentsOf: root.appendingPathComponent("examples/ci/\(name)"), encoding: .utf8)
            XCTAssertTrue(docs.contains("```yaml\n" + file + "```"), "docs/ci.md shows examples/ci/\(name) as it is")
        }
    }

    func testTheGitHubWorkflowShardsMergesAndUploadsAsDocumented() throws {
        let workflow = try load("github-actions.yml")
        let shard = try XCTUnwrap(workflow["jobs"]?["shard"]), merge = try XCTUnwrap(workflow["jobs"]?["merge"])
        XCTAssertEqual(shard["strategy"]?["matrix"]?["shard"]?.text, "[1, 2, 3, 4]")
        XCTAssertEqual(merge["needs"]?.text, "shard")
        XCTAssertEqual(merge["if"]?.text, "always()", "the merge runs when a shard found something")
        XCTAssertEqual(merge["permissions"]?["security-events"]?.text, "write")
        for job in [shard, merge] {
            let steps = job["steps"]?.items ?? []
            XCTAssertTrue(steps.contains { $0["run"]?.text == "scripts/install-deps.sh" }, "the apt install")
            XCTAssertTrue(steps.contains { $0["uses"]?.text == "actions/cache@v4" && $0["with"]?["path"]?.text == ".build" }, "the build cache")
        }
        let shardSteps = shard["steps"]?.items ?? [], mergeSteps = merge["steps"]?.items ?? []
        XCTAssertTrue(shardSteps.contains { $0["uses"]?.text == "actions/upload-artifact@v4" && $0["if"]?.text == "always()" })
        XCTAssertTrue(mergeSteps.contains { $0["uses"]?.text == "actions/download-artifact@v4" && $0["with"]?["merge-multiple"]?.text == "true" })
        let sarif = try XCTUnwrap(mergeSteps.first { $0["uses"]?.text == "github/codeql-action/upload-sarif@v3" })
        XCTAssertEqual(sarif["with"]?["sarif_file"]?.text, "reports/axsandbox.sarif")
        XCTAssertEqual(sarif["with"]?["category"]?.text, "axsandbox", "one run, one category (docs/ci.md)")
        XCTAssertTrue(mergeSteps.contains { $0["uses"]?.text == "actions/upload-artifact@v4" && $0["with"]?["path"]?.text == "reports/" })

        let shardStep = try XCTUnwrap(shardSteps.first { $0["name"]?.text == "Validate and replay this shard" })
        let mergeStep = try XCTUnwrap(mergeSteps.first { $0["name"]?.text == "Merge" })
        XCTAssertEqual(shardStep["env"]?["INDEX"]?.text, "${{ matrix.shard }}")
        XCTAssertEqual(shardStep["env"]?["TOTAL"]?.text, "${{ strategy.job-total }}")
        try runLocally(shardScript: try XCTUnwrap(shardStep["run"]?.text), mergeScript: try XCTUnwrap(mergeStep["run"]?.text),
                       variables: workflow["env"], shards: 3)
    }

    func testTheGitLabPipelineShardsAndMergesAsDocumented() throws {
        let pipeline = try load("gitlab-ci.yml")
        let shard = try XCTUnwrap(pipeline["shard"]), merge = try XCTUnwrap(pipeline["merge"])
        XCTAssertEqual(shard["parallel"]?.text, "4")
        XCTAssertEqual(shard["variables"]?["INDEX"]?.text, "$CI_NODE_INDEX")
        XCTAssertEqual(shard["variables"]?["TOTAL"]?.text, "$CI_NODE_TOTAL")
        XCTAssertEqual(merge["needs"]?.text, "[shard]")
        XCTAssertEqual(pipeline["default"]?["cache"]?["paths"]?.text, "[.build]")
        XCTAssertEqual(pipeline["default"]?["before_script"]?.items.first?.text, "scripts/install-deps.sh")
        XCTAssertEqual(merge["artifacts"]?["reports"]?["junit"]?.text, "[reports/validate.xml, reports/replay.xml]")
        try runLocally(shardScript: try XCTUnwrap(shard["script"]?.items.first?.text), mergeScript: try XCTUnwrap(merge["script"]?.items.first?.text),
                       variables: pipeline["variables"], shards: 2)
    }

    /// Both merge scripts fail the job when any merge could not write its report (exit 2): with no
    /// findings and every trace matching, a refused HTML or validation JUnit merge (a scene that no
    /// longer resolves, a screen that cannot be drawn) must not leave a green job without that report.
    func testAMergeThatCouldNotRunFailsTheMergeJob() throws {
        let workflow = try load("github-actions.yml"), pipeline = try load("gitlab-ci.yml")
        let githubMerge = try XCTUnwrap(workflow["jobs"]?["merge"]?["steps"]?.items.first { $0["name"]?.text == "Merge" }?["run"]?.text)
        let gitlabMerge = try XCTUnwrap(pipeline["merge"]?["script"]?.items.first?.text)
        // An axsandbox whose every merge is clean but one: that one is refused.
        for (refused, pattern) in [("html", "*--format\\ html*"), ("validation junit", "*validate-*--format\\ junit*")] {
            let fake = folder.appendingPathComponent("axsandbox-refusing")
            try "#!/bin/bash\ncase \"$*\" in \(pattern)) echo \"refused\" >&2; exit 2;; esac\nexit 0\n"
                .write(to: fake, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
            var environment = BuiltExecutable.headlessEnvironment
            environment["AXSANDBOX"] = fake.path
            environment["SHARD_OUT"] = folder.appendingPathComponent("shard-out").path
            environment["REPORTS"] = folder.appendingPathComponent("reports").path
            for (name, script) in [("github-actions.yml", githubMerge), ("gitlab-ci.yml", gitlabMerge)] {
                environment["CI_SCRIPT"] = script
                let run = try BuiltExecutable.run("exec /bin/bash -c \"$CI_SCRIPT\"", shell: true, environment: environment, in: root)
                XCTAssertTrue(run.output.contains("validate exited 0, replay 0"), "\(name), \(refused): \(run.output)")
                XCTAssertNotEqual(run.status, 0, "\(name): the \(refused) merge was refused, the job must fail\n\(run.output)")
            }
        }
    }

    /// Runs the shard script once per shard (INDEX 1…N of TOTAL N) and then the merge script, from
    /// the repository's root as a checkout, with the built axsandbox and the output folders here.
    private func runLocally(shardScript: String, mergeScript: String, variables: YAMLNode?, shards: Int) throws {
        guard let axsandbox = BuiltExecutable.path else { throw XCTSkip("axsandbox is not built beside the tests") }
        XCTAssertFalse(shardScript.contains("${{") || mergeScript.contains("${{"), "the scripts read the matrix only through variables")
        XCTAssertEqual(variables?["AXSANDBOX"]?.text, ".build/release/axsandbox")
        var environment = BuiltExecutable.headlessEnvironment
        // The workflow's commands run as written, but validate checks first states only: exploring the
        // whole catalog eight actions deep takes minutes in a debug build, and what this test checks is
        // the sharding and merging (ShardMergeTests merges explored scenes).
        let firstStates = folder.appendingPathComponent("axsandbox-first-states")
        try "#!/bin/bash\nif [ \"$1\" = validate ]; then exec \"\(axsandbox)\" \"$@\" --depth 0; fi\nexec \"\(axsandbox)\" \"$@\"\n"
            .write(to: firstStates, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: firstStates.path)
        environment["AXSANDBOX"] = firstStates.path
        environment["SHARD_OUT"] = folder.appendingPathComponent("shard-out").path
        environment["REPORTS"] = folder.appendingPathComponent("reports").path
        environment["TOTAL"] = "\(shards)"
        for index in 1...shards {
            environment["INDEX"] = "\(index)"
            environment["CI_SCRIPT"] = shardScript
            let run = try BuiltExecutable.run("exec /bin/bash -c \"$CI_SCRIPT\"", shell: true, environment: environment, in: root)
            XCTAssertEqual(run.status, 0, "shard \(index)/\(shards): findings are the merge's to judge\n\(run.output.suffix(2000))")
        }
        environment["CI_SCRIPT"] = mergeScript
        let merged = try BuiltExecutable.run("exec /bin/bash -c \"$CI_SCRIPT\"", shell: true, environment: environment, in: root)
        XCTAssertEqual(merged.status, 1, "the catalog's broken scenes fail the merge\n\(merged.output.suffix(2000))")
        XCTAssertTrue(merged.output.contains("validate exited 1, replay 0"), merged.output)
        let reports = folder.appendingPathComponent("reports")
        let whole = try BuiltExecutable.run(["validate", "--all"] + exampleFiles() + ["--depth", "0", "--format", "sarif", "-o", folder.appendingPathComponent("whole.sarif").path],
                                            in: root)
        XCTAssertEqual(whole.status, 1)
        XCTAssertEqual(try Data(contentsOf: reports.appendingPathComponent("axsandbox.sarif")), try Data(contentsOf: folder.appendingPathComponent("whole.sarif")))
        let replay = try String(contentsOf: reports.appendingPathComponent("replay.xml"), encoding: .utf8)
        let goldens = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/Golden").path).filter { $0.hasSuffix(".trace") }
        XCTAssertGreaterThan(goldens.count, 10)
        XCTAssertTrue(replay.contains("<testsuites name=\"axsandbox replay\" tests=\"\(goldens.count)\" failures=\"0\" errors=\"0\">"), replay)
        for file in ["validate.xml", "validate.html", "shard-timings/validate-1.json", "shard-timings/replay-\(shards).json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: reports.appendingPathComponent(file).path), file)
        }
    }

    private func exampleFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { "examples/" + $0 }
    }
}

/// The subset of YAML the CI files use: block mappings and sequences by indentation, `key: value`
/// scalars (flow collections such as `[1, 2]` kept as their text, quotes removed), literal block
/// scalars (`|`) and comments. Enough to read a workflow as CI does, without a YAML package.
indirect enum YAMLNode {
    case scalar(String)
    case list([YAMLNode])
    case map([(String, YAMLNode)])

    subscript(key: String) -> YAMLNode? {
        guard case .map(let fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }

    var text: String? { if case .scalar(let s) = self { return s } else { return nil } }
    var items: [YAMLNode] { if case .list(let items) = self { return items } else { return [] } }

    struct Line { var indent: Int; var text: String }

    static func parse(_ source: String) throws -> YAMLNode {
        var lines: [Line] = []
        var raw = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        while let line = raw.popFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            var indent = line.prefix { $0 == " " }.count
            var text = trimmed
            // "- key: value" is a sequence item holding a mapping: the item, then its first field.
            while text.hasPrefix("- ") && text.dropFirst(2).contains(": ") || text.hasPrefix("- ") && text.hasSuffix(":") {
                lines.append(Line(indent: indent, text: "-"))
                indent += 2
                text = String(text.dropFirst(2))
            }
            if text.hasSuffix(": |") || text == "- |" {
                // A literal block: every following line indented deeper, its common indent removed.
                var block: [String] = []
                while let next = raw.first, next.trimmingCharacters(in: .whitespaces).isEmpty || next.prefix(while: { $0 == " " }).count > indent {
                    block.append(next)
                    raw.removeFirst()
                }
                while block.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { block.removeLast() }
                let common = block.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                let body = block.map { String($0.dropFirst(min(common, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n") + "\n"
                lines.append(Line(indent: indent, text: String(text.dropLast(1)) + "\u{0}" + body))
            } else {
                lines.append(Line(indent: indent, text: text))
            }
        }
        var i = 0
        return block(lines, &i, indent: lines.first?.indent ?? 0)
    }

    private static func unquoted(_ s: String) -> YAMLNode {
        let t = s.trimmingCharacters(in: .whitespaces)
        if t.count >= 2, let q = t.first, q == "'" || q == "\"", t.last == q { return .scalar(String(t.dropFirst().dropLast())) }
        return .scalar(t)
    }

    private static func block(_ lines: [Line], _ i: inout Int, indent: Int) -> YAMLNode {
        if lines[i].text.hasPrefix("-") {
            var items: [YAMLNode] = []
            while i < lines.count, lines[i].indent == indent, lines[i].text.hasPrefix("-") {
                let text = lines[i].text
                i += 1
                if text == "-" {
                    items.append(i < lines.count && lines[i].indent > indent ? block(lines, &i, indent: lines[i].indent) : .scalar(""))
                } else if let nul = text.firstIndex(of: "\u{0}") {
                    items.append(.scalar(String(text[text.index(after: nul)...])))
                } else {
                    items.append(unquoted(String(text.dropFirst(2))))
                }
            }
            return .list(items)
        }
        var fields: [(String, YAMLNode)] = []
        while i < lines.count, lines[i].indent == indent, !lines[i].text.hasPrefix("-") {
            let text = lines[i].text
            i += 1
            if let nul = text.firstIndex(of: "\u{0}") {
                let key = text[..<nul].trimmingCharacters(in: .whitespaces).dropLast()  // "key: " without the colon
                fields.append((String(key), .scalar(String(text[text.index(after: nul)...]))))
                continue
            }
            let colon = text.range(of: ": ") ?? (text.hasSuffix(":") ? text.index(before: text.endIndex)..<text.endIndex : nil)
            guard let colon else { fields.append((text, .scalar(""))); continue }
            let key = String(text[..<colon.lowerBound])
            let value = String(text[colon.upperBound...])
            if value.trimmingCharacters(in: .whitespaces).isEmpty, i < lines.count, lines[i].indent > indent
                || (lines[i].indent == indent && lines[i].text.hasPrefix("-")) {
                fields.append((key, block(lines, &i, indent: lines[i].indent)))
            } else {
                fields.append((key, unquoted(value)))
            }
        }
        return .map(fields)
    }
}
