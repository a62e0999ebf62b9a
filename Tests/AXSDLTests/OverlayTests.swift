import AXCore
import AXEngine
import AXScenes
import CSDL2
import XCTest
@testable import AXSDL

/// Each overlay draws what it stands for, from the tree and the session's state, and the window's
/// keys toggle them. Uses examples/overlay-tour.json, which has one element per overlay.
final class OverlayTests: XCTestCase {
    private func tour(modal: Bool = false) throws -> FileScene {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/overlay-tour.json")
        var text = try String(contentsOf: url, encoding: .utf8)
        if modal { text = text.replacingOccurrences(of: "\"modal\": false", with: "\"modal\": true") }
        return try SceneFile.parse(text, file: "overlay-tour.json")
    }

    private func draw(_ kinds: Set<OverlayKind>, scene: Scene, state: AccessibilityOverlay.State = .init()) -> DisplayList {
        let order = NavigationOrder(scene: scene, settings: Settings())
        var list = DisplayList(background: .clear)
        AccessibilityOverlay(kinds: kinds, order: order, state: state, bounds: Rect(0, 0, 390, 844)).draw(into: &list)
        return list
    }

    private func texts(_ list: DisplayList) -> [String] { list.textRuns.map(\.run.string) }

    func testEachOverlayNamesWhatItMarks() throws {
        let scene = try tour()
        XCTAssertEqual(texts(draw([.actions], scene: scene)), ["2 actions"])
        XCTAssertEqual(texts(draw([.drag], scene: scene)), ["Drag photo"])
        XCTAssertEqual(texts(draw([.drop], scene: scene)), ["Add to album"])
        XCTAssertEqual(texts(draw([.zoom], scene: scene)), ["Zoom: 1x zoom"])
        XCTAssertEqual(texts(draw([.direct], scene: scene)), ["Direct touch: silent on touch"])
        let findings = [OverlayFinding(elementID: "photo", ruleID: "label.missing", severity: .error),
                        OverlayFinding(elementID: "photo", ruleID: "target.size", severity: .warning)]
        XCTAssertEqual(texts(draw([.findings], scene: scene, state: .init(findings: findings))), ["!", "label.missing, target.size"])
    }

    /// Findings about no element (drawn text nothing exposes, a gesture with no accessible way) and
    /// about an element the order does not hold are listed at the top, a line each: the overlay shows
    /// every finding validate reports, as the window's status and summary do.
    func testFindingsWithoutAPlaceOnScreenAreListedAtTheTop() throws {
        let scene = try tour()
        var findings = [OverlayFinding(elementID: nil, ruleID: "label.undescribed-text", severity: .error),
                        OverlayFinding(elementID: nil, ruleID: "actions.touch-only-gesture", severity: .error),
                        OverlayFinding(elementID: "gone", ruleID: "label.missing", severity: .error),
                        OverlayFinding(elementID: "photo", ruleID: "target.size", severity: .warning)]
        XCTAssertEqual(texts(draw([.findings], scene: scene, state: .init(findings: findings))),
                       ["!", "!", "Screen: label.undescribed-text", "Screen: actions.touch-only-gesture", "gone: label.missing", "target.size"])
        // A line about an element is never called the screen's, first or not.
        XCTAssertEqual(texts(draw([.findings], scene: scene, state: .init(findings: Array(findings[2...])))),
                       ["!", "!", "gone: label.missing", "target.size"])
        findings += ["a", "b"].map { OverlayFinding(elementID: nil, ruleID: "rule.\($0)", severity: .warning) }
        XCTAssertEqual(texts(draw([.findings], scene: scene, state: .init(findings: findings))),
                       ["!", "!", "Screen: label.undescribed-text", "Screen: actions.touch-only-gesture", "gone: label.missing", "+2 more", "target.size"])
    }

