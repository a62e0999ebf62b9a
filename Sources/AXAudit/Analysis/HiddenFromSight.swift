import AXCore

/// Whether a sighted user sees an element an assistive technology draws its cursor around: the one
/// definition `keyboard.focus-hidden` (Full Keyboard Access's focus ring) and `switch.scans-hidden`
/// (Switch Control's highlight) share, so the two never part on what is hidden.
///
/// An element is hidden when its frame lies off the screen, or, on a scene of our own, under an
/// element drawn after it (UIKit draws later views over earlier ones) that draws opaquely over the
/// whole frame, or under an opaque drawing, made after it, of a component that exposes no element
/// (a banner, a backdrop). What is drawn decides, not the cover's frame: a Swift component draws in
/// the frame it is handed, so the covers asked are those whose frames hold the element's; a scene
/// file's drawing is placed by hand, anywhere, so there the covers asked are those whose opaque
/// drawing holds it (an element of 100×40 drawing a 300×200 panel hides what lies under the panel). A row an imported screen's list holds scrolled out of
/// view is not hidden: both technologies scroll it in as they reach it
/// (`AuditSubject.isCapturedScrolledOut`). On an imported screen only a frame off the screen is
/// judged: an export lists elements in the app's view order or the runtime's, not in the order
/// they are drawn, so what lies over what cannot be read from it.
///
/// Made once per subject (`AuditSubject.hiddenFromSight`), each element's verdict worked out
/// once for both rules: asking twice doubled the work, quadratic on frames nested one inside the
/// other (docs/robustness.md). What working a verdict out read beyond the tree (the elements'
/// drawings, the decorations') is kept with it and noted again for every rule that asks it
/// (`AuditSubject.reads`), so each rule's reads are what its verdicts read, as if it had asked alone.
final class HiddenFromSight {
    /// Why an element is not seen.
    enum Verdict {
        /// Its frame lies off the screen.
        case offScreen
        /// Wholly under this element, drawn after it, which draws opaquely over the whole frame.
        case under(AccessibilityElement)
        /// Under an opaque drawing of a component that exposes no element, drawn after it.
        case underDecoration
    }

    /// The subject holds this, not the other way round.
    private unowned let subject: AuditSubject
    /// Each element's verdict once worked out, with what working it out read beyond the tree.
    private var verdicts: [String: (verdict: Verdict?, reads: AuditSubject.Reads)] = [:]
    /// The elements drawn, in tree order (depth first: later is drawn over earlier).
    private let drawn: [AuditNode]
    private let place: [String: Int]
    /// The elements by the frames that may cover others': what a Swift component draws lies in
    /// the frame it is handed.
    private let frames: FramesDrawn
    /// Whether the scene's drawing is placed by hand (a scene file, `drawingIsPlacedByHand`): an
    /// element's drawing is then written in scene coordinates, anywhere, and what it fills
    /// opaquely, not its frame, says what it may cover (`coversByDrawing`).
    private let placedByHand: Bool
    /// The elements by where their drawings fill opaquely, drawn once, where drawing is placed by
    /// hand: a 100×40 element drawing an opaque 300×200 panel covers what lies under the panel.
    private lazy var coversByDrawing: FramesDrawn = {
        let fills = subject.opaqueFillsOfElements() ?? [:]
        return FramesDrawn(frames: drawn.map(\.element.frame), covers: drawn.map { fills[$0.element.id] ?? $0.element.frame })
    }()
    /// What each element drawn over another's frame draws, asked once: nil where the scene's
    /// drawing is not its components' or none exposes the element, where the frames decide.
    private var drawings: [Int: FrameSampler?] = [:]
    /// The elements `target.overlap` compares (`AuditSubject.exposedInteractive`): of two in one
    /// frame, the later covers the earlier unless both are, which that rule reports. Asked only of
    /// an element drawn in another's frame.
    private lazy var targets = Set(subject.exposedInteractive.map(\.element.id))
    /// An export's order is not its drawing order (idb's flat list is the runtime's, a page source
    /// the view order), as `modal.not-modal-overlay` holds: on an imported screen nothing is read
    /// as drawn after anything, and only a frame off the screen is judged.
    private let imported: Bool

