import AXCore

/// One profile in HelloGoodbye (“Accessibility on iOS”, WWDC 2014): the user's own, shown in the preview card, or a match
/// shown on the Matches screen. Profiles carry no name: the talk's cards show a photo, an age,
/// hobbies and an elevator pitch, and VoiceOver reads exactly those.
struct HelloGoodbyePerson: Hashable {
    var age: Int
    var hobbies: String
    var elevatorPitch: String
    /// How the drawn photo looks: skin, hair and shirt colours and a hair style, so every
    /// match has a recognisably different picture without image assets.
    var look: FaceLook

    struct FaceLook: Hashable {
        var skin: Color
        var hair: Color
        var shirt: Color
        var backdrop: Color
        var longHair: Bool
        var glasses: Bool
    }

    /// The user's own profile as the talk's audit found it: 37 years old, "Music, swing dance, wine".
    static let me = HelloGoodbyePerson(
        age: 37, hobbies: "Music, swing dance, wine",
        elevatorPitch: "I run a Thursday swing night and can pair a wine with anything you cook.",
        look: FaceLook(skin: .hex(0xE8B98F), hair: .hex(0x5A3A22), shirt: .hex(0x2F6F8F),
                       backdrop: .hex(0xCFE3EC), longHair: true, glasses: false))

    /// The matches, in the order the Matches screen offers them; the first is the talk's
    /// "favourite match": age 32, "Cooking, bubble tea with friends, travel".
    static let matches: [HelloGoodbyePerson] = [
        HelloGoodbyePerson(
            age: 32, hobbies: "Cooking, bubble tea with friends, travel",
            elevatorPitch: "I will cook you dinner if you show me your favourite bubble tea place.",
            look: FaceLook(skin: .hex(0xC68E62), hair: .hex(0x1E1A17), shirt: .hex(0xB5473A),
                           backdrop: .hex(0xF3DCC4), longHair: false, glasses: true)),
        HelloGoodbyePerson(
            age: 29, hobbies: "Rock climbing, science fiction, board games",
            elevatorPitch: "Looking for a belay partner who also knows the rules of Catan.",
            look: FaceLook(skin: .hex(0xF1CBA8), hair: .hex(0xB8722C), shirt: .hex(0x3D7A4A),
                           backdrop: .hex(0xD8ECD5), longHair: true, glasses: false)),
        HelloGoodbyePerson(
            age: 41, hobbies: "Gardening, jazz records, long walks",
            elevatorPitch: "My tomatoes win prizes. My dancing does not. Come judge both.",
            look: FaceLook(skin: .hex(0x8D5A3B), hair: .hex(0x3B2A20), shirt: .hex(0x6B4C9A),
                           backdrop: .hex(0xE4DDF0), longHair: false, glasses: false)),
        HelloGoodbyePerson(
            age: 35, hobbies: "Photography, hiking, espresso",
            elevatorPitch: "Weekend hikes at sunrise, weekday coffee at noon. Join either.",
            look: FaceLook(skin: .hex(0xE0AC7E), hair: .hex(0x777069), shirt: .hex(0xC28A1E),
                           backdrop: .hex(0xF5E9C8), longHair: false, glasses: true)),
    ]
}
