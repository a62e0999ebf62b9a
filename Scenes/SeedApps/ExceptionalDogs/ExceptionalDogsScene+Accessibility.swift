import AXCore

extension ExceptionalDogsScene {
    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        let layout = self.layout(settings)
        var elements = [AccessibilityElement(id: ElementID.title, label: SpeechText(ExceptionalDogsLayout.title), traits: .header,
                                             frame: layout.titleFrame)]
        if isBroken {
            elements += brokenCarousel(layout) + brokenStats(layout) + brokenShelter(layout)
        } else {
            elements += [carouselContainer(layout), stats(layout), shelter(layout)]
        }
        if galleryOpen { elements.append(gallery(layout)) }
        return elements
    }

    // MARK: Carousel

    private func favoriteButton(_ layout: ExceptionalDogsLayout) -> AccessibilityElement {
        var favorite = AccessibilityElement(id: ElementID.favorite, label: "Favorite", traits: .button, frame: layout.favoriteFrame)
        favorite.$value = .computed { [unowned self] in self.isFavorite ? "on" : "off" }
        favorite.onActivate = { [unowned self] _ in self.toggleFavorite(); return true }
        return favorite
    }

    /// The gallery button; nil for a dog without extra pictures (Layla), as in the talk.
    private func galleryButton(_ layout: ExceptionalDogsLayout) -> AccessibilityElement? {
        guard dog.hasGallery else { return nil }
        var button = AccessibilityElement(id: ElementID.showGallery, label: "Show gallery", traits: .button,
                                          frame: layout.galleryButtonFrame)
        button.onActivate = { [unowned self] context in
            guard self.openGallery(context) else { return false }
            if self.isBroken {
                // Focus lands on the first picture, but nothing tells VoiceOver the screen changed.
                context.post(.layoutChanged(.element(ElementID.picture(1))))
            } else {
                context.post(.screenChanged(elementID: nil))
            }
            return true
        }
        return button
    }

    /// The talk's fix: one adjustable element over the collection view, then favorite and gallery,
    /// so both buttons are one swipe away for every dog.
    private func carouselContainer(_ layout: ExceptionalDogsLayout) -> AccessibilityElement {
        var picker = AccessibilityElement(id: ElementID.picker, label: "Dog picker", traits: .adjustable,
                                          frame: layout.carouselFrame)
        // The name, and the favorited status when set (the talk's "combination of the name and its favorited status").
        picker.$value = .computed { [unowned self] in
            SpeechText(self.isFavorite ? "\(self.dog.name), favorite" : self.dog.name)
        }
        picker.onIncrement = { [unowned self] context in self.adjust(by: 1, context) }
        picker.onDecrement = { [unowned self] context in self.adjust(by: -1, context) }
        let children = [picker, favoriteButton(layout)] + [galleryButton(layout)].compactMap { $0 }
        let frame = layout.carouselFrame.union(layout.favoriteFrame).union(layout.galleryButtonFrame)
        return .container(id: ElementID.carouselContainer, frame: frame, children: children)
    }

    /// Increment/decrement: scroll, then tell VoiceOver the stats below changed.
    private func adjust(by step: Int, _ context: SceneContext) -> Bool {
        guard scroll(by: step, context) else { return false }
        context.post(.layoutChanged(.none))
        return true
    }

    /// Before the audit: every card is an element (left of the screen, on it, or off to the right),
    /// ahead of the buttons in reading order. A collection view scrolls the card VoiceOver focuses
    /// into place, so that dog becomes the current one ("Picture one of Bro").
    private func brokenCarousel(_ layout: ExceptionalDogsLayout) -> [AccessibilityElement] {
        let cards = Dog.all.enumerated().map { i, dog in
            var card = AccessibilityElement(id: ElementID.card(dog), label: SpeechText(dog.name),
                                            frame: layout.cardFrame(i, position: Double(index)))
            card.onFocus = { [unowned self] context in _ = self.scroll(by: i - self.index, context) }
            return card
        }
        return cards + [favoriteButton(layout)] + [galleryButton(layout)].compactMap { $0 }
    }

    // MARK: Stats

    /// One element per title/value pair, labelled "Breed, mixed", framed around both labels.
    private func stats(_ layout: ExceptionalDogsLayout) -> AccessibilityElement {
        let pairs = layout.stats.map { cell in
            AccessibilityElement(id: ElementID.stat(cell.key), label: SpeechText("\(cell.title), \(cell.value)"),
                                 traits: .staticText, frame: cell.frame)
        }
        return .container(id: ElementID.stats, frame: layout.statsFrame, children: pairs)
    }

    /// Before the audit: fourteen separate labels. Each block of two rows keeps its titles in one
    /// group and its values in another (as the app's stack views did), so the reader says
    /// "Name, Breed, Pinky, mixed": each value far from the title beside it.
    private func brokenStats(_ layout: ExceptionalDogsLayout) -> [AccessibilityElement] {
        let blocks = Dictionary(grouping: layout.stats, by: \.block).sorted { $0.key < $1.key }
        return blocks.flatMap { block, cells in
            let titles = cells.map {
                AccessibilityElement(id: ElementID.statTitle($0.key), label: SpeechText($0.title), traits: .staticText, frame: $0.titleFrame)
            }
            let values = cells.map {
                AccessibilityElement(id: ElementID.statValue($0.key), label: SpeechText($0.value), traits: .staticText, frame: $0.valueFrame)
            }
            return [AccessibilityElement.container(id: ElementID.statTitles(block), frame: union(titles.map(\.frame)), children: titles),
                    AccessibilityElement.container(id: ElementID.statValues(block), frame: union(values.map(\.frame)), children: values)]
        }
    }

    private func union(_ frames: [Rect]) -> Rect { frames.dropFirst().reduce(frames[0]) { $0.union($1) } }

    // MARK: Shelter

    /// The shelter first, its call and map buttons as custom actions on it, in the order the talk's
    /// code declares them (Call, then Open address in Maps).
    private func shelter(_ layout: ExceptionalDogsLayout) -> AccessibilityElement {
        var shelter = AccessibilityElement(id: ElementID.shelter, label: SpeechText(Dog.shelterName), frame: layout.shelterFrame)
        shelter.customActions = [
            CustomAction(SpeechText(Self.callActionName)) { [unowned self] context in self.contactShelter(.call, context); return true },
            CustomAction(SpeechText(Self.mapActionName)) { [unowned self] context in self.contactShelter(.maps, context); return true },
        ]
        return shelter
    }

    /// Before the audit: the name, then two buttons whose labels do not say what they refer to.
    private func brokenShelter(_ layout: ExceptionalDogsLayout) -> [AccessibilityElement] {
        var map = AccessibilityElement(id: ElementID.map, label: SpeechText(Self.mapActionName), traits: .button,
                                       frame: layout.mapButtonFrame)
        map.onActivate = { [unowned self] context in self.contactShelter(.maps, context); return true }
        var call = AccessibilityElement(id: ElementID.call, label: SpeechText(Self.callActionName), traits: .button,
                                        frame: layout.callButtonFrame)
        call.onActivate = { [unowned self] context in self.contactShelter(.call, context); return true }
        let name = AccessibilityElement(id: ElementID.shelterName, label: SpeechText(Dog.shelterName), traits: .staticText,
                                        frame: layout.shelterNameFrame)
        return [name, map, call]
    }

    // MARK: Gallery

    /// The overlay: the pictures, then the close button. Fixed, it is modal and closes on escape;
    /// broken, it is read first (it sorts by its first picture) and then VoiceOver walks on into
    /// the screen behind it: "Picture three of Bro. Pinky. Layla."
    private func gallery(_ layout: ExceptionalDogsLayout) -> AccessibilityElement {
        let frames = layout.galleryPictureFrames(count: dog.galleryCount)
        var children = zip(dog.galleryLabels, frames).enumerated().map { i, pair in
            AccessibilityElement(id: ElementID.picture(i + 1), label: SpeechText(pair.0), traits: .image, frame: pair.1)
        }
        var close = AccessibilityElement(id: ElementID.galleryClose, label: "Close", traits: .button, frame: layout.galleryCloseFrame)
        close.onActivate = { [unowned self] context in self.closeFromAccessibility(context) }
        children.append(close)
        var overlay = AccessibilityElement.container(id: ElementID.gallery, frame: device.bounds, children: children)
        if !isBroken {
            overlay.viewIsModal = true
            overlay.onEscape = { [unowned self] context in self.closeFromAccessibility(context) }
        }
        return overlay
    }

    private func closeFromAccessibility(_ context: SceneContext) -> Bool {
        guard closeGallery() else { return false }
        // Fixed: back to the button that opened the gallery. Broken: focus is left to fend for itself.
        context.post(isBroken ? .layoutChanged(.none) : .screenChanged(elementID: ElementID.showGallery))
        return true
    }
}
