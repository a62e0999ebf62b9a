import AXCore
import Foundation

/// The dish being rated, drawn from ellipses and paths: a fluted lemon tart on a plate, with candied
/// lemon slices, a mint leaf and a dusting of sugar. Seen from above at an angle, so everything
/// round is squashed vertically by `tilt`.
struct LemonTartIllustration {
    let frame: Rect
    private let tilt = 0.62

    /// What VoiceOver says for the picture.
    static let label = "Photo of a lemon tart with candied lemon slices"

    func draw(into list: inout DisplayList, palette: ControlPalette) {
        list.fill(.roundedRect(frame, radius: 16), Color.hex(0xEFE6D8))
        // Linen stripes on the tablecloth.
        for stripe in stride(from: frame.minX + 18, to: frame.maxX - 8, by: 26) {
            list.fill(.rect(Rect(x: stripe, y: frame.minY + 1, width: 3, height: frame.height - 2)), Color.hex(0xE6DBC9))
        }
        if let border = palette.cardBorder { list.stroke(.roundedRect(frame, radius: 16), border, width: palette.borderWidth) }
        let center = Point(frame.midX, frame.midY + 4)
        let plate = oval(center, radius: min(frame.width * 0.36, frame.height * 0.78))
        list.fill(.ellipse(plate.offsetBy(dx: 0, dy: 6)), palette.tint(.black, alpha: 0.12, over: Color.hex(0xEFE6D8)))
        list.fill(.ellipse(plate), .white)
        list.fill(.ellipse(plate.insetBy(dx: plate.width * 0.09, dy: plate.height * 0.09)), Color.hex(0xF4F4F6))
        let tartRadius = plate.width * 0.34
        // The crust's fluted edge: a many-pointed star with shallow points, squashed like the plate.
        let squash = AffineTransform.about(center, .scale(x: 1, y: tilt))
        let flutes = Path.star(center: center, outerRadius: tartRadius, innerRadius: tartRadius * 0.94, points: 28).applying(squash)
        list.fill(.path(flutes.applying(.translation(x: 0, y: 5)), FillRule: .nonZero), Color.hex(0xB97A35))
        list.fill(.path(flutes, FillRule: .nonZero), Color.hex(0xD9A05B))
        let filling = oval(center, radius: tartRadius * 0.86)
        list.fill(.ellipse(filling), Color.hex(0xF7C932))
        list.fill(.ellipse(oval(Point(center.x - tartRadius * 0.12, center.y - tartRadius * 0.1), radius: tartRadius * 0.6)),
                  Color.hex(0xFBD955))
        list.fill(.ellipse(oval(Point(center.x - tartRadius * 0.3, center.y - tartRadius * 0.3), radius: tartRadius * 0.18)),
                  Color.hex(0xFFEB99))
        for (index, angle) in [-2.4, -0.5, 1.4].enumerated() {
            let slice = Point(center.x + cos(angle) * tartRadius * 0.45, center.y + sin(angle) * tartRadius * 0.45 * tilt)
            drawLemonSlice(at: slice, radius: tartRadius * (index == 1 ? 0.26 : 0.22), into: &list)
        }
        // A mint leaf, and sugar dusted at positions derived from their index (no randomness).
        let leaf = oval(Point(center.x + tartRadius * 0.05, center.y + tartRadius * 0.08), radius: tartRadius * 0.14)
        list.withTransform(.about(leaf.center, .rotation(-0.6))) { list in
            list.fill(.ellipse(Rect(x: leaf.minX - leaf.width * 0.4, y: leaf.minY, width: leaf.width * 1.8, height: leaf.height * 0.9)),
                      Color.hex(0x4E9A36))
        }
        for dot in 0..<18 {
            let angle = Double(dot) * 2.4
            let distance = tartRadius * (0.15 + 0.65 * Double((dot * 7) % 10) / 10)
            let p = Point(center.x + cos(angle) * distance, center.y + sin(angle) * distance * tilt)
            list.fill(.ellipse(Rect(x: p.x - 1.2, y: p.y - 1.2, width: 2.4, height: 2.4)), Color.white)
        }
    }

    private func drawLemonSlice(at p: Point, radius: Double, into list: inout DisplayList) {
        let rind = oval(p, radius: radius)
        list.fill(.ellipse(rind), Color.hex(0xE9B800))
        list.fill(.ellipse(rind.insetBy(dx: radius * 0.14, dy: radius * 0.14 * tilt)), Color.hex(0xFFF6C4))
        list.fill(.ellipse(rind.insetBy(dx: radius * 0.22, dy: radius * 0.22 * tilt)), Color.hex(0xFFE15C))
        for segment in 0..<8 {
            let angle = Double(segment) * Double.pi / 4
            let end = Point(p.x + cos(angle) * radius * 0.76, p.y + sin(angle) * radius * 0.76 * tilt)
            list.stroke(.line(from: p, to: end), Color.hex(0xFFF6C4), width: 1)
        }
    }

    /// A circle of `radius` seen at the illustration's tilt.
    private func oval(_ center: Point, radius: Double) -> Rect {
        Rect(x: center.x - radius, y: center.y - radius * tilt, width: 2 * radius, height: 2 * radius * tilt)
    }
}
