import AXCore

/// The opaque fills of a frame large enough to hide a screen's text: a modal panel, a sheet, a full
/// screen overlay. Text a later one covers whole cannot be read, so the text rules do not judge it
/// (`DrawnText`, `TextContrast.measure`): a lock screen's white panel over a "Lock" button had the
/// button's grey label measured at 2.32:1 under it, reported on the screen a second time beside the
/// button's own finding. Smaller fills (a row's background, a button's) are left out: they are
/// drawn under their own text, and asking every text of a 10,000-row list about every row after it
/// would cost more than the rules.
struct OpaqueCovers {
    /// A fill, its place in the list and the part of the screen it paints.
    private struct Cover {
        let index: Int
        let rect: Rect
    }

    private let covers: [Cover]

    /// An eighth of the screen: a sheet's or a panel's size, not a row's.
    static let leastShare = 1.0 / 8

    /// The covers `list` draws, each cut by its clip in `clips`.
    init(_ list: DisplayList, clips: [Rect?], screen: Rect) {
        let least = screen.width * screen.height * Self.leastShare
        var covers: [Cover] = []
        list.readEachItem { index, item in
            guard case .fill(let shape, let color) = item.command, color.alpha >= 1, item.opacity >= 1,
                  item.transform.b == 0, item.transform.c == 0 else { return }
            guard let painted = Self.paintedArea(of: shape) else { return }
            var rect = item.transform.apply(painted)
            if let clip = clips[index] {
                guard let cut = rect.intersection(clip) else { return }
                rect = cut
            }
            guard rect.width * rect.height >= least else { return }
            covers.append(Cover(index: index, rect: rect))
        }
        self.covers = covers
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

    /// Whether `box`, drawn at `index`, lies wholly under a cover drawn after it.
    func hide(_ box: Rect, drawnAt index: Int) -> Bool {
        guard let last = covers.last, last.index > index else { return false }
        return covers.contains { $0.index > index && $0.rect.contains(box) }
    }
}
