import AXCore
import AXEngine

/// Whether a name can be said: the engine's matcher hears something in it (`VoiceControlItems.key`:
/// a letter, a digit, or a symbol said as a word, "&", "+", "%"). Another symbol or an emoji alone
/// ("★", "❤️") is something a user cannot be expected to say. On a control (an interactive trait), a number
/// alone in digits or words ("3", a vote button labelled with its count; "Three") is heard as a
/// number, the element numbered so (`VoiceControlCommand.readsAsNumber`), so "Tap 3" never reaches
/// it; a text that only carries
/// custom actions (a card's "32") is read, not tapped by name, and keeps its digits.
private func isSpeakable(_ name: String, onControl: Bool) -> Bool {
    !VoiceControlItems.key(name).isEmpty && !(onControl && VoiceControlCommand.readsAsNumber(name))
}

/// "Tap Favorite" does nothing when the star has no name: an actionable element with no input
/// label and an empty, symbol-only or emoji-only label is reached only through its number.
struct VoiceNoNameRule: Rule {
    let info = RuleInfo(
        id: .voiceNoName, area: .voiceControl, severity: .error,
        title: "Actionable element with no name to say",
        explanation: "Voice Control names an element by its input labels (accessibilityUserInputLabels), else its label. With neither, or only symbols or emoji (but \"&\", \"+\" and \"%\", said \"and\", \"plus\" and \"percent\"), the user cannot say its name and must ask for numbers first. On a button or other control, a name that is a number alone, in digits or words (\"3\", \"Three\"), is heard as a number, the element numbered so, not this one.",
        fix: "Give the element a label of words, or input labels (userInputLabels) with the words a user would say.",
        reference: "WCAG 2.5.3")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let order = subject.navigationOrder
        for item in subject.voiceControlItems.items {
            let element = order.entries[item.entry].element
            let onControl = !element.traits.isDisjoint(with: AccessibilityTraits.interactive)
            guard !item.names.contains(where: { isSpeakable($0, onControl: onControl) }), let node = subject.node(id: item.id) else { continue }
            var said = !item.names.isEmpty ? "only " + item.names.map { "\"\($0)\"" }.joined(separator: ", ")
                : element.userInputLabels.isEmpty ? "no label and no input labels" : "no label, and only blank input labels"
            if let name = item.names.first(where: VoiceControlCommand.readsAsNumber),
               case .tap(.number(let number))? = VoiceControlCommand(phrase: "Tap " + name) {
                // "Three" is heard as 3: the finding names the element that number reaches.
                said += " (heard as a number: \"Tap \(name)\" taps the element numbered \(number))"
            }
            report.add(node, "Voice Control has no name to say for \(item.id): \(said)", detail: "reached only as number \(item.number)")
        }
    }
}

/// WCAG 2.5.3 Label in Name, as Voice Control hears it: the user says what they see. A control
/// drawn "Favorite" and named "Heart", or drawn "Send" and named "Send message", does not answer to
/// "Tap Favorite" or "Tap Send": the engine matches whole names (docs/voice-control.md).
struct VoiceLabelInNameRule: Rule {
    let info = RuleInfo(
        id: .voiceLabelInName, area: .voiceControl, kind: .frame, severity: .error,
        title: "Saying the visible text does not reach the element",
        explanation: "Voice Control users say the words drawn on a control. Voice Control matches a phrase against the element's whole names (its input labels, else its label; case and punctuation aside: no one says an ellipsis, and a typographic apostrophe is said as a straight one), so a name that only contains the drawn words (\"Send message\" drawn \"Send\") or differs from them (\"Heart\" drawn \"Favorite\") is not reached by saying what is on screen. A name that differs is an error (WCAG 2.5.3 fails); one that contains the drawn words whole meets WCAG 2.5.3 and is a warning, as Voice Control still misses the phrase. A switch, slider, stepper or text field that draws no words of its own is labelled by the text element beside it on its row (on its leading side, no other named element between them), which saying must reach alike: WCAG 2.5.3's own example is a field's label beside it. A control that draws none of its name but the first phrase of a value of several as a run of its own (a folder row named \"Folder\" drawing \"Inbox\" of its value \"Inbox, 3 unread\") shows that phrase as its title, which the user says: a warning, as Voice Control never matches a value (not a value of one phrase, a menu's choice or a status, nor an adjustable or a control labelled beside it). Every element Voice Control names is checked, from the text runs drawn inside its frame in the rendered frame; a run that is the element's value, has no letters or is a number, the drawing of a direct-touch area (a keyboard's key names), a picture's that the user does not tap (a zoom level drawn on a photo; a tapped image's caption is its label), and what a text field draws inside it (the text typed, or its placeholder, an example of what to type), are not its label.",
        fix: "Make the visible text one of the element's names: the label itself (\"Favorite\", not \"Heart\"), or an input label (userInputLabels), first when it is the name to show.",
        reference: "WCAG 2.5.3")

