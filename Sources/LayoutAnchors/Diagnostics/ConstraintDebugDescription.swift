extension LayoutConstraint: CustomDebugStringConvertible {
    /// The constraint in UIKit's debug style, always with its priority:
    /// `<LayoutConstraint green.height == 400 @1000>`, or with an identifier
    /// `<LayoutConstraint 'h' green.height == 2*blue.height + 8 @750>`. Views are named by
    /// `View.diagnosticName`, guides by their owner and name.
    public var debugDescription: String {
        var text = "<LayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(itemName(firstItem, .plain)).\(firstAttribute) \(relation) "
        if let secondItem {
            if multiplier != 1 { text += "\(formatted(multiplier))*" }
            text += "\(itemName(secondItem, .plain)).\(secondAttribute)"
            if constant != 0 { text += constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))" }
        } else {
            text += formatted(constant)
        }
        return text + " @\(formatted(Double(priority.rawValue)))>"
    }
}
