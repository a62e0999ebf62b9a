import AXCore
import XCTest

/// A `ComponentScene` reads alike under settings that differ only in on/off settings none of its
/// components has read (`readsAlike(under:and:)`): each of the five is noted when read through the
/// settings the scene hands its components or is told (`noting(_:)`), and a drawing under settings
/// it reads alike comes from the layout made under the others until a read says otherwise.
final class ReadAlikeSettingsTests: XCTestCase {
    /// The on/off settings whose reads are noted, each with its key path.
    static let noted: [(setting: NotedSettings, path: WritableKeyPath<Settings, Bool>)] = [
        (.voiceOver, \.voiceOver), (.reduceMotion, \.reduceMotion), (.reduceTransparency, \.reduceTransparency),
        (.boldText, \.boldText), (.increaseContrast, \.increaseContrast),
    ]

    /// A box whose drawing reads `read` (none when nil) to pick its colour, and whose
    /// `settingsDidChange` reads `readWhenTold`.
    final class Box: ComponentScene {
        let read: WritableKeyPath<Settings, Bool>?
        let readWhenTold: WritableKeyPath<Settings, Bool>?
        private(set) var bodies = 0

        init(read: WritableKeyPath<Settings, Bool>?, readWhenTold: WritableKeyPath<Settings, Bool>? = nil) {
            self.read = read
            self.readWhenTold = readWhenTold
            super.init(id: "box", title: "Box")
        }

        override var layoutFollowsState: Bool { true }

        override func body(settings: Settings) -> any Component {
            bodies += 1
            return Drawing(height: 40, element: AccessibilityElement(id: "box", label: "Box", traits: .button, frame: .zero)) {
                [read] frame, list, settings, _ in
                let on = read.map { settings[keyPath: $0] } ?? false
                list.fill(.rect(frame), on ? .black : Color(r8: 0, g8: 122, b8: 255))
            }
        }

        override func settingsDidChange(context: SceneContext) {
            super.settingsDidChange(context: context)
            if let readWhenTold { _ = context.settings[keyPath: readWhenTold] }
        }
    }

    private func toggled(_ path: WritableKeyPath<Settings, Bool>) -> Settings {
        var settings = Settings()
        settings[keyPath: path].toggle()
        return settings
    }

    private func drawing(_ scene: Scene, _ settings: Settings) -> DisplayList {
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: 0)
        return list
    }

    func testEachOnOffSettingIsNotedWhenADrawingReadsIt() {
        for (setting, path) in Self.noted {
            let scene = Box(read: path)
            XCTAssertTrue(scene.readsAlike(under: Settings(), and: toggled(path)), "\(setting): nothing read yet")
            _ = drawing(scene, Settings())
            XCTAssertFalse(scene.readsAlike(under: Settings(), and: toggled(path)), "\(setting): read while drawing")
            XCTAssertFalse(scene.readsAlike(under: toggled(path), and: Settings()), "\(setting): either way round")
            for (other, otherPath) in Self.noted where other != setting {
                XCTAssertTrue(scene.readsAlike(under: Settings(), and: toggled(otherPath)), "\(setting) read, \(other) not")
            }
        }
    }

    func testSettingsThatDifferInAnythingElseNeverReadAlike() {
        let scene = Box(read: nil)
        _ = drawing(scene, Settings())
        var larger = Settings()
        larger.contentSize = .accessibilityXXXLarge
        var mirrored = Settings()
        mirrored.layoutDirection = .rightToLeft
        var hintless = Settings()
        hintless.speakHints = false
        for other in [larger, mirrored, hintless] {
            XCTAssertFalse(scene.readsAlike(under: Settings(), and: other), other.changesFromDefaults)
        }
        XCTAssertTrue(scene.readsAlike(under: Settings(), and: Settings()))
        var many = Settings()
        many.reduceMotion = true
        many.increaseContrast = true
        many.voiceOver = true
        XCTAssertTrue(scene.readsAlike(under: Settings(), and: many), "several settings none of its components read")
    }

    func testAReadOfTheSettingsTheSceneIsToldIsNotedThroughNoting() {
        let scene = Box(read: nil, readWhenTold: \.reduceTransparency)
        let context = ComponentLayoutCacheTests.Clock()
        context.settings = scene.noting(Settings())
        scene.settingsDidChange(context: context)
        XCTAssertFalse(scene.readsAlike(under: Settings(), and: toggled(\.reduceTransparency)))
        XCTAssertTrue(scene.readsAlike(under: Settings(), and: toggled(\.reduceMotion)))
        // Told without noting (as a Session tells its scene), the read is not the scene's record's.
        let untold = Box(read: nil, readWhenTold: \.reduceTransparency)
        let plain = ComponentLayoutCacheTests.Clock()
        untold.settingsDidChange(context: plain)
        XCTAssertTrue(untold.readsAlike(under: Settings(), and: toggled(\.reduceTransparency)))
    }

    /// Laid out under the defaults, then drawn under Reduce Motion (as validation draws a variant's
    /// later frames): from the layout made, while nothing reads Reduce Motion.
    func testADrawingUnderSettingsReadAlikeComesFromTheLayoutMade() {
        let scene = Box(read: \.increaseContrast)
        _ = scene.accessibilityElements(settings: Settings())
        let drawn = drawing(scene, toggled(\.reduceMotion))
        XCTAssertEqual(scene.bodies, 1, "no layout of its own for the drawing")
        let fresh = Box(read: \.increaseContrast)
        fresh.drawsFromLayoutsReadAlike = false
        XCTAssertEqual(drawn, drawing(fresh, toggled(\.reduceMotion)), "drawn as a layout of its own draws")
        // Increase Contrast, which the drawing read, is laid out and drawn under its own settings.
        let contrast = drawing(scene, toggled(\.increaseContrast))
        XCTAssertEqual(scene.bodies, 2)
        XCTAssertNotEqual(contrast, drawn, "black under Increase Contrast")
    }

    /// A drawing from a layout read alike that reads a setting in which the two differ is thrown
    /// away and drawn again from a layout of its own.
    func testAReadWhileDrawingFromALayoutReadAlikeDrawsAgain() {
        let scene = Box(read: \.reduceMotion)
        _ = scene.accessibilityElements(settings: Settings())
        let drawn = drawing(scene, toggled(\.reduceMotion))
        XCTAssertEqual(scene.bodies, 2, "the drawing read Reduce Motion: laid out again under its own settings")
        let fresh = Box(read: \.reduceMotion)
        XCTAssertEqual(drawn, drawing(fresh, toggled(\.reduceMotion)))
        XCTAssertEqual(drawn.items.count, 1)
    }
}
