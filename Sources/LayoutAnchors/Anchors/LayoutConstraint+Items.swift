/// UIKit's item/attribute initialiser, `NSLayoutConstraint(item:attribute:relatedBy:toItem:
/// attribute:multiplier:constant:)`, for code ported from before anchors.
///
/// `item.attribute  relation  multiplier * toItem.attribute + constant`. Items are views or
/// layout guides; margin attributes (`.leadingMargin`, `.topMargin`, `.centerXWithinMargins`,
/// ...) stand for the view's `layoutMarginsGuide`; a constant size uses `toItem: nil` and
/// `.notAnAttribute`. A position multiplier other than 1 is applied in the coordinates of the
/// items' closest common ancestor, as UIKit does. An invalid combination is not a crash:
/// activating it records an `.invalidConstraint` issue and leaves it inactive.
extension LayoutConstraint {
    /// `item.attribute  relatedBy  multiplier * toItem.attribute + constant`, as UIKit's
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// ```swift
    /// LayoutConstraint(item: label, attribute: .leadingMargin, relatedBy: .equal,
    ///                  toItem: card, attribute: .leadingMargin, multiplier: 1, constant: 0)
    /// LayoutConstraint(item: icon, attribute: .width, relatedBy: .equal,
    ///                  toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)
    /// ```
    public convenience init(
        item: AnyObject, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: AnyObject?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double
    ) {
        let problem = LayoutConstraint.problem(item, firstAttribute, toItem, secondAttribute, multiplier: multiplier)
        var first: AnchorReference = LayoutDimension(item: nil, attribute: firstAttribute, kind: .view)
        var second: AnchorReference?
        if problem == nil, let anchor = LayoutConstraint.anchor(of: item, firstAttribute) {
            first = anchor
            if let toItem { second = LayoutConstraint.anchor(of: toItem, secondAttribute) }
        }
        self.init(first, relation, second, multiplier: multiplier, constant: constant)
        let isPosition = !firstAttribute.isSize
        declared = DeclaredItems(
            first: item, firstAttribute: firstAttribute, second: toItem,
            secondAttribute: toItem == nil ? .notAnAttribute : secondAttribute,
            measuresFromHolder: isPosition && multiplier != 1, problem: problem)
    }

    /// Why a combination cannot make a constraint, or nil when it can.
    private static func problem(
        _ item: AnyObject, _ a1: LayoutAttribute, _ toItem: AnyObject?, _ a2: LayoutAttribute,
        multiplier: Double
    ) -> String? {
        for (object, attribute) in [(item, a1)] + (toItem.map { [($0, a2)] } ?? []) {
            if !(object is View) && !(object is LayoutGuide) { return "\(itemName(object)) is not a view or a layout guide" }
            if object is LayoutGuide && (attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline) {
                return "a layout guide has no \(attribute) attribute"
            }
        }
        if a1 == .notAnAttribute { return "the first attribute is notAnAttribute" }
        guard toItem != nil else {
            if a2 != .notAnAttribute { return "the second attribute is \(a2) but there is no second item" }
            return a1.isSize ? nil : "a constraint cannot make the position \(a1) equal to a constant (there is no second item)"
        }
        if a2 == .notAnAttribute { return "there is a second item but its attribute is notAnAttribute" }
        if a1.isSize != a2.isSize {
            return "a constraint cannot relate a size (\(a1.isSize ? a1 : a2)) to a position (\(a1.isSize ? a2 : a1))"
        }
        // Sizes may cross axes (an aspect ratio); positions may not.
        if !a1.isSize && a1.axis != a2.axis { return "a constraint cannot relate \(a1) and \(a2): they are on different axes" }
        if !a1.isSize && multiplier == 0 { return "a multiplier of 0 with a position attribute makes no constraint" }
        return nil
    }

    /// The anchor an item's attribute stands for (a margin attribute: the margins guide's).
    private static func anchor(of item: AnyObject, _ attribute: LayoutAttribute) -> AnchorReference? {
        if let view = item as? View {
            if attribute.isMargin { return anchor(of: view.layoutMarginsGuide, attribute.withoutMargins) }
            return viewAnchor(view, attribute)
        }
        return guideAnchor(item, attribute)
    }

    private static func viewAnchor(_ view: View, _ attribute: LayoutAttribute) -> AnchorReference? {
        switch attribute {
        case .left: return view.leftAnchor
        case .right: return view.rightAnchor
        case .top: return view.topAnchor
        case .bottom: return view.bottomAnchor
        case .leading: return view.leadingAnchor
        case .trailing: return view.trailingAnchor
        case .width: return view.widthAnchor
        case .height: return view.heightAnchor
        case .centerX: return view.centerXAnchor
        case .centerY: return view.centerYAnchor
        case .firstBaseline: return view.firstBaselineAnchor
        case .lastBaseline: return view.lastBaselineAnchor
        default: return nil
        }
    }

    private static func guideAnchor(_ item: AnyObject, _ attribute: LayoutAttribute) -> AnchorReference? {
        guard let guide = item as? LayoutGuide else { return nil }
        switch attribute {
        case .left: return guide.leftAnchor
        case .right: return guide.rightAnchor
        case .top: return guide.topAnchor
        case .bottom: return guide.bottomAnchor
        case .leading: return guide.leadingAnchor
        case .trailing: return guide.trailingAnchor
        case .width: return guide.widthAnchor
        case .height: return guide.heightAnchor
        case .centerX: return guide.centerXAnchor
        case .centerY: return guide.centerYAnchor
        default: return nil
        }
    }
}

/// The items and attributes a constraint was made with by `init(item:attribute:...)`, held
/// weakly as anchors hold theirs. A class, so that the many `declared == nil` tests on
/// anchor constraints compare a pointer instead of copying weak references.
final class DeclaredItems {
    weak var first: AnyObject?
    let firstAttribute: LayoutAttribute
    weak var second: AnyObject?
    let secondAttribute: LayoutAttribute
    /// A position multiplier other than 1: measured from the closest common ancestor.
    let measuresFromHolder: Bool
    /// Why it cannot be activated, or nil.
    let problem: String?

    init(
        first: AnyObject, firstAttribute: LayoutAttribute, second: AnyObject?, secondAttribute: LayoutAttribute,
        measuresFromHolder: Bool, problem: String?
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.second = second
        self.secondAttribute = secondAttribute
        self.measuresFromHolder = measuresFromHolder
        self.problem = problem
    }
}
