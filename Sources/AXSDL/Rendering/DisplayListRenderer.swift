import AXCore
import CSDL2
import CSDL2TTF
import Glibc

/// Draws AXCore display lists onto an SDL renderer: the one place scene drawing becomes pixels, for
/// the window, headless snapshots and the benchmark alike.
///
/// It draws on an `OffscreenCanvas` (SDL's software renderer on a surface), whatever the output:
/// snapshots save the canvas, the window uploads it once a frame. Shapes become anti-aliased pixel
/// spans (see `CoverageRasterizer`) and text lines come from SDL2_ttf with the bundled DejaVu Sans
/// (kept in a `TextLineCache`); both are recorded in a `BlendPlan` and blended straight into the
/// canvas's pixels when the draw ends, band by band on every core. Images (from assets/, through
/// SDL2_image) and rotated text go through SDL's renderer, after what is recorded before them.
/// Call `close()` before the canvas is closed and before `TTF_Quit`.
package final class DisplayListRenderer {
    /// What the last `draw` cost, for the benchmark and for tests that check batching.
    package struct FrameStatistics: Equatable, Sendable {
        package var items = 0
        /// Pixel spans blended (a span is a run of pixels with one coverage, over one or more rows).
        package var spans = 0
        /// Times the recorded shapes and text were blended into the canvas (once a draw, and once more
        /// before each image or rotated text, which SDL draws).
        package var flushes = 0
        /// Pixels the spans wrote (a pixel under two shapes counts twice): what a frame of shapes costs.
        package var pixels = 0
        package var textDraws = 0
        /// Fills and strokes whose spans came from the shape cache.
        package var cachedShapes = 0
        /// Bands of rows left as the kept frame had them (`keepsFrame`): their steps had not changed.
        package var unchangedBands = 0
        /// Items whose steps came from the kept recording of the same draw last frame (`keepsFrame`).
        package var keptItems = 0
    }

    /// A fill or stroke as drawn, of any shape but a path: same key, same spans. Plain numbers only, so
    /// a lookup copies no references: a frame looks up every shape it draws (20,000 in a big grid with
    /// its frames overlay), and copying keys that hold a shape (and so maybe a path's storage) in and
    /// out of the table was a third of such a frame.
    private struct ShapeKey: SpanCacheKey {
        /// 1 rect, 2 rounded rect, 3 ellipse, 4 line.
        var kind: UInt8
        /// The rect, or for a line its ends as (minX, minY) and (width, height).
        var box: Rect
        var radius: Double
        var rgba: UInt32
        var transform: AffineTransform
        /// The stroke width, or -1 for a fill.
        var strokeWidth: Double
        var antialias: Bool
        /// Shapes are rasterised only within the clip, so the clip is part of what was drawn.
        var clip: Rect

        /// The key of `shape` drawn so, or nil for a path (`PathKey`).
        init?(_ shape: Shape, rgba: UInt32, transform: AffineTransform, strokeWidth: Double, antialias: Bool, clip: Rect) {
            switch shape {
            case .rect(let r): kind = 1; box = r; radius = 0
            case .roundedRect(let r, let corner): kind = 2; box = r; radius = corner
            case .ellipse(let r): kind = 3; box = r; radius = 0
            case .line(let a, let b): kind = 4; box = Rect(x: a.x, y: a.y, width: b.x, height: b.y); radius = 0
            case .path: return nil
            }
            self.rgba = rgba; self.transform = transform; self.strokeWidth = strokeWidth
            self.antialias = antialias; self.clip = clip
        }

        /// One FNV-1a pass over the fields' bits: hashing a dozen doubles one by one with `Hasher` costs
        /// more than drawing a small cell.
        var digest: UInt64 {
            var h = DigestFNV()
            h.mix(UInt64(kind)); h.mix(box); h.mix(radius.bitPattern)
            h.mixDrawing(rgba: rgba, strokeWidth: strokeWidth, antialias: antialias, transform: transform, clip: clip)
            return h.value
        }
    }

    /// A path filled or stroked, and how. Its digest covers how it was drawn and the path's size and
    /// first point; equality compares the whole path.
    private struct PathKey: SpanCacheKey {
        var path: Path
        var rule: Path.FillRule
        var rgba: UInt32
        var transform: AffineTransform
        var strokeWidth: Double
        var antialias: Bool
        var clip: Rect

        var digest: UInt64 {
            var h = DigestFNV()
            h.mix(UInt64(path.elements.count)); h.mix(rule == .evenOdd ? 1 : 0)
            if case .move(let p)? = path.elements.first { h.mix(p.x.bitPattern); h.mix(p.y.bitPattern) }
            h.mixDrawing(rgba: rgba, strokeWidth: strokeWidth, antialias: antialias, transform: transform, clip: clip)
            return h.value
        }
    }

    package let renderer: OpaquePointer
    let target: PixelTarget
    /// Anti-aliased edges (on by default; off gives hard-edged output).
    package var antialias = true
    /// Leading and trailing text alignment follow the layout direction, as on a device.
    package var layoutDirection: LayoutDirection = .leftToRight
    package private(set) var statistics = FrameStatistics()
    /// Whether the renderer keeps what its last blend drew, so the next frame blends only the bands of
    /// rows whose recorded shapes, text or filter changed (`BlendPlan`), with the same bytes. Set it
    /// only when nothing but this renderer writes the canvas between frames (a series of snapshots,
    /// the bench); an owner that writes it too calls `forgetKeptFrame()` after. The renderer's own
    /// writes outside its blends (images and rotated text through SDL, a filter run on its own) forget
    /// the kept frame themselves (`writesOutsideBlend`).
    package var keepsFrame: Bool {
        get { plan.keepsFrame }
        set {
            plan.keepsFrame = newValue
            if !newValue { recordings.removeAll() }
        }
    }

    /// A draw's recorded steps, kept while `keepsFrame` so that the next frame's draw in the same
    /// place (the scene, then the overlays) takes the steps of the items it shares with this one
    /// from the start of the list, instead of looking every shape and line up again: a grid's
    /// scene is unchanged when VoiceOver moves, and its overlays change only at their end (the
    /// cursor). Valid only for a draw made the same way, while the text cache has dropped no line.
    private struct Recording {
        var list: DisplayList
        var origin: Point, scale: Double, area: Rect, fillBackground: Bool
        var layoutDirection: LayoutDirection, antialias: Bool
        var invertsSpared: Bool
        var textEvictions: Int
        var steps: BlendPlan.Recorded
        /// How many steps the background added, and how many there were after each item.
        var backgroundSteps: Int
        var itemEnds: [Int]

        func matches(_ other: Recording) -> Bool {
            origin == other.origin && scale == other.scale && area == other.area && fillBackground == other.fillBackground
                && layoutDirection == other.layoutDirection && antialias == other.antialias && invertsSpared == other.invertsSpared
                && textEvictions == other.textEvictions
                && list.background == other.list.background && list.truncatesText == other.list.truncatesText
        }
    }

    /// The kept recordings, by the draw's place in its frame (draws since the plan last ran).
    private var recordings: [Recording?] = []
    /// How many draws of a frame keep their recordings: the window's frame has up to a dozen
    /// (chrome, scene, overlays, panels, a magnified scene and its overlays, the lens's edge).
    private static let keptRecordings = 16

    private func kept(_ place: Int) -> Recording? { place < recordings.count ? recordings[place] : nil }
    private var drawsInFrame = 0

    private let fonts: FontLibrary
    private let textLines: TextLineCache
    private let textLayout = TextLayout()
    private let images: ImageLibrary
    private let rasterizer = CoverageRasterizer()
    /// The rasterizer's output for the shape being drawn.
    private var geometry = CoverageBuffer()
    let plan: BlendPlan
    /// The last frame a vision filter ran on and its result, so a pass redoes only the rows that
    /// changed since (`apply(_:in:pointScale:spared:)`).
    let visionCache = VisionFilterCache()
    /// Spans of recently drawn shapes: scenes redraw mostly the same shapes every frame, and a cache
    /// hit is a copy instead of a rasterisation. Dropped wholesale past `shapeCacheLimit` spans.
    private var shapeCache = SpanCache<ShapeKey>()
    private var pathCache = SpanCache<PathKey>()
    private var shapeCacheSpans = 0
    static let shapeCacheLimit = 2_000_000
    private var clipStack: [Rect] = []
    /// SDL was asked to draw (images, rotated text) since its queue last ran.
    var sdlQueued = false
    private var currentClip: Rect = .zero
    /// The list being drawn shortens overflowing single-line text with "…" (`DisplayList.truncatesText`).
    private var truncatesText = false
    private var closed = false

    /// Flattening tolerance for curves, in device pixels.
    static let curveTolerance = 0.25
    private static let missingImageColor = Color(red: 1, green: 0, blue: 1)

    /// `lanes`: how many threads blend a draw's bands (by default one per core, at most eight); the
    /// pixels are the same whatever it is.
    package init(canvas: OffscreenCanvas, assets: AssetLocator, textCacheCapacity: Int = 4096, lanes: Int? = nil) {
        renderer = canvas.renderer
        target = PixelTarget(surface: canvas.surface)
        plan = BlendPlan(target: target, lanes: lanes ?? BlendPlan.defaultLanes)
        fonts = FontLibrary(assets: assets)
        textLines = TextLineCache(renderer: renderer, fonts: fonts, capacity: textCacheCapacity)
        images = ImageLibrary(renderer: renderer, assets: assets)
    }

    /// Number of rendered text lines currently cached.
    package var cachedTextCount: Int { textLines.count }

    /// Releases textures and fonts. Idempotent; required before the renderer goes and before `TTF_Quit`.
    package func close() {
        guard !closed else { return }
        closed = true
        textLines.removeAll()
        images.removeAll()
        textLayout.removeAll()
        shapeCache.removeAll()
        pathCache.removeAll()
        fonts.close()
    }

    // MARK: Drawing

    /// Draws `list` with the scene's point (0, 0) at device pixel `origin` and `scale` device pixels per
    /// point, clipped to `viewport` (device pixels; the whole output when nil). The viewport is first
    /// filled with the list's background unless `fillBackground` is false.
    ///
    /// With `deferBlending` the list's shapes and text are recorded but not yet blended: the next draw
    /// or filter that does not defer blends them with its own in one pass, band by band, so a frame's
    /// scene, its filter and its overlays each find the band in the core's cache where drawn one after
    /// another each read the whole canvas back from memory. The pixels are the same either way (each
    /// sees the same steps in the same order). Images and rotated text still blend what was recorded
    /// before them first, as SDL draws them at once.
    ///
    /// With `invertsSpared` (a scene about to be seen through Smart Invert) the items that ignore
    /// invert colours (`DisplayItem.ignoresInvertColors`) are drawn with their colours reversed, so
    /// the invert over the whole area that follows (`apply(.smartInvert, …)`) gives them back as drawn
    /// and reverses everything else, what lies over them included. Reversing commutes with blending
    /// (a translucent dimming layer over a spared photo is a reversed dimming layer over the photo).
    package func draw(_ list: DisplayList, origin: Point = .zero, scale: Double, viewport: Rect? = nil, fillBackground: Bool = true,
                      deferBlending: Bool = false, invertsSpared: Bool = false) {
        precondition(!closed, "DisplayListRenderer used after close()")
        statistics = FrameStatistics(items: list.count)
        truncatesText = list.truncatesText
        // Whoever holds the canvas may have queued SDL drawing (a clear) before this call.
        sdlQueued = true
        // Lines recorded by a deferred draw are blended later: they must not be evicted meanwhile, so
        // draws blended together are one frame of the text cache.
        if plan.isEmpty { textLines.beginFrame() }
        let area = viewport ?? outputBounds()
        currentClip = area
        clipStack.removeAll(keepingCapacity: true)
        applyClip()
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        let base = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y)
        let place = drawsInFrame
        drawsInFrame += 1
        let mark = plan.stepCount
        var recording = Recording(list: list, origin: origin, scale: scale, area: area, fillBackground: fillBackground,
                                  layoutDirection: layoutDirection, antialias: antialias, invertsSpared: invertsSpared,
                                  textEvictions: textLines.evictions,
                                  steps: BlendPlan.Recorded(), backgroundSteps: 0, itemEnds: [])
        self.invertsSpared = invertsSpared
        defer { self.invertsSpared = false }
        var first = 0
        var keptSteps: BlendPlan.Recorded?
        if keepsFrame, let kept = kept(place), kept.matches(recording) {
            // The items this list shares with the kept one from its start: their steps as recorded,
            // and the clips they leave in effect.
            var shared = 0
            let limit = min(list.items.count, kept.list.items.count)
            list.items.withUnsafeBufferPointer { items in
                kept.list.items.withUnsafeBufferPointer { keptItems in
                    while shared < limit && items[shared] == keptItems[shared] { shared += 1 }
                }
            }
            plan.add(kept.steps, count: shared > 0 ? kept.itemEnds[shared - 1] : kept.backgroundSteps)
            for item in list.items[..<shared] {
                switch item.command {
                case .pushClip, .popClip: draw(item, base: base)
                default: break
                }
            }
            recording.backgroundSteps = kept.backgroundSteps
            recording.itemEnds = Array(kept.itemEnds[..<shared])
            first = shared
            statistics.keptItems = shared
            keptSteps = kept.steps
        } else if fillBackground {
            // The background replaces what was there (the canvas has no alpha): one opaque span,
            // written with wide stores rather than through SDL's slower fill.
            let r = Self.sdlRect(area)
            geometry.span(Int(r.x), Int(r.y), Int(r.x + r.w), Int(r.y + r.h), SDL_Color(list.background).withAlpha(255))
            record(geometry.take())
        }
        if first == 0 { recording.backgroundSteps = plan.stepCount - mark }
        // Through the list's storage: iterating the array copied each item, and retained what it holds.
        list.items.withUnsafeBufferPointer { items in
            for index in first..<items.count {
                draw(items[index], base: base)
                if keepsFrame { recording.itemEnds.append(plan.stepCount - mark) }
            }
        }
        // A draw that blended part of itself (before an image) has no steps of its own to keep.
        if keepsFrame && place < Self.keptRecordings {
            while recordings.count <= place { recordings.append(nil) }
            if statistics.flushes == 0 {
                // A list the same as the kept one keeps its steps as they are, without a copy.
                recording.steps = first == list.items.count && list.items.count == kept(place)?.list.items.count
                    ? keptSteps ?? plan.recorded(from: mark) : plan.recorded(from: mark)
                recordings[place] = recording
            } else {
                recordings[place] = nil
            }
        }
        if !deferBlending { runPlan() }
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// Whether the list being drawn has its spared items' colours reversed (`draw(_:…:invertsSpared:)`).
    private var invertsSpared = false

    private func draw(_ item: DisplayItem, base: AffineTransform) {
        let t = item.transform.concatenating(base)
        let opacity = max(0, min(1, item.opacity))
        if isOutsideClip(item.command, transform: t) { return }
        let inverts = invertsSpared && item.ignoresInvertColors
        switch item.command {
        case .fill(let shape, let color):
            let c = SDL_Color(color, opacity: opacity).inverted(inverts)
            cached(shape, rgba: c.packed, transform: t, strokeWidth: -1) { fill(shape, color: c, transform: t) }
        case .stroke(let shape, let color, let width):
            let c = SDL_Color(color, opacity: opacity).inverted(inverts)
            cached(shape, rgba: c.packed, transform: t, strokeWidth: width) { stroke(shape, color: c, width: width, transform: t) }
        case .text(let run):
            drawText(run, transform: t, opacity: opacity, inverts: inverts)
        case .image(let name, let rect, let tint):
            drawImage(name, in: rect, tint: tint, transform: t, opacity: opacity, inverts: inverts)
        case .pushClip(let rect):
            clipStack.append(currentClip)
            currentClip = t.apply(rect).intersection(currentClip) ?? .zero
            applyClip()
        case .popClip:
            if let previous = clipStack.popLast() { currentClip = previous }
            applyClip()
        }
    }

    /// Whether `command` can put no pixel inside the current clip: a magnified frame (Zoom) shows a
    /// part of the scene, and the items wholly outside it are skipped rather than rasterised and
    /// clipped away span by span. Exact: a shape is tested with its stroke and antialiasing margin,
    /// text only under an axis-aligned transform (where it is drawn inside its box, clipped to it
    /// when it overflows); clips and anything else are never skipped. A fill or stroke is tested in
    /// `cached`, and only when it is not the shape the shape cache expects next.
    private func isOutsideClip(_ command: DrawCommand, transform t: AffineTransform) -> Bool {
        let bounds: Rect, margin: Double
        switch command {
        case .image(_, let rect, _):
            bounds = rect; margin = 2
        case .text(let run) where Self.isAxisAligned(t) && t.a > 0 && t.d > 0:
            bounds = run.box; margin = 2
        default:
            return false
        }
        return isOutsideClip(bounds, margin: margin, transform: t)
    }

    /// Whether `bounds` grown by `margin` device pixels, through `t`, misses the current clip.
    private func isOutsideClip(_ bounds: Rect, margin: Double, transform t: AffineTransform) -> Bool {
        !t.apply(bounds).insetBy(dx: -margin, dy: -margin).intersects(currentClip)
    }

    /// Records the shape's spans from the cache, or rasterises it with `body` and keeps what it emitted;
    /// nothing when it lies wholly outside the clip (`isOutsideClip`). The shape the cache expects
    /// next (a redraw's) is taken without that test: it was drawn with the same clip and transform,
    /// so it is not outside, and working out its bounds (a dense overlay's tint paths walk thousands
    /// of points) was 5 % of grid-10000's frame.
    private func cached(_ shape: Shape, rgba: UInt32, transform: AffineTransform, strokeWidth: Double, _ body: () -> Void) {
        // Worked out only for a shape the cache does not expect next.
        func isOutside() -> Bool {
            isOutsideClip(shape.bounds, margin: strokeWidth < 0 ? 2 : 2 + strokeWidth * Self.linearScale(transform), transform: transform)
        }
        if let key = ShapeKey(shape, rgba: rgba, transform: transform, strokeWidth: strokeWidth, antialias: antialias, clip: currentClip) {
            if let spans = shapeCache.next(key) { return recordCached(spans) }
            if isOutside() { return }
            switch shapeCache.lookUp(key) {
            case .found(let spans): recordCached(spans)
            case .missing(let digest): shapeCache.insert(rasterized(body), for: key, digest: digest)
            }
        } else if case .path(let path, let rule) = shape {
            let key = PathKey(path: path, rule: rule, rgba: rgba, transform: transform, strokeWidth: strokeWidth,
                              antialias: antialias, clip: currentClip)
            if let spans = pathCache.next(key) { return recordCached(spans) }
            if isOutside() { return }
            switch pathCache.lookUp(key) {
            case .found(let spans): recordCached(spans)
            case .missing(let digest): pathCache.insert(rasterized(body), for: key, digest: digest)
            }
        }
    }

    private func recordCached(_ spans: [PixelSpan]) {
        record(spans)
        statistics.cachedShapes += 1
    }

    /// The spans `body` emits, recorded, with room made for them in the caches.
    private func rasterized(_ body: () -> Void) -> [PixelSpan] {
        body()
        let spans = geometry.take()
        record(spans)
        if shapeCacheSpans + spans.count > Self.shapeCacheLimit {
            shapeCache.removeAll()
            pathCache.removeAll()
            shapeCacheSpans = 0
        }
        shapeCacheSpans += spans.count
        return spans
    }

    /// Adds one shape's spans (in the rasterizer's row order) to the plan, within the current clip.
    private func record(_ spans: [PixelSpan]) {
        statistics.spans += spans.count
        plan.add(spans, clip: clipRect)
    }

    /// Fills a shape given in scene points, `transform` taking it to device pixels.
    func fill(_ shape: Shape, color: SDL_Color, transform t: AffineTransform) {
        guard color.a > 0 else { return }
        switch shape {
        case .line:
            return
        case .rect(let r) where Self.isAxisAligned(t):
            fillDeviceRect(t.apply(r), color: color)
        default:
            let tolerance = Self.curveTolerance / Self.linearScale(t)
            for polygon in shape.path.polygons(tolerance: tolerance) {
                rasterizer.addContour(polygon.map(t.apply))
            }
            rasterizer.fill(rule: shape.fillRule, color: color, antialias: smoothEdges(color), rows: visibleRows, into: &geometry)
        }
    }

    /// Strokes a shape's outline `width` points wide (hairlines thinner than a device pixel are drawn
    /// one pixel wide and proportionally fainter, so they stay visible and smooth).
    func stroke(_ shape: Shape, color: SDL_Color, width: Double, transform t: AffineTransform) {
        var deviceWidth = width * Self.linearScale(t)
        var color = color
        if deviceWidth < 1 {
            color = color.withAlpha(UInt8(Double(color.a) * max(0, deviceWidth)))
            deviceWidth = 1
        }
        guard color.a > 0 else { return }
        if case .rect(let r) = shape, Self.isAxisAligned(t) {
            strokeDeviceRect(t.apply(r), width: deviceWidth, color: color)
            return
        }
        let tolerance = Self.curveTolerance / Self.linearScale(t)
        let subpaths: [(path: Path, closed: Bool)]
        switch shape {
        case .line(let a, let b): subpaths = [(Path([.move(a), .line(b)]), false)]
        case .path(let path, _): subpaths = StrokeOutliner.subpaths(of: path)
        default: subpaths = [(shape.path, true)]
        }
        for subpath in subpaths {
            for polygon in subpath.path.polygons(tolerance: tolerance) {
                StrokeOutliner.add(polygon.map(t.apply), closed: subpath.closed, width: deviceWidth, to: rasterizer)
            }
        }
        rasterizer.fill(rule: .nonZero, color: color, antialias: smoothEdges(color), rows: visibleRows, into: &geometry)
    }

    /// An axis-aligned rectangle's mitred outline is the ring between the rectangle grown and shrunk by
    /// half the width: two contours, where the general outliner adds a quad and a miter wedge per side
    /// (the overlays outline every element, 10,000 of them in a big scene). A width that swallows the
    /// inside leaves the grown rectangle whole, as the mitred outline covers it too.
    private func strokeDeviceRect(_ r: Rect, width: Double, color: SDL_Color) {
        let half = width / 2
        rasterizer.addConvex(Point(r.minX - half, r.minY - half), Point(r.maxX + half, r.minY - half),
                             Point(r.maxX + half, r.maxY + half), Point(r.minX - half, r.maxY + half))
        if r.width > width && r.height > width {
            // Wound against the outer contour, so the non-zero rule leaves it empty.
            rasterizer.addContour([Point(r.minX + half, r.minY + half), Point(r.minX + half, r.maxY - half),
                                   Point(r.maxX - half, r.maxY - half), Point(r.maxX - half, r.minY + half)])
        }
        rasterizer.fill(rule: .nonZero, color: color, antialias: smoothEdges(color), rows: visibleRows, into: &geometry)
    }

    /// Colours fainter than this (alpha out of 255) are filled without anti-aliasing: a hard edge of
    /// a near-transparent fill changes a pixel by at most half this many levels, below what the eye or
    /// the snapshot tolerance tells apart, and it takes one span per row instead of a run per
    /// coverage level (the home screen's soft light blobs are most of its spans otherwise).
    static let faintAlpha: UInt8 = 24

    private func smoothEdges(_ color: SDL_Color) -> Bool { antialias && color.a >= Self.faintAlpha }

    /// An axis-aligned device rectangle: on whole pixels it is exactly one span; otherwise its
    /// partly covered edge pixels go through the rasterizer.
    private func fillDeviceRect(_ r: Rect, color: SDL_Color) {
        guard r.width > 0, r.height > 0 else { return }
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-3 }
        if !antialias || (whole(r.minX) && whole(r.minY) && whole(r.maxX) && whole(r.maxY)) {
            let x0 = r.minX.rounded(), y0 = r.minY.rounded(), x1 = r.maxX.rounded(), y1 = r.maxY.rounded()
            guard x1 > x0, y1 > y0 else { return }
            geometry.span(Int(saturating: x0), Int(saturating: y0), Int(saturating: x1), Int(saturating: y1), color)
            return
        }
        rasterizer.addConvex(Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY))
        rasterizer.fill(rule: .nonZero, color: color, antialias: true, rows: visibleRows, into: &geometry)
    }

    /// Blends what the plan holds into the canvas, after whatever SDL still has queued (images, a
    /// clear by the canvas's owner), so the display list's order holds. Runs before SDL draws
    /// anything and when the draw ends.
    func runPlan() {
        guard !plan.isEmpty else { return }
        if sdlQueued {
            SDL_RenderFlush(renderer)
            sdlQueued = false
        }
        statistics.flushes += 1
        drawsInFrame = 0
        statistics.pixels += plan.run()
        statistics.unchangedBands += plan.skippedBands
    }

    /// The canvas is about to be written other than by the plan (SDL drawing an image or rotated
    /// text, a filter run on its own): the kept frame no longer shows what the canvas holds. Every
    /// such write goes through here.
    func writesOutsideBlend() {
        outsideWrites += 1
        plan.forgetKeptRun()
    }

    /// How many times the renderer wrote the canvas outside its blends (`writesOutsideBlend`): an
    /// owner that compares it before and after a draw learns whether that draw could be kept.
    package private(set) var outsideWrites = 0

    /// Forgets the kept frame (`keepsFrame`): for an owner that wrote the canvas itself.
    package func forgetKeptFrame() { plan.forgetKeptRun() }

    /// The current clip in whole device pixels.
    private var clipRect: SDL_Rect { Self.sdlRect(currentClip) }

    // MARK: Text

    private func drawText(_ run: TextRun, transform t: AffineTransform, opacity: Double, inverts: Bool = false) {
        let linear = Self.linearScale(t)
        let pixelSize = Int(saturating: (run.size * linear).rounded())
        let color = SDL_Color(run.color, opacity: opacity).inverted(inverts)
        guard pixelSize >= 1, color.a > 0, !run.string.isEmpty else { return }
        let bold = FontLibrary.isBold(run.weight)
        guard let font = fonts.font(pixelSize: pixelSize, bold: bold, for: run.string) else { return }
        let boxWidth = run.box.width * linear, boxHeight = run.box.height * linear
        let lines = textLayout.lines(run.string, font: font, width: Int(saturating: boxWidth.rounded(.down)), wraps: run.wraps, truncates: truncatesText)
        let lineSkip = Double(TTF_FontLineSkip(font))
        let blockHeight = lineSkip * Double(lines.count)
        let axisAligned = Self.isAxisAligned(t) && t.a > 0 && t.d > 0
        let deviceBox = t.apply(run.box)
        let top = (boxHeight - blockHeight) / 2
        let alignment = run.alignment.physical(in: layoutDirection)

        var clipped = false
        for (index, line) in lines.enumerated() {
            guard let image = textLines.line(line, pixelSize: pixelSize, bold: bold, color: color) else { continue }
            let width = Double(image.width)
            if !clipped, axisAligned, width > boxWidth + 0.5 || blockHeight > boxHeight + 0.5 {
                clipped = true
                clipStack.append(currentClip)
                currentClip = deviceBox.intersection(currentClip) ?? .zero
                applyClip()
            }
            let dx: Double
            switch alignment {
            case .leading: dx = 0
            case .center: dx = (boxWidth - width) / 2
            case .trailing: dx = boxWidth - width
            }
            let dy = top + lineSkip * Double(index)
            statistics.textDraws += 1
            if axisAligned {
                plan.add(image, x: Int(saturating: (deviceBox.minX + dx).rounded()), y: Int(saturating: (deviceBox.minY + dy).rounded()), opacity: color.a, clip: clipRect)
            } else if let texture = textLines.texture(line, pixelSize: pixelSize, bold: bold, color: color) {
                runPlan()
                writesOutsideBlend()
                SDL_SetTextureAlphaMod(texture, color.a)
                let anchor = t.apply(Point(run.box.minX + dx / linear, run.box.minY + dy / linear))
                var dst = SDL_FRect(x: Float(anchor.x), y: Float(anchor.y), w: Float(image.width), h: Float(image.height))
                var center = SDL_FPoint(x: 0, y: 0)
                SDL_RenderCopyExF(renderer, texture, nil, &dst, Self.angleDegrees(t), &center, SDL_FLIP_NONE)
                sdlQueued = true
            }
        }
        if clipped, let previous = clipStack.popLast() {
            currentClip = previous
            applyClip()
        }
    }

    // MARK: Images

    /// An image, or with `inverts` its colours reversed: a tinted one (a template, its colour the
    /// tint's) in the reversed tint, any other from a texture of its pixels reversed.
    private func drawImage(_ name: String, in rect: Rect, tint: Color?, transform t: AffineTransform, opacity: Double, inverts: Bool = false) {
        guard let texture = images.texture(named: name, inverted: inverts && tint == nil) else {
            // A visible marker instead of silently dropping content the scene asked for.
            let magenta = SDL_Color(Self.missingImageColor, opacity: opacity)
            stroke(.rect(rect), color: magenta, width: 1, transform: t)
            record(geometry.take())
            stroke(.line(from: Point(rect.minX, rect.minY), to: Point(rect.maxX, rect.maxY)), color: magenta, width: 1, transform: t)
            record(geometry.take())
            stroke(.line(from: Point(rect.maxX, rect.minY), to: Point(rect.minX, rect.maxY)), color: magenta, width: 1, transform: t)
            record(geometry.take())
            return
        }
        runPlan()
        writesOutsideBlend()
        let modulation = tint.map { SDL_Color($0, opacity: opacity).inverted(inverts) } ?? SDL_Color(.white, opacity: opacity)
        SDL_SetTextureColorMod(texture, modulation.r, modulation.g, modulation.b)
        SDL_SetTextureAlphaMod(texture, modulation.a)
        if Self.isAxisAligned(t) {
            var dst = Self.sdlFRect(t.apply(rect))
            SDL_RenderCopyF(renderer, texture, nil, &dst)
            sdlQueued = true
        } else {
            let anchor = t.apply(rect.origin)
            let linear = Self.linearScale(t)
            var dst = SDL_FRect(x: Float(anchor.x), y: Float(anchor.y), w: Float(rect.width * linear), h: Float(rect.height * linear))
            var center = SDL_FPoint(x: 0, y: 0)
            SDL_RenderCopyExF(renderer, texture, nil, &dst, Self.angleDegrees(t), &center, SDL_FLIP_NONE)
            sdlQueued = true
        }
    }

    // MARK: Helpers

    /// The device pixel rows the current clip lets through.
    private var visibleRows: Range<Int> {
        let top = Int(saturating: max(-1e9, currentClip.minY).rounded(.down)), bottom = Int(saturating: min(1e9, currentClip.maxY).rounded(.up))
        return top..<max(top, bottom)
    }

    private func applyClip() {
        var rect = Self.sdlRect(currentClip)
        SDL_RenderSetClipRect(renderer, &rect)
    }

    private func outputBounds() -> Rect {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return Rect(x: 0, y: 0, width: Double(w), height: Double(h))
    }

    static func isAxisAligned(_ t: AffineTransform) -> Bool { t.b == 0 && t.c == 0 }

    /// How much the transform scales lengths (the square root of its area scale).
    static func linearScale(_ t: AffineTransform) -> Double { max(1e-6, abs(t.determinant).squareRoot()) }

    static func angleDegrees(_ t: AffineTransform) -> Double { atan2(t.b, t.a) * 180 / .pi }

    /// A device rectangle rounded to whole pixels (clip rectangles are integral in SDL).
    static func sdlRect(_ r: Rect) -> SDL_Rect {
        let x0 = r.minX.rounded(), y0 = r.minY.rounded(), x1 = r.maxX.rounded(), y1 = r.maxY.rounded()
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }

    static func sdlFRect(_ r: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(r.minX), y: Float(r.minY), w: Float(r.width), h: Float(r.height))
    }
}

