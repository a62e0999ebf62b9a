import AXCore

/// The pill above the keyboard naming the notes being played: a note glyph on the leading side and
/// the notes (or "Touch the keys to play"), tall enough for its longest text; exposed as a
/// frequently updating static text whose value VoiceOver reads on every access.
struct NowPlayingPill: TakesNoTouches {
    static let elementID = "piano-now-playing"
    let keyboard: PianoKeyboardControl

    /// Room for text in a pill of `width`: the glyph on the leading side, a margin on the other.
    private static func textWidth(_ width: Double) -> Double { width - 60 }

    private var text: String { keyboard.notesDown.isEmpty ? "Touch the keys to play" : keyboard.printedNotes }

    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let longest = ["Touch the keys to play", "C4 · E4 · G4 · B4"].map {
            TextMeasure.height(of: $0, size: settings.pointSize(.body), weight: settings.weight(.medium), width: Self.textWidth(proposal.width))
        }.max()!
        return Size(width: proposal.width, height: max(44, longest + 16))
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        // A tinted translucent pill; Reduce Transparency makes it opaque behind its text.
        let tint = settings.reduceTransparency ? Color.hex(0xDCE8FA) : palette.accent.withAlpha(0.12)
        list.fill(.roundedRect(frame, radius: frame.height / 2), tint)
        if let border = palette.cardBorder { list.stroke(.roundedRect(frame, radius: frame.height / 2), border, width: palette.borderWidth) }
        drawNoteGlyph(at: Point(frame.minX + 18, frame.midY), color: palette.accent, into: &list)
        let textBox = Rect(x: frame.minX + 40, y: frame.minY + 8, width: Self.textWidth(frame.width), height: frame.height - 16)
        list.text(TextRun(text, box: textBox, size: settings.pointSize(.body), weight: settings.weight(.medium),
                          color: palette.primaryText, alignment: .leading, wraps: true, style: .body))
    }

    /// A small eighth note.
    private func drawNoteGlyph(at p: Point, color: Color, into list: inout DisplayList) {
        list.fill(.ellipse(Rect(x: p.x - 6, y: p.y + 2, width: 8, height: 6)), color)
        list.fill(.rect(Rect(x: p.x + 0.5, y: p.y - 9, width: 1.6, height: 13)), color)
        var flag = Path()
        flag.move(to: Point(p.x + 2, p.y - 9))
        flag.cubic(to: Point(p.x + 6, p.y - 1), control1: Point(p.x + 5, p.y - 7), control2: Point(p.x + 8, p.y - 5))
        flag.line(to: Point(p.x + 2, p.y - 5))
        flag.close()
        list.fill(.path(flag, FillRule: .nonZero), color)
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: Self.elementID, label: "Now playing", traits: [.staticText, .updatesFrequently], frame: frame)
        let keyboard = self.keyboard
        element.$value = .computed { SpeechText(keyboard.notesDown.isEmpty ? "Nothing" : keyboard.spokenNotes) }
        return [element]
    }
}
