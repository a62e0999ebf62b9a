import AXCore
import AXEngine
import AXScenes
import AXTrace
import ArgumentParser

/// Prints a scene's elements in VoiceOver navigation order with everything the engine reads from
/// them: what a developer checks before blaming the simulator.
struct InspectCommand: SceneCommand, CheckedArguments {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "inspect",
        abstract: "Print a scene's elements in VoiceOver navigation order.",
        discussion: """
        For each element: index, id, description, hint, traits, frame, path bounds, activation point, \
        custom actions, drag sources and drop points with their points, zoom, direct-touch options, \
        and modal/container flags. SCENE is an id `list` shows, grid-N, a scene file or an exported hierarchy. With --assistive \
        switch-control: the scan tree instead, groups and items in scan order, each item's scanner menu, \
        and the switch presses and seconds of auto scanning it takes to reach it (docs/switch-control.md). With --assistive keyboard: Full Keyboard Access's focus groups in Tab \
        order, each group's items in Control-Tab's order with its actions list (docs/keyboard.md). \
        With --assistive voice-control: each actionable element's number, shown name and every name it \
        answers to, and every name several elements share (docs/voice-control.md).
        """) }

    @Argument(help: SceneArgumentHelp.one) var scene: String
    @Option(help: "text or json.") var format: OutputFormat = .text
    @OptionGroup var settingOptions: SettingOptions
    @OptionGroup var importOptions: ImportOptionsWithAliases
    @Option(help: "The assistive technology to read the scene as: voiceover, switch-control, keyboard or voice-control.") var assistive: AssistiveOption = .voiceover
    @OptionGroup var switchControlOptions: SwitchControlOptions

    func checkValues() throws {
        // Read by the Switch Control listing alone: given with another, it would be ignored in silence.
        if !switchControlOptions.assignments.isEmpty && assistive != .switchControl {
            throw ValidationError("--switch-setting applies to the Switch Control listing: add --assistive switch-control")
        }
    }

    func run(with registry: SceneRegistry) throws {
        let descriptor = try SceneResolver(scenes: registry, imports: importOptions.options).resolve(scene)
        var settings = try settingOptions.settings()
        settings.voiceOver = true
        let instance = descriptor.make()
        let order = NavigationOrder(scene: instance, settings: settings)
        let imported = instance as? ImportedScene
        let predictions = imported?.predictions ?? [:]
        if let note = imported?.layoutDirectionNote(settings: settings) { StandardStreams.warn(note) }
        if assistive == .keyboard {
            // The focus moves through every scroll area's whole content, scrolling a row in as it
            // reaches it (`Session.fullOrder()`): the rows scrolled out of view are listed too.
            let inspection = KeyboardInspection(sceneID: descriptor.id, order: NavigationOrder(wholeContentOf: instance, settings: settings, reusing: nil),
                                                longPressAreas: instance.longPressAreas)
            print(format == .json ? inspection.json : inspection.text)
            return
        }
        if assistive == .switchControl {
            let inspection = SwitchControlInspection(sceneID: descriptor.id, order: order, settings: try switchControlOptions.settings(),
                                                     session: Session(scene: instance, settings: settings))
            print(format == .json ? inspection.json : inspection.text)
            return
        }
        if assistive == .voiceControl {
            let inspection = VoiceControlInspection(sceneID: descriptor.id, order: order, screen: instance.device.bounds)
            print(format == .json ? inspection.json : inspection.text)
            return
        }
        // VoiceOver's swipes move through every scroll area's whole content, scrolling a row in as
        // they reach it (`Session.fullOrder()`): the rows scrolled out of view are listed, marked so.
        // An element on the screen is reported as the screen shows it (its frame clipped by its area).
        let whole = order.holdsScrollContent
        let listed = whole ? NavigationOrder(wholeContentOf: instance, settings: settings, reusing: nil) : order
        func report(_ position: Int) -> ElementReport {
            let shown = whole ? order.index(of: listed.entries[position].id) : position
            var report = shown.map { ElementReport(order: order, index: $0, predictions: predictions) }
                ?? ElementReport(order: listed, index: position, predictions: predictions)
            report.index = position + 1
            return report
        }
        // Each element is reported and printed in turn, never all held at once: a scene of 10⁶
        // elements held every report and the joined text together.
        switch format {
        case .json:
            print("[", terminator: "")
            for index in listed.entries.indices {
                print((index == 0 ? "" : ",") + report(index).json, terminator: "")
            }
            print("]")
        case .text:
            print("\(descriptor.id.escapingControlCharacters): \(Plural.count(listed.count, "element")) in navigation order")
            if let imported {
                print("imported from \(imported.format.displayName): behaviour unknown, so actions fail (the real app can't be asked)")
            }
            for index in listed.entries.indices { print(report(index).text) }
        }
    }
}

