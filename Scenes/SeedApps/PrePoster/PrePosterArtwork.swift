import AXCore

/// Pre-Poster's drawn icons and pictures: toolbar glyphs, initial-circle avatars, vote arrows,
/// stars, switches and the two photos posts carry.
enum PrePosterArtwork {
    static let avatarColors: [Color] = [.hex(0x0A60D0), .hex(0xB23A48), .hex(0x2E7D4F), .hex(0x7A4FB5), .hex(0xA15C00)]

    /// A circle with the person's initials; the colour is derived from the name, so it never changes.
    static func avatar(_ name: String, in r: Rect, size: Double, weight: FontWeight, into list: inout DisplayList) {
        let index = name.unicodeScalars.reduce(0) { ($0 + Int($1.value)) % 997 } % avatarColors.count
        list.fill(.ellipse(r), avatarColors[index])
        list.text(TextRun(PrePosterPost.initials(of: name), box: r.insetBy(dx: 0, dy: (r.height - size * 1.2) / 2),
                          size: size, weight: weight, color: .white, alignment: .center))
    }

    static func plus(in r: Rect, color: Color, into list: inout DisplayList) {
        let c = r.center
        list.stroke(.line(from: Point(c.x - 10, c.y), to: Point(c.x + 10, c.y)), color, width: 3)
        list.stroke(.line(from: Point(c.x, c.y - 10), to: Point(c.x, c.y + 10)), color, width: 3)
    }

    /// A bell with a red badge holding the unread count (nothing when zero).
    static func bell(in r: Rect, color: Color, badge: Int, badgeSize: Double, badgeColor: Color, into list: inout DisplayList) {
        let c = r.center
        var bell = Path()
        bell.move(to: Point(c.x - 10, c.y + 6))
        bell.cubic(to: Point(c.x, c.y - 11), control1: Point(c.x - 8, c.y - 2), control2: Point(c.x - 9, c.y - 11))
        bell.cubic(to: Point(c.x + 10, c.y + 6), control1: Point(c.x + 9, c.y - 11), control2: Point(c.x + 8, c.y - 2))
        bell.close()
        list.fill(.path(bell, FillRule: .nonZero), color)
        list.fill(.ellipse(Rect(x: c.x - 3, y: c.y + 6, width: 6, height: 6)), color)
        guard badge > 0 else { return }
        let side = max(18, badgeSize * 1.3)
        let badgeRect = Rect(x: c.x + 2, y: r.minY + 2, width: side, height: side)
        list.fill(.ellipse(badgeRect), badgeColor)
        list.text(TextRun(String(badge), box: badgeRect.insetBy(dx: 0, dy: (side - badgeSize * 1.2) / 2), size: badgeSize,
                          weight: .bold, color: .white, alignment: .center))
    }

    /// A cog: an eight-toothed star with a hole punched by the even-odd rule.
    static func gear(in r: Rect, color: Color, into list: inout DisplayList) {
        var cog = Path.star(center: r.center, outerRadius: 12, innerRadius: 9, points: 8)
        cog.append(.ellipse(in: Rect(x: r.midX - 4, y: r.midY - 4, width: 8, height: 8)))
        list.fill(.path(cog, FillRule: .evenOdd), color)
    }

    /// An up or down vote arrow centred at `c`.
    static func voteArrow(up: Bool, at c: Point, color: Color, into list: inout DisplayList) {
        let s: Double = up ? -1 : 1
        list.fill(.path(.polygon([Point(c.x - 7, c.y - 3 * s), Point(c.x + 7, c.y - 3 * s), Point(c.x, c.y + 6 * s)]), FillRule: .nonZero), color)
    }

    /// A UISwitch look-alike: green capsule with the knob right when on, grey with the knob left when off.
    static func toggle(in r: Rect, isOn: Bool, outline: Color, into list: inout DisplayList) {
        list.fill(.roundedRect(r, radius: r.height / 2), isOn ? .hex(0x248A3D) : .hex(0xE9E9EB))
        if !isOn { list.stroke(.roundedRect(r, radius: r.height / 2), outline, width: 1) }
        let knob = Rect(x: isOn ? r.maxX - r.height + 2 : r.minX + 2, y: r.minY + 2, width: r.height - 4, height: r.height - 4)
        list.fill(.ellipse(knob.offsetBy(dx: 0, dy: 1)), Color.black.withAlpha(0.15))
        list.fill(.ellipse(knob), .white)
    }

