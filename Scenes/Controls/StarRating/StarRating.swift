/// The star-rating control's model: a whole number of stars from 0 (no rating) to 5.
struct StarRating: Hashable {
    static let maximum = 5

    private(set) var stars: Int = 0

    init(stars: Int = 0) { self.stars = stars }

    /// Sets the rating, clamped to 0…5; true if it changed.
    @discardableResult
    mutating func set(_ value: Int) -> Bool {
        let clamped = min(max(value, 0), Self.maximum)
        guard clamped != stars else { return false }
        stars = clamped
        return true
    }

    /// One more star; false (and no change) at five.
    mutating func increment() -> Bool { stars < Self.maximum ? set(stars + 1) : false }

    /// One star fewer; false (and no change) at no rating.
    mutating func decrement() -> Bool { stars > 0 ? set(stars - 1) : false }

    /// The words VoiceOver speaks and the caption shows (“What's New in Accessibility”, WWDC 2017): "No rating", "1 star", "3 stars".
    var spokenValue: String {
        switch stars {
        case 0: return "No rating"
        case 1: return "1 star"
        default: return "\(stars) stars"
        }
    }
}
