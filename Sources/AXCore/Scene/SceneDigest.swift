import Foundation

/// A digest of what a scene *is*: its accessibility tree and drawing at time 0 under given settings.
/// A trace records it; replay refuses a scene whose digest changed unless told to allow the drift,
/// and a validate shard report records it for `merge --format html`, which draws the scene again.
package enum SceneDigest {
    /// How an image the scene draws is fed: an imported screen's screenshot is drawn by its path as
    /// the command line was given it, and a replay loads the scene by the path its trace names
    /// (relative to the trace), so by the path the digest of one screen differed between a recording
    /// and its replay. By its content it is the same wherever the file is named from.
    package enum ImageIdentity {
        /// The image file's bytes (the digest traces record).
        case content
        /// The image's name: what traces recorded before, still accepted by replay.
        case name
    }

    /// The digest of `scene` at time 0 under `settings`.
    package static func digest(of scene: Scene, settings: Settings, imagesBy identity: ImageIdentity = .content) -> String {
        var h = FNV1a()
        h.feed("scene=\(scene.id)\ndevice=\(scene.device.idiom.rawValue) \(scene.device.size)\n")
        func walk(_ e: AccessibilityElement, depth: Int) {
            h.feed("\(depth) \(e.id) a=\(e.isAccessibilityElement) l=\(e.label?.string ?? "") v=\(e.value?.string ?? "") ")
            h.feed("h=\(e.hint?.string ?? "") t=\(e.traits) f=\(e.frame) p=\(e.path?.bounds.description ?? "-") ")
            h.feed("ap=\(e.activationPoint?.description ?? "-") c=\(e.container.rawValue) m=\(e.viewIsModal) x=\(e.elementsHidden) ")
            h.feed("ca=\(e.customActions.map(\.name.string)) ds=\(e.dragSources.map(\.name)) dp=\(e.dropPoints.map(\.name)) ")
            h.feed("dt=\(e.directTouch?.rawValue ?? 0) z=\(e.onZoomIn != nil)\n")
            for child in e.children { walk(child, depth: depth + 1) }
        }
        for root in scene.accessibilityElements(settings: settings) { walk(root, depth: 0) }
        // Everything the scene draws, what is scrolled away included: the digest is what it was before
        // drawing left out what cannot show, and a change out of view is still a change.
        var list = DisplayList()
        list.drawsClippedContent = true
        scene.draw(into: &list, settings: settings, time: 0)
        h.feed("items=\(list.count) background=\(list.background)\n")
        for item in list.items {
            if identity == .content, case .image(let name, let rect, let tint) = item.command {
                var content = FNV1a()
                if let bytes = FileManager.default.contents(atPath: name) { content.feed(bytes: bytes) }
                h.feed("image(content: \(content.hex), rect: \(rect), tint: \(tint.map { "\($0)" } ?? "nil"))")
            } else {
                h.feed("\(item.command)")
            }
            h.feed("|\(item.opacity)|\(item.animation?.rawValue ?? "")\n")
        }
        return h.hex
    }
}