    /// A post's photo, drawn to fill `r`; `brightness` 0…100 lightens or darkens it around 50. Drawn
    /// as a picture (`DisplayList.drawingPicture`), which Smart Invert turns into a negative unless
    /// the view showing it ignores invert colours.
    static func photo(_ photo: PrePosterPhoto, in r: Rect, brightness: Int = 50, into list: inout DisplayList) {
        list.drawingPicture { list in list.clipped(to: r) { list in
            switch photo {
            case .ridgeSunrise: ridge(in: r, into: &list)
            case .bike: bike(in: r, into: &list)
            }
            let shift = Double(brightness - 50) / 50
            if shift > 0 { list.fill(.rect(r), Color.white.withAlpha(0.45 * shift)) }
            if shift < 0 { list.fill(.rect(r), Color.black.withAlpha(-0.55 * shift)) }
        } }
    }

    private static func ridge(in r: Rect, into list: inout DisplayList) {
        let bands: [UInt32] = [0x2B3A67, 0x5C4D7D, 0xB5607A, 0xEE8F6B, 0xF8C77E]
        for (i, hex) in bands.enumerated() {
            list.fill(.rect(Rect(x: r.minX, y: r.minY + r.height * Double(i) / 5, width: r.width, height: r.height / 5 + 1)), .hex(hex))
        }
        list.fill(.ellipse(Rect(x: r.midX + r.width * 0.12, y: r.minY + r.height * 0.38, width: r.height * 0.3, height: r.height * 0.3)), .hex(0xFFE6A8))
        let far = Path.polygon([Point(r.minX, r.maxY), Point(r.minX, r.minY + r.height * 0.7), Point(r.minX + r.width * 0.25, r.minY + r.height * 0.52),
                                Point(r.minX + r.width * 0.45, r.minY + r.height * 0.68), Point(r.minX + r.width * 0.7, r.minY + r.height * 0.5),
                                Point(r.maxX, r.minY + r.height * 0.66), Point(r.maxX, r.maxY)])
        list.fill(.path(far, FillRule: .nonZero), .hex(0x4A3F63))
        let near = Path.polygon([Point(r.minX, r.maxY), Point(r.minX, r.minY + r.height * 0.86), Point(r.minX + r.width * 0.35, r.minY + r.height * 0.72),
                                 Point(r.minX + r.width * 0.6, r.minY + r.height * 0.84), Point(r.maxX, r.minY + r.height * 0.76), Point(r.maxX, r.maxY)])
        list.fill(.path(near, FillRule: .nonZero), .hex(0x241E33))
    }

    private static func bike(in r: Rect, into list: inout DisplayList) {
        list.fill(.rect(r), .hex(0xCFE4F2))
        list.fill(.rect(Rect(x: r.minX, y: r.minY + r.height * 0.72, width: r.width, height: r.height * 0.28)), .hex(0x8DB86B))
        for i in 0..<9 {
            let x = r.minX + Double(i) * r.width / 8
            list.fill(.rect(Rect(x: x - 4, y: r.minY + r.height * 0.3, width: 8, height: r.height * 0.45)), .hex(0xC9A27A))
        }
        list.fill(.rect(Rect(x: r.minX, y: r.minY + r.height * 0.38, width: r.width, height: 6)), .hex(0xB08A63))
        let wheel = r.height * 0.36
        let back = Point(r.midX - wheel * 1.1, r.minY + r.height * 0.7), front = Point(r.midX + wheel * 1.1, r.minY + r.height * 0.7)
        for c in [back, front] {
            list.stroke(.ellipse(Rect(x: c.x - wheel / 2, y: c.y - wheel / 2, width: wheel, height: wheel)), .hex(0x1C1C1E), width: 4)
        }
        let seat = Point(r.midX - wheel * 0.3, r.minY + r.height * 0.42), bars = Point(r.midX + wheel * 0.75, r.minY + r.height * 0.4)
        let crank = Point(r.midX, r.minY + r.height * 0.7)
        for (a, b) in [(back, seat), (seat, crank), (crank, back), (seat, bars), (bars, front), (crank, Point(bars.x - 6, bars.y + 8))] {
            list.stroke(.line(from: a, to: b), .hex(0x1F5FAF), width: 4)
        }
    }
}