    /// Whether `element`'s drawn text may be its label: not for a direct-touch area, whose drawing
    /// is content the user touches (a keyboard's key names, a piano's notes), nor for a picture that
    /// is no control (an image with no button, link or key trait: the zoom level drawn on a photo),
    /// whose drawing is what it shows; a picture is named by a description of it, not by its text
    /// (an image the user taps, with an activation of its own, is a control: a photo tile's caption
    /// "Paris" is what the user reads and says);
    /// nor for a text or search field, whose drawing inside it is what was typed or a placeholder
    /// ("name@example.com" in the field named "Email"), an example of input and never its name
    /// (WCAG 2.5.3 counts a field's visible label, which lies beside it).
    static func isNamedByContent(_ element: AccessibilityElement) -> Bool {
        !element.traits.contains(.allowsDirectInteraction) && element.traits.isDisjoint(with: [.textField, .searchField])
            && !(element.traits.contains(.image) && element.traits.isDisjoint(with: [.button, .link, .keyboardKey, .toggleButton, .backButton])
                 && element.onActivate == nil)
    }

    /// The runs drawn on `element` that may be its label, each as the user would say it (a key,
    /// `VoiceControlItems.key`), paired with the run as drawn; a run with no letters is none. A run that shows the value (all or
    /// part of it: "Bro" of "Bro, favorite"; "Newest first ▾", a menu's chevron) is the value; a run
    /// of a name then the value ("Brightness 30%") is said without it. An adjustable element that
    /// draws a value of words draws the values around it too (a picker's neighbouring options): its
    /// other runs are those, not its name. One whose value holds a number ("50%", "3 stars") has
    /// numbers for its other values (a slider's scale), so a run of words with no digit beside it
    /// ("Volume") is its name. A number ("Three") is heard as one, which `voice.no-name` judges.
    /// Each label keeps the index of its run in `texts` (`run`).
    static func labels(drawn texts: [String], on element: AccessibilityElement) -> [(said: String, string: String, run: Int)] {
        let value = element.value.map { VoiceControlItems.key($0.string) } ?? ""
        var labels: [(said: String, string: String, run: Int)] = []
        var drawsValue = false
        for (run, text) in texts.enumerated() {
            let said = VoiceControlItems.key(text)
            guard !said.isEmpty else { continue }
            if !value.isEmpty && (" " + value + " ").contains(" " + said + " ") { drawsValue = true; continue }
            guard text.contains(where: \.isLetter), !VoiceControlCommand.readsAsNumber(text) else { continue }
            if !value.isEmpty, said.hasSuffix(" " + value) {
                drawsValue = true
                labels.append((String(said.dropLast(value.count + 1)), text, run))
            } else if !value.isEmpty, said.hasPrefix(value + " ") {
                drawsValue = true
                labels.append((String(said.dropFirst(value.count + 1)), text, run))
            } else {
                labels.append((said, text, run))
            }
        }
        if drawsValue && element.traits.contains(.adjustable) {
            // Only a name drawn with the value is the adjustable's label; the other runs are options,
            // unless the options are numbers and the run has none.
            let numericOptions = (element.value?.string ?? "").contains(where: \.isNumber)
            return labels.filter { $0.said != VoiceControlItems.key($0.string) || (numericOptions && !$0.string.contains(where: \.isNumber)) }
        }
        return labels
    }

