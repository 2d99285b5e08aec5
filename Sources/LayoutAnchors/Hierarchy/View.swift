/// A rectangle in a hierarchy, laid out by constraints: the counterpart of UIKit's `UIView`.
///
/// Build a hierarchy with `addSubview`, relate views with anchors, then call
/// `layoutIfNeeded()` on any view of the hierarchy to solve it and write every `frame`:
///
/// ```swift
/// let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let box = View()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// LayoutConstraint.activate([
///     box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
///     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///     box.widthAnchor.constraint(equalToConstant: 100),
///     box.heightAnchor.constraint(equalTo: box.widthAnchor),
/// ])
/// root.layoutIfNeeded()          // box.frame == (20, 20, 100, 100)
/// ```
///
/// Nothing here is `@MainActor`; a hierarchy is not thread-safe, but separate hierarchies may
/// be used on separate threads.
open class View: LayoutItem {
    @usableFromInline let layoutVariables = ItemHandle(isGuide: false)
    /// The state most views leave at its defaults, made on the first change (View+Extras.swift).
    var extras: ViewExtras?
    /// The view controller whose root view this is. Read per view by every layout pass; most
    /// views never had one, which the handle's flag answers without touching the `weak`
    /// property (a weak load).
    var owningViewController: ViewController? {
        get { layoutVariables.mayHaveController ? extras?.owningViewController : nil }
        set {
            if newValue != nil { layoutVariables.mayHaveController = true }
            if newValue != nil || extras != nil { viewExtras.owningViewController = newValue }
        }
    }

    /// Creates a view with a frame (used as is while `translatesAutoresizingMaskIntoConstraints`
    /// is true). A frame with a NaN, infinite or huge (beyond 1e15) value is refused: the view
    /// starts at `.zero` and an issue is recorded.
    public init(frame: Rect = .zero) {
        let problem = InputValidation.problem(frame)
        layoutVariables.attach(self)
        layoutVariables.storedFrame = problem == nil ? frame : .zero  // no size-change mark in init
        if let problem { refuse("frame", problem) }
    }

    /// Releases the subtree iteratively: a subview held only by this view hands its own
    /// subviews over before it goes, so a chain of 100,000 nested views does not recurse
    /// 100,000 deinits deep (which overflows the stack).
    deinit {
        layoutVariables.detach()
        guard !subviews.isEmpty else { return }
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) && !view.subviews.isEmpty {
                pending.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }

    /// True (the default): the frame set by hand is held by required constraints made at
    /// layout time. Set it to false for a view placed by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutVariables.translatesAutoresizing }
        set {
            guard newValue != layoutVariables.translatesAutoresizing else { return }
            layoutVariables.translatesAutoresizing = newValue
            markDirty()
        }
    }

    /// Whether the view is hidden. A hidden view is still laid out (its constraints hold), except
    /// as an arranged subview of a stack view, where it takes no space and no spacing.
    public var isHidden = false {
        didSet { if oldValue != isHidden { superview?.subviewHiddenDidChange(self) } }
    }

    /// Called on the superview when a subview's `isHidden` changes; a stack view overrides it
    /// to collapse or restore an arranged view.
    func subviewHiddenDidChange(_ subview: View) {}

    /// Called on the superview before a subview leaves it (UIKit's `willRemoveSubview`); a stack
    /// view overrides it to stop arranging the view.
    func willRemoveSubview(_ subview: View) {}

    /// The frame in the superview's coordinate space (for a scroll view's subviews: content
    /// coordinates). Written by layout, rounded to the pixel grid.
    ///
    /// With a `transform` other than the identity, the frame is the box around the transformed
    /// bounds (UIKit's), while layout and `bounds` keep the untransformed size; setting it then
    /// sets the untransformed rectangle whose transformed box it is (for scales and moves).
    public var frame: Rect {
        get {
            guard let extras, !extras.transform.isIdentity else { return storedFrame }
            return transformedFrame(extras)
        }
        set {
            if let problem = InputValidation.problem(newValue) { return refuse("frame", problem) }
            storedFrame = untransformedFrame(newValue)
            markDirty()
        }
    }

    /// The view's own coordinate space: its size at the origin (a scroll view's origin is its
    /// `contentOffset`).
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            if let problem = InputValidation.problem(newValue.size) { return refuse("bounds", problem) }
            storedFrame.size = newValue.size
            markDirty()
        }
    }

    /// The origin of `bounds`: zero, or a scroll view's content offset.
    var boundsOrigin: Point { .zero }

    /// The kind of item this view's anchors refer to.
    var anchorKind: ItemKind { .view }

    /// Whether the engine treats the view specially (its subclass), known without a dynamic
    /// cast: the engine asks it of every view it refreshes.
    var engineRole: EngineRole { .plain }

    /// The view this one is a subview of; nil once that view is gone (a subview does not keep
    /// its superview alive).
    public private(set) var superview: View? {
        get { superviewHandle?.view }
        set { superviewHandle = newValue?.layoutVariables }
    }
    /// The subviews, back to front. (Stored in the view's `ItemHandle`, see View+Storage.swift;
    /// `View.deinit` empties it.)
    public private(set) var subviews: [View] {
        get { layoutVariables.subviewList }
        _modify { yield &layoutVariables.subviewList }
    }
    /// A name shown in diagnostics.
    public var identifier: String? {
        get { extras?.identifier }
        set { if newValue != nil || extras != nil { viewExtras.identifier = newValue } }
    }

    /// Creates a view with a zero frame. A subclass that overrides `init(frame:)` keeps this
    /// `init()`, as UIKit's views do, so ported `MyView()` calls still compile.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Adds a subview (moving it from its current superview). Adding a view to itself or to one
    /// of its descendants is refused with an `.invalidConstraint` issue.
    public func addSubview(_ view: View) {
        // `view` can only be an ancestor when both share a root (an O(1) test that spares the
        // walk up a deep hierarchy when a new view is added).
        if view === self || (view.root === root && isDescendant(of: view)) {
            engine.record(
                LayoutIssue(
                    kind: .invalidConstraint, constraint: nil, conflictingConstraints: [],
                    description:
                        "Cannot add \(itemName(view)) as a subview of \(itemName(self)): it would become its own ancestor. The call was ignored."
                ))
            return
        }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.append(view)
            return
        }
        view.removeFromSuperview()
        let childEngine = view.engineStorage
        childEngine?.settleDeferredFrames()  // in the mapping of the hierarchy they were laid out in
        view.engineStorage = nil
        subviews.append(view)
        view.superview = self
        let newRoot = root
        let newRootHandle = newRoot.layoutVariables
        view.forEachInSubtree {
            $0.rootHandle = newRootHandle
            $0.layoutVariables.takeDepthFromSuperview()
        }
        let target = engine
        if let childEngine { target.absorb(childEngine, subtree: view) }
        target.adopt(subtree: view)
        markSubviewsChanged()
    }

    /// Removes the view from its superview. Constraints between the view's subtree and the rest
    /// of the hierarchy are deactivated, as in UIKit; those inside the subtree stay active.
    public func removeFromSuperview() {
        guard let parent = superview else {
            // Its superview was freed: the subtree's constraints go to an engine of its own,
            // which `addSubview` then hands over.
            if superviewHandle != nil { becomeRoot() }
            return
        }
        parent.willRemoveSubview(self)
        let oldEngine = parent.engine
        // The subtree's members, gathered once: testing each ancestor's constraints by walking
        // up from their items cost O(depth) per constraint, O(depth²) in a deep hierarchy.
        var members = Set<ObjectIdentifier>()
        var handles: [ItemHandle] = []
        forEachInSubtree {
            members.insert(ObjectIdentifier($0))
            handles.append($0.layoutVariables)
        }
        var ancestor: View? = parent
        while let a = ancestor {
            for c in a.heldConstraints(involving: members, handles: handles) { a.uninstall(c) }
            ancestor = a.superview
        }
        oldEngine.release(subtree: self)
        if let index = parent.subviews.indexFromEnds(of: self) { parent.subviews.remove(at: index) }
        becomeRoot()
        parent.markSubviewsChanged()
    }

    /// Makes this view the root of its subtree, with an engine of its own that takes the
    /// subtree's constraints: after `removeFromSuperview()`, or once its superview was freed
    /// (a UIKit view's superview removes its subviews as it goes; the constraints inside were
    /// registered with the freed hierarchy's engine, and would read active and hold nothing).
    @discardableResult private func becomeRoot() -> LayoutEngine {
        superview = nil
        forEachInSubtree {
            $0.rootHandle = layoutVariables
            $0.layoutVariables.takeDepthFromSuperview()
        }
        rootHandle = nil
        let e = makeEngine()
        e.adopt(subtree: self)
        e.reinstall(subtree: self)
        return e
    }

    /// Gives this view, a root, a new engine of its own.
    private func makeEngine() -> LayoutEngine {
        let e = LayoutEngine(root: self)
        engineStorage = e
        return e
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The closest view that is an ancestor of (or equal to) both.
    func closestCommonAncestor(with other: View) -> View? {
        if other === self || other.superview === self { return self }
        if superview === other || (superview != nil && superview === other.superview) { return superview === other ? other : superview }
        func depth(_ v: View) -> Int {
            var d = 0, c = v
            while let s = c.superview { d += 1; c = s }
            return d
        }
        var a: View = self, b: View = other
        var da = depth(a), db = depth(b)
        while da > db, let s = a.superview { a = s; da -= 1 }
        while db > da, let s = b.superview { b = s; db -= 1 }
        while a !== b {
            guard let sa = a.superview, let sb = b.superview else { return nil }
            a = sa
            b = sb
        }
        return a
    }

    /// The root of the hierarchy.
    var root: View {
        if let cached = rootHandle?.view { return cached }
        var current = self
        while let s = current.superview { current = s }
        return current
    }

    /// The window of the hierarchy, if its root is one.
    public var window: Window? { root as? Window }

    /// The hierarchy's engine, made on first use. Found on handles when the cached root is
    /// live (loading views would retain and release them), else from `root`.
    var engine: LayoutEngine {
        if let cached = rootHandle {
            if cached.isLive, let e = cached.engineStorage { return e }
        } else if superviewHandle == nil, let e = engineStorage {
            return e  // a root
        }
        let r = root
        if let e = r.engineStorage { return e }
        if r.superviewHandle != nil { return r.becomeRoot() }  // its superview was freed
        return r.makeEngine()
    }

    /// Tells the engine this view's autoresizing or intrinsic constraints need a refresh.
    func markDirty() {
        // A lone view without an engine has nothing to refresh yet: the engine made for it, or
        // the hierarchy it joins, marks it then.
        if superviewHandle?.isLive != true && engineStorage == nil { return }
        engine.markDirty(self)
    }

    /// Calls `body` on this view and every descendant, depth first (parents before their
    /// subviews, subviews in order), with an explicit stack: hierarchies may be any depth.
    func forEachInSubtree(_ body: (View) -> Void) {
        if subviews.isEmpty { return body(self) }  // a leaf: no stack to allocate
        var stack: [View] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    // MARK: Intrinsic size

    /// The size the view's content needs, or `View.noIntrinsicMetric` on an axis without one.
    /// Settable here (a plain view has none); subclasses may override the getter.
    open var intrinsicContentSize: Size {
        get { storedIntrinsicContentSize }
        set {
            storedIntrinsicContentSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The value for "no intrinsic size on this axis": -1.
    public static let noIntrinsicMetric: Double = -1

    /// Tells the engine to read `intrinsicContentSize` again at the next layout.
    public func invalidateIntrinsicContentSize() { markDirty() }

    /// How strongly the view resists growing beyond its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size.
    public func setContentHuggingPriority(_ p: LayoutPriority, for axis: Axis) {
        if let problem = InputValidation.problem(p) { return refuse("the content hugging priority", problem) }
        if axis == .horizontal { hugging.horizontal = p } else { hugging.vertical = p }
        markDirty()
    }

    /// How strongly the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size.
    public func setContentCompressionResistancePriority(_ p: LayoutPriority, for axis: Axis) {
        if let problem = InputValidation.problem(p) { return refuse("the compression resistance priority", problem) }
        if axis == .horizontal { compressionResistance.horizontal = p } else { compressionResistance.vertical = p }
        markDirty()
    }

    // MARK: Layout pass hooks (UIKit's order: see `layoutIfNeeded()`)

    /// Lays out subviews by hand, after constraints have set every frame. Called top-down by
    /// `layoutIfNeeded()` on views whose bounds size changed, that gained or lost a subview, or
    /// that `setNeedsLayout()` marked. The default does nothing; frames set here (on subviews
    /// with `translatesAutoresizingMaskIntoConstraints` true) take effect before
    /// `layoutIfNeeded()` returns.
    open func layoutSubviews() {}

    /// Updates this view's constraints before the solve. Called subviews first on views marked
    /// by `setNeedsUpdateConstraints()` (every view once when it joins a hierarchy). The default
    /// does nothing; overrides call `super.updateConstraints()` as in UIKit.
    open func updateConstraints() {}

    /// Called in the layout pass when `safeAreaInsets` changed. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called in the layout pass when the layout margins guide's insets changed (own margins,
    /// system minimum, or the safe area they are measured from). The default does nothing.
    open func layoutMarginsDidChange() {}

    /// Called in the layout pass, before `layoutSubviews()`, when `traitCollection` changed
    /// (size class, text size, direction or scale), with the previous traits (nil the first
    /// time the view gets a window's traits). The default does nothing.
    open func traitCollectionDidChange(_ previous: TraitCollection?) {}

    /// The size that best fits `size` (UIKit's `sizeThatFits(_:)`): a plain view's is its
    /// current bounds size, a label's its text's (see `Label`). Override to measure custom
    /// content; `sizeToFit()` uses it. Layout never calls it.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Extra values that may shift baselines (a label's font); plain views have their baselines
    /// at the bottom.
    var firstBaselineFromTop: Double? { nil }
    /// Distance from the last baseline to the bottom edge.
    var lastBaselineFromBottom: Double { 0 }
}
