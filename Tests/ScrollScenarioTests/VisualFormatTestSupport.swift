// Helpers shared by the Visual Format Language tests: a small hierarchy with named views
// and a one-line rendering of a constraint ("b.leading == a.trailing + 8.0 @1000").

import LayoutAnchors

/// A container `sup` with subviews `a`, `b`, `c` (identifiers set to their names), and a
/// free-standing `lonely` view without superview.
struct VisualFormatFixture {
    let sup = View()
    let a = View()
    let b = View()
    let c = View()
    let lonely = View()

    init() {
        for (view, name) in [(sup, "sup"), (a, "a"), (b, "b"), (c, "c"), (lonely, "lonely")] {
            view.identifier = name
        }
        for view in [a, b, c] {
            view.translatesAutoresizingMaskIntoConstraints = false
            sup.addSubview(view)
        }
    }

    /// The views dictionary the formats use.
    var views: [String: View] { ["a": a, "b": b, "c": c, "lonely": lonely] }

    /// Parses `format` with the fixture's views.
    func render(
        _ format: String, options: FormatOptions = [],
        metrics: [String: Double]? = nil
    ) throws -> [String] {
        try LayoutConstraint.constraints(
            withVisualFormat: format, options: options,
            metrics: metrics, views: views
        ).map(Self.render)
    }

    /// `first.attr REL second.attr [* m] + c @p`, with items named by identifier.
    static func render(_ constraint: LayoutConstraint) -> String {
        let relation: String
        switch constraint.relation {
        case .equal: relation = "=="
        case .lessThanOrEqual: relation = "<="
        case .greaterThanOrEqual: relation = ">="
        }
        let first = "\(name(constraint.firstItem)).\(constraint.firstAttribute)"
        let priority = " @\(Int(constraint.priority.rawValue))"
        guard let second = constraint.secondItem else {
            return "\(first) \(relation) \(constraint.constant)\(priority)"
        }
        let multiplier = constraint.multiplier == 1 ? "" : " * \(constraint.multiplier)"
        return "\(first) \(relation) \(name(second)).\(constraint.secondAttribute)\(multiplier)"
            + " + \(constraint.constant)\(priority)"
    }

    private static func name(_ item: AnyObject?) -> String {
        (item as? View)?.identifier ?? "?"
    }
}

/// The error thrown by `body`, if it is a `VisualFormatError`.
func visualFormatError(_ body: () throws -> Void) -> VisualFormatError? {
    do {
        try body()
        return nil
    } catch let error as VisualFormatError {
        return error
    } catch {
        return nil
    }
}