    /// The run a control that draws none of its name shows as its title: the first phrase of a value
    /// of several ("Inbox" of "Inbox, 3 unread" on a row named "Folder"), drawn as a run of its own,
    /// the rest its detail. A user reads it as the row's name and says "Tap Inbox", which reaches
    /// nothing: Voice Control names an element by its label, never its value. Not a value of one
    /// phrase drawn whole: a menu's choice ("Radar", its chevron drawn apart as an image or a path)
    /// or a status shows what the control is set to. Not for an adjustable, whose value is what it
    /// is set to, nor for a control labelled beside it (a switch, a field), whose label is the text
    /// beside; a value whose later phrases are drawn without the first (a date's second line) shows
    /// no title.
    static func valueTitle(drawn texts: [String], on element: AccessibilityElement) -> (said: String, string: String, run: Int)? {
        guard !element.traits.contains(.adjustable), !isLabelledBeside(element), let value = element.value?.string else { return nil }
        let phrases = value.split(separator: ",", maxSplits: 1)
        guard phrases.count == 2 else { return nil }
        let lead = VoiceControlItems.key(String(phrases[0]))
        guard !lead.isEmpty, let run = texts.firstIndex(where: { VoiceControlItems.key($0) == lead }) else { return nil }
        let title = texts[run]
        guard title.contains(where: \.isLetter), !VoiceControlCommand.readsAsNumber(title),
              !title.unicodeScalars.contains(where: { $0.properties.generalCategory == .otherSymbol }) else { return nil }
        return (lead, title, run)
    }

    /// What a finding on a value shown as a title adds to its detail: WCAG 2.5.3 counts a visible
    /// label, and a value shown is one only as a reader takes it, so it is a warning.
    static let valueShownAsTitle = "; the words drawn are its value's, shown as its title: Voice Control names an element by its label, never its value"

    /// How a run is drawn, as far as telling one label wrapped over lines from a title and its
    /// detail line goes: its point size and weight.
    struct Look: Equatable {
        var size: Double
        var weight: FontWeight
    }

    /// `labels` (in drawing order) as the lines of the labels they draw: a run drawn after another
    /// in the same look, on the next line down (its words' centre between a quarter of its size
    /// and twice its size below: at the largest text sizes a fixed box's lines sit closer than
    /// the size), continues its label: "Log" then "in", each a run of the body style, is one
    /// label wrapped over lines, said in a row ("log in") and quoted as one ("Log in"). A run in
    /// another look (a title over its smaller detail line) or beside another (a row's title and
    /// its trailing detail) is a label of its own. A label drawn on two lines is then judged as
    /// the same label on one: its words whole, not any one line's.
    static func wrapped(_ labels: [(said: String, string: String, run: Int)], runs: [(centre: Point, look: Look)]) -> [(said: String, string: String)] {
        var result: [(said: String, string: String)] = []
        var previous: Int?
        for label in labels {
            let line = runs[label.run]
            if let last = previous, !result.isEmpty, runs[last].look == line.look,
               (line.look.size * 0.25...line.look.size * 2).contains(line.centre.y - runs[last].centre.y) {
                result[result.count - 1].said += " " + label.said
                result[result.count - 1].string += " " + label.string
            } else {
                result.append((label.said, label.string))
            }
            previous = label.run
        }
        return result
    }

