import Foundation

/// An image carried inside a page as a `data:` URI, so the page needs no other file.
public struct EmbeddedImage: Hashable, Sendable {
    /// The image as a `data:image/png;base64,…` URI, ready for an `<img src>`.
    public var dataURI: String
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Device pixels per point the image was drawn at: a page shows it `width / pixelsPerPoint`
    /// points wide, its own aspect ratio kept.
    public var pixelsPerPoint: Double

    /// Embeds the PNG bytes `png` of a `width` × `height` pixel image drawn at `pixelsPerPoint`.
    public init(png: [UInt8], width: Int, height: Int, pixelsPerPoint: Double = 1) {
        dataURI = "data:image/png;base64," + Data(png).base64EncodedString()
        self.width = width; self.height = height
        self.pixelsPerPoint = pixelsPerPoint > 0 ? pixelsPerPoint : 1
    }

    /// The size a page shows the image at, in points (CSS pixels).
    public var pointSize: Size { Size(Double(width) / pixelsPerPoint, Double(height) / pixelsPerPoint) }
}

/// Self-contained HTML pages (the validation report and the trace viewer): one file with its style,
/// script and data inline, no network and no other file, so it can be attached to a CI run or mailed.
public enum HTMLPage {
    /// `s` with `& < > " '` escaped, for text and attribute values of HTML and XML (JUnit reports),
    /// and control characters other than newline and tab, which XML 1.0 forbids, made spaces.
    public static func escape(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) })
        else { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count + 16)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case _ where c.value < 0x20 && c != "\n" && c != "\t": out += " "
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// The whole document. `data` is embedded as JSON the script reads from `#data`
    /// (`JSON.parse(document.getElementById('data').textContent)`).
    public static func document(title: String, style: String, body: String, data: JSONValue? = nil, script: String) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        // No network: nothing may be fetched, whatever the data holds.
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
        out += "<title>\(escape(title))</title>\n<style>\n\(baseStyle)\(style)</style>\n</head>\n<body>\n"
        out += body
        if let data {
            out += "\n<script type=\"application/json\" id=\"data\">\(scriptSafeJSON(data))</script>\n"
        }
        out += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return out
    }

    /// `value` as JSON that can sit inside a `<script>` element whatever its strings hold. Inside a
    /// script, `</script` ends the element, and `<!--` followed by `<script` switches the HTML parser
    /// into states where the real `</script>` no longer ends it (the page loses everything after).
    /// All three start with `<`, which in JSON only occurs inside strings, so every `<` is written
    /// as `\u003C`: the same string to `JSON.parse`, and no `<` left for the HTML parser to read.
    public static func scriptSafeJSON(_ value: JSONValue) -> String {
        value.compactText.replacingOccurrences(of: "<", with: "\\u003C")
    }

    /// Type, colours and the header bar both pages share.
    static let baseStyle = """
    :root { --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #ffffff; --page: #f5f5f7; --accent: #0066cc;
      --error: #d70015; --warning: #b25000; --info: #0071a4; --ok: #248a3d; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", "DejaVu Sans", Helvetica, Arial, sans-serif;
      color: var(--ink); background: var(--page); }
    header.top { position: sticky; top: 0; z-index: 10; background: #1d1d1f; color: #f5f5f7; padding: 10px 20px;
      display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; }
    header.top h1 { font-size: 17px; margin: 0; font-weight: 600; }
    header.top .sub { color: #a1a1a6; font-size: 13px; }
    code, .mono { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 12.5px; }
    .pill { display: inline-block; border-radius: 9px; padding: 0 8px; font-size: 12px; font-weight: 600; color: #fff; line-height: 18px; }
    .pill.error { background: var(--error); } .pill.warning { background: var(--warning); } .pill.info { background: var(--info); }
    .pill.suppressed { background: #8e8e93; } .pill.high { background: #5e5ce6; } .pill.normal { background: #8e8e93; }
    .card { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; }
    a { color: var(--accent); }

    """
}

extension JSONValue {
    /// The value as compact JSON text (no spaces), numbers as `Format.number` writes them.
    public var compactText: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Format.number(n)
        case .string(let s): out += JSONValue.quoted(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, field) in fields.enumerated() {
                if i > 0 { out += "," }
                out += JSONValue.quoted(field.key)
                out += ":"
                field.value.write(into: &out)
            }
            out += "}"
        }
    }
}
