import AXCore
import AXSDL
import AXScenes
import AXTrace
import ArgumentParser
import Foundation

/// What a SCENE argument may be, as every command's help says it: each command resolves it the same
/// way (`SceneResolver`), so each says the same.
enum SceneArgumentHelp {
    /// One scene.
    static let one = ArgumentHelp("The scene: an id `list` shows, grid-N, a scene file, or a hierarchy exported from an app (docs/import.md).")
    /// Several scenes.
    static let several = ArgumentHelp("The scenes: ids `list` shows, grid-N, scene files, or hierarchies exported from apps (docs/import.md).")
}

/// Resolves a SCENE argument against the registry the command line was started with: a registered
/// id (`star-rating`), a generated grid (`grid-1000`, always available), or the path of a file
/// (anything with a slash or an extension, or naming an existing file): a scene file, or a hierarchy exported
/// from an iOS tool, told apart by content (docs/import.md).
struct SceneResolver {
    let scenes: SceneRegistry
    /// Where an imported hierarchy's screenshot comes from (`--import-screenshot`, `--import-scale`).
    var imports = ImportOptions()

    func descriptor(for argument: String) throws -> SceneDescriptor {
        if let descriptor = scenes.descriptor(for: argument) ?? GridScene.descriptor(for: argument) { return descriptor }
        if let count = GridScene.requestedCount(argument), count > GridScene.maximumCount || count == 0, scenes.descriptor(for: argument) == nil {
            throw CommandLineError.couldNotRun("\(argument): a generated grid has 1 to \(GridScene.maximumCount) cells (the element limit of a scene file)")
        }
        // A path that names no file says so: "unknown scene" sent the user to `list` for a mistyped file name.
        if Self.looksLikePath(argument) || FileManager.default.fileExists(atPath: argument) {
            do { return try load(path: argument) } catch let error as SceneFileError {
                throw CommandLineError.couldNotRun(error.description)
            }
        }
        let known = scenes.ids
        let hint = known.isEmpty ? "" : " Known scenes: " + known.joined(separator: ", ") + "."
        throw CommandLineError.couldNotRun("unknown scene \"\(argument)\".\(hint) Generated grids: grid-N. Files: a scene file or an exported hierarchy (\(ImportFormat.recognisedDescription)). Run `\(CommandName.current) list`.")
    }

    /// Whether `argument` is meant as a file rather than a scene id: it holds a slash, or its last
    /// part has an extension (`page.xml`, `dump.txt`). No scene id or grid has either.
    static func looksLikePath(_ argument: String) -> Bool {
        if argument.contains("/") { return true }
        guard let dot = argument.lastIndex(of: "."), dot != argument.startIndex else { return false }
        return argument.index(after: dot) != argument.endIndex
    }

    /// A scene file unless the text is one of the import formats.
    private func load(path: String) throws -> SceneDescriptor {
        let text = try SceneFile.text(atPath: path)
        if Self.isTrace(text) {
            throw CommandLineError.couldNotRun("\(path): a trace, not a scene; replay it (`\(CommandName.current) replay \(path)`) or "
                + "view it (`\(CommandName.current) view \(path) -o PAGE.html`)")
        }
        guard try Self.isImport(text, path: path) else { return try SceneFile.parse(text, file: path).descriptor }
        let options = ScreenImport.ScreenshotOptions(path: imports.screenshot, scale: imports.scale,
                                                     decode: ScreenshotDecoder.decode(path:))
        return try ScreenImport.load(path: path, text: text, screenshot: options).descriptor
    }

    /// The files the scene `argument` names are read from, which no output of the command may
    /// overwrite: a scene file, or an imported hierarchy and its screenshot; none for a registered
    /// scene or a grid.
    func inputFiles(for argument: String) -> [String] {
        guard scenes.descriptor(for: argument) == nil, GridScene.descriptor(for: argument) == nil else { return [] }
        if let screenshot = imports.screenshot { return [argument, screenshot] }
        // Only an imported hierarchy reads the picture beside it: a scene file's own snapshot
        // written beside it (`snapshot s.json -o s.png`) was refused as an input on the second run.
        guard let text = try? SceneFile.text(atPath: argument), (try? Self.isImport(text, path: argument)) == true else { return [argument] }
        return [argument] + [ScreenImport.siblingScreenshot(of: argument)].compactMap { $0 }
    }

