import AXCore

/// How bad a finding is; `--fail-on` compares against this order.
public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case info, warning, error

    /// info < warning < error.
    public static func < (a: Severity, b: Severity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The element a finding is about, named the way every report names it.
public struct FindingSubject: Hashable, Sendable {
    /// The element's id; nil when the finding is about the scene as a whole.
    public var elementID: String?
    /// The element's label, so a reader can find it without the id.
    public var label: String?
    /// Index path in the accessibility tree, "0.2.1".
    public var indexPath: String?
    /// The element's frame in screen points (reports outline it).
    public var frame: Rect?

    /// A subject naming an element; all nil for the whole scene.
    public init(elementID: String? = nil, label: String? = nil, indexPath: String? = nil, frame: Rect? = nil) {
        self.elementID = elementID; self.label = label; self.indexPath = indexPath; self.frame = frame
    }
}

/// One result of one rule on one scene under one set of settings.
public struct Finding: Hashable, Sendable {
    /// The id of the rule that found it (`RuleInfo.id`).
    public var ruleID: String
    /// The rule that found it, as a typed value: `finding.rule == .labelMissing`.
    public var rule: RuleID { RuleID(ruleID) }
    /// How bad it is: the rule's severity unless the measure called for another.
    public var severity: Severity
    /// The scene it was found on.
    public var sceneID: String
    /// The element it is about.
    public var subject: FindingSubject
    /// One line.
    public var message: String
    /// The measured value and the threshold.
    public var detail: String
    /// How to fix it, in the scene's own vocabulary where it has one.
    public var fix: String
    /// The settings the finding was seen under, e.g. "contentSize=AX5" (empty for defaults).
    public var settings: String
    /// Set when the scene accepts this finding; the reason is the scene's.
    public var suppression: String?
    /// The suppression comes from a file beside the scene (a suppressions file, a baseline), not
    /// from the scene itself: SARIF's kind `external`, where a scene's own is `inSource`.
    public var isSuppressedOutsideTheScene = false
    /// What the rule measured, when it reports several findings on one element (a custom action's
    /// name, a scroll's direction, a text run): with the rule and the element, the finding's
    /// identity across states. nil: the message without its digits stands in.
    public var measure: String?
    /// The explored states it was seen in, by index (0: the initial state), in the order explored;
    /// empty when only the initial state was validated.
    public var states: [Int] = []
    /// The shortest path of actions to the first of `states`, one step each ("double tap
    /// Settings"); empty in the initial state.
    public var path: [String] = []
    /// Set when the finding's element lay behind a modal view (the screen under an open sheet,
    /// `AuditNode.isBehindModal`) in every explored state it was seen in: no VoiceOver user reaches
    /// it there, and `states` lists those states for want of any other. Otherwise `states` leaves
    /// out the states where a modal view covered the element (docs/validation.md, "Sheets and what
    /// lies under them").
    public var onlyBehindModal = false
    /// Seen, in the one state judged, on an element behind a modal view: what the merge of explored
    /// states reads to leave that state out of `states` (`Validator.FindingMerge`), and what the
    /// findings overlay reads to leave it unmarked on the dimmed screen beneath.
    public internal(set) var seenBehindModal = false
    /// The explored state the finding was first seen in, behind a modal view, when that state is not
    /// in `states` (the element was reached later): what its baseline entry names, as before such
    /// states were left out, so a baseline written then still knows the finding. nil otherwise.
    var firstSeenBehindModal: Int?
    /// The drawn text the finding is about, known by where it is laid rather than by its words: set
    /// where its identity quotes the words, so the merge of explored states makes one finding of one
    /// text whose words change with the state ("Rating 1 star", "Rating No stars";
    /// `Validator.FindingMerge`). nil: about no drawn text, or an identity the words are not part of.
    var drawnText: DrawnTextSubject?
    /// What in the exploration's graph answers the finding, where one state's tree cannot show it
    /// (`ExplorationAnswer`): an explored validation drops the finding from each state from which a
    /// VoiceOver user reaches that answer (`ExplorationReach`). nil: the finding stands wherever it
    /// is seen.
    var answeredBy: ExplorationAnswer?

    /// A finding; rules make them through `FindingSink.add`, tests and reports build them directly.
    public init(ruleID: String, severity: Severity, sceneID: String, subject: FindingSubject, message: String,
                detail: String, fix: String, settings: String = "", suppression: String? = nil, measure: String? = nil) {
        self.ruleID = ruleID; self.severity = severity; self.sceneID = sceneID; self.subject = subject
        self.message = message; self.detail = detail; self.fix = fix; self.settings = settings; self.suppression = suppression
        self.measure = measure
    }

    /// What makes it the same finding in another state: the rule, the element, and what the rule
    /// measured (its message without digits where the rule names nothing).
    public var identity: FindingIdentity {
        FindingIdentity(ruleID: ruleID, elementID: subject.elementID ?? "", measure: measure ?? Self.measure(ofMessage: message))
    }

    /// The measure a finding with none stated is known by: `message` without its digits. A rule that
    /// rewords a finding states the earlier wording's, so a baseline keyed by it still matches.
    static func measure(ofMessage message: String) -> String {
        String(decoding: Validator.shape(of: message), as: UTF8.self)
    }

    /// Whether it fails a run whose `--fail-on` is `failOn`: active (not suppressed) and at or above
    /// it. The exit status and JUnit's failed cases both ask this, so they cannot disagree.
    public func fails(at failOn: Severity) -> Bool {
        suppression == nil && severity >= failOn
    }

    /// The path printed as one line: "double tap Settings › double tap Facebook".
    public var pathText: String { path.joined(separator: " › ") }

    /// The states printed as one line, runs of three or more as ranges: "#0–#3, #5, #7, #8". A
    /// label missing from every state of an exploration listed all 500 of them, one by one.
    public var statesText: String {
        var parts: [String] = []
        var i = states.startIndex
        while i < states.endIndex {
            var j = i
            while j + 1 < states.endIndex, states[j + 1] == states[j] + 1 { j += 1 }
            if j - i >= 2 {
                parts.append("#\(states[i])–#\(states[j])")
            } else {
                parts += states[i...j].map { "#\($0)" }
            }
            i = j + 1
        }
        return parts.joined(separator: ", ")
    }
}

/// The drawn text a finding is about, whatever its words: the same rule finding the same thing in
/// the same box of the same element is one finding across explored states, its words changing with
/// the state (a scene file's "Rating {rating}", a Swift scene's text of its value) or not. Without a
/// box, the words are the element's own (its label, its value, the words it is named by), and the
/// element alone tells it apart: a vote button named by its count, a title drawn from the state.
struct DrawnTextSubject: Hashable, Sendable {
    /// The box the text is laid in (`TextRun.box` on the screen), from the finding's element's frame
    /// origin, so it moves with the element (a row scrolled); on the screen for text of no element.
    /// Rounded to 1/64 pt: the same box reached by another scroll offset differs in its last bits.
    /// nil: the element's own words, which the rule reads from the element, not from one run.
    var box: Rect?
    /// The finding's identity measure (`FindingIdentity.measure`) with the text's words taken out:
    /// what the rule found of the text (`Text "" does not fit its box at AX`), whatever the words.
    var found: String
    /// The words drawn, which the merged finding's detail quotes (not part of what makes it one).
    var words: String

    /// What tells two texts apart: the box and what was found, not the words.
    var key: Key { Key(box: box, found: found) }

    /// `DrawnTextSubject` without its words.
    struct Key: Hashable {
        var box: Rect?
        var found: String
    }

    /// The text `run` a finding with `identity` is about, on `frame` (the element's, nil for text of
    /// no element); nil when the identity does not quote the words (`measure` stated by the rule: as
    /// given; nil: the message without its digits, and the words without theirs), which then keep
    /// it one finding whatever they are.
    init?(_ run: DrawnText.Run, identity: FindingIdentity, stated: Bool, on frame: Rect?) {
        let words = run.run.string.trimmingWhitespace
        let quoted = stated ? words : String(decoding: Validator.shape(of: words), as: UTF8.self)
        guard !quoted.isEmpty, let range = identity.measure.range(of: quoted) else { return nil }
        var found = identity.measure
        found.removeSubrange(range)
        let drawn = run.transform.apply(run.run.box)
        func rounded(_ value: Double) -> Double { (value * 64).rounded() / 64 }
        box = Rect(x: rounded(drawn.origin.x - (frame?.origin.x ?? 0)), y: rounded(drawn.origin.y - (frame?.origin.y ?? 0)),
                   width: rounded(drawn.size.width), height: rounded(drawn.size.height))
        self.found = found
        self.words = words
    }

    /// The element's own words `quoted` (a label, a value, drawn words it is named by) in a finding
    /// with `identity`: what the rule found is the identity's measure with each taken out where it
    /// stands as words of its own, not inside a longer word (stated: as given; nil: without their
    /// digits, as the message's); nil when the measure quotes none of them, which then keep it one
    /// finding whatever they are. Words with no letter (a count, "50%") are not taken out: the
    /// message without its digits never split by them. The words the merged finding's detail
    /// quotes are the quoted ones, joined by " / ".
    init?(quoting quoted: [String], identity: FindingIdentity, stated: Bool) {
        var found = identity.measure
        var removed = false
        // The longest first: a label that holds another quoted word ("Play song", "Play") goes whole.
        let shaped = quoted.map { stated ? $0 : String(decoding: Validator.shape(of: $0), as: UTF8.self) }
        for word in Set(shaped.filter { $0.contains(where: \.isLetter) }).sorted(by: { ($0.count, $0) > ($1.count, $1) }) {
            removed = Self.remove(word, from: &found) || removed
        }
        guard removed else { return nil }
        box = nil
        self.found = found
        words = quoted.joined(separator: " / ")
    }

    /// Takes `word` out of `text` wherever no letter or digit touches it; whether it took any.
    private static func remove(_ word: String, from text: inout String) -> Bool {
        var removed = false
        var from = 0
        while let range = text.range(of: word, range: text.index(text.startIndex, offsetBy: from)..<text.endIndex) {
            let start = text.distance(from: text.startIndex, to: range.lowerBound)
            func touches(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber } ?? false }
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if touches(before) || touches(after) {
                from = text.distance(from: text.startIndex, to: range.upperBound)
            } else {
                text.removeSubrange(range)
                from = start
                removed = true
            }
        }
        return removed
    }
}

