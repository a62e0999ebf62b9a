import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// `StateByColourRule.colourOnlyChanges` passes over items the same in both drawings without
/// looking at their parts. These tests hold it to the straightforward comparison of every item, on
/// every catalog scene's drawings under settings that change only colours, change more, or change
/// the background beneath.
final class StateByColourComparisonTests: XCTestCase {
    /// Every item compared part by part, each colour as drawn: its item's opacity applied, and a
    /// see-through one composited over what its own list draws beneath the item's middle (its
    /// list's background, itself over white, where nothing is). An item drawn the same in both over
    /// the same background notes nothing, as the rule defines it.
    private func reference(_ a: DisplayList, _ b: DisplayList) -> [(Color, Color)]? {
        if let pairs = itemwise(a, b) { return pairs.isEmpty ? nil : pairs }
        // Drawings that differ item by item compare again as they show, each fill the next covers left out.
        let seenA = StateByColourRule.withoutCoveredFills(a), seenB = StateByColourRule.withoutCoveredFills(b)
        if seenA.count < a.count || seenB.count < b.count, let pairs = itemwise(seenA, seenB) { return pairs.isEmpty ? nil : pairs }
        // Drawings with items added or removed compare once more without the added ones no one sees.
        guard seenA.count != seenB.count, let shown = StateByColourRule.withoutUnseenAdditions(seenA, seenB),
              let pairs = itemwise(shown.0, shown.1) else { return nil }
        return pairs.isEmpty ? nil : pairs
    }

    private func itemwise(_ a: DisplayList, _ b: DisplayList) -> [(Color, Color)]? {
        guard a.count == b.count else { return nil }
        let beneathA = FrameSampler(a, screen: StateByColourRule.sampledArea), beneathB = FrameSampler(b, screen: StateByColourRule.sampledArea)
        var pairs: [(Color, Color)] = []
        func note(_ x: Color, _ y: Color, _ index: Int?, _ point: Point) {
            let underA = index.map { beneathA.color(at: point, beforeIndex: $0) } ?? a.background.composited(over: .white)
            let underB = index.map { beneathB.color(at: point, beforeIndex: $0) } ?? b.background.composited(over: .white)
            let cx = x.composited(over: underA), cy = y.composited(over: underB)
            if cx != cy { pairs.append((cx, cy)) }
        }
        note(a.background, b.background, nil, Point(0, 0))
        let sameBackground = a.background.composited(over: .white) == b.background.composited(over: .white)
        for (i, (x, y)) in zip(a.items, b.items).enumerated() {
            guard x.transform == y.transform, x.opacity == y.opacity, x.animation == y.animation else { return nil }
            if sameBackground && x.command == y.command { continue }
            func seen(_ c: Color) -> Color { c.withAlpha(c.alpha * x.opacity) }
            switch (x.command, y.command) {
            case (.fill(let s, let c), .fill(let t, let d)) where s == t: note(seen(c), seen(d), i, x.transform.apply(s.bounds).center)
            case (.stroke(let s, let c, let w), .stroke(let t, let d, let v)) where s == t && w == v: note(seen(c), seen(d), i, x.transform.apply(s.bounds).center)
            case (.text(var r), .text(var q)):
                let (c, d) = (r.color, q.color)
                r.color = .black; q.color = .black
                guard r == q else { return nil }
                note(seen(c), seen(d), i, x.transform.apply(r.box).center)
            default:
                guard x.command == y.command else { return nil }
            }
        }
        return pairs
    }

    /// `kept`, when given, is `a` kept as a probe copy keeps its initial drawing, already compared
    /// with other drawings (its covered fills and samplers worked out for them): it must compare
    /// as a fresh one does.
    private func assertSame(_ a: DisplayList, _ b: DisplayList, _ what: String, kept: StateByColourRule.DrawingBefore? = nil,
                            file: StaticString = #filePath, line: UInt = #line) -> [(Color, Color)]? {
        let fast = StateByColourRule.colourOnlyChanges(a, b), slow = reference(a, b)
        XCTAssertEqual(fast.map { $0.map { [$0.0, $0.1] } }, slow.map { $0.map { [$0.0, $0.1] } }, what, file: file, line: line)
        if let kept {
            XCTAssertEqual(kept.list, a, file: file, line: line)
            let reused = StateByColourRule.colourOnlyChanges(kept, b)
            XCTAssertEqual(reused.map { $0.map { [$0.0, $0.1] } }, slow.map { $0.map { [$0.0, $0.1] } }, "\(what), kept", file: file, line: line)
        }
        return fast
    }

    /// The same list over another background (the items copied as they are).
    private func over(_ background: Color, _ list: DisplayList) -> DisplayList {
        var rebased = DisplayList(background: background)
        rebased.append(contentsOf: list)
        return rebased
    }

