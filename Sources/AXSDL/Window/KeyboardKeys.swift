import AXEngine
import CSDL2

/// The window's keys while Full Keyboard Access is on (docs/keyboard.md): Tab, Shift-Tab, the arrows,
/// Space and Escape are its commands, and Z or H pressed while Tab is held are Tab-Z and Tab-H, as on
/// iOS. Tab moves when it is released without another key pressed meanwhile, so holding it for
/// Tab-Z never moves the focus. Pure: it reads key codes, never SDL's state, so tests drive it alone.
package struct KeyboardKeys {
    /// Tab is down: whether Shift was held as it went down, and whether a chord used it since.
    private var tab: (shift: Bool, chorded: Bool)?

    package init() {}

    private static let tabKey = Int32(bitPattern: SDLK_TAB.rawValue)

    /// A key going down: the command it gives now, if any. `handled` is false for keys Full Keyboard
    /// Access leaves to the window's own table (settings, overlays, Switch Control, quitting).
    package mutating func keyDown(_ keycode: Int32, modifiers: KeyModifiers) -> (command: KeyboardCommand?, handled: Bool) {
        if keycode == Self.tabKey {
            tab = (modifiers.contains(.shift), false)
            return (nil, true)
        }
        if tab != nil, keycode == Int32(Character("z").asciiValue!) || keycode == Int32(Character("h").asciiValue!) {
            tab?.chorded = true
            return (keycode == Int32(Character("z").asciiValue!) ? .showActions : .showHelp, true)
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

    /// A key coming up: Tab released with no chord is Tab (Shift-Tab when Shift was held as it went down).
    package mutating func keyUp(_ keycode: Int32) -> KeyboardCommand? {
        guard keycode == Self.tabKey, let held = tab else { return nil }
        tab = nil
        return held.chorded ? nil : held.shift ? .previousGroup : .nextGroup
    }
}
