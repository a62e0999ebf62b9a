import AXCore
import CSDL2
import Foundation

/// Plays earcons and tones through an SDL audio device.
///
/// The device pulls samples on its own thread through a C callback, which cannot capture Swift
/// context: it receives the synthesizer through `userdata` (an unmanaged reference kept alive by this
/// object) and the main thread only touches the synthesizer while holding SDL's audio-device lock.
/// When no real device opens (no sound card, CI), the engine falls back to SDL's `dummy` driver, which
/// consumes samples at real-time pace, so scenes behave the same with or without speakers.
package final class AudioEngine {
    /// State shared with the audio thread.
    final class Shared {
        var synthesizer: ToneSynthesizer
        var framesRendered = 0
        init(sampleRate: Int) { synthesizer = ToneSynthesizer(sampleRate: sampleRate) }
    }

    package let device: SDL_AudioDeviceID
    package let driver: String
    package let sampleRate: Int
    private let shared: Unmanaged<Shared>
    private var closed = false

    private init(device: SDL_AudioDeviceID, driver: String, sampleRate: Int, shared: Unmanaged<Shared>) {
        self.device = device; self.driver = driver; self.sampleRate = sampleRate; self.shared = shared
    }

    /// Opens the default device, falling back to the dummy driver. Call inside `SDLRuntime.with`.
    package static func open(sampleRate: Int = 48_000) throws -> AudioEngine {
        if !soundServerLikely { setenv("SDL_AUDIODRIVER", "dummy", 0) }
        if let engine = try? openDevice(sampleRate: sampleRate) { return engine }
        if SDL_WasInit(UInt32(SDL_INIT_AUDIO)) != 0 { SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO)) }
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        return try openDevice(sampleRate: sampleRate)
    }

    /// False when there is clearly nothing to play on (no sound card, no sound server socket): going
    /// straight to the dummy driver then spares the user ALSA's error spew on every start.
    static var soundServerLikely: Bool {
        let environment = ProcessInfo.processInfo.environment
        if environment["SDL_AUDIODRIVER"] != nil || environment["PULSE_SERVER"] != nil { return true }
        let files = FileManager.default
        if files.fileExists(atPath: "/dev/snd") { return true }
        if let runtime = environment["XDG_RUNTIME_DIR"] {
            for socket in ["pulse/native", "pipewire-0"] where files.fileExists(atPath: runtime + "/" + socket) { return true }
        }
        return false
    }

    private static let callback: SDL_AudioCallback = { userdata, stream, length in
        guard let userdata, let stream else { return }
        let shared = Unmanaged<Shared>.fromOpaque(userdata).takeUnretainedValue()
        let count = Int(length) / MemoryLayout<Float>.size
        stream.withMemoryRebound(to: Float.self, capacity: count) { samples in
            shared.synthesizer.render(into: UnsafeMutableBufferPointer(start: samples, count: count))
        }
        shared.framesRendered += count
    }

    private static func openDevice(sampleRate: Int) throws -> AudioEngine {
        if SDL_WasInit(UInt32(SDL_INIT_AUDIO)) == 0, SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) != 0 {
            throw SDLError.last("SDL_InitSubSystem(audio)")
        }
        let shared = Unmanaged.passRetained(Shared(sampleRate: sampleRate))
        var desired = SDL_AudioSpec()
        desired.freq = Int32(sampleRate)
        desired.format = AX_AUDIO_F32SYS
        desired.channels = 1
        desired.samples = 512
        desired.callback = callback
        desired.userdata = shared.toOpaque()
        var obtained = SDL_AudioSpec()
        // No allowed changes: SDL converts our mono float samples to whatever the hardware wants.
        let device = SDL_OpenAudioDevice(nil, 0, &desired, &obtained, 0)
        guard device != 0 else {
            shared.release()
            throw SDLError.last("SDL_OpenAudioDevice")
        }
        SDL_PauseAudioDevice(device, 0)
        let driver = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "unknown"
        return AudioEngine(device: device, driver: driver, sampleRate: sampleRate, shared: shared)
    }

    /// Starts a sound now.
    package func play(_ cue: SoundCue) {
        guard !closed else { return }
        SDL_LockAudioDevice(device)
        shared.takeUnretainedValue().synthesizer.start(cue)
        SDL_UnlockAudioDevice(device)
    }

    /// Samples the device has pulled so far (proof that audio is flowing).
    package var framesRendered: Int {
        guard !closed else { return 0 }
        SDL_LockAudioDevice(device)
        defer { SDL_UnlockAudioDevice(device) }
        return shared.takeUnretainedValue().framesRendered
    }

    /// Voices still sounding.
    package var activeVoiceCount: Int {
        guard !closed else { return 0 }
        SDL_LockAudioDevice(device)
        defer { SDL_UnlockAudioDevice(device) }
        return shared.takeUnretainedValue().synthesizer.activeVoiceCount
    }

    /// Closes the device (the callback has stopped when this returns) and releases the synthesizer.
    package func close() {
        guard !closed else { return }
        closed = true
        SDL_CloseAudioDevice(device)
        shared.release()
    }

    deinit { close() }
}
