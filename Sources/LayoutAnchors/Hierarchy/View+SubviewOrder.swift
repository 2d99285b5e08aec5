/// Subview order with UIKit's names. `subviews` lists back to front; the order shows in
/// `subviews`, traces, snapshots and the drawing order of SVG renders. It does not change
/// layout (a stack view arranges `arrangedSubviews` in their own order, as in UIKit).
extension View {
    /// Adds `view` (moving it from its current superview) at `index` of `subviews`: 0 is the
    /// back. An index past the end adds it at the front and a negative one at the back (UIKit
    /// leaves them undefined).
    public func insertSubview(_ view: View, at index: Int) {
        addSubview(view)
        guard view.superview === self else { return }  // refused by addSubview, with an issue
        moveSubview(view, to: index)
    }

    /// Adds `view` just in front of `siblingSubview`. A sibling that is not a subview of this
    /// view is reported as an issue and `view` goes to the front.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        insertSubview(view, next: siblingSubview, above: true)
    }

    /// Adds `view` just behind `siblingSubview`. A sibling that is not a subview of this view
    /// is reported as an issue and `view` goes to the front.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        insertSubview(view, next: siblingSubview, above: false)
    }

    /// Moves a subview to the front (the end of `subviews`); anything else is ignored, as in UIKit.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        moveSubview(view, to: subviews.count)
    }

    /// Moves a subview to the back (the start of `subviews`); anything else is ignored, as in UIKit.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        moveSubview(view, to: 0)
    }

    /// Swaps the subviews at two indexes of `subviews`. An index out of range is reported as an
    /// issue and nothing moves.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let range = subviews.indices
        guard range.contains(index1), range.contains(index2) else {
            return reportOrderProblem(
                "Cannot exchange the subviews at \(index1) and \(index2) of \(itemName(self)): it has \(subviews.count). Nothing moved.")
        }
        layoutVariables.subviewList.swapAt(index1, index2)
    }

    private func insertSubview(_ view: View, next sibling: View, above: Bool) {
        guard sibling.superview === self, sibling !== view else {
            addSubview(view)
            return reportOrderProblem(
                "\(itemName(sibling)) is not a subview of \(itemName(self)) (or is the view inserted): \(itemName(view)) was added at the front."
            )
        }
        addSubview(view)
        guard view.superview === self, let siblingIndex = subviews.indexFromEnds(of: sibling) else { return }
        moveSubview(view, to: above ? siblingIndex + 1 : siblingIndex)
    }

    /// Moves a subview to `index` (clamped) of `subviews`. The callers above take sibling
    /// indexes while `view` is last (just added), so its removal does not shift them.
    private func moveSubview(_ view: View, to index: Int) {
        guard let current = subviews.indexFromEnds(of: view) else { return }
        layoutVariables.subviewList.remove(at: current)
        layoutVariables.subviewList.insert(view, at: min(max(index, 0), subviews.count))
    }

    private func reportOrderProblem(_ description: String) {
        engine.record(LayoutIssue(kind: .invalidConstraint, constraint: nil, conflictingConstraints: [], description: description))
    }
}
