import AXCore
import Foundation

/// The drawn picture of an app icon: a rounded-square background with a faked vertical gradient
/// and a glyph built from paths, ellipses and rounded rectangles in unit coordinates, so the same
/// drawing serves a 60-point icon and a 14-point folder preview.
enum AppGlyph: String, CaseIterable {
    case mail, calendar, photos, camera, clock, maps, weather, notes, reminders, music, podcasts, news
    case books, settings, calculator, compass, phone, safari, messages, stocks, health, wallet, files
    case voiceMemos, home, tv, translate, contacts

    /// The app this glyph belongs to, with its shown name and category.
    var app: HomeApp {
        switch self {
        case .mail: return HomeApp(self, "Mail", category: "Productivity")
        case .calendar: return HomeApp(self, "Calendar", category: "Productivity")
        case .photos: return HomeApp(self, "Photos", category: "Creativity")
        case .camera: return HomeApp(self, "Camera", category: "Creativity")
        case .clock: return HomeApp(self, "Clock", category: "Utilities")
        case .maps: return HomeApp(self, "Maps", category: "Travel")
        case .weather: return HomeApp(self, "Weather", category: "Weather")
        case .notes: return HomeApp(self, "Notes", category: "Productivity")
        case .reminders: return HomeApp(self, "Reminders", category: "Productivity")
        case .music: return HomeApp(self, "Music", category: "Entertainment")
        case .podcasts: return HomeApp(self, "Podcasts", category: "Entertainment")
        case .news: return HomeApp(self, "News", category: "Information")
        case .books: return HomeApp(self, "Books", category: "Entertainment")
        case .settings: return HomeApp(self, "Settings", category: "Utilities")
        case .calculator: return HomeApp(self, "Calculator", category: "Utilities")
        case .compass: return HomeApp(self, "Compass", category: "Utilities")
        case .phone: return HomeApp(self, "Phone", category: "Social")
        case .safari: return HomeApp(self, "Safari", category: "Information")
        case .messages: return HomeApp(self, "Messages", category: "Social")
        case .stocks: return HomeApp(self, "Stocks", category: "Finance")
        case .health: return HomeApp(self, "Health", category: "Health & Fitness")
        case .wallet: return HomeApp(self, "Wallet", category: "Finance")
        case .files: return HomeApp(self, "Files", category: "Productivity")
        case .voiceMemos: return HomeApp(self, "Voice Memos", category: "Utilities")
        case .home: return HomeApp(self, "Home", category: "Lifestyle")
        case .tv: return HomeApp(self, "TV", category: "Entertainment")
        case .translate: return HomeApp(self, "Translate", category: "Utilities")
        case .contacts: return HomeApp(self, "Contacts", category: "Social")
        }
    }

    /// Background colours, top and bottom of the faked gradient.
    private var background: (top: UInt32, bottom: UInt32) {
        switch self {
        case .mail: return (0x5FC7FF, 0x1A7BF2)
        case .calendar, .photos, .notes, .reminders, .news, .health, .files, .translate, .contacts: return (0xFFFFFF, 0xECECF0)
        case .camera, .settings: return (0xD5D7DC, 0x8E9097)
        case .clock, .calculator, .compass, .stocks, .wallet, .tv: return (0x2C2C2E, 0x000000)
        case .maps: return (0xF4F0E4, 0xDDE8D0)
        case .weather: return (0x58B6F5, 0x1F62D6)
        case .music: return (0xFF6B7F, 0xF21D47)
        case .podcasts: return (0xD68CFF, 0x8A2BE2)
        case .books: return (0xFFAE3D, 0xFF7A00)
        case .phone, .messages: return (0x6EF07E, 0x1CC93B)
        case .safari: return (0xFFFFFF, 0xE8ECF2)
        case .voiceMemos: return (0x3A3A3C, 0x1C1C1E)
        case .home: return (0xFFFFFF, 0xF0F0F2)
        }
    }

