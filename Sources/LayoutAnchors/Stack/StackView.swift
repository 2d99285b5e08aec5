/// A view that lays out a row or a column of views with constraints it makes itself: the
/// counterpart of UIKit's `UIStackView`.
///
/// The stack arranges the views in `arrangedSubviews`, in order, along its `axis`;
/// `distribution` decides their sizes along the axis, `alignment` their place across it.
/// Position the stack itself with constraints; with nothing setting its size, its arranged
/// views decide it (as a scroll view's content does):
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [Label(text: "One"), Label(text: "Two")])
/// stack.axis = .vertical
/// stack.spacing = 8
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(stack)
/// ```
///
/// Its constraints carry UIKit's identifiers (`UISV-spacing`, `UISV-alignment`,
/// `UISV-canvas-connection`, `UISV-hiding`, ...). Changes are incremental: hiding, inserting
/// or removing one view changes the few constraints around it, a spacing change only
/// constants.
open class StackView: View {
    /// Detaches the view's handle first, so that nothing can read the handle's `unowned`
    /// back-reference while the view is deinitialized (see `ItemHandle`). Swift runs every
    /// `deinit` body before any stored property goes, so `View.deinit` would be in time too;
    /// this keeps it so whatever that order. `View.deinit` detaches again (a no-op).
    ///
    /// Then lets go of its arranged views, so that its subviews list is all that holds them:
    /// `View.deinit` frees a subtree iteratively only through subviews held by nothing else,
    /// and a deep nest of stacks would otherwise free each other recursively, one `deinit`
    /// inside the next, and overflow the stack.
    deinit {
        layoutVariables.detach()
        entries = []
        arrangedViews = []
        arrangedArray = nil
    }

