import AXCore
import AXScenes
import AXTrace
import ArgumentParser
import Foundation

/// Resolves a SCENE argument against the registry the command line was started with: a registered
/// id (`star-rating`), a generated grid (`grid-1000`, always available), or the path of a scene file
/// (anything ending in `.json` or naming an existing file).
struct SceneResolver {
    let scenes: SceneRegistry

    func descriptor(for argument: String) throws -> SceneDescriptor {
        if let descriptor = scenes.descriptor(for: argument) ?? GridScene.descriptor(for: argument) { return descriptor }
        if argument.hasSuffix(".json") || FileManager.default.fileExists(atPath: argument) {
            do { return try SceneFile.load(path: argument).descriptor } catch let error as SceneFileError {
                throw CLIError(error.description)
            }
        }
        let known = scenes.ids
        let hint = known.isEmpty ? "" : " Known scenes: " + known.joined(separator: ", ") + "."
        throw CLIError("unknown scene \"\(argument)\".\(hint) Generated grids: grid-N. Scene files: a path ending in .json. Run `axsandbox list`.")
    }

    /// The `sceneFile` a trace written at `tracePath` records for `scene`: nil unless it was loaded from a file.
    static func sceneFileReference(for scene: Scene, traceAt tracePath: String) -> SceneFileReference? {
        guard let file = scene as? FileScene else { return nil }
        return SceneFileReference(file: file.sourcePath, digest: file.contentDigest, traceAt: tracePath)
    }

    /// Like `descriptor(for:)`, but a failure is printed and the program exits with status 2.
    func resolve(_ argument: String) -> SceneDescriptor {
        do { return try descriptor(for: argument) } catch { exitCouldNotRun("\(error)") }
    }
}

/// A user-facing failure: message on stderr, exit status 2 ("could not run").
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}


/// Parses repeated `--setting name=value` options into Settings.
struct SettingOptions: ParsableArguments {
    @Option(name: .customLong("setting"), help: ArgumentHelp(
        "A setting as name=value (repeatable): voiceOver, reduceMotion, reduceTransparency, boldText, increaseContrast, contentSize (xSmall…xxxLarge, AX1…AX5), layoutDirection (ltr|rtl), idiom, speakHints, variant.",
        valueName: "name=value"))
    var assignments: [String] = []

    func settings(base: Settings = Settings()) throws -> Settings {
        var settings = base
        for assignment in assignments {
            do { try settings.apply(assignment: assignment) } catch { throw ValidationError("\(error)") }
        }
        return settings
    }
}

/// Prints a failure the way every subcommand does and exits 2.
func exitCouldNotRun(_ message: String) -> Never {
    printWarning(message)
    exit(2)
}

/// One line on standard error, prefixed as every subcommand's messages are; the run goes on.
func printWarning(_ message: String) {
    FileHandle.standardError.write(Data(("axsandbox: " + message + "\n").utf8))
}
