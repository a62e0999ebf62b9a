import AXCore

/// A speaker's volume screen: a heading, the volume knob and a Mute switch, composed from
/// components. The composition lays them out for the text size, mirrors them for right-to-left
/// layouts and routes each finger to the component it began on.
public final class VolumeKnobScreen: ComponentScene, ModelRestoring {
    /// The scenes this package brings to the command line.
    public static var registry: SceneRegistry {
        SceneRegistry([SceneDescriptor(id: "volume-knob", tab: "Examples", title: "Volume knob",
                                       sourcePath: "Sources/VolumeKnob/VolumeKnobScreen.swift", make: { VolumeKnobScreen() })])
    }

    /// The knob, kept across layouts because it owns the level and the finger turning it.
    public let knob = VolumeKnob()
    /// Whether the speaker is muted.
    public private(set) var muted = false {
        didSet { knob.muted = muted }
    }

    /// A fresh screen at 50 %, not muted.
    public init() { super.init(id: "volume-knob", title: "Volume knob") }

    private static let ink = Color.hex("#1C1C1E")

    public override func body(settings: Settings) -> any Component {
        Background(.hex("#FFFFFF"), Padding(top: 80, leading: 20, bottom: 0, trailing: 20, Column(spacing: 40, [
            Label(id: "volume-heading", "Volume", style: .largeTitle, weight: .bold, color: Self.ink, alignment: .center, traits: .header),
            Row([Spacer(), knob, Spacer()]),
            Row([Spacer(), Sized(width: 200, muteSwitch), Spacer()]),
        ])))
    }

    /// A switch, as UISwitch is read: "Mute. Switch Button. Off." and the new state after a double tap.
    /// Its caption is its name, "Mute", in both states (the fill shows which, light against dark): a
    /// caption that turned to "Unmute" once on was a name Voice Control did not answer to
    /// (`voice.label-in-name`), and too long for the switch at the largest text size.
    private var muteSwitch: any Component {
        Button(id: "volume-mute", label: "Mute", value: .computed { [unowned self] in self.muted ? "1" : "0" }, traits: [.button, .toggleButton],
               content: Layers([
                   Drawing { [muted] frame, list, _, _ in list.fill(.roundedRect(frame, radius: 12), muted ? .hex("#0058B0") : .hex("#E5E5EA")) },
                   Padding(14, Label(id: nil, "Mute", style: .body, weight: .semibold,
                                     color: muted ? .hex("#FFFFFF") : Self.ink, alignment: .center)),
               ]),
               action: { [unowned self] _ in self.muted.toggle(); return true })
    }

    /// The body shows the level and the mute state, both in the snapshot: layouts are kept per
    /// state, and validation puts the screen back after each probe instead of making a new one.
    public override var layoutFollowsState: Bool { true }

    /// What the screen's behaviour depends on: the knob's level and the mute state.
    public struct Model {
        fileprivate var level: Int
        fileprivate var muted: Bool
    }

    /// The model as it is now.
    public func saveModel() -> Model { Model(level: knob.level, muted: muted) }

    /// Puts a saved model back, with no finger on the knob.
    public func restoreModel(_ model: Model) {
        knob.releaseFinger()
        knob.set(model.level)
        muted = model.muted
    }

    /// The level and whether the speaker is muted.
    public override func stateSnapshot() -> [(key: String, value: String)] {
        [("level", String(knob.level)), ("muted", String(muted))]
    }
}
