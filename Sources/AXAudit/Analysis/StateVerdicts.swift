import Foundation

/// What the rules that read nothing beyond the tree, or beyond the tree and its frame (or only the
/// frame's text, `DrawnText`), found on the trees of one exploration's states, kept for the states
/// after (docs/validation-performance.md, "A tree judged once across states"). A scene's states often lay out
/// to the very same tree: a model value no element shows (the photo filter's last intensity,
/// Pre-Poster's draft) sets two states apart, and only the probes, which act on the model, can
/// tell them apart. A rule that read only the tree finds on an alike tree what it found, and one
/// that read only the tree and the frame, on an alike tree drawn alike; the findings differ only in
/// the settings they name, which the validator writes in again.
///
/// Exact reuse: a tree is found by a hash (`JudgedTree.fingerprint`) and told apart by
/// `JudgedTree.readsLike`, a frame by `FrameMeasurements.Key` equality. A tree is kept frozen
/// (`JudgedTree.frozen`): its computed attributes answer what they read when its rules ran, since
/// the copy it was read from goes on to other states. The states of one exploration are judged on
/// several threads, so the table is locked; two that meet one new tree at once both judge it, to
/// the same findings. Which trees the bound lets go then depends on the threads' timing, and what
/// is found does not.
final class StateVerdicts: @unchecked Sendable {
    // @unchecked: `entries`, `met`, `order` and `kept` are read and written only while `lock` is held;
    // an entry's tree is never changed, its verdicts only under the lock.
    private let lock = NSLock()

    /// The raw findings, by rule (its index in the validator's rules), of the rules that read only a
    /// tree, and of those that read only the tree and a frame, by frame.
    struct Verdicts {
        var tree: [Int: [Finding]] = [:]
        var frames: [(key: FrameMeasurements.Key, rules: [Int: [Finding]])] = []
        /// Those of the rules that read only the tree and a frame's text (`DrawnText`), by text.
        var texts: [(key: DrawnText, rules: [Int: [Finding]])] = []

        /// The findings kept for the frame `key` draws, if any.
        func frameRules(_ key: FrameMeasurements.Key) -> [Int: [Finding]]? { frames.first { $0.key == key }?.rules }
        /// The findings kept for the text `key`, if any.
        func textRules(_ key: DrawnText) -> [Int: [Finding]]? { texts.first { $0.key == key }?.rules }
    }

    /// A tree kept, with what its rules found.
    final class Entry {
        fileprivate let tree: JudgedTree
        fileprivate var verdicts = Verdicts()
        /// Its elements and its frames' items: what the bound counts.
        fileprivate var size: Int
        fileprivate init(tree: JudgedTree, size: Int) { self.tree = tree; self.size = size }
    }

    /// The most elements and drawn items kept, over every tree and frame: a 10,000-element scene's
    /// states keep a few trees, a phone screen's a hundred. Past it the oldest tree is let go.
    static let itemsKept = 100_000
    /// The most frames kept per tree (the variants that lay out alike and draw apart).
    static let framesKeptPerTree = 8

    private var entries: [Int: [Entry]] = [:]
    /// The fingerprints of the trees met so far.
    private var met = Set<Int>()
    private var order: [(hash: Int, entry: Entry)] = []
    private var oldest = 0
    private var kept = 0

    /// The tree kept alike to `tree` (whose `fingerprint` is `fingerprint`) from an earlier state,
    /// if any, and what was found on it then.
    func entry(for tree: JudgedTree, fingerprint: Int) -> (entry: Entry, verdicts: Verdicts)? {
        let candidates = lock.withLock { entries[fingerprint] ?? [] }
        guard let entry = candidates.first(where: { $0.tree.readsLike(tree) }) else { return nil }
        return (entry, lock.withLock { entry.verdicts })
    }

    /// Keeps the raw findings of rules that read only `tree` (`treeRules`), and of those that read
    /// only it and the frame `frame` (`frameRules`): with `entry`, the alike tree `entry(for:)` found,
    /// else as a new tree. Called while the copy `tree` was read from is still in the state its
    /// rules judged: it is kept frozen (`JudgedTree.frozen`).
    ///
    /// A tree is kept the second time a state meets its fingerprint first (`newInState`: not under
    /// an earlier variant of the same state): freezing a copy of every tree cost more than its rules
    /// on scenes whose states each lay out a tree of their own (the home screen's arrangements, a
    /// list's orders), and a tree two states met is one met again. Returns the entry the findings
    /// went to (nil when none is kept yet): later variants of the state keep theirs with it.
    @discardableResult
    func keep(_ tree: JudgedTree, fingerprint: (hash: Int, elements: Int), in entry: Entry?, newInState: Bool,
              treeRules: [Int: [Finding]], frame: FrameMeasurements.Key?, frameRules: [Int: [Finding]],
              text: DrawnText? = nil, textRules: [Int: [Finding]] = [:]) -> Entry? {
        if entry == nil, !newInState || lock.withLock({ met.insert(fingerprint.hash).inserted }) { return nil }
        let added = entry == nil ? Entry(tree: tree.frozen(), size: fingerprint.elements) : nil
        return lock.withLock {
            guard let entry = entry ?? added else { return nil }
            if let added {
                entries[fingerprint.hash, default: []].append(added)
                order.append((fingerprint.hash, added))
                kept += added.size
            }
            entry.verdicts.tree.merge(treeRules) { old, _ in old }
            if let frame, !frameRules.isEmpty {
                if let f = entry.verdicts.frames.firstIndex(where: { $0.key == frame }) {
                    entry.verdicts.frames[f].rules.merge(frameRules) { old, _ in old }
                } else if entry.verdicts.frames.count < Self.framesKeptPerTree {
                    entry.verdicts.frames.append((frame, frameRules))
                    entry.size += frame.displayList.items.count
                    kept += frame.displayList.items.count
                }
            }
            if let text, !textRules.isEmpty {
                if let x = entry.verdicts.texts.firstIndex(where: { $0.key == text }) {
                    entry.verdicts.texts[x].rules.merge(textRules) { old, _ in old }
                } else if entry.verdicts.texts.count < Self.framesKeptPerTree {
                    entry.verdicts.texts.append((text, textRules))
                    entry.size += text.runs.count
                    kept += text.runs.count
                }
            }
            letGoPastTheBound()
            return entry
        }
    }

    /// Lets the oldest trees go until what is kept is within `itemsKept` (the newest always stays).
    private func letGoPastTheBound() {
        while kept > Self.itemsKept, order.count - oldest > 1 {
            let (hash, entry) = order[oldest]
            oldest += 1
            kept -= entry.size
            entries[hash]?.removeAll { $0 === entry }
            if entries[hash]?.isEmpty == true { entries[hash] = nil }
        }
        // The let-go part of the queue is dropped once it is most of it.
        if oldest > 64 && oldest * 2 > order.count {
            order.removeFirst(oldest)
            oldest = 0
        }
    }
}
