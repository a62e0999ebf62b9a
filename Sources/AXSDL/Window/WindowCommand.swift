import AXCore
import AXEngine

/// What a key in the window does. `KeyBindings.all` ties each command to its keys and words, and is
/// the one table both the input mapper and the help overlay read, so help never drifts from behaviour.
package enum WindowCommand: String, CaseIterable, Hashable, Sendable {
    case toggleVoiceOver, toggleReduceMotion, toggleReduceTransparency, toggleBoldText, toggleIncreaseContrast
    /// The display settings that add shapes where colour alone would tell: Differentiate Without
    /// Colour, Button Shapes, On/Off Labels.
    case toggleDifferentiateWithoutColor, toggleButtonShapes, toggleOnOffLabels
    case contentSizeUp, contentSizeDown, toggleRightToLeft
    case toggleFrames
    /// The next vision filter (none, then each of `VisionFilter.all`, then none).
    case cycleVision
    case toggleHelp
    case quit
    /// VoiceOver commands (sent only while VoiceOver is on).
    case voNext, voPrevious, voFirst, voLast, voActivate, voUp, voDown, voRotorNext, voRotorPrevious
    case voMagicTap, voReadAll, voReadFromHere, voLongPress, voPassThrough
    case voScrollUp, voScrollDown, voScrollLeft, voScrollRight
    /// Closes help; with VoiceOver on it is VoiceOver's escape (scrub), else it quits.
    case voEscape
    /// Switch Control on and off, its select and next switches, item or point scanning.
    case toggleSwitchControl, switchSelect, switchNext, togglePointScanning
    /// Speak Screen: read the screen (turning its setting on), pause, resume; and close its controller.
    case speakScreen, speakScreenStop
    /// Speak Screen's controller: skip back and forward, slower and faster (while it is open).
    case speakScreenBack, speakScreenForward, speakScreenSlower, speakScreenFaster
    /// Full Keyboard Access on and off (while it is on, Tab, the arrows, Space and Escape are its keys).
    case toggleKeyboard
    /// Zoom on and zoomed in, or off (docs/vision.md#zoom).
    case toggleZoom
    /// Voice Control's command line: open it (a phrase is typed, Return says it), delete a character.
    case openVoiceControlLine, voiceControlDeleteBackward

    /// The VoiceOver command this key stands for.
    package var voiceOverCommand: VoiceOverCommand? {
        switch self {
        case .voNext: return .next
        case .voPrevious: return .previous
        case .voFirst: return .first
        case .voLast: return .last
        case .voActivate: return .activate
        case .voUp: return .up
        case .voDown: return .down
        case .voRotorNext: return .rotorNext
        case .voRotorPrevious: return .rotorPrevious
        case .voMagicTap: return .magicTap
        case .voReadAll: return .readAll(fromTop: true)
        case .voReadFromHere: return .readAll(fromTop: false)
        case .voLongPress: return .longPress
        case .voPassThrough: return .passThrough(path: [])
        case .voScrollUp: return .scroll(.up)
        case .voScrollDown: return .scroll(.down)
        case .voScrollLeft: return .scroll(.left)
        case .voScrollRight: return .scroll(.right)
        case .voEscape: return .escape
        default: return nil
        }
    }

    /// The Speak Screen controller's button this key stands for.
    package var speakScreenControllerCommand: SpeakScreenCommand? {
        switch self {
        case .speakScreenBack: return .back
        case .speakScreenForward: return .forward
        case .speakScreenSlower: return .slower
        case .speakScreenFaster: return .faster
        default: return nil
        }
    }

    /// The settings after this command, or nil for commands that do not change settings.
    package func applied(to settings: Settings) -> Settings? {
        var s = settings
        switch self {
        case .toggleVoiceOver: s.voiceOver.toggle()
        case .toggleReduceMotion: s.reduceMotion.toggle()
        case .toggleReduceTransparency: s.reduceTransparency.toggle()
        case .toggleBoldText: s.boldText.toggle()
        case .toggleIncreaseContrast: s.increaseContrast.toggle()
        case .toggleDifferentiateWithoutColor: s.differentiateWithoutColor.toggle()
        case .toggleButtonShapes: s.buttonShapes.toggle()
        case .toggleOnOffLabels: s.onOffLabels.toggle()
        case .contentSizeUp: s.contentSize = s.contentSize.larger
        case .contentSizeDown: s.contentSize = s.contentSize.smaller
        case .toggleRightToLeft: s.layoutDirection = s.isRightToLeft ? .leftToRight : .rightToLeft
        default: return nil
        }
        return s
    }
}

