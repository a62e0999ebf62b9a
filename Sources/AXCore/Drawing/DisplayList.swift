/// The kinds of motion Reduce Motion is about (“Deliver an Exceptional Accessibility Experience”, WWDC 2018): every animated drawing item carries one,
/// so validation can tell whether a scene honours the setting.
public enum AnimationKind: String, Hashable, Sendable, Codable, CaseIterable {
    case scale, spin, planeShift, multiSpeed, peripheral, fade

    /// Fades are the recommended substitute; every other kind must stop under Reduce Motion.
    public var isReducedMotionSafe: Bool { self == .fade }
}

/// A geometric shape to fill or stroke.
public enum Shape: Hashable, Sendable {
    case rect(Rect)
    case roundedRect(Rect, radius: Double)
    case ellipse(Rect)
    case path(Path, FillRule: Path.FillRule)
    case line(from: Point, to: Point)

    /// The shape as a path (lines become open two-point paths).
    public var path: Path {
        switch self {
        case .rect(let r): return .rect(r)
        case .roundedRect(let r, let radius): return .roundedRect(r, radius: radius)
        case .ellipse(let r): return .ellipse(in: r)
        case .path(let p, _): return p
        case .line(let a, let b): return Path([.move(a), .line(b)])
        }
    }

    /// The fill rule a filled path uses; every other shape fills as non-zero.
    public var fillRule: Path.FillRule {
        if case .path(_, let rule) = self { return rule }
        return .nonZero
    }

    /// The smallest rectangle enclosing the shape, before any transform.
    public var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r.standardized
        case .path(let p, _): return p.bounds
        case .line(let a, let b): return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        }
    }
}

/// Where a text run's lines sit horizontally in its box. Leading and trailing follow the layout
/// direction when drawn (left and right in English, swapped in a right-to-left language), as natural
/// alignment does in UIKit.
public enum TextAlignment: String, Hashable, Sendable, Codable {
    case leading, center, trailing

    /// Hashes the case rather than its name, as `TextStyle` does.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .leading: hasher.combine(0)
        case .center: hasher.combine(1)
        case .trailing: hasher.combine(2)
        }
    }

    /// The side the lines are drawn from under `direction`, as left-to-right alignment: leading and
    /// trailing swap in a right-to-left layout. The renderer draws with it and `TextMetrics.extent`
    /// measures with it, so what the rules sample is where the glyphs are.
    public func physical(in direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}

/// A run of text drawn in a box. The box is what the text must fit in, so the audit can detect
/// clipping at large content sizes; text overflowing it is cut off by the renderer, as on a device.
public struct TextRun: Hashable, Sendable {
    /// The text to draw.
    public var string: String
    /// The rectangle the text must fit in; what overflows it is clipped, and the text rules report it.
    public var box: Rect
    /// Point size (already resolved from a text style and content size by the scene).
    public var size: Double
    /// Regular or bold; Bold Text makes scenes pass `.bold`.
    public var weight: FontWeight
    /// The text colour, which the contrast rules compare with what lies beneath.
    public var color: Color
    /// Where the lines sit in the box.
    public var alignment: TextAlignment
    /// Allow wrapping onto several lines inside the box.
    public var wraps: Bool
    /// The text style the size came from, if any: lets validation check that text scales.
    public var style: TextStyle?

    /// Text drawn in `box` at `size` points; pass the `style` it came from so validation can check it scales with Dynamic Type.
    public init(_ string: String, box: Rect, size: Double, weight: FontWeight = .regular, color: Color = .black,
                alignment: TextAlignment = .leading, wraps: Bool = false, style: TextStyle? = nil) {
        self.string = string; self.box = box; self.size = size; self.weight = weight; self.color = color
        self.alignment = alignment; self.wraps = wraps; self.style = style
    }
}

