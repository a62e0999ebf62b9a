import AXCore

/// One dog up for adoption in Exceptional Dogs (WWDC 2018 session 230, “Deliver an Exceptional Accessibility Experience” (WWDC 2018) and Apple's Exceptional Dogs sample).
///
/// The talk fixes only a few facts: the dogs Pinky, Layla, Bro and Pudding, in that order; Pinky is
/// "mixed" and "7.0 years"; Layla is a Labrador with no extra pictures (so no gallery button); Bro and
/// Pinky have three gallery pictures each; the audit counts 14 stat labels (seven title/value pairs)
/// and mentions whether a dog is fostered ("yes"); the sample-code article lists age, gender and
/// attitude. Every other value below is invented for the sandbox, kept plausible and consistent.
struct Dog: Hashable {
    /// How the ears are drawn: hanging (lab, beagle) or standing (terrier mixes).
    enum Ears: Hashable { case floppy, pointed }

    let name: String
    let breed: String
    /// Age in tenths of a year, so "7.0 years" prints exactly, without floating-point formatting.
    let ageTenths: Int
    let gender: String
    let weightPounds: Int
    let fostered: Bool
    let attitude: String
    /// Extra pictures in the gallery; 0 means no gallery button (Layla).
    let galleryCount: Int
    let ears: Ears
    let coat: Color
    let muzzle: Color
    /// A darker patch over one eye, if the dog has one.
    let patch: Color?
    /// The card's backdrop behind the portrait.
    let backdrop: Color

    /// Stable id fragment ("pinky").
    var key: String { name.lowercased() }

    /// "7.0 years": one decimal, as the demo heard it.
    var ageText: String { "\(ageTenths / 10).\(ageTenths % 10) years" }

    /// The seven title/value pairs of the stats view, in reading order.
    var stats: [(title: String, value: String)] {
        [("Name", name), ("Breed", breed), ("Age", ageText), ("Gender", gender),
         ("Weight", "\(weightPounds) lbs"), ("Fostered", fostered ? "yes" : "no"), ("Attitude", attitude)]
    }

    var hasGallery: Bool { galleryCount > 0 }

    /// The gallery picture labels: "Picture one of Pinky", spelled as the demo heard them.
    var galleryLabels: [String] {
        (0..<galleryCount).map { "Picture \(Dog.numberWords[$0]) of \(name)" }
    }

    /// Enough words for the largest gallery.
    static let numberWords = ["one", "two", "three", "four", "five", "six"]

    /// The shelter every dog in the talk lives at.
    static let shelterName = "Skyler's animal shelter"

    /// The carousel, in the talk's order.
    static let all: [Dog] = [
        Dog(name: "Pinky", breed: "mixed", ageTenths: 70, gender: "female", weightPounds: 38, fostered: true,
            attitude: "playful", galleryCount: 3, ears: .pointed, coat: Color.hex(0xD9A066),
            muzzle: Color.hex(0xF4DEC0), patch: nil, backdrop: Color.hex(0xF9D7DF)),
        Dog(name: "Layla", breed: "Labrador", ageTenths: 45, gender: "female", weightPounds: 62, fostered: false,
            attitude: "calm", galleryCount: 0, ears: .floppy, coat: Color.hex(0xE8C170),
            muzzle: Color.hex(0xF6E3B4), patch: nil, backdrop: Color.hex(0xD6E8F7)),
        Dog(name: "Bro", breed: "pit bull mix", ageTenths: 25, gender: "male", weightPounds: 57, fostered: true,
            attitude: "friendly", galleryCount: 3, ears: .pointed, coat: Color.hex(0x8A8F98),
            muzzle: Color.hex(0xE6E6E6), patch: Color.hex(0x4B4F57), backdrop: Color.hex(0xDDEFD5)),
        Dog(name: "Pudding", breed: "beagle", ageTenths: 15, gender: "male", weightPounds: 24, fostered: false,
            attitude: "curious", galleryCount: 3, ears: .floppy, coat: Color.hex(0xB5651D),
            muzzle: Color.hex(0xFFFFFF), patch: Color.hex(0x3B2A1E), backdrop: Color.hex(0xFBE7C6)),
    ]
}
