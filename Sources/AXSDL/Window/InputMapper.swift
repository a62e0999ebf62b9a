import AXCore
import CSDL2

/// What the window reacts to, translated from SDL events.
public enum WindowInput: Equatable, Sendable {
    case command(WindowCommand)
    /// The left mouse button as one finger, in window points.
    case pointer(SceneTouch.Phase, Point)
    /// The window closed or the app was asked to quit.
    case quit
    /// The window's size or pixel density changed.
    case resized
    /// An overlay key.
    case overlay(OverlayToggle)
}

/// Maps SDL events to window inputs. Key mapping is a pure function of keycode and shift, so the
/// bindings are testable without a window; the mouse is read from events only (pushed events do
/// not update SDL's mouse state).
public struct InputMapper {
    private var buttonDown = false

    public init() {}

    /// The command for a key press (SDL keycodes are the ASCII code for printable keys).
    public static func command(forKey keycode: Int32, shift: Bool) -> WindowCommand? {
        if keycode == Int32(bitPattern: SDLK_F1.rawValue) { return .toggleHelp }
        if keycode == Int32(bitPattern: SDLK_ESCAPE.rawValue) { return .voEscape }
        if keycode == Int32(bitPattern: SDLK_RETURN.rawValue) || keycode == Int32(bitPattern: SDLK_KP_ENTER.rawValue) { return .voActivate }
        guard keycode >= 0, keycode < 128, let scalar = Unicode.Scalar(UInt32(keycode)) else {
            switch keycode {
            case Int32(bitPattern: SDLK_KP_PLUS.rawValue): return .contentSizeUp
            case Int32(bitPattern: SDLK_KP_MINUS.rawValue): return .contentSizeDown
            case Int32(bitPattern: SDLK_RIGHT.rawValue): return .voNext
            case Int32(bitPattern: SDLK_LEFT.rawValue): return .voPrevious
            case Int32(bitPattern: SDLK_UP.rawValue): return .voUp
            case Int32(bitPattern: SDLK_DOWN.rawValue): return .voDown
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
        case "=", "+": return .contentSizeUp
        case "-", "_": return .contentSizeDown
        case "r": return .toggleRightToLeft
        case "f": return .toggleFrames
        case "?": return .toggleHelp
        case "/": return shift ? .toggleHelp : nil
        case "q": return .quit
        case " ": return .voActivate
        case "]": return .voRotorNext
        case "[": return .voRotorPrevious
        case "z": return .voMagicTap
        case "a": return .voReadAll
        default: return nil
        }
    }

    /// The input an SDL event stands for, if any. Mouse coordinates are window points (SDL reports
    /// window coordinates, not pixels, even with ALLOW_HIGHDPI).
    public mutating func input(for event: SDL_Event) -> WindowInput? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_WINDOWEVENT.rawValue:
            let kind = UInt32(event.window.event)
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || kind == SDL_WINDOWEVENT_RESIZED.rawValue { return .resized }
            if kind == SDL_WINDOWEVENT_CLOSE.rawValue { return .quit }
            return nil
        case SDL_KEYDOWN.rawValue:
            guard event.key.repeat == 0 else { return nil }
            let shift = UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            if let toggle = OverlayToggle.forKey(event.key.keysym.sym) { return .overlay(toggle) }
            return Self.command(forKey: event.key.keysym.sym, shift: shift).map { .command($0) }
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT), event.button.which != AX_SDL_TOUCH_MOUSEID else { return nil }
            buttonDown = true
            return .pointer(.began, Point(Double(event.button.x), Double(event.button.y)))
        case SDL_MOUSEMOTION.rawValue:
            guard buttonDown, event.motion.which != AX_SDL_TOUCH_MOUSEID else { return nil }
            return .pointer(.moved, Point(Double(event.motion.x), Double(event.motion.y)))
        case SDL_MOUSEBUTTONUP.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT), buttonDown else { return nil }
            buttonDown = false
            return .pointer(.ended, Point(Double(event.button.x), Double(event.button.y)))
        default:
            return nil
        }
    }
}
