import AXCore

/// What an XCUIElement type (idb's `type`, the XCUITest dump's first word, Appium's tag without its
/// `XCUIElementType` prefix) says about an element, for the formats that carry no traits: the
/// traits UIKit's standard control of that type exposes (docs/import.md lists them).
enum ElementTypeTraits {
    /// Types that hold other elements and are not focused themselves when they have children.
    static let containerTypes: Set<String> = [
        "Application", "Window", "Other", "Group", "Table", "CollectionView", "ScrollView", "NavigationBar",
        "TabBar", "Toolbar", "StatusBar", "Sheet", "Alert", "Dialog", "Keyboard", "WebView", "Map",
        "SegmentedControl", "TabGroup", "Picker", "Menu", "MenuBar", "Popover", "Drawer", "Browser", "Outline",
        "Grid", "LayoutArea", "SplitGroup", "RadioGroup", "Any", "GenericElement", "ScrollArea", "WebArea",
        // UIDatePicker holds its own controls: the compact style's date and time buttons, the wheels'
        // picker wheels. VoiceOver focuses them, never the picker.
        "DatePicker",
        // UIStepper exposes its decrement and increment buttons, and VoiceOver focuses each; the
        // stepper itself is no element ("Decrement. Button.", "Increment. Button.").
        "Stepper",
    ]

    /// Whether an element of this type is a container by its type alone.
    static func isContainer(_ type: String) -> Bool { containerTypes.contains(type) }

    /// Types UIKit presents modally: an alert's, a sheet's or a dialog's view is
    /// accessibilityViewIsModal, so VoiceOver stays inside it. The only modality an export shows.
    static let modalTypes: Set<String> = ["Alert", "Sheet", "Dialog"]

    /// Whether a container of this type is modal.
    static func isModal(_ type: String) -> Bool { modalTypes.contains(type) }

    /// Types that scroll their content: what they hold outside their frame is scrolled out of view,
    /// not hidden, and VoiceOver reaches it by swiping, scrolling the view to it (UIKit's scroll,
    /// table and collection views expose every row as an accessibility element, not only those
    /// showing).
    static let scrollingTypes: Set<String> = ["ScrollView", "Table", "CollectionView", "ScrollArea"]

    /// Whether a container of this type scrolls its content.
    static func scrolls(_ type: String) -> Bool { scrollingTypes.contains(type) }

    /// Types that are accessibility containers of their rows, read together wherever they show
    /// them whether or not any row is scrolled out (docs/import.md, "Reading order"): UIKit's table
    /// and collection views hand VoiceOver their rows one after another, scrolling to the next, so
    /// nothing beside them is read between two rows. A plain scroll view is no container: its
    /// subviews sort with the screen's while they all show.
    static let rowContainerTypes: Set<String> = ["Table", "CollectionView"]

    /// Whether a container of this type reads its rows together, wherever they lie.
    static func readsRowsTogether(_ type: String) -> Bool { rowContainerTypes.contains(type) }

    /// The container type VoiceOver gives it context words for.
    static func containerType(_ type: String) -> ContainerType {
        type == "TabBar" ? .tabBar : .none
    }

    /// The traits that say a control takes typed text, which no public trait list carries
    /// (WebDriverAgent's `traits` names only UIKit's public ones): a page source's type gives them.
    static let textEntryTraits: AccessibilityTraits = [.textField, .secureTextField, .textArea]

    /// The traits of UIKit's standard control of this type.
    static func traits(of type: String) -> AccessibilityTraits {
        switch type {
        case "Button", "RadioButton", "CheckBox", "PopUpButton", "MenuButton", "ToolbarButton", "MenuItem",
             "DisclosureTriangle", "Tab", "IncrementArrow", "DecrementArrow":
            return .button
        // UISwitch: the button and switch traits ("Switch Button. On.").
        case "Switch", "Toggle": return [.button, .toggleButton]
        case "Slider", "PickerWheel", "PageIndicator", "Adjustable", "ValueIndicator": return .adjustable
        case "StaticText": return .staticText
        case "Image", "Icon": return .image
        case "Link": return .link
        case "SearchField": return .searchField
        case "TextField": return .textField
        // UITextField with isSecureTextEntry: "Secure Text Field."
        case "SecureTextField": return [.textField, .secureTextField]
        // UITextView: a text area, whose hint adds the Misspelled Words rotor option.
        case "TextView", "TextArea": return [.textField, .textArea]
        case "Key": return .keyboardKey
        case "Heading": return .header
        default: return []
        }
    }

    /// Strips the `XCUIElementType` prefix (Appium's tags) and the `AX` prefix (idb's roles).
    static func normalized(_ type: String) -> String {
        if type.hasPrefix("XCUIElementType") { return String(type.dropFirst("XCUIElementType".count)) }
        if type.hasPrefix("AX"), type.count > 2 { return String(type.dropFirst(2)) }
        return type
    }

    /// A switch's value as XCUITest reports it ("1"/"0", or "On"/"Off" on some versions), in the
    /// form VoiceOver's toggle rule reads.
    static func toggleValue(_ value: String?) -> String? {
        switch value?.lowercased() {
        case "on"?, "true"?: return "1"
        case "off"?, "false"?: return "0"
        default: return value
        }
    }
}
