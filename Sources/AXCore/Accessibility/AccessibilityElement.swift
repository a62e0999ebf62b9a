/// What a container is to VoiceOver: it adds context words (list start/end, landmark, the tabs of a
/// tab bar) and can group its children. `tabBar` is AccessibilitySnapshot's name for a container with
/// the tab bar trait: either marks a tab bar.
public enum ContainerType: String, Hashable, Sendable, Codable, CaseIterable {
    case none, list, landmark, semanticGroup, dataTable, tabBar
}

/// Direct-touch options (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023). They only take effect together with the
/// `allowsDirectInteraction` trait, as in UIKit.
public struct DirectTouchOptions: OptionSet, Hashable, Sendable {
    /// The option bits, as UIKit's `UIAccessibilityDirectTouchOptions` stores them.
    public let rawValue: UInt8
    /// Options from their bits; `OptionSet` builds sets of the static options through it.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// VoiceOver says nothing when the region is touched, so the app's own audio is heard.
    public static let silentOnTouch = DirectTouchOptions(rawValue: 1 << 0)
    /// Touches pass through only after the user activates (double taps) the element.
    public static let requiresActivation = DirectTouchOptions(rawValue: 1 << 1)
}

/// The direction of an accessibility scroll: the direction the three fingers moved.
public enum ScrollDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case up, down, left, right, next, previous
}

/// A behaviour hook: does something to the scene's model and says whether it succeeded.
public typealias AccessibilityHook = (SceneContext) -> Bool

/// A named action offered in the Actions rotor.
public struct CustomAction {
    /// What VoiceOver says for the action in the Actions rotor.
    public var name: SpeechText
    /// Runs when the user picks the action (swipe to it, double tap); returning false makes VoiceOver play its failure sound.
    public var handler: AccessibilityHook

    /// An action named `name` that runs `handler` when chosen from the Actions rotor.
    public init(_ name: SpeechText, handler: @escaping AccessibilityHook) {
        self.name = name
        self.handler = handler
    }
}

/// A rotor a scene defines (UIAccessibilityCustomRotor): a name VoiceOver's rotor offers while the
/// focus is on the element carrying it or inside it, and the elements swiping up and down moves
/// between, in order, by id.
public struct CustomRotor {
    /// The name the rotor announces when the user turns to it.
    public var name: String
    /// Evaluated when the rotor is used, so it follows the scene's model.
    public var elementIDs: () -> [String]

    /// A rotor called `name` whose items are the elements `elementIDs` returns when it is used.
    public init(_ name: String, elementIDs: @escaping () -> [String]) {
        self.name = name
        self.elementIDs = elementIDs
    }
}

/// A piece of custom content (AXCustomContent): a labelled value VoiceOver offers in its More
/// Content rotor option instead of reading it with the element, so data-rich elements stay short
/// (“Tailor the VoiceOver experience in your data-rich apps”, WWDC 2021). High-importance content is
/// also read with the element, after its description (docs/voiceover.md).
public struct CustomContent: Hashable, Sendable {
    /// When VoiceOver outputs the content (AXCustomContent.Importance).
    public enum Importance: String, Hashable, Sendable, Codable, CaseIterable {
        /// On demand: only through the More Content rotor option.
        case `default`
        /// Immediately: read with the element, and in the More Content rotor option too.
        case high
    }

    /// What the content is ("Age").
    public var label: String
    /// The content itself ("3 years"); may be empty.
    public var value: String
    /// When VoiceOver outputs it: on demand (default) or with the element too (high).
    public var importance: Importance

    /// Content with a label, a value and an importance (default: on demand).
    public init(label: String, value: String, importance: Importance = .default) {
        self.label = label; self.value = value; self.importance = importance
    }

    /// What VoiceOver says for it: `label, value`, or the one that is not empty.
    public var spoken: String {
        switch (label.isEmpty, value.isEmpty) {
        case (false, false): return "\(label), \(value)"
        case (true, _): return value
        case (false, true): return label
        }
    }
}

/// A drag source or drop point (UIAccessibilityLocationDescriptor): a name, a point in scene
/// coordinates, and the element (view) it belongs to, nil for the element exposing it.
/// VoiceOver ignores a descriptor whose point lies outside its view or whose view is hidden.
public struct LocationDescriptor: Hashable, Sendable {
    /// What VoiceOver says for the descriptor in the Actions rotor ("Drag Song", "Drop into Playlist").
    public var name: String
    /// Where the drag starts or the drop lands, in scene coordinates.
    public var point: Point
    /// The id of the element (view) the point belongs to; nil means the element exposing the descriptor.
    public var viewID: String?

    /// A descriptor named `name` at `point`, belonging to the view `viewID` (nil: the element exposing it).
    public init(name: String, point: Point, viewID: String? = nil) {
        self.name = name; self.point = point; self.viewID = viewID
    }
}

