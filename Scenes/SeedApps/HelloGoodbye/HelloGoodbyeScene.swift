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
public final class HelloGoodbyeScene: ComponentScene, ModelRestoring {
    /// The app's three screens, navigated within the one scene.
    public enum Screen: String, CaseIterable { case start, profile, matches }
    /// The Profile screen's two text fields.
    public enum Field: String { case hobbies, pitch }
    /// What the user said to a match: swiped (or chose the action) up for hello, down for goodbye.
    public enum Decision: String { case hello, goodbye }

    /// Whether this is the audited version (`hello-goodbye-broken`) rather than the fixed one.
    public let isBroken: Bool

    /// How long the preview card takes to slide (or fade) in or out, in milliseconds.
    public static let previewDuration = 300
    /// A match card leaving, then the next one arriving.
    public static let cardOutDuration = 250
    /// How long the next match card takes to arrive, in milliseconds.
    public static let cardInDuration = 350

    /// The screen shown.
    public private(set) var screen: Screen = .start
    /// The age slider, kept across layouts: it owns the age and the finger dragging it.
    let ageSlider: AgeSliderControl
    /// Whether the Preview card is up on the Profile screen.
    public private(set) var previewShown = false
    /// The text field being edited, nil when none is.
    public private(set) var editing: Field?
    /// Which match the Matches screen shows, 0-based.
    public private(set) var matchIndex = 0
    /// Every hello and goodbye said, in order.
    public private(set) var decisions: [Decision] = []
    /// Where the Profile form and the Matches screen are scrolled (they scroll at large text).
    private let formScroll = ScrollState()
    private let matchesScroll = ScrollState()
    /// Where the risen preview card is scrolled, when it is taller than its room (the fixed app at
    /// accessibility sizes); 0 otherwise.
    private let previewScroll = ScrollState()
    private var previewMovedAt: Int?
    private var cardTransition: (decision: Decision, from: Int, at: Int)?

    /// A fresh app on its start screen; `broken` makes the audited version.
    public init(broken: Bool = false) {
        isBroken = broken
        ageSlider = AgeSliderControl(age: HelloGoodbyePerson.me.age, speaksAge: !broken)
        super.init(id: broken ? "hello-goodbye-broken" : "hello-goodbye", title: broken ? "HelloGoodbye (broken)" : "HelloGoodbye")
    }

    static let sourcePath = "Scenes/SeedApps/HelloGoodbye/HelloGoodbyeScene.swift"

    /// The catalog entries for `hello-goodbye` and `hello-goodbye-broken`.
    public static func descriptors() -> [SceneDescriptor] {
        [SceneDescriptor(id: "hello-goodbye", tab: "Seed apps", title: "HelloGoodbye", sourcePath: sourcePath,
                         make: { HelloGoodbyeScene() }),
         SceneDescriptor(id: "hello-goodbye-broken", tab: "Seed apps", title: "HelloGoodbye (broken)", sourcePath: sourcePath,
                         make: { HelloGoodbyeScene(broken: true) })]
    }

    /// The age the slider holds.
    public var age: Int { ageSlider.slider.age }

    /// How far the screen's content is scrolled (the Profile form or the Matches card, at large text).
    public var contentOffset: Double {
        switch screen {
        case .start: return 0
        case .profile: return formScroll.offset
        case .matches: return matchesScroll.offset
        }
    }

    /// What the user typed into the form's fields.
    private var hobbiesText = HelloGoodbyePerson.me.hobbies
    private var pitchText = HelloGoodbyePerson.me.elevatorPitch

    /// The user's profile as the preview shows it (the slider sets the age, the fields the texts).
    var me: HelloGoodbyePerson {
        var person = HelloGoodbyePerson.me
        person.age = age
        person.hobbies = hobbiesText
        person.elevatorPitch = pitchText
        return person
    }

    var currentMatch: HelloGoodbyePerson { HelloGoodbyePerson.matches[matchIndex] }

