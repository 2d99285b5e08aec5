/// A relation between two attributes of views or layout guides:
/// `first.attribute  relation  multiplier * second.attribute + constant`, as UIKit's
/// `NSLayoutConstraint`.
///
/// Make constraints with anchors and switch them on in batches:
///
/// ```swift
/// LayoutConstraint.activate([
///     child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16),
///     child.heightAnchor.constraint(equalToConstant: 44),
/// ])
/// ```
///
/// Activating adds one constraint to the hierarchy's solver; changing `constant` or an optional
/// `priority` updates it in place; deactivating removes it. Layout happens at the next
/// `layoutIfNeeded()`.
public final class LayoutConstraint: CustomStringConvertible {
    /// Where the constraint comes from: the user, or the engine's own bookkeeping.
    enum Origin {
        case user, autoresizing, guide, intrinsicSize
    }

    // The two anchors, stored field by field (`firstAnchor` and `secondAnchor` rebuild them;
    // offset origins, which only `anchorWithOffset(to:)` makes, live in `rare`). As two
    // `AnchorSpec`s they took 48 bytes with padding; the one-byte fields below share one
    // stretch with the others (152 -> 104 bytes per constraint, the malloc chunk 160 -> 112;
    // four constraints per row of `scroll_rows_N`).
    /// The first anchor's item (its handle, see `ItemHandle`).
    let firstHandle: ItemHandle?
    /// The second anchor's item, when there is a second anchor.
    let secondHandle: ItemHandle?
    /// The first anchor's attribute.
    let firstAnchorAttribute: LayoutAttribute
    /// The second anchor's attribute; nil when there is no second anchor.
    let secondAnchorAttribute: LayoutAttribute?
    /// What the first anchor's item is.
    let firstAnchorKind: ItemKind
    /// What the second anchor's item is (`.view` when there is no second anchor).
    let secondAnchorKind: ItemKind
    /// Whether either anchor is an offset (`anchorWithOffset(to:)`; its origin is in `rare`).
    let hasOffsetAnchor: Bool
    let origin: Origin
    /// How the two sides relate.
    public let relation: LayoutRelation
    /// Set by the engine's activation bookkeeping.
    var activeFlag = false
    /// The engine's flags below, in one byte: with a byte each, the one-byte fields spilled
    /// into the padding before `storedPriority` and pushed the object into the next malloc
    /// size.
    private var engineFlags: EngineFlags = []
    /// True while it is left unenforced because it conflicts with other required constraints.
    var isBroken: Bool {
        get { engineFlags.contains(.isBroken) }
        set { engineFlags.set(.isBroken, newValue) }
    }
    /// Whether its kernel constraint was built as a pin in leading terms
    /// (`LayoutEngine+LeadingPins.swift`).
    var builtInLeadingTerms: Bool {
        get { engineFlags.contains(.builtInLeadingTerms) }
        set { engineFlags.set(.builtInLeadingTerms, newValue) }
    }
    /// Set when it was deactivated while queued in its engine's `pending` and left there (the
    /// engine skips it; see `LayoutEngine.unregister`).
    var isStaleInPending: Bool {
        get { engineFlags.contains(.isStaleInPending) }
        set { engineFlags.set(.isStaleInPending, newValue) }
    }
    /// The items its kernel constraint uses (for the engine's use counts) are its anchors'
    /// items; otherwise they are in `rare` (see `forEachUsedItem`).
    var usesAnchorItems: Bool {
        get { engineFlags.contains(.usesAnchorItems) }
        set { engineFlags.set(.usesAnchorItems, newValue) }
    }
    /// Set by `markLibraryMade()` (see `isLibraryMade`).
    var isMarkedLibraryMade: Bool {
        get { engineFlags.contains(.isLibraryMade) }
        set { engineFlags.set(.isLibraryMade, newValue) }
    }
    /// For a constraint a stack view made, where it goes among the stack constraints queued
    /// for one layout (see `LayoutEngine.orderedForDefinitions`): a `StackRank`'s raw value,
    /// 0 for every other constraint. Kept here, not in `rare`, because every layout reads it
    /// for every queued constraint.
    var stackRank: UInt8 = 0
    /// The library's name for it, when it has one of those (see `identifier`): a byte here,
    /// in the padding before `storedPriority`, instead of a string in `rare`.
    var builtInName: BuiltInConstraintName = .none
    /// The priority as stored (see `priority`).
    var storedPriority: LayoutPriority = .required
    /// Its index in the engine's `inSolver` while it is in the solver (-1 otherwise). 32 bits:
    /// an engine cannot hold 2^31 constraints (each takes over 100 bytes).
    var solverIndex: Int32 = -1
    /// Its slot in its holder's `InstalledList` while held there (-1 otherwise).
    var installedSlot: Int32 = -1
    /// The fields most constraints leave at their defaults (multiplier, identifier, weight,
    /// declared items, offset origins, kernel extras, the generation a broken one was tried
    /// at), boxed: nil while all are defaults (LayoutConstraint+Rare.swift).
    var rare: RareFields?
    /// The view the constraint is held by (the items' closest common ancestor, or the view
    /// `addConstraint` was called on).
    /// Held as the view's handle (see `ItemHandle`): nil once the view is gone.
    var holder: View? {
        get { holderHandle?.view }
        set { holderHandle = newValue?.layoutVariables }
    }
    var holderHandle: ItemHandle?
    /// The engine that holds it while active (nil once that engine is gone: held as its
    /// handle, a weak reference without a side table).
    var engine: LayoutEngine? {
        get { engineHandle?.engine }
        set { engineHandle = newValue?.handle }
    }
    var engineHandle: EngineHandle?
    /// Its kernel constraint while it is in the solver.
    var kernel: Constraint?
    /// Sequence number of activation, to keep a stable order.
    var sequence = 0

