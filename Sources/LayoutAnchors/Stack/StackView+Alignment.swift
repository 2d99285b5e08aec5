/// Alignment: where arranged views sit across the axis.
///
/// Each view is aligned (`UISV-alignment`) to the stack's edge item, or to its neighbour for
/// baselines; the first view is pinned by `UISV-canvas-connection` as in UIKit. For the other alignments a guide, the
/// alignment spanner, encloses every visible view (`UISV-spanning-boundary`) and is kept as
/// small as it can be (`UISV-spanning-fit`, priority 51), so the stack across the axis is as
/// large as its largest view; each view's own size across the axis is pulled to 0 at priority
/// 25 (`UISV-ambiguity-suppression`) so that a view without an intrinsic size is not ambiguous.
extension StackView {
    /// The alignment rule in effect, with `.top`/`.leading` and `.bottom`/`.trailing` folded
    /// together and baselines only on horizontal stacks.
    enum AcrossRule: Equatable {
        case fill, start, center, end, firstBaseline, lastBaseline
    }

    func acrossRule(_ alignment: Alignment) -> AcrossRule {
        switch alignment {
        case .fill: return .fill
        case .leading, .top: return .start
        case .center: return .center
        case .trailing, .bottom: return .end
        case .firstBaseline: return axis == .horizontal ? .firstBaseline : .fill
        case .lastBaseline: return axis == .horizontal ? .lastBaseline : .fill
        }
    }

    var rule: AcrossRule { acrossRule(alignment) }

    /// The attributes a view is aligned to its neighbour by.
    private var alignedAttributes: [LayoutAttribute] {
        let across = axis.across
        switch rule {
        case .fill: return [across.start, across.end]
        case .start: return [across.start]
        case .center: return [across.center]
        case .end: return [across.end]
        case .firstBaseline: return [.firstBaseline]
        case .lastBaseline: return [.lastBaseline]
        }
    }

    /// What entry `index` is aligned to: its previous view for baselines (a chain, so that
    /// inserting or removing a view relinks two views only); for edges and centres the edge
    /// item itself, to which the first view is pinned by the canvas connection, which gives
    /// the same layout as UIKit's alignment to the first view without a chain of equalities
    /// through every row.
    private func alignmentTarget(at index: Int) -> AnyObject {
        rule == .firstBaseline || rule == .lastBaseline ? entries[index - 1].view : edgeItem
    }

    /// Makes sure entry `index` is aligned (the first view is placed by the canvas connection).
    func refreshAlignmentLinks(at index: Int) {
        guard index < entries.count else { return }
        let entry = entries[index]
        guard index > 0 else { return deactivateStackConstraints(&entry.alignmentLinks) }
        let target = alignmentTarget(at: index)
        if let link = entry.alignmentLinks.first, link.firstItem === target, link.activeFlag { return }
        deactivateStackConstraints(&entry.alignmentLinks)
        entry.alignmentLinks = alignedAttributes.map {
            activateStackConstraint(.alignment, target, $0, .equal, entry.view, $0)
        }
    }

    /// The view's own across-axis constraints: ambiguity suppression and, while visible, the
    /// spanner boundaries.
    func makeAcrossConstraints(for entry: ArrangedEntry) {
        guard rule != .fill else { return }
        if entry.suppression == nil {
            entry.suppression = activateStackConstraint(
                .ambiguitySuppression, entry.view, axis.across.size,
                .equal, nil, constant: 0, priority: 25)
        }
        if !entry.isCollapsed && entry.spanning.isEmpty { makeSpanning(for: entry) }
    }

    /// `UISV-spanning-boundary`: the spanner encloses the view. Only the sides that the
    /// alignment leaves free are written: every visible view's aligned edge (or centre) equals
    /// the edge item's by required constraints (the alignment links and the canvas
    /// connection), so for `.start` and `.end` the spanner's boundary on the aligned side is
    /// the edge item's whatever the view, and for `.center` (the spanner spans the edge item,
    /// the views share its centre) enclosing a view's end encloses its start. UIKit writes both
    /// sides for every view, the aligned one held at priority 999.5 so that the spanner hugs
    /// it; here that hold is made once for the stack (`refreshSpanningHold`). Same layout,
    /// fewer rows: each held boundary added two error symbols that every later view's row
    /// went through, so that adding a view pivoted through all the rows before it.
    func makeSpanning(for entry: ArrangedEntry) {
        guard rule != .fill else { return }
        let spanner = alignmentSpanner, across = axis.across, view = entry.view
        let baseline = rule == .firstBaseline || rule == .lastBaseline
        var spanning: [LayoutConstraint] = []
        if rule == .end || baseline {
            spanning.append(
                activateStackConstraint(
                    .spanningBoundary, spanner, across.start, .lessThanOrEqual, view, across.start))
        }
        if rule != .end {
            spanning.append(
                activateStackConstraint(
                    .spanningBoundary, spanner, across.end, .greaterThanOrEqual, view, across.end))
        }
        entry.spanning = spanning
    }

