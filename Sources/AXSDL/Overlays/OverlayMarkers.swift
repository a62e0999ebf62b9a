import AXCore
import Foundation

/// The small drawings the overlays are made of: name tags, crosshairs, handles, targets, badges and
/// hatching. Sizes are in window points, divided by `unit` (window points per scene point) so a
/// marker stays the same size on screen however the scene is scaled.
struct OverlayMarkers {
    /// Scene points per window point.
    let unit: Double

    init(pointScale: Double) { unit = 1 / max(pointScale, 0.01) }

    static let tagText = Color.white
    static let tagSize = 10.0
    private static let metrics = EstimatedTextMetrics()

    /// A dark-edged pill holding `text`, its leading edge at `anchor` (its trailing edge with
    /// `endingAt`), vertically centred on it, inside `bounds`, covering no tag already placed in
    /// `layout`. A tag that names a `marker` (a drop target, a drag handle, a magnifier) stays
    /// attached to it: off the scene or taken, it goes to the marker's other side on the same row
    /// before moving a row down or up, never over the marker, and a leader runs from the marker's
    /// edge (`markerRadius` from its centre) to the pill wherever they do not touch. Other tags flip
    /// left at the scene's edge and move a row down or up. A tag is left out when every place is
    /// taken (its marker is still drawn). `selected` highlights the pill (the drop point VoiceOver's
    /// rotor has selected). Tags are drawn by `TagLayout.draw` after every marker, so no marker covers
    /// a name. Returns whether it was placed.
    @discardableResult
    func tag(_ text: String, at anchor: Point, endingAt trailing: Bool = false, marker: Point? = nil, markerRadius: Double = 0,
             selected: Bool = false, color: Color, within bounds: Rect, layout: TagLayout, into list: inout DisplayList) -> Bool {
        let weight: FontWeight = selected ? .bold : .semibold
        // A tag wider than the scene ends in "…" inside it: in a window that shrinks the scene to fit
        // the screen, a finding's two rule ids ran past the scene's left edge.
        let text = Self.metrics.fitting(text, size: Self.tagSize * 1.1, weight: weight, within: bounds.width / unit, padding: 10)
        let width = (Self.metrics.width(of: text, size: Self.tagSize, weight: weight) * 1.1 + 10) * unit
        let height = 15 * unit
        var x = trailing ? anchor.x - width : anchor.x
        // The pill at `x` mirrored about the marker: the same gap from it on its other side.
        func mirrored(_ x: Double, about m: Point) -> Double { min(max(bounds.minX, 2 * m.x - x - width), bounds.maxX - width) }
        if let marker, x < bounds.minX || x + width > bounds.maxX {
            // Off the scene on the anchor's side: the marker's other side, never over the marker.
            x = mirrored(x, about: marker)
        } else {
            if x < bounds.minX { x = bounds.minX }
            if x + width > bounds.maxX { x = max(bounds.minX, anchor.x - width) }
        }
        let y = min(max(bounds.minY, anchor.y - height / 2), bounds.maxY - height)
        let preferred = Rect(x: x, y: y, width: width, height: height)
        let flipped = marker.map { Rect(x: mirrored(x, about: $0), y: y, width: width, height: height) }
        guard let pill = layout.place(preferred, flipped: flipped, within: bounds) else { return false }
        // From the marker's edge (`markerRadius` from its centre) to the pill's nearest point.
        let leader = marker.flatMap { m -> TagLayout.Leader? in
            let end = pill.nearestPoint(to: m)
            let length = m.distance(to: end)
            guard length > markerRadius + 0.5 * unit else { return nil }
            let start = Point(m.x + (end.x - m.x) * markerRadius / length, m.y + (end.y - m.y) * markerRadius / length)
            return TagLayout.Leader(from: start, to: end)
        }
        layout.pending.append(.init(text: text, pill: pill, color: color, unit: unit, leader: leader, selected: selected))
        return true
    }

    /// A round badge with `text` centred on `center`, moved inside `bounds` where given: a finding's
    /// badge on a full-width element's corner was cut in half by the scene's edge.
    func badge(_ text: String, center: Point, color: Color, within bounds: Rect? = nil, into list: inout DisplayList) {
        let diameter = 16 * unit
        let width = max(diameter, (Self.metrics.width(of: text, size: 10, weight: .bold) + 8) * unit)
        var pill = Rect(x: center.x - width / 2, y: center.y - diameter / 2, width: width, height: diameter)
        if let bounds {
            pill.origin.x = min(max(pill.minX, bounds.minX), bounds.maxX - width)
            pill.origin.y = min(max(pill.minY, bounds.minY), bounds.maxY - diameter)
        }
        list.fill(.roundedRect(pill, radius: diameter / 2), color)
        list.stroke(.roundedRect(pill, radius: diameter / 2), .white, width: 1.5 * unit)
        list.text(TextRun(text, box: pill, size: 10 * unit, weight: .bold, color: .white, alignment: .center))
    }

