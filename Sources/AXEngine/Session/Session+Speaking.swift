import AXCore

extension Session {
    /// The utterance being spoken right now, if any: the window captions it as it starts, before its
    /// `.speech` output (which is reported once its outcome is known).
    package var speaking: Utterance? { speech.current }
}
