import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Drag and drop verdicts a stranger's scenes found wrong: a drop a finger alone can make, a drag
/// that lands nowhere taken as a gesture's equivalent, a drop that moves elements silently, and a
/// trash with nothing left to drag reported as unreachable. Each scene is the smallest that shows it.
final class DragDropVerdictTests: XCTestCase {
    /// Notes, dragged onto Trash, is deleted. `trash` is the Trash element's extra fields, `drop`
    /// the drop point's.
    static func trash(trash: String = "", drop: String = ##","layoutChanged":true"##, extra: String = "") -> String {
        """
        {"format":"axsandbox-scene","version":1,"id":"trash","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "state":{"deleted":false},
         "elements":[
          {"id":"notes","label":"Notes","traits":["button"],"frame":[40,100,76,90],"when":{"state":"deleted","equals":false},
           "dragSources":[{"name":"Drag Notes","point":[78,128]}]},
          {"id":"mail","label":"Mail","traits":["button"],"frame":[150,100,76,90]},
          {"id":"trash","label":"Trash","traits":["button"],"frame":[150,700,90,90]\(trash),
           "dropPoints":[{"name":"Delete","point":[195,745],"set":{"deleted":true},"announce":"Notes deleted"\(drop)}]}\(extra)
         ]}
        """
    }

    /// The findings of `rules` on the scene file `text`, validated as `validate` does (explored
    /// within the default bounds unless `bounds` says otherwise): "rule element: message".
    static func findings(_ text: String, rules: Set<String>, bounds: ExplorationBounds = .default) throws -> [String] {
        let descriptor = try SceneFile.parse(text, file: "planted.json").descriptor
        let validator = Validator(rules: RuleCatalog.all.filter { rules.contains($0.info.id) }, bounds: bounds)
        return validator.validate(descriptor).findings.map { "\($0.ruleID) \($0.subject.elementID ?? "-"): \($0.message)" }
    }

    static let dragDrop: Set<String> = ["dragdrop.descriptors", "dragdrop.drop-fails"]