    /// A crosshair: two dark lines with a white halo and a ring, readable on any background.
    func crosshair(at p: Point, color: Color, into list: inout DisplayList) {
        let arm = 9 * unit
        for (a, b) in [(Point(p.x - arm, p.y), Point(p.x + arm, p.y)), (Point(p.x, p.y - arm), Point(p.x, p.y + arm))] {
            list.stroke(.line(from: a, to: b), .white, width: 3.5 * unit)
            list.stroke(.line(from: a, to: b), color, width: 1.5 * unit)
        }
        let ring = Rect(x: p.x - 5 * unit, y: p.y - 5 * unit, width: 10 * unit, height: 10 * unit)
        list.stroke(.ellipse(ring), .white, width: 3.5 * unit)
        list.stroke(.ellipse(ring), color, width: 1.5 * unit)
    }

    /// A drag handle: a rounded square with three grip lines.
    func handle(at p: Point, color: Color, into list: inout DisplayList) {
        let side = 16 * unit
        let box = Rect(x: p.x - side / 2, y: p.y - side / 2, width: side, height: side)
        list.fill(.roundedRect(box, radius: 4 * unit), color)
        list.stroke(.roundedRect(box, radius: 4 * unit), .white, width: 1.5 * unit)
        for i in -1...1 {
            let y = p.y + Double(i) * 3.5 * unit
            list.stroke(.line(from: Point(p.x - 4.5 * unit, y), to: Point(p.x + 4.5 * unit, y)), .white, width: 1.5 * unit)
        }
    }

    /// A drop target: a ring and a dot; `active` (a drag is under way) fills it and thickens it,
    /// `hovered` (the drag's preview is there) adds an outer ring, and `selected` (VoiceOver's rotor
    /// has it selected) a yellow halo.
    func target(at p: Point, color: Color, active: Bool, hovered: Bool, selected: Bool = false, into list: inout DisplayList) {
        let r = targetRadius(active: active)
        let ring = Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)
        if active { list.fill(.ellipse(ring), color.withAlpha(0.35)) }
        list.stroke(.ellipse(ring), .white, width: (active ? 5 : 3.5) * unit)
        list.stroke(.ellipse(ring), color, width: (active ? 3 : 1.5) * unit)
        let dot = Rect(x: p.x - 2.5 * unit, y: p.y - 2.5 * unit, width: 5 * unit, height: 5 * unit)
        list.fill(.ellipse(dot), color)
        if hovered {
            let outer = ring.insetBy(dx: -5 * unit, dy: -5 * unit)
            list.stroke(.ellipse(outer), color, width: 2 * unit)
        }
        if selected {
            // A yellow halo, edged dark so it reads on a light scene too.
            let halo = ring.insetBy(dx: -4 * unit, dy: -4 * unit)
            list.stroke(.ellipse(halo), Color.black.withAlpha(0.6), width: 6 * unit)
            list.stroke(.ellipse(halo), TagLayout.selectedFill, width: 4 * unit)
        }
    }

    /// How far a drop target's ring reaches from its point (where a leader to its name starts).
    func targetRadius(active: Bool) -> Double { (active ? 10 : 8) * unit }

    /// A magnifier: a lens and a handle.
    func magnifier(at p: Point, color: Color, into list: inout DisplayList) {
        let backing = Rect(x: p.x - 10 * unit, y: p.y - 10 * unit, width: 20 * unit, height: 20 * unit)
        list.fill(.ellipse(backing), color)
        list.stroke(.ellipse(backing), .white, width: 1.5 * unit)
        let lens = Rect(x: p.x - 6 * unit, y: p.y - 6 * unit, width: 9 * unit, height: 9 * unit)
        list.stroke(.ellipse(lens), .white, width: 1.8 * unit)
        list.stroke(.line(from: Point(p.x + 2 * unit, p.y + 2 * unit), to: Point(p.x + 6 * unit, p.y + 6 * unit)), .white, width: 2.2 * unit)
    }

    /// Diagonal lines across `rect`, clipped to it: one path of many lines, so the renderer covers each
    /// row once instead of once per line. The lines lie on x + y = k·spacing, so hatches drawn in
    /// neighbouring rectangles join up.
    func hatch(_ rect: Rect, color: Color, into list: inout DisplayList) {
        let spacing = 8 * unit
        var lines = Path()
        var c = ((rect.minX + rect.minY) / spacing).rounded(.down) * spacing
        let overhang = 2 * unit  // past the edges, so the clip cuts the line ends square
        while c < rect.maxX + rect.maxY {
            // The piece of the line x + y = c inside the rectangle.
            let x0 = max(rect.minX, c - rect.maxY) - overhang, x1 = min(rect.maxX, c - rect.minY) + overhang
            if x0 < x1 {
                lines.move(to: Point(x0, c - x0))
                lines.line(to: Point(x1, c - x1))
            }
            c += spacing
        }
        list.clipped(to: rect) { $0.stroke(.path(lines, FillRule: .nonZero), color, width: 1.5 * unit) }
    }

    /// A hatched band `width` wide inside the edge of `rect`: the region reads as hatched while what
    /// is drawn inside stays visible (and a large region costs its edges, not its area).
    func hatchedBorder(_ rect: Rect, color: Color, width: Double, into list: inout DisplayList) {
        let band = min(width * unit, rect.width / 2, rect.height / 2)
        let strips = [Rect(x: rect.minX, y: rect.minY, width: rect.width, height: band),
                      Rect(x: rect.minX, y: rect.maxY - band, width: rect.width, height: band),
                      Rect(x: rect.minX, y: rect.minY + band, width: band, height: rect.height - 2 * band),
                      Rect(x: rect.maxX - band, y: rect.minY + band, width: band, height: rect.height - 2 * band)]
        for strip in strips where strip.width > 0 && strip.height > 0 { hatch(strip, color: color, into: &list) }
    }

    /// An arrowhead at `p` pointing along `direction` (a unit vector).
    func arrowhead(at p: Point, direction d: Point, color: Color, into list: inout DisplayList) {
        let length = 7 * unit, half = 4 * unit
        let back = Point(p.x - d.x * length, p.y - d.y * length)
        let normal = Point(-d.y, d.x)
        let tip = Point(p.x + d.x * length / 2, p.y + d.y * length / 2)
        let left = Point(back.x + normal.x * half, back.y + normal.y * half)
        let right = Point(back.x - normal.x * half, back.y - normal.y * half)
        list.fill(.path(.polygon([tip, left, right]), FillRule: .nonZero), color)
    }
}

