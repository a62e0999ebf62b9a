import AXCore

// Pre-Poster's controls (“What's New in Accessibility”, WWDC 2017). Each lays itself out in the
// frame it is given with `PrePosterLayout`, draws, exposes its elements and takes its touches from
// that one frame; the scene composes them into screens. Where the talk's audit found a problem, a
// control has a property the broken twin turns off, instead of a second code path.

/// `rect` relative to `origin`'s top-left corner, for `Absolute` children.
private func relative(_ rect: Rect, to origin: Rect) -> Rect { rect.offsetBy(dx: -origin.minX, dy: -origin.minY) }

/// Text drawn in a box derived from the component's frame (centred vertically in a row, inset in a
/// sheet), optionally exposed as one element over the whole frame; `buttonShapeOnCard`: a text button
/// on a card, drawing its Button Shapes backdrop (`ControlPalette.drawButtonShape`).
func prePosterText(_ id: String?, _ string: String, _ style: TextStyle, _ weight: FontWeight, _ color: @escaping (Settings) -> Color,
                   alignment: TextAlignment = .leading, traits: AccessibilityTraits = .staticText,
                   box: @escaping (Rect, PrePosterLayout) -> Rect = { frame, _ in frame }, buttonShapeOnCard: Bool = false) -> Drawing {
    let element = id.map { AccessibilityElement(id: $0, label: SpeechText(string), traits: traits, frame: .zero) }
    return Drawing(element: element) { frame, list, settings, _ in
        let layout = PrePosterLayout(settings: settings, size: Device.phone.size)
        if buttonShapeOnCard {
            let palette = ControlPalette(settings: settings)
            palette.drawButtonShape(in: frame, textHeight: layout.lineHeight(style), tint: color(settings), over: palette.card, into: &list)
        }
        list.text(layout.run(string, box(frame, layout), style, settings.weight(weight), color(settings), alignment: alignment))
    }
}

/// A one-line text centred vertically in a row of `frame`'s height.
private func centredLine(_ style: TextStyle) -> (Rect, PrePosterLayout) -> Rect {
    { frame, layout in frame.insetBy(dx: 0, dy: (frame.height - layout.lineHeight(style)) / 2) }
}

/// `string`'s lines, however many it wraps into at the frame's width, centred vertically in the frame
/// ("12 comments" takes two lines at the largest sizes).
private func centredLines(_ string: String, _ style: TextStyle) -> (Rect, PrePosterLayout) -> Rect {
    { frame, layout in
        let height = Double(SeedAppText.lines(of: string, size: layout.settings.pointSize(style), width: frame.width)) * layout.lineHeight(style)
        return frame.insetBy(dx: 0, dy: (frame.height - height) / 2)
    }
}

/// A person's initials on a circle of their colour, as large as the frame is tall.
struct Avatar: TakesNoTouches {
    let name: String

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        PrePosterArtwork.avatar(name, in: frame, size: frame.height * 0.38, weight: settings.weight(.semibold), into: &list)
    }
}

/// A view with a tap recogniser and no accessibility of its own: what it shows is exposed by the
/// components inside it, and a tap runs `action` (the broken header's profile labels, which open
/// My posts for a finger but are not a button to VoiceOver).
struct TapTarget: ContentWrapper, TakesTouchesInItsFrame {
    let content: any Component
    let action: AccessibilityHook

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        gesture.kind == .tap && action(context)
    }
}

// MARK: Feed header