    /// Drawn text as a finding quotes it: as drawn ("Notes", not "notes"), its white space one space
    /// (a name drawn over two lines). Voice Control hears it case aside; the user reads it as spelled.
    static func shown(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let order = subject.navigationOrder
        let items = subject.voiceControlItems
        // The centre of each run's words (not of its box: text placed at a point has a box to the
        // screen's edge) is looked up in the order's hit index: one lookup a run, not a scan of every element.
        // Each run as drawn, in drawing order, with the centre of its words.
        var drawn: [String: [(string: String, centre: Point, look: Look)]] = [:]
        // Where the words lie, not their colours: a variant that only recolours the frame finds the same.
        for drawnRun in subject.drawnText.runs {
            let run = drawnRun.run
            let box = drawnRun.transform.apply(subject.metrics.extent(of: run, direction: subject.layoutDirection))
            let centre = Point(box.midX, box.midY)
            guard let index = order.hitTest(centre) else { continue }
            drawn[order.entries[index].id, default: []].append((run.string, centre, Look(size: run.size, weight: run.weight)))
        }
        // The elements that draw words of their own that may be their label: the others are
        // labelled by the text beside them (`checkLabelsBeside`).
        var labelledOn = Set<String>()
        for item in items.items {
            guard let texts = drawn[item.id], !item.names.isEmpty else { continue }
            let element = order.entries[item.entry].element
            guard Self.isNamedByContent(element) else { continue }
            // Words drawn where two elements overlap are the label of the one they name ("Save" on
            // a Save button a larger one covers).
            let own = texts.filter { text in !items.matching(text.string).contains { $0.number != item.number && $0.frame.contains(text.centre) } }
            var labels = Self.labels(drawn: own.map(\.string), on: element)
            // Only a control that draws none of its name may show its value as its title.
            let valueTitle = labels.isEmpty ? Self.valueTitle(drawn: own.map(\.string), on: element) : nil
            if let valueTitle { labels = [valueTitle] }
            let titledByValue = valueTitle != nil
            if !labels.isEmpty { labelledOn.insert(item.id) }
            // The labels as drawn over lines: one wrapped over two is one label ("Log" / "in").
            let lines = Self.wrapped(labels, runs: own.map { ($0.centre, $0.look) })
            // One run or label the user can say is enough (a cell's title, not its detail line), and
            // so are all of them said in a row (a name drawn over two lines).
            guard !labels.isEmpty, !labels.contains(where: { items.reaches(item, saying: $0.said) }),
                  !lines.contains(where: { items.reaches(item, saying: $0.said) }),
                  !items.reaches(item, saying: labels.map(\.said).joined(separator: " ")),
                  let node = subject.node(id: item.id) else { continue }
            let shown = lines.map { Self.shown($0.string) }
            // A name holding a drawn label's words whole ("Send message" drawn "Send") meets WCAG
            // 2.5.3, which asks only that the name contain the visible text: a warning, since iOS's
            // Voice Control still matches whole names and misses the phrase. A label wrapped over
            // lines counts whole: "Sign in" does not hold "Log in" drawn "Log" / "in".
            let contained = Self.contains(item.names, lines.map(\.said))
            // Its message quotes the drawn words and the name, which change with the state (a
            // count drawn and named): one finding of the element whatever they are.
            report.add(node, quoting: [shown[0], item.names[0]], "\"\(shown[0])\" is drawn on \(item.id) but its name is \"\(item.names[0])\": "
                           + Self.missedPhrase(shown[0], said: lines[0].said, on: element, items: items),
                       detail: "names: " + item.names.joined(separator: ", ") + "; drawn: " + shown.joined(separator: ", ")
                           + (titledByValue ? Self.valueShownAsTitle : contained ? Self.meetsWCAG : ""),
                       severity: contained || titledByValue ? .warning : nil)
        }
        checkLabelsBeside(subject, labelledOn: labelledOn, report: &report)
    }

