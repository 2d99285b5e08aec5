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
    /// back-reference while the view is deinitialized (see `ItemVariables`). Swift runs every
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

    /// The font (default `Font.preferred(.body)`).
    public var font: Font = .preferred(.body) {
        didSet { textMetricsDidChange() }
    }

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

    /// The width of a run of characters.
    private func width(of text: Substring) -> Double { Double(text.count) * 0.5 * pointSize }

    /// The lines the text breaks into at `maxWidth` (nil: no wrapping), at most
    /// `numberOfLines` of them unless `limited` is false.
    func lines(maxWidth: Double?, limited: Bool = true) -> [Substring] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let maxWidth, numberOfLines != 1 else { return paragraphs.isEmpty ? [""] : [text[...]] }
        var result: [Substring] = []
        for paragraph in paragraphs {
            var line: Substring = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                if line.isEmpty {
                    line = word
                } else {
                    let candidate = paragraph[line.startIndex..<word.endIndex]
                    if width(of: candidate) <= maxWidth + 1e-9 { line = candidate; continue }
                    result.append(line)
                    line = word
                }
                breakOverlongWord(&line, into: &result, maxWidth: maxWidth)
            }
            result.append(line)
        }
        if limited && numberOfLines > 0 && result.count > numberOfLines { result = Array(result.prefix(numberOfLines)) }
        return result
    }

    /// The text, font, line limit or preferred width changed: measure from scratch.
    private func textMetricsDidChange() {
        measuresUnwrapped = true
        invalidateIntrinsicContentSize()
    }

    /// UIKit's word wrapping (`byWordWrapping`) wraps at word boundaries "unless the word
    /// itself doesn't fit on a single line": a word wider than `maxWidth`, which starts a line
    /// of its own, is broken between characters, as many as fit a line (at least one).
    private func breakOverlongWord(_ line: inout Substring, into result: inout [Substring], maxWidth: Double) {
        let advance = 0.5 * pointSize
        guard advance > 0, width(of: line) > maxWidth + 1e-9 else { return }
        let perLine = max(1, Int((maxWidth / advance + 1e-9).rounded(.down)))
        while line.count > perLine {
            result.append(line.prefix(perLine))
            line = line.dropFirst(perLine)
        }
    }

    /// Text width and line count for the width the label is given.
    override public var intrinsicContentSize: Size {
        get {
            if text.isEmpty { return Size(width: 0, height: 0) }
            var maxWidth: Double? = nil
            if numberOfLines != 1 {
                if preferredMaxLayoutWidth > 0 {
                    maxWidth = preferredMaxLayoutWidth
                } else if !measuresUnwrapped && (!translatesAutoresizingMaskIntoConstraints || storedFrame.width > 0) {
                    let solved = layoutVariables.width.value
                    if solved > 0 { maxWidth = solved }
                }
            }
            return intrinsicSize(wrappingAt: maxWidth)
        }
        set { storedIntrinsicContentSize = newValue }
    }

    /// The text's size when lines wrap at `maxWidth` (nil: no wrapping): the widest line by
    /// the number of lines times the line height.
    func intrinsicSize(wrappingAt maxWidth: Double?) -> Size {
        if text.isEmpty { return Size(width: 0, height: 0) }
        guard let maxWidth, numberOfLines != 1 else {
            // Unwrapped: the whole text is one line (see `lines(maxWidth:limited:)`).
            return Size(width: width(of: text[...]), height: 1.2 * pointSize)
        }
        return WrappedTextMeasure.size(of: text, maxWidth: maxWidth, pointSize: pointSize, limit: max(0, numberOfLines))
    }

    /// Whether the label's height depends on the width it is given (it wraps at its solved
    /// width, not at a fixed `preferredMaxLayoutWidth`).
    var wrapsAtSolvedWidth: Bool { numberOfLines != 1 && !(preferredMaxLayoutWidth > 0) && !text.isEmpty }

    override var firstBaselineFromTop: Double? { pointSize }
    override var engineRole: EngineRole { .label }
    override var lastBaselineFromBottom: Double { 0.2 * pointSize }
}