/// One drawing operation.
public enum DrawCommand: Hashable, Sendable {
    case fill(Shape, Color)
    case stroke(Shape, Color, width: Double)
    case text(TextRun)
    /// A PNG from assets/, drawn into `rect`; `tint` replaces its colour where set.
    case image(name: String, rect: Rect, tint: Color?)
    /// Clip what follows (until the matching pop) to a rectangle.
    case pushClip(Rect)
    case popClip
}

/// A command with the transform, opacity and animation tag it is drawn with.
public struct DisplayItem: Hashable, Sendable {
    /// What to draw.
    public var command: DrawCommand
    /// The transform in effect when it was added, applied to the command's coordinates.
    public var transform: AffineTransform
    /// The opacity in effect when it was added, 0…1, multiplied into the command's colours.
    public var opacity: Double
    /// Set when this item is moving because of an animation; nil for still content.
    public var animation: AnimationKind?
    /// Whether Smart Invert leaves this item's colours as drawn: it is the drawing of a view that
    /// ignores invert colours, or of one of its subviews (`DisplayList.ignoringInvertColors`). What
    /// else is drawn, over the view or under it, is inverted (docs/vision.md).
    public var ignoresInvertColors: Bool
    /// Whether this item is part of a picture's content (a photo, as a `UIImageView`'s image is),
    /// drawn inside `DisplayList.drawingPicture`: Smart Invert turns it into a negative unless it
    /// ignores invert colours, whichever element draws it (a card, a cell), so the audit reports it
    /// (docs/vision.md).
    public var isPicture: Bool

    /// An item drawn with the given transform, opacity and animation tag; `DisplayList`'s helpers make these for you.
    public init(_ command: DrawCommand, transform: AffineTransform = .identity, opacity: Double = 1, animation: AnimationKind? = nil,
                ignoresInvertColors: Bool = false, isPicture: Bool = false) {
        self.command = command; self.transform = transform; self.opacity = opacity; self.animation = animation
        self.ignoresInvertColors = ignoresInvertColors; self.isPicture = isPicture
    }
}

/// What a scene draws for one frame: an ordered list of items, painted back to front.
/// Scenes append with the helpers; a transform/opacity/animation scope applies to every item added in it.
public struct DisplayList: Hashable, Sendable {
    /// The items in painting order, back to front; append through the helpers so scopes apply.
    public private(set) var items: [DisplayItem] = []
    /// The colour painted beneath every item, and what contrast falls back to where nothing else is drawn.
    public var background: Color
    /// Single-line text wider than its box ends in "…" after the last character that fits, instead
    /// of being cut at the box's edge: for the tool's own panels and legends. A scene's text is cut,
    /// as a device clips it and as the text rules measure it.
    public var truncatesText = false
    /// Whether a component wholly outside a clipping container (a post scrolled out of its list) is
    /// drawn too. It cannot show, so drawing for the screen leaves it out; the scene digest a trace
    /// records keeps it, to describe everything the scene draws, what is scrolled away included.
    public var drawsClippedContent = false

    private var transformStack: [AffineTransform] = [.identity]
    private var opacityStack: [Double] = [1]
    private var animationStack: [AnimationKind?] = [nil]
    /// How many `ignoringInvertColors` scopes are open.
    private var invertExemptDepth = 0
    /// How many `drawingPicture` scopes are open.
    private var pictureDepth = 0

    /// An empty list over a `background` colour.
    public init(background: Color = .white) { self.background = background }

    /// Whether nothing has been drawn.
    public var isEmpty: Bool { items.isEmpty }
    /// The number of items drawn so far.
    public var count: Int { items.count }

    /// Makes room for `count` items in all, so a list of known size (a 10,000-cell grid) is built in
    /// one allocation instead of a dozen copies as it grows.
    package mutating func reserveCapacity(_ count: Int) { items.reserveCapacity(count) }

    /// The list without the items at `indices`: items a reader knows cannot be seen (a fill wholly
    /// covered by the next), left out so two drawings compare as they show.
    package func removingItems(at indices: Set<Int>) -> DisplayList {
        var kept = self
        kept.items = items.indices.filter { !indices.contains($0) }.map { items[$0] }
        return kept
    }