    /// What saying the visible words does, as a finding quotes it: "\"Tap Favorite\" matches
    /// nothing", or which element it reaches instead. A slider is moved, not tapped.
    static func missedPhrase(_ shown: String, said: String, on element: AccessibilityElement, items: VoiceControlItems) -> String {
        let verb = element.traits.contains(.adjustable) ? "Increment" : "Tap"
        let others = items.matching(said).map(\.id)
        return "\"\(verb) \(shown)\" " + (others.isEmpty ? "matches nothing" : "reaches " + others.joined(separator: ", ") + " instead")
    }

    /// Whether one of `names` holds one of the words `said` whole ("Send message" holds "send"):
    /// WCAG 2.5.3 asks no more, though Voice Control matches whole names.
    static func contains(_ names: [String], _ said: [String]) -> Bool {
        said.contains { label in names.contains { (" " + VoiceControlItems.key($0) + " ").contains(" " + label + " ") } }
    }

    /// What a finding WCAG 2.5.3 does not fail adds to its detail.
    static let meetsWCAG = "; the name contains the visible words, which meets WCAG 2.5.3, but Voice Control matches whole names"

    /// Whether `element` is a control whose visible label is drawn beside it rather than on it: a
    /// switch, a slider or stepper, a text or search field (WCAG 2.5.3's own example: the word
    /// "Password" beside a field).
    static func isLabelledBeside(_ element: AccessibilityElement) -> Bool {
        !element.traits.isDisjoint(with: [.toggleButton, .adjustable, .textField, .searchField])
    }

    /// A control that draws no words of its own is labelled by the text beside it on its row: the
    /// nearest text element on its leading side (left, or right in a right-to-left layout), with no
    /// other element Voice Control names between them ("Airplane Mode" beside a switch named
    /// "Flight": "Tap Airplane Mode" matches nothing). A label above a field is not paired: what
    /// lies above a field is as often a section's heading.
    private func checkLabelsBeside(_ subject: AuditSubject, labelledOn: Set<String>, report: inout FindingSink) {
        let order = subject.navigationOrder
        let items = subject.voiceControlItems
        let controls = items.items.filter { item in
            !item.names.isEmpty && !labelledOn.contains(item.id) && Self.isLabelledBeside(order.entries[item.entry].element)
        }
        guard !controls.isEmpty else { return }
        let threshold = subject.rowThreshold
        let rightToLeft = subject.layoutDirection == .rightToLeft
        // Texts and named elements by row band (their centre's height over the row threshold): a
        // control looks in its own band and the two beside it, so a long list stays linear.
        func band(_ frame: Rect) -> Int { Int(min(max((frame.midY / threshold).rounded(.down), -1e15), 1e15)) }
        var texts: [Int: [NavigationEntry]] = [:]
        for entry in order.entries {
            let e = entry.element
            guard e.traits.isDisjoint(with: .interactive), e.onActivate == nil, !e.hasActions,
                  (e.label?.string ?? "").contains(where: \.isLetter) else { continue }
            texts[band(entry.frame), default: []].append(entry)
        }
        guard !texts.isEmpty else { return }
        var named: [Int: [VoiceControlItems.Item]] = [:]
        for item in items.items { named[band(item.frame), default: []].append(item) }
        for item in controls {
            let frame = item.frame
            let near = (band(frame) - 1)...(band(frame) + 1)
            // How far the text's trailing edge lies before the control's leading edge; nil when not on its row or not before it.
            func gap(_ other: Rect) -> Double? {
                guard abs(other.midY - frame.midY) <= threshold else { return nil }
                let g = rightToLeft ? other.minX - frame.maxX : frame.minX - other.maxX
                return g >= 0 ? g : nil
            }
            var nearest: (text: NavigationEntry, distance: Double)?
            for key in near {
                for t in texts[key] ?? [] {
                    if let g = gap(t.frame), g < nearest?.distance ?? .infinity { nearest = (t, g) }
                }
            }
            guard let (text, distance) = nearest else { continue }
            let between = near.contains { key in
                (named[key] ?? []).contains { other in other.number != item.number && (gap(other.frame).map { $0 < distance } ?? false) }
            }
            if between { continue }
            let words = text.element.label!.string
            let said = VoiceControlItems.key(words)
            guard !items.reaches(item, saying: said), let node = subject.node(id: item.id) else { continue }
            let shown = Self.shown(words)
            let contained = Self.contains(item.names, [said])
            report.add(node, "\"\(shown)\" labels \(item.id) beside it but its name is \"\(item.names[0])\": "
                           + Self.missedPhrase(shown, said: said, on: order.entries[item.entry].element, items: items),
                       detail: "names: " + item.names.joined(separator: ", ") + "; the text \(text.id) beside it reads \"\(shown)\"" + (contained ? Self.meetsWCAG : ""),
                       severity: contained ? .warning : nil, measure: "beside \(text.id)")
        }
    }
}