/// The feed's header: the signed-in user's avatar, name and open-post count, and the New post,
/// Notifications and Settings buttons at the trailing end; at accessibility sizes the buttons keep
/// the top row and the name goes under them.
///
/// Fixed (`isAccessible`), as the talk fixed it: one "Tom McNeil: 2 open posts" button and labelled
/// toolbar buttons, read in order in one group. Broken: the name and the count are two labels (a
/// finger still opens My posts on them) around image buttons without labels, whose only text is
/// the bell's badge count.
struct FeedHeader: TakesNoTouches {
    let subtitle: String
    let unread: Int
    let isAccessible: Bool
    let openMyPosts: AccessibilityHook
    let newPost: AccessibilityHook
    let readNotifications: AccessibilityHook
    let openSettings: AccessibilityHook

    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        Size(width: proposal.width, height: PrePosterLayout(settings: settings, size: Device.phone.size).header(subtitle: subtitle).bottom)
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        list.fill(.rect(frame), palette.card)
        list.fill(.rect(Rect(x: frame.minX, y: frame.maxY - 0.5, width: frame.width, height: 0.5)), palette.outline)
    }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let header = PrePosterLayout(settings: settings, size: frame.size).header(subtitle: subtitle)
        func at(_ rect: Rect) -> Rect { rect.offsetBy(dx: frame.minX, dy: frame.minY) }
        let profile = header.profile
        let name = Label(id: isAccessible ? nil : "profile-name", PrePosterPost.me, style: .headline, weight: .semibold,
                         color: ControlPalette(settings: settings).primaryText)
        let count = Label(id: isAccessible ? nil : "profile-posts", subtitle, style: .subheadline, weight: .regular,
                          color: ControlPalette(settings: settings).secondaryText)
        let identity = Absolute([PlacedComponent(Avatar(name: PrePosterPost.me), in: relative(header.avatar, to: profile)),
                                 PlacedComponent(name, in: relative(header.name, to: profile)),
                                 PlacedComponent(count, in: relative(header.subtitle, to: profile))])
        let badgeTextSize = PrePosterLayout(settings: settings, size: frame.size).badgeTextSize
        let unread = self.unread
        let buttons: [(Button, Rect)] = [
            (Button(id: "new-post", label: isAccessible ? "New post" : nil, content: Drawing { frame, list, settings, _ in
                PrePosterArtwork.plus(in: frame, color: ControlPalette(settings: settings).accent, into: &list)
            }, action: newPost), header.newPost),
            // Broken, the badge's count is the button's only text: "3. Button."
            // The badge's red is dark enough for its white count to keep 4.5:1 under deuteranopia
            // (#D70015, iOS's dark red, drops to 4.39:1: contrast.vision, docs/vision.md).
            (Button(id: "notifications", label: isAccessible ? "Notifications" : SpeechText(String(unread)),
                    value: .stored(isAccessible ? SpeechText(String(unread)) : nil), content: Drawing { frame, list, settings, _ in
                PrePosterArtwork.bell(in: frame, color: ControlPalette(settings: settings).accent, badge: unread, badgeSize: badgeTextSize,
                                      badgeColor: settings.increaseContrast ? .hex(0x9B000E) : .hex(0xC80013), into: &list)
            }, action: readNotifications), header.notifications),
            (Button(id: "settings", label: isAccessible ? "Settings" : nil, content: Drawing { frame, list, settings, _ in
                PrePosterArtwork.gear(in: frame, color: ControlPalette(settings: settings).accent, into: &list)
            }, action: openSettings), header.settings),
        ]
        guard isAccessible else {
            // Sorted by position, VoiceOver reads the name, the three buttons on its row, then the count.
            return [PlacedComponent(TapTarget(content: identity, action: openMyPosts), in: at(profile))]
                + buttons.map { PlacedComponent($0.0, in: at($0.1)) }
        }
        let group = profile.union(header.settings)
        let profileButton = Button(id: "profile", label: SpeechText(PrePosterPost.me), value: .stored(SpeechText(subtitle)),
                                   content: identity, action: openMyPosts)
        return [PlacedComponent(AccessibilityGroup(id: "header", Absolute(
            [PlacedComponent(profileButton, in: relative(profile, to: group))] + buttons.map { PlacedComponent($0.0, in: relative($0.1, to: group)) }
        )), in: at(group))]
    }
}

// MARK: Navigation bar

/// A navigation bar (My posts, the photo, the editor): a centred title heading between an optional
/// leading back button and an optional trailing button. Its text grows with the content size only
/// up to `PrePosterLayout.barTextLimit`, as the system's bars do.
struct PrePosterBar: TakesNoTouches {
    /// A bar button: its id, its title and what it does.
    struct Item {
        let id: String
        let title: String
        let action: AccessibilityHook
    }