/// FNV-1a over 64-bit words: the shape cache's digests.
private struct DigestFNV {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    @inline(__always) mutating func mix(_ bits: UInt64) { value = (value ^ bits) &* 0x0000_0100_0000_01B3 }

    @inline(__always) mutating func mix(_ r: Rect) {
        mix(r.minX.bitPattern); mix(r.minY.bitPattern); mix(r.width.bitPattern); mix(r.height.bitPattern)
    }

    /// How a shape was drawn: its colour, stroke width, edges, transform and clip.
    @inline(__always) mutating func mixDrawing(rgba: UInt32, strokeWidth: Double, antialias: Bool, transform t: AffineTransform, clip: Rect) {
        mix(UInt64(rgba)); mix(strokeWidth.bitPattern); mix(antialias ? 1 : 0)
        mix(t.a.bitPattern); mix(t.b.bitPattern); mix(t.c.bitPattern); mix(t.d.bitPattern); mix(t.tx.bitPattern); mix(t.ty.bitPattern)
        mix(clip)
    }
}

/// A shape cache key: compared exactly, found by its digest.
protocol SpanCacheKey: Equatable {
    var digest: UInt64 { get }
}

/// Spans of shapes drawn, by what was drawn. The table maps a key's digest to where the key is; keys and
/// spans are kept in arrays in the order they were first drawn. A frame draws mostly what the last one
/// did, in the same order, so looking its shapes up reads those arrays front to back, where a hash
/// table of whole keys sends every lookup to a different part of memory (on a 10,000-cell grid that
/// was most of a frame).
struct SpanCache<Key: SpanCacheKey> {
    private var firstIndex: [UInt64: Int32] = [:]
    private var keys: [Key] = []
    /// The next key with the same digest, or -1.
    private var sameDigest: [Int32] = []
    private var values: [[PixelSpan]] = []
    /// Where the key after the last one found or added is: a redraw asks for that one next, and
    /// comparing it first skips the table.
    private var next = 0

