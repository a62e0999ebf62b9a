import AXCore
import Foundation

/// Loads an exported hierarchy as a scene: recognises the format by content, reads it, finds the
/// screenshot, and sizes the screen (docs/import.md).
public enum ScreenImport {
    /// Where the screenshot comes from and how to read it.
    public struct ScreenshotOptions {
        /// A PNG given by the user (`--screenshot`); nil looks for one beside the file by name.
        public var path: String?
        /// Pixels per point (`--scale`); nil takes it from the file name (`@3x`) or the screen's width.
        public var scale: Double?
        /// Decodes a PNG's pixels (the SDL layer's decoder), throwing when the file's data is damaged;
        /// nil leaves the pixels unread, so colour rules report that they need review. It is only
        /// called on a regular file whose header declares a size within the limits.
        public var decode: ((String) throws -> RasterImage?)?

        /// Options from the command line's `--screenshot` and `--scale`, and the decoder to read pixels with.
        public init(path: String? = nil, scale: Double? = nil, decode: ((String) throws -> RasterImage?)? = nil) {
            self.path = path; self.scale = scale; self.decode = decode
        }
    }

    /// The format of a file's text, nil when it is none of the import formats (a scene file, or
    /// something unknown). JSON that does not parse is reported with its line and column.
    public static func format(of text: String, file: String) throws -> ImportFormat? {
        try recognise(text, file: file).format
    }

    /// Reads an exported hierarchy's text in `format`.
    public static func hierarchy(of text: String, format: ImportFormat, file: String) throws -> ImportedHierarchy {
        try hierarchy(of: text, json: nil, format: format, file: file)
    }

    /// The text's format, and its JSON when it is JSON, parsed once for recognising and reading (a
    /// 64 MiB file costs seconds to parse).
    private static func recognise(_ text: String, file: String) throws -> (format: ImportFormat?, json: JSONValue?) {
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.first == "[" || trimmed.first == "{" {
            let json = try parseJSON(text, file: file)
            return (ImportFormat.recognise(json: json), json)
        }
        return (ImportFormat.recognise(text: Substring(text)), nil)
    }

    private static func hierarchy(of text: String, json parsed: JSONValue?, format: ImportFormat, file: String) throws -> ImportedHierarchy {
        switch format {
        case .accessibilitySnapshot:
            let json = try parsed ?? parseJSON(text, file: file)
            // Counted before the line table of every value is built: it is the larger part of the work.
            try AccessibilitySnapshotReader.count(json, file: file)
            return try AccessibilitySnapshotReader.read(json, file: file, lines: JSONLineLocator.lines(in: text))
        case .idb:
            let json = try parsed ?? parseJSON(text, file: file)
            try IdbReader.count(json, file: file)
            return try IdbReader.read(json, file: file, lines: JSONLineLocator.lines(in: text))
        case .xcuiDebugDescription: return try XCUIDebugDescriptionReader.read(text, file: file)
        case .appiumPageSource: return try AppiumPageSourceReader.read(text, file: file)
        }
    }

    /// Loads the export at `path` as a scene; a file in no known format is refused, naming the formats.
    public static func load(path: String, text: String, screenshot options: ScreenshotOptions = ScreenshotOptions()) throws -> ImportedScene {
        let (recognised, json) = try recognise(text, file: path)
        guard let format = recognised else {
            if case .object(let fields)? = json, !fields.contains(where: { $0.key == "format" }),
               fields.contains(where: { ImportFormat.sceneFileKeys.contains($0.key) }) {
                // A scene file without its format: said as the scene-file reader says a missing field.
                throw SceneFileError(file: path, location: "format", message: "required field is missing; a scene file starts with \"format\": \"\(SceneFile.format)\"")
            }
            // An empty file (a capture cut off before its first byte, a redirect that failed) is said
            // to be empty: "not a recognised format" sent the user looking for a format problem.
            if XCUIDebugDescriptionReader.isQueryChainAlone(Substring(text)) {
                throw SceneFileError(file: path, location: "", message: "an empty capture: an XCUIElement debugDescription with a \"Query chain:\" "
                                        + "and no \"Element subtree:\", which XCUITest prints when it could not snapshot the element (the app "
                                        + "not running in the foreground, or not answering accessibility); capture app.debugDescription again "
                                        + "once the app shows the screen")
            }
            let empty = text.allSatisfy { $0.isWhitespace || $0 == "\u{FEFF}" }
            throw SceneFileError(file: path, location: "", message: (empty ? "the file is empty" : "not a recognised format")
                                    + "; expected " + ImportFormat.recognisedDescription)
        }
        if case .array(let items)? = json, items.isEmpty {
            // AccessibilitySnapshot's screen with nothing on it, or a scene file written as the wrong
            // JSON: what is expected is said for both.
            throw SceneFileError(file: path, location: "", message: emptyArrayMessage)
        }
        let hierarchy = try hierarchy(of: text, json: json, format: format, file: path)
        try refuseEmptyCapture(hierarchy, format: format, file: path)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let screenshotPath = options.path ?? siblingScreenshot(of: path)
        var screenshot = try screenshotPath.map { try loadScreenshot($0, options: options, hierarchy: hierarchy, capture: path) }
        let size = screenshot?.pointSize ?? screenSize(of: hierarchy)
        guard size.width > 0, size.height > 0, size.width <= InputLimits.deviceSide, size.height <= InputLimits.deviceSide else {
            throw SceneFileError(file: screenshot?.path ?? path, location: "",
                                 message: "the screen would be \(Format.number(size.width))×\(Format.number(size.height)) points; "
                                    + "each side must be above 0 and at most \(Format.number(InputLimits.deviceSide))")
        }
        // What the picture shows presented over a dimmed backdrop: the modal evidence an export's order cannot give.
        if let pixels = screenshot?.pixels, let scale = screenshot?.scale {
            screenshot?.dimmedBackdrops = BackdropDimming.find(in: hierarchy.roots, screen: size, pixels: pixels, scale: scale)
        }
        let device = Device(idiom: size.width >= 600 ? .pad : .phone, size: size)
        return ImportedScene(id: name, title: "\(name) (\(format.displayName))", device: device, format: format,
                             hierarchy: hierarchy, screenshot: screenshot, sourcePath: path)
    }

