/// Computations that depend on the environment (window, view controllers, scroll offsets)
/// and on the solved frames: safe area insets, layout margins, readable width, keyboard, and
/// the constants that tie each system guide to its owning view.
///
/// All rectangles here are in screen coordinates: the root's, with scroll views' content
/// shifted by their `contentOffset`.
struct EnvironmentGeometry {
    let engine: LayoutEngine

    /// The rectangle a view occupies on screen, from its solved variables.
    func screenRect(of view: View) -> Rect {
        var r = engine.solvedRect(of: view.layoutVariables)
        var ancestor = view.superview
        while let a = ancestor {
            r.origin.x -= a.boundsOrigin.x
            r.origin.y -= a.boundsOrigin.y
            ancestor = a.superview
        }
        return r
    }

    /// How far `rect` reaches beyond `region` on each side (each at most the rect's size).
    func clip(_ rect: Rect, to region: Rect?) -> EdgeInsets {
        guard let region else { return EdgeInsets() }
        return SafeRegion(minX: region.minX, minY: region.minY, maxX: region.maxX, maxY: region.maxY).overhang(of: rect)
    }

    /// A view's safe area insets, propagated from the root as UIKit does.
    func safeAreaInsets(of view: View) -> EdgeInsets {
        var path: [View] = []
        var current: View? = view
        while let v = current { path.append(v); current = v.superview }
        var region: SafeRegion? = nil
        var insets = EdgeInsets()
        for v in path.reversed() {
            let rect = screenRect(of: v)
            insets = safeAreaStep(of: v, rect: rect, region: region)
            if v === view { break }
            region = childRegion(of: v, rect: rect, insets: insets)
        }
        return insets
    }

    /// One step of the propagation: a view's safe area insets from its screen rectangle and
    /// the safe region its superview hands down (nil: no limit).
    func safeAreaStep(of view: View, rect: Rect, region: SafeRegion?) -> EdgeInsets {
        var insets: EdgeInsets
        // The superview test first, on the handles: only a root can be the window, and the
        // cast costs more than the test (this runs for every view the hook walk visits).
        if !view.layoutVariables.hasLiveSuperview, let window = view as? Window {
            insets = window.windowSafeAreaInsets
        } else {
            insets = region?.overhang(of: rect) ?? EdgeInsets()
        }
        if let controller = view.owningViewController, controller.isViewLoaded {
            insets = insets + controller.additionalSafeAreaInsets
        }
        return insets
    }

    /// The safe region a view hands down to its subviews: its rect minus its insets, with the
    /// edges it has no inset on left open (see `SafeRegion`); a scroll view also opens the
    /// edges its content inset already accounts for. Nil when every edge is open.
    func childRegion(of view: View, rect: Rect, insets: EdgeInsets) -> SafeRegion? {
        var open = (left: insets.left == 0, right: insets.right == 0, top: insets.top == 0, bottom: insets.bottom == 0)
        // The kind (a stored byte) before the cast, as for `safeAreaStep`.
        if view.layoutVariables.kind == .scrollView, let scrollView = view as? ScrollView {
            let adjusted = adjustedAxes(of: scrollView)
            if adjusted.horizontal { open.left = true; open.right = true }
            if adjusted.vertical { open.top = true; open.bottom = true }
        }
        let region = SafeRegion(
            minX: open.left ? -.infinity : rect.minX + insets.left, minY: open.top ? -.infinity : rect.minY + insets.top,
            maxX: open.right ? .infinity : rect.maxX - insets.right, maxY: open.bottom ? .infinity : rect.maxY - insets.bottom)
        return region.isOpen ? nil : region
    }

    /// Whether a scroll view's content sees any edge of the safe area (an unsafe edge on an
    /// axis its content inset does not adjust): the content's safe areas then depend on the
    /// content offset.
    func contentSeesSafeArea(of scrollView: ScrollView) -> Bool {
        let rect = screenRect(of: scrollView)
        return childRegion(of: scrollView, rect: rect, insets: safeAreaInsets(of: scrollView)) != nil
    }

