import XCTest
@testable import AXCore

/// The helpers that read large values where they lie (`readEachInPlace` and its kin) visit exactly
/// what a loop over the array would, in the same order.
final class ReadInPlaceTests: XCTestCase {
    private let elements = ["a", "b", "c"].map { AccessibilityElement(id: $0, label: SpeechText($0), frame: Rect(0, 0, 10, 10)) }

    func testReadingEachElementVisitsEveryOneInOrder() {
        var visited: [(Int, String)] = []
        elements.readEachInPlace { index, element in visited.append((index, element.id)) }
        XCTAssertEqual(visited.map(\.0), [0, 1, 2])
        XCTAssertEqual(visited.map(\.1), ["a", "b", "c"])
        var none = 0
        [AccessibilityElement]().readEachInPlace { _, _ in none += 1 }
        XCTAssertEqual(none, 0)
    }

    func testTheFirstIndexIsTheFirstElementThatPasses() {
        XCTAssertEqual(elements.firstIndexInPlace { $0.id != "a" }, 1)
        XCTAssertEqual(elements.firstIndexInPlace { $0.id == "a" }, 0)
        XCTAssertNil(elements.firstIndexInPlace { $0.id == "z" })
        XCTAssertNil([AccessibilityElement]().firstIndexInPlace { _ in true })
    }

    func testPairsPassOnlyWhenEveryPairAtTheSameIndexPasses() {
        var other = elements
        XCTAssertTrue(elements.allPairsInPlace(with: other) { $0.id == $1.id })
        other[2].id = "z"
        XCTAssertFalse(elements.allPairsInPlace(with: other) { $0.id == $1.id })
        XCTAssertFalse(elements.allPairsInPlace(with: Array(elements.prefix(2))) { _, _ in true }, "counts differ")
        XCTAssertTrue([AccessibilityElement]().allPairsInPlace(with: []) { _, _ in false })
        var compared: [String] = []
        _ = elements.allPairsInPlace(with: other) { compared.append($0.id); return $0.id == $1.id }
        XCTAssertEqual(compared, ["a", "b", "c"], "pairs are compared in order until one fails")
    }

    func testAPairAtTwoIndicesReadsThoseTwoElements() {
        let other = ["x", "y"].map { AccessibilityElement(id: $0, frame: .zero) }
        XCTAssertEqual(elements.pairInPlace(at: 2, with: other, at: 0) { $0.id + $1.id }, "cx")
        XCTAssertEqual(elements.pairInPlace(at: 0, with: other, at: 1) { $0.id + $1.id }, "ay")
        XCTAssertEqual(elements.pairInPlace(at: 1, with: elements, at: 1) { $0.id + $1.id }, "bb")
    }

    func testSharedStorageIsACopyNeitherChangedSince() {
        let copy = elements
        XCTAssertTrue(elements.sharesStorage(with: copy))
        var changed = elements
        changed[0].id = "x"
        XCTAssertFalse(elements.sharesStorage(with: changed))
        XCTAssertFalse(elements.sharesStorage(with: ["a", "b", "c"].map { AccessibilityElement(id: $0, frame: .zero) }))
    }
}
