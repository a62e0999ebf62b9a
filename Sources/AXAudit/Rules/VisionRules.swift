import AXCore
import AXEngine

/// Smart Invert inverts an image that does not ignore invert colours (What's New in Accessibility,
/// WWDC 2017: photos and media must keep their colours). A glyph or icon drawn in one colour is not
/// such an image: it is meant to invert with the text beside it, and spared it can vanish into the
/// inverted background, which is reported instead (docs/vision.md).
struct InvertedImageRule: ExportBlindRule {
    let info = RuleInfo(
        id: .invertImageInverted, area: .vision, severity: .warning,
        title: "Smart Invert would invert this image, or keeps a glyph that then vanishes",
        explanation: "Smart Invert reverses an app's colours except in views that ignore invert colours; an image element without "
            + "ignoresInvertColors on it, an ancestor, or every drawn item of its picture is shown as a negative, unless it draws in one colour (a glyph or icon, "
            + "which inverts with the text beside it; paint in the page's colour counts as a colour beside the rest, as a white sky, "
            + "not under or over it, as a plate; an item marked as a picture makes it a photo). So is a photo drawn by another element (a card or a cell showing a picture, "
            + "as a UIImageView inside a cell whose element is the cell), reported on the element drawing it, or, where no focusable element holds it, at its place on the screen, each separate picture (items overlapping or touching along an edge taken together) its own finding. A one-colour glyph that does ignore invert colours keeps its colour "
            + "while what lies around it is reversed, and is reported when it then stands out at less than 3:1: an image element's, "
            + "or any other focusable element's (an icon button) whose drawing has a shape of at least 3 points each way and is all one colour, its spared plate in the page's colour counted as a colour, as the glyph is seen on it; "
            + "text alone, or with an underline, is contrast.vision's (docs/vision.md).",
        fix: "Set ignoresInvertColors (UIKit's accessibilityIgnoresInvertColors) on the photo or its container.",
        reference: "What's New in Accessibility (WWDC 2017)")

    /// The fix of a spared glyph that vanishes: it should invert as text does.
    static let glyphFix = "Do not set ignoresInvertColors on a glyph or icon of one colour: let it invert with the text beside it. Spare only photos, video and other pictures."

