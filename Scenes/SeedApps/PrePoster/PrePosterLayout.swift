import AXCore

/// Where everything in Pre-Poster goes for the current settings. Heights follow the text sizes, so
/// larger content sizes lengthen the feed (and its page count) instead of clipping text.
struct PrePosterLayout {
    let settings: Settings
    let size: Size
    /// Where wrapped text heights already measured are kept (a scene's feed is measured on every
    /// read of its layout: the list's size, then each card's frames), or nil to measure every time.
    var measured: TextHeights? = nil

    static let statusBar = 47.0
    static let margin = 16.0
    static let buttonSide = 44.0
    static let homeIndicator = 34.0

    /// A wrapping text run in `style` at the current content size.
    func run(_ string: String, _ box: Rect, _ style: TextStyle, _ weight: FontWeight, _ color: Color,
             alignment: TextAlignment = .leading) -> TextRun {
        TextRun(string, box: box, size: settings.pointSize(style), weight: weight, color: color, alignment: alignment, wraps: true, style: style)
    }

    func lineHeight(_ style: TextStyle) -> Double { SeedAppText.lineHeight(size: settings.pointSize(style)) }

    func width(_ text: String, _ style: TextStyle) -> Double {
        SeedAppText.width(of: text, size: settings.pointSize(style))
    }

    /// Height of `text` wrapped within `width`, with a point to spare.
    func height(_ text: String, _ style: TextStyle, width: Double) -> Double {
        let size = settings.pointSize(style)
        return measured?.height(of: text, size: size, width: width) ?? SeedAppText.height(of: text, size: size, width: width)
    }

    /// At accessibility sizes rows turn into stacks: names go under avatars, buttons above names.
    var stacks: Bool { settings.contentSize.isAccessibilityCategory }

    /// Avatars grow with the text beside them, up to half as large again, so their initials scale too.
    var avatarScale: Double { min(1.5, settings.pointSize(.body) / TextStyle.body.pointSize(for: .default)) }

    /// The unread badge's text: 12 pt at the default size, scaled like body text up to 18 pt.
    var badgeTextSize: Double { min(18, DynamicType.scaled(12, for: settings.contentSize)) }

    // MARK: Feed header

    struct Header {
        let avatar: Rect
        let name: Rect
        let subtitle: Rect
        let newPost: Rect
        let notifications: Rect
        let settings: Rect
        let bottom: Double
        /// The fixed app's single profile element: avatar, name and open-post count together.
        var profile: Rect { avatar.union(name).union(subtitle) }
    }

    func header(subtitle: String) -> Header {
        let top = Self.statusBar + 8
        let side = Self.buttonSide
        let settingsButton = Rect(x: size.width - Self.margin - side, y: top, width: side, height: side)
        let notifications = settingsButton.offsetBy(dx: -side, dy: 0)
        let newPost = notifications.offsetBy(dx: -side, dy: 0)
        // Stacked: the buttons keep the top row to themselves and the name gets the full width.
        let avatar = Rect(x: Self.margin, y: stacks ? top + side + 4 : top, width: 44 * avatarScale, height: 44 * avatarScale)
        let textX = avatar.maxX + 8
        let textWidth = (stacks ? size.width - Self.margin : newPost.minX - 8) - textX
        let name = Rect(x: textX, y: avatar.minY - 3, width: textWidth, height: height(PrePosterPost.me, .headline, width: textWidth))
        let sub = Rect(x: textX, y: name.maxY + 2, width: textWidth, height: height(subtitle, .subheadline, width: textWidth))
        return Header(avatar: avatar, name: name, subtitle: sub, newPost: newPost, notifications: notifications, settings: settingsButton,
                      bottom: max(avatar.maxY, sub.maxY) + 10)
    }

    // MARK: Navigation bars (My posts, photo, edit)

    /// Bar text grows with the content size only up to this point size, as the system's bars do,
    /// so the buttons and the title stay side by side at accessibility sizes.
    static let barTextLimit = 28.0

