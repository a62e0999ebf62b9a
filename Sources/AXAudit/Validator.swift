import AXCore
import Foundation

/// The results of validating some scenes: findings (suppressed ones included and marked) and the
/// counts reports print.
public struct ValidationReport {
    /// One scene's results across every settings variant.
    public struct SceneResult {
        /// The scene validated.
        public var descriptor: SceneDescriptor
        /// Its findings, each once, suppressed ones included and marked.
        public var findings: [Finding]
        /// How many focusable elements it exposes under the first variant judged: the base settings,
        /// with VoiceOver on where the scene reads it (`SettingsMatrix.judgedVariants`).
        public var elementCount: Int
        /// Rules that ran on this scene (under at least one variant).
        public var rulesRun: [String]
        /// Rules that could not judge it (an imported screen's probes, its drawing-model rules), once
        /// each; and rules that ran but could not judge some of its elements (a colour rule on frames
        /// an imported screen's screenshot shows in one colour), which are in `rulesRun` too.
        public var unassessed: [UnassessedRule] = []
        /// Elements the system provides, not the app (iOS's scroll indicator in a capture), read but
        /// not judged: what the rules found on them is set aside, each listed here with why, in the
        /// order met. Empty for every scene that has none (every scene of the catalog).
        public var unjudged: [UnjudgedElement] = []
        /// The states explored and how they were reached; nil when only the initial state was
        /// validated (`--depth 0`).
        public var exploration: ExplorationResult? = nil
        /// Whether the scene read `voiceOver` (`Scene.readsVoiceOver`), so that it was judged with
        /// VoiceOver on and off (`SettingsMatrix.judgedVariants(of:base:readsVoiceOver:)`): the
        /// HTML report pictures the variants judged.
        public var readsVoiceOver = false
    }

    /// One result per scene, in the order validated.
    public var scenes: [SceneResult]
    /// The settings matrix the scenes were validated under.
    public var matrix: SettingsMatrix

    /// Every finding of every scene, suppressed ones included.
    public var findings: [Finding] { scenes.flatMap(\.findings) }
    /// The findings not suppressed by their scene.
    public var active: [Finding] { findings.filter { $0.suppression == nil } }
    /// How many findings their scenes accepted.
    public var suppressedCount: Int { count { $0.suppression != nil } }
    /// Focusable elements across all scenes.
    public var elementCount: Int { scenes.map(\.elementCount).reduce(0, +) }
    /// How many distinct rules ran on at least one scene.
    public var rulesRunCount: Int { Set(scenes.flatMap(\.rulesRun)).count }
    /// Elements the system provides, read but not judged, across all scenes (`SceneResult.unjudged`).
    public var unjudgedCount: Int { scenes.map(\.unjudged.count).reduce(0, +) }

    /// Unsuppressed findings of this severity.
    public func count(_ severity: Severity) -> Int { count { $0.suppression == nil && $0.severity == severity } }

    /// Whether any unsuppressed finding is at or above `failOn`.
    public func fails(at failOn: Severity) -> Bool {
        scenes.contains { $0.findings.contains { $0.fails(at: failOn) } }
    }

    /// The scenes whose exploration stopped at its bounds (`ExplorationResult.isComplete`), each with
    /// where it stopped: a clean report then speaks for the states found, not for every state the
    /// scene reaches. A scene validated in its initial state alone (`--depth 0`) is not listed.
    public var incompleteExplorations: [(scene: SceneResult, stopped: String)] {
        scenes.compactMap { scene in scene.exploration?.incompleteness.map { (scene, $0) } }
    }

    /// Counted scene by scene: the summary's counts each copied every finding into new arrays.
    private func count(where matches: (Finding) -> Bool) -> Int {
        scenes.reduce(0) { total, scene in total + scene.findings.reduce(0) { $0 + (matches($1) ? 1 : 0) } }
    }
}

