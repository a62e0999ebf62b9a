import AXCore

/// What kind of speech an utterance is (trace field `kind`). `feedback` is what VoiceOver says after
/// a double tap (the new toggle state, "Selected", the label again); `title` the app's name or a new
/// screen's title before the element focus lands on.
public enum SpeechKind: String, Hashable, Sendable, CaseIterable {
    /// `element`: a focus description; `hint`: its hint; `value`: a new value after adjusting;
    /// `announcement`: a posted announcement; `page`: a page-scrolled description; `rotor`: a rotor
    /// option or item; `actions`: "Actions available"; `feedback` and `title` as above.
    case element, hint, value, announcement, page, rotor, actions, feedback, title
}

/// How an utterance ended.
public enum SpeechOutcome: String, Hashable, Sendable, CaseIterable {
    /// `finished`: heard whole; `interrupted`: cut off by later speech (`heard` keeps what was said);
    /// `dropped`: never started.
    case finished, interrupted, dropped
}

/// One utterance on the speech channel, reported once its outcome is known.
public struct SpeechRecord: Hashable, Sendable {
    /// What was to be said.
    public var text: String
    /// Its priority on the speech channel (a higher one interrupts a lower one).
    public var priority: SpeechPriority
    /// What kind of speech it is.
    public var kind: SpeechKind
    /// How it ended.
    public var outcome: SpeechOutcome
    /// The part heard before an interruption ("" when cut at once); the whole text when finished; nil when dropped.
    public var heard: String?
    /// Virtual time it started (or was dropped) and ended.
    public var start: Int
    /// Virtual time it ended.
    public var end: Int

    /// An utterance whose outcome is known.
    public init(text: String, priority: SpeechPriority, kind: SpeechKind, outcome: SpeechOutcome, heard: String?, start: Int, end: Int) {
        self.text = text; self.priority = priority; self.kind = kind; self.outcome = outcome
        self.heard = heard; self.start = start; self.end = end
    }
}

/// The states of a drag session (trace record `drag`).
public enum DragState: String, Hashable, Sendable, CaseIterable {
    /// `began`: lifted; `over`: moved over a target that proposes an operation; `dropped`: the
    /// target accepted it; `cancelled`: no drop.
    case began, over, dropped, cancelled
}

/// A sound as the simulation reports it (trace record `sound`): one of VoiceOver's or the drag
/// engine's earcons, or a note the scene played.
public enum PlayedSound: Hashable, Sendable {
    /// One of VoiceOver's or the drag engine's short sounds.
    case earcon(Earcon)
    /// A musical note (MIDI number, 60 = middle C); its duration is the scene's business, not the trace's.
    case tone(note: Int)

    /// What a scene's `play` call is heard as.
    public init(_ cue: SoundCue) {
        switch cue {
        case .earcon(let earcon): self = .earcon(earcon)
        case .tone(let note, _): self = .tone(note: note)
        }
    }

    /// The trace name: the earcon's name, or `tone`.
    public var name: String {
        switch self {
        case .earcon(let earcon): return earcon.rawValue
        case .tone: return "tone"
        }
    }
}

/// Which UIAccessibility notification a scene posted (trace record `notification`, field `name`).
/// The raw values are the names trace format v1 writes, so they never change.
public enum NotificationName: String, Hashable, Sendable, CaseIterable {
    /// `UIAccessibility.Notification.screenChanged`: a new screen appeared.
    case screenChanged
    /// `UIAccessibility.Notification.layoutChanged`: part of the screen changed.
    case layoutChanged
    /// `UIAccessibility.Notification.announcement`: text for VoiceOver to speak.
    case announcement
    /// `UIAccessibility.Notification.pageScrolled`: the page description after an accessibility scroll.
    case pageScrolled
    /// `UIAccessibility.zoomFocusChanged(zoomType:toFrame:in:)`: the app's focus for Zoom moved.
    case zoomFocusChanged

