import AXCore

/// A node of the formats that describe elements by their XCUIElement type (idb, XCUITest's dump,
/// Appium's page source), as their readers find it: one shape for the three, so the rules that
/// turn types into elements and containers live in one place.
struct TypedNode {
    /// The type without prefixes: "Button", "StaticText", "Other"…
    var type: String
    var label: String?
    var identifier: String?
    var value: String?
    var hint: String?
    var frame: Rect
    var isEnabled = true
    var isSelected = false
    /// Appium's `accessible` (the app's isAccessibilityElement); nil when the format does not say.
    var isAccessible: Bool?
    /// Traits the format names itself (idb's `traits`); nil to infer them from the type.
    var traits: AccessibilityTraits?
    var customActions: [String] = []
    var children: [TypedNode] = []

    init(type: String, frame: Rect) { self.type = type; self.frame = frame }

    /// The elements VoiceOver would focus and the containers around them (docs/import.md, "Types"):
    /// the application and windows are containers; a node is an element when the format says it is
    /// accessible, else when its type is not a
    /// container type (or it is one with a label and nothing inside); an element's children are
    /// folded into it (a cell without a label of its own reads its children's, joined by commas, as
    /// UIKit's cells do); a container with no element inside is dropped, as are elements of no size.
    static func hierarchy(_ roots: [TypedNode]) -> ImportedHierarchy {
        var ids = ImportIDs()
        let screen = firstScreen(roots)
        return ImportedHierarchy(roots: roots.flatMap { convert($0, ids: &ids) }, screen: screen)
    }

    private static func firstScreen(_ nodes: [TypedNode]) -> Rect? {
        for node in nodes {
            if ["Application", "Window"].contains(node.type), node.frame.width > 0, node.frame.height > 0 { return node.frame }
            if let inner = firstScreen(node.children) { return inner }
        }
        return nil
    }

    private var isElement: Bool {
        // The application and its windows are the screen, never something VoiceOver focuses.
        if ["Application", "Window"].contains(type) { return false }
        if let isAccessible { return isAccessible }
        return !ElementTypeTraits.isContainer(type) || (children.isEmpty && !(label ?? "").isEmpty)
    }

    private static func convert(_ node: TypedNode, ids: inout ImportIDs) -> [AccessibilityElement] {
        let kind = node.type.isEmpty ? "element" : node.type.prefix(1).lowercased() + node.type.dropFirst()
        if node.isElement {
            guard node.frame.width > 0, node.frame.height > 0 else { return [] }
            var e = AccessibilityElement(id: ids.next(preferred: node.identifier, kind: kind), frame: node.frame)
            var traits = node.traits ?? ElementTypeTraits.traits(of: node.type)
            if !node.isEnabled { traits.insert(.notEnabled) }
            if node.isSelected { traits.insert(.selected) }
            e.traits = traits
            var label = node.label
            if (label ?? "").isEmpty, node.type == "Cell" {
                let inner = node.descendantLabels()
                label = inner.isEmpty ? nil : inner.joined(separator: ", ")
            }
            e.label = label.flatMap { $0.isEmpty ? nil : SpeechText($0) }
            // XCUITest reports a static text's text as its value too; VoiceOver reads a label's text once.
            let value = node.type == "StaticText" ? nil
                : traits.contains(.toggleButton) ? ElementTypeTraits.toggleValue(node.value) : node.value
            e.value = value.flatMap { $0.isEmpty ? nil : SpeechText($0) }
            e.hint = node.hint.flatMap { $0.isEmpty ? nil : SpeechText($0) }
            e.customActions = node.customActions.map(ImportedScene.unanswerableAction)
            return [e]
        }
        let id = ids.next(preferred: node.identifier, kind: kind)
        let children = node.children.flatMap { convert($0, ids: &ids) }
        guard !children.isEmpty else { return [] }
        var container = AccessibilityElement.container(id: id, frame: node.frame, type: ElementTypeTraits.containerType(node.type),
                                                       children: children)
        container.label = node.label.flatMap { $0.isEmpty ? nil : SpeechText($0) }
        return [container]
    }

    private func descendantLabels() -> [String] {
        children.flatMap { child -> [String] in
            if let label = child.label, !label.isEmpty { return [label] }
            return child.descendantLabels()
        }
    }
}
