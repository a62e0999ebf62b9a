import AXCore
import AXEngine

/// A node of the accessibility tree with where it sits: what rules iterate over.
public struct AuditNode {
    public var element: AccessibilityElement
    /// Index path from the root, "0.2.1".
    public var indexPath: String
    /// Ids of the ancestors, nearest last.
    public var ancestorIDs: [String]
    /// Hidden by itself or an ancestor.
    public var isHidden: Bool

    /// Position among its siblings (the last component of the index path).
    public var siblingIndex: Int { Int(indexPath.split(separator: ".").last ?? "0") ?? 0 }

    /// An element VoiceOver can focus (not a container, not hidden).
    public var isFocusable: Bool { element.isAccessibilityElement && !element.isContainer && !isHidden }

    /// Whether a user acts on it: interactive traits, an activate hook, custom actions or descriptors.
    public var isInteractive: Bool {
        isFocusable && (!element.traits.isDisjoint(with: .interactive) || element.onActivate != nil || element.hasActions)
    }

    /// Every node of a tree, depth first: the subject's tree, or the one a probe leaves behind.
    static func collect(_ roots: [AccessibilityElement]) -> [AuditNode] {
        var collected: [AuditNode] = []
        func walk(_ element: AccessibilityElement, path: String, ancestors: [String], hidden: Bool) {
            let isHidden = hidden || element.elementsHidden
            collected.append(AuditNode(element: element, indexPath: path, ancestorIDs: ancestors, isHidden: isHidden))
            for (i, child) in element.children.enumerated() {
                walk(child, path: "\(path).\(i)", ancestors: ancestors + [element.id], hidden: isHidden)
            }
        }
        for (i, root) in roots.enumerated() { walk(root, path: "\(i)", ancestors: [], hidden: false) }
        return collected
    }
}

/// One scene under one set of settings, with everything rules read: the tree, the drawing, the
/// scene itself (for probes, which always run on fresh copies from `make`).
public final class AuditSubject {
    public let descriptor: SceneDescriptor
    public let scene: Scene
    public let settings: Settings
    /// Settings that differ from the defaults, e.g. "contentSize=AX5" ("" for defaults).
    public let settingsLabel: String
    public let nodes: [AuditNode]
    public let displayList: DisplayList
    /// Extra frames drawn at later times (animations are sampled at several instants).
    public let laterFrames: [DisplayList]
    public let metrics: TextMetrics
    /// Whether the scene is declarative (a scene file): probes cannot observe a model change.
    public let isDeclarative: Bool

    public var sceneID: String { descriptor.id }
    public var screen: Rect { scene.device.bounds }

    /// The times at which frames are sampled for motion checks (milliseconds).
    public static let sampleTimes = [0, 250, 500, 1000, 2000]

    public init(descriptor: SceneDescriptor, settings: Settings, metrics: TextMetrics, isDeclarative: Bool) {
        self.descriptor = descriptor
        let scene = descriptor.make()
        // Scenes lay out for their settings when told of them, as the Session tells them.
        scene.settingsDidChange(context: ProbeContext(settings: settings))
        self.scene = scene
        self.settings = settings
        self.metrics = metrics
        self.isDeclarative = isDeclarative
        let defaults = Settings()
        settingsLabel = settings.pairs.filter { defaults.value(named: $0.name) != $0.value }
            .map { "\($0.name)=\($0.value)" }.joined(separator: ",")
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: 0)
        displayList = list
        laterFrames = Self.sampleTimes.dropFirst().map { t in
            var l = DisplayList()
            scene.draw(into: &l, settings: settings, time: t)
            return l
        }
        nodes = AuditNode.collect(scene.accessibilityElements(settings: settings))
    }

    /// Focusable elements (not containers, not hidden).
    public var focusable: [AuditNode] { nodes.filter(\.isFocusable) }
    public var interactive: [AuditNode] { nodes.filter(\.isInteractive) }

    /// VoiceOver's order of this tree, built once for the rules that read it (some scenes have
    /// tens of thousands of elements).
    public private(set) lazy var navigationOrder = NavigationOrder(scene: scene, settings: settings)

    /// What activating each element did, probed once and shared by the rules that ask.
    private var activations: [String: Probe.Outcome?] = [:]

    func activationOutcome(of id: String) -> Probe.Outcome? {
        if let cached = activations[id] { return cached }
        let outcome = Probe(descriptor: descriptor, settings: settings).run(on: id, Probe.activate)
        activations[id] = outcome
        return outcome
    }

    public func node(id: String) -> AuditNode? { nodes.first(where: { $0.element.id == id }) }
}
