/// The four solver variables of a view or layout guide: its frame in the hierarchy's single
/// coordinate space (the root's, with every scroll view's content placed unscrolled).
///
/// It is also the item's handle: everything that refers to an item without owning it (an
/// anchor, a constraint's holder, a subview's superview, a guide's owning view, the engine's
/// lists) holds the item's `ItemVariables` strongly and reaches the item through `item`,
/// which reads nil once the item is gone, as a weak reference would.
///
/// Why not `weak`: one weak reference gives the target object a side table, and from then on
/// every retain and release of it takes the runtime's slow path. Anchors refer to every view,
/// so every view paid: replacing the `weak` references by handles took `scroll_rows_1000_first`
/// from 917 M to 761 M instructions, and making `owner` below `weak` again costs 15.7% of
/// `scroll_rows_1000_first` and 17% of `scroll_rows_1000_scroll` (callgrind, 2026-12-01:
/// 646.3 M / 558.4 M, 184.3 M / 157.6 M; BENCHMARKS.md, "Anchors layer within 2x").
///
/// Why the unowned reference is safe: the item creates its `ItemVariables` (a `let` property),
/// attaches itself in its initializer and detaches itself as the first statement of its
/// `deinit` (`View.deinit`, `LayoutGuide.deinit`), so `owner` is the live item or nil, never a
/// freed object. Items are not shared between threads (a hierarchy is not thread-safe), so no
/// read can race the detach. (A subclass's `deinit` body runs before `View.deinit`: a read in
/// it returns the view being deinitialized, which is valid memory until then, as `self` is.)
/// `ItemHandleTests` checks that a constraint, anchor, guide or subview outliving its item
/// reads nil.
///
/// Its fields, and the view state it holds for `View`, skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`): the engine reads and writes them per view and per constraint,
/// where the checks cost 1.7% of `scroll_rows_1000_first` and 1.3% of `scroll_rows_1000_scroll`
/// (callgrind, checked against unchecked: 567.9 M / 558.4 M, 159.6 M / 157.6 M). Safe for the
/// reason `EngineStorage` gives: an item belongs to one hierarchy, used from one thread at a
/// time, and no access to a field is held across a call that could reach the same field.
final class ItemVariables {
    let minX = Variable("minX")
    let minY = Variable("minY")
    let width = Variable("width")
    let height = Variable("height")
    /// The item these variables belong to, unretained (see above); nil once it is gone.
    @exclusivity(unchecked) private unowned(unsafe) var owner: AnyObject?

    /// The serial number of the engine these variables are registered with (0: none).
    @exclusivity(unchecked) var registeredSerial: UInt64 = 0
    /// How many kernel constraints of the engine `useSerial` use these variables.
    @exclusivity(unchecked) var useCount = 0
    /// The serial number of the engine `useCount` counts for.
    @exclusivity(unchecked) var useSerial: UInt64 = 0
    /// The serial number of the engine in whose `autoresizing` or `intrinsic` tables the view
    /// may have an entry (0: none).
    @exclusivity(unchecked) var supportSerial: UInt64 = 0
    /// The engine's `dirtyEpoch` while the view is in its `dirtyViews`.
    @exclusivity(unchecked) var dirtyMark: UInt64 = 0

    // A view's layout state (unused for a guide), forwarded by `View`'s properties of the
    // same names (View+Storage.swift). Held here rather than on `View`, a public class, so that
    // the engine's accesses need no dynamic exclusivity check (see above). The one-byte
    // fields come last, where they fill the padding after `reportedInsets`.
    @exclusivity(unchecked) var storedFrame = Rect.zero
    @exclusivity(unchecked) var engineStorage: LayoutEngine? = nil
    @exclusivity(unchecked) var markedSubviews: MarkedSubviews = MarkedSubviews()
    @exclusivity(unchecked) var installedConstraints: [LayoutConstraint] = []
    @exclusivity(unchecked) var frameStamp: UInt64 = 0
    @exclusivity(unchecked) var rootHandle: ItemVariables? = nil
    @exclusivity(unchecked) var superviewHandle: ItemVariables? = nil
    @exclusivity(unchecked) var deliveredTraits: TraitCollection? = nil
    @exclusivity(unchecked) var reportedInsets: ReportedInsets = ReportedInsets()
    @exclusivity(unchecked) var hookMarks: HookMarks = []
    /// What the item is, so that `view` and `guide` need no dynamic cast.
    let isGuide: Bool

    init(isGuide: Bool) { self.isGuide = isGuide }

    /// Called by the item's initializer.
    func attach(_ item: AnyObject) { owner = item }

    /// Called first thing in the item's `deinit`. Also lets go of the view state that holds
    /// other objects: anchors and constraints keep these variables alive after the view, and
    /// the view's engine and constraints refer back to them (a cycle while they are held here).
    func detach() {
        owner = nil
        engineStorage = nil
        installedConstraints = []
        markedSubviews = MarkedSubviews()
        rootHandle = nil
        superviewHandle = nil
        deliveredTraits = nil
    }

    /// The view or guide, or nil once it is gone.
    var item: AnyObject? { owner }

    /// The view, when the item is a live view.
    var view: View? {
        guard !isGuide, let owner else { return nil }
        return unsafeDowncast(owner, to: View.self)
    }

    /// The guide, when the item is a live guide.
    var guide: LayoutGuide? {
        guard isGuide, let owner else { return nil }
        return unsafeDowncast(owner, to: LayoutGuide.self)
    }

    /// All four, for registration.
    var all: [Variable] { [minX, minY, width, height] }

    /// The solved rectangle, not rounded.
    var rect: Rect { Rect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}

/// The items of one kernel constraint (at most four: two sides, each possibly an offset
/// between two anchors, or a holder's origin). The first two are inline, so recording them
/// allocates nothing; a third and fourth (offset anchors, position multipliers: rare) go to a
/// small array, so that every constraint spends 24 bytes here instead of 32.
struct UsedItems {
    private var a: ItemVariables?
    private var b: ItemVariables?
    private var more: [ItemVariables]?

    /// Adds an item (at most four are kept).
    mutating func append(_ item: ItemVariables) {
        if a == nil {
            a = item
        } else if b == nil {
            b = item
        } else if (more?.count ?? 0) < 2 {
            more = (more ?? []) + [item]
        }
    }

    /// Calls `body` on each item.
    func forEach(_ body: (ItemVariables) -> Void) {
        if let a { body(a) }
        if let b { body(b) }
        if let more { for item in more { body(item) } }
    }
}

/// A view or a layout guide: anything constraints can relate.
protocol LayoutItem: AnyObject {
    /// Its solver variables.
    var layoutVariables: ItemVariables { get }
}