    /// A finding with no element that lies somewhere (drawn text no element exposes, a declared
    /// gesture's area) is outlined where it lies, its rules beside it, not listed at the top.
    func testAFindingWithNoElementIsOutlinedWhereItLies() throws {
        let scene = try tour()
        let text = Rect(x: 300, y: 700, width: 40, height: 12)
        let findings = [OverlayFinding(elementID: nil, ruleID: "label.undescribed-text", severity: .error, frame: text),
                        OverlayFinding(elementID: nil, ruleID: "contrast.text", severity: .error, frame: text),
                        OverlayFinding(elementID: nil, ruleID: "motion.reduce-motion", severity: .error)]
        let list = draw([.findings], scene: scene, state: .init(findings: findings))
        // One badge, the screen list's: the text's place has none (it would cover the text's end).
        XCTAssertEqual(texts(list), ["!", "Screen: motion.reduce-motion", "label.undescribed-text, contrast.text"])
        let outlined = list.items.contains { item in
            if case .stroke(.rect(let r), _, _) = item.command { return r == text }
            return false
        }
        XCTAssertTrue(outlined, "the text's place is outlined")
    }

    /// No tag covers a place with no element a line or two high: the text a finding is about stays
    /// readable, under its own tag and under the tag of a gesture area whose edge runs across it.
    func testNoTagCoversTheTextAFindingIsAbout() throws {
        let scene = try tour()
        let text = Rect(x: 160, y: 700, width: 90, height: 16)
        let gesture = Rect(x: 40, y: 620, width: 320, height: 88)
        let findings = [OverlayFinding(elementID: nil, ruleID: "actions.touch-only-gesture", severity: .error, frame: gesture),
                        OverlayFinding(elementID: nil, ruleID: "label.undescribed-text", severity: .error, frame: text)]
        let runs = draw([.findings], scene: scene, state: .init(findings: findings)).textRuns.map(\.run)
        XCTAssertEqual(runs.map(\.string), ["!", "actions.touch-only-gesture", "label.undescribed-text"],
                       "the gesture area's badge; none on the text")
        for run in runs.dropFirst() {
            XCTAssertFalse(run.box.intersects(text), "\(run.string)'s tag at \(run.box) covers the text at \(text)")
        }
        // Each tag still beside its place: the gesture's a row below its area, the text's a row above it, flipped left.
        XCTAssertEqual(runs[1].box, Rect(x: 40, y: gesture.maxY + 8.5, width: runs[1].box.width, height: 15))
        XCTAssertEqual(runs[2].box, Rect(x: text.minX - runs[2].box.width, y: text.maxY - 23.5, width: runs[2].box.width, height: 15))
    }

    func testShapesAndPointsAreDrawnOnlyWhereTheyDifferFromTheFrame() throws {
        let scene = try tour()
        // One content shape (the record button's circle): a halo and a line.
        XCTAssertEqual(draw([.paths], scene: scene).count, 2)
        // One activation point off centre (the brightness thumb): a guide line, two arms and a ring, each haloed.
        XCTAssertEqual(draw([.activation], scene: scene).count, 7)
        XCTAssertTrue(draw([.cursor], scene: scene).isEmpty, "no cursor without a focus")
        XCTAssertEqual(draw([.cursor], scene: scene, state: .init(focusedID: "share")).count, 2)
        // The focus-indicator pass draws every technology's cursor it is given (the window gives the
        // session's), the same way as the VoiceOver cursor a snapshot names by id.
        let share = try XCTUnwrap(VoiceOver.cursor(on: "share", in: NavigationOrder(scene: scene, settings: Settings())))
        XCTAssertEqual(draw([.cursor], scene: scene, state: .init(focusIndicators: [share])),
                       draw([.cursor], scene: scene, state: .init(focusedID: "share")))
        XCTAssertTrue(draw([.cursor], scene: scene, state: .init(focusedID: "share", focusIndicators: [])).isEmpty,
                      "the session's indicators win over the id: none on, no cursor")
        XCTAssertTrue(draw([.modal], scene: scene).isEmpty, "no modal view, nothing dimmed")
        // The order line visits every element: one path through all the centres.
        let order = draw([.order], scene: scene)
        guard case .stroke(.path(let path, _), _, _) = order.items[0].command else { return XCTFail("order line") }
        XCTAssertEqual(path.elements.count, NavigationOrder(scene: scene, settings: Settings()).count)
    }

    func testAModalViewDimsEverythingOutsideItAndHidesTheRest() throws {
        let scene = try tour(modal: true)
        let list = draw(Set(OverlayKind.allCases), scene: scene)
        guard case .fill(.path(_, .evenOdd), let dim) = list.items[0].command else { return XCTFail("dimmed surround first") }
        XCTAssertEqual(dim, AccessibilityOverlay.modalDim)
        XCTAssertTrue(texts(list).contains("Modal"))
        XCTAssertFalse(texts(list).contains("Drag photo"), "elements behind the modal view are not exposed")
    }