/// Runs rules over scenes across a settings matrix (probe rules under the base settings only). Deterministic: scenes, variants and rules are
/// visited in a fixed order, and a finding seen under several variants is reported once, under the
/// first variant that showed it.
public struct Validator {
    /// The rules run (the built-in catalog by default; add your own `Rule`s here).
    public var rules: [Rule]
    /// The settings variants tree and frame rules run under.
    public var matrix: SettingsMatrix
    /// The settings every variant starts from; probes run under these only.
    public var baseSettings: Settings
    /// How text is measured for text and contrast rules: where drawn text lies, which the contrast
    /// rules sample under and a finding on text says. By default the bundled font's advances, the
    /// font the renderer draws with, so a text's place is where its glyphs are (the average-advance
    /// estimate made a bold title's outline a quarter narrower than the title).
    public var metrics: TextMetrics
    /// Which states are validated: the initial state alone (the default here, as before exploration
    /// existed), or every state reachable within the bounds (`axsandbox validate` explores
    /// `ExplorationBounds.default`).
    public var bounds: ExplorationBounds
    /// Whether the copies of one validation share what was measured on their frames
    /// (`FrameMeasurements`), so a frame drawn again is not measured again; off, every copy measures
    /// its own, which `FrameMeasurementReuseTests` compares with.
    var reusesFrameMeasurements = true
    /// How many threads a validation runs on: the scenes of `validate(_:)` and the states of each
    /// exploration are judged concurrently, each on copies of its own, and merged in the sequential
    /// order, so the report is the same whatever the number (docs/validation.md, "On every core").
    /// Sequential by default; `axsandbox validate` uses every processor (`--jobs`).
    public var jobs: ValidationJobs = .sequential
    /// Whether probe rules read an action already taken instead of acting again: in an explored
    /// state, what exploration observed of its actions (`ObservedActions`); in every state, an action
    /// another probe rule took (`notify.layout-change` asks again for custom actions and adjustments,
    /// `vision.state-by-colour` reads the drawing after the shared activation). Off,
    /// every probe rule acts itself, the straightforward way `ExploredProbeReportTests` compares with.
    var probesReuseActions = true
    /// Whether exploration takes a state's actions, and `gesture.touch-only-state` performs its
    /// gestures, on one copy put back in the state after each, and hands its copies from state to
    /// state (`Explorer.reusesCopies`); off, each state, action and gesture gets a fresh copy, the way
    /// `ExplorationCopyReuseTests` compares reports with.
    var explorationReusesCopies = true
    /// Whether the frame sampler finds the edges a point can cross through an index of each outline
    /// by height (`OutlineIndex`) and answers points well inside a rounded rectangle's straight part
    /// without its outline (the same answers); off, it reads every edge for every point, the way
    /// `OutlineIndexTests` compares reports with.
    var acceleratesOutlines = true
    /// Whether the probes of one scene's states take turns on shared copies that keep the layouts of
    /// the states they were in (`SceneCopies`); off, each state's probe makes a fresh copy, the way
    /// `ProbeCopySharingTests` compares reports with.
    var probesShareCopies = true
    /// Whether the settings variants of one scene's states take turns on shared copies, each put in
    /// the state it judges and finding the keyed subtrees of the states it was in (`SceneCopies`);
    /// off, each variant of each state makes a fresh copy, the way `VariantCopySharingTests`
    /// compares reports with.
    var variantsShareCopies = true
    /// Whether a rule that read nothing but the tree under one settings variant is left out under a
    /// later variant whose tree reads alike (`JudgedTree`), and one that read nothing but the tree
    /// and the frame at the state's time, under a later variant that also draws that frame alike: it
    /// would find what it found, all of it set aside as seen. Off, every rule runs under every
    /// variant, the way `TreeVerdictReuseTests` compares reports with.
    var reusesTreeVerdicts = true
    /// Whether a settings variant that differs from the first only in on/off settings the scene's
    /// components never read (`ComponentScene.readsAlike(under:and:)`) is judged on the first
    /// variant's tree and frame instead of laying the scene out and drawing it again; off, every
    /// variant reads its own copy, the way `AlikeVariantTests` compares reports with.
    var sharesAlikeVariants = true
    /// Whether a settings variant that differs from the first only in on/off settings the scene's
    /// components read while drawing and nowhere else (`ComponentScene.laysOutAlike(under:and:)`) is
    /// judged on the first variant's tree, drawing only its own frame, instead of collecting a tree
    /// of its own; off, such a variant reads its own copy, the way `VariantTreeSharingTests`
    /// compares reports with. Only with `sharesAlikeVariants`, which keeps the first variant's subject.
    var sharesVariantTrees = true
    /// Whether a settings variant's subject draws each element once for the rules that ask what
    /// elements draw, and one judged on an earlier variant's reading reads that variant's drawings
    /// (`AuditSubject.drawnItems(ofElements:)`); off, each ask draws its elements again, on a layout
    /// of the variant's own settings, the way `ElementDrawingReuseTests` compares reports with.
    var keepsElementDrawings = true
    /// The order in which one scene's explored states are judged (`JudgingOrder`): the order found,
    /// batch by batch on `jobs` threads; or, for a test, every state on the calling thread in the
    /// reverse order, so each takes the copies the pools hand out after the states that follow it
    /// have used them. The report is merged in the order found either way, and must not change:
    /// `JudgingOrderTests` compares the two (docs/validation-performance.md, "Copies handed on:
    /// what keeps the report the same").
    var judgingOrder = JudgingOrder.found

    /// A validator; the defaults are what `axsandbox validate --depth 0` runs.
    public init(rules: [Rule] = RuleCatalog.all, matrix: SettingsMatrix = .default, baseSettings: Settings = Settings(),
                metrics: TextMetrics = BundledFontAdvances(), bounds: ExplorationBounds = .initialState) {
        self.rules = rules; self.matrix = matrix; self.baseSettings = baseSettings; self.metrics = metrics; self.bounds = bounds
    }

    /// `declarative` says which scenes probes skip; by default the scene files (`SceneDescriptor.isDeclarative`).
    public func validate(_ descriptors: [SceneDescriptor], declarative: (SceneDescriptor) -> Bool = \.isDeclarative) -> ValidationReport {
        validate(descriptors, declarative: declarative, around: { _, validate in validate() })
    }

    /// Validates `descriptors` on up to `jobs` threads, the scenes and their states concurrently;
    /// the results are in the order given, each exactly what validating it alone gives. `around` runs
    /// each scene's validation, on the thread that validates it (`validate --shard-timings` times
    /// each scene with it): it is given the scene's position and must call the closure once.
    public func validate(_ descriptors: [SceneDescriptor], declarative: (SceneDescriptor) -> Bool = \.isDeclarative,
                         around: @escaping @Sendable (Int, () -> ValidationReport.SceneResult) -> ValidationReport.SceneResult)
        -> ValidationReport {
        let flags = descriptors.map(declarative)
        let scenes = ValidationWorkers.run(jobs) { workers in
            workers.map(descriptors.count) { i in around(i) { validate(descriptors[i], declarative: flags[i], on: workers) } }
        }
        return ValidationReport(scenes: scenes, matrix: matrix)
    }

    /// Validates one scene; probes skip it when it is a scene file.
    public func validate(_ descriptor: SceneDescriptor) -> ValidationReport.SceneResult {
        validate(descriptor, declarative: descriptor.isDeclarative)
    }