    let title: String
    let leading: Item?
    let trailing: Item?
    /// The photo screens' black bar.
    let isDark: Bool

    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        Size(width: proposal.width, height: PrePosterLayout(settings: settings, size: Device.phone.size).navigationBar.height)
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        list.fill(.rect(frame), background(settings))
    }

    /// The bar's colour: near-black on the dark photo screens, the card white elsewhere.
    private func background(_ settings: Settings) -> Color { isDark ? .hex(0x1C1C1E) : ControlPalette(settings: settings).card }

    private func barText(_ text: String, _ box: Rect, _ style: TextStyle, _ weight: FontWeight, _ color: Color,
                         _ alignment: TextAlignment, _ layout: PrePosterLayout, into list: inout DisplayList) {
        list.text(TextRun(text, box: box, size: layout.barSize(style), weight: layout.settings.weight(weight), color: color,
                          alignment: alignment, style: style))
    }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let layout = PrePosterLayout(settings: settings, size: frame.size)
        let foreground: Color = isDark ? .white : ControlPalette(settings: settings).primaryText
        let tint: Color = isDark ? .hex(0x64A8FF) : ControlPalette(settings: settings).accent
        let buttonLine = layout.barLineHeight(.body)
        let background = background(settings)
        let title = self.title
        var placed = [PlacedComponent(Drawing(element: AccessibilityElement(id: "title", label: SpeechText(title), traits: .header, frame: .zero)) {
            frame, list, _, _ in
            barText(title, frame.insetBy(dx: 0, dy: (frame.height - layout.barLineHeight(.headline)) / 2), .headline, .semibold, foreground,
                    .center, layout, into: &list)
        }, in: layout.barTitle(title))]
        if let leading {
            let back = Button(id: leading.id, label: SpeechText(leading.title), traits: [.button, .backButton], content: Drawing { frame, list, _, _ in
                list.stroke(.path(Path([.move(Point(frame.minX + 14, frame.midY - 9)), .line(Point(frame.minX + 5, frame.midY)),
                                        .line(Point(frame.minX + 14, frame.midY + 9))]), FillRule: .nonZero), tint, width: 3)
                barText(leading.title, Rect(x: frame.minX + 20, y: frame.midY - buttonLine / 2, width: frame.width - 20, height: buttonLine),
                        .body, .regular, tint, .leading, layout, into: &list)
            }, action: leading.action)
            placed.append(PlacedComponent(back, in: layout.leadingBarButton(leading.title)))
        }
        if let trailing {
            let button = Button(id: trailing.id, label: SpeechText(trailing.title), content: Drawing { frame, list, _, _ in
                ControlPalette(settings: settings).drawButtonShape(in: frame, textHeight: buttonLine, tint: tint, over: background, into: &list)
                barText(trailing.title, Rect(x: frame.minX, y: frame.midY - buttonLine / 2, width: frame.width - 8, height: buttonLine),
                        .body, .semibold, tint, .trailing, layout, into: &list)
            }, action: trailing.action)
            placed.append(PlacedComponent(button, in: layout.trailingBarButton(trailing.title)))
        }
        return placed.map { PlacedComponent($0.component, in: $0.frame.offsetBy(dx: frame.minX, dy: frame.minY)) }
    }
}

// MARK: Posts

/// One post of the feed on its card: avatar, author, time remaining, text, an optional photo that
/// opens full screen, the comment count, down and up vote buttons and the post's star rating (the
/// catalog's `StarRatingControl`). A long press anywhere on the card asks to delete the post.
///
/// Its elements are gathered in one container named for the post, read by position. Fixed
/// (`isAccessible`): the author's element covers the avatar, the vote buttons say what they do
/// with their counts as values ("Down vote: 2"), and every element of the post offers the post's
/// "Delete" action, as the talk's cell does. Broken: the counts are the vote buttons' labels
/// ("2. Button.") and nothing offers Delete.
struct PostCardView: TakesTouchesInItsFrame {
    // The whole card takes the long press.
    let post: PrePosterPost
    let brightness: Int
    let rating: StarRatingControl
    let isAccessible: Bool
    /// The vote counts now, read each time a vote button's value is.
    let votes: () -> (down: Int, up: Int)
    let vote: (PrePosterPost.Vote) -> Bool
    let openPhoto: AccessibilityHook
    let delete: AccessibilityHook
    /// The scene's text heights, kept across its layouts.
    let measured: TextHeights

