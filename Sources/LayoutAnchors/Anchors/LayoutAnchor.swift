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
    /// The handle of the view or guide this anchor belongs to (its variables). The item is held
    /// weakly, as UIKit's `NSLayoutAnchor` holds it (a constraint made from the anchor is held
    /// by a view, so a strong reference would make a cycle), through the handle rather than a
    /// `weak` reference (see `ItemHandle`). An item that is gone reads as nil: the engine
    /// then refuses the constraint with an issue instead of touching freed memory.
    @usableFromInline let handle: ItemHandle?
    /// The view or guide, nil once it is gone.
    @usableFromInline var item: AnyObject? { handle?.item }
    /// The attribute of `item`.
    @usableFromInline let attribute: LayoutAttribute
    /// For an offset dimension: the anchor the distance is measured from.
    @usableFromInline let origin: AnchorReference?
    /// What `item` is, known when the anchor is made (spares dynamic casts in the engine).
    @usableFromInline let kind: ItemKind

    /// An anchor of `item` (nil only for an anchor made without one).
    @inlinable init(item: ItemHandle?, attribute: LayoutAttribute, origin: AnchorReference? = nil, kind: ItemKind) {
        self.handle = item
        self.attribute = attribute
        self.origin = origin
        self.kind = kind
    }

    /// What a constraint keeps of this anchor.
    @usableFromInline var spec: AnchorSpec { AnchorSpec(handle: handle, attribute: attribute, kind: kind, origin: origin) }

    /// A constraint from this anchor to `anchor` (nil: a constant dimension), made from the
    /// anchors' fields (see `LayoutConstraint.make`). Inlinable, with the fields and `init` it
    /// reads, so that a client's optimizer can keep the anchors on the stack (View+Anchors.swift).
    @inlinable @inline(__always) func makeConstraint(
        _ relation: LayoutRelation, to anchor: LayoutAnchor<AnchorType>?, multiplier: Double, constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint.make(
            handle, attribute, kind, origin, relation, anchor?.handle, anchor?.attribute, anchor?.kind ?? .view, anchor?.origin,
            multiplier: multiplier, constant: constant)
    }

    /// `item.attribute`, e.g. `View:0x1.leading`.
    public var description: String {
        let base = "\(itemName(item)).\(attribute)"
        if let origin { return "\(base) - \(itemName(origin.item)).\(origin.attribute)" }
        return base
    }

    /// `self == anchor + constant`.
    @inlinable
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    @inlinable
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    @inlinable
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: 1, constant: constant)
    }
}

/// What a constraint needs to know of an anchor, whatever its axis.
@usableFromInline protocol AnchorReference: AnyObject {
    var item: AnyObject? { get }
    var handle: ItemHandle? { get }
    var attribute: LayoutAttribute { get }
    var origin: AnchorReference? { get }
    var kind: ItemKind { get }
    var spec: AnchorSpec { get }
}

/// An anchor's facts as a constraint keeps them: the item's handle, the attribute, the kind of
/// item and, for an offset dimension, where the distance starts. A value, so that a constraint
/// does not keep anchor objects alive: an anchor is made on every access, and two retained per
/// constraint cost 112 bytes (at 100,000 rows, about 400 bytes per row).
@usableFromInline struct AnchorSpec {
    let handle: ItemHandle?
    let attribute: LayoutAttribute
    let kind: ItemKind
    /// The origin of an offset dimension, boxed (see `OriginBox`).
    let originBox: OriginBox?

    init(handle: ItemHandle?, attribute: LayoutAttribute, kind: ItemKind, origin: AnchorReference?) {
        self.init(handle: handle, attribute: attribute, kind: kind, originBox: origin.map { OriginBox(spec: $0.spec) })
    }

    /// From stored parts (a constraint keeps its anchors field by field).
    @inline(__always) init(handle: ItemHandle?, attribute: LayoutAttribute, kind: ItemKind, originBox: OriginBox?) {
        self.handle = handle
        self.attribute = attribute
        self.kind = kind
        self.originBox = originBox
    }

    /// The view or guide, nil once it is gone.
    var item: AnyObject? { handle?.item }
    /// For an offset dimension: the anchor the distance is measured from.
    var origin: AnchorSpec? { originBox?.spec }
    /// Whether there is an `origin` (known without copying it out).
    var hasOrigin: Bool { originBox != nil }

    /// The origin of an offset dimension (rare: boxed, so that a spec stays small).
    final class OriginBox {
        let spec: AnchorSpec
        init(spec: AnchorSpec) { self.spec = spec }
    }
}

/// The kind of item an anchor belongs to.
@usableFromInline enum ItemKind {
    case view, scrollView, guide
}

/// The standard spacing between sibling items (UIKit's system spacing), per multiple.
@usableFromInline let systemSpacing = 8.0
