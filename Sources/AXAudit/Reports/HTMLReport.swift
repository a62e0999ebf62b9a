import AXCore
import AXEngine

/// The HTML report: one self-contained page with, per scene and settings variant that has findings
/// (and always the scene's first variant), the rendered screen with each finding's element outlined
/// and numbered beside the list of findings; filters by severity and rule; hovering or clicking a
/// finding highlights its element, and clicking an element its findings. Documented in docs/reports.md.
///
/// An explored scene also shows the screen of each state in which a finding is first seen, with
/// that state's findings beside the path that reaches it, up to `stateScreenLimit` screens per
/// scene; the page says how many states it leaves unpictured and lists their paths.
///
/// Rendering is not the validator's business (this layer has no SDL): `screen` draws a scene the
/// caller prepared for a variant's settings at a virtual time (0, or the time an explored state
/// was reached) and returns it as an image, or nil to leave it out.
public enum HTMLReport {
    /// AXSandbox's own rule reference, docs/rules.md, whose every rule has an anchor named by its id
    /// (`docs/rules.md#label.missing`): pass it as `rulesURL` to link there, where the report sits
    /// beside AXSandbox's docs. By default rule ids link to the page's own description of each rule.
    public static let defaultRulesURL = "docs/rules.md"

    /// The most explored states pictured per scene: each screen is an embedded PNG of tens of
    /// kilobytes, and an exploration finds up to 500 states.
    public static let defaultStateScreenLimit = 12

    /// The self-contained HTML page `validate --format html` writes: findings with the scene's
    /// frame, element outlines and the rules linked to `rulesURL`; explored states pictured.
    public static func render(_ report: ValidationReport, rules: [RuleInfo], toolVersion: String, baseSettings: Settings,
                              rulesURL: String? = nil, stateScreenLimit: Int = defaultStateScreenLimit,
                              screen: (Scene, Settings, Int) throws -> EmbeddedImage?) rethrows -> String {
        try render(report, rules: rules, toolVersion: toolVersion, baseSettings: baseSettings, rulesURL: rulesURL,
                   stateScreenLimit: stateScreenLimit, visions: [], filteredScreen: { _, _, _ in nil }, screen: screen)
    }

    /// The same page, each scene's screen also shown seen through each of `visions` (`validate
    /// --vision`), drawn by `filteredScreen`.
    public static func render(_ report: ValidationReport, rules: [RuleInfo], toolVersion: String, baseSettings: Settings,
                              rulesURL: String? = nil, stateScreenLimit: Int = defaultStateScreenLimit,
                              visions: [VisionFilter],
                              filteredScreen: (Scene, Settings, VisionFilter) throws -> EmbeddedImage?,
                              screen: (Scene, Settings, Int) throws -> EmbeddedImage?) rethrows -> String {
        let infos = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let variants = report.matrix.variants(base: baseSettings)
        var body = header(report, toolVersion: toolVersion)
        body += filterBar(report)
        body += "<main>\n"
        var next = 0
        for scene in report.scenes {
            body += try section(scene, variants: report.matrix.judgedVariants(of: scene.descriptor, base: baseSettings, readsVoiceOver: scene.readsVoiceOver),
                                infos: infos, rulesURL: rulesURL, stateScreenLimit: stateScreenLimit,
                                next: &next, screen: screen)
            body += try visionGallery(scene.descriptor, settings: variants[0], visions: visions, screen: filteredScreen)
        }
        body += ruleDescriptions(report, infos: infos)
        body += "</main>\n"
        return HTMLPage.document(title: "AXSandbox validation report", style: style, body: body, script: script)
    }

    /// The page with every screen drawn at time 0 and no explored state pictured beyond what
    /// `screen` is handed (the form before explored states were pictured).
    public static func render(_ report: ValidationReport, rules: [RuleInfo], toolVersion: String, baseSettings: Settings,
                              rulesURL: String? = nil, screen: (Scene, Settings) throws -> EmbeddedImage?) rethrows -> String {
        try render(report, rules: rules, toolVersion: toolVersion, baseSettings: baseSettings, rulesURL: rulesURL) { scene, settings, _ in
            try screen(scene, settings)
        }
    }

