/// What a stack keeps for one arranged view: its state as the constraints reflect it and the
/// constraints that belong to it, so that a change to one view touches only its own and its
/// neighbours' constraints.
final class ArrangedEntry {
    /// The arranged view (also retained as a subview).
    let view: View
    /// Whether the constraints treat the view as hidden (it then takes no space and no spacing).
    var isCollapsed: Bool
    /// The gap after this view set with `setCustomSpacing(_:after:)`.
    var customSpacing: Double?
    /// Orders the view for tie-breaking weights (see `IntrinsicWeights`); increases with the index.
    var tieKey = 0.0
    /// `UISV-spacing` from the previous arranged view to this one.
    var gapBefore: LayoutConstraint?
    /// `UISV-hiding`: size 0 along the axis while collapsed.
    var hiding: LayoutConstraint?
    /// `UISV-alignment` to the previous arranged view.
    var alignmentLinks: [LayoutConstraint] = []
    /// `UISV-spanning-boundary` to the alignment spanner (visible views, alignment other than fill).
    var spanning: [LayoutConstraint] = []
    /// `UISV-ambiguity-suppression`: size 0 across the axis at priority 25 (alignment other than fill).
    var suppression: LayoutConstraint?
    /// `UISV-fill-equally` / `UISV-fill-proportionally`: the size as a multiple of the unit.
    var sizing: LayoutConstraint?
    /// The intrinsic size `sizing` was made for (fill proportionally).
    var sizingProportion = 0.0
    /// Equal spacing or centering: the distance to the next visible view equal to the unit.
    var distributingAfter: LayoutConstraint?

    init(view: View) {
        self.view = view
        self.isCollapsed = view.isHidden
    }

    /// Every constraint that belongs to this view.
    var allConstraints: [LayoutConstraint] {
        [gapBefore, hiding, suppression, sizing, distributingAfter].compactMap { $0 } + alignmentLinks + spanning
    }

    /// Deactivates every constraint that belongs to this view.
    func deactivateAll() {
        for c in allConstraints { deactivateStackConstraint(c) }
        gapBefore = nil
        hiding = nil
        suppression = nil
        sizing = nil
        distributingAfter = nil
        alignmentLinks = []
        spanning = []
    }
}

/// The constraints of the stack as a whole.
struct StackFrameConstraints {
    /// `UISV-canvas-connection` at the start of the axis: the edge's start and the first view's.
    var canvasStart: LayoutConstraint?
    /// `UISV-canvas-connection` at the end of the axis: the last view's end and the edge's.
    var canvasEnd: LayoutConstraint?
    /// `UISV-canvas-connection` across the axis, per alignment.
    var canvasAcross: [LayoutConstraint] = []
    /// What `canvasAcross` was made for.
    var canvasAcrossKey: CanvasAcrossKey?
    /// The guide that spans every visible view across the axis (alignment other than fill).
    var spanner: LayoutGuide?
    /// The spanner's own constraints (`UISV-spanning-fit`).
    var spannerFit: [LayoutConstraint] = []
    /// `UISV-canvas-fit`: the stack as small as it can be, at priority 49.
    var canvasFit: [LayoutConstraint] = []
    /// The guide whose size along the axis is the shared unit of the distribution (equal sizes,
    /// proportional sizes, equal gaps or equal centre distances).
    var unit: LayoutGuide?
    /// The unit guide's own constraints.
    var unitConstraints: [LayoutConstraint] = []
}

/// What the across-axis canvas connections depend on: the first arranged view, the edge item
/// (the stack or its margins guide), the axis and the alignment rule.
struct CanvasAcrossKey: Equatable {
    let first: ObjectIdentifier
    let edge: ObjectIdentifier
    let axis: Axis
    let rule: StackView.AcrossRule

    init(first: View, edge: AnyObject, axis: Axis, rule: StackView.AcrossRule) {
        self.first = ObjectIdentifier(first)
        self.edge = ObjectIdentifier(edge)
        self.axis = axis
        self.rule = rule
    }
}