    /// The spanner's boundary on the aligned side (`.start`, `.end`) held to the edge item's
    /// at priority 999.5, while some arranged view is visible: what UIKit's held boundary of
    /// each visible view says, since each such view's aligned edge is the edge item's (see
    /// `makeSpanning`). Against the spanner's fit (priority 51) it keeps the stack as large
    /// across the axis as its largest view.
    func refreshSpanningHold() {
        let wanted = (rule == .start || rule == .end) && visibleCount > 0
        if wanted == (spanningHold?.activeFlag == true) { return }
        deactivateStackConstraint(spanningHold)
        spanningHold = nil
        guard wanted else { return }
        let attribute = rule == .start ? axis.across.start : axis.across.end
        spanningHold = activateStackConstraint(
            .spanningBoundary, alignmentSpanner, attribute, .equal, edgeItem, attribute, priority: 999.5)
    }

    /// The alignment spanner, made on first use with its fit constraints.
    private var alignmentSpanner: LayoutGuide {
        if let spanner = stackConstraints.spanner { return spanner }
        let spanner = LayoutGuide()
        spanner.identifier = StackIdentifier.alignmentSpanner
        addLayoutGuide(spanner)
        stackConstraints.spanner = spanner
        let along = axis.along, across = axis.across
        stackConstraints.spannerFit = [
            activateStackConstraint(.spanningFit, spanner, across.size, .equal, nil, constant: 0, priority: 51),
            activateStackConstraint(.spanningFit, spanner, along.start, .equal, self, along.start),
            activateStackConstraint(.spanningFit, spanner, along.size, .equal, nil, constant: 0),
        ]
        return spanner
    }

    /// Tears down the spanner, the across-axis canvas connections and the canvas fit.
    func tearDownAlignmentFrame() {
        deactivateStackConstraint(spanningHold)
        spanningHold = nil
        deactivateStackConstraints(&stackConstraints.canvasAcross)
        stackConstraints.canvasAcrossKey = nil
        deactivateStackConstraints(&stackConstraints.spannerFit)
        deactivateStackConstraints(&stackConstraints.canvasFit)
        if let spanner = stackConstraints.spanner {
            removeLayoutGuide(spanner)
            stackConstraints.spanner = nil
        }
    }

    /// After an alignment change: every alignment constraint is made again.
    func rebuildAlignment() {
        for entry in entries {
            deactivateStackConstraints(&entry.alignmentLinks)
            deactivateStackConstraints(&entry.spanning)
            deactivateStackConstraint(entry.suppression)
            entry.suppression = nil
        }
        tearDownAlignmentFrame()
        for (index, entry) in entries.enumerated() {
            refreshAlignmentLinks(at: index)
            makeAcrossConstraints(for: entry)
        }
        refreshSpanningHold()
        buildCanvasFit()
        setCanvasNeedsUpdate()
    }

    /// `UISV-canvas-fit`: the stack as small as it can be, at priority 49, along the axis for
    /// equal spacing and centering (their gaps are otherwise free) and across it for baselines.
    func buildCanvasFit() {
        deactivateStackConstraints(&stackConstraints.canvasFit)
        if distribution.keepsMinimumSpacing {
            stackConstraints.canvasFit.append(
                activateStackConstraint(
                    .canvasFit, self, axis.along.size,
                    .equal, nil, constant: 0, priority: 49))
        }
        if rule == .firstBaseline || rule == .lastBaseline {
            stackConstraints.canvasFit.append(
                activateStackConstraint(
                    .canvasFit, self, axis.across.size,
                    .equal, nil, constant: 0, priority: 49))
        }
    }

    /// `UISV-canvas-connection` across the axis, per alignment (deferred: they depend on the
    /// first view and the edge item). Left as they are while the first view, the edge item,
    /// the axis and the alignment are the ones they were made for and all are still active:
    /// appending to a long stack then replaces nothing across the axis at each layout.
    func updateAlignmentFrame() {
        let first = entries.first?.view
        let key = first.map { CanvasAcrossKey(first: $0, edge: edgeItem, axis: axis, rule: rule) }
        if let key, key == stackConstraints.canvasAcrossKey, !stackConstraints.canvasAcross.isEmpty,
            stackConstraints.canvasAcross.allSatisfy(\.activeFlag)
        {
            return
        }
        deactivateStackConstraints(&stackConstraints.canvasAcross)
        stackConstraints.canvasAcrossKey = key
        guard let first else { return }
        let edge = edgeItem, across = axis.across
        func connect(_ a: AnyObject, _ attribute: LayoutAttribute, _ b: AnyObject) {
            stackConstraints.canvasAcross.append(
                activateStackConstraint(.canvasConnection, a, attribute, .equal, b, attribute))
        }
        switch rule {
        case .fill:
            connect(edge, across.start, first)
            connect(first, across.end, edge)
        case .start:
            connect(edge, across.start, first)
            connect(alignmentSpanner, across.end, edge)
        case .end:
            connect(edge, across.start, alignmentSpanner)
            connect(first, across.end, edge)
        case .center:
            connect(edge, across.start, alignmentSpanner)
            connect(alignmentSpanner, across.end, edge)
            connect(edge, across.center, first)
        case .firstBaseline, .lastBaseline:
            connect(edge, across.start, alignmentSpanner)
            connect(alignmentSpanner, across.end, edge)
        }
    }
}
