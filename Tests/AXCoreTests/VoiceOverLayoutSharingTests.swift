import AXCore
import XCTest

/// A `ComponentScene` none of whose components read `Settings.voiceOver` draws with VoiceOver off
/// from the layout its Session made with VoiceOver on (validation draws each activation so); one
/// read of the setting anywhere (body, layout, drawing, a keyed subtree, an input's context, the
/// scene's own `currentSettings`) and it lays every drawing out under its own settings again.
final class VoiceOverLayoutSharingTests: XCTestCase {
    /// A two-button column whose body, drawing or input reads `voiceOver` where `reads` says.
    final class Panel: ComponentScene {
        enum Read { case none, body, drawing, keyed, input, currentSettings }
        let reads: Read
        private(set) var bodies = 0
        var pressed = false

        init(reads: Read) {
            self.reads = reads
            super.init(id: "panel", title: "Panel")
        }

        override var layoutFollowsState: Bool { true }
        override func stateSnapshot() -> [(key: String, value: String)] { [("pressed", pressed ? "yes" : "no")] }

        override func body(settings: Settings) -> any Component {
            bodies += 1
            // A taller first row with VoiceOver on (the body reads the setting).
            let tall = reads == .body && settings.voiceOver
            let readsInCurrentSettings = reads == .currentSettings
            let swatch = Drawing(height: 40) { [unowned self] frame, list, settings, _ in
                let on = self.reads == .drawing ? settings.voiceOver : readsInCurrentSettings && self.currentSettings.voiceOver
                list.fill(.rect(frame), on ? .black : Color(r8: 0, g8: 122, b8: 255))
            }
            let press = Button(id: "press", label: "Press", content: swatch) { [unowned self] context in
                if self.reads == .input { _ = context.settings.voiceOver }
                self.pressed.toggle()
                return true
            }
            var rows: [any Component] = [Sized(height: tall ? 88 : 44, press)]
            let keyed = Drawing(height: 20) { frame, list, _, _ in list.fill(.rect(frame), .white) }
            rows.append(reads == .keyed ? Keyed("rule", KeyedReader(content: keyed)) : Keyed("rule", keyed))
            return Column(rows)
        }
    }

    /// A wrapper whose children read `voiceOver` as they are placed.
    struct KeyedReader: Component {
        let content: any Component
        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { content.sizeThatFits(proposal, settings: settings) }
        func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
            _ = settings.voiceOver
            return [PlacedComponent(content, in: frame)]
        }
    }

    private func settings(voiceOver: Bool) -> Settings {
        var settings = Settings()
        settings.voiceOver = voiceOver
        return settings
    }

    private func drawing(_ scene: Scene, _ settings: Settings) -> DisplayList {
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: 0)
        return list
    }

    /// What a fresh copy draws with VoiceOver off, laid out under those settings alone.
    private func fresh(_ reads: Panel.Read, pressed: Bool) -> DisplayList {
        let scene = Panel(reads: reads)
        scene.drawsFromLayoutsReadAlike = false
        scene.pressed = pressed
        return drawing(scene, settings(voiceOver: false))
    }

    /// Laid out with VoiceOver on (as a probe's Session reads it), pressed, read again, then drawn
    /// with VoiceOver off (as validation draws the activation).
    private func drawnAfterPressing(_ scene: Panel) -> DisplayList {
        let on = settings(voiceOver: true)
        _ = scene.accessibilityElements(settings: on)
        scene.pressed = true
        _ = scene.accessibilityElements(settings: on)
        return drawing(scene, settings(voiceOver: false))
    }

    func testADrawingWithVoiceOverOffComesFromTheLayoutMadeWithItOnWhenNothingReadsIt() {
        let scene = Panel(reads: .none)
        let drawn = drawnAfterPressing(scene)
        XCTAssertEqual(scene.bodies, 2, "one layout for each state, made with VoiceOver on; none more for the drawing")
        XCTAssertEqual(drawn, fresh(.none, pressed: true), "drawn as a layout of its own draws")
        // Drawn again under the same settings, and with them the way round, still from that layout.
        XCTAssertEqual(drawing(scene, settings(voiceOver: false)), drawn)
        XCTAssertEqual(drawing(scene, settings(voiceOver: true)), drawn)
        XCTAssertEqual(scene.bodies, 2)
    }

    func testOffItLaysTheDrawingOutUnderItsOwnSettings() {
        let scene = Panel(reads: .none)
        scene.drawsFromLayoutsReadAlike = false
        XCTAssertEqual(drawnAfterPressing(scene), fresh(.none, pressed: true))
        XCTAssertEqual(scene.bodies, 3, "a third layout, with VoiceOver off, for the drawing")
    }

    func testABodyThatReadsVoiceOverIsLaidOutAgainForTheDrawing() {
        let scene = Panel(reads: .body)
        let drawn = drawnAfterPressing(scene)
        XCTAssertEqual(drawn, fresh(.body, pressed: true), "the short row VoiceOver off lays out")
        XCTAssertNotEqual(drawn, drawing(scene, settings(voiceOver: true)), "the tall row is VoiceOver's")
        XCTAssertEqual(scene.bodies, 3)
    }

    func testAReadWhileDrawingThrowsThatDrawingAwayAndDrawsAgain() {
        let scene = Panel(reads: .drawing)
        scene.pressed = true
        _ = scene.accessibilityElements(settings: settings(voiceOver: true))
        var list = DisplayList()
        list.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .black)
        scene.draw(into: &list, settings: settings(voiceOver: false), time: 0)
        var expected = DisplayList()
        expected.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .black)
        Panel(reads: .drawing).draw(into: &expected, settings: settings(voiceOver: false), time: 0)
        XCTAssertEqual(list, expected, "what the list held before kept, the swatch blue as VoiceOver off draws it, once")
        XCTAssertEqual(scene.bodies, 2, "laid out again under VoiceOver off")
    }

    func testAKeyedSubtreeThatReadsVoiceOverIsNoted() {
        let scene = Panel(reads: .keyed)
        _ = drawnAfterPressing(scene)
        XCTAssertEqual(scene.bodies, 3)
    }

    func testAnInputThatReadsVoiceOverInItsContextIsNoted() throws {
        let scene = Panel(reads: .input)
        let on = settings(voiceOver: true)
        let frame = try XCTUnwrap(scene.accessibilityElements(settings: on).first { $0.id == "press" }?.frame)
        let context = ComponentLayoutCacheTests.Clock()
        context.settings = on
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: frame.center), context: context))
        _ = scene.accessibilityElements(settings: on)
        _ = drawing(scene, settings(voiceOver: false))
        XCTAssertEqual(scene.bodies, 3)
    }

    func testTheScenesOwnCurrentSettingsAreNoted() {
        let scene = Panel(reads: .currentSettings)
        let context = ComponentLayoutCacheTests.Clock()
        context.settings = settings(voiceOver: true)
        scene.settingsDidChange(context: context)
        let unshared = Panel(reads: .currentSettings)
        unshared.drawsFromLayoutsReadAlike = false
        unshared.settingsDidChange(context: context)
        unshared.pressed = true
        XCTAssertEqual(drawnAfterPressing(scene), drawing(unshared, settings(voiceOver: false)), "drawn as a layout of its own draws")
        XCTAssertEqual(scene.bodies, 3, "the read through the scene's settings was noted: laid out again for the drawing")
    }
}