    func testEveryCatalogDrawingComparesAsItemByItem() {
        var increased = Settings(); increased.increaseContrast = true
        var bold = Settings(); bold.boldText = true
        var opaque = Settings(); opaque.reduceTransparency = true
        let translucent = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        var colourOnly = 0, other = 0
        for descriptor in Catalog.all {
            func drawing(_ settings: Settings) -> DisplayList {
                let scene = descriptor.make()
                var list = DisplayList()
                scene.draw(into: &list, settings: settings, time: 0)
                return list
            }
            let plain = drawing(Settings())
            let keptPlain = StateByColourRule.DrawingBefore(plain)
            let pairs: [(DisplayList, DisplayList, String)] = [
                (plain, plain, "the same drawing"), (plain, drawing(increased), "Increase Contrast"),
                (drawing(increased), plain, "Increase Contrast, back"), (plain, drawing(bold), "Bold Text"),
                (plain, drawing(opaque), "Reduce Transparency"), (plain, over(translucent, plain), "another background"),
                (over(translucent, plain), over(.black, drawing(increased)), "both backgrounds and colours"),
            ]
            for (a, b, what) in pairs {
                let kept = a == plain ? keptPlain : nil
                if assertSame(a, b, "\(descriptor.id): \(what)", kept: kept) == nil { other += 1 } else { colourOnly += 1 }
            }
        }
        XCTAssertGreaterThan(colourOnly, 10, "drawings that differ in colour only were compared")
        XCTAssertGreaterThan(other, 10, "drawings alike, or differing in more than colour, were compared")
    }

    /// A state drawn as a colour laid over the other (a green pill over the red one) adds an item
    /// that hides one: the two compare as they show, a change of colour only. A laid-over colour
    /// that does not cover the whole shape (translucent, or another shape) is more than colour.
    func testAColourLaidOverTheOtherComparesAsItShows() {
        let pill = Shape.roundedRect(Rect(x: 0, y: 0, width: 100, height: 44), radius: 22)
        var off = DisplayList(), on = DisplayList()
        off.fill(pill, .hex("#FF3B30"))
        off.text(TextRun("Siren", box: Rect(x: 0, y: 11, width: 100, height: 22), size: 17))
        on.fill(pill, .hex("#FF3B30"))
        on.fill(pill, .hex("#34C759"))
        on.text(TextRun("Siren", box: Rect(x: 0, y: 11, width: 100, height: 22), size: 17))
        let keptOff = StateByColourRule.DrawingBefore(off)
        let pairs = assertSame(off, on, "a green pill laid over the red one", kept: keptOff)
        XCTAssertEqual(pairs.map { $0.map { [$0.0, $0.1] } }, [[.hex("#FF3B30"), .hex("#34C759")]])
        var translucent = DisplayList()
        translucent.fill(pill, .hex("#FF3B30"))
        translucent.fill(pill, Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        translucent.text(TextRun("Siren", box: Rect(x: 0, y: 11, width: 100, height: 22), size: 17))
        XCTAssertNil(assertSame(off, translucent, "a translucent layer shows what is under it: another item", kept: keptOff))
        var dot = DisplayList()
        dot.fill(pill, .hex("#FF3B30"))
        dot.fill(.ellipse(Rect(x: 40, y: 12, width: 20, height: 20)), .hex("#34C759"))
        dot.text(TextRun("Siren", box: Rect(x: 0, y: 11, width: 100, height: 22), size: 17))
        XCTAssertNil(assertSame(off, dot, "a mark added: a shape, not a colour", kept: keptOff))
        // A tab bar whose selected tab draws blue over its grey icon: selecting the next tab moves
        // the blue, the two drawings as long as each other but not alike item by item.
        func tabs(selected: Int) -> DisplayList {
            var list = DisplayList()
            for i in 0..<3 {
                let icon = Shape.roundedRect(Rect(x: Double(i) * 130 + 53, y: 764, width: 24, height: 22), radius: 4)
                list.fill(icon, .hex("#6E6E73"))
                if i == selected { list.fill(icon, .hex("#0040DD")) }
            }
            return list
        }
        let moved = assertSame(tabs(selected: 0), tabs(selected: 1), "the selected tab's blue moved to the next")
        XCTAssertEqual(moved.map { $0.map { [$0.0, $0.1] } }, [[.hex("#0040DD"), .hex("#6E6E73")], [.hex("#6E6E73"), .hex("#0040DD")]])
    }

    /// A translucent item the same in both lists still changes colour when the background beneath
    /// it does: it is not passed over.
    func testTheSameTranslucentItemOverAnotherBackgroundChangesColour() {
        var a = DisplayList(background: .white), b = DisplayList(background: .black)
        let shade = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        a.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), shade)
        b.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), shade)
        let pairs = assertSame(a, b, "translucent over white and black")
        XCTAssertEqual(pairs?.count, 2, "the background and the item over it")
    }

    /// One item of many changing colour is found, and one changing shape makes it more than colour.
    func testOneChangedItemAmongManyIsFound() {
        func list(_ colour: Color, width: Double = 10) -> DisplayList {
            var l = DisplayList()
            for i in 0..<50 { l.fill(.rect(Rect(x: Double(i), y: 0, width: 10, height: 10)), .black) }
            l.fill(.rect(Rect(x: 0, y: 20, width: width, height: 10)), colour)
            for i in 0..<50 { l.stroke(.rect(Rect(x: Double(i), y: 40, width: 10, height: 10)), .black) }
            return l
        }
        XCTAssertEqual(assertSame(list(.black), list(.white), "a fill's colour")?.count, 1)
        XCTAssertNil(assertSame(list(.black), list(.white, width: 12), "a fill's shape too"))
        XCTAssertNil(assertSame(list(.black), list(.black), "nothing"))
    }
}
