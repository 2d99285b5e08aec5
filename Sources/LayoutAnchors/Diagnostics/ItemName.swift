// The one place that names views and guides for people: issue logs, constraint descriptions,
// `layoutTrace()`, the `layout` tool's reports and pictures, and LayoutTesting's findings and
// snapshots all use these names.
//
// A view with an `identifier` is called by it. A view without one is called by its type and
// its path from the nearest ancestor that has an identifier, or from the top of its hierarchy
// below the window (a view controller's root view): `ScrollView > View[2] > Label "Title"`.
// `[i]` is the view's index among its superview's subviews; a label shows its text instead.
// Never an address: addresses change from run to run, paths do not.

extension View {
    /// The name diagnostics use for this view: `identifier` when set (and not empty), else its
    /// type and its path from the nearest ancestor with an identifier, or from the top of the
    /// hierarchy below the window, such as `View > ScrollView[0] > View[2] > Label "Title"`:
    /// each step is a type with its index among the superview's subviews, a label shows its
    /// text instead, and the window's root view (or a view without a superview) is its bare type.
    /// Only the last 12 steps are shown, after `…`, so names stay short in deep hierarchies.
    ///
    /// Issue descriptions, `LayoutConstraint.description`, ``layoutTrace()`` and the
    /// `layout` tool all use this name, so one view reads the same everywhere.
    public var diagnosticName: String {
        if let identifier, !identifier.isEmpty { return identifier }
        var steps = [pathComponent]
        var current: View = self
        while let parent = current.superview, !(parent is Window) {
            if let identifier = parent.identifier, !identifier.isEmpty {
                steps.append(identifier)
                break
            }
            // A name stays short in a hierarchy of any depth: the last steps, after an ellipsis.
            if steps.count == View.maximumPathSteps {
                steps.append("…")
                break
            }
            steps.append(parent.pathComponent)
            current = parent
        }
        return steps.reversed().joined(separator: " > ")
    }

    /// The most steps a path shows; a deeper view's name starts with `… >`.
    static let maximumPathSteps = 12

    /// This view's own step in a path: `View[2]`, `Label "Title"`, or the bare type for a view
    /// without a superview or directly in a window.
    var pathComponent: String {
        let type = String(describing: Swift.type(of: self))
        if let label = self as? Label { return "\(type) \"\(View.shortened(label.text))\"" }
        guard let superview, !(superview is Window) else { return type }
        let index = superview.subviewIndex(of: self) ?? 0
        return "\(type)[\(index)]"
    }

    /// The index of a subview, for names. A linear search cost O(n) per name, so naming the
    /// n rows of one view (their constraints' descriptions, issues, `layoutTrace()`) cost
    /// O(n²). Long lists keep a table of indices, rebuilt (O(n))
    /// when an entry no longer matches, so names cost O(1) until the subviews change.
    func subviewIndex(of child: View) -> Int? {
        let list = subviews
        guard list.count > 16 else { return list.firstIndex { $0 === child } }
        if let index = extras?.subviewIndexCache[ObjectIdentifier(child)], index < list.count, list[index] === child {
            return index
        }
        var table = [ObjectIdentifier: Int](minimumCapacity: list.count)
        for (index, view) in list.enumerated() { table[ObjectIdentifier(view)] = index }
        viewExtras.subviewIndexCache = table
        return table[ObjectIdentifier(child)]
    }
}

extension LayoutGuide {
    /// The name diagnostics use for this guide: `identifier` when it is not empty (the
    /// system guides have UIKit's, such as `UIViewSafeAreaLayoutGuide`), else `LayoutGuide`
    /// with its index among the owning view's ``View/layoutGuides``: `LayoutGuide[1]`.
    /// Messages add the owning view's ``View/diagnosticName``.
    public var diagnosticName: String {
        if !identifier.isEmpty { return identifier }
        guard let index = owningView?.layoutGuides.firstIndex(where: { $0 === self }) else { return "LayoutGuide" }
        return "LayoutGuide[\(index)]"
    }
}

/// How a name is spelled in a message.
package enum ItemNameStyle {
    /// UIKit's console style, used by issue logs and `description`: `View:'box'`,
    /// `'UIViewSafeAreaLayoutGuide'(View:'root')`.
    case typed
    /// The short style of `debugDescription` and the tool: `box`, `root.UIViewSafeAreaLayoutGuide`.
    case plain
}

/// The name of a view or guide in a message (see `View.diagnosticName`). A path is put in
/// parentheses so that its `>` never reads as part of a relation.
package func itemName(_ item: AnyObject?, _ style: ItemNameStyle = .typed) -> String {
    guard let item else { return "nil" }
    if let view = item as? View {
        guard let identifier = view.identifier, !identifier.isEmpty else { return parenthesized(view.diagnosticName) }
        switch style {
        case .typed: return "\(String(describing: type(of: view))):'\(identifier)'"
        case .plain: return identifier
        }
    }
    if let guide = item as? LayoutGuide {
        let name = guide.diagnosticName
        switch style {
        case .typed:
            let owner = guide.owningView.map { itemName($0, .typed) } ?? "nil"
            return (guide.identifier.isEmpty ? name : "'\(name)'") + "(\(owner))"
        case .plain:
            return guide.owningView.map { "\(itemName($0, .plain)).\(name)" } ?? name
        }
    }
    return "\(item)"
}

/// `text` in parentheses when it has a space (a path or a label's text), else as it is.
private func parenthesized(_ text: String) -> String {
    text.contains(" ") ? "(\(text))" : text
}
