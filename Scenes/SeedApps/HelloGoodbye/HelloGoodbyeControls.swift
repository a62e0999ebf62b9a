import AXCore

/// The Profile screen's age slider (“Accessibility on iOS”, WWDC 2014) as a control: a track with a thumb, dragged by a
/// finger that lands on it, and one adjustable element. As audited (`speaksAge` off) it speaks
/// the position as a percentage ("19 percent") and steps by ten years; as fixed it speaks the age
/// ("37"), steps by one year, and the talk's "Your age" text before it says what it is.
final class AgeSliderControl: TakesTouchesInItsFrame {
    private(set) var slider: AgeSlider
    let speaksAge: Bool
    private var trackingTouch: Int?

    init(age: Int, speaksAge: Bool) {
        slider = AgeSlider(age: age)
        self.speaksAge = speaksAge
    }

    /// Puts the age back to `age`, with no finger on the track (a scene putting its model back).
    func restore(age: Int) {
        slider = AgeSlider(age: age)
        trackingTouch = nil
    }

    private func track(_ frame: Rect) -> Rect { frame.insetBy(dx: 14, dy: 0) }

    /// Where the thumb sits in `frame` for the current age.
    func thumbCenter(in frame: Rect) -> Point {
        let track = track(frame)
        return Point(track.minX + track.width * slider.fraction, frame.midY)
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let track = track(frame)
        let thumb = thumbCenter(in: frame)
        let accent = HelloGoodbyeStyle(settings: settings, accommodates: speaksAge).accent
        list.fill(.roundedRect(Rect(x: track.minX, y: track.midY - 2, width: track.width, height: 4), radius: 2), .hex(0x8E8E93))
        list.fill(.roundedRect(Rect(x: track.minX, y: track.midY - 2, width: thumb.x - track.minX, height: 4), radius: 2), accent)
        list.fill(.ellipse(Rect(x: thumb.x - 14, y: thumb.y - 13, width: 28, height: 28)), Color.black.withAlpha(0.15))
        list.fill(.ellipse(Rect(x: thumb.x - 14, y: thumb.y - 14, width: 28, height: 28)), .white)
        list.stroke(.ellipse(Rect(x: thumb.x - 14, y: thumb.y - 14, width: 28, height: 28)), .hex(0x6E6E73), width: 1)
    }

    /// A slider without a label, as in the talk: its value is all VoiceOver says. The fixed slider
    /// has input labels, the caption drawn before it first, so a Voice Control user can name it
    /// ("Increment Your age") without VoiceOver saying more than the talk's fix does; the talk
    /// (2014) predates Voice Control (docs/validation.md, "Every scene at the default depth").
    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: "age-slider", traits: .adjustable, frame: frame)
        if speaksAge { element.userInputLabels = ["Your age", "Age"] }
        element.$value = .computed { [unowned self] in SpeechText(self.speaksAge ? self.slider.ageText : self.slider.percentText) }
        element.activationPoint = thumbCenter(in: frame)
        let step = speaksAge ? 1 : AgeSlider.coarseStep
        element.onIncrement = { [unowned self] _ in self.slider.step(by: step) }
        element.onDecrement = { [unowned self] _ in self.slider.step(by: -step) }
        return [element]
    }

    var tracksTouches: Bool { true }

    /// A finger on the track sets the age where it is, and follows it.
    func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) {
        let track = track(frame)
        switch touch.phase {
        case .began:
            guard trackingTouch == nil else { return }
            trackingTouch = touch.id
        case .moved, .ended:
            guard trackingTouch == touch.id else { return }
            if touch.phase == .ended { trackingTouch = nil }
        case .cancelled:
            if trackingTouch == touch.id { trackingTouch = nil }
            return
        }
        _ = slider.set(fraction: (touch.location.x - track.minX) / track.width)
    }

    func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        [DeclaredGesture(kind: .pan, frame: frame, meaning: "drag the slider to set your age", equivalentElementID: "age-slider")]
    }
}