    /// Validates one scene: its initial state, or, within `bounds`, every state a VoiceOver user
    /// reaches from it (docs/validation.md, "Exploration"); `declarative` scenes are not probed
    /// (they have no model to observe). Its states are judged on up to `jobs` threads.
    public func validate(_ descriptor: SceneDescriptor, declarative: Bool) -> ValidationReport.SceneResult {
        ValidationWorkers.run(jobs) { validate(descriptor, declarative: declarative, on: $0) }
    }

    /// One scene's validation, its states judged by `workers`: each state on copies of its own (the
    /// frame measurements, which reuse only exact equals, are the one thing they share), the findings
    /// merged state by state in the order found, as a sequential run merges them.
    private func validate(_ descriptor: SceneDescriptor, declarative: Bool, on workers: ValidationWorkers) -> ValidationReport.SceneResult {
        guard bounds.depth > 0 else { return validateState(descriptor, declarative: declarative) }
        let explorer = self.explorer(of: descriptor)
        let exploration = explorer.explore(on: workers)
        // Every state's copies are measured with this validator's metrics: frames drawn alike are measured once.
        let measurements = reusesFrameMeasurements ? FrameMeasurements() : nil
        func observed(_ index: Int) -> ObservedActions? { probesReuseActions ? exploration.observed[index] : nil }
        let copies = probesShareCopies ? SceneCopies.forProbes() : nil
        let variantCopies = variantsShareCopies ? SceneCopies.forVariants() : nil
        // What the rules that read only a tree (and a frame) found, for the states laid out alike after.
        let verdicts = reusesTreeVerdicts ? StateVerdicts() : nil
        let states = exploration.states
        // What a VoiceOver user goes on to act on and leave from each state: a finding one state's
        // tree cannot settle (a gesture's equivalent on a sheet the screen opens, a modal view's
        // way out) is judged by it.
        let reach = ExplorationReach(exploration)
        // Judged on both sides of VoiceOver in every state where the scene read it in any state
        // explored: one answer for the scene, whatever copy each state is judged on. A scene not
        // explored (an imported screen) is its one state, whose copy answers.
        let readsVoiceOver = exploration.notExplored == nil ? exploration.readsVoiceOver : nil
        // Judged under each variant before the variants' findings are merged: a way out, an
        // equivalent offered only at the default size answers the default size's finding, not the
        // AX5 variant's (`ExplorationReach.answers(_:from:under:)`).
        func judgeInOrder(_ i: Int) -> ValidationReport.SceneResult {
            let answered: Answered = { reach.answers($0, from: i, under: $1) }
            guard i > 0 else {
                return validateState(descriptor, declarative: declarative, measurements: measurements, observed: observed(0),
                                     probeCopy: copies.map { SharedSceneCopy(copies: $0, restoration: nil) }, verdicts: verdicts,
                                     answered: answered, readsVoiceOver: readsVoiceOver)
            }
            let state = states[i]
            let restoration = explorer.restoresStates ? state.restoration : nil
            var reached = descriptor
            reached.make = { explorer.scene(at: state) }
            return validateState(reached, declarative: declarative, time: state.endTime, actedAt: state.actionTime, measurements: measurements,
                                 observed: observed(state.index),
                                 probeCopy: copies.map { SharedSceneCopy(copies: $0, restoration: restoration) },
                                 variantCopy: variantCopies.map { SharedSceneCopy(copies: $0, restoration: restoration) },
                                 verdicts: verdicts, answered: answered, readsVoiceOver: readsVoiceOver)
        }
        // Judged last first, all of them, when a test asks: what the states take from the pools
        // (`SceneCopies`) is then what the states after them left there.
        let judgedBackwards = judgingOrder == .reversed
            ? Dictionary(uniqueKeysWithValues: states.indices.reversed().map { ($0, judgeInOrder($0)) }) : nil
        func judge(_ i: Int) -> ValidationReport.SceneResult { judgedBackwards?[i] ?? judgeInOrder(i) }
        // Judged a batch at a time and merged as each batch ends, in state order: every state's
        // findings held until the last was judged took 1.6 MB a state on a grid of 1,000 buttons
        // (780 MB for 500 states; 2.1 GB on 3,000 buttons).
        // The initial state first: its findings start the merge.
        var result = judge(0)
        var merged = FindingMerge(result.findings)
        var rulesRun = Set(result.rulesRun)
        var systemElements = UnjudgedElement.Collection()
        systemElements.meet(result.unjudged)
        for start in stride(from: 1, to: states.count, by: Self.statesJudgedAtOnce) {
            let count = min(Self.statesJudgedAtOnce, states.count - start)
            for (k, stateResult) in workers.map(count, { judge(start + $0) }).enumerated() {
                rulesRun.formUnion(stateResult.rulesRun)
                merged.add(stateResult.findings, state: states[start + k])
                systemElements.meet(stateResult.unjudged)
            }
        }
        // The graph's rules obey what the states' do: nothing reported on an element the system provides.
        for (finding, state) in ExplorationRules.check(exploration, explorer: explorer, rules: rules) where !systemElements.setsAside(finding) {
            merged.add([finding], state: state)
        }
        result.findings = merged.findings
        result.unjudged = systemElements.elements
        // An exploration rule that could not judge the graph is reported as such, not as run.
        let unjudged = ExplorationRules.unassessed(exploration, explorer: explorer, rules: rules)
        let unjudgedIDs = Set(unjudged.map(\.ruleID))
        result.rulesRun = rules.map(\.info.id).filter { (rulesRun.contains($0) || ExplorationRules.ids.contains($0)) && !unjudgedIDs.contains($0) }
        result.unassessed += unjudged
        result.exploration = exploration
        return result
    }

