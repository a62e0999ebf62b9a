import AXCore

/// HelloGoodbye's pictures, drawn rather than loaded: the photo behind every screen, the logo and
/// the profile photos (faces built from ellipses and curves, one look per person).
enum HelloGoodbyeArtwork {
    /// The sunset photo behind the app's translucent overlays.
    static func background(in bounds: Rect, into list: inout DisplayList) {
        let bands: [UInt32] = [0xF4B37E, 0xF2A175, 0xEE8E6F, 0xE27A6E, 0xC9697A]
        let skyHeight = bounds.height * 0.62
        for (i, hex) in bands.enumerated() {
            let top = bounds.minY + skyHeight * Double(i) / Double(bands.count)
            list.fill(.rect(Rect(x: bounds.minX, y: top, width: bounds.width, height: skyHeight / Double(bands.count) + 1)), .hex(hex))
        }
        let horizon = bounds.minY + skyHeight
        list.fill(.ellipse(Rect(x: bounds.midX - 70, y: horizon - 110, width: 140, height: 140)), .hex(0xFFE0A3))
        list.fill(.rect(Rect(x: bounds.minX, y: horizon, width: bounds.width, height: bounds.maxY - horizon)), .hex(0x5B6F9C))
        for i in 0..<6 {
            let y = horizon + 14 + Double(i) * 22
            list.fill(.rect(Rect(x: bounds.midX - 60 + Double(i % 2) * 14, y: y, width: 120 - Double(i) * 12, height: 3)), .hex(0xF7C98F).withAlpha(0.7))
        }
        var dunes = Path()
        dunes.move(to: Point(bounds.minX, bounds.maxY - 130))
        dunes.cubic(to: Point(bounds.maxX, bounds.maxY - 90), control1: Point(bounds.minX + bounds.width * 0.3, bounds.maxY - 190),
                    control2: Point(bounds.minX + bounds.width * 0.7, bounds.maxY - 60))
        dunes.line(to: Point(bounds.maxX, bounds.maxY))
        dunes.line(to: Point(bounds.minX, bounds.maxY))
        dunes.close()
        list.fill(.path(dunes, FillRule: .nonZero), .hex(0xD9A86C))
    }

    /// The logo: two overlapping speech bubbles, a heart, the name and the tag line, all one image.
    static func logo(in rect: Rect, titleSize: Double, taglineSize: Double, weight: FontWeight, color: Color,
                     overlay: Color, into list: inout DisplayList) {
        list.fill(.roundedRect(rect, radius: 24), overlay)
        let bubbleTop = rect.minY + 20
        let left = Rect(x: rect.midX - 86, y: bubbleTop, width: 100, height: 64)
        let right = Rect(x: rect.midX - 14, y: bubbleTop + 22, width: 100, height: 64)
        bubble(left, tailAtLeft: true, color: .hex(0xD2456E), into: &list)
        bubble(right, tailAtLeft: false, color: .hex(0x3B7DD8), into: &list)
        list.fill(.path(heart(center: Point(rect.midX, bubbleTop + 52), size: 30), FillRule: .nonZero), .white)
        let textTop = right.maxY + 22
        // The name is one line of the picture: it grows with the content size until it fills the logo.
        let nameSize = SeedAppText.fitting("HelloGoodbye", size: titleSize, width: rect.width - 24)
        let titleBox = Rect(x: rect.minX + 12, y: textTop, width: rect.width - 24, height: SeedAppText.lineHeight(size: nameSize))
        list.text(TextRun("HelloGoodbye", box: titleBox, size: nameSize, weight: weight, color: color,
                          alignment: .center, style: .title1))
        let taglineBox = Rect(x: rect.minX + 12, y: titleBox.maxY + 4, width: rect.width - 24,
                              height: SeedAppText.height(of: "Meet your match.", size: taglineSize, width: rect.width - 24))
        list.text(TextRun("Meet your match.", box: taglineBox, size: taglineSize, weight: weight, color: color,
                          alignment: .center, wraps: true, style: .title3))
    }

    /// Height the logo needs for its text sizes.
    static func logoHeight(titleSize: Double, taglineSize: Double, width: Double) -> Double {
        20 + 86 + 22 + SeedAppText.lineHeight(size: SeedAppText.fitting("HelloGoodbye", size: titleSize, width: width - 24)) + 4
            + SeedAppText.height(of: "Meet your match.", size: taglineSize, width: width - 24) + 20
    }

    private static func bubble(_ r: Rect, tailAtLeft: Bool, color: Color, into list: inout DisplayList) {
        list.fill(.roundedRect(r, radius: 22), color)
        let x = tailAtLeft ? r.minX + 18 : r.maxX - 18
        let tip = tailAtLeft ? r.minX + 6 : r.maxX - 6
        list.fill(.path(.polygon([Point(x - 8, r.maxY - 4), Point(x + 8, r.maxY - 4), Point(tip, r.maxY + 12)]), FillRule: .nonZero), color)
    }

