import AXScenes
import Foundation

/// Importing large real-app exports and the lines that once made a reader slow.
///
/// A generated Appium page source and XCUIElement debugDescription of 10,000 and 100,000 nodes, in
/// the shape of a long Settings list (cells with a text and a switch or a disclosure chevron, section
/// headers): reading, building the tree VoiceOver reads and the empty-capture check must take linear
/// time; the 10,000-node files under 1 s.
///
/// The XCUIElement dump reader on the long lines that made it quadratic (issue 25: a 100 KB line of
/// addresses, quoted pieces or values took over 60 s). Each shape is read as one line of 64 KB (about
/// the longest the reader takes) and as four lines of 16 KB, the same bytes: a linear reader takes
/// about as long for both, a quadratic one four times as long for the long line.
struct ImportBench: BenchSection {
    let name = "import"

    func rows(quick: Bool) -> [BenchRow] {
        generatedDumpRows(quick: quick) + longLineRows(quick: quick)
    }

    /// Generated exports of 10,000 and 100,000 nodes, in each format.
    private func generatedDumpRows(quick: Bool) -> [BenchRow] {
        var rows: [BenchRow] = []
        for format in [GeneratedDump.Format.appium, .debugDescription] {
            var perNode: [Double] = []
            for nodes in [10_000, 100_000] {
                let dump = GeneratedDump(format: format, nodes: nodes)
                var elements = 0
                let rounds = quick || nodes > 10_000 ? 1 : 3
                // Processor time, the best of the rounds: the import runs on one thread, and on a
                // shared machine wall time measures the neighbours' load as much as the reader.
                var seconds = Double.infinity
                for _ in 0..<rounds {
                    let start = BenchClock.processorSeconds()
                    elements = (try? ScreenImport.load(path: "bench/" + dump.fileName, text: dump.text))?.hierarchy.focusableCount ?? -1
                    seconds = min(seconds, BenchClock.processorSeconds() - start)
                }
                perNode.append(seconds / Double(dump.nodeCount))
                rows.append(BenchRow(section: name, name: "\(format.displayName), \(nodes) nodes", value: seconds * 1000, unit: "ms",
                                     goal: nodes == 10_000 ? .below(1000) : nil,
                                     detail: "processor time, best of \(rounds), \(dump.nodeCount) nodes read, \(elements) elements"
                                        + (perNode.count == 2 ? ", time per node ×\(BenchRow.format(perNode[1] / perNode[0])) at 10× the nodes" : "")))
            }
            // The time per node must not grow with the file: a sibling compared with every one before
            // it once made 100,000 nodes take 45 s, and only this ratio showed it.
            rows.append(BenchRow(section: name, name: "\(format.displayName), time per node at 100000 nodes over 10000", value: perNode[1] / perNode[0],
                                 unit: "×", goal: .below(2), detail: "processor time per node read"))
        }
        return rows
    }

    /// A dump of `lines` buttons, each line `filler` repeated to about `bytes`.
    static func dump(_ filler: String, bytes: Int, lines: Int) -> String {
        let head = "  Button, 0x1, {{0, 0}, {44, 44}}, label: 'A'"
        let line = head + String(repeating: filler, count: max(1, (bytes - head.utf8.count) / filler.utf8.count))
        return "Element subtree:\n" + Array(repeating: line, count: lines).joined(separator: "\n")
    }

    /// Each long-line shape as one 64 KB line against four of 16 KB, in processor time (the ratio is the figure).
    private func longLineRows(quick: Bool) -> [BenchRow] {
        let shapes = [("addresses", ", 0x600002b0c0e0"), ("quoted pieces", ", value: 'a', b', c'"), ("values", ", value: v, w")]
        let long = 64_000, short = long / 4
        var rows: [BenchRow] = []
        for (label, filler) in shapes {
            func seconds(_ bytes: Int) -> (Double, Bool) {
                let text = Self.dump(filler, bytes: bytes, lines: long / bytes)
                var read = false
                let time = BenchClock.bestProcessorTime(rounds: quick ? 2 : 5) {
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
                                 detail: String(format: "%.2f ms for four, %.2f ms for one, processor time", small * 1000, large * 1000)))
        }
        return rows
    }
}