    let reviewReason = "the export does not say whether a view ignores invert colours"

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        var sparedIDs: Set<String> = []
        for node in subject.nodes where node.element.ignoresInvertColors { sparedIDs.insert(node.element.id) }
        // Image elements are judged as pictures and as glyphs; any other focusable element (an icon
        // button) only as a glyph, and only when it draws a shape: text is contrast.vision's.
        // Another element is spared only where something is: by a property in the tree, or item by
        // item in the drawing. Where nothing is, only images are drawn, and a state without them
        // reads no element's drawing.
        let anySpared = !sparedIDs.isEmpty || subject.displayList.items.contains(where: \.ignoresInvertColors)
        let judged = anySpared ? subject.focusable : subject.focusable.filter { $0.element.traits.contains(.image) }
        let drawings = subject.drawnItems(ofElements: Set(judged.map(\.element.id)))
        for node in judged {
            let isImage = node.element.traits.contains(.image)
            let spared = node.element.ignoresInvertColors || node.ancestorIDs.contains(where: sparedIDs.contains)
                || drawings[node.element.id].map(Self.sparesItsPicture) == true
            guard isImage || spared else { continue }
            let ink = drawings[node.element.id].flatMap {
                Self.glyphInk(of: $0, background: subject.displayList.background, frame: node.element.frame, shapeRequired: !isImage,
                              spared: spared)
            }
            let name = node.element.label?.string ?? node.element.id
            guard spared else {
                if ink == nil {
                    report.add(node, "Smart Invert would invert the image \"\(name)\"", detail: "image trait, no ignoresInvertColors on it or an ancestor")
                }
                continue
            }
            // A spared glyph keeps its colour; what lies around it is reversed unless spared too.
            guard let ink else { continue }
            let outside = Self.pointBeside(ink.bounds)
            let sampler = subject.frameSampler
            let around = sampler.color(at: outside), seenAround = sampler.color(at: outside, smartInverted: true)
            let drawn = Contrast.ratio(ink.color.composited(over: around), around)
            let seen = Contrast.ratio(ink.color.composited(over: seenAround), seenAround)
            guard drawn >= Contrast.nonTextRatio, seen < Contrast.nonTextRatio else { continue }
            report.add(node, "Smart Invert keeps the glyph \"\(name)\" \(ink.color.hexString) while reversing what lies around it: "
                       + "\(String(format: "%.2f", seen)):1",
                       detail: "one-colour \(isImage ? "image" : "glyph") with ignoresInvertColors; \(ink.color.hexString) on \(seenAround.hexString) under smart-invert "
                           + "\(String(format: "%.2f", seen)):1 (as drawn \(String(format: "%.2f", drawn)):1 on \(around.hexString)); required 3:1",
                       fix: Self.glyphFix)
        }
        reportInvertedPictures(subject, spared: sparedIDs, report: &report)
    }

    /// The measure of a photo drawn inverted by an element that is not an image (a card, a cell).
    static let drawnPictureMeasure = "drawn picture inverted"

    /// A photo drawn by an element that is not an image (a card or a cell showing a photo, as a
    /// `UIImageView` inside a cell whose element is the cell): each picture item Smart Invert shows
    /// as a negative (`DisplayList.invertedPictureBounds`) in the drawing of the component exposing
    /// an element belongs to the smallest focusable element, that one or inside it, whose frame holds
    /// the item's centre (a collection view's drawing holds its cards'). An image element's are
    /// judged above; an element that ignores invert colours, or lies inside one that does, has none
    /// (its drawing is spared). Only items drawn as a picture count: a glyph, a background or text is
    /// never one. Nothing is drawn again where the frame holds no such item. A Swift scene that draws
    /// by hand draws one frame, with no drawing per element: there a picture (its items that overlap,
    /// taken together) belongs to the smallest focusable element whose frame holds it whole, so a
    /// button drawn over part of a photo is not taken for the photo's owner. A picture no focusable
    /// element owns (a profile photo beside its card's texts, a decorative photo) is inverted all the
    /// same: it is reported at its place on the screen.
    private func reportInvertedPictures(_ subject: AuditSubject, spared: Set<String>, report: inout FindingSink) {
        guard subject.displayList.items.contains(where: { $0.isPicture && !$0.ignoresInvertColors }) else { return }
        let focusable = subject.focusable
        let screen = subject.screen
        let pictures = Self.pictures(subject.displayList.invertedPictureBounds).filter { picture in
            picture.intersection(screen).map { $0.width > 0 && $0.height > 0 } ?? false
        }
        var drawsPicture: Set<Int> = []
        var owned = Array(repeating: false, count: pictures.count)
        func own(_ item: Rect, by owner: Int) {
            drawsPicture.insert(owner)
            let centre = Point(item.midX, item.midY)
            for index in pictures.indices where pictures[index].contains(centre) { owned[index] = true }
        }
        if subject.drawsElementsApart {
            for (id, drawing) in subject.drawnItems(ofElements: Set(subject.nodes.map(\.element.id))) {
                let negatives = drawing.invertedPictureBounds
                guard !negatives.isEmpty else { continue }
                let candidates = focusable.indices.filter { focusable[$0].element.id == id || focusable[$0].ancestorIDs.contains(id) }
                for bounds in negatives {
                    let centre = Point(bounds.midX, bounds.midY)
                    let owner = candidates.filter { focusable[$0].element.frame.contains(centre) }
                        .min { focusable[$0].element.frame.area < focusable[$1].element.frame.area }
                    if let owner { own(bounds, by: owner) }
                }
            }
        } else {
            for picture in pictures {
                let owner = focusable.indices.filter { focusable[$0].element.frame.insetBy(dx: -1, dy: -1).contains(picture) }
                    .min { focusable[$0].element.frame.area < focusable[$1].element.frame.area }
                if let owner { own(picture, by: owner) }
            }
        }
        for index in drawsPicture.sorted() {
            let node = focusable[index]
            guard !node.element.traits.contains(.image), !node.element.ignoresInvertColors,
                  !node.ancestorIDs.contains(where: spared.contains) else { continue }
            let name = node.element.label?.string ?? node.element.id
            report.add(node, "Smart Invert would invert the photo drawn by \"\(name)\"",
                       detail: "a picture drawn by an element without the image trait, no ignoresInvertColors on it, an ancestor or the picture",
                       measure: Self.drawnPictureMeasure)
        }
        let sparedFrames = subject.nodes.filter { spared.contains($0.element.id) }.map(\.element.frame)
        for (index, picture) in pictures.enumerated() where !owned[index] {
            let centre = Point(picture.midX, picture.midY)
            guard !sparedFrames.contains(where: { $0.contains(centre) }) else { continue }
            let place = picture.intersection(screen) ?? picture
            let at = "(\(Int(place.minX.rounded())), \(Int(place.minY.rounded()))), \(Int(place.width.rounded()))×\(Int(place.height.rounded()))"
            report.add(nil, "Smart Invert would invert the photo drawn at \(at), which no element shows",
                       detail: "a picture drawn where no focusable element holds it, with no ignoresInvertColors on the view drawing it",
                       measure: "\(Self.drawnPictureMeasure) at \(at)", fix: Self.unownedPictureFix, at: place)
        }
    }

    /// The fix of a photo no element shows: the property is the view's, element or not.
    static let unownedPictureFix = "Set ignoresInvertColors (UIKit's accessibilityIgnoresInvertColors) on the view drawing the photo, "
        + "even where it is not an accessibility element (in Swift here, wrap it in IgnoringInvertColors; in a scene file, "
        + "\"ignoresInvertColors\": true on its drawing items)."

    /// Picture items' bounds gathered into pictures: items that overlap or touch along an edge,
    /// directly or through others, are one picture (a photo's sky, sun and hills; a photo drawn as
    /// two halves), its bounds their union. Items that meet at a corner only, or lie apart, are
    /// separate pictures.
    static func pictures(_ items: [Rect]) -> [Rect] {
        func joined(_ a: Rect, _ b: Rect) -> Bool {
            let across = min(a.maxX, b.maxX) - max(a.minX, b.minX), down = min(a.maxY, b.maxY) - max(a.minY, b.minY)
            return across >= 0 && down >= 0 && (across > 0 || down > 0)
        }
        var merged: [Rect] = []
        for item in items {
            var picture = item
            // Absorbing one picture can make it join another already gathered: repeat until none does.
            while let index = merged.firstIndex(where: { joined($0, picture) }) {
                picture = picture.union(merged.remove(at: index))
            }
            merged.append(picture)
        }
        return merged
    }

    /// Whether a drawing's picture is spared item by item: it paints something besides text, and
    /// every such item ignores invert colours (a scene file's `"ignoresInvertColors"` on the photo's
    /// shape, its caption left to invert as text does).
    static func sparesItsPicture(_ drawing: DisplayList) -> Bool {
        var pictured = false, inverted = false
        drawing.readEachItem { _, item in
            switch item.command {
            case .text, .pushClip, .popClip: return
            case .fill, .stroke, .image:
                pictured = true
                if !item.ignoresInvertColors { inverted = true }
            }
        }
        return pictured && !inverted
    }

    /// The one colour `drawing` paints, and where, when it is a glyph: every shape and text of one
    /// colour (its translucent shades counted as it), a template image in its tint. Paint in the
    /// screen's `background` colour is left aside as the page where it lies under or over the
    /// drawing's other paint (a plate a glyph is drawn on, a white letter on a badge); beside it (a
    /// photo's white sky next to its sunset) it is a colour of the drawing, and so it is everywhere
    /// in a `spared` drawing, whose plate keeps its colour while the page around is reversed: the
    /// glyph is seen on it. Nil for a picture (an item marked as a picture, an untinted image, or two
    /// colours or more), for an empty drawing, which tell nothing of a glyph, and for one colour
    /// whose filled rectangles cover nine tenths of the image's `frame` or more: a flat picture, as a
    /// scene file draws a photo (a carousel's pages), not a glyph. With `shapeRequired` (an element
    /// that is not an image: an icon button), nil too unless a shape or tinted image of the ink is at
    /// least `minimumGlyphSide` points each way: text alone, or text with an underline or a
    /// separator, is text, which `contrast.vision` judges.
    static func glyphInk(of drawing: DisplayList, background: Color, frame: Rect? = nil, shapeRequired: Bool = false,
                         spared: Bool = false) -> (color: Color, bounds: Rect)? {
        func rgb(_ c: Color) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }
        let paper = rgb(background)
        // What each visible item paints: its colour's key, where, and whether it is a filled
        // rectangle (rounded or not) or a shape; nil for a marked picture or an untinted image.
        var painted: [(item: DisplayItem, color: Color, key: [Int], bounds: Rect)] = []
        var isGlyph = true
        drawing.readEachItem { _, item in
            guard isGlyph else { return }
            if item.isPicture { isGlyph = false; return }
            let color: Color, local: Rect
            switch item.command {
            case .fill(let shape, let c), .stroke(let shape, let c, _): color = c; local = shape.bounds
            case .text(let run): color = run.color; local = run.box
            case .image(_, let rect, let tint):
                guard let tint else { isGlyph = false; return }
                color = tint; local = rect
            case .pushClip, .popClip: return
            }
            guard color.alpha * item.opacity > 0 else { return }
            painted.append((item, color, rgb(color), item.transform.apply(local)))
        }
        guard isGlyph else { return nil }
        func overlaps(_ a: Rect, _ b: Rect) -> Bool { a.intersection(b) != nil }
        var ink: (color: Color, key: [Int], bounds: Rect)?
        // Where rectangles (rounded or not) are filled in the ink: a flat picture fills its frame so.
        var flat: Rect?
        var shaped = false
        for entry in painted {
            if entry.key == paper, !spared,
               painted.contains(where: { $0.key != paper && overlaps($0.bounds, entry.bounds) }) { continue }
            let bounds = entry.bounds
            switch entry.item.command {
            case .fill(.rect, _), .fill(.roundedRect, _): flat = flat.map { $0.union(bounds) } ?? bounds
            default: break
            }
            switch entry.item.command {
            case .fill, .stroke, .image:
                if bounds.width >= Self.minimumGlyphSide, bounds.height >= Self.minimumGlyphSide { shaped = true }
            default: break
            }
            if let found = ink {
                if found.key != entry.key { return nil }
                ink = (found.color, found.key, found.bounds.union(bounds))
            } else {
                ink = (entry.color.withAlpha(entry.color.alpha * entry.item.opacity), entry.key, bounds)
            }
        }
        guard let ink, shaped || !shapeRequired else { return nil }
        if let frame, frame.width > 0, frame.height > 0, let flat,
           let covered = flat.intersection(frame), covered.width * covered.height >= 0.9 * frame.width * frame.height {
            return nil
        }
        return (ink.color, ink.bounds)
    }

    /// The least width and height, in points, of a shape that makes a non-image element's drawing a
    /// glyph: a line (an underline, a separator) is thinner, the smallest icons are larger.
    static let minimumGlyphSide = 3.0

    /// A point just beside `bounds`, at the middle of its leading edge (or its trailing one at the
    /// screen's edge): what the glyph is seen against.
    private static func pointBeside(_ bounds: Rect) -> Point {
        bounds.minX >= 1 ? Point(bounds.minX - 1, bounds.midY) : Point(bounds.maxX + 1, bounds.midY)
    }
}

