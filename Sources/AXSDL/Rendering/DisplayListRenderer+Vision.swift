import AXCore
import CSDL2

extension DisplayListRenderer {
    /// Applies `filter` to what has been drawn in `viewport` (device pixels), in place: called after
    /// the scene's draw and before its overlays', so the overlays stay unfiltered and readable.
    /// `spared` are device-pixel rectangles Smart Invert leaves as drawn. Only the rows whose result
    /// differs from the last pass's are filtered (`VisionFilterCache`): a frame where the scene
    /// changed in one place costs that place and a copy of the rest, with the same bytes.
    package func apply(_ filter: VisionFilter, in viewport: Rect, pointScale: Double, spared: [Rect] = []) {
        SDL_RenderFlush(renderer)
        let bounds = PixelArea(x: 0, y: 0, width: target.width, height: target.height)
        guard let area = bounds.clipping(viewport) else { return }
        let bytes = UnsafeMutableRawPointer(target.pixels).assumingMemoryBound(to: UInt8.self)
        visionCache.apply(filter, to: bytes, rowBytes: target.stride * 4, order: .bgrx, area: area, pointScale: pointScale,
                          spared: spared.compactMap { area.clipping($0) }, lanes: plan.lanes)
    }

    /// Forgets the frame the last filter pass kept, so the next pass filters every row.
    package func forgetFilteredFrame() { visionCache.removeAll() }
}
