// The X11 connection under an SDL window, for the window's run (`X11Connection` in AXSDL, the one
// Swift file that imports this module; the functions here keep no state, and the handler and the
// flag it sets are X11Connection's). Xlib ends the process when its connection to the X server breaks (the server killed, the
// display closed): its I/O error handler prints and calls exit(1), wherever the program is. SDL2
// installs no I/O error handler of its own (only a protocol error handler), so the window does: it
// notes that the connection broke and returns, and the per-display exit handler (libX11 1.7 and
// later) returns too, after which Xlib turns every call on that display into one that does nothing.
// The window's loop sees the flag and ends the run as Q would. Xlib is looked up with dlsym in the
// copy SDL already loaded, so nothing links libX11 and an older libX11 keeps its default (the
// recording is then left as the prefix written).
#ifndef AXSANDBOX_CX11CONNECTION_SHIM_H
#define AXSANDBOX_CX11CONNECTION_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <dlfcn.h>

/// What the I/O error handler is handed: the display, as an opaque pointer. The handler and what
/// it notes live in Swift (`X11Connection`): a static variable here would be one per object file
/// that inlines these functions, and a release build (which inlines across files) read a flag
/// the handler never set.
typedef int (*ax_x11_on_broken_connection)(void *display);

#if defined(SDL_VIDEO_DRIVER_X11)
typedef int (*ax_x11_io_error_handler)(Display *);
typedef void (*ax_x11_io_error_exit_handler)(Display *, void *);
typedef ax_x11_io_error_handler (*ax_x11_set_io_error_handler)(ax_x11_io_error_handler);
typedef void (*ax_x11_set_io_error_exit_handler)(Display *, ax_x11_io_error_exit_handler, void *);

static void ax_x11_on_io_error_exit(Display *display, void *data) {
    (void)display;
    (void)data;
}
#endif

/// Watches the X connection `window` is drawn through, `on_broken` its I/O error handler: 1 when the
/// handlers are installed, 0 when the window is not on X11 or libX11 is older than 1.7 (no exit
/// handler to install).
static inline int ax_x11_watch_connection(SDL_Window *window, ax_x11_on_broken_connection on_broken) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11 || !info.info.x11.display) return 0;
    void *xlib = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD);
    if (!xlib) return 0;
    ax_x11_set_io_error_handler setHandler = (ax_x11_set_io_error_handler)dlsym(xlib, "XSetIOErrorHandler");
    ax_x11_set_io_error_exit_handler setExitHandler = (ax_x11_set_io_error_exit_handler)dlsym(xlib, "XSetIOErrorExitHandler");
    // The handle only counted a reference: SDL keeps the library loaded, and the functions with it.
    dlclose(xlib);
    if (!setHandler || !setExitHandler) return 0;
    setExitHandler(info.info.x11.display, ax_x11_on_io_error_exit, NULL);
    setHandler((ax_x11_io_error_handler)on_broken);
    return 1;
#else
    (void)window;
    (void)on_broken;
    return 0;
#endif
}

#endif