    /// A heart of width `size` centred on `center`.
    static func heart(center c: Point, size s: Double) -> Path {
        var p = Path()
        p.move(to: Point(c.x, c.y + s * 0.45))
        p.cubic(to: Point(c.x - s * 0.5, c.y - s * 0.1), control1: Point(c.x - s * 0.2, c.y + s * 0.25), control2: Point(c.x - s * 0.5, c.y + s * 0.1))
        p.cubic(to: Point(c.x, c.y - s * 0.2), control1: Point(c.x - s * 0.5, c.y - s * 0.45), control2: Point(c.x - s * 0.05, c.y - s * 0.45))
        p.cubic(to: Point(c.x + s * 0.5, c.y - s * 0.1), control1: Point(c.x + s * 0.05, c.y - s * 0.45), control2: Point(c.x + s * 0.5, c.y - s * 0.45))
        p.cubic(to: Point(c.x, c.y + s * 0.45), control1: Point(c.x + s * 0.5, c.y + s * 0.1), control2: Point(c.x + s * 0.2, c.y + s * 0.25))
        p.close()
        return p
    }

    /// A profile photo: head and shoulders in front of a plain backdrop, drawn as a picture
    /// (`DisplayList.drawingPicture`), which Smart Invert turns into a negative unless the view
    /// showing it ignores invert colours.
    static func face(_ look: HelloGoodbyePerson.FaceLook, in r: Rect, into list: inout DisplayList) {
        list.drawingPicture { list in drawFace(look, in: r, into: &list) }
    }

    private static func drawFace(_ look: HelloGoodbyePerson.FaceLook, in r: Rect, into list: inout DisplayList) {
        list.fill(.roundedRect(r, radius: 12), look.backdrop)
        list.clipped(to: r) { list in
            let w = r.width, cx = r.midX
            if look.longHair {
                list.fill(.roundedRect(Rect(x: cx - w * 0.27, y: r.minY + w * 0.16, width: w * 0.54, height: w * 0.62), radius: w * 0.2), look.hair)
            }
            list.fill(.ellipse(Rect(x: cx - w * 0.42, y: r.minY + w * 0.72, width: w * 0.84, height: w * 0.6)), look.shirt)
            list.fill(.rect(Rect(x: cx - w * 0.08, y: r.minY + w * 0.56, width: w * 0.16, height: w * 0.2)), look.skin)
            let head = Rect(x: cx - w * 0.2, y: r.minY + w * 0.18, width: w * 0.4, height: w * 0.48)
            list.fill(.ellipse(head), look.skin)
            list.fill(.path(hairCap(head), FillRule: .nonZero), look.hair)
            let eyeY = head.minY + head.height * 0.48
            for dx in [-0.085, 0.085] {
                list.fill(.ellipse(Rect(x: cx + w * dx - 3, y: eyeY - 3.5, width: 6, height: 7)), .hex(0x2A211C))
            }
            if look.glasses {
                for dx in [-0.085, 0.085] {
                    list.stroke(.ellipse(Rect(x: cx + w * dx - 10, y: eyeY - 9, width: 20, height: 18)), .hex(0x2A211C), width: 2)
                }
                list.stroke(.line(from: Point(cx - w * 0.085 + 10, eyeY), to: Point(cx + w * 0.085 - 10, eyeY)), .hex(0x2A211C), width: 2)
            }
            var smile = Path()
            smile.move(to: Point(cx - w * 0.07, head.minY + head.height * 0.72))
            smile.quad(to: Point(cx + w * 0.07, head.minY + head.height * 0.72), control: Point(cx, head.minY + head.height * 0.82))
            list.stroke(.path(smile, FillRule: .nonZero), .hex(0x7A3B2E), width: 2.5)
        }
    }

    private static func hairCap(_ head: Rect) -> Path {
        var p = Path()
        p.move(to: Point(head.minX - 2, head.minY + head.height * 0.42))
        p.cubic(to: Point(head.maxX + 2, head.minY + head.height * 0.42),
                control1: Point(head.minX - 6, head.minY - head.height * 0.18),
                control2: Point(head.maxX + 6, head.minY - head.height * 0.18))
        p.quad(to: Point(head.minX - 2, head.minY + head.height * 0.42), control: Point(head.midX, head.minY + head.height * 0.12))
        p.close()
        return p
    }

    /// The back chevron of a navigation bar's back button.
    static func chevron(at p: Point, height h: Double) -> Path {
        Path([.move(Point(p.x + h * 0.5, p.y - h / 2)), .line(Point(p.x, p.y)), .line(Point(p.x + h * 0.5, p.y + h / 2))])
    }
}
