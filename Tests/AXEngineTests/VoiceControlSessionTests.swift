import AXCore
@testable import AXEngine
import AXScenes
import XCTest

/// Voice Control plugged into the session (docs/voice-control.md): phrases parsed into commands,
/// names and numbers resolved against the screen, a numbered choice when a name matches several
/// elements, the overlays as outputs, and every action through the shared element actions.
final class VoiceControlSessionTests: XCTestCase {
    /// "Favorite" (input labels Favorite, Heart), two "Share" buttons, a static text, an adjustable
    /// "Volume", and a scroll area holding them that scrolls and escapes.
    private func scene() -> VOTestScene {
        VOTestScene { scene, _ in
            var favorite = button("favorite", "Heart", x: 0, y: 100)
            favorite.userInputLabels = ["Favorite", "Heart"]
            favorite.onActivate = { _ in scene.log.append("activate favorite"); return true }
            var first = button("share-1", "Share", x: 0, y: 200)
            first.onActivate = { _ in scene.log.append("activate share-1"); return true }
            var second = button("share-2", "share", x: 150, y: 200)
            second.onActivate = { _ in scene.log.append("activate share-2"); return true }
            let title = AccessibilityElement(id: "title", label: "Settings", traits: .staticText, frame: Rect(0, 0, 300, 44))
            var volume = AccessibilityElement(id: "volume", label: "Volume", traits: .adjustable, frame: Rect(0, 300, 300, 44))
            volume.onIncrement = { _ in scene.log.append("increment"); return true }
            var area = AccessibilityElement.container(id: "area", frame: Rect(0, 0, 390, 844), label: "Area",
                                                      children: [title, favorite, first, second, volume])
            area.onScroll = { direction, _ in scene.log.append("scroll \(direction.rawValue)"); return true }
            area.onEscape = { _ in scene.log.append("escape"); return true }
            return [area]
        }
    }

    private func start(_ scene: VOTestScene) -> DrivenSession {
        let driven = DrivenSession(Session(scene: scene, settings: Settings()))
        driven.apply(.voiceControl(.on), at: 0)
        return driven
    }

    /// What was shown and done: Voice Control's outputs and the action records, as short lines.
    private func lines(_ outputs: [Output]) -> [String] {
        outputs.compactMap {
            switch $0.event {
            case .voiceControl(.overlay(let overlay, let continuously)):
                return "overlay \(overlay?.kind.rawValue ?? "none")" + (continuously ? " continuously" : "")
            case .voiceControl(.choose(let ids)): return "choose " + ids.joined(separator: " ")
            case .voiceControl(.missed(let phrase, let reason)): return "missed \(reason.rawValue): \(phrase)"
            case .action(let id, let name, let result): return "\(name) \(id ?? "-") \(result)"
            case .voiceControl(.touch(let gesture, let point, let direction)):
                return "touch \(gesture.rawValue)\(direction.map { "." + $0.rawValue } ?? "") \(point)"
            default: return nil
            }
        }
    }

    private func say(_ driven: DrivenSession, _ phrase: String, at time: Int) -> [String] {
        driven.apply(.voiceControl(.say(phrase)), at: time)
        return lines(driven.drainOutputs())
    }

