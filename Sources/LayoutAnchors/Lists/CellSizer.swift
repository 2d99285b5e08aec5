/// Where a list measures its self-sizing cells and header views: a window of its own with the
/// list's traits (text size, direction, display scale), holding only the view being measured.
///
/// `systemLayoutSizeFitting` solves a copy of every constraint of the hierarchy the view is
/// in; measured inside the app's window, each row would cost as much as every other live cell
/// and view on screen. Here it costs what the cell's own constraints cost, and text still
/// follows the window's text size.
final class CellSizer {
    private var window: Window?

    /// The size `view` fits at `width` (width required, height at the fitting-size level), or
    /// at `target` on both axes at the fitting-size level when `width` is nil; issues the
    /// measurement recorded are returned for the list to record. `holder` (the view itself,
    /// or the cell whose content view is measured) is taken out of its superview and left
    /// detached.
    func fit(
        _ view: View, in holder: View, width: Double?, target: Size = .zero, like reference: Window?
    ) -> (size: Size, issues: [LayoutIssue]) {
        let window = self.window(like: reference)
        let before = window.layoutIssues.count
        holder.removeFromSuperview()
        // Released from its frame while measured, so that the live layout holds no stale size
        // against the content (which would record a conflict); placed by frame again after.
        let heldByFrame = view.translatesAutoresizingMaskIntoConstraints
        if heldByFrame { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(holder)
        let size: Size
        if let width {
            size = view.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        } else {
            size = view.systemLayoutSizeFitting(target)
        }
        holder.removeFromSuperview()
        if heldByFrame { view.translatesAutoresizingMaskIntoConstraints = true }
        let issues = Array(window.layoutIssues.dropFirst(before))
        return (Size(width: max(0, size.width), height: max(0, size.height)), issues)
    }

    /// The measuring window, made (again) to match the reference window's traits.
    private func window(like reference: Window?) -> Window {
        let scale = reference?.displayScale ?? 2
        let direction = reference?.layoutDirection ?? .leftToRight
        let category = reference?.contentSizeCategory ?? .large
        if let window, window.displayScale == scale, window.layoutIssues.count < 1000 {
            if window.layoutDirection != direction { window.layoutDirection = direction }
            if window.contentSizeCategory != category { window.contentSizeCategory = category }
            return window
        }
        let made = Window(
            size: reference?.bounds.size ?? Size(width: 1000, height: 1000), layoutDirection: direction,
            contentSizeCategory: category, displayScale: scale)
        made.logsLayoutIssues = false  // the list records them in its own hierarchy
        window = made
        return made
    }
}
