/// A view's or layout guide's handle: everything that refers to an item without owning it (an
/// anchor, a constraint's holder, a subview's superview, a guide's owning view, the engine's
/// lists) holds the item's `ItemHandle` strongly and reaches the item through `item`, which
/// reads nil once the item is gone, as a weak reference would.
///
/// It also holds the item's four solver variables: its frame in the hierarchy's single
/// coordinate space (the root's, with every scroll view's content placed unscrolled), and the
/// per-view state the engine reads on every layout (`View.layoutVariables` returns it).
///
/// The back-reference is a checked `unowned` wherever no code can run while the item is being
/// deinitialized before it detaches its handle, and `weak` elsewhere:
/// - A guide (`LayoutGuide` is final; its `deinit` detaches first), and a view whose class is
///   exactly one of the library's (`View`, `ScrollView`, `StackView`, `Label`, `Window`: each
///   one's `deinit` detaches first, before its own stored properties go, and no subclass body
///   runs before it) hold it `unowned`. Such an object gets no side table, so its retains and
///   releases stay on the runtime's fast path. A read is either of the live object or, after
///   the detach, nil; a read in between cannot happen (nothing runs before the detach, and a
///   hierarchy is used from one thread at a time), and would trap, never read freed memory.
/// - A view of the user's own subclass holds it `weak`: the subclass's `deinit` body runs
///   before the library's detaches the handle, and a checked `unowned` read there traps
///   (`ItemHandleDeinitTests`). `weak` reads nil there, as UIKit's weak references do in
///   `dealloc`.
/// What each choice costs is in BENCHMARKS.md, "Unsafe code": `weak` for every item sends
/// every retain and release down the runtime's slow path, while the checked `unowned` costs
/// almost nothing, and the unchecked `unowned(unsafe)` is refused by the rule that nothing a
/// user does may read freed memory. The three owner fields skip the dynamic exclusivity checks
/// like the fields below, for the same reason. Anchors, constraints and the engine's lists hold
/// the handle, not the item, so the item has only this one back-reference, instead of a weak
/// one in every anchor and constraint.
///
/// Its fields, and the view state it holds for `View`, skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`): the engine reads and writes them per view and per constraint,
/// on every layout. Safe for the
/// reason `LayoutEngine.state` gives: an item belongs to one hierarchy, used from one thread at a
/// time, and no access to a field is held across a call that could reach the same field.
@usableFromInline final class ItemHandle {
    let minX = Variable(name: ItemHandle.names.minX)
    let minY = Variable(name: ItemHandle.names.minY)
    let width = Variable(name: ItemHandle.names.width)
    let height = Variable(name: ItemHandle.names.height)
    /// The variables' names, packed once (see `VariableName`).
    private static let names = (
        minX: VariableName("minX"), minY: VariableName("minY"), width: VariableName("width"),
        height: VariableName("height")
    )
    // A view's layout state (unused for a guide), forwarded by `View`'s properties of the
    // same names (View+Storage.swift). Held here rather than on `View`, a public class, so that
    // the engine's accesses need no dynamic exclusivity check (see above); the reported insets
    // are a one-byte state for the common values (others boxed in `extras`). The fields frame
    // writing reads for every moved view come first, after the variables, so that they share
    // one or two cache lines: a layout that moves the rows of a long list touches each row's
    // handle, and once the rows outgrow the cache every line touched is a miss.
    /// How many kernel constraints of the engine `useSerial` use its variables.
    @exclusivity(unchecked) var useCount = 0
    /// The serial number of the engine `useCount` counts for.
    @exclusivity(unchecked) var useSerial: UInt64 = 0
    /// The frame as last written; `storedFrame` reads it, settling a deferred one first.
    @exclusivity(unchecked) var frameStorage = Rect.zero
    @exclusivity(unchecked) var frameStamp: UInt64 = 0
    @exclusivity(unchecked) var superviewHandle: ItemHandle? = nil
    /// `View.subviews`. Not emptied by `detach`: `View.deinit` empties it right after, handing
    /// a deep subtree over iteratively (the handle outlives the view, the subviews do not).
    @exclusivity(unchecked) var subviewList: [View] = []
    @exclusivity(unchecked) var hookMarks: HookMarks = []
    /// The kind of item, as its anchors record it (`View.anchorKind`, or `.guide`), kept so
    /// that the engine's fast paths need not load the item to ask.
    @usableFromInline @exclusivity(unchecked) private(set) var kind: ItemKind
    /// Which `reportedInsets` the view last reported (see there).
    @exclusivity(unchecked) private var insetsState = ReportedInsetsState.initial
    /// `View.preservesSuperviewLayoutMargins`, here beside the reported insets: a moved view
    /// tests both (`markMovedForInsetCheck`), and reading this from the view's extras cost a
    /// cache miss per row when a layout moves a long list.
    @exclusivity(unchecked) var preservesSuperviewMargins = false
    @exclusivity(unchecked) var translatesAutoresizing = true
    /// Set once the view was a view controller's root view (`View.owningViewController`).
    @exclusivity(unchecked) var mayHaveController = false
    /// Which reference holds the item (`.detached` before `attach` and after `detach`): lets
    /// `isLive` answer without loading the item, which retains and releases it.
    @exclusivity(unchecked) private var ownership = Ownership.detached
    /// Whether this view's frame, or a subview's, waits to be written (`DeferredFrames`). One
    /// byte, in the byte the fields above leave free before the next word: the flags are
    /// tested for every moved view, on the cache line `ownership` shares with the fields
    /// frame writing reads, and two `Bool`s would have moved the rest of the handle by a word.
    @exclusivity(unchecked) private var deferral: DeferralFlags = []

