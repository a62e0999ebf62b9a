import AXCore

/// A scene file's drawing items resolved for the current settings and state: conditions (on the
/// state or a setting), slides,
/// text sizes, `{state}` in text. Text follows Dynamic Type: in a laid-out item, a text box that
/// wraps grows to the lines its text needs at the current content size (one that keeps one line, to
/// that line's height); what lies below it in the
/// same item moves down, shapes around it grow, and the item grows (the layout then moves what comes
/// after it, as a stack view does).
struct FileDrawing {
    let model: SceneFileModel
    let settings: Settings
    let state: [String: FileValue]
    /// What a text box is grown by: the room the renderer's font takes (`BundledFontMetrics`), as a
    /// Swift `Label` grows, and as `text.clipped` measures. The average-advance estimate reserved
    /// too little for wide words and for CJK (1 em a character, not 0.55), so a wrapping box in a
    /// layout, the file's own fix for clipping, was still reported clipped at AX5.
    let metrics: TextMetrics = BundledFontMetrics()

    /// How far a `slide` moves its item now.
    func slide(_ slide: FileSlide?) -> Point {
        guard let slide, let value = state[slide.state],
              let declaration = model.state.first(where: { $0.name == slide.state }) else { return .zero }
        let f = declaration.fraction(of: value)
        return Point(slide.by.x * f, slide.by.y * f)
    }

    /// Appends an item with its opacity and animation, inside the list's current scope.
    static func append(_ item: DisplayItem, to list: inout DisplayList) {
        guard !item.ignoresInvertColors || list.isIgnoringInvertColors else {
            return list.ignoringInvertColors { append(item, to: &$0) }
        }
        guard !item.isPicture || list.isDrawingPicture else {
            return list.drawingPicture { append(item, to: &$0) }
        }
        list.withOpacity(item.opacity) { list in list.animating(item.animation) { $0.append(item.command) } }
    }

    /// Resolves drawing items (conditions, slides, text sizes) relative to `origin` and reflows
    /// its text. Returns the items and, when `declaredHeight` is given (a laid-out item), the
    /// item's height after its text grew.
    func reflow(_ drawing: [FileDrawingItem], origin: Point, declaredHeight: Double?) -> (items: [DisplayItem], height: Double?) {
        struct Growth { var box: Rect; var shift: Double; var growth: Double }
        var resolved: [(item: FileDrawingItem, commands: [DrawCommand])] = []
        for item in drawing where item.when.map({ $0.holds(state: state, settings: settings) }) ?? true {
            let offset = slide(item.slide)
            resolved.append((item, item.commands.map { resolve($0, offset: offset, origin: origin) }))
        }
        // Text boxes in reading order, each pushed down by the grown boxes above it. Only a laid-out
        // item reflows: text placed by absolute coordinates keeps its declared box. A box that keeps
        // one line (`"wrap": false`) grows to that line's height, as a one-line label in a stack view
        // does: its width stays, and a line wider than it is clipped (`text.clipped`).
        var texts: [Growth] = []
        for (_, commands) in resolved where declaredHeight != nil {
            for case .text(let run) in commands {
                let needed = metrics.size(of: run).height
                texts.append(Growth(box: run.box, shift: 0, growth: max(0, needed - run.box.height)))
            }
        }
        texts.sort { $0.box.minY < $1.box.minY }
        for i in texts.indices {
            texts[i].shift = texts[..<i].filter { $0.box.maxY <= texts[i].box.minY + 0.5 }.map { $0.shift + $0.growth }.max() ?? 0
        }
        func shift(below y: Double) -> Double {
            texts.filter { $0.box.maxY <= y + 0.5 }.map { $0.shift + $0.growth }.max() ?? 0
        }
        var items: [DisplayItem] = []
        var oldBottom = 0.0, newBottom = 0.0
        for (item, commands) in resolved {
            for command in commands {
                let bounds = Self.bounds(of: command)
                let dy = shift(below: bounds.minY)
                let grow = texts.filter { bounds != $0.box && bounds.insetBy(dx: -0.5, dy: -0.5).contains($0.box) }
                    .map(\.growth).max() ?? 0
                var moved = Self.moved(command, dy: dy, grow: grow)
                if case .text(var run) = moved, let t = texts.first(where: { $0.box == run.box.offsetBy(dx: 0, dy: -dy) }) {
                    run.box.size.height += t.growth
                    moved = .text(run)
                }
                oldBottom = max(oldBottom, bounds.maxY)
                newBottom = max(newBottom, Self.bounds(of: moved).maxY)
                items.append(DisplayItem(moved, opacity: item.opacity, animation: item.animation, ignoresInvertColors: item.ignoresInvertColors,
                                         isPicture: item.isPicture))
            }
        }
        guard let declaredHeight else { return (items, nil) }
        return (items, declaredHeight + max(0, newBottom - oldBottom))
    }

