import AXCore
@testable import AXAudit

/// A validation rendered in every format `validate --format` writes, for tests that compare two ways
/// of validating byte for byte.
enum EveryReportFormat {
    /// The format names, in the order `render` gives them.
    static let names = ["json", "text", "sarif", "junit", "html"]

    /// `report` as JSON, text, SARIF, JUnit and HTML (without screens), with the built-in rules.
    static func render(_ report: ValidationReport) -> [String] {
        let rules = RuleCatalog.all.map(\.info)
        return [JSONReport.render(report, toolVersion: "test"), TextReport.render(report),
                SARIFReport.render(report, rules: rules, toolVersion: "test"),
                JUnitReport.render(report, rules: rules, warningsFail: false),
                HTMLReport.render(report, rules: rules, toolVersion: "test", baseSettings: Settings()) { _, _, _ in nil }]
    }
}
