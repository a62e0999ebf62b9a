import AXCore
import AXEngine

/// A node of the accessibility tree with where it sits: what rules iterate over. A class, so the
/// lists and groupings rules build share one copy of each (large) element instead of copying it.
public final class AuditNode {
    /// The element as the scene exposed it under the subject's settings.
    public let element: AccessibilityElement
    /// Index path from the root, "0.2.1". Spelt when asked (a finding names its element by it), from
    /// the parents' positions: spelling it for every node of every variant of every state was a
    /// string built and freed per element, and few nodes are ever named.
    public var indexPath: String {
        var positions = [siblingIndex]
        var node = parent
        while let ancestor = node {
            positions.append(ancestor.siblingIndex)
            node = ancestor.parent
        }
        return positions.reversed().map(String.init).joined(separator: ".")
    }
    /// Position among its siblings (the last component of the index path).
    public let siblingIndex: Int
    /// The node whose child this one is; nil at the root.
    let parent: AuditNode?
    /// Ids of the ancestors, nearest last.
    public let ancestorIDs: [String]
    /// Hidden by itself or an ancestor.
    public let isHidden: Bool
    /// Beside a modal view, or inside something that is (a screen under a sheet): assistive
    /// technologies do not expose it while the view is up, as UIKit's `accessibilityViewIsModal`
    /// hides the modal view's siblings (`AccessibilityElement.exposedModal`, which NavigationOrder asks too).
    public let isBehindModal: Bool

    init(element: AccessibilityElement, siblingIndex: Int, parent: AuditNode?, ancestorIDs: [String], isHidden: Bool,
         isBehindModal: Bool = false) {
        self.element = element; self.siblingIndex = siblingIndex; self.parent = parent; self.ancestorIDs = ancestorIDs
        self.isHidden = isHidden; self.isBehindModal = isBehindModal
    }

    /// An element VoiceOver can focus (not a container, not hidden).
    public var isFocusable: Bool { element.isAccessibilityElement && !element.isContainer && !isHidden }

    /// Whether it lies wholly outside the frame of the scroll area holding it (its nearest ancestor
    /// giving `scrollContent`): scrolled out of view, as an imported table's rows below the fold
    /// are (`AuditSubject.isCapturedScrolledOut`).
    public var isScrolledOutOfView: Bool {
        var node = parent
        while let ancestor = node {
            if ancestor.element.scrollContent != nil { return ScrollContent.isScrolledOut(element.frame, of: ancestor.element.frame) }
            node = ancestor.parent
        }
        return false
    }

    /// Its frame before a scroll area trimmed it to what shows (`ScrollPaging.showing`: a row cut by
    /// a list's top edge): where it lies whole in the nearest scroll area's content, else its frame.
    /// iOS trims no frame; VoiceOver scrolls a partly shown element into view as it focuses it.
    public var wholeFrame: Rect {
        var node = parent
        while let ancestor = node {
            if let content = ancestor.element.scrollContent { return content.wholeFrame(of: element.id) ?? element.frame }
            node = ancestor.parent
        }
        return element.frame
    }

    /// Whether a user acts on it: interactive traits, an activate hook, custom actions or descriptors.
    public var isInteractive: Bool {
        isFocusable && (!element.traits.isDisjoint(with: .interactive) || element.onActivate != nil || element.hasActions)
    }

    /// Every node of a tree, depth first: the subject's tree, or the one a probe leaves behind.
    /// Each element is copied once, into its node, and read from there: copies of elements were
    /// much of the cost of validating big scenes.
    static func collect(_ roots: [AccessibilityElement]) -> [AuditNode] {
        // Elements read in place (passed to a closure, each would be copied whole).
        func count(_ elements: [AccessibilityElement]) -> Int {
            var n = elements.count
            for i in elements.indices { n += count(elements[i].children) }
            return n
        }
        var collected: [AuditNode] = []
        collected.reserveCapacity(count(roots))
        func add(_ elements: [AccessibilityElement], under parent: AuditNode?) {
            // Siblings share their ancestors' ids: one array for all of them, not one per node.
            let ancestorIDs = parent.map { $0.ancestorIDs + [$0.element.id] } ?? []
            // The modal sibling exposed, as VoiceOver's order takes it; the others are behind it.
            let modal = AccessibilityElement.exposedModal(among: elements)
            for i in elements.indices {
                let node = AuditNode(element: elements[i], siblingIndex: i, parent: parent, ancestorIDs: ancestorIDs,
                                     isHidden: (parent?.isHidden ?? false) || elements[i].elementsHidden,
                                     isBehindModal: (parent?.isBehindModal ?? false) || (modal != nil && modal != i))
                collected.append(node)
                add(node.element.children, under: node)
            }
        }
        add(roots, under: nil)
        return collected
    }
}

/// One scene under one set of settings, with everything rules read: the tree, the drawing, the
/// scene itself (probes act on a copy of their own, from `make`, put back after each action).
public final class AuditSubject {
    /// The scene's catalog entry (id, title, `make`), so probes can build fresh copies.
    public let descriptor: SceneDescriptor
    /// The copy of the scene the rules read (never acted on: probes use a copy of their own).
    /// Reading it is reading beyond the tree and its frame (`reads`).
    public var scene: Scene { reads.insert(.beyondFrame); return sceneCopy }
    private let sceneCopy: Scene
    /// The settings variant this subject is laid out and read under. Reading them is reading beyond
    /// the tree and its frame (`reads`).
    public var settings: Settings { reads.insert(.beyondFrame); return variant }
    /// The same, read without marking: for what depends only on the tree's reading inputs
    /// (`JudgedTree`), and for the findings' label.
    private let variant: Settings
    /// Settings that differ from the defaults, e.g. "contentSize=AX5" ("" for defaults). Reading it
    /// is reading beyond the tree and its frame: findings are labelled through `variantLabel`.
    public var settingsLabel: String { reads.insert(.beyondFrame); return variantLabel }
    /// The variant's name in findings: its changes from the defaults, or, where the validator judges
    /// both sides of VoiceOver, `SettingsMatrix.label(of:readsVoiceOver:)`, which it sets.
    var variantLabel: String
    /// The layout direction the tree was laid out in: part of what `judgedTree` holds, so reading
    /// it is reading the tree (text runs are measured in it).
    public var layoutDirection: LayoutDirection { variant.layoutDirection }
    /// Whether the scene has a model behind its tree or is an imported screen (`SceneBehaviour`):
    /// the scene's own, part of what `judgedTree` holds.
    public var behaviour: SceneBehaviour { sceneCopy.behaviour }