/// One node of a scene's accessibility tree: an element VoiceOver can focus, a container of
/// other nodes, or both hidden. A value type in the spirit of AccessibilitySnapshot's model;
/// attributes marked `@Evaluated` may instead be closures that are evaluated on every read
/// (`element.$label = .computed { … }`, the attribute itself, reached through `Attributes`).
///
/// Copies share one stored set of attributes until one of them is changed, as copies of an array
/// share its elements (copy on write). An element holds some forty attributes, most of them
/// strings, arrays or closures: copied whole, each copy retained every one of them and released
/// them again, and elements are copied wherever a tree is read (the navigation order, the audit's
/// nodes, a probe's snapshot): 8% of validating the catalog (docs/validation-performance.md,
/// "A copy-on-write element"). Inside an extension of the element, its attributes are `self.$label`: a bare
/// `$label` is not found there, as the attribute lives in `Attributes`.
@dynamicMemberLookup
public struct AccessibilityElement {
    /// Stable identifier: traces, findings and the inspector name elements by it, never by position.
    public var id: String {
        get { storage.attributes.pointee.id }
        _modify { yield &unique().pointee.id }
    }
    /// Whether VoiceOver can focus this node; false makes it only a container of its children (and
    /// nothing VoiceOver reaches when it has none).
    ///
    /// Its attribute, `$isAccessibilityElement`, may be computed: see `Attributes`.
    public var isAccessibilityElement: Bool {
        get { storage.attributes.pointee.isAccessibilityElement }
        _modify { yield &unique().pointee.isAccessibilityElement }
    }
    /// What the element is (“Play”, “Volume”): spoken first, before the value and trait words.
    ///
    /// Its attribute, `$label`, may be computed: see `Attributes`.
    public var label: SpeechText? {
        get { storage.attributes.pointee.label }
        _modify { yield &unique().pointee.label }
    }
    /// The element's current state, spoken after the label (“50%”, “3 of 5 stars”).
    ///
    /// Its attribute, `$value`, may be computed: see `Attributes`.
    public var value: SpeechText? {
        get { storage.attributes.pointee.value }
        _modify { yield &unique().pointee.value }
    }
    /// What happens on activation, spoken after a pause when hints are on.
    ///
    /// Its attribute, `$hint`, may be computed: see `Attributes`.
    public var hint: SpeechText? {
        get { storage.attributes.pointee.hint }
        _modify { yield &unique().pointee.hint }
    }
    /// What kind of element it is and how it behaves (button, adjustable, selected…), which decide the spoken type and the gestures offered.
    ///
    /// Its attribute, `$traits`, may be computed: see `Attributes`.
    public var traits: AccessibilityTraits {
        get { storage.attributes.pointee.traits }
        _modify { yield &unique().pointee.traits }
    }
    /// The element's rectangle in scene coordinates: where touch exploration finds it and the cursor is drawn.
    ///
    /// Its attribute, `$frame`, may be computed: see `Attributes`.
    public var frame: Rect {
        get { storage.attributes.pointee.frame }
        _modify { yield &unique().pointee.frame }
    }
    /// Content shape: replaces the frame for highlight and accessibility hit-testing only.
    ///
    /// Its attribute, `$path`, may be computed: see `Attributes`.
    public var path: Path? {
        get { storage.attributes.pointee.path }
        _modify { yield &unique().pointee.path }
    }
    /// Where activation taps land; nil means the centre of the frame.
    ///
    /// Its attribute, `$activationPoint`, may be computed: see `Attributes`.
    public var activationPoint: Point? {
        get { storage.attributes.pointee.activationPoint }
        _modify { yield &unique().pointee.activationPoint }
    }
    /// BCP-47 language of the element's text.
    ///
    /// Its attribute, `$language`, may be computed: see `Attributes`.
    public var language: String? {
        get { storage.attributes.pointee.language }
        _modify { yield &unique().pointee.language }
    }
    /// Named actions VoiceOver offers in the Actions rotor (UIAccessibilityCustomAction).
    ///
    /// Its attribute, `$customActions`, may be computed: see `Attributes`.
    public var customActions: [CustomAction] {
        get { storage.attributes.pointee.customActions }
        _modify { yield &unique().pointee.customActions }
    }
    /// Custom content (AXCustomContent), in the order the More Content rotor option offers it.
    ///
    /// Its attribute, `$customContent`, may be computed: see `Attributes`.
    public var customContent: [CustomContent] {
        get { storage.attributes.pointee.customContent }
        _modify { yield &unique().pointee.customContent }
    }
    /// The names Voice Control accepts for the element (accessibilityUserInputLabels), first the
    /// preferred one. VoiceOver does not speak them; they are kept, shown and exported.
    ///
    /// Its attribute, `$userInputLabels`, may be computed: see `Attributes`.
    public var userInputLabels: [String] {
        get { storage.attributes.pointee.userInputLabels }
        _modify { yield &unique().pointee.userInputLabels }
    }
    /// Keyboard shortcuts the app offers for this element's actions (UIKit's `UIKeyCommand`), working
    /// while it is on the screen a user reaches, whatever has the focus (docs/keyboard.md).
    public var keyCommands: [KeyCommand] {
        get { storage.attributes.pointee.keyCommands }
        _modify { yield &unique().pointee.keyCommands }
    }
    /// Custom rotors, offered while the focus is on this element or one of its descendants.
    public var customRotors: [CustomRotor] {
        get { storage.attributes.pointee.customRotors }
        _modify { yield &unique().pointee.customRotors }
    }
    /// Places a drag can start from, offered in the Actions rotor as “Drag …”.
    ///
    /// Its attribute, `$dragSources`, may be computed: see `Attributes`.
    public var dragSources: [LocationDescriptor] {
        get { storage.attributes.pointee.dragSources }
        _modify { yield &unique().pointee.dragSources }
    }
    /// Places a dragged item can be dropped, offered in the Actions rotor as “Drop …” while a drag is under way.
    ///
    /// Its attribute, `$dropPoints`, may be computed: see `Attributes`.
    public var dropPoints: [LocationDescriptor] {
        get { storage.attributes.pointee.dropPoints }
        _modify { yield &unique().pointee.dropPoints }
    }
    /// nil when the element declares no direct-touch options.
    ///
    /// Its attribute, `$directTouch`, may be computed: see `Attributes`.
    public var directTouch: DirectTouchOptions? {
        get { storage.attributes.pointee.directTouch }
        _modify { yield &unique().pointee.directTouch }
    }
    /// Modal: when set on one of several siblings, only the last modal sibling's subtree is exposed.
    ///
    /// Its attribute, `$viewIsModal`, may be computed: see `Attributes`.
    public var viewIsModal: Bool {
        get { storage.attributes.pointee.viewIsModal }
        _modify { yield &unique().pointee.viewIsModal }
    }
    /// Hides this node and its whole subtree from assistive technologies.
    ///
    /// Its attribute, `$elementsHidden`, may be computed: see `Attributes`.
    public var elementsHidden: Bool {
        get { storage.attributes.pointee.elementsHidden }
        _modify { yield &unique().pointee.elementsHidden }
    }
    /// What kind of container this node is, which adds context words (“List Start.”, “Landmark.”,
    /// “Tab. 1 of 3.”) as the cursor moves into and through it.
    ///
    /// Its attribute, `$container`, may be computed: see `Attributes`.
    public var container: ContainerType {
        get { storage.attributes.pointee.container }
        _modify { yield &unique().pointee.container }
    }
    /// A tab bar, by its trait or as a tab bar container: VoiceOver's "Tab n of m" (`NavigationOrder`),
    /// the Large Content Viewer's sanctioned home (`text.not-scaling`) and the bar a capture's
    /// screenshot must show (`ScreenshotFit`) all ask this one question.
    public var isTabBar: Bool { container == .tabBar || traits.contains(.tabBar) }
    /// Children; when `childrenInExplicitOrder` is set they are read in this order, else sorted by frame.
    public var children: [AccessibilityElement] {
        get { storage.attributes.pointee.children }
        _modify { yield &unique().pointee.children }
    }
    /// Read the children in array order (UIKit's `accessibilityElements`) instead of sorting them by frame.
    public var childrenInExplicitOrder: Bool {
        get { storage.attributes.pointee.childrenInExplicitOrder }
        _modify { yield &unique().pointee.childrenInExplicitOrder }
    }
    /// The children stay together in navigation order and sort by their first child.
    public var groupsChildren: Bool {
        get { storage.attributes.pointee.groupsChildren }
        _modify { yield &unique().pointee.groupsChildren }
    }
    /// The children stay together and sort among their siblings by this container's own frame,
    /// not its first child's: a view laid over the whole screen (a sheet that forgot to be modal)
    /// is read where it begins, before the screen under it.
    public var sortsByOwnFrame: Bool {
        get { storage.attributes.pointee.sortsByOwnFrame }
        _modify { yield &unique().pointee.sortsByOwnFrame }
    }
    /// Whether the elements inside (at any depth) also read as one row when each one's vertical
    /// centre lies within the other's vertical extent, besides tops within the row threshold; a
    /// plain container's children sort with its parent's siblings, so that sort does too. An
    /// imported screen's (docs/import.md, "Reading order"), whose
    /// export lost the order a navigation bar gives its items, and whose title, shorter than the
    /// 44-point buttons it is centred between, has its top more than the threshold below theirs.
    public var rowsJoinByCentre: Bool {
        get { storage.attributes.pointee.rowsJoinByCentre }
        _modify { yield &unique().pointee.rowsJoinByCentre }
    }
    /// A scroll area's whole content, for VoiceOver to reach what is scrolled away (`ScrollContent`);
    /// its `children` stay what shows through the viewport.
    public var scrollContent: ScrollContent? {
        get { storage.attributes.pointee.scrollContent }
        _modify { yield &unique().pointee.scrollContent }
    }
    /// The children form a series (a segmented control's segments): VoiceOver ends each one's
    /// description with `n of m.` and keeps them together.
    public var isSeries: Bool {
        get { storage.attributes.pointee.isSeries }
        _modify { yield &unique().pointee.isSeries }
    }
    /// Smart Invert leaves this element's frame, and its subtree, as drawn (UIKit's
    /// `accessibilityIgnoresInvertColors`): set it on photos and media, which inverting ruins.
    /// Classic Invert inverts it all the same (docs/vision.md).
    public var ignoresInvertColors: Bool {
        get { storage.attributes.pointee.ignoresInvertColors }
        _modify { yield &unique().pointee.ignoresInvertColors }
    }
    /// How Switch Control groups this container's children (`accessibilityNavigationStyle`).
    public var navigationStyle: NavigationStyle {
        get { storage.attributes.pointee.navigationStyle }
        _modify { yield &unique().pointee.navigationStyle }
    }
    /// Set when the system provides the element, not the app (iOS's scroll indicator in a capture of
    /// a real app's screen; `SystemElement`): VoiceOver, Switch Control, Voice Control and the
    /// keyboard treat it like any element, and validation reads it but reports nothing on it, listing
    /// it instead, since the app cannot change it. The readers of captures set it; nil, the app's, for
    /// every element a scene makes.
    public var systemElement: SystemElement? {
        get { storage.attributes.pointee.systemElement }
        _modify { yield &unique().pointee.systemElement }
    }
    /// Set when the element comes from a capture that does not say whether the app exposes it to
    /// VoiceOver (XCUITest's debugDescription, an Appium page source without `accessible`): XCUITest
    /// lists views that are no accessibility element too (a `UIImageView` is none by default), so
    /// whether VoiceOver stops on it is unknown, and validation says so instead of judging it as a
    /// stop. The readers of captures set it; false for every element a scene makes, which exposes
    /// what it declares.
    public var exposureUnknown: Bool {
        get { storage.attributes.pointee.exposureUnknown }
        _modify { yield &unique().pointee.exposureUnknown }
    }
    /// Set when a capture shows the element as one of UIKit's standard controls at the size UIKit
    /// gives it (`StandardControl`: a switch, a stepper's half, a segment or a page control at its
    /// default height), whose size the app did not choose: `target.size` reports it as information.
    /// The readers of captures set it; nil for every element a scene makes, whose size is its own.
    public var standardControl: StandardControl? {
        get { storage.attributes.pointee.standardControl }
        _modify { yield &unique().pointee.standardControl }
    }
    /// The texts the element speaks that a capture cut short: XCUITest's debugDescription prints a
    /// long value cut, ending in "..." (`value: ukautomationuser@e...`), where VoiceOver reads the
    /// whole text. The text is kept as read; `inspect` and the window note the cut, validation
    /// reports it (`value.cut-by-capture`) and the rules that judge a text's words leave a cut one
    /// alone (docs/import.md, "Values the capture cut"). The readers of captures set it; empty for
    /// every element a scene makes, whose texts are whole.
    public var cutByCapture: CapturedCut {
        get { storage.attributes.pointee.cutByCapture }
        _modify { yield &unique().pointee.cutByCapture }
    }
    /// Where the element sits in the data table it belongs to (the nearest container of type
    /// `dataTable`), for VoiceOver to read its headers, row and column; nil outside a table.
    public var dataTableCell: DataTableCell? {
        get { storage.attributes.pointee.dataTableCell }
        _modify { yield &unique().pointee.dataTableCell }
    }
    /// Whether the element responds to user interaction (`accessibilityRespondsToUserInteraction`),
    /// which decides whether Switch Control scans it; nil lets it be inferred from the traits,
    /// actions and hooks, as UIKit does (docs/switch-control.md).
    public var respondsToUserInteraction: Bool? {
        get { storage.attributes.pointee.respondsToUserInteraction }
        _modify { yield &unique().pointee.respondsToUserInteraction }
    }
    /// Whether a long press on the element shows it in the Large Content Viewer at accessibility
    /// text sizes (UIKit's `showsLargeContentViewer`, with a `UILargeContentViewerInteraction` on it
    /// or an ancestor): Apple's answer for items that must stay small, such as a tab bar's buttons.
    /// Text that keeps its size there is the sanctioned design, provided the viewer has something to
    /// show (`largeContentTitle`, `largeContentImage`); `text.not-scaling` reads it (docs/rules.md).
    /// False by default: a custom-drawn control, even one in a container of type `tabBar`, opts in,
    /// as a custom bar does in UIKit.
    public var showsLargeContentViewer: Bool {
        get { storage.attributes.pointee.showsLargeContentViewer }
        _modify { yield &unique().pointee.showsLargeContentViewer }
    }
    /// The title the Large Content Viewer shows for the element (UIKit's `largeContentTitle`); nil,
    /// as for any view that is not one of UIKit's own, shows none: the accessibility label is not
    /// used in its place.
    public var largeContentTitle: String? {
        get { storage.attributes.pointee.largeContentTitle }
        _modify { yield &unique().pointee.largeContentTitle }
    }
    /// The name of the image the Large Content Viewer shows for the element (UIKit's
    /// `largeContentImage`); nil shows none. Either it or `largeContentTitle` gives the viewer
    /// something to show.
    public var largeContentImage: String? {
        get { storage.attributes.pointee.largeContentImage }
        _modify { yield &unique().pointee.largeContentImage }
    }
    /// Whether the element shows the Large Content Viewer with something in it: a title or an image
    /// that is not empty. An element that shows the viewer with neither shows an empty viewer.
    public var showsLargeContent: Bool {
        showsLargeContentViewer
            && (largeContentTitle.map { $0.contains { !$0.isWhitespace } } == true || largeContentImage.map { !$0.isEmpty } == true)
    }

