@testable import AXAudit
import AXCore
import AXEngine
import AXScenes
import XCTest

/// `text.clipped` measures text as the renderer's font needs it, so a box that fits the old
/// average-advance estimate but not the font (bold capitals, a large title) is reported, and a label
/// that grows with its text is not.
final class ClippedTextTests: XCTestCase {
    /// A large bold title in a box of fixed height (one line at AX5), or in a label that grows.
    final class TitleScreen: ComponentScene {
        let text: String
        let grows: Bool
        init(_ text: String, grows: Bool) {
            self.text = text
            self.grows = grows
            super.init(id: "title", title: "Title")
        }
        override func body(settings: Settings) -> any Component {
            let title: any Component = grows
                ? Label(id: "title", text, style: .largeTitle, weight: .bold, color: .black, traits: .header)
                : Drawing(height: 73, element: AccessibilityElement(id: "title", label: SpeechText(text), traits: .header, frame: .zero)) {
                    frame, list, settings, _ in
                    list.text(TextRun(self.text, box: frame, size: settings.pointSize(.largeTitle), weight: .bold, color: .black,
                                      wraps: true, style: .largeTitle))
                }
            return Background(.white, Padding(16, Column([Spacer(44), title])))
        }
    }

    private func clipped(_ scene: @escaping @Sendable () -> Scene) -> [Finding] {
        let descriptor = SceneDescriptor(id: "title", tab: "Tests", title: "Title", sourcePath: "", make: scene)
        return Validator(rules: [ClippedTextRule()]).validate(descriptor).findings
    }

    func testABoxThatFitsTheOldEstimateButNotTheFontIsReported() {
        // "Now Home" in bold at 60 pt: 288 pt by 0.6 em a character, about 365 pt in DejaVu Sans Bold: two lines in 358 pt.
        let findings = clipped { TitleScreen("Now Home", grows: false) }
        XCTAssertEqual(findings.map(\.ruleID), ["text.clipped"])
        XCTAssertEqual(findings.first?.settings, "contentSize=AX5")
    }

    func testALabelThatGrowsWithItsTextIsNotReported() {
        XCTAssertEqual(clipped { TitleScreen("Now Home", grows: true) }.map(\.ruleID), [])
    }

    /// A scene file's text that wraps in a laid-out row grows its row with the lines the renderer's
    /// font needs, so it is never clipped at AX5: sentences whose words the average-advance
    /// estimate took as narrower than the font draws them (and a CJK one, 1 em a character, not
    /// 0.55) were reported clipped, though the file did what the rule's fix asks.
    func testWrappingTextInAFileLayoutIsNotClippedAtTheLargestSize() throws {
        let rows = [("Music work welcome privacy home the", 260), ("Summary message window data", 260), ("設定とプライバシー", 180), ("WWW MMM WWW MMM", 200)]
            .enumerated().map { i, row in
                ##"{"id":"row\##(i)","label":"\##(row.0)","traits":["staticText"],"size":[358,44],"drawing":[{"text":"\##(row.0)","box":[16,10,\##(row.1),24],"style":"body"}]}"##
            }.joined(separator: ",")
        let file = ##"{"format":"axsandbox-scene","version":1,"id":"rows","device":{"idiom":"phone","width":390,"height":844},"elements":[{"id":"list","frame":[16,100,358,0],"layout":{"axis":"column"},"children":[\##(rows)]}]}"##
        let scene = try SceneFile.parse(file, file: "rows.json")
        XCTAssertEqual(Validator(rules: [ClippedTextRule()]).validate(scene.descriptor, declarative: true).findings.map(\.message), [])
    }
}

/// HelloGoodbye's Done, shown while a field is edited: exploring the fixed app found its semibold
/// word cut at AX5 (it needs 78 pt; its box had 71.8 with 8 pt taken off each side). Set trailing,
/// its box now runs to the button's leading edge.
final class HelloGoodbyeDoneTests: XCTestCase {
    func testDoneKeepsRoomForItsWordAtTheLargestSize() {
        let descriptor = SceneDescriptor(id: "hello-goodbye", tab: "Tests", title: "HelloGoodbye", sourcePath: #filePath) {
            let scene = HelloGoodbyeScene()
            let session = Session(scene: scene, settings: Settings())
            for id in ["profile-button", "hobbies-field"] {
                var hook: AccessibilityHook?
                for root in scene.accessibilityElements(settings: Settings()) { root.forEachNode { if $0.id == id { hook = $0.onActivate } } }
                _ = hook?(session)
            }
            return scene
        }
        let scene = descriptor.make()
        var ids: [String] = []
        for root in scene.accessibilityElements(settings: Settings()) { root.forEachNode { ids.append($0.id) } }
        XCTAssertTrue(ids.contains("done"), "a field is being edited: Done shows")
        let clipped = Validator(rules: [ClippedTextRule()]).validate(descriptor).findings.filter { $0.subject.elementID == "done" }
        XCTAssertEqual(clipped.map(\.message), [])
    }
}
