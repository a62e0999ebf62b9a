import XCTest
import AXCore
@testable import AXAudit

/// A screen showing one component of a test's own on white, below the status bar, validated
/// alone: the tests of a validator shortcut (one settings variant taking another's reading, tree
/// or drawing) plant a component that reads a setting somewhere, count how often it was asked,
/// and compare the reports with the shortcut on and off. One screen serves them all, so they
/// differ only in the component and the shortcut.
final class OneComponentScreen: ComponentScene {
    /// What the screen shows below the status bar.
    let component: any Component

    /// The screen of `component`, its id "screen".
    init(_ component: any Component) {
        self.component = component
        super.init(id: "screen", title: "Screen")
    }

    /// Laid out for each state and variant, so a component that reads a setting is asked again.
    override var layoutFollowsState: Bool { true }

    /// The component under the status bar's 44 points, 16 points in.
    override func body(settings: Settings) -> any Component {
        Background(.white, Padding(16, Column([Spacer(44), component])))
    }

    /// The report of the screen of `component()` validated alone under the default matrix, every
    /// rule, with `configure` applied to the validator first (a shortcut set on or off).
    static func validate(_ configure: (inout Validator) -> Void, _ component: @escaping @Sendable () -> any Component) -> ValidationReport {
        let descriptor = SceneDescriptor(id: "screen", tab: "Tests", title: "Screen", sourcePath: "") { OneComponentScreen(component()) }
        var validator = Validator()
        configure(&validator)
        return validator.validate([descriptor])
    }

    /// How often a planted component was asked for something (drawn, its elements collected):
    /// what a shortcut saves.
    final class Tally: @unchecked Sendable { var count = 0 }
}