    /// Whether `node` is a row an imported screen's list holds scrolled out of view: the app's
    /// table exposed it, the capture listed it where it lies, and VoiceOver and Full Keyboard Access
    /// scroll it into view as they reach it, so it is neither off the screen nor covered for them.
    /// A scene of our own that exposes an element outside its scroll area's frame (the broken
    /// Exceptional Dogs' carousel) chose to, where it could give only what shows and the rest as
    /// `scrollContent`: that stays a finding. Reads whether the scene is imported, part of the tree.
    public func isCapturedScrolledOut(_ node: AuditNode) -> Bool {
        behaviour == .unknown && node.isScrolledOutOfView
    }
    /// The touch-only gestures the scene declares under these settings, asked once for the rules
    /// that read them (each asked the scene, which walks its layout). They come from the layout,
    /// not the elements, and are part of what `judgedTree` holds: a rule may read them with the tree.
    public var declaredGestures: [DeclaredGesture] { gestures }
    /// Path-dependent gestures (freehand drawing) are left out: no rule asks an equivalent of them
    /// (`DeclaredGesture.isPathDependent`).
    private lazy var gestures: [DeclaredGesture] = menuGestures.filter { !$0.isPathDependent }
    /// Every gesture the scene declares, path-dependent ones too: what Switch Control's scanner menu
    /// is built from (a path-dependent pan gives it Free-hand), so a rule that shows or reads the
    /// menu sees the menu a switch user gets. Part of what `judgedTree` holds, as `declaredGestures`.
    public var switchMenuGestures: [DeclaredGesture] { menuGestures }
    private lazy var menuGestures: [DeclaredGesture] = earlier?.menuGestures ?? sceneCopy.declaredGestures(under: variant)
    /// Every node of the accessibility tree, depth first.
    public let nodes: [AuditNode]
    /// The frame at time 0, drawn on first use: tree rules never read it, and drawing a
    /// 10,000-element scene under every settings variant was most of their cost. Reading it is
    /// reading the frame (`reads`), as is reading everything measured on it below.
    public var displayList: DisplayList { reads.insert(.frame); return drawing }
    private var drawing: DisplayList {
        if let drawnFrame { return drawnFrame }
        let frame = draw(at: stateTime)
        drawnFrame = frame
        return frame
    }
    /// The frame at the state's time once something drew it, without drawing it.
    private(set) var drawnFrame: DisplayList?
    /// The frame at time 0 indexed for asking what is drawn under a point, built once for the rules
    /// that ask: three rules built their own from the same frame, a quarter of validating a state.
    var frameSampler: FrameSampler { reads.insert(.frame); return sampler }
    private lazy var sampler: FrameSampler = alike?.sampler ?? FrameSampler(drawing, clips: drawingClips, screen: screen,
                                                              acceleratesOutlines: acceleratesOutlines, sharing: measurements.outlines)
    /// The clip each item of that frame is drawn inside (`DisplayList.clips`), worked out once for
    /// the sampler, the drawn text and the contrast rules, which each worked it out again.
    var frameClips: [Rect?] { reads.insert(.frame); return drawingClips }
    private lazy var drawingClips: [Rect?] = alike?.drawingClips ?? drawing.clips
    /// Whether the frame sampler tests outlines the quick way (`Validator.acceleratesOutlines`).
    let acceleratesOutlines: Bool
    /// Each text run's worst contrast in that frame, measured once for the three text contrast rules,
    /// or taken from the validation's measurements when an equal frame was measured before.
    var textContrasts: [TextContrast.Measurement] { reads.insert(.frame); return measuredTextContrasts }
    private lazy var measuredTextContrasts: [TextContrast.Measurement] = measurements.textContrasts(on: frameKey) { TextContrast.measure(self) }
    /// The words the frame draws and where, without their colours (`DrawnText`). Reading it is
    /// reading the frame's text (`reads`), which a variant that only recolours the frame draws alike.
    var drawnText: DrawnText { reads.insert(.frameText); return drawnTextOfFrame }
    /// The same, read without marking: what `Validator.validateState` compares variants' text by.
    private(set) lazy var drawnTextOfFrame: DrawnText = alike?.drawnTextOfFrame
        ?? DrawnText(drawing, clips: drawingClips, covers: opaqueCovers, screen: screen)
    /// The run drawn at `index` in the frame (`DrawnText.Run.index`), for naming the text a finding is
    /// about whatever its words (`FindingSink.add(_:textDrawnAt:_:detail:severity:measure:fix:at:)`);
    /// nil for a run a large opaque fill hides, which `drawnText` leaves out. Read without marking:
    /// the rule that asks read the run already.
    func drawnRun(at index: Int) -> DrawnText.Run? {
        let runs = drawnTextOfFrame.runs
        // In drawing order: found by halving.
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return low < runs.count && runs[low].index == index ? runs[low] : nil
    }
    /// The frame's opaque fills, which hide what is drawn before them under them (`OpaqueCovers`).
    private(set) lazy var opaqueCovers: OpaqueCovers = OpaqueCovers(drawing, clips: drawingClips, screen: screen)
    /// The frame as the validation's shared measurements are keyed by it.
    var frameKey: FrameMeasurements.Key { reads.insert(.frame); return drawingKey }
    /// The same, read without marking: what `Validator.validateState` compares variants' frames by.
    private(set) lazy var drawingKey: FrameMeasurements.Key = alike?.drawingKey
        ?? measurements.kept(FrameMeasurements.Key(displayList: drawing, screen: screen, layoutDirection: layoutDirection))
    /// Measurements of frames shared by the subjects of one validation (`FrameMeasurements`).
    let measurements: FrameMeasurements
    /// Extra frames drawn at later times (animations are sampled at several instants), on first use.
    /// Reading them is reading beyond the tree and its frame (`reads`): Reduce Motion draws the same
    /// frame at the state's time and other ones later.
    public var laterFrames: [DisplayList] { reads.insert(.beyondFrame); return laterDrawings }
    /// The frame at the state's time under these settings at the default content size: what text
    /// is compared with at AX5 (`text.not-scaling`). The one the earlier variant of the state with
    /// those settings drew, when the validator has it (`frameAtDefaultSize`), else drawn on this
    /// copy. Reading it is reading beyond the tree and its frame (`reads`).
    var defaultSizeFrame: DisplayList {
        reads.insert(.beyondFrame)
        if let frameAtDefaultSize { return frameAtDefaultSize }
        var defaults = variant
        defaults.contentSize = .default
        var list = DisplayList()
        sceneCopy.draw(into: &list, settings: defaults, time: stateTime)
        return list
    }
    /// The frame this state draws under Bold Text, its other settings as they are (`text.not-bold`),
    /// drawn on this copy when asked. Reading it is reading beyond the tree and its frame (`reads`).
    var boldTextFrame: DisplayList { frame(turningOn: \.boldText) }
    /// The frame this state draws with the display setting `setting` on, its other settings as they
    /// are, drawn on this copy when asked: what a rule that asks whether the scene follows a setting
    /// compares with the frame as drawn (`text.not-bold`: Bold Text). Reading it is reading beyond
    /// the tree and its frame (`reads`).
    func frame(turningOn setting: WritableKeyPath<Settings, Bool>) -> DisplayList {
        reads.insert(.beyondFrame)
        var list = DisplayList()
        sceneCopy.draw(into: &list, settings: variant(turningOn: setting), time: stateTime)
        return list
    }
    /// These settings with the display setting `setting` on.
    private func variant(turningOn setting: WritableKeyPath<Settings, Bool>) -> Settings {
        var turned = variant
        turned[keyPath: setting] = true
        return turned
    }
    /// The frame the earlier variant of this state with these settings at the default content size
    /// drew, when it drew one (`Validator.validateState`): only the frame is kept, since holding that
    /// variant's whole subject held a second copy of a 100,000-element scene.
    var frameAtDefaultSize: DisplayList?
    private lazy var laterDrawings: [DisplayList] = Self.sampleTimes.dropFirst().map { draw(at: stateTime + $0) }
    /// Frames drawn at the times after the action that reached this state (`afterActionTimes`), those before the
    /// state's own time: an animation the action started (a card zooming away after a swipe) has
    /// ended by the time the state settled, and only these show it. The model is the one the action
    /// left, drawn at those earlier times, as the scene draws what it animates from the times its
    /// model keeps. None at a scene's start, and none for a scene file, which draws the same at
    /// every time. Reading them is reading beyond the tree and its frame (`reads`).
    public var framesAfterAction: [DisplayList] { reads.insert(.beyondFrame); return afterActionDrawings }
    private lazy var afterActionDrawings: [DisplayList] = {
        guard let actionTime, !isDeclarative else { return [] }
        return Self.afterActionTimes.map { actionTime + $0 }.filter { $0 < stateTime }.map(draw(at:))
    }()
    /// The frames a finger's touch gestures leave drawn under these settings: each way a finger
    /// performs the gestures the state declares (`TouchOnlyStateRule.performances`: a swipe each
    /// way), once however many declared gestures share it, drawn at the times after it
    /// (`afterActionTimes`, `Probe.framesAfter`): what a Reduce Motion user, who touches, sees a swipe animate
    /// (HelloGoodbye's card zooming away). Performances the scene did not use are left out, as is a
    /// scene file, which draws the same at every time. Reading them is reading beyond the tree and
    /// its frame (`reads`).
    var framesAfterGestures: [GestureFrames] {
        reads.insert(.beyondFrame)
        // No probe copy for a state with no gestures: most have none.
        guard !isDeclarative, !gestures.isEmpty else { return [] }
        var performances: [(performed: SceneGesture, meanings: [String])] = []
        for gesture in gestures {
            for performed in TouchOnlyStateRule.performances(of: gesture) {
                if let k = performances.firstIndex(where: { $0.performed == performed }) {
                    if !performances[k].meanings.contains(gesture.meaning) { performances[k].meanings.append(gesture.meaning) }
                } else {
                    performances.append((performed, [gesture.meaning]))
                }
            }
        }
        // The probe copy of this variant's own, never an earlier variant's: that copy, told the
        // earlier settings and handed on from the states it served, drew a card sliding under
        // Reduce Motion in some runs and fading in others, as validation's threads met
        // (docs/validation-performance.md).
        let probe = probeOfScene
        return performances.compactMap { performance in
            probe.framesAfter(performance.performed, at: stateTime, under: variant, drawnAt: Self.afterActionTimes).map {
                GestureFrames(performed: performance.performed, meanings: performance.meanings, frames: $0)
            }
        }
    }
    /// What one way of performing the declared gestures drew after it (`framesAfterGestures`).
    struct GestureFrames {
        /// The gesture as the finger made it.
        let performed: SceneGesture
        /// The meanings of the declared gestures it performs (two may share an area: a card swiped
        /// up to say hello and down to say goodbye).
        let meanings: [String]
        /// The frames at the sample times after it.
        let frames: [DisplayList]
    }
    /// The virtual time of the last input of the action that reached this state, nil at a scene's
    /// start (`Validator.validate(_:reachedAt:actedAt:)`).
    private let actionTime: Int?
    /// Focusable elements (not containers, not hidden), in tree order.
    public let focusable: [AuditNode]
    /// Focusable elements a user acts on, in tree order.
    public let interactive: [AuditNode]
    /// Ids of the first two focusable elements that hold drop points: two tell any element whether
    /// another one takes its drag (a drag does not land on its own element, as exploration takes no
    /// such drop). Part of the tree.
    private lazy var dropTargetIDs: [String] = focusable.lazy.filter { !$0.element.dropPoints.isEmpty }.prefix(2).map(\.element.id)

