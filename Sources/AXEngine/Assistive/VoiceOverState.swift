import AXCore

/// What VoiceOver keeps between commands: its focus, its rotor and the modes tied to the focused
/// element. The session holds it apart from the engine's own state (scene, settings, clock, timers,
/// notifications, the tree and its cache, speech, drags); only VoiceOver's commands and reactions
/// change it, and the engine reads only the focus, which trace state digests include.
struct VoiceOverState {
    /// The focused element's id, nil when the scene exposes nothing.
    var focusedElementID: String?
    /// Index of the focused element in the order (valid while the order is fresh).
    var focusedIndex: Int?
    /// The rotor's option and item.
    var rotor = RotorState()
    /// A direct-touch element with requiresActivation the user activated; active until focus leaves it.
    var activeDirectTouchID: String?
    /// A text field the user activated: it says "Is editing." until focus leaves it.
    var editingElementID: String?
    /// The last page announcement: the same one twice in a row means a scroll hit a border.
    var lastPageScrolled: String?
    /// Set while read all turns a page: the page announcement would end the reading, so it is not spoken.
    var silencesPages = false
    /// The ids read all goes through, in order (its utterances' `readAllIndex` points here): the
    /// whole content of scroll areas included, scrolled into view as the reading reaches them.
    var readAllIDs: [String] = []
    /// Set by a three-finger scroll the scene handled: if the scroll took the focused element away,
    /// focus lands on the first element of the new page, silently (the page announcement is heard).
    var focusFollowsScroll = false
}
