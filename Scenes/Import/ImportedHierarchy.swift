import AXCore

/// What AccessibilitySnapshot predicted VoiceOver says for an element (its `description` and
/// `hint` fields), kept beside the imported element so ours can be compared with it.
public struct PredictedSpeech: Hashable, Sendable {
    /// The description AccessibilitySnapshot predicted VoiceOver would speak.
    public var description: String
    /// The hint it predicted, spoken after the description; nil when there is none.
    public var hint: String?

    /// A prediction of `description`, then `hint`.
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
    /// The line of the file each element comes from (element id → 1-based line), for reports that
    /// point into the file (SARIF regions).
    public var lines: [String: Int] = [:]
    /// Whether the file's outermost node declares a frame of no size: idb's answer when the
    /// simulator's accessibility is off, so the capture is empty rather than the screen.
    public var zeroSizedRoot = false
    /// Whether the capture shows a right-to-left screen: a navigation bar's back button (UIKit's
    /// `BackButton`) lies wholly in the bar's right half, where UIKit puts it only when the layout
    /// runs right to left (Arabic, Hebrew). No format records the layout direction, and the import
    /// reads every capture left to right unless told (`--setting layoutDirection=rtl`), so the
    /// command line says so where this holds (docs/import.md, "Reading order").
    public var looksRightToLeft = false

    /// A hierarchy of `roots`, with whatever else the file gave: its screen, predictions and element lines.
    public init(roots: [AccessibilityElement], screen: Rect? = nil, predictions: [String: PredictedSpeech] = [:],
                lines: [String: Int] = [:], zeroSizedRoot: Bool = false) {
        self.roots = roots; self.screen = screen; self.predictions = predictions; self.lines = lines
        self.zeroSizedRoot = zeroSizedRoot
    }

    /// How many elements VoiceOver could focus: not containers, not hidden.
    public var focusableCount: Int {
        var count = 0
        forEachFocusable { _ in count += 1 }
        return count
    }

    /// The frames of the elements VoiceOver could focus (`focusableCount`'s), in the file's order:
    /// what a screenshot must show for it to be this capture's screen (`ScreenshotFit`).
    var focusableFrames: [Rect] {
        var frames: [Rect] = []
        forEachFocusable { frames.append($0.frame) }
        return frames
    }

    /// Calls `body` on each element VoiceOver could focus: not a container, not hidden.
    private func forEachFocusable(_ body: (AccessibilityElement) -> Void) {
        func visit(_ node: AccessibilityElement) {
            guard !node.elementsHidden else { return }
            if node.isAccessibilityElement && !node.isContainer { body(node) }
            node.children.forEach(visit)
        }
        roots.forEach(visit)
    }
}

/// Hands out element ids: the exporter's identifier when it has one nobody took yet, else a name
/// from the node's kind and its position in the file, so findings and traces name the same element
/// on every import of the same file.
/// It also keeps the line each id's node was read from.
struct ImportIDs {
    private var taken = Set<String>()
    private var counter = 0
    /// Element id → the line of the file its node starts on.
    private(set) var lines: [String: Int] = [:]
    /// For JSON files: the line each value starts on, by JSON path (`JSONLineLocator`).
    private let positions: [String: Int]

    init(positions: [String: Int] = [:]) { self.positions = positions }

    /// The line a JSON value starts on, by its cursor's path.
    func line(at path: String) -> Int? { positions[path] }

    mutating func next(preferred: String?, kind: String, line: Int? = nil) -> String {
        counter += 1
        let id: String
        if let preferred, !preferred.isEmpty, taken.insert(preferred).inserted {
            id = preferred
        } else {
            var candidate = "\(kind)-\(counter)"
            while !taken.insert(candidate).inserted { candidate += "'" }
            id = candidate
        }
        if let line { lines[id] = line }
        return id
    }
}

/// Counts the nodes a reader meets, as it meets them, and refuses the file at the first one past the
/// scene limit: nothing is built for a file of a million elements, and nodes the scene later leaves
/// out (no size, invisible) count too, since reading them is the work the limit bounds.
struct ElementBudget {
    let file: String
    private(set) var count = 0

    init(file: String) { self.file = file }

    /// Counts one more node; `location` (a line, a JSON path) names where the limit was passed.
    mutating func take(at location: @autoclosure () -> String) throws {
        count += 1
        guard count > InputLimits.sceneElements else { return }
        throw SceneFileError(file: file, location: location(),
                             message: "more than \(InputLimits.sceneElements) elements (children included); an imported screen may have at most "
                                + "\(InputLimits.sceneElements): export a smaller part of the screen")
    }
}