    /// Whether a drag of element `id`'s drag sources can land in this state: another element
    /// assistive technologies are offered holds a drop point. A drag that lands nowhere offers the
    /// user nothing to do, so it is no gesture's equivalent (`TouchOnlyGestureRule.offersEquivalent`).
    func dragLands(from id: String) -> Bool { dropTargetIDs.contains { $0 != id } }

    /// The nodes the system provides, not the app (`AccessibilityElement.systemElement`: iOS's scroll
    /// indicator in a capture), in tree order. They are in `nodes`, `focusable` and the orders like
    /// any other, as assistive technologies reach them; the validator reports nothing on them and
    /// lists them instead (`UnjudgedElement`). Found once per tree, on first use: most trees have none.
    public private(set) lazy var systemNodes: [AuditNode] = earlier?.systemNodes ?? nodes.filter { $0.element.systemElement != nil }
    /// The scene's top-level elements, read once: `nodes` and `navigationOrder` both come from them.
    private let roots: [AccessibilityElement]
    /// VoiceOver's navigation order under these settings, computed once for the rules that read it.
    public private(set) lazy var navigationOrder = NavigationOrder(
        roots: roots, layoutDirection: variant.layoutDirection, rowThreshold: rowThreshold)
    /// The scan tree Switch Control builds from that order under the default Switch Control settings
    /// (what a new switch user has), built once for the Switch Control rules that read it
    /// (each built its own: 3% of validating a Pre-Poster state).
    /// Rows scrolled out of view are judged too, as they will show once scrolled in.
    private(set) lazy var scanTree = ScanTree(order: navigationOrder, settings: .default, includingScrolledOut: true)
    /// What a sighted user does not see, worked out once for `keyboard.focus-hidden` and
    /// `switch.scans-hidden` (`HiddenFromSight`, which notes for each what its verdicts read).
    private(set) lazy var hiddenFromSight = HiddenFromSight(self)
    /// The focus map Full Keyboard Access moves through (docs/keyboard.md), built once for the
    /// three keyboard rules that read it.
    private(set) lazy var keyboardFocusMap = KeyboardFocusMap(order: navigationOrder)
    /// What Voice Control names and numbers on the screen, built once for the four Voice Control
    /// rules that read it (each built its own from the same order). Rows scrolled out of view are
    /// judged too, as they will show once scrolled in.
    private(set) lazy var voiceControlItems = VoiceControlItems(order: navigationOrder, screen: screen, includingScrolledOut: true)
    /// Tops closer than this are one row (the scene's own idiom or the idiom setting).
    public var rowThreshold: Double { NavigationOrder.rowThreshold(device: sceneCopy.device, settings: variant) }
    /// How text is measured (the same estimate for every run, so findings are deterministic).
    public let metrics: TextMetrics
    /// Whether the scene is declarative (a scene file): probes cannot observe a model change.
    public let isDeclarative: Bool
    /// The virtual time the scene's state was reached at (0: its initial state): frames are drawn
    /// from then on, so an animation an action started is seen where it is, not at its start.
    /// Reading it is reading beyond the tree and its frame (`reads`): states alike in their trees
    /// and frames are reached at different times.
    public var time: Int { reads.insert(.beyondFrame); return stateTime }
    /// Whether this is a state exploration reached and did not expand (past its bounds): no time
    /// passed at the scene's start, and an expanded state has what exploration observed of its
    /// actions. Part of the state, not of its tree: a rule reading it reads beyond the tree.
    var isReachedUnexpanded: Bool {
        reads.insert(.beyondFrame)
        return stateTime > 0 && probe.observed == nil
    }
    private let stateTime: Int

