import AXCore
import AXEngine
import Foundation

/// Interactive or image elements need a label: without one VoiceOver can only say the trait. Any
/// other element VoiceOver stops on needs something to say: with no label, value or role it says
/// nothing at all.
struct MissingLabelRule: Rule {
    let info = RuleInfo(
        id: .labelMissing, area: .labels, severity: .error,
        title: "Interactive, image or silent element without a label",
        explanation: "VoiceOver speaks the label first; without one a user hears only \"Button\" or \"Image\" and cannot tell what it is. Any other element VoiceOver stops on is reported when it has nothing to say: no label, no value and no trait VoiceOver speaks (an empty cell of an imported table, a view marked as an accessibility element and given nothing), so the user stops on silence; static text with no text (an imported form's empty error line) is not, since whether VoiceOver stops on an empty label is not documented. A label of only white space or invisible characters (a line break, a zero-width space) is spoken as none.",
        fix: "Give the element a short accessibility label naming what it is or does (\"Favorite\", \"Skyler's animal shelter\"); an element with nothing to say should not be an accessibility element.",
        reference: "WCAG 4.1.2, Apple sufficient element description")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let order = subject.navigationOrder
        for node in subject.focusable {
            guard node.isInteractive || node.element.traits.contains(.image) else {
                // Not a control nor an image: reported only when VoiceOver stops on it and says nothing.
                // Static text with no text (a capture's empty error line) is left alone: whether
                // VoiceOver stops on an empty label is not documented, and a guess would be a false red.
                guard !node.element.traits.contains(.staticText), (node.element.label?.string ?? "").isUnspoken,
                      let index = order.index(of: node.element.id) else { continue }
                let said = DescriptionBuilder.describe(node.element, context: order.entries[index].context).description
                if said.isUnspoken {
                    report.add(node, "Element VoiceOver stops on says nothing",
                               detail: "no label, value or spoken trait; traits: \(node.element.traits.isEmpty ? "none" : node.element.traits.names.joined(separator: ", "))")
                }
                continue
            }
            let label = node.element.label?.string ?? ""
            if label.isUnspoken {
                let kind = node.element.traits.contains(.image) && !node.isInteractive ? "image" : "interactive element"
                // A label of only white space or invisible characters is said as none, but it is set:
                // the detail shows it escaped, so the author finds what to replace.
                let said = label.isEmpty ? "label is empty" : "label \"\(label.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\" is only white space or invisible characters, which VoiceOver does not speak"
                // An image from a capture that does not say whether the app exposes it (XCUITest lists a
                // UIImageView, which is no accessibility element by default): VoiceOver may never stop
                // on it, so it needs review, not an error. Its identity is the error's, so a baseline
                // keyed by the error matches it.
                if kind == "image", node.element.exposureUnknown {
                    report.add(node, "Image has no label; needs review: the capture does not say whether the app exposes this image",
                               detail: "\(said); traits: \(node.element.traits.names.joined(separator: ", ")); a UIImageView is no accessibility element by default, and the capture lists views either way: if the app exposes it, VoiceOver says only \"Image\"",
                               severity: .warning, measure: "Image has no label",
                               fix: "If the app exposes this image, give it a short accessibility label naming what it shows, or make it no accessibility element when it is decoration; a page source with `accessible` tells which.")
                    continue
                }
                report.add(node, "\(kind.capitalized(first: true)) has no label",
                           detail: "\(said); traits: \(node.element.traits.names.joined(separator: ", "))")
            }
        }
    }
}

/// "Play button" is heard as "Play button. Button.": VoiceOver adds the trait itself.
struct RedundantTraitWordRule: Rule {
    static let words: [(word: String, trait: AccessibilityTraits?)] = [
        ("button", .button), ("image", .image), ("selected", .selected), ("tab", nil), ("link", .link),
        ("heading", .header), ("switch", .toggleButton), ("slider", .adjustable), ("picture", .image), ("icon", .image),
        ("field", .textField), ("field", .searchField), ("field", .secureTextField),
    ]

