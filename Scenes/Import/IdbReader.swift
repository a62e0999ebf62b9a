import AXCore

/// Reads `idb ui describe-all --json` (a flat array of elements, the application first) and its
/// `--nested` form (each element with `children`); newer idb wraps either in `{"elements": [...]}`
/// and may spell the keys `label`/`identifier`/`value`. Fields, from idb's `FBAXKeys`: `AXLabel`,
/// `AXValue`, `AXUniqueId`, `type`, `role`, `frame` ({x, y, width, height}), `help` (the hint),
/// `enabled`, `custom_actions`, `traits` (AXRuntime names, when idb gives them), `subrole`
/// (`AXSearchField`, `AXSwitch`, `AXTabButton`), `role_description` ("tab"). Unknown fields are
/// ignored: idb adds some between versions.
enum IdbReader {
    /// `lines` gives the line each JSON value starts on, by path (`JSONLineLocator`).
    static func read(_ root: JSONValue, file: String, lines: [String: Int] = [:]) throws -> ImportedHierarchy {
        let top = JSONCursor(value: root, path: "", file: file)
        let items: [JSONCursor]
        if case .object = root { items = try top.object().required("elements").array() } else { items = try top.array() }
        // The flat form names no container: its groups are found by what their frames hold.
        return TypedNode.hierarchy(TypedNode.groupingFlatList(try items.map { try readNode($0, lines: lines) }))
    }

    /// Counts the elements (nested ones included) before any is read, refusing the file at the first
    /// past the limit (`ElementBudget`).
    static func count(_ root: JSONValue, file: String) throws {
        var budget = ElementBudget(file: file)
        func walk(_ items: [JSONValue], path: String) throws {
            for (i, item) in items.enumerated() {
                try budget.take(at: "\(path)[\(i)]")
                if case .array(let children)? = item["children"] { try walk(children, path: "\(path)[\(i)].children") }
            }
        }
        if case .array(let items) = root { try walk(items, path: "") }
        if case .array(let items)? = root["elements"] { try walk(items, path: "elements") }
    }

    private static func readNode(_ c: JSONCursor, lines: [String: Int]) throws -> TypedNode {
        let o = try c.object()
        var rawType = try o.optional("type")?.string() ?? o.optional("role")?.string() ?? ""
        // A search field is a TextField whose subrole says so (AXe, Contacts' search bar): VoiceOver
        // says "Search Field", not "Text Field".
        if case .string("AXSearchField")? = o.optional("subrole")?.value { rawType = "SearchField" }
        // A switch is a CheckBox whose subrole says so (idb's role AXCheckBox, subrole AXSwitch, for a
        // UISwitch or a SwiftUI Toggle, Settings' AutoFill switch): VoiceOver says "Switch Button. On.",
        // where the type alone read "Button" and its state as a value, "1".
        if case .string("AXSwitch")? = o.optional("subrole")?.value { rawType = "Switch" }
        // A tab button is a RadioButton whose subrole or role description says so (AXe: subrole
        // AXTabButton, role_description "tab"), its selection the value 1 or 0 (`tabSelection`).
        let isTab: Bool
        if case .string("AXTabButton")? = o.optional("subrole")?.value { isTab = true }
        else if case .string("tab")? = o.optional("role_description")?.value { isTab = true } else { isTab = false }
        if isTab { rawType = "Tab" }
        var node = TypedNode(type: ElementTypeTraits.normalized(rawType), frame: try frame(o))
        node.listsOnlyExposed = true
        node.valueIsAccessibilityValue = true
        node.hasFrame = true
        node.label = try (o.optional("AXLabel") ?? o.optional("label"))?.string()
        node.value = try (o.optional("AXValue") ?? o.optional("value")).map(valueText)
        // Older idb wrote AXUniqueId as a number, an id of its own rather than the app's identifier.
        let uniqueID = o.optional("AXUniqueId") ?? o.optional("identifier")
        if case .number? = uniqueID?.value {} else { node.identifier = try uniqueID?.string() }
        // Older idb wrote the hint as `AXHint` (the same FBAXKeys spelling as `AXLabel`), newer as `help`.
        node.hint = try (o.optional("help") ?? o.optional("AXHint"))?.string()
        node.isEnabled = try o.optional("enabled")?.bool() ?? true
        node.customActions = try (o.optional("custom_actions")?.array() ?? []).map { try $0.string() }
        // AXe writes `"traits": []` on every node, buttons included: an empty list says nothing, and
        // the traits are inferred from the type as when there is none.
        if let names = try o.optional("traits")?.array(), !names.isEmpty {
            let traits = try names.map { try $0.string() }
            node.traits = axRuntimeTraits(traits)
            node.isSelected = traits.contains("Selected")
            if traits.contains("NotEnabled") { node.isEnabled = false }
        }
        if isTab { tabSelection(&node) }
        node.children = try (o.optional("children")?.array() ?? []).map { try readNode($0, lines: lines) }
        node.line = lines[c.path]
        return node
    }

