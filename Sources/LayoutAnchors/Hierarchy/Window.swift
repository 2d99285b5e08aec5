/// The root of a hierarchy: a screen-sized view that carries the environment — size, safe
/// area insets, layout direction, content size category, display scale and keyboard frame.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844),
///                     safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
/// window.rootViewController = MyViewController()   // its view fills the window
/// window.layoutIfNeeded()
/// ```
public final class Window: View {
    /// Detaches the view's handle first, so that nothing can read the handle's `unowned`
    /// back-reference while the view is deinitialized (see `ItemHandle`). Swift runs every
    /// `deinit` body before any stored property goes, so `View.deinit` would be in time too;
    /// this keeps it so whatever that order. `View.deinit` detaches again (a no-op).
    deinit { layoutVariables.detach() }

    /// The width from which the window is of regular horizontal size class (layout margins of
    /// a view controller's root view at least 20 instead of 16). UIKit derives the size class
    /// from the device: iPads are regular full screen and in the half split of a 12.9" iPad
    /// (678 pt, the narrowest regular iPad window), iPhones are compact in portrait.
    public static let regularWidthThreshold = 678.0

    /// The short side from which a phone-shaped landscape window (less than
    /// `compactHeightThreshold` high) is regular: UIKit makes the Plus, Max and XR phones
    /// (736x414, 896x414, 926x428, 932x430, 956x440) regular in landscape and the others
    /// (667x375, 812x375, 844x390, 852x393, 874x402) compact. Their short sides split at 414
    /// where their widths do not (the 736-pt Plus is regular, the 874-pt 16 Pro compact).
    public static let regularLandscapePhoneShortSide = 414.0

    /// True when the window has a regular horizontal size class: at least
    /// `regularWidthThreshold` wide when it is at least `compactHeightThreshold` high; a
    /// lower (landscape phone) window when its short side is at least
    /// `regularLandscapePhoneShortSide`.
    public var hasRegularWidth: Bool {
        let size = frame.size
        if size.height < Window.compactHeightThreshold {
            return min(size.width, size.height) >= Window.regularLandscapePhoneShortSide
        }
        return size.width >= Window.regularWidthThreshold
    }

    var windowSafeAreaInsets: EdgeInsets
    /// The points-per-pixel factor used to round frames (frames land on 1 / displayScale).
    public let displayScale: Double

    /// Creates a window of a size with its environment.
    public init(
        size: Size, safeAreaInsets: EdgeInsets = EdgeInsets(),
        layoutDirection: LayoutDirection = .leftToRight,
        contentSizeCategory: ContentSizeCategory = .large,
        displayScale: Double = 2
    ) {
        let insetsProblem = InputValidation.problem(safeAreaInsets)
        self.windowSafeAreaInsets = insetsProblem == nil ? safeAreaInsets : EdgeInsets()
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        super.init(frame: Rect(origin: .zero, size: size))
        if let insetsProblem { refuse("the safe area insets", insetsProblem) }
    }

    /// The view controller whose view fills the window. The window holds it; the controller
    /// and its view refer back to the window weakly (as in UIKit), so dropping the window
    /// frees the whole hierarchy.
    public var rootViewController: ViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController {
                old.hostWindow = nil
                if old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
            }
            guard let controller = rootViewController else { return }
            controller.hostWindow = self
            let view = controller.view
            view.frame = bounds
            addSubview(view)
        }
    }

    /// Changes the window's size (rotation, split view) and, optionally, its safe area insets.
    /// A NaN, infinite or huge (beyond 1e15) size or inset is refused with an issue and the
    /// window keeps its size and insets.
    public func resize(to size: Size, safeAreaInsets: EdgeInsets? = nil) {
        if let problem = InputValidation.problem(size) { return refuse("the size", problem) }
        if let problem = safeAreaInsets.flatMap(InputValidation.problem) { return refuse("the safe area insets", problem) }
        let oldTraits = windowTraits
        frame = Rect(origin: frame.origin, size: size)
        if let safeAreaInsets { windowSafeAreaInsets = safeAreaInsets }
        environmentVersion += 1
        announceTransition(to: size, from: oldTraits)
        if let controller = rootViewController, controller.isViewLoaded { controller.view.frame = bounds }
        setNeedsLayout()
    }

    /// Counts changes of the size, safe area, direction, text size and keyboard: a layout that
    /// sees a new count lets wrapped labels grow back (`wrapLabelsAtTheirAvailableWidth`).
    var environmentVersion = 0
    /// The `environmentVersion` the last layout saw.
    var laidOutEnvironmentVersion = 0

    /// The direction of leading-to-trailing layout; changing it lays the hierarchy out again.
    public var layoutDirection: LayoutDirection {
        didSet { if oldValue != layoutDirection { environmentVersion += 1; setNeedsLayout() } }
    }

    /// The user's text size; labels and readable guides follow it.
    public var contentSizeCategory: ContentSizeCategory {
        didSet { if oldValue != contentSizeCategory { environmentVersion += 1; setNeedsLayout() } }
    }

    /// The keyboard's frame in window coordinates, nil when no keyboard is shown. It moves
    /// `keyboardLayoutGuide` only (apps adjust safe areas themselves).
    /// A NaN, infinite or huge (beyond 1e15) frame is refused with an issue.
    public var keyboardFrame: Rect? {
        didSet {
            if let problem = keyboardFrame.flatMap(InputValidation.problem) {
                keyboardFrame = oldValue
                return refuse("keyboardFrame", problem)
            }
            environmentVersion += 1
            setNeedsLayout()
        }
    }

    /// Whether this window's layout issues are also printed to standard error as they are
    /// recorded (the default, as UIKit logs them). Tools that report issues themselves turn
    /// it off; `layoutIssues` keeps every issue either way.
    public var logsLayoutIssues = true

    /// The readable width per content size category used by this window's readable content
    /// guides; replace entries to match another device or OS release.
    public var readableWidths: [ContentSizeCategory: Double] = ReadableWidth.table {
        didSet { setNeedsLayout() }
    }

    /// The readable width of this window for a category.
    func readableWidth(for category: ContentSizeCategory) -> Double {
        readableWidths[category] ?? ReadableWidth.standard(for: category)
    }
}
