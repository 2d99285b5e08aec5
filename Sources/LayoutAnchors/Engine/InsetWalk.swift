/// Which subviews the hook walk (LayoutEngine+Hooks.swift) must visit when the safe region
/// their superview hands down may have changed: its own safe area changed, or it is a scroll
/// view whose content moves under the unsafe edges as it scrolls (UIKit updates the safe
/// area of scrolled content, so a content view scrolled 20 pt under the status bar has a top
/// inset of 47 + 20 and is told so).
///
/// A subview's safe area is its overhang beyond that region, plus its controller's
/// additional insets (unchanged here); its margins are its safe area plus its own margins,
/// or follow its superview's. So it can report a change only when it reported insets or
/// margins other than none / the default before, its margins follow its superview's, or it
/// overhangs the region now. A subview that does none of these keeps reporting no safe area
/// and the default margins, and so does its whole subtree (a zero safe area hands no region
/// down): skipping it keeps a scroll of a long list from visiting every row.
enum InsetWalk {
    /// Whether `sub` can see its insets change under `region` (screen coordinates; nil: every
    /// edge open), `shift` being the sum of its ancestors' bounds origins and `frame` the
    /// solver's horizontal frame.
    static func mayChange(_ sub: View, region: SafeRegion?, shift: Point, frame: SolverFrame) -> Bool {
        let vars = sub.layoutVariables
        if vars.reportsInsets || sub.preservesSuperviewLayoutMargins { return true }
        guard let region else { return false }
        var rect = frame.rect(of: vars)
        rect.origin.x -= shift.x
        rect.origin.y -= shift.y
        return region.overhang(of: rect) != EdgeInsets()
    }
}
