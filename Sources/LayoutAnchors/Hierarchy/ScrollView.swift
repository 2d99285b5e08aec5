/// A view whose content (its subviews) can be larger than itself and scrolls: the counterpart
/// of UIKit's `UIScrollView`.
///
/// Pin the content to `contentLayoutGuide` (the content area; its size becomes `contentSize`
/// at each layout) and size it against `frameLayoutGuide` (the visible frame). Constraints made
/// by descendants to the scroll view's own edge anchors attach to the content area; its width,
/// height and centre anchors are the frame (Apple's rule). `frameLayoutGuide`,
/// `safeAreaLayoutGuide`, `layoutMarginsGuide` and `readableContentGuide` follow the visible
/// bounds, so views pinned to them float over the scrolling content.
///
/// ```swift
/// LayoutConstraint.activate([
///     content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
///     content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
///     content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
///     content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
///     content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
/// ])
/// ```
open class ScrollView: View {
    /// Detaches the view's handle first, so that nothing can read the handle's `unowned`
    /// back-reference while the view is deinitialized (see `ItemHandle`). Swift runs every
    /// `deinit` body before any stored property goes, so `View.deinit` would be in time too;
    /// this keeps it so whatever that order. `View.deinit` detaches again (a no-op).
    deinit { layoutVariables.detach() }

    var storedContentSize = Size.zero
    /// The content offset; a change moves the bounds, so the scroll view is laid out again
    /// (`layoutSubviews()`), as UIKit does on every scroll.
    var storedContentOffset = Point.zero {
        didSet { if oldValue != storedContentOffset { markForLayoutSubviews() } }
    }
    var storedAdjustedContentInset = EdgeInsets()
    /// True once `setContentOffset` was called: layout no longer places the initial offset.
    var hasBeenScrolled = false

    /// The visible frame: layoutFrame = (contentOffset, bounds.size).
    public var frameLayoutGuide: LayoutGuide { systemGuide(.scrollFrame) }
    /// The content area: layoutFrame = (0, 0, contentSize).
    public var contentLayoutGuide: LayoutGuide { systemGuide(.scrollContent) }

    /// The size of the content; derived from `contentLayoutGuide` at each layout when
    /// constraints use it.
    public var contentSize: Size {
        get { storedContentSize }
        set {
            if let problem = InputValidation.problem(newValue) { return refuse("contentSize", problem) }
            storedContentSize = newValue
            setNeedsLayout()
        }
    }

    /// The point of the content shown at the top-left of the bounds (equal to `bounds.origin`).
    /// A scroll view that has not been scrolled sits at
    /// (-adjustedContentInset.left, -adjustedContentInset.top).
    public var contentOffset: Point {
        get { storedContentOffset }
        set { setContentOffset(newValue) }
    }

    /// Scrolls to `offset`; the next layout moves only what floats. A NaN, infinite or huge
    /// (beyond 1e15) offset is refused with an issue; the scroll view stays where it is.
    public func setContentOffset(_ offset: Point) {
        if let problem = InputValidation.problem(offset) { return refuse("contentOffset", problem) }
        hasBeenScrolled = true
        storedContentOffset = offset
        engine.noteScroll(self)
        reportScrollIfMoved()
    }

    /// Tells the delegate about a change of `contentOffset` it has not heard of yet. Called
    /// when the app or a drag scrolls, and by the layout pass (before the scroll view's
    /// `layoutSubviews()`) for offsets that layout placed, so the delegate never runs while
    /// the solver does.
    func reportScrollIfMoved() {
        guard offsetReportedToDelegate != storedContentOffset else { return }
        offsetReportedToDelegate = storedContentOffset
        delegate?.scrollViewDidScroll(self)
    }

    override var boundsOrigin: Point { storedContentOffset }

    override var anchorKind: ItemKind { .scrollView }
    override var engineRole: EngineRole { .scrollView }

    /// Extra space around the content, set by the app. A NaN, infinite or huge (beyond 1e15)
    /// inset is refused with an issue; the old insets stay.
    public var contentInset = EdgeInsets() {
        didSet {
            if let problem = InputValidation.problem(contentInset) {
                contentInset = oldValue
                return refuse("contentInset", problem)
            }
            setNeedsLayout()
        }
    }

    /// `contentInset` plus the safe area on the axes `contentInsetAdjustmentBehavior` adjusts,
    /// as of the last layout.
    public var adjustedContentInset: EdgeInsets { storedAdjustedContentInset }

    /// Which axes take the safe area into `adjustedContentInset` (default `.automatic`).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { setNeedsLayout() }
    }

    /// Whether the vertical axis counts as scrollable even when the content fits.
    public var alwaysBounceVertical = false {
        didSet { setNeedsLayout() }
    }

    /// Whether the horizontal axis counts as scrollable even when the content fits.
    public var alwaysBounceHorizontal = false {
        didSet { setNeedsLayout() }
    }

    /// Marks the scroll view as the content of a navigation (or tab bar) controller: with
    /// `.automatic`, its vertical insets are then always adjusted, as UIKit does. Default false.
    public var isUnderNavigationBar = false {
        didSet { setNeedsLayout() }
    }

    /// How dragging dismisses the keyboard (recorded only).
    public var keyboardDismissMode = KeyboardDismissMode.none

    /// The object told about scrolling and zooming; held weakly, as UIKit does.
    public weak var delegate: ScrollViewDelegate?

    /// The offset the delegate was last told of (`scrollViewDidScroll`), so that every change
    /// of `contentOffset`, by the app, a drag or layout, is reported once.
    var offsetReportedToDelegate = Point.zero

    /// Whether a released drag comes to rest on a page boundary (a multiple of the bounds size
    /// along each scrollable axis): see `simulateDrag(by:releaseVelocity:)`. Default false.
    public var isPagingEnabled = false

    /// Whether the vertical scroll indicator shows while scrolling (stored only: nothing is
    /// drawn). Default true.
    public var showsVerticalScrollIndicator = true

    /// Whether the horizontal scroll indicator shows while scrolling (stored only: nothing is
    /// drawn). Default true.
    public var showsHorizontalScrollIndicator = true

    /// The zoom state: see ScrollView+Zooming.swift.
    var storedZoomScale = 1.0
    /// The view the last zoom scaled (the delegate's `viewForZooming(in:)` then), read by
    /// layout for `contentSize` without asking the delegate mid-layout.
    weak var zoomedView: View?
    /// The smallest zoom scale (default 1); see `zoomScale`. A value that is not above 0 and
    /// at most 1e6 (NaN, infinite, zero, negative) is refused with an issue.
    public var minimumZoomScale = 1.0 {
        didSet {
            if !ScrollView.isZoomScale(minimumZoomScale) {
                let refused = minimumZoomScale
                minimumZoomScale = oldValue
                refuse("minimumZoomScale", "\(refused) is not a scale above 0 and at most 1e6")
            }
        }
    }
    /// The largest zoom scale (default 1); see `zoomScale`. A value that is not above 0 and
    /// at most 1e6 (NaN, infinite, zero, negative) is refused with an issue.
    public var maximumZoomScale = 1.0 {
        didSet {
            if !ScrollView.isZoomScale(maximumZoomScale) {
                let refused = maximumZoomScale
                maximumZoomScale = oldValue
                refuse("maximumZoomScale", "\(refused) is not a scale above 0 and at most 1e6")
            }
        }
    }
}
