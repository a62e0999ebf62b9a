// swift-tools-version:5.4
// libFuzzer targets for AXSandbox's readers (docs/robustness.md). A separate package, so the normal
// `swift build` of the main package never sees the sanitizer flags: scripts/fuzz.sh builds it with
// `-sanitize=fuzzer,address`, which instruments the main package's modules too.
//
// Every folder under Sources/ is one target, named after the folder and listed in `targetNames`,
// linked with every reader's layer below: adding a target for a new reader is one folder with one
// file and its name in the list.
import PackageDescription

// Tools version 5.4: executables whose entry point keeps the name `main` (later versions rename it
// for testable executables), so libFuzzer's own `main` can run them.
let flags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

/// The main package's libraries a target may import.
let layers = ["AXCore", "AXScenes", "AXEngine", "AXAudit", "AXTrace"]

/// The targets, spelt out rather than read from the folder: SwiftPM caches a manifest's evaluation by
/// its text, so a manifest that listed `Sources/` at evaluation time kept building the targets it saw
/// first on a machine that had cached it (a new target's binary was never built). `FuzzSeedTests`
/// checks that this list and the folders agree.
let targetNames = [
    "FuzzAccessibilitySnapshot",
    "FuzzAppiumPageSource",
    "FuzzFindingPolicy",
    "FuzzIdb",
    "FuzzJSON",
    "FuzzSVGPath",
    "FuzzSceneFile",
    "FuzzShardReport",
    "FuzzTrace",
    "FuzzXCUIDebugDescription",
]

let package = Package(
    name: "AXSandboxFuzz",
    dependencies: [.package(name: "AXSandbox", path: "..")],
    targets: targetNames.map { name in
        .executableTarget(name: name, dependencies: layers.map { .product(name: $0, package: "AXSandbox") },
                          swiftSettings: flags)
    }
)
