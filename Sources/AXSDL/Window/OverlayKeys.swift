import CSDL2

/// The window's overlay keys: a key per overlay (`OverlayKind.windowKey`) and O for all of them.
/// Kept apart from the command table because the overlays are data (`OverlayKind`), not commands.
package enum OverlayToggle: Equatable, Sendable {
    case one(OverlayKind)
    /// All on, or all off when every one is already on.
    case all

    /// The toggle for a key press, if it is an overlay key.
    package static func forKey(_ keycode: Int32) -> OverlayToggle? {
        if keycode == Int32(bitPattern: SDLK_F2.rawValue) { return .one(.findings) }
        if keycode == Int32(bitPattern: SDLK_F3.rawValue) { return .one(.cursor) }
        if keycode == Int32(Character("o").asciiValue!) { return .all }
        guard keycode >= 0, keycode < 128, let scalar = Unicode.Scalar(UInt32(keycode)) else { return nil }
        let key = String(Character(scalar))
        return OverlayKind.allCases.first(where: { $0.windowKey == key }).map { .one($0) }
    }

    /// The overlays after this toggle.
    package func applied(to overlays: Set<OverlayKind>) -> Set<OverlayKind> {
        switch self {
        case .one(let kind):
            return overlays.symmetricDifference([kind])
        case .all:
            return overlays == Set(OverlayKind.allCases) ? [] : Set(OverlayKind.allCases)
        }
    }

    /// The keys as the help overlay lists them.
    static let helpRows: [(keys: String, summary: String)] =
        OverlayKind.allCases.sorted { order($0) < order($1) }.map { ($0.windowKey, $0.summary) } + [("O", "All overlays on / off")]

    /// Digits first, in key order, then the function keys.
    private static func order(_ kind: OverlayKind) -> String {
        let key = kind.windowKey
        return key == "0" ? "10" : key.count == 1 ? "0" + key : key
    }
}
