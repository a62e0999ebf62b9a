/// A number as the text formats write one: an optional sign, decimal digits, an optional fraction
/// and exponent (`-12`, `16.5`, `1e3`). Swift's `Double(String)` also reads hexadecimal (`0x10`),
/// `inf` and `nan`, which no exporter writes as a number; a file holding them was not written by
/// one, so they are refused rather than read as numbers nobody sees in the file. (Old WebDriverAgent
/// writes `inf` as the origin of a frame that is nowhere, which the page source reader reads as
/// such, never as a number: `AppiumPageSourceReader.isNowhere`.)
enum DecimalNumber {
    static func parse<S: StringProtocol>(_ text: S) -> Double? {
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let n = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(n)
            return n
        }
        var count = digits()
        if bytes.first == UInt8(ascii: ".") { bytes = bytes.dropFirst(); count += digits() }
        guard count > 0 else { return nil }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return nil }
        }
        guard bytes.isEmpty else { return nil }
        return Double(String(text))
    }
}
