import AXCore

/// The layout of a keyboard from `lowest` to `highest` inside a rectangle: white keys side by
/// side, black keys on top of the gaps between them, as on a real piano (never mirrored for
/// right-to-left layouts, because a keyboard's pitch always rises to the right).
struct PianoKeyboard {
    /// C4 to F5: one and a half octaves, eleven white keys.
    static let lowest = 60
    static let highest = 77
    /// The felt strip above the keys.
    static let feltHeight = 14.0
    static let sidePadding = 8.0

    let body: Rect
    let whiteKeys: [PianoKey]
    let blackKeys: [PianoKey]

    init(body: Rect) {
        self.body = body
        let notes = Array(Self.lowest...Self.highest)
        let whiteNotes = notes.filter { !PianoKey.isBlack($0) }
        let keysTop = body.minY + Self.feltHeight
        let keyHeight = body.maxY - keysTop - Self.sidePadding
        let whiteWidth = (body.width - 2 * Self.sidePadding) / Double(whiteNotes.count)
        var whites: [PianoKey] = []
        var blacks: [PianoKey] = []
        for (slot, note) in whiteNotes.enumerated() {
            let x = body.minX + Self.sidePadding + Double(slot) * whiteWidth
            whites.append(PianoKey(note: note, frame: Rect(x: x, y: keysTop, width: whiteWidth, height: keyHeight)))
            // The black key above this white key sits across its right edge.
            if note + 1 <= Self.highest, PianoKey.isBlack(note + 1) {
                let blackWidth = whiteWidth * 0.62
                blacks.append(PianoKey(note: note + 1, frame: Rect(x: x + whiteWidth - blackWidth / 2, y: keysTop,
                                                                   width: blackWidth, height: keyHeight * 0.6)))
            }
        }
        whiteKeys = whites
        blackKeys = blacks
    }

    /// Every key, low to high.
    var keys: [PianoKey] { (whiteKeys + blackKeys).sorted { $0.note < $1.note } }

    /// The key under a point: black keys first, since they are drawn over the white ones.
    func key(at point: Point) -> PianoKey? {
        blackKeys.first { $0.frame.contains(point) } ?? whiteKeys.first { $0.frame.contains(point) }
    }

    func key(note: Int) -> PianoKey? { keys.first { $0.note == note } }

    /// The part of a key a finger can reach: a black key whole; a white key without the notches the
    /// black keys beside it cover, so its content shape never claims a black key's touches.
    func visibleShape(of key: PianoKey) -> Path {
        let f = key.frame
        guard !key.isBlack else { return .rect(f) }
        let overlapping = blackKeys.filter { $0.frame.intersects(f) }
        let notchBottom = overlapping.map(\.frame.maxY).max() ?? f.minY
        let left = overlapping.filter { $0.frame.minX < f.minX }.map(\.frame.maxX).max() ?? f.minX
        let right = overlapping.filter { $0.frame.maxX > f.maxX }.map(\.frame.minX).min() ?? f.maxX
        return .polygon([Point(left, f.minY), Point(right, f.minY), Point(right, notchBottom), Point(f.maxX, notchBottom),
                         Point(f.maxX, f.maxY), Point(f.minX, f.maxY), Point(f.minX, notchBottom), Point(left, notchBottom)])
    }
}