    private func style(_ settings: Settings) -> HelloGoodbyeStyle { HelloGoodbyeStyle(settings: settings, accommodates: !isBroken) }
    /// The layout for `settings`, kept: it depends on nothing else (the style and the screen's size),
    /// and keeps the frames and cards it worked out, so every layout of the scene under the same
    /// settings measures its text once.
    private func screenLayout(_ settings: Settings) -> HelloGoodbyeLayout {
        if let kept = screenLayouts.last(where: { $0.settings == settings }) { return kept.layout }
        let layout = HelloGoodbyeLayout(style: style(settings), size: device.size)
        // A few: validation reads five settings variants, the window one at a time.
        if screenLayouts.count >= 8 { screenLayouts.removeFirst() }
        screenLayouts.append((settings, layout))
        return layout
    }
    private var screenLayouts: [(settings: Settings, layout: HelloGoodbyeLayout)] = []

    /// Spoken when VoiceOver turns on, before the first element.
    public override var appName: String? { "HelloGoodbye" }

    /// The navigation bar's title, which VoiceOver speaks after a screen change.
    public override var screenTitle: String? { titleText }

    private var titleText: String {
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
        formScroll.reset()
        matchesScroll.reset()
        previewScroll.reset()
        context.post(.screenChanged(elementID: nil))
        return true
    }

    private func beginEditing(_ field: Field, _ context: SceneContext) -> Bool {
        editing = field
        context.post(.layoutChanged(.none))
        return true
    }

    /// Typed text goes into the field being edited, at its end.
    private func insert(_ text: String, into field: Field) -> Bool {
        guard editing == field else { return false }
        switch field {
        case .hobbies: hobbiesText += text
        case .pitch: pitchText += text
        }
        return true
    }

    private func endEditing(_ context: SceneContext) -> Bool {
        guard editing != nil else { return false }
        editing = nil
        context.post(.layoutChanged(.none))
        return true
    }

    /// Shows or hides the preview card. The fixed app tells VoiceOver once the card has moved, as the
    /// talk does in the animation's completion.
    private func setPreview(_ shown: Bool, _ context: SceneContext) -> Bool {
        guard shown != previewShown else { return false }
        previewShown = shown
        previewMovedAt = context.now
        previewScroll.reset()
        if !isBroken {
            context.schedule(after: Self.previewDuration) { $0.post(.layoutChanged(.none)) }
        }
        return true
    }

    /// How far the preview has risen at `time`, 0…1.
    private func previewProgress(time: Int) -> Double {
        let target = previewShown ? 1.0 : 0.0
        guard let start = previewMovedAt, time - start < Self.previewDuration else { return target }
        let t = Double(max(0, time - start)) / Double(Self.previewDuration)
        return previewShown ? t : 1 - t
    }

    /// Says hello or goodbye to the current match and brings on the next one.
    private func decide(_ decision: Decision, _ context: SceneContext) -> Bool {
        decisions.append(decision)
        cardTransition = (decision, matchIndex, context.now)
        matchIndex = (matchIndex + 1) % HelloGoodbyePerson.matches.count
        matchesScroll.reset()
        if !isBroken {
            context.schedule(after: Self.cardOutDuration + Self.cardInDuration) { $0.post(.layoutChanged(.none)) }
        }
        return true
    }

    // MARK: Screens

    /// The background, the current screen, and the navigation bar over it.
    public override func body(settings: Settings) -> any Component {
        let layout = screenLayout(settings)
        var placed = [PlacedComponent(Drawing { frame, list, _, _ in
            list.background = .hex(0xC9697A)
            HelloGoodbyeArtwork.background(in: frame, into: &list)
        }, in: device.bounds)]
        switch screen {
        case .start: placed += startScreen(layout)
        case .profile: placed += profileScreen(layout)
        case .matches: placed += matchesScreen(layout)
        }
        let bar = HelloGoodbyeNavigationBar(
            title: titleText, layout: layout,
            back: screen == .start ? nil : { [unowned self] in self.navigate(to: .start, $0) },
            done: screen == .profile && editing != nil ? { [unowned self] in self.endEditing($0) } : nil)
        placed.append(PlacedComponent(bar, in: layout.navigationBar))
        return Absolute(placed)
    }