    let info = RuleInfo(
        id: .labelRedundantTrait, area: .labels, severity: .warning,
        title: "Label repeats the trait word",
        explanation: "VoiceOver speaks traits after the label, so a label such as \"Play button\" is heard as \"Play button. Button.\" A label that is the trait word alone on an element with that trait (\"Button\" on a button, \"Link\" on a link) is heard twice and says nothing of what the element does. The last word counts when the element has the trait it names (\"icon\" and \"picture\" an image's, \"field\" a text or search field's: \"Search field. Search Field.\"), or no role at all (static text that does nothing has one: \"To continue, press the Home button\" is an instruction), and \"tab\" on a tab bar's tab; a button's \"Add image\", \"Change app icon\", \"Copy link\" or \"New tab\" names what it acts on. A trait word that is a part of the label on its own, between commas, counts the same way wherever it lies (\"Trips, tab, 1 of 4\" on a tab bar's tab is heard \"Trips, tab, 1 of 4. Tab. 1 of 4.\"); a word inside a part (\"Tab key\", \"Button size\") names something. A role word alone between commas on an element that has another role but not that one (a plain button labelled \"Trips, tab, 1 of 4\", outside any tab bar; \"Settings, heading\" on a button) fakes the role: VoiceOver reads the element's own role, not the one in the label, and the position written beside it is not updated; the element should carry the trait instead.",
        fix: "Remove the trait word from the label and set the trait instead.",
        reference: "Apple trait audit, GTXiLib, ATF")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable {
            guard let label = node.element.label?.string else { continue }
            // A label the capture cut has no last word to judge: the word is where it was cut.
            let cut = node.element.cutByCapture.contains(.label)
            if !cut, let word = Self.onlyWord(label), hasRole(word, node, in: subject) {
                report.add(node, "Label \"\(label)\" is only the trait word \"\(word)\"",
                           detail: "VoiceOver says the trait itself after the label: the element is heard as its role twice (\"\(word.capitalized(first: true)). \(word.capitalized(first: true)).\"), and nothing says what it does",
                           fix: "Label the element with what it does or shows (\"Close\", \"Open the terms\", \"Profile photo\"); VoiceOver adds the role from the trait.")
            } else if !cut, let last = Self.lastOfSeveralWords(label),
               let match = repeated(last, node, in: subject) {
                report.add(node, "Label \"\(node.element.label!.string)\" ends with the trait word \"\(match)\"",
                           detail: "VoiceOver adds trait words itself; the label's last word \"\(last)\" repeats one")
            } else if let part = Self.roleParts(of: label).first(where: { repeated($0, node, in: subject) != nil }) {
                report.add(node, "Label \"\(node.element.label!.string)\" holds the trait word \"\(part)\" as a part of its own",
                           detail: "VoiceOver adds trait words itself; the label's part \"\(part)\", alone between commas, is heard again from the traits")
            } else if let part = Self.roleParts(of: label).first(where: { fakesRole($0, node, in: subject) }) {
                report.add(node, "Label \"\(label)\" says \"\(part)\", a role the element does not have",
                           detail: "the label's part \"\(part)\", alone between commas, stands in for a role the element lacks (traits: \(node.element.traits.isEmpty ? "none" : node.element.traits.names.joined(separator: ", "))): VoiceOver does not announce it as a \(part), and a position written beside it (such as \"1 of 4\") is not updated when the element's place changes",
                           fix: "Give the element the trait (a tab: put it in a container of type tab bar, .tabBar) instead of writing its role into the label, and remove the role word and any position from the label.")
            }
        }
    }

    /// The trait word `word` is, when it repeats what VoiceOver says of `node` from its traits
    /// (`repeatsRole`; "tab" on a tab of a tab bar only, `isTab`).
    private func repeated(_ word: String, _ node: AuditNode, in subject: AuditSubject) -> String? {
        guard let match = Self.words.first(where: { $0.word == word && Self.repeatsRole($0.trait, of: node.element.traits, acts: node.element.onActivate != nil) }),
              match.word != "tab" || Self.isTab(node, in: subject) else { return nil }
        return match.word
    }

    /// Whether the element has the role the trait word `word` names (its trait; "tab": a tab of a
    /// tab bar, `isTab`), so a label of that word alone is heard twice ("Button. Button."). An
    /// element without the trait is not judged here: the word is all it says of itself.
    private func hasRole(_ word: String, _ node: AuditNode, in subject: AuditSubject) -> Bool {
        Self.words.contains { entry in
            guard entry.word == word else { return false }
            guard let trait = entry.trait else { return Self.isTab(node, in: subject) }
            return node.element.traits.isSuperset(of: trait)
        }
    }

    /// The label's one word, lower-cased, when it is nothing else but white space and punctuation
    /// around it ("Button", "Link."); nil for a label of several words, of digits or symbols.
    static func onlyWord(_ label: String) -> String? {
        // The longest trait word has 8 letters: a longer label is no one word of them, and most labels are.
        guard label.utf8.count <= 16 else { return nil }
        let word = label.trimmingCharacters(in: Self.aroundAWord)
        guard !word.isEmpty, word.allSatisfy(\.isLetter) else { return nil }
        return word.lowercased()
    }

    /// White space and punctuation, made once: building the union for each label cost 3% of
    /// validating a grid of 10,000 labelled cells.
    private static let aroundAWord = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)

    /// Role words a label may fake, `words`' own with the trait the element lacks when it does (nil:
    /// "tab", known by VoiceOver's tab context, `isTab`, not by a trait of the element): the control
    /// and heading roles, not an image's words nor "field" and "selected".
    static let fakedRoles = words.filter { ["tab", "button", "link", "heading", "switch", "slider"].contains($0.word) }

    /// Whether the label's part `word`, alone between commas, names a role the element has not while
    /// it has another (a button labelled "Trips, tab, 1 of 4" outside a tab bar): VoiceOver says
    /// the element's own role, and the word in the label only pretends. An element with no role at
    /// all is `repeated`'s case: there the word stands in for the trait it lacks.
    private func fakesRole(_ word: String, _ node: AuditNode, in subject: AuditSubject) -> Bool {
        guard let match = Self.fakedRoles.first(where: { $0.word == word }), !node.element.traits.isDisjoint(with: Self.roles) else { return false }
        guard let trait = match.trait else { return !Self.isTab(node, in: subject) }
        return !node.element.traits.isSuperset(of: trait)
    }

    /// The parts of a label, after its first, that are a single word alone between commas,
    /// lower-cased: "Trips, tab, 1 of 4" gives "tab", as React Native apps write VoiceOver's own
    /// words into a label ("Trips, tab, 1 of 4. Tab. 1 of 4." is heard). A word inside a part
    /// ("Tab key", "Button size", "Open in new tab") is no such part: it names something.
    static func roleParts(of label: String) -> [String] {
        guard label.utf8.contains(UInt8(ascii: ",")) else { return [] }
        return label.split(separator: ",", omittingEmptySubsequences: false).dropFirst()
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty && $0.allSatisfy(\.isLetter) }
    }

    /// Roles VoiceOver speaks after the label: an element with one of them is that kind of thing.
    static let roles: AccessibilityTraits = AccessibilityTraits.interactive.union([.image, .header])

    /// Whether a label's last word, naming `trait`, repeats what the element is: it has the trait
    /// (VoiceOver says it too, as GTXiLib's label-trait overlap check asks), or it has no role at all
    /// and the word stands in for one ("Play button" on a text). A button's "Add image", "Copy link"
    /// or "Delete selected" names what it acts on, not what it is. "Tab" counts on a tab of a tab
    /// bar (`isTab`); "icon" is an image's word: a button's "Change app icon" names what it changes.
    /// Static text that does nothing when activated is text: its words describe something else
    /// ("To continue, press the Home button", "Turn on the Wi-Fi switch"); one that acts is a control
    /// whose label stands in for its missing trait.
    static func repeatsRole(_ trait: AccessibilityTraits?, of traits: AccessibilityTraits, acts: Bool) -> Bool {
        guard let trait else { return true }
        if traits.isSuperset(of: trait) { return true }
        return traits.isDisjoint(with: roles) && (acts || !traits.contains(.staticText))
    }

    /// Whether VoiceOver reads the element as a tab of a tab bar ("Home. Tab. 1 of 4."), which is
    /// when "tab" ending its label is heard twice; a browser's "New tab" button names a tab.
    static func isTab(_ node: AuditNode, in subject: AuditSubject) -> Bool {
        let order = subject.navigationOrder
        guard let index = order.index(of: node.element.id) else { return false }
        if case .tab = order.entries[index].context { return true }
        return false
    }

    /// The last word (run of letters) of `label`, lower-cased, when another word comes before it.
    static func lastOfSeveralWords(_ label: String) -> String? {
        let lower = label.lowercased()
        guard lower.utf8.allSatisfy({ $0 < 0x80 }) else {
            let words = lower.split(whereSeparator: { !$0.isLetter })
            return words.count > 1 ? words.last.map(String.init) : nil
        }
        // ASCII (nearly every label): letters are a–z, scanned as bytes, since a Character's letter
        // test per character was most of this rule's cost on big scenes.
        let bytes = Array(lower.utf8)
        func isLetter(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        var end = bytes.count
        while end > 0, !isLetter(bytes[end - 1]) { end -= 1 }
        var start = end
        while start > 0, isLetter(bytes[start - 1]) { start -= 1 }
        guard start < end, bytes[..<start].contains(where: isLetter) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Several controls with the same label cannot be told apart ("Map", "Map", "Map").
struct DuplicateLabelRule: Rule {
    let info = RuleInfo(
        id: .labelDuplicate, area: .labels, severity: .warning,
        title: "Several interactive elements share a label",
        explanation: "Controls with identical labels and roles sound identical; a user cannot tell which one is which (the WWDC 2017 talk: the notifications button and an up vote both read \"3. Button.\"). Only controls exposed together are compared: those of a screen under an open sheet or alert are hidden by its modal view.",
        fix: "Make each label unique, saying what each control does and what it acts on (\"Notifications\", \"Up vote\"), or merge the controls into one element with custom actions.",
        reference: "ATF duplicate speakable text, axe")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        // Counted first, grouped only where a label repeats: a list per label cost more than the rule
        // on scenes of 10,000 distinct labels.
        // Only elements exposed together can be confused: not a screen's button and the open sheet's over it.
        let exposed = subject.exposedInteractive
        // Compared as they sound: case, white space, punctuation and symbols are not heard ("Save",
        // "Save " and "Save." read alike, as do "5 stars" and "five stars"), as Voice Control matches names.
        // A label the capture cut is the start of a longer one: it is not compared.
        let keys = exposed.map { node in node.element.label.flatMap { label -> String? in
            guard !node.element.cutByCapture.contains(.label) else { return nil }
            let key = VoiceControlItems.key(label.string)
            return key.isEmpty ? nil : key
        } }
        var counts: [String: Int] = [:]
        var order: [String] = []
        for case let key? in keys {
            counts[key, default: 0] += 1
            if counts[key] == 1 { order.append(key) }
        }
        var groups: [String: [AuditNode]] = [:]
        for (node, key) in zip(exposed, keys) {
            if let key, counts[key]! > 1 { groups[key, default: []].append(node) }
        }
        for key in order {
            guard let sameLabel = groups[key] else { continue }
            // And the same role VoiceOver names after the label: a search field and a tab both
            // labelled "Search" are heard as "Search. Search Field." and "Search. Tab.", told apart.
            var roles: [String: [AuditNode]] = [:]
            var roleOrder: [String] = []
            for node in sameLabel {
                let role = Self.role(of: node, in: subject)
                if roles[role] == nil { roleOrder.append(role) }
                roles[role, default: []].append(node)
            }
            for role in roleOrder {
                guard let nodes = roles[role], nodes.count > 1 else { continue }
                let named = "same label on: " + Plural.listing(nodes) { $0.element.id }
                for node in nodes {
                    report.add(node, "\(nodes.count) interactive elements are labelled \"\(node.element.label!.string)\"", detail: named)
                }
            }
        }
    }

    /// The traits VoiceOver names after a label ("Button.", "Search Field.", "Link."), and "tab" for a
    /// tab of a tab bar (read "Tab." in place of "Button."), as one comparable word.
    static func role(of node: AuditNode, in subject: AuditSubject) -> String {
        let spoken: AccessibilityTraits = [.button, .link, .searchField, .textField, .secureTextField, .adjustable, .toggleButton,
                                           .keyboardKey, .backButton, .header, .image]
        let isTab = RedundantTraitWordRule.isTab(node, in: subject)
        return "\(node.element.traits.intersection(spoken).rawValue)" + (isTab ? "tab" : "")
    }
}

/// “Deliver an Exceptional Accessibility Experience” (WWDC 2018): "Skyler's animal shelter. Open address in maps. Button. Call. Button." Sight ties the
/// buttons to the name beside them; their labels do not, so "Call" heard alone says not whom.
struct ContextlessLabelRule: Rule {
    /// Words too common to carry context.
    static let stopWords: Set<String> = ["the", "and", "for", "with", "from", "into", "this", "that", "your", "our"]

    let info = RuleInfo(
        id: .labelNoContext, area: .labels, severity: .warning,
        title: "Control's label leaves out the context shown beside it",
        explanation: "A control read right after a text on the same row acts on what that text names, yet its label shares no word with it: heard alone (by touch, in the rotor, after a swipe back), \"Call\" does not say what it calls (the WWDC 2018 talk's map and call buttons beside the shelter's name). A text the same size as the control beside it (within 4 pt each way) is an item of the same strip (a calendar's selected day among its day buttons), not what the control acts on.",
        fix: "Make the text one element with the controls as its custom actions (\"Open address in Maps\", \"Call\"), or put the context in each label (\"Call Skyler's animal shelter\").",
        reference: "seed 000, seed 003")

    /// Whether a text and the control beside it are the same size (within 4 points each way): items
    /// of one strip, a calendar's selected day exposed as text among its day buttons, where the text
    /// is the next item, not what the control acts on. A caption and the buttons it names (the talk's
    /// shelter name and its Call button) differ in size.
    static func areItemsOfOneStrip(_ text: Rect, _ control: Rect) -> Bool {
        abs(text.width - control.width) <= 4 && abs(text.height - control.height) <= 4
    }

    static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            .filter { $0.count >= 3 && !stopWords.contains($0) })
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let order = subject.navigationOrder
        let entries = order.entries
        let interactive = Set(subject.interactive.map(\.element.id))
        // Entries are read in place (an entry holds a whole element; copying each of 10,000 was
        // most of this rule's time on a big grid).
        for i in entries.indices {
            guard !entries[i].element.traits.contains(.header), !interactive.contains(entries[i].id) else { continue }
            let text = entries[i], e = text.element
            let context = Self.words(e.label?.string ?? "")
            guard !context.isEmpty else { continue }
            // The controls read next, each on the text's row and close beside what came before it.
            var previous = text.frame
            for control in entries.dropFirst(i + 1) {
                let c = control.element
                guard interactive.contains(control.id), !Self.areItemsOfOneStrip(text.frame, control.frame) else { break }
                // A text inside a group (a folder's contents) names nothing outside it: the controls
                // beside it end at the group's edge.
                let textGroups = subject.node(id: text.id)?.ancestorIDs ?? []
                guard textGroups.allSatisfy((subject.node(id: control.id)?.ancestorIDs ?? []).contains) else { break }
                let sameRow = (text.frame.minY...text.frame.maxY).contains(control.frame.midY)
                    || (control.frame.minY...control.frame.maxY).contains(text.frame.midY)
                let gap = max(control.frame.minX - previous.maxX, previous.minX - control.frame.maxX)
                guard sameRow, gap < max(60, text.frame.height * 3) else { break }
                previous = control.frame
                // A bare count ("3") names nothing at all: another defect than a missing context.
                let label = c.label?.string ?? ""
                guard label.contains(where: \.isLetter), Self.words(label).isDisjoint(with: context) else { continue }
                report.add(subject.node(id: control.id), "\"\(label)\" sits beside \"\(e.label!.string)\" but its label does not name it",
                           detail: "same row, \(Int(max(0, gap).rounded())) pt from the element before it, read after \"\(e.label!.string)\"; "
                            + "the label shares none of its words (\(context.sorted().joined(separator: ", ")))")
            }
        }
    }
}

