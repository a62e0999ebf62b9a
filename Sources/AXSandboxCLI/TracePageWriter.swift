import AXCore
import AXEngine
import AXSDL
import AXTrace
import Foundation

/// Builds the trace viewer page (`view`, `replay --html`): replays the trace through the engine
/// with frames drawn by the renderer `snapshot` uses, and writes the page.
enum TracePageWriter {
    /// Replays and writes the page to `output`; returns what was built. Throws (exit status 2) when
    /// the trace cannot be replayed or the page cannot be drawn or written.
    static func write(trace: Trace, replayer: Replayer, source: String, overlays: Set<OverlayKind> = [],
                      to output: OutputFile) throws(CommandLineError) -> TraceViewerPage.Built {
        let built: TraceViewerPage.Built
        do {
            let images = PageImages(assets: try AssetLocator.locate())
            var layers = TraceViewerPage.Layers()
            // Speak Screen's highlight and controller, drawn as `snapshot --after` and the window draw them.
            layers.speakScreen = { session in
                try images.cursorLayer(session.scene, settings: session.settings, cursors: [],
                                       speakScreen: session.speakScreenController, order: session.navigation)
            }
            // The Large Content Viewer's panel while a finger holds it open, drawn by the window's HUD.
            layers.largeContentViewer = { session, item in
                try images.cursorLayer(session.scene, settings: session.settings, cursors: [],
                                       largeContentViewer: item, order: session.navigation)
            }
            // What a Zoom user sees, drawn as `snapshot --after` draws a trace that ends zoomed in: the
            // other technologies' cursors, Speak Screen and Voice Control magnified with the scene.
            layers.zoom = { session, time in
                guard let lens = session.zoomLens else { return nil }
                // The scene's size (no overlays, whose legend would widen it), laid over the frame's scene part.
                return try images.image(session.scene, settings: session.settings, time: time, order: session.navigation,
                                        vision: session.visionFilter, voiceControl: VoiceControlShown(session: session, said: nil), zoom: lens,
                                        cursors: session.focusIndicators.filter { !$0.isCursorOverlay },
                                        speakScreen: session.speakScreenController)
            }
            built = try SDLRuntime.with(.headless) {
                try TraceViewerPage.build(trace: trace, replayer: replayer, source: source, layers: layers) { session, time in
                    // Drawn when the step ends (`Replayer.Shown.until`), as `replay --frames` draws it.
                    try images.image(session.scene, settings: session.settings, time: time, overlays: overlays,
                                     order: session.navigation,
                                     state: .init(focusedID: session.dragSession == nil ? nil : session.focusedElementID, drag: session.dragSession,
                                                   selectedDrop: session.selectedDropPoint),
                                     // Through the filter the user saw the screen through then (the header's or a `vision` record's).
                                     vision: session.visionFilter,
                                     // Voice Control's overlay and choice, as the window shows them.
                                     voiceControl: VoiceControlShown(session: session, said: nil))
                } keyboard: { session in
                    // Full Keyboard Access's ring and list, by the drawing `snapshot --after` uses, in a
                    // layer of its own the page can hide.
                    try images.cursorLayer(session.scene, settings: session.settings,
                                           cursors: session.focusIndicators.filter { $0.technology == .fullKeyboardAccess },
                                           order: session.navigation)
                }
            }
        } catch let refusal as ReplayRefusal {
            throw .couldNotRun("\(source): \(refusal)")
        } catch {
            throw .couldNotRun("cannot build the trace viewer: \(error)")
        }
        do { try output.write(built.html) } catch { throw .couldNotRun("\(error)") }
        return built
    }
}
