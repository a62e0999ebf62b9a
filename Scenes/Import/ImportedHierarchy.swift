import AXCore

/// What AccessibilitySnapshot predicted VoiceOver says for an element (its `description` and
/// `hint` fields), kept beside the imported element so ours can be compared with it.
public struct PredictedSpeech: Hashable, Sendable {
    public var description: String
    public var hint: String?

    public init(description: String, hint: String?) { self.description = description; self.hint = hint }
}

/// What a reader found in an exported hierarchy, before it becomes a scene.
public struct ImportedHierarchy {
    /// Top-level nodes in the file's order; containers list their children in explicit order.
    public var roots: [AccessibilityElement]
    /// The screen in points, when the file gives it (an application or window frame).
    public var screen: Rect?
    /// AccessibilitySnapshot's own predictions, by element id (empty for other formats).
    public var predictions: [String: PredictedSpeech] = [:]

    public init(roots: [AccessibilityElement], screen: Rect? = nil, predictions: [String: PredictedSpeech] = [:]) {
        self.roots = roots; self.screen = screen; self.predictions = predictions
    }
}

/// Hands out element ids: the exporter's identifier when it has one nobody took yet, else a name
/// from the node's kind and its position in the file, so findings and traces name the same element
/// on every import of the same file.
struct ImportIDs {
    private var taken = Set<String>()
    private var counter = 0

    mutating func next(preferred: String?, kind: String) -> String {
        counter += 1
        if let preferred, !preferred.isEmpty, taken.insert(preferred).inserted { return preferred }
        var candidate = "\(kind)-\(counter)"
        while !taken.insert(candidate).inserted { candidate += "'" }
        return candidate
    }
}
