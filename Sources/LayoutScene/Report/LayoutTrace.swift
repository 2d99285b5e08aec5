import LayoutAnchors

/// The view tree with frames and ambiguity marks, in the style of UIKit's
/// `_autolayoutTrace`, built from LayoutAnchors' public API:
///
/// ```
/// •Window:window (0, 0, 390, 844)
/// |   •View:view (0, 0, 390, 844)
/// |   |   *ScrollView:scroll (0, 0, 390, 844)
/// |   |   |   *View:content (0, 0, 390, 1288) - AMBIGUOUS LAYOUT
/// ```
///
/// `*` marks a view laid out by constraints (`translatesAutoresizingMaskIntoConstraints` off),
/// `•` one placed by its frame or autoresizing mask. Frames are in superview coordinates.
public enum LayoutTrace {
    /// The trace of `view` and its subtree (`View.layoutTrace()`), no trailing newline.
    public static func trace(of view: View) -> String {
        view.layoutTrace()
    }

    /// Text cut to 24 characters with an ellipsis.
    static func shortened(_ text: String) -> String {
        View.shortened(text)
    }
}
