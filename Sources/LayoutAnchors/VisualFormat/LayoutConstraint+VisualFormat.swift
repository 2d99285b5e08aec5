// The public entry point of the Visual Format Language.

extension LayoutConstraint {
    /// Creates the constraints described by a visual format string, as UIKit's
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does.
    ///
    /// The whole grammar of Apple's Auto Layout Guide is supported: `H:`/`V:`, the superview
    /// `|`, standard spacing `-` (8 pt between siblings, 20 pt to the superview's edge),
    /// explicit and metric spacing (`-15-`, `-pad-`), predicates with relations, priorities and
    /// lists (`[button(>=50@750,<=200)]`, `-(>=8@500)-`), view-to-view predicates
    /// (`[a(==b)]`) and chains of any length. `options` adds, for each adjacent pair of views,
    /// an equality on every requested alignment attribute, and picks the horizontal direction:
    /// leading/trailing anchors by default, left/right with `.directionLeftToRight`, and with
    /// `.directionRightToLeft` the first view is the rightmost.
    ///
    /// `|` stands for the superview of the view next to it. The constraints are returned in
    /// the order the format is written (alignments last) and are **not** activated.
    ///
    /// - Throws: `VisualFormatError` for a malformed string, an unknown view or metric, a
    ///   priority outside 1...1000, a `|` next to a view without superview, or contradictory
    ///   options; `offset` is the 0-based `Character` offset of the offending token (0 for
    ///   option errors). Nothing is created when it throws.
    public static func constraints(
        withVisualFormat format: String,
        options: FormatOptions = [],
        metrics: [String: Double]? = nil,
        views: [String: View]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let plan: VisualFormatPlan
        do {
            let syntax = try VisualFormatParser.parse(format)
            plan = try VisualFormatResolver(metrics: metrics ?? [:], views: views)
                .plan(syntax, options: options)
        } catch {
            throw VisualFormatError(message: error.message, offset: error.offset)
        }
        return VisualFormatBuilder.constraints(for: plan)
    }
}