    func barSize(_ style: TextStyle) -> Double { min(settings.pointSize(style), Self.barTextLimit) }
    func barLineHeight(_ style: TextStyle) -> Double { SeedAppText.lineHeight(size: barSize(style)) }
    private func barWidth(_ text: String, _ style: TextStyle) -> Double { SeedAppText.width(of: text, size: barSize(style)) }

    var navigationBar: Rect { Rect(x: 0, y: 0, width: size.width, height: Self.statusBar + max(44, barLineHeight(.headline) + 12)) }

    private var barRow: Rect { Rect(x: 0, y: Self.statusBar, width: size.width, height: navigationBar.maxY - Self.statusBar) }

    func barTitle(_ title: String) -> Rect {
        let width = min(barWidth(title, .headline) + 8, size.width - 2 * 110)
        return Rect(x: (size.width - width) / 2, y: barRow.minY, width: width, height: barRow.height)
    }

    func leadingBarButton(_ title: String) -> Rect {
        Rect(x: 8, y: barRow.minY, width: max(64, barWidth(title, .body) + 28), height: barRow.height)
    }

    func trailingBarButton(_ title: String) -> Rect {
        let width = max(64, barWidth(title, .body) + 16)
        return Rect(x: size.width - 8 - width, y: barRow.minY, width: width, height: barRow.height)
    }

    // MARK: Feed

    /// The scrolling area below the header or bar.
    func viewport(top: Double) -> Rect { Rect(x: 0, y: top, width: size.width, height: size.height - top) }

    /// Where a post's pieces go inside its card.
    struct PostCard {
        let frame: Rect
        let avatar: Rect
        let author: Rect
        let remaining: Rect
        let text: Rect
        let photo: Rect?
        let comments: Rect
        let downVote: Rect
        let upVote: Rect
        let stars: Rect
        /// The author element covers the drawn avatar too, so its initials belong to an element.
        var authorElement: Rect { avatar.union(author) }
    }

    /// Between the feed's edges and its cards, and between cards.
    static let cardInset = 12.0

    /// A post laid out in a card at `frame`'s origin and width; the card's height is the frame's
    /// returned, whatever height `frame` had.
    func postCard(_ post: PrePosterPost, in frame: Rect) -> PostCard {
        let x = frame.minX, top = frame.minY, width = frame.width, pad = 12.0
        let avatar = Rect(x: x + pad, y: top + pad, width: 44 * avatarScale, height: 44 * avatarScale)
        let innerWidth = width - 2 * pad
        // Stacked: the name and time go under the avatar, across the whole card.
        let textX = stacks ? x + pad : avatar.maxX + 12, textWidth = x + width - pad - textX
        let authorTop = stacks ? avatar.maxY + 6 : top + pad
        let author = Rect(x: textX, y: authorTop, width: textWidth, height: height(post.author, .headline, width: textWidth))
        let remaining = Rect(x: textX, y: author.maxY + 2, width: textWidth, height: height(post.remaining, .footnote, width: textWidth))
        let text = Rect(x: x + pad, y: max(avatar.maxY, remaining.maxY) + 10, width: innerWidth,
                        height: height(post.text, .body, width: innerWidth))
        var below = text.maxY
        var photo: Rect?
        if post.photo != nil {
            let picture = Rect(x: x + pad, y: below + 10, width: innerWidth, height: innerWidth * 0.56)
            photo = picture
            below = picture.maxY
        }
        let rowHeight = max(Self.buttonSide, lineHeight(.subheadline) + 8)
        let voteWidth = max(64, self.width("99", .subheadline) + 40)
        // Stacked: the comment count gets a row of its own above the vote buttons.
        let commentsTop = below + 8
        let commentsHeight = stacks ? max(rowHeight, height(post.commentsText, .subheadline, width: innerWidth) + 8) : rowHeight
        let rowTop = stacks ? commentsTop + commentsHeight + 4 : commentsTop
        let upVote = Rect(x: x + width - pad - voteWidth, y: rowTop, width: voteWidth, height: rowHeight)
        let downVote = upVote.offsetBy(dx: -voteWidth - 8, dy: 0)
        let comments = Rect(x: x + pad, y: commentsTop, width: stacks ? innerWidth : max(0, downVote.minX - 8 - x - pad), height: commentsHeight)
        let stars = Rect(x: x + pad - 4, y: upVote.maxY + 2, width: 32 * 5, height: Self.buttonSide)
        return PostCard(frame: Rect(x: x, y: top, width: width, height: stars.maxY + 6 - top), avatar: avatar, author: author,
                        remaining: remaining, text: text, photo: photo, comments: comments, downVote: downVote, upVote: upVote, stars: stars)
    }

