import XCTest
import AXCore
@testable import AXAudit

/// A shard report spells each exploration action's kind by `ExplorationAction.Kind.Name`: the bytes
/// of every kind's record are those shard reports carried before the name had one spelling (so a
/// report written by an earlier build still merges), and each reads back as the action it was.
final class ShardActionRecordTests: XCTestCase {
    private static let drag = LocationDescriptor(name: "Drag Row 1", point: Point(x: 10.5, y: 20.5))
    private static let drop = LocationDescriptor(name: "Drop after Row 2", point: Point(x: 30.5, y: 40.5), viewID: "row-2")

    /// One action of every kind, with the record each was written as before.
    private static let cases: [(ExplorationAction.Kind, String)] = [
        (.activate, #"{"element":"e","kind":"activate","name":"E"}"#),
        (.increment, #"{"element":"e","kind":"increment","name":"E"}"#),
        (.decrement, #"{"element":"e","kind":"decrement","name":"E"}"#),
        (.zoomIn, #"{"element":"e","kind":"zoomIn","name":"E"}"#),
        (.zoomOut, #"{"element":"e","kind":"zoomOut","name":"E"}"#),
        (.customAction(index: 2, name: "Delete"), #"{"element":"e","index":2,"kind":"customAction","name":"E","text":"Delete"}"#),
        (.scroll(.down), #"{"element":"e","kind":"scroll","name":"E","text":"down"}"#),
        (.escape, #"{"element":"e","kind":"escape","name":"E"}"#),
        (.magicTap, #"{"element":"e","kind":"magicTap","name":"E"}"#),
        (.drop(source: drag, targetID: "row-2", targetLabel: "Row 2", drop: drop),
         #"{"drop":{"name":"Drop after Row 2","viewID":"row-2","x":30.5,"y":40.5},"element":"e","kind":"drop","name":"E","#
            + #""source":{"name":"Drag Row 1","x":10.5,"y":20.5},"target":"row-2","targetLabel":"Row 2"}"#),
        (.type("Text"), #"{"element":"e","kind":"type","name":"E","text":"Text"}"#),
        // Added later: the chord as Apple writes it, its title where a drop's target is named.
        (.shortcut(try! KeyChord(parsing: "Command-9"), title: "Zoom In"),
         #"{"element":"e","kind":"shortcut","name":"E","targetLabel":"Zoom In","text":"Command-9"}"#),
        // Added later: VoiceOver's long press (a triple tap) where the scene declares one.
        (.longPress, #"{"element":"e","kind":"longPress","name":"E"}"#),
    ]

    func testEveryKindIsWrittenAsBeforeAndReadsBack() throws {
        XCTAssertEqual(Set(Self.cases.map(\.0.name)), Set(ExplorationAction.Kind.Name.allCases), "every kind is pinned")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for (kind, expected) in Self.cases {
            let action = ExplorationAction(elementID: "e", elementName: "E", kind: kind)
            let record = ValidationShard.ActionRecord(action)
            XCTAssertEqual(String(decoding: try encoder.encode(record), as: UTF8.self), expected, "\(kind)")
            let read = try JSONDecoder().decode(ValidationShard.ActionRecord.self, from: Data(expected.utf8))
            XCTAssertEqual(try read.action(at: "shard.json: units[0]"), action)
        }
    }

    /// An action said to Voice Control with VoiceOver off (docs/validation.md, "Actions with
    /// VoiceOver off") carries the element's number and the setting turned off, and reads back.
    func testAnActionSaidToVoiceControlIsWrittenAndReadsBack() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var action = ExplorationAction(elementID: "e", elementName: "E", kind: .increment)
        action.settingChanges = [.init(.voiceOver, "false")]
        action.voiceControlNumber = 3
        let expected = #"{"element":"e","kind":"increment","name":"E","settings":["voiceOver=false"],"voiceControlNumber":3}"#
        XCTAssertEqual(String(decoding: try encoder.encode(ValidationShard.ActionRecord(action)), as: UTF8.self), expected)
        let read = try JSONDecoder().decode(ValidationShard.ActionRecord.self, from: Data(expected.utf8))
        XCTAssertEqual(try read.action(at: "shard.json: units[0]"), action)
        XCTAssertEqual(action.step, #"turn VoiceOver off, then say "Increment 3" (E)"#)
        let custom = #"{"element":"e","index":0,"kind":"customAction","name":"E","text":"Delete","voiceControlNumber":3}"#
        let refused = try JSONDecoder().decode(ValidationShard.ActionRecord.self, from: Data(custom.utf8))
        XCTAssertThrowsError(try refused.action(at: "shard.json: units[0]"), "Voice Control runs no custom action")
    }

    /// An exploration's counts travel in its record: the drops sampled out of long lists too, which
    /// a shard report written before they were counted leaves out (read as none).
    func testAnExplorationsCountsReadBack() throws {
        let result = ExplorationResult(states: [ExploredState(index: 0, digest: "d", snapshot: [], path: [], inputs: [], endTime: 0, unexplored: nil)],
                                       transitions: [], bounds: .default, leftOutActions: 3, dropsLeftOut: 19_736,
                                       customActionsLeftOut: 170, notExplored: nil)
        let record = ValidationShard.ExplorationRecord(result)
        let read = try JSONDecoder().decode(ValidationShard.ExplorationRecord.self, from: try JSONEncoder().encode(record)).result(at: "shard.json")
        XCTAssertEqual(read.summary, result.summary)
        XCTAssertEqual(read.dropsLeftOut, 19_736)
        XCTAssertEqual(read.customActionsLeftOut, 170)
        let older = #"{"depthBound":8,"stateBound":500,"leftOutActions":0,"states":[{"index":0,"digest":"d","endTime":0,"path":[]}]}"#
        let olderRead = try JSONDecoder().decode(ValidationShard.ExplorationRecord.self, from: Data(older.utf8)).result(at: "shard.json")
        XCTAssertEqual(olderRead.dropsLeftOut, 0)
        XCTAssertEqual(olderRead.customActionsLeftOut, 0)
    }

    func testAnUnknownKindIsRefusedByName() throws {
        let read = try JSONDecoder().decode(ValidationShard.ActionRecord.self,
                                            from: Data(#"{"element":"e","kind":"pinch","name":"E"}"#.utf8))
        XCTAssertThrowsError(try read.action(at: "shard.json: units[0]")) { error in
            XCTAssertEqual((error as? ShardError)?.message, "shard.json: units[0].exploration: unknown action \"pinch\"")
        }
    }
}
