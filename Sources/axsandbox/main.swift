import AXSandboxCLI
import AXScenes

// The `axsandbox` executable: the command line over the built-in catalog.
AXSandbox.main(scenes: Catalog.registry)
