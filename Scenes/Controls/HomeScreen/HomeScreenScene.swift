import AXCore
import Foundation

/// A phone home screen (“What's New in Accessibility”, WWDC 2017): the wallpaper, the `HomeScreenBoard` of pages, page dots and
/// dock, and an open folder as a modal sheet over it.
///
/// Exemplary: drag and drop through VoiceOver's descriptors and a three-finger swipe that turns the
/// page. Broken (`home-screen-broken`): the same board with `offersAccessibleDragAndDrop` off, so
/// only a finger can rearrange, pages that turn by a finger or VoiceOver's three-finger swipe but
/// by no key (`keyboard.no-key-path`), and icons named and focused as Voice Control and keyboard
/// users cannot use (`HomeIcon.voiceAndKeyboardDefects`).
public final class HomeScreenScene: ComponentScene, ModelRestoring {
    /// Whether this is the broken twin (`home-screen-broken`), whose board offers no accessible drag and drop.
    public let isBroken: Bool
    /// The id of the element for the whole home screen.
    public static let screenElementID = HomeScreenBoard.screenElementID
    /// The id of the container holding the visible page's icons.
    public static let pageElementID = HomeScreenBoard.pageElementID
    /// The id of the page dots, the adjustable page control.
    public static let pageControlElementID = PageDots.elementID
    /// The id of the dock's container.
    public static let dockElementID = HomeScreenBoard.dockElementID
    /// The id of the Done button shown in edit mode.
    public static let doneElementID = HomeScreenBoard.doneElementID
    static let openFolderElementID = OpenFolderSheet.elementID
    /// How long a finger must rest on an icon before it lifts (and edit mode starts).
    public static let longPressDelay = HomeScreenBoard.longPressDelay
    /// How long an icon a finger carries must rest over another icon before a folder forms there
    /// (a quick swipe across it lifts sooner and puts the icon beside it).
    public static let folderDelay = HomeScreenBoard.folderDelay

    /// The board, kept across layouts: it owns the arrangement and the fingers on it.
    let board: HomeScreenBoard

    /// A fresh home screen in its initial arrangement; `broken` makes the twin without accessible drag and drop.
    public init(broken: Bool = false) {
        isBroken = broken
        board = HomeScreenBoard(size: Device.phone.size, offersAccessibleDragAndDrop: !broken)
        super.init(id: broken ? "home-screen-broken" : "home-screen", title: broken ? "Home screen (broken)" : "Home screen")
        board.needsLayout = { [unowned self] in self.setNeedsLayout() }
    }