    /// The scene's id, as findings name it.
    public var sceneID: String { descriptor.id }
    /// The device's screen in points (targets and contrast are measured within it).
    public var screen: Rect { sceneCopy.device.bounds }

    /// What beyond the tree a rule read: the frame at the state's time or what is measured on it
    /// (`Reads.frame`); the settings, the scene, later frames or a probe (`Reads.beyondFrame`).
    struct Reads: OptionSet {
        let rawValue: UInt8
        static let frame = Reads(rawValue: 1)
        static let beyondFrame = Reads(rawValue: 2)
        /// The frame's text without its colours (`drawnText`): less than the frame.
        static let frameText = Reads(rawValue: 4)
    }

    /// What was read beyond the tree since the validator last cleared it. A rule that read nothing
    /// judged what `judgedTree` holds and nothing else, so under another variant with the same tree
    /// it finds the same; one that read only the frame as well, the same under another variant with
    /// the same tree and an equal frame (`drawingKey`); one that read only the frame's text, the
    /// same under another with the same tree and equal text (`drawnTextOfFrame`)
    /// (`Validator.validateState`). Everything not derived from the tree alone is read through an
    /// accessor that notes it here; only the tree's own readings, and the comparisons, use the
    /// stored values.
    var reads: Reads = []

    /// What a rule that reads nothing beyond the tree judges: the elements, the declared gestures,
    /// and what the navigation order is made from.
    var judgedTree: JudgedTree {
        JudgedTree(roots: roots, gestures: gestures, scene: sceneCopy, behaviour: behaviour, rowThreshold: rowThreshold,
                   layoutDirection: layoutDirection, screen: screen, isDeclarative: isDeclarative,
                   decorationsOverElements: hasDecorationsOverElements)
    }

    /// The times at which frames are sampled for motion checks (milliseconds).
    static let sampleTimes = [0, 250, 500, 1000, 2000]
    /// The times after an action or a finger's gesture at which frames are sampled for what it
    /// animated (milliseconds): the first half second, in which a transition it starts plays (a
    /// card out and the next one in take 600 ms). Fewer than `sampleTimes`, as they are drawn
    /// after every gesture in every state: five cost a tenth of validating the home screen.
    static let afterActionTimes = [0, 250, 500]

    /// A fresh copy of the scene under `settings`, its tree read once; the frame is drawn on first use.
    public convenience init(descriptor: SceneDescriptor, settings: Settings, metrics: TextMetrics, isDeclarative: Bool, time: Int = 0,
                            actedAt actionTime: Int? = nil) {
        self.init(descriptor: descriptor, settings: settings, metrics: metrics, isDeclarative: isDeclarative, time: time, actedAt: actionTime,
                  measurements: FrameMeasurements())
    }

