/// One line of a ``LayoutExplanation``: the constraint as UIKit prints it, the value it gave
/// (the attribute it constrains, in window coordinates for a position), and for a fixed input
/// (a system guide's inset, an intrinsic size, an autoresizing frame) where the number came
/// from: `safe area top 47 (window)`, `intrinsic height 20.5 (Label "Title", 1 line)`.
struct ExplanationLine {
    let text: String

    init(for c: LayoutConstraint) {
        var text = c.description
        if let value = ExplanationLine.value(of: c.firstItem, c.firstAttribute) {
            text += " gives \(itemName(c.firstItem, .plain)).\(c.firstAttribute) = \(NumberText.rounded(value))"
        }
        if let source = ExplanationLine.source(of: c) { text += "; \(source)" }
        self.text = text
    }

    /// Where a fixed input's number came from, nil for an ordinary constraint.
    static func source(of c: LayoutConstraint) -> String? {
        switch c.origin {
        case .guide: return guideSource(c)
        case .intrinsicSize: return intrinsicSource(c)
        case .autoresizing: return autoresizingSource(c)
        default: return nil
        }
    }

    /// `safe area top 47 (window)`, `layout margins left 16 (root)`, `content offset y -47 (scroll)`.
    private static func guideSource(_ c: LayoutConstraint) -> String? {
        guard let guide = c.firstItem as? LayoutGuide, let owner = guide.owningView else { return nil }
        let attribute = c.firstAttribute
        let offset = guide.supportOffset
        let along = attribute == .left || attribute == .width ? offset.x : offset.y
        let k = attribute == .left || attribute == .top ? c.constant - along : c.constant
        let side: String
        switch attribute {
        case .left: side = "left"
        case .top: side = "top"
        case .width: side = "left + right"
        default: side = "top + bottom"
        }
        let inset = attribute == .width || attribute == .height ? -k : k
        let ownerName = itemName(owner, .plain)
        switch guide.kind {
        case .safeArea: return "safe area \(side) \(NumberText.rounded(inset)) (window)"
        case .margins: return "layout margins \(side) \(NumberText.rounded(inset)) (\(ownerName))"
        case .readable: return "readable content guide \(side) \(NumberText.rounded(inset)) (\(ownerName), text size)"
        case .keyboard: return "keyboard guide \(attribute) \(NumberText.rounded(k)) (window's keyboard)"
        case .scrollFrame:
            return attribute == .left || attribute == .top
                ? "content offset \(attribute == .left ? "x" : "y") \(NumberText.rounded(along)) (\(ownerName))" : nil
        case .scrollContent: return "content area of \(ownerName)"
        case .custom: return nil
        }
    }

    /// `intrinsic height 20.5 (Label "Title", 1 line)`.
    private static func intrinsicSource(_ c: LayoutConstraint) -> String? {
        guard let view = c.firstItem as? View else { return nil }
        let dimension = c.firstAttribute == .width ? "width" : "height"
        var what = "intrinsic \(dimension) \(NumberText.rounded(c.constant)) (\(view.diagnosticName)"
        if let label = view as? Label {
            let lines = label.lineCount(wrappingAt: label.numberOfLines == 1 ? nil : label.frame.width)
            let shown = label.numberOfLines > 0 ? min(lines, label.numberOfLines) : lines
            what += ", \(shown) line\(shown == 1 ? "" : "s")"
        }
        return what + ")"
    }

    /// `window width 390` for a window's root view; `frame width 100 (autoresizing)` otherwise.
    private static func autoresizingSource(_ c: LayoutConstraint) -> String? {
        guard let view = c.firstItem as? View else { return nil }
        let attribute: String
        switch c.firstAttribute {
        case .left: attribute = "x"
        case .top: attribute = "y"
        default: attribute = "\(c.firstAttribute)"
        }
        if view.superview is Window || view is Window { return "window \(attribute) \(NumberText.rounded(c.constant))" }
        return "frame \(attribute) \(NumberText.rounded(c.constant)) (autoresizing)"
    }

    /// The value of `attribute` of a view or guide now, in window coordinates for a position;
    /// nil for baselines and margin attributes (those belong to the margins guide).
    static func value(of item: AnyObject?, _ attribute: LayoutAttribute) -> Double? {
        guard !attribute.isMargin else { return nil }
        let rect: Rect
        let rightToLeft: Bool
        if let view = item as? View {
            rect = view.superview.map { $0.convert(view.frame, to: nil) } ?? view.frame
            rightToLeft = view.effectiveLayoutDirection == .rightToLeft
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            rect = owner.convert(guide.layoutFrame, to: nil)
            rightToLeft = owner.effectiveLayoutDirection == .rightToLeft
        } else {
            return nil
        }
        switch attribute {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .leading: return rightToLeft ? rect.maxX : rect.minX
        case .trailing: return rightToLeft ? rect.minX : rect.maxX
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil
        }
    }
}
