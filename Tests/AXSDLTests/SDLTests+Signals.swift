import CSDL2
import Foundation
@testable import AXSDL
import XCTest

/// SIGTERM ends a headless command whatever it is doing (docs/robustness.md). (In the `SDLTests`
/// class, whose tests run one at a time, as SDL asks.)
extension SDLTests {
    private static func termHandler() -> Int {
        var action = sigaction()
        sigaction(SIGTERM, nil, &action)
        return action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    /// SDL turns SIGTERM into a quit event, which only a window's event loop reads: a snapshot busy
    /// wrapping a long word ignored it. Headless, SDL installs no handler.
    func testHeadlessSDLLeavesSIGTERMToTheProcess() throws {
        let before = Self.termHandler()
        let during = try SDLRuntime.with(.headless) { Self.termHandler() }
        XCTAssertEqual(during, before, "SDL replaced SIGTERM's handler")
    }
}
