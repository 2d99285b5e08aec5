import LayoutAnchors

/// A device a layout is checked on: its screen in points, its safe area insets per orientation,
/// its display scale, its keyboard height and its horizontal size class. The presets
/// (`Device.iPhone15Pro`, `Device.iPadPro13`...) carry sourced figures; make your own for
/// other screens.
///
/// ```swift
/// let environment = LayoutEnvironment(device: .iPhone16Pro, orientation: .landscape)
/// ```
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The kind of device, which decides its size classes.
    public enum Idiom: Hashable, Sendable {
        /// An iPhone: compact width in portrait; regular in landscape only for the largest.
        case phone
        /// An iPad: regular width in both orientations when full screen.
        case pad
    }

    /// A horizontal size class, as UIKit's `UIUserInterfaceSizeClass`.
    public enum SizeClass: Hashable, Sendable {
        /// System minimum side margins of 16 pt.
        case compact
        /// System minimum side margins of 20 pt.
        case regular
    }

    /// The name reports use, e.g. "iPhone 15 Pro".
    public var name: String
    /// Phone or pad.
    public var idiom: Idiom
    /// The screen in points, in portrait (width < height).
    public var portraitSize: Size
    /// The window's safe area insets in portrait.
    public var portraitSafeArea: EdgeInsets
    /// The window's safe area insets in landscape.
    public var landscapeSafeArea: EdgeInsets
    /// Pixels per point.
    public var displayScale: Double
    /// The software keyboard's height, suggestion bar included, in portrait.
    public var portraitKeyboardHeight: Double
    /// The software keyboard's height, suggestion bar included, in landscape.
    public var landscapeKeyboardHeight: Double
    /// The horizontal size class in landscape (phones differ: the largest are regular).
    public var landscapeSizeClass: SizeClass

    /// A device with its figures.
    public init(
        name: String, idiom: Idiom, portraitSize: Size, portraitSafeArea: EdgeInsets,
        landscapeSafeArea: EdgeInsets, displayScale: Double,
        keyboardHeights: (portrait: Double, landscape: Double), landscapeSizeClass: SizeClass
    ) {
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.displayScale = displayScale
        self.portraitKeyboardHeight = keyboardHeights.portrait
        self.landscapeKeyboardHeight = keyboardHeights.landscape
        self.landscapeSizeClass = landscapeSizeClass
    }

    /// The window size in an orientation (landscape swaps the sides).
    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The window's safe area insets in an orientation.
    public func safeAreaInsets(in orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The horizontal size class of a full-screen window in an orientation (HIG, Layout:
    /// "Device size classes"). The engine derives the same from the window's size (a
    /// landscape phone is regular when its short side is at least 414 pt).
    public func horizontalSizeClass(in orientation: Orientation) -> SizeClass {
        if idiom == .pad { return .regular }
        return orientation == .portrait ? .compact : landscapeSizeClass
    }

    /// The keyboard's frame in window coordinates: full width, at the bottom of the screen.
    public func keyboardFrame(in orientation: Orientation) -> Rect {
        let size = self.size(in: orientation)
        let height = orientation == .portrait ? portraitKeyboardHeight : landscapeKeyboardHeight
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    /// The device's name.
    public var description: String { name }
}

/// How the device is held. Landscape is either side: the presets' insets are symmetric.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
}
