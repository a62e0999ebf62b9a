import AXAudit
import AXCore
import AXSDL

/// A validation report in the format asked for: the one place `validate` and `merge` render it, so
/// a merged report is the unsharded run's, byte for byte.
enum ValidationOutput {
    /// `report` as `format`; `rules` are the rules run, JUnit's cases fail on the findings at or
    /// above `failOn`, as the exit status does, and the HTML report draws each scene under `baseSettings` (and through each of `visions`).
    /// With `requireComplete`, an exploration stopped at its bounds fails in the SARIF and JUnit
    /// reports as it fails the exit status.
    static func render(_ report: ValidationReport, format: ValidateCommand.ReportFormat, rules: [RuleInfo], failOn: Severity,
                       baseSettings: Settings, visions: [VisionFilter] = [], requireComplete: Bool = false,
                       toolVersion: String = AXSandbox.version) throws(CommandLineError) -> String {
        switch format {
        case .text: return TextReport.render(report)
        case .json: return JSONReport.render(report, toolVersion: toolVersion)
        case .sarif: return SARIFReport.render(report, rules: rules, toolVersion: toolVersion, requireComplete: requireComplete)
        case .junit: return JUnitReport.render(report, rules: rules, failOn: failOn, requireComplete: requireComplete)
        case .html: return try htmlReport(report, rules: rules, baseSettings: baseSettings, visions: visions, toolVersion: toolVersion)
        }
    }

    /// The HTML report, its screens drawn by the renderer `snapshot` uses.
    private static func htmlReport(_ report: ValidationReport, rules: [RuleInfo], baseSettings: Settings, visions: [VisionFilter],
                                   toolVersion: String) throws(CommandLineError) -> String {
        do {
            let images = PageImages(assets: try AssetLocator.locate())
            return try SDLRuntime.with(.headless) {
                try HTMLReport.render(report, rules: rules, toolVersion: toolVersion, baseSettings: baseSettings, visions: visions,
                                      filteredScreen: { scene, settings, vision in try images.image(scene, settings: settings, vision: vision) }) { scene, settings, time in
                    try images.image(scene, settings: settings, time: time)
                }
            }
        } catch {
            throw .couldNotRun("cannot draw the report's screens: \(error)")
        }
    }
}
