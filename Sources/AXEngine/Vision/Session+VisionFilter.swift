import AXCore

extension Session {
    /// Before the first input: the vision filter the screen starts shown through (`run --vision`),
    /// which a trace header records as `vision`. A change after it is a `vision` input
    /// (`SessionInput.vision`), so the trace records it at its instant.
    public func startVision(_ filter: VisionFilter?) {
        visionFilter = filter
    }
}