/// `icon_star.png` or `favoriteButton` read aloud: the label came from an asset or identifier. An
/// error, as Apple's sufficient-element-description audit fails it.
struct AssetNameLabelRule: Rule {
    let info = RuleInfo(
        id: .labelAssetName, area: .labels, severity: .error,
        title: "Label looks like a file or asset name",
        explanation: "Labels derived from image names or identifiers (\"icon_star.png\", \"btnFavorite\") are spoken letter by letter or as nonsense. So is an image's name UIKit spelt as words (\"btn close normal\", \"loading sign nonsel\"): lower-case words, split by spaces or hyphens, one of them an abbreviation only image names use (btn, ic, icn, ico, img, imgv, bg, lbl, sel, nonsel, unsel, hl, @2x, @3x); lower-case real words (\"brightness higher\") pass. A name spelt with one lower-case letter before its capital (\"iPhone\", \"eBay\") or ending in an acronym (\"macOS\") is a brand, said as a word, and passes. So does a web address (\"https://…\", \"www.…\") not naming an image file: it is the address the screen shows, read as written.",
        fix: "Write the label in words for people (\"Rate 4 stars\").",
        reference: "Apple sufficient element description")

    static let extensions = [".png", ".jpg", ".jpeg", ".gif", ".pdf", ".svg", ".heic"]

