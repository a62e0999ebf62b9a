import Foundation

/// How different two colours look: CIE 1976 ΔE*ab, the distance between them in CIELAB (D65 white),
/// which the state-by-colour rule measures after a vision filter (docs/vision.md).
public enum ColourDifference {
    /// ΔE*ab between two opaque colours (alpha ignored: composite translucent colours first).
    public static func deltaE(_ a: Color, _ b: Color) -> Double {
        let p = lab(a), q = lab(b)
        return ((p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2)).squareRoot()
    }

    /// CIE 1976 chroma C*ab of an opaque colour (alpha ignored): how far it lies from the grey of
    /// its lightness, 0 for white, greys and black. What tells a tinted fill (a switch's track in
    /// its on tint) from an untinted one (its light grey off track).
    public static func chroma(_ c: Color) -> Double {
        let p = lab(c)
        return (p.1 * p.1 + p.2 * p.2).squareRoot()
    }

    /// CIELAB of an sRGB colour: linear light, XYZ (sRGB primaries, D65), then L*, a*, b*.
    static func lab(_ c: Color) -> (Double, Double, Double) {
        let r = Contrast.linear(c.red), g = Contrast.linear(c.green), b = Contrast.linear(c.blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
