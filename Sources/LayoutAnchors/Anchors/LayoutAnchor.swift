/// One attribute of a view or layout guide (or, for `anchorWithOffset(to:)`, the distance
/// between two attributes), from which `LayoutConstraint`s are made.
///
/// The type parameter keeps axes apart at compile time, as UIKit's `NSLayoutAnchor` does: an
/// X-axis anchor only accepts X-axis anchors, a dimension only dimensions.
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
/// ```
public class LayoutAnchor<AnchorType: AnyObject>: AnchorReference, CustomStringConvertible {
    /// The view or guide this anchor belongs to; held weakly, as UIKit does.
    weak var item: AnyObject?
    /// The attribute of `item`.
    let attribute: LayoutAttribute
    /// For an offset dimension: the anchor the distance is measured from.
    let origin: AnchorReference?
    /// What `item` is, known when the anchor is made (spares dynamic casts in the engine).
    let kind: ItemKind
    /// The item without reference counting, for the engine's hot paths: only read while the
    /// constraint is active, when the hierarchy keeps the item alive.
    unowned(unsafe) let liveItem: AnyObject?

    init(item: AnyObject?, attribute: LayoutAttribute, origin: AnchorReference? = nil, kind: ItemKind) {
        self.item = item
        self.liveItem = item
        self.attribute = attribute
        self.origin = origin
        self.kind = kind
    }

    /// `item.attribute`, e.g. `View:0x1.leading`.
    public var description: String {
        let base = "\(itemName(item)).\(attribute)"
        if let origin { return "\(base) - \(itemName(origin.item)).\(origin.attribute)" }
        return base
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }
}

/// What a constraint needs to know of an anchor, whatever its axis.
protocol AnchorReference: AnyObject {
    var item: AnyObject? { get }
    var attribute: LayoutAttribute { get }
    var origin: AnchorReference? { get }
    var kind: ItemKind { get }
    var liveItem: AnyObject? { get }
}

/// The kind of item an anchor belongs to.
enum ItemKind {
    case view, scrollView, guide
}

/// The standard spacing between sibling items (UIKit's system spacing), per multiple.
let systemSpacing = 8.0

/// A horizontal position anchor: leading, trailing, left, right, centerX.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + 8 * multiplier` (system spacing after `anchor`).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        LayoutConstraint(self, .equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 * multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 * multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// A dimension equal to the distance from this anchor to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(item: otherAnchor.item, attribute: otherAnchor.attribute, origin: self, kind: otherAnchor.kind)
    }
}

/// A vertical position anchor: top, bottom, centerY, firstBaseline, lastBaseline.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + 8 * multiplier` (system spacing below `anchor`).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        LayoutConstraint(self, .equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 * multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 * multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// A dimension equal to the distance from this anchor to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(item: otherAnchor.item, attribute: otherAnchor.attribute, origin: self, kind: otherAnchor.kind)
    }
}

/// A size anchor: width or height (or an offset between two position anchors).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .equal, nil, multiplier: 1, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor * multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor * multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// A readable name for a view or guide in messages: its identifier, or its type and address.
func itemName(_ item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let view = item as? View {
        let type = String(describing: Swift.type(of: view))
        if let id = view.identifier { return "\(type):'\(id)'" }
        return "\(type):\(address(view))"
    }
    if let guide = item as? LayoutGuide {
        let owner = guide.owningView.map { itemName($0) } ?? "nil"
        return guide.identifier.isEmpty ? "LayoutGuide:\(address(guide))(\(owner))" : "'\(guide.identifier)'(\(owner))"
    }
    return "\(item)"
}

/// A short hexadecimal address, like UIKit's `0x7f…`.
func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
