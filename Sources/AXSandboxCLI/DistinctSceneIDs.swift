/// Every report, baseline and suppressions file tells a run's scenes apart by their ids: two scenes
/// of one run that share an id (two captures both named `screen.xml` in folders of their own, two
/// scene files whose `"id"` is the same) were reported as two scenes called "screen", one JUnit test
/// case overwriting the other, one HTML anchor for both, and a baseline entry of one accepting the
/// other's finding. A run refuses them before anything is validated, and a scene named twice too.
enum DistinctSceneIDs {
    /// Refuses the first id two different arguments of `named` share; `context` says what refuses it
    /// ("" for validate, "--paths: " where the path traces would collide too).
    static func require(_ named: [(argument: String, id: String)], context: String = "") throws(CommandLineError) {
        var first: [String: String] = [:]
        for (argument, id) in named {
            if let earlier = first[id], earlier != argument {
                throw .couldNotRun(context + "\(ShellWord.quoted(earlier)) and \(ShellWord.quoted(argument)) are both scene \"\(id)\"; "
                    + "reports, baselines and suppressions tell a run's scenes apart by id, so one's findings would be taken for the other's. "
                    + "Give one scene file another \"id\", or one capture another file name (an imported screen's id is its file's name)")
            }
            if first[id] == nil { first[id] = argument }
        }
    }

    /// Refuses a scene named twice on one command line (the same file or catalog id given twice, or
    /// a catalog scene beside `--all`, which names it): it was validated twice, counted twice, and
    /// reported as two scenes of one id, while the same file spelled another way was refused by
    /// `require`. Checked over the whole set before sharding, so every shard refuses alike.
    static func requireNamedOnce(_ arguments: [String], all: Bool) throws(CommandLineError) {
        var seen = Set<String>()
        for argument in arguments where !seen.insert(argument).inserted {
            throw .couldNotRun("\(ShellWord.quoted(argument)) is named twice" + (all ? " (--all names every catalog scene already)" : "")
                + "; each scene is validated once in a run: name it once")
        }
    }
}
