/// What can be asked of a scene beyond reading its tree: whether activating, adjusting or running a
/// custom action reaches a model that answers.
public enum SceneBehaviour: String, Hashable, Sendable, CaseIterable {
    /// Swift code models the screen: actions change its model (the catalog's scenes).
    case modelled
    /// A scene file: declared actions report success without changing anything.
    case declared
    /// A hierarchy imported from a real app: the app is not here to be asked, so every action
    /// reports failure and validation's probes are not applicable (docs/import.md).
    case unknown
}
