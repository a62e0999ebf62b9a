/// Where an item lives: one of the pages or the dock.
enum HomeArea: Hashable {
    case page(Int)
    case dock
}

/// What a drop does, resolved from a point by the layout and applied by the model. Expressed
/// relative to other items rather than by index, so removing the dragged item first cannot shift it.
enum HomeDropTarget: Hashable {
    case before(String)
    case after(String)
    /// Make a folder with an app, or add to a folder.
    case folder(String)
    /// After the last item of a page (a page one past the last is created) or of the dock.
    case end(HomeArea)
}

/// The home screen's arrangement: pages of up to 24 items and a dock of up to 4. Every rearranging
/// operation goes through `move`, which both the touch path and VoiceOver's descriptors reach via
/// the scene's `performDrop`, so the same drag gives the same arrangement either way.
struct HomeScreenModel: Hashable {
    static let columns = 4
    static let rows = 6
    static let pageCapacity = columns * rows
    static let dockCapacity = 4

    private(set) var pages: [[HomeItem]]
    private(set) var dock: [HomeItem]

    init(pages: [[HomeItem]], dock: [HomeItem]) {
        self.pages = pages.isEmpty ? [[]] : pages
        self.dock = dock
    }

    func items(in area: HomeArea) -> [HomeItem] {
        switch area {
        case .page(let index): return pages.indices.contains(index) ? pages[index] : []
        case .dock: return dock
        }
    }

    func item(id: String) -> HomeItem? {
        firstInAreas { area in items(in: area).first { $0.id == id } }
    }

    func location(of id: String) -> (area: HomeArea, index: Int)? {
        firstInAreas { area in items(in: area).firstIndex { $0.id == id }.map { (area, $0) } }
    }

    /// The first of `found` in the pages in order, then the dock, with no array of the areas built:
    /// every lookup walks them, and building one for each cost nearly 1% of validating the home screen.
    private func firstInAreas<Found>(_ found: (HomeArea) -> Found?) -> Found? {
        for index in pages.indices { if let result = found(.page(index)) { return result } }
        return found(.dock)
    }

    /// Whether dropping `id` on `target` would change anything and is allowed.
    func canMove(_ id: String, to target: HomeDropTarget) -> Bool {
        var copy = self
        return copy.move(id, to: target) != nil
    }

    /// Moves the item with `id` to `target`. Returns where it ended up (for a folder drop, the
    /// folder's location), or nil with no change when the drop is not allowed or changes nothing.
    mutating func move(_ id: String, to target: HomeDropTarget) -> (area: HomeArea, index: Int)? {
        // The item is read where it was found: a second walk over the areas for it cost 0.5% of
        // validating the home screen.
        guard let source = location(of: id) else { return nil }
        let item = items(in: source.area)[source.index]
        let before = self
        // A full dock only takes items already in it.
        if case .dock = area(of: target), source.area != .dock, dock.count >= Self.dockCapacity { return nil }
        switch target {
        case .before(let targetID), .after(let targetID):
            guard targetID != id else { return nil }
            remove(at: source)
            guard let anchor = location(of: targetID) else { self = before; return nil }
            let index = anchor.index + (target == .after(targetID) ? 1 : 0)
            insert(item, in: anchor.area, at: index)
        case .folder(let targetID):
            guard targetID != id, case .app(let app) = item, let anchorItem = self.item(id: targetID) else { return nil }
            remove(at: source)
            guard let anchor = location(of: targetID) else { self = before; return nil }
            let folder: HomeFolder
            switch anchorItem {
            case .app(let other):
                folder = HomeFolder(id: HomeFolder.id(around: other), name: other.category, apps: [other, app])
            case .folder(var existing):
                existing.apps.append(app)
                folder = existing
            }
            replace(at: anchor, with: .folder(folder))
        case .end(let area):
            remove(at: source)
            if case .page(let page) = area, page >= pages.count { pages.append([]) }
            insert(item, in: area, at: items(in: area).count)
        }
        return finish(before: before, id: id)
    }

    /// The result of a move: nil (and restored) when nothing changed.
    private mutating func finish(before: HomeScreenModel, id: String) -> (area: HomeArea, index: Int)? {
        // Pages emptied by the move disappear, as on iOS, but there is always at least one.
        pages.removeAll { $0.isEmpty }
        if pages.isEmpty { pages = [[]] }
        guard self != before else { return nil }
        if let found = location(of: id) { return found }
        // Moved into a folder: report the folder.
        return firstInAreas { area in items(in: area).firstIndex { $0.apps.contains { $0.id == id } }.map { (area, $0) } }
    }

    private func area(of target: HomeDropTarget) -> HomeArea? {
        switch target {
        case .before(let id), .after(let id), .folder(let id): return location(of: id)?.area
        case .end(let area): return area
        }
    }

    private mutating func remove(at location: (area: HomeArea, index: Int)) {
        switch location.area {
        case .dock: dock.remove(at: location.index)
        case .page(let page):
            pages[page].remove(at: location.index)
        }
    }

    private mutating func replace(at location: (area: HomeArea, index: Int), with item: HomeItem) {
        switch location.area {
        case .dock: dock[location.index] = item
        case .page(let page): pages[page][location.index] = item
        }
    }

    /// Inserts, pushing a full page's last item onto the start of the next page (created if needed).
    private mutating func insert(_ item: HomeItem, in area: HomeArea, at index: Int) {
        switch area {
        case .dock:
            dock.insert(item, at: min(index, dock.count))
        case .page(let page):
            pages[page].insert(item, at: min(index, pages[page].count))
            if pages[page].count > Self.pageCapacity {
                let overflow = pages[page].removeLast()
                if page + 1 >= pages.count { pages.append([]) }
                insert(overflow, in: .page(page + 1), at: 0)
            }
        }
    }

    /// The arrangement as text for snapshots: "page1=app-mail,app-calendar;page2=…;dock=…",
    /// folders as "folder-notes[app-notes,app-mail]".
    var orderDescription: String {
        func describe(_ items: [HomeItem]) -> String {
            items.map { item in
                if case .folder(let folder) = item { return folder.id + "[" + folder.apps.map(\.id).joined(separator: ",") + "]" }
                return item.id
            }.joined(separator: ",")
        }
        return (pages.indices.map { "page\($0 + 1)=" + describe(pages[$0]) } + ["dock=" + describe(dock)]).joined(separator: ";")
    }
}

extension HomeScreenModel {
    /// The arrangement the scene starts with: three pages, a folder on the second, three apps in the dock.
    static let initial: HomeScreenModel = {
        func app(_ glyph: AppGlyph) -> HomeItem { .app(glyph.app) }
        let utilities = HomeFolder(id: HomeFolder.id(around: AppGlyph.compass.app), name: "Utilities",
                                   apps: [AppGlyph.compass.app, AppGlyph.translate.app, AppGlyph.voiceMemos.app])
        return HomeScreenModel(
            pages: [
                [.mail, .calendar, .photos, .camera, .clock, .maps, .weather, .notes,
                 .reminders, .music, .podcasts, .news, .books, .settings, .calculator].map(app),
                [.stocks, .health, .wallet, .files, .home, .tv].map(app) + [.folder(utilities)],
                [.contacts].map(app),
            ],
            dock: [.phone, .safari, .messages].map(app))
    }()
}
