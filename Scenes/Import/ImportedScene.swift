import AXCore

/// A screen imported from a real app's exported accessibility hierarchy: the tree as the exporter
/// saw it, a screenshot under it (or labelled boxes), and no behaviour, since the app is not here to
/// be asked. Actions report failure; validation's probes are not applicable (docs/import.md).
public final class ImportedScene: Scene {
    /// The scene id, from the file's name.
    public let id: String
    /// The title `list` and the window show.
    public let title: String
    /// A device of the screen's size, from the file or the screenshot.
    public let device: Device
    /// The export format the file was read as.
    public let format: ImportFormat
    /// The tree, predictions and element lines as the reader found them.
    public let hierarchy: ImportedHierarchy
    /// The real screen under the hierarchy, drawn instead of labelled boxes when there is one.
    public let screenshot: Screenshot?
    /// The exported file (SARIF's physical location).
    public let sourcePath: String

    /// A scene of `hierarchy` read from `sourcePath` in `format`, on `device`, over `screenshot` if any.
    public init(id: String, title: String, device: Device, format: ImportFormat, hierarchy: ImportedHierarchy,
                screenshot: Screenshot?, sourcePath: String) {
        self.id = id; self.title = title; self.device = device; self.format = format; self.hierarchy = hierarchy
        self.screenshot = screenshot; self.sourcePath = sourcePath
        var root = AccessibilityElement.container(id: Self.rootID(sceneID: id), frame: device.bounds,
                                                  explicitOrder: format.carriesReadingOrder, children: hierarchy.roots)
        // Read by position, elements centred on one line read as one row, leading to trailing: the
        // export lost the order a navigation bar gives its items (docs/import.md, "Reading order").
        root.rowsJoinByCentre = !format.carriesReadingOrder
        self.root = root
        sparedFrames = AccessibilityElement.invertExemptFrames(in: hierarchy.roots)
    }

    /// A screen from a hierarchy alone, the default phone's size, no screenshot (tests, fuzzing).
    public convenience init(hierarchy: ImportedHierarchy, format: ImportFormat) {
        self.init(id: "import", title: "import", device: Device(idiom: .phone), format: format, hierarchy: hierarchy,
                  screenshot: nil, sourcePath: "import")
    }

    /// Unknown: the app is not here to answer, so actions fail and validation's probes do not apply.
    public var behaviour: SceneBehaviour { .unknown }

    /// The file's nodes inside one container: read in the file's order when the format records
    /// VoiceOver's (AccessibilitySnapshot), else by position (`ImportFormat.carriesReadingOrder`).
    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] { [root] }

    private let root: AccessibilityElement
    /// The frames of the elements that ignore invert colours (`accessibilityIgnoresInvertColors` in
    /// the export), with their subtrees.
    private let sparedFrames: [Rect]

    /// What the command line says of a capture that looks right-to-left (`ImportedHierarchy.looksRightToLeft`)
    /// read under `settings` left to right: no format records the layout direction, so every capture
    /// is read left to right unless told, and a right-to-left screen read so has each row reversed.
    /// nil when the capture shows no sign of it, or the settings already read right to left.
    public func layoutDirectionNote(settings: Settings) -> String? {
        guard hierarchy.looksRightToLeft, !settings.isRightToLeft else { return nil }
        return "note: \(id): the back button lies at the navigation bar's right edge, as UIKit puts it in a right-to-left layout; "
            + "captures are read left to right unless told: add --setting layoutDirection=rtl to read it right to left"
    }

    /// The id of the container that holds an imported screen's nodes.
    public static func rootID(sceneID: String) -> String { sceneID + "-screen" }

    /// AccessibilitySnapshot's predictions, by element id (empty for other formats).
    public var predictions: [String: PredictedSpeech] { hierarchy.predictions }

    /// The screenshot scaled to the screen; without one, each element as a labelled box, so a
    /// snapshot still shows where things are. The screenshot is one picture: what of it lies in the
    /// frame of an element that ignores invert colours is drawn again over it, clipped to that frame
    /// and marked for Smart Invert to spare, as the app's view was.
    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        list.background = .white
        if let screenshot {
            list.image(screenshot.path, in: device.bounds)
            for frame in sparedFrames {
                list.ignoringInvertColors { list in list.clipped(to: frame) { $0.image(screenshot.path, in: device.bounds) } }
            }
            return
        }
        // A row scrolled out of its list is not drawn where it lies (over a header, off the screen).
        for root in hierarchy.roots {
            root.forEachShowingNode { node in
                guard node.isAccessibilityElement, !node.isContainer else { return }
                func box(_ list: inout DisplayList) {
                    list.fill(.rect(node.frame), Self.boxFill)
                    list.stroke(.rect(node.frame), Self.boxStroke, width: 1)
                    let text = node.label?.string ?? node.value?.string ?? ""
                    guard !text.isEmpty, node.frame.height >= 10 else { return }
                    let size = min(13, max(8, node.frame.height * 0.45))
                    let box = node.frame.insetBy(dx: 3, dy: max(0, (node.frame.height - size * 1.25) / 2))
                    list.text(TextRun(text, box: box, size: size, color: Self.boxText))
                }
                if sparedFrames.contains(where: { $0.contains(node.frame) }) { list.ignoringInvertColors(box) } else { box(&list) }
            }
        }
    }

    /// A screen's state never changes; its digest covers only its identity.
    public func stateSnapshot() -> [(key: String, value: String)] { [("import", id)] }

    /// A catalog entry that hands out this very scene (it has no state to start afresh), with the file's element lines for reports.
    public var descriptor: SceneDescriptor {
        SceneDescriptor(id: id, tab: "Imports", title: title, sourcePath: sourcePath, sourceLines: hierarchy.lines, make: { [self] in self })
    }

    /// A custom action of an imported element: the real app cannot be asked to perform it, so it fails.
    static func unanswerableAction(_ name: String) -> CustomAction {
        CustomAction(SpeechText(name)) { _ in false }
    }

    static let boxFill = Color(red: 0.93, green: 0.95, blue: 0.98)
    static let boxStroke = Color(red: 0.55, green: 0.6, blue: 0.7)
    static let boxText = Color(red: 0.1, green: 0.12, blue: 0.2)
}
