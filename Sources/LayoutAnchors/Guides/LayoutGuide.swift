/// A rectangle that takes part in layout without being a view: the counterpart of UIKit's
/// `UILayoutGuide`. Views own system guides (safe area, margins, readable content, keyboard;
/// a scroll view's frame and content guides) and any custom guide added with `addLayoutGuide`.
///
/// ```swift
/// let spacer = LayoutGuide()
/// view.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalToConstant: 20).isActive = true
/// ```
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// What a guide follows.
    enum Kind: Hashable {
        case custom, safeArea, margins, readable, keyboard, scrollFrame, scrollContent

        /// UIKit's name for the guide.
        var defaultIdentifier: String {
            switch self {
            case .custom: return ""
            case .safeArea: return "UIViewSafeAreaLayoutGuide"
            case .margins: return "UIViewLayoutMarginsGuide"
            case .readable: return "UIViewReadableContentGuide"
            case .keyboard: return "UIKeyboardLayoutGuide"
            case .scrollFrame: return "UIScrollView-frameLayoutGuide"
            case .scrollContent: return "UIScrollView-contentLayoutGuide"
            }
        }
    }

    @usableFromInline let layoutVariables = ItemHandle(isGuide: true)
    let kind: Kind
    /// True for the frame-space twin of a scroll view's floating guide (see `staticTwin`).
    var isStaticTwin = false
    /// The content offset a system guide's defining constants include: its scroll view's, so
    /// that guides which follow the visible bounds move with scrolling (zero for other owners
    /// and for the frame-space twin).
    var supportOffset: Point {
        guard !isStaticTwin, let scroll = owningView as? ScrollView else { return .zero }
        return scroll.storedContentOffset
    }
    private var twin: LayoutGuide?

    /// Whether the guide follows a scroll view's visible bounds (moves with contentOffset).
    var isFloating: Bool {
        guard !isStaticTwin, owningView is ScrollView else { return false }
        switch kind {
        case .scrollFrame, .safeArea, .margins, .readable, .keyboard: return true
        case .custom, .scrollContent: return false
        }
    }

    /// The same guide as seen from outside the scroll view: in the scroll view's frame, not
    /// moving with contentOffset (items outside the scroll view do not scroll).
    var staticTwin: LayoutGuide {
        if let twin { return twin }
        let t = LayoutGuide(kind: kind)
        t.isStaticTwin = true
        t.identifier = identifier + "(frame)"
        t.owningView = owningView
        twin = t
        return t
    }

    /// The twin, if one was made.
    var existingTwin: LayoutGuide? { twin }

    /// Creates a custom guide; add it to a view with `addLayoutGuide`.
    public convenience init() { self.init(kind: .custom) }

    init(kind: Kind) {
        self.kind = kind
        self.identifier = kind.defaultIdentifier
        layoutVariables.attach(self)
    }

    deinit { layoutVariables.detach() }

    /// A name shown in diagnostics.
    public var identifier: String
    /// The view that owns the guide; nil once that view is gone (the guide does not keep it
    /// alive).
    public internal(set) var owningView: View? {
        get { owningViewHandle?.view }
        set { owningViewHandle = newValue?.layoutVariables }
    }
    /// The owning view's handle (a weak reference without a side table, see `ItemHandle`).
    var owningViewHandle: ItemHandle?

    /// The guide's rectangle in the owning view's coordinate space (for a scroll view: content
    /// coordinates), as solved by the last layout and rounded to the pixel grid.
    public var layoutFrame: Rect {
        guard let owner = owningView else { return .zero }
        return owner.engine.layoutFrame(of: self, owner: owner)
    }

    /// True when a solved edge or size of the guide could move without changing how well any
    /// constraint is satisfied. A guide with no owning view takes no part in layout: never.
    public var hasAmbiguousLayout: Bool {
        guard let owner = owningView else { return false }
        return owner.engine.isAmbiguous(self)
    }

    /// The leading edge.
    @inlinable
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutVariables, attribute: .leading, kind: .guide) }
    /// The trailing edge.
    @inlinable
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutVariables, attribute: .trailing, kind: .guide) }
    /// The left edge.
    @inlinable
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutVariables, attribute: .left, kind: .guide) }
    /// The right edge.
    @inlinable
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutVariables, attribute: .right, kind: .guide) }
    /// The horizontal centre.
    @inlinable
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: layoutVariables, attribute: .centerX, kind: .guide) }
    /// The top edge.
    @inlinable
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: layoutVariables, attribute: .top, kind: .guide) }
    /// The bottom edge.
    @inlinable
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: layoutVariables, attribute: .bottom, kind: .guide) }
    /// The vertical centre.
    @inlinable
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: layoutVariables, attribute: .centerY, kind: .guide) }
    /// The width.
    @inlinable
    public var widthAnchor: LayoutDimension { LayoutDimension(item: layoutVariables, attribute: .width, kind: .guide) }
    /// The height.
    @inlinable
    public var heightAnchor: LayoutDimension { LayoutDimension(item: layoutVariables, attribute: .height, kind: .guide) }

    /// `<LayoutGuide: identifier, layoutFrame>`.
    public var description: String { "<LayoutGuide: '\(identifier)' \(layoutFrame)>" }
}
