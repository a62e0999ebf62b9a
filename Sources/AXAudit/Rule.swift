import AXCore

/// What a rule is about, for grouping in `--list-rules` and reports.
public enum RuleArea: String, Hashable, Sendable, CaseIterable {
    case labels, traits, targets, geometry, contrast, text, motion, transparency, actions, dragDrop, directTouch,
         zoom, modality, order, notifications, vision, switchControl, keyboard, voiceControl

    /// `infos` grouped by area, the areas in this order and each area's rules in catalog order: the
    /// one order `validate --list-rules` prints and docs/rules.md is written in.
    package static func grouping(_ infos: [RuleInfo]) -> [(area: RuleArea, infos: [RuleInfo])] {
        allCases.compactMap { area in
            let inArea = infos.filter { $0.area == area }
            return inArea.isEmpty ? nil : (area, inArea)
        }
    }
}

/// What a rule reads, which decides its cost: the tree alone, the rendered frame, probes that
/// run actions on a copy of the scene, put back in its initial state before each, or the graph of
/// states exploration found (what each action did from each state; not at `--depth 0`).
public enum RuleKind: String, Hashable, Sendable, CaseIterable {
    case tree, frame, probe, exploration
}

/// A rule's fixed description: the same for every scene it runs on.
public struct RuleInfo: Hashable, Sendable {
    /// Stable id, e.g. `label.missing`; used by `--rule`, `--skip-rule`, suppressions and SARIF.
    public var id: String
    /// What the rule is about, for grouping.
    public var area: RuleArea
    /// What the rule reads, which decides its cost.
    public var kind: RuleKind
    /// The severity of its findings unless one says otherwise.
    public var severity: Severity
    /// One line.
    public var title: String
    /// Why it matters and what is measured.
    public var explanation: String
    /// How to fix what it finds (the rule reference and every report print it).
    public var fix: String
    /// WCAG success criterion or peer check it corresponds to, if any.
    public var reference: String?

    /// A rule's description; `kind` defaults to a tree rule, the cheapest.
    public init(id: String, area: RuleArea, kind: RuleKind = .tree, severity: Severity, title: String, explanation: String, fix: String,
                reference: String? = nil) {
        self.id = id; self.area = area; self.kind = kind; self.severity = severity; self.title = title
        self.explanation = explanation; self.fix = fix; self.reference = reference
    }

    /// A description whose id is typed: the built-in rules name theirs by `RuleID`'s constants.
    public init(id: RuleID, area: RuleArea, kind: RuleKind = .tree, severity: Severity, title: String, explanation: String, fix: String,
                reference: String? = nil) {
        self.init(id: id.rawValue, area: area, kind: kind, severity: severity, title: title, explanation: explanation, fix: fix,
                  reference: reference)
    }

    /// The id as a typed value, to compare with `RuleID`'s constants.
    public var rule: RuleID { RuleID(id) }
}

/// One check. Rules are small value types; each reads an `AuditSubject` (one scene under one set of
/// settings) and reports findings through `report`.
public protocol Rule {
    /// The rule's fixed description: id, severity, explanation, fix.
    var info: RuleInfo { get }
    /// Whether the rule needs to run under these settings (e.g. clipping only at the largest size).
    func applies(to settings: Settings) -> Bool
    /// Reads one scene under one settings variant and reports what it finds.
    func check(_ subject: AuditSubject, report: inout FindingSink)
}

extension Rule {
    /// By default a rule runs under every settings variant.
    public func applies(to settings: Settings) -> Bool { true }
}

/// Collects a rule's findings, filling in the rule's fixed fields.
public struct FindingSink {
    let info: RuleInfo
    let subject: AuditSubject
    /// What the rule reported so far.
    public private(set) var findings: [Finding] = []

    /// The rule's fix, in the scene's own vocabulary where it has one (a scene file's fields).
    private let fix: String

    /// What the rule left unjudged in this state, in one sentence a report prints (a bounded probe's
    /// elements beyond its bound): the validator lists it among the scene's unassessed rules, so a
    /// bound is never a silent pass.
    public private(set) var notAssessedReason: String?

    /// Notes that part of the state was not judged, and why (`notAssessedReason`).
    public mutating func notAssessed(_ reason: String) { notAssessedReason = reason }

    init(info: RuleInfo, subject: AuditSubject) {
        self.info = info; self.subject = subject
        fix = subject.fixWording[info.id] ?? info.fix
    }

    /// Reports a finding on `node` (nil: the scene as a whole). `detail` carries the measured value
    /// and the threshold; `severity` overrides the rule's default where the measure calls for it.
    /// `measure` names what was measured when the rule can report several findings on one element
    /// (it identifies the finding across explored states; see `Finding.identity`). `fix` replaces
    /// the rule's where this finding asks for something else (a notice that work was bounded).
    /// `place`: where on the screen a finding with no element lies (drawn text, a declared
    /// gesture's area), so reports and the findings overlay mark it there; an element's finding
    /// is marked on the element's frame.
    public mutating func add(_ node: AuditNode?, _ message: String, detail: String, severity: Severity? = nil, measure: String? = nil,
                             fix: String? = nil, at place: Rect? = nil) {
        // On no element, at a place on the screen under an open sheet: the finding of the states
        // without the sheet (`AuditSubject.placeIsBehindModal`).
        add(node, message, detail: detail, severity: severity, measure: measure, fix: fix, at: place, answeredBy: nil,
            behindModal: node == nil && place.map { subject.placeIsBehindModal($0) } == true)
    }

