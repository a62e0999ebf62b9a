import CSDL2
import CSDL2TTF
import CSDL2Image

/// A failure reported by SDL, SDL_ttf or SDL_image, with SDL's own message.
struct SDLError: Error, CustomStringConvertible {
    package var operation: String
    package var message: String
    package var description: String { "\(operation) failed: \(message)" }

    static func last(_ operation: String) -> SDLError {
        SDLError(operation: operation, message: String(cString: SDL_GetError()))
    }
}

/// Initialises SDL, SDL_ttf and SDL_image for the duration of `body` and quits them afterwards.
///
/// Every SDL object must be released inside `body`: releasing a font after `TTF_Quit` crashes
/// inside FreeType, so this scope is the only way the program starts and stops SDL.
package enum SDLRuntime {
    package enum Video {
        /// No window: the offscreen driver (snapshots, validation, tests).
        case headless
        /// A real window with whatever driver SDL picks (x11, wayland).
        case window
    }

    package static func with<T>(_ video: Video, audio: Bool = false, _ body: () throws -> T) throws -> T {
        FrameMemory.keepFreedMemoryForTheNextFrame()
        if video == .headless {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
            // SDL turns SIGINT and SIGTERM into a quit event, which only a window's event loop reads:
            // a headless command (snapshot, validate, view) busy with long work then ignored SIGTERM.
            // Without a window the signals keep their default action and end the process.
            SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        } else {
            SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "0")
        }
        // Touch input drives real multi-touch; SDL's synthesized mouse events from touch are dropped
        // so nothing is counted twice, and mouse events are not turned into touches either.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        var flags = UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
        if audio { flags |= UInt32(SDL_INIT_AUDIO) }
        guard SDL_Init(flags) == 0 else { throw SDLError.last("SDL_Init") }
        // After the X connection broke, SDL_Quit would close SDL's second X connection, whose sync
        // with the server that is gone ends the process in Xlib (exit status 1, the recording unended).
        // The process is about to end anyway, and the system reclaims what SDL held.
        defer { if !X11Connection.isBroken { SDL_Quit() } }
        guard TTF_Init() == 0 else { throw SDLError.last("TTF_Init") }
        defer { TTF_Quit() }
        let imageFlags = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(imageFlags) & imageFlags == imageFlags else { throw SDLError.last("IMG_Init") }
        defer { IMG_Quit() }
        return try body()
    }
}
