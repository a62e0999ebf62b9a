import AXCore
import AXSDL
import AXScenes
import AXTrace
import ArgumentParser
import Foundation

/// Resolves a SCENE argument against the registry the command line was started with: a registered
/// id (`star-rating`), a generated grid (`grid-1000`, always available), or the path of a file
/// (anything ending in `.json` or naming an existing file): a scene file, or a hierarchy exported
/// from an iOS tool, told apart by content (docs/import.md).
struct SceneResolver {
    let scenes: SceneRegistry
    /// Where an imported hierarchy's screenshot comes from (`--import-screenshot`, `--import-scale`).
    var imports = ImportOptions()

    func descriptor(for argument: String) throws -> SceneDescriptor {
        if let descriptor = scenes.descriptor(for: argument) ?? GridScene.descriptor(for: argument) { return descriptor }
        if argument.hasSuffix(".json") || FileManager.default.fileExists(atPath: argument) {
            do { return try load(path: argument) } catch let error as SceneFileError {
                throw CLIError(error.description)
            }
        }
        let known = scenes.ids
        let hint = known.isEmpty ? "" : " Known scenes: " + known.joined(separator: ", ") + "."
        throw CLIError("unknown scene \"\(argument)\".\(hint) Generated grids: grid-N. Files: a scene file or an exported hierarchy (\(ImportFormat.recognisedDescription)). Run `axsandbox list`.")
    }

    /// A scene file unless the text is one of the import formats.
    private func load(path: String) throws -> SceneDescriptor {
        let text = try SceneFile.text(atPath: path)
        // A text without "format" cannot be a scene file: it goes to the import readers unparsed here.
        guard try !UTF8Search.contains("\"format\"", in: text) || ScreenImport.format(of: text, file: path) != nil else {
            return try SceneFile.parse(text, file: path).descriptor
        }
        let options = ScreenImport.ScreenshotOptions(path: imports.screenshot, scale: imports.scale,
                                                     decode: ScreenshotDecoder.decode(path:))
        return try ScreenImport.load(path: path, text: text, screenshot: options).descriptor
    }

    /// The `sceneFile` a trace written at `tracePath` records for the scene `argument` names: the
    /// file (a scene file or an imported hierarchy) with the digest of its text, nil for a registered
    /// scene or a grid.
    func fileReference(for argument: String, traceAt tracePath: String) -> SceneFileReference? {
        guard scenes.descriptor(for: argument) == nil, GridScene.descriptor(for: argument) == nil,
              let text = try? SceneFile.text(atPath: argument) else { return nil }
        return SceneFileReference(file: argument, digest: SceneFile.contentDigest(of: text), traceAt: tracePath)
    }

    /// A replayer for `trace` (read from `tracePath`) on a fresh scene: `override` (`--scene`), else
    /// the file the header's `sceneFile` names (relative to the trace's folder, `traceNamedDescriptor`),
    /// else the header's scene. A failure to find it is printed and the program exits with status 2.
    func replayer(for trace: Trace, at tracePath: String, override: String?, allowSceneDrift: Bool,
                  trustScenePath: Bool = false) -> Replayer {
        let argument = override ?? trace.header.sceneFile?.location(forTraceAt: tracePath) ?? trace.header.scene
        let descriptor: SceneDescriptor
        if override != nil {
            do { descriptor = try self.descriptor(for: argument) } catch { exitCouldNotRun("--scene: \(error)") }
        } else {
            do { descriptor = try traceNamedDescriptor(trace.header, argument: argument, tracePath: tracePath, trust: trustScenePath) } catch {
                exitCouldNotRun("\(tracePath):1: the header's scene: \(error)")
            }
        }
        return Replayer(trace: trace, scene: descriptor.make(), sceneFile: fileReference(for: argument, traceAt: tracePath),
                        allowSceneDrift: allowSceneDrift || trace.header.sceneDigest == nil, tool: "axsandbox \(AXSandbox.version)",
                        // A header that names its file as the scene (before `sceneFile`) is matched by that name.
                        sceneName: argument == trace.header.scene && descriptor.id != argument ? argument : nil)
    }

