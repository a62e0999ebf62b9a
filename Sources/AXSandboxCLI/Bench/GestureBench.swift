import AXCore
import AXEngine

/// The `bench` gestures section: how fast the gesture recognizer eats pointer samples, and how long a
/// sighted drag of 500 icons across a 10,000-element grid takes through the whole pointer pipeline
/// (recognizer → long press → drag session → the scene's drop proposals).
///
/// Streams are generated from indices, so every run measures the same work.
struct GestureBench {
    struct Row {
        var name: String
        var value: Double
        var unit: String
        /// The goal for `value` (higher is better), if it has one.
        var goal: Double?
        /// What was measured, and a checksum of the outputs so the work cannot be optimised away.
        var detail: String
    }

    func run(quick: Bool) -> [Row] {
        [recognitionThroughput(quick: quick), iconDrag(quick: quick)]
    }

    // MARK: Recognition throughput

    /// Taps, double taps, swipes in four directions, slow pans and long presses, one after another.
    static func generatedStream(gestures: Int) -> [PointerSample] {
        var samples: [PointerSample] = []
        samples.reserveCapacity(gestures * 24)
        var t = 0
        for g in 0..<gestures {
            // The second tap of each pair lands where the first did, making a double tap.
            let place = g % 5 == 1 ? g - 1 : g
            let x = Double(40 + (place * 37) % 300), y = Double(100 + (place * 53) % 600)
            switch g % 5 {
            case 0, 1: // a tap; every other one follows a tap closely, making double taps
                samples.append(PointerSample(.down, id: 0, Point(x, y), time: t))
                samples.append(PointerSample(.move, id: 0, Point(x + 1, y), time: t + 20))
                samples.append(PointerSample(.up, id: 0, Point(x + 1, y), time: t + 60))
                t += g % 5 == 0 ? 200 : 800
            case 2: // a swipe, 80 pt in 96 ms
                let (dx, dy): (Double, Double) = [(1, 0), (-1, 0), (0, 1), (0, -1)][(g / 5) % 4]
                for step in 0...12 {
                    let k = Double(step) / 12 * 80
                    samples.append(PointerSample(step == 0 ? .down : .move, id: 0, Point(x + dx * k, y + dy * k), time: t + step * 8))
                }
                samples.append(PointerSample(.up, id: 0, Point(x + dx * 80, y + dy * 80), time: t + 96))
                t += 500
            case 3: // a slow pan, 120 pt in 20 moves
                samples.append(PointerSample(.down, id: 0, Point(x, y), time: t))
                for step in 1...20 { samples.append(PointerSample(.move, id: 0, Point(x + Double(step) * 6, y), time: t + step * 40)) }
                samples.append(PointerSample(.up, id: 0, Point(x + 120, y), time: t + 820))
                t += 1200
            default: // a long press that wanders
                samples.append(PointerSample(.down, id: 0, Point(x, y), time: t))
                for step in 1...8 { samples.append(PointerSample(.move, id: 0, Point(x + Double(step), y), time: t + step * 80)) }
                samples.append(PointerSample(.up, id: 0, Point(x + 8, y), time: t + 700))
                t += 1000
            }
        }
        return samples
    }

    private func recognitionThroughput(quick: Bool) -> Row {
        let samples = Self.generatedStream(gestures: quick ? 20_000 : 200_000)
        let rounds = quick ? 1 : 3
        var best = Double.infinity
        var checksum = 0
        for _ in 0..<rounds {
            var recognizer = GestureRecognizer(screenSize: Device.phone.size)
            var output: [RecognizedGesture] = []
            output.reserveCapacity(64)
            var recognized = 0
            let clock = ContinuousClock()
            let start = clock.now
            for sample in samples {
                recognizer.handle(sample, into: &output)
                recognized &+= output.count
                output.removeAll(keepingCapacity: true)
            }
            recognizer.advance(to: (samples.last?.time ?? 0) + 10_000, into: &output)
            recognized &+= output.count
            best = min(best, Self.seconds(clock.now - start))
            checksum = recognized
        }
        return Row(name: "gesture recognition", value: Double(samples.count) / max(best, 1e-9), unit: "samples/s",
                   goal: 1_000_000,
                   detail: "\(samples.count) pointer samples (taps, double taps, swipes, pans, long presses), \(checksum) gesture events, best of \(rounds)")
    }

    // MARK: Drag across a big grid

