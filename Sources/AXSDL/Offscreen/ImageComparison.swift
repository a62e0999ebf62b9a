/// Compares two images with a tolerance, for snapshot tests: anti-aliasing and font hinting may move
/// a few channel values between machines, so a reference matches when few pixels differ by more than
/// a small amount.
package struct ImageComparison: Equatable, Sendable, CustomStringConvertible {
    var sizeMatches: Bool
    /// Pixels whose largest channel difference exceeds the channel tolerance.
    package var differingPixels: Int
    var totalPixels: Int
    package var maxChannelDifference: Int

    var differingFraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// Compares `actual` with `expected`; channels within `channelTolerance` count as equal.
    package init(_ actual: PixelBuffer, _ expected: PixelBuffer, channelTolerance: Int = 8) {
        sizeMatches = actual.width == expected.width && actual.height == expected.height
        totalPixels = expected.width * expected.height
        differingPixels = sizeMatches ? 0 : totalPixels
        maxChannelDifference = sizeMatches ? 0 : 255
        guard sizeMatches else { return }
        let a = actual.bytes, e = expected.bytes
        var i = 0
        while i < a.count {
            var worst = 0
            for k in 0..<4 { worst = max(worst, abs(Int(a[i + k]) - Int(e[i + k]))) }
            if worst > channelTolerance { differingPixels += 1 }
            maxChannelDifference = max(maxChannelDifference, worst)
            i += 4
        }
    }

    /// True when the sizes match and at most `maxDifferingFraction` of the pixels differ.
    package func matches(maxDifferingFraction: Double = 0.001) -> Bool {
        sizeMatches && differingFraction <= maxDifferingFraction
    }

    package var description: String {
        sizeMatches
            ? "\(differingPixels) of \(totalPixels) pixels \(differingPixels == 1 ? "differs" : "differ") (max channel difference \(maxChannelDifference))"
            : "image sizes differ"
    }
}