    private static func header(_ report: ValidationReport, toolVersion: String) -> String {
        let counts: [(Severity?, Int, String)] = [
            (.error, report.count(.error), "error"), (.warning, report.count(.warning), "warning"),
            (.info, report.count(.info), "info"), (nil, report.suppressedCount, "suppressed"),
        ]
        var out = "<header class=\"top\"><h1>AXSandbox validation report</h1>"
        out += "<span class=\"sub\">\(Plural.count(report.scenes.count, "scene")), \(Plural.count(report.elementCount, "element")), "
        out += "\(Plural.count(report.rulesRunCount, "rule")) run, \(report.matrix.rawValue) settings matrix · axsandbox \(HTMLPage.escape(toolVersion))</span>"
        out += "<span class=\"counts\">"
        for (severity, n, word) in counts {
            out += "<span class=\"pill \(severity?.rawValue ?? "suppressed")\">\(word == "info" || word == "suppressed" ? "\(n) \(word)" : Plural.count(n, word))</span> "
        }
        return out + "</span></header>\n"
    }

    private static func filterBar(_ report: ValidationReport) -> String {
        var ruleCounts: [(String, Int)] = []
        var index: [String: Int] = [:]
        for f in report.findings {
            if let i = index[f.ruleID] { ruleCounts[i].1 += 1 } else { index[f.ruleID] = ruleCounts.count; ruleCounts.append((f.ruleID, 1)) }
        }
        var out = "<nav class=\"filters card\" aria-label=\"Filters\"><span class=\"label\">Show</span>"
        for (value, checked) in [("error", true), ("warning", true), ("info", true), ("suppressed", false)] {
            out += "<label class=\"check\"><input type=\"checkbox\" name=\"severity\" value=\"\(value)\"\(checked ? " checked" : "")>"
            out += "<span class=\"pill \(value)\">\(value)</span></label>"
        }
        out += "<label class=\"rule\">Rule <select id=\"rule\"><option value=\"\">every rule</option>"
        for (id, n) in ruleCounts.sorted(by: { $0.0 < $1.0 }) {
            out += "<option value=\"\(HTMLPage.escape(id))\">\(HTMLPage.escape(id)) (\(n))</option>"
        }
        out += "</select></label><span id=\"shown\" class=\"sub\"></span>"
        out += "<span class=\"hint\">Click a finding to outline its element on the screen, or an outline to mark its findings.</span>"
        out += "<nav class=\"jump\">" + report.scenes.map { s in
            let n = s.findings.filter { $0.suppression == nil }.count
            return "<a href=\"#scene-\(HTMLPage.escape(s.descriptor.id))\">\(HTMLPage.escape(s.descriptor.id))<span class=\"n\">\(n)</span></a>"
        }.joined() + "</nav>"
        return out + "</nav>\n"
    }

    private static func section(_ scene: ValidationReport.SceneResult, variants: [Settings], infos: [String: RuleInfo],
                                rulesURL: String?, stateScreenLimit: Int, next: inout Int,
                                screen: (Scene, Settings, Int) throws -> EmbeddedImage?) rethrows -> String {
        let d = scene.descriptor
        let active = scene.findings.filter { $0.suppression == nil }.count
        var out = "<section class=\"scene\" id=\"scene-\(HTMLPage.escape(d.id))\">\n<h2>\(HTMLPage.escape(d.title)) <code>\(HTMLPage.escape(d.id))</code></h2>\n"
        out += "<p class=\"sub\"><code>\(HTMLPage.escape(d.sourcePath))</code> · \(Plural.count(scene.elementCount, "element")) · "
        out += active == 0 ? "no findings" : Plural.count(active, "finding")
        let suppressed = scene.findings.count - active
        if suppressed > 0 { out += ", \(suppressed) suppressed" }
        if !scene.unjudged.isEmpty { out += " · " + TextReport.unjudgedCount(scene.unjudged.count) }
        let wholly = scene.unassessed.filter { !scene.rulesRun.contains($0.ruleID) }.count, partly = scene.unassessed.count - wholly
        if wholly > 0 { out += " · " + Plural.count(wholly, "rule") + " could not judge it" }
        if partly > 0 { out += " · " + Plural.count(partly, "rule") + " could not judge some elements" }
        out += "</p>\n"
        // Rules that could not judge the scene, grouped by why, as the text report lists them: a
        // screen without findings is not a screen every rule passed.
        if !scene.unassessed.isEmpty {
            out += "<div class=\"unassessed card\"><h3>Not judged: what the rules could not judge on this scene, and why</h3><ul>\n"
            for group in UnassessedRule.grouped(scene.unassessed) {
                out += "<li><span class=\"status \(group.status.rawValue)\">\(group.status.text)</span>: \(HTMLPage.escape(group.reason))<br>"
                out += group.ruleIDs.map { "<code>\(HTMLPage.escape($0))</code>" }.joined(separator: ", ") + "</li>\n"
            }
            out += "</ul></div>\n"
        }
        // Elements the system provides, read but not judged: said, never left out silently.
        for u in scene.unjudged {
            out += "<p class=\"sub\">Not judged, provided by the system: <code>\(HTMLPage.escape(u.elementID))</code>"
            if let label = u.label { out += " “\(HTMLPage.escape(label))”" }
            out += ", \(HTMLPage.escape(u.reason))"
            out += u.setAside.isEmpty ? ".</p>\n" : "; set aside: \(HTMLPage.escape(u.setAside.joined(separator: ", "))).</p>\n"
        }
        // The variants that showed findings, in matrix order; the first variant always, so every scene is pictured.
        let labelled = variants.map { (SettingsMatrix.label(of: $0, readsVoiceOver: scene.readsVoiceOver), $0) }
        let shown = labelled.enumerated().filter { i, v in i == 0 || scene.findings.contains { $0.settings == v.0 } }.map(\.element)
        // The page id of each finding's card, by its position in `scene.findings`: explored states link to them.
        var cardIDs: [Int: String] = [:]
        for (label, settings) in shown {
            // Errors first, then warnings and info, suppressed last; the validator's order within each.
            let indexed = scene.findings.enumerated().filter { $0.element.settings == label }.sorted { a, b in
                let ra = rank(a.element), rb = rank(b.element)
                return ra != rb ? ra < rb : a.offset < b.offset
            }
            for (i, entry) in indexed.enumerated() { cardIDs[entry.offset] = "f\(next + 1 + i)" }
            out += try variant(d, label: label, settings: settings, findings: indexed.map(\.element), infos: infos, rulesURL: rulesURL,
                               next: &next, screen: { try screen($0, $1, 0) })
        }
        if let base = variants.first {
            out += try exploredStates(scene, settings: base, cardIDs: cardIDs, limit: stateScreenLimit, screen: screen)
        }
        return out + "</section>\n"
    }

