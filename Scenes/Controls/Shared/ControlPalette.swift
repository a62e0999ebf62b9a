import AXCore

/// The colours the catalog's control scenes share, resolved for the current settings: Increase
/// Contrast darkens greys and thickens borders so text clears WCAG 1.4.6 (7:1) and outlines 1.4.11.
struct ControlPalette {
    let settings: Settings

    /// The grouped-background grey behind cards.
    var background: Color { settings.increaseContrast ? Color.hex(0xE5E5EA) : Color.hex(0xF2F2F7) }
    var card: Color { .white }
    /// Titles and body text: 15:1 and more on both backgrounds.
    var primaryText: Color { settings.increaseContrast ? .black : Color.hex(0x1C1C1E) }
    /// Captions: 4.69:1 on the background normally, 8.18:1 with Increase Contrast.
    var secondaryText: Color { settings.increaseContrast ? Color.hex(0x48484A) : Color.hex(0x6C6C70) }
    /// Outlines of drawn controls: 3.26:1 on white normally (WCAG 1.4.11), darker with Increase Contrast.
    var outline: Color { settings.increaseContrast ? Color.hex(0x48484A) : Color.hex(0x8E8E93) }
    /// Card borders only appear with Increase Contrast, where iOS draws them too.
    var cardBorder: Color? { settings.increaseContrast ? Color.hex(0x6C6C70) : nil }
    var borderWidth: Double { settings.increaseContrast ? 2 : 1 }
    var accent: Color { settings.increaseContrast ? Color.hex(0x0040A0) : Color.hex(0x0A60D0) }

    /// A translucent tint for shadows and highlights; under Reduce Transparency the same colour made
    /// opaque by compositing it over what lies beneath, so no translucent fill remains behind text.
    func tint(_ color: Color, alpha: Double, over beneath: Color) -> Color {
        let translucent = color.withAlpha(alpha)
        return settings.reduceTransparency ? translucent.composited(over: beneath) : translucent
    }

    /// Button Shapes (`settings.buttonShapes`): the backdrop iOS draws behind a bar button's title
    /// when the setting is on, a rounded rectangle in a light tint of the title's colour, `textHeight`
    /// plus a margin tall and centred in the button's `frame`; nothing when it is off. The seed apps
    /// draw by hand the bar and text buttons their real apps take from UIKit, which shape themselves,
    /// so they draw the shape here, before their title. Opaque (composited over `beneath`), so no
    /// translucent fill lies behind the text.
    func drawButtonShape(in frame: Rect, textHeight: Double, tint colour: Color, over beneath: Color, into list: inout DisplayList) {
        guard settings.buttonShapes else { return }
        let shape = frame.insetBy(dx: 0, dy: max(0, (frame.height - textHeight - 8) / 2))
        list.fill(.roundedRect(shape, radius: min(8, shape.height / 2)), colour.withAlpha(0.16).composited(over: beneath))
    }

    /// A white card with a faked soft shadow (two offset translucent layers), bordered under Increase Contrast.
    func drawCard(_ rect: Rect, radius: Double, into list: inout DisplayList) {
        for drop in [2.0, 1.0] { Self.dropShadow(of: rect, radius: radius, by: drop, tint(.black, alpha: 0.05, over: background), into: &list) }
        list.fill(.roundedRect(rect, radius: radius), card)
        if let border = cardBorder { list.stroke(.roundedRect(rect, radius: radius), border, width: borderWidth) }
    }

    /// The shadow of an opaque rounded rectangle dropped `drop` points below it: only the sliver that
    /// shows beside it is filled (the shadow minus the shape, even-odd), since the shape drawn next
    /// covers the rest; the same picture as filling the whole shadow, without blending the hidden part.
    static func dropShadow(of rect: Rect, radius: Double, by drop: Double, _ color: Color, into list: inout DisplayList) {
        var sliver = Path.roundedRect(rect.offsetBy(dx: 0, dy: drop), radius: radius)
        sliver.append(.roundedRect(rect, radius: radius))
        list.fill(.path(sliver, FillRule: .evenOdd), color)
    }
}
