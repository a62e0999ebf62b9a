import AXCore

/// How one finger is routed from the moment it goes down until it lifts.
enum PointerRoute {
    /// To the scene: raw touches, scene gestures and sighted drags (VoiceOver off, or a direct-touch
    /// region that passes touches through).
    case scene
    /// To the assistive technology that claimed it (VoiceOver's gesture recognizer, whose gestures
    /// become VoiceOver commands).
    case assistive(AssistiveTechnologyKind)
}

/// The Session's pointer machinery: one recognizer for touches that reach the scene, one for
/// VoiceOver's gestures (so pending taps of one never combine with the other), the drag engine (the
/// one VoiceOver's descriptor drags use too) and the state of a double-tap-and-hold pass-through.
struct PointerRouting {
    var sceneGestures: GestureRecognizer
    var voiceOverGestures: GestureRecognizer
    let drags: DragSessionController
    /// Where the current long press began: a drag starts there on the first move (long press, then move).
    var longPressOrigin: Point?
    /// The control a long press the scene did not use began on: it takes a touch-up inside when the
    /// finger lifts on it, unless a drag took the touch (`Session.releaseHeldPress`).
    var heldPressElementID: String?
    /// The finger carrying a drag: the scene's touch for it was cancelled when the drag began, as
    /// UIKit does when a drag lifts, so the scene never handles the same finger twice.
    var draggingPointerID: Int?
    /// The Large Content Viewer while a finger holds it open (Session+LargeContentViewer).
    var largeContentViewer: LargeContentViewerRun?
    /// While VoiceOver passes a double-tap-and-hold through: activation point minus the finger's location.
    var passThroughOffset: Point?
    /// Recognizer deadlines a session timer is already scheduled for.
    var scheduledDeadlines: [Int] = []
    /// Reused output buffer.
    var buffer: [RecognizedGesture] = []

    init(thresholds: GestureThresholds, screenSize: Size, drags: DragSessionController) {
        self.drags = drags
        sceneGestures = GestureRecognizer(thresholds: thresholds, screenSize: screenSize)
        voiceOverGestures = GestureRecognizer(thresholds: thresholds, screenSize: screenSize)
    }
}

/// Raw pointer input (docs/voiceover.md):
/// - VoiceOver off: touches go to the scene as `SceneTouch`es; the gestures recognized from them go to
///   `scene.gesture`; a long press then move drags whatever the scene offers there.
/// - VoiceOver on: each finger is routed where it lands. In a direct-touch region that passes touches
///   through (by default after speaking the element, or silently), it goes to the scene as above.
///   Elsewhere, including a requires-activation region not yet activated, VoiceOver's recognizer turns
///   the gestures into commands (`VoiceOverGestureMap`); a double-tap-and-hold passes a real touch
///   through at the focused element's activation point, moving with the finger until it lifts, so
///   holding it long enough and moving drags like a sighted long press.
/// Time-based decisions (long press, the end of a multi-tap) run on session timers.
extension Session {
    func handlePointer(_ sample: PointerSample, seq: Int) {
        if sample.phase == .down {
            // The technologies that are on are asked in order; the first to claim the finger has it.
            let claimant = technologies.first { $0.isOn(in: self) && $0.claims(sample, in: self) }
            pointers[sample.id] = claimant.map { .assistive($0.kind) } ?? .scene
        }
        guard let route = pointers[sample.id] else { return }
        if sample.phase == .up || sample.phase == .cancel { pointers.removeValue(forKey: sample.id) }
        switch route {
        case .scene:
            routeToScene(sample)
        case .assistive(let kind):
            technologies.first { $0.kind == kind }?.handleClaimed(sample, in: self)
        }
        scheduleGestureDeadlines()
    }

    /// The drag under way, whichever path started it: item, preview location and hover proposal,
    /// for the renderer.
    package var dragSession: DragSession? { pointerRouting.drags.session }

    /// A finger's long press is recognised and held where it began: its next move lifts the drag.
    /// (The window reports it, so a script that drives it knows when the press has lasted long enough.)
    package var longPressIsHeld: Bool { pointerRouting.longPressOrigin != nil }

    // MARK: The scene's side

    /// A touch that reaches the scene: the raw touch, then whatever its recognizer decides.
    private func routeToScene(_ sample: PointerSample) {
        if pointerRouting.draggingPointerID == sample.id {
            if sample.phase == .up || sample.phase == .cancel { pointerRouting.draggingPointerID = nil }
        } else if largeContentViewerHolds(sample.id) {
            // The viewer took the finger: its touch was cancelled when the viewer opened.
        } else {
            runSceneCode { scene.touch(SceneTouch(id: sample.id, phase: sample.sceneTouchPhase, location: sample.location, time: sample.time), context: self) }
        }
        var gestures = takeGestureBuffer()
        pointerRouting.sceneGestures.handle(sample, into: &gestures)
        deliverSceneGestures(gestures, from: sample)
        returnGestureBuffer(gestures)
    }