    static func looksLikeAssetName(_ label: String) -> Bool {
        // ASCII labels (nearly all) are searched byte by byte: Foundation's search and lower-casing
        // every label were most of this rule's cost. Every extension has a dot.
        let ascii = label.utf8.allSatisfy { $0 < 0x80 }
        if !ascii || label.utf8.contains(0x2E) {
            let lower = label.lowercased()
            if extensions.contains(where: { lower.hasSuffix($0) }) { return true }
        }
        // A web address shown as text (a page warning that it will open
        // "http://weixintx.haoduoke.cn/mobile/new_shop?appId=…", in the real dumps) is what the screen
        // says, and VoiceOver reads it as written: its underscores and camelCase parameters name no
        // asset. One naming an image file was caught above.
        if isWebAddress(label) { return false }
        let hasSpace = ascii ? label.utf8.contains(0x20) : label.contains(" ")
        if ascii && (hasSpace || label.utf8.contains(0x2D)) && isSpeltImageName(label) { return true }
        if !hasSpace && (ascii ? label.utf8.contains(0x5F) : label.contains("_")) { return true }
        // camelCase with no spaces: a word of two or more lower-case letters, then a capitalised
        // word ("btnFavorite", "favoriteButton"). Not a brand's spelling: one lower-case letter
        // before the capital ("iPhone", "eBay", "iCloud") or a capital that starts an acronym
        // ("macOS", "watchOS") is how people write those names, and VoiceOver says them as words.
        if !hasSpace, label.first?.isLowercase == true {
            let chars = Array(label)
            var lowerRun = 0
            for i in chars.indices {
                if chars[i].isUppercase, lowerRun >= 2, i + 1 < chars.count, chars[i + 1].isLowercase { return true }
                lowerRun = chars[i].isLowercase ? lowerRun + 1 : 0
            }
        }
        return false
    }

    /// The words of an image's name no language has, which a label UIKit builds from the name keeps
    /// ("btn close normal" from `btn_close_normal`, "loading sign nonsel" from `loading_sign_nonsel`):
    /// the abbreviations asset catalogs use for a button, an icon, an image, a background, a label
    /// and a selected, unselected or highlighted state, and the @2x and @3x scale suffixes ("nor"
    /// is an English word, and "2x" a zoom level people write: neither is one).
    static let imageNameWords: Set<String> = ["btn", "ic", "icn", "ico", "img", "imgv", "bg", "lbl", "nonsel", "unsel", "sel",
                                              "hl", "@2x", "@3x"]

    /// Whether `label` (ASCII) is an image's name spelt as words: two or more, split by spaces or
    /// hyphens, with no capital letter (people write a label with one; an image's name has none),
    /// one of them a word only image names use (`imageNameWords`). "brightness higher", the label
    /// iOS gives the `sun.max.fill` symbol, and lower-case words such as "common reload" are real
    /// words and pass: the rule cannot tell them from a name without such a word.
    static func isSpeltImageName(_ label: String) -> Bool {
        guard !label.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return false }
        let words = label.split(whereSeparator: { $0 == " " || $0 == "-" })
        guard words.count >= 2 else { return false }
        return words.contains { imageNameWords.contains(String($0)) }
    }

    /// Whether the label is one web address: a scheme and "://" ("https://", "http://") or "www." and
    /// a dot after it, with no space.
    static func isWebAddress(_ label: String) -> Bool {
        guard !label.contains(" ") else { return false }
        let lower = label.lowercased()
        if let scheme = lower.range(of: "://") {
            let name = lower[..<scheme.lowerBound]
            return !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "+" || $0 == "-" || $0 == ".") }
                && lower[scheme.upperBound...].contains(".")
        }
        return lower.hasPrefix("www.") && lower.dropFirst(4).contains(".")
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable {
            guard let label = node.element.label?.string, Self.looksLikeAssetName(label) else { continue }
            report.add(node, "Label \"\(label)\" looks like a file or asset name", detail: "label \"\(label)\"")
        }
    }
}

