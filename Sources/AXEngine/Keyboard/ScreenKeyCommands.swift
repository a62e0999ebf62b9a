import AXCore

/// A keyboard shortcut working on the screen now, with the element that declares it (docs/keyboard.md,
/// "App keyboard shortcuts").
public struct ScreenKeyCommand: Hashable, Sendable {
    /// The shortcut.
    public var command: KeyCommand
    /// The element whose action it performs.
    public var elementID: String

    /// The element action it asks of its element: a custom action by its index there (nil when the
    /// element has none of that name).
    public func elementAction(on element: AccessibilityElement) -> ElementAction? {
        switch command.action {
        case .activate: return .activate
        case .increment: return .increment
        case .decrement: return .decrement
        case .escape: return .escape
        case .magicTap: return .magicTap
        case .scroll(let direction): return .scroll(direction)
        case .zoomIn: return .zoom(in: true)
        case .zoomOut: return .zoom(in: false)
        case .customAction(let name): return element.customActions.firstIndex { $0.name.string == name }.map { .customAction(index: $0) }
        }
    }
}

extension NavigationOrder {
    /// The shortcuts that work on this screen: those of every exposed node (an element behind a
    /// modal view is not exposed, as a view controller under a presented one is out of the
    /// responder chain), the focused item's and its ancestors' first (UIKit asks the responder chain
    /// from the focus), then the others in tree order; of two with one chord, the first. Only chords
    /// that reach the app (`KeyChord.reachesApp`): iOS gives the system its own (Command-Tab) first.
    public func keyCommands(focusedOn focusID: String?) -> [ScreenKeyCommand] {
        var chain: [Int] = []
        var node = focusID.flatMap(index(of:)).map { entries[$0].node }
        while let current = node {
            chain.append(current)
            node = nodes[current].parent
        }
        let inChain = Set(chain)
        var taken = Set<KeyChord>()
        var found: [ScreenKeyCommand] = []
        for index in chain + nodes.indices.filter({ !inChain.contains($0) }) {
            let element = nodes[index].element
            for command in element.keyCommands where command.chord.reachesApp && taken.insert(command.chord).inserted {
                found.append(ScreenKeyCommand(command: command, elementID: element.id))
            }
        }
        return found
    }
}