    func testDropPointsLightUpDuringADragAndRingTheHoveredOne() throws {
        let scene = try tour()
        let idle = draw([.drop], scene: scene)
        let drag = DragSession(item: DragItem(id: "photo", name: "Photo"), sourceID: "photo", origin: Point(92, 331),
                               previewLocation: Point(92, 331), proposal: DropProposal(.move))
        let active = draw([.drop], scene: scene, state: .init(drag: drag))
        var hovering = drag
        hovering.previewLocation = Point(291, 331)
        let hovered = draw([.drop], scene: scene, state: .init(drag: hovering))
        XCTAssertEqual(active.count, idle.count + 1, "a drag fills the target")
        XCTAssertEqual(hovered.count, active.count + 1, "the target under the preview gets a ring")
    }

    /// A home screen has three drop points per icon; during a drag only the one under the dragged
    /// item and its two nearest neighbours are named, wherever the drag is.
    func testADragNamesOnlyTheDropPointUnderItAndItsNeighbours() throws {
        let scene = try XCTUnwrap(Catalog.descriptor(for: "home-screen")).make()
        let order = NavigationOrder(scene: scene, settings: Settings())
        let weather = try XCTUnwrap(order.node(withID: "app-weather"))
        let target = try XCTUnwrap(weather.dropPoints.first { $0.name == "Drop left of Weather" })
        let drag = DragSession(item: DragItem(id: "app-mail", name: "Mail"), sourceID: nil, origin: Point(65, 92),
                               previewLocation: target.point, proposal: DropProposal(.move))
        let named = texts(draw([.drop], scene: scene, state: .init(drag: drag)))
        XCTAssertEqual(named.count, 3, "\(named)")
        XCTAssertTrue(named.contains("Drop left of Weather"), "\(named)")
        XCTAssertEqual(Set(named).count, 3)
        let idle = texts(draw([.drop], scene: scene))
        XCTAssertTrue(idle.isEmpty, "an idle home screen has too many drop points to name: \(idle)")
        // A VoiceOver drag (from Mail's drag source) also names the drop points of the element VoiceOver is on.
        var voiceOver = drag
        voiceOver.sourceID = "app-mail"
        voiceOver.previewLocation = Point(65, 92)
        let onMaps = texts(draw([.drop], scene: scene, state: .init(focusedID: "app-maps", drag: voiceOver)))
        XCTAssertEqual(Set(onMaps), ["Drop left of Mail", "Create folder with Mail", "Drop right of Mail",
                                     "Drop left of Maps", "Create folder with Maps", "Drop right of Maps"])
    }

    private func reorderableList() throws -> FileScene {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/reorderable-list.json")
        return try SceneFile.parse(String(contentsOf: url, encoding: .utf8), file: "reorderable-list.json")
    }

    /// The custom-actions tags keep clear of the frames overlay's number badges: laid on Pre-Poster's
    /// top-right badges, "1 action" hid numbers 5 to 20.
    func testNameTagsKeepClearOfTheNumberBadges() {
        let scene = PrePosterScene()
        let order = NavigationOrder(scene: scene, settings: Settings())
        var list = DisplayList(background: .clear)
        let frames = ElementFrameOverlay(order: order)
        let tags = AccessibilityOverlay(kinds: [.frames, .actions], order: order, state: .init(), bounds: Rect(0, 0, 390, 844))
            .drawMarkers(into: &list, frames: frames).tags
        let actionTags = tags.filter { $0.text.hasSuffix("action") || $0.text.hasSuffix("actions") }
        XCTAssertFalse(actionTags.isEmpty, "Pre-Poster's posts offer actions")
        let badges = frames.badges.map(\.pill)
        for tag in actionTags {
            XCTAssertFalse(badges.contains { $0.intersects(tag.pill) }, "\(tag.text) at \(tag.pill) covers a badge")
        }
    }

