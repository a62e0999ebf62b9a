/// A subtree whose layout and accessibility elements depend on nothing but `key`, the frame it is
/// given and the settings: SwiftUI's `EquatableView`. A `ComponentScene` lays such a subtree out
/// once and hands the same placed subtree, and the same elements, to every later layout that gives
/// it an equal key, an equal frame and equal settings, instead of asking its components again:
/// a list's unchanged rows after one row changed, a screen's unchanged cards after an action.
///
/// The key must hold everything the subtree's layout and elements read, including the state of
/// controls it holds (a rating's value): what the key does not hold, a later layout does not see.
/// Drawing, touches, gestures and drops still ask the components each time.
public struct Keyed<Key: Hashable>: ContentWrapper, TakesNoTouches {
    /// What the subtree depends on, besides its frame and the settings.
    public let key: Key
    /// The subtree.
    public let content: any Component

    /// `content`, whose layout and elements depend on `key`, its frame and the settings alone.
    public init(_ key: Key, _ content: any Component) {
        self.key = key
        self.content = content
    }

    /// The key.
    public var layoutKey: AnyHashable? { AnyHashable(key) }
}

/// The elements read from a keyed subtree, once they are: kept with its node, so every layout that
/// reuses the node reuses them.
final class KeyedElements {
    var elements: [AccessibilityElement]?
}

/// The keyed subtrees a scene laid out, kept across its layouts (`Keyed`): those found or placed
/// since the memo last filled up, and those of the round before, which a lookup brings back. So a
/// subtree no layout has asked for in two rounds is let go, with no clock and no count per entry.
final class LayoutMemo {
    /// One keyed subtree as placed (its node holds `KeyedElements`, which holds nothing back).
    final class Entry {
        let key: AnyHashable
        let frame: Rect
        let settings: Settings
        let toScene: HorizontalMapping
        var node: ComponentLayout.Node?

        init(key: AnyHashable, frame: Rect, settings: Settings, toScene: HorizontalMapping) {
            self.key = key
            self.frame = frame
            self.settings = settings
            self.toScene = toScene
        }

        func matches(_ key: AnyHashable, _ frame: Rect, _ settings: Settings, _ toScene: HorizontalMapping) -> Bool {
            self.frame == frame && self.toScene == toScene && self.settings == settings && self.key == key
        }
    }

    /// Entries by a hash of their key and frame, computed once per lookup: the settings are
    /// compared, not hashed (a key has few).
    private var recent: [Int: [Entry]] = [:]
    private var older: [Int: [Entry]] = [:]
    private var recentCount = 0
    /// How many entries a round holds before it becomes the older one.
    var capacity = 512

    /// The entry for `key` placed at `frame` under `settings` and `toScene`; a new, empty one if
    /// none is kept.
    func entry(_ key: AnyHashable, frame: Rect, settings: Settings, toScene: HorizontalMapping) -> Entry {
        var hasher = Hasher()
        hasher.combine(key)
        hasher.combine(frame)
        let hash = hasher.finalize()
        if let found = recent[hash]?.first(where: { $0.matches(key, frame, settings, toScene) }) { return found }
        let entry = older[hash]?.first { $0.matches(key, frame, settings, toScene) }
            ?? Entry(key: key, frame: frame, settings: settings, toScene: toScene)
        if recentCount >= capacity {
            older = recent
            recent = [:]
            recentCount = 0
        }
        recent[hash, default: []].append(entry)
        recentCount += 1
        return entry
    }
}
