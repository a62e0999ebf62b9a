import AXCore
import AXScenes
import XCTest

final class PianoSceneTests: XCTestCase {
    private let screen = Device.phone.bounds

    func testExemplaryKeyboardIsOneSilentDirectTouchElement() throws {
        let scene = PianoScene()
        XCTAssertEqual(scene.allNodes().map(\.id), ["piano-title", "piano-caption", "piano-now-playing", "piano-keyboard"])
        let keyboard = try XCTUnwrap(scene.node("piano-keyboard"))
        XCTAssertEqual(keyboard.label?.string, "Piano keyboard")
        XCTAssertEqual(keyboard.traits, .allowsDirectInteraction)
        XCTAssertEqual(keyboard.directTouch, .silentOnTouch)
        XCTAssertGreaterThanOrEqual(keyboard.frame.height, 220)
        for node in scene.allNodes() { XCTAssertTrue(screen.contains(node.frame), "\(node.id) leaves the screen") }
        XCTAssertEqual(scene.declaredGestures.first?.equivalentElementID, "piano-keyboard")
    }

    func testRequiresActivationVariantSwapsTheOption() throws {
        var settings = Settings()
        settings.variant = PianoScene.requiresActivationVariant
        let keyboard = try XCTUnwrap(PianoScene().node("piano-keyboard", settings))
        XCTAssertEqual(keyboard.directTouch, .requiresActivation)
        XCTAssertEqual(keyboard.traits, .allowsDirectInteraction)
        XCTAssertNotNil(keyboard.hint)
    }

    func testChordsSlidesAndReleases() {
        let scene = PianoScene()
        let context = TestSceneContext()
        let keys = pianoKeyPoints()
        let thumb = Finger(scene: scene, context: context, id: 1)
        let middle = Finger(scene: scene, context: context, id: 2)
        let little = Finger(scene: scene, context: context, id: 3)
        thumb.down(keys["C4"]!)
        middle.down(keys["E4"]!)
        little.down(keys["G4"]!)
        XCTAssertEqual(context.tones, [60, 64, 67])
        XCTAssertEqual(scene.state("keysDown"), "C4 E4 G4")
        XCTAssertEqual(scene.node("piano-now-playing")?.value?.string, "C4, E4, G4")
        // Sliding the thumb to D4 through C♯4's lower half (white C4) changes the note once.
        thumb.slide(from: keys["C4"]!, to: keys["D4"]!, steps: 6)
        XCTAssertEqual(context.tones, [60, 64, 67, 62])
        XCTAssertEqual(scene.notesDown, [62, 64, 67])
        // Off the keys the finger falls silent; back on, it plays again.
        thumb.move(Point(195, 100))
        XCTAssertEqual(scene.notesDown, [64, 67])
        thumb.move(keys["A4"]!)
        XCTAssertEqual(context.tones.last, 69)
        for (finger, key) in [(thumb, "A4"), (middle, "E4"), (little, "G4")] { finger.up(keys[key]!) }
        XCTAssertEqual(scene.state("keysDown"), "none")
        XCTAssertEqual(scene.state("lastNote"), "A4")
    }

    func testBlackKeysWinWhereTheyCoverWhiteOnes() {
        let scene = PianoScene()
        let context = TestSceneContext()
        let keys = pianoKeyPoints()
        Finger(scene: scene, context: context, id: 1).down(keys["F♯4"]!)
        XCTAssertEqual(context.tones, [66])
        // A touch down off the keys plays nothing.
        Finger(scene: scene, context: context, id: 2).down(Point(195, 20))
        XCTAssertEqual(context.tones, [66])
    }

    func testKeyboardSpansOneAndAHalfOctaves() {
        let scene = PianoScene(broken: true)
        let keyIDs = scene.allNodes().map(\.id).filter { $0.hasPrefix("piano-key-") }
        XCTAssertEqual(keyIDs.count, 18)
        XCTAssertEqual(keyIDs.first, "piano-key-C4")
        XCTAssertEqual(keyIDs.last, "piano-key-F5")
        XCTAssertEqual(keyIDs.filter { $0.contains("s") }.count, 7, "seven black keys")
    }