    /// Takes back the items from `index` on: a drawing abandoned part way (`ComponentScene.draw`).
    package mutating func removeItems(from index: Int) { items.removeSubrange(index...) }

    /// Adds a command with the current transform, opacity and animation scope. The command is
    /// taken, not copied: borrowed, it was copied into its item, paths and text retained again.
    public mutating func append(_ command: consuming DrawCommand) {
        items.append(DisplayItem(command, transform: transformStack.last!, opacity: opacityStack.last!,
                                 animation: animationStack.last!, ignoresInvertColors: invertExemptDepth > 0, isPicture: pictureDepth > 0))
    }

    /// Fills a shape with a colour.
    public mutating func fill(_ shape: Shape, _ color: Color) { append(.fill(shape, color)) }
    /// Strokes a shape's outline `width` points wide.
    public mutating func stroke(_ shape: Shape, _ color: Color, width: Double = 1) { append(.stroke(shape, color, width: width)) }
    /// Draws a run of text.
    public mutating func text(_ run: TextRun) { append(.text(run)) }
    /// Draws the PNG `name` from the assets folder into `rect`, recoloured with `tint` if given.
    public mutating func image(_ name: String, in rect: Rect, tint: Color? = nil) { append(.image(name: name, rect: rect, tint: tint)) }

    /// Draws the items added by `body` with a transform applied (after any enclosing one).
    public mutating func withTransform(_ t: AffineTransform, _ body: (inout DisplayList) -> Void) {
        transformStack.append(t.concatenating(transformStack.last!))
        body(&self)
        transformStack.removeLast()
    }

    /// Draws the items added by `body` with their opacity multiplied by `opacity`.
    public mutating func withOpacity(_ opacity: Double, _ body: (inout DisplayList) -> Void) {
        opacityStack.append(opacity * opacityStack.last!)
        body(&self)
        opacityStack.removeLast()
    }

    /// Tags the items added by `body` as moving with an animation of `kind` (nil: still).
    public mutating func animating(_ kind: AnimationKind?, _ body: (inout DisplayList) -> Void) {
        animationStack.append(kind ?? animationStack.last!)
        body(&self)
        animationStack.removeLast()
    }

    /// Marks the items added by `body` as the drawing of a view that ignores invert colours (UIKit's
    /// `accessibilityIgnoresInvertColors`): Smart Invert leaves them as drawn, and only them, so a
    /// sheet or a caption drawn over the view later is inverted (docs/vision.md).
    public mutating func ignoringInvertColors(_ body: (inout DisplayList) -> Void) {
        invertExemptDepth += 1
        body(&self)
        invertExemptDepth -= 1
    }

    /// Whether the items added now keep their colours under Smart Invert (inside `ignoringInvertColors`).
    public var isIgnoringInvertColors: Bool { invertExemptDepth > 0 }

    /// Marks the items added by `body` as a picture's content (a photo, as a `UIImageView`'s image):
    /// Smart Invert shows them as a negative unless they ignore invert colours, and the audit reports
    /// that whichever element draws them, not only an image element (docs/vision.md). Glyphs, icons
    /// and backgrounds are not pictures; leave them outside.
    public mutating func drawingPicture(_ body: (inout DisplayList) -> Void) {
        pictureDepth += 1
        body(&self)
        pictureDepth -= 1
    }

    /// Whether the items added now are a picture's content (inside `drawingPicture`).
    public var isDrawingPicture: Bool { pictureDepth > 0 }

    /// Clips the items added by `body` to `rect`.
    public mutating func clipped(to rect: Rect, _ body: (inout DisplayList) -> Void) {
        append(.pushClip(rect))
        body(&self)
        append(.popClip)
    }

