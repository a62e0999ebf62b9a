import AXCore

/// A scene loaded from a scene file: fixed drawing and a fixed accessibility tree, no behaviour
/// beyond what the file declares. Validation treats it as declarative (its probes cannot observe
/// a model change, so they are not run).
public final class FileScene: Scene {
    /// One drawing entry of the file: its commands (a shape may be filled and stroked) and modifiers.
    public struct DrawingItem {
        public var commands: [DrawCommand]
        public var opacity: Double
        public var animation: AnimationKind?

        init(commands: [DrawCommand], opacity: Double, animation: AnimationKind?) {
            self.commands = commands; self.opacity = opacity; self.animation = animation
        }

        init(text: TextRun, opacity: Double, animation: AnimationKind?) {
            self.init(commands: [.text(text)], opacity: opacity, animation: animation)
        }
    }

    public let id: String
    public let title: String
    public let device: Device
    public let background: Color
    public let drawing: [DrawingItem]
    public let elements: [AccessibilityElement]
    public let declaredGestures: [DeclaredGesture]
    public let suppressions: [Suppression]
    /// The file it came from (SARIF's physical location).
    public let sourcePath: String
    /// The line each element is declared on (element id → 1-based line), for SARIF regions.
    public let elementLines: [String: Int]

    public init(id: String, title: String, device: Device, background: Color, drawing: [DrawingItem],
                elements: [AccessibilityElement], declaredGestures: [DeclaredGesture], suppressions: [Suppression],
                sourcePath: String, elementLines: [String: Int] = [:]) {
        self.id = id; self.title = title; self.device = device; self.background = background; self.drawing = drawing
        self.elements = elements; self.declaredGestures = declaredGestures; self.suppressions = suppressions
        self.sourcePath = sourcePath
        self.elementLines = elementLines
    }

    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        list.background = background
        for item in drawing {
            list.withOpacity(item.opacity) { list in
                list.animating(item.animation) { list in
                    for command in item.commands {
                        if case .text(var run) = command {
                            // Text that names a text style follows the content size and bold text settings.
                            if let style = run.style { run.size = settings.pointSize(style) }
                            run.weight = settings.weight(run.weight)
                            // A text placed with `at` only has no box of its own: it takes the rest of the
                            // line and the height of its size. A declared box stays as declared, so text
                            // that outgrows it at large content sizes is reported as clipped.
                            if run.box.size.width == .infinity { run.box.size.width = device.size.width - run.box.minX }
                            if run.box.size.height == .infinity { run.box.size.height = run.size * 1.25 }
                            list.text(run)
                        } else {
                            list.append(command)
                        }
                    }
                }
            }
        }
    }

    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] { elements }

    public var behaviour: SceneBehaviour { .declared }

    /// A scene file's state never changes; its digest covers only its identity.
    public func stateSnapshot() -> [(key: String, value: String)] { [("file", id)] }

    /// A catalog-style descriptor whose factory reloads nothing: the parsed scene is immutable.
    public var descriptor: SceneDescriptor {
        SceneDescriptor(id: id, tab: "Files", title: title, sourcePath: sourcePath, sourceLines: elementLines, isDeclarative: true,
                        make: { [self] in self })
    }
}
