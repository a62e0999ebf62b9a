import AXCore

/// How long speech takes on the virtual clock (docs/voiceover.md):
/// a fixed rate and fixed pauses, so interruption is deterministic. Recorded in every trace header.
public struct SpeechTiming: Hashable, Sendable {
    /// Milliseconds per character spoken (60 ms ≈ 16 characters a second, VoiceOver's default rate).
    public var millisecondsPerCharacter: Int = 60
    /// The shortest an utterance takes, however short its text.
    public var minimumDuration: Int = 150
    /// Silence after a focus description before its hint starts (if nothing else started meanwhile).
    public var hintPause: Int = 600
    /// Silence between consecutive utterances of a read-all.
    public var readAllPause: Int = 250

    /// The defaults: VoiceOver's default speaking rate and pauses.
    public init() {}

    /// How long `text` takes to speak.
    public func duration(of text: String) -> Int {
        max(minimumDuration, text.count * millisecondsPerCharacter)
    }
}

/// Every threshold the gesture recognizer uses, in one place and recorded in trace headers.
/// Distances are points, times milliseconds, speeds points per second.
public struct GestureThresholds: Hashable, Sendable {
    /// A finger that moves less than this is still tapping or pressing.
    public var tapSlop: Double = 10
    /// The longest a tap's finger may stay down.
    public var tapMaxDuration: Int = 300
    /// The longest gap between the taps of a double or triple tap.
    public var multiTapInterval: Int = 300
    /// The distance between taps of a multi-tap must stay under this.
    public var multiTapSlop: Double = 40
    /// Holding still this long is a long press.
    public var longPressDuration: Int = 500
    /// A swipe travels at least this far…
    public var swipeMinDistance: Double = 40
    /// …at least this fast on average…
    public var swipeMinSpeed: Double = 300
    /// …and no more than this far off its main axis, as a fraction of the distance.
    public var swipeMaxDeviation: Double = 0.5
    /// Fingers that land within this window belong to one multi-finger gesture.
    public var multiFingerWindow: Int = 120
    /// A pinch changes the finger spread by at least this factor (1.15 = 15 %).
    public var pinchMinScale: Double = 1.15
    /// A rotate turns the two fingers by at least this many degrees.
    public var rotateMinDegrees: Double = 20
    /// A two-finger scrub reverses horizontal direction at least this many times…
    public var scrubMinReversals: Int = 2
    /// …each leg travelling at least this far.
    public var scrubMinLegDistance: Double = 20
    /// Four-finger taps whose centroid is in the top this-fraction of the screen mean "first".
    public var fourFingerTopFraction: Double = 0.5

    /// The defaults, tuned against the gestures the talks demonstrate.
    public init() {}
}

/// Every constant that changes the engine's outputs; a trace header records all of them and replay
/// uses the header's values, not the program's current defaults.
public struct EngineConstants: Hashable, Sendable {
    /// How long speech and its pauses take.
    public var speech = SpeechTiming()
    /// When pointer input counts as a tap, swipe, pinch and so on.
    public var gestures = GestureThresholds()

    /// The default constants (`EngineConstants.default`).
    public init() {}

    /// The constants a session uses unless a trace header or a test says otherwise.
    public static let `default` = EngineConstants()

