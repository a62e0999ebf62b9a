import AXCore
import CSDL2

extension DisplayListRenderer {
    /// Applies `filter` to what has been drawn in `viewport` (device pixels), in place: called after
    /// the scene's draw and before its overlays', so the overlays stay unfiltered and readable.
    /// Smart Invert reverses the whole area here: what it spares was drawn reversed before it
    /// (`draw(_:…:invertsSpared:)`), item by item.
    ///
    /// A filter that reads each pixel alone (the colour filters, the inverts) joins the draws' pixel
    /// work as one more step, after what was recorded before it: with `deferBlending` it waits, as a
    /// deferred draw does, to be carried out with the next draw's, each band filtered right after its
    /// scene was blended and before its overlays are. The blur reads its neighbours, so what was
    /// recorded is blended first; it then filters only the rows whose result differs from its last
    /// pass's (`VisionFilterCache`): a frame where the scene changed in one place costs that place
    /// and a copy of the rest, with the same bytes.
    package func apply(_ filter: VisionFilter, in viewport: Rect, pointScale: Double, deferBlending: Bool = false) {
        let bounds = PixelArea(x: 0, y: 0, width: target.width, height: target.height)
        guard let area = bounds.clipping(viewport) else { return }
        // Whoever holds the canvas may have queued SDL drawing since the last draw.
        sdlQueued = true
        if let pass = PixelFilterPass(filter, order: .bgrx, area: area, lanes: plan.lanes) {
            if deferBlending || !plan.isEmpty {
                plan.add(pass)
                if !deferBlending { runPlan() }
                return
            }
            // Nothing recorded to share the bands with: a frame under two million pixels or so (a
            // phone's) is filtered in one lane, which costs less processor time than two; a larger
            // one in lanes that each take one unbroken share of the area's rows, which streams from
            // memory faster than alternate bands (an invert over a catalog frame took 0.67 ms of
            // processor time dealt out in bands, 0.43 ms in halves).
            SDL_RenderFlush(renderer)
            sdlQueued = false
            writesOutsideBlend()
            let bytes = UnsafeMutableRawPointer(target.pixels).assumingMemoryBound(to: UInt8.self)
            return pass.apply(to: bytes, rowBytes: target.stride * 4, lanes: PixelFilterPass.lanes(for: area, upTo: plan.lanes))
        }
        runPlan()
        SDL_RenderFlush(renderer)
        writesOutsideBlend()
        let bytes = UnsafeMutableRawPointer(target.pixels).assumingMemoryBound(to: UInt8.self)
        visionCache.apply(filter, to: bytes, rowBytes: target.stride * 4, order: .bgrx, area: area, pointScale: pointScale,
                          lanes: plan.lanes)
    }

    /// Forgets the frame the last filter pass kept, so the next pass filters every row.
    package func forgetFilteredFrame() { visionCache.removeAll() }
}