/// The colour filters the colour rules measure text and states under: the three deficiencies at full
/// severity (published matrices) and Invert. Left out: iOS's Color Filters, whose matrices Apple does
/// not publish (a finding would judge our stand-in, not iOS); reduced contrast, Reduce White Point and
/// Color Tint, which lower every pair's contrast by design; grayscale, which keeps luminance and so
/// every ratio; and the blur, no colour change (docs/vision.md).
enum MeasuredVisionFilters {
    static let all: [VisionFilter] = [.protanopia(severity: 1), .deuteranopia(severity: 1), .tritanopia(severity: 1), .classicInvert]
    static let deficiencies: [VisionFilter] = [.protanopia(severity: 1), .deuteranopia(severity: 1), .tritanopia(severity: 1)]
}

/// Text that meets its contrast ratio as drawn but not as a user sees it through a filter.
struct FilteredTextContrastRule: Rule {
    let info = RuleInfo(
        id: .contrastVision, area: .vision, kind: .frame, severity: .warning,
        title: "Text contrast drops below its ratio under a colour-vision deficiency or a display filter",
        explanation: "The text colour and what is drawn under it are put through protanopia, deuteranopia and tritanopia "
            + "(Machado 2009, full severity), Classic Invert and, where a view ignores invert colours, Smart Invert (which "
            + "reverses the text and everything drawn but that view's drawing), and compared with the ratio "
            + "WCAG asks: 4.5:1 (3:1 for large text), and under Increase Contrast the enhanced ratios, 7:1 (4.5:1 for large "
            + "text), as contrast.text-enhanced asks: text that passes as drawn but not through a "
            + "filter is reported with the filters (docs/vision.md). An inactive control's text (notEnabled) is not judged.",
        fix: "Make the text and its background differ in lightness, not only in hue.",
        reference: "WCAG 1.4.3, WCAG 1.4.6")

    /// The fix of a finding under Classic Invert alone: inverting each channel keeps no contrast ratio
    /// (black on mid-grey, 5.32:1, inverts to white on mid-grey, 4.00:1), so the pair must move away
    /// from the middle grey rather than differ more in lightness.
    static let invertedFix = "Move the background away from mid-grey (Classic Invert turns each colour to its opposite, which keeps no contrast ratio): darker under light text, lighter under dark text, so the pair passes inverted too."