    /// The value as VoiceOver would say it. AXe writes the runtime's value as it is, and a number
    /// stays a number in its JSON (a tab button's `"AXValue": 0`): a whole number as its digits
    /// ("1", "-3"), any other in its shortest decimal form ("0.5"), a boolean as the 1 or 0 the
    /// runtime gives a switch's or tab's state (read as On/Off or as the selection, never as the
    /// digit). Anything else (an array, an object) is refused with its path.
    private static func valueText(_ c: JSONCursor) throws -> String {
        switch c.value {
        case .string(let s): return s
        case .bool(let b): return b ? "1" : "0"
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
            return "\(n)"
        default: throw c.error("expected a string, a number or a boolean, found \(c.value.kindDescription)")
        }
    }

    /// A tab button's value is its selection, as the runtime reports a radio button's state: 1 is
    /// selected ("Selected: MINI."), 0 is not, and neither is said as a value ("MINI: 0.").
    private static func tabSelection(_ node: inout TypedNode) {
        guard node.value == "1" || node.value == "0" else { return }
        if node.value == "1" { node.isSelected = true }
        node.value = nil
    }

    /// `frame` as {x, y, width, height}; older output only had `AXFrame`, "{{x, y}, {w, h}}".
    private static func frame(_ o: JSONObject) throws -> Rect {
        if let f = o.optional("frame") {
            let fo = try f.object()
            let n = try ["x", "y", "width", "height"].map { try fo.required($0).coordinate() }
            guard n[2] >= 0, n[3] >= 0 else { throw f.error("expected a non-negative width and height") }
            return Rect(n[0], n[1], n[2], n[3])
        }
        let axFrame = try o.required("AXFrame")
        guard let rect = XCUIDebugDescriptionReader.parseFrame(Substring(try axFrame.string())) else {
            throw axFrame.error("expected a frame \"{{x, y}, {width, height}}\"")
        }
        return rect
    }

    /// idb's trait names (AXRuntime's, `AXTrait` prefix dropped) as ours; ones with no VoiceOver
    /// wording of ours are left out (docs/import.md).
    static func axRuntimeTraits(_ names: [String]) -> AccessibilityTraits {
        var traits = AccessibilityTraits()
        for name in names {
            switch name {
            case "TextEntry": traits.insert(.textField)
            case "SecureTextField": traits.formUnion([.textField, .secureTextField])
            case "TextArea": traits.formUnion([.textField, .textArea])
            case "ToggleButton", "Toggle", "SwitchButton": traits.insert(.toggleButton)
            case "TabButton": traits.insert(.button)
            case "Selected", "NotEnabled": break  // carried by the node's own flags
            default:
                let camel = name.prefix(1).lowercased() + name.dropFirst()
                if let trait = try? AccessibilityTraits(name: camel) { traits.insert(trait) }
            }
        }
        return traits
    }
}
