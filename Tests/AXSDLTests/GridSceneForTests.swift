import AXScenes

/// A small generated grid: stable geometry for window and snapshot tests.
enum GridSceneForTests {
    static func make(count: Int = 9) -> GridScene { GridScene(count: count) }
}