    /// The fix of a finding under Smart Invert alone: the text is reversed and what lies under it is
    /// not (a caption drawn over a photo that ignores invert colours), or the other way round.
    static let smartInvertedFix = "Smart Invert reverses this text but not the view under it that ignores invert colours (or the other way round): make the text part of that view (a subview, spared with it), or give it a backdrop of its own behind it."

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let enhanced = subject.settings.increaseContrast
        // A frame's text runs share a few colour pairs (black on white, grey on white), and so do a
        // scene's states and variants: each pair's ratios through the filters are worked out once
        // per validation, kept with its frame measurements.
        for m in subject.textContrasts {
            let required = Contrast.requiredTextRatio(size: m.run.size, bold: m.run.weight.isBold, enhanced: enhanced)
            guard m.ratio >= required else { continue }
            let pair = FrameMeasurements.ColourPair(foreground: m.foreground.composited(over: m.background), background: m.background)
            let ratios = subject.measurements.filteredRatios(of: pair) {
                MeasuredVisionFilters.all.map { Contrast.ratio($0.apply(to: pair.foreground), $0.apply(to: pair.background)) }
            }
            var drops = zip(MeasuredVisionFilters.all, ratios).compactMap { filter, ratio -> (String, Double)? in
                ratio < required ? (filter.name, ratio) : nil
            }
            // Smart Invert where it differs from Classic Invert: what a view that ignores invert
            // colours draws keeps its colours, all else is reversed (`TextContrast.Measurement`).
            if let smart = m.smartInverted, smart.ratio < required { drops.append((VisionFilter.smartInvert.name, smart.ratio)) }
            guard let worst = drops.min(by: { $0.1 < $1.1 }), !TextContrast.isOfInactiveControl(m, in: subject) else { continue }
            // Inverting keeps no ratio even between colours that differ only in lightness (black on
            // mid-grey): lightness is not the remedy there.
            let onlyInverted = drops.allSatisfy { $0.0 == VisionFilter.classicInvert.name }
            let onlySmart = drops.allSatisfy { $0.0 == VisionFilter.smartInvert.name }
            report.add(textAt: m.drawnBox, drawnAt: m.index,
                       "Text \"\(m.run.string)\" drops to \(String(format: "%.2f", worst.1)):1 under \(worst.0)",
                       detail: drops.map { "\($0.0) \(String(format: "%.2f", $0.1)):1" }.joined(separator: ", ")
                           + "; required \(Format.number(required)):1 (as drawn \(String(format: "%.2f", m.ratio)):1)",
                       measure: m.run.string, fix: onlySmart ? Self.smartInvertedFix : onlyInverted ? Self.invertedFix : nil)
        }
    }

}

/// An element whose two states (on and off, selected or not) are drawn alike but for colours a
/// colour-vision deficiency cannot tell apart: activating it changes only colours, and under some
/// deficiency every changed colour stays within `threshold` of its old one.
struct StateByColourRule: Rule {
    let info = RuleInfo(
        id: .visionStateByColour, area: .vision, kind: .probe, severity: .warning,
        title: "State told by colour alone: lost under a colour-vision deficiency, or less than 3:1 apart in lightness",
        explanation: "The element is acted on on a copy of the scene (activated; an adjustable incremented and decremented; each "
            + "custom action taken) and its drawing compared before and after: when only colours "
            + "change (no shape, text or position; a colour laid wholly over the same shape, hiding the other, is a change of colour; "
            + "a drawing added that stands out from what lies beneath it neither 3:1 nor ΔE 25, a white mark on white, is no change of shape) and, through protanopia, deuteranopia or tritanopia (Machado 2009, full "
            + "severity), every changed colour is less than ΔE*ab 25 from its old one, a user with that deficiency cannot see "
            + "the state; when no changed colour is 3:1 from its old one in contrast, only hue tells the states apart, which "
            + "WCAG 1.4.1 does not count as a distinction (docs/vision.md). A state a scene shows otherwise once Differentiate "
            + "Without Colour or On/Off Labels is on (drawn again under both, compared again) is a note: those users see it, as "
            + "Apple asks, while WCAG 1.4.1 asks for it without a setting. The first 40 such elements of a state are acted on; "
            + "more are listed as not assessed, by id.",
        fix: "Show the state with a shape, a mark or text as well (a check mark, a thumb's position, a filled icon), or make "
            + "the two colours differ in lightness; at the least, show it so once Differentiate Without Colour is on "
            + "(UIAccessibility.shouldDifferentiateWithoutColor).",
        reference: "WCAG 1.4.1")

    /// Below this CIE 1976 ΔE*ab, measured after the filter, two colours read as shades of one.
    static let threshold = 25.0
    /// The contrast between a state's colours at which WCAG 1.4.1 counts their lightness as a
    /// distinction of its own ("Understanding SC 1.4.1": a difference in relative luminance giving 3:1).
    static let lightnessRatio = 3.0
    /// At most this many elements are acted on per state and settings; the rest are listed as not
    /// assessed (`notProbed`).
    static let limit = 40

    /// Once, under settings with no display accommodation on: the states' colours are the scene's
    /// own, and each activation is a probe.
    func applies(to settings: Settings) -> Bool { Self.applies(to: settings) }

    static func applies(to settings: Settings) -> Bool {
        !settings.increaseContrast && !settings.reduceTransparency && !settings.boldText && !settings.reduceMotion
            && settings.contentSize == Settings().contentSize
    }

    /// The elements whose drawing is compared: the first `limit` a user acts on with an action every
    /// technology shares (`gestures(of:)`). Their activation, shared with the other probe rules
    /// (`AuditSubject.activationOutcome`), and their other actions, taken by the same probe, draw
    /// the scene after them.
    static func compared(in subject: AuditSubject) -> ArraySlice<AuditNode> {
        compared(among: subject.interactive)
    }

    /// The first `limit` of `interactive` (a tree's interactive nodes, in tree order) a user acts on
    /// (`gestures(of:)`): those whose drawings are compared, and those exploration draws (`ObservedState`).
    static func compared(among interactive: [AuditNode]) -> ArraySlice<AuditNode> {
        actedOn(among: interactive).prefix(limit)
    }

    /// Every one of `interactive` a user acts on, in tree order: beyond the first `limit`, those
    /// the probe leaves out, which the report lists as not assessed (`notProbed`).
    static func actedOn(among interactive: [AuditNode]) -> [AuditNode] {
        interactive.filter { !gestures(of: $0.element).isEmpty }
    }

    /// The actions whose outcome is compared on `element`, each with the words a finding names it
    /// by: activation (an activate hook, a button or a toggle), increment and decrement (an
    /// adjustable's value is a state as much as a switch's), and its custom actions (as many as
    /// the custom-action probe takes): the actions VoiceOver, Switch Control, Voice Control and Full
    /// Keyboard Access all reach, taken through the probe's one gesture path (`ProbeGesture`).
    static func gestures(of element: AccessibilityElement) -> [(name: String, gesture: ProbeGesture)] {
        var gestures: [(name: String, gesture: ProbeGesture)] = []
        if element.onActivate != nil || !element.traits.isDisjoint(with: [.button, .toggleButton]) { gestures.append(("activating", .activate)) }
        if element.traits.contains(.adjustable) {
            if element.onIncrement != nil { gestures.append(("incrementing", .increment)) }
            if element.onDecrement != nil { gestures.append(("decrementing", .decrement)) }
        }
        for (i, action) in element.customActions.prefix(CustomActionProbeRule.probedCustomActions).enumerated() {
            gestures.append(("its custom action \"\(action.name.string)\"", .customAction(index: i)))
        }
        return gestures
    }