/// Text drawn on screen that no element exposes is invisible to VoiceOver. An error, as Apple's
/// element-detection audit fails "potentially inaccessible text" (docs/voiceover.md, "Rule severities").
///
/// Decision, read text: a static text or heading (`isReadText`: no control, no image, nothing done
/// to it, no language of its own) is text a user reads, and its label is what VoiceOver reads in its
/// place. When it speaks no word of the text drawn inside it (a heading read "Welcome" over
/// "Goodbye"), or speaks the same words with another number (a price read "10 euros" under "12
/// euros": a label set once, the drawn value updated since), the VoiceOver user hears something
/// else than what is shown. A warning, not the rule's error: a label may say the same in other
/// words the rule cannot match (a date drawn "12/3" and read "December third" is not judged, as
/// text drawn with no word of letters is not; "5 min" read "5 minutes", an abbreviation read whole
/// and an initialism read as its words match as the rest of the rule matches them; "1,000" and
/// "1000", "12.50" and "12.5" are one number). A symbol drawn for a word ("+" read "Add") holds no
/// letter or digit and is not judged; words cut short with "…" match the word they begin. A label
/// in another language than the drawing is reported unless the element says its language
/// (`language`): VoiceOver then reads it in that language, on purpose.
struct UndescribedTextRule: Rule {
    let info = RuleInfo(
        id: .labelUndescribedText, area: .labels, kind: .frame, severity: .error,
        title: "Text drawn on screen that no element exposes",
        explanation: "A sighted user reads this text, a VoiceOver user never hears it: the part of it on screen lies outside every accessibility element's frame, and no element in its row speaks it as its label or value; or it lies inside an element that speaks other text drawn there and no word of this (a Download button's \"12 MB\"; not an adjustable's other values, nor an avatar's initials of the name it speaks, nor a switch's I or O under On/Off Labels, the state it speaks as its value; words VoiceOver says for the element, as \"On\" for a switch's value or \"Selected\", are heard). At AX5 the words are judged where they lie there, and the finding is named as at the default size: on the element that held them there (none where that element speaks a word of them: they are heard on it wherever the grown layout moved it), or on the scene where no element did, so one text is one finding across the sizes. A static text or heading that speaks no word drawn inside it (read \"Welcome\" over \"Goodbye\"), or the same words with another number (read \"Price 10 euros\" over \"Price 12 euros\", a label not updated with the value), tells the VoiceOver user something else than what is shown: a warning, as a label may say the same in words the rule cannot match (text drawn with no word of letters, a date or a time, is not judged there; nor an element with a language of its own).",
        fix: "Expose the text through an element (a static text or header element), or include it in the label of the element it belongs to; for a static text or heading, let its label say the words it draws (update it with the drawn value).",
        reference: "Apple element detection")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let exposing = subject.nodes.filter { !$0.isHidden && $0.element.isAccessibilityElement }
        let frames = exposing.map(\.element.frame)
        let index = HitTestIndex(bounds: frames)
        // What each element says, to the frames that say it: a drawn value an element in its row
        // speaks is heard (the fixed HelloGoodbye hides the age drawn beside its slider, which says
        // it). Read only for text no frame holds: on a big scene every text usually lies in one.
        var spokenTexts: [String: [Rect]]?
        func spoken(_ text: String) -> [Rect] {
            if spokenTexts == nil {
                var table: [String: [Rect]] = [:]
                for element in exposing.map(\.element) {
                    for words in [element.label?.string, element.value?.string] {
                        if let words = words?.trimmingWhitespace, !words.isEmpty { table[words, default: []].append(element.frame) }
                    }
                }
                spokenTexts = table
            }
            return spokenTexts?[text] ?? []
        }
        /// Whether an element in the row of `visible` speaks `text` whole.
        func spokenInRow(_ text: String, _ visible: Rect) -> Bool {
            spoken(text).contains { $0.minY < visible.maxY && visible.minY < $0.maxY }
        }
        var wordsSpoken: [Int: [Substring]] = [:]
        func speaks(_ element: Int, anyOf words: [Substring]) -> Bool {
            if wordsSpoken[element] == nil { wordsSpoken[element] = Self.words(spokenBy: exposing[element].element) }
            return Self.said(wordsSpoken[element]!, answerAnyOf: words)
        }
        var reported = Set<String>()
        /// Reports `text`, drawn at `drawn` (the run at `index`) and showing at `visible`, which no
        /// element speaks here: lying inside `holder` (by its place in `exposing`), which speaks other
        /// text drawn there, or outside every element's frame. At a content size other than the
        /// default the finding is the text's owner's at the default size (`AuditSubject.textOwnerAtDefaultSize`,
        /// as `text.overdrawn` and `text.clipped` name it): one text, one finding across the sizes,
        /// on the scene where no element held it, on the owner otherwise; and none where that owner
        /// speaks a word of it, as it is heard on the element it belongs to wherever the layout moved it.
        func reportUnheard(_ text: String, drawn: Rect, visible: Rect, drawnAt index: Int, inside holder: Int?) {
            let here = holder.map { exposing[$0] }
            var owner = here
            var atDefaultSize = ""
            if let ownerAtDefaultSize = subject.textOwnerAtDefaultSize(drawnAt: index) {
                if let node = ownerAtDefaultSize, Self.said(Self.words(spokenBy: node.element), answerAnyOf: Self.words(of: text)) { return }
                owner = ownerAtDefaultSize
                if owner?.element.id != here?.element.id {
                    atDefaultSize = owner.map { "; at the default size it lies inside \"\($0.element.label?.string ?? $0.element.id)\", which speaks no word of it" }
                        ?? "; at the default size it lies outside every accessibility element's frame"
                }
            }
            guard reported.insert(text).inserted else { return }
            let whereItLies = here.map { "it is drawn inside \"\($0.element.label?.string ?? $0.element.id)\", which speaks other text drawn there and no word of this" }
                ?? "text at \(drawn) lies outside every accessibility element's frame"
            if let owner {
                report.add(owner, textDrawnAt: index, "Drawn text \"\(text)\" is never spoken", detail: whereItLies + atDefaultSize, measure: text,
                           at: visible)
            } else {
                report.add(nil, textDrawnAt: index, "Drawn text \"\(text)\" is not exposed to VoiceOver", detail: whereItLies + atDefaultSize,
                           at: visible)
            }
        }
        /// Text inside elements that none of them speaks, judged once every run has been read.
        var unheardInside: [(text: String, drawn: Rect, visible: Rect, index: Int, holders: [Int])] = []
        /// The elements that speak some text drawn inside them.
        var speakingTheirText = Set<Int>()
        /// The texts each static text or heading holds as the smallest element holding them, and
        /// whether it speaks a word of each.
        var textsOfReadText: [Int: [(text: String, visible: Rect, index: Int, spoken: Bool)]] = [:]
        // Where the words lie, not their colours: a variant that only recolours the frame finds the same.
        for drawnRun in subject.drawnText.runs {
            let run = drawnRun.run
            let text = run.string.trimmingWhitespace
            guard !text.isEmpty, Self.holdsLetterOrDigit(text) else { continue }
            let drawn = drawnRun.transform.apply(subject.metrics.extent(of: run, direction: subject.layoutDirection))
            // What a sighted user sees is the part that shows, on screen and inside its clips: a
            // name on a card that peeks in at the edge is judged where it shows, not at its middle
            // off screen, and a post scrolled under the feed's edge not at all.
            guard let visible = TextContrast.visible(drawn, clip: drawnRun.clip, screen: subject.screen) else { continue }
            let center = visible.center
            let holders = index.candidates(at: center).map(Int.init).filter { frames[$0].contains(center) }
            if holders.isEmpty {
                if !spokenInRow(text, visible), !reported.contains(text) {
                    reportUnheard(text, drawn: drawn, visible: visible, drawnAt: drawnRun.index, inside: nil)
                }
                continue
            }
            // An adjustable draws the values it can take (a picker's neighbours, a slider's ends):
            // they are heard by adjusting it.
            if holders.contains(where: { exposing[$0].element.traits.contains(.adjustable) }) { continue }
            // A switch's I or O (On/Off Labels) shows the state VoiceOver speaks as its value.
            if Self.onOffGlyphs.contains(text), holders.contains(where: { exposing[$0].element.traits.contains(.toggleButton) }) { continue }
            let words = Self.words(of: text)
            let speakers = holders.filter { speaks($0, anyOf: words) }
            if speakers.isEmpty { unheardInside.append((text, drawn, visible, drawnRun.index, holders)) }
            speakingTheirText.formUnion(speakers)
            // The text of a static text or heading, the smallest element holding it: read below
            // against what the element says (`Self.isReadText`).
            let owner = holders.min { frames[$0].area < frames[$1].area }!
            if Self.isReadText(exposing[owner].element) {
                textsOfReadText[owner, default: []].append((text, visible, drawnRun.index, spoken: speakers.contains(owner)))
            }
        }
        // A static text or heading that says something else than its drawn words (the type's
        // decision, "Read text"): none of them, or the same words with another number.
        for (holder, texts) in textsOfReadText.sorted(by: { $0.key < $1.key }) {
            let element = exposing[holder].element
            guard let said = element.label?.string else { continue }
            let spoken = [said, element.value?.string].compactMap { $0 }.joined(separator: " ")
            if !texts.contains(where: \.spoken) {
                // Drawn words only (a date or an amount the label spells out: "12/3", "December
                // third") are not judged, nor text another element in its row speaks whole.
                guard let unheard = texts.first(where: { text in
                    Self.words(of: text.text).contains { $0.contains(where: \.isLetter) } && !spokenInRow(text.text, text.visible)
                }), reported.insert(unheard.text).inserted else { continue }
                // On the text's run, as the unheard texts above: one finding of the text whatever
                // words the state draws in it (`Finding.drawnText`).
                report.add(exposing[holder], textDrawnAt: unheard.index,
                           "Drawn text \"\(unheard.text)\" is never spoken: VoiceOver reads \"\(spoken)\" there",
                           detail: "it is drawn inside \(element.traits.contains(.header) ? "the heading" : "the static text") \"\(said)\", which speaks no word drawn there",
                           severity: .warning, measure: unheard.text, at: unheard.visible)
            } else {
                let drawn = texts.map(\.text).joined(separator: " ")
                guard let number = Self.otherNumber(drawn: drawn, spoken: spoken), reported.insert(drawn).inserted else { continue }
                report.add(exposing[holder], textDrawnAt: texts[0].index, "Drawn text \"\(drawn)\" is read with another number: \"\(spoken)\"",
                           detail: "\(number.drawn) is drawn inside \"\(said)\", which says \(number.spoken) with the same words",
                           severity: .warning, measure: drawn, at: texts[0].visible)
            }
        }
        // Inside an element, text is unheard when the element speaks other text drawn in it and no
        // word of this one ("Download" heard, "12 MB" under it never): an element that speaks none
        // of its drawing names it otherwise, which is voice.label-in-name's to judge.
        for unheard in unheardInside where !spokenInRow(unheard.text, unheard.visible) {
            guard let holder = unheard.holders.first(where: speakingTheirText.contains), !reported.contains(unheard.text) else { continue }
            reportUnheard(unheard.text, drawn: unheard.drawn, visible: unheard.visible, drawnAt: unheard.index, inside: holder)
        }
    }

    /// Whether words `said` answer any of `drawn` (`word(_:answers:)`), or spell some drawn word's
    /// initials (`initials(_:of:)`): the drawn text is heard.
    static func said(_ said: [Substring], answerAnyOf drawn: [Substring]) -> Bool {
        said.contains { said in drawn.contains { word(said, answers: $0) } } || drawn.contains { initials($0, of: said) }
    }

    /// Whether `element` is text a user reads and does not act on: a static text or a heading, no
    /// control, no image (a logo's label names what it shows, not its lettering), nothing done to
    /// it, and no language of its own (a label written in another language than the screen on
    /// purpose says the same in other words).
    static func isReadText(_ element: AccessibilityElement) -> Bool {
        !element.traits.isDisjoint(with: [.staticText, .header])
            && element.traits.isDisjoint(with: AccessibilityTraits.interactive.union(.image))
            && !element.isActedOn && element.language == nil
    }

    /// The numbers of `text`, each as its digits and, where it reads as one, its value: "1,000" and
    /// "1000" are one number, as are "12.50" and "12.5" or "12,5" (a decimal comma).
    static func numbers(in text: String) -> [(written: String, digits: String, values: Set<Double>)] {
        var result: [(String, String, Set<Double>)] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            guard chars[i].isASCII, chars[i].isNumber else { i += 1; continue }
            var token = ""
            while i < chars.count {
                if chars[i].isASCII, chars[i].isNumber {
                    token.append(chars[i])
                } else if (chars[i] == "," || chars[i] == "."), i + 1 < chars.count, chars[i + 1].isASCII, chars[i + 1].isNumber, !token.isEmpty {
                    token.append(chars[i])
                } else { break }
                i += 1
            }
            var values = Set<Double>()
            if let v = Double(token.replacingOccurrences(of: ",", with: "")) { values.insert(v) }
            if let v = Double(token.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")) { values.insert(v) }
            result.append((token, token.filter(\.isNumber), values))
        }
        return result
    }

    /// The numbers that tell `drawn` and `spoken` apart when their words are the same and both
    /// hold numbers (a price drawn "12 euros" and read "10 euros": a label set once, the drawn value
    /// updated since); nil when they agree, or their words differ (a date drawn "12/3" and read
    /// "December 3", "5 min" read "5 minutes": the words say it another way).
    static func otherNumber(drawn: String, spoken: String) -> (drawn: String, spoken: String)? {
        func letterWords(_ text: String) -> Set<Substring> { Set(words(of: text).filter { $0.contains(where: \.isLetter) }) }
        let d = numbers(in: drawn), s = numbers(in: spoken)
        guard !d.isEmpty, !s.isEmpty, letterWords(drawn) == letterWords(spoken) else { return nil }
        let same = d.count == s.count
            && zip(d, s).allSatisfy { $0.digits == $1.digits || !$0.values.isDisjoint(with: $1.values) }
        guard !same else { return nil }
        func list(_ n: [(written: String, digits: String, values: Set<Double>)]) -> String {
            n.count == 1 ? "the number \(n[0].written)" : "the numbers " + n.map(\.written).joined(separator: ", ")
        }
        return (list(d), list(s))
    }

    /// The marks On/Off Labels draws on a switch (I when on, O when off, as a letter, a digit or a
    /// bar and a ring): its state, which VoiceOver speaks as the switch's value ("On", "Off").
    static let onOffGlyphs: Set<String> = ["I", "O", "0", "1", "|", "○", "◯"]

    /// A text's words as compared: lowercased runs of letters and digits ("12 MB" is "12", "mb").
    static func words(of text: String) -> [Substring] {
        let lower = text.lowercased()
        return asciiWords(of: lower) ?? lower[...].split { !($0.isLetter || $0.isNumber) }
    }

    /// `text`'s runs of letters and digits found in its bytes, where it is ASCII; nil otherwise. In
    /// ASCII text a letter or a digit character is exactly a byte A-Z, a-z or 0-9, and every other
    /// character (the one of two bytes, CR LF, included) is neither, so the runs are the very words
    /// the split by characters gives (`LabelWordsTests`), without asking each character's Unicode
    /// properties (most of this rule's time on Pre-Poster).
    static func asciiWords(of text: String) -> [Substring]? {
        let utf8 = text.utf8
        var words: [Substring] = []
        var start: String.Index?
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let byte = utf8[i]
            guard byte < 0x80 else { return nil }
            if isASCIILetterOrDigit(byte) {
                if start == nil { start = i }
            } else if let first = start {
                words.append(text[first..<i])
                start = nil
            }
            i = utf8.index(after: i)
        }
        if let first = start { words.append(text[first..<i]) }
        return words
    }

    /// Whether an ASCII byte is a letter or a digit: what `Character.isLetter || isNumber` says of it.
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// Whether `text` holds a letter or a digit (`Character.isLetter || isNumber`), read in its
    /// bytes where it is ASCII, as `asciiWords(of:)` reads them.
    static func holdsLetterOrDigit(_ text: String) -> Bool {
        var ascii = true, found = false
        for byte in text.utf8 {
            if byte >= 0x80 { ascii = false; break }
            if isASCIILetterOrDigit(byte) { found = true; break }
        }
        return ascii ? found : text.contains { $0.isLetter || $0.isNumber }
    }

    /// Everything an element says of itself: its label, value, hint and custom content, and what
    /// VoiceOver says for them (`DescriptionBuilder`): a switch's value "1" is heard "On", a
    /// selected segment "Selected", a button "Button", so a row drawing its state word "On" or a
    /// segment drawing "Selected" draws what is heard.
    static func words(spokenBy element: AccessibilityElement) -> [Substring] {
        let said = [element.label?.string, element.value?.string, element.hint?.string].compactMap { $0 }
            + element.customContent.flatMap { [$0.label, $0.value] }
            + [DescriptionBuilder.describe(element).description]
        return said.flatMap(words(of:))
    }

    /// Whether a drawn word is the initials of spoken words in a row: an avatar's "TM" on a button
    /// named "Tom McNeil" draws the name, it adds nothing to hear.
    static func initials(_ drawn: Substring, of said: [Substring]) -> Bool {
        guard drawn.count > 1, drawn.count <= said.count else { return false }
        let firsts = said.map { $0.first! }
        return (0...(firsts.count - drawn.count)).contains { firsts[$0..<($0 + drawn.count)].elementsEqual(drawn) }
    }

    /// Whether a spoken word answers a drawn one: the same, or one begins the other ("Mon" drawn,
    /// "Monday" said; "C" drawn on a key named "C4"): a paraphrase that keeps a word is heard.
    static func word(_ said: Substring, answers drawn: Substring) -> Bool {
        said.hasPrefix(drawn) || drawn.hasPrefix(said)
    }
}

