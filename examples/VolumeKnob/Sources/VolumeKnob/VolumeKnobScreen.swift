import AXCore

/// A speaker's volume screen: a heading, the volume knob and a Mute toggle.
///
/// The knob is turned by circling a finger around it; VoiceOver users swipe up and down on it
/// instead (it is adjustable), so the circling gesture has an accessible equivalent. Mute silences
/// the speaker without losing the level.
public final class VolumeKnobScreen: Scene {
    public let id = "volume-knob"
    public let title = "Volume knob"
    public let device = Device.phone

    /// The scenes this package brings to the command line.
    public static var registry: SceneRegistry {
        SceneRegistry([SceneDescriptor(id: "volume-knob", tab: "Examples", title: "Volume knob",
                                       sourcePath: "Sources/VolumeKnob/VolumeKnobScreen.swift", make: { VolumeKnobScreen() })])
    }

    public private(set) var knob = VolumeKnob(frame: VolumeKnobScreen.knobFrame)
    public private(set) var muted = false
    /// The finger turning the knob, where it last was, and the level it has turned to (fractional).
    private var turning: (id: Int, last: Point, level: Double)?

    static let knobFrame = Rect(x: 75, y: 220, width: 240, height: 240)
    static let margin = 20.0

    public init() {}

    /// The Mute button grows with the text size (at the largest sizes it takes the screen's width).
    func muteFrame(_ settings: Settings) -> Rect {
        let size = settings.pointSize(.body)
        let width = min(device.size.width - 2 * Self.margin, max(160, size * 5))
        return Rect(x: (device.size.width - width) / 2, y: 520, width: width, height: max(52, size * 1.3 + 24))
    }

    private func headingFrame(_ settings: Settings) -> Rect {
        Rect(x: Self.margin, y: 80, width: device.size.width - 2 * Self.margin, height: settings.pointSize(.largeTitle) * 1.3)
    }

    // MARK: Drawing

    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        list.background = .hex("#FFFFFF")
        let ink = Color.hex("#1C1C1E")
        list.text(TextRun("Volume", box: headingFrame(settings), size: settings.pointSize(.largeTitle),
                          weight: settings.weight(.bold), color: ink, alignment: .center, style: .largeTitle))
        knob.draw(into: &list, settings: settings, muted: muted)
        list.fill(.roundedRect(muteFrame(settings), radius: 12), muted ? .hex("#0058B0") : .hex("#E5E5EA"))
        list.text(TextRun(muted ? "Unmute" : "Mute", box: muteFrame(settings).insetBy(dx: 8, dy: 12), size: settings.pointSize(.body),
                          weight: settings.weight(.semibold), color: muted ? .hex("#FFFFFF") : ink, alignment: .center, style: .body))
    }

    // MARK: Accessibility

    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        let heading = AccessibilityElement(id: "volume-heading", label: "Volume", traits: .header, frame: headingFrame(settings))
        var dial = AccessibilityElement(id: "volume-knob", label: "Volume", traits: .adjustable, frame: Self.knobFrame)
        // Read on every access, so VoiceOver speaks the new value right after a swipe.
        dial.$value = .computed { [unowned self] in SpeechText(self.knob.spokenValue) }
        dial.path = .ellipse(in: Self.knobFrame)
        dial.onIncrement = { [unowned self] context in self.step(by: 1, context) }
        dial.onDecrement = { [unowned self] context in self.step(by: -1, context) }
        // A switch, as UISwitch is: VoiceOver reads "Mute. Switch Button. Off." and the new state after a double tap.
        var mute = AccessibilityElement(id: "volume-mute", label: "Mute", traits: [.button, .toggleButton], frame: muteFrame(settings))
        mute.$value = .computed { [unowned self] in self.muted ? "1" : "0" }
        mute.onActivate = { [unowned self] _ in self.muted.toggle(); return true }
        return [heading, dial, mute]
    }

    private func step(by detents: Int, _ context: SceneContext) -> Bool {
        guard knob.step(by: detents) else { return false }
        context.play(.earcon(.click))
        return true
    }

    // MARK: Touch

    public func touch(_ touch: SceneTouch, context: SceneContext) {
        switch touch.phase {
        case .began:
            guard turning == nil, Path.ellipse(in: Self.knobFrame).contains(touch.location) else { return }
            turning = (touch.id, touch.location, Double(knob.level))
        case .moved:
            guard var turn = turning, turn.id == touch.id else { return }
            turn.level = min(100, max(0, turn.level + knob.turn(from: turn.last, to: touch.location)))
            turn.last = touch.location
            turning = turn
            let clicks = knob.set(Int(turn.level.rounded()))
            for _ in 0..<clicks { context.play(.earcon(.click)) }
        case .ended, .cancelled:
            if turning?.id == touch.id { turning = nil }
        }
    }

    /// A tap on Mute toggles it (the knob turns by touches, not taps).
    public func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        guard gesture.kind == .tap, muteFrame(context.settings).contains(gesture.location) else { return false }
        muted.toggle()
        return true
    }

    public var declaredGestures: [DeclaredGesture] {
        [DeclaredGesture(kind: .rotate, frame: Self.knobFrame, meaning: "circle a finger around the knob to turn the volume",
                         equivalentElementID: "volume-knob")]
    }

    public func stateSnapshot() -> [(key: String, value: String)] {
        [("level", String(knob.level)), ("muted", String(muted))]
    }
}