    /// `sample` is the one that produced the gestures, nil when the clock did.
    private func deliverSceneGestures(_ gestures: [RecognizedGesture], from sample: PointerSample?) {
        for gesture in gestures {
            if largeContentViewerTakes(gesture, from: sample) { continue }
            guard deliverSceneGesture(gesture) != nil else { continue }
            if gesture.kind == .longPress { continueSightedDrag(gesture, from: sample) }
        }
    }

    /// One recognized gesture on its way to the scene: its `gesture` record, Zoom's share (nil: Zoom
    /// took it), then the scene's handler (whether it used it; false for a stage the scene is not told).
    /// A double or triple tap the scene did not use reaches the control under it as the taps its
    /// touch-ups are, and a long press it did not use as a tap when it lifts on the control it began
    /// on (`touchUpsInside`): whether those were used.
    func deliverSceneGesture(_ gesture: RecognizedGesture) -> Bool? {
        if let event = gesture.outputEvent { emit(event) }
        if zoomTakes(gesture) { return nil }
        if gesture.kind == .longPress {
            switch gesture.phase {
            case .ended: return releaseHeldPress(at: gesture.location)
            case .cancelled: pointerRouting.heldPressElementID = nil
            default: break
            }
        }
        guard let sceneGesture = gesture.sceneGesture else { return false }
        if sceneGesture.kind == .longPress { pointerRouting.heldPressElementID = nil }
        if runSceneCode({ scene.gesture(sceneGesture, context: self) }) { return true }
        switch sceneGesture.kind {
        case .doubleTap, .tripleTap: return touchUpsInside(after: sceneGesture)
        case .longPress: holdPress(sceneGesture); return false
        default: return false
        }
    }

    /// A gesture the scene declares (`DeclaredGesture`), handed to the scene as a finger making it
    /// would be, with no recognizer in between: what validation performs to find where a gesture
    /// leads (`gesture.touch-only-state`) and what it animates (`motion.reduce-motion`). Whether
    /// the scene used it. Its callers read the model and the drawing after it, never this Session's
    /// order, and put the copy back in its state: the order is not marked stale, so the Session
    /// keeps a restore point and the copy is put back rather than made again (one copy per state,
    /// `ExplorationCopyReuseTests`).
    package func performDeclared(_ gesture: SceneGesture) -> Bool {
        scene.gesture(gesture, context: self)
    }

    /// A sighted finger's tap at `point`, made through the path a finger's gesture takes
    /// (`touchScreen`: its touches, then the tap as the recognizer reports it to the scene): what
    /// validation performs on a drawn item no element covers to find a control only a finger can
    /// use (`gesture.touch-only-state`). Whether anything happened. Its callers put the copy back
    /// in its state, as after `performDeclared`.
    package func tapAsFinger(at point: Point) -> Bool {
        touchScreen(.tap, at: point)
    }

    /// A one-finger gesture made at `point` with no finger on the glass (Voice Control's grid: "Tap
    /// 1" taps wherever cell 1's centre is, element or none): the touches such a finger sends, at
    /// once, then the gesture as the recognizer would report it, through the path a finger's takes
    /// (`deliverSceneGesture`: its `gesture` record, Zoom, the scene's handler). Not the recognizer
    /// itself: it would hold a tap back for a second one, and a long press for its time, where a
    /// spoken gesture is whole when said. A long press lifts at once and drags nothing; a swipe
    /// travels twice the distance a swipe must; a pan (Free-hand) is a stroke to `end`, its touches
    /// and the pan begun and ended (`deliverPan`), the one a finger's pan sends. Whether anything
    /// happened (`madeGesture`: the scene used the gesture or its state changed).
    @discardableResult
    func touchScreen(_ kind: RecognizedGesture.Kind, at point: Point, direction: SwipeDirection? = nil, to end: Point? = nil) -> Bool {
        madeGesture { touchScreenNow(kind, at: point, direction: direction, to: end) }
    }

