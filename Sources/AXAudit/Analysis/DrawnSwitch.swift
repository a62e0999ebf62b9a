import AXCore

/// A switch as a frame draws it inside one element, read the way UIKit draws `UISwitch`: a capsule
/// track (51 × 31 points, proportions about 5:3) with a circular knob inside it. On, the knob sits at
/// the trailing end and the track is filled with `onTintColor` (green by default); off, the knob sits
/// at the leading end and the track is left untinted (light grey). A right-to-left layout mirrors it,
/// so trailing is the left end there (docs/validation.md, "What a drawn switch shows").
///
/// Only what is unambiguous is read, since a false finding costs more than a missed one: one capsule
/// of switch proportions with an opaque circular knob drawn over it, the knob clearly at one end and
/// told apart from the track where it shows, the knob's end and the track's tint agreeing (trailing
/// and tinted: on; leading and untinted: off). Anything else (no knob, a knob half way, a tinted
/// track with the knob at the leading end, two switches in one element) reads as nothing.
struct DrawnSwitch: Equatable {
    /// The track, where it lies on the screen.
    let track: Rect
    /// The knob, where it lies on the screen.
    let knob: Rect
    /// The colour seen on the track at the end the knob leaves free.
    let trackColor: Color
    /// Whether the drawing shows the switch on.
    let isOn: Bool

    /// The narrowest and widest track, width over height, read as a switch's: UIKit's is 51 × 31
    /// (1.65); a capsule much squarer leaves no travel to tell the ends apart, a longer one is a
    /// slider's track or a pill-shaped button.
    static let proportions: ClosedRange<Double> = 1.4...2.0
    /// A capsule's corner radius is half its height; a radius this share of the height or more reads as one.
    static let leastRadiusShare = 0.45
    /// The least knob, as a share of the track's height (UIKit's is 27 of 31 points).
    static let leastKnobShare = 0.6
    /// How far from an end, as a share of the knob's travel, the knob's centre may lie and still be
    /// clearly at that end (not part way, as while it slides).
    static let endShare = 0.25
    /// The chroma C*ab from which a track reads as tinted (UIKit's default on green, #34C759, has
    /// about 70; its accessible green, #248A3D, about 50) …
    static let leastTint = 20.0
    /// … and up to which it reads as untinted (the light grey off track, #E9E9EA, under 1; the dark
    /// one, #39393D, about 3). Between the two nothing is read.
    static let mostUntinted = 10.0
    /// The least ΔE*ab between the knob and the track where each shows: about one just noticeable
    /// difference (2.3). A knob the eye cannot tell from its track shows no position.
    static let leastKnobDifference = 2.3

    /// A capsule or a knob the frame draws, placed on the screen.
    fileprivate struct Candidate {
        let index: Int
        let rect: Rect
    }

    /// The capsules and knobs of one frame, gathered once for every toggle the frame's tree holds.
    struct Parts {
        fileprivate let tracks: [Candidate]
        fileprivate let knobs: [Candidate]

        /// The capsules of switch proportions (filled or stroked) and the opaque circles (filled)
        /// `list` draws, each through a transform that only moves and scales it and, when clipped,
        /// wholly inside its clip in `clips`.
        init(_ list: DisplayList, clips: [Rect?]) {
            var tracks: [Candidate] = [], knobs: [Candidate] = []
            list.readEachItem { index, item in
                let shape: Shape, opaque: Bool
                switch item.command {
                case .fill(let s, let color): shape = s; opaque = color.alpha * item.opacity >= 0.999
                case .stroke(let s, _, _): shape = s; opaque = false
                default: return
                }
                let t = item.transform
                guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return }
                let placed = t.apply(shape.bounds)
                guard placed.width > 0, placed.height > 0 else { return }
                if let clip = clips[index], !clip.contains(placed) { return }
                switch shape {
                case .roundedRect(_, let radius):
                    let ratio = placed.width / placed.height
                    guard DrawnSwitch.proportions.contains(ratio),
                          radius * min(t.a, t.d) >= DrawnSwitch.leastRadiusShare * placed.height else { return }
                    tracks.append(Candidate(index: index, rect: placed))
                case .ellipse:
                    guard opaque, abs(placed.width - placed.height) <= 0.1 * max(placed.width, placed.height) else { return }
                    if case .fill = item.command { knobs.append(Candidate(index: index, rect: placed)) }
                default:
                    return
                }
            }
            self.tracks = tracks
            self.knobs = knobs
        }
    }

    /// The switch drawn inside `frame`, read through `sampler` (what shows at a point) in
    /// `direction`; nil when none is drawn there unambiguously. The sampler is asked for only once a
    /// track with a knob is found: building one for a frame the other rules took measurements of
    /// before (`FrameMeasurements`) would cost more than the reading.
    static func read(in frame: Rect, parts: Parts, sampler: @autoclosure () -> FrameSampler, direction: LayoutDirection) -> DrawnSwitch? {
        let inside = frame.insetBy(dx: -0.5, dy: -0.5)
        // One track per place: a fill and its outline, drawn at one rectangle, are one track.
        var tracks: [Candidate] = []
        for track in parts.tracks where inside.contains(track.rect) {
            if !tracks.contains(where: { Self.samePlace($0.rect, track.rect) }) { tracks.append(track) }
        }
        var read: [DrawnSwitch] = []
        for track in tracks {
            let rect = track.rect
            let knobs = parts.knobs.filter { knob in
                knob.index > track.index && rect.insetBy(dx: -1, dy: -1).contains(knob.rect)
                    && knob.rect.height >= Self.leastKnobShare * rect.height && knob.rect.height <= rect.height + 0.5
            }
            guard !knobs.isEmpty else { continue }
            // Each knob drawn there must lie at one and the same end.
            let leftEnd = rect.minX + rect.height / 2, rightEnd = rect.maxX - rect.height / 2
            let slack = (rightEnd - leftEnd) * Self.endShare
            let ends = knobs.map { knob -> Bool? in
                if abs(knob.rect.midX - rightEnd) <= slack { return true }
                if abs(knob.rect.midX - leftEnd) <= slack { return false }
                return nil
            }
            guard let atRight = ends.first ?? nil, ends.allSatisfy({ $0 == atRight }) else { return nil }
            let knob = knobs.last!.rect
            let free = Point(x: atRight ? leftEnd : rightEnd, y: rect.midY)
            let seen = sampler()
            let trackColor = seen.color(at: free), knobColor = seen.color(at: knob.center)
            guard ColourDifference.deltaE(trackColor, knobColor) >= Self.leastKnobDifference else { return nil }
            let chroma = ColourDifference.chroma(trackColor)
            let tinted: Bool
            if chroma >= Self.leastTint { tinted = true } else if chroma <= Self.mostUntinted { tinted = false } else { return nil }
            let atTrailing = direction == .rightToLeft ? !atRight : atRight
            // The knob's end and the track's tint must tell the same state.
            guard atTrailing == tinted else { return nil }
            read.append(DrawnSwitch(track: rect, knob: knob, trackColor: trackColor, isOn: atTrailing))
        }
        return read.count == 1 ? read[0] : nil
    }

    /// Whether two rectangles lie at the same place, to half a point.
    private static func samePlace(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.maxX - b.maxX) <= 0.5 && abs(a.maxY - b.maxY) <= 0.5
    }
}
