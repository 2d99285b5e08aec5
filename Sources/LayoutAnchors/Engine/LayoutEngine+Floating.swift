/// Views that float over a scroll view's content (TN2154): a descendant of a scroll view
/// constrained to an item outside it keeps its place on screen while the content scrolls.
///
/// Every item's variables live in one space, the root's, with each scroll view's content
/// placed unscrolled. On screen an item sits at its variables minus the content offsets of the
/// scroll views whose content holds it. A user constraint relates on-screen positions, so when
/// its items lie in different scroll views' content, its kernel constant carries the
/// difference of their offsets: `header.top == root.safeArea.top` inside a scroll view becomes
/// `header.minY - safe.minY - offset.y == 0`. A scroll changes these few constants (and those
/// of the scroll view's own floating guides), so it re-places only what floats; the content's
/// definitions never see it.
extension LayoutEngine {
    /// The view whose scroll-view ancestors (itself included) hold an item's content space:
    /// a view's superview; a scroll view's content guide, floating guides and custom guides
    /// live in its content (start at the scroll view); other guides live where their owner is.
    func scrollChainStart(of item: LayoutItem, raw: AnyObject, kind: ItemKind) -> View? {
        switch kind {
        case .view:
            return (raw as! View).superview
        case .scrollView:
            let scrollView = raw as! ScrollView
            return item === scrollView ? scrollView.superview : scrollView
        case .guide:
            let guide = raw as! LayoutGuide
            guard let owner = guide.owningView else { return nil }
            guard item === guide, owner.anchorKind == .scrollView, !guide.isStaticTwin else { return owner.superview }
            return owner
        }
    }

    /// The content-offset dependence of a user constraint whose items lie in different scroll
    /// views' content, or nil when they all scroll together. Only the scroll views between the
    /// items and their common ancestor (the holder) matter: the rest shift every item alike.
    func floatingShift(for c: LayoutConstraint) -> FloatingShift? {
        guard !state.lastExpression.positions.isEmpty, let holder = c.holder, let axis = c.firstAttribute.axis else { return nil }
        let stop = holder.superview
        var terms: [FloatingShift.Term] = []
        let holderScrolls = holder.anchorKind == .scrollView
        state.lastExpression.positions.forEach { start, coefficient in
            // An item whose content space starts at the holder crosses no scroll view below it
            // (the common case: siblings, or a subview and its superview).
            if start === holder && !holderScrolls { return }
            var current = start
            while let view = current, view !== stop {
                if view.anchorKind == .scrollView {
                    let scrollView = view as! ScrollView
                    if let i = terms.firstIndex(where: { $0.handle === scrollView.layoutVariables }) {
                        terms[i].coefficient += coefficient
                    } else {
                        terms.append(FloatingShift.Term(scrollView: scrollView, coefficient: coefficient))
                    }
                }
                current = view.superview
            }
        }
        terms.removeAll { abs($0.coefficient) < 1e-12 }
        return terms.isEmpty ? nil : FloatingShift(axis: axis, terms: terms, mirrored: state.builtEnvironment.direction == .rightToLeft)
    }

    /// Brings the kernel constants of constraints across scroll boundaries in line with the
    /// current content offsets. Returns true when one changed.
    func updateFloatingShifts() -> Bool {
        guard !state.scrolling.floatingConstraints.isEmpty else { return false }
        var touched = false
        for c in Array(state.scrolling.floatingConstraints.values) {
            guard let shift = c.kernelExtras.floating, let k = c.kernel else { continue }
            let value = shift.value
            guard value != c.kernelExtras.scroll else { continue }
            c.kernelExtras.scroll = value
            touched = true
            do {
                try solver.setConstant(c.kernelConstant, for: k)
            } catch {
                constantChanged(c)  // deferred while a batch is applied, else broken
            }
        }
        return touched
    }
}
