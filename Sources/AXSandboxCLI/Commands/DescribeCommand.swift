import AXCore
import AXEngine
import AXTrace
import ArgumentParser
import Foundation

/// Prints what VoiceOver says for an element described on the command line: its description and its
/// separate hint (docs/voiceover.md).
struct DescribeCommand: ParsableCommand, CheckedArguments {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "describe",
        abstract: "Print the description and hint VoiceOver would speak for an element.",
        discussion: """
        Needs at least one of --label, --value, --hint, --traits or custom content (exit status 2 without). Custom content is listed as the More Content rotor option offers it; high-importance content is also read with the element. Example:

        \(CommandName.current) describe --label Filter --value 1 --traits button,toggleButton

        prints "Filter. Switch Button. On." and the hint "Double tap to toggle setting."
        """) }

    @Option(help: "The accessibility label.") var label: String?
    @Option(help: "The accessibility value.") var value: String?
    @Option(help: "The developer's hint.") var hint: String?
    @Option(help: ArgumentHelp("Comma-separated trait names as in scene files (button, toggleButton, notEnabled, …).",
                               valueName: "a,b,c"))
    var traits: String = ""
    @Option(help: ArgumentHelp("Where the element sits: series:N/M, tab:N/M, list-start, list-end, landmark-start, landmark-end, or a data table's cell:ROW/COLUMN (from 1, - where undefined) with ,rows=N ,columns=N ,row-start.",
                               valueName: "context"))
    var context: String = "none"
    @Flag(help: "The element has custom actions or drag and drop descriptors (\"Actions available\").")
    var actions = false
    @Option(name: .customLong("content"),
            help: ArgumentHelp("Custom content offered in the More Content rotor option (repeatable; without =, a label with no value).", valueName: "label=value"))
    var content: [String] = []
    @Option(name: .customLong("important-content"),
            help: ArgumentHelp("High-importance custom content, read with the element (repeatable; without =, a label with no value).", valueName: "label=value"))
    var importantContent: [String] = []
    @Option(name: .customLong("user-input-label"),
            help: ArgumentHelp("A name Voice Control accepts for the element (repeatable; VoiceOver does not speak it).",
                               valueName: "name"))
    var userInputLabels: [String] = []
    @Option(help: "text or json.") var format: OutputFormat = .text

    func checkValues() throws {
        // An empty label, value or hint says nothing: `--label ""` alone printed an empty line.
        let given = [label, value, hint].contains { $0?.isEmpty == false }
        guard given || !traits.isEmpty || !content.isEmpty || !importantContent.isEmpty else {
            throw ValidationError("describe needs an element: give at least one of --label, --value, --hint, --traits, --content or --important-content, "
                + "e.g. `\(CommandName.current) describe --label Filter --traits button`; "
                + "what a scene's elements say is `\(CommandName.current) inspect SCENE`")
        }
    }

    func run() throws {
        let names = traits.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let parsedTraits: AccessibilityTraits
        do { parsedTraits = try AccessibilityTraits(names: names) } catch { throw CommandLineError.couldNotRun("\(error)") }
        guard let parsedContext = ElementContext(argument: context) else {
            throw CommandLineError.couldNotRun("unknown context \"\(context)\"; expected series:N/M, tab:N/M, list-start, list-end, landmark-start, landmark-end or cell:ROW/COLUMN[,rows=N][,columns=N][,row-start]")
        }
        let customContent = importantContent.map { Self.content($0, .high) } + content.map { Self.content($0, .default) }
        let result = DescriptionBuilder.describe(label: label, value: value, hint: hint, traits: parsedTraits,
                                                 context: parsedContext, hasActions: actions, customContent: customContent)
        switch format {
        case .json:
            var writer = JSONLineWriter()
            writer.string("description", result.description)
            writer.string("hint", result.hint)
            // As heard: symbols read as words at the default punctuation level (docs/voiceover.md).
            writer.string("spoken", SymbolPronunciation.spoken(result.description))
            writer.raw("moreContent", JSONLineWriter.array(customContent.map { JSONLineWriter.quoted($0.spoken) }))
            writer.raw("userInputLabels", JSONLineWriter.array(userInputLabels.map(JSONLineWriter.quoted)))
            print(writer.line)
        case .text:
            // What is heard: symbols read as words ("Swipe ↑" says "Swipe up arrow"), each line with
            // its control characters escaped, as `inspect` prints them (a label's newline is no line).
            var lines = [SymbolPronunciation.spoken(result.description)]
            if result.actionsAvailable { lines.append(ElementDescription.actionsAvailableText) }
            if let hint = result.hint { lines.append("Hint: " + SymbolPronunciation.spoken(hint)) }
            for item in customContent { lines.append("More Content: " + SymbolPronunciation.spoken(item.spoken)) }
            if !userInputLabels.isEmpty { lines.append("Voice Control names: " + userInputLabels.joined(separator: ", ")) }
            for line in lines { print(line.escapingControlCharacters) }
        }
    }

    /// `label=value` (the value may be empty; without `=` the whole text is the label).
    static func content(_ argument: String, _ importance: CustomContent.Importance) -> CustomContent {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        return CustomContent(label: parts[0], value: parts.count > 1 ? parts[1] : "", importance: importance)
    }
}

/// `--format text|json` of the inspecting commands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
