/// Horizontal pins the engine makes, written in leading terms: a system guide's
/// (`guide.left == owner.left + k`), the root's autoresizing pin (`root.left == x`) and that of
/// a root's subview whose frame is set by hand (`view.left == root.left + x`).
///
/// Right-to-left the solver measures from the leading side (`SolverFrame`), where such a pin
/// written as it reads would be `R - a.minX - a.width == R - b.minX - b.width + k`: another kernel
/// form than left-to-right's, so a flip would remove it, and removing a pin that a whole
/// hierarchy or a long form hangs from re-derives all of it. Instead it is written in leading
/// terms in both directions, `a.minX == b.minX + inset`, `inset` being `k` left-to-right and,
/// right-to-left, the distance from the container's right edge. The root's pin,
/// `root.minX == x`, is the same in both directions (`R` is chosen so). The constraint keeps its left-edge constant (logs and explanations read as
/// before); its kernel constant carries the difference in its `baseline`, refreshed when the
/// direction, an inset or a frame changes.
extension LayoutEngine {
    /// The leading inset of a pin (see above) in the current solver frame, or nil when `c` is
    /// not one (or no longer is: its guide is gone, or the root no longer has a frame set by
    /// hand).
    func pinLeadingInset(_ c: LayoutConstraint) -> Double? {
        guard c.firstAnchorAttribute == .left, !c.hasOffsetAnchor, c.multiplier == 1 else { return nil }
        switch c.origin {
        case .guide: return guidePinLeadingInset(c)
        case .autoresizing: return autoresizingPinLeadingInset(c)
        default: return nil
        }
    }

    private func guidePinLeadingInset(_ c: LayoutConstraint) -> Double? {
        guard c.secondAnchorAttribute == .left, let guide = c.firstHandle?.guide, let owner = guide.owningView,
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

    private func autoresizingPinLeadingInset(_ c: LayoutConstraint) -> Double? {
        guard let view = c.firstHandle?.view, let width = fixedWidth(of: view),
            state.support.autoresizing[ObjectIdentifier(view)]?.first === c
        else { return nil }
        if c.secondAnchorAttribute == nil {  // the root keeps its left-to-right value (`SolverFrame`)
            return c.constant
        }
        // A subview of the root, whose width is its frame's too.
        guard c.secondAnchorAttribute == .left, let parent = view.superview, parent.layoutVariables === rootHandle,
            let parentWidth = fixedWidth(of: parent)
        else { return nil }
        return solverIsMirrored ? parentWidth - c.constant - width : c.constant
    }

    /// The width a view's own autoresizing constraints give it (its frame's, no mask), or nil.
    private func fixedWidth(of view: View) -> Double? {
        guard let own = state.support.autoresizing[ObjectIdentifier(view)], own.count == 4,
            own[2].firstAnchorAttribute == .width, own[2].secondAnchorAttribute == nil
        else { return nil }
        return own[2].constant
    }

    /// The kernel expression of a pin (see above), or nil when `c` is not one (it is then
    /// written as any constraint). Records which form was built.
    func pinExpression(for c: LayoutConstraint) -> LinearExpression? {
        guard let inset = pinLeadingInset(c), let a = c.firstHandle else {
            c.builtInLeadingTerms = false
            return nil
        }
        var terms = [Term(a.minX, 1)]
        if a.registeredSerial != state.views.serial, let item = a.item as? LayoutItem { _ = variables(of: item) }
        if let b = c.secondHandle {
            if b.registeredSerial != state.views.serial, let item = b.item as? LayoutItem { _ = variables(of: item) }
            terms.append(Term(b.minX, -1))
        }
        c.builtInLeadingTerms = true
        c.kernelExtras = KernelExtras(baseline: c.constant - inset)
        return LinearExpression(terms, constant: -inset)
    }

    /// Brings the kernel constant of a pin built in leading terms in line with the current
    /// direction, insets and frames (or builds it again as any constraint when it no longer
    /// is a pin); true when its kernel constraint changed.
    @discardableResult
    func refreshPin(_ c: LayoutConstraint) -> Bool {
        guard c.builtInLeadingTerms, c.kernel != nil else { return false }
        guard let inset = pinLeadingInset(c) else {
            guard c.firstHandle?.isLive == true, c.secondHandle?.isLive != false else { return false }  // nothing to place
            dropKernel(c)
            add(c)
            return true
        }
        let baseline = c.constant - inset
        guard baseline != c.kernelExtras.baseline else { return false }
        c.kernelExtras = KernelExtras(baseline: baseline)
        constantChanged(c)
        return true
    }

    /// Refreshes the root's pin and those of its subviews (after a flip, or a change of the
    /// root's frame or of its autoresizing).
    func refreshRootPins() {
        guard let root else { return }
        if let pin = state.support.autoresizing[ObjectIdentifier(root)]?.first { refreshPin(pin) }
        for sub in root.subviews where mayHaveSupport(sub) {
            if let pin = state.support.autoresizing[ObjectIdentifier(sub)]?.first { refreshPin(pin) }
        }
    }
}
