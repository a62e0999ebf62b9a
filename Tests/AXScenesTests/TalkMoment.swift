import AXSandboxTesting
import Foundation
import XCTest

/// One row of docs/voiceover.md's table of talk moments: what the talk heard and the difference the
/// table admits, if any. The tests that hear a moment compare the words the simulator said with the
/// talk's, so the table cannot claim agreement where the words differ (nor a difference where there
/// is none).
struct TalkMoment {
    let number: Int
    /// The table's "heard in the talk" cell, as written.
    let heard: String
    /// The table's "remaining difference" cell; nil for "–".
    let difference: String?

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    /// Every row of the table, by number, read from docs/voiceover.md.
    static let table: [Int: TalkMoment] = {
        guard let doc = try? String(contentsOf: root.appendingPathComponent("docs/voiceover.md"), encoding: .utf8),
              let start = doc.range(of: "## Every talk moment") else { return [:] }
        var rows: [Int: TalkMoment] = [:]
        for line in doc[start.lowerBound...].split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 7, let number = Int(cells[1]) else { continue }
            rows[number] = TalkMoment(number: number, heard: cells[3], difference: cells[5] == "–" ? nil : cells[5])
        }
        return rows
    }()

    /// The talk's words: the quoted passages of the cell (the rest describes what was done or
    /// heard without words), sounds in brackets left out, "[inaudible]" kept as a wildcard.
    var talkWords: [String] {
        let quoted = heard.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        return quoted.flatMap { passage -> [String] in
            let marked = passage.replacingOccurrences(of: "[inaudible]", with: " \(Self.wildcard) ")
            let unbracketed = marked.replacingOccurrences(of: "\\[[^\\]]*\\]", with: " ", options: .regularExpression)
            return Self.words(unbracketed)
        }
    }

    /// Whether the cell quotes any speech (rows that only describe sounds or code have none).
    var quotesSpeech: Bool { heard.contains("\"") }

    /// Stands for words the transcript could not make out: any number of them.
    static let wildcard = "*"

    /// What a listener hears of `text`, word by word: case, punctuation and apostrophes are not
    /// heard, and a number is heard as the words it is read as ("2" and "two" alike).
    static func words(_ text: String) -> [String] {
        let lowered = text.lowercased().replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: "")
        let tokens = lowered.split { !($0.isLetter || $0.isNumber || String($0) == wildcard) }.map(String.init)
        return tokens.flatMap { token -> [String] in
            guard let number = Int(token), number < 1000 else { return [token] }
            return spelled(number)
        }
    }

    /// The words heard in `lines`: utterances and hints, what was heard of a cut one; sounds have none.
    static func words(_ lines: some Sequence<Heard>) -> [String] {
        lines.flatMap { line -> [String] in
            switch line {
            case .speech(let text), .hint(let text): return words(text)
            case .cut(_, let heard): return words(heard)
            case .dropped, .sound, .tone: return []
            }
        }
    }

    /// Whether `heard` is `talk`, the wildcard standing for any run of words, none included.
    static func matches(_ talk: ArraySlice<String>, _ heard: ArraySlice<String>) -> Bool {
        guard let first = talk.first else { return heard.isEmpty }
        if first == wildcard {
            return (heard.startIndex...heard.endIndex).contains { matches(talk.dropFirst(), heard[$0...]) }
        }
        return heard.first == first && matches(talk.dropFirst(), heard.dropFirst())
    }

    private static let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                               "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// 0…999 as spoken English words ("47": "forty", "seven").
    static func spelled(_ number: Int) -> [String] {
        if number < 20 { return [ones[number]] }
        if number < 100 { return [tens[number / 10]] + (number % 10 == 0 ? [] : [ones[number % 10]]) }
        return [ones[number / 100], "hundred"] + (number % 100 == 0 ? [] : spelled(number % 100))
    }
}

extension SceneTester {
    /// Runs `steps`, the moment `number` of docs/voiceover.md's table, and compares the words they
    /// made heard with the talk's: the same words where the table lists no difference, other words
    /// where it lists one.
    func hears(moment number: Int, file: StaticString = #filePath, line: UInt = #line, _ steps: () -> Void) {
        let start = log.count
        steps()
        guard let moment = TalkMoment.table[number] else {
            return XCTFail("docs/voiceover.md's table has no moment \(number)", file: file, line: line)
        }
        let heard = TalkMoment.words(log[start...])
        let talk = moment.talkWords
        let same = TalkMoment.matches(talk[...], heard[...])
        if moment.difference == nil {
            XCTAssertTrue(same, "moment \(number): the table says the simulator agrees with the talk, but the words differ.\n"
                          + "  talk:      \(talk.joined(separator: " "))\n  simulator: \(heard.joined(separator: " "))", file: file, line: line)
        } else {
            XCTAssertFalse(same, "moment \(number): the table lists a difference, but the simulator says the talk's words: "
                           + heard.joined(separator: " "), file: file, line: line)
        }
    }
}