    /// How many explored states are judged side by side before their findings are merged and let go.
    static let statesJudgedAtOnce = 64

    /// The explorer of `descriptor` an explored validation walks it with.
    private func explorer(of descriptor: SceneDescriptor) -> Explorer {
        var explorer = Explorer(descriptor: descriptor, settings: baseSettings, bounds: bounds)
        explorer.reusesCopies = explorationReusesCopies
        // An action a state offers only under another variant of the matrix is taken too.
        let variants = matrix.variants(of: descriptor, base: baseSettings)
        explorer.variants = variants
        // Activations are drawn as the first variant's state-by-colour probe draws them.
        let first = variants[0]
        if probesReuseActions, StateByColourRule.applies(to: first), rules.contains(where: { $0 is StateByColourRule }) {
            explorer.drawsActivationsUnder = first
        }
        return explorer
    }

    /// Validates the one state `descriptor` makes its copies in, reached at virtual time `time` (its
    /// frames are drawn from then on) by an action whose last input was at `actionTime` (frames are
    /// drawn from then on too, for what the action animated; nil at the scene's start): the findings
    /// overlay of the window and of `snapshot` on the state the user drove the scene into. Only that
    /// state is judged. Within `bounds`, a finding
    /// one tree cannot settle (a modal view whose way out is an Unlock button, a gesture whose
    /// equivalent is on a sheet the screen opens) is judged as an explored validation judges it in
    /// this state, by exploring from here: the overlay marks what `validate` reports there.
    public func validate(_ descriptor: SceneDescriptor, reachedAt time: Int, actedAt actionTime: Int? = nil) -> ValidationReport.SceneResult {
        guard bounds.depth > 0 else { return validateState(descriptor, declarative: descriptor.isDeclarative, time: time, actedAt: actionTime) }
        // Explored from here only when a finding asks it, once.
        let reach = LazyReach { ExplorationReach(explorer(of: descriptor).explore()) }
        return validateState(descriptor, declarative: descriptor.isDeclarative, time: time, actedAt: actionTime,
                             answered: { reach.value.answers($0, from: 0, under: $1) })
    }

    /// Whether the exploration's graph answers a finding seen under a variant (its settings).
    typealias Answered = (ExplorationAnswer, Settings) -> Bool

    /// An exploration's reach made when first asked: the window's overlay explores only where a
    /// finding needs the graph.
    private final class LazyReach {
        private let make: () -> ExplorationReach
        private(set) lazy var value: ExplorationReach = make()
        init(_ make: @escaping () -> ExplorationReach) { self.make = make }
    }