    /// The scene's screen under default settings seen through each of `visions` (docs/vision.md), one
    /// captioned picture each, after its variants; nothing when no filter was asked for.
    private static func visionGallery(_ d: SceneDescriptor, settings: Settings, visions: [VisionFilter],
                                      screen: (Scene, Settings, VisionFilter) throws -> EmbeddedImage?) rethrows -> String {
        guard !visions.isEmpty else { return "" }
        var out = "<div class=\"visions\" id=\"visions-\(HTMLPage.escape(d.id))\">\n<h3>Seen through vision filters</h3>\n<div class=\"gallery\">"
        for vision in visions {
            let scene = AuditSubject.makeScene(d, settings: settings)
            let size = scene.device.size
            let w = Format.number(size.width / 2), h = Format.number(size.height / 2)
            out += "<figure>"
            if let image = try screen(scene, settings, vision) {
                out += "<img src=\"\(image.dataURI)\" width=\"\(w)\" height=\"\(h)\" alt=\"\(HTMLPage.escape(d.title)) seen through \(HTMLPage.escape(vision.name))\">"
            } else {
                out += "<div class=\"noimage\" style=\"width:\(w)px;height:\(h)px\">no picture</div>"
            }
            out += "<figcaption><code>\(HTMLPage.escape(vision.name))</code></figcaption></figure>"
        }
        return out + "</div></div>\n"
    }

