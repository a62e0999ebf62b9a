import AXCore

/// “Deliver an Exceptional Accessibility Experience” (WWDC 2018): under Reduce Motion, scaling, spinning, plane-shift, multi-speed and peripheral motion must stop.
struct ReduceMotionRule: Rule {
    let info = RuleInfo(
        id: "motion.reduce-motion", area: .motion, kind: .frame, severity: .error,
        title: "Motion that Reduce Motion should stop still plays",
        explanation: "Frames drawn with Reduce Motion on (sampled over two seconds) still contain animations that can cause discomfort: scale/zoom, spin, plane shift, multi-speed or peripheral motion.",
        fix: "Under Reduce Motion replace these animations with a fade or no animation.",
        reference: "seed 000, Apple Reduce Motion")

    func applies(to settings: Settings) -> Bool { settings.reduceMotion }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        var kinds = subject.displayList.animationKinds
        for frame in subject.laterFrames { kinds.formUnion(frame.animationKinds) }
        let offending = AnimationKind.allCases.filter { kinds.contains($0) && !$0.isReducedMotionSafe }
        if !offending.isEmpty {
            report.add(nil, "Animations still play with Reduce Motion on: " + offending.map(\.rawValue).joined(separator: ", "),
                       detail: "animation kinds drawn between 0 and \(AuditSubject.sampleTimes.last!) ms: "
                        + offending.map(\.rawValue).joined(separator: ", ") + "; only fades are allowed")
        }
    }
}

/// Under Reduce Transparency, text must not sit on translucent layers.
struct ReduceTransparencyRule: Rule {
    let info = RuleInfo(
        id: "transparency.translucent-behind-text", area: .transparency, kind: .frame, severity: .warning,
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
                report.add(textAt: box, "Text \"\(run.string)\" lies on a translucent fill",
                           detail: "fill \(fill.hexString) has alpha \(Format.number(fill.alpha)); expected opaque under Reduce Transparency")
            }
        }
    }
}
