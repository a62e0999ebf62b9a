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
public final class PrePosterScene: Scene {
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
            case .photo(let id): return "photo:\(id)"
            case .edit(let id): return "edit:\(id)"
            }
        }
    }

    public let isBroken: Bool
    public var id: String { isBroken ? "pre-poster-broken" : "pre-poster" }
    public var title: String { isBroken ? "Pre-Poster (broken)" : "Pre-Poster" }
    /// The talk's fixed build is "Pre-Poster EX" ("VoiceOver on Pre-Poster EX Tom McNeil").
    public var appName: String? { isBroken ? "Pre-Poster" : "Pre-Poster EX" }
    public let device = Device.phone

    static let settingsCaption = "Post automatically to these networks when a post's timer runs down."
    static let deleteMessage = "Delete this post? Your friends' votes and comments go with it."
    static let brightnessStep = 10
    static let initialBrightness = 30
    static let sourcePath = "Scenes/SeedApps/PrePoster/PrePosterScene.swift"

    public private(set) var screen: Screen = .feed
    private(set) var posts = PrePosterPost.feed
    private(set) var networks = PrePosterNetwork.all
    public private(set) var unreadNotifications = 3
    /// How far the current screen's list (the feed, My posts, the settings) is scrolled, in points.
    public private(set) var scrollOffset = 0.0
    /// The post whose delete sheet is up.
    public private(set) var deleteCandidate: String?
    public private(set) var detailsShown = false
    /// Brightness of each photo, 0…100, by post id.
    private var brightness: [String: Int] = [:]
    private var newPosts = 0
    /// Each post's star rating, the catalog's shared control, by post id (kept after a delete, so
    /// an element tree read before it stays valid).
    private var ratingControls: [String: StarRatingControl] = [:]
    private var scrollTouch: (id: Int, lastY: Double)?
    private var brightnessTouch: Int?
    /// The settings last applied, for `declaredGestures` (which is not handed any).
    private var currentSettings = Settings.default

    public init(broken: Bool = false) { isBroken = broken }

    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "pre-poster", tab: "Seed apps", title: "Pre-Poster", sourcePath: sourcePath, make: { PrePosterScene() }),
         SceneDescriptor(id: "pre-poster-broken", tab: "Seed apps", title: "Pre-Poster (broken)", sourcePath: sourcePath,
                         make: { PrePosterScene(broken: true) })]
    }

    private func layout(_ settings: Settings) -> PrePosterLayout { PrePosterLayout(settings: settings, size: device.size) }

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

    public func brightness(of postID: String) -> Int { brightness[postID] ?? Self.initialBrightness }

    public func rating(of postID: String) -> Int { ratingControls[postID]?.stars ?? 0 }

    /// The star rating of a post, made the first time it is asked for.
    func ratingControl(_ postID: String) -> StarRatingControl {
        if let control = ratingControls[postID] { return control }
        let control = StarRatingControl(id: "\(postID)-rating", style: .inline, isAccessible: !isBroken)
        ratingControls[postID] = control
        return control
    }

    /// A post's stars placed on the screen by the composition, which mirrors them in right-to-left
    /// layouts and hit-tests them.
    private func ratingLayout(_ postID: String, _ card: PrePosterLayout.PostCard, _ settings: Settings) -> ComponentLayout {
        ComponentLayout(Absolute([PlacedComponent(ratingControl(postID), in: card.stars)]), in: device.bounds, settings: settings)
    }

    public func isOn(_ network: String) -> Bool { networks.first { $0.name == network }?.isOn ?? false }

    /// The scrolling area of the current screen: the posts below the header or bar, or the whole
    /// settings sheet below the status bar.
    private func viewport(_ layout: PrePosterLayout) -> Rect {
        switch screen {
        case .settings: return layout.settingsViewport
        case .myPosts: return layout.viewport(top: layout.navigationBar.maxY)
        default: return layout.viewport(top: layout.header(subtitle: openPostsText).bottom)
        }
    }

    /// The current screen's pages (one for the photo screens, which do not scroll).
    private func paging(_ layout: PrePosterLayout) -> ScrollPaging {
        switch screen {
        case .feed, .myPosts: return ScrollPaging(viewportHeight: viewport(layout).height, contentHeight: layout.contentHeight(listedPosts))
        case .settings: return layout.settingsPaging(networks: networks.count)
        case .photo, .edit: return ScrollPaging(viewportHeight: 1, contentHeight: 1)
        }
    }

    private func maxOffset(_ layout: PrePosterLayout) -> Double { paging(layout).maxOffset }

    /// Pages of the list, one screenful each: four in the feed at the default text size.
    func pageCount(_ settings: Settings) -> Int { paging(layout(settings)).pageCount }

    // MARK: Behaviour

    private func navigate(to destination: Screen, _ context: SceneContext, focus: String? = nil) -> Bool {
        screen = destination
        scrollOffset = 0
        deleteCandidate = nil
        detailsShown = false
        scrollTouch = nil
        brightnessTouch = nil
        context.post(.screenChanged(elementID: focus))
        return true
    }

    /// The accessibility scroll of the feed (or the settings at large text): a page at a time,
    /// announced as "Page 2 of 4".
    private func scrollList(_ direction: ScrollDirection, _ context: SceneContext) -> Bool {
        let paging = paging(layout(context.settings))
        let forward: Bool
        switch direction {
        case .up, .next: forward = true
        case .down, .previous: forward = false
        case .left, .right: return false
        }
        guard let offset = paging.scrolled(from: scrollOffset, forward: forward) else { return false }
        scrollOffset = offset
        context.post(.pageScrolled(paging.announcement(at: offset)))
        return true
    }

    private func addPost(_ context: SceneContext) -> Bool {
        newPosts += 1
        let post = PrePosterPost(id: "new-\(newPosts)", author: PrePosterPost.me, remaining: "60 minutes remaining",
                                 text: "New post \(newPosts): tell your friends what you're thinking.", comments: 0, upVotes: 0, downVotes: 0)
        posts.insert(post, at: 0)
        scrollOffset = 0
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
        scrollOffset = min(scrollOffset, maxOffset(layout(context.settings)))
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

    // MARK: Accessibility

    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        let layout = layout(settings)
        switch screen {
        case .feed:
            var elements = headerElements(layout) + [feedElement(layout)]
            if let sheet = sheetElement(layout) { elements.append(sheet) }
            return elements
        case .myPosts:
            var elements = [barButton("back", "Back", layout.leadingBarButton("Back"), traits: [.button, .backButton]) { [unowned self] in
                                self.navigate(to: .feed, $0) },
                            heading("title", "My posts", layout.barTitle("My posts")),
                            feedElement(layout)]
            if let sheet = sheetElement(layout) { elements.append(sheet) }
            return elements
        case .settings:
            return settingsElements(layout)
        case .photo(let postID):
            return photoElements(postID, layout)
        case .edit(let postID):
            return editElements(postID, layout)
        }
    }

    private func heading(_ id: String, _ label: String, _ frame: Rect) -> AccessibilityElement {
        AccessibilityElement(id: id, label: SpeechText(label), traits: .header, frame: frame)
    }

    private func barButton(_ id: String, _ label: String?, _ frame: Rect, traits: AccessibilityTraits = .button,
                           _ action: @escaping AccessibilityHook) -> AccessibilityElement {
        var element = AccessibilityElement(id: id, label: label.map { SpeechText($0) }, traits: traits, frame: frame)
        element.onActivate = action
        return element
    }

    private func headerElements(_ layout: PrePosterLayout) -> [AccessibilityElement] {
        let header = layout.header(subtitle: openPostsText)
        let openMyPosts: AccessibilityHook = { [unowned self] in self.navigate(to: .myPosts, $0) }
        let newPost: AccessibilityHook = { [unowned self] in self.addPost($0) }
        let notifications: AccessibilityHook = { [unowned self] in self.readNotifications($0) }
        let openSettings: AccessibilityHook = { [unowned self] in self.navigate(to: .settings, $0) }
        if isBroken {
            // Two plain labels around image buttons without labels; the badge count is the
            // notifications button's only text. Sorted by position: name, buttons, then the count.
            return [AccessibilityElement(id: "profile-name", label: SpeechText(PrePosterPost.me), traits: .staticText, frame: header.name),
                    AccessibilityElement(id: "profile-posts", label: SpeechText(openPostsText), traits: .staticText, frame: header.subtitle),
                    barButton("new-post", nil, header.newPost, newPost),
                    barButton("notifications", String(unreadNotifications), header.notifications, notifications),
                    barButton("settings", nil, header.settings, openSettings)]
        }
        var profile = AccessibilityElement(id: "profile", label: SpeechText(PrePosterPost.me), value: SpeechText(openPostsText),
                                           traits: .button, frame: header.profile)
        profile.onActivate = openMyPosts
        var bell = barButton("notifications", "Notifications", header.notifications, notifications)
        bell.value = SpeechText(String(unreadNotifications))
        return [.container(id: "header", frame: header.profile.union(header.settings), children: [
            profile,
            barButton("new-post", "New post", header.newPost, newPost),
            bell,
            barButton("settings", "Settings", header.settings, openSettings),
        ])]
    }

    /// The scrolling list; it answers three-finger scrolls in both versions (a system table view does).
    private func feedElement(_ layout: PrePosterLayout) -> AccessibilityElement {
        let viewport = viewport(layout)
        let listed = listedPosts
        let cards = layout.postCards(listed, viewport: viewport, offset: scrollOffset)
        var children: [AccessibilityElement] = []
        for (post, card) in zip(listed, cards) where card.frame.intersects(viewport) {
            children.append(postElement(post, card, viewport: viewport, settings: layout.settings))
        }
        var feed = AccessibilityElement.container(id: "feed", frame: viewport, explicitOrder: false, children: children)
        feed.onScroll = { [unowned self] direction, context in self.scrollList(direction, context) }
        // Every post, scrolled away or not, for VoiceOver's first, last, rotor and read all (ScrollContent).
        let content = Rect(x: viewport.minX, y: viewport.minY - scrollOffset, width: viewport.width,
                           height: max(viewport.height, layout.contentHeight(listed)))
        let everything = zip(listed, cards).map { postElement($0, $1, viewport: content, settings: layout.settings) }
        let contentTop = content.minY
        feed.scrollContent = ScrollContent(elements: everything) { [unowned self] shown, context in
            self.reveal(top: shown.minY - contentTop, bottom: shown.maxY - contentTop, context)
        }
        return feed
    }

    /// Scrolls the list so the content from `top` to `bottom` shows, announced as a page scroll is.
    private func reveal(top: Double, bottom: Double, _ context: SceneContext) -> Bool {
        let paging = paging(layout(context.settings))
        guard let offset = paging.offset(revealing: top, to: bottom, from: scrollOffset) else { return false }
        scrollOffset = offset
        context.post(.pageScrolled(paging.announcement(at: offset)))
        return true
    }

    private func postElement(_ post: PrePosterPost, _ card: PrePosterLayout.PostCard, viewport: Rect,
                             settings: Settings) -> AccessibilityElement {
        let postID = post.id
        func staticText(_ suffix: String, _ label: String, _ frame: Rect) -> AccessibilityElement {
            AccessibilityElement(id: "\(postID)-\(suffix)", label: SpeechText(label), traits: .staticText, frame: frame)
        }
        var children = [staticText("author", post.author, isBroken ? card.author : card.authorElement),
                        staticText("remaining", post.remaining, card.remaining),
                        staticText("text", post.text, card.text)]
        if let photo = post.photo, let frame = card.photo {
            var picture = AccessibilityElement(id: "\(postID)-photo", label: SpeechText(photo.description), traits: [.button, .image], frame: frame)
            picture.onActivate = { [unowned self] in self.navigate(to: .photo(postID), $0) }
            children.append(picture)
        }
        children.append(staticText("comments", post.commentsText, card.comments))
        var down = AccessibilityElement(id: "\(postID)-down-vote", traits: .button, frame: card.downVote)
        var up = AccessibilityElement(id: "\(postID)-up-vote", traits: .button, frame: card.upVote)
        if isBroken {
            // The count in the button's title is all VoiceOver finds: "2. Button."
            down.label = SpeechText(String(post.downVotes))
            up.label = SpeechText(String(post.upVotes))
        } else {
            // The talk's fix: a label saying what the button does, the count as its value. The
            // demo heard the bare count ("Down vote, 2, button").
            down.label = "Down vote"
            down.$value = .computed { [unowned self] in SpeechText(String(self.post(postID)?.downVotes ?? 0)) }
            up.label = "Up vote"
            up.$value = .computed { [unowned self] in SpeechText(String(self.post(postID)?.upVotes ?? 0)) }
        }
        down.onActivate = { [unowned self] _ in self.vote(.down, on: postID) }
        up.onActivate = { [unowned self] _ in self.vote(.up, on: postID) }
        children += [down, up]
        // The broken app's star view is invisible: the control exposes nothing.
        children += ratingLayout(postID, card, settings).accessibilityElements()
        if !isBroken {
            // The cell's delete action, offered on every element of the post as the talk's cell does.
            let delete = CustomAction("Delete") { [unowned self] in self.showDeleteSheet(postID, $0) }
            for index in children.indices { children[index].customActions = [delete] }
        }
        let visible = ScrollPaging.showing(children, in: viewport)
        return .container(id: "post-\(postID)", frame: card.frame.intersection(viewport) ?? card.frame, explicitOrder: false, children: visible)
    }

    private func sheetElement(_ layout: PrePosterLayout) -> AccessibilityElement? {
        guard deleteCandidate != nil else { return nil }
        let sheet = layout.sheet
        var delete = barButton("delete-confirm", "Delete", sheet.delete) { [unowned self] in self.confirmDelete($0) }
        delete.traits = .button
        let cancel = barButton("delete-cancel", "Cancel", sheet.cancel) { [unowned self] in self.cancelDelete($0) }
        var node = AccessibilityElement.container(id: "delete-sheet", frame: sheet.panel.union(sheet.cancel), children: [
            AccessibilityElement(id: "delete-message", label: SpeechText(Self.deleteMessage), traits: .staticText, frame: sheet.message),
            delete, cancel,
        ])
        node.viewIsModal = true
        node.onEscape = { [unowned self] in self.cancelDelete($0) }
        return node
    }

    private func settingsElements(_ layout: PrePosterLayout) -> [AccessibilityElement] {
        let screen = layout.settingsScreen(networks: networks.count, offset: scrollOffset)
        var elements = [heading("settings-title", "Settings", screen.title),
                        barButton("close", "Close", screen.close) { [unowned self] in self.navigate(to: .feed, $0) },
                        AccessibilityElement(id: "settings-caption", label: SpeechText(Self.settingsCaption), traits: .staticText,
                                             frame: screen.caption)]
        for (index, network) in networks.enumerated() {
            let cellID = "network-\(network.name.lowercased())"
            if isBroken {
                // Only the cell's text: no state, and activating taps the middle of the cell, not the switch.
                elements.append(AccessibilityElement(id: cellID, label: SpeechText(network.name), traits: .staticText, frame: screen.cells[index]))
            } else {
                var cell = AccessibilityElement(id: cellID, label: SpeechText(network.name), traits: [.button, .toggleButton],
                                                frame: screen.cells[index])
                cell.$value = .computed { [unowned self] in self.networks[index].isOn ? "1" : "0" }
                cell.onActivate = { [unowned self] _ in self.toggleNetwork(index) }
                elements.append(cell)
            }
        }
        // At large text the sheet is taller than the screen: it scrolls, and shows what fits.
        let viewport = layout.settingsViewport
        var content = AccessibilityElement.container(id: "settings-content", frame: viewport, explicitOrder: false,
                                                     children: ScrollPaging.showing(elements, in: viewport))
        if paging(layout).pageCount > 1 {
            content.onScroll = { [unowned self] direction, context in self.scrollList(direction, context) }
        }
        return [content]
    }

    private func photoElements(_ postID: String, _ layout: PrePosterLayout) -> [AccessibilityElement] {
        guard let photo = post(postID)?.photo else { return [] }
        var picture = AccessibilityElement(id: "photo", label: SpeechText(photo.description), traits: .image,
                                           frame: layout.photoFrame(detailsShown: detailsShown))
        if !isBroken {
            picture.onScroll = { [unowned self] direction, context in self.scrollPhoto(direction, context) }
        }
        var elements = [barButton("back", "Back", layout.leadingBarButton("Back"), traits: [.button, .backButton]) { [unowned self] in
                            self.navigate(to: .feed, $0) },
                        heading("title", "Photo", layout.barTitle("Photo")),
                        barButton("edit", "Edit", layout.trailingBarButton("Edit")) { [unowned self] in self.navigate(to: .edit(postID), $0) },
                        picture]
        if detailsShown {
            for (index, (text, frame)) in zip(photo.details, layout.detailRows(photo.details, below: picture.frame)).enumerated() {
                elements.append(AccessibilityElement(id: "detail-\(index)", label: SpeechText(text),
                                                     traits: index == 0 ? .header : .staticText, frame: frame))
            }
        }
        return elements
    }

    private func editElements(_ postID: String, _ layout: PrePosterLayout) -> [AccessibilityElement] {
        guard let photo = post(postID)?.photo else { return [] }
        var slider = AccessibilityElement(id: "brightness", label: "Brightness", traits: .adjustable,
                                          frame: layout.brightnessCaption.union(layout.brightnessSlider))
        slider.$value = .computed { [unowned self] in SpeechText("\(self.brightness(of: postID))%") }
        slider.onIncrement = { [unowned self] _ in self.setBrightness(postID, self.brightness(of: postID) + Self.brightnessStep) }
        slider.onDecrement = { [unowned self] _ in self.setBrightness(postID, self.brightness(of: postID) - Self.brightnessStep) }
        if !isBroken {
            // The talk's fix: pass-through drags start on the thumb, wherever it is.
            slider.$activationPoint = .computed { [unowned self] in layout.brightnessThumb(self.brightness(of: postID)) }
        }
        return [heading("title", "Edit", layout.barTitle("Edit")),
                barButton("done", "Done", layout.trailingBarButton("Done")) { [unowned self] in self.navigate(to: .photo(postID), $0) },
                AccessibilityElement(id: "edit-photo", label: SpeechText(photo.description), traits: .image, frame: layout.editPhoto),
                slider]
    }

    // MARK: Touch

    public func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        let layout = layout(context.settings)
        let p = gesture.location
        switch screen {
        case .feed, .myPosts:
            if deleteCandidate != nil {
                guard gesture.kind == .tap else { return false }
                let sheet = layout.sheet
                if sheet.delete.contains(p) { return confirmDelete(context) }
                if sheet.cancel.contains(p) || !sheet.panel.contains(p) { return cancelDelete(context) }
                return false
            }
            if screen == .feed, gesture.kind == .tap {
                let header = layout.header(subtitle: openPostsText)
                if header.profile.contains(p) { return navigate(to: .myPosts, context) }
                if header.newPost.contains(p) { return addPost(context) }
                if header.notifications.contains(p) { return readNotifications(context) }
                if header.settings.contains(p) { return navigate(to: .settings, context) }
            }
            if screen == .myPosts, gesture.kind == .tap, layout.leadingBarButton("Back").contains(p) { return navigate(to: .feed, context) }
            return postGesture(gesture, layout, context)
        case .settings:
            guard gesture.kind == .tap else { return false }
            let screen = layout.settingsScreen(networks: networks.count, offset: scrollOffset)
            if screen.close.contains(p) { return navigate(to: .feed, context) }
            if let index = screen.cells.firstIndex(where: { screen.toggle(in: $0).insetBy(dx: -6, dy: -6).contains(p) }) {
                return toggleNetwork(index)
            }
            return false
        case .photo(let postID):
            if gesture.kind == .tap {
                if layout.leadingBarButton("Back").contains(p) { return navigate(to: .feed, context) }
                if layout.trailingBarButton("Edit").contains(p) { return navigate(to: .edit(postID), context) }
                return false
            }
            guard gesture.kind == .swipe, layout.photoFrame(detailsShown: detailsShown).insetBy(dx: 0, dy: -80).contains(p) else { return false }
            switch gesture.direction {
            case .up?: guard !detailsShown else { return false }; detailsShown = true; return true
            case .down?: guard detailsShown else { return false }; detailsShown = false; return true
            default: return false
            }
        case .edit(let postID):
            if gesture.kind == .tap, layout.trailingBarButton("Done").contains(p) { return navigate(to: .photo(postID), context) }
            return false
        }
    }

    /// Taps and long presses on the posts of the list.
    private func postGesture(_ gesture: SceneGesture, _ layout: PrePosterLayout, _ context: SceneContext) -> Bool {
        let viewport = viewport(layout)
        let p = gesture.location
        guard viewport.contains(p) else { return false }
        let listed = listedPosts
        for (post, card) in zip(listed, layout.postCards(listed, viewport: viewport, offset: scrollOffset)) where card.frame.contains(p) {
            switch gesture.kind {
            case .longPress:
                return showDeleteSheet(post.id, context)
            case .tap:
                if card.downVote.contains(p) { return vote(.down, on: post.id) }
                if card.upVote.contains(p) { return vote(.up, on: post.id) }
                if let photo = card.photo, photo.contains(p) { return navigate(to: .photo(post.id), context) }
                if let hit = ratingLayout(post.id, card, layout.settings).hits(at: p).first {
                    var local = gesture
                    local.location = hit.point
                    return hit.node.component.gesture(local, in: hit.node.frame, context: context)
                }
                return false
            default:
                return false
            }
        }
        return false
    }

    /// Dragging scrolls the list; on the edit screen, dragging the thumb sets the brightness.
    public func touch(_ touch: SceneTouch, context: SceneContext) {
        let layout = layout(context.settings)
        switch screen {
        case .feed, .myPosts, .settings:
            guard deleteCandidate == nil else { return }
            switch touch.phase {
            case .began:
                if scrollTouch == nil, viewport(layout).contains(touch.location) { scrollTouch = (touch.id, touch.location.y) }
            case .moved, .ended:
                guard let tracking = scrollTouch, tracking.id == touch.id else { return }
                scrollOffset = paging(layout).dragged(scrollOffset, by: touch.location.y - tracking.lastY)
                scrollTouch = touch.phase == .ended ? nil : (touch.id, touch.location.y)
            case .cancelled:
                if scrollTouch?.id == touch.id { scrollTouch = nil }
            }
        case .edit(let postID):
            let track = layout.brightnessTrack
            func follow() { _ = setBrightness(postID, Int(((touch.location.x - track.minX) / track.width * 100).rounded())) }
            switch touch.phase {
            case .began:
                // Like a system slider, only a touch that lands on the thumb drags it.
                guard brightnessTouch == nil, touch.location.distance(to: layout.brightnessThumb(brightness(of: postID))) <= 22 else { return }
                brightnessTouch = touch.id
            case .moved, .ended:
                guard brightnessTouch == touch.id else { return }
                follow()
                if touch.phase == .ended { brightnessTouch = nil }
            case .cancelled:
                if brightnessTouch == touch.id { brightnessTouch = nil }
            }
        case .photo:
            break
        }
    }

    public var declaredGestures: [DeclaredGesture] {
        let layout = layout(currentSettings)
        switch screen {
        case .feed, .myPosts:
            // Dragging the list is a system scroll, answered by the accessibility scroll, so it is
            // not declared. The long press covers every post: its equivalent is the Delete action
            // on the post's elements (fixed app), found by position.
            let viewport = viewport(layout)
            var gestures = [DeclaredGesture(kind: .longPress, frame: viewport, meaning: "long press a post to delete it")]
            let listed = listedPosts
            for (post, card) in zip(listed, layout.postCards(listed, viewport: viewport, offset: scrollOffset)) where card.stars.intersects(viewport) {
                gestures += ratingLayout(post.id, card, currentSettings).declaredGestures
            }
            return gestures
        case .settings:
            return []
        case .photo:
            return [DeclaredGesture(kind: .swipe, frame: layout.photoFrame(detailsShown: detailsShown),
                                    meaning: "swipe up to show the photo's details, down to hide them",
                                    equivalentElementID: isBroken ? nil : "photo")]
        case .edit:
            return [DeclaredGesture(kind: .pan, frame: layout.brightnessSlider, meaning: "drag the thumb to set the brightness",
                                    equivalentElementID: "brightness")]
        }
    }

    /// The fixed app keeps the talk's labels: every post has its own "Down vote", "Up vote" and
    /// "Star rating", told apart by the post they sit in, and the post's texts carry its Delete
    /// action without being controls themselves.
    public var suppressions: [Suppression] {
        guard !isBroken else { return [] }
        var list = [Suppression(ruleID: "label.duplicate",
                                reason: "As fixed in WWDC 2017 session 215: each post repeats \"Down vote\", \"Up vote\" and \"Star rating\" inside its own post")]
        for post in posts {
            for suffix in ["remaining", "text"] {
                list.append(Suppression(ruleID: "target.size", elementID: "\(post.id)-\(suffix)",
                                        reason: "A line of static text; it offers the post's Delete action (as every element of the talk's cell does) but is not a control"))
            }
        }
        return list
    }

    public func settingsDidChange(context: SceneContext) {
        currentSettings = context.settings
        scrollOffset = min(scrollOffset, maxOffset(layout(currentSettings)))
    }

    public func stateSnapshot() -> [(key: String, value: String)] {
        var state: [(key: String, value: String)] = [("screen", screen.name), ("offset", Format.number(scrollOffset)),
                                                     ("notifications", String(unreadNotifications)),
                                                     ("sheet", deleteCandidate ?? "none"), ("details", detailsShown ? "shown" : "hidden")]
        for post in posts {
            state.append(("post.\(post.id)", "vote=\(post.myVote.rawValue) stars=\(rating(of: post.id)) up=\(post.upVotes) down=\(post.downVotes)"))
        }
        for network in networks { state.append(("network.\(network.name)", network.isOn ? "on" : "off")) }
        for (postID, value) in brightness.sorted(by: { $0.key < $1.key }) { state.append(("brightness.\(postID)", String(value))) }
        return state
    }

    // MARK: Drawing

    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        let layout = layout(settings)
        let palette = ControlPalette(settings: settings)
        list.background = palette.background
        switch screen {
        case .feed, .myPosts:
            drawList(into: &list, layout, palette, time: time)
            if screen == .feed { drawHeader(into: &list, layout, palette) } else {
                drawBar(into: &list, layout, palette, title: "My posts", leading: "Back", trailing: nil, dark: false)
            }
            if deleteCandidate != nil { drawSheet(into: &list, layout, palette) }
        case .settings:
            list.clipped(to: layout.settingsViewport) { list in drawSettings(into: &list, layout, palette) }
        case .photo(let postID):
            drawPhotoScreen(postID, into: &list, layout, palette)
        case .edit(let postID):
            drawEditScreen(postID, into: &list, layout, palette)
        }
    }

    private func drawHeader(into list: inout DisplayList, _ layout: PrePosterLayout, _ palette: ControlPalette) {
        let s = layout.settings
        let header = layout.header(subtitle: openPostsText)
        list.fill(.rect(Rect(x: 0, y: 0, width: device.size.width, height: header.bottom)), palette.card)
        list.fill(.rect(Rect(x: 0, y: header.bottom - 0.5, width: device.size.width, height: 0.5)), palette.outline)
        PrePosterArtwork.avatar(PrePosterPost.me, in: header.avatar, size: header.avatar.height * 0.38, weight: s.weight(.semibold), into: &list)
        list.text(layout.run(PrePosterPost.me, header.name, .headline, s.weight(.semibold), palette.primaryText))
        list.text(layout.run(openPostsText, header.subtitle, .subheadline, s.weight(.regular), palette.secondaryText))
        PrePosterArtwork.plus(in: header.newPost, color: palette.accent, into: &list)
        PrePosterArtwork.bell(in: header.notifications, color: palette.accent, badge: unreadNotifications, badgeSize: layout.badgeTextSize,
                               badgeColor: s.increaseContrast ? .hex("#9B000E") : .hex("#D70015"), into: &list)
        PrePosterArtwork.gear(in: header.settings, color: palette.accent, into: &list)
    }

    private func drawBar(into list: inout DisplayList, _ layout: PrePosterLayout, _ palette: ControlPalette, title: String,
                         leading: String?, trailing: String?, dark: Bool) {
        let s = layout.settings
        let bar = layout.navigationBar
        let foreground: Color = dark ? .white : palette.primaryText
        let tint: Color = dark ? .hex("#64A8FF") : palette.accent
        list.fill(.rect(bar), dark ? .hex("#1C1C1E") : palette.card)
        let titleFrame = layout.barTitle(title)
        func barText(_ text: String, _ box: Rect, _ style: TextStyle, _ weight: FontWeight, _ color: Color, _ alignment: TextAlignment) {
            list.text(TextRun(text, box: box, size: layout.barSize(style), weight: s.weight(weight), color: color, alignment: alignment, style: style))
        }
        barText(title, titleFrame.insetBy(dx: 0, dy: (titleFrame.height - layout.barLineHeight(.headline)) / 2), .headline, .semibold,
                foreground, .center)
        let buttonLine = layout.barLineHeight(.body)
        if let leading {
            let frame = layout.leadingBarButton(leading)
            list.stroke(.path(Path([.move(Point(frame.minX + 14, frame.midY - 9)), .line(Point(frame.minX + 5, frame.midY)),
                                    .line(Point(frame.minX + 14, frame.midY + 9))]), FillRule: .nonZero), tint, width: 3)
            barText(leading, Rect(x: frame.minX + 20, y: frame.midY - buttonLine / 2, width: frame.width - 20, height: buttonLine),
                    .body, .regular, tint, .leading)
        }
        if let trailing {
            let frame = layout.trailingBarButton(trailing)
            barText(trailing, Rect(x: frame.minX, y: frame.midY - buttonLine / 2, width: frame.width - 8, height: buttonLine),
                    .body, .semibold, tint, .trailing)
        }
    }

    private func drawList(into list: inout DisplayList, _ layout: PrePosterLayout, _ palette: ControlPalette, time: Int) {
        let s = layout.settings
        let viewport = viewport(layout)
        let listed = listedPosts
        list.clipped(to: viewport) { list in
            for (post, card) in zip(listed, layout.postCards(listed, viewport: viewport, offset: scrollOffset)) where card.frame.intersects(viewport) {
                palette.drawCard(card.frame, radius: 14, into: &list)
                PrePosterArtwork.avatar(post.author, in: card.avatar, size: card.avatar.height * 0.38, weight: s.weight(.semibold), into: &list)
                list.text(layout.run(post.author, card.author, .headline, s.weight(.semibold), palette.primaryText))
                list.text(layout.run(post.remaining, card.remaining, .footnote, s.weight(.regular), palette.secondaryText))
                list.text(layout.run(post.text, card.text, .body, s.weight(.regular), palette.primaryText))
                if let photo = post.photo, let frame = card.photo {
                    PrePosterArtwork.photo(photo, in: frame, brightness: brightness(of: post.id) + 20, into: &list)
                }
                let rowText = layout.lineHeight(.subheadline)
                list.text(layout.run(post.commentsText, card.comments.insetBy(dx: 0, dy: (card.comments.height - rowText) / 2), .subheadline,
                     s.weight(.regular), palette.secondaryText))
                for (up, frame, count) in [(false, card.downVote, post.downVotes), (true, card.upVote, post.upVotes)] {
                    let mine = post.myVote == (up ? .up : .down)
                    list.fill(.roundedRect(frame.insetBy(dx: 0, dy: 4), radius: 10), mine ? palette.accent : palette.background)
                    let color = mine ? Color.white : palette.primaryText
                    PrePosterArtwork.voteArrow(up: up, at: Point(frame.minX + 18, frame.midY), color: color, into: &list)
                    list.text(layout.run(String(count), Rect(x: frame.minX + 30, y: frame.midY - rowText / 2, width: frame.width - 34, height: rowText),
                         .subheadline, s.weight(.semibold), color))
                }
                ratingLayout(post.id, card, s).draw(into: &list, time: time)
            }
        }
    }

    private func drawSheet(into list: inout DisplayList, _ layout: PrePosterLayout, _ palette: ControlPalette) {
        let s = layout.settings
        let sheet = layout.sheet
        list.fill(.rect(device.bounds), Color.black.withAlpha(0.4))
        list.fill(.roundedRect(sheet.panel, radius: 14), palette.card)
        list.fill(.rect(Rect(x: sheet.delete.minX, y: sheet.delete.minY, width: sheet.delete.width, height: 0.5)), palette.outline)
        list.text(layout.run(Self.deleteMessage, sheet.message.insetBy(dx: 16, dy: 14), .footnote, s.weight(.regular), palette.secondaryText,
             alignment: .center))
        let rowText = layout.lineHeight(.title3)
        list.text(layout.run("Delete", sheet.delete.insetBy(dx: 16, dy: (sheet.delete.height - rowText) / 2), .title3, s.weight(.regular),
             .hex("#C4001A"), alignment: .center))
        list.fill(.roundedRect(sheet.cancel, radius: 14), palette.card)
        list.text(layout.run("Cancel", sheet.cancel.insetBy(dx: 16, dy: (sheet.cancel.height - rowText) / 2), .title3, s.weight(.semibold),
             palette.accent, alignment: .center))
    }

    private func drawSettings(into list: inout DisplayList, _ layout: PrePosterLayout, _ palette: ControlPalette) {
        let s = layout.settings
        let screen = layout.settingsScreen(networks: networks.count, offset: scrollOffset)
        list.text(layout.run("Settings", screen.title, .title1, s.weight(.bold), palette.primaryText))
        list.text(layout.run("Close", screen.close.insetBy(dx: 0, dy: (screen.close.height - layout.lineHeight(.body)) / 2), .body, s.weight(.semibold),
             palette.accent, alignment: .trailing))
        list.text(layout.run(Self.settingsCaption, screen.caption, .footnote, s.weight(.regular), palette.secondaryText))
        palette.drawCard(screen.group, radius: 12, into: &list)
        for (index, network) in networks.enumerated() {
            let cell = screen.cells[index]
            if index > 0 { list.fill(.rect(Rect(x: cell.minX + 16, y: cell.minY, width: cell.width - 16, height: 0.5)), palette.outline) }
            let toggle = screen.toggle(in: cell)
            list.text(layout.run(network.name, screen.name(in: cell), .body, s.weight(.regular), palette.primaryText))
            PrePosterArtwork.toggle(in: toggle, isOn: network.isOn, outline: palette.outline, into: &list)
        }
    }

    private func drawPhotoScreen(_ postID: String, into list: inout DisplayList, _ layout: PrePosterLayout, _ palette: ControlPalette) {
        guard let photo = post(postID)?.photo else { return }
        let s = layout.settings
        list.background = .black
        let frame = layout.photoFrame(detailsShown: detailsShown)
        PrePosterArtwork.photo(photo, in: frame, brightness: brightness(of: postID) + 20, into: &list)
        if detailsShown {
            let rows = layout.detailRows(photo.details, below: frame)
            list.fill(.rect(Rect(x: 0, y: frame.maxY, width: device.size.width, height: device.size.height - frame.maxY)), .hex("#1C1C1E"))
            for (index, (line, box)) in zip(photo.details, rows).enumerated() {
                list.text(layout.run(line, box, index == 0 ? .headline : .subheadline, s.weight(index == 0 ? .semibold : .regular),
                     index == 0 ? .white : .hex("#C7C7CC")))
            }
        }
        drawBar(into: &list, layout, palette, title: "Photo", leading: "Back", trailing: "Edit", dark: true)
    }

    private func drawEditScreen(_ postID: String, into list: inout DisplayList, _ layout: PrePosterLayout, _ palette: ControlPalette) {
        guard let photo = post(postID)?.photo else { return }
        let s = layout.settings
        list.background = .black
        let value = brightness(of: postID)
        PrePosterArtwork.photo(photo, in: layout.editPhoto, brightness: value + 20, into: &list)
        list.text(layout.run("Brightness \(value)%", layout.brightnessCaption, .subheadline, s.weight(.semibold), .hex("#F2F2F7")))
        let track = layout.brightnessTrack
        let thumb = layout.brightnessThumb(value)
        list.fill(.roundedRect(Rect(x: track.minX, y: track.midY - 2, width: track.width, height: 4), radius: 2), .hex("#8E8E93"))
        list.fill(.roundedRect(Rect(x: track.minX, y: track.midY - 2, width: thumb.x - track.minX, height: 4), radius: 2), .hex("#FFD60A"))
        for tick in 0...10 {
            let x = track.minX + track.width * Double(tick) / 10
            list.fill(.rect(Rect(x: x - 0.5, y: track.midY + 8, width: 1, height: tick % 5 == 0 ? 8 : 4)), .hex("#8E8E93"))
        }
        list.fill(.ellipse(Rect(x: thumb.x - 13, y: thumb.y - 13, width: 26, height: 26)), .white)
        drawBar(into: &list, layout, palette, title: "Edit", leading: nil, trailing: "Done", dark: true)
    }
}