    /// The same, sharing `measurements` with the other subjects of one validation: they must all be
    /// measured with `metrics`.
    init(descriptor: SceneDescriptor, settings: Settings, metrics: TextMetrics, isDeclarative: Bool, time: Int = 0, actedAt actionTime: Int? = nil,
         measurements: FrameMeasurements, observed: ObservedActions? = nil, reusesActions: Bool = true, acceleratesOutlines: Bool = true,
         probeCopy: SharedSceneCopy? = nil, variantCopy: SharedSceneCopy? = nil) {
        self.descriptor = descriptor
        self.probeCopy = probeCopy
        self.acceleratesOutlines = acceleratesOutlines
        self.observed = observed
        self.reusesActions = reusesActions
        self.measurements = measurements
        let scene = Self.makeScene(descriptor, settings: settings, sharing: variantCopy)
        variantCopy?.copies.keep(scene)
        variantCopies = variantCopy?.copies
        sceneCopy = scene
        variant = settings
        self.metrics = metrics
        self.isDeclarative = isDeclarative
        stateTime = time
        self.actionTime = actionTime
        variantLabel = settings.changesFromDefaults
        roots = scene.accessibilityElements(settings: settings)
        nodes = AuditNode.collect(roots)
        focusable = nodes.filter(\.isFocusable)
        interactive = focusable.filter(\.isInteractive)
        earlier = nil
        sharesEarlierFrame = false
    }

    /// Whether `place` (where a finding on no element lies: drawn text no element exposes) is on the
    /// screen under an open modal view: some element lies behind a modal view here
    /// (`AuditNode.isBehindModal`, the one definition) and the place meets none of the modal views
    /// exposed over them. Text drawn on the sheet itself meets its frame and is the sheet's.
    func placeIsBehindModal(_ place: Rect) -> Bool {
        guard let frames = exposedModalFrames else { return false }
        return !frames.contains { $0.intersects(place) }
    }
    /// The element drawn text lying at `box`, the run at `index` in the frame, belongs to, for
    /// naming a finding on it (`FindingSink.add(textAt:)`). At the default content size, the
    /// element whose frame holds it (`TextContrast.owner`). At another size, the element that
    /// holds the same run at the default size (the run of the same words, counted in drawing
    /// order), nil when none does: at AX5 a layout that grows its text moves elements under text
    /// drawn at a fixed place (a caption the screen draws over a button, which the photos above
    /// slide under), and the text is not theirs; Voice Control's label in name reads it at the
    /// default size too. Reading the default size's layout is reading beyond the tree (`reads`).
    func textOwner(of box: Rect, drawnAt index: Int) -> AuditNode? {
        if let owner = textOwnerAtDefaultSize(drawnAt: index) { return owner }
        return TextContrast.owner(of: box, in: self)
    }
    /// The part of `textOwner` a rule that names text findings its own way asks
    /// (`label.undescribed-text`, which names the scene for text no element holds): at a content
    /// size other than the default, the element holding the run at `index` at the default size,
    /// `.some(nil)` where none held it there; nil at the default size, or for a run the default
    /// size does not draw, whose owner is the one this size's layout gives.
    func textOwnerAtDefaultSize(drawnAt index: Int) -> AuditNode?? {
        guard variant.contentSize != .default else { return nil }
        reads.insert(.beyondFrame)
        guard let (words, occurrence) = textOccurrences[index], let owners = textOwnersAtDefaultSize[words],
              occurrence < owners.count, case .some(let owner) = owners[occurrence] else { return nil }
        guard let id = owner else { return .some(nil) }
        return .some(focusable.first { $0.element.id == id && !$0.isBehindModal } ?? focusable.first { $0.element.id == id })
    }
    /// Each text item of the frame by its place in the list: its words, and how many items drew
    /// the same words before it.
    private lazy var textOccurrences: [Int: (String, Int)] = Self.occurrences(in: drawing)
    private static func occurrences(in list: DisplayList) -> [Int: (String, Int)] {
        var result: [Int: (String, Int)] = [:]
        var counts: [String: Int] = [:]
        list.readEachItem { index, item in
            guard case .text(let run) = item.command else { return }
            let n = counts[run.string, default: 0]
            counts[run.string] = n + 1
            result[index] = (run.string, n)
        }
        return result
    }
    /// For each words the frame at the default content size draws, the id of the element holding
    /// each of their runs there (`TextContrast.owner` on that size's tree), in drawing order; nil
    /// (not `.some(nil)`) for a run an opaque fill drawn after it leaves unreadable there
    /// (`OpaqueCovers`: initials under a sheet's button), which shows nowhere at the default size.
    private lazy var textOwnersAtDefaultSize: [String: [String??]] = {
        var defaults = variant
        defaults.contentSize = .default
        let nodes = AuditNode.collect(sceneCopy.accessibilityElements(settings: defaults))
        let focusable = nodes.filter(\.isFocusable)
        let modalFrames = Self.exposedModalFrames(of: nodes)
        let frame = defaultSizeFrame
        let clips = frame.clips
        let covers = OpaqueCovers(frame, clips: clips, screen: screen)
        var owners: [String: [String??]] = [:]
        frame.readEachItem { index, item in
            guard case .text(let run) = item.command else { return }
            if let box = item.transform.apply(run.box).intersection(screen), covers.leaveUnreadable(box, drawnAt: index) {
                owners[run.string, default: []].append(.none)
                return
            }
            let drawn = item.transform.apply(metrics.extent(of: run, direction: layoutDirection))
            let box = TextContrast.visible(drawn, clip: clips[index], screen: screen) ?? drawn
            let behindModal = modalFrames.map { frames in !frames.contains { $0.intersects(box) } } ?? false
            owners[run.string, default: []].append(.some(TextContrast.owner(of: box, among: focusable, placeIsBehindModal: behindModal)?.element.id))
        }
        return owners
    }()

    /// Whether `place` (a declared gesture's area) belongs to the screen under an open modal view
    /// rather than to the view: some element lies behind a modal view here and no modal view exposed
    /// over them holds the whole place. A sheet's own gesture lies inside the sheet.
    func placeIsUnderModal(_ place: Rect) -> Bool {
        guard let frames = exposedModalFrames else { return false }
        return !frames.contains { $0.contains(place) }
    }
    /// The frames of the modal views exposed in this state; nil when no element lies behind one.
    private lazy var exposedModalFrames: [Rect]? = Self.exposedModalFrames(of: nodes)
    /// The frames of the modal views exposed among `nodes`; nil when none lies behind one.
    private static func exposedModalFrames(of nodes: [AuditNode]) -> [Rect]? {
        guard nodes.contains(where: \.isBehindModal) else { return nil }
        return nodes.filter { $0.element.viewIsModal && !$0.isBehindModal }.map(\.element.frame)
    }

