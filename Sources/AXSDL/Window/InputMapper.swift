import AXCore
import AXEngine
import CSDL2

/// What the window reacts to, translated from SDL events.
enum WindowInput: Equatable, Sendable {
    case command(WindowCommand)
    /// The left mouse button, in window points, with the modifiers held (read on `down` only: they
    /// choose how many fingers the stroke is, `KeyBindings.mouse`).
    case mouse(PointerSample.Phase, Point, KeyModifiers)
    /// A real finger on a touch device: a small trace-local id (0, 1, 2 … the lowest free one) and
    /// its position normalized to the window (0…1, as SDL reports it).
    case finger(PointerSample.Phase, id: Int, normalized: Point)
    /// The window closed or the app was asked to quit.
    case quit
    /// The window's size or pixel density changed.
    case resized
    /// An overlay key.
    case overlay(OverlayToggle)
    /// Text typed on the keyboard (SDL's text input), for the text field VoiceOver or Full Keyboard
    /// Access is editing.
    case text(String)
    /// A Switch Control switch's key (S, N) came up: the switch is released.
    case switchUp(SwitchRole)
    /// A Full Keyboard Access key, while it is on (`KeyboardKeys`).
    case keyboard(KeyboardCommand)
}

/// Maps SDL events to window inputs. Key mapping is a pure function of keycode and modifiers, so the
/// bindings are testable without a window; the mouse and fingers are read from events only (pushed
/// events do not update SDL's mouse state). The mouse SDL synthesizes from touch, and the touches it
/// synthesizes from the mouse, are dropped so no finger is counted twice; a mouse stroke and real
/// fingers never overlap (whichever started first owns the pointer ids until it ends).
package struct InputMapper {
    private var buttonDown = false
    /// Real fingers down: SDL's (touch device, finger) ids to our small pointer ids.
    private var fingers: [FingerKey: Int] = [:]
    /// Full Keyboard Access's keys and the Tab chord under way.
    private var keyboardKeys = KeyboardKeys()
    /// The last key to go down was a printable key taken as a command: the text SDL sends after it
    /// (SDL_TEXTINPUT follows the key-down of the key that typed it) is that key's, not typing, even
    /// when the command opened a line that types (E, Voice Control's command line).
    private var commandKeyText = false

    private struct FingerKey: Hashable { var touch: Int64; var finger: Int64 }

    package init() {}

    /// The modifiers in an SDL modifier state (either side's key counts).
    package static func modifiers(_ mod: UInt32) -> KeyModifiers {
        var held: KeyModifiers = []
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { held.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { held.insert(.ctrl) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { held.insert(.alt) }
        return held
    }

    /// The command for a key press (SDL keycodes are the ASCII code for printable keys). Shift and
    /// Ctrl turn the vertical arrows into the three- and two-finger swipes (`KeyBindings.all`).
    package static func command(forKey keycode: Int32, modifiers: KeyModifiers = []) -> WindowCommand? {
        if keycode == Int32(bitPattern: SDLK_F1.rawValue) { return .toggleHelp }
        if keycode == Int32(bitPattern: SDLK_ESCAPE.rawValue) { return .voEscape }
        if keycode == Int32(bitPattern: SDLK_RETURN.rawValue) || keycode == Int32(bitPattern: SDLK_KP_ENTER.rawValue) { return .voActivate }
        let shift = modifiers.contains(.shift), ctrl = modifiers.contains(.ctrl)
        guard keycode >= 0, keycode < 128, let scalar = Unicode.Scalar(UInt32(keycode)) else {
            switch keycode {
            case Int32(bitPattern: SDLK_KP_PLUS.rawValue): return .contentSizeUp
            case Int32(bitPattern: SDLK_KP_MINUS.rawValue): return .contentSizeDown
            case Int32(bitPattern: SDLK_RIGHT.rawValue): return shift ? .voScrollRight : ctrl ? .speakScreenForward : .voNext
            case Int32(bitPattern: SDLK_LEFT.rawValue): return shift ? .voScrollLeft : ctrl ? .speakScreenBack : .voPrevious
            case Int32(bitPattern: SDLK_UP.rawValue): return shift ? .voScrollUp : ctrl ? .voReadAll : .voUp
            case Int32(bitPattern: SDLK_DOWN.rawValue): return shift ? .voScrollDown : ctrl ? .voReadFromHere : .voDown
            case Int32(bitPattern: SDLK_HOME.rawValue): return .voFirst
            case Int32(bitPattern: SDLK_END.rawValue): return .voLast
            default: return nil
            }
        }
        switch Character(scalar) {
        case "v": return .toggleVoiceOver
        case "m": return .toggleReduceMotion
        case "t": return .toggleReduceTransparency
        case "b": return .toggleBoldText
        case "c": return .toggleIncreaseContrast
        case "d": return .toggleDifferentiateWithoutColor
        case "h": return .toggleButtonShapes
        case "i": return .toggleOnOffLabels
        case "=", "+": return .contentSizeUp
        case "-", "_": return .contentSizeDown
        case "r": return .toggleRightToLeft
        case "f": return .toggleFrames
        case "g": return .cycleVision
        case "?": return .toggleHelp
        case "/": return shift ? .toggleHelp : nil
        case "q": return .quit
        case " ": return .voActivate
        case "]": return .voRotorNext
        case "[": return .voRotorPrevious
        case "z": return .voMagicTap
        case "a": return .voReadAll
        case "l": return .voLongPress
        case "p": return .voPassThrough
        case "w": return .toggleSwitchControl
        case "s": return .switchSelect
        case "n": return .switchNext
        case ".": return shift ? .speakScreenFaster : .togglePointScanning
        case ",": return shift ? .speakScreenSlower : nil
        case "u": return shift ? .speakScreenStop : .speakScreen
        case "k": return .toggleKeyboard
        case "x": return .toggleZoom
        case "e": return .openVoiceControlLine
        case "\u{8}": return .voiceControlDeleteBackward
        default: return nil
        }
    }

    /// The input an SDL event stands for, if any. Mouse coordinates are window points (SDL reports
    /// window coordinates, not pixels, even with ALLOW_HIGHDPI). `modifiers` is the keyboard's state
    /// as a mouse button goes down (the window passes SDL_GetModState(); tests pass their own).
    /// While `editingText`, printable keys without Ctrl or Alt type (their text arrives as
    /// SDL_TEXTINPUT) instead of being window commands; arrows, Return and Escape stay commands.
    /// While `keyboardAccess` (Full Keyboard Access is on), its keys come first (`KeyboardKeys`), but
    /// for the printable ones while `editingText`.
    mutating func input(for event: SDL_Event, modifiers: KeyModifiers = [], editingText: Bool = false, keyboardAccess: Bool = false) -> WindowInput? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_WINDOWEVENT.rawValue:
            let kind = UInt32(event.window.event)
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || kind == SDL_WINDOWEVENT_RESIZED.rawValue { return .resized }
            if kind == SDL_WINDOWEVENT_CLOSE.rawValue { return .quit }
            return nil
        case SDL_KEYDOWN.rawValue:
            commandKeyText = false
            guard event.key.repeat == 0 else { return nil }
            let held = Self.modifiers(UInt32(event.key.keysym.mod))
            let printable = (32..<127).contains(event.key.keysym.sym)
            if editingText && printable && held.isDisjoint(with: [.ctrl, .alt]) { return nil }
            commandKeyText = printable
            // While a text field takes typing, Full Keyboard Access keeps its keys that type
            // nothing (Tab leaves the field, Escape ends the editing).
            if keyboardAccess && !(editingText && printable) {
                let key = keyboardKeys.keyDown(event.key.keysym.sym, modifiers: held)
                if key.handled { return key.command.map { .keyboard($0) } }
            }
            if let toggle = OverlayToggle.forKey(event.key.keysym.sym) { return .overlay(toggle) }
            return Self.command(forKey: event.key.keysym.sym, modifiers: held).map { .command($0) }
        case SDL_KEYUP.rawValue:
            // Tab released is Full Keyboard Access's Tab (KeyboardKeys); a switch key released is the switch.
            if keyboardAccess, let command = keyboardKeys.keyUp(event.key.keysym.sym) { return .keyboard(command) }
            let held = Self.modifiers(UInt32(event.key.keysym.mod))
            if editingText && (32..<127).contains(event.key.keysym.sym) && held.isDisjoint(with: [.ctrl, .alt]) { return nil }
            return Self.command(forKey: event.key.keysym.sym, modifiers: held)?.switchRole.map { .switchUp($0) }
        case SDL_TEXTINPUT.rawValue:
            defer { commandKeyText = false }
            guard editingText, !commandKeyText else { return nil }
            var buffer = event.text.text
            let text = withUnsafeBytes(of: &buffer) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(text)
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT), event.button.which != AX_SDL_TOUCH_MOUSEID,
                  !buttonDown, fingers.isEmpty else { return nil }
            buttonDown = true
            return .mouse(.down, Point(Double(event.button.x), Double(event.button.y)), modifiers)
        case SDL_MOUSEMOTION.rawValue:
            guard buttonDown, event.motion.which != AX_SDL_TOUCH_MOUSEID else { return nil }
            return .mouse(.move, Point(Double(event.motion.x), Double(event.motion.y)), modifiers)
        case SDL_MOUSEBUTTONUP.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT), event.button.which != AX_SDL_TOUCH_MOUSEID, buttonDown else { return nil }
            buttonDown = false
            return .mouse(.up, Point(Double(event.button.x), Double(event.button.y)), modifiers)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return finger(event.tfinger, type: event.type)
        default:
            return nil
        }
    }

    private mutating func finger(_ event: SDL_TouchFingerEvent, type: UInt32) -> WindowInput? {
        guard event.touchId != AX_SDL_MOUSE_TOUCHID else { return nil }
        let key = FingerKey(touch: event.touchId, finger: event.fingerId)
        let location = Point(Double(event.x), Double(event.y))
        switch type {
        case SDL_FINGERDOWN.rawValue:
            guard !buttonDown, fingers[key] == nil else { return nil }
            let used = Set(fingers.values)
            let id = (0...).first { !used.contains($0) }!
            fingers[key] = id
            return .finger(.down, id: id, normalized: location)
        case SDL_FINGERMOTION.rawValue:
            guard let id = fingers[key] else { return nil }
            return .finger(.move, id: id, normalized: location)
        default:
            guard let id = fingers.removeValue(forKey: key) else { return nil }
            return .finger(.up, id: id, normalized: location)
        }
    }
}
