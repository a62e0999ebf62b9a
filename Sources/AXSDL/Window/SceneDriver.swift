import AXCore
import AXEngine

/// What the window drives: the scene, its settings, the virtual clock and the pointer. The window
/// only draws and maps input; `SessionSceneDriver` routes it all through the engine's Session (with
/// VoiceOver on or off) by way of its `SessionDriver`, the one place inputs are numbered.
package protocol SceneDriver: AnyObject {
    var scene: Scene { get }
    var settings: Settings { get }
    /// Virtual time in milliseconds.
    var now: Int { get }
    /// The order the overlays and the inspector number elements in.
    var navigation: NavigationOrder { get }
    /// Caption lines, oldest first.
    var captions: [Caption] { get }
    /// The utterance being spoken now, whoever says it (VoiceOver, or Speak Screen's reading, whose
    /// utterances carry `speakScreenIndex`): the status file tells the two apart.
    var speaking: Utterance? { get }
    /// Called with every sound the scene or the engine plays.
    var onSound: ((SoundCue) -> Void)? { get set }

    func setSettings(_ settings: Settings)
    /// Moves the virtual clock forward, firing due timers.
    func advance(to time: Int)
    /// The fingers of one input event (the mouse as one to four fingers, or real touches), in scene
    /// points, stamped with the current virtual time, in id order.
    func pointer(_ samples: [PointerSample])
    /// The element VoiceOver's cursor is on; nil when VoiceOver is off or nothing is focused.
    var focusedElementID: String? { get }
    /// What VoiceOver says for the focused element (with its editing state), if the driver knows.
    var focusedDescription: ElementDescription? { get }
    /// Whether a VoiceOver drag is under way.
    var isDragging: Bool { get }
    /// The drag under way, whichever path started it (the drop-point overlay lights up for it).
    var dragSession: DragSession? { get }
    /// A finger's long press is recognised and held still: its next move lifts the drag.
    var longPressIsHeld: Bool { get }
    /// The drop point VoiceOver's Actions rotor has selected during a drag (the drop-point overlay
    /// highlights it), nil otherwise.
    var selectedDropPoint: LocationDescriptor? { get }
    /// An assistive technology's command from the keyboard, at the current virtual time.
    func perform(_ command: AssistiveCommand)
    /// The cursor of every assistive technology that is on, in their order: the focus-indicator pass draws them.
    var focusIndicators: [FocusIndicator] { get }
    /// Whether VoiceOver has a text field editing: the keyboard types into it.
    var isEditingText: Bool { get }
    /// Text typed on the keyboard, at the current virtual time.
    func type(_ text: String)
    /// Switch Control's highlight (`.none` while it is off), the menu open and the scan tree.
    var switchHighlight: SwitchHighlight { get }
    /// The scanner menu open now, with its page.
    var switchMenu: (menu: ScannerMenu, page: ScannerMenu.Page)? { get }
    /// The scan tree while Switch Control is on, and the settings it scans with (the inspector's reach).
    var switchScan: (tree: ScanTree, settings: SwitchControlSettings)? { get }
    /// Whether Full Keyboard Access is on (the window's keys are then its keys), its focus, the focus
    /// map it moves through, and the list it shows.
    var isKeyboardOn: Bool { get }
    var keyboardFocusID: String? { get }
    var keyboardFocusMap: KeyboardFocusMap { get }
    var keyboardList: KeyboardList? { get }
    /// What Voice Control shows while it is on (nil while off); Voice Control's inputs go through
    /// `perform(_:)` with `.voiceControl`.
    var voiceControlShown: VoiceControlShown? { get }
    /// The scene as it stands now, and how to bring a fresh copy there: what the findings overlay
    /// validates, so it shows the findings of the state the user drove the scene into.
    var currentState: SceneState { get }
    /// Speak Screen's controller and highlight while it is open.
    var speakScreenController: SpeakScreenController? { get }
    /// Whether Speak Screen's setting is on.
    var isSpeakScreenEnabled: Bool { get }
    /// Whether Zoom is on, and what its user sees while zoomed in (docs/vision.md#zoom).
    var isZoomOn: Bool { get }
    /// The assistive technologies on now, in the order input reaches them (`Session.isOn(_:)`): what
    /// the status bar names.
    var technologiesOn: [AssistiveTechnologyKind] { get }
    /// Zoom's lens while zoomed in, nil otherwise: the window shows the magnified view.
    var zoomLens: ZoomLens? { get }
    /// What the Large Content Viewer shows while a finger holds it open over an item, nil
    /// otherwise: the window draws it over the scene (`LargeContentViewerHUD`).
    var largeContentViewer: LargeContentViewerItem? { get }
    /// The vision filter the screen is shown through now, nil for none (docs/vision.md).
    var visionFilter: VisionFilter? { get }
    /// Shows the screen through `filter` from now on (the G key), as an input at the current
    /// virtual time, so a recording records it.
    func setVision(_ filter: VisionFilter?)
}

extension SceneDriver {
    /// A VoiceOver command from the keyboard: `perform(.voiceOver(command))`.
    func perform(_ command: VoiceOverCommand) { perform(.voiceOver(command)) }
    /// A Switch Control command from the keyboard (a switch press, on or off, the scanning mode):
    /// `perform(.switchControl(command))`.
    func perform(_ command: SwitchControlCommand) { perform(.switchControl(command)) }
    /// A Speak Screen command from the keyboard (its setting, the start, the controller's buttons):
    /// `perform(.speakScreen(command))`.
    func perform(_ command: SpeakScreenCommand) { perform(.speakScreen(command)) }
}

/// A state of the window's scene: its model's digest (the trace's state digest with no focus), and
/// the inputs that brought a fresh copy, started with `startSettings` (as an app launch when
/// `launch`), there by `time`.
package struct SceneState: Sendable {
    /// Identifies the model state: the findings are found again only when it changes.
    package var digest: String
    /// The settings the session started with.
    package var startSettings: Settings
    /// The session began as an app launch, its name and first element spoken.
    package var launch: Bool
    /// Every input applied so far, as numbered.
    package var inputs: [TimedRecord]
    /// The virtual time now.
    package var time: Int
    /// The Switch Control settings the session started with and whether it was on from the start:
    /// without them a replay of the inputs would take no switch press, and reach another state.
    package var switchControl: (settings: SwitchControlSettings, on: Bool)

    /// A state reached by `inputs` from `startSettings` (and `switchControl`) at `time`.
    package init(digest: String, startSettings: Settings, launch: Bool, inputs: [TimedRecord], time: Int,
                 switchControl: (settings: SwitchControlSettings, on: Bool) = (.default, false)) {
        self.digest = digest; self.startSettings = startSettings; self.launch = launch; self.inputs = inputs; self.time = time
        self.switchControl = switchControl
    }
}

/// One line of the caption panel: what was said or announced and how it ended, so an interrupted
/// or dropped utterance is drawn differently from one heard in full.
package struct Caption: Equatable, Sendable {
    /// `speaking`: the utterance under way, not yet heard to its end. `notice`: not speech, a line
    /// the window adds (an action an imported screen could not perform).
    enum Style: Equatable, Sendable { case heard, interrupted, dropped, speaking, notice }
    /// The line as the panel shows it.
    package var text: String
    /// How the utterance ended, which decides how the line is drawn.
    var style: Style

    /// A caption line.
    init(_ text: String, style: Style = .heard) { self.text = text; self.style = style }
}
