import AXCore
import AXEngine
import Foundation

/// What the window shows after a frame, as lines a script can wait for (`run --status FILE`): a
/// script drives the window with real input and must know when the window has reached a state (a
/// key handled, a long press recognised, an overlay's findings drawn) instead of sleeping and
/// hoping it has, which fails on a loaded machine. docs/scripted-runs.md lists the lines.
///
/// It holds nothing that changes every frame (the frame count, the time), so it is written only
/// when the window's state changed.
package struct WindowStatus {
    /// Keys handled so far (commands and overlay keys; typed text is not counted).
    package var keys: Int
    /// Fingers (or mouse buttons) down on the scene.
    package var pointers: Int
    /// A long press is recognised and held still (the next move lifts the drag).
    package var longPressHeld: Bool
    /// The dragged item's id and where its lifted preview is drawn (scene points, rounded); nil with no drag.
    package var drag: (item: String, x: Int, y: Int)?
    /// The element VoiceOver's cursor is on.
    package var focusedID: String?
    /// Whether VoiceOver is in the middle of an utterance (any utterance but Speak Screen's reading,
    /// which has its own line: a script waiting for VoiceOver to finish is not held by it).
    package var speaking: Bool
    package var state: [(key: String, value: String)]
    package var settings: Settings
    package var overlays: Set<OverlayKind>
    /// How many findings the findings overlay drew; nil while its validation runs or when it is off.
    package var findings: Int?
    /// The vision filter the scene is seen through; its line is written only while one is on.
    package var vision: VisionFilter? = nil
    /// Switch Control's highlight; its line (`switch KIND [ID] [ENTRY]`) is written only while
    /// Switch Control is on, so a script waits for a press's effect.
    package var switchHighlight: SwitchHighlight? = nil
    /// Full Keyboard Access's focus and the list it shows; its line is written only while it is on.
    package var keyboard: (focus: String?, list: KeyboardList.Kind?)? = nil
    /// Zoom's lens while zoomed in; its line is written only then (docs/vision.md#zoom).
    package var zoom: ZoomLens? = nil
    /// Speak Screen's controller while it is open; its line (`speak STATE SPEED [ELEMENT]`) is
    /// written only then (docs/vision.md#speak-screen).
    package var speakScreen: SpeakScreenController? = nil
    /// Whether Speak Screen is in the middle of an utterance; its line (`speak-screen speaking yes`
    /// or `no`) is written after the `speak` line, only while the controller is open.
    package var speakScreenSpeaking = false
    /// Voice Control while it is on; its line (`voice OVERLAY said N [missed REASON] [choose N]`)
    /// is written only then (docs/voice-control.md).
    package var voice: VoiceControlShown? = nil
    /// The item the Large Content Viewer shows while a finger holds it open; its line
    /// (`largecontent ELEMENT`) is written only then (docs/engine.md, "The Large Content Viewer").
    package var largeContent: LargeContentViewerItem? = nil

    /// The status file's text, one `name value` line each, in this order.
    package var text: String {
        var lines = ["keys \(keys)", "pointers \(pointers)", "longpress \(longPressHeld ? "held" : "no")"]
        lines.append(drag.map { "drag \($0.item) \($0.x),\($0.y)" } ?? "drag none")
        lines.append("focus \(focusedID ?? "none")")
        lines.append("speaking \(speaking ? "yes" : "no")")
        lines += Self.summaryLines(state: state, settings: settings, overlays: overlays)
        lines.append("findings " + (overlays.contains(.findings) ? findings.map(String.init) ?? "pending" : "off"))
        if let vision { lines.append("vision " + vision.name) }
        if let switchHighlight { lines.append(Self.switchLine(switchHighlight)) }
        if let keyboard { lines.append("keyboard \(keyboard.focus ?? "none")" + (keyboard.list.map { " list \($0.rawValue)" } ?? "")) }
        if let zoom {
            let r = zoom.region
            lines.append("zoom \(zoom.mode.rawValue) \(Format.number(zoom.level)) "
                         + [r.minX, r.minY, r.width, r.height].map { Format.number($0) }.joined(separator: ","))
        }
        if let speakScreen {
            lines.append(Self.speakLine(speakScreen))
            lines.append("speak-screen speaking " + (speakScreenSpeaking ? "yes" : "no"))
        }
        if let voice { lines.append(Self.voiceLine(voice)) }
        if let largeContent { lines.append("largecontent \(largeContent.elementID)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Who says `utterance`, the one being spoken: Speak Screen's reading (its utterances carry the
    /// element's place) has its own line, every other utterance is VoiceOver's `speaking`.
    package static func speakers(_ utterance: Utterance?) -> (voiceOver: Bool, speakScreen: Bool) {
        guard let utterance else { return (false, false) }
        return utterance.speakScreenIndex == nil ? (true, false) : (false, true)
    }

    /// `speak reading 1.5× rating`, `speak paused 1× rating`, `speak finished 1×`.
    package static func speakLine(_ controller: SpeakScreenController) -> String {
        let state = controller.isFinished ? "finished" : controller.isPaused ? "paused" : "reading"
        return (["speak", state, controller.speed.label] + [controller.elementID].compactMap { $0 }).joined(separator: " ")
    }

    /// `voice names said 2`, `voice none said 3 missed noMatch`, `voice numbers said 1 choose 2`: the
    /// overlay shown, how many phrases were said, why the last did nothing, and a choice waiting.
    package static func voiceLine(_ voice: VoiceControlShown) -> String {
        var words = ["voice", voice.overlay?.kind.rawValue ?? "none", "said", String(voice.phrasesSaid)]
        if let miss = voice.lastMiss { words += ["missed", miss.rawValue] }
        if !voice.choices.isEmpty { words += ["choose", String(voice.choices.count)] }
        return words.joined(separator: " ")
    }

    /// `switch item star-rating`, `switch menuEntry star-rating Tap`, `switch band`, `switch none`.
    package static func switchLine(_ highlight: SwitchHighlight) -> String {
        (["switch", highlight.kind.rawValue] + [highlight.id, highlight.entry?.title].compactMap { $0 }).joined(separator: " ")
    }

    /// The `state`, `settings` and `overlays` lines, as the run's summary prints them too. No
    /// overlay is `overlays none`, as `--overlays` spells it: an empty line matched nothing a
    /// script waited for.
    package static func summaryLines(state: [(key: String, value: String)], settings: Settings, overlays: Set<OverlayKind>) -> [String] {
        let shown = OverlayKind.allCases.filter(overlays.contains).map(\.rawValue)
        return state.map { "state \($0.key)=\($0.value)" }
            + ["settings " + settings.recordedPairs.map { "\($0.name)=\($0.value)" }.joined(separator: " "),
               "overlays " + (shown.isEmpty ? "none" : shown.joined(separator: ","))]
    }

    /// Replaces the file at `path` with `text` in one step (written beside it, then renamed), so a
    /// reader never sees half a status.
    package static func write(_ text: String, to path: String) throws {
        do { try OutputFile(path: path).write(text) } catch { throw UnwritableFile(path: path, reason: error.reason) }
    }

    /// The status file cannot be written (its folder is missing or read-only).
    package struct UnwritableFile: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "cannot write the status file \(path): \(reason)" }
    }
}
