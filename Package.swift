// swift-tools-version:6.0
// AXSandbox: a drag-and-drop and gesture simulation sandbox for accessibility.
// Layers (each depends only on those above it):
// AXCore → AXScenes → AXEngine → AXAudit → AXTrace → AXSDL → AXSandboxCLI → axsandbox, and AXSandboxTesting beside the CLI.
import PackageDescription

let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "AXSandbox",
    // Named for what a package that depends on this one imports (docs/package.md).
    products: [
        .executable(name: "axsandbox", targets: ["axsandbox"]),
        // Scenes and controls: geometry, drawing, accessibility elements, settings, the Scene protocol.
        .library(name: "AXCore", targets: ["AXCore"]),
        // The built-in catalog (Catalog.registry), its controls and scene files.
        .library(name: "AXScenes", targets: ["AXScenes"]),
        // The simulated VoiceOver: Session, inputs and outputs, the driver that numbers them, and the
        // one codec of an input as a trace record (which trace files and shard reports share).
        .library(name: "AXEngine", targets: ["AXEngine"]),
        // Validation rules, probes and reports (also what the fuzz package under fuzz/ links).
        .library(name: "AXAudit", targets: ["AXAudit"]),
        // Trace reader, writer, recorder and replayer.
        .library(name: "AXTrace", targets: ["AXTrace"]),
        // The whole command line for a registry of scenes, from one call: AXSandbox.main(scenes:).
        .library(name: "AXSandboxCLI", targets: ["AXSandboxCLI"]),
        // Drive VoiceOver and touch on a scene from XCTest or Swift Testing and assert what was heard.
        .library(name: "AXSandboxTesting", targets: ["AXSandboxTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System libraries: only AXSDL imports these. Their shims include <SDL2/…> from the system
        // include path and their module maps link the libraries, so pkg-config is not asked: its only
        // flag beyond that, sdl2.pc's -D_REENTRANT, is one SwiftPM refuses with a warning per target
        // on every build (and glibc ignores). scripts/install-deps.sh installs the -dev packages.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),
        .systemLibrary(name: "CSDL2TTF", path: "Sources/CSDL2TTF"),
        .systemLibrary(name: "CSDL2Image", path: "Sources/CSDL2Image"),
        // The X connection under the window (its shim includes SDL_syswm.h, which brings Xlib's
        // names, so only Sources/AXSDL/Window/X11Connection.swift imports it).
        .systemLibrary(name: "CX11Connection", path: "Sources/CX11Connection"),

        // Pure Swift, Foundation only: what scene authors import.
        .target(name: "AXCore", path: "Sources/AXCore", swiftSettings: v5),
        // The scene catalog lives at the top level, beside Sources/.
        .target(name: "AXScenes", dependencies: ["AXCore"], path: "Scenes", swiftSettings: v5),
        .target(name: "AXEngine", dependencies: ["AXCore"], path: "Sources/AXEngine", swiftSettings: v5),
        .target(name: "AXAudit", dependencies: ["AXCore", "AXEngine"], path: "Sources/AXAudit", swiftSettings: v5),
        .target(name: "AXTrace", dependencies: ["AXCore", "AXEngine"], path: "Sources/AXTrace", swiftSettings: v5),
        .target(name: "AXSDL", dependencies: ["AXCore", "AXEngine", "CSDL2", "CSDL2TTF", "CSDL2Image", "CX11Connection"],
                path: "Sources/AXSDL", swiftSettings: v5),
        .target(
            name: "AXSandboxCLI",
            dependencies: [
                "AXCore", "AXScenes", "AXEngine", "AXAudit", "AXTrace", "AXSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/AXSandboxCLI", swiftSettings: v5),
        .target(name: "AXSandboxTesting", dependencies: ["AXCore", "AXEngine", "AXAudit", "AXTrace"],
                path: "Sources/AXSandboxTesting", swiftSettings: v5),
        // A thin main over the command-line library. It links jemalloc, which replaces the C library's
        // malloc for the whole process: validation makes and drops millions of small layouts and
        // elements, and the catalog's exploration takes about 6% less time with it
        // (docs/validation-performance.md, "The allocator"). Only this executable: libraries leave the allocator to whoever links them.
        .executableTarget(name: "axsandbox", dependencies: ["AXSandboxCLI", "AXScenes"],
                          path: "Sources/axsandbox", swiftSettings: v5,
                          linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]),

        .testTarget(name: "AXCoreTests", dependencies: ["AXCore"], swiftSettings: v5),
        .testTarget(name: "AXEngineTests", dependencies: ["AXCore", "AXEngine", "AXScenes"], swiftSettings: v5),
        .testTarget(name: "AXScenesTests", dependencies: ["AXCore", "AXScenes", "AXEngine", "AXSandboxTesting"], swiftSettings: v5),
        // Fixtures/RealDumps holds the real-app dumps RealDumpCorpusTests reads from the source tree.
        .testTarget(name: "AXAuditTests", dependencies: ["AXCore", "AXScenes", "AXEngine", "AXAudit"],
                    exclude: ["Fixtures"], swiftSettings: v5),
        .testTarget(name: "AXSandboxTestingTests", dependencies: ["AXCore", "AXEngine", "AXScenes", "AXAudit", "AXSandboxTesting"], swiftSettings: v5),
        .testTarget(name: "AXTraceTests", dependencies: ["AXCore", "AXScenes", "AXEngine", "AXTrace"], swiftSettings: v5),
        // References/ holds the pictures SDLTests compares renderings with, read from the source tree.
        .testTarget(name: "AXSDLTests", dependencies: ["AXCore", "AXScenes", "AXEngine", "AXSDL", "AXTrace", "AXSandboxCLI"],
                    exclude: ["References"], swiftSettings: v5),
        // Swift 6 language mode, as a depending package's own targets are: what its code may write must work.
        .testTarget(name: "SwiftSixModeTests", dependencies: ["AXCore", "AXAudit"], swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
