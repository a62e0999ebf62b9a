import AXCore
import Foundation

extension ExceptionalDogsScene {
    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        let layout = self.layout(settings)
        list.background = palette.background
        list.text(TextRun(ExceptionalDogsLayout.title, box: layout.titleFrame, size: layout.pointSize(.title1),
                          weight: settings.weight(.bold), color: palette.primaryText,
                          alignment: .leading, wraps: true, style: .title1))
        drawCarousel(layout, palette: palette, time: time, into: &list)
        drawButtons(layout, palette: palette, time: time, into: &list)
        drawStats(layout, palette: palette, into: &list)
        drawShelter(layout, palette: palette, into: &list)
        if galleryOpen { drawGallery(layout, palette: palette, time: time, into: &list) }
    }

    /// 0…1 through the carousel's current move, nil when it is at rest.
    private func scrollProgress(_ time: Int) -> (from: Int, progress: Double)? {
        guard let start = scrollStart else { return nil }
        let t = Double(time - start.at) / Double(Self.scrollDuration)
        guard t >= 0, t < 1 else { return nil }
        return (start.from, t)
    }

    /// Ease in and out, so the card settles rather than stops.
    private func ease(_ t: Double) -> Double { t * t * (3 - 2 * t) }

    // MARK: Carousel

    private func drawCarousel(_ layout: ExceptionalDogsLayout, palette: ControlPalette, time: Int, into list: inout DisplayList) {
        let settings = layout.settings
        list.clipped(to: layout.carouselFrame) { list in
            guard let move = scrollProgress(time) else {
                drawCards(layout, position: Double(index), moving: false, palette: palette, into: &list)
                return
            }
            if settings.reduceMotion && !isBroken {
                // Reduce Motion (“Deliver an Exceptional Accessibility Experience”, WWDC 2018): no slide, no zoom, no tilt; the old dog fades into the new one.
                list.animating(.fade) { list in
                    list.withOpacity(1 - move.progress) { list in
                        drawCards(layout, position: Double(move.from), moving: false, palette: palette, into: &list)
                    }
                    list.withOpacity(move.progress) { list in
                        drawCards(layout, position: Double(index), moving: false, palette: palette, into: &list)
                    }
                }
            } else {
                // The cards slide, the centre one zooming, the others tilting away (a plane shift).
                let position = Double(move.from) + Double(index - move.from) * ease(move.progress)
                let lean = sin(Double.pi * move.progress) * 0.12 * Double(index > move.from ? 1 : -1)
                drawCards(layout, position: position, moving: true, lean: lean, palette: palette, into: &list)
            }
        }
    }

    private func drawCards(_ layout: ExceptionalDogsLayout, position: Double, moving: Bool, lean: Double = 0,
                           palette: ControlPalette, into list: inout DisplayList) {
        for (i, dog) in Dog.all.enumerated() {
            let frame = layout.cardFrame(i, position: position)
            guard frame.maxX > layout.carouselFrame.minX - 20, frame.minX < layout.carouselFrame.maxX + 20 else { continue }
            // Cards away from the centre are drawn smaller; while moving that change is a zoom.
            let distance = min(1, abs(Double(i) - position))
            let scale = AffineTransform.about(frame.center, .scale(1 - 0.12 * distance))
            guard moving else {
                list.withTransform(scale) { list in drawCard(dog, frame: frame, layout: layout, palette: palette, into: &list) }
                continue
            }
            // The card near the centre is zooming in or out; the ones beside it tilt away (a plane shift).
            let shear = AffineTransform.about(frame.center, AffineTransform(a: 1, b: lean * distance, c: 0, d: 1, tx: 0, ty: 0))
            list.animating(distance < 0.5 ? .scale : .planeShift) { list in
                list.withTransform(shear.concatenating(scale)) { list in
                    drawCard(dog, frame: frame, layout: layout, palette: palette, into: &list)
                }
            }
        }
    }

    private func drawCard(_ dog: Dog, frame: Rect, layout: ExceptionalDogsLayout, palette: ControlPalette, into list: inout DisplayList) {
        let settings = layout.settings
        // The card's shadow: translucent, or a solid grey under Reduce Transparency.
        let shadow = Color.black.withAlpha(0.12)
        list.fill(.roundedRect(frame.offsetBy(dx: 0, dy: 3), radius: 20),
                  layout.settings.reduceTransparency ? shadow.composited(over: palette.background) : shadow)
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
        if favorites.contains(dog.key) {
            let heart = heartPath(in: Rect(x: frame.maxX - 36, y: frame.minY + 12, width: 22, height: 20))
            list.fill(.path(heart, FillRule: .nonZero), Color.hex("#D62D50"))
        }
        if let border = palette.cardBorder { list.stroke(.roundedRect(frame, radius: 20), border, width: palette.borderWidth) }
    }

    private func drawPaw(at c: Point, size: Double, color: Color, into list: inout DisplayList) {
        list.fill(.ellipse(Rect(x: c.x - size * 0.6, y: c.y - size * 0.2, width: size * 1.2, height: size)), color)
        for (dx, dy) in [(-0.75, -0.55), (-0.25, -0.95), (0.25, -0.95), (0.75, -0.55)] {
            list.fill(.ellipse(Rect(x: c.x + dx * size - size * 0.2, y: c.y + dy * size - size * 0.2, width: size * 0.4, height: size * 0.45)), color)
        }
    }

    func heartPath(in r: Rect) -> Path {
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

    // MARK: Buttons

    /// The gallery button fades out for a dog without pictures and back in for one with them.
    private func galleryButtonOpacity(_ time: Int) -> (opacity: Double, fading: Bool) {
        let target = dog.hasGallery ? 1.0 : 0.0
        guard let start = scrollStart else { return (target, false) }
        let t = Double(time - start.at) / Double(Self.galleryDuration)
        guard t >= 0, t < 1 else { return (target, false) }
        let previous = Dog.all[start.from].hasGallery ? 1.0 : 0.0
        return (previous + (target - previous) * t, previous != target)
    }

    private func drawButtons(_ layout: ExceptionalDogsLayout, palette: ControlPalette, time: Int, into list: inout DisplayList) {
        let settings = layout.settings
        // Favorite: a heart in a round button, filled when on.
        let favorite = layout.favoriteFrame
        list.fill(.ellipse(favorite), palette.card)
        list.stroke(.ellipse(favorite), palette.outline, width: palette.borderWidth)
        let heart = heartPath(in: favorite.insetBy(dx: 11, dy: 12))
        if isFavorite {
            list.fill(.path(heart, FillRule: .nonZero), Color.hex("#D62D50"))
        } else {
            list.stroke(.path(heart, FillRule: .nonZero), Color.hex("#B0243F"), width: settings.boldText ? 2.6 : 1.8)
        }

        let fade = galleryButtonOpacity(time)
        guard fade.opacity > 0 else { return }
        list.animating(fade.fading ? .fade : nil) { list in
            list.withOpacity(fade.opacity) { list in
                let g = layout.galleryButtonFrame
                list.fill(.ellipse(g), palette.card)
                list.stroke(.ellipse(g), palette.outline, width: palette.borderWidth)
                // Two stacked photos with a mountain on the front one.
                let back = Rect(x: g.minX + 14, y: g.minY + 11, width: 18, height: 14)
                let front = back.offsetBy(dx: -4, dy: 6)
                list.stroke(.roundedRect(back, radius: 2), palette.accent, width: settings.boldText ? 2.2 : 1.5)
                list.fill(.roundedRect(front, radius: 2), palette.card)
                list.stroke(.roundedRect(front, radius: 2), palette.accent, width: settings.boldText ? 2.2 : 1.5)
                list.fill(.path(.polygon([Point(front.minX + 2, front.maxY - 2), Point(front.minX + 7, front.minY + 5),
                                          Point(front.maxX - 2, front.maxY - 2)]), FillRule: .nonZero), palette.accent)
            }
        }
    }

    // MARK: Stats

    private func drawStats(_ layout: ExceptionalDogsLayout, palette: ControlPalette, into list: inout DisplayList) {
        let settings = layout.settings
        let line = settings.boldText ? 2.0 : 1.0
        let divider = palette.outline.withAlpha(settings.increaseContrast ? 1 : 0.5)
        list.fill(.rect(Rect(x: layout.statsFrame.minX, y: layout.statsFrame.minY - 8, width: layout.statsFrame.width, height: line)), divider)
        // Leading: the renderer aligns it to the right in right-to-left layouts.
        let alignment = TextAlignment.leading
        for (index, cell) in layout.stats.enumerated() {
            // A hairline between blocks.
            if index > 0, cell.block != layout.stats[index - 1].block {
                let y = cell.frame.minY - ExceptionalDogsLayout.blockGap / 2
                list.fill(.rect(Rect(x: layout.statsFrame.minX, y: y, width: layout.statsFrame.width, height: line / 2)), divider)
            }
            list.text(TextRun(cell.title, box: cell.titleFrame, size: layout.pointSize(.subheadline),
                              weight: settings.weight(ExceptionalDogsLayout.titleWeight), color: palette.secondaryText,
                              alignment: alignment, style: .subheadline))
            list.text(TextRun(cell.value, box: cell.valueFrame, size: layout.pointSize(.body), weight: settings.weight(ExceptionalDogsLayout.valueWeight),
                              color: palette.primaryText, alignment: alignment, wraps: true, style: .body))
        }
    }

    // MARK: Shelter

    private func drawShelter(_ layout: ExceptionalDogsLayout, palette: ControlPalette, into list: inout DisplayList) {
        let settings = layout.settings
        palette.drawCard(layout.shelterFrame, radius: 14, into: &list)
        let icon = layout.shelterIconFrame
        // A house: roof triangle over a body with a door.
        list.fill(.path(.polygon([Point(icon.minX, icon.midY), Point(icon.midX, icon.minY + 2), Point(icon.maxX, icon.midY)]),
                        FillRule: .nonZero), palette.accent)
        list.fill(.rect(Rect(x: icon.minX + 5, y: icon.midY, width: icon.width - 10, height: icon.height / 2 - 2)), palette.accent)
        list.fill(.roundedRect(Rect(x: icon.midX - 3.5, y: icon.maxY - 11, width: 7, height: 9), radius: 2), palette.card)
        list.text(TextRun(Dog.shelterName, box: layout.shelterNameFrame, size: layout.pointSize(.headline),
                          weight: settings.weight(ExceptionalDogsLayout.shelterWeight), color: palette.primaryText,
                          alignment: .leading, wraps: true, style: .headline))
        drawRoundButton(layout.mapButtonFrame, palette: palette, into: &list) { r, list in
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
        drawRoundButton(layout.callButtonFrame, palette: palette, into: &list) { r, list in
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
    private func drawRoundButton(_ frame: Rect, palette: ControlPalette, into list: inout DisplayList,
                                 glyph: (Rect, inout DisplayList) -> Void) {
        list.fill(.ellipse(frame), palette.accent)
        glyph(Rect(x: frame.midX - 9, y: frame.midY - 9, width: 18, height: 18), &list)
    }

    // MARK: Gallery

    private func drawGallery(_ layout: ExceptionalDogsLayout, palette: ControlPalette, time: Int, into list: inout DisplayList) {
        let settings = layout.settings
        let t = galleryOpenedAt.map { min(1, max(0, Double(time - $0) / Double(Self.galleryDuration))) } ?? 1
        let entering = t < 1
        // A dimmed backdrop that still shows the app behind it; solid with Reduce Transparency.
        let backdrop = settings.reduceTransparency ? Color.hex("#1C1C1E") : Color.black.withAlpha(0.72)
        list.animating(entering ? .fade : nil) { list in
            list.withOpacity(entering ? t : 1) { list in list.fill(.rect(device.bounds), backdrop) }
        }
        let zoom = entering && !settings.reduceMotion
        let kind: AnimationKind? = entering ? (zoom ? .scale : .fade) : nil
        let grow = AffineTransform.about(device.bounds.center, .scale(zoom ? 0.9 + 0.1 * ease(t) : 1))
        list.animating(kind) { list in
            list.withOpacity(entering ? t : 1) { list in
                list.withTransform(grow) { list in
                    for (i, frame) in layout.galleryPictureFrames(count: dog.galleryCount).enumerated() {
                        list.fill(.roundedRect(frame, radius: 14), dog.backdrop)
                        list.clipped(to: frame) { list in
                            DogPortrait(dog: dog, pose: i + 1).draw(in: frame.insetBy(dx: 8, dy: 8), settings: settings, into: &list)
                        }
                        if settings.increaseContrast { list.stroke(.roundedRect(frame, radius: 14), .white, width: 2) }
                    }
                }
                // The close button: a light circle with a dark cross.
                let close = layout.galleryCloseFrame
                list.fill(.ellipse(close), Color.hex("#E5E5EA"))
                var cross = Path()
                cross.move(to: Point(close.midX - 7, close.midY - 7)); cross.line(to: Point(close.midX + 7, close.midY + 7))
                cross.move(to: Point(close.midX + 7, close.midY - 7)); cross.line(to: Point(close.midX - 7, close.midY + 7))
                list.stroke(.path(cross, FillRule: .nonZero), Color.hex("#1C1C1E"), width: settings.boldText ? 3.2 : 2.4)
            }
        }
    }
}
