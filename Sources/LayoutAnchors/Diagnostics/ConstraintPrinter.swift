/// The one printer of a constraint's equation, `first.attribute == 2*second.attribute + 8`,
/// behind `LayoutConstraint.description` (UIKit's console style), `debugDescription` (the short
/// style) and the scene files' style of the `layout` tool and LayoutTesting. The styles differ
/// only in how items are named, how a multiplier is joined and how numbers are rounded; the
/// equation itself (offset anchors, the items of `init(item:…)`, the signs) is written here once.
package struct ConstraintPrinter {
    /// Names a view or guide.
    package let name: (AnyObject?) -> String
    /// Joins a multiplier to its item: `*` in UIKit's logs, ` * ` in scene files.
    package let times: String
    /// Writes a number.
    package let number: (Double) -> String

    package init(
        name: @escaping (AnyObject?) -> String, times: String = "*",
        number: @escaping (Double) -> String = NumberText.exact
    ) {
        self.name = name
        self.times = times
        self.number = number
    }

    /// UIKit's console names: `View:'box'`, `'UIViewSafeAreaLayoutGuide'(View:'root')`.
    package static var typed: ConstraintPrinter { ConstraintPrinter(name: { itemName($0, .typed) }) }
    /// The short names: `box`, `root.UIViewSafeAreaLayoutGuide`.
    package static var plain: ConstraintPrinter { ConstraintPrinter(name: { itemName($0, .plain) }) }

    /// `first.attribute relation multiplier*second.attribute ± constant`, or
    /// `first.attribute relation constant` for a constant dimension. An offset anchor prints as
    /// the difference it stands for (`a.leading - b.leading`); a constraint made with
    /// `init(item:attribute:…)` prints its items and attributes as given.
    package func equation(_ c: LayoutConstraint) -> String {
        var text = "\(name(c.firstItem)).\(c.firstAttribute)"
        if let o = c.firstAnchor.origin { text += " - \(name(o.item)).\(o.attribute)" }
        text += " \(c.relation) "
        let second =
            c.declared == nil
            ? c.secondAnchor.map { ($0.item, $0.attribute, $0.origin) }
            : (c.secondAttribute == .notAnAttribute ? nil : (c.secondItem, c.secondAttribute, nil))
        guard let second else { return text + number(c.constant) }
        if c.multiplier != 1 { text += number(c.multiplier) + times }
        text += "\(name(second.0)).\(second.1)"
        if let o = second.2 { text += " - \(name(o.item)).\(o.attribute)" }
        if c.constant != 0 { text += c.constant < 0 ? " - \(number(-c.constant))" : " + \(number(c.constant))" }
        return text
    }

    /// ` @750`: the priority as this printer writes numbers.
    package func priority(_ c: LayoutConstraint) -> String {
        " @" + number(Double(c.priority.rawValue))
    }
}
