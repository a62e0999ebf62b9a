import XCTest
import AXCore
@testable import AXScenes
@testable import AXAudit

/// The vision rules, each with a planted defect in an otherwise clean screen and its fix beside it
/// (docs/vision.md, docs/rules.md).
final class VisionRuleTests: XCTestCase {
    private func findings(_ text: String, rule: String) throws -> [Finding] {
        let scene = try SceneFile.parse(text, file: "planted.json")
        return Validator(rules: RuleCatalog.all.filter { $0.info.id == rule }).validate(scene.descriptor, declarative: true).findings
    }

    private let photo = #"{"id":"beach","label":"Beach at dawn","traits":["image"],"frame":[16,220,358,200]"#

    func testAnImageSmartInvertWouldInvert() throws {
        let planted = PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + ",\(photo)}")
        let found = try findings(planted, rule: "invert.image-inverted")
        XCTAssertEqual(Set(found.map(\.subject.elementID)), ["beach"])
        XCTAssertEqual(found.first?.message, "Smart Invert would invert the image \"Beach at dawn\"")
        // Fixed on the image, or on a container around it.
        XCTAssertEqual(try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + ",\(photo),\"ignoresInvertColors\":true}"),
                                    rule: "invert.image-inverted"), [])
        let container = #"{"id":"card","frame":[0,200,390,240],"ignoresInvertColors":true,"children":["# + photo + "}]}"
        XCTAssertEqual(try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + ",\(container)"),
                                    rule: "invert.image-inverted"), [])
    }

    /// A 24-point glyph in one colour beside text of that colour is meant to invert with the text: it
    /// is not reported, where a photo (two colours or more) still is. Spared, the black glyph stays
    /// black on the inverted (black) background, 1:1, which is reported with a fix that says not to
    /// spare glyphs; a spared photo is not.
    func testAOneColourGlyphInvertsWithItsTextAndSparedItVanishes() throws {
        func screen(_ image: String) -> String {
            PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + "," + image + ##"""
            ,{"id":"msg","label":"Your card expires soon","traits":["staticText"],"frame":[48,260,300,24],
              "drawing":[{"text":"Your card expires soon","box":[48,260,300,24],"style":"body","color":"#000000"}]}
            """##)
        }
        func glyph(spared: Bool) -> String {
            ##"{"id":"warn","label":"Warning","traits":["image"],"frame":[16,260,24,24],"ignoresInvertColors":"## + (spared ? "true" : "false")
                + ##","drawing":[{"ellipse":[16,260,24,24],"fill":"#000000"},{"rect":[26,265,4,10],"fill":"#000000","opacity":0.5}]}"##
        }
        func picture(spared: Bool) -> String {
            ##"{"id":"beach","label":"Beach","traits":["image"],"frame":[16,300,120,80],"ignoresInvertColors":"## + (spared ? "true" : "false")
                + ##","drawing":[{"rect":[16,300,120,80],"fill":"#F4A259"},{"ellipse":[40,310,30,30],"fill":"#FFE066"}]}"##
        }
        XCTAssertEqual(try findings(screen(glyph(spared: false)), rule: "invert.image-inverted"), [], "a glyph inverts with its text")
        XCTAssertEqual(try findings(screen(picture(spared: false)), rule: "invert.image-inverted").map(\.subject.elementID), ["beach"])
        XCTAssertEqual(try findings(screen(picture(spared: true)), rule: "invert.image-inverted"), [])
        let vanished = try findings(screen(glyph(spared: true)), rule: "invert.image-inverted")
        XCTAssertEqual(vanished.map(\.message), ["Smart Invert keeps the glyph \"Warning\" #000000 while reversing what lies around it: 1.00:1"])
        XCTAssertEqual(vanished.first?.fix, InvertedImageRule.glyphFix)
        // A picture of one colour filling its frame (a scene file's flat photo) is a picture, not a glyph.
        func flat(spared: Bool) -> String {
            ##"{"id":"cliffs","label":"Chalk cliffs","traits":["image"],"frame":[16,300,300,200],"ignoresInvertColors":"## + (spared ? "true" : "false")
                + ##","drawing":[{"rect":[16,300,300,200],"fill":"#6B4E16","cornerRadius":16}]}"##
        }
        XCTAssertEqual(try findings(screen(flat(spared: true)), rule: "invert.image-inverted"), [], "a spared flat picture keeps its colours")
        XCTAssertEqual(try findings(screen(flat(spared: false)), rule: "invert.image-inverted").map(\.subject.elementID), ["cliffs"])
    }

    /// An icon button (a UIButton with an image) drawing a one-colour glyph and ignoring invert
    /// colours vanishes under Smart Invert as an image element does: black on the now black screen.
    /// A button drawing only text, or text on a filled background, is no glyph here: text is
    /// `contrast.vision`'s, and a background of another colour makes two colours.
    func testASparedGlyphOnAButtonVanishesAndTextButtonsAreNotGlyphs() throws {
        func screen(_ button: String) -> String {
            PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + "," + button)
        }
        let heart = ##"{"id":"like","label":"Like","traits":["button"],"frame":[145,400,100,100],"ignoresInvertColors":true,"activate":{"announce":"liked"},"##
            + ##""drawing":[{"path":"M 195 490 L 151 440 A 22 22 0 0 1 195 420 A 22 22 0 0 1 239 440 Z","fill":"#000000"}]}"##
        let found = try findings(screen(heart), rule: "invert.image-inverted")
        XCTAssertEqual(found.map(\.subject.elementID), ["like"])
        XCTAssertEqual(found.map(\.message), ["Smart Invert keeps the glyph \"Like\" #000000 while reversing what lies around it: 1.00:1"])
        XCTAssertEqual(found.first?.fix, InvertedImageRule.glyphFix)
        // Not spared, the glyph inverts with the screen, and a button is no photo to be inverted.
        XCTAssertEqual(try findings(screen(heart.replacingOccurrences(of: #""ignoresInvertColors":true,"#, with: "")), rule: "invert.image-inverted"), [])
        let text = ##"{"id":"store","label":"Save","traits":["button"],"frame":[145,400,100,44],"ignoresInvertColors":true,"activate":{"announce":"saved"},"##
            + ##""drawing":[{"text":"Save","box":[145,400,100,44],"style":"body","color":"#000000","alignment":"center"}]}"##
        XCTAssertEqual(try findings(screen(text), rule: "invert.image-inverted"), [], "text alone is contrast.vision's")
        let filled = ##"{"id":"store","label":"Save","traits":["button"],"frame":[145,400,100,44],"ignoresInvertColors":true,"activate":{"announce":"saved"},"##
            + ##""drawing":[{"rect":[145,400,100,44],"fill":"#007AFF","cornerRadius":8},{"text":"Save","box":[145,400,100,44],"style":"body","color":"#FFFFFF","alignment":"center"}]}"##
        XCTAssertEqual(try findings(screen(filled), rule: "invert.image-inverted"), [], "a filled button with its text is no glyph")
        let underlined = ##"{"id":"store","label":"Save","traits":["button"],"frame":[145,400,100,44],"ignoresInvertColors":true,"activate":{"announce":"saved"},"##
            + ##""drawing":[{"text":"Save","box":[145,400,100,40],"style":"body","color":"#000000","alignment":"center"},{"line":[170,440,220,440],"stroke":"#000000"}]}"##
        XCTAssertEqual(try findings(screen(underlined), rule: "invert.image-inverted"), [], "an underlined text button is text")
    }

    /// White on iOS's dark red passes 4.5:1 as drawn (5.38:1) and drops to 4.39:1 under deuteranopia;
    /// a darker red keeps the ratio.
    func testTextContrastLostUnderADeficiency() throws {
        func screen(_ red: String) -> String {
            PlantedDefectTests.file(drawing: """
            {"text":"Settings","box":[16,40,358,72],"style":"title1","weight":"bold","color":"#000000"},
            {"rect":[16,120,358,70],"fill":"\(red)","cornerRadius":10},
            {"text":"Save","box":[16,123,358,64],"style":"body","color":"#FFFFFF","alignment":"center"}
            """)
        }
        let found = try findings(screen("#D70015"), rule: "contrast.vision").filter { $0.settings.isEmpty }
        XCTAssertEqual(found.map(\.message), ["Text \"Save\" drops to 4.39:1 under deuteranopia"])
        XCTAssertEqual(found.first?.detail, "deuteranopia 4.39:1; required 4.5:1 (as drawn 5.38:1)")
        XCTAssertEqual(try findings(screen("#C80013"), rule: "contrast.vision").filter { $0.settings.isEmpty }, [])
        XCTAssertEqual(found.first?.fix, FilteredTextContrastRule().info.fix, "a deficiency's fix: differ in lightness")
        // Black on mid-grey passes as drawn (5.32:1) and drops under Classic Invert alone (4.00:1),
        // which lightness cannot mend: the fix says to move away from mid-grey.
        let grey = PlantedDefectTests.file(drawing: """
        {"text":"Settings","box":[16,40,358,72],"style":"title1","weight":"bold","color":"#000000"},
        {"rect":[16,120,358,70],"fill":"#808080"},
        {"text":"Save","box":[16,123,358,64],"style":"body","color":"#000000","alignment":"center"}
        """)
        let inverted = try findings(grey, rule: "contrast.vision").filter { $0.settings.isEmpty }
        XCTAssertEqual(inverted.map(\.message), ["Text \"Save\" drops to 4.00:1 under classic-invert"])
        XCTAssertEqual(inverted.first?.fix, FilteredTextContrastRule.invertedFix)
        // The clean screen (white on blue) keeps its contrast under every filter.
        XCTAssertEqual(try findings(PlantedDefectTests.file(), rule: "contrast.vision"), [])
    }

    /// A white caption element drawn over a navy photo that ignores invert colours: Smart Invert
    /// reverses the caption and not the photo, black on navy (1.59:1), which Classic Invert (both
    /// reversed) does not show. The photo not spared, or the caption inside the photo's element,
    /// keeps the contrast.
    func testACaptionOverASparedPhotoLosesItsContrastUnderSmartInvert() throws {
        func screen(spared: Bool, captionInPhoto: Bool = false) -> String {
            let caption = ##"{"text":"Caption over photo","box":[24,242,340,24],"style":"body","color":"#FFFFFF"}"##
            let photo = ##"{"id":"banner","label":"Sunset photo","traits":["image"],"frame":[16,160,358,120],"ignoresInvertColors":"##
                + (spared ? "true" : "false") + ##","drawing":[{"rect":[16,160,358,120],"fill":"#1A237E"}"## + (captionInPhoto ? "," + caption : "") + "]}"
            let element = captionInPhoto ? ""
                : ##",{"id":"caption","label":"Caption over photo","traits":["staticText"],"frame":[24,240,340,30],"drawing":["## + caption + "]}"
            return PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + "," + photo + element)
        }
        let found = try findings(screen(spared: true), rule: "contrast.vision").filter { $0.settings.isEmpty }
        XCTAssertEqual(found.map(\.message), ["Text \"Caption over photo\" drops to 1.59:1 under smart-invert"])
        XCTAssertEqual(found.first?.fix, FilteredTextContrastRule.smartInvertedFix)
        XCTAssertEqual(try findings(screen(spared: false), rule: "contrast.vision").filter { $0.settings.isEmpty }, [])
        XCTAssertEqual(try findings(screen(spared: true, captionInPhoto: true), rule: "contrast.vision").filter { $0.settings.isEmpty }, [])
    }

    /// Runs that share their colours are judged each against its own ratio: large bold white text on
    /// the dark red needs 3:1 and keeps it under deuteranopia (4.39:1), body text beside it on the same
    /// red needs 4.5:1 and loses it; body text on the darker red keeps it.
    func testRunsSharingColoursAreEachJudgedAgainstTheirOwnRatio() throws {
        let screen = PlantedDefectTests.file(drawing: """
        {"rect":[16,120,358,150],"fill":"#D70015","cornerRadius":10},
        {"text":"Delete","box":[16,123,358,40],"style":"title1","weight":"bold","color":"#FFFFFF","alignment":"center"},
        {"text":"Save","box":[16,170,358,40],"style":"body","color":"#FFFFFF","alignment":"center"},
        {"text":"Cancel","box":[16,220,358,40],"style":"body","color":"#FFFFFF","alignment":"center"},
        {"rect":[16,300,358,70],"fill":"#C80013","cornerRadius":10},
        {"text":"Keep","box":[16,303,358,64],"style":"body","color":"#FFFFFF","alignment":"center"}
        """)
        let found = try findings(screen, rule: "contrast.vision").filter { $0.settings.isEmpty }
        XCTAssertEqual(found.map(\.message), ["Text \"Save\" drops to 4.39:1 under deuteranopia",
                                              "Text \"Cancel\" drops to 4.39:1 under deuteranopia"])
    }

    /// A status light that is green when on and red when off, and nothing else changes: a deuteranope
    /// sees two shades of one brown. Fixed, the on state also draws a check mark.
    static func alarmScreen(mark: Bool) -> String {
        let check = mark ? ##",{"text":"✓","box":[330,130,30,30],"style":"body","color":"#FFFFFF","when":{"state":"alarm","equals":true}}"## : ""
        let light = """
        {"id":"alarm","label":"Alarm","value":"0","traits":["button","toggleButton"],"frame":[16,120,358,50],"drawing":[
          {"ellipse":[330,130,30,30],"fill":"#34C759","when":{"state":"alarm","equals":true}},
          {"ellipse":[330,130,30,30],"fill":"#FF3B30","when":{"state":"alarm","equals":false}},
          {"text":"Alarm","box":[24,130,200,30],"style":"body","color":"#000000"}\(check)]}
        """
        return PlantedDefectTests.file(drawing: ##"{"text":"Settings","box":[16,40,358,72],"style":"title1","weight":"bold","color":"#000000"}"##,
                                       elements: #"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},"# + light)
    }

    /// The light alone is found; with the mark it is not.
    func testStateToldByColourAlone() throws {
        let found = try findings(Self.alarmScreen(mark: false), rule: "vision.state-by-colour")
        XCTAssertEqual(found.map(\.subject.elementID), ["alarm"])
        XCTAssertEqual(found.first?.message, "Its states differ only in colour, indistinguishable under deuteranopia")
        XCTAssertTrue(found.first?.detail.contains("deuteranopia ΔE 20.4") == true, found.first?.detail ?? "")
        XCTAssertEqual(try findings(Self.alarmScreen(mark: true), rule: "vision.state-by-colour"), [], "a mark tells the state without colour")
    }

    /// Apple's pattern for a state told by colour: a shape shown once the user turns on
    /// Differentiate Without Colour (a `when` of the state and the setting together). Those users
    /// see the state, so the finding is a note; WCAG 1.4.1 still asks for it without a setting. A
    /// mark under the setting drawn in both states alike shows no state, and the warning stays.
    func testAStateShownOtherwiseUnderDifferentiateWithoutColourIsANote() throws {
        func screen(markWhen: String) -> String {
            let light = """
            {"id":"alarm","label":"Alarm","value":"0","traits":["button","toggleButton"],"frame":[16,120,358,50],"drawing":[
              {"ellipse":[330,130,30,30],"fill":"#34C759","when":{"state":"alarm","equals":true}},
              {"ellipse":[330,130,30,30],"fill":"#FF3B30","when":{"state":"alarm","equals":false}},
              {"text":"✓","box":[330,130,30,30],"style":"body","color":"#FFFFFF","when":\(markWhen)},
              {"text":"Alarm","box":[24,130,200,30],"style":"body","color":"#000000"}]}
            """
            return PlantedDefectTests.file(drawing: ##"{"text":"Settings","box":[16,40,358,72],"style":"title1","weight":"bold","color":"#000000"}"##,
                                           elements: #"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},"# + light)
        }
        let shown = try findings(screen(markWhen: #"[{"state":"alarm","equals":true},{"setting":"differentiateWithoutColor","equals":true}]"#),
                                 rule: "vision.state-by-colour")
        XCTAssertEqual(shown.map(\.severity), [.info])
        XCTAssertEqual(shown.first?.message,
                       "Its states differ only in colour, indistinguishable under deuteranopia unless Differentiate Without Colour or On/Off Labels is on")
        XCTAssertTrue(shown.first?.detail.contains("with differentiateWithoutColor and onOffLabels on it is shown otherwise") == true,
                      shown.first?.detail ?? "")
        // The same finding as the warning it was: a baseline keyed by the warning still matches.
        let plain = try findings(Self.alarmScreen(mark: false), rule: "vision.state-by-colour")
        XCTAssertEqual(shown.first?.identity, plain.first?.identity)
        // The same mark under On/Off Labels (a switch's I and O) counts alike.
        XCTAssertEqual(try findings(screen(markWhen: #"[{"state":"alarm","equals":true},{"setting":"onOffLabels","equals":true}]"#),
                                    rule: "vision.state-by-colour").map(\.severity), [.info])
        // Drawn under the setting in both states, the mark tells nothing: the warning stays.
        let both = try findings(screen(markWhen: #"{"setting":"differentiateWithoutColor","equals":true}"#), rule: "vision.state-by-colour")
        XCTAssertEqual(both.map(\.severity), [.warning])
        XCTAssertEqual(both.first?.message, "Its states differ only in colour, indistinguishable under deuteranopia")
    }

    /// The same light drawn as the red always and the green laid over it when on (the scene format
    /// has no "not equal", so an on state is often drawn so): one item more, the red hidden. Its
    /// states still differ only in colour, and are found as the pair of drawings is.
    func testAStateColourLaidOverTheOtherIsFoundToo() throws {
        let light = """
        {"id":"alarm","label":"Alarm","value":"0","traits":["button","toggleButton"],"frame":[16,120,358,50],"drawing":[
          {"ellipse":[330,130,30,30],"fill":"#FF3B30"},
          {"ellipse":[330,130,30,30],"fill":"#34C759","when":{"state":"alarm","equals":true}},
          {"text":"Alarm","box":[24,130,200,30],"style":"body","color":"#000000"}]}
        """
        let screen = PlantedDefectTests.file(drawing: ##"{"text":"Settings","box":[16,40,358,72],"style":"title1","weight":"bold","color":"#000000"}"##,
                                             elements: #"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},"# + light)
        let found = try findings(screen, rule: "vision.state-by-colour")
        XCTAssertEqual(found.map(\.subject.elementID), ["alarm"])
        XCTAssertTrue(found.first?.detail.contains("deuteranopia ΔE 20.4") == true, found.first?.detail ?? "")
    }

    /// A track that turns from grey to green and nothing else (no thumb moves) is told apart under
    /// every deficiency (ΔE 46 and more) but only by hue: 1.83:1 apart in lightness, below the 3:1
    /// WCAG 1.4.1 counts as a distinction without colour. With the thumb that slides, it is not
    /// colour alone (`testAGreenSwitchTrackIsToldApart`).
    func testAStateToldOnlyByHueIsFoundUnderThreeToOne() throws {
        func track(_ off: String, _ on: String) -> String {
            let toggle = """
            {"id":"wifi","label":"Wi-Fi","value":"0","traits":["button","toggleButton"],"frame":[16,120,358,50],"drawing":[
              {"text":"Wi-Fi","box":[24,130,200,30],"style":"body","color":"#000000"},
              {"rect":[311,127,51,31],"fill":"\(off)","cornerRadius":15.5,"when":{"state":"wifi","equals":false}},
              {"rect":[311,127,51,31],"fill":"\(on)","cornerRadius":15.5,"when":{"state":"wifi","equals":true}}]}
            """
            return PlantedDefectTests.file(drawing: ##"{"text":"Settings","box":[16,40,358,72],"style":"title1","weight":"bold","color":"#000000"}"##,
                                           elements: #"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},"# + toggle)
        }
        let found = try findings(track("#E9E9EA", "#34C759"), rule: "vision.state-by-colour")
        XCTAssertEqual(found.map(\.message), ["Its states differ only in colour, less than 3:1 apart in lightness"])
        XCTAssertTrue(found.first?.detail.hasPrefix("the states' colours are at most 1.83:1 apart") == true, found.first?.detail ?? "")
        // A dark green against the light grey is 3:1 and more apart: lightness tells the states.
        XCTAssertEqual(try findings(track("#E9E9EA", "#1E7B34"), rule: "vision.state-by-colour"), [])
    }

    /// A check mark drawn when on counts as a change of shape only if it shows: drawn white on the
    /// white screen it stands out neither 3:1 in lightness nor ΔE 25 in colour from what lies
    /// beneath, so the state is still told by the track's hue alone and found; drawn black, or
    /// yellow (1.5:1 but ΔE 90), the mark tells the state and nothing is found.
    func testAnAddedMarkNobodyCanSeeIsNoChangeOfShape() throws {
        func track(mark: String) -> String {
            let toggle = """
            {"id":"wifi","label":"Wi-Fi","value":"0","traits":["button","toggleButton"],"frame":[16,120,358,50],"drawing":[
              {"text":"Wi-Fi","box":[24,130,200,30],"style":"body","color":"#000000"},
              {"path":"M 250 140 L 258 150 L 274 128","stroke":"\(mark)","lineWidth":3,"when":{"state":"wifi","equals":true}},
              {"rect":[311,127,51,31],"fill":"#E9E9EA","cornerRadius":15.5,"when":{"state":"wifi","equals":false}},
              {"rect":[311,127,51,31],"fill":"#34C759","cornerRadius":15.5,"when":{"state":"wifi","equals":true}}]}
            """
            return PlantedDefectTests.file(drawing: ##"{"text":"Settings","box":[16,40,358,72],"style":"title1","weight":"bold","color":"#000000"}"##,
                                           elements: #"{"id":"title","label":"Settings","traits":["header"],"frame":[16,40,358,72]},"# + toggle)
        }
        XCTAssertEqual(try findings(track(mark: "#FFFFFF"), rule: "vision.state-by-colour").map(\.message),
                       ["Its states differ only in colour, less than 3:1 apart in lightness"])
        // A light grey mark, 1.5:1 and ΔE 16 on white, is not seen either.
        XCTAssertEqual(try findings(track(mark: "#D1D1D6"), rule: "vision.state-by-colour").map(\.message),
                       ["Its states differ only in colour, less than 3:1 apart in lightness"])
        XCTAssertEqual(try findings(track(mark: "#000000"), rule: "vision.state-by-colour"), [])
        XCTAssertEqual(try findings(track(mark: "#FFCC00"), rule: "vision.state-by-colour"), [])
    }

    /// A see-through state colour is seen over what is drawn beneath it: on a dark card, a 70% red
    /// and a 70% orange fall within ΔE 25 under deuteranopia (over the screen's white they did not,
    /// and nothing was found), and a 50% red and teal are told apart under every deficiency (over
    /// white protanopia lost them, a false finding; they differ only in hue, which is found).
    func testSeeThroughStateColoursAreSeenOverWhatLiesBeneath() throws {
        func card(_ off: String, _ on: String) -> String {
            let toggle = """
            {"id":"card","label":"Card","value":"0","traits":["button","toggleButton"],"frame":[16,206,358,44],"drawing":[
              {"rect":[16,200,358,56],"fill":"#1C1C1E","cornerRadius":10},
              {"text":"Card","box":[32,217,200,22],"style":"body","color":"#FFFFFF"},
              {"rect":[300,212,51,32],"fill":"\(off)","cornerRadius":8,"when":{"state":"card","equals":false}},
              {"rect":[300,212,51,32],"fill":"\(on)","cornerRadius":8,"when":{"state":"card","equals":true}}]}
            """
            return PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + "," + toggle)
        }
        let lost = try findings(card("#FF3B30B3", "#FF9500B3"), rule: "vision.state-by-colour")
        XCTAssertEqual(lost.map(\.message), ["Its states differ only in colour, indistinguishable under deuteranopia"])
        // Not lost to a deficiency; only hue tells them apart, 1.44:1 in lightness.
        XCTAssertEqual(try findings(card("#FF3B3080", "#00C7BE80"), rule: "vision.state-by-colour").map(\.message),
                       ["Its states differ only in colour, less than 3:1 apart in lightness"])
    }

    /// A switch whose track turns from grey to green (the scene format's own example) is told apart
    /// by lightness under every deficiency: no finding.
    func testAGreenSwitchTrackIsToldApart() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/settings-sheet.json")
        let scene = try SceneFile.load(path: url.standardizedFileURL.path)
        let found = Validator(rules: [StateByColourRule()]).validate(scene.descriptor, declarative: true).findings
        XCTAssertEqual(found.map(\.message), [])
    }

    /// A photo spared item by item: its picture's shapes ignore invert colours, its caption inverts
    /// with the text around it. Spared; with one shape of its picture left to invert, not.
    func testAPictureSparedItemByItemIsNotInverted() throws {
        func photo(sparing both: Bool) -> String {
            ##",{"id":"beach","label":"Beach at dawn","traits":["image"],"frame":[16,220,358,200],"drawing":["## +
                ##"{"rect":[16,220,358,170],"fill":"#0A84FF","ignoresInvertColors":true},"## +
                ##"{"ellipse":[40,240,60,60],"fill":"#FFCC00"\##(both ? ##","ignoresInvertColors":true"## : "")},"## +
                ##"{"text":"Beach","box":[16,394,358,22],"style":"footnote","color":"#1C1C1E"}]}"##
        }
        XCTAssertEqual(try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + photo(sparing: true)),
                                    rule: "invert.image-inverted").map(\.message), [])
        XCTAssertEqual(try findings(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + photo(sparing: false)),
                                    rule: "invert.image-inverted").map(\.message), ["Smart Invert would invert the image \"Beach at dawn\""])
    }

    /// A card drawing a photo (a cell whose photo is a `UIImageView` inside it, the cell being the
    /// element) is not an image element, yet Smart Invert shows its photo as a negative: reported on
    /// the card. Spared on the card, on a container around it or on the photo's items: not. A button
    /// filled in a colour with its text and a row drawing a glyph, text and a separator draw no
    /// picture, and neither does a card whose drawing is not marked as one. The photo is the card's,
    /// not that of a smaller element it is drawn over (a sheet's photo over the screen's text).
    func testAPhotoDrawnByACardIsReported() throws {
        func card(_ cardFlag: String = "", photo photoFlag: String = "") -> String {
            ##"{"id":"card","label":"Beach at dawn, 3 likes","frame":[16,220,358,240]\##(cardFlag),"drawing":["## +
                ##"{"rect":[16,220,358,240],"fill":"#F2F2F7","cornerRadius":12},"## +
                ##"{"rect":[24,228,342,180],"fill":"#0A84FF","picture":true\##(photoFlag)},"## +
                ##"{"ellipse":[60,250,60,60],"fill":"#FFCC00","picture":true\##(photoFlag)},"## +
                ##"{"text":"Beach at dawn","box":[24,414,342,40],"style":"body","color":"#000000"}]}"##
        }
        let others = ##",{"id":"buy","label":"Buy","traits":["button"],"frame":[16,500,358,44],"activate":{"announce":"bought"},"drawing":["##
            + ##"{"rect":[16,500,358,44],"fill":"#007AFF","cornerRadius":8},{"text":"Buy","box":[16,500,358,44],"style":"body","color":"#FFFFFF","alignment":"center"}]},"##
            + ##"{"id":"row","label":"Warnings","frame":[0,560,390,44],"drawing":[{"path":"M 16 590 L 28 566 L 40 590 Z","fill":"#FF9500"},"##
            + ##"{"text":"Warnings","box":[52,560,300,44],"style":"body","color":"#000000"},{"line":[52,603,390,603],"stroke":"#C6C6C8"}]}"##
        // A smaller element the card is drawn over, under the photo's centre: the photo is the card's.
        let under = ##"{"id":"under","label":"37","frame":[180,300,30,30],"drawing":[{"text":"37","box":[180,300,30,30],"style":"body","color":"#000000"}]},"##
        func screen(_ card: String) -> String { PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + "," + under + card + others) }
        let found = try findings(screen(card()), rule: "invert.image-inverted")
        XCTAssertEqual(found.map(\.subject.elementID), ["card"])
        XCTAssertEqual(found.map(\.message), ["Smart Invert would invert the photo drawn by \"Beach at dawn, 3 likes\""])
        XCTAssertEqual(found.first?.identity.measure, InvertedImageRule.drawnPictureMeasure)
        XCTAssertEqual(try findings(screen(card(#","ignoresInvertColors":true"#)), rule: "invert.image-inverted"), [], "spared on the card")
        XCTAssertEqual(try findings(screen(card(photo: #","ignoresInvertColors":true"#)), rule: "invert.image-inverted"), [], "spared on the photo")
        let contained = ##"{"id":"feed","frame":[0,200,390,280],"ignoresInvertColors":true,"children":["## + card() + "]}"
        XCTAssertEqual(try findings(screen(contained), rule: "invert.image-inverted"), [], "spared on a container")
        XCTAssertEqual(try findings(screen(card().replacingOccurrences(of: #","picture":true"#, with: "")), rule: "invert.image-inverted"), [],
                       "a drawing not marked as a picture is the card's own")
    }

    /// A scene file's container that ignores invert colours spares its children's drawing, as the
    /// property on a view covers its subviews: examples/carousel.json's photos, in a scroll area
    /// that ignores invert colours, were drawn as negatives while the rule called them spared.
    func testAContainerThatIgnoresInvertColorsSparesItsChildrenDrawing() throws {
        func drawing(scrolls: Bool, flagOnContainer: Bool) throws -> DisplayList {
            let flag = flagOnContainer ? #","ignoresInvertColors":true"# : ""
            let file = ##"""
            {"format":"axsandbox-scene","version":1,"id":"photos","device":{"idiom":"phone","width":390,"height":844},
             "elements":[{"id":"photos","frame":[0,100,390,200]\##(scrolls ? #","scrolls":true,"scrollAxis":"horizontal""# : "")\##(flag),
               "layout":{"axis":"row","spacing":10},"children":[
                 {"id":"one","label":"Lighthouse","traits":["image"],"size":[300,200],"drawing":[{"rect":[0,0,300,200],"fill":"#0A4F8A"}]},
                 {"id":"two","label":"Harbour","traits":["image"],"size":[300,200],"drawing":[{"rect":[0,0,300,200],"fill":"#1F7A4D"}]}]}]}
            """##
            let scene = try SceneFile.parse(file, file: "photos.json").descriptor.make()
            var list = DisplayList()
            scene.draw(into: &list, settings: Settings(), time: 0)
            return list
        }
        for scrolls in [true, false] {
            let photos = try drawing(scrolls: scrolls, flagOnContainer: true).items.filter {
                if case .fill(_, let colour) = $0.command { return colour == .hex(0x0A4F8A) || colour == .hex(0x1F7A4D) }
                return false
            }
            XCTAssertFalse(photos.isEmpty)
            XCTAssertTrue(photos.allSatisfy(\.ignoresInvertColors), "scrolls: \(scrolls)")
        }
        XCTAssertFalse(try drawing(scrolls: true, flagOnContainer: false).items.contains(where: \.ignoresInvertColors))
    }

    /// A photo no element shows (drawn by the screen itself, a banner behind the content) is
    /// inverted all the same: reported at its place, with the fix to spare the view drawing it.
    func testAPhotoNoElementShowsIsReportedAtItsPlace() throws {
        func screen(_ flag: String) -> String {
            PlantedDefectTests.file(drawing: PlantedDefectTests.cleanDrawing
                + ##",{"rect":[16,600,358,180],"fill":"#0A84FF","picture":true\##(flag)},{"ellipse":[40,620,50,50],"fill":"#FFCC00","picture":true\##(flag)}"##)
        }
        let found = try findings(screen(""), rule: "invert.image-inverted")
        XCTAssertEqual(found.map(\.message), ["Smart Invert would invert the photo drawn at (16, 600), 358×180, which no element shows"])
        XCTAssertEqual(found.first?.subject.elementID, nil)
        XCTAssertEqual(found.first?.subject.frame, Rect(x: 16, y: 600, width: 358, height: 180))
        XCTAssertEqual(found.first?.fix, InvertedImageRule.unownedPictureFix)
        XCTAssertEqual(try findings(screen(#","ignoresInvertColors":true"#), rule: "invert.image-inverted"), [], "spared")
        XCTAssertEqual(try findings(screen("").replacingOccurrences(of: #","picture":true"#, with: ""), rule: "invert.image-inverted"), [],
                       "a backdrop not marked as a picture is no photo")
    }

    /// A Swift scene that draws by hand, one frame for the whole screen: a card showing a photo (sky,
    /// sun and hills drawn as a picture) and a Like button drawn over the photo's corner. The photo
    /// is the card's, the smallest element holding it whole, not the button's though the button
    /// holds the sun; spared by `ignoringInvertColors`, or not drawn as a picture, nothing is reported.
    final class HandDrawnCard: Scene {
        let id = "hand-drawn-card"
        let title = "Hand-drawn card"
        let device = Device.phone
        let marksPicture: Bool
        let sparesPicture: Bool
        init(marksPicture: Bool = true, sparesPicture: Bool = false) {
            self.marksPicture = marksPicture; self.sparesPicture = sparesPicture
        }

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {
            list.fill(.rect(Rect(x: 0, y: 0, width: 390, height: 844)), .white)
            list.fill(.roundedRect(Rect(x: 16, y: 100, width: 358, height: 300), radius: 12), .hex(0xF2F2F7))
            func photo(_ list: inout DisplayList) {
                list.fill(.rect(Rect(x: 24, y: 108, width: 342, height: 220)), .hex(0x87C5F0))
                list.fill(.ellipse(Rect(x: 300, y: 120, width: 40, height: 40)), .hex(0xFFD34D))
                list.fill(.rect(Rect(x: 24, y: 260, width: 342, height: 68)), .hex(0x4E9A50))
            }
            func marked(_ list: inout DisplayList) {
                if marksPicture { list.drawingPicture(photo) } else { photo(&list) }
            }
            if sparesPicture { list.ignoringInvertColors(marked) } else { marked(&list) }
            list.text(TextRun("Lakeside", box: Rect(x: 24, y: 340, width: 342, height: 40), size: 17, color: .black))
            list.fill(.roundedRect(Rect(x: 290, y: 112, width: 70, height: 60), radius: 8), .white)
            list.text(TextRun("Like", box: Rect(x: 290, y: 112, width: 70, height: 60), size: 17, color: .hex(0x0040DD), alignment: .center))
        }

        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            [AccessibilityElement(id: "card", label: "Lakeside", traits: .staticText, frame: Rect(x: 16, y: 100, width: 358, height: 300)),
             AccessibilityElement(id: "like", label: "Like", traits: .button, frame: Rect(x: 290, y: 112, width: 70, height: 60))]
        }
    }

    func testAPhotoDrawnByHandIsReportedOnTheElementHoldingIt() {
        func found(_ make: @escaping @Sendable () -> HandDrawnCard) -> [Finding] {
            let descriptor = SceneDescriptor(id: "hand-drawn-card", tab: "Tests", title: "Hand-drawn card", sourcePath: #filePath, make: make)
            let rules = RuleCatalog.all.filter { $0.info.id == "invert.image-inverted" }
            return Validator(rules: rules).validate(descriptor).findings
        }
        let marked = found { HandDrawnCard() }
        XCTAssertEqual(marked.map(\.subject.elementID), ["card"])
        XCTAssertEqual(marked.map(\.message), ["Smart Invert would invert the photo drawn by \"Lakeside\""])
        XCTAssertEqual(found { HandDrawnCard(sparesPicture: true) }.map(\.message), [], "spared where it is drawn")
        XCTAssertEqual(found { HandDrawnCard(marksPicture: false) }.map(\.message), [], "not drawn as a picture")
    }

    func testOverlappingPictureItemsAreOnePicture() {
        let sky = Rect(x: 0, y: 0, width: 100, height: 60), sun = Rect(x: 80, y: 5, width: 10, height: 10)
        let hill = Rect(x: 0, y: 50, width: 100, height: 30), apart = Rect(x: 200, y: 0, width: 20, height: 20)
        XCTAssertEqual(InvertedImageRule.pictures([sun, apart, hill, sky]), [apart, Rect(x: 0, y: 0, width: 100, height: 80)])
        XCTAssertEqual(InvertedImageRule.pictures([]), [])
    }

    /// Every seed app draws its photos as pictures, so Smart Invert's judgement sees them wherever
    /// they are drawn: Photo Filter's picture, HelloGoodbye's profile photo, Pre-Poster's post photo
    /// and Exceptional Dogs' portraits. Their fixed twins spare them, so the catalog finds nothing.
    func testTheSeedAppsMarkTheirPhotos() throws {
        for id in ["photo-filter", "pre-poster", "exceptional-dogs"] {
            let scene = try XCTUnwrap(Catalog.descriptor(for: id)).make()
            var list = DisplayList()
            scene.draw(into: &list, settings: Settings(), time: 0)
            XCTAssertTrue(list.items.contains(where: \.isPicture), id)
            XCTAssertFalse(list.items.contains { $0.isPicture && !$0.ignoresInvertColors }, "\(id): its photos ignore invert colours")
        }
        // HelloGoodbye's first screen shows no profile; its cards draw the photo with this.
        var face = DisplayList()
        HelloGoodbyeArtwork.face(HelloGoodbyePerson.me.look, in: Rect(x: 0, y: 0, width: 120, height: 120), into: &face)
        XCTAssertFalse(face.items.isEmpty)
        XCTAssertTrue(face.items.allSatisfy(\.isPicture))
    }

    /// Exceptional Dogs' broken carousel draws each dog's photo on a card that is an element but not
    /// an image: Smart Invert shows the dog as a negative, reported on the card shown; the fixed
    /// picker ignores invert colours and is clean.
    func testExceptionalDogsBrokenCardsShowNegativeDogs() throws {
        let rules = RuleCatalog.all.filter { $0.info.id == "invert.image-inverted" }
        let broken = Validator(rules: rules).validate(try XCTUnwrap(Catalog.descriptor(for: "exceptional-dogs-broken")))
        let cards = broken.findings.filter { $0.identity.measure == InvertedImageRule.drawnPictureMeasure }
        XCTAssertFalse(cards.isEmpty)
        XCTAssertTrue(cards.allSatisfy { $0.subject.elementID?.hasPrefix("dogs-card-") == true }, "\(cards.map(\.subject.elementID))")
        XCTAssertTrue(cards.contains { $0.message == "Smart Invert would invert the photo drawn by \"Pinky\"" }, "\(cards.map(\.message))")
        let fixed = Validator(rules: rules).validate(try XCTUnwrap(Catalog.descriptor(for: "exceptional-dogs")))
        XCTAssertEqual(fixed.findings.map(\.message), [])
    }

    /// The overlay tour's photo (an image element) keeps its colours under Smart Invert, as Apple
    /// asks of photos: `validate examples/overlay-tour.json` warned about it in every state. It is
    /// spared on its picture alone: spared whole, its caption kept its dark colour over the inverted
    /// page (`contrast.vision`, 1.14:1).
    func testTheOverlayToursPhotoIsNotInverted() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/overlay-tour.json")
        let scene = try SceneFile.load(path: url.standardizedFileURL.path)
        let rules = RuleCatalog.all.filter { $0.info.id == "invert.image-inverted" }
        XCTAssertEqual(Validator(rules: rules).validate(scene.descriptor, declarative: true).findings.map(\.message), [])
        let vision = RuleCatalog.all.filter { $0.info.id == "contrast.vision" }
        XCTAssertEqual(Validator(rules: vision).validate(scene.descriptor, declarative: true).findings.map(\.message), [])
    }

    func testColourDifferenceIsCIE76() {
        XCTAssertEqual(ColourDifference.deltaE(.white, .black), 100, accuracy: 0.01)
        XCTAssertEqual(ColourDifference.deltaE(.hex("#FF3B30"), .hex("#34C759")), 133.5, accuracy: 0.1)
        XCTAssertEqual(ColourDifference.deltaE(.hex("#777777"), .hex("#777777")), 0)
    }
}

/// Zoom's rule (docs/vision.md#zoom): a label at one edge of a row and its switch at the other are
/// farther apart than Full Screen Zoom shows at 2×; beside each other, they are read together.
final class ZoomRuleTests: XCTestCase {
    private func findings(_ text: String) throws -> [Finding] {
        let scene = try SceneFile.parse(text, file: "planted.json")
        return Validator(rules: RuleCatalog.all.filter { $0.info.id == "vision.zoom-label-apart" })
            .validate(scene.descriptor, declarative: true).findings.filter { $0.settings.isEmpty }
    }

    private func row(switchAt x: Double) -> String {
        PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + """
        ,{"id":"wifi-label","label":"Wi-Fi","traits":["staticText"],"frame":[16,220,80,44]},
        {"id":"wifi","label":"Wi-Fi","value":"1","traits":["button","toggleButton"],"frame":[\(x),226,51,31]}
        """)
    }

    func testALabelAtOneEdgeAndItsSwitchAtTheOther() throws {
        let found = try findings(row(switchAt: 323))
        XCTAssertEqual(found.map(\.subject.elementID), ["wifi"])
        XCTAssertEqual(found.first?.message, "Zoomed 2×, \"Wi-Fi\" and the start of its control span 271 points (227 apart): the region, 195 points wide, cannot show both")
        // Known by the earlier headline's shape, which gave the gap alone: a baseline or SARIF
        // alert written then still matches.
        XCTAssertEqual(found.first?.identity.measure, "Zoomed ×, \"Wi-Fi\" is  points from its control: the region,  points wide, cannot show both")
        XCTAssertEqual(found.first?.detail, "label \"Wi-Fi\" [16, 220, 80, 44], control [323, 226, 51, 31]; label edge to the control's first 44 points "
                       + "271, Zoom's region at 2× 195 points wide")
        // Beside its label, the switch is read with it; 144 points after it, the region still shows
        // the label's end and the switch's first 44 points.
        XCTAssertEqual(try findings(row(switchAt: 110)), [])
        XCTAssertEqual(try findings(row(switchAt: 240)), [])
        // The clean screen: a title, then a button with no text before it on its row.
        XCTAssertEqual(try findings(PlantedDefectTests.file()), [])
    }

    /// The same row exposed as one element (a switch cell whose label is its own) draws the same
    /// pixels: the label's words at one edge, the switch at the other. Zoom shows pixels, so it is
    /// found as the separate pair is; the switch drawn beside the words is not.
    func testOneCellDrawingItsLabelAndSwitchApartIsFoundToo() throws {
        func cell(switchAt x: Double) -> String {
            PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + """
            ,{"id":"wifi","label":"Wi-Fi","value":"1","traits":["button","toggleButton"],"frame":[16,220,358,44],"drawing":[
              {"rect":[16,220,358,44],"fill":"#FFFFFF"},
              {"text":"Wi-Fi","box":[16,231,80,22],"style":"body","color":"#000000"},
              {"rect":[\(x),226,51,31],"fill":"#34C759","cornerRadius":15.5},
              {"ellipse":[\(x + 22),228,27,27],"fill":"#FFFFFF"}]}
            """)
        }
        let found = try findings(cell(switchAt: 323))
        XCTAssertEqual(found.map(\.subject.elementID), ["wifi"])
        XCTAssertTrue(found.first?.message.hasPrefix("Zoomed 2×, \"Wi-Fi\" and the start of its control span ") == true, found.first?.message ?? "")
        XCTAssertTrue(found.first?.message.hasSuffix(" apart): the region, 195 points wide, cannot show both") == true,
                      found.first?.message ?? "")
        XCTAssertTrue(found.first?.detail.hasPrefix("one element [16, 220, 358, 44]: its label drawn at [16, ") == true, found.first?.detail ?? "")
        XCTAssertEqual(try findings(cell(switchAt: 110)), [])
        // A slider under its name (the overlay tour's Brightness), its thumb at the far end of the
        // row below, is on another row than its words: not apart from them.
        let slider = PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + """
        ,{"id":"brightness","label":"Brightness","value":"100%","traits":["adjustable"],"frame":[16,220,358,72],"drawing":[
          {"text":"Brightness","box":[16,220,358,22],"style":"footnote","color":"#3C3C43"},
          {"rect":[16,266,358,16],"fill":"#8E8E93","cornerRadius":8},
          {"ellipse":[346,260,28,28],"fill":"#FFFFFF"}]}
        """)
        XCTAssertEqual(try findings(slider), [])
        // A button cell (no state shown apart from its label) is not measured.
        XCTAssertEqual(try findings(cell(switchAt: 323).replacingOccurrences(of: ##""value":"1","traits":["button","toggleButton"]"##,
                                                                              with: ##""traits":["button"]"##)), [])
    }

    func testTextOnAnotherRowOrAHeaderIsNotTheControlsLabel() throws {
        let below = PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + """
        ,{"id":"note","label":"Turn on to join networks","traits":["staticText"],"frame":[16,220,200,20]},
        {"id":"join","label":"Join","traits":["button"],"frame":[323,300,51,31]}
        """)
        XCTAssertEqual(try findings(below), [])
        let header = PlantedDefectTests.file(elements: """
        {"id":"title","label":"Settings","traits":["header"],"frame":[16,40,200,44]},
        {"id":"done","label":"Done","traits":["button"],"frame":[323,40,51,44]}
        """)
        XCTAssertEqual(try findings(header), [])
    }
}

/// The package's path to the same pattern: a Swift component that reads
/// `settings.differentiateWithoutColor` while drawing and adds a mark in the on state.
final class DifferentiateWithoutColourComponentTests: XCTestCase {
    /// A light that turns from red to green when activated; with `honours`, a check mark joins the
    /// green under Differentiate Without Colour.
    final class Alarm: ComponentScene, ModelRestoring {
        let honours: Bool
        var on = false

        init(honours: Bool) {
            self.honours = honours
            super.init(id: "alarm", title: "Alarm")
        }

        func saveModel() -> Bool { on }
        func restoreModel(_ model: Bool) { on = model }
        override func stateSnapshot() -> [(key: String, value: String)] { [("on", String(on))] }

        override func body(settings: Settings) -> any Component {
            var light = AccessibilityElement(id: "alarm", label: "Alarm", traits: [.button, .toggleButton], frame: .zero)
            light.value = SpeechText(on ? "1" : "0")
            light.onActivate = { [unowned self] _ in on.toggle(); return true }
            let paint = { [unowned self] (frame: Rect, list: inout DisplayList, settings: Settings, _: Int) in
                let dot = Rect(x: frame.maxX - 44, y: frame.minY + 7, width: 30, height: 30)
                list.fill(.ellipse(dot), on ? .hex("#34C759") : .hex("#FF3B30"))
                if honours, on, settings.differentiateWithoutColor {
                    var check = Path()
                    check.move(to: Point(dot.minX + 8, dot.midY))
                    check.line(to: Point(dot.midX, dot.maxY - 8))
                    check.line(to: Point(dot.maxX - 6, dot.minY + 7))
                    list.stroke(.path(check, FillRule: .nonZero), .white, width: 3)
                }
            }
            return Background(.white, Padding(16, Column([Spacer(100), Drawing(height: 44, element: light, paint: paint)])))
        }
    }

    private func findings(honours: Bool) -> [Finding] {
        let descriptor = SceneDescriptor(id: "alarm", tab: "Tests", title: "Alarm", sourcePath: #filePath) { Alarm(honours: honours) }
        return Validator(rules: [StateByColourRule()]).validate(descriptor).findings
    }

    func testAComponentThatHonoursTheSettingGetsANote() {
        XCTAssertEqual(findings(honours: false).map(\.severity), [.warning])
        XCTAssertEqual(findings(honours: true).map(\.severity), [.info])
    }
}

/// `invert.image-inverted` on photos no element shows, photos whose colours include the page's,
/// and glyphs on their own spared plates (docs/vision.md, "What Smart Invert spares").
final class InvertedPictureTests: XCTestCase {
    private func scene(_ text: String) throws -> SceneDescriptor {
        try SceneFile.parse(text, file: "planted.json").descriptor
    }

    private func findings(_ text: String) throws -> [Finding] {
        Validator(rules: RuleCatalog.all.filter { $0.info.id == "invert.image-inverted" }).validate(try scene(text), declarative: true).findings
    }

    private func file(id: String = "pics", drawing: String = "", elements: String = "") -> String {
        ##"{"format":"axsandbox-scene","version":1,"id":"\##(id)","device":{"idiom":"phone","width":390,"height":844},"drawing":[\##(drawing)],"##
            + ##""elements":[{"id":"name","label":"Ana Ruiz","traits":["header"],"frame":[16,60,358,40],"##
            + ##""drawing":[{"text":"Ana Ruiz","at":[16,60],"style":"title1"}]}\##(elements)]}"##
    }

    private let blue = ##"{"rect":[20,204,100,70],"fill":"#87CEEB","picture":true}"##
    private let green = ##"{"rect":[250,500,100,70],"fill":"#228B22","picture":true}"##

    /// Two separate pictures no element shows are two findings, each at its place: the second used
    /// to be folded into the first (their messages differ only in digits) and surfaced only once
    /// the first was fixed.
    func testSeparatePhotosNoElementShowsAreEachReported() throws {
        let found = try findings(file(drawing: blue + "," + green))
        XCTAssertEqual(found.map(\.message), ["Smart Invert would invert the photo drawn at (20, 204), 100×70, which no element shows",
                                              "Smart Invert would invert the photo drawn at (250, 500), 100×70, which no element shows"])
        XCTAssertEqual(Set(found.map(\.identity)).count, 2, "each known by its place")
        let sparedFirst = blue.replacingOccurrences(of: #""picture":true"#, with: #""picture":true,"ignoresInvertColors":true"#)
        XCTAssertEqual(try findings(file(drawing: sparedFirst + "," + green)).map(\.subject.frame),
                       [Rect(x: 250, y: 500, width: 100, height: 70)])
        // Meeting at a corner only, two pictures; touching along an edge, one (a photo in two halves).
        let corner = ##"{"rect":[120,274,100,70],"fill":"#228B22","picture":true}"##
        XCTAssertEqual(try findings(file(drawing: blue + "," + corner)).count, 2)
        let halves = ##"{"rect":[125,204,140,70],"fill":"#87CEEB","picture":true},{"rect":[125,274,140,70],"fill":"#228B22","picture":true}"##
        XCTAssertEqual(try findings(file(drawing: halves)).map(\.message),
                       ["Smart Invert would invert the photo drawn at (125, 204), 140×140, which no element shows"])
    }

    /// A baseline written with one photo does not hide a photo added beside it: the new one is
    /// reported as new, so the run fails.
    func testAPhotoAddedBesideABaselinedOneIsNew() throws {
        let validator = Validator(rules: RuleCatalog.all.filter { $0.info.id == "invert.image-inverted" })
        let before = validator.validate([try scene(file(drawing: blue))])
        var after = validator.validate([try scene(file(drawing: blue + "," + green))])
        let comparison = after.apply(baseline: Set(before.baselineEntries), reason: "in the baseline")
        XCTAssertEqual(comparison.known, 1)
        XCTAssertEqual(comparison.new, 1)
        XCTAssertTrue(after.fails(at: .warning))
    }

    /// A two-colour photo one of whose colours is the page's (#FFFFFF sky beside an orange sea) is a
    /// photo as it is with a #FEFEFE sky; a glyph drawn on a plate of the page's colour (a QR code)
    /// stays a glyph; an image element marked as a picture is a photo whatever its colours.
    func testAPhotoSharingThePagesColourIsAPhoto() throws {
        func sunset(_ sky: String, marked: Bool = false) -> String {
            let mark = marked ? #","picture":true"# : ""
            return ##",{"id":"sunset","label":"Sunset","traits":["image"],"frame":[16,400,358,200],"drawing":["##
                + ##"{"rect":[16,400,358,100],"fill":"\##(sky)"\##(mark)},{"rect":[16,500,358,100],"fill":"#FF4500"\##(mark)}]}"##
        }
        XCTAssertEqual(try findings(file(elements: sunset("#FEFEFE"))).map(\.subject.elementID), ["sunset"])
        XCTAssertEqual(try findings(file(elements: sunset("#FFFFFF"))).map(\.subject.elementID), ["sunset"], "white is the sky's colour here")
        let qr = ##",{"id":"qr","label":"QR code","traits":["image"],"frame":[16,640,100,100],"drawing":[{"rect":[16,640,100,100],"fill":"#FFFFFF"},"##
            + ##"{"rect":[20,644,30,30],"fill":"#000000"},{"rect":[80,700,30,30],"fill":"#000000"}]}"##
        XCTAssertEqual(try findings(file(elements: qr)), [], "a glyph on a plate of the page's colour inverts with the page")
        let markedQR = qr.replacingOccurrences(of: ##""fill":"#000000"}"##, with: ##""fill":"#000000","picture":true}"##)
        XCTAssertEqual(try findings(file(elements: markedQR)).map(\.subject.elementID), ["qr"], "marked as a picture, it is one")
    }

    /// A Share button that ignores invert colours draws a black square on its own white disc: the
    /// disc is spared with the square, so the square is seen on it, not on the inverted page. Without
    /// the disc the black square does vanish on the inverted page and is reported.
    func testAGlyphOnItsOwnSparedPlateIsSeenOnThePlate() throws {
        func share(plate: Bool) -> String {
            ##",{"id":"plated","label":"Share","traits":["button"],"frame":[300,640,44,44],"ignoresInvertColors":true,"activate":{"announce":"Shared"},"drawing":["##
                + (plate ? ##"{"ellipse":[300,640,44,44],"fill":"#FFFFFF","stroke":"#000000"},"## : "")
                + ##"{"rect":[314,654,16,16],"fill":"#000000"}]}"##
        }
        XCTAssertEqual(try findings(file(elements: share(plate: true))), [])
        XCTAssertEqual(try findings(file(elements: share(plate: false))).map(\.message),
                       ["Smart Invert keeps the glyph \"Share\" #000000 while reversing what lies around it: 1.00:1"])
    }
}