/// A captioned text field of the Profile form: the caption is the field's label, so one element
/// covers both, activated at the field; a tap on the field starts editing. While editing, the
/// field is outlined and shows an insertion point after its text. A custom-drawn field is no
/// UITextField, so iOS's Zoom cannot know where its insertion point is unless the app tells it
/// (`zoomFocusChanged`): the fixed app does as text is typed, so Zoom's lens follows the typing;
/// the broken app does not, and the lens stays where it was while the text runs out of it.
struct FormTextField: Component {
    let id: String
    let caption: String
    let text: String
    let captionFrame: Rect
    let fieldFrame: Rect
    let isEditing: Bool
    let style: HelloGoodbyeStyle
    let beginEditing: AccessibilityHook
    /// Typed text while editing: appended to the field's text.
    let insertText: (String, SceneContext) -> Bool
    /// Editing ends (VoiceOver's escape, as the keyboard's dismiss).
    let endEditing: AccessibilityHook
    /// Whether typing tells Zoom where the insertion point went (the fixed app).
    let reportsInsertionPoint: Bool
    /// Where the renderer's text ends: the insertion point stands there.
    private static let metrics = BundledFontAdvances()

    /// The caption and field, relative to the component's frame (their union).
    private func parts(_ frame: Rect) -> (caption: Rect, field: Rect) {
        let origin = captionFrame.union(fieldFrame)
        let dx = frame.minX - origin.minX, dy = frame.minY - origin.minY
        return (captionFrame.offsetBy(dx: dx, dy: dy), fieldFrame.offsetBy(dx: dx, dy: dy))
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let (captionBox, fieldBox) = parts(frame)
        let style = self.style
        func body(_ text: String, _ box: Rect) {
            list.text(TextRun(text, box: box, size: style.size(.body), weight: style.textWeight, color: style.foreground, wraps: true, style: .body))
        }
        body(caption, captionBox)
        list.fill(.roundedRect(fieldBox, radius: 8), .white)
        list.stroke(.roundedRect(fieldBox, radius: 8), isEditing ? style.systemTint : .hex(0x8E8E93), width: isEditing ? 2 : 1)
        let textBox = fieldBox.insetBy(dx: 12, dy: 8)
        body(text, textBox)
        guard isEditing else { return }
        list.fill(.rect(insertionPoint(after: text, in: fieldBox)), style.systemTint)
    }

    /// The insertion point after `text` in the field: a 2-point bar at the end of its last line.
    private func insertionPoint(after text: String, in fieldBox: Rect) -> Rect {
        let textBox = fieldBox.insetBy(dx: 12, dy: 8)
        let size = style.size(.body), weight = style.textWeight
        let lines = Self.metrics.lineCount(of: text, size: size, weight: weight, width: textBox.width)
        let end = Self.metrics.lastLineWidth(of: text, size: size, weight: weight, width: textBox.width)
        return Rect(x: min(textBox.maxX - 2, textBox.minX + end + 1), y: textBox.minY + Double(lines - 1) * style.lineHeight(.body),
                    width: 2, height: style.lineHeight(.body))
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: id, label: SpeechText(caption), value: SpeechText(text), traits: .textField, frame: frame)
        element.activationPoint = parts(frame).field.center
        element.onActivate = beginEditing
        let field = parts(frame).field
        element.onTextInput = { [insertText, text, reportsInsertionPoint] typed, context in
            guard insertText(typed, context) else { return false }
            // Typing appends, so the insertion point follows the new text's end.
            if reportsInsertionPoint {
                context.post(.zoomFocusChanged(ZoomFocus(.insertionPoint, frame: insertionPoint(after: text + typed, in: field))))
            }
            return true
        }
        element.onEndEditing = endEditing
        return [element]
    }

    func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { parts(frame).field.contains(point) }

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        gesture.kind == .tap && beginEditing(context)
    }
}

/// Hides the elements of its content whose middle lies under `covered` (the risen preview card
/// hides the form behind it from sight, and so from VoiceOver). An element the card only touches
/// stays: with longer hobbies the pitch field reaches a few points under the tab while its text is
/// in plain sight, and hiding it left that text unread.
struct HiddenUnder: ContentWrapper, TakesNoTouches {
    let covered: Rect?
    let content: any Component

    func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                               settings: Settings) -> [AccessibilityElement] {
        guard let covered else { return children }
        return children.filter { !covered.contains($0.frame.center) }
    }
}