    private func layout(_ settings: Settings) -> PrePosterLayout {
        PrePosterLayout(settings: settings, size: Device.phone.size, measured: measured)
    }

    /// Everything the card's layout and elements read besides its frame and the settings (`Keyed`):
    /// a post changes only by the user's vote, so its id and vote stand for it.
    struct CardKey: Hashable {
        let postID: String
        let vote: PrePosterPost.Vote
        let brightness: Int
        let stars: Int
        let isAccessible: Bool
    }

    var cardKey: CardKey { CardKey(postID: post.id, vote: post.myVote, brightness: brightness, stars: rating.stars, isAccessible: isAccessible) }

    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let card = layout(settings).postCard(post, in: Rect(x: 0, y: 0, width: proposal.width, height: 0))
        return Size(width: proposal.width, height: card.frame.height)
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        ControlPalette(settings: settings).drawCard(frame, radius: 14, into: &list)
    }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let card = layout(settings).postCard(post, in: frame)
        let palette = ControlPalette(settings: settings)
        let id = post.id
        var placed = [
            PlacedComponent(Avatar(name: post.author), in: card.avatar),
            PlacedComponent(Label(id: nil, post.author, style: .headline, weight: .semibold, color: palette.primaryText), in: card.author),
            PlacedComponent(Drawing(element: AccessibilityElement(id: "\(id)-author", label: SpeechText(post.author), traits: .staticText,
                                                                  frame: .zero)) { _, _, _, _ in },
                            in: isAccessible ? card.authorElement : card.author),
            PlacedComponent(Label(id: "\(id)-remaining", post.remaining, style: .footnote, weight: .regular, color: palette.secondaryText),
                            in: card.remaining),
            PlacedComponent(Label(id: "\(id)-text", post.text, style: .body, weight: .regular, color: palette.primaryText), in: card.text),
        ]
        if let photo = post.photo, let photoFrame = card.photo {
            let brightness = self.brightness
            // A photo keeps its colours under Smart Invert (docs/vision.md).
            placed.append(PlacedComponent(IgnoringInvertColors(Button(id: "\(id)-photo", label: SpeechText(photo.description), traits: [.button, .image],
                                                 content: Drawing(mirrorsInRightToLeft: false) { frame, list, _, _ in
                PrePosterArtwork.photo(photo, in: frame, brightness: brightness + 20, into: &list)
            }, action: openPhoto)), in: photoFrame))
        }
        placed.append(PlacedComponent(prePosterText("\(id)-comments", post.commentsText, .subheadline, .regular, { ControlPalette(settings: $0).secondaryText },
                                                    box: centredLines(post.commentsText, .subheadline)), in: card.comments))
        placed.append(PlacedComponent(voteButton(.down), in: card.downVote))
        placed.append(PlacedComponent(voteButton(.up), in: card.upVote))
        placed.append(PlacedComponent(rating, in: card.stars))
        return placed
    }

    /// A vote button: an arrow and the count on a rounded background, filled when it is the user's vote.
    private func voteButton(_ kind: PrePosterPost.Vote) -> Button {
        let up = kind == .up
        let count = up ? post.upVotes : post.downVotes
        let mine = post.myVote == kind
        let votes = self.votes
        let look = Drawing { frame, list, settings, _ in
            let palette = ControlPalette(settings: settings)
            let layout = PrePosterLayout(settings: settings, size: Device.phone.size)
            list.fill(.roundedRect(frame.insetBy(dx: 0, dy: 4), radius: 10), mine ? palette.accent : palette.background)
            let color = mine ? Color.white : palette.primaryText
            PrePosterArtwork.voteArrow(up: up, at: Point(frame.minX + 18, frame.midY), color: color, into: &list)
            let line = layout.lineHeight(.subheadline)
            list.text(layout.run(String(count), Rect(x: frame.minX + 30, y: frame.midY - line / 2, width: frame.width - 34, height: line),
                                 .subheadline, settings.weight(.semibold), color))
        }
        // The talk's fix: a label saying what the button does, the count as its value (the demo heard
        // "Down vote, 2, button"). Broken, the count in the button's title is all VoiceOver finds.
        let label: SpeechText = isAccessible ? (up ? "Up vote" : "Down vote") : SpeechText(String(count))
        let value: Attribute<SpeechText?> = isAccessible ? .computed { SpeechText(String(up ? votes().up : votes().down)) } : .stored(nil)
        let vote = self.vote
        return Button(id: "\(post.id)-\(up ? "up" : "down")-vote", label: label, value: value, content: look) { _ in vote(kind) }
    }

    /// The post's container; fixed, every element in it offers Delete, and the post is one Switch
    /// Control group (`accessibilityNavigationStyle` combined, as the header groups its buttons):
    /// auto scanning passes a post in one step instead of its seven items, so nothing on a screen
    /// of three posts is more than about ten seconds away (docs/validation.md, `switch.slow-to-reach`).
    func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                               settings: Settings) -> [AccessibilityElement] {
        var children = children
        if isAccessible {
            let delete = CustomAction("Delete", handler: self.delete)
            for index in children.indices { children[index].customActions = [delete] }
        }
        var card = AccessibilityElement.container(id: "post-\(post.id)", frame: frame, explicitOrder: false, children: children)
        if isAccessible { card.navigationStyle = .combined }
        return [card]
    }

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        gesture.kind == .longPress && delete(context)
    }

    /// The long press, whose equivalent is the Delete action on the post's elements (fixed app),
    /// found by position.
    func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        [DeclaredGesture(kind: .longPress, frame: frame, meaning: "long press a post to delete it")]
    }
}

