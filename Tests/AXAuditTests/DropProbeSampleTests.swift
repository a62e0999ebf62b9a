import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// A long reorderable list's drop points are sampled, and the report says how many were probed
/// (docs/validation.md, "Probes"); a short list's are all probed, as before.
final class DropProbeSampleTests: XCTestCase {
    private func dropFindings(_ rows: Int) throws -> [Finding] {
        let scene = try SceneFile.parse(SceneFile.reorderableList(count: rows), file: "list-\(rows).json")
        let rule = RuleCatalog.all.filter { $0.info.id == "dragdrop.drop-fails" }
        return Validator(rules: rule, matrix: .default).validate(scene.descriptor).findings.filter { $0.suppression == nil }
    }

    func testEveryDropPointOfAShortListIsProbed() throws {
        XCTAssertEqual(try dropFindings(30).map(\.message), [], "60 drop points: every one probed, every one takes a drop")
    }

    /// 100 rows, 200 drop points: those of the first two and last two rows (the first drag source,
    /// row 0, and its neighbour are among them), 8 in all, and one info finding on the list.
    func testALongListIsSampledAndSaysHowManyDropPointsWereProbed() throws {
        let findings = try dropFindings(100)
        XCTAssertEqual(Set(findings.map(\.message)), [#"Only 8 of the 200 drop points in "rows" were probed"#])
        XCTAssertEqual(Set(findings.map(\.severity)), [.info], "a notice, never a failure of --fail-on")
        XCTAssertEqual(Set(findings.compactMap(\.subject.elementID)), ["rows"])
    }

    /// Two reorderable lists, each taking only its own rows: the second list's six drop points, tried
    /// with the first 8 drag sources in tree order (all the first list's), were reported as taking
    /// nothing, as the home screen's full dock was; its own rows are now tried first.
    func testADropPointIsTriedWithTheSourcesBesideItFirst() throws {
        func rows(_ prefix: String, _ count: Int) -> String {
            (0..<count).map { ##"{"id":"\##(prefix)\##($0)","label":"\##(prefix.uppercased()) \##($0)","size":[358,30]}"## }.joined(separator: ",")
        }
        let text = ##"""
        {"format":"axsandbox-scene","version":1,"id":"two-lists","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[
          {"id":"page","container":"list","reorderable":true,"frame":[16,40,358,0],"layout":{"axis":"column","spacing":4},"children":[\##(rows("p", 9))]},
          {"id":"dock","container":"list","reorderable":true,"frame":[16,600,358,0],"layout":{"axis":"column","spacing":4},"children":[\##(rows("d", 3))]}]}
        """##
        let scene = try SceneFile.parse(text, file: "two-lists.json")
        let rule = RuleCatalog.all.filter { $0.info.id == "dragdrop.drop-fails" }
        XCTAssertEqual(Validator(rules: rule, matrix: .default).validate(scene.descriptor).findings.map(\.message), [])
    }

    /// A note dragged into a folder, and a Settings sheet over both: while the sheet is up, VoiceOver
    /// reaches neither the note nor the folder, so no user can drop there. The sheet's states reported
    /// "Nothing can be dropped at \"Drop into Folder\"" (the probe could not focus the note, and took
    /// that for a failed drop); a folder that takes nothing is still reported where it is reached.
    func testADropPointBehindASheetIsNotProbed() throws {
        func scene(_ dropEffect: String) throws -> SceneDescriptor {
            let text = ##"""
            {"format":"axsandbox-scene","version":1,"id":"folders","device":{"idiom":"phone","width":390,"height":844},
             "state":{"filed":false},
             "elements":[
              {"id":"settings","label":"Settings","traits":["button"],"frame":[16,100,358,50],"activate":{"open":"sheet"}},
              {"id":"note","label":"Groceries","traits":["button"],"frame":[16,200,358,50],"activate":{"announce":"Groceries"},
               "dragSources":[{"name":"Drag Groceries","point":[195,225]}]},
              {"id":"folder","label":"Folder","traits":["button"],"frame":[16,300,358,50],"activate":{"announce":"Folder"},
               "dropPoints":[{"name":"Drop into Folder","point":[195,325]\##(dropEffect)}]}],
             "screens":[{"id":"sheet","sheet":true,"frame":[0,520,390,324],
              "elements":[{"id":"done","label":"Done","traits":["button"],"frame":[16,16,358,50],"activate":{"close":true}}]}]}
            """##
            return try SceneFile.parse(text, file: "folders.json").descriptor
        }
        let rule = RuleCatalog.all.filter { $0.info.id == "dragdrop.drop-fails" }
        let validator = Validator(rules: rule, matrix: .default, bounds: .default)
        let taking = validator.validate(try scene(##","set":{"filed":true},"announce":"Filed""##))
        XCTAssertEqual(taking.exploration?.isComplete, true)
        XCTAssertEqual(taking.findings.map(\.message), [], "the sheet's states judge no drop behind the sheet")
        let refusing = validator.validate(try scene(""))
        XCTAssertEqual(refusing.findings.map(\.message), [#"Nothing can be dropped at "Drop into Folder""#])
        XCTAssertEqual(refusing.findings.first?.states, [0], "reported where the folder is reached, not under the sheet")
    }

    /// A reorderable list of two rows: "Drop below Home" and "Drop above Work" can only be given the
    /// other row, which is there already. The file refused such a drop, so both were reported as
    /// taking nothing, with the fix "make the container reorderable", which it was. The drop is taken
    /// and nothing moves, as in a table view, so it leads to no new state.
    func testATwoRowListTakesADropWhereTheItemAlreadyIs() throws {
        let text = ##"""
        {"format":"axsandbox-scene","version":1,"id":"two","device":{"idiom":"phone","width":390,"height":844},
         "elements":[{"id":"places","container":"list","reorderable":true,"frame":[16,100,358,0],"layout":{"axis":"column","spacing":8},
          "children":[{"id":"home","label":"Home","size":[358,52]},{"id":"work","label":"Work","size":[358,52]}]}]}
        """##
        let scene = try SceneFile.parse(text, file: "two.json")
        let rule = RuleCatalog.all.filter { $0.info.id == "dragdrop.drop-fails" }
        let result = Validator(rules: rule, matrix: .default, bounds: .default).validate(scene.descriptor)
        XCTAssertEqual(result.findings.map(\.message), [])
        XCTAssertEqual(result.exploration?.states.count, 2, "home above work, and work above home: a drop in place is no new state")
    }

    func testTheSampleIsTheEndsAndTheFirstSourcesNeighbours() {
        let roots = [AccessibilityElement.container(id: "list", frame: Rect(x: 0, y: 0, width: 100, height: 400), children: (0..<40).map { i in
            var row = AccessibilityElement(id: "r\(i)", label: SpeechText("Row \(i)"), frame: Rect(x: 0, y: Double(i) * 10, width: 100, height: 10))
            row.dropPoints = [LocationDescriptor(name: "Drop above \(i)", point: Point(50, Double(i) * 10 + 2)),
                              LocationDescriptor(name: "Drop below \(i)", point: Point(50, Double(i) * 10 + 8))]
            return row
        })]
        let nodes = AuditNode.collect(roots).filter(\.isFocusable)
        let plan = DropProbeRule.plan(nodes, firstSourceID: "r20")
        let probed = nodes.filter { !plan.skipped.contains(ObjectIdentifier($0)) }.map(\.element.id)
        XCTAssertEqual(probed, ["r0", "r1", "r19", "r20", "r21", "r38", "r39"])
        XCTAssertEqual(plan.samples.count, 1)
        XCTAssertEqual(plan.samples.first?.containerID, "list")
        XCTAssertEqual(plan.samples.first?.probed, 14)
        XCTAssertEqual(plan.samples.first?.total, 80)
    }
}
