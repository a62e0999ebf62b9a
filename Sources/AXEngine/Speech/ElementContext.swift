import AXCore

/// Where an element sits, for the context words VoiceOver adds at the end of its description
/// (docs/voiceover.md). One context per element: the innermost container
/// that gives one wins (decision D).
public enum ElementContext: Hashable, Sendable {
    case none
    /// An element of a series (a segmented control's segment): `… 2 of 5.`
    case series(index: Int, count: Int)
    /// A tab of a tab bar: the `Tab.` word and `… 1 of 6.`; the `Button.` word is left out.
    case tab(index: Int, count: Int)
    case listStart, listEnd
    case landmarkStart, landmarkEnd

    /// Parses the CLI's `--context` spelling: `series:2/5`, `tab:1/6`, `list-start`, `list-end`,
    /// `landmark-start`, `landmark-end`, `none`.
    public init?(argument: String) {
        switch argument {
        case "none": self = .none
        case "list-start": self = .listStart
        case "list-end": self = .listEnd
        case "landmark-start": self = .landmarkStart
        case "landmark-end": self = .landmarkEnd
        default:
            let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            let numbers = parts[1].split(separator: "/").compactMap { Int($0) }
            guard numbers.count == 2, numbers[0] >= 1, numbers[0] <= numbers[1] else { return nil }
            switch parts[0] {
            case "series": self = .series(index: numbers[0], count: numbers[1])
            case "tab": self = .tab(index: numbers[0], count: numbers[1])
            default: return nil
            }
        }
    }

    /// The CLI spelling, the inverse of `init(argument:)`.
    public var argument: String {
        switch self {
        case .none: return "none"
        case .series(let i, let n): return "series:\(i)/\(n)"
        case .tab(let i, let n): return "tab:\(i)/\(n)"
        case .listStart: return "list-start"
        case .listEnd: return "list-end"
        case .landmarkStart: return "landmark-start"
        case .landmarkEnd: return "landmark-end"
        }
    }
}
