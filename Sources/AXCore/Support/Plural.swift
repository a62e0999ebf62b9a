/// "1 error", "2 errors": counts in messages and reports, in the right number.
package enum Plural {
    /// `n` and the noun, plural unless `n` is 1; `plural` for nouns that do not just take an "s".
    package static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
    }
}