    // Behaviour hooks; nil means "not implemented", which the engine treats as returning false.
    /// Double tap (accessibilityActivate); false lets VoiceOver fall back to tapping the activation point.
    public var onActivate: AccessibilityHook? {
        get { storage.attributes.pointee.onActivate }
        _modify { yield &unique().pointee.onActivate }
    }
    /// Swipe up on an adjustable element (accessibilityIncrement).
    public var onIncrement: AccessibilityHook? {
        get { storage.attributes.pointee.onIncrement }
        _modify { yield &unique().pointee.onIncrement }
    }
    /// Swipe down on an adjustable element (accessibilityDecrement).
    public var onDecrement: AccessibilityHook? {
        get { storage.attributes.pointee.onDecrement }
        _modify { yield &unique().pointee.onDecrement }
    }
    /// Three-finger swipe (accessibilityScroll): scroll one page in the direction and say whether it moved.
    public var onScroll: ((ScrollDirection, SceneContext) -> Bool)? {
        get { storage.attributes.pointee.onScroll }
        _modify { yield &unique().pointee.onScroll }
    }
    /// Zoom in around a point (accessibilityZoomIn, for elements with the `supportsZoom` trait).
    public var onZoomIn: ((Point, SceneContext) -> Bool)? {
        get { storage.attributes.pointee.onZoomIn }
        _modify { yield &unique().pointee.onZoomIn }
    }
    /// Zoom out around a point (accessibilityZoomOut, for elements with the `supportsZoom` trait).
    public var onZoomOut: ((Point, SceneContext) -> Bool)? {
        get { storage.attributes.pointee.onZoomOut }
        _modify { yield &unique().pointee.onZoomOut }
    }
    /// Two-finger scrub (accessibilityPerformEscape): dismiss the modal view or go back; tried from the focused element up.
    public var onEscape: AccessibilityHook? {
        get { storage.attributes.pointee.onEscape }
        _modify { yield &unique().pointee.onEscape }
    }
    /// Two-finger double tap (accessibilityPerformMagicTap): the screen's main action, such as play/pause.
    public var onMagicTap: AccessibilityHook? {
        get { storage.attributes.pointee.onMagicTap }
        _modify { yield &unique().pointee.onMagicTap }
    }
    /// VoiceOver's cursor landed on the element (UIKit's accessibilityElementDidBecomeFocused): an
    /// item of a paging carousel scrolls itself into place and becomes the current one.
    public var onFocus: ((SceneContext) -> Void)? {
        get { storage.attributes.pointee.onFocus }
        _modify { yield &unique().pointee.onFocus }
    }
    /// Text typed into the element while VoiceOver has it editing (UIKeyInput's insertText): the
    /// scene inserts it and says whether it did.
    public var onTextInput: ((String, SceneContext) -> Bool)? {
        get { storage.attributes.pointee.onTextInput }
        _modify { yield &unique().pointee.onTextInput }
    }
    /// Editing of the element ends (the keyboard's dismiss or Done, UIKit's `resignFirstResponder`):
    /// VoiceOver's escape while a field is being edited calls it, and the scene leaves its editing
    /// state (HelloGoodbye hides its Done button).
    public var onEndEditing: AccessibilityHook? {
        get { storage.attributes.pointee.onEndEditing }
        _modify { yield &unique().pointee.onEndEditing }
    }