    /// Validates the state `descriptor` makes its copies in, under every variant judged
    /// (`SettingsMatrix.judgedVariants(of:base:readsVoiceOver:)`); frames measured before in
    /// `measurements` (by this validator) are not measured again (nil: the variants share
    /// measurements of their own, or none when reuse is off). The probes read `observed` where it
    /// holds their action. `readsVoiceOver` says whether the scene reads `voiceOver` (an explored
    /// scene's answer, `ExplorationResult.readsVoiceOver`); nil, the first variant's copy says it,
    /// and a state it read it in is judged again on both sides of VoiceOver.
    private func validateState(_ descriptor: SceneDescriptor, declarative: Bool, time: Int = 0, actedAt actionTime: Int? = nil,
                               measurements: FrameMeasurements? = nil, observed: ObservedActions? = nil,
                               probeCopy: SharedSceneCopy? = nil, variantCopy: SharedSceneCopy? = nil,
                               verdicts: StateVerdicts? = nil, answered: Answered? = nil,
                               readsVoiceOver: Bool? = nil) -> ValidationReport.SceneResult {
        let shared = measurements ?? (reusesFrameMeasurements ? FrameMeasurements() : nil)
        var findings: [Finding] = []
        // By key, the most findings one variant showed so far: a later variant's are its twins, up
        // to as many (`FindingKey`).
        var seen: [FindingKey: Int] = [:]
        // Each rule's description, read once: read through the rule for every variant, each was
        // copied (its id, title, explanation and fix retained and released) four times a rule.
        let infos = rules.map(\.info)
        // Which rules ran, by index.
        var ran = [Bool](repeating: false, count: rules.count)
        var elementCount = 0
        var suppressions: [Suppression] = []
        var unassessed: [UnassessedRule] = []
        // Rules that ran but could not judge some elements (a colour rule on an imported screen's
        // one-colour frames): listed with the rules that could not judge, though they ran.
        var partlyUnassessed: [UnassessedRule] = []
        // The elements the system provides (iOS's scroll indicator in a capture): every finding of
        // every rule passes here, so none is reported on them, whatever the rule.
        var unjudged = UnjudgedElement.Collection()
        // The trees the variants so far were laid out to, each once (the first variant's reading of
        // it), with the rules (by index) that read nothing beyond it under any variant, and the
        // frames drawn with it, each once, with the rules that read nothing beyond the two.
        var trees: [JudgedVariants] = []
        let judgesVoiceOverOff = readsVoiceOver ?? false
        let variants = matrix.judgedVariants(of: descriptor, base: baseSettings, readsVoiceOver: judgesVoiceOverOff)
        // The frames drawn at the default content size under the settings of a later variant at
        // another size, which compares its text with them (`defaultSizeFrame`): kept from the
        // variant's rules until that variant takes it.
        let comparedAtDefaultSize = Set(variants.filter { $0.contentSize != .default }.map { settings -> Settings in
            var defaults = settings
            defaults.contentSize = .default
            return defaults
        })
        var framesAtDefaultSize: [Settings: DisplayList] = [:]
        // The first variant's subject, kept until the last variant that differs from it only in
        // on/off settings: one the scene reads alike under is judged on its reading.
        let lastAlike = sharesAlikeVariants ? variants.indices.dropFirst().last { variants[$0].differsOnlyInNoted(from: variants[0]) } : nil
        var first: AuditSubject?
        for (i, settings) in variants.enumerated() {
            let subject: AuditSubject
            if let earlier = first, earlier.readsAlike(under: settings) {
                subject = AuditSubject(alike: earlier, settings: settings)
            } else if let earlier = first, sharesVariantTrees, earlier.laysOutAlike(under: settings) {
                subject = AuditSubject(treeOf: earlier, settings: settings)
            } else {
                subject = AuditSubject(descriptor: descriptor, settings: settings, metrics: metrics, isDeclarative: declarative, time: time,
                                           actedAt: actionTime, measurements: shared ?? FrameMeasurements(), observed: i == 0 ? observed : nil,
                                           reusesActions: probesReuseActions, acceleratesOutlines: acceleratesOutlines,
                                           probeCopy: i == 0 ? probeCopy : nil, variantCopy: variantCopy)
            }
            if i == 0, readsVoiceOver == nil, subject.scene.readsVoiceOver {
                return validateState(descriptor, declarative: declarative, time: time, actedAt: actionTime, measurements: measurements,
                                     observed: observed, probeCopy: probeCopy, variantCopy: variantCopy, verdicts: verdicts,
                                     answered: answered, readsVoiceOver: true)
            }
            if judgesVoiceOverOff { subject.variantLabel = SettingsMatrix.label(of: settings, readsVoiceOver: true) }
            subject.keepsElementDrawings = keepsElementDrawings
            if i == 0, lastAlike != nil { first = subject }
            if i == lastAlike { first = nil }
            if settings.contentSize != .default {
                var defaults = settings
                defaults.contentSize = .default
                subject.frameAtDefaultSize = framesAtDefaultSize.removeValue(forKey: defaults)
            }
            defer {
                if comparedAtDefaultSize.contains(settings), let frame = subject.drawnFrame { framesAtDefaultSize[settings] = frame }
            }
            if i == 0 {
                elementCount = subject.focusable.count
                suppressions = subject.scene.suppressions
            }
            unjudged.meet(subject.systemNodes)
            // Which of the trees so far this variant's reads like, if any (at most one: two that read
            // alike would be one). None to compare with under the first variant.
            let tree = reusesTreeVerdicts ? subject.judgedTree : nil
            let sameTree = tree.flatMap { tree in trees.firstIndex { $0.tree.readsLike(tree) } }
            // Which of that tree's frames this variant draws alike, if any: compared whenever the tree
            // has frames to compare with, as the variant's frame rules draw the frame anyway.
            let sameFrame = sameTree.flatMap { t in trees[t].frames.firstIndex { $0.key == subject.drawingKey } }
            // Which of its frames' texts this variant draws alike (a variant that only recolours).
            let sameText = sameTree.flatMap { t in trees[t].texts.isEmpty ? nil : trees[t].texts.firstIndex { $0.key == subject.drawnTextOfFrame } }
            // What an earlier state's rules found on this tree, read alike, and on this frame, drawn
            // alike (`StateVerdicts`): looked up once per tree this state lays out to.
            let across: (fingerprint: (hash: Int, elements: Int)?, entry: StateVerdicts.Entry?, kept: StateVerdicts.Verdicts?)
            if let t = sameTree { across = (trees[t].fingerprint, trees[t].entry, trees[t].kept) } else if let tree, let verdicts {
                let print = tree.fingerprint
                let found = verdicts.entry(for: tree, fingerprint: print.hash)
                across = (print, found?.entry, found?.verdicts)
            } else {
                across = (nil, nil, nil)
            }
            let keptFrame = across.kept.flatMap { $0.frames.isEmpty ? nil : $0.frameRules(subject.drawingKey) }
            let keptText = across.kept.flatMap { $0.texts.isEmpty ? nil : $0.textRules(subject.drawnTextOfFrame) }
            var treeAlone = Set<Int>(), frameAlone = Set<Int>(), textAlone = Set<Int>()
            // The rules a finding of which the graph answered under this variant.
            var answeredHere = Set<Int>()
            // The raw findings of the rules run here that read only the tree, or it and the frame, or
            // it and the frame's text: kept for later states.
            var treeFound: [Int: [Finding]] = [:], frameFound: [Int: [Finding]] = [:], textFound: [Int: [Finding]] = [:]
            // Probes act on the model, which settings do not change: they run under the first variant only.
            // Exploration rules judge the graph of states, after it is explored (`validate`).
            for (r, rule) in rules.enumerated()
            where rule.applies(to: settings) && (infos[r].kind != .probe || i == 0) && infos[r].kind != .exploration {
                if let verdict = UnassessedRule.assess(rule, on: subject) {
                    if !unassessed.contains(where: { $0.ruleID == verdict.ruleID }) { unassessed.append(verdict) }
                    continue
                }
                ran[r] = true
                if let t = sameTree, trees[t].rules.contains(r) || sameFrame.map({ trees[t].frames[$0].rules.contains(r) }) == true
                    || sameText.map({ trees[t].texts[$0].rules.contains(r) }) == true { continue }
                var sink = FindingSink(info: infos[r], subject: subject)
                let found: [Finding]
                // The scene's behaviour first: a cast to a protocol that fails is expensive, and only
                // imported screens without a model are read from their pixels.
                // Found in an earlier state on this tree (and frame): named with these settings.
                func named(_ earlier: [Finding]) -> [Finding] { earlier.map { var finding = $0; finding.settings = subject.variantLabel; return finding } }
                if let earlier = across.kept?.tree[r] {
                    found = named(earlier)
                    treeAlone.insert(r)
                } else if let earlier = keptFrame?[r] {
                    found = named(earlier)
                    frameAlone.insert(r)
                } else if let earlier = keptText?[r] {
                    found = named(earlier)
                    textAlone.insert(r)
                } else if subject.behaviour == .unknown, let pixelRule = rule as? ScreenshotRule,
                   let screenshot = subject.scene.screenshot, let pixels = screenshot.pixels {
                    pixelRule.check(subject, screenshot: screenshot, pixels: pixels, report: &sink)
                    found = sink.findings
                    if let verdict = UnassessedRule.unmeasured(by: pixelRule, on: subject, screenshot: screenshot),
                       !partlyUnassessed.contains(where: { $0.ruleID == verdict.ruleID }) {
                        partlyUnassessed.append(verdict)
                    }
                } else {
                    subject.reads = []
                    rule.check(subject, report: &sink)
                    found = sink.findings
                    if let reason = sink.notAssessedReason, !partlyUnassessed.contains(where: { $0.ruleID == infos[r].id }) {
                        partlyUnassessed.append(UnassessedRule(ruleID: infos[r].id, status: .needsReview, reason: reason))
                    }
                    if subject.reads.isEmpty {
                        treeAlone.insert(r)
                        if across.fingerprint != nil { treeFound[r] = found }
                    } else if subject.reads == .frameText {
                        textAlone.insert(r)
                        if across.fingerprint != nil { textFound[r] = found }
                    } else if subject.reads.isSubset(of: [.frame, .frameText]) {
                        // Equal frames draw equal text.
                        frameAlone.insert(r)
                        if across.fingerprint != nil { frameFound[r] = found }
                    }
                }
                var shownHere: [FindingKey: Set<String>] = [:]
                for var finding in found {
                    // On an element the system provides: read, not judged; the rule is noted on it instead.
                    if unjudged.setsAside(finding) { continue }
                    // Answered on the graph for the user under these settings: dropped here, before
                    // the variants' findings are merged. A later variant laid out alike is judged
                    // again (its user may not reach the answer), not passed over as this one's twin.
                    if let answer = finding.answeredBy, let answered, answered(answer, settings) {
                        answeredHere.insert(r)
                        continue
                    }
                    let key = FindingKey(ruleID: finding.ruleID, elementID: finding.subject.elementID ?? "", shape: Self.shape(of: finding.message),
                                         severity: finding.severity)
                    // Counted: one variant's findings of one key that the rule tells apart by their
                    // measure are each kept (two photos no element shows differ only in the digits of
                    // their places); a later variant's are the earlier ones seen again, as many as
                    // that one showed.
                    guard shownHere[key, default: []].insert(finding.measure ?? "").inserted,
                          shownHere[key]!.count > seen[key, default: 0] else { continue }
                    // Behind a modal view in this state (the screen under an open sheet): merged
                    // states leave this one out of its list (`FindingMerge`).
                    // A finding on no element may say so of its place (a gesture's area under a sheet).
                    finding.seenBehindModal = finding.subject.elementID.map(subject.isOnlyBehindModal) ?? finding.seenBehindModal
                    if let s = suppressions.first(where: { $0.ruleID == finding.ruleID && ($0.elementID == nil || $0.elementID == finding.subject.elementID) }) {
                        finding.suppression = s.reason
                    }
                    findings.append(finding)
                }
                for (key, measures) in shownHere where measures.count > seen[key, default: 0] { seen[key] = measures.count }
            }
            treeAlone.subtract(answeredHere); frameAlone.subtract(answeredHere); textAlone.subtract(answeredHere)
            var entry = across.entry
            if let tree, let print = across.fingerprint, !treeFound.isEmpty || !frameFound.isEmpty || !textFound.isEmpty {
                entry = verdicts?.keep(tree, fingerprint: print, in: entry, newInState: sameTree == nil, treeRules: treeFound,
                                       frame: frameFound.isEmpty ? nil : subject.drawingKey, frameRules: frameFound,
                                       text: textFound.isEmpty ? nil : subject.drawnTextOfFrame, textRules: textFound) ?? entry
            }
            if let tree, !treeAlone.isEmpty || !frameAlone.isEmpty || !textAlone.isEmpty {
                let t = sameTree ?? trees.count
                if sameTree == nil { trees.append(JudgedVariants(tree: tree, fingerprint: across.fingerprint, kept: across.kept)) }
                trees[t].entry = entry
                trees[t].rules.formUnion(treeAlone)
                if !frameAlone.isEmpty {
                    if let f = sameFrame { trees[t].frames[f].rules.formUnion(frameAlone) } else { trees[t].frames.append((subject.drawingKey, frameAlone)) }
                }
                if !textAlone.isEmpty {
                    if let x = sameText { trees[t].texts[x].rules.formUnion(textAlone) } else { trees[t].texts.append((subject.drawnTextOfFrame, textAlone)) }
                }
            }
        }
        let rulesRun = infos.indices.filter { ran[$0] }.map { infos[$0].id }
        let rulesRunIDs = Set(rulesRun)
        var result = ValidationReport.SceneResult(descriptor: descriptor, findings: findings, elementCount: elementCount,
                                                  rulesRun: rulesRun,
                                                  unassessed: unassessed.filter { !rulesRunIDs.contains($0.ruleID) } + partlyUnassessed,
                                                  unjudged: unjudged.elements)
        result.readsVoiceOver = judgesVoiceOverOff
        return result
    }