    /// Draws the icon into `rect` (a square).
    func draw(in rect: Rect, into list: inout DisplayList) {
        let radius = rect.width * 0.225
        let colors = background
        let top = Color.hex(colors.top), bottom = Color.hex(colors.bottom)
        list.fill(.roundedRect(rect, radius: radius), bottom)
        // Layers shrinking towards the top, each closer to the top colour: a gradient made of fills.
        for step in 1...8 {
            let share = Double(step) / 8
            let layer = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height * (1 - share * 0.55))
            list.fill(.roundedRect(layer, radius: radius), bottom.mixed(with: top, amount: share))
        }
        let g = GlyphPen(rect: rect)
        drawGlyph(g, into: &list)
    }

    private func drawGlyph(_ g: GlyphPen, into list: inout DisplayList) {
        let white = Color.white
        switch self {
        case .mail:
            let body = g.rect(0.18, 0.3, 0.64, 0.42)
            list.fill(.roundedRect(body, radius: g.size(0.05)), white)
            list.stroke(.path(g.polyline([(0.2, 0.33), (0.5, 0.55), (0.8, 0.33)]), FillRule: .nonZero), Color.hex(0x1A7BF2), width: g.size(0.035))
        case .calendar:
            list.fill(.roundedRect(g.rect(0.16, 0.14, 0.68, 0.16), radius: g.size(0.03)), Color.hex(0xFF3B30))
            for row in 0..<4 { for col in 0..<5 {
                let dot = g.rect(0.2 + Double(col) * 0.13, 0.38 + Double(row) * 0.13, 0.07, 0.07)
                list.fill(.ellipse(dot), row == 1 && col == 3 ? Color.hex(0xFF3B30) : Color.hex(0x3A3A3C))
            } }
        case .photos:
            let colors: [UInt32] = [0xFF9500, 0xFFCC00, 0x8BD448, 0x34C759, 0x30B0C7, 0x5856D6, 0xAF52DE, 0xFF2D55]
            for (i, hex) in colors.enumerated() {
                let angle = Double(i) * Double.pi / 4
                let petal = g.rect(0.42, 0.16, 0.16, 0.34)
                list.withTransform(.about(g.point(0.5, 0.5), .rotation(angle))) { list in
                    list.fill(.ellipse(petal), Color.hex(hex).withAlpha(0.85))
                }
            }
        case .camera:
            list.fill(.roundedRect(g.rect(0.14, 0.3, 0.72, 0.46), radius: g.size(0.08)), Color.hex(0x3A3A3C))
            list.fill(.roundedRect(g.rect(0.36, 0.22, 0.28, 0.12), radius: g.size(0.04)), Color.hex(0x3A3A3C))
            list.fill(.ellipse(g.rect(0.33, 0.36, 0.34, 0.34)), Color.hex(0xD1D1D6))
            list.fill(.ellipse(g.rect(0.39, 0.42, 0.22, 0.22)), Color.hex(0x1C3A5E))
            list.fill(.ellipse(g.rect(0.44, 0.46, 0.07, 0.07)), white.withAlpha(0.7))
            list.fill(.ellipse(g.rect(0.72, 0.36, 0.07, 0.07)), Color.hex(0xFFCC00))
        case .clock:
            list.fill(.ellipse(g.rect(0.1, 0.1, 0.8, 0.8)), white)
            for tick in 0..<12 {
                let a = Double(tick) * Double.pi / 6
                let inner = g.polar(0.33, a), outer = g.polar(0.38, a)
                list.stroke(.line(from: inner, to: outer), Color.hex(0x1C1C1E), width: g.size(0.02))
            }
            list.stroke(.line(from: g.point(0.5, 0.5), to: g.polar(0.22, -Double.pi / 3)), Color.hex(0x1C1C1E), width: g.size(0.05))
            list.stroke(.line(from: g.point(0.5, 0.5), to: g.polar(0.32, Double.pi * 0.55)), Color.hex(0x1C1C1E), width: g.size(0.035))
            list.stroke(.line(from: g.point(0.5, 0.5), to: g.polar(0.34, Double.pi * 1.15)), Color.hex(0xFF9500), width: g.size(0.015))
            list.fill(.ellipse(g.rect(0.47, 0.47, 0.06, 0.06)), Color.hex(0xFF9500))
        case .maps:
            list.fill(.path(g.polygon([(0, 0.62), (1, 0.38), (1, 0.48), (0, 0.72)]), FillRule: .nonZero), Color.hex(0xF8D66D))
            list.fill(.path(g.polygon([(0.55, 0), (0.65, 0), (0.45, 1), (0.35, 1)]), FillRule: .nonZero), white)
            list.fill(.path(g.polygon([(0, 0.15), (0.3, 0), (0.42, 0), (0, 0.27)]), FillRule: .nonZero), Color.hex(0x7AC7F5))
            var pin = Path.ellipse(in: g.rect(0.36, 0.22, 0.28, 0.28))
            pin.append(g.polygon([(0.38, 0.42), (0.5, 0.66), (0.62, 0.42)]))
            list.fill(.path(pin, FillRule: .nonZero), Color.hex(0xFF3B30))
            list.fill(.ellipse(g.rect(0.45, 0.31, 0.1, 0.1)), white)
        case .weather:
            list.fill(.ellipse(g.rect(0.2, 0.16, 0.36, 0.36)), Color.hex(0xFFD60A))
            list.fill(.ellipse(g.rect(0.28, 0.44, 0.3, 0.26)), white)
            list.fill(.ellipse(g.rect(0.44, 0.36, 0.32, 0.32)), white)
            list.fill(.roundedRect(g.rect(0.2, 0.56, 0.62, 0.16), radius: g.size(0.08)), white)
        case .notes:
            list.fill(.rect(g.rect(0.0, 0.0, 1, 0.26).insetBy(dx: g.size(0.11), dy: 0).offsetBy(dx: 0, dy: g.size(0.02))), Color.hex(0xFFD52E))
            for line in 0..<4 {
                list.fill(.rect(g.rect(0.14, 0.4 + Double(line) * 0.13, 0.72, 0.02)), Color.hex(0xC7C7CC))
            }
        case .reminders:
            for (i, hex) in [UInt32(0x007AFF), 0xFF3B30, 0xFF9500].enumerated() {
                let y = 0.22 + Double(i) * 0.22
                list.fill(.ellipse(g.rect(0.16, y, 0.14, 0.14)), Color.hex(hex))
                list.fill(.roundedRect(g.rect(0.38, y + 0.05, 0.46, 0.04), radius: g.size(0.02)), Color.hex(0xC7C7CC))
            }
        case .music:
            list.fill(.ellipse(g.rect(0.22, 0.6, 0.2, 0.15)), white)
            list.fill(.ellipse(g.rect(0.56, 0.52, 0.2, 0.15)), white)
            list.fill(.rect(g.rect(0.37, 0.24, 0.05, 0.44)), white)
            list.fill(.rect(g.rect(0.71, 0.16, 0.05, 0.44)), white)
            list.fill(.path(g.polygon([(0.37, 0.24), (0.76, 0.16), (0.76, 0.27), (0.37, 0.35)]), FillRule: .nonZero), white)
        case .podcasts:
            for (i, r) in [0.34, 0.24].enumerated() {
                list.stroke(.ellipse(g.rect(0.5 - r, 0.44 - r, 2 * r, 2 * r)), white, width: g.size(0.05 - Double(i) * 0.01))
            }
            list.fill(.ellipse(g.rect(0.4, 0.34, 0.2, 0.2)), white)
            list.fill(.roundedRect(g.rect(0.44, 0.56, 0.12, 0.3), radius: g.size(0.05)), white)
        case .news:
            list.fill(.path(g.polygon([(0.16, 0.2), (0.34, 0.2), (0.66, 0.62), (0.66, 0.2), (0.84, 0.2), (0.84, 0.8), (0.66, 0.8), (0.34, 0.38), (0.34, 0.8), (0.16, 0.8)]), FillRule: .nonZero), Color.hex(0xFF2D55))
        case .books:
            list.fill(.path(g.polygon([(0.5, 0.3), (0.18, 0.24), (0.18, 0.72), (0.5, 0.78)]), FillRule: .nonZero), white)
            list.fill(.path(g.polygon([(0.5, 0.3), (0.82, 0.24), (0.82, 0.72), (0.5, 0.78)]), FillRule: .nonZero), white.withAlpha(0.85))
            list.stroke(.line(from: g.point(0.5, 0.3), to: g.point(0.5, 0.78)), Color.hex(0xFF7A00), width: g.size(0.02))
        case .settings:
            let gear = Path.star(center: g.point(0.5, 0.5), outerRadius: g.size(0.36), innerRadius: g.size(0.29), points: 12)
            list.fill(.path(gear, FillRule: .nonZero), Color.hex(0x48484A))
            list.fill(.ellipse(g.rect(0.28, 0.28, 0.44, 0.44)), Color.hex(0xAEAEB2))
            list.fill(.ellipse(g.rect(0.4, 0.4, 0.2, 0.2)), Color.hex(0x48484A))
        case .calculator:
            for row in 0..<3 { for col in 0..<3 {
                let hex: UInt32 = col == 2 ? 0xFF9500 : (row == 0 ? 0xA5A5A5 : 0x505050)
                list.fill(.ellipse(g.rect(0.17 + Double(col) * 0.24, 0.17 + Double(row) * 0.24, 0.18, 0.18)), Color.hex(hex))
            } }
        case .compass:
            list.stroke(.ellipse(g.rect(0.14, 0.14, 0.72, 0.72)), white, width: g.size(0.03))
            list.fill(.path(g.polygon([(0.5, 0.2), (0.58, 0.5), (0.42, 0.5)]), FillRule: .nonZero), Color.hex(0xFF3B30))
            list.fill(.path(g.polygon([(0.5, 0.8), (0.58, 0.5), (0.42, 0.5)]), FillRule: .nonZero), white)
        case .phone:
            var handset = Path()
            handset.move(to: g.point(0.26, 0.2))
            handset.line(to: g.point(0.38, 0.18))
            handset.line(to: g.point(0.44, 0.34))
            handset.line(to: g.point(0.36, 0.42))
            handset.cubic(to: g.point(0.58, 0.64), control1: g.point(0.42, 0.52), control2: g.point(0.48, 0.58))
            handset.line(to: g.point(0.66, 0.56))
            handset.line(to: g.point(0.82, 0.62))
            handset.line(to: g.point(0.8, 0.74))
            handset.cubic(to: g.point(0.26, 0.2), control1: g.point(0.55, 0.88), control2: g.point(0.12, 0.45))
            handset.close()
            list.fill(.path(handset, FillRule: .nonZero), white)
        case .safari:
            list.fill(.ellipse(g.rect(0.12, 0.12, 0.76, 0.76)), Color.hex(0x1E8CF0))
            list.fill(.ellipse(g.rect(0.18, 0.18, 0.64, 0.64)), Color.hex(0xF5F8FC))
            list.fill(.path(g.polygon([(0.7, 0.3), (0.54, 0.54), (0.46, 0.46)]), FillRule: .nonZero), Color.hex(0xFF3B30))
            list.fill(.path(g.polygon([(0.3, 0.7), (0.54, 0.54), (0.46, 0.46)]), FillRule: .nonZero), Color.hex(0x8E8E93))
        case .messages:
            list.fill(.ellipse(g.rect(0.16, 0.22, 0.68, 0.5)), white)
            list.fill(.path(g.polygon([(0.28, 0.6), (0.2, 0.8), (0.42, 0.68)]), FillRule: .nonZero), white)
        case .stocks:
            list.stroke(.path(g.polyline([(0.14, 0.66), (0.34, 0.48), (0.48, 0.58), (0.66, 0.34), (0.86, 0.28)]), FillRule: .nonZero),
                        Color.hex(0x30D158), width: g.size(0.05))
            list.fill(.rect(g.rect(0.14, 0.78, 0.72, 0.02)), Color.hex(0x636366))
        case .health:
            var heart = Path()
            heart.move(to: g.point(0.5, 0.78))
            heart.cubic(to: g.point(0.5, 0.34), control1: g.point(0.1, 0.52), control2: g.point(0.22, 0.1))
            heart.cubic(to: g.point(0.5, 0.78), control1: g.point(0.78, 0.1), control2: g.point(0.9, 0.52))
            heart.close()
            list.fill(.path(heart, FillRule: .nonZero), Color.hex(0xFF2D55))
        case .wallet:
            for (i, hex) in [UInt32(0x34C759), 0xFF9500, 0x007AFF].enumerated() {
                list.fill(.roundedRect(g.rect(0.14, 0.24 + Double(i) * 0.1, 0.72, 0.3), radius: g.size(0.05)), Color.hex(hex))
            }
            list.fill(.roundedRect(g.rect(0.12, 0.5, 0.76, 0.3), radius: g.size(0.05)), Color.hex(0xD1D1D6))
        case .files:
            list.fill(.path(g.polygon([(0.14, 0.26), (0.4, 0.26), (0.46, 0.32), (0.86, 0.32), (0.86, 0.76), (0.14, 0.76)]), FillRule: .nonZero),
                      Color.hex(0x1A7BF2))
            list.fill(.roundedRect(g.rect(0.14, 0.38, 0.72, 0.38), radius: g.size(0.04)), Color.hex(0x5AB0FF))
        case .voiceMemos:
            let heights = [0.16, 0.34, 0.5, 0.26, 0.42, 0.2, 0.3, 0.12]
            for (i, h) in heights.enumerated() {
                list.fill(.roundedRect(g.rect(0.16 + Double(i) * 0.09, 0.5 - h / 2, 0.05, h), radius: g.size(0.025)), Color.hex(0xFF3B30))
            }
        case .home:
            list.fill(.path(g.polygon([(0.5, 0.18), (0.84, 0.48), (0.74, 0.48), (0.74, 0.8), (0.26, 0.8), (0.26, 0.48), (0.16, 0.48)]), FillRule: .nonZero),
                      Color.hex(0xFF9500))
            list.fill(.roundedRect(g.rect(0.44, 0.58, 0.12, 0.22), radius: g.size(0.03)), white)
        case .tv:
            list.fill(.roundedRect(g.rect(0.14, 0.24, 0.72, 0.46), radius: g.size(0.05)), Color.hex(0xD1D1D6))
            list.fill(.roundedRect(g.rect(0.18, 0.28, 0.64, 0.38), radius: g.size(0.03)), Color.hex(0x1C1C1E))
            list.fill(.rect(g.rect(0.36, 0.74, 0.28, 0.03)), Color.hex(0xD1D1D6))
        case .translate:
            list.fill(.roundedRect(g.rect(0.14, 0.16, 0.46, 0.4), radius: g.size(0.06)), Color.hex(0x007AFF))
            list.fill(.roundedRect(g.rect(0.4, 0.44, 0.46, 0.4), radius: g.size(0.06)), Color.hex(0x3A3A3C))
            list.fill(.rect(g.rect(0.24, 0.3, 0.26, 0.04)), white)
            list.fill(.rect(g.rect(0.5, 0.6, 0.26, 0.04)), white)
        case .contacts:
            list.fill(.ellipse(g.rect(0.36, 0.18, 0.28, 0.28)), Color.hex(0x8E8E93))
            list.fill(.path(g.polygon([(0.22, 0.8), (0.3, 0.56), (0.7, 0.56), (0.78, 0.8)]), FillRule: .nonZero), Color.hex(0x8E8E93))
        }
    }
}

/// Maps unit coordinates (0…1 across the icon) to scene points.
private struct GlyphPen {
    let rect: Rect

    func point(_ x: Double, _ y: Double) -> Point { Point(rect.minX + x * rect.width, rect.minY + y * rect.height) }
    func size(_ unit: Double) -> Double { unit * rect.width }
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height, width: w * rect.width, height: h * rect.height)
    }
    /// A point at `radius` (unit) from the centre, `angle` clockwise from twelve o'clock.
    func polar(_ radius: Double, _ angle: Double) -> Point {
        Point(rect.midX + sin(angle) * radius * rect.width, rect.midY - cos(angle) * radius * rect.height)
    }
    func polygon(_ points: [(Double, Double)]) -> Path { .polygon(points.map { point($0.0, $0.1) }) }
    func polyline(_ points: [(Double, Double)]) -> Path {
        var path = Path()
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: point(p.0, p.1)) } else { path.line(to: point(p.0, p.1)) }
        }
        return path
    }
}
