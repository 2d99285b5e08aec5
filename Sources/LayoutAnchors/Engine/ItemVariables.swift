/// The four solver variables of a view or layout guide: its frame in the hierarchy's single
/// coordinate space (the root's, with every scroll view's content placed unscrolled).
///
/// It is also the item's handle: everything that refers to an item without owning it (an
/// anchor, a constraint's holder, a subview's superview, a guide's owning view, the engine's
/// lists) holds the item's `ItemVariables` strongly and reaches the item through `item`,
/// which reads nil once the item is gone, as a weak reference would.
///
/// The back-reference is `weak`, the one weak reference to the item. The alternatives were
/// measured and refused (callgrind, whole `layout-bench` process, 2026-12-01, main after the
/// anchors-speed merge; BENCHMARKS.md, "Anchors layer within 2x"):
/// - `unowned(unsafe)` is 12% cheaper on `scroll_rows_1000_first` (775.3 M against 884.6 M)
///   and 15% on `scroll_rows_1000_scroll` (157.1 M against 184.0 M): a weak reference gives
///   the item a side table, after which its retains and releases take the runtime's slow path.
///   But the trust rule (issue 11) allows no `unowned(unsafe)` on a path the public API reaches.
/// - `unowned` (checked) costs only 0.5% over `unowned(unsafe)`, but traps when read while its
///   item is being deinitialized, and a `View` subclass's `deinit` body runs before
///   `View.deinit` detaches the handle: a subclass whose `deinit` touches its own layout would
///   crash (`ItemHandleDeinitTests`). `weak` reads nil there, as UIKit's weak references do in
///   `dealloc`.
/// Anchors, constraints and the engine's lists hold the handle, not the item, so the item
/// still has only this one weak reference (before handles, each anchor and constraint held its
/// own: 917 M instructions against 761 M for `scroll_rows_1000_first` with them replaced).
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
    /// The view these variables belong to (see above); nil for a guide, and once the view is
    /// gone or going. Typed, so that reading it needs no cast.
    private weak var viewOwner: View?
    /// The same for a guide. Both keep Swift's exclusivity checks: unlike the fields below,
    /// they cost nothing measurable (`scroll_rows_1000_first` 883.5 M instructions checked
    /// against 884.1 M unchecked, callgrind, whole process).
    private weak var guideOwner: LayoutGuide?

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
    /// What the item is, so that `item` reads the right reference.
    let isGuide: Bool

    init(isGuide: Bool) { self.isGuide = isGuide }

    /// Called by the view's initializer.
    func attach(_ view: View) { viewOwner = view }

    /// Called by the guide's initializer.
    func attach(_ guide: LayoutGuide) { guideOwner = guide }

    /// Called first thing in the item's `deinit`. Also lets go of the view state that holds
    /// other objects: anchors and constraints keep these variables alive after the view, and
    /// the view's engine and constraints refer back to them (a cycle while they are held here).
    func detach() {
        viewOwner = nil
        guideOwner = nil
        engineStorage = nil
        installedConstraints = []
        markedSubviews = MarkedSubviews()
        rootHandle = nil
        superviewHandle = nil
        deliveredTraits = nil
    }

    /// The view or guide, or nil once it is gone.
    var item: AnyObject? { isGuide ? guideOwner : viewOwner }

    /// The view, when the item is a live view.
    var view: View? { viewOwner }

    /// The guide, when the item is a live guide.
    var guide: LayoutGuide? { guideOwner }

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