    /// A tree the settings variants of one state were laid out to, with the rules that read nothing
    /// beyond it (left out under a later variant laid out to it), and the frames those variants drew,
    /// each with the rules that read nothing beyond the tree and it (left out under a later variant
    /// that draws it again: Reduce Motion draws the default's frame at the state's time).
    struct JudgedVariants {
        let tree: JudgedTree
        /// What finds the tree among those of earlier states (nil when verdicts are not kept across states).
        let fingerprint: (hash: Int, elements: Int)?
        /// What earlier states' rules found on an alike tree, when one was kept as this state met it.
        let kept: StateVerdicts.Verdicts?
        /// Where this state's findings on it are kept for later states, once they are.
        var entry: StateVerdicts.Entry? = nil
        var rules: Set<Int> = []
        var frames: [(key: FrameMeasurements.Key, rules: Set<Int>)] = []
        /// The frames' texts those variants drew, each once, with the rules that read nothing beyond
        /// the tree and it (left out under a later variant that only recolours the frame).
        var texts: [(key: DrawnText, rules: Set<Int>)] = []
    }

    /// Findings of several states merged by identity (`Finding.identity`) and severity: the first
    /// state a finding is seen in gives its path, later states are added to its list. A rule that
    /// judges one element otherwise in another state (a small target spaced in one, crowded by a
    /// neighbour in the next: a warning, then an error) makes two findings, each with its states:
    /// merged, the first one's severity spoke for both, and an error in a later state passed as a
    /// warning. A state in which the finding's
    /// element lies behind a modal view (`Finding.seenBehindModal`: the screen under an open sheet)
    /// is left out of the list, and the path is the first state's where no modal view covers it: no
    /// VoiceOver user meets the element there, and the finding is the one of the state without the
    /// sheet. A finding seen only behind modal views keeps those states, marked
    /// (`Finding.onlyBehindModal`): every finding stays, so the exit status does not change.
    /// A finding about drawn text whose identity quotes its words (`Finding.drawnText`) is the same
    /// finding in a later state where the same rule finds the same thing, with the same severity, of
    /// the text laid in the same box of the same element in other words ("Rating 1 star", then
    /// "Rating No stars"): one clipped box was a finding per wording. It keeps the identity and
    /// message of the first state it was seen in, so a baseline entry of that finding still matches,
    /// and its detail counts the wordings. A box two findings of one state share (two texts drawn
    /// in it) tells no text apart, and nothing is merged by it from then on. A finding quoting the
    /// element's own words (its label, its value: `DrawnTextSubject` with no box) is merged the same
    /// way, known by the element alone: a button named from the state, a picture whose label names
    /// the dog the gallery shows.
    struct FindingMerge {
        /// The findings, in the order first seen: `states` lists the states where the element was
        /// reached, empty until one is.
        private var merged: [Finding]
        private var indexByIdentity: [Identity: Int] = [:]

