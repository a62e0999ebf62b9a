import XCTest
import Foundation
import AXCore
@testable import AXScenes

/// A screenshot that cannot be the capture's screen (turned, cut, a thumbnail) is refused naming both
/// sizes, where it put every element it does not cover off the screen; the pictures real captures come
/// with (@2x, @3x, an iPad's whole screen around a Split View or Slide Over window, rows past the
/// screen's bottom) are read as before (docs/import.md, "The screenshot").
final class ScreenshotFitTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-fit-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    /// A file holding only a PNG's signature and header of `width` × `height` pixels: the size the
    /// import checks before anything is decoded (no decoder is given, so nothing is).
    private func header(_ name: String, _ width: Int, _ height: Int) throws -> String {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for side in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((side >> $0) & 0xFF) } }
        let path = folder.appendingPathComponent(name).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)), path)
        return path
    }

    /// The example AccessibilitySnapshot capture (no window frame; its elements reach 390×844, its tab bar at 780).
    private func checkout(screenshot: String?, scale: Double? = nil) throws -> ImportedScene {
        let path = ImportReaderTests.examples.appendingPathComponent("checkout.json").path
        return try ScreenImport.load(path: path, text: String(contentsOfFile: path, encoding: .utf8),
                                     screenshot: .init(path: screenshot, scale: scale))
    }

    /// An XCUITest capture whose window is `window` (x, y, width, height), with a title, a button at
    /// the window's bottom and, when `rowsPast`, a table whose rows run past the screen's bottom.
    private func captured(window: (Double, Double, Double, Double), rowsPast: Bool = false, screenshot: String?) throws -> ImportedScene {
        let (x, y, w, h) = window
        var lines = [
            "Attributes: Application, 0x1, pid: 1, label: 'App'",
            "Element subtree:",
            " →Application, 0x1, pid: 1, label: 'App'",
            "    Window (Main), 0x2, {{\(x), \(y)}, {\(w), \(h)}}",
            "      StaticText, 0x3, {{\(x + 16), \(y + 60)}, {200.0, 41.0}}, identifier: 'title', label: 'Orders'",
            "      Button, 0x4, {{\(x + 16), \(y + h - 60)}, {200.0, 44.0}}, identifier: 'done', label: 'Done'",
        ]
        if rowsPast {
            lines.append("      Table, 0x5, {{\(x), \(y + 120)}, {\(w), \(h - 200)}}")
            for row in 0..<40 {
                lines.append("        Cell, 0x\(row + 10), {{\(x), \(y + 120 + Double(row) * 44)}, {\(w), 44.0}}, identifier: 'row-\(row)', label: 'Order \(row)'")
            }
        }
        return try ScreenImport.load(path: folder.appendingPathComponent("app.txt").path, text: lines.joined(separator: "\n") + "\n",
                                     screenshot: .init(path: screenshot))
    }

    private func refusal(_ body: () throws -> ImportedScene) -> String {
        do {
            _ = try body()
            XCTFail("expected the screenshot to be refused")
            return ""
        } catch {
            return "\(error)"
        }
    }

    // MARK: Refused

    /// The outside tester's three pictures under the example capture, which has no window frame:
    /// a thumbnail and the screen turned to landscape leave most of its elements off the picture.
    func testAPictureThatLeavesMostElementsOfAFramelessCaptureOutsideIsRefused() throws {
        let tiny = try header("tiny.png", 100, 100)
        XCTAssertEqual(refusal { try checkout(screenshot: tiny) },
                       "\(tiny): the screenshot cannot be the screen of checkout.json: 100×100 pixels at 1 per point (the whole number "
                        + "that fits the capture's width) is a screen of 100×100 points, and 13 of the 14 elements VoiceOver reaches lie "
                        + "wholly outside it (the capture's elements reach 390×844 points). Give the capture's own screenshot of the whole "
                        + "screen (--import-screenshot PNG), or its pixels per point (--import-scale N) if it is of this screen at another scale")
        let landscape = try header("landscape.png", 2532, 1170)
        XCTAssertTrue(refusal { try checkout(screenshot: landscape) }.contains(
            "2532×1170 pixels at 6 per point (the whole number that fits the capture's width) is a screen of 422×195 points, "
                + "and 10 of the 14 elements VoiceOver reaches lie wholly outside it"))
        // The scale its name gives is judged as any other.
        let named = try header("small@3x.png", 300, 300)
        XCTAssertTrue(refusal { try checkout(screenshot: named) }.contains("300×300 pixels at 3 per point (its name's @3x) is a screen of 100×100 points"))
    }

    /// With the window's frame the capture says where its screen is: a picture it does not fit in is
    /// refused, whichever way it is wrong.
    func testAPictureTheCapturesWindowDoesNotFitIsRefused() throws {
        for (name, width, height, screen) in [("landscape.png", 2532, 1170, "422×195"), ("wrong-aspect.png", 1170, 2000, "390×666.67"),
                                              ("tiny.png", 100, 100, "100×100")] {
            let picture = try header(name, width, height)
            let message = refusal { try captured(window: (0, 0, 390, 844), screenshot: picture) }
            XCTAssertTrue(message.hasPrefix("\(picture): the screenshot cannot be the screen of app.txt: \(width)×\(height) pixels at "), message)
            XCTAssertTrue(message.contains("is a screen of \(screen) points, and the capture's window (its application's or window's frame) "
                                            + "is 390×844 points at 0,0: it does not fit"), message)
        }
        // An iPad's landscape picture under its portrait window: no scale iOS has fits it.
        let turned = try header("turned.png", 2732, 2048)
        XCTAssertTrue(refusal { try captured(window: (0, 0, 1024, 1366), screenshot: turned) }.contains("it does not fit"))
    }

    /// A picture found beside the capture says how to leave it out.
    func testARefusedPictureBesideTheCaptureSaysHowToLeaveItOut() throws {
        let beside = try header("app.png", 100, 100)
        let message = refusal { try captured(window: (0, 0, 390, 844), screenshot: nil) }
        XCTAssertTrue(message.hasPrefix("\(beside): the screenshot cannot be the screen of app.txt: "), message)
        XCTAssertTrue(message.hasSuffix("; a PNG beside a capture named app.png, app@3x.png, app@2x.png or app@1x.png is taken as "
                                        + "its screenshot: move or rename this one to leave it out"), message)
    }

    // MARK: Kept

    /// The example's own picture, and the same screen at @2x, fit as before.
    func testTheCapturesOwnScreenAtAnyScaleIsKept() throws {
        let shot = try checkout(screenshot: ImportReaderTests.examples.appendingPathComponent("checkout@3x.png").path)
        XCTAssertEqual(shot.screenshot?.scale, 3)
        XCTAssertEqual(try checkout(screenshot: try header("two.png", 780, 1688)).screenshot?.scale, 2)
        XCTAssertEqual(try captured(window: (0, 0, 390, 844), screenshot: try header("three.png", 1170, 2532)).screenshot?.scale, 3)
        // A thumbnail of the screen, at the scale the user gives.
        XCTAssertEqual(try checkout(screenshot: try header("thumb.png", 195, 422), scale: 0.5).screenshot?.scale, 0.5)
    }

    /// An AccessibilitySnapshot capture (no window frame) of a title and `rows` full-width rows, 44
    /// points apart from y = 100: past the screen's bottom when there are more than fit.
    private func frameless(rows: Int, screenshot: String) throws -> ImportedScene {
        func element(_ index: Int, _ label: String, _ y: Int, _ traits: String) -> String {
            #"{"element":{"traversalIndex":\#(index),"_0":{"description":"\#(label).","label":"\#(label)","traits":[\#(traits)],"#
                + #""shape":{"type":"frame","frame":[[0,\#(y)],[390,44]]},"activationPoint":[195,\#(y + 22)]}}}"#
        }
        let items = [element(0, "Orders", 50, #""header""#)] + (0..<rows).map { element($0 + 1, "Order \($0)", 100 + $0 * 44, #""button""#) }
        return try ScreenImport.load(path: folder.appendingPathComponent("rows.json").path, text: "[" + items.joined(separator: ",") + "]",
                                     screenshot: .init(path: screenshot))
    }

    /// A frameless capture's elements below the picture's bottom may be rows past the screen (or the
    /// app's own mistake, which `geometry.offscreen` reports): while most of them touch the picture,
    /// and its tab bar if it has one, the picture is the screen.
    func testAFramelessCaptureWhoseRowsRunPastThePicturesBottomIsKept() throws {
        // 20 rows reach y = 980; the picture's screen ends at 844, the last 3 rows wholly past it.
        let scene = try frameless(rows: 20, screenshot: try header("rows@3x.png", 1170, 2532))
        XCTAssertEqual(scene.screenshot?.scale, 3)
        XCTAssertEqual(ScreenImport.screenSize(of: scene.hierarchy).height, 980)
        // The example under a picture whose screen ends at 800: its tab bar (780 to 829) shows.
        XCTAssertEqual(try checkout(screenshot: try header("taller.png", 1170, 2400)).screenshot?.scale, 3)
    }

    /// A tab bar does not scroll: one wholly below the picture's bottom says the picture is cut short,
    /// though most elements show (the tester's 1170×2000 picture under the example).
    func testAFramelessCapturesTabBarBelowThePictureIsRefused() throws {
        let short = try header("wrong-aspect.png", 1170, 2000)
        XCTAssertEqual(refusal { try checkout(screenshot: short) },
                       "\(short): the screenshot cannot be the screen of checkout.json: 1170×2000 pixels at 3 per point (the whole number "
                        + "that fits the capture's width) is a screen of 390×666.67 points, and the capture's tab bar lies wholly outside "
                        + "it (at 0,780): a tab bar does not scroll, it stays on the screen. Give the capture's own screenshot of the whole "
                        + "screen (--import-screenshot PNG), or its pixels per point (--import-scale N) if it is of this screen at another scale")
    }

    /// Rows past the screen's bottom lie outside the window: the window, not the rows, must fit.
    func testACaptureWhoseRowsRunPastTheScreenIsKept() throws {
        let scene = try captured(window: (0, 0, 390, 844), rowsPast: true, screenshot: try header("rows.png", 1170, 2532))
        XCTAssertEqual(scene.screenshot?.scale, 3)
        XCTAssertEqual(scene.hierarchy.focusableFrames.map(\.maxY).max(), 120 + 40 * 44, "the rows reach past the window")
    }

    /// An iPad shows an app in Split View, Slide Over or a Stage Manager window narrower than the
    /// screen the picture shows: read at the iPad's scale, where the window fits, with or without @2x.
    func testAnIPadWindowNarrowerThanThePictureIsKeptAtTheIPadsScale() throws {
        let windows: [(String, (Double, Double, Double, Double))] = [
            ("split view, left", (0, 0, 678, 1024)), ("split view, right", (688, 0, 678, 1024)),
            ("slide over", (1036, 24, 320, 990)), ("stage manager", (100, 50, 900, 800)), ("split view, portrait", (0, 0, 507, 1366)),
        ]
        for (index, (kind, window)) in windows.enumerated() {
            let portrait = kind.hasSuffix("portrait")
            let (width, height) = portrait ? (2048, 2732) : (2732, 2048)
            for name in ["ipad-\(index).png", "ipad-\(index)@2x.png"] {
                let scene = try captured(window: window, screenshot: try header(name, width, height))
                XCTAssertEqual(scene.screenshot?.scale, 2, "\(kind), \(name)")
            }
        }
    }

    /// A screenshot taken with the status bar is the whole screen, the window's frame included.
    func testAPictureWithTheStatusBarIsKept() throws {
        let scene = try captured(window: (0, 0, 390, 844), screenshot: try header("status@3x.png", 1170, 2532))
        XCTAssertEqual(scene.screenshot?.scale, 3)
        XCTAssertNil(ScreenshotFit.problem(pixels: (1170, 2532), scale: 3, scaleSource: "", hierarchy: scene.hierarchy))
    }
}
