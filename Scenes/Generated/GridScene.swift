import AXCore

/// A generated grid of buttons, `grid-N` for any N: the workload `axsandbox bench` measures order,
/// hit-testing, navigation, rendering and validation on (100, 1,000 and 10,000 elements).
/// Cells are laid out in rows of `columns`, with a slight vertical jitter that exercises the
/// row-grouping rule of navigation order; the jitter is derived from the index, not from randomness.
package final class GridScene: Scene {
    package let id: String
    package let title: String
    package let device: Device
    package let count: Int
    package let columns: Int
    private let cellSize: Double
    /// The cell the user last tapped (touch path) or activated (VoiceOver path).
    package var selected: Int? { selection.cell }
    /// `selected`'s storage, shared with the cells' closures: the cells' traits read it on every
    /// evaluation (a validation of grid-10000 evaluates them some 450,000 times), so it is built for
    /// that. The closures hold the box strongly (it holds nothing back), which spares each read the
    /// check of an unowned reference to the scene (two atomic operations); private, so the
    /// whole-module optimizer sees every access and drops the run-time exclusivity check.
    private final class Selection {
        var cell: Int?
    }
    private let selection = Selection()

    package init(count: Int) {
        self.count = count
        id = "grid-\(count)"
        title = "Generated grid of \(count) buttons"
        columns = max(1, Int(Double(count).squareRoot().rounded(.up)))
        let rows = (count + columns - 1) / columns
        let side = Double(max(columns, rows))
        // Keep the cells on a phone-width canvas for small grids, grow the canvas for big ones.
        cellSize = max(8, 390 / side)
        device = Device(idiom: .phone, size: Size(width: max(390, cellSize * Double(columns)),
                                                  height: max(844, cellSize * Double(rows))))
    }

    /// The most cells a generated grid has: a scene file's element limit, since a trace's header
    /// names `grid-N` as freely as a file (a three-line trace naming grid-1000000 took 1.4 GB to
    /// replay and 2.2 GB to view).
    package static let maximumCount = InputLimits.sceneElements

    /// The cell count `id` asks for when it has the form `grid-N`, however large (`Int.max` beyond
    /// `Int`), so a caller can refuse one over `maximumCount` by name; nil for any other id.
    package static func requestedCount(_ id: String) -> Int? {
        let digits = id.dropFirst(5)
        guard id.hasPrefix("grid-"), !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits) ?? .max
    }

    /// `grid-N` for N from 1 to `maximumCount`.
    package static func descriptor(for id: String) -> SceneDescriptor? {
        guard let n = requestedCount(id), n > 0, n <= maximumCount else { return nil }
        return SceneDescriptor(id: id, tab: "Generated", title: "Generated grid of \(n) buttons",
                               sourcePath: "Scenes/Generated/GridScene.swift", make: { GridScene(count: n) })
    }

    package func frame(of index: Int) -> Rect {
        let row = index / columns, column = index % columns
        let jitter = Double((index * 7) % 5) * 0.75  // 0 … 3 pt: under the 8-pt row threshold
        return Rect(x: Double(column) * cellSize + 1, y: Double(row) * cellSize + 1 + jitter,
                    width: cellSize - 2, height: cellSize - 2 - jitter)
    }

    package func index(at point: Point) -> Int? {
        let column = Int(point.x / cellSize), row = Int(point.y / cellSize)
        guard column >= 0, column < columns, row >= 0 else { return nil }
        let i = row * columns + column
        return i < count && frame(of: i).contains(point) ? i : nil
    }

    package func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        list.background = Color.hex(0xF2F2F7)
        let fontSize = min(settings.pointSize(.caption2), cellSize * 0.4)
        // Colours parsed once, not once per cell: a 10,000-cell frame is a rendering benchmark.
        let selectedFill = Color.hex(0x0A60D0), cellFill = Color.hex(0xFFFFFF), label = Color.hex(0x1C1C1E)
        let weight = settings.weight(.regular)
        // A cell is numbered only where the number fits: then it is two items, else one.
        let numbered = cellSize >= 24
        list.reserveCapacity(list.count + (numbered ? 2 : 1) * count)
        for i in 0..<count {
            let f = frame(of: i)
            list.fill(.roundedRect(f, radius: cellSize * 0.15), i == selected ? selectedFill : cellFill)
            if numbered {
                list.text(TextRun("\(i + 1)", box: f, size: fontSize, weight: weight,
                                  color: i == selected ? .white : label, alignment: .center, style: .caption2))
            }
        }
    }

    /// The tree, built once: a cell's traits are evaluated on each read, so selecting a cell changes
    /// no stored element and the scene hands back the very same tree. That is what lets the engine
    /// and validation probes see in constant time that nothing moved (docs/validation.md).
    private lazy var elements: [AccessibilityElement] = (0..<count).map { i in
        var element = AccessibilityElement(id: "cell-\(i + 1)", label: SpeechText("Cell \(i + 1)"), frame: frame(of: i))
        element.$traits = .computed { [selection] in selection.cell == i ? [.button, .selected] : .button }
        element.onActivate = { [selection] context in
            selection.cell = i
            context.play(.earcon(.click))
            return true
        }
        return element
    }

    package func accessibilityElements(settings: Settings) -> [AccessibilityElement] { elements }

    package func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        guard gesture.kind == .tap, let i = index(at: gesture.location) else { return false }
        selection.cell = i
        return true
    }

    package func stateSnapshot() -> [(key: String, value: String)] {
        [("selected", selected.map { "cell-\($0 + 1)" } ?? "none")]
    }

    package func restoreState(_ state: [(key: String, value: String)]) -> Bool {
        guard state.count == 1, state[0].key == "selected" else { return false }
        if state[0].value == "none" {
            selection.cell = nil
            return true
        }
        guard state[0].value.hasPrefix("cell-"), let n = Int(state[0].value.dropFirst(5)), n >= 1, n <= count else { return false }
        selection.cell = n - 1
        return true
    }
}