        /// What makes findings of several states one: their identity and their severity.
        private struct Identity: Hashable {
            var identity: FindingIdentity
            var severity: Severity

            init(_ finding: Finding) { identity = finding.identity; severity = finding.severity }
        }
        /// By finding: the states it was seen in behind a modal view, in the order merged.
        private var behindModal: [Int: [Int]] = [:]

        /// What makes findings about drawn text of several states one whatever the words: the rule,
        /// the element, the severity and the text (`DrawnTextSubject.Key`).
        private struct TextIdentity: Hashable {
            var ruleID: String
            var elementID: String
            var severity: Severity
            var text: DrawnTextSubject.Key

            init?(_ finding: Finding) {
                guard let text = finding.drawnText else { return nil }
                ruleID = finding.ruleID; elementID = finding.subject.elementID ?? ""; severity = finding.severity; self.text = text.key
            }
        }
        /// The finding first seen about each text.
        private var indexByText: [TextIdentity: Int] = [:]
        /// Texts two findings of one state were about: nothing is merged by them.
        private var sharedTexts = Set<TextIdentity>()
        /// By finding merged with findings of other wordings: the words of each wording, in the
        /// order first seen (the finding's own first).
        private var wordings: [Int: [String]] = [:]

        init(_ initial: [Finding]) {
            merged = initial
            noteSharedTexts(in: initial)
            for i in merged.indices {
                if merged[i].seenBehindModal {
                    behindModal[i] = [0]
                    merged[i].firstSeenBehindModal = 0
                } else {
                    merged[i].states = [0]
                }
                if indexByIdentity[Identity(merged[i])] == nil { indexByIdentity[Identity(merged[i])] = i }
                note(text: merged[i], at: i)
            }
        }

        /// Keeps `finding`, at `index` in `merged`, as the finding about its text, unless one is kept.
        private mutating func note(text finding: Finding, at index: Int) {
            guard let text = TextIdentity(finding), !sharedTexts.contains(text), indexByText[text] == nil else { return }
            indexByText[text] = index
        }

        /// Marks the texts two findings of one state, of different identities, are about.
        private mutating func noteSharedTexts(in found: [Finding]) {
            var seen: [TextIdentity: Identity] = [:]
            for finding in found {
                guard let text = TextIdentity(finding) else { continue }
                if let other = seen.updateValue(Identity(finding), forKey: text), other != Identity(finding) {
                    sharedTexts.insert(text)
                    indexByText[text] = nil
                }
            }
        }