    /// Appends another list's items (their own transforms kept, this list's current scope applied on top).
    /// A list that truncates its text makes this one truncate too (a legend composed of parts keeps their look).
    public mutating func append(contentsOf other: DisplayList) {
        if other.truncatesText { truncatesText = true }
        let t = transformStack.last!, o = opacityStack.last!, a = animationStack.last!
        for item in other.items {
            var copy = item
            copy.transform = item.transform.concatenating(t)
            copy.opacity = item.opacity * o
            copy.animation = item.animation ?? a
            if invertExemptDepth > 0 { copy.ignoresInvertColors = true }
            if pictureDepth > 0 { copy.isPicture = true }
            items.append(copy)
        }
    }

    /// Appends another list's items placed by `mapping` (a right-to-left layout's mirror): their
    /// geometry is mirrored or shifted, their transforms conjugated so a rotation still turns about
    /// the moved point, and text and images keep their glyphs upright (leading and trailing text
    /// alignment already follow the layout direction when drawn, as natural alignment does in UIKit).
    public mutating func append(contentsOf other: DisplayList, mapped mapping: HorizontalMapping) {
        guard !mapping.isIdentity else { append(contentsOf: other); return }
        let m = mapping.transform
        var moved = other
        moved.items = other.items.map { item in
            var copy = item
            copy.command = item.command.mapped(mapping)
            if !item.transform.isIdentity { copy.transform = m.concatenating(item.transform).concatenating(m) }
            return copy
        }
        append(contentsOf: moved)
    }

    /// The text runs drawn, with their transforms (for coverage and clipping checks).
    public var textRuns: [(run: TextRun, transform: AffineTransform)] {
        items.compactMap { item in
            if case .text(let run) = item.command { return (run, item.transform) }
            return nil
        }
    }

    /// The clip each item is drawn inside, by index: the intersection of the clipping rectangles
    /// around it, in the list's coordinates; nil where nothing clips, `.zero` where the clips do not
    /// overlap. What a rule measures of an item is the part that shows (text of a post scrolled
    /// under its feed's edge is cut there, as the renderer cuts it).
    public var clips: [Rect?] {
        var stack: [Rect] = []
        var result: [Rect?] = []
        result.reserveCapacity(items.count)
        readEachItem { _, item in
            switch item.command {
            case .pushClip(let rect):
                let placed = item.transform.apply(rect)
                stack.append(stack.last.map { $0.intersection(placed) ?? .zero } ?? placed)
            case .popClip:
                _ = stack.popLast()
            default:
                break
            }
            result.append(stack.last)
        }
        return result
    }

    /// Hands `body` each item where it lies, with its index, in painting order. A `for` loop over
    /// `items` copies each item before reading it, retaining its paths and text and releasing them
    /// again, which every frame rule's pass over a drawing paid for every item. Handed `inout`, the
    /// item is read in place. `body` only reads: it must not change the item.
    package func readEachItem(_ body: (_ index: Int, _ item: inout DisplayItem) -> Void) {
        items.readEachInPlace(body)
    }

    /// Hashes what tells drawings apart cheaply, for a table that compares the lists themselves
    /// (`==`) once their hashes match: the background, the item count and every item by its kind,
    /// colour, place, text, transform and opacity, a path by its number of steps and not its points.
    /// Lists that are `==` hash alike. Hashing every point walked the home screen's glyph outlines;
    /// hashing a sample of 64 items put every order of a long list in one bucket (a row is four
    /// items, the samples fell on its shapes and never its text), each compared with all the others.
    package func hashSummary(into hasher: inout Hasher) {
        hasher.combine(background)
        hasher.combine(items.count)
        // The numbers of each item are folded into one word by a cheap mix, the words and the texts
        // fed to the hasher: combining some fifteen numbers an item one by one was 4% of validating
        // the home screen, whose frames hold hundreds of items.
        var mix = NumberMix()
        items.withUnsafeBufferPointer { buffer in
            for item in buffer.indices.lazy.map({ buffer.baseAddress! + $0 }) {
                mix.add(item.pointee.transform)
                mix.add(item.pointee.opacity)
                switch item.pointee.command {
                case .fill(let shape, let color), .stroke(let shape, let color, width: _):
                    mix.add(color)
                    switch shape {
                    case .rect(let r), .ellipse(let r), .roundedRect(let r, radius: _): mix.add(r)
                    case .path(let path, let rule): mix.add(UInt64(path.elements.count)); mix.add(UInt64(rule == .evenOdd ? 1 : 2))
                    case .line(let a, let b): mix.add(a.x); mix.add(a.y); mix.add(b.x); mix.add(b.y)
                    }
                case .text(let run):
                    hasher.combine(run.string); mix.add(run.box); mix.add(run.color)
                case .image(let name, let rect, _):
                    hasher.combine(name); mix.add(rect)
                case .pushClip(let rect):
                    mix.add(rect)
                case .popClip:
                    mix.add(UInt64(3))
                }
            }
        }
        hasher.combine(mix.value)
    }

