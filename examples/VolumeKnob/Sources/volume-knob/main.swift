import AXCore
import AXSandboxCLI
import VolumeKnob

// Every axsandbox subcommand over this package's scenes only. To keep the built-in catalog beside
// them, import AXScenes and pass `Catalog.registry + VolumeKnobScreen.registry`.
AXSandbox.main(scenes: VolumeKnobScreen.registry)