/// An actionable element whose only name another element answers to: every time it is said Voice
/// Control asks which one, and the user must read the numbers, so the element is never reached in
/// one phrase. The other may have names of its own (Mail with the input label "Messages" beside the
/// Messages app): only the element with no other name is stuck. Voice Control matches names over
/// the whole screen, whatever the containers, so the same control repeated on each row of a list or
/// card of a feed ("Delete" in every cell, each in its own container, named only so) is stuck too;
/// the numbered choice is the pattern iOS offers for it, so it is a note (docs/voice-control.md).
struct VoiceSharedNameRule: Rule {
    let info = RuleInfo(
        id: .voiceSharedName, area: .voiceControl, severity: .warning,
        title: "An element's only name is another's too",
        explanation: "A phrase that names several elements shows numbers over them and waits for one, every time. An element whose only name another element also answers to (its label, or one of its input labels) can never be reached in one phrase. Voice Control matches a name over the whole screen, whatever the containers: elements of the same traits named only so that sit each in its own row or card of one list (\"Delete\" in every cell) are one control repeated per row, for which the numbered choice is the pattern, and are a note; so are images of one collection named alike (every photo of an image browser called \"Screenshot\", Apple's own example of names left to the numbered choice).",
        fix: "Make the labels distinct (\"Share photo\", \"Share album\"), give the element an input label of its own first, or take the shared name off the element that has others.",
        reference: "WCAG 2.5.3")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let order = subject.navigationOrder
        for (name, members) in subject.voiceControlItems.ambiguities {
            let key = VoiceControlItems.key(name)
            // The container each sits in (nil: the top of the screen).
            func parent(_ item: VoiceControlItems.Item) -> Int? { order.nodes[order.entries[item.entry].node].parent }
            func onlyNamed(_ item: VoiceControlItems.Item) -> Bool {
                let names = VoiceControlItems.distinctNames(item.names)
                return names.count == 1 && VoiceControlItems.key(names[0]) == key
            }
            // A label the capture cut is the start of the name Voice Control answers to: the
            // element it names is not judged, nor taken to share another's name.
            func cut(_ item: VoiceControlItems.Item) -> Bool {
                order.entries[item.entry].element.cutByCapture.contains(.label)
            }
            for item in members where onlyNamed(item) && !cut(item) {
                // Every other element answering to it keeps it from being reached in one phrase,
                // wherever it lies: Voice Control matches over the whole screen.
                let others = members.filter { $0.number != item.number && !cut($0) }
                guard !others.isEmpty, let node = subject.node(id: item.id) else { continue }
                let sharers = "shared by " + Plural.listing(([item] + others).sorted { $0.number < $1.number }) { "\($0.number). \($0.id)" }
                // A control repeated per row or card: each other named only so, of the same traits,
                // in a container other than this one's that is its sibling (rows of one list, cards
                // of one feed); not two controls that happen to share a word (a search field and a
                // search tab), nor one at the top of the screen.
                let traits = order.entries[item.entry].element.traits
                if let row = parent(item), others.allSatisfy({ other in
                    onlyNamed(other) && order.entries[other.entry].element.traits == traits
                        && parent(other).map { $0 != row && order.nodes[$0].parent == order.nodes[row].parent } == true
                }) {
                    report.add(node, "\"\(name)\" is the only name of \(item.id) and of \(others.count) other \(others.count == 1 ? "element" : "elements"), one in each row or card: Voice Control asks which every time",
                               detail: sharers + "; a control repeated per row, for which the numbered choice is the pattern",
                               severity: .info, measure: name, fix: Self.repeatedFix(name))
                    continue
                }
                // Images of one collection named alike (every photo of an image browser called
                // "Screenshot"): Apple's Voice Control Synonyms challenge keeps such labels short and
                // leaves them to the numbered choice. Each named only so, of the same traits, an
                // image, a sibling in the one container.
                if let collection = parent(item), traits.contains(.image), others.allSatisfy({ other in
                    onlyNamed(other) && order.entries[other.entry].element.traits == traits && parent(other) == collection
                }) {
                    report.add(node, "\"\(name)\" is the only name of \(item.id) and of \(others.count) other \(others.count == 1 ? "image" : "images") of one collection: Voice Control asks which every time",
                               detail: sharers + "; images of one collection named alike, which Voice Control's numbered choice tells apart",
                               severity: .info, measure: name, fix: Self.collectionFix(name))
                    continue
                }
                let message: String
                if others.allSatisfy(onlyNamed) {
                    message = "\"\(name)\" is the only name of \(item.id) and of \(others.count) other \(others.count == 1 ? "element" : "elements"): Voice Control asks which every time"
                } else {
                    message = "\"\(name)\" is the only name of \(item.id), and \(Plural.listing(others) { $0.id }) \(others.count == 1 ? "answers" : "answer") to it too: Voice Control asks which every time"
                }
                report.add(node, message, detail: sharers, measure: name)
            }
        }
    }

    /// The fix of images of one collection named alike: none is needed (the numbered choice is
    /// the pattern), a first input label saying what each shows reaches one in a phrase.
    static func collectionFix(_ name: String) -> String {
        "None needed: saying \"\(name)\" offers the numbered choice. To reach one in a phrase, give each a first input label saying what it shows (\"\(name) of Mail\"), then \"\(name)\"."
    }

    /// The fix of a control repeated per row: a first input label naming its row, which one phrase
    /// reaches, the shared name kept so saying it still offers the choice.
    static func repeatedFix(_ name: String) -> String {
        "Give each an input label that names its row first, then \"\(name)\" (in a row titled Milk: \"\(name) Milk\", then \"\(name)\"): saying the row's name reaches it in one phrase, and \"Tap \(name)\" still offers the choice."
    }
}

