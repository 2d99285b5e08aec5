/// A size anchor: width or height (or an offset between two position anchors).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(spec, .equal, nil as AnchorSpec?, multiplier: 1, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(spec, .greaterThanOrEqual, nil as AnchorSpec?, multiplier: 1, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(spec, .lessThanOrEqual, nil as AnchorSpec?, multiplier: 1, constant: constant)
    }

    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(spec, .equal, anchor.spec, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor * multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(spec, .greaterThanOrEqual, anchor.spec, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor * multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(spec, .lessThanOrEqual, anchor.spec, multiplier: multiplier, constant: constant)
    }
}
