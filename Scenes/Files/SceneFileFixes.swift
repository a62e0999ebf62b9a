import AXCore

/// Validation fixes in a scene file's own fields (docs/scene-format.md), for the rules whose general
/// fix names Swift APIs or code; the other rules' fixes already read in terms a file author can act on.
extension FileScene {
    /// Its `fixWording`, by rule id.
    static let fixes: [String: String] = [
        "text.clipped": "Put the text's item in a container with \"layout\": {\"axis\": \"column\"} (give the item a \"size\"): its text box wraps (\"wrap\" is on by default) and the item and everything below it move down; or give the text a box tall enough for AX5.",
        "text.not-scaling": "Give the text item a \"style\" (\"body\", \"headline\" …) instead of a fixed \"size\", so it follows the content size.",
        "label.missing": "Add a \"label\" to the element naming what it is or does (\"Favorite\").",
        "label.redundant-trait": "Remove the trait word from the element's \"label\" and list the trait in \"traits\".",
        "label.undescribed-text": "Give the text an element: one whose \"frame\" covers the text, with the text in its \"label\" (\"traits\": [\"staticText\"] or [\"header\"]), or put the words in the label of the element the text belongs to.",
        "value.raw-percent": "Write the element's \"value\" with its unit (\"25 years old\"), or give the adjusted state a \"format\" or \"spoken\" values.",
        "traits.adjustable": "Give the element \"adjusts\": \"NAME\", naming a top-level \"state\" entry with a \"range\" and \"step\" (or \"values\"), so increment and decrement step it and VoiceOver speaks its value; an element that already adjusts a state needs a distinct spoken value at each of its positions (\"spoken\" or \"format\"), or the user hears the same word after every swipe.",
        "traits.toggle": "Give the toggle \"traits\": [\"button\", \"toggleButton\"] and \"value\": \"1\" or \"0\" (it then flips on a double tap), or \"toggles\": \"NAME\" naming a true/false \"state\" entry.",
        "traits.silent-state-change": "Show the state the activation changes: \"toggles\" for on/off, the \"selected\" trait in a tab bar or \"series\" container, a \"value\" that reads the state (\"{NAME}\"), or an \"announce\" in the \"activate\" effect.",
        "actions.custom-action-fails": "Give the custom action an effect: \"set\" state, \"announce\" a result, or \"open\" a screen; or remove the action.",
        "zoom.silent": "Name a state in \"zoom\" instead of true (\"zoom\": \"NAME\", a state with a range or values, spoken as \"2x zoom\" with \"format\" or \"spoken\"): each zoom then steps it and announces its value.",
        "zoom.missing-actions": "Set \"zoom\": true on the element that shows the \"supportsZoom\" trait, or remove the trait.",
        "notify.layout-change": "Give the effect that moves things an \"announce\", or open the new content as a screen (\"open\"), which VoiceOver is told about.",
        "dragdrop.drop-fails": "Make the container \"reorderable\" (its generated drop points move items), or remove the \"dropPoints\" that nothing can be dropped on.",
        "dragdrop.descriptors": "Place each descriptor's \"point\" inside its element's \"frame\", give each a distinct \"name\", and add a \"dragSources\" entry for every drop.",
        "modal.not-modal-overlay": "Set \"modal\": true on the overlay's container, or make it a sheet: a \"screens\" entry with \"sheet\": true, opened with \"open\".",
        "modal.presented-not-modal": "Open the overlay as a sheet (a \"screens\" entry with \"sheet\": true, opened with \"open\"), which is modal and closes on escape.",
        "modal.no-exit": "Open it as a \"screens\" entry (escape closes it) and give it a button with \"activate\": {\"close\": true}.",
        "actions.touch-only-gesture": "Offer the gesture's effect as a custom action with an effect (\"customActions\": [{\"name\": \"Delete\", \"set\": {…}}]) and name that element in the gesture's \"equivalent\".",
        "geometry.offscreen": "Set \"hidden\": true on elements off screen, or give them an on-screen \"frame\".",
        "geometry.activation-point": "Move the element's \"activationPoint\" inside its \"frame\" (on a slider, onto its knob).",
        "contrast.text": "Darken the text's \"color\" or lighten the \"fill\" under it (or the reverse) until the ratio is met under every setting; where the colours differ by setting, each item's \"when\": {\"setting\": …} picks them.",
        "contrast.text-enhanced": "Draw the text darker under Increase Contrast: keep the item for the default with \"when\": {\"setting\": \"increaseContrast\", \"equals\": false}, and add the same item in a darker \"color\" with \"when\": {\"setting\": \"increaseContrast\", \"equals\": true}; or darken its \"color\" for everyone.",
        "geometry.drawing-outside-frame": "Write the element's \"drawing\" in its own coordinates: a child placed by a \"layout\" (with \"size\") draws from its own top-left, [0, 0]; an element placed by \"frame\" draws in the coordinates its \"frame\" is in (the scene's, or its container's). Or move the \"frame\" onto the drawing.",
        "geometry.content-shape": "Make the element's \"path\" follow the drawn shape and its \"frame\" the path's bounding box.",
        "target.size": "Enlarge the element's \"frame\" (or \"size\" in a layout) to at least 44×44 pt; the drawing may stay smaller.",
        "order.split-pair": "Put the title and the value in one element (\"label\": \"Age\", \"value\": \"32\"), or order the container's \"children\" so each pair is read together.",
        "motion.reduce-motion": "Drawing items with an \"animation\" other than \"fade\" keep moving under Reduce Motion: use \"fade\", or no animation.",
        "transparency.translucent-behind-text": "Give the shape behind the text an opaque \"fill\" (#RRGGBB, no alpha) and \"opacity\" 1.",
        "direct.sounding-control": "Make the instrument one element with the \"allowsDirectInteraction\" trait and \"directTouch\": {\"silentOnTouch\": true}.",
        "invert.image-inverted": "Set \"ignoresInvertColors\": true on the photo's element or its container.",
        "voice.unreachable-action": "Leave \"respondsToUserInteraction\" out (it is inferred from the traits and actions) or set it to true on every element a user acts on.",
        "keyboard.unreachable": "Leave \"respondsToUserInteraction\" out (it is inferred from the traits and actions) or set it to true on every element a user acts on.",
        "switch.unreachable": "Leave \"respondsToUserInteraction\" out (it is inferred from the traits and actions) or set it to true on every element a user acts on.",
        "keyboard.focus-hidden": "Set \"hidden\": true on elements off screen or covered, or give them an on-screen \"frame\".",
        "switch.slow-to-reach": "Group related controls in containers (\"children\" of an element, or \"navigationStyle\": \"combined\") so Switch Control can skip past them a group at a time, and put the frequent ones first.",
        "switch.group-of-one": "Give the container more than one scanned member, or stop it grouping: \"navigationStyle\": \"separate\".",
        "switch.order": "Make the grouping container hold its children together for VoiceOver as well (its \"frame\" around them, or its \"children\" in reading order), or drop \"navigationStyle\": \"combined\".",
        "modality.trap": "Open it as a \"screens\" entry (escape closes it) and give it a button with \"activate\": {\"close\": true}.",
        "direct.region": "Give the region the \"allowsDirectInteraction\" trait and a \"label\", and keep other elements' frames out of it.",
    ]
}
