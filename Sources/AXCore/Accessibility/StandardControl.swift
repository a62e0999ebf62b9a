/// One of UIKit's standard controls at the size UIKit gives it, as a capture of a real app's screen
/// shows it: a size the app cannot change (a switch, a stepper), or one it left at UIKit's default (a
/// segmented control's segments, a page control). WCAG 2.5.8 exempts a target "whose size is
/// determined by the user agent and is not modified by the author", and Apple's own controls at
/// these sizes miss the 44 points its Human Interface Guidelines recommend, so `target.size` reports
/// such a control as information, not as a warning whose fix ("Enlarge the element's frame") the app
/// cannot carry out (docs/import.md, "Controls at UIKit's own sizes"). The readers of captures
/// recognise it by its type, never by its size alone, so an app's own small button stays judged.
public enum StandardControl: String, Hashable, Sendable, Codable, CaseIterable {
    /// `UISwitch`: 51×31 points whatever frame the app sets (63×29 on iOS 26), XCUITest's `Switch`
    /// at that size (`isSwitchSize`); a SwiftUI toggle's `Switch` as large as its row is the app's.
    case `switch`
    /// A half of `UIStepper`, 94×32 points whatever frame the app sets: its Decrement and Increment
    /// buttons (the `Button`s of XCUITest's `Stepper`).
    case stepperButton
    /// A segment of `UISegmentedControl` at UIKit's default height, 32 points (a `Button` of
    /// XCUITest's `SegmentedControl`); one the app made shorter is the app's.
    case segment
    /// `UIPageControl` at UIKit's default height, 26 points (XCUITest's `PageIndicator`); one the
    /// app made shorter is the app's.
    case pageControl

    /// UIKit's default height of a segment (`segment`).
    public static let segmentHeight = 32.0
    /// UIKit's default height of a page control (`pageControl`).
    public static let pageControlHeight = 26.0

    /// Whether `size` is UISwitch's as captures show it: 51×31 points (51×32 in some captures)
    /// through iOS 18, 63×29 on iOS 26 (63×28.67, written rounded; the real dumps' iOS 26.4 page
    /// sources hold it), within half a point.
    public static func isSwitchSize(_ size: Size) -> Bool {
        let w = size.width, h = size.height
        return (abs(w - 51) <= 0.5 && h >= 30.5 && h <= 32.5) || (abs(w - 63) <= 0.5 && h >= 28 && h <= 29.5)
    }

    /// What it is and whose its size is, as reports name it.
    public var sizeReason: String {
        switch self {
        case .switch: return "UIKit's switch, whose size the app cannot change"
        case .stepperButton: return "a half of UIKit's stepper, whose size the app cannot change"
        case .segment: return "a segment of UIKit's segmented control at UIKit's default height"
        case .pageControl: return "UIKit's page control at UIKit's default height"
        }
    }
}
