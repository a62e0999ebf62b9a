import XCTest
import AXAudit
@testable import AXScenes

/// A scene file's findings say their fixes in the file's own fields (docs/scene-format.md): every
/// rule whose general fix names a Swift or UIKit API has a scene-file wording, and no scene-file
/// wording names one.
final class SceneFileFixWordingTests: XCTestCase {
    /// What only a Swift author can act on: UIKit's accessibility properties and methods.
    private static let swiftWords = try! NSRegularExpression(pattern: "accessibility[A-Z]|UIKit|UIAccessibility|isAccessibilityElement")

    private static func namesSwift(_ text: String) -> Bool {
        swiftWords.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    func testEveryFixNamingASwiftAPIHasASceneFileWording() {
        let missing = RuleCatalog.infos.filter { Self.namesSwift($0.fix) && FileScene.fixes[$0.id] == nil }.map(\.id)
        XCTAssertEqual(missing, [])
    }

    func testNoSceneFileWordingNamesASwiftAPI() {
        XCTAssertEqual(FileScene.fixes.filter { Self.namesSwift($0.value) }.map(\.key).sorted(), [])
        XCTAssertEqual(Set(FileScene.fixes.keys).subtracting(RuleCatalog.ids).sorted(), [], "every wording is for a rule that exists")
    }
}