    /// Why a file that is an empty JSON array is refused, and what was expected instead.
    static let emptyArrayMessage = "an empty capture: an empty JSON array, read as \(ImportFormat.accessibilitySnapshot.displayName) "
        + "with no element; expected at least one element, or for a scene file an object with \"format\": \"\(SceneFile.format)\", "
        + "\"version\", \"id\" and \"device\""

    /// An export with no element VoiceOver could focus, or whose root has no size, is a failed or
    /// empty capture, not a screen that passes: refused with its cause (docs/import.md, "Empty captures").
    static func refuseEmptyCapture(_ hierarchy: ImportedHierarchy, format: ImportFormat, file: String) throws {
        if hierarchy.zeroSizedRoot {
            throw SceneFileError(file: file, location: "", message: "an empty capture: its root has a size of 0×0, "
                + zeroSizedRootCause(format))
        }
        guard hierarchy.focusableCount == 0 else { return }
        throw SceneFileError(file: file, location: "", message: "an empty capture: no element VoiceOver could focus "
            + "(expected at least one visible element with a size that is not a container); "
            + "capture the screen again once the app shows it")
    }

    /// Why a capture's root has no size, by what made it. idb reads the simulator's accessibility
    /// from outside and gets a 0×0 application when it is off; XCTest (under Appium's driver and the
    /// debugDescription alike) turns the app's accessibility on itself, so there a 0×0 root is a
    /// snapshot that recorded no frames, and the simulator's setting is no cure (docs/import.md,
    /// "Empty captures").
    static func zeroSizedRootCause(_ format: ImportFormat) -> String {
        switch format {
        case .appiumPageSource, .xcuiDebugDescription:
            return "which is what \(format.displayName) gives when XCTest's snapshot records no frames (every element "
                + "at 0,0 with no size); XCTest turns the app's accessibility on itself, so capture the screen again "
                + "with a driver whose snapshot records frames"
        case .idb, .accessibilitySnapshot:
            return "which is what \(format.displayName) gives when the simulator's accessibility is off; turn it on "
                + "(Accessibility Inspector, or the AccessibilityEnabled default) and capture the screen again"
        }
    }

    static func parseJSON(_ text: String, file: String) throws -> JSONValue {
        do { return try JSONValue.parse(text) } catch let e as JSONValue.SyntaxError {
            throw SceneFileError(file: file, syntax: e)
        }
    }

