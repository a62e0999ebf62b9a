import AXCore

/// What a baseline made of a run: how many findings it knew, how many are new, and the ones it
/// lists that were not found again (fixed: the baseline can shrink).
public struct BaselineComparison: Sendable {
    /// Findings present in the baseline: reported as baseline, never failing.
    public var known: Int
    /// Unsuppressed findings the baseline does not list: they fail as usual.
    public var new: Int
    /// Entries of the baseline about the scenes validated, in a state the run reached (the initial
    /// one, or one its exploration found), of a rule that judged the scene, that no finding matches
    /// any more.
    public var fixed: [BaselineEntry]
}

extension ValidationReport {
    /// Marks the findings `suppressions` accept (a suppressions file: scene, rule, optional element,
    /// reason) as suppressed with that reason, as the scene's own suppressions are; a finding the
    /// scene already suppresses keeps the scene's reason.
    public mutating func suppress(_ suppressions: [SceneSuppression]) {
        guard !suppressions.isEmpty else { return }
        for s in scenes.indices {
            let id = scenes[s].descriptor.id
            let applicable = suppressions.filter { $0.sceneID == nil || $0.sceneID == id }.map(\.suppression)
            guard !applicable.isEmpty else { continue }
            for f in scenes[s].findings.indices where scenes[s].findings[f].suppression == nil {
                let finding = scenes[s].findings[f]
                if let match = applicable.first(where: { $0.ruleID == finding.ruleID && ($0.elementID == nil || $0.elementID == finding.subject.elementID) }) {
                    scenes[s].findings[f].suppression = match.reason
                    scenes[s].findings[f].isSuppressedOutsideTheScene = true
                }
            }
        }
    }

    /// The baseline entries of every unsuppressed finding, in report order (`--write-baseline`).
    public var baselineEntries: [BaselineEntry] {
        scenes.flatMap { scene in scene.findings.filter { $0.suppression == nil }.map { scene.baselineEntry(of: $0) } }
    }

    /// Marks the unsuppressed findings `baseline` lists as suppressed with `reason` (reported,
    /// never failing) and says what is new and what was fixed.
    public mutating func apply(baseline: Set<BaselineEntry>, reason: String) -> BaselineComparison {
        var comparison = BaselineComparison(known: 0, new: 0, fixed: [])
        var seen = Set<BaselineEntry>()
        for s in scenes.indices {
            for f in scenes[s].findings.indices where scenes[s].findings[f].suppression == nil {
                let entry = scenes[s].baselineEntry(of: scenes[s].findings[f])
                seen.insert(entry)
                if baseline.contains(entry) {
                    scenes[s].findings[f].suppression = reason
                    scenes[s].findings[f].isSuppressedOutsideTheScene = true
                    comparison.known += 1
                } else {
                    comparison.new += 1
                }
            }
        }
        // Fixed only where this run looked: an entry first seen in a state this run did not reach
        // (a baseline written at --depth 8, a run at --depth 0 or a lower --states) is not known to
        // be fixed, as an entry about another shard's scene is not, and shrinking the baseline by it
        // would fail the next full run on a finding nobody fixed.
        // Nor is an entry whose rule did not judge the scene: a rule left out (`--rule`), run only
        // at a depth this run did not reach (`--depth 0`), or not assessed here, even in part.
        var reached: [String: Set<String>] = [:]
        var judgedBy: [String: Set<String>] = [:]
        for scene in scenes {
            reached[scene.descriptor.id, default: [""]].formUnion(scene.exploration?.states.map(\.digest) ?? [])
            judgedBy[scene.descriptor.id, default: []].formUnion(Set(scene.rulesRun).subtracting(scene.unassessed.map(\.ruleID)))
        }
        comparison.fixed = baseline.filter {
            reached[$0.scene]?.contains($0.state) == true && judgedBy[$0.scene]?.contains($0.rule) == true && !seen.contains($0)
        }.sorted()
        return comparison
    }
}

extension ValidationReport.SceneResult {
    /// `finding`'s baseline entry: its identity on this scene, with the digest of the explored state
    /// it was first seen in ("" for the initial state), behind a modal view or not
    /// (`Finding.firstSeenBehindModal`): a baseline names the same state whatever `states` lists.
    public func baselineEntry(of finding: Finding) -> BaselineEntry {
        let identity = finding.identity
        var state = ""
        if let first = finding.firstSeenBehindModal ?? finding.states.first, first > 0, let exploration, exploration.states.indices.contains(first) {
            state = exploration.states[first].digest
        }
        return BaselineEntry(scene: descriptor.id, rule: identity.ruleID, element: identity.elementID, measure: identity.measure, state: state)
    }
}