    /// How arranged views are sized along the axis (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Hashable, Sendable {
        /// Fill the axis; extra space goes to the lowest hugging priority, missing space comes
        /// from the lowest compression resistance, ties by index (the first view first).
        case fill
        /// Equal sizes filling the axis.
        case fillEqually
        /// Sizes proportional to the views' intrinsic sizes along the axis.
        case fillProportionally
        /// Intrinsic sizes with equal gaps, each at least `spacing`.
        case equalSpacing
        /// Equal distances between centres, gaps at least `spacing`.
        case equalCentering
    }

    /// How arranged views are placed across the axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Hashable, Sendable {
        /// Pin both edges across the axis.
        case fill
        /// Align the leading edges (vertical stacks); the same as `.top` for horizontal ones.
        case leading
        /// Align the top edges (horizontal stacks); the same as `.leading` for vertical ones.
        case top
        /// Align first baselines (horizontal stacks; `.fill` in a vertical stack).
        case firstBaseline
        /// Align centres.
        case center
        /// Align the trailing edges (vertical stacks); the same as `.bottom` for horizontal ones.
        case trailing
        /// Align the bottom edges (horizontal stacks); the same as `.trailing` for vertical ones.
        case bottom
        /// Align last baselines (horizontal stacks; `.fill` in a vertical stack).
        case lastBaseline
    }

    /// `customSpacing(after:)` for a view without custom spacing; pass it to
    /// `setCustomSpacing(_:after:)` to go back to `spacing`.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// The system spacing between siblings: 8.
    public static let spacingUseSystem = 8.0

    /// One record per arranged view, in `arrangedSubviews` order.
    var entries: FrontGapArray<ArrangedEntry> = []
    /// The stack-level constraints (canvas connections, spanner, reference, fit).
    var stackConstraints = StackFrameConstraints()
    /// Set when the first or last arranged view or the edge item changed; applied before layout.
    var canvasNeedsUpdate = false
    /// How many arranged views are not collapsed (see `refreshSpanningHold`).
    var visibleCount = 0
    /// The spanner's boundary held on the aligned side (see `refreshSpanningHold`). Beside
    /// `stackConstraints`, not in it: reading a field of that struct copies its arrays, and
    /// this one is read at every insertion, removal and hide.
    var spanningHold: LayoutConstraint?
    /// The weight per unit of tie key (see `renumberTieKeys`).
    var tieWeightStep = StackView.defaultTieWeightStep
    /// How far from 1 the tie weights may spread while the step allows it (a test seam: tests
    /// lower it to reach the renumbering of a very long stack with a few views).
    var tieWeightSpread = StackView.defaultTieWeightSpread

    /// Creates a stack arranging `arrangedSubviews`, each as by `addArrangedSubview`, in order.
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty horizontal stack with a frame.
    override var engineRole: EngineRole { .stackView }

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The views the stack arranges, in order (a subset of `subviews`).
    public var arrangedSubviews: [View] {
        if let arrangedArray { return arrangedArray }
        let made = arrangedViews.array
        arrangedArray = made
        return made
    }
    /// The arranged views, kept in step with `entries`: searched by `arrangedIndex(of:)`.
    var arrangedViews: FrontGapArray<View> = []
    /// `arrangedSubviews` as last made, until the arranged views change.
    var arrangedArray: [View]?
    /// The collapsed runs at the ends of `entries` (see `CollapsedEnds`).
    var collapsedEnds = CollapsedEnds()
    /// Where `arrangedIndex(of:)` last found a view: views are often changed in order (hidden
    /// one after another, every other one), and the next is then near the last.
    var arrangedIndexHint = 0

    /// The axis along which the views are arranged (default `.horizontal`).
    public var axis: Axis = .horizontal {
        didSet { if axis != oldValue { rebuildArrangement(oldAxis: oldValue) } }
    }

    /// How the views are sized along the axis (default `.fill`).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { distributionDidChange(from: oldValue) } }
    }

    /// How the views are placed across the axis (default `.fill`).
    public var alignment: Alignment = .fill {
        didSet { if acrossRule(alignment) != acrossRule(oldValue) { rebuildAlignment() } }
    }

    /// The gap between adjacent arranged views (default 0; negative values overlap). A
    /// non-finite value, or one beyond 1e15 in magnitude, is refused with an
    /// `.invalidConstraint` issue naming the spacing, and the old value stays.
    public var spacing: Double = 0 {
        didSet {
            guard spacing != oldValue else { return }
            // A spacing the constraints cannot hold (not finite, or beyond the 1e15 every
            // length is limited to) is refused here, naming the spacing: kept, it would read a
            // value that is not in force.
            if spacing != StackView.spacingUseDefault, let problem = InputValidation.problem(length: spacing) {
                spacing = oldValue
                reportMisuse("Cannot set spacing of \(itemName(self)): \(problem); the old value stays.")
                return
            }
            refreshAllGaps()
        }
    }

    /// Whether the views are laid out inside `layoutMarginsGuide` instead of the edges.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rebuildAlignment() } }
    }

    /// Whether vertical gaps run from a view's last baseline to the next view's first
    /// baseline (vertical stacks only).
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue && axis == .vertical { refreshAllGaps() } }
    }

    /// Sets the gap after one arranged view (`spacingUseDefault` goes back to `spacing`).
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard let index = arrangedIndex(of: arrangedSubview) else {
            reportMisuse(
                "Cannot set custom spacing after \(itemName(arrangedSubview)): it is not an arranged subview of \(itemName(self)).")
            return
        }
        let custom: Double? = spacing == StackView.spacingUseDefault ? nil : spacing
        if let custom, let problem = InputValidation.problem(length: custom) {
            reportMisuse("Cannot set custom spacing after \(itemName(arrangedSubview)): \(problem); the old value stays.")
            return
        }
        guard entries[index].customSpacing != custom else { return }
        entries[index].customSpacing = custom
        refreshGaps(from: index + 1, to: index + 1)
    }

    /// The gap set after an arranged view, or `spacingUseDefault` when none is set.
    public func customSpacing(after arrangedSubview: View) -> Double {
        guard let index = arrangedIndex(of: arrangedSubview) else { return StackView.spacingUseDefault }
        return entries[index].customSpacing ?? StackView.spacingUseDefault
    }

    /// Adds a view at the end of `arrangedSubviews` (and as a subview when it is not one),
    /// setting its `translatesAutoresizingMaskIntoConstraints` to false.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: entries.count - (arrangedIndex(of: view) == nil ? 0 : 1))
    }

    /// The index of an arranged view; a view that is not a subview is not arranged (so adding
    /// new views does not scan the list).
    func arrangedIndex(of view: View) -> Int? {
        guard view.superview === self else { return nil }
        let index = arrangedViews.index(of: view, near: arrangedIndexHint)
        if let index { arrangedIndexHint = index }
        return index
    }

    /// Inserts a view into `arrangedSubviews` at `stackIndex` (moving it when it is already
    /// arranged), adding it as a subview when it is not one. An index outside
    /// `0...arrangedSubviews.count` is refused with an `.invalidConstraint` issue.
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        let existing = arrangedIndex(of: view)
        let limit = entries.count - (existing == nil ? 0 : 1)
        guard stackIndex >= 0 && stackIndex <= limit else {
            reportMisuse(
                "Cannot insert \(itemName(view)) into \(itemName(self)) at index \(stackIndex): the index is outside 0...\(limit).")
            return
        }
        // A move keeps the view's custom spacing (UIStackView.h: "Maintained when the
        // arranged subview changes position in the stack view, but not after it is removed").
        let keptSpacing = existing.flatMap { entries[$0].customSpacing }
        if let existing { removeEntry(at: existing) }
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return }  // refused (a cycle): already reported
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        let entry = ArrangedEntry(view: view)
        entry.customSpacing = keptSpacing
        insertEntry(entry, at: stackIndex)
    }

    /// Stops arranging a view; it stays a subview (as in UIKit), without the stack's constraints.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedIndex(of: view) else { return }
        removeEntry(at: index)
    }

    // MARK: Hooks from View

    override func subviewHiddenDidChange(_ subview: View) {
        guard let index = arrangedIndex(of: subview), entries[index].isCollapsed != subview.isHidden else { return }
        setCollapsed(subview.isHidden, at: index)
    }

    // Baselines: those of an arranged view (StackView+Baselines.swift).
    override var firstBaselineFromTop: Double? { forwardedFirstBaselineFromTop }
    override var lastBaselineFromBottom: Double { forwardedLastBaselineFromBottom }

    override func willRemoveSubview(_ subview: View) {
        if let index = arrangedIndex(of: subview) { removeEntry(at: index) }
    }

    // MARK: Helpers

    /// Records an `.invalidConstraint` issue for a call that was refused.
    func reportMisuse(_ message: String) {
        engine.record(LayoutIssue(kind: .invalidConstraint, constraint: nil, conflictingConstraints: [], description: message))
    }
}
