import Foundation

/// A colour transform on linear-light RGB: a 3×3 matrix and an offset, the result clamped to 0…1. It
/// is what an SVG `feColorMatrix` or `feComponentTransfer` does under
/// `color-interpolation-filters="linearRGB"`, which is how Chrome DevTools applies its vision
/// filters; every colour filter of `VisionFilter` but the inverts is one.
public struct LinearColorMatrix: Hashable, Sendable {
    /// Row-major: the first three are the red output's weights of red, green and blue.
    public var rows: [Double]
    /// Added to each output channel after the matrix (linear light).
    public var offset: [Double]

    /// A matrix of nine row-major weights and an optional offset per channel.
    public init(rows: [Double], offset: [Double] = [0, 0, 0]) {
        precondition(rows.count == 9 && offset.count == 3, "a colour matrix is 3×3 with three offsets")
        self.rows = rows; self.offset = offset
    }

    /// Leaves every colour as it is.
    public static let identity = LinearColorMatrix(rows: [1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// A diagonal matrix: each channel scaled.
    public static func scaling(_ r: Double, _ g: Double, _ b: Double) -> LinearColorMatrix {
        LinearColorMatrix(rows: [r, 0, 0, 0, g, 0, 0, 0, b])
    }

    /// This matrix applied after `other`.
    public func after(_ other: LinearColorMatrix) -> LinearColorMatrix {
        var product = [Double](repeating: 0, count: 9)
        var shifted = offset
        for r in 0..<3 {
            for k in 0..<3 {
                let weight: Double = rows[r * 3 + k]
                for c in 0..<3 { product[r * 3 + c] += weight * other.rows[k * 3 + c] }
                shifted[r] += weight * other.offset[k]
            }
        }
        return LinearColorMatrix(rows: product, offset: shifted)
    }

    /// The blend `amount` of the way from the identity to this matrix (a filter's intensity).
    public func blended(_ amount: Double) -> LinearColorMatrix {
        let id = Self.identity.rows
        return LinearColorMatrix(rows: (0..<9).map { id[$0] + amount * (rows[$0] - id[$0]) }, offset: offset.map { $0 * amount })
    }

    /// The matrix applied to linear channels, clamped to 0…1.
    public func apply(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func row(_ i: Int) -> Double {
            let sum: Double = rows[i * 3] * r + rows[i * 3 + 1] * g + rows[i * 3 + 2] * b
            return min(1, max(0, sum + offset[i]))
        }
        return (row(0), row(1), row(2))
    }

    /// An sRGB colour through the matrix: to linear light, the matrix, back to sRGB. Alpha is kept.
    public func apply(to color: Color) -> Color {
        let (r, g, b) = apply(Contrast.linear(color.red), Contrast.linear(color.green), Contrast.linear(color.blue))
        return Color(red: Self.encoded(r), green: Self.encoded(g), blue: Self.encoded(b), alpha: color.alpha)
    }

    /// Linear light (0…1) to an sRGB channel: the inverse of `Contrast.linear`.
    public static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
