import AXCore

extension Session {
    /// The one place a menu entry becomes engine work: element actions for everything the element
    /// offers (never a re-implementation), a tap at the point point scanning chose, and the device
    /// entries (Home, Device) reported as acting outside the app.
    func act(_ entry: ScannerMenuEntry, on id: String?, at point: Point?) {
        guard let id else { return act(entry, atPoint: point) }
        switch entry {
        case .tap:
            if let point { return tap(at: point, on: id) }
            perform(.activate, on: id)
        case .customAction(let index, _): perform(.customAction(index: index), on: id)
        case .increment: perform(.increment, on: id)
        case .decrement: perform(.decrement, on: id)
        case .scroll(let side): perform(.scroll(.showing(side)), on: id)
        case .drag(let item):
            guard case .dragSource(let descriptor) = item.kind else { return }
            perform(.beginDrag(descriptor), on: id)
        case .drop(let item):
            guard case .dropPoint(let descriptor) = item.kind else { return }
            perform(.drop(descriptor), on: id)
        case .zoomIn: perform(.zoom(in: true), on: id)
        case .zoomOut: perform(.zoom(in: false), on: id)
        case .longPress: perform(.longPress, on: id)
        case .doubleTap: perform(.doubleTap, on: id)
        case .flick(let direction): perform(.swipe(direction), on: id)
        case .rotate: perform(.rotate, on: id)
        case .freehand: perform(.freehand, on: id)
        case .pinchOut: perform(.pinch(out: true), on: id)
        case .pinchIn: perform(.pinch(out: false), on: id)
        case .escape: perform(.escape, on: id)
        case .home, .device:
            emit(.action(elementID: id, name: "switch.\(entry.title.lowercased())", result: false))
        case .scrollPage, .gesturesPage, .settings, .back, .pointMode, .itemMode, .holdAndDrag:
            break  // pages open, the mode changes and Hold and Drag sweeps for its end, inside the scanner
        }
    }

    /// An entry of the menu of a point over no element: a finger's touches and gesture there
    /// (`touchScreen`, as Voice Control's grid taps), Escape along the responder chain of nothing
    /// focused (a back button), Scroll on the scroll area under the point (`scroll(_:at:orElsewhereOnScreen:)`),
    /// the device entries reported as acting outside the app. Tap and each Gestures page entry are
    /// reported as an `action` record with no element, named as the element action it stands for
    /// (`tap`, as point scanning's Tap on an element), its result whether anything happened
    /// (`madeGesture`), as Hold and Drag's is: a tap over no element wrote no record of its own.
    private func act(_ entry: ScannerMenuEntry, atPoint point: Point?) {
        guard let point else { return }
        func made(_ name: String, _ done: Bool) { emit(.action(elementID: nil, name: name, result: done)) }
        switch entry {
        case .tap: made("tap", touchScreen(.tap, at: point))
        case .longPress: made("longPress", touchScreen(.longPress, at: point))
        case .doubleTap: made("doubleTap", touchScreen(.doubleTap, at: point))
        case .flick(let direction): made("swipe.\(direction.rawValue)", touchScreen(.swipe, at: point, direction: direction))
        case .rotate: made("rotate", touchScreen(.rotate, at: point))
        case .freehand: made("freehand", touchScreen(.pan, at: point, to: freehandEnd(from: point)))
        case .scroll(let side):
            // The scroll area under the point, as an item's Scroll: the one scroll at a place.
            let direction = ScrollDirection.showing(side)
            if scroll(direction, at: point, orElsewhereOnScreen: false) == nil { made("scroll.\(direction.rawValue)", false) }
        case .escape: perform(.escape, on: nil)
        case .home, .device:
            emit(.action(elementID: nil, name: "switch.\(entry.title.lowercased())", result: false))
        default:
            break  // a point's menu offers nothing else
        }
    }

    /// Gestures > Hold and Drag, its end point chosen: a finger's drag from `start` to `end`
    /// (`touchAndDrag`, the touch and drag-and-drop paths a finger takes), reported as an `action`
    /// record `holdAndDrag` on the item it started on (none for a point over no element).
    func holdAndDrag(from start: Point, to end: Point, on id: String?) {
        let used = touchAndDrag(from: start, to: end)
        emit(.action(elementID: id, name: "holdAndDrag", result: used))
    }

    /// Point scanning's Tap: UIKit's default activation (a touch, then a tap gesture) at the point
    /// the user chose rather than at the activation point, so a key of a direct-touch keyboard plays.
    func tap(at point: Point, on id: String) {
        let used = madeGesture { () -> Bool in
            deliverTouches(at: [point])
            return scene.gesture(SceneGesture(kind: .tap, location: point), context: self)
        }
        emit(.action(elementID: id, name: "tap", result: used))
    }

    /// Where point scanning's Free-hand lifts: across the area the app draws in at the point (the
    /// path-dependent pan it declares there, which is where the entry is offered) to its right edge,
    /// as an item's Free-hand crosses the item to its right edge; a point in no such area strokes
    /// nowhere (a touch that does not move).
    func freehandEnd(from point: Point) -> Point {
        let areas = sceneDeclaredGestures.filter { $0.kind == .pan && $0.isPathDependent && $0.frame.contains(point) }
        guard let area = areas.first?.frame else { return point }
        return Point(Swift.max(point.x, area.maxX - 1), point.y)
    }
}