    /// Whether the scene is drawn after `gesture` to compare its colours (`gestures(of:)`'s kinds).
    static func drawsAfter(_ gesture: ProbeGesture) -> Bool {
        switch gesture {
        case .activate, .increment, .decrement, .customAction: return true
        default: return false
        }
    }

    /// What the report says of the elements a user acts on beyond the first `limit`, which the
    /// probe did not act on; nil when there are none. Named, so a long screen is not reported
    /// clean in silence.
    static func notProbed(in subject: AuditSubject) -> String? {
        let all = actedOn(among: subject.interactive)
        guard all.count > limit else { return nil }
        let left = all.dropFirst(limit).map(\.element.id)
        let named = left.prefix(10).joined(separator: ", ") + (left.count > 10 ? " and \(left.count - 10) more" : "")
        return "probed the first \(limit) of the \(all.count) elements a user acts on in a state; not probed: \(named)"
    }

    /// `settings` with the display settings on that make an app add a shape where colour alone
    /// would tell: Differentiate Without Colour and On/Off Labels.
    static func shapeSettings(from settings: Settings) -> Settings {
        var shaped = settings
        shaped.differentiateWithoutColor = true
        shaped.onOffLabels = true
        return shaped
    }
    private static let shapeSettingNames = "\(Settings.Key.differentiateWithoutColor.rawValue) and \(Settings.Key.onOffLabels.rawValue)"

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        if let left = Self.notProbed(in: subject) { report.notAssessed(left) }
        for node in Self.compared(in: subject) {
            // One finding per element: the first of its actions whose states differ only in colour.
            for (name, gesture) in Self.gestures(of: node.element) {
                guard let pairs = colourChanges(gesture, on: node.element.id, in: subject),
                      let (headline, judgedDetail) = Self.judged(pairs) else { continue }
                // An activation's finding reads as it always did; another action's names it.
                let detail = gesture == .activate ? judgedDetail : "on \(name): " + judgedDetail
                // Apple's pattern: an app that tells a state by colour shows it otherwise once the user
                // turns on Differentiate Without Colour (or On/Off Labels, for a switch). Those users see
                // it; WCAG 1.4.1 asks for it without a setting, so it stays a note, the same finding as
                // the warning it was (its identity the headline's), so a baseline keyed by it matches.
                if subject.probe.showsMoreThanColour(gesture, on: node.element.id, drawnUnder: Self.shapeSettings(from: subject.settings)) {
                    report.add(node, headline + " unless Differentiate Without Colour or On/Off Labels is on",
                               detail: detail + "; with " + Self.shapeSettingNames + " on it is shown otherwise, as Apple asks, "
                                   + "while WCAG 1.4.1 asks for it without a setting", severity: .info,
                               measure: Finding.measure(ofMessage: headline))
                } else {
                    report.add(node, headline, detail: detail)
                }
                break
            }
        }
    }

    /// The headline and detail of a finding on a state change whose colours changed as `pairs`;
    /// nil when a colour-vision deficiency keeps them apart and they differ 3:1 in lightness.
    private static func judged(_ pairs: [(Color, Color)]) -> (String, String)? {
        let unfiltered = pairs.map { ColourDifference.deltaE($0.0, $0.1) }.max() ?? 0
        guard unfiltered >= threshold else { return nil }
        let lost = MeasuredVisionFilters.deficiencies.compactMap { filter -> (String, Double)? in
            let seen = pairs.map { ColourDifference.deltaE(filter.apply(to: $0.0), filter.apply(to: $0.1)) }.max() ?? 0
            return seen < threshold ? (filter.name, seen) : nil
        }
        // WCAG 1.4.1: colours a contrast of 3:1 apart differ in lightness, a distinction that needs
        // no colour vision at all (a monochromat's, a grayscale screen's); below it, only hue tells.
        let lightness = pairs.map { Contrast.ratio($0.0, $0.1) }.max() ?? 1
        if !lost.isEmpty {
            return ("Its states differ only in colour, indistinguishable under " + lost.map(\.0).joined(separator: " and "),
                    lost.map { "\($0.0) ΔE \(String(format: "%.1f", $0.1))" }.joined(separator: ", ")
                        + " (as drawn ΔE \(String(format: "%.1f", unfiltered))); threshold ΔE \(Format.number(threshold))")
        } else if lightness < lightnessRatio {
            return ("Its states differ only in colour, less than 3:1 apart in lightness",
                    "the states' colours are at most \(String(format: "%.2f", lightness)):1 apart; WCAG 1.4.1 counts "
                        + "\(Format.number(lightnessRatio)):1 as a difference seen without colour (as drawn ΔE \(String(format: "%.1f", unfiltered)))")
        }
        return nil
    }

    /// The colours that change when `gesture` is taken on `elementID` from the initial state, as
    /// (before, after) pairs composited over the screen's background; nil when anything but colours
    /// changes (or nothing does, or VoiceOver cannot focus it). An activation is the one the other
    /// probe rules read; every action's drawing is compared with the probe copy's initial one (drawn once).
    private func colourChanges(_ gesture: ProbeGesture, on elementID: String, in subject: AuditSubject) -> [(Color, Color)]? {
        let outcome = subject.reusesActions && gesture == .activate ? subject.activationOutcome(of: elementID)
            : subject.probe.run(on: elementID, gesture, drawingUnder: subject.settings)
        return outcome?.colourOnlyChanges
    }

    /// The colour pairs that differ between two lists alike in everything but colour; nil when they differ otherwise or not at all.
    /// Each colour is seen as drawn: a see-through one over what its own list draws beneath it (a
    /// translucent state colour on a dark card is seen over the card, not the screen's white).
    static func colourOnlyChanges(_ a: DisplayList, _ b: DisplayList) -> [(Color, Color)]? {
        colourOnlyChanges(DrawingBefore(a), b)
    }

    /// The drawing before the actions compared with it, with what comparing works out of it alone:
    /// its list without covered fills (`withoutCoveredFills`) and the samplers of both, each made
    /// when first asked and kept. A probe copy keeps one per settings it draws under
    /// (`Probe.initialDrawing`), so the actions compared with the same initial drawing do not each
    /// work them out again. Depends only on the list, which never changes; used on one thread.
    final class DrawingBefore {
        /// The drawing itself.
        let list: DisplayList
        init(_ list: DisplayList) { self.list = list }
        /// `list` without the fills no one sees (`withoutCoveredFills`).
        private(set) lazy var seen: DisplayList = StateByColourRule.withoutCoveredFills(list)
        /// What lies beneath a point of `list` (`itemwiseColourChanges`).
        private(set) lazy var sampler = FrameSampler(list, screen: StateByColourRule.sampledArea)
        /// What lies beneath a point of `seen`: `list`'s sampler where no fill was covered.
        private(set) lazy var seenSampler: FrameSampler = seen.count == list.count ? sampler
            : FrameSampler(seen, screen: StateByColourRule.sampledArea)
    }

    /// `colourOnlyChanges(_:_:)` with the drawing before's own work kept (`DrawingBefore`).
    static func colourOnlyChanges(_ before: DrawingBefore, _ b: DisplayList) -> [(Color, Color)]? {
        let a = before.list
        if let pairs = itemwiseColourChanges(a, b, samplerA: { before.sampler }) { return pairs.isEmpty ? nil : pairs }
        // A state drawn as a colour laid over the other (a green pill over the red one, a selected
        // tab's blue icon over its grey one) adds an item that hides one, or moves it from one tab
        // to the next: compared as they show, without the fills so covered, only a colour may have
        // changed. Asked only of drawings that differ otherwise: most activations change nothing.
        let seenA = before.seen, seenB = Self.withoutCoveredFills(b)
        if seenA.count < a.count || seenB.count < b.count, let pairs = itemwiseColourChanges(seenA, seenB, samplerA: { before.seenSampler }) {
            return pairs.isEmpty ? nil : pairs
        }
        // A drawing added or removed is a change of shape only if it shows: a white check mark on a
        // white row is not seen, and a state told otherwise by colour alone still is. Asked only of
        // drawings with items added or removed.
        // The drawing before, when none of its items is left out, is `seenA`, sampled as it.
        guard seenA.count != seenB.count, let shown = Self.withoutUnseenAdditions(seenA, seenB, samplerA: { before.seenSampler }),
              let pairs = itemwiseColourChanges(shown.0, shown.1, samplerA: shown.0.count == seenA.count ? { before.seenSampler } : nil)
        else { return nil }
        return pairs.isEmpty ? nil : pairs
    }

    /// Whether a colour drawn over `beneath` stands out from it by the rule's own measures of a
    /// distinction: `lightnessRatio` (3:1, also WCAG 1.4.11's contrast for a state's graphics) in
    /// lightness, or `threshold` (ΔE 25) in colour. A white mark on a white row is not seen; a white
    /// one on iOS's green (2.2:1, ΔE 80) and a yellow one on white (1.5:1, ΔE 90) are.
    static func standsOut(_ colour: Color, over beneath: Color) -> Bool {
        Contrast.ratio(colour, beneath) >= lightnessRatio || ColourDifference.deltaE(colour, beneath) >= threshold
    }

    /// `a` and `b` without the items one of them draws and the other does not that no one sees: a
    /// fill, stroke or text run that does not stand out (`standsOut`) from the colour its own list
    /// draws beneath its middle (a white check mark on a white row). The lists are walked together, items drawn
    /// alike but for colour paired; an item left over that shows (or is an image) is a change of
    /// shape, and nil is returned, as it is when nothing is left out.
    /// `samplerA`, when given, gives `a`'s sampler as kept (`DrawingBefore`).
    static func withoutUnseenAdditions(_ a: DisplayList, _ b: DisplayList,
                                       samplerA: (() -> FrameSampler)? = nil) -> (DisplayList, DisplayList)? {
        let itemsA = a.items, itemsB = b.items
        var samplers: (a: FrameSampler?, b: FrameSampler?) = (nil, nil)
        func unseen(inB: Bool, _ index: Int) -> Bool {
            let item = inB ? itemsB[index] : itemsA[index]
            let colour: Color, middle: Point
            switch item.command {
            case .fill(let shape, let c): colour = c; middle = item.transform.apply(shape.bounds).center
            case .stroke(let shape, let c, _): colour = c; middle = item.transform.apply(shape.bounds).center
            case .text(let run): colour = run.color; middle = item.transform.apply(run.box).center
            default: return false
            }
            let beneath: Color
            if inB {
                if samplers.b == nil { samplers.b = FrameSampler(b, screen: Self.sampledArea) }
                beneath = samplers.b!.color(at: middle, beforeIndex: index)
            } else {
                if samplers.a == nil { samplers.a = samplerA?() ?? FrameSampler(a, screen: Self.sampledArea) }
                beneath = samplers.a!.color(at: middle, beforeIndex: index)
            }
            let seen = colour.withAlpha(colour.alpha * item.opacity).composited(over: beneath)
            return !Self.standsOut(seen, over: beneath)
        }
        func pairs(_ i: Int, _ j: Int) -> Bool {
            guard i < itemsA.count, j < itemsB.count else { return false }
            // Read in place: a copy of each item retained its paths and text runs.
            return itemsA.pairInPlace(at: i, with: itemsB, at: j) { x, y in
                if case .different = compare(&x, &y, sameBackground: true) { return false }
                return true
            }
        }
        var i = 0, j = 0
        var dropA: Set<Int> = [], dropB: Set<Int> = []
        while i < itemsA.count || j < itemsB.count {
            if pairs(i, j) { i += 1; j += 1; continue }
            let leftA = i < itemsA.count, leftB = j < itemsB.count
            // An item one list adds is passed over where the next pairs; else from the longer rest.
            if leftB, pairs(i, j + 1), unseen(inB: true, j) { dropB.insert(j); j += 1 }
            else if leftA, pairs(i + 1, j), unseen(inB: false, i) { dropA.insert(i); i += 1 }
            else if leftB, itemsB.count - j >= itemsA.count - i, unseen(inB: true, j) { dropB.insert(j); j += 1 }
            else if leftA, unseen(inB: false, i) { dropA.insert(i); i += 1 }
            else if leftB, unseen(inB: true, j) { dropB.insert(j); j += 1 }
            else { return nil }
        }
        guard !dropA.isEmpty || !dropB.isEmpty else { return nil }
        return (a.removingItems(at: dropA), b.removingItems(at: dropB))
    }

    /// The colour pairs that differ between two drawings item by item, the items at one place
    /// compared: empty when they are alike, nil when they differ in more than colour.
    /// `samplerA`, when given, gives `a`'s sampler as kept (`DrawingBefore`).
    private static func itemwiseColourChanges(_ a: DisplayList, _ b: DisplayList,
                                              samplerA: (() -> FrameSampler)? = nil) -> [(Color, Color)]? {
        guard a.count == b.count else { return nil }
        var pairs: [(Color, Color)] = []
        // Each list's colours are seen over its background, itself over white: worked out once per list.
        let underA = a.background.composited(over: .white), underB = b.background.composited(over: .white)
        // What lies beneath a see-through item, sampled in its own list; made only when one changes.
        var samplers: (a: FrameSampler?, b: FrameSampler?) = (nil, nil)
        func beneath(_ inB: Bool, at point: Point, before index: Int) -> Color {
            if inB {
                if samplers.b == nil { samplers.b = FrameSampler(b, screen: Self.sampledArea) }
                return samplers.b!.color(at: point, beforeIndex: index)
            }
            if samplers.a == nil { samplers.a = samplerA?() ?? FrameSampler(a, screen: Self.sampledArea) }
            return samplers.a!.color(at: point, beforeIndex: index)
        }
        func note(_ x: Color, _ y: Color, at place: (index: Int, point: Point)?) {
            let cx = x.isOpaque ? x : x.composited(over: place.map { beneath(false, at: $0.point, before: $0.index) } ?? underA)
            let cy = y.isOpaque ? y : y.composited(over: place.map { beneath(true, at: $0.point, before: $0.index) } ?? underB)
            if cx != cy { pairs.append((cx, cy)) }
        }
        note(a.background, b.background, at: nil)
        // An item the same in both, over the same background, notes no pair and differs in nothing:
        // it is passed over (a drawing after an activation is mostly the one before). Items are read
        // where they lie (`allPairsInPlace`): copied out to be compared, each retained its paths and text runs.
        // The recoloured ones are noted after the walk: a closure over `note`, made for each item,
        // copied both lists each time (a tenth of validating the home screen).
        let sameBackground = underA == underB
        var index = -1
        var recoloured: [(x: Color, y: Color, index: Int, point: Point)] = []
        let onlyColours = a.items.allPairsInPlace(with: b.items) { x, y in
            index += 1
            switch compare(&x, &y, sameBackground: sameBackground) {
            case .alike: return true
            case .recoloured(let c, let d, let point): recoloured.append((c, d, index, point)); return true
            case .different: return false
            }
        }
        guard onlyColours else { return nil }
        for change in recoloured { note(change.x, change.y, at: (change.index, change.point)) }
        return pairs
    }

    /// `list` without each fill the next item covers wholly: an opaque fill of the same shape,
    /// placed alike, not animated. What shows is unchanged; only items no one sees are left out.
    static func withoutCoveredFills(_ list: DisplayList) -> DisplayList {
        let items = list.items
        var covered: Set<Int> = []
        for i in items.indices.dropLast() {
            guard case .fill(let shape, _) = items[i].command else { continue }
            let next = items[i + 1]
            guard case .fill(let over, let colour) = next.command, over == shape, colour.alpha == 1, next.opacity == 1,
                  next.animation == nil, next.transform == items[i].transform else { continue }
            covered.insert(i)
        }
        return covered.isEmpty ? list : list.removingItems(at: covered)
    }

    /// The area a sampler of what lies beneath a changed colour indexes: the largest screen a scene
    /// has (an iPad's, in points); a point beyond it is looked up in the cells at its edge.
    static let sampledArea = Rect(0, 0, 1366, 1366)

    /// How an item compares with the one in its place in the other drawing.
    private enum ItemComparison {
        /// Drawn alike, colours too.
        case alike
        /// Drawn alike but for the colour, each as drawn (the item's opacity applied), at the middle of where it lies.
        case recoloured(Color, Color, Point)
        /// Drawn otherwise.
        case different
    }

    /// How two items compare: alike, alike but for their colour, or otherwise. The same command
    /// over the same background is passed over without looking at its parts. Read in place
    /// (`inout`, not changed): `==` on the items copied each.
    private static func compare(_ x: inout DisplayItem, _ y: inout DisplayItem, sameBackground: Bool) -> ItemComparison {
        guard x.transform == y.transform, x.opacity == y.opacity, x.animation == y.animation else { return .different }
        if sameBackground && x.command == y.command { return .alike }
        // The colours as drawn, the item's opacity applied, with the middle of where it lies.
        let opacity = x.opacity, transform = x.transform
        func seen(_ c: Color) -> Color { opacity == 1 ? c : c.withAlpha(c.alpha * opacity) }
        switch (x.command, y.command) {
        case (.fill(let s, let c), .fill(let t, let d)) where s == t: return .recoloured(seen(c), seen(d), transform.apply(s.bounds).center)
        case (.stroke(let s, let c, let w), .stroke(let t, let d, let v)) where s == t && w == v:
            return .recoloured(seen(c), seen(d), transform.apply(s.bounds).center)
        case (.text(var r), .text(var q)):
            let (c, d) = (r.color, q.color)
            r.color = .black; q.color = .black
            guard r == q else { return .different }
            return .recoloured(seen(c), seen(d), transform.apply(r.box).center)
        default:
            return x.command == y.command ? .alike : .different
        }
    }
}

