// SDL2 for Swift. Swift does not import SDL's function-like or composite macros, so the ones
// AXSandbox needs are re-exported here as constants and inline functions.
#ifndef AXSANDBOX_CSDL2_SHIM_H
#define AXSANDBOX_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <stdio.h>
#include <malloc.h>

static const int AX_SDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int AX_SDL_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
static const Uint32 AX_SDL_PIXELFORMAT_RGBA32 = SDL_PIXELFORMAT_RGBA32;
static const Uint32 AX_SDL_PIXELFORMAT_ARGB8888 = SDL_PIXELFORMAT_ARGB8888;
static const Uint32 AX_SDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const SDL_TouchID AX_SDL_MOUSE_TOUCHID = SDL_MOUSE_TOUCHID;
static const SDL_AudioFormat AX_AUDIO_F32SYS = AUDIO_F32SYS;
static const SDL_AudioFormat AX_AUDIO_S16SYS = AUDIO_S16SYS;

// glibc's allocator thresholds (`FrameMemory`): macros Swift does not import.
static const int AX_M_MMAP_THRESHOLD = M_MMAP_THRESHOLD;
static const int AX_M_TRIM_THRESHOLD = M_TRIM_THRESHOLD;

static inline Uint32 ax_sdl_button_mask(int button) { return SDL_BUTTON(button); }
static inline int ax_sdl_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface); }
static inline void ax_flush_stdout(void) { fflush(stdout); }
static inline void ax_write_stderr(const char *text) { fputs(text, stderr); }

#endif
