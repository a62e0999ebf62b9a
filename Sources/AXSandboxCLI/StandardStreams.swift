import AXCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Standard output and standard error, written so that a failure is known: a report that could not
/// be written (a full disk, a closed stream) must not end with exit status 0, and a message that
/// cannot be written must not crash the process (Foundation's `FileHandle.write(_:)` traps).
enum StandardStreams {
    /// Writes `text` to standard error; returns whether it was written (nothing else can be done
    /// when it was not: the exit status still says what happened).
    @discardableResult
    static func writeError(_ text: String) -> Bool {
        fputs(text, stderr) >= 0 && fflush(stderr) == 0
    }

    /// One line on standard error, after the command's name as every message is; the run goes on.
    static func warn(_ message: String) {
        writeError(CommandName.current + ": " + message + "\n")
    }

    /// Flushes standard output (everything `print` wrote); throws when any of it could not be written.
    static func flushOutput() throws(CommandLineError) {
        let flushed = fflush(stdout) == 0
        let code = errno
        guard !flushed || ferror(stdout) != 0 else { return }
        clearerr(stdout)
        // An earlier, implicit flush failed (a report longer than the stream's buffer): its errno is
        // gone, so an empty write asks the descriptor again, adding no byte: a closed one (held on
        // /dev/null for reading) says EBADF, /dev/full ENOSPC. Only what it cannot tell stays vague.
        var reason = flushed ? "a write failed" : outputReason(code)
        if flushed, write(STDOUT_FILENO, "", 0) < 0 { reason = outputReason(errno) }
        throw .couldNotRun("cannot write standard output: \(reason)")
    }

    /// The words for a failed write to standard output: "it is closed" for a descriptor that takes
    /// no writes, the system's words otherwise.
    private static func outputReason(_ code: Int32) -> String {
        code == EBADF ? "it is closed" : OutputFileError(path: "", code: code).reason
    }

    /// A closed standard output or error (`>&-`) would make the first file the command opens take its
    /// number, and `print` would then write into that file. Each closed one is opened on /dev/null
    /// for reading only, so writes to it fail (and are reported) instead. Called once, as the
    /// executable starts (`AXSandbox.main`).
    static func reserveClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
