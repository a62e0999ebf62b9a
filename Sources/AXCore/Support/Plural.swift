/// "1 error", "2 errors": counts in messages and reports, in the right number.
package enum Plural {
    /// `n` and the noun, plural unless `n` is 1; `plural` for nouns that do not just take an "s".
    package static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
    }

    /// The names of `items`, joined with commas, at most `limit` of them and then how many more: a
    /// finding on each member of a group that listed the whole group made the report grow with the
    /// square of the group (4,000 buttons labelled alike: a 311 MB text report).
    package static func listing<Items: Collection>(_ items: Items, limit: Int = 20, _ name: (Items.Element) -> String) -> String {
        let shown = items.prefix(limit).map(name).joined(separator: ", ")
        let more = items.count - min(items.count, limit)
        return more > 0 ? shown + " and \(more) more" : shown
    }
}