    private func startScreen(_ layout: HelloGoodbyeLayout) -> [PlacedComponent] {
        let style = layout.style
        // The talk's fix: the logo image becomes an element labelled with the text inside it.
        var logo = isBroken ? nil : AccessibilityElement(id: "logo", label: "HelloGoodbye. Meet your match.", traits: .image, frame: .zero)
        // Brand artwork keeps its colours under Smart Invert (docs/vision.md).
        logo?.ignoresInvertColors = true
        func overlayButton(_ id: String, _ text: String, to destination: Screen) -> Button {
            Button(id: id, label: SpeechText(text), content: Drawing { frame, list, _, _ in
                list.fill(.roundedRect(frame, radius: frame.height / 2), style.overlay)
                list.text(TextRun(text, box: frame.insetBy(dx: 12, dy: (frame.height - style.lineHeight(.title3)) / 2),
                                  size: style.size(.title3), weight: style.headingWeight, color: style.foreground,
                                  alignment: .center, style: .title3))
            }, action: { [unowned self] in self.navigate(to: destination, $0) })
        }
        return [
            PlacedComponent(Drawing(element: logo) { frame, list, _, _ in
                HelloGoodbyeArtwork.logo(in: frame, titleSize: style.size(.title1), taglineSize: style.size(.title3),
                                         weight: style.headingWeight, color: style.foreground, overlay: style.overlay, into: &list)
            }, in: layout.logo),
            PlacedComponent(overlayButton("profile-button", "Profile", to: .profile), in: layout.profileButton),
            PlacedComponent(overlayButton("matches-button", "Matches", to: .matches), in: layout.matchesButton),
        ]
    }

    /// Text in the app's own face, optionally exposed as a static text.
    private func text(_ id: String?, _ string: String, _ textStyle: TextStyle, _ style: HelloGoodbyeStyle, heading: Bool = false,
                      alignment: TextAlignment = .leading, wraps: Bool = true) -> Drawing {
        let element = id.map { AccessibilityElement(id: $0, label: SpeechText(string), traits: .staticText, frame: .zero) }
        return Drawing(element: element) { frame, list, _, _ in
            list.text(TextRun(string, box: frame, size: style.size(textStyle), weight: heading ? style.headingWeight : style.textWeight,
                              color: style.foreground, alignment: alignment, wraps: wraps, style: textStyle))
        }
    }