    /// The catalog entries for `home-screen` and `home-screen-broken`.
    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "home-screen", tab: "Controls", title: "Home screen",
                         sourcePath: "Scenes/Controls/HomeScreen/HomeScreenScene.swift", make: { HomeScreenScene() }),
         SceneDescriptor(id: "home-screen-broken", tab: "Controls", title: "Home screen (broken)",
                         sourcePath: "Scenes/Controls/HomeScreen/HomeScreenScene.swift", make: { HomeScreenScene(broken: true) })]
    }

    /// The ids on the visible page, in order (tests and the inspector compare arrangements with it).
    public var visiblePageOrder: [String] { board.model.items(in: .page(board.page)).map(\.id) }
    /// Every page and the dock with their icons in order, as the `order` state field writes it.
    public var arrangement: String { board.orderDescription }
    /// The visible page, 0-based.
    public var currentPage: Int { board.page }
    /// How many pages of icons there are (a drop past the last page adds one).
    public var pageCount: Int { board.model.pages.count }
    /// Whether edit mode (icons wiggling, a Done button) is on.
    public var editing: Bool { board.isEditing }

    /// The wallpaper under the board, and an open folder as a modal sheet over both, all kept as
    /// drawn under Smart Invert: the talk's demo turns it on here, and "the wallpaper wasn't inverted
    /// nor were all of the app icons". The names, dots, dock and folder are the system's drawing too,
    /// and white names turned black over the kept dark wallpaper would vanish (docs/vision.md).
    public override func body(settings: Settings) -> any Component {
        IgnoringInvertColors(screen(settings: settings))
    }

    /// The home screen as drawn, before Smart Invert's exemption is laid over it (`body`).
    private func screen(settings: Settings) -> any Component {
        let screen = Layers([Drawing(mirrorsInRightToLeft: false) { frame, list, settings, _ in Self.drawWallpaper(frame, into: &list, settings: settings) },
                             board])
        guard let folder = board.openFolder else { return screen }
        let sheet = OpenFolderSheet(folder: folder, board: board,
                                    layout: OpenFolderLayout(settings: settings, screen: device.size, appCount: folder.apps.count),
                                    home: board.layout(settings))
        let board = self.board
        return ModalOverlay(screen, id: OpenFolderSheet.elementID, type: .semanticGroup, label: SpeechText("\(folder.name) folder"),
                            sheet: sheet, dimming: settings.reduceTransparency ? Color.hex(0x15172A) : Color.black.withAlpha(0.45),
                            sheetFrame: { _, _ in sheet.frame }, onDismiss: { context in board.closeFolder(context) })
    }

    /// A gradient of bands and, unless Reduce Transparency is on, two soft light blobs.
    private static func drawWallpaper(_ frame: Rect, into list: inout DisplayList, settings: Settings) {
        let top = Color.hex(settings.increaseContrast ? 0x0E1830 : 0x1B2A4A)
        let bottom = Color.hex(settings.increaseContrast ? 0x221640 : 0x3A2A6A)
        list.background = top
        let bands = 16
        let height = frame.height / Double(bands)
        for band in 0..<bands {
            let color = top.mixed(with: bottom, amount: Double(band) / Double(bands - 1))
            list.fill(.rect(Rect(x: 0, y: Double(band) * height, width: frame.width, height: height + 1)), color)
        }
        guard !settings.reduceTransparency else { return }
        // Soft light blobs: six concentric translucent discs fake a blur. Each ring between two discs is
        // filled once with what the discs stack up to there (1 − (1 − 0.045)^n for n discs), the same
        // picture as stacking them at a sixth of the blending. Reduce Transparency leaves the plain gradient.
        let rings = 6, layerAlpha = 0.045
        for (center, radius, hex) in [(Point(70, 260), 190.0, UInt32(0x7A6AE0)), (Point(330, 560), 170.0, 0x3FA7D6)] {
            func disc(_ ring: Int) -> Path {
                let r = radius * (1 - Double(ring) * 0.14)
                return .ellipse(in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
            }
            for ring in 0..<rings {
                var band = disc(ring)
                if ring + 1 < rings { band.append(disc(ring + 1)) }
                let alpha = 1 - pow(1 - layerAlpha, Double(ring + 1))
                list.fill(.path(band, FillRule: .evenOdd), Color.hex(hex).withAlpha(alpha))
            }
        }
    }

    /// The body reads nothing the snapshot does not show (the page, edit mode, the arrangement, the
    /// open folder) but the icon a finger drags, whose every change lays the board out again.
    public override var layoutFollowsState: Bool { true }

    /// The arrangement, page, edit mode, last opened app and open folder, as a value (`ModelRestoring`).
    public struct Model {
        fileprivate var board: HomeScreenBoard.Saved
    }

    /// The model as it is now.
    public func saveModel() -> Model { Model(board: board.save()) }

    /// Puts a saved model back, with no finger pressing or dragging an icon.
    public func restoreModel(_ model: Model) { board.restore(model.board) }

    /// The page, page count, edit mode, arrangement, last opened app and open folder.
    public override func stateSnapshot() -> [(key: String, value: String)] {
        [("page", String(board.page + 1)), ("pages", String(board.model.pages.count)), ("editing", String(board.isEditing)),
         ("order", board.orderDescription), ("lastOpened", board.lastOpened ?? "none"),
         ("openFolder", board.openFolderID ?? "none")]
    }
}
