import AXCore

/// Where everything on HelloGoodbye's three screens goes for a given content size: computed from the
/// text sizes, so larger text pushes content down instead of clipping it. Positions are those of
/// unscrolled content; the screens' scroll areas move it. A class whose frames are worked out on first
/// read and kept: they build on one another (the form's paging reads the panel, which reads every
/// field above it), and each measures text, so working them out on every read measured the same
/// text dozens of times per layout (a tenth of validating the scene).
final class HelloGoodbyeLayout {
    let style: HelloGoodbyeStyle
    let size: Size

    static let statusBarHeight = 47.0
    static let margin = 16.0
    static let bottomInset = 34.0

    init(style: HelloGoodbyeStyle, size: Size) {
        self.style = style
        self.size = size
    }

    // MARK: Navigation bar

    private(set) lazy var navigationBar: Rect = {
        Rect(x: 0, y: 0, width: size.width,
             height: Self.statusBarHeight + max(44, SeedAppText.lineHeight(size: min(style.size(.headline), Self.titleLimit)) + 12))
    }()

    private(set) lazy var contentTop: Double = navigationBar.maxY

    private var barRow: Rect { Rect(x: 0, y: Self.statusBarHeight, width: size.width, height: navigationBar.maxY - Self.statusBarHeight) }

    /// The largest bar title size: the title grows with the content size while it fits its room.
    static let titleLimit = 40.0

    /// Room for the title: between the bar buttons (room for Back on both sides keeps it centred).
    private func titleRoom(besideBack: Bool) -> Double {
        besideBack ? size.width - 2 * (backButton.maxX + 4) : size.width - 2 * Self.margin
    }

    /// The title's point size: the headline style's, shrunk to fit its room and capped at `titleLimit`.
    func titleSize(_ title: String, besideBack: Bool) -> Double {
        min(SeedAppText.fitting(title, size: style.size(.headline), width: titleRoom(besideBack: besideBack) - 8), Self.titleLimit)
    }

    func titleFrame(_ title: String, besideBack: Bool) -> Rect {
        let width = min(SeedAppText.width(of: title, size: titleSize(title, besideBack: besideBack)) + 8, titleRoom(besideBack: besideBack))
        return Rect(x: (size.width - width) / 2, y: barRow.minY, width: width, height: barRow.height)
    }

    private(set) lazy var backButton = Rect(x: 8, y: barRow.minY, width: max(80, SeedAppText.width(of: "Back", size: style.barSize(.body)) + 28),
                                            height: barRow.height)

    private(set) lazy var doneButton: Rect = {
        let width = max(64, SeedAppText.width(of: "Done", size: style.barSize(.body)) + 16)
        return Rect(x: size.width - 8 - width, y: barRow.minY, width: width, height: barRow.height)
    }()

    // MARK: Start

    private(set) lazy var logo: Rect = {
        let width = size.width - 90
        return Rect(x: 45, y: contentTop + 32, width: width,
                    height: HelloGoodbyeArtwork.logoHeight(titleSize: style.size(.title1), taglineSize: style.size(.title3), width: width))
    }()

    private(set) lazy var startButtonHeight: Double = max(50, style.lineHeight(.title3) + 20)

    private(set) lazy var profileButton: Rect = {
        let h = startButtonHeight
        let y = max(logo.maxY + 24, size.height - 48 - 2 * h - 16)
        return Rect(x: 45, y: y, width: size.width - 90, height: h)
    }()

    private(set) lazy var matchesButton: Rect = profileButton.offsetBy(dx: 0, dy: startButtonHeight + 16)

    // MARK: Profile

    private(set) lazy var panel: Rect = {
        let top = ageCaption.minY - Self.margin
        return Rect(x: Self.margin, y: top, width: size.width - 2 * Self.margin, height: hobbiesAndPitchBottom + 16 - top)
    }()

    /// The part of the screen the form scrolls in: between the bar and the resting Preview tab.
    private(set) lazy var formViewport = Rect(x: 0, y: contentTop, width: size.width,
                                              height: size.height - Self.bottomInset - tabSize.height - 8 - contentTop)

    /// The form's paging: one page at the default size, several at accessibility sizes.
    private(set) lazy var formPaging = ScrollPaging(viewportHeight: formViewport.height, contentHeight: panel.maxY + Self.margin - contentTop)

    private var innerX: Double { Self.margin * 2 }
    private var innerWidth: Double { size.width - 4 * Self.margin }

    private(set) lazy var ageCaption = Rect(x: innerX, y: contentTop + Self.margin * 2, width: innerWidth,
                                            height: style.height(of: "Your age", .body, width: innerWidth))

    private(set) lazy var ageLabelWidth: Double = max(52, SeedAppText.width(of: "120", size: style.size(.title3)) + 8)

    /// The slider's track area (its accessibility frame): full row height for a comfortable target.
    private(set) lazy var slider = Rect(x: innerX, y: ageCaption.maxY + 8, width: innerWidth - ageLabelWidth - 12,
                                        height: max(44, style.lineHeight(.title3)))

    /// The age shown to the right of the slider.
    private(set) lazy var ageLabel: Rect = {
        Rect(x: slider.maxX + 12, y: slider.minY + max(0, (slider.height - style.lineHeight(.title3)) / 2),
             width: ageLabelWidth, height: style.lineHeight(.title3))
    }()

