/// A scene authored in something other than Swift (a scene file) phrases validation fixes in its own
/// terms: a finding on it suggests the fields to change, not the Swift API a rule's fix names.
package protocol FixVocabulary: AnyObject {
    /// The fix for a finding of rule `ruleID` in this scene's vocabulary; nil keeps the rule's own.
    func fix(forRule ruleID: String) -> String?
}
