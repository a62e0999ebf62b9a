import AXCore

/// Every rule, in the order `--list-rules` prints and reports group them.
public enum RuleCatalog {
    /// Every built-in rule; `Validator` runs these unless told otherwise.
    public static let all: [Rule] = [
        MissingLabelRule(), RedundantTraitWordRule(), DuplicateLabelRule(), ContextlessLabelRule(), AssetNameLabelRule(), UndescribedTextRule(),
        RawPercentValueRule(), DrawnStateRule(), CutByCaptureRule(), SymbolNameRule(), SecureValueRule(),
        ConflictingTraitsRule(), MissingHeaderRule(), AdjustableProbeRule(), ToggleProbeRule(), SilentStateChangeProbeRule(), ControlRoleProbeRule(),
        TargetSizeRule(), OverlappingTargetsRule(),
        OffscreenFrameRule(), ActivationPointRule(), ContentShapeRule(), ShapeMismatchRule(), DrawingOutsideFrameRule(),
        TextContrastRule(), EnhancedTextContrastRule(), NonTextContrastRule(),
        ClippedTextRule(), OverdrawnTextRule(), FixedSizeTextRule(), BoldTextRule(),
        ReduceMotionRule(), ReduceTransparencyRule(),
        TouchOnlyGestureRule(), ActionNameRule(), CustomActionProbeRule(), DeadActivationProbeRule(),
        DragDropDescriptorRule(), DropProbeRule(),
        DirectTouchRule(), SoundingControlRule(),
        ZoomActionsRule(), ZoomAnnouncementProbeRule(),
        NonModalOverlayRule(), PresentedOverlayProbeRule(), ModalExitRule(),
        ReadingOrderRule(), AgainstLayoutOrderRule(), CarouselWalkRule(), UnreachableElementRule(), DataTableCellRule(),
        LayoutNotificationProbeRule(), InterruptedAnnouncementProbeRule(),
        SilentActionRule(), TrapStateRule(), TouchOnlyStateRule(), MissingFocusTargetRule(),
        InvertedImageRule(), FilteredTextContrastRule(), StateByColourRule(), ButtonShapesRule(),
        SwitchUnreachableRule(), SwitchMenuMissingActionRule(), SwitchSlowToReachRule(), SwitchGroupOfOneRule(), SwitchOrderRule(), SwitchHiddenItemRule(),
        KeyboardUnreachableRule(), KeyboardMissingActionRule(), KeyboardHiddenFocusRule(),
        ZoomLabelApartRule(),
        VoiceNoNameRule(), VoiceLabelInNameRule(), VoiceSharedNameRule(), VoiceShownNameUnsayableRule(), VoiceTooManyNamesRule(), VoiceUnreachableActionRule(),
    ]

    /// The built-in rules' descriptions (`--list-rules`, the rule reference, SARIF).
    public static var infos: [RuleInfo] { all.map(\.info) }

    /// The built-in rules' ids: what `--rule`, `--skip-rule` and a suppression may name.
    public static var ids: Set<String> { Set(all.map(\.info.id)) }

    /// The built-in rule with this id, nil if there is none.
    public static func rule(id: String) -> Rule? { all.first(where: { $0.info.id == id }) }

    /// The built-in rule `id` (a `RuleID` constant names one that exists).
    public static func rule(_ id: RuleID) -> Rule? { rule(id: id.rawValue) }

    /// Every built-in rule but `excluded`: what a test passes as `rules:` to leave some out.
    public static func all(except excluded: Set<RuleID>) -> [Rule] { all.filter { !excluded.contains($0.info.rule) } }
}
