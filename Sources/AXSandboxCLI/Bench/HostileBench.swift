import AXCore
import AXScenes
import Foundation

/// Hostile sizes (docs/robustness.md): small or plain inputs that used to hang or exhaust memory,
/// each run as `axsandbox` itself in a child process (`ScaleBench.measure`), so a regression shows as
/// a slow or killed row instead of a hung CI job. The files are generated into a temporary folder.
struct HostileBench: BenchSection {
    let name = "hostile"

    private static let folder = NSTemporaryDirectory() + "axsandbox-bench-hostile-\(getpid())/"

    /// A scene file of `elements` (JSON objects) on a device `height` points tall.
    private static func sceneFile(_ id: String, height: Int = 844, _ elements: [String]) -> String {
        #"{"format":"axsandbox-scene","version":1,"id":"\#(id)","device":{"idiom":"phone","width":390,"height":\#(height)},"elements":["#
            + elements.joined(separator: ",\n") + "]}\n"
    }

    /// The files, by name.
    private static var files: [(name: String, text: String)] {
        let fullScreen = { (count: Int) in
            sceneFile("overlap", (0..<count).map { #"{"id":"e\#($0)","label":"Item \#($0)","traits":["button"],"frame":[0,0,390,844]}"# })
        }
        var rows = #"{"id":"leaf","label":"Leaf","size":[40,20]}"#
        for i in 0..<24 {
            let place = i == 23 ? #""frame":[0,0,390,100]"# : #""size":[390,100]"#
            rows = #"{"id":"r\#(i)",\#(place),"layout":{"axis":"row"},"children":[\#(rows),{"id":"x\#(i)","label":"X\#(i)","size":[5,20]}]}"#
        }
        // Validation's probes (docs/validation.md): a list of `count` rows 1.2 points tall.
        let reorderable = { (count: Int) in
            let rows = (0..<count).map { #"{"id":"row\#($0)","label":"Row \#($0)","size":[358,1.2]}"# }.joined(separator: ",")
            return sceneFile("list", height: 10_000, [#"{"id":"list","container":"list","reorderable":true,"frame":[16,0,358,0],"layout":{"axis":"column"},"children":[\#(rows)]}"#])
        }
        let listRows = (0..<25_000).map { #"{"id":"row\#($0)","label":"Row \#($0)","size":[358,0.3]}"# }.joined(separator: ",")
        let list = #"{"id":"list","container":"list","reorderable":true,"frame":[16,0,358,0],"layout":{"axis":"column"},"children":[\#(listRows)]}"#
        let selfOpening = #"{"id":"go","label":"Open","traits":["button"],"frame":[16,56,358,44],"activate":{"open":"s"}}],"screens":[{"id":"s","title":"S","elements":[{"id":"again","label":"Again","traits":["button"],"frame":[16,100,358,44],"activate":{"open":"s"}}]}"#
        let actions = (0..<100_000).map { #"{"name":"Action \#($0)","announce":"Done \#($0)"}"# }.joined(separator: ",")
        // Exploration (docs/validation.md): one state offering 20,000 actions, none leaving it.
        let announcing = (0..<10_000).map {
            #"{"id":"b\#($0)","label":"B\#($0)","traits":["button"],"frame":[\#($0 % 130 * 3),\#($0 / 130 * 3),2,2],"customActions":[{"name":"Do","announce":"Done"}]}"#
        }
        let header = { (scene: String, file: String?) in
            #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"\#(scene)","# + (file.map { #""sceneFile":{"path":"\#($0)"},"# } ?? "")
                + #""settings":{"voiceOver":true},"device":{"idiom":"phone","width":390,"height":844}}"#
        }
        var activations = [header("selfopen", "selfopen.json"), #"{"type":"command","seq":1,"t":1000,"name":"vo.first"}"#]
        for i in 1...8_000 { activations.append(#"{"type":"command","seq":\#(i + 1),"t":\#((i + 1) * 1000),"name":"vo.activate"}"#) }
        activations.append(#"{"type":"end","seq":8002,"t":8003000}"#)
        let readAll = [header("grid-100000", nil), #"{"type":"command","seq":1,"t":1000,"name":"vo.readAll"}"#,
                       #"{"type":"end","seq":2,"t":999999999999}"#]
        return [
            ("overlap-10000.json", fullScreen(10_000)),
            ("overlap-100000.json", fullScreen(100_000)),
            ("rows-24.json", sceneFile("rows", [rows])),
            ("reorderable-25000.json", sceneFile("list", height: 10_000, [list])),
            ("reorderable-1000.json", reorderable(1_000)),
            ("reorderable-8000.json", reorderable(8_000)),
            ("selfopen.json", sceneFile("selfopen", [selfOpening])),
            ("selfopen-8000.trace", activations.joined(separator: "\n") + "\n"),
            ("readall-grid-100000.trace", readAll.joined(separator: "\n") + "\n"),
            ("actions-100000.json", sceneFile("actions", [#"{"id":"b","label":"Photo","traits":["button"],"frame":[16,56,358,44],"customActions":[\#(actions)]}"#])),
            ("announcing-10000.json", sceneFile("announcing", announcing)),
            ("list-150.json", SceneFile.reorderableList(count: 150)),
        ]
    }

    private static func path(_ name: String) -> String { folder + name }

    static let cases = [
        ScaleBench.Case(label: "inspect 10000 full-screen elements", arguments: ["inspect", path("overlap-10000.json")], seconds: 3, mebibytes: 300),
        ScaleBench.Case(label: "inspect 100000 full-screen elements", arguments: ["inspect", path("overlap-100000.json")], seconds: 20, mebibytes: 1024),
        ScaleBench.Case(label: "validate 10000 full-screen elements", arguments: ["validate", path("overlap-10000.json"), "--depth", "0"], seconds: 5, mebibytes: 300),
        ScaleBench.Case(label: "validate 100000 full-screen elements", arguments: ["validate", path("overlap-100000.json"), "--depth", "0"], seconds: 60,
                        mebibytes: 1536),
        ScaleBench.Case(label: "validate a reorderable list of 1000 rows", arguments: ["validate", path("reorderable-1000.json"), "--depth", "0"], seconds: 5,
                        mebibytes: 200),
        ScaleBench.Case(label: "validate a reorderable list of 8000 rows", arguments: ["validate", path("reorderable-8000.json"), "--depth", "0"], seconds: 30,
                        mebibytes: 500),
        ScaleBench.Case(label: "validate rows nested 24 deep", arguments: ["validate", path("rows-24.json"), "--depth", "0"], seconds: 2, mebibytes: 100),
        ScaleBench.Case(label: "inspect a reorderable list of 25000 rows", arguments: ["inspect", path("reorderable-25000.json")], seconds: 5, mebibytes: 400),
        ScaleBench.Case(label: "replay 8000 activations of a screen that opens itself", arguments: ["replay", path("selfopen-8000.trace")],
                        seconds: 10, mebibytes: 200),
        ScaleBench.Case(label: "replay read all of grid-100000 to its end", arguments: ["replay", path("readall-grid-100000.trace")],
                        seconds: 30, mebibytes: 1024),
        ScaleBench.Case(label: "validate an element with 100000 custom actions", arguments: ["validate", path("actions-100000.json"), "--depth", "0"],
                        seconds: 30, mebibytes: 500),
        ScaleBench.Case(label: "explore a state of 10000 buttons with a custom action each", arguments: ["validate", path("announcing-10000.json")],
                        seconds: 10, mebibytes: 500),
        // Explored at the default bounds: a list's first state offers its rows squared in drops.
        ScaleBench.Case(label: "explore a reorderable list of 150 rows", arguments: ["validate", path("list-150.json")], seconds: 30, mebibytes: 500),
        ScaleBench.Case(label: "explore a reorderable list of 1000 rows whose drops all fail", arguments: ["validate", path("reorderable-1000.json")],
                        seconds: 5, mebibytes: 200),
    ]

    func rows(quick: Bool) -> [BenchRow] {
        try? FileManager.default.createDirectory(atPath: Self.folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: Self.folder) }
        for file in Self.files { try? file.text.write(toFile: Self.path(file.name), atomically: true, encoding: .utf8) }
        return ScaleBench.measure(Self.cases, section: name, quick: quick) { $0.hasPrefix(Self.folder) ? String($0.dropFirst(Self.folder.count)) : $0 }
    }
}