/// Button Shapes (`UIAccessibility.buttonShapesEnabled`): with it on, iOS gives a button that is
/// text alone an underline or a backdrop shape, so the words read as something to tap. UIKit's
/// buttons draw it themselves; a button an app draws itself must. The simulator draws no system
/// control, so every button here is the scene's own drawing.
///
/// Decision: compared as `text.not-bold` compares Bold Text (`AuditSubject.frame(turningOn:)`):
/// on the variant drawn with the default content size and no other setting on, the drawing of each
/// button (not a link, which is text by design) that is text alone, against the same element drawn
/// with Button Shapes on; unchanged, it ignores the setting. Judged where elements' drawings can be
/// told apart (component scenes, scene files); a button that draws a shape, an image or an icon
/// already is not text alone and passes. A warning, as `text.not-bold` is: the user turned on a
/// setting the screen ignores.
///
/// Decision: the element's own drawing does not show what a container draws under it, so a button
/// found so is passed when the whole frame shows its shape already (`standsOnButtonsShape`): a
/// segmented control's track, a pill a toolbar draws behind it, a tab bar's selection. UIKit's
/// Button Shapes changes a `UIButton` or a bar button item, not a segment, which its track shapes.
struct ButtonShapesRule: Rule {
    let info = RuleInfo(
        id: .visionButtonShapesIgnored, area: .vision, kind: .frame, severity: .warning,
        title: "A text-only button draws no shape under Button Shapes",
        explanation: "Compares the drawing of each button that is text alone (no shape, image or icon; not a link) with the same "
            + "button drawn with Button Shapes on: a drawing that stays the same ignores the setting, which people turn on because "
            + "words alone do not tell them what can be tapped. UIKit's buttons draw an underline or a backdrop under it by "
            + "themselves; a custom-drawn one must (docs/vision.md). A button whose words lie on a shape drawn around it already "
            + "(a segmented control's track, a pill a toolbar draws behind it: a fill under all its words that stands out from "
            + "what it lies on, mostly covered by the frames of the buttons on it, not a bar across the screen) has its shape and passes.",
        fix: "Under Button Shapes (UIAccessibility.buttonShapesEnabled, buttonShapesEnabledStatusDidChangeNotification), draw an "
            + "underline or a tinted backdrop shape under the button's text; a scene file: an item with "
            + "\"when\": { \"setting\": \"buttonShapes\", \"equals\": true }.",
        reference: "Apple: Button Shapes")