    /// The first anchor, as a value.
    var firstAnchor: AnchorSpec {
        AnchorSpec(handle: firstHandle, attribute: firstAnchorAttribute, kind: firstAnchorKind, originBox: rare?.firstOrigin)
    }

    /// The second anchor, as a value; nil for a constant dimension.
    var secondAnchor: AnchorSpec? {
        guard let attribute = secondAnchorAttribute else { return nil }
        return AnchorSpec(handle: secondHandle, attribute: attribute, kind: secondAnchorKind, originBox: rare?.secondOrigin)
    }

    /// The first item: a View or a LayoutGuide.
    public var firstItem: AnyObject? { declared.map { $0.first } ?? firstAnchor.item }
    /// The first item's attribute.
    public var firstAttribute: LayoutAttribute { declared?.firstAttribute ?? firstAnchor.attribute }
    /// The second item, nil for a constant dimension.
    public var secondItem: AnyObject? { declared.map { $0.second } ?? secondAnchor?.item }
    /// The second item's attribute, `.notAnAttribute` when there is no second item.
    public var secondAttribute: LayoutAttribute { declared?.secondAttribute ?? secondAnchor?.attribute ?? .notAnAttribute }

    /// The amount added to the second side. Changing it while active re-solves in place. A NaN
    /// or infinite value, or one beyond 1e15 in magnitude, is refused: the old constant stays
    /// and an `.invalidConstraint` issue is recorded.
    public var constant: Double {
        get { storedConstant }
        set {
            guard newValue != storedConstant else { return }
            if let problem = InputValidation.problem(length: newValue) {
                refuse("Cannot set the constant of \(self) to \(newValue): \(problem). The old constant stays.")
                return
            }
            storedConstant = newValue
            engine?.constantChanged(self)
        }
    }
    var storedConstant: Double

