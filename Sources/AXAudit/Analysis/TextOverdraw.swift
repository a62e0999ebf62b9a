import AXCore

/// Which of a frame's text runs something drawn after them paints over: an opaque fill, or another
/// run's words, meeting the words where they show. What `text.overdrawn` compares between the
/// default content size and AX5, where a layout of fixed places lets grown text run under its
/// neighbours.
///
/// A fill an eighth of the screen or more (`OpaqueCovers.leastShare`), opaque or not, is a panel: a
/// sheet, an alert or a pushed screen drawn over the screen beneath on purpose, or the dimming under
/// them. The words a panel is drawn over are the screen's beneath, which the user does not read, and
/// are left out; a panel paints over nothing here. Fills and runs are bucketed in a grid of 64-point
/// cells, so each run reads the few items near it, whatever the frame holds.
struct TextOverdraw {
    /// One text run as it shows: its words, where they show, and what is drawn over them.
    struct Run {
        let string: String
        let shown: Rect
        /// What paints over the words, nil when nothing does.
        let overdrawnBy: Painter?
        /// An opaque fill drawn after the words that hides half of them or more, where they show
        /// (the part of the screen it paints there); nil when none does. A panel is none
        /// (`OpaqueCovers.leastShare`): the words under it are the screen's beneath.
        let hiddenBy: Rect?
        /// Its place in the display list (`AuditSubject.textOwner`).
        let index: Int
    }

    /// What paints over a run.
    enum Painter: Equatable {
        /// An opaque fill; the rectangle is the part of the screen it paints.
        case fill(Rect)
        /// Another text run's words.
        case text(String)
    }

    /// The least overlap, each way, that counts: a hairline separator grazing a descender hides no word.
    static let leastOverlap = 3.0

    let runs: [Run]

    /// The runs `list` draws that show on `screen`, inside their clips in `clips`, measured by `metrics`.
    init(_ list: DisplayList, clips: [Rect?], metrics: TextMetrics, direction: LayoutDirection, screen: Rect) {
        let largest = screen.width * screen.height * OpaqueCovers.leastShare
        var painted: [(index: Int, rect: Rect, painter: Painter)] = []
        var panels: [(index: Int, rect: Rect)] = []
        var texts: [(index: Int, string: String, shown: Rect)] = []
        list.readEachItem { index, item in
            switch item.command {
            case .text(let run):
                let drawn = item.transform.apply(metrics.extent(of: run, direction: direction))
                guard run.string.contains(where: { !$0.isWhitespace }),
                      let shown = TextContrast.visible(drawn, clip: clips[index], screen: screen) else { return }
                texts.append((index, run.string, shown))
            case .fill(let shape, let color):
                guard color.alpha > 0, item.opacity > 0, item.transform.b == 0, item.transform.c == 0,
                      let area = OpaqueCovers.paintedArea(of: shape) else { return }
                guard let shown = TextContrast.visible(item.transform.apply(area), clip: clips[index], screen: screen) else { return }
                if shown.width * shown.height >= largest {
                    panels.append((index, shown))
                } else if color.alpha >= 1, item.opacity >= 1 {
                    painted.append((index, shown, .fill(shown)))
                }
            default: return
            }
        }
        // Panels are few (each an eighth of the screen or more), read latest first: a run is behind
        // one when a panel drawn after it meets it, and the reading stops at the run's own place.
        let shownTexts = texts.filter { text in
            !panels.reversed().prefix { $0.index > text.index }.contains { Self.meet($0.rect, text.shown) }
        }
        painted += shownTexts.map { ($0.index, $0.shown, .text($0.string)) }
        let grid = RectGrid(painted.map(\.rect))
        runs = shownTexts.map { text in
            // The first drawn over it names it: the same answer whatever order the cells are read in.
            let painter = grid.near(text.shown)
                .filter { painted[$0].index > text.index && Self.meet(painted[$0].rect, text.shown) }
                .min { painted[$0].index < painted[$1].index }
            // The first fill drawn after it that hides half its words or more, one fill alone: a
            // badge on a corner or a separator under a descender hides no word.
            let hider = grid.near(text.shown)
                .filter { k in
                    guard painted[k].index > text.index, case .fill = painted[k].painter,
                          let met = painted[k].rect.intersection(text.shown) else { return false }
                    return met.width * met.height * 2 >= text.shown.width * text.shown.height
                }
                .min { painted[$0].index < painted[$1].index }
            return Run(string: text.string, shown: text.shown, overdrawnBy: painter.map { painted[$0].painter },
                       hiddenBy: hider.map { painted[$0].rect }, index: text.index)
        }
    }

    /// Whether `a` and `b` overlap by `leastOverlap` or more each way.
    private static func meet(_ a: Rect, _ b: Rect) -> Bool {
        guard let met = a.intersection(b) else { return false }
        return met.width >= leastOverlap && met.height >= leastOverlap
    }
}
