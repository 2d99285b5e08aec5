import LayoutAnchors

/// What `layout render` reports about a built scene: the view tree with frames, every scroll
/// view's content size and adjusted insets, and every layout issue with the scene lines of the
/// constraints involved. `text` is the human form, `json` the machine form.
public struct RenderReport: Codable, Equatable, Sendable {
    /// One view.
    public struct ViewEntry: Codable, Equatable, Sendable {
        /// Scene name.
        public var id: String
        /// `View`, `ScrollView`, `Label` or `Window`.
        public var kind: String
        /// Depth in the tree (the window is 0).
        public var depth: Int
        /// Frame in the superview's coordinates, `[x, y, width, height]`.
        public var frame: [Double]
        /// Frame in window coordinates (for views in a scroll view: as currently scrolled).
        public var windowFrame: [Double]
        /// True when laid out by constraints.
        public var autoLayout: Bool
        /// `hasAmbiguousLayout`.
        public var ambiguous: Bool
        /// A label's text.
        public var text: String?
    }

    /// One scroll view.
    public struct ScrollEntry: Codable, Equatable, Sendable {
        /// Scene name.
        public var id: String
        /// `[width, height]`.
        public var contentSize: [Double]
        /// `[x, y]`.
        public var contentOffset: [Double]
        /// `[top, left, bottom, right]`.
        public var adjustedContentInset: [Double]
    }

    /// One layout issue.
    public struct IssueEntry: Codable, Equatable, Sendable {
        /// `unsatisfiable`, `invalidConstraint` or `ambiguousLayout`.
        public var kind: String
        /// The constraint broken or refused, written with scene names.
        public var constraint: String?
        /// Its scene line, if it came from the scene file.
        public var line: Int?
        /// The constraints it conflicts with (scene names, with `(line N)` where known).
        public var conflicts: [String]
        /// The library's own description (UIKit's log style).
        public var message: String
    }

    /// The scene's title.
    public var title: String
    /// `[width, height]`.
    public var windowSize: [Double]
    /// `[top, left, bottom, right]`.
    public var safeArea: [Double]
    /// Views, window first, depth first.
    public var views: [ViewEntry]
    /// Scroll views in tree order.
    public var scrollViews: [ScrollEntry]
    /// Issues, oldest first.
    public var issues: [IssueEntry]
    /// The number of constraints the scene made.
    public var constraintCount: Int
}
