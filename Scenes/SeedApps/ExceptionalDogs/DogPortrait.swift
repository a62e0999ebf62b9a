import AXCore

/// Draws a dog's face and shoulders with paths, in a 100×100 design space mapped onto any square:
/// the carousel cards and the gallery pictures share it. `pose` varies the gallery pictures (a head
/// tilt, a ball, a bone) so the three pictures of one dog differ.
struct DogPortrait {
    let dog: Dog
    /// 0 is the carousel portrait; 1, 2, … are the gallery pictures.
    let pose: Int

    /// Draws the portrait filling `square` (clipped to it by the caller if needed), marked as a
    /// picture: it stands for a photo of the dog, which Smart Invert turns into a negative unless
    /// the view showing it ignores invert colours.
    func draw(in square: Rect, settings: Settings, into list: inout DisplayList) {
        list.drawingPicture { list in drawPortrait(in: square, settings: settings, into: &list) }
    }

    private func drawPortrait(in square: Rect, settings: Settings, into list: inout DisplayList) {
        let s = min(square.width, square.height) / 100
        let origin = Point(square.midX - 50 * s, square.midY - 50 * s)
        let place = AffineTransform(a: s, b: 0, c: 0, d: s, tx: origin.x, ty: origin.y)
        let outline = settings.increaseContrast ? Color.hex(0x1C1C1E) : Color.hex(0x3A2A20).withAlpha(0.55)
        let line = settings.boldText ? 2.2 : 1.4

        list.withTransform(place) { list in
            drawProp(into: &list)
            // Shoulders first, so the head overlaps them.
            let shoulders = Path.ellipse(in: Rect(x: 14, y: 76, width: 72, height: 48))
            list.fill(.path(shoulders, FillRule: .nonZero), dog.coat)
            list.fill(.ellipse(Rect(x: 38, y: 82, width: 24, height: 30)), dog.muzzle)
            // Gallery poses tilt the head a little, about the neck.
            let tilt: AffineTransform = pose == 2 ? .about(Point(50, 80), .rotation(-0.18))
                : pose == 3 ? .about(Point(50, 80), .rotation(0.14)) : .identity
            list.withTransform(tilt) { list in drawHead(outline: outline, line: line, into: &list) }
        }
    }

    private func drawHead(outline: Color, line: Double, into list: inout DisplayList) {
        let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 100, ty: 0)
        let ear = earPath()
        let earColor = dog.patch ?? dog.coat.mixed(with: .black, amount: 0.18)
        for path in [ear, ear.applying(mirror)] {
            list.fill(.path(path, FillRule: .nonZero), earColor)
            list.stroke(.path(path, FillRule: .nonZero), outline, width: line)
        }
        let head = headPath()
        list.fill(.path(head, FillRule: .nonZero), dog.coat)
        if let patch = dog.patch {
            list.fill(.ellipse(Rect(x: 55, y: 30, width: 22, height: 22)), patch)
        }
        // A pale blaze down the forehead into the muzzle.
        var blaze = Path()
        blaze.move(to: Point(46, 24))
        blaze.cubic(to: Point(54, 24), control1: Point(48, 21), control2: Point(52, 21))
        blaze.cubic(to: Point(60, 60), control1: Point(56, 40), control2: Point(60, 50))
        blaze.line(to: Point(40, 60))
        blaze.cubic(to: Point(46, 24), control1: Point(40, 50), control2: Point(44, 40))
        blaze.close()
        list.fill(.path(blaze, FillRule: .nonZero), dog.muzzle.withAlpha(0.85))
        list.fill(.ellipse(Rect(x: 31, y: 54, width: 38, height: 28)), dog.muzzle)
        list.stroke(.path(head, FillRule: .nonZero), outline, width: line)

        // Eyes with a highlight each.
        for x in [36.0, 56.0] {
            list.fill(.ellipse(Rect(x: x, y: 40, width: 9, height: 10)), Color.hex(0x2B1B12))
            list.fill(.ellipse(Rect(x: x + 2, y: 42, width: 3, height: 3)), .white)
        }
        // Brows give the face an expression.
        var brows = Path()
        brows.move(to: Point(34, 37)); brows.quad(to: Point(45, 36), control: Point(39, 33))
        brows.move(to: Point(55, 36)); brows.quad(to: Point(66, 37), control: Point(61, 33))
        list.stroke(.path(brows, FillRule: .nonZero), outline, width: line)