    // MARK: Settings

    struct SettingsScreen {
        let title: Rect
        let close: Rect
        let caption: Rect
        let cells: [Rect]
        let group: Rect
        /// Below the cards, to the end of the content.
        let bottom: Double
    }

    /// The settings sheet laid out from the top of `frame` (its content, scrolled by its scroll area),
    /// with a cell for each of `networks`.
    func settingsScreen(networks: [String], in frame: Rect) -> SettingsScreen {
        let top = frame.minY + 12
        let closeWidth = max(64, width("Close", .body) + 16)
        let close = Rect(x: frame.maxX - Self.margin - closeWidth, y: top, width: closeWidth, height: max(Self.buttonSide, lineHeight(.body)))
        // Stacked: Close keeps the top row and the title goes under it.
        let titleWidth = stacks ? frame.width - 2 * Self.margin : close.minX - 8 - Self.margin - frame.minX
        let title = Rect(x: frame.minX + Self.margin, y: stacks ? close.maxY + 4 : top, width: titleWidth,
                         height: height("Settings", .title1, width: titleWidth))
        let captionWidth = frame.width - 2 * Self.margin
        let caption = Rect(x: frame.minX + Self.margin, y: max(title.maxY, close.maxY) + 16, width: captionWidth,
                           height: height(PrePosterScene.settingsCaption, .footnote, width: captionWidth))
        var cellTop = caption.maxY + 8
        let cells = networks.map { name in
            let cell = Rect(x: caption.minX, y: cellTop, width: captionWidth, height: networkCellHeight(name, width: captionWidth))
            cellTop = cell.maxY
            return cell
        }
        let group = Rect(x: caption.minX, y: caption.maxY + 8, width: captionWidth, height: cellTop - caption.maxY - 8)
        return SettingsScreen(title: title, close: close, caption: caption, cells: cells, group: group, bottom: group.maxY + 16)
    }

    /// A network's cell: its name and switch side by side, or, at accessibility sizes, the switch
    /// under the name, which wraps if it must ("Instagram" takes two lines at the largest size).
    private func networkCellHeight(_ name: String, width: Double) -> Double {
        let nameHeight = networkNameHeight(name, cellWidth: width)
        return stacks ? nameHeight + 10 + 8 + 31 + 12 : max(52, nameHeight + 20)
    }

    private func networkNameHeight(_ name: String, cellWidth: Double) -> Double {
        let width = stacks ? cellWidth - 32 : cellWidth - 16 - 51 - 16 - 24
        return Double(SeedAppText.lines(of: name, size: settings.pointSize(.body), width: width)) * lineHeight(.body)
    }

    /// Where a network cell's switch goes.
    func toggle(in cell: Rect) -> Rect {
        stacks ? Rect(x: cell.minX + 16, y: cell.maxY - 12 - 31, width: 51, height: 31)
            : Rect(x: cell.maxX - 16 - 51, y: cell.midY - 15.5, width: 51, height: 31)
    }

    /// Where a network cell's name is drawn.
    func networkName(_ name: String, in cell: Rect) -> Rect {
        let nameHeight = networkNameHeight(name, cellWidth: cell.width)
        return stacks ? Rect(x: cell.minX + 16, y: cell.minY + 10, width: cell.width - 32, height: nameHeight)
            : Rect(x: cell.minX + 16, y: cell.midY - nameHeight / 2, width: toggle(in: cell).minX - cell.minX - 24, height: nameHeight)
    }