    /// Whether every node with the element id `id` lies behind a modal view (`AuditNode.isBehindModal`):
    /// no VoiceOver user meets an element of that id here. Ids repeat (a Home screen folder open over
    /// its page holds the page's apps again): one node of the id outside every modal view is enough.
    func isOnlyBehindModal(_ id: String) -> Bool { idsOnlyBehindModal.contains(id) }
    private lazy var idsOnlyBehindModal: Set<String> = {
        var behind = Set<String>(), reached = Set<String>()
        for node in nodes { if node.isBehindModal { behind.insert(node.element.id) } else { reached.insert(node.element.id) } }
        return behind.subtracting(reached)
    }()

    /// The interactive elements assistive technologies expose together: those not behind a modal
    /// view. What rules comparing elements with each other compare (two labels alike, two frames
    /// alike): a screen's button under an open sheet is never heard or touched beside the sheet's.
    private(set) lazy var exposedInteractive: [AuditNode] = interactive.filter { !$0.isBehindModal }

    /// The subject of `settings` judged on the reading of `earlier`, a variant of the same state
    /// whose scene reads alike under both (`ComponentScene.readsAlike(under:and:)`, asked once
    /// `earlier` was read and drawn): its tree, its frame and what was measured on them are
    /// `earlier`'s, and its settings its own. A frame at another time (`laterFrames`) is drawn under
    /// its own settings, on `earlier`'s copy, which it holds until it is done.
    convenience init(alike earlier: AuditSubject, settings: Settings) {
        self.init(readingOf: earlier, settings: settings, frameToo: true)
    }

    /// The subject of `settings` judged on the tree of `earlier`, a variant of the same state whose
    /// scene lays out alike under both but reads a setting in which they differ while drawing
    /// (`ComponentScene.laysOutAlike(under:and:)`, asked once `earlier` was read and drawn): its
    /// elements and gestures are `earlier`'s, and its frames its own, drawn under its settings on
    /// `earlier`'s copy (which lays itself out for them, as it does for a later frame), which it holds
    /// until it is done. The copy's tree is not collected again, and the rules that read only the
    /// tree find it the very one they judged.
    convenience init(treeOf earlier: AuditSubject, settings: Settings) {
        self.init(readingOf: earlier, settings: settings, frameToo: false)
    }

    /// `earlier`'s copy and tree under `settings`, with its frame too when `frameToo`.
    private init(readingOf earlier: AuditSubject, settings: Settings, frameToo: Bool) {
        descriptor = earlier.descriptor
        probeCopy = nil
        acceleratesOutlines = earlier.acceleratesOutlines
        observed = nil
        reusesActions = earlier.reusesActions
        measurements = earlier.measurements
        variantCopies = nil
        sceneCopy = earlier.sceneCopy
        variant = settings
        metrics = earlier.metrics
        isDeclarative = earlier.isDeclarative
        stateTime = earlier.stateTime
        actionTime = earlier.actionTime
        variantLabel = settings.changesFromDefaults
        roots = earlier.roots
        nodes = earlier.nodes
        focusable = earlier.focusable
        interactive = earlier.interactive
        self.earlier = earlier
        sharesEarlierFrame = frameToo
        if frameToo { drawnFrame = earlier.drawing }
    }

    /// The subject whose tree this one is judged on (`init(alike:settings:)`, `init(treeOf:settings:)`),
    /// held, with the copy it read, until this one is done; nil for one read on a copy of its own.
    private let earlier: AuditSubject?
    /// Whether its frame, and what was measured on it, are `earlier`'s too (`init(alike:settings:)`).
    private let sharesEarlierFrame: Bool
    /// The subject whose reading, frame included, this one is judged on; nil for one that draws its own.
    private var alike: AuditSubject? { sharesEarlierFrame ? earlier : nil }

    /// Whether the scene reads alike under `settings` as under this subject's (its copy is a
    /// `ComponentScene` none of whose components read a setting in which they differ), once this
    /// subject's reading is complete: the frame at the state's time drawn (if no rule drew it yet)
    /// and the declared gestures read, so a setting read while making them is noted. Another
    /// variant of the state may then be judged on this reading (`init(alike:settings:)`).
    func readsAlike(under settings: Settings) -> Bool {
        readCompletely(comparingWith: settings)?.readsAlike(under: variant, and: settings) ?? false
    }

    /// Whether the scene lays out alike under `settings` as under this subject's, though it may draw
    /// otherwise (`ComponentScene.laysOutAlike(under:and:)`), once this subject's reading is complete,
    /// as `readsAlike(under:)` asks: another variant of the state may then be judged on this tree
    /// with a frame of its own (`init(treeOf:settings:)`).
    func laysOutAlike(under settings: Settings) -> Bool {
        readCompletely(comparingWith: settings)?.laysOutAlike(under: variant, and: settings) ?? false
    }

    /// The copy, once its reading is complete (the frame at the state's time drawn and the declared
    /// gestures read, so a setting read while making them is noted), when it is a `ComponentScene`
    /// and `settings` differ from this subject's only in on/off settings it notes; else nil.
    private func readCompletely(comparingWith settings: Settings) -> ComponentScene? {
        guard let scene = sceneCopy as? ComponentScene, variant.differsOnlyInNoted(from: settings) else { return nil }
        _ = drawing
        _ = gestures
        return scene
    }

    /// Gives the scene's copy back for a later state's variant under the same settings.
    deinit { variantCopies?.give(sceneCopy, settings: variant) }

    /// A copy of the scene laid out for `settings`: scenes lay out for their settings when told of
    /// them, as the Session tells them. What rules read and what reports picture. Fresh, or one an
    /// earlier state used taken from `shared` and put in this state (told the settings again, as a
    /// fresh copy is once made, after its model).
    static func makeScene(_ descriptor: SceneDescriptor, settings: Settings, sharing shared: SharedSceneCopy? = nil) -> Scene {
        let scene = shared?.take(settings: settings) ?? descriptor.make()
        // Told through settings that note what it reads, so a setting its code reads when told of
        // them counts as read too (`ComponentScene.readsAlike(under:and:)`).
        scene.settingsDidChange(context: ProbeContext(settings: (scene as? ComponentScene)?.noting(settings) ?? settings))
        return scene
    }

