import LayoutAnchors

/// A parsed scene file: a window, the view tree of its root view controller, and the
/// constraints between them. `SceneParser` makes one from JSON text; `SceneBuilder` turns it
/// into a live `Window` hierarchy. See `docs/scene-format.md` for the file format.
public struct Scene: Sendable {
    /// A title for reports and pictures (defaults to the file name).
    public var title: String
    /// The window and its environment.
    public var window: WindowSpec
    /// The root view controller's settings.
    public var controller: ControllerSpec
    /// The root view controller's view (fills the window) and its subtree.
    public var root: ViewSpec
    /// Named numbers usable in VFL strings and anchor expressions.
    public var metrics: [String: Double]
    /// Constraints, in file order.
    public var constraints: [ConstraintSpec]

    /// Every view of the tree, depth first, root first.
    public var allViews: [ViewSpec] {
        var result: [ViewSpec] = []
        func visit(_ v: ViewSpec) { result.append(v); v.subviews.forEach(visit) }
        visit(root)
        return result
    }
}

/// The window a scene is laid out in.
public struct WindowSpec: Sendable {
    /// Points.
    public var size: Size
    /// The window's safe area insets.
    public var safeArea: EdgeInsets = EdgeInsets()
    /// Left-to-right or right-to-left.
    public var direction: LayoutDirection = .leftToRight
    /// The user's text size.
    public var contentSizeCategory: ContentSizeCategory = .large
    /// The keyboard's frame in window coordinates, nil for no keyboard.
    public var keyboardFrame: Rect?
    /// Frames are rounded to 1 / displayScale.
    public var displayScale: Double = 2
}

/// Settings of the root view controller.
public struct ControllerSpec: Sendable {
    /// Added to the root view's safe area.
    public var additionalSafeAreaInsets = EdgeInsets()
    /// Whether the root view's margins are at least the system minimum.
    public var respectsSystemMinimumLayoutMargins = true
}

/// What class a scene view is made of.
public enum ViewKind: String, Sendable, CaseIterable {
    /// A plain `View`.
    case view
    /// A `ScrollView`.
    case scrollView
    /// A `Label` (text with deterministic metrics).
    case label
    /// A `StackView`: its subviews are its arranged subviews, in order.
    case stack
    /// A `TableView` whose rows come from its `list` settings.
    case table
    /// A `CollectionView` (flow layout) whose items come from its `list` settings.
    case collection
}

/// One view of a scene's tree.
public struct ViewSpec: Sendable {
    /// The name constraints use; unique in the scene.
    public var id: String
    /// The class.
    public var kind: ViewKind
    /// Where the view's object starts in the file.
    public var location: SourceLocation
    /// Default false for every view but the root (scene views are laid out by constraints).
    public var translatesAutoresizingMask = false
    /// The frame of a view that translates its autoresizing mask.
    public var frame: Rect?
    /// Intrinsic content size; `View.noIntrinsicMetric` on an axis for none.
    public var intrinsicSize: Size?
    /// Layout margins (left/right form).
    public var margins: EdgeInsets?
    /// Layout margins (leading/trailing form).
    public var directionalMargins: DirectionalEdgeInsets?
    /// `insetsLayoutMarginsFromSafeArea`.
    public var insetsLayoutMarginsFromSafeArea: Bool?
    /// `preservesSuperviewLayoutMargins`.
    public var preservesSuperviewLayoutMargins: Bool?
    /// Content hugging priorities (horizontal, vertical).
    public var hugging: (horizontal: Float?, vertical: Float?) = (nil, nil)
    /// Compression resistance priorities (horizontal, vertical).
    public var compressionResistance: (horizontal: Float?, vertical: Float?) = (nil, nil)
    /// Label settings, for `.label`.
    public var label: LabelSpec?
    /// Scroll view settings, for `.scrollView`.
    public var scroll: ScrollSpec?
    /// Stack view settings, for `.stack`.
    public var stack: StackSpec?
    /// Rows or items, for `.table` and `.collection`.
    public var list: ListSpec?
    /// `isHidden` (a hidden arranged view of a stack takes no space).
    public var isHidden = false
    /// Custom layout guides this view owns, by name.
    public var guides: [String] = []
    /// Children, back to front.
    public var subviews: [ViewSpec] = []
}

/// A label's text and metrics.
public struct LabelSpec: Sendable {
    /// The text.
    public var text: String = ""
    /// 0 for unlimited, default 1.
    public var numberOfLines: Int = 1
    /// The font.
    public var font: Font = .preferred(.body)
    /// 0 = use the solved width.
    public var preferredMaxLayoutWidth: Double = 0
}

/// A scroll view's settings.
public struct ScrollSpec: Sendable {
    /// `contentInset`.
    public var contentInset = EdgeInsets()
    /// Scrolled to this offset after the first layout (nil: not scrolled).
    public var contentOffset: Point?
    /// `contentInsetAdjustmentBehavior`.
    public var adjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// `alwaysBounceVertical`.
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal = false
}

/// A stack view's settings (its arranged subviews are its `subviews`).
public struct StackSpec: Sendable {
    /// `axis` (default horizontal).
    public var axis: Axis = .horizontal
    /// `distribution`.
    public var distribution: StackView.Distribution = .fill
    /// `alignment`.
    public var alignment: StackView.Alignment = .fill
    /// `spacing`.
    public var spacing: Double = 0
    /// `setCustomSpacing(_:after:)`: the name of an arranged subview and the gap after it.
    public var customSpacing: [(view: String, spacing: Double)] = []
    /// `isLayoutMarginsRelativeArrangement`.
    public var layoutMarginsRelative = false
    /// `isBaselineRelativeArrangement`.
    public var baselineRelative = false
}

/// One entry of a scene's `constraints` list.
public struct ConstraintSpec: Sendable {
    /// How the constraint is written.
    public enum Form: Sendable {
        /// An anchor expression such as `content.top == scroll.contentLayoutGuide.top + 8 @999`.
        case anchor
        /// A Visual Format Language string (`H:|-15-[green]-15-|`), with its options.
        case visualFormat(FormatOptions)
    }

    /// The form.
    public var form: Form
    /// The expression or format string.
    public var text: String
    /// Where the first character of `text` is in the file.
    public var textLocation: SourceLocation
    /// The file column of each character of `text` (escapes take more than one column).
    public var textColumns: [Int] = []
    /// A name shown in diagnostics (anchor expressions only).
    public var identifier: String?

    /// The file location of the character at `offset` in `text`.
    public func location(ofOffset offset: Int) -> SourceLocation {
        guard !textColumns.isEmpty else { return textLocation.advanced(by: offset) }
        return SourceLocation(line: textLocation.line, column: textColumns[min(max(offset, 0), textColumns.count - 1)])
    }
}