    /// Whether `text` starts as a trace does: its first line a header object (`merge` names a trace
    /// given to it by this too).
    static func isTrace(_ text: String) -> Bool {
        let first = text.prefix { $0 != "\n" }
        guard UTF8Search.contains("axsandbox-trace", in: String(first)), let header = try? JSONValue.parse(String(first)),
              case .string("axsandbox-trace")? = header["format"] else { return false }
        return true
    }

    /// Whether `text`, read from `path`, is an imported hierarchy rather than a scene file: a text
    /// without "format" cannot be a scene file, and one an import reader recognises is read by it.
    private static func isImport(_ text: String, path: String) throws -> Bool {
        try !UTF8Search.contains("\"format\"", in: text) || ScreenImport.format(of: text, file: path) != nil
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
    /// the file the header's `sceneFile` names (relative to the trace's folder, read as
    /// `traceNamedDescriptor` allows), else the header's scene. Throws (exit status 2) when it cannot
    /// be found or loaded.
    func replayer(for trace: Trace, at tracePath: String, override: String?, allowSceneDrift: Bool,
                  trustScenePath: Bool = false) throws(CommandLineError) -> Replayer {
        let argument = sceneArgument(for: trace, at: tracePath, override: override)
        let descriptor = try traceDescriptor(for: trace, at: tracePath, override: override, trustScenePath: trustScenePath)
        return Replayer(trace: trace, scene: descriptor.make(), sceneFile: fileReference(for: argument, traceAt: tracePath),
                        allowSceneDrift: allowSceneDrift || trace.header.sceneDigest == nil, tool: "axsandbox \(AXSandbox.version)",
                        sceneName: legacyName(in: trace.header, forSceneAt: argument, id: descriptor.id))
    }

    /// The scene a replay of `trace` runs on (`sceneArgument`), loaded: `override` as any SCENE
    /// argument, the header's scene as `traceNamedDescriptor` allows. `replayer` and `snapshot
    /// --after` without a SCENE (which draws the scene the trace names) share it.
    func traceDescriptor(for trace: Trace, at tracePath: String, override: String?,
                         trustScenePath: Bool = false) throws(CommandLineError) -> SceneDescriptor {
        let argument = sceneArgument(for: trace, at: tracePath, override: override)
        if override != nil {
            do { return try self.descriptor(for: argument) } catch { throw .couldNotRun("--scene: \(error)") }
        }
        do { return try traceNamedDescriptor(trace.header, argument: argument, tracePath: tracePath, trust: trustScenePath) } catch {
            throw .couldNotRun("\(tracePath):1: the header's scene: \(error)")
        }
    }

    /// What `header` calls the scene loaded from `argument` when it names it by a path rather than
    /// its id: a header written before `sceneFile` existed (`"scene": "file.json"`), and one that an
    /// `--update` of such a trace wrote with `sceneFile` beside that path. nil when it names the id.
    private func legacyName(in header: TraceHeader, forSceneAt argument: String, id: String) -> String? {
        guard header.scene != id else { return nil }
        if header.scene == argument { return argument }
        func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        // The path was relative to the folder the recording ran in; `sceneFile` locates the same file.
        guard let file = header.sceneFile,
              header.scene == file.path || standardized(header.scene) == standardized(argument) else { return nil }
        return header.scene
    }

    /// The scene a replay of `trace` runs on, as a SCENE argument: `override` (`--scene`), else the
    /// file the header's `sceneFile` names (relative to the trace's folder), else the header's scene.
    func sceneArgument(for trace: Trace, at tracePath: String, override: String?) -> String {
        override ?? trace.header.sceneFile?.location(forTraceAt: tracePath) ?? trace.header.scene
    }

    /// Like `descriptor(for:)`, every failure a `CommandLineError` (exit status 2).
    func resolve(_ argument: String) throws(CommandLineError) -> SceneDescriptor {
        do { return try descriptor(for: argument) } catch let error as CommandLineError { throw error } catch {
            throw .couldNotRun("\(error)")
        }
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
        guard !named.utf8.contains(0) else { throw CommandLineError.couldNotRun("\(field) \(shown) has a NUL character; a file's path never does") }
        guard header.sceneFile != nil || argument.hasSuffix(".json") || named.contains("/") || FileManager.default.fileExists(atPath: argument) else {
            return try descriptor(for: argument)  // an unknown scene id: said as for any SCENE
        }
        if !trust {
            let target = URL(fileURLWithPath: argument).resolvingSymlinksInPath().path
            let roots = [URL(fileURLWithPath: tracePath).deletingLastPathComponent(), URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
                .map { $0.resolvingSymlinksInPath().path }
            guard roots.contains(where: { target.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                throw CommandLineError.couldNotRun("\(field) \(shown) is outside the trace's folder and the working directory, where a trace may name "
                               + "scene files; give the scene with --scene PATH, or pass --trust-scene-path if you trust this trace")
            }
        }
        guard FileManager.default.fileExists(atPath: argument) else {
            throw CommandLineError.couldNotRun("\(field) \(shown): there is no file at \(JSONValue.quoted(argument)); give the scene with --scene PATH")
        }
        do { return try descriptor(for: argument) } catch {
            throw CommandLineError.couldNotRun("\(field) \(shown) cannot be loaded as a scene file or an exported hierarchy (the reader's message is "
                           + "not shown, as the file was named by the trace, not by you): run `\(CommandName.current) inspect \(argument)` to see why")
        }
    }
}

/// `--import-screenshot` and `--import-scale`: the picture under an imported hierarchy (docs/import.md).
/// Only these names on `run` and `snapshot`, where `--screenshot` and `--scale` already name the
/// pictures they write; the other commands also accept the shorter names (`ImportOptionsWithAliases`).
struct ImportOptions: CheckedArguments {
    static let screenshotHelp = ArgumentHelp(
        "For an imported hierarchy: the PNG to draw under it (default: a PNG beside the file with the same name, or with @3x/@2x/@1x).",
        valueName: "png")
    static let scaleHelp = ArgumentHelp(
        "For an imported hierarchy: the screenshot's pixels per point (default: @2x/@3x in its name, else its width over the screen's).")

    @Option(name: .customLong("import-screenshot"), help: screenshotHelp)
    var screenshot: String?

    @Option(name: .customLong("import-scale"), parsing: .unconditional, help: scaleHelp)
    var scale: Double?

    func checkValues() throws { try Self.check(scale: scale, named: "--import-scale") }

    /// A scale out of range is a bad command line, said of the option rather than of the picture.
    static func check(scale: Double?, named name: String) throws {
        guard let scale, !(scale > 0 && scale <= 100) else { return }
        throw ValidationError("\(name) must be above 0 and at most 100 (the screenshot's pixels per point), not \(Format.number(scale))")
    }
}

/// The import options of the commands that write no picture of their own (`inspect`, `validate`,
/// `export`, `replay`, `view`): `--screenshot` and `--scale` as well as `--import-screenshot` and
/// `--import-scale`, the same options by either name.
struct ImportOptionsWithAliases: CheckedArguments {
    @Option(name: [.customLong("import-screenshot"), .customLong("screenshot")], help: ImportOptions.screenshotHelp)
    var screenshot: String?

    @Option(name: [.customLong("import-scale"), .customLong("scale")], parsing: .unconditional, help: ImportOptions.scaleHelp)
    var scale: Double?

    func checkValues() throws { try ImportOptions.check(scale: scale, named: "--scale (--import-scale)") }

    /// The options as the scene resolver takes them.
    var options: ImportOptions {
        var options = ImportOptions()
        options.screenshot = screenshot
        options.scale = scale
        return options
    }
}

/// Parses repeated `--setting name=value` options into Settings.
struct SettingOptions: CheckedArguments {
    @Option(name: .customLong("setting"), help: ArgumentHelp(
        "A setting as name=value (repeatable): " + Settings.namesWithValues + ".",
        valueName: "name=value"))
    var assignments: [String] = []

    /// A malformed assignment is a bad command line, refused with the command's usage before it runs.
    func checkValues() throws { _ = try settings() }

    func settings(base: Settings = Settings()) throws -> Settings {
        var settings = base
        for assignment in assignments {
            do { try settings.apply(assignment: assignment) } catch { throw ValidationError("\(error)") }
        }
        return settings
    }
}