/// “Accessibility on iOS” (WWDC 2014): HelloGoodbye's instructions "Swipe ↑ to say hello, swipe ↓
/// to say goodbye…" were heard "Swipe up arrow to say hello, swipe down arrow to say goodbye.
/// Ellipses." A symbol drawn as decoration is read by its name, which means nothing to the listener.
///
/// Decision: only the decorative symbols are judged (arrows, the ellipsis, bullets, stars, check
/// marks, a heart), with the names the engine speaks them by (`SymbolPronunciation`); a degree, a
/// currency or a trademark sign is content, and its name is what it means. A text field's value is
/// what was typed (a secure field's bullets are the system's), and a button's or link's title
/// ending in "…" keeps the convention Apple's own apps keep: neither is judged.
struct SymbolNameRule: Rule {
    let info = RuleInfo(
        id: .labelSymbolNames, area: .labels, severity: .warning,
        title: "Label read with a decorative symbol's name",
        explanation: "VoiceOver reads a symbol in a label, value or hint by its name: an arrow is \"up arrow\", \"…\" is \"ellipsis\", \"★\" is \"black star\" (the WWDC 2014 talk: \"Swipe up arrow to say hello, swipe down arrow to say goodbye. Ellipses.\"). A decorative symbol's name tells the listener nothing of what it shows. Decorative are the arrows, bullets, stars and check marks, and every character of the blocks apps draw icons from, which VoiceOver reads by its Unicode name: Arrows, Geometric Shapes, Miscellaneous Symbols (but the music accidentals ♭ ♮ ♯ of a note's name), Dingbats, Miscellaneous Symbols and Arrows, and the ellipses ⋮ ⋯ (\"⋯\" is \"midline horizontal ellipsis\", \"✕\" \"multiplication x\", \"❤\" \"heavy black heart\"); and \"×\", a close button's cross, heard \"times\". A character shown as an emoji (\"❤️\", \"⭐\") is read by its emoji name and passes. Degrees, currencies and signs such as © are content and pass, as are \"×\" and a star beside a number (\"2 × 3\", \"1.5×\", a rating \"4.5 ★\"), a calculator's \"×\" key among keys labelled with other operators (\"÷\", \"+\", \"=\"), a text field's value (typed, or a secure field's bullets) and the \"…\" ending a button's or link's title, the convention for one that asks for more before acting.",
        fix: "Say in words what the symbol shows in the accessibility label (\"Swipe up to say hello\", \"3 of 5 stars\"), and leave the symbol to the drawing.",
        reference: "seed 001")

