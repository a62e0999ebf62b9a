import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// A screen or layout change naming an element its scroll area holds out of view scrolls it into
/// view and focuses it, as iOS scrolls a table view to the cell a notification names
/// (docs/voiceover.md, `Session.indexRevealing`). Before, VoiceOver looked it up among the elements
/// showing only and stayed where it was, and validation called the element missing
/// (`notify.focus-missing`).
final class NotificationRevealTests: XCTestCase {
    private static func scene(posting effect: String) throws -> FileScene {
        let rows = (1...8).map { #"{"id":"post\#($0)","label":"Post \#($0)","size":[390,200]}"# }.joined(separator: ",")
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"jump","device":{"idiom":"phone"},"state":{},
         "elements":[
           {"id":"go","label":"Last post","traits":["button"],"frame":[16,50,358,44],"activate":{\(effect)}},
           {"id":"feed","frame":[0,100,390,600],"scrolls":true,"layout":{"axis":"column","spacing":8},"children":[\(rows)]}]}
        """
        return try SceneFile.parse(text, file: "jump.json")
    }

    private static func activateFirst(_ scene: FileScene) -> SessionDriver {
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: scene, settings: settings))
        XCTAssertNil(driver.session.navigation.index(of: "post8"), "scrolled away at first")
        _ = driver.apply(.command(.touch(Point(195, 72))), at: 100)
        XCTAssertEqual(driver.session.focusedElementID, "go")
        _ = driver.apply(.command(.activate), at: 200)
        return driver
    }

    func testALayoutChangeNamingARowScrolledAwayScrollsItIntoViewAndFocusesIt() throws {
        let driver = Self.activateFirst(try Self.scene(posting: #""layoutChanged":"post8""#))
        XCTAssertEqual(driver.session.focusedElementID, "post8")
        XCTAssertNotNil(driver.session.navigation.index(of: "post8"), "now showing")
    }
}
