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
            built = try SDLRuntime.with(.headless) {
                try TraceViewerPage.build(trace: trace, replayer: replayer, source: source) { session in
                    try images.image(session.scene, settings: session.settings, time: session.now, overlays: overlays,
                                     order: session.navigation,
                                     state: .init(focusedID: session.dragSession == nil ? nil : session.focusedElementID, drag: session.dragSession,
                                                   selectedDrop: session.selectedDropPoint),
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
