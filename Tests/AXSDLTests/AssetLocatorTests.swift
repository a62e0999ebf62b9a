import Foundation
import XCTest
@testable import AXSDL

/// Where the bundled fonts are looked for, and what a user is told when they are not found.
final class AssetLocatorTests: XCTestCase {
    /// A binary copied away from any checkout, run in a folder with none: the refusal says what the
    /// folder is for and how to point at it, and names no checkout that is not on this machine (a
    /// user was told to look in the build machine's worktree).
    func testNotFoundNamesWhatToSetAndNoCheckoutThatIsGone() throws {
        let empty = try temporaryFolder("axsandbox-assets-empty")
        let gone = URL(fileURLWithPath: "/nonexistent-build-machine/checkout")
        XCTAssertThrowsError(try AssetLocator.locate(environment: [:], executable: empty.appendingPathComponent("axsandbox"),
                                                     currentDirectory: empty, checkout: gone)) { error in
            let said = "\(error)"
            XCTAssertFalse(said.contains("nonexistent-build-machine"), said)
            XCTAssertTrue(said.contains("bundled fonts"), said)
            XCTAssertTrue(said.contains("set AXSANDBOX_ASSETS to the assets/ folder of an AXSandbox checkout"), said)
        }
        // A checkout still here, without its assets: named, and said to be the one built in.
        XCTAssertThrowsError(try AssetLocator.locate(environment: [:], executable: empty.appendingPathComponent("axsandbox"),
                                                     currentDirectory: empty, checkout: empty)) { error in
            XCTAssertTrue("\(error)".contains("\(empty.path)/assets (of the checkout this program was built in)"), "\(error)")
        }
        // AXSANDBOX_ASSETS pointing at the real folder is taken first.
        let real = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        XCTAssertEqual(try AssetLocator.locate(environment: ["AXSANDBOX_ASSETS": real.root.path], executable: nil,
                                               currentDirectory: empty, checkout: nil).root.path, real.root.path)
    }
}
