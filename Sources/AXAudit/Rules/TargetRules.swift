import AXCore

/// Hit targets: 44×44 pt is Apple's guideline, 24×24 pt WCAG 2.5.8's minimum, with its spacing
/// exception (`TargetSpacing`).
struct TargetSizeRule: Rule {
    static let recommended = 44.0
    static let minimum = 24.0

    let info = RuleInfo(
        id: .targetSize, area: .targets, severity: .warning,
        title: "Hit target too small",
        explanation: "Small targets are hard to hit for people with motor impairments. Apple recommends 44×44 pt; WCAG 2.5.8 requires at least 24×24 pt (an error below that), unless the target is spaced as it allows: a 24 pt circle centred on it meets no other target and no other undersized target's circle (a warning then, as Apple's 44 pt is still missed). Judged on what a finger activates (interactive traits or an activation); text whose only actions are custom actions, chosen in the Actions rotor, is no target, an element cut by its scroll area's top edge is measured by its width (it is whole once scrolled in), an element of a scene of your own that lies in no scroll area and partly past the screen's edge is measured by its part on the screen (a finger cannot touch the rest), a link in text (a web page's link, its text the element) below 24 pt is a warning, since WCAG 2.5.8 exempts a target in a sentence and a capture does not show the sentence, and UIKit's standard control at the size UIKit gives it on an imported screen (a switch or a stepper, whose size the app cannot change; a segmented control's segment or a page control at UIKit's default height) is information, since WCAG 2.5.8 exempts a size the platform sets and the app did not modify.",
        fix: "Enlarge the element's frame (the touch area, not necessarily the drawing) to at least 44×44 pt.",
        reference: "Apple HIG, WCAG 2.5.8")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        // The texts depend only on the size, and big scenes repeat a few sizes: each is written once.
        var texts: [Size: (message: String, detail: String, severity: Severity?)] = [:]
        let targets = subject.interactive.filter(Self.isTarget)
        // What a finger can touch: a frame's part past the screen's edge takes no touch.
        let touchable = targets.map { Self.touchableFrame(of: $0, in: subject) }
        var spacing: TargetSpacing?  // built for the first undersized target: most screens have none
        for (index, node) in targets.enumerated() {
            let f = touchable[index]
            guard f.width < Self.recommended || f.height < Self.recommended else { continue }
            // A frame a scroll area trims at its top or bottom edge (ScrollPaging.showing) is as
            // tall as scrolling left in view: the target is whole once scrolled in, so only its width
            // counts (across a carousel, trimmed at its leading or trailing edge, only its height).
            if Self.trimmedByScrolling(node, in: subject) { continue }
            var t = texts[f.size] ?? Self.texts(for: f)
            texts[f.size] = t
            if f != node.element.frame {
                t.detail += "; the rest of its \(node.element.frame.size) pt frame lies off the screen, where no finger reaches"
            }
            guard t.severity == .error else {
                // UIKit's standard control at the size UIKit gives it (a capture's switch, stepper,
                // segment or page control, `StandardControl`): WCAG 2.5.8 exempts a size the platform
                // sets and the app did not modify, and the app cannot or did not choose it, so it is
                // information, not a warning. Its identity stays the warning's (`FindingIdentity`).
                if let control = node.element.standardControl {
                    report.add(node, t.message + "; \(control.sizeReason)",
                               detail: t.detail + "; \(control.sizeReason), which WCAG 2.5.8 exempts as a size the platform sets",
                               severity: .info, measure: Finding.measure(ofMessage: t.message),
                               fix: "Nothing to change in the app: the size is UIKit's. A custom control drawn in its place would need 44×44 pt.")
                    continue
                }
                report.add(node, t.message, detail: t.detail, severity: t.severity)
                continue
            }
            // WCAG 2.5.8's exceptions: below the minimum, a target that meets one misses only Apple's
            // 44 points, a warning. A link in text is sized by its line (WebKit's link text,
            // "bacteria, link", in an article), and the tree cannot show the sentence it is in; a
            // target whose 24-point circle meets no other target nor another small target's circle is
            // spaced.
            let exemption: Exemption?
            if Self.isLinkInText(node.element) {
                exemption = ("a link in text, which WCAG 2.5.8 exempts in a sentence", "a link in text, which WCAG 2.5.8 exempts in a sentence")
            } else {
                if spacing == nil { spacing = TargetSpacing(touchable, minimum: Self.minimum) }
                exemption = spacing!.isSpaced(index) ? ("spaced as WCAG 2.5.8 allows below 24×24 pt",
                                                        "spaced as WCAG 2.5.8 allows (its 24 pt circle meets no other target)") : nil
            }
            guard let exemption else {
                report.add(node, t.message, detail: t.detail, severity: .error)
                continue
            }
            // Met by the exemption, it is not "below the minimum": the headline says what it misses,
            // and the identity stays the one the earlier wording gave (`FindingIdentity`), so a
            // baseline or suppression keyed by it still matches.
            report.add(node, "Target is \(f.size) pt, below the recommended 44×44 pt; \(exemption.short)",
                       detail: t.detail + "; " + exemption.detail, measure: Finding.measure(ofMessage: t.message))
        }
    }

    /// Why a target under WCAG 2.5.8's minimum meets it: the headline's words and the detail's.
    private typealias Exemption = (short: String, detail: String)

    /// Whether the rule judges `node` as a target: what a finger activates. A direct-touch region is a
    /// surface (a piano), not a target; custom actions and drag items are chosen in the Actions rotor
    /// wherever the focus is, not hit by a finger, so text offering only them (HelloGoodbye's card,
    /// "Say hello") is no target.
    static func isTarget(_ node: AuditNode) -> Bool {
        !node.element.traits.contains(.allowsDirectInteraction)
            && (!node.element.traits.isDisjoint(with: .interactive) || node.element.onActivate != nil)
    }

    /// The part of `node`'s frame a finger can touch: the part on the screen, for an element of a
    /// modelled scene that lies in no scroll area and partly off the screen (a button pushed past the
    /// edge by a long title). An element in a scroll area is scrolled in whole; an imported screen's
    /// capture may leave its scroll areas out (an AccessibilitySnapshot export), so its frames are
    /// taken whole; a frame wholly off the screen is `geometry.offscreen`'s finding, measured whole here.
    static func touchableFrame(of node: AuditNode, in subject: AuditSubject) -> Rect {
        let f = node.element.frame
        guard subject.behaviour == .modelled, !subject.screen.contains(f),
              let shown = f.intersection(subject.screen), !shown.isEmpty,
              scrollAreas(around: node, in: subject).isEmpty else { return f }
        return shown
    }

    /// Whether the element is a link in text: a link that is static text and no button.
    static func isLinkInText(_ element: AccessibilityElement) -> Bool {
        element.traits.isSuperset(of: [.link, .staticText]) && !element.traits.contains(.button)
    }

    /// Whether `node`'s frame lies on an edge of a scroll area it lies in that trims what shows
    /// (a list's top or bottom, a carousel's leading or trailing edge), so it may be cut there by
    /// scrolling, and its breadth across the area's axis is big enough: the part scrolling left out
    /// does not count. A frame that lies whole where it is (`AuditNode.wholeFrame`) was not cut,
    /// and is measured as it is, on an edge or not.
    static func trimmedByScrolling(_ node: AuditNode, in subject: AuditSubject) -> Bool {
        let f = node.element.frame
        guard node.wholeFrame != f else { return false }
        return scrollAreas(around: node, in: subject).contains { area in
            if area.scrollContent?.axis == .horizontal {
                return f.height >= Self.recommended
                    && (abs(area.frame.minX - f.minX) < 0.001 || abs(area.frame.maxX - f.maxX) < 0.001)
            }
            return f.width >= Self.recommended
                && (abs(area.frame.minY - f.minY) < 0.001 || abs(area.frame.maxY - f.maxY) < 0.001)
        }
    }

    /// The scroll areas `node` lies in, innermost last.
    private static func scrollAreas(around node: AuditNode, in subject: AuditSubject) -> [AccessibilityElement] {
        node.ancestorIDs.compactMap { subject.node(id: $0)?.element }.filter { $0.onScroll != nil }
    }

    private static func texts(for f: Rect) -> (message: String, detail: String, severity: Severity?) {
        let measured = "\(Format.number(f.width))×\(Format.number(f.height))"  // absolute, for a flipped frame
        if f.width < minimum || f.height < minimum {
            return ("Target is \(f.size) pt, below the 24×24 pt minimum", "measured \(measured) pt; WCAG 2.5.8 minimum 24×24 pt", .error)
        }
        return ("Target is \(f.size) pt, below the recommended 44×44 pt", "measured \(measured) pt; Apple recommends 44×44 pt", nil)
    }
}

