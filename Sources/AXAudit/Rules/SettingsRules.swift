import AXCore

/// “Deliver an Exceptional Accessibility Experience” (WWDC 2018): under Reduce Motion, scaling, spinning, plane-shift, multi-speed and peripheral motion must stop;
/// a small spinner (an activity indicator, `DisplayList.reduceMotionKinds`) keeps spinning, as iOS's own does.
struct ReduceMotionRule: Rule {
    let info = RuleInfo(
        id: .motionReduceMotion, area: .motion, kind: .frame, severity: .error,
        title: "Motion that Reduce Motion should stop still plays",
        explanation: "Frames drawn with Reduce Motion on (sampled over two seconds, over the half second after the action that reaches the state, and over the half second after each touch gesture the scene declares, made by a finger) still contain animations that can cause discomfort: scale/zoom, spin, plane shift, multi-speed or peripheral motion. "
            + "A spin that stays within a 44-point square, an activity indicator, is not counted: iOS's own keeps spinning under Reduce Motion (docs/vision.md).",
        fix: "Under Reduce Motion replace these animations with a fade or no animation.",
        reference: "seed 000, Apple Reduce Motion")

    func applies(to settings: Settings) -> Bool { settings.reduceMotion }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let inState = ([subject.displayList] + subject.laterFrames).reduceMotionKinds
        let afterAction = subject.framesAfterAction.reduceMotionKinds
        // The kinds Reduce Motion stops, by name in `AnimationKind`'s order.
        func offending(_ kinds: Set<AnimationKind>) -> [String] {
            AnimationKind.allCases.filter { kinds.contains($0) && !$0.isReducedMotionSafe }.map(\.rawValue)
        }
        let last = AuditSubject.sampleTimes.last!, afterLast = AuditSubject.afterActionTimes.last!
        var all = inState.union(afterAction)
        var drawn: [String] = []
        let inStateOffending = offending(inState), afterActionOffending = offending(afterAction)
        if !inStateOffending.isEmpty { drawn.append("drawn between 0 and \(last) ms: " + inStateOffending.joined(separator: ", ")) }
        if !afterActionOffending.isEmpty {
            drawn.append("drawn in the \(afterLast) ms after the action that reaches this state: " + afterActionOffending.joined(separator: ", "))
        }
        // The finger's gestures that animate alike over the same declared gestures, in one line:
        // "a finger's swipe up or down over …".
        var byGestures: [(ways: [String], meanings: [String], kinds: [String])] = []
        for drawnAfter in subject.framesAfterGestures {
            let kinds = drawnAfter.frames.reduceMotionKinds
            let named = offending(kinds)
            guard !named.isEmpty else { continue }
            all.formUnion(kinds)
            let way = drawnAfter.performed.direction.map { "\(drawnAfter.performed.kind.rawValue) \($0.rawValue)" } ?? drawnAfter.performed.kind.rawValue
            if let k = byGestures.firstIndex(where: { $0.meanings == drawnAfter.meanings && $0.kinds == named }) {
                byGestures[k].ways.append(way)
            } else {
                byGestures.append(([way], drawnAfter.meanings, named))
            }
        }
        for group in byGestures {
            drawn.append("drawn in the \(afterLast) ms after a finger's " + group.ways.joined(separator: " or ") + " over "
                         + group.meanings.map { "\"\($0)\"" }.joined(separator: " and ") + ": " + group.kinds.joined(separator: ", "))
        }
        guard !offending(all).isEmpty else { return }
        report.add(nil, "Animations still play with Reduce Motion on: " + offending(all).joined(separator: ", "),
                   detail: "animation kinds " + drawn.joined(separator: "; ") + "; only fades are allowed")
    }
}

/// Under Reduce Transparency, text must not sit on translucent layers.
struct ReduceTransparencyRule: Rule {
    let info = RuleInfo(
        id: .transparencyTranslucentBehindText, area: .transparency, kind: .frame, severity: .warning,
        title: "Translucent fill behind text with Reduce Transparency on",
        explanation: "Users turn on Reduce Transparency because text over blurred or see-through layers is hard to read.",
        fix: "Under Reduce Transparency make backgrounds behind text opaque (the WWDC 2014 talk: the overlays become opaque).",
        reference: "seed 001")

    func applies(to settings: Settings) -> Bool { settings.reduceTransparency }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let sampler = subject.frameSampler
        var reported = Set<String>()
        subject.displayList.readEachItem { index, item in
            guard case .text(let run) = item.command else { return }
            let box = item.transform.apply(subject.metrics.extent(of: run, direction: subject.layoutDirection))
            if let fill = sampler.translucentFill(at: box.center, beforeIndex: index), reported.insert(run.string).inserted {
                report.add(textAt: box, drawnAt: index, "Text \"\(run.string)\" lies on a translucent fill",
                           detail: "fill \(fill.hexString) has alpha \(Format.number(fill.alpha)); expected opaque under Reduce Transparency")
            }
        }
    }
}