    /// Below the status bar: the settings sheet scrolls in it at large text sizes.
    var settingsViewport: Rect { Rect(x: 0, y: Self.statusBar, width: size.width, height: size.height - Self.statusBar) }

    // MARK: Photo and editing

    /// The photo on the photo screen: centred, or raised to make room for the details.
    func photoFrame(detailsShown: Bool) -> Rect {
        let height = size.width * 0.66
        let top = detailsShown ? navigationBar.maxY + 12 : (size.height - height) / 2
        return Rect(x: 0, y: top, width: size.width, height: height)
    }

    func detailRows(_ details: [String], below photo: Rect) -> [Rect] {
        var top = photo.maxY + 24
        let width = size.width - 2 * Self.margin
        return details.enumerated().map { index, text in
            let style: TextStyle = index == 0 ? .headline : .subheadline
            let rect = Rect(x: Self.margin, y: top, width: width, height: height(text, style, width: width))
            top = rect.maxY + 8
            return rect
        }
    }

    var editPhoto: Rect { Rect(x: Self.margin, y: navigationBar.maxY + 24, width: size.width - 2 * Self.margin, height: (size.width - 2 * Self.margin) * 0.66) }

    /// The brightness slider under the photo: its "Brightness 30%" caption, then the track with room
    /// for the finger.
    var brightnessSlider: Rect {
        let width = size.width - 2 * Self.margin
        return Rect(x: Self.margin, y: editPhoto.maxY + 32, width: width, height: brightnessCaptionHeight(width: width) + 8 + Self.buttonSide)
    }

    /// "Brightness 100%": one line, or wrapped at large sizes.
    func brightnessCaptionHeight(width: Double) -> Double { height("Brightness 100%", .subheadline, width: width) }

    // MARK: Delete sheet

    /// Where the delete sheet's pieces go: the message and the Delete row on one panel, Cancel apart.
    struct Sheet {
        let panel: Rect
        let message: Rect
        let delete: Rect
        let cancel: Rect
    }

    private var sheetRowHeight: Double { max(56, lineHeight(.title3) + 20) }

    private func sheetMessageHeight(width: Double) -> Double { height(PrePosterScene.deleteMessage, .footnote, width: width - 32) + 28 }

    /// The sheet's height at `width`: message, Delete, a gap, Cancel.
    func sheetHeight(width: Double) -> Double { sheetMessageHeight(width: width) + 2 * sheetRowHeight + 8 }

    /// Where the sheet goes on the screen: across it above the home indicator.
    func sheetFrame(in screen: Rect) -> Rect {
        let width = screen.width - 2 * Self.margin, height = sheetHeight(width: width)
        return Rect(x: screen.minX + Self.margin, y: screen.maxY - Self.homeIndicator - height, width: width, height: height)
    }

    /// The sheet laid out in `frame`.
    func sheet(in frame: Rect) -> Sheet {
        let message = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: sheetMessageHeight(width: frame.width))
        let delete = Rect(x: frame.minX, y: message.maxY, width: frame.width, height: sheetRowHeight)
        let cancel = Rect(x: frame.minX, y: frame.maxY - sheetRowHeight, width: frame.width, height: sheetRowHeight)
        return Sheet(panel: message.union(delete), message: message, delete: delete, cancel: cancel)
    }
}

/// Heights of wrapped text a scene has measured, by text, point size and width (the measurement
/// depends on nothing else), so a layout made again for the same state measures no text twice.
final class TextHeights {
    private struct Key: Hashable {
        let text: String
        let size: UInt64
        let width: UInt64
    }

    /// Past this many heights (text being typed) the oldest are forgotten together.
    private static let capacity = 512
    private var heights: [Key: Double] = [:]

    /// `SeedAppText.height(of:size:width:)`, measured once.
    func height(of text: String, size: Double, width: Double) -> Double {
        let key = Key(text: text, size: size.bitPattern, width: width.bitPattern)
        if let height = heights[key] { return height }
        let height = SeedAppText.height(of: text, size: size, width: width)
        if heights.count >= Self.capacity { heights.removeAll(keepingCapacity: true) }
        heights[key] = height
        return height
    }
}
