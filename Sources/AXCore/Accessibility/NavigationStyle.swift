/// How Switch Control treats a container (UIKit's `accessibilityNavigationStyle`): `automatic`
/// lets it decide (a container whose children stay together in VoiceOver's order is a group),
/// `combined` makes the container one group whose children are scanned together even when
/// VoiceOver reads them among their neighbours, `separate` never groups it (docs/switch-control.md).
public enum NavigationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic, separate, combined
}