    /// The decorative symbols: shapes that point, trail off or mark, whose names are not their meaning;
    /// with them every icon glyph VoiceOver reads by its Unicode name (`SymbolPronunciation.isIconGlyph`:
    /// the blocks of arrows, geometric shapes, dingbats and miscellaneous symbols) and "×", a close
    /// button's cross.
    static let decorative: Set<Character> = ["↑", "↓", "←", "→", "↔", "↕", "…", "•", "·", "★", "☆", "✓", "✔", "✗", "♥", "×"]

    /// Symbols that are a quantity's sign beside a number: "2 × 3" and "1.5×" say times, "4.5 ★" a
    /// rating; alone or beside words ("Close ×", "Rate ★★★") they are decoration.
    static let besideNumbers: Set<Character> = ["×", "★", "☆"]

    /// The operators a calculator's keys are labelled with. A key labelled "×" alone on a screen
    /// whose other keys include one of these is the multiplication key of a keypad: VoiceOver's
    /// "times" is what it does, as for "2 × 3", not a close button's cross.
    static let arithmeticKeys: Set<String> = ["+", "-", "−", "÷", "=", "±"]

    /// Whether `subject` has a button labelled with an arithmetic operator (`arithmeticKeys`): the
    /// keypad a "×" key belongs to.
    static func hasArithmeticKeys(_ subject: AuditSubject) -> Bool {
        subject.focusable.contains { node in
            node.element.traits.contains(.button)
                && node.element.label.map { arithmeticKeys.contains($0.string.trimmingWhitespace) } == true
        }
    }