/// Show Names puts an element's first name on screen (the primary input label, first in the array,
/// as Apple's guidance says): a first name with nothing to say ("➤") shows the user a name that
/// matches no phrase, though a later one ("Send") would; `voice.no-name` judges an element none of
/// whose names can be said.
struct VoiceShownNameUnsayableRule: Rule {
    let info = RuleInfo(
        id: .voiceShownNameUnsayable, area: .voiceControl, severity: .warning,
        title: "The name Show Names shows cannot be said",
        explanation: "Show Names draws an element's first name (its first input label, else its label) over it: Apple's guidance makes the first input label the primary one, the name Voice Control shows. When that name has nothing to say (a symbol or emoji alone, as voice.no-name judges) and a later one can be said, the user sees a name that matches no phrase and is not told the one that works (an icon-only Send button whose input labels are \"➤\", \"Send\"). An element none of whose names can be said is voice.no-name's error instead.",
        fix: "Put the name a user would say first in the input labels (userInputLabels), and leave symbols out of them.",
        reference: "Apple accessibilityUserInputLabels")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let order = subject.navigationOrder
        for item in subject.voiceControlItems.items {
            let element = order.entries[item.entry].element
            let onControl = !element.traits.isDisjoint(with: AccessibilityTraits.interactive)
            guard let shown = item.names.first, !isSpeakable(shown, onControl: onControl),
                  let sayable = item.names.dropFirst().first(where: { isSpeakable($0, onControl: onControl) }),
                  let node = subject.node(id: item.id) else { continue }
            report.add(node, "Show Names shows \"\(shown)\" for \(item.id), a name that cannot be said",
                       detail: "names: " + item.names.map { "\"\($0)\"" }.joined(separator: ", ") + "; \"\(sayable)\" can be said but is not shown")
        }
    }
}


