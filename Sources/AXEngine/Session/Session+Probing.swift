import AXCore

/// What a validation probe observes of the scene while it acts through a Session, besides the
/// Session's outputs: each notification as the scene posts it (typed, before VoiceOver handles it)
/// and each sound the scene itself plays (VoiceOver's own earcons are outputs).
package struct ProbeObserver {
    /// Called with each notification the scene posts.
    package var posted: (AccessibilityNotification) -> Void
    /// Called with each sound the scene plays.
    package var played: (SoundCue) -> Void

    /// An observer calling `posted` and `played`.
    package init(posted: @escaping (AccessibilityNotification) -> Void, played: @escaping (SoundCue) -> Void) {
        self.posted = posted
        self.played = played
    }
}

/// Entry points for validation probes (docs/validation.md, "Probes"): a probe performs each action
/// with the same commands a user's gestures send (double tap, swipe up/down, the rotor, the
/// three-finger swipe), through a `SessionDriver` on a Session, so what it hears is what a
/// VoiceOver user hears. Only where the session starts differs: the focus is placed, not reached by swiping, so probing every
/// element of a scene stays linear.
extension Session {
    /// A session with VoiceOver on, on `scene` whose tree reads as `order` now (the probe reads the
    /// tree once for all its actions), the focus on `elementID` as if VoiceOver had been there
    /// before the scene was read: nothing is spoken and the element's focus hook does not run, so
    /// the probe measures the action alone. It keeps no state digest (`tracksStateDigest`): a probe
    /// reads what was heard, posted and played and the model itself, never the digest, which would
    /// read the scene's whole snapshot after every input. Nil when the element is not in the order.
    package convenience init?(probing scene: Scene, settings: Settings, constants: EngineConstants = .default,
                              order: NavigationOrder, focusedOn elementID: String, observer: ProbeObserver) {
        guard let index = order.index(of: elementID) else { return nil }
        var withVoiceOver = settings
        withVoiceOver.voiceOver = true
        self.init(scene: scene, settings: withVoiceOver, constants: constants, announcesLaunch: false, initialOrder: order,
                  initialDigest: .untracked)
        place(at: index)
        probeObserver = observer
    }

    /// A session under `settings` as they are (VoiceOver on or off) on `scene`, whose tree reads as
    /// `order` now, for a probe that makes a finger's declared gestures (`performDeclared`) and
    /// reads only what the scene then draws (`motion.reduce-motion`): it keeps no state digest and
    /// reads the tree no second time.
    package convenience init(touching scene: Scene, settings: Settings, order: NavigationOrder) {
        self.init(scene: scene, settings: settings, constants: .default, announcesLaunch: false, initialOrder: order,
                  initialDigest: .untracked)
    }

    /// Puts the focus on `elementID` as `init(probing:…)` does, silently (a drop probe goes on to
    /// the drop target this way); false when the element is not in the navigation order.
    package func placeFocus(on elementID: String) -> Bool {
        guard let index = navigation.index(of: elementID) else { return false }
        if elementID != voiceOverState.focusedElementID { leaveFocus() }
        place(at: index)
        return true
    }

    /// Puts the rotor on Actions with the focused element's first item that `matches` selected, as
    /// turning the rotor there and swiping down to the item would, silently: the drop probe reads
    /// whether its item dropped, not the names said on the way, and each swipe cost as much as
    /// reading the element's actions again. False where the gestures would fail: the element offers
    /// no Actions rotor, or no such item.
    package func placeActionsRotor(on matches: (RotorItem) -> Bool) -> Bool {
        guard voiceOverState.rotor.option == .actions || rotorOptions.contains(.actions),
              let target = actionItems.firstIndex(where: matches) else { return false }
        voiceOverState.rotor = RotorState(option: .actions, itemIndex: target)
        return true
    }

    private func place(at index: Int) {
        voiceOverState.focusedIndex = index
        voiceOverState.focusedElementID = order.entries[index].id
        updateRotor(for: order.entries[index].element)
        guard tracksStateDigest else { return }
        stateDigestValue = computeDigest()
        stateDigest = StateDigest.hex(stateDigestValue)
    }
}

extension SessionDriver {
    /// Moves the clock on until nothing is being said or waits to be said, at most `limit`
    /// milliseconds, appending what that produced to `records`: what the last gesture caused has
    /// then been heard to its end. Timers due on the way run, as they would while the user listens.
    package func advanceUntilSilent(limit: Int = 60_000, into records: inout [TimedRecord]) {
        let end = session.now + limit
        while let deadline = session.speech.nextDeadline, deadline <= end { advance(to: deadline, into: &records) }
    }
}
