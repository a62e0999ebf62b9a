/// A validation rule's stable id (`label.missing`), as a typed value: what a suppression, a finding
/// and the rule catalog name a rule by. The command line, suppressions files and reports spell it as
/// its raw value, so files written with strings keep working; code names a built-in rule by its
/// constant (`.labelMissing`) and a typo is a compile error rather than a suppression that silently
/// matches nothing.
///
/// It lives beside `Suppression` so a scene package can accept a finding without depending on the
/// rules themselves (AXAudit).
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The id as the command line, files and reports spell it.
    public let rawValue: String

    /// The rule `rawValue`; a rule of your own may have any id not taken by a built-in one.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The rule `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A literal id: `"label.missing"` where a `RuleID` is expected.
    public init(stringLiteral value: String) { rawValue = value }

    /// Decodes the plain string files hold.
    public init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }

    /// Encodes the plain string files hold.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Ordered as their raw values, as reports list rules.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The raw value.
    public var description: String { rawValue }

    /// The name of its constant, if it is a built-in rule's: the id in camel case, the area's word
    /// then each later word capitalised (`switch.slow-to-reach` is `switchSlowToReach`). The rule
    /// reference prints it beside each id.
    public var constantName: String {
        let name = typeName
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// The id in upper camel case, every word capitalised (`label.redundant-trait` is
    /// `LabelRedundantTrait`): the constant's name as a type's, SARIF's rule `name`. One conversion
    /// for both, so a report and the code name a rule alike.
    public var typeName: String {
        rawValue.split(whereSeparator: { $0 == "." || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// The built-in rules (docs/rules.md), each named by its id in camel case: `label.missing` is
/// `.labelMissing`, `switch.slow-to-reach` `.switchSlowToReach`. Each rule's description takes its
/// id from here, so the two cannot differ.
extension RuleID {
    /// `actions.activation-does-nothing`.
    public static let actionsActivationDoesNothing: RuleID = "actions.activation-does-nothing"
    /// `actions.custom-action-fails`.
    public static let actionsCustomActionFails: RuleID = "actions.custom-action-fails"
    /// `actions.name`.
    public static let actionsName: RuleID = "actions.name"
    /// `actions.touch-only-gesture`.
    public static let actionsTouchOnlyGesture: RuleID = "actions.touch-only-gesture"

    /// `contrast.non-text`.
    public static let contrastNonText: RuleID = "contrast.non-text"
    /// `contrast.text`.
    public static let contrastText: RuleID = "contrast.text"
    /// `contrast.text-enhanced`.
    public static let contrastTextEnhanced: RuleID = "contrast.text-enhanced"
    /// `contrast.vision`.
    public static let contrastVision: RuleID = "contrast.vision"

    /// `direct.region`.
    public static let directRegion: RuleID = "direct.region"
    /// `direct.sounding-control`.
    public static let directSoundingControl: RuleID = "direct.sounding-control"

    /// `dragdrop.descriptors`.
    public static let dragdropDescriptors: RuleID = "dragdrop.descriptors"
    /// `dragdrop.drop-fails`.
    public static let dragdropDropFails: RuleID = "dragdrop.drop-fails"

    /// `geometry.activation-point`.
    public static let geometryActivationPoint: RuleID = "geometry.activation-point"
    /// `geometry.content-shape`.
    public static let geometryContentShape: RuleID = "geometry.content-shape"
    /// `geometry.drawing-outside-frame`.
    public static let geometryDrawingOutsideFrame: RuleID = "geometry.drawing-outside-frame"
    /// `geometry.offscreen`.
    public static let geometryOffscreen: RuleID = "geometry.offscreen"
    /// `geometry.shape-mismatch`.
    public static let geometryShapeMismatch: RuleID = "geometry.shape-mismatch"

    /// `gesture.touch-only-state`.
    public static let gestureTouchOnlyState: RuleID = "gesture.touch-only-state"

    /// `invert.image-inverted`.
    public static let invertImageInverted: RuleID = "invert.image-inverted"

    /// `keyboard.focus-hidden`.
    public static let keyboardFocusHidden: RuleID = "keyboard.focus-hidden"
    /// `keyboard.no-key-path`.
    public static let keyboardNoKeyPath: RuleID = "keyboard.no-key-path"
    /// `keyboard.unreachable`.
    public static let keyboardUnreachable: RuleID = "keyboard.unreachable"

    /// `label.asset-name`.
    public static let labelAssetName: RuleID = "label.asset-name"
    /// `label.duplicate`.
    public static let labelDuplicate: RuleID = "label.duplicate"
    /// `label.missing`.
    public static let labelMissing: RuleID = "label.missing"
    /// `label.no-context`.
    public static let labelNoContext: RuleID = "label.no-context"
    /// `label.redundant-trait`.
    public static let labelRedundantTrait: RuleID = "label.redundant-trait"
    /// `label.symbol-names`.
    public static let labelSymbolNames: RuleID = "label.symbol-names"
    /// `label.undescribed-text`.
    public static let labelUndescribedText: RuleID = "label.undescribed-text"

    /// `modal.no-exit`.
    public static let modalNoExit: RuleID = "modal.no-exit"
    /// `modal.not-modal-overlay`.
    public static let modalNotModalOverlay: RuleID = "modal.not-modal-overlay"
    /// `modal.presented-not-modal`.
    public static let modalPresentedNotModal: RuleID = "modal.presented-not-modal"

    /// `modality.trap`.
    public static let modalityTrap: RuleID = "modality.trap"

    /// `motion.reduce-motion`.
    public static let motionReduceMotion: RuleID = "motion.reduce-motion"

    /// `notify.announcement-interrupted`.
    public static let notifyAnnouncementInterrupted: RuleID = "notify.announcement-interrupted"
    /// `notify.focus-missing`.
    public static let notifyFocusMissing: RuleID = "notify.focus-missing"
    /// `notify.layout-change`.
    public static let notifyLayoutChange: RuleID = "notify.layout-change"
    /// `notify.silent-action`.
    public static let notifySilentAction: RuleID = "notify.silent-action"

    /// `order.against-layout`.
    public static let orderAgainstLayout: RuleID = "order.against-layout"
    /// `order.carousel-walk`.
    public static let orderCarouselWalk: RuleID = "order.carousel-walk"
    /// `order.split-pair`.
    public static let orderSplitPair: RuleID = "order.split-pair"
    /// `order.table-cell`.
    public static let orderTableCell: RuleID = "order.table-cell"
    /// `order.unreachable`.
    public static let orderUnreachable: RuleID = "order.unreachable"

    /// `switch.group-of-one`.
    public static let switchGroupOfOne: RuleID = "switch.group-of-one"
    /// `switch.menu-missing-action`.
    public static let switchMenuMissingAction: RuleID = "switch.menu-missing-action"
    /// `switch.order`.
    public static let switchOrder: RuleID = "switch.order"
    /// `switch.scans-hidden`.
    public static let switchScansHidden: RuleID = "switch.scans-hidden"
    /// `switch.slow-to-reach`.
    public static let switchSlowToReach: RuleID = "switch.slow-to-reach"
    /// `switch.unreachable`.
    public static let switchUnreachable: RuleID = "switch.unreachable"

    /// `target.overlap`.
    public static let targetOverlap: RuleID = "target.overlap"
    /// `target.size`.
    public static let targetSize: RuleID = "target.size"

    /// `text.clipped`.
    public static let textClipped: RuleID = "text.clipped"
    /// `text.not-bold`.
    public static let textNotBold: RuleID = "text.not-bold"
    /// `text.not-scaling`.
    public static let textNotScaling: RuleID = "text.not-scaling"
    /// `text.overdrawn`.
    public static let textOverdrawn: RuleID = "text.overdrawn"

    /// `traits.adjustable`.
    public static let traitsAdjustable: RuleID = "traits.adjustable"
    /// `traits.conflict`.
    public static let traitsConflict: RuleID = "traits.conflict"
    /// `traits.header-missing`.
    public static let traitsHeaderMissing: RuleID = "traits.header-missing"
    /// `traits.control-without-role`.
    public static let traitsControlWithoutRole: RuleID = "traits.control-without-role"
    /// `traits.silent-state-change`.
    public static let traitsSilentStateChange: RuleID = "traits.silent-state-change"
    /// `traits.toggle`.
    public static let traitsToggle: RuleID = "traits.toggle"

    /// `transparency.translucent-behind-text`.
    public static let transparencyTranslucentBehindText: RuleID = "transparency.translucent-behind-text"

    /// `value.cut-by-capture`.
    public static let valueCutByCapture: RuleID = "value.cut-by-capture"
    /// `value.drawn-state`.
    public static let valueDrawnState: RuleID = "value.drawn-state"
    /// `value.raw-percent`.
    public static let valueRawPercent: RuleID = "value.raw-percent"
    /// `value.secure-text-exposed`.
    public static let valueSecureTextExposed: RuleID = "value.secure-text-exposed"

    /// `vision.button-shapes-ignored`.
    public static let visionButtonShapesIgnored: RuleID = "vision.button-shapes-ignored"
    /// `vision.state-by-colour`.
    public static let visionStateByColour: RuleID = "vision.state-by-colour"
    /// `vision.zoom-label-apart`.
    public static let visionZoomLabelApart: RuleID = "vision.zoom-label-apart"

    /// `voice.label-in-name`.
    public static let voiceLabelInName: RuleID = "voice.label-in-name"
    /// `voice.no-name`.
    public static let voiceNoName: RuleID = "voice.no-name"
    /// `voice.shared-name`.
    public static let voiceSharedName: RuleID = "voice.shared-name"
    /// `voice.shown-name-unsayable`.
    public static let voiceShownNameUnsayable: RuleID = "voice.shown-name-unsayable"
    /// `voice.too-many-names`.
    public static let voiceTooManyNames: RuleID = "voice.too-many-names"
    /// `voice.unreachable-action`.
    public static let voiceUnreachableAction: RuleID = "voice.unreachable-action"

    /// `zoom.missing-actions`.
    public static let zoomMissingActions: RuleID = "zoom.missing-actions"
    /// `zoom.silent`.
    public static let zoomSilent: RuleID = "zoom.silent"

    /// Every built-in rule's id, in the order of their raw values.
    public static let builtIn: [RuleID] = [
        .actionsActivationDoesNothing, .actionsCustomActionFails, .actionsName, .actionsTouchOnlyGesture, .contrastNonText, .contrastText,
        .contrastTextEnhanced, .contrastVision, .directRegion, .directSoundingControl, .dragdropDescriptors,
        .dragdropDropFails, .geometryActivationPoint, .geometryContentShape, .geometryDrawingOutsideFrame,
        .geometryOffscreen, .geometryShapeMismatch, .gestureTouchOnlyState, .invertImageInverted,
        .keyboardFocusHidden, .keyboardNoKeyPath, .keyboardUnreachable, .labelAssetName, .labelDuplicate,
        .labelMissing, .labelNoContext, .labelRedundantTrait, .labelSymbolNames, .labelUndescribedText, .modalNoExit,
        .modalNotModalOverlay, .modalPresentedNotModal, .modalityTrap, .motionReduceMotion,
        .notifyAnnouncementInterrupted, .notifyFocusMissing, .notifyLayoutChange, .notifySilentAction,
        .orderAgainstLayout, .orderCarouselWalk, .orderSplitPair, .orderTableCell, .orderUnreachable, .switchGroupOfOne,
        .switchMenuMissingAction, .switchOrder, .switchScansHidden, .switchSlowToReach, .switchUnreachable,
        .targetOverlap, .targetSize, .textClipped, .textNotBold, .textNotScaling, .textOverdrawn, .traitsAdjustable, .traitsConflict,
        .traitsControlWithoutRole, .traitsHeaderMissing, .traitsSilentStateChange, .traitsToggle, .transparencyTranslucentBehindText,
        .valueCutByCapture, .valueDrawnState, .valueRawPercent, .valueSecureTextExposed,
        .visionButtonShapesIgnored, .visionStateByColour, .visionZoomLabelApart, .voiceLabelInName, .voiceNoName, .voiceSharedName,
        .voiceShownNameUnsayable, .voiceTooManyNames, .voiceUnreachableAction, .zoomMissingActions, .zoomSilent,
    ]
}
