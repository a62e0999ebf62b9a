import AXCore

/// What the VoiceOver commands of docs/voiceover.md do (`VoiceOver` dispatches them here). While
/// VoiceOver is off, commands other than `voiceOver.on` do nothing (the window and traces may still
/// send them).
extension Session {
    /// The id synthesized touches (activation taps, long presses, pass-through) carry, apart from
    /// pointer ids, which are 0, 1, 2 … in traces.
    static let synthesizedTouchID = -1

    /// Performs a VoiceOver command (`VoiceOver.perform(_:in:)`).
    func perform(_ command: VoiceOverCommand) {
        VoiceOver().perform(command, in: self)
    }

    // MARK: Moving

    /// Next / previous, by the order with each scroll area's whole content: an element its area
    /// does not show whole is scrolled into view first, its page announced before it ("Page 2 of 4",
    /// then the element; `focusRevealing`). At either end the boundary sound plays and the focus
    /// stays (no wrap, decision D). Swiping out of an area that scrolls but does not give its content
    /// scrolls it instead (`scrollOn`).
    func move(by step: Int) {
        refreshIfStale()
        guard !order.isEmpty else { return boundary() }
        guard let index = voiceOverState.focusedIndex else { return focus(step > 0 ? 0 : order.count - 1, speak: true) }
        if let revealed = scrollOn(from: index, forward: step > 0, next: index + step) {
            return focus(revealed, speak: true, queued: true)
        }
        // No area gives its content: the order is all there is (and a swipe stays a few lookups).
        guard order.holdsScrollContent else {
            let target = index + step
            guard target >= 0, target < order.count else { return boundary() }
            return focus(target, speak: true)
        }
        // The whole content holds everything the order does, the focused element included.
        let full = fullOrder()
        guard let at = full.index(of: order.entries[index].id) else { return boundary() }
        let target = at + step
        guard target >= 0, target < full.count, focusRevealing(full.entries[target].id, in: full) else { return boundary() }
    }

    /// A swipe that would leave a scroll area whose content VoiceOver cannot see beyond what shows
    /// (it answers three-finger scrolls but gives no `scrollContent`, as a home screen's pages) while
    /// it can scroll on (the next element lies outside it, or there is none): VoiceOver scrolls it a
    /// page that way, as a scroll view shows its next cell, and goes to the first element the scroll
    /// brought in (the last, going back), after the area's page announcement. Returns that element's
    /// index, nil when there is no such area or it cannot scroll. An area that gives its content is
    /// moved through by `move(by:)` element by element instead.
    func scrollOn(from index: Int, forward: Bool, next: Int) -> Int? {
        let before = order
        var node = before.nodes[before.entries[index].node].parent
        while let current = node, before.nodes[current].element.onScroll == nil { node = before.nodes[current].parent }
        guard let area = node, before.nodes[area].element.onScroll != nil,
              before.nodes[area].element.scrollContent == nil else { return nil }
        func inside(_ order: NavigationOrder, _ entry: Int, _ areaID: String) -> Bool {
            var parent = order.nodes[order.entries[entry].node].parent
            while let current = parent {
                if order.nodes[current].element.id == areaID { return true }
                parent = order.nodes[current].parent
            }
            return false
        }
        let areaID = before.nodes[area].element.id
        if before.entries.indices.contains(next), inside(before, next, areaID) { return nil }
        guard perform(.scroll(forward ? .up : .down), on: areaID, tryingAncestors: false).performed else { return nil }
        processNotifications()
        refreshOrder(reportFocusMove: false)
        let brought = order.entries.indices.filter { inside(order, $0, areaID) && before.index(of: order.entries[$0].id) == nil }
        return forward ? brought.first : brought.last
    }

    /// Four-finger tap: the first (last) element of the screen, a scroll area's whole content
    /// included, scrolled into view when it is scrolled away.
    func moveToEnd(last: Bool) {
        let full = fullOrder()
        guard !full.isEmpty else { return boundary() }
        if focusRevealing(full.entries[last ? full.count - 1 : 0].id, in: full) { return }
        guard !order.isEmpty else { return boundary() }
        focus(last ? order.count - 1 : 0, speak: true)
    }

    func boundary() { emit(.sound(.earcon(.boundary))) }