    /// Whether `text[i]` is read by a name that is not its meaning (`decorative`), and not a sign
    /// beside a number (`besideNumbers`, with spaces between allowed).
    static func isDecorative(_ text: String, at i: String.Index) -> Bool {
        let c = text[i]
        guard decorative.contains(c) || SymbolPronunciation.isIconGlyph(c) else { return false }
        guard besideNumbers.contains(c) else { return true }
        let before = text[..<i].last(where: { $0 != " " }), after = text[text.index(after: i)...].first(where: { $0 != " " })
        return !(before?.isNumber ?? false) && !(after?.isNumber ?? false)
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        var keypad: Bool?
        for node in subject.focusable {
            let element = node.element
            // A field's value is what was typed, or the bullets the system shows for a secure one.
            let typed = element.traits.contains(.textField) || element.traits.contains(.secureTextField) || element.traits.contains(.searchField)
            let control = element.traits.contains(.button) || element.traits.contains(.link)
            for (part, text) in [("label", element.label?.string), ("value", typed ? nil : element.value?.string), ("hint", element.hint?.string)] {
                // Nearly every text is ASCII, which holds no decorative symbol.
                guard let text, !text.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
                // A control's title ending in "…" says it asks for more before acting, the
                // convention Apple's own apps keep ("About Dictation and Privacy…").
                let conventional = control && part == "label"
                // A calculator's "×" key, among its operator keys, is heard "times" as meant.
                if part == "label", element.traits.contains(.button), text.trimmingWhitespace == "×" {
                    if keypad == nil { keypad = Self.hasArithmeticKeys(subject) }
                    if keypad == true { continue }
                }
                var seen: [Character] = []
                for i in text.indices where !seen.contains(text[i]) && Self.isDecorative(text, at: i) {
                    if conventional, text[i] == "…", text[text.index(after: i)...].allSatisfy(\.isWhitespace) { continue }
                    seen.append(text[i])
                }
                guard !seen.isEmpty else { continue }
                let named = seen.compactMap { c in SymbolPronunciation.name(of: c).map { "\"\(c)\" as \"\($0)\"" } }
                report.add(node, "VoiceOver reads \(named.joined(separator: ", ")) in \"\(text)\"",
                           detail: "its \(part) is heard \"\(SymbolPronunciation.spoken(text))\"", measure: part)
            }
        }
    }
}

/// “Accessibility on iOS” (WWDC 2014): the age slider said "19 percent" — a raw percentage where a unit was meant.
struct RawPercentValueRule: Rule {
    let info = RuleInfo(
        id: .valueRawPercent, area: .labels, severity: .warning,
        title: "Adjustable value spoken as a raw percentage where a unit is meant",
        explanation: "A slider that reports its position (\"19 percent\") instead of what it sets (\"25 years\") gives no meaning (the WWDC 2014 talk's age slider).",
        fix: "Set the accessibility value to the quantity with its unit (\"25 years old\").",
        reference: "seed 001")

    /// Words naming a quantity that is a percentage by nature, so "15%" is its unit, not a raw
    /// position: a tip, a discount, a tax or interest rate, humidity, a chance of rain are set and
    /// read in percent. A label word counts when it is one or its plural ("Zoom level", "Tips"),
    /// and "percentage"; not a longer word it starts ("Rated age" is an age, "Multiple" no tip).
    static let percentWords: Set<String> = ["percent", "percentage", "progress", "volume", "brightness", "opacity", "transparency",
                                            "battery", "charge", "capacity", "level", "zoom", "scale", "completion", "tip", "discount",
                                            "tax", "interest", "rate", "humidity", "chance", "probability", "likelihood", "saturation"]

    /// Whether a label word names a percentage by nature (`percentWords`).
    static func namesPercentage(_ word: Substring) -> Bool {
        percentWords.contains(String(word)) || (word.hasSuffix("s") && percentWords.contains(String(word.dropLast())))
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable where node.element.traits.contains(.adjustable) {
            guard let value = node.element.value?.string.trimmingWhitespace else { continue }
            guard value.hasSuffix("%") || value.lowercased().hasSuffix("percent") else { continue }
            let label = (node.element.label?.string ?? "").lowercased()
            let words = label.split { !$0.isLetter }
            if label.contains("%") || words.contains(where: Self.namesPercentage) { continue }
            report.add(node, "Adjustable \"\(node.element.label?.string ?? node.element.id)\" speaks its value as \"\(value)\"",
                       detail: "value \"\(value)\" is a percentage, but the label does not describe a percentage", measure: "value")
        }
    }
}

extension String {
    func capitalized(first: Bool) -> String { first ? prefix(1).uppercased() + dropFirst() : self }

    /// Empty or only whitespace: what `trimmingCharacters(in: .whitespaces)` would leave empty,
    /// checked without Foundation's bridging.
    var isBlank: Bool {
        unicodeScalars.allSatisfy(Self.isWhitespace)
    }

    /// What `trimmingCharacters(in: .whitespaces)` gives, without bridging to `NSString`: the rules
    /// trim every drawn text run and spoken name in every state, and the bridge was 2% of
    /// validating the catalog. Trimmed by Unicode scalars, as Foundation trims; the string itself
    /// when there is nothing to trim (`WhitespaceTrimTests` compares the two on every scalar).
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !Self.isWhitespace($0) })!
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }

    /// A member of `CharacterSet.whitespaces` (space separators and the tab; ASCII: space and tab
    /// only), asking the set only past ASCII.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar == " " || scalar == "\t") : CharacterSet.whitespaces.contains(scalar)
    }
}
