import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One run of this executable as a child process (`axsandbox validate grid-10000`, …), timed, with
/// the child's peak resident memory: a figure for that work alone, not for the bench's own allocations,
/// which the bench process's peak would include.
///
/// Linux carries the spawning process's high-water mark into the child's `ru_maxrss` when the child
/// execs, so `wait4` alone would report at least the bench's own peak (136 MiB for a 38 MiB child,
/// late in a full bench). The child's own `VmHWM`, sampled from `/proc` while it runs, is used when
/// the kernel's figure does not exceed what was inherited.
struct ChildRun {
    var seconds: Double
    /// Processor time the child used (user and system), in seconds: on a machine shared with others'
    /// work the wall time grows with their load, this does not.
    var cpuSeconds: Double
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
            return ChildRun(seconds: 0, cpuSeconds: 0, peakBytes: 0, status: nil, timedOut: false)
        }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var sampledPeak = 0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            sampledPeak = max(sampledPeak, Self.highWaterMark(of: "\(pid)") ?? 0)
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
        func duration(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        let reported = Int(usage.ru_maxrss) * 1024, inherited = Self.highWaterMark(of: "self") ?? 0
        // Never sampled (it ended within the first poll): the kernel's figure, an upper bound.
        let peak = reported > inherited || sampledPeak == 0 ? reported : sampledPeak
        return ChildRun(seconds: seconds, cpuSeconds: duration(usage.ru_utime) + duration(usage.ru_stime), peakBytes: peak,
                        status: exited ? (status >> 8) & 0xFF : nil, timedOut: timedOut)
    }

    /// A process's peak resident set (`VmHWM` in `/proc/PID/status`), in bytes; nil once it has exited.
    static func highWaterMark(of pid: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    /// This executable: the child runs the same build as the bench.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
