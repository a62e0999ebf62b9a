import AXCore

/// The exported hierarchies AXSandbox reads, recognised by their content (never by file name).
public enum ImportFormat: String, Hashable, Sendable, CaseIterable {
    /// cashapp/AccessibilitySnapshot's Codable `[AccessibilityHierarchy]` JSON (0.12 and later).
    case accessibilitySnapshot
    /// `idb ui describe-all --json` (flat, or `--nested`).
    case idb
    /// The element subtree XCUIElement's `debugDescription` prints (XCUITest, Appium's `description` source).
    case xcuiDebugDescription
    /// Appium XCUITest driver's page source (`XCUIElementType…` XML).
    case appiumPageSource

    /// Whether the format records VoiceOver's reading order. Only AccessibilitySnapshot does (its
    /// traversal indexes); the others list children in the app's view order, so an imported screen
    /// is read by position, as UIKit orders a container's elements (docs/import.md, "Reading order").
    public var carriesReadingOrder: Bool { self == .accessibilitySnapshot }

    /// How messages and titles name it.
    public var displayName: String {
        switch self {
        case .accessibilitySnapshot: return "AccessibilitySnapshot JSON"
        case .idb: return "idb describe-all JSON"
        case .xcuiDebugDescription: return "XCUIElement debugDescription"
        case .appiumPageSource: return "Appium page source XML"
        }
    }

    /// Every file a SCENE argument may name, for "not a recognised format" messages.
    public static let recognisedDescription = "a scene file (\"format\": \"axsandbox-scene\"), "
        + allCases.map(\.displayName).joined(separator: ", ")

    /// The top-level fields only a scene file has (`format` aside): an object with one of them and no
    /// `format` is a scene file missing its format.
    static let sceneFileKeys: Set<String> = ["format", "version", "device"]

    /// The format of a JSON export, from its shape: AccessibilitySnapshot's nodes are objects keyed
    /// `element` or `container`; idb's carry `AXLabel`, `AXFrame`, `type` or `frame` (or sit under
    /// `elements`, as newer idb writes them). An empty array is an empty AccessibilitySnapshot screen.
    public static func recognise(json: JSONValue) -> ImportFormat? {
        switch json {
        case .object(let fields):
            // A scene file names its format; idb's wrapper has only `elements`. An object with a scene
            // file's `version` or `device` is a scene file that left out its format, not idb's: read
            // as idb, its first element's frame was "expected an object".
            let keys = Set(fields.map(\.key))
            return keys.contains("elements") && keys.isDisjoint(with: sceneFileKeys) ? .idb : nil
        case .array(let items):
            guard case .object(let fields)? = items.first else { return items.isEmpty ? .accessibilitySnapshot : nil }
            let keys = Set(fields.map(\.key))
            if keys == ["element"] || keys == ["container"] { return .accessibilitySnapshot }
            if !keys.isDisjoint(with: ["AXLabel", "AXFrame", "AXUniqueId", "type", "frame", "role"]) { return .idb }
            return nil
        default:
            return nil
        }
    }

    /// The format of a text export that is not JSON: XML with `XCUIElementType` tags is Appium's page
    /// source; lines shaped like `Button, 0x…, {{x, y}, {w, h}}` are an XCUIElement dump.
    public static func recognise(text: Substring) -> ImportFormat? {
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.first == "<" { return UTF8Search.contains("XCUIElementType", in: start) ? .appiumPageSource : nil }
        return XCUIDebugDescriptionReader.looksLikeDump(start) ? .xcuiDebugDescription : nil
    }
}