    /// The priority; required (1000) must hold. Between optional values it may change while
    /// active; switching between required and optional while active is refused with a
    /// `.invalidConstraint` issue, as UIKit refuses it, and so is a priority outside 1...1000
    /// (or NaN) on an active constraint (an inactive one stores it and refuses activation).
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            if isActive, let problem = InputValidation.problem(newValue) {
                refuse("Cannot set the priority of \(self) to \(newValue): \(problem). The old priority stays.")
                return
            }
            if isActive, newValue.isRequired != storedPriority.isRequired {
                refuse(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
                        + "You passed priority \(newValue) and the existing priority was \(storedPriority). Constraint: \(self)")
                return
            }
            storedPriority = newValue
            engine?.priorityChanged(self)
        }
    }

    /// The kernel strength: the priority, scaled by `weight` when optional.
    var strength: Strength {
        let base = storedPriority.strength
        return base == .required || weight == 1 ? base : Strength(base.priority, weight: weight)
    }

    /// Records an `.invalidConstraint` issue about this constraint in its hierarchy (the
    /// engine that holds it, else its first item's), or prints it when it has none.
    func refuse(_ description: String) {
        let issue = LayoutIssue(kind: .invalidConstraint, constraint: self, conflictingConstraints: [], description: description)
        if let engine = engine ?? LayoutConstraint.view(of: firstAnchor)?.engine {
            engine.record(issue)
        } else {
            LayoutEngine.orphanIssue(issue)
        }
    }

    /// From the anchors' parts: the second's attribute is nil for a constant dimension, an
    /// origin is given for an offset anchor only. The public anchor methods pass their anchors'
    /// fields straight here (building `AnchorSpec`s first cost a retain and a release more).
    init(
        _ firstHandle: ItemHandle?, _ firstAttribute: LayoutAttribute, _ firstKind: ItemKind,
        _ firstOrigin: AnchorSpec.OriginBox?, _ relation: LayoutRelation,
        _ secondHandle: ItemHandle?, _ secondAttribute: LayoutAttribute?, _ secondKind: ItemKind,
        _ secondOrigin: AnchorSpec.OriginBox?, multiplier: Double, constant: Double, origin: Origin = .user
    ) {
        self.firstHandle = firstHandle
        firstAnchorAttribute = firstAttribute
        firstAnchorKind = firstKind
        self.secondHandle = secondHandle
        secondAnchorAttribute = secondAttribute
        secondAnchorKind = secondKind
        hasOffsetAnchor = firstOrigin != nil || secondOrigin != nil
        self.relation = relation
        self.storedConstant = constant
        self.origin = origin
        if multiplier != 1 { rareFields.multiplier = multiplier }
        if let firstOrigin { rareFields.firstOrigin = firstOrigin }
        if let secondOrigin { rareFields.secondOrigin = secondOrigin }
    }

    /// The same, with origins as anchors: what the public anchor methods call. Those methods
    /// and the view's anchor properties are `@inlinable`, so that a client's optimizer sees an
    /// anchor made, read field by field and dropped (`row.leadingAnchor.constraint(...)`) and
    /// can keep it on the stack: no allocation, no release, no free. This entry point is not
    /// inlined: the anchors reach it only as fields, never as objects.
    @usableFromInline static func make(
        _ firstHandle: ItemHandle?, _ firstAttribute: LayoutAttribute, _ firstKind: ItemKind,
        _ firstOrigin: AnchorReference?, _ relation: LayoutRelation,
        _ secondHandle: ItemHandle?, _ secondAttribute: LayoutAttribute?, _ secondKind: ItemKind,
        _ secondOrigin: AnchorReference?, multiplier: Double, constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            firstHandle, firstAttribute, firstKind, firstOrigin.map { AnchorSpec.OriginBox(spec: $0.spec) }, relation,
            secondHandle, secondAttribute, secondKind, secondOrigin.map { AnchorSpec.OriginBox(spec: $0.spec) },
            multiplier: multiplier, constant: constant)
    }

    /// The same, from anchor specs.
    convenience init(
        _ first: AnchorSpec, _ relation: LayoutRelation, _ second: AnchorSpec?,
        multiplier: Double, constant: Double, origin: Origin = .user
    ) {
        self.init(
            first.handle, first.attribute, first.kind, first.originBox, relation,
            second?.handle, second?.attribute, second?.kind ?? .view, second?.originBox,
            multiplier: multiplier, constant: constant, origin: origin)
    }

    /// The same, from anchor objects (the engine's and stack views' own constraints).
    convenience init(
        _ first: AnchorReference, _ relation: LayoutRelation, _ second: AnchorReference?,
        multiplier: Double, constant: Double, origin: Origin = .user
    ) {
        self.init(first.spec, relation, second?.spec, multiplier: multiplier, constant: constant, origin: origin)
    }

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
    public var isActive: Bool {
        get { activeFlag }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    /// Activates every constraint in the list (each is installed on its items' closest common
    /// ancestor). Constraints whose items share no ancestor, or with a NaN or infinite
    /// multiplier or constant, are refused with a `.invalidConstraint` issue.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints where !c.activeFlag {
            if let handle = c.plainHolderHandle(), let engine = handle.hierarchyEngine {
                // `View.install`, on the holder's handle: loading the views would retain them.
                c.holderHandle = handle
                c.activeFlag = true
                handle.appendInstalled(c)
                engine.register(c)
                continue
            }
            guard let holder = c.validatedHolder() else { continue }
            holder.install(c)
        }
    }

    /// Deactivates every constraint in the list.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints where c.activeFlag {
            if let holder = c.holder {
                holder.uninstall(c)
            } else if c.origin == .user {
                // Its holder is gone (freed with its hierarchy): nothing holds it any more.
                c.engine?.unregister(c)
                c.activeFlag = false
            }
        }
    }

    /// The view of an item: the view itself, or the view that owns a guide.
    static func view(of item: AnyObject?) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }

    /// The view of an anchor's item, without a dynamic cast.
    static func view(of anchor: AnchorSpec) -> View? {
        guard let handle = anchor.handle else { return nil }
        switch anchor.kind {
        case .view, .scrollView: return handle.view
        case .guide: return handle.guide?.owningView
        }
    }

    /// The closest common ancestor of the items, or nil after recording why there is none.
    func validatedHolder(preferred: View? = nil) -> View? {
        if preferred == nil, let holder = plainHolder() { return holder }
        if let problem = declared?.problem {
            return report(problem, in: LayoutConstraint.view(of: declared?.first) ?? LayoutConstraint.view(of: declared?.second))
        }
        let firstView = LayoutConstraint.view(of: firstAnchor)
        var problem: String?
        if firstItem == nil {
            problem = "it has no first item"
        } else if firstView == nil {
            problem = "\(itemName(firstItem)) is a layout guide that belongs to no view"
        } else if let bad = InputValidation.problem(multiplier: multiplier)
            ?? InputValidation.problem(length: constant).map({ "the constant \($0)" })
        {
            problem = bad
        } else if let bad = InputValidation.problem(storedPriority) {
            problem = bad
        } else if secondAnchor != nil && secondItem == nil {
            problem = "its second item no longer exists"
        } else if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
            || (secondAttribute.isDirectional && firstAttribute.isAbsoluteHorizontalEdge)
        {
            problem = "a constraint cannot be made between a leading/trailing attribute and a right/left attribute"
        }
        var holder: View? = nil
        if problem == nil, let firstView {
            if let secondAnchor, let second = secondAnchor.item {
                guard let secondView = LayoutConstraint.view(of: secondAnchor) else {
                    problem = "\(itemName(second)) is a layout guide that belongs to no view"
                    return report(problem!, in: firstView)
                }
                holder = firstView.closestCommonAncestor(with: secondView)
                if holder == nil {
                    problem = "the items \(itemName(firstItem)) and \(itemName(second)) have no common ancestor"
                }
            } else {
                holder = firstView
            }
            if let origin = firstAnchor.origin ?? secondAnchor?.origin, problem == nil {
                if let originView = LayoutConstraint.view(of: origin), let h = holder {
                    holder = h.closestCommonAncestor(with: originView)
                    if holder == nil { problem = "the offset anchor's item \(itemName(origin.item)) shares no ancestor" }
                } else {
                    problem = "the offset anchor's item no longer exists"
                }
            }
            if let preferred, let h = holder, problem == nil, !h.isDescendant(of: preferred) {
                problem = "the items are not in the subtree of \(itemName(preferred)) it was added to"
            }
        }
        if let problem { return report(problem, in: firstView) }
        return preferred ?? holder
    }

    /// The holder of the common case, checked in one pass without building any message: an
    /// anchor constraint (no offset anchors) between live views or owned guides, with ordinary
    /// numbers. Nil sends the constraint down the full check, which says what is wrong.
    private func plainHolder() -> View? {
        guard declared == nil, abs(multiplier) <= InputValidation.maximumMultiplier,
            abs(storedConstant) <= InputValidation.maximumLength, storedPriority.isValid,
            firstAnchor.origin == nil, let firstView = LayoutConstraint.view(of: firstAnchor)
        else { return nil }
        guard let secondAnchor else { return firstView }
        let a = firstAnchor.attribute, b = secondAnchor.attribute
        guard secondAnchor.origin == nil, !(a.isDirectional && b.isAbsoluteHorizontalEdge),
            !(b.isDirectional && a.isAbsoluteHorizontalEdge)
        else { return nil }
        // Siblings, or a view and its superview, between two views: decided on their handles.
        if firstAnchor.kind != .guide, secondAnchor.kind != .guide, let h1 = firstAnchor.handle, let h2 = secondAnchor.handle,
            h2.isLive
        {
            if h1 === h2 || h2.superviewHandle === h1 { return firstView }
            if h1.superviewHandle === h2 { return h2.view }
            if let parent = h1.superviewHandle, parent === h2.superviewHandle, let view = parent.view { return view }
        }
        guard let secondView = LayoutConstraint.view(of: secondAnchor) else { return nil }
        return firstView.closestCommonAncestor(with: secondView)
    }

    /// The handle of the holder `plainHolder` finds, when it is decided on handles alone: an
    /// anchor constraint on one live view (not a guide), or between two that are the same view,
    /// a view and its superview, or siblings, with ordinary numbers. Nil: take
    /// `validatedHolder`.
    @inline(__always) fileprivate func plainHolderHandle() -> ItemHandle? {
        // Field by field: binding a whole anchor spec would retain and release its parts.
        guard declared == nil, firstAnchorKind != .guide, !hasOffsetAnchor,
            abs(multiplier) <= InputValidation.maximumMultiplier,
            abs(storedConstant) <= InputValidation.maximumLength, storedPriority.isValid,
            let h1 = firstHandle, h1.isLive
        else { return nil }
        guard let b = secondAnchorAttribute else { return h1 }
        guard secondAnchorKind != .guide, let h2 = secondHandle, h2.isLive else { return nil }
        let a = firstAnchorAttribute
        guard !(a.isDirectional && b.isAbsoluteHorizontalEdge), !(b.isDirectional && a.isAbsoluteHorizontalEdge) else {
            return nil
        }
        if h1 === h2 || h2.superviewHandle === h1 { return h1 }
        if h1.superviewHandle === h2 { return h2 }
        if let parent = h1.superviewHandle, parent === h2.superviewHandle, parent.isLive { return parent }
        return nil
    }

    private func report(_ problem: String, in view: View?) -> View? {
        let issue = LayoutIssue(
            kind: .invalidConstraint, constraint: self, conflictingConstraints: [],
            description: "Unable to activate constraint \(self): \(problem). The constraint was not activated.")
        if let view { view.engine.record(issue) } else { LayoutEngine.orphanIssue(issue) }
        return nil
    }

    /// UIKit-style: `<LayoutConstraint 'id' View:0x1.leading == View:0x2.leading + 16 (active)>`.
    public var description: String {
        var text = "<"
        switch origin {
        case .autoresizing: text += "NSAutoresizingMaskLayoutConstraint"
        case .intrinsicSize: text += "NSContentSizeLayoutConstraint"
        default: text += "LayoutConstraint"
        }
        if let identifier { text += " '\(identifier)'" }
        text += " " + ConstraintPrinter.typed.equation(self)
        if !storedPriority.isRequired { text += ConstraintPrinter.typed.priority(self) }
        text += activeFlag ? "   (active)>" : ">"
        return text
    }
}

