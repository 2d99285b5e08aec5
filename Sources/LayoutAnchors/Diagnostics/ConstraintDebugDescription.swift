extension LayoutConstraint: CustomDebugStringConvertible {
    /// The constraint in UIKit's debug style, always with its priority:
    /// `<LayoutConstraint green.height == 400 @1000>`, or with an identifier
    /// `<LayoutConstraint 'h' green.height == 2*blue.height + 8 @750>`. Views are named by
    /// `View.diagnosticName`, guides by their owner and name.
    public var debugDescription: String {
        var text = "<LayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        let printer = ConstraintPrinter.plain
        return text + " " + printer.equation(self) + printer.priority(self) + ">"
    }
}