/// WCAG 2.5.8's spacing test over one screen's targets: an undersized target (under 24 points either
/// way) passes when a 24-point circle centred on its frame intersects no other target's frame and no
/// other undersized target's circle ("Understanding SC 2.5.8": circles that only touch do not
/// intersect). Targets are bucketed in a grid of 48-point cells by the area within which they would
/// meet a circle, so each test reads the few targets near it, whatever the screen holds.
struct TargetSpacing {
    private let frames: [Rect]
    private let minimum: Double
    private var radius: Double { minimum / 2 }
    private static let cell = 48.0
    private var buckets: [Cell: [Int]] = [:]
    /// Targets whose reach spans more cells than are bucketed (an imported screen's scroll content
    /// thousands of points tall): tested against every circle, as they may meet any.
    private var unbucketed: [Int] = []

    private struct Cell: Hashable { let x: Int, y: Int }

    /// The test over `frames`, the targets of one screen, for a minimum of `minimum` points.
    init(_ frames: [Rect], minimum: Double) {
        self.frames = frames
        self.minimum = minimum
        for (i, f) in frames.enumerated() {
            // A circle centred within `radius` of the frame meets it; an undersized target's circle
            // meets another's centred within `minimum` of its centre.
            var reach = f.insetBy(dx: -radius, dy: -radius)
            if Self.isUndersized(f, minimum) {
                reach = reach.union(Rect(x: f.midX - minimum, y: f.midY - minimum, width: 2 * minimum, height: 2 * minimum))
            }
            guard let cells = Self.cells(covering: reach) else { unbucketed.append(i); continue }
            for cell in cells { buckets[cell, default: []].append(i) }
        }
    }