    /// Whether two lists draw alike: their items, background, text truncation and clipped content,
    /// and their open scopes, as the compiler's comparison had it. The items are compared where they
    /// lie: `==` on two arrays copies each pair of items to compare them.
    public static func == (a: DisplayList, b: DisplayList) -> Bool {
        guard a.background == b.background, a.truncatesText == b.truncatesText, a.drawsClippedContent == b.drawsClippedContent,
              a.transformStack == b.transformStack, a.opacityStack == b.opacityStack, a.animationStack == b.animationStack,
              a.invertExemptDepth == b.invertExemptDepth,
              a.items.count == b.items.count else { return false }
        return a.items.sharesStorage(with: b.items) || a.items.allPairsInPlace(with: b.items) { $0 == $1 }
    }

    /// The animation kinds present in this frame.
    public var animationKinds: Set<AnimationKind> { Set(items.compactMap(\.animation)) }

    /// The box around what the list fills opaquely (a fill of an opaque colour at full opacity):
    /// nothing outside it can be covered by the list; nil when it fills nothing so.
    public var opaqueFillBounds: Rect? {
        var box: Rect?
        for item in items {
            guard case .fill(let shape, let color) = item.command, color.alpha == 1, item.opacity == 1 else { continue }
            let bounds = item.transform.apply(shape.bounds)
            box = box.map { $0.union(bounds) } ?? bounds
        }
        return box
    }

    /// The smallest rectangle holding every shape, text box and image drawn (through their
    /// transforms, strokes counted by their centre line); nil when nothing is drawn.
    public var drawnBounds: Rect? {
        var result: Rect?
        for item in items {
            guard let placed = item.drawnBounds else { continue }
            result = result.map { $0.union(placed) } ?? placed
        }
        return result
    }

    /// The largest side of the square an activity indicator spins in: Apple's minimum target, 44
    /// points, which holds UIKit's large indicator (37 points) and its medium one (20).
    public static let indicatorExtent = 44.0

    /// The animation kinds in this frame that Reduce Motion is about: `animationKinds`, less a spin
    /// whose items all lie within one `indicatorExtent` square. That is an activity indicator, which
    /// iOS keeps spinning under Reduce Motion: the setting asks apps to avoid large motion
    /// (UIKit's `isReduceMotionEnabled`, SwiftUI's `accessibilityReduceMotion`), and a small spinner
    /// is the progress it shows (docs/vision.md, decisions).
    public var reduceMotionKinds: Set<AnimationKind> {
        var kinds: Set<AnimationKind> = []
        var spun: Rect?
        for item in items {
            guard let kind = item.animation else { continue }
            kinds.insert(kind)
            if kind == .spin, let placed = item.drawnBounds { spun = spun.map { $0.union(placed) } ?? placed }
        }
        if let spun, spun.width <= Self.indicatorExtent, spun.height <= Self.indicatorExtent { kinds.remove(.spin) }
        return kinds
    }
}

