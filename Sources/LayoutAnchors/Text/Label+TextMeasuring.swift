extension Label {
    /// The size the whole text needs with the label's deterministic metrics when it wraps at
    /// `width` with no limit on the number of lines (a one-line label, or `width` nil, does not
    /// wrap): the widest line (or word) and the lines' total height. A label is truncated when
    /// this is larger than its frame, or has more lines than `numberOfLines` allows.
    ///
    /// ```swift
    /// let needed = label.textSize(wrappingAt: label.frame.width)
    /// let truncated = needed.height > label.frame.height
    /// ```
    public func textSize(wrappingAt width: Double?) -> Size {
        textSize(wrappingAt: width, limit: 0)
    }

    /// The number of lines the whole text needs when it wraps at `width` (see `textSize(wrappingAt:)`).
    public func lineCount(wrappingAt width: Double?) -> Int {
        lineTally(wrappingAt: width, limit: 0, pointSize: pointSize).count
    }
}
