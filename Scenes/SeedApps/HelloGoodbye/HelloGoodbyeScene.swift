import AXCore

/// HelloGoodbye, the dating app WWDC 2014 session 210 audits with VoiceOver (“Accessibility on iOS”, WWDC 2014): a start
/// screen (title, logo, Profile and Matches buttons), a Profile screen (age slider, hobbies and
/// elevator-pitch fields, a Preview tab that slides up the user's card) and a Matches screen
/// (instructions and a card to swipe up for hello or down for goodbye). One scene; the screens
/// are navigated within it, each change posting screen changed.
///
/// Broken (`hello-goodbye-broken`), as the talk's audit found it: the logo and the photos are
/// invisible; the age slider speaks "19 percent" and steps by 10 years; the Preview tab is a plain
/// label that ignores activation; the instructions spell out the arrow characters; the card reads
/// "Age, Hobbies, 32"; hello and goodbye exist only as swipes; no visual accommodations.
/// Fixed (`hello-goodbye`), as the talk fixes it: the logo "HelloGoodbye. Meet your match." and
/// "Profile photo" images, the age spoken as "37" in one-year steps with the redundant age label
/// hidden, a Preview button that toggles the card and posts layout changed when the card has
/// moved, natural instructions, an ordered card whose every element offers "Say hello" and
/// "Say goodbye", and Bold Text, Reduce Transparency, Increase Contrast and Reduce Motion honoured.
public final class HelloGoodbyeScene: Scene {
    public enum Screen: String, CaseIterable { case start, profile, matches }
    public enum Field: String { case hobbies, pitch }
    public enum Decision: String { case hello, goodbye }

    public let isBroken: Bool
    public var id: String { isBroken ? "hello-goodbye-broken" : "hello-goodbye" }
    public var title: String { isBroken ? "HelloGoodbye (broken)" : "HelloGoodbye" }
    public let device = Device.phone

    /// How long the preview card takes to slide (or fade) in or out, in milliseconds.
    public static let previewDuration = 300
    /// A match card leaving, then the next one arriving.
    public static let cardOutDuration = 250
    public static let cardInDuration = 350

    public private(set) var screen: Screen = .start
    private(set) var slider = AgeSlider(age: HelloGoodbyePerson.me.age)
    public private(set) var previewShown = false
    public private(set) var editing: Field?
    public private(set) var matchIndex = 0
    /// Every hello and goodbye said, in order.
    public private(set) var decisions: [Decision] = []
    /// How far the screen's content is scrolled (the Profile form or the Matches card, at large text).
    public private(set) var contentOffset = 0.0
    private var previewMovedAt: Int?
    private var cardTransition: (decision: Decision, from: Int, at: Int)?
    private var sliderTouch: Int?
    private var scrollTouch: (id: Int, lastY: Double)?
    /// The settings last applied, for `declaredGestures` (which is not handed any).
    private var currentSettings = Settings.default

    public init(broken: Bool = false) { isBroken = broken }

