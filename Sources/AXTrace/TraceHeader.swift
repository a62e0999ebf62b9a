import AXCore
import AXEngine
import Foundation

/// The first line of a trace: what the scenario ran with. Replay applies these settings and engine
/// constants, not the program's current defaults.
public struct TraceHeader: Equatable {
    /// The `format` field of every trace.
    public static let format = "axsandbox-trace"
    /// The format version this program writes and the newest it reads.
    public static let version = 1

    /// The scene id (a scene file's path for file scenes).
    public var scene: String
    /// The scene file the trace ran on, when it ran on one: replay loads the scene from it.
    public var sceneFile: SceneFileReference?
    /// nil in a hand-written script: replay then uses the current scene (with the drift override).
    public var sceneDigest: String?
    /// The device the scene ran on.
    public var device: Device
    /// The settings at the start; replay applies them.
    public var settings: Settings
    /// nil in a hand-written script: the current defaults apply and `--update` fills them in.
    public var engine: EngineConstants?
    /// The seed of any randomness (the engine uses none: "0").
    public var seed: String
    /// What wrote the trace.
    public var tool: String?
    /// Whether the run began as an app launch under VoiceOver, its name and first element spoken
    /// (`Session(announcesLaunch:)`); false in traces written before launches were spoken.
    public var launch: Bool = false
    /// Switch Control's settings and whether it is on at the start (docs/switch-control.md); nil
    /// when it is off with the default settings, as in every trace written before Switch Control.
    public var switchControl: SwitchControlStart?
    /// Zoom's settings, whether it is on and zoomed in at the start (docs/vision.md#zoom); nil when
    /// it is off with the default settings, as in every trace written before Zoom.
    public var zoom: ZoomStart?
    /// The vision filter the screen was shown through at the start (`run --vision`,
    /// docs/vision.md); nil for none, as in every trace written before filters were recorded.
    /// Replay, `snapshot --after` and the trace viewer draw through it; later changes are `vision` inputs.
    public var vision: VisionFilter?

    /// A header; `sceneDigest`, `engine` and `tool` are nil in a hand-written script.
    public init(scene: String, sceneFile: SceneFileReference? = nil, sceneDigest: String?, device: Device, settings: Settings,
                engine: EngineConstants?, seed: String = "0", tool: String?, launch: Bool = false, switchControl: SwitchControlStart? = nil,
                zoom: ZoomStart? = nil, vision: VisionFilter? = nil) {
        self.scene = scene; self.sceneFile = sceneFile; self.sceneDigest = sceneDigest; self.device = device; self.settings = settings
        self.engine = engine; self.seed = seed; self.tool = tool; self.launch = launch; self.switchControl = switchControl
        self.zoom = zoom; self.vision = vision
    }

    /// Whether this is a hand-written script's header (no digest, engine or tool).
    public var isScript: Bool { sceneDigest == nil || engine == nil }
}

/// A trace header's `switchControl`: the settings Switch Control scans with, and whether it is on
/// from the start (replay turns it on before the first input, its first highlight with cause 0).
public struct SwitchControlStart: Equatable {
    /// The settings, recorded whole so a replay scans as the recording did.
    public var settings: SwitchControlSettings
    /// Whether Switch Control is on at the start.
    public var isOn: Bool

    /// Settings and whether Switch Control starts on.
    public init(settings: SwitchControlSettings, isOn: Bool) { self.settings = settings; self.isOn = isOn }
}

extension Session {
    /// What a header records of Switch Control: nil while it is off with the default settings.
    var switchControlStart: SwitchControlStart? {
        guard isSwitchControlOn || switchControlSettings != .default else { return nil }
        return SwitchControlStart(settings: switchControlSettings, isOn: isSwitchControlOn)
    }
}

/// A trace header's `zoom`: the settings Zoom magnifies with, whether it is on from the start and
/// whether it starts zoomed in (replay applies them before the first input).
public struct ZoomStart: Equatable {
    /// The settings, recorded whole so a replay magnifies as the recording did.
    public var settings: ZoomSettings
    /// Whether Zoom is on at the start.
    public var isOn: Bool
    /// Whether it starts zoomed in, around the screen's centre.
    public var isZoomedIn: Bool

    /// Settings, whether Zoom starts on, and zoomed in.
    public init(settings: ZoomSettings, isOn: Bool, isZoomedIn: Bool = false) {
        self.settings = settings; self.isOn = isOn; self.isZoomedIn = isZoomedIn
    }
}

extension Session {
    /// What a header records of Zoom: nil while it is off with the default settings.
    var zoomStart: ZoomStart? {
        guard isZoomOn || zoomSettings != .default else { return nil }
        return ZoomStart(settings: zoomSettings, isOn: isZoomOn, isZoomedIn: isZoomedIn)
    }
}

/// A trace header's `sceneFile`: where the scene file is and what its content was. The path is
/// relative to the trace's folder (so a trace and its scene file move together) or absolute; the
/// digest is the FNV-1a of the file's bytes, so an edited file is drift even where the scene digest
/// cannot see it (a step, a spoken value, an effect).
public struct SceneFileReference: Equatable {
    /// Where the scene file is: relative to the trace's folder, or absolute.
    public var path: String
    /// nil in a hand-written script: replay fills it in with `--update`.
    public var digest: String?

    /// A reference as a header spells it.
    public init(path: String, digest: String?) { self.path = path; self.digest = digest }

    /// The reference a trace written at `tracePath` records for the scene file at `filePath`: relative
    /// to the trace's folder when they share an ancestor below the root, else absolute.
    public init(file filePath: String, digest: String, traceAt tracePath: String) {
        let file = URL(fileURLWithPath: filePath).standardizedFileURL.pathComponents
        let folder = URL(fileURLWithPath: tracePath).standardizedFileURL.deletingLastPathComponent().pathComponents
        var common = 0
        while common < min(file.count - 1, folder.count), file[common] == folder[common] { common += 1 }
        if common <= 1 {
            self.init(path: URL(fileURLWithPath: filePath).standardizedFileURL.path, digest: digest)
        } else {
            let ups = Array(repeating: "..", count: folder.count - common)
            self.init(path: (ups + file[common...]).joined(separator: "/"), digest: digest)
        }
    }

    /// Where the file is for a trace at `tracePath`.
    public func location(forTraceAt tracePath: String) -> String {
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: tracePath).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
    }
}

extension SessionDriver {
    /// The header describing a run of this driver's session, as it stands now (before any input, the
    /// start state); `sceneFile` names the scene file it runs on, if any.
    public func header(tool: String, seed: String = "0", sceneFile: SceneFileReference? = nil) -> TraceHeader {
        TraceHeader(scene: session.scene.id, sceneFile: sceneFile, sceneDigest: SceneDigest.digest(of: session.scene, settings: session.settings),
                    device: session.scene.device, settings: session.settings, engine: session.constants, seed: seed, tool: tool,
                    launch: session.announcedLaunch, switchControl: session.switchControlStart,
                    zoom: session.zoomStart, vision: session.visionFilter)
    }
}
