extension View {
    /// Creates a view with a zero frame. A subclass that overrides `init(frame:)` keeps this
    /// `init()`, as UIKit's views do, so ported `MyView()` calls still compile.
    public convenience init() {
        self.init(frame: .zero)
    }
}