/// One element as `inspect` reports it.
private struct ElementReport {
    var index: Int
    var id: String
    var description: ElementDescription
    var traits: [String]
    var frame: Rect
    var pathBounds: Rect?
    var activationPoint: Point
    var customActions: [String]
    var dragSources: [LocationDescriptor]
    var dropPoints: [LocationDescriptor]
    var supportsZoom: Bool
    var zoomHooks: (zoomIn: Bool, zoomOut: Bool)
    var directTouch: [String]?
    var inModal: Bool
    /// Wholly outside the scroll area holding it: VoiceOver scrolls it in when a swipe reaches it.
    var scrolledOut: Bool
    var context: ElementContext
    var containers: [String]
    /// Custom content, in the More Content rotor's order.
    var customContent: [CustomContent]
    /// The custom rotors offered on the element (its own, then its containers'), with the ids of the
    /// elements each moves between.
    var customRotors: [(name: String, elementIDs: [String])]
    /// Voice Control's names for the element (not spoken by VoiceOver).
    var userInputLabels: [String]
    /// What the Large Content Viewer shows for the element (`showsLargeContentViewer`); nil when it
    /// does not show the viewer.
    var largeContent: LargeContentViewerItem?
    /// AccessibilitySnapshot's own prediction, when an imported element has one that differs from ours.
    var predicted: PredictedSpeech?
    /// What the system provides this element as (iOS's scroll indicator on a capture): read as any
    /// element, and set aside by validation, which `inspect` says where the element is listed.
    var system: SystemElement?
    /// What a capture cut of the element's texts (`CapturedCut.note`), nil when its texts are whole.
    var cut: String?
    /// Which texts were cut, as the JSON names them ("label", "value").
    var cutTexts: [String]

    init(order: NavigationOrder, index: Int, predictions: [String: PredictedSpeech] = [:]) {
        let entry = order.entries[index]
        let element = entry.element
        self.index = index + 1
        id = element.id
        description = DescriptionBuilder.describe(element, context: entry.context)
        traits = element.traits.names
        frame = entry.frame
        pathBounds = entry.path?.bounds
        activationPoint = element.resolvedActivationPoint
        customActions = element.customActions.map(\.name.string)
        dragSources = element.dragSources
        dropPoints = element.dropPoints
        supportsZoom = element.traits.contains(.supportsZoom)
        zoomHooks = (element.onZoomIn != nil, element.onZoomOut != nil)
        if let options = element.directTouch {
            var names: [String] = []
            if options.contains(.silentOnTouch) { names.append("silentOnTouch") }
            if options.contains(.requiresActivation) { names.append("requiresActivation") }
            directTouch = names
        } else {
            directTouch = element.traits.contains(.allowsDirectInteraction) ? [] : nil
        }
        inModal = order.chainContains(from: index) { $0.viewIsModal }
        scrolledOut = order.isScrolledOutOfView(index)
        context = entry.context
        containers = entry.containerIDs
        customContent = element.customContent
        customRotors = order.chain(from: index).flatMap(\.customRotors).map { ($0.name, $0.elementIDs()) }
        userInputLabels = element.userInputLabels
        largeContent = LargeContentViewerItem(element)
        system = element.systemElement
        cut = CapturedCut.note(on: element)
        cutTexts = element.cutByCapture.names
        if let prediction = predictions[element.id],
           prediction != PredictedSpeech(description: description.description, hint: description.hint) {
            predicted = prediction
        }
    }

    private static func rect(_ r: Rect) -> String {
        "\(Format.number(r.minX)),\(Format.number(r.minY)) \(Format.number(r.width))×\(Format.number(r.height))"
    }

    private static func descriptor(_ d: LocationDescriptor) -> String {
        "\"\(d.name)\" at \(d.point)" + (d.viewID.map { " in \($0)" } ?? "")
    }

