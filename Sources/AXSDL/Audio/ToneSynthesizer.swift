import AXCore
import Foundation

/// Synthesizes VoiceOver's earcons and the scenes' tones as samples: a pure function of the cues
/// started and the number of samples asked for, so tests check it without an audio device and the
/// audio callback only copies its output.
///
/// Each cue becomes a voice playing a short sequence of segments (a pitch glide with an envelope);
/// up to `maxVoices` sound at once, so a chord is several tones started together.
package struct ToneSynthesizer {
    enum Waveform: Sendable { case sine, triangle, square, piano }

    /// A stretch of sound: a glide from one frequency to another, or silence when `gain` is 0.
    struct Segment: Equatable, Sendable {
        var startFrequency: Double
        var endFrequency: Double
        /// Milliseconds.
        package var duration: Int
        var waveform: Waveform
        var gain: Double

        package init(_ start: Double, _ end: Double? = nil, ms duration: Int, _ waveform: Waveform = .sine, gain: Double = 0.5) {
            startFrequency = start; endFrequency = end ?? start; self.duration = duration
            self.waveform = waveform; self.gain = gain
        }

        static func silence(ms: Int) -> Segment { Segment(0, ms: ms, gain: 0) }
    }

    struct Voice {
        var segments: [Segment]
        var segment = 0
        var sample = 0
        var phase = 0.0
    }

    package static let maxVoices = 16
    package let sampleRate: Int
    private(set) var voices: [Voice] = []

    package init(sampleRate: Int = 48_000) { self.sampleRate = sampleRate }

    package var activeVoiceCount: Int { voices.count }

    /// Frequency of a MIDI note in equal temperament, A4 (69) = 440 Hz.
    package static func frequency(midiNote: Int) -> Double { 440 * pow(2, Double(midiNote - 69) / 12) }

    /// The shape of each earcon: short, distinct contours (a low thud at a boundary, a rising chime
    /// for a new screen, a rising glide when a drag lifts and a falling one when it lands, …).
    static func segments(for earcon: Earcon) -> [Segment] {
        switch earcon {
        case .boundary: return [Segment(220, 170, ms: 70, .sine, gain: 0.6)]
        case .screenChanged:
            return [Segment(523.25, ms: 80, .triangle), .silence(ms: 20), Segment(659.25, ms: 80, .triangle),
                    .silence(ms: 20), Segment(783.99, ms: 130, .triangle)]
        case .activate: return [Segment(880, ms: 45), Segment(1318.5, ms: 70)]
        case .dragStart: return [Segment(400, 900, ms: 140)]
        case .drop: return [Segment(900, 450, ms: 110), .silence(ms: 15), Segment(300, ms: 60, .sine, gain: 0.6)]
        case .dragCancel: return [Segment(600, ms: 80, .triangle), .silence(ms: 30), Segment(440, ms: 120, .triangle)]
        case .click: return [Segment(2000, 1500, ms: 12, .square, gain: 0.25)]
        case .pageTurn: return [Segment(1400, 500, ms: 110, .sine, gain: 0.35)]
        case .noElement: return [Segment(1046.5, ms: 35, .sine, gain: 0.3), .silence(ms: 25), Segment(1046.5, ms: 35, .sine, gain: 0.3)]
        // Switch Control's Sound Effects: a soft high tick each step, a firmer two-note click on selecting.
        case .scanMove: return [Segment(1760, ms: 18, .sine, gain: 0.25)]
        case .scanSelect: return [Segment(1174.7, ms: 30, .triangle, gain: 0.45), Segment(1568, ms: 45, .triangle, gain: 0.45)]
        }
    }

    /// The segments a cue plays.
    static func segments(for cue: SoundCue) -> [Segment] {
        switch cue {
        case .earcon(let earcon): return segments(for: earcon)
        case .tone(let note, let duration):
            return [Segment(frequency(midiNote: note), ms: max(10, duration), .piano, gain: 0.35)]
        }
    }

    /// Starts a cue; the oldest voice stops if all are busy.
    package mutating func start(_ cue: SoundCue) {
        if voices.count >= Self.maxVoices { voices.removeFirst() }
        voices.append(Voice(segments: Self.segments(for: cue)))
    }

    /// Mixes every voice into `buffer` (mono, −1…1), replacing its contents; finished voices are dropped.
    package mutating func render(into buffer: UnsafeMutableBufferPointer<Float>) {
        for i in buffer.indices { buffer[i] = 0 }
        let rate = Double(sampleRate)
        var v = 0
        while v < voices.count {
            var voice = voices[v]
            var i = 0
            while i < buffer.count, voice.segment < voice.segments.count {
                let segment = voice.segments[voice.segment]
                let length = max(1, segment.duration * sampleRate / 1000)
                let t = Double(voice.sample) / Double(length)
                if segment.gain > 0 {
                    let frequency = segment.startFrequency + (segment.endFrequency - segment.startFrequency) * t
                    voice.phase += frequency / rate
                    voice.phase -= voice.phase.rounded(.down)
                    let envelope = Self.envelope(sample: voice.sample, length: length, sampleRate: sampleRate, waveform: segment.waveform)
                    buffer[i] += Float(segment.gain * envelope * Self.wave(segment.waveform, phase: voice.phase))
                }
                voice.sample += 1
                if voice.sample >= length { voice.segment += 1; voice.sample = 0 }
                i += 1
            }
            if voice.segment >= voice.segments.count {
                voices.remove(at: v)
            } else {
                voices[v] = voice
                v += 1
            }
        }
        for i in buffer.indices { buffer[i] = max(-1, min(1, buffer[i])) }
    }

    /// `frames` samples as an array (tests, WAV export).
    package mutating func render(frames: Int) -> [Float] {
        var samples = [Float](repeating: 0, count: frames)
        samples.withUnsafeMutableBufferPointer { render(into: $0) }
        return samples
    }

    /// A short attack and release so segments start and stop without clicks; piano tones also decay.
    static func envelope(sample: Int, length: Int, sampleRate: Int, waveform: Waveform) -> Double {
        let attack = Double(max(1, sampleRate * 4 / 1000))
        let release = Double(max(1, min(sampleRate * 25 / 1000, length / 3)))
        let s = Double(sample)
        var e = min(1, s / attack) * min(1, Double(length - sample) / release)
        if waveform == .piano { e *= exp(-3 * s / Double(length)) }
        return e
    }

    static func wave(_ waveform: Waveform, phase: Double) -> Double {
        let angle = 2 * Double.pi * phase
        switch waveform {
        case .sine: return sin(angle)
        case .triangle: return 1 - 4 * abs(phase - 0.5)
        case .square: return phase < 0.5 ? 0.8 : -0.8
        case .piano: return (sin(angle) + 0.4 * sin(2 * angle) + 0.15 * sin(3 * angle)) / 1.55
        }
    }
}