    /// The explored states in which some finding is first seen (the initial state is pictured
    /// above), in the order found: each state's screen under the settings its path reached it with
    /// (the base settings, unless a step changed them first), drawn at the time it was reached,
    /// with its findings outlined (those first seen there, under those settings) and listed beside
    /// the path that reaches it; past `limit`, the states are listed
    /// by path without a picture, and the page says so.
    private static func exploredStates(_ scene: ValidationReport.SceneResult, settings: Settings, cardIDs: [Int: String], limit: Int,
                                       screen: (Scene, Settings, Int) throws -> EmbeddedImage?) rethrows -> String {
        guard let exploration = scene.exploration, exploration.notExplored == nil else { return "" }
        let firstSeen = Set(scene.findings.compactMap(\.states.first))
        let states = exploration.states.dropFirst().filter { firstSeen.contains($0.index) }
        var out = "<div class=\"states\">\n<h3>Explored states</h3>\n<p class=\"sub\">\(HTMLPage.escape(exploration.summary)); "
        guard !states.isEmpty else { return out + "no finding is first seen past the initial state.</p></div>\n" }
        out += "\(Plural.count(states.count, "state")) past the initial one \(states.count == 1 ? "shows" : "show") a finding first"
        out += states.count > limit ? "; the first \(limit) are pictured (at most \(limit) per scene), the rest listed below.</p>\n"
            : ", each pictured.</p>\n"
        let explorer = Explorer(descriptor: scene.descriptor, settings: settings, bounds: exploration.bounds)
        for state in states.prefix(limit) {
            let present = scene.findings.indices.filter { scene.findings[$0].states.contains(state.index) }
            // Under the settings its path reached it with, as its user sees it and its path trace
            // replays it: a sheet a button shown only at AX5 opens is drawn at AX5.
            let drawnUnder = state.settings(startingFrom: settings)
            let label = drawnUnder.changesFromDefaults
            let reached = explorer.scene(at: state)
            reached.settingsDidChange(context: ProbeContext(settings: drawnUnder))
            let size = reached.device.size
            let w = Format.number(size.width), h = Format.number(size.height)
            out += "<div class=\"variant state\" id=\"scene-\(HTMLPage.escape(scene.descriptor.id))-state-\(state.index)\">\n"
            out += "<h3>State #\(state.index) · <span class=\"path\">\(HTMLPage.escape(state.steps))</span></h3>\n<div class=\"pair\">"
            out += "<div class=\"shot\" style=\"width:\(w)px\">"
            if let image = try screen(reached, drawnUnder, state.endTime) {
                out += "<img src=\"\(image.dataURI)\" width=\"\(w)\" height=\"\(h)\" alt=\"\(HTMLPage.escape(scene.descriptor.title)) in state \(state.index)\">"
            } else {
                out += "<div class=\"noimage\" style=\"height:\(h)px\">no picture</div>"
            }
            // Outlined: findings first seen here whose frames were measured as drawn: under these
            // settings, or, where the path changed them, on an element they lay out at the same frame
            // (a button the accessibility sizes do not move, found missing a label at the default size).
            let drawnOrder = drawnUnder == settings ? nil : NavigationOrder(scene: reached, settings: drawnUnder)
            let outlined = present.filter { i in
                let f = scene.findings[i]
                guard f.states.first == state.index, cardIDs[i] != nil else { return false }
                if f.settings == label { return true }
                guard let drawnOrder, let id = f.subject.elementID, let frame = f.subject.frame else { return false }
                return drawnOrder.node(withID: id)?.frame == frame
            }
            let marked = outlines(outlined.map { scene.findings[$0] }, ids: outlined.map { cardIDs[$0]! },
                                  scrolledOut: scrolledOutElements(outlined.map { scene.findings[$0] }, in: reached, settings: drawnUnder))
            var numbers: [String: Int] = [:]
            for (i, outline) in marked.enumerated() { numbers[outline.key] = i + 1 }
            out += "<svg viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\">"
            for (i, outline) in marked.enumerated() { out += outline.svg(number: i + 1, screen: size) }
            out += "</svg></div>\n<ol class=\"statefindings\">"
            out += "<li class=\"reach\"><b>Reached by:</b> \(HTMLPage.escape(state.steps))</li>"
            if drawnUnder != settings {
                out += "<li class=\"reach\"><b>Drawn under:</b> \(HTMLPage.escape(label)), as its path set them</li>"
            }
            for i in present {
                let f = scene.findings[i]
                let status = f.suppression == nil ? f.severity.rawValue : "suppressed"
                let first = f.states.first == state.index
                out += "<li class=\"\(first ? "new" : "seen")\"><span class=\"num\">\(first ? markKey(f).flatMap { numbers[$0] }.map(String.init) ?? "–" : "–")</span>"
                out += "<span class=\"pill \(status)\">\(status)</span> "
                out += "<a href=\"#\(cardIDs[i] ?? "")\"><code>\(HTMLPage.escape(f.ruleID))</code></a> \(HTMLPage.escape(f.message))"
                out += first ? "" : " <span class=\"sub\">(first seen in state #\(f.states.first ?? 0))</span>"
                out += "</li>"
            }
            out += "</ol></div></div>\n"
        }
        if states.count > limit {
            let listed = 100
            out += "<p class=\"sub\">Not pictured (over the limit of \(limit) screens): "
            out += states.dropFirst(limit).prefix(listed).map { state in
                "#\(state.index) \(HTMLPage.escape(state.steps))"
            }.joined(separator: "; ")
            if states.count - limit > listed { out += "; and \(states.count - limit - listed) more" }
            out += ". Each finding's card above gives its states and the path to the first.</p>\n"
        }
        return out + "</div>\n"
    }

    private static func rank(_ f: Finding) -> Int {
        f.suppression != nil ? 3 : f.severity == .error ? 0 : f.severity == .warning ? 1 : 2
    }

