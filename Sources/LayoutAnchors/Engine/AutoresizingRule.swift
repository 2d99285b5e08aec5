/// The constraints of a view with a non-empty autoresizing mask (UIKit's autoresizing rule).
///
/// Along one axis the superview's length W0 (when the frame was set or laid out) splits into
/// the margin before (a), the size (s) and the margin after (b = W0 - a - s). The flexible ones
/// share any change in proportion to their lengths: with F their sum and `fixed` the rest,
/// each flexible part p becomes `p / F * (W - fixed)` at a superview length W (equal shares
/// when F is 0), which is linear in W: UIKit's `minX == k * superview.width + c` constraints.
/// A fixed part keeps its length.
enum AutoresizingRule {
    /// The four constraints in the order of the plain ones (left, top, width, height): fitting
    /// sets the last two aside.
    static func constraints(for view: View, frame f: Rect, in parent: View, mask: AutoresizingMask) -> [LayoutConstraint] {
        let size = parent.bounds.size
        let h = axisConstraints(view, parent, .horizontal, start: f.minX, length: f.width, total: size.width, mask.flexibility(.horizontal))
        let v = axisConstraints(view, parent, .vertical, start: f.minY, length: f.height, total: size.height, mask.flexibility(.vertical))
        return [h[0], v[0], h[1], v[1]]
    }

    /// The start and length constraints of one axis.
    private static func axisConstraints(
        _ view: View, _ parent: View, _ axis: Axis, start a: Double, length s: Double, total: Double,
        _ flexible: (Bool, Bool, Bool)
    ) -> [LayoutConstraint] {
        let b = total - a - s
        let parts = [(a, flexible.0), (s, flexible.1), (b, flexible.2)]
        let flexibleCount = parts.filter(\.1).count
        let sum = parts.filter(\.1).reduce(0) { $0 + $1.0 }
        let fixed = parts.filter { !$0.1 }.reduce(0) { $0 + $1.0 }
        /// The share of the flexible length that a flexible part of length `p` takes (equal
        /// shares when the flexible parts add up to nothing, or so little that the shares
        /// would not be ordinary numbers: margins of opposite signs that cancel).
        func share(_ p: Double) -> Double {
            let ratio = p / sum
            return sum != 0 && ratio.isFinite && abs(ratio) <= 1e6 ? ratio : 1 / Double(flexibleCount)
        }
        let horizontal = axis == .horizontal
        let startAttribute: LayoutAttribute = horizontal ? .left : .top
        let parentLength = horizontal ? parent.widthAnchor : parent.heightAnchor
        let parentStart = stackAnchor(parent, startAttribute)
        // The view's start measured from the superview's start: fixed `a`, or its share.
        let offset = LayoutDimension(item: view.layoutVariables, attribute: startAttribute, origin: parentStart, kind: view.anchorKind)
        let startConstraint =
            flexible.0 && flexibleCount > 0
            ? LayoutConstraint(offset, .equal, parentLength, multiplier: share(a), constant: -share(a) * fixed, origin: .autoresizing)
            : LayoutConstraint(offset, .equal, nil, multiplier: 1, constant: a, origin: .autoresizing)
        let lengthAnchor = horizontal ? view.widthAnchor : view.heightAnchor
        let lengthConstraint =
            flexible.1
            ? LayoutConstraint(lengthAnchor, .equal, parentLength, multiplier: share(s), constant: -share(s) * fixed, origin: .autoresizing)
            : LayoutConstraint(lengthAnchor, .equal, nil, multiplier: 1, constant: s, origin: .autoresizing)
        return [startConstraint, lengthConstraint]
    }
}
