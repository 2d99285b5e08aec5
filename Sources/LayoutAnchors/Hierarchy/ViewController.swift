/// Manages a view: the counterpart of UIKit's `UIViewController`. Its `view` is made by
/// `loadView()` on first access, then `viewDidLoad()` runs; as a window's
/// `rootViewController` the view fills the window.
///
/// ```swift
/// final class Forecast: ViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(scrollView)
///     }
/// }
/// ```
open class ViewController {
    private var loadedView: View?
    /// The window this controller is the root of. Weak, as in UIKit: the window holds its
    /// root view controller, and the user holds the window. Held as the window's handle (see
    /// `ItemHandle`: a `weak` reference would slow every retain of the window).
    var hostWindow: Window? {
        get { hostWindowHandle?.view as? Window }
        set { hostWindowHandle = newValue?.layoutVariables }
    }
    private var hostWindowHandle: ItemHandle?
    private var isLoading = false

    /// Creates a view controller; its view is loaded lazily.
    public init() {}

    /// The root view, loaded (`loadView()` then `viewDidLoad()`) on first access.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            if !isLoading {
                isLoading = true
                loadView()
                isLoading = false
                if loadedView == nil { self.view = View() }
                // UIKit's root view has the screen's bounds when `viewDidLoad` runs; code that
                // reads `view.frame.size` there (pagers sizing their pages) needs it.
                if let window = hostWindow, let root = loadedView { root.frame = window.bounds }
                viewDidLoad()
            }
            if let loadedView { return loadedView }
            let v = View()
            self.view = v
            return v
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue.owningViewController = self
            // A root view's own margins start at the system minimum (UIKit's `layoutMargins`:
            // "for the root view of a view controller, the default value of this property
            // reflects the system minimum margins"): 0 top and bottom, 16 at the sides, raised
            // to 20 in a regular-width window by the minimum itself. Margins already changed
            // from the default 8 are the app's and stay.
            if newValue.storedMargins == View.defaultMargins { newValue.storedMargins = View.rootViewMargins }
            newValue.markDirty()
        }
    }

    /// True once the view exists.
    public var isViewLoaded: Bool { loadedView != nil }

    // MARK: Layout pass hooks (called by the view's layout pass, as in UIKit)

    /// Updates the controller's constraints before the solve, in the view's turn of the
    /// `updateConstraints()` phase (subviews first). The default calls the view's
    /// `updateConstraints()`; overrides call `super.updateViewConstraints()` as in UIKit.
    open func updateViewConstraints() {
        view.updateConstraints()
    }

    /// Called before the view's `layoutSubviews()` (its frames are already solved).
    open func viewWillLayoutSubviews() {}

    /// Called after the view's `layoutSubviews()`, before its subviews are laid out.
    open func viewDidLayoutSubviews() {}

    /// Called in the layout pass when the view's `safeAreaInsets` changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called by `Window.resize(to:safeAreaInsets:)` with the new size, before the window
    /// changes size and lays out again (rotation, split view).
    open func viewWillTransition(to size: Size) {}

    /// Called by `Window.resize(to:safeAreaInsets:)` when the resize changes the traits (a
    /// rotation that changes a size class), with the new traits, before
    /// `viewWillTransition(to:)` and before the view takes the new size (UIKit's
    /// `willTransition(to:with:)`, without the coordinator). Text size and direction changes
    /// are not transitions: they reach `traitCollectionDidChange(_:)` only.
    open func willTransition(to newCollection: TraitCollection) {}

    /// Called in the layout pass, before the view's `traitCollectionDidChange(_:)`, when the
    /// traits changed, with the previous traits (nil the first time).
    open func traitCollectionDidChange(_ previous: TraitCollection?) {}

    /// Makes the view; the default makes a plain `View`. Overrides assign `view`.
    open func loadView() {
        view = View()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// Extra insets added to the safe area of the view and its descendants. A NaN, infinite or
    /// huge (beyond 1e15) inset is refused with an issue; the old insets stay.
    public var additionalSafeAreaInsets = EdgeInsets() {
        didSet {
            if let problem = InputValidation.problem(additionalSafeAreaInsets) {
                additionalSafeAreaInsets = oldValue
                let issue = LayoutIssue(
                    kind: .invalidConstraint, constraint: nil, conflictingConstraints: [],
                    description: "Refused to set additionalSafeAreaInsets of \(self): \(problem). The old value stays.")
                if let loadedView { loadedView.engine.record(issue) } else { LayoutEngine.orphanIssue(issue) }
                return
            }
            if let loadedView { loadedView.setNeedsLayout() }
        }
    }

    /// Whether the root view's layout margins are at least the system minimum (16 compact,
    /// 20 regular width, leading and trailing). Default true.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if let loadedView { loadedView.setNeedsLayout() } }
    }
}

extension View {
    /// A view's own layout margins until the app changes them: 8 on every side.
    static let defaultMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// A view controller's root view's own margins: the compact system minimum.
    static let rootViewMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
}
