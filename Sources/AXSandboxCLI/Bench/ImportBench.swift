import AXScenes
import Foundation

/// Reading imported hierarchies: the XCUIElement dump reader on the long lines that made it
/// quadratic (issue 25: a 100 KB line of addresses, quoted pieces or values took over 60 s). Each
/// shape is read as one line of 64 KB (about the longest the reader takes) and as four lines of 16 KB,
/// the same bytes: a linear reader takes about as long for both, a quadratic one four times as long
/// for the long line.
struct ImportBench: BenchSection {
    let name = "import"

    /// A dump of `lines` buttons, each line `filler` repeated to about `bytes`.
    static func dump(_ filler: String, bytes: Int, lines: Int) -> String {
        let head = "  Button, 0x1, {{0, 0}, {44, 44}}, label: 'A'"
        let line = head + String(repeating: filler, count: max(1, (bytes - head.utf8.count) / filler.utf8.count))
        return "Element subtree:\n" + Array(repeating: line, count: lines).joined(separator: "\n")
    }

    func rows(quick: Bool) -> [BenchRow] {
        let shapes = [("addresses", ", 0x600002b0c0e0"), ("quoted pieces", ", value: 'a', b', c'"), ("values", ", value: v, w")]
        let long = 64_000, short = long / 4
        var rows: [BenchRow] = []
        for (label, filler) in shapes {
            func seconds(_ bytes: Int) -> (Double, Bool) {
                let text = Self.dump(filler, bytes: bytes, lines: long / bytes)
                var read = false
                let time = BenchClock.best(rounds: quick ? 2 : 5) {
                    read = (try? ScreenImport.load(path: "bench.txt", text: text)) != nil
                }
                return (time, read)
            }
            let (small, smallRead) = seconds(short)
            let (large, largeRead) = seconds(long)
            rows.append(BenchRow(section: name, name: "debugDescription line of \(label), 64 KB", value: large * 1000, unit: "ms", goal: nil,
                                 detail: largeRead && smallRead ? "read" : "REFUSED"))
            rows.append(BenchRow(section: name, name: "debugDescription line of \(label), one 64 KB line over four of 16 KB",
                                 value: large / max(small, 1e-9), unit: "×", goal: .below(2),
                                 detail: String(format: "%.2f ms for four, %.2f ms for one", small * 1000, large * 1000)))
        }
        return rows
    }
}