    /// The frame at virtual time `time` under this variant's settings, drawn on this copy.
    private func draw(at time: Int) -> DisplayList {
        var list = DisplayList()
        sceneCopy.draw(into: &list, settings: variant, time: time)
        return list
    }

    /// What activating each element did, probed once and shared by the rules that ask.
    private var activations: [String: Probe.Outcome?] = [:]

    /// What activating `id` did. The elements whose drawing `vision.state-by-colour` compares
    /// (`StateByColourRule.compared`) are drawn before and after the activation too
    /// (`Outcome.colourOnlyChanges`), so that rule reads the same activation instead of acting again.
    func activationOutcome(of id: String) -> Probe.Outcome? {
        reads.insert(.beyondFrame)
        if let cached = activations[id] { return cached }
        let outcome = probe.run(on: id, .activate, drawingUnder: comparedDrawings.contains(id) ? variant : nil)
        activations[id] = outcome
        return outcome
    }

    /// The elements `vision.state-by-colour` compares the drawing of before and after activating
    /// them, under these settings (none where the rule does not apply to them).
    private lazy var comparedDrawings: Set<String> = reusesActions && StateByColourRule.applies(to: variant)
        ? Set(StateByColourRule.compared(in: self).map(\.element.id)) : []
    /// Whether probe rules read an action another probe rule took (`Validator.probesReuseActions`).
    let reusesActions: Bool

    /// The scene's own words for fixes (a scene file's fields, `ComponentScene.fixWording`), looked
    /// up once: every rule's finding sink asks.
    private(set) lazy var fixWording: [String: String] = (sceneCopy as? ComponentScene)?.fixWording ?? [:]

    /// What the element `id`'s component draws at the state's time under these settings, with all
    /// it holds, in scene coordinates (`ComponentLayout.elementDrawings(time:)`), indexed for asking
    /// what is drawn where; nil when the scene is not made of components (an imported screen, whose
    /// drawing is a screenshot) or none exposes `id`. Reading it is reading beyond the tree and its
    /// frame (`reads`).
    func drawing(ofElement id: String) -> FrameSampler? {
        reads.insert(.beyondFrame)
        guard let list = elementDrawings?[id] else { return nil }
        return FrameSampler(list, screen: screen, acceleratesOutlines: acceleratesOutlines)
    }
    /// Every element's drawing, once asked (`drawing(ofElement:)`): the subject judged alike's
    /// (`init(alike:settings:)`) when this one is judged on its reading, as its drawings are the
    /// ones these settings would draw (`ComponentScene.readsAlike(under:and:)`).
    private var elementDrawings: [String: DisplayList]? {
        if keepsElementDrawings, let alike { return alike.elementDrawings }
        if let drawn = allElementDrawings { return drawn }
        let drawn = (sceneCopy as? ComponentScene)?.layout(variant).elementDrawings(time: stateTime)
        allElementDrawings = .some(drawn)
        return drawn
    }
    private var allElementDrawings: [String: DisplayList]??

    /// Whether each element's drawing can be told apart (`drawing(ofElement:)`, `drawnItems(ofElements:)`):
    /// a component scene's and a scene file's can; a Swift scene that draws by hand draws one frame
    /// of the whole screen, and an imported screen one screenshot.
    var drawsElementsApart: Bool { sceneCopy is ComponentScene }

    /// The items of the drawings of the elements `ids` themselves (their colours), by id, for a rule
    /// that asks what elements draw rather than where; empty as `drawing(ofElement:)` is nil. Only
    /// those elements' components are drawn, unless every element's drawing was already.
    ///
    /// Each element is drawn once per subject: what one rule asked is kept for the next
    /// (`zoom.label-apart` asks for a settings row's drawing, `invert.image-inverted` for the images',
    /// then for every element's where a picture is drawn inverted), and a subject judged on an
    /// earlier one's reading (`init(alike:settings:)`) reads that one's, drawn from the same layout
    /// at the same time: a component's drawing does not depend on which other elements were asked
    /// (`ComponentLayout.elementDrawings(time:of:)` draws the first component exposing each id asked).
    func drawnItems(ofElements ids: Set<String>) -> [String: DisplayList] {
        // No element asked, nothing read: a rule that finds no image read only the tree.
        guard !ids.isEmpty else { return [:] }
        reads.insert(.beyondFrame)
        return drawnItemsUnmarked(ofElements: ids)
    }

    /// `drawnItems(ofElements:)` without noting the read: what a subject judged alike reads of this one.
    private func drawnItemsUnmarked(ofElements ids: Set<String>) -> [String: DisplayList] {
        if keepsElementDrawings, let alike { return alike.drawnItemsUnmarked(ofElements: ids) }
        if let drawn = allElementDrawings { return drawn?.filter { ids.contains($0.key) } ?? [:] }
        guard let scene = sceneCopy as? ComponentScene else { return [:] }
        guard keepsElementDrawings else { return scene.layout(variant).elementDrawings(time: stateTime, of: ids) }
        let missing = ids.subtracting(elementsAskedToDraw)
        if !missing.isEmpty {
            for (id, drawing) in scene.layout(variant).elementDrawings(time: stateTime, of: missing) { elementItemsDrawn[id] = drawing }
            elementsAskedToDraw.formUnion(missing)
        }
        return elementItemsDrawn.filter { ids.contains($0.key) }
    }
    /// The ids `drawnItems(ofElements:)` was asked for so far, and the drawings found for them (an
    /// id no component exposes has none).
    private var elementsAskedToDraw: Set<String> = []
    private var elementItemsDrawn: [String: DisplayList] = [:]
    /// Whether the drawings of elements are kept for the subject's later asks and read from the
    /// subject judged alike (`drawnItems(ofElements:)`, `drawing(ofElement:)`); off, each ask draws
    /// its elements again on a layout of this subject's own settings, the way
    /// `ElementDrawingReuseTests` compares reports with (`Validator.keepsElementDrawings`).
    var keepsElementDrawings = true

