import CX11Connection

/// The window's connection to the X server, watched so that a display that goes away (the X server
/// killed, a remote session dropped) ends the run the way Q does instead of Xlib ending the process
/// from inside an SDL call, before a recording could write its final snapshot and `end`.
///
/// Xlib's default I/O error handler prints `XIO: fatal IO error …` and calls `exit(1)`. SDL2 (2.26)
/// installs no I/O error handler of its own. `watch` installs one that notes the break and returns,
/// and the display's exit handler (libX11 1.7 and later) that returns too: Xlib then turns every later
/// call on that display into one that does nothing, SDL's calls return, and the window's loop sees
/// `isBroken` at its next frame. The one module that brings Xlib's names is imported here only.
package enum X11Connection {
    /// Set by the I/O error handler. Xlib's handler is process-wide, and so is what it notes: the one
    /// piece of process state the window keeps, here in Swift, where it has one definition (a static
    /// in the C header had one per object file inlining it, and a release build read a copy the
    /// handler never set, then closed SDL's connection and Xlib ended the process after all).
    private static var broken = false

    /// Watches the connection `window` is drawn through. False when the window is not on X11 or
    /// libX11 is older than 1.7 (Xlib then still ends the process, and a recording is left as the
    /// prefix written, which replay reads as truncated).
    @discardableResult
    package static func watch(_ window: OpaquePointer) -> Bool {
        ax_x11_watch_connection(window) { _ in
            X11Connection.broken = true
            return 0
        } != 0
    }

    /// Whether the connection to the X server broke since `watch`. SDL must then not be shut down
    /// as usual: closing its second X connection (the one it wakes its event loop with) talks to the
    /// server that is gone, and that connection's error would end the process after all.
    package static var isBroken: Bool { broken }
}
