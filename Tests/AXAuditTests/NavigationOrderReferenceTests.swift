import AXCore
import AXEngine
import XCTest

/// VoiceOver's order, built with its shortcuts (a sibling run already in order is not sorted again,
/// groups are ranges of one run, contexts come from each node's nearest container, a new tree built
/// alike takes the order read before it), held to the
/// documented rules written out the plain way, on generated trees of every shape: nested lists,
/// landmarks, tab bars, series, groups, explicit orders, hidden and modal subtrees, rows whose tops
/// chain within the threshold, left to right and right to left. Here rather than beside the
/// engine's own tests for the seeded generator the audit's tests share.
final class NavigationOrderReferenceTests: XCTestCase {
    private struct Entry: Equatable, CustomStringConvertible {
        var id: String
        var context: ElementContext
        var containerIDs: [String]
        var description: String { "\(id) \(context) \(containerIDs)" }
    }

    func testTheOrderIsTheDocumentedRulesOnGeneratedTrees() {
        var random = SplitMix(seed: 0xA11_0DE5)
        var contexts = 0, reordered = 0
        for tree in 0..<400 {
            var next = 0
            let roots = Self.siblings(depth: 0, random: &random, next: &next)
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for threshold in [8.0, 13.0] {
                    let order = NavigationOrder(roots: roots, layoutDirection: direction, rowThreshold: threshold)
                    let built = order.entries.map { Entry(id: $0.id, context: $0.context, containerIDs: $0.containerIDs) }
                    let expected = Self.reference(roots, rightToLeft: direction == .rightToLeft, threshold: threshold)
                    XCTAssertEqual(built, expected, "tree \(tree), \(direction), threshold \(threshold)")
                    contexts += built.filter { $0.context != .none }.count
                    if built.map(\.id) != built.map(\.id).sorted(by: { Int($0.dropFirst())! < Int($1.dropFirst())! }) { reordered += 1 }
                }
            }
        }
        // The trees exercise what they are for: contexts are given, and orders differ from tree order.
        XCTAssertGreaterThan(contexts, 1000)
        XCTAssertGreaterThan(reordered, 400)
    }

    /// An order read again after an action (`NavigationOrder(scene:settings:reusing:)`) takes the
    /// previous order when the new tree is built alike and reads the new tree's elements through it;
    /// otherwise it is built anew. Either way it is the documented order of the new tree.
    func testAnOrderReadAgainIsTheNewTreesOrder() {
        var random = SplitMix(seed: 0x5E55_1011)
        for tree in 0..<300 {
            var next = 0
            let before = Self.siblings(depth: 0, random: &random, next: &next)
            let after = Self.changed(before, random: &random)
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                var settings = Settings()
                settings.layoutDirection = direction
                let previous = NavigationOrder(scene: TreeScene(before), settings: settings)
                let order = NavigationOrder(scene: TreeScene(after), settings: settings, reusing: previous)
                let built = order.entries.map { Entry(id: $0.id, context: $0.context, containerIDs: $0.containerIDs) }
                XCTAssertEqual(built, Self.reference(after, rightToLeft: direction == .rightToLeft, threshold: 8), "tree \(tree), \(direction)")
                // What changed is read from the new tree.
                XCTAssertEqual(order.entries.map { $0.element.label?.string }, order.entries.map { entry in Self.find(entry.id, in: after)?.label?.string },
                               "tree \(tree), \(direction)")
                XCTAssertEqual(order.nodes.map { $0.element.label?.string }, order.nodes.map { Self.find($0.element.id, in: after)?.label?.string })
            }
        }
    }

    /// `roots` after an action: most often a label changed and nothing of the build (the order is
    /// then taken over), else one element moved, hidden or made modal, or a container's kind changed.
    private static func changed(_ roots: [AccessibilityElement], random: inout SplitMix) -> [AccessibilityElement] {
        var roots = roots
        let kind = random.next() % 6
        func change(_ list: inout [AccessibilityElement]) {
            guard !list.isEmpty else { return }
            let i = Int(random.next() % UInt64(list.count))
            if !list[i].children.isEmpty, random.unit() < 0.5 { return change(&list[i].children) }
            switch kind {
            case 0, 1, 2: list[i].label = SpeechText("changed \(list[i].id)")
            case 3: list[i].frame = list[i].frame.offsetBy(dx: 0, dy: random.unit() < 0.5 ? 3 : 60)
            case 4: list[i].elementsHidden.toggle()
            default:
                if list[i].isAccessibilityElement { list[i].viewIsModal.toggle() } else { list[i].container = list[i].container == .list ? .none : .list }
            }
        }
        change(&roots)
        return roots
    }

    private static func find(_ id: String, in list: [AccessibilityElement]) -> AccessibilityElement? {
        for element in list {
            if element.id == id { return element }
            if let found = find(id, in: element.children) { return found }
        }
        return nil
    }

    // MARK: Generated trees

    /// One to six siblings: buttons on a few rows (tops jittered so some chain into one row), and
    /// containers of every kind, some hidden or modal. Ids are `n` and a number, unique in the tree.
    private static func siblings(depth: Int, random: inout SplitMix, next: inout Int) -> [AccessibilityElement] {
        let count = 1 + Int(random.next() % 6)
        return (0..<count).map { _ in element(depth: depth, random: &random, next: &next) }
    }

    private static func element(depth: Int, random: inout SplitMix, next: inout Int) -> AccessibilityElement {
        next += 1
        let id = "n\(next)"
        let frame = Rect(x: Double(random.next() % 4) * 90 + random.unit() * 12, y: Double(random.next() % 5) * 40 + random.unit() * 14,
                         width: 30 + random.unit() * 80, height: 30)
        var element: AccessibilityElement
        if depth >= 3 || random.unit() < 0.55 {
            element = AccessibilityElement(id: id, label: SpeechText(id), traits: .button, frame: frame)
        } else {
            let children = siblings(depth: depth + 1, random: &random, next: &next)
            element = .container(id: id, frame: frame, type: random.pick([.none, .none, .list, .landmark, .semanticGroup, .tabBar]),
                                 explicitOrder: random.unit() < 0.2, children: children)
            switch random.next() % 6 {
            case 0: element.isSeries = true
            case 1: element.groupsChildren = true
            case 2: element.sortsByOwnFrame = true
            case 3: element.traits = .tabBar
            default: break
            }
        }
        if random.unit() < 0.07 { element.elementsHidden = true }
        if random.unit() < 0.06 { element.viewIsModal = true }
        return element
    }

    // MARK: The rules, the plain way

    /// docs/voiceover.md's order: each sibling run sorted in full by top, split into rows where a top
    /// lies the threshold or more below the one before, each row by its leading edge; groups whole.
    private static func reference(_ roots: [AccessibilityElement], rightToLeft: Bool, threshold: Double) -> [Entry] {
        struct Visited { var element: AccessibilityElement; var ancestors: [AccessibilityElement] }
        struct Unit { var members: [Visited]; var key: Rect }
        func staysTogether(_ e: AccessibilityElement) -> Bool {
            e.childrenInExplicitOrder || e.groupsChildren || e.isSeries || e.sortsByOwnFrame || e.container != .none || e.traits.contains(.tabBar)
        }
        func sorted(_ units: [Unit]) -> [Unit] {
            let byTop = units.indices.sorted { (units[$0].key.minY, $0) < (units[$1].key.minY, $1) }
            var rows: [[Int]] = []
            var previous = -Double.infinity
            for i in byTop {
                if rows.isEmpty || units[i].key.minY - previous >= threshold { rows.append([]) }
                rows[rows.count - 1].append(i)
                previous = units[i].key.minY
            }
            func edge(_ i: Int) -> Double { rightToLeft ? -units[i].key.maxX : units[i].key.minX }
            return rows.flatMap { row in row.sorted { (edge($0), $0) < (edge($1), $1) } }.map { units[$0] }
        }
        func collect(_ siblings: [AccessibilityElement], explicit: Bool, ancestors: [AccessibilityElement]) -> [Unit] {
            let modal = siblings.lastIndex { $0.viewIsModal && !$0.elementsHidden }
            var units: [Unit] = []
            for (i, e) in siblings.enumerated() where (modal == nil || i == modal) && !e.elementsHidden {
                if e.isAccessibilityElement {
                    units.append(Unit(members: [Visited(element: e, ancestors: ancestors)], key: e.frame))
                    continue
                }
                let children = collect(e.children, explicit: e.childrenInExplicitOrder, ancestors: [e] + ancestors)
                guard let first = children.first else { continue }
                if staysTogether(e) {
                    units.append(Unit(members: children.flatMap(\.members), key: e.sortsByOwnFrame ? e.frame : first.key))
                } else {
                    units += children
                }
            }
            return explicit ? units : sorted(units)
        }
        let visited = collect(roots, explicit: false, ancestors: []).flatMap(\.members)

        enum Role { case list, landmark, tab, series }
        func role(_ e: AccessibilityElement) -> Role? {
            if e.isAccessibilityElement { return nil }
            if e.traits.contains(.tabBar) || e.container == .tabBar { return .tab }
            if e.isSeries { return .series }
            switch e.container {
            case .list: return .list
            case .landmark: return .landmark
            default: return nil
            }
        }
        return visited.map { entry in
            let containers = entry.ancestors.filter { role($0) != nil }
            var context = ElementContext.none
            for container in containers {
                let members = visited.filter { $0.ancestors.contains { $0.id == container.id } }.map(\.element.id)
                let position = members.firstIndex(of: entry.element.id)! + 1
                switch role(container)! {
                case .tab: context = .tab(index: position, count: members.count)
                case .series: context = .series(index: position, count: members.count)
                case .list: context = position == 1 ? .listStart : position == members.count ? .listEnd : .none
                case .landmark: context = position == 1 ? .landmarkStart : position == members.count ? .landmarkEnd : .none
                }
                if context != .none { break }
            }
            return Entry(id: entry.element.id, context: context, containerIDs: containers.map(\.id))
        }
    }
}

/// A scene that hands over one stored tree.
private final class TreeScene: Scene {
    let id = "tree"
    let title = "Tree"
    let device = Device.phone
    let roots: [AccessibilityElement]
    init(_ roots: [AccessibilityElement]) { self.roots = roots }
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] { roots }
    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
}
