/// Every report, baseline and suppressions file tells a run's scenes apart by their ids: two scenes
/// of one run that share an id (two captures both named `screen.xml` in folders of their own, two
/// scene files whose `"id"` is the same) were reported as two scenes called "screen", one JUnit test
/// case overwriting the other, one HTML anchor for both, and a baseline entry of one accepting the
/// other's finding. A run refuses them before anything is validated; the same argument given twice
/// is one scene.
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
}
