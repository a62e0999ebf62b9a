import AXCore
import AXEngine

/// Drives the window's scene through the engine's simulated VoiceOver: the mouse's fingers and real
/// touches are pointer samples routed by the Session's gesture recognizers, VoiceOver keys become
/// commands and setting keys become setting inputs, all at the current virtual time, and all
/// through a `SessionDriver` (a trace recorder watching that driver records the run). Speech becomes
/// captions (priority, interrupted and dropped utterances marked), sounds go to `onSound`, and the
/// focus is exposed for the VoiceOver cursor.
package final class SessionSceneDriver: SceneDriver {
    /// The driver every input goes through.
    package let driver: SessionDriver
    /// The session driven.
    package var session: Session { driver.session }
    /// Utterances whose outcome is known, oldest first.
    private var spoken: [Caption] = []
    package var onSound: ((SoundCue) -> Void)?
    /// Called as each utterance starts, so a real voice (`EspeakVoice`) can follow the speech
    /// channel: a new utterance means the previous one is over or interrupted.
    package var onUtterance: ((Utterance) -> Void)?
    private var lastUtterance: Utterance?
    private static let maxCaptions = 50
    /// How long a scene tone sounds in the window (the output carries the note, not the duration).
    static let toneDuration = 250

    /// Drives `driver`'s session (give it the driver a `TraceRecorder` watches to record the run).
    package init(driver: SessionDriver) {
        self.driver = driver
        startSettings = driver.session.settings
        startSwitchControl = (driver.session.switchControlSettings, driver.session.isSwitchControlOn)
    }

    /// Drives `session` through a driver of its own.
    package convenience init(session: Session) {
        self.init(driver: SessionDriver(session: session))
    }

    package var scene: Scene { session.scene }
    package var settings: Settings { session.settings }
    package var now: Int { session.now }
    package var navigation: NavigationOrder { session.navigation }
    /// What was said, then what is being said now (so a long description shows as it starts).
    package var captions: [Caption] {
        guard let current = session.speaking else { return spoken }
        return spoken + [Caption("[\(current.priority.rawValue), speaking] " + current.text, style: .speaking)]
    }

    package var speaking: Utterance? { session.speaking }

    package var focusedElementID: String? { session.settings.voiceOver ? session.focusedElementID : nil }

    package var isDragging: Bool { session.isDragging }

    package var dragSession: DragSession? { session.dragSession }

    package var longPressIsHeld: Bool { session.longPressIsHeld }
    package var selectedDropPoint: LocationDescriptor? { session.settings.voiceOver ? session.selectedDropPoint : nil }

    package var focusedDescription: ElementDescription? {
        guard let id = focusedElementID, let index = session.navigation.entries.firstIndex(where: { $0.id == id }) else { return nil }
        return session.description(at: index)
    }

    /// Each setting that differs becomes one `setting` input, in `Settings.names` order.
    package func setSettings(_ settings: Settings) {
        let current = session.settings
        for (name, value) in settings.pairs where current.value(named: name) != value {
            take(driver.apply(.setting(name: name, value: value), at: session.now))
        }
    }

    package func advance(to time: Int) {
        take(driver.advance(to: time))
    }

    /// Each finger becomes one pointer input, so a trace records (and replays) every finger.
    package func pointer(_ samples: [PointerSample]) {
        for sample in samples { take(driver.apply(.pointer(sample), at: sample.time)) }
    }

    package func perform(_ command: AssistiveCommand) {
        if case .voiceControl(.say(let phrase)) = command {
            lastPhrase = phrase
            phrasesSaid += 1
            lastMiss = nil
        }
        take(driver.apply(command.input, at: session.now))
    }

    package var visionFilter: VisionFilter? { session.visionFilter }

    /// A `vision` input, only when the filter changes.
    package func setVision(_ filter: VisionFilter?) {
        guard filter != session.visionFilter else { return }
        take(driver.apply(.vision(filter), at: session.now))
    }

    /// The last phrase said to Voice Control: the window's caption of what was heard.
    private var lastPhrase: String?
    /// Phrases said so far, and why the last did nothing (`VoiceControlShown`).
    private var phrasesSaid = 0
    private var lastMiss: VoiceControlMiss?

    package var focusIndicators: [FocusIndicator] { session.focusIndicators }

    package var speakScreenController: SpeakScreenController? { session.speakScreenController }
    package var isSpeakScreenEnabled: Bool { session.isSpeakScreenEnabled }

    package var switchHighlight: SwitchHighlight { session.switchHighlight }
    package var switchMenu: (menu: ScannerMenu, page: ScannerMenu.Page)? { session.switchMenu }
    package var switchScan: (tree: ScanTree, settings: SwitchControlSettings)? {
        session.switchScanTree.map { ($0, session.switchControlSettings) }
    }

    package var voiceControlShown: VoiceControlShown? {
        guard var shown = VoiceControlShown(session: session, said: lastPhrase) else { return nil }
        shown.phrasesSaid = phrasesSaid
        shown.lastMiss = lastMiss
        return shown
    }

    package var isEditingText: Bool { session.isEditing }

    package var isKeyboardOn: Bool { session.isKeyboardOn }
    package var keyboardList: KeyboardList? { session.keyboardList }
    package var keyboardFocusID: String? { session.keyboardFocusID }
    package var keyboardFocusMap: KeyboardFocusMap { session.keyboardFocusMap }
    package var isZoomOn: Bool { session.isZoomOn }
    package var zoomLens: ZoomLens? { session.zoomLens }
    package var largeContentViewer: LargeContentViewerItem? { session.largeContentViewer }
    package var technologiesOn: [AssistiveTechnologyKind] { AssistiveTechnologyKind.allCases.sorted().filter(session.isOn) }

    package func type(_ text: String) {
        take(driver.apply(.typed(text), at: session.now))
    }

    /// The inputs applied so far, and the settings the session started with (`currentState`).
    private var inputs: [TimedRecord] = []
    private let startSettings: Settings
    /// Switch Control's settings and whether it was on when the driver took the session (`currentState`).
    private let startSwitchControl: (settings: SwitchControlSettings, on: Bool)

    /// Asked every frame while the findings overlay is on: the model's digest comes from the
    /// Session, which digests the snapshot again only after the scene may have changed.
    package var currentState: SceneState {
        SceneState(digest: session.modelDigest, startSettings: startSettings,
                   launch: session.announcedLaunch, inputs: inputs, time: session.now, switchControl: startSwitchControl)
    }

    private func take(_ records: [TimedRecord]) {
        inputs += records.lazy.filter(\.record.isInput)
        for output in SessionDriver.outputs(records) {
            switch output.event {
            case .speech(let record):
                spoken.append(Self.caption(for: record))
            case .sound(.tone(let note)):
                onSound?(.tone(note: note, duration: Self.toneDuration))
            case .sound(.earcon(let earcon)):
                onSound?(.earcon(earcon))
            case .voiceControl(.missed(_, let miss)):
                lastMiss = miss
            case .largeContentViewer(let item?):
                spoken.append(Self.caption(for: item))
            case .action(let elementID, let name, false) where scene.behaviour == .unknown:
                spoken.append(Self.unansweredAction(name, elementID: elementID))
            default:
                break
            }
        }
        if spoken.count > Self.maxCaptions { spoken.removeFirst(spoken.count - Self.maxCaptions) }
        let current = session.speaking
        if let current, current != lastUtterance { onUtterance?(current) }
        lastUtterance = current
    }

    /// The notice for an action an imported screen did not perform: the real app, which would
    /// have answered, is not here (docs/import.md).
    package static func unansweredAction(_ name: String, elementID: String?) -> Caption {
        Caption("[not performed] \(name)" + (elementID.map { " on \($0)" } ?? "") + ": the real app can't be asked", style: .notice)
    }

    /// The line for an item the Large Content Viewer shows: not speech, what a sighted user reads in
    /// its panel (`[Large Content Viewer] "Home" (tab0)`: its title, its image by name, "empty" with neither).
    package static func caption(for item: LargeContentViewerItem) -> Caption {
        let title = item.title.flatMap { $0.contains { !$0.isWhitespace } ? "\"\($0)\"" : nil }
        let image = item.image.flatMap { $0.isEmpty ? nil : "image \($0)" }
        let shown = [title, image].compactMap { $0 }
        return Caption("[Large Content Viewer] " + (shown.isEmpty ? "empty" : shown.joined(separator: ", ")) + " (\(item.elementID))", style: .notice)
    }

    /// "[high] Text"; an interrupted utterance says what was heard and a dropped one is marked, both
    /// before the text so a long line cut at the panel's edge still shows how it ended.
    package static func caption(for record: SpeechRecord) -> Caption {
        let priority = record.priority.rawValue
        switch record.outcome {
        case .finished:
            return Caption("[\(priority)] " + record.text)
        case .interrupted:
            let heard = record.heard ?? ""
            let mark = heard.isEmpty ? "interrupted at once" : "interrupted after \"\(heard)\""
            return Caption("[\(priority), \(mark)] " + record.text, style: .interrupted)
        case .dropped:
            return Caption("[\(priority), dropped] " + record.text, style: .dropped)
        }
    }
}