        // Nose: a rounded triangle.
        var nose = Path()
        nose.move(to: Point(42, 59))
        nose.cubic(to: Point(58, 59), control1: Point(46, 55), control2: Point(54, 55))
        nose.cubic(to: Point(50, 68), control1: Point(59, 63), control2: Point(54, 67))
        nose.cubic(to: Point(42, 59), control1: Point(46, 67), control2: Point(41, 63))
        nose.close()
        list.fill(.path(nose, FillRule: .nonZero), Color.hex(0x1E1410))
        list.fill(.ellipse(Rect(x: 46, y: 59, width: 5, height: 2.5)), Color.white.withAlpha(0.45))

        // A tongue on the happy poses, then the mouth line over it.
        if pose != 2 {
            var tongue = Path()
            tongue.move(to: Point(45, 72))
            tongue.line(to: Point(55, 72))
            tongue.cubic(to: Point(50, 83), control1: Point(56, 78), control2: Point(54, 83))
            tongue.cubic(to: Point(45, 72), control1: Point(46, 83), control2: Point(44, 78))
            tongue.close()
            list.fill(.path(tongue, FillRule: .nonZero), Color.hex(0xE86A7A))
        }
        var mouth = Path()
        mouth.move(to: Point(50, 67)); mouth.line(to: Point(50, 71))
        mouth.move(to: Point(40, 70)); mouth.quad(to: Point(50, 71), control: Point(45, 75))
        mouth.move(to: Point(50, 71)); mouth.quad(to: Point(60, 70), control: Point(55, 75))
        list.stroke(.path(mouth, FillRule: .nonZero), Color.hex(0x1E1410), width: line)
    }

    /// The left ear; the right one is its mirror image.
    private func earPath() -> Path {
        var p = Path()
        switch dog.ears {
        case .floppy:
            p.move(to: Point(32, 24))
            p.cubic(to: Point(14, 66), control1: Point(18, 24), control2: Point(8, 50))
            p.cubic(to: Point(32, 54), control1: Point(20, 80), control2: Point(32, 66))
        case .pointed:
            p.move(to: Point(26, 36))
            p.cubic(to: Point(20, 4), control1: Point(20, 26), control2: Point(16, 12))
            p.cubic(to: Point(46, 22), control1: Point(30, 8), control2: Point(40, 14))
        }
        p.close()
        return p
    }

    private func headPath() -> Path {
        var p = Path()
        p.move(to: Point(50, 18))
        p.cubic(to: Point(78, 36), control1: Point(66, 18), control2: Point(77, 24))
        p.cubic(to: Point(70, 78), control1: Point(80, 52), control2: Point(78, 70))
        p.cubic(to: Point(50, 86), control1: Point(64, 84), control2: Point(57, 86))
        p.cubic(to: Point(30, 78), control1: Point(43, 86), control2: Point(36, 84))
        p.cubic(to: Point(22, 36), control1: Point(22, 70), control2: Point(20, 52))
        p.cubic(to: Point(50, 18), control1: Point(23, 24), control2: Point(34, 18))
        p.close()
        return p
    }

    /// Gallery props: a ball (pose 1), a bone (pose 2), a sun (pose 3).
    private func drawProp(into list: inout DisplayList) {
        switch pose {
        case 1:
            let ball = Rect(x: 74, y: 70, width: 20, height: 20)
            list.fill(.ellipse(ball), Color.hex(0xC8E03C))
            var seam = Path()
            seam.move(to: Point(76, 74)); seam.quad(to: Point(90, 88), control: Point(88, 74))
            list.stroke(.path(seam, FillRule: .nonZero), .white, width: 1.5)
        case 2:
            var bone = Path.roundedRect(Rect(x: 8, y: 86, width: 26, height: 6), radius: 3)
            for (x, y) in [(6.0, 83.0), (6.0, 89.0), (30.0, 83.0), (30.0, 89.0)] {
                bone.append(.ellipse(in: Rect(x: x, y: y, width: 6, height: 6)))
            }
            list.fill(.path(bone, FillRule: .nonZero), Color.hex(0xFBF5E6))
            list.stroke(.path(bone, FillRule: .nonZero), Color.hex(0xB8A98A), width: 0.8)
        case 3:
            list.fill(.ellipse(Rect(x: 76, y: 4, width: 18, height: 18)), Color.hex(0xFFC933))
        default:
            break
        }
    }
}
