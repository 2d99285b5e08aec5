import LayoutAnchors

/// One set of conditions a screen is laid out in: a device held in an orientation, a text size,
/// a layout direction, and the keyboard shown or not. `makeWindow()` gives a window with that
/// environment; `name` reads "iPhone 15 Pro portrait, XXXL, RTL".
///
/// ```swift
/// let environment = LayoutEnvironment(device: .iPhoneSE3, contentSizeCategory: .accessibilityMedium)
/// let window = environment.makeWindow()
/// window.rootViewController = MyViewController()
/// ```
public struct LayoutEnvironment: Hashable, Sendable, CustomStringConvertible {
    /// The device.
    public var device: Device
    /// How it is held.
    public var orientation: Orientation
    /// The user's text size.
    public var contentSizeCategory: ContentSizeCategory
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection
    /// Whether the software keyboard is up (it sets `Window.keyboardFrame`).
    public var keyboardShown: Bool

    /// An environment; by default portrait, `.large` text, left-to-right, no keyboard.
    public init(
        device: Device, orientation: Orientation = .portrait, contentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight, keyboardShown: Bool = false
    ) {
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.keyboardShown = keyboardShown
    }

    /// The window size in points.
    public var windowSize: Size { device.size(in: orientation) }
    /// The window's safe area insets.
    public var safeAreaInsets: EdgeInsets { device.safeAreaInsets(in: orientation) }
    /// The keyboard's frame in window coordinates, nil when it is not shown.
    public var keyboardFrame: Rect? { keyboardShown ? device.keyboardFrame(in: orientation) : nil }

    /// A new window with this environment (size, safe area, direction, text size, scale and
    /// keyboard). Layout issues are kept in `layoutIssues` but not printed: checks report them.
    public func makeWindow() -> Window {
        let window = Window(
            size: windowSize, safeAreaInsets: safeAreaInsets, layoutDirection: layoutDirection,
            contentSizeCategory: contentSizeCategory, displayScale: device.displayScale)
        window.logsLayoutIssues = false
        window.keyboardFrame = keyboardFrame
        return window
    }

    /// "iPhone 15 Pro portrait, XXXL, RTL" (", keyboard" when it is shown).
    public var name: String {
        var text = "\(device.name) \(orientation.rawValue), \(contentSizeCategory.shortName), "
        text += layoutDirection == .leftToRight ? "LTR" : "RTL"
        if keyboardShown { text += ", keyboard" }
        return text
    }

    /// The name.
    public var description: String { name }

    /// The name as a file name: letters, digits and `-`, words joined by `_`
    /// ("iPhone-15-Pro_portrait_XXXL_RTL").
    public var fileName: String {
        var parts = [
            device.name, orientation.rawValue, contentSizeCategory.shortName,
            layoutDirection == .leftToRight ? "LTR" : "RTL",
        ]
        if keyboardShown { parts.append("keyboard") }
        return parts.map(Self.slug).joined(separator: "_")
    }

    private static func slug(_ text: String) -> String {
        var out = ""
        for c in text {
            if c.isASCII && (c.isLetter || c.isNumber) { out.append(c) } else if c == " " || c == "-" { out.append("-") }
        }
        return out
    }
}

extension ContentSizeCategory {
    /// The short name Settings and Xcode's environment overrides use: XS, S, M, L, XL, XXL,
    /// XXXL, AX1 ... AX5.
    public var shortName: String {
        switch self {
        case .extraSmall: return "XS"
        case .small: return "S"
        case .medium: return "M"
        case .large: return "L"
        case .extraLarge: return "XL"
        case .extraExtraLarge: return "XXL"
        case .extraExtraExtraLarge: return "XXXL"
        case .accessibilityMedium: return "AX1"
        case .accessibilityLarge: return "AX2"
        case .accessibilityExtraLarge: return "AX3"
        case .accessibilityExtraExtraLarge: return "AX4"
        case .accessibilityExtraExtraExtraLarge: return "AX5"
        }
    }
}
