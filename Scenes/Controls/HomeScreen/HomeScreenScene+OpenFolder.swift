import AXCore

/// An open folder: tapping a folder (or activating it with VoiceOver) shows its apps in a panel over
/// the dimmed home screen. It is modal for VoiceOver; tapping outside the panel, or escape (the
/// two-finger scrub), closes it.
extension HomeScreenScene {
    static let openFolderElementID = "home-open-folder"

    var openFolder: HomeFolder? {
        guard let id = openFolderID, case .folder(let folder)? = model.item(id: id) else { return nil }
        return folder
    }

    func openFolderLayout(_ settings: Settings, _ folder: HomeFolder) -> OpenFolderLayout {
        OpenFolderLayout(settings: settings, screen: device.size, appCount: folder.apps.count)
    }

    /// Opens the folder with `id`; VoiceOver moves into it.
    @discardableResult
    func open(folder id: String, _ context: SceneContext) -> Bool {
        guard case .folder(let folder)? = model.item(id: id) else { return false }
        openFolderID = id
        context.post(.layoutChanged(.element(folder.apps.first?.id ?? Self.openFolderElementID)))
        return true
    }

    /// Closes the open folder; VoiceOver returns to its tile.
    @discardableResult
    func closeFolder(_ context: SceneContext) -> Bool {
        guard let id = openFolderID else { return false }
        openFolderID = nil
        context.post(.layoutChanged(.element(id)))
        return true
    }

    /// A tap while a folder is open: an app in the panel opens, anywhere outside the panel closes it.
    func tapInOpenFolder(at point: Point, _ context: SceneContext) {
        guard let folder = openFolder else { return }
        let layout = openFolderLayout(context.settings, folder)
        if let index = folder.apps.indices.first(where: { layout.cell($0, name: folder.name).contains(point) }) {
            lastOpened = folder.apps[index].id
        } else if !layout.panelFrame(folder.name).contains(point) {
            closeFolder(context)
        }
    }

    func drawOpenFolder(into list: inout DisplayList, settings: Settings, home: HomeScreenLayout) {
        guard let folder = openFolder else { return }
        let layout = openFolderLayout(settings, folder)
        list.fill(.rect(device.bounds), settings.reduceTransparency ? Color.hex("#15172A") : Color.black.withAlpha(0.45))
        list.text(TextRun(folder.name, box: layout.titleFrame(folder.name), size: settings.pointSize(.title1),
                          weight: settings.weight(.bold), color: .white, alignment: .center, wraps: true, style: .title1))
        let panel = layout.panelFrame(folder.name)
        list.fill(.roundedRect(panel, radius: 36), settings.reduceTransparency ? Color.hex("#3A3F5C") : Color.white.withAlpha(0.22))
        if settings.increaseContrast { list.stroke(.roundedRect(panel, radius: 36), .white, width: 1.5) }
        for (index, app) in folder.apps.enumerated() {
            let cell = layout.cell(index, name: folder.name)
            let icon = Rect(x: cell.midX - HomeScreenLayout.iconSize / 2, y: cell.minY, width: HomeScreenLayout.iconSize,
                            height: HomeScreenLayout.iconSize)
            app.glyph.draw(in: icon, into: &list)
            list.text(TextRun(app.name, box: home.labelBox(in: cell), size: home.labelSize(.caption1), weight: settings.weight(.regular),
                              color: .white, alignment: .center, wraps: true, style: .caption1))
        }
    }

    /// The open folder as a modal group: its name as a heading, then its apps.
    func openFolderNode(_ settings: Settings) -> AccessibilityElement? {
        guard let folder = openFolder else { return nil }
        let layout = openFolderLayout(settings, folder)
        var children = [AccessibilityElement(id: Self.openFolderElementID + "-title", label: SpeechText(folder.name),
                                             traits: .header, frame: layout.titleFrame(folder.name))]
        for (index, app) in folder.apps.enumerated() {
            var element = AccessibilityElement(id: app.id, label: SpeechText(app.name), traits: .button, frame: layout.cell(index, name: folder.name))
            element.onActivate = { [unowned self] _ in
                self.lastOpened = app.id
                return true
            }
            children.append(element)
        }
        var node = AccessibilityElement.container(id: Self.openFolderElementID, frame: device.bounds, type: .semanticGroup,
                                                  label: SpeechText("\(folder.name) folder"), children: children)
        node.viewIsModal = true
        node.onEscape = { [unowned self] context in self.closeFolder(context) }
        return node
    }
}
