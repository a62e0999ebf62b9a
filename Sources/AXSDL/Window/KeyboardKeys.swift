import AXCore
import AXEngine
import CSDL2

/// The window's keys while Full Keyboard Access is on (docs/keyboard.md): Tab, Shift-Tab, the arrows,
/// Space and Escape are its commands, Ctrl-Tab and Ctrl-Shift-Tab are Control-Tab and
/// Control-Shift-Tab (the next and previous item, whatever the group), and Z or H pressed while Tab is held are Tab-Z and Tab-H, as on
/// iOS. Tab moves when it is released without another key pressed meanwhile, so holding it for
/// Tab-Z never moves the focus. A key pressed with Ctrl or Alt is the app's shortcut with Command or
/// Option (Ctrl stands for Command, as on a PC keyboard plugged into an iPad): Ctrl-I is Command-I.
/// Pure: it reads key codes, never SDL's state, so tests drive it alone.
package struct KeyboardKeys {
    /// Tab is down: whether Shift and Ctrl were held as it went down, and whether a chord used it since.
    private var tab: (shift: Bool, control: Bool, chorded: Bool)?

    package init() {}

    private static let tabKey = Int32(bitPattern: SDLK_TAB.rawValue)

    /// A key going down: the command it gives now, if any. `handled` is false for keys Full Keyboard
    /// Access leaves to the window's own table (settings, overlays, Switch Control, quitting).
    package mutating func keyDown(_ keycode: Int32, modifiers: KeyModifiers) -> (command: KeyboardCommand?, handled: Bool) {
        if keycode == Self.tabKey {
            tab = (modifiers.contains(.shift), modifiers.contains(.ctrl), false)
            return (nil, true)
        }
        if tab != nil, keycode == Int32(Character("z").asciiValue!) || keycode == Int32(Character("h").asciiValue!) {
            tab?.chorded = true
            return (keycode == Int32(Character("z").asciiValue!) ? .showActions : .showHelp, true)
        }
        if !modifiers.isDisjoint(with: [.ctrl, .alt]), let key = Self.chordKey(keycode) {
            var held: KeyChord.Modifiers = []
            if modifiers.contains(.ctrl) { held.insert(.command) }
            if modifiers.contains(.alt) { held.insert(.option) }
            if modifiers.contains(.shift) { held.insert(.shift) }
            return (.shortcut(KeyChord(key, held)), true)
        }
        switch keycode {
        case Int32(bitPattern: SDLK_UP.rawValue): return (.arrow(.up), true)
        case Int32(bitPattern: SDLK_DOWN.rawValue): return (.arrow(.down), true)
        case Int32(bitPattern: SDLK_LEFT.rawValue): return (.arrow(.left), true)
        case Int32(bitPattern: SDLK_RIGHT.rawValue): return (.arrow(.right), true)
        case Int32(Character(" ").asciiValue!): return (.activate, true)
        case Int32(bitPattern: SDLK_ESCAPE.rawValue): return (.escape, true)
        default: return (nil, false)
        }
    }

    /// The key of a shortcut chord an SDL key code stands for: a printable key or a named one.
    static func chordKey(_ keycode: Int32) -> KeyChord.Key? {
        switch keycode {
        case Int32(bitPattern: SDLK_UP.rawValue): return .upArrow
        case Int32(bitPattern: SDLK_DOWN.rawValue): return .downArrow
        case Int32(bitPattern: SDLK_LEFT.rawValue): return .leftArrow
        case Int32(bitPattern: SDLK_RIGHT.rawValue): return .rightArrow
        case Int32(bitPattern: SDLK_RETURN.rawValue): return .returnKey
        case Int32(bitPattern: SDLK_ESCAPE.rawValue): return .escape
        case Int32(bitPattern: SDLK_BACKSPACE.rawValue): return .delete
        case Int32(Character(" ").asciiValue!): return .space
        case 33..<127: return Unicode.Scalar(UInt32(keycode)).map { .character(Character($0)) }
        default: return nil
        }
    }

    /// A key coming up: Tab released with no chord is Tab (Shift-Tab when Shift was held as it went
    /// down; Control-Tab or Control-Shift-Tab when Ctrl was).
    package mutating func keyUp(_ keycode: Int32) -> KeyboardCommand? {
        guard keycode == Self.tabKey, let held = tab else { return nil }
        tab = nil
        if held.chorded { return nil }
        if held.control { return held.shift ? .previousItem : .nextItem }
        return held.shift ? .previousGroup : .nextGroup
    }
}
