/// A size anchor: width or height (or an offset between two position anchors).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    @inlinable
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        makeConstraint(.equal, to: nil, multiplier: 1, constant: constant)
    }

    /// `self >= constant`.
    @inlinable
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: nil, multiplier: 1, constant: constant)
    }

    /// `self <= constant`.
    @inlinable
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: nil, multiplier: 1, constant: constant)
    }

    /// `self == anchor * multiplier + constant`.
    @inlinable
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor * multiplier + constant`.
    @inlinable
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor * multiplier + constant`.
    @inlinable
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }
}
