// swift-tools-version:6.0
// A control the AXSandbox catalog does not have, in a package of its own that depends on AXSandbox
// by path, as any outside package would by URL. docs/tutorial.md builds the same kind of package.
import PackageDescription

let package = Package(
    name: "VolumeKnob",
    dependencies: [
        .package(name: "AXSandbox", path: "../.."),
    ],
    targets: [
        // The control and its screen: what an app's accessibility engineer writes.
        .target(name: "VolumeKnob", dependencies: [.product(name: "AXCore", package: "AXSandbox")]),
        // The whole axsandbox command line for this package's scenes: `swift run volume-knob run volume-knob`.
        .executableTarget(name: "volume-knob", dependencies: [
            "VolumeKnob",
            .product(name: "AXSandboxCLI", package: "AXSandbox"),
        ]),
        .testTarget(name: "VolumeKnobTests", dependencies: [
            "VolumeKnob",
            .product(name: "AXSandboxTesting", package: "AXSandbox"),
        ], exclude: ["Golden"]),
    ]
)
