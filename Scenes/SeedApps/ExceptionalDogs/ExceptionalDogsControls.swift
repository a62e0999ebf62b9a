import AXCore
import Foundation

/// The carousel of dogs: cards side by side, the current one in the middle, sliding (the centre
/// card zooming, the others tilting away) or, under Reduce Motion in the fixed app, fading from one
/// dog to the next. Swiping left brings the next dog in (right in a right-to-left layout: swipe
/// directions are the fingers' own). Fixed: one adjustable "Dog picker" whose value is the name and
/// favorite status; broken: every card is an element, the focused one scrolled into place.
struct DogCarousel: TakesTouchesInItsFrame {
    /// Unowned: the scene keeps its laid-out body, so a strong reference back would keep both alive.
    unowned let scene: ExceptionalDogsScene
    let layout: ExceptionalDogsLayout

    /// Ease in and out, so the card settles rather than stops.
    static func ease(_ t: Double) -> Double { t * t * (3 - 2 * t) }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        list.clipped(to: frame) { list in
            guard let move = scene.scrollProgress(time) else {
                drawCards(at: Double(scene.index), moving: false, settings: settings, into: &list)
                return
            }
            if settings.reduceMotion && !scene.isBroken {
                // Reduce Motion (“Deliver an Exceptional Accessibility Experience”, WWDC 2018): no slide, no zoom, no tilt; the old dog fades into the new one.
                list.animating(.fade) { list in
                    list.withOpacity(1 - move.progress) { list in
                        drawCards(at: Double(move.from), moving: false, settings: settings, into: &list)
                    }
                    list.withOpacity(move.progress) { list in
                        drawCards(at: Double(scene.index), moving: false, settings: settings, into: &list)
                    }
                }
            } else {
                // The cards slide, the centre one zooming, the others tilting away (a plane shift).
                let position = Double(move.from) + Double(scene.index - move.from) * Self.ease(move.progress)
                let lean = sin(Double.pi * move.progress) * 0.12 * Double(scene.index > move.from ? 1 : -1)
                drawCards(at: position, moving: true, lean: lean, settings: settings, into: &list)
            }
        }
    }

    /// Cards away from the centre are drawn smaller; while moving that change is a zoom, and the
    /// ones beside the centre tilt away (a plane shift).
    private func drawCards(at position: Double, moving: Bool, lean: Double = 0, settings: Settings, into list: inout DisplayList) {
        for (i, dog) in Dog.all.enumerated() {
            let frame = layout.cardFrame(i, position: position)
            guard frame.maxX > layout.carouselFrame.minX - 20, frame.minX < layout.carouselFrame.maxX + 20 else { continue }
            let distance = min(1, abs(Double(i) - position))
            let scale = AffineTransform.about(frame.center, .scale(1 - 0.12 * distance))
            let card = DogCard(dog: dog, layout: layout, isFavorite: scene.favorites.contains(dog.key))
            guard moving else {
                list.withTransform(scale) { list in card.draw(in: frame, settings: settings, into: &list) }
                continue
            }
            let shear = AffineTransform.about(frame.center, AffineTransform(a: 1, b: lean * distance, c: 0, d: 1, tx: 0, ty: 0))
            list.animating(distance < 0.5 ? .scale : .planeShift) { list in
                list.withTransform(shear.concatenating(scale)) { list in card.draw(in: frame, settings: settings, into: &list) }
            }
        }
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        unowned let scene = self.scene
        guard scene.isBroken else {
            var picker = AccessibilityElement(id: ExceptionalDogsScene.ElementID.picker, label: "Dog picker", traits: .adjustable, frame: frame)
            // The name, and the favorited status when set (the talk's "combination of the name and its favorited status").
            picker.$value = .computed { SpeechText(scene.isFavorite ? "\(scene.dog.name), favorite" : scene.dog.name) }
            picker.onIncrement = { context in scene.adjust(by: 1, context) }
            picker.onDecrement = { context in scene.adjust(by: -1, context) }
            // The dogs' photos are photos: Smart Invert leaves the picker as it is, as it leaves the
            // gallery's pictures (a negative dog was the fixed app's one inverted photo).
            picker.ignoresInvertColors = true
            return [picker]
        }
        // Before the audit: a paging collection view whose every card is an element (left of the
        // screen, on it, or off to the right), ahead of the buttons in reading order. It gives its
        // cards as its scroll content, so VoiceOver scrolls the card it moves to into place and that
        // dog becomes the current one ("Picture one of Bro"). It says nothing as it pages: the talk's
        // swipes through it heard the names alone ("Layla, Bro, Pudding").
        let cards = Dog.all.enumerated().map { i, dog in
            AccessibilityElement(id: ExceptionalDogsScene.ElementID.card(dog), label: SpeechText(dog.name),
                                 frame: layout.cardFrame(i, position: Double(scene.index)))
        }
        var carousel = AccessibilityElement.container(id: ExceptionalDogsScene.ElementID.carousel, frame: frame,
                                                      explicitOrder: false, children: cards)
        carousel.scrollContent = ScrollContent(elements: cards) { shown, context in
            // The card lying where `shown` is: the one whose frame's centre is nearest.
            let target = cards.indices.min { abs(cards[$0].frame.midX - shown.midX) < abs(cards[$1].frame.midX - shown.midX) }
            guard let target, target != scene.index else { return false }
            return scene.scroll(by: target - scene.index, context)
        }
        return [carousel]
    }

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        guard gesture.kind == .swipe, gesture.direction == .left || gesture.direction == .right else { return false }
        let forward = (gesture.direction == .left) != context.settings.isRightToLeft
        return scene.scroll(by: forward ? 1 : -1, context)
    }

    func declaredGestures(in frame: Rect, settings: Settings) -> [DeclaredGesture] {
        [DeclaredGesture(kind: .swipe, frame: frame, meaning: "swipe left or right across the carousel to browse the dogs",
                         equivalentElementID: scene.isBroken ? nil : ExceptionalDogsScene.ElementID.picker)]
    }
}