    /// The view this handle belongs to when its class is exactly one of the library's (see
    /// above); nil otherwise, and once the view is gone. Typed, so that reading it needs no cast.
    @exclusivity(unchecked) private unowned var plainViewOwner: View?
    /// The view this handle belongs to when it is of the user's own subclass; nil
    /// otherwise, and once the view is gone or going.
    @exclusivity(unchecked) private weak var viewOwner: View?
    /// The guide this handle belongs to; nil for a view, and once the guide is gone.
    @exclusivity(unchecked) private unowned var guideOwner: LayoutGuide?
    /// The serial number of the engine this handle's variables are registered with (0: none).
    @exclusivity(unchecked) var registeredSerial: UInt64 = 0
    /// The serial number of the engine in whose `autoresizing` or `intrinsic` tables the view
    /// may have an entry (0: none).
    @exclusivity(unchecked) var supportSerial: UInt64 = 0
    /// The engine's `dirtyEpoch` while the view is in its `dirtyViews`.
    @exclusivity(unchecked) var dirtyMark: UInt64 = 0
    @exclusivity(unchecked) var engineStorage: LayoutEngine? = nil
    @exclusivity(unchecked) var markedSubviews: MarkedSubviews = MarkedSubviews()
    /// The constraints the view holds (see `Installed`).
    @exclusivity(unchecked) private var installed = Installed.none
    @exclusivity(unchecked) var rootHandle: ItemHandle? = nil
    /// The reported insets when they are not one of the common values (see `reportedInsets`).
    @exclusivity(unchecked) private var extras: ItemExtras?
    @exclusivity(unchecked) var deliveredTraits: TraitCollection? = nil
    /// What the item is, so that `item` reads the right reference. Read from `kind` (a
    /// view's is never `.guide`): a byte of its own took the handle one byte past a malloc
    /// size.
    var isGuide: Bool { kind == .guide }
    /// A view's number of superviews (0 for a root), set for the whole subtree whenever a
    /// view is added to or removed from a superview, so that a layout reads a view's depth
    /// without walking up (LayoutEngine+DefinitionOrder.swift). A guide's is 0.
    @exclusivity(unchecked) var depth: Int32 = 0

