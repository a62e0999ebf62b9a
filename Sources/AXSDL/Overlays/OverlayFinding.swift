import AXCore

/// A validation finding as the findings overlay marks it. AXSDL does not depend on the validator:
/// the command line runs the rules and hands their findings over in this form.
package struct OverlayFinding: Hashable, Sendable {
    package enum Severity: String, Hashable, Sendable { case error, warning, info }

    /// The element the finding is about; nil for findings about the whole scene.
    package var elementID: String?
    package var ruleID: String
    package var severity: Severity
    /// Where a finding with no element lies (drawn text, a declared gesture's area), marked there;
    /// nil when it lies nowhere in particular.
    package var frame: Rect?

    package init(elementID: String?, ruleID: String, severity: Severity, frame: Rect? = nil) {
        self.elementID = elementID; self.ruleID = ruleID; self.severity = severity; self.frame = frame
    }
}
