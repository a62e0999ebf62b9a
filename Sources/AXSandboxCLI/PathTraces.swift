import AXAudit
import AXCore
import AXEngine
import AXTrace
import Foundation

/// `validate --paths DIR`: for each explored state other than the first that has findings, an
/// input-only trace of the shortest path to it (`SCENE-state-N.trace`). Its inputs are the ones the
/// explorer sent, so `replay` of the file reaches the state and `snapshot --after` renders it.
struct PathTraces {
    /// The folder written into (made if missing).
    let directory: String
    let resolver: SceneResolver
    /// The settings the explorer ran under (VoiceOver is on in every path).
    let baseSettings: Settings

    /// Refuses, before anything is validated, a file output that names the `--paths` folder: the
    /// traces were written, then the report failed on "is a directory", after the whole run.
    static func requireOwnFolder(_ folder: String, besides outputs: [(option: String, path: String?)]) throws(CommandLineError) {
        for case let (option, path?) in outputs where OutputFile.nameOneFile(path, folder) {
            throw .couldNotRun("--paths and \(option) name one path (\(path)); give the report a file of its own beside the folder of traces")
        }
    }

    /// Writes the traces of `report`'s scenes, named by `arguments` (each scene's command-line
    /// argument, so a scene file is named by its path); returns how many it wrote. A trace an earlier
    /// run left for one of these scenes and this one did not write is removed: the folder mixed runs,
    /// its traces reaching states that no longer had findings.
    func write(_ report: ValidationReport, arguments: [String]) throws(CommandLineError) -> Int {
        do { try OutputFile.createFolder(directory) } catch { throw .couldNotRun("--paths: \(error)") }
        var written: Set<String> = []
        for (scene, argument) in zip(report.scenes, arguments) {
            guard let exploration = scene.exploration else { continue }
            let withFindings = Set(scene.findings.filter { $0.suppression == nil }.flatMap(\.states))
            for state in exploration.states where state.index > 0 && withFindings.contains(state.index) {
                let name = "\(scene.descriptor.id)-state-\(state.index).trace"
                let path = (directory as NSString).appendingPathComponent(name)
                let text = TraceWriter.text(trace(of: state, scene: scene.descriptor, argument: argument, at: path))
                do { try OutputFile(path: path).write(text) } catch { throw .couldNotRun("--paths: \(error)") }
                written.insert(name)
            }
        }
        let ids = Set(report.scenes.map(\.descriptor.id))
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where !written.contains(name) {
            guard let id = Self.scene(ofTraceNamed: name), ids.contains(id) else { continue }
            let path = (directory as NSString).appendingPathComponent(name)
            do { try FileManager.default.removeItem(atPath: path) } catch {
                throw .couldNotRun("--paths: cannot remove \(path), left by an earlier run: \(error.localizedDescription)")
            }
        }
        return written.count
    }

    /// The scene id of a path trace's file name (`SCENE-state-N.trace`), nil for any other name.
    static func scene(ofTraceNamed name: String) -> String? {
        guard name.hasSuffix(".trace") else { return nil }
        let stem = name.dropLast(".trace".count)
        guard let marker = stem.range(of: "-state-", options: .backwards) else { return nil }
        let number = stem[marker.upperBound...]
        guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber), marker.lowerBound > stem.startIndex else { return nil }
        return String(stem[..<marker.lowerBound])
    }

    /// The state's inputs under the header of a run from the scene's start, numbered 1, 2, 3 …, and
    /// the end record at the time the path settled.
    func trace(of state: ExploredState, scene: SceneDescriptor, argument: String, at path: String) -> Trace {
        let explorer = Explorer(descriptor: scene, settings: baseSettings, bounds: .initialState)
        let driver = SessionDriver(session: Session(scene: scene.make(), settings: explorer.settings))
        let header = driver.header(tool: "axsandbox \(AXSandbox.version)", sceneFile: resolver.fileReference(for: argument, traceAt: path))
        var records = state.inputs.enumerated().map { TimedRecord(seq: $0.offset + 1, time: $0.element.time, record: $0.element.record) }
        records.append(TimedRecord(seq: records.count + 1, time: state.endTime, record: .end))
        return Trace(header: header, records: records, truncatedAfterLine: nil)
    }
}
