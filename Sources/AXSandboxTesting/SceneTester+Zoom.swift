import AXCore
import AXEngine

/// Zoom in the test API (docs/vision.md#zoom): turn it on with its settings, drive it with its
/// three-finger gestures (`fingers`) or its commands (`send(.zoom(…))`), and assert the lens a Zoom
/// user sees after each step.
extension SceneTester {
    /// What a Zoom user sees now: the magnified region and where it is shown; nil while Zoom is off
    /// or zoomed out.
    public var zoomLens: ZoomLens? { session.zoomLens }

    /// Turns Zoom on with `settings`, as its Settings screen does: a step that makes nothing heard.
    /// Its gestures and commands then act as a Zoom user's do.
    public func zoomOn(_ settings: ZoomSettings = .default, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        session.startZoom(settings, on: false)
        send(.zoom(.on), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Three fingers tapping twice around `point` (Zoom's toggle), 30 points apart: one step.
    public func threeFingerDoubleTap(at point: Point, _ expected: [Heard] = [], fileID: StaticString = #fileID,
                                     filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        var samples: [FingerSample] = []
        for _ in 0..<2 {
            for finger in 0..<3 { samples.append((.down, finger, Point(point.x + Double(finger - 1) * 30, point.y))) }
            for finger in 0..<3 { samples.append((.up, finger, Point(point.x + Double(finger - 1) * 30, point.y))) }
        }
        fingers(samples, spacing: 20, named: "threeFingerDoubleTap(at: \(point))", expected,
                fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
