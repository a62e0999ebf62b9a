import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, channels in 0…1.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The red channel, 0…1.
    public var red: Double
    /// The green channel, 0…1.
    public var green: Double
    /// The blue channel, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from sRGB channels in 0…1, opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// From 8-bit channels, as colour pickers and scene files give them.
    public init(r8: Int, g8: Int, b8: Int, a8: Int = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// Text that is not a colour in hex, naming what was found.
    public struct HexError: Error, Equatable, CustomStringConvertible {
        /// The text that could not be read as a colour.
        public var text: String
        /// The forms accepted and the text found, for error messages.
        public var description: String { "expected a colour as #RRGGBB or #RRGGBBAA, found \"\(text)\"" }
        /// An error for the unreadable `text`.
        public init(text: String) { self.text = text }
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (also `#RGB`, and without the `#`).
    public init(hex: String) throws {
        if let color = Self.fromHexDigits(hex) { self = color; return }
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.count == 3 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else {
            throw HexError(text: hex)
        }
        if digits.count == 6 {
            self.init(r8: Int(value >> 16 & 0xFF), g8: Int(value >> 8 & 0xFF), b8: Int(value & 0xFF))
        } else {
            self.init(r8: Int(value >> 24 & 0xFF), g8: Int(value >> 16 & 0xFF), b8: Int(value >> 8 & 0xFF), a8: Int(value & 0xFF))
        }
    }

    /// The common case of `init(hex:)` read byte by byte: an optional `#` then 3, 6 or 8 ASCII hex
    /// digits. Scenes name their colours in hex inside their drawing, so a colour is parsed every
    /// time a frame is drawn, and the general parse (substrings, grapheme counting, `UInt64(_:radix:)`)
    /// cost about 2,700 instructions a colour: 3.5 % of validating HelloGoodbye. Nil for any other
    /// text, which the general parse then reads or rejects, so both accept exactly the same texts.
    /// Read where the bytes lie: iterating a short string's UTF-8 view byte by byte cost about 390
    /// instructions a colour, still half a percent of validating Pre-Poster.
    private static func fromHexDigits(_ text: String) -> Color? {
        text.utf8.withContiguousStorageIfAvailable(fromHexDigits(utf8:)) ?? fromHexDigits(utf8: Array(text.utf8))
    }

    private static func fromHexDigits<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) -> Color? {
        var value: UInt64 = 0
        var count = 0
        var isFirst = true
        for byte in bytes {
            defer { isFirst = false }
            if isFirst && byte == UInt8(ascii: "#") { continue }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            count += 1
            guard count <= 8 else { return nil }
            value = value << 4 | UInt64(digit)
        }
        func channel(_ shift: UInt64, _ mask: UInt64 = 0xFF) -> Int { Int(value >> shift & mask) }
        switch count {
        case 3: return Color(r8: channel(8, 0xF) * 17, g8: channel(4, 0xF) * 17, b8: channel(0, 0xF) * 17)
        case 6: return Color(r8: channel(16), g8: channel(8), b8: channel(0))
        case 8: return Color(r8: channel(24), g8: channel(16), b8: channel(8), a8: channel(0))
        default: return nil
        }
    }

    /// A colour literal for code that knows its hex is valid (scene sources); invalid text traps.
    public static func hex(_ text: String) -> Color {
        do { return try Color(hex: text) } catch { preconditionFailure("\(error)") }
    }

    /// An opaque colour written as a number, `0xRRGGBB`: `.hex(0xF2F2F7)` is `.hex("#F2F2F7")`
    /// without reading text. A scene names its colours inside its drawing, which runs for every
    /// frame; parsing their text there was 2% of validating the catalog.
    public static func hex(_ rgb: UInt32) -> Color {
        precondition(rgb <= 0xFF_FFFF, "a colour as 0xRRGGBB has six hex digits")
        return Color(r8: Int(rgb >> 16 & 0xFF), g8: Int(rgb >> 8 & 0xFF), b8: Int(rgb & 0xFF))
    }

    /// The red channel as 0…255.
    public var r8: Int { Int((red * 255).rounded()) }
    /// The green channel as 0…255.
    public var g8: Int { Int((green * 255).rounded()) }
    /// The blue channel as 0…255.
    public var b8: Int { Int((blue * 255).rounded()) }
    /// The alpha channel as 0…255.
    public var a8: Int { Int((alpha * 255).rounded()) }

    /// `#RRGGBB`, with `AA` appended when not opaque.
    public var hexString: String {
        let channels = a8 == 255 ? [r8, g8, b8] : [r8, g8, b8, a8]
        guard channels.allSatisfy({ (0...255).contains($0) }) else {
            let base = String(format: "#%02X%02X%02X", r8, g8, b8)
            return a8 == 255 ? base : base + String(format: "%02X", a8)
        }
        // By hand rather than through `String(format:)`: findings name colours, and on a 10,000-element
        // scene formatting them was a tenth of validation.
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = [UInt8(ascii: "#")]
        for channel in channels { text += [digits[channel >> 4], digits[channel & 15]] }
        return String(decoding: text, as: UTF8.self)
    }

    /// The colour as `hexString`, as reports print it.
    public var description: String { hexString }

    /// Whether nothing shows through it, so contrast needs no compositing.
    public var isOpaque: Bool { alpha >= 1 }

    /// The same colour with another opacity (a pressed or disabled state).
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Source-over compositing onto `background`: what the eye sees where a translucent fill lies over it.
    public func composited(over background: Color) -> Color {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / a
        }
        return Color(red: channel(red, background.red), green: channel(green, background.green),
                     blue: channel(blue, background.blue), alpha: a)
    }

    /// Linear interpolation in sRGB, for blending overlay tints.
    public func mixed(with other: Color, amount t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white, also the page beneath everything for contrast.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent: draws nothing.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

/// WCAG 2.x contrast maths, exactly as docs/rules.md states it. The one place it lives.
public enum Contrast {
    /// sRGB channel (0…1) to linear light.
    public static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Relative luminance of an opaque colour: 0.2126 R + 0.7152 G + 0.0722 B on linear channels.
    public static func relativeLuminance(_ color: Color) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// Contrast ratio from 1 to 21, never rounded. A translucent foreground is first composited over
    /// the background, and a translucent background over white (the page beneath everything).
    public static func ratio(_ foreground: Color, _ background: Color) -> Double {
        ratio(foreground, background, luminance: relativeLuminance)
    }

    /// `ratio`, with each luminance from `luminance` (a `LuminanceMemo`'s, when many are measured).
    static func ratio(_ foreground: Color, _ background: Color, luminance: (Color) -> Double) -> Double {
        let back = background.isOpaque ? background : background.composited(over: .white)
        let fore = foreground.isOpaque ? foreground : foreground.composited(over: back)
        let l1 = luminance(fore), l2 = luminance(back)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// WCAG's "large text": at least 18 pt, or 14 pt when bold.
    public static func isLargeText(size: Double, bold: Bool) -> Bool {
        size >= 18 || (bold && size >= 14)
    }

    /// The minimum ratio WCAG asks of text: 1.4.3 (AA) normally, 1.4.6 (AAA) with Increase Contrast on.
    public static func requiredTextRatio(size: Double, bold: Bool, enhanced: Bool) -> Double {
        let large = isLargeText(size: size, bold: bold)
        if enhanced { return large ? 4.5 : 7 }
        return large ? 3 : 4.5
    }

    /// WCAG 1.4.11: non-text controls and icons.
    public static let nonTextRatio = 3.0
}

/// The relative luminances a reader measuring many colours worked out, by colour: the contrast
/// rules measure a frame's items against a few backgrounds and in a few colours, thousands of times
/// a validation, and each luminance is three `pow` calls. A small table indexed by the colour's bits,
/// each slot holding the last colour that fell in it: a colour found is the very colour asked, so
/// its luminance is the one `Contrast.relativeLuminance` gives, bit for bit.
public struct LuminanceMemo {
    /// One colour's channels, bit for bit (so -0 and 0 are two colours, as they may give two
    /// luminances), and its luminance.
    private struct Slot {
        var red: UInt64, green: UInt64, blue: UInt64
        var luminance: Double

        init(_ color: Color) {
            red = color.red.bitPattern; green = color.green.bitPattern; blue = color.blue.bitPattern
            luminance = Contrast.relativeLuminance(color)
        }
    }
    /// 64 slots, indexed by the top bits of the channels' mix.
    private static let slotBits = 6
    /// Every slot holds a colour and its luminance: black at first, each later the last colour met in it.
    private var slots = [Slot](repeating: Slot(Color(red: 0, green: 0, blue: 0)), count: 1 << slotBits)

    /// A memo that has met no colour yet.
    public init() {}

    /// `Contrast.relativeLuminance(color)`, worked out once per colour kept.
    public mutating func luminance(_ color: Color) -> Double {
        let red = color.red.bitPattern, green = color.green.bitPattern, blue = color.blue.bitPattern
        let mixed = (red &* 0x9E37_79B9_7F4A_7C15) ^ (green &* 0xC2B2_AE3D_27D4_EB4F) ^ (blue &* 0x1656_67B1_9E37_79F9)
        let index = Int(truncatingIfNeeded: mixed >> (64 - Self.slotBits))
        // Luminance reads the three channels only.
        let slot = slots[index]
        if slot.red == red && slot.green == green && slot.blue == blue { return slot.luminance }
        let met = Slot(color)
        slots[index] = met
        return met.luminance
    }

    /// `Contrast.ratio(foreground, background)`, its luminances from this memo.
    public mutating func ratio(_ foreground: Color, _ background: Color) -> Double {
        Contrast.ratio(foreground, background) { luminance($0) }
    }
}

extension Color {
    /// The WCAG contrast ratio between this colour and `other` (1…21), as `Contrast.ratio` computes it.
    public func contrastRatio(with other: Color) -> Double { Contrast.ratio(self, other) }
    /// WCAG relative luminance, 0 (black) … 1 (white).
    public var relativeLuminance: Double { Contrast.relativeLuminance(self) }
}
