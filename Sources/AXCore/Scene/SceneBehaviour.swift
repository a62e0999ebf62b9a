/// What can be asked of a scene beyond reading its tree: whether activating, adjusting or running a
/// custom action reaches a model that answers.
public enum SceneBehaviour: String, Hashable, Sendable, CaseIterable {
    /// A model answers: actions change it (the catalog's scenes, and scene files, whose state,
    /// effects and layouts are declared in the file: docs/scene-format.md).
    case modelled
    /// A hierarchy imported from a real app: the app is not here to be asked, so every action
    /// reports failure and validation's probes are not applicable (docs/import.md).
    case unknown
}
