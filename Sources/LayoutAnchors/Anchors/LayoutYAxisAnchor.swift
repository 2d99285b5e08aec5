/// A vertical position anchor: top, bottom, centerY, firstBaseline, lastBaseline.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + 8 * multiplier` (system spacing below `anchor`).
    @inlinable
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 * multiplier`.
    @inlinable
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 * multiplier`.
    @inlinable
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// A dimension equal to the distance from this anchor to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(item: otherAnchor.handle, attribute: otherAnchor.attribute, origin: self, kind: otherAnchor.kind)
    }
}