    /// Once the last item was dropped in the trash nothing is left to drag, and VoiceOver, Switch
    /// Control and Full Keyboard Access offer drop points only while a drag is under way: a trash
    /// with nothing to drag in is right. It was reported in the state after the drop, as a warning
    /// under a rule documented as an error, with the fix about points and names.
    func testATrashWithNothingLeftToDragIsNotUnreachable() throws {
        XCTAssertEqual(try Self.findings(Self.trash(), rules: Self.dragDrop), [])
        // A drop point onto which no state ever offers a drag is still reported, with its own fix.
        let nothing = Self.trash().replacingOccurrences(of: ##""dragSources":[{"name":"Drag Notes","point":[78,128]}]"##, with: ##""customActions":[]"##)
        let descriptor = try SceneFile.parse(nothing, file: "planted.json").descriptor
        for bounds in [ExplorationBounds.default, .initialState] {
            let found = Validator(rules: RuleCatalog.all.filter { $0.info.id == "dragdrop.descriptors" }, bounds: bounds).validate(descriptor).findings
            XCTAssertEqual(found.map { "\($0.severity) \($0.subject.elementID ?? "-"): \($0.message)" },
                           ["warning trash: Drop point \"Delete\" cannot be reached: no element offers a drag source"])
            XCTAssertEqual(found.map(\.fix), ["Give the element that is dragged a drag source descriptor, or remove the drop point."])
        }
        // The rule's own text says this finding is a warning, though the rule's severity is error.
        let info = DragDropDescriptorRule().info
        XCTAssertEqual(info.severity, .error)
        XCTAssertTrue(info.explanation.contains("A drop point with no drag source can never be used (a warning)"), info.explanation)
    }

    /// A drop point on an element hidden from assistive technologies: a finger drags Notes onto the
    /// hidden Trash and deletes it, no assistive technology is offered the drop point, and the run
    /// was green with the state after the drop (an unlabelled Undo button) never explored.
    func testADropPointOnAHiddenElementTakesAFingersDropAlone() throws {
        let undo = ##",{"id":"undo","traits":["button"],"frame":[16,600,120,44],"when":{"state":"deleted","equals":true},"activate":{"set":{"deleted":false}}}"##
        let hidden = Self.trash(trash: ##","hidden":true"##, extra: undo)
        let message = "dragdrop.descriptors trash: Drop point \"Delete\" lies on \"Trash\", which is hidden from assistive technologies: only a finger can drop there"
        XCTAssertEqual(try Self.findings(hidden, rules: Self.dragDrop), [message])
        XCTAssertEqual(try Self.findings(hidden, rules: Self.dragDrop, bounds: .initialState), [message])
        // Exposed, VoiceOver drops there; the Undo button it shows is judged (and has no label).
        XCTAssertEqual(try Self.findings(Self.trash(extra: undo), rules: Self.dragDrop.union(["label.missing"])),
                       ["label.missing undo: Interactive element has no label"])
    }

    /// A pan whose only accessible offer is a drag source with no drop point on the screen: the
    /// drag lands nowhere, so it offers nothing, and the gesture was passed.
    func testADragThatLandsNowhereIsNoEquivalent() throws {
        func handle(_ extra: String = "", traits: String = "") -> String {
            """
            {"format":"axsandbox-scene","version":1,"id":"handle","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
             "state":{"pos":{"value":5,"range":[0,10]}},
             "elements":[{"id":"handle","label":"Brightness","frame":[16,200,358,60]\(traits),"dragSources":[{"name":"Drag Brightness","point":[30,230]}]}\(extra)],
             "gestures":[{"kind":"pan","frame":[16,200,358,60],"meaning":"drag the brightness handle"}]}
            """
        }
        let rules: Set<String> = ["actions.touch-only-gesture"]
        XCTAssertEqual(try Self.findings(handle(), rules: rules),
                       ["actions.touch-only-gesture -: The pan that does \"drag the brightness handle\" has no accessible equivalent"])
        // Named as the equivalent, it offers no action either (judged on its tree: explored, the
        // escape taken from the screen's first element counts as acting on it).
        let named = handle().replacingOccurrences(of: ##""meaning":"drag the brightness handle"}"##,
                                                  with: ##""meaning":"drag the brightness handle","equivalent":"handle"}"##)
        XCTAssertEqual(try Self.findings(named, rules: rules, bounds: .initialState),
                       ["actions.touch-only-gesture -: The pan that does \"drag the brightness handle\" names equivalent \"handle\", which offers no action"])
        // A drop point elsewhere on the screen gives the drag somewhere to land; an adjustable value is an equivalent of its own.
        let target = ##",{"id":"max","label":"Maximum","traits":["button"],"frame":[16,400,358,60],"dropPoints":[{"name":"Set to maximum","point":[195,430],"set":{"pos":10},"announce":"Maximum"}]}"##
        XCTAssertEqual(try Self.findings(handle(target), rules: rules), [])
        XCTAssertEqual(try Self.findings(handle(traits: ##","traits":["adjustable"],"value":"{pos}","adjusts":"pos""##), rules: rules), [])
    }

    /// A drop that shows, hides or moves elements without posting layoutChanged is judged as the
    /// same effect through a custom action is: the drop was never probed for it.
    func testADropThatChangesTheLayoutSilentlyIsFound() throws {
        let rules: Set<String> = ["notify.layout-change"]
        let silent = "notify.layout-change trash: Dropping \"Notes\" at \"Delete\" on \"Trash\" changes the layout silently"
        for bounds in [ExplorationBounds.default, .initialState] {
            XCTAssertEqual(try Self.findings(Self.trash(drop: ""), rules: rules, bounds: bounds), [silent], "\(bounds)")
            XCTAssertEqual(try Self.findings(Self.trash(), rules: rules, bounds: bounds), [], "\(bounds)")
        }
        // The same effect as a custom action on Notes, already judged so.
        let action = Self.trash(drop: "").replacingOccurrences(
            of: ##""dragSources":[{"name":"Drag Notes","point":[78,128]}]"##,
            with: ##""dragSources":[{"name":"Drag Notes","point":[78,128]}],"customActions":[{"name":"Delete","set":{"deleted":true},"announce":"Notes deleted"}]"##)
        XCTAssertEqual(try Self.findings(action, rules: rules, bounds: .initialState),
                       ["notify.layout-change notes: The custom action \"Delete\" of \"Notes\" changes the layout silently", silent])
    }
}