/// HelloGoodbye's navigation bar: the screen's title as a heading, Back on the leading side and,
/// while a field is edited, Done on the trailing side. Drawn over the content; its buttons are
/// `Button`s, so a tap and VoiceOver's activation run the same action.
struct HelloGoodbyeNavigationBar: TakesNoTouches {
    let title: String
    let layout: HelloGoodbyeLayout
    let back: AccessibilityHook?
    let done: AccessibilityHook?

    private var style: HelloGoodbyeStyle { layout.style }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let bar = layout.navigationBar
        list.fill(.rect(bar), style.navigationBar)
        list.fill(.rect(Rect(x: 0, y: bar.maxY - 0.5, width: bar.width, height: 0.5)), Color.black.withAlpha(0.3))
        let titleFrame = layout.titleFrame(title, besideBack: back != nil)
        let titleSize = layout.titleSize(title, besideBack: back != nil)
        list.text(TextRun(title, box: titleFrame.insetBy(dx: 0, dy: (titleFrame.height - SeedAppText.lineHeight(size: titleSize)) / 2),
                          size: titleSize, weight: style.navigationTitleWeight, color: .black, alignment: .center, style: .headline))
    }

    /// The bar is a container labelled with its title, as UIKit's navigation bar is: after a push
    /// VoiceOver says the screen's title, then the bar's as focus lands on Back inside it ("Profile,
    /// Profile, Back, Back button.", *Accessibility on iOS*). Its children sort with the screen.
    func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                               settings: Settings) -> [AccessibilityElement] {
        let heading = AccessibilityElement(id: "title", label: SpeechText(title), traits: .header,
                                           frame: layout.titleFrame(title, besideBack: back != nil))
        return [.container(id: "navigation-bar", frame: layout.navigationBar, label: SpeechText(title), explicitOrder: false,
                           children: [heading] + children)]
    }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        var buttons: [PlacedComponent] = []
        if let back {
            buttons.append(PlacedComponent(Button(id: "back", label: "Back", traits: [.button, .backButton],
                                                  content: barText("Back", weight: .regular, chevron: true), action: back),
                                           in: layout.backButton))
        }
        if let done {
            buttons.append(PlacedComponent(Button(id: "done", label: "Done", content: barText("Done", weight: .semibold, chevron: false),
                                                  action: done), in: layout.doneButton))
        }
        return buttons
    }

    /// A bar button's look: system-tinted text, with a back chevron on the leading side.
    private func barText(_ text: String, weight: FontWeight, chevron: Bool) -> Drawing {
        let style = self.style
        return Drawing { frame, list, _, _ in
            // Done is set trailing: its box runs to the button's leading edge, so the semibold word
            // keeps its room at the bar's largest size (it was cut at AX5 with 8 pt taken off each side).
            let textBox = Rect(x: frame.minX + (chevron ? 20 : 0), y: frame.midY - style.barLineHeight(.body) / 2,
                               width: frame.width - (chevron ? 20 : 8), height: style.barLineHeight(.body))
            if chevron {
                list.stroke(.path(HelloGoodbyeArtwork.chevron(at: Point(frame.minX + 4, frame.midY), height: 20), FillRule: .nonZero),
                            style.systemTint, width: 3)
            } else {
                ControlPalette(settings: style.settings).drawButtonShape(in: frame, textHeight: style.barLineHeight(.body), tint: style.systemTint,
                                                                         over: .white, into: &list)
            }
            list.text(TextRun(text, box: textBox, size: style.barSize(.body), weight: style.settings.weight(weight), color: style.systemTint,
                              alignment: chevron ? .leading : .trailing, style: .body))
        }
    }
}

/// The Profile screen's Preview tab and the card it slides up (or, under Reduce Motion in the
/// fixed app, fades in). Swiping the tab up shows the card, swiping the card down hides it; the
/// fixed tab is also a button that toggles it. While the card is up it takes every touch, so the
/// form behind it cannot be reached.
struct PreviewDrawer: Component {
    let layout: HelloGoodbyeLayout
    let person: HelloGoodbyePerson
    let isShown: Bool
    /// How far the card has risen at `time`, 0…1.
    let progress: (Int) -> Double
    /// The fixed app: the tab is a button and the card's elements read in order.
    let isFixed: Bool
    let setShown: (Bool, SceneContext) -> Bool
    /// Where the risen card is scrolled, when it is taller than its room (accessibility sizes in
    /// the fixed app): it then shows in a scroll area below the bar instead of rising off the top.
    var scroll: ScrollState? = nil

