import AXCore

/// The opaque fills of a frame, of every size, and the one question the rules ask of them: is this
/// drawing hidden under a fill drawn after it? Text a later fill covers whole cannot be read, and a
/// control a later fill covers whole cannot be seen, so the text rules (`DrawnText`,
/// `TextContrast.measure`) and `contrast.non-text` do not judge them: a lock screen's white panel
/// over a "Lock" button had the button's grey label measured at 2.32:1 under it, and a delete
/// sheet's opaque rounded buttons over a feed's initials had each initial reported as text no
/// element describes. A fill drawn before a text (a row's background, a button's) hides nothing of
/// it. Fills are bucketed in a shared grid (`RectGrid`), so a question reads the few fills near its
/// place, whatever the frame holds (a 10,000-row list's backgrounds).
struct OpaqueCovers {
    /// A fill, its place in the list, the part of the screen its bounds paint inside its clip, and
    /// its rounded corners' radii each way (zero for a rectangle): what lies in a corner outside the
    /// rounding is not under it.
    private struct Cover {
        let index: Int
        let rect: Rect
        let shape: Rect
        let radiusX: Double
        let radiusY: Double

        /// Whether the point `p` lies under the fill (edges included).
        func holds(_ p: Point) -> Bool {
            guard p.x >= rect.minX, p.x <= rect.maxX, p.y >= rect.minY, p.y <= rect.maxY else { return false }
            guard radiusX > 0, radiusY > 0 else { return true }
            // In a corner's square, the point must lie inside the corner's quarter ellipse.
            let cx = p.x < shape.minX + radiusX ? shape.minX + radiusX : p.x > shape.maxX - radiusX ? shape.maxX - radiusX : p.x
            let cy = p.y < shape.minY + radiusY ? shape.minY + radiusY : p.y > shape.maxY - radiusY ? shape.maxY - radiusY : p.y
            let dx = (p.x - cx) / radiusX, dy = (p.y - cy) / radiusY
            return dx * dx + dy * dy <= 1 + 1e-9
        }

        /// Whether `box` lies wholly under the fill: its four corners do (the fill is convex).
        func holds(_ box: Rect) -> Bool {
            guard rect.contains(box) else { return false }
            guard radiusX > 0, radiusY > 0 else { return true }
            return [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY)].allSatisfy(holds)
        }
    }

    private let covers: [Cover]
    private let grid: RectGrid

    /// An eighth of the screen: a sheet's or a panel's size, not a row's (`TextOverdraw`'s panels).
    static let leastShare = 1.0 / 8

    /// The opaque fills `list` draws on `screen`, each cut by its clip in `clips`: rectangles and
    /// rounded rectangles, fully opaque and neither rotated nor skewed.
    init(_ list: DisplayList, clips: [Rect?], screen: Rect) {
        var covers: [Cover] = []
        list.readEachItem { index, item in
            guard case .fill(let shape, let color) = item.command, color.alpha >= 1, item.opacity >= 1,
                  item.transform.b == 0, item.transform.c == 0 else { return }
            let bounds: Rect, radius: Double
            switch shape {
            case .rect(let r): bounds = r; radius = 0
            case .roundedRect(let r, let corner): bounds = r; radius = max(0, corner)
            default: return
            }
            let placed = item.transform.apply(bounds)
            guard var rect = placed.intersection(screen) else { return }
            if let clip = clips[index] {
                guard let cut = rect.intersection(clip) else { return }
                rect = cut
            }
            let rx = min(radius * abs(item.transform.a), placed.width / 2), ry = min(radius * abs(item.transform.d), placed.height / 2)
            covers.append(Cover(index: index, rect: rect, shape: placed, radiusX: rx, radiusY: ry))
        }
        self.covers = covers
        grid = RectGrid(covers.map(\.rect))
    }

    /// The rectangle a fill of `shape` paints whole, for the shapes that paint one: a rectangle, and
    /// a rounded rectangle but its corners (what lies between them); nil for other shapes.
    static func paintedArea(of shape: Shape) -> Rect? {
        switch shape {
        case .rect(let r): return r
        case .roundedRect(let r, let radius): return r.insetBy(dx: min(radius, r.width / 2), dy: 0)
        default: return nil
        }
    }

    /// Whether `box`, drawn at `index`, lies wholly under one fill drawn after it; with `ownArea`,
    /// a fill lying within it is the drawing's own (a control's background drawn after its shadow)
    /// and hides nothing of it.
    func hide(_ box: Rect, drawnAt index: Int, ownArea: Rect? = nil) -> Bool {
        guard let last = covers.last, last.index > index else { return false }
        return grid.near(box).contains { k in
            covers[k].index > index && covers[k].holds(box) && !(ownArea.map { $0.contains(covers[k].rect) } ?? false)
        }
    }

    /// Whether text whose box is `box`, drawn at `index`, cannot be read for a fill drawn after it:
    /// one fill covers it whole, or covers half of it or more, the share `text.overdrawn` calls
    /// unreadable (a feed's initials under a sheet's button, their lowest points peeking out
    /// below it). What a rounded fill covers is counted at 32 points spread over the box, each
    /// asked whether it lies inside the rounding.
    func leaveUnreadable(_ box: Rect, drawnAt index: Int) -> Bool {
        guard let last = covers.last, last.index > index else { return false }
        return grid.near(box).contains { k in
            let cover = covers[k]
            guard cover.index > index, cover.rect.intersects(box) else { return false }
            if cover.holds(box) { return true }
            var under = 0
            for row in 0..<4 {
                for column in 0..<8 {
                    let p = Point(box.minX + (Double(column) + 0.5) * box.width / 8, box.minY + (Double(row) + 0.5) * box.height / 4)
                    if cover.holds(p) { under += 1 }
                }
            }
            return under * 2 >= 32
        }
    }

    /// Whether the point `p` of a drawing made at `index` lies under a fill drawn after it: a
    /// sample point of a text partly under a button, which shows nothing there.
    func hide(_ p: Point, drawnAt index: Int) -> Bool {
        guard let last = covers.last, last.index > index else { return false }
        return grid.near(p).contains { covers[$0].index > index && covers[$0].holds(p) }
    }

    /// Whether any fill drawn after `index` meets `box`: when none does, no point of it is hidden.
    func meets(_ box: Rect, drawnAfter index: Int) -> Bool {
        guard let last = covers.last, last.index > index else { return false }
        return grid.near(box).contains { covers[$0].index > index && covers[$0].rect.intersects(box) }
    }
}
