import AXCore

/// How one finger is routed from the moment it goes down until it lifts.
enum PointerRoute {
    /// Delivered to the scene as SceneTouch (VoiceOver off, or a direct-touch region).
    case scene(down: Point)
    /// Explore by touch.
    case explore
    /// A further finger while VoiceOver explores: ignored by this simple routing.
    case ignored
}

/// Raw pointer input, routed in one place so the gesture recognizer (Sources/AXEngine/Gestures) can
/// replace this body with its own routing. This first behaviour: with VoiceOver off, touches go to
/// the scene (and a finger lifting within the tap slop is a tap gesture); with VoiceOver on, one
/// finger explores by touch, except in a direct-touch region, where it passes through to the scene.
extension Session {
    func handlePointer(_ sample: PointerSample, seq: Int) {
        switch sample.phase {
        case .down:
            let route = directTouchRoute(at: sample.location)
            switch route {
            case .scene, .speakThenPassThrough, .passThroughSilently:
                focusForDirectTouch(route)
                pointers[sample.id] = .scene(down: sample.location)
                deliver(sample, phase: .began)
            case .voiceOver, .requiresActivation:
                let exploring = pointers.values.contains { if case .explore = $0 { return true } else { return false } }
                pointers[sample.id] = exploring ? .ignored : .explore
                if !exploring { handleTouchExploration(at: sample.location, isNewTouch: true) }
            }
        case .move:
            switch pointers[sample.id] {
            case .scene?: deliver(sample, phase: .moved)
            case .explore?: handleTouchExploration(at: sample.location, isNewTouch: false)
            case .ignored?, nil: break
            }
        case .up, .cancel:
            let route = pointers.removeValue(forKey: sample.id)
            guard case .scene(let down)? = route else { return }
            deliver(sample, phase: sample.phase == .up ? .ended : .cancelled)
            if sample.phase == .up, sample.location.distance(to: down) < constants.gestures.tapSlop {
                _ = scene.gesture(SceneGesture(kind: .tap, location: sample.location), context: self)
            }
        }
    }

    private func deliver(_ sample: PointerSample, phase: SceneTouch.Phase) {
        scene.touch(SceneTouch(id: sample.id, phase: phase, location: sample.location, time: sample.time), context: self)
        orderIsStale = true
    }
}
