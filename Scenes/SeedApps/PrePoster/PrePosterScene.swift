import AXCore

/// Pre-Poster, the app WWDC 2017 session 215 audits (“What's New in Accessibility”, WWDC 2017): a feed of posts waiting for a close
/// group's approval ("Tom McNeil", "2 open posts"; Lexi Torres, five minutes remaining, comments,
/// down and up votes with counts, a star rating per post), new-post, notifications and settings
/// buttons, a settings screen of network switches, and delete by long press. The talk's other cases
/// are here too: a photo view whose details come up with a swipe up, and a photo-editing slider.
///
/// Broken (`pre-poster-broken`), as audited: the profile name and post count are two labels read out
/// of order around the toolbar and neither says it is a button; the toolbar and vote buttons have
/// no labels ("3. Button.", "2. Button."); the star views are invisible; the network cells say
/// nothing about their switches and activating them changes nothing; delete needs a long press;
/// the photo details need a swipe; the brightness slider's activation point is the middle of the
/// track, not its thumb.
/// Fixed (`pre-poster`), as fixed in the talk: one "Tom McNeil: 2 open posts" button, labelled
/// "New post", "Notifications" (value "3") and "Settings" buttons, "Down vote"/"Up vote" with their
/// counts as values, an adjustable "Star rating", switch cells that toggle on activation, a "Delete"
/// custom action on every element of a post, the activation point on the slider's thumb and an
/// accessibility scroll that shows the photo's details with page-scrolled speech.
///
/// Every screen is a composition of Pre-Poster's controls (`FeedHeader`, `PostCardView` with the
/// catalog's `StarRatingControl`, `PrePosterBar`, `SettingsSheet`, `PhotoView`, `BrightnessSlider`)
/// in a `ScrollArea` or a `ModalOverlay`; the broken twin is the same composition with each
/// control's fix turned off.
public final class PrePosterScene: ComponentScene, ModelRestoring {
    /// The screen shown: the feed, My posts, the settings, a photo or its editor.
    public enum Screen: Equatable {
        case feed, myPosts, settings
        /// The photo of the post with this id, full screen.
        case photo(String)
        /// Editing the photo of the post with this id.
        case edit(String)

        var name: String {
            switch self {
            case .feed: return "feed"
            case .myPosts: return "myPosts"
            case .settings: return "settings"
            case .photo(let id): return "photo:" + id
            case .edit(let id): return "edit:" + id
            }
        }
    }

    /// The app as the talk audited it (`pre-poster-broken`), before its fixes.
    public let isBroken: Bool

    static let settingsCaption = "Post automatically to these networks when a post's timer runs down."
    static let deleteMessage = "Delete this post? Your friends' votes and comments go with it."
    static let initialBrightness = 30
    static let sourcePath = "Scenes/SeedApps/PrePoster/PrePosterScene.swift"

    /// The screen shown now.
    public private(set) var screen: Screen = .feed
    private(set) var posts = PrePosterPost.feed { didSet { ratingsInPostOrder = nil } }
    private(set) var networks = PrePosterNetwork.all
    /// The count on the bell's badge; reading the notifications clears it.
    public private(set) var unreadNotifications = 3
    /// Where the current screen's list (the feed, My posts, the settings) is scrolled; a new screen
    /// starts at the top.
    private let listScroll = ScrollState()
    /// Wrapped text heights measured so far, kept across layouts (text measurement is pure).
    private let textHeights = TextHeights()
    /// The post whose delete sheet is up.
    public private(set) var deleteCandidate: String?
    /// Whether the photo screen shows the photo's details.
    public private(set) var detailsShown = false
    /// Brightness of each photo, 0…100, by post id.
    private var brightness: [String: Int] = [:]
    private var newPosts = 0
    /// Each post's star rating, the catalog's shared control, by post id (kept after a delete, so
    /// an element tree read before it stays valid).
    private var ratingControls: [String: StarRatingControl] = [:] { didSet { ratingsInPostOrder = nil } }
    /// Each post's rating control (nil where none is made yet), in the posts' order: the state
    /// snapshot reads every post's stars, thousands of times in a validation, and looked each
    /// control up by the post's id. Forgotten whenever the posts or the controls change.
    private var ratingsInPostOrder: [StarRatingControl?]?
    /// The editor's slider, kept across layouts: it owns the finger dragging its thumb.
    let brightnessSlider: BrightnessSlider

