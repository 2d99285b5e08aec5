/// Colours and strokes of scene pictures, in one place.
enum SVGStyle {
    static let windowStroke = "#333333"
    static let safeAreaFill = "#e8f1fb"
    static let safeAreaStroke = "#4a90d9"
    static let viewFill = "#6c8ebf"
    static let viewStroke = "#3d5f8f"
    static let scrollFill = "#f5f0d5"
    static let scrollStroke = "#b59a2a"
    static let labelFill = "#82b366"
    static let ambiguous = "#d62728"
    static let floating = "#ff7f0e"
    static let guideStroke = "#2ca02c"
    static let readableStroke = "#9467bd"
    static let visibleStroke = "#1f77b4"
    static let keyboardFill = "#999999"
    static let text = "#222222"
    static let dash = "6 4"
}