/// A key (or keys) and the command it runs, with the words the help overlay shows.
struct KeyBinding: Hashable, Sendable {
    /// As shown to the user ("B", "+ / =", "F1 / ?").
    package var keys: String
    package var command: WindowCommand
    package var summary: String
}

package enum KeyBindings {
    static let all: [KeyBinding] = [
        KeyBinding(keys: "V", command: .toggleVoiceOver, summary: "VoiceOver on / off"),
        KeyBinding(keys: "M", command: .toggleReduceMotion, summary: "Reduce Motion"),
        KeyBinding(keys: "T", command: .toggleReduceTransparency, summary: "Reduce Transparency"),
        KeyBinding(keys: "B", command: .toggleBoldText, summary: "Bold Text"),
        KeyBinding(keys: "C", command: .toggleIncreaseContrast, summary: "Increase Contrast"),
        KeyBinding(keys: "D", command: .toggleDifferentiateWithoutColor, summary: "Differentiate Without Colour"),
        KeyBinding(keys: "H", command: .toggleButtonShapes, summary: "Button Shapes"),
        KeyBinding(keys: "I", command: .toggleOnOffLabels, summary: "On/Off Labels"),
        KeyBinding(keys: "+ / =", command: .contentSizeUp, summary: "Larger text (content size up)"),
        KeyBinding(keys: "-", command: .contentSizeDown, summary: "Smaller text (content size down)"),
        KeyBinding(keys: "R", command: .toggleRightToLeft, summary: "Right-to-left layout"),
        KeyBinding(keys: "F", command: .toggleFrames, summary: "Element frames overlay"),
        KeyBinding(keys: "G", command: .cycleVision, summary: "Vision filter: next (protanopia … smart invert, off)"),
        KeyBinding(keys: "F1 / ?", command: .toggleHelp, summary: "Show / hide this help"),
        KeyBinding(keys: "Right", command: .voNext, summary: "VO: next element (swipe right)"),
        KeyBinding(keys: "Left", command: .voPrevious, summary: "VO: previous (swipe left)"),
        KeyBinding(keys: "Home", command: .voFirst, summary: "VO: first (4-finger tap, top)"),
        KeyBinding(keys: "End", command: .voLast, summary: "VO: last (4-finger tap, bottom)"),
        KeyBinding(keys: "Return / Space", command: .voActivate, summary: "VO: activate (double tap)"),
        KeyBinding(keys: "Up", command: .voUp, summary: "VO: rotor item up (swipe)"),
        KeyBinding(keys: "Down", command: .voDown, summary: "VO: rotor item down (swipe)"),
        KeyBinding(keys: "]", command: .voRotorNext, summary: "VO: turn the rotor"),
        KeyBinding(keys: "[", command: .voRotorPrevious, summary: "VO: turn the rotor back"),
        KeyBinding(keys: "Z", command: .voMagicTap, summary: "VO: magic tap (2-finger 2-tap)"),
        KeyBinding(keys: "A / Ctrl+Up", command: .voReadAll, summary: "VO: read all from the top"),
        KeyBinding(keys: "Ctrl+Down", command: .voReadFromHere, summary: "VO: read all from here"),
        KeyBinding(keys: "L", command: .voLongPress, summary: "VO: long press (triple tap)"),
        KeyBinding(keys: "P", command: .voPassThrough, summary: "VO: pass through (2-tap, hold)"),
        KeyBinding(keys: "Shift+Up", command: .voScrollUp, summary: "VO: scroll up (3-finger swipe)"),
        KeyBinding(keys: "Shift+Down", command: .voScrollDown, summary: "VO: scroll down (3-finger swipe)"),
        KeyBinding(keys: "Shift+Left", command: .voScrollLeft, summary: "VO: scroll left (3-finger swipe)"),
        KeyBinding(keys: "Shift+Right", command: .voScrollRight, summary: "VO: scroll right (3-finger swipe)"),
        KeyBinding(keys: "W", command: .toggleSwitchControl, summary: "Switch Control on / off"),
        KeyBinding(keys: "S", command: .switchSelect, summary: "Switch Control: select switch"),
        KeyBinding(keys: "N", command: .switchNext, summary: "Switch Control: next switch"),
        KeyBinding(keys: ".", command: .togglePointScanning, summary: "Switch Control: point / item scanning"),
        KeyBinding(keys: "U", command: .speakScreen, summary: "Speak Screen: read / pause / resume"),
        KeyBinding(keys: "Shift+U", command: .speakScreenStop, summary: "Speak Screen: close the controller"),
        KeyBinding(keys: "Ctrl+Left", command: .speakScreenBack, summary: "Speak Screen: skip back"),
        KeyBinding(keys: "Ctrl+Right", command: .speakScreenForward, summary: "Speak Screen: skip forward"),
        KeyBinding(keys: "Shift+,", command: .speakScreenSlower, summary: "Speak Screen: slower (down to 0.5×)"),
        KeyBinding(keys: "Shift+.", command: .speakScreenFaster, summary: "Speak Screen: faster (up to 2×)"),
        KeyBinding(keys: "K", command: .toggleKeyboard, summary: "Full Keyboard Access on / off (Tab, arrows, Space, Esc, Tab-Z, Tab-H; Ctrl or Alt + key: the app's shortcut)"),
        KeyBinding(keys: "X", command: .toggleZoom, summary: "Zoom: on and zoomed in / off (Shift+drag: 3 fingers)"),
        KeyBinding(keys: "E", command: .openVoiceControlLine, summary: "Voice Control: type a phrase, Return says it"),
        KeyBinding(keys: "Backspace", command: .voiceControlDeleteBackward, summary: "Voice Control: delete in the phrase"),
        KeyBinding(keys: "Esc", command: .voEscape, summary: "Help off / VO escape"),
        KeyBinding(keys: "Q", command: .quit, summary: "Quit"),
    ]

    static func binding(for command: WindowCommand) -> KeyBinding? { all.first { $0.command == command } }

    /// What the mouse is with each modifier held as the button goes down. Alt mirrors two
    /// fingers around the scene's centre, as the iOS Simulator's Option key does, and wins over the
    /// others, so Alt with anything is a pinch.
    static let mouse: [MouseBinding] = [
        MouseBinding(keys: "Click / drag", modifiers: [], fingers: 1, summary: "One finger (VO gestures if VO is on)"),
        MouseBinding(keys: "Ctrl + drag", modifiers: [.ctrl], fingers: 2, summary: "Two fingers: swipe, double tap, scrub"),
        MouseBinding(keys: "Shift + drag", modifiers: [.shift], fingers: 3, summary: "Three fingers: scroll swipes"),
        MouseBinding(keys: "Ctrl+Shift click", modifiers: [.ctrl, .shift], fingers: 4, summary: "Four fingers: tap top / bottom half"),
        MouseBinding(keys: "Alt + drag", modifiers: [.alt], fingers: 2, mirrored: true,
                     summary: "Two fingers mirrored: pinch, rotate"),
    ]

    /// The mouse binding for the modifiers held (Alt with anything counts as Alt).
    static func mouseBinding(for held: KeyModifiers) -> MouseBinding {
        let wanted: KeyModifiers = held.contains(.alt) ? [.alt] : held
        return mouse.first { $0.modifiers == wanted } ?? mouse[0]
    }
}

/// The modifier keys the window reads, for key chords and for how many fingers the mouse is.
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let shift = KeyModifiers(rawValue: 1)
    package static let ctrl = KeyModifiers(rawValue: 2)
    package static let alt = KeyModifiers(rawValue: 4)
}

/// A modifier held while the left button goes down and the fingers the mouse then stands for, with
/// the words the help overlay shows.
struct MouseBinding: Hashable, Sendable {
    package var keys: String
    package var modifiers: KeyModifiers
    package var fingers: Int
    /// Two fingers mirrored around the scene's centre instead of side by side.
    package var mirrored: Bool = false
    package var summary: String

    /// The fingers' layout for one stroke; `center` is the scene's centre in scene points.
    package func layout(center: Point) -> MouseFingers.Layout {
        mirrored ? .mirrored(around: center) : .together(count: fingers)
    }
}