    /// The fixed app, or with `broken` the app as audited.
    public init(broken: Bool = false) {
        isBroken = broken
        brightnessSlider = BrightnessSlider(activatesOnThumb: !broken)
        super.init(id: broken ? "pre-poster-broken" : "pre-poster", title: broken ? "Pre-Poster (broken)" : "Pre-Poster")
        brightnessSlider.value = { [unowned self] in self.editedPost.map { self.brightness(of: $0) } ?? Self.initialBrightness }
        brightnessSlider.setValue = { [unowned self] value in self.editedPost.map { self.setBrightness($0, value) } ?? false }
    }

    /// The talk's fixed build is "Pre-Poster EX" ("VoiceOver on Pre-Poster EX Tom McNeil").
    public override var appName: String? { isBroken ? "Pre-Poster" : "Pre-Poster EX" }

    /// The fixed app and its broken twin, for the catalog.
    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "pre-poster", tab: "Seed apps", title: "Pre-Poster", sourcePath: sourcePath, make: { PrePosterScene() }),
         SceneDescriptor(id: "pre-poster-broken", tab: "Seed apps", title: "Pre-Poster (broken)", sourcePath: sourcePath,
                         make: { PrePosterScene(broken: true) })]
    }

    private func screenLayout(_ settings: Settings) -> PrePosterLayout { PrePosterLayout(settings: settings, size: device.size) }

    // MARK: Model queries

    var openPosts: Int { posts.filter { $0.author == PrePosterPost.me }.count }

    /// "2 open posts", the header's second line and the fixed profile button's value.
    var openPostsText: String {
        switch openPosts {
        case 0: return "No open posts"
        case 1: return "1 open post"
        default: return "\(openPosts) open posts"
        }
    }

    /// The posts the current list shows: everyone's in the feed, the user's own in My posts.
    var listedPosts: [PrePosterPost] { screen == .myPosts ? posts.filter { $0.author == PrePosterPost.me } : posts }

    func post(_ id: String) -> PrePosterPost? { posts.first { $0.id == id } }

    /// The post whose photo the editor shows.
    private var editedPost: String? {
        if case .edit(let id) = screen { return id }
        return nil
    }

    /// The brightness of a post's photo, 0…100.
    public func brightness(of postID: String) -> Int { brightness[postID] ?? Self.initialBrightness }

    /// The stars given to a post, 0…5.
    public func rating(of postID: String) -> Int { ratingControls[postID]?.stars ?? 0 }

    /// The star rating of a post, made the first time it is asked for. The broken app's star view is
    /// invisible: the control exposes nothing.
    func ratingControl(_ postID: String) -> StarRatingControl {
        if let control = ratingControls[postID] { return control }
        let control = StarRatingControl(id: "\(postID)-rating", style: .inline, isAccessible: !isBroken)
        ratingControls[postID] = control
        return control
    }

    /// Whether posting to `network` ("Facebook") is on.
    public func isOn(_ network: String) -> Bool { networks.first { $0.name == network }?.isOn ?? false }

    /// How far the current screen's list is scrolled, in points.
    public var scrollOffset: Double { listScroll.offset }

    /// The current screen's scroll area and where it goes, if the screen has one.
    private func list(_ settings: Settings) -> (area: ScrollArea, frame: Rect)? {
        let layout = screenLayout(settings)
        switch screen {
        case .feed, .myPosts:
            let viewport = layout.viewport(top: screen == .feed ? layout.header(subtitle: openPostsText).bottom : layout.navigationBar.maxY)
            return (ScrollArea(id: "feed", state: listScroll, postList()), viewport)
        case .settings:
            // At large text the sheet is taller than the screen: it scrolls, and shows what fits.
            let sheet = SettingsSheet(networks: networks, exposesSwitches: !isBroken, close: { [unowned self] in self.navigate(to: .feed, $0) },
                                      toggle: { [unowned self] in self.toggleNetwork($0) },
                                      isOn: { [unowned self] in self.networks[$0].isOn })
            return (ScrollArea(id: "settings-content", state: listScroll, scrollsWhenContentFits: false, sheet), layout.settingsViewport)
        case .photo, .edit:
            return nil
        }
    }

    /// Pages of the list, one screenful each: four in the feed at the default text size.
    func pageCount(_ settings: Settings) -> Int {
        list(settings).map { $0.area.paging(in: $0.frame, settings: settings).pageCount } ?? 1
    }

    /// Keeps the list's offset within its content, which may have become shorter.
    private func clampScroll(_ settings: Settings) {
        // An offset at the top stays there (the most is never below 0): the list is not sized for
        // it, which every copy told its settings did (1% of validating Pre-Poster).
        guard listScroll.offset > 0, let list = list(settings) else { return }
        listScroll.offset = min(listScroll.offset, list.area.paging(in: list.frame, settings: settings).maxOffset)
    }

    // MARK: Behaviour

    private func navigate(to destination: Screen, _ context: SceneContext) -> Bool {
        screen = destination
        listScroll.reset()
        deleteCandidate = nil
        detailsShown = false
        brightnessSlider.reset()
        context.post(.screenChanged(elementID: nil))
        return true
    }

    private func addPost(_ context: SceneContext) -> Bool {
        newPosts += 1
        let post = PrePosterPost(id: "new-\(newPosts)", author: PrePosterPost.me, remaining: "60 minutes remaining",
                                 text: "New post \(newPosts): tell your friends what you're thinking.", comments: 0, upVotes: 0, downVotes: 0)
        posts.insert(post, at: 0)
        listScroll.offset = 0
        context.post(.layoutChanged(.element("\(post.id)-author")))
        return true
    }

    private func readNotifications(_ context: SceneContext) -> Bool {
        guard unreadNotifications > 0 else { return false }
        unreadNotifications = 0
        return true
    }

    private func vote(_ vote: PrePosterPost.Vote, on postID: String) -> Bool {
        guard let index = posts.firstIndex(where: { $0.id == postID }) else { return false }
        posts[index].toggle(vote)
        return true
    }

    private func showDeleteSheet(_ postID: String, _ context: SceneContext) -> Bool {
        guard post(postID) != nil, deleteCandidate == nil else { return false }
        deleteCandidate = postID
        context.post(.screenChanged(elementID: nil))
        return true
    }

    private func confirmDelete(_ context: SceneContext) -> Bool {
        guard let postID = deleteCandidate else { return false }
        posts.removeAll { $0.id == postID }
        deleteCandidate = nil
        clampScroll(context.settings)
        context.post(.layoutChanged(.none))
        return true
    }

    private func cancelDelete(_ context: SceneContext) -> Bool {
        guard let postID = deleteCandidate else { return false }
        deleteCandidate = nil
        context.post(.layoutChanged(.element("\(postID)-author")))
        return true
    }

    private func toggleNetwork(_ index: Int) -> Bool {
        guard networks.indices.contains(index) else { return false }
        networks[index].isOn.toggle()
        return true
    }

    /// Shows (up) or hides (down) the photo's details, as the Photos app does; the fixed app speaks
    /// where the user landed.
    private func scrollPhoto(_ direction: ScrollDirection, _ context: SceneContext) -> Bool {
        switch direction {
        case .up where !detailsShown:
            detailsShown = true
            context.post(.pageScrolled("Details, page 2 of 2"))
            return true
        case .down where detailsShown:
            detailsShown = false
            context.post(.pageScrolled("Photo, page 1 of 2"))
            return true
        default:
            return false
        }
    }

    private func setBrightness(_ postID: String, _ value: Int) -> Bool {
        let clamped = min(max(value, 0), 100)
        guard clamped != brightness(of: postID) else { return false }
        brightness[postID] = clamped
        return true
    }

    // MARK: Screens

    /// The current screen as a composition of Pre-Poster's controls.
    public override func body(settings: Settings) -> any Component {
        let layout = screenLayout(settings)
        let palette = ControlPalette(settings: settings)
        switch screen {
        case .feed, .myPosts:
            return feedScreen(layout, palette)
        case .settings:
            return Background(palette.background, Absolute(list(settings).map { [PlacedComponent($0.area, in: $0.frame)] } ?? []))
        case .photo(let postID):
            return Background(.black, Absolute(post(postID)?.photo.map { photoScreen(postID, $0, layout) } ?? []))
        case .edit(let postID):
            return Background(.black, Absolute(post(postID)?.photo.map { editScreen(postID, $0, layout) } ?? []))
        }
    }

    /// The list of posts under the header (the feed) or a bar (My posts); the delete sheet over it.
    private func feedScreen(_ layout: PrePosterLayout, _ palette: ControlPalette) -> any Component {
        var placed: [PlacedComponent] = list(layout.settings).map { [PlacedComponent($0.area, in: $0.frame)] } ?? []
        if screen == .feed {
            let header = FeedHeader(subtitle: openPostsText, unread: unreadNotifications, isAccessible: !isBroken,
                                    openMyPosts: { [unowned self] in self.navigate(to: .myPosts, $0) },
                                    newPost: { [unowned self] in self.addPost($0) },
                                    readNotifications: { [unowned self] in self.readNotifications($0) },
                                    openSettings: { [unowned self] in self.navigate(to: .settings, $0) })
            placed.append(PlacedComponent(header, in: Rect(x: 0, y: 0, width: device.size.width,
                                                           height: header.sizeThatFits(device.size, settings: layout.settings).height)))
        } else {
            placed.append(PlacedComponent(PrePosterBar(title: "My posts", leading: backToFeed, trailing: nil, isDark: false),
                                          in: layout.navigationBar))
        }
        let screen = Background(palette.background, Absolute(placed))
        guard deleteCandidate != nil else { return screen }
        let sheet = DeleteSheet(confirm: { [unowned self] in self.confirmDelete($0) }, cancel: { [unowned self] in self.cancelDelete($0) })
        return ModalOverlay(screen, id: "delete-sheet", sheet: sheet, sheetFrame: { frame, settings in
            PrePosterLayout(settings: settings, size: frame.size).sheetFrame(in: frame)
        }, onDismiss: { [unowned self] in self.cancelDelete($0) })
    }

    private var backToFeed: PrePosterBar.Item { PrePosterBar.Item(id: "back", title: "Back") { [unowned self] in self.navigate(to: .feed, $0) } }

    /// The listed posts on their cards.
    private func postList() -> PostList {
        PostList(listedPosts.map { post in
            let id = post.id
            return PostCardView(post: post, brightness: brightness(of: id), rating: ratingControl(id), isAccessible: !isBroken,
                                votes: { [unowned self] in
                                    let post = self.post(id)
                                    return (post?.downVotes ?? 0, post?.upVotes ?? 0)
                                },
                                vote: { [unowned self] in self.vote($0, on: id) },
                                openPhoto: { [unowned self] in self.navigate(to: .photo(id), $0) },
                                delete: { [unowned self] in self.showDeleteSheet(id, $0) }, measured: textHeights)
        })
    }

    /// The photo, its details under it once shown, and the bar over it.
    private func photoScreen(_ postID: String, _ photo: PrePosterPhoto, _ layout: PrePosterLayout) -> [PlacedComponent] {
        let frame = layout.photoFrame(detailsShown: detailsShown)
        var placed = [PlacedComponent(PhotoView(photo: photo, brightness: brightness(of: postID), answersScroll: !isBroken, detailsShown: detailsShown,
                                                showDetails: { [unowned self] in
                                                    self.detailsShown = $0
                                                    return true
                                                }, scroll: { [unowned self] in self.scrollPhoto($0, $1) }), in: frame)]
        if detailsShown {
            placed.append(PlacedComponent(Drawing { frame, list, _, _ in list.fill(.rect(frame), .hex(0x1C1C1E)) },
                                          in: Rect(x: 0, y: frame.maxY, width: device.size.width, height: device.size.height - frame.maxY)))
            for (index, (line, box)) in zip(photo.details, layout.detailRows(photo.details, below: frame)).enumerated() {
                let first = index == 0
                placed.append(PlacedComponent(Label(id: "detail-\(index)", line, style: first ? .headline : .subheadline,
                                                    weight: first ? .semibold : .regular, color: first ? .white : .hex(0xC7C7CC),
                                                    traits: first ? .header : .staticText), in: box))
            }
        }
        let edit = PrePosterBar.Item(id: "edit", title: "Edit") { [unowned self] in self.navigate(to: .edit(postID), $0) }
        placed.append(PlacedComponent(PrePosterBar(title: "Photo", leading: backToFeed, trailing: edit, isDark: true), in: layout.navigationBar))
        return placed
    }

    /// The photo being edited and the brightness slider under it.
    private func editScreen(_ postID: String, _ photo: PrePosterPhoto, _ layout: PrePosterLayout) -> [PlacedComponent] {
        let value = brightness(of: postID)
        var photoElement = AccessibilityElement(id: "edit-photo", label: SpeechText(photo.description), traits: .image, frame: .zero)
        photoElement.ignoresInvertColors = true
        let picture = Drawing(element: photoElement, mirrorsInRightToLeft: false) { frame, list, _, _ in
            PrePosterArtwork.photo(photo, in: frame, brightness: value + 20, into: &list)
        }
        let done = PrePosterBar.Item(id: "done", title: "Done") { [unowned self] in self.navigate(to: .photo(postID), $0) }
        return [PlacedComponent(picture, in: layout.editPhoto), PlacedComponent(brightnessSlider, in: layout.brightnessSlider),
                PlacedComponent(PrePosterBar(title: "Edit", leading: nil, trailing: done, isDark: true), in: layout.navigationBar)]
    }

    /// The fixed app keeps the talk's labels: every post has its own "Down vote", "Up vote" and
    /// "Star rating", told apart by the post they sit in. (The post's texts carry its Delete action
    /// without being controls: `target.size` judges only what a finger activates.) Voice Control
    /// asks which post's "Up vote" is meant, every time (`voice.shared-name`'s note), and which
    /// "Tom McNeil", the profile button or the author of one of his posts (its warning): both kept
    /// with the talk's labels, and said so in the reason.
    public override var suppressions: [Suppression] {
        guard !isBroken else { return [] }
        return [Suppression(.labelDuplicate,
                            reason: "As fixed in WWDC 2017 session 215: each post repeats \"Down vote\", \"Up vote\" and \"Star rating\" inside its own post"),
                Suppression(.voiceSharedName,
                            reason: "As fixed in WWDC 2017 session 215: each post repeats \"Down vote\" and \"Up vote\" inside its own post, and its author's name, the signed-in user's also the profile button's (\"Tom McNeil\"); Voice Control numbers them to choose")]
    }

    /// Keeps the list's offset within its content, which may have become shorter.
    public override func settingsDidChange(context: SceneContext) {
        super.settingsDidChange(context: context)
        clampScroll(context.settings)
    }

    /// The body reads nothing the snapshot does not show: the screen, the list's offset, the sheet,
    /// the details, the posts with their votes and ratings, the networks and the brightness.
    public override var layoutFollowsState: Bool { true }

    /// Everything the app's behaviour depends on, as a value (`ModelRestoring`).
    public struct Model {
        fileprivate var screen: Screen
        fileprivate var posts: [PrePosterPost]
        fileprivate var networks: [PrePosterNetwork]
        fileprivate var unreadNotifications: Int
        fileprivate var offset: Double
        fileprivate var deleteCandidate: String?
        fileprivate var detailsShown: Bool
        fileprivate var brightness: [String: Int]
        fileprivate var newPosts: Int
        fileprivate var stars: [String: Int]
    }

    /// The model as it is now.
    public func saveModel() -> Model {
        Model(screen: screen, posts: posts, networks: networks, unreadNotifications: unreadNotifications, offset: listScroll.offset,
              deleteCandidate: deleteCandidate, detailsShown: detailsShown, brightness: brightness, newPosts: newPosts,
              stars: ratingControls.mapValues(\.stars))
    }

    /// Puts a saved model back, with no finger dragging the list or the slider.
    public func restoreModel(_ model: Model) {
        screen = model.screen
        posts = model.posts
        networks = model.networks
        unreadNotifications = model.unreadNotifications
        listScroll.reset(to: model.offset)
        deleteCandidate = model.deleteCandidate
        detailsShown = model.detailsShown
        brightness = model.brightness
        newPosts = model.newPosts
        brightnessSlider.reset()
        // A fresh copy has made no control yet: those the model rated are made now, so their stars are kept.
        for postID in model.stars.keys where ratingControls[postID] == nil { _ = ratingControl(postID) }
        for (postID, control) in ratingControls { control.restore(stars: model.stars[postID] ?? 0) }
    }

    /// The screen, the list's offset, the badge, the sheet, the details, and every post, network and
    /// edited brightness.
    public override func stateSnapshot() -> [(key: String, value: String)] {
        // Read once into locals: each read of a class's stored property pays a run-time exclusivity
        // check, and this runs thousands of times in a validation. Each post's and network's strings
        // were spelt when it was made (`PrePosterPost.snapshotValue`).
        let posts = posts, networks = networks, brightness = brightness
        let ratings: [StarRatingControl?]
        if let kept = ratingsInPostOrder {
            ratings = kept
        } else {
            ratings = posts.map { ratingControls[$0.id] }
            ratingsInPostOrder = ratings
        }
        var state: [(key: String, value: String)] = []
        state.reserveCapacity(5 + posts.count + networks.count + brightness.count)
        state.append(("screen", screen.name))
        state.append(("offset", Format.number(listScroll.offset)))
        state.append(("notifications", String(unreadNotifications)))
        state.append(("sheet", deleteCandidate ?? "none"))
        state.append(("details", detailsShown ? "shown" : "hidden"))
        // By index, each post read where it lies: pairing the two arrays with `zip` copied every
        // post (a dozen strings retained and released) on each of these thousands of reads.
        for i in posts.indices {
            state.append((posts[i].snapshotKey, posts[i].snapshotValue(stars: ratings[i]?.stars ?? 0)))
        }
        for network in networks { state.append((network.snapshotKey, network.isOn ? "on" : "off")) }
        for (postID, value) in brightness.sorted(by: { $0.key < $1.key }) { state.append(("brightness.\(postID)", String(value))) }
        return state
    }
}
