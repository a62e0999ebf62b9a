import AXCore
import Foundation

/// A round volume knob, as a component: a finger turns it by circling its centre, as on a hi-fi
/// amplifier, and every 10 % it clicks like a detent. VoiceOver users cannot circle a finger
/// (VoiceOver takes the touch), so the knob is one adjustable element: a swipe up or down turns it
/// a detent.
///
/// The knob sweeps 270°, from 7:30 on a clock face (0 %) through 12 (50 %) to 4:30 (100 %).
/// Everything (drawing, the element and its round content shape, touch) is derived from the frame
/// the composition gives it.
public final class VolumeKnob: Component {
    /// 0…100, in steps of one from a finger and of `detent` from VoiceOver.
    public private(set) var level: Int
    /// Whether the speaker is muted: the knob keeps its level but draws it greyed.
    public var muted = false
    /// The finger turning the knob, where it last was, and the level it has turned to (fractional).
    private var turning: (id: Int, last: Point, level: Double)?

    /// The sweep of the knob in radians and the angle (screen coordinates, y down) of 0 %.
    static let sweep = 1.5 * Double.pi
    static let startAngle = 0.75 * Double.pi
    /// What one VoiceOver swipe and one click are worth.
    public static let detent = 10
    /// The knob's diameter in points.
    public static let diameter = 240.0

    /// A knob at `level` percent.
    public init(level: Int = 50) {
        self.level = min(100, max(0, level))
    }

    /// "50 percent": what VoiceOver reads as the value; "50 percent, muted" while the knob draws
    /// "Muted" in place of its level, so the state it shows is heard (and Voice Control does not take
    /// the drawn word for a name the knob lacks).
    public var spokenValue: String { muted ? "\(level) percent, muted" : "\(level) percent" }

    /// Sets the level; returns the detents crossed (0 when the level did not move past one).
    @discardableResult
    public func set(_ newLevel: Int) -> Int {
        let clamped = min(100, max(0, newLevel))
        let crossed = abs(clamped / Self.detent - level / Self.detent)
        level = clamped
        return crossed
    }

    /// Forgets the finger turning the knob: a screen putting its model back (`ModelRestoring`)
    /// starts with no finger down.
    public func releaseFinger() { turning = nil }

    /// One detent up or down, as VoiceOver's swipes ask; false at the end of the range.
    public func step(by detents: Int) -> Bool {
        let target = (level / Self.detent + detents) * Self.detent
        guard (0...100).contains(target), target != level else { return false }
        level = target
        return true
    }

    // MARK: Geometry, from the frame

    private func dial(_ frame: Rect) -> (center: Point, radius: Double) {
        (frame.center, min(frame.width, frame.height) / 2)
    }

    /// The angle, in radians clockwise from 3 o'clock, of the pointer at `level`.
    private func angle(at level: Int) -> Double { Self.startAngle + Self.sweep * Double(level) / 100 }

    private func point(_ frame: Rect, at angle: Double, distance: Double) -> Point {
        let c = dial(frame).center
        return Point(c.x + cos(angle) * distance, c.y + sin(angle) * distance)
    }

    /// How far (in level points) a finger moving from `from` to `to` around the centre turns the knob.
    private func turn(_ frame: Rect, from: Point, to: Point) -> Double {
        let c = dial(frame).center
        var delta = atan2(to.y - c.y, to.x - c.x) - atan2(from.y - c.y, from.x - c.x)
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        return delta / Self.sweep * 100
    }

    // MARK: Component

    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: Self.diameter, height: Self.diameter) }

    /// The dial, the lit arc up to the level, the pointer and the level in the middle.
    public func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let ink = settings.increaseContrast ? Color.hex("#000000") : Color.hex("#1C1C1E")
        let accent = muted ? Color.hex("#6C6C70") : Color.hex("#0058B0")
        let radius = dial(frame).radius
        list.fill(.ellipse(frame), Color.hex("#E5E5EA"))
        list.stroke(.ellipse(frame), ink, width: settings.increaseContrast ? 3 : 2)
        let track = radius - 14
        list.stroke(.path(arc(frame, to: 100, distance: track), FillRule: .nonZero), Color.hex("#C7C7CC"), width: 8)
        if level > 0 { list.stroke(.path(arc(frame, to: level, distance: track), FillRule: .nonZero), accent, width: 8) }
        let pointer = angle(at: level)
        list.stroke(.line(from: point(frame, at: pointer, distance: radius * 0.25), to: point(frame, at: pointer, distance: radius - 26)),
                    ink, width: 6)
        let size = settings.pointSize(.title1)
        list.text(TextRun(muted ? "Muted" : "\(level)%", box: Rect(x: frame.minX, y: frame.midY + radius * 0.3, width: frame.width, height: size * 1.4),
                          size: size, weight: settings.weight(.semibold), color: ink, alignment: .center, style: .title1))
    }

    /// A polyline along the track from 0 % to `level`, one segment per 2 %.
    private func arc(_ frame: Rect, to level: Int, distance: Double) -> Path {
        let points = stride(from: 0, through: level, by: 2).map { point(frame, at: angle(at: $0), distance: distance) }
            + [point(frame, at: angle(at: level), distance: distance)]
        return Path([.move(points[0])] + points.dropFirst().map { .line($0) })
    }

    public func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: "volume-knob", label: "Volume", traits: .adjustable, frame: frame)
        // Read on every access, so VoiceOver speaks the new value right after a swipe.
        element.$value = .computed { [unowned self] in SpeechText(self.spokenValue) }
        element.path = .ellipse(in: frame)
        element.onIncrement = { [unowned self] context in self.step(by: 1, context) }
        element.onDecrement = { [unowned self] context in self.step(by: -1, context) }
        return [element]
    }

    private func step(by detents: Int, _ context: SceneContext) -> Bool {
        guard step(by: detents) else { return false }
        context.play(.earcon(.click))
        return true
    }

    /// Round: a finger in the frame's corners misses it.
    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { Path.ellipse(in: frame).contains(point) }

    public var tracksTouches: Bool { true }

    public func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) {
        switch touch.phase {
        case .began:
            guard turning == nil else { return }
            turning = (touch.id, touch.location, Double(level))
        case .moved:
            guard var turned = turning, turned.id == touch.id else { return }
            turned.level = min(100, max(0, turned.level + turn(frame, from: turned.last, to: touch.location)))
            turned.last = touch.location
            turning = turned
            for _ in 0..<set(Int(turned.level.rounded())) { context.play(.earcon(.click)) }
        case .ended, .cancelled:
            if turning?.id == touch.id { turning = nil }
        }
    }

    public func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        [DeclaredGesture(kind: .rotate, frame: frame, meaning: "circle a finger around the knob to turn the volume",
                         equivalentElementID: "volume-knob")]
    }
}