/// A generated export of a long settings list, for the import bench only.
struct GeneratedDump {
    enum Format {
        case appium, debugDescription
        var displayName: String { self == .appium ? "Appium page source" : "debugDescription" }
    }

    let format: Format
    /// The text of the export.
    private(set) var text = ""
    /// How many element nodes it holds.
    private(set) var nodeCount = 0

    var fileName: String { format == .appium ? "generated.xml" : "generated.txt" }

    /// About `nodes` nodes: the application, a window and a table, then rows of four nodes (a cell,
    /// its text, a switch or a chevron, a separator), a header every twenty rows. Rows are 36 points
    /// apart, so 25,000 of them stay within the coordinate limit of a million points.
    init(format: Format, nodes: Int) {
        self.format = format
        var lines: [String] = []
        lines.reserveCapacity(nodes + 8)
        let rows = max(1, (nodes - 3) / 4)
        // The screen is a phone's; the list runs on below it, as a long table does.
        let height = 844
        switch format {
        case .appium:
            lines.append(#"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT>"#)
            lines.append(#"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" enabled="true" visible="true" x="0" y="0" width="390" height="\#(height)">"#)
            lines.append(#"<XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="\#(height)">"#)
            lines.append(#"<XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="390" height="\#(height)">"#)
        case .debugDescription:
            lines.append("Element subtree:")
            lines.append(" →Application, 0x100000000, pid: 4242, label: 'Settings'")
            lines.append("    Window (Main), 0x100000001, {{0.0, 0.0}, {390.0, \(height).0}}")
            lines.append("      Table, 0x100000002, {{0.0, 0.0}, {390.0, \(height).0}}")
        }
        nodeCount = 3
        for row in 0..<rows {
            let y = 50 + 36 * row
            let label = row % 20 == 0 ? "Section \(row / 20)" : "Setting \(row)"
            let control = row % 2 == 0 ? "Switch" : "Button"
            let controlLabel = control == "Switch" ? label : "chevron"
            let value = control == "Switch" ? (row % 3 == 0 ? "1" : "0") : ""
            let address = 0x100000010 + 4 * row
            switch format {
            case .appium:
                lines.append(#"<XCUIElementTypeCell type="XCUIElementTypeCell" name="\#(label)" label="\#(label)" enabled="true" visible="true" x="0" y="\#(y)" width="390" height="36">"#)
                lines.append(#"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="\#(label)" name="\#(label)" label="\#(label)" enabled="true" visible="true" x="20" y="\#(y + 8)" width="200" height="21"/>"#)
                lines.append(#"<XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="20" y="\#(y + 35)" width="370" height="1"/>"#)
                lines.append(#"<XCUIElementType\#(control) type="XCUIElementType\#(control)" name="\#(controlLabel)" label="\#(controlLabel)" value="\#(value)" enabled="\#(control == "Switch")" visible="true" x="319" y="\#(y + 3)" width="51" height="31"/>"#)
                lines.append("</XCUIElementTypeCell>")
            case .debugDescription:
                lines.append("        Cell, 0x\(String(address, radix: 16)), {{0.0, \(y).0}, {390.0, 36.0}}, label: '\(label)'")
                lines.append("          StaticText, 0x\(String(address + 1, radix: 16)), {{20.0, \(y + 8).0}, {200.0, 21.0}}, label: '\(label)'")
                lines.append("          Other, 0x\(String(address + 2, radix: 16)), {{20.0, \(y + 35).0}, {370.0, 1.0}}")
                lines.append("          \(control), 0x\(String(address + 3, radix: 16)), {{319.0, \(y + 3).0}, {51.0, 31.0}}, label: '\(controlLabel)'"
                    + (value.isEmpty ? ", Disabled" : ", value: \(value)"))
            }
            nodeCount += 4
        }
        if format == .appium {
            lines.append("</XCUIElementTypeTable></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>")
        }
        text = lines.joined(separator: "\n") + "\n"
    }
}
