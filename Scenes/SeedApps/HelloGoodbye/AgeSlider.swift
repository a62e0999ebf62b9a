import Foundation

/// The Profile screen's age slider (“Accessibility on iOS”, WWDC 2014): a value from 18 to 120 years.
///
/// As audited, it behaves like a plain UISlider: VoiceOver hears its position as a percentage of the
/// range ("19 percent" for 37) and the adjustable steps move a tenth of the range (10 years).
/// The talk's fix overrides the value to speak the age itself ("37") and steps by one year.
struct AgeSlider: Hashable {
    static let range = 18...120
    /// The broken slider's accessibility step: ten years, as heard in the talk (37 → 47).
    static let coarseStep = 10

    private(set) var age: Int

    init(age: Int) { self.age = min(max(age, Self.range.lowerBound), Self.range.upperBound) }

    /// Position along the track, 0…1.
    var fraction: Double {
        Double(age - Self.range.lowerBound) / Double(Self.range.upperBound - Self.range.lowerBound)
    }

    /// The percentage UISlider reports: 37 → "19 percent", 47 → "28 percent".
    var percentText: String { "\(Int((fraction * 100).rounded())) percent" }

    /// The age as the fixed slider speaks it: "37".
    var ageText: String { String(age) }

    /// Moves by `years`, clamped to the range; false (no change) at either end.
    mutating func step(by years: Int) -> Bool {
        let next = min(max(age + years, Self.range.lowerBound), Self.range.upperBound)
        guard next != age else { return false }
        age = next
        return true
    }

    /// Sets the age a finger at `fraction` of the track asks for (the sighted drag); true if it changed.
    mutating func set(fraction: Double) -> Bool {
        let clamped = min(max(fraction, 0), 1)
        let span = Double(Self.range.upperBound - Self.range.lowerBound)
        return step(by: Self.range.lowerBound + Int((clamped * span).rounded()) - age)
    }
}