    /// The elements of `subject` read for what lies over what. Reads the tree alone.
    init(_ subject: AuditSubject) {
        self.subject = subject
        drawn = subject.focusable
        place = Dictionary(drawn.enumerated().map { ($0.element.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        frames = FramesDrawn(drawn.map(\.element.frame))
        imported = subject.behaviour == .unknown
        placedByHand = subject.drawingIsPlacedByHand
    }

    /// Why a sighted user does not see `node` (an element the tree draws, not a container), nil
    /// when they see it, or when it is no element drawn, or a row scrolled out of view that the
    /// user's technology scrolls in.
    func verdict(of node: AuditNode) -> Verdict? {
        let id = node.element.id
        if let known = verdicts[id] {
            subject.reads.formUnion(known.reads)
            return known.verdict
        }
        let before = subject.reads
        subject.reads = []
        let found = judge(node)
        let read = subject.reads
        subject.reads = before.union(read)
        verdicts[id] = (found, read)
        return found
    }

    /// `verdict(of:)` worked out.
    private func judge(_ node: AuditNode) -> Verdict? {
        let id = node.element.id
        // Scrolled out of view: focus and the scan scroll it in, with their cursor.
        guard let mine = place[id], !subject.isCapturedScrolledOut(node) else { return nil }
        let frame = node.element.frame
        if !frame.intersects(subject.screen) { return .offScreen }
        if imported { return nil }
        // The same frame twice, both interactive, is two targets in one place: target.overlap's
        // finding. One that is no target (an opaque banner image laid exactly over a button) is a
        // cover like any other: target.overlap says nothing of it. A frame says
        // where an element is, not what it draws: the cover must draw over the whole frame,
        // opaquely (a full-width header drawing its title beside a trailing button hides nothing).
        // Drawing placed by hand may spread past its element's frame: there what it fills decides.
        var covers = frames
        if placedByHand {
            subject.reads.insert(.beyondFrame)
            covers = coversByDrawing
        }
        if let cover = covers.firstCovering(mine, accepts: { !drawn[$0].ancestorIDs.contains(id) && hides(frame, under: $0) },
                                            acceptsSameFrame: { !targets.contains(drawn[$0].element.id) }) {
            return .under(drawn[cover].element)
        }
        // No element's drawing, but a component's that exposes none: a banner or a backdrop laid
        // over the control hides it all the same.
        if subject.decorationCovers(Self.ringPoints(of: frame), of: frame, drawnAfter: id) { return .underDecoration }
        return nil
    }

    /// Whether the element drawn at `cover` draws opaquely over every point of `frame`'s ring.
    private func hides(_ frame: Rect, under cover: Int) -> Bool {
        if drawings[cover] == nil {
            drawings[cover] = .some(subject.drawing(ofElement: drawn[cover].element.id))
        } else {
            // Asked again, it is read again, as `drawing(ofElement:)` notes it.
            subject.reads.insert(.beyondFrame)
        }
        guard let drawing = drawings[cover] ?? nil else { return true }
        return Self.ringPoints(of: frame).allSatisfy(drawing.opaquelyCovers)
    }

    /// Where a cursor around `frame` (a focus ring, a scan highlight) is seen: five points a side
    /// on its edges, and its middle. One hidden at every one of them is hidden whole (WCAG 2.4.11
    /// asks that the focused element be not entirely hidden); one seen at any shows where the
    /// cursor is. Frames and fills are half-open (`Rect.contains`: the right and bottom edges are
    /// the next pixel's), so the right and bottom edges are sampled just inside (`farEdgeInset`):
    /// there, a cover of the frame's own size, drawn after it, paints what the frame shows, as a
    /// larger one does.
    static func ringPoints(of frame: Rect) -> [Point] {
        let steps = [0.0, 0.25, 0.5, 0.75, 1.0]
        let insetX = min(farEdgeInset, frame.width / 2), insetY = min(farEdgeInset, frame.height / 2)
        var points: [Point] = []
        for u in steps {
            for v in steps where u == 0 || u == 1 || v == 0 || v == 1 || (u == 0.5 && v == 0.5) {
                points.append(Point(x: frame.minX + u * frame.width - (u == 1 ? insetX : 0),
                                    y: frame.minY + v * frame.height - (v == 1 ? insetY : 0)))
            }
        }
        return points
    }

    /// How far inside its right and bottom edges a frame's ring is sampled: a thousandth of a
    /// point, inside the frame's last pixel, too little to move a sample onto anything else.
    static let farEdgeInset = 0.001

    /// The elements drawn, each with the box it may cover (its frame, or where its drawing fills
    /// opaquely), those alike taken together: where many elements share one frame (a scene file of
    /// 100,000 full-screen buttons), looking past each of them for a cover made the rule quadratic
    /// in their number (30,000: 11 s). Covers are found in the order a walk of every element finds
    /// them, so the finding names the same element.
    struct FramesDrawn {
        /// Each distinct pair of a cover box and a frame once, in the order first drawn.
        private let distinct: [(box: Rect, frame: Rect)]
        /// The elements of each distinct pair, ascending, one pair after the other: pair `g`'s are
        /// `members[starts[g]..<starts[g + 1]]` (an array per pair was 100,000 of them on a grid
        /// of 100,000 cells).
        private let members: [Int]
        private let starts: [Int]
        /// Each element's frame.
        private let frames: [Rect]
        private let index: HitTestIndex

        /// Elements that may cover what their frames hold.
        init(_ frames: [Rect]) { self.init(frames: frames, covers: frames) }

        /// Elements with `frames` that may cover what `covers` hold (nil: nothing, an element that
        /// fills nothing opaquely).
        init(frames: [Rect], covers: [Rect?]) {
            var distinct: [(box: Rect, frame: Rect)] = [], group: [Int?] = []
            var found: [Pair: Int] = [:]
            group.reserveCapacity(frames.count)
            for (frame, cover) in zip(frames, covers) {
                guard let box = cover else { group.append(nil); continue }
                let key = Pair(box: box, frame: frame)
                if let g = found[key] {
                    group.append(g)
                } else {
                    found[key] = distinct.count
                    group.append(distinct.count)
                    distinct.append((box, frame))
                }
            }
            var starts = [Int](repeating: 0, count: distinct.count + 1)
            for case let g? in group { starts[g + 1] += 1 }
            for g in distinct.indices { starts[g + 1] += starts[g] }
            var next = starts, members = [Int](repeating: 0, count: starts[distinct.count])
            for (i, g) in group.enumerated() {
                guard let g else { continue }
                members[next[g]] = i
                next[g] += 1
            }
            self.distinct = distinct; self.members = members; self.starts = starts; self.frames = frames
            index = HitTestIndex(bounds: distinct.map(\.box))
        }

        private struct Pair: Hashable { let box: Rect, frame: Rect }

        /// The first element after `element` (in drawing order) whose box holds its frame whole and
        /// that `accepts` (and, of one whose frame is its very frame, `acceptsSameFrame`); nil when
        /// none does. Groups come in the
        /// order their first element is drawn, so once a group starts after the best found, none
        /// later can beat it.
        func firstCovering(_ element: Int, accepts: (Int) -> Bool, acceptsSameFrame: (Int) -> Bool) -> Int? {
            let frame = frames[element]
            var best: Int?
            for candidate in index.candidates(at: frame.center) {
                let g = Int(candidate)
                if let found = best, members[starts[g]] >= found { break }
                guard distinct[g].box.contains(frame) else { continue }
                let sameFrame = distinct[g].frame == frame
                // The first of the group drawn after `element`, by halving; then on to one it accepts.
                var low = starts[g], high = starts[g + 1]
                while low < high {
                    let middle = (low + high) / 2
                    if members[middle] > element { high = middle } else { low = middle + 1 }
                }
                if let other = members[low..<starts[g + 1]].first(where: { (!sameFrame || acceptsSameFrame($0)) && accepts($0) }),
                   other < best ?? .max { best = other }
            }
            return best
        }
    }
}