    /// An imported screen's adjustable "Tip": "Increment Tip" is an action the real app would take
    /// and cannot be asked to (its record, result false, as a tap's), not the `notAvailable` miss
    /// of an element that offers no adjusting, which "Increment Use rewards" (a switch) still is.
    func testIncrementOnAnImportedAdjustableIsNotPerformedNotMissed() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/imports/checkout.json")
            .standardizedFileURL.path
        let scene = try ScreenImport.load(path: path, text: String(contentsOfFile: path, encoding: .utf8))
        let driven = DrivenSession(Session(scene: scene, settings: Settings()))
        driven.apply(.voiceControl(.on), at: 0)
        _ = driven.drainOutputs()
        let tip = say(driven, "Increment Tip", at: 1000)
        XCTAssertEqual(tip.filter { $0.hasPrefix("missed") }, [], "\(tip)")
        XCTAssertEqual(tip.filter { $0.hasPrefix("increment") }.count, 1, "\(tip)")
        XCTAssertTrue(tip.contains { $0.hasPrefix("increment") && $0.hasSuffix("false") }, "\(tip)")
        XCTAssertEqual(say(driven, "Increment Use rewards", at: 2000).filter { $0.hasPrefix("missed") },
                       ["missed notAvailable: Increment Use rewards"])
    }

    func testPhrasesParseIntoCommands() {
        let parsed: [(String, VoiceControlCommand?)] = [
            ("Tap Favorite", .tap(.name("Favorite"))), ("tap  12.", .tap(.number(12))), ("12", .choose(12)),
            ("Long press Mail", .longPress(.name("Mail"))), ("Double tap", .doubleTap(nil)), ("double tap 3", .doubleTap(.number(3))),
            ("Swipe up", .swipe(.up, on: nil)), ("Swipe left on Photo Album", .swipe(.left, on: .name("Photo Album"))),
            ("Increment Volume", .increment(.name("Volume"))), ("Decrement star rating", .decrement(.name("star rating"))),
            ("Drag Mail to 7", .drag(.name("Mail"), to: .number(7))), ("Drag from 3 to 7", .drag(.number(3), to: .number(7))),
            ("Drag Back to School to Trash", .drag(.name("Back to School"), to: .name("Trash"))),
            ("Show names", .show(.names, continuously: false)), ("Show Numbers", .show(.numbers, continuously: false)),
            ("show grid continuously", .show(.grid, continuously: true)), ("Hide numbers", .hide(.numbers)),
            ("Scroll down", .scroll(.down)), ("Go back", .goBack),
            // A command's words are heard as names are: Apple writes "Double-tap <item>".
            ("Double-tap Submit", .doubleTap(.name("Submit"))), ("double-tap", .doubleTap(nil)), ("Long-press Mail", .longPress(.name("Mail"))),
            ("Double–tap E-mail", .doubleTap(.name("E-mail"))), ("Doubletap Mail", nil), ("Double", nil),
            ("", nil), ("Tap", nil), ("Drag Mail", nil), ("Drag to 7", nil), ("Sing a song", nil), ("Swipe up Mail", nil), ("0", nil),
        ]
        for (phrase, command) in parsed {
            XCTAssertEqual(VoiceControlCommand(phrase: phrase), command, phrase)
        }
    }

    func testNamesAndNumbersFollowVoiceOversOrderOverActionableElements() {
        let session = Session(scene: scene(), settings: Settings())
        let items = VoiceControlItems(order: session.navigation, screen: session.scene.device.bounds)
        XCTAssertEqual(items.items.map(\.id), ["favorite", "share-1", "share-2", "volume"], "static text is neither named nor numbered")
        XCTAssertEqual(items.items.map(\.number), [1, 2, 3, 4])
        XCTAssertEqual(items.items.map { $0.shownName ?? "-" }, ["Favorite", "Share", "share", "Volume"], "the first input label, else the label")
        XCTAssertEqual(items.items[0].names, ["Favorite", "Heart"])
        XCTAssertEqual(items.matching("HEART").map(\.id), ["favorite"])
        XCTAssertEqual(VoiceControlItems.key("  Share\tPhoto  now "), "share photo now")
        XCTAssertEqual(VoiceControlItems.key("Share photo"), "share photo")
        XCTAssertEqual(VoiceControlItems.key("Share\u{00A0}\r\n\u{0B}photo\u{3000}"), "share photo", "Unicode's white space too, not only ASCII's")
        XCTAssertEqual(items.ambiguities.map(\.name), ["Share"])
        XCTAssertEqual(items.ambiguities.first?.items.map(\.id), ["share-1", "share-2"])
    }

    /// Voice Control shows names and numbers for the items on the screen (Apple's user guide): a
    /// "Skip to content" button parked off the screen gets no number and answers to no name, so
    /// "Tap 1" is the first element that shows; an element partly on the screen keeps both.
    func testAnElementWhollyOffTheScreenIsNeitherNumberedNorNamed() {
        let tested = VOTestScene { scene, _ in
            var skip = button("skip", "Skip to content", x: -300, y: 10, width: 200)
            skip.onActivate = { _ in scene.log.append("activate skip"); return true }
            var below = button("below", "Below", x: 16, y: 900)
            below.onActivate = { _ in scene.log.append("activate below"); return true }
            var alpha = button("alpha", "Alpha", x: 16, y: 100)
            alpha.onActivate = { _ in scene.log.append("activate alpha"); return true }
            var edge = button("edge", "Edge", x: 340, y: 200)
            edge.onActivate = { _ in scene.log.append("activate edge"); return true }
            return [skip, below, alpha, edge]
        }
        let driven = start(tested)
        XCTAssertEqual(driven.session.voiceControlItems.items.map(\.id), ["alpha", "edge"], "what shows, partly or whole")
        XCTAssertEqual(say(driven, "Tap 1", at: 100), ["activate alpha true"])
        XCTAssertEqual(say(driven, "Tap Skip to content", at: 200), ["missed noMatch: Tap Skip to content"])
        XCTAssertEqual(say(driven, "Tap 3", at: 300), ["missed noMatch: Tap 3"])
        XCTAssertEqual(tested.log, ["activate alpha"])
    }

    /// The names are kept while the tree is unchanged and built again once scene code ran (the one
    /// place the session decides the tree may have changed): a label changed by an action is the
    /// name the next read shows, and a phrase can say it at once.
    func testNamesAreKeptUntilSceneCodeRunsThenBuiltFromTheNewTree() {
        let tested = VOTestScene { scene, _ in
            var like = button("like", scene.state["liked"] == nil ? "Like" : "Unlike", x: 0, y: 100)
            like.onActivate = { _ in scene.state["liked"] = "yes"; return true }
            return [like]
        }
        let driven = start(tested)
        XCTAssertEqual(driven.session.voiceControlItems.items.map(\.shownName), ["Like"])
        XCTAssertNotNil(driven.session.voiceControlItemsCache, "read once, kept")
        XCTAssertEqual(say(driven, "Show names continuously", at: 50), ["overlay names continuously"])
        XCTAssertNotNil(driven.session.voiceControlItemsCache, "a phrase that runs no scene code keeps them")
        XCTAssertEqual(say(driven, "Tap Like", at: 100), ["activate like true"])
        XCTAssertNil(driven.session.voiceControlItemsCache, "the activation ran scene code: dropped")
        XCTAssertEqual(driven.session.voiceControlItems.items.map(\.shownName), ["Unlike"], "the new label, not the kept one")
        XCTAssertEqual(driven.session.voiceControlItems.items.map(\.names), VoiceControlItems(order: driven.session.navigation, screen: driven.session.scene.device.bounds).items.map(\.names))
        XCTAssertEqual(say(driven, "Tap Like", at: 200), ["missed noMatch: Tap Like"])
        XCTAssertEqual(say(driven, "Tap Unlike", at: 300), ["activate like true"])
    }

    func testTapByAnyNameOrNumberActivatesThroughTheElementActions() {
        let tested = scene()
        let driven = start(tested)
        XCTAssertTrue(driven.isVoiceControlOn)
        XCTAssertEqual(say(driven, "tap heart", at: 100), ["activate favorite true"])
        XCTAssertEqual(say(driven, "Tap 4", at: 200), ["tap volume true"], "no activate hook: UIKit's tap at the activation point")
        XCTAssertEqual(say(driven, "Increment Volume", at: 300), ["increment volume true"])
        XCTAssertEqual(say(driven, "Decrement Favorite", at: 400), ["decrement favorite false", "missed notAvailable: Decrement Favorite"])
        XCTAssertEqual(tested.log.filter { !$0.hasPrefix("touch") }, ["activate favorite", "gesture tap (150, 322)", "increment"])
    }

    func testANameSeveralElementsShareAsksForANumberOverJustThose() {
        let tested = scene()
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Tap Share", at: 100), ["choose share-1 share-2"])
        XCTAssertEqual(driven.session.voiceControlChoices, ["share-1", "share-2"])
        XCTAssertEqual(say(driven, "2", at: 200), ["choose ", "activate share-2 true"])
        XCTAssertEqual(tested.log, ["activate share-2"])
        XCTAssertEqual(say(driven, "Tap share", at: 300), ["choose share-1 share-2"])
        XCTAssertEqual(say(driven, "3", at: 400), ["choose ", "missed noMatch: 3"], "only the choice's numbers count")
        XCTAssertEqual(say(driven, "Tap Share", at: 500), ["choose share-1 share-2"])
        XCTAssertEqual(say(driven, "Tap Favorite", at: 600), ["choose ", "activate favorite true"], "another phrase closes the choice")
    }

    /// While a choice is open the numbers on the screen are its own: "Tap 2" is its second element,
    /// as "2" is, never the element numbered 2 on the whole screen, whose number is not shown.
    func testANumberSaidWithAVerbDuringAChoiceIsTheChoicesNumber() {
        let tested = scene()
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Tap Share", at: 100), ["choose share-1 share-2"])
        XCTAssertEqual(say(driven, "Tap 2", at: 200), ["choose ", "activate share-2 true"])
        XCTAssertEqual(say(driven, "Tap Share", at: 300), ["choose share-1 share-2"])
        XCTAssertEqual(say(driven, "Double tap 1", at: 400), ["choose ", "doubleTap share-1 true"], "the verb said is the one done")
        XCTAssertEqual(say(driven, "Tap Share", at: 500), ["choose share-1 share-2"])
        XCTAssertEqual(say(driven, "Tap 4", at: 600), ["choose ", "missed noMatch: Tap 4"], "only the choice's numbers count")
        XCTAssertEqual(say(driven, "Tap 4", at: 700), ["tap volume true"], "with the choice closed, numbers are the screen's again")
        XCTAssertEqual(tested.log.filter { $0.hasPrefix("activate") }, ["activate share-2"], "a double tap is a gesture, not an activation")
    }

    /// A name of digits alone is heard as a number: it reaches the element numbered so, so it is no
    /// name of its own, and two elements sharing it are never a choice.
    func testANameOfDigitsIsHeardAsANumberAndIsNeverAmbiguous() {
        let scene = VOTestScene { _, _ in
            [button("down", "3", x: 0, y: 100), button("up", "3", x: 100, y: 100), button("zero-a", "0", x: 0, y: 200), button("zero-b", "0", x: 100, y: 200)]
        }
        XCTAssertTrue(VoiceControlCommand.readsAsNumber("3"))
        XCTAssertTrue(VoiceControlCommand.readsAsNumber(" 12 "))
        XCTAssertFalse(VoiceControlCommand.readsAsNumber("0"), "no element is numbered 0: said, it is a name")
        XCTAssertFalse(VoiceControlCommand.readsAsNumber("3 stars"))
        let driven = start(scene)
        XCTAssertEqual(driven.session.voiceControlItems.ambiguities.map(\.name), ["0"])
        XCTAssertEqual(say(driven, "Tap 3", at: 100), ["tap zero-a true"], "the element numbered 3, not those named \"3\"")
    }

    /// A name is matched as it is said, not as it is spelled: no one says the ellipsis of
    /// "Next page…", a quote or a final full stop, a typographic apostrophe is said as a straight
    /// one, and a number is said in digits or in words alike (docs/voice-control.md).
    /// The byte-by-byte key of an ASCII name is the scalar-by-scalar one: letters, digits,
    /// apostrophes, punctuation and number words, every pair and triple of pieces, spaced or not.
    /// An input label of invisible characters alone (a zero-width space) is as blank as an empty
    /// one: UIKit uses the label when the input labels are "empty or invalid". It was a name that
    /// nothing said could match, and the label was never used.
    func testAnInvisibleInputLabelFallsBackToTheLabel() {
        let tested = VOTestScene { scene, _ in
            var reply = button("reply", "Reply", x: 0, y: 100)
            reply.userInputLabels = ["\u{200B}", " \u{FEFF}\u{2060} "]
            reply.onActivate = { _ in scene.log.append("activate reply"); return true }
            var invisible = button("invisible", "\u{200B}", x: 0, y: 200)
            invisible.onActivate = { _ in true }
            return [reply, invisible]
        }
        let driven = start(tested)
        XCTAssertEqual(driven.session.voiceControlItems.items.map(\.names), [["Reply"], []])
        XCTAssertEqual(say(driven, "Tap Reply", at: 100), ["activate reply true"])
        XCTAssertTrue(VoiceControlItems.isBlank("\u{200B}\u{200D} \t"))
        XCTAssertFalse(VoiceControlItems.isBlank("\u{200B}a"))
        XCTAssertFalse(VoiceControlItems.isBlank("★"))
        // Invisible inside a word joins it.
        XCTAssertEqual(VoiceControlItems.key("Re\u{200B}ply"), "reply")
    }

    /// The symbols people say as words match either spelling: "Terms and Conditions" reaches
    /// "Terms & Conditions", "Google plus" reaches "Google+", "15 percent" reaches "15%"; and a name
    /// that is a number with a symbol is a name: "Tap 15%" tapped the element numbered 15.
    func testSymbolsAreMatchedAsTheWordsSaidForThem() {
        XCTAssertEqual(VoiceControlItems.key("Terms & Conditions"), "terms and conditions")
        XCTAssertEqual(VoiceControlItems.key("Google+"), "google plus")
        XCTAssertEqual(VoiceControlItems.key("15%"), "15 percent")
        XCTAssertEqual(VoiceControlItems.key("Q&A"), "q and a")
        XCTAssertEqual(VoiceControlItems.key("Fünf & fünfzig"), "fünf and fünfzig", "the general path too")
        XCTAssertEqual(VoiceControlCommand(phrase: "Tap 15%"), .tap(.name("15%")))
        XCTAssertFalse(VoiceControlCommand.readsAsNumber("15%"))
        XCTAssertEqual(VoiceControlCommand(phrase: "Tap 15"), .tap(.number(15)))
        let tested = VOTestScene { scene, _ in
            let labels = ["15%", "Terms & Conditions", "Google+"] + (4...16).map { "Item \($0)" }
            return labels.enumerated().map { index, label in
                var element = button("b\(index + 1)", label, x: 0, y: Double(index) * 48)
                element.onActivate = { _ in scene.log.append("activate b\(index + 1)"); return true }
                return element
            }
        }
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Tap 15%", at: 100), ["activate b1 true"], "the element named 15%, not number 15")
        XCTAssertEqual(say(driven, "Tap 15 percent", at: 200), ["activate b1 true"])
        XCTAssertEqual(say(driven, "Tap Terms and Conditions", at: 300), ["activate b2 true"])
        XCTAssertEqual(say(driven, "Tap Terms & Conditions", at: 400), ["activate b2 true"])
        XCTAssertEqual(say(driven, "Google plus", at: 500), ["activate b3 true"])
        XCTAssertEqual(say(driven, "Tap 15", at: 600), ["activate b15 true"])
    }

    func testTheASCIIKeyIsTheGeneralOne() {
        let pieces = ["Tap", "next", "PAGE", "five", "Twenty", "one", "stars", "don't", "O'Neil", "...", "-", "!", ".", " ", "  ",
                      "\t", "3", "42", "zero", "ninety", "nine", "Seven", "eleven", "x", "on", "tens", "four-five", "\"quoted\"", "(a)", "Wi-Fi",
                      "&", "+", "%", "Q&A", "15%", "five%"]
        var names = [""] + pieces
        for a in pieces { for b in pieces { for separator in [" ", ""] { names.append(a + separator + b) } } }
        for a in pieces { for b in pieces { for c in pieces { names.append(a + " " + b + c) } } }
        for name in names where VoiceControlItems.key(name) != VoiceControlItems.scalarKey(name) {
            XCTFail("\"\(name)\": \(VoiceControlItems.key(name)) against \(VoiceControlItems.scalarKey(name))")
        }
    }

    /// A letter in a compatibility form is keyed as the letter said: fullwidth Latin (common in
    /// Japanese and Chinese interfaces) and a typeset ligature match the ASCII a recogniser writes,
    /// and an accent written apart matches the accented letter.
    func testCompatibilityFormsAreKeyedAsTheLettersSaid() {
        XCTAssertEqual(VoiceControlItems.key("\u{FF2F}\u{FF2B}"), "ok")
        XCTAssertEqual(VoiceControlItems.key("\u{FB01}le"), "file")
        XCTAssertEqual(VoiceControlItems.key("Cafe\u{0301}"), VoiceControlItems.key("Caf\u{00E9}"))
        XCTAssertEqual(VoiceControlItems.key("\u{FF33}\u{FF45}\u{FF4E}\u{FF44} \u{FF15}"), "send 5")
    }

    func testANameIsMatchedAsItIsSaidWithoutPunctuationAndWithNumbersInWordsOrDigits() {
        let tested = VOTestScene { scene, _ in
            let names = ["next": "Next page…", "dont": "Don\u{2019}t save", "stars": "Rate 5 stars", "wifi": "Wi-Fi", "done": "\"Done.\"", "star": "★"]
            return names.keys.sorted().enumerated().map { index, id in
                var element = button(id, names[id]!, x: 0, y: Double(index) * 60)
                element.onActivate = { _ in scene.log.append(id); return true }
                return element
            }
        }
        XCTAssertEqual(VoiceControlItems.key("Next page…"), "next page")
        XCTAssertEqual(VoiceControlItems.key("Next page..."), "next page")
        XCTAssertEqual(VoiceControlItems.key("Don\u{2019}t  Save!"), "dont save")
        XCTAssertEqual(VoiceControlItems.key("Rate five stars"), "rate 5 stars")
        XCTAssertEqual(VoiceControlItems.key("Twenty-one pilots"), "21 pilots")
        XCTAssertEqual(VoiceControlItems.key("Café"), "café")
        XCTAssertEqual(VoiceControlItems.key("★"), "")
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Tap Next page", at: 100), ["activate next true"])
        XCTAssertEqual(say(driven, "Tap next page...", at: 200), ["activate next true"])
        XCTAssertEqual(say(driven, "Tap Don't save", at: 300), ["activate dont true"])
        XCTAssertEqual(say(driven, "Tap Rate five stars", at: 400), ["activate stars true"])
        XCTAssertEqual(say(driven, "Tap Wi Fi", at: 500), ["activate wifi true"])
        XCTAssertEqual(say(driven, "Tap Done", at: 600), ["activate done true"])
        XCTAssertEqual(say(driven, "Tap ★", at: 700), ["missed noMatch: Tap ★"], "a symbol is no name to say")
        XCTAssertEqual(driven.session.voiceControlItems.items.first { $0.id == "next" }?.shownName, "Next page…", "shown as spelled")
        XCTAssertEqual(tested.log, ["next", "next", "dont", "stars", "wifi", "done"])
    }

    /// A number is a number whether said in digits or in words: "Tap three" is "Tap 3", and a bare
    /// "twenty one" chooses as "21" does.
    func testANumberSaidInWordsIsTheNumber() {
        XCTAssertEqual(VoiceControlCommand(phrase: "Tap three"), .tap(.number(3)))
        XCTAssertEqual(VoiceControlCommand(phrase: "twenty one"), .choose(21))
        XCTAssertEqual(VoiceControlCommand(phrase: "Drag from two to seven"), .drag(.number(2), to: .number(7)))
        XCTAssertEqual(VoiceControlCommand(phrase: "Tap zero"), .tap(.name("zero")), "0 numbers nothing")
        XCTAssertEqual(VoiceControlCommand(phrase: "Tap three stars"), .tap(.name("three stars")))
        XCTAssertTrue(VoiceControlCommand.readsAsNumber("Three"))
        let driven = start(scene())
        XCTAssertEqual(say(driven, "Tap four", at: 100), ["tap volume true"])
    }

    /// Voice Control's "<item name>" command: the name alone taps, as "Tap NAME" does, a name
    /// several elements answer to asks which, and a phrase that names nothing is not understood.
    func testAnItemsNameSaidAloneTapsIt() {
        let tested = scene()
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Favorite", at: 100), ["activate favorite true"])
        XCTAssertEqual(say(driven, "heart.", at: 200), ["activate favorite true"])
        XCTAssertEqual(say(driven, "Share", at: 300), ["choose share-1 share-2"])
        XCTAssertEqual(say(driven, "1", at: 400), ["choose ", "activate share-1 true"])
        XCTAssertEqual(say(driven, "Settings", at: 500), ["missed notUnderstood: Settings"], "static text has no name to say")
        XCTAssertEqual(tested.log, ["activate favorite", "activate favorite", "activate share-1"])
    }

    /// "Show grid with 5 columns and 4 rows" (Voice Control's settings list it, with "… with N
    /// columns" and "… with N rows"): a grid of that shape, refined in the same shape.
    func testTheGridTakesTheShapeSaid() {
        XCTAssertEqual(VoiceControlCommand(phrase: "Show grid with 5 columns and 4 rows"), .showGrid(columns: 5, rows: 4, continuously: false))
        XCTAssertEqual(VoiceControlCommand(phrase: "show grid with two rows"), .showGrid(columns: 3, rows: 2, continuously: false))
        XCTAssertEqual(VoiceControlCommand(phrase: "Show grid continuously with 6 columns"), .showGrid(columns: 6, rows: 3, continuously: true))
        XCTAssertEqual(VoiceControlCommand(phrase: "Show grid with 4 rows and 2 columns"), .showGrid(columns: 2, rows: 4, continuously: false))
        for phrase in ["Show grid with", "Show grid with 5", "Show grid with 2 columns and 3 columns", "Show grid with many columns"] {
            XCTAssertNil(VoiceControlCommand(phrase: phrase), phrase)
        }
        // A count out of range is still the command, said: the session refuses it (below).
        XCTAssertEqual(VoiceControlCommand(phrase: "Show grid with 21 columns"), .showGrid(columns: 21, rows: 3, continuously: false))
        XCTAssertEqual(VoiceControlCommand(phrase: "Show grid with zero rows"), .showGrid(columns: 3, rows: 0, continuously: false))
        let driven = start(scene())
        let screen = driven.session.scene.device.bounds
        XCTAssertEqual(say(driven, "Show grid with 5 columns and 4 rows", at: 100), ["overlay grid"])
        guard case .grid(let grid)? = driven.session.voiceControlOverlay else { return XCTFail("no grid") }
        XCTAssertEqual(grid, VoiceControlGrid(area: screen, columns: 5, rows: 4))
        XCTAssertEqual(grid.cell(20), Rect(screen.width * 0.8, screen.height * 0.75, screen.width / 5, screen.height / 4))
        XCTAssertEqual(say(driven, "20", at: 200), ["overlay grid"])
        XCTAssertEqual(driven.session.voiceControlOverlay, .grid(VoiceControlGrid(area: grid.cell(20)!, columns: 5, rows: 4)), "refined in the same shape")
        XCTAssertEqual(say(driven, "21", at: 300), ["missed noMatch: 21"])
    }

    /// A grid shape out of range (1 to 20 each way) is a well-formed command refused as such
    /// (`outOfRange`), not a phrase Voice Control did not understand, and shows nothing.
    func testAGridCountOutOfRangeIsMissedAsOutOfRange() {
        let driven = start(scene())
        XCTAssertEqual(say(driven, "Show grid with 21 columns", at: 100), ["missed outOfRange: Show grid with 21 columns"])
        XCTAssertEqual(say(driven, "Show grid with 0 rows", at: 200), ["missed outOfRange: Show grid with 0 rows"])
        XCTAssertEqual(say(driven, "Show grid continuously with 4 columns and 30 rows", at: 300),
                       ["missed outOfRange: Show grid continuously with 4 columns and 30 rows"])
        XCTAssertNil(driven.session.voiceControlOverlay)
        XCTAssertEqual(say(driven, "Show grid with many columns", at: 400), ["missed notUnderstood: Show grid with many columns"])
        XCTAssertEqual(say(driven, "Show grid with 20 columns and 20 rows", at: 500), ["overlay grid"], "20 is in range")
    }

    /// A side of one cell is cut into three when refined: a 1 × 1 grid refined to the same area
    /// forever, so only the screen's centre was reachable; a 1 × 5 grid never narrowed across.
    func testRefiningASideOfOneCellCutsItIntoThree() {
        let driven = start(scene())
        let screen = driven.session.scene.device.bounds
        XCTAssertEqual(say(driven, "Show grid continuously with one column and one row", at: 100), ["overlay grid continuously"])
        XCTAssertEqual(driven.session.voiceControlOverlay, .grid(VoiceControlGrid(area: screen, columns: 1, rows: 1)))
        XCTAssertEqual(say(driven, "1", at: 200), ["overlay grid continuously"])
        XCTAssertEqual(driven.session.voiceControlOverlay, .grid(VoiceControlGrid(area: screen, columns: 3, rows: 3)), "a 3 × 3 grid over the cell")
        XCTAssertEqual(say(driven, "9", at: 300), ["overlay grid continuously"])
        guard case .grid(let grid)? = driven.session.voiceControlOverlay else { return XCTFail("no grid") }
        XCTAssertEqual(grid.area, Rect(screen.width * 2 / 3, screen.height * 2 / 3, screen.width / 3, screen.height / 3), "it narrows")
        let column = VoiceControlGrid(area: screen, columns: 1, rows: 5)
        XCTAssertEqual(column.refined(to: 2), VoiceControlGrid(area: Rect(0, screen.height / 5, screen.width, screen.height / 5), columns: 3, rows: 5))
    }

    func testWhatMatchesNothingOrIsNoCommandSaysSo() {
        let driven = start(scene())
        XCTAssertEqual(say(driven, "Tap Settings", at: 100), ["missed noMatch: Tap Settings"], "static text is not named")
        XCTAssertEqual(say(driven, "Tap 9", at: 200), ["missed noMatch: Tap 9"])
        XCTAssertEqual(say(driven, "Make it so", at: 300), ["missed notUnderstood: Make it so"])
        driven.apply(.voiceControl(.off), at: 400)
        XCTAssertFalse(driven.isVoiceControlOn)
        XCTAssertEqual(say(driven, "Tap Favorite", at: 500), ["missed notAvailable: Tap Favorite"])
    }

    func testOverlaysShowUntilAnActionUnlessContinuous() {
        let driven = start(scene())
        XCTAssertEqual(say(driven, "Show numbers", at: 100), ["overlay numbers"])
        XCTAssertEqual(driven.session.voiceControlOverlay, .numbers)
        XCTAssertEqual(say(driven, "Tap 1", at: 200), ["activate favorite true", "overlay none"])
        XCTAssertEqual(say(driven, "Show names continuously", at: 300), ["overlay names continuously"])
        XCTAssertEqual(say(driven, "Tap 1", at: 400), ["activate favorite true"])
        XCTAssertEqual(say(driven, "Hide numbers", at: 500), ["missed notAvailable: Hide numbers"])
        XCTAssertEqual(say(driven, "Hide names", at: 600), ["overlay none"])
        XCTAssertNil(driven.session.voiceControlOverlay)
    }

    func testTheGridIsRefinedByANumberAndTappedAtACell() {
        let tested = scene()
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Show grid", at: 100), ["overlay grid"])
        XCTAssertEqual(driven.session.voiceControlOverlay, .grid(VoiceControlGrid(area: Rect(0, 0, 390, 844))))
        XCTAssertEqual(say(driven, "1", at: 200), ["overlay grid"])
        XCTAssertEqual(driven.session.voiceControlOverlay, .grid(VoiceControlGrid(area: Rect(0, 0, 130, 844.0 / 3))))
        // Cell 4 of the refined grid: x 0–43.3, y 93.8–187.6, centred on the Favorite button (y 100–144).
        XCTAssertEqual(say(driven, "Tap 4", at: 300), ["touch tap (21.67, 140.67)", "overlay none"])
        XCTAssertEqual(tested.log.last, "gesture tap (21.67, 140.67)")
    }

    /// The grid reaches every part of the screen (Apple: it is for what the app does not expose):
    /// a gesture said with a cell's number is a touch at the cell's centre, delivered to the scene as
    /// a finger's is (its touches, then the gesture, with the `gesture` record a finger's leaves),
    /// whether or not an accessibility element is there. It used to hit-test the accessibility tree
    /// and miss (`noMatch`) over a hidden element or a plain background.
    func testTheGridTouchesWhereNoElementIs() {
        let tested = VOTestScene { scene, _ in
            var far = button("far", "Far", x: 200, y: 700)
            far.onActivate = { _ in scene.log.append("activate far"); return true }
            return [far]
        }
        let driven = start(tested)
        let cell1 = Point(65, 844.0 / 6)
        XCTAssertEqual(say(driven, "Show grid continuously", at: 100), ["overlay grid continuously"])
        tested.log.removeAll()
        driven.apply(.voiceControl(.say("Tap 1")), at: 200)
        let outputs = driven.drainOutputs().map(\.event)
        XCTAssertEqual(outputs.first, .voiceControl(.touch(gesture: .tap, at: cell1, direction: nil)))
        XCTAssertTrue(outputs.contains(.gesture(kind: .tap, fingers: 1, direction: nil)), "the gesture record a finger's tap leaves")
        XCTAssertEqual(tested.log.filter { !$0.hasPrefix("settings") }, ["touch -1 began \(cell1)", "touch -1 ended \(cell1)", "gesture tap \(cell1)"])
        tested.log.removeAll()
        XCTAssertEqual(say(driven, "Double tap 1", at: 300), ["touch doubleTap \(cell1)"])
        XCTAssertEqual(tested.log.last, "gesture doubleTap \(cell1)")
        XCTAssertEqual(tested.log.filter { $0.hasPrefix("touch") }.count, 4, "two taps' touches")
        XCTAssertEqual(say(driven, "Long press 1", at: 400), ["touch longPress \(cell1)"])
        XCTAssertEqual(tested.log.suffix(3), ["touch -1 began \(cell1)", "gesture longPress \(cell1)", "touch -1 ended \(cell1)"])
        XCTAssertEqual(say(driven, "Swipe left on 1", at: 500), ["touch swipe.left \(cell1)"])
        XCTAssertEqual(tested.log.last, "gesture swipe \(cell1)")
        XCTAssertEqual(say(driven, "Tap 10", at: 600), ["missed noMatch: Tap 10"], "the grid shows nine cells")
        XCTAssertFalse(tested.log.contains("activate far"))
    }

    func testGesturesScrollAndGoBackActThroughTheElementActions() {
        let tested = scene()
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Double tap Favorite", at: 100), ["doubleTap favorite true"])
        XCTAssertEqual(say(driven, "Long press 2", at: 200), ["longPress share-1 true"])
        XCTAssertEqual(say(driven, "Swipe left on Volume", at: 300), ["swipe.left volume true"])
        XCTAssertEqual(tested.log.filter { $0.hasPrefix("gesture") },
                       ["gesture doubleTap (50, 122)", "gesture longPress (50, 222)", "gesture swipe (150, 322)"])
        tested.log.removeAll()
        XCTAssertEqual(say(driven, "Scroll down", at: 400), ["scroll.up area true"], "the content moves up to show what is below")
        XCTAssertEqual(say(driven, "Go back", at: 500), ["escape area true"])
        XCTAssertEqual(tested.log, ["scroll up", "escape"])
    }

    /// "Scroll down" where nothing scrolls is a miss the user sees, as "Increment" on what is not
    /// adjustable is; it used to do nothing at all, not even report that it was heard.
    func testScrollingWhereNothingScrollsIsAMiss() {
        let tested = VOTestScene { scene, _ in
            var only = button("only", "Only", x: 100, y: 400)
            only.onActivate = { _ in scene.log.append("activate only"); return true }
            return [only]
        }
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Show numbers", at: 100), ["overlay numbers"])
        XCTAssertEqual(say(driven, "Scroll down", at: 200), ["missed notAvailable: Scroll down"])
        XCTAssertEqual(driven.session.voiceControlOverlay, .numbers, "a miss leaves the overlay shown")
    }

    /// A home screen's pages asked to scroll down, or a list at its end: the scroll is offered and
    /// declined, nothing moves, and the user sees the phrase did nothing.
    func testScrollingThatEveryHandlerDeclinesIsAMiss() {
        let tested = VOTestScene { scene, _ in
            var area = AccessibilityElement.container(id: "pages", frame: Rect(0, 0, 390, 844), label: "Pages",
                                                      children: [button("only", "Only", x: 100, y: 400)])
            area.onScroll = { direction, _ in
                scene.log.append("scroll \(direction.rawValue)")
                return direction == .left || direction == .right
            }
            return [area]
        }
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Scroll down", at: 100), ["scroll.up pages false", "missed notAvailable: Scroll down"])
        XCTAssertEqual(say(driven, "Scroll right", at: 200), ["scroll.left pages true"], "the pages scroll sideways")
        XCTAssertEqual(tested.log, ["scroll up", "scroll left"])
    }

    /// An unnamed Scroll asks the area under the centre first and, where it declines that way,
    /// the screen's other scroll areas in tree order until one scrolls: a list at the centre
    /// declines "Scroll right", the carousel above it takes it. A centre in a gap of an area (no
    /// element there) finds the area, as point scanning's Scroll does.
    func testScrollAsksTheCentreThenTheScreensOtherScrollAreas() {
        let tested = VOTestScene { scene, _ in
            var carousel = AccessibilityElement.container(id: "carousel", frame: Rect(0, 0, 390, 200), label: "Photos",
                                                          children: [button("photo", "Photo", x: 0, y: 50)])
            carousel.onScroll = { direction, _ in scene.log.append("carousel \(direction.rawValue)"); return direction == .left || direction == .right }
            var list = AccessibilityElement.container(id: "list", frame: Rect(0, 300, 390, 500), label: "List",
                                                      children: [button("row", "Row", x: 0, y: 310)])
            list.onScroll = { direction, _ in scene.log.append("list \(direction.rawValue)"); return direction == .up || direction == .down }
            return [carousel, list]
        }
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Scroll down", at: 100), ["scroll.up list true"], "the centre's area, in a gap between its rows")
        XCTAssertEqual(say(driven, "Scroll right", at: 200), ["scroll.left list false", "scroll.left carousel true"])
        XCTAssertEqual(tested.log, ["list up", "list left", "carousel left"])
    }

    func testDragFromOneElementToAnotherThroughTheirDescriptors() {
        let tested = VOTestScene { _, _ in
            func icon(_ id: String, _ name: String, x: Double) -> AccessibilityElement {
                var e = button(id, name, x: x, y: 0, width: 60, height: 60)
                e.dragSources = [LocationDescriptor(name: "Drag \(name)", point: Point(x + 30, 30))]
                e.dropPoints = [LocationDescriptor(name: "Drop left of \(name)", point: Point(x + 2, 30)),
                                LocationDescriptor(name: "Create folder with \(name)", point: Point(x + 30, 30))]
                return e
            }
            return [icon("mail", "Mail", x: 0), icon("notes", "Notes", x: 100), button("plain", "Plain", y: 300)]
        }
        tested.dragItems = ["(30, 30)": DragItem(id: "mail", name: "Mail")]
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Drag Mail to 2", at: 100), ["drag mail true", "drop notes true"])
        XCTAssertEqual(tested.log.filter { $0.hasPrefix("drop") }, ["drop mail (130, 30)"], "the drop point nearest the target's centre")
        XCTAssertEqual(say(driven, "Drag Plain to Mail", at: 200), ["missed notAvailable: Drag Plain to Mail"], "no drag source")
        XCTAssertEqual(say(driven, "Drag from 1 to 3", at: 300), ["drag mail true", "missed notAvailable: Drag from 1 to 3"], "no drop point: cancelled")
        XCTAssertFalse(driven.session.isDragging)
    }

    /// "Drag Mail to Eggs" onto a list whose rows each offer a drop above and below them, at their
    /// top and bottom edges: both lie as near the row's centre, and the drop lands above the row,
    /// where UIKit inserts an item let go on a row (its index path), whatever order the scene
    /// declares them in. The first declared won before, "below" here. The last row's "below" is
    /// reached only when it is the nearest point, never by a tie.
    func testADropBetweenRowsTiedAboveAndBelowLandsAbove() {
        let tested = VOTestScene { _, _ in
            func row(_ id: String, _ name: String, y: Double) -> AccessibilityElement {
                var e = button(id, name, x: 0, y: y, width: 390, height: 60)
                e.dropPoints = [LocationDescriptor(name: "Drop below \(name)", point: Point(195, y + 60)),
                                LocationDescriptor(name: "Drop above \(name)", point: Point(195, y))]
                return e
            }
            var mail = button("mail", "Mail", x: 0, y: 0, width: 60, height: 60)
            mail.dragSources = [LocationDescriptor(name: "Drag Mail", point: Point(30, 30))]
            // Side by side, tied left and right: the leading one (left, left to right).
            var pair = button("pair", "Pair", x: 0, y: 300, width: 100, height: 60)
            pair.dropPoints = [LocationDescriptor(name: "Drop after Pair", point: Point(100, 330)),
                               LocationDescriptor(name: "Drop before Pair", point: Point(0, 330))]
            return [mail, row("milk", "Milk", y: 100), row("eggs", "Eggs", y: 160), pair]
        }
        tested.dragItems = ["(30, 30)": DragItem(id: "mail", name: "Mail")]
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Drag Mail to Eggs", at: 100), ["drag mail true", "drop eggs true"])
        XCTAssertEqual(say(driven, "Drag Mail to Pair", at: 200), ["drag mail true", "drop pair true"])
        XCTAssertEqual(tested.log.filter { $0.hasPrefix("drop") }, ["drop mail (195, 160)", "drop mail (0, 330)"],
                       "a tie lands above, then on the leading side")
    }

    /// A row dragged onto another row of its own list lands where UIKit's reordering puts it: a row
    /// moved down takes the named row's index path, below it; one moved up, above it. Not the order
    /// the scene declares the points in, and not where the row lies on the screen alone.
    func testARowDraggedOntoARowOfItsListLandsBelowGoingDownAndAboveGoingUp() {
        let tested = VOTestScene { _, _ in
            func row(_ id: String, _ name: String, y: Double) -> AccessibilityElement {
                var e = button(id, name, x: 0, y: y, width: 390, height: 60)
                e.dragSources = [LocationDescriptor(name: "Drag \(name)", point: Point(195, y + 30))]
                e.dropPoints = [LocationDescriptor(name: "Drop above \(name)", point: Point(195, y)),
                                LocationDescriptor(name: "Drop below \(name)", point: Point(195, y + 60))]
                return e
            }
            return [row("milk", "Milk", y: 100), row("eggs", "Eggs", y: 160), row("tea", "Tea", y: 220)]
        }
        tested.dragItems = ["(195, 130)": DragItem(id: "milk", name: "Milk"), "(195, 250)": DragItem(id: "tea", name: "Tea")]
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Drag Milk to Eggs", at: 100), ["drag milk true", "drop eggs true"])
        XCTAssertEqual(say(driven, "Drag Tea to Eggs", at: 200), ["drag tea true", "drop eggs true"])
        XCTAssertEqual(tested.log.filter { $0.hasPrefix("drop") }, ["drop milk (195, 220)", "drop tea (195, 160)"],
                       "down onto Eggs: below it; up onto Eggs: above it")
        XCTAssertEqual(Session.dropPoint(of: [LocationDescriptor(name: "before", point: Point(0, 0)), LocationDescriptor(name: "after", point: Point(10, 0))],
                                         nearest: Point(5, 0), rightToLeft: false, movingForward: true)?.name, "after")
        XCTAssertEqual(Session.dropPoint(of: [LocationDescriptor(name: "before", point: Point(10, 0)), LocationDescriptor(name: "after", point: Point(0, 0))],
                                         nearest: Point(5, 0), rightToLeft: true, movingForward: true)?.name, "after")
    }

    /// Icons Mail and Notes, each with a drag source and a drop point, and a back button.
    private func iconsScene() -> VOTestScene {
        let tested = VOTestScene { scene, _ in
            func icon(_ id: String, _ name: String, x: Double) -> AccessibilityElement {
                var e = button(id, name, x: x, y: 0, width: 60, height: 60)
                e.dragSources = [LocationDescriptor(name: "Drag \(name)", point: Point(x + 30, 30))]
                e.dropPoints = [LocationDescriptor(name: "Drop on \(name)", point: Point(x + 30, 30))]
                return e
            }
            var back = button("back", "Back", y: 300, traits: [.button, .backButton])
            back.onActivate = { _ in scene.log.append("back"); return true }
            return [icon("mail", "Mail", x: 0), icon("notes", "Notes", x: 100), back]
        }
        tested.dragItems = ["(30, 30)": DragItem(id: "mail", name: "Mail")]
        return tested
    }

    /// "Drag A to B" onto a drop point that refuses ends the drag: the phrase is one gesture. The
    /// drag was left under way, so every later drag, said or through VoiceOver's rotor, failed
    /// without a word, and "Go back" went to the back button instead.
    func testARefusedDropEndsTheDragAndTheNextDragWorks() {
        let tested = iconsScene()
        tested.dropAccepted = false
        let driven = start(tested)
        XCTAssertEqual(say(driven, "Drag Mail to Notes", at: 100), ["drag mail true", "drop notes false"])
        XCTAssertFalse(driven.session.isDragging)
        XCTAssertEqual(tested.log.filter { $0.hasPrefix("cancelled") }, ["cancelled mail"], "the scene hears the drag end")
        tested.dropAccepted = true
        XCTAssertEqual(say(driven, "Drag Mail to Notes", at: 200), ["drag mail true", "drop notes true"])
    }

    /// Escape, whichever technology says it, cancels a drag under way before anything else: "Go
    /// back" during a drag ends the drag, and the back button is not pressed.
    func testGoBackCancelsADragUnderWay() {
        let tested = iconsScene()
        let driven = start(tested)
        driven.apply(.keyboard(.on), at: 50)
        XCTAssertEqual(driven.session.keyboardFocusID, "mail")
        driven.apply(.keyboard(.showActions), at: 70)
        driven.apply(.keyboard(.activate), at: 80)
        XCTAssertTrue(driven.session.isDragging, "the keyboard's actions list began the drag")
        _ = driven.drainOutputs()
        XCTAssertEqual(say(driven, "Go back", at: 100), [])
        XCTAssertFalse(driven.session.isDragging)
        XCTAssertFalse(tested.log.contains("back"), "escape went to the drag, not the back button")
    }
    /// A swipe the scene acts on through its touches rather than its gesture handler is recorded as
    /// what it did: in the home screen's edit mode "Swipe up on Calculator" carries Calculator to beside Podcasts (the
    /// result is whether the scene used the gesture or its state changed), and a swipe that changes
    /// nothing is recorded as not done. A quick swipe over another icon makes no folder of it: a
    /// folder forms only once the icon has rested over the other one.
    func testASwipeIsRecordedAsWhatItDidToTheScreen() {
        let home = HomeScreenScene()
        let driven = DrivenSession(Session(scene: home, settings: Settings()))
        driven.apply(.voiceControl(.on), at: 0)
        let start = home.arrangement
        XCTAssertEqual(say(driven, "Swipe up on Mail", at: 50), ["swipe.up app-mail false"])
        XCTAssertEqual(home.arrangement, start)
        XCTAssertEqual(say(driven, "Long press Mail", at: 100), ["longPress app-mail true"])
        XCTAssertTrue(home.editing)
        XCTAssertEqual(say(driven, "Swipe up on Calculator", at: 1000), ["swipe.up app-calculator true"])
        XCTAssertNotEqual(home.arrangement, start, "the swipe carried Calculator")
        XCTAssertTrue(home.arrangement.contains("app-podcasts,app-calculator"), "a quick swipe makes no folder: \(home.arrangement)")
    }
}
