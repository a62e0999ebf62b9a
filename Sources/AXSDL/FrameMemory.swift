import CSDL2

/// How the process's allocator treats the memory a frame frees: kept for the next frame.
///
/// A frame builds and frees the same large arrays every time (a 10,000-cell grid's display list, its
/// overlays' element list and tint paths, each hundreds of kilobytes to megabytes). glibc's defaults
/// serve each of those from a fresh `mmap` and give it back on free, or shrink the heap once 128 KB at
/// its top are free, so the next frame faulted every page in again, zero-filled by the kernel: on
/// grid-10000 with its frames and order overlays that was about 3 ms of processor time of an 11 ms
/// frame (`brk` 18 times a frame; measured with the same thresholds set through `GLIBC_TUNABLES`).
/// With allocations under 32 MiB taken from the heap and up to 128 MiB of free heap kept, a frame
/// reuses the last one's pages. Peak memory is unchanged (freed memory is reused before the heap
/// grows); what a process keeps after a burst is at most that much more.
enum FrameMemory {
    /// Sets the allocator's thresholds; called where SDL starts (`SDLRuntime.with`), before any
    /// frame is drawn. Idempotent; a failure (another C library) leaves the defaults.
    static func keepFreedMemoryForTheNextFrame() {
        _ = mallopt(AX_M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(AX_M_TRIM_THRESHOLD, 128 << 20)
    }
}