extension LayoutConstraint {
    /// Every anchor the constraint reads: both sides and their offset origins.
    var allAnchors: [AnchorSpec] {
        [firstAnchor, firstAnchor.origin, secondAnchor, secondAnchor?.origin].compactMap { $0 }
    }

    /// True when `item` is one of the items, or the item of an offset anchor's origin.
    func references(_ item: AnyObject) -> Bool {
        allAnchors.contains { $0.item === item }
    }

    /// True when one of the items (or an offset anchor's item) is a view of `members` (the
    /// identities of a subtree's views) or a guide owned by one.
    func involvesItem(in members: Set<ObjectIdentifier>) -> Bool {
        for anchor in allAnchors {
            if let view = LayoutConstraint.view(of: anchor.item), members.contains(ObjectIdentifier(view)) { return true }
        }
        return false
    }
}

/// The one-bit fields of a `LayoutConstraint` (see `engineFlags`).
private struct EngineFlags: OptionSet {
    let rawValue: UInt8

    static let isBroken = EngineFlags(rawValue: 1)
    static let builtInLeadingTerms = EngineFlags(rawValue: 2)
    static let isStaleInPending = EngineFlags(rawValue: 4)
    static let usesAnchorItems = EngineFlags(rawValue: 8)
    static let isLibraryMade = EngineFlags(rawValue: 16)

    @inline(__always) mutating func set(_ flag: EngineFlags, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }
}
