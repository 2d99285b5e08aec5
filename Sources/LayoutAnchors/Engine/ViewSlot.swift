/// A registered view and its handle, unretained: one slot of `VariableTable`.
///
/// The only unretained references left in the anchors layer, kept because frame writing
/// copies one per changed variable (thousands per relayout of a long list): holding the view
/// and its handle strongly costs a retain and a release each (BENCHMARKS.md, "Unsafe code").
///
/// Safe because of an invariant the engine keeps: a view is in `itemsByVariable` only while it
/// is in the engine's hierarchy, where its superview chain up to the root retains it (and each
/// view retains its `ItemHandle`, and each handle its superview's), and the table belongs to
/// the engine, which the root owns. Every way out of the hierarchy (`removeFromSuperview`,
/// `addSubview` elsewhere, a rebuild) goes through `release(subtree:)` or
/// `rebuild(without:)`, which drop the view's entry first. `MemorySafetyTests`,
/// `ItemHandleTests` and `LeakTests` run these paths under AddressSanitizer (`Scripts/sanitize`).
struct ViewSlot {
    private let unmanagedView: Unmanaged<View>
    /// The view's own handle (which the view holds): frame writing and the changed-variable
    /// checks read only the handle, so a layout that moves a long list loads no view.
    private let unmanagedHandle: Unmanaged<ItemHandle>

    init(view: View) {
        self.unmanagedView = Unmanaged.passUnretained(view)
        self.unmanagedHandle = Unmanaged.passUnretained(view.layoutVariables)
    }

    /// Calls `body` with the superview's variables, without retaining them (frame writing
    /// reads the parent's origin for every view that moves); `root` for a view without a
    /// superview. Not an optional argument: wrapping the borrowed reference in one copies it,
    /// a retain and a release.
    @inline(__always) func withParent<R>(root: R, _ body: (ItemHandle) -> R) -> R {
        let parent = unmanagedHandle._withUnsafeGuaranteedRef { vars -> Unmanaged<ItemHandle>? in
            vars.superviewHandle.map { Unmanaged.passUnretained($0) }
        }
        guard let parent else { return root }
        return parent._withUnsafeGuaranteedRef(body)
    }

    /// Calls `body` with the view without retaining it. Inlined: frame writing calls it for
    /// every moved view, and as a call its closure was one too.
    @inline(__always) func withView<R>(_ body: (View) -> R) -> R { unmanagedView._withUnsafeGuaranteedRef(body) }

    /// Calls `body` with the view's handle without retaining it.
    @inline(__always) func withHandle<R>(_ body: (ItemHandle) -> R) -> R { unmanagedHandle._withUnsafeGuaranteedRef(body) }

    /// The view's variable at `index` (minX, minY, width, height).
    func variable(at index: Int) -> Variable {
        withHandle { vars in
            switch index {
            case 0: return vars.minX
            case 1: return vars.minY
            case 2: return vars.width
            default: return vars.height
            }
        }
    }
}