    private static func isUndersized(_ f: Rect, _ minimum: Double) -> Bool { f.width < minimum || f.height < minimum }

    /// The grid cells `r` covers, or nil past 64 a side.
    private static func cells(covering r: Rect) -> [Cell]? {
        guard r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite else { return nil }
        let x0 = Int((r.minX / cell).rounded(.down)), x1 = Int((r.maxX / cell).rounded(.down))
        let y0 = Int((r.minY / cell).rounded(.down)), y1 = Int((r.maxY / cell).rounded(.down))
        guard x1 - x0 < 64, y1 - y0 < 64 else { return nil }
        return (y0...y1).flatMap { y in (x0...x1).map { Cell(x: $0, y: y) } }
    }

    /// Whether the undersized target `index` (of the frames given) is spaced: its circle meets no
    /// other target's frame, nor another undersized target's circle.
    func isSpaced(_ index: Int) -> Bool {
        let centre = frames[index].center
        let cell = Cell(x: Int((centre.x / Self.cell).rounded(.down)), y: Int((centre.y / Self.cell).rounded(.down)))
        for i in (buckets[cell] ?? []) + unbucketed where i != index {
            let other = frames[i]
            // The nearest point of the other frame to the centre (the centre itself inside it).
            let nearest = Point(x: min(max(centre.x, other.minX), other.maxX), y: min(max(centre.y, other.minY), other.maxY))
            if nearest.distance(to: centre) < radius { return false }
            if Self.isUndersized(other, minimum), other.center.distance(to: centre) < minimum { return false }
        }
        return true
    }
}

/// Two targets in the same place: one of them can never be reached by touch.
struct OverlappingTargetsRule: Rule {
    /// The share of its frame a target may have under another before it is reported: past half,
    /// with a finger at its activation point landing on the other, it is mostly out of reach.
    static let mostlyShared = 0.5