    /// One element, or one place a finding with no element lies at (drawn text, a declared
    /// gesture's area), outlined on a variant's screen: its number, and the findings (page ids) about it.
    private struct Outline {
        /// `markKey` of its findings.
        var key: String
        var frame: Rect
        var findingIDs: [String]
        var rules: [String]
        /// The worst active finding's severity (info when all are suppressed).
        var severity: Severity

        /// The outline and its numbered badge, kept on the screen.
        func svg(number: Int, screen: Size) -> String {
            let r = frame
            let x = max(0, min(r.minX, screen.width - 20)), y = max(0, min(r.minY - 18, screen.height - 18))
            var out = "<g class=\"mark \(severity.rawValue)\" data-f=\"\(findingIDs.joined(separator: " "))\" "
            out += "data-rules=\"\(HTMLPage.escape(rules.joined(separator: " ")))\"><title>\(HTMLPage.escape(key))</title>"
            out += "<rect class=\"outline\" x=\"\(Format.number(r.minX))\" y=\"\(Format.number(r.minY))\" "
            out += "width=\"\(Format.number(r.width))\" height=\"\(Format.number(r.height))\" rx=\"2\"/>"
            out += "<rect class=\"badge\" x=\"\(Format.number(x))\" y=\"\(Format.number(y))\" width=\"20\" height=\"18\" rx=\"4\"/>"
            return out + "<text x=\"\(Format.number(x + 10))\" y=\"\(Format.number(y + 13))\">\(number)</text></g>"
        }
    }

    /// What a finding is outlined on: its element's id, or, for a finding with no element that lies
    /// somewhere, that place; nil for one about the scene as a whole.
    private static func markKey(_ f: Finding) -> String? {
        f.subject.elementID ?? f.subject.frame.map { "the screen at \($0)" }
    }

    /// One outline per element (or place) with findings, numbered in the order of its first
    /// finding; `ids` are the findings' page ids. An element `scrolledOut` of view is not outlined:
    /// its frame lies over a header or past the screen's edge, where nothing of it shows (its card
    /// says so).
    private static func outlines(_ findings: [Finding], ids: [String], scrolledOut: Set<String> = []) -> [Outline] {
        var outlines: [Outline] = []
        var index: [String: Int] = [:]
        for (f, id) in zip(findings, ids) {
            guard let element = markKey(f), let frame = f.subject.frame, frame.width > 0 || frame.height > 0 else { continue }
            if let elementID = f.subject.elementID, scrolledOut.contains(elementID) { continue }
            let severity = f.suppression == nil ? f.severity : .info
            if let i = index[element] {
                outlines[i].findingIDs.append(id)
                outlines[i].rules.append(f.ruleID)
                outlines[i].severity = max(outlines[i].severity, severity)
            } else {
                index[element] = outlines.count
                outlines.append(Outline(key: element, frame: frame, findingIDs: [id], rules: [f.ruleID], severity: severity))
            }
        }
        return outlines
    }

    /// The elements `findings` name that are scrolled out of view in `scene` (`NavigationOrder
    /// .isScrolledOutOfView`, the engine's one definition): rows an imported list holds outside its
    /// frame, judged as they will show but not on the pictured screen.
    static func scrolledOutElements(_ findings: [Finding], in scene: Scene, settings: Settings) -> Set<String> {
        let named = Set(findings.compactMap(\.subject.elementID))
        guard !named.isEmpty else { return [] }
        let order = NavigationOrder(scene: scene, settings: settings)
        guard order.holdsScrollContent else { return [] }
        return named.filter { id in order.index(of: id).map(order.isScrolledOutOfView) ?? false }
    }

