import AXCore

extension PhotoFilterScene {
    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        let palette = ControlPalette(settings: settings)
        let layout = self.layout(settings)
        list.background = palette.background
        drawPhoto(layout, into: &list)
        drawFilterButton(layout, palette: palette, into: &list)
        drawSwatches(layout, palette: palette, into: &list)
        drawZoomingImage(layout, palette: palette, time: time, into: &list)
        drawKeys(layout, palette: palette, time: time, into: &list)
        drawNavigationBar(layout, palette: palette, into: &list)
        if let sheet { drawSheet(sheet, layout, palette: palette, time: time, into: &list) }
    }

    // MARK: Editor

    private func drawNavigationBar(_ layout: PhotoFilterLayout, palette: ControlPalette, into list: inout DisplayList) {
        let settings = layout.settings
        // A translucent bar as iOS draws it; opaque with Reduce Transparency.
        let bar = Rect(x: 0, y: 0, width: layout.size.width, height: layout.navFrame.maxY)
        list.fill(.rect(bar), settings.reduceTransparency ? palette.card : palette.card.withAlpha(0.92))
        list.fill(.rect(Rect(x: 0, y: bar.maxY - (settings.boldText ? 1 : 0.5), width: bar.width, height: settings.boldText ? 1 : 0.5)),
                  palette.outline)
        list.text(TextRun("Photos", box: layout.photosButtonFrame, size: layout.pointSize(.body), weight: settings.weight(.regular),
                          color: palette.accent, alignment: .center, style: .body))
        list.text(TextRun(PhotoFilterLayout.title, box: layout.titleFrame, size: layout.pointSize(.title2), weight: settings.weight(.bold),
                          color: palette.primaryText, alignment: .leading, wraps: true, style: .title2))
        PhotoArtwork.cameraGlyph(in: layout.cameraButtonFrame, color: palette.accent, background: palette.card, into: &list)
    }

    private func drawPhoto(_ layout: PhotoFilterLayout, into list: inout DisplayList) {
        let settings = layout.settings
        let frame = layout.photoFrame
        list.clipped(to: frame) { list in
            PhotoArtwork.landscape(in: frame, grade: filterOn ? PhotoArtwork.vintage : { $0 }, into: &list)
            if let tint { list.fill(.rect(frame), tint.color.withAlpha(0.22)) }
        }
        list.stroke(.roundedRect(frame, radius: 2), Color.black.withAlpha(settings.increaseContrast ? 0.6 : 0.15), width: 1)
    }

    private func drawFilterButton(_ layout: PhotoFilterLayout, palette: ControlPalette, into list: inout DisplayList) {
        let settings = layout.settings
        let frame = layout.filterFrame
        palette.drawCard(frame, radius: frame.height / 2, into: &list)
        let trackWidth = 52.0, trackHeight = 30.0
        let trackX = settings.isRightToLeft ? frame.minX + 12 : frame.maxX - 12 - trackWidth
        let track = Rect(x: trackX, y: frame.midY - trackHeight / 2, width: trackWidth, height: trackHeight)
        let textBox = settings.isRightToLeft ? Rect(x: track.maxX + 8, y: frame.minY, width: frame.maxX - track.maxX - 20, height: frame.height)
            : Rect(x: frame.minX + 16, y: frame.minY, width: track.minX - frame.minX - 24, height: frame.height)
        list.text(TextRun("Filter", box: textBox, size: layout.pointSize(.body), weight: settings.weight(.medium),
                          color: palette.primaryText, alignment: .leading, style: .body))
        // The on/off indicator: a green track with the knob at the end when on, grey when off.
        let on = Color.hex(settings.increaseContrast ? "#1B6B30" : "#248A3D")
        list.fill(.roundedRect(track, radius: trackHeight / 2), filterOn ? on : Color.hex("#C7C7CC"))
        list.stroke(.roundedRect(track, radius: trackHeight / 2), palette.outline, width: palette.borderWidth)
        let knobAtEnd = filterOn != settings.isRightToLeft
        let knob = Rect(x: knobAtEnd ? track.maxX - trackHeight + 2 : track.minX + 2, y: track.minY + 2,
                        width: trackHeight - 4, height: trackHeight - 4)
        list.fill(.ellipse(knob.offsetBy(dx: 0, dy: 1)), Color.black.withAlpha(0.15))
        list.fill(.ellipse(knob), .white)
    }

    private func drawSwatches(_ layout: PhotoFilterLayout, palette: ControlPalette, into list: inout DisplayList) {
        let settings = layout.settings
        for (color, circle) in zip(TintColor.all, layout.swatchCircles) {
            list.fill(.ellipse(circle), color.color)
            // The chosen colour gets a ring around it (and a check, so the choice is not colour alone).
            if tint == color {
                list.stroke(.ellipse(circle.insetBy(dx: -4, dy: -4)), palette.primaryText, width: settings.boldText ? 3 : 2)
                var check = Path()
                check.move(to: Point(circle.midX - 8, circle.midY))
                check.line(to: Point(circle.midX - 2, circle.midY + 6))
                check.line(to: Point(circle.midX + 9, circle.midY - 7))
                list.stroke(.path(check, FillRule: .nonZero), .white, width: settings.boldText ? 4 : 3)
            }
        }
    }

    /// The displayed zoom, easing between steps unless Reduce Motion asks for an immediate change.
    private func displayedZoom(_ time: Int, _ settings: Settings) -> (scale: Double, animating: Bool) {
        guard let change = zoomChange, !settings.reduceMotion else { return (Double(zoomScale), false) }
        let t = Double(time - change.at) / Double(Self.zoomAnimation)
        guard t >= 0, t < 1 else { return (Double(zoomScale), false) }
        return (Double(change.from) + Double(zoomScale - change.from) * t, true)
    }

    private func drawZoomingImage(_ layout: PhotoFilterLayout, palette: ControlPalette, time: Int, into list: inout DisplayList) {
        let settings = layout.settings
        let frame = layout.zoomFrame
        let zoom = displayedZoom(time, settings)
        list.clipped(to: frame) { list in
            list.animating(zoom.animating ? .scale : nil) { list in
                list.withTransform(.about(frame.center, .scale(zoom.scale))) { list in
                    PhotoArtwork.flower(in: frame, into: &list)
                }
            }
        }
        list.stroke(.rect(frame), Color.black.withAlpha(settings.increaseContrast ? 0.6 : 0.15), width: 1)
        // The scale badge, in the trailing bottom corner.
        let size = layout.pointSize(.caption1)
        let badgeWidth = EstimatedTextMetrics().width(of: "4x", size: size, weight: settings.weight(.semibold)) + 16
        let badgeHeight = size * PhotoFilterLayout.lineSpacing + 6
        let badge = Rect(x: settings.isRightToLeft ? frame.minX + 8 : frame.maxX - 8 - badgeWidth, y: frame.maxY - 8 - badgeHeight,
                         width: badgeWidth, height: badgeHeight)
        list.fill(.roundedRect(badge, radius: badgeHeight / 2), settings.reduceTransparency ? Color.hex("#1C1C1E") : Color.black.withAlpha(0.7))
        list.text(TextRun("\(zoomScale)x", box: badge, size: size, weight: settings.weight(.semibold), color: .white,
                          alignment: .center, style: .caption1))
    }

    private func drawKeys(_ layout: PhotoFilterLayout, palette: ControlPalette, time: Int, into list: inout DisplayList) {
        let settings = layout.settings
        let body = layout.keyboardFrame
        list.fill(.roundedRect(body, radius: 12), Color.hex("#2B211C"))
        list.fill(.rect(Rect(x: body.minX + 8, y: body.minY + 9, width: body.width - 16, height: 4)), Color.hex("#9E1B22"))
        let held = Set(fingers.values)
        for (note, frame) in zip(PhotoFilterLayout.keyNotes, layout.keyFrames) {
            let lit = held.contains(note) || (struck.map { $0.note == note && time - $0.at < Self.toneDuration / 2 } ?? false)
            let key = frame.insetBy(dx: 1, dy: 0)
            let lip = lit ? 4.0 : 9.0
            list.fill(.roundedRect(key, radius: 5), lit ? Color.hex("#9DB6D8") : Color.hex("#D9D9DE"))
            list.fill(.roundedRect(Rect(x: key.minX, y: key.minY, width: key.width, height: key.height - lip), radius: 5),
                      lit ? Color.hex("#CFE0FA") : .white)
            list.stroke(.roundedRect(key, radius: 5), palette.outline, width: settings.increaseContrast ? 1.5 : 0.75)
            let size = layout.pointSize(.caption1)
            let box = Rect(x: key.minX, y: key.maxY - lip - 6 - size * PhotoFilterLayout.lineSpacing, width: key.width,
                           height: size * PhotoFilterLayout.lineSpacing)
            list.text(TextRun(PianoKey(note: note, frame: frame).name, box: box, size: size, weight: settings.weight(.medium),
                              color: palette.secondaryText, alignment: .center, style: .caption1))
        }
    }

    // MARK: Sheets

    private func drawSheet(_ sheet: Sheet, _ layout: PhotoFilterLayout, palette: ControlPalette, time: Int, into list: inout DisplayList) {
        let fade = sheetOpenedAt.map { min(1, max(0, Double(time - $0) / Double(Self.sheetFade))) } ?? 1
        list.animating(fade < 1 ? .fade : nil) { list in
            list.withOpacity(fade) { list in
                switch sheet {
                case .photos: drawPhotosSheet(layout, palette: palette, time: time, into: &list)
                case .camera: drawCameraSheet(layout, time: time, into: &list)
                }
            }
        }
    }

    private func drawPhotosSheet(_ layout: PhotoFilterLayout, palette: ControlPalette, time: Int, into list: inout DisplayList) {
        let settings = layout.settings
        list.fill(.rect(Rect(origin: .zero, size: layout.size)), palette.background)
        list.text(TextRun("Done", box: layout.doneFrame(leading: false), size: layout.pointSize(.body), weight: settings.weight(.semibold),
                          color: palette.accent, alignment: .center, style: .body))
        list.text(TextRun("Photos", box: layout.photosTitleFrame, size: layout.pointSize(.title2), weight: settings.weight(.bold),
                          color: palette.primaryText, alignment: .leading, style: .title2))
        // Grey placeholders until the library has "loaded", then the thumbnails fade in.
        let loaded = sheetOpenedAt.map { Double(time - $0 - Self.photosLoadDuration) / Double(Self.sheetFade) } ?? 1
        for (i, tile) in layout.photoTiles.enumerated() where tile.maxY < layout.size.height - 20 {
            list.fill(.rect(tile), Color.hex("#D1D1D6"))
            guard loaded > 0 else { continue }
            list.animating(loaded < 1 ? .fade : nil) { list in
                list.withOpacity(min(1, loaded)) { list in
                    list.clipped(to: tile) { list in
                        PhotoArtwork.landscape(in: tile, hueShift: i, grade: i % 3 == 1 ? PhotoArtwork.vintage : { $0 }, into: &list)
                    }
                }
            }
        }
    }

    private func drawCameraSheet(_ layout: PhotoFilterLayout, time: Int, into list: inout DisplayList) {
        let settings = layout.settings
        list.fill(.rect(Rect(origin: .zero, size: layout.size)), .black)
        list.text(TextRun("Done", box: layout.doneFrame(leading: true), size: layout.pointSize(.body), weight: settings.weight(.semibold),
                          color: .white, alignment: .center, style: .body))
        let finder = layout.viewfinderFrame
        if cameraIsActive(at: time) {
            list.clipped(to: finder) { list in PhotoArtwork.landscape(in: finder, hueShift: 3, into: &list) }
            // The rule-of-thirds grid.
            for k in 1...2 {
                let x = finder.minX + finder.width * Double(k) / 3, y = finder.minY + finder.height * Double(k) / 3
                list.fill(.rect(Rect(x: x, y: finder.minY, width: 1, height: finder.height)), Color.white.withAlpha(0.4))
                list.fill(.rect(Rect(x: finder.minX, y: y, width: finder.width, height: 1)), Color.white.withAlpha(0.4))
            }
        } else {
            list.fill(.rect(finder), Color.hex("#1C1C1E"))
            PhotoArtwork.cameraGlyph(in: Rect(x: finder.midX - 22, y: finder.midY - 22, width: 44, height: 44),
                                     color: Color.hex("#8E8E93"), background: Color.hex("#1C1C1E"), into: &list)
        }
    }
}
