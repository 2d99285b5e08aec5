extension LayoutConstraint: CustomDebugStringConvertible {
    /// The constraint in UIKit's debug style, always with its priority:
    /// `<LayoutConstraint green.height == 400 @1000>`, or with an identifier
    /// `<LayoutConstraint 'h' green.height == 2*blue.height + 8 @750>`. Views are named by
    /// `identifier` (else by type and address), guides by their owner and identifier.
    public var debugDescription: String {
        var text = "<LayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(debugName(firstItem)).\(firstAttribute) \(relation) "
        if let secondItem {
            if multiplier != 1 { text += "\(formatted(multiplier))*" }
            text += "\(debugName(secondItem)).\(secondAttribute)"
            if constant != 0 { text += constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))" }
        } else {
            text += formatted(constant)
        }
        return text + " @\(formatted(Double(priority.rawValue)))>"
    }
}

/// A view's identifier (else its type and address); a guide as `owner.guide`.
func debugName(_ item: AnyObject?) -> String {
    if let view = item as? View {
        return view.identifier ?? "\(String(describing: type(of: view))):\(address(view))"
    }
    if let guide = item as? LayoutGuide {
        let name = guide.identifier.isEmpty ? "LayoutGuide:\(address(guide))" : guide.identifier
        return guide.owningView.map { "\(debugName($0)).\(name)" } ?? name
    }
    return item.map { "\($0)" } ?? "nil"
}
