import AXCore
import AXEngine
import AXTrace
import ArgumentParser
import Foundation

/// Prints what VoiceOver says for an element described on the command line: its description and its
/// separate hint (docs/voiceover.md).
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print the description and hint VoiceOver would speak for an element.",
        discussion: """
        Needs at least one of --label, --value, --hint or --traits (exit status 2 without). Example:

        axsandbox describe --label Filter --value 1 --traits button,toggleButton

        prints "Filter. Switch Button. On." and the hint "Double tap to toggle setting."
        """)

    @Option(help: "The accessibility label.") var label: String?
    @Option(help: "The accessibility value.") var value: String?
    @Option(help: "The developer's hint.") var hint: String?
    @Option(help: ArgumentHelp("Comma-separated trait names as in scene files (button, toggleButton, notEnabled, …).",
                               valueName: "a,b,c"))
    var traits: String = ""
    @Option(help: ArgumentHelp("Where the element sits: series:N/M, tab:N/M, list-start, list-end, landmark-start, landmark-end.",
                               valueName: "context"))
    var context: String = "none"
    @Flag(help: "The element has custom actions or drag and drop descriptors (\"Actions available\").")
    var actions = false
    @Option(help: "text or json.") var format: OutputFormat = .text

    func run() throws {
        guard label != nil || value != nil || hint != nil || !traits.isEmpty else {
            exitCouldNotRun("describe needs an element: give at least one of --label, --value, --hint or --traits, "
                + "e.g. `axsandbox describe --label Filter --traits button`")
        }
        let names = traits.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let parsedTraits: AccessibilityTraits
        do { parsedTraits = try AccessibilityTraits(names: names) } catch { exitCouldNotRun("\(error)") }
        guard let parsedContext = ElementContext(argument: context) else {
            exitCouldNotRun("unknown context \"\(context)\"; expected series:N/M, tab:N/M, list-start, list-end, landmark-start or landmark-end")
        }
        let result = DescriptionBuilder.describe(label: label, value: value, hint: hint, traits: parsedTraits,
                                                 context: parsedContext, hasActions: actions)
        switch format {
        case .json:
            var writer = JSONLineWriter()
            writer.string("description", result.description)
            writer.string("hint", result.hint)
            // As heard: symbols read as words at the default punctuation level (docs/voiceover.md).
            writer.string("spoken", SymbolPronunciation.spoken(result.description))
            print(writer.line)
        case .text:
            // What is heard: symbols read as words ("Swipe ↑" says "Swipe up arrow").
            print(SymbolPronunciation.spoken(result.description))
            if result.actionsAvailable { print(ElementDescription.actionsAvailableText) }
            if let hint = result.hint { print("Hint: " + SymbolPronunciation.spoken(hint)) }
        }
    }
}

/// `--format text|json` of the inspecting commands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