    init(isGuide: Bool) {
        kind = isGuide ? .guide : .view
    }

    /// How the item is referred to (see above).
    private enum Ownership {
        case detached, unownedView, weakView, guide
    }

    /// The library's view classes, whose `deinit` detaches first (see above).
    private static func detachesFirst(_ type: View.Type) -> Bool {
        let id = ObjectIdentifier(type)
        return id == ObjectIdentifier(View.self) || id == ObjectIdentifier(ScrollView.self)
            || id == ObjectIdentifier(StackView.self) || id == ObjectIdentifier(Label.self)
            || id == ObjectIdentifier(Window.self)
    }

    /// Called by the view's initializer: `unowned` for a view of a library class, `weak` for a
    /// view of the user's own subclass (see above).
    func attach(_ view: View) {
        kind = view.anchorKind
        if ItemHandle.detachesFirst(type(of: view)) {
            plainViewOwner = view
            ownership = .unownedView
        } else {
            viewOwner = view
            ownership = .weakView
        }
    }

    /// Called by the guide's initializer.
    func attach(_ guide: LayoutGuide) {
        guideOwner = guide
        ownership = .guide
    }

    /// Called first thing in the item's `deinit`. Also lets go of the view state that holds
    /// other objects: anchors and constraints keep these variables alive after the view, and
    /// the view's engine and constraints refer back to them (a cycle while they are held here).
    func detach() {
        // A root's engine goes with it: the frames it deferred are written while it can.
        engineStorage?.settleDeferredFrames()
        ownership = .detached
        plainViewOwner = nil
        viewOwner = nil
        guideOwner = nil
        engineStorage = nil
        installed = .none
        markedSubviews = MarkedSubviews()
        extras = nil
        rootHandle = nil
        superviewHandle = nil
        deliveredTraits = nil
    }

    /// Sets `depth` from the superview's: a subtree is walked parents first
    /// (`View.forEachInSubtree`), so each superview's is already current.
    func takeDepthFromSuperview() {
        depth = superviewHandle.map { $0.depth + 1 } ?? 0
    }

    /// The view or guide, or nil once it is gone.
    var item: AnyObject? { isGuide ? guideOwner : view }

    /// Whether `item` is non-nil, known without loading (retaining) the item when it is held
    /// `unowned` (attached until its `deinit` detaches it).
    var isLive: Bool {
        switch ownership {
        case .unownedView, .guide: return true
        case .weakView: return viewOwner != nil
        case .detached: return false
        }
    }

    /// Whether the view has a superview (`View.superview != nil`), known without loading it:
    /// `superview` reads the superview's handle's `view`, nil exactly when that is not live.
    var hasLiveSuperview: Bool { superviewHandle?.isLive ?? false }

    /// The engine of a live view's hierarchy when its root already has one, found on handles
    /// (as `View.engine` finds it, without loading any view); nil otherwise.
    var hierarchyEngine: LayoutEngine? {
        if let cached = rootHandle { return cached.isLive ? cached.engineStorage : nil }
        return superviewHandle == nil && isLive ? engineStorage : nil
    }

    /// The view's frame waits to be written until it is read (`DeferredFrames`).
    var frameIsDeferred: Bool {
        get { deferral.contains(.frame) }
        set { if newValue { deferral.insert(.frame) } else { deferral.remove(.frame) } }
    }

    /// A subview's frame may wait to be written: set with it, cleared when all are settled.
    var hasDeferredSubviews: Bool {
        get { deferral.contains(.subviews) }
        set { if newValue { deferral.insert(.subviews) } else { deferral.remove(.subviews) } }
    }

    /// Whether the item is a view of one of the library's own classes (see above), whose
    /// `layoutSubviews()` the user cannot override.
    var isOfLibraryClass: Bool { ownership == .unownedView }

    /// The view, when the item is a live view.
    var view: View? {
        if let plain = plainViewOwner { return plain }
        return viewOwner
    }

