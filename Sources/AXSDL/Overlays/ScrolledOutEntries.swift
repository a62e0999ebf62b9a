import AXEngine

/// The entries of a navigation order scrolled out of view (`NavigationOrder.isScrolledOutOfView`,
/// the engine's one definition): rows an imported list holds outside its frame, whose captured
/// frames lie under a header or past the screen's edge, where nothing of them shows. The overlays
/// outline, mark and hit nothing there; VoiceOver's order still holds them, so numbers are kept and
/// the legend and the inspector list them as scrolled out (docs/import.md).
struct ScrolledOutEntries {
    /// One flag per entry; empty when none is scrolled out (every scene of its own, most imports).
    private let flags: [Bool]

    /// The entries of `order` scrolled out of view.
    init(_ order: NavigationOrder) {
        // Asked every frame in the window: an order with no scroll content (a 10,000-cell grid) costs nothing.
        guard order.holdsScrollContent else { flags = []; return }
        let all = order.entries.indices.map { order.isScrolledOutOfView($0) }
        flags = all.contains(true) ? all : []
    }

    /// Whether none is.
    var isEmpty: Bool { flags.isEmpty }

    /// Whether the entry at `index` is scrolled out of view.
    func contains(_ index: Int) -> Bool { !flags.isEmpty && flags[index] }
}
