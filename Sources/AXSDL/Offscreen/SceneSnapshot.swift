import AXCore
import AXEngine

/// Renders a scene headlessly, with overlays and their legend, into pixels: `axsandbox snapshot`,
/// snapshot tests and the window's screenshot share this composition.
package struct SceneSnapshot {
    package var scale: Double
    package var overlays: Set<OverlayKind>
    /// Virtual time the scene is drawn at, in milliseconds.
    package var time: Int
    /// How many threads blend the picture (nil: one per core, at most eight). The pixels are the
    /// same whatever the number; tests compare them.
    package var lanes: Int?
    /// The vision filter the scene is seen through (docs/vision.md), under the overlays; nil for none.
    package var vision: VisionFilter?
    /// What a Zoom user sees (docs/vision.md#zoom): Full Screen Zoom's region over the whole scene
    /// area, or Window Zoom's lens over the scene; nil for no zoom.
    package var zoom: ZoomLens?
    /// The cursors of the technologies other than VoiceOver that are on (`Session.focusIndicators`
    /// without VoiceOver's): Switch Control's highlight and menu, Full Keyboard Access's ring and
    /// list. Drawn over the scene and every overlay, whatever overlays are shown, as the window draws
    /// them: they are what their users work by (`snapshot --after` a trace that leaves them on).
    package var cursors: [FocusIndicator] = []
    /// What Voice Control shows (its names, numbers or grid, a choice's numbers), drawn over the
    /// cursors by the window's own `VoiceControlOverlayView`, whatever overlays are shown: what a
    /// voice user sees (`snapshot --after` a trace that leaves an overlay or a choice, the trace
    /// viewer's frames). nil: Voice Control is off.
    package var voiceControl: VoiceControlShown?
    /// What the Large Content Viewer shows (`Session.largeContentViewer`), drawn over the cursors
    /// and under Voice Control's overlay as the window draws it (`snapshot --hold X,Y`, a finger
    /// held there). nil: the viewer is closed.
    package var largeContentViewer: LargeContentViewerItem?
    /// Speak Screen's highlight and controller while it is open (`Session.speakScreenController`),
    /// drawn by the window's own `SpeakScreenOverlay` over the cursors, under Voice Control's
    /// overlay, whatever overlays are shown, as the window draws them: `snapshot --after` a trace
    /// that ends while Speak Screen reads, and the trace viewer's Speak Screen layer. nil: closed.
    package var speakScreen: SpeakScreenController?

    package init(scale: Double = 2, overlays: Set<OverlayKind> = [], time: Int = 0, lanes: Int? = nil, vision: VisionFilter? = nil,
                 zoom: ZoomLens? = nil) {
        self.scale = scale; self.overlays = overlays; self.time = time; self.lanes = lanes; self.vision = vision; self.zoom = zoom
    }

    /// Draws what `session` shows over its scene as the window showed it then: the vision filter,
    /// Zoom's region or lens, the other technologies' cursors, Voice Control's overlay, Speak
    /// Screen's highlight and controller, and the Large Content Viewer. The one place
    /// `snapshot --after` and `replay --frames` take them from, so the last frame is what
    /// `snapshot --after` draws.
    package mutating func show(_ session: Session) {
        vision = session.visionFilter
        zoom = session.zoomLens
        cursors = session.focusIndicators.filter { !$0.isCursorOverlay }
        voiceControl = VoiceControlShown(session: session, said: nil)
        largeContentViewer = session.largeContentViewer
        speakScreen = session.speakScreenController
    }

    /// The display lists of one snapshot: the scene, what is drawn over it, and the legend beside it.
    struct Composition {
        package var scene: DisplayList
        package var overlay: DisplayList
        package var legend: DisplayList?
        /// Size in points of the whole picture (scene plus legend).
        package var size: Size
        package var sceneSize: Size
        /// The other technologies' cursors (`SceneSnapshot.cursors`) and Voice Control's overlay
        /// (`SceneSnapshot.voiceControl`), over the overlays.
        package var cursors = DisplayList(background: .clear)

        /// A legend column naming `missing` characters no font could draw, after the others; a
        /// composition without a legend gets one for it.
        mutating func addMissingGlyphs(_ missing: [Unicode.Scalar]) {
            guard !missing.isEmpty else { return }
            let shownWidth = size.width - sceneSize.width
            var list = legend ?? DisplayList(background: ElementFrameOverlay.legendBackground)
            list.withTransform(.translation(x: shownWidth, y: 0)) { $0.append(contentsOf: MissingGlyphsKey(characters: missing).draw(height: sceneSize.height)) }
            legend = list
            size.width += MissingGlyphsKey.width
        }
    }

    /// Builds the display lists for `scene` under `settings` (no SDL needed). `order` defaults to the
    /// navigation order of the scene's current tree; `state` gives the cursor, drag and findings.
    func compose(_ scene: Scene, settings: Settings, order: NavigationOrder? = nil,
                        state: AccessibilityOverlay.State = .init()) -> Composition {
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: time)
        let sceneSize = scene.device.size
        var size = sceneSize
        guard !overlays.isEmpty || !cursors.isEmpty || voiceControl != nil || largeContentViewer != nil || speakScreen != nil else {
            return Composition(scene: list, overlay: DisplayList(background: .clear), legend: nil, size: size, sceneSize: sceneSize)
        }
        let order = order ?? NavigationOrder(scene: scene, settings: settings)
        var cursorList = DisplayList(background: .clear)
        FocusIndicatorPass(indicators: cursors, bounds: Rect(origin: .zero, size: sceneSize)).hidingScrolledOut(in: order)
            .draw(into: &cursorList, scale: 1)
        // Speak Screen's highlight and controller, over the cursors as in the window.
        if let speakScreen {
            SpeakScreenOverlay(controller: speakScreen, bounds: Rect(origin: .zero, size: sceneSize)).draw(into: &cursorList, scale: 1)
        }
        if let largeContentViewer {
            LargeContentViewerHUD(item: largeContentViewer, bounds: Rect(origin: .zero, size: sceneSize)).draw(into: &cursorList)
        }
        // Over the cursors, as the window draws it; its text at the size the window gives it at
        // scale 1 (one window point a scene point).
        if let voiceControl {
            VoiceControlOverlayView(shown: voiceControl, bounds: Rect(origin: .zero, size: sceneSize), typing: nil).draw(into: &cursorList, scale: 1)
        }
        guard !overlays.isEmpty else {
            return Composition(scene: list, overlay: DisplayList(background: .clear), legend: nil, size: size, sceneSize: sceneSize,
                               cursors: cursorList)
        }
        let frames = overlays.contains(.frames) ? ElementFrameOverlay(order: order).keepingBadgesClear(of: list, direction: settings.layoutDirection) : nil
        let overlay = AccessibilityOverlay(kinds: overlays, order: order, state: state, bounds: Rect(origin: .zero, size: sceneSize))
            .displayList(frames: frames)
        var legendList = DisplayList(background: ElementFrameOverlay.legendBackground)
        var legendWidth = 0.0
        if let frames {
            legendList.append(contentsOf: frames.legend(height: sceneSize.height))
            legendWidth = frames.legendSize(height: sceneSize.height).width
        }
        let key = OverlayLegendKey(kinds: overlays)
        if !key.isEmpty {
            legendList.withTransform(.translation(x: legendWidth, y: 0)) { $0.append(contentsOf: key.draw(height: sceneSize.height)) }
            legendWidth += OverlayLegendKey.width
        }
        size.width += legendWidth
        return Composition(scene: list, overlay: overlay, legend: legendList, size: size, sceneSize: sceneSize, cursors: cursorList)
    }

    /// Draws a composition with `renderer` at this snapshot's scale, the scene's origin at `origin`
    /// (device pixels).
    func draw(_ composition: Composition, with renderer: DisplayListRenderer, origin: Point = .zero) {
        let sceneArea = Rect(x: origin.x, y: origin.y, width: composition.sceneSize.width * scale,
                             height: composition.sceneSize.height * scale)
        if let zoom {
            // Window Zoom's lens lies over the scene as drawn; Full Screen Zoom's region covers it.
            if zoom.mode == .window { drawScene(composition, origin: origin, scale: scale, in: sceneArea, with: renderer) }
            let window = Rect(x: origin.x + zoom.window.minX * scale, y: origin.y + zoom.window.minY * scale,
                              width: zoom.window.width * scale, height: zoom.window.height * scale)
            let magnified = zoom.placement(in: window)
            drawScene(composition, origin: magnified.origin, scale: magnified.scale, in: window, with: renderer, pointScale: scale)
            if zoom.mode == .window {
                renderer.draw(ZoomLensFrame.displayList(around: zoom.window), origin: origin, scale: scale, viewport: sceneArea, fillBackground: false)
            }
        } else {
            drawScene(composition, origin: origin, scale: scale, in: sceneArea, with: renderer)
        }
        if let legend = composition.legend {
            let legendOrigin = Point(x: sceneArea.maxX, y: origin.y)
            let legendArea = Rect(x: legendOrigin.x, y: legendOrigin.y,
                                  width: (composition.size.width - composition.sceneSize.width) * scale, height: sceneArea.height)
            renderer.draw(legend, origin: legendOrigin, scale: scale, viewport: legendArea)
        }
    }

    /// The scene, the filter over it and the overlays, with scene point (0, 0) at `origin` and `scale`
    /// pixels per point, inside `area`; `pointScale` is the picture's pixels per point (a filter's
    /// blur radius is in points of the screen, not of the magnified scene).
    private func drawScene(_ composition: Composition, origin: Point, scale: Double, in area: Rect,
                           with renderer: DisplayListRenderer, pointScale: Double? = nil) {
        // The scene, the filter and the overlays blended in one pass (`deferBlending`).
        let overlaid = !composition.overlay.isEmpty || !composition.cursors.isEmpty
        // Under Smart Invert the items that ignore invert colours are drawn reversed, and the invert
        // over the whole area gives them back (`DisplayListRenderer.draw(_:…:invertsSpared:)`).
        renderer.draw(composition.scene, origin: origin, scale: scale, viewport: area, deferBlending: vision != nil || overlaid,
                      invertsSpared: vision == .smartInvert)
        if let vision {
            renderer.apply(vision, in: area, pointScale: pointScale ?? scale, deferBlending: overlaid)
        }
        if !composition.overlay.isEmpty {
            renderer.draw(composition.overlay, origin: origin, scale: scale, viewport: area, fillBackground: false)
        }
        if !composition.cursors.isEmpty {
            renderer.draw(composition.cursors, origin: origin, scale: scale, viewport: area, fillBackground: false)
        }
    }

    /// The characters of `list`'s text that neither the bundled font nor the CJK fallback draws.
    /// Call inside `SDLRuntime.with`.
    static func missingCharacters(in list: DisplayList, assets: AssetLocator,
                                  fallbackCandidates: [String] = FontLibrary.fallbackCandidates) -> [Unicode.Scalar] {
        let fonts = FontLibrary(assets: assets, fallbackCandidates: fallbackCandidates)
        defer { fonts.close() }
        return fonts.missingCharacters(in: MissingGlyphsKey.texts(of: list))
    }

    /// The cursors alone (`cursors`, `speakScreen` and `largeContentViewer`: no scene, overlays,
    /// filter, zoom or Voice Control) on a
    /// transparent background the scene's size; nil when they draw nothing. The trace viewer lays it
    /// over a frame, so its toggle can hide Full Keyboard Access's ring and list, drawn by the same
    /// `FocusIndicatorPass` as `snapshot --after` draws them. The canvas has no alpha channel, so the
    /// cursors are drawn over black and over white and each pixel's opacity is read from the
    /// difference (difference matting): the ring's smoothed edge and the list's text keep theirs.
    /// Call inside `SDLRuntime.with`.
    package func renderCursorLayer(_ scene: Scene, settings: Settings, assets: AssetLocator,
                                   order: NavigationOrder? = nil) throws -> PixelBuffer? {
        var alone = self
        alone.overlays = []; alone.voiceControl = nil; alone.vision = nil; alone.zoom = nil
        let composition = alone.compose(scene, settings: settings, order: order)
        guard !composition.cursors.isEmpty else { return nil }
        let width = Int(saturating: (composition.sceneSize.width * scale).rounded(.up))
        let height = Int(saturating: (composition.sceneSize.height * scale).rounded(.up))
        guard width <= OffscreenCanvas.maximumSide, height <= OffscreenCanvas.maximumSide else {
            throw PictureTooLarge(width: width, height: height, points: composition.sceneSize, scale: scale)
        }
        func drawn(over background: Color) throws -> PixelBuffer {
            let canvas = try OffscreenCanvas(width: width, height: height)
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: assets, lanes: lanes)
            defer { renderer.close() }
            renderer.layoutDirection = settings.layoutDirection
            var list = DisplayList(background: background)
            list.append(contentsOf: composition.cursors)
            renderer.draw(list, scale: scale)
            return try canvas.pixels()
        }
        let black = try drawn(over: .black), white = try drawn(over: .white)
        return Self.matte(overBlack: black, overWhite: white)
    }

    /// The image with straight alpha whose drawing over black gives `black` and over white gives
    /// `white`: over black a pixel is colour × opacity, over white that plus 255 × (1 − opacity).
    static func matte(overBlack black: PixelBuffer, overWhite white: PixelBuffer) -> PixelBuffer {
        var bytes = [UInt8](repeating: 0, count: black.width * black.height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let spread = max(Int(white.bytes[i]) - Int(black.bytes[i]), Int(white.bytes[i + 1]) - Int(black.bytes[i + 1]),
                             Int(white.bytes[i + 2]) - Int(black.bytes[i + 2]))
            let alpha = 255 - min(255, max(0, spread))
            guard alpha > 0 else { continue }
            for c in 0..<3 { bytes[i + c] = UInt8(min(255, (Int(black.bytes[i + c]) * 255 + alpha / 2) / alpha)) }
            bytes[i + 3] = UInt8(alpha)
        }
        return PixelBuffer(width: black.width, height: black.height, bytes: bytes)
    }

    /// Renders `scene` into pixels. Call inside `SDLRuntime.with`.
    package func render(_ scene: Scene, settings: Settings, assets: AssetLocator,
                       order: NavigationOrder? = nil, state: AccessibilityOverlay.State = .init()) throws -> PixelBuffer {
        var composition = compose(scene, settings: settings, order: order, state: state)
        composition.addMissingGlyphs(Self.missingCharacters(in: composition.scene, assets: assets))
        let width = Int(saturating: (composition.size.width * scale).rounded(.up))
        let height = Int(saturating: (composition.size.height * scale).rounded(.up))
        guard width <= OffscreenCanvas.maximumSide, height <= OffscreenCanvas.maximumSide else {
            throw PictureTooLarge(width: width, height: height, points: composition.size, scale: scale)
        }
        let canvas = try OffscreenCanvas(width: width, height: height)
        defer { canvas.close() }
        let renderer = DisplayListRenderer(canvas: canvas, assets: assets, lanes: lanes)
        defer { renderer.close() }
        renderer.layoutDirection = settings.layoutDirection
        draw(composition, with: renderer)
        return try canvas.pixels()
    }
}
