/// A system guide's horizontal pin (`guide.left == owner.left + k`) in the solver's frame.
///
/// Right-to-left the solver measures from the leading side (`SolverFrame`), where the pin
/// written as it reads would be `-guide.minX - guide.width == -owner.minX - owner.width + k`:
/// another kernel form than left-to-right's, so a flip would remove it, and removing the pin of
/// a content guide that every row of a long form hangs from re-derives all of them. Instead it
/// is written in leading terms in both directions, `guide.minX == owner.minX + leading`, the
/// leading inset `leading` being `k` left-to-right and, right-to-left, what is left of the
/// owner's width after the left inset and the guide's width. The constraint keeps its
/// left-edge constant (logs and explanations read as before); the kernel constant carries the
/// difference in its `baseline`.
extension LayoutEngine {
    /// The leading inset of a guide's horizontal pin in the current solver frame, or nil when
    /// `c` is not such a pin (or its guide is gone).
    func guidePinLeadingInset(_ c: LayoutConstraint) -> Double? {
        guard c.origin == .guide, c.firstAnchorAttribute == .left, c.secondAnchorAttribute == .left,
            let guide = c.firstHandle?.guide, let owner = guide.owningView,
            let support = state.support.guides[ObjectIdentifier(guide)], support.constraints.first === c
        else { return nil }
        guard solverIsMirrored else { return c.constant }
        if support.constraints.count > 2 {
            // The guide's width is the owner's plus the width constant: the right inset is
            // -(left + width constant).
            return -(c.constant + support.constraints[2].constant)
        }
        // A content guide's width is its content's: the inset follows the solved widths (the
        // environment passes settle it, as they settle the other guides' insets).
        return owner.layoutVariables.width.value - guide.layoutVariables.width.value - c.constant
    }

    /// The kernel expression of a guide's horizontal pin (see above), or nil when `c` is not
    /// one or the solver is not mirrored (it is then written as any constraint).
    func guidePinExpression(for c: LayoutConstraint) -> LinearExpression? {
        guard solverIsMirrored, let inset = guidePinLeadingInset(c), let g = c.firstHandle, let o = c.secondHandle else { return nil }
        if g.registeredSerial != state.views.serial, let item = g.item as? LayoutItem { _ = variables(of: item) }
        if o.registeredSerial != state.views.serial, let item = o.item as? LayoutItem { _ = variables(of: item) }
        c.kernelExtras = KernelExtras(baseline: c.constant - inset)
        return LinearExpression([Term(g.minX, 1), Term(o.minX, -1)], constant: -inset)
    }

    /// Brings the kernel constant of a guide's horizontal pin in line with the current frame
    /// and insets; true when it changed.
    @discardableResult
    func refreshGuidePin(_ c: LayoutConstraint) -> Bool {
        guard c.kernel != nil, let inset = guidePinLeadingInset(c) else { return false }
        let baseline = c.constant - inset
        guard baseline != c.kernelExtras.baseline else { return false }
        c.kernelExtras = KernelExtras(baseline: baseline)
        constantChanged(c)
        return true
    }
}
