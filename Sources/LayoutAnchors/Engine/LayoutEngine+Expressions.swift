/// Turning a `LayoutConstraint` into a kernel expression over the items' variables.
///
/// `first.attr  relation  multiplier * second.attr + constant` becomes
/// `first.attr - multiplier * second.attr - constant  relation  0`, so the kernel constant is
/// always `-constant` (what `setConstant` receives).
///
/// The solver measures horizontal positions from the leading side: an item's `minX` variable
/// is its left edge left-to-right and, right-to-left, the distance of its right edge from a
/// reference `R` (`SolverFrame`). So a constraint between leading, trailing and centre edges
/// (`leading = minX`, `trailing = minX + width`, `centerX = minX + width / 2`) has one kernel
/// form in both directions, and a flip leaves it in the solver; left and right
/// (`left = R - minX - width`, `right = R - minX` right-to-left), and a centre related without
/// a leading or trailing edge (`centerX = R - minX - width / 2`), are what a flip rebuilds
/// (`formDependsOnDirection`). `R` cancels out of every relation between two items and is
/// left out; the one constraint with a single position, the root's pin, is written apart
/// (`LayoutEngine+LeadingPins.swift`).
extension LayoutEngine {
    func expression(for c: LayoutConstraint) -> LinearExpression? {
        if c.origin == .guide || c.origin == .autoresizing, let pin = pinExpression(for: c) {
            state.lastExpression.usesAnchorItems = true
            return pin
        }
        let flip = XTerms(
            mirrored: state.builtEnvironment.direction == .rightToLeft,
            directional: c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
        var terms: [Term] = []
        terms.reserveCapacity(4)  // one allocation: most constraints have two to four terms
        var constant = -c.constant
        if let plain = plainExpression(for: c, flip: flip, &terms, &constant) {
            state.lastExpression.usesAnchorItems = true
            return plain
        }
        state.lastExpression.usesAnchorItems = false
        state.lastExpression.usedItems = UsedItems()
        state.lastExpression.positions = PositionTerms()
        defer { state.lastExpression.positions = PositionTerms() }  // it holds views: never past this call
        let bypass = c.origin != .user
        guard append(c.firstAnchor, 1, other: c.secondAnchor, flip: flip, bypass: bypass, &terms, &constant) else { return nil }
        if c.declared?.measuresFromHolder == true { appendHolderOrigin(of: c, flip: flip, &terms) }
        if let second = c.secondAnchor {
            guard append(second, -c.multiplier, other: c.firstAnchor, flip: flip, bypass: bypass, &terms, &constant) else { return nil }
        }
        let baseline = constant + c.constant
        var floating: FloatingShift?
        if !bypass, let shift = floatingShift(for: c) {
            shift.scroll = shift.value
            floating = shift
            constant += shift.scroll
        }
        c.kernelExtras = KernelExtras(baseline: baseline, floating: floating)
        return LinearExpression(terms, constant: constant)
    }

    /// The expression of the common case, without the general path's bookkeeping, or nil to
    /// take the general path: no offset anchors, no `init(item:...)` declaration, live items, and
    /// no scroll boundary in between — an engine constraint (`bypass`: the items as they are),
    /// or a user constraint between plain views each of which is the holder or a subview of
    /// it (a non-scrolling holder), whose kernel constant has no content-offset term.
    private func plainExpression(
        for c: LayoutConstraint, flip: XTerms, _ terms: inout [Term], _ constant: inout Double
    ) -> LinearExpression? {
        guard c.declared == nil else { return nil }
        // A user constraint needs a holder that is a plain view (engine constraints: none).
        var holder: ItemHandle?
        if c.origin == .user {
            guard let h = c.holderHandle, h.kind == .view, h.isLive else { return nil }
            holder = h
        }
        // Field by field: binding a whole anchor spec would retain and release its parts.
        let hasOrigin = c.hasOffsetAnchor
        guard let first = plainVariables(c.firstHandle, c.firstAnchorKind, hasOrigin: hasOrigin, holder: holder) else { return nil }
        var second: ItemHandle?
        if c.secondAnchorAttribute != nil {
            guard let v = plainVariables(c.secondHandle, c.secondAnchorKind, hasOrigin: hasOrigin, holder: holder) else { return nil }
            second = v
        }
        let firstView = c.firstAnchorKind == .guide ? nil : first
        appendTerms(of: c.firstAnchorAttribute, first, view: firstView, 1, flip: flip, &terms, &constant)
        if let second, let attribute = c.secondAnchorAttribute {
            let secondView = c.secondAnchorKind == .guide ? nil : second
            appendTerms(of: attribute, second, view: secondView, -c.multiplier, flip: flip, &terms, &constant)
        }
        let baseline = constant + c.constant
        if baseline != 0 || c.rare != nil { c.kernelExtras = KernelExtras(baseline: baseline) }  // else already empty
        return LinearExpression(terms, constant: constant)
    }

    /// The registered variables of a plain anchor's item (see `plainExpression`), or nil. With
    /// a `holder` (a user constraint's), the item must be a plain view that is the holder or
    /// one of its subviews.
    @inline(__always) private func plainVariables(
        _ handle: ItemHandle?, _ kind: ItemKind, hasOrigin: Bool, holder: ItemHandle?
    ) -> ItemHandle? {
        guard !hasOrigin, let v = handle, v.isLive else { return nil }
        if let holder {
            guard kind == .view, v === holder || v.superviewHandle === holder else { return nil }
        }
        if v.registeredSerial != state.views.serial, let item = v.item as? LayoutItem { _ = variables(of: item) }
        return v
    }

    private func append(
        _ anchor: AnchorSpec, _ coefficient: Double, other: AnchorSpec?, flip: XTerms, bypass: Bool,
        _ terms: inout [Term], _ constant: inout Double
    ) -> Bool {
        if let origin = anchor.origin {
            guard append(origin, -coefficient, other: other, flip: flip, bypass: bypass, &terms, &constant) else { return false }
        }
        guard let rawItem = anchor.item else { return false }
        let attribute = anchor.attribute
        let item = resolve(rawItem, kind: anchor.kind, attribute: attribute, other: other, bypass: bypass)
        let v = variables(of: item)
        state.lastExpression.usedItems.append(v)
        let k = coefficient
        let firstTerm = terms.count
        defer {
            // Every attribute with a position term appends it first (minX or minY).
            if !bypass, terms.count > firstTerm, terms[firstTerm].variable === v.minX || terms[firstTerm].variable === v.minY {
                state.lastExpression.positions.append(
                    start: scrollChainStart(of: item, raw: rawItem, kind: anchor.kind), terms[firstTerm].coefficient)
            }
        }
        appendTerms(of: attribute, v, view: (item as? View)?.layoutVariables, k, flip: flip, &terms, &constant)
        return true
    }

    /// Appends the terms of `attribute` of an item with variables `v`, times `k`, in the solver's
    /// horizontal frame (`flip`); `view` is the item's handle when it is a view (its baselines may be offset; the
    /// view is loaded only then, which spares a retain and release per term otherwise).
    private func appendTerms(
        of attribute: LayoutAttribute, _ v: ItemHandle, view: ItemHandle?, _ k: Double, flip: XTerms,
        _ terms: inout [Term], _ constant: inout Double
    ) {
        switch attribute {
        case .left:
            if flip.mirrored { terms.append(Term(v.minX, -k)); terms.append(Term(v.width, -k)) } else { terms.append(Term(v.minX, k)) }
        case .right:
            if flip.mirrored { terms.append(Term(v.minX, -k)) } else { terms.append(Term(v.minX, k)); terms.append(Term(v.width, k)) }
        case .centerX:
            // Right-to-left, a centre beside a leading or trailing edge is measured from the
            // leading side as they are; otherwise it is the on-screen centre.
            let s = flip.mirrored && !flip.directional ? -k : k
            terms.append(Term(v.minX, s)); terms.append(Term(v.width, s / 2))
        case .leading:
            // A leading or trailing edge reached only through an offset anchor's origin, in a
            // constraint whose own attributes are not directional, reads as left or right
            // (the constraint is read on screen as a whole).
            if flip.mirrored && !flip.directional {
                terms.append(Term(v.minX, -k)); terms.append(Term(v.width, -k))
            } else {
                terms.append(Term(v.minX, k))
            }
        case .trailing:
            if flip.mirrored && !flip.directional {
                terms.append(Term(v.minX, -k))
            } else {
                terms.append(Term(v.minX, k)); terms.append(Term(v.width, k))
            }
        case .width:
            terms.append(Term(v.width, k))
        case .top:
            terms.append(Term(v.minY, k))
        case .bottom:
            terms.append(Term(v.minY, k)); terms.append(Term(v.height, k))
        case .centerY:
            terms.append(Term(v.minY, k)); terms.append(Term(v.height, k / 2))
        case .height:
            terms.append(Term(v.height, k))
        case .firstBaseline:
            terms.append(Term(v.minY, k))
            if let view = view?.view, let offset = view.firstBaselineFromTop {
                constant += k * offset
            } else {
                terms.append(Term(v.height, k))
            }
        case .lastBaseline:
            terms.append(Term(v.minY, k)); terms.append(Term(v.height, k))
            if let view = view?.view { constant -= k * view.lastBaselineFromBottom }
        case .notAnAttribute:
            break
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            // Never on an anchor: `init(item:attribute:...)` makes them anchors of the
            // view's layoutMarginsGuide.
            break
        }
    }

    /// A position multiplier is applied in the coordinates of the items' closest common
    /// ancestor (UIKit's: `sub.centerX == 0.5 * superview.centerX` is a quarter of the
    /// superview's width): `(first - H) - m * (second - H)` adds `-(1 - m) * H`, H being the
    /// holder's leading (in a constraint with a leading or trailing edge) or left or top edge.
    private func appendHolderOrigin(of c: LayoutConstraint, flip: XTerms, _ terms: inout [Term]) {
        guard let holder = c.holder, let axis = c.firstAttribute.axis else { return }
        let item: LayoutItem = (holder as? ScrollView)?.contentLayoutGuide ?? holder
        let v = variables(of: item)
        state.lastExpression.usedItems.append(v)
        let k = -(1 - c.multiplier)
        if axis == .vertical {
            terms.append(Term(v.minY, k))
        } else if flip.mirrored && !flip.directional {
            terms.append(Term(v.minX, -k)); terms.append(Term(v.width, -k))  // the holder's left edge
        } else {
            terms.append(Term(v.minX, k))  // its leading edge, or left edge left-to-right
        }
    }

    /// True when the other side's item scrolls with the scroll view's content: a descendant
    /// view, a guide of a descendant, or the content layout guide.
    private func isInside(_ other: AnchorSpec, _ scrollView: ScrollView) -> Bool {
        guard let item = other.item else { return false }
        if other.kind == .guide, (item as! LayoutGuide).owningView === scrollView {
            return (item as! LayoutGuide).kind == .scrollContent
        }
        guard let view = LayoutConstraint.view(of: other) else { return false }
        return view !== scrollView && view.isDescendant(of: scrollView)
    }

    /// Apple's rule: a scroll view's edges, as seen by its own descendants, are its content
    /// area (`contentLayoutGuide`); its size and centre are its frame. A scroll view's
    /// floating guides, seen from outside it, are in its frame (they do not scroll).
    private func resolve(
        _ item: AnyObject, kind: ItemKind, attribute: LayoutAttribute, other: AnchorSpec?,
        bypass: Bool
    ) -> LayoutItem {
        switch kind {
        case .view:
            return item as! View
        case .scrollView:
            let scrollView = item as! ScrollView
            if !bypass, attribute.isEdge, let other, isInside(other, scrollView) { return scrollView.contentLayoutGuide }
            return scrollView
        case .guide:
            let guide = item as! LayoutGuide
            if !bypass, guide.isFloating, let scrollView = guide.owningView as? ScrollView, let other,
                other.item != nil, !isInside(other, scrollView)
            {
                return guide.kind == .scrollFrame ? scrollView : guide.staticTwin
            }
            return guide
        }
    }
}

/// How a constraint's horizontal terms are written: whether the solver measures from the right
/// (right-to-left, see `SolverFrame`) and whether the constraint relates a leading or trailing
/// edge (its centres then read from the leading side too).
struct XTerms {
    let mirrored: Bool
    let directional: Bool
}