    /// The drop overlay's tags, by name, with the drop point each names.
    private func dropTags(_ scene: Scene, order: NavigationOrder, state: AccessibilityOverlay.State = .init())
        -> [(tag: TagLayout.Tag, point: Point)] {
        var list = DisplayList(background: .clear)
        let tags = AccessibilityOverlay(kinds: [.drop], order: order, state: state, bounds: Rect(0, 0, 390, 844))
            .drawMarkers(into: &list).tags
        let points = Dictionary(order.entries.flatMap { $0.element.dropPoints.map { ($0.name, $0.point) } }, uniquingKeysWith: { a, _ in a })
        return tags.compactMap { tag in points[tag.text].map { (tag, $0) } }
    }

    /// In a reorderable list a row's "Drop below" point and the next row's "Drop above" point are 8
    /// points apart, closer than two tags are tall. Each name stays beside its own target, on its
    /// row (the second of a pair on the target's other side), with a leader from the target's edge
    /// to the pill: none is pushed a row down beside the next target ("Drop above Work" beside
    /// Work's bottom edge).
    func testDropPointNamesStayAttachedToTheirTargets() throws {
        let scene = try reorderableList()
        let order = NavigationOrder(scene: scene, settings: Settings())
        let all = order.entries.flatMap { $0.element.dropPoints.map(\.point) }
        let tags = dropTags(scene, order: order)
        XCTAssertEqual(tags.count, 8, "every drop point of the four rows is named: \(tags.map(\.tag.text))")
        for (tag, point) in tags {
            XCTAssertTrue(tag.pill.minY <= point.y && point.y <= tag.pill.maxY, "\(tag.text) sits on its target's row: \(tag.pill) \(point)")
            let own = point.distance(to: tag.pill.nearestPoint(to: point))
            for other in all where other != point {
                XCTAssertLessThan(own, other.distance(to: tag.pill.nearestPoint(to: other)), "\(tag.text) is nearer its own target than \(other)")
            }
            let leader = try XCTUnwrap(tag.leader, "\(tag.text) has a leader")
            XCTAssertEqual(leader.from.distance(to: point), 8, accuracy: 1e-9, "the leader starts at the target's ring")
            XCTAssertEqual(leader.to, tag.pill.nearestPoint(to: point), "and ends on the pill")
        }
        // A pair 8 points apart: one name on each side of its target.
        let below = try XCTUnwrap(tags.first { $0.tag.text == "Drop below Home" }), above = try XCTUnwrap(tags.first { $0.tag.text == "Drop above Work" })
        XCTAssertGreaterThan(below.tag.pill.minX, below.point.x)
        XCTAssertLessThan(above.tag.pill.maxX, above.point.x)
    }

    /// A name that would leave the scene on its target's right goes to the target's left, the same gap
    /// away, instead of being pulled back over the target (the tour's "Add to album", near the edge).
    func testANameNearTheEdgeMovesToTheTargetsOtherSideNotOverIt() throws {
        let scene = try tour()
        let order = NavigationOrder(scene: scene, settings: Settings())
        let tag = try XCTUnwrap(dropTags(scene, order: order).first { $0.tag.text == "Add to album" })
        XCTAssertLessThanOrEqual(tag.tag.pill.maxX, tag.point.x - 8, "left of the target's ring: \(tag.tag.pill) \(tag.point)")
        XCTAssertNotNil(tag.tag.leader)
    }

