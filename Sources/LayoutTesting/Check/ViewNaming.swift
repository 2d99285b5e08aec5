import LayoutAnchors

/// Names views in findings and snapshots, the same way on every machine (never by address):
/// a view's `identifier`; else its type path from the nearest named ancestor (or the root
/// view controller's view), each step the type and its index among the superview's subviews,
/// a label with its text: `ScrollView > View[2] > Label "Title"`.
public enum ViewNaming {
    /// The name of `view`: its `View.diagnosticName`, the name LayoutAnchors' issue logs and
    /// traces use too.
    public static func name(of view: View) -> String {
        view.diagnosticName
    }

    /// The name of a view or guide in a constraint, for messages: the rule LayoutAnchors'
    /// constraint descriptions use (a view by `name(of:)`, in parentheses when it is a path, so
    /// that its `>` never reads as a relation; a guide as `owner.guide`).
    public static func itemName(_ item: AnyObject?) -> String {
        LayoutAnchors.itemName(item, .plain)
    }
}
