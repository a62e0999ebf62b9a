import Foundation

/// How a screen looks to someone with a colour-vision deficiency or low vision, or through one of
/// iOS's display accommodations: a transform of the rendered frame's pixels, applied under the
/// overlays (which stay readable) and measured by the colour rules. docs/vision.md gives each
/// definition and its source.
public enum VisionFilter: Hashable, Sendable {
    /// Red-blind vision (Machado 2009) at a severity from 0 (none) to 1 (dichromacy).
    case protanopia(severity: Double)
    /// Green-blind vision (Machado 2009) at a severity from 0 to 1.
    case deuteranopia(severity: Double)
    /// Blue-blind vision (Machado 2009) at a severity from 0 to 1.
    case tritanopia(severity: Double)
    /// No colour vision: Chrome DevTools' matrix, luminance weights on linear light.
    case achromatopsia
    /// Chrome DevTools' blurred vision: a Gaussian blur of 2 points' standard deviation.
    case blurredVision
    /// Chrome DevTools' reduced contrast: half of full light added to every linear channel.
    case reducedContrast
    /// iOS Color Filters › Grayscale.
    case grayscale
    /// iOS Color Filters › Red/Green (Protanopia), at an intensity from 0 to 1.
    case redGreen(intensity: Double)
    /// iOS Color Filters › Green/Red (Deuteranopia), at an intensity from 0 to 1.
    case greenRed(intensity: Double)
    /// iOS Color Filters › Blue/Yellow (Tritanopia), at an intensity from 0 to 1.
    case blueYellow(intensity: Double)
    /// iOS Color Filters › Color Tint: a hue in degrees (0 red, 120 green, 240 blue) at an intensity.
    case colorTint(hue: Double, intensity: Double)
    /// iOS Reduce White Point: bright colours dimmed by a share from 0.25 to 1 (iOS's 25–100 %).
    case reduceWhitePoint(amount: Double)
    /// iOS Classic Invert: every pixel's colour reversed.
    case classicInvert
    /// iOS Smart Invert: reversed, except what ignores invert colours (photos and media marked so).
    case smartInvert

    /// What the filter does to pixels.
    public enum Operation: Hashable, Sendable {
        /// Each pixel through a colour matrix on linear light.
        case matrix(LinearColorMatrix)
        /// Each sRGB channel reversed (c → 1 − c).
        case invert
        /// A Gaussian blur of this standard deviation in points, on linear light.
        case blur(sigma: Double)
    }

    /// The filter's operation.
    public var operation: Operation {
        switch self {
        case .protanopia(let s): return .matrix(MachadoMatrices.matrix(MachadoMatrices.protan, severity: s))
        case .deuteranopia(let s): return .matrix(MachadoMatrices.matrix(MachadoMatrices.deutan, severity: s))
        case .tritanopia(let s): return .matrix(MachadoMatrices.matrix(MachadoMatrices.tritan, severity: s))
        case .achromatopsia, .grayscale: return .matrix(Self.luminance)
        case .blurredVision: return .blur(sigma: 2)
        case .reducedContrast: return .matrix(LinearColorMatrix(rows: LinearColorMatrix.identity.rows, offset: [0.5, 0.5, 0.5]))
        case .redGreen(let k): return .matrix(Self.corrected(MachadoMatrices.protan, spreadingTo: Self.redGreenSpread, intensity: k))
        case .greenRed(let k): return .matrix(Self.corrected(MachadoMatrices.deutan, spreadingTo: Self.redGreenSpread, intensity: k))
        case .blueYellow(let k): return .matrix(Self.corrected(MachadoMatrices.tritan, spreadingTo: Self.blueYellowSpread, intensity: k))
        case .colorTint(let hue, let k):
            let tint = Self.hueColor(hue)
            let (r, g, b) = (Contrast.linear(tint.red), Contrast.linear(tint.green), Contrast.linear(tint.blue))
            return .matrix(LinearColorMatrix.scaling(r, g, b).blended(k))
        case .reduceWhitePoint(let amount):
            let scale = 1 - Self.whitePointReductionAtFull * amount
            return .matrix(.scaling(scale, scale, scale))
        case .classicInvert, .smartInvert: return .invert
        }
    }

    /// Whether each pixel's result depends on that pixel alone (all but the blur), so the filter
    /// also applies to a single colour (`apply(to:)`), which is what the colour rules measure.
    public var isPerPixel: Bool {
        if case .blur = operation { return false }
        return true
    }

    /// A colour as the filter shows it; a blur leaves a lone colour as it is.
    public func apply(to color: Color) -> Color {
        switch operation {
        case .matrix(let m): return m.apply(to: color)
        case .invert: return Color(red: 1 - color.red, green: 1 - color.green, blue: 1 - color.blue, alpha: color.alpha)
        case .blur: return color
        }
    }

    // MARK: Definitions

    /// Chrome DevTools' achromatopsia matrix (Rec. 709 luminance weights on linear light, as WCAG's
    /// relative luminance), which iOS Grayscale also uses here: a grey keeps its colour's contrast.
    static let luminance = LinearColorMatrix(rows: [0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722])

    /// Where a red/green correction moves the colour the deficiency loses (Fidaner, Lin and Ozguven,
    /// "Analysis of Color Blindness", 2005): into green and blue, which the viewer still tells apart.
    static let redGreenSpread = LinearColorMatrix(rows: [0, 0, 0, 0.7, 1, 0, 0.7, 0, 1])
    /// The same for blue/yellow: the lost blue moves into red and green.
    static let blueYellowSpread = LinearColorMatrix(rows: [1, 0, 0.7, 0, 1, 0.7, 0, 0, 0])

    /// How much of white's light Reduce White Point removes at 100 %.
    static let whitePointReductionAtFull = 0.5

    /// A correcting (daltonising) filter: the colour plus `intensity` times the spread of what the
    /// deficiency's full-severity matrix loses, c + k·S·(c − M·c).
    static func corrected(_ table: [[Double]], spreadingTo spread: LinearColorMatrix, intensity: Double) -> LinearColorMatrix {
        let m = MachadoMatrices.matrix(table, severity: 1)
        let loss = LinearColorMatrix(rows: (0..<9).map { LinearColorMatrix.identity.rows[$0] - m.rows[$0] })
        let shift = spread.after(loss)
        return LinearColorMatrix(rows: (0..<9).map { LinearColorMatrix.identity.rows[$0] + intensity * shift.rows[$0] })
    }

    /// The fully saturated, fully bright colour of a hue in degrees.
    static func hueColor(_ degrees: Double) -> Color {
        let h = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        switch Int(h) {
        case 0: return Color(red: 1, green: x, blue: 0)
        case 1: return Color(red: x, green: 1, blue: 0)
        case 2: return Color(red: 0, green: 1, blue: x)
        case 3: return Color(red: 0, green: x, blue: 1)
        case 4: return Color(red: x, green: 0, blue: 1)
        default: return Color(red: 1, green: 0, blue: x)
        }
    }
}