/// One dog's card: a backdrop with paw prints, the portrait, the name on a plate and a heart when
/// the dog is a favorite. The carousel draws it where the card is at the moment, so it moves with
/// the carousel's animation; a right-to-left layout mirrors it with the carousel.
struct DogCard {
    let dog: Dog
    let layout: ExceptionalDogsLayout
    let isFavorite: Bool

    func draw(in frame: Rect, settings: Settings, into list: inout DisplayList) {
        let palette = ControlPalette(settings: settings)
        // The card's shadow: translucent, or a solid grey under Reduce Transparency.
        let shadow = Color.black.withAlpha(0.12)
        list.fill(.roundedRect(frame.offsetBy(dx: 0, dy: 3), radius: 20),
                  settings.reduceTransparency ? shadow.composited(over: palette.background) : shadow)
        list.fill(.roundedRect(frame, radius: 20), dog.backdrop)
        // A few paw prints on the backdrop.
        for (k, spot) in [(0.18, 0.16), (0.82, 0.22), (0.14, 0.62)].enumerated() {
            drawPaw(at: Point(frame.minX + frame.width * spot.0, frame.minY + frame.height * spot.1),
                    size: 9 + Double(k), color: dog.backdrop.mixed(with: .black, amount: 0.08), into: &list)
        }
        let plateHeight = layout.pointSize(.headline) * ExceptionalDogsLayout.lineSpacing + 12
        let portrait = Rect(x: frame.minX + 10, y: frame.minY + 8, width: frame.width - 20, height: frame.height - plateHeight - 18)
        list.clipped(to: frame.insetBy(dx: 2, dy: 2)) { list in
            DogPortrait(dog: dog, pose: 0).draw(in: portrait, settings: settings, into: &list)
        }
        // The name plate: translucent white, opaque with Reduce Transparency.
        let plate = Rect(x: frame.minX + 12, y: frame.maxY - plateHeight - 10, width: frame.width - 24, height: plateHeight)
        let plateColor = settings.reduceTransparency ? Color.white : Color.white.withAlpha(0.85)
        list.fill(.roundedRect(plate, radius: plateHeight / 2), plateColor)
        if let border = palette.cardBorder { list.stroke(.roundedRect(plate, radius: plateHeight / 2), border, width: palette.borderWidth) }
        list.text(TextRun(dog.name, box: plate.insetBy(dx: 10, dy: 0), size: layout.pointSize(.headline), weight: settings.weight(.semibold),
                          color: palette.primaryText, alignment: .center, style: .headline))
        if isFavorite {
            let heart = Self.heartPath(in: Rect(x: frame.maxX - 36, y: frame.minY + 12, width: 22, height: 20))
            list.fill(.path(heart, FillRule: .nonZero), Color.hex(0xD62D50))
        }
        if let border = palette.cardBorder { list.stroke(.roundedRect(frame, radius: 20), border, width: palette.borderWidth) }
    }

