/// A registered view, its handle and its superview's variables, unretained: one slot of
/// `VariableTable`.
///
/// The only unretained references left in the anchors layer, kept because frame writing
/// copies one per changed variable (thousands per relayout of a long list): holding the view
/// and its parent's variables strongly costs a retain and a release each (BENCHMARKS.md,
/// "Unsafe code").
///
/// Safe because of an invariant the engine keeps: a view is in `itemsByVariable` only while it
/// is in the engine's hierarchy, where its superview chain up to the root retains it (and each
/// view retains its `ItemHandle`), and the table belongs to the engine, which the root owns.
/// Every way out of the hierarchy (`removeFromSuperview`, `addSubview` elsewhere, a
/// rebuild) goes through `release(subtree:)` or `rebuild(without:)`, which drop the view's
/// entry first; a moved view is registered again with its new parent. `MemorySafetyTests`,
/// `ItemHandleTests` and `LeakTests` run these paths under AddressSanitizer (`Scripts/sanitize`).
struct ViewSlot {
    private let unmanagedView: Unmanaged<View>
    /// The view's own handle (which the view holds): frame writing and the changed-variable
    /// checks read only the handle, so a layout that moves a long list loads no view.
    private let unmanagedHandle: Unmanaged<ItemHandle>
    private let unmanagedParent: Unmanaged<ItemHandle>?

    init(view: View, parent: ItemHandle?) {
        self.unmanagedView = Unmanaged.passUnretained(view)
        self.unmanagedHandle = Unmanaged.passUnretained(view.layoutVariables)
        self.unmanagedParent = parent.map { Unmanaged.passUnretained($0) }
    }

    /// The superview's variables when the view was registered.
    var parent: ItemHandle? { unmanagedParent?.takeUnretainedValue() }

    /// Calls `body` with the superview's variables when the view was registered, without
    /// retaining them (frame writing reads the parent's origin for every view that moves);
    /// `root` for a view registered without a superview. Not an optional argument: wrapping
    /// the borrowed reference in one copies it, a retain and a release.
    @inline(__always) func withParent<R>(root: R, _ body: (ItemHandle) -> R) -> R {
        guard let parent = unmanagedParent else { return root }
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
