import LayoutAnchors

/// The README's scroll-view example, filled in once LayoutAnchors is ready.
func runAnchorsDemo() {}
