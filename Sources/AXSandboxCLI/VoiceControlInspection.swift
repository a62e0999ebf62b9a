import AXCore
import AXEngine
import AXTrace

/// `inspect --assistive voice-control`: what Voice Control offers on a scene (docs/voice-control.md):
/// each actionable element in VoiceOver's order with its number, the name Show Names draws and every
/// name it answers to, then every name several elements share (saying it always asks for a number).
struct VoiceControlInspection {
    let sceneID: String
    let items: VoiceControlItems

    init(sceneID: String, order: NavigationOrder, screen: Rect) {
        self.sceneID = sceneID
        items = VoiceControlItems(order: order, screen: screen)
    }

    var text: String {
        var lines = ["\(sceneID): \(Plural.count(items.items.count, "actionable element")), numbered in VoiceOver's order"]
        for item in items.items {
            let shown = item.shownName.map { "\"\($0)\"" } ?? "(no name: only its number reaches it)"
            lines.append("\(item.number). \(item.id): \(shown)")
            if item.names.count > 1 { lines.append("   names:    " + item.names.joined(separator: ", ")) }
        }
        for (name, members) in items.ambiguities {
            lines.append("ambiguous: \"\(name)\" names " + members.map { "\($0.number). \($0.id)" }.joined(separator: ", ") + " (a choice every time)")
        }
        // A scene's text is printed escaped: a label's newline cannot print a line of its own.
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }

    var json: String {
        var w = JSONLineWriter()
        w.string("scene", sceneID)
        w.raw("items", JSONLineWriter.array(items.items.map { item in
            var i = JSONLineWriter()
            i.int("number", item.number)
            i.string("id", item.id)
            i.string("shownName", item.shownName)
            i.raw("names", JSONLineWriter.array(item.names.map(JSONLineWriter.quoted)))
            return i.line
        }))
        w.raw("ambiguities", JSONLineWriter.array(items.ambiguities.map { name, members in
            var a = JSONLineWriter()
            a.string("name", name)
            a.raw("elements", JSONLineWriter.array(members.map { JSONLineWriter.quoted($0.id) }))
            return a.line
        }))
        return w.line
    }
}