    /// `add(_:_:detail:severity:measure:fix:at:)`, for a finding that `answeredBy` answers in a
    /// state a VoiceOver user goes on to reach (`Finding.answeredBy`: acting on an element, leaving a
    /// modal view): judged against the exploration's graph; and, with
    /// `behindModal`, for a finding on no element about a place whose elements all lie behind a
    /// modal view in this state (`Finding.seenBehindModal`: a gesture's area under an open sheet).
    mutating func add(_ node: AuditNode?, _ message: String, detail: String, severity: Severity? = nil, measure: String? = nil,
                      fix: String? = nil, at place: Rect? = nil, answeredBy: ExplorationAnswer?, behindModal: Bool = false) {
        let who = node.map {
            FindingSubject(elementID: $0.element.id, label: $0.element.label?.string, indexPath: $0.indexPath, frame: $0.element.frame)
        } ?? FindingSubject(frame: place)
        findings.append(Finding(ruleID: info.id, severity: severity ?? info.severity, sceneID: subject.sceneID, subject: who,
                                message: message, detail: detail, fix: fix ?? self.fix, settings: subject.variantLabel, measure: measure))
        findings[findings.count - 1].answeredBy = answeredBy
        findings[findings.count - 1].seenBehindModal = behindModal
        // A finding whose identity quotes the element's label or value, which change with the state
        // (a Play button that turns Pause, a count), is marked with them (`Finding.drawnText`, with
        // no box): the merge of explored states makes it one finding of the element in every state.
        if let node {
            let words = [node.element.label?.string, node.element.value?.string].compactMap { $0 }
            findings[findings.count - 1].drawnText = DrawnTextSubject(quoting: words, identity: findings[findings.count - 1].identity,
                                                                      stated: measure != nil)
        }
    }
}

extension FindingSink {
    /// Reports a finding on drawn text lying at `box`: about the element whose frame holds it (the
    /// smallest, `TextContrast.owner`), or, when none does, about the scene at the text's place.
    /// With `index`, the run's place in the frame: at a content size other than the default, the
    /// element that holds the same run at the default size (`AuditSubject.textOwner`).
    mutating func add(textAt box: Rect, drawnAt index: Int? = nil, _ message: String, detail: String, severity: Severity? = nil,
                      measure: String? = nil, fix: String? = nil) {
        guard let index else {
            add(TextContrast.owner(of: box, in: subject), message, detail: detail, severity: severity, measure: measure, fix: fix, at: box)
            return
        }
        add(subject.textOwner(of: box, drawnAt: index), textDrawnAt: index, message, detail: detail, severity: severity, measure: measure,
            fix: fix, at: box)
    }

    /// `add(_:_:detail:severity:measure:fix:at:)` for a finding about the text run drawn at `index`
    /// in the frame: where its identity quotes the run's words, it is marked with the text
    /// (`Finding.drawnText`), so the merge of explored states makes one finding of the text in every
    /// state, whatever words the state gives it.
    mutating func add(_ node: AuditNode?, textDrawnAt index: Int, _ message: String, detail: String, severity: Severity? = nil,
                      measure: String? = nil, fix: String? = nil, at place: Rect) {
        add(node, message, detail: detail, severity: severity, measure: measure, fix: fix, at: place)
        let finding = findings[findings.count - 1]
        guard let run = subject.drawnRun(at: index) else { return }
        findings[findings.count - 1].drawnText = DrawnTextSubject(run, identity: finding.identity, stated: measure != nil,
                                                                  on: node == nil ? nil : finding.subject.frame) ?? finding.drawnText
    }

    /// `add(_:_:detail:severity:measure:fix:at:)` for a finding on `node` whose identity quotes
    /// `words` of the element's own that change with the state other than its label and value
    /// (which every finding on an element is marked with): the drawn words and the name Voice
    /// Control knows it by, the label of the element drawn over it. Marked with them (`Finding.drawnText`, with no box), so the merge of
    /// explored states makes one finding of the element in every state, whatever words the state
    /// gives it.
    mutating func add(_ node: AuditNode, quoting words: [String], _ message: String, detail: String, severity: Severity? = nil,
                      measure: String? = nil, fix: String? = nil) {
        add(node, message, detail: detail, severity: severity, measure: measure, fix: fix)
        let identity = findings[findings.count - 1].identity
        findings[findings.count - 1].drawnText = DrawnTextSubject(quoting: words, identity: identity, stated: measure != nil)
            ?? findings[findings.count - 1].drawnText
    }
}
