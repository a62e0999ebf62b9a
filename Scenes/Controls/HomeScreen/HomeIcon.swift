import AXCore
import Foundation

/// One app or folder on a page or in the dock: its icon (wiggling in edit mode, not under Reduce
/// Motion), its name under it on a page, and its element: a button whose frame is the cell, with
/// the drag source and the three drop points of the exemplary home screen at the icon. A folder is
/// a group: its tile, then the apps it holds, each at its preview square. Never mirrored itself:
/// an icon looks the same in a right-to-left layout, and its drop points stay on the sides they
/// are named after.
struct HomeIcon: TakesNoTouches {
    let item: HomeItem
    let area: HomeArea
    /// Its place in its area, which staggers the wiggle.
    let index: Int
    let layout: HomeScreenLayout
    let isWiggling: Bool
    /// A finger is dragging an icon over this one's centre: the folder about to be made shows as a halo.
    let isHoverTarget: Bool
    let offersDescriptors: Bool
    /// The broken twin's icons also fail Voice Control and Full Keyboard Access users
    /// (`voiceAndKeyboardDefects`).
    let isBrokenTwin: Bool
    let open: AccessibilityHook

    var mirrorsInRightToLeft: Bool { false }

    private func icon(_ cell: Rect) -> Rect { layout.icon(in: cell, area: area) }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let icon = icon(frame)
        if isHoverTarget {
            list.fill(.roundedRect(icon.insetBy(dx: -7, dy: -7), radius: 18),
                      settings.reduceTransparency ? Color.hex(0x6B6F8C) : Color.white.withAlpha(0.35))
        }
        wiggling(around: icon.center, settings: settings, time: time, into: &list) { list in
            Self.drawItem(item, icon: icon, settings: settings, into: &list)
            if area != .dock {
                list.text(TextRun(item.name, box: layout.labelBox(in: frame), size: layout.labelSize(.caption1),
                                  weight: settings.weight(.regular), color: .white, alignment: .center, wraps: true, style: .caption1))
            }
        }
    }

    /// Edit mode's wiggle: a small time-based rotation, tagged as a spin, and none under Reduce Motion.
    private func wiggling(around center: Point, settings: Settings, time: Int, into list: inout DisplayList,
                          _ body: (inout DisplayList) -> Void) {
        guard isWiggling, !settings.reduceMotion else { body(&list); return }
        let phase = 2 * Double.pi * Double(time) / 280 + Double(index) * 1.7
        let angle = 0.035 * sin(phase)
        list.animating(.spin) { list in
            list.withTransform(.about(center, .rotation(angle))) { list in body(&list) }
        }
    }

    /// An app's icon, or a folder's tile with a 3×3 preview of its apps.
    static func drawItem(_ item: HomeItem, icon: Rect, settings: Settings, into list: inout DisplayList) {
        switch item {
        case .app(let app):
            app.glyph.draw(in: icon, into: &list)
        case .folder(let folder):
            list.fill(.roundedRect(icon, radius: icon.width * 0.225),
                      settings.reduceTransparency ? Color.hex(0x6B6F8C) : Color.white.withAlpha(0.3))
            if settings.increaseContrast { list.stroke(.roundedRect(icon, radius: icon.width * 0.225), .white, width: 1.5) }
            for (slot, app) in folder.apps.prefix(9).enumerated() {
                app.glyph.draw(in: miniIcon(slot, in: icon), into: &list)
            }
        }
    }

    /// The broken twin's naming and focus defects, each a rule's planted failure (docs/voice-control.md,
    /// docs/keyboard.md): Notes labelled "Reminders", a copy-paste slip, so "Tap Notes" matches
    /// nothing (`voice.label-in-name`) and "Tap Reminders" always asks which (`voice.shared-name`);
    /// Mail with six input labels (`voice.too-many-names`), one of them "Messages", so the Messages
    /// app, named nothing else, is never reached in one phrase (`voice.shared-name`); Weather saying it does not respond to
    /// user interaction, so no phrase, key or switch reaches it (`voice.unreachable-action`,
    /// `keyboard.unreachable`).
    static func voiceAndKeyboardDefects(_ element: inout AccessibilityElement) {
        switch element.id {
        case "app-notes": element.label = "Reminders"
        case "app-mail": element.userInputLabels = ["Mail", "Email", "Inbox", "Messages", "Letters", "Post"]
        case "app-weather": element.respondsToUserInteraction = false
        default: break
        }
    }

    /// Slot `slot` of a folder tile's 3×3 preview.
    static func miniIcon(_ slot: Int, in icon: Rect) -> Rect {
        let mini = icon.width * 0.24, gap = (icon.width - 3 * mini) / 4
        return Rect(x: icon.minX + gap + Double(slot % 3) * (mini + gap), y: icon.minY + gap + Double(slot / 3) * (mini + gap),
                    width: mini, height: mini)
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        let icon = icon(frame)
        var element = AccessibilityElement(id: item.id, label: SpeechText(item.spokenName), traits: .button, frame: frame)
        if case .folder(let folder) = item {
            element.value = SpeechText(folder.apps.count == 1 ? "1 app" : "\(folder.apps.count) apps")
            element.onActivate = open
            // Voice Control shows and answers to the name drawn under the tile ("Tap Utilities"), as
            // on iOS; its label says it is a folder for VoiceOver, a name no one reads on screen.
            element.userInputLabels = [folder.name, item.spokenName]
        }
        if offersDescriptors {
            let name = item.spokenName
            element.dragSources = [LocationDescriptor(name: "Drag \(name)", point: icon.center)]
            var centre = "Create folder with \(name)"
            if case .folder = item { centre = "Add to \(name)" }
            element.dropPoints = [LocationDescriptor(name: "Drop left of \(name)", point: Point(icon.minX + 4, icon.midY)),
                                  LocationDescriptor(name: centre, point: icon.center),
                                  LocationDescriptor(name: "Drop right of \(name)", point: Point(icon.maxX - 4, icon.midY))]
        }
        if isBrokenTwin { Self.voiceAndKeyboardDefects(&element) }
        guard case .folder(let folder) = item else { return [element] }
        let apps = folder.apps.enumerated().map { slot, app in
            AccessibilityElement(id: app.id, label: SpeechText(app.name), traits: .staticText,
                                 frame: slot < 9 ? Self.miniIcon(slot, in: icon) : icon)
        }
        return [.container(id: folder.id + "-contents", frame: frame, type: .semanticGroup, label: SpeechText(item.spokenName),
                           children: [element] + apps)]
    }
}

