import AXCore

/// HelloGoodbye's fonts and colours (the sample's "Style Utilities"), resolved for the settings.
///
/// The app draws its own text in a light custom face (Avenir-Light in the talk), so the system's
/// visual accommodations do not reach it by themselves. The fixed app adopts each one as the talk
/// does: Bold Text swaps to a heavier face, Reduce Transparency turns the 80 % white overlays opaque,
/// Increase Contrast (the talk's "Darken Colors") turns the grey profile text black, and Reduce
/// Motion fades new cards in instead of zooming them. The broken app ignores all four. The
/// navigation bar is the system's, so it honours Bold Text, Reduce Transparency and Increase Contrast
/// (its buttons' darker tint) in both.
struct HelloGoodbyeStyle {
    let settings: Settings
    let accommodates: Bool

    /// The custom face's weight: Avenir-Light, or Avenir-Medium when the fixed app sees Bold Text.
    var textWeight: FontWeight { accommodates && settings.boldText ? .medium : .light }
    /// Headings and button titles, one step heavier than body text in either case.
    var headingWeight: FontWeight { accommodates && settings.boldText ? .bold : .regular }

    /// The translucent panels over the photo background: 80 % white, opaque under Reduce Transparency.
    var overlay: Color { Color.white.withAlpha(accommodates && settings.reduceTransparency ? 1 : 0.8) }

    /// Text on the overlays and the cards.
    var foreground: Color { Color.hex(0x1D2733) }

    /// The profile details under each heading on a card. The broken app uses UIKit's grey
    /// (#808080, 3.95:1 on white); the fixed one a darker grey that clears 4.5:1, and black under
    /// Increase Contrast, as the talk does.
    var detail: Color {
        guard accommodates else { return .hex(0x808080) }
        return settings.increaseContrast ? .black : .hex(0x5F6368)
    }

    var accent: Color { .hex(0xD2456E) }
    var cardBorder: Color? { accommodates && settings.increaseContrast ? .hex(0x3C4043) : nil }

    /// The system navigation bar: translucent, opaque under Reduce Transparency (both versions).
    var navigationBar: Color { Color.white.withAlpha(settings.reduceTransparency ? 1 : 0.92) }
    var navigationTitleWeight: FontWeight { settings.weight(.semibold) }
    /// The system tint of the bar's buttons; under Increase Contrast the system's darker blue
    /// (systemBlue's increased-contrast variant), 7.2:1 on the bar where the usual one is 5.6:1.
    var systemTint: Color { settings.increaseContrast ? .hex(0x0040DD) : .hex(0x0A60D0) }

    /// The navigation bar grows with the content size only up to this point size, as the system's
    /// bars do, so Back and the title keep side by side at accessibility sizes.
    static let barTextLimit = 26.0

    /// A bar's text size for `style`: the style's size, capped at `barTextLimit`.
    func barSize(_ style: TextStyle) -> Double { min(size(style), Self.barTextLimit) }

    func barLineHeight(_ style: TextStyle) -> Double { SeedAppText.lineHeight(size: barSize(style)) }

    /// A point size for a text style at the current content size.
    func size(_ style: TextStyle) -> Double { settings.pointSize(style) }

    /// One line of `style` text.
    func lineHeight(_ style: TextStyle) -> Double { SeedAppText.lineHeight(size: size(style)) }

    /// Height of `string` in `style` wrapped within `width`.
    func height(of string: String, _ style: TextStyle, width: Double) -> Double {
        SeedAppText.height(of: string, size: size(style), width: width)
    }
}