    /// The same items drawn with the display setting `setting` on, its other settings as they are
    /// (`frame(turningOn:)`, element by element): what a rule compares to ask whether an element
    /// follows a setting (`vision.button-shapes-ignored`: Button Shapes).
    func drawnItems(ofElements ids: Set<String>, turningOn setting: WritableKeyPath<Settings, Bool>) -> [String: DisplayList] {
        guard !ids.isEmpty else { return [:] }
        reads.insert(.beyondFrame)
        return (sceneCopy as? ComponentScene)?.layout(variant(turningOn: setting)).elementDrawings(time: stateTime, of: ids) ?? [:]
    }

    /// Whether something a component that exposes no element draws itself after the element `id`'s
    /// whole drawing (a banner, a backdrop laid over it) covers every point of `points`, around
    /// `frame` (the element's), opaquely. Only the components whose frames hold an element's frame
    /// (where drawing is placed by hand, whose opaque drawing does: `drawingIsPlacedByHand`)
    /// are drawn and asked (`ComponentLayout.decorations(over:time:)`), each once: most states
    /// have none, and then nothing is drawn and nothing beyond the tree read. Reading it is
    /// reading beyond the tree and its frame (`reads`) in a state that has one that draws, over any
    /// element (`hasDecorationsOverElements`).
    func decorationCovers(_ points: [Point], of frame: Rect, drawnAfter id: String) -> Bool {
        guard hasDecorationsOverElements else { return false }
        reads.insert(.beyondFrame)
        guard let found = decorationsOver?.byElement[id] else { return false }
        for decoration in found {
            let key = decoration.order
            if decorationFills[key] == nil { decorationFills[key] = (decoration.drawing.opaqueFillBounds ?? Rect(x: 0, y: 0, width: 0, height: 0), nil) }
            guard var drawn = decorationFills[key], drawn.fills.contains(frame) else { continue }
            if drawn.sampler == nil {
                drawn.sampler = FrameSampler(decoration.drawing, screen: screen, acceleratesOutlines: acceleratesOutlines)
                decorationFills[key] = drawn
            }
            if let sampler = drawn.sampler, points.allSatisfy(sampler.opaquelyCovers) { return true }
        }
        return false
    }

    /// Whether some component exposing no element of its own, drawing something itself, is placed
    /// after a focusable element's whole drawing, its frame (or, where drawing is placed by hand,
    /// its opaque drawing) holding the element's (`ComponentLayout.decorations(over:time:)`): only then do `keyboard.focus-hidden` and
    /// `switch.scans-hidden` read what such a component draws (`HiddenFromSight`). Part of what
    /// `judgedTree` holds, so a verdict read from the tree alone where there is none is not taken
    /// to a tree where there is one.
    var hasDecorationsOverElements: Bool { !(decorationsOver?.byElement.isEmpty ?? true) }
    /// Those components, found once per layout: a variant judged on an earlier one's tree
    /// (`init(treeOf:settings:)`) has the earlier one's, drawn again under its settings only where
    /// they read, while drawing, a setting in which the two differ. Nil where the scene is not
    /// made of components (an imported screen, whose drawing is a screenshot).
    private lazy var decorationsOver: ComponentLayout.DecorationsOver? = {
        guard let scene = sceneCopy as? ComponentScene else { return nil }
        if let earlier, let found = earlier.decorationsOver {
            if found.holdAlike(under: earlier.variant, and: variant) { return found }
            // Paired by what they draw, they may pair otherwise under settings that draw otherwise.
            if !drawingIsPlacedByHand { return scene.layout(variant).decorations(like: found, time: stateTime) }
        }
        return scene.layout(variant).decorations(over: { [focusable] in focusable.map { ($0.element.id, $0.element.frame) } }, time: stateTime,
                                                 byDrawing: drawingIsPlacedByHand)
    }()
    /// What each decoration asked draws, with the box its opaque fills lie in and, once a ring is
    /// asked inside that box, its sampler; by place in the paint order.
    private var decorationFills: [Int: (fills: Rect, sampler: FrameSampler?)] = [:]

    /// Where each element's drawing (`drawing(ofElement:)`, with all it holds) fills opaquely, by
    /// id: `.some(nil)` for one that fills nothing so, no entry for an element no component
    /// exposes; nil when the scene is not made of components. What may cover another element
    /// where drawing is placed by hand (`drawingIsPlacedByHand`), which a frame does not bound.
    /// Reading it is reading beyond the tree and its frame (`reads`).
    func opaqueFillsOfElements() -> [String: Rect?]? {
        reads.insert(.beyondFrame)
        return elementDrawings?.mapValues(\.opaqueFillBounds)
    }

    /// Whether the scene's drawing is placed by hand (a scene file, `ComponentScene.drawingIsPlacedByHand`):
    /// a fact of the scene, not of the settings or the state, so asking it is no read beyond the tree.
    var drawingIsPlacedByHand: Bool { (sceneCopy as? ComponentScene)?.drawingIsPlacedByHand ?? false }

    /// Probes of this scene under these settings, against the tree read once before any action.
    /// Reading them is reading beyond the tree and its frame (`reads`).
    var probe: Probe { reads.insert(.beyondFrame); return probeOfScene }
    private lazy var probeOfScene = Probe(descriptor: descriptor, settings: variant, presentIDs: Set(nodes.map(\.element.id)),
                                          observed: observed, keepsOutcomes: reusesActions, sharing: probeCopy)
    /// Where the probe takes its copy from when the states of a validation share them (`SceneCopies`).
    private let probeCopy: SharedSceneCopy?
    /// Where the scene's copy goes back to when done, when the states of a validation share them.
    private let variantCopies: SceneCopies?

    /// What exploration observed of the actions it took in this state, which its probes read
    /// instead of acting again; nil when it took none here.
    private let observed: ObservedActions?

    /// Nodes by id, the first of an id winning: findings look their element up, and a scan per finding
    /// was quadratic on big scenes.
    private lazy var nodesByID: [String: AuditNode] = {
        var index: [String: AuditNode] = [:]
        index.reserveCapacity(nodes.count)
        for node in nodes.reversed() { index[node.element.id] = node }
        return index
    }()

    /// The node with this element id (the first in tree order when ids repeat).
    public func node(id: String) -> AuditNode? { nodesByID[id] }
}