    /// Where the thumb sits for `fraction` along the track.
    func thumbCenter(fraction: Double) -> Point {
        let track = slider.insetBy(dx: 14, dy: 0)
        return Point(track.minX + track.width * fraction, slider.midY)
    }

    func fieldCaption(_ text: String, below top: Double) -> Rect {
        Rect(x: innerX, y: top, width: innerWidth, height: style.height(of: text, .body, width: innerWidth))
    }

    func field(_ text: String, below caption: Rect, minimumLines: Int) -> Rect {
        let textHeight = max(style.height(of: text, .body, width: innerWidth - 24), Double(minimumLines) * style.lineHeight(.body))
        return Rect(x: innerX, y: caption.maxY + 6, width: innerWidth, height: textHeight + 16)
    }

    private(set) lazy var hobbiesCaption: Rect = fieldCaption("Hobbies", below: slider.maxY + 16)
    func hobbiesField(_ hobbies: String) -> Rect { field(hobbies, below: hobbiesCaption, minimumLines: 1) }
    func pitchCaption(_ hobbies: String) -> Rect { fieldCaption("Elevator pitch", below: hobbiesField(hobbies).maxY + 16) }
    func pitchField(_ hobbies: String, _ pitch: String) -> Rect { field(pitch, below: pitchCaption(hobbies), minimumLines: 3) }

    /// Bottom of the form, for the panel behind it (with the user's own texts).
    private lazy var hobbiesAndPitchBottom: Double = pitchField(HelloGoodbyePerson.me.hobbies, HelloGoodbyePerson.me.elevatorPitch).maxY

    private(set) lazy var tabSize: Size = {
        // At least 44 pt tall: the fixed tab is a button, and 44×44 pt is Apple's smallest comfortable target.
        Size(max(140, SeedAppText.width(of: "Preview", size: style.size(.headline)) + 48), max(44, style.lineHeight(.headline) + 14))
    }()

    /// Where the risen card shows when it is taller than the room between the bar (and the tab on
    /// the card) and the bottom, as at accessibility text sizes: it scrolls there.
    private(set) lazy var previewViewport: Rect = {
        let top = contentTop + tabSize.height
        return Rect(x: 0, y: top, width: size.width, height: size.height - Self.bottomInset - top)
    }()

    /// Whether `person`'s card is taller than the room it rises into, and so scrolls in `previewViewport`.
    func previewScrolls(_ person: HelloGoodbyePerson) -> Bool {
        measuredCard(person).frame.height > previewViewport.height
    }

    /// The preview card for `person`: resting fully below the screen when `shown` is 0, risen when 1;
    /// a card taller than the room rises no higher than just under the bar and its tab. Kept for the
    /// last few positions asked: drawing it, reading its elements and its gestures each ask.
    func previewCard(_ person: HelloGoodbyePerson, shown: Double) -> ProfileCard {
        if let kept = previewCards.first(where: { $0.person == person && $0.shown == shown }) { return kept.card }
        let risenTop = max(size.height - Self.bottomInset - measuredCard(person).frame.height, previewViewport.minY)
        let hiddenTop = size.height + tabSize.height
        let top = hiddenTop + (risenTop - hiddenTop) * shown
        let card = ProfileCard(person: person, origin: Point(Self.margin, top), width: size.width - 2 * Self.margin, style: style)
        if previewCards.count >= 4 { previewCards.removeFirst() }
        previewCards.append((person, shown, card))
        return card
    }
    private var previewCards: [(person: HelloGoodbyePerson, shown: Double, card: ProfileCard)] = []

    /// `person`'s card laid out at the origin, for its height: the last one measured is kept.
    private func measuredCard(_ person: HelloGoodbyePerson) -> ProfileCard {
        if let measured, measured.person == person { return measured }
        let card = ProfileCard(person: person, origin: .zero, width: size.width - 2 * Self.margin, style: style)
        measured = card
        return card
    }
    private var measured: ProfileCard?

    /// The tab: at the bottom when the card is hidden, on top of the card as it rises.
    func previewTab(card: ProfileCard, shown: Double) -> Rect {
        let tab = tabSize
        let restingTop = size.height - Self.bottomInset - tab.height
        let onCardTop = card.frame.minY - tab.height
        let top = shown <= 0 ? restingTop : min(restingTop, onCardTop)
        return Rect(x: (size.width - tab.width) / 2, y: top, width: tab.width, height: tab.height)
    }

    // MARK: Matches

    static let instructionsText = "Swipe ↑ to say hello, swipe ↓ to say goodbye…"

    private(set) lazy var instructions: Rect = {
        let width = size.width - 2 * Self.margin
        return Rect(x: Self.margin, y: contentTop + 12, width: width,
                    height: style.height(of: Self.instructionsText, .title3, width: width - 24) + 20)
    }()

    func matchCard(_ person: HelloGoodbyePerson) -> ProfileCard {
        ProfileCard(person: person, origin: Point(24, instructions.maxY + 16), width: size.width - 48, style: style)
    }

    /// Everything below the bar: the instructions and the card scroll in it at large text sizes.
    private(set) lazy var matchesViewport = Rect(x: 0, y: contentTop, width: size.width, height: size.height - contentTop)

    func matchesPaging(_ person: HelloGoodbyePerson) -> ScrollPaging {
        ScrollPaging(viewportHeight: matchesViewport.height, contentHeight: matchCard(person).frame.maxY + 16 - contentTop)
    }
}
