import AXCore

/// Strings of a scene file that read the state: `{name}` is replaced by what the state `name` says
/// (its spoken form: a `spoken` entry or its `format`). Braces around anything that is not a state
/// name stay as written, so files without state read as before.
enum FileText {
    static func interpolate(_ text: String, state: [String: FileValue], model: SceneFileModel) -> String {
        // Bytes, not `contains("{")`: Foundation's substring search was most of exposing a file's rows.
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            if let value = state[name], let declaration = model.state.first(where: { $0.name == name }) {
                out += declaration.spokenText(of: value)
            } else {
                out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
