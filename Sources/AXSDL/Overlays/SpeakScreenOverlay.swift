import AXCore
import AXEngine

/// Speak Screen as the window draws it (docs/vision.md#speak-screen): the element being read
/// highlighted (a translucent fill and an outline, as iOS's Highlight Content does with its
/// underline or background colour), and the speech controller, a small panel at the top of the
/// screen with skip back, pause or play, skip forward and the speed.
package struct SpeakScreenOverlay {
    package var controller: SpeakScreenController
    /// The screen, in scene points.
    package var bounds: Rect

    package init(controller: SpeakScreenController, bounds: Rect) {
        self.controller = controller; self.bounds = bounds
    }

    /// The highlight's colour (iOS's Highlight Content offers a colour; purple is its default).
    static let color = Color.hex(0xAF52DE)
    static let panelWidth = 210.0, panelHeight = 40.0, captionHeight = 18.0

    /// What the controller is doing, under its buttons: the reading's state and its speed.
    package var caption: String {
        let state = controller.isFinished ? "Finished" : controller.isPaused ? "Paused" : "Reading"
        return state + " at " + controller.speed.label
    }

    /// `scale` is window points per scene point.
    package func draw(into list: inout DisplayList, scale: Double) {
        let s = max(scale, 0.01)
        if let frame = controller.frame {
            let outline = frame.insetBy(dx: -3 / s, dy: -3 / s)
            list.fill(.roundedRect(outline, radius: 6 / s), Self.color.withAlpha(0.22))
            list.stroke(.roundedRect(outline, radius: 6 / s), Self.color, width: 3 / s)
        }
        let width = Self.panelWidth / s, height = Self.panelHeight / s, captionHeight = Self.captionHeight / s
        let panel = Rect(bounds.midX - width / 2, bounds.minY + 50 / s, width, height)
        list.fill(.roundedRect(Rect(panel.minX, panel.minY, width, height + captionHeight), radius: 12 / s), Color.hex(0x1C1C1E))
        let buttons = ["«", controller.isPaused || controller.isFinished ? "▶" : "❚❚", "»", controller.speed.label]
        let cell = width / Double(buttons.count)
        for (index, title) in buttons.enumerated() {
            let box = Rect(panel.minX + cell * Double(index), panel.minY, cell, height).insetBy(dx: 6 / s, dy: 9 / s)
            list.text(TextRun(title, box: box, size: 16 / s, weight: .semibold, color: .white))
        }
        // The state in words, so a paused or finished reading reads as such at a glance.
        list.text(TextRun(caption, box: Rect(panel.minX, panel.maxY - 4 / s, width, captionHeight), size: 11 / s,
                          color: Color.hex(0xC7C7CC), alignment: .center))
    }
}

extension SpeakScreenOverlay {
    /// What the window's Speak Screen key does: closed or finished, it reads the screen (turning
    /// the setting on first, as a user would before swiping); reading, it pauses; paused, it resumes.
    package static func keyCommands(_ controller: SpeakScreenController?, enabled: Bool) -> [SpeakScreenCommand] {
        switch controller {
        case let controller? where controller.isPaused: return [.resume]
        case let controller? where !controller.isFinished: return [.pause]
        default: return (enabled ? [] : [.on]) + [.start]
        }
    }

    /// What a controller key (skip back or forward, slower, faster) does: the controller's button
    /// while it is open; nothing while it is closed, as the buttons are not on the screen then.
    package static func buttonCommand(for command: WindowCommand, _ controller: SpeakScreenController?) -> SpeakScreenCommand? {
        controller == nil ? nil : command.speakScreenControllerCommand
    }
}
