import AXCore

/// A scene file's model is its named values, its lists' orders, its scroll offsets and its open
/// screens, all plain values (the file itself is shared and never changes): exploration puts a
/// saved one into a fresh copy instead of replaying the path to a state (docs/validation.md,
/// "What exploration costs").
extension FileScene: ModelSaving {
    /// What `stateSnapshot()` shows, as values.
    struct Model {
        var state: [String: FileValue]
        var orders: [String: [String]]
        var scrollOffsets: [String: Double]
        var stack: [String]
    }

    /// The named values, orders, scroll offsets and open screens as they are now.
    public func savedModel() -> SavedModel {
        SavedModel(Model(state: state, orders: orders, scrollOffsets: scrollStates.mapValues(\.offset), stack: stack))
    }

    /// Scroll areas keep their objects where they have one (their layouts stay valid), scrolled to
    /// the saved offset; those the saved model has no offset for are forgotten, as a screen closed.
    public func restore(_ saved: SavedModel) -> Bool {
        guard let model = saved.value(as: Model.self) else { return false }
        state = model.state
        replaceOrders(with: model.orders)
        stack = model.stack
        var scrolls: [String: ScrollState] = [:]
        for (id, offset) in model.scrollOffsets {
            if let existing = scrollStates[id] {
                existing.reset(to: offset)
                scrolls[id] = existing
            } else {
                scrolls[id] = ScrollState(offset: offset)
            }
        }
        scrollStates = scrolls
        return true
    }
}