    /// The scene a trace's header names. A trace may come from anyone (a pull request's CI run), so a
    /// file it names is read only below the trace's folder or the working directory (symbolic links
    /// followed) unless `trust` (`--trust-scene-path`); a path with a NUL is refused; and a file that
    /// cannot be loaded is not quoted: the reader's message would print part of a file the user never
    /// named (docs/trace-format.md, "Scene files a trace names").
    private func traceNamedDescriptor(_ header: TraceHeader, argument: String, tracePath: String, trust: Bool) throws -> SceneDescriptor {
        if let descriptor = scenes.descriptor(for: argument) ?? GridScene.descriptor(for: argument) { return descriptor }
        let field = header.sceneFile == nil ? "scene" : "sceneFile.path"
        let named = header.sceneFile?.path ?? header.scene
        let shown = JSONValue.quoted(named)
        guard !named.utf8.contains(0) else { throw CLIError("\(field) \(shown) has a NUL character; a file's path never does") }
        guard header.sceneFile != nil || argument.hasSuffix(".json") || named.contains("/") || FileManager.default.fileExists(atPath: argument) else {
            return try descriptor(for: argument)  // an unknown scene id: said as for any SCENE
        }
        if !trust {
            let target = URL(fileURLWithPath: argument).resolvingSymlinksInPath().path
            let roots = [URL(fileURLWithPath: tracePath).deletingLastPathComponent(), URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
                .map { $0.resolvingSymlinksInPath().path }
            guard roots.contains(where: { target.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                throw CLIError("\(field) \(shown) is outside the trace's folder and the working directory, where a trace may name "
                               + "scene files; give the scene with --scene PATH, or pass --trust-scene-path if you trust this trace")
            }
        }
        guard FileManager.default.fileExists(atPath: argument) else {
            throw CLIError("\(field) \(shown): there is no file at \(JSONValue.quoted(argument)); give the scene with --scene PATH")
        }
        do { return try descriptor(for: argument) } catch {
            throw CLIError("\(field) \(shown) cannot be loaded as a scene file or an exported hierarchy (the reader's message is "
                           + "not shown, as the file was named by the trace, not by you): run `axsandbox inspect \(argument)` to see why")
        }
    }

    /// Like `descriptor(for:)`, but a failure is printed and the program exits with status 2.
    func resolve(_ argument: String) -> SceneDescriptor {
        do { return try descriptor(for: argument) } catch { exitCouldNotRun("\(error)") }
    }
}

/// `--import-screenshot` and `--import-scale`: the picture under an imported hierarchy (docs/import.md).
/// Only these names on `run` and `snapshot`, where `--screenshot` and `--scale` already name the
/// pictures they write; the other commands also accept the shorter names (`ImportOptionsWithAliases`).
struct ImportOptions: ParsableArguments {
    static let screenshotHelp = ArgumentHelp(
        "For an imported hierarchy: the PNG to draw under it (default: a PNG beside the file with the same name, or with @3x/@2x/@1x).",
        valueName: "png")
    static let scaleHelp = ArgumentHelp(
        "For an imported hierarchy: the screenshot's pixels per point (default: @2x/@3x in its name, else its width over the screen's).")

    @Option(name: .customLong("import-screenshot"), help: screenshotHelp)
    var screenshot: String?

    @Option(name: .customLong("import-scale"), help: scaleHelp)
    var scale: Double?
}

/// The import options of the commands that write no picture of their own (`inspect`, `validate`,
/// `export`, `replay`, `view`): `--screenshot` and `--scale` as well as `--import-screenshot` and
/// `--import-scale`, the same options by either name.
struct ImportOptionsWithAliases: ParsableArguments {
    @Option(name: [.customLong("import-screenshot"), .customLong("screenshot")], help: ImportOptions.screenshotHelp)
    var screenshot: String?

    @Option(name: [.customLong("import-scale"), .customLong("scale")], help: ImportOptions.scaleHelp)
    var scale: Double?

    /// The options as the scene resolver takes them.
    var options: ImportOptions {
        var options = ImportOptions()
        options.screenshot = screenshot
        options.scale = scale
        return options
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
