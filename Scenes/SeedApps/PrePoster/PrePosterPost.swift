import AXCore

/// One post in Pre-Poster's feed (“What's New in Accessibility”, WWDC 2017): a post waiting for the close group's approval before it
/// goes out to the wider social networks when its timer runs down.
struct PrePosterPost: Hashable {
    enum Vote: String, Hashable, CaseIterable { case none, up, down }

    /// Stable id: element ids and the state snapshot name posts by it.
    let id: String
    let author: String
    /// "5 minutes remaining", as the talk's feed shows it.
    let remaining: String
    let text: String
    let photo: PrePosterPhoto?
    let comments: Int
    private let baseUpVotes: Int
    private let baseDownVotes: Int
    /// The user's own vote, added to the friends' counts.
    var myVote: Vote = .none
    /// The post's key in the scene's state snapshot ("post.lexi-set").
    let snapshotKey: String
    /// The post's value in the state snapshot for each vote and each rating the stars can show
    /// (`snapshotValue(stars:)`), spelt once, when the post is made. The snapshot is read on every
    /// access to the scene's layout cache and after every input that ran scene code, thousands of
    /// times in a validation, and spelling each post's value again every time was a tenth of
    /// validating Pre-Poster (docs/validation.md, "What one action costs in the engine").
    private let snapshotValues: [String]

    init(id: String, author: String, remaining: String, text: String, photo: PrePosterPhoto? = nil,
         comments: Int, upVotes: Int, downVotes: Int) {
        self.id = id; self.author = author; self.remaining = remaining; self.text = text; self.photo = photo
        self.comments = comments; baseUpVotes = upVotes; baseDownVotes = downVotes
        snapshotKey = "post." + id
        snapshotValues = Vote.allCases.flatMap { vote in
            (0...StarRating.maximum).map { Self.spellSnapshotValue(vote: vote, stars: $0, upVotes: upVotes, downVotes: downVotes) }
        }
    }

    /// The post's value in the state snapshot with the user's vote and `stars` as its rating: "vote=up
    /// stars=3 up=4 down=2".
    func snapshotValue(stars: Int) -> String {
        guard stars >= 0, stars <= StarRating.maximum else {
            return Self.spellSnapshotValue(vote: myVote, stars: stars, upVotes: baseUpVotes, downVotes: baseDownVotes)
        }
        let vote: Int
        switch myVote {  // its place in `Vote.allCases`, the order `snapshotValues` is spelt in
        case .none: vote = 0
        case .up: vote = 1
        case .down: vote = 2
        }
        return snapshotValues[vote * (StarRating.maximum + 1) + stars]
    }

    /// The snapshot value of a post whose friends cast `upVotes` and `downVotes`, with the user's `vote`.
    private static func spellSnapshotValue(vote: Vote, stars: Int, upVotes: Int, downVotes: Int) -> String {
        let up = upVotes + (vote == .up ? 1 : 0), down = downVotes + (vote == .down ? 1 : 0)
        return "vote=\(vote.rawValue) stars=\(stars) up=\(up) down=\(down)"
    }

    var upVotes: Int { baseUpVotes + (myVote == .up ? 1 : 0) }
    var downVotes: Int { baseDownVotes + (myVote == .down ? 1 : 0) }

    var commentsText: String {
        switch comments {
        case 0: return "No comments"
        case 1: return "1 comment"
        default: return "\(comments) comments"
        }
    }

    /// Tapping a vote button: casts that vote, or takes it back if it was already cast.
    mutating func toggle(_ vote: Vote) {
        myVote = myVote == vote ? .none : vote
    }

    /// Initials for the drawn avatar: "Lexi Torres" → "LT".
    var initials: String { PrePosterPost.initials(of: author) }

    static func initials(of name: String) -> String {
        asciiInitials(of: name) ?? String(name.split(separator: " ").compactMap(\.first).prefix(2))
    }

    /// The same for a name in ASCII without a carriage return (where every byte is a character),
    /// read byte by byte: splitting into characters cost 12,000 instructions a name, drawn with
    /// every avatar (1.5% of validating Pre-Poster). Nil for any other name.
    static func asciiInitials(of name: String) -> String? {
        var initials: [UInt8] = []
        var atWordStart = true
        for byte in name.utf8 {
            guard byte < 0x80, byte != UInt8(ascii: "\r") else { return nil }
            if byte == UInt8(ascii: " ") {
                atWordStart = true
            } else if atWordStart {
                atWordStart = false
                if initials.count < 2 { initials.append(byte) }
            }
        }
        return String(decoding: initials, as: UTF8.self)
    }