    private func drawPaw(at c: Point, size: Double, color: Color, into list: inout DisplayList) {
        list.fill(.ellipse(Rect(x: c.x - size * 0.6, y: c.y - size * 0.2, width: size * 1.2, height: size)), color)
        for (dx, dy) in [(-0.75, -0.55), (-0.25, -0.95), (0.25, -0.95), (0.75, -0.55)] {
            list.fill(.ellipse(Rect(x: c.x + dx * size - size * 0.2, y: c.y + dy * size - size * 0.2, width: size * 0.4, height: size * 0.45)), color)
        }
    }

    static func heartPath(in r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(r.midX, r.maxY))
        p.cubic(to: Point(r.minX, r.minY + r.height * 0.3), control1: Point(r.minX + r.width * 0.2, r.maxY - r.height * 0.25),
                control2: Point(r.minX, r.minY + r.height * 0.6))
        p.cubic(to: Point(r.midX, r.minY + r.height * 0.22), control1: Point(r.minX, r.minY - r.height * 0.05),
                control2: Point(r.midX - r.width * 0.05, r.minY))
        p.cubic(to: Point(r.maxX, r.minY + r.height * 0.3), control1: Point(r.midX + r.width * 0.05, r.minY),
                control2: Point(r.maxX, r.minY - r.height * 0.05))
        p.cubic(to: Point(r.midX, r.maxY), control1: Point(r.maxX, r.minY + r.height * 0.6),
                control2: Point(r.maxX - r.width * 0.2, r.maxY - r.height * 0.25))
        p.close()
        return p
    }
}

/// The gallery button: two stacked photos in a round button, shown for a dog with extra pictures
/// and fading out (and back in) as the carousel moves to a dog without (with) them. No element and
/// no tap for a dog without a gallery (Layla), as in the talk.
struct GalleryButton: Component {
    /// Unowned: the scene keeps its laid-out body, so a strong reference back would keep both alive.
    unowned let scene: ExceptionalDogsScene

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let fade = scene.galleryButtonOpacity(time)
        guard fade.opacity > 0 else { return }
        let palette = ControlPalette(settings: settings)
        list.animating(fade.fading ? .fade : nil) { list in
            list.withOpacity(fade.opacity) { list in
                list.fill(.ellipse(frame), palette.card)
                list.stroke(.ellipse(frame), palette.outline, width: palette.borderWidth)
                // Two stacked photos with a mountain on the front one.
                let back = Rect(x: frame.minX + 14, y: frame.minY + 11, width: 18, height: 14)
                let front = back.offsetBy(dx: -4, dy: 6)
                list.stroke(.roundedRect(back, radius: 2), palette.accent, width: settings.boldText ? 2.2 : 1.5)
                list.fill(.roundedRect(front, radius: 2), palette.card)
                list.stroke(.roundedRect(front, radius: 2), palette.accent, width: settings.boldText ? 2.2 : 1.5)
                list.fill(.path(.polygon([Point(front.minX + 2, front.maxY - 2), Point(front.minX + 7, front.minY + 5),
                                          Point(front.maxX - 2, front.maxY - 2)]), FillRule: .nonZero), palette.accent)
            }
        }
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        guard scene.dog.hasGallery else { return [] }
        var button = AccessibilityElement(id: ExceptionalDogsScene.ElementID.showGallery, label: "Show gallery", traits: .button, frame: frame)
        unowned let scene = self.scene
        button.onActivate = { context in scene.showGalleryFromAccessibility(context) }
        return [button]
    }

    func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { scene.dog.hasGallery && frame.contains(point) }

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        gesture.kind == .tap && scene.openGallery(context)
    }
}

