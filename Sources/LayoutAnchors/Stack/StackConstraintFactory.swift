/// The attributes a stack uses on one axis, and the way it makes its own constraints.
///
/// Every constraint a stack makes is an ordinary activated constraint held by the stack (its
/// items are the stack, its guides and its subviews), named with UIKit's identifier for its role.

/// The four attributes of an axis: where it starts and ends, the size and the centre.
struct AxisAttributes {
    let start: LayoutAttribute
    let end: LayoutAttribute
    let size: LayoutAttribute
    let center: LayoutAttribute

    /// Along a horizontal stack (leading to trailing, so right-to-left layouts mirror it).
    static let horizontal = AxisAttributes(start: .leading, end: .trailing, size: .width, center: .centerX)
    /// Along a vertical stack.
    static let vertical = AxisAttributes(start: .top, end: .bottom, size: .height, center: .centerY)
}

extension Axis {
    /// The attributes along this axis.
    var along: AxisAttributes { self == .horizontal ? .horizontal : .vertical }
    /// The attributes across this axis.
    var across: AxisAttributes { self == .horizontal ? .vertical : .horizontal }
}

/// The weights of a view's intrinsic-size constraints per axis (1 = plain). A stack sets the
/// weight along its axis slightly above 1, growing with the index, so that between equal
/// priorities the first arranged view stretches or shrinks first, as UIKit documents.
struct IntrinsicWeights {
    var horizontal = 1.0
    var vertical = 1.0

    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// Names of the constraints a stack makes, as UIKit prints them.
enum StackIdentifier {
    static let spacing = "UISV-spacing"
    static let canvasConnection = "UISV-canvas-connection"
    static let canvasFit = "UISV-canvas-fit"
    static let alignment = "UISV-alignment"
    static let fillEqually = "UISV-fill-equally"
    static let fillProportionally = "UISV-fill-proportionally"
    static let hiding = "UISV-hiding"
    static let spanningBoundary = "UISV-spanning-boundary"
    static let spanningFit = "UISV-spanning-fit"
    static let ambiguitySuppression = "UISV-ambiguity-suppression"
    static let alignmentSpanner = "UISV-alignment-spanner"
    static let distributingUnit = "UISV-distributing"
}

/// An anchor on any attribute of a view or guide.
func stackAnchor(_ item: AnyObject, _ attribute: LayoutAttribute) -> AnchorReference {
    let kind: ItemKind = (item as? View)?.anchorKind ?? .guide
    return LayoutDimension(item: (item as? LayoutItem)?.layoutVariables, attribute: attribute, kind: kind)
}

/// Makes and activates `first.a  relation  multiplier * second.b + constant` at `priority`.
@discardableResult
func activateStackConstraint(
    _ identifier: BuiltInConstraintName, _ first: AnyObject, _ a: LayoutAttribute,
    _ relation: LayoutRelation = .equal, _ second: AnyObject?, _ b: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required, rank: StackRank = .other
) -> LayoutConstraint {
    let c = LayoutConstraint(
        stackAnchor(first, a), relation, second.map { stackAnchor($0, b) },
        multiplier: multiplier, constant: constant)
    return activated(c, identifier, priority, rank: rank)
}

/// Makes and activates `(to.b - from.a) == (unit.end - unit.start)` at `priority`: the distance
/// between two anchors equal to a shared length. The unit is measured between its own edges,
/// not by its width, so that along a horizontal axis the constraint names leading and
/// trailing and is mirrored right-to-left as a whole (centre distances included).
func activateStackDistance(
    _ identifier: BuiltInConstraintName, from: AnyObject, _ a: LayoutAttribute, to: AnyObject, _ b: LayoutAttribute,
    equalTo unit: AnyObject, along: AxisAttributes, priority: LayoutPriority
) -> LayoutConstraint {
    let toKind: ItemKind = (to as? View)?.anchorKind ?? .guide
    let offset = LayoutDimension(item: (to as? LayoutItem)?.layoutVariables, attribute: b, origin: stackAnchor(from, a), kind: toKind)
    let length = LayoutDimension(
        item: (unit as? LayoutItem)?.layoutVariables, attribute: along.end, origin: stackAnchor(unit, along.start), kind: .guide)
    let c = LayoutConstraint(offset, .equal, length, multiplier: 1, constant: 0)
    return activated(c, identifier, priority)
}

private func activated(
    _ c: LayoutConstraint, _ identifier: BuiltInConstraintName, _ priority: LayoutPriority, rank: StackRank = .other
) -> LayoutConstraint {
    c.builtInName = identifier
    c.markLibraryMade()  // in a conflict, an app constraint breaks before it (UIKit's rule)
    c.stackRank = rank.rawValue
    c.storedPriority = priority
    LayoutConstraint.activate([c])
    return c
}

/// Deactivates a constraint the stack made, if any.
func deactivateStackConstraint(_ c: LayoutConstraint?) {
    if let c, c.activeFlag { c.holder?.uninstall(c) }
}

/// Deactivates every constraint in a list and empties it.
func deactivateStackConstraints(_ list: inout [LayoutConstraint]) {
    for c in list { deactivateStackConstraint(c) }
    list.removeAll()
}

/// Where a stack constraint goes among the stack constraints queued for one layout (see
/// `LayoutEngine.orderedForDefinitions`).
enum StackRank: UInt8 {
    /// The connection that places the first arranged view: before the stack's gaps.
    case placesFirstView = 1
    /// Gaps, alignment and the rest: parents before children.
    case other = 2
    /// The connection of the last arranged view's end to the stack's: after every position,
    /// children before parents, so that a stack's size is defined from its content.
    case closesEnd = 3
    /// `next.start == previous.end + gap`: placed as `other`, but a stack's gaps front to
    /// back among their own places.
    case gap = 4
}
