/// An attribute that is either stored or computed by a closure on every read: UIKit's block-based
/// setters (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023), where the closure takes precedence over a stored value.
public enum Attribute<Value> {
    case stored(Value)
    case computed(() -> Value)

    /// The current value; a computed attribute runs its closure each time.
    public var value: Value {
        switch self {
        case .stored(let value): return value
        case .computed(let block): return block()
        }
    }

    /// Whether a closure supplies the value, so it can change without the element being rebuilt.
    public var isComputed: Bool {
        if case .computed = self { return true }
        return false
    }
}

/// Stores an element attribute as an `Attribute`. Assigning sets a stored value; assigning through
/// the projection (`element.$value = .computed { … }`) installs a block evaluated on each read.
@propertyWrapper
public struct Evaluated<Value> {
    /// The attribute itself: `element.$label = .computed { … }` makes the value follow the scene's model.
    public var projectedValue: Attribute<Value>

    /// A stored attribute, from the property's initial value or an element's initializer.
    public init(wrappedValue: Value) { projectedValue = .stored(wrappedValue) }

    /// The attribute's current value; setting it replaces any closure with the stored value.
    public var wrappedValue: Value {
        get { projectedValue.value }
        set { projectedValue = .stored(newValue) }
    }
}
