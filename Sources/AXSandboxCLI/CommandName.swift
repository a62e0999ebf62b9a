import Foundation

/// The name the command line goes by in its help, usage lines and messages: the executable's own
/// file name (`axsandbox`, or a package's `fan-speed`), so a command a message suggests works when
/// copied. `AXSandbox.run(scenes:arguments:commandName:)` binds another for its run.
enum CommandName {
    /// The name for the run under way (a task-local value, bound for one run, not a global to set).
    @TaskLocal static var current: String = executable

    /// The file name the process was started by; `axsandbox` when the system gives none.
    static var executable: String {
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return "axsandbox" }
        let name = URL(fileURLWithPath: first).lastPathComponent
        return name.isEmpty ? "axsandbox" : name
    }
}