    func testBrokenTwinMakesEveryKeyAButtonThatPlaysOnActivation() throws {
        let scene = PianoScene(broken: true)
        XCTAssertNil(scene.node("piano-keyboard"))
        let fSharp = try XCTUnwrap(scene.node("piano-key-Fs4"))
        XCTAssertEqual(fSharp.label?.string, "F sharp 4")
        XCTAssertEqual(fSharp.traits, .button)
        XCTAssertNil(fSharp.directTouch)
        XCTAssertEqual(scene.node("piano-key-C5")?.label?.string, "C5")
        let context = TestSceneContext()
        XCTAssertEqual(fSharp.onActivate?(context), true)
        XCTAssertEqual(context.tones, [66])
        XCTAssertNil(scene.declaredGestures.first?.equivalentElementID)
    }

    func testPressedKeysAreDrawnLitAndTheNowPlayingPillTurnsOpaque() {
        let scene = PianoScene()
        let context = TestSceneContext()
        let before = scene.frame()
        Finger(scene: scene, context: context, id: 1).down(pianoKeyPoints()["C4"]!)
        XCTAssertNotEqual(scene.frame(), before)
        var settings = Settings()
        settings.reduceTransparency = true
        let translucent = scene.frame().items.contains { if case .fill(.roundedRect, let c) = $0.command { return !c.isOpaque && c.blue > c.red } else { return false } }
        let opaque = scene.frame(settings).items.contains { if case .fill(.roundedRect, let c) = $0.command { return !c.isOpaque && c.blue > c.red } else { return false } }
        XCTAssertTrue(translucent)
        XCTAssertFalse(opaque)
    }

}

extension PianoSceneTests {
    /// The keyboard keeps its low notes on the left in a right-to-left layout (pitch rises to the
    /// right on every piano) while the text around it mirrors, and touches still find the right key.
    func testRightToLeftKeepsTheKeyboardLowToHigh() throws {
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        let ltrKeys = pianoKeyPoints(), rtlKeys = pianoKeyPoints(rtl)
        XCTAssertEqual(Set(rtlKeys.keys), Set(ltrKeys.keys))
        for (name, point) in ltrKeys {
            XCTAssertEqual(rtlKeys[name]!.x, point.x, accuracy: 1e-9, name)
            XCTAssertEqual(rtlKeys[name]!.y, point.y, name)
        }
        let scene = PianoScene()
        let context = TestSceneContext(settings: rtl)
        Finger(scene: scene, context: context, id: 1).down(pianoKeyPoints(rtl)["C4"]!)
        XCTAssertEqual(context.tones, [60])
        // The pill's note glyph moves to the right: its first fill (after the pill) is on the right half.
        let pill = try XCTUnwrap(scene.node("piano-now-playing", rtl)).frame
        let glyph = scene.frame(rtl).items.compactMap { item -> Rect? in
            if case .fill(.ellipse(let r), _) = item.command, pill.contains(r) { return r }
            return nil
        }
        XCTAssertEqual(glyph.count, 1)
        XCTAssertGreaterThan(glyph[0].minX, pill.maxX - 40)
    }

    func testLargestTextKeepsTheKeyboardPlayableAndClearOfTheText() throws {
        var settings = Settings()
        settings.contentSize = .accessibilityXXXLarge
        settings.boldText = true
        let scene = PianoScene()
        let keyboard = try XCTUnwrap(scene.node("piano-keyboard", settings)).frame
        let pill = try XCTUnwrap(scene.node("piano-now-playing", settings)).frame
        XCTAssertGreaterThanOrEqual(keyboard.minY, pill.maxY)
        XCTAssertGreaterThanOrEqual(keyboard.height, 300)
        XCTAssertTrue(Device.phone.bounds.contains(keyboard))
    }
}

/// Points on each key by name ("C4", "F♯4"), from the broken twin's per-key frames (the layout is
/// the same): white keys low on the key, where no black key covers them; black keys in their middle.
func pianoKeyPoints(_ settings: Settings = .default) -> [String: Point] {
    var result: [String: Point] = [:]
    for node in PianoScene(broken: true).allNodes(settings) where node.id.hasPrefix("piano-key-") {
        let name = String(node.id.dropFirst("piano-key-".count)).replacingOccurrences(of: "s", with: "♯")
        let black = name.contains("♯")
        result[name] = Point(node.frame.midX, black ? node.frame.midY : node.frame.maxY - 30)
    }
    return result
}
