import Foundation

/// The accessibility overlays drawn over a scene, selectable with `snapshot --overlays`, `run
/// --overlays` and keys in the window. Cases are listed in the order they are drawn, bottom first.
package enum OverlayKind: String, CaseIterable, Hashable, Sendable {
    /// Everything outside the exposed modal view dimmed: what VoiceOver cannot reach.
    case modal
    /// Direct-touch regions hatched, with their options.
    case direct
    /// Element frames, one colour per element, numbered in navigation order, with a legend.
    case frames
    /// Content-shape paths outlined (what the cursor follows and explore-by-touch hits).
    case paths
    /// The swipe order as a line through the elements' centres, arrows pointing onward.
    case order
    /// Activation points not at the centre of their element, as a crosshair.
    case activation
    /// A badge with the number of custom actions.
    case actions
    /// Elements that support zoom, with a magnifier badge and their zoom state (the value).
    case zoom
    /// Drag sources: a handle marker with the descriptor's name.
    case drag
    /// Drop points: a target marker with the descriptor's name, highlighted while a drag is under way.
    case drop
    /// Validation findings: the element outlined in red with the rule ids.
    case findings
    /// VoiceOver's cursor around the focused element.
    case cursor

    /// The key in the window that toggles this overlay, as the help overlay shows it (`InputMapper`
    /// maps the key codes).
    package var windowKey: String {
        switch self {
        case .frames: return "1"
        case .paths: return "2"
        case .activation: return "3"
        case .actions: return "4"
        case .drag: return "5"
        case .drop: return "6"
        case .zoom: return "7"
        case .direct: return "8"
        case .order: return "9"
        case .modal: return "0"
        case .findings: return "F2"
        case .cursor: return "F3"
        }
    }

    /// What the overlay shows, for the help overlay and the legend's key.
    package var summary: String {
        switch self {
        case .modal: return "Outside modal dimmed"
        case .direct: return "Direct-touch regions"
        case .frames: return "Element frames, numbered"
        case .paths: return "Content-shape paths"
        case .order: return "Reading order"
        case .activation: return "Activation points"
        case .actions: return "Custom actions"
        case .zoom: return "Zoom actions"
        case .drag: return "Drag sources"
        case .drop: return "Drop points"
        case .findings: return "Validation findings"
        case .cursor: return "VoiceOver cursor"
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        package var text: String
        package var description: String {
            "unknown overlay \"\(text)\"; expected all, none or a comma-separated list of "
                + OverlayKind.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// Parses `all`, `none` or a comma-separated list of overlay names.
    package static func parseSet(_ text: String) throws -> Set<OverlayKind> {
        switch text.lowercased() {
        case "all": return Set(allCases)
        case "none", "": return []
        default:
            var result = Set<OverlayKind>()
            for name in text.split(separator: ",") {
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                guard let kind = OverlayKind(rawValue: trimmed) else { throw ParseError(text: trimmed) }
                result.insert(kind)
            }
            return result
        }
    }
}
