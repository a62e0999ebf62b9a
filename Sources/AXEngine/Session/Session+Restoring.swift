import AXCore

/// What a settled Session holds of its own, beyond its scene's model: the clock, the settings,
/// the focus, the rotor, the speech channel's state and the per-element modes. Exploration saves
/// one per state it finds and starts each action there from a fresh copy of the scene with the
/// state's model put back (`ModelSaving`) and a Session made from this, instead of replaying the
/// path to the state (docs/validation.md, "What exploration costs").
public struct SessionRestorePoint {
    let now: Int
    /// The clock's timers, none pending: it keeps the time new timers count from.
    let timers: TimerQueue<Session.ScheduledAction>
    let settings: Settings
    /// VoiceOver's focus, rotor and modes, whole: a field VoiceOver gains is restored with them.
    let voiceOver: VoiceOverState
    let speech: SpeechChannel
    let cause: Int
    let stateDigest: String
    let stateDigestValue: UInt64
}

extension Session {
    /// The session's own state, when nothing is in flight that a restore point cannot hold: nil
    /// while a timer is pending, speech plays or waits, a drag or a finger is down, read all
    /// runs, a notification waits to be handled, an output waits to be drained, or the navigation
    /// order is stale or has lost the focused element (its next refresh would move the focus).
    /// The explorer replays the path to such a state instead.
    public var restorePoint: SessionRestorePoint? {
        guard timers.isEmpty, speakScreen.isIdle, speech.nextDeadline == nil, !speech.isSpeaking, !drag.isActive, pointers.isEmpty,
              pendingNotifications.isEmpty, outputs.isEmpty, voiceOverState.readAllIDs.isEmpty, !voiceOverState.silencesPages,
              !voiceOverState.focusFollowsScroll, !orderIsStale, freshOrder == nil,
              voiceOverState.focusedElementID == nil || voiceOverState.focusedIndex != nil else { return nil }
        return SessionRestorePoint(now: now, timers: timers, settings: settings, voiceOver: voiceOverState, speech: speech,
                                   cause: cause, stateDigest: stateDigest, stateDigestValue: stateDigestValue)
    }

    /// A session on `scene`, whose model is already the one the restore point's session had, in
    /// the state `point` holds: as that session was, nothing spoken on the way. Nil when the focused
    /// element is not in the scene's navigation order (the model was not put back as it was).
    public convenience init?(scene: Scene, restoring point: SessionRestorePoint, constants: EngineConstants = .default) {
        self.init(scene: scene, settings: point.settings, constants: constants, announcesLaunch: false, initialOrder: nil)
        now = point.now
        timers = point.timers
        voiceOverState = point.voiceOver
        if let id = point.voiceOver.focusedElementID {
            guard let index = order.index(of: id) else { return nil }
            voiceOverState.focusedIndex = index
        }
        speech = point.speech
        cause = point.cause
        stateDigest = point.stateDigest
        stateDigestValue = point.stateDigestValue
    }
}
