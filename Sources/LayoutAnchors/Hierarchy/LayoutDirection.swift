/// The direction in which text and leading-to-trailing layout run.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is left (English).
    case leftToRight
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft
}
