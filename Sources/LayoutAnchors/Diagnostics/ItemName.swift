// The one place that names views and guides for people: issue logs, constraint descriptions,
// `layoutTrace()`, and the `layout` tool's reports and pictures all call these functions.
//
// A view with an `identifier` is called by it. A view without one is called by its type and
// its path from the nearest ancestor that has an identifier (or from the root of its
// hierarchy): `'content' > View[2] > Label "Title"`. `[i]` is the view's index among its
// superview's subviews, left out when it has no siblings; a label adds its text. Never an
// address: addresses change from run to run, paths do not.

extension View {
    /// The name diagnostics use for this view: `identifier` when set, else its type and its
    /// path from the nearest ancestor with an identifier (or from the root of the
    /// hierarchy), such as `Window > View > ScrollView > View[2] > Label "Title"`, where
    /// `[2]` is the index among the superview's subviews (left out for an only child).
    ///
    /// Issue descriptions, `LayoutConstraint.description`, ``layoutTrace()`` and the
    /// `layout` tool all use this name, so one view reads the same everywhere.
    public var diagnosticName: String {
        if let identifier { return identifier }
        var components = [pathComponent]
        var ancestor = superview
        while let view = ancestor {
            if let identifier = view.identifier {
                components.append("'\(identifier)'")
                break
            }
            components.append(view.pathComponent)
            ancestor = view.superview
        }
        return components.reversed().joined(separator: " > ")
    }

    /// This view's own step in a path: its type, its index among several siblings, and a
    /// label's text: `View[2]`, `Label "Title"`.
    var pathComponent: String {
        var text = String(describing: type(of: self))
        if let siblings = superview?.subviews, siblings.count > 1,
           let index = siblings.firstIndex(where: { $0 === self }) {
            text += "[\(index)]"
        }
        if let label = self as? Label, !label.text.isEmpty { text += " \"\(View.shortened(label.text))\"" }
        return text
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
enum ItemNameStyle {
    /// UIKit's console style, used by issue logs and `description`: `View:'box'`,
    /// `'UIViewSafeAreaLayoutGuide'(View:'root')`.
    case typed
    /// The short style of `debugDescription` and the tool: `box`, `root.UIViewSafeAreaLayoutGuide`.
    case plain
}

/// The name of a view or guide in a message (see `View.diagnosticName`). A path is put in
/// parentheses so that its `>` never reads as part of a relation.
func itemName(_ item: AnyObject?, _ style: ItemNameStyle = .typed) -> String {
    guard let item else { return "nil" }
    if let view = item as? View {
        guard let identifier = view.identifier else { return parenthesized(view.diagnosticName) }
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
