import AXCore
@testable import AXSDL
import XCTest

/// The synthesizer is pure: these tests need no audio device.
final class ToneSynthesizerTests: XCTestCase {
    private func zeroCrossings(_ samples: ArraySlice<Float>) -> Int {
        var count = 0
        var previous = samples.first ?? 0
        for s in samples.dropFirst() {
            if (previous < 0) != (s < 0), abs(s - previous) > 1e-6 { count += 1 }
            previous = s
        }
        return count
    }

    func testMIDINotesMapToEqualTemperament() {
        XCTAssertEqual(ToneSynthesizer.frequency(midiNote: 69), 440, accuracy: 1e-9)
        XCTAssertEqual(ToneSynthesizer.frequency(midiNote: 60), 261.6256, accuracy: 1e-3)
        XCTAssertEqual(ToneSynthesizer.frequency(midiNote: 81), 880, accuracy: 1e-9)
    }

    func testToneHasItsPitchAndEndsAfterItsDuration() {
        var synth = ToneSynthesizer(sampleRate: 48_000)
        synth.start(.tone(note: 69, duration: 500))
        let samples = synth.render(frames: 48_000)
        // The first 400 ms: dominated by the 440 Hz fundamental (two crossings a period).
        let crossings = zeroCrossings(samples[0..<19_200])
        XCTAssertEqual(Double(crossings), 2 * 440 * 0.4, accuracy: 12)
        XCTAssertGreaterThan(samples[0..<24_000].map { abs($0) }.max()!, 0.1)
        XCTAssertEqual(samples[24_001...].map { abs($0) }.max()!, 0, "silent after 500 ms")
        XCTAssertEqual(synth.activeVoiceCount, 0)
    }

    func testChordsMixSeveralVoicesWithoutClipping() {
        var synth = ToneSynthesizer()
        for note in [60, 64, 67] { synth.start(.tone(note: note, duration: 400)) }
        XCTAssertEqual(synth.activeVoiceCount, 3)
        var single = ToneSynthesizer()
        single.start(.tone(note: 60, duration: 400))
        let chord = synth.render(frames: 9_600), alone = single.render(frames: 9_600)
        XCTAssertNotEqual(chord, alone)
        XCTAssertLessThanOrEqual(chord.map { abs($0) }.max()!, 1)
        XCTAssertGreaterThan(chord.map { abs($0) }.max()!, alone.map { abs($0) }.max()!)
    }

    func testEarconsAreShortDistinctAndStartAndEndSilently() {
        var rendered: [Earcon: [Float]] = [:]
        for earcon in Earcon.allCases {
            let total = ToneSynthesizer.segments(for: earcon).map(\.duration).reduce(0, +)
            XCTAssertTrue((10...400).contains(total), "\(earcon) lasts \(total) ms")
            var synth = ToneSynthesizer(sampleRate: 48_000)
            synth.start(.earcon(earcon))
            let samples = synth.render(frames: 48_000 * total / 1000 + 480)
            XCTAssertEqual(abs(samples[0]), 0, accuracy: 0.01, "\(earcon) starts without a click")
            XCTAssertGreaterThan(samples.map { abs($0) }.max()!, 0.1, "\(earcon) is audible")
            XCTAssertEqual(samples.suffix(100).map { abs($0) }.max()!, 0, "\(earcon) has ended")
            rendered[earcon] = Array(samples.prefix(2_400))
        }
        let distinct = Set(rendered.values.map { $0.map { Int(($0 * 1000).rounded()) } })
        XCTAssertEqual(distinct.count, Earcon.allCases.count, "every earcon sounds different")
    }

    func testVoicesAreCappedByDroppingTheOldest() {
        var synth = ToneSynthesizer()
        for i in 0..<(ToneSynthesizer.maxVoices + 4) { synth.start(.tone(note: 40 + i, duration: 1000)) }
        XCTAssertEqual(synth.activeVoiceCount, ToneSynthesizer.maxVoices)
    }
}
