/// A label with deterministic text metrics, so layouts are reproducible on every platform:
/// each character advances 0.5 x pointSize, a line is 1.2 x pointSize high, words wrap at
/// spaces when `numberOfLines != 1` (a word wider than the line on its own is broken between
/// characters, as UIKit's word wrapping does). Its intrinsic height depends on the width it is
/// given (height-for-width, resolved by a further layout pass as UIKit does).
///
/// ```swift
/// let label = Label(text: "Hello")
/// label.numberOfLines = 0
/// ```
public final class Label: View {
    /// Detaches the view's handle first, so that nothing can read the handle's `unowned`
    /// back-reference while the view is deinitialized (see `ItemHandle`). Swift runs every
    /// `deinit` body before any stored property goes, so `View.deinit` would be in time too;
    /// this keeps it so whatever that order. `View.deinit` detaches again (a no-op).
    deinit { layoutVariables.detach() }

    /// Creates a label showing `text`.
    public convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
    }

    /// The text shown.
    public var text: String = "" {
        didSet { textMetricsDidChange() }
    }

    /// The most lines shown; 0 = unlimited. Default 1.
    public var numberOfLines: Int = 1 {
        didSet { textMetricsDidChange() }
    }

    /// The font (default UIKit's: the fixed 17-point system font, which does not follow the
    /// text size; set `Font.preferred(_:)` for Dynamic Type).
    public var font: Font = .system(size: 17) {
        didSet { textMetricsDidChange() }
    }

    /// Whether the font follows the user's text size (UIKit's
    /// `adjustsFontForContentSizeCategory`). Stored for ported code only: here a
    /// `Font.preferred(_:)` font follows the window's text size either way, and a fixed font
    /// never does (UIKit also needs this flag set for the first to follow).
    public var adjustsFontForContentSizeCategory = false

    /// True until the engine's second pass has measured the text at the width the first
    /// (unwrapped) measure gave: set when the text metrics change, and by the engine when a
    /// wrapped label may have more room (see `LayoutEngine.wrapLabelsAtTheirAvailableWidth`).
    /// Declared right after `font` so that it takes the padding after it (no larger instance).
    var measuresUnwrapped = true

    /// The width at which lines wrap; 0 = the width layout gives the label.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { textMetricsDidChange() }
    }

    /// The point size in the hierarchy's content size category.
    var pointSize: Double { font.pointSize(for: window?.contentSizeCategory ?? .large) }

    /// The text, font, line limit or preferred width changed: measure from scratch.
    private func textMetricsDidChange() {
        measuresUnwrapped = true
        invalidateIntrinsicContentSize()
    }

    /// The solved width the engine is measuring the label at, while its variable may not hold
    /// it yet (`LayoutEngine.writeValuesWrappingLabels`); NaN otherwise.
    var widthBeingMeasured = Double.nan

    /// Text width and line count for the width the label is given.
    override public var intrinsicContentSize: Size {
        get {
            if text.isEmpty { return Size(width: 0, height: 0) }
            var maxWidth: Double? = nil
            if numberOfLines != 1 {
                if preferredMaxLayoutWidth > 0 {
                    maxWidth = preferredMaxLayoutWidth
                } else if !measuresUnwrapped && (!translatesAutoresizingMaskIntoConstraints || storedFrame.width > 0) {
                    let solved = widthBeingMeasured.isNaN ? layoutVariables.width.value : widthBeingMeasured
                    if solved > 0 { maxWidth = solved }
                }
            }
            return intrinsicSize(wrappingAt: maxWidth)
        }
        set { storedIntrinsicContentSize = newValue }
    }

    /// The text's size when lines wrap at `maxWidth` (nil: no wrapping), at most
    /// `numberOfLines` lines: the widest line shown by the lines shown times the line height.
    func intrinsicSize(wrappingAt maxWidth: Double?) -> Size {
        textSize(wrappingAt: maxWidth, limit: max(0, numberOfLines))
    }

    /// The size of the text's lines at `maxWidth` (nil, or a one-line label: the whole text,
    /// newlines included and the spaces at its end left out, is one line), counting the first
    /// `limit` lines (0: all of them). The one place sizes come from lines: layout
    /// (`intrinsicSize(wrappingAt:)`) and the public `textSize(wrappingAt:)` /
    /// `lineCount(wrappingAt:)` share it and `LineBreaker`.
    func textSize(wrappingAt maxWidth: Double?, limit: Int) -> Size {
        let pointSize = self.pointSize
        let lines = lineTally(wrappingAt: maxWidth, limit: limit, pointSize: pointSize)
        return Size(width: Double(lines.widest) * 0.5 * pointSize, height: Double(lines.shown) * 1.2 * pointSize)
    }

    /// The text's lines at `maxWidth` in the font at `pointSize`, counted (see
    /// `textSize(wrappingAt:limit:)`); an empty text has none.
    func lineTally(wrappingAt maxWidth: Double?, limit: Int, pointSize: Double) -> LineTally {
        var lines = LineTally(limit: limit)
        if text.isEmpty { return lines }
        guard let maxWidth, numberOfLines != 1 else {
            // The spaces at the end of the text hang here too (see `LineBreaker`); most texts
            // end otherwise, which their last byte tells without walking characters back.
            let endSpaces = text.utf8.last == 0x20 ? text.reversed().prefix { $0 == " " }.count : 0
            lines.take(lineOf: text.count - endSpaces)
            return lines
        }
        return LineBreaker.lines(of: text, maxWidth: maxWidth, advance: 0.5 * pointSize, into: lines)
    }

    /// Whether the label's height depends on the width it is given (it wraps at its solved
    /// width, not at a fixed `preferredMaxLayoutWidth`).
    var wrapsAtSolvedWidth: Bool { numberOfLines != 1 && !(preferredMaxLayoutWidth > 0) && !text.isEmpty }

    /// The text's size when lines wrap at `size.width` (UILabel's): a width of 0 or less, or a
    /// one-line label, does not wrap; at most `numberOfLines` lines count. The result may be
    /// wider than `size.width` (a word longer than the line, a one-line text), as in UIKit.
    override public func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 && size.width.isFinite ? size.width : nil
        return intrinsicSize(wrappingAt: width)
    }

    override var firstBaselineFromTop: Double? { pointSize }
    override var engineRole: EngineRole { .label }
    override var lastBaselineFromBottom: Double { 0.2 * pointSize }
}