    private static func variant(_ d: SceneDescriptor, label: String, settings: Settings, findings: [Finding], infos: [String: RuleInfo],
                                rulesURL: String?, next: inout Int, screen: (Scene, Settings) throws -> EmbeddedImage?) rethrows -> String {
        let scene = AuditSubject.makeScene(d, settings: settings)
        let size = scene.device.size
        let ids = findings.indices.map { "f\(next + 1 + $0)" }
        next += findings.count
        let scrolledOut = scrolledOutElements(findings, in: scene, settings: settings)
        // The screen is the initial state's: a finding first seen in another state (a sheet's button)
        // is outlined on that state's screen under "Explored states", not here, where its frame lies
        // over whatever the initial state draws there.
        let initial = zip(findings, ids).filter { Self.inInitialState($0.0) }
        let marked = outlines(initial.map(\.0), ids: initial.map(\.1), scrolledOut: scrolledOut)
        var numbers: [String: Int] = [:]
        for (i, outline) in marked.enumerated() { numbers[outline.key] = i + 1 }
        let title = label.isEmpty ? "Default settings" : HTMLPage.escape(label.replacingOccurrences(of: ",", with: ", "))
        var out = "<div class=\"variant\(findings.isEmpty ? " clean" : "")\">\n<h3>\(title)</h3>\n<div class=\"pair\">"
        let w = Format.number(size.width), h = Format.number(size.height)
        out += "<div class=\"shot\" style=\"width:\(w)px\">"
        if let image = try screen(scene, settings) {
            out += "<img src=\"\(image.dataURI)\" width=\"\(w)\" height=\"\(h)\" alt=\"\(HTMLPage.escape(d.title)) as drawn\">"
        } else {
            out += "<div class=\"noimage\" style=\"height:\(h)px\">no picture</div>"
        }
        out += "<svg viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\">"
        for (i, outline) in marked.enumerated() { out += outline.svg(number: i + 1, screen: size) }
        out += "</svg></div>\n<ol class=\"findings\">"
        if findings.isEmpty { out += "<li class=\"none\">No findings under these settings.</li>" }
        for (f, id) in zip(findings, ids) {
            out += card(f, id: id, number: Self.inInitialState(f) ? markKey(f).flatMap { numbers[$0] } : nil, info: infos[f.ruleID],
                        rulesURL: rulesURL, scrolledOut: f.subject.elementID.map(scrolledOut.contains) ?? false)
        }
        return out + "</ol></div></div>\n"
    }

    /// Whether `f` was seen in the initial state (or the scene was not explored), so the variants'
    /// screens, drawn in that state, show where it is.
    private static func inInitialState(_ f: Finding) -> Bool { f.states.isEmpty || f.states.contains(0) }

    /// A finding in the list: its outline's number, severity, rule (linked), message, element (and
    /// when it is `scrolledOut` of view, that it is not on the picture), measure, fix or suppression,
    /// and the rule's reference.
    /// Each rule with a finding in the report, described as the rule reference does (title,
    /// explanation, fix, what it maps to), under an anchor its cards link to: the page is read in
    /// a CI's artefacts or a team's repository, where AXSandbox's docs are not beside it.
    private static func ruleDescriptions(_ report: ValidationReport, infos: [String: RuleInfo]) -> String {
        let ids = Set(report.scenes.flatMap { $0.findings.map(\.ruleID) }).sorted()
        guard !ids.isEmpty else { return "" }
        var out = "<section class=\"rules\" id=\"rules\">\n<h2>The rules in this report</h2>\n<dl>\n"
        for id in ids {
            let rule = HTMLPage.escape(id)
            out += "<dt id=\"rule-\(rule)\"><code>\(rule)</code>"
            guard let info = infos[id] else { out += "</dt><dd></dd>\n"; continue }
            out += " \(HTMLPage.escape(info.title))</dt>\n<dd><p>\(HTMLPage.escape(info.explanation))</p>"
            out += "<p class=\"fix\"><b>Fix:</b> \(HTMLPage.escape(info.fix))</p>"
            if let reference = info.reference { out += "<p class=\"ref\">Maps to: \(HTMLPage.escape(RuleReference.describedPlainly(reference)))</p>" }
            out += "</dd>\n"
        }
        return out + "</dl>\n</section>\n"
    }

    private static func card(_ f: Finding, id: String, number: Int?, info: RuleInfo?, rulesURL: String?, scrolledOut: Bool = false) -> String {
        let status = f.suppression == nil ? f.severity.rawValue : "suppressed"
        let rule = HTMLPage.escape(f.ruleID)
        var out = "<li class=\"finding card\" id=\"\(id)\" data-f=\"\(id)\" data-sev=\"\(status)\" data-rule=\"\(rule)\" tabindex=\"0\">"
        out += "<div class=\"head\"><span class=\"num\">\(number.map(String.init) ?? "–")</span><span class=\"pill \(status)\">\(status)</span>"
        let link = rulesURL.map { "\(HTMLPage.escape($0))#\(rule)\" title=\"The rule in the rule reference" } ?? "#rule-\(rule)\" title=\"The rule, described below"
        out += "<a class=\"rule\" href=\"\(link)\"><code>\(rule)</code></a>"
        if let info { out += "<span class=\"title\">\(HTMLPage.escape(info.title))</span>" }
        out += "</div><p class=\"msg\">\(HTMLPage.escape(f.message))</p>"
        out += "<p class=\"el\">" + (f.subject.elementID.map { "element <code>\(HTMLPage.escape($0))</code>" }
            ?? f.subject.frame.map { "no element; at <code>\($0)</code>" } ?? "the whole scene")
        if let l = f.subject.label { out += " “\(HTMLPage.escape(l))”" }
        if scrolledOut { out += " <span class=\"scrolled\">scrolled out of view: not on this screen</span>" }
        if !inInitialState(f), let first = f.states.first {
            out += " <span class=\"scrolled\">not on this screen: first seen in state #\(first)</span>"
        }
        out += "</p><p class=\"detail\">\(HTMLPage.escape(f.detail))</p>"
        if !f.path.isEmpty { out += "<p class=\"detail\"><b>Reached by:</b> \(HTMLPage.escape(f.pathText))</p>" }
        if f.onlyBehindModal {
            out += "<p class=\"detail\">Only behind a modal view, which no VoiceOver user passes, in \(Plural.count(f.states.count, "state")): " + f.statesText + "</p>"
        } else if f.states.count > 1 {
            out += "<p class=\"detail\">In \(f.states.count) states: " + f.statesText + "</p>"
        }
        if let reason = f.suppression {
            out += "<p class=\"fix\"><b>Suppressed:</b> \(HTMLPage.escape(reason))</p>"
        } else {
            out += "<p class=\"fix\"><b>Fix:</b> \(HTMLPage.escape(f.fix))</p>"
        }
        if let ref = info?.reference { out += "<p class=\"ref\">Maps to: \(HTMLPage.escape(RuleReference.describedPlainly(ref)))</p>" }
        return out + "</li>"
    }

