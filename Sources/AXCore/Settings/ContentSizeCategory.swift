/// Dynamic Type content size categories, smallest to largest; `large` is the system default.
public enum ContentSizeCategory: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibilityMedium = "AX1"
    case accessibilityLarge = "AX2"
    case accessibilityXLarge = "AX3"
    case accessibilityXXLarge = "AX4"
    case accessibilityXXXLarge = "AX5"

    /// The system's default size, `large`.
    public static let `default` = ContentSizeCategory.large
    /// The largest accessibility size, AX5: where layouts are most likely to break.
    public static let largest = ContentSizeCategory.accessibilityXXXLarge

    /// Whether this is one of the five accessibility sizes (AX1…AX5), where layouts should reflow rather than shrink.
    public var isAccessibilityCategory: Bool { index >= ContentSizeCategory.accessibilityMedium.index }

    /// Its place in `allCases`, spelt out: `allCases` builds a new array on every read, and layouts
    /// ask each text's point size (3% of validating Pre-Poster). A test checks it against `allCases`.
    var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityXLarge: 9
        case .accessibilityXXLarge: 10
        case .accessibilityXXXLarge: 11
        }
    }

    /// Orders the categories from smallest to largest.
    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// One step larger or smaller, clamped at the ends (the window's content-size keys).
    public var larger: ContentSizeCategory { Self.allCases[min(index + 1, Self.allCases.count - 1)] }
    /// One step smaller, clamped at `xSmall`.
    public var smaller: ContentSizeCategory { Self.allCases[max(index - 1, 0)] }
}

/// The text styles of Dynamic Type.
public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Headline is the one style that is semibold by default.
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// Point size for a content size category: Apple's Human Interface Guidelines tables (iOS).
    public func pointSize(for category: ContentSizeCategory) -> Double {
        DynamicType.table[category.index][column]
    }

    /// Hashes the style's place rather than its name: a String raw value is hashed through its
    /// text, and every drawn text run hashes its style to key a frame's measurements.
    public func hash(into hasher: inout Hasher) { hasher.combine(column) }

    /// Its column in `DynamicType.table`, its place in `allCases`, spelt out (see
    /// `ContentSizeCategory.index`).
    var column: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }
}

/// The standard iOS Dynamic Type sizes, one row per category (xSmall … AX5), one column per
/// text style in `TextStyle.allCases` order. The one place these numbers live.
public enum DynamicType {
    static let table: [[Double]] = [
        //  LT  T1  T2  T3  Hd  Bd  Co  Sh  Fn  C1  C2
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // large (default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5
    ]

    /// Scales a fixed size the way `UIFontMetrics` does: in proportion to the body style.
    public static func scaled(_ size: Double, for category: ContentSizeCategory) -> Double {
        size * TextStyle.body.pointSize(for: category) / TextStyle.body.pointSize(for: .large)
    }
}

/// Font weights, ordered; Bold Text moves each one step heavier.
public enum FontWeight: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case light, regular, medium, semibold, bold, heavy

    /// Orders the weights from light to heavy.
    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }

    /// Hashes the weight's place rather than its name, as `TextStyle` does.
    public func hash(into hasher: inout Hasher) { hasher.combine(rank) }

    /// The weight's place from light to heavy. Read by a switch: looking it up in `allCases` was 1%
    /// of validating HelloGoodbye, whose every measured word asks `isBold`.
    private var rank: Int {
        switch self {
        case .light: return 0
        case .regular: return 1
        case .medium: return 2
        case .semibold: return 3
        case .bold: return 4
        case .heavy: return 5
        }
    }

    /// The weight used when Bold Text is on (as iOS does: regular becomes semibold, and so on).
    public var boldTextVariant: FontWeight {
        switch self {
        case .light: return .regular
        case .regular: return .semibold
        case .medium: return .bold
        case .semibold, .bold: return .bold
        case .heavy: return .heavy
        }
    }

    /// Whether WCAG counts text of this weight as bold: semibold and heavier, since iOS's bold system
    /// font (`boldSystemFont(ofSize:)`) is its semibold face and Bold Text turns regular into
    /// semibold; WCAG names no weight.
    public var isBold: Bool { self >= .semibold }
}
