import AXCore
import AXScenes
import ArgumentParser

struct ListCommand: SceneCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "list",
        abstract: "List the registered scenes: one line per scene with its id, tab and title.") }

    @Flag(help: "Print JSON instead of aligned text.")
    var json = false

    func run(with registry: SceneRegistry) throws {
        let scenes = registry.scenes
        if json {
            let rows = scenes.map { "{\"id\":\(quote($0.id)),\"tab\":\(quote($0.tab)),\"title\":\(quote($0.title))}" }
            print("[" + rows.joined(separator: ",") + "]")
            return
        }
        let idWidth = scenes.map(\.id.count).max() ?? 0
        let tabWidth = scenes.map(\.tab.count).max() ?? 0
        for scene in scenes {
            print(scene.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                  + scene.tab.padding(toLength: tabWidth + 2, withPad: " ", startingAt: 0) + scene.title)
        }
    }

    private func quote(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
