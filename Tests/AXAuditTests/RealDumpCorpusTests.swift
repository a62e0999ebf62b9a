import XCTest
import Foundation
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// Dumps other people captured from real apps and published (Fixtures/RealDumps, sources in its
/// MANIFEST.md). For each screen: what VoiceOver would focus and say, element by element, in order,
/// as judged from the dump, and the verdict `validate` gives (exit 1 with errors, else 0; a refused
/// capture exits 2). Where the dump cannot show what VoiceOver says (a section header's trait), the
/// expectation is what the dump supports and docs/import.md lists the difference.
final class RealDumpCorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealDumps").standardizedFileURL

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: corpus.appendingPathComponent(name).path, encoding: .utf8)
    }

    static func load(_ name: String, text: String? = nil) throws -> ImportedScene {
        try ScreenImport.load(path: corpus.appendingPathComponent(name).path, text: text ?? Self.text(name))
    }

    /// The elements VoiceOver reaches, in navigation order.
    static func elements(_ scene: Scene) -> [AccessibilityElement] {
        var settings = Settings()
        settings.voiceOver = true
        return NavigationOrder(scene: scene, settings: settings).entries.map(\.element)
    }

    /// What VoiceOver says for each element it reaches, in navigation order.
    static func spoken(_ scene: Scene) -> [String] {
        var settings = Settings()
        settings.voiceOver = true
        return NavigationOrder(scene: scene, settings: settings).spokenElements.map(\.speech.description)
    }

    /// `validate`'s findings as "severity rule" → how many, its exit status, and the elements the
    /// system provides it read but did not judge, as "label: the rules set aside".
    static func verdict(_ scene: ImportedScene) -> (findings: [String: Int], exit: Int32, unjudged: [String]) {
        let result = Validator().validate(scene.descriptor)
        let findings = result.findings
        let counted = Dictionary(findings.map { ("\($0.severity.rawValue) \($0.ruleID)", 1) }, uniquingKeysWith: +)
        let unjudged = result.unjudged.map { "\($0.label ?? $0.elementID): \($0.setAside.joined(separator: ", "))" }
        return (counted, findings.contains { $0.severity == .error } ? 1 : 0, unjudged)
    }

    /// `unjudged`: the system's elements `validate` reads but does not judge (iOS's scroll
    /// indicator); none elsewhere, so nothing of an app's is ever taken for the system's.
    private func check(_ name: String, says expected: [String], findings: [String: Int], exit: Int32, unjudged: [String] = [],
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = try Self.load(name)
        XCTAssertEqual(Self.spoken(scene), expected, name, file: file, line: line)
        let verdict = Self.verdict(scene)
        XCTAssertEqual(verdict.findings, findings, name, file: file, line: line)
        XCTAssertEqual(verdict.exit, exit, name, file: file, line: line)
        XCTAssertEqual(verdict.unjudged, unjudged, name, file: file, line: line)
    }

    private func checkRefused(_ name: String, because cause: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Self.load(name), name, file: file, line: line) { error in
            guard let e = error as? SceneFileError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertTrue(e.file.hasSuffix(name), e.file, file: file, line: line)
            XCTAssertTrue(e.message.hasPrefix("an empty capture: " + cause), e.message, file: file, line: line)
        }
    }

    // MARK: Appium page source (WebDriverAgent)

    /// iOS Settings › General › Keyboards: each row with a switch is the switch (UIKit's accessory
    /// switch row), read "Auto-Correction. Switch Button. Off.", never "Auto-Correction: 0"; rows
    /// with a disclosure chevron say "Button". The navigation bar comes first, and it is no overlay.
    /// The rows below the fold (`visible="false"`, their switches at frames of no meaning) are read
    /// after them, switches too, as VoiceOver reaches them by swiping, scrolling the list.
    func testSettingsKeyboardsSwitchRowsAreSwitches() throws {
        try check("appium-shirates-KeyboardScreen.xml", says: [
            "General. Button.", "Keyboards. Heading.",
            "Keyboards: 3. Button.", "Text Replacement. Button.", "One-Handed Keyboard: Off. Button.",
            "ALL KEYBOARDS",
            "Auto-Correction. Switch Button. Off.", "Smart Punctuation. Switch Button. On.",
            "Character Preview. Switch Button. On.", "Enable Dictation. Switch Button. Off.",
            "About Dictation and Privacy…. Link.",
            "ENGLISH",
            "Auto-Capitalization. Switch Button. On.", "Check Spelling. Switch Button. On.",
            "Enable Caps Lock. Switch Button. On.", "Predictive. Switch Button. Off.",
            "Slide to Type. Switch Button. On.", "Delete Slide-to-Type by Word. Switch Button. On.",
            "Period shortcut. Switch Button. On.", "Emoji", "Memoji Stickers. Switch Button. On.",
            "Send Memoji and Animoji stickers from your emoji keyboard.", "Kana", "Flick Only. Switch Button. Off.",
            "Smart Fullwidth Space. Switch Button. On.",
        ], findings: ["warning target.size": 1], exit: 0)
    }

    /// iOS Settings' first page: the cells' chevrons (disabled, off-screen buttons) make each row a
    /// disclosure row, "General. Button."; the full-screen list after the navigation bar is no overlay.
    /// The list reaches under the navigation bar: it is read from its first row, after the title, and
    /// its rows below the fold (Developer, an app's) after Game Center.
    func testSettingsTopRowsKeepTheDisclosureButton() throws {
        try check("appium-shirates-SettingsTopScreen.xml", says: [
            "Settings. Heading.", "Sign in to your iPhone: Set up iCloud, the App Store, and more.",
            "General. Button.", "Accessibility. Button.", "Privacy. Button.", "Passwords. Button.", "Safari. Button.",
            "News. Button.", "Maps. Button.", "Shortcuts. Button.", "Health. Button.", "Siri & Search. Button.",
            "Photos. Button.", "Game Center. Button.", "Developer. Button.", "app.st. Button.",
        ], findings: [:], exit: 0)
    }

    /// iOS Settings › Accessibility: section titles are plain texts in the dump (VoiceOver adds
    /// "Heading" from a trait the dump does not carry, docs/import.md); the navigation bar's title,
    /// a header in UIKit, is read as a heading in a capture that names no traits.
    func testSettingsAccessibilityPage() throws {
        try check("appium-shirates-AccessibilityScreen.xml", says: [
            "Settings. Button.", "Accessibility. Heading.",
            "Accessibility features help you customize your iPhone for your individual needs.",
            "VISION", "Display & Text Size. Button.", "Motion. Button.", "Spoken Content. Button.",
            "PHYSICAL AND MOTOR", "Touch. Button.", "Keyboards. Button.",
            "HEARING", "Subtitles & Captioning. Button.",
        ], findings: [:], exit: 0)
    }

    /// Calendar's day view in Japanese: the week strip (after the toolbar in the file) is read
    /// where it is, under the navigation bar. The day's hours are one list that scrolls: those
    /// scrolled out above it (`visible="false"`, some of them under the header) are read with it,
    /// from midnight, after the date above the list and not before the navigation bar, and are not
    /// reported off the screen or hidden. Today's day, exposed as text among the day buttons of its
    /// size, is the strip's next item, not what Saturday's button acts on: `label.no-context` reported it.
    func testCalendarDayViewReadsTheWeekStripBeforeTheToolbar() throws {
        try check("appium-shirates-DateAndTime_ja.xml", says: [
            "12月. Button.", "リスト. Button.", "検索. Button.", "追加. Button.",
            "12月10日 日曜日. Button.", "12月11日 月曜日. Button.", "12月12日 火曜日. Button.", "12月13日 水曜日. Button.",
            "12月14日 木曜日. Button.", "今日, 12月15日 金曜日", "12月16日 土曜日. Button.",
            "2023年12月15日 金曜日",
            "0:00", "1:00", "2:00", "3:00", "4:00", "5:00", "6:00", "7:00", "8:00", "9:00", "10:00", "11:00",
            "12:00", "13:00", "14:00, 進行中", "15:00", "16:00", "17:00", "18:00", "19:00",
            "20:00", "21:00", "22:00", "23:00",
            "今日. Button.", "カレンダー. Button.", "出席依頼. Button.",
        ], findings: ["warning target.size": 10], exit: 0)
    }

    /// A sign-up form: the status bar (its own window) first, the unlabelled back button a real
    /// finding, the secure fields as secure text fields, each followed by its show-password button
    /// (a text field's accessory button is an element of its own, as UIKit exposes it): named after
    /// its image asset, twice the same, 20 pt square. Below the fold (`visible="false"` in its scroll
    /// view): a phone field, three birth-date fields and a CAPTCHA field with no label, an unlabelled
    /// CAPTCHA image (a warning that needs review: the page source has no `accessible` to say whether
    /// the app exposes it) and a 16 pt reload button, a warning: nothing lies within its 24 pt circle, which
    /// WCAG 2.5.8's spacing exception allows (Apple's 44 pt it misses). Real findings all.
    func testSignUpFormWithItsRealFindings() throws {
        try check("appium-shirates-iOS1.xml", says: [
            "3 of 3 Wi-Fi bars: SSID", "9:50", "100% battery power",
            "Button.", "Text2. Heading.", "Skip. Button.", "debug. Button.",
            "Mail Address", "(Mandatory)", "hoge@example.com. Text Field.", "Dummy Image1. Image.",
            "Password", "(Mandatory)", "password1. Secure Text Field.", "common visibility off. Button.",
            "Confirm Password", "(Mandatory)", "password2. Secure Text Field.", "common visibility off. Button.", "",
            "Full Name", "(Mandatory)", "First Name. Text Field.", "Last Name. Text Field.", "",
            "Phone", "Text Field.", "", "Birth Date", "Text Field.", "Text Field.", "Text Field.", "Year", "Month", "Day", "",
            "CAPTCHA", "Image.", "common reload. Button.", "Text Field.", "", "Register. Dimmed. Button.", "Attention", "",
        ], findings: ["error label.missing": 8, "warning label.missing": 1, "warning label.redundant-trait": 1, "warning target.size": 3,
                      "error target.size": 2, "warning label.duplicate": 2, "error voice.no-name": 8, "warning voice.shared-name": 2], exit: 1)
    }

    /// A React Native (Expo) screen: a header (title, two tabs, the first selected) laid over a
    /// scroll view that fills the screen. The scroll view is read from its first row showing, after
    /// the header, not from its frame's top; its row below the fold (`visible="false"`) is read
    /// after the others, as VoiceOver reaches it by swiping, and is not reported off the screen. The
    /// icon button with no label is marked `accessible="false"`: VoiceOver does not focus it.
    func testReactNativeScrollViewUnderAHeaderReadsItsRowBelowTheFold() throws {
        let name = "appium-signews-expo-scrollview.xml"
        try check(name, says: [
            "Signals", "Selected: Événements", "Articles",
            "Conflit militaire États-Unis Iran 2026. Button.", "Guerre d'Ukraine. Button.", "Enquête Fauci COVID-19. Button.",
            "Cyberattaque sur systèmes d'eau Minnesota. Button.",
        ], findings: [:], exit: 0)
        // A VoiceOver user swiping on from the first element lands, six swipes on, on the row below the fold.
        var settings = Settings()
        settings.voiceOver = true
        let scene = try Self.load(name)
        let below = try XCTUnwrap(NavigationOrder(scene: scene, settings: settings).spokenElements.last)
        let session = Session(scene: scene, settings: settings)
        let driver = SessionDriver(session: session)
        for swipe in 1...6 { _ = driver.apply(.command(.next), at: 1_000 * swipe) }
        XCTAssertEqual(session.focusedElementID, below.id)
        XCTAssertEqual(below.speech.description, "Cyberattaque sur systèmes d'eau Minnesota. Button.")
    }

    /// A system alert (WebDriverAgent's page source of the alert alone): its title and message are
    /// texts, its three stacked buttons buttons, all inside the alert, which is modal (VoiceOver stays
    /// in it); the one-point separators and invisible layers are nothing to focus.
    func testWirelessDataAlertIsReadInsideTheModal() throws {
        let name = "appium-crifan-alert-wireless-data.xml"
        try check(name, says: [
            "允许“恒易贷”使用无线数据？", "关闭无线数据时，部分功能可能无法使用。",
            "无线局域网与蜂窝移动网络. Button.", "仅限无线局域网. Button.", "不允许. Button.",
        ], findings: [:], exit: 0)
        let alert = try XCTUnwrap(try Self.load(name).hierarchy.roots.first)
        XCTAssertTrue(alert.viewIsModal, "an XCUIElementTypeAlert is modal")
        var inside = 0
        alert.forEachNode { if !$0.isContainer { inside += 1 } }
        XCTAssertEqual(inside, 5, "every element VoiceOver reaches is inside the alert")
    }

    /// The notification permission alert: its two buttons side by side, read leading to trailing.
    func testNotificationAlertReadsItsButtonsLeadingToTrailing() throws {
        try check("appium-crifan-alert-notifications.xml", says: [
            "“京东金融”想给您发送通知", "“通知”可能包括提醒、声音和图标标记。这些可在“设置”中配置。",
            "不允许. Button.", "允许. Button.",
        ], findings: [:], exit: 0)
    }

    /// iOS 26.4 Settings' first page (WebDriverAgent with `traits`): the list is a collection view
    /// marked invisible whose rows show; each row is a button ("General. Button.", its chevron an
    /// image folded in); the large title is a `Header`. The Screen Time row, partly under the toolbar
    /// and marked invisible, is read, as VoiceOver scrolls it into view. The scroll bar and the search
    /// field's Dictate button, each listed twice by XCUITest, are read once; the search field's value
    /// is its placeholder, not text. The scroll bar is iOS's: VoiceOver reads it where it is, and
    /// `validate` reads it but does not judge it, setting aside its "0%" (`value.raw-percent`) and its
    /// 30-point width (`target.size`), which are Apple's and no app's. The list is read together
    /// (a collection view is the container of its rows): the title first, as the list's first row
    /// lies below it (its scroll bar, starting 3 points above the title, is not its content), then
    /// the rows, Screen Time included, and the toolbar's search field after them, where it was read
    /// before Screen Time. Known difference (docs/import.md): the unlabelled dimming image is read
    /// ("Image."); its `label.missing` is a warning that needs review, as the capture does not say
    /// (`accessible`) whether the app exposes it.
    func testIOS26SettingsRowsScrollBarAndSearchField() throws {
        try check("appium-mobster-settings-root-ios26.xml", says: [
            "Settings. Heading.",
            "Apple Account, Sign in to access your iCloud data, the App Store, Apple services, and more. Button.",
            "Ready for Apple Intelligence. Button.", "General. Button.", "Accessibility. Button.", "Action Button. Button.",
            "Apple Intelligence & Siri. Button.", "Camera. Button.", "Home Screen & App Library. Button.", "Search. Button.",
            "Image.", "StandBy. Button.", "Screen Time. Button.",
            // iOS's scroll bar is read after the rows of its list, as UIKit adds it after them.
            "Vertical scroll bar, 2 pages: 0%. Adjustable.",
            "Search. Search Field.", "Dictate. Button.",
        // The Search row and the search field are heard apart ("Search. Button.", "Search. Search
        // Field."): no label.duplicate. Voice Control hears no trait: "Tap Search" asks which of the
        // two, each named only so (voice.shared-name, on both; they lay in two containers, and
        // passed as a control repeated per row, which a button and a search field are not).
        ], findings: ["warning label.missing": 1, "warning label.redundant-trait": 1,
                      "warning target.size": 1, "error target.size": 1, "warning voice.shared-name": 2], exit: 1,
           unjudged: ["Vertical scroll bar, 2 pages: value.raw-percent, target.size"])
    }

    /// A SwiftUI `Form`: header cells say "Heading"; the toggle row (a labelled switch around the
    /// unlabelled knob) is one switch; the disabled date picker is a container of its time button,
    /// read "Time Picker: 7:30 AM. Dimmed. Button.", not an unlabelled "Dimmed." element. The form's
    /// scroll bar is iOS's: read, not judged. The navigation bar's back button, which UIKit names
    /// "BackButton", is VoiceOver's "Back Button".
    func testSwiftUIFormHeadersToggleAndDatePicker() throws {
        try check("appium-mobster-daybreak-settings-form.xml", says: [
            "Back. Back Button.", "Settings. Heading.",
            "Reminders. Heading.", "Daily reminder. Switch Button. Off.",
            "Reminder time. Dimmed.", "Time Picker: 7:30 AM. Dimmed. Button.",
            "Daybreak sends one notification a day at this time.", "Daybreak Plus. Heading.", "Show paywall. Button.",
            "About. Heading.", "Version, 1.0 (1)", "Data, On this iPhone only", "Vertical scroll bar, 1 page: 0%. Adjustable.",
        ], findings: ["warning target.size": 1], exit: 0,
           // Read last, beside the last row, the bar is also where label.no-context looks for a
           // control's text: set aside with the rest, never reported.
           unjudged: ["Vertical scroll bar, 1 page: label.no-context, value.raw-percent, target.size"])
    }

    /// A SwiftUI scroll view: `Other`s with a label (and a value) over texts read as one element
    /// ("Last 7 days: 6 of 7 done"); each toggle, a labelled switch around its knob, is one switch.
    /// The scroll bar is iOS's: read after the view's content (UIKit adds it after what it scrolls;
    /// it was read first, where its frame starts), and not judged. Each toggle's `Switch` is as large
    /// as its row (276×39), SwiftUI's layout, not UISwitch's fixed size: its `target.size` stays a warning.
    func testSwiftUITodayCombinedOthersAndToggles() throws {
        try check("appium-mobster-daybreak-today.xml", says: [
"MONDAY, SEPTEMBER 28", "Today. Heading.", "Settings. Button.",
            "12-day streak", "0 of 3 done", "3 left to keep it going.", "Last 7 days: 6 of 7 done", "Habits. Heading.",
            "Drink water. Switch Button. Off.", "Read 10 pages. Switch Button. Off.", "Walk 5,000 steps. Switch Button. Off.",
            "Vertical scroll bar, 1 page: 0%. Adjustable.",
        ], findings: ["warning target.size": 4], exit: 0, unjudged: ["Vertical scroll bar, 1 page: value.raw-percent, target.size"])
    }

    /// iOS 26's SwiftUI tab bar: the selected tab's value "1" is XCUITest's echo of its Selected
    /// trait: "Selected: Week. Tab. 2 of 3.", never "Week: 1". Its 21 pt "Share week" button is spaced
    /// as WCAG 2.5.8 allows: a warning (Apple's 44 pt).
    func testSwiftUITabViewSelectedTab() throws {
        try check("appium-mobster-swiftui-tabview.xml", says: [
            "Weekly summary", "Share week. Button.",
            "Today. Tab. 1 of 3.", "Selected: Week. Tab. 2 of 3.", "Settings. Tab. 3 of 3.",
        ], findings: ["warning target.size": 1], exit: 0)
    }

    /// iOS 26.5 with the keyboard up: the field with no label (`label=""`) reads its placeholder, as
    /// its value, and is `label.missing` (and `voice.no-name`), as idb's import of such a field is:
    /// once the user types VoiceOver no longer says what it is (the reader made the placeholder its
    /// label, and the field passed here while failing from idb); the keyboard
    /// (its own window: a key, shift, return, and beneath the keys the emoji and dictation buttons)
    /// is read after the app, key by key, and is iOS's: read, not judged (its 40-point key and
    /// 42-point buttons were `target.size` findings no app can fix). The app's own field and button,
    /// 22 and 21 points tall, stay findings: warnings, as each is spaced as WCAG 2.5.8 allows.
    func testKeyboardIsReadAndNotJudged() throws {
        try check("appium-probe-keyboard-ios26.xml", says: [
            "Email. Text Field.", "Sign In. Button.", "Welcome back",
            "q", "shift. Button.", "return. Button.", "Emoji. Button.", "Dictate. Button.",
        ], findings: ["warning target.size": 2, "error label.missing": 1, "error voice.no-name": 1], exit: 1,
           unjudged: ["q: target.size", "shift: ", "return: ", "Emoji: target.size", "Dictate: target.size"])
    }

    /// Wikipedia on iOS 26.6 (three shapes of a real capture): a feed card's two texts, each the
    /// element the app exposes; an article's link in its web view, its text the element inside the
    /// link that is none, read "bacteria. Link." as WebKit gives it the link's trait (it said no
    /// "Link"), a text link 21 points tall, a warning; the link with no frame left out; a search
    /// result whose text is only its `value` (no label), read, where it said nothing.
    func testWikipediaWebLinkAndTextOnlyInItsValue() throws {
        try check("appium-wikipedia-shapes-ios26.xml", says: [
            "Mary Mallon", "Irish-American cook", "bacteria. Link.",
            "Delilah S. Dawson Redirected from: Ava Lovelace American author (born 1977)",
        ], findings: ["warning target.size": 1], exit: 0)
    }

    /// WeChat's "clear the cache" step on a Chinese iPhone (an old page source, no `traits`): the
    /// scroll view's two bars, "垂直滚动条, 1页" and "水平滚动条, 1页" with "0%", are iOS's scroll
    /// indicator in simplified Chinese, read as VoiceOver says it, adjustable, and not judged. Read
    /// as the app's, they said no "Adjustable". Both are read after the view's content, as UIKit
    /// adds them after what they scroll (the vertical bar was read first, where its frame starts).
    func testChineseScrollBarsAreTheSystems() throws {
        try check("appium-crifan-wechat-clear-cache-cn.xml", says: [
            "清理缓存会清理你的手机本地缓存文件，但不会清理你的消息数据，使用后需要重新登录微信", "清理缓存. Button.",
            "不清理缓存，进入下一步", "下一步. Button.",
            "垂直滚动条, 1页: 0%. Adjustable.", "水平滚动条, 1页: 0%. Adjustable.",
        ], findings: [:], exit: 0,
           unjudged: ["垂直滚动条, 1页: value.raw-percent, target.size", "水平滚动条, 1页: value.raw-percent, target.size"])
    }

    /// WeChat's location setting for a mini program (an old page source): the switch row's cell
    /// has no label and holds a text and a switch both labelled "使用我的地理位置"; VoiceOver says
    /// the name once with the switch's state, where the row said it twice. The back button is 30
    /// points wide (a warning: Apple's 44 points).
    func testWeChatSwitchRowSaysItsNameOnce() throws {
        try check("appium-crifan-wechat-location-switch-cn.xml", says: [
            "返回. Button.", "设置. Heading.", "允许\"贝德玛会员中心\"", "使用我的地理位置. Switch Button. Off.",
        ], findings: ["warning target.size": 1], exit: 0)
    }

    /// The App Store's tab bar in an old page source (no `selected`, no `traits`): the Search tab
    /// (搜索), selected, says so only by its value "1". Read as its selection, "Selected: 搜索.
    /// Tab. 5 of 5.", where it said "搜索: 1".
    func testAppStoreSelectedTabFromItsValue() throws {
        try check("appium-crifan-appstore-tabbar-cn.xml", says: [
            "Today. Tab. 1 of 5.", "游戏. Tab. 2 of 5.", "App. Tab. 3 of 5.", "更新. Tab. 4 of 5.",
            "Selected: 搜索. Tab. 5 of 5.",
        ], findings: [:], exit: 0)
    }

    /// WeChat's tab bar in an old page source: its values are badges ("2" unread chats, "未读" on
    /// Discover), read as they say, never taken for a selection. Which tab is selected, the capture
    /// does not say.
    func testWeChatTabBadgesAreNoSelection() throws {
        try check("appium-crifan-wechat-tabbar-badges-cn.xml", says: [
            "微信: 2. Tab. 1 of 4.", "通讯录. Tab. 2 of 4.", "发现: 未读. Tab. 3 of 4.", "我. Tab. 4 of 4.",
        ], findings: [:], exit: 0)
    }

    /// The App Store's search results (an old page source): each cell is labelled with the app's
    /// name, subtitle and rating (a label the App Store builds for VoiceOver) and holds a "获取"
    /// (Get) button. The cell's label is read as a stop of its own, then its button; the cell was
    /// read as a plain container and its label lost, leaving "获取. Button." twice. The two Get
    /// buttons still say only "获取", as the capture gives no more (`label.duplicate`), and neither
    /// names the app beside it (`label.no-context`): warnings a VoiceOver user would hear out.
    func testAppStoreResultCellsReadTheirLabelBeforeTheirButton() throws {
        try check("appium-crifan-appstore-search-cn.xml", says: [
            "美团-吃喝玩乐 尽在美团, 美食外卖买菜买药首选美团App, 四又四分之三颗星, 94.7万 个评分", "获取. Button.",
            "美团外卖-外卖订餐,送啥都快, 美食生鲜,水果下午茶, 四又四分之三颗星, 607万 个评分", "获取. Button.",
        // "Tap 获取" asks which cell's, every time: a control repeated per row, a note.
        ], findings: ["warning label.duplicate": 2, "warning label.no-context": 2, "info voice.shared-name": 2], exit: 0)
    }

    /// An iPad settings row from WebDriverAgent's issue on iOS 12 (the row element the reporter
    /// pasted): a full-width button with no title laid over the row's text and arrow. Old
    /// WebDriverAgent's `visible` is a hit test at the element's centre, which finds the button, so
    /// it marks the text "Spanning Tree (STP)" invisible; VoiceOver reads it (UIKit exposes it
    /// whatever lies over it). The text is read after the button; the arrow image, with nothing to
    /// say, stays out. The untitled button is VoiceOver's "Button.", with no name for Voice Control:
    /// real findings.
    func testTextUnderARowsEmptyButtonIsRead() throws {
        try check("appium-wda1092-covered-row-text.xml", says: ["Button.", "Spanning Tree (STP)"],
                  findings: ["error label.missing": 1, "error voice.no-name": 1], exit: 1)
    }

    /// Apple's Settings on a Chinese iPhone (old WebDriverAgent: no `traits`, `accessible` or
    /// `selected`): this iOS names the disclosure arrow (8×13) and the checkmark (14×11) as it names
    /// the Wi-Fi network's detail button, 更多信息 ("More Info"), a disabled button. The arrow was an
    /// extra "更多信息. Dimmed. Button." stop and the row lost its "Button"; the checkmark was such a
    /// stop too and the chosen row said no "Selected". Now the Wi-Fi row reads as one disclosure
    /// row, and the proxy page's chosen 手动 (Manual) row "Selected: 手动". The network's own detail
    /// button, which is enabled, stays a stop.
    func testChineseSettingsRowsReadTheirArrowAndCheckmark() throws {
        try check("appium-crifan-settings-wifi-row-cn.xml", says: ["无线局域网: xxx_guest_5G. Button."],
                  findings: [:], exit: 0)
        try check("appium-crifan-settings-wifi-detail-proxy-cn.xml", says: ["HTTP 代理", "配置代理, 关闭. Button."],
                  findings: [:], exit: 0)
        try check("appium-crifan-settings-proxy-manual-auth-cn.xml", says: [
            "关闭", "Selected: 手动", "自动",
            "服务器: 192.168.31.46. Text Field.", "端口: 8081. Text Field.", "鉴定. Switch Button. On.",
            "用户名: user. Text Field.", "密码: •••. Secure Text Field.", "您的凭证可能以不加密方式发送",
        ], findings: ["warning target.size": 4], exit: 0)
    }

    /// Settings' Wi-Fi list on a Chinese iPhone: the network's cell is labelled with its name,
    /// security and signal, and holds the name as a text and the enabled detail button 更多信息.
    /// VoiceOver reads the cell once, then the button; the text was a second stop saying the name
    /// again, and drew a `label.asset-name` error on the network's name. The button is UIKit's detail
    /// button (22 points square at the row's trailing edge, labelled 更多信息): its size and its
    /// label, which names no network, are UIKit's, so its `target.size` and `label.no-context`
    /// warnings, which the app cannot act on, are set aside and said so.
    func testChineseWiFiNetworkCellReadsItsNameOnce() throws {
        try check("appium-crifan-settings-wifi-list-cell-cn.xml", says: [
            "xxx_guest_5G, 安全网络, 信号强度 3 格，共 3 格", "更多信息. Button.",
        ], findings: [:], exit: 0, unjudged: ["更多信息: label.no-context, target.size"])
    }

    /// The Wi-Fi page's navigation bar on a Chinese iPhone (no `traits` anywhere): its title, an
    /// `Other` labelled as the bar is named (无线局域网), is UIKit's navigation bar title, a header:
    /// "无线局域网. Heading.", where it said no "Heading".
    func testChineseNavigationBarTitleIsAHeading() throws {
        try check("appium-crifan-settings-wifi-navbar-cn.xml", says: ["设置. Button.", "无线局域网. Heading."],
                  findings: [:], exit: 0)
    }

    /// A web view inside WeChat (an old page source): Youzan's warning before a non-official page.
    /// WebKit's texts and the 继续访问 button are read top to bottom; the layers of no size, marked
    /// invisible, are nothing. The address the page shows, "http://weixintx.haoduoke.cn/mobile/new_shop?appId=…",
    /// is read as written and is no asset name: its underscore and "appId" drew a `label.asset-name`
    /// error, a false red on the one thing the warning asks the user to check.
    func testWebViewWarningPageReadsItsAddressAsText() throws {
        try check("appium-crifan-youzan-webview-cn.xml", says: [
            "将要访问", "http://weixintx.haoduoke.cn/mobile/new_shop?appId=wx63d48daf039fe35c",
            "非有赞官方网页，请确认是否继续访问。", "继续访问. Button.", "有赞安全中心",
        ], findings: [:], exit: 0)
    }

    /// iOS's call alert for a `tel:` link: modal, its title the number, then 取消 and 呼叫 leading to
    /// trailing. The number is kept as UIKit exposes it, wrapped in Unicode's left-to-right override
    /// and pop (U+202D, U+202C), which are format characters no voice says.
    func testCallAlertReadsTheNumberThenItsButtons() throws {
        try check("appium-crifan-alert-call-phone-cn.xml", says: [
            "\u{202D}400 186 6078\u{202C}", "取消. Button.", "呼叫. Button.",
        ], findings: [:], exit: 0)
        let alert = try XCTUnwrap(try Self.load("appium-crifan-alert-call-phone-cn.xml").hierarchy.roots.first)
        XCTAssertTrue(alert.viewIsModal, "an XCUIElementTypeAlert is modal")
        var inside = 0
        alert.forEachNode { if !$0.isContainer { inside += 1 } }
        XCTAssertEqual(inside, 3, "every element VoiceOver reaches is inside the alert")
    }

    /// The location alert asking for access while the app is not in use: title, the long purpose
    /// message, then the two stacked buttons top to bottom, all inside the modal.
    func testLocationAlertReadsTitleMessageAndStackedButtons() throws {
        try check("appium-crifan-alert-location-always-cn.xml", says: [
            "允许“京东金融”在您并未使用该应用时访问您的位置吗？",
            "为了基于您当前所在位置更精准地为您推荐附近的优惠、提供周边商家搜索服务、提供限定销售区域的金融产品，请您允许京东金融使用位置权限。我们仅定位您当前所处的位置，不会追踪您的行踪轨迹。您可以在设置页面取消位置授权。",
            "仅在使用应用期间. Button.", "始终允许. Button.",
        ], findings: [:], exit: 0)
    }

    /// A privacy notice whose text view holds three links: UIKit makes a text view's links
    /// interactive only when it is not editable, so it is text, read as such, where it said
    /// "…. Text Field." with "Double tap to edit" and was `label.missing` and `voice.no-name`, two
    /// false errors. Its links follow it, each a stop; they and the 34-point Agree button stay
    /// `target.size` warnings.
    func testTextViewHoldingLinksIsText() throws {
        let name = "appium-crifan-zebra-privacy-textview-links-cn.xml"
        let scene = try Self.load(name)
        let said = Self.spoken(scene)
        XCTAssertEqual(said.count, 6, "\(said)")
        XCTAssertEqual(said.first, "个人信息保护政策")
        XCTAssertTrue(said[1].hasPrefix("感谢您信任并使用斑马AI课的产品和服务。"), said[1])
        XCTAssertTrue(said[1].hasSuffix("了解详尽条款内容。"), said[1])
        XCTAssertEqual(Array(said.dropFirst(2)), ["《用户注册协议》. Link.", "《用户隐私协议》. Link.", "《儿童隐私政策》. Link.", "同意. Button."])
        let text = Self.elements(scene)[1]
        XCTAssertEqual(text.traits, .staticText)
        XCTAssertNil(text.hint)
        let verdict = Self.verdict(scene)
        XCTAssertEqual(verdict.findings, ["warning target.size": 4])
        XCTAssertEqual(verdict.exit, 0)
    }

    /// The system's photo source sheet, its first part as published (the cancel button's element is
    /// left out): three choices, each a table row read by its text. The capture gives the rows
    /// frames in the sheet's own coordinates (the table at 0,0 inside a view at 8,530); they are read
    /// where it says, in its order.
    func testPhotoSourceSheetReadsItsChoices() throws {
        try check("appium-crifan-action-sheet-photo-cn.xml", says: ["拍照或录像", "照片图库", "浏览"], findings: [:], exit: 0)
    }

    /// WeChat's sign-in permission sheet: title, request, the permission row (a cell with no label,
    /// read by its text), then 拒绝 and 允许, each a button around its own text, read once.
    func testWeChatSignInSheetReadsEachButtonOnce() throws {
        try check("appium-crifan-weixin-login-auth-cn.xml", says: [
            "微信登录", "微店消息助手申请获得以下权限:", "获得你的公开信息（昵称、头像、地区及性别）", "拒绝. Button.", "允许. Button.",
        ], findings: [:], exit: 0)
    }

    /// A SwiftUI app's three pages laid at one place in a ZStack, two hidden with `opacity(0)`:
    /// XCUITest lists all three, WebDriverAgent marks the hidden pages' title and button
    /// `visible="false"`. Only the page shown is read, then the three buttons standing for tabs
    /// (buttons, not a tab bar: the capture shows none); the hidden pages' "Morning list" and "Add
    /// habit", under the shown page's text, are not reached. The buttons, 21 points tall and spaced
    /// as WCAG 2.5.8 allows, are warnings.
    func testSwiftUIPagesHiddenInAZStackAreNotRead() throws {
        try check("appium-mobster-swiftui-hidden-pages.xml", says: [
            "Weekly summary", "Share week. Button.", "Today. Button.", "Week. Button.", "Settings. Button.",
        ], findings: ["warning target.size": 4], exit: 0)
    }

    /// WeChat's search bar for official accounts (an old page source): the back button, the field
    /// and Cancel are laid on an image as wide as the screen. A `UIImageView` is no accessibility
    /// element unless the app makes it one, and one that is hides what it holds, so an image with
    /// no label holding controls is the picture they lie on: they are read, the field with the text
    /// typed and its clear button after it. Read as one element, the bar was a single unlabelled
    /// "Image." (a warning that needs review) and its four controls were lost. The back button (33
    /// points wide), the field (36 tall) and Cancel (30 tall) are warnings; the 20-point clear button
    /// is an error (below 24 points, and the field lies within its 24-point circle), as Contacts'
    /// Dictate button is.
    func testControlsLaidOnAnImageAreRead() throws {
        try check("appium-crifan-weixin-search-field-cn.xml", says: [
            "返回. Button.", "搜索: gh_cfcfcee032cc. Search Field.", "清除文本. Button.", "取消. Button.",
        ], findings: ["warning target.size": 3, "error target.size": 1], exit: 1)
    }

    /// WeChat's repair step offering to upload its logs: texts and buttons top to bottom, each button
    /// read once around its text, the scroll bars last, iOS's (read, not judged). The 15-point
    /// 显示上传文件列表 (Show uploaded files) button is a warning: nothing else lies within its
    /// 24-point circle, which WCAG 2.5.8 allows.
    func testWeChatUploadLogsStep() throws {
        try check("appium-crifan-wechat-upload-logs-cn.xml", says: [
            "如果问题还没解决，你可以上传手机日志文件，协助技术人员解决问题。所上传的文件不会包含聊天记录等私人内容，且不会被对外传播",
            "上传文件. Button.", "显示上传文件列表. Button.", "不上传文件，进入下一步", "下一步. Button.",
            "垂直滚动条, 1页: 0%. Adjustable.", "水平滚动条, 1页: 0%. Adjustable.",
        ], findings: ["warning target.size": 1], exit: 0,
           unjudged: ["垂直滚动条, 1页: value.raw-percent, target.size", "水平滚动条, 1页: value.raw-percent, target.size"])
    }

    /// WeChat's last repair step: a 120-point button with no label lies over the logo (an image
    /// marked invisible, nothing to say), and VoiceOver says only "Button.": a real error, and Voice
    /// Control has no name for it. The text with the device's masked identifier is read as written.
    func testWeChatUnlabelledLogoButtonIsAFinding() throws {
        try check("appium-crifan-wechat-enter-unlabelled-logo-cn.xml", says: [
            "Button.", "如果使用过程中还出现问题，建议你重启手机，更新系统，或者联系我们的客服人员。 当前设备标识：7a3e060db5c52291******",
            "进入微信. Button.", "垂直滚动条, 1页: 0%. Adjustable.", "水平滚动条, 1页: 0%. Adjustable.",
        ], findings: ["error label.missing": 1, "error voice.no-name": 1], exit: 1,
           unjudged: ["垂直滚动条, 1页: value.raw-percent, target.size", "水平滚动条, 1页: value.raw-percent, target.size"])
    }

    /// The App Store's page of an app while it downloads (an old page source, the cell alone): the
    /// artwork, labelled 插图 (Artwork) with the app's name as its value; the name; the subtitle (the
    /// developer's name, marked invisible at the same place, is not read); the download button, whose
    /// value is its progress, "正在下载: 18%. Button."; the More button; the ratings line, one element
    /// the App Store labels for VoiceOver. The 30-point download button and the 28-point More button
    /// are warnings.
    func testAppStoreDownloadButtonSaysItsProgress() throws {
        try check("appium-crifan-appstore-downloading-cell-cn.xml", says: [
            "插图: 京东-一起热爱 就现在. Image.", "京东-一起热爱 就现在", "新人送188元购物礼包", "正在下载: 18%. Button.", "更多. Button.",
            "四颗半星, 35.4万个评分, 4, 购物, 17+, 年龄",
        ], findings: ["warning target.size": 2], exit: 0)
    }

    /// The same header for a paid app: the price button "¥1.00" and the text App 内购买项目 (In-App
    /// Purchases) beside it are read in turn. The More button names no app: a `label.no-context`
    /// warning, as the text beside it is not what it acts on.
    func testAppStorePriceButtonAndInAppPurchases() throws {
        try check("appium-crifan-appstore-price-cell-cn.xml", says: [
            "插图: 不折叠输入法. Image.", "不折叠输入法", "新版发文不再一行的小键盘", "¥1.00. Button.", "App 内购买项目", "更多. Button.",
            "三颗星, 793个评分, 3, 工具, 4+, 年龄",
        ], findings: ["warning target.size": 2, "warning label.no-context": 1], exit: 0)
    }

    /// An onboarding pager whose page dots are three 10-point buttons named after one image
    /// ("loading sign nonsel"), the current page's saying "1" (an old page source, no `selected`):
    /// buttons of one name are alternatives, and the "1" only one carries is XCUITest's echo of its
    /// selected state, read "Selected: loading sign nonsel. Button.", where it said
    /// "loading sign nonsel: 1. Button.". The three dots' one name, heard three times, and their size
    /// are warnings; the picture, with no label, needs review (the capture does not say whether the
    /// app exposes it). The name is the image's (`loading_sign_nonsel`) spelt as words, "nonsel"
    /// no word: a `label.asset-name` error on each dot.
    func testPageDotsDrawnAsButtonsSayTheSelectedOne() throws {
        try check("appium-crifan-tuhu-onboarding-page-dots-cn.xml", says: [
            "Image.", "Selected: loading sign nonsel. Button.", "loading sign nonsel. Button.", "loading sign nonsel. Button.",
        ], findings: ["warning label.missing": 1, "warning label.duplicate": 3, "warning target.size": 3, "warning voice.shared-name": 3,
                      "error label.asset-name": 3],
           exit: 1)
        let dots = Self.elements(try Self.load("appium-crifan-tuhu-onboarding-page-dots-cn.xml")).filter { $0.traits.contains(.button) }
        XCTAssertEqual(dots.map { $0.traits.contains(.selected) }, [true, false, false])
        XCTAssertEqual(dots.compactMap(\.value), [], "the 1 is the selection, no value")
    }

    /// A fundraiser's cell (an old page source): a cell with no control is one element, and says
    /// what it holds in order, the progress indicator by its label 进度 (Progress), then the
    /// organiser, amount and days left, and the percentage drawn as text. The image, marked invisible
    /// though the page shows it, says nothing.
    func testFundraiserCellWithAProgressIndicator() throws {
        try check("appium-crifan-shanyouchou-progress-cell-cn.xml", says: [
            "【善友筹】（已审核）父母懂事的孩子，成绩优异的班长，因白血病不得不离开学校和小伙伴，大家一起帮帮他渡过难关，定会滴水之恩，涌泉相报！, 进度, 发起人:邱嘉棋, 认筹金额:1693, 剩余:23天, 8%",
        ], findings: [:], exit: 0)
    }

    /// A page source whose popup is left out (益路同行): five windows and nothing visible with a
    /// size but the containers. Refused as an empty capture, exit 2, never read as a screen with
    /// nothing to say.
    func testPageSourceWithoutItsPopupIsAnEmptyCapture() {
        checkRefused("appium-crifan-yilutongxing-empty-popup-cn.xml", because: "no element VoiceOver could focus")
    }

    /// An app's own alert with a title and no message: modal, the title, then 放弃 (Give up) and
    /// 继续注册 (Continue) leading to trailing.
    func testAlertWithATitleAndNoMessage() throws {
        let name = "appium-crifan-alert-give-up-registration-cn.xml"
        try check(name, says: ["是否放弃注册？", "放弃. Button.", "继续注册. Button."], findings: [:], exit: 0)
        XCTAssertTrue(try XCTUnwrap(try Self.load(name).hierarchy.roots.first).viewIsModal)
    }

    /// A WeChat mini program's sheet asking for the user's profile: the shop's name and 申请
    /// (requests) on one line, read leading to trailing; what it asks for; the account offered, its
    /// cell read as one element; then the text-sized 使用其他头像和昵称 (Use another) button, 18
    /// points tall and spaced as WCAG 2.5.8 allows, and 取消 and 允许, 40 points tall: warnings.
    func testMiniProgramProfileSheet() throws {
        try check("appium-crifan-miniprogram-profile-sheet-cn.xml", says: [
            "优理氏UNES官方旗舰店", "申请", "获取你的昵称、头像、地区及性别", "斐波测试2, 微信个人信息",
            "使用其他头像和昵称. Button.", "取消. Button.", "允许. Button.",
        ], findings: ["warning target.size": 3], exit: 0)
    }

    /// The mini program's location prompt: the alert's title keeps the quotes the page source
    /// writes as `&quot;`, and its two buttons follow; the dimming layers around it are nothing.
    func testMiniProgramLocationAlertDecodesItsQuotes() throws {
        let name = "appium-crifan-miniprogram-location-alert-cn.xml"
        try check(name, says: ["\"贝德玛会员中心\" 需要获取你的地理位置", "不允许. Button.", "允许. Button."], findings: [:], exit: 0)
    }

    // MARK: XCUIElement debugDescription

    /// `po XCUIApplication().debugDescription` as LLDB prints it: one quoted line with `\n` and `\'`.
    func testPoQuotedStringIsRead() throws {
        try check("xcuitest-tau-po-quoted.txt", says: [
            "Welcome to XCUITest Course ", "Enter Your City ", "Text Field.", "Enroll. Button.", "Image.",
        ], findings: ["error label.missing": 1, "warning label.missing": 1, "error voice.no-name": 1, "warning target.size": 2], exit: 1)
    }

    /// A log-in form in a table, pasted indented into a blog post: the cells hold text fields and a
    /// button, so they are containers and VoiceOver focuses the fields (their unlabelled state and
    /// 21 pt height are real findings; the height a warning, as the fields lie 50 pt apart, spaced as
    /// WCAG 2.5.8 allows). The button duplicated by the layout library is read twice.
    func testLoginCellsAreContainersOfTheirFields() throws {
        try check("xcuitest-babylon-login-indented.txt", says: [
            "Back. Button.", "Log in. Heading.", "ukautomationuser@e... Text Field.", "Pa55word. Text Field.",
            "Log in. Button.", "Log in. Button.",
        // The two "Log in" buttons lie in two containers, not rows of one list: "Tap Log in" asks
        // which (voice.shared-name, a warning on both), as label.duplicate finds for VoiceOver.
        // XCUITest printed the e-mail cut ("ukautomationuser@e..."): read as printed, noted (info).
        // The two lie 16 and 8 points apart: the first is 79% under the second, where a finger at
        // its activation point lands (target.overlap).
        ], findings: ["error label.missing": 2, "warning target.size": 2, "warning label.duplicate": 2, "error voice.no-name": 2,
                      "warning voice.shared-name": 2, "info value.cut-by-capture": 1, "warning target.overlap": 1], exit: 1)
        let email = try XCTUnwrap(Self.elements(try Self.load("xcuitest-babylon-login-indented.txt")).first { $0.id == "email" })
        XCTAssertEqual(email.cutByCapture, [.value], "the value XCUITest printed cut is marked")
    }

    /// Element lines with no address, as a published Feedback report on SwiftUI's first release
    /// shows them (`StaticText, {{16.0, 60.0}, {78.7, 21.0}}, label: 'Username'`), the Application
    /// line first and no `Element subtree:` header: read as any dump. The two text fields have no
    /// label (the report's subject: SwiftUI gave them none), so VoiceOver says only "Text Field.";
    /// the three windows above the main one hold nothing to focus. The file was refused as no
    /// format: its first line has no address. The fields' missing names are real findings, and so
    /// are the 21-point heights of the fields and the button.
    func testDumpLinesWithoutAddressesAreRead() throws {
        try check("xcuitest-fb6211230-swiftui-no-addresses.txt", says: [
            "Username", "Text Field.", "Password", "Text Field.", "Log In. Dimmed. Button.",
        ], findings: ["error label.missing": 2, "error voice.no-name": 2, "warning target.size": 3], exit: 1)
    }

    /// The same dump with Windows line ends reads the same.
    func testCRLFLineEndsReadTheSame() throws {
        let name = "xcuitest-babylon-login-indented.txt"
        let crlf = try Self.text(name).replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(Self.spoken(try Self.load(name, text: crlf)), Self.spoken(try Self.load(name)))
    }

    /// `po app` pasted into an Objective-C comment, indented as a whole, with LLDB's timing lines
    /// before it; Chinese labels.
    func testDumpInACommentWithChineseLabels() throws {
        try check("xcuitest-zjh-comment-cjk.txt", says: [
            "Home. Button.", "登录. Heading.", "账号：", "Text Field.", "密码：", "Text Field.", "登录. Button.",
        ], findings: ["error label.missing": 2, "error voice.no-name": 2, "warning target.size": 2], exit: 1)
    }

    /// `print(app.debugDescription)` from a README: the tab bar's buttons are tabs, the HUD window
    /// with no element is left out.
    func testTabBarDumpWithChineseLabels() throws {
        try check("xcuitest-xqui-tabbar-cjk.txt", says: [
            "我的. Heading.", "点我. Button.", "首页. Tab. 1 of 2.", "Selected: 我的. Tab. 2 of 2.",
        ], findings: [:], exit: 0)
    }

    /// SwiftUI toolbar items are `Other`s with their own label over the button: one element each,
    /// "Add. Button.", not the label and then the button again.
    func testSwiftUICombinedOthersAreOneElement() throws {
        try check("xcuitest-wordsgram-swiftui.txt", says: [
            "Add. Button.", "Filter. Button.", "Books. Heading.", "Search book title. Search Field.",
            "Brave New World, Author: Aldous huxley, Published on: 1932. Button.",
        ], findings: ["warning target.size": 3], exit: 0)
    }

    /// Apple's incoming-call screen: its four buttons are listed column by column, and VoiceOver
    /// reads UIKit's container by position, row by row.
    func testIncomingCallGridIsReadRowByRow() throws {
        try check("xcuitest-incall-2x2-grid.txt", says: [
            "158 8020 6986", "Xiamen, Fujian",
            "Remind Me. Button.", "Message. Button.", "Decline. Button.", "Answer call. Button.",
        ], findings: [:], exit: 0)
    }

    /// A tab bar of five tabs under a menu button whose disclosure chevron is an image inside it, and
    /// an `Other` with its own label over a text and a sponsor's logo, read as one element.
    func testTabBarAndCombinedSponsorLine() throws {
        try check("xcuitest-testpilot-tabbar.txt", says: [
            "Menu. Button.", "App presented by sponsor", "See more",
            "News. Tab. 1 of 5.", "Selected: Explore. Tab. 2 of 5.", "Leaderboard. Tab. 3 of 5.",
            "Watch. Tab. 4 of 5.", "Profile. Tab. 5 of 5.",
        ], findings: ["warning target.size": 1], exit: 0)
    }

    /// A SwiftUI `Toggle` as XCUITest lists it on iOS 16.4: a full-width `Switch` (the row, with the
    /// label, identifier and value) around its text and the unlabelled knob, itself a `Switch`. One
    /// switch, read once with its state, "Off", never the knob as a second, unlabelled switch.
    func testSwiftUIToggleIsOneSwitch() throws {
        try check("xcuitest-woocommerce-swiftui-toggle.txt", says: ["Add a different shipping address. Switch Button. Off."],
                  findings: [:], exit: 0)
    }

    /// The subtree of a bare `Other`, as WebDriverAgent's issue showed it: nothing to focus.
    func testAnOtherAloneIsAnEmptyCapture() {
        checkRefused("xcuitest-wda40-empty-other.txt", because: "no element VoiceOver could focus")
    }

    // MARK: idb / AXe describe-ui JSON

    func testAxeNestedOutput() throws {
        try check("idb-tuist-axe-nested.json", says: ["Previews. Heading.", "Run. Dimmed. Button."],
                  findings: ["warning target.size": 1], exit: 0)
    }

    /// A SwiftUI calculator from AXe (nested): the display, then the keypad row by row, as VoiceOver
    /// reads a grid of keys by position. The "×" key is among keys labelled "÷", "+" and "=": the
    /// multiplication key, whose name VoiceOver says, "times", is what it does, so it is no
    /// decorative symbol (`label.symbol-names` took it for a close button's cross, a false warning).
    /// Voice Control's numbers stay findings: a key named "7" is heard as the element numbered 7,
    /// and "÷", "×", "±", "-", "." and "=" are symbols Voice Control's matcher does not say as words.
    func testCalculatorKeypadIsReadRowByRow() throws {
        try check("idb-xcodebuildmcp-calculator-grid.json", says: [
            "0",
            "C. Button.", "±. Button.", "%. Button.", "÷. Button.",
            "7. Button.", "8. Button.", "9. Button.", "×. Button.",
            "4. Button.", "5. Button.", "6. Button.", "-. Button.",
            "1. Button.", "2. Button.", "3. Button.", "+. Button.",
            "0. Button.", ". Button.", "=. Button.",
        ], findings: ["error voice.no-name": 15], exit: 1)
    }

    /// Old idb wrote `AXUniqueId` as a number: not the app's identifier, and no reason to refuse the file.
    func testNumericUniqueIDIsNoIdentifier() throws {
        let scene = try Self.load("idb-543-numeric-unique-id.json")
        XCTAssertEqual(Self.spoken(scene), ["toughButtonLabel. Button."])
        XCTAssertEqual(scene.hierarchy.roots.map(\.id), ["button-1"])
        XCTAssertEqual(Self.verdict(scene).findings, ["error label.asset-name": 1, "warning target.size": 1])
    }

    /// The iOS Home Screen (idb's flat output): widgets read their kind as the value, icons say
    /// "Button" (idb's type, from the button trait), the Spotlight pill is adjustable, the dock last;
    /// read row by row. A widget and an icon share a name ("Calendar", "Maps"): the duplicate labels
    /// are what a VoiceOver user hears, so the warnings stand. The pill is 30 pt high.
    func testHomeScreenWidgetsIconsAndTheSpotlightPill() throws {
        try check("idb-patrol-home-screen.json", says: [
            "Maps: Widget. Button.", "Calendar: Widget, Stack. Button.",
            "Calendar: Friday, May 16. Button.", "Photos. Button.", "Reminders. Button.", "News. Button.",
            "Maps. Button.", "Health. Button.", "Wallet. Button.", "Settings. Button.",
            "Search: Page 1 of 2. Adjustable.",
            "Safari. Button.", "Messages. Button.",
        ], findings: ["warning label.duplicate": 4, "warning target.size": 1, "warning voice.shared-name": 4], exit: 0)
        let scene = try Self.load("idb-patrol-home-screen.json")
        let icon = try XCTUnwrap(scene.hierarchy.roots.first { $0.id == "Photos" })
        XCTAssertEqual(icon.hint?.string, "Double tap to open")
        XCTAssertEqual(icon.customActions.map(\.name.string), ["Edit mode", "Today", "App Library"])
    }

    /// Contacts' search bar from AXe: a search field (its `subrole`), not a text field; its Dictate
    /// button is an element of its own after it, and `"traits": []` does not strip the button of
    /// "Button". The field has no label, only its placeholder as a value: once the user types,
    /// Calendar's "What's New" sheet from idb's flat output: the application is the screen, the
    /// `Heading` says "Heading", the Continue button is 50 points tall. Nothing to report.
    func testCalendarWhatsNewHeadingAndButton() throws {
        try check("idb-calendar-whats-new.json", says: ["What's New in Calendar. Heading.", "Continue. Button."],
                  findings: [:], exit: 0)
    }

    /// VoiceOver reads the text and no longer says what the field is, so `label.missing` stands.
    func testContactsSearchFieldAndItsDictateButton() throws {
        try check("idb-trailblaze-axe-contacts-search.json", says: ["Search. Search Field.", "Dictate. Button."],
                  findings: ["error label.missing": 1, "warning target.size": 1, "error target.size": 1, "error voice.no-name": 1], exit: 1)
    }

    /// A finger on a text field's accessory button finds the button, laid over the field, as UIKit's
    /// hit test finds the front-most view: the sign-up form's show-password button (inside its
    /// secure field, after it in the tree) and Contacts' Dictate button (inside the search field).
    /// Elsewhere on the field, the field. First in reading order, the field took every touch.
    func testATouchOnAFieldsAccessoryButtonFindsTheButton() throws {
        for (name, button, field, onButton, onField) in [
            ("appium-shirates-iOS1.xml", "common visibility off", "password1", Point(333, 218), Point(100, 218)),
            ("idb-trailblaze-axe-contacts-search.json", "Dictate", "Search", Point(369, 171), Point(100, 171)),
        ] {
            var settings = Settings()
            settings.voiceOver = true
            let session = Session(scene: try Self.load(name), settings: settings)
            let label = { session.focusedElementID.flatMap { session.navigation.node(withID: $0) }.flatMap { $0.label?.string ?? $0.value?.string } }
            VoiceOver().perform(.touch(onButton), in: session)
            XCTAssertEqual(label(), button, name)
            VoiceOver().perform(.touch(onField), in: session)
            XCTAssertEqual(label(), field, name)
        }
    }

    /// Apple's Messages thread on iOS 27 (idb's flat output): a `Group` labelled "Messages" as large
    /// as the screen holds the thread's controls. In the flat output nothing has children; the group
    /// is read as the container it is in the nested output, not as a stop (it was the first, and
    /// `label.no-context` took it for text beside "Back", "add" and "Message"). The flat list's
    /// order is not its drawing order: the back button and the contact's button are not hidden
    /// under the group listed after them (`keyboard.focus-hidden` reported both). The contact's
    /// button (32 pt tall), "add" (40 pt) and the field (40 pt) stay `target.size` warnings.
    func testMessagesThreadGroupIsAContainerIOS27() throws {
        try check("idb-messages-thread-ios27.json", says: [
            "Back. Button.", "+1 (888) 555-1212. Button.", "add. Button.", "Message. Text Field.",
        ], findings: ["warning target.size": 3], exit: 0)
    }

    /// The same thread on iOS 26, where the back button is labelled "Messages" like the group around
    /// it: read once, as the button.
    func testMessagesThreadGroupIsAContainerIOS26() throws {
        try check("idb-messages-thread-ios26.json", says: [
            "Messages. Button.", "+1 (888) 555-1212. Button.", "add. Button.", "Message. Text Field.",
        ], findings: ["warning target.size": 3], exit: 0)
    }

    /// Reminders' details (nested idb output): the rows are static texts whose value is their
    /// state, the runtime's accessibilityValue, which VoiceOver says after the label: "Priority:
    /// None", "Date: Tuesday, May 6, 2025, On, Collapsed". The values were dropped, as a page
    /// source's static text repeats its text as its value, and the rows said "Priority" alone. The
    /// fields, 22 points tall, are `target.size` warnings.
    func testRemindersDetailRowsSayTheirValues() throws {
        try check("idb-wingch-reminders-detail-nested-ios18.json", says: [
            "Title: Pickup. Text Field.", "Notes. Text Field.", "Date: Tuesday, May 6, 2025, On, Collapsed",
            "Time: Off, Collapsed", "Repeat: Never. Button.", "Location: Off, Collapsed", "Priority: None",
            "List: Reminders, List badge, Blue. Button.",
        ], findings: ["warning target.size": 2], exit: 0)
    }

    /// Reminders' empty list (flat idb output): idb lists three labelled groups and nothing in them
    /// (idb issue 767). The "Empty list" group as large as the screen holds the others and is no
    /// stop; "Reminders List" and "Toolbar", holding nothing listed, are read as stops by their labels.
    func testRemindersEmptyListGroups() throws {
        try check("idb-wingch-reminders-empty-list-ios18.json", says: ["Reminders List", "Toolbar"], findings: [:], exit: 0)
    }

    /// Stage Manager left idb describing an application with no children: an empty capture, exit 2.
    /// A tab button as AXe writes it: a `RadioButton` whose subrole is `AXTabButton`, its value the
    /// number 0 (not selected). The file was refused ("[0].AXValue: expected a string, found a
    /// number"); it now reads "MINI. Button.", the 0 its selection, not said. Outside a tab bar the
    /// word "Tab" is not said (docs/import.md).
    func testAxeTabButtonWithANumericValue() throws {
        try check("idb-axe-line-tab-radiobutton.json", says: ["MINI. Button."], findings: [:], exit: 0)
    }

    /// AXe's flat output lists the tab bar as a `Group` labelled "Tab Bar" beside its tab buttons
    /// (here the MINI tab as published, beside a selected HOME tab shaped after it, AXe's value 1):
    /// the group's frame holds the tabs and nothing else, so they are its tabs, read "Tab. n of m."
    /// as the nested output reads them, where they said "Button.".
    func testAxeFlatTabBarGroupHoldsItsTabs() throws {
        let mini = try Self.text("idb-axe-line-tab-radiobutton.json").trimmingCharacters(in: .whitespacesAndNewlines)
            .dropFirst().dropLast()
        let flat = """
            [{"AXLabel": "Line", "type": "Application", "role": "AXApplication", "frame": {"x": 0, "y": 0, "width": 400, "height": 840}},
             {"AXLabel": "Tab Bar", "type": "Group", "role": "AXGroup", "frame": {"x": 0, "y": 792, "width": 400, "height": 48}},
             {"AXLabel": "HOME", "type": "RadioButton", "subrole": "AXTabButton", "role_description": "tab", "role": "AXRadioButton",
              "AXValue": 1, "frame": {"x": 0, "y": 792, "width": 76, "height": 48}},
            \(mini)]
            """
        let scene = try Self.load("idb-axe-line-tab-radiobutton.json", text: flat)
        XCTAssertEqual(Self.spoken(scene), ["Selected: HOME. Tab. 1 of 2.", "MINI. Tab. 2 of 2."])
        XCTAssertEqual(Self.spoken(try Self.load("idb-axe-line-tab-radiobutton.json")), ["MINI. Button."], "a tab alone names no bar")
    }

    func testApplicationWithoutChildrenIsAnEmptyCapture() {
        checkRefused("idb-893-stage-manager-no-children.json", because: "no element VoiceOver could focus")
    }

    /// With the simulator's accessibility off, idb answers one application node of 0×0.
    func testZeroSizedRootIsAnEmptyCapture() {
        checkRefused("idb-accessibility-disabled-zero-frame.json", because: "its root has a size of 0×0")
        XCTAssertThrowsError(try Self.load("idb-accessibility-disabled-zero-frame.json")) { error in
            XCTAssertTrue((error as? SceneFileError)?.message.contains("the simulator's accessibility is off") == true, "\(error)")
        }
    }

    /// Apple Maps' map as WebDriverAgent's snapshot without coordinates gave it: every node at 0,0
    /// with no size and `visible="false"`. Refused as an empty capture, and the cause is the snapshot,
    /// not the simulator's accessibility, which XCTest turns on itself: the advice idb's 0×0 answer
    /// gets (turn the simulator's accessibility on) would send the user after the wrong fix.
    func testMapFromASnapshotWithoutFramesIsAnEmptyCaptureOfTheSnapshot() {
        let name = "appium-wda190-maps-no-frames.xml"
        checkRefused(name, because: "its root has a size of 0×0")
        XCTAssertThrowsError(try Self.load(name)) { error in
            let message = (error as? SceneFileError)?.message ?? "\(error)"
            XCTAssertTrue(message.contains("XCTest's snapshot records no frames"), message)
            XCTAssertFalse(message.contains("accessibility is off"), message)
        }
    }

    /// Every fixture is listed in the manifest with its source, and every listed file exists.
    func testTheManifestNamesEveryFixture() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0 != "MANIFEST.md" }
        let manifest = try Self.text("MANIFEST.md")
        for file in files { XCTAssertTrue(manifest.contains("`\(file)`"), "\(file) is not in MANIFEST.md") }
        XCTAssertGreaterThanOrEqual(files.count, 26)
        // At least four dumps of each text format (the file name starts with the format).
        for format in ["appium-", "xcuitest-", "idb-"] {
            XCTAssertGreaterThanOrEqual(files.filter { $0.hasPrefix(format) }.count, 4, format)
        }
    }
}