    /// The name of what a scene posted.
    public init(_ notification: AccessibilityNotification) {
        switch notification {
        case .screenChanged: self = .screenChanged
        case .layoutChanged: self = .layoutChanged
        case .announcement: self = .announcement
        case .pageScrolled: self = .pageScrolled
        case .zoomFocusChanged: self = .zoomFocusChanged
        }
    }
}

/// Everything the simulation produces. Consumers: the renderer (cursor, captions), the trace
/// recorder, the validator's probes and the CLI's printers. Nothing downstream calls back.
public enum OutputEvent: Hashable, Sendable {
    /// A gesture the recognizer found in pointer input (discrete ones, and continuous ones as they begin).
    case gesture(kind: RecognizedGesture.Kind, fingers: Int, direction: RecognizedGesture.Direction?)
    /// VoiceOver's cursor moved to an element; `description` is what it reads there.
    case focus(elementID: String, description: String)
    /// An utterance, once its outcome is known.
    case speech(SpeechRecord)
    /// An earcon or a scene tone.
    case sound(PlayedSound)
    /// What the engine invoked on an element and whether it reported success.
    case action(elementID: String?, name: String, result: Bool)
    /// What the scene posted, with its argument as traces record it (`element:<id>`, `text:<text>`,
    /// the announced text, or the page description).
    case notification(name: NotificationName, argument: String?)
    /// A drag session changed state; `item` is the dragged item's id, `target` the element or drop
    /// point involved; `operation` is the drop target's proposal while over one.
    case drag(state: DragState, item: String, target: String?, operation: DropOperation?)
    /// The digest of the scene's model state after an input changed it.
    case state(digest: String)
    /// Switch Control's highlight moved (docs/switch-control.md): what kind, on which element or
    /// group, the menu entry highlighted, and where point scanning's band or line is.
    case switchHighlight(kind: SwitchHighlight.Kind, elementID: String?, entry: String?, frame: Rect?)
    /// Switch Control's scanner menu opened or turned a page for the item `itemID`, with its
    /// entries' titles; nil item and page: the menu closed.
    case switchMenu(itemID: String?, page: ScannerMenu.Page?, entries: [String])
    /// Speak Screen's highlight moved to the element it starts reading; nil: the reading ended or
    /// the controller closed (docs/vision.md#speak-screen).
    case speakScreenHighlight(elementID: String?)
    /// Full Keyboard Access's focus moved (docs/keyboard.md): to the element `elementID` of the focus
    /// group `group` (nil: an item of no group); nil element: focus is nowhere (off, or nothing takes it).
    case keyboardFocus(elementID: String?, group: String?)
    /// Full Keyboard Access shows a list (`kind`: the actions of `itemID`, or help) with its entries
    /// and the one chosen; nil kind: the list closed.
    case keyboardList(kind: KeyboardList.Kind?, itemID: String?, entries: [String], selected: Int?)
    /// Zoom's lens moved, zoomed in or changed level (docs/vision.md#zoom); nil: zoomed out to the
    /// whole screen (or Zoom turned off).
    case zoom(ZoomLens?)
    /// What Voice Control shows: an overlay, a numbered choice among the elements a phrase matched,
    /// a phrase it did nothing with (docs/voice-control.md).
    case voiceControl(VoiceControlOutput)
    /// The Large Content Viewer opened on an item or showed another as the finger slid; nil: it
    /// closed, or the finger holding it is over no item (docs/engine.md, "The Large Content Viewer").
    case largeContentViewer(LargeContentViewerItem?)
}

/// An output with the virtual time it happened at and the input (or timer) that caused it.
public struct Output: Hashable, Sendable {
    /// The `seq` of the input that caused it (timers inherit the seq of the input that scheduled them).
    public var cause: Int
    /// Virtual milliseconds.
    public var time: Int
    /// What happened.
    public var event: OutputEvent

    /// `event` at `time`, caused by input `cause`.
    public init(cause: Int, time: Int, event: OutputEvent) {
        self.cause = cause; self.time = time; self.event = event
    }
}
