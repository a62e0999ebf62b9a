import AXCore

/// Where everything in Pre-Poster goes for the current settings. Heights follow the text sizes, so
/// larger content sizes lengthen the feed (and its page count) instead of clipping text.
struct PrePosterLayout {
    let settings: Settings
    let size: Size

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
        SeedAppText.height(of: text, size: settings.pointSize(style), width: width)
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

    static let cardInset = 12.0
    static let cardGap = 12.0

    func postCard(_ post: PrePosterPost, top: Double) -> PostCard {
        let x = Self.cardInset, width = size.width - 2 * Self.cardInset, pad = 12.0
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

    /// Every post's card, stacked from the viewport's top, scrolled up by `offset`.
    func postCards(_ posts: [PrePosterPost], viewport: Rect, offset: Double) -> [PostCard] {
        var top = viewport.minY + Self.cardGap - offset
        return posts.map { post in
            let card = postCard(post, top: top)
            top = card.frame.maxY + Self.cardGap
            return card
        }
    }

    /// The height of everything in the feed.
    func contentHeight(_ posts: [PrePosterPost]) -> Double {
        postCards(posts, viewport: Rect(x: 0, y: 0, width: size.width, height: 0), offset: 0).last.map { $0.frame.maxY + Self.cardGap } ?? 0
    }

    // MARK: Settings

    struct SettingsScreen {
        let title: Rect
        let close: Rect
        let caption: Rect
        let cells: [Rect]
        let group: Rect
        /// Accessibility sizes: the switch goes under the network's name instead of beside it.
        let stacked: Bool
        let nameHeight: Double

        func toggle(in cell: Rect) -> Rect {
            stacked ? Rect(x: cell.minX + 16, y: cell.maxY - 12 - 31, width: 51, height: 31)
                : Rect(x: cell.maxX - 16 - 51, y: cell.midY - 15.5, width: 51, height: 31)
        }

        /// Where the network's name is drawn in `cell`.
        func name(in cell: Rect) -> Rect {
            stacked ? Rect(x: cell.minX + 16, y: cell.minY + 10, width: cell.width - 32, height: nameHeight)
                : Rect(x: cell.minX + 16, y: cell.midY - nameHeight / 2, width: toggle(in: cell).minX - cell.minX - 24, height: nameHeight)
        }
    }

    /// The settings sheet, scrolled up by `offset`.
    func settingsScreen(networks: Int, offset: Double = 0) -> SettingsScreen {
        let top = Self.statusBar + 12 - offset
        let closeWidth = max(64, width("Close", .body) + 16)
        let close = Rect(x: size.width - Self.margin - closeWidth, y: top, width: closeWidth, height: max(Self.buttonSide, lineHeight(.body)))
        // Stacked: Close keeps the top row and the title goes under it.
        let titleWidth = stacks ? size.width - 2 * Self.margin : close.minX - 8 - Self.margin
        let title = Rect(x: Self.margin, y: stacks ? close.maxY + 4 : top, width: titleWidth, height: height("Settings", .title1, width: titleWidth))
        let captionWidth = size.width - 2 * Self.margin
        let captionText = PrePosterScene.settingsCaption
        let caption = Rect(x: Self.margin, y: max(title.maxY, close.maxY) + 16, width: captionWidth,
                           height: height(captionText, .footnote, width: captionWidth))
        let nameHeight = lineHeight(.body)
        let cellHeight = stacks ? nameHeight + 10 + 8 + 31 + 12 : max(52, nameHeight + 20)
        let cells = (0..<networks).map { Rect(x: Self.margin, y: caption.maxY + 8 + Double($0) * cellHeight, width: captionWidth, height: cellHeight) }
        let group = Rect(x: Self.margin, y: caption.maxY + 8, width: captionWidth, height: Double(networks) * cellHeight)
        return SettingsScreen(title: title, close: close, caption: caption, cells: cells, group: group, stacked: stacks, nameHeight: nameHeight)
    }

    /// Below the status bar: the settings sheet scrolls in it at large text sizes.
    var settingsViewport: Rect { Rect(x: 0, y: Self.statusBar, width: size.width, height: size.height - Self.statusBar) }

    func settingsPaging(networks: Int) -> ScrollPaging {
        ScrollPaging(viewportHeight: settingsViewport.height,
                      contentHeight: settingsScreen(networks: networks).group.maxY + 16 - Self.statusBar)
    }

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

    /// "Brightness 30%": one line, or wrapped at large sizes.
    var brightnessCaption: Rect {
        let width = size.width - 2 * Self.margin
        return Rect(x: Self.margin, y: editPhoto.maxY + 32, width: width, height: height("Brightness 100%", .subheadline, width: width))
    }

    /// The brightness slider's accessibility frame: the track and room for the finger.
    var brightnessSlider: Rect { Rect(x: Self.margin, y: brightnessCaption.maxY + 8, width: size.width - 2 * Self.margin, height: Self.buttonSide) }

    var brightnessTrack: Rect { brightnessSlider.insetBy(dx: 16, dy: 0) }

    func brightnessThumb(_ value: Int) -> Point {
        let track = brightnessTrack
        return Point(track.minX + track.width * Double(value) / 100, track.midY)
    }

    // MARK: Delete sheet

    struct Sheet {
        let panel: Rect
        let message: Rect
        let delete: Rect
        let cancel: Rect
    }

    var sheet: Sheet {
        let width = size.width - 2 * Self.margin
        let rowHeight = max(56, lineHeight(.title3) + 20)
        let messageHeight = height(PrePosterScene.deleteMessage, .footnote, width: width - 32) + 28
        let cancel = Rect(x: Self.margin, y: size.height - Self.homeIndicator - rowHeight, width: width, height: rowHeight)
        let delete = Rect(x: Self.margin, y: cancel.minY - 8 - rowHeight, width: width, height: rowHeight)
        let message = Rect(x: Self.margin, y: delete.minY - messageHeight, width: width, height: messageHeight)
        return Sheet(panel: message.union(delete), message: message, delete: delete, cancel: cancel)
    }
}