extension DisplayList {
    /// Where Smart Invert shows a picture as a negative: for each picture item (drawn inside
    /// `drawingPicture`) that does not ignore invert colours and shows (not transparent, not clipped
    /// away), where it draws, cut to its clip. Empty, and nothing walked twice, where every picture
    /// is spared or none is drawn (docs/vision.md).
    public var invertedPictureBounds: [Rect] {
        guard items.contains(where: { $0.isPicture && !$0.ignoresInvertColors }) else { return [] }
        let clips = self.clips
        var found: [Rect] = []
        readEachItem { index, item in
            guard item.isPicture, !item.ignoresInvertColors, item.opacity > 0, var bounds = item.drawnBounds else { return }
            switch item.command {
            case .fill(_, let c), .stroke(_, let c, _): guard c.alpha > 0 else { return }
            case .text(let run): guard run.color.alpha > 0 else { return }
            case .image, .pushClip, .popClip: break
            }
            if let clip = clips[index] {
                guard let shown = bounds.intersection(clip), shown.width > 0, shown.height > 0 else { return }
                bounds = shown
            }
            found.append(bounds)
        }
        return found
    }
}

extension Sequence where Element == DisplayList {
    /// The kinds Reduce Motion is about drawn in any of these frames (each frame's own
    /// `reduceMotionKinds`: a spinner is judged within the frame it is drawn in).
    public var reduceMotionKinds: Set<AnimationKind> {
        reduce(into: []) { $0.formUnion($1.reduceMotionKinds) }
    }
}

extension DisplayItem {
    /// Where the item draws, through its transform (a stroke counted by its centre line); nil for a clip.
    public var drawnBounds: Rect? {
        let local: Rect
        switch command {
        case .fill(let shape, _), .stroke(let shape, _, _): local = shape.bounds
        case .text(let run): local = run.box
        case .image(_, let rect, _): local = rect
        case .pushClip, .popClip: return nil
        }
        return transform.apply(local)
    }
}

extension Shape {
    /// The shape placed by `mapping` (mirrored or shifted along x).
    func mapped(_ mapping: HorizontalMapping) -> Shape {
        switch self {
        case .rect(let r): return .rect(mapping.apply(r))
        case .roundedRect(let r, let radius): return .roundedRect(mapping.apply(r), radius: radius)
        case .ellipse(let r): return .ellipse(mapping.apply(r))
        case .path(let p, let rule): return .path(mapping.apply(p), FillRule: rule)
        case .line(let a, let b): return .line(from: mapping.apply(a), to: mapping.apply(b))
        }
    }
}

extension DrawCommand {
    /// The command placed by `mapping`. Text keeps its alignment: leading and trailing already follow
    /// the layout direction when drawn.
    func mapped(_ mapping: HorizontalMapping) -> DrawCommand {
        switch self {
        case .fill(let shape, let color): return .fill(shape.mapped(mapping), color)
        case .stroke(let shape, let color, let width): return .stroke(shape.mapped(mapping), color, width: width)
        case .text(var run):
            run.box = mapping.apply(run.box)
            return .text(run)
        case .image(let name, let rect, let tint): return .image(name: name, rect: mapping.apply(rect), tint: tint)
        case .pushClip(let rect): return .pushClip(mapping.apply(rect))
        case .popClip: return .popClip
        }
    }
}

/// Folds numbers into one word, cheaply (a multiply and a shift each), for `hashSummary`: numbers
/// that compare equal fold alike (0 and -0 alike), and a change to any of them changes the word
/// almost always. The word is then hashed; lists whose words collide are told apart by `==`.
private struct NumberMix {
    private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

    mutating func add(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
    }

    mutating func add(_ number: Double) { add(number == 0 ? 0 : number.bitPattern) }
    mutating func add(_ rect: Rect) { add(rect.origin.x); add(rect.origin.y); add(rect.size.width); add(rect.size.height) }
    mutating func add(_ color: Color) { add(color.red); add(color.green); add(color.blue); add(color.alpha) }
    mutating func add(_ t: AffineTransform) { add(t.a); add(t.b); add(t.c); add(t.d); add(t.tx); add(t.ty) }
}
