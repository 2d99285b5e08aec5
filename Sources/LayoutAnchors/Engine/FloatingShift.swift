/// How a constraint's kernel constant depends on the content offsets of the scroll views it
/// crosses: minus the sum of each offset (on the constraint's axis) times the summed
/// coefficient of the position terms inside that scroll view's content.
final class FloatingShift {
    /// One scroll view and the coefficient of its offset.
    struct Term {
        /// The scroll view's handle (a weak reference, see `ItemHandle`).
        let handle: ItemHandle
        var coefficient: Double

        init(scrollView: ScrollView, coefficient: Double) {
            self.handle = scrollView.layoutVariables
            self.coefficient = coefficient
        }

        /// The scroll view, nil once it is gone.
        var scrollView: ScrollView? { handle.view as? ScrollView }
    }

    let axis: Axis
    let terms: [Term]
    /// Whether the terms' coefficients are on positions measured from the right (a horizontal
    /// shift built right-to-left, see `SolverFrame`): content scrolled by `x` moves left on
    /// screen, which there is `+x`.
    let mirrored: Bool
    /// The shift currently in the kernel constant.
    var scroll = 0.0

    init(axis: Axis, terms: [Term], mirrored: Bool) {
        self.axis = axis
        self.terms = terms
        self.mirrored = mirrored && axis == .horizontal
    }

    /// The shift at the scroll views' current offsets.
    var value: Double {
        var total = 0.0
        for t in terms {
            guard let offset = t.scrollView?.storedContentOffset else { continue }
            total -= t.coefficient * (axis == .horizontal ? offset.x : offset.y)
        }
        return mirrored ? -total : total
    }
}
