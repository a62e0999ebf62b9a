import AXCore

/// The legend's key to the overlay markers: one row per overlay drawn (other than the element
/// frames, which the element list explains), its marker beside its name, so a snapshot read on its
/// own says what each symbol means.
struct OverlayLegendKey {
    let kinds: [OverlayKind]

    static let width = 190.0
    static let rowHeight = 26.0
    static let padding = 12.0

    init(kinds: Set<OverlayKind>) {
        self.kinds = OverlayKind.allCases.filter { kinds.contains($0) && $0 != .frames }
    }

    var isEmpty: Bool { kinds.isEmpty }

    /// The key in its own coordinates, `height` points tall.
    func draw(height: Double) -> DisplayList {
        var list = Self.column(titled: "Overlays", width: Self.width, height: height)
        let markers = OverlayMarkers(pointScale: 1)
        for (index, kind) in kinds.enumerated() {
            let y = Self.padding + 28 + Double(index) * Self.rowHeight
            let sample = Point(Self.padding + 12, y + Self.rowHeight / 2)
            drawSample(kind, at: sample, markers: markers, into: &list)
            list.text(TextRun(kind.summary, box: Rect(x: Self.padding + 30, y: y, width: Self.width - Self.padding - 34, height: Self.rowHeight),
                              size: 11, color: ElementFrameOverlay.legendText))
        }
        return list
    }

    /// A legend column's start: the legend's background, the line on its left and its title.
    static func column(titled title: String, width: Double, height: Double) -> DisplayList {
        var list = DisplayList(background: ElementFrameOverlay.legendBackground)
        list.truncatesText = true
        list.fill(.rect(Rect(0, 0, 1, height)), Color.hex(0xC6C6C8))
        list.text(TextRun(title, box: Rect(padding, padding, width - 2 * padding, 20),
                          size: 13, weight: .semibold, color: ElementFrameOverlay.legendText))
        return list
    }

    private func drawSample(_ kind: OverlayKind, at p: Point, markers: OverlayMarkers, into list: inout DisplayList) {
        let box = Rect(x: p.x - 10, y: p.y - 8, width: 20, height: 16)
        switch kind {
        case .modal:
            list.fill(.rect(box), AccessibilityOverlay.modalDim)
            list.stroke(.rect(box.insetBy(dx: 4, dy: 3)), .white, width: 1.5)
        case .direct:
            markers.hatch(box, color: AccessibilityOverlay.directColor.withAlpha(0.6), into: &list)
            list.stroke(.rect(box), AccessibilityOverlay.directColor, width: 1.5)
        case .frames:
            break
        case .paths:
            list.stroke(.ellipse(box), AccessibilityOverlay.pathColor, width: 2)
        case .order:
            list.stroke(.line(from: Point(box.minX, p.y), to: Point(box.maxX - 4, p.y)), AccessibilityOverlay.orderColor, width: 2)
            markers.arrowhead(at: Point(box.maxX - 4, p.y), direction: Point(1, 0), color: AccessibilityOverlay.orderColor, into: &list)
        case .activation:
            markers.crosshair(at: p, color: ElementFrameOverlay.color(for: 0), into: &list)
        case .actions:
            markers.badge("2", center: p, color: AccessibilityOverlay.actionsColor, into: &list)
        case .zoom:
            markers.magnifier(at: p, color: AccessibilityOverlay.zoomColor, into: &list)
        case .drag:
            markers.handle(at: p, color: AccessibilityOverlay.dragColor, into: &list)
        case .drop:
            markers.target(at: p, color: AccessibilityOverlay.dropColor, active: false, hovered: false, into: &list)
        case .findings:
            list.stroke(.rect(box), AccessibilityOverlay.findingColor, width: 2.5)
            markers.badge("!", center: Point(box.maxX, box.minY), color: AccessibilityOverlay.findingColor, into: &list)
        case .cursor:
            VoiceOverCursor(frame: box.insetBy(dx: 3, dy: 3), path: nil).draw(into: &list, scale: 1)
        }
    }
}
