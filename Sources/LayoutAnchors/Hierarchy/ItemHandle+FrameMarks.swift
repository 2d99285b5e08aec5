/// A view's frame as its handle holds it, and the hook marks a frame change sets: a change of
/// size marks the view for `layoutSubviews()`, as UIKit does, whether the frame was set by hand
/// or written by layout; a move alone may change the view's safe area and margins.
///
/// On the handle rather than the view: frame writing reaches every moved view through its
/// handle, so a layout that moves a long list never loads the views themselves.
extension ItemHandle {
    /// Sets the frame and the marks its change calls for (see above).
    @inline(__always) func setFrame(_ newValue: Rect) {
        // The frame last written, not a deferred one settled: its marks were set or judged
        // unseen when it was deferred.
        let old = frameStorage
        frameStorage = newValue
        frameIsDeferred = false
        if old.size != newValue.size {
            markForLayoutSubviews()
        } else if old.origin != newValue.origin {
            markMovedForInsetCheck()
        }
    }

    /// Sets the `layoutSubviews()` mark.
    func markForLayoutSubviews() {
        hookMarks.insert(.needsLayoutSubviews)
        propagateMark(.layoutSubviewsBelow)
    }

    /// A view that moves without changing size can enter or leave the unsafe area (a banner
    /// pushed down out of the status bar, a card slid under the home indicator): UIKit then
    /// updates its safe area and calls `safeAreaInsetsDidChange()` (and
    /// `layoutMarginsDidChange()` when its margins follow). The layout pass reports inset
    /// changes for each view it visits (LayoutEngine+Hooks.swift) but walks only marked
    /// branches, and a move sets no `layoutSubviews()` mark; so a moved view whose insets can
    /// change is put on the walk's path: it reported insets before, its superview reported
    /// some (and so may hand a safe region down), or its margins follow its superview's.
    /// Other moves (the bulk: rows of a list inside an inset-free content view) cost one
    /// check, made inline.
    @inline(__always) func markMovedForInsetCheck() {
        guard reportsInsets || preservesSuperviewMargins || superviewHandle?.reportsInsets == true else { return }
        markMovedForInsetWalk()
    }

    /// The rare part of `markMovedForInsetCheck`, kept out of line.
    @inline(never) private func markMovedForInsetWalk() {
        propagateMark(.layoutSubviewsBelow)
    }

    /// Sets a "marked view below" bit here and on each ancestor up to the first that has it,
    /// listing each newly marked view in its superview's `markedSubviews`, so that the walk
    /// visits marked branches without scanning every subview.
    func propagateMark(_ below: HookMarks) {
        var vars = self
        while !vars.hookMarks.contains(below) {
            vars.hookMarks.insert(below)
            guard let parent = vars.superviewHandle, parent.isLive else { return }
            let entry = WeakSubview(handle: vars)
            if below == .layoutSubviewsBelow {
                parent.markedSubviews.layout.append(entry)
            } else {
                parent.markedSubviews.update.append(entry)
            }
            vars = parent
        }
    }
}
