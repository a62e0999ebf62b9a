import AXCore
import XCTest

/// Hit-testing skips the components whose declared regions miss a point (`Component.hitRegion`):
/// the chain it finds is the one asking every component finds, and the components it asks do not
/// grow with what lies behind or beside the one that takes the tap.
final class HitRegionTests: XCTestCase {
    /// Takes touches inside a circle that may reach past its frame, says so (`.anywhere`) or not,
    /// and counts how often it is asked.
    final class Disc: Component {
        let radius: Double
        let declared: HitRegion?
        let clip: Rect?
        let content: [PlacedComponent]
        var asked = 0

        init(radius: Double, declared: HitRegion?, clip: Rect? = nil, content: [PlacedComponent] = []) {
            self.radius = radius; self.declared = declared; self.clip = clip; self.content = content
        }

        func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
            content.map { PlacedComponent($0.component, in: Rect(x: frame.minX + $0.frame.minX, y: frame.minY + $0.frame.minY,
                                                                  width: $0.frame.width, height: $0.frame.height)) }
        }
        func childClip(in frame: Rect, settings: Settings) -> Rect? {
            clip.map { Rect(x: frame.minX + $0.minX, y: frame.minY + $0.minY, width: $0.width, height: $0.height) }
        }
        func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool {
            asked += 1
            return radius > 0 && point.distance(to: frame.center) < radius
        }
        func hitRegion(in frame: Rect, settings: Settings) -> HitRegion {
            guard let declared else { return .anywhere }
            guard case .within = declared else { return declared }
            // The circle's bounds, which may reach past the frame.
            return .within(Rect(x: frame.midX - radius, y: frame.midY - radius, width: 2 * radius, height: 2 * radius))
        }
    }

    private func name(_ node: ComponentLayout.Node, _ point: Point) -> String { "\(type(of: node.component)) \(node.frame) \(point)" }

    /// A deterministic mix: buttons, touch-absorbing and plain drawings, discs that declare their
    /// region, discs that do not (and reach past their frames), and clipping discs holding more.
    private func mixedScreen(count: Int) -> Absolute {
        var seed: UInt64 = 0x2545F4914F6CDD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        func frame() -> Rect { Rect(x: Double(next(380)), y: Double(next(830)), width: Double(1 + next(200)), height: Double(1 + next(300))) }
        var items: [PlacedComponent] = []
        for i in 0..<count {
            let component: any Component
            switch next(6) {
            case 0: component = Button(id: "b\(i)", label: nil, content: Spacer()) { _ in true }
            case 1: component = Drawing(absorbsTouches: true) { _, _, _, _ in }
            case 2: component = Drawing { _, _, _, _ in }
            case 3: component = Disc(radius: Double(next(60)), declared: .within(.zero))
            case 4: component = Disc(radius: Double(next(60)), declared: nil)
            default:
                let inner = (0..<4).map { _ in PlacedComponent(Disc(radius: Double(5 + next(40)), declared: .within(.zero)), in: frame()) }
                component = Disc(radius: 0, declared: .nowhere, clip: Rect(x: 0, y: 0, width: 120, height: 160), content: inner)
            }
            items.append(PlacedComponent(component, in: frame()))
        }
        return Absolute(items)
    }

    func testTheChainIsTheOneAskingEveryComponentFinds() {
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        for settings in [Settings(), rtl] {
            for count in [10, 300] {
                let layout = ComponentLayout(mixedScreen(count: count), in: bounds, settings: settings)
                var points: [Point] = []
                for x in stride(from: -2.0, through: 392, by: 7.5) { for y in stride(from: -2.0, through: 846, by: 9.25) { points.append(Point(x, y)) } }
                // Edges, where a half-open test and a mirroring's rounding disagree first.
                for node in layout.nodes {
                    let f = node.toScene.apply(node.frame)
                    points += [Point(f.minX, f.minY), Point(f.maxX, f.maxY), Point(f.midX, f.midY), Point(f.maxX - 0.001, f.minY)]
                }
                var differences = 0
                for point in points {
                    let found = layout.hits(at: point).map { name($0.node, $0.point) }
                    if found != layout.hitsAskingEveryComponent(at: point).map({ name($0.node, $0.point) }) { differences += 1 }
                }
                XCTAssertEqual(differences, 0, "\(count) components, \(settings.layoutDirection): \(points.count) points")
            }
        }
    }

    /// 3,000 full-screen components that take no touches in front of a button, then 3,000 discs
    /// that declare their regions around it: a tap at the button asks the few on its way, not all.
    func testATapAsksTheComponentsOnItsWayNotEveryOneInFront() {
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let button = Button(id: "b", label: nil, content: Spacer()) { _ in true }
        let inFront = (0..<3000).map { _ in PlacedComponent(Drawing { _, _, _, _ in }, in: bounds) }
        var layout = ComponentLayout(Absolute([PlacedComponent(button, in: Rect(x: 100, y: 100, width: 44, height: 44))] + inFront),
                                     in: bounds, settings: Settings())
        var asked = 0
        let chain = layout.hits(at: Point(120, 120), asked: &asked)
        XCTAssertEqual(chain.count, 1)
        XCTAssertTrue(chain.first?.node.component is Button)
        XCTAssertEqual(asked, 1, "the button alone: its container, its content and the 3,000 drawings in front take no touches and are not asked")

        // Small discs in a grid, each declaring its region: a tap asks those whose regions hold it.
        let discs = (0..<3000).map { _ in Disc(radius: 4, declared: .within(.zero)) }
        let placed = discs.enumerated().map { i, disc in PlacedComponent(disc, in: Rect(x: Double(i % 50) * 7.8, y: Double(i / 50) * 14, width: 7.8, height: 14)) }
        layout = ComponentLayout(Absolute(placed), in: bounds, settings: Settings())
        var taps = 0
        for (i, disc) in discs.enumerated() where i % 97 == 0 {
            var askedHere = 0
            let hits = layout.hits(at: Point(Double(i % 50) * 7.8 + 3.9, Double(i / 50) * 14 + 7), asked: &askedHere)
            XCTAssertTrue(hits.first?.node.component as? Disc === disc)
            XCTAssertEqual(askedHere, 1, "disc \(i) alone: the container takes no touches")
            taps += 1
        }
        XCTAssertEqual(discs.reduce(0) { $0 + $1.asked }, taps, "each tap asked one disc of the 3,000")
    }

    /// The framework's stacks, wrappers, labels and spacers take no touches themselves, and say so
    /// (`TakesNoTouches`): hit-testing passes over them and over whatever inside them takes none
    /// where the point is. Their default region, `.anywhere`, made every tap on the home screen ask
    /// each of its icons.
    func testComponentsThatTakeNoTouchesSayNowhere() {
        let content = Spacer(10)
        let components: [any Component] = [
            Spacer(10), Column([content]), Row([content]), Layers([content]), Padding(4, content),
            Absolute([PlacedComponent(content, in: Rect(x: 0, y: 0, width: 10, height: 10))]), Sized(width: 20, content),
            ContentSizeLimit(.largest, content), Label(id: "l", "Text", style: .body, color: .black),
            AccessibilityGroup(id: "g", content), Background(.white, content), Keyed("k", content), IgnoringInvertColors(content),
        ]
        let frame = Rect(x: 0, y: 0, width: 100, height: 40)
        for component in components {
            XCTAssertEqual(component.hitRegion(in: frame, settings: Settings()), .nowhere, "\(type(of: component))")
            XCTAssertFalse(component.hitTest(frame.center, in: frame, settings: Settings()), "\(type(of: component))")
        }
    }

    /// A component that takes every touch in its frame (`TakesTouchesInItsFrame`) answers inside it
    /// and declares it, so a tap outside passes over it and what it holds.
    func testAComponentTakingItsFrameDeclaresIt() {
        struct Card: TakesTouchesInItsFrame {}
        let frame = Rect(x: 10, y: 20, width: 100, height: 40)
        for component in [Card(), ScrollArea(id: "s", state: ScrollState(), Spacer(10))] as [any Component] {
            XCTAssertEqual(component.hitRegion(in: frame, settings: Settings()), .within(frame), "\(type(of: component))")
            XCTAssertTrue(component.hitTest(frame.center, in: frame, settings: Settings()), "\(type(of: component))")
            XCTAssertFalse(component.hitTest(Point(5, 5), in: frame, settings: Settings()), "\(type(of: component))")
        }
    }
}
