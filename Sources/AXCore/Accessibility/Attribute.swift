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

    public var isComputed: Bool {
        if case .computed = self { return true }
        return false
    }
}

/// Stores an element attribute as an `Attribute`. Assigning sets a stored value; assigning through
/// the projection (`element.$value = .computed { … }`) installs a block evaluated on each read.
@propertyWrapper
public struct Evaluated<Value> {
    public var projectedValue: Attribute<Value>

    public init(wrappedValue: Value) { projectedValue = .stored(wrappedValue) }

    public var wrappedValue: Value {
        get { projectedValue.value }
        set { projectedValue = .stored(newValue) }
    }
}