    static let style = """
    .filters { position: sticky; top: 44px; z-index: 9; margin: 12px 20px; padding: 8px 12px; display: flex; flex-wrap: wrap;
      align-items: center; gap: 6px 14px; box-shadow: 0 2px 8px rgba(0,0,0,.06); }
    .filters .label { font-weight: 600; }
    .filters .check { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; }
    .filters select { font: inherit; padding: 2px 4px; }
    .filters .sub { color: var(--muted); }
    .jump { flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 4px 10px; font-size: 12.5px; }
    .jump a { text-decoration: none; } .jump .n { color: var(--muted); margin-left: 3px; }
    .counts .pill { margin-left: 2px; }
    main { padding: 0 20px 40px; }
    section.scene { margin: 22px 0 30px; }
    section.rules { margin: 22px 0 30px; } section.rules h2 { font-size: 20px; }
    section.rules dt { font-weight: 600; margin-top: 14px; } section.rules dd { margin: 4px 0 0 18px; max-width: 70em; }
    section.scene h2 { font-size: 20px; margin: 0 0 2px; } section.scene h2 code { font-size: 14px; color: var(--muted); font-weight: 400; }
    p.sub { margin: 0 0 10px; color: var(--muted); }
    .unassessed { padding: 8px 14px; margin: 0 0 12px; }
    .unassessed h3 { font-size: 14px; margin: 0 0 4px; }
    .unassessed ul { margin: 0; padding-left: 18px; }
    .unassessed li { margin: 4px 0; }
    .unassessed .status { font-weight: 600; }
    .variant h3 { font-size: 14px; margin: 14px 0 8px; color: #3a3a3c; text-transform: none; }
    .pair { display: flex; gap: 20px; align-items: flex-start; }
    .gallery { display: flex; flex-wrap: wrap; gap: 14px; }
    .gallery figure { margin: 0; } .gallery img { display: block; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.25); }
    .gallery figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; text-align: center; }
    .shot { position: relative; flex: none; border-radius: 12px; overflow: hidden; box-shadow: 0 1px 4px rgba(0,0,0,.25);
      background: #fff; position: sticky; top: 150px; }
    .shot img, .shot .noimage { display: block; }
    .shot .noimage { display: flex; align-items: center; justify-content: center; color: var(--muted); }
    .shot svg { position: absolute; left: 0; top: 0; overflow: hidden; }
    .variant.clean .shot { zoom: 0.5; top: 0; position: relative; }
    .hint { color: var(--muted); font-size: 12.5px; }
    .mark { cursor: pointer; }
    .mark .outline { fill: transparent; stroke-width: 2; }
    .mark.error .outline { stroke: var(--error); } .mark.warning .outline { stroke: var(--warning); } .mark.info .outline { stroke: var(--info); }
    .mark .badge { stroke: #fff; stroke-width: 1; }
    .mark.error .badge { fill: var(--error); } .mark.warning .badge { fill: var(--warning); } .mark.info .badge { fill: var(--info); }
    .mark text { fill: #fff; font-size: 11.5px; font-weight: 700; text-anchor: middle; pointer-events: none; }
    .mark.hover .outline, .mark.active .outline { stroke-width: 4; fill: rgba(255, 214, 10, .28); }
    .mark.active .outline { stroke: #0a84ff; } .mark.active .badge { fill: #0a84ff; }
    .mark.hidden { display: none; }
    ol.findings { list-style: none; margin: 0; padding: 0; flex: 1; min-width: 280px; max-width: 760px; display: flex; flex-direction: column; gap: 8px; }
    li.none { color: var(--muted); padding: 8px 0; }
    .finding { padding: 8px 12px; cursor: pointer; border-left: 4px solid var(--line); transition: background .1s; }
    .finding[data-sev=error] { border-left-color: var(--error); } .finding[data-sev=warning] { border-left-color: var(--warning); }
    .finding[data-sev=info] { border-left-color: var(--info); } .finding[data-sev=suppressed] { border-left-color: #8e8e93; opacity: .8; }
    .finding.hover { background: #fffbe6; } .finding.active { background: #e8f2ff; outline: 2px solid #0a84ff; }
    .finding.hidden { display: none; }
    .finding .head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
    .finding .num { min-width: 22px; height: 22px; border-radius: 11px; background: #3a3a3c; color: #fff; font-weight: 700;
      font-size: 12px; display: inline-flex; align-items: center; justify-content: center; padding: 0 6px; }
    .finding .title { color: var(--muted); }
    .finding p { margin: 4px 0 0; } .finding .msg { font-weight: 600; }
    .finding .scrolled { color: var(--muted); font-style: italic; }
    .finding .detail, .finding .ref { color: var(--muted); font-size: 13px; }
    .finding .fix { font-size: 13px; }
    .states { margin-top: 18px; border-top: 1px solid var(--line); }
    .variant.state h3 .path { font-weight: 400; color: var(--muted); }
    ol.statefindings { list-style: none; margin: 0; padding: 0; flex: 1; min-width: 280px; max-width: 760px; display: flex;
      flex-direction: column; gap: 6px; font-size: 13.5px; }
    ol.statefindings .num { min-width: 20px; height: 20px; border-radius: 10px; background: #3a3a3c; color: #fff; font-weight: 700;
      font-size: 11.5px; display: inline-flex; align-items: center; justify-content: center; padding: 0 5px; margin-right: 6px; }
    ol.statefindings li.seen { color: var(--muted); }
    @media (max-width: 760px) { .pair { flex-direction: column; } .shot { position: relative; top: 0; } }

    """

