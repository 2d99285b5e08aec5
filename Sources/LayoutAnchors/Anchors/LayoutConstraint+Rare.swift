/// The fields of a constraint that most constraints leave at their defaults, in one box that
/// a constraint allocates only when one of them is set: an anchor constraint between two views
/// (the bulk of any layout) has multiplier 1, no identifier, weight 1 and no declared items.
/// Boxed, they take 8 bytes of the constraint instead of 72 (at 100,000 rows of four
/// constraints, about 25 MB).
final class RareFields {
    /// See `LayoutConstraint.multiplier`.
    var multiplier = 1.0
    /// See `LayoutConstraint.identifier`.
    var identifier: String?
    /// See `LayoutConstraint.weight`.
    var weight = 1.0
    /// See `LayoutConstraint.declared`.
    var declared: DeclaredItems?
    /// The items the kernel constraint uses when they are not just the anchors' items (offset
    /// anchors, a holder's origin, a scroll view resolved to its content guide).
    var usedItems = UsedItems()
    /// The origin of the first anchor when it is an offset (`LayoutConstraint.firstAnchor`).
    var firstOrigin: AnchorSpec.OriginBox?
    /// The origin of the second anchor when it is an offset.
    var secondOrigin: AnchorSpec.OriginBox?
    /// See `LayoutConstraint.kernelExtras`.
    var kernelExtras = KernelExtras()
    /// See `LayoutConstraint.triedGeneration`.
    var triedGeneration = -1
}

extension LayoutConstraint {
    /// The factor applied to the second attribute.
    public var multiplier: Double { rare?.multiplier ?? 1 }

    /// A name shown in diagnostics.
    public var identifier: String? {
        get { builtInName == .none ? rare?.identifier : builtInName.text }
        set {
            builtInName = .none
            if newValue != nil || rare != nil { rareFields.identifier = newValue }
        }
    }

    /// Scales the constraint's error within its priority level (1 unless the engine or a stack
    /// view breaks ties between equal priorities).
    var weight: Double {
        get { rare?.weight ?? 1 }
        set { if newValue != 1 || rare != nil { rareFields.weight = newValue } }
    }

    /// The items and attributes as given to `init(item:attribute:...)` (margin attributes,
    /// position multipliers, or the reason the combination is invalid); nil for anchors.
    var declared: DeclaredItems? {
        get { rare?.declared }
        set { if newValue != nil || rare != nil { rareFields.declared = newValue } }
    }

    /// The parts of its kernel constant that are not `-constant`: baseline offsets and, for a
    /// constraint across a scroll view's boundary, the content offsets (see `FloatingShift`).
    /// Most constraints have neither: setting the default allocates nothing.
    var kernelExtras: KernelExtras {
        get { rare?.kernelExtras ?? KernelExtras() }
        set { if !newValue.isEmpty || rare != nil { rareFields.kernelExtras = newValue } }
    }

    /// The engine's generation when it was last tried and left broken, for retrying broken
    /// constraints (-1: never). Only read for broken constraints, so it is set only when an
    /// add fails.
    var triedGeneration: Int {
        get { rare?.triedGeneration ?? -1 }
        set { rareFields.triedGeneration = newValue }
    }

    /// Records the items the kernel constraint uses: its anchors' items, or `items` (moved out,
    /// left empty).
    func setUsedItems(anchorItems: Bool, _ items: inout UsedItems) {
        usesAnchorItems = anchorItems
        if anchorItems {
            if rare != nil { rare?.usedItems = UsedItems() }
        } else {
            swap(&rareFields.usedItems, &items)
            items = UsedItems()
        }
    }

    /// Calls `body` on each item the kernel constraint uses (for the engine's use counts).
    @inline(__always) func forEachUsedItem(_ body: (ItemHandle) -> Void) {
        if usesAnchorItems {
            if let first = firstHandle { body(first) }
            if let second = secondHandle { body(second) }
        } else {
            rare?.usedItems.forEach(body)
        }
    }

    /// Forgets the used items (the kernel constraint left the solver).
    func clearUsedItems() {
        usesAnchorItems = false
        if rare != nil { rare?.usedItems = UsedItems() }
    }

    /// The box, made on first use.
    var rareFields: RareFields {
        if let rare { return rare }
        let fields = RareFields()
        rare = fields
        return fields
    }
}