    /// The form scrolls between the bar and the Preview tab; the tab and its card lie over it.
    private func profileScreen(_ layout: HelloGoodbyeLayout) -> [PlacedComponent] {
        let style = layout.style
        let hobbies = me.hobbies, pitch = me.elevatorPitch
        func field(_ id: String, _ caption: String, _ text: String, _ captionFrame: Rect, _ fieldFrame: Rect, _ which: Field) -> PlacedComponent {
            PlacedComponent(FormTextField(id: id, caption: caption, text: text, captionFrame: captionFrame, fieldFrame: fieldFrame,
                                          isEditing: editing == which, style: style,
                                          beginEditing: { [unowned self] in self.beginEditing(which, $0) },
                                          insertText: { [unowned self] text, _ in self.insert(text, into: which) },
                                          endEditing: { [unowned self] in self.endEditing($0) },
                                          reportsInsertionPoint: !isBroken),
                            in: captionFrame.union(fieldFrame))
        }
        var form = [
            PlacedComponent(Drawing { frame, list, _, _ in list.fill(.roundedRect(frame, radius: 20), style.overlay) }, in: layout.panel),
            PlacedComponent(text("age-caption", "Your age", .body, style), in: layout.ageCaption),
            PlacedComponent(ageSlider, in: layout.slider),
            // The age drawn beside the slider; the fixed app hides it, the slider now says the age.
            PlacedComponent(text(isBroken ? "age-label" : nil, String(age), .title3, style, heading: true, alignment: .center, wraps: false),
                            in: layout.ageLabel),
            field("hobbies-field", "Hobbies", hobbies, layout.hobbiesCaption, layout.hobbiesField(hobbies), .hobbies),
            field("pitch-field", "Elevator pitch", pitch, layout.pitchCaption(hobbies), layout.pitchField(hobbies, pitch), .pitch),
        ]
        let viewport = layout.formViewport
        form = form.map { PlacedComponent($0.component, in: $0.frame.offsetBy(dx: 0, dy: -viewport.minY)) }
        // What the risen card covers is out of sight, and out of VoiceOver's reach.
        let card = layout.previewCard(me, shown: previewShown ? 1 : 0)
        let covered = previewShown ? card.frame.union(layout.previewTab(card: card, shown: 1)) : nil
        let content = HiddenUnder(covered: covered, content: Sized(height: layout.formPaging.contentHeight, Absolute(form)))
        // The fixed app at accessibility sizes: a card taller than its room scrolls below the bar.
        let scrolls = !isBroken && layout.previewScrolls(me)
        var drawer = PreviewDrawer(layout: layout, person: me, isShown: previewShown,
                                   progress: { [unowned self] in self.previewProgress(time: $0) }, isFixed: !isBroken,
                                   setShown: { [unowned self] in self.setPreview($0, $1) })
        drawer.scroll = scrolls ? previewScroll : nil
        // That card covers the whole form, which is then neither seen nor reached (nor dragged).
        guard !(scrolls && previewShown) else { return [PlacedComponent(drawer, in: device.bounds)] }
        return [PlacedComponent(ScrollArea(id: "profile-form", state: formScroll, scrollsWhenContentFits: false, content), in: viewport),
                PlacedComponent(drawer, in: device.bounds)]
    }

    /// The instructions and the card scroll below the bar at large text sizes.
    private func matchesScreen(_ layout: HelloGoodbyeLayout) -> [PlacedComponent] {
        let style = layout.style
        let viewport = layout.matchesViewport
        // Broken: the label is the drawn text, arrows and ellipsis included, read literally.
        let spoken = isBroken ? HelloGoodbyeLayout.instructionsText : "Swipe up to say hello. Swipe down to say goodbye."
        let instructions = Drawing(element: AccessibilityElement(id: "instructions", label: SpeechText(spoken), traits: .staticText,
                                                                 frame: .zero)) { frame, list, _, _ in
            list.fill(.roundedRect(frame, radius: 16), style.overlay)
            list.text(TextRun(HelloGoodbyeLayout.instructionsText, box: frame.insetBy(dx: 12, dy: 10), size: style.size(.title3),
                              weight: style.headingWeight, color: style.foreground, alignment: .center, wraps: true, style: .title3))
        }
        let card = MatchCardView(person: currentMatch, leaving: { [unowned self] time in
            guard let transition = self.cardTransition, time - transition.at < Self.cardOutDuration + Self.cardInDuration else { return nil }
            return (HelloGoodbyePerson.matches[transition.from], transition.decision, max(0, time - transition.at))
        }, style: style, screenHeight: device.size.height, isFixed: !isBroken, decide: { [unowned self] in self.decide($0, $1) })
        let content = Absolute([PlacedComponent(instructions, in: layout.instructions.offsetBy(dx: 0, dy: -viewport.minY)),
                                PlacedComponent(card, in: layout.matchCard(currentMatch).frame.offsetBy(dx: 0, dy: -viewport.minY))])
        return [PlacedComponent(ScrollArea(id: "matches-content", state: matchesScroll, scrollsWhenContentFits: false,
                                           Sized(height: layout.matchesPaging(currentMatch).contentHeight, content)), in: viewport)]
    }

    /// The fixed slider speaks no label, exactly as in the talk: the "Your age" text just before it
    /// says what it is, and its value is the age itself.
    public override var suppressions: [Suppression] {
        guard !isBroken else { return [] }
        return [Suppression(ruleID: "label.missing", elementID: "age-slider",
                            reason: "As fixed in WWDC 2014 session 210: the slider speaks the age (\"37\") right after the \"Your age\" text")]
    }