    static let sourcePath = "Scenes/SeedApps/HelloGoodbye/HelloGoodbyeScene.swift"

    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "hello-goodbye", tab: "Seed apps", title: "HelloGoodbye", sourcePath: sourcePath,
                         make: { HelloGoodbyeScene() }),
         SceneDescriptor(id: "hello-goodbye-broken", tab: "Seed apps", title: "HelloGoodbye (broken)", sourcePath: sourcePath,
                         make: { HelloGoodbyeScene(broken: true) })]
    }

    /// The age the slider holds.
    public var age: Int { slider.age }

    /// The user's profile as the preview shows it (the slider sets the age).
    var me: HelloGoodbyePerson {
        var person = HelloGoodbyePerson.me
        person.age = slider.age
        return person
    }

    var currentMatch: HelloGoodbyePerson { HelloGoodbyePerson.matches[matchIndex] }

    private func style(_ settings: Settings) -> HelloGoodbyeStyle { HelloGoodbyeStyle(settings: settings, accommodates: !isBroken) }
    private func layout(_ settings: Settings) -> HelloGoodbyeLayout {
        HelloGoodbyeLayout(style: style(settings), size: device.size, contentOffset: contentOffset)
    }

    private var screenTitle: String {
        switch screen {
        case .start: return "HelloGoodbye"
        case .profile: return "Profile"
        case .matches: return "Matches"
        }
    }

    // MARK: Behaviour

    private func navigate(to destination: Screen, _ context: SceneContext) -> Bool {
        screen = destination
        editing = nil
        previewShown = false
        previewMovedAt = nil
        cardTransition = nil
        sliderTouch = nil
        contentOffset = 0
        scrollTouch = nil
        context.post(.screenChanged(elementID: nil))
        return true
    }

    private func beginEditing(_ field: Field, _ context: SceneContext) -> Bool {
        editing = field
        context.post(.layoutChanged(.none))
        return true
    }

    private func endEditing(_ context: SceneContext) -> Bool {
        guard editing != nil else { return false }
        editing = nil
        context.post(.layoutChanged(.none))
        return true
    }

    private func adjustAge(up: Bool) -> Bool {
        let step = isBroken ? AgeSlider.coarseStep : 1
        return slider.step(by: up ? step : -step)
    }

    /// Shows or hides the preview card. The fixed app tells VoiceOver once the card has moved, as the
    /// talk does in the animation's completion.
    private func setPreview(_ shown: Bool, _ context: SceneContext) -> Bool {
        guard shown != previewShown else { return false }
        previewShown = shown
        previewMovedAt = context.now
        if !isBroken {
            context.schedule(after: Self.previewDuration) { $0.post(.layoutChanged(.none)) }
        }
        return true
    }

    /// Where the current screen's content scrolls, and its pages; nil on the start screen.
    private func scrolling(_ layout: HelloGoodbyeLayout) -> (viewport: Rect, paging: ScrollPaging)? {
        switch screen {
        case .start: return nil
        case .profile: return (layout.formViewport, layout.formPaging)
        case .matches: return (layout.matchesViewport, layout.matchesPaging(currentMatch))
        }
    }

    /// The accessibility scroll of the Profile form or the Matches card when they are taller than
    /// the screen (large text): a page at a time, announced as "Page 2 of 3", as a scroll view does.
    private func scrollContent(_ direction: ScrollDirection, _ context: SceneContext) -> Bool {
        guard let paging = scrolling(layout(context.settings))?.paging else { return false }
        let forward: Bool
        switch direction {
        case .up, .next: forward = true
        case .down, .previous: forward = false
        case .left, .right: return false
        }
        guard let offset = paging.scrolled(from: contentOffset, forward: forward) else { return false }
        contentOffset = offset
        context.post(.pageScrolled(paging.announcement(at: offset)))
        return true
    }

    /// Says hello or goodbye to the current match and brings on the next one.
    private func decide(_ decision: Decision, _ context: SceneContext) -> Bool {
        decisions.append(decision)
        cardTransition = (decision, matchIndex, context.now)
        matchIndex = (matchIndex + 1) % HelloGoodbyePerson.matches.count
        contentOffset = 0
        if !isBroken {
            context.schedule(after: Self.cardOutDuration + Self.cardInDuration) { $0.post(.layoutChanged(.none)) }
        }
        return true
    }

    // MARK: Accessibility

    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        let layout = layout(settings)
        var elements = [AccessibilityElement(id: "title", label: SpeechText(screenTitle), traits: .header,
                                             frame: layout.titleFrame(screenTitle, besideBack: screen != .start))]
        if screen != .start {
            var back = AccessibilityElement(id: "back", label: "Back", traits: [.button, .backButton], frame: layout.backButton)
            back.onActivate = { [unowned self] in self.navigate(to: .start, $0) }
            elements.insert(back, at: 0)
        }
        switch screen {
        case .start: elements += startElements(layout)
        case .profile: elements += profileElements(layout)
        case .matches: elements += matchesElements(layout)
        }
        return elements
    }

    private func button(_ id: String, _ label: String, _ frame: Rect, _ action: @escaping AccessibilityHook) -> AccessibilityElement {
        var element = AccessibilityElement(id: id, label: SpeechText(label), traits: .button, frame: frame)
        element.onActivate = action
        return element
    }

    private func startElements(_ layout: HelloGoodbyeLayout) -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        if !isBroken {
            // The talk's fix: the logo image becomes an element labelled with the text inside it.
            elements.append(AccessibilityElement(id: "logo", label: "HelloGoodbye. Meet your match.", traits: .image, frame: layout.logo))
        }
        elements.append(button("profile-button", "Profile", layout.profileButton) { [unowned self] in self.navigate(to: .profile, $0) })
        elements.append(button("matches-button", "Matches", layout.matchesButton) { [unowned self] in self.navigate(to: .matches, $0) })
        return elements
    }

    private func profileElements(_ layout: HelloGoodbyeLayout) -> [AccessibilityElement] {
        var form = [AccessibilityElement(id: "age-caption", label: "Your age", traits: .staticText, frame: layout.ageCaption)]

        // A slider without a label, as in the talk: its value is all VoiceOver says ("37").
        var ageSlider = AccessibilityElement(id: "age-slider", traits: .adjustable, frame: layout.slider)
        ageSlider.$value = .computed { [unowned self] in
            SpeechText(self.isBroken ? self.slider.percentText : self.slider.ageText)
        }
        ageSlider.activationPoint = layout.thumbCenter(fraction: slider.fraction)
        ageSlider.onIncrement = { [unowned self] _ in self.adjustAge(up: true) }
        ageSlider.onDecrement = { [unowned self] _ in self.adjustAge(up: false) }
        form.append(ageSlider)
        if isBroken {
            // The age drawn beside the slider; the fixed app hides it, the slider now says the age.
            form.append(AccessibilityElement(id: "age-label", label: SpeechText(slider.ageText), traits: .staticText, frame: layout.ageLabel))
        }

        let hobbies = me.hobbies
        func textField(_ id: String, _ label: String, _ text: String, _ caption: Rect, _ field: Rect, _ which: Field) -> AccessibilityElement {
            // The caption is the field's label, so one element covers both.
            var element = AccessibilityElement(id: id, label: SpeechText(label), value: SpeechText(text), traits: .textField,
                                               frame: caption.union(field))
            element.activationPoint = field.center
            element.onActivate = { [unowned self] in self.beginEditing(which, $0) }
            return element
        }
        form.append(textField("hobbies-field", "Hobbies", hobbies, layout.hobbiesCaption, layout.hobbiesField(hobbies), .hobbies))
        form.append(textField("pitch-field", "Elevator pitch", me.elevatorPitch, layout.pitchCaption(hobbies),
                              layout.pitchField(hobbies, me.elevatorPitch), .pitch))

        let card = layout.previewCard(me, shown: previewShown ? 1 : 0)
        let tabFrame = layout.previewTab(card: card, shown: previewShown ? 1 : 0)
        var tab = AccessibilityElement(id: "preview-tab", label: "Preview", traits: isBroken ? .staticText : .button, frame: tabFrame)
        if !isBroken {
            tab.onActivate = { [unowned self] in self.setPreview(!self.previewShown, $0) }
        }

        // Only what shows in the form's viewport (it scrolls at large text sizes).
        let viewport = layout.formViewport
        form = ScrollPaging.showing(form, in: viewport)
        if previewShown {
            // What the risen card covers is out of sight, and out of VoiceOver's reach.
            let covered = card.frame.union(tabFrame)
            form.removeAll { $0.frame.intersects(covered) }
        }
        var formNode = AccessibilityElement.container(id: "profile-form", frame: viewport, explicitOrder: false, children: form)
        if layout.formPaging.pageCount > 1 {
            formNode.onScroll = { [unowned self] direction, context in self.scrollContent(direction, context) }
        }

        var elements: [AccessibilityElement] = []
        if editing != nil {
            elements.append(button("done", "Done", layout.doneButton) { [unowned self] in self.endEditing($0) })
        }
        elements += [formNode, tab]
        if previewShown {
            elements.append(card.element(prefix: "preview", fixed: !isBroken, actions: []))
        }
        return elements
    }

    private func matchesElements(_ layout: HelloGoodbyeLayout) -> [AccessibilityElement] {
        // Broken: the label is the drawn text, arrows and ellipsis included, read literally.
        let instructions = AccessibilityElement(
            id: "instructions",
            label: SpeechText(isBroken ? HelloGoodbyeLayout.instructionsText : "Swipe up to say hello. Swipe down to say goodbye."),
            traits: .staticText, frame: layout.instructions)
        var actions: [CustomAction] = []
        if !isBroken {
            actions = [CustomAction("Say hello") { [unowned self] in self.decide(.hello, $0) },
                       CustomAction("Say goodbye") { [unowned self] in self.decide(.goodbye, $0) }]
        }
        // Only what shows below the bar (the card runs past the screen at large text sizes).
        let viewport = layout.matchesViewport
        var card = layout.matchCard(currentMatch).element(prefix: "card", fixed: !isBroken, actions: actions)
        card.children = ScrollPaging.showing(card.children, in: viewport)
        var content = AccessibilityElement.container(id: "matches-content", frame: viewport, explicitOrder: false,
                                                     children: ScrollPaging.showing([instructions], in: viewport) + [card])
        if layout.matchesPaging(currentMatch).pageCount > 1 {
            content.onScroll = { [unowned self] direction, context in self.scrollContent(direction, context) }
        }
        return [content]
    }

    // MARK: Touch

    public func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        let layout = layout(context.settings)
        let point = gesture.location
        switch (gesture.kind, gesture.direction) {
        case (.tap, _):
            if screen != .start, layout.backButton.contains(point) { return navigate(to: .start, context) }
            switch screen {
            case .start:
                if layout.profileButton.contains(point) { return navigate(to: .profile, context) }
                if layout.matchesButton.contains(point) { return navigate(to: .matches, context) }
            case .profile:
                if editing != nil, layout.doneButton.contains(point) { return endEditing(context) }
                guard !previewShown else { return false }
                let hobbies = me.hobbies
                if layout.hobbiesField(hobbies).contains(point) { return beginEditing(.hobbies, context) }
                if layout.pitchField(hobbies, me.elevatorPitch).contains(point) { return beginEditing(.pitch, context) }
            case .matches:
                break
            }
            return false
        case (.swipe, .up?):
            if screen == .profile {
                let card = layout.previewCard(me, shown: previewShown ? 1 : 0)
                if layout.previewTab(card: card, shown: previewShown ? 1 : 0).insetBy(dx: -20, dy: -20).contains(point) {
                    return setPreview(true, context)
                }
            }
            if screen == .matches, layout.matchCard(currentMatch).frame.contains(point) { return decide(.hello, context) }
            return false
        case (.swipe, .down?):
            if screen == .profile, previewShown {
                let card = layout.previewCard(me, shown: 1)
                if card.frame.union(layout.previewTab(card: card, shown: 1)).contains(point) { return setPreview(false, context) }
            }
            if screen == .matches, layout.matchCard(currentMatch).frame.contains(point) { return decide(.goodbye, context) }
            return false
        default:
            return false
        }
    }

    /// Dragging the slider's thumb sets the age; dragging elsewhere in the form, or on the Matches
    /// instructions (the card's swipes say hello and goodbye), scrolls content taller than the screen.
    public func touch(_ touch: SceneTouch, context: SceneContext) {
        let layout = layout(context.settings)
        guard let (viewport, paging) = scrolling(layout), !(screen == .profile && previewShown) else { return }
        let location = touch.location
        let track = layout.slider.insetBy(dx: 14, dy: 0)
        switch touch.phase {
        case .began:
            guard viewport.contains(location) else { return }
            if screen == .profile, sliderTouch == nil, layout.slider.contains(location) {
                sliderTouch = touch.id
                _ = slider.set(fraction: (location.x - track.minX) / track.width)
            } else if scrollTouch == nil, screen == .profile || layout.instructions.contains(location) {
                scrollTouch = (touch.id, location.y)
            }
        case .moved, .ended:
            if let scrolling = scrollTouch, scrolling.id == touch.id {
                contentOffset = paging.dragged(contentOffset, by: location.y - scrolling.lastY)
                scrollTouch = touch.phase == .ended ? nil : (touch.id, location.y)
            } else if sliderTouch == touch.id {
                _ = slider.set(fraction: (location.x - track.minX) / track.width)
                if touch.phase == .ended { sliderTouch = nil }
            }
        case .cancelled:
            if sliderTouch == touch.id { sliderTouch = nil }
            if scrollTouch?.id == touch.id { scrollTouch = nil }
        }
    }

    public var declaredGestures: [DeclaredGesture] {
        let layout = layout(currentSettings)
        switch screen {
        case .start:
            return []
        case .profile:
            let card = layout.previewCard(me, shown: previewShown ? 1 : 0)
            let tab = layout.previewTab(card: card, shown: previewShown ? 1 : 0)
            var gestures = [DeclaredGesture(kind: .pan, frame: layout.slider, meaning: "drag the slider to set your age",
                                            equivalentElementID: "age-slider"),
                            DeclaredGesture(kind: .swipe, frame: tab, meaning: "slide the preview tab up to preview your profile",
                                            equivalentElementID: isBroken ? nil : "preview-tab")]
            if previewShown {
                gestures.append(DeclaredGesture(kind: .swipe, frame: card.frame, meaning: "slide the preview down to hide it",
                                                equivalentElementID: isBroken ? nil : "preview-tab"))
            }
            return gestures
        case .matches:
            let card = layout.matchCard(currentMatch).frame
            return [DeclaredGesture(kind: .swipe, frame: card, meaning: "swipe up to say hello",
                                    equivalentElementID: isBroken ? nil : "card-photo"),
                    DeclaredGesture(kind: .swipe, frame: card, meaning: "swipe down to say goodbye",
                                    equivalentElementID: isBroken ? nil : "card-photo")]
        }
    }

    /// The fixed slider speaks no label, exactly as in the talk: the "Your age" text just before it
    /// says what it is, and its value is the age itself.
    public var suppressions: [Suppression] {
        guard !isBroken else { return [] }
        return [Suppression(ruleID: "label.missing", elementID: "age-slider",
                            reason: "As fixed in WWDC 2014 session 210: the slider speaks the age (\"37\") right after the \"Your age\" text")]
    }

    public func settingsDidChange(context: SceneContext) {
        currentSettings = context.settings
        contentOffset = min(contentOffset, scrolling(layout(currentSettings))?.paging.maxOffset ?? 0)
    }

    public func stateSnapshot() -> [(key: String, value: String)] {
        [("screen", screen.rawValue), ("age", String(slider.age)), ("preview", previewShown ? "shown" : "hidden"),
         ("editing", editing?.rawValue ?? "none"), ("scroll", Format.number(contentOffset)), ("match", String(matchIndex)),
         ("decisions", decisions.map(\.rawValue).joined(separator: ","))]
    }

    // MARK: Drawing

    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        let style = style(settings)
        let layout = layout(settings)
        list.background = .hex("#C9697A")
        HelloGoodbyeArtwork.background(in: device.bounds, into: &list)
        switch screen {
        case .start: drawStart(into: &list, style, layout)
        case .profile: drawProfile(into: &list, style, layout, time: time)
        case .matches: drawMatches(into: &list, style, layout, time: time)
        }
        drawNavigationBar(into: &list, style, layout)
    }

    private func drawNavigationBar(into list: inout DisplayList, _ style: HelloGoodbyeStyle, _ layout: HelloGoodbyeLayout) {
        let bar = layout.navigationBar
        list.fill(.rect(bar), style.navigationBar)
        list.fill(.rect(Rect(x: 0, y: bar.maxY - 0.5, width: bar.width, height: 0.5)), Color.black.withAlpha(0.3))
        let titleFrame = layout.titleFrame(screenTitle, besideBack: screen != .start)
        let titleSize = layout.titleSize(screenTitle, besideBack: screen != .start)
        list.text(TextRun(screenTitle, box: titleFrame.insetBy(dx: 0, dy: (titleFrame.height - SeedAppText.lineHeight(size: titleSize)) / 2),
                          size: titleSize, weight: style.navigationTitleWeight, color: .black,
                          alignment: .center, style: .headline))
        func barButton(_ text: String, _ frame: Rect, weight: FontWeight, chevron: Bool) {
            let textBox = Rect(x: frame.minX + (chevron ? 20 : 8), y: frame.midY - style.barLineHeight(.body) / 2,
                               width: frame.width - (chevron ? 20 : 16), height: style.barLineHeight(.body))
            if chevron {
                list.stroke(.path(HelloGoodbyeArtwork.chevron(at: Point(frame.minX + 4, frame.midY), height: 20), FillRule: .nonZero),
                            style.systemTint, width: 3)
            }
            list.text(TextRun(text, box: textBox, size: style.barSize(.body), weight: style.settings.weight(weight), color: style.systemTint,
                              alignment: chevron ? .leading : .trailing, style: .body))
        }
        if screen != .start { barButton("Back", layout.backButton, weight: .regular, chevron: true) }
        if screen == .profile, editing != nil { barButton("Done", layout.doneButton, weight: .semibold, chevron: false) }
    }

    private func drawStart(into list: inout DisplayList, _ style: HelloGoodbyeStyle, _ layout: HelloGoodbyeLayout) {
        HelloGoodbyeArtwork.logo(in: layout.logo, titleSize: style.size(.title1), taglineSize: style.size(.title3),
                                 weight: style.headingWeight, color: style.foreground, overlay: style.overlay, into: &list)
        for (text, frame) in [("Profile", layout.profileButton), ("Matches", layout.matchesButton)] {
            drawOverlayButton(text, frame, style, into: &list)
        }
    }

    private func drawOverlayButton(_ text: String, _ frame: Rect, _ style: HelloGoodbyeStyle, into list: inout DisplayList) {
        list.fill(.roundedRect(frame, radius: frame.height / 2), style.overlay)
        list.text(TextRun(text, box: frame.insetBy(dx: 12, dy: (frame.height - style.lineHeight(.title3)) / 2),
                          size: style.size(.title3), weight: style.headingWeight, color: style.foreground,
                          alignment: .center, style: .title3))
    }

    private func drawProfile(into list: inout DisplayList, _ style: HelloGoodbyeStyle, _ layout: HelloGoodbyeLayout, time: Int) {
        list.clipped(to: layout.formViewport) { list in drawForm(into: &list, style, layout) }
        drawPreview(into: &list, style, layout, time: time)
    }

    private func drawForm(into list: inout DisplayList, _ style: HelloGoodbyeStyle, _ layout: HelloGoodbyeLayout) {
        list.fill(.roundedRect(layout.panel, radius: 20), style.overlay)
        func body(_ text: String, _ box: Rect, color: Color? = nil) {
            list.text(TextRun(text, box: box, size: style.size(.body), weight: style.textWeight, color: color ?? style.foreground,
                              wraps: true, style: .body))
        }
        body("Your age", layout.ageCaption)
        drawSlider(into: &list, style, layout)
        list.text(TextRun(slider.ageText, box: layout.ageLabel, size: style.size(.title3), weight: style.headingWeight,
                          color: style.foreground, alignment: .center, style: .title3))
        let hobbies = me.hobbies
        let fields: [(String, String, Rect, Rect, Field)] = [
            ("Hobbies", hobbies, layout.hobbiesCaption, layout.hobbiesField(hobbies), .hobbies),
            ("Elevator pitch", me.elevatorPitch, layout.pitchCaption(hobbies), layout.pitchField(hobbies, me.elevatorPitch), .pitch),
        ]
        for (caption, text, captionBox, fieldBox, which) in fields {
            body(caption, captionBox)
            list.fill(.roundedRect(fieldBox, radius: 8), .white)
            let editingThis = editing == which
            list.stroke(.roundedRect(fieldBox, radius: 8), editingThis ? style.systemTint : .hex("#8E8E93"), width: editingThis ? 2 : 1)
            let textBox = fieldBox.insetBy(dx: 12, dy: 8)
            body(text, textBox)
            if editingThis {
                // The insertion point after the text's last line.
                let lines = SeedAppText.lines(of: text, size: style.size(.body), width: textBox.width)
                let lastLineTop = textBox.minY + Double(lines - 1) * style.lineHeight(.body)
                list.fill(.rect(Rect(x: min(textBox.maxX, textBox.minX + 4), y: lastLineTop, width: 2, height: style.lineHeight(.body))),
                          style.systemTint)
            }
        }
    }

    private func drawSlider(into list: inout DisplayList, _ style: HelloGoodbyeStyle, _ layout: HelloGoodbyeLayout) {
        let track = layout.slider.insetBy(dx: 14, dy: 0)
        let thumb = layout.thumbCenter(fraction: slider.fraction)
        list.fill(.roundedRect(Rect(x: track.minX, y: track.midY - 2, width: track.width, height: 4), radius: 2), .hex("#8E8E93"))
        list.fill(.roundedRect(Rect(x: track.minX, y: track.midY - 2, width: thumb.x - track.minX, height: 4), radius: 2), style.accent)
        list.fill(.ellipse(Rect(x: thumb.x - 14, y: thumb.y - 13, width: 28, height: 28)), Color.black.withAlpha(0.15))
        list.fill(.ellipse(Rect(x: thumb.x - 14, y: thumb.y - 14, width: 28, height: 28)), .white)
        list.stroke(.ellipse(Rect(x: thumb.x - 14, y: thumb.y - 14, width: 28, height: 28)), .hex("#6E6E73"), width: 1)
    }

    /// How far the preview has risen at `time`, 0…1.
    private func previewProgress(time: Int) -> Double {
        let target = previewShown ? 1.0 : 0.0
        guard let start = previewMovedAt, time - start < Self.previewDuration else { return target }
        let t = Double(max(0, time - start)) / Double(Self.previewDuration)
        return previewShown ? t : 1 - t
    }

    private func drawPreview(into list: inout DisplayList, _ style: HelloGoodbyeStyle, _ layout: HelloGoodbyeLayout, time: Int) {
        let progress = previewProgress(time: time)
        let moving = progress > 0 && progress < 1
        // Reduce Motion (fixed app): the card fades in place instead of sliding.
        let fades = style.accommodates && style.settings.reduceMotion
        let position = fades ? (progress > 0 ? 1 : 0) : progress
        let card = layout.previewCard(me, shown: position)
        let tab = layout.previewTab(card: card, shown: position)
        list.animating(moving ? (fades ? .fade : .planeShift) : nil) { list in
            list.withOpacity(fades && moving ? progress : 1) { list in
                if position > 0 { card.draw(into: &list, style: style) }
            }
            var tabShape = Path.roundedRect(tab, radius: 12)
            tabShape.append(.rect(Rect(x: tab.minX, y: tab.midY, width: tab.width, height: tab.height / 2)))
            list.fill(.path(tabShape, FillRule: .nonZero), style.overlay)
            list.text(TextRun("Preview", box: tab.insetBy(dx: 8, dy: (tab.height - style.lineHeight(.headline)) / 2),
                              size: style.size(.headline), weight: style.headingWeight, color: style.foreground,
                              alignment: .center, style: .headline))
        }
    }

    private func drawMatches(into list: inout DisplayList, _ style: HelloGoodbyeStyle, _ layout: HelloGoodbyeLayout, time: Int) {
        let box = layout.instructions
        list.fill(.roundedRect(box, radius: 16), style.overlay)
        list.text(TextRun(HelloGoodbyeLayout.instructionsText, box: box.insetBy(dx: 12, dy: 10), size: style.size(.title3),
                          weight: style.headingWeight, color: style.foreground, alignment: .center, wraps: true, style: .title3))

        let card = layout.matchCard(currentMatch)
        guard let transition = cardTransition, time - transition.at < Self.cardOutDuration + Self.cardInDuration else {
            card.draw(into: &list, style: style)
            return
        }
        let elapsed = max(0, time - transition.at)
        let fades = style.accommodates && style.settings.reduceMotion
        if elapsed < Self.cardOutDuration {
            // The old card leaves the way the user swiped it (or fades, under Reduce Motion).
            let t = Double(elapsed) / Double(Self.cardOutDuration)
            let leaving = layout.matchCard(HelloGoodbyePerson.matches[transition.from])
            let dy = (transition.decision == .hello ? -1.0 : 1.0) * device.size.height * t
            list.animating(fades ? .fade : .planeShift) { list in
                list.withOpacity(fades ? 1 - t : 1) { list in
                    list.withTransform(fades ? .identity : .translation(x: 0, y: dy)) { list in leaving.draw(into: &list, style: style) }
                }
            }
        } else {
            // The next card arrives: zooming in "as though it's coming from far away", or fading in.
            let t = Double(elapsed - Self.cardOutDuration) / Double(Self.cardInDuration)
            list.animating(fades ? .fade : .scale) { list in
                list.withOpacity(t) { list in
                    let scale = fades ? 1 : 0.2 + 0.8 * t
                    list.withTransform(.about(card.frame.center, .scale(scale))) { list in card.draw(into: &list, style: style) }
                }
            }
        }
    }
}
