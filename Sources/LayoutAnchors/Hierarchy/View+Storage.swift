/// The view's layout state, each field forwarded to its `ItemHandle` (see the note on
/// exclusivity there): the engine reads and writes these on every layout, per view. Two public
/// properties are stored there as well, `subviews` and `translatesAutoresizingMaskIntoConstraints`
/// (View.swift): on `View`, a public class, each access to them would be checked for
/// exclusivity at run time, several times per view and layout (BENCHMARKS.md, "Unsafe code").
extension View {
    /// The frame, with the marks its change sets (`ItemHandle.setFrame`).
    var storedFrame: Rect {
        get { layoutVariables.storedFrame }
        @inline(__always) set { layoutVariables.setFrame(newValue) }
    }

    /// The engine, when this view is the root of its hierarchy and one was made.
    var engineStorage: LayoutEngine? {
        get { layoutVariables.engineStorage }
        _modify { yield &layoutVariables.engineStorage }
    }

    /// What the layout pass still has to call on this view and below (LayoutEngine+Hooks.swift).
    var hookMarks: HookMarks {
        get { layoutVariables.hookMarks }
        _modify { yield &layoutVariables.hookMarks }
    }

    /// The subviews that got a "marked view below" bit since this view was last walked.
    var markedSubviews: MarkedSubviews {
        get { layoutVariables.markedSubviews }
        _modify { yield &layoutVariables.markedSubviews }
    }

    /// The traits `traitCollectionDidChange(_:)` last reported (nil: none yet).
    var deliveredTraits: TraitCollection? {
        get { layoutVariables.deliveredTraits }
        _modify { yield &layoutVariables.deliveredTraits }
    }

    /// The constraints this view holds (see `ItemHandle.appendInstalled`).
    var installedConstraints: [LayoutConstraint] { layoutVariables.installedConstraints }

    /// The engine's write stamp when this frame was last written.
    var frameStamp: UInt64 {
        get { layoutVariables.frameStamp }
        _modify { yield &layoutVariables.frameStamp }
    }

    /// The root of the hierarchy, kept by `addSubview` and `removeFromSuperview` for every view
    /// of a moved subtree, so that finding the engine does not walk up a deep hierarchy (that
    /// walk made building an N-deep chain O(N²)). Nil for a root; held as the root's handle,
    /// so it reads nil too once the old root is gone, and `root` then walks up.
    var rootHandle: ItemHandle? {
        get { layoutVariables.rootHandle }
        _modify { yield &layoutVariables.rootHandle }
    }

    /// The superview's handle (see `ItemHandle`: a weak reference without a side table).
    var superviewHandle: ItemHandle? {
        get { layoutVariables.superviewHandle }
        _modify { yield &layoutVariables.superviewHandle }
    }
}