    /// The attribute behind an `@Evaluated` property, `element.$label`: read or set (`.computed { … }`)
    /// through the stored `Attributes`. Inlined, so that a key path written out where it is read is
    /// applied as a plain property read, not through the run time's key path machinery.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Attributes, Value>) -> Value {
        _read { yield storage.attributes.pointee[keyPath: keyPath] }
        _modify { yield &unique().pointee[keyPath: keyPath] }
    }

    /// Whether this element and `other` are copies of one element that neither has changed since:
    /// they share their stored attributes, so they read alike.
    package func sharesAttributes(with other: AccessibilityElement) -> Bool { storage === other.storage }

    /// The attributes, shared by copies until one is changed.
    @usableFromInline var storage: Storage

    /// One element's attributes in one allocation, read through a pointer: kept in a class's stored
    /// property, they would be checked for exclusive access on every read of every attribute.
    @usableFromInline
    final class Storage: ManagedBuffer<Attributes, UInt8> {
        @usableFromInline
        static func make(_ attributes: Attributes) -> Storage {
            unsafeDowncast(create(minimumCapacity: 0) { _ in attributes }, to: Storage.self)
        }

        @inlinable
        var attributes: UnsafeMutablePointer<Attributes> { withUnsafeMutablePointerToHeader { $0 } }
    }

    /// The attributes to change: this element's own, copied first if another copy shares them.
    @inlinable
    mutating func unique() -> UnsafeMutablePointer<Attributes> {
        if !isKnownUniquelyReferenced(&storage) { storage = .make(storage.attributes.pointee) }
        return storage.attributes
    }

    /// An element's attributes as stored. Each property is the element's property of the same name,
    /// documented there; each `@Evaluated` one's projection is the attribute itself, a stored value
    /// or a closure evaluated on every read (`element.$label = .computed { model.title }`).
    public struct Attributes {
        /// The element's `id`.
        public var id: String
        /// The element's `isAccessibilityElement`; `$isAccessibilityElement` is its attribute.
        @Evaluated public var isAccessibilityElement: Bool = true
        /// The element's `label`; `$label` is its attribute.
        @Evaluated public var label: SpeechText? = nil
        /// The element's `value`; `$value` is its attribute.
        @Evaluated public var value: SpeechText? = nil
        /// The element's `hint`; `$hint` is its attribute.
        @Evaluated public var hint: SpeechText? = nil
        /// The element's `traits`; `$traits` is its attribute.
        @Evaluated public var traits: AccessibilityTraits = []
        /// The element's `frame`; `$frame` is its attribute.
        @Evaluated public var frame: Rect = .zero
        /// The element's `path`; `$path` is its attribute.
        @Evaluated public var path: Path? = nil
        /// The element's `activationPoint`; `$activationPoint` is its attribute.
        @Evaluated public var activationPoint: Point? = nil
        /// The element's `language`; `$language` is its attribute.
        @Evaluated public var language: String? = nil
        /// The element's `customActions`; `$customActions` is its attribute.
        @Evaluated public var customActions: [CustomAction] = []
        /// The element's `customContent`; `$customContent` is its attribute.
        @Evaluated public var customContent: [CustomContent] = []
        /// The element's `userInputLabels`; `$userInputLabels` is its attribute.
        @Evaluated public var userInputLabels: [String] = []
        /// The element's `keyCommands`.
        public var keyCommands: [KeyCommand] = []
        /// The element's `customRotors`.
        public var customRotors: [CustomRotor] = []
        /// The element's `dragSources`; `$dragSources` is its attribute.
        @Evaluated public var dragSources: [LocationDescriptor] = []
        /// The element's `dropPoints`; `$dropPoints` is its attribute.
        @Evaluated public var dropPoints: [LocationDescriptor] = []
        /// The element's `directTouch`; `$directTouch` is its attribute.
        @Evaluated public var directTouch: DirectTouchOptions? = nil
        /// The element's `viewIsModal`; `$viewIsModal` is its attribute.
        @Evaluated public var viewIsModal: Bool = false
        /// The element's `elementsHidden`; `$elementsHidden` is its attribute.
        @Evaluated public var elementsHidden: Bool = false
        /// The element's `container`; `$container` is its attribute.
        @Evaluated public var container: ContainerType = .none
        /// The element's `children`.
        public var children: [AccessibilityElement] = []
        /// The element's `childrenInExplicitOrder`.
        public var childrenInExplicitOrder: Bool = false
        /// The element's `groupsChildren`.
        public var groupsChildren: Bool = false
        /// The element's `sortsByOwnFrame`.
        public var sortsByOwnFrame: Bool = false
        /// The element's `rowsJoinByCentre`.
        public var rowsJoinByCentre: Bool = false
        /// The element's `scrollContent`.
        public var scrollContent: ScrollContent? = nil
        /// The element's `isSeries`.
        public var isSeries: Bool = false
        /// The element's `ignoresInvertColors`.
        public var ignoresInvertColors: Bool = false
        /// The element's `navigationStyle`.
        public var navigationStyle: NavigationStyle = .automatic
        /// The element's `systemElement`.
        public var systemElement: SystemElement? = nil
        /// The element's `exposureUnknown`.
        public var exposureUnknown: Bool = false
        /// The element's `standardControl`.
        public var standardControl: StandardControl? = nil
        /// The element's `cutByCapture`.
        public var cutByCapture: CapturedCut = []
        /// The element's `respondsToUserInteraction`.
        public var respondsToUserInteraction: Bool? = nil
        /// The element's `dataTableCell`.
        public var dataTableCell: DataTableCell? = nil
        /// The element's `showsLargeContentViewer`.
        public var showsLargeContentViewer: Bool = false
        /// The element's `largeContentTitle`.
        public var largeContentTitle: String? = nil
        /// The element's `largeContentImage`.
        public var largeContentImage: String? = nil
        /// The element's `onActivate`.
        public var onActivate: AccessibilityHook? = nil
        /// The element's `onIncrement`.
        public var onIncrement: AccessibilityHook? = nil
        /// The element's `onDecrement`.
        public var onDecrement: AccessibilityHook? = nil
        /// The element's `onScroll`.
        public var onScroll: ((ScrollDirection, SceneContext) -> Bool)? = nil
        /// The element's `onZoomIn`.
        public var onZoomIn: ((Point, SceneContext) -> Bool)? = nil
        /// The element's `onZoomOut`.
        public var onZoomOut: ((Point, SceneContext) -> Bool)? = nil
        /// The element's `onEscape`.
        public var onEscape: AccessibilityHook? = nil
        /// The element's `onMagicTap`.
        public var onMagicTap: AccessibilityHook? = nil
        /// The element's `onFocus`.
        public var onFocus: ((SceneContext) -> Void)? = nil
        /// The element's `onTextInput`.
        public var onTextInput: ((String, SceneContext) -> Bool)? = nil
        /// The element's `onEndEditing`.
        public var onEndEditing: AccessibilityHook? = nil

        /// An element `id` with every other attribute at its default.
        package init(id: String) { self.id = id }
    }

    /// An element with the attributes VoiceOver reads most; set the others (hooks, actions, children) on the value afterwards.
    public init(id: String, label: SpeechText? = nil, value: SpeechText? = nil, hint: SpeechText? = nil,
                traits: AccessibilityTraits = [], frame: Rect) {
        // Set where they are stored: an element built aside was copied into its storage whole.
        storage = .make(Attributes(id: id))
        let attributes = storage.attributes
        attributes.pointee.label = label
        attributes.pointee.value = value
        attributes.pointee.hint = hint
        attributes.pointee.traits = traits
        attributes.pointee.frame = frame
    }

    /// A container that is not itself an element; its children are read in the given order.
    public static func container(id: String, frame: Rect, type: ContainerType = .none, label: SpeechText? = nil,
                                 explicitOrder: Bool = true, children: [AccessibilityElement]) -> AccessibilityElement {
        var node = AccessibilityElement(id: id, label: label, frame: frame)
        node.isAccessibilityElement = false
        node.container = type
        node.children = children
        node.childrenInExplicitOrder = explicitOrder
        return node
    }

    /// The activation point, defaulting to the centre of the frame.
    public var resolvedActivationPoint: Point { activationPoint ?? frame.center }

    /// The shape used for accessibility hit-testing and the cursor: the path, else the frame.
    public var accessibilityShape: Path { path ?? .rect(frame) }

    /// Whether a point hits this element for explore-by-touch: the path if any, else the frame.
    public func accessibilityContains(_ point: Point) -> Bool {
        if let path {
            let b = path.bounds
            guard point.x >= b.minX, point.x <= b.maxX, point.y >= b.minY, point.y <= b.maxY else { return false }
            return path.contains(point)
        }
        return frame.contains(point)
    }

    /// Whether the node has children, whether or not it is itself an element.
    public var isContainer: Bool { !children.isEmpty }

    /// Whether VoiceOver offers the Actions rotor: custom actions or drag and drop descriptors.
    public var hasActions: Bool { !customActions.isEmpty || !dragSources.isEmpty || !dropPoints.isEmpty }

    /// Whether a user activates it: it has an activation, or bears a trait of a control
    /// (`AccessibilityTraits.interactive`) without being dimmed (`notEnabled`): a disabled Submit
    /// button with nothing behind it does nothing when double tapped.
    public var isActivated: Bool {
        onActivate != nil || (!traits.isDisjoint(with: .interactive) && !traits.contains(.notEnabled))
    }

    /// Whether a VoiceOver user acts on it: it is activated (`isActivated`), adjusts, or offers
    /// actions. What Switch Control's, Full Keyboard Access's and Voice Control's unreachable rules
    /// ask of an element that says it does not respond to user interaction.
    public var isActedOn: Bool { isActivated || onIncrement != nil || onDecrement != nil || hasActions }

    /// Depth-first walk over this node and its descendants.
    public func forEachNode(_ body: (AccessibilityElement) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }

    /// Calls `body` with this element and every descendant, depth first, except those scrolled out
    /// of view (`ScrollContent.isScrolledOut`) in the nearest scroll area holding them: what shows.
    public func forEachShowingNode(_ body: (AccessibilityElement) -> Void) {
        forEachShowingNode(inside: nil, body)
    }

    private func forEachShowingNode(inside viewport: Rect?, _ body: (AccessibilityElement) -> Void) {
        if let viewport, ScrollContent.isScrolledOut(frame, of: viewport) { return }
        body(self)
        let inner = scrollContent != nil ? frame : viewport
        for child in children { child.forEachShowingNode(inside: inner, body) }
    }
}