/// The page dots: the current page lit, in a translucent pill. Exemplary: an adjustable "Page"
/// ("2 of 3") whose increment and decrement turn the page, with drop points that move a dragged
/// icon to the next (trailing side) or previous (leading side) page. Broken: static text.
struct PageDots: TakesNoTouches {
    static let elementID = "home-page-control"
    let board: HomeScreenBoard

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let count = board.model.pages.count
        let spacing = 16.0
        let pill = Rect(x: frame.midX - Double(count) * spacing / 2 - 8, y: frame.midY - 12, width: Double(count) * spacing + 16, height: 24)
        list.fill(.roundedRect(pill, radius: 12), settings.reduceTransparency ? Color.hex(0x2A2850) : Color.black.withAlpha(0.2))
        for index in 0..<count {
            let center = Point(pill.minX + 8 + (Double(index) + 0.5) * spacing, frame.midY)
            let dot = Rect(x: center.x - 4, y: center.y - 4, width: 8, height: 8)
            let inactive = settings.increaseContrast ? Color.hex(0xB0B0C8) : Color.hex(0x8A8AA8)
            list.fill(.ellipse(dot), index == board.page ? .white : inactive)
        }
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        let board = self.board
        let adjustable = board.offersAccessibleDragAndDrop
        var control = AccessibilityElement(id: Self.elementID, label: "Page", traits: adjustable ? .adjustable : .staticText, frame: frame)
        control.$value = .computed { SpeechText("\(board.page + 1) of \(board.model.pages.count)") }
        guard adjustable else { return [control] }
        control.onIncrement = { context in board.turnPage(by: 1, context) }
        control.onDecrement = { context in board.turnPage(by: -1, context) }
        control.dropPoints = [LocationDescriptor(name: "Move to next page", point: Point(frame.maxX - 20, frame.midY))]
        if board.page > 0 {
            control.dropPoints.append(LocationDescriptor(name: "Move to previous page", point: Point(frame.minX + 20, frame.midY)))
        }
        return [control]
    }
}