/// The posts of a list, one card each, stacked with a gap around and between them: the content of
/// the feed's scroll area, which grows with the text inside the cards. Every card is laid out, so
/// VoiceOver's first, last, rotor and read all reach the posts scrolled away (the scroll area's
/// `scrollContent`); the cards' heights are measured once per layout, however often the scroll
/// area asks for the list's size.
final class PostList: TakesNoTouches {
    let cards: [PostCardView]
    private var measured: (width: Double, settings: Settings, heights: [Double])?

    init(_ cards: [PostCardView]) { self.cards = cards }

    private static let gap = PrePosterLayout.cardInset

    private func heights(_ width: Double, _ settings: Settings) -> [Double] {
        if let measured, measured.width == width, measured.settings == settings { return measured.heights }
        let heights = cards.map { $0.sizeThatFits(Size(width: width - 2 * Self.gap, height: .infinity), settings: settings).height }
        measured = (width, settings, heights)
        return heights
    }

    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let heights = heights(proposal.width, settings)
        return Size(width: proposal.width, height: heights.reduce(0, +) + Self.gap * Double(heights.count + 1))
    }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        var top = frame.minY + Self.gap
        return zip(cards, heights(frame.width, settings)).map { card, height in
            let cardFrame = Rect(x: frame.minX + Self.gap, y: top, width: frame.width - 2 * Self.gap, height: height)
            top = cardFrame.maxY + Self.gap
            return PlacedComponent(Keyed(card.cardKey, card), in: cardFrame)
        }
    }
}

// MARK: Delete sheet