extension AccessibilityElement {
    /// Of `siblings`, the one a modal view leaves exposed alone: the last whose view is modal and
    /// that is not hidden (UIKit's `accessibilityViewIsModal` hides the modal view's siblings); nil
    /// when none is. VoiceOver's order and the rules that judge what is exposed both ask this.
    package static func exposedModal(among siblings: [AccessibilityElement]) -> Int? {
        siblings.lastIndex { $0.viewIsModal && !$0.elementsHidden }
    }
}

// MARK: Reading alike

extension AccessibilityElement {
    /// The stored attributes `readsLike` compares, by name: a test holds this list to `Attributes`'
    /// own (read through `Mirror`), so an attribute added to the element without being compared
    /// fails it instead of letting one tree be taken for another (validation reuses what its rules
    /// found on a tree for every tree that reads alike).
    package static let propertiesReadAlike = [
        "id", "_isAccessibilityElement", "_label", "_value", "_hint", "_traits", "_frame", "_path", "_activationPoint",
        "_language", "_customActions", "_customContent", "_userInputLabels", "keyCommands", "customRotors", "_dragSources",
        "_dropPoints", "_directTouch", "_viewIsModal", "_elementsHidden", "_container", "children", "childrenInExplicitOrder",
        "groupsChildren", "sortsByOwnFrame", "rowsJoinByCentre", "scrollContent", "isSeries", "ignoresInvertColors", "navigationStyle",
        "systemElement", "exposureUnknown", "standardControl", "cutByCapture", "respondsToUserInteraction", "dataTableCell", "showsLargeContentViewer", "largeContentTitle", "largeContentImage", "onActivate", "onIncrement", "onDecrement", "onScroll", "onZoomIn", "onZoomOut", "onEscape",
        "onMagicTap", "onFocus", "onTextInput", "onEndEditing",
    ]

