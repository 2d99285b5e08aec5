/// The width or height class of the environment, as UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Not known: a view outside a window.
    case unspecified
    /// Limited space (an iPhone's width in portrait, its height in landscape).
    case compact
    /// Ample space (an iPad's width).
    case regular
}

/// The layout traits of a view's environment, as UIKit's `UITraitCollection`: size classes,
/// display scale, text size and layout direction. Every view reads them from its window
/// (`View.traitCollection`); `traitCollectionDidChange(_:)` tells views and controllers when
/// they change, so that a screen can switch to a regular-width layout on an iPad:
///
/// ```swift
/// override func traitCollectionDidChange(_ previous: TraitCollection?) {
///     super.traitCollectionDidChange(previous)
///     let regular = traitCollection.horizontalSizeClass == .regular
///     LayoutConstraint.deactivate(regular ? compactConstraints : regularConstraints)
///     LayoutConstraint.activate(regular ? regularConstraints : compactConstraints)
/// }
/// ```
public struct TraitCollection: Equatable, Sendable {
    /// Regular when the window is at least `Window.regularWidthThreshold` wide (or a
    /// phone-shaped landscape window whose short side is at least
    /// `Window.regularLandscapePhoneShortSide`: the Plus, Max and XR phones).
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Compact when the window is less than 500 pt high, else regular.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Points per pixel.
    public var displayScale: Double
    /// The user's text size.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Leading to trailing: left to right or right to left.
    public var layoutDirection: LayoutDirection

    /// Creates traits; the defaults are those of a view outside a window (unspecified size
    /// classes, scale 2, `.large` text, left to right).
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        displayScale: Double = 2,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }
}

extension Window {
    /// The height below which a window's vertical size class is compact (a phone in landscape).
    public static let compactHeightThreshold = 500.0

    /// The traits every view of this window has.
    var windowTraits: TraitCollection {
        TraitCollection(
            horizontalSizeClass: hasRegularWidth ? .regular : .compact,
            verticalSizeClass: frame.height < Window.compactHeightThreshold ? .compact : .regular,
            displayScale: displayScale,
            preferredContentSizeCategory: contentSizeCategory,
            layoutDirection: layoutDirection)
    }
}

extension View {
    /// The traits of the view's environment: its window's, or the defaults of
    /// `TraitCollection()` outside a window. Changes reach `traitCollectionDidChange(_:)` in
    /// the next layout pass.
    public var traitCollection: TraitCollection { window?.windowTraits ?? TraitCollection() }
}

extension ViewController {
    /// The traits of the controller's environment (its view's; the window's before the view
    /// is loaded).
    public var traitCollection: TraitCollection {
        if isViewLoaded { return view.traitCollection }
        return hostWindow?.windowTraits ?? TraitCollection()
    }
}

extension Window {
    /// Called by `resize(to:safeAreaInsets:)` before the root view takes the new size: the
    /// root view controller's `willTransition(to:)` runs first when the traits change (`old`
    /// are the traits before the resize), then `viewWillTransition(to:)` when the size changes,
    /// as UIKit orders them, while its view still has the old size; the next layout pass then
    /// delivers the new traits (`traitCollectionDidChange(_:)`).
    func announceTransition(to size: Size, from old: TraitCollection) {
        guard let controller = rootViewController, controller.isViewLoaded else { return }
        let new = windowTraits
        if new != old { controller.willTransition(to: new) }
        if controller.view.frame.size != size { controller.viewWillTransition(to: size) }
    }
}
