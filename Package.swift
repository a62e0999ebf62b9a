// swift-tools-version:6.0
// AXSandbox: a drag-and-drop and gesture simulation sandbox for accessibility.
// Layers (each depends only on those above it): AXCore → AXScenes → AXEngine → AXAudit → AXTrace → AXSDL → axsandbox.
import PackageDescription

let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "AXSandbox",
    products: [
        .executable(name: "axsandbox", targets: ["axsandbox"]),
        .library(name: "AXCore", targets: ["AXCore"]),
        // The readers' layers, for the fuzz package under fuzz/ (docs/robustness.md).
        .library(name: "AXScenes", targets: ["AXScenes"]),
        .library(name: "AXEngine", targets: ["AXEngine"]),
        .library(name: "AXAudit", targets: ["AXAudit"]),
        .library(name: "AXTrace", targets: ["AXTrace"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System libraries: only AXSDL imports these.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", path: "Sources/CSDL2TTF", pkgConfig: "SDL2_ttf",
                       providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", path: "Sources/CSDL2Image", pkgConfig: "SDL2_image",
                       providers: [.apt(["libsdl2-image-dev"])]),

        // Pure Swift, Foundation only: what scene authors import.
        .target(name: "AXCore", path: "Sources/AXCore", swiftSettings: v5),
        // The scene catalog lives at the top level, beside Sources/.
        .target(name: "AXScenes", dependencies: ["AXCore"], path: "Scenes", swiftSettings: v5),
        .target(name: "AXEngine", dependencies: ["AXCore"], path: "Sources/AXEngine", swiftSettings: v5),
        .target(name: "AXAudit", dependencies: ["AXCore", "AXEngine"], path: "Sources/AXAudit", swiftSettings: v5),
        .target(name: "AXTrace", dependencies: ["AXCore", "AXEngine"], path: "Sources/AXTrace", swiftSettings: v5),
        .target(name: "AXSDL", dependencies: ["AXCore", "AXEngine", "CSDL2", "CSDL2TTF", "CSDL2Image"],
                path: "Sources/AXSDL", swiftSettings: v5),
        .executableTarget(
            name: "axsandbox",
            dependencies: [
                "AXCore", "AXScenes", "AXEngine", "AXAudit", "AXTrace", "AXSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/axsandbox", swiftSettings: v5),

        .testTarget(name: "AXCoreTests", dependencies: ["AXCore"], swiftSettings: v5),
        .testTarget(name: "AXEngineTests", dependencies: ["AXCore", "AXEngine", "AXScenes"], swiftSettings: v5),
        .testTarget(name: "AXScenesTests", dependencies: ["AXCore", "AXScenes", "AXEngine"], swiftSettings: v5),
        .testTarget(name: "AXAuditTests", dependencies: ["AXCore", "AXScenes", "AXEngine", "AXAudit"], swiftSettings: v5),
        .testTarget(name: "AXTraceTests", dependencies: ["AXCore", "AXScenes", "AXEngine", "AXTrace"], swiftSettings: v5),
        .testTarget(name: "AXSDLTests", dependencies: ["AXCore", "AXScenes", "AXEngine", "AXSDL", "AXTrace"], swiftSettings: v5),
    ]
)