/// The stats grid: titles with their values beside them, in blocks of two rows with hairlines
/// between. Fixed, each pair is one "Breed, mixed" element framed around both labels; broken
/// (`pairsTitlesWithValues` off), each block keeps its titles in one group and its values in
/// another, as the app's stack views did, so the reader says "Name, Breed, Pinky, mixed".
struct DogStats: TakesNoTouches {
    let layout: ExceptionalDogsLayout
    let pairsTitlesWithValues: Bool

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        let line = settings.boldText ? 2.0 : 1.0
        let divider = palette.outline.withAlpha(settings.increaseContrast ? 1 : 0.5)
        list.fill(.rect(Rect(x: frame.minX, y: frame.minY - 8, width: frame.width, height: line)), divider)
        for (index, cell) in layout.stats.enumerated() {
            if index > 0, cell.block != layout.stats[index - 1].block {
                let y = cell.frame.minY - ExceptionalDogsLayout.blockGap / 2
                list.fill(.rect(Rect(x: frame.minX, y: y, width: frame.width, height: line / 2)), divider)
            }
            list.text(TextRun(cell.title, box: cell.titleFrame, size: layout.pointSize(.subheadline),
                              weight: settings.weight(ExceptionalDogsLayout.titleWeight), color: palette.secondaryText,
                              alignment: .leading, style: .subheadline))
            list.text(TextRun(cell.value, box: cell.valueFrame, size: layout.pointSize(.body), weight: settings.weight(ExceptionalDogsLayout.valueWeight),
                              color: palette.primaryText, alignment: .leading, wraps: true, style: .body))
        }
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        typealias ID = ExceptionalDogsScene.ElementID
        guard !pairsTitlesWithValues else {
            let pairs = layout.stats.map { cell in
                AccessibilityElement(id: ID.stat(cell.key), label: SpeechText("\(cell.title), \(cell.value)"), traits: .staticText, frame: cell.frame)
            }
            return [.container(id: ID.stats, frame: frame, children: pairs)]
        }
        func union(_ frames: [Rect]) -> Rect { frames.dropFirst().reduce(frames[0]) { $0.union($1) } }
        let blocks = Dictionary(grouping: layout.stats, by: \.block).sorted { $0.key < $1.key }
        return blocks.flatMap { block, cells in
            let titles = cells.map {
                AccessibilityElement(id: ID.statTitle($0.key), label: SpeechText($0.title), traits: .staticText, frame: $0.titleFrame)
            }
            let values = cells.map {
                AccessibilityElement(id: ID.statValue($0.key), label: SpeechText($0.value), traits: .staticText, frame: $0.valueFrame)
            }
            return [AccessibilityElement.container(id: ID.statTitles(block), frame: union(titles.map(\.frame)), children: titles),
                    AccessibilityElement.container(id: ID.statValues(block), frame: union(values.map(\.frame)), children: values)]
        }
    }
}

