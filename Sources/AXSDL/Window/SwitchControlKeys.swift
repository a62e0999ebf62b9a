import AXEngine

extension WindowCommand {
    /// The switch a Switch Control key is (S the select switch, N the next switch), nil for every
    /// other command. The key goes down and comes up as the switch does, so a held key is a held
    /// switch (Hold Duration, Long Press, docs/switch-control.md).
    package var switchRole: SwitchRole? {
        switch self {
        case .switchSelect: return .select
        case .switchNext: return .next
        default: return nil
        }
    }
}
