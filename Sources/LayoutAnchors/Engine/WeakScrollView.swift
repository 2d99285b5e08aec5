/// A weak reference to a scroll view (through its handle, see `ItemHandle`).
struct WeakScrollView {
    private let handle: ItemHandle

    init(view: ScrollView) { handle = view.layoutVariables }

    /// The scroll view, nil once it is gone.
    var view: ScrollView? { handle.view as? ScrollView }
}
