import AXCore

/// Which settings a scene is validated under.
public enum SettingsMatrix: String, CaseIterable, Sendable {
    /// Default settings, plus the largest content size, reduce motion, reduce transparency and
    /// increase contrast, each on its own.
    case `default`
    /// Every combination of the settings that change what a scene draws (content size default/AX5 ×
    /// bold text × increase contrast × reduce transparency × reduce motion × layout direction).
    case full

    /// The settings to validate under, starting from `base` (always the first).
    public func variants(base: Settings) -> [Settings] {
        switch self {
        case .default:
            var largest = base; largest.contentSize = .largest
            var motion = base; motion.reduceMotion = true
            var transparency = base; transparency.reduceTransparency = true
            var contrast = base; contrast.increaseContrast = true
            return [base, largest, motion, transparency, contrast]
        case .full:
            var result: [Settings] = []
            for size in [base.contentSize, .largest] {
                for bold in [false, true] { for contrast in [false, true] { for transparency in [false, true] {
                    for motion in [false, true] { for direction in LayoutDirection.allCases {
                        var s = base
                        s.contentSize = size; s.boldText = bold; s.increaseContrast = contrast
                        s.reduceTransparency = transparency; s.reduceMotion = motion; s.layoutDirection = direction
                        result.append(s)
                    } }
                } } }
            }
            var seen = Set<Settings>()
            return result.filter { seen.insert($0).inserted }
        }
    }
}