    /// The guide, when the item is a live guide.
    var guide: LayoutGuide? { guideOwner }

    /// The box of rarely needed state, made on first use.
    private var itemExtras: ItemExtras {
        if let extras { return extras }
        let made = ItemExtras()
        extras = made
        return made
    }

    /// The safe area insets and margins the change hooks last reported. Most views report no
    /// safe area and their default margins, every layout: those values (and the initial
    /// ones) are a state byte, others are boxed in `extras` (65 bytes of every handle before).
    var reportedInsets: ReportedInsets {
        get {
            switch insetsState {
            case .initial: return ReportedInsets()
            case .defaultMargins: return ReportedInsets(safeArea: EdgeInsets(), margins: ItemHandle.defaultMargins)
            case .boxed: return extras?.reportedInsets ?? ReportedInsets()
            }
        }
        set {
            if newValue.safeArea == EdgeInsets() && newValue.margins == nil {
                insetsState = .initial
            } else if newValue.safeArea == EdgeInsets() && newValue.margins == ItemHandle.defaultMargins {
                insetsState = .defaultMargins
            } else {
                itemExtras.reportedInsets = newValue
                insetsState = .boxed
            }
        }
    }

    /// True when the view last reported no safe area and the default margins of 8.
    var reportedDefaultInsets: Bool { insetsState == .defaultMargins }

    /// True when the view last reported a safe area or margins other than none and the
    /// default 8 (so its subviews may be handed a safe region).
    var reportsInsets: Bool { insetsState == .boxed }

    /// Records the safe area insets reported now; true when they differ from the last ones
    /// (`reportedInsets.safeArea`, compared and written without building the whole value).
    @inline(__always) func noteReportedSafeArea(_ safeArea: EdgeInsets) -> Bool {
        if insetsState != .boxed && safeArea == EdgeInsets() { return false }
        var reported = reportedInsets
        guard reported.safeArea != safeArea else { return false }
        reported.safeArea = safeArea
        reportedInsets = reported
        return true
    }

    /// Records the margins reported now and returns the last ones (nil: none yet).
    @inline(__always) func swapReportedMargins(_ margins: EdgeInsets) -> EdgeInsets? {
        switch insetsState {
        case .initial where margins == ItemHandle.defaultMargins:
            insetsState = .defaultMargins
            return nil
        case .defaultMargins where margins == ItemHandle.defaultMargins:
            return margins
        default:
            var reported = reportedInsets
            let previous = reported.margins
            reported.margins = margins
            reportedInsets = reported
            return previous
        }
    }

    /// `View.defaultMargins` in either layout direction (they are symmetric).
    private static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The constraints a view holds, by how many there are. Most views hold none, their own
    /// size, or their subviews' edges: one in place (an array of one would cost an allocation
    /// per view), a few in a plain array, in installation order (a removal searches a
    /// handful), many in an `InstalledList` (O(1) removal, an index by item), which costs an
    /// object besides its array and is made only once the few outgrow `fewInstalled`.
    private enum Installed {
        case none
        case one(LayoutConstraint)
        case few([LayoutConstraint])
        case many(InstalledList)
    }

    /// The most constraints held in `Installed.few`.
    private static let fewInstalled = 8

    /// The constraints the view holds, in installation order (`View.constraints`).
    var installedConstraints: [LayoutConstraint] {
        switch installed {
        case .none: return []
        case .one(let c): return [c]
        case .few(let list): return list
        case .many(let list): return list.constraints
        }
    }

    /// How many constraints the view holds.
    var installedCount: Int {
        switch installed {
        case .none: return 0
        case .one: return 1
        case .few(let list): return list.count
        case .many(let list): return list.liveCount
        }
    }