    /// During a VoiceOver drag the drop point the Actions rotor has selected (what a double tap drops
    /// on) is highlighted: its target gets a halo and its name a highlighted pill, placed first so it
    /// keeps its place beside the target.
    func testTheDropPointTheRotorSelectedIsHighlighted() throws {
        let scene = try reorderableList()
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: scene, settings: settings))
        var time = 0
        for command in [VoiceOverCommand.first, .next, .down, .activate, .next, .next, .down, .down, .down] {
            time += 1000
            _ = driver.apply(.command(command), at: time)
        }
        let session = driver.session
        XCTAssertEqual(session.focusedElementID, "gym")
        let selected = try XCTUnwrap(session.selectedDropPoint)
        XCTAssertEqual(selected.name, "Drop below Gym")
        let state = AccessibilityOverlay.State(focusedID: "gym", drag: session.dragSession, selectedDrop: selected)
        let tags = dropTags(scene, order: session.navigation, state: state)
        XCTAssertEqual(tags.filter(\.tag.selected).map(\.tag.text), ["Drop below Gym"])
        XCTAssertEqual(tags.first?.tag.text, "Drop below Gym", "placed first")
        let halo = draw([.drop], scene: scene, state: state).items.filter {
            if case .stroke(.ellipse, TagLayout.selectedFill, _) = $0.command { return true } else { return false }
        }
        XCTAssertEqual(halo.count, 1, "one target has the halo")
        XCTAssertTrue(draw([.drop], scene: scene, state: AccessibilityOverlay.State(focusedID: "gym", drag: session.dragSession)).items.allSatisfy {
            if case .stroke(.ellipse, TagLayout.selectedFill, _) = $0.command { return false } else { return true }
        }, "no halo without a selection")
        // Swiping on to another rotor item moves the highlight; with no drag nothing is selected.
        _ = driver.apply(.command(.up), at: time + 1000)
        XCTAssertEqual(session.selectedDropPoint?.name, "Drop above Gym")
        _ = driver.apply(.command(.escape), at: time + 2000)
        XCTAssertNil(session.selectedDropPoint, "the drag is cancelled")
    }

    /// Under right-to-left a row's leading text is drawn at its right end: the frame's number badge
    /// keeps clear of it there, and stays in the free top-left corner.
    func testFrameBadgesKeepClearOfRightToLeftTextWhereItIsDrawn() throws {
        let scene = try SceneFile.parse(##"""
            {"format":"axsandbox-scene","version":1,"id":"row","device":{"idiom":"phone"},
             "drawing":[{"text":"Wi-Fi","box":[16,100,358,44],"size":17}],
             "elements":[{"id":"wifi","label":"Wi-Fi","traits":["button"],"frame":[16,100,358,44]}]}
            """##, file: "row.json")
        for direction in LayoutDirection.allCases {
            var settings = Settings()
            settings.layoutDirection = direction
            var list = DisplayList()
            scene.draw(into: &list, settings: settings, time: 0)
            let order = NavigationOrder(scene: scene, settings: settings)
            let frame = try XCTUnwrap(order.entries.first?.frame)
            let badge = ElementFrameOverlay(order: order).keepingBadgesClear(of: list, direction: direction)
                .badgeRect(for: frame, width: 16, height: 16)
            let text = BundledFontAdvances().extent(of: try XCTUnwrap(list.textRuns.first?.run), direction: direction)
            XCTAssertFalse(badge.intersects(text), "\(direction): the badge \(badge) covers the text at \(text)")
            if direction == .rightToLeft { XCTAssertEqual(badge.minX, frame.minX + 1, "the top-left corner is free: \(badge) \(text) \(frame)") }
        }
    }

    /// A window shrinks the scene to fit the screen (here to 0.92) but not its tags: a finding's two
    /// rule ids were wider than the scene and ran past its left edge. Such a tag ends in "…" inside
    /// the scene; one that fits is whole.
    func testATagWiderThanTheSceneEndsInAnEllipsisInsideIt() {
        let layout = TagLayout()
        let bounds = Rect(0, 0, 390, 844)
        let markers = OverlayMarkers(pointScale: 0.92)
        var list = DisplayList(background: .clear)
        let long = "label.undescribed-text, transparency.translucent-behind-text, contrast.text"
        XCTAssertTrue(markers.tag(long, at: Point(100, 300), color: .black, within: bounds, layout: layout, into: &list))
        XCTAssertTrue(markers.tag("target.size", at: Point(100, 500), color: .black, within: bounds, layout: layout, into: &list))
        let tags = layout.tags
        XCTAssertEqual(tags.count, 2)
        XCTAssertTrue(tags[0].text.hasPrefix("label.undescribed-text, ") && tags[0].text.hasSuffix("…"), tags[0].text)
        XCTAssertGreaterThanOrEqual(tags[0].pill.minX, bounds.minX)
        XCTAssertLessThanOrEqual(tags[0].pill.maxX, bounds.maxX)
        XCTAssertEqual(tags[1].text, "target.size")
    }

    /// A badge on a corner at the scene's edge (a full-width element's top right) is moved inside:
    /// it was cut in half there.
    func testABadgeAtTheScenesEdgeStaysInside() {
        var list = DisplayList(background: .clear)
        let bounds = Rect(0, 0, 390, 844)
        OverlayMarkers(pointScale: 1).badge("!", center: Point(390, 0), color: .black, within: bounds, into: &list)
        let pill = list.items.compactMap { item -> Rect? in
            if case .fill(.roundedRect(let r, _), _) = item.command { return r }
            return nil
        }.first
        XCTAssertEqual(pill.map { bounds.contains($0) }, true, "\(String(describing: pill))")
    }

    func testTagsDoNotCoverEachOther() {
        let layout = TagLayout()
        let bounds = Rect(0, 0, 100, 100)
        let first = layout.place(Rect(10, 40, 50, 15), within: bounds)
        let second = layout.place(Rect(20, 45, 50, 15), within: bounds)
        XCTAssertEqual(first, Rect(10, 40, 50, 15))
        XCTAssertNotNil(second)
        XCTAssertFalse(first!.intersects(second!))
        for _ in 0..<10 { _ = layout.place(Rect(20, 45, 50, 15), within: bounds) }
        XCTAssertNil(layout.place(Rect(20, 45, 50, 15), within: bounds), "left out once every nearby row is taken")
    }

    func testOverlayKeysToggleAndHelpListsThem() {
        func key(_ c: Character) -> Int32 { Int32(c.asciiValue!) }
        XCTAssertEqual(OverlayToggle.forKey(key("1")), .one(.frames))
        XCTAssertEqual(OverlayToggle.forKey(key("0")), .one(.modal))
        XCTAssertEqual(OverlayToggle.forKey(Int32(bitPattern: SDLK_F2.rawValue)), .one(.findings))
        XCTAssertEqual(OverlayToggle.forKey(key("o")), .all)
        XCTAssertNil(OverlayToggle.forKey(key("v")))
        XCTAssertEqual(Set(OverlayKind.allCases.map(\.windowKey)).count, OverlayKind.allCases.count, "one key each")
        var shown: Set<OverlayKind> = [.cursor]
        shown = OverlayToggle.one(.paths).applied(to: shown)
        XCTAssertEqual(shown, [.cursor, .paths])
        shown = OverlayToggle.all.applied(to: shown)
        XCTAssertEqual(shown, Set(OverlayKind.allCases))
        XCTAssertEqual(OverlayToggle.all.applied(to: shown), [])
        let help = texts(HelpOverlay().draw(size: Size(1100, 1000)))
        for kind in OverlayKind.allCases { XCTAssertTrue(help.contains(kind.summary) && help.contains(kind.windowKey), "\(kind)") }
    }

    /// A window at scale 1 (the scene and the inspector, 762 points wide) cannot hold every key's
    /// summary on one line: those that do not fit wrap onto more lines, whole, inside the window; a
    /// wide one still wraps Full Keyboard Access's long summary.
    func testHelpWrapsWhatANarrowWindowCannotHoldOnOneLine() {
        for (size, wrapping) in [(Size(762, 1016), 4), (Size(1600, 1100), 1)] {
            let runs = HelpOverlay().draw(size: size).textRuns.map(\.run)
            var wrapped = 0
            for summary in (HelpOverlay.rows + OverlayToggle.helpRows).map(\.summary) {
                guard let run = runs.first(where: { $0.string == summary }) else { XCTFail("\(summary) is listed"); continue }
                XCTAssertTrue(Rect(0, 0, size.width, size.height).contains(run.box), "\(summary) inside the window")
                if HelpOverlay.fits(summary, width: run.box.width) { XCTAssertFalse(run.wraps, summary); continue }
                wrapped += 1
                XCTAssertTrue(run.wraps, "\(summary) wraps at \(size.width)")
                let lines = HelpOverlay.lines(summary, width: run.box.width)
                XCTAssertGreaterThanOrEqual(run.box.height, Double(lines) * BundledFontMetrics().lineHeight(size: run.size), summary)
            }
            XCTAssertEqual(wrapped, wrapping, "at \(size.width) points wide")
        }
    }

    func testSnapshotWithEveryOverlayHasTheKeyInItsLegend() throws {
        let composition = SceneSnapshot(scale: 1, overlays: Set(OverlayKind.allCases)).compose(try tour(), settings: Settings())
        let legend = texts(composition.legend!)
        XCTAssertTrue(legend.contains("Overlays"))
        for kind in OverlayKind.allCases where kind != .frames { XCTAssertTrue(legend.contains(kind.summary), "\(kind)") }
        XCTAssertEqual(composition.size.width, 390 + ElementFrameOverlay(order: NavigationOrder(scene: try tour(), settings: Settings()))
            .legendSize(height: 844).width + OverlayLegendKey.width)
    }

    // MARK: High density

    func testSmallElementsAreTintedWithoutOutlineOrBadge() {
        let order = NavigationOrder(scene: GridScene(count: 10_000), settings: Settings())
        let frames = ElementFrameOverlay(order: order)
        var dense = DisplayList(background: .clear)
        frames.draw(into: &dense)
        // No outline, no badge: a tint per palette colour, each one path of that colour's frames.
        XCTAssertEqual(dense.count, ElementFrameOverlay.paletteSize)
        guard case .fill(.path(let tinted, _), let tint) = dense.items[0].command else { return XCTFail("a tint") }
        XCTAssertEqual(tint, frames.entries[0].color.withAlpha(ElementFrameOverlay.denseTint))
        let sameColour = frames.entries.filter { $0.color == frames.entries[0].color }
        XCTAssertEqual(tinted.elements.count, sameColour.count * Path.rect(order.entries[0].frame).elements.count)
        XCTAssertEqual(Array(tinted.elements.prefix(5)), Path.rect(order.entries[0].frame).elements)
        // Neighbours in the order still differ in colour, and the legend's colours are the palette's.
        for (a, b) in zip(frames.entries, frames.entries.dropFirst()) { XCTAssertNotEqual(a.color, b.color) }
        XCTAssertEqual(Set(frames.entries.map(\.color)).count, ElementFrameOverlay.paletteSize)
        // Elements big enough for a badge keep the tint, the outline and the numbered badge.
        let nine = NavigationOrder(scene: GridScene(count: 9), settings: Settings())
        var roomy = DisplayList(background: .clear)
        ElementFrameOverlay(order: nine).draw(into: &roomy)
        XCTAssertEqual(roomy.count, 9 * 2 + 9 * 3)
    }

    /// A frames overlay kept from frame to frame draws its tints, outlines and order line once per
    /// tree: asked again it draws what a new overlay of the same order draws, and handed an order of
    /// another tree (or the same tree read again: new entries) it draws that order's line, not its
    /// own. A version that reused its line for any order fails this.
    func testAKeptFramesOverlayDrawsOnlyTheTreeItWasBuiltFrom() {
        let bounds = Rect(0, 0, 800, 844)
        for count in [9, 10_000] {
            let order = NavigationOrder(scene: GridScene(count: count), settings: Settings())
            let kept = ElementFrameOverlay(order: order)
            func drawn(_ order: NavigationOrder, frames: ElementFrameOverlay?, pointScale: Double = 1) -> DisplayList {
                AccessibilityOverlay(kinds: [.frames, .order, .activation], order: order, bounds: bounds, pointScale: pointScale)
                    .displayList(frames: frames)
            }
            let fresh = drawn(order, frames: nil)
            XCTAssertEqual(drawn(order, frames: kept), fresh)
            XCTAssertEqual(drawn(order, frames: kept), fresh, "drawn again from what the overlay kept")
            XCTAssertNotEqual(drawn(order, frames: kept, pointScale: 2), fresh, "the line's markers follow the unit")
            XCTAssertEqual(drawn(order, frames: kept, pointScale: 2), drawn(order, frames: nil, pointScale: 2))
            XCTAssertTrue(ElementFrameOverlay.reusing(kept, for: order).isBuilt(from: order))

            let other = NavigationOrder(scene: GridScene(count: count + 7), settings: Settings())
            var line = DisplayList(background: .clear)
            AccessibilityOverlay(kinds: [.order], order: other, bounds: bounds).draw(into: &line, frames: kept)
            XCTAssertEqual(line, AccessibilityOverlay(kinds: [.order], order: other, bounds: bounds).displayList(), "another tree's line")
            XCTAssertFalse(kept.isBuilt(from: other))
            XCTAssertTrue(ElementFrameOverlay.reusing(kept, for: other).isBuilt(from: other))
            let readAgain = NavigationOrder(scene: GridScene(count: count), settings: Settings())
            XCTAssertFalse(kept.isBuilt(from: readAgain), "a tree read again is new entries")
        }
    }

    func testFindingsOnSmallElementsFillThemAndKeepTheirTag() {
        let order = NavigationOrder(scene: GridScene(count: 10_000), settings: Settings())
        let findings = [OverlayFinding(elementID: "cell-1", ruleID: "target.size", severity: .error)]
        var list = DisplayList(background: .clear)
        AccessibilityOverlay(kinds: [.findings], order: order, state: .init(findings: findings), bounds: Rect(0, 0, 800, 844))
            .draw(into: &list)
        XCTAssertEqual(texts(list), ["target.size"], "the tag, no badge")
        guard case .fill(.rect(let frame), let color) = list.items[0].command else { return XCTFail("a fill") }
        XCTAssertEqual(frame, order.entries[0].frame)
        XCTAssertEqual(color, AccessibilityOverlay.findingColor.withAlpha(AccessibilityOverlay.denseFindingTint))
    }

    func testADenseOrderLineStopsAtJumpsAndDropsCornersItPassesAnyway() {
        let unit = 1.0
        // Two columns of jittered centres 8 pt apart, the second far from the first.
        let columns = [0.0, 400.0].map { x in (0..<40).map { Point(x + Double($0 % 3) * 0.5, Double($0) * 8) } }
        let centres = columns[0] + columns[1]
        let runs = AccessibilityOverlay.orderLineRuns(centres, dense: true, unit: unit)
        XCTAssertEqual(runs.count, 2, "no line along the jump from one column to the next (its arrowhead shows it)")
        for (run, column) in zip(runs, columns) {
            XCTAssertEqual(run.first, column.first)
            XCTAssertEqual(run.last, column.last)
            XCTAssertLessThan(run.count, column.count / 4)
            // Every centre stays within the line's half-width (its white edge included) of the line drawn.
            for centre in column {
                let nearest = zip(run, run.dropFirst()).map { AccessibilityOverlay.distance(from: centre, toSegment: $0, $1) }.min()!
                XCTAssertLessThanOrEqual(nearest, 2 * unit + 1e-9)
            }
        }
        XCTAssertEqual(AccessibilityOverlay.orderLineRuns(centres, dense: false, unit: unit), [centres], "elsewhere every centre is a corner")
    }

    func testSimplifyingKeepsTurnsAndBacktracks() {
        let turn = [Point(0, 0), Point(10, 0), Point(10, 10)]
        XCTAssertEqual(AccessibilityOverlay.simplifiedPolyline(turn, tolerance: 2), turn)
        let back = [Point(0, 0), Point(20, 0), Point(10, 0.5)]
        XCTAssertEqual(AccessibilityOverlay.simplifiedPolyline(back, tolerance: 2), back, "a point past the next one's end is kept")
        let straight = (0...200).map { Point(Double($0), 0) }
        let simplified = AccessibilityOverlay.simplifiedPolyline(straight, tolerance: 2)
        XCTAssertEqual(simplified.first, straight.first)
        XCTAssertEqual(simplified.last, straight.last)
        XCTAssertLessThanOrEqual(simplified.count, 2 + 200 / AccessibilityOverlay.maxSkippedCorners, "at most a bounded run is skipped")
    }

    func testOnlyOrdersOfMostlySmallElementsAreDense() {
        XCTAssertTrue(AccessibilityOverlay.isDense(NavigationOrder(scene: GridScene(count: 10_000), settings: Settings())))
        XCTAssertFalse(AccessibilityOverlay.isDense(NavigationOrder(scene: GridScene(count: 9), settings: Settings())))
        XCTAssertFalse(AccessibilityOverlay.isDense(NavigationOrder(scene: try! tour(), settings: Settings())))
        // A dense order's line has no white edge: one stroke, then the jumps' arrowheads.
        let grid = GridScene(count: 10_000)
        let strokes = draw([.order], scene: grid).items.filter { if case .stroke = $0.command { return true } else { return false } }
        XCTAssertEqual(strokes.count, 1)
        XCTAssertEqual(draw([.order], scene: try! tour()).items.prefix(2).filter { if case .stroke = $0.command { return true } else { return false } }.count, 2)
    }
}