    /// Explore by touch: speak the element under the finger; the focus stays on the last one spoken.
    /// A new touch speaks even the focused element; a moving finger speaks only when it reaches
    /// another element. Nothing under a new touch: the "no element" sound, and the focus stays.
    func handleTouchExploration(at point: Point, isNewTouch: Bool = true) {
        guard settings.voiceOver else { return }
        refreshIfStale()
        guard let index = order.hitTest(point) else {
            if isNewTouch { emit(.sound(.earcon(.noElement))) }
            return
        }
        if !isNewTouch && index == voiceOverState.focusedIndex { return }
        focus(index, speak: true)
    }

    // MARK: Activation

    /// Double tap: the selected Actions item if one is selected, the direct-touch activation of a
    /// requires-activation element, else the element action `activate` (the element's activate, and
    /// if that declines a tap at its activation point); then what changed is spoken
    /// (`speakActivationFeedback`).
    func activate() {
        guard let entry = focusedEntry else { return }
        let element = entry.element
        if voiceOverState.rotor.option == .actions, let itemIndex = voiceOverState.rotor.itemIndex {
            let items = actionItems(for: element)
            if itemIndex < items.count {
                perform(items[itemIndex], on: element)
                return
            }
        }
        emit(.sound(.earcon(.activate)))
        if Self.startsDirectTouch(element) {
            voiceOverState.activeDirectTouchID = element.id
            emit(.action(elementID: element.id, name: "directTouch", result: true))
            return
        }
        let startsEditing = element.traits.contains(.textField) && voiceOverState.editingElementID != element.id
        if element.traits.contains(.textField) { voiceOverState.editingElementID = element.id }
        let before = SpokenState(element)
        defer { speakActivationFeedback(before: before, id: element.id, startedEditing: startsEditing) }
        perform(.activate, on: element.id)
    }

    /// After a double tap VoiceOver says what changed on the element (DescriptionBuilder's
    /// `activationFeedback`); a focus move the activation caused waits for it ("Close, Layla."), an
    /// announcement cuts it as any announcement does. A screen change speaks the new screen
    /// instead ("Camera, button. Done."). An element that starts a media session (a Record or Play
    /// button) gets none: UIKit's `startsMediaSession` "silence[s] the audio output of an assistive
    /// app, such as VoiceOver, during a media session", so VoiceOver does not talk over what starts.
    func speakActivationFeedback(before: SpokenState, id: String, startedEditing: Bool) {
        guard !screenChangeIsPending, !before.traits.contains(.startsMediaSession) else { return }
        let fresh = NavigationOrder(scene: scene, settings: settings, reusing: order)
        freshOrder = fresh
        let after = fresh.node(withID: id)
        guard let text = DescriptionBuilder.activationFeedback(before: before, after: after, startedEditing: startedEditing)
        else { return }
        say(Utterance(text, kind: .feedback, cause: cause))
    }

    /// Triple tap: a long press at the activation point (touch down, the long-press gesture, touch up,
    /// all at the current time: the scene sees the gesture, not the wait).
    func longPress() {
        guard let entry = focusedEntry else { return }
        perform(.longPress, on: entry.id)
    }

    /// Double tap and hold: the touch goes down at the activation point, each offset of `path` is a
    /// move to activation point + offset, then the touch lifts (decision D).
    func passThrough(_ path: [Point]) {
        guard let entry = focusedEntry else { return }
        perform(.passThrough(path: path), on: entry.id)
    }

    // MARK: Up / down and the rotor

    /// What the rotor's option does: Adjust Value increments (up) / decrements (down) and speaks
    /// only the new value; Actions steps through the actions; More Content through the custom
    /// content, speaking each `label, value`; Zoom zooms; an option that moves
    /// between elements goes to the previous (up) / next (down) match and speaks it. With no option,
    /// the boundary sound.
    func upDown(up: Bool) {
        guard let entry = focusedEntry else { return boundary() }
        let element = entry.element
        switch voiceOverState.rotor.option {
        case .adjustValue?:
            perform(up ? .increment : .decrement, on: element.id)
            processNotifications()
            refreshOrder(reportFocusMove: true)
            if let fresh = focusedEntry, fresh.id == element.id {
                say(Utterance(fresh.element.value?.string ?? "", kind: .value, cause: cause))
            }
        case .actions?:
            let items = actionItems(for: element)
            guard let next = RotorState.step(from: voiceOverState.rotor.itemIndex, count: items.count, up: up) else { return boundary() }
            voiceOverState.rotor.itemIndex = next
            say(Utterance(items[next].name, kind: .rotor, cause: cause))
        case .moreContent?:
            let items = element.customContent
            guard let next = RotorState.step(from: voiceOverState.rotor.itemIndex, count: items.count, up: up) else { return boundary() }
            voiceOverState.rotor.itemIndex = next
            say(Utterance(items[next].spoken, kind: .rotor, cause: cause))
        case .zoom?:
            perform(.zoom(in: up), on: element.id)
        case let option?:
            moveToMatch(option, forward: !up)
        case nil:
            boundary()
        }
    }

