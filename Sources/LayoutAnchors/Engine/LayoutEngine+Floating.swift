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
        guard !lastPositions.isEmpty, let holder = c.holder, let axis = c.firstAttribute.axis else { return nil }
        let stop = holder.superview
        var terms: [FloatingShift.Term] = []
        let holderScrolls = holder.anchorKind == .scrollView
        lastPositions.forEach { start, coefficient in
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
        return terms.isEmpty ? nil : FloatingShift(axis: axis, terms: terms)
    }

    /// Brings the kernel constants of constraints across scroll boundaries in line with the
    /// current content offsets. Returns true when one changed.
    func updateFloatingShifts() -> Bool {
        guard !floatingConstraints.isEmpty else { return false }
        var touched = false
        for c in Array(floatingConstraints.values) {
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

/// The parts of a kernel constraint's constant beyond `-constant`.
/// Both are rare (most constraints have neither), so they live in one optional box: a
/// constraint without them spends 8 bytes here.
struct KernelExtras {
    private let box: Box?

    init(baseline: Double = 0, floating: FloatingShift? = nil) {
        box = baseline == 0 && floating == nil ? nil : Box(baseline: baseline, floating: floating)
    }

    /// Whether it holds neither part (the default).
    var isEmpty: Bool { box == nil }

    /// Baseline offsets of labels (first and last baselines).
    var baseline: Double { box?.baseline ?? 0 }
    /// How the constant depends on content offsets, for a constraint across a scroll boundary.
    var floating: FloatingShift? { box?.floating }

    /// The content-offset term currently in the kernel constant.
    var scroll: Double {
        get { box?.floating?.scroll ?? 0 }
        nonmutating set { box?.floating?.scroll = newValue }
    }

    private final class Box {
        let baseline: Double
        let floating: FloatingShift?

        init(baseline: Double, floating: FloatingShift?) {
            self.baseline = baseline
            self.floating = floating
        }
    }
}

/// How a constraint's kernel constant depends on the content offsets of the scroll views it
/// crosses: minus the sum of each offset (on the constraint's axis) times the summed
/// coefficient of the position terms inside that scroll view's content.
final class FloatingShift {
    /// One scroll view and the coefficient of its offset.
    struct Term {
        /// The scroll view's handle (a weak reference, see `ItemVariables`).
        let handle: ItemVariables
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
    /// The shift currently in the kernel constant.
    var scroll = 0.0

    init(axis: Axis, terms: [Term]) {
        self.axis = axis
        self.terms = terms
    }

    /// The shift at the scroll views' current offsets.
    var value: Double {
        var total = 0.0
        for t in terms {
            guard let offset = t.scrollView?.storedContentOffset else { continue }
            total -= t.coefficient * (axis == .horizontal ? offset.x : offset.y)
        }
        return total
    }
}

/// The position terms of an expression being built, inline (an expression has at most four
/// items), so recording them allocates nothing: where each item's scroll chain starts, and the
/// coefficient of its minX or minY.
struct PositionTerms {
    private var a: (start: View?, coefficient: Double)?
    private var b: (start: View?, coefficient: Double)?
    private var c: (start: View?, coefficient: Double)?
    private var d: (start: View?, coefficient: Double)?

    /// True when no position term was recorded.
    var isEmpty: Bool { a == nil }

    /// Records a position term (at most four are kept).
    mutating func append(start: View?, _ coefficient: Double) {
        let entry = (start, coefficient)
        if a == nil { a = entry } else if b == nil { b = entry } else if c == nil { c = entry } else if d == nil { d = entry }
    }

    /// Calls `body` on each recorded term.
    func forEach(_ body: (View?, Double) -> Void) {
        if let a { body(a.start, a.coefficient) }
        if let b { body(b.start, b.coefficient) }
        if let c { body(c.start, c.coefficient) }
        if let d { body(d.start, d.coefficient) }
    }
}

extension LayoutConstraint {
    /// The constant of its kernel constraint: `-constant` plus baseline and scroll terms.
    var kernelConstant: Double { -constant + kernelExtras.baseline + kernelExtras.scroll }
}

extension LayoutEngine {
    /// Runs `body`, which changes several environment-driven constants one at a time (a guide's
    /// four constants, a frame's, content offsets). A state halfway through such a batch may
    /// conflict where the final one does not (an edge pinned to two guides that move together,
    /// one of them following a frame the next solve moves), so a constraint whose new constant
    /// conflicts is taken out without a report, added back after the batch and in each later
    /// pass, and reported only if the settled layout still conflicts (`settleQuietlyBroken`).
    /// Returns the body's result, and whether a constraint got back in (the solver changed).
    func applyingConstantBatch<R>(_ body: () -> R) -> (result: R, restored: Bool) {
        if isApplyingEnvironment { return (body(), false) }
        isApplyingEnvironment = true
        let result = body()
        isApplyingEnvironment = false
        let retry = quietlyBroken
        quietlyBroken = []
        var restored = false
        for c in retry where c.engineHandle === handle && c.activeFlag && c.kernel == nil {
            c.isBroken = false
            add(c, reportingConflict: false)
            if c.kernel != nil { restored = true } else { quietlyBroken.append(c) }
        }
        return (result, restored)
    }

    /// Once the layout has settled: adds back what is still out, reporting real conflicts.
    func settleQuietlyBroken() {
        let retry = quietlyBroken
        quietlyBroken = []
        for c in retry where c.engineHandle === handle && c.activeFlag && c.kernel == nil {
            c.isBroken = false
            add(c)
        }
    }
}

extension LayoutEngine {
    /// The system guides a scroll-only layout brings up to date: those of the scrolled scroll
    /// views (they follow the visible bounds) and of the views the solver moved (floating
    /// views). A guide inside the content keeps its constants while the content scrolls — its
    /// safe area is open there — unless the content sees an unsafe edge, a keyboard is shown,
    /// or a direct subview preserves the scroll view's margins; then every guide is visited.
    /// So scrolling costs what floats, not what the content holds.
    func scrollAffectedGuides() -> [GuideSupport] {
        let geometry = self.geometry
        var result: [GuideSupport] = []
        var seen = Set<ObjectIdentifier>()
        func addGuides(of view: View) {
            for guide in view.systemGuides.values {
                for g in [guide, guide.existingTwin] {
                    guard let g, let support = guideSupports[ObjectIdentifier(g)],
                        seen.insert(ObjectIdentifier(support)).inserted
                    else { continue }
                    result.append(support)
                }
            }
        }
        for entry in scrolledInThisLayout {
            guard let scrollView = entry.view else { continue }
            if window?.keyboardFrame != nil || geometry.contentSeesSafeArea(of: scrollView)
                || scrollView.subviews.contains(where: { $0.preservesSuperviewLayoutMargins })
            {
                return guideOrder
            }
            addGuides(of: scrollView)
        }
        for variable in changedVariables {
            guard let ref = itemsByVariable.lookup(variable), ref.isOrigin else { continue }
            addGuides(of: ref.view)
        }
        return result
    }
}
