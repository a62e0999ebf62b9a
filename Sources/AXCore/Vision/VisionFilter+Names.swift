import Foundation

/// The names a filter goes by on the command line (`snapshot --vision NAME`, `run --vision NAME`), in
/// reports and in the window's status: `protanopia`, `protanopia:0.6` (a severity or intensity from 0
/// to 1, or a percentage), `color-tint:200:0.5` (a hue in degrees, then an intensity).
extension VisionFilter {
    /// Every filter's base name, in the order the window's key cycles them.
    public static let names = ["protanopia", "deuteranopia", "tritanopia", "achromatopsia", "blurred-vision", "reduced-contrast",
                               "grayscale", "red-green", "green-red", "blue-yellow", "color-tint", "reduce-white-point",
                               "classic-invert", "smart-invert"]

    /// The word for no filter, as the window's status and the trace viewer name it: `snapshot
    /// --vision none` draws a trace's end in its real colours (`parsing(orNone:)`).
    public static let noneName = "none"

    /// `none` (no filter) or a filter's name as `init(parsing:)` reads it.
    public static func parsing(orNone text: String) throws -> VisionFilter? {
        text.lowercased() == noneName ? nil : try VisionFilter(parsing: text)
    }

    /// One of each, at its default amount: what the window's key cycles through and what the HTML
    /// report's filter gallery shows.
    public static let all: [VisionFilter] = names.compactMap { try? VisionFilter(parsing: $0) }

    /// The filter after `current` in the window's cycle: none, then each of `all`, then none again.
    public static func cycled(after current: VisionFilter?) -> VisionFilter? {
        guard let current else { return all.first }
        guard let index = all.firstIndex(where: { $0.baseName == current.baseName }), index + 1 < all.count else { return nil }
        return all[index + 1]
    }

    /// The base name (without an amount).
    public var baseName: String {
        switch self {
        case .protanopia: return "protanopia"
        case .deuteranopia: return "deuteranopia"
        case .tritanopia: return "tritanopia"
        case .achromatopsia: return "achromatopsia"
        case .blurredVision: return "blurred-vision"
        case .reducedContrast: return "reduced-contrast"
        case .grayscale: return "grayscale"
        case .redGreen: return "red-green"
        case .greenRed: return "green-red"
        case .blueYellow: return "blue-yellow"
        case .colorTint: return "color-tint"
        case .reduceWhitePoint: return "reduce-white-point"
        case .classicInvert: return "classic-invert"
        case .smartInvert: return "smart-invert"
        }
    }

    /// The name that parses back to this filter: the base name, with the amount when it is not the default.
    public var name: String {
        func amount(_ value: Double, default fallback: Double) -> String { value == fallback ? baseName : "\(baseName):\(Format.number(value))" }
        switch self {
        case .protanopia(let s), .deuteranopia(let s), .tritanopia(let s): return amount(s, default: 1)
        case .redGreen(let k), .greenRed(let k), .blueYellow(let k): return amount(k, default: 1)
        case .reduceWhitePoint(let k): return amount(k, default: Self.defaultWhitePointReduction)
        case .colorTint(let hue, let k):
            return hue == Self.defaultTintHue && k == Self.defaultTintIntensity ? baseName : "\(baseName):\(Format.number(hue)):\(Format.number(k))"
        default: return baseName
        }
    }

    /// iOS's Color Tint defaults here: a pink-red hue at half intensity (iOS shows its sliders without numbers).
    static let defaultTintHue = 0.0
    static let defaultTintIntensity = 0.5
    /// iOS's Reduce White Point slider starts at 25 %.
    static let defaultWhitePointReduction = 0.25

    /// A name that is not a filter, or an amount out of range: says what was expected.
    public struct NameError: Error, Equatable, CustomStringConvertible {
        /// What was given.
        public var text: String
        /// What is wrong with it.
        public var reason: String
        /// Whether the name is a filter's and only what follows it is wrong (an amount out of range).
        public var namesAFilter = false
        /// The message: the text, and what was expected ("protanopia:2" names a filter: its amount is
        /// what is wrong, and the message does not say it is no filter).
        public var description: String { "\"\(text)\"" + (namesAFilter ? ": " : " is not a vision filter: ") + reason }
    }

    /// Parses `NAME`, `NAME:AMOUNT` or `color-tint:HUE[:INTENSITY]`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let base = parts[0].lowercased()
        let arguments = Array(parts.dropFirst())
        func fail(_ reason: String) -> NameError {
            var error = NameError(text: text, reason: reason)
            error.namesAFilter = Self.names.contains(base)
            return error
        }
        func fraction(_ index: Int, default fallback: Double, range: ClosedRange<Double> = 0...1) throws -> Double {
            guard index < arguments.count else { return fallback }
            var word = arguments[index]
            let percent = word.hasSuffix("%")
            if percent { word.removeLast() }
            guard let value = Double(word), value.isFinite else { throw fail("expected a number after \"\(base):\", found \"\(arguments[index])\"") }
            let scaled = percent ? value / 100 : value
            guard range.contains(scaled) else {
                throw fail("expected an amount from \(Format.number(range.lowerBound)) to \(Format.number(range.upperBound)) (or a percentage), found \(arguments[index])")
            }
            return scaled
        }
        let allowed: Int
        switch base {
        case "protanopia": self = .protanopia(severity: try fraction(0, default: 1)); allowed = 1
        case "deuteranopia": self = .deuteranopia(severity: try fraction(0, default: 1)); allowed = 1
        case "tritanopia": self = .tritanopia(severity: try fraction(0, default: 1)); allowed = 1
        case "red-green": self = .redGreen(intensity: try fraction(0, default: 1)); allowed = 1
        case "green-red": self = .greenRed(intensity: try fraction(0, default: 1)); allowed = 1
        case "blue-yellow": self = .blueYellow(intensity: try fraction(0, default: 1)); allowed = 1
        case "reduce-white-point":
            self = .reduceWhitePoint(amount: try fraction(0, default: Self.defaultWhitePointReduction, range: 0.25...1)); allowed = 1
        case "color-tint":
            guard arguments.isEmpty || Double(arguments[0]).map({ $0.isFinite && (0...360).contains($0) }) == true else {
                throw fail("expected a hue in degrees from 0 to 360 after \"color-tint:\", found \"\(arguments[0])\"")
            }
            self = .colorTint(hue: arguments.first.flatMap(Double.init) ?? Self.defaultTintHue,
                              intensity: try fraction(1, default: Self.defaultTintIntensity))
            allowed = 2
        case "achromatopsia": self = .achromatopsia; allowed = 0
        case "blurred-vision": self = .blurredVision; allowed = 0
        case "reduced-contrast": self = .reducedContrast; allowed = 0
        case "grayscale": self = .grayscale; allowed = 0
        case "classic-invert": self = .classicInvert; allowed = 0
        case "smart-invert": self = .smartInvert; allowed = 0
        default: throw fail("expected one of \(Self.names.joined(separator: ", "))")
        }
        guard arguments.count <= allowed else {
            throw fail(allowed == 0 ? "\(base) takes no amount" : "\(base) takes at most \(allowed) amount\(allowed == 1 ? "" : "s")")
        }
    }
}
