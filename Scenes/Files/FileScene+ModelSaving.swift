import AXCore

/// A scene file's model is its named values, its lists' orders, its scroll offsets and its open
/// screens, all plain values (the file itself is shared and never changes): exploration puts a
/// saved one into a fresh copy instead of replaying the path to a state, and, its layout following
/// its state, a copy goes back in place to any state it was laid out in and kept (`restoreState`):
/// validation's probes and exploration's actions in every state put their copy back instead of
/// making one per action (docs/validation.md, "What exploration costs").
extension FileScene: ModelRestoring {
    /// What `stateSnapshot()` shows, as values.
    public struct Model {
        var state: [String: FileValue]
        var orders: [String: [String]]
        var scrollOffsets: [String: Double]
        var stack: [String]
    }

    /// The named values, orders, scroll offsets and open screens as they are now.
    public func saveModel() -> Model {
        Model(state: state, orders: orders, scrollOffsets: scrollStates.mapValues(\.offset), stack: stack)
    }

    /// Scroll areas keep their objects where they have one (their layouts stay valid), scrolled to
    /// the saved offset; those the saved model has no offset for are forgotten, as a screen closed.
    public func restoreModel(_ model: Model) {
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
    }
}
