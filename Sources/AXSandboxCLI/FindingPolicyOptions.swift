import AXAudit
import AXCore
import AXScenes
import ArgumentParser
import Foundation

/// `--suppressions FILE`, `--baseline FILE` and `--write-baseline FILE` on `validate` (docs/ci.md):
/// findings a team accepts outside the scenes, and findings it has accepted for now.
struct FindingPolicyOptions: ParsableArguments {
    @Option(name: .customLong("suppressions"), help: ArgumentHelp("Suppress findings listed in this file (scene, rule, element, reason; "
        + "for imported screens and scenes you do not own; repeatable).", valueName: "file"))
    var suppressionFiles: [String] = []

    @Option(name: .customLong("baseline"), help: ArgumentHelp("Report findings this baseline lists as baseline, never failing; new ones "
        + "fail, fixed ones are listed (repeatable: one per shard).", valueName: "file"))
    var baselineFiles: [String] = []

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Write every unsuppressed finding of this run to a baseline file, "
                                                                          + "and every suppressed one the --baseline lists (still found, so kept).",
                                                                valueName: "file"))
    var writeBaseline: String?

    /// Reads the suppressions and baselines, refusing a baseline to write over one of `inputs`.
    func load(inputs: [String]) throws -> Loaded {
        var loaded = Loaded(options: self)
        for path in suppressionFiles {
            let text = try Self.text(path)
            do { loaded.suppressions += try SuppressionsFile.parse(text, file: path, knownRules: RuleCatalog.ids) } catch {
                throw CommandLineError.couldNotRun("\(error)")
            }
            loaded.texts.append(text)
        }
        for path in baselineFiles {
            let text = try Self.text(path)
            do { loaded.baseline = (loaded.baseline ?? []).union(try BaselineFile.parse(text, file: path, knownRules: RuleCatalog.ids)) } catch {
                throw CommandLineError.couldNotRun("\(error)")
            }
            loaded.texts.append(text)
        }
        if let writeBaseline { _ = try OutputFile(path: writeBaseline, inputs: inputs + suppressionFiles + baselineFiles) }
        return loaded
    }

    /// The files' contents, read before any scene is validated.
    struct Loaded {
        let options: FindingPolicyOptions
        var suppressions: [SceneSuppression] = []
        var baseline: Set<BaselineEntry>?
        var texts: [String] = []

        /// What a shard's fingerprint adds: the files' contents, which change every report, and the
        /// baselines' paths as given, which the reason of every finding they list names.
        var fingerprintParts: [String] {
            texts.map { FNV1a.hex(of: $0) } + (options.baselineFiles.isEmpty ? [] : ["baseline=" + options.baselineFiles.joined(separator: ", ")])
        }

        /// Suppresses, writes the baseline asked for, then applies the baseline and says what it made
        /// of the run, which it returns (nil without `--baseline`) for a shard's report to keep.
        @discardableResult
        func apply(to report: inout ValidationReport) throws -> BaselineComparison? {
            report.suppress(suppressions)
            if let path = options.writeBaseline {
                let entries = report.baselineEntries(keeping: baseline ?? [])
                try OutputFile(path: path).write(BaselineFile.text(entries))
                StandardStreams.warn("wrote \(Plural.count(Set(entries).count, "finding")) into the baseline \(path)")
            }
            guard let baseline else { return nil }
            let names = options.baselineFiles.joined(separator: ", ")
            let comparison = report.apply(baseline: baseline, reason: "in the baseline (\(names))")
            StandardStreams.warn(comparison.summary)
            return comparison
        }
    }

    private static func text(_ path: String) throws(CommandLineError) -> String {
        do { return try SceneFile.text(atPath: path) } catch { throw .couldNotRun("\(error)") }
    }
}