    func applies(to settings: Settings) -> Bool {
        !settings.buttonShapes && !settings.boldText && settings.contentSize == .default && !settings.increaseContrast
            && !settings.reduceTransparency && !settings.reduceMotion
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard subject.drawsElementsApart else { return }
        let buttons = subject.focusable.filter { $0.element.traits.contains(.button) && !$0.element.traits.contains(.link) }
        guard !buttons.isEmpty else { return }
        let drawn = subject.drawnItems(ofElements: Set(buttons.map(\.element.id)))
        let textOnly = buttons.filter { drawn[$0.element.id].map(Self.isTextAlone) == true }
        guard !textOnly.isEmpty else { return }
        let shaped = subject.drawnItems(ofElements: Set(textOnly.map(\.element.id)), turningOn: \.buttonShapes)
        let ignoring = textOnly.filter { shaped[$0.element.id] == drawn[$0.element.id] }
        guard !ignoring.isEmpty else { return }
        // Only then is the whole frame read: what the surrounding drawing lays under the words.
        let buttonFrames = buttons.map(\.element.frame)
        for node in ignoring {
            if let own = drawn[node.element.id],
               Self.standsOnButtonsShape(own, frame: subject.displayList, sampler: subject.frameSampler, screen: subject.screen,
                                         buttonFrames: buttonFrames) { continue }
            let words = drawn[node.element.id]?.items.compactMap { item -> String? in
                if case .text(let run) = item.command { return run.string }
                return nil
            }.joined(separator: " ") ?? ""
            report.add(node, "Button \"\(words)\" is text alone and stays so under Button Shapes",
                       detail: "its drawing is the same with buttonShapes on: no underline, no backdrop shape", measure: "button shapes")
        }
    }

