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
