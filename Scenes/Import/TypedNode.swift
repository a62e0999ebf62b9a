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
    /// Whether the format printed the value cut short (XCUITest's debugDescription ends a long value
    /// with "...", `CapturedCut.marker`): what VoiceOver reads is longer.
    var valueCut = false
    /// A text field's placeholder (`placeholderValue`): XCUITest reports it as the value of an empty
    /// field, so a value equal to it, or none beside it (the debugDescription's), is no text the user typed.
    var placeholder: String?
    var hint: String?
    var frame: Rect
    /// Whether the format gave the frame (a dump's Application line has none).
    var hasFrame = false
    var isEnabled = true
    var isSelected = false
    /// Whether the format says if the node is selected: false for a page source node with neither
    /// `selected` nor `traits` (WebDriverAgent writes neither before `traits`; a selected tab then
    /// shows its selection only as the value "1"), so `readingTabSelection` reads its value.
    var statesSelection = true
    /// Appium's `visible`: false for a node off screen. It is judged per node: an invisible node is
    /// never an element, but its visible descendants still are. Inside a view that scrolls, the
    /// node is scrolled out of view, not hidden, and counts as visible (`revealingScrolledContent`).
    var isVisible = true
    /// Appium's `accessible` (the app's isAccessibilityElement); nil when the format does not say.
    var isAccessible: Bool?
    /// Whether the format lists only what the app exposes to accessibility, so a node it lists is
    /// an element without saying `accessible` (idb reads the accessibility runtime's elements);
    /// false for XCUITest's dump and a page source, which list views that are no element too.
    var listsOnlyExposed = false
    /// Whether the format's value is the element's accessibilityValue, what VoiceOver says after the
    /// label (idb reads `AXValue` from the accessibility runtime); false for XCUITest's dump and a page
    /// source, which give a static text its text as its value (WebDriverAgent falls back to the label).
    var valueIsAccessibilityValue = false
    /// Traits the format names itself (idb's `traits`); nil to infer them from the type.
    var traits: AccessibilityTraits?
    var customActions: [String] = []
    var children: [TypedNode] = []
    /// The line of the file the node starts on, when the reader knows it.
    var line: Int?
    /// Traits the node takes from what holds it: WebKit gives an element inside a link that is not
    /// itself an element the link trait (`passingWebLinks`); a navigation bar's title is a heading
    /// (`markingNavigationTitles`).
    var inheritedTraits: AccessibilityTraits = []
    /// Part of iOS's keyboard, the system's and not the app's (`markingTheKeyboard`).
    var isSystemKeyboard = false
    /// UIKit's standard control at the size UIKit gives it (`markingStandardControls`).
    var standardControl: StandardControl?
    /// UIKit's detail button of the cell that holds it, the system's and not the app's (`markingDetailButtons`).
    var isDetailButton = false
    /// A grouping node of a flat list whose frame holds another node of the list: a container of
    /// them, as the nested form gives it its children (`groupingFlatList`).
    var enclosesListedNodes = false

    init(type: String, frame: Rect) { self.type = type; self.frame = frame }

    /// The elements VoiceOver would focus and the containers around them (docs/import.md, "Types"
    /// and "What is folded"). None of these formats carries VoiceOver's order, so containers are
    /// not in explicit order: the engine reads them by position, as UIKit orders a container's
    /// elements (docs/import.md, "Reading order").
    static func hierarchy(_ roots: [TypedNode]) -> ImportedHierarchy {
        var ids = ImportIDs()
        let screen = firstScreen(roots)
        let namesTraits = roots.contains { $0.namesTraits }
        let elements = roots.map {
            $0.revealingScrolledContent(viewport: nil).revealingCoveredText(screen: screen)
                .droppingRepeatedSiblings().passingWebLinks().markingTheKeyboard().markingDetailButtons()
                .readingTabSelection().markingNavigationTitles(captureNamesTraits: namesTraits).markingStandardControls()
        }
            .flatMap { convert($0, screen: screen, ids: &ids) }
        let zeroSizedRoot = roots.first.map { $0.hasFrame && ($0.frame.width == 0 || $0.frame.height == 0) } ?? false
        var hierarchy = ImportedHierarchy(roots: elements, screen: screen, lines: ids.lines, zeroSizedRoot: zeroSizedRoot)
        hierarchy.looksRightToLeft = roots.contains { $0.holdsTrailingBackButton() }
        return hierarchy
    }

    /// A flat list of nodes (idb's `describe-all` without `--nested`, where no node has children) with
    /// each grouping node (`ElementTypeTraits.isContainer`) whose frame holds another listed node
    /// marked as enclosing it (`enclosesListedNodes`): a container, never a stop. The nested form
    /// lists what a group holds as its children, and a group with children is a container; in the
    /// flat form only the frames say so. Apple's Messages on iOS 26 and 27 lists a `Group` labelled
    /// "Messages" as large as the screen around the thread's buttons and field: read as an element
    /// it was the first stop, and `label.no-context` took it for text beside every control. A
    /// labelled group that holds nothing listed stays an element, as in the nested form. The file's
    /// order is not used: a flat list's order is the runtime's, not what holds what.
    static func groupingFlatList(_ nodes: [TypedNode]) -> [TypedNode] {
        guard nodes.count > 1, nodes.allSatisfy({ $0.children.isEmpty }) else { return nodes }
        func counts(_ node: TypedNode) -> Bool {
            !["Application", "Window"].contains(node.type) && node.frame.width > 0 && node.frame.height > 0
        }
        let groups = nodes.indices.filter { ElementTypeTraits.isContainer(nodes[$0].type) && counts(nodes[$0]) }
        guard !groups.isEmpty else { return nodes }
        // Indexed by frame, so each node asks only the groups over its centre.
        let index = HitTestIndex(bounds: groups.map { nodes[$0].frame })
        var result = nodes
        // What each group's frame holds, by index in the list.
        var enclosed: [Int: [Int]] = [:]
        for (i, node) in nodes.enumerated() where counts(node) {
            for candidate in index.candidates(at: node.frame.center) {
                let g = groups[Int(candidate)]
                guard g != i, nodes[g].frame.contains(node.frame) else { continue }
                result[g].enclosesListedNodes = true
                enclosed[g, default: []].append(i)
            }
        }
        return adoptingTabs(result, enclosed: enclosed)
    }

    /// The flat list with each group whose frame holds tabs and nothing else listed given those
    /// tabs as its children: AXe's flat output lists iOS's tab bar as a `Group` ("Tab Bar") beside
    /// its `AXTabButton`s, which the nested output nests in it. Made its children, the tabs are a
    /// tab bar's (`isTabBar`) and say "Tab. n of m." as VoiceOver does, where they said "Button.".
    /// A tab held by several such groups goes to the smallest. The file's order is kept.
    private static func adoptingTabs(_ nodes: [TypedNode], enclosed: [Int: [Int]]) -> [TypedNode] {
        let bars = enclosed.filter { !$0.value.isEmpty && $0.value.allSatisfy { nodes[$0].type == "Tab" } }.keys
            .sorted { (nodes[$0].frame.width * nodes[$0].frame.height, $0) < (nodes[$1].frame.width * nodes[$1].frame.height, $1) }
        guard !bars.isEmpty else { return nodes }
        var owner: [Int: Int] = [:]
        for bar in bars { for tab in enclosed[bar]! where owner[tab] == nil { owner[tab] = bar } }
        var result = nodes
        for tab in owner.keys.sorted() { result[owner[tab]!].children.append(nodes[tab]) }
        return result.indices.filter { owner[$0] == nil }.map { result[$0] }
    }

    /// The node with what a view that scrolls holds outside its frame counted as visible: WebDriverAgent
    /// marks a scroll view's rows `visible="false"` once scrolled out of its frame (Calendar's hours
    /// above the morning, a list's rows below the fold), and VoiceOver still reaches them by
    /// swiping, as it scrolls the view to each. Everything inside such a row counts too (WebDriverAgent
    /// gives a row scrolled out its switch at a frame of no meaning, marked invisible). What lies
    /// inside the frame keeps its own `visible` (WebDriverAgent marks some images inside showing
    /// cells invisible).
    private func revealingScrolledContent(viewport: Rect?, scrolledOut: Bool = false) -> TypedNode {
        var node = self
        let out = scrolledOut || viewport.map { !frame.intersects($0) } ?? false
        // A row only partly inside the view is partly scrolled out, and VoiceOver scrolls it into view
        // too: WebDriverAgent marks iOS 26 Settings' Screen Time row invisible, its top under the
        // toolbar laid over the list's bottom. Its own insides that lie within the view keep their
        // `visible`, as for any row showing.
        let straddling = viewport.map { frame.intersects($0) && !$0.contains(frame) } ?? false
        // The view itself is a container whatever WebDriverAgent says of it (it marks an iOS 26
        // Settings list invisible while its rows show).
        if out || straddling || ElementTypeTraits.scrolls(type) { node.isVisible = true }
        let inner = ElementTypeTraits.scrolls(type) ? frame : viewport
        if !children.isEmpty { node.children = children.map { $0.revealingScrolledContent(viewport: inner, scrolledOut: out) } }
        return node
    }

    /// The node with a text WebDriverAgent marks invisible only because a sibling holding no text
    /// lies over it counted as visible. Old WebDriverAgent (facebookarchive's, and Appium's fork
    /// until 2025 where XCTest's own attribute was not at hand) computes `visible` as a hit test: a
    /// node is visible when its frame meets the screen (Appium's: its frame clipped by its
    /// ancestors') and the element found at its centre is itself, an ancestor or a descendant, or a
    /// child is visible. So `visible="false"` says the node is off the screen, clipped out of an ancestor
    /// (scrolled out), of no size, or that something else answers a touch at its centre; it never
    /// says VoiceOver cannot reach it, since UIKit exposes an element whatever lies over it. A row
    /// built as a full-width button with no title over its text (WebDriverAgent's issue on iOS 12,
    /// "Spanning Tree (STP)") has its text marked invisible, and VoiceOver reads that text. Such a
    /// node is kept when it says something (a label, or a static text's value), its centre lies
    /// inside its parent's frame and the screen's (neither clipped nor off the screen), and a
    /// visible sibling with a size that holds no text (no label or value, in it or beneath it) lies
    /// over that centre: what shows through an empty button is the text. A sibling with text over it
    /// (a menu over the pictures beneath) may hide it, and a node with nothing to say (an icon, a
    /// chevron) is not kept: whether the app exposes it, the capture does not show.
    private func revealingCoveredText(screen: Rect?) -> TypedNode {
        var node = self
        guard !children.isEmpty else { return node }
        let covers = children.filter { $0.isVisible && $0.frame.width > 0 && $0.frame.height > 0 && !$0.holdsText }.map(\.frame)
        node.children = children.map { child in
            var child = child.revealingCoveredText(screen: screen)
            let centre = child.frame.center
            if !child.isVisible, child.saysText, child.hasFrame, frame.contains(centre), screen?.contains(centre) ?? true,
               covers.contains(where: { $0.contains(centre) }) {
                child.isVisible = true
            }
            return child
        }
        return node
    }

    /// Whether the node has text of its own to say: a label, or a static text's value.
    private var saysText: Bool {
        !(label ?? "").isEmpty || (type == "StaticText" && !(value ?? "").isEmpty)
    }

    /// Whether the node or anything beneath it has a label or a value: what a sighted user could see
    /// of it, where it lies over something else.
    private var holdsText: Bool {
        !(label ?? "").isEmpty || !(value ?? "").isEmpty || children.contains { $0.holdsText }
    }

    /// The node without a child that repeats an earlier sibling exactly, its subtree included (type,
    /// label, value, identifier, frame, traits and state): XCUITest's snapshot lists some elements
    /// twice (iOS 26 Settings' search field holds its Dictate button twice, every list its scroll bar
    /// twice, at one frame), where the app has one and VoiceOver focuses it once. Nodes differing in
    /// anything (a layout library's two `Log in` buttons at two frames) are all kept.
    /// Siblings are compared in full only with those alike in type, label, value, identifier and
    /// frame (`RepeatKey`): compared with every sibling before it, a 25,000-row list took 45 s.
    private func droppingRepeatedSiblings() -> TypedNode {
        var node = self
        var kept: [TypedNode] = []
        var keptByKey: [RepeatKey: [Int]] = [:]
        for child in children.map({ $0.droppingRepeatedSiblings() }) {
            let key = RepeatKey(child)
            if keptByKey[key]?.contains(where: { kept[$0].repeats(child) }) == true { continue }
            keptByKey[key, default: []].append(kept.count)
            kept.append(child)
        }
        node.children = kept
        return node
    }

    /// The node with what a web view's links hold given the link trait. WebKit on iOS exposes the
    /// text of a link as the element VoiceOver focuses, and gives it the traits of the link (and of
    /// any link) above it, up to the web area: "bacteria, link". XCUITest lists the link as a `Link`
    /// that is no element (`accessible="false"`) around its text, an element of type `StaticText`
    /// (Wikipedia's article on iOS 26.6 in the real dumps); read as listed, the text said no "Link".
    /// A link that is an element itself is read as any element, its text folded into it.
    private func passingWebLinks(inWebView: Bool = false, inherited: AccessibilityTraits = []) -> TypedNode {
        var node = self
        node.inheritedTraits.formUnion(inherited)
        let web = inWebView || type == "WebView"
        var passed = inherited
        if web, type == "Link", isAccessible == false { passed.insert(.link) }
        if !children.isEmpty { node.children = children.map { $0.passingWebLinks(inWebView: web, inherited: passed) } }
        return node
    }

    /// The node with iOS's keyboard marked as the system's (`SystemElement.keyboard`): a `Keyboard`
    /// and all it holds, and the row the system draws beneath the keys (iOS 26's emoji and dictation
    /// buttons, in the real dumps), listed beside the keyboard under a parent that holds nothing
    /// else: every sibling lies at or below the keyboard's top. Where the keyboard shares its parent
    /// with anything above it (an app's input accessory view, a toolbar with "Done"; an app's
    /// content), only the keyboard itself is the system's: what lies beside it could be the app's,
    /// and is judged.
    private func markingTheKeyboard(system: Bool = false) -> TypedNode {
        var node = self
        node.isSystemKeyboard = system || type == "Keyboard"
        let keyboardTop = children.filter { $0.type == "Keyboard" && $0.hasFrame }.map(\.frame.minY).min()
        let keyboardsOwn = keyboardTop.map { top in children.allSatisfy { $0.hasFrame && $0.frame.minY >= top } } ?? false
        node.children = children.map { $0.markingTheKeyboard(system: node.isSystemKeyboard || keyboardsOwn) }
        return node
    }

    /// The node with each cell's detail button marked as the system's (`SystemElement.detailButton`):
    /// UIKit's ⓘ at a row's trailing edge, which the app neither labels, sizes nor places. It is
    /// known by all of what UIKit gives it, never by one alone: an enabled `Button` (no traits
    /// named, or only the button's), labelled as UIKit labels it (`SystemElement.detailButtonLabels`:
    /// "More Info", "更多信息"), 20 to 24 points a side and square, its centre inside a `Cell`
    /// and its trailing edge within 40 points of the cell's, in the cell's trailing half (Settings'
    /// Wi-Fi list in the real dumps: 22 by 22, 20 points from the edge). An app's own button
    /// differing in any of these is the app's and is judged.
    private func markingDetailButtons(in cell: TypedNode? = nil) -> TypedNode {
        var node = self
        if let cell, isUIKitDetailButton(in: cell) { node.isDetailButton = true }
        let inner = type == "Cell" ? self : cell
        if !children.isEmpty { node.children = children.map { $0.markingDetailButtons(in: inner) } }
        return node
    }

    /// Whether the node is UIKit's detail button of `cell` (`markingDetailButtons`).
    private func isUIKitDetailButton(in cell: TypedNode) -> Bool {
        guard type == "Button", isEnabled, traits == nil || traits == .button, let label,
              SystemElement.detailButtonLabels.contains(label), cell.hasFrame, hasFrame else { return false }
        let w = frame.width, h = frame.height
        return (20...24).contains(w) && (20...24).contains(h) && abs(w - h) <= 1
            && cell.frame.contains(frame.center) && cell.frame.maxX - frame.maxX <= 40 && frame.minX >= cell.frame.midX
    }

    /// Whether a navigation bar in the node holds its back button (UIKit's `BackButton`) wholly in
    /// its right half: UIKit puts the back button at the bar's leading edge, the right only in a
    /// right-to-left layout (`ImportedHierarchy.looksRightToLeft`). A left-to-right screen's back
    /// button starts at the bar's left edge, so it never says so.
    fileprivate func holdsTrailingBackButton(bar: TypedNode? = nil) -> Bool {
        let bar = type == "NavigationBar" && hasFrame ? self : bar
        if identifier == "BackButton", let bar, hasFrame, frame.width > 0, frame.minX >= bar.frame.midX { return true }
        return children.contains { $0.holdsTrailingBackButton(bar: bar) }
    }

    /// The node with a tab bar's or segmented control's selection read from its buttons' values where
    /// the format says nothing of selection (`statesSelection`): XCUITest echoes a selected button's
    /// state as its value, "1" (WebDriverAgent's value of a button with none of its own is its
    /// `isSelected`), and an old page source, which writes no `selected` and no `traits`, shows the
    /// selected tab or segment only so (the App Store's 搜索 tab, value="1"; a UISegmentedControl's
    /// selected segment). A button saying "1" is then selected and one saying "0" is not, and neither
    /// says the number. A tab bar's value may be a badge as well (WeChat's "2"): where more than one
    /// button says "1", a badge cannot be told from the selection, and every value is read as it is.
    /// A segment carries no value of its own in UIKit, and one segment at most is selected, so the
    /// evidence is the same.
    private func readingTabSelection() -> TypedNode {
        var node = self
        node.children = children.map { $0.readingTabSelection() }
        guard type == "TabBar" || type == "SegmentedControl" else {
            node.readChoiceSelection()
            return node
        }
        var saysOne = 0
        node.visitDescendants { if $0.echoesSelectionInValue, $0.value == "1" { saysOne += 1 } }
        guard saysOne <= 1 else { return node }
        node.visitDescendants { tab in
            guard tab.echoesSelectionInValue else { return }
            tab.isSelected = tab.value == "1"
            tab.value = nil
        }
        return node
    }

    /// The node with UIKit's standard controls at UIKit's sizes marked (`StandardControl`), known by
    /// their type: a `Switch` at UISwitch's fixed size (a SwiftUI toggle's `Switch` as large as its
    /// row is the app's layout), a `Stepper`'s buttons (UIStepper's size is fixed too),
    /// a `SegmentedControl`'s buttons 32 points tall and a `PageIndicator` 26 points tall (UIKit's
    /// default heights; shorter ones are the app's doing, and judged).
    private func markingStandardControls() -> TypedNode {
        var node = self
        node.children = children.map { child in
            var child = child.markingStandardControls()
            if child.type == "Button", type == "Stepper" { child.standardControl = .stepperButton }
            if child.type == "Button", type == "SegmentedControl", abs(child.frame.height - StandardControl.segmentHeight) < 0.5 {
                child.standardControl = .segment
            }
            return child
        }
        if type == "Switch", StandardControl.isSwitchSize(frame.size) { node.standardControl = .switch }
        if type == "PageIndicator", abs(frame.height - StandardControl.pageControlHeight) < 0.5 { node.standardControl = .pageControl }
        return node
    }

    /// Whether the node or anything it holds names its traits (`traits`): a capture where none does
    /// (the XCUITest dump, a page source from before drivers wrote `traits`) cannot say which texts
    /// are headings.
    private var namesTraits: Bool { traits != nil || children.contains { $0.namesTraits } }

    /// The node with a navigation bar's title read as a heading, in a capture that names no traits
    /// at all: UIKit's navigation bar title (and its large title) is a header, as the page sources
    /// that carry traits show it (iOS 26 Settings' large title, `traits="Header"`), and VoiceOver
    /// says "Settings. Heading."; such a capture lost the word. The title is a text (`StaticText`,
    /// or an `Other` holding nothing) inside a `NavigationBar` whose label is the bar's name (its
    /// label, else its `name`). A capture that names traits is believed as it is: where it gives
    /// none, the title is no heading.
    private func markingNavigationTitles(captureNamesTraits: Bool) -> TypedNode {
        guard !captureNamesTraits else { return self }
        var node = self
        node.children = children.map { $0.markingNavigationTitles(captureNamesTraits: false) }
        guard type == "NavigationBar", let name = [label, identifier].compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
            return node
        }
        node.visitDescendants { title in
            guard title.label == name, title.type == "StaticText" || (title.type == "Other" && title.children.isEmpty) else { return }
            title.inheritedTraits.insert(.header)
        }
        return node
    }

    /// The selection among sibling buttons that share one label, where the format says nothing of
    /// selection: an app's page dots drawn as buttons, each named after the one image (途虎养车's
    /// onboarding in the real dumps, three 10-point buttons "loading sign nonsel", the current
    /// page's saying "1"). Buttons of one name are alternatives, and a value that only one of them
    /// carries, "1", with the others carrying none (or "0"), is XCUITest's echo of its selected
    /// state, as on a tab bar (`readingTabSelection`), not a count: a badge would be no reason for
    /// the same name. Read so, the dot says "Selected: …", where it said "…: 1". Buttons of
    /// different names keep their values: a lone "Cart" saying "1" may count what it holds.
    private mutating func readChoiceSelection() {
        var byLabel: [String: [Int]] = [:]
        for i in children.indices {
            let child = children[i]
            guard child.type == "Button", !child.statesSelection, let label = child.label, !label.isEmpty,
                  child.value == nil || child.echoesSelectionInValue else { continue }
            byLabel[label, default: []].append(i)
        }
        for group in byLabel.values where group.count > 1 && group.filter({ children[$0].value == "1" }).count == 1 {
            for i in group {
                children[i].isSelected = children[i].value == "1"
                children[i].value = nil
            }
        }
    }

    /// A tab bar's (or segmented control's) button whose value "1" or "0" can only be its selection:
    /// the format says nothing of selection otherwise.
    private var echoesSelectionInValue: Bool {
        type == "Button" && !statesSelection && (value == "1" || value == "0")
    }

    /// Calls `body` on every descendant, depth first, letting it change each.
    private mutating func visitDescendants(_ body: (inout TypedNode) -> Void) {
        for i in children.indices {
            body(&children[i])
            children[i].visitDescendants(body)
        }
    }

    /// What a repeat of a node must share with it, cheap to hash: where `repeats` looks first.
    private struct RepeatKey: Hashable {
        let type: String, label: String?, value: String?, identifier: String?, frame: Rect
        init(_ node: TypedNode) {
            type = node.type; label = node.label; value = node.value; identifier = node.identifier; frame = node.frame
        }
    }

    /// Whether `other` says exactly what this node says, where it says it, and holds the same.
    private func repeats(_ other: TypedNode) -> Bool {
        type == other.type && label == other.label && value == other.value && identifier == other.identifier
            && placeholder == other.placeholder && hint == other.hint && frame == other.frame && traits == other.traits
            && isEnabled == other.isEnabled && isSelected == other.isSelected && isVisible == other.isVisible
            && isAccessible == other.isAccessible && customActions == other.customActions
            && children.count == other.children.count && zip(children, other.children).allSatisfy { $0.repeats($1) }
    }

    private static func firstScreen(_ nodes: [TypedNode]) -> Rect? {
        for node in nodes {
            if ["Application", "Window"].contains(node.type), node.frame.width > 0, node.frame.height > 0 { return node.frame }
            if let inner = firstScreen(node.children) { return inner }
        }
        return nil
    }

    /// How a node becomes part of the tree VoiceOver reads.
    private enum Role {
        /// An element; its descendants are folded into it.
        case element
        /// A cell whose only control is a switch: UIKit reads the row as the switch (`UITableViewCell`
        /// with a switch accessory), one element with the switch's traits and value.
        case switchRow(TypedNode)
        /// An `Other` with its own label over children (SwiftUI's `.combine`, React Native's
        /// `accessible` views): one element, with the controls' traits of what it combines. Not one
        /// whose label only joins its children's (`labelJoinsChildren`): that is a container.
        case combined
        /// Not focused itself; its children are judged one by one.
        case container
    }

    private var role: Role {
        // The application and its windows are the screen, never something VoiceOver focuses.
        if ["Application", "Window"].contains(type) { return .container }
        if let isAccessible {
            guard isAccessible else { return .container }
            if type == "Cell", let control = rowSwitch { return .switchRow(control) }
            return .element
        }
        if type == "Cell" {
            if let control = rowSwitch { return .switchRow(control) }
            return visibleControls.isEmpty ? .element : .container
        }
        // An image with no label that holds controls is the picture they are laid on: a
        // `UIImageView` is no accessibility element unless the app makes it one, and one that is hides
        // what it holds. WeChat draws its search bar so (a back button, the search field and Cancel
        // on an image, in the real dumps): read as one element, the bar was a single unlabelled
        // "Image." and its controls were lost.
        if type == "Image", (label ?? "").isEmpty, !visibleControls.isEmpty { return .container }
        if ElementTypeTraits.isContainer(type) {
            guard !children.isEmpty else { return (label ?? "").isEmpty || enclosesListedNodes ? .container : .element }
            return type == "Other" && !(label ?? "").isEmpty && !labelJoinsChildren ? .combined : .container
        }
        return .element
    }

    /// Whether the node's label is nothing but what it holds says, joined in order by " " or ", ":
    /// React Native's label for a view that is no accessibility element (`RCTRecursiveAccessibilityLabel`:
    /// each subview's label, else the label it builds the same way from its own subviews, joined by
    /// a space; newer React Native joins them by ", "). XCUITest shows that label on the container, but
    /// VoiceOver never focuses it: it focuses what the container holds. Read as one element, a React
    /// Native screen collapsed into a single stop ("TRIPS menu_button upcoming") that passed validation.
    /// A React Native view that is an accessibility element hides its subviews from XCUITest, so a
    /// label over listed children that only repeats theirs is the container's, computed.
    private var labelJoinsChildren: Bool {
        guard let label, !label.isEmpty else { return false }
        let parts = childLabels
        guard !parts.isEmpty else { return false }
        // The oldest React Native put the space before every part, the first too.
        let spaced = parts.joined(separator: " ")
        return label == spaced || label == " " + spaced || label == parts.joined(separator: ", ")
    }

    /// The labels React Native joins into a container's label, in order: each child's label, else
    /// those of its own children, the same way (`labelJoinsChildren`).
    private var childLabels: [String] {
        children.flatMap { child -> [String] in
            if let label = child.label, !label.isEmpty { return [label] }
            return child.childLabels
        }
    }

    /// A cell with a label of its own that holds controls, where the format does not say whether the
    /// cell is an element (Appium's `accessible`): the App Store's search results, each cell
    /// labelled with the app's name, subtitle and rating around its "获取" (Get) button. The cell is
    /// a container of its controls, which VoiceOver focuses one by one, and its label, which the app
    /// set for VoiceOver, is read too: as a stop of its own before them. Apple does not say how
    /// VoiceOver reads a labelled cell whose control is an element of its own; dropping the label
    /// lost every result's name (each cell read only "获取. Button."). The cell's texts and images
    /// are not stops of their own: the label says them (Settings' Wi-Fi network row, labelled
    /// "xxx_guest_5G, 安全网络, 信号强度 3 格，共 3 格", read its name a second time from its text),
    /// as UIKit exposes a cell's content as one element beside its accessory button.
    private var labelsItsControls: Bool {
        guard type == "Cell", isAccessible == nil, !(label ?? "").isEmpty, case .container = role else { return false }
        return true
    }

    /// The visible controls among the descendants (not looking inside a control, whose insides are
    /// its own): what makes a cell a container of them. A cell's accessory (its disclosure
    /// indicator or checkmark, `accessory(in:)`) is not one.
    private var visibleControls: [TypedNode] { visibleControls(in: type == "Cell" ? self : nil) }

    private func visibleControls(in cell: TypedNode?) -> [TypedNode] {
        children.flatMap { child -> [TypedNode] in
            guard child.isVisible else { return [] }
            if child.isControl && child.accessory(in: cell) == nil { return [child] }
            return child.visibleControls(in: cell)
        }
    }

    /// The controls a cell marked `accessible="true"` holds that the page source marks
    /// `accessible="true"` too: elements of their own beside the row, as UIKit's table cell exposes
    /// its detail button (`UITableViewCell.AccessoryType.detailButton`) after the row, and
    /// WebDriverAgent marks both (Settings › Wi-Fi: each network's cell and its "More Info"). Folded
    /// into the row, they were unreachable to every assistive technology and judged by no rule. Only
    /// a cell's: a view of the app's that is an element hides what it holds from VoiceOver, marked
    /// or not; and only controls, as the row's texts are what its label says.
    private var exposedControls: [TypedNode] {
        guard type == "Cell", isAccessible == true else { return [] }
        return visibleControls.filter { $0.isAccessible == true }
    }

    /// A tab bar: XCUITest's `TabBar`, or a grouping node that holds tabs and nothing else (AXe's
    /// nested output lists iOS's tab bar as a `Group` labelled "Tab Bar" around `RadioButton`s whose
    /// subrole is `AXTabButton`, read as `Tab`s). Known by its tabs, not its label, which is English
    /// only. Its tabs say "Tab. n of m." as VoiceOver says them.
    var isTabBar: Bool {
        if type == "TabBar" { return true }
        return ElementTypeTraits.isContainer(type) && !children.isEmpty && children.allSatisfy { $0.type == "Tab" }
    }

    /// A text field, search field or text view: an element that holds its own buttons beside it.
    private var isTextEntry: Bool {
        !(traits ?? ElementTypeTraits.traits(of: type)).isDisjoint(with: [.textField, .searchField])
    }

    private var isControl: Bool {
        !(traits ?? ElementTypeTraits.traits(of: type)).isDisjoint(with: .interactive)
    }

    /// The switch of a switch row: the cell's only control, when it is a switch.
    private var rowSwitch: TypedNode? {
        let controls = visibleControls
        guard controls.count == 1, ["Switch", "Toggle"].contains(controls[0].type) else { return nil }
        return controls[0]
    }

    /// The accessory UIKit draws at a cell's trailing edge, which XCUITest reports as an element
    /// though VoiceOver never focuses it: it is part of the row (docs/import.md, "How the tree is built").
    private enum Accessory {
        /// The disclosure indicator (the arrow of a row that opens another screen): the row says "Button".
        case disclosure
        /// The checkmark of a chosen row: the row says "Selected".
        case checkmark
        /// An accessory whose shape tells neither (as wide as tall): the row is read without either word.
        case undetermined
    }

    /// What the node is as an accessory of `cell`, or nil when it is none. English captures name the
    /// arrow `chevron` (a disabled button); other languages name it as they name the checkmark
    /// (iOS in Chinese calls both 更多信息, "More Info", the name of the enabled detail button too), so
    /// the accessory is known by what it is, never by a list of localised names: a button or image
    /// that is not enabled, small (4 to 24 points a side: the arrow is 8 to 12 by 13 to 15, the
    /// checkmark 14 by 11), its centre inside the cell and its trailing edge within 40 points of the
    /// cell's, in its trailing half. Taller than wide (by a tenth) it is the arrow; wider than tall
    /// the checkmark. An enabled button (the detail button, 22 points square) is always a control.
    private func accessory(in cell: TypedNode?) -> Accessory? {
        if type == "DisclosureTriangle" { return .disclosure }
        if type == "Button", label == "chevron" || identifier == "chevron" { return .disclosure }
        guard let cell, cell.hasFrame, hasFrame, !isEnabled, ["Button", "Image"].contains(type) else { return nil }
        let w = frame.width, h = frame.height
        guard (4...24).contains(w), (4...24).contains(h), cell.frame.contains(frame.center),
              cell.frame.maxX - frame.maxX <= 40, frame.minX >= cell.frame.midX else { return nil }
        if h >= w * 1.1 { return .disclosure }
        if w >= h * 1.1 { return .checkmark }
        return .undetermined
    }

    /// The accessories a cell shows, among all it holds, visible or not (English captures mark the
    /// arrow invisible).
    private var accessories: [Accessory] {
        guard type == "Cell" else { return [] }
        return descendants.compactMap { $0.accessory(in: self) }
    }

    private var descendants: [TypedNode] { children.flatMap { [$0] + $0.descendants } }

    /// What an id made from the node's position starts with: its type, lower camel case.
    private var idKind: String { type.isEmpty ? "element" : type.prefix(1).lowercased() + type.dropFirst() }

    private static func convert(_ node: TypedNode, screen: Rect?, ids: inout ImportIDs) -> [AccessibilityElement] {
        // An invisible node is off screen: never an element, but its visible descendants are judged on their own.
        guard node.isVisible else { return node.children.flatMap { convert($0, screen: screen, ids: &ids) } }
        let role = node.role
        switch role {
        case .container:
            let id = ids.next(preferred: node.identifier, kind: node.idKind, line: node.line)
            // A cell with a label of its own around controls: the label is a stop of its own, before
            // them, and says what the cell's texts and images show; only its controls are stops after it.
            let children: [AccessibilityElement]
            if node.labelsItsControls {
                let labelStop = cellLabel(node, ids: &ids)
                children = (labelStop.map { [$0] } ?? []) + node.visibleControls.flatMap { convert($0, screen: screen, ids: &ids) }
            } else {
                children = node.children.flatMap { convert($0, screen: screen, ids: &ids) }
            }
            guard !children.isEmpty else { return [] }
            // An alert, sheet or dialog is modal in UIKit (its view is accessibilityViewIsModal), and
            // its presentation dims the whole screen behind it: the modal covers the screen.
            let modal = ElementTypeTraits.isModal(node.type)
            var container = AccessibilityElement.container(id: id, frame: modal ? screen ?? node.frame : node.frame,
                                                           type: node.isTabBar ? .tabBar : ElementTypeTraits.containerType(node.type),
                                                           explicitOrder: false, children: children)
            container.label = node.label.flatMap { $0.isEmpty ? nil : SpeechText($0) }
            // A window that holds a modal presentation and nothing outside it (an alert listed in a
            // window of its own, as WebDriverAgent lists one beside the app's window) is modal too:
            // the modal view hides its siblings, and in its own window it has none, so the app's
            // window beside it stayed in VoiceOver's order. On iOS VoiceOver moves into an alert
            // and stays in it wherever UIKit presents it (docs/import.md, "How the tree is built").
            container.viewIsModal = modal || (node.type == "Window" && holdsOnlyModal(children))
            // A UISegmentedControl's segments are a series: "History. Button. 2 of 2." (as
            // AccessibilitySnapshot's parser gives them a series position).
            container.isSeries = node.type == "SegmentedControl"
            if ElementTypeTraits.scrolls(node.type) {
                scrolling(&container, readsRowsTogether: ElementTypeTraits.readsRowsTogether(node.type))
            }
            return [container]
        case .element, .combined, .switchRow:
            guard let e = element(node, role: role, ids: &ids) else { return [] }
            // A text field's own buttons (dictation, clear text) are elements of their own after it,
            // as UIKit exposes them: "Search. Search Field.", then "Dictate. Button." (Contacts' search
            // bar in the real dumps). Its images (the magnifying glass) stay folded into it.
            // A cell the page source marks an element keeps the controls it marks elements too (its
            // detail button), each a stop of its own after the row, as UIKit exposes them.
            guard case .element = role else { return [e] }
            let after = node.isTextEntry ? node.visibleControls : node.exposedControls
            return [e] + after.flatMap { convert($0, screen: screen, ids: &ids) }
        }
    }

    /// Whether everything `elements` hold lies inside a modal view: each is modal, or a container
    /// whose own elements all do (a window's plain views around its alert).
    private static func holdsOnlyModal(_ elements: [AccessibilityElement]) -> Bool {
        !elements.isEmpty && elements.allSatisfy { $0.viewIsModal || ($0.isContainer && holdsOnlyModal($0.children)) }
    }

    /// The stop a cell's own label makes when the cell holds controls (`labelsItsControls`): an
    /// element over the cell's frame saying its label (and value), with no traits of its own. The
    /// controls, after it in the tree, lie over it where a finger touches them.
    private static func cellLabel(_ node: TypedNode, ids: inout ImportIDs) -> AccessibilityElement? {
        guard node.frame.width > 0, node.frame.height > 0 else { return nil }
        var e = AccessibilityElement(id: ids.next(preferred: nil, kind: "cellLabel", line: node.line), frame: node.frame)
        e.label = node.label.map { SpeechText($0) }
        e.value = node.value.flatMap { $0.isEmpty ? nil : SpeechText($0) }
        if node.valueCut, e.value != nil { e.cutByCapture.insert(.value) }
        e.hint = node.hint.flatMap { $0.isEmpty ? nil : SpeechText($0) }
        if !node.isEnabled { e.traits.insert(.notEnabled) }
        return e
    }

    /// A view that scrolls. VoiceOver reaches everything it holds, scrolling it into view, so what
    /// lies outside its frame stays in the tree (a scene's scroll area shows only what lies inside,
    /// and gives the rest as `scrollContent` for VoiceOver to scroll to; the screen captured cannot
    /// scroll, so here it is all read where it lies). It is read together, where the view shows
    /// it: what it holds scrolled out above is read after the screen above the view, not first. A
    /// table or scroll view often reaches under a navigation bar or header laid over it: where it
    /// shows its content then begins at its first element inside its frame, and that is where it is
    /// read. Validation knows what lies outside the frame as scrolled out of view
    /// (`AuditNode.isScrolledOutOfView`), neither off the screen nor covered.
    /// A table or collection view (`readsRowsTogether`) is read together even when all it holds
    /// shows: UIKit makes it the container of its rows, so a button floating over a short list is
    /// read before or after the rows, never between two of them (docs/import.md, "Reading order").
    private static func scrolling(_ container: inout AccessibilityElement, readsRowsTogether: Bool) {
        let viewport = container.frame
        let scrolledOut = holdsSomething(outside: viewport, container.children)
        // A scroll view with all of it inside: read with the screen around it, as any container's elements are.
        guard scrolledOut || readsRowsTogether else { return }
        if scrolledOut { container.scrollContent = ScrollContent(elements: container.children) { _, _ in false } }
        container.sortsByOwnFrame = true
        if let top = firstTop(container.children, in: viewport), top > viewport.minY {
            container.frame = Rect(viewport.minX, top, viewport.width, viewport.maxY - top)
        }
    }

    /// Whether an element among `elements` and their descendants lies wholly outside `viewport`.
    private static func holdsSomething(outside viewport: Rect, _ elements: [AccessibilityElement]) -> Bool {
        elements.contains { $0.isContainer ? holdsSomething(outside: viewport, $0.children) : !$0.frame.intersects(viewport) }
    }

    /// The top of the highest element among `elements` and their descendants that lies in
    /// `viewport`, at least in part. iOS's scroll indicator is not the view's content: it starts
    /// where the view's visible area does, under a navigation bar laid over the view (iOS 26
    /// Settings' bar starts 3 points above the large title), and is read after the rows anyway.
    private static func firstTop(_ elements: [AccessibilityElement], in viewport: Rect) -> Double? {
        elements.compactMap { element in
            if element.isContainer { return firstTop(element.children, in: viewport) }
            guard element.systemElement != .scrollIndicator, element.frame.intersects(viewport) else { return nil }
            return element.frame.minY
        }.min()
    }

    private static func element(_ node: TypedNode, role: Role, ids: inout ImportIDs) -> AccessibilityElement? {
        guard node.frame.width > 0, node.frame.height > 0 else { return nil }
        var e = AccessibilityElement(id: ids.next(preferred: node.identifier, kind: node.idKind, line: node.line), frame: node.frame)
        var traits = (node.traits ?? ElementTypeTraits.traits(of: node.type)).union(node.inheritedTraits)
        // A text view holding links is read-only: UIKit makes a text view's links interactive only when
        // it is selectable and not editable (UITextView's documentation), so it is text, not a field to
        // type in. A privacy notice's text view around its three links (斑马AI课 in the real dumps) read
        // "…. Text Field." with "Double tap to edit", and was `label.missing`, an error, as a field with
        // no label. Where the capture names the traits (idb's), they are believed.
        if node.traits == nil, ["TextView", "TextArea"].contains(node.type), node.descendants.contains(where: { $0.type == "Link" }) {
            traits.subtract(ElementTypeTraits.textEntryTraits)
            traits.insert(.staticText)
        }
        var value = node.value
        var valueCut = node.valueCut
        switch role {
        case .switchRow(let control):
            traits.formUnion(ElementTypeTraits.traits(of: control.type))
            value = control.value ?? node.value
            valueCut = control.value == nil ? node.valueCut : control.valueCut
            if !control.isEnabled { traits.insert(.notEnabled) }
        case .combined:
            for inner in node.descendants where inner.isVisible {
                traits.formUnion((inner.traits ?? ElementTypeTraits.traits(of: inner.type)).intersection(.interactive))
            }
        default:
            // A row showing the disclosure indicator says "Button" even where the dump names no traits;
            // one showing a checkmark says "Selected", as UIKit gives a checkmarked cell the selected
            // trait, where the format says nothing of selection (an old page source writes neither
            // `selected` nor `traits`).
            if node.type == "Cell", node.traits == nil {
                let accessories = node.accessories
                if accessories.contains(.disclosure) { traits.insert(.button) }
                if accessories.contains(.checkmark), !node.statesSelection { traits.insert(.selected) }
            }
        }
        if !node.isEnabled { traits.insert(.notEnabled) }
        if node.isSelected { traits.insert(.selected) }
        // UIKit names a navigation bar's back button "BackButton" (XCUITest's identifier, Appium's
        // `name`), and VoiceOver says "Accessibility. Back Button.": no format carries the trait.
        if node.identifier == "BackButton", traits.contains(.button) { traits.insert(.backButton) }
        e.traits = traits
        var label = node.label
        var labelCut = false
        if (label ?? "").isEmpty, node.type == "Cell" {
            let texts = node.descendantLabels()
            labelCut = texts.contains { $0.cut }
            var inner = texts.map(\.text)
            // A switch row whose switch is named after the row's text (WeChat's "使用我的地理位置", a
            // text and a switch labelled alike, in a cell with no label of its own) says the name
            // once, as VoiceOver does: the switch gives the row its traits and state, not a second
            // name. A row whose cell has its own label (Settings' "Auto-Correction") never joined them.
            if case .switchRow(let control) = role, let name = control.label, !name.isEmpty,
               let first = inner.firstIndex(of: name), let last = inner.lastIndex(of: name), first != last {
                inner.remove(at: last)
            }
            label = inner.isEmpty ? nil : inner.joined(separator: ", ")
        }
        // XCUITest reports an empty field's placeholder as its value (Appium's page source), or no
        // value beside it (the debugDescription prints `placeholderValue: 'Search'` alone): either
        // way the field holds no text. A field with a label says the label and not the placeholder
        // ("Search. Search Field."). One with none says its placeholder, as UIKit exposes it, as the
        // field's value (idb's AXe reports that field `AXLabel: null, AXValue: "Email"`): it stays
        // without a label, so every format gives the field the same verdict (`label.missing`: once
        // the user types, VoiceOver no longer says what the field is). One rule for both formats.
        if let placeholder = node.placeholder, !placeholder.isEmpty, (value ?? "").isEmpty || value == placeholder {
            value = (label ?? "").isEmpty ? placeholder : nil
            valueCut = false
        } else if node.placeholder == nil, ["TextField", "SearchField", "SecureTextField"].contains(node.type), let name = label, !name.isEmpty, value == name {
            // A capture that leaves `placeholderValue` out (older WebDriverAgent, a trimmed page
            // source) still echoes the placeholder as the value of an empty field whose label is the
            // same words (iOS 26 Mail's "Search Mail"): nobody types a field's own name into it, so
            // the field says its label once, "Search Mail. Search Field.", not "Search Mail: Search Mail".
            value = nil
            valueCut = false
        }
        // UIPageControl and a UIPickerView's wheel say their value where another control says its
        // label: "page 2 of 3. Adjustable.", "March. Adjustable." (XCUITest's `PageIndicator` and
        // `PickerWheel`, with a value and no label). Read as the label, it is what VoiceOver says
        // first; a wheel with no value has nothing to say, and is reported.
        if (label ?? "").isEmpty, ["PageIndicator", "PickerWheel"].contains(node.type), let said = value, !said.isUnspoken {
            label = said
            labelCut = valueCut
            value = nil
        }
        e.label = label.flatMap { $0.isEmpty ? nil : SpeechText($0) }
        // XCUITest reports a static text's text as its value too; VoiceOver reads a label's text once.
        // A static text with no label says its value, as VoiceOver does (a Wikipedia search result,
        // its text only in `value`): dropped, the element said nothing. idb's value is the runtime's
        // accessibilityValue, which VoiceOver says after the label: Reminders' detail rows are static
        // texts "Priority" with the value "None", "Date" with "Tuesday, May 6, 2025, On, Collapsed"
        // (iOS 18), read "Priority: None."; the value dropped, they said "Priority" alone. A value
        // repeating the label is said once.
        if node.type == "StaticText", !(label ?? "").isEmpty, !node.valueIsAccessibilityValue || value == label { value = nil }
        // XCUITest reports a selected button's state as its value, "1" (a tab bar's selected tab, a
        // checkmark button), where the app set none: VoiceOver says "Selected", never "1".
        if traits.contains(.button), traits.contains(.selected), traits.isDisjoint(with: [.toggleButton, .adjustable]),
           value == "1" { value = nil }
        if traits.contains(.toggleButton) { value = ElementTypeTraits.toggleValue(value) }
        e.value = value.flatMap { $0.isEmpty ? nil : SpeechText($0) }
        if labelCut, e.label != nil { e.cutByCapture.insert(.label) }
        if valueCut, e.value != nil { e.cutByCapture.insert(.value) }
        e.hint = node.hint.flatMap { $0.isEmpty ? nil : SpeechText($0) }
        e.customActions = node.customActions.map(ImportedScene.unanswerableAction)
        // XCUITest lists views that are no accessibility element (a `UIImageView` is none by default):
        // where the format does not say whether the app exposes this one, validation says so.
        e.exposureUnknown = node.isAccessible == nil && !node.listsOnlyExposed
        e.standardControl = node.standardControl
        // A table's or collection view's row is selectable (UITableView and UICollectionView allow
        // selection by default, and selecting a row is what it is for: a Mail message, a Settings
        // row), so it responds to user interaction whatever its traits: Switch Control scans it,
        // Voice Control numbers it and Full Keyboard Access focuses it. A row naming no trait said
        // "no user interaction" and was reachable only by point scanning. Where the capture names
        // the row's traits (a newer page source's `traits`, idb's), they are believed, as for any
        // element: a SwiftUI form's header cell says "Header" and is no row to select.
        if node.type == "Cell", node.isEnabled, node.traits == nil { e.respondsToUserInteraction = true }
        e.systemElement = node.isSystemKeyboard ? .keyboard : node.isDetailButton ? .detailButton
            : node.systemElement(label: e.label?.string, value: e.value?.string, traits: &e.traits)
        return e
    }

    /// The system element this node is, when it is one (`SystemElement`): iOS's scroll indicator is
    /// an `Other` that is adjustable. Where the format names no traits (XCUITest's dump, Appium's
    /// page source before `traits`), an `Other` whose label and value are the indicator's is it, and
    /// is given the traits the system gives it, so it reads "Vertical scroll bar, 2 pages: 0%.
    /// Adjustable." as VoiceOver says it. Otherwise the traits, named or inferred from the type,
    /// must be the system's: an `Other` a page source says is not adjustable, or a button, is the app's.
    private func systemElement(label: String?, value: String?, traits: inout AccessibilityTraits) -> SystemElement? {
        if self.traits == nil, type == "Other", traits.isEmpty, let kind = SystemElement.named(label: label, value: value) {
            traits = kind.traits
        }
        return SystemElement.recognised(label: label, value: value, traits: traits)
    }

    /// The labels a cell without its own reads from inside it, as UIKit's cells do: the visible
    /// texts and images, in the file's order. Its accessory says nothing (`accessory(in:)`): its
    /// name is the arrow's or checkmark's, which VoiceOver says as "Button" or "Selected".
    /// Each text says whether the capture cut it (a static text's value printed cut).
    private func descendantLabels(in cell: TypedNode? = nil) -> [(text: String, cut: Bool)] {
        let cell = cell ?? self
        return children.flatMap { child -> [(text: String, cut: Bool)] in
            guard child.isVisible, child.accessory(in: cell) == nil else { return [] }
            // A control the row exposes beside it (`exposedControls`) says its own name, not the row's.
            if cell.type == "Cell", cell.isAccessible == true, child.isAccessible == true, child.isControl { return [] }
            if let label = child.label, !label.isEmpty { return [(label, false)] }
            // A static text with no label reads its value (`element`).
            if child.type == "StaticText", let value = child.value, !value.isEmpty { return [(value, child.valueCut)] }
            return child.descendantLabels(in: cell)
        }
    }
}