/// Where the tags of one overlay drawing went, so later tags do not cover earlier ones, and the tags
/// waiting to be drawn on top of everything. A class: every overlay of a frame shares one.
final class TagLayout {
    /// A line from a marker to the tag naming it.
    struct Leader: Equatable { var from: Point; var to: Point }
    struct Tag {
        var text: String
        var pill: Rect
        var color: Color
        var unit: Double
        var leader: Leader?
        /// Drawn highlighted: the drop point VoiceOver's rotor has selected.
        var selected = false
    }
    /// The fill of a selected tag (system yellow) and its text.
    static let selectedFill = Color.hex(0xFFD60A)
    static let selectedText = Color.black

    private(set) var placed: [Rect] = []
    fileprivate(set) var pending: [Tag] = []

    /// Draws the placed tags, in the order they were placed: every leader first, then the pills, so
    /// no leader crosses a name.
    func draw(into list: inout DisplayList) {
        for tag in pending {
            guard let leader = tag.leader else { continue }
            list.stroke(.line(from: leader.from, to: leader.to), .white, width: 3 * tag.unit)
            list.stroke(.line(from: leader.from, to: leader.to), tag.color, width: 1.5 * tag.unit)
        }
        for tag in pending {
            let radius = tag.pill.height / 2
            if tag.selected {
                list.fill(.roundedRect(tag.pill, radius: radius), Self.selectedFill)
                list.stroke(.roundedRect(tag.pill, radius: radius), tag.color, width: 2 * tag.unit)
            } else {
                list.fill(.roundedRect(tag.pill, radius: radius), tag.color)
                list.stroke(.roundedRect(tag.pill, radius: radius), .white, width: 1 * tag.unit)
            }
            list.text(TextRun(tag.text, box: tag.pill, size: OverlayMarkers.tagSize * tag.unit, weight: tag.selected ? .bold : .semibold,
                              color: tag.selected ? Self.selectedText : OverlayMarkers.tagText, alignment: .center))
        }
        pending.removeAll()
    }

    /// Keeps `area` free of the tags placed after: a place a tag would hide (drawn text a finding
    /// is about).
    func keepClear(_ area: Rect) { placed.append(area) }

    /// The tags waiting to be drawn (tests read where each went).
    var tags: [Tag] { pending }

    /// `preferred`, or `flipped` (the same row on the other side of the tag's marker), or the nearest
    /// free slot a row below or above them (up to three rows away), recorded as taken; nil when all
    /// are taken.
    func place(_ preferred: Rect, flipped: Rect? = nil, within bounds: Rect) -> Rect? {
        let step = preferred.height + 1
        for offset in [0.0, 1, -1, 2, -2, 3, -3] {
            for base in [preferred, flipped].compactMap({ $0 }) {
                let candidate = base.offsetBy(dx: 0, dy: offset * step)
                guard candidate.minY >= bounds.minY, candidate.maxY <= bounds.maxY else { continue }
                if !placed.contains(where: { $0.intersects(candidate) }) {
                    placed.append(candidate)
                    return candidate
                }
            }
        }
        return nil
    }
}

extension Rect {
    /// The point of this rectangle (its edge or inside) nearest `p`.
    func nearestPoint(to p: Point) -> Point {
        Point(min(max(p.x, minX), maxX), min(max(p.y, minY), maxY))
    }
}
