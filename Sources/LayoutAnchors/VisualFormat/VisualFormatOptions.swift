// Validation of `FormatOptions` for one format: one direction at most, and alignments that
// lie across the layout axis (a horizontal row aligns tops, a vertical column aligns leadings).

extension VisualFormatResolver {
    /// The direction the options ask for; two directions at once is an error (offset 0).
    static func direction(_ options: FormatOptions) throws(VisualFormatSyntaxError) -> VisualFormatDirection {
        let leftToRight = options.contains(.directionLeftToRight)
        let rightToLeft = options.contains(.directionRightToLeft)
        let leading =
            !FormatOptions.directionLeadingToTrailing.isEmpty
            && options.contains(.directionLeadingToTrailing)
        guard [leftToRight, rightToLeft, leading].filter({ $0 }).count <= 1 else {
            throw VisualFormatSyntaxError(
                message: "Options mask may specify at most one direction", offset: 0)
        }
        if leftToRight { return .leftToRight }
        if rightToLeft { return .rightToLeft }
        return .leadingToTrailing
    }

    /// The alignments the options ask for, in declaration order; an alignment along the
    /// layout axis is an error (offset 0), as in UIKit.
    static func alignments(
        _ options: FormatOptions, orientation: VisualFormatOrientation
    ) throws(VisualFormatSyntaxError) -> [VisualFormatAlignment] {
        let requested = VisualFormatAlignment.allCases.filter { options.contains($0.option) }
        let horizontal = orientation == .horizontal
        if let bad = requested.first(where: { $0.isHorizontalAttribute == horizontal }) {
            let edge = bad.isHorizontalAttribute ? "horizontal" : "vertical"
            let layout = horizontal ? "horizontal" : "vertical"
            throw VisualFormatSyntaxError(
                message: "Options mask required views to be aligned on a \(edge) edge, "
                    + "which is not allowed for layout that is also \(layout)",
                offset: 0)
        }
        return requested
    }
}