    /// `screen.png`, then `screen@3x.png`, `screen@2x.png`, `screen@1x.png` beside `screen.json`.
    public static func siblingScreenshot(of path: String) -> String? {
        // The path as given (relative stays relative: the drawing, and so the scene's digest, names it).
        let name = URL(fileURLWithPath: path).lastPathComponent
        let directory = String(path.dropLast(name.count))
        let base = directory + stem(of: name)
        return ["", "@3x", "@2x", "@1x"].map { base + $0 + ".png" }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// A file's name without its extension (`checkout` of `checkout.json`), which names the
    /// screenshot beside it.
    private static func stem(of name: String) -> String {
        name.contains(".") ? String(name[..<name.lastIndex(of: ".")!]) : name
    }

    /// The screen a hierarchy covers: the application's frame when the file gives it, else from the
    /// origin to the farthest element edge; the default phone when there is nothing to measure.
    static func screenSize(of hierarchy: ImportedHierarchy) -> Size {
        if let screen = hierarchy.screen { return Size(width: screen.maxX, height: screen.maxY) }
        var maxX = 0.0, maxY = 0.0
        for root in hierarchy.roots { root.forEachNode { maxX = max(maxX, $0.frame.maxX); maxY = max(maxY, $0.frame.maxY) } }
        return maxX > 0 && maxY > 0 ? Size(width: maxX, height: maxY) : Idiom.phone.defaultSize
    }

    /// The screenshot with its scale: the option's, the file name's `@Nx`, else the whole number
    /// of pixels per point that fits the hierarchy's width (`ScreenshotFit.scale`). A picture that
    /// cannot be the screen of the capture at `capture` is refused before it is decoded (`ScreenshotFit.problem`).
    static func loadScreenshot(_ path: String, options: ScreenshotOptions, hierarchy: ImportedHierarchy,
                               capture: String) throws -> Screenshot {
        let size = try PNGHeader.size(path: path)
        let scale: Double
        let scaleSource: String
        if let given = options.scale {
            guard given > 0, given <= 100 else { throw SceneFileError(file: path, location: "", message: "expected a scale above 0 and at most 100") }
            scale = given
            scaleSource = "--import-scale"
        } else if let named = scaleInName(path) {
            scale = named
            scaleSource = "its name's @\(Format.number(named))x"
        } else {
            scale = ScreenshotFit.scale(pixels: size, hierarchy: hierarchy)
            scaleSource = "the whole number that fits the capture's width"
        }
        if let problem = ScreenshotFit.problem(pixels: size, scale: scale, scaleSource: scaleSource, hierarchy: hierarchy) {
            let name = URL(fileURLWithPath: capture).lastPathComponent, base = stem(of: name)
            let beside = options.path != nil ? "" : "; a PNG beside a capture named \(base).png, \(base)@3x.png, \(base)@2x.png or "
                + "\(base)@1x.png is taken as its screenshot: move or rename this one to leave it out"
            throw SceneFileError(file: path, location: "", message: "the screenshot cannot be the screen of \(name): \(problem). "
                + "Give the capture's own screenshot of the whole screen (--import-screenshot PNG), or its pixels per point "
                + "(--import-scale N) if it is of this screen at another scale\(beside)")
        }
        let pixels: RasterImage?
        do { pixels = try options.decode?(path) } catch {
            throw SceneFileError(file: path, location: "", message: "the PNG's data is damaged and cannot be decoded (\(error)); "
                                    + "export the screenshot again, or leave it out with a file of another name")
        }
        if let pixels, pixels.width != size.width || pixels.height != size.height {
            throw SceneFileError(file: path, location: "", message: "the PNG decodes to \(pixels.width)×\(pixels.height) pixels, "
                                    + "not the \(size.width)×\(size.height) its header declares")
        }
        return Screenshot(path: path, scale: scale, pixels: pixels)
    }

    /// `name@2x.png` → 2.
    static func scaleInName(_ path: String) -> Double? {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard let at = name.lastIndex(of: "@"), name.hasSuffix("x"),
              let n = Double(name[name.index(after: at)..<name.index(before: name.endIndex)]), n > 0, n <= 100 else { return nil }
        return n
    }
}

/// The width and height a PNG's header declares, read without decoding it (the audit layer sizes
/// the screen from it; decoding is the SDL layer's), within the screenshot limits, so a
/// decompression bomb is refused before anything decodes it.
enum PNGHeader {
    static func size(path: String) throws -> (width: Int, height: Int) {
        if let problem = RegularFile.problem(atPath: path) {
            throw SceneFileError(file: path, location: "", message: "the screenshot \(problem)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw SceneFileError(file: path, location: "", message: "the screenshot: " + RegularFile.readFailure(atPath: path))
        }
        defer { try? handle.close() }
        let bytes = [UInt8](handle.readData(ofLength: 24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw SceneFileError(file: path, location: "", message: "not a PNG file (expected the PNG signature and an IHDR header)")
        }
        func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0 else { throw SceneFileError(file: path, location: "", message: "expected a PNG with a positive size") }
        guard width <= InputLimits.screenshotSide, height <= InputLimits.screenshotSide, width * height <= InputLimits.screenshotPixels else {
            throw SceneFileError(file: path, location: "", message: "the PNG declares \(width)×\(height) pixels; a screenshot may have at most "
                                    + "\(InputLimits.screenshotSide) a side and \(InputLimits.screenshotPixels) in all: scale it down")
        }
        return (width, height)
    }
}