/// More than four input labels: each is a phrase the recognizer must tell apart from every other
/// name on the screen; Apple's guidance keeps them short and few.
struct VoiceTooManyNamesRule: Rule {
    /// The most input labels an element should have.
    static let limit = 4

    let info = RuleInfo(
        id: .voiceTooManyNames, area: .voiceControl, severity: .warning,
        title: "More than four input labels",
        explanation: "accessibilityUserInputLabels are the short names a user says; the first is shown. A long list rarely adds a name anyone says and makes collisions with other elements' names likelier. Names are counted as Voice Control hears them: spellings that differ only in case or punctuation (\"Maps\", \"maps\", \"Maps.\") are one name, and a blank one is none.",
        fix: "Keep the names users actually say, the most common first, no more than four.",
        reference: "Apple accessibilityUserInputLabels")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for entry in subject.navigationOrder.entries where entry.element.userInputLabels.count > Self.limit {
            // The names Voice Control tells apart: blank ones are left out, as it leaves them, and
            // spellings it hears as one ("Maps", "maps", "Maps.", "MAPS") count once.
            let written = VoiceControlItems.names(of: entry.element)
            let names = VoiceControlItems.distinctNames(written)
            guard names.count > Self.limit, let node = subject.node(id: entry.id) else { continue }
            let spellings = written.count > names.count ? " (\(written.count) written)" : ""
            report.add(node, "\(entry.id) has \(names.count) input labels",
                       detail: "\(names.count) input labels (limit \(Self.limit))\(spellings): " + names.joined(separator: ", "))
        }
    }
}

/// An action VoiceOver users reach that no name or number reaches: the element says it does not
/// respond to user interaction, so Voice Control gives it neither a name nor a number. The grid
/// still touches any point of the screen, so the finding does not say no phrase reaches it: only
/// a touch through the grid might, and none adjusts it or runs its custom actions.
struct VoiceUnreachableActionRule: Rule {
    let info = RuleInfo(
        id: .voiceUnreachableAction, area: .voiceControl, severity: .error,
        title: "Action VoiceOver reaches that no name or number reaches",
        explanation: "Voice Control names and numbers only the elements that respond to user interaction (accessibilityRespondsToUserInteraction, else inferred from traits, actions and behaviour). An element VoiceOver users activate, adjust or act on that declares it does not respond gets no name and no number: only the grid, a touch at a point, reaches it, and no touch adjusts it or runs its custom actions.",
        fix: "Leave respondsToUserInteraction unset (UIKit infers it) or set it to true on every element a user acts on.",
        reference: "WCAG 2.1.1")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for entry in subject.navigationOrder.entries where entry.element.respondsToUserInteraction == false {
            let element = entry.element
            var actions: [String] = []
            if element.isActivated { actions.append("activate") }
            if element.onIncrement != nil || element.onDecrement != nil { actions.append("adjust") }
            actions += element.customActions.map { $0.name.string }
            if !element.dragSources.isEmpty || !element.dropPoints.isEmpty { actions.append("drag and drop") }
            guard !actions.isEmpty, let node = subject.node(id: entry.id) else { continue }
            report.add(node, "No name or number reaches \(entry.id), only the grid's touches: VoiceOver users can \(actions.joined(separator: ", ")), but it says it does not respond to user interaction",
                       detail: "respondsToUserInteraction false; traits \(element.traits)")
        }
    }
}
