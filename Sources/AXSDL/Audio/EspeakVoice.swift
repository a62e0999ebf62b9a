import AXEngine
import Foundation

/// Speaks what the simulated VoiceOver says aloud through the `espeak-ng` command (`run
/// --speak`). A separate process keeps audio out of ours and out of the deterministic layers. One
/// runs at a time: a new utterance stops the one still talking, as VoiceOver's speech channel
/// interrupts, so the voice follows the captions rather than queueing behind them.
package final class EspeakVoice {
    package let executable: URL
    /// espeak-ng's rate (`-s`), in words per minute.
    package let wordsPerMinute: Int
    /// The process speaking now, if it has not been stopped.
    private(set) var current: Process?

    package init(executable: URL, wordsPerMinute: Int) {
        self.executable = executable; self.wordsPerMinute = wordsPerMinute
    }

    /// How to install it, for the warning `--speak` prints when it is missing.
    package static let installHint = "apt-get install espeak-ng"

    /// The `espeak-ng` on `PATH`, if one is installed.
    package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/espeak-ng"
            if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
        }
        return nil
    }

    /// The rate that matches the simulated channel's timing, so the real voice takes about as long as
    /// the captions say: about six characters a word (counting the space), within espeak-ng's range.
    package static func wordsPerMinute(for timing: SpeechTiming) -> Int {
        let charactersPerMinute = 60_000 / max(1, timing.millisecondsPerCharacter)
        return min(450, max(80, charactersPerMinute / 6))
    }

    /// Stops whatever is being spoken and starts `text`. A failure to start is silent: the run goes on.
    package func speak(_ text: String) {
        stop()
        let process = Process()
        process.executableURL = executable
        // A leading space keeps text that starts with "-" from being read as an option.
        process.arguments = ["-s", String(wordsPerMinute), text.hasPrefix("-") ? " " + text : text]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run(); current = process } catch { current = nil }
    }

    /// Cuts the current utterance short (a new one, or the window closing).
    package func stop() {
        if let current, current.isRunning { current.terminate() }
        current = nil
    }
}
