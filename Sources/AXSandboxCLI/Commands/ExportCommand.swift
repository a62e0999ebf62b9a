import AXCore
import AXEngine
import AXScenes
import ArgumentParser
import Foundation

/// Writes any scene (catalog, scene file, import) as AccessibilitySnapshot's model JSON or as a
/// scene file (docs/import.md, "Export").
struct ExportCommand: SceneCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "export",
        abstract: "Write a scene as AccessibilitySnapshot JSON or as a scene file.",
        discussion: """
        accessibilitysnapshot: the elements VoiceOver reaches, in navigation order, with what the \
        simulator says for each as AccessibilitySnapshot's description and hint; importing the file \
        gives back the same elements.

        scene-file: the whole tree and the drawing at time 0, as a declarative scene file.

        Written to standard output unless -o names a file.
        """) }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case accessibilitysnapshot, sceneFile = "scene-file"
    }

    @Argument(help: SceneArgumentHelp.one) var scene: String
    @Option(help: "accessibilitysnapshot or scene-file.") var format: Format
    @Option(name: .shortAndLong, help: "The file to write (default: standard output).") var output: String?
    @OptionGroup var settingOptions: SettingOptions
    @OptionGroup var importOptions: ImportOptionsWithAliases

    func run(with registry: SceneRegistry) throws {
        let resolver = SceneResolver(scenes: registry, imports: importOptions.options)
        let descriptor = try resolver.resolve(scene)
        let settings = try settingOptions.settings()
        // Checked before any work: an output naming the scene's own file is refused.
        let file = try output.map { try OutputFile(path: $0, inputs: resolver.inputFiles(for: scene)) }
        let instance = descriptor.make()
        let text: String
        switch format {
        case .accessibilitysnapshot: text = AccessibilitySnapshotWriter.write(instance, settings: settings)
        case .sceneFile: text = SceneFileWriter.write(instance, settings: settings)
        }
        guard let file else { print(text, terminator: ""); return }
        try file.write(text)
    }
}