/// The shelter card: a house, the shelter's name, and round map and call buttons. Fixed, the card
/// is one element with the custom actions Call and Open address in Maps (in the order the talk's
/// code declares them); broken (`offersActionsOnCard` off), the name and two buttons whose labels
/// do not say what they refer to.
struct ShelterCard: Component {
    let layout: ExceptionalDogsLayout
    let offersActionsOnCard: Bool
    let contact: (ExceptionalDogsScene.ShelterAction, SceneContext) -> Void

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        palette.drawCard(frame, radius: 14, into: &list)
        let icon = layout.shelterIconFrame
        // A house: roof triangle over a body with a door.
        list.fill(.path(.polygon([Point(icon.minX, icon.midY), Point(icon.midX, icon.minY + 2), Point(icon.maxX, icon.midY)]),
                        FillRule: .nonZero), palette.accent)
        list.fill(.rect(Rect(x: icon.minX + 5, y: icon.midY, width: icon.width - 10, height: icon.height / 2 - 2)), palette.accent)
        list.fill(.roundedRect(Rect(x: icon.midX - 3.5, y: icon.maxY - 11, width: 7, height: 9), radius: 2), palette.card)
        list.text(TextRun(Dog.shelterName, box: layout.shelterNameFrame, size: layout.pointSize(.headline),
                          weight: settings.weight(ExceptionalDogsLayout.shelterWeight), color: palette.primaryText,
                          alignment: .leading, wraps: true, style: .headline))
        roundButton(layout.mapButtonFrame, palette: palette, into: &list) { r, list in
            // A map pin: a circle narrowing to a point, with a hole.
            var pin = Path()
            pin.move(to: Point(r.midX, r.maxY - 2))
            pin.cubic(to: Point(r.minX + 3, r.minY + 8), control1: Point(r.midX - 4, r.maxY - 8), control2: Point(r.minX + 3, r.midY))
            pin.cubic(to: Point(r.maxX - 3, r.minY + 8), control1: Point(r.minX + 3, r.minY - 2), control2: Point(r.maxX - 3, r.minY - 2))
            pin.cubic(to: Point(r.midX, r.maxY - 2), control1: Point(r.maxX - 3, r.midY), control2: Point(r.midX + 4, r.maxY - 8))
            pin.close()
            list.fill(.path(pin, FillRule: .nonZero), .white)
            list.fill(.ellipse(Rect(x: r.midX - 2.5, y: r.minY + 5.5, width: 5, height: 5)), palette.accent)
        }
        roundButton(layout.callButtonFrame, palette: palette, into: &list) { r, list in
            // A telephone handset: a thick curved bar with two ear pieces.
            var handset = Path()
            handset.move(to: Point(r.minX + 2, r.minY + 4))
            handset.line(to: Point(r.minX + 7, r.minY + 1))
            handset.line(to: Point(r.minX + 10, r.minY + 7))
            handset.line(to: Point(r.minX + 7, r.minY + 9))
            handset.quad(to: Point(r.maxX - 9, r.maxY - 7), control: Point(r.midX - 1, r.midY + 5))
            handset.line(to: Point(r.maxX - 7, r.maxY - 10))
            handset.line(to: Point(r.maxX - 1, r.maxY - 7))
            handset.line(to: Point(r.maxX - 4, r.maxY - 2))
            handset.quad(to: Point(r.minX + 2, r.minY + 4), control: Point(r.minX - 2, r.maxY))
            handset.close()
            list.fill(.path(handset, FillRule: .nonZero), .white)
        }
    }

    /// A filled accent circle with a white glyph drawn into its central 18-point box.
    private func roundButton(_ frame: Rect, palette: ControlPalette, into list: inout DisplayList, glyph: (Rect, inout DisplayList) -> Void) {
        list.fill(.ellipse(frame), palette.accent)
        glyph(Rect(x: frame.midX - 9, y: frame.midY - 9, width: 18, height: 18), &list)
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        typealias ID = ExceptionalDogsScene.ElementID
        let contact = self.contact
        if offersActionsOnCard {
            var shelter = AccessibilityElement(id: ID.shelter, label: SpeechText(Dog.shelterName), frame: frame)
            shelter.customActions = [
                CustomAction(SpeechText(ExceptionalDogsScene.callActionName)) { contact(.call, $0); return true },
                CustomAction(SpeechText(ExceptionalDogsScene.mapActionName)) { contact(.maps, $0); return true },
            ]
            return [shelter]
        }
        var map = AccessibilityElement(id: ID.map, label: SpeechText(ExceptionalDogsScene.mapActionName), traits: .button,
                                       frame: layout.mapButtonFrame)
        map.onActivate = { contact(.maps, $0); return true }
        var call = AccessibilityElement(id: ID.call, label: SpeechText(ExceptionalDogsScene.callActionName), traits: .button,
                                        frame: layout.callButtonFrame)
        call.onActivate = { contact(.call, $0); return true }
        let name = AccessibilityElement(id: ID.shelterName, label: SpeechText(Dog.shelterName), traits: .staticText, frame: layout.shelterNameFrame)
        return [name, map, call]
    }

    func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool {
        layout.mapButtonFrame.contains(point) || layout.callButtonFrame.contains(point)
    }

    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        guard gesture.kind == .tap else { return false }
        contact(layout.mapButtonFrame.contains(gesture.location) ? .maps : .call, context)
        return true
    }
}

