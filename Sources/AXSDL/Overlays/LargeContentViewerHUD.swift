import AXCore
import AXEngine

/// The Large Content Viewer as iOS shows it while a finger holds it open (docs/engine.md, "The Large
/// Content Viewer"): a rounded dark panel in the middle of the screen, the item's image large above
/// its title, the title in large white text. Drawn in scene points, over the scene and every
/// overlay, by the window and by `snapshot --after`, from `Session.largeContentViewer`.
package struct LargeContentViewerHUD {
    /// What the viewer shows.
    package var item: LargeContentViewerItem
    /// The screen, in scene points: the panel is centred on it and kept inside it.
    package var bounds: Rect

    package init(item: LargeContentViewerItem, bounds: Rect) {
        self.item = item; self.bounds = bounds
    }

    /// The panel: iOS's viewer is a dark, nearly opaque rounded square on any scene.
    static let panel = Color.hex(0x1C1C1E).withAlpha(0.94)
    /// Sizes in scene points: the title's point size (large, as the viewer is for users of the
    /// largest text sizes), the image's side, the panel's smallest side, margin and corner radius.
    static let titleSize = 32.0, imageSide = 96.0, minimumSide = 180.0, margin = 20.0, radius = 22.0

    /// The title as shown: trimmed, nil when blank.
    var title: String? {
        guard let title = item.title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty else { return nil }
        return title
    }

    /// Where the panel lies: centred, at least `minimumSide` square, as wide as the title needs up
    /// to the screen's width less a margin each side, as tall as its image and wrapped title need.
    package var frame: Rect {
        let widest = max(Self.minimumSide, bounds.width - 2 * Self.margin)
        let titleWidth = title.map { BundledFontMetrics().width(of: $0, size: Self.titleSize, weight: .semibold) } ?? 0
        let width = min(widest, max(Self.minimumSide, titleWidth + 2 * Self.margin))
        let lines = title.map { _ in min(3, max(1, Int((titleWidth / max(1, width - 2 * Self.margin)).rounded(.up)))) } ?? 0
        var height = 2 * Self.margin + Double(lines) * Self.titleSize * 1.25
        if item.image?.isEmpty == false { height += Self.imageSide + (lines > 0 ? Self.margin / 2 : 0) }
        height = min(max(Self.minimumSide, height), bounds.height - 2 * Self.margin)
        return Rect(bounds.midX - width / 2, bounds.midY - height / 2, width, height)
    }

    /// Draws the panel, the image and the title into `list` (scene points).
    package func draw(into list: inout DisplayList) {
        let box = frame
        list.fill(.roundedRect(box, radius: Self.radius), Self.panel)
        let hasImage = item.image?.isEmpty == false
        let titleHeight = box.height - 2 * Self.margin - (hasImage ? Self.imageSide + Self.margin / 2 : 0)
        var y = box.midY - (hasImage ? Self.imageSide + (title == nil ? 0 : Self.margin / 2 + titleHeight) : titleHeight) / 2
        if let image = item.image, hasImage {
            list.image(image, in: Rect(box.midX - Self.imageSide / 2, y, Self.imageSide, Self.imageSide))
            y += Self.imageSide + Self.margin / 2
        }
        if let title {
            list.text(TextRun(title, box: Rect(box.minX + Self.margin, y, box.width - 2 * Self.margin, max(titleHeight, Self.titleSize * 1.25)),
                              size: Self.titleSize, weight: .semibold, color: .white, alignment: .center, wraps: true))
        }
    }
}