    /// The signed-in user, whose open posts the header counts.
    static let me = "Tom McNeil"

    /// The feed as the talk's demo opens it: Lexi Torres's post, five minutes remaining, first.
    static let feed: [PrePosterPost] = [
        PrePosterPost(id: "lexi-set", author: "Lexi Torres", remaining: "5 minutes remaining", text: "Just finished my set!",
                      comments: 3, upVotes: 3, downVotes: 2),
        PrePosterPost(id: "tom-ramen", author: "Tom McNeil", remaining: "42 minutes remaining",
                      text: "Trying the new ramen place on Fifth tonight. Who's in?", comments: 1, upVotes: 4, downVotes: 0),
        PrePosterPost(id: "priya-ridge", author: "Priya Natarajan", remaining: "1 hour remaining",
                      text: "Sunrise from the ridge trail this morning.", photo: .ridgeSunrise, comments: 5, upVotes: 7, downVotes: 0),
        PrePosterPost(id: "marcus-lights", author: "Marcus Bell", remaining: "2 hours remaining",
                      text: "Is it too early to put up the holiday lights?", comments: 12, upVotes: 5, downVotes: 6),
        PrePosterPost(id: "tom-bike", author: "Tom McNeil", remaining: "3 hours remaining",
                      text: "Finally fixed the squeaky brake. Ready for the weekend ride.", photo: .bike, comments: 0, upVotes: 2, downVotes: 1),
        PrePosterPost(id: "hana-bread", author: "Hana Sato", remaining: "4 hours remaining",
                      text: "Third attempt at sourdough and it actually rose.", comments: 8, upVotes: 9, downVotes: 0),
        PrePosterPost(id: "diego-move", author: "Diego Alvarez", remaining: "5 hours remaining",
                      text: "Moving day is done. Pizza is on me for everyone who carried a box.", comments: 4, upVotes: 6, downVotes: 0),
        PrePosterPost(id: "june-cat", author: "June Park", remaining: "6 hours remaining",
                      text: "The cat has claimed the new laptop bag. It is hers now.", comments: 2, upVotes: 11, downVotes: 1),
        PrePosterPost(id: "sam-run", author: "Sam Okafor", remaining: "8 hours remaining",
                      text: "Signed up for my first half marathon. Talk me out of it?", comments: 6, upVotes: 3, downVotes: 3),
        PrePosterPost(id: "elena-trip", author: "Elena Rossi", remaining: "12 hours remaining",
                      text: "Booked the train across the Alps for spring.", comments: 3, upVotes: 8, downVotes: 0),
    ]
}

/// The pictures posts carry, drawn by `PrePosterArtwork`, with what the photo view's details say.
enum PrePosterPhoto: String, Hashable {
    case ridgeSunrise, bike

    /// The photo's accessibility label: what it shows.
    var description: String {
        switch self {
        case .ridgeSunrise: return "Sunrise over a mountain ridge"
        case .bike: return "A blue road bike leaning on a fence"
        }
    }

    /// The details revealed by swiping up in the photo view, in reading order.
    var details: [String] {
        switch self {
        case .ridgeSunrise: return ["Ridge Trail lookout", "Sunday at 6:12 AM", "iPhone 7 Plus, f/1.8, 1/500 s"]
        case .bike: return ["Home", "Saturday at 4:40 PM", "iPhone 7 Plus, f/1.8, 1/120 s"]
        }
    }
}

/// A social network Pre-Poster can post to automatically when a post's timer runs down.
struct PrePosterNetwork: Hashable {
    let name: String
    var isOn: Bool
    /// The network's key in the scene's state snapshot ("network.Facebook"), spelt once.
    let snapshotKey: String

    init(name: String, isOn: Bool) {
        self.name = name
        self.isOn = isOn
        snapshotKey = "network." + name
    }

    static let all: [PrePosterNetwork] = [
        PrePosterNetwork(name: "Facebook", isOn: false),
        PrePosterNetwork(name: "Twitter", isOn: true),
        PrePosterNetwork(name: "Instagram", isOn: false),
        PrePosterNetwork(name: "Tumblr", isOn: true),
        PrePosterNetwork(name: "LinkedIn", isOn: false),
    ]
}
