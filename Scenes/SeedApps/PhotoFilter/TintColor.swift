import AXCore

/// The colour buttons of the photo-filter app (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023): round swatches that tint the photo.
/// The talk names only "Red"; the other five are the sandbox's, chosen so every swatch keeps 3:1
/// against the white background (WCAG 1.4.11) and the six stay tell-apart by hue.
struct TintColor: Hashable {
    let name: String
    let color: Color

    /// Stable id fragment ("red").
    var key: String { name.lowercased() }

    static let all: [TintColor] = [
        TintColor(name: "Red", color: Color.hex(0xD70015)),
        TintColor(name: "Orange", color: Color.hex(0xC55300)),
        TintColor(name: "Teal", color: Color.hex(0x00798A)),
        TintColor(name: "Green", color: Color.hex(0x248A3D)),
        TintColor(name: "Blue", color: Color.hex(0x0040DD)),
        TintColor(name: "Purple", color: Color.hex(0x8944AB)),
    ]
}
