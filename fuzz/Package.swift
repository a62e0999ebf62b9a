// swift-tools-version:5.4
// libFuzzer targets for AXSandbox's readers (docs/robustness.md). A separate package, so the normal
// `swift build` of the main package never sees the sanitizer flags: scripts/fuzz.sh builds it with
// `-sanitize=fuzzer,address`, which instruments the main package's modules too.
//
// Every folder under Sources/ is one target, named after the folder, linked with every reader's
// layer below: adding a target for a new reader is adding one folder with one file.
import Foundation
import PackageDescription

// Tools version 5.4: executables whose entry point keeps the name `main` (later versions rename it
// for testable executables), so libFuzzer's own `main` can run them.
let flags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

/// The main package's libraries a target may import.
let layers = ["AXCore", "AXScenes", "AXEngine", "AXAudit", "AXTrace"]

let sources = URL(fileURLWithPath: #file).deletingLastPathComponent().appendingPathComponent("Sources")
let targetNames = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
    .filter { !$0.hasPrefix(".") }
    .sorted()

let package = Package(
    name: "AXSandboxFuzz",
    dependencies: [.package(name: "AXSandbox", path: "..")],
    targets: targetNames.map { name in
        .executableTarget(name: name, dependencies: layers.map { .product(name: $0, package: "AXSandbox") },
                          swiftSettings: flags)
    }
)