    private func touchScreenNow(_ kind: RecognizedGesture.Kind, at point: Point, direction: SwipeDirection?, to end: Point?) -> Bool {
        if kind == .pan { return deliverPan(through: Self.strokePath(from: point, to: end ?? point)) }
        let id = Self.synthesizedTouchID
        var gesture = RecognizedGesture(kind, location: point, time: now)
        var touches: [[Point]] = [[point]]
        switch kind {
        case .doubleTap:
            touches = [[point], [point]]
        case .longPress:
            gesture.phase = .began
        case .swipe:
            let offset = swipeOffset(direction ?? .up)
            touches = [[point, point + offset]]
            gesture.direction = RecognizedGesture.Direction(rawValue: (direction ?? .up).rawValue)
            gesture.amount = abs(offset.x) + abs(offset.y)
        default:
            break
        }
        if kind == .longPress {
            // The finger is down while the press is recognized, as UIKit reports a long press as it begins.
            runSceneCode { scene.touch(SceneTouch(id: id, phase: .began, location: point, time: now), context: self) }
            let used = deliverSceneGesture(gesture) ?? false
            runSceneCode { scene.touch(SceneTouch(id: id, phase: .ended, location: point, time: now), context: self) }
            // It lifts where it was held: a control the press was not used by takes the touch-up.
            let lifted = RecognizedGesture(.longPress, phase: .ended, location: point, time: now)
            return (deliverSceneGesture(lifted) ?? false) || used
        }
        for path in touches { runSceneCode { deliverTouches(at: path) } }
        return deliverSceneGesture(gesture) ?? false
    }

    /// A finger put down at `start`, moved to `end` and lifted there, with no finger on the glass
    /// (Switch Control's Hold and Drag): the touches and gestures such a finger sends, through the
    /// paths a finger's take, never a drag or pan of its own. Where the scene can drag something
    /// from `start` (`Scene.dragItem(at:)`) the finger holds first, as UIKit's drag lifts an item
    /// on a long press: the long press goes to the scene (`deliverSceneGesture`), then the moves
    /// lift, carry and drop the drag exactly as `continueSightedDrag` does for a finger. Elsewhere
    /// it is a finger's pan: its touches from `start` to `end` and the pan gesture, begun and ended
    /// there. Whether anything used it: the drag dropped, or the scene used the pan or long press,
    /// or its state changed (`madeGesture`).
    @discardableResult
    func touchAndDrag(from start: Point, to end: Point) -> Bool {
        madeGesture { touchAndDragNow(from: start, to: end) }
    }

    private func touchAndDragNow(from start: Point, to end: Point) -> Bool {
        let id = Self.synthesizedTouchID
        let path = Self.strokePath(from: start, to: end)
        let dragsFromStart = runSceneCode { scene.dragItem(at: start, context: self) != nil }
        guard dragsFromStart else { return deliverPan(through: path) }
        let first = outputs.count
        runSceneCode { scene.touch(SceneTouch(id: id, phase: .began, location: start, time: now), context: self) }
        var held = false
        for (phase, point) in [(RecognizedGesture.Phase.began, start)] + path.dropFirst().map({ (.changed, $0) }) + [(.ended, end)] {
            let sample = PointerSample(phase == .ended ? .up : phase == .began ? .down : .move, id: id, point, time: now)
            if phase == .changed, pointerRouting.draggingPointerID != id {
                runSceneCode { scene.touch(SceneTouch(id: id, phase: .moved, location: point, time: now), context: self) }
            }
            if phase == .ended {
                if pointerRouting.draggingPointerID == id { pointerRouting.draggingPointerID = nil }
                else { runSceneCode { scene.touch(SceneTouch(id: id, phase: .ended, location: point, time: now), context: self) } }
            }
            let press = RecognizedGesture(.longPress, phase: phase, location: point, time: now)
            let used = deliverSceneGesture(press)
            if phase == .began { held = used ?? false }
            if used != nil { continueSightedDrag(press, from: sample) }
        }
        return held || outputs[first...].contains { output in
            if case .drag(state: .dropped, _, _, _) = output.event { return true }
            return false
        }
    }