    /// Pairs of `nodes` (the one under, then the one over it: a finger at the first's activation point
    /// `landsOn` the second) where the one over covers more than `mostlyShared` of the one under,
    /// neither frame holding the other (a control inside a
    /// cell is the parent and child case) nor equal (the same-frame case), with the share. Compared
    /// within cells of a coarse grid, so a long list is not compared pair by pair.
    static func mostlyOverlapping(_ nodes: [AuditNode], landsOn: (AuditNode, AuditNode) -> Bool) -> [(under: AuditNode, over: AuditNode, share: Double)] {
        let cell = 100.0
        var cells: [Int: [Int]] = [:]
        var pairs: [(Int, Int)] = []
        var seen = Set<Int>()
        for (index, node) in nodes.enumerated() {
            let f = node.element.frame
            guard f.width > 0, f.height > 0 else { continue }
            let xs = Int((f.minX / cell).rounded(.down))...Int((f.maxX / cell).rounded(.down))
            let ys = Int((f.minY / cell).rounded(.down))...Int((f.maxY / cell).rounded(.down))
            guard xs.count * ys.count <= 400 else { continue }  // wider than a few screens: not a target
            for x in xs {
                for y in ys {
                    let key = x &* 1_000_003 &+ y
                    for other in cells[key, default: []] where seen.insert(other &* nodes.count &+ index).inserted { pairs.append((other, index)) }
                    cells[key, default: []].append(index)
                }
            }
        }
        return pairs.sorted { $0 < $1 }.flatMap { pair -> [(under: AuditNode, over: AuditNode, share: Double)] in
            let a = nodes[pair.0].element.frame, b = nodes[pair.1].element.frame
            guard a != b, !a.contains(b), !b.contains(a), let shared = a.intersection(b) else { return [] }
            // The one under is the one a finger at its own activation point does not find: explore
            // by touch lands on the other there (`NavigationOrder.hitTest`, UIKit's front-most).
            // What of it the other covers is what a finger misses: a piano's white key is a fifth
            // under its black keys, which stay whole on top.
            return [(pair.0, pair.1), (pair.1, pair.0)].compactMap { under, over in
                let share = shared.area / nodes[under].element.frame.area
                guard share > mostlyShared, landsOn(nodes[under], nodes[over]) else { return nil }
                return (nodes[under], nodes[over], share)
            }
        }
    }

    let info = RuleInfo(
        id: .targetOverlap, area: .targets, severity: .warning,
        title: "Interactive elements with identical or mostly overlapping frames, or a parent and child both interactive",
        explanation: "When two interactive elements share a frame, explore-by-touch finds only the first; nested interactive elements give two stops for one control. Two that overlap over half the frame of one of them, neither holding the other, where a finger at that one's activation point lands on the other (the one in front), leave it mostly under the other: a finger aiming at it lands on the other, and Switch Control's highlight around it outlines mostly the other. Frames are compared among the elements exposed together: a screen's under an open sheet or alert is hidden by its modal view.",
        fix: "Merge them into one element (custom actions for the secondary behaviour), or give each its own frame.",
        reference: "ATF, axe nested-interactive")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        var byFrame: [Rect: AuditNode] = [:]
        byFrame.reserveCapacity(subject.interactive.count)
        // A screen's button under an open sheet is not touched beside the sheet's (the dimming takes the touch).
        for node in subject.exposedInteractive {
            if let first = byFrame[node.element.frame] {
                report.add(node, "Same frame as \"\(first.element.id)\"", detail: "both at \(node.element.frame)")
            } else {
                byFrame[node.element.frame] = node
            }
        }
        let order = subject.navigationOrder
        let found = Self.mostlyOverlapping(subject.exposedInteractive) { under, over in
            order.hitTest(under.element.resolvedActivationPoint).map { order.entries[$0].id == over.element.id } ?? false
        }
        for (under, over, share) in found {
            report.add(under, "Mostly under \"\(over.element.id)\"",
                       detail: "\(Int((share * 100).rounded(.down)))% of its frame \(under.element.frame) lies under \"\(over.element.id)\" \(over.element.frame), in front of it: a finger at its activation point lands there",
                       measure: "overlap \(over.element.id)")
        }
        var interactiveIDs: Set<String>?  // built on the first interactive container: most scenes have none
        for node in subject.nodes where node.element.isContainer && node.element.isAccessibilityElement && !node.isHidden {
            let parentInteractive = !node.element.traits.isDisjoint(with: .interactive) || node.element.onActivate != nil
            guard parentInteractive else { continue }
            if interactiveIDs == nil { interactiveIDs = Set(subject.interactive.map(\.element.id)) }
            for child in subject.nodes where child.ancestorIDs.last == node.element.id && interactiveIDs!.contains(child.element.id) {
                report.add(child, "Interactive element inside interactive \"\(node.element.id)\"", detail: "parent and child are both interactive")
            }
        }
    }
}
