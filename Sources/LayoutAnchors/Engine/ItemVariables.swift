/// The four solver variables of a view or layout guide: its frame in the hierarchy's single
/// coordinate space (the root's, with every scroll view's content placed unscrolled).
///
/// It is also the item's handle: everything that refers to an item without owning it (an
/// anchor, a constraint's holder, a subview's superview, a guide's owning view, the engine's
/// lists) holds the item's `ItemVariables` strongly and reaches the item through `item`,
/// which reads nil once the item is gone, as a weak reference would.
///
/// The back-reference is a checked `unowned` wherever no code can run while the item is being
/// deinitialized before it detaches its handle, and `weak` elsewhere:
/// - A guide (`LayoutGuide` is final; its `deinit` detaches first) and a view whose class is
///   exactly `View` (its `deinit` detaches first, and nothing runs before it: no subclass body,
///   no subclass property destroyed before `View.deinit`) hold it `unowned`. Such an object
///   gets no side table, so its retains and releases stay on the runtime's fast path. A read
///   is either of the live object or, after the detach, nil; a read in between cannot happen
///   (a hierarchy is used from one thread at a time), and would trap, never read freed memory.
/// - A view of any subclass (the user's, or the library's `ScrollView`, `Label`, `StackView`,
///   `Window`, whose own stored properties are destroyed before `View.deinit` and can hold the
///   user's objects) holds it `weak`: a subclass's `deinit` body runs before `View.deinit`
///   detaches the handle, and a checked `unowned` read there traps (`ItemHandleDeinitTests`).
///   `weak` reads nil there, as UIKit's weak references do in `dealloc`.
/// The costs (callgrind, whole `layout-bench` process; BENCHMARKS.md, "Anchors layer within
/// 2x" and "Session 3: s3-anchors-fast"): `weak` for every item costs 14% of
/// `scroll_rows_1000_first` and 17% of `scroll_rows_1000_scroll` against the unchecked
/// `unowned(unsafe)`, which the trust rule (issue 11) refuses; the checked `unowned` costs 0.5%.
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
    /// The view these variables belong to when its class is exactly `View` (see above); nil
    /// otherwise, and once the view is gone. Typed, so that reading it needs no cast.
    @exclusivity(unchecked) private unowned var plainViewOwner: View?
    /// The view these variables belong to when it is of a subclass of `View`; nil otherwise,
    /// and once the view is gone or going.
    @exclusivity(unchecked) private weak var viewOwner: View?
    /// The guide these variables belong to; nil for a view, and once the guide is gone. The
    /// three keep Swift's exclusivity checks: unlike the fields below, they cost nothing
    /// measurable (`scroll_rows_1000_first` 883.5 M instructions checked against 884.1 M
    /// unchecked, callgrind, whole process).
    @exclusivity(unchecked) private unowned var guideOwner: LayoutGuide?

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

    /// Called by the view's initializer: `unowned` for a plain `View`, `weak` for a subclass
    /// (see above).
    func attach(_ view: View) {
        if ObjectIdentifier(type(of: view)) == ObjectIdentifier(View.self) {
            plainViewOwner = view
        } else {
            viewOwner = view
        }
    }

    /// Called by the guide's initializer.
    func attach(_ guide: LayoutGuide) { guideOwner = guide }

    /// Called first thing in the item's `deinit`. Also lets go of the view state that holds
    /// other objects: anchors and constraints keep these variables alive after the view, and
    /// the view's engine and constraints refer back to them (a cycle while they are held here).
    func detach() {
        plainViewOwner = nil
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
    var item: AnyObject? { isGuide ? guideOwner : view }

    /// The view, when the item is a live view.
    var view: View? {
        if let plain = plainViewOwner { return plain }
        return viewOwner
    }

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
