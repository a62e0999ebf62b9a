import AXCore
import AXEngine
import AXSDL

/// Draws scenes as images for the HTML pages (the validation report, the trace viewer) with the
/// renderer `snapshot` uses. Use inside `SDLRuntime.with(.headless)`.
struct PageImages {
    let assets: AssetLocator
    /// Device pixels per point: 1 keeps pages small; the page shows each picture at its size in points.
    var scale: Double = 1

    func image(_ scene: Scene, settings: Settings, time: Int = 0, overlays: Set<OverlayKind> = [],
               order: NavigationOrder? = nil, state: AccessibilityOverlay.State = .init(), vision: VisionFilter? = nil,
               voiceControl: VoiceControlShown? = nil, zoom: ZoomLens? = nil, cursors: [FocusIndicator] = [],
               speakScreen: SpeakScreenController? = nil) throws -> EmbeddedImage {
        // Overlays without their legend: the page lists the elements itself.
        var snapshot = SceneSnapshot(scale: scale, overlays: overlays, time: time, vision: vision, zoom: zoom)
        snapshot.cursors = cursors
        snapshot.speakScreen = speakScreen
        snapshot.voiceControl = voiceControl
        let pixels = try snapshot.render(scene, settings: settings, assets: assets, order: order, state: state)
        return EmbeddedImage(png: try pixels.pngBytes(), width: pixels.width, height: pixels.height, pixelsPerPoint: scale)
    }

    /// `cursors` (the trace viewer: Full Keyboard Access's ring and list) alone on a transparent
    /// background the scene's size, drawn as `snapshot --after` draws them
    /// (`SceneSnapshot.renderCursorLayer`), for the page to lay over a frame; nil when they draw nothing.
    /// With `speakScreen`, Speak Screen's highlight and controller, drawn so too; with
    /// `largeContentViewer`, the Large Content Viewer's panel (`LargeContentViewerHUD`).
    func cursorLayer(_ scene: Scene, settings: Settings, cursors: [FocusIndicator], speakScreen: SpeakScreenController? = nil,
                     largeContentViewer: LargeContentViewerItem? = nil, order: NavigationOrder? = nil) throws -> EmbeddedImage? {
        guard !cursors.isEmpty || speakScreen != nil || largeContentViewer != nil else { return nil }
        var snapshot = SceneSnapshot(scale: scale)
        snapshot.cursors = cursors
        snapshot.speakScreen = speakScreen
        snapshot.largeContentViewer = largeContentViewer
        guard let pixels = try snapshot.renderCursorLayer(scene, settings: settings, assets: assets, order: order) else { return nil }
        return EmbeddedImage(png: try pixels.pngBytes(), width: pixels.width, height: pixels.height, pixelsPerPoint: scale)
    }
}
