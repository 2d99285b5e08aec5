/// Items in lines, line after line: the counterpart of UIKit's `UICollectionViewFlowLayout`.
///
/// Scrolling vertically, items fill rows left to right (right to left in a right-to-left
/// layout), at least `minimumInteritemSpacing` apart, rows `minimumLineSpacing` apart, inside
/// `sectionInset`; horizontally, they fill columns top to bottom. A full line spreads what
/// room is left between its items; a line of one item puts it at the leading edge; a
/// section's last line keeps the minimum spacing from the leading edge (UIKit's behaviour).
/// Items of different sizes in a line are centred across it.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Which edges section insets are measured from.
    public enum SectionInsetReference: Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// The scroll axis (default vertical).
    public var scrollDirection = CollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The size of every item the delegate does not size (default 50 x 50).
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// `.zero` (the default): items take `itemSize`; anything else makes items self-sizing:
    /// each cell's content view is fitted at this size (at `itemSize` for `automaticSize`).
    public var estimatedItemSize = Size.zero { didSet { invalidateLayout() } }
    /// The estimated size that asks for self-sizing items fitted at `itemSize` (a sentinel
    /// value, 1 x 1; any other non-zero estimate is used as the fitting target itself).
    public static let automaticSize = Size(width: 1, height: 1)
    /// The spacing between lines (default 10).
    public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The least spacing between items of a line (default 10).
    public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    public var sectionInset = EdgeInsets() { didSet { invalidateLayout() } }
    /// Section header size: its height scrolling vertically, its width horizontally (0: none).
    public var headerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// Section footer size, as for headers.
    public var footerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// Whether a section's header sticks to the visible area's leading edge while the section
    /// is on screen (default false).
    public var sectionHeadersPinToVisibleBounds = false { didSet { collectionView?.setNeedsLayout() } }
    /// Whether section footers stick to the visible area's trailing edge (default false).
    public var sectionFootersPinToVisibleBounds = false { didSet { collectionView?.setNeedsLayout() } }
    /// Which edges section insets are measured from (default `.fromContentInset`).
    public var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }

    /// Creates a flow layout.
    public override init() { super.init() }

    var sections: [FlowSection] = []
    /// The content's extent along the main axis and across.
    var mainExtent = 0.0, crossExtent = 0.0
    var isVertical: Bool { scrollDirection == .vertical }

    open override var collectionViewContentSize: Size {
        isVertical ? Size(width: crossExtent, height: mainExtent) : Size(width: mainExtent, height: crossExtent)
    }

    /// Computes every item's frame (CollectionViewFlowLayout+Prepare.swift).
    open override func prepare() {
        super.prepare()
        computeSections()
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        guard let collectionView else { return [] }
        let r = isVertical ? rect : rect.transposed
        var result: [CollectionViewLayoutAttributes] = []
        // Binary search for the first section that reaches into the rect.
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].end <= r.minY { low = mid + 1 } else { high = mid }
        }
        var s = low
        while s < sections.count && sections[s].start < r.maxY {
            let section = sections[s]
            if let header = headerAttributes(s, in: collectionView), header.frame.intersects(rect) { result.append(header) }
            if let footer = footerAttributes(s, in: collectionView), footer.frame.intersects(rect) { result.append(footer) }
            var a = 0, b = section.lines.count
            while a < b {
                let mid = (a + b) / 2
                if section.lines[mid].end <= r.minY { a = mid + 1 } else { b = mid }
            }
            var line = a
            while line < section.lines.count && section.lines[line].start < r.maxY {
                let l = section.lines[line]
                for item in l.firstItem..<(l.firstItem + l.itemCount) {
                    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: s))
                    attributes.frame = outward(section.frames[item])
                    result.append(attributes)
                }
                line += 1
            }
            s += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section >= 0 && indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].frames.count
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = outward(sections[indexPath.section].frames[indexPath.item])
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard let collectionView, indexPath.section >= 0 && indexPath.section < sections.count else { return nil }
        if elementKind == CollectionView.elementKindSectionHeader { return headerAttributes(indexPath.section, in: collectionView) }
        if elementKind == CollectionView.elementKindSectionFooter { return footerAttributes(indexPath.section, in: collectionView) }
        return nil
    }

    /// A section header's attributes, pinned when `sectionHeadersPinToVisibleBounds`: its
    /// leading edge at the visible area's (bounds plus adjusted inset), never past its items.
    private func headerAttributes(_ s: Int, in collectionView: CollectionView) -> CollectionViewLayoutAttributes? {
        var frame = sections[s].header
        guard frame.height > 0 else { return nil }
        if sectionHeadersPinToVisibleBounds {
            let bounds = isVertical ? collectionView.bounds : collectionView.bounds.transposed
            let inset = collectionView.adjustedContentInset
            let visibleStart = bounds.minY + (isVertical ? inset.top : inset.left)
            frame.origin.y = min(max(frame.minY, visibleStart), sections[s].itemsEnd - frame.height)
        }
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: s))
        attributes.frame = outward(frame)
        attributes.zIndex = sectionHeadersPinToVisibleBounds ? 10 : 0
        return attributes
    }

    /// A section footer's attributes, pinned when `sectionFootersPinToVisibleBounds`: its
    /// trailing edge at the visible area's (bounds less adjusted inset), never before its
    /// section's header.
    private func footerAttributes(_ s: Int, in collectionView: CollectionView) -> CollectionViewLayoutAttributes? {
        var frame = sections[s].footer
        guard frame.height > 0 else { return nil }
        if sectionFootersPinToVisibleBounds {
            let bounds = isVertical ? collectionView.bounds : collectionView.bounds.transposed
            let inset = collectionView.adjustedContentInset
            let visibleEnd = bounds.maxY - (isVertical ? inset.bottom : inset.right)
            frame.origin.y = max(min(frame.minY, visibleEnd - frame.height), sections[s].header.maxY)
        }
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: s))
        attributes.frame = outward(frame)
        attributes.zIndex = sectionFootersPinToVisibleBounds ? 10 : 0
        return attributes
    }

    /// A frame computed in the vertical frame of reference, handed out: transposed for a
    /// horizontal flow, mirrored across the content in a right-to-left layout.
    func outward(_ frame: Rect) -> Rect {
        var result = isVertical ? frame : frame.transposed
        if collectionView?.effectiveLayoutDirection == .rightToLeft {
            let width = collectionViewContentSize.width
            result.origin.x = width - result.maxX
        }
        return result
    }
}