    /// The least colour difference (CIE 1976 ΔE*ab) at which a fill shows as a shape against what it
    /// lies on: the lightest fill UIKit draws as a control's track (`tertiarySystemFill`, #767680 at
    /// 12% over white, ΔE 5.5) shows; a near-white #F7F7F7 on white (ΔE 2.8) does not.
    static let shapeShowsAtDeltaE = 5.0
    /// The share of a shape's bounds the frames of the buttons on it must cover for it to be theirs
    /// (a segmented control's track, a pill behind a bar button), not a card or a bar that holds them.
    static let buttonsCoverShare = 0.75

    /// Whether, in the whole `frame`, something other than the button (a container, the scene's own
    /// drawing) fills a shape under all of its words (`own`, the button's drawing, text alone) before
    /// them that shows and is the buttons': its colour stands out from what it lies on
    /// (`shapeShowsAtDeltaE`), the frames of the buttons (`buttonFrames`) cover most of it
    /// (`buttonsCoverShare`) and it is no bar across the screen's width. Such a button already has
    /// the shape Button Shapes would give it, as a segmented control's segments have their track.
    /// Read downward from the words: an opaque fill that is not such a shape hides what lies beneath.
    static func standsOnButtonsShape(_ own: DisplayList, frame: DisplayList, sampler: FrameSampler, screen: Rect,
                                     buttonFrames: [Rect]) -> Bool {
        var words: Rect?
        var first: DisplayItem?
        for item in own.items where item.opacity > 0 {
            guard case .text(let run) = item.command else { continue }
            let box = item.transform.apply(run.box)
            words = words.map { $0.union(box) } ?? box
            if first == nil { first = item }
        }
        guard let words, let first else { return false }
        let items = frame.items
        guard let at = items.firstIndex(where: { $0.command == first.command && $0.transform == first.transform }) else { return false }
        for index in stride(from: at - 1, through: 0, by: -1) {
            let item = items[index]
            guard case .fill(let shape, let colour) = item.command, item.opacity > 0, colour.alpha > 0 else { continue }
            let bounds = item.transform.apply(shape.bounds)
            guard bounds.contains(words) else { continue }
            let beneath = sampler.color(at: words.center, beforeIndex: index)
            let seen = colour.withAlpha(colour.alpha * item.opacity).composited(over: beneath)
            if ColourDifference.deltaE(seen, beneath) >= shapeShowsAtDeltaE, !(bounds.minX <= screen.minX && bounds.maxX >= screen.maxX),
               coveredShare(of: bounds, by: buttonFrames) >= buttonsCoverShare { return true }
            if colour.alpha * item.opacity >= 1 { return false }
        }
        return false
    }

    /// The share of `bounds` the `frames` cover (their overlaps with it summed, at most all of it).
    static func coveredShare(of bounds: Rect, by frames: [Rect]) -> Double {
        let area = bounds.width * bounds.height
        guard area > 0 else { return 0 }
        let covered = frames.reduce(0.0) { sum, frame in
            guard let part = frame.intersection(bounds) else { return sum }
            return sum + part.width * part.height
        }
        return min(1, covered / area)
    }

    /// Whether `list` draws words and nothing else that shows: no visible fill, stroke or image.
    static func isTextAlone(_ list: DisplayList) -> Bool {
        var words = false
        for item in list.items where item.opacity > 0 {
            switch item.command {
            case .text(let run): if run.string.contains(where: { $0.isLetter || $0.isNumber }) && run.color.alpha > 0 { words = true }
            case .fill(_, let colour), .stroke(_, let colour, _): if colour.alpha > 0 { return false }
            case .image: return false
            case .pushClip, .popClip: continue
            }
        }
        return words
    }
}