    /// The card scrolls in its own area: risen, fixed, and taller than the room.
    private var scrolls: Bool { isShown && scroll != nil }

    private var position: Double { isShown ? 1 : 0 }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let style = layout.style
        let progress = progress(time)
        let moving = progress > 0 && progress < 1
        // Reduce Motion (fixed app): the card fades in place instead of sliding.
        let fades = style.accommodates && style.settings.reduceMotion
        let position = fades ? (progress > 0 ? 1 : 0) : progress
        let card = layout.previewCard(person, shown: position)
        let tab = layout.previewTab(card: card, shown: position)
        list.animating(moving ? (fades ? .fade : .planeShift) : nil) { list in
            list.withOpacity(fades && moving ? progress : 1) { list in
                // A card that scrolls is drawn by its scroll area, in place at once.
                if position > 0 && !scrolls { card.draw(into: &list, style: style) }
            }
            var tabShape = Path.roundedRect(tab, radius: 12)
            tabShape.append(.rect(Rect(x: tab.minX, y: tab.midY, width: tab.width, height: tab.height / 2)))
            list.fill(.path(tabShape, FillRule: .nonZero), style.overlay)
            list.text(TextRun("Preview", box: tab.insetBy(dx: 8, dy: (tab.height - style.lineHeight(.headline)) / 2),
                              size: style.size(.headline), weight: style.headingWeight, color: style.foreground,
                              alignment: .center, style: .headline))
        }
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        let card = layout.previewCard(person, shown: position)
        var tab = AccessibilityElement(id: "preview-tab", label: "Preview", traits: isFixed ? .button : .staticText,
                                       frame: layout.previewTab(card: card, shown: position))
        if isFixed {
            let shown = isShown, setShown = self.setShown
            tab.onActivate = { setShown(!shown, $0) }
        }
        return isShown && !scrolls ? [tab, card.element(prefix: "preview", fixed: isFixed, actions: [])] : [tab]
    }

    /// The risen card's scroll area, when it scrolls: below the bar and the tab, to the bottom.
    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        guard scrolls, let scroll else { return [] }
        let risen = layout.previewCard(person, shown: 1)
        // Starting where the tab ends, computed from the tab itself: the area lies beside the tab,
        // not over it by a rounding error (the tab would then be an element it covers).
        let tab = layout.previewTab(card: risen, shown: 1)
        let viewport = Rect(x: 0, y: tab.maxY, width: frame.width, height: layout.previewViewport.maxY - tab.maxY)
        let height = risen.frame.height
        let card = ScrolledPreviewCard(person: person, style: layout.style, margin: HelloGoodbyeLayout.margin, isFixed: isFixed)
        return [PlacedComponent(ScrollArea(id: "preview-scroll", state: scroll, scrollsWhenContentFits: false, Sized(height: height, card)),
                                in: viewport)]
    }

    /// The card and tab, where the card is now; the whole screen while the card is up.
    func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool {
        isShown || swipeArea.contains(point)
    }

    private var swipeArea: Rect {
        let card = layout.previewCard(person, shown: position)
        let tab = layout.previewTab(card: card, shown: position)
        return isShown ? card.frame.union(tab) : tab.insetBy(dx: -20, dy: -20)
    }

    var tracksTouches: Bool { isShown }

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        guard gesture.kind == .swipe, swipeArea.contains(gesture.location) else { return false }
        switch gesture.direction {
        case .up?: return !isShown && setShown(true, context)
        case .down?: return isShown && setShown(false, context)
        default: return false
        }
    }

    func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        let card = layout.previewCard(person, shown: position)
        let equivalent = isFixed ? "preview-tab" : nil
        var gestures = [DeclaredGesture(kind: .swipe, frame: layout.previewTab(card: card, shown: position),
                                        meaning: "slide the preview tab up to preview your profile", equivalentElementID: equivalent)]
        if isShown {
            gestures.append(DeclaredGesture(kind: .swipe, frame: card.frame, meaning: "slide the preview down to hide it",
                                            equivalentElementID: equivalent))
        }
        return gestures
    }
}