    /// Long press, then move: the drag begins at the long-press point on the first move, follows the
    /// finger, drops where it lifts and is cancelled with the touch. Once it begins, the scene's
    /// touch for that finger is cancelled and the finger belongs to the drag.
    private func continueSightedDrag(_ press: RecognizedGesture, from sample: PointerSample?) {
        let drags = pointerRouting.drags
        runSceneCode {
            switch press.phase {
            case .began:
                pointerRouting.longPressOrigin = press.location
            case .changed:
                if let origin = pointerRouting.longPressOrigin {
                    pointerRouting.longPressOrigin = nil
                    let began = drags.begin(at: origin, scene: scene, context: self)
                    for event in began { emit(event) }
                    // The drag takes the finger's touch: it never lifts inside the control.
                    if !began.isEmpty { pointerRouting.heldPressElementID = nil }
                    if !began.isEmpty, let sample {
                        pointerRouting.draggingPointerID = sample.id
                        scene.touch(SceneTouch(id: sample.id, phase: .cancelled, location: sample.location, time: now), context: self)
                    }
                }
                for event in drags.move(to: press.location, scene: scene, context: self) { emit(event) }
            case .ended:
                pointerRouting.longPressOrigin = nil
                for event in drags.drop(at: press.location, scene: scene, context: self).events { emit(event) }
            case .cancelled:
                pointerRouting.longPressOrigin = nil
                for event in drags.cancel(scene: scene, context: self) { emit(event) }
            case .recognized:
                break
            }
        }
    }

    // MARK: VoiceOver's side

    /// A sample of a finger VoiceOver claimed, through its recognizer.
    func recognizeVoiceOverGestures(_ sample: PointerSample) {
        var gestures = takeGestureBuffer()
        pointerRouting.voiceOverGestures.handle(sample, into: &gestures)
        performVoiceOverGestures(gestures)
        returnGestureBuffer(gestures)
    }

    private func performVoiceOverGestures(_ gestures: [RecognizedGesture]) {
        for gesture in gestures {
            if let event = gesture.outputEvent { emit(event) }
            if zoomTakes(gesture) { continue }
            if gesture.kind == .doubleTapHold {
                continuePassThrough(gesture)
                continue
            }
            guard let command = VoiceOverGestureMap.command(for: gesture) else { continue }
            if case .touch(let point) = command {
                // A finger sliding on speaks only when it reaches another element.
                handleTouchExploration(at: point, isNewTouch: gesture.phase != .changed)
            } else {
                perform(command)
            }
        }
    }

    /// Double tap and hold: a touch goes down at the focused element's activation point and follows
    /// the finger's motion until it lifts, through the scene's own path (touches, gestures, drags).
    private func continuePassThrough(_ hold: RecognizedGesture) {
        let phase: PointerSample.Phase
        switch hold.phase {
        case .began:
            guard let entry = focusedEntry else { return }
            let start = entry.element.resolvedActivationPoint
            pointerRouting.passThroughOffset = start - hold.location
            emit(.action(elementID: entry.id, name: "passThrough", result: true))
            phase = .down
        case .changed: phase = .move
        case .ended: phase = .up
        case .cancelled: phase = .cancel
        case .recognized: return
        }
        guard let offset = pointerRouting.passThroughOffset else { return }
        if phase == .up || phase == .cancel { pointerRouting.passThroughOffset = nil }
        routeToScene(PointerSample(phase, id: Self.synthesizedTouchID, hold.location + offset, time: now))
    }

    // MARK: The gesture clock

    /// Schedules a session timer for each recognizer's next decision, once per deadline.
    private func scheduleGestureDeadlines() {
        // One call per recognizer, not a loop over a fresh array: this runs after every sample.
        scheduleGestureDeadline(pointerRouting.sceneGestures.nextDeadline)
        scheduleGestureDeadline(pointerRouting.voiceOverGestures.nextDeadline)
    }

    private func scheduleGestureDeadline(_ deadline: Int?) {
        guard let deadline, !pointerRouting.scheduledDeadlines.contains(deadline) else { return }
        pointerRouting.scheduledDeadlines.append(deadline)
        schedule(after: deadline - now) { [unowned self] _ in self.gestureDeadlineReached(deadline) }
    }

    private func gestureDeadlineReached(_ deadline: Int) {
        pointerRouting.scheduledDeadlines.removeAll { $0 == deadline }
        var gestures = takeGestureBuffer()
        pointerRouting.sceneGestures.advance(to: now, into: &gestures)
        deliverSceneGestures(gestures, from: nil)
        gestures.removeAll(keepingCapacity: true)
        pointerRouting.voiceOverGestures.advance(to: now, into: &gestures)
        performVoiceOverGestures(gestures)
        returnGestureBuffer(gestures)
        scheduleGestureDeadlines()
    }

    /// The buffer is taken out while its gestures are handled, since handling can re-enter the
    /// routing (a pass-through feeds the scene's recognizer).
    private func takeGestureBuffer() -> [RecognizedGesture] {
        var buffer: [RecognizedGesture] = []
        swap(&buffer, &pointerRouting.buffer)
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }

    private func returnGestureBuffer(_ buffer: [RecognizedGesture]) {
        pointerRouting.buffer = buffer
    }
}
