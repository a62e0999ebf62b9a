/// An app on the home screen.
struct HomeApp: Hashable {
    /// Stable id ("app-mail"): element ids, drag items and the icon order in snapshots use it.
    let id: String
    let name: String
    let glyph: AppGlyph
    /// The App Store category, which names a folder made with this app (as iOS suggests).
    let category: String

    init(_ glyph: AppGlyph, _ name: String, category: String) {
        id = "app-" + glyph.rawValue
        self.name = name
        self.glyph = glyph
        self.category = category
    }
}

/// A folder: made by dropping an app on another, named after the target app's category.
struct HomeFolder: Hashable {
    let id: String
    var name: String
    var apps: [HomeApp]

    /// The id a folder made around `app` gets, stable across runs.
    static func id(around app: HomeApp) -> String { "folder-" + app.id.dropFirst("app-".count) }
}

/// One slot's content on a page or in the dock.
enum HomeItem: Hashable {
    case app(HomeApp)
    case folder(HomeFolder)

    var id: String {
        switch self {
        case .app(let app): return app.id
        case .folder(let folder): return folder.id
        }
    }

    /// What the item is called on screen.
    var name: String {
        switch self {
        case .app(let app): return app.name
        case .folder(let folder): return folder.name
        }
    }

    /// What VoiceOver and descriptor names call it: "Mail", "Utilities folder".
    var spokenName: String {
        switch self {
        case .app(let app): return app.name
        case .folder(let folder): return "\(folder.name) folder"
        }
    }

    var apps: [HomeApp] {
        switch self {
        case .app(let app): return [app]
        case .folder(let folder): return folder.apps
        }
    }
}
