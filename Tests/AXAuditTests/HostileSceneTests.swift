import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// A scene file at the edge of every limit the reader accepts goes through what follows a load —
/// VoiceOver's navigation and explore by touch (the hit-test index), speech, validation (the frame
/// sampler) — without trapping: the layers below are safe for any value that passes the reader.
final class HostileSceneTests: XCTestCase {
    func testASceneAtTheEdgeOfEveryLimitIsNavigatedAndValidated() throws {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"edge","device":{"width":10000,"height":10000},
         "drawing":[
           {"rect":[-1000000,-1000000,1000000,1000000],"fill":"#102030","cornerRadius":1000000,"lineWidth":1000000,"stroke":"#FFFFFF80"},
           {"path":"M -1000000 -1000000 A 1000000 1 1000000 1 1 1000000 1000000 C 1000000 -1000000 -1000000 1000000 0 0 Z","fill":"#FF0000"},
           {"line":[-1000000,1000000,1000000,-1000000],"lineWidth":1000000},
           {"text":"Huge","at":[1000000,1000000],"size":1000,"color":"#FFFFFF"},
           {"text":"Boxed","box":[-1000000,0,1000000,1000000],"size":0.0001}
         ],
         "elements":[
           {"id":"far","label":"Far","frame":[1000000,1000000,1000000,1000000],"activationPoint":[-1000000,1000000],
            "dragSources":[{"name":"Drag","point":[1000000,-1000000]}],"dropPoints":[{"name":"Drop","point":[-1000000,-1000000]}],
            "path":"M 0 0 L 1000000 0 L 1000000 1000000 Z","traits":["button"]},
           {"id":"tiny","label":"Tiny","frame":[0,0,0,0]},
           {"id":"wide","label":"Wide","frame":[-1000000,-1000000,1000000,0.000001],"traits":["adjustable"]}
         ]}
        """
        let scene = try SceneFile.parse(text, file: "edge.json")
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: scene, settings: settings))
        let commands: [VoiceOverCommand] = [.first] + [Point(1_000_000, 1_000_000), Point(-1_000_000, -1_000_000), Point(0, 0)].map { .touch($0) }
            + [.next, .activate, .up, .rotorNext, .readAll(fromTop: true)]
        var records: [TimedRecord] = []
        for (i, command) in commands.enumerated() { records += driver.apply(.command(command), at: i * 1000) }
        records += driver.end(at: 600_000)
        XCTAssertTrue(records.contains { if case .output(_, .speech) = $0.record { return true } else { return false } }, "VoiceOver spoke")
        let report = Validator().validate(scene.descriptor, declarative: true)
        XCTAssertEqual(report.elementCount, 3)
    }
}