/// The preview card inside its scroll area: drawn and exposed where the area lays it out.
struct ScrolledPreviewCard: TakesNoTouches {
    let person: HelloGoodbyePerson
    let style: HelloGoodbyeStyle
    let margin: Double
    let isFixed: Bool

    private func card(in frame: Rect) -> ProfileCard {
        ProfileCard(person: person, origin: Point(frame.minX + margin, frame.minY), width: frame.width - 2 * margin, style: style)
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        card(in: frame).draw(into: &list, style: style)
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        [card(in: frame).element(prefix: "preview", fixed: isFixed, actions: [])]
    }
}

/// The Matches screen's card: swiped up to say hello, down to say goodbye; the fixed card offers
/// both as custom actions on every element. A decision sends the card off the way it was swiped
/// and zooms the next one in (or fades them, under Reduce Motion in the fixed app).
struct MatchCardView: TakesTouchesInItsFrame {
    // Its whole frame takes the fingers on it: its swipes are decisions, not scrolls.
    let person: HelloGoodbyePerson
    /// The match leaving, the way it goes, and how long ago it went at a time; nil when none is.
    let leaving: (Int) -> (person: HelloGoodbyePerson, decision: HelloGoodbyeScene.Decision, elapsed: Int)?
    let style: HelloGoodbyeStyle
    let screenHeight: Double
    let isFixed: Bool
    let decide: (HelloGoodbyeScene.Decision, SceneContext) -> Bool

    /// The card of `person` laid out in `frame`.
    private func card(_ person: HelloGoodbyePerson, in frame: Rect) -> ProfileCard {
        ProfileCard(person: person, origin: frame.origin, width: frame.width, style: style)
    }

    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        card(person, in: Rect(x: 0, y: 0, width: proposal.width, height: 0)).frame.size
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let card = card(person, in: frame)
        guard let transition = leaving(time) else {
            card.draw(into: &list, style: style)
            return
        }
        let fades = style.accommodates && style.settings.reduceMotion
        if transition.elapsed < HelloGoodbyeScene.cardOutDuration {
            // The old card leaves the way the user swiped it (or fades, under Reduce Motion).
            let t = Double(transition.elapsed) / Double(HelloGoodbyeScene.cardOutDuration)
            let dy = (transition.decision == .hello ? -1.0 : 1.0) * screenHeight * t
            list.animating(fades ? .fade : .planeShift) { list in
                list.withOpacity(fades ? 1 - t : 1) { list in
                    list.withTransform(fades ? .identity : .translation(x: 0, y: dy)) { list in
                        self.card(transition.person, in: frame).draw(into: &list, style: style)
                    }
                }
            }
        } else {
            // The next card arrives: zooming in "as though it's coming from far away", or fading in.
            let t = Double(transition.elapsed - HelloGoodbyeScene.cardOutDuration) / Double(HelloGoodbyeScene.cardInDuration)
            list.animating(fades ? .fade : .scale) { list in
                list.withOpacity(t) { list in
                    let scale = fades ? 1 : 0.2 + 0.8 * t
                    list.withTransform(.about(card.frame.center, .scale(scale))) { list in card.draw(into: &list, style: style) }
                }
            }
        }
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var actions: [CustomAction] = []
        if isFixed {
            let decide = self.decide
            actions = [CustomAction("Say hello") { decide(.hello, $0) }, CustomAction("Say goodbye") { decide(.goodbye, $0) }]
        }
        return [card(person, in: frame).element(prefix: "card", fixed: isFixed, actions: actions)]
    }

    var tracksTouches: Bool { true }

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        guard gesture.kind == .swipe else { return false }
        switch gesture.direction {
        case .up?: return decide(.hello, context)
        case .down?: return decide(.goodbye, context)
        default: return false
        }
    }

    func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        let equivalent = isFixed ? "card-photo" : nil
        return [DeclaredGesture(kind: .swipe, frame: frame, meaning: "swipe up to say hello", equivalentElementID: equivalent),
                DeclaredGesture(kind: .swipe, frame: frame, meaning: "swipe down to say goodbye", equivalentElementID: equivalent)]
    }
}
