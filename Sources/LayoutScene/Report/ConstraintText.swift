import LayoutAnchors

/// Writes constraints the way scene files do, with scene names:
/// `content.top == scroll.contentLayoutGuide.top + 8 @999`, and in UIKit's debug style:
/// `<LayoutConstraint green.height == 400 @1000>`.
public struct ConstraintText {
    /// Names items (views and guides); defaults to identifiers.
    public var name: (AnyObject?) -> String

    /// A writer that names items with `name`.
    public init(name: @escaping (AnyObject?) -> String) { self.name = name }

    /// A writer that names views by identifier (or class) and guides by owner and identifier.
    public init() {
        self.name = { item in
            if let view = item as? View { return view.identifier ?? String(describing: type(of: view)) }
            if let guide = item as? LayoutGuide {
                let owner = guide.owningView.map { $0.identifier ?? String(describing: type(of: $0)) }
                return owner.map { "\($0).\(guide.identifier)" } ?? guide.identifier
            }
            return "nil"
        }
    }

    /// `first.attr == 2 * second.attr + 8 @999` (no priority when required).
    public func expression(_ c: LayoutConstraint) -> String {
        var text = "\(name(c.firstItem)).\(c.firstAttribute) \(c.relation) "
        if c.secondItem != nil {
            if c.multiplier != 1 { text += "\(NumberFormatting.format(c.multiplier)) * " }
            text += "\(name(c.secondItem)).\(c.secondAttribute)"
            if c.constant != 0 {
                text += c.constant < 0 ? " - \(NumberFormatting.format(-c.constant))" : " + \(NumberFormatting.format(c.constant))"
            }
        } else {
            text += NumberFormatting.format(c.constant)
        }
        if c.priority < .required { text += " @\(NumberFormatting.format(Double(c.priority.rawValue)))" }
        return text
    }

    /// UIKit's debug form, always with the priority: `<LayoutConstraint 'id' green.height == 400 @1000>`
    /// (`LayoutConstraint.debugDescription`, which names items by identifier).
    public func debug(_ c: LayoutConstraint) -> String {
        c.debugDescription
    }
}