    /// The previous / next element the rotor option moves to, focused and spoken, scrolled into
    /// view when a scroll area holds it out of sight; none: the boundary sound. A custom rotor goes
    /// through its own list, also from an element it moved the focus to that does not carry it; the
    /// rotor keeps its option.
    func moveToMatch(_ option: RotorOption, forward: Bool) {
        refreshIfStale()
        guard let focusedIndex = voiceOverState.focusedIndex, let focusedID = voiceOverState.focusedElementID else { return boundary() }
        let full = fullOrder()
        guard let start = full.index(of: focusedID) else { return boundary() }
        var target: Int?
        if case .custom(let name) = option {
            // The rotor where the focus is, else (it took the focus to an element that does not carry
            // it) the first element or container in order that offers one of that name.
            let customRotor = customRotors(at: focusedIndex).first { $0.name == name }
                ?? navigation.entries.indices.lazy.compactMap { index in self.customRotors(at: index).first { $0.name == name } }.first
            let ids = (customRotor?.elementIDs() ?? []).filter { full.index(of: $0) != nil }
            let position = ids.firstIndex(of: focusedID)
            let next = position.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : ids.count - 1)
            if ids.indices.contains(next) { target = full.index(of: ids[next]) }
        } else {
            let candidates = forward ? Array((start + 1)..<max(start + 1, full.count)) : Array((0..<start).reversed())
            target = candidates.first { option.matches(full, at: $0) }
        }
        guard let target, focusRevealing(full.entries[target].id, in: full) else { return boundary() }
        voiceOverState.rotor = RotorState(option: option)
    }

    /// Two-finger rotate: the next (previous) option the focused element offers, wrapping, spoken by name.
    func turnRotor(forward: Bool) {
        let options = rotorOptions
        guard !options.isEmpty else { return boundary() }
        let next: RotorOption
        if let option = voiceOverState.rotor.option, let index = options.firstIndex(of: option) {
            next = options[(index + (forward ? 1 : options.count - 1)) % options.count]
        } else {
            next = forward ? options[0] : options[options.count - 1]
        }
        voiceOverState.rotor = RotorState(option: next)
        say(Utterance(next.name, kind: .rotor, cause: cause))
    }

    /// Performs an Actions rotor item: its element action (a custom action, or a drag source / drop
    /// point through the descriptor drag). The selection resets, since the items may change.
    func perform(_ item: RotorItem, on element: AccessibilityElement) {
        voiceOverState.rotor.itemIndex = nil
        switch item.kind {
        case .custom(let index):
            // The click VoiceOver plays as it performs a custom action.
            emit(.sound(.earcon(.click)))
            perform(.customAction(index: index), on: element.id)
        case .dragSource(let descriptor):
            perform(.beginDrag(descriptor), on: element.id)
        case .dropPoint(let descriptor):
            perform(.drop(descriptor), on: element.id)
        }
    }

    // MARK: Escape, magic tap, scroll

    /// Escape cancels a drag under way; else it ends the editing of a text field, as the keyboard's
    /// dismiss does (the element's `onEndEditing`; "Is editing." is no longer said); otherwise it is
    /// the element action `escape` on the focused element (its chain, then a back button).
    func escape() {
        // A drag under way is escape's to cancel (the element action), before any editing ends.
        if !drag.isActive, let id = voiceOverState.editingElementID {
            voiceOverState.editingElementID = nil
            perform(.endEditing, on: id)
            return
        }
        perform(.escape, on: focusedEntry?.id)
    }

    func magicTap() {
        perform(.magicTap, on: focusedEntry?.id)
    }

    /// Three-finger swipe: the element action `scroll` (up the chain until someone handles it);
    /// nobody: boundary sound.
    func scroll(_ direction: ScrollDirection) {
        voiceOverState.focusFollowsScroll = true
        if !perform(.scroll(direction), on: focusedEntry?.id).performed {
            voiceOverState.focusFollowsScroll = false
            boundary()
        }
    }

    // MARK: Read all

    /// Two-finger swipe up (from the top) or down (from the focused element): each element's
    /// description in order, hints left out, each after the previous finishes and a short pause;
    /// the focus follows, scrolling on through a scroll area's whole content as it reaches what is
    /// scrolled away (pages turn without their announcement, which would end the reading). Any
    /// other speech interrupts it and ends it.
    func readAll(fromTop: Bool) {
        let current = fullOrder()
        guard !current.isEmpty else { return }
        let first = fromTop ? 0 : (voiceOverState.focusedElementID.flatMap { current.index(of: $0) } ?? 0)
        voiceOverState.readAllIDs = current.entries[first...].map(\.id)
        var followUps: [FollowUp] = []
        followUps.reserveCapacity(current.count - first - 1)
        for index in (first + 1)..<max(first + 1, current.count) {
            let text = describe(current.entries[index]).description
            followUps.append(FollowUp(Utterance(text, kind: .element, cause: cause, readAllIndex: index - first),
                                      pause: constants.speech.readAllPause))
        }
        let text = describe(current.entries[first]).description
        say(Utterance(text, kind: .element, cause: cause, readAllIndex: 0), followUps: followUps)
    }

    // MARK: VoiceOver and settings

    /// VoiceOver on: Speak Screen's reading ends and its controller closes (VoiceOver takes the speech
    /// channel, and Speak Screen does nothing while VoiceOver is on: docs/vision.md), then "VoiceOver
    /// on" (high, so the first element follows it rather than cutting it), then the focused (else
    /// first) element. Off: speech stops, "VoiceOver off", a drag is cancelled.
    func turnVoiceOver(on: Bool) {
        guard on != settings.voiceOver else { return }
        if on {
            perform(SpeakScreenCommand.stop)
            settings.voiceOver = true
            runSceneCode { scene.settingsDidChange(context: self) }
            say(Utterance("VoiceOver on", priority: .high, kind: .announcement, cause: cause))
            let current = navigation
            guard !current.isEmpty else { return }
            // The app's name, then the element: "VoiceOver on. Exceptional Dogs. Pinky."
            focus(voiceOverState.focusedIndex ?? 0, speak: true, after: scene.appName.map { [$0] } ?? [])
        } else {
            perform(.cancelDrag, on: voiceOverState.focusedElementID)
            handle(speech.stopAll(at: now))
            say(Utterance("VoiceOver off", priority: .high, kind: .announcement, cause: cause))
            settings.voiceOver = false
            leaveFocus()
            runSceneCode { scene.settingsDidChange(context: self) }
        }
    }

    /// A setting changed mid-run; `voiceOver` turns VoiceOver on or off like the commands. An unknown
    /// name or a bad value changes nothing (trace loading reports those before replay).
    func changeSetting(_ name: String, to value: String) {
        guard let key = Settings.Key(rawValue: name) else { return }
        if key == .voiceOver {
            var probe = settings
            guard (try? probe.set(key, to: value)) != nil else { return }
            turnVoiceOver(on: probe.voiceOver)
            return
        }
        var updated = settings
        guard (try? updated.set(key, to: value)) != nil, updated != settings else { return }
        settings = updated
        runSceneCode { scene.settingsDidChange(context: self) }
    }
}

// MARK: Typing

extension Session {
    /// Typed text goes to the text field being edited (its `onTextInput`), reported as a `type`
    /// action: the one VoiceOver edits, echoed as its default typing feedback echoes it
    /// (`TypingEcho`), else the one Full Keyboard Access edits, in silence. With no field being
    /// edited, typing does nothing.
    func type(_ text: String) {
        guard settings.voiceOver, isVoiceOverEditing, let entry = focusedEntry else {
            if let id = keyboardEditingID { perform(.insertText(text), on: id) }
            return
        }
        let before = entry.element.value?.string ?? ""
        guard perform(.insertText(text), on: entry.id).performed else { return }
        let echo = TypingEcho.utterances(typing: text, after: before)
        guard let first = echo.first else { return }
        say(Utterance(first, kind: .feedback, cause: cause),
            followUps: echo.dropFirst().map { FollowUp(Utterance($0, kind: .feedback, cause: cause), pause: 0) })
    }
}
