import AXCore
import Foundation

/// Turns a pointer stream into gestures, deterministically, on the virtual clock.
///
/// A *gesture* is one touch sequence: from the first finger down until every finger that belongs to it
/// has lifted. Fingers that land within `multiFingerWindow` of the first belong to it (at most four);
/// later fingers are ignored until they lift. Decisions (all thresholds in `GestureThresholds`):
///
/// - Discrete, decided at lift: a **scrub** (two fingers, enough horizontal reversals), else a
///   **swipe** (1–4 fingers; the fingers' mean travel along its main axis, its average speed, and its
///   largest excursion off that axis as a fraction of the travel), else a **tap** (no finger moved as
///   far as the slop, short enough). Taps with the same finger count, close together in time and
///   place, become double and triple taps; a tap is reported only once the multi-tap interval has
///   passed without another touch (or at once when it completes a triple tap).
/// - Continuous, decided while fingers are down, only once the multi-finger window has closed:
///   one finger held still for the long-press time is a **long press**, or a **double-tap-and-hold**
///   when it is the second touch of a double tap; one finger moving slower than a swipe is a **pan**
///   (it begins as soon as its average speed since landing falls below the swipe speed, so fast
///   flicks stay swipes); two fingers turning or spreading past their thresholds are a **rotate** or a
///   **pinch** (rotation wins when both qualify), judged once all fingers' samples of a moment are in.
///   Each goes began → changed … → ended (first lift) or cancelled, and suppresses the discrete
///   gestures of the same touch sequence.
/// - A `cancel` sample cancels the running gesture and forgets pending taps.
///
/// Time-based decisions (long press, the end of a multi-tap sequence) need the clock: samples carry
/// time, and `advance(to:)` moves it between samples; `nextDeadline` says when the next decision is due,
/// so a Session can schedule one timer for it. Feed it validated streams (`PointerStreamValidator`);
/// it tolerates invalid samples by ignoring them. Allocation-free per sample once warmed up.
package struct GestureRecognizer: Sendable {
    package var thresholds: GestureThresholds
    /// The screen, for the top/bottom half of four-finger taps.
    package var screenSize: Size
    /// Whether three fingers moving slower than a swipe are a **pan**, and, as the second touch of a
    /// three-finger double tap, a **double-tap-and-hold** (Zoom's drag and double tap and drag). Off
    /// unless Zoom is on, so every other run recognizes exactly as before.
    package var recognizesThreeFingerDrags = false
    /// The recognizer's virtual time: the latest sample or `advance(to:)`.
    package private(set) var now = 0

    /// Most fingers a gesture can have; a fifth finger inside the window makes the gesture fail.
    package static let maximumFingers = 4

    private struct Finger: Sendable {
        var id: Int
        var start: Point
        var location: Point
        var isDown: Bool
    }

    /// A tap sequence waiting to learn whether another tap follows.
    private struct PendingTaps: Sendable {
        var count: Int
        var fingers: Int
        var location: Point
        var lastUp: Int
    }

    // The current touch sequence.
    private var fingers: [Finger] = []
    private var ignoredIDs: [Int] = []
    private var membersDown = 0
    private var firstDown = 0
    /// Some finger moved as far as the tap slop from where it landed.
    private var moved = false
    /// The sequence has produced its result (or failed); later samples only count lifts.
    private var settled = false
    private var active: RecognizedGesture.Kind?
    // Sums over the member fingers, so centroids and mean travel cost O(1) per sample.
    private var sumStart = Point.zero
    private var sumLocation = Point.zero
    /// Largest |mean travel| seen on each axis: the off-axis excursion of a swipe.
    private var maxTravelX = 0.0
    private var maxTravelY = 0.0
    /// The two fingers' vector when the window closed: the reference for pinch scale and rotation.
    private var referenceVector: Point?
    // Scrub: legs of the centroid's horizontal motion.
    private var scrubAnchorX = 0.0
    private var scrubExtremeX = 0.0
    private var scrubDirection = 0.0
    private var scrubReversals = 0

    private var pending: PendingTaps?
    /// Several fingers moved at the current time: judge pinch and rotate once the frame is complete
    /// (a later time, or a lift), never on the half-updated positions between two fingers' samples.
    private var frameDirty = false

    package init(thresholds: GestureThresholds = GestureThresholds(), screenSize: Size) {
        self.thresholds = thresholds
        self.screenSize = screenSize
        fingers.reserveCapacity(Self.maximumFingers)
        ignoredIDs.reserveCapacity(8)
    }

    /// Whether a touch sequence is under way.
    package var isTracking: Bool { membersDown > 0 }

    /// The continuous gesture in progress (pan, long press, double-tap-and-hold, pinch, rotate).
    package var activeGesture: RecognizedGesture.Kind? { active }

    /// The earliest time at which `advance(to:)` may decide something; nil when nothing is waiting.
    package var nextDeadline: Int? {
        if membersDown == 0 {
            guard let pending else { return nil }
            return pending.lastUp + thresholds.multiTapInterval + 1
        }
        guard !settled, active == nil else { return nil }
        let windowEnd = windowCloseTime
        var deadline: Int? = now < windowEnd ? windowEnd : nil
        if fingers.count == 1 {
            let candidate = moved ? panTime : firstDown + thresholds.longPressDuration
            let due = max(candidate, windowEnd)
            deadline = min(deadline ?? due, due)
        }
        return deadline
    }

    // MARK: Input

    /// Feeds one sample; recognized gestures (and any decisions due before it) are appended to `output`.
    package mutating func handle(_ sample: PointerSample, into output: inout [RecognizedGesture]) {
        let time = max(now, sample.time)
        advance(to: time, into: &output)
        switch sample.phase {
        case .down: fingerDown(sample.id, at: sample.location, into: &output)
        case .move: fingerMoved(sample.id, to: sample.location, into: &output)
        case .up: fingerUp(sample.id, at: sample.location, into: &output)
        case .cancel: fingerCancelled(sample.id, into: &output)
        }
    }

    /// Moves the clock to `time`, making every time-based decision due by then, in order.
    package mutating func advance(to time: Int, into output: inout [RecognizedGesture]) {
        if frameDirty, time > now {
            frameDirty = false
            beginContinuousIfDue(into: &output)
        }
        while let deadline = nextDeadline, deadline <= time {
            now = max(now, deadline)
            decide(into: &output)
        }
        now = max(now, time)
    }

    /// Convenience for callers that are not on a hot path.
    package mutating func handle(_ sample: PointerSample) -> [RecognizedGesture] {
        var output: [RecognizedGesture] = []
        handle(sample, into: &output)
        return output
    }

    /// Convenience for callers that are not on a hot path.
    package mutating func advance(to time: Int) -> [RecognizedGesture] {
        var output: [RecognizedGesture] = []
        advance(to: time, into: &output)
        return output
    }

    /// Forgets every finger and pending tap (a scene change, VoiceOver toggled).
    package mutating func reset() {
        fingers.removeAll(keepingCapacity: true)
        ignoredIDs.removeAll(keepingCapacity: true)
        membersDown = 0
        settled = false
        active = nil
        pending = nil
        frameDirty = false
    }

    // MARK: Fingers

    private mutating func fingerDown(_ id: Int, at location: Point, into output: inout [RecognizedGesture]) {
        if fingers.contains(where: { $0.id == id && $0.isDown }) || ignoredIDs.contains(id) { return }
        if membersDown == 0 {
            beginSequence(at: now)
        } else if settled || now - firstDown > thresholds.multiFingerWindow {
            // Too late to join: this finger is not part of the gesture.
            ignoredIDs.append(id)
            return
        } else if fingers.count == Self.maximumFingers {
            settled = true
            ignoredIDs.append(id)
            return
        }
        fingers.append(Finger(id: id, start: location, location: location, isDown: true))
        membersDown += 1
        sumStart = sumStart + location
        sumLocation = sumLocation + location
        // A joining finger restarts the scrub legs from the new centroid.
        scrubAnchorX = centroid.x
        scrubExtremeX = scrubAnchorX
        scrubDirection = 0
        scrubReversals = 0
    }

    private mutating func fingerMoved(_ id: Int, to location: Point, into output: inout [RecognizedGesture]) {
        guard let index = memberIndex(id), !settled else { return }
        track(index, to: location)
        if let active {
            continueActive(active, phase: .changed, into: &output)
        } else if fingers.count > 1 {
            frameDirty = true
        } else {
            beginContinuousIfDue(into: &output)
        }
    }

    private mutating func fingerUp(_ id: Int, at location: Point, into output: inout [RecognizedGesture]) {
        guard let index = memberIndex(id) else {
            if let ignored = ignoredIDs.firstIndex(of: id) { ignoredIDs.remove(at: ignored) }
            return
        }
        if !settled {
            track(index, to: location)
            if frameDirty {
                frameDirty = false
                beginContinuousIfDue(into: &output)
            }
            if let active {
                // The first lift ends a continuous gesture; the other fingers only have to lift.
                continueActive(active, phase: .ended, into: &output)
                self.active = nil
                settled = true
            }
        }
        fingers[index].isDown = false
        membersDown -= 1
        if membersDown == 0 { finishSequence(into: &output) }
    }

    private mutating func fingerCancelled(_ id: Int, into output: inout [RecognizedGesture]) {
        guard let index = memberIndex(id) else {
            if let ignored = ignoredIDs.firstIndex(of: id) { ignoredIDs.remove(at: ignored) }
            return
        }
        if let active, !settled {
            continueActive(active, phase: .cancelled, into: &output)
        }
        active = nil
        settled = true
        pending = nil
        fingers[index].isDown = false
        membersDown -= 1
        if membersDown == 0 { finishSequence(into: &output) }
    }

    private func memberIndex(_ id: Int) -> Int? {
        for i in fingers.indices where fingers[i].id == id && fingers[i].isDown { return i }
        return nil
    }

    private mutating func beginSequence(at time: Int) {
        fingers.removeAll(keepingCapacity: true)
        firstDown = time
        moved = false
        settled = false
        active = nil
        frameDirty = false
        sumStart = .zero
        sumLocation = .zero
        maxTravelX = 0
        maxTravelY = 0
        referenceVector = nil
    }

    /// Records a finger's new location: sums, slop, swipe excursion and scrub legs.
    private mutating func track(_ index: Int, to location: Point) {
        let old = fingers[index].location
        fingers[index].location = location
        sumLocation = sumLocation + (location - old)
        if !moved, fingers[index].start.distance(to: location) >= thresholds.tapSlop { moved = true }
        let travel = meanTravel
        maxTravelX = max(maxTravelX, abs(travel.x))
        maxTravelY = max(maxTravelY, abs(travel.y))
        if fingers.count == 2 { trackScrub(centroid.x) }
    }

    /// Counts reversals of horizontal direction whose legs each travel at least `scrubMinLegDistance`.
    private mutating func trackScrub(_ x: Double) {
        let leg = thresholds.scrubMinLegDistance
        if scrubDirection == 0 {
            if abs(x - scrubAnchorX) >= leg {
                scrubDirection = x > scrubAnchorX ? 1 : -1
                scrubExtremeX = x
            }
        } else if (x - scrubExtremeX) * scrubDirection > 0 {
            scrubExtremeX = x
        } else if (scrubExtremeX - x) * scrubDirection >= leg {
            scrubReversals += 1
            scrubAnchorX = scrubExtremeX
            scrubExtremeX = x
            scrubDirection = -scrubDirection
        }
    }

    // MARK: Derived geometry

    private var centroid: Point {
        let n = Double(max(1, fingers.count))
        return Point(x: sumLocation.x / n, y: sumLocation.y / n)
    }

    private var startCentroid: Point {
        let n = Double(max(1, fingers.count))
        return Point(x: sumStart.x / n, y: sumStart.y / n)
    }

    /// The member fingers' mean displacement since they landed.
    private var meanTravel: Point { centroid - startCentroid }

    private var windowCloseTime: Int { firstDown + thresholds.multiFingerWindow + 1 }

    /// When a one-finger move becomes a pan: the first millisecond at which its average speed since
    /// landing is below the swipe speed.
    private var panTime: Int {
        guard thresholds.swipeMinSpeed > 0, let finger = fingers.first else { return firstDown }
        let distance = finger.start.distance(to: finger.location)
        return firstDown + Int((distance * 1000 / thresholds.swipeMinSpeed).rounded(.down)) + 1
    }

    // MARK: Decisions

    /// A deadline passed: begin whatever continuous gesture is due, or report the pending taps.
    private mutating func decide(into output: inout [RecognizedGesture]) {
        if membersDown == 0 {
            flushPendingTaps(into: &output)
        } else {
            beginContinuousIfDue(into: &output)
        }
    }

    private mutating func beginContinuousIfDue(into output: inout [RecognizedGesture]) {
        guard !settled, active == nil, now > firstDown + thresholds.multiFingerWindow else { return }
        switch fingers.count {
        case 1:
            guard fingers[0].isDown else { return }
            if !moved {
                guard now >= firstDown + thresholds.longPressDuration else { return }
                if let pending, pending.count == 1, pending.fingers == 1,
                   pending.location.distance(to: fingers[0].start) < thresholds.multiTapSlop {
                    // The second touch of a double tap, held: the pending tap becomes part of this gesture.
                    self.pending = nil
                    begin(.doubleTapHold, into: &output)
                } else {
                    begin(.longPress, into: &output)
                }
            } else if now >= panTime {
                begin(.pan, into: &output)
            }
        case 2:
            guard fingers[0].isDown, fingers[1].isDown else { return }
            let reference: Point
            if let referenceVector {
                reference = referenceVector
            } else {
                reference = fingers[1].location - fingers[0].location
                referenceVector = reference
            }
            guard reference.x != 0 || reference.y != 0 else { return }
            let (scale, angle) = spreadAndTurn(from: reference)
            if abs(angle) * 180 / Double.pi >= thresholds.rotateMinDegrees {
                begin(.rotate, into: &output)
            } else if scale >= thresholds.pinchMinScale || scale <= 1 / thresholds.pinchMinScale {
                begin(.pinch, into: &output)
            }
        case 3 where recognizesThreeFingerDrags:
            guard moved, fingers.allSatisfy(\.isDown) else { return }
            if let pending, pending.count == 1, pending.fingers == 3,
               pending.location.distance(to: startCentroid) < thresholds.multiTapSlop {
                // The second touch of a three-finger double tap, dragged: the pending tap is part of it.
                self.pending = nil
                begin(.doubleTapHold, into: &output)
            } else if thresholds.swipeMinSpeed <= 0
                        || Double(now - firstDown) * thresholds.swipeMinSpeed > startCentroid.distance(to: centroid) * 1000 {
                // Slower on average than a swipe since landing: a drag (a fast flick stays a swipe).
                begin(.pan, into: &output)
            }
        default:
            return
        }
    }

    /// Scale and signed angle (radians, positive clockwise on screen) of the two fingers' vector.
    private func spreadAndTurn(from reference: Point) -> (scale: Double, angle: Double) {
        let v = fingers[1].location - fingers[0].location
        let referenceLength = (reference.x * reference.x + reference.y * reference.y).squareRoot()
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        let cross = reference.x * v.y - reference.y * v.x
        let dot = reference.x * v.x + reference.y * v.y
        return (length / referenceLength, atan2(cross, dot))
    }

    private mutating func begin(_ kind: RecognizedGesture.Kind, into output: inout [RecognizedGesture]) {
        if kind != .doubleTapHold { flushPendingTaps(into: &output) }
        active = kind
        continueActive(kind, phase: .began, into: &output)
    }

    /// Reports the running continuous gesture in `phase` at the current location and amount.
    private mutating func continueActive(_ kind: RecognizedGesture.Kind, phase: RecognizedGesture.Phase,
                                         into output: inout [RecognizedGesture]) {
        var direction: RecognizedGesture.Direction?
        var amount: Double?
        if kind == .pinch || kind == .rotate, let referenceVector {
            let (scale, angle) = spreadAndTurn(from: referenceVector)
            if kind == .pinch {
                amount = scale
                direction = scale >= 1 ? .out : .in
            } else {
                amount = angle
                direction = angle >= 0 ? .clockwise : .counterclockwise
            }
        }
        output.append(RecognizedGesture(kind, phase: phase, fingers: fingers.count, direction: direction,
                                        location: centroid, amount: amount, time: now))
    }

    /// Every member finger has lifted: classify the sequence unless it already settled.
    private mutating func finishSequence(into output: inout [RecognizedGesture]) {
        defer {
            fingers.removeAll(keepingCapacity: true)
            settled = false
            active = nil
        }
        if settled {
            flushPendingTaps(into: &output)
            return
        }
        let count = fingers.count
        if count == 2, scrubReversals >= thresholds.scrubMinReversals {
            flushPendingTaps(into: &output)
            output.append(RecognizedGesture(.scrub, fingers: 2, location: startCentroid,
                                            amount: Double(scrubReversals), time: now))
            return
        }
        let duration = now - firstDown
        if moved {
            let travel = meanTravel
            let horizontal = abs(travel.x) >= abs(travel.y)
            let distance = horizontal ? abs(travel.x) : abs(travel.y)
            let excursion = horizontal ? maxTravelY : maxTravelX
            let speed = distance * 1000 / Double(max(1, duration))
            if distance >= thresholds.swipeMinDistance, speed >= thresholds.swipeMinSpeed,
               excursion <= thresholds.swipeMaxDeviation * distance {
                flushPendingTaps(into: &output)
                let direction: RecognizedGesture.Direction =
                    horizontal ? (travel.x > 0 ? .right : .left) : (travel.y > 0 ? .down : .up)
                output.append(RecognizedGesture(.swipe, fingers: count, direction: direction, location: startCentroid,
                                                amount: distance, time: now))
                return
            }
            flushPendingTaps(into: &output)
            return
        }
        guard duration <= thresholds.tapMaxDuration else {
            flushPendingTaps(into: &output)
            return
        }
        let location = startCentroid
        if var taps = pending, taps.fingers == count, taps.location.distance(to: location) < thresholds.multiTapSlop {
            taps.count += 1
            taps.lastUp = now
            pending = taps
            if taps.count == 3 { flushPendingTaps(into: &output) }
        } else {
            flushPendingTaps(into: &output)
            pending = PendingTaps(count: 1, fingers: count, location: location, lastUp: now)
        }
    }

    private mutating func flushPendingTaps(into output: inout [RecognizedGesture]) {
        guard let taps = pending else { return }
        pending = nil
        let kind: RecognizedGesture.Kind = taps.count >= 3 ? .tripleTap : taps.count == 2 ? .doubleTap : .tap
        var direction: RecognizedGesture.Direction?
        if taps.fingers == 4 {
            direction = taps.location.y < screenSize.height * thresholds.fourFingerTopFraction ? .top : .bottom
        }
        output.append(RecognizedGesture(kind, fingers: taps.fingers, direction: direction, location: taps.location,
                                        time: now))
    }
}
