import AXCore

/// A screen title and an explanatory caption stacked at the top of a control scene: laid out from
/// the settings (text styles, Bold Text, content size, RTL alignment), drawn, and exposed as a
/// heading and a static text so every drawn word is reachable by VoiceOver.
struct SceneHeader {
    let idPrefix: String
    let title: String
    let caption: String
    let titleFrame: Rect
    let captionFrame: Rect
    private let settings: Settings

    static let margin = 20.0
    /// Below the status bar of a 390×844 phone.
    static let top = 60.0

    init(idPrefix: String, title: String, caption: String, width: Double, settings: Settings) {
        self.idPrefix = idPrefix
        self.title = title
        self.caption = caption
        self.settings = settings
        let textWidth = width - 2 * Self.margin
        let titleHeight = TextMeasure.height(of: title, size: settings.pointSize(.title1), weight: settings.weight(.bold), width: textWidth)
        titleFrame = Rect(x: Self.margin, y: Self.top, width: textWidth, height: titleHeight)
        let captionHeight = TextMeasure.height(of: caption, size: settings.pointSize(.subheadline), weight: settings.weight(.regular),
                                               width: textWidth)
        captionFrame = Rect(x: Self.margin, y: titleFrame.maxY + 8, width: textWidth, height: captionHeight)
    }

    /// Where content below the header may start.
    var bottom: Double { captionFrame.maxY + 24 }

    func draw(into list: inout DisplayList, palette: ControlPalette) {
        let alignment: TextAlignment = settings.isRightToLeft ? .trailing : .leading
        list.text(TextRun(title, box: titleFrame, size: settings.pointSize(.title1), weight: settings.weight(.bold),
                          color: palette.primaryText, alignment: alignment, wraps: true, style: .title1))
        list.text(TextRun(caption, box: captionFrame, size: settings.pointSize(.subheadline),
                          weight: settings.weight(.regular), color: palette.secondaryText, alignment: alignment,
                          wraps: true, style: .subheadline))
    }

    var elements: [AccessibilityElement] {
        [AccessibilityElement(id: "\(idPrefix)-title", label: SpeechText(title), traits: .header, frame: titleFrame),
         AccessibilityElement(id: "\(idPrefix)-caption", label: SpeechText(caption), traits: .staticText, frame: captionFrame)]
    }
}
