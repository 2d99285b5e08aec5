/// A horizontal position anchor: leading, trailing, left, right, centerX.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + 8 * multiplier` (system spacing after `anchor`).
    @inlinable
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 * multiplier`.
    @inlinable
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 * multiplier`.
    @inlinable
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// A dimension equal to the distance from this anchor to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(item: otherAnchor.handle, attribute: otherAnchor.attribute, origin: self, kind: otherAnchor.kind)
    }
}