    /// Whether a reader that calls no hook and no action sees the same in `self` and `other`: every
    /// attribute's value (a computed one evaluated now, and whether it is computed), the children and
    /// the scroll content alike, the names of actions and rotors and the elements a rotor lists, and
    /// which hooks are set. Hooks and handlers are compared by presence: only acting on them tells
    /// two apart, and the rules that act are probes, which read beyond the tree.
    package func readsLike(_ other: AccessibilityElement) -> Bool {
        // Copies neither changed since share their attributes: alike without reading one.
        sharesAttributes(with: other) || Attributes.readAlike(storage.attributes, other.storage.attributes)
    }

    /// Whether two lists of elements read alike, element by element.
    package static func readLike(_ a: [AccessibilityElement], _ b: [AccessibilityElement]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.readsLike($1) }
    }
}

extension AccessibilityElement.Attributes {
    /// `readsLike` on two elements' attributes, each read from its own storage where it lies. Here,
    /// beside the declarations, and not in the reader's module: there each attribute was read
    /// through its projection (`$label`), a call that handed back a copy, payload retained, for
    /// every attribute of every element of every tree compared.
    fileprivate static func readAlike(_ a: UnsafeMutablePointer<Self>, _ b: UnsafeMutablePointer<Self>) -> Bool {
        a.pointee.id == b.pointee.id
            && alike(a.pointee._isAccessibilityElement.projectedValue, b.pointee._isAccessibilityElement.projectedValue)
            && alike(a.pointee._label.projectedValue, b.pointee._label.projectedValue)
            && alike(a.pointee._value.projectedValue, b.pointee._value.projectedValue)
            && alike(a.pointee._hint.projectedValue, b.pointee._hint.projectedValue)
            && alike(a.pointee._traits.projectedValue, b.pointee._traits.projectedValue)
            && alike(a.pointee._frame.projectedValue, b.pointee._frame.projectedValue)
            && alike(a.pointee._path.projectedValue, b.pointee._path.projectedValue)
            && alike(a.pointee._activationPoint.projectedValue, b.pointee._activationPoint.projectedValue)
            && alike(a.pointee._language.projectedValue, b.pointee._language.projectedValue)
            && alike(a.pointee._customActions.projectedValue, b.pointee._customActions.projectedValue) {
                $0.count == $1.count && zip($0, $1).allSatisfy { $0.name == $1.name }
            }
            && alike(a.pointee._customContent.projectedValue, b.pointee._customContent.projectedValue)
            && alike(a.pointee._userInputLabels.projectedValue, b.pointee._userInputLabels.projectedValue)
            && a.pointee.keyCommands == b.pointee.keyCommands
            && a.pointee.customRotors.count == b.pointee.customRotors.count
            && zip(a.pointee.customRotors, b.pointee.customRotors).allSatisfy {
                $0.name == $1.name && $0.elementIDs() == $1.elementIDs()
            }
            && alike(a.pointee._dragSources.projectedValue, b.pointee._dragSources.projectedValue)
            && alike(a.pointee._dropPoints.projectedValue, b.pointee._dropPoints.projectedValue)
            && alike(a.pointee._directTouch.projectedValue, b.pointee._directTouch.projectedValue)
            && alike(a.pointee._viewIsModal.projectedValue, b.pointee._viewIsModal.projectedValue)
            && alike(a.pointee._elementsHidden.projectedValue, b.pointee._elementsHidden.projectedValue)
            && alike(a.pointee._container.projectedValue, b.pointee._container.projectedValue)
            && a.pointee.childrenInExplicitOrder == b.pointee.childrenInExplicitOrder
            && a.pointee.groupsChildren == b.pointee.groupsChildren
            && a.pointee.sortsByOwnFrame == b.pointee.sortsByOwnFrame && a.pointee.isSeries == b.pointee.isSeries
            && a.pointee.rowsJoinByCentre == b.pointee.rowsJoinByCentre
            && a.pointee.ignoresInvertColors == b.pointee.ignoresInvertColors
            && a.pointee.navigationStyle == b.pointee.navigationStyle
            && a.pointee.systemElement == b.pointee.systemElement
            && a.pointee.exposureUnknown == b.pointee.exposureUnknown
            && a.pointee.standardControl == b.pointee.standardControl
            && a.pointee.cutByCapture == b.pointee.cutByCapture
            && a.pointee.respondsToUserInteraction == b.pointee.respondsToUserInteraction
            && a.pointee.dataTableCell == b.pointee.dataTableCell
            && a.pointee.showsLargeContentViewer == b.pointee.showsLargeContentViewer
            && a.pointee.largeContentTitle == b.pointee.largeContentTitle
            && a.pointee.largeContentImage == b.pointee.largeContentImage
            && hooksSet(a) == hooksSet(b)
            && (a.pointee.scrollContent == nil) == (b.pointee.scrollContent == nil)
            && (a.pointee.scrollContent == nil
                || AccessibilityElement.readLike(a.pointee.scrollContent!.elements, b.pointee.scrollContent!.elements))
            && AccessibilityElement.readLike(a.pointee.children, b.pointee.children)
    }

