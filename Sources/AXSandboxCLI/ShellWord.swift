/// A word as a POSIX shell reads it back unchanged, for commands a message suggests: as it is when
/// it holds only characters no shell treats specially, else in single quotes.
enum ShellWord {
    /// Characters a word may hold and still be typed bare.
    private static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./_-")

    /// `word`, quoted for a shell when it must be (`my scene.json` becomes `'my scene.json'`).
    static func quoted(_ word: String) -> String {
        if !word.isEmpty, word.allSatisfy(plain.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