/// The gallery overlay: a dimmed backdrop, the dog's extra pictures growing into place (or fading,
/// under Reduce Motion), and a close button; it takes every touch. The pictures are islands, so a
/// right-to-left layout moves the close button but never flips a photo.
struct DogGallery: TakesTouchesInItsFrame {
    // Its whole frame takes touches: the overlay covers the screen, and touches outside the close
    // button go nowhere.
    /// Unowned: the scene keeps its laid-out body, so a strong reference back would keep both alive.
    unowned let scene: ExceptionalDogsScene
    let layout: ExceptionalDogsLayout

    private func entrance(_ time: Int) -> Double {
        scene.galleryOpenedAt.map { min(1, max(0, Double(time - $0) / Double(ExceptionalDogsScene.galleryDuration))) } ?? 1
    }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let t = entrance(time)
        let backdrop = settings.reduceTransparency ? Color.hex(0x1C1C1E) : Color.black.withAlpha(0.72)
        list.animating(t < 1 ? .fade : nil) { list in
            list.withOpacity(t < 1 ? t : 1) { list in list.fill(.rect(frame), backdrop) }
        }
    }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let dog = scene.dog
        var placed = layout.galleryPictureFrames(count: dog.galleryCount).enumerated().map { i, pictureFrame in
            PlacedComponent(GalleryPicture(dog: dog, pose: i + 1, label: dog.galleryLabels[i], id: ExceptionalDogsScene.ElementID.picture(i + 1),
                                           ignoresInvertColors: !scene.isBroken, screen: frame, entrance: entrance), in: pictureFrame)
        }
        let close = Button(id: ExceptionalDogsScene.ElementID.galleryClose, label: "Close", content: Drawing { frame, list, settings, time in
            let t = entrance(time)
            list.animating(t < 1 ? (settings.reduceMotion ? .fade : .scale) : nil) { list in
                list.withOpacity(t < 1 ? t : 1) { list in
                    // A light circle with a dark cross.
                    list.fill(.ellipse(frame), Color.hex(0xE5E5EA))
                    var cross = Path()
                    cross.move(to: Point(frame.midX - 7, frame.midY - 7)); cross.line(to: Point(frame.midX + 7, frame.midY + 7))
                    cross.move(to: Point(frame.midX + 7, frame.midY - 7)); cross.line(to: Point(frame.midX - 7, frame.midY + 7))
                    list.stroke(.path(cross, FillRule: .nonZero), Color.hex(0x1C1C1E), width: settings.boldText ? 3.2 : 2.4)
                }
            }
        }, action: { [unowned scene] in scene.closeGalleryFromAccessibility($0) })
        placed.append(PlacedComponent(close, in: layout.galleryCloseFrame))
        return placed
    }

    var tracksTouches: Bool { true }
}

/// One of the gallery's pictures, growing into place about the screen's centre as the gallery opens.
struct GalleryPicture: TakesNoTouches {
    let dog: Dog
    let pose: Int
    let label: String
    let id: String
    /// Fixed, the photo keeps its colours under Smart Invert; broken, it inverts.
    let ignoresInvertColors: Bool
    /// The screen, whose centre the pictures grow from.
    let screen: Rect
    let entrance: (Int) -> Double

    var mirrorsInRightToLeft: Bool { false }

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let t = entrance(time)
        let entering = t < 1, zoom = entering && !settings.reduceMotion
        let grow = AffineTransform.about(screen.center, .scale(zoom ? 0.9 + 0.1 * DogCarousel.ease(t) : 1))
        list.animating(entering ? (zoom ? .scale : .fade) : nil) { list in
            list.withOpacity(entering ? t : 1) { list in
                list.withTransform(grow) { list in
                    list.fill(.roundedRect(frame, radius: 14), dog.backdrop)
                    list.clipped(to: frame) { list in
                        DogPortrait(dog: dog, pose: pose).draw(in: frame.insetBy(dx: 8, dy: 8), settings: settings, into: &list)
                    }
                    if settings.increaseContrast { list.stroke(.roundedRect(frame, radius: 14), .white, width: 2) }
                }
            }
        }
    }

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        var picture = AccessibilityElement(id: id, label: SpeechText(label), traits: .image, frame: frame)
        picture.ignoresInvertColors = ignoresInvertColors
        return [picture]
    }
}
