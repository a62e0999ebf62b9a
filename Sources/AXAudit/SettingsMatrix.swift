import AXCore

/// Which settings a scene is validated under.
public enum SettingsMatrix: String, CaseIterable, Sendable {
    /// Default settings, plus the largest content size, reduce motion, reduce transparency and
    /// increase contrast, each on its own.
    case `default`
    /// Every combination of the settings that change what a scene draws (content size default/AX5 ×
    /// bold text × increase contrast × reduce transparency × reduce motion × layout direction), and
    /// a variant of its own for each other setting a scene file's conditions name
    /// (`variants(base:naming:)`).
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

    /// The settings the full matrix's product varies: a value of one of them a scene names is
    /// already drawn under, but for a content size other than the default and the largest
    /// (`contentSizes(naming:drawn:)`).
    static let productKeys: Set<Settings.Key> = [.contentSize, .boldText, .increaseContrast, .reduceTransparency, .reduceMotion,
                                                  .layoutDirection]

    /// The settings to validate `descriptor` under, starting from `base`: `variants(base:)`, and
    /// for `--matrix full` one variant more for each setting value the scene's conditions name
    /// (`SceneDescriptor.namedSettings`) of a setting the product does not vary, that setting alone
    /// changed from `base` (Differentiate Without Colour on, for a file drawing a "More" button only
    /// under it), and one for each content size the conditions draw otherwise than the default and
    /// the largest do (`contentSizes(naming:drawn:)`: an item shown only at `xxxLarge`). Decision (docs/validation.md, "Settings a scene names"): a variant of its own,
    /// not a factor of the product, which each would double (64 variants to 512 with the three
    /// display settings); a scene that names none is validated as before. VoiceOver is not one:
    /// what a scene shows only with it off is explored by Voice Control (`Explorer`).
    public func variants(base: Settings, naming named: [SceneDescriptor.NamedSetting]) -> [Settings] {
        var result = variants(base: base)
        guard self == .full, !named.isEmpty else { return result }
        var seen = Set(result)
        for setting in named where !Self.productKeys.contains(setting.key) && setting.key != .voiceOver {
            var variant = base
            guard (try? variant.set(setting.key, to: setting.value)) != nil, seen.insert(variant).inserted else { continue }
            result.append(variant)
        }
        for size in Self.contentSizes(naming: named, drawn: result.map(\.contentSize)) {
            var variant = base
            variant.contentSize = size
            if seen.insert(variant).inserted { result.append(variant) }
        }
        return result
    }

    /// The content sizes a scene's conditions (`named`) draw otherwise than every size among
    /// `drawn` does, largest first: one for each set of its content-size conditions that hold
    /// together at no drawn size, the largest size at which they do (where layouts are most likely
    /// to break, as AX5 is the product's). A file drawing an item only at `xxxLarge` (`"equals":
    /// "xxxLarge"`) gets `xxxLarge`; one with `"atLeast": "AX1"` gets none at the default base (the
    /// default size draws below it, AX5 at it), and one with `"atLeast": "small"` gets `xSmall`.
    /// Decision (docs/validation.md, "Settings a scene names"): each such set is a state of the
    /// screen a user at some size sees, so it is drawn, explored and judged; one size stands for
    /// all at which the same conditions hold, as the product's two stand for the rest.
    static func contentSizes(naming named: [SceneDescriptor.NamedSetting], drawn: [ContentSizeCategory]) -> [ContentSizeCategory] {
        let conditions = named.compactMap { n in
            n.key == .contentSize ? ContentSizeCategory(rawValue: n.value).map { (atLeast: n.atLeast, size: $0) } : nil
        }
        guard !conditions.isEmpty else { return [] }
        func holding(at size: ContentSizeCategory) -> [Bool] {
            conditions.map { $0.atLeast ? size >= $0.size : size == $0.size }
        }
        var seen = Set(drawn.map { holding(at: $0) })
        return ContentSizeCategory.allCases.reversed().filter { seen.insert(holding(at: $0)).inserted }
    }

    /// The settings to validate `descriptor` under, starting from `base` (`variants(base:naming:)`).
    public func variants(of descriptor: SceneDescriptor, base: Settings) -> [Settings] {
        variants(base: base, naming: descriptor.namedSettings)
    }

    /// The settings the validator judges `descriptor` under: the one place that says which sides of
    /// VoiceOver are judged (docs/validation.md, "VoiceOver on and off"). A scene that reads
    /// `voiceOver` (`readsVoiceOver`: a scene file's `when` names it, or a Swift scene read it) draws
    /// two screens: each variant of `variants(of:base:)` with VoiceOver on, what VoiceOver users get
    /// and what the explorer and the probes act on, then `base` with VoiceOver off last, what
    /// sighted, Voice Control and Switch Control users get. The base's own `voiceOver` is overridden
    /// on both sides: judging one alone left the other's elements unjudged (an unlabelled button
    /// shown only with VoiceOver on passed). A scene that does not read it draws alike either way, so
    /// it is judged under `variants(of:base:)` as given: no extra work, and the same report.
    public func judgedVariants(of descriptor: SceneDescriptor, base: Settings, readsVoiceOver: Bool) -> [Settings] {
        let variants = variants(of: descriptor, base: base)
        guard readsVoiceOver else { return variants }
        var seen = Set<Settings>()
        var judged = variants.map { var on = $0; on.voiceOver = true; return on }.filter { seen.insert($0).inserted }
        var off = base
        off.voiceOver = false
        judged.append(off)
        return judged
    }

    /// How findings and reports name a variant of `judgedVariants(of:base:readsVoiceOver:)`: its
    /// changes from the defaults ("contentSize=AX5"). In a scene that reads `voiceOver`, VoiceOver
    /// is left out where it is on (every variant but the last, named as before) and said where it
    /// is off ("voiceOver=false"), which the defaults would leave unsaid.
    public static func label(of variant: Settings, readsVoiceOver: Bool) -> String {
        guard readsVoiceOver else { return variant.changesFromDefaults }
        var others = variant
        others.voiceOver = Settings.default.voiceOver
        let rest = others.changesFromDefaults
        guard !variant.voiceOver else { return rest }
        // `voiceOver` is the first setting, as `changesFromDefaults` orders them.
        return rest.isEmpty ? "voiceOver=false" : "voiceOver=false," + rest
    }
}
