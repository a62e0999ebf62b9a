import CSDL2
import XCTest
@testable import AXSDL

extension SDLTests {
    /// Where SDL draws frames, a large block a frame frees comes from the heap, to be reused by the
    /// next frame (`FrameMemory`): glibc's defaults map such a block on its own and give it back on
    /// free, so every frame of a big grid faulted its lists' pages in again.
    func testAFramesLargeBlocksComeFromTheHeap() throws {
        try SDLRuntime.with(.headless) {
            let mapped = mallinfo2().hblks
            let block = malloc(24 << 20)
            defer { free(block) }
            XCTAssertNotNil(block)
            XCTAssertEqual(mallinfo2().hblks, mapped, "a 24 MiB block was mapped on its own")
        }
    }
}
