import AXCore
@testable import AXSDL
import Foundation
import XCTest

/// `snapshot --after` a trace that ends while Speak Screen reads draws its highlight and controller,
/// by the window's own `SpeakScreenOverlay` (drawn only in the window before, so the picture of a
/// Speak Screen trace showed neither).
final class SpeakScreenSnapshotTests: XCTestCase {
    func testSnapshotAfterATraceThatEndsReadingDrawsTheHighlightAndController() throws {
        let fixture = try TraceSnapshotFixture(self, "speak-snapshot", trace: """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"exceptional-dogs","settings":{"voiceOver":false}}
        {"type":"speak","seq":1,"t":0,"name":"speak.on"}
        {"type":"speak","seq":2,"t":0,"name":"speak.start"}
        {"type":"end","seq":3,"t":2000}

        """)
        try fixture.snapshotAfter()
        try fixture.snapshot("exceptional-dogs", to: "plain.png")
        let drawn = try fixture.pixels("after.png"), scene = try fixture.pixels("plain.png")
        func pixel(_ image: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * image.width + x) * 4
            return Array(image.bytes[i..<i + 3])
        }
        // The controller's panel (#1C1C1E) at the top centre, 50 points down, where the scene is light.
        XCTAssertEqual(pixel(drawn, 195, 56), [0x1C, 0x1C, 0x1E], "the controller is drawn")
        XCTAssertNotEqual(pixel(scene, 195, 56), [0x1C, 0x1C, 0x1E])
        // Speak Screen turns on and reads from the top: two seconds in, the first element read is
        // outlined in purple (#AF52DE), 3 points outside its frame.
        let purple = stride(from: 0, to: drawn.bytes.count, by: 4).contains {
            drawn.bytes[$0] == 0xAF && drawn.bytes[$0 + 1] == 0x52 && drawn.bytes[$0 + 2] == 0xDE
        }
        XCTAssertTrue(purple, "the element read is outlined")
    }
}