    /// The axes on which a scroll view adds its safe area to `contentInset`.
    func adjustedAxes(of scrollView: ScrollView) -> (horizontal: Bool, vertical: Bool) {
        switch scrollView.contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .automatic, .scrollableAxes:
            let size = scrollView.storedContentSize, frame = scrollView.layoutVariables
            let horizontal = scrollView.alwaysBounceHorizontal || size.width > frame.width.value + 1e-9
            var vertical = scrollView.alwaysBounceVertical || size.height > frame.height.value + 1e-9
            if scrollView.contentInsetAdjustmentBehavior == .automatic && scrollView.isUnderNavigationBar { vertical = true }
            return (horizontal, vertical)
        }
    }

    /// `contentInset` plus the safe area on the adjusted axes.
    func adjustedContentInset(of scrollView: ScrollView) -> EdgeInsets {
        var result = scrollView.contentInset
        let axes = adjustedAxes(of: scrollView)
        guard axes.horizontal || axes.vertical else { return result }
        let safe = safeAreaInsets(of: scrollView)
        if axes.horizontal { result.left += safe.left; result.right += safe.right }
        if axes.vertical { result.top += safe.top; result.bottom += safe.bottom }
        return result
    }

    /// The system minimum margins of a view controller's root view: 16 leading/trailing in a
    /// compact-width window, 20 in a regular one; 0 top and bottom.
    func systemMinimumMargin(for view: View) -> Double {
        if let window = engine.window { return window.hasRegularWidth ? 20 : 16 }
        return view.storedFrame.width >= Window.regularWidthThreshold ? 20 : 16
    }

    /// The insets of a view's layout margins guide from its (visible) bounds; `safeArea`, when
    /// given, is the view's safe area insets, already computed, and `direction` the engine's,
    /// already read (the hook walk reads it once, not per view).
    func marginInsets(of view: View, safeArea: EdgeInsets? = nil, direction: LayoutDirection? = nil) -> EdgeInsets {
        let safe = view.insetsLayoutMarginsFromSafeArea ? (safeArea ?? safeAreaInsets(of: view)) : EdgeInsets()
        let direction = direction ?? engine.direction
        var margins = view.absoluteMargins(direction)
        if let controller = view.owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = systemMinimumMargin(for: view)
            margins.left = max(margins.left, minimum)
            margins.right = max(margins.right, minimum)
        }
        var total = safe + margins
        if view.preservesSuperviewLayoutMargins, let parent = view.superview {
            let parentInsets = marginInsets(of: parent, direction: direction)
            let parentRect = screenRect(of: parent)
            let overlap = clip(screenRect(of: view), to: parentRect.inset(by: parentInsets))
            total = EdgeInsets(
                top: max(total.top, overlap.top), left: max(total.left, overlap.left),
                bottom: max(total.bottom, overlap.bottom), right: max(total.right, overlap.right))
        }
        return total
    }

    /// The constants of a system guide's defining constraints, relative to its owning view:
    /// left offset, top offset, width difference, height difference.
    func supportConstants(for guide: LayoutGuide, owner: View) -> [Double] {
        let offset = guide.supportOffset
        let size = Size(width: owner.layoutVariables.width.value, height: owner.layoutVariables.height.value)
        func inset(_ i: EdgeInsets) -> [Double] {
            [offset.x + i.left, offset.y + i.top, -(i.left + i.right), -(i.top + i.bottom)]
        }
        switch guide.kind {
        case .custom, .scrollContent:
            return [0, 0, 0, 0]
        case .scrollFrame:
            return [offset.x, offset.y, 0, 0]
        case .safeArea:
            return inset(safeAreaInsets(of: owner))
        case .margins:
            return inset(marginInsets(of: owner))
        case .readable:
            let m = marginInsets(of: owner)
            let available = max(0, size.width - m.left - m.right)
            let readable = engine.window?.readableWidth(for: engine.category) ?? ReadableWidth.standard(for: engine.category)
            let width = min(available, readable)
            let left = m.left + (available - width) / 2
            return [offset.x + left, offset.y + m.top, width - size.width, -(m.top + m.bottom)]
        case .keyboard:
            var rect = screenRect(of: owner), size = size
            // Not solved yet (the guide is installed in a first layout, before the first
            // solve): its owner's frame set by hand (a window's) is what the solve will give.
            // From a zero rect the guide's top would start at the owner's top, and a view
            // pinned between the safe area and the guide would meet a false conflict.
            if rect.size == .zero && owner.storedFrame.size != .zero {
                rect = owner.convert(owner.bounds, to: nil)
                size = rect.size
            }
            let safeBottom = rect.maxY - safeAreaInsets(of: owner).bottom
            var top = safeBottom
            if let keyboard = engine.window?.keyboardFrame, keyboard.height > 0 { top = min(keyboard.minY, safeBottom) }
            let fromTop = min(max(0, top - rect.minY), size.height)
            return [offset.x, offset.y + fromTop, 0, -fromTop]
        }
    }
}
