import AXCore

/// Frames off the screen or of zero size cannot be found by touch and confuse the cursor.
struct OffscreenFrameRule: Rule {
    let info = RuleInfo(
        id: .geometryOffscreen, area: .geometry, severity: .error,
        title: "Element frame outside the screen or of zero size",
        explanation: "VoiceOver can land on an element nobody can see, and explore-by-touch can never reach it. A row an imported screen's list holds below the fold is scrolled out of view, not off the screen: VoiceOver scrolls to it.",
        fix: "Hide elements that are off screen (elementsHidden) or give them their on-screen frame.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable {
            let f = node.element.frame
            if f.isEmpty {
                report.add(node, "Frame has zero size", detail: "frame \(f)")
            } else if !f.intersects(subject.screen) && !subject.isCapturedScrolledOut(node) {
                report.add(node, "Frame lies outside the screen", detail: "frame \(f), screen \(subject.screen)")
            }
        }
    }
}

/// A double tap lands at the activation point: outside the element it activates something else.
struct ActivationPointRule: Rule {
    let info = RuleInfo(
        id: .geometryActivationPoint, area: .geometry, severity: .error,
        title: "Activation point outside the element",
        explanation: "VoiceOver's double tap taps at the activation point; outside the element's frame and shape it reaches another control or nothing.",
        fix: "Move the activation point inside the element (on a slider, onto its thumb).")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable {
            guard let p = node.element.activationPoint else { continue }
            let f = node.element.frame
            // Half-open, as a tap's hit test is (`CGRect.contains`): a point on the frame's right or
            // bottom edge lands on what lies beyond it.
            func inside(_ f: Rect) -> Bool { f.contains(p) }
            // A row a list's top edge cuts keeps its activation point where the whole row puts it:
            // VoiceOver scrolls the row into view as it focuses it, as it does on iOS, which trims no frame.
            let inFrame = inside(f) || inside(node.wholeFrame)
            let inPath = node.element.path.map { $0.contains(p) } ?? true
            if !inFrame || !inPath {
                report.add(node, "Activation point \(p) is outside the element",
                           detail: "activation point \(p); frame \(f)" + (inPath ? "" : "; outside the content shape"))
            }
        }
    }
}

/// The content shape should describe the element: inside its frame, and not a sliver of it.
struct ContentShapeRule: Rule {
    /// Frame area over path-bounds area above which the frame is "far larger" than the shape.
    static let maximumAreaRatio = 4.0

    let info = RuleInfo(
        id: .geometryContentShape, area: .geometry, severity: .warning,
        title: "Content shape outside the frame, or frame far larger than the shape",
        explanation: "The content shape (accessibility path) is what VoiceOver outlines and hit-tests; it should lie within the frame and match the drawn control.",
        fix: "Make the path follow the drawn shape and the frame its bounding box.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable {
            guard let path = node.element.path else { continue }
            let bounds = path.bounds, frame = node.element.frame
            if !frame.insetBy(dx: -1, dy: -1).contains(bounds) {
                report.add(node, "Content shape extends outside the frame", detail: "path bounds \(bounds), frame \(frame)")
            } else if bounds.area > 0, frame.area / bounds.area > Self.maximumAreaRatio {
                report.add(node, "Frame is \(Format.number(frame.area / bounds.area))× the content shape's area",
                           detail: "frame \(frame) vs path bounds \(bounds); more than \(Format.number(Self.maximumAreaRatio))×")
            }
        }
    }
}

/// A scene file's element whose drawing lies wholly outside its own frame: the drawing's coordinates
/// were written for the other origin (a layout child draws relative to its own frame, an element
/// placed by `frame` relative to the scene), so VoiceOver's cursor and a finger find the element
/// where nothing of it is seen. Scene files only: a Swift component draws in the frame it is handed,
/// so it cannot mix up the two origins, and checking each component's drawing again would cost every
/// catalog scene's validation.
struct DrawingOutsideFrameRule: Rule {
    let info = RuleInfo(
        id: .geometryDrawingOutsideFrame, area: .geometry, kind: .frame, severity: .warning,
        title: "Element drawn wholly outside its own frame",
        explanation: "What is drawn for an element lies entirely outside the element's frame, so VoiceOver's cursor outlines empty space and explore-by-touch finds the element where nothing of it is seen. In a scene file this is usually drawing written in the wrong coordinates: a child placed by a layout draws relative to its own frame, an element placed by \"frame\" relative to the scene.",
        fix: "Draw the element inside its frame, or move the frame onto the drawing.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard subject.drawingIsPlacedByHand, let scene = subject.scene as? ComponentScene else { return }
        for stray in scene.layout(subject.settings).strayDrawings() {
            guard let node = subject.node(id: stray.elementID), !node.isHidden else { continue }
            report.add(node, "Drawing lies wholly outside the element's frame",
                       detail: "drawing covers \(stray.drawn); frame \(stray.frame)")
        }
    }
}
