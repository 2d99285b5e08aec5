/// The anchors and the system layout guides of every view.
///
/// The anchor properties are `@inlinable`, as are the anchors' `constraint(...)` methods: in a
/// client built with optimization, an anchor that is made, turned into a constraint and dropped
/// (`row.leadingAnchor.constraint(equalTo: content.leadingAnchor)`) does not escape, so the
/// optimizer keeps it on the stack instead of allocating, releasing and freeing an object
/// (seven per row of `scroll_rows_N`). Each access still makes a fresh anchor, as UIKit's do.
extension View {
    /// The leading edge: left in a left-to-right window, right in a right-to-left one.
    @inlinable
    public var leadingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: layoutVariables, attribute: .leading, kind: layoutVariables.kind)
    }
    /// The trailing edge: right in a left-to-right window, left in a right-to-left one.
    @inlinable
    public var trailingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: layoutVariables, attribute: .trailing, kind: layoutVariables.kind)
    }
    /// The left edge (never flips).
    @inlinable
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutVariables, attribute: .left, kind: layoutVariables.kind) }
    /// The right edge (never flips).
    @inlinable
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutVariables, attribute: .right, kind: layoutVariables.kind) }
    /// The horizontal centre.
    @inlinable
    public var centerXAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: layoutVariables, attribute: .centerX, kind: layoutVariables.kind)
    }
    /// The top edge.
    @inlinable
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: layoutVariables, attribute: .top, kind: layoutVariables.kind) }
    /// The bottom edge.
    @inlinable
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: layoutVariables, attribute: .bottom, kind: layoutVariables.kind) }
    /// The vertical centre.
    @inlinable
    public var centerYAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: layoutVariables, attribute: .centerY, kind: layoutVariables.kind)
    }
    /// The baseline of the first line of text (the bottom edge for a view without text).
    @inlinable
    public var firstBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: layoutVariables, attribute: .firstBaseline, kind: layoutVariables.kind)
    }
    /// The baseline of the last line of text (the bottom edge for a view without text).
    @inlinable
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: layoutVariables, attribute: .lastBaseline, kind: layoutVariables.kind)
    }
    /// The width.
    @inlinable
    public var widthAnchor: LayoutDimension { LayoutDimension(item: layoutVariables, attribute: .width, kind: layoutVariables.kind) }
    /// The height.
    @inlinable
    public var heightAnchor: LayoutDimension { LayoutDimension(item: layoutVariables, attribute: .height, kind: layoutVariables.kind) }

    /// The kind of item this view's anchors refer to.
    /// The system guide of a kind, made on first use.
    func systemGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        if let g = systemGuides[kind] { return g }
        let g = LayoutGuide(kind: kind)
        g.owningView = self
        systemGuides[kind] = g
        return g
    }

    /// The area not covered by the window's unsafe regions (status bar, home indicator) nor by
    /// the view controller's `additionalSafeAreaInsets`. For a scroll view it follows the
    /// visible bounds.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }
    /// The safe area inset by the layout margins.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.margins) }
    /// A column of comfortable reading width, centred in the layout margins.
    public var readableContentGuide: LayoutGuide { systemGuide(.readable) }
    /// The area from the keyboard's top (or the safe area's bottom when no keyboard is shown)
    /// to the view's bottom.
    public var keyboardLayoutGuide: LayoutGuide { systemGuide(.keyboard) }

    /// Adds a custom guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        // Only a guide this view owns can be in its list (an O(1) test before the search).
        guard guide.owningViewHandle !== layoutVariables || ownGuides.indexFromEnds(of: guide) == nil else { return }
        guide.owningView = self
        ownGuides.append(guide)
    }

    /// Removes a custom guide, deactivating every constraint that uses it (as either item, or
    /// as the origin of an `anchorWithOffset(to:)` dimension).
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningViewHandle === layoutVariables, let index = ownGuides.indexFromEnds(of: guide) else { return }
        // A constraint is held by its items' closest common ancestor, so every constraint on
        // the guide is held by its owner or one of the owner's ancestors.
        var ancestor: View? = self
        while let a = ancestor {
            for c in a.heldConstraints(on: guide) { a.uninstall(c) }
            ancestor = a.superview
        }
        ownGuides.remove(at: index)
        guide.owningView = nil
    }

    /// The custom guides added with `addLayoutGuide`.
    public var layoutGuides: [LayoutGuide] { ownGuides }

    /// The layout direction of the hierarchy's window (left-to-right without a window).
    var effectiveLayoutDirection: LayoutDirection { window?.layoutDirection ?? .leftToRight }

    /// Insets from the edges used by `layoutMarginsGuide` (default 8 on every side), left and
    /// right. Margins set here keep their left and right sides when the layout direction
    /// changes (or when the view joins a right-to-left window); margins set through
    /// `directionalLayoutMargins` follow the direction (UIKit recommends that property for
    /// margins that flip, and keeps the two in sync).
    public var layoutMargins: EdgeInsets {
        get { absoluteMargins(effectiveLayoutDirection) }
        set {
            if let problem = InputValidation.problem(newValue) { return refuse("the layout margins", problem) }
            storedMargins = DirectionalEdgeInsets(newValue, .leftToRight)
            flags.marginsAreAbsolute = true
            setNeedsLayout()
        }
    }

    /// The layout margins with leading and trailing, which follow the layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            flags.marginsAreAbsolute ? DirectionalEdgeInsets(storedMargins.absolute(.leftToRight), effectiveLayoutDirection) : storedMargins
        }
        set {
            if let problem = InputValidation.problem(newValue) { return refuse("the layout margins", problem) }
            storedMargins = newValue
            flags.marginsAreAbsolute = false
            setNeedsLayout()
        }
    }

    /// The margins as left / right insets in a layout direction: as stored when they were set
    /// through `layoutMargins`, flipped for right-to-left when set as directional ones.
    func absoluteMargins(_ direction: LayoutDirection) -> EdgeInsets {
        storedMargins.absolute(flags.marginsAreAbsolute ? .leftToRight : direction)
    }

    /// Whether the margins are measured from the safe area (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { flags.insetsFromSafeArea }
        set { flags.insetsFromSafeArea = newValue; setNeedsLayout() }
    }

    /// Whether the superview's margins also apply where they reach into this view (default false).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutVariables.preservesSuperviewMargins }
        set { layoutVariables.preservesSuperviewMargins = newValue; setNeedsLayout() }
    }

    /// The distances by which the safe area is inside the view's edges: the window's unsafe
    /// regions plus the view controller's additional insets, clipped to the view's frame.
    public var safeAreaInsets: EdgeInsets { engine.geometry.safeAreaInsets(of: self) }
}

/// Boolean settings of a view, kept together.
struct ViewFlags {
    var insetsFromSafeArea = true
    /// Set when the margins were last set through `layoutMargins` (left / right, not flipped).
    var marginsAreAbsolute = false
}
