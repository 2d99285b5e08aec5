import LayoutAnchors

/// Writes constraints the way scene files do, with scene names:
/// `content.top == scroll.contentLayoutGuide.top + 8 @999`, and in UIKit's debug style:
/// `<LayoutConstraint green.height == 400 @1000>`.
public struct ConstraintText {
    /// Names items (views and guides); defaults to the names diagnostics use.
    public var name: (AnyObject?) -> String

    /// A writer that names items with `name`.
    public init(name: @escaping (AnyObject?) -> String) { self.name = name }

    /// A writer that names views and guides as LayoutAnchors' diagnostics do
    /// (`View.diagnosticName`; a guide by its owner and name).
    public init() {
        self.name = { itemName($0, .plain) }
    }

    /// `first.attr == 2 * second.attr + 8 @999` (no priority when required).
    public func expression(_ c: LayoutConstraint) -> String {
        let printer = ConstraintPrinter(name: name, times: " * ", number: NumberText.rounded)
        return printer.equation(c) + (c.priority < .required ? printer.priority(c) : "")
    }

    /// UIKit's debug form, always with the priority: `<LayoutConstraint 'id' green.height == 400 @1000>`
    /// (`LayoutConstraint.debugDescription`, which names items by identifier).
    public func debug(_ c: LayoutConstraint) -> String {
        c.debugDescription
    }
}
