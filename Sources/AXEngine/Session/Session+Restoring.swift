import AXCore

/// What a settled Session holds of its own, beyond its scene's model: the clock, the settings, the
/// speech channel's state, the vision filter the screen is shown through, and every assistive
/// technology's state (VoiceOver's focus, rotor and modes, Switch Control's scanner, Full Keyboard
/// Access's focus and lists, Speak Screen's reading, Zoom's lens, Voice Control's overlay and
/// pending choice), each saved by the technology itself through the seam
/// (`AssistiveTechnology.savedState(in:)`). Exploration saves
/// one per state it finds and starts each action there from a fresh copy of the scene with the
/// state's model put back (`ModelSaving`) and a Session made from this, instead of replaying the
/// path to the state (docs/validation-performance.md, "What exploration costs").
public struct SessionRestorePoint {
    let now: Int
    /// The clock's timers, none pending: it keeps the time new timers count from.
    let timers: TimerQueue<Session.ScheduledAction>
    let settings: Settings
    /// Each plugged-in technology's state, in the session's order of technologies: one taken from
    /// the seam for every technology, so a technology added to the session cannot be left out.
    let technologies: [AssistiveTechnologyState]
    let speech: SpeechChannel
    /// The vision filter (`Session.visionFilter`): presentation, outside the state digest, but a
    /// session rebuilt from the point shows the screen as the saved one did.
    let visionFilter: VisionFilter?
    let cause: Int
    let stateDigest: String
    let stateDigestValue: UInt64
    /// The digest of the scene's snapshot alone, when the session had it: a restored session,
    /// whose scene has the same model, starts with it instead of reading the snapshot again.
    let snapshotHash: UInt64?

    /// The technologies whose state it holds, in the order they are restored.
    public var technologyKinds: [AssistiveTechnologyKind] { technologies.map(\.kind) }
}

extension Session {
    /// The session's own state, when nothing is in flight that a restore point cannot hold: nil
    /// while a timer is pending (Switch Control's next auto-scanning step among them), speech plays
    /// or waits, Speak Screen reads, a drag or a finger is down, read all runs, a notification waits
    /// to be handled, an output waits to be drained, or the navigation order is stale or has lost
    /// the focused element (its next refresh would move the focus), or the session keeps no state
    /// digest (a probe's, which a restored session would go on from). The explorer replays the path
    /// to such a state instead.
    public var restorePoint: SessionRestorePoint? {
        guard tracksStateDigest, timers.isEmpty, speakScreen.phase != .reading, speech.nextDeadline == nil, !speech.isSpeaking, !drag.isActive, pointers.isEmpty,
              pendingNotifications.isEmpty, outputs.isEmpty, voiceOverState.readAllIDs.isEmpty, !voiceOverState.silencesPages,
              !voiceOverState.focusFollowsScroll, !orderIsStale, freshOrder == nil,
              voiceOverState.focusedElementID == nil || voiceOverState.focusedIndex != nil else { return nil }
        return SessionRestorePoint(now: now, timers: timers, settings: settings, technologies: technologies.map { $0.savedState(in: self) },
                                   speech: speech, visionFilter: visionFilter, cause: cause, stateDigest: stateDigest, stateDigestValue: stateDigestValue,
                                   snapshotHash: snapshotHash)
    }

    /// A session on `scene`, whose model is already the one the restore point's session had, in
    /// the state `point` holds: as that session was, nothing spoken on the way. Nil when a
    /// technology cannot take its state back (VoiceOver's focused element is not in the scene's
    /// navigation order: the model was not put back as it was). The state digest is the point's,
    /// as the model is: the snapshot is not read again until something may have changed it. `reusing`
    /// is the order another Session read of the same scene in this state: taken as it is when the
    /// scene hands back the very tree it was read from (a copy put back in place, whose layout
    /// cache kept the state's tree), so the copy's order is not read again.
    public convenience init?(scene: Scene, restoring point: SessionRestorePoint, constants: EngineConstants = .default,
                             reusing order: NavigationOrder? = nil) {
        self.init(scene: scene, settings: point.settings, constants: constants, announcesLaunch: false, initialOrder: nil,
                  initialDigest: .restored(snapshotHash: point.snapshotHash, digest: point.stateDigestValue, hex: point.stateDigest),
                  reusing: order)
        now = point.now
        timers = point.timers
        for state in point.technologies {
            guard state.restore(self) else { return nil }
        }
        speech = point.speech
        visionFilter = point.visionFilter
        cause = point.cause
    }
}