/// The sheet that confirms a delete: the message and a red Delete on one panel, Cancel below it.
/// The panel takes taps that miss its buttons, so they do not dismiss the sheet.
struct DeleteSheet: TakesNoTouches {
    let confirm: AccessibilityHook
    let cancel: AccessibilityHook

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let sheet = PrePosterLayout(settings: settings, size: Device.phone.size).sheet(in: frame)
        let red = Color.hex(0xC4001A)
        let panel = Drawing(absorbsTouches: true) { frame, list, settings, _ in
            list.fill(.roundedRect(frame, radius: 14), ControlPalette(settings: settings).card)
        }
        let message = prePosterText("delete-message", PrePosterScene.deleteMessage, .footnote, .regular, { ControlPalette(settings: $0).secondaryText },
                                    alignment: .center, box: { frame, _ in frame.insetBy(dx: 16, dy: 14) })
        let delete = Button(id: "delete-confirm", label: "Delete", content: Drawing { frame, list, settings, _ in
            let layout = PrePosterLayout(settings: settings, size: Device.phone.size)
            list.fill(.rect(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0.5)), ControlPalette(settings: settings).outline)
            list.text(layout.run("Delete", centredLine(.title3)(frame, layout).insetBy(dx: 16, dy: 0), .title3, settings.weight(.regular), red,
                                 alignment: .center))
        }, action: confirm)
        let cancel = Button(id: "delete-cancel", label: "Cancel", content: Drawing { frame, list, settings, _ in
            let layout = PrePosterLayout(settings: settings, size: Device.phone.size)
            let palette = ControlPalette(settings: settings)
            list.fill(.roundedRect(frame, radius: 14), palette.card)
            list.text(layout.run("Cancel", centredLine(.title3)(frame, layout).insetBy(dx: 16, dy: 0), .title3, settings.weight(.semibold),
                                 palette.accent, alignment: .center))
        }, action: cancel)
        return [PlacedComponent(panel, in: sheet.panel), PlacedComponent(message, in: sheet.message),
                PlacedComponent(delete, in: sheet.delete), PlacedComponent(cancel, in: sheet.cancel)]
    }
}

// MARK: Settings

/// The settings sheet's content: a "Settings" heading, Close, a caption and a group of network
/// cells. It scrolls in its scroll area when the text is large.
struct SettingsSheet: TakesNoTouches {
    let networks: [PrePosterNetwork]
    let exposesSwitches: Bool
    let close: AccessibilityHook
    let toggle: (Int) -> Bool
    /// Whether a network is on now, read each time a switch's value is.
    let isOn: (Int) -> Bool

    private func screen(_ frame: Rect, _ settings: Settings) -> PrePosterLayout.SettingsScreen {
        PrePosterLayout(settings: settings, size: Device.phone.size).settingsScreen(networks: networks.map(\.name), in: frame)
    }

    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        Size(width: proposal.width, height: screen(Rect(x: 0, y: 0, width: proposal.width, height: 0), settings).bottom)
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        ControlPalette(settings: settings).drawCard(screen(frame, settings).group, radius: 12, into: &list)
    }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let screen = screen(frame, settings)
        let palette = ControlPalette(settings: settings)
        let closeButton = Button(id: "close", label: "Close", content: prePosterText(nil, "Close", .body, .semibold, { ControlPalette(settings: $0).accent },
                                                                                     alignment: .trailing, box: centredLine(.body), buttonShapeOnCard: true),
                                 action: close)
        var placed = [
            PlacedComponent(Label(id: "settings-title", "Settings", style: .title1, weight: .bold, color: palette.primaryText, traits: .header),
                            in: screen.title),
            PlacedComponent(closeButton, in: screen.close),
            PlacedComponent(Label(id: "settings-caption", PrePosterScene.settingsCaption, style: .footnote, weight: .regular,
                                  color: palette.secondaryText), in: screen.caption),
        ]
        for (index, network) in networks.enumerated() {
            placed.append(PlacedComponent(NetworkCell(network: network, index: index, isSwitch: exposesSwitches,
                                                      toggle: toggle, isOn: isOn), in: screen.cells[index]))
        }
        return placed
    }
}

/// A cell with a network's name and a switch; tapping the switch turns posting there on or off.
/// Fixed (`isSwitch`): the cell is one switch button whose value is "1" or "0" and which toggles on
/// activation. Broken: only the cell's text, no state, and activating it taps the middle of the
/// cell, not the switch.
struct NetworkCell: Component {
    let network: PrePosterNetwork
    let index: Int
    let isSwitch: Bool
    let toggle: (Int) -> Bool
    let isOn: (Int) -> Bool

