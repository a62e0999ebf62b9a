import AXCore

/// An element validation read but did not judge: one the system provides, not the app
/// (`SystemElement`; iOS's scroll indicator and keyboard in a capture of a real app's screen). VoiceOver focuses
/// it, so it stays in every order and is read like any element; what the rules find on it is set
/// aside, since the app cannot change it, and every report lists it with why instead, so nothing is
/// left out silently (docs/import.md, "Elements the system provides").
public struct UnjudgedElement: Hashable, Sendable {
    /// The element's id.
    public var elementID: String
    /// The element's label, so a reader can find it without the id.
    public var label: String?
    /// Which system element it is.
    public var kind: SystemElement
    /// The rules that found something on it, set aside, each once, in the order found: empty when
    /// none did.
    public var setAside: [String]

    /// An element read but not judged, with the rules set aside on it.
    public init(elementID: String, label: String?, kind: SystemElement, setAside: [String] = []) {
        self.elementID = elementID; self.label = label; self.kind = kind; self.setAside = setAside
    }

    /// Why it was not judged, as reports print it (`SystemElement.reason`).
    public var reason: String { kind.reason }

    /// The element of `node`, nothing set aside yet; nil when the app provides it.
    init?(_ node: AuditNode) {
        guard let kind = node.element.systemElement else { return nil }
        self.init(elementID: node.element.id, label: node.element.label?.string, kind: kind)
    }

    /// The elements read but not judged, and the findings of the rules on them set aside: what
    /// `Validator` collects, variant by variant and state by state, in the order met.
    struct Collection {
        private(set) var elements: [UnjudgedElement] = []
        private var index: [String: Int] = [:]

        /// Adds the system elements of `nodes` not met before.
        mutating func meet(_ nodes: [AuditNode]) {
            for node in nodes where index[node.element.id] == nil {
                guard let element = UnjudgedElement(node) else { continue }
                index[element.elementID] = elements.count
                elements.append(element)
            }
        }

        /// Adds `others`, met in another state: their rules set aside join those of the same element.
        mutating func meet(_ others: [UnjudgedElement]) {
            for other in others {
                if let i = index[other.elementID] {
                    for rule in other.setAside { note(rule, on: i) }
                } else {
                    index[other.elementID] = elements.count
                    elements.append(other)
                }
            }
        }

        /// Whether `finding` is about an element the system provides, noting its rule on the element
        /// when it is: such a finding is set aside, not reported.
        mutating func setsAside(_ finding: Finding) -> Bool {
            guard !elements.isEmpty, let id = finding.subject.elementID, let i = index[id] else { return false }
            note(finding.ruleID, on: i)
            return true
        }

        /// Notes `rule` as set aside on the element at `i`, once, in the order first met.
        private mutating func note(_ rule: String, on i: Int) {
            if !elements[i].setAside.contains(rule) { elements[i].setAside.append(rule) }
        }
    }
}
