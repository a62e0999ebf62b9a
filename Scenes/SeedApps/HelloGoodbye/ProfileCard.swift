import AXCore

/// The profile card (the sample's CardView), used by the Profile screen's preview and by every match:
/// a photo, then "Age" and "Hobbies" headings side by side with their values underneath, then the
/// elevator pitch.
///
/// That side-by-side layout is why the audited app read "Age, Hobbies, 32": VoiceOver sorts by
/// rows. (At accessibility text sizes the card turns into one column.) The fixed card lists its elements explicitly (photo, age heading, age, hobbies heading,
/// hobbies, pitch heading, pitch) and exposes the photo as "Profile photo", as the talk does.
struct ProfileCard {
    let person: HelloGoodbyePerson
    let frame: Rect
    let photo: Rect
    let ageTitle: Rect
    let ageValue: Rect
    let hobbiesTitle: Rect
    let hobbiesValue: Rect
    let pitchTitle: Rect
    let pitchValue: Rect

    static let padding = 16.0
    static let ageColumn = 84.0
    static let photoSide = 140.0
    static let headingStyle = TextStyle.headline
    static let detailStyle = TextStyle.body

    static let ageHeading = "Age"
    static let hobbiesHeading = "Hobbies"
    static let pitchHeading = "Elevator pitch"

    /// Lays the card out with its top-left corner at `origin`, `width` wide; the height follows the text.
    init(person: HelloGoodbyePerson, origin: Point, width: Double, style: HelloGoodbyeStyle) {
        self.person = person
        let p = Self.padding
        let inner = width - 2 * p
        let left = origin.x + p
        photo = Rect(x: origin.x + (width - Self.photoSide) / 2, y: origin.y + p, width: Self.photoSide, height: Self.photoSide)
        let titlesTop = photo.maxY + 14
        if style.settings.contentSize.isAccessibilityCategory {
            // At accessibility sizes the two columns no longer fit side by side: one column, each
            // heading over its value (which also happens to read in order).
            func row(_ text: String, _ textStyle: TextStyle, below top: Double, gap: Double) -> Rect {
                Rect(x: left, y: top + gap, width: inner, height: style.height(of: text, textStyle, width: inner))
            }
            ageTitle = row(Self.ageHeading, Self.headingStyle, below: titlesTop, gap: 0)
            ageValue = row(String(person.age), Self.detailStyle, below: ageTitle.maxY, gap: 4)
            hobbiesTitle = row(Self.hobbiesHeading, Self.headingStyle, below: ageValue.maxY, gap: 14)
            hobbiesValue = row(person.hobbies, Self.detailStyle, below: hobbiesTitle.maxY, gap: 4)
        } else {
            let rightX = left + Self.ageColumn + 12
            let rightWidth = origin.x + width - p - rightX
            let titleHeight = max(style.height(of: Self.ageHeading, Self.headingStyle, width: Self.ageColumn),
                                  style.height(of: Self.hobbiesHeading, Self.headingStyle, width: rightWidth))
            ageTitle = Rect(x: left, y: titlesTop, width: Self.ageColumn, height: titleHeight)
            hobbiesTitle = Rect(x: rightX, y: titlesTop, width: rightWidth, height: titleHeight)
            let valuesTop = titlesTop + titleHeight + 4
            ageValue = Rect(x: left, y: valuesTop, width: Self.ageColumn,
                            height: style.height(of: String(person.age), Self.detailStyle, width: Self.ageColumn))
            hobbiesValue = Rect(x: rightX, y: valuesTop, width: rightWidth,
                                height: style.height(of: person.hobbies, Self.detailStyle, width: rightWidth))
        }
        let pitchTop = max(ageValue.maxY, hobbiesValue.maxY) + 14
        pitchTitle = Rect(x: left, y: pitchTop, width: inner, height: style.height(of: Self.pitchHeading, Self.headingStyle, width: inner))
        pitchValue = Rect(x: left, y: pitchTitle.maxY + 4, width: inner,
                          height: style.height(of: person.elevatorPitch, Self.detailStyle, width: inner))
        frame = Rect(x: origin.x, y: origin.y, width: width, height: pitchValue.maxY + p - origin.y)
    }

    func draw(into list: inout DisplayList, style: HelloGoodbyeStyle) {
        list.fill(.roundedRect(frame.offsetBy(dx: 0, dy: 3), radius: 18), Color.black.withAlpha(0.12))
        list.fill(.roundedRect(frame, radius: 18), .white)
        if let border = style.cardBorder { list.stroke(.roundedRect(frame, radius: 18), border, width: 2) }
        HelloGoodbyeArtwork.face(person.look, in: photo, into: &list)
        func heading(_ text: String, _ box: Rect) {
            list.text(TextRun(text, box: box, size: style.size(Self.headingStyle), weight: style.headingWeight,
                              color: style.foreground, wraps: true, style: Self.headingStyle))
        }
        func detail(_ text: String, _ box: Rect) {
            list.text(TextRun(text, box: box, size: style.size(Self.detailStyle), weight: style.textWeight,
                              color: style.detail, wraps: true, style: Self.detailStyle))
        }
        heading(Self.ageHeading, ageTitle)
        heading(Self.hobbiesHeading, hobbiesTitle)
        detail(String(person.age), ageValue)
        detail(person.hobbies, hobbiesValue)
        heading(Self.pitchHeading, pitchTitle)
        detail(person.elevatorPitch, pitchValue)
    }

    /// The card's elements under ids `prefix-…`. `actions` go on every element (the talk's
    /// "Say hello" / "Say goodbye", so they work wherever the user is in the card).
    func element(prefix: String, fixed: Bool, actions: [CustomAction]) -> AccessibilityElement {
        func text(_ suffix: String, _ label: String, _ frame: Rect) -> AccessibilityElement {
            var element = AccessibilityElement(id: "\(prefix)-\(suffix)", label: SpeechText(label), traits: .staticText, frame: frame)
            element.customActions = actions
            return element
        }
        var children: [AccessibilityElement] = []
        if fixed {
            var picture = AccessibilityElement(id: "\(prefix)-photo", label: "Profile photo", traits: .image, frame: photo)
            picture.customActions = actions
            picture.ignoresInvertColors = true
            children.append(picture)
        }
        children += [text("age-title", Self.ageHeading, ageTitle),
                     text("age", String(person.age), ageValue),
                     text("hobbies-title", Self.hobbiesHeading, hobbiesTitle),
                     text("hobbies", person.hobbies, hobbiesValue),
                     text("pitch-title", Self.pitchHeading, pitchTitle),
                     text("pitch", person.elevatorPitch, pitchValue)]
        // Fixed: the talk's accessibilityElements array. Broken: no order given, so VoiceOver sorts
        // by position and reads "Age, Hobbies, 32".
        return .container(id: prefix, frame: frame, explicitOrder: fixed, children: children)
    }
}
