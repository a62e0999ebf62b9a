import AXCore

/// An open folder's sheet: its name above a panel of its apps. Shown in a `ModalOverlay` over the
/// dimmed home screen, so it is modal for VoiceOver and tapping outside the panel (the name
/// included), or escape (the two-finger scrub), closes it.
struct OpenFolderSheet: TakesNoTouches {
    static let elementID = "home-open-folder"
    let folder: HomeFolder
    let board: HomeScreenBoard
    let layout: OpenFolderLayout
    let home: HomeScreenLayout

    /// The name and the panel together, where the overlay places the sheet.
    var frame: Rect { layout.titleFrame(folder.name).union(layout.panelFrame(folder.name)) }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        var placed = [
            PlacedComponent(Label(id: Self.elementID + "-title", folder.name, style: .title1, weight: .bold, color: .white,
                                  alignment: .center, traits: .header), in: layout.titleFrame(folder.name)),
            PlacedComponent(Drawing(absorbsTouches: true) { frame, list, settings, _ in
                list.fill(.roundedRect(frame, radius: 36), settings.reduceTransparency ? Color.hex(0x3A3F5C) : Color.white.withAlpha(0.22))
                if settings.increaseContrast { list.stroke(.roundedRect(frame, radius: 36), .white, width: 1.5) }
            }, in: layout.panelFrame(folder.name)),
        ]
        for (index, app) in folder.apps.enumerated() {
            let home = self.home
            let cell = Drawing(mirrorsInRightToLeft: false) { frame, list, settings, _ in
                let icon = Rect(x: frame.midX - HomeScreenLayout.iconSize / 2, y: frame.minY, width: HomeScreenLayout.iconSize,
                                height: HomeScreenLayout.iconSize)
                app.glyph.draw(in: icon, into: &list)
                list.text(TextRun(app.name, box: home.labelBox(in: frame), size: home.labelSize(.caption1), weight: settings.weight(.regular),
                                  color: .white, alignment: .center, wraps: true, style: .caption1))
            }
            let button = Button(id: app.id, label: SpeechText(app.name), content: cell) { [board] _ in
                board.lastOpened = app.id
                return true
            }
            placed.append(PlacedComponent(button, in: layout.cell(index, name: folder.name)))
        }
        return placed
    }
}
