import AXCore

/// The pictures the photo-filter app shows, drawn with shapes: a lakeside landscape (the photo being
/// edited, the camera's live view, the library thumbnails) and a flower close-up (the zooming image).
/// `grade` maps every colour, so the filter and thumbnails restyle the same drawing. Both are drawn as
/// pictures (`DisplayList.drawingPicture`): they stand for photos, which Smart Invert turns into
/// negatives unless the view showing them ignores invert colours.
enum PhotoArtwork {
    /// The filter's look: warm and faded, like an old print.
    static func vintage(_ color: Color) -> Color {
        color.mixed(with: Color.hex(0x8B5A2B), amount: 0.38).mixed(with: .white, amount: 0.08)
    }

    static func landscape(in r: Rect, hueShift: Int = 0, grade: (Color) -> Color = { $0 }, into list: inout DisplayList) {
        list.drawingPicture { list in drawLandscape(in: r, hueShift: hueShift, grade: grade, into: &list) }
    }

    private static func drawLandscape(in r: Rect, hueShift: Int, grade: (Color) -> Color, into list: inout DisplayList) {
        let skies: [UInt32] = [0x87C5F0, 0xF5B38A, 0xA9B7E8, 0x9ED6D0]
        list.fill(.rect(r), grade(Color.hex(skies[hueShift % skies.count])))
        let sun = Rect(x: r.minX + r.width * 0.72, y: r.minY + r.height * 0.12, width: r.width * 0.14, height: r.width * 0.14)
        list.fill(.ellipse(sun.insetBy(dx: -r.width * 0.03, dy: -r.width * 0.03)), grade(Color.hex(0xFFE9A0)).withAlpha(0.6))
        list.fill(.ellipse(sun), grade(Color.hex(0xFFD34D)))
        func at(_ x: Double, _ y: Double) -> Point { Point(r.minX + r.width * x, r.minY + r.height * y) }
        list.fill(.path(.polygon([at(0, 0.62), at(0.22, 0.3), at(0.38, 0.5), at(0.55, 0.24), at(0.8, 0.56), at(1, 0.42), at(1, 0.7), at(0, 0.7)]),
                        FillRule: .nonZero), grade(Color.hex(0x7A8FA6)))
        // Snow caps on the two high peaks.
        list.fill(.path(.polygon([at(0.22, 0.3), at(0.26, 0.37), at(0.18, 0.36)]), FillRule: .nonZero), grade(.white))
        list.fill(.path(.polygon([at(0.55, 0.24), at(0.6, 0.31), at(0.5, 0.31)]), FillRule: .nonZero), grade(.white))
        var hills = Path()
        hills.move(to: at(0, 0.6))
        hills.cubic(to: at(0.5, 0.64), control1: at(0.15, 0.5), control2: at(0.35, 0.56))
        hills.cubic(to: at(1, 0.58), control1: at(0.7, 0.72), control2: at(0.85, 0.52))
        hills.line(to: at(1, 0.76)); hills.line(to: at(0, 0.76)); hills.close()
        list.fill(.path(hills, FillRule: .nonZero), grade(Color.hex(0x5B8A5E)))
        list.fill(.rect(Rect(x: r.minX, y: r.minY + r.height * 0.74, width: r.width, height: r.height * 0.26)), grade(Color.hex(0x4F9BD1)))
        for (x, y, w) in [(0.12, 0.82, 0.18), (0.5, 0.88, 0.24), (0.7, 0.8, 0.12)] {
            list.fill(.roundedRect(Rect(x: r.minX + r.width * x, y: r.minY + r.height * y, width: r.width * w, height: 2), radius: 1),
                      grade(.white).withAlpha(0.6))
        }
        // A pine on the near shore.
        list.fill(.rect(Rect(x: r.minX + r.width * 0.135, y: r.minY + r.height * 0.6, width: r.width * 0.02, height: r.height * 0.14)),
                  grade(Color.hex(0x6B4423)))
        list.fill(.path(.polygon([at(0.145, 0.34), at(0.2, 0.62), at(0.09, 0.62)]), FillRule: .nonZero), grade(Color.hex(0x2F5D34)))
    }

    /// A daisy-like flower filling `r`.
    static func flower(in r: Rect, into list: inout DisplayList) {
        list.drawingPicture { list in drawFlower(in: r, into: &list) }
    }

    private static func drawFlower(in r: Rect, into list: inout DisplayList) {
        list.fill(.rect(r), Color.hex(0xDFF0D8))
        let c = r.center, unit = min(r.width, r.height) / 100
        // Leaves behind the bloom.
        for angle in [0.6, 2.5] {
            list.withTransform(.about(c, .rotation(angle))) { list in
                list.fill(.ellipse(Rect(x: c.x, y: c.y - 9 * unit, width: 60 * unit, height: 18 * unit)), Color.hex(0x4E9A50))
                list.stroke(.line(from: Point(c.x + 4 * unit, c.y), to: Point(c.x + 56 * unit, c.y)), Color.hex(0x2F6B32), width: 1.5)
            }
        }
        for petal in 0..<10 {
            list.withTransform(.about(c, .rotation(Double(petal) * Double.pi / 5))) { list in
                list.fill(.ellipse(Rect(x: c.x - 8 * unit, y: c.y - 44 * unit, width: 16 * unit, height: 38 * unit)), Color.hex(0xF7F1FA))
                list.stroke(.ellipse(Rect(x: c.x - 8 * unit, y: c.y - 44 * unit, width: 16 * unit, height: 38 * unit)), Color.hex(0xC9B8D6), width: 1)
            }
        }
        list.fill(.ellipse(Rect(x: c.x - 14 * unit, y: c.y - 14 * unit, width: 28 * unit, height: 28 * unit)), Color.hex(0xF2B400))
        for dot in 0..<8 {
            list.withTransform(.about(c, .rotation(Double(dot) * Double.pi / 4))) { list in
                list.fill(.ellipse(Rect(x: c.x - 1.5 * unit, y: c.y - 9 * unit, width: 3 * unit, height: 3 * unit)), Color.hex(0xB07800))
            }
        }
    }

    /// A camera glyph (body, bump and lens) centred in `r`.
    static func cameraGlyph(in r: Rect, color: Color, background: Color, into list: inout DisplayList) {
        let body = Rect(x: r.midX - 13, y: r.midY - 7, width: 26, height: 18)
        list.fill(.roundedRect(Rect(x: body.midX - 6, y: body.minY - 4, width: 12, height: 6), radius: 2), color)
        list.fill(.roundedRect(body, radius: 4), color)
        list.fill(.ellipse(Rect(x: body.midX - 6, y: body.midY - 6, width: 12, height: 12)), background)
        list.fill(.ellipse(Rect(x: body.midX - 3.5, y: body.midY - 3.5, width: 7, height: 7)), color)
    }
}
