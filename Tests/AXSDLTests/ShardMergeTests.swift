import Foundation
import XCTest

/// `validate`/`replay --shard I/N --shard-report FILE` then `merge`: the merged report is the one the
/// unsharded run writes, byte for byte, for N = 1, 2, 3 and 7 over the catalog, the example scene
/// files and the golden traces, in every format; reports that do not make one whole run are refused
/// with what is missing (docs/ci.md).
final class ShardMergeTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-shards-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try BuiltExecutable.run(arguments, in: root)
    }

    private func out(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func read(_ name: String) throws -> String { try String(contentsOfFile: out(name), encoding: .utf8) }

    /// The example scene files, as a CI job names them: relative to the checkout.
    private var exampleFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("examples").path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { "examples/" + $0 }
    }

    func testMergedValidationReportsAreTheUnshardedOnesByteForByte() throws {
        let set = ["validate", "--all", "--depth", "0"] + exampleFiles
        XCTAssertGreaterThanOrEqual(exampleFiles.count, 5)
        let formats = ["text", "json", "sarif", "junit", "html"]
        for format in formats {
            XCTAssertEqual(try run(set + ["--format", format, "-o", out("whole.\(format)")]).status, 1, format)  // the catalog has findings
        }
        for n in [1, 2, 3, 7] {
            var reports: [String] = []
            for i in 1...n {
                let report = out("shard-\(i)-of-\(n).json")
                let shard = try run(set + ["--shard", "\(i)/\(n)", "--shard-report", report])
                XCTAssertTrue([0, 1].contains(shard.status), "shard \(i)/\(n): \(shard.output)")
                reports.append(report)
            }
            // In any order: the merge orders scenes as the unsharded run did. The HTML report draws
            // every scene again (seconds each time), the same way for any N: checked for 2 and 7.
            for format in formats where format != "html" || [2, 7].contains(n) {
                let merged = try run(["merge"] + reports.reversed() + ["--format", format, "-o", out("merged-\(n).\(format)")])
                XCTAssertEqual(merged.status, 1, "\(n) shards, \(format): \(merged.output)")
                XCTAssertEqual(try read("merged-\(n).\(format)"), try read("whole.\(format)"), "\(n) shards, \(format)")
            }
        }
    }

    /// Explored scenes (`--depth`) keep all their states in one shard, and their exploration (states,
    /// paths, bounds) survives the shard report: the merge is still the unsharded report, in every
    /// format. The HTML report pictures each state in which a finding is first seen (exceptional-dogs-broken
    /// has them: its gallery, not modal, over the card): the shard report keeps the inputs that reach it, so the merged page draws that state,
    /// not the initial screen again.
    func testExploredScenesMergeByteForByte() throws {
        let set = ["validate", "star-rating-broken", "star-rating", "exceptional-dogs-broken", "examples/settings-sheet.json", "examples/segmented-control.json",
                   "--depth", "2", "--states", "8"]
        let formats = ["json", "text", "sarif", "junit", "html"]
        for format in formats { _ = try run(set + ["--format", format, "-o", out("whole.\(format)")]) }
        XCTAssertTrue(try read("whole.json").contains("\"exploration\""), "the set is explored")
        XCTAssertTrue(try read("whole.html").contains("class=\"variant state\""), "the page pictures an explored state")
        for i in 1...2 { _ = try run(set + ["--shard", "\(i)/2", "--shard-report", out("explored-\(i).json")]) }
        for format in formats {
            _ = try run(["merge", out("explored-1.json"), out("explored-2.json"), "--format", format, "-o", out("merged.\(format)")])
            XCTAssertEqual(try read("merged.\(format)"), try read("whole.\(format)"), format)
        }

        // A shard report without those inputs (as one written before they were kept) cannot draw the
        // state: the HTML merge is refused at the JSON path, never drawn as the initial screen; the
        // other formats need no screen and still merge.
        for i in 1...2 {
            let data = try Data(contentsOf: URL(fileURLWithPath: out("explored-\(i).json")))
            var report = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            var units = try XCTUnwrap(report["units"] as? [[String: Any]])
            for u in units.indices {
                units[u]["valueDigest"] = nil  // kept since, as the inputs
                guard var value = units[u]["value"] as? [String: Any], var exploration = value["exploration"] as? [String: Any],
                      let states = exploration["states"] as? [[String: Any]] else { continue }
                exploration["states"] = states.map { $0.filter { $0.key != "inputs" } }
                value["exploration"] = exploration
                units[u]["value"] = value
            }
            report["units"] = units
            try JSONSerialization.data(withJSONObject: report).write(to: URL(fileURLWithPath: out("old-\(i).json")))
        }
        let refused = try run(["merge", out("old-1.json"), out("old-2.json"), "--format", "html", "-o", out("old.html")])
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains(".inputs: missing"), refused.output)
        XCTAssertEqual(try run(["merge", out("old-1.json"), out("old-2.json"), "--format", "json"]).status, 1)
    }

    /// `--require-complete` travels in the shard reports: each shard and the merge exit 1 for an
    /// exploration that stopped at its bounds, saying where, as the unsharded run does; a run without
    /// it is another run (its fingerprint differs), and its reports still merge clean.
    func testRequireCompleteFailsTheMergeAsItFailsTheRun() throws {
        let set = ["validate", "star-rating", "piano", "--depth", "1"]
        let whole = try run(set + ["--require-complete"])
        XCTAssertEqual(whole.status, 1, whole.output)
        for i in 1...2 {
            let shard = try run(set + ["--require-complete", "--shard", "\(i)/2", "--shard-report", out("complete-\(i).json")])
            XCTAssertEqual(shard.status, 1, shard.output)
            _ = try run(set + ["--shard", "\(i)/2", "--shard-report", out("plain-\(i).json")])
        }
        let merged = try run(["merge", out("complete-2.json"), out("complete-1.json")])
        XCTAssertEqual(merged.status, 1, merged.output)
        let message = "--require-complete: the exploration of star-rating stopped at its bounds (2 states unexplored); "
            + "the exploration of piano stopped at its bounds (1 state unexplored)"
        XCTAssertTrue(whole.output.contains(message), whole.output)
        XCTAssertTrue(merged.output.contains(message), merged.output)
        XCTAssertEqual(try run(["merge", out("plain-1.json"), out("plain-2.json")]).status, 0)
        XCTAssertEqual(try run(["merge", out("plain-1.json"), out("complete-2.json")]).status, 2, "two runs")
    }

    /// A shard report written by an earlier axsandbox, which kept a pictured state's inputs as
    /// `{"time", "command", "x", "y", …}` rather than as their trace records
    /// (Tests/Fixtures/shard-reports/older-inputs.json: pre-poster-broken, --depth 2 --states 8), still
    /// merges, and its HTML page pictures each state as the same report with trace records does.
    func testAReportWrittenBeforeInputsWereTraceRecordsStillMerges() throws {
        let older = root.appendingPathComponent("Tests/Fixtures/shard-reports/older-inputs.json")
        let merged = try run(["merge", older.path, "--format", "html", "-o", out("older.html")])
        XCTAssertEqual(merged.status, 1, merged.output)  // the scene has findings
        XCTAssertTrue(try read("older.html").contains("class=\"variant state\""), "the page pictures an explored state")
        XCTAssertEqual(try run(["merge", older.path, "--format", "json"]).status, 1)

        // The same inputs as this axsandbox writes them: each its trace record, less seq.
        var report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: older)) as? [String: Any])
        var units = try XCTUnwrap(report["units"] as? [[String: Any]])
        var value = try XCTUnwrap(units[0]["value"] as? [String: Any])
        var exploration = try XCTUnwrap(value["exploration"] as? [String: Any])
        exploration["states"] = try XCTUnwrap(exploration["states"] as? [[String: Any]]).map { state in
            guard let inputs = state["inputs"] as? [[String: Any]] else { return state }
            var rewritten = state
            rewritten["inputs"] = inputs.map { input -> [String: Any] in
                let args = input.filter { ["x", "y", "direction"].contains($0.key) }
                return ["type": "command", "t": input["time"]!, "name": input["command"]!].merging(args.isEmpty ? [:] : ["args": args]) { a, _ in a }
            }
            return rewritten
        }
        value["exploration"] = exploration
        units[0]["value"] = value
        report["units"] = units
        try JSONSerialization.data(withJSONObject: report).write(to: URL(fileURLWithPath: out("newer.json")))
        XCTAssertEqual(try run(["merge", out("newer.json"), "--format", "html", "-o", out("newer.html")]).status, 1)
        XCTAssertEqual(try read("older.html"), try read("newer.html"))
    }

    /// `--matrix full` adds a variant for each setting a scene file's conditions name beyond its
    /// product (Differentiate Without Colour, a content size other than the default and AX5): the
    /// shard report keeps what each scene names, so the merged HTML report pictures those variants
    /// as the unsharded one does, byte for byte (it pictured the product's alone); a value the
    /// setting does not take is refused at its JSON path.
    func testTheFullMatrixsNamedVariantsSurviveTheMerge() throws {
        let set = ["validate", "Tests/Fixtures/exploration/named-settings-pictured.json", "star-rating", "--matrix", "full"]
        XCTAssertEqual(try run(set + ["--format", "html", "-o", out("whole.html")]).status, 1)
        let whole = try read("whole.html")
        XCTAssertTrue(whole.contains("<h3>differentiateWithoutColor=true"), "the unsharded page pictures the named variant")
        XCTAssertTrue(whole.contains("<h3>contentSize=xxxLarge"), "and the named content size")
        for i in 1...2 { _ = try run(set + ["--shard", "\(i)/2", "--shard-report", out("named-\(i).json")]) }
        let merged = try run(["merge", out("named-1.json"), out("named-2.json"), "--format", "html", "-o", out("merged.html")])
        XCTAssertEqual(merged.status, 1, merged.output)
        XCTAssertEqual(try read("merged.html"), whole)

        // The shard that validated the file, its digests left out so the edit reaches the reader.
        let holding = try XCTUnwrap((1...2).first { (try? read("named-\($0).json"))?.contains("\"differentiateWithoutColor=true\"") == true })
        XCTAssertTrue(try read("named-\(holding).json").contains("\"contentSize=xxxLarge\""), "a shard keeps the settings its scene names")
        let tampered = try withoutValueDigests(try read("named-\(holding).json"))
            .replacingOccurrences(of: "\"differentiateWithoutColor=true\"", with: "\"differentiateWithoutColor=maybe\"")
        try tampered.write(toFile: out("named-\(holding).json"), atomically: true, encoding: .utf8)
        let refused = try run(["merge", out("named-1.json"), out("named-2.json"), "--format", "json"])
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains(".namedSettings[0]"), refused.output)
    }

    /// `--vision` reaches the merge through the shard reports: the merged HTML report shows each
    /// scene through the same filters as the unsharded one, byte for byte; an unknown filter name in
    /// a report is refused at its JSON path.
    func testVisionGalleriesSurviveTheMerge() throws {
        let set = ["validate", "star-rating", "examples/settings-sheet.json", "--depth", "0", "--vision", "deuteranopia,smart-invert"]
        _ = try run(set + ["--format", "html", "-o", out("whole.html")])
        XCTAssertTrue(try read("whole.html").contains("deuteranopia"), "the unsharded page has its gallery")
        for i in 1...2 { _ = try run(set + ["--shard", "\(i)/2", "--shard-report", out("vision-\(i).json")]) }
        XCTAssertTrue(try read("vision-1.json").contains("\"visions\""), "the shard records its filters")
        let merged = try run(["merge", out("vision-1.json"), out("vision-2.json"), "--format", "html", "-o", out("merged.html")])
        XCTAssertEqual(merged.status, 0, merged.output)
        XCTAssertEqual(try read("merged.html"), try read("whole.html"))

        // A report naming a filter this axsandbox does not know.
        let tampered = try read("vision-1.json").replacingOccurrences(of: "\"deuteranopia\"", with: "\"ultraviolet\"")
        try tampered.write(toFile: out("vision-1.json"), atomically: true, encoding: .utf8)
        let refused = try run(["merge", out("vision-1.json"), out("vision-2.json"), "--format", "html"])
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains("$.run.visions[0]"), refused.output)

        // Without --vision the reports carry no such field (reports of older runs read the same).
        _ = try run(["validate", "star-rating", "--depth", "0", "--shard", "1/1", "--shard-report", out("plain.json")])
        XCTAssertFalse(try read("plain.json").contains("visions"))
    }

    /// `--write-shard-timings` records every unit a shard ran; read back by `--shard-timings` (one
    /// file per shard), the timing-balanced shards still hold every scene once and merge exactly.
    func testTimingsWrittenByOneRunSplitTheNext() throws {
        let set = ["validate", "--all", "--depth", "0"]
        _ = try run(set + ["--format", "json", "-o", out("whole.json")])
        for i in 1...2 { _ = try run(set + ["--shard", "\(i)/2", "--write-shard-timings", out("t\(i).json")]) }
        let ids = try run(["list"]).output.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        let timed = try [read("t1.json"), read("t2.json")].joined()
        for id in ids { XCTAssertTrue(timed.contains("\"\(id)\": "), "\(id) is timed") }
        XCTAssertFalse(try read("whole.json").contains("seconds"), "durations never reach a report")
        var reports: [String] = []
        for i in 1...3 {
            reports.append(out("timed-\(i).json"))
            _ = try run(set + ["--shard", "\(i)/3", "--shard-timings", out("t1.json"), "--shard-timings", out("t2.json"), "--shard-report", reports.last!])
        }
        _ = try run(["merge"] + reports + ["--format", "json", "-o", out("merged.json")])
        XCTAssertEqual(try read("merged.json"), try read("whole.json"))

        // Without --shard the timings split nothing: the whole set runs, and the run says so.
        let unsharded = try run(set + ["--shard-timings", out("t1.json"), "--format", "json", "-o", out("whole-timed.json")])
        XCTAssertTrue(unsharded.output.hasPrefix("axsandbox: --shard-timings splits the set among shards, and without --shard I/N this run is the whole set\n"),
                      unsharded.output)
        XCTAssertEqual(try read("whole-timed.json"), try read("whole.json"))
    }

    /// A baseline written by one run makes the next one clean; shards given the same baseline merge
    /// into the unsharded run's report and exit status.
    func testABaselineMakesKnownFindingsPassInEveryShardAndTheMerge() throws {
        let set = ["validate", "star-rating-broken", "piano-broken", "home-screen-broken", "examples/settings-sheet.json", "--depth", "0"]
        XCTAssertEqual(try run(set + ["--write-baseline", out("baseline.json")]).status, 1, "the findings still fail the run that writes it")
        let whole = try run(set + ["--baseline", out("baseline.json"), "--format", "json", "-o", out("whole.json")])
        XCTAssertEqual(whole.status, 0, whole.output)
        XCTAssertTrue(whole.output.contains("new, 0 fixed"), whole.output)
        XCTAssertTrue(try read("whole.json").contains("\"suppressed\": \"in the baseline ("))
        for i in 1...3 {
            let shard = try run(set + ["--baseline", out("baseline.json"), "--shard", "\(i)/3", "--shard-report", out("b\(i).json")])
            XCTAssertEqual(shard.status, 0, shard.output)
        }
        let merged = try run(["merge", out("b1.json"), out("b2.json"), out("b3.json"), "--format", "json", "-o", out("merged.json")])
        XCTAssertEqual(merged.status, 0, merged.output)
        XCTAssertEqual(try read("merged.json"), try read("whole.json"))

        // What the baseline made of the run, fixed entries included, is said by the merge as the
        // unsharded run says it: only the merge job sees every scene.
        let written = try read("baseline.json")
        let gone = #"    { "scene": "piano-broken", "rule": "label.missing", "element": "removed-key", "measure": "", "state": "" },"#
        try written.replacingOccurrences(of: "\"findings\": [\n", with: "\"findings\": [\n" + gone + "\n").write(toFile: out("grown.json"), atomically: true, encoding: .utf8)
        func summary(_ output: String) -> String {
            let lines = output.split(separator: "\n").drop { !$0.hasPrefix("axsandbox: baseline: ") }
            return ([lines.first].compactMap { $0 } + lines.dropFirst().prefix { $0.hasPrefix("  ") }).joined(separator: "\n")
        }
        let unsharded = try run(set + ["--baseline", out("grown.json"), "--format", "json", "-o", out("whole-grown.json")])
        XCTAssertTrue(summary(unsharded.output).hasSuffix(" new, 1 fixed (no longer found; --write-baseline shrinks the baseline):\n  piano-broken label.missing removed-key"),
                      unsharded.output)
        for i in 1...3 { _ = try run(set + ["--baseline", out("grown.json"), "--shard", "\(i)/3", "--shard-report", out("g\(i).json")]) }
        let mergedGrown = try run(["merge", out("g1.json"), out("g2.json"), out("g3.json"), "--format", "json", "-o", out("merged-grown.json")])
        XCTAssertEqual(summary(mergedGrown.output), summary(unsharded.output), mergedGrown.output)
        XCTAssertEqual(try read("merged-grown.json"), try read("whole-grown.json"))

        // The same baseline named another way in one shard: its findings' reason names the file as
        // given, so no unsharded run writes what those shards hold together; the merge refuses them.
        let elsewhere = folder.appendingPathComponent("sub").path
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let renamed = try run(set + ["--baseline", folder.appendingPathComponent("sub/../baseline.json").path, "--shard", "2/3", "--shard-report", out("b2.json")])
        XCTAssertEqual(renamed.status, 0, renamed.output)
        let mixed = try run(["merge", out("b1.json"), out("b2.json"), out("b3.json"), "--format", "json"])
        XCTAssertEqual(mixed.status, 2, mixed.output)
        XCTAssertTrue(mixed.output.contains("is from another run"), mixed.output)
    }

    /// Findings a suppressions file accepts that the baseline lists are still found: not "fixed (no
    /// longer found)", kept by `--write-baseline`, so a run without the suppressions file finds
    /// nothing new; shards given both files merge into the unsharded run's report and summary.
    func testABaselinesEntriesThatASuppressionsFileAcceptsAreKeptShardedOrNot() throws {
        let set = ["validate", "star-rating-broken", "piano-broken", "home-screen-broken", "--depth", "0"]
        try #"{ "format": 1, "suppressions": [ { "scene": "piano-broken", "rule": "target.size", "reason": "drawn by design" } ] }"#
            .write(toFile: out("supp.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(set + ["--write-baseline", out("base.json")]).status, 1)
        let policy = ["--baseline", out("base.json"), "--suppressions", out("supp.json")]
        func summary(_ output: String) -> String {
            let lines = output.split(separator: "\n").drop { !$0.hasPrefix("axsandbox: baseline: ") }
            return ([lines.first].compactMap { $0 } + lines.dropFirst().prefix { $0.hasPrefix("  ") }).joined(separator: "\n")
        }
        let whole = try run(set + policy + ["--format", "json", "-o", out("whole.json"), "--write-baseline", out("base2.json")])
        XCTAssertEqual(whole.status, 0, whole.output)
        XCTAssertTrue(summary(whole.output).hasSuffix(" 0 new, 0 fixed, 18 suppressed (still found; --write-baseline keeps them)"), whole.output)
        XCTAssertFalse(whole.output.contains("no longer found"), whole.output)
        XCTAssertEqual(try read("base2.json"), try read("base.json"), "every entry is still found")
        let without = try run(set + ["--baseline", out("base2.json")])
        XCTAssertEqual(without.status, 0, without.output)
        XCTAssertTrue(summary(without.output).hasSuffix(" 0 new, 0 fixed"), without.output)

        for i in 1...3 { _ = try run(set + policy + ["--shard", "\(i)/3", "--shard-report", out("s\(i).json")]) }
        let merged = try run(["merge", out("s1.json"), out("s2.json"), out("s3.json"), "--format", "json", "-o", out("merged.json")])
        XCTAssertEqual(merged.status, 0, merged.output)
        XCTAssertEqual(summary(merged.output), summary(whole.output), merged.output)
        XCTAssertEqual(try read("merged.json"), try read("whole.json"))
    }

    func testMergedReplayReportsAreTheUnshardedOnesByteForByte() throws {
        let formats = ["text", "json", "junit"]
        for format in formats {
            let whole = try run(["replay", "Tests/Golden", "--format", format, "-o", out("whole.\(format)")])
            XCTAssertEqual(whole.status, 0, whole.output)
        }
        let goldens = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/Golden").path).filter { $0.hasSuffix(".trace") }
        XCTAssertGreaterThan(goldens.count, 10)
        XCTAssertTrue(try read("whole.junit").contains("<testsuites name=\"axsandbox replay\" tests=\"\(goldens.count)\" failures=\"0\" errors=\"0\">"))
        for n in [1, 2, 3, 7] {
            let reports = (1...n).map { out("replay-\($0)-of-\(n).json") }
            for (i, report) in reports.enumerated() {
                let shard = try run(["replay", "Tests/Golden", "--shard", "\(i + 1)/\(n)", "--shard-report", report])
                XCTAssertEqual(shard.status, 0, shard.output)
            }
            for format in formats {
                let merged = try run(["merge"] + reports + ["--format", format, "-o", out("merged-\(n).\(format)")])
                XCTAssertEqual(merged.status, 0, merged.output)
                XCTAssertEqual(try read("merged-\(n).\(format)"), try read("whole.\(format)"), "\(n) shards, \(format)")
            }
        }
    }

    /// `replay --format F -o FILE` over many traces ends with the tally, as `merge -o` of its shards
    /// does: the report went to the file, and the terminal still says how the run went.
    func testReplayWithItsReportInAFileEndsWithTheTallyAsItsMergeDoes() throws {
        let traces = ["Tests/Golden/voice-star-rating.trace", "Tests/Golden/switch-star-rating.trace"]
        let tally = "2 traces: 2 match, 0 differ, 0 could not run\n"
        let whole = try run(["replay"] + traces + ["--format", "junit", "-o", out("whole.xml")])
        XCTAssertEqual(whole.status, 0, whole.output)
        XCTAssertTrue(whole.output.hasSuffix(tally), whole.output)
        for i in 1...2 { _ = try run(["replay"] + traces + ["--shard", "\(i)/2", "--shard-report", out("r\(i).json")]) }
        let merged = try run(["merge", out("r1.json"), out("r2.json"), "--format", "junit", "-o", out("merged.xml")])
        XCTAssertEqual(merged.status, 0, merged.output)
        XCTAssertTrue(merged.output.hasSuffix(tally), merged.output)
    }

    /// `merge --format html` in a folder where a shard's scene file is not says why merge reads a scene
    /// at all (it draws each again) and where to merge, not only that the file cannot be read; the
    /// other formats need the reports alone.
    func testAnHTMLMergeThatCannotFindAScenesFileSaysWhyItReadsIt() throws {
        _ = try run(["validate", "examples/segmented-control.json", "--depth", "0", "--shard-report", out("s.json")])
        let elsewhere = try BuiltExecutable.run(["merge", out("s.json"), "--format", "html", "-o", out("m.html")], in: folder)
        XCTAssertEqual(elsewhere.status, 2, elsewhere.output)
        XCTAssertTrue(elsewhere.output.hasPrefix("axsandbox: examples/segmented-control.json: "), elsewhere.output)
        XCTAssertTrue(elsewhere.output.contains("(merge --format html draws each scene again: merge in a checkout of the shards' commit, in the folder they ran in)"),
                      elsewhere.output)
        let json = try BuiltExecutable.run(["merge", out("s.json"), "--format", "json", "-o", out("m.json")], in: folder)
        XCTAssertNotEqual(json.status, 2, json.output)
    }

    /// A shard report keeps the digest of each scene it validated; `merge --format html`, which draws
    /// each scene again, refuses a scene edited since (it would picture the new screen beside the
    /// old findings), naming the scene and where to merge. The other formats need the reports alone.
    func testAnHTMLMergeRefusesASceneEditedSinceTheShardRan() throws {
        let copy = folder.appendingPathComponent("segmented.json")
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/segmented-control.json"), to: copy)
        _ = try run(["validate", copy.path, "--depth", "0", "--shard-report", out("s.json")])
        XCTAssertNotNil(try read("s.json").range(of: "\"sceneDigest\" : \""), "the report keeps the digest")
        XCTAssertNotEqual(try run(["merge", out("s.json"), "--format", "html", "-o", out("same.html")]).status, 2, "the same scene merges")

        let text = try String(contentsOf: copy, encoding: .utf8)
        let edited = try XCTUnwrap(text.range(of: "\"label\": \"")).upperBound
        try (String(text[..<edited]) + "Edited " + String(text[edited...])).write(to: copy, atomically: true, encoding: .utf8)
        let refused = try run(["merge", out("s.json"), "--format", "html", "-o", out("edited.html")])
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.hasPrefix("axsandbox: \(out("s.json")): $.units[0].value.sceneDigest: \(copy.path) is not the scene the shard "
                                               + "validated: its elements or drawing changed since (digest "), refused.output)
        XCTAssertTrue(refused.output.contains("merge --format html draws each scene again, so merge in a checkout of the shards' commit"), refused.output)
        XCTAssertNotEqual(try run(["merge", out("s.json"), "--format", "json", "-o", out("edited.json")]).status, 2)
    }

    /// Shards whose scene files were spelt otherwise (`./a.json` beside `a.json`: one unit to the
    /// plan, two names in the reports) or edited between them (a shard re-run on another commit)
    /// are two runs: merged, they made a report no run writes, in JSON and SARIF too, which need
    /// no checkout to find the edit.
    func testShardsOfScenesSpeltOtherwiseOrEditedBetweenThemAreRefused() throws {
        let copies = try ["a", "b"].map { name -> String in
            let copy = folder.appendingPathComponent("\(name).json")
            // Two scenes of one run, so two ids (a run refuses two scenes that share one).
            let text = try String(contentsOf: root.appendingPathComponent("examples/segmented-control.json"), encoding: .utf8)
            let renamed = text.replacingOccurrences(of: "\"id\": \"segmented-control\"", with: "\"id\": \"segmented-control-\(name)\"")
            XCTAssertNotEqual(renamed, text)
            try renamed.write(to: copy, atomically: true, encoding: .utf8)
            return copy.path
        }
        func shard(_ i: Int, _ files: [String], _ report: String) throws {
            XCTAssertNotEqual(try run(["validate"] + files + ["--depth", "0", "--shard", "\(i)/2", "--shard-report", out(report)]).status, 2)
        }
        try shard(1, copies, "s1.json")
        try shard(2, copies, "s2.json")
        XCTAssertNotEqual(try run(["merge", out("s1.json"), out("s2.json"), "--format", "json", "-o", out("one.json")]).status, 2,
                          "one run merges")
        let dotted = copies.map { $0.replacingOccurrences(of: folder.path + "/", with: folder.path + "/./") }
        try shard(2, dotted, "dotted.json")
        let spelt = try run(["merge", out("s1.json"), out("dotted.json"), "--format", "json", "-o", out("spelt.json")])
        XCTAssertEqual(spelt.status, 2, spelt.output)
        XCTAssertTrue(spelt.output.contains("a scene file spelt otherwise (./a.json, a.json) or edited between the shards"), spelt.output)
        let text = try String(contentsOfFile: copies[1], encoding: .utf8)
        try text.replacingOccurrences(of: "\"label\": \"", with: "\"label\": \"Edited ").write(toFile: copies[1], atomically: true, encoding: .utf8)
        try shard(2, copies, "edited.json")
        for format in ["json", "sarif", "junit"] {
            let mixed = try run(["merge", out("s1.json"), out("edited.json"), "--format", format, "-o", out("mixed.\(format)")])
            XCTAssertEqual(mixed.status, 2, "\(format): \(mixed.output)")
        }
    }

    /// Replay shards of traces edited between them (a shard re-run after a push, a report left from
    /// an older run) are two runs: merged, they gave a tally no checkout gives ("6 match, 1 differs"
    /// where the traces on disk make 5 and 2).
    func testReplayShardsOfATraceEditedBetweenThemAreRefused() throws {
        let traces = try ["switch-star-rating", "voice-star-rating"].map { name -> String in
            let copy = folder.appendingPathComponent("\(name).trace")
            try FileManager.default.copyItem(at: root.appendingPathComponent("Tests/Golden/\(name).trace"), to: copy)
            return copy.path
        }
        for i in 1...2 { _ = try run(["replay"] + traces + ["--shard", "\(i)/2", "--shard-report", out("r\(i).json")]) }
        XCTAssertEqual(try run(["merge", out("r1.json"), out("r2.json"), "--format", "json", "-o", out("one.json")]).status, 0, "one run merges")
        let text = try String(contentsOfFile: traces[0], encoding: .utf8)
        try text.replacingOccurrences(of: "\"text\":\"", with: "\"text\":\"Edited ").write(toFile: traces[0], atomically: true, encoding: .utf8)
        for i in 1...2 { _ = try run(["replay"] + traces + ["--shard", "\(i)/2", "--shard-report", out("e\(i).json")]) }
        for (a, b) in [("r1.json", "e2.json"), ("e1.json", "r2.json")] {
            let mixed = try run(["merge", out(a), out(b), "--format", "json", "-o", out("mixed.json")])
            XCTAssertEqual(mixed.status, 2, mixed.output)
            XCTAssertTrue(mixed.output.contains("for replay a trace edited between them"), mixed.output)
        }
    }

    /// A shard writes a report and a timings file side by side; given one where the other goes
    /// (`merge shard-out/*.json`, a timings glob that takes the reports), each says which file it is.
    func testAShardsReportAndTimingsFileGivenForEachOtherSayWhichTheyAre() throws {
        _ = try run(["validate", "star-rating", "--depth", "0", "--shard", "1/1", "--shard-report", out("r.json"), "--write-shard-timings", out("t.json")])
        let merge = try run(["merge", out("r.json"), out("t.json")])
        XCTAssertEqual(merge.status, 2, merge.output)
        XCTAssertEqual(merge.output, "axsandbox: \(out("t.json")): a timings file (--write-shard-timings), not a shard report; merge takes the files --shard-report writes\n")
        let timings = try run(["validate", "star-rating", "--depth", "0", "--shard", "1/2", "--shard-timings", out("r.json")])
        XCTAssertEqual(timings.status, 2, timings.output)
        XCTAssertEqual(timings.output,
                       "axsandbox: \(out("r.json")): a shard report (--shard-report), not a timings file; --shard-timings takes the files --write-shard-timings writes\n")
    }

    /// A missing shard, a shard given twice and a shard of another run are refused (exit 2) with what
    /// is missing or which file is foreign, never merged.
    func testIncompleteDuplicatedAndForeignShardsAreRefused() throws {
        let scenes = ["validate", "star-rating", "home-screen", "piano", "--depth", "0"]
        for i in 1...3 { _ = try run(scenes + ["--shard", "\(i)/3", "--shard-report", out("s\(i).json")]) }
        _ = try run(scenes + ["--matrix", "full", "--shard", "3/3", "--shard-report", out("foreign.json")])
        // Switch Control's reach limit changes findings, so a shard run with another is foreign too.
        _ = try run(scenes + ["--switch-reach-limit", "5", "--shard", "3/3", "--shard-report", out("other-limit.json")])
        let cases: [([String], String)] = [
            ([out("s1.json"), out("s2.json"), out("other-limit.json")], "other-limit.json is from another run than"),
            // An option the reports do not record is named among those that may differ.
            ([out("s1.json"), out("s2.json"), out("other-limit.json")], "or an option the reports do not list: --depth, --states, --switch-reach-limit,"),
            ([out("s1.json"), out("s3.json")], "missing shard 2/3 of the run"),
            ([out("s1.json"), out("s2.json"), out("s3.json"), out("s3.json")], "are both shard 3/3"),
            ([out("s1.json"), out("s2.json"), out("foreign.json")], "foreign.json is from another run than"),
        ]
        for (reports, expected) in cases {
            let merged = try run(["merge"] + reports + ["--format", "json"])
            XCTAssertEqual(merged.status, 2, merged.output)
            XCTAssertTrue(merged.output.contains(expected), merged.output)
            XCTAssertFalse(merged.output.contains("\"scenes\""), "nothing is merged: \(merged.output)")
        }
        try "{\"kind\": \"axsandbox-validate-shard\", \"format\": 1, \"shard\": \"1/1\"}".write(toFile: out("bad.json"), atomically: true, encoding: .utf8)
        let bad = try run(["merge", out("bad.json")])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.output.contains("bad.json: $."), bad.output)
        // A number that fits no integer field, and a field no version writes (a hand edit, a
        // misspelling), are refused where they lie: Foundation's decoder said "not valid JSON" of
        // the first, and let the second pass unread.
        let s2 = try String(contentsOfFile: out("s2.json"), encoding: .utf8)
        for (name, edited, expected) in [("half.json", s2.replacingOccurrences(of: "\"unitCount\" : 3", with: "\"unitCount\" : 2.5"),
                                          "half.json: $.unitCount: expected an integer, found 2.5"),
                                         ("huge.json", s2.replacingOccurrences(of: "\"position\" : 1", with: "\"position\" : 1e30"),
                                          "huge.json: $.units[0].position: expected an integer, found 1e+30"),
                                         ("misspelt.json", s2.replacingOccurrences(of: "\"matrix\" :", with: "\"requireComplet\" : true, \"matrix\" :"),
                                          "misspelt.json: $.run.requireComplet: unknown field"),
                                         // A count no run writes: it made the summary's element total wrong.
                                         ("negative.json", s2.replacingOccurrences(of: "\"elementCount\" : ", with: "\"elementCount\" : -"),
                                          "elementCount: expected a count (0 or more), found -")] {
            XCTAssertNotEqual(edited, s2, name)
            // Without the units' digests, which refuse any edit of a result first.
            try (name == "negative.json" ? withoutValueDigests(edited) : edited).write(toFile: out(name), atomically: true, encoding: .utf8)
            let refused = try run(["merge", out("s1.json"), out(name), out("s3.json")])
            XCTAssertEqual(refused.status, 2, refused.output)
            XCTAssertTrue(refused.output.contains(expected), refused.output)
        }
        // A report cut short, as an interrupted upload leaves it, says where its JSON breaks off.
        let whole = try Data(contentsOf: URL(fileURLWithPath: out("s1.json")))
        try whole.prefix(whole.count - 20).write(to: URL(fileURLWithPath: out("cut.json")))
        let cut = try run(["merge", out("cut.json"), out("s2.json"), out("s3.json")])
        XCTAssertEqual(cut.status, 2)
        XCTAssertTrue(cut.output.contains("cut.json: not JSON: line "), cut.output)
        let notReport = try run(["merge", root.appendingPathComponent("examples/settings-sheet.json").path])
        XCTAssertEqual(notReport.status, 2)
        XCTAssertTrue(notReport.output.contains("a scene file, not a shard report; validate it with"), notReport.output)
        // A trace (JSON Lines) is named as one, not as JSON broken at its second line.
        let trace = try run(["merge", root.appendingPathComponent("Tests/Golden/voice-star-rating.trace").path])
        XCTAssertEqual(trace.status, 2)
        XCTAssertTrue(trace.output.contains("voice-star-rating.trace: a trace, not a shard report; replay it with"), trace.output)
    }

    /// `report` (a shard report in the folder) read, changed by `edit` and written as `name`.
    private func edited(_ report: String, as name: String, _ edit: (inout [String: Any]) throws -> Void) throws -> String {
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out(report)))) as? [String: Any])
        try edit(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: out(name)))
        return out(name)
    }

    /// `text`, a shard report, without its units' digests (`valueDigest`), as one written before
    /// they were kept: its results go unchecked by them, so an edit of one reaches the checks
    /// that read results as strictly as this build writes them.
    private func withoutValueDigests(_ text: String) throws -> String {
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        object["units"] = (object["units"] as? [[String: Any]] ?? []).map { $0.filter { $0.key != "valueDigest" } }
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted]), as: UTF8.self)
    }

    /// `reports` merged as JSON: refused, exit 2, with `expected` in what it says and nothing merged.
    private func assertRefused(_ reports: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let merged = try run(["merge"] + reports + ["--format", "json"])
        XCTAssertEqual(merged.status, 2, merged.output, file: file, line: line)
        XCTAssertTrue(merged.output.contains(expected), "\(merged.output)\nexpected: \(expected)", file: file, line: line)
        XCTAssertFalse(merged.output.contains("\"scenes\""), "nothing is merged: \(merged.output)", file: file, line: line)
    }

    /// A result edited by hand is never merged as the run's: every error finding deleted from a
    /// shard's report merged to "0 errors" and exit 0, and a severity lowered merged as such, though
    /// `merge --help` says edited reports are refused. Each unit's results hash to the digest its
    /// shard wrote beside them; a report holds every unit's digest or (written before they were
    /// kept) none.
    func testEditedResultsAreRefused() throws {
        let scenes = ["validate", "star-rating-broken", "photo-filter-broken", "star-rating", "--depth", "0"]
        for i in 1...2 { _ = try run(scenes + ["--shard", "\(i)/2", "--shard-report", out("s\(i).json")]) }
        XCTAssertEqual(try run(["merge", out("s1.json"), out("s2.json"), "--format", "json"]).status, 1, "the honest merge fails on errors")
        func units(_ report: [String: Any]) -> [[String: Any]] { report["units"] as? [[String: Any]] ?? [] }
        func withFindings(_ report: inout [String: Any], _ change: ([[String: Any]]) -> [[String: Any]]) {
            report["units"] = units(report).map { unit in
                var unit = unit, value = unit["value"] as! [String: Any]
                value["findings"] = change(value["findings"] as? [[String: Any]] ?? [])
                unit["value"] = value
                return unit
            }
        }
        var loweredOne = false
        for i in 1...2 {
            let noErrors = try edited("s\(i).json", as: "noerr-\(i).json") { report in
                withFindings(&report) { $0.filter { $0["severity"] as? String != "error" } }
            }
            var lowers = false
            let lowered = try edited("s\(i).json", as: "lowered-\(i).json") { report in
                withFindings(&report) {
                    $0.map { var f = $0; if f["severity"] as? String == "warning" { f["severity"] = "info"; lowers = true }; return f }
                }
            }
            let others = [out("s\(3 - i).json")]
            try assertRefused([noErrors] + others, "noerr-\(i).json: $.units[")
            try assertRefused([noErrors] + others, "its results do not hash to its digest")
            if lowers { try assertRefused([lowered] + others, "lowered-\(i).json: $.units["); loweredOne = true }
        }
        XCTAssertTrue(loweredOne, "a shard holds a warning to lower")
        // One unit's digest removed, where the others keep theirs: refused; all removed, the report
        // is read as one written before digests were kept.
        let (many, other) = units(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out("s1.json"))))
                                                 as? [String: Any])).count >= 2 ? ("s1.json", "s2.json") : ("s2.json", "s1.json")
        let oneGone = try edited(many, as: "onegone.json") { report in
            var u = units(report); u[0]["valueDigest"] = nil; report["units"] = u
        }
        try assertRefused([oneGone, out(other)], "onegone.json: $.units[0].valueDigest: missing, though $.units[1] has one")
        let allGone = try edited(many, as: "allgone.json") { report in report["units"] = units(report).map { $0.filter { $0.key != "valueDigest" } } }
        XCTAssertEqual(try run(["merge", allGone, out(other), "--format", "json"]).status, 1)
    }

    /// A report edited by hand is never merged silently: units' positions swapped (within a shard,
    /// or between two), a unit's key changed, or a replay unit's file changed, each made a merged
    /// report in another order or naming another trace, exit 0 or 1. Each shard lists its units in
    /// the set's order, and its `optionsHash` continued over the keys, in the order of their
    /// positions, must give the run's fingerprint; a trace's file is its key.
    func testEditedPositionsKeysAndFilesAreRefused() throws {
        let scenes = ["validate", "star-rating", "home-screen", "piano", "photo-filter-broken", "--depth", "0"]
        for i in 1...2 { _ = try run(scenes + ["--shard", "\(i)/2", "--shard-report", out("s\(i).json")]) }
        let honest = try run(["merge", out("s1.json"), out("s2.json"), "--format", "json"])
        XCTAssertEqual(honest.status, 1, honest.output)
        func units(_ object: [String: Any]) -> [[String: Any]] { object["units"] as? [[String: Any]] ?? [] }
        let s1 = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out("s1.json")))) as? [String: Any])
        let s2 = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out("s2.json")))) as? [String: Any])
        let (many, other) = units(s1).count >= 2 ? ("s1.json", "s2.json") : ("s2.json", "s1.json")
        XCTAssertGreaterThanOrEqual(units(s1).count + units(s2).count, 4)
        XCTAssertFalse((s1["optionsHash"] as? String ?? "").isEmpty, "a report keeps its options' hash")

        // Two units of one shard swap positions: listed out of the set's order.
        let swapped = try edited(many, as: "swapped.json") { report in
            var u = units(report)
            let p0 = u[0]["position"]!, p1 = u[1]["position"]!
            u[0]["position"] = p1; u[1]["position"] = p0
            report["units"] = u
        }
        try assertRefused([swapped, out(other)], "swapped.json: $.units[1].position: expected more than")
        // Two units of different shards swap positions: each shard still in order, the keys not.
        let first = try edited("s1.json", as: "a.json") { _ in }, second = try edited("s2.json", as: "b.json") { _ in }
        let (p1, p2) = (units(s1)[0]["position"] as! Int, units(s2)[0]["position"] as! Int)
        _ = try edited("s1.json", as: "a.json") { report in
            var u = units(report); u[0]["position"] = p2; report["units"] = u
        }
        _ = try edited("s2.json", as: "b.json") { report in
            var u = units(report); u[0]["position"] = p1; report["units"] = u
        }
        let crossed = try run(["merge", first, second, "--format", "json"])
        XCTAssertEqual(crossed.status, 2, crossed.output)
        XCTAssertTrue(crossed.output.contains("was edited since its shard wrote it"), crossed.output)
        // A unit's key changed.
        let rekeyed = try edited(many, as: "rekeyed.json") { report in
            var u = units(report); u[0]["key"] = "my-own-scene"; report["units"] = u
        }
        try assertRefused([rekeyed, out(other)], "$.units[].key, $.units[].position: the units' keys in the order of their positions")

        // A replay unit's file changed: the merged report named a trace nobody replayed.
        let traces = ["replay", "Tests/Golden/voice-star-rating.trace", "Tests/Golden/switch-star-rating.trace"]
        _ = try run(traces + ["--shard-report", out("r.json")])
        let refiled = try edited("r.json", as: "refiled.json") { report in
            var u = units(report)
            var value = u[0]["value"] as! [String: Any]
            value["file"] = "golden/zzz.trace"
            u[0]["value"] = value
            report["units"] = u.map { $0.filter { $0.key != "valueDigest" } }  // past the digests, to the file check
        }
        let merged = try run(["merge", refiled, "--format", "json"])
        XCTAssertEqual(merged.status, 2, merged.output)
        XCTAssertTrue(merged.output.contains("refiled.json: $.units[0].value.file: expected the unit's key \"Tests/Golden/"), merged.output)
        XCTAssertEqual(try run(["merge", out("r.json"), "--format", "json"]).status, 0)
    }

    /// A finding, unassessed rule or rule run that is not one of the run's rules (`$.run.rules`) is
    /// refused, as the baseline reader refuses one: merged, it became a SARIF result with no
    /// `ruleIndex` and no rule entry. A run reports only the rules it ran, each this build's.
    func testARuleTheRunDidNotRunIsRefused() throws {
        _ = try run(["validate", "photo-filter-broken", "--depth", "0", "--shard-report", out("s.json")])
        let renamed = try edited("s.json", as: "renamed.json") { report in
            var u = report["units"] as! [[String: Any]]
            var value = u[0]["value"] as! [String: Any]
            var findings = value["findings"] as! [[String: Any]]
            findings[0]["rule"] = "contrast.txt"
            value["findings"] = findings
            u[0]["value"] = value
            report["units"] = u.map { $0.filter { $0.key != "valueDigest" } }  // past the digests, to the rule check
        }
        for format in ["json", "sarif"] {
            let merged = try run(["merge", renamed, "--format", format])
            XCTAssertEqual(merged.status, 2, merged.output)
            XCTAssertTrue(merged.output.contains("renamed.json: $.units[0].value.findings[0].rule: unknown rule \"contrast.txt\""), merged.output)
        }
    }

    /// Merge takes only the reports of its own build: every shard edited to another version was
    /// merged, its SARIF naming that version, and so was one shard of another version.
    func testReportsOfAnotherVersionAreRefused() throws {
        let scenes = ["validate", "star-rating", "home-screen", "--depth", "0"]
        for i in 1...2 { _ = try run(scenes + ["--shard", "\(i)/2", "--shard-report", out("s\(i).json")]) }
        let v1 = try edited("s1.json", as: "v1.json") { $0["tool"] = "0.2.0" }
        let v2 = try edited("s2.json", as: "v2.json") { $0["tool"] = "0.2.0" }
        try assertRefused([v1, v2], "v1.json: $.tool: written by axsandbox \"0.2.0\", expected this axsandbox's version")
        try assertRefused([out("s1.json"), v2], "v2.json: $.tool: written by axsandbox \"0.2.0\"")
    }

    /// A replay shard report's `run` is read as strictly as a validate report's: a field in it is
    /// refused where it lies (it was dropped unread).
    func testAReplayReportsRunRefusesUnknownFields() throws {
        _ = try run(["replay", "Tests/Golden/voice-star-rating.trace", "--shard-report", out("r.json")])
        let misspelt = try edited("r.json", as: "misspelt.json") { $0["run"] = ["requireComplet": true] }
        let merged = try run(["merge", misspelt, "--format", "json"])
        XCTAssertEqual(merged.status, 2, merged.output)
        XCTAssertTrue(merged.output.contains("misspelt.json: $.run.requireComplet: unknown field"), merged.output)
        let notObject = try edited("r.json", as: "number.json") { $0["run"] = 5 }
        XCTAssertEqual(try run(["merge", notObject, "--format", "json"]).status, 2)
    }

    /// An output whose folder does not exist is refused before any work, exit 2: it was found after
    /// the whole run, when the outputs written before it (the shard report) were already there.
    func testAnOutputInAFolderThatDoesNotExistIsRefusedBeforeAnyWork() throws {
        let missing = folder.appendingPathComponent("no-such-folder/t.json").path
        let validate = try run(["validate", "star-rating", "--depth", "0", "--shard-report", out("v.json"), "--write-shard-timings", missing])
        XCTAssertEqual(validate.status, 2, validate.output)
        XCTAssertTrue(validate.output.contains("cannot write \(missing): no such file or directory"), validate.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out("v.json")), "refused before the run: nothing written")
        let replay = try run(["replay", "Tests/Golden/voice-star-rating.trace", "--shard-report", out("r.json"), "--format", "json",
                              "-o", missing])
        XCTAssertEqual(replay.status, 2, replay.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out("r.json")), "refused before the replay: nothing written")
        let merge = try run(["merge", out("nothing.json"), "-o", missing])
        XCTAssertTrue(merge.output.contains("cannot write \(missing)"), merge.output)
    }

    /// `replay … -o FILE` without `--format` writes the text report, as `validate -o` does (it was refused).
    func testReplayWritesTheTextReportWhenOnlyAFileIsNamed() throws {
        let trace = "Tests/Golden/voice-star-rating.trace"
        let plain = try run(["replay", trace, "-o", out("plain.txt")])
        XCTAssertEqual(plain.status, 0, plain.output)
        XCTAssertEqual(try run(["replay", trace, "--format", "text", "-o", out("text.txt")]).status, 0)
        XCTAssertEqual(try read("plain.txt"), try read("text.txt"))
    }

    /// Two outputs of one run naming one file (however spelt) are refused before anything runs, exit 2:
    /// the later write replaced the earlier with exit 0, and a shard report overwritten by its timings
    /// left merge nothing to merge. `/dev/null` may take several.
    func testOutputsNamingOneFileAreRefused() throws {
        let validate = ["validate", "star-rating", "--depth", "0", "--shard", "1/1"]
        let replay = ["replay", "Tests/Golden/voice-star-rating.trace"]
        let cases: [([String], String)] = [
            (validate + ["--shard-report", out("r.json"), "--write-shard-timings", out("r.json")],
             "--write-shard-timings and --shard-report name one file (\(out("r.json")))"),
            (validate + ["--format", "json", "-o", out("v.json"), "--shard-report", folder.path + "/./v.json"],
             "--shard-report and -o name one file (\(out("v.json")))"),
            (validate + ["--write-baseline", out("b.json"), "--shard-report", out("b.json")], "--shard-report and --write-baseline name one file"),
            (replay + ["--format", "json", "-o", out("p.json"), "--write-shard-timings", out("p.json")],
             "--write-shard-timings and -o name one file"),
            // The window's outputs: a screenshot or status file written over the recording destroyed it.
            (["run", "star-rating", "--record", out("t.trace"), "--screenshot", out("t.trace"), "--exit-after-frames", "1"],
             "--screenshot and --record name one file (\(out("t.trace")))"),
            (["run", "star-rating", "--record", out("t.trace"), "--status", folder.path + "/./t.trace", "--exit-after-frames", "1"],
             "--status and --record name one file"),
        ]
        for (arguments, expected) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, result.output)
            XCTAssertTrue(result.output.contains(expected), "\(result.output)\nexpected: \(expected)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out("r.json")), "refused before anything is written")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out("t.trace")), "refused before the window opens")
        let null = try run(validate + ["--format", "json", "-o", "/dev/null", "--shard-report", "/dev/null", "--write-shard-timings", "/dev/null"])
        XCTAssertEqual(null.status, 0, null.output)
    }

    /// `replay` of many traces runs them all, reports each, and exits as the worst: a differing trace
    /// is a JUnit failure with the first difference as its message, an unreadable one an error.
    /// `--update`, `--html` and `--frames` act on each of many traces: every trace is rewritten, and
    /// the option's folder gets one page or one folder of frames per trace at the trace's path, so
    /// two traces of one name in different folders keep theirs.
    func testUpdateHtmlAndFramesActOnEachOfManyTraces() throws {
        let golden = root.appendingPathComponent("Tests/Golden")
        let good = try String(contentsOf: golden.appendingPathComponent("switch-star-rating.trace"), encoding: .utf8)
        let a = folder.appendingPathComponent("many/a"), b = folder.appendingPathComponent("many/b")
        for place in [a, b] {
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            try good.write(to: place.appendingPathComponent("rate.trace"), atomically: true, encoding: .utf8)
        }
        // b's copy says something else: only its page shows a difference; --update rewrites both.
        var lines = good.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let spoken = try XCTUnwrap(lines.firstIndex { $0.contains("\"type\":\"speech\"") })
        lines[spoken] = lines[spoken].replacingOccurrences(of: "\"text\":\"", with: "\"text\":\"Changed ")
        try lines.joined(separator: "\n").write(to: b.appendingPathComponent("rate.trace"), atomically: true, encoding: .utf8)

        let pages = try run(["replay", folder.appendingPathComponent("many").path, "--html", out("pages")])
        XCTAssertEqual(pages.status, 1, pages.output)
        // Each trace's place: its key (an absolute path here, the traces being outside the checkout) inside the folder.
        let keyed = { (option: String, name: String) in self.out(option) + self.folder.appendingPathComponent("many/\(name)").path }
        XCTAssertTrue(FileManager.default.fileExists(atPath: keyed("pages", "a/rate.html")), pages.output)
        let differing = try String(contentsOfFile: keyed("pages", "b/rate.html"), encoding: .utf8)
        XCTAssertTrue(differing.contains("Changed "), "b's page shows its own recording")

        let frames = try run(["replay", a.path, b.path, "--frames", out("frames")])
        XCTAssertEqual(frames.status, 1, frames.output)
        for name in ["a/rate", "b/rate"] {
            let pngs = try FileManager.default.contentsOfDirectory(atPath: keyed("frames", name)).filter { $0.hasSuffix(".png") }
            XCTAssertFalse(pngs.isEmpty, "frames of \(name)")
        }

        // One trace given twice: the second's page is rate-2.html, with no '#' to end a file: URL.
        let twice = try run(["replay", a.appendingPathComponent("rate.trace").path, a.appendingPathComponent("rate.trace").path, "--html", out("twice")])
        XCTAssertEqual(twice.status, 0, twice.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: keyed("twice", "a/rate.html")), twice.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: keyed("twice", "a/rate-2.html")), twice.output)

        let updated = try run(["replay", folder.appendingPathComponent("many").path, "--update"])
        XCTAssertEqual(updated.status, 0, updated.output)
        XCTAssertEqual(updated.output.components(separatedBy: ": updated,").count - 1, 2, updated.output)
        // The tally says what was done: neither trace matched what it was (b differed).
        XCTAssertTrue(updated.output.hasSuffix("2 traces: 2 updated, 0 could not run\n"), updated.output)
        XCTAssertEqual(try run(["replay", folder.appendingPathComponent("many").path]).status, 0, "both match after the update")
    }

    func testReplayOfManyTracesReportsEachAndExitsAsTheWorst() throws {
        let golden = root.appendingPathComponent("Tests/Golden")
        let good = try String(contentsOf: golden.appendingPathComponent("exceptional-dogs-demo.trace"), encoding: .utf8)
        let traces = folder.appendingPathComponent("traces/nested")
        try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
        try good.write(to: traces.appendingPathComponent("a-good.trace"), atomically: true, encoding: .utf8)
        // The same trace with one recorded utterance changed: the replay differs.
        var lines = good.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let spoken = try XCTUnwrap(lines.firstIndex { $0.contains("\"type\":\"speech\"") })
        lines[spoken] = lines[spoken].replacingOccurrences(of: "\"text\":\"", with: "\"text\":\"Changed ")
        try lines.joined(separator: "\n").write(to: traces.appendingPathComponent("b-differs.trace"), atomically: true, encoding: .utf8)
        let differing = try run(["replay", folder.appendingPathComponent("traces").path, "--format", "junit", "-o", out("r.xml")])
        XCTAssertEqual(differing.status, 1, differing.output)
        let junit = try read("r.xml")
        XCTAssertTrue(junit.contains("tests=\"2\" failures=\"1\" errors=\"0\""), junit)
        XCTAssertTrue(junit.contains("b-differs.trace:\(spoken + 1): replay differs from the recording"), junit)
        try "not a trace\n".write(to: traces.appendingPathComponent("c-broken.trace"), atomically: true, encoding: .utf8)
        let broken = try run(["replay", folder.appendingPathComponent("traces").path, "--format", "json", "-o", out("r.json")])
        XCTAssertEqual(broken.status, 2, broken.output)
        let json = try read("r.json")
        // Without a report format, each trace's line, then the tally.
        let plain = try run(["replay", folder.appendingPathComponent("traces").path])
        XCTAssertEqual(plain.status, 2, plain.output)
        XCTAssertTrue(plain.output.contains("a-good.trace: "), plain.output)
        XCTAssertTrue(plain.output.hasSuffix("3 traces: 1 match, 1 differs, 1 could not run\n"), plain.output)
        XCTAssertTrue(json.contains("\"traces\": 3,\n    \"matched\": 1,\n    \"differed\": 1,\n    \"couldNotRun\": 1"), json)
        // Sharded, the merge writes the same report and exits as the unsharded run did.
        for i in 1...2 {
            let shard = try run(["replay", folder.appendingPathComponent("traces").path, "--shard", "\(i)/2", "--shard-report", out("rs\(i).json")])
            XCTAssertTrue([0, 1, 2].contains(shard.status), shard.output)
        }
        let merged = try run(["merge", out("rs1.json"), out("rs2.json"), "--format", "json", "-o", out("rm.json")])
        XCTAssertEqual(merged.status, 2, merged.output)
        XCTAssertTrue(merged.output.contains("1 trace could not run; the report says why"), merged.output)
        XCTAssertEqual(try read("rm.json"), json)
        // An outcome no replay writes, edited by hand, is refused: a difference marked a match (its
        // message kept), a negative count of records.
        let edits = [("\"status\" : \"differs\"", "\"status\" : \"match\"", "a match carries no message"),
                     ("\"records\" : ", "\"records\" : -", "records: expected a count (0 or more), found -")]
        for (from, to, expected) in edits {
            let shards = try [read("rs1.json"), read("rs2.json")]
            let edited = try shards.map { $0.contains(from) ? try withoutValueDigests($0.replacingOccurrences(of: from, with: to)) : $0 }
            XCTAssertNotEqual(edited, shards, from)
            for (i, text) in edited.enumerated() { try text.write(toFile: out("re\(i + 1).json"), atomically: true, encoding: .utf8) }
            let refused = try run(["merge", out("re1.json"), out("re2.json"), "--format", "json"])
            XCTAssertEqual(refused.status, 2, refused.output)
            XCTAssertTrue(refused.output.contains(expected), refused.output)
        }
        // Shards given the folder spelt otherwise ("DIR/./traces") write the same report: a trace
        // that could not run is named by its path, not as it was typed.
        let spellings = [folder.appendingPathComponent("traces").path, folder.path + "/./traces"]
        for order in [spellings, spellings.reversed()] {
            for (i, spelling) in order.enumerated() {
                _ = try run(["replay", spelling, "--shard", "\(i + 1)/2", "--shard-report", out("sp\(i + 1).json")])
            }
            let spelt = try run(["merge", out("sp1.json"), out("sp2.json"), "--format", "json", "-o", out("sp.json")])
            XCTAssertEqual(spelt.status, 2, spelt.output)
            XCTAssertEqual(try read("sp.json"), json, "shards spelt \(order)")
        }
        let empty = try run(["replay", folder.path + "/none", "--format", "json"])
        XCTAssertEqual(empty.status, 2, empty.output)
        // The text report indents each trace's message under it, with no line of spaces alone.
        _ = try run(["replay", folder.appendingPathComponent("traces").path, "--format", "text", "-o", out("r.txt")])
        let text = try read("r.txt")
        XCTAssertTrue(text.contains("b-differs.trace: differs\n  "), text)
        XCTAssertFalse(text.split(separator: "\n", omittingEmptySubsequences: false).contains { !$0.isEmpty && $0.allSatisfy { $0 == " " } }, text)
    }
}