    private func layout(_ settings: Settings) -> PrePosterLayout { PrePosterLayout(settings: settings, size: Device.phone.size) }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let layout = layout(settings)
        let palette = ControlPalette(settings: settings)
        if index > 0 { list.fill(.rect(Rect(x: frame.minX + 16, y: frame.minY, width: frame.width - 16, height: 0.5)), palette.outline) }
        list.text(layout.run(network.name, layout.networkName(network.name, in: frame), .body, settings.weight(.regular), palette.primaryText))
        PrePosterArtwork.toggle(in: layout.toggle(in: frame), isOn: network.isOn, outline: palette.outline, into: &list)
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        let id = "network-\(network.name.lowercased())"
        guard isSwitch else { return [AccessibilityElement(id: id, label: SpeechText(network.name), traits: .staticText, frame: frame)] }
        var cell = AccessibilityElement(id: id, label: SpeechText(network.name), traits: [.button, .toggleButton], frame: frame)
        let index = self.index, isOn = self.isOn, toggle = self.toggle
        cell.$value = .computed { isOn(index) ? "1" : "0" }
        cell.onActivate = { _ in toggle(index) }
        return [cell]
    }

    /// The switch, with a few points to spare around it.
    func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool {
        layout(settings).toggle(in: frame).insetBy(dx: -6, dy: -6).contains(point)
    }

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        gesture.kind == .tap && toggle(index)
    }
}

// MARK: Photo and editing

/// A post's photo full screen. A swipe up on it (or near it) shows its details, a swipe down hides
/// them, as the Photos app does. Fixed (`answersScroll`), the photo answers VoiceOver's
/// three-finger scroll the same way and says where the user landed, and offers the same scroll to a
/// keyboard as the shortcuts Command-I (Show Details) and Shift-Command-I (Hide Details), which the
/// talk's app, older than Full Keyboard Access, did not need; broken, only the swipe works.
struct PhotoView: Component {
    let photo: PrePosterPhoto
    let brightness: Int
    let answersScroll: Bool
    let detailsShown: Bool
    /// Shows (true) or hides the details; true if that changed anything.
    let showDetails: (Bool) -> Bool
    let scroll: (ScrollDirection, SceneContext) -> Bool

    /// A photo keeps its picture in right-to-left layouts.
    var mirrorsInRightToLeft: Bool { false }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        PrePosterArtwork.photo(photo, in: frame, brightness: brightness + 20, into: &list)
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var picture = AccessibilityElement(id: "photo", label: SpeechText(photo.description), traits: .image, frame: frame)
        picture.ignoresInvertColors = true
        if answersScroll {
            picture.onScroll = scroll
            picture.keyCommands = [KeyCommand("Show Details", chord: KeyChord(.character("I"), .command), performs: .scroll(.up)),
                                   KeyCommand("Hide Details", chord: KeyChord(.character("I"), [.shift, .command]), performs: .scroll(.down))]
        }
        return [picture]
    }

    /// Swipes may start a little above or below the photo.
    private func swipeArea(_ frame: Rect) -> Rect { frame.insetBy(dx: 0, dy: -80) }

    func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { swipeArea(frame).contains(point) }

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        guard gesture.kind == .swipe else { return false }
        switch gesture.direction {
        case .up?: return !detailsShown && showDetails(true)
        case .down?: return detailsShown && showDetails(false)
        default: return false
        }
    }

    func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        [DeclaredGesture(kind: .swipe, frame: frame, meaning: "swipe up to show the photo's details, down to hide them",
                         equivalentElementID: answersScroll ? "photo" : nil)]
    }
}