        /// The merged findings: those seen only behind modal views list those states, marked. A
        /// finding on no element, at a place, that a finding on an element already reports (the
        /// same rule, measure and severity, the element's frame holding the place) is that finding
        /// and is not counted twice: "Details" clipped on its row, then, once a scene file's sheet
        /// leaves the screen under it out of the tree, clipped on no element under the sheet.
        var findings: [Finding] {
            var findings = merged
            for (i, words) in wordings {
                let others = words.dropFirst().prefix(Self.otherWordingsQuoted).map { "\"\($0)\"" }.joined(separator: ", ")
                let more = words.count - 1 - min(words.count - 1, Self.otherWordingsQuoted)
                // Drawn text is drawn in its wordings; an element's own words (no box) are its.
                let how = merged[i].drawnText?.box == nil ? "worded" : "drawn"
                findings[i].detail += "; \(how) in \(words.count) wordings across its states, the message quoting the first found (\"\(words[0])\"),"
                    + " then \(others)" + (more > 0 ? " and \(more) more" : "")
            }
            for (i, states) in behindModal where findings[i].states.isEmpty {
                findings[i].states = states
                findings[i].onlyBehindModal = true
                findings[i].firstSeenBehindModal = nil
            }
            let onElements = findings.filter { $0.subject.elementID != nil && $0.subject.frame != nil }
            guard !onElements.isEmpty else { return findings }
            return findings.filter { finding in
                guard finding.subject.elementID == nil, let place = finding.subject.frame else { return true }
                let identity = finding.identity
                return !onElements.contains { other in
                    other.ruleID == identity.ruleID && other.severity == finding.severity
                        && other.identity.measure == identity.measure && other.subject.frame?.contains(place.center) == true
                }
            }
        }

        /// How many wordings after the first a merged finding's detail quotes.
        static let otherWordingsQuoted = 4

        /// Adds the findings seen in `state`.
        mutating func add(_ found: [Finding], state: ExploredState) {
            noteSharedTexts(in: found)
            for var finding in found {
                if let i = indexByIdentity[Identity(finding)] ?? mergedByText(finding) {
                    if finding.seenBehindModal {
                        if !behindModal[i, default: []].contains(state.index) { behindModal[i, default: []].append(state.index) }
                    } else if !merged[i].states.contains(state.index) {
                        // The first state where the element is reached gives the path.
                        if merged[i].states.isEmpty { merged[i].path = state.path.map(\.step) }
                        merged[i].states.append(state.index)
                    }
                    continue
                }
                finding.path = state.path.map(\.step)
                if finding.seenBehindModal {
                    finding.states = []
                    finding.firstSeenBehindModal = state.index
                    behindModal[merged.count] = [state.index]
                } else {
                    finding.states = [state.index]
                }
                indexByIdentity[Identity(finding)] = merged.count
                note(text: finding, at: merged.count)
                merged.append(finding)
            }
        }

        /// The finding about the same text that `finding`, of an identity not seen before, is in
        /// other words: its identity is that finding's from now on, and its words are counted.
        private mutating func mergedByText(_ finding: Finding) -> Int? {
            guard let text = TextIdentity(finding), let i = indexByText[text], let words = finding.drawnText?.words else { return nil }
            indexByIdentity[Identity(finding)] = i
            wordings[i, default: [merged[i].drawnText?.words ?? ""]].append(words)
            return i
        }
    }

    /// What makes findings under different variants the same finding: rule, element, the message
    /// without its digits (the same finding under another variant differs only in its measured
    /// numbers; findings of one variant with one key and different measures (`Finding.measure`) are
    /// all kept, and a later variant's count as that many of them, a photo with no element moved by
    /// AX5 still one finding) and severity (a target spaced at the default size and crowded at AX5 is a warning
    /// and an error: one finding under the first variant hid the error).
    struct FindingKey: Hashable {
        var ruleID: String
        /// "" for a finding on the scene as a whole.
        var elementID: String
        /// UTF-8 bytes: hashing messages as Strings normalised every non-ASCII one.
        var shape: [UInt8]
        var severity: Severity

        func hash(into hasher: inout Hasher) {
            hasher.combine(ruleID)
            hasher.combine(elementID)
            hasher.combine(severity)
            shape.withUnsafeBytes { hasher.combine(bytes: $0) }  // in one block, not byte by byte
        }
    }

    /// A message's UTF-8 bytes without its digits (Unicode category Nd). Foundation's character set
    /// is asked only about scalars from U+0660 (the first decimal digit after ASCII's) on: a lookup
    /// per scalar was the larger part of validating big scenes.
    static func shape(of message: String) -> [UInt8] {
        message.utf8.withContiguousStorageIfAvailable(shape(ofUTF8:)) ?? Array(message.utf8).withUnsafeBufferPointer(shape(ofUTF8:))
    }

    private static func shape(ofUTF8 utf8: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: utf8.count) { out, count in
            count = 0
            var i = 0
            while i < utf8.count {
                let lead = utf8[i]
                if lead < 0x80 {
                    if lead < 0x30 || lead > 0x39 { out[count] = lead; count += 1 }
                    i += 1
                    continue
                }
                // A Swift string is valid UTF-8: the lead byte gives the length.
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for k in 1..<length { value = value << 6 | UInt32(utf8[i + k] & 0x3F) }
                if value < 0x660 || !CharacterSet.decimalDigits.contains(Unicode.Scalar(value)!) {
                    for k in 0..<length { out[count] = utf8[i + k]; count += 1 }
                }
                i += length
            }
        }
    }
}
