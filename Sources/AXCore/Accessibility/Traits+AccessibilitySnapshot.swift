extension AccessibilityTraits {
    /// The traits as AccessibilitySnapshot's model names them (what its JSON holds): ours, with
    /// `textField` as `textEntry` and `toggleButton` as `switchButton`. `supportsZoom`, which it does
    /// not know, keeps its name: its decoder skips names it does not know, ours reads it back.
    package var accessibilitySnapshotNames: [String] {
        names.map { name in
            switch name {
            case "textField": return "textEntry"
            case "toggleButton": return "switchButton"
            default: return name
            }
        }
    }
}