    /// The constraints the view holds that refer to the item with `handle` (for a view, also
    /// through its guides), in installation order; from an index when the view holds many.
    func installedConstraints(on handle: ItemHandle) -> [LayoutConstraint] {
        switch installed {
        case .none: return []
        case .one(let c): return c.refersTo(handle) ? [c] : []
        case .few(let list): return list.filter { $0.refersTo(handle) }
        case .many(let list): return list.constraints(on: handle)
        }
    }

    /// Adds a constraint the view holds.
    func appendInstalled(_ c: LayoutConstraint) {
        switch installed {
        case .none:
            installed = .one(c)
        case .one(let first):
            installed = .few([first, c])
        case .few(var list) where list.count < Self.fewInstalled:
            installed = .none  // leaves `list` the array's only reference: appended in place
            list.append(c)
            installed = .few(list)
        case .few(let list):
            let many = InstalledList()
            for held in list { many.append(held) }
            many.append(c)
            installed = .many(many)
        case .many(let list):
            list.append(c)
        }
    }

    /// Removes a constraint the view holds; false when it holds no such constraint. O(1)
    /// amortized once it holds many (see `InstalledList`).
    func removeInstalled(_ c: LayoutConstraint) -> Bool {
        switch installed {
        case .none:
            return false
        case .one(let held):
            guard held === c else { return false }
            installed = .none
        case .few(var list):
            guard let i = list.firstIndex(where: { $0 === c }) else { return false }
            installed = .none
            list.remove(at: i)
            installed = list.count == 1 ? .one(list[0]) : .few(list)
        case .many(let list):
            guard list.remove(c) else { return false }
            if list.liveCount == 0 { installed = .none }
        }
        return true
    }

    /// All four, for registration.
    var all: [Variable] { [minX, minY, width, height] }

    /// The solved rectangle in the solver's frame, not rounded: read it through
    /// `LayoutEngine.solvedRect(of:)`, which maps `minX` to the left edge (`SolverFrame`).
    /// Inline: four loads, read for every view whose frame a layout writes.
    @inline(__always) var solverRect: Rect { Rect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}

/// The part of a view's state that most views never need, boxed (see `ItemHandle.extras`).
/// Its field skips the dynamic exclusivity checks for the reason `ItemHandle` gives.
final class ItemExtras {
    /// `ItemHandle.reportedInsets`, when they are not one of the common values.
    @exclusivity(unchecked) var reportedInsets = ReportedInsets()
}

/// Which insets a view last reported (see `ItemHandle.reportedInsets`).
enum ReportedInsetsState {
    /// None yet: zero safe area, margins not reported.
    case initial
    /// Zero safe area, the default margins.
    case defaultMargins
    /// Other values, in the box.
    case boxed
}

/// The items of one kernel constraint (at most four: two sides, each possibly an offset
/// between two anchors, or a holder's origin). The first two are inline, so recording them
/// allocates nothing; a third and fourth (offset anchors, position multipliers: rare) go to a
/// small array, so that every constraint spends 24 bytes here instead of 32.
struct UsedItems {
    private var a: ItemHandle?
    private var b: ItemHandle?
    private var more: [ItemHandle]?

    /// Adds an item (at most four are kept).
    mutating func append(_ item: ItemHandle) {
        if a == nil {
            a = item
        } else if b == nil {
            b = item
        } else if (more?.count ?? 0) < 2 {
            more = (more ?? []) + [item]
        }
    }

    /// Calls `body` on each item.
    func forEach(_ body: (ItemHandle) -> Void) {
        if let a { body(a) }
        if let b { body(b) }
        if let more { for item in more { body(item) } }
    }
}

/// A view or a layout guide: anything constraints can relate.
protocol LayoutItem: AnyObject {
    /// Its solver variables.
    var layoutVariables: ItemHandle { get }
}

/// The flags of `ItemHandle.frameIsDeferred` and `ItemHandle.hasDeferredSubviews`.
struct DeferralFlags: OptionSet {
    let rawValue: UInt8
    static let frame = DeferralFlags(rawValue: 1)
    static let subviews = DeferralFlags(rawValue: 2)
}