    /// What a lookup found: the key's spans, or that it has none yet and its digest (to insert with).
    enum Lookup {
        case found([PixelSpan])
        case missing(digest: UInt64)
    }

    /// The spans of `key` when it is the key after the last one found or added, where a redraw asks
    /// next; nil otherwise (it may still be elsewhere: `lookUp`).
    mutating func next(_ key: Key) -> [PixelSpan]? {
        guard next < keys.count, keys[next] == key else { return nil }
        next += 1
        return values[next - 1]
    }

    /// The spans drawn for `key`. The key's digest is worked out only when `key` is not the one
    /// after the last found: a redrawn frame finds nearly every shape there, and hashing each
    /// shape's dozen fields was 2 % of a 10,000-cell grid's frame.
    mutating func lookUp(_ key: Key) -> Lookup {
        if let spans = next(key) { return .found(spans) }
        let digest = key.digest
        var index = firstIndex[digest] ?? -1
        while index >= 0 {
            if keys[Int(index)] == key {
                next = Int(index) + 1
                return .found(values[Int(index)])
            }
            index = sameDigest[Int(index)]
        }
        return .missing(digest: digest)
    }

    mutating func insert(_ spans: [PixelSpan], for key: Key, digest: UInt64) {
        sameDigest.append(firstIndex[digest] ?? -1)
        firstIndex[digest] = Int32(keys.count)
        keys.append(key)
        values.append(spans)
        next = keys.count
    }

    var count: Int { keys.count }

    mutating func removeAll() {
        firstIndex.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        sameDigest.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        next = 0
    }
}

