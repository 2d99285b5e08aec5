extension LayoutEngine {
    /// The system guides a scroll-only layout brings up to date: those of the scrolled scroll
    /// views (they follow the visible bounds) and of the views the solver moved (floating
    /// views). A guide inside the content keeps its constants while the content scrolls — its
    /// safe area is open there — unless the content sees an unsafe edge, a keyboard is shown,
    /// or a direct subview preserves the scroll view's margins; then every guide is visited.
    /// So scrolling costs what floats, not what the content holds.
    func scrollAffectedGuides() -> [GuideSupport] {
        let geometry = self.geometry
        var result: [GuideSupport] = []
        var seen = Set<ObjectIdentifier>()
        for entry in state.scrolling.scrolledInThisLayout {
            guard let scrollView = entry.view else { continue }
            if window?.keyboardFrame != nil || geometry.contentSeesSafeArea(of: scrollView)
                || scrollView.subviews.contains(where: { $0.preservesSuperviewLayoutMargins })
            {
                return state.support.guideOrder
            }
            appendGuides(of: scrollView, to: &result, seen: &seen)
        }
        let changed = state.views.changedVariables, table = state.views.itemsByVariable
        changed.forEachView(in: table) { ref in
            if ref.isOrigin { appendGuides(of: ref.view, to: &result, seen: &seen) }
        }
        return result
    }

    /// Appends the supports of `view`'s system guides (and their twins) not in `seen` yet. A
    /// method with `inout` lists rather than a local function: a local function capturing the
    /// lists, called from the closure above, boxed them, and each access then paid a dynamic
    /// exclusivity check.
    private func appendGuides(of view: View, to result: inout [GuideSupport], seen: inout Set<ObjectIdentifier>) {
        for guide in view.systemGuides.values {
            for g in [guide, guide.existingTwin] {
                guard let g, let support = state.support.guides[ObjectIdentifier(g)],
                    seen.insert(ObjectIdentifier(support)).inserted
                else { continue }
                result.append(support)
            }
        }
    }
}