    static let script = """
    'use strict';
    const marks = [...document.querySelectorAll('.mark')];
    const cards = [...document.querySelectorAll('.finding')];
    const markOf = id => marks.find(m => m.dataset.f.split(' ').includes(id));
    function setClass(cls, ids) {
      for (const c of cards) c.classList.toggle(cls, ids.includes(c.dataset.f));
      for (const m of marks) m.classList.toggle(cls, m.dataset.f.split(' ').some(id => ids.includes(id)));
    }
    for (const c of cards) {
      c.addEventListener('mouseenter', () => setClass('hover', [c.dataset.f]));
      c.addEventListener('mouseleave', () => setClass('hover', []));
      const pick = () => { setClass('active', [c.dataset.f]); const m = markOf(c.dataset.f); if (m) m.closest('.shot').scrollIntoView({block: 'nearest'}); };
      c.addEventListener('click', e => { if (e.target.closest('a')) return; pick(); });
      c.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); pick(); } });
    }
    for (const m of marks) {
      const ids = () => m.dataset.f.split(' ').filter(id => !document.getElementById(id).classList.contains('hidden'));
      m.addEventListener('mouseenter', () => setClass('hover', ids()));
      m.addEventListener('mouseleave', () => setClass('hover', []));
      m.addEventListener('click', () => { const v = ids(); setClass('active', v); if (v.length) document.getElementById(v[0]).scrollIntoView({block: 'nearest', behavior: 'smooth'}); });
    }
    const boxes = [...document.querySelectorAll('input[name=severity]')];
    const rule = document.getElementById('rule');
    function filter() {
      const sev = new Set(boxes.filter(b => b.checked).map(b => b.value));
      let shown = 0;
      for (const c of cards) {
        const hide = !sev.has(c.dataset.sev) || (rule.value !== '' && c.dataset.rule !== rule.value);
        c.classList.toggle('hidden', hide);
        if (!hide) shown++;
      }
      for (const m of marks) m.classList.toggle('hidden', m.dataset.f.split(' ').every(id => document.getElementById(id).classList.contains('hidden')));
      document.getElementById('shown').textContent = shown + ' of ' + cards.length + (cards.length === 1 ? ' finding' : ' findings') + ' shown';
    }
    boxes.forEach(b => b.addEventListener('change', filter));
    rule.addEventListener('change', filter);
    filter();

    """
}

