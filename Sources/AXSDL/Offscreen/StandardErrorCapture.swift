import Foundation

/// Runs a piece of C code with the process's standard error going to a temporary file, and hands
/// back what it wrote there. libpng, under SDL2_image, prints "libpng error: …" (and "libpng
/// warning: …") on standard error itself: SDL2_image creates libpng's reader with no error or
/// warning handler of its own and offers no way to install one, so the only way to keep libpng's
/// line, which names no file, from appearing before our located message is to catch it
/// (docs/robustness.md). Anything else written meanwhile (another thread's message) is written back
/// to standard error afterwards, so nothing is lost, only delayed.
enum StandardErrorCapture {
    /// `body`'s result and the text written to standard error while it ran ("" when standard error
    /// could not be redirected: `body` then runs as it is).
    static func capturing<Result>(_ body: () -> Result) -> (result: Result, captured: String) {
        fflush(stderr)
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, let file = tmpfile() else {
            if saved >= 0 { close(saved) }
            return (body(), "")
        }
        defer { fclose(file) }
        guard dup2(fileno(file), STDERR_FILENO) >= 0 else {
            close(saved)
            return (body(), "")
        }
        let result = body()
        fflush(stderr)
        dup2(saved, STDERR_FILENO)
        close(saved)
        var bytes: [UInt8] = []
        rewind(file)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return (result, String(decoding: bytes, as: UTF8.self))
    }
}
