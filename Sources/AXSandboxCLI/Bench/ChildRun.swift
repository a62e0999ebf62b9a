import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One run of this executable as a child process (`axsandbox validate grid-10000`, …), timed, with
/// the child's peak resident memory as the kernel counts it (`wait4`'s `ru_maxrss`): a figure for
/// that work alone, not for the bench's own allocations, which the bench process's peak would include.
struct ChildRun {
    var seconds: Double
    /// Peak resident set size of the child, in bytes.
    var peakBytes: Int
    /// The child's exit status; nil when it was killed (by the time limit or a signal).
    var status: Int32?
    var timedOut: Bool

    /// Runs `arguments` with standard output and error discarded; kills the child after `limit` seconds.
    static func run(_ arguments: [String], limit: Double) -> ChildRun {
        let executable = Self.executablePath
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return ChildRun(seconds: 0, peakBytes: 0, status: nil, timedOut: false)
        }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if BenchClock.elapsed(since: start) > limit {
                kill(pid, SIGKILL)
                timedOut = true
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(5_000)
        }
        let seconds = BenchClock.elapsed(since: start)
        // Exited normally: the low 7 bits are 0 and the status is in the next byte.
        let exited = status & 0x7F == 0
        return ChildRun(seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024, status: exited ? (status >> 8) & 0xFF : nil,
                        timedOut: timedOut)
    }

    /// This executable: the child runs the same build as the bench.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