    private func iconDrag(quick: Bool) -> Row {
        let drags = quick ? 50 : 500
        let scene = IconGridScene(cells: 10_000, emptyCells: drags)
        let context = BenchSceneContext()
        let controller = DragSessionController()
        var recognizer = GestureRecognizer(screenSize: scene.device.size)
        var gestures: [RecognizedGesture] = []
        var events = 0
        var samples = 0
        let clock = ContinuousClock()
        let start = clock.now
        var t = 0
        for k in 0..<drags {
            // Icon k·19 (spread over the grid) goes to the k-th empty cell, crossing the grid in 100 moves.
            let from = scene.center(of: (k * 19) % (10_000 - drags))
            let to = scene.center(of: 10_000 - drags + k)
            var stroke: [PointerSample] = [PointerSample(.down, id: 0, from, time: t)]
            for step in 1...100 {
                let f = Double(step) / 100
                stroke.append(PointerSample(.move, id: 0, from + (to - from) * f, time: t + 500 + step * 10))
            }
            stroke.append(PointerSample(.up, id: 0, to, time: t + 1510))
            for sample in stroke {
                recognizer.handle(sample, into: &gestures)
                for gesture in gestures where gesture.kind == .longPress {
                    switch gesture.phase {
                    case .changed:
                        if !controller.isDragging {
                            events += controller.begin(at: from, scene: scene, context: context).count
                        }
                        events += controller.move(to: gesture.location, scene: scene, context: context).count
                    case .ended: events += controller.drop(at: gesture.location, scene: scene, context: context).events.count
                    case .cancelled: events += controller.cancel(scene: scene, context: context).count
                    default: break
                    }
                }
                gestures.removeAll(keepingCapacity: true)
            }
            samples += stroke.count
            t += 3000
        }
        let seconds = Self.seconds(clock.now - start)
        return Row(name: "icon drag, 10,000-element grid", value: Double(drags) / max(seconds, 1e-9), unit: "drags/s",
                   goal: nil,
                   detail: "\(drags) long-press drags of 100 moves each (\(samples) samples) in \(Format.number(seconds * 1000)) ms; "
                       + "\(events) drag events, \(scene.moves) icons moved")
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

/// A 10,000-cell grid of icons whose last cells are empty: dropping an icon on an empty cell moves it
/// there, dropping on another icon is forbidden. Hit-testing is arithmetic, like a real springboard.
final class IconGridScene: Scene {
    let id = "bench-icon-grid"
    let title = "Bench icon grid"
    let device: Device
    private let columns: Int
    private let cellSize = 20.0
    /// The icon id in each cell, nil for an empty cell.
    private var cells: [Int?]
    private(set) var moves = 0

    init(cells count: Int, emptyCells: Int) {
        columns = max(1, Int(Double(count).squareRoot().rounded(.up)))
        cells = (0..<count).map { $0 < count - emptyCells ? $0 : nil }
        let rows = (count + columns - 1) / columns
        device = Device(idiom: .phone, size: Size(Double(columns) * cellSize, Double(rows) * cellSize))
    }

    func center(of cell: Int) -> Point {
        Point((Double(cell % columns) + 0.5) * cellSize, (Double(cell / columns) + 0.5) * cellSize)
    }

    private func cell(at point: Point) -> Int? {
        let column = Int(point.x / cellSize), row = Int(point.y / cellSize)
        guard point.x >= 0, point.y >= 0, column < columns else { return nil }
        let index = row * columns + column
        return index < cells.count ? index : nil
    }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] { [] }

    func dragItem(at point: Point, context: SceneContext) -> DragItem? {
        guard let index = cell(at: point), let icon = cells[index] else { return nil }
        return DragItem(id: "icon-\(icon)", name: "Icon \(icon)")
    }

    func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal {
        guard let index = cell(at: point) else { return DropProposal(.cancel) }
        return cells[index] == nil ? DropProposal(.move, targetID: "cell-\(index)") : DropProposal(.forbidden)
    }

    func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool {
        guard let target = cell(at: point), cells[target] == nil, let icon = Int(item.id.dropFirst(5)),
              let source = cells.firstIndex(of: icon) else { return false }
        cells[source] = nil
        cells[target] = icon
        moves += 1
        return true
    }
}

/// The bench drives the drag controller without a Session: sounds and notifications go nowhere.
private final class BenchSceneContext: SceneContext {
    var settings = Settings()
    var now = 0
    func post(_ notification: AccessibilityNotification) {}
    func play(_ sound: SoundCue) {}
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {}
}
