import AXCore
import AXEngine

/// The window's view of Zoom (docs/vision.md#zoom): Full Screen Zoom's magnified region fills the
/// inspector's place beside the full scene, whose region is outlined, so a designer sees both what the
/// user sees and where it is; Window Zoom's lens lies over the scene, as on iOS.
extension SceneWindow {
    /// The passes drawing `lens`: the scene (through the vision filter) and its overlays, magnified,
    /// then the lens's edge. Drawn after the panels, so the magnified view covers the inspector.
    func zoomPasses(_ lens: ZoomLens, scene: DisplayList, overlay: DisplayList?, layout: WindowLayout, density: Double) -> [FramePass] {
        let direction = driver.settings.layoutDirection
        let sceneScale = layout.sceneScale * density
        let sceneOrigin = Point(layout.sceneRect.minX * density, layout.sceneRect.minY * density)
        let sceneViewport = Rect(x: sceneOrigin.x, y: sceneOrigin.y, width: layout.sceneRect.width * density,
                                 height: layout.sceneRect.height * density)
        // Where the magnified view goes, in canvas pixels.
        let viewport: Rect
        switch lens.mode {
        case .window:
            viewport = Rect(x: sceneOrigin.x + lens.window.minX * sceneScale, y: sceneOrigin.y + lens.window.minY * sceneScale,
                            width: lens.window.width * sceneScale, height: lens.window.height * sceneScale)
        case .fullScreen:
            let area = layout.inspectorRect
            viewport = lens.view(fitting: Rect(x: area.minX * density, y: area.minY * density,
                                               width: area.width * density, height: area.height * density))
        }
        let (origin, scale) = lens.placement(in: viewport)
        var passes = [FramePass(list: scene, origin: origin, scale: scale, viewport: viewport, fillBackground: true,
                                layoutDirection: direction, vision: vision)]
        if let overlay {
            passes.append(FramePass(list: overlay, origin: origin, scale: scale, viewport: viewport, fillBackground: false, layoutDirection: direction))
        }
        // The lens's edge: around the lens (Window Zoom), around the region on the full scene (Full Screen).
        let edge = ZoomLensFrame.displayList(around: lens.mode == .window ? lens.window : lens.region)
        passes.append(FramePass(list: edge, origin: sceneOrigin, scale: sceneScale, viewport: sceneViewport, fillBackground: false,
                                layoutDirection: .leftToRight))
        return passes
    }
}