    /// Which hooks are set, one bit each.
    private static func hooksSet(_ e: UnsafeMutablePointer<Self>) -> UInt16 {
        var bits: UInt16 = 0
        func set(_ isSet: Bool, _ bit: UInt16) { if isSet { bits |= 1 << bit } }
        set(e.pointee.onActivate != nil, 0); set(e.pointee.onIncrement != nil, 1); set(e.pointee.onDecrement != nil, 2)
        set(e.pointee.onScroll != nil, 3); set(e.pointee.onZoomIn != nil, 4); set(e.pointee.onZoomOut != nil, 5)
        set(e.pointee.onEscape != nil, 6); set(e.pointee.onMagicTap != nil, 7); set(e.pointee.onFocus != nil, 8)
        set(e.pointee.onTextInput != nil, 9); set(e.pointee.onEndEditing != nil, 10)
        return bits
    }

    /// Both stored and equal, or both computed and evaluating equal.
    private static func alike<Value: Equatable>(_ a: Attribute<Value>, _ b: Attribute<Value>) -> Bool {
        alike(a, b, ==)
    }

    /// The same for an optional attribute, each value unwrapped where it lies (the standard `==` on
    /// optionals copies both into a pair to match them).
    private static func alike<Value: Equatable>(_ a: Attribute<Value?>, _ b: Attribute<Value?>) -> Bool {
        alike(a, b) { x, y in
            guard let x else { return y == nil }
            guard let y else { return false }
            return x == y
        }
    }

    private static func alike<Value>(_ a: Attribute<Value>, _ b: Attribute<Value>, _ equal: (Value, Value) -> Bool) -> Bool {
        switch a {
        case .stored(let x):
            if case .stored(let y) = b { return equal(x, y) }
            return false
        case .computed(let f):
            if case .computed(let g) = b { return equal(f(), g()) }
            return false
        }
    }
}