    /// Content taller than the screen may have become shorter: the scroll stays within it.
    public override func settingsDidChange(context: SceneContext) {
        super.settingsDidChange(context: context)
        // An offset of 0 is within any paging (its largest offset is never negative): the text is
        // measured only for a screen actually scrolled, as validation tells every copy its settings.
        guard formScroll.offset > 0 || matchesScroll.offset > 0 || previewScroll.offset > 0 else { return }
        let layout = screenLayout(context.settings)
        if previewScroll.offset > 0 {
            let room = layout.previewViewport.height
            let height = layout.previewCard(me, shown: 1).frame.height
            previewScroll.offset = min(previewScroll.offset, ScrollPaging(viewportHeight: room, contentHeight: height).maxOffset)
        }
        if formScroll.offset > 0 { formScroll.offset = min(formScroll.offset, layout.formPaging.maxOffset) }
        if matchesScroll.offset > 0 { matchesScroll.offset = min(matchesScroll.offset, layout.matchesPaging(currentMatch).maxOffset) }
    }

    /// The body reads nothing the snapshot does not show but when the preview last moved and which
    /// card is leaving, both read while drawing: the other screen's scroll offset is always 0 (a
    /// screen change scrolls both to the top).
    public override var layoutFollowsState: Bool { true }

    /// Everything the app's behaviour depends on, as a value (`ModelRestoring`).
    public struct Model {
        fileprivate var screen: Screen
        fileprivate var age: Int
        fileprivate var previewShown: Bool
        fileprivate var editing: Field?
        fileprivate var matchIndex: Int
        fileprivate var decisions: [Decision]
        fileprivate var formOffset: Double
        fileprivate var matchesOffset: Double
        fileprivate var previewOffset: Double
        fileprivate var previewMovedAt: Int?
        fileprivate var cardTransition: (decision: Decision, from: Int, at: Int)?
        fileprivate var hobbiesText: String
        fileprivate var pitchText: String
    }

    /// The model as it is now.
    public func saveModel() -> Model {
        Model(screen: screen, age: age, previewShown: previewShown, editing: editing, matchIndex: matchIndex, decisions: decisions,
              formOffset: formScroll.offset, matchesOffset: matchesScroll.offset, previewOffset: previewScroll.offset,
              previewMovedAt: previewMovedAt,
              cardTransition: cardTransition, hobbiesText: hobbiesText, pitchText: pitchText)
    }

    /// Puts a saved model back, with no finger dragging the slider or a scroll area.
    public func restoreModel(_ model: Model) {
        screen = model.screen
        ageSlider.restore(age: model.age)
        previewShown = model.previewShown
        editing = model.editing
        matchIndex = model.matchIndex
        decisions = model.decisions
        formScroll.reset(to: model.formOffset)
        matchesScroll.reset(to: model.matchesOffset)
        previewScroll.reset(to: model.previewOffset)
        previewMovedAt = model.previewMovedAt
        cardTransition = model.cardTransition
        hobbiesText = model.hobbiesText
        pitchText = model.pitchText
    }

    /// The screen, age, preview, field being edited, the fields' texts, scroll offset, match and
    /// decisions; and where a scrolling preview card is scrolled, once it is (absent at 0, so every
    /// state a card that fits reaches keeps the digest it had before cards scrolled).
    public override func stateSnapshot() -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = [
            ("screen", screen.rawValue), ("age", String(age)), ("preview", previewShown ? "shown" : "hidden"),
            ("editing", editing?.rawValue ?? "none"), ("hobbies", hobbiesText), ("pitch", pitchText), ("scroll", Format.number(contentOffset)),
            ("match", String(matchIndex)), ("decisions", decisions.map(\.rawValue).joined(separator: ","))]
        if previewScroll.offset > 0 { pairs.append(("previewScroll", Format.number(previewScroll.offset))) }
        return pairs
    }
}
