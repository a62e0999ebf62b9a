/// What it takes a switch user to reach an item and open its menu, from the first highlight of
/// the screen (docs/switch-control.md): with auto scanning, one press per level (each group
/// entered, then the item) and the time the highlight takes to get there, every move of it a scan
/// step (and the Hold Duration held, when it is on); with manual scanning, a next press per member
/// passed and a select per level. `switch.slow-to-reach`, `inspect` and the window's inspector all
/// read this one measure.
public struct ScanReach: Hashable, Sendable {
    /// Auto scanning: select presses (groups entered, then the item).
    public var autoPresses: Int
    /// Auto scanning: virtual milliseconds until the item is highlighted, every move of the
    /// highlight a scan step: the members passed, and each group entered, whose press moves the
    /// highlight onto its first member, which the user has to see before pressing again (counting
    /// nothing for that move, an item behind 120 nested groups, each first, took "0.0 s").
    public var autoTime: Int
    /// Manual scanning: next presses and select presses together.
    public var manualPresses: Int

    /// Auto scanning's time in seconds, as reports print it ("3.0 s").
    public var autoSeconds: String { Self.seconds(autoTime) }

    /// Virtual milliseconds in seconds, as reports print them ("3.0 s").
    public static func seconds(_ milliseconds: Int) -> String {
        let tenths = (milliseconds + 50) / 100
        return "\(tenths / 10).\(tenths % 10) s"
    }

    /// The groups entered on the way (every select press but the item's).
    public var groupsEntered: Int { max(0, autoPresses - 1) }

    /// Auto scanning's time with every move of the highlight a scan step: `autoTime` counts them all.
    @available(*, deprecated, message: "autoTime counts every move of the highlight, a group entered included")
    public func stepTime(scanTime: Int) -> Int { autoTime }
}

extension ScanTree {
    /// What reaching `node` costs under `settings` (its path from the top level: at each level
    /// the position of the member to select).
    public func reach(of node: Int, settings: SwitchControlSettings) -> ScanReach {
        let steps = path(to: node)
        var time = 0, passed = 0
        for step in steps where step.position > 0 {
            // The first member holds the highlight for the pause too, then one scan time per member.
            time += settings.pauseOnFirstItem + step.position * settings.autoScanningTime
            passed += step.position
        }
        // Each group entered moves the highlight onto its first member: one scan step more. With
        // Hold Duration on, the group is entered only once its select switch has been held that
        // long, scanning standing still meanwhile.
        time += max(0, steps.count - 1) * (settings.autoScanningTime + (settings.holdDuration ?? 0))
        return ScanReach(autoPresses: steps.count, autoTime: time, manualPresses: passed + steps.count)
    }
}
