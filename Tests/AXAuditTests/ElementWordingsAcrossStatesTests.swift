@testable import AXAudit
import AXCore
import AXScenes
import XCTest

/// A finding whose identity quotes words that change with the state, read from an element rather
/// than from one drawn box (the name Voice Control knows it by, the label a static text says, the
/// drawn words a heading never speaks), is one finding across the explored states, as a clipped
/// text is (`TextWordingsAcrossStatesTests`): it was one finding per wording. Two elements stay two,
/// and a finding whose words do not change is as it was.
final class ElementWordingsAcrossStatesTests: XCTestCase {
    /// A pager the user adjusts through `state`'s three values, beside `elements`.
    private func scene(_ elements: [String], state: String = ##"{ "value": 0, "range": [0, 2], "spoken": ["Intro", "Middle", "End"] }"##) throws -> SceneDescriptor {
        let file = ##"""
        { "format": "axsandbox-scene", "version": 1, "id": "pages", "device": { "idiom": "phone" },
          "state": { "page": \##(state) },
          "elements": [ { "id": "pager", "label": "Page", "adjusts": "page", "frame": [16, 600, 358, 44] },
            \##(elements.joined(separator: ",\n")) ] }
        """##
        return try SceneFile.parse(file, file: "pages.json").descriptor
    }

    /// An element `id` of `traits`, labelled `label`, drawing `text` on row `row`.
    private func element(_ id: String, label: String, traits: String, drawing text: String, row: Int) -> String {
        let y = 100 + 60 * row
        return ##"{ "id": "\##(id)", "label": "\##(label)", "traits": ["\##(traits)"], "frame": [16, \##(y), 358, 44], "drawing": [ { "text": "\##(text)", "box": [24, \##(y + 10), 300, 24], "style": "body", "color": "#000000" } ] }"##
    }

    private func validate(_ descriptor: SceneDescriptor, rule: RuleID) throws -> (findings: [Finding], states: [Int]) {
        let rules = RuleCatalog.all.filter { $0.info.rule == rule }
        let result = Validator(rules: rules, bounds: .default).validate(descriptor, declarative: true)
        let exploration = try XCTUnwrap(result.exploration)
        XCTAssertEqual(exploration.states.count, 3, "the pager's three values")
        return (result.findings, exploration.states.map(\.index))
    }

    /// Planted: a button named "Open {page}" and drawn "Show {page}" is one voice.label-in-name
    /// finding in every state, named by the first state's words, its detail counting three
    /// wordings. Twin: a second such button is a second finding; one whose words never change
    /// has no wordings in its detail.
    func testAButtonNamedFromTheStateIsOneLabelInNameFinding() throws {
        let (findings, states) = try validate(scene([
            element("open", label: "Open {page}", traits: "button", drawing: "Show {page}", row: 0),
            element("close", label: "Close {page}", traits: "button", drawing: "Hide {page}", row: 1),
            element("help", label: "Help", traits: "button", drawing: "Assist", row: 2),
        ]), rule: .voiceLabelInName)
        XCTAssertEqual(findings.map(\.subject.elementID), ["open", "close", "help"], findings.map(\.message).description)
        XCTAssertEqual(findings.map(\.states), [states, states, states])
        let open = findings[0]
        XCTAssertTrue(open.message.hasPrefix("\"Show Intro\" is drawn on open but its name is \"Open Intro\""), open.message)
        XCTAssertTrue(open.detail.contains("; worded in 3 wordings across its states, the message quoting the first found"), open.detail)
        // The identity is the first state's, as before the wordings were merged: a baseline entry still matches.
        XCTAssertEqual(open.identity.measure, Finding.measure(ofMessage: open.message))
        XCTAssertTrue(findings[1].detail.contains("3 wordings"), findings[1].detail)
        XCTAssertFalse(findings[2].detail.contains("wordings"), findings[2].detail)
    }

    /// Planted: a heading that draws "Page {page}" and says "Welcome" is one label.undescribed-text
    /// finding, its drawn words in three wordings.
    func testAHeadingsUnspokenStateTextIsOneFinding() throws {
        let (findings, states) = try validate(scene([
            element("title", label: "Welcome", traits: "header", drawing: "Page {page}", row: 0),
        ]), rule: .labelUndescribedText)
        XCTAssertEqual(findings.map(\.message), ["Drawn text \"Page Intro\" is never spoken: VoiceOver reads \"Welcome\" there"])
        XCTAssertEqual(findings.first?.states, states)
        XCTAssertTrue(findings.first?.detail.hasSuffix(
            "; drawn in 3 wordings across its states, the message quoting the first found (\"Page Intro\"), then \"Page Middle\", \"Page End\"") == true,
                      findings.first?.detail ?? "")
    }

    /// Planted: a static text that draws a number the state gives and says another ("Total 10
    /// items", read "Total 1 items") is one finding, though the numbers are its identity. Twin: two
    /// such texts stay two findings.
    func testAStaticTextReadWithAnotherNumberIsOneFinding() throws {
        let (findings, states) = try validate(scene([
            element("total", label: "Total {page} items", traits: "staticText", drawing: "Total {page}0 items", row: 0),
            element("price", label: "Price {page} euros", traits: "staticText", drawing: "Price {page}5 euros", row: 1),
        ], state: ##"{ "value": 1, "range": [1, 3] }"##), rule: .labelUndescribedText)
        XCTAssertEqual(findings.map(\.message), ["Drawn text \"Total 10 items\" is read with another number: \"Total 1 items\"",
                                                 "Drawn text \"Price 15 euros\" is read with another number: \"Price 1 euros\""])
        XCTAssertEqual(findings.map(\.states), [states, states])
        XCTAssertEqual(findings.map { $0.detail.contains("; drawn in 3 wordings across its states") }, [true, true])
    }

    /// Planted: a button under a banner named from the state ("Sale on {page}") is one
    /// switch.scans-hidden and one keyboard.focus-hidden finding, whatever the banner says.
    func testAnItemUnderACoverNamedFromTheStateIsOneFinding() throws {
        let covered = ##"{ "id": "more", "label": "More", "traits": ["button"], "frame": [40, 220, 100, 40] }, { "id": "banner", "label": "Sale on {page}", "traits": ["staticText"], "frame": [16, 200, 358, 100], "drawing": [ { "rect": [16, 200, 358, 100], "fill": "#FFCC00" } ] }"##
        for (rule, message) in [(RuleID.switchScansHidden, "Switch Control scans \"More\" under \"Sale on Intro\": its highlight would not be seen"),
                                (.keyboardFocusHidden, "The focus ring on \"More\" would be hidden under \"Sale on Intro\"")] {
            let (findings, states) = try validate(scene([covered]), rule: rule)
            XCTAssertEqual(findings.map(\.message), [message])
            XCTAssertEqual(findings.first?.states, states)
            XCTAssertEqual(findings.first?.detail.hasSuffix(
                "; worded in 3 wordings across its states, the message quoting the first found (\"More / Sale on Intro\"), then \"More / Sale on Middle\", \"More / Sale on End\""),
                           true, findings.first?.detail ?? "")
        }
    }

    /// The element's words are taken out of what the rule found only where they stand as words:
    /// "Play" is not taken out of "Playlist".
    func testTheElementsWordsAreTakenOutAsWholeWords() throws {
        let identity = FindingIdentity(ruleID: "x", elementID: "e", measure: "Activating \"Play\" opens the Playlist")
        let subject = try XCTUnwrap(DrawnTextSubject(quoting: ["Play"], identity: identity, stated: true))
        XCTAssertEqual(subject.found, "Activating \"\" opens the Playlist")
        XCTAssertNil(subject.box)
        XCTAssertNil(DrawnTextSubject(quoting: ["Pause"], identity: identity, stated: true), "not quoted: nothing to merge by")
        XCTAssertNil(DrawnTextSubject(quoting: ["42"], identity: identity, stated: false), "digits alone never split a finding")
    }
}
