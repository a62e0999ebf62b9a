import AXAudit
import AXCore
import AXScenes

/// Validation speed: each catalog scene and the whole catalog with the default matrix, the tree rules alone on a
/// 10,000-element scene (axe-core documents over 10 s for 50,000 DOM elements), and full validation
/// of generated grids.
struct ValidationBench: BenchSection {
    /// The registered scenes, measured one by one and as a whole.
    let scenes: [SceneDescriptor]
    let name = "validation"

    func rows(quick: Bool) -> [BenchRow] {
        var rows: [BenchRow] = []
        // Each catalog scene on its own (every rule, probes included, default matrix), then all together.
        for descriptor in scenes {
            var result: ValidationReport.SceneResult?
            let seconds = BenchClock.seconds { result = Validator().validate(descriptor) }
            let all = result?.findings ?? [], suppressed = all.filter { $0.suppression != nil }.count
            rows.append(BenchRow(section: name, name: "scene \(descriptor.id), default matrix", value: seconds * 1000, unit: "ms", goal: nil,
                                 detail: "\(Plural.count(result?.elementCount ?? 0, "element")), \(Plural.count(all.count - suppressed, "finding")), \(suppressed) suppressed"))
        }
        var findings = 0
        let catalog = BenchClock.seconds {
            findings = Validator().validate(scenes).findings.count
        }
        rows.append(BenchRow(section: name, name: "catalog, default matrix (\(scenes.count) scenes)", value: catalog * 1000, unit: "ms",
                             goal: .below(2000), detail: Plural.count(findings, "finding")))
        for count in [1_000, 10_000] {
            guard let descriptor = GridScene.descriptor(for: "grid-\(count)") else { continue }
            let treeRules = RuleCatalog.all.filter { $0.info.kind == .tree }
            var treeFindings = 0
            // The goal's figure: the best of a few runs, as the engine section measures, since on a
            // shared machine a single run measures the neighbours as much as the rules.
            let rounds = quick ? 1 : 3
            let tree = BenchClock.best(rounds: rounds) {
                treeFindings = Validator(rules: treeRules, matrix: .default).validate(descriptor).findings.count
            }
            rows.append(BenchRow(section: name, name: "tree rules, grid-\(count) (\(treeRules.count) rules × 5 settings)", value: tree * 1000, unit: "ms",
                                 goal: count == 10_000 ? .below(500) : nil, detail: "best of \(rounds), \(treeFindings) findings"))
            var allFindings = 0
            let all = BenchClock.seconds {
                allFindings = Validator(matrix: .default).validate(descriptor).findings.count
            }
            rows.append(BenchRow(section: name, name: "all rules incl. probes, grid-\(count)",
                                 value: all * 1000, unit: "ms", goal: nil, detail: Plural.count(allFindings, "finding")))
        }
        return rows
    }
}
