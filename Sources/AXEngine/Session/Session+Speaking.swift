import AXCore

extension Session {
    /// The utterance being spoken right now, if any: the window captions it as it starts, before its
    /// `.speech` output (which is reported once its outcome is known).
    package var speaking: Utterance? { speech.current }

    /// The run ends (`SessionDriver.end`): an utterance still being spoken is cut where it is, with
    /// the part heard so far, and what waited for the channel is dropped, as when VoiceOver is turned
    /// off; the user heard that part, so the trace and its transcript say it. A silent channel (in
    /// read all's pause between two elements, say) records nothing.
    ///
    /// Only the records: the run is over, so nothing a technology would do next happens (Speak
    /// Screen going on to its next element, or ending its reading): it is left as the run left it,
    /// which `snapshot --after` and the trace viewer draw (the element being read still outlined).
    func silenceAtEnd() {
        guard speech.isSpeaking else { return }
        for case .record(let record, let recordCause) in speech.stopAll(at: now) {
            outputs.append(Output(cause: recordCause, time: record.end, event: .speech(record)))
        }
    }
}
