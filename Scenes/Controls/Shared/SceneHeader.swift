import AXCore

/// A screen title and an explanatory caption stacked at the top of a control scene, below the
/// status bar: a heading and a static text, so every drawn word is reachable by VoiceOver. Their
/// frames follow the text styles, Bold Text and content size; right-to-left layouts align them to
/// the right through the composition.
struct SceneHeader: TakesNoTouches {
    let idPrefix: String
    let title: String
    let caption: String

    static let margin = 20.0
    /// Below the status bar of a 390×844 phone.
    static let top = 60.0

    private func content(_ settings: Settings) -> Padding {
        let palette = ControlPalette(settings: settings)
        return Padding(top: Self.top, leading: Self.margin, bottom: 24, trailing: Self.margin, Column(spacing: 8, [
            Label(id: "\(idPrefix)-title", title, style: .title1, weight: .bold, color: palette.primaryText, traits: .header),
            Label(id: "\(idPrefix)-caption", caption, style: .subheadline, weight: .regular, color: palette.secondaryText),
        ]))
    }

    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { content(settings).sizeThatFits(proposal, settings: settings) }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] { [PlacedComponent(content(settings), in: frame)] }
}