    /// A command in scene coordinates, with its text resolved for the settings.
    func resolve(_ command: DrawCommand, offset: Point, origin: Point) -> DrawCommand {
        let d = Point(origin.x + offset.x, origin.y + offset.y)
        switch command {
        case .text(var run):
            // Text that names a text style follows the content size; every text follows bold text.
            if let style = run.style { run.size = settings.pointSize(style) }
            run.weight = settings.weight(run.weight)
            run.string = FileText.interpolate(run.string, state: state, model: model)
            // Placed with `at` only: the rest of the line and the height of its size.
            if run.box.size.width == .infinity { run.box.size.width = model.device.size.width - run.box.minX - d.x }
            if run.box.size.height == .infinity { run.box.size.height = run.size * 1.25 }
            run.box = run.box.offsetBy(dx: d.x, dy: d.y)
            return .text(run)
        case .fill(let shape, let color): return .fill(shape.translated(by: d), color)
        case .stroke(let shape, let color, let width): return .stroke(shape.translated(by: d), color, width: width)
        default: return command
        }
    }

    static func bounds(of command: DrawCommand) -> Rect {
        switch command {
        case .fill(let shape, _), .stroke(let shape, _, _): return shape.bounds
        case .text(let run): return run.box
        default: return .zero
        }
    }

    /// `item` with its height set to `height` if it is a rectangle that starts at `rect`'s top-left, is
    /// as wide, and at least as tall (it may already have grown with its text).
    static func stretched(_ item: DisplayItem, filling rect: Rect, to height: Double) -> DisplayItem {
        func grown(_ r: Rect) -> Rect? {
            abs(r.minX - rect.minX) < 0.5 && abs(r.minY - rect.minY) < 0.5 && abs(r.width - rect.width) < 0.5
                && r.height >= rect.height - 0.5 ? Rect(r.minX, r.minY, r.width, max(r.height, height)) : nil
        }
        var copy = item
        switch item.command {
        case .fill(.rect(let r), let c): if let g = grown(r) { copy.command = .fill(.rect(g), c) }
        case .fill(.roundedRect(let r, let radius), let c): if let g = grown(r) { copy.command = .fill(.roundedRect(g, radius: radius), c) }
        case .stroke(.rect(let r), let c, let w): if let g = grown(r) { copy.command = .stroke(.rect(g), c, width: w) }
        case .stroke(.roundedRect(let r, let radius), let c, let w):
            if let g = grown(r) { copy.command = .stroke(.roundedRect(g, radius: radius), c, width: w) }
        default: break
        }
        return copy
    }

    /// Moves a command down by `dy`, growing a rectangle or ellipse by `grow` (it holds a text that grew).
    static func moved(_ command: DrawCommand, dy: Double, grow: Double) -> DrawCommand {
        func grown(_ shape: Shape) -> Shape {
            switch shape {
            case .rect(let r): return .rect(Rect(r.minX, r.minY + dy, r.width, r.height + grow))
            case .roundedRect(let r, let radius): return .roundedRect(Rect(r.minX, r.minY + dy, r.width, r.height + grow), radius: radius)
            case .ellipse(let r): return .ellipse(Rect(r.minX, r.minY + dy, r.width, r.height + grow))
            default: return shape.translated(by: Point(0, dy))
            }
        }
        switch command {
        case .fill(let shape, let color): return .fill(grown(shape), color)
        case .stroke(let shape, let color, let width): return .stroke(grown(shape), color, width: width)
        case .text(var run): run.box = run.box.offsetBy(dx: 0, dy: dy); return .text(run)
        default: return command
        }
    }
}

extension Shape {
    /// The same shape moved by `d`.
    func translated(by d: Point) -> Shape {
        guard d != .zero else { return self }
        switch self {
        case .rect(let r): return .rect(r.offsetBy(dx: d.x, dy: d.y))
        case .roundedRect(let r, let radius): return .roundedRect(r.offsetBy(dx: d.x, dy: d.y), radius: radius)
        case .ellipse(let r): return .ellipse(r.offsetBy(dx: d.x, dy: d.y))
        case .path(let p, let rule): return .path(p.applying(.translation(x: d.x, y: d.y)), FillRule: rule)
        case .line(let a, let b): return .line(from: a + d, to: b + d)
        }
    }
}
