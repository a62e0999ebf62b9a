import Foundation

/// The accessibility overlays drawn over a scene, selectable with `snapshot --overlays` and keys in
/// the window.
public enum OverlayKind: String, CaseIterable, Hashable, Sendable {
    /// Element frames, one colour per element, numbered in navigation order, with a legend.
    case frames

    public struct ParseError: Error, CustomStringConvertible {
        public var text: String
        public var description: String {
            "unknown overlay \"\(text)\"; expected all, none or a comma-separated list of "
                + OverlayKind.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// Parses `all`, `none` or a comma-separated list of overlay names.
    public static func parseSet(_ text: String) throws -> Set<OverlayKind> {
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