    var text: String {
        var lines = ["\(index). \(id)", "   says:       \(description.description)"]
        if description.actionsAvailable { lines.append("   then:       \(ElementDescription.actionsAvailableText)") }
        lines.append("   hint:       " + (description.hint ?? "–"))
        if let cut { lines.append("   cut:        " + cut) }
        if let predicted {
            lines.append("   predicted:  \(predicted.description) / \(predicted.hint ?? "–") (AccessibilitySnapshot)")
        }
        lines.append("   traits:     " + (traits.isEmpty ? "–" : traits.joined(separator: ", ")))
        lines.append("   frame:      " + Self.rect(frame))
        if let pathBounds { lines.append("   path:       bounds " + Self.rect(pathBounds)) }
        lines.append("   activation: \(activationPoint)")
        if !customActions.isEmpty { lines.append("   actions:    " + customActions.joined(separator: ", ")) }
        for source in dragSources { lines.append("   drag:       " + Self.descriptor(source)) }
        for point in dropPoints { lines.append("   drop:       " + Self.descriptor(point)) }
        if supportsZoom || zoomHooks.zoomIn || zoomHooks.zoomOut {
            lines.append("   zoom:       trait \(supportsZoom ? "yes" : "no"), zoom in \(zoomHooks.zoomIn ? "yes" : "no"), zoom out \(zoomHooks.zoomOut ? "yes" : "no")")
        }
        if let directTouch {
            lines.append("   direct:     " + (directTouch.isEmpty ? "default (speak, then pass through)" : directTouch.joined(separator: ", ")))
        }
        if !customContent.isEmpty {
            lines.append("   content:    " + customContent.map { $0.spoken + ($0.importance == .high ? " (read with the element)" : "") }
                .joined(separator: "; "))
        }
        for rotor in customRotors { lines.append("   rotor:      \(rotor.name): " + (rotor.elementIDs.isEmpty ? "–" : rotor.elementIDs.joined(separator: ", "))) }
        if !userInputLabels.isEmpty { lines.append("   voice:      " + userInputLabels.joined(separator: ", ") + " (Voice Control names)") }
        if let largeContent { lines.append("   large:      " + largeContent.shownDescription + " (Large Content Viewer, on a long press at AX sizes)") }
        if let system { lines.append("   system:     \(system.name), provided by the system: read, not judged by validate") }
        var flags: [String] = []
        if inModal { flags.append("in modal") }
        if scrolledOut { flags.append("scrolled out of view (a swipe scrolls it in)") }
        if context != .none { flags.append("context " + context.argument) }
        if !containers.isEmpty { flags.append("containers " + containers.joined(separator: " < ")) }
        if !flags.isEmpty { lines.append("   flags:      " + flags.joined(separator: "; ")) }
        // Each line holds the scene's text (labels, ids, names): its control characters escaped, a
        // label's newline cannot print a line of its own.
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }

    private static func rectJSON(_ r: Rect) -> String {
        var w = JSONLineWriter()
        w.number("x", r.minX); w.number("y", r.minY); w.number("width", r.width); w.number("height", r.height)
        return w.line
    }

    private static func pointJSON(_ p: Point) -> String {
        var w = JSONLineWriter()
        w.number("x", p.x); w.number("y", p.y)
        return w.line
    }

    private static func descriptorJSON(_ d: LocationDescriptor) -> String {
        var w = JSONLineWriter()
        w.string("name", d.name); w.raw("point", pointJSON(d.point)); w.string("view", d.viewID)
        return w.line
    }

    var json: String {
        var w = JSONLineWriter()
        w.int("index", index)
        w.string("id", id)
        w.string("description", description.description)
        w.string("hint", description.hint)
        w.bool("actionsAvailable", description.actionsAvailable)
        w.raw("traits", JSONLineWriter.array(traits.map(JSONLineWriter.quoted)))
        w.raw("frame", Self.rectJSON(frame))
        w.raw("pathBounds", pathBounds.map(Self.rectJSON) ?? "null")
        w.raw("activationPoint", Self.pointJSON(activationPoint))
        w.raw("customActions", JSONLineWriter.array(customActions.map(JSONLineWriter.quoted)))
        w.raw("dragSources", JSONLineWriter.array(dragSources.map(Self.descriptorJSON)))
        w.raw("dropPoints", JSONLineWriter.array(dropPoints.map(Self.descriptorJSON)))
        var zoom = JSONLineWriter()
        zoom.bool("trait", supportsZoom); zoom.bool("zoomIn", zoomHooks.zoomIn); zoom.bool("zoomOut", zoomHooks.zoomOut)
        w.raw("zoom", zoom.line)
        w.raw("directTouch", directTouch.map { JSONLineWriter.array($0.map(JSONLineWriter.quoted)) } ?? "null")
        w.bool("inModal", inModal)
        w.bool("scrolledOut", scrolledOut)
        w.string("context", context == .none ? nil : context.argument)
        w.raw("containers", JSONLineWriter.array(containers.map(JSONLineWriter.quoted)))
        w.raw("customContent", JSONLineWriter.array(customContent.map { content in
            var c = JSONLineWriter()
            c.string("label", content.label); c.string("value", content.value); c.string("importance", content.importance.rawValue)
            return c.line
        }))
        w.raw("customRotors", JSONLineWriter.array(customRotors.map { rotor in
            var r = JSONLineWriter()
            r.string("name", rotor.name); r.raw("elements", JSONLineWriter.array(rotor.elementIDs.map(JSONLineWriter.quoted)))
            return r.line
        }))
        w.raw("userInputLabels", JSONLineWriter.array(userInputLabels.map(JSONLineWriter.quoted)))
        if let largeContent {
            var l = JSONLineWriter()
            l.string("title", largeContent.title); l.string("image", largeContent.image)
            w.raw("largeContent", l.line)
        } else {
            w.raw("largeContent", "null")
        }
        w.string("system", system?.rawValue)
        w.raw("cutByCapture", JSONLineWriter.array(cutTexts.map(JSONLineWriter.quoted)))
        if let predicted {
            var p = JSONLineWriter()
            p.string("description", predicted.description); p.string("hint", predicted.hint)
            w.raw("predicted", p.line)
        } else {
            w.raw("predicted", "null")
        }
        return w.line
    }
}
