/// A finding's identity as a baseline file stores it (`--baseline`, `--write-baseline`): the scene,
/// the rule, the element and what the rule measured (`Finding.identity`), and the state it was
/// first seen in. Stable across runs and machines; message text, settings and frames are not part
/// of it, so a reworded message or a moved element is the same finding.
public struct BaselineEntry: Hashable, Sendable, Comparable {
    /// The scene's id.
    public var scene: String
    /// The rule's id.
    public var rule: String
    /// The element's id, "" for the scene as a whole.
    public var element: String
    /// What the rule measured (`Finding.measure`, else the message without its digits).
    public var measure: String
    /// The digest of the explored state it was first seen in (`ExploredState.digest`), "" for the
    /// initial state: a baseline written without exploration matches the same findings with it.
    public var state: String

    /// An entry naming one finding.
    public init(scene: String, rule: String, element: String, measure: String, state: String) {
        self.scene = scene; self.rule = rule; self.element = element; self.measure = measure; self.state = state
    }

    /// Scene, rule, element, state, measure: the order a baseline file lists entries in.
    public static func < (a: BaselineEntry, b: BaselineEntry) -> Bool {
        (a.scene, a.rule, a.element, a.state, a.measure) < (b.scene, b.rule, b.element, b.state, b.measure)
    }
}

/// A suppression kept outside the scene (`--suppressions FILE`): for imported screens and scenes a
/// team does not own, which carry none of their own. The same rule, element and reason as a scene
/// file's `suppressions`, and the scene it is about (nil: every scene).
public struct SceneSuppression: Hashable, Sendable {
    /// The scene's id, nil for every scene.
    public var sceneID: String?
    /// The rule, optional element and reason.
    public var suppression: Suppression

    /// Accepts `suppression` on the scene `sceneID` (every scene when nil).
    public init(sceneID: String?, suppression: Suppression) { self.sceneID = sceneID; self.suppression = suppression }
}
