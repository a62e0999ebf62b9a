import AXCore

extension PhotoFilterScene {
    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        let layout = self.layout(settings)
        var elements = [toolbarButton(ElementID.photos, "Photos", layout.photosButtonFrame) { [unowned self] in self.showPhotos($0) },
                        toolbarButton(ElementID.camera, "Camera", layout.cameraButtonFrame) { [unowned self] in self.showCamera($0) },
                        AccessibilityElement(id: ElementID.title, label: SpeechText(PhotoFilterLayout.title), traits: .header,
                                             frame: layout.titleFrame),
                        photo(layout), filterButton(layout)]
        elements += TintColor.all.indices.map { swatch($0, layout) }
        elements.append(zoomingImage(layout))
        elements += PhotoFilterLayout.keyNotes.indices.map { key($0, layout) }
        if let sheet { elements.append(sheetElement(sheet, layout)) }
        return elements
    }

    private func toolbarButton(_ id: String, _ label: String, _ frame: Rect, action: @escaping AccessibilityHook) -> AccessibilityElement {
        var button = AccessibilityElement(id: id, label: SpeechText(label), traits: .button, frame: frame)
        button.onActivate = action
        return button
    }

    /// The photo. Fixed: a value block, evaluated on every read, so it follows the filter.
    /// Broken: the value stored when the view loaded, which goes stale.
    private func photo(_ layout: PhotoFilterLayout) -> AccessibilityElement {
        var photo = AccessibilityElement(id: ElementID.photo, label: "Photo", traits: .image, frame: layout.photoFrame)
        if isBroken {
            photo.value = SpeechText(valueStoredAtLoad)
        } else {
            photo.$value = .computed { [unowned self] in SpeechText(Self.photoValue(filtered: self.filterOn)) }
        }
        return photo
    }

    /// The "Filter" switch button: a toggle with value "1"/"0", or (broken) a plain button.
    private func filterButton(_ layout: PhotoFilterLayout) -> AccessibilityElement {
        var filter = AccessibilityElement(id: ElementID.filter, label: "Filter", traits: .button, frame: layout.filterFrame)
        if !isBroken {
            filter.traits.insert(.toggleButton)
            filter.$value = .computed { [unowned self] in self.filterOn ? "1" : "0" }
        }
        filter.onActivate = { [unowned self] _ in self.toggleFilter(); return true }
        return filter
    }

    /// A colour swatch: its frame is the padded square; fixed, its content shape is the circle.
    private func swatch(_ index: Int, _ layout: PhotoFilterLayout) -> AccessibilityElement {
        let color = TintColor.all[index]
        var traits: AccessibilityTraits = .button
        if tint == color { traits.insert(.selected) }
        var swatch = AccessibilityElement(id: ElementID.swatch(color), label: SpeechText(color.name), traits: traits,
                                          frame: layout.swatchFrame(index))
        if !isBroken { swatch.path = .ellipse(in: layout.swatchCircles[index]) }
        swatch.onActivate = { [unowned self] _ in self.choose(color); return true }
        return swatch
    }

    /// "Zooming image view": fixed, it supports zoom; each step announces the new scale.
    private func zoomingImage(_ layout: PhotoFilterLayout) -> AccessibilityElement {
        var image = AccessibilityElement(id: ElementID.zoom, label: "Zooming image view", traits: .image, frame: layout.zoomFrame)
        guard !isBroken else { return image }
        image.traits.insert(.supportsZoom)
        image.onZoomIn = { [unowned self] _, context in self.zoomStep(1, context) }
        image.onZoomOut = { [unowned self] _, context in self.zoomStep(-1, context) }
        return image
    }

    /// A piano key. Fixed: direct touch, silent on touch, so a touch plays the tone with no speech.
    /// Broken: a plain button, spoken and clicked over each time it is touched.
    private func key(_ index: Int, _ layout: PhotoFilterLayout) -> AccessibilityElement {
        let note = PhotoFilterLayout.keyNotes[index]
        let key = PianoKey(note: note, frame: layout.keyFrames[index])
        var element = AccessibilityElement(id: ElementID.key(note), label: SpeechText(key.spokenName), traits: .button,
                                           frame: key.frame)
        if !isBroken {
            element.traits.insert(.allowsDirectInteraction)
            element.directTouch = .silentOnTouch
        }
        element.onActivate = { [unowned self] context in self.play(note, context); return true }
        return element
    }

    /// The sheet over the editor: modal in both versions (the talk audits the announcements here,
    /// not the sheet), closed by Done or escape.
    private func sheetElement(_ sheet: Sheet, _ layout: PhotoFilterLayout) -> AccessibilityElement {
        var done = AccessibilityElement(id: ElementID.done, label: "Done", traits: .button,
                                        frame: layout.doneFrame(leading: sheet == .camera))
        done.onActivate = { [unowned self] context in self.dismissFromAccessibility(context) }
        var children = [done]
        if sheet == .photos {
            children.append(AccessibilityElement(id: ElementID.photosTitle, label: "Photos", traits: .header,
                                                 frame: layout.photosTitleFrame))
        }
        var container = AccessibilityElement.container(id: ElementID.sheet, frame: device.bounds, children: children)
        container.viewIsModal = true
        container.onEscape = { [unowned self] context in self.dismissFromAccessibility(context) }
        return container
    }

    private func dismissFromAccessibility(_ context: SceneContext) -> Bool {
        let opener = sheet == .camera ? ElementID.camera : ElementID.photos
        guard dismissSheet() else { return false }
        context.post(.screenChanged(elementID: opener))
        return true
    }
}
