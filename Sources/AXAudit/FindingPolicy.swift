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
    /// Findings the baseline lists that a suppression accepts (the scene's own, a suppressions
    /// file's): still found, so their entries are neither fixed nor dropped by `--write-baseline`,
    /// and reported with the suppression's reason rather than as baseline.
    public var suppressed: Int = 0
    /// Known and new findings by scene id: a shard report keeps each scene's, so `merge` says what
    /// the whole run made of the baseline, as the unsharded run does.
    public var byScene: [String: (known: Int, new: Int)] = [:]
    /// Suppressed findings the baseline lists, by scene id, kept beside `byScene` (whose shape
    /// users' code may name) for the same reason.
    public var suppressedByScene: [String: Int] = [:]

    /// A comparison of `known` and `new` findings, and the `fixed` entries.
    public init(known: Int, new: Int, fixed: [BaselineEntry]) {
        self.known = known; self.new = new; self.fixed = fixed
    }

    /// A comparison that also counts `suppressed` findings the baseline lists.
    public init(known: Int, new: Int, suppressed: Int, fixed: [BaselineEntry]) {
        self.init(known: known, new: new, fixed: fixed)
        self.suppressed = suppressed
    }

    /// The comparisons of several parts of one run (its shards' scenes) as one: counts added, fixed
    /// entries together in order.
    public init(merging parts: [BaselineComparison]) {
        self.init(known: parts.map(\.known).reduce(0, +), new: parts.map(\.new).reduce(0, +),
                  suppressed: parts.map(\.suppressed).reduce(0, +), fixed: parts.flatMap(\.fixed).sorted())
        for part in parts {
            byScene.merge(part.byScene) { a, b in (a.known + b.known, a.new + b.new) }
            suppressedByScene.merge(part.suppressedByScene, uniquingKeysWith: +)
        }
    }

    /// The part of this comparison about scene `id`.
    public func scene(_ id: String) -> BaselineComparison {
        var part = BaselineComparison(known: byScene[id]?.known ?? 0, new: byScene[id]?.new ?? 0,
                                      suppressed: suppressedByScene[id] ?? 0, fixed: fixed.filter { $0.scene == id })
        part.byScene = [id: (part.known, part.new)]
        if part.suppressed > 0 { part.suppressedByScene = [id: part.suppressed] }
        return part
    }

    /// What the run made of the baseline, as standard error says it: `baseline: K known, N new, F
    /// fixed`, then `, S suppressed` where a suppression accepts findings the baseline lists (still
    /// found, so not fixed), then each fixed entry on a line of its own.
    public var summary: String {
        var line = "baseline: \(known) known, \(new) new, \(fixed.count) fixed"
        if suppressed > 0 { line += ", \(suppressed) suppressed (still found; --write-baseline keeps them)" }
        if !fixed.isEmpty {
            line += " (no longer found; --write-baseline shrinks the baseline):"
            for e in fixed {
                line += "\n  \(e.scene) \(e.rule) \(e.element.isEmpty ? "scene" : e.element)\(e.state.isEmpty ? "" : " in state \(e.state)")"
            }
        }
        return line
    }
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
    public var baselineEntries: [BaselineEntry] { baselineEntries(keeping: []) }

    /// The baseline entries of every unsuppressed finding, and of every suppressed one whose entry
    /// `baseline` lists, in report order (`--write-baseline` beside `--baseline`): a finding still
    /// found keeps its entry whatever suppresses it in this run, so a run without the suppression
    /// (expired, scoped to another scene, not given) does not call it new.
    public func baselineEntries(keeping baseline: Set<BaselineEntry>) -> [BaselineEntry] {
        scenes.flatMap { scene in
            scene.findings.compactMap { finding -> BaselineEntry? in
                let entry = scene.baselineEntry(of: finding)
                return finding.suppression == nil || baseline.contains(entry) ? entry : nil
            }
        }
    }

    /// Marks the unsuppressed findings `baseline` lists as suppressed with `reason` (reported,
    /// never failing) and says what is new, what was fixed, and how many it lists are suppressed
    /// already (found, so not fixed).
    public mutating func apply(baseline: Set<BaselineEntry>, reason: String) -> BaselineComparison {
        var comparison = BaselineComparison(known: 0, new: 0, fixed: [])
        var seen = Set<BaselineEntry>()
        for s in scenes.indices {
            for f in scenes[s].findings.indices {
                let entry = scenes[s].baselineEntry(of: scenes[s].findings[f])
                seen.insert(entry)
                let id = scenes[s].descriptor.id
                if scenes[s].findings[f].suppression != nil {
                    // Still found, accepted for another reason: not fixed, and counted apart.
                    if baseline.contains(entry) {
                        comparison.suppressed += 1
                        comparison.suppressedByScene[id, default: 0] += 1
                    }
                } else if baseline.contains(entry) {
                    scenes[s].findings[f].suppression = reason
                    scenes[s].findings[f].isSuppressedOutsideTheScene = true
                    comparison.known += 1
                    comparison.byScene[id, default: (0, 0)].known += 1
                } else {
                    comparison.new += 1
                    comparison.byScene[id, default: (0, 0)].new += 1
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
