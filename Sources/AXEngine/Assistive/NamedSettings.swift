/// A technology's settings read and written by name (`--switch-setting`, a trace header's
/// `switchControl` or `zoom`): each setting is a case of `Key`, whose raw value is its one
/// spelling, and setting one by name is finding its key, the same for every technology.
public protocol NamedSettings {
    /// Every setting, its raw value the name traces, the command line and the docs use.
    associatedtype Key: RawRepresentable, CaseIterable where Key.RawValue == String
    /// How errors name these settings (`switch-control`, `zoom`).
    static var scope: String { get }
    /// Changes the setting `key` to `value` as text; throws `InvalidNamedSetting` for a value it cannot take.
    mutating func set(_ key: Key, to value: String) throws
}

extension NamedSettings {
    /// Changes the setting `name` to `value` (a `Key`'s name); throws `InvalidNamedSetting` for an
    /// unknown name or a value it cannot take.
    public mutating func set(_ name: String, to value: String) throws {
        guard let key = Key(rawValue: name) else {
            throw InvalidNamedSetting<Self>(name: name, value: value,
                                            expected: "one of " + Key.allCases.map(\.rawValue).joined(separator: ", "))
        }
        try set(key, to: value)
    }
}

/// A setting of `Owner` named `name` that does not exist, or a value it cannot take.
public struct InvalidNamedSetting<Owner: NamedSettings>: Error, Equatable, CustomStringConvertible {
    /// The setting's name as given.
    public var name: String
    /// The value as given.
    public var value: String
    /// What was expected instead.
    public var expected: String
    /// `switch-control setting name=value: expected …`.
    public var description: String { "\(Owner.scope) setting \(name)=\(value): expected \(expected)" }
}