/// What answers a finding one state's tree cannot settle, judged on the exploration's graph from
/// the state it was seen in, as a user under the settings that state was reached with moves along it.
enum ExplorationAnswer: Hashable, Sendable {
    /// Acting on the element: a gesture's declared equivalent on a sheet the screen opens is an
    /// accessible path when the user goes on to act on it there.
    case actingOn(elementID: String)
    /// Leaving the modal view: one with no escape and no close-like element still lets the user out
    /// when an action leads to a state without it up (an "Unlock" button that dismisses it).
    case leaving(modalView: String)
    /// A drag dropped (or offered to drop) at the drop point: assistive technologies offer drop
    /// points only while a drag is under way, so a drop point with no drag source in one state (a
    /// trash after its last item was dropped in) is used where an explored state drops onto it.
    /// Judged across the whole exploration, not from the state.
    case droppedOn(elementID: String, dropPoint: String)
    /// The custom action named `name` did something where the exploration took it on the element:
    /// in a state where it does nothing, what it does is already done (Like on a liked song, Mute at
    /// zero), as a button pressed twice. Judged across the whole exploration, not from the state.
    case customActionWorked(elementID: String, name: String)
}

/// A finding's identity across explored states: the same rule on the same element, measuring the
/// same thing, is one finding with a list of states.
public struct FindingIdentity: Hashable, Sendable {
    /// The rule's id.
    public var ruleID: String
    /// The element's id, "" for the scene as a whole.
    public var elementID: String
    /// What the rule measured.
    public var measure: String
}
