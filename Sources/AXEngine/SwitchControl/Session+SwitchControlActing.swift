import AXCore

extension Session {
    /// The one place a menu entry becomes engine work: the element's own behaviour (activation, its
    /// custom actions, increment and decrement, scroll and escape along the chain, zoom, descriptor
    /// drag and drop), a tap at the point point scanning chose, and the device entries reported as
    /// acting outside the app.
    func act(_ entry: ScannerMenuEntry, on id: String, at point: Point?) {
        guard let element = navigation.node(withID: id) else { return }
        // Whatever the entry did, the app's tree and state may have changed.
        defer { orderIsStale = true }
        switch entry {
        case .tap:
            if let point { return tap(at: point, on: id) }
            VoiceOverActivation.perform(on: element, scene: scene, context: self, at: now) { step in
                switch step {
                case .directTouch: break
                case .hook(let handled): emit(.action(elementID: id, name: "activate", result: handled))
                case .tap(let used): emit(.action(elementID: id, name: "tap", result: used))
                }
            }
        case .customAction(let index, let name):
            guard element.customActions.indices.contains(index) else { return }
            emit(.action(elementID: id, name: name, result: element.customActions[index].handler(self)))
        case .increment, .decrement:
            let hook = entry == .increment ? element.onIncrement : element.onDecrement
            emit(.action(elementID: id, name: entry == .increment ? "increment" : "decrement", result: hook?(self) ?? false))
        case .scroll(let direction):
            actAlongChain(from: id, name: "scroll.\(direction.rawValue)") { $0.onScroll.map { hook in { hook(direction, $0) } } }
        case .drag(let item):
            guard case .dragSource(let descriptor) = item.kind else { return }
            for event in drag.begin(descriptor, sourceID: id, scene: scene, context: self) { emit(event) }
        case .drop(let item):
            guard case .dropPoint(let descriptor) = item.kind else { return }
            for event in drag.drop(descriptor, targetID: id, scene: scene, context: self) { emit(event) }
        case .zoomIn, .zoomOut:
            let hook = entry == .zoomIn ? element.onZoomIn : element.onZoomOut
            emit(.action(elementID: id, name: entry == .zoomIn ? "zoomIn" : "zoomOut", result: hook?(element.resolvedActivationPoint, self) ?? false))
        case .escape:
            if drag.isActive {
                for event in drag.cancel(scene: scene, context: self) { emit(event) }
            } else {
                actAlongChain(from: id, name: "escape") { $0.onEscape }
            }
        case .home, .device, .settings:
            emit(.action(elementID: id, name: "switch.\(entry.title.lowercased())", result: false))
        case .scrollPage, .gesturesPage, .back:
            break  // pages open inside the scanner
        }
    }

    /// Tries `hook` on the element, then each ancestor, until one handles it; each call an action record.
    private func actAlongChain(from id: String, name: String, hook: (AccessibilityElement) -> ((SceneContext) -> Bool)?) {
        guard let index = navigation.index(of: id) else { return }
        for element in navigation.chain(from: index) {
            guard let call = hook(element) else { continue }
            let handled = call(self)
            emit(.action(elementID: element.id, name: name, result: handled))
            if handled { return }
        }
        emit(.action(elementID: nil, name: name, result: false))
    }

    /// Point scanning's Tap: UIKit's default activation (a touch, then a tap gesture) at the point
    /// the user chose rather than at the activation point, so a key of a direct-touch keyboard plays.
    private func tap(at point: Point, on id: String) {
        VoiceOverActivation.deliverTouches(at: [point], to: scene, context: self, at: now)
        emit(.action(elementID: id, name: "tap", result: scene.gesture(SceneGesture(kind: .tap, location: point), context: self)))
    }
}
