import Foundation

/// Finds the repository's top-level `assets/` folder (fonts, images).
///
/// SwiftPM resources must live inside a target, so the shared `assets/` is found by path instead, in
/// this order:
/// 1. the `AXSANDBOX_ASSETS` environment variable (a path to the assets folder itself), for installs
///    that move the executable away from the checkout;
/// 2. `assets/` in the executable's directory or any directory above it (`.build/debug/axsandbox`
///    finds the checkout's `assets/`);
/// 3. `assets/` in the current directory or any directory above it (test runners, `swift run`);
/// 4. `assets/` of the checkout this file was compiled from, so a package that depends on AXSandbox
///    (by path, or by URL into `.build/checkouts/`) finds the fonts wherever its executable runs.
package struct AssetLocator: Hashable, Sendable {
    package var root: URL

    package init(root: URL) { self.root = root }

    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        package var description: String {
            "could not find the assets/ folder, which holds the bundled fonts that drawing text needs (searched "
                + searched.joined(separator: ", ")
                + "); set AXSANDBOX_ASSETS to the assets/ folder of an AXSandbox checkout (the one holding fonts/DejaVuSans.ttf)"
        }
    }

    /// Locates `assets/` as described on the type.
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = Bundle.main.executableURL,
                              currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                              checkout: URL? = AssetLocator.compiledCheckout) throws -> AssetLocator {
        var searched: [String] = []
        if let explicit = environment["AXSANDBOX_ASSETS"], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit)
            if isAssetsFolder(url) { return AssetLocator(root: url) }
            searched.append("AXSANDBOX_ASSETS=\(explicit)")
        }
        var starts: [URL] = []
        if let executable { starts.append(executable.resolvingSymlinksInPath().deletingLastPathComponent()) }
        starts.append(currentDirectory)
        for start in starts {
            var directory = start.standardizedFileURL
            while true {
                let candidate = directory.appendingPathComponent("assets")
                if isAssetsFolder(candidate) { return AssetLocator(root: candidate) }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
            searched.append("\(start.path) and its parents")
        }
        // Named only when the checkout is still on this machine: a binary copied elsewhere told its
        // user of a build machine's path they have never had.
        if let checkout, FileManager.default.fileExists(atPath: checkout.path) {
            let candidate = checkout.appendingPathComponent("assets")
            if isAssetsFolder(candidate) { return AssetLocator(root: candidate) }
            searched.append("\(candidate.path) (of the checkout this program was built in)")
        }
        throw NotFound(searched: searched)
    }

    /// The checkout this file was compiled in (`Sources/AXSDL/Assets/` is three folders below it).
    static let compiledCheckout: URL? = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A folder counts as assets/ when it holds the bundled font, so an unrelated `assets` folder higher up is skipped.
    private static func isAssetsFolder(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent("fonts/DejaVuSans.ttf").path)
    }

    package var regularFont: URL { root.appendingPathComponent("fonts/DejaVuSans.ttf") }
    var boldFont: URL { root.appendingPathComponent("fonts/DejaVuSans-Bold.ttf") }

    /// The file for an image name as display lists give it: `icons/mail`, `icons/mail.png` or a path
    /// under `images/`; failing those, the name as a file path (an imported screen's screenshot).
    /// Nil when no such file exists.
    package func image(named name: String) -> URL? {
        let candidates = [name, name + ".png", "images/" + name, "images/" + name + ".png"]
        for candidate in candidates {
            let url = root.appendingPathComponent(candidate)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return FileManager.default.fileExists(atPath: name) ? URL(fileURLWithPath: name) : nil
    }
}