/// The photo editor's brightness slider: a "Brightness 30%" caption over a track with a thumb, one
/// adjustable element over both that steps by ten. Like a system slider, only a finger that lands
/// on the thumb drags it. Fixed (`activatesOnThumb`): the element's activation point is the thumb,
/// wherever it is, so VoiceOver's pass-through drag starts on it; broken, it is the middle of the
/// element, beside the thumb.
final class BrightnessSlider: Component {
    static let step = 10
    let activatesOnThumb: Bool
    /// The brightness shown, 0…100, read on every use.
    var value: () -> Int = { 0 }
    /// Sets the brightness (clamped by the owner); true if it changed.
    var setValue: (Int) -> Bool = { _ in false }
    private var trackingTouch: Int?

    init(activatesOnThumb: Bool) { self.activatesOnThumb = activatesOnThumb }

    /// Forgets a finger (the editor closed under it).
    func reset() { trackingTouch = nil }

    /// The track, inset from the bottom row of the frame so the thumb has room at either end.
    func track(in frame: Rect) -> Rect { Rect(x: frame.minX, y: frame.maxY - PrePosterLayout.buttonSide, width: frame.width,
                                               height: PrePosterLayout.buttonSide).insetBy(dx: 16, dy: 0) }

    func thumb(in frame: Rect) -> Point {
        let track = track(in: frame)
        return Point(track.minX + track.width * Double(value()) / 100, track.midY)
    }

    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let layout = PrePosterLayout(settings: settings, size: Device.phone.size)
        return Size(width: proposal.width, height: layout.brightnessCaptionHeight(width: proposal.width) + 8 + PrePosterLayout.buttonSide)
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let layout = PrePosterLayout(settings: settings, size: Device.phone.size)
        let caption = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: layout.brightnessCaptionHeight(width: frame.width))
        list.text(layout.run("Brightness \(value())%", caption, .subheadline, settings.weight(.semibold), .hex(0xF2F2F7)))
        let track = track(in: frame)
        let thumb = thumb(in: frame)
        list.fill(.roundedRect(Rect(x: track.minX, y: track.midY - 2, width: track.width, height: 4), radius: 2), .hex(0x8E8E93))
        list.fill(.roundedRect(Rect(x: track.minX, y: track.midY - 2, width: thumb.x - track.minX, height: 4), radius: 2), .hex(0xFFD60A))
        for tick in 0...10 {
            let x = track.minX + track.width * Double(tick) / 10
            list.fill(.rect(Rect(x: x - 0.5, y: track.midY + 8, width: 1, height: tick % 5 == 0 ? 8 : 4)), .hex(0x8E8E93))
        }
        list.fill(.ellipse(Rect(x: thumb.x - 13, y: thumb.y - 13, width: 26, height: 26)), .white)
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var slider = AccessibilityElement(id: "brightness", label: "Brightness", traits: .adjustable, frame: frame)
        slider.$value = .computed { [unowned self] in SpeechText("\(self.value())%") }
        slider.onIncrement = { [unowned self] _ in self.setValue(self.value() + Self.step) }
        slider.onDecrement = { [unowned self] _ in self.setValue(self.value() - Self.step) }
        if activatesOnThumb {
            // The talk's fix: pass-through drags start on the thumb, wherever it is.
            slider.$activationPoint = .computed { [unowned self] in self.thumb(in: frame) }
        }
        return [slider]
    }

    /// The thumb, with room for a fingertip.
    func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { point.distance(to: thumb(in: frame)) <= 22 }

    var tracksTouches: Bool { true }

    func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) {
        switch touch.phase {
        case .began:
            if trackingTouch == nil { trackingTouch = touch.id }
        case .moved, .ended:
            guard trackingTouch == touch.id else { return }
            let track = track(in: frame)
            _ = setValue(Int(((touch.location.x - track.minX) / track.width * 100).rounded()))
            if touch.phase == .ended { trackingTouch = nil }
        case .cancelled:
            if trackingTouch == touch.id { trackingTouch = nil }
        }
    }

    func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        [DeclaredGesture(kind: .pan, frame: Rect(x: frame.minX, y: frame.maxY - PrePosterLayout.buttonSide, width: frame.width,
                                                 height: PrePosterLayout.buttonSide),
                         meaning: "drag the thumb to set the brightness", equivalentElementID: "brightness")]
    }
}
