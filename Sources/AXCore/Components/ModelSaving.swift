/// A model saved from one copy of a scene, to be put into another copy of the same scene
/// (`ModelSaving`). Opaque: only the scene type that saved it reads it back.
public struct SavedModel {
    /// The scene type's own model value.
    let value: Any

    /// Wraps a scene's model value.
    public init(_ value: Any) { self.value = value }

    /// The model as the type that saved it, nil when another type saved it.
    public func value<Model>(as type: Model.Type) -> Model? { value as? Model }
}

/// A scene whose whole model can be saved as a value and put into a fresh copy of the same scene,
/// which then behaves as the copy it was saved from: exploration reaches each state by putting
/// the state's saved model into a fresh copy instead of replaying the path to it (docs/validation.md,
/// "Exploration", "What exploration costs"). A `ModelRestoring` scene has it from its `saveModel()`
/// and `restoreModel(_:)`; a scene without it is reached by replay.
public protocol ModelSaving: AnyObject {
    /// Everything the scene's behaviour depends on, as it is now.
    func savedModel() -> SavedModel
    /// Puts a model a copy of this scene saved into this one; false when it is not this scene
    /// type's (the scene is then left as it was).
    func restore(_ model: SavedModel) -> Bool
}

extension ModelRestoring {
    /// `saveModel()`, wrapped.
    public func savedModel() -> SavedModel { SavedModel(saveModel()) }

    /// `restoreModel(_:)` of a model of this type.
    public func restore(_ model: SavedModel) -> Bool {
        guard let value = model.value(as: Model.self) else { return false }
        restoreModel(value)
        return true
    }
}
