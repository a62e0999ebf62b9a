import AXCore

/// What the Large Content Viewer shows (docs/engine.md, "The Large Content Viewer"): the item under
/// the finger, its title and image large in a panel in the middle of the screen, as UIKit's
/// `UILargeContentViewerInteraction` shows a tab bar's button at an accessibility text size.
public struct LargeContentViewerItem: Hashable, Sendable {
    /// The element shown (the one a lift now activates).
    public var elementID: String
    /// Its `largeContentTitle`; nil shows none.
    public var title: String?
    /// The name of its `largeContentImage`; nil shows none. With neither, the viewer is empty, as
    /// UIKit's is for a view that shows it with nothing to show.
    public var image: String?

    /// An item as the viewer shows it (traces and tests build expected ones this way).
    public init(elementID: String, title: String?, image: String?) {
        self.elementID = elementID; self.title = title; self.image = image
    }

    /// What the item shows, as the window's inspector and `inspect` describe it: `“Home”, image
    /// house`, or that it shows nothing (UIKit's empty viewer).
    public var shownDescription: String {
        var parts: [String] = []
        if let title = title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty { parts.append("“\(title)”") }
        if let image, !image.isEmpty { parts.append("image " + image) }
        return parts.isEmpty ? "empty (no title or image)" : parts.joined(separator: ", ")
    }

    /// The item `element` shows, nil unless it shows the viewer (`showsLargeContentViewer`): the one
    /// definition the engine opens the viewer with and the window's inspector and `inspect` list.
    public init?(_ element: AccessibilityElement) {
        guard element.showsLargeContentViewer else { return nil }
        self.init(elementID: element.id, title: element.largeContentTitle, image: element.largeContentImage)
    }
}

/// The viewer while a finger holds it open: the finger (whose touch the scene lost when the viewer
/// took it) and the item under it, nil while it is over no item.
struct LargeContentViewerRun {
    var pointerID: Int?
    var item: LargeContentViewerItem?
}

/// The Large Content Viewer (UIKit's `UILargeContentViewerInteraction`), the one place it is
/// decided. With VoiceOver off at an accessibility text size (AX1…AX5), a finger's long press on an
/// element that shows the viewer opens it instead of reaching the scene: the scene's touch for the
/// finger is cancelled, it gets no long press, and no drag lifts. Sliding shows each item the finger
/// reaches, none over an element that does not show the viewer; lifting closes it and, over an
/// item, gives that element the touch-up inside UIKit sends a control when the viewer's gesture
/// ends on it (`touchUpsInside`); lifted over no item, or cancelled, nothing is activated. With
/// VoiceOver on the viewer is not used: VoiceOver reads the item. Only a finger's press opens it:
/// Voice Control's and Switch Control's made gestures lift at once, with no press to hold.
extension Session {
    /// What the viewer shows now; nil while it is closed or the finger holding it is over no item.
    public var largeContentViewer: LargeContentViewerItem? { pointerRouting.largeContentViewer?.item }

    /// Whether a long press opens the viewer under the current settings: an accessibility text
    /// size, VoiceOver off (UIKit's `UILargeContentViewerInteraction.isEnabled`, with VoiceOver's
    /// reading in its place). Public so a caller that held a finger can say why nothing opened.
    public var largeContentViewerIsEnabled: Bool {
        settings.contentSize.isAccessibilityCategory && !settings.voiceOver
    }

    /// A finger's long press (`press`, from `sample` or the clock) on its way to the scene: whether
    /// the viewer takes it. It takes the press that opens it and every later stage until it lifts.
    func largeContentViewerTakes(_ press: RecognizedGesture, from sample: PointerSample?) -> Bool {
        guard press.kind == .longPress else { return false }
        if press.phase == .began {
            guard largeContentViewerIsEnabled, let element = elementUnderFinger(at: press.location),
                  let item = LargeContentViewerItem(element) else { return false }
            if let event = press.outputEvent { emit(event) }
            // The viewer's gesture takes the finger: the scene's touch is cancelled, as UIKit cancels a
            // control's tracking when a gesture recognizer takes its touch.
            let finger = sample?.id ?? pointers.filter { if case .scene = $0.value { return true }; return false }.keys.min()
            pointerRouting.heldPressElementID = nil
            pointerRouting.largeContentViewer = LargeContentViewerRun(pointerID: finger, item: item)
            if let finger {
                runSceneCode { scene.touch(SceneTouch(id: finger, phase: .cancelled, location: press.location, time: now), context: self) }
            }
            emit(.largeContentViewer(item))
            return true
        }
        guard let run = pointerRouting.largeContentViewer else { return false }
        let element = elementUnderFinger(at: press.location)
        let item = element.flatMap { LargeContentViewerItem($0) }
        switch press.phase {
        case .changed:
            if item != run.item {
                pointerRouting.largeContentViewer?.item = item
                emit(.largeContentViewer(item))
            }
        case .ended, .cancelled:
            pointerRouting.largeContentViewer = nil
            // Closed: said once, unless the finger over no item already hid it.
            if run.item != nil { emit(.largeContentViewer(nil)) }
            // UIKit's default when the gesture ends on an item: the touch-up inside its control.
            if press.phase == .ended, item != nil, let element {
                _ = touchUpsInside(after: SceneGesture(kind: .longPress, location: press.location), on: element)
            }
        case .began, .recognized:
            break
        }
        return true
    }

    /// Whether the viewer holds `pointerID`'s finger: its touches no longer reach the scene.
    func largeContentViewerHolds(_ pointerID: Int) -> Bool {
        pointerRouting.largeContentViewer.map { $0.pointerID == pointerID } ?? false
    }
}