    /// Name/value pairs in a fixed order, for trace headers and `inspect`.
    public var pairs: [(name: String, value: Int)] {
        [
            ("speechMsPerChar", speech.millisecondsPerCharacter),
            ("speechMinMs", speech.minimumDuration),
            ("hintPauseMs", speech.hintPause),
            ("readAllPauseMs", speech.readAllPause),
            ("tapSlopPt", Int(gestures.tapSlop)),
            ("tapMaxMs", gestures.tapMaxDuration),
            ("multiTapIntervalMs", gestures.multiTapInterval),
            ("multiTapSlopPt", Int(gestures.multiTapSlop)),
            ("longPressMs", gestures.longPressDuration),
            ("swipeMinDistancePt", Int(gestures.swipeMinDistance)),
            ("swipeMinSpeedPtPerS", Int(gestures.swipeMinSpeed)),
            ("swipeMaxDeviationPct", Int((gestures.swipeMaxDeviation * 100).rounded())),
            ("multiFingerWindowMs", gestures.multiFingerWindow),
            ("pinchMinScalePct", Int((gestures.pinchMinScale * 100).rounded())),
            ("rotateMinDeg", Int(gestures.rotateMinDegrees)),
            ("scrubMinReversals", gestures.scrubMinReversals),
            ("scrubMinLegPt", Int(gestures.scrubMinLegDistance)),
            ("fourFingerTopPct", Int((gestures.fourFingerTopFraction * 100).rounded())),
        ]
    }

    /// An unknown constant, or a value out of its range.
    public struct UnknownConstant: Error, CustomStringConvertible {
        /// What was wrong, naming the constant.
        public var description: String
    }

    /// The values each constant may take (a trace header is checked against them): times up to ten
    /// minutes, distances up to 10,000 points, percentages and counts where they make sense. Only the
    /// pauses may be zero; nothing may be negative. Within these, no timing or geometry overflows.
    package static let ranges: [String: ClosedRange<Int>] = [
        "speechMsPerChar": 1...10_000, "speechMinMs": 1...600_000, "hintPauseMs": 0...600_000,
        "readAllPauseMs": 0...600_000, "tapSlopPt": 1...10_000, "tapMaxMs": 1...600_000,
        "multiTapIntervalMs": 1...600_000, "multiTapSlopPt": 1...10_000, "longPressMs": 1...600_000,
        "swipeMinDistancePt": 1...10_000, "swipeMinSpeedPtPerS": 1...1_000_000, "swipeMaxDeviationPct": 1...1_000,
        "multiFingerWindowMs": 1...600_000, "pinchMinScalePct": 101...10_000, "rotateMinDeg": 1...360,
        "scrubMinReversals": 1...100, "scrubMinLegPt": 1...10_000, "fourFingerTopPct": 1...100,
    ]

    /// Sets a constant by its `pairs` name (replay applies a trace header's engine block this way),
    /// refusing a value outside its range.
    package mutating func set(_ name: String, _ value: Int) throws {
        if let range = Self.ranges[name], !range.contains(value) {
            throw UnknownConstant(description: "\(name) must be from \(range.lowerBound) to \(range.upperBound), found \(value)")
        }
        switch name {
        case "speechMsPerChar": speech.millisecondsPerCharacter = value
        case "speechMinMs": speech.minimumDuration = value
        case "hintPauseMs": speech.hintPause = value
        case "readAllPauseMs": speech.readAllPause = value
        case "tapSlopPt": gestures.tapSlop = Double(value)
        case "tapMaxMs": gestures.tapMaxDuration = value
        case "multiTapIntervalMs": gestures.multiTapInterval = value
        case "multiTapSlopPt": gestures.multiTapSlop = Double(value)
        case "longPressMs": gestures.longPressDuration = value
        case "swipeMinDistancePt": gestures.swipeMinDistance = Double(value)
        case "swipeMinSpeedPtPerS": gestures.swipeMinSpeed = Double(value)
        case "swipeMaxDeviationPct": gestures.swipeMaxDeviation = Double(value) / 100
        case "multiFingerWindowMs": gestures.multiFingerWindow = value
        case "pinchMinScalePct": gestures.pinchMinScale = Double(value) / 100
        case "rotateMinDeg": gestures.rotateMinDegrees = Double(value)
        case "scrubMinReversals": gestures.scrubMinReversals = value
        case "scrubMinLegPt": gestures.scrubMinLegDistance = Double(value)
        case "fourFingerTopPct": gestures.fourFingerTopFraction = Double(value) / 100
        default: throw UnknownConstant(description: "unknown engine constant \"\(name)\"; expected one of "
            + pairs.map(\.name).joined(separator: ", "))
        }
    }
}
