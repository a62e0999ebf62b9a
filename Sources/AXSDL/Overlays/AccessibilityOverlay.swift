import AXCore
import AXEngine

/// Everything drawn over the scene to show its accessibility: the overlays chosen in `kinds`, drawn
/// in `OverlayKind`'s order from the engine's navigation order (so numbers, order lines and the
/// cursor match what swipes visit) and the session's live state (focus, drag, findings).
///
/// It produces a display list in scene points, so the window and headless snapshots draw it with
/// the same renderer and the same result.
package struct AccessibilityOverlay {
    /// What the overlays show beyond the element tree: live session state and validation results.
    package struct State {
        /// The element VoiceOver's cursor is on.
        package var focusedID: String?
        /// The cursor of every assistive technology that is on, in their order (`Session.focusIndicators`);
        /// nil: VoiceOver's on `focusedID` alone (a snapshot names just the focused element).
        package var focusIndicators: [FocusIndicator]?
        /// The drag under way, if any: drop points light up and the hovered one is ringed.
        package var drag: DragSession?
        /// The drop point VoiceOver's Actions rotor has selected (`Session.selectedDropPoint`): the one
        /// a double tap drops on, highlighted and always named.
        package var selectedDrop: LocationDescriptor?
        package var findings: [OverlayFinding]

        package init(focusedID: String? = nil, focusIndicators: [FocusIndicator]? = nil, drag: DragSession? = nil,
                     selectedDrop: LocationDescriptor? = nil, findings: [OverlayFinding] = []) {
            self.focusedID = focusedID; self.focusIndicators = focusIndicators
            self.drag = drag; self.selectedDrop = selectedDrop; self.findings = findings
        }

        /// The cursors to draw over `order`.
        func indicators(in order: NavigationOrder) -> [FocusIndicator] {
            focusIndicators ?? focusedID.flatMap { VoiceOver.cursor(on: $0, in: order) }.map { [$0] } ?? []
        }
    }

    package var kinds: Set<OverlayKind>
    package var order: NavigationOrder
    package var state: State
    /// The scene's bounds, where tags must stay.
    package var bounds: Rect
    private let markers: OverlayMarkers
    private let pointScale: Double

    static let pathColor = Color.hex(0xFF2D92)
    static let orderColor = Color.hex(0x0040DD)
    static let actionsColor = Color.hex(0x1C1C1E)
    static let dragColor = Color.hex(0xC93400)
    static let dropColor = Color.hex(0x248A3D)
    static let zoomColor = Color.hex(0x8944AB)
    static let directColor = Color.hex(0x0071A4)
    static let findingColor = Color.hex(0xD70015)
    static let modalDim = Color.black.withAlpha(0.45)
    /// How strongly the findings overlay fills an element too small for its outline.
    static let denseFindingTint = 0.75

    /// `pointScale` is window points per scene point (1 for snapshots), so markers keep their size.
    package init(kinds: Set<OverlayKind>, order: NavigationOrder, state: State = State(), bounds: Rect, pointScale: Double = 1) {
        self.kinds = kinds; self.order = order; self.state = state; self.bounds = bounds
        self.pointScale = pointScale
        markers = OverlayMarkers(pointScale: pointScale)
    }

    /// The chosen overlays as a display list with a clear background, to draw over the scene.
    package func displayList(frames: ElementFrameOverlay? = nil) -> DisplayList {
        var list = DisplayList(background: .clear)
        draw(into: &list, frames: frames)
        return list
    }

    /// Draws the chosen overlays, bottom first. The element frames come from `frames` when given
    /// (the legend or the inspector shares it, so numbers and colours agree), else from the order.
    package func draw(into list: inout DisplayList, frames: ElementFrameOverlay? = nil) {
        drawMarkers(into: &list, frames: frames).draw(into: &list)
    }

    /// Draws the chosen overlays but not their name tags, and returns the tags placed (where each
    /// went and what it is attached to), to be drawn on top of every marker.
    ///
    /// An element scrolled out of view (`ScrolledOutEntries`: a row an imported list holds outside its
    /// frame) is marked by none of them where its captured frame lies, over a header or past the
    /// screen's edge, where nothing of it shows: no frame, badge, path, point, tag or cursor, and the
    /// order line runs through what shows. Its findings are listed at the top, as scrolled out.
    func drawMarkers(into list: inout DisplayList, frames: ElementFrameOverlay? = nil) -> TagLayout {
        let tags = TagLayout()
        let scrolledOut = frames.flatMap { $0.isBuilt(from: order) ? $0.scrolledOut : nil } ?? ScrolledOutEntries(order)
        for kind in OverlayKind.allCases where kinds.contains(kind) {
            switch kind {
            case .modal: drawModalScope(into: &list, tags: tags)
            case .direct: drawDirectTouch(into: &list, tags: tags, scrolledOut: scrolledOut)
            case .frames:
                for badge in (frames ?? ElementFrameOverlay(order: order)).draw(into: &list) { tags.keepClear(badge) }
            case .paths: drawPaths(into: &list, scrolledOut: scrolledOut)
            case .order: drawOrder(into: &list, frames: frames, scrolledOut: scrolledOut)
            case .activation: drawActivationPoints(into: &list, frames: frames, scrolledOut: scrolledOut)
            case .actions: drawActions(into: &list, tags: tags, scrolledOut: scrolledOut)
            case .zoom: drawZoom(into: &list, tags: tags, scrolledOut: scrolledOut)
            case .drag: drawDragSources(into: &list, tags: tags, scrolledOut: scrolledOut)
            case .drop: drawDropPoints(into: &list, tags: tags, scrolledOut: scrolledOut)
            case .findings: drawFindings(into: &list, tags: tags, scrolledOut: scrolledOut)
            case .cursor: drawFocusIndicators(into: &list)
            }
        }
        return tags
    }

    private var unit: Double { markers.unit }

    // MARK: Each overlay

    /// The exposed modal view: the last node the order kept that declares itself modal.
    var modalFrame: Rect? {
        order.nodes.last(where: { $0.element.viewIsModal })?.element.frame
    }

    private func drawModalScope(into list: inout DisplayList, tags: TagLayout) {
        guard let frame = modalFrame else { return }
        var outside = Path.rect(bounds)
        outside.append(.rect(frame))
        list.fill(.path(outside, FillRule: .evenOdd), Self.modalDim)
        list.stroke(.rect(frame), .white, width: 2 * unit)
        markers.tag("Modal", at: Point(frame.minX + 4 * unit, frame.minY - 9 * unit), color: Color.hex(0x3A3A3C),
                    within: bounds, layout: tags, into: &list)
    }

    private func drawDirectTouch(into list: inout DisplayList, tags: TagLayout, scrolledOut: ScrolledOutEntries) {
        let regions = order.entries.indices.filter {
            order.entries[$0].element.traits.contains(.allowsDirectInteraction) && !scrolledOut.contains($0)
        }.map { order.entries[$0] }
        for entry in regions {
            markers.hatchedBorder(entry.frame, color: Self.directColor.withAlpha(0.55), width: 12, into: &list)
            list.stroke(.rect(entry.frame), Self.directColor, width: 2 * unit)
        }
        for group in Self.adjacentGroups(regions.map { ($0.frame, $0.element.directTouch) }) {
            markers.tag(Self.directTouchText(group.options), at: Point(group.frame.minX + 4 * unit, group.frame.maxY - 10 * unit),
                        color: Self.directColor, within: bounds, layout: tags, into: &list)
        }
    }

    /// Regions with the same options that touch or overlap, united, so a row of piano keys gets one
    /// tag instead of one each.
    static func adjacentGroups(_ regions: [(frame: Rect, options: DirectTouchOptions?)]) -> [(frame: Rect, options: DirectTouchOptions?)] {
        var groups: [(frame: Rect, options: DirectTouchOptions?)] = []
        for region in regions {
            if let i = groups.firstIndex(where: { $0.options == region.options && $0.frame.insetBy(dx: -2, dy: -2).intersects(region.frame) }) {
                groups[i].frame = groups[i].frame.union(region.frame)
            } else {
                groups.append(region)
            }
        }
        return groups
    }

    /// "Direct touch", with the options that change how touches pass through.
    static func directTouchText(_ options: DirectTouchOptions?) -> String {
        var words: [String] = []
        if options?.contains(.silentOnTouch) == true { words.append("silent on touch") }
        if options?.contains(.requiresActivation) == true { words.append("requires activation") }
        return words.isEmpty ? "Direct touch" : "Direct touch: " + words.joined(separator: ", ")
    }

    private func drawPaths(into list: inout DisplayList, scrolledOut: ScrolledOutEntries) {
        for (index, entry) in order.entries.enumerated() where !scrolledOut.contains(index) {
            guard let path = entry.path else { continue }
            list.stroke(.path(path, FillRule: .nonZero), .white, width: 4 * unit)
            list.stroke(.path(path, FillRule: .nonZero), Self.pathColor, width: 2 * unit)
        }
    }

    /// Segments longer than this (in window points) get an arrowhead at their middle.
    static let arrowedSegment = 24.0

    /// The order line, from `frames` when it was built from this order (drawn once per tree and
    /// kept there), else drawn now.
    private func drawOrder(into list: inout DisplayList, frames: ElementFrameOverlay?, scrolledOut: ScrolledOutEntries) {
        guard order.entries.count > 1 else { return }
        if let frames, frames.isBuilt(from: order) {
            list.append(contentsOf: frames.orderLine(unit: unit) { orderLine(dense: frames.usesPalette, scrolledOut: scrolledOut) })
        } else {
            list.append(contentsOf: orderLine(dense: Self.isDense(order), scrolledOut: scrolledOut))
        }
    }

    /// The order line through every element's centre, with arrowheads on long segments. It passes
    /// over the elements scrolled out of view (their centres lie where nothing of them shows): from
    /// the last element showing before them to the next one showing, in VoiceOver's order.
    private func orderLine(dense: Bool, scrolledOut: ScrolledOutEntries) -> DisplayList {
        var list = DisplayList(background: .clear)
        let centres = scrolledOut.isEmpty ? order.entries.indices.map { order.entries[$0].frame.center }
            : order.entries.indices.filter { !scrolledOut.contains($0) }.map { order.entries[$0].frame.center }
        var line = Path()
        for run in Self.orderLineRuns(centres, dense: dense, unit: unit) where run.count > 1 {
            line.move(to: run[0])
            for point in run.dropFirst() { line.line(to: point) }
        }
        // The white edge keeps the line readable over any scene; over a dense order's tinted mosaic
        // the line reads without it, and the edge covered half of grid-10000's cells.
        if !dense { list.stroke(.path(line, FillRule: .nonZero), .white.withAlpha(0.8), width: 4 * unit) }
        list.stroke(.path(line, FillRule: .nonZero), Self.orderColor.withAlpha(0.85), width: 2 * unit)
        for (a, b) in zip(centres, centres.dropFirst()) {
            let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
            guard length > Self.arrowedSegment * unit else { continue }
            markers.arrowhead(at: Point((a.x + b.x) / 2, (a.y + b.y) / 2), direction: Point(dx / length, dy / length),
                              color: Self.orderColor, into: &list)
        }
        return list
    }

    /// Whether most of the order's elements are too small for a frame badge
    /// (`ElementFrameOverlay.isDense`): then the order line is drawn at a lower level of detail.
    static func isDense(_ order: NavigationOrder) -> Bool {
        order.entries.indices.reduce(0) { $0 + (ElementFrameOverlay.isDense(order.entries[$1].frame) ? 1 : 0) } * 2 > order.entries.count
    }

    /// The pieces of the order line through `centres`, each drawn as one polyline. Normally one piece
    /// through every centre. In a dense order (`isDense`) the line stops at each jump to a far element
    /// (a segment long enough for an arrowhead, which still shows the jump), and centres within 2
    /// points of the line (what its white edge covers elsewhere) get no corner of their own. On a grid
    /// of 10,000 cells the jumps ran the length of the scene beside every column and the corners made
    /// a zigzag through the cells' jittered centres; together they were a million pixel spans a frame
    /// (docs/validation.md, "Overlays at high density").
    static func orderLineRuns(_ centres: [Point], dense: Bool, unit: Double) -> [[Point]] {
        guard dense else { return [centres] }
        var runs: [[Point]] = []
        var run: [Point] = []
        for centre in centres {
            if let last = run.last, last.distance(to: centre) > arrowedSegment * unit {
                runs.append(simplifiedPolyline(run, tolerance: 2 * unit))
                run.removeAll(keepingCapacity: true)
            }
            run.append(centre)
        }
        runs.append(simplifiedPolyline(run, tolerance: 2 * unit))
        return runs
    }

    /// Points in a row skipped at most, so simplifying stays linear in the number of points.
    static let maxSkippedCorners = 16

    /// The polyline through `points` without the points it passes within `tolerance` of anyway: a point
    /// is left out when it and every point left out since the last one kept lie within `tolerance` of
    /// the straight segment from that kept point to the next point. The first and last points stay.
    static func simplifiedPolyline(_ points: [Point], tolerance: Double) -> [Point] {
        guard points.count > 2, tolerance > 0 else { return points }
        var kept = [points[0]]
        var start = 0
        for i in 1..<(points.count - 1) {
            let from = points[start], to = points[i + 1]
            if i - start <= maxSkippedCorners,
               (start + 1...i).allSatisfy({ distance(from: points[$0], toSegment: from, to) <= tolerance }) { continue }
            kept.append(points[i])
            start = i
        }
        kept.append(points[points.count - 1])
        return kept
    }

    /// The distance from `p` to the segment from `a` to `b`: `Point.distance(to:)`'s arithmetic,
    /// written out so it is inlined (simplifying grid-10000's order line asks it 100,000 times a frame).
    @inline(__always)
    static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared)) : 0
        let ex = (a.x + t * dx) - p.x, ey = (a.y + t * dy) - p.y
        return (ex * ex + ey * ey).squareRoot()
    }

    private func drawActivationPoints(into list: inout DisplayList, frames: ElementFrameOverlay?, scrolledOut: ScrolledOutEntries) {
        let dense = frames.flatMap { $0.isBuilt(from: order) ? $0.usesPalette : nil } ?? Self.isDense(order)
        for (index, entry) in order.entries.enumerated() where !scrolledOut.contains(index) {
            guard let point = entry.element.activationPoint, point.distance(to: entry.frame.center) > 0.5 else { continue }
            let color = ElementFrameOverlay.color(for: index, dense: dense)
            list.stroke(.line(from: entry.frame.center, to: point), color.withAlpha(0.7), width: 1 * unit)
            markers.crosshair(at: point, color: color, into: &list)
        }
    }

    private func drawActions(into list: inout DisplayList, tags: TagLayout, scrolledOut: ScrolledOutEntries) {
        for (index, entry) in order.entries.enumerated() where !scrolledOut.contains(index) {
            let count = entry.element.customActions.count
            guard count > 0 else { continue }
            let text = Plural.count(count, "action")
            let anchor = Point(entry.frame.maxX - 2 * unit, entry.frame.minY + 9 * unit)
            markers.tag(text, at: anchor, endingAt: true, marker: anchor, color: Self.actionsColor, within: bounds, layout: tags, into: &list)
        }
    }

    private func drawZoom(into list: inout DisplayList, tags: TagLayout, scrolledOut: ScrolledOutEntries) {
        for (index, entry) in order.entries.enumerated() where entry.element.traits.contains(.supportsZoom) && !scrolledOut.contains(index) {
            let corner = Point(entry.frame.maxX - 14 * unit, entry.frame.maxY - 14 * unit)
            markers.magnifier(at: corner, color: Self.zoomColor, into: &list)
            let state = entry.element.value?.string ?? ""
            markers.tag(state.isEmpty ? "Zoom" : "Zoom: " + state, at: Point(corner.x - 12 * unit, corner.y), endingAt: true,
                        marker: corner, markerRadius: 10 * unit, color: Self.zoomColor, within: bounds, layout: tags, into: &list)
        }
    }

    /// Names shown for idle drop points (and drag sources) up to these counts; past them the
    /// markers stand alone, so a home screen of icons stays readable. During a drag only the drop
    /// point under the dragged item and its nearest neighbours are named (and, in a VoiceOver drag,
    /// the focused element's), so names never pile up.
    static let idleDropNameLimit = 12
    static let namedDropNeighbours = 2
    static let dragSourceNameLimit = 24

    private func drawDragSources(into list: inout DisplayList, tags: TagLayout, scrolledOut: ScrolledOutEntries) {
        let named = order.entries.reduce(0) { $0 + $1.element.dragSources.count } <= Self.dragSourceNameLimit
        for (index, entry) in order.entries.enumerated() where !scrolledOut.contains(index) {
            for source in entry.element.dragSources {
                let offered = order.offers(source, of: entry.element)
                let color = offered ? Self.dragColor : Self.dragColor.withAlpha(0.45)
                markers.handle(at: source.point, color: color, into: &list)
                guard named else { continue }
                markers.tag(offered ? source.name : source.name + " (not offered)", at: Point(source.point.x + 11 * unit, source.point.y),
                            marker: source.point, markerRadius: 8 * unit, color: color, within: bounds, layout: tags, into: &list)
            }
        }
    }

    /// The drop points named during a drag (entry index, drop point index): the one nearest the
    /// dragged item and its neighbours, and in a VoiceOver drag those of the focused element, whose
    /// drop actions the rotor offers now.
    func dropPointsNamed(during drag: DragSession, scrolledOut: ScrolledOutEntries? = nil) -> Set<[Int]> {
        let scrolledOut = scrolledOut ?? ScrolledOutEntries(order)
        var all: [(key: [Int], distance: Double)] = []
        var focused: [[Int]] = []
        for (i, entry) in order.entries.enumerated() where !scrolledOut.contains(i) {
            for (j, drop) in entry.element.dropPoints.enumerated() {
                all.append(([i, j], drop.point.distance(to: drag.previewLocation)))
                if drag.sourceID != nil, entry.id == state.focusedID { focused.append([i, j]) }
            }
        }
        all.sort { $0.distance < $1.distance || ($0.distance == $1.distance && $0.key.lexicographicallyPrecedes($1.key)) }
        return Set(all.prefix(1 + Self.namedDropNeighbours).map(\.key) + focused)
    }

    /// Each drop point's target, and the names of those named (`dropPointsNamed`, or all of a few
    /// when no drag is under way), each attached to its target by a leader. The drop point VoiceOver's
    /// rotor has selected is always named, highlighted, and placed first, so it keeps the slot
    /// beside its target.
    private func drawDropPoints(into list: inout DisplayList, tags: TagLayout, scrolledOut: ScrolledOutEntries) {
        let dragging = state.drag != nil
        let nearDrag = state.drag.map { dropPointsNamed(during: $0, scrolledOut: scrolledOut) }
        let namedIdle = order.entries.reduce(0) { $0 + $1.element.dropPoints.count } <= Self.idleDropNameLimit
        var names: [(text: String, point: Point, radius: Double, color: Color, selected: Bool)] = []
        var selectedTarget: (point: Point, color: Color, active: Bool, hovered: Bool)?
        for (i, entry) in order.entries.enumerated() where !scrolledOut.contains(i) {
            for (j, drop) in entry.element.dropPoints.enumerated() {
                let selected = drop == state.selectedDrop
                let offered = order.offers(drop, of: entry.element)
                let color = offered ? Self.dropColor : Self.dropColor.withAlpha(0.45)
                let hovered = state.drag.map { $0.previewLocation.distance(to: drop.point) < 1 } ?? false
                let active = dragging && offered
                // The selected target is drawn last, so its halo is not covered by a neighbour's ring.
                if selected {
                    selectedTarget = (drop.point, color, active, hovered)
                } else {
                    markers.target(at: drop.point, color: color, active: active, hovered: hovered, into: &list)
                }
                guard selected || (nearDrag.map { $0.contains([i, j]) } ?? namedIdle) else { continue }
                let name = (text: offered ? drop.name : drop.name + " (not offered)", point: drop.point,
                            radius: markers.targetRadius(active: active), color: color, selected: selected)
                if selected { names.insert(name, at: 0) } else { names.append(name) }
            }
        }
        if let t = selectedTarget {
            markers.target(at: t.point, color: t.color, active: t.active, hovered: t.hovered, selected: true, into: &list)
        }
        for name in names {
            markers.tag(name.text, at: Point(name.point.x + 13 * unit, name.point.y), marker: name.point, markerRadius: name.radius,
                        selected: name.selected, color: name.color, within: bounds, layout: tags, into: &list)
        }
    }

    private func drawFindings(into list: inout DisplayList, tags: TagLayout, scrolledOut: ScrolledOutEntries) {
        // Each place marked, in the order of its first finding: an element the order holds, on its
        // frame; a finding with no element that lies somewhere (drawn text no element exposes, a
        // declared gesture's area), on that place.
        var rulesByPlace: [FindingPlace: [String]] = [:]
        var places: [(place: FindingPlace, frame: Rect)] = []
        // Findings that lie nowhere in particular (animations under Reduce Motion), those about
        // elements the order does not hold, and those about an element scrolled out of view (judged
        // as it will show, but nothing of it shows where its frame lies): listed at the top, so the
        // overlay shows every finding `validate` reports for the state.
        var screenRules: [String] = []
        func note(_ rule: String, in rules: inout [String]) { if !rules.contains(rule) { rules.append(rule) } }
        for finding in state.findings {
            let place: FindingPlace, frame: Rect
            if let id = finding.elementID, let index = order.index(of: id), scrolledOut.contains(index) {
                note("\(id) (scrolled out): \(finding.ruleID)", in: &screenRules)
                continue
            } else if let id = finding.elementID, let node = order.node(withID: id) {
                (place, frame) = (.element(id), node.frame)
            } else if finding.elementID == nil, let area = finding.frame {
                (place, frame) = (.area(area), area)
            } else {
                note(finding.elementID.map { "\($0): \(finding.ruleID)" } ?? finding.ruleID, in: &screenRules)
                continue
            }
            if rulesByPlace[place] == nil { places.append((place, frame)) }
            note(finding.ruleID, in: &rulesByPlace[place, default: []])
        }
        // A place with no element at most `keptClearHeight` high (a line or two of drawn text, a
        // narrow gesture strip) is kept clear of tags and has no badge: on star-rating-broken's
        // "No rating", the two tags and the badge hid the very text the findings were about. A
        // taller place is marked as an element is, or the tags of what lies inside it would have
        // nowhere to go.
        var keptClear = Set<FindingPlace>()
        for (place, frame) in places {
            guard case .area(let area) = place, frame.height <= Self.keptClearHeight * unit else { continue }
            keptClear.insert(place)
            tags.keepClear(area)
        }
        if !screenRules.isEmpty {
            // One line each, under a badge in the top corner; past four, how many more. A finding
            // about the screen as a whole says so; one about an element names it. Each line keeps
            // right of the badge, cut short with "…" where the scene ends: a long one moved left
            // over the badge.
            let lines = screenRules.count > 4 ? screenRules.prefix(3) + ["+\(screenRules.count - 3) more"] : screenRules[...]
            let top = bounds.minY + 24 * unit
            markers.badge("!", center: Point(bounds.minX + 14 * unit, top), color: Self.findingColor, into: &list)
            let lineStart = bounds.minX + 26 * unit
            let room = Rect(x: lineStart, y: bounds.minY, width: bounds.maxX - lineStart, height: bounds.height)
            for (i, line) in lines.enumerated() {
                let aboutTheScreen = !line.contains(":") && !line.hasPrefix("+")
                markers.tag(aboutTheScreen ? "Screen: " + line : line, at: Point(lineStart, top + Double(i) * 18 * unit),
                            color: Self.findingColor, within: room, layout: tags, into: &list)
            }
        }
        for (place, frame) in places {
            guard let rules = rulesByPlace[place] else { continue }
            // As in the frames overlay, an element smaller than a badge is filled instead of outlined
            // (the outline and its white edge covered it whole anyway) and gets no badge: on a 10,000-cell
            // grid the badges covered each other, and badges and outlines were most of the overlay's cost.
            if ElementFrameOverlay.isDense(frame) {
                list.fill(.rect(frame), Self.findingColor.withAlpha(Self.denseFindingTint))
            } else {
                list.stroke(.rect(frame), .white, width: 4 * unit)
                list.stroke(.rect(frame), Self.findingColor, width: 2.5 * unit)
                if !keptClear.contains(place) {
                    markers.badge("!", center: Point(frame.maxX, frame.minY), color: Self.findingColor, within: bounds, into: &list)
                }
            }
            let text = rules.count > 2 ? rules.prefix(2).joined(separator: ", ") + " +\(rules.count - 2)" : rules.joined(separator: ", ")
            markers.tag(text, at: Point(frame.minX, frame.maxY), marker: Point(frame.minX, frame.maxY), color: Self.findingColor,
                        within: bounds, layout: tags, into: &list)
        }
    }

    /// How high, in window points, a place with no element may be and still be kept clear of tags
    /// (three rows of tags).
    static let keptClearHeight = 48.0

    /// What a finding is marked on: an element, or a place on the screen with no element.
    private enum FindingPlace: Hashable {
        case element(String)
        case area(Rect)
    }

    /// The cursor overlay: the cursors of `state` (VoiceOver's) through the focus-indicator pass,
    /// under the name tags; none round an element scrolled out of view (`FocusIndicatorPass.hidingScrolledOut`).
    private func drawFocusIndicators(into list: inout DisplayList) {
        FocusIndicatorPass(indicators: state.indicators(in: order), bounds: bounds).hidingScrolledOut(in: order)
            .draw(into: &list, scale: pointScale)
    }
}
