import LayoutAnchors

/// Names views in findings and snapshots, the same way on every machine (never by address):
/// a view's `identifier`; else its type path from the nearest named ancestor (or the root
/// view controller's view), each step the type and its index among the superview's subviews,
/// a label with its text: `ScrollView > View[2] > Label "Title"`.
public enum ViewNaming {
    /// The name of `view`.
    public static func name(of view: View) -> String {
        if let identifier = view.identifier, !identifier.isEmpty { return identifier }
        var steps: [String] = [step(for: view)]
        var current = view
        while let parent = current.superview, !(parent is Window) {
            if let identifier = parent.identifier, !identifier.isEmpty {
                steps.append(identifier)
                break
            }
            steps.append(step(for: parent))
            current = parent
        }
        return steps.reversed().joined(separator: " > ")
    }

    /// One step of a type path: `View[2]`, `Label "Title"`, or the bare type for a view with no
    /// superview (or the window's root view).
    static func step(for view: View) -> String {
        let type = String(describing: Swift.type(of: view))
        if let label = view as? Label { return "\(type) \"\(View.shortened(label.text))\"" }
        guard let superview = view.superview, !(superview is Window) else { return type }
        let index = superview.subviews.firstIndex { $0 === view } ?? 0
        return "\(type)[\(index)]"
    }

    /// The name of a view or guide in a constraint, for messages: views by `name(of:)`,
    /// guides as `owner.guide`.
    public static func itemName(_ item: AnyObject?) -> String {
        if let view = item as? View { return name(of: view) }
        if let guide = item as? LayoutGuide {
            let owner = guide.owningView.map(name(of:))
            let guideName = guide.identifier.isEmpty ? "guide" : guide.identifier
            return owner.map { "\($0).\(guideName)" } ?? guideName
        }
        return "nil"
    }
}
