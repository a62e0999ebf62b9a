import AXCore
import Foundation

/// A round volume knob: a finger turns it by circling its centre, as on a hi-fi amplifier, and
/// every 10 % it clicks like a detent. VoiceOver users cannot circle a finger (VoiceOver takes the
/// touch), so the knob is one adjustable element: swipe up or down to turn it a detent.
///
/// The knob sweeps 270°, from 7:30 on a clock face (0 %) through 12 (50 %) to 4:30 (100 %).
public struct VolumeKnob {
    /// 0…100, in steps of one from a finger and of `detent` from VoiceOver.
    public private(set) var level: Int
    /// Where the knob is drawn and touched.
    public var frame: Rect

    /// The sweep of the knob in radians and the angle (screen coordinates, y down) of 0 %.
    static let sweep = 1.5 * Double.pi
    static let startAngle = 0.75 * Double.pi
    /// What one VoiceOver swipe and one click are worth.
    public static let detent = 10

    public init(level: Int = 50, frame: Rect) {
        self.level = min(100, max(0, level))
        self.frame = frame
    }

    /// "50 percent": what VoiceOver reads as the value.
    public var spokenValue: String { "\(level) percent" }

    var center: Point { frame.center }
    var radius: Double { min(frame.width, frame.height) / 2 }

    /// Sets the level; returns the detents crossed (0 when the level did not move past one).
    @discardableResult
    public mutating func set(_ newLevel: Int) -> Int {
        let clamped = min(100, max(0, newLevel))
        let crossed = abs(clamped / Self.detent - level / Self.detent)
        level = clamped
        return crossed
    }

    /// One detent up or down, as VoiceOver's swipes ask; false at the end of the range.
    public mutating func step(by detents: Int) -> Bool {
        let target = (level / Self.detent + detents) * Self.detent
        guard (0...100).contains(target), target != level else { return false }
        level = target
        return true
    }

    /// The angle, in radians clockwise from 3 o'clock, of the pointer at `level`.
    func angle(at level: Int) -> Double { Self.startAngle + Self.sweep * Double(level) / 100 }

    /// How far (in level points) a finger moving from `from` to `to` around the centre turns the knob.
    func turn(from: Point, to: Point) -> Double {
        var delta = atan2(to.y - center.y, to.x - center.x) - atan2(from.y - center.y, from.x - center.x)
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        return delta / Self.sweep * 100
    }

    // MARK: Drawing

    /// The dial, the lit arc up to the level, the pointer and the level in the middle.
    public func draw(into list: inout DisplayList, settings: Settings, muted: Bool) {
        let ink = settings.increaseContrast ? Color.hex("#000000") : Color.hex("#1C1C1E")
        let accent = muted ? Color.hex("#6C6C70") : Color.hex("#0058B0")
        list.fill(.ellipse(frame), Color.hex("#E5E5EA"))
        list.stroke(.ellipse(frame), ink, width: settings.increaseContrast ? 3 : 2)
        // The track, then the lit arc from 0 % to the level, as polylines of one segment per 2 %.
        let track = radius - 14
        list.stroke(.path(arc(to: 100, distance: track), FillRule: .nonZero), Color.hex("#C7C7CC"), width: 8)
        if level > 0 { list.stroke(.path(arc(to: level, distance: track), FillRule: .nonZero), accent, width: 8) }
        let pointer = angle(at: level)
        list.stroke(.line(from: point(at: pointer, distance: radius * 0.25), to: point(at: pointer, distance: radius - 26)), ink, width: 6)
        let text = muted ? "Muted" : "\(level)%"
        let size = settings.pointSize(.title1)
        list.text(TextRun(text, box: Rect(x: frame.minX, y: center.y + radius * 0.3, width: frame.width, height: size * 1.4),
                          size: size, weight: settings.weight(.semibold), color: ink, alignment: .center, style: .title1))
    }

    private func arc(to level: Int, distance: Double) -> Path {
        let points = stride(from: 0, through: level, by: 2).map { point(at: angle(at: $0), distance: distance) }
            + [point(at: angle(at: level), distance: distance)]
        return Path([.move(points[0])] + points.dropFirst().map { .line($0) })
    }

    private func point(at angle: Double, distance: Double) -> Point {
        Point(center.x + cos(angle) * distance, center.y + sin(angle) * distance)
    }
}
